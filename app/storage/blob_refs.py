"""Which blobs stored messages refer to: recorded in the blobs table as messages are
written, and listed for BlobStore.gc so nothing still in use is ever collected.

A message refers to blobs in five places: an image part, an audio clip, a document's original
(``blob``), its extracted text (``text_blob``) and its page images, and the images a tool
call returned. Anything missed here would be deleted by the next gc while still shown.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable, Iterator

from app.domain import AudioPart, DocumentPart, ImagePart, Part, ToolCallPart
from app.domain.extracted_text import TEXT_MIME
from app.storage.rows import Db

# Every blob hash a stored message refers to, at any depth of its parts. json_tree visits
# nested objects (a document's images, a tool call's images) but never looks inside a
# string, so a "blob" key in a tool's JSON arguments or result does not count. The instr()
# test skips parsing the many messages that hold only text.
REFERENCED = (
    "SELECT t.value FROM messages, json_tree(messages.parts) AS t "
    "WHERE instr(messages.parts, 'blob\"') AND t.key IN ('blob', 'text_blob') "
    "AND t.type = 'text' AND t.value != ''"
)


def part_blobs(parts: Iterable[Part]) -> Iterator[tuple[str, str]]:
    """(hash, mime) of every blob ``parts`` refer to (the same places as REFERENCED)."""
    for part in parts:
        if isinstance(part, ImagePart | AudioPart):
            yield part.blob, part.mime
        elif isinstance(part, DocumentPart):
            if part.blob:
                yield part.blob, part.mime
            if part.text_blob:
                yield part.text_blob, TEXT_MIME
            yield from ((image.blob, image.mime) for image in part.images)
        elif isinstance(part, ToolCallPart):
            yield from ((image.blob, image.mime) for image in part.images)


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
        [(blob, mime, now) for blob, mime in part_blobs(parts) if blob],
    )


def record_blob(db: Db, blob_hash: str, mime: str, size: int) -> None:
    with db.transaction() as conn:
        conn.execute(
            "INSERT INTO blobs (hash, mime, size, created_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (hash) DO UPDATE SET size = excluded.size",
            (blob_hash, mime, size, time.time()),
        )
