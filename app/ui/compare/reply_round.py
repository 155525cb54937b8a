"""One prompt's replies across the compare's columns, from the request to the last column's
end: each column's status line and controls while it answers and as it ends. In a blind
round nothing of a reply shows while it arrives (its text, its pace, its first-token wait
would each tell the model); once every column has ended the replies are drawn together and
the vote is offered."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject

from app.api import ApiError
from app.domain import Message, MessageStatus
from app.services.reply_figures import latest_reply
from app.ui.common.status_bus import RetryCountdown
from app.ui.compare.columns import Column, Columns
from app.ui.compare.figures_feed import FiguresFeed

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]
log = logging.getLogger(__name__)


class ReplyRound(QObject):
    """``column_finished(index, message)``: a column's reply reached its final state;
    ``all_finished()``: no column is answering any more (a blind round: once its replies
    are drawn)."""

    def __init__(
        self,
        columns: Columns,
        figures: FiguresFeed,
        *,
        spawn: Spawn,
        column_finished: Callable[[int, Message], None],
        all_finished: Callable[[], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._figures = figures
        self._spawn = spawn
        self._column_finished = column_finished
        self._all_finished = all_finished
        # A blind round's replies being drawn, once every column has ended (_settle).
        self.settling: asyncio.Task[None] | None = None

    def follow(self, column: Column) -> None:
        """Hear the column's replies: as each starts, waits for a retry, arrives and ends."""
        widget, thread = column.widget, column.thread
        events = thread.events
        events.replyStarted.connect(lambda m: self._started(column, m))
        # A retry's wait counts down in the column's status line, and goes as the reply comes;
        # in a blind round every column just says "Answering…" (a wait tells a model too).
        countdown = RetryCountdown(
            lambda text: widget.set_status(text or self.tr("Waiting for the first token…")),
            widget,
        )
        events.retrying.connect(
            lambda attempt, delay, reason: (
                None if column.hiding() else countdown.start(attempt, delay, reason)
            )
        )
        events.firstToken.connect(countdown.stop)
        events.firstToken.connect(lambda: None if column.hiding() else widget.set_status(""))
        events.replyFinished.connect(lambda _m, _e: countdown.stop())
        events.adjusted.connect(lambda notes: self._adjusted(column, tuple(notes)))
        events.replyFinished.connect(lambda m, err: self._finished(column, m, err))

    def cancel(self) -> None:
        """The columns go (a fresh compare): nothing of theirs is left to draw."""
        if self.settling is not None:
            self.settling.cancel()
            self.settling = None

    def _started(self, column: Column, message: Message) -> None:
        if column not in self._columns.items:
            return
        widget = column.widget
        widget.set_busy(True)
        if not column.hiding():
            widget.set_status(self.tr("Waiting for the first token…"))
            return
        # Blind: the reply is drawn when every column has ended (_settle). Its text
        # arriving, its pace, its first-token wait would each tell the model.
        widget.transcript.hold_replies = True
        shown = widget.transcript.widget_of(message.id)
        if shown is not None:
            shown.hide()
        self._columns.view.hide_vote()  # a column answering again (a retry): the vote waits
        widget.set_status(self.tr("Answering…"))

    def _adjusted(self, column: Column, notes: tuple[str, ...]) -> None:
        """The request builder's changes for the model ("temperature 1.2 → 1.0 (Claude
        accepts 0–1)") in the column's tooltip; held back while the model is secret."""
        column.notes = notes
        if column in self._columns.items and not column.hiding():
            column.widget.setToolTip("\n".join(notes))

    def _finished(self, column: Column, message: Message, error: ApiError | None) -> None:
        columns = self._columns.items
        if column not in columns:
            return  # a column of a compare that was replaced while it stopped
        column.ended = (message, error)
        if not column.hiding():  # a blind round's columns end together (_settle)
            self.show_end(column)
        self._figures.show()  # before the signals: whoever hears them sees the figures
        self._column_finished(columns.index(column), message)
        # Called from the finishing column, whose own task is still completing.
        current = asyncio.current_task()
        if any(c.thread.running and c.thread.task is not current for c in columns):
            return
        if self._columns.any_hiding():
            self.settling = self._spawn(self._settle(current))
        else:
            self._all_finished()

    def show_end(self, column: Column) -> None:
        """The column's controls and status line as its latest reply ended."""
        widget = column.widget
        widget.set_busy(False)
        if column.ended is None:
            widget.set_status("")
            return
        message, error = column.ended
        status = error.message if error is not None else ""
        if status and column.hiding():  # the server's words may name the model
            status = self.tr("This reply failed; the details come after the vote.")
        widget.set_status(status)
        widget.set_ended(message.status is MessageStatus.COMPLETE)

    async def _settle(self, finishing: asyncio.Task[Any] | None) -> None:
        """Every column of a blind round has ended: the replies are drawn in all columns at
        once, each showing the answers' pager and the token probabilities only if every
        column has them; then the vote is offered."""
        columns = list(self._columns.items)

        def still_current() -> bool:
            running = any(c.thread.running and c.thread.task is not finishing for c in columns)
            return columns == self._columns.items and not running

        try:
            for column in columns:  # still held: each reply's versions are loaded
                await self._redraw(column)
            if not still_current():
                return
            common = self._common_extras()
            for column in columns:
                column.widget.transcript.blind_common = common
                column.widget.transcript.hold_replies = False
                await self._redraw(column)
            if not still_current():
                return
        finally:
            if self.settling is asyncio.current_task():
                self.settling = None
        for column in columns:
            self.show_end(column)
        self._figures.show()
        session = self._columns.session
        if session.awaiting_vote and session.round is not None:
            self._columns.view.show_vote(session.round.letters)
        self._all_finished()

    async def _redraw(self, column: Column) -> None:
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
        for column in self._columns.items:
            transcript = column.widget.transcript
            reply = latest_reply(transcript.shown_messages)
            counts.add(transcript.versions.get(reply.id, (1, 1))[1] if reply is not None else 0)
            probabilities = probabilities and reply is not None and bool(reply.logprobs)
        common = {"answers"} if len(counts) == 1 else set()
        return frozenset(common | ({"probabilities"} if probabilities else set()))
