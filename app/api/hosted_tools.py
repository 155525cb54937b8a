"""Tools the Responses API runs itself: the code interpreter and remote MCP servers.

What goes out (``hosted_tool_specs``: the ``tools`` entries, and what ``include`` must ask
for), what comes back (``HostedToolItem``: one finished output item of the stream — a
``code_interpreter_call``, an ``mcp_call``, an ``mcp_approval_request`` — or a
``container_file_citation`` of the answer), and how each is kept with the reply: as a
``ToolCallPart`` of the built-in server (``hosted_part``), so it is stored, exported and
synced with the message like any tool call, and never sent back as a function call.

Kept in the part: ``name`` says which kind; ``arguments`` the code the model ran (or the
MCP call's arguments); ``result`` JSON (``is_json``) with what the kind returns — the code's
logs, the addresses of its images (``data:`` URLs, replaced by blob-store images when the
reply is saved: ``images``), the container and file of a cited file, an MCP call's output.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.domain import BUILTIN_SERVER, Message, Params, TextPart, ToolCallPart, ToolStatus
from app.domain.hosted import (
    CODE_INTERPRETER,
    CONTAINER_FILE,
    MCP_APPROVAL,
    MCP_CALL,
    is_hosted,
    part_result,
)

# The kinds and helpers live in the domain (the transcript reads them too); named here for
# the API layer's callers.
__all__ = [
    "CODE_INTERPRETER",
    "CONTAINER_FILE",
    "MCP_APPROVAL",
    "MCP_CALL",
    "HostedToolItem",
    "RemoteMcpServer",
    "approval_turn_items",
    "has_approvals",
    "hosted_part",
    "hosted_tool_specs",
    "is_hosted",
    "part_result",
    "put_hosted_tools",
]

# Output item types that become parts (the list of an MCP server's tools does not).
ITEM_TYPES = frozenset({CODE_INTERPRETER + "_call", MCP_CALL, MCP_APPROVAL})
CODE_OUTPUTS = "code_interpreter_call.outputs"


@dataclass(frozen=True, slots=True)
class RemoteMcpServer:
    """A remote MCP server the API calls for the model (not this app). ``headers`` include
    the bearer token, read from the keyring just before the request: never stored here."""

    label: str
    url: str
    require_approval: str = "always"  # "always" | "never"
    # Not in repr: a logged request context or traceback must not show the token.
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)

    def spec(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "mcp",
            "server_label": self.label,
            "server_url": self.url,
            "require_approval": self.require_approval,
        }
        if self.headers:
            out["headers"] = dict(self.headers)
        return out


@dataclass(frozen=True, slots=True)
class HostedToolItem:
    """One finished hosted-tool output item (or a cited container file). ``item``: the
    item as the API sent it (``type``, ``id`` and the kind's fields)."""

    kind: str
    item_id: str
    item: Mapping[str, Any]
    index: int = 0


def hosted_tool_specs(
    params: Params,
    endpoint: str,
    remote: Sequence[RemoteMcpServer],
    notes: list[str],
) -> tuple[list[dict[str, Any]], list[str]]:
    """(tools entries, include entries) for the hosted tools this request offers."""
    wanted = params.code_interpreter
    if endpoint != "responses":
        if wanted:
            notes.append("code interpreter not offered (only the Responses API has it)")
        if remote:
            notes.append("remote MCP servers not offered (only the Responses API calls them)")
        return [], []
    specs: list[dict[str, Any]] = []
    include: list[str] = []
    if wanted:
        specs.append({"type": CODE_INTERPRETER, "container": {"type": "auto"}})
        include.append(CODE_OUTPUTS)
    specs.extend(server.spec() for server in remote)
    return specs, include


def hosted_part(event: HostedToolItem, round_: int = 0) -> ToolCallPart:
    """The part a finished hosted item is kept as (see the module docstring)."""
    item = event.item
    if event.kind == CODE_INTERPRETER:
        logs: list[str] = []
        images: list[str] = []
        for output in item.get("outputs") or ():
            if not isinstance(output, Mapping):
                continue
            if output.get("type") == "logs" and isinstance(output.get("logs"), str):
                logs.append(output["logs"])
            elif output.get("type") == "image" and isinstance(output.get("url"), str):
                images.append(output["url"])
        result = {"logs": "".join(logs), "images": images, "container": item.get("container_id")}
        failed = item.get("status") in ("failed", "incomplete")
        return ToolCallPart(
            call_id=event.item_id,
            name=CODE_INTERPRETER,
            arguments=str(item.get("code") or ""),
            round=round_,
            status="failed" if failed else "done",
            result=json.dumps(result),
            is_json=True,
            server=BUILTIN_SERVER,
            tool=CODE_INTERPRETER,
        )
    if event.kind == CONTAINER_FILE:
        file = {k: item.get(k) for k in ("container_id", "file_id", "filename")}
        return ToolCallPart(
            call_id=event.item_id,
            name=CONTAINER_FILE,
            arguments="",
            round=round_,
            status="done",
            result=json.dumps(file),
            is_json=True,
            server=BUILTIN_SERVER,
            tool=str(item.get("filename") or item.get("file_id") or ""),
        )
    error = item.get("error")
    error_text = "" if error in (None, "") else _error_text(error)
    # An approval request waits for the person; a call failed when it has an error.
    status: ToolStatus = "failed" if error_text else "done"
    if event.kind == MCP_APPROVAL:
        status = "pending"
    return ToolCallPart(
        call_id=event.item_id,
        name=event.kind,
        arguments=str(item.get("arguments") or ""),
        round=round_,
        status=status,
        result=json.dumps(
            {"server_label": item.get("server_label"), "output": item.get("output") or ""}
        ),
        is_json=True,
        error=error_text,
        server=BUILTIN_SERVER,
        tool=str(item.get("name") or ""),
    )


def _error_text(error: Any) -> str:
    if isinstance(error, Mapping):
        return str(error.get("message") or error.get("type") or "error")
    return str(error)


def put_hosted_tools(
    body: dict[str, Any],
    endpoint: str,
    params: Params,
    remote: Sequence[RemoteMcpServer],
    notes: list[str],
) -> None:
    """Add the hosted tools to a request body being built (after the function tools)."""
    specs, include = hosted_tool_specs(params, endpoint, remote, notes)
    if specs:
        body["tools"] = [*body.get("tools", ()), *specs]
    if include:
        body["include"] = [*body.get("include", ()), *include]


def answered_approvals(message: Message) -> list[ToolCallPart]:
    """The reply's remote MCP approval requests the person has answered."""
    return [
        call
        for call in message.tool_calls
        if call.builtin and call.name == MCP_APPROVAL and call.status in ("done", "denied")
    ]


def has_approvals(message: Message) -> bool:
    return bool(answered_approvals(message))


def approval_turn_items(message: Message) -> list[dict[str, Any]]:
    """A reply that asked for approvals, as /responses input: its text, and for each
    answered request the request item and the person's answer (``mcp_approval_response``),
    in the order they came."""
    out: list[dict[str, Any]] = []
    text: list[str] = []
    answered = answered_approvals(message)

    def flush() -> None:
        if "".join(text):
            out.append({"role": "assistant", "content": "".join(text)})
        text.clear()

    for part in message.parts:
        if isinstance(part, TextPart):
            text.append(part.text)
        elif isinstance(part, ToolCallPart) and part in answered:
            flush()
            out.extend(approval_items(part))
    flush()
    return out


def approval_items(part: ToolCallPart) -> list[dict[str, Any]]:
    """One answered approval request as /responses input: the request item, then the
    person's answer (``mcp_approval_response``)."""
    label = part_result(part).get("server_label") or ""
    return [
        {
            "type": MCP_APPROVAL,
            "id": part.call_id,
            "server_label": label,
            "name": part.tool,
            "arguments": part.arguments,
        },
        {
            "type": "mcp_approval_response",
            "approval_request_id": part.call_id,
            "approve": part.status == "done",
        },
    ]
