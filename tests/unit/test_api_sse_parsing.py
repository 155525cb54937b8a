"""ChatClient.stream on byte-exact recorded streams (tests/support/sse_fixtures/).

Each stream is served by httpx.MockTransport in pieces of several sizes, so multi-byte
characters and CRLF pairs also arrive split across network reads.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from app.api import (
    BuiltRequest,
    ChatClient,
    Finished,
    ReasoningDelta,
    StreamError,
    StreamEvent,
    StreamOutcome,
    TextDelta,
    ToolCallDelta,
    UsageEvent,
)
from app.domain import Usage

FIXTURES = Path(__file__).parent.parent / "support" / "sse_fixtures"
PIECE_SIZES = [1, 3, 7, None]  # None: the whole body at once

CHAT = BuiltRequest("chat", {"model": "gpt-4o-mini", "messages": [], "stream": True})
RESPONSES = BuiltRequest("responses", {"model": "o3-mini", "input": [], "stream": True})


class Pieces(httpx.AsyncByteStream):
    def __init__(self, data: bytes, size: int | None) -> None:
        self._data = data
        self._size = size or len(data) or 1

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for start in range(0, len(self._data), self._size):
            yield self._data[start : start + self._size]


def serve(
    name: str,
    size: int | None,
    request: BuiltRequest = CHAT,
    content_type: str = "text/event-stream; charset=utf-8",
) -> tuple[StreamOutcome | None, list[StreamEvent], BaseException | None]:
    data = (FIXTURES / name).read_bytes()

    def handler(req: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, headers={"content-type": content_type}, stream=Pieces(data, size)
        )

    events: list[StreamEvent] = []

    async def run() -> StreamOutcome:
        async with ChatClient(
            "https://api.example.test/v1", "sk-unit", transport=httpx.MockTransport(handler)
        ) as client:
            return await client.stream(request, events.append)

    try:
        return asyncio.run(run()), events, None
    except StreamError as err:
        return None, events, err


def texts(events: list[StreamEvent], index: int = 0) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta) and e.index == index)


@pytest.mark.parametrize("size", PIECE_SIZES)
@pytest.mark.parametrize("name", ["chat_basic.sse", "chat_crlf.sse", "chat_keepalive.sse"])
def test_basic_stream_and_framing_quirks(name: str, size: int | None) -> None:
    outcome, events, error = serve(name, size)
    assert error is None and outcome is not None
    assert outcome.text == "Hello! How can I help?"
    assert outcome.complete
    assert outcome.finish_reason == "stop"
    assert outcome.usage == Usage(
        prompt_tokens=19, completion_tokens=10, reasoning_tokens=0, cached_tokens=3
    )
    # The role-only first delta (empty content) emits nothing.
    assert isinstance(events[0], TextDelta) and events[0].text == "Hello"
    assert [type(e) for e in events[-2:]] == [Finished, UsageEvent]
    assert texts(events) == outcome.text


@pytest.mark.parametrize("size", PIECE_SIZES)
def test_utf8_split_across_chunks(size: int | None) -> None:
    outcome, events, error = serve("chat_utf8.sse", size)
    assert error is None and outcome is not None
    assert outcome.text == "こんにちは、世界 🌍🚀 naïve café ∑x²"
    assert [e.text for e in events if isinstance(e, TextDelta)][2] == " 🌍🚀"
    assert outcome.complete


@pytest.mark.parametrize("size", [3, None])
def test_several_choices_by_index(size: int | None) -> None:
    outcome, events, error = serve("chat_n2.sse", size)
    assert error is None and outcome is not None
    assert texts(events, 0) == "Red apple"
    assert texts(events, 1) == "Blue sky"
    assert outcome.text == "Red apple"  # the outcome follows choice 0
    finishes = [(e.index, e.reason) for e in events if isinstance(e, Finished)]
    assert finishes == [(1, "length"), (0, "stop")]
    assert outcome.finish_reason == "stop"


@pytest.mark.parametrize("size", [5, None])
def test_tool_call_deltas(size: int | None) -> None:
    outcome, events, error = serve("chat_tool_calls.sse", size)
    assert error is None and outcome is not None
    calls = [e for e in events if isinstance(e, ToolCallDelta)]
    assert calls[0] == ToolCallDelta(0, 0, "call_abc", "get_weather", "")
    assert "".join(c.arguments_delta for c in calls if c.call_index == 0) == '{"location":"Paris"}'
    assert all(c.id is None and c.name is None for c in calls[1:4])
    assert calls[4] == ToolCallDelta(0, 1, "call_def", "get_time", "{}")
    assert outcome.finish_reason == "tool_calls"
    assert outcome.text == ""


def test_reasoning_deltas_from_both_field_names() -> None:
    outcome, events, error = serve("chat_reasoning.sse", 4)
    assert error is None and outcome is not None
    reasoning = [e.text for e in events if isinstance(e, ReasoningDelta)]
    assert reasoning == ["Let me think", " step by step."]
    assert outcome.reasoning == "Let me think step by step."
    assert outcome.text == "The answer is 4."
    assert outcome.usage is not None and outcome.usage.reasoning_tokens == 7


@pytest.mark.parametrize("size", [2, None])
def test_stream_that_stops_is_incomplete_not_an_error(size: int | None) -> None:
    outcome, _events, error = serve("chat_no_done.sse", size)
    assert error is None and outcome is not None
    assert outcome.text == "Once upon a time"
    assert not outcome.complete
    assert outcome.finish_reason is None
    assert outcome.usage is None


@pytest.mark.parametrize("size", [1, None])
def test_malformed_chunk_raises_after_partial_text(size: int | None) -> None:
    outcome, events, error = serve("chat_malformed.sse", size)
    assert outcome is None
    assert isinstance(error, StreamError)
    assert "malformed chunk" in error.message
    assert texts(events) == "Partial text"  # kept by the caller
    assert "never seen" not in texts(events)


def test_error_json_inside_the_stream() -> None:
    _outcome, events, error = serve("chat_error_in_stream.sse", None)
    assert isinstance(error, StreamError)
    assert "The server had an error while processing your request" in error.message
    assert error.code == "server_error"
    assert texts(events) == "Start"


@pytest.mark.parametrize("size", [1, 9, None])
def test_responses_stream(size: int | None) -> None:
    outcome, events, error = serve("responses_basic.sse", size, RESPONSES)
    assert error is None and outcome is not None
    assert outcome.text == "Hi there!"
    assert outcome.reasoning == "Greeting."
    assert outcome.complete and outcome.finish_reason == "stop"
    assert outcome.usage == Usage(
        prompt_tokens=36, completion_tokens=87, reasoning_tokens=64, cached_tokens=4
    )
    kinds = [type(e).__name__ for e in events]
    assert kinds == [
        "ResponseId",  # told once, from response.created
        "ReasoningDelta",
        "ReasoningDelta",
        "TextDelta",
        "TextDelta",
        "TextDelta",
        "UsageEvent",
        "Finished",
    ]


def test_responses_incomplete_maps_to_length() -> None:
    outcome, _events, error = serve("responses_incomplete.sse", None, RESPONSES)
    assert error is None and outcome is not None
    assert outcome.text == "Long"
    assert outcome.finish_reason == "length"
    assert outcome.complete  # it ended properly, for a stated reason


def test_responses_failed_raises_after_partial_text() -> None:
    _outcome, events, error = serve("responses_failed.sse", None, RESPONSES)
    assert isinstance(error, StreamError)
    assert "The model failed to generate a response." in error.message
    assert error.code == "server_error"
    assert texts(events) == "Par"


def test_responses_error_event() -> None:
    _outcome, _events, error = serve("responses_error_event.sse", None, RESPONSES)
    assert isinstance(error, StreamError)
    assert "Rate limit reached for o3-mini" in error.message
    assert error.code == "rate_limit_exceeded"


def test_responses_tool_call() -> None:
    outcome, events, error = serve("responses_tool_call.sse", 6, RESPONSES)
    assert error is None and outcome is not None
    calls = [e for e in events if isinstance(e, ToolCallDelta)]
    assert calls[0].id == "call_xyz" and calls[0].name == "get_weather"
    assert "".join(c.arguments_delta for c in calls) == '{"city":"Oslo"}'
    assert outcome.finish_reason == "tool_calls"


def test_html_instead_of_a_stream_is_a_short_stream_error() -> None:
    _outcome, events, error = serve(
        "proxy_login_page.html", None, content_type="text/html; charset=utf-8"
    )
    assert isinstance(error, StreamError)
    assert error.message.startswith("Expected an event stream but got text/html")
    assert "Captive Portal Login" in error.message
    assert "Please sign in" in error.message
    assert "<" not in error.message and "var x" not in error.message
    assert events == []


def test_json_reply_to_a_streaming_request_is_accepted() -> None:
    body = (
        b'{"id":"x","object":"chat.completion","choices":[{"index":0,"message":'
        b'{"role":"assistant","content":"Whole reply"},"finish_reason":"stop"}],'
        b'"usage":{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5}}'
    )

    def handler(req: httpx.Request) -> httpx.Response:
        return httpx.Response(200, headers={"content-type": "application/json"}, content=body)

    async def run() -> StreamOutcome:
        async with ChatClient(
            "http://x.test/v1", None, transport=httpx.MockTransport(handler)
        ) as c:
            return await c.stream(CHAT, lambda e: None)

    outcome = asyncio.run(run())
    assert outcome.text == "Whole reply"
    assert outcome.complete
    assert outcome.usage == Usage(prompt_tokens=3, completion_tokens=2)
