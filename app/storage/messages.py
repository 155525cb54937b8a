"""Messages: add (at the end of the branch on screen, as a new version, or as the retry of a
failed reply), update as a reply streams in, read the branch on screen page by page (each
reply with the failed attempts it replaced)."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from app.domain import (
    Message,
    MessageStatus,
    Params,
    Part,
    Role,
    TokenLogprobs,
    Usage,
    parts_from_json,
    parts_to_json,
)
from app.storage.blob_refs import record_blobs
from app.storage.rows import (
    MESSAGE_COLUMNS,
    Db,
    NotFoundError,
    check_role,
    logprobs_text,
    params_json,
    row_to_message,
)
from app.storage.versions import SAME_REQUEST, leaf, show_branch


def add_message(
    db: Db,
    conversation_id: int,
    role: Role,
    parts: Sequence[Part],
    *,
    model: str = "",
    params: Params | None = None,
    status: MessageStatus = MessageStatus.COMPLETE,
    finish_reason: str | None = None,
    version_of: int | None = None,
    retry: bool = False,
) -> Message:
    """Store a message at the end of the branch on screen and mark the conversation as
    just active. With ``version_of``: store it as a new version of that message (same
    parent); the old version's branch is kept but no longer shown. With ``retry`` too, and
    ``version_of`` a failed reply (status error) that nothing followed: the new message
    replaces it instead; the failed one (and the attempts it had replaced) are kept as its
    failed attempts, not as versions."""
    check_role(role)
    parts = tuple(parts)
    now = time.time()
    scrub = db.scrubber()
    parts_json = scrub.json(parts_to_json(parts), "parts")
    if scrub.changed:  # return what was stored, not what could not be
        parts = parts_from_json(json.loads(parts_json))
    model = scrub.text(model, "model")
    finish_reason = scrub.optional(finish_reason, "finish reason")
    with db.transaction() as conn:
        touched = conn.execute(
            "UPDATE conversations SET updated_at = ? WHERE id = ? AND deleted_at IS NULL",
            (now, conversation_id),
        )
        if touched.rowcount == 0:
            raise NotFoundError(f"no conversation {conversation_id}")
        if version_of is None:
            parent_id = leaf(conn, conversation_id)
        else:
            row = conn.execute(
                "SELECT parent_id FROM messages WHERE id = ? AND conversation_id = ?",
                (version_of, conversation_id),
            ).fetchone()
            if row is None:
                raise NotFoundError(f"no message {version_of}")
            parent_id = row[0]
        cur = conn.execute(
            "INSERT INTO messages (conversation_id, role, parts, model, params, "
            "finish_reason, status, created_at, updated_at, parent_id) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                conversation_id,
                role,
                parts_json,
                model,
                params_json(params, scrub),
                finish_reason,
                MessageStatus(status).value,
                now,
                now,
                parent_id,
            ),
        )
        message_id = cast(int, cur.lastrowid)
        if version_of is not None:
            if retry:
                _replace_failed(conn, version_of, message_id)
            show_branch(conn, conversation_id, message_id)
        record_blobs(conn, parts, now)
    scrub.report("message", message_id)
    return Message(
        id=message_id,
        conversation_id=conversation_id,
        role=role,
        parts=parts,
        model=model,
        params=params,
        finish_reason=finish_reason,
        status=MessageStatus(status),
        created_at=now,
        updated_at=now,
        parent_id=parent_id,
    )


def add_choices(db: Db, reply_id: int, count: int) -> list[Message]:
    """``count`` more answers to the request that reply ``reply_id`` streams (n > 1): versions
    of it, stored (streaming, empty, not shown) in one transaction. They share the reply's
    ``created_at``: that is what ties the answers of one request together, since the
    request's usage is stored once, on the first (see ``branch_usage``)."""
    reply = get_message(db, reply_id)
    if reply is None:
        raise NotFoundError(f"no message {reply_id}")
    scrub = db.scrubber()
    params = params_json(reply.params, scrub)
    now = time.time()
    ids: list[int] = []
    with db.transaction() as conn:
        for _ in range(count):
            cur = conn.execute(
                "INSERT INTO messages (conversation_id, role, parts, model, params, status, "
                "created_at, updated_at, parent_id, active) "
                "VALUES (?, ?, '[]', ?, ?, ?, ?, ?, ?, 0)",
                (
                    reply.conversation_id,
                    reply.role,
                    reply.model,
                    params,
                    MessageStatus.STREAMING.value,
                    reply.created_at,
                    now,
                    reply.parent_id,
                ),
            )
            ids.append(cast(int, cur.lastrowid))
    return [
        replace(reply, id=mid, parts=(), updated_at=now, active=False, failed_attempts=())
        for mid in ids
    ]


def _replace_failed(conn: Any, failed_id: int, retry_id: int) -> None:
    """``retry_id`` replaces ``failed_id`` if that failed and nothing followed it (a failed
    reply with a conversation after it stays a version: its branch must stay reachable)."""
    row = conn.execute("SELECT status FROM messages WHERE id = ?", (failed_id,)).fetchone()
    followed = conn.execute(
        "SELECT 1 FROM messages WHERE parent_id = ? LIMIT 1", (failed_id,)
    ).fetchone()
    if row is None or row[0] != MessageStatus.ERROR.value or followed is not None:
        return
    conn.execute(
        "UPDATE messages SET replaced_by = ? WHERE id = ? OR replaced_by = ?",
        (retry_id, failed_id, failed_id),
    )


def update_message(
    db: Db,
    message_id: int,
    *,
    parts: Sequence[Part] | None = None,
    status: MessageStatus | None = None,
    finish_reason: str | None = None,
    usage: Usage | None = None,
    error: str | None = None,
    reasoning: str | None = None,
    error_kind: str | None = None,
    first_token_s: float | None = None,
    duration_s: float | None = None,
    logprobs: TokenLogprobs | None = None,
) -> Message:
    """Change the given fields (None leaves a field as it is) and return the message."""
    sets: list[str] = []
    args: list[Any] = []
    scrub = db.scrubber()
    if parts is not None:
        sets.append("parts = ?")
        args.append(scrub.json(parts_to_json(tuple(parts)), "parts"))
    if status is not None:
        sets.append("status = ?")
        args.append(MessageStatus(status).value)
    if finish_reason is not None:
        sets.append("finish_reason = ?")
        args.append(scrub.text(finish_reason, "finish reason"))
    if usage is not None:
        sets.append("usage = ?")
        args.append(scrub.json(usage.to_json(), "usage"))
    if error is not None:
        sets.append("error = ?")
        args.append(scrub.text(error, "error"))
    if reasoning is not None:
        sets.append("reasoning = ?")
        args.append(scrub.text(reasoning, "reasoning"))
    if error_kind is not None:
        sets.append("error_kind = ?")
        args.append(scrub.text(error_kind, "error kind"))
    if first_token_s is not None:
        sets.append("first_token_s = ?")
        args.append(float(first_token_s))
    if duration_s is not None:
        sets.append("duration_s = ?")
        args.append(float(duration_s))
    if logprobs is not None:
        sets.append("logprobs = ?")
        args.append(logprobs_text(logprobs, scrub))
    now = time.time()
    sets.append("updated_at = ?")
    args.append(now)
    with db.transaction() as conn:
        cur = conn.execute(
            f"UPDATE messages SET {', '.join(sets)} WHERE id = ?", (*args, message_id)
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no message {message_id}")
        if parts is not None:
            record_blobs(conn, parts, now)
        row = conn.execute(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE id = ?", (message_id,)
        ).fetchone()
        message = row_to_message(row)
        message = with_failed_attempts(db, message.conversation_id, [message])[0]
    scrub.report("message", message_id)
    return message


def get_message(db: Db, message_id: int) -> Message | None:
    row = db.conn.execute(
        f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE id = ?", (message_id,)
    ).fetchone()
    if row is None:
        return None
    message = row_to_message(row)
    return with_failed_attempts(db, message.conversation_id, [message])[0]


def with_failed_attempts(db: Db, conversation_id: int, messages: list[Message]) -> list[Message]:
    """Each reply with the failed attempts it replaced (``Message.failed_attempts``)."""
    if not any(m.role == "assistant" for m in messages):
        return messages
    rows = db.conn.execute(
        f"SELECT {MESSAGE_COLUMNS} FROM messages "
        "WHERE conversation_id = ? AND replaced_by IS NOT NULL ORDER BY id",
        (conversation_id,),
    ).fetchall()
    if not rows:
        return messages
    attempts: dict[int, list[Message]] = {}
    for attempt in map(row_to_message, rows):
        attempts.setdefault(cast(int, attempt.replaced_by), []).append(attempt)
    return [
        replace(m, failed_attempts=tuple(attempts[m.id])) if m.id in attempts else m
        for m in messages
    ]


def list_messages(
    db: Db, conversation_id: int, *, limit: int | None = None, before_id: int | None = None
) -> list[Message]:
    """The branch on screen, in ascending id order. With `limit`: the last `limit` before
    `before_id`, so a long conversation loads from its end, one page back at a time."""
    where = "conversation_id = ? AND active = 1"
    args: list[Any] = [conversation_id]
    if before_id is not None:
        where += " AND id < ?"
        args.append(before_id)
    if limit is None:
        rows = db.conn.execute(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id", args
        ).fetchall()
    else:
        rows = db.conn.execute(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id DESC LIMIT ?",
            (*args, limit),
        ).fetchall()
        rows.reverse()
    return with_failed_attempts(db, conversation_id, [row_to_message(r) for r in rows])


def count_messages(db: Db, conversation_id: int) -> int:
    row = db.conn.execute(
        "SELECT count(*) FROM messages WHERE conversation_id = ? AND active = 1",
        (conversation_id,),
    ).fetchone()
    return int(row[0])


# The usage of the request a reply answers: its own, or, for the second and later of the n
# answers of one request (stored with the first's created_at, see add_choices), the first's.
_REQUEST_USAGE = (
    f"coalesce(m.usage, (SELECT s.usage FROM messages AS s WHERE {SAME_REQUEST} "
    "AND s.id < m.id AND s.usage IS NOT NULL ORDER BY s.id LIMIT 1))"
)


def branch_usage(db: Db, conversation_id: int) -> list[tuple[str, Usage]]:
    """(model, usage) of each request a reply on the branch on screen answers, once: one
    of the n answers of a request (any of them) counts the request's usage."""
    rows = db.conn.execute(
        f"SELECT model, usage FROM (SELECT m.id, m.model, {_REQUEST_USAGE} AS usage "
        "FROM messages AS m WHERE m.conversation_id = ? AND m.active = 1) "
        "WHERE usage IS NOT NULL ORDER BY id",
        (conversation_id,),
    ).fetchall()
    return [(str(model), Usage.from_json(json.loads(usage))) for model, usage in rows]


def branch_replies(db: Db, conversation_id: int) -> list[tuple[str, Usage | None, int]]:
    """(model, usage, images) of each reply on the branch on screen that was asked for and
    is done, its usage counted once per request as in ``branch_usage``; usage None when the
    reply reported none. A failure with nothing in it (refused before any output) is left
    out: nothing was made, so nothing is owed."""
    rows = db.conn.execute(
        f"SELECT m.model, {_REQUEST_USAGE}, (SELECT count(*) FROM json_each(m.parts) "
        "WHERE json_extract(value, '$.type') = 'image') "
        "FROM messages AS m WHERE m.conversation_id = ? AND m.active = 1 "
        "AND m.role = 'assistant' AND m.status NOT IN ('streaming', 'background') "
        "AND NOT (m.status = 'error' AND m.usage IS NULL AND json_array_length(m.parts) = 0 "
        "AND m.reasoning = '') ORDER BY m.id",
        (conversation_id,),
    ).fetchall()
    return [
        (str(model), None if usage is None else Usage.from_json(json.loads(usage)), images)
        for model, usage, images in rows
    ]


def list_all_messages(db: Db, conversation_id: int) -> list[Message]:
    """Every version of every message, in id order (for export)."""
    rows = db.conn.execute(
        f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? ORDER BY id",
        (conversation_id,),
    ).fetchall()
    return [row_to_message(r) for r in rows]


def mark_interrupted(db: Db) -> int:
    """At start-up: replies still STREAMING were cut off when the app last died."""
    with db.transaction() as conn:
        cur = conn.execute(
            "UPDATE messages SET status = ?, updated_at = ? WHERE status = ?",
            (MessageStatus.INTERRUPTED.value, time.time(), MessageStatus.STREAMING.value),
        )
    return cur.rowcount
