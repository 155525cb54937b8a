"""Conversations and folders: create, list, rename, pin, file, trash and purge."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, cast

from app.domain import Conversation, Folder, Params
from app.storage.blob_refs import forget_unreferenced
from app.storage.rows import (
    BRIEF_COLUMNS,
    CONVERSATION_COLUMNS,
    Db,
    NotFoundError,
    params_json,
    row_to_conversation,
)


def create_conversation(
    db: Db, title: str, params: Params, compare_group: str = ""
) -> Conversation:
    now = time.time()
    scrub = db.scrubber()
    title = scrub.text(title, "title")
    compare_group = scrub.text(compare_group, "compare group")
    with db.transaction() as conn:
        cur = conn.execute(
            "INSERT INTO conversations (title, created_at, updated_at, params, compare_group) "
            "VALUES (?, ?, ?, ?, ?)",
            (title, now, now, params_json(params, scrub), compare_group),
        )
    scrub.report("conversation", cur.lastrowid)
    cid = cast(int, cur.lastrowid)
    return Conversation(cid, title, now, now, params, False, compare_group=compare_group)


def get_conversation(db: Db, conversation_id: int) -> Conversation | None:
    """The conversation, or None if there is none or it is in the trash."""
    row = db.conn.execute(
        f"SELECT {CONVERSATION_COLUMNS} FROM conversations WHERE id = ? AND deleted_at IS NULL",
        (conversation_id,),
    ).fetchone()
    return None if row is None else row_to_conversation(row)


def list_conversations(
    db: Db, limit: int | None = None, offset: int = 0, *, brief: bool = False
) -> list[Conversation]:
    """Live conversations: pinned first, then the most recently active. ``brief`` leaves
    out their parameters (default Params): all the sidebar needs (with the compare each
    belongs to, so a compare's columns can be listed as one entry), in half the time."""
    rows = db.conn.execute(
        f"SELECT {BRIEF_COLUMNS if brief else CONVERSATION_COLUMNS} FROM conversations "
        "WHERE deleted_at IS NULL "
        "ORDER BY pinned DESC, updated_at DESC, id DESC LIMIT ? OFFSET ?",
        (-1 if limit is None else limit, offset),
    ).fetchall()
    if brief:
        blank = Params()  # frozen: one shared instance is cheaper than 10,000 equal ones
        return [
            Conversation(i, t, c, u, blank, bool(p), f, compare_group=g)
            for i, t, c, u, p, f, g in rows
        ]
    return [row_to_conversation(r) for r in rows]


def count_conversations(db: Db) -> int:
    row = db.conn.execute("SELECT count(*) FROM conversations WHERE deleted_at IS NULL").fetchone()
    return int(row[0])


def list_deleted_conversations(db: Db) -> list[Conversation]:
    rows = db.conn.execute(
        f"SELECT {CONVERSATION_COLUMNS} FROM conversations WHERE deleted_at IS NOT NULL "
        "ORDER BY deleted_at DESC, id DESC"
    ).fetchall()
    return [row_to_conversation(r) for r in rows]


def update_conversation(db: Db, conversation_id: int, sql: str, args: Sequence[Any]) -> None:
    """Set columns (``sql``: "a = ?, b = ?") of a live conversation; NotFoundError if none."""
    with db.transaction() as conn:
        cur = conn.execute(
            f"UPDATE conversations SET {sql} WHERE id = ? AND deleted_at IS NULL",
            (*args, conversation_id),
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no conversation {conversation_id}")


def rename_conversation(db: Db, conversation_id: int, title: str) -> None:
    scrub = db.scrubber()
    title = scrub.text(title, "title")
    update_conversation(db, conversation_id, "title = ?, updated_at = ?", (title, time.time()))
    scrub.report("conversation", conversation_id)


def set_conversation_params(db: Db, conversation_id: int, params: Params) -> None:
    scrub = db.scrubber()
    update_conversation(db, conversation_id, "params = ?", (params_json(params, scrub),))
    scrub.report("conversation", conversation_id)


def set_compare_group(db: Db, conversation_id: int, group: str) -> None:
    """Make the conversation a column of the compare ``group``, or ("") a chat of its own."""
    scrub = db.scrubber()
    update_conversation(
        db, conversation_id, "compare_group = ?", (scrub.text(group, "compare group"),)
    )
    scrub.report("conversation", conversation_id)


def set_conversation_assistant(db: Db, conversation_id: int, assistant: str) -> None:
    """The assistant the chat was started with ("" for none); what it copied stays as is."""
    scrub = db.scrubber()
    update_conversation(db, conversation_id, "assistant = ?", (scrub.text(assistant, "assistant"),))
    scrub.report("conversation", conversation_id)


def delete_conversation(db: Db, conversation_id: int) -> None:
    """Move to the trash (restore_conversation undoes it; purge_deleted makes it final)."""
    update_conversation(db, conversation_id, "deleted_at = ?", (time.time(),))


def restore_conversation(db: Db, conversation_id: int) -> None:
    with db.transaction() as conn:
        cur = conn.execute(
            "UPDATE conversations SET deleted_at = NULL WHERE id = ?", (conversation_id,)
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no conversation {conversation_id}")


def purge_deleted(db: Db, older_than_s: float) -> int:
    """Delete for good what has been in the trash longer than `older_than_s` seconds."""
    cutoff = time.time() - older_than_s
    with db.transaction() as conn:
        cur = conn.execute(
            "DELETE FROM conversations WHERE deleted_at IS NOT NULL AND deleted_at <= ?",
            (cutoff,),
        )
        forget_unreferenced(conn)
    return cur.rowcount


# ---- folders ------------------------------------------------------------------------------


def list_folders(db: Db) -> list[Folder]:
    rows = db.conn.execute(
        "SELECT id, name, position FROM folders ORDER BY position, name COLLATE NOCASE, id"
    ).fetchall()
    return [Folder(int(i), str(n), int(p)) for i, n, p in rows]


def create_folder(db: Db, name: str) -> Folder:
    scrub = db.scrubber()
    name = scrub.text(name, "folder name")
    with db.transaction() as conn:
        position = conn.execute("SELECT coalesce(max(position), 0) + 1 FROM folders").fetchone()
        cur = conn.execute(
            "INSERT INTO folders (name, position, created_at) VALUES (?, ?, ?)",
            (name, position[0], time.time()),
        )
    scrub.report("folder", cur.lastrowid)
    return Folder(cast(int, cur.lastrowid), name, int(position[0]))


def rename_folder(db: Db, folder_id: int, name: str) -> None:
    scrub = db.scrubber()
    name = scrub.text(name, "folder name")
    with db.transaction() as conn:
        if conn.execute("UPDATE folders SET name = ? WHERE id = ?", (name, folder_id)).rowcount:
            scrub.report("folder", folder_id)
            return
    raise NotFoundError(f"no folder {folder_id}")


def delete_folder(db: Db, folder_id: int) -> None:
    """The folder goes; its conversations stay, unfiled (ON DELETE SET NULL)."""
    with db.transaction() as conn:
        conn.execute("DELETE FROM folders WHERE id = ?", (folder_id,))
