"""Retry policy: which errors, how long, and that the client only retries before output."""

from __future__ import annotations

import asyncio
import email.utils
from collections.abc import AsyncIterator, Callable

import httpx
import pytest

from app.api import (
    ApiConnectionError,
    ApiTimeoutError,
    AuthenticationError,
    BadRequestError,
    BuiltRequest,
    ChatClient,
    NotFoundError,
    RateLimitError,
    Retrying,
    RetryPolicy,
    ServerError,
    StreamEvent,
    StreamOutcome,
    TextDelta,
    parse_retry_after,
)

REQUEST = BuiltRequest("chat", {"model": "m", "messages": [], "stream": True})
SSE_OK = (
    b'data: {"choices":[{"index":0,"delta":{"content":"ok"}}]}\n\n'
    b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'
)


def status_error(cls: type, status: int) -> object:
    return cls("x", status=status, excerpt="x", **extra_fields(cls))


def extra_fields(cls: type) -> dict[str, object]:
    if cls is RateLimitError:
        return {"retry_after": None}
    if cls is BadRequestError:
        return {"unsupported_param": None}
    if cls is NotFoundError:
        return {"model": None}
    return {}


def test_parse_retry_after() -> None:
    assert parse_retry_after({"Retry-After": "3"}) == 3.0
    assert parse_retry_after({"retry-after": "0.5"}) == 0.5
    assert parse_retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert parse_retry_after({}) is None
    assert parse_retry_after({"Retry-After": "soon"}) is None
    date = email.utils.formatdate(1_000_030, usegmt=True)
    assert parse_retry_after({"Retry-After": date}, now=lambda: 1_000_000) == 30.0
    past = email.utils.formatdate(999_000, usegmt=True)
    assert parse_retry_after({"Retry-After": past}, now=lambda: 1_000_000) == 0.0


def test_backoff_ceiling_doubles_and_is_capped() -> None:
    ceilings: list[float] = []

    def jitter(upper: float) -> float:
        ceilings.append(upper)
        return upper / 2

    policy = RetryPolicy(max_attempts=10, base_delay=1.0, max_delay=5.0, jitter=jitter)
    err = ApiConnectionError("down")
    delays = [policy.delay_before(attempt, err) for attempt in range(2, 7)]
    assert ceilings == [1.0, 2.0, 4.0, 5.0, 5.0]
    assert delays == [0.5, 1.0, 2.0, 2.5, 2.5]
    assert policy.delay_before(11, err) is None  # past max_attempts


def test_retry_after_is_honoured_unless_too_long() -> None:
    policy = RetryPolicy(max_retry_after=60)
    wait = RateLimitError("x", status=429, excerpt="", retry_after=12.0)
    assert policy.delay_before(2, wait) == 12.0
    too_long = RateLimitError("x", status=429, excerpt="", retry_after=600.0)
    assert policy.delay_before(2, too_long) is None


@pytest.mark.parametrize(
    ("error", "retried"),
    [
        (status_error(RateLimitError, 429), True),
        (status_error(ServerError, 503), True),
        (ApiConnectionError("down"), True),
        (status_error(BadRequestError, 400), False),
        (status_error(AuthenticationError, 401), False),
        (status_error(AuthenticationError, 403), False),
        (status_error(NotFoundError, 404), False),
        (status_error(BadRequestError, 422), False),
    ],
)
def test_which_errors_are_retried(error: object, retried: bool) -> None:
    policy = RetryPolicy(jitter=lambda upper: 0.1)
    assert (policy.delay_before(2, error) is not None) is retried  # type: ignore[arg-type]


def run_client(
    responses: list[httpx.Response], policy_kw: dict[str, object] | None = None
) -> tuple[StreamOutcome | BaseException, list[StreamEvent], list[float], int]:
    queue = list(responses)
    calls = 0
    slept: list[float] = []

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal calls
        calls += 1
        return queue.pop(0)

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    policy = RetryPolicy(sleep=sleep, jitter=lambda upper: upper, **policy_kw or {})  # type: ignore[arg-type]
    events: list[StreamEvent] = []

    async def run() -> StreamOutcome:
        async with ChatClient(
            "http://x.test/v1", "k", retry=policy, transport=httpx.MockTransport(handler)
        ) as client:
            return await client.stream(REQUEST, events.append)

    try:
        result: StreamOutcome | BaseException = asyncio.run(run())
    except Exception as err:
        result = err
    return result, events, slept, calls


def sse(body: bytes) -> httpx.Response:
    return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=body)


def test_client_retries_then_succeeds_and_announces_each_retry() -> None:
    result, events, slept, calls = run_client(
        [
            httpx.Response(503, text="busy"),
            httpx.Response(429, headers={"Retry-After": "2"}, json={"error": {"message": "slow"}}),
            sse(SSE_OK),
        ],
        {"base_delay": 0.5},
    )
    assert isinstance(result, StreamOutcome) and result.text == "ok" and result.complete
    assert calls == 3
    assert slept == [0.5, 2.0]
    retrying = [e for e in events if isinstance(e, Retrying)]
    assert [(r.attempt, r.delay) for r in retrying] == [(2, 0.5), (3, 2.0)]
    assert isinstance(retrying[0].error, ServerError)
    assert isinstance(retrying[1].error, RateLimitError)
    assert events.index(retrying[1]) < events.index(TextDelta("ok"))


def test_client_gives_up_after_max_attempts() -> None:
    result, events, slept, calls = run_client(
        [httpx.Response(500, text="boom") for _ in range(5)], {"max_attempts": 3}
    )
    assert isinstance(result, ServerError)
    assert calls == 3
    assert len(slept) == 2
    assert [e.attempt for e in events if isinstance(e, Retrying)] == [2, 3]


class StallsAfterOneChunk(httpx.AsyncByteStream):
    async def __aiter__(self) -> AsyncIterator[bytes]:
        yield b'data: {"choices":[{"index":0,"delta":{"content":"half"}}]}\n\n'
        raise httpx.ReadTimeout("stalled")


def test_client_does_not_retry_after_output_was_shown() -> None:
    stalled = httpx.Response(
        200, headers={"content-type": "text/event-stream"}, stream=StallsAfterOneChunk()
    )
    result, events, slept, calls = run_client([stalled, sse(SSE_OK)])
    assert isinstance(result, ApiTimeoutError)  # retryable in itself, but text was shown
    assert calls == 1 and slept == []
    assert events == [TextDelta("half")]


def test_timeout_before_output_is_retried() -> None:
    class StallsAtOnce(httpx.AsyncByteStream):
        async def __aiter__(self) -> AsyncIterator[bytes]:
            yield b'data: {"choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n'
            raise httpx.ReadTimeout("stalled")

    stalled = httpx.Response(
        200, headers={"content-type": "text/event-stream"}, stream=StallsAtOnce()
    )
    result, events, slept, calls = run_client([stalled, sse(SSE_OK)])
    assert isinstance(result, StreamOutcome) and result.text == "ok"
    assert calls == 2 and len(slept) == 1
    assert isinstance(events[0], Retrying) and isinstance(events[0].error, ApiTimeoutError)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
def test_client_never_retries_client_errors(status: int) -> None:
    result, events, slept, calls = run_client([httpx.Response(status, text="no")])
    assert calls == 1 and slept == [] and events == []
    assert isinstance(result, Exception)


def test_connection_failure_before_output_is_retried() -> None:
    attempts = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        if attempts == 1:
            raise httpx.ConnectError("refused", request=request)
        return sse(SSE_OK)

    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    async def run(on_event: Callable[[StreamEvent], None]) -> StreamOutcome:
        policy = RetryPolicy(sleep=sleep, jitter=lambda upper: 0.25)
        async with ChatClient(
            "http://x.test/v1", "k", retry=policy, transport=httpx.MockTransport(handler)
        ) as client:
            return await client.stream(REQUEST, on_event)

    events: list[StreamEvent] = []
    outcome = asyncio.run(run(events.append))
    assert outcome.text == "ok"
    assert attempts == 2 and slept == [0.25]
    assert isinstance(events[0], Retrying) and isinstance(events[0].error, ApiConnectionError)


def test_retry_after_is_honoured_on_5xx_within_the_same_cap() -> None:
    policy = RetryPolicy(max_retry_after=60, jitter=lambda upper: 0.1)
    for status in (500, 502, 503, 504):
        asked = ServerError("x", status=status, excerpt="", retry_after=7.0)
        assert policy.delay_before(2, asked) == 7.0
    too_long = ServerError("x", status=503, excerpt="", retry_after=600.0)
    assert policy.delay_before(2, too_long) is None
    unsaid = ServerError("x", status=503, excerpt="")
    assert policy.delay_before(2, unsaid) == 0.1  # backoff with jitter as before


def test_503_retry_after_parsed_into_the_error() -> None:
    result, _events, slept, calls = run_client(
        [httpx.Response(503, headers={"Retry-After": "3"}, text="busy"), sse(SSE_OK)],
        {"base_delay": 0.5},
    )
    assert isinstance(result, StreamOutcome) and result.text == "ok"
    assert calls == 2 and slept == [3.0]  # not the 0.5 s backoff


def test_503_with_retry_after_against_the_loopback_server_waits_as_asked() -> None:
    from tests.support.fake_server import FakeOpenAIServer, Reply

    async def run(base_url: str) -> StreamOutcome:
        # Real sleeping and a real socket: the retry must not come before the asked 1 s,
        # although the backoff alone would have waited at most 0.05 s.
        policy = RetryPolicy(base_delay=0.05, max_delay=0.05)
        async with ChatClient(base_url, "sk-test", retry=policy) as client:
            return await client.stream(REQUEST, lambda _event: None)

    with FakeOpenAIServer() as server:
        server.enqueue(Reply.error(503, "overloaded", retry_after=1), Reply(text="fine"))
        outcome = asyncio.run(run(server.base_url))
        first, second = server.requests[:2]
    assert outcome.text == "fine"
    assert second.received_at - first.received_at >= 1.0


def test_5xx_error_carries_retry_after_and_says_the_wait() -> None:
    from app.api.errors import error_from_status

    err = error_from_status(503, b'{"error":{"message":"busy"}}', {"Retry-After": "2"})
    assert isinstance(err, ServerError) and err.retry_after == 2.0
    assert "try again in 2 s" in err.message
    plain = error_from_status(502, b"bad gateway", {})
    assert isinstance(plain, ServerError) and plain.retry_after is None
