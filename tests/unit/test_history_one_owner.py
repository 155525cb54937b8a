"""One owner of the history file per process: a second open in the same process never drops
the first connection's locks, the window's database thread lends itself to worker threads,
and a -wal deleted under the owner is rescued into the database file, not lost.

Each scenario that needs a second process or a kill runs as a child process, so the test's
own process never holds the file it damages."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, JournalLostError, StorageError, open_database, own_history
from app.storage.errors import storage_error
from app.storage.open_files import is_open

ROOT = Path(__file__).resolve().parents[2]


def _run_child(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _close_in_another_process(db: Path) -> None:
    """What any CLI command does: open the history, read, close (the last one out
    checkpoints and deletes the -wal, if it believes it is the last)."""
    done = _run_child(
        "import sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1])\n"
        "c.execute('SELECT count(*) FROM sqlite_master').fetchone()\n"
        "c.close()\n",
        str(db),
    )
    assert done.returncode == 0, done.stderr


def _locks_of(pid: int, inode: int) -> list[str]:
    with open("/proc/locks", encoding="ascii") as locks:
        return [line for line in locks if f" {pid} " in line and f":{inode} " in line]


@pytest.mark.skipif(not Path("/proc/locks").exists(), reason="needs Linux's /proc/locks")
def test_a_second_open_in_the_same_process_keeps_the_first_connections_locks(
    tmp_path: Path,
) -> None:
    db = tmp_path / DB_FILENAME
    first, _report = open_database(db)
    try:
        inode = db.stat().st_ino
        assert _locks_of(os.getpid(), inode), "a WAL connection holds a lock on the file"
        assert is_open(db)
        second, _report = open_database(db)  # what a sync round in the window once did
        second.close()
        assert _locks_of(os.getpid(), inode), "the second open dropped the first's locks"
        _close_in_another_process(db)
        assert db.with_name(db.name + "-wal").exists()
        assert db.with_name(db.name + "-shm").exists()
    finally:
        first.close()
    assert not is_open(db)


def test_worker_threads_reach_the_history_through_its_owner(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    with own_history(db) as history:
        owner_threads: set[str] = set()

        def start(title: str) -> int:
            def work(repo: object) -> int:
                owner_threads.add(threading.current_thread().name)
                from app.storage import Repository

                assert isinstance(repo, Repository)
                conv, _message = repo.start_conversation(title, Params(), [TextPart("hi")])
                return conv.id

            return history.run(work)

        ids: list[int] = []
        workers = [
            threading.Thread(target=lambda n=n: ids.append(start(f"chat {n}"))) for n in range(4)
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        assert len(owner_threads) == 1  # every call ran on the one owning thread
        assert sorted(ids) == [1, 2, 3, 4]
        titles = history.run(lambda repo: sorted(c.title for c in repo.list_conversations()))
        assert titles == ["chat 0", "chat 1", "chat 2", "chat 3"]
        # A run inside a run goes straight through instead of waiting for itself.
        assert history.run(lambda _repo: history.run(lambda repo: repo.count_conversations())) == 4


_RESCUE = """
import asyncio, os, signal, subprocess, sys
from pathlib import Path
from app.domain import Params, TextPart
from app.storage import AsyncRepository

db = Path(sys.argv[1])
notices = []

async def main():
    repo = AsyncRepository(db)
    repo.set_notice_listener(notices.append)
    conv, _ = await repo.start_conversation("kept", Params(), [TextPart("before")])
    # The mistake this guards against: a plain open and close of the file in this process
    # drops its locks, and another process then deletes the -wal from under it.
    open(db, "rb").close()
    reader = "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); " \
        "c.execute('SELECT count(*) FROM sqlite_master').fetchone(); c.close()"
    subprocess.run([sys.executable, "-c", reader, str(db)], check=True)
    assert not db.with_name(db.name + "-wal").exists(), "the -wal was expected to be gone"
    # "before" is only in the deleted journal now. The next call notices, writes it into
    # the database file and reopens; its own write then goes to a new journal.
    await repo.add_message(conv.id, "assistant", [TextPart("after the rescue")])
    print("notices:", len(notices), notices[0] if notices else "", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)  # a crash: nothing is closed or checkpointed

asyncio.run(main())
"""


def test_a_journal_deleted_under_the_owner_is_rescued_not_lost(tmp_path: Path) -> None:
    db = tmp_path / DB_FILENAME
    done = _run_child(_RESCUE, str(db))
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert "notices: 1" in done.stdout
    assert "removed the history's journal file" in done.stdout
    assert "nothing was lost" in done.stdout
    conn = sqlite3.connect(db)
    try:
        texts = [row[0] for row in conn.execute("SELECT parts FROM messages ORDER BY id")]
    finally:
        conn.close()
    joined = " ".join(texts)
    assert "before" in joined  # it was in the deleted journal only: rescued
    assert "after the rescue" in joined


def test_an_io_error_with_the_journal_gone_is_named_as_such_not_as_the_disk(
    tmp_path: Path,
) -> None:
    db = tmp_path / DB_FILENAME
    conn, _report = open_database(db)
    conn.close()  # the last one out removes the -wal, as after a deletion by another program
    assert not db.with_name(db.name + "-wal").exists()
    err = sqlite3.OperationalError("disk I/O error")
    err.sqlite_errorcode = 522  # type: ignore[attr-defined]  # SQLITE_IOERR_SHORT_READ
    converted = storage_error(err, db)
    assert isinstance(converted, JournalLostError)
    assert "removed the history's journal file" in converted.message
    assert "Check the disk" not in converted.message and "disk could not" not in converted.message
    # With its -wal in place, the same error is the disk's, as before.
    conn, _report = open_database(db)
    try:
        other = storage_error(err, db)
        assert type(other) is StorageError and "Check the disk" in other.message
    finally:
        conn.close()
