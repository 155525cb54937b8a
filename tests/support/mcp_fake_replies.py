"""Tool calls and URL citations for the loopback server's scripted replies.

``Reply(tool_calls=[tool_call("get_time", {"timezone": "Asia/Tokyo"})])`` makes the server
ask for that call (several entries: parallel calls), streamed in pieces as the real APIs do:
chat completions ``delta.tool_calls`` ending with ``finish_reason: "tool_calls"``, or the
Responses API's ``function_call`` output items with argument deltas. ``arguments`` may be
any text (a bad-JSON call). ``Reply(citations=[{"url": …, "title": …}])`` adds
``url_citation`` annotations to the answer.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any


def tool_call(name: str, arguments: Any = None, *, call_id: str | None = None) -> dict[str, str]:
    """One call for ``Reply.tool_calls``: ``arguments`` a dict (sent as JSON) or raw text."""
    text = arguments if isinstance(arguments, str) else json.dumps(arguments or {})
    return {"id": call_id or f"call_{uuid.uuid4().hex[:12]}", "name": name, "arguments": text}


def _pieces(text: str) -> list[str]:
    """Arguments arrive in a few pieces, as real streams send them."""
    if len(text) < 4:
        return [text]
    third = len(text) // 3
    return [text[:third], text[third : 2 * third], text[2 * third :]]


def chat_stream_extras(
    calls: Sequence[Mapping[str, str]],
    citations: Sequence[Mapping[str, str]],
    send: Callable[[list[dict[str, Any]]], None],
) -> None:
    """Send the chat-completions chunks for citations and tool calls (``send`` takes the
    ``choices`` list of one chunk)."""
    if citations:
        annotations = [
            {"type": "url_citation", "url_citation": {"url": c["url"], "title": c.get("title", "")}}
            for c in citations
        ]
        send([{"index": 0, "delta": {"annotations": annotations}, "finish_reason": None}])
    for position, call in enumerate(calls):
        head = {
            "index": position,
            "id": call["id"],
            "type": "function",
            "function": {"name": call["name"], "arguments": ""},
        }
        send([{"index": 0, "delta": {"tool_calls": [head]}, "finish_reason": None}])
        for piece in _pieces(call["arguments"]):
            delta = {"tool_calls": [{"index": position, "function": {"arguments": piece}}]}
            send([{"index": 0, "delta": delta, "finish_reason": None}])


def chat_message_extras(
    calls: Sequence[Mapping[str, str]], citations: Sequence[Mapping[str, str]]
) -> dict[str, Any]:
    """Fields for a non-streamed chat completion's message."""
    extra: dict[str, Any] = {}
    if calls:
        extra["tool_calls"] = [
            {
                "id": c["id"],
                "type": "function",
                "function": {"name": c["name"], "arguments": c["arguments"]},
            }
            for c in calls
        ]
    if citations:
        extra["annotations"] = [
            {"type": "url_citation", "url_citation": {"url": c["url"], "title": c.get("title", "")}}
            for c in citations
        ]
    return extra


def function_call_item(call: Mapping[str, str], status: str = "completed") -> dict[str, Any]:
    return {
        "id": "fc_" + call["id"],
        "type": "function_call",
        "status": status,
        "call_id": call["id"],
        "name": call["name"],
        "arguments": call["arguments"] if status == "completed" else "",
    }


def responses_stream_extras(
    calls: Sequence[Mapping[str, str]],
    citations: Sequence[Mapping[str, str]],
    emit: Callable[..., None],
    msg_id: str,
    msg_index: int,
) -> list[dict[str, Any]]:
    """Emit the Responses events for citations and function calls; returns the extra
    output items for ``response.completed``."""
    for number, cite in enumerate(citations):
        emit(
            "response.output_text.annotation.added",
            item_id=msg_id,
            output_index=msg_index,
            content_index=0,
            annotation_index=number,
            annotation={
                "type": "url_citation",
                "url": cite["url"],
                "title": cite.get("title", ""),
                "start_index": 0,
                "end_index": 0,
            },
        )
    items = []
    for offset, call in enumerate(calls, start=1):
        index = msg_index + offset
        emit(
            "response.output_item.added",
            output_index=index,
            item=function_call_item(call, "in_progress"),
        )
        for piece in _pieces(call["arguments"]):
            emit(
                "response.function_call_arguments.delta",
                item_id="fc_" + call["id"],
                output_index=index,
                delta=piece,
            )
        emit(
            "response.function_call_arguments.done",
            item_id="fc_" + call["id"],
            output_index=index,
            arguments=call["arguments"],
        )
        emit("response.output_item.done", output_index=index, item=function_call_item(call))
        items.append(function_call_item(call))
    return items


def responses_output_extras(calls: Sequence[Mapping[str, str]]) -> list[dict[str, Any]]:
    return [function_call_item(c) for c in calls]


def posted_bodies(requests: Sequence[Any], path_suffix: str = "") -> list[dict[str, Any]]:
    """The JSON bodies of the POSTs the server received (``path_suffix``: e.g.
    "/chat/completions"), oldest first: tests read the follow-up requests here."""
    return [
        r.body
        for r in requests
        if r.method == "POST" and r.path.endswith(path_suffix) and isinstance(r.body, dict)
    ]
