"""The reply being received, in its message widget. Deltas are only buffered; a timer
paints them at most ~30 times a second, measured from the end of the previous paint (so a
slow paint never turns into one paint per token). Each paint appends the newly finished
markdown blocks once and replaces only the unfinished tail: its cost does not grow with the
reply or the conversation.

A request for n > 1 answers streams them all into the one widget: each choice's deltas are
buffered in its own StreamingMarkdown, only the choice on show is rendered (a frame costs
what it did for one answer), and switching renders the chosen one's blocks so far once
(``show_choice``; the widget's ChoiceSwitcher offers it)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from app.domain import Message
from app.render.blocks import BlockUpdate, StreamingMarkdown
from app.services.message_actions import ActionContext
from app.translation import money, number
from app.ui.transcript.message_body import MessageBody
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
        self._render = render
        self._markdown = StreamingMarkdown(render=render)
        self._reasoning: list[str] = []
        # n > 1: every choice's markdown and reasoning (choice 0's are the two above), which
        # have their finish reason, and the one on show.
        self._choices: list[tuple[StreamingMarkdown, list[str]]] = []
        self._finished: set[int] = set()
        self._bodies: dict[int, MessageBody] = {}  # each answer's text, once shown
        self.shown = 0
        self.choice_ids: list[int] = []
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

    def feed(self, text: str, index: int = 0) -> None:
        """Called for each delta (thousands a reply): it only buffers."""
        if text:
            markdown = self._choices[index][0] if self._choices else self._markdown
            markdown.feed(text)
            if not self._due and index == self.shown:
                self._schedule()

    def reason(self, text: str, index: int = 0) -> None:
        if text:
            reasoning = self._choices[index][1] if self._choices else self._reasoning
            reasoning.append(text)
            if not self._due and index == self.shown:
                self._schedule()

    # ---- several answers ------------------------------------------------------------------

    @property
    def choice_count(self) -> int:
        return len(self._choices) or 1

    def begin_choices(self, ids: list[int]) -> None:
        """The request asked for ``len(ids)`` answers (their stored versions, choice 0 first)."""
        if len(ids) <= 1 or self._choices:
            return
        self.choice_ids = list(ids)
        self._choices = [(self._markdown, self._reasoning)]
        self._choices += [(StreamingMarkdown(render=self._render), []) for _ in range(len(ids) - 1)]
        self.widget.show_choices(self)

    def has_choice(self, index: int) -> bool:
        return 0 <= index < len(self._choices)

    def choice_finished(self, index: int) -> None:
        if self.has_choice(index):
            self._finished.add(index)
            self.widget.show_choices(self)

    def streaming_choices(self) -> list[int]:
        """The indices of the answers still arriving."""
        return [n for n in range(len(self._choices)) if n not in self._finished]

    def show_choice(self, index: int) -> None:
        """Show another answer. Each keeps its own text widget once shown: the first time,
        its blocks so far are rendered once; after that only what arrived while it was
        hidden (switching back and forth costs no more than the frames it missed)."""
        if not self.has_choice(index) or index == self.shown:
            return
        self._bodies.setdefault(self.shown, self.widget.body)
        self.shown = index
        self._markdown, self._reasoning = self._choices[index]
        update = self._markdown.take_update()
        body = self._bodies.get(index)
        if body is None:
            body = self._bodies[index] = self.widget.new_body()
            body.begin_stream()
            update = BlockUpdate(list(self._markdown.stable_html), update.tail_html, True)
        self.widget.use_body(body)
        self.widget.show_choice_reasoning("".join(self._reasoning))
        self.widget.apply(update, "".join(self._reasoning))
        self.widget.show_choices(self)
        self._painted()

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

    def paint_now(self) -> None:
        """What is buffered, painted now rather than at the next frame."""
        if self._due:
            self._timer.stop()
            self._paint()

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
