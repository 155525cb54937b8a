"""The sync room: File ▸ Sync and backups…, the sidebar's sync line, and rounds in the
background: what changed here goes out once things are quiet; what other machines changed
refreshes the list and the conversation on screen (the shell's ``after_sync``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.sync.presenter import SyncPresenter
from app.ui.sync.status_view import SyncStatusView

if TYPE_CHECKING:  # sync's modules load with the first round
    from app.services.sync.preferences import PreferencesPort


class SyncWindow(Protocol):
    @property
    def sync_status(self) -> SyncStatusView: ...


class Sidebar(Protocol):
    changed: SignalInstance

    async def refresh(self, *, first_page: bool = False) -> None: ...


class Chat(Protocol):
    replyFinished: SignalInstance


class Compare(Protocol):
    allFinished: SignalInstance


class Transfer(Protocol):
    imported: SignalInstance


class SyncShell(Shell, Protocol):
    @property
    def window(self) -> SyncWindow: ...

    @property
    def chat(self) -> Chat: ...

    @property
    def compare(self) -> Compare: ...

    @property
    def sidebar(self) -> Sidebar: ...

    @property
    def transfer(self) -> Transfer: ...

    def sync_preferences(self) -> PreferencesPort: ...

    def after_sync(self, summary: Any) -> None: ...


def install(shell: SyncShell) -> SyncPresenter:
    s, w, bar = shell.services, shell.window, shell.sidebar

    def status_line() -> SyncStatusView:
        return w.sync_status  # the window makes it when first asked for

    sync = SyncPresenter(
        status_line,
        window=shell.main_window,
        data_dir=s.data_dir,
        # The round, backups and merges reach the history through its one owner here.
        history=s.repo.blocking(),
        keys=s.endpoints.keystore,
        tasks=shell.tasks,
        status=shell.status,
        preferences=shell.sync_preferences,
    )
    for changed in (
        shell.chat.replyFinished,
        shell.compare.allFinished,
        bar.changed,
        shell.transfer.imported,
    ):
        changed.connect(sync.poke)
    sync.merged.connect(shell.after_sync)
    sync.backupsMerged.connect(lambda: shell.tasks.spawn(bar.refresh()))
    shell.actions.add(
        Action(
            "sync.open",
            QT_TRANSLATE_NOOP("FileMenu", "&Sync and backups…"),
            "FileMenu",
            sync.open_setup,
            menu=MenuPlace("file", 3),
            tip=QT_TRANSLATE_NOOP(
                "FileMenu",
                "Keep this history in step with your other machines, end-to-end encrypted",
            ),
        )
    )
    return sync
