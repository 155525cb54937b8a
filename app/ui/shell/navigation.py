"""What is on screen: the chat or the compare, and which conversation. The intents that span
rooms go through here: a new chat, opening one (a compare group opens as the compare), a
fork, Continue with this one, Synthesize, Esc, the open conversation trashed or changed
by a sync round or another process."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance

from app.domain import Conversation, Message, Params
from app.services.app_services import AppServices
from app.ui.chat.presenter import ChatPresenter
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.compare.presenter import ComparePresenter
from app.ui.composer.presenter import ComposerPresenter
from app.ui.inspector.models import ModelsPresenter
from app.ui.sidebar.presenter import SidebarPresenter
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.shell.main_window import MainWindow
    from app.ui.voice.room import VoiceRoom

OPENING = "open-conversation"  # opening a conversation: only the last one asked for counts


class NavigationShell(Protocol):
    """What navigating uses of the shell: the rooms' presenters it moves between."""

    window: MainWindow
    services: AppServices
    tasks: TaskRunner
    status: StatusBus
    chat: ChatPresenter
    compare: ComparePresenter
    composer: ComposerPresenter
    sidebar: SidebarPresenter
    pickers: ModelsPresenter
    voice: VoiceRoom
    conversationOpened: SignalInstance


class Navigation(QObject):
    def __init__(self, shell: NavigationShell) -> None:
        super().__init__(shell.window)
        self._shell = shell

    def set_compare(self, on: bool) -> None:
        """Compare mode on or off: the compare view or the chat, and where Send goes."""
        shell = self._shell
        shell.compare.set_mode(on)
        shell.composer.set_target(shell.compare if on else shell.chat)

    def stop(self) -> None:
        """Esc: cancel an edit, or stop the replies (a compare left streaming too)."""
        shell = self._shell
        if shell.voice.stop():
            return  # dictation cancelled, or reading aloud stopped: one thing per Esc
        if not shell.composer.stop():
            shell.compare.stop_all()

    def edit_last(self) -> None:
        if not self._shell.window.comparing:
            self._shell.chat.edit_last()

    def new_chat(self, *, keep_search: bool = False) -> None:
        """New chat (the button, Ctrl+N): the sidebar lists the whole history again, where
        the new conversation will show. ``keep_search``: the open one went to the trash, and
        the results searched for stay."""
        shell = self._shell
        # A conversation still loading (a click just before Ctrl+N) does not come up after.
        shell.tasks.cancel_latest(OPENING)
        if shell.window.comparing:
            self.set_compare(False)
        shell.chat.new_chat()
        # A new chat searches no knowledge base until the person ticks one (or an assistant
        # started with it chooses its own, after this); the last chat's ticks stay with it.
        shell.window.choose_bases([])
        if not keep_search:
            shell.sidebar.clear_search()
        shell.sidebar.select(None)
        shell.pickers.apply_default_preset()

    def open_conversation(
        self, conversation_id: int, focus: int | None = None, query: str = ""
    ) -> asyncio.Task[Any]:
        shell = self._shell
        if shell.window.comparing:
            self.set_compare(False)
        # The last conversation asked for is the one that opens: one still loading (a double
        # click, a quick arrow key) is cancelled so it cannot show up after it.
        return shell.tasks.spawn(shell.chat.open(conversation_id, focus, query), latest=OPENING)

    def open_compare(self, conversation: Conversation) -> None:
        """A conversation picked in the sidebar is a compare column: its compare opens."""
        self._shell.tasks.spawn(self._open_compare(conversation), latest=OPENING)

    async def _open_compare(self, conversation: Conversation) -> None:
        shell = self._shell
        await shell.compare.open_group(conversation)
        shell.composer.set_target(shell.compare)
        shell.conversationOpened.emit(conversation.id)

    def open_fork(self, conversation: Conversation) -> None:
        self._shell.sidebar.show(conversation)
        self.open_conversation(conversation.id)

    def on_trashed(self, conversation_id: int) -> None:
        """The open conversation (or a column of the open compare) went to the trash."""
        shell = self._shell
        shown = {c.thread.conversation_id for c in shell.compare.columns}
        if shell.window.comparing and conversation_id in shown:
            self.new_chat(keep_search=True)  # leaves compare mode
        elif not shell.window.comparing and conversation_id == shell.chat.conversation_id:
            self.new_chat(keep_search=True)

    def synthesize(self, prompt: str, params: Params, title: str) -> None:
        """The compare's Synthesize: a new chat with the chosen model holds the prompt as its
        question, and the reply streams there (Esc stops it, as any reply)."""
        self.new_chat()
        panel = self._shell.window.parameter_panel
        panel.set_model(params.model)
        thread = self._shell.chat.chat_thread
        thread.start(thread.send_message(prompt, params, [], title=title))

    def continue_alone(self, conversation_id: int) -> None:
        """'Continue with this one': the column leaves its compare and opens as a chat."""
        self._shell.tasks.spawn(self._continue_alone(conversation_id))

    async def _continue_alone(self, conversation_id: int) -> None:
        shell = self._shell
        repo = shell.services.repo
        conv = await repo.get_conversation(conversation_id)
        if conv is None:
            return
        await repo.set_compare_group(conversation_id, "")
        await repo.rename_conversation(conversation_id, conv.title.removeprefix("⚖ "))
        await shell.sidebar.refresh()
        self.set_compare(False)
        await shell.chat.open(conversation_id)
        shell.sidebar.select(conversation_id)

    def after_sync(self, summary: Any) -> None:
        """A sync round brought other machines' changes: the list, and the conversation on
        screen if it changed and is not replying."""
        self._shell.tasks.spawn(self._after_sync(summary))

    async def _after_sync(self, summary: Any) -> None:
        shell = self._shell
        await shell.sidebar.refresh()
        shown = shell.chat.conversation_id
        if (
            shown is not None
            and not shell.window.comparing
            and shown in summary.changed
            and not shell.chat.chat_thread.running
        ):
            await shell.chat.open(shown)

    def after_outside_change(self, shown_changed: bool) -> None:
        """Another process changed the history (a command, cron)."""
        self._shell.tasks.spawn(self._after_outside_change(shown_changed))

    async def _after_outside_change(self, shown_changed: bool) -> None:
        shell = self._shell
        await shell.sidebar.refresh()
        shown = shell.chat.conversation_id
        if shown is None or shell.window.comparing or shell.chat.chat_thread.running:
            return
        if await shell.services.repo.get_conversation(shown) is None:
            # Moved to the trash or purged by another process: nothing to send to any more.
            self.new_chat(keep_search=True)
            text = QCoreApplication.translate(
                "AppController", "The open conversation was deleted elsewhere."
            )
            shell.status.show(text, 8000)
        elif shown_changed:
            await shell.chat.open(shown)

    def mark_editing(self, message: Message, where: object, on: bool) -> None:
        """The question being edited is marked in the transcript it came from: a compare
        column's (its token), or the chat's."""
        thread = getattr(where, "thread", None)
        if not isinstance(thread, ThreadPresenter):
            thread = self._shell.chat.chat_thread
        thread.mark_editing(message.id, on)

    def each_transcript(self, change: Callable[[TranscriptView], None]) -> None:
        """``change`` for the chat's transcript and each compare column's."""
        change(self._shell.window.transcript)
        for column in self._shell.compare.columns:
            change(column.widget.transcript)
