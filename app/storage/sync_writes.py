"""Writes only sync needs: a message placed under a given parent with the timestamps it
was made with (on another machine), a conversation's metadata set whether or not it is in
the trash, a message's outcome set exactly as another machine has it, the branch on
screen, and a conversation purged for good. Everything else sync writes goes through the
Repository as usual."""

from __future__ import annotations

import time
from collections.abc import Sequence

from app.domain import Message, MessageStatus, Params, parts_to_json
from app.storage.blob_refs import forget_unreferenced, part_blobs, record_blobs
from app.storage.knowledge_links import bases_json
from app.storage.repository import Repository
from app.storage.rows import (
    NotFoundError,
    check_role,
    insert_whole_message,
    logprobs_text,
    params_json,
)
from app.storage.versions import show_branch


def insert_synced_messages(
    repo: Repository, conversation_id: int, items: Sequence[tuple[Message, int | None]]
) -> list[int]:
    """Store each message under its (local) parent, in order, in one transaction; their ids.
    A message becomes part of the branch on screen only if it extends it (its parent is
    shown and has no shown child yet); otherwise it is another version, kept but not shown,
    so what the person is looking at does not jump."""
    db = repo.db
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
                # +parent_id: not the parent index, where every first message of every
                # conversation shares NULL (a scan of them all), but the conversation's.
                sibling = conn.execute(
                    "SELECT 1 FROM messages WHERE conversation_id = ? AND +parent_id IS NULL "
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


def insert_synced_tree(
    repo: Repository,
    conversation_id: int,
    items: Sequence[tuple[Message, int | None, int | None]],
    uids: Sequence[str | None] = (),
) -> list[int]:
    """Store messages another machine made, in one transaction: each item is (message,
    the local id of its parent, or the index of its parent among ``items``); parents come
    before their children; ``uids``, sync's name of each (kept in the row). Their ids. As
    insert_synced_messages: a message joins the branch on screen only if it extends it,
    otherwise it is another version, kept but not shown."""
    db = repo.db
    ids: list[int] = []
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT updated_at FROM conversations WHERE id = ?", (conversation_id,)
        ).fetchone()
        if row is None:
            raise NotFoundError(f"no conversation {conversation_id}")
        latest = float(row[0])
        shown_child: dict[int | None, bool] = {}  # parent id → it has a child on screen
        shown: dict[int, bool] = {}  # ids inserted here → on screen
        scrub = db.scrubber()
        for message, parent_local, parent_index in items:
            check_role(message.role)
            parent_id = ids[parent_index] if parent_index is not None else parent_local
            if parent_id is None:
                parent_shown = True
            elif parent_id in shown:
                parent_shown = shown[parent_id]
            else:
                found = conn.execute(
                    "SELECT active FROM messages WHERE id = ? AND conversation_id = ?",
                    (parent_id, conversation_id),
                ).fetchone()
                if found is None:
                    raise NotFoundError(f"no message {parent_id}")
                parent_shown = bool(found[0])
            if parent_id not in shown_child and parent_index is not None:
                shown_child[parent_id] = False  # new here: its only children are these
            if parent_id not in shown_child:
                sibling = conn.execute(
                    "SELECT 1 FROM messages WHERE conversation_id = ? AND +parent_id IS ? "
                    "AND active = 1 LIMIT 1",
                    (conversation_id, parent_id),
                ).fetchone()
                shown_child[parent_id] = sibling is not None
            active = parent_shown and not shown_child[parent_id]
            uid = uids[len(ids)] if len(ids) < len(uids) else None
            new_id = insert_whole_message(
                conn, conversation_id, message, parent_id, active, scrub, uid
            )
            ids.append(new_id)
            shown[new_id] = active
            if active:
                shown_child[parent_id] = True
            if any(part_blobs(message.parts)):
                record_blobs(conn, message.parts, message.created_at)
            latest = max(latest, message.created_at)
        conn.execute(
            "UPDATE conversations SET updated_at = ? WHERE id = ?", (latest, conversation_id)
        )
    scrub.report("conversation", conversation_id)
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
    db = repo.db
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


def set_synced_result(repo: Repository, message_id: int, message: Message) -> None:
    """Set a message's outcome (text, status, ending, usage, errors, reasoning, figures,
    probabilities) exactly as ``message`` has it: what another machine decided."""
    db = repo.db
    scrub = db.scrubber()
    with db.transaction() as conn:
        cur = conn.execute(
            "UPDATE messages SET parts = ?, status = ?, finish_reason = ?, usage = ?, "
            "error = ?, error_kind = ?, reasoning = ?, first_token_s = ?, duration_s = ?, "
            "logprobs = ?, updated_at = ? WHERE id = ?",
            (
                scrub.json(parts_to_json(message.parts), "parts"),
                MessageStatus(message.status).value,
                scrub.optional(message.finish_reason, "finish reason"),
                None if message.usage is None else scrub.json(message.usage.to_json(), "usage"),
                scrub.optional(message.error, "error"),
                scrub.text(message.error_kind, "error kind"),
                scrub.text(message.reasoning, "reasoning"),
                message.first_token_s,
                message.duration_s,
                logprobs_text(message.logprobs, scrub),
                message.updated_at,
                message_id,
            ),
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no message {message_id}")
        record_blobs(conn, message.parts, message.updated_at)
    scrub.report("message", message_id)


def set_synced_links(
    repo: Repository,
    message_id: int,
    *,
    response_id: str | None,
    retrieval: str | None,
    replaced_by: int | None,
) -> None:
    """A message's server-side id, the passages it was sent with, and the reply that
    replaced it (a failed attempt), as another machine has them."""
    db = repo.db
    scrub = db.scrubber()
    with db.transaction() as conn:
        cur = conn.execute(
            "UPDATE messages SET response_id = ?, retrieval = ?, replaced_by = ? WHERE id = ?",
            (
                scrub.optional(response_id, "response id"),
                scrub.optional(retrieval, "retrieval"),
                replaced_by,
                message_id,
            ),
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no message {message_id}")
    scrub.report("message", message_id)


def show_synced_leaf(repo: Repository, conversation_id: int, leaf_id: int) -> None:
    """Show the branch that ends at ``leaf_id`` (or the newest below it)."""
    db = repo.db
    with db.transaction() as conn:
        show_branch(conn, conversation_id, leaf_id)


def delete_synced_messages(repo: Repository, message_ids: Sequence[int]) -> None:
    """Delete exactly these messages, as another machine did: what followed each moves up
    under its parent (what the other machine deleted with it comes as deletions of its
    own), and a deleted message on screen hands the screen to its parent."""
    with repo.db.transaction() as conn:
        for message_id in message_ids:
            row = conn.execute(
                "SELECT parent_id, active FROM messages WHERE id = ?", (message_id,)
            ).fetchone()
            if row is None:
                continue
            parent_id, active = row
            conn.execute(
                "UPDATE messages SET parent_id = ? WHERE parent_id = ?", (parent_id, message_id)
            )
            conn.execute(
                "UPDATE messages SET replaced_by = NULL WHERE replaced_by = ?", (message_id,)
            )
            conn.execute("DELETE FROM messages WHERE id = ?", (message_id,))
            if active and parent_id is not None:
                conn.execute("UPDATE messages SET active = 1 WHERE id = ?", (parent_id,))
        forget_unreferenced(conn)


def set_sync_uid(repo: Repository, conversation_id: int, uid: str) -> None:
    """Sync's name of a conversation that came from another machine, kept in its row."""
    with repo.db.transaction() as conn:
        conn.execute("UPDATE conversations SET sync_uid = ? WHERE id = ?", (uid, conversation_id))


def synced_uids(repo: Repository) -> tuple[dict[int, str], dict[int, str]]:
    """Every conversation's and message's sync uid kept in the history (local id → uid):
    what a round cut off between writing and recording leaves sync to take back."""
    conversations = {
        int(i): str(u)
        for i, u in repo.connection.execute(
            "SELECT id, sync_uid FROM conversations WHERE sync_uid IS NOT NULL"
        )
    }
    messages = {
        int(i): str(u)
        for i, u in repo.connection.execute(
            "SELECT id, sync_uid FROM messages WHERE sync_uid IS NOT NULL"
        )
    }
    return conversations, messages


def purge_conversation(repo: Repository, conversation_id: int) -> None:
    """Delete a conversation for good, live or in the trash (another machine purged it)."""
    db = repo.db
    with db.transaction() as conn:
        conn.execute("DELETE FROM conversations WHERE id = ?", (conversation_id,))
        forget_unreferenced(conn)


__all__ = [
    "delete_synced_messages",
    "insert_synced_messages",
    "insert_synced_tree",
    "purge_conversation",
    "set_sync_uid",
    "set_synced_links",
    "set_synced_metadata",
    "set_synced_result",
    "show_synced_leaf",
    "synced_uids",
]
