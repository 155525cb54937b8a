"""Error conversion: status + body → the right class and a short, key-free message."""

from __future__ import annotations

import json

import httpx
import pytest

from app.api import (
    ApiConnectionError,
    ApiStatusError,
    ApiTimeoutError,
    AuthenticationError,
    BadRequestError,
    InsufficientBalanceError,
    NotFoundError,
    RateLimitError,
    ServerError,
    redact,
)
from app.api.errors import body_excerpt, error_from_status, error_from_transport


def openai_error(message: str, code: str | None = None, param: str | None = None) -> bytes:
    return json.dumps(
        {
            "error": {
                "message": message,
                "type": "invalid_request_error",
                "param": param,
                "code": code,
            }
        }
    ).encode()


@pytest.mark.parametrize("status", [401, 403])
def test_auth(status: int) -> None:
    err = error_from_status(status, openai_error("Incorrect API key provided: sk-abc***xyz."), {})
    assert type(err) is AuthenticationError
    assert err.message == "The API key was rejected"
    assert err.status == status
    assert "sk-abc" not in err.excerpt


def test_insufficient_balance_by_status_and_by_body() -> None:
    assert type(error_from_status(402, b"", {})) is InsufficientBalanceError
    quota = openai_error("You exceeded your current quota.", code="insufficient_quota")
    err = error_from_status(429, quota, {"Retry-After": "1"})
    assert type(err) is InsufficientBalanceError  # not a rate limit: waiting will not help
    body = openai_error("insufficient balance, please top up")
    assert type(error_from_status(403, body, {})) is InsufficientBalanceError


def test_not_found_names_the_model() -> None:
    body = openai_error("The model `gpt-9` does not exist or you do not have access to it.")
    err = error_from_status(404, body, {}, model="gpt-9")
    assert type(err) is NotFoundError
    assert err.message == "Model not available: gpt-9"
    assert err.model == "gpt-9"


def test_not_found_without_a_model_points_at_the_base_url() -> None:
    err = error_from_status(404, b"404 page not found", {})
    assert isinstance(err, NotFoundError)
    assert err.model is None
    assert "base URL" in err.message


@pytest.mark.parametrize(
    ("body", "param"),
    [
        (
            openai_error(
                "Unsupported parameter: 'max_tokens' is not supported with this model. "
                "Use 'max_completion_tokens' instead.",
                param="max_tokens",
            ),
            "max_tokens",
        ),
        (
            openai_error("Unsupported value: 'temperature' does not support 0.2 with this model."),
            "temperature",
        ),
        (openai_error("Unrecognized request argument supplied: foo"), "foo"),
        (openai_error("messages: field required"), None),
    ],
)
def test_bad_request_names_the_unsupported_parameter(body: bytes, param: str | None) -> None:
    err = error_from_status(400, body, {})
    assert type(err) is BadRequestError
    assert err.unsupported_param == param
    if param:
        assert param in err.message
    assert type(error_from_status(422, body, {})) is BadRequestError


def test_rate_limit_carries_retry_after() -> None:
    err = error_from_status(429, openai_error("Rate limit reached"), {"retry-after": "7"})
    assert type(err) is RateLimitError
    assert err.retry_after == 7.0
    assert "7 s" in err.message
    err = error_from_status(429, b"", {})
    assert isinstance(err, RateLimitError) and err.retry_after is None


def test_html_502_becomes_a_short_readable_excerpt() -> None:
    page = (
        b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        b"<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n"
        b"</body>\r\n</html>\r\n" + b"<!-- padding -->" * 200
    )
    err = error_from_status(502, page, {})
    assert type(err) is ServerError
    assert err.excerpt == "502 Bad Gateway cloudflare"
    assert "<" not in err.message
    assert len(err.message) < 120


def test_other_status_is_a_plain_status_error() -> None:
    err = error_from_status(413, b"Request Entity Too Large", {})
    assert type(err) is ApiStatusError
    assert "413" in err.message


def test_long_bodies_are_cut() -> None:
    assert len(body_excerpt(b"x" * 5000)) <= 200


def test_messages_never_contain_the_key() -> None:
    key = "sk-live-0123456789abcdefABCDEF"
    body = openai_error(f"Key {key} is not valid. Header was 'Bearer {key}'.")
    for status in (400, 401, 404, 429, 500, 418):
        err = error_from_status(status, body, {}, api_key=key)
        assert key not in err.message and key not in err.excerpt and key not in str(err)
    # An unknown key-shaped token is redacted too, even when we don't know the key.
    assert "sk-proj-" not in redact("bad key sk-proj-AAAAAAAAAAAAAAAAAAAA here")
    assert redact("Authorization: Bearer abc.def-ghi") == "Authorization: [redacted]"


def test_transport_errors() -> None:
    request = httpx.Request("POST", "https://api.example.test/v1/chat/completions")
    err = error_from_transport(httpx.ConnectError("refused", request=request))
    assert type(err) is ApiConnectionError
    assert "api.example.test" in err.message
    assert type(error_from_transport(httpx.ConnectTimeout("t", request=request))) is ApiTimeoutError
    stalled = error_from_transport(httpx.ReadTimeout("t", request=request))
    assert isinstance(stalled, ApiTimeoutError) and isinstance(stalled, ApiConnectionError)
    assert type(error_from_transport(httpx.ReadError("reset"))) is ApiConnectionError
