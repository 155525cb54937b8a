"""The sidebar room: the history list (open, search, step through, rename, trash) and the
File menu's import and export. It shows what the chat and the compare create or change."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.sidebar.conversation_list import ConversationSidebar
from app.ui.sidebar.presenter import SidebarPresenter
from app.ui.sidebar.transfer import TransferPresenter


class SidebarWindow(Protocol):
    sidebar: ConversationSidebar

    def set_title(self, title: str) -> None: ...

    def focus_search(self) -> None: ...


class Chat(Protocol):
    conversationChanged: SignalInstance

    @property
    def conversation_id(self) -> int | None: ...


class Compare(Protocol):
    entered: SignalInstance
    conversationChanged: SignalInstance
    voteRecorded: SignalInstance


class SidebarShell(Shell, Protocol):
    conversationsLoaded: SignalInstance

    @property
    def window(self) -> SidebarWindow: ...

    @property
    def chat(self) -> Chat: ...

    @property
    def compare(self) -> Compare: ...

    def new_chat(self, *, keep_search: bool = False) -> None: ...

    def open_conversation(self, conversation_id: int, focus: int | None, query: str) -> object: ...

    def on_trashed(self, conversation_id: int) -> None: ...


@dataclass(frozen=True)
class History:
    sidebar: SidebarPresenter
    transfer: TransferPresenter


def install(shell: SidebarShell) -> History:
    w, tasks, status, chat, compare = (
        shell.window,
        shell.tasks,
        shell.status,
        shell.chat,
        shell.compare,
    )
    view = w.sidebar
    bar = SidebarPresenter(view, history=shell.services.history, tasks=tasks, status=status)
    transfer = TransferPresenter(
        shell.main_window,
        repo=shell.services.repo,
        blobs=shell.services.blobs,
        tasks=tasks,
        status=status,
    )
    view.newChatRequested.connect(shell.new_chat)
    bar.openRequested.connect(shell.open_conversation)
    bar.trashed.connect(shell.on_trashed)
    bar.renamed.connect(
        lambda cid, title: w.set_title(title) if cid == chat.conversation_id else None
    )
    bar.listed.connect(shell.conversationsLoaded)
    chat.conversationChanged.connect(bar.show)
    compare.conversationChanged.connect(bar.show)
    compare.entered.connect(lambda: bar.select(None))
    compare.voteRecorded.connect(lambda _v: tasks.spawn(bar.refresh()))
    transfer.imported.connect(lambda _s: tasks.spawn(bar.refresh()))
    add = shell.actions.add
    add(
        Action(
            "sidebar.search",
            QT_TRANSLATE_NOOP("ShortcutSheet", "Search conversations"),
            "ShortcutSheet",
            w.focus_search,
            "Ctrl+K",
        )
    )
    add(
        Action(
            "sidebar.next",
            QT_TRANSLATE_NOOP("ShortcutSheet", "Next conversation"),
            "ShortcutSheet",
            lambda: view.step(1),
            "Ctrl+Tab",
        )
    )
    add(
        Action(
            "sidebar.previous",
            QT_TRANSLATE_NOOP("ShortcutSheet", "Previous conversation"),
            "ShortcutSheet",
            lambda: view.step(-1),
            "Ctrl+Shift+Tab",
        )
    )
    add(
        Action(
            "transfer.import",
            QT_TRANSLATE_NOOP("FileMenu", "&Import…"),
            "FileMenu",
            transfer.choose_import,
            menu=MenuPlace("file", 2, 0),
            tip=QT_TRANSLATE_NOOP(
                "FileMenu", "Import a Comet Desk export or a ChatGPT conversations.json"
            ),
        )
    )
    add(
        Action(
            "transfer.export-json",
            QT_TRANSLATE_NOOP("FileMenu", "Export all as &JSON…"),
            "FileMenu",
            lambda: transfer.choose_export("json"),
            menu=MenuPlace("file", 2, 1),
        )
    )
    add(
        Action(
            "transfer.export-markdown",
            QT_TRANSLATE_NOOP("FileMenu", "Export all as &Markdown…"),
            "FileMenu",
            lambda: transfer.choose_export("markdown"),
            menu=MenuPlace("file", 2, 2),
        )
    )
    return History(bar, transfer)
