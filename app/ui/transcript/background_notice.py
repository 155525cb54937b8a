"""The line under a reply running in the background on the server: its state ("Queued",
"In progress") and how long it has been running, ticking every second until it ends."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

from app.ui.transcript.view import TranscriptView

TICK_MS = 1000


def elapsed_text(seconds: float) -> str:
    """m:ss, or h:mm:ss from an hour on (deep research can take that long)."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class BackgroundNotice(QObject):
    """One per transcript (``of``): the background replies it shows, by message id."""

    def __init__(self, view: TranscriptView) -> None:
        super().__init__(view)
        self.setObjectName("backgroundNotice")
        self._view = view
        self._runs: dict[int, tuple[str, float]] = {}  # id -> (status, start in epoch s)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    @classmethod
    def of(cls, view: TranscriptView) -> BackgroundNotice:
        found = view.findChild(cls, "backgroundNotice")
        return found if isinstance(found, cls) else cls(view)

    def show(self, message_id: int, status: str, started_at: float) -> None:
        self._runs[message_id] = (status, started_at)
        self._tick()
        self._timer.start()

    def stop(self, message_id: int) -> None:
        if self._runs.pop(message_id, None) is not None:
            widget = self._view.widget_of(message_id)
            if widget is not None:
                widget.set_notice("")
        if not self._runs:
            self._timer.stop()

    def _text(self, status: str, started_at: float) -> str:
        running = elapsed_text(time.time() - started_at)
        if status == "queued":
            return self.tr("Queued on the server · {0}").format(running)
        return self.tr("In progress · {0}").format(running)

    def _tick(self) -> None:
        for message_id, (status, started_at) in self._runs.items():
            widget = self._view.widget_of(message_id)
            if widget is not None:
                widget.set_notice(self._text(status, started_at))
