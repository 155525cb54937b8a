"""Responses the server keeps running on its own (``background: true`` on /v1/responses):
create one, ask how it is doing (``GET /responses/{id}``) with a growing wait between
asks, and cancel it (``POST /responses/{id}/cancel``).

A create is never sent twice blindly: it carries an ``Idempotency-Key`` (a server that
honours it runs one job per key), and only a failure that proves nothing ran (no
connection, a 429, a 4xx) is retried; after one that may have come after the server took
the job (a timeout, a dropped connection, a 5xx) the outcome is unknown and said so
(``UnknownOutcome``): a plain OpenAI-compatible server ignores the key, and a second
create there would run, and bill, the reply twice.

Plain asyncio, no Qt. The reply's text is read from the finished response by the same
decoder as a non-streaming reply (``ResponsesDecoder.feed_json``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

import httpx

from app.api.client import ChatClient, StreamOutcome
from app.api.endpoint_session import read_limited
from app.api.errors import (
    ApiConnectionError,
    ApiError,
    ApiStatusError,
    ServerError,
    StreamError,
    error_from_transport,
)
from app.api.events import StreamEvent
from app.api.request_builder import BuiltRequest
from app.api.retry import server_wait
from app.api.stream_decoder import ResponsesDecoder
from app.domain import ErrorKind
from app.translation import translate

log = logging.getLogger(__name__)

# What the server says while it works, and when it is done.
RUNNING = frozenset({"queued", "in_progress"})
# Any other status (one a server may add later) counts as still running: nothing is lost.
FINISHED = frozenset({"completed", "failed", "cancelled", "incomplete"})
_BODY_LIMIT = 16 * 1024 * 1024
IDEMPOTENCY_HEADER = "Idempotency-Key"
# A server's Retry-After while polling is honoured up to this (a longer one is a mistake or
# an outage: asking again after ten minutes costs one request).
MOST_SERVER_WAIT_S = 600.0
# Transport failures that happen before the request is on the wire: nothing reached the
# server, so a create may be sent again.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout, httpx.ProxyError)


class UnknownOutcome(ApiError):
    """A create failed after it may have reached the server (a timeout, a connection that
    dropped after the request went out, a 5xx): the job may be running there, or not.
    ``cause`` is the failure; ``kind`` is its kind."""

    def __init__(self, cause: ApiError) -> None:
        super().__init__(
            translate(
                "ResponsesJobs",
                "The server may have started this reply but never confirmed it, so its"
                " state is unknown; Retry asks again, which may run and bill it a second"
                " time.",
            )
        )
        self.cause = cause
        self.kind = cause.kind


class ResponseForgotten(ApiError):
    """The server answers 404 (or 410) for a response it had: it expired, was deleted, or
    the key belongs to another project. Its answer cannot be fetched any more."""

    kind = ErrorKind.OTHER

    def __init__(self, cause: ApiStatusError) -> None:
        super().__init__(
            translate(
                "ResponsesJobs",
                "The server no longer has this reply (it expired or was deleted there), so"
                " its answer cannot be fetched.",
            )
        )
        self.cause = cause


class PollVerdict(Enum):
    """What a failed ask about a running response calls for."""

    RETRY = "retry"  # the network, 408, 429, 5xx: ask again after the next wait
    REFUSED = "refused"  # 401/403: the key; wait until it changes
    FORGOTTEN = "forgotten"  # 404/410: the server no longer has it
    FAIL = "fail"  # any other 4xx: the server's sentence ends the reply


def poll_verdict(err: ApiError) -> PollVerdict:
    if not isinstance(err, ApiStatusError):
        return PollVerdict.RETRY  # no connection, a timeout, a proxy page instead of JSON
    status = err.status
    if status in (401, 403):
        return PollVerdict.REFUSED
    if status in (404, 410):
        return PollVerdict.FORGOTTEN
    if status in (408, 425, 429) or status >= 500:
        return PollVerdict.RETRY
    return PollVerdict.FAIL


def may_have_run(err: ApiError) -> bool:
    """Whether a failed create may still have started the job on the server."""
    if isinstance(err, ServerError | StreamError):
        return True  # a gateway's 502/504 after the upstream took it; a 200 we could not read
    if isinstance(err, ApiConnectionError):
        return not isinstance(err.__cause__, _NOT_SENT)
    return False


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

    async def create(self, request: BuiltRequest, *, idempotency_key: str) -> ResponseState:
        """``POST /responses`` with ``background: true`` (``store: true`` goes with it):
        the server answers at once with the response queued. Retried (with the same key)
        only after a failure that proves nothing ran; one that may have come after the
        server took it raises ``UnknownOutcome``."""
        body = {**request.body, "background": True, "store": True}
        body.pop("stream", None)  # polled, not streamed: one request per look
        headers = {IDEMPOTENCY_HEADER: idempotency_key}

        async def once() -> ResponseState:
            try:
                payload = await self._call("POST", "/responses", body, request.model, headers)
                return ResponseState.from_payload(payload)
            except ApiError as err:
                if may_have_run(err):
                    raise UnknownOutcome(err) from err
                raise

        return await self._client.with_retries(once)

    async def retrieve(self, response_id: str) -> ResponseState:
        payload = await self._call("GET", f"/responses/{response_id}", None, None)
        return ResponseState.from_payload(payload)

    async def cancel(self, response_id: str) -> ResponseState:
        """What the server says of the response after the cancel: ``cancelled``, still
        running (the cancel lands later), or finished (it ended before the cancel)."""
        payload = await self._call("POST", f"/responses/{response_id}/cancel", None, None)
        return ResponseState.from_payload(payload)

    async def _call(
        self,
        method: str,
        path: str,
        body: dict[str, Any] | None,
        model: str | None,
        headers: Mapping[str, str] | None = None,
    ) -> Any:
        client = self._client
        url = client.base_url + path
        log.debug("%s %s", method, url)
        try:
            kwargs: dict[str, Any] = {} if body is None else {"json": body}
            if headers:
                kwargs["headers"] = dict(headers)
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
    on_trouble: Callable[[ApiError], None] = lambda _err: None,
    refused: Callable[[ApiError], Awaitable[ResponsesJobs]] | None = None,
    interrupted: Callable[[], bool] = lambda: False,
) -> ResponseState:
    """Ask until the response is finished; ``on_state`` hears each answer.

    A failed ask is sorted by ``poll_verdict``: the network, 408, 429 and 5xx are asked
    again after the next wait (or the server's ``Retry-After``, if longer), told to
    ``on_trouble``; 401/403 wait in ``refused`` (until the key may be fixed: it gives the
    jobs to ask through next) or, without it, end the polling; 404/410 raise
    ``ResponseForgotten``; any other 4xx is raised. The response runs on the server
    whatever happens here.

    ``interrupted`` is asked after each wait: when it says so, the last state seen is
    returned unfinished (the caller has something to do first, such as a cancel)."""
    backoff = backoff or PollBackoff()
    state = first
    delay = None if first is None else backoff.next_delay()
    while state is None or not state.finished:
        if delay is not None:
            await sleep(delay)
        if interrupted():
            return state or ResponseState(response_id, "queued", {})
        try:
            seen = await jobs.retrieve(response_id)
        except ApiError as err:
            verdict = poll_verdict(err)
            if verdict is PollVerdict.FORGOTTEN:
                assert isinstance(err, ApiStatusError)
                raise ResponseForgotten(err) from err
            if verdict is PollVerdict.FAIL or (verdict is PollVerdict.REFUSED and not refused):
                raise
            if verdict is PollVerdict.REFUSED:
                assert refused is not None
                log.info("polling %s refused (%s); waiting for the key", response_id, err)
                jobs = await refused(err)
                delay = None
                continue
            log.info("polling %s failed (%s); asking again", response_id, type(err).__name__)
            on_trouble(err)
            delay = max(backoff.next_delay(), min(server_wait(err) or 0.0, MOST_SERVER_WAIT_S))
            continue
        if state is None or seen.status != state.status:
            backoff.reset()
        state = seen
        on_state(state)
        delay = backoff.next_delay()
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
