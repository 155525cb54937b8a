"""ChatClient against the real loopback server (tests/support/fake_server.py) over TCP."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from app.api import (
    ApiTimeoutError,
    AuthenticationError,
    BuiltRequest,
    ChatClient,
    Finished,
    InsufficientBalanceError,
    NotFoundError,
    ReasoningDelta,
    Retrying,
    RetryPolicy,
    ServerError,
    StreamError,
    StreamEvent,
    StreamOutcome,
    TextDelta,
    Timeouts,
    UsageEvent,
    build_request,
)
from app.domain import ImagePart, Message, Params, TextPart, Usage
from tests.support.fake_server import FakeOpenAIServer, Reply

KEY = "sk-integration-0123456789"


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as s:
        yield s


def history(text: str = "Tell me a story") -> list[Message]:
    return [Message(id=1, conversation_id=1, role="user", parts=(TextPart(text),))]


def request(model: str = "gpt-4o-mini", endpoint: str = "chat", **params: Any) -> BuiltRequest:
    return build_request(
        Params(model=model, **params),
        history(),
        endpoint=endpoint,  # type: ignore[arg-type]
        image_url=lambda p: f"data:{p.mime};base64,{p.blob}",
    )


class Recorder:
    """Collects events; records the sleeps the retry policy asks for instead of waiting."""

    def __init__(self) -> None:
        self.events: list[StreamEvent] = []
        self.slept: list[float] = []

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)

    def text(self) -> str:
        return "".join(e.text for e in self.events if isinstance(e, TextDelta))


def stream(
    server: FakeOpenAIServer,
    built: BuiltRequest,
    *,
    rec: Recorder | None = None,
    timeouts: Timeouts | None = None,
    max_attempts: int = 4,
) -> StreamOutcome:
    rec = rec or Recorder()
    policy = RetryPolicy(max_attempts=max_attempts, sleep=rec.sleep, jitter=lambda upper: upper)

    async def run() -> StreamOutcome:
        async with ChatClient(
            server.base_url, KEY, retry=policy, timeouts=timeouts or Timeouts()
        ) as client:
            return await client.stream(built, rec.events.append)

    return asyncio.run(run())


def test_normal_stream_with_usage_and_authorization(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="Once upon a time, there was a **test**.", chunk_size=5))
    rec = Recorder()
    outcome = stream(server, request(temperature=0.5), rec=rec)
    assert outcome == StreamOutcome(
        text="Once upon a time, there was a **test**.",
        reasoning="",
        finish_reason="stop",
        usage=outcome.usage,
        complete=True,
    )
    assert rec.text() == outcome.text
    assert len([e for e in rec.events if isinstance(e, TextDelta)]) == 8
    assert isinstance(rec.events[-1], UsageEvent)
    assert outcome.usage is not None and outcome.usage.completion_tokens == 8
    (req,) = server.requests
    assert req.method == "POST" and req.path == "/v1/chat/completions"
    assert req.headers["authorization"] == f"Bearer {KEY}"
    assert req.headers["accept"] == "text/event-stream"
    assert req.body["messages"] == [{"role": "user", "content": "Tell me a story"}]
    assert req.body["temperature"] == 0.5
    assert req.body["stream_options"] == {"include_usage": True}


def test_default_reply_echoes_the_prompt(server: FakeOpenAIServer) -> None:
    outcome = stream(server, request())
    assert "> Tell me a story" in outcome.text
    assert outcome.complete


def test_reasoning_and_given_usage(server: FakeOpenAIServer) -> None:
    usage = {
        "prompt_tokens": 11,
        "completion_tokens": 22,
        "reasoning_tokens": 5,
        "cached_tokens": 2,
    }
    server.enqueue(Reply(text="Four.", reasoning_deltas=["2+2", " is 4"], usage=usage))
    rec = Recorder()
    outcome = stream(server, request("o3-mini", reasoning_effort="low"), rec=rec)
    assert outcome.reasoning == "2+2 is 4"
    assert outcome.text == "Four."
    assert outcome.usage == Usage(11, 22, 5, 2)
    assert isinstance(rec.events[0], ReasoningDelta)
    assert server.requests[0].body["reasoning_effort"] == "low"


def test_non_streaming_chat(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="All at once."))
    rec = Recorder()
    outcome = stream(server, request(stream=False), rec=rec)
    assert outcome.text == "All at once." and outcome.complete
    assert [type(e) for e in rec.events] == [TextDelta, Finished, UsageEvent]


@pytest.mark.parametrize("streaming", [True, False])
def test_responses_endpoint(server: FakeOpenAIServer, streaming: bool) -> None:
    server.enqueue(Reply(text="Deep thought.", reasoning_deltas=["Hmm", "."]))
    built = request("o1-pro", endpoint="responses", stream=streaming, max_tokens=99)
    outcome = stream(server, built)
    assert outcome.text == "Deep thought."
    assert outcome.reasoning == "Hmm."
    assert outcome.complete and outcome.finish_reason == "stop"
    assert outcome.usage is not None and outcome.usage.reasoning_tokens == 2
    req = server.requests[0]
    assert req.path == "/v1/responses"
    assert req.body["max_output_tokens"] == 99


def test_responses_length_limit(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="cut", finish_reason="length"))
    outcome = stream(server, request("o3", endpoint="responses"))
    assert outcome.finish_reason == "length" and outcome.complete


def test_429_with_retry_after_then_success(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(429, "Rate limit reached", retry_after=3), Reply(text="finally"))
    rec = Recorder()
    outcome = stream(server, request(), rec=rec)
    assert outcome.text == "finally"
    assert len(server.requests) == 2
    assert rec.slept == [3.0]
    retry = rec.events[0]
    assert isinstance(retry, Retrying)
    assert (retry.attempt, retry.delay) == (2, 3.0)
    assert retry.error.message == "Rate limited by the server; try again in 3 s"


def test_500_retried_then_given_up(server: FakeOpenAIServer) -> None:
    server.enqueue(*[Reply.error(500, "The server had an error") for _ in range(4)])
    rec = Recorder()
    with pytest.raises(ServerError) as info:
        stream(server, request(), rec=rec)
    assert len(server.requests) == 4
    assert [e.attempt for e in rec.events if isinstance(e, Retrying)] == [2, 3, 4]
    assert rec.slept == [0.5, 1.0, 2.0]  # jitter pinned to its ceiling
    assert info.value.status == 500
    assert server.pending() == 0


def test_401_not_retried(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(401, "Incorrect API key provided: sk-int***789."), Reply())
    rec = Recorder()
    with pytest.raises(AuthenticationError) as info:
        stream(server, request(), rec=rec)
    assert len(server.requests) == 1
    assert rec.events == [] and rec.slept == []
    assert info.value.message == "The API key was rejected"
    assert "sk-int" not in info.value.excerpt


def test_key_checked_by_server() -> None:
    with FakeOpenAIServer(api_key="right-key") as s:

        async def run() -> None:
            async with ChatClient(s.base_url, "wrong-key") as client:
                await client.list_models()

        with pytest.raises(AuthenticationError):
            asyncio.run(run())
        assert s.requests[0].headers["authorization"] == "Bearer wrong-key"


def test_404_model(server: FakeOpenAIServer) -> None:
    message = "The model `gpt-9` does not exist or you do not have access to it."
    server.enqueue(Reply.error(404, message, code="model_not_found"))
    with pytest.raises(NotFoundError) as info:
        stream(server, request("gpt-9"))
    assert info.value.message == "Model not available: gpt-9"
    assert len(server.requests) == 1


def test_402_insufficient_balance(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(402, "Insufficient account balance"))
    with pytest.raises(InsufficientBalanceError):
        stream(server, request())
    assert len(server.requests) == 1


def test_html_502_body(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(502, "upstream went away", html=True))
    with pytest.raises(ServerError) as info:
        stream(server, request(), max_attempts=1)
    assert info.value.excerpt == "502 Bad Gateway upstream went away nginx"
    assert "<" not in info.value.message


def test_error_json_inside_the_stream(server: FakeOpenAIServer) -> None:
    error = {"error": {"message": "Upstream model overloaded", "type": "server_error"}}
    server.enqueue(Reply(text="a b c", error_event=error))
    rec = Recorder()
    with pytest.raises(StreamError) as info:
        stream(server, request(), rec=rec)
    assert "Upstream model overloaded" in info.value.message
    assert rec.text() == "a b c"
    assert len(server.requests) == 1  # output was shown: never retried


def test_responses_error_event(server: FakeOpenAIServer) -> None:
    failed = {"type": "response.failed", "response": {"error": {"message": "It broke"}}}
    server.enqueue(Reply(text="x", error_event=failed))
    with pytest.raises(StreamError, match="It broke"):
        stream(server, request("o1-pro", endpoint="responses"))


def test_dropped_connection_is_incomplete(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="one two three four five", drop_after=3))
    rec = Recorder()
    outcome = stream(server, request(), rec=rec)
    assert outcome.text == "one two three "
    assert not outcome.complete
    assert outcome.finish_reason is None
    assert len(server.requests) == 1


def test_dropped_responses_stream_is_incomplete(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="one two three", drop_after=1))
    outcome = stream(server, request("o3", endpoint="responses"))
    assert outcome.text == "one " and not outcome.complete


def test_stalled_stream_times_out(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="slow and then nothing", stall_after=2))
    rec = Recorder()
    with pytest.raises(ApiTimeoutError):
        stream(server, request(), rec=rec, timeouts=Timeouts(connect=5, read=0.3))
    assert rec.text() == "slow and "
    assert len(server.requests) == 1
    assert server.requests[0].client_closed.wait(5)


def test_malformed_chunk_keeps_partial_text(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="good words then garbage", malformed_after=2))
    rec = Recorder()
    with pytest.raises(StreamError, match="malformed chunk"):
        stream(server, request(), rec=rec)
    assert rec.text() == "good words "


def test_cancellation_closes_the_connection(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply(text="never ending story", stall_after=1))
    seen: list[StreamEvent] = []

    async def run() -> None:
        first = asyncio.Event()

        def on_event(event: StreamEvent) -> None:
            seen.append(event)
            first.set()

        async with ChatClient(server.base_url, KEY) as client:
            task = asyncio.create_task(client.stream(request(), on_event))
            await first.wait()
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task

    asyncio.run(run())
    assert seen == [TextDelta("never ")]
    assert server.requests[0].client_closed.wait(5)


def test_list_models(server: FakeOpenAIServer) -> None:
    async def run() -> list[str]:
        async with ChatClient(server.base_url + "/", KEY) as client:
            return [m.id for m in await client.list_models()]

    assert asyncio.run(run()) == server.models
    req = server.requests[0]
    assert (req.method, req.path) == ("GET", "/v1/models")
    assert req.headers["authorization"] == f"Bearer {KEY}"


def test_list_models_error_is_typed(server: FakeOpenAIServer) -> None:
    server.enqueue(Reply.error(403, "Forbidden"), key="/v1/models")

    async def run() -> None:
        async with ChatClient(server.base_url, KEY) as client:
            await client.list_models()

    with pytest.raises(AuthenticationError):
        asyncio.run(run())


def test_parallel_streams_interleave(server: FakeOpenAIServer) -> None:
    words = " ".join(f"w{i}" for i in range(8))
    server.enqueue(Reply(text=words, delay_per_chunk=0.02), key="gpt-4o-mini")
    server.enqueue(Reply(text=words.upper(), delay_per_chunk=0.02), key="gpt-4.1")
    order: list[str] = []

    def recorder(model: str) -> Callable[[StreamEvent], None]:
        def on_event(event: StreamEvent) -> None:
            if isinstance(event, TextDelta):
                order.append(model)

        return on_event

    async def run() -> list[StreamOutcome]:
        async with ChatClient(server.base_url, KEY) as client:
            return await asyncio.gather(
                *(client.stream(request(m), recorder(m)) for m in ("gpt-4o-mini", "gpt-4.1"))
            )

    small, large = asyncio.run(run())
    assert small.text == words and large.text == words.upper()
    # Both streamed at once: the second model's first token came before the first one's last.
    assert order.index("gpt-4.1") < len(order) - 1 - order[::-1].index("gpt-4o-mini")


def test_images_reach_the_server(server: FakeOpenAIServer) -> None:
    image = ImagePart(blob="aGVsbG8=", mime="image/png", detail="low")
    msg = Message(id=1, conversation_id=1, role="user", parts=(TextPart("What?"), image))
    built = build_request(
        Params(model="gpt-4o"), [msg], image_url=lambda p: f"data:{p.mime};base64,{p.blob}"
    )
    outcome = stream(server, built)
    assert "> What?" in outcome.text
    content = server.requests[0].body["messages"][0]["content"]
    assert content[1] == {
        "type": "image_url",
        "image_url": {"url": "data:image/png;base64,aGVsbG8=", "detail": "low"},
    }
