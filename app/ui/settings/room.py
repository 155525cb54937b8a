"""The settings room: the settings dialog (Ctrl+,, the sidebar's Settings, the first-run
sheet), what its saved settings change in the window that no room owns (the text size,
the theme, token counts in every transcript) and the desktop-wide shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.config import Settings
from app.domain import Params
from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.settings.presenter import SettingsPresenter
from app.ui.transcript.view import TranscriptView

# The desktop-wide shortcuts (app.ui.settings.global_shortcuts) do what these commands do.
COMMANDS = {"quick-ask": "quick", "capture-region": "capture"}


class Panel(Protocol):
    def params(self, *, strict: bool = True) -> Params: ...


class SettingsWindow(Protocol):
    settingsRequested: SignalInstance

    @property
    def parameter_panel(self) -> Panel: ...

    def set_text_size(self, points: int) -> None: ...


class Models(Protocol):
    def show_profiles(self) -> None: ...

    async def refresh(self) -> None: ...


class SettingsShell(Shell, Protocol):
    settingsOpened: SignalInstance
    themeChanged: SignalInstance

    @property
    def window(self) -> SettingsWindow: ...

    @property
    def pickers(self) -> Models: ...

    def perform(self, command: str) -> None: ...

    def each_transcript(self, change: Callable[[TranscriptView], None]) -> None: ...


def install(shell: SettingsShell) -> SettingsPresenter:
    s, w = shell.services, shell.window
    panel = w.parameter_panel
    presenter = SettingsPresenter(
        shell.main_window,
        settings=s.settings,
        endpoints=s.endpoints,
        tasks=shell.tasks,
        status=shell.status,
    )

    def open_settings() -> None:
        presenter.open()

    def after_settings() -> None:
        """Profiles and keys may differ now: the model pickers follow."""
        shell.pickers.show_profiles()
        if s.endpoints.has_key() or panel.params(strict=False).profile:
            shell.tasks.spawn(shell.pickers.refresh())

    w.settingsRequested.connect(open_settings)
    presenter.settingsOpened.connect(shell.settingsOpened)
    presenter.applied.connect(after_settings)
    # Bound once start-up is done: talking to the desktop stays out of the first paint's way.
    presenter.shortcutActivated.connect(
        lambda shortcut: shell.perform(COMMANDS[shortcut]) if shortcut in COMMANDS else None
    )
    shell.ready.connect(presenter.apply_global_shortcuts)

    def text_size(old: Settings, new: Settings) -> None:
        if new.font_size or old.font_size:
            w.set_text_size(new.font_size)

    def token_counts(_old: Settings, new: Settings) -> None:
        shell.each_transcript(lambda t: t.set_show_usage(new.show_token_counts))

    s.settings.subscribe(text_size, fields=("font_size",), now=True)
    s.settings.subscribe(token_counts, fields=("show_token_counts",), now=True)
    s.settings.subscribe(lambda _o, new: shell.themeChanged.emit(new.theme), fields=("theme",))
    shell.actions.add(
        Action(
            "settings.open",
            QT_TRANSLATE_NOOP("WindowActions", "Se&ttings…"),
            "WindowActions",
            open_settings,
            "Ctrl+,",
            MenuPlace("tools", 9),
            tip=QT_TRANSLATE_NOOP("WindowActions", "Endpoints, keys and preferences"),
        )
    )
    return presenter
