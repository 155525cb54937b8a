"""Tool calls in the domain, in request bodies (both endpoints) and in streamed replies."""

from __future__ import annotations

import json
from typing import Any

from app.api import StreamEvent, ToolCallDelta, UrlCitation, build_request
from app.api.request_builder import DENIED_OUTPUT, NOT_RUN_OUTPUT
from app.api.stream_decoder import ChatDecoder, ResponsesDecoder
from app.domain import (
    BUILTIN_SERVER,
    ImagePart,
    Message,
    MessageStatus,
    Params,
    TextPart,
    ToolCallPart,
    ToolSpec,
    parts_from_json,
    parts_to_json,
)

TIME = ToolSpec(
    name="time__get_current_time",
    description="Get the time",
    parameters={"type": "object", "properties": {"timezone": {"type": "string"}}},
)


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("no images here")


def _msg(
    mid: int, role: Any, *parts: Any, status: MessageStatus = MessageStatus.COMPLETE
) -> Message:
    return Message(id=mid, conversation_id=1, role=role, parts=tuple(parts), status=status)


def _reply() -> Message:
    """Two rounds: text + two parallel calls (one edited, one denied), then one call that never
    ran, then the answer."""
    return _msg(
        2,
        "assistant",
        TextPart("Let me check."),
        ToolCallPart(
            "c1",
            "time__get_current_time",
            '{"timezone": "Asia/Tokio"}',
            round=0,
            status="done",
            result='{"time": "10:00"}',
            is_json=True,
            ran_arguments='{"timezone": "Asia/Tokyo"}',
        ),
        ToolCallPart("c2", "fs__delete", '{"path": "/"}', round=0, status="denied"),
        ToolCallPart(
            "c3",
            "time__get_current_time",
            "{bad",
            round=1,
            status="failed",
            error="The arguments are not valid JSON.",
        ),
        ToolCallPart("c4", "time__get_current_time", "{}", round=1),
        TextPart("It is 10:00 in Tokyo."),
    )


def test_old_tool_call_json_still_loads_as_not_run() -> None:
    (call,) = parts_from_json(
        [{"type": "tool_call", "call_id": "c", "name": "n", "arguments": "{}"}]
    )
    assert isinstance(call, ToolCallPart)
    assert call.status == "pending" and call.round == 0 and call.result == ""


def test_tool_call_with_result_round_trips() -> None:
    call = ToolCallPart(
        "c",
        "n",
        "{}",
        round=2,
        status="done",
        result="ok",
        server="s",
        tool="t",
        images=(ImagePart("a" * 64, "image/png", 2, 3),),
        duration_s=1.5,
        approval="always",
    )
    again = parts_from_json(json.loads(json.dumps(parts_to_json((call,)))))
    assert again == (call,)


def test_chat_body_sends_tools_calls_and_results() -> None:
    history = [_msg(1, "user", TextPart("Time in Tokyo?")), _reply()]
    built = build_request(
        Params(model="gpt-4o-mini", stream=False),
        history,
        image_url=_no_image,
        tools=[TIME],
        tool_choice="auto",
        parallel_tool_calls=True,
    )
    body = built.body
    assert body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": TIME.name,
                "description": "Get the time",
                "parameters": TIME.parameters,
            },
        }
    ]
    assert body["tool_choice"] == "auto" and body["parallel_tool_calls"] is True
    msgs = body["messages"]
    assert msgs[0] == {"role": "user", "content": "Time in Tokyo?"}
    assert msgs[1]["role"] == "assistant" and msgs[1]["content"] == "Let me check."
    # The edited arguments are what ran, so they are what the model sees.
    assert [c["function"]["arguments"] for c in msgs[1]["tool_calls"]] == [
        '{"timezone": "Asia/Tokyo"}',
        '{"path": "/"}',
    ]
    assert msgs[2] == {"role": "tool", "tool_call_id": "c1", "content": '{"time": "10:00"}'}
    assert msgs[3] == {"role": "tool", "tool_call_id": "c2", "content": DENIED_OUTPUT}
    assert msgs[4]["content"] is None and [c["id"] for c in msgs[4]["tool_calls"]] == ["c3", "c4"]
    assert msgs[5]["content"] == "Error: The arguments are not valid JSON."
    assert msgs[6] == {"role": "tool", "tool_call_id": "c4", "content": NOT_RUN_OUTPUT}
    assert msgs[7] == {"role": "assistant", "content": "It is 10:00 in Tokyo."}
    assert len(msgs) == 8


def test_responses_body_sends_function_calls_outputs_and_web_search() -> None:
    history = [_msg(1, "user", TextPart("Time in Tokyo?")), _reply()]
    built = build_request(
        Params(model="gpt-4o-mini", web_search=True),
        history,
        endpoint="responses",
        image_url=_no_image,
        tools=[TIME],
    )
    body = built.body
    assert body["tools"] == [
        {
            "type": "function",
            "name": TIME.name,
            "description": "Get the time",
            "parameters": TIME.parameters,
        },
        {"type": "web_search_preview"},
    ]
    assert "tool_choice" not in body and "parallel_tool_calls" not in body
    items = body["input"]
    kinds = [i.get("type") or i["role"] for i in items]
    assert kinds == [
        "user",
        "assistant",
        "function_call",
        "function_call",
        "function_call_output",
        "function_call_output",
        "function_call",
        "function_call",
        "function_call_output",
        "function_call_output",
        "assistant",
    ]
    assert items[2] == {
        "type": "function_call",
        "call_id": "c1",
        "name": TIME.name,
        "arguments": '{"timezone": "Asia/Tokyo"}',
    }
    assert items[4] == {
        "type": "function_call_output",
        "call_id": "c1",
        "output": '{"time": "10:00"}',
    }
    assert items[9]["output"] == NOT_RUN_OUTPUT


def test_web_search_on_chat_is_a_note_not_a_tool() -> None:
    built = build_request(Params(model="gpt-4o-mini", web_search=True), [], image_url=_no_image)
    assert "tools" not in built.body
    assert any("web search" in note for note in built.adjustments)


def test_stopped_reply_with_calls_is_sent_but_builtin_search_is_not() -> None:
    stopped = _msg(
        2,
        "assistant",
        ToolCallPart("c9", "t", "{}", status="pending"),
        ToolCallPart("ws", "web_search", "", server=BUILTIN_SERVER, status="done"),
        status=MessageStatus.STOPPED,
    )
    body = build_request(
        Params(model="m"), [_msg(1, "user", TextPart("q")), stopped], image_url=_no_image
    ).body
    assert [m["role"] for m in body["messages"]] == ["user", "assistant", "tool"]
    assert [c["id"] for c in body["messages"][1]["tool_calls"]] == ["c9"]


def _feed(decoder_cls: Any, events: list[dict[str, Any]]) -> list[StreamEvent]:
    out: list[StreamEvent] = []
    decoder = decoder_cls(out.append)
    for obj in events:
        decoder.feed_sse(obj.get("type", ""), json.dumps(obj))
    return out


def test_responses_stream_function_calls_and_done_fills_missing_arguments() -> None:
    events = _feed(
        ResponsesDecoder,
        [
            {
                "type": "response.output_item.added",
                "output_index": 0,
                "item": {
                    "type": "function_call",
                    "call_id": "call_a",
                    "name": "f",
                    "arguments": "",
                },
            },
            {"type": "response.function_call_arguments.delta", "output_index": 0, "delta": '{"a"'},
            {
                "type": "response.function_call_arguments.done",
                "output_index": 0,
                "arguments": '{"a": 1}',
            },
            {
                "type": "response.output_item.done",
                "output_index": 0,
                "item": {"type": "function_call", "call_id": "call_a", "arguments": '{"a": 1}'},
            },
            {"type": "response.completed", "response": {"status": "completed"}},
        ],
    )
    deltas = [e for e in events if isinstance(e, ToolCallDelta)]
    assert deltas[0].id == "call_a" and deltas[0].name == "f"
    assert "".join(d.arguments_delta for d in deltas) == '{"a": 1}'


def test_url_citations_are_numbered_once_per_url() -> None:
    note = {
        "type": "url_citation",
        "url": "https://a.example/",
        "title": "A",
        "start_index": 0,
        "end_index": 3,
    }
    events = _feed(
        ResponsesDecoder,
        [
            {"type": "response.output_text.delta", "delta": "Hi"},
            {"type": "response.output_text.annotation.added", "annotation": note},
            {
                "type": "response.output_text.annotation.added",
                "annotation": {**note, "url": "https://b.example/", "title": "B"},
            },
            {
                "type": "response.output_item.done",
                "output_index": 1,
                "item": {
                    "type": "message",
                    "content": [{"type": "output_text", "annotations": [note]}],
                },
            },
        ],
    )
    cites = [e for e in events if isinstance(e, UrlCitation)]
    assert cites == [
        UrlCitation(1, "https://a.example/", "A"),
        UrlCitation(2, "https://b.example/", "B"),
    ]
    chat = _feed(
        ChatDecoder,
        [
            {
                "choices": [
                    {
                        "index": 0,
                        "delta": {
                            "content": "x",
                            "annotations": [
                                {
                                    "type": "url_citation",
                                    "url_citation": {"url": "https://c.example/", "title": "C"},
                                }
                            ],
                        },
                    }
                ]
            }
        ],
    )
    assert [e for e in chat if isinstance(e, UrlCitation)] == [
        UrlCitation(1, "https://c.example/", "C")
    ]


def test_citations_of_a_reply_come_from_its_builtin_search_call() -> None:
    sources = json.dumps([{"url": "https://a.example/", "title": "A"}, {"url": "https://b/"}])
    reply = _msg(
        3,
        "assistant",
        TextPart("x"),
        ToolCallPart(
            "ws",
            "web_search",
            "",
            server=BUILTIN_SERVER,
            status="done",
            result=sources,
            is_json=True,
        ),
    )
    assert reply.citations == [("https://a.example/", "A"), ("https://b/", "")]
