"""Compare mode: one prompt to 2–6 columns, each a ThreadPresenter of its own (so each column
streams, stops, retries and offers the same message actions as the main chat). The Qt-free
state is a CompareSession.

The presenter owns the columns (made, removed, started afresh, a saved compare brought
back), their headers, and the composer's send target; its parts share the columns
(``Columns``) and each does one thing: the replies of a round as they arrive and end
(``ReplyRound``), the blind arena and its vote (``BlindArena``), the figures table and
totals (``FiguresFeed``), sending (``CompareSender``), the saved setups (``SavedSetups``),
a column's own controls (``ColumnTools``), and the diff, export, leaderboard and
Synthesize (``CompareResults``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.domain import Conversation, Params, Vote
from app.services.compare.session import CompareSession
from app.services.history import HistoryService
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.compare.blind_arena import BlindArena
from app.ui.compare.column_tools import ColumnTools
from app.ui.compare.columns import Column, Columns, CompareHost, CompareParams
from app.ui.compare.figures_feed import FiguresFeed
from app.ui.compare.reply_round import ReplyRound
from app.ui.compare.results import CompareResults
from app.ui.compare.saved_setups import SavedSetups
from app.ui.compare.sending import CompareSender
from app.ui.composer.ports import Edit, Outgoing
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    # The compare view loads with compare mode (the window builds it when first shown).
    from app.services.compare.setups import Setup
    from app.ui.compare.arena_dialogs import LeaderboardDialog
    from app.ui.compare.view import CompareColumn, CompareView

ThreadFactory = Callable[[TranscriptView, Callable[[], Params]], ThreadPresenter]

__all__ = ["Column", "CompareHost", "CompareParams", "ComparePresenter", "ThreadFactory"]


class ComparePresenter(QObject):
    """Signals:
    entered(): compare mode came on (nothing in the sidebar is the compare yet).
    editRequested(object, object): Edit on a column's question (the Message, the Column):
        the composer edits it, and sends it back to that column.
    allFinished(): no column is streaming any more.
    columnFinished(int, object): a column's reply reached its final state (index, Message).
    voteRecorded(object): a blind-arena vote was stored (the Vote); names are revealed.
    continueRequested(int): continue a column's conversation on its own (its id).
    conversationChanged(object): a column's conversation was created (the Conversation).
    totalsChanged(str, str): tokens and cost of every column together (text, tooltip).
    forked(object): a column's message was forked into a new chat (the Conversation).
    synthesizeRequested(str, object, str): Synthesize was confirmed: a new chat should hold
        this prompt as its question and stream the reply (the prompt, the Params to ask
        with, the chat's title).
    modelsChanged(): the columns' models may have changed (a column's model, a column
        added or removed, compare on or off): see ``column_models``.
    """

    entered = Signal()
    editRequested = Signal(object, object)
    allFinished = Signal()
    columnFinished = Signal(int, object)
    voteRecorded = Signal(object)
    continueRequested = Signal(int)
    conversationChanged = Signal(object)
    totalsChanged = Signal(str, str)
    forked = Signal(object)
    synthesizeRequested = Signal(str, object, str)
    modelsChanged = Signal()

    def __init__(
        self,
        host: CompareHost,
        *,
        panel: CompareParams,
        parent: QWidget,
        session: CompareSession,
        history: HistoryService,
        make_thread: ThreadFactory,
        list_votes: Callable[..., Any],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._panel = panel
        self.session = session
        self._history = history
        self._make_thread = make_thread
        self._tasks = tasks
        self._status = status
        self._columns = Columns(host, panel, session)
        spawn = tasks.spawn
        self._figures = FiguresFeed(self._columns, self.totalsChanged.emit, self)
        self._round = ReplyRound(
            self._columns,
            self._figures,
            spawn=spawn,
            column_finished=self.columnFinished.emit,
            all_finished=self.allFinished.emit,
            parent=self,
        )
        self._arena = BlindArena(
            self._columns,
            self._figures,
            status=status,
            start_from=self._start_from,
            update_headers=self._update_headers,
            busy=self.busy,
            vote_recorded=self.voteRecorded.emit,
            parent=self,
        )
        self._sender = CompareSender(
            self._columns,
            self._arena,
            dialogs=parent,
            update_headers=self._update_headers,
            parent=self,
        )
        self._setups = SavedSetups(
            self._columns,
            self._figures,
            dialogs=parent,
            spawn=spawn,
            status=status,
            start_from=self._start_from,
            update_headers=self._update_headers,
            busy=self.busy,
            parent=self,
        )
        self._tools = ColumnTools(self._columns, dialogs=parent, parent=self)
        self._results = CompareResults(
            self._columns,
            dialogs=parent,
            spawn=spawn,
            status=status,
            list_votes=list_votes,
            busy=self.busy,
            synthesize=self.synthesizeRequested.emit,
            parent=self,
        )

    @property
    def view(self) -> CompareView:
        return self._host.compare_view

    @property
    def columns(self) -> list[Column]:
        return self._columns.items

    @property
    def models(self) -> list[str]:
        """The models offered in each column's picker."""
        return self._columns.models

    def _connect_view(self) -> None:
        view = self.view
        if view.property("connected"):
            return
        view.setProperty("connected", True)
        view.addColumnRequested.connect(lambda: self.add_column())
        view.voteCast.connect(lambda choice: self._tasks.spawn(self.vote(choice)))
        view.blindChanged.connect(self._arena.toggled)
        self._setups.connect_view()
        self._results.connect_view()

    # ---- mode ---------------------------------------------------------------------------

    def set_mode(self, on: bool) -> None:
        """Compare on (a fresh compare unless one is open) or off (back to the chat)."""
        host = self._host
        host.set_compare_checked(on)
        if on:
            self._connect_view()
            self._columns.models = self._panel.model_ids()
            if not self.columns or self.session.group:
                first = self._panel.model()
                others = [m for m in self.models if m != first]
                self.start_new([first, *others[:1]])
            host.show_compare(True)
            host.set_title(self.tr("Compare models"))
            host.set_context(0, 0)
            self._figures.add_up()
            self._update_headers()
            self.entered.emit()
        else:
            host.show_compare(False)
            host.set_title(self.tr("New chat"))
            self.modelsChanged.emit()

    # ---- columns ------------------------------------------------------------------------

    def add_column(self, model: str = "") -> CompareColumn:
        """A column on ``model``; without one, on the first listed model that no column
        has yet (a second column of the same model is rarely what is wanted)."""
        if not model:
            taken = {c.widget.model for c in self.columns}
            # With no other model known yet (the catalog still loading), the panel's: an
            # empty picker would hide which model the column asks.
            model = next((m for m in self.models if m not in taken), "") or self._panel.model()
        widget = self.view.add_column(self.models, model)
        holder: list[Column] = []
        thread = self._make_thread(widget.transcript, lambda: self._columns.params_of(holder[0]))
        column = Column(widget, thread)
        holder.append(column)
        self.columns.append(column)
        widget.stopRequested.connect(thread.stop)
        widget.retryRequested.connect(lambda: self.retry(column))
        widget.removeRequested.connect(lambda: self._remove(column))
        widget.continueRequested.connect(lambda: self._continue(column))
        thread.events.conversationCreated.connect(self.conversationChanged)
        self._round.follow(column)
        thread.actions.editRequested.connect(lambda m: self.editRequested.emit(m, column))
        self._sender.follow(column)
        thread.actions.forked.connect(self.forked)
        thread.branch.totalsChanged.connect(lambda _t, _tip: self._figures.add_up())
        # The figures table follows each column's latest reply: as it starts, as it ends
        # (ReplyRound), and as the branch on screen is loaded again (a saved compare,
        # another version).
        thread.events.replyStarted.connect(lambda _m: self._figures.show())
        thread.branch.totalsChanged.connect(lambda _t, _tip: self._figures.show())
        self._tools.follow(column)
        widget.settingsChanged.connect(self._update_headers)
        self._update_headers()
        return widget

    def _update_headers(self) -> None:
        """Each column's header says what sets it apart from the others (not the model
        while the arena is blind: its letter is its name until the vote)."""
        from app.services.compare.diff import headers

        self.modelsChanged.emit()  # e.g. the composer's image options follow the columns
        if not self.columns:
            return
        params = [self._columns.params_of(c) for c in self.columns]
        blind = self.view.blind() and not (
            self.session.round is not None and self.session.round.voted
        )
        for column, header in zip(self.columns, headers(params, blind=blind), strict=True):
            column.widget.set_header(header.text, header.tooltip)

    def column_models(self) -> list[str]:
        """Each column's model (the panel's where a column names none)."""
        return [self._columns.params_of(c).model for c in self.columns]

    def _remove(self, column: Column) -> None:
        if len(self.columns) <= 2 or column.thread.running:
            return
        self.columns.remove(column)
        self.view.remove_column(column.widget)
        self._figures.show()
        self._update_headers()

    def _continue(self, column: Column) -> None:
        if self.session.awaiting_vote:
            self._status.show(self.tr("Vote first: the column would show its model."), 6000)
            return
        conversation_id = column.thread.conversation_id
        if conversation_id is not None and not column.thread.running:
            self.continueRequested.emit(conversation_id)

    def start_new(self, models: Sequence[str]) -> None:
        """A fresh compare with these models (at least two columns)."""
        if self.stop_all():
            # The old columns stop and go; their ends are not reported, the new ones idle.
            self.allFinished.emit()
        self._round.cancel()  # nothing of the old columns is left to draw
        view = self.view
        view.clear()
        view.hide_vote()
        self.columns.clear()
        self.session.reset()
        for model in list(models)[:6] or ["", ""]:
            self.add_column(model)
        while len(self.columns) < 2:
            self.add_column()
        if view.blind():  # fresh columns of a blind compare: letters from the start
            for n, column in enumerate(self.columns):
                column.widget.set_blind(chr(ord("A") + n))
        self._figures.show()

    def _start_from(self, setup: Setup) -> None:
        """A fresh compare with a setup's columns: each one's model and its own settings."""
        self.start_new([c.model or self._panel.model() for c in setup.columns])
        for column, saved in zip(self.columns, setup.columns, strict=False):
            column.widget.set_overrides(dict(saved.overrides))

    async def open_group(self, conv: Conversation) -> None:
        """Bring back a saved compare: one column per conversation of its group."""
        members = await self._history.compare_columns(conv.compare_group)
        self._connect_view()
        self.view.set_blind_checked(False)  # a saved compare comes back with its names
        self._columns.models = self._panel.model_ids() or [c.params.model for c in members]
        self.start_new([c.params.model for c in members])
        self.session.reset(conv.compare_group)
        from app.services.compare.diff import differing_fields

        # What set the columns apart comes back as each column's own: a follow-up to
        # "T 0.2" vs "T 1.0" goes on at those temperatures.
        apart = [
            n
            for n in differing_fields([m.params for m in members])
            if n not in ("model", "stream", "extra")
        ]
        for column, member in zip(self.columns, members, strict=False):
            column.thread.conversation_id = member.id
            column.last_params = member.params
            column.widget.set_overrides({n: getattr(member.params, n) for n in apart})
            column.widget.set_profile(member.params.profile)  # it goes on with its endpoint
            await column.thread.show_branch(member.id)
        host = self._host
        host.set_compare_checked(True)
        host.show_compare(True)
        # The compare's prompt, without the mark and the column's model.
        host.set_title(conv.title.removeprefix("⚖ ").rsplit(" · ", 1)[0])
        host.set_context(0, 0)
        self._figures.add_up()
        self._update_headers()

    def retry(self, column: Column) -> None:
        if column.thread.conversation_id is None:
            return
        column.thread.regenerate()

    async def vote(self, choice: str) -> Vote | None:
        """The blind round's vote (a letter, or a tie or "all bad"): stored, names revealed."""
        return await self._arena.vote(choice)

    def stop_all(self) -> bool:
        running = self.busy()
        for column in self.columns:
            column.thread.stop()
        return running

    # ---- the composer's send target -----------------------------------------------------

    def busy(self) -> bool:
        return self._round.settling is not None or self._columns.busy()

    def busy_reason(self) -> str | None:
        if self.busy():
            return self.tr("The models are still answering; press Esc to stop.")
        return None

    def refusal(self, params: Params, *, editing: bool) -> str | None:
        return self._sender.refusal()

    def stop(self) -> bool:
        return self.stop_all()

    def recipients(self, params: Params, edit: Edit | None) -> list[tuple[str, str]]:
        """Each column's own model (an edit goes to its column only); none named while the
        arena is blind."""
        return self._sender.recipients(edit)

    async def deliver(self, outgoing: Outgoing) -> bool:
        """One prompt to every column (or an edited question to its own column). Returns
        once every column has stored the question; the replies go on streaming."""
        return await self._sender.deliver(outgoing)

    # ---- what the compare gives -----------------------------------------------------------

    async def answers(self) -> list[tuple[str, str]]:
        return await self._results.answers()

    def open_leaderboard(self) -> LeaderboardDialog:
        return self._results.open_leaderboard()

    async def export_to(self, path: Path) -> None:
        await self._results.export_to(path)

    async def shutdown(self) -> None:
        tasks = [c.thread.task for c in self.columns if c.thread.running]
        for column in self.columns:
            column.thread.stop()
        await asyncio.gather(*(t for t in tasks if t is not None), return_exceptions=True)
