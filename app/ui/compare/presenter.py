"""Compare mode: one prompt to 2–6 columns, each a ThreadPresenter of its own (so each column
streams, stops, retries and offers the same message actions as the main chat), plus the
blind arena, the diff, the export and the leaderboard. The Qt-free state is a
CompareSession."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QInputDialog, QWidget

from app.api import ApiError
from app.domain import (
    AudioPart,
    Conversation,
    DocumentPart,
    ImagePart,
    Message,
    MessageStatus,
    ModelInfo,
    Params,
    Vote,
)
from app.services.compare_session import ColumnRef, CompareSession, column_title
from app.services.history import HistoryService
from app.services.reply_figures import latest_reply
from app.services.usage_totals import Totals
from app.ui.common.price_confirm import confirm_prices
from app.ui.common.status_bus import RetryCountdown, StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.ports import Edit, Outgoing
from app.ui.transcript.message_helpers import describe_totals
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    # The compare view loads with compare mode (the window builds it when first shown).
    from app.services.compare_setups import Setup, Setups
    from app.ui.compare.arena_dialogs import LeaderboardDialog
    from app.ui.compare.synthesize_dialog import SynthesizeDialog
    from app.ui.compare.view import CompareColumn, CompareView

ThreadFactory = Callable[[TranscriptView, Callable[[], Params]], ThreadPresenter]
log = logging.getLogger(__name__)


class CompareHost(Protocol):
    """The window around the compare, as the compare uses it."""

    @property
    def compare_view(self) -> CompareView: ...
    def show_compare(self, on: bool) -> None: ...
    def set_compare_checked(self, on: bool) -> None: ...
    def set_title(self, title: str) -> None: ...
    def set_context(self, used: int, limit: int) -> None: ...


class CompareParams(Protocol):
    """The parameters panel, as the compare uses it: the base every column starts from."""

    def params(self, *, strict: bool = True) -> Params: ...
    def model(self) -> str: ...
    def model_ids(self) -> list[str]: ...
    def model_info(self, model: str) -> ModelInfo | None: ...


@dataclass(eq=False)  # a column is itself: hashed by identity
class Column:
    widget: CompareColumn
    thread: ThreadPresenter
    last_params: Params | None = None
    # How its latest reply ended (a blind round shows it once every column has ended).
    ended: tuple[Message, ApiError | None] | None = None
    # What the request builder changed for its model; held back while the model is secret.
    notes: tuple[str, ...] = ()


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
        self._parent = parent  # for dialogs
        self.session = session
        self._history = history
        self._make_thread = make_thread
        self._list_votes = list_votes
        self._tasks = tasks
        self._status = status
        self.columns: list[Column] = []
        self.models: list[str] = []  # offered in each column's picker
        self._storing: dict[Column, Callable[[], None]] = {}  # questions on their way
        # A blind round's replies being drawn, once every column has ended (_settle_round).
        self._settling: asyncio.Task[None] | None = None

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    @property
    def view(self) -> CompareView:
        return self._host.compare_view

    def _connect_view(self) -> None:
        view = self.view
        if view.property("connected"):
            return
        view.setProperty("connected", True)
        view.addColumnRequested.connect(lambda: self.add_column())
        view.voteCast.connect(lambda choice: self._spawn(self.vote(choice)))
        view.leaderboardRequested.connect(self.open_leaderboard)
        view.diffRequested.connect(lambda: self._spawn(self._open_diff()))
        view.exportRequested.connect(self._choose_export)
        view.synthesizeRequested.connect(self.open_synthesize)
        view.blindChanged.connect(self._on_blind_toggled)
        view.setupsRequested.connect(lambda: self._spawn(self._show_setups()))
        view.setupChosen.connect(lambda name: self._spawn(self.choose_setup(name)))
        view.setupSaveRequested.connect(self._ask_setup_name)
        view.setupRenameRequested.connect(self._ask_new_name)
        view.setupDeleteRequested.connect(lambda name: self._spawn(self._delete_setup(name)))

    # ---- mode ---------------------------------------------------------------------------

    def set_mode(self, on: bool) -> None:
        """Compare on (a fresh compare unless one is open) or off (back to the chat)."""
        host = self._host
        host.set_compare_checked(on)
        if on:
            self._connect_view()
            self.models = self._panel.model_ids()
            if not self.columns or self.session.group:
                first = self._panel.model()
                others = [m for m in self.models if m != first]
                self.start_new([first, *others[:1]])
            host.show_compare(True)
            host.set_title(self.tr("Compare models"))
            host.set_context(0, 0)
            self._add_up()
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
        thread = self._make_thread(widget.transcript, lambda: self._params_of(holder[0]))
        column = Column(widget, thread)
        holder.append(column)
        self.columns.append(column)
        widget.stopRequested.connect(thread.stop)
        widget.retryRequested.connect(lambda: self.retry(column))
        widget.removeRequested.connect(lambda: self._remove(column))
        widget.continueRequested.connect(lambda: self._continue(column))
        thread.conversationCreated.connect(self.conversationChanged)
        thread.replyStarted.connect(lambda m: self._on_started(column, m))
        # A retry's wait counts down in the column's status line, and goes as the reply comes;
        # in a blind round every column just says "Answering…" (a wait tells a model too).
        countdown = RetryCountdown(
            lambda text: widget.set_status(text or self.tr("Waiting for the first token…")),
            widget,
        )
        thread.retrying.connect(
            lambda attempt, delay, reason: (
                None if self._hiding(column) else countdown.start(attempt, delay, reason)
            )
        )
        thread.firstToken.connect(countdown.stop)
        thread.firstToken.connect(lambda: None if self._hiding(column) else widget.set_status(""))
        thread.replyFinished.connect(lambda _m, _e: countdown.stop())
        thread.adjusted.connect(lambda notes: self._on_adjusted(column, tuple(notes)))
        thread.replyFinished.connect(lambda m, err: self._on_finished(column, m, err))
        thread.editRequested.connect(lambda m: self.editRequested.emit(m, column))
        thread.messageAdded.connect(lambda m: self._on_message_stored(column, m))
        thread.forked.connect(self.forked)
        thread.totalsChanged.connect(lambda _t, _tip: self._add_up())
        # The figures table follows each column's latest reply: as it starts, as it ends
        # (_on_finished), and as the branch on screen is loaded again (a saved compare,
        # another version).
        thread.replyStarted.connect(lambda _m: self._show_figures())
        thread.totalsChanged.connect(lambda _t, _tip: self._show_figures())
        widget.model_picker.currentTextChanged.connect(lambda _m: self._check_logprobs(widget))
        widget.settingsChanged.connect(self._update_headers)
        widget.optionsRequested.connect(lambda: self._open_options(column))
        widget.modelSearchRequested.connect(lambda: self._search_model(column))
        self._check_logprobs(widget)
        self._update_headers()
        return widget

    def _update_headers(self) -> None:
        """Each column's header says what sets it apart from the others (not the model
        while the arena is blind: its letter is its name until the vote)."""
        from app.services.compare_diff import headers

        self.modelsChanged.emit()  # e.g. the composer's image options follow the columns
        if not self.columns:
            return
        params = [self._params_of(c) for c in self.columns]
        blind = self.view.blind() and not (
            self.session.round is not None and self.session.round.voted
        )
        for column, header in zip(self.columns, headers(params, blind=blind), strict=True):
            column.widget.set_header(header.text, header.tooltip)

    def column_models(self) -> list[str]:
        """Each column's model (the panel's where a column names none)."""
        return [self._params_of(c).model for c in self.columns]

    def _search_model(self, column: Column) -> None:
        """The searchable model list (the inspector's), under the column's model field:
        models no other column has first, each with its badges."""
        from app.domain import ModelInfo
        from app.ui.common.model_search import ModelSearchPopup, model_badges

        if column not in self.columns:
            return
        widget = column.widget
        others = {c.widget.model for c in self.columns if c is not column}
        free = [m for m in self.models if m not in others]
        used = [m for m in self.models if m in others]
        choices = []
        for model in [*free, *used]:
            badges = model_badges(self._panel.model_info(model) or ModelInfo(model))
            if model in others:
                badges.insert(0, self.tr("already in this compare"))
            choices.append((model, model, " · ".join(badges)))
        popup = ModelSearchPopup(widget.window(), name="columnModelPopup")
        popup.chosen.connect(lambda model: widget.set_model(model) if model else None)
        popup.chosen.connect(lambda _m: widget.search_button.setFocus())
        popup.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        popup.open_at(widget.model_picker, choices, widget.model)

    def _open_options(self, column: Column) -> None:
        from app.ui.compare.column_options import ColumnOptionsDialog  # loads when first asked

        if column not in self.columns:
            return
        widget = column.widget
        dialog = ColumnOptionsDialog(widget.more(), self.columns.index(column), self._parent)
        dialog.accepted.connect(lambda: widget.set_more(dialog.values()))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()

    def _check_logprobs(self, widget: CompareColumn) -> None:
        """The column's Probabilities box is offered where its model returns token
        probabilities, by the rules the inspector applies (the catalog's word included)."""
        from app.api.catalog import endpoint_for
        from app.api.param_support import unsupported

        model = widget.model or self._panel.model()
        info = self._panel.model_info(model)
        endpoint = self._panel.params(strict=False).endpoint
        if endpoint == "auto":
            endpoint = endpoint_for(info, model)
        widget.set_logprobs_reason(unsupported(model, endpoint, info).get("logprobs", ""))

    def _add_up(self) -> None:
        """The compare's totals in the header: every column's replies together (none while
        a blind round's models are secret: a price tells a model, as in the figures)."""
        if any(self._hiding(c) for c in self.columns):
            self.totalsChanged.emit("", "")
            return
        total = sum((c.thread.totals for c in self.columns), Totals())
        self.totalsChanged.emit(*describe_totals(total))

    def _show_figures(self) -> None:
        """Each column's latest reply's figures, in the table under the columns. While a
        blind round awaits its vote the rows are named by letter and the cost is left out
        (a price tells the model); after it, "A · model", as the columns' titles."""
        from app.services.compare_diff import differences
        from app.services.reply_figures import (
            exchanges,
            figures_of,
            latest_reply,
            mean_probability,
        )

        round_ = self.session.round
        blind = self.session.awaiting_vote
        rows = []
        most = 0
        # Rows of one model are told apart by what differs (what the replies were asked
        # with); the arena keeps the words out until the vote.
        asked = [c.last_params or self._params_of(c) for c in self.columns]
        apart = differences(asked)
        shared = {p.model for p in asked if sum(q.model == p.model for q in asked) > 1}
        for n, column in enumerate(self.columns):
            messages = column.widget.transcript.shown_messages
            reply = latest_reply(messages)
            most = max(most, exchanges(messages))
            label = (reply.model if reply is not None else "") or column.widget.model
            if apart[n] and not blind and asked[n].model in shared:
                label = f"{label} ({', '.join(apart[n])})"
            if round_ is not None and n < len(round_.letters):
                letter = round_.letters[n]
                label = column.widget.shown_name() if blind else f"{letter} · {label}"
            label = label or self.tr("Column {0}").format(n + 1)
            cost = None if blind else column.widget.transcript.cost_of
            logprobs = reply.logprobs if reply is not None else None
            probability = mean_probability(logprobs.logprobs()) if logprobs else None
            rows.append(figures_of(label, reply, cost, probability=probability))
        if blind or any(self._hiding(c) for c in self.columns):
            # Speed and token counts can tell a model as well as its name: the table
            # waits for the vote, like the figures under each reply.
            rows = []
        self.view.show_figures(rows, exchanges=most, blind=blind)

    def _params_of(self, column: Column) -> Params:
        base = self._panel.params(strict=False)
        return self.session.column_params(base, column.widget.model, column.widget.overrides())

    def _remove(self, column: Column) -> None:
        if len(self.columns) <= 2 or column.thread.running:
            return
        self.columns.remove(column)
        self.view.remove_column(column.widget)
        self._show_figures()
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
        if self._settling is not None:  # nothing of the old columns is left to draw
            self._settling.cancel()
            self._settling = None
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
        self._show_figures()

    # ---- saved setups -------------------------------------------------------------------

    async def _load_setups(self) -> Setups:
        from app.services.compare_setups import load_setups

        return await asyncio.to_thread(load_setups, self.session.data_dir)

    async def _store_setups(self, setups: Setups) -> None:
        from app.services.compare_setups import save_setups

        await asyncio.to_thread(save_setups, self.session.data_dir, setups)

    async def _show_setups(self) -> None:
        setups = await self._load_setups()
        self.view.show_setups_menu(setups.names())

    def current_setup(self, name: str) -> Setup:
        """These columns as a setup: each one's model and what it sets itself."""
        from app.services.compare_setups import ColumnSetup, Setup

        return Setup(
            name, tuple(ColumnSetup(c.widget.model, c.widget.overrides()) for c in self.columns)
        )

    def _ask_text(self, title: str, label: str, text: str, done: Callable[[str], object]) -> None:
        # Opened, not exec'd: the event loop (and the replies streaming) go on meanwhile.
        dialog = QInputDialog(self._parent)
        dialog.setObjectName("setupNameDialog")
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(text)
        dialog.textValueSelected.connect(
            lambda value: done(value.strip()) if value.strip() else None
        )
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()

    def _ask_setup_name(self) -> None:
        self._ask_text(
            self.tr("Save setup"),
            self.tr("Name of this setup (its columns' models and parameters):"),
            "",
            lambda name: self._spawn(self.save_setup(name)),
        )

    def _ask_new_name(self, old: str) -> None:
        self._ask_text(
            self.tr("Rename setup"),
            self.tr("New name for “{0}”:").format(old),
            old,
            lambda new: self._spawn(self._rename_setup(old, new)),
        )

    async def save_setup(self, name: str) -> None:
        setups = await self._load_setups()
        await self._store_setups(setups.put(self.current_setup(name)))
        self._status.show(self.tr("Saved the setup “{0}”.").format(name), 5000)

    async def _rename_setup(self, old: str, new: str) -> None:
        setups = await self._load_setups()
        await self._store_setups(setups.rename(old, new))
        self._status.show(self.tr("Renamed the setup to “{0}”.").format(new), 5000)

    async def _delete_setup(self, name: str) -> None:
        setups = await self._load_setups()
        await self._store_setups(setups.remove(name))
        self._status.show(self.tr("Deleted the setup “{0}”.").format(name), 5000)

    async def choose_setup(self, name: str) -> None:
        """A saved setup replaces the columns (a fresh compare with its columns)."""
        setup = (await self._load_setups()).get(name)
        if setup is None:
            return
        if self.busy():
            self._status.show(self.tr("Stop the replies before choosing a setup."), 5000)
            return
        self.start_new([c.model or self._panel.model() for c in setup.columns])
        for column, saved in zip(self.columns, setup.columns, strict=False):
            column.widget.set_overrides(dict(saved.overrides))
        self._update_headers()
        self._add_up()
        self._status.show(self.tr("Columns from the setup “{0}”.").format(name), 4000)

    async def open_group(self, conv: Conversation) -> None:
        """Bring back a saved compare: one column per conversation of its group."""
        members = await self._history.compare_columns(conv.compare_group)
        self._connect_view()
        self.view.set_blind_checked(False)  # a saved compare comes back with its names
        self.models = self._panel.model_ids() or [c.params.model for c in members]
        self.start_new([c.params.model for c in members])
        self.session.reset(conv.compare_group)
        from app.services.compare_diff import differing_fields

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
        self._add_up()
        self._update_headers()

    # ---- the composer's send target -----------------------------------------------------

    def busy(self) -> bool:
        return self._settling is not None or any(c.thread.running for c in self.columns)

    def busy_reason(self) -> str | None:
        if self.busy():
            return self.tr("The models are still answering; press Esc to stop.")
        return None

    def refusal(self, params: Params, *, editing: bool) -> str | None:
        # Each column has its model; one without falls back to the panel's. A blind round
        # waiting for its vote takes no further prompt: the next one would start a new
        # round and lose this one's verdict.
        if self.session.awaiting_vote and not self.view.vote_bar.isHidden():
            return self.tr("Vote for the best answer first; the names are revealed then.")
        return None

    def stop(self) -> bool:
        return self.stop_all()

    def recipients(self, params: Params, edit: Edit | None) -> list[tuple[str, str]]:
        """Each column's own model (an edit goes to its column only). While the arena is
        blind no model is named: a round shuffles the models among the columns."""
        columns = self.columns
        if edit is not None and isinstance(edit.where, Column) and edit.where in columns:
            columns = [edit.where]
        secret = self.view.blind() or any(self._hiding(c) for c in columns)
        out = []
        for column in columns:
            model = self._params_of(column).model
            out.append((model, self.tr("A model of this blind round") if secret else model))
        return out

    async def deliver(self, outgoing: Outgoing) -> bool:
        """One prompt to every column (or an edited question to its own column). Returns
        once every column has stored the question; the replies go on streaming."""
        # A model far above the usual price is confirmed first; cancelled, nothing is sent.
        edited = [c for c in self.columns if outgoing.edit and c is outgoing.edit.where]
        models = [self._params_of(c).model for c in edited or self.columns]
        if not await confirm_prices(self._parent, models):
            return False
        edit = outgoing.edit
        attachments = list(outgoing.attachments)
        if edit is not None and isinstance(edit.where, Column) and edit.where in self.columns:
            column, original = edit.where, edit.message
            params = self._params_of(column)
            column.last_params = params
            coros: dict[Column, Coroutine[Any, Any, Message | None]] = {
                column: column.thread.edit_message(
                    original,
                    outgoing.text,
                    params,
                    [*original.images, *original.documents, *original.audio, *attachments],
                )
            }
        else:
            coros = self._prompts(outgoing.text, attachments)
        return await self._run_until_stored(coros, outgoing.stored)

    async def _run_until_stored(
        self,
        coros: dict[Column, Coroutine[Any, Any, Message | None]],
        stored: Callable[[], None],
    ) -> bool:
        """Start each column's reply; wait until each has stored its question. A column that
        fails before that makes this raise (the composer says why and keeps the message);
        if every reply ends without storing (stopped), False."""
        loop = asyncio.get_running_loop()
        all_stored: asyncio.Future[None] = loop.create_future()
        remaining = set(coros)

        def one_stored(column: Column) -> None:
            remaining.discard(column)
            if not remaining and not all_stored.done():
                all_stored.set_result(None)

        async def run(column: Column, coro: Coroutine[Any, Any, Message | None]) -> Message | None:
            try:
                return await coro
            except Exception as err:
                if column in remaining and not all_stored.done():
                    all_stored.set_exception(err)  # not stored: said once, by the composer
                    return None
                raise
            finally:
                self._storing.pop(column, None)

        tasks = []
        for column, coro in coros.items():
            self._storing[column] = functools.partial(one_stored, column)
            tasks.append(column.thread.start(run(column, coro)))
        pending: set[asyncio.Future[Any]] = set(tasks)
        while not all_stored.done() and pending:
            _done, pending = await asyncio.wait(
                {all_stored, *pending}, return_when=asyncio.FIRST_COMPLETED
            )
            pending.discard(all_stored)
        if not all_stored.done():
            return False  # every reply ended before its question was stored (stopped)
        all_stored.result()  # raises the failure, if one
        stored()
        return True

    def _on_message_stored(self, column: Column, message: Message) -> None:
        callback = self._storing.get(column)
        if message.role == "user" and callback is not None:
            callback()

    def _prompts(
        self, text: str, attachments: Sequence[ImagePart | DocumentPart | AudioPart]
    ) -> dict[Column, Coroutine[Any, Any, Message | None]]:
        """One prompt for every column (each with its own model and history); in a blind
        round the columns get letters instead of names."""
        blind = self.view.blind()
        if blind and any(c.thread.conversation_id is not None for c in self.columns):
            self._fresh_blind_round()  # one prompt per round: the last one's names are known
        self.session.begin_send()
        self.view.hide_vote()
        if blind:
            models = [c.widget.model or self._panel.model() for c in self.columns]
            # A column's parameters go with its model: "T 0.2 on model X" stays that.
            settings = [c.widget.overrides() for c in self.columns]
            round_ = self.session.start_blind(text, models)
            for column, model, letter, source in zip(
                self.columns, round_.models, round_.letters, round_.order, strict=True
            ):
                column.widget.set_model(model)
                column.widget.set_overrides(settings[source])
                column.widget.set_blind(letter)
        from app.services.compare_diff import differences

        coros: dict[Column, Coroutine[Any, Any, Message | None]] = {}
        every = [self._params_of(c) for c in self.columns]
        # Two columns of one model are told apart in the history by what differs.
        apart = differences(every)
        for column, params, words in zip(self.columns, every, apart, strict=True):
            column.last_params = params
            shown = column.widget.shown_name() if blind else params.model
            if words and not blind:
                shown = f"{shown} ({', '.join(words)})"
            coros[column] = column.thread.send_message(
                text,
                params,
                list(attachments),
                title=column_title(text, shown),
                compare_group=self.session.group,
            )
        self._update_headers()  # the panel's parameters may have changed since
        return coros

    def send_all(
        self, text: str, images: Sequence[ImagePart | DocumentPart | AudioPart] = ()
    ) -> list[asyncio.Task[Message | None]]:
        """One prompt to every column at once (what Send does, without the composer)."""
        return [c.thread.start(coro) for c, coro in self._prompts(text, images).items()]

    def _on_started(self, column: Column, message: Message) -> None:
        if column not in self.columns:
            return
        widget = column.widget
        widget.set_busy(True)
        if not self._hiding(column):
            widget.set_status(self.tr("Waiting for the first token…"))
            return
        # Blind: the reply is drawn when every column has ended (_settle_round). Its text
        # arriving, its pace, its first-token wait would each tell the model.
        widget.transcript.hold_replies = True
        shown = widget.transcript.widget_of(message.id)
        if shown is not None:
            shown.hide()
        self.view.hide_vote()  # a column answering again (a retry): the vote waits for it
        widget.set_status(self.tr("Answering…"))

    def _on_adjusted(self, column: Column, notes: tuple[str, ...]) -> None:
        """The request builder's changes for the model ("temperature 1.2 → 1.0 (Claude
        accepts 0–1)") in the column's tooltip; held back while the model is secret."""
        column.notes = notes
        if column in self.columns and not self._hiding(column):
            column.widget.setToolTip("\n".join(notes))

    def _on_finished(self, column: Column, message: Message, error: ApiError | None) -> None:
        if column not in self.columns:
            return  # a column of a compare that was replaced while it stopped
        column.ended = (message, error)
        if not self._hiding(column):  # a blind round's columns end together (_settle_round)
            self._show_end(column)
        self._show_figures()  # before the signals: whoever hears them sees the figures
        self.columnFinished.emit(self.columns.index(column), message)
        # Called from the finishing column, whose own task is still completing.
        current = asyncio.current_task()
        if any(c.thread.running and c.thread.task is not current for c in self.columns):
            return
        if any(self._hiding(c) for c in self.columns):
            self._settling = self._spawn(self._settle_round(current))
        else:
            self.allFinished.emit()

    def _show_end(self, column: Column) -> None:
        """The column's controls and status line as its latest reply ended."""
        widget = column.widget
        widget.set_busy(False)
        if column.ended is None:
            widget.set_status("")
            return
        message, error = column.ended
        status = error.message if error is not None else ""
        if status and self._hiding(column):  # the server's words may name the model
            status = self.tr("This reply failed; the details come after the vote.")
        widget.set_status(status)
        widget.set_ended(message.status is MessageStatus.COMPLETE)

    async def _settle_round(self, finishing: asyncio.Task[Any] | None) -> None:
        """Every column of a blind round has ended: the replies are drawn in all columns at
        once, each showing the answers' pager and the token probabilities only if every
        column has them; then the vote is offered."""
        columns = list(self.columns)

        def still_current() -> bool:
            running = any(c.thread.running and c.thread.task is not finishing for c in columns)
            return columns == self.columns and not running

        try:
            for column in columns:  # still held: each reply's versions are loaded
                await self._show_column(column)
            if not still_current():
                return
            common = self._common_extras()
            for column in columns:
                column.widget.transcript.blind_common = common
                column.widget.transcript.hold_replies = False
                await self._show_column(column)
            if not still_current():
                return
        finally:
            if self._settling is asyncio.current_task():
                self._settling = None
        for column in columns:
            self._show_end(column)
        self._show_figures()
        if self.session.awaiting_vote and self.session.round is not None:
            self.view.show_vote(self.session.round.letters)
        self.allFinished.emit()

    async def _show_column(self, column: Column) -> None:
        """The column's branch drawn again from the history; if it cannot be read, what is
        on screen is shown as it is (the round still goes on to its vote)."""
        conversation_id = column.thread.conversation_id
        transcript = column.widget.transcript
        if conversation_id is None:
            return
        try:
            await column.thread.show_branch(conversation_id)
        except Exception:
            log.exception("Could not draw a compare column again")
            for message in [] if transcript.hold_replies else transcript.shown_messages:
                shown = transcript.widget_of(message.id)
                if shown is not None:
                    shown.show()

    def _common_extras(self) -> frozenset[str]:
        """What every column's latest reply has: "answers" (as many answers of n, or
        versions, as every other) and "probabilities"."""
        counts, probabilities = set(), True
        for column in self.columns:
            transcript = column.widget.transcript
            reply = latest_reply(transcript.shown_messages)
            counts.add(transcript.versions.get(reply.id, (1, 1))[1] if reply is not None else 0)
            probabilities = probabilities and reply is not None and bool(reply.logprobs)
        common = {"answers"} if len(counts) == 1 else set()
        return frozenset(common | ({"probabilities"} if probabilities else set()))

    # ---- blind on and off ------------------------------------------------------------------

    def _hiding(self, column: Column) -> bool:
        """Whether this column's model is still a secret (a blind round before its vote)."""
        return column.widget.transcript.blind

    def blind_refusal(self) -> str | None:
        """Why Blind cannot change now (None: it can)."""
        if self.busy():
            return self.tr("Blind can change once the models have answered (Esc stops them).")
        if self.session.awaiting_vote:
            return self.tr("Vote first: Blind can change once this round's names are revealed.")
        return None

    def _on_blind_toggled(self, on: bool) -> None:
        """Blind on starts a fresh round in fresh columns (the models' earlier replies, seen
        with their names, would tell them apart); off shows the models' pickers again."""
        why = self.blind_refusal()
        if why is not None:
            self.view.set_blind_checked(not on, why)
            self._status.show(why, 6000)
            return
        self.view.set_blind_checked(on)
        if on:
            self._fresh_blind_round()
        else:
            for column in self.columns:
                column.widget.set_blind(None)
        self._update_headers()
        self._show_figures()

    def _fresh_blind_round(self) -> None:
        """The same models and their settings in new, empty columns, each behind a letter
        (which model gets which letter is shuffled again as the prompt goes out)."""
        kept = self.current_setup("")
        self.start_new([c.model or self._panel.model() for c in kept.columns])
        for column, saved in zip(self.columns, kept.columns, strict=False):
            column.widget.set_overrides(dict(saved.overrides))

    def retry(self, column: Column) -> None:
        if column.thread.conversation_id is None:
            return
        column.thread.regenerate()

    def stop_all(self) -> bool:
        running = self.busy()
        for column in self.columns:
            column.thread.stop()
        return running

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
        self.view.hide_vote()
        for column, letter in zip(self.columns, round_.letters, strict=False):
            column.widget.reveal(letter)
            column.widget.setToolTip("\n".join(column.notes))
            if column.thread.conversation_id is not None:  # drawn again, names and figures
                await column.thread.show_branch(column.thread.conversation_id)
            self._reveal_status(column)
        self._show_figures()
        self._add_up()
        self._update_headers()
        self._status.show(self.tr("Vote saved. The names are revealed."), 5000)
        self.voteRecorded.emit(stored)
        return stored

    def _synthesis_refusal(self) -> str | None:
        if self.busy():
            return self.tr("Wait for the replies to finish (or stop them) before synthesizing.")
        if self.session.awaiting_vote:
            return self.tr("Vote first: synthesizing leaves the compare before the names show.")
        return None

    def open_synthesize(self) -> SynthesizeDialog | None:
        """Synthesize…: the prompt built from the question and the columns' latest answers
        (as shown), editable, and a model to send it to; OK asks for a new chat with it."""
        from app.domain import ModelInfo
        from app.services.reply_figures import latest_reply
        from app.services.synthesis import synthesis_prompt, synthesis_title, usable_answers
        from app.ui.common.model_search import model_badges
        from app.ui.compare.synthesize_dialog import SynthesizeDialog  # loads when first asked

        why = self._synthesis_refusal()
        question, answers = "", []
        for column in self.columns:
            shown = column.widget.transcript.shown_messages
            asked = [m for m in shown if m.role == "user"]
            question = question or (asked[-1].text if asked else "")
            reply = latest_reply(shown)
            failed = reply is None or reply.status is MessageStatus.ERROR
            answers.append("" if failed or reply is None else reply.text)
        if why is None and not usable_answers(answers):
            why = self.tr("There is nothing to synthesize yet: send a prompt first.")
        if why is not None:
            self._status.show(why, 6000)
            return None
        models = self._panel.model_ids() or self.models
        choices = [
            (m, m, " · ".join(model_badges(self._panel.model_info(m) or ModelInfo(m))))
            for m in models
        ]
        dialog = SynthesizeDialog(
            synthesis_prompt(question, answers), choices, self._panel.model(), self._parent
        )
        title = synthesis_title(question)
        dialog.accepted.connect(lambda: self._synthesize(dialog.prompt(), dialog.model(), title))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()
        return dialog

    def _synthesize(self, prompt: str, model: str, title: str) -> None:
        params = replace(self._panel.params(strict=False), model=model)
        self.synthesizeRequested.emit(prompt, params, title)

    def _reveal_status(self, column: Column) -> None:
        """After the vote a failed column's status line says what the server said."""
        if column.widget.status.text():
            reply = latest_reply(column.widget.transcript.shown_messages)
            failed = reply is not None and reply.status is MessageStatus.ERROR
            column.widget.set_status((reply.error or "") if failed and reply is not None else "")

    async def answers(self) -> list[tuple[str, str]]:
        return await self.session.answers(self._refs())

    async def _open_diff(self) -> None:
        from app.ui.compare.arena_dialogs import DiffDialog  # loads when first asked for

        DiffDialog(await self.answers(), self._parent).open()

    def open_leaderboard(self) -> LeaderboardDialog:
        from app.ui.compare.arena_dialogs import LeaderboardDialog  # loads when first asked for

        dialog = LeaderboardDialog(self._list_votes, self._spawn, self._parent)
        dialog.open()
        dialog.refresh()
        return dialog

    def _choose_export(self) -> None:
        path, _f = QFileDialog.getSaveFileName(
            self._parent,
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
