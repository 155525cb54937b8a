"""A disk that fills up or turns read-only: typed StorageErrors with the path and a plain
sentence, nothing half-written, and a database that still opens afterwards. Real faults: a
tiny tmpfs filled to the last byte, a read-only bind mount, and SQLite's max_page_count."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import Message, MessageStatus, Params, TextPart
from app.storage import (
    AsyncRepository,
    BlobStore,
    ConversationSnapshot,
    Repository,
    StorageError,
    StorageFullError,
    StorageReadOnlyError,
    open_database,
)
from tests.support.db_fixtures.fault_mounts import MountUnavailable, fill, read_only_bind, tmpfs

BIG = "words " * 40_000  # 240 kB: more than any slack left in a full file system


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    try:
        with tmpfs(tmp_path / "disk", size="2m") as disk:
            yield disk
    except MountUnavailable as err:
        pytest.skip(f"cannot mount a tmpfs here: {err}")


def _counts(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(path)
    try:
        conv = conn.execute("SELECT count(*) FROM conversations").fetchone()[0]
        msgs = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        return int(conv), int(msgs)
    finally:
        conn.close()


def test_the_sentences_name_the_place_and_what_to_do(tmp_path: Path) -> None:
    full = StorageFullError(tmp_path / "cometdesk.sqlite3")
    assert full.message == (
        f"Not saved: the disk is full ({tmp_path / 'cometdesk.sqlite3'}). Free space and try again."
    )
    assert full.send_message == (
        f"Not saved: the disk is full ({tmp_path / 'cometdesk.sqlite3'}). "
        "Free space and press Send again."
    )
    read_only = StorageReadOnlyError(tmp_path)
    assert str(tmp_path) in read_only.message and "cannot be written" in read_only.message
    assert str(read_only) == read_only.message
    assert isinstance(full, StorageError) and isinstance(read_only, StorageError)


def test_full_tmpfs_add_message_leaves_no_row_and_send_again_works(small_disk: Path) -> None:
    db = small_disk / "cometdesk.sqlite3"
    conn, _ = open_database(db)
    repo = Repository(conn)
    conv = repo.create_conversation("kept", Params())
    repo.add_message(conv.id, "user", [TextPart("first")])
    filler = fill(small_disk)
    with pytest.raises(StorageFullError) as caught:
        repo.add_message(conv.id, "user", [TextPart(BIG)])
    assert caught.value.path == db
    assert caught.value.send_message.startswith(f"Not saved: the disk is full ({db}).")
    assert isinstance(caught.value.__cause__, sqlite3.OperationalError)
    # The connection is still usable and holds nothing of the failed write.
    assert [m.parts for m in repo.list_messages(conv.id)] == [(TextPart("first"),)]
    with pytest.raises(StorageFullError):
        repo.start_conversation("new", Params(), [TextPart(BIG)])
    assert repo.count_conversations() == 1  # no empty conversation left behind
    repo.close()
    assert _counts(db) == (1, 1)
    # Free the space, "press Send again": it is stored.
    filler.unlink()
    conn, report = open_database(db)
    assert report.moved_aside is None
    repo = Repository(conn)
    repo.add_message(conv.id, "user", [TextPart(BIG)])
    conversation, message = repo.start_conversation("new", Params(), [TextPart("hi")])
    assert repo.list_messages(conversation.id) == [message]
    repo.close()
    assert _counts(db) == (2, 3)


def test_full_tmpfs_a_streamed_reply_update_fails_cleanly(small_disk: Path) -> None:
    db = small_disk / "cometdesk.sqlite3"
    conn, _ = open_database(db)
    repo = Repository(conn)
    conv = repo.create_conversation("t", Params())
    reply = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
    repo.update_message(reply.id, parts=[TextPart("partial")])
    fill(small_disk)
    with pytest.raises(StorageFullError):
        repo.update_message(reply.id, parts=[TextPart("partial" + BIG)])
    stored = repo.get_message(reply.id)
    assert stored is not None and stored.parts == (TextPart("partial"),)  # the last good save
    repo.close()


def test_full_tmpfs_blob_put_raises_and_leaves_no_temporary_file(small_disk: Path) -> None:
    blobs = BlobStore(small_disk / "blobs")
    blobs.put(b"small", "image/png")
    fill(small_disk)
    with pytest.raises(StorageFullError) as caught:
        blobs.put(b"\x89PNG" + bytes(300_000), "image/png")
    assert caught.value.path is not None and small_disk in caught.value.path.parents
    leftovers = [p for p in (small_disk / "blobs").rglob("*") if p.name.startswith(".tmp-")]
    assert leftovers == []


def test_async_repository_raises_storage_full_from_the_worker(small_disk: Path) -> None:
    db = small_disk / "cometdesk.sqlite3"

    async def scenario() -> tuple[StorageError, int]:
        repo = AsyncRepository(db)
        try:
            conv = await repo.create_conversation("t", Params())
            fill(small_disk)
            try:
                await repo.start_conversation("lost?", Params(), [TextPart(BIG)])
            except StorageError as err:
                caught = err
            else:
                raise AssertionError("the write should have failed")
            assert await repo.get_conversation(conv.id) is not None  # reads still work
            return caught, await repo.count_conversations()
        finally:
            await repo.close()

    caught, count = asyncio.run(scenario())
    assert isinstance(caught, StorageFullError) and caught.path == db
    assert count == 1


def test_max_page_count_full_database(tmp_path: Path) -> None:
    """The same without a mount: SQLite reports SQLITE_FULL when the file may not grow."""
    db = tmp_path / "cometdesk.sqlite3"
    conn, _ = open_database(db)
    repo = Repository(conn)
    conv = repo.create_conversation("t", Params())
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    with pytest.raises(StorageFullError) as caught:
        repo.add_message(conv.id, "user", [TextPart(BIG)])
    assert caught.value.path == db
    with pytest.raises(StorageFullError):
        repo.start_conversation("new", Params(), [TextPart(BIG)])
    small = Message(0, 0, "user", (TextPart("fits"),))
    large = Message(1, 0, "user", (TextPart(BIG),))
    imported = [
        ConversationSnapshot("fits", 0, 0, Params(), False, (small,)),
        ConversationSnapshot("does not", 0, 0, Params(), False, (large,)),
    ]
    with pytest.raises(StorageFullError):
        repo.import_conversations(imported)  # all or nothing: not even the first one
    assert repo.count_conversations() == 1 and repo.count_messages(conv.id) == 0
    repo.close()
    assert _counts(db) == (1, 0)


@pytest.fixture
def read_only_dir(tmp_path: Path) -> Iterator[Path]:
    source = tmp_path / "source"
    source.mkdir()
    conn, _ = open_database(source / "cometdesk.sqlite3")
    Repository(conn).create_conversation("kept", Params())
    conn.close()
    try:
        with read_only_bind(source, tmp_path / "ro") as target:
            yield target
    except MountUnavailable as err:
        pytest.skip(f"cannot make a read-only bind mount here: {err}")


def test_read_only_folder_every_call_says_it_cannot_write(read_only_dir: Path) -> None:
    db = read_only_dir / "cometdesk.sqlite3"

    async def scenario() -> BaseException:
        repo = AsyncRepository(db)
        try:
            await repo.create_conversation("t", Params())
        except BaseException as err:
            return err
        finally:
            await repo.close()
        raise AssertionError("a read-only database accepted a write")

    caught = asyncio.run(scenario())
    assert isinstance(caught, StorageReadOnlyError), repr(caught)
    assert caught.path == db
    assert f"({db})" in caught.message
    with pytest.raises(StorageReadOnlyError):
        BlobStore(read_only_dir / "blobs").put(b"x", "image/png")
    # Nothing was touched: the file as it was, no WAL, no moved-aside copy.
    assert sorted(p.name for p in read_only_dir.iterdir()) == ["cometdesk.sqlite3"]


def test_a_duplicate_that_does_not_fit_leaves_no_half_copy(tmp_path: Path) -> None:
    conn, _ = open_database(tmp_path / "cometdesk.sqlite3")
    repo = Repository(conn)
    folder = repo.create_folder("Work")
    conv = repo.create_conversation("original", Params())
    repo.set_folder(conv.id, folder.id)
    repo.add_message(conv.id, "user", [TextPart(BIG)])
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    with pytest.raises(StorageFullError):
        repo.duplicate_conversation(conv.id, "copy")
    assert [c.title for c in repo.list_conversations()] == ["original"]
    repo.close()
