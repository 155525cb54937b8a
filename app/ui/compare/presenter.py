"""Compare mode: one prompt to 2–6 columns, each a ThreadPresenter of its own (so each column
streams, stops, retries and offers the same message actions as the main chat), plus the
blind arena, the diff, the export and the leaderboard. The Qt-free state is a
CompareSession."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog

from app.api import ApiError
from app.domain import Conversation, DocumentPart, ImagePart, Message, MessageStatus, Params, Vote
from app.services.compare_session import ColumnRef, CompareSession, column_title
from app.services.history import HistoryService
from app.services.param_inputs import InputError
from app.services.usage_totals import Totals
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.compare.arena_dialogs import DiffDialog, LeaderboardDialog
from app.ui.compare.view import CompareColumn
from app.ui.composer.ports import Attachments, Documents
from app.ui.shell.main_window import MainWindow
from app.ui.transcript.message_helpers import describe_totals
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

ThreadFactory = Callable[[TranscriptView, Callable[[], Params]], ThreadPresenter]


@dataclass
class Column:
    widget: CompareColumn
    thread: ThreadPresenter
    last_params: Params | None = None


class ComparePresenter(QObject):
    """Signals:
    allFinished(): no column is streaming any more.
    columnFinished(int, object): a column's reply reached its final state (index, Message).
    voteRecorded(object): a blind-arena vote was stored (the Vote); names are revealed.
    continueRequested(int): continue a column's conversation on its own (its id).
    conversationChanged(object): a column's conversation was created (the Conversation).
    totalsChanged(str, str): tokens and cost of every column together (text, tooltip).
    forked(object): a column's message was forked into a new chat (the Conversation).
    """

    allFinished = Signal()
    columnFinished = Signal(int, object)
    voteRecorded = Signal(object)
    continueRequested = Signal(int)
    conversationChanged = Signal(object)
    totalsChanged = Signal(str, str)
    forked = Signal(object)

    def __init__(
        self,
        window: MainWindow,
        *,
        session: CompareSession,
        history: HistoryService,
        make_thread: ThreadFactory,
        attachments: Attachments,
        documents: Documents,
        list_votes: Callable[..., Any],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self._history = history
        self._make_thread = make_thread
        self._attachments = attachments
        self._documents = documents
        self._list_votes = list_votes
        self._tasks = tasks
        self._status = status
        self.columns: list[Column] = []
        self.models: list[str] = []  # offered in each column's picker
        self._editing: tuple[Column, Message] | None = None
        window.compare_button.toggled.connect(self.set_mode)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def _connect_view(self) -> None:
        view = self.window.compare_view
        if view.property("connected"):
            return
        view.setProperty("connected", True)
        view.addColumnRequested.connect(lambda: self.add_column())
        view.voteCast.connect(lambda choice: self._spawn(self.vote(choice)))
        view.leaderboardRequested.connect(self.open_leaderboard)
        view.diffRequested.connect(lambda: self._spawn(self._open_diff()))
        view.exportRequested.connect(self._choose_export)

    # ---- mode ---------------------------------------------------------------------------

    def set_mode(self, on: bool) -> None:
        w = self.window
        if w.compare_button.isChecked() != on:
            w.compare_button.setChecked(on)  # re-enters through the toggled signal
            return
        if on:
            self._connect_view()
            self.models = w.parameter_panel.model_ids()
            if not self.columns or self.session.group:
                first = w.parameter_panel.model()
                others = [m for m in self.models if m != first]
                self.start_new([first, *others[:1]])
            w.show_compare(True)
            w.set_title(self.tr("Compare models"))
            w.sidebar.select(None)
            w.header.set_context(0, 0)
            self._add_up()
        else:
            w.show_compare(False)
            w.set_title(self.tr("New chat"))
        w.composer.setFocus()

    # ---- columns ------------------------------------------------------------------------

    def add_column(self, model: str = "") -> CompareColumn:
        widget = self.window.compare_view.add_column(self.models, model)
        holder: list[Column] = []
        thread = self._make_thread(widget.transcript, lambda: self._params_of(holder[0]))
        column = Column(widget, thread)
        holder.append(column)
        self.columns.append(column)
        widget.stopRequested.connect(thread.stop)
        widget.retryRequested.connect(lambda: self.retry(column))
        widget.removeRequested.connect(lambda: self._remove(column))
        widget.continueRequested.connect(lambda: self._continue(column))
        thread.conversationCreated.connect(self.conversationChanged)
        thread.replyStarted.connect(lambda _m: self._on_started(column))
        thread.firstToken.connect(lambda: widget.status.setText(""))
        thread.retrying.connect(
            lambda _a, delay, reason: widget.status.setText(
                self.tr("{0} Retrying in {1:.0f} s…").format(reason, delay)
            )
        )
        thread.adjusted.connect(lambda notes: widget.setToolTip("\n".join(notes)))
        thread.replyFinished.connect(lambda m, err: self._on_finished(column, m, err))
        thread.editRequested.connect(lambda m: self._begin_edit(column, m))
        thread.forked.connect(self.forked)
        thread.totalsChanged.connect(lambda _t, _tip: self._add_up())
        return widget

    def _add_up(self) -> None:
        """The compare's totals in the header: every column's replies together."""
        total = sum((c.thread.totals for c in self.columns), Totals())
        self.totalsChanged.emit(*describe_totals(total))

    def _params_of(self, column: Column) -> Params:
        base = self.window.parameter_panel.params(strict=False)
        return self.session.column_params(base, column.widget.model, column.widget.overrides())

    def _remove(self, column: Column) -> None:
        if len(self.columns) <= 2 or column.thread.running:
            return
        self.columns.remove(column)
        self.window.compare_view.remove_column(column.widget)

    def _continue(self, column: Column) -> None:
        conversation_id = column.thread.conversation_id
        if conversation_id is not None and not column.thread.running:
            self.continueRequested.emit(conversation_id)

    def start_new(self, models: Sequence[str]) -> None:
        """A fresh compare with these models (at least two columns)."""
        if self.stop_all():
            # The old columns stop and go; their ends are not reported, the new ones idle.
            self.window.set_busy(False)
        view = self.window.compare_view
        view.clear()
        view.hide_vote()
        self.columns.clear()
        self.session.reset()
        for model in list(models)[:6] or ["", ""]:
            self.add_column(model)
        while len(self.columns) < 2:
            self.add_column()

    async def open_group(self, conv: Conversation) -> None:
        """Bring back a saved compare: one column per conversation of its group."""
        members = await self._history.compare_columns(conv.params.compare_group)
        self._connect_view()
        self.models = self.window.parameter_panel.model_ids() or [c.params.model for c in members]
        self.start_new([c.params.model for c in members])
        self.session.reset(conv.params.compare_group)
        for column, member in zip(self.columns, members, strict=False):
            column.thread.conversation_id = member.id
            column.last_params = member.params
            column.widget.set_profile(member.params.profile)  # it goes on with its endpoint
            await column.thread.show_branch(member.id)
        w = self.window
        w.compare_button.blockSignals(True)
        w.compare_button.setChecked(True)
        w.compare_button.blockSignals(False)
        w.show_compare(True)
        # The compare's prompt, without the mark and the column's model.
        w.set_title(conv.title.removeprefix("⚖ ").rsplit(" · ", 1)[0])
        w.header.set_context(0, 0)
        self._add_up()

    # ---- sending ------------------------------------------------------------------------

    def busy(self) -> bool:
        return any(c.thread.running for c in self.columns)

    def send(self) -> None:
        if self.busy():
            self._status.show(self.tr("The models are still answering; press Esc to stop."), 4000)
            return
        text = self.window.composer.toPlainText().strip()
        if not text:
            return
        if self._attachments.busy():
            self._status.show(self.tr("Still preparing the images…"), 3000)
            return
        try:
            self.window.parameter_panel.params()
        except InputError as err:
            self._status.show(err.message, 10_000)
            self.window.parameter_panel.focus_field(err.field)
            return
        if not self._documents.confirm(self.send):
            return  # a very large document: asked first; Send all sends
        pending = self._attachments.pending()
        documents = self._documents.parts()
        self.window.composer.clear()
        self._attachments.clear()
        self._documents.clear()
        self.window.set_busy(True)
        self._spawn(self._send(text, pending, documents))

    async def _send(self, text: str, pending: list[Any], documents: list[DocumentPart]) -> None:
        images: list[ImagePart | DocumentPart] = [
            *await self._attachments.store(pending),
            *documents,
        ]
        if self._editing is not None:
            column, original = self._editing
            self._editing = None
            self.window.show_edit_banner(False)
            params = self._params_of(column)
            column.last_params = params
            column.thread.start(
                column.thread.edit_message(
                    original, text, params, [*original.images, *original.documents, *images]
                )
            )
            return
        self.send_all(text, images)

    def send_all(
        self, text: str, images: Sequence[ImagePart | DocumentPart] = ()
    ) -> list[asyncio.Task[Any]]:
        """One prompt to every column at once; each column streams on its own."""
        self.session.begin_send()
        self.window.compare_view.hide_vote()
        blind = self.window.compare_view.blind_toggle.isChecked()
        if blind:
            models = [c.widget.model or self.window.parameter_panel.model() for c in self.columns]
            round_ = self.session.start_blind(text, models)
            for column, model, letter in zip(
                self.columns, round_.models, round_.letters, strict=True
            ):
                column.widget.set_model(model)
                column.widget.set_blind(letter)
        tasks = []
        for column in self.columns:
            params = self._params_of(column)
            column.last_params = params
            shown = column.widget.shown_name() if blind else params.model
            title = column_title(text, shown)
            thread = column.thread
            tasks.append(
                thread.start(
                    thread.session.send(
                        thread.conversation_id, text, params, list(images), title=title
                    )
                )
            )
        return tasks

    def _on_started(self, column: Column) -> None:
        if column not in self.columns:
            return
        column.widget.set_busy(True)
        column.widget.status.setText(self.tr("Waiting for the first token…"))

    def _on_finished(self, column: Column, message: Message, error: ApiError | None) -> None:
        if column not in self.columns:
            return  # a column of a compare that was replaced while it stopped
        widget = column.widget
        widget.set_busy(False)
        widget.status.setText(error.message if error is not None else "")
        widget.retry_button.setEnabled(message.status is not MessageStatus.COMPLETE)
        self.columnFinished.emit(self.columns.index(column), message)
        # Called from the finishing column, whose own task is still completing.
        current = asyncio.current_task()
        if not any(c.thread.running and c.thread.task is not current for c in self.columns):
            if self.session.awaiting_vote and self.session.round is not None:
                self.window.compare_view.show_vote(self.session.round.letters)
            self.window.set_busy(False)
            self.allFinished.emit()

    def retry(self, column: Column) -> None:
        if column.thread.conversation_id is None:
            return
        column.thread.regenerate()

    def stop_all(self) -> bool:
        running = self.busy()
        for column in self.columns:
            column.thread.stop()
        return running

    def _begin_edit(self, column: Column, message: Message) -> None:
        """Edit a question in one column: the composer holds it; Enter resends it to that
        column only, as a new version."""
        self._editing = (column, message)
        self.window.start_editing(message.text)

    def cancel_edit(self) -> bool:
        if self._editing is None:
            return False
        self._editing = None
        self.window.stop_editing()
        return True

    # ---- blind arena, diff, export --------------------------------------------------------

    def _refs(self) -> list[ColumnRef]:
        refs = []
        for i, column in enumerate(self.columns):
            label = (
                column.widget.shown_name()
                if self.session.awaiting_vote
                else column.widget.model or self.tr("Column {0}").format(i + 1)
            )
            refs.append(ColumnRef(label, column.thread.conversation_id, column.last_params))
        return refs

    async def vote(self, choice: str) -> Vote | None:
        round_ = self.session.round
        stored = await self.session.vote(choice, self._refs())
        if stored is None or round_ is None:
            return None
        self.window.compare_view.hide_vote()
        for column, letter in zip(self.columns, round_.letters, strict=False):
            column.widget.reveal(letter)
        self._status.show(self.tr("Vote saved. The names are revealed."), 5000)
        self.voteRecorded.emit(stored)
        return stored

    async def answers(self) -> list[tuple[str, str]]:
        return await self.session.answers(self._refs())

    async def _open_diff(self) -> None:
        DiffDialog(await self.answers(), self.window).open()

    def open_leaderboard(self) -> LeaderboardDialog:
        dialog = LeaderboardDialog(self._list_votes, self._spawn, self.window)
        dialog.open()
        dialog.refresh()
        return dialog

    def _choose_export(self) -> None:
        path, _f = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export this compare"),
            str(Path.home() / "compare.md"),
            self.tr("Markdown (*.md)"),
        )
        if path:
            self._spawn(self.export_to(Path(path)))

    async def export_to(self, path: Path) -> None:
        text = await self.session.export_markdown(self._refs())
        await asyncio.to_thread(path.write_text, text, "utf-8")
        self._status.show(self.tr("Exported the compare to {0}").format(path), 6000)

    async def shutdown(self) -> None:
        tasks = [c.thread.task for c in self.columns if c.thread.running]
        for column in self.columns:
            column.thread.stop()
        await asyncio.gather(*(t for t in tasks if t is not None), return_exceptions=True)
