"""open_database: pragmas, migrations with backups, damaged files, too-new databases."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from app.domain import Params
from app.storage import (
    SCHEMA_VERSION,
    DatabaseTooNewError,
    MigrationError,
    NotFoundError,
    Repository,
    database,
    open_database,
)
from app.storage.database import BACKUPS_KEPT, backups_of
from app.storage.queries import brief_listing, entry_members
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


# Params as a v4 Comet Desk stored them: the compare group was one of their keys.
def _v4_params(model: str, group: str) -> str:
    return json.dumps({"model": model, "temperature": 0.2, "compare_group": group, "stop": []})


def _v4_history(path: Path) -> Path:
    """A real v4 database file written as the app wrote it then: a three-column compare
    (one column in the trash), a plain chat, and messages whose params carry the group."""
    conn, _ = open_database(path, migrations=MIGRATIONS[:4])
    try:
        rows = [
            (1, "Plain chat", _v4_params("gpt-4o", ""), None),
            (2, "⚖ Haiku · gpt-4o-mini", _v4_params("gpt-4o-mini", "c0ffee"), None),
            (3, "⚖ Haiku · claude-sonnet-4-5", _v4_params("claude-sonnet-4-5", "c0ffee"), None),
            (4, "⚖ Haiku · gemini-2.5-flash", _v4_params("gemini-2.5-flash", "c0ffee"), 5.0),
        ]
        conn.executemany(
            "INSERT INTO conversations (id, title, created_at, updated_at, params, deleted_at) "
            "VALUES (?, ?, 1, 2, ?, ?)",
            rows,
        )
        conn.executemany(
            "INSERT INTO messages (conversation_id, role, parts, params, status, created_at, "
            "updated_at) VALUES (?, 'user', ?, ?, 'complete', 1, 1)",
            [(cid, json.dumps([{"type": "text", "text": "Haiku"}]), p) for cid, _, p, _ in rows],
        )
    finally:
        conn.close()
    return path


def test_v5_moves_the_compare_group_out_of_the_params(tmp_path: Path) -> None:
    path = _v4_history(tmp_path / "db.sqlite3")
    conn, report = open_database(path)
    try:
        assert report.migrated_from == 4 and report.backup is not None
        assert _pragma(conn, "user_version") == SCHEMA_VERSION
        stored = conn.execute("SELECT id, compare_group, params FROM conversations ORDER BY id")
        for cid, group, params in stored.fetchall():
            assert group == ("" if cid == 1 else "c0ffee")
            # The key is gone; every request parameter stays as it was.
            assert "compare_group" not in json.loads(params)
            assert json.loads(params)["temperature"] == 0.2
        for (params,) in conn.execute("SELECT params FROM messages"):
            assert set(json.loads(params)) == {"model", "temperature", "stop"}
        repo = Repository(conn)
        column = repo.get_conversation(3)
        assert column is not None and column.compare_group == "c0ffee"
        assert column.params == Params(model="claude-sonnet-4-5", temperature=0.2)
        # The sidebar's listing and a compare's lookup read the column (the trashed column
        # stays out); the lookup uses the new index.
        listed = {c.id: c.compare_group for c in brief_listing(repo)}
        assert listed == {1: "", 2: "c0ffee", 3: "c0ffee"}
        assert [c.id for c in entry_members(repo, 2)] == [2, 3]
        assert [c.id for c in entry_members(repo, 1)] == [1]
        plan = " ".join(
            str(row[-1])
            for row in conn.execute(
                "EXPLAIN QUERY PLAN SELECT id FROM conversations "
                "WHERE compare_group = ? AND compare_group != '' AND deleted_at IS NULL",
                ("c0ffee",),
            )
        )
        assert "conversations_by_compare_group" in plan
    finally:
        conn.close()
    # The backup is the v4 database as it was, the group still in its params.
    backup = sqlite3.connect(report.backup)
    try:
        assert _pragma(backup, "user_version") == 4
        params = backup.execute("SELECT params FROM conversations WHERE id = 2").fetchone()[0]
        assert json.loads(params)["compare_group"] == "c0ffee"
    finally:
        backup.close()


def test_v5_leaves_params_it_cannot_read_alone(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn, _ = open_database(path, migrations=MIGRATIONS[:4])
    conn.execute(
        "INSERT INTO conversations (title, created_at, updated_at, params) "
        "VALUES ('damaged', 1, 1, '{not json'), ('array', 1, 1, '[1]')"
    )
    conn.close()
    conn, report = open_database(path)  # the upgrade does not fail on them
    try:
        assert report.migrated_from == 4
        rows = conn.execute("SELECT params, compare_group FROM conversations ORDER BY id")
        assert rows.fetchall() == [("{not json", ""), ("[1]", "")]
    finally:
        conn.close()


def test_the_compare_group_survives_reopening_and_can_be_cleared(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn, _ = open_database(path)
    repo = Repository(conn)
    column, _ = repo.start_conversation("⚖ a · m", Params(model="m"), (), compare_group="g")
    other = repo.create_conversation("⚖ a · n", Params(model="n"), compare_group="g")
    repo.set_conversation_params(column.id, Params(model="m2"))  # params leave the group be
    conn.close()
    conn, _ = open_database(path)
    repo = Repository(conn)
    try:
        assert [c.id for c in entry_members(repo, other.id)] == [column.id, other.id]
        repo.set_compare_group(column.id, "")  # "continue with this one"
        alone = repo.get_conversation(column.id)
        assert alone is not None and alone.compare_group == "" and alone.params.model == "m2"
        assert [c.id for c in entry_members(repo, other.id)] == [other.id]
        with pytest.raises(NotFoundError):
            repo.set_compare_group(9999, "")
    finally:
        conn.close()
