"""Tools the Responses API runs itself: what the request carries, what the stream's items
become, and how approvals go back."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from app.api import build_request
from app.api.events import StreamEvent
from app.api.hosted_tools import HostedToolItem, RemoteMcpServer, hosted_part
from app.api.request_builder import RequestContext
from app.api.stream_decoder import ResponsesDecoder
from app.domain import Message, MessageStatus, Params, TextPart
from app.domain.hosted import is_hosted, part_result
from tests.support import fake_hosted

SERVER = RemoteMcpServer("git_hub", "https://mcp.example.com", headers={"X-Region": "eu"})


def _user(text: str) -> Message:
    return Message(id=1, conversation_id=1, role="user", parts=(TextPart(text),))


def _build(params: Params, endpoint: str, remote: tuple[RemoteMcpServer, ...] = ()) -> Any:
    return build_request(
        params,
        [_user("hi")],
        endpoint=endpoint,  # type: ignore[arg-type]
        image_url=lambda _p: "",
        context=RequestContext(remote_mcp=remote),
    )


def test_code_interpreter_and_remote_servers_go_only_to_responses() -> None:
    params = Params(model="gpt-4.1", code_interpreter=True)
    built = _build(params, "responses", (SERVER,))
    assert built.body["tools"] == [
        {"type": "code_interpreter", "container": {"type": "auto"}},
        {
            "type": "mcp",
            "server_label": "git_hub",
            "server_url": "https://mcp.example.com",
            "require_approval": "always",
            "headers": {"X-Region": "eu"},
        },
    ]
    assert built.body["include"] == ["code_interpreter_call.outputs"]
    chat = _build(params, "chat", (SERVER,))
    assert "tools" not in chat.body
    assert any("code interpreter not offered" in note for note in chat.adjustments)
    assert any("remote MCP servers not offered" in note for note in chat.adjustments)


def _decode(*events: dict[str, Any]) -> list[StreamEvent]:
    out: list[StreamEvent] = []
    decoder = ResponsesDecoder(out.append)
    for event in events:
        decoder.feed_sse(event["type"], json.dumps(event))
    return out


def test_the_stream_gives_code_calls_and_cited_files_once() -> None:
    item = fake_hosted.code_call("print(1)", logs="1\n", image=b"\x89PNG...")
    note = fake_hosted.file_citation()
    events = _decode(
        {"type": "response.output_item.done", "output_index": 0, "item": item},
        {"type": "response.output_text.annotation.added", "annotation": note},
        {"type": "response.output_text.annotation.added", "annotation": note},
    )
    hosted = [e for e in events if isinstance(e, HostedToolItem)]
    assert [e.kind for e in hosted] == ["code_interpreter", "container_file"]
    code = hosted_part(hosted[0])
    assert is_hosted(code) and code.arguments == "print(1)"
    result = part_result(code)
    assert result["logs"] == "1\n" and result["images"][0].startswith("data:image/png;base64,")
    assert part_result(hosted_part(hosted[1]))["filename"] == "data.csv"


def test_an_answered_approval_goes_back_with_the_whole_input() -> None:
    request = fake_hosted.approval_request("git_hub", "list_issues", {"repo": "a/b"})
    (event,) = _decode({"type": "response.output_item.done", "item": request})
    assert isinstance(event, HostedToolItem)
    pending = hosted_part(event)
    assert pending.status == "pending"
    denied = Message(
        id=2,
        conversation_id=1,
        role="assistant",
        parts=(TextPart("Let me look."), dataclasses.replace(pending, status="denied")),
        status=MessageStatus.COMPLETE,
    )
    built = build_request(
        Params(model="gpt-4.1"),
        [_user("issues?"), denied],
        endpoint="responses",
        image_url=lambda _p: "",
    )
    assert built.body["input"][1:] == [
        {"role": "assistant", "content": "Let me look."},
        {
            "type": "mcp_approval_request",
            "id": "mcpr_fake0001",
            "server_label": "git_hub",
            "name": "list_issues",
            "arguments": json.dumps({"repo": "a/b"}),
        },
        {"type": "mcp_approval_response", "approval_request_id": "mcpr_fake0001", "approve": False},
    ]
