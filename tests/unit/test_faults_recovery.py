"""Damaged databases: the search index is rebuilt when that is enough, otherwise every
readable row is copied into a new database; the damaged original is always kept, byte for
byte, and the OpenReport says what was recovered and what was not. Real damage: bytes of
real pages overwritten, rows of the FTS shadow tables deleted, a file cut short."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest

from app.domain import ImagePart, Params, TextPart
from app.storage import Repository, open_database
from app.storage.recovery import Recovery

PAGE = 4096
CONVERSATIONS, PER_CONVERSATION = 30, 10


def _populate(path: Path) -> None:
    conn, _ = open_database(path)
    repo = Repository(conn)
    folder = repo.create_folder("Work")
    for n in range(CONVERSATIONS):
        conv = repo.create_conversation(f"conversation {n} kiwi{n}", Params(model="m"))
        if n % 5 == 0:
            repo.set_folder(conv.id, folder.id)
        for k in range(PER_CONVERSATION):
            parts: list[TextPart | ImagePart] = [
                TextPart(f"message {n}-{k} mango{n}x{k} " + "lorem ipsum dolor " * 40)
            ]
            if k == 0:
                parts.append(ImagePart("ab" * 32, "image/png", 2, 2))
            repo.add_message(conv.id, "user" if k % 2 == 0 else "assistant", parts)
    repo.add_vote("which?", ["a", "b"], "a")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # every page in the main file
    repo.close()


def _pages(path: Path, table: str, kind: str = "leaf") -> list[int]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno",
            (table, kind),
        ).fetchall()
    except sqlite3.OperationalError as err:
        pytest.skip(f"this SQLite has no dbstat table to find pages with: {err}")
    finally:
        conn.close()
    return [int(r[0]) for r in rows]


def _smash(path: Path, pages: list[int]) -> None:
    """Overwrite each page's b-tree header with nonsense: SQLite cannot walk it any more."""
    with path.open("r+b") as fh:
        for page in pages:
            fh.seek((page - 1) * PAGE)
            fh.write(b"\x0d\xff\xff\x7f\x7f\x00\x10" + b"\xee" * 64)


def _quick_check_fails(path: Path) -> None:
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]
    except sqlite3.DatabaseError:
        pass  # it may not even get that far
    finally:
        conn.close()


def _open(path: Path) -> tuple[Repository, Recovery | None, Path | None]:
    conn, report = open_database(path)
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    return Repository(conn), report.recovery, report.moved_aside


def _assert_kept(recovery: Recovery, original: bytes) -> None:
    assert recovery.damaged_copy.read_bytes() == original  # byte for byte, never opened
    assert recovery.damaged_copy.name.startswith("db.sqlite3.corrupt-")
    assert stat.S_IMODE(recovery.damaged_copy.stat().st_mode) == 0o600


def test_out_of_order_fts_page_is_fixed_by_rebuilding_the_index(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _populate(path)
    page = _pages(path, "messages_fts_data")[0]
    with path.open("r+b") as fh:  # swap the first two cell pointers: keys out of order
        fh.seek((page - 1) * PAGE + 8)
        pointers = fh.read(4)
        fh.seek((page - 1) * PAGE + 8)
        fh.write(pointers[2:] + pointers[:2])
    _quick_check_fails(path)
    original = path.read_bytes()
    repo, recovery, moved_aside = _open(path)
    assert moved_aside is None
    assert recovery is not None and recovery.method == "index_rebuilt" and recovery.complete
    assert recovery.table("messages").recovered == CONVERSATIONS * PER_CONVERSATION
    assert "rebuilt; nothing was lost" in recovery.summary()
    _assert_kept(recovery, original)
    assert len(repo.search("lorem", 1000)) == CONVERSATIONS * PER_CONVERSATION
    assert [h.title for h in repo.search("kiwi7")] == ["conversation 7 kiwi7"]
    repo.close()


def test_smashed_fts_pages_recover_every_row_into_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _populate(path)
    _smash(path, _pages(path, "messages_fts_data")[:3] + _pages(path, "conversations_fts_data"))
    _quick_check_fails(path)
    original = path.read_bytes()
    repo, recovery, moved_aside = _open(path)
    assert moved_aside is None
    assert recovery is not None and recovery.method == "rows_copied"
    assert recovery.complete, recovery.tables
    total = CONVERSATIONS * PER_CONVERSATION
    assert recovery.summary().startswith(
        f"Your history database was damaged. Recovered {CONVERSATIONS} of {CONVERSATIONS} "
        f"conversations and {total} of {total} messages into a new database"
    )
    _assert_kept(recovery, original)
    # Everything is back and searchable (the new database's triggers re-indexed it).
    assert repo.count_conversations() == CONVERSATIONS
    assert len(repo.search("lorem", 1000)) == total
    assert [h.message_id is not None for h in repo.search("mango12x3")] == [True]
    assert [h.title for h in repo.search("kiwi29")] == ["conversation 29 kiwi29"]
    assert [f.name for f in repo.list_folders()] == ["Work"]
    assert sum(c.folder_id is not None for c in repo.list_conversations()) == 6
    assert len(repo.list_votes()) == 1
    assert repo.referenced_blobs() == {"ab" * 32}
    # And the recovered database takes new messages as usual.
    conv = repo.list_conversations()[0]
    repo.add_message(conv.id, "user", [TextPart("after the repair")])
    assert [h.conversation_id for h in repo.search("repair")] == [conv.id]
    repo.close()


def test_deleted_fts_rows_are_repaired_on_the_next_search(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Damage the start-up quick check cannot see: the first search rebuilds the index."""
    path = tmp_path / "db.sqlite3"
    _populate(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DELETE FROM messages_fts_data WHERE id > 10 AND id % 3 = 0")
    assert conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    with pytest.raises(sqlite3.DatabaseError, match="malformed"):
        conn.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'lorem'")
    conn.close()
    repo, recovery, _ = _open(path)
    assert recovery is None
    assert len(repo.search("lorem", 1000)) == CONVERSATIONS * PER_CONVERSATION
    assert "search index is damaged" in caplog.text
    repo.close()


def test_smashed_message_pages_lose_only_their_rows_and_say_how_many(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _populate(path)
    leaves = _pages(path, "messages")
    _smash(path, leaves[2:4])
    original = path.read_bytes()
    repo, recovery, _ = _open(path)
    assert recovery is not None and recovery.method == "rows_copied"
    messages = recovery.table("messages")
    total = CONVERSATIONS * PER_CONVERSATION
    assert 0 < messages.lost < total // 2
    assert messages.recovered + messages.lost == total
    assert recovery.table("conversations").lost == 0 and not recovery.complete
    assert f"{messages.recovered} of {total} messages" in recovery.summary()
    _assert_kept(recovery, original)
    stored = sum(repo.count_messages(c.id) for c in repo.list_conversations())
    assert stored == messages.recovered
    repo.close()


def test_lost_conversation_rows_keep_their_messages_under_a_placeholder(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _populate(path)
    _smash(path, _pages(path, "conversations")[:1])
    repo, recovery, _ = _open(path)
    assert recovery is not None
    lost = recovery.table("conversations").lost
    assert lost > 0
    placeholders = [c for c in repo.list_conversations() if c.title.startswith("Recovered")]
    assert len(placeholders) == lost
    assert all(repo.count_messages(c.id) == PER_CONVERSATION for c in placeholders)
    assert recovery.table("messages").lost == 0
    repo.close()


def test_a_file_cut_in_half_keeps_the_first_half(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _populate(path)
    data = path.read_bytes()
    cut = data[: len(data) // 2 + 1000]  # not even on a page boundary
    path.write_bytes(cut)
    repo, recovery, moved_aside = _open(path)
    assert moved_aside is None
    assert recovery is not None and recovery.method == "rows_copied"
    _assert_kept(recovery, cut)
    messages = recovery.table("messages")
    assert messages.recovered > 0 and messages.lost > 0
    assert messages.recovered + messages.lost == CONVERSATIONS * PER_CONVERSATION
    for conv in repo.list_conversations():
        for message in repo.list_messages(conv.id):
            assert message.text.startswith("message ")  # what came back is whole
    repo.close()


def test_a_file_that_is_not_sqlite_is_still_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"this was never a database " * 1000)
    repo, recovery, moved_aside = _open(path)
    assert recovery is None and moved_aside is not None
    assert moved_aside.read_bytes().startswith(b"this was never")
    assert repo.count_conversations() == 0
    repo.close()
