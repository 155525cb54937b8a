"""Replies the server keeps: each one's /v1/responses id (``messages.response_id``), and the
replies still running on the server (status 'background'), which start-up polls again."""

from __future__ import annotations

import time

from app.domain import Message, MessageStatus
from app.storage.rows import MESSAGE_COLUMNS, Db, NotFoundError, row_to_message


def set_response_id(
    db: Db, message_id: int, response_id: str, status: MessageStatus | None = None
) -> None:
    """Keep the reply's response id (and, for a background reply, its status) in one write."""
    sets, args = ["response_id = ?", "updated_at = ?"], [response_id, time.time()]
    if status is not None:
        sets.append("status = ?")
        args.append(MessageStatus(status).value)
    with db.transaction() as conn:
        cur = conn.execute(
            f"UPDATE messages SET {', '.join(sets)} WHERE id = ?", (*args, message_id)
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no message {message_id}")


def background_replies(db: Db) -> list[Message]:
    """Replies still running on the server, oldest first, in live conversations (the
    partial index on status keeps this instant on a large history)."""
    rows = db.conn.execute(
        f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE status = ? AND conversation_id IN "
        "(SELECT id FROM conversations WHERE deleted_at IS NULL) ORDER BY id",
        (MessageStatus.BACKGROUND.value,),
    ).fetchall()
    return [row_to_message(row) for row in rows]
