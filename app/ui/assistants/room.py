"""The assistants room: the sidebar's assistant button, File ▸ New chat with an assistant…
and Tools ▸ Assistants… open the assistants, loaded then (not at start-up); the header shows
the assistant of the chat on screen, looked up only for a chat that has one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from app.domain import Params
from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.transcript.thread import ThreadPresenter

if TYPE_CHECKING:
    from app.ui.assistants.presenter import AssistantsPresenter

KEY = "Ctrl+Shift+N"


class Header(Protocol):
    assistantClicked: SignalInstance

    def set_assistant(self, name: str, glyph: str = "", description: str = "") -> None: ...


class Panel(Protocol):
    def params(self, *, strict: bool = True) -> Params: ...

    def set_params(self, params: Params) -> None: ...

    def model(self) -> str: ...

    def model_ids(self) -> list[str]: ...


class AssistantsWindow(Protocol):
    assistantChatRequested: SignalInstance

    @property
    def header(self) -> Header: ...

    @property
    def parameter_panel(self) -> Panel: ...

    def focus_composer(self) -> None: ...

    def choose_bases(self, names: list[str]) -> None: ...


class Chat(Protocol):
    chat_thread: ThreadPresenter
    assistantShown: SignalInstance


class Compare(Protocol):
    entered: SignalInstance


class Servers(Protocol):
    def servers(self) -> list[tuple[str, str]]: ...


class Sidebar(Protocol):
    def select(self, conversation_id: int | None) -> None: ...


class AssistantsShell(Shell, Protocol):
    @property
    def window(self) -> AssistantsWindow: ...

    @property
    def chat(self) -> Chat: ...

    @property
    def compare(self) -> Compare: ...

    @property
    def tools(self) -> Servers: ...

    @property
    def sidebar(self) -> Sidebar: ...

    def new_chat(self, *, keep_search: bool = False) -> None: ...


class AssistantsRoom:
    def __init__(self, shell: AssistantsShell) -> None:
        self._shell = shell
        self.made: AssistantsPresenter | None = None
        w = shell.window
        header = w.header
        w.assistantChatRequested.connect(lambda anchor: self.presenter.open_picker(anchor))
        header.assistantClicked.connect(lambda: self.presenter.edit_shown())
        shell.chat.assistantShown.connect(self._show)
        shell.compare.entered.connect(lambda: self._show(""))  # the compare has its own header
        shell.actions.add(
            Action(
                "assistants.new-chat",
                QT_TRANSLATE_NOOP("FileMenu", "&New chat with an assistant…"),
                "FileMenu",
                lambda: self.presenter.open_picker(shell.main_window),
                KEY,
                MenuPlace("file", 0, 1),
                tip=QT_TRANSLATE_NOOP(
                    "FileMenu", "Start a chat with an assistant's instructions, model and tools"
                ),
            )
        )
        shell.actions.add(
            Action(
                "assistants.manage",
                QT_TRANSLATE_NOOP("FileMenu", "&Assistants…"),
                "FileMenu",
                lambda: self.presenter.open_manager(),
                menu=MenuPlace("tools", 0, 4),
                tip=QT_TRANSLATE_NOOP(
                    "FileMenu",
                    "Assistants: instructions, a model, tools and knowledge to start chats with",
                ),
            )
        )

    def _show(self, assistant_id: str) -> None:
        if assistant_id or self.made is not None:
            self.presenter.show(assistant_id)
        else:
            header = self._shell.window.header
            header.set_assistant("")

    @property
    def presenter(self) -> AssistantsPresenter:
        """The assistants' presenter, made when first asked for."""
        if self.made is None:
            from app.ui.assistants.presenter import AssistantsPresenter

            shell = self._shell
            w = shell.window
            self.made = AssistantsPresenter(
                data_dir=shell.services.data_dir,
                header=w.header,
                panel=w.parameter_panel,
                conversation_created=shell.chat.chat_thread.events.conversationCreated,
                repo=shell.services.repo,
                new_chat=shell.new_chat,
                focus_composer=w.focus_composer,
                tool_servers=shell.tools.servers,
                choose_bases=w.choose_bases,
                tasks=shell.tasks,
                status=shell.status,
                parent=shell.main_window,
            )
            self.made.chatStarted.connect(lambda _id: shell.sidebar.select(None))
        return self.made


def install(shell: AssistantsShell) -> AssistantsRoom:
    return AssistantsRoom(shell)
