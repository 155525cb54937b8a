"""The transcript's messages: the widgets built so far, newest at the bottom, and the older
messages still to be built.

Opening a long conversation builds its newest messages at once and the older ones above them
a batch per turn of the event loop, so the window never freezes: 25 replies that are each a
20,000-character table took half a second in one go. A batch is measured in characters of
text (rendering costs about a microsecond a character on the reference machine), which keeps
it the same on every machine: a conversation whose shown messages fit one batch is built
entirely at once, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from app.domain import Message
    from app.ui.transcript.message_widget import MessageWidget

BATCH_CHARS = 30_000  # ~30 ms of rendering: one batch, one turn of the event loop


def newest_batch(messages: Sequence[Message], budget: int = BATCH_CHARS) -> int:
    """How many of the newest ``messages`` make one batch (always at least one)."""
    used = count = 0
    for message in reversed(messages):
        used += len(message.text)
        if count and used > budget:
            break
        count += 1
    return count


class ShownMessages(QObject):
    """``widgets``: built, oldest first. ``pending``: older than all of them, not yet built,
    oldest first. ``build_older(batch)`` puts a batch (oldest first) above the widgets."""

    def __init__(self, parent: QObject, build_older: Callable[[list[Message]], None]) -> None:
        super().__init__(parent)
        self.widgets: list[MessageWidget] = []
        self.pending: list[Message] = []
        self._build_older = build_older
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next_batch)

    def split(self, messages: Sequence[Message]) -> list[Message]:
        """Keep all but the newest batch of ``messages`` for later turns; return that batch."""
        n = newest_batch(messages)
        self.pending = list(messages[: len(messages) - n])
        if self.pending:
            self._timer.start()
        return list(messages[len(messages) - n :])

    def finish(self) -> None:
        """Build whatever is still pending, now (a caller needs every widget)."""
        self._timer.stop()
        batch, self.pending = self.pending, []
        if batch:
            self._build_older(batch)

    def forget(self) -> None:
        self._timer.stop()
        self.pending = []
        self.widgets = []

    @property
    def messages(self) -> list[Message]:
        return [*self.pending, *(w.message for w in self.widgets)]

    def _next_batch(self) -> None:
        n = newest_batch(self.pending)
        batch = self.pending[len(self.pending) - n :]
        del self.pending[len(self.pending) - n :]
        if self.pending:
            self._timer.start()
        self._build_older(batch)
