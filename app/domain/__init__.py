"""Frozen value types shared by every layer. Plain Python: no Qt, no I/O."""

from app.domain.models import (
    Conversation,
    Folder,
    ImagePart,
    Message,
    MessageStatus,
    ModelInfo,
    Params,
    Part,
    Role,
    TextPart,
    ToolCallPart,
    Usage,
    Vote,
    parts_from_json,
    parts_to_json,
)

__all__ = [
    "Conversation",
    "Folder",
    "ImagePart",
    "Message",
    "MessageStatus",
    "ModelInfo",
    "Params",
    "Part",
    "Role",
    "TextPart",
    "ToolCallPart",
    "Usage",
    "Vote",
    "parts_from_json",
    "parts_to_json",
]
