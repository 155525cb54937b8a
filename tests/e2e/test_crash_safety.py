"""Kill the real app with SIGKILL while a reply streams: after a restart the prompt is
intact and the partial reply is there, marked interrupted (no data loss)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from app.domain import MessageStatus
from app.storage import DB_FILENAME, Repository, open_database
from tests.support.fake_server import FakeOpenAIServer, Reply

ROOT = Path(__file__).resolve().parents[2]


def _stored_reply_text(db: Path) -> str:
    if not db.exists():
        return ""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        row = conn.execute(
            "SELECT parts FROM messages WHERE role = 'assistant' ORDER BY id DESC LIMIT 1"
        ).fetchone()
    except sqlite3.OperationalError:
        return ""
    finally:
        conn.close()
    return row[0] if row else ""


def test_sigkill_mid_stream_keeps_prompt_and_partial_reply(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    words = [f"w{i} " for i in range(2000)]
    fake_server.enqueue(Reply(deltas=words, delay_per_chunk=0.01))
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        COMETDESK_DATA_DIR=str(data_dir),
        COMETDESK_BASE_URL=fake_server.base_url,
        COMETDESK_API_KEY="sk-crash-test-0000000000",
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.drive_app", "Please count to two thousand"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    db = data_dir / DB_FILENAME
    try:
        deadline = time.monotonic() + 30
        # Wait until the interim saves have put a good part of the reply on disk.
        while time.monotonic() < deadline and "w60 " not in _stored_reply_text(db):
            time.sleep(0.1)
        assert "w60 " in _stored_reply_text(db), "the reply was not saved while streaming"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL

    # Restart the app: start-up marks the reply that was streaming as interrupted.
    check = subprocess.run(
        [sys.executable, "-m", "app", "--self-check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert check.returncode == 0, check.stderr
    conn, _report = open_database(db)
    try:
        repo = Repository(conn)
        (conv,) = repo.list_conversations()
        user, reply = repo.list_messages(conv.id)
    finally:
        conn.close()
    assert user.role == "user" and user.text == "Please count to two thousand"
    assert reply.status is MessageStatus.INTERRUPTED
    assert reply.text.startswith("w0 w1 w2 ")
    assert 60 < len(reply.text.split()) < 2000
