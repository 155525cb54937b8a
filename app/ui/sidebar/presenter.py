"""The conversation list: fill it (the newest page first on a long history), search, and the
history operations offered on it (rename, pin, folders, duplicate, trash with Undo). A
compare is one entry: the history service applies these to all of its columns."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.domain import Conversation
from app.services.history import HistoryService
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.sidebar.conversation_list import ConversationSidebar

SEARCH_DELAY_MS = 150
UNDO_MS = 8000


class SidebarPresenter(QObject):
    """Signals:
    openRequested(int, object, str): open a conversation (id, message to show or None, the
        search text that found it).
    trashed(int): a conversation went to the trash (each column of a compare).
    renamed(int, str): a conversation was renamed.
    listed(): the list was filled.
    changed(): the person changed the history from the list (renamed, pinned, filed,
        trashed, restored, duplicated; folders made, renamed, removed).
    """

    openRequested = Signal(int, object, str)
    trashed = Signal(int)
    renamed = Signal(int, str)
    listed = Signal()
    changed = Signal()

    def __init__(
        self,
        sidebar: ConversationSidebar,
        *,
        history: HistoryService,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(sidebar)
        self.sidebar = sidebar
        self._history = history
        self._tasks = tasks
        self._status = status
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(lambda: self._spawn(self.refresh()))
        bar = sidebar
        bar.conversationSelected.connect(lambda cid: self.openRequested.emit(cid, None, ""))
        bar.matchSelected.connect(
            lambda cid, mid: self.openRequested.emit(cid, mid, bar.search_text())
        )
        bar.searchChanged.connect(lambda _text: self._search_timer.start())
        bar.renameRequested.connect(lambda cid, title: self._spawn(self.rename(cid, title)))
        bar.pinRequested.connect(lambda cid, on: self._change(self._history.pin(cid, on)))
        bar.deleteRequested.connect(lambda cid: self._spawn(self.trash(cid)))
        bar.duplicateRequested.connect(lambda cid: self._spawn(self.duplicate(cid)))
        bar.moveRequested.connect(lambda cid, fid: self._change(self._history.move(cid, fid)))
        bar.newFolderRequested.connect(
            lambda name: self._change(self._history.new_folder(name, bar.take_pending_move()))
        )
        bar.renameFolderRequested.connect(
            lambda fid, name: self._change(self._history.rename_folder(fid, name))
        )
        bar.deleteFolderRequested.connect(
            lambda fid: self._change(self._history.delete_folder(fid))
        )

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def _change(self, change: Coroutine[Any, Any, Any]) -> None:
        async def then_refresh() -> None:
            await change
            self.changed.emit()
            await self.refresh()

        self._spawn(then_refresh())

    async def refresh(self, *, first_page: bool = False) -> None:
        """Fill the list. ``first_page``: the newest conversations first (under a
        millisecond to read), then the whole history, so a big history paints at once."""
        query = self.sidebar.search_text().strip()
        if query:
            results = await self._history.search(query)
            if query == self.sidebar.search_text().strip():
                self.sidebar.set_results(
                    [(r.conversation, r.message_id, r.snippet_html) for r in results]
                )
            self.listed.emit()
            return
        if first_page:
            first = await self._history.listing(first_page=True)
            self.sidebar.set_conversations(first.conversations, first.folders)
            if first.complete:
                self.listed.emit()
                return
        listing = await self._history.listing()
        self.sidebar.set_conversations(listing.conversations, listing.folders)
        self.listed.emit()

    def show(self, conversation: Conversation) -> None:
        """A conversation created or changed: at the top of its group, selected."""
        self.sidebar.add_or_raise(conversation)

    def select(self, conversation_id: int | None) -> None:
        self.sidebar.select(conversation_id)

    def clear_search(self) -> None:
        """A new chat: the whole history again, at once (a list still filtered by the last
        search would hide the new conversation when it is made)."""
        if self.sidebar.search_text():
            self.sidebar.clear_search()
            self._search_timer.stop()
            self._spawn(self.refresh())

    async def rename(self, conversation_id: int, title: str) -> None:
        await self._history.rename(conversation_id, title)
        self.renamed.emit(conversation_id, title)
        self.changed.emit()
        await self.refresh()

    async def trash(self, conversation_id: int) -> None:
        """To the trash (purged after 30 days, with its images), with Undo for a while; a
        compare's column takes the whole compare with it."""
        for trashed in await self._history.trash(conversation_id):
            self.trashed.emit(trashed)
        self.changed.emit()
        await self.refresh()
        self._status.offer("undo", self.tr("Undo delete"), self._undo_later, UNDO_MS)
        self._status.show(self.tr("Moved to the trash."), UNDO_MS)

    def _undo_later(self) -> None:
        self._spawn(self.undo())

    async def undo(self) -> None:
        if await self._history.undo_trash():
            self.changed.emit()
            await self.refresh()
            self._status.show(self.tr("Restored."), 3000)

    async def duplicate(self, conversation_id: int) -> None:
        original = next((c for c in self.sidebar.conversations() if c.id == conversation_id), None)
        title = original.title if original is not None else ""
        copy = await self._history.duplicate(conversation_id, self.tr("{0} (copy)").format(title))
        self.changed.emit()
        await self.refresh()
        self.sidebar.select(copy.id)
        self.openRequested.emit(copy.id, None, "")
        self._status.show(self.tr("Duplicated “{0}”.").format(title), 4000)
