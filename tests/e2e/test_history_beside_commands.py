"""The window's history survives the commands run beside it, and a SIGKILL after them.

A POSIX advisory lock belongs to a process, and closing any descriptor of a file drops all
of that process's locks on it. The window used to read its history's header with a plain
open() during a sync round; from then on the next process that opened and closed the
database (`cometdesk export`, `cometdesk sync now`, cron) believed it was alone,
checkpointed and deleted the window's -wal and -shm, and messages committed afterwards
lived only in a deleted file and vanished when the window was killed.

This test runs the real window as its own process (tests/e2e/drive_window.py) on a data
folder that already has a history, a folder sync set-up and a knowledge base. The window
runs a sync round (its Sync now button), then `cometdesk export`, `cometdesk sync now` and
`cometdesk kb search` run one after another as separate processes. After the round and
after each command the -wal and -shm are still there and the window still holds its POSIX
lock on the database file (/proc/locks). Then a message is sent and answered, the window
is SIGKILLed, and both the message and the reply are in the history.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from tests.support.embeddings_server import EmbeddingsServer
from tests.support.fake_server import FakeOpenAIServer, Reply

ROOT = Path(__file__).resolve().parents[2]
PROC_LOCKS = Path("/proc/locks")
PASSPHRASE = "beside the window 7f3a"
API_KEY = "sk-beside-test-0000000000"
KB_KEY = "sk-kb-beside-0123456789"
EARLIER_QUESTION = "Which bird sings at dawn?"
EARLIER_ANSWER = "The blackbird, mostly."
QUESTION = "Is the heron-7319 still standing in the reeds?"
ANSWER = "Yes: heron-7319 has not moved since the sync."
STARTUP_S = 60.0
ROUND_S = 120.0
REPLY_S = 60.0

pytestmark = pytest.mark.skipif(
    not PROC_LOCKS.exists(), reason="needs /proc/locks to see the window's POSIX locks"
)


class Window:
    """The driven window process: commands in on its stdin, lines out of its stdout."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.log = log
        with log.open("wb") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tests.e2e.drive_window"],
                cwd=ROOT,
                env=env,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=err,
            )
        self._pending = b""
        self.lines: list[str] = []

    @property
    def pid(self) -> int:
        return self.proc.pid

    def tell(self, command: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command.encode("utf-8") + b"\n")
        self.proc.stdin.flush()

    def expect(self, prefix: str, timeout: float) -> str:
        """The next line that starts with ``prefix`` (others are kept in ``lines``)."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while True:
            while b"\n" in self._pending:
                raw, self._pending = self._pending.split(b"\n", 1)
                line = raw.decode("utf-8", "replace")
                self.lines.append(line)
                if line.startswith("error "):
                    raise AssertionError(f"the window said: {line}\n{self.stderr_tail()}")
                if line.startswith(prefix):
                    return line
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(
                    f"no {prefix!r} from the window within {timeout:.0f} s "
                    f"(it said {self.lines})\n{self.stderr_tail()}"
                )
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise AssertionError(
                        f"the window exited ({self.proc.poll()}) before {prefix!r}\n"
                        f"{self.stderr_tail()}"
                    )
                self._pending += chunk

    def stderr_tail(self, lines: int = 40) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


def base_env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    return env | {"QT_QPA_PLATFORM": "offscreen", "COMETDESK_DATA_DIR": str(data_dir), **extra}


def cometdesk(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, f"cometdesk {' '.join(args)}: {done.returncode}\n{done.stderr}"
    return done


def seed_history(db: Path) -> None:
    """A conversation already in the history, written and closed before the window starts."""
    conn, _report = open_database(db)
    repo = Repository(conn)
    try:
        conv = repo.create_conversation("Birds", Params())
        repo.add_message(conv.id, "user", [TextPart(EARLIER_QUESTION)])
        repo.add_message(conv.id, "assistant", [TextPart(EARLIER_ANSWER)], model="gpt-4o-mini")
    finally:
        repo.close()


@contextlib.contextmanager
def knowledge_base(data_dir: Path, docs: Path) -> Iterator[EmbeddingsServer]:
    """A knowledge base "field-notes" over one note, indexed; the server for its searches."""
    docs.mkdir()
    (docs / "reeds.md").write_text(
        "# Reeds\n\nThe grey heron waits motionless in the reeds at the lake's edge.\n",
        encoding="utf-8",
    )
    with EmbeddingsServer(key=KB_KEY) as server:
        env = base_env(data_dir, COMETDESK_BASE_URL=server.base_url, COMETDESK_API_KEY=KB_KEY)
        cometdesk(["kb", "add", "field-notes", str(docs)], env)
        cometdesk(["kb", "index", "field-notes"], env)
        yield server


def lock_holders(inode: int) -> set[int]:
    """Pids with a POSIX lock on the file with this inode, from /proc/locks, whose lines
    read ``1: POSIX  ADVISORY  READ 13858 fe:00:2146970 1073741826 1073742335``."""
    holders: set[int] = set()
    for line in PROC_LOCKS.read_text().splitlines():
        fields = line.split()
        if "->" in fields or len(fields) < 6 or fields[1] != "POSIX":
            continue  # a waiter, or another kind of lock
        pid, where = fields[4], fields[5]
        if where.rsplit(":", 1)[-1] == str(inode):
            holders.add(int(pid))
    return holders


def assert_window_owns_history(db: Path, pid: int, after: str) -> None:
    for suffix in ("-wal", "-shm"):
        companion = db.with_name(db.name + suffix)
        assert companion.exists(), f"after {after}: {companion.name} was deleted"
    holders = lock_holders(db.stat().st_ino)
    assert pid in holders, (
        f"after {after}: the window (pid {pid}) holds no POSIX lock on {db.name} "
        f"(holders: {sorted(holders) or 'none'}); the next command to close it would "
        "delete its -wal"
    )


def stored_texts(db: Path) -> str:
    """Every message's parts, read from another process's point of view (read-only)."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT parts FROM messages").fetchall()
    except sqlite3.OperationalError:
        return ""
    finally:
        conn.close()
    return "\n".join(str(row[0]) for row in rows)


def wait_until_stored(db: Path, *texts: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not all(text in (stored := stored_texts(db)) for text in texts):
        if time.monotonic() > deadline:
            raise AssertionError(f"{texts} not in the history within {timeout:.0f} s: {stored}")
        time.sleep(0.05)


def test_commands_beside_the_window_leave_its_history_alone(
    tmp_path: Path, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    db = data_dir / DB_FILENAME
    storage = tmp_path / "sync-storage"
    seed_history(db)
    with knowledge_base(data_dir, tmp_path / "docs") as embeddings:
        setup = cometdesk(["sync", "setup", "folder", str(storage)], base_env(data_dir))
        assert "Sync storage set to" in setup.stdout
        status = cometdesk(["sync", "status"], base_env(data_dir))
        assert "Pending local changes: 1 conversation(s)" in status.stdout, status.stdout
        window = Window(
            base_env(
                data_dir,
                COMETDESK_BASE_URL=fake_server.base_url,
                COMETDESK_API_KEY=API_KEY,
                COMETDESK_SYNC_PASSPHRASE=PASSPHRASE,
            ),
            tmp_path / "window.log",
        )
        try:
            window.expect("ready", STARTUP_S)
            # The window's own round, in its process: where the old bug dropped its locks.
            window.tell("sync")
            synced = window.expect("synced", ROUND_S)
            assert synced.startswith("synced SYNCED "), synced
            assert any(storage.rglob("*")), "the round wrote nothing to the storage"
            assert_window_owns_history(db, window.pid, "the window's sync round")

            exported = tmp_path / "export.json"
            cometdesk(["export", "-o", str(exported)], base_env(data_dir))
            assert EARLIER_QUESTION in exported.read_text(encoding="utf-8")
            json.loads(exported.read_text(encoding="utf-8"))
            assert_window_owns_history(db, window.pid, "`cometdesk export`")

            now = cometdesk(
                ["sync", "now"], base_env(data_dir, COMETDESK_SYNC_PASSPHRASE=PASSPHRASE)
            )
            # The window's round had sent the earlier conversation: it read the history.
            assert now.stdout.startswith("Sent 0 conversations, received 0"), now.stdout
            assert_window_owns_history(db, window.pid, "`cometdesk sync now`")

            kb_env = base_env(
                data_dir, COMETDESK_BASE_URL=embeddings.base_url, COMETDESK_API_KEY=KB_KEY
            )
            found = cometdesk(["kb", "search", "field-notes", "heron reeds", "--json"], kb_env)
            assert "grey heron" in json.loads(found.stdout)[0]["text"]
            assert_window_owns_history(db, window.pid, "`cometdesk kb search`")

            fake_server.enqueue(Reply(text=ANSWER))
            window.tell(f"send {QUESTION}")
            window.expect("sent", REPLY_S)
            replied = window.expect("replied", REPLY_S)
            assert replied == "replied complete", replied
            wait_until_stored(db, QUESTION, ANSWER, timeout=REPLY_S)
        finally:
            window.kill()
    assert window.proc.returncode == -signal.SIGKILL

    conn, _report = open_database(db)
    repo = Repository(conn)
    try:
        asked = [c for c in repo.list_conversations() if c.title != "Birds"]
        assert len(asked) == 1, [c.title for c in repo.list_conversations()]
        question, answer = repo.list_messages(asked[0].id)
    finally:
        repo.close()
    assert question.role == "user" and question.text == QUESTION
    assert answer.role == "assistant" and answer.text == ANSWER
    assert answer.status is MessageStatus.COMPLETE
