"""Message versions: messages form a tree (``parent_id``), siblings of one role are versions
of one turn, and ``active`` marks the branch on screen. A failed attempt that a retry
replaced (``replaced_by``) is a sibling too, but not a version: it is not counted, not paged
to, and it goes when the reply that replaced it is deleted."""

from __future__ import annotations

import sqlite3
import time

from app.storage.rows import Db, NotFoundError

# The ancestors of a message, itself included: the branch that ends at it.
_BRANCH_TO = """
WITH RECURSIVE branch(id) AS (
    SELECT ? UNION ALL
    SELECT m.parent_id FROM messages AS m JOIN branch ON m.id = branch.id
    WHERE m.parent_id IS NOT NULL
)"""
# A message and everything that follows it in any version.
_SUBTREE_OF = """
WITH RECURSIVE subtree(id) AS (
    SELECT ? UNION ALL
    SELECT m.id FROM messages AS m JOIN subtree ON m.parent_id = subtree.id
)"""


def leaf(conn: sqlite3.Connection, conversation_id: int) -> int | None:
    """The last message of the branch on screen (ids grow along any branch)."""
    row = conn.execute(
        "SELECT max(id) FROM messages WHERE conversation_id = ? AND active = 1",
        (conversation_id,),
    ).fetchone()
    return None if row[0] is None else int(row[0])


def show_branch(conn: sqlite3.Connection, conversation_id: int, leaf_id: int) -> None:
    """Make the branch that ends at ``leaf_id`` the one on screen."""
    conn.execute(
        "UPDATE messages SET active = 0 WHERE conversation_id = ? AND active = 1",
        (conversation_id,),
    )
    conn.execute(
        f"{_BRANCH_TO} UPDATE messages SET active = 1 WHERE id IN (SELECT id FROM branch)",
        (leaf_id,),
    )


def latest_leaf_under(conn: sqlite3.Connection, message_id: int) -> int:
    """Follow the newest version at each step below ``message_id``."""
    current = message_id
    while True:
        row = conn.execute(
            "SELECT max(id) FROM messages WHERE parent_id = ?", (current,)
        ).fetchone()
        if row[0] is None:
            return current
        current = int(row[0])


def _show_newest_first_message(conn: sqlite3.Connection, conversation_id: int) -> None:
    """After the first message on screen went alone: when nothing it held moved up, show
    the newest of the other first messages (one of another role, say: a reply whose
    question was deleted) rather than an empty conversation."""
    if conn.execute(
        "SELECT 1 FROM messages WHERE conversation_id = ? AND active = 1 LIMIT 1",
        (conversation_id,),
    ).fetchone():
        return
    # +parent_id: not the parent index, where every first message of every
    # conversation shares NULL (a scan of them all), but the conversation's.
    row = conn.execute(
        "SELECT id FROM messages WHERE conversation_id = ? AND +parent_id IS NULL "
        "AND replaced_by IS NULL ORDER BY created_at DESC, id DESC LIMIT 1",
        (conversation_id,),
    ).fetchone()
    if row is not None:
        show_branch(conn, conversation_id, latest_leaf_under(conn, int(row[0])))


def versions(db: Db, message_id: int) -> list[int]:
    """The ids of all versions of a message (itself included), oldest first; replaced
    failed attempts are not versions."""
    row = db.conn.execute(
        "SELECT conversation_id, parent_id, role FROM messages WHERE id = ?", (message_id,)
    ).fetchone()
    if row is None:
        raise NotFoundError(f"no message {message_id}")
    rows = db.conn.execute(
        "SELECT id FROM messages WHERE conversation_id = ? AND +parent_id IS ? AND role = ? "
        "AND (replaced_by IS NULL OR id = ?) ORDER BY id",
        (*row, message_id),
    ).fetchall()
    return [int(r[0]) for r in rows]


def version_positions(db: Db, conversation_id: int) -> dict[int, tuple[int, int]]:
    """For each message on screen that has other versions: (its number, how many)."""
    rows = db.conn.execute(
        "SELECT m.id, "
        "  (SELECT count(*) FROM messages AS s WHERE s.conversation_id = m.conversation_id"
        "   AND s.parent_id IS m.parent_id AND s.role = m.role AND s.id <= m.id"
        "   AND s.replaced_by IS NULL), "
        "  (SELECT count(*) FROM messages AS s WHERE s.conversation_id = m.conversation_id"
        "   AND s.parent_id IS m.parent_id AND s.role = m.role AND s.replaced_by IS NULL) "
        "FROM messages AS m WHERE m.conversation_id = ? AND m.active = 1",
        (conversation_id,),
    ).fetchall()
    return {int(mid): (int(n), int(total)) for mid, n, total in rows if total > 1}


# Rows ``s`` and ``m`` are answers of one request (its n answers, stored by
# app.storage.messages.add_choices): versions of one turn that share their ``created_at``.
SAME_REQUEST = (
    "s.conversation_id = m.conversation_id AND s.parent_id IS m.parent_id "
    "AND s.role = m.role AND s.created_at = m.created_at"
)


def answer_positions(db: Db, conversation_id: int) -> dict[int, tuple[int, int]]:
    """For each reply on screen that is one of the n answers of one request (versions that
    share their ``created_at``: app.storage.messages.add_choices): (its number, how many)."""
    same_request = f"FROM messages AS s WHERE {SAME_REQUEST} AND s.replaced_by IS NULL"
    rows = db.conn.execute(
        f"SELECT m.id, (SELECT count(*) {same_request} AND s.id <= m.id), "
        f"(SELECT count(*) {same_request}) "
        "FROM messages AS m WHERE m.conversation_id = ? AND m.active = 1 "
        "AND m.role = 'assistant'",
        (conversation_id,),
    ).fetchall()
    return {int(mid): (int(n), int(total)) for mid, n, total in rows if total > 1}


def show_version(db: Db, message_id: int) -> None:
    """Show this version of a message, and below it the newest version of each turn."""
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT conversation_id FROM messages WHERE id = ?", (message_id,)
        ).fetchone()
        if row is None:
            raise NotFoundError(f"no message {message_id}")
        show_branch(conn, int(row[0]), latest_leaf_under(conn, message_id))


def _hand_on_usage(conn: sqlite3.Connection, message_id: int) -> None:
    """Deleting the first of the n answers of one request, which holds the request's usage:
    the next answer takes it, so what the request cost is still counted."""
    conn.execute(
        "UPDATE messages SET usage = (SELECT usage FROM messages WHERE id = :gone) "
        "WHERE id = (SELECT s.id FROM messages AS s JOIN messages AS m ON m.id = :gone "
        f"WHERE {SAME_REQUEST} AND s.id != m.id "
        "AND s.replaced_by IS NULL AND s.usage IS NULL AND m.usage IS NOT NULL "
        "ORDER BY s.id LIMIT 1)",
        {"gone": message_id},
    )


def delete_message(db: Db, message_id: int) -> None:
    """Delete one message, and the failed attempts it replaced. A version that has siblings
    goes with everything that followed it (its branch) and the newest remaining version is
    shown; a message without other versions goes alone and what followed it moves up."""
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT conversation_id, parent_id, role, active FROM messages WHERE id = ?",
            (message_id,),
        ).fetchone()
        if row is None:
            raise NotFoundError(f"no message {message_id}")
        conversation_id, parent_id, role, active = row
        for (attempt,) in conn.execute(
            "SELECT id FROM messages WHERE conversation_id = ? AND replaced_by = ?",
            (conversation_id, message_id),
        ).fetchall():
            conn.execute(
                f"{_SUBTREE_OF} DELETE FROM messages WHERE id IN (SELECT id FROM subtree)",
                (attempt,),
            )
        siblings = [
            int(r[0])
            for r in conn.execute(
                "SELECT id FROM messages WHERE conversation_id = ? AND +parent_id IS ? "
                "AND role = ? AND id != ? AND replaced_by IS NULL ORDER BY id",
                (conversation_id, parent_id, role, message_id),
            )
        ]
        if siblings:
            _hand_on_usage(conn, message_id)
            conn.execute(
                f"{_SUBTREE_OF} DELETE FROM messages WHERE id IN (SELECT id FROM subtree)",
                (message_id,),
            )
            if active:
                show_branch(conn, conversation_id, latest_leaf_under(conn, siblings[-1]))
        else:
            conn.execute(
                "UPDATE messages SET parent_id = ? WHERE parent_id = ?", (parent_id, message_id)
            )
            conn.execute("DELETE FROM messages WHERE id = ?", (message_id,))
            if active and parent_id is None:
                _show_newest_first_message(conn, conversation_id)
        conn.execute(
            "UPDATE conversations SET updated_at = ? WHERE id = ?", (time.time(), conversation_id)
        )
