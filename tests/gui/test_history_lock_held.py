"""The window keeps its lock on the history through every background job.

A POSIX advisory lock belongs to a process, and closing *any* descriptor of a file drops all
of that process's locks on it. The window's SQLite connection (WAL mode) holds a READ lock on
``cometdesk.sqlite3`` for as long as it is open; once something else in the window's process
opens and closes the file (a plain read, a hash, a copy, a second SQLite library), that lock
is gone, and the next process to close the history (any command-line run) believes it is
the last one out and deletes the -wal and -shm from under the window.

This test opens the real window (in the test's own process, so ``os.getpid()`` is the
window's pid) and drives it like a person through each job that runs off the event loop: a
folder sync round and a Sync now, Back up now, a snapshot merged back into this history,
Describe images, a knowledge base indexed (in its child process) and searched (apsw, in this
one), and a prompt set run and voted on. Meanwhile:

- a thread samples /proc/locks every 20 ms, from the moment the history is open to the end,
  and records each sample in which this process holds no lock on the history's inode;
- an audit hook (``sys.addaudithook``; it cannot be removed, so it is gated by a module flag)
  records every Python-level ``open`` of the history, its -wal or its -shm (SQLite's own
  opens happen in C and raise no audit event, so any hit is a plain-file open).

Then ``python -m app export`` runs as a separate process on the same data folder, and the
-wal and -shm must still be there afterwards, the lock still held, and a reply the window
saves after it must be on disk once the window has closed.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from app.secrets import MemoryKeyStore
from app.storage import DB_FILENAME, own_history
from app.sync import RemoteConfig
from tests.gui.test_describe_window import _album, _all_done, _choose_folder, _open_describe
from tests.gui.test_knowledge_window import _click, _new_base, _search, library
from tests.gui.test_knowledge_window import _window as _knowledge_window
from tests.gui.test_main_window import _close, _open
from tests.gui.test_prompt_sets import _add_column, _click_cell, _open_prompt_sets, _type_prompts
from tests.gui.test_sync import PASSPHRASE, _dialog, _line, _other_machine, _round, _set_up
from tests.support.embeddings_server import EmbeddingsServer
from tests.support.fake_server import Reply
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar

pytestmark = [
    pytest.mark.usefixtures("qasync_loop"),
    pytest.mark.skipif(not Path("/proc/locks").exists(), reason="needs Linux's /proc/locks"),
]

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_S = 0.02
MAX_GAP_S = 2.0  # the longest the sampler may have been kept from looking (a loaded machine)
HISTORY_NAMES = (DB_FILENAME, f"{DB_FILENAME}-wal", f"{DB_FILENAME}-shm")


def _held(pid: int, inode: int) -> bool:
    """Whether process ``pid`` holds a POSIX lock on the file with this inode. Matched by
    inode only: /proc/locks names the superblock's device, which stat() does not always
    report (btrfs subvolumes); a waiting request ("->") holds nothing."""
    with open("/proc/locks", encoding="ascii") as locks:
        for line in locks:
            fields = line.split()
            if len(fields) < 6 or fields[1] != "POSIX":
                continue
            if fields[4] == str(pid) and fields[5].rsplit(":", 1)[-1] == str(inode):
                return True
    return False


def _where(frame: FrameType | None, limit: int = 8) -> str:
    """The calling frames, innermost first, read without opening any source file."""
    found: list[str] = []
    while frame is not None and len(found) < limit:
        code = frame.f_code
        name = code.co_filename
        if name.startswith(str(ROOT) + os.sep):
            name = name[len(str(ROOT)) + 1 :]
        else:  # the standard library or a site package: its file name says enough
            name = os.path.basename(name)
        found.append(f"{name}:{frame.f_lineno} {code.co_name}")
        frame = frame.f_back
    return " <- ".join(found)


class HistoryWatch:
    """Watches this process's lock on the history file ``db``, which the window opens.

    Armed before the window opens: the audit hook then records each plain open of the
    history's files made while this process already holds its lock (start-up may read a
    file nobody holds). ``history_opened()``, once the window is ready, checks the lock is
    there and starts a thread sampling /proc/locks every 20 ms; from then on every plain
    open counts. ``phase`` names the job under way, for the report."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.pid = os.getpid()
        self.inode: int | None = None  # known once the window has opened the history
        folders = {str(db.parent), str(db.parent.resolve())}
        self.watched = frozenset(os.path.join(f, n) for f in folders for n in HISTORY_NAMES)
        self.phase = "the window's start"
        self.watching = False  # True from history_opened() on
        self.samples = 0
        self.longest_gap = 0.0  # seconds between two samples, at most
        self.misses: list[str] = []
        self.opens: list[str] = []
        self._started = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, name="history-lock-watch")

    def held_now(self) -> bool:
        try:
            inode = self.inode or self.db.stat().st_ino
        except FileNotFoundError:
            return False
        return _held(self.pid, inode)

    def history_opened(self) -> None:
        """The window is ready: its history is open, so its lock must be held from now."""
        self.inode = self.db.stat().st_ino
        if not self.held_now():
            raise AssertionError(
                f"the window's process (pid {self.pid}) holds no lock on its open history "
                f"{self.db} (inode {self.inode}) right after it started\n{self.report()}"
            )
        self.phase = "the open window"
        self.watching = True
        self._started = time.monotonic()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def _sample(self) -> None:
        last = time.monotonic()
        while not self._stop.is_set():
            held = self.held_now()
            now = time.monotonic()
            self.samples += 1
            self.longest_gap = max(self.longest_gap, now - last)
            last = now
            if not held:
                self.misses.append(f"{now - self._started:.2f} s in, during {self.phase}")
            self._stop.wait(SAMPLE_S)

    def heard_open(self, path: str, mode: object, frame: FrameType | None) -> None:
        held = self.held_now()
        if not self.watching and not held:
            return  # the window's start reading a file no connection of it holds yet
        thread = threading.current_thread().name
        state = "while its lock was held" if held else "with its lock already gone"
        self.opens.append(
            f"{path} opened with plain file APIs (mode {mode!r}) {state}, on thread "
            f"{thread!r} during {self.phase}, from {_where(frame)}"
        )

    def report(self) -> str:
        """What went wrong, one problem a line; empty when the lock was held throughout."""
        lines: list[str] = []
        if self.misses:
            lines.append(
                f"the window's process (pid {self.pid}) held no lock on {self.db.name} (inode "
                f"{self.inode}) in {len(self.misses)} of {self.samples} samples of /proc/locks; "
                f"first at {self.misses[0]}, last at {self.misses[-1]}"
            )
        if self.opens:
            lines.append(f"{len(self.opens)} plain open(s) of the history in the window's process:")
            lines += [f"  {text}" for text in self.opens[:6]]
        return "\n".join(lines)


# The audit hook: installed once per process (a hook cannot be removed) and recording only
# while _AUDITING is on, into the watch that switched it on.
_AUDITING = False
_WATCH: HistoryWatch | None = None
_HOOK_INSTALLED = False


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if not _AUDITING or event != "open" or not args:
        return
    watch, path = _WATCH, args[0]
    if watch is None or isinstance(path, int):  # open(fd): no path, nothing new opened
        return
    try:
        name = os.path.abspath(os.fsdecode(path))
    except (TypeError, ValueError):
        return
    if name in watch.watched:
        watch.heard_open(name, args[1] if len(args) > 1 else None, sys._getframe(1))


@contextmanager
def watching(db: Path) -> Iterator[HistoryWatch]:
    """Watch the history ``db`` until the block ends (see HistoryWatch); the block opens
    the window and calls ``history_opened()``."""
    global _AUDITING, _WATCH, _HOOK_INSTALLED
    watch = HistoryWatch(db)
    if not _HOOK_INSTALLED:
        sys.addaudithook(_audit)
        _HOOK_INSTALLED = True
    _WATCH, _AUDITING = watch, True
    try:
        yield watch
    finally:
        _AUDITING, _WATCH = False, None
        watch.stop()


def _wait_for(qtbot: Any, coro: Any, timeout: int = 10_000) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def _export(qtbot: Any, data_dir: Path, out: Path) -> subprocess.CompletedProcess[str]:
    """``python -m app export`` as its own process, while the window keeps running."""
    env = {k: v for k, v in os.environ.items() if k != "COMETDESK_API_KEY"}
    env["COMETDESK_DATA_DIR"] = str(data_dir)
    command = [sys.executable, "-m", "app", "export", "-o", str(out)]
    run = asyncio.to_thread(
        subprocess.run, command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    done: subprocess.CompletedProcess[str] = _wait_for(qtbot, run, timeout=130_000)
    return done


def _chat(qtbot: Any, window: Any, controller: Any, text: str) -> None:
    activate_window_of(qtbot, window)
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)


def test_the_window_keeps_its_lock_on_the_history_through_every_job(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = data_dir / DB_FILENAME
    folder = tmp_path / "synced-folder"
    other, _ = _other_machine(tmp_path, "Flamingo census", "How many flamingos?")
    _round(qtbot, other, RemoteConfig.parse(["folder", str(folder)]))  # machine B sends first
    _album(tmp_path / "album", 3)
    docs = library(tmp_path / "docs")

    with EmbeddingsServer() as embeddings:
        fake_server.embeddings = embeddings  # /v1/embeddings at the chat's own address
        fake_server.enqueue(Reply(text="Noted in the lighthouse ledger."))
        controller = None
        try:
            with watching(db) as watch:
                window, controller = _open(qtbot, data_dir, fake_server, MemoryKeyStore())
                watch.history_opened()
                window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
                watch.phase = "a chat"
                _chat(qtbot, window, controller, "Lighthouse budget")

                # 1. Sync: set up from File → Sync and backups…; its round brings B's chat in.
                watch.phase = "the first sync round"
                _set_up(qtbot, window, str(folder), PASSPHRASE)
                qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
                qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
                qtbot.waitUntil(
                    lambda: "Flamingo census" in window.sidebar.titles(), timeout=10_000
                )
                watch.phase = "a Sync now round"
                with qtbot.waitSignal(controller.sync.finished, timeout=30_000):
                    QTest.mouseClick(window.sync_status.button, Qt.MouseButton.LeftButton)
                assert _line(window).startswith("Synced")

                # 2. Back up now, in the dialog's Backups part.
                watch.phase = "a backup"
                choose_from_menu_bar(qtbot, window, "File", "Sync and backups…")
                qtbot.waitUntil(lambda: _dialog() is not None, timeout=5000)
                section = _dialog().findChild(QWidget, "backupsSection")
                assert section is not None
                qtbot.waitUntil(section.back_up_button.isEnabled, timeout=30_000)
                with qtbot.waitSignal(controller.sync.backups.finished, timeout=60_000) as done:
                    QTest.mouseClick(section.back_up_button, Qt.MouseButton.LeftButton)
                assert done.args == [""]
                qtbot.waitUntil(lambda: section.list.topLevelItemCount() == 1, timeout=30_000)
                assert section.message.text().startswith("Backed up and verified")

                # 3. A chat deleted for good here, then merged back from the backup.
                watch.phase = "a merge"
                bar = window.sidebar
                mine = next(c.id for c in bar.conversations() if c.title == "Lighthouse budget")

                async def purge() -> None:
                    await controller.repo.delete_conversation(mine)
                    await controller.repo.purge_deleted(0)
                    await controller.sidebar.refresh()

                _wait_for(qtbot, purge())
                assert "Lighthouse budget" not in bar.titles()
                qtbot.waitUntil(section.merge_button.isEnabled, timeout=10_000)
                with qtbot.waitSignal(controller.sync.backups.finished, timeout=60_000) as done:
                    QTest.mouseClick(section.merge_button, Qt.MouseButton.LeftButton)
                assert done.args == [""]
                assert section.message.text().startswith("Merged: 1 conversation(s) added")
                qtbot.waitUntil(lambda: "Lighthouse budget" in bar.titles(), timeout=10_000)
                _dialog().reject()
                qtbot.waitUntil(lambda: _dialog() is None, timeout=5000)
                # Away from the chat deleted under the window (its own Delete would do that).
                activate_window_of(qtbot, window)
                qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
                qtbot.waitUntil(lambda: controller.conversation_id is None, timeout=5000)

                # 4. File → Describe images…, a folder of three, Start.
                watch.phase = "describing images"
                describe = _open_describe(qtbot, window, controller)
                _choose_folder(qtbot, monkeypatch, describe, tmp_path / "album")
                with qtbot.waitSignal(describe.runEnded, timeout=30_000):
                    QTest.mouseClick(describe.view.start_button, Qt.MouseButton.LeftButton)
                qtbot.waitUntil(lambda: _all_done(describe, 3), timeout=10_000)
                describe.view.close()

                # 5. Tools → Knowledge bases…: a base indexed (its child process), searched.
                watch.phase = "indexing a knowledge base"
                activate_window_of(qtbot, window)
                choose_from_menu_bar(qtbot, window, "Tools", "Knowledge bases…")
                qtbot.waitUntil(lambda: _knowledge_window(window) is not None, timeout=5000)
                kb = _knowledge_window(window)
                _new_base(qtbot, kb, "handbook", str(docs))
                qtbot.waitUntil(
                    lambda: "To embed: 5 passages" in kb.estimate.text(), timeout=20_000
                )
                _click(qtbot, kb.index_button)
                qtbot.waitUntil(
                    lambda: "Everything read is embedded." in kb.estimate.text(), timeout=30_000
                )
                watch.phase = "searching a knowledge base"
                rows = _search(qtbot, kb, "holiday allowance")
                assert rows and rows[0].startswith("handbook.pdf, page 2")
                kb.close()

                # 6. Tools → Prompt sets…: three prompts, two columns, Start; a row voted.
                watch.phase = "a prompt set run"
                sets = _open_prompt_sets(qtbot, window, controller)
                view = sets.view
                _type_prompts(qtbot, view, ["Name a gull.", "Name a tern.", "Name a skua."])
                _add_column(qtbot, view, "gpt-4o-mini")
                _add_column(qtbot, view, "claude-sonnet-4-5")
                qtbot.waitUntil(
                    lambda: "6 requests (3 prompts × 2 columns)" in view.estimate_label.text(),
                    timeout=5000,
                )
                with qtbot.waitSignal(sets.runEnded, timeout=60_000):
                    QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
                assert view.progress.text() == "6 of 6 answered"
                watch.phase = "a prompt set vote"
                _click_cell(qtbot, view, 1, 1)
                with qtbot.waitSignal(sets.voted, timeout=5000):
                    QTest.keyClick(view.grid, Qt.Key.Key_2)
                votes = _wait_for(qtbot, controller.repo.list_votes())
                assert [v.winner for v in votes] == ["claude-sonnet-4-5"]
                view.close()

                # Another process reads the history and closes it: it must not believe
                # it is the last one out.
                watch.phase = "`python -m app export` in another process"
                out = tmp_path / "export.json"
                exported = _export(qtbot, data_dir, out)
                assert exported.returncode == 0, exported.stderr
                wal, shm = db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")
                kept = {p.name: p.exists() for p in (wal, shm)}
                held_after_export = watch.held_now()

                # The window goes on writing after it.
                watch.phase = "a chat after the export"
                fake_server.enqueue(Reply(text="Still in the ledger."))
                _chat(qtbot, window, controller, "After the export")
                watch.phase = "the end"
                watch.stop()

            # Watched throughout: never more than a moment between two looks at the locks (a
            # lost lock stays lost until the history is reopened, so the samples after it see
            # it too).
            assert watch.samples >= 20 and watch.longest_gap < MAX_GAP_S, (
                f"{watch.samples} samples of /proc/locks, up to {watch.longest_gap:.2f} s apart"
            )
            if problems := watch.report():
                pytest.fail(problems)
            assert held_after_export, "the window lost its lock on the history by the export"
            assert kept == {wal.name: True, shm.name: True}, (
                f"the export process deleted the window's journal: {kept}"
            )
            assert db.stat().st_ino == watch.inode, "the history file was replaced"
            titles = {c["title"] for c in json.loads(out.read_text("utf-8"))["conversations"]}
            assert titles == {"Lighthouse budget", "Flamingo census"}
        finally:
            if controller is not None:
                _close(qtbot, controller)

    # The reply saved after the export is on disk, not only in a deleted journal.
    with own_history(db) as history:
        found = history.run(lambda repo: sorted(c.title for c in repo.list_conversations()))
    assert "After the export" in found, found
