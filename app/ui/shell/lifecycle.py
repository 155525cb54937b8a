"""Start-up and shutdown of the window's controller, in the order they must happen: the
start-up fills the window from storage before the network is touched; the shutdown saves
a running reply before the clients, the tool servers and the database close."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QTimer, SignalInstance
from PySide6.QtWidgets import QMessageBox

from app.render.markup import warm_up
from app.services.app_services import AppServices
from app.storage import DatabaseTooNewError, MigrationError
from app.ui.chat.presenter import ChatPresenter
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.compare.presenter import ComparePresenter
from app.ui.composer.presenter import ComposerPresenter
from app.ui.inspector.models import ModelsPresenter
from app.ui.settings.presenter import SettingsPresenter
from app.ui.shell.history_watch import HistoryWatch
from app.ui.shell.main_window import MainWindow
from app.ui.sidebar.presenter import SidebarPresenter
from app.ui.sync.presenter import SyncPresenter
from app.ui.transcript.render import release_math_images

log = logging.getLogger(__name__)


class App(Protocol):
    """What start-up and shutdown use of the application (its controller)."""

    services: AppServices
    window: MainWindow
    tasks: TaskRunner
    status: StatusBus
    composer: ComposerPresenter
    chat: ChatPresenter
    compare: ComparePresenter
    sidebar: SidebarPresenter
    pickers: ModelsPresenter
    sync: SyncPresenter
    history_watch: HistoryWatch
    settings_ui: SettingsPresenter
    ready: SignalInstance
    databaseFailed: SignalInstance

    def open_settings(self, first_run: bool = False, error: str = "", profile: str = "") -> Any: ...


async def start_up(ctl: App) -> None:
    try:
        await _steps(ctl)
    except (DatabaseTooNewError, MigrationError) as err:
        # Nothing is touched; say so plainly and keep the window usable for reading this.
        frame = ctl.window.composer_frame
        frame.set_enabled(False)
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("AppLifecycle", "Cannot open the history"),
            str(err),
            QMessageBox.StandardButton.Close,
            ctl.window,
        )
        box.setObjectName("databaseErrorBox")
        box.open()
        ctl.status.show(str(err))
        ctl.databaseFailed.emit(str(err))


async def _steps(ctl: App) -> None:
    s, w = ctl.services, ctl.window
    settings = s.settings.value
    transcript = w.transcript
    transcript.set_messages([])  # the empty state, with hints
    panel = w.parameter_panel
    panel.set_params(
        replace(
            panel.params(strict=False),
            model=settings.default_model,
            temperature=settings.temperature,
            max_tokens=settings.max_tokens,
            system_prompt=settings.system_prompt,
        )
    )
    panel.set_models(settings.recent_models)
    await _report_database(ctl)
    await asyncio.to_thread(s.drafts.load)
    await ctl.composer.restore_draft()
    await ctl.pickers.load_presets(apply_default=ctl.chat.conversation_id is None)
    await s.history.purge_old()
    # Images no stored message uses any more (their conversations were purged) go too.
    keep = await s.repo.referenced_blobs() | s.drafts.blob_hashes()
    await asyncio.to_thread(s.blobs.gc, keep)
    await s.models.load_cached(s.endpoints.base_url())
    interrupted = await s.repo.mark_interrupted()
    if interrupted:
        text = QCoreApplication.translate(
            "AppLifecycle", "{0} reply(s) were interrupted when the app last closed."
        )
        ctl.status.show(text.format(interrupted), 8000)
    await ctl.sidebar.refresh(first_page=True)
    await s.endpoints.load_keys()
    if s.endpoints.keyring_problem and s.endpoints.has_key():
        ctl.status.show(s.endpoints.keyring_problem)  # without a key the first-run sheet says it
    ctl.pickers.show_profiles()
    log.info("ready")
    ctl.ready.emit()
    ctl.tasks.spawn(_warm_up())
    QTimer.singleShot(0, preload_message_widgets)
    ctl.sync.start()
    ctl.history_watch.start()
    if not s.endpoints.has_key():
        ctl.open_settings(first_run=True)  # the first-run sheet, not the whole dialog
    else:
        ctl.tasks.spawn(ctl.pickers.refresh())


async def _warm_up() -> None:
    await asyncio.to_thread(warm_up)
    log.info("warmed up: Markdown and code highlighting are loaded")


def preload_message_widgets() -> None:
    """Load what showing a message takes once the app is ready, so the first conversation
    opened does not pay for it: the modules, and PySide's classes and enums for the widgets
    in a message, made by building one that is thrown away (~60 ms in all, on the UI thread
    where Qt classes are made). The first paint does not wait for any of it
    (docs/architecture.md, Start-up)."""
    from app.domain import Message, MessageStatus, TextPart
    from app.ui.transcript.message_widget import MessageWidget
    from app.ui.transcript.reply_stream import ReplyStream  # noqa: F401

    sample = Message(0, 0, "assistant", (TextPart("…"),), status=MessageStatus.COMPLETE)
    MessageWidget(sample, render=str, resources=None).deleteLater()


async def _report_database(ctl: App) -> None:
    """A database that was repaired or moved aside is said in the status bar, in full."""
    report = await ctl.services.repo.open_report()
    message = report.user_message()
    if message:
        ctl.status.show(message)
    elif report.migrated_from is not None and report.backup is not None:
        log.info("database upgraded from v%s; backup %s", report.migrated_from, report.backup)


def save_layout(ctl: App) -> None:
    geometry, sizes, sidebar, inspector = ctl.window.layout_state()
    ctl.services.settings.update(
        lambda s: replace(
            s,
            window_geometry=geometry,
            pane_sizes=sizes,
            sidebar_visible=sidebar,
            inspector_visible=inspector,
        )
    )


async def shut_down(ctl: App) -> None:
    """Stop the replies (they are saved as stopped), end background work, close the
    clients, the tool servers and the database, in that order."""
    thread = ctl.chat.chat_thread
    from app.services.background_replies import leave_running  # not loaded at start-up

    leave_running()  # replies running on the server go on there; the next start polls them
    if thread.running and thread.task is not None:
        task = thread.task
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    await ctl.compare.shutdown()
    ctl.sync.stop()
    ctl.history_watch.stop()
    await ctl.settings_ui.stop_global_shortcuts()  # long-lived: not left to the grace period
    await ctl.tasks.shutdown()
    s = ctl.services
    await s.tools.manager.aclose()  # no server process outlives the app
    await s.endpoints.aclose()
    await s.settings.flush()
    s.settings.close()
    await s.repo.close()
    release_math_images()
