"""Backups in the window: a snapshot every day when asked for (checked hourly, run on a
worker thread after the history is quiet), Back up now, and restoring from the list in
the sync dialog — into a new data folder, or merged into this history."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from app.secrets import KeyStore, KeyStoreUnavailable
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from app.storage import History
    from app.ui.sync.backups_view import BackupsSection

CHECK_EVERY_MS = 60 * 60_000
FIRST_CHECK_MS = 2 * 60_000  # not while the app is starting up
PROGRESS_MS = 200


class BackupsPresenter(QObject):
    """Signals:
    merged(): a snapshot was merged into this history (the list refreshes).
    finished(str): a backup or restore ended; "" when it went well, else the sentence.
    """

    merged = Signal()
    finished = Signal(str)

    def __init__(
        self,
        *,
        window: QWidget,
        data_dir: Path,
        history: History,
        keys: KeyStore,
        tasks: TaskRunner,
        status: StatusBus,
        env: Mapping[str, str] = os.environ,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._data_dir = data_dir
        self._history = history
        self._keys = keys
        self._tasks = tasks
        self._status = status
        self._env = env
        self._section: BackupsSection | None = None
        self._busy = False
        self._stop = threading.Event()
        self._progress: tuple[str, int, int] | None = None
        self._check = QTimer(self)
        self._check.setInterval(CHECK_EVERY_MS)
        self._check.timeout.connect(self._maybe_back_up)
        self._ticker = QTimer(self)
        self._ticker.setInterval(PROGRESS_MS)
        self._ticker.timeout.connect(self._show_progress)

    @property
    def busy(self) -> bool:
        return self._busy

    def start(self) -> None:
        """Sync is set up: look hourly whether a scheduled backup is due."""
        self._stop.clear()
        QTimer.singleShot(FIRST_CHECK_MS, self, self._maybe_back_up)
        self._check.start()

    def stop(self) -> None:
        self._stop.set()
        self._check.stop()
        self._ticker.stop()

    # ---- the dialog's section -----------------------------------------------------------

    def attach(self, section: BackupsSection) -> None:
        self._section = section
        section.backUpRequested.connect(self.back_up_now)
        section.restoreRequested.connect(lambda sid, merge: self._restore_chosen(sid, merge=merge))
        section.scheduleChanged.connect(
            lambda daily, keep: self._tasks.spawn(self._set_schedule(daily, keep), owner=self)
        )
        section.destroyed.connect(lambda: self._forget(section))
        self._tasks.spawn(self._fill(section), owner=self)

    def _forget(self, section: BackupsSection) -> None:
        if self._section is section:
            self._section = None

    async def _fill(self, section: BackupsSection) -> None:
        from app.services.backup_runs import schedule

        plan = await asyncio.to_thread(schedule, self._data_dir)
        if self._section is section:
            section.set_schedule(plan.every_hours is not None, plan.keep)
        await self.refresh()

    async def refresh(self) -> None:
        from app.services.backup_runs import backups
        from app.services.sync.setup import NotSetUp
        from app.sync import SyncError

        section = self._section
        if section is None:
            return
        looking = not self._busy and not section.message.text()
        if looking:
            section.show_message(self.tr("Looking for snapshots…"))
        try:
            found = await asyncio.to_thread(backups, self._data_dir, self._keys, self._env)
        except (NotSetUp, SyncError, KeyStoreUnavailable, OSError) as err:
            if self._section is section:
                section.show_message(str(err), "error")
            return
        if self._section is section:
            if looking:
                section.show_message("")
            section.show_snapshots(found)

    async def _set_schedule(self, daily: bool, keep: int) -> None:
        from app.services.backup_runs import DAILY_HOURS, set_schedule

        every = DAILY_HOURS if daily else None
        await asyncio.to_thread(set_schedule, self._data_dir, every, keep)

    # ---- backing up ---------------------------------------------------------------------

    def _maybe_back_up(self) -> None:
        if not self._busy and not self._stop.is_set():
            self._tasks.spawn(self._back_up(only_if_due=True), owner=self)

    def back_up_now(self) -> None:
        if not self._busy:
            self._tasks.spawn(self._back_up(only_if_due=False), owner=self)

    def _report(self, phase: str, done: int, total: int) -> None:
        # On the backup's own thread: only a tuple is stored; the UI thread polls it.
        self._progress = (phase, done, total)

    async def _back_up(self, *, only_if_due: bool) -> None:
        from app.services.backup_runs import back_up, schedule
        from app.services.sync.setup import NotSetUp
        from app.sync import SyncError

        if only_if_due:
            plan = await asyncio.to_thread(schedule, self._data_dir)
            if not plan.due(time.time()):
                return
        problem = ""
        self._begin(self.tr("Backing up…"))
        try:
            info = await asyncio.to_thread(
                back_up, self._data_dir, self._history, self._keys, self._env, self._report
            )
        except (NotSetUp, SyncError, KeyStoreUnavailable, OSError) as err:
            problem = self.tr("The backup failed: {0}").format(err)
            self._status.show(problem, 15_000)
        finally:
            self._end()
        if self._stop.is_set():
            return
        if not problem:
            from app.ui.sync.backups_view import size_text

            text = self.tr("Backed up and verified ({0}).").format(size_text(info.size))
            self._status.show(text, 8000)
            if self._section is not None:
                self._section.show_message(text)
            await self.refresh()
        elif self._section is not None:
            self._section.show_message(problem, "error")
        self.finished.emit(problem)

    # ---- restoring ----------------------------------------------------------------------

    def _restore_chosen(self, snapshot_id: str, *, merge: bool) -> None:
        into: Path | None = None
        if not merge:
            chosen = QFileDialog.getExistingDirectory(
                self._section or self._window,
                self.tr("Restore into a new, empty folder"),
                str(Path.home()),
            )
            if not chosen:
                return
            into = Path(chosen)
        self._tasks.spawn(self.restore(snapshot_id, into), owner=self)

    async def restore(self, snapshot_id: str, into: Path | None) -> None:
        from app.services.backup_runs import restore
        from app.services.sync.setup import NotSetUp
        from app.sync import SyncError

        if self._busy:
            return
        self._begin(self.tr("Restoring…"))
        problem = ""
        try:
            done = await asyncio.to_thread(
                restore,
                self._data_dir,
                self._history,
                self._keys,
                snapshot_id,
                into,
                self._env,
                self._report,
            )
        except (NotSetUp, SyncError, KeyStoreUnavailable, OSError) as err:
            problem = self.tr("Nothing was restored: {0}").format(err)
        finally:
            self._end()
        if self._stop.is_set():
            return
        if problem:
            text, tone = problem, "error"
        elif done.into is not None:
            text, tone = self._restored_text(done.into, done.conversations), "muted"
        else:
            text = self.tr("Merged: {0} conversation(s) added, {1} already here.").format(
                done.conversations, done.already_present
            )
            tone = "muted"
            self.merged.emit()
        if self._section is not None:
            self._section.show_message(text, tone)
        self._status.show(text, 15_000)
        self.finished.emit(problem)

    def _restored_text(self, into: Path, conversations: int) -> str:
        return self.tr(
            "Restored {0} conversation(s) into {1}. To open it, start Comet Desk with "
            "COMETDESK_DATA_DIR={1}."
        ).format(conversations, into)

    # ---- progress -----------------------------------------------------------------------

    def _begin(self, text: str) -> None:
        self._busy, self._progress = True, None
        if self._section is not None:
            self._section.set_busy(text)
        self._ticker.start()

    def _end(self) -> None:
        self._busy = False
        self._ticker.stop()
        if self._section is not None:
            self._section.set_busy("")

    def _show_progress(self) -> None:
        if self._progress is None or self._section is None:
            return
        phase, done, total = self._progress
        names = {
            "copy": self.tr("Copying the history"),
            "upload": self.tr("Uploading"),
            "verify": self.tr("Reading it back"),
            "download": self.tr("Downloading"),
            "unpack": self.tr("Unpacking"),
            "merge": self.tr("Merging"),
        }
        text = names.get(phase, phase)
        if total:
            text += f" {done}/{total}"
        self._section.set_busy(text + "…")
