"""Reading our own export format (docs/export-format.md) back into conversations."""

from __future__ import annotations

import json
import math
import re
from typing import Any

from app.domain import (
    Message,
    MessageStatus,
    Params,
    Part,
    TextPart,
    TokenLogprobs,
    Usage,
    param_errors,
)
from app.storage.audio_export import audio_part
from app.storage.document_export import document_part
from app.storage.export import FORMAT_NAME, FORMAT_VERSION
from app.storage.import_errors import (
    ImportFormatError,
    expect_dict,
    expect_int,
    expect_list,
    expect_str,
    parse_time,
)
from app.storage.import_images import PendingBlobs, image_part
from app.storage.part_export import tool_call_part
from app.storage.repository import ROLES, ConversationSnapshot

_DATA_URL = re.compile(r"data:([\w.+-]+/[\w.+-]+);base64,(.*)", re.DOTALL)
_DETAILS = ("auto", "low", "high")
MISSING_IMAGE_NOTE = "[image missing from the export]"


def is_cometdesk_export(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT_NAME


def _params(value: Any, where: str) -> Params:
    """Both shapes: files written before n, verbosity, response_format and service_tier had
    their own keys hold them in ``extra`` (Params.from_json moves them). The values are
    checked as the inspector checks them (app.domain.param_errors)."""
    data = expect_dict(value, where)
    stop = expect_list(data.get("stop", []) or [], f"{where}.stop")
    for n, item in enumerate(stop):
        expect_str(item, f"{where}.stop[{n}]")
    if "extra" in data:
        expect_dict(data["extra"], f"{where}.extra")
    for key in ("model", "system_prompt"):
        if key in data:
            expect_str(data[key], f"{where}.{key}")
    try:
        params = Params.from_json(data)
    except (TypeError, ValueError) as err:
        raise ImportFormatError(f"{where}: {err}") from None
    errors = param_errors(params)
    if errors:
        raise ImportFormatError(f"{where}.{errors[0].field}: {errors[0].message}")
    return params


def _usage(value: Any, where: str) -> Usage | None:
    if value is None:
        return None
    data = expect_dict(value, where)
    for key, item in data.items():
        if key in Usage.__dataclass_fields__:
            expect_int(item, f"{where}.{key}")
    return Usage.from_json(data)


def _part(value: Any, where: str, pending: PendingBlobs) -> Part:
    data = expect_dict(value, where)
    kind = data.get("type")
    if kind == "text":
        return TextPart(str(expect_str(data.get("text"), f"{where}.text")))
    if kind == "tool_call":
        return tool_call_part(data, where, pending)
    if kind == "document":
        return document_part(data, where, pending)
    if kind == "audio":
        return audio_part(data, where, pending)
    if kind != "image":
        raise ImportFormatError(
            f"{where}.type: expected 'text', 'image', 'tool_call', 'document' or 'audio', "
            f"found {kind!r}"
        )
    expect_str(data.get("mime"), f"{where}.mime")  # the real type is read from the bytes
    url = expect_str(data.get("data_url"), f"{where}.data_url", optional=True)
    if url is None:  # the image was already missing when exported
        return TextPart(MISSING_IMAGE_NOTE)
    match = _DATA_URL.fullmatch(url)
    if match is None:
        raise ImportFormatError(f"{where}.data_url: expected a base64 data: URL")
    detail = data.get("detail", "auto")
    if detail not in _DETAILS:
        raise ImportFormatError(f"{where}.detail: expected auto, low or high")
    # Decoded and checked like an attached image; what is not one becomes a note.
    return image_part(
        match.group(2),
        width=expect_int(data.get("width", 0), f"{where}.width"),
        height=expect_int(data.get("height", 0), f"{where}.height"),
        detail=detail,
        pending=pending,
        where=where,
    )


def _message(value: Any, where: str, pending: PendingBlobs, index: int) -> Message:
    data = expect_dict(value, where)
    parent = data.get("parent")
    if parent is not None and (
        not isinstance(parent, int) or isinstance(parent, bool) or not 0 <= parent < index
    ):
        raise ImportFormatError(f"{where}.parent: expected the index of an earlier message")
    active = data.get("active", True)
    if not isinstance(active, bool):
        raise ImportFormatError(f"{where}.active: expected true or false")
    replaced_by = data.get("replaced_by")
    if replaced_by is not None and (
        not isinstance(replaced_by, int) or isinstance(replaced_by, bool) or replaced_by < 0
    ):
        raise ImportFormatError(f"{where}.replaced_by: expected the index of another message")
    role = data.get("role")
    if role not in ROLES:
        raise ImportFormatError(f"{where}.role: expected one of {sorted(ROLES)}, found {role!r}")
    try:
        status = MessageStatus(data.get("status", "complete"))
    except ValueError:
        raise ImportFormatError(f"{where}.status: unknown status {data.get('status')!r}") from None
    parts = expect_list(data.get("parts", []), f"{where}.parts")
    params = data.get("params")
    return Message(
        id=index,
        conversation_id=0,
        parent_id=parent,
        active=active,
        role=role,
        parts=tuple(_part(p, f"{where}.parts[{n}]", pending) for n, p in enumerate(parts)),
        model=str(expect_str(data.get("model", ""), f"{where}.model")),
        params=None if params is None else _params(params, f"{where}.params"),
        usage=_usage(data.get("usage"), f"{where}.usage"),
        finish_reason=expect_str(
            data.get("finish_reason"), f"{where}.finish_reason", optional=True
        ),
        status=status,
        error=expect_str(data.get("error"), f"{where}.error", optional=True),
        reasoning=str(expect_str(data.get("reasoning", ""), f"{where}.reasoning")),
        created_at=parse_time(data.get("created_at"), f"{where}.created_at"),
        updated_at=parse_time(
            data.get("updated_at", data.get("created_at")), f"{where}.updated_at"
        ),
        error_kind=str(expect_str(data.get("error_kind", ""), f"{where}.error_kind")),
        first_token_s=_seconds(data.get("first_token_s"), f"{where}.first_token_s"),
        duration_s=_seconds(data.get("duration_s"), f"{where}.duration_s"),
        replaced_by=replaced_by,
        logprobs=_logprobs(data.get("logprobs"), f"{where}.logprobs"),
        retrieval=_retrieval(data.get("retrieval"), f"{where}.retrieval"),
        # Files written before replies kept their server-side id have none.
        response_id=expect_str(data.get("response_id"), f"{where}.response_id", optional=True)
        or None,
    )


def _retrieval(value: Any, where: str) -> str | None:
    """The knowledge-base passages a reply was sent with, kept as the JSON they came as."""
    if value is None:
        return None
    return json.dumps(expect_list(value, where), ensure_ascii=False)


def _knowledge_bases(value: Any, where: str) -> tuple[str, ...]:
    """The names of the bases the chat searches (none in files of chats without any)."""
    if value is None:
        return ()
    names = expect_list(value, where)
    for n, name in enumerate(names):
        expect_str(name, f"{where}[{n}]")
    return tuple(dict.fromkeys(str(name) for name in names if name))


def _logprobs(value: Any, where: str) -> TokenLogprobs | None:
    """A reply's token probabilities, or None (not asked for, or an older file)."""
    if value is None:
        return None
    try:
        return TokenLogprobs.from_json(value) or None
    except ValueError as err:
        raise ImportFormatError(f"{where}: {err}") from None


def _seconds(value: Any, where: str) -> float | None:
    """A duration in seconds, or None (files written before replies kept their timing)."""
    if value is None:
        return None
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or value < 0
    ):
        raise ImportFormatError(f"{where}: expected a number of seconds")
    return float(value)


def _compare_group(data: dict[str, Any], where: str) -> str:
    """The conversation's own key; files written before it had one kept the group in its
    params (where Params.from_json now ignores it)."""
    if "compare_group" in data:
        return str(expect_str(data["compare_group"], f"{where}.compare_group"))
    params = data.get("params")
    if isinstance(params, dict) and params.get("compare_group") is not None:
        return str(expect_str(params["compare_group"], f"{where}.params.compare_group"))
    return ""


def _conversation(value: Any, where: str, pending: PendingBlobs) -> ConversationSnapshot:
    data = expect_dict(value, where)
    pinned = data.get("pinned", False)
    if not isinstance(pinned, bool):
        raise ImportFormatError(f"{where}.pinned: expected true or false")
    messages = expect_list(data.get("messages", []), f"{where}.messages")
    compare_group = _compare_group(data, where)
    for n, m in enumerate(messages):
        replaced_by = m.get("replaced_by") if isinstance(m, dict) else None
        if isinstance(replaced_by, int) and not replaced_by < len(messages):
            raise ImportFormatError(
                f"{where}.messages[{n}].replaced_by: expected the index of another message"
            )
    return ConversationSnapshot(
        title=str(expect_str(data.get("title", ""), f"{where}.title")),
        created_at=parse_time(data.get("created_at"), f"{where}.created_at"),
        updated_at=parse_time(
            data.get("updated_at", data.get("created_at")), f"{where}.updated_at"
        ),
        params=_params(data.get("params", {}), f"{where}.params"),
        pinned=pinned,
        messages=tuple(
            _message(m, f"{where}.messages[{n}]", pending, n) for n, m in enumerate(messages)
        ),
        # Exports older than versions have no `parent`: their messages are one straight line.
        linked=any(isinstance(m, dict) and "parent" in m for m in messages),
        compare_group=compare_group,
        assistant=str(expect_str(data.get("assistant", ""), f"{where}.assistant")),
        knowledge_bases=_knowledge_bases(data.get("knowledge_bases"), f"{where}.knowledge_bases"),
    )


def cometdesk_snapshots(data: Any, pending: PendingBlobs) -> list[ConversationSnapshot]:
    """Validate a whole export document. Images wait in ``pending`` (see import_images)."""
    doc = expect_dict(data, "document")
    if doc.get("format") != FORMAT_NAME:
        raise ImportFormatError(f"format: expected {FORMAT_NAME!r}")
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise ImportFormatError(
            f"version {version} was written by a newer Comet Desk; this one reads up to "
            f"version {FORMAT_VERSION}"
        )
    if version != FORMAT_VERSION:
        raise ImportFormatError(f"version: expected {FORMAT_VERSION}, found {version!r}")
    items = expect_list(doc.get("conversations"), "conversations")
    return [_conversation(c, f"conversations[{n}]", pending) for n, c in enumerate(items)]
