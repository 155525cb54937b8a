"""n > 1 answers in one chat completion: every choice's chunks, interleaved by index, are
decoded into that choice (text, reasoning, sources, tool calls, finish reason), through
ChatClient.stream on a stream served in pieces of several sizes, and as a whole JSON reply."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from app.api import (
    BuiltRequest,
    ChatClient,
    Finished,
    ReasoningDelta,
    StreamEvent,
    StreamOutcome,
    TextDelta,
    ToolCallDelta,
    UrlCitation,
    UsageEvent,
)
from app.api.stream_decoder import ChatDecoder

CHAT = BuiltRequest("chat", {"model": "gpt-4o-mini", "messages": [], "n": 3, "stream": True})


def _chunk(choices: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"id": "chatcmpl-1", "object": "chat.completion.chunk", "choices": choices, **extra}


def _delta(index: int, finish: str | None = None, **delta: Any) -> dict[str, Any]:
    return {"index": index, "delta": delta, "finish_reason": finish}


def _cite(url: str, title: str) -> list[dict[str, Any]]:
    return [{"type": "url_citation", "url_citation": {"url": url, "title": title}}]


# Three answers, interleaved as a server sends them: a chunk may carry several choices,
# choice 1 thinks first, the same source is cited by choices 2 and 0, choice 2 calls a
# tool, and they finish in the order 2, 0, 1 (choice 1 cut at the token limit).
CHUNKS = [
    _chunk([_delta(i, role="assistant", content="") for i in range(3)]),
    _chunk([_delta(1, reasoning_content="Let me see. ")]),
    _chunk([_delta(0, content="Red "), _delta(1, content="Blue ")]),
    _chunk([_delta(2, content="Green ", annotations=_cite("https://a.test", "A"))]),
    _chunk([_delta(1, content="sky")]),
    _chunk([_delta(0, content="apple", annotations=_cite("https://a.test", "A"))]),
    _chunk(
        [
            _delta(
                2,
                tool_calls=[
                    {"index": 0, "id": "call_1", "function": {"name": "look", "arguments": "{}"}}
                ],
            )
        ]
    ),
    _chunk([_delta(2, "tool_calls")]),
    _chunk([_delta(0, "stop")]),
    _chunk([_delta(1, "length")]),
    _chunk([], usage={"prompt_tokens": 12, "completion_tokens": 9}),
]


def _stream_bytes() -> bytes:
    events = [f"data: {json.dumps(c)}\n\n" for c in CHUNKS] + ["data: [DONE]\n\n"]
    return "".join(events).encode()


class Pieces(httpx.AsyncByteStream):
    def __init__(self, data: bytes, size: int | None) -> None:
        self._data = data
        self._size = size or len(data)

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for start in range(0, len(self._data), self._size):
            yield self._data[start : start + self._size]


def _serve(body: bytes, size: int | None, content_type: str) -> tuple[StreamOutcome, list[Any]]:
    def handler(_req: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, headers={"content-type": content_type}, stream=Pieces(body, size)
        )

    events: list[StreamEvent] = []

    async def run() -> StreamOutcome:
        async with ChatClient(
            "https://api.example.test/v1", "sk-unit", transport=httpx.MockTransport(handler)
        ) as client:
            return await client.stream(CHAT, events.append)

    return asyncio.run(run()), events


def _texts(events: list[Any], kind: type, index: int) -> str:
    return "".join(e.text for e in events if isinstance(e, kind) and e.index == index)


@pytest.mark.parametrize("size", [1, 7, 64, None])
def test_interleaved_choices_are_decoded_by_index(size: int | None) -> None:
    outcome, events = _serve(_stream_bytes(), size, "text/event-stream")
    assert [_texts(events, TextDelta, i) for i in range(3)] == ["Red apple", "Blue sky", "Green "]
    assert _texts(events, ReasoningDelta, 1) == "Let me see. "
    assert _texts(events, ReasoningDelta, 0) == ""
    finishes = [(e.index, e.reason) for e in events if isinstance(e, Finished)]
    assert finishes == [(2, "tool_calls"), (0, "stop"), (1, "length")]
    # Each answer numbers its own sources: the URL choice 2 cited first is [1] in choice 0 too.
    cited = [(e.index, e.number, e.url) for e in events if isinstance(e, UrlCitation)]
    assert cited == [(2, 1, "https://a.test"), (0, 1, "https://a.test")]
    calls = [e for e in events if isinstance(e, ToolCallDelta)]
    assert [(c.index, c.call_index, c.id, c.name) for c in calls] == [(2, 0, "call_1", "look")]
    # Usage is the request's: one event, whatever the number of answers.
    assert [e.usage.completion_tokens for e in events if isinstance(e, UsageEvent)] == [9]
    # The outcome is choice 0's, as it was before answers were kept.
    assert outcome.text == "Red apple" and outcome.finish_reason == "stop" and outcome.complete


def test_decoder_keeps_each_choice() -> None:
    decoder = ChatDecoder(lambda _event: None)
    for chunk in CHUNKS:
        decoder.feed_sse("", json.dumps(chunk))
    decoder.feed_sse("", "[DONE]")
    state = {i: decoder.choices[i] for i in range(3)}
    assert [(s.text, s.finish_reason) for s in state.values()] == [
        ("Red apple", "stop"),
        ("Blue sky", "length"),
        ("Green ", "tool_calls"),
    ]
    assert state[1].reasoning == "Let me see. "
    assert state[0].citations == state[2].citations == {"https://a.test": 1}
    assert (decoder.text, decoder.finish_reason, decoder.citations) == (
        "Red apple",
        "stop",
        {"https://a.test": 1},
    )


def test_choice_zero_finishing_first_does_not_finish_the_others() -> None:
    decoder = ChatDecoder(lambda _event: None)
    decoder.feed_sse("", json.dumps(_chunk([_delta(0, content="A"), _delta(1, content="B")])))
    decoder.feed_sse("", json.dumps(_chunk([_delta(0, "stop")])))
    assert decoder.complete  # choice 0's end, as before
    assert decoder.choices[1].finish_reason is None and decoder.choices[1].text == "B"


def test_an_index_that_is_not_a_whole_number_reads_as_choice_zero() -> None:
    decoder = ChatDecoder(lambda _event: None)
    for index in ("1", None, -2, True):
        chunk = {"choices": [{"index": index, "delta": {"content": "x"}}]}
        decoder.feed_sse("", json.dumps(chunk))
    assert decoder.text == "xxxx" and set(decoder.choices) == {0}


def test_whole_json_reply_with_three_choices() -> None:
    payload = {
        "object": "chat.completion",
        "choices": [
            {"index": i, "message": {"role": "assistant", "content": text}, "finish_reason": r}
            for i, (text, r) in enumerate([("one", "stop"), ("two", "length"), ("three", "stop")])
        ],
        "usage": {"prompt_tokens": 5, "completion_tokens": 3},
    }
    outcome, events = _serve(json.dumps(payload).encode(), None, "application/json")
    assert [_texts(events, TextDelta, i) for i in range(3)] == ["one", "two", "three"]
    finishes = [(e.index, e.reason) for e in events if isinstance(e, Finished)]
    assert finishes == [(0, "stop"), (1, "length"), (2, "stop")]
    assert outcome.text == "one" and outcome.complete
