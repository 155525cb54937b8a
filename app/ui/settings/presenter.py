"""The settings dialog: open it (also as the first-run welcome), apply what was saved through
the settings store, and keep keys in the keyring through the endpoints service (a new key is
verified with one cheap request first)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.api import AuthenticationError
from app.secrets import redact
from app.services.endpoints import Endpoints
from app.services.settings_store import SettingsStore
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.settings import SettingsDialog

ENDPOINTS_TAB = 1


class SettingsPresenter(QObject):
    """Signals:
    settingsOpened(object): the dialog was shown (the SettingsDialog).
    applied(): saved settings and keys are in effect (profiles and models may differ now).
    """

    settingsOpened = Signal(object)
    applied = Signal()

    def __init__(
        self,
        parent: QWidget,
        *,
        settings: SettingsStore,
        endpoints: Endpoints,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._settings = settings
        self._endpoints = endpoints
        self._tasks = tasks
        self._status = status

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def open(self, first_run: bool = False, error: str = "", profile: str = "") -> SettingsDialog:
        """``profile``: a profile's key was the problem, so its tab opens first."""
        endpoints = self._endpoints
        settings = self._settings.value
        dialog = SettingsDialog(
            settings,
            endpoints.key_source or None,
            first_run=first_run,
            keyring_problem=endpoints.keyring_problem,
            base_url=endpoints.base_url(),
            base_url_from_env=bool(endpoints.env.get("COMETDESK_BASE_URL")),
            data_dir=self._settings.data_dir,
            profiles_with_keys=endpoints.profile_ids_with_keys(),
            parent=self._parent,
        )
        dialog.set_error(error)
        if profile:
            dialog.tabs.setCurrentIndex(ENDPOINTS_TAB)
        dialog.accepted.connect(lambda: self._spawn(self._apply(dialog, first_run)))
        dialog.open()
        self.settingsOpened.emit(dialog)
        return dialog

    async def _apply(self, dialog: SettingsDialog, first_run: bool) -> None:
        old = self._settings.value
        new = self._settings.update(lambda _s: dialog.result_settings())
        endpoints = self._endpoints
        notes: list[str] = []
        removed = [(pid, None) for pid in dialog.removed_profiles()]
        for profile_id, key in [*removed, *dialog.entered_profile_keys().items()]:
            if note := await endpoints.store_key(profile_id, key):
                notes.append(note)
        if dialog.forget_key_check.isChecked():
            await endpoints.store_key("", None)
        key = dialog.entered_key()
        if key:
            verdict = await endpoints.verify_key(key)
            if isinstance(verdict, AuthenticationError):
                self.open(
                    first_run,
                    self.tr("That key was rejected by {0}. Check it and try again.").format(
                        endpoints.base_url()
                    ),
                )
                return
            if verdict is not None:
                notes.append(
                    self.tr("Saved, but the key could not be verified: {0}").format(
                        redact(verdict.message, key)
                    )
                )
            if note := await endpoints.store_key("", key):
                notes.append(note)
        if notes:
            self._status.show(" ".join(notes), 15_000)
        elif new.language != old.language:
            self._status.show(self.tr("The new language applies when Comet Desk restarts."), 8000)
        self.applied.emit()
