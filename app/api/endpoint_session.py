"""What every client of one endpoint shares: the key in the Authorization header, the
timeouts, the retry policy and the network settings (proxy, CA bundle), on one httpx
connection pool that the client closes when it is done (``async with``)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncGenerator, Awaitable, Callable
from dataclasses import dataclass
from types import TracebackType
from typing import Self, TypeVar, cast

import httpx

from app.api.errors import ApiError, body_excerpt, error_from_status
from app.api.events import Retrying, StreamEvent
from app.api.network import Network, http_options
from app.api.retry import RetryPolicy

log = logging.getLogger(__name__)

ERROR_BODY_LIMIT = 64 * 1024  # enough for any error message; a proxy page can be huge

T = TypeVar("T")


@dataclass(frozen=True)
class Timeouts:
    """Seconds. ``read`` is the longest silence allowed between two chunks of a reply."""

    connect: float = 10.0
    read: float = 120.0
    write: float = 30.0
    pool: float = 10.0

    def to_httpx(self) -> httpx.Timeout:
        return httpx.Timeout(connect=self.connect, read=self.read, write=self.write, pool=self.pool)


class EndpointSession:
    """One OpenAI-compatible endpoint with one key (the base of ChatClient and
    EmbeddingsClient)."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        *,
        timeouts: Timeouts = Timeouts(),
        retry: RetryPolicy = RetryPolicy(),  # noqa: B008 - frozen, safe to share
        transport: httpx.AsyncBaseTransport | None = None,
        network: Network = Network(),  # noqa: B008 - frozen, safe to share
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key or None
        self._retry = retry
        headers = {"User-Agent": "CometDesk"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        self._http = httpx.AsyncClient(
            headers=headers,
            timeout=timeouts.to_httpx(),
            transport=transport,
            follow_redirects=False,
            **http_options(network),
        )

    # -- what the modules of each route use ----------------------------------------------------

    @property
    def http(self) -> httpx.AsyncClient:
        """The connection pool, with the key, timeouts and network settings already set.
        ``http.stream(method, url, ...)`` for a reply read as it comes."""
        return self._http

    @property
    def api_key(self) -> str | None:
        """The key, only for redacting it from what a server echoes back (an error body, a
        stream's failure): never show, log or persist it."""
        return self._api_key

    def excerpt(self, raw: bytes | str) -> str:
        """A short readable excerpt of a body, with the key redacted ("" when empty)."""
        return body_excerpt(raw, self._api_key)

    def status_error(self, response: httpx.Response, raw: bytes, model: str | None) -> ApiError:
        """The ApiError for a non-2xx ``response`` whose body (or its start) is ``raw``;
        its excerpt has the key redacted."""
        return error_from_status(
            response.status_code, raw, response.headers, api_key=self._api_key, model=model
        )

    async def raise_for_status(self, response: httpx.Response, *, model: str | None) -> None:
        """Nothing for a 2xx/1xx; else read the start of the body and raise its ApiError."""
        if response.status_code < 300:
            return
        raise self.status_error(response, await read_limited(response), model)

    async def with_retries(
        self,
        once: Callable[[], Awaitable[T]],
        on_event: Callable[[StreamEvent], None] = lambda _event: None,
        started: Callable[[], bool] = lambda: False,
    ) -> T:
        """``once()``, tried again per the RetryPolicy while it fails with an ApiError and
        ``started()`` says nothing was shown yet; each wait is told as a ``Retrying``."""
        attempt = 1
        while True:
            try:
                return await once()
            except ApiError as err:
                if started():
                    raise  # output was shown: a retry would repeat it
                delay = self._retry.delay_before(attempt + 1, err)
                if delay is None:
                    raise
                attempt += 1
                log.info("retry %d in %.1f s after %s", attempt, delay, type(err).__name__)
                on_event(Retrying(attempt=attempt, delay=delay, error=err))
                await self._retry.sleep(delay)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()


async def read_limited(response: httpx.Response, limit: int = ERROR_BODY_LIMIT) -> bytes:
    """At most ``limit`` bytes of the body (a huge proxy page is not read to its end)."""
    chunks: list[bytes] = []
    size = 0
    stream = cast(AsyncGenerator[bytes, None], response.aiter_bytes())
    async with contextlib.aclosing(stream):
        async for chunk in stream:
            chunks.append(chunk)
            size += len(chunk)
            if size >= limit:
                break
    return b"".join(chunks)[:limit]
