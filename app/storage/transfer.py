"""Whole conversations in and out: snapshots for export, imports, duplicates."""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import cast

from app.data_folder import PRIVATE_FILE
from app.domain import Conversation
from app.storage.blob_refs import record_blobs
from app.storage.conversations import get_conversation, update_conversation
from app.storage.knowledge_links import bases_json, knowledge_bases
from app.storage.messages import list_all_messages
from app.storage.rows import (
    ConversationSnapshot,
    Db,
    ImportSummary,
    NotFoundError,
    check_role,
    insert_whole_message,
    params_json,
)


def conversation_ids_for_export(db: Db) -> list[int]:
    """Live conversations, oldest first (a stable order that import preserves)."""
    rows = db.conn.execute(
        "SELECT id FROM conversations WHERE deleted_at IS NULL ORDER BY created_at, id"
    ).fetchall()
    return [int(r[0]) for r in rows]


def snapshot(db: Db, conversation_id: int) -> ConversationSnapshot:
    conv = get_conversation(db, conversation_id)
    if conv is None:
        raise NotFoundError(f"no conversation {conversation_id}")
    return ConversationSnapshot(
        title=conv.title,
        created_at=conv.created_at,
        updated_at=conv.updated_at,
        params=conv.params,
        pinned=conv.pinned,
        messages=tuple(list_all_messages(db, conversation_id)),
        linked=True,
        compare_group=conv.compare_group,
        assistant=conv.assistant,
        knowledge_bases=tuple(knowledge_bases(db, conversation_id)),
    )


def duplicate_conversation(db: Db, conversation_id: int, title: str) -> Conversation:
    """A copy with every message and version, filed where the original is."""
    snap = snapshot(db, conversation_id)
    original = get_conversation(db, conversation_id)
    assert original is not None
    now = time.time()
    copy = replace(snap, title=title, created_at=now, updated_at=now, pinned=False)
    with db.transaction():  # a failed write leaves no half copy behind
        new_id = import_conversations(db, [copy]).conversation_ids[0]
        if original.folder_id is not None:
            update_conversation(db, new_id, "folder_id = ?", (original.folder_id,))
    duplicate = get_conversation(db, new_id)
    assert duplicate is not None
    return duplicate


def import_conversations(
    db: Db, snapshots: Iterable[ConversationSnapshot], blob_sizes: Mapping[str, int] = {}
) -> ImportSummary:
    """Store whole conversations, keeping their timestamps. All or nothing.
    ``blob_sizes``: the byte size of blobs the snapshots use, recorded in the same go."""
    n_conv = n_msg = 0
    ids: list[int] = []
    with db.transaction() as conn:
        for snap in snapshots:
            scrub = db.scrubber()
            cur = conn.execute(
                "INSERT INTO conversations "
                "(title, created_at, updated_at, params, pinned, compare_group, assistant, "
                "knowledge_bases) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    scrub.text(snap.title, "title"),
                    snap.created_at,
                    snap.updated_at,
                    params_json(snap.params, scrub),
                    int(snap.pinned),
                    scrub.text(snap.compare_group, "compare group"),
                    scrub.text(snap.assistant, "assistant"),
                    bases_json(snap.knowledge_bases, scrub),
                ),
            )
            cid = cast(int, cur.lastrowid)
            ids.append(cid)
            new_ids: dict[int, int] = {}
            previous: int | None = None
            for m in snap.messages:
                check_role(m.role)
                if snap.linked:
                    parent = None if m.parent_id is None else new_ids.get(m.parent_id)
                    if m.parent_id is not None and parent is None:
                        raise ValueError(f"message {m.id} follows an unknown message")
                    active = m.active
                else:
                    parent, active = previous, True
                row_id = insert_whole_message(conn, cid, m, parent, active, scrub)
                previous = new_ids[m.id] = row_id
            # A failed attempt names the retry that replaced it, which was written after it.
            replaced = [
                (new_ids[m.replaced_by], new_ids[m.id])
                for m in snap.messages
                if snap.linked and m.replaced_by is not None and m.replaced_by in new_ids
            ]
            conn.executemany("UPDATE messages SET replaced_by = ? WHERE id = ?", replaced)
            for m in snap.messages:
                record_blobs(conn, m.parts, m.created_at)
            scrub.report("imported conversation", cid)  # one line for all its messages
            n_conv += 1
            n_msg += len(snap.messages)
        conn.executemany(
            "UPDATE blobs SET size = ? WHERE hash = ?",
            [(size, blob_hash) for blob_hash, size in blob_sizes.items()],
        )
    return ImportSummary(n_conv, n_msg, tuple(ids))


def copy_database(db: Db, target: Path) -> None:
    """A consistent copy of the whole database into the new file ``target`` (0600), made
    with SQLite's backup API on this connection, so the process's one connection to the
    history is the only thing that reads it (never a raw copy, never a second connection)."""
    os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE))
    dest = sqlite3.connect(target, isolation_level=None)
    try:
        db.conn.backup(dest)
        # One self-contained file: no -wal beside it to forget.
        dest.execute("PRAGMA journal_mode = DELETE")
    finally:
        dest.close()
