"""What the approval prompt asks about a tool call, and what the person answers. Shared by
the tool loop (which asks) and the chat events (which show the question); no Qt."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.domain import ToolCallPart


class Decision(StrEnum):
    RUN = "run"  # this once (possibly with edited arguments)
    DENY = "deny"
    ALLOW_CONVERSATION = "conversation"  # run, and don't ask again in this conversation
    ALWAYS_ALLOW = "always"  # run, and never ask again for this tool (revocable in Settings)


@dataclass(frozen=True)
class Approval:
    """The user's answer. ``arguments``: edited arguments JSON to run instead (None: as
    the model asked)."""

    decision: Decision
    arguments: str | None = None


@dataclass(frozen=True)
class ApprovalRequest:
    """What the approval prompt shows: which server and tool, what it does, the arguments
    (pretty JSON, editable), and where the call belongs (conversation, reply)."""

    conversation_id: int
    message_id: int
    call: ToolCallPart
    server_id: str
    server_name: str
    tool_name: str
    description: str
    input_schema: dict[str, Any]
    arguments: str  # pretty-printed JSON of call.arguments

    @property
    def key(self) -> str:
        return f"{self.server_id}/{self.tool_name}"
