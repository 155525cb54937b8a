"""Writes only sync needs: a message placed under a given parent with the timestamps it
was made with (on another machine), and a conversation's metadata set whether or not it
is in the trash. Everything else sync writes goes through the Repository as usual."""

from __future__ import annotations

import time
from collections.abc import Sequence

from app.domain import Message, Params
from app.storage.blob_refs import record_blobs
from app.storage.knowledge_links import bases_json
from app.storage.repository import Repository
from app.storage.rows import Db, NotFoundError, check_role, insert_whole_message, params_json


def insert_synced_messages(
    repo: Repository, conversation_id: int, items: Sequence[tuple[Message, int | None]]
) -> list[int]:
    """Store each message under its (local) parent, in order, in one transaction; their ids.
    A message becomes part of the branch on screen only if it extends it (its parent is
    shown and has no shown child yet); otherwise it is another version, kept but not shown,
    so what the person is looking at does not jump."""
    db = Db(repo.connection)
    ids: list[int] = []
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT updated_at FROM conversations WHERE id = ?", (conversation_id,)
        ).fetchone()
        if row is None:
            raise NotFoundError(f"no conversation {conversation_id}")
        latest = float(row[0])
        for message, parent_id in items:
            check_role(message.role)
            scrub = db.scrubber()
            if parent_id is None:
                parent_shown = True
                sibling = conn.execute(
                    "SELECT 1 FROM messages WHERE conversation_id = ? AND parent_id IS NULL "
                    "AND active = 1 LIMIT 1",
                    (conversation_id,),
                ).fetchone()
            else:
                shown = conn.execute(
                    "SELECT active FROM messages WHERE id = ? AND conversation_id = ?",
                    (parent_id, conversation_id),
                ).fetchone()
                if shown is None:
                    raise NotFoundError(f"no message {parent_id}")
                parent_shown = bool(shown[0])
                sibling = conn.execute(
                    "SELECT 1 FROM messages WHERE parent_id = ? AND active = 1 LIMIT 1",
                    (parent_id,),
                ).fetchone()
            active = parent_shown and sibling is None
            ids.append(
                insert_whole_message(conn, conversation_id, message, parent_id, active, scrub)
            )
            record_blobs(conn, message.parts, message.created_at)
            latest = max(latest, message.created_at)
        # The sidebar orders by activity: a conversation that got news moves up.
        conn.execute(
            "UPDATE conversations SET updated_at = ? WHERE id = ?", (latest, conversation_id)
        )
    return ids


def set_synced_metadata(
    repo: Repository,
    conversation_id: int,
    *,
    title: str,
    pinned: bool,
    folder_id: int | None,
    params: Params,
    trashed: bool,
    compare_group: str = "",
    assistant: str | None = None,
    knowledge_bases: Sequence[str] | None = None,
) -> None:
    """Set what another machine decided, live or in the trash. Moving to the trash keeps
    an earlier trash time (so a chat does not restart its time there on every round)."""
    db = Db(repo.connection)
    scrub = db.scrubber()
    with db.transaction() as conn:
        cur = conn.execute(
            "UPDATE conversations SET title = ?, pinned = ?, folder_id = ?, params = ?, "
            "compare_group = ?, "
            "deleted_at = CASE WHEN ? THEN coalesce(deleted_at, ?) ELSE NULL END WHERE id = ?",
            (
                scrub.text(title, "title"),
                int(pinned),
                folder_id,
                params_json(params, scrub),
                scrub.text(compare_group, "compare group"),
                int(trashed),
                time.time(),
                conversation_id,
            ),
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no conversation {conversation_id}")
        if assistant is not None:  # None: the record did not say (an older version's)
            conn.execute(
                "UPDATE conversations SET assistant = ? WHERE id = ?",
                (scrub.text(assistant, "assistant"), conversation_id),
            )
        if knowledge_bases is not None:  # None: the record did not say
            conn.execute(
                "UPDATE conversations SET knowledge_bases = ? WHERE id = ?",
                (bases_json(knowledge_bases, scrub), conversation_id),
            )
    scrub.report("conversation", conversation_id)


__all__ = ["insert_synced_messages", "set_synced_metadata"]
