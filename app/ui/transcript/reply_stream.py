"""The reply being received, in its message widget. Deltas are only buffered; a timer
paints them at most ~30 times a second, measured from the end of the previous paint (so a
slow paint never turns into one paint per token). Each paint appends the newly finished
markdown blocks once and replaces only the unfinished tail: its cost does not grow with the
reply or the conversation."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from app.domain import Message
from app.render.blocks import StreamingMarkdown
from app.services.message_actions import ActionContext
from app.translation import money, number
from app.ui.transcript.message_widget import MessageWidget
from app.ui.transcript.render import has_math

FRAME_MS = 33
# Replies up to this size are rendered whole once more when they end (exact output, a few
# ms); longer ones keep their streamed blocks: a whole render of 20,000 characters of table
# took 135-245 ms, and four compare columns ending together added theirs up.
WHOLE_RENDER_LIMIT = 4_000


class ReplyStream(QObject):
    def __init__(
        self, widget: MessageWidget, *, render: Callable[[str], str], painted: Callable[[], None]
    ) -> None:
        """``render``: the transcript's Markdown-to-HTML (formulas drawn as images)."""
        super().__init__(widget)
        self.widget = widget
        self._markdown = StreamingMarkdown(render=render)
        self._reasoning: list[str] = []
        self._painted = painted
        self._started = time.monotonic()
        self._first_token: float | None = None
        self._last_paint_end = 0.0
        self._due = False  # the timer is running: asking Qt for each delta cost more
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._paint)

    @property
    def message_id(self) -> int:
        return self.widget.message.id

    def feed(self, text: str) -> None:
        """Called for each delta (thousands a reply): it only buffers."""
        if text:
            self._markdown.feed(text)
            if not self._due:
                self._schedule()

    def reason(self, text: str) -> None:
        if text:
            self._reasoning.append(text)
            if not self._due:
                self._schedule()

    def _schedule(self) -> None:
        now = time.monotonic()
        if self._first_token is None:
            self._first_token = now
        self._due = True
        since = (now - self._last_paint_end) * 1000
        self._timer.start(max(0, int(FRAME_MS - since)))

    def _paint(self) -> None:
        self._due = False
        update = self._markdown.take_update()
        if not update.tail_changed and not self._reasoning:
            return
        self.widget.apply(update, "".join(self._reasoning))
        self._painted()
        self._last_paint_end = time.monotonic()

    def finish(
        self,
        message: Message,
        context: ActionContext,
        cost: Callable[[Message], float | None] | None,
    ) -> None:
        """The reply reached its final state: that message rendered whole, with its footer."""
        self._timer.stop()
        self._due = False
        update = self._markdown.take_update()
        streamed = self._markdown.text
        whole = (
            len(message.text) <= WHOLE_RENDER_LIMIT
            or streamed != message.text
            or has_math(message.text)  # its pictures, ready now, replace the placeholders
        )
        stats = self._stats(message, cost)
        self.widget.finish(message, update, whole=whole, context=context, stats=stats)

    def cancel(self) -> None:
        self._timer.stop()
        self._due = False

    def _stats(self, message: Message, cost: Callable[[Message], float | None] | None) -> str:
        """Time to first token and speed, measured here as the reply arrived."""
        if self._first_token is None:
            return ""
        ttft = self._first_token - self._started
        duration = time.monotonic() - self._first_token
        parts = [self.tr("first token {0} s").format(number(ttft, 2))]
        tokens = message.usage.completion_tokens if message.usage else 0
        if duration > 0.05 and tokens:
            parts.append(self.tr("{0} tokens/s").format(number(tokens / duration)))
        price = cost(message) if cost is not None else None
        if price is not None:
            parts.append(money(price))
        return " · ".join(parts)
