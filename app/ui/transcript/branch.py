"""The branch on screen in one transcript: loaded a page at a time (older pages on scroll-up,
back to a search match), with its version numbers, the question being edited marked, and its
totals (tokens, cost) and how much of the model's context it takes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.domain import Params
from app.services.usage_totals import Totals, totals_of
from app.ui.transcript.message_helpers import describe_totals
from app.ui.transcript.thread_state import ThreadDeps, ThreadState
from app.ui.transcript.view import TranscriptView

PAGE = 50  # messages per page when a conversation opens, and per scroll-up


class Branch(QObject):
    """Signals:
    totalsChanged(str, str): tokens and cost of the branch on screen (text, tooltip).
    contextChanged(int, int): tokens the next request would use, and the model's context
        length (0 when unknown).
    """

    totalsChanged = Signal(str, str)
    contextChanged = Signal(int, int)

    def __init__(
        self,
        view: TranscriptView,
        state: ThreadState,
        deps: ThreadDeps,
        params: Callable[[], Params],
    ) -> None:
        super().__init__(view)
        self._view = view
        self._state = state
        self._deps = deps
        self._repo = deps.repo
        self._params = params
        self.totals = Totals()
        self.editing: int | None = None  # the question the composer holds for editing

    def mark_editing(self, message_id: int, editing: bool) -> None:
        """Mark (or unmark) the question being edited; it stays marked when the branch is
        loaded again while the edit lasts."""
        if editing:
            if self.editing is not None and self.editing != message_id:
                self._mark(self.editing, False)
            self.editing = message_id
        elif self.editing == message_id:
            self.editing = None
        self._mark(message_id, editing)

    def _mark(self, message_id: int, editing: bool) -> None:
        widget = self._view.widget_of(message_id)
        if widget is not None:
            widget.set_editing(editing)

    def clear(self, conversation_id: int | None = None) -> None:
        self._state.conversation_id = conversation_id
        self.editing = None
        self._view.set_messages([])
        self.totalsChanged.emit("", "")
        self.contextChanged.emit(0, 0)

    async def show(self, conversation_id: int, focus: int | None = None) -> None:
        """Load the branch (its last page, or back to ``focus``) with its version numbers,
        and scroll to ``focus`` if given."""
        messages = await self._repo.list_messages(conversation_id, limit=PAGE)
        has_older = len(messages) == PAGE
        while focus is not None and has_older and all(m.id != focus for m in messages):
            older = await self._repo.list_messages(
                conversation_id, limit=PAGE, before_id=messages[0].id
            )
            messages = older + messages
            has_older = len(older) == PAGE
        versions = await self._repo.version_positions(conversation_id)
        answers = await self._repo.answer_positions(conversation_id) if versions else {}
        if conversation_id != self._state.conversation_id:
            return
        self._view.set_messages(
            messages, has_older=has_older, versions=versions, keep_all=True, answers=answers
        )
        if self.editing is not None:
            self._mark(self.editing, True)
        if focus is not None:
            self._view.scroll_to_message(focus)
        await self.update_totals()

    async def show_answer(self, conversation_id: int, message_id: int | None) -> None:
        """A reply with n answers ended: the branch again, with their versions, showing
        ``message_id`` (one of them) if given, else the first."""
        if message_id is not None:
            await self._repo.show_version(message_id)
        await self.show(conversation_id)

    async def reveal(self, message_id: int) -> None:
        """Make sure a message (a search match, say) is on the branch on screen."""
        message = await self._repo.get_message(message_id)
        if message is not None and not message.active:
            await self._repo.show_version(message_id)

    async def load_older(self) -> None:
        conversation_id, first = self._state.conversation_id, self._view.first_message_id
        if conversation_id is None or first is None or not self._view.has_older:
            return
        older = await self._repo.list_messages(conversation_id, limit=PAGE, before_id=first)
        if conversation_id == self._state.conversation_id:
            self._view.prepend_messages(older, has_older=len(older) == PAGE)

    async def update_totals(self) -> None:
        conversation_id = self._state.conversation_id
        if conversation_id is None:
            self.totalsChanged.emit("", "")
            self.contextChanged.emit(0, 0)
            return
        replies = await self._repo.branch_replies(conversation_id)
        if conversation_id != self._state.conversation_id:
            return
        models = self._deps.models
        self.totals = totals_of(replies, models.cost, models.saving, models.priced)
        self.totalsChanged.emit(*describe_totals(self.totals))
        await self.update_context()

    async def update_context(self) -> None:
        """How much of the model's context the conversation on screen takes."""
        conversation_id = self._state.conversation_id
        used, limit = await self._deps.meter.measure(conversation_id, self._params())
        if conversation_id == self._state.conversation_id:
            self.contextChanged.emit(used, limit)
