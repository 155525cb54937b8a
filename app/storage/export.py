"""Writing the history out: the JSON format import reads back, and readable Markdown.

The JSON format is documented in docs/export-format.md. Conversations are written one at a
time, so exporting a large history does not hold it all in memory.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, TextIO

from app.domain import (
    AudioPart,
    DocumentPart,
    Message,
    MessageStatus,
    Part,
    TextPart,
    ToolCallPart,
)
from app.storage.audio_export import audio_json, audio_markdown
from app.storage.blobs import BlobStore
from app.storage.document_export import document_json, document_markdown
from app.storage.part_export import image_json, tool_call_json
from app.storage.repository import ConversationSnapshot, NotFoundError, Repository

log = logging.getLogger(__name__)

FORMAT_NAME = "cometdesk-export"
FORMAT_VERSION = 1


def format_time(ts: float) -> str:
    """ISO 8601 in UTC with microseconds: readable, and stable through a round trip."""
    text = datetime.fromtimestamp(ts, UTC).isoformat(timespec="microseconds")
    return text.replace("+00:00", "Z")


def _part_json(part: Part, blobs: BlobStore) -> dict[str, Any]:
    if isinstance(part, TextPart):
        return {"type": "text", "text": part.text}
    if isinstance(part, ToolCallPart):
        return tool_call_json(part, blobs)
    if isinstance(part, DocumentPart):
        return document_json(part, blobs)
    if isinstance(part, AudioPart):
        return audio_json(part, blobs)
    # A missing image exports as null: the importer turns it into a note (documented).
    return image_json(part, blobs)


def message_json(
    message: Message,
    blobs: BlobStore,
    parent: int | None = None,
    replaced_by: int | None = None,
) -> dict[str, Any]:
    return {
        "role": message.role,
        "parts": [_part_json(p, blobs) for p in message.parts],
        "model": message.model,
        "params": None if message.params is None else message.params.to_json(),
        "usage": None if message.usage is None else message.usage.to_json(),
        "finish_reason": message.finish_reason,
        "status": message.status.value,
        "error": message.error,
        "reasoning": message.reasoning,
        "created_at": format_time(message.created_at),
        "updated_at": format_time(message.updated_at),
        "parent": parent,
        "active": message.active,
        "error_kind": message.error_kind,
        "first_token_s": message.first_token_s,
        "duration_s": message.duration_s,
        "replaced_by": replaced_by,
        "logprobs": message.logprobs.to_json() if message.logprobs else None,
        "retrieval": json.loads(message.retrieval) if message.retrieval else None,
        "response_id": message.response_id,
    }


def conversation_json(
    conversation_id: int, snap: ConversationSnapshot, blobs: BlobStore
) -> dict[str, Any]:
    return {
        "id": conversation_id,
        "title": snap.title,
        "created_at": format_time(snap.created_at),
        "updated_at": format_time(snap.updated_at),
        "params": snap.params.to_json(),
        "pinned": snap.pinned,
        "compare_group": snap.compare_group,
        "assistant": snap.assistant,
        # Only when chosen: the files of chats without any stay as they were.
        **({"knowledge_bases": list(snap.knowledge_bases)} if snap.knowledge_bases else {}),
        "messages": _messages_json(snap, blobs),
    }


def _messages_json(snap: ConversationSnapshot, blobs: BlobStore) -> list[dict[str, Any]]:
    """Versions travel as `parent`: the index, in this list, of the message a message follows;
    a failed attempt's retry as `replaced_by`, the index of the reply that replaced it."""
    index = {m.id: n for n, m in enumerate(snap.messages)}
    if not snap.linked:
        return [message_json(m, blobs, n - 1 if n else None) for n, m in enumerate(snap.messages)]
    return [
        message_json(
            m,
            blobs,
            None if m.parent_id is None else index.get(m.parent_id),
            None if m.replaced_by is None else index.get(m.replaced_by),
        )
        for m in snap.messages
    ]


def _selected(repo: Repository, conversation_ids: Sequence[int] | None) -> list[int]:
    """The ids to export; NotFoundError for one that is not a live conversation, raised
    before anything is written."""
    if conversation_ids is None:
        return repo.conversation_ids_for_export()
    for cid in conversation_ids:
        if repo.get_conversation(cid) is None:
            raise NotFoundError(f"no conversation {cid}")
    return list(conversation_ids)


def write_json_export(
    repo: Repository,
    blobs: BlobStore,
    out: TextIO,
    conversation_ids: Sequence[int] | None = None,
    *,
    now: float | None = None,
) -> int:
    """Write the export document to `out`; return how many conversations it holds."""
    ids = _selected(repo, conversation_ids)
    header = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "exported_at": format_time(datetime.now(UTC).timestamp() if now is None else now),
    }
    head = json.dumps(header, ensure_ascii=False, indent=2)
    out.write(head[:-2] + ',\n  "conversations": [')
    for n, cid in enumerate(ids):
        body = json.dumps(
            conversation_json(cid, repo.snapshot(cid), blobs), ensure_ascii=False, indent=2
        )
        out.write(("," if n else "") + "\n    " + body.replace("\n", "\n    "))
    out.write("\n  ]\n}\n" if ids else "]\n}\n")
    return len(ids)


_STATUS_NOTES = {
    MessageStatus.INCOMPLETE: "the reply ended without finishing (incomplete)",
    MessageStatus.INTERRUPTED: "the app closed while this reply was arriving (interrupted)",
    MessageStatus.STOPPED: "stopped before it finished",
    MessageStatus.ERROR: "failed",
    MessageStatus.STREAMING: "still arriving when exported",
}


def _message_markdown(m: Message, answer: str = "") -> str:
    heading = f"### {m.role.capitalize()}"
    if m.model and m.role == "assistant":
        heading += f" · {m.model}"
    if answer:
        heading += f" · {answer}"
    lines = [heading, ""]
    note = _STATUS_NOTES.get(m.status)
    if note:
        lines += [f"> **Note:** {note}." + (f" Error: {m.error}" if m.error else ""), ""]
    elif m.finish_reason == "length":
        lines += ["> **Note:** cut off at the token limit (finish reason: length).", ""]
    if m.reasoning:
        lines += ["<details><summary>Reasoning</summary>", "", m.reasoning, "", "</details>", ""]
    for part in m.parts:
        if isinstance(part, TextPart):
            lines += [part.text, ""]
        elif isinstance(part, ToolCallPart):
            lines += [f"Tool call `{part.name}`:", "", "```json", part.arguments, "```", ""]
        elif isinstance(part, DocumentPart):
            lines += [document_markdown(part), ""]
        elif isinstance(part, AudioPart):
            lines += [audio_markdown(part), ""]
        else:
            size = f", {part.width}×{part.height}" if part.width and part.height else ""
            lines += [f"*[image: {part.mime}{size}]*", ""]
    return "\n".join(lines)


def write_markdown_export(
    repo: Repository,
    out: TextIO,
    conversation_ids: Sequence[int] | None = None,
    *,
    now: float | None = None,
) -> int:
    """A readable transcript: one section per conversation, a heading per message."""
    ids = _selected(repo, conversation_ids)
    stamp = format_time(datetime.now(UTC).timestamp() if now is None else now)
    out.write(f"# Comet Desk export\n\nExported {stamp}; {len(ids)} conversation(s).\n")
    for cid in ids:
        snap = repo.snapshot(cid)
        out.write(f"\n---\n\n## {snap.title or 'Untitled'}\n\n")
        meta = f"*Started {format_time(snap.created_at)}"
        if snap.params.model:
            meta += f" · model {snap.params.model}"
        out.write(meta + "*\n\n")
        if snap.params.system_prompt:
            out.write(f"**System prompt:**\n\n{snap.params.system_prompt}\n\n")
        answers = request_answers(snap.messages)
        for m in snap.messages:
            if not m.active:  # the branch on screen; other versions are in the JSON export
                continue
            group = answers.get(m.id, [m])
            if len(group) == 1:
                out.write(_message_markdown(m) + "\n")
                continue
            # Every answer of a request for several: the one on screen first.
            for answer in sorted(group, key=lambda a: a is not m):
                label = f"answer {group.index(answer) + 1} of {len(group)}"
                out.write(_message_markdown(answer, label) + "\n")
    return len(ids)


def request_answers(messages: Sequence[Message]) -> dict[int, list[Message]]:
    """Message id → every answer of the request it answers, in choice order, for replies of
    requests for n > 1 answers: versions (same parent) sharing the first's ``created_at``
    (app.storage.messages.add_choices); failed attempts a retry replaced are not answers."""
    groups: dict[tuple[int | None, float], list[Message]] = {}
    for m in messages:
        if m.role == "assistant" and m.replaced_by is None:
            groups.setdefault((m.parent_id, m.created_at), []).append(m)
    return {m.id: group for group in groups.values() if len(group) > 1 for m in group}
