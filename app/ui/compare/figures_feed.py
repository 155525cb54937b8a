"""What the compare's figures say: the table under the columns (each column's latest reply:
tokens, speed, cost, probability) and the totals in the header (every column's replies
together). While a blind round's models are secret neither is shown: a price, a speed or a
token count can tell a model as well as its name."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from app.services.usage_totals import Totals
from app.ui.compare.columns import Columns
from app.ui.transcript.message_helpers import describe_totals

Totaled = Callable[[str, str], None]  # the totals' text and tooltip ("" and "": none)


class FiguresFeed(QObject):
    def __init__(self, columns: Columns, totals: Totaled, parent: QObject) -> None:
        super().__init__(parent)
        self._columns = columns
        self._totals = totals

    def add_up(self) -> None:
        """The compare's totals in the header: every column's replies together."""
        columns = self._columns.items
        if self._columns.any_hiding():
            self._totals("", "")
            return
        total = sum((c.thread.totals for c in columns), Totals())
        self._totals(*describe_totals(total))

    def show(self) -> None:
        """Each column's latest reply's figures, in the table under the columns. While a
        blind round awaits its vote the rows are named by letter and the cost is left out
        (a price tells the model); after it, "A · model", as the columns' titles."""
        from app.services.compare.diff import differences
        from app.services.reply_figures import (
            exchanges,
            figures_of,
            latest_reply,
            mean_probability,
        )

        columns = self._columns.items
        session = self._columns.session
        round_ = session.round
        blind = session.awaiting_vote
        rows = []
        most = 0
        # Rows of one model are told apart by what differs (what the replies were asked
        # with); the arena keeps the words out until the vote.
        asked = [c.last_params or self._columns.params_of(c) for c in columns]
        apart = differences(asked)
        shared = {p.model for p in asked if sum(q.model == p.model for q in asked) > 1}
        for n, column in enumerate(columns):
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
        if blind or self._columns.any_hiding():
            # Speed and token counts can tell a model as well as its name: the table
            # waits for the vote, like the figures under each reply.
            rows = []
        self._columns.view.show_figures(rows, exchanges=most, blind=blind)
