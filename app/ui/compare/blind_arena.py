"""The compare as a blind arena: Blind on starts a fresh round in fresh columns, each behind a
letter; a prompt shuffles the models among the letters; the vote stores the verdict and
reveals the names (docs/compare.md, "Blind arena")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.domain import MessageStatus, Vote
from app.services.reply_figures import latest_reply
from app.ui.common.status_bus import StatusBus
from app.ui.compare.columns import Column, Columns
from app.ui.compare.figures_feed import FiguresFeed

if TYPE_CHECKING:  # loaded with the first saved setup or blind round
    from app.services.compare.setups import Setup


class BlindArena(QObject):
    """``start_from(setup)``: a fresh compare with these columns; ``update_headers()``: the
    columns' headers say what sets each apart; ``busy()``: a column is answering, or a round
    is being drawn; ``vote_recorded(vote)``: a vote was stored and the names revealed."""

    def __init__(
        self,
        columns: Columns,
        figures: FiguresFeed,
        *,
        status: StatusBus,
        start_from: Callable[[Setup], None],
        update_headers: Callable[[], None],
        busy: Callable[[], bool],
        vote_recorded: Callable[[Vote], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._figures = figures
        self._status = status
        self._start_from = start_from
        self._update_headers = update_headers
        self._busy = busy
        self._vote_recorded = vote_recorded

    # ---- blind on and off ------------------------------------------------------------------

    def refusal(self) -> str | None:
        """Why Blind cannot change now (None: it can)."""
        if self._busy():
            return self.tr("Blind can change once the models have answered (Esc stops them).")
        if self._columns.session.awaiting_vote:
            return self.tr("Vote first: Blind can change once this round's names are revealed.")
        return None

    def toggled(self, on: bool) -> None:
        """Blind on starts a fresh round in fresh columns (the models' earlier replies, seen
        with their names, would tell them apart); off shows the models' pickers again."""
        view = self._columns.view
        why = self.refusal()
        if why is not None:
            view.set_blind_checked(not on, why)
            self._status.show(why, 6000)
            return
        view.set_blind_checked(on)
        if on:
            self.fresh_round()
        else:
            for column in self._columns.items:
                column.widget.set_blind(None)
        self._update_headers()
        self._figures.show()

    def fresh_round(self) -> None:
        """The same models and their settings in new, empty columns, each behind a letter
        (which model gets which letter is shuffled again as the prompt goes out)."""
        self._start_from(self._columns.setup(""))

    # ---- a round -------------------------------------------------------------------------

    def deal(self, text: str) -> None:
        """A prompt goes out: the models are shuffled among the columns' letters. A column's
        parameters go with its model: "T 0.2 on model X" stays that."""
        columns = self._columns.items
        panel_model = self._columns.panel.model()
        models = [c.widget.model or panel_model for c in columns]
        settings = [c.widget.overrides() for c in columns]
        round_ = self._columns.session.start_blind(text, models)
        for column, model, letter, source in zip(
            columns, round_.models, round_.letters, round_.order, strict=True
        ):
            column.widget.set_model(model)
            column.widget.set_overrides(settings[source])
            column.widget.set_blind(letter)

    async def vote(self, choice: str) -> Vote | None:
        session = self._columns.session
        round_ = session.round
        stored = await session.vote(choice, self._columns.refs())
        if stored is None or round_ is None:
            return None
        self._columns.view.hide_vote()
        for column, letter in zip(self._columns.items, round_.letters, strict=False):
            column.widget.reveal(letter)
            column.widget.setToolTip("\n".join(column.notes))
            if column.thread.conversation_id is not None:  # drawn again, names and figures
                await column.thread.show_branch(column.thread.conversation_id)
            self._reveal_status(column)
        self._figures.show()
        self._figures.add_up()
        self._update_headers()
        self._status.show(self.tr("Vote saved. The names are revealed."), 5000)
        self._vote_recorded(stored)
        return stored

    def _reveal_status(self, column: Column) -> None:
        """After the vote a failed column's status line says what the server said."""
        if column.widget.status.text():
            reply = latest_reply(column.widget.transcript.shown_messages)
            failed = reply is not None and reply.status is MessageStatus.ERROR
            column.widget.set_status((reply.error or "") if failed and reply is not None else "")
