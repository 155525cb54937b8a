"""The settings dialog: open it, apply what was saved through the settings store, and keep
keys in the keyring through the endpoints service (a new key is verified with one cheap
request first). With no key at all, the first-run sheet asks for one instead: its key is
checked before the sheet closes, and a rejected key is said there, with what was typed
kept.

It also owns the desktop-wide shortcuts (app.ui.settings.global_shortcuts), since they are
turned on here: bound when the setting is on, ended when it is turned off."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

from app.api import AuthenticationError
from app.config import Section, Settings
from app.secrets import redact
from app.services.endpoints import Endpoints
from app.services.model_directory import ModelDirectory
from app.services.settings_checks import problems
from app.services.settings_store import SettingsStore
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from app.ui.settings.dialog import SettingsDialog
    from app.ui.settings.first_run import FirstRunSheet
    from app.ui.settings.global_shortcuts import GlobalShortcuts


class SettingsPresenter(QObject):
    """Signals:
    settingsOpened(object): the dialog was shown (the SettingsDialog, or the FirstRunSheet
    when no key is known).
    applied(): saved settings and keys are in effect (profiles and models may differ now).
    shortcutActivated(str): a desktop-wide shortcut was pressed (its id, as in
    app.ui.settings.global_shortcuts).

    ``models``: the endpoint's model list, offered by the model pickers of the Models tab
    (without it they offer the models chosen before). ``shortcuts_bus``: the D-Bus address
    of the bus where the desktop's portal runs; "" is the session bus.
    """

    settingsOpened = Signal(object)
    applied = Signal()
    shortcutActivated = Signal(str)

    def __init__(
        self,
        parent: QWidget,
        *,
        settings: SettingsStore,
        endpoints: Endpoints,
        tasks: TaskRunner,
        status: StatusBus,
        models: ModelDirectory | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._settings = settings
        self._endpoints = endpoints
        self._tasks = tasks
        self._status = status
        self._models = models
        self.shortcuts_bus = ""
        self.global_shortcuts: GlobalShortcuts | None = None
        self._dialog: SettingsDialog | None = None

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def open(self, first_run: bool = False, error: str = "", profile: str = "") -> QDialog:
        """``first_run``: no key is known, so the first-run sheet asks for one (the whole
        dialog once there is a key). ``profile``: a profile's key was the problem, so its
        tab opens first."""
        endpoints = self._endpoints
        if first_run and not endpoints.has_key():
            return self.open_first_run()
        from app.ui.settings.dialog import SettingsDialog  # its modules load on first use

        settings = self._settings.value
        dialog = SettingsDialog(
            settings,
            endpoints.key_source or None,
            key_note=endpoints.key_storage_note(),
            key_stored=endpoints.key_stored,
            keyring_problem=endpoints.keyring_problem is not None,
            base_url=endpoints.base_url(),
            base_url_from_env=bool(endpoints.env.get("COMETDESK_BASE_URL")),
            data_dir=self._settings.data_dir,
            profiles_with_keys=endpoints.profile_ids_with_keys(),
            models=self._models.ordered() if self._models is not None else (),
            parent=self._parent,
        )
        dialog.set_error(error)
        if profile:
            dialog.show_section(Section.ENDPOINTS)
        dialog.accepted.connect(lambda: self._spawn(self._apply(dialog)))
        dialog.rejected.connect(self.apply_global_shortcuts)  # a box ticked, then Cancel
        dialog.desktopShortcutsToggled.connect(self._use_toggled)
        self._dialog = dialog
        self._tasks.spawn(self._show_shortcut_service(dialog), owner=dialog)
        dialog.open()
        self.settingsOpened.emit(dialog)
        return dialog

    # ---- desktop-wide shortcuts ---------------------------------------------------------

    async def _show_shortcut_service(self, dialog: SettingsDialog) -> None:
        from app.ui.settings.global_shortcuts import service_available

        running = self.global_shortcuts
        available = (running is not None and running.running) or await service_available(
            self.shortcuts_bus
        )
        dialog.set_shortcut_service(available)
        if running is not None and running.triggers:
            dialog.set_shortcut_triggers(running.triggers)

    def _use_toggled(self, on: bool) -> None:
        """Ticking binds at once, so the desktop's confirmation and the keys it chose show
        while the dialog is open; clearing ends the session when saved."""
        if on:
            self.start_global_shortcuts()

    def apply_global_shortcuts(self) -> None:
        """Bind or unbind as the saved setting says."""
        if self._settings.value.global_shortcuts:
            self.start_global_shortcuts()
        elif self.global_shortcuts is not None and self.global_shortcuts.running:
            self._spawn(self.stop_global_shortcuts())

    def start_global_shortcuts(self) -> None:
        if self.global_shortcuts is None:
            from app.ui.settings.global_shortcuts import GlobalShortcuts

            shortcuts = self.global_shortcuts = GlobalShortcuts(
                self._tasks, self.shortcuts_bus, self
            )
            shortcuts.activated.connect(self.shortcutActivated)
            shortcuts.bound.connect(self._shortcuts_bound)
            shortcuts.unavailable.connect(self._shortcuts_unavailable)
        self.global_shortcuts.start()

    async def stop_global_shortcuts(self) -> None:
        if self.global_shortcuts is not None:
            await self.global_shortcuts.stop()

    def _open_dialog(self) -> SettingsDialog | None:
        dialog = self._dialog
        if dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible():
            return dialog
        return None

    def _shortcuts_bound(self, triggers: dict[str, str]) -> None:
        if dialog := self._open_dialog():
            dialog.set_shortcut_triggers(triggers)

    def _shortcuts_unavailable(self, text: str) -> None:
        if dialog := self._open_dialog():
            dialog.set_shortcut_problem(text)
        else:
            self._status.show(text, 10_000)

    async def _apply(self, dialog: SettingsDialog) -> None:
        old = self._settings.value
        new = self._settings.update(lambda _s: dialog.result_settings())
        self.apply_global_shortcuts()
        endpoints = self._endpoints
        notes: list[str] = []
        removed = [(pid, None) for pid in dialog.removed_profiles()]
        entered_profile_keys = dialog.entered_profile_keys()
        forget = dialog.forget_key()
        key = dialog.entered_key()
        for profile_id, profile_key in [*removed, *entered_profile_keys.items()]:
            if note := await endpoints.store_key(profile_id, profile_key):
                notes.append(note)
        if forget:
            await endpoints.store_key("", None)
        if key:
            verdict = await endpoints.verify_key(key)
            if isinstance(verdict, AuthenticationError):
                self.open(
                    False,
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

    # ---- the first run ------------------------------------------------------------------

    def open_first_run(self) -> FirstRunSheet:
        from app.ui.settings.first_run import FirstRunSheet

        endpoints = self._endpoints
        sheet = FirstRunSheet(
            key_note=endpoints.key_storage_note(),
            base_url=endpoints.base_url(),
            base_url_from_env=bool(endpoints.env.get("COMETDESK_BASE_URL")),
            parent=self._parent,
        )
        sheet.submitted.connect(lambda: self._spawn(self._save_first_key(sheet)))
        sheet.open()
        self.settingsOpened.emit(sheet)
        return sheet

    async def _save_first_key(self, sheet: FirstRunSheet) -> None:
        """Check the key typed in the sheet against the endpoint (its model list); keep it
        and close the sheet when it was not rejected, else say so there."""
        endpoints = self._endpoints
        key = sheet.entered_key()
        from_env = bool(endpoints.env.get("COMETDESK_BASE_URL"))
        base_url = endpoints.base_url() if from_env else sheet.entered_base_url()
        if not from_env:
            found = problems(Settings(base_url=base_url))
            if found:
                sheet.show_advanced()
                sheet.set_error("\n".join(found))
                return
        sheet.set_checking(True)
        try:
            verdict = await endpoints.verify_key(key, base_url=base_url)
        finally:
            sheet.set_checking(False)
        if not sheet.isVisible():
            return  # cancelled while the key was being checked: nothing is kept
        if isinstance(verdict, AuthenticationError):
            sheet.set_error(
                self.tr("That key was rejected by {0}. Check it and try again.").format(base_url)
            )
            return
        if not from_env and base_url != self._settings.value.base_url:
            self._settings.update(lambda s: replace(s, base_url=base_url))
        # Where the key goes was said on the sheet: no second sentence about it here.
        await endpoints.store_key("", key)
        sheet.accept()
        if verdict is not None:
            self._status.show(
                self.tr("Saved, but the key could not be verified: {0}").format(
                    redact(verdict.message, key)
                ),
                15_000,
            )
        self.applied.emit()
