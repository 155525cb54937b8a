"""open_database: pragmas, migrations with backups, damaged files, too-new databases."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from app.domain import Params
from app.storage import (
    SCHEMA_VERSION,
    DatabaseTooNewError,
    MigrationError,
    Repository,
    database,
    open_database,
)
from app.storage.database import BACKUPS_KEPT, backups_of
from app.storage.schema import MIGRATIONS
from tests.support.db_fixtures import build_database


def _pragma(conn: sqlite3.Connection, name: str) -> object:
    return conn.execute(f"PRAGMA {name}").fetchone()[0]


def test_fresh_database_has_schema_and_pragmas(tmp_path: Path) -> None:
    conn, report = open_database(tmp_path / "sub" / "db.sqlite3")
    try:
        assert report.moved_aside is None and report.migrated_from is None
        assert report.backup is None
        assert _pragma(conn, "user_version") == SCHEMA_VERSION
        assert _pragma(conn, "journal_mode") == "wal"
        assert _pragma(conn, "foreign_keys") == 1
        assert _pragma(conn, "synchronous") == 1  # NORMAL
        assert _pragma(conn, "busy_timeout") == 5000
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert {"conversations", "messages", "blobs", "messages_fts"} <= tables
    finally:
        conn.close()


def test_reopening_current_schema_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn, _ = open_database(path)
    Repository(conn).create_conversation("kept", Params())
    conn.close()
    conn, report = open_database(path)
    assert report.migrated_from is None and report.backup is None
    assert [c.title for c in Repository(conn).list_conversations()] == ["kept"]
    conn.close()
    assert backups_of(path) == []


def _v2_adds_tags(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE conversations ADD COLUMN tags TEXT NOT NULL DEFAULT ''")
    conn.execute("UPDATE conversations SET tags = 'migrated'")


def test_v1_fixture_migrates_to_v2_after_backup_and_keeps_data(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")
    conn, report = open_database(path, migrations=[*MIGRATIONS, _v2_adds_tags])
    try:
        assert report.migrated_from == 1
        assert report.backup is not None and report.backup.exists()
        assert _pragma(conn, "user_version") == len(MIGRATIONS) + 1
        assert conn.execute("SELECT count(*) FROM votes").fetchone() == (0,)  # real v2
        assert {r[0] for r in conn.execute("SELECT tags FROM conversations")} == {"migrated"}
        repo = Repository(conn)
        titles = [c.title for c in repo.list_conversations()]
        assert titles == ["Trip to Lisbon", "Describe this photo"]  # pinned first; trash hidden
        lisbon = repo.list_messages(1)
        assert [m.id for m in lisbon] == [1, 2, 3, 4]
        assert lisbon[1].usage is not None and lisbon[1].usage.completion_tokens == 30
        assert repo.search("nata")[0].conversation_id == 1  # FTS index came along
    finally:
        conn.close()
    # The backup is the untouched v1 database, openable on its own.
    backup = sqlite3.connect(report.backup)
    try:
        assert _pragma(backup, "user_version") == 1
        assert backup.execute("SELECT count(*) FROM messages").fetchone()[0] == 7
        cols = [r[1] for r in backup.execute("PRAGMA table_info(conversations)")]
        assert "tags" not in cols
    finally:
        backup.close()


def test_v1_fixture_opens_with_the_shipped_migrations(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")
    conn, report = open_database(path)
    try:
        # v1 → v2 (votes) with the shipped migrations: backed up first, data intact.
        assert report.migrated_from == 1 and report.backup is not None
        repo = Repository(conn)
        assert repo.mark_interrupted() == 1
        msg = repo.get_message(4)
        assert msg is not None and msg.status == "interrupted"
        image = repo.list_messages(2)[0].images[0]
        assert (image.width, image.height, image.detail) == (640, 480, "low")
    finally:
        conn.close()


def test_v3_links_existing_history_into_one_active_branch(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")
    conn, report = open_database(path)
    try:
        assert report.migrated_from == 1
        rows = conn.execute(
            "SELECT conversation_id, id, parent_id, active FROM messages ORDER BY id"
        ).fetchall()
        by_conversation: dict[int, list[tuple[int, int | None, int]]] = {}
        for conversation_id, message_id, parent_id, active in rows:
            by_conversation.setdefault(conversation_id, []).append((message_id, parent_id, active))
        for chain in by_conversation.values():
            # Each message follows the one before it in its own conversation; all on screen.
            assert [p for _, p, _ in chain] == [None, *(m for m, _, _ in chain[:-1])]
            assert {a for _, _, a in chain} == {1}
        assert len(rows) == 7
        conn.execute("INSERT INTO folders (name, created_at) VALUES ('Work', 0)")
        conn.execute("UPDATE conversations SET folder_id = 1 WHERE id = 1")
        conn.execute("DELETE FROM folders WHERE id = 1")
        # Deleting a folder unfiles its conversations, never deletes them.
        assert conn.execute("SELECT folder_id FROM conversations WHERE id = 1").fetchone() == (
            None,
        )
    finally:
        conn.close()


def test_failing_migration_rolls_back_and_leaves_a_backup(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("DELETE FROM messages")
        raise RuntimeError("disk on fire")

    with pytest.raises(MigrationError, match="v2"):
        open_database(path, migrations=[MIGRATIONS[0], broken])
    conn = sqlite3.connect(path)
    try:
        assert _pragma(conn, "user_version") == 1
        assert conn.execute("SELECT count(*) FROM messages").fetchone()[0] == 7
    finally:
        conn.close()
    assert len(backups_of(path)) == 1


def test_only_the_last_three_backups_are_kept(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")
    made = []
    migrations = list(MIGRATIONS)
    for n in range(BACKUPS_KEPT + 2):
        migrations.append(f"CREATE TABLE extra_{n} (x INTEGER);")
        conn, report = open_database(path, migrations=migrations)
        conn.close()
        assert report.backup is not None
        made.append(report.backup)
    assert backups_of(path) == made[-BACKUPS_KEPT:]


def test_empty_file_from_another_tool_is_initialised_without_backup(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.touch()
    conn, report = open_database(path)
    conn.close()
    assert report.backup is None and report.moved_aside is None


def _assert_moved_aside(path: Path, original: bytes) -> None:
    conn, report = open_database(path)
    try:
        assert report.moved_aside is not None
        assert report.moved_aside.name.startswith("db.sqlite3.corrupt-")
        assert report.moved_aside.read_bytes() == original  # moved, not rewritten
        assert _pragma(conn, "user_version") == SCHEMA_VERSION
        assert Repository(conn).list_conversations() == []
    finally:
        conn.close()


def test_random_bytes_are_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    junk = os.urandom(64 * 1024)
    path.write_bytes(junk)
    _assert_moved_aside(path, junk)


def test_truncated_old_database_is_recovered_then_migrated(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.executemany(
        "INSERT INTO conversations (title, created_at, updated_at) VALUES (?, 0, 0)",
        [(f"filler {n} " + "x" * 500,) for n in range(500)],
    )
    conn.commit()
    conn.close()
    data = path.read_bytes()
    cut = data[: len(data) // 2]
    path.write_bytes(cut)
    conn, report = open_database(path)
    try:
        # The readable rows came back (the first filler rows, the sample's messages), into a
        # v1 database that was then backed up and migrated like any other.
        assert report.moved_aside is None and report.recovery is not None
        assert report.recovery.damaged_copy.read_bytes() == cut
        assert report.migrated_from == 1 and report.backup is not None
        assert _pragma(conn, "user_version") == SCHEMA_VERSION
        titles = [c.title for c in Repository(conn).list_conversations()]
        assert any(t.startswith("filler 0 ") for t in titles)
        recovered = report.recovery.table("conversations")
        assert recovered.recovered > 0 and recovered.lost > 0
    finally:
        conn.close()


def test_damaged_database_takes_its_wal_along(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    wal = tmp_path / "db.sqlite3-wal"
    wal.write_bytes(b"stale wal")
    conn, report = open_database(path)
    conn.close()
    assert report.moved_aside is not None
    assert Path(str(report.moved_aside) + "-wal").read_bytes() == b"stale wal"


def test_newer_database_is_refused_and_untouched(tmp_path: Path) -> None:
    path = build_database("v1_sample.sql", tmp_path / "db.sqlite3")
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    before = path.read_bytes()
    siblings = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DatabaseTooNewError) as info:
        open_database(path)
    assert info.value.found == SCHEMA_VERSION + 5
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == siblings


def test_locked_database_is_not_mistaken_for_damage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "db.sqlite3"
    conn, _ = open_database(path)
    conn.close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        # Short timeout: the database stays locked for the whole test.
        monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            open_database(path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert not list(tmp_path.glob("*.corrupt-*"))
