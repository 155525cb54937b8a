"""Rounds on one data folder take turns across processes: `cometdesk sync now` started while
another round holds the folder's round lock says it waits (on a terminal), writes nothing
to the storage meanwhile, and finishes once that round ends."""

from __future__ import annotations

import asyncio
import os
import pty
import subprocess
import sys
import threading
from pathlib import Path

from app.sync.round_lock import one_round_at_a_time
from tests.integration.sync.conftest import PASSPHRASE
from tests.integration.sync.test_sync_round import ROOT, cli, every_file, seed


def test_sync_now_waits_for_the_round_already_running_in_another_process(
    tmp_path: Path,
) -> None:
    a, folder = tmp_path / "machine-a", tmp_path / "synced-folder"
    seed(a)
    assert cli(["setup", "folder", str(folder)], a).returncode == 0
    before = every_file(folder)

    held, release, released = threading.Event(), threading.Event(), threading.Event()

    async def hold() -> None:  # as the window's round would, from another process's view
        async with one_round_at_a_time(a):
            held.set()
            await asyncio.to_thread(release.wait)
        released.set()

    holder = threading.Thread(target=asyncio.run, args=(hold(),))
    holder.start()
    assert held.wait(10)
    # stderr on a terminal, so the command draws its progress line, "waiting" included.
    leader, follower = pty.openpty()
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_SYNC_")}
    env |= {"COMETDESK_DATA_DIR": str(a), "COMETDESK_SYNC_PASSPHRASE": PASSPHRASE}
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "sync", "now"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=follower,
        text=True,
    )
    os.close(follower)
    seen = b""
    try:
        while b"Waiting for another sync round" not in seen:
            chunk = os.read(leader, 4096)
            assert chunk, f"the command ended without waiting: {seen!r}"
            seen += chunk
        assert proc.poll() is None
        assert every_file(folder) == before  # it waits: nothing sent while the other runs
        release.set()
        out, _err = proc.communicate(timeout=60)
    finally:
        release.set()
        holder.join(10)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(leader)
    assert released.is_set()
    assert proc.returncode == 0
    assert out.strip() == "Sent 1 conversation, received 0 (0 new messages merged)."
    assert every_file(folder) != before
