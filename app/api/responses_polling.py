"""Responses the server keeps running on its own (``background: true`` on /v1/responses):
create one, ask how it is doing (``GET /responses/{id}``) with a growing wait between
asks, and cancel it (``POST /responses/{id}/cancel``).

Plain asyncio, no Qt. The reply's text is read from the finished response by the same
decoder as a non-streaming reply (``ResponsesDecoder.feed_json``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

import httpx

from app.api.client import ChatClient, StreamOutcome
from app.api.endpoint_session import read_limited
from app.api.errors import (
    ApiError,
    ApiStatusError,
    StreamError,
    error_from_transport,
)
from app.api.events import StreamEvent
from app.api.request_builder import BuiltRequest
from app.api.stream_decoder import ResponsesDecoder

log = logging.getLogger(__name__)

# What the server says while it works, and when it is done.
RUNNING = frozenset({"queued", "in_progress"})
# Any other status (one a server may add later) counts as still running: nothing is lost.
FINISHED = frozenset({"completed", "failed", "cancelled", "incomplete"})
_BODY_LIMIT = 16 * 1024 * 1024


@dataclass
class PollBackoff:
    """The wait before each ask: ``first`` seconds, then ``factor`` times longer each time,
    never more than ``most``. A deep-research answer can take half an hour, so the wait
    grows (fewer requests) but stays short enough that a finished answer shows soon."""

    first: float = 1.0
    factor: float = 1.5
    most: float = 15.0
    _next: float | None = None

    def next_delay(self) -> float:
        delay = self.first if self._next is None else self._next
        self._next = min(self.most, delay * self.factor)
        return min(delay, self.most)

    def reset(self) -> None:
        """Back to the first wait (the response moved on: it may finish soon)."""
        self._next = None


@dataclass(frozen=True)
class ResponseState:
    """What ``GET /responses/{id}`` said: the id, the status and the whole response."""

    id: str
    status: str
    payload: Mapping[str, Any]

    @property
    def finished(self) -> bool:
        return self.status in FINISHED

    @classmethod
    def from_payload(cls, payload: Any) -> ResponseState:
        if not isinstance(payload, dict) or not isinstance(payload.get("id"), str):
            raise StreamError("The server sent a reply that is not a Responses API response")
        return cls(id=payload["id"], status=str(payload.get("status") or ""), payload=payload)


class ResponsesJobs:
    """Create, look at and cancel stored responses on one client's endpoint (with its key,
    network settings and retry policy for a failure before anything ran)."""

    def __init__(self, client: ChatClient) -> None:
        self._client = client

    async def create(self, request: BuiltRequest) -> ResponseState:
        """``POST /responses`` with ``background: true`` (``store: true`` goes with it):
        the server answers at once with the response queued. Retried like any request that
        has not started (nothing ran yet)."""
        body = {**request.body, "background": True, "store": True}
        body.pop("stream", None)  # polled, not streamed: one request per look
        payload = await self._client.with_retries(
            lambda: self._call("POST", "/responses", body, request.model)
        )
        return ResponseState.from_payload(payload)

    async def retrieve(self, response_id: str) -> ResponseState:
        payload = await self._call("GET", f"/responses/{response_id}", None, None)
        return ResponseState.from_payload(payload)

    async def cancel(self, response_id: str) -> ResponseState:
        payload = await self._call("POST", f"/responses/{response_id}/cancel", None, None)
        return ResponseState.from_payload(payload)

    async def _call(
        self, method: str, path: str, body: dict[str, Any] | None, model: str | None
    ) -> Any:
        client = self._client
        url = client.base_url + path
        log.debug("%s %s", method, url)
        try:
            kwargs: dict[str, Any] = {} if body is None else {"json": body}
            async with client.http.stream(method, url, **kwargs) as response:
                await client.raise_for_status(response, model=model)
                raw = await read_limited(response, _BODY_LIMIT + 1)
        except httpx.TransportError as err:
            raise error_from_transport(err) from err
        if len(raw) > _BODY_LIMIT:
            raise StreamError("The server's reply is too large")
        try:
            return json.loads(raw)
        except ValueError as err:
            excerpt = client.excerpt(raw) or "(empty body)"
            raise StreamError(f"The server's reply is not JSON: {excerpt}") from err


async def poll_until_finished(
    jobs: ResponsesJobs,
    response_id: str,
    on_state: Callable[[ResponseState], None],
    *,
    backoff: PollBackoff | None = None,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    first: ResponseState | None = None,
) -> ResponseState:
    """Ask until the response is finished; ``on_state`` hears each answer. A failed ask
    (the network, a 5xx) is asked again after the next wait: the response goes on running on
    the server whatever happens here. A 4xx (the response is gone, the key changed) ends it.
    """
    backoff = backoff or PollBackoff()
    state = first
    while state is None or not state.finished:
        if state is not None:
            await sleep(backoff.next_delay())
        try:
            seen = await jobs.retrieve(response_id)
        except ApiError as err:
            if isinstance(err, ApiStatusError) and 400 <= err.status < 500 and err.status != 429:
                raise
            log.info("polling %s failed (%s); asking again", response_id, type(err).__name__)
            state = state or ResponseState(response_id, "queued", {})
            continue
        if state is None or seen.status != state.status:
            backoff.reset()
        state = seen
        on_state(state)
    return state


def outcome_of(
    state: ResponseState, on_event: Callable[[StreamEvent], None], api_key: str | None = None
) -> StreamOutcome:
    """The finished response read as a reply: its events through ``on_event`` (text,
    reasoning summary, citations, usage, finish reason). A failed response raises its
    error (``StreamError`` with the server's sentence)."""
    decoder = ResponsesDecoder(on_event, api_key)
    decoder.feed_json(dict(state.payload))
    return StreamOutcome.of(decoder)


class FinishedResponse:
    """A finished response as a client whose ``stream`` replays it: what
    ``app.services.reply_stream.ReplyStream`` takes to store it like any reply."""

    def __init__(self, state: ResponseState, api_key: str | None = None) -> None:
        self._state = state
        self._api_key = api_key

    async def stream(
        self, _request: BuiltRequest, on_event: Callable[[StreamEvent], None]
    ) -> StreamOutcome:
        return outcome_of(self._state, on_event, self._api_key)
