"""The shell: it installs the window's rooms, keeps the few ports between them, and runs
start-up and shutdown (app.ui.shell.lifecycle). Each room installs itself
(app/ui/<room>/room.py): it declares its window actions (app.ui.common.actions) and wires
its presenters to what it uses of the shell (the protocol in its room.py). What is on screen,
the chat or the compare and which conversation, is app.ui.shell.navigation's."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.config import Settings
from app.services.app_services import AppServices
from app.ui.capture import room as capture
from app.ui.chat import room as chat
from app.ui.common.actions import ActionTable
from app.ui.common.status_bus import StatusArea, StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.compare import room as compare
from app.ui.composer import room as composer
from app.ui.imagegen import room as imagegen
from app.ui.inspector import room as inspector
from app.ui.settings import room as settings
from app.ui.shell.history_watch import HistoryWatch
from app.ui.shell.lifecycle import save_layout, shut_down, start_up
from app.ui.shell.main_window import MainWindow
from app.ui.shell.navigation import Navigation
from app.ui.shell.window_actions import WindowActions
from app.ui.sidebar import room as sidebar
from app.ui.sync import room as sync
from app.ui.tools import room as tools
from app.ui.transcript import room as transcript

if TYPE_CHECKING:
    from app.services.sync.preferences import PreferencesPort

log = logging.getLogger(__name__)


class AppController(QObject):
    """Signals:
    ready(): start-up finished (conversations listed, keys looked up).
    conversationsLoaded(): the sidebar was refilled.
    titleGenerated(int, str): a conversation got its title from the auto-title model.
    conversationOpened(int): a conversation's messages are on screen.
    replyFinished(object): a reply of the main chat reached its final state (the Message).
    modelsLoaded(list): the model picker was filled (model ids).
    settingsOpened(object): the settings dialog was shown.
    themeChanged(str): "system", "light" or "dark", chosen in the settings.
    databaseFailed(str): the history could not be opened (too new, failed migration).
    """

    ready = Signal()
    conversationsLoaded = Signal()
    titleGenerated = Signal(int, str)
    conversationOpened = Signal(int)
    replyFinished = Signal(object)
    modelsLoaded = Signal(list)
    settingsOpened = Signal(object)
    themeChanged = Signal(str)
    databaseFailed = Signal(str)

    def __init__(self, window: MainWindow, services: AppServices) -> None:
        super().__init__(window)
        self.window = window
        self.services = services
        self.tasks = TaskRunner(self)
        self.status = StatusBus(self)
        self.status_area = StatusArea(self.status, window.statusBar())
        self.actions = ActionTable(window, window.menus)
        # What another start asks for (``cometdesk quick|capture|new``): the rooms add theirs.
        self.commands: dict[str, Callable[[], None]] = {}
        self.tasks.failed.connect(lambda text: self.status.show(text))
        # The intents that span rooms (what is on screen), as the rooms and tests call them.
        nav = self.navigation = Navigation(self)
        self.new_chat, self.open_conversation, self.set_compare = (
            nav.new_chat,
            nav.open_conversation,
            nav.set_compare,
        )
        self.stop, self.edit_last, self.mark_editing = nav.stop, nav.edit_last, nav.mark_editing
        self.open_compare, self.open_fork, self.on_trashed = (
            nav.open_compare,
            nav.open_fork,
            nav.on_trashed,
        )
        self.synthesize, self.continue_alone, self.after_sync = (
            nav.synthesize,
            nav.continue_alone,
            nav.after_sync,
        )
        self.each_transcript = nav.each_transcript
        # The rooms, in the order their actions are listed (the cheat sheet, the palette).
        self.window_actions = WindowActions(self)
        made = tools.install(self)
        self.tools, self.tool_loop = made.presenter, made.loop
        self.image_mode = imagegen.install(self)
        self.image_maker = self.image_mode.maker
        writing = composer.install(self)
        self.attachments, self.documents = writing.attachments, writing.documents
        self.composer = writing.composer
        self.capture_room = capture.install(self)
        self.capture = self.capture_room.presenter
        self.threads = transcript.install(self)
        self.pickers = inspector.install(self)
        self.chat = chat.install(self)
        self.compare = compare.install(self)
        history = sidebar.install(self)
        self.sidebar, self.transfer = history.sidebar, history.transfer
        self.settings_ui = settings.install(self)
        self.sync = sync.install(self)
        # Another process's changes to the history (a command, cron) show up here too.
        self.history_watch = HistoryWatch(
            services.repo, self.tasks, lambda: self.chat.conversation_id, self
        )
        self.history_watch.changedElsewhere.connect(nav.after_outside_change)
        self._install_rooms_loaded_on_use()
        for action_id, button in window.action_buttons().items():
            if action_id in self.actions:
                self.actions.name_key(button, action_id)
        window.close_handler = self._on_close_requested
        # Told on the database thread (the history's journal removed and rescued): shown here.
        loop = asyncio.get_event_loop()

        def tell(text: str) -> None:
            loop.call_soon_threadsafe(self.status.show, text, 30_000)

        services.repo.set_notice_listener(tell)

    def _install_rooms_loaded_on_use(self) -> None:
        """The rooms most sessions never open: imported here, not with this module; each
        declares its actions and connects, and builds its presenter on first use."""
        from app.ui.assistants import room as assistants
        from app.ui.describe import room as describe
        from app.ui.knowledge import room as knowledge
        from app.ui.prompts import room as prompts
        from app.ui.promptsets import room as promptsets
        from app.ui.quick import room as quick
        from app.ui.voice import room as voice

        self.voice = voice.install(self)
        self.quick = quick.install(self)
        self.describe = describe.install(self)
        self.prompts = prompts.install(self)
        self.prompt_sets = promptsets.install(self)
        self.assistants = assistants.install(self)
        self.knowledge = knowledge.install(self)

    # ---- ports the rooms share -----------------------------------------------------------

    @property
    def main_window(self) -> QWidget:
        return self.window

    def open_settings(self, first_run: bool = False, error: str = "", profile: str = "") -> Any:
        return self.settings_ui.open(first_run, error, profile)

    def perform(self, command: str) -> None:
        """What another start asked for (``cometdesk new|quick|capture``, a desktop action,
        a second start): see app.ui.shell.single_instance.COMMANDS."""
        log.info("asked for: %s", command)
        self.commands.get(command, self.window.bring_to_front)()

    def sync_preferences(self) -> PreferencesPort:
        """The window's preferences as a sync round reads and changes them (made for the
        first round: a window that never syncs does not load sync's modules)."""
        from app.ui.shell.sync_preferences import WindowPreferences

        s = self.services
        prompts, assistants = self.prompts.presenter, self.assistants.presenter
        return WindowPreferences(
            asyncio.get_event_loop(),
            s.settings,
            presets=lambda: self.pickers.presets,
            set_presets=self.pickers.change_presets,
            tools=lambda: s.tools.settings.settings,
            set_tools=self.tools.change_settings,
            prompts=prompts.current,
            set_prompts=prompts.change,
            assistants=assistants.current,
            set_assistants=assistants.change,
        )

    def send_from_composer(self) -> None:
        self.composer.send()

    # ---- start-up and shutdown (app.ui.shell.lifecycle) ---------------------------------

    def start(self) -> asyncio.Task[Any]:
        return self.tasks.spawn(start_up(self))

    def _on_close_requested(self) -> bool:
        """Let the window close only after a running reply is saved and storage is closed."""
        if self.tasks.closing:
            return True
        self.composer.flush_draft()
        save_layout(self)
        self.tasks.spawn(self._shutdown())
        self.tasks.closing = True
        return False

    async def shutdown(self) -> None:
        # The microphone and speakers close, the quick reply is saved as stopped, the kept
        # jobs' windows hide (their jobs stay in the data folder, offered next time).
        for room in (self.voice, self.quick, self.describe, self.prompt_sets):
            room.close()
        await shut_down(self)

    async def _shutdown(self) -> None:
        try:
            await self.shutdown()
        finally:
            self.window.close()

    # ---- what tests and tools read ------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self.services.settings.value

    @property
    def repo(self) -> Any:
        return self.services.repo

    @property
    def drafts(self) -> Any:
        return self.services.drafts

    @property
    def known_secrets(self) -> list[str]:
        return self.services.endpoints.known_secrets

    @property
    def conversation_id(self) -> int | None:
        return self.chat.conversation_id

    async def export_to(self, path: Path, fmt: str, ids: list[int] | None = None) -> int:
        return await self.transfer.export_to(path, fmt, ids)

    async def import_from(self, path: Path) -> Any:
        return await self.transfer.import_from(path)
