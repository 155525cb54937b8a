"""What every client of one endpoint shares: the key in the Authorization header, the
timeouts, the retry policy and the network settings (proxy, CA bundle), on one httpx
connection pool that the client closes when it is done (``async with``)."""

from __future__ import annotations

from dataclasses import dataclass
from types import TracebackType
from typing import Self

import httpx

from app.api.network import Network, http_options
from app.api.retry import RetryPolicy


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
