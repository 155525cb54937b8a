"""Sync in the window: a round soon after start, after each change (once things are
quiet) and on a timer; the sidebar line says how it went; the set-up dialog.

Every round runs on a worker thread (it reads and writes the history, reaches the
storage and asks the keyring); the UI thread only schedules and shows. A round still
running when the window closes is told to stop at its next step: what it completed
stays, the rest is sent next time.
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app.config import SYNC_STATE_FILENAME
from app.secrets import KeyStore, KeyStoreUnavailable
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.sync.status_view import Action, SyncStatusView, Tone

if TYPE_CHECKING:
    from app.services.sync.preferences import PreferencesPort
    from app.services.sync.setup import Secrets, SyncStatus
    from app.storage import History
    from app.sync import RemoteConfig
    from app.ui.sync.backups import BackupsPresenter
    from app.ui.sync.setup_dialog import SyncDialog

FIRST_ROUND_MS = 3_000  # after start-up settles
AFTER_CHANGE_MS = 15_000  # a burst of changes goes in one round
EVERY_MS = 5 * 60_000  # what other machines sent arrives without a change here
PROGRESS_MS = 200


class _Stopped(Exception):
    """The window is closing: the round ends at its next step."""


class SyncPresenter(QObject):
    """Signals:
    merged(object): a round brought changes from other machines (the RoundSummary).
    finished(): a round ended, well or not (the sidebar line says how).
    backupsMerged(): a backup was merged into this history.
    """

    merged = Signal(object)
    finished = Signal()
    backupsMerged = Signal()

    def __init__(
        self,
        make_view: Callable[[], SyncStatusView],
        *,
        window: QWidget,
        data_dir: Path,
        history: History,
        keys: KeyStore,
        tasks: TaskRunner,
        status: StatusBus,
        preferences: Callable[[], PreferencesPort] | None = None,
        env: Mapping[str, str] = os.environ,
    ) -> None:
        super().__init__(window)
        self._make_view = make_view
        self._view: SyncStatusView | None = None
        self._window = window
        self._data_dir = data_dir
        self._history = history
        self._keys = keys
        self._tasks = tasks
        self._status = status
        self._env = env
        self._preferences = preferences
        self._config: RemoteConfig | None = None
        self._running = False
        self._again = False
        self._stop = threading.Event()
        self._progress: tuple[str, int, int] | None = None  # written by the round's thread
        self._dialog: SyncDialog | None = None
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.timeout.connect(self.sync_now)
        self._every = QTimer(self)
        self._every.setInterval(EVERY_MS)
        self._every.timeout.connect(self.sync_now)
        self._ticker = QTimer(self)
        self._ticker.setInterval(PROGRESS_MS)
        self._ticker.timeout.connect(self._show_progress)
        self._backups: BackupsPresenter | None = None

    @property
    def view(self) -> SyncStatusView:
        """The sidebar's sync line (made when first needed: a window that never syncs does
        not load it)."""
        if self._view is None:
            self._view = self._make_view()
            self._view.actionRequested.connect(self._on_action)
        return self._view

    @property
    def backups(self) -> BackupsPresenter:
        if self._backups is None:
            from app.ui.sync.backups import BackupsPresenter

            self._backups = BackupsPresenter(
                window=self._window,
                data_dir=self._data_dir,
                history=self._history,
                keys=self._keys,
                tasks=self._tasks,
                status=self._status,
                env=self._env,
            )
            self._backups.merged.connect(self.backupsMerged)
        return self._backups

    @property
    def configured(self) -> bool:
        return self._config is not None

    @property
    def running(self) -> bool:
        return self._running

    # ---- scheduling ---------------------------------------------------------------------

    def start(self) -> None:
        self._tasks.spawn(self._load(first=True), owner=self)

    async def _load(self, *, first: bool = False) -> None:
        if not (self._data_dir / SYNC_STATE_FILENAME).exists():
            # Never set up here: the sync modules (OpenDAL, the ciphers) are not loaded.
            return
        from app.services.sync.setup import read_status

        status = await asyncio.to_thread(read_status, self._data_dir, self._history)
        self._config = status.config
        if not status.configured:
            if self._view is not None:
                self._view.hide()
            self._every.stop()
            return
        self.view.show()
        self._show(status)
        if first:
            self._soon.start(FIRST_ROUND_MS)
        if not self._every.isActive():
            self.backups.start()
        self._every.start()

    def poke(self) -> None:
        """Something changed here: sync once things have been quiet for a moment."""
        if self._config is not None and not self._stop.is_set():
            self._soon.start(AFTER_CHANGE_MS)

    def sync_now(self) -> None:
        if self._config is None or self._stop.is_set():
            return
        if self._running:
            self._again = True
            return
        self._soon.stop()
        self._tasks.spawn(self._round(), owner=self)

    def stop(self) -> None:
        """The window is closing: no new round, and a running one stops at its next step."""
        self._stop.set()
        for timer in (self._soon, self._every, self._ticker):
            timer.stop()
        if self._backups is not None:
            self._backups.stop()

    # ---- a round ------------------------------------------------------------------------

    def _report(self, phase: str, done: int, total: int) -> None:
        # On the round's thread: only a tuple is stored; the UI thread polls it.
        if self._stop.is_set():
            raise _Stopped
        self._progress = (phase, done, total)

    async def _round(self) -> None:
        from app.services.sync.setup import NotSetUp, run_round
        from app.storage import StorageError
        from app.sync import CredentialsRejected, SyncError, Unreachable, WrongPassphrase

        self._running, self._progress = True, None
        self.view.show_state(Tone.BUSY, self.tr("Syncing…"), Action.SYNC, self._where())
        self._ticker.start()
        data_dir, history, keys, env = self._data_dir, self._history, self._keys, self._env
        report = self._report
        outcome: tuple[Tone, str, Action] | None = None
        try:
            port = None if self._preferences is None else self._preferences()
            summary = await asyncio.to_thread(run_round, data_dir, history, keys, env, report, port)
        except _Stopped:
            return
        except (NotSetUp, WrongPassphrase, CredentialsRejected) as err:
            outcome = (Tone.FAILED, str(err), Action.FIX)
        except Unreachable as err:
            outcome = (Tone.OFFLINE, self._offline_text(str(err)), Action.RETRY)
        except StorageError as err:  # this machine's disk: full, or not writable
            outcome = (Tone.FAILED, self.tr("Sync failed: {0}").format(err.message), Action.RETRY)
        except (SyncError, KeyStoreUnavailable, OSError) as err:
            outcome = (Tone.FAILED, self.tr("Sync failed: {0}").format(err), Action.RETRY)
        except TimeoutError:  # the window did not take the preferences: it is closing
            return
        else:
            if summary.changed:
                self.merged.emit(summary)
            if summary.problems:
                self._status.show(summary.line(), 15_000)
        finally:
            self._ticker.stop()
            self._running = False
        if self._stop.is_set():
            return
        if outcome is not None:
            self.view.show_state(*outcome, self._where())
        else:
            await self._load()
        self.finished.emit()
        if self._again:
            self._again = False
            self.sync_now()

    def _show_progress(self) -> None:
        if self._progress is None:
            return
        phase, done, total = self._progress
        if phase == "wait":
            text = self.tr("Waiting for another sync round…")
        elif phase == "send":
            text = self.tr("Sending… {0} of {1}")
        else:
            text = self.tr("Receiving… {0} of {1}")
        self.view.show_state(Tone.BUSY, text.format(done, total), Action.SYNC, self._where())

    # ---- what the line says -------------------------------------------------------------

    def _where(self) -> str:
        return (
            ""
            if self._config is None
            else self.tr("Syncs through {0}").format(self._config.where())
        )

    def _offline_text(self, reason: str) -> str:
        del reason  # the tooltip says where; the line stays short
        return self.tr("Offline: syncs when the storage is back.")

    def _show(self, status: SyncStatus) -> None:
        if status.last_error:
            self.view.show_state(
                Tone.FAILED,
                self.tr("Sync failed: {0}").format(status.last_error),
                Action.RETRY,
                self._where(),
            )
            return
        if status.last_at is None:
            text = self.tr("Not synced yet")
        else:
            text = self.tr("Synced {0}").format(self._when(status.last_at))
        if status.pending:
            text += " · " + self.tr("%n waiting", "", status.pending)
        self.view.show_state(Tone.SYNCED, text, Action.SYNC, self._where())

    def _when(self, at: float) -> str:
        """'just now', 'at 14:02' today, else 'on' a short date and time (the locale's)."""
        if time.time() - at < 60:
            return self.tr("just now")
        moment = QDateTime.fromSecsSinceEpoch(int(at))
        locale = QLocale()
        if moment.date() == QDateTime.currentDateTime().date():
            shown = locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
            return self.tr("at {0}").format(shown)
        return self.tr("on {0}").format(locale.toString(moment, QLocale.FormatType.ShortFormat))

    # ---- the set-up ---------------------------------------------------------------------

    def _on_action(self, action: str) -> None:
        if action == Action.FIX.value:
            self.open_setup()
        else:
            self.sync_now()

    def open_setup(self) -> SyncDialog:
        from app.ui.sync.setup_dialog import SyncDialog

        if self._dialog is None:
            dialog = SyncDialog(self._config, self._window)
            dialog.saveRequested.connect(
                lambda config, secrets: self._tasks.spawn(self._save(config, secrets), owner=self)
            )
            dialog.turnOffRequested.connect(lambda: self._tasks.spawn(self._turn_off(), owner=self))
            dialog.finished.connect(lambda _r: self._forget_dialog(dialog))
            if self._config is not None:
                from app.ui.sync.backups_view import BackupsSection

                section = BackupsSection(dialog)
                dialog.extra.addWidget(section)
                self.backups.attach(section)
            self._dialog = dialog
        self._dialog.open()
        return self._dialog

    def _forget_dialog(self, dialog: SyncDialog) -> None:
        if self._dialog is dialog:
            self._dialog = None
        dialog.deleteLater()

    async def _save(self, config: RemoteConfig, secrets: Secrets) -> None:
        from app.services.sync.setup import NotSetUp, check_and_save, secrets_for
        from app.sync import SyncError

        dialog = self._dialog
        if dialog is None:
            return
        dialog.set_busy(True)
        keys = self._keys
        try:
            if not secrets.passphrase or (secrets.secret is None and config.kind != "folder"):
                # Left empty while editing: what the keyring holds for this storage.
                kept = await asyncio.to_thread(secrets_for, config, keys, {})
                secrets = replace(
                    secrets,
                    passphrase=secrets.passphrase or kept.passphrase,
                    secret=secrets.secret or kept.secret,
                )
            await asyncio.to_thread(check_and_save, self._data_dir, config, secrets, keys)
        except (SyncError, KeyStoreUnavailable, OSError) as err:
            if self._dialog is dialog:
                dialog.set_busy(False)
                dialog.show_error(str(err))
            return
        except NotSetUp:  # nothing typed and nothing kept
            if self._dialog is dialog:
                dialog.set_busy(False)
                dialog.show_error(self.tr("Type the passphrase (the same on every machine)."))
            return
        dialog.accept()
        self._status.show(self.tr("Sync set up: {0}").format(config.where()), 8000)
        await self._load()
        self.sync_now()

    async def _turn_off(self) -> None:
        from app.services.sync.setup import turn_off

        dialog = self._dialog
        await asyncio.to_thread(turn_off, self._data_dir, self._keys)
        if dialog is not None:
            dialog.accept()
        self._config = None
        self._soon.stop()
        self._every.stop()
        if self._backups is not None:
            self._backups.stop()
        self.view.hide()
        self._status.show(self.tr("Sync is off on this machine; the history stays."), 8000)
