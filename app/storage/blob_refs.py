"""Which blobs stored messages refer to: recorded in the blobs table as messages are
written, and listed for BlobStore.gc so nothing in use is ever collected."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable

from app.domain import ImagePart, Part
from app.storage.rows import Db

# Every blob hash a stored message refers to.
REFERENCED = (
    "SELECT json_extract(p.value, '$.blob') FROM messages, json_each(messages.parts) AS p "
    "WHERE json_extract(p.value, '$.type') = 'image'"
)


def referenced_blobs(db: Db) -> set[str]:
    """Hashes of every blob any stored message uses (the keep set of BlobStore.gc)."""
    rows = db.conn.execute(f"SELECT DISTINCT * FROM ({REFERENCED})").fetchall()
    return {str(r[0]) for r in rows}


def forget_unreferenced(conn: sqlite3.Connection) -> None:
    """Drop the rows of blobs no message refers to any more (their files go in gc)."""
    conn.execute(f"DELETE FROM blobs WHERE hash NOT IN ({REFERENCED})")


def record_blobs(conn: sqlite3.Connection, parts: Iterable[Part], now: float) -> None:
    conn.executemany(
        "INSERT OR IGNORE INTO blobs (hash, mime, size, created_at) VALUES (?, ?, NULL, ?)",
        [(p.blob, p.mime, now) for p in parts if isinstance(p, ImagePart)],
    )


def record_blob(db: Db, blob_hash: str, mime: str, size: int) -> None:
    with db.transaction() as conn:
        conn.execute(
            "INSERT INTO blobs (hash, mime, size, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (hash) DO UPDATE SET size = excluded.size",
            (blob_hash, mime, size, time.time()),
        )
