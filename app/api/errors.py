"""The errors the API layer raises, and the one place that builds them.

    ApiError
    ├── ApiConnectionError          could not reach the server / the connection broke
    │   └── ApiTimeoutError         connect timeout, or a stalled stream (read timeout)
    ├── ApiStatusError              the server answered with an error status
    │   ├── AuthenticationError     401/403
    │   ├── InsufficientBalanceError  402, or a body about balance/quota
    │   ├── NotFoundError           404 (unknown model or wrong base URL)
    │   ├── BadRequestError         400/422
    │   ├── RateLimitError          429
    │   └── ServerError             5xx
    └── StreamError                 a malformed chunk, or an error reported inside the stream

Every error carries ``message``: one short sentence for the user, never the API key, and
``kind`` (an ``ErrorKind``): what kind of failure it is, stored with a failed reply so the
transcript can offer what helps (the settings for a rejected key, the address for a server
that cannot be reached).
"""

from __future__ import annotations

import contextlib
import html
import json
import re
from collections.abc import Mapping
from typing import Any

import httpx

from app.api.retry_after import parse_retry_after
from app.domain import ErrorKind
from app.secrets import redact
from app.translation import translate

EXCERPT_CHARS = 200

_UNSUPPORTED_PARAM = re.compile(
    r"(?i)unsupported (?:parameter|value)s?:?\s*['\"`]?([A-Za-z_][\w.]*)"
    r"|['\"`]([A-Za-z_][\w.]*)['\"`] is not supported"
    r"|unrecognized request argument supplied:\s*([A-Za-z_][\w.]*)"
)
_MODEL_NAMED = re.compile(
    r"(?i)\bmodel\b[^.]*?['\"`]([^'\"`]+)['\"`]|\bmodel\s+(\S+)\s+(?:does|is)"
)
_BALANCE = re.compile(r"(?i)insufficient[_ ](?:balance|quota|credit|fund)|quota exceeded|余额")
_TAG = re.compile(r"<[^>]*>")
_TITLE = re.compile(r"(?is)<title[^>]*>(.*?)</title>")
_SCRIPT_STYLE = re.compile(r"(?is)<(script|style)[^>]*>.*?</\1>")


class ApiError(Exception):
    """Base class. ``message`` is a short sentence for the user; ``kind`` what kind of
    failure it is (each subclass has its own; one instance may be more precise)."""

    kind: ErrorKind = ErrorKind.OTHER

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class ApiConnectionError(ApiError):
    """The server could not be reached (kind CONNECT), or the connection broke before a
    reply (CONNECTION)."""

    kind = ErrorKind.CONNECTION


class ApiTimeoutError(ApiConnectionError):
    """Connecting took too long, or the stream stalled longer than the read timeout."""

    kind = ErrorKind.TIMEOUT


class StreamError(ApiError):
    """The stream was malformed or the server reported an error inside it."""

    kind = ErrorKind.STREAM

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code


class ApiStatusError(ApiError):
    """The server answered with an error status. ``excerpt`` is a short, readable body."""

    def __init__(self, message: str, *, status: int, excerpt: str) -> None:
        super().__init__(message)
        self.status = status
        self.excerpt = excerpt


class AuthenticationError(ApiStatusError):
    kind = ErrorKind.AUTH


class InsufficientBalanceError(ApiStatusError):
    kind = ErrorKind.BALANCE


class NotFoundError(ApiStatusError):
    kind = ErrorKind.NOT_FOUND

    def __init__(self, message: str, *, status: int, excerpt: str, model: str | None) -> None:
        super().__init__(message, status=status, excerpt=excerpt)
        self.model = model


class BadRequestError(ApiStatusError):
    kind = ErrorKind.BAD_REQUEST

    def __init__(
        self, message: str, *, status: int, excerpt: str, unsupported_param: str | None
    ) -> None:
        super().__init__(message, status=status, excerpt=excerpt)
        self.unsupported_param = unsupported_param


class RateLimitError(ApiStatusError):
    kind = ErrorKind.RATE_LIMIT

    def __init__(
        self, message: str, *, status: int, excerpt: str, retry_after: float | None
    ) -> None:
        super().__init__(message, status=status, excerpt=excerpt)
        self.retry_after = retry_after


class ServerError(ApiStatusError):
    """5xx. ``retry_after``: the wait the server asked for (RFC 9110 allows it on any
    status; a 503 often carries it), honoured like a 429's."""

    kind = ErrorKind.SERVER

    def __init__(
        self, message: str, *, status: int, excerpt: str, retry_after: float | None = None
    ) -> None:
        super().__init__(message, status=status, excerpt=excerpt)
        self.retry_after = retry_after


# -- conversion ------------------------------------------------------------------------------


def body_excerpt(body: bytes | str, api_key: str | None = None) -> str:
    """A short readable excerpt: the JSON error message, an HTML page's text, or the text."""
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    message = _json_error_field(text, "message")
    if message:
        text = message
    elif "<" in text and ">" in text:
        text = _html_to_text(text)
    text = " ".join(text.split())
    text = redact(text, api_key)
    if len(text) > EXCERPT_CHARS:
        text = text[: EXCERPT_CHARS - 1].rstrip() + "…"
    return text


def _html_to_text(page: str) -> str:
    title = _TITLE.search(page)
    body = _SCRIPT_STYLE.sub(" ", page)
    if title:
        body = body.replace(title.group(0), " ")
    words = html.unescape(_TAG.sub(" ", body)).split()
    heading = html.unescape(title.group(1)).strip() if title else ""
    text = " ".join(words)
    if heading and text.startswith(heading):
        return text
    return f"{heading}: {text}" if heading and text else heading or text


def _json_error(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    err = data.get("error", data)
    if isinstance(err, str):
        return {"message": err}
    return err if isinstance(err, dict) else {}


def _json_error_field(text: str, name: str) -> str | None:
    value = _json_error(text).get(name)
    return str(value) if value not in (None, "") else None


def error_from_status(
    status: int,
    body: bytes,
    headers: Mapping[str, str],
    *,
    api_key: str | None = None,
    model: str | None = None,
) -> ApiStatusError:
    """Turn an error response into the matching ApiStatusError."""
    text = body.decode("utf-8", "replace")
    err = _json_error(text)
    excerpt = body_excerpt(body, api_key) or f"HTTP {status}"
    code = " ".join(str(err.get(k) or "") for k in ("code", "type"))
    balance_hint = bool(_BALANCE.search(code) or _BALANCE.search(excerpt))

    if status == 402 or (balance_hint and status in (400, 403, 429)):
        return InsufficientBalanceError(
            translate("ApiError", "Your account balance or quota is too low for this request"),
            status=status,
            excerpt=excerpt,
        )
    if status in (401, 403):
        return AuthenticationError(
            translate("ApiError", "The API key was rejected"), status=status, excerpt=excerpt
        )
    if status == 404:
        named = _model_named(excerpt)
        if named or "model" in excerpt.lower():
            shown = named or model
            message = (
                translate("ApiError", "Model not available: {0}").format(shown)
                if shown
                else translate("ApiError", "Model not available")
            )
            return NotFoundError(message, status=status, excerpt=excerpt, model=shown)
        return NotFoundError(
            translate("ApiError", "The API endpoint was not found; check the base URL"),
            status=status,
            excerpt=excerpt,
            model=None,
        )
    if status in (400, 422):
        param = err.get("param") if "unsupported" in excerpt.lower() else None
        param = str(param) if param else _unsupported_param(excerpt)
        message = (
            translate("ApiError", "The model does not support the parameter '{0}'").format(param)
            if param
            else translate("ApiError", "The request was rejected: {0}").format(excerpt)
        )
        return BadRequestError(message, status=status, excerpt=excerpt, unsupported_param=param)
    if status == 429:
        retry_after = parse_retry_after(headers)
        message = translate("ApiError", "Rate limited by the server")
        if retry_after is not None:
            message += translate("ApiError", "; try again in {0:.0f} s").format(retry_after)
        return RateLimitError(message, status=status, excerpt=excerpt, retry_after=retry_after)
    if status >= 500:
        retry_after = parse_retry_after(headers)
        message = translate("ApiError", "The server had a problem (HTTP {0}): {1}").format(
            status, excerpt
        )
        if retry_after is not None:
            message += translate("ApiError", "; try again in {0:.0f} s").format(retry_after)
        return ServerError(message, status=status, excerpt=excerpt, retry_after=retry_after)
    return ApiStatusError(
        translate("ApiError", "The request failed (HTTP {0}): {1}").format(status, excerpt),
        status=status,
        excerpt=excerpt,
    )


def _model_named(text: str) -> str | None:
    match = _MODEL_NAMED.search(text)
    if not match:
        return None
    return next(g for g in match.groups() if g)


def _unsupported_param(text: str) -> str | None:
    match = _UNSUPPORTED_PARAM.search(text)
    if not match:
        return None
    return next(g for g in match.groups() if g)


def error_from_transport(err: httpx.TransportError) -> ApiConnectionError:
    """Turn an httpx transport error into ApiConnectionError / ApiTimeoutError. The address
    names the port when it is not the scheme's own (a local server: 127.0.0.1:8000)."""
    host = ""
    with contextlib.suppress(RuntimeError):  # raised when no request is attached
        url = err.request.url
        name = f"[{url.host}]" if ":" in url.host else url.host  # an IPv6 address
        host = f"{name}:{url.port}" if url.host and url.port else url.host
    where = host or translate("ApiError", "the server")
    if isinstance(err, httpx.ConnectTimeout):
        return ApiTimeoutError(translate("ApiError", "Timed out connecting to {0}").format(where))
    if isinstance(err, httpx.TimeoutException):
        return ApiTimeoutError(
            translate(
                "ApiError", "No data from {0} within the read timeout; the reply stalled"
            ).format(where)
        )
    if isinstance(err, httpx.ConnectError):
        refused = ApiConnectionError(
            translate("ApiError", "Could not connect to {0}").format(where)
        )
        refused.kind = ErrorKind.CONNECT
        return refused
    return ApiConnectionError(translate("ApiError", "The connection to {0} broke").format(where))


def retry_reason(err: ApiError) -> str:
    """What went wrong, said shortly for the line that counts down to the next attempt:
    without the server's wait (the countdown shows it) or a 5xx page's text."""
    if isinstance(err, RateLimitError):
        return translate("ApiError", "Rate limited by the server")
    if isinstance(err, ServerError):
        return translate("ApiError", "The server had a problem (HTTP {0})").format(err.status)
    return err.message


def stream_error_from_payload(payload: Mapping[str, Any], api_key: str | None) -> StreamError:
    """An error object sent inside the stream (``{"error": {...}}`` or an ``error`` event)."""
    err: Any = payload.get("error", payload)
    if not isinstance(err, Mapping):
        err = {"message": str(err)}
    message = str(
        err.get("message") or translate("ApiError", "The server reported an error during the reply")
    )
    code = err.get("code") or err.get("type")
    message = redact(" ".join(message.split()), api_key)[:EXCERPT_CHARS]
    return StreamError(
        translate("ApiError", "The server reported an error: {0}").format(message),
        code=str(code) if code else None,
    )
