"""Under a message: a reply's figures (tokens in and out, first token, speed, cost, what the
cache saved) and the message's actions (the action table's, and a Copy for each code block
in the More menu). Rebuilt whenever what it says changes; the actions are quiet until the
message is hovered or one of them has keyboard focus."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QWidget

from app.domain import Message, MessageStatus
from app.render.messages import stats_text, usage_problem, usage_text
from app.services.message_actions import ActionContext
from app.translation import money
from app.ui.common.elided_label import ElidedLabel
from app.ui.transcript.answer_figures import answer_figures
from app.ui.transcript.code_copy import COPY_CODE, code_blocks
from app.ui.transcript.message_parts import ActionBar, HoverReveal

Cost = Callable[[Message], float | None]


class MessageFooter(QWidget):
    """``act(action id)``: an action of the bar was chosen.

    ``cost``: what a reply cost; without it, the transcript's ``cost_of`` is used (and its
    ``saving_of`` for what the cache saved) when the message sits in one."""

    def __init__(
        self,
        owner: QWidget,
        *,
        act: Callable[[str], None],
        cost: Cost | None,
        show_usage: bool,
        blind: bool,
    ) -> None:
        super().__init__(owner)
        self._owner = owner  # hovered, it shows the actions
        self._act = act
        self._cost = cost
        self._show_usage = show_usage
        self._blind = blind  # speed, tokens and cost tell a model apart: none is shown
        self.bar: ActionBar | None = None
        self.reveal: HoverReveal | None = None

    def build(self, message: Message, context: ActionContext, stats: str) -> None:
        """(Re)build the row: the actions and, under a reply, its figures."""
        old = self.layout()
        if old is not None:
            while old.count():
                item = old.takeAt(0)
                if item.widget() is not None:
                    item.widget().deleteLater()
            QWidget().setLayout(old)  # detach the old layout
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        if message.role == "user":
            row.addStretch(1)
        if message.status is MessageStatus.STREAMING:
            self.bar = None
            return
        extra = [
            (f"{COPY_CODE}{n}", self.tr("Copy code block {0} ({1})").format(n + 1, lang or "text"))
            for n, (lang, _code) in enumerate(code_blocks(message.text))
        ]
        self.bar = ActionBar(message, context, self, extra=extra)
        self.bar.triggered.connect(self._act)
        row.addWidget(self.bar)
        usage = usage_text(message) if self._show_usage else ""
        if usage and context.answer is not None:
            usage = self.tr("{0} for all {1} answers").format(usage, context.answer[1])
        meta = " · ".join(t for t in (usage, self._figures(message, stats, context.answer)) if t)
        if self._blind:
            meta = ""
        if meta and message.role != "user":
            label = ElidedLabel(meta, self)  # "…" in a narrow compare column
            label.setObjectName("replyStats")
            label.setProperty("tone", "muted")
            notes = []
            if why := usage_problem(message):  # "cost unknown": the reason, heard and seen
                notes.append(why)
            if context.answer is not None and message.usage is None and self._show_usage:
                # One of n answers shows its own figures: where the request's usage is.
                notes.append(
                    self.tr(
                        "This answer's own figures. The request's usage and cost, for all "
                        "{0} answers, are shown with the first answer."
                    ).format(context.answer[1])
                )
            if notes:
                label.setToolTip("\n".join([meta, *notes]))
                label.setAccessibleDescription(" ".join(notes))
            row.addWidget(label, 1)  # all the row's free width
        elif message.role != "user":
            row.addStretch(1)
        self.reveal = HoverReveal(self._owner, self.bar)

    def _figures(
        self, message: Message, streamed: str, answer: tuple[int, int] | None = None
    ) -> str:
        """First token, tokens/s and cost, from what is stored with the reply; what the
        stream measured only for a reply stored without its timing. One of n answers: its
        own figures (app.ui.transcript.answer_figures), and the cost with the answer that
        holds the request's usage (the cost of them all)."""
        if message.role == "user" or message.first_token_s is None:
            return streamed
        cost = self._cost_of()
        price = cost(message) if cost is not None else None
        if answer is None:
            saving = self._saving(message) if price is not None else None
            return stats_text(message, price, saving)
        shown_price = money(price) if price is not None and message.usage is not None else ""
        return " · ".join(t for t in (answer_figures(message), shown_price) if t)

    def _cost_of(self) -> Cost | None:
        """The given cost, or the transcript's (``cost_of``) when this sits in one."""
        if self._cost is not None:
            return self._cost
        return self._transcript_hook("cost_of")

    def _saving(self, message: Message) -> float | None:
        """What the reply's cached prompt tokens saved, when the transcript knows prices
        (``saving_of``); never with a cost given to this message alone (a blind compare)."""
        if self._cost is not None:
            return None
        saving = self._transcript_hook("saving_of")
        return saving(message) if saving is not None else None

    def _transcript_hook(self, name: str) -> Cost | None:
        """The transcript's ``name`` callable (``cost_of``, ``saving_of``) when the message
        sits in one that has it set."""
        holder = self._owner.parentWidget()
        while holder is not None:
            hook = getattr(holder, name, None)
            if callable(hook):
                return hook  # type: ignore[no-any-return]
            holder = holder.parentWidget()
        return None
