"""`cometdesk --self-check`: open the main window, wait for its first paint and for the
services to be ready, print timings as JSON, close cleanly. Used by the start-up benchmark
and by the packaging smoke test."""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


def _rss_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class FirstPaintProbe(QObject):
    """Notes the moment the window is first painted, then reports once the app is ready."""

    def __init__(self, window: QWidget, started: float) -> None:
        super().__init__(window)
        self._window = window
        self._started = started
        self.first_paint: float | None = None
        self.ready: float | None = None
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.first_paint is None:
            self.first_paint = time.perf_counter() - self._started
            sys.stdout.write(json.dumps({"event": "first_paint", "s": self.first_paint}) + "\n")
            sys.stdout.flush()
        return False

    def on_ready(self) -> None:
        self.ready = time.perf_counter() - self._started
        # Let the queued paint and list fill happen, then report and leave.
        QTimer.singleShot(50, self._report)

    def _report(self) -> None:
        report = {
            "event": "ready",
            "first_paint_s": self.first_paint,
            "ready_s": self.ready,
            "rss_mb": round(_rss_mb(), 1),
            "conversations": _count_rows(self._window),
        }
        sys.stdout.write(json.dumps(report) + "\n")
        sys.stdout.flush()
        self._window.close()
        QTimer.singleShot(5000, QCoreApplication.quit)  # never hang a CI job


def _count_rows(window: QWidget) -> int:
    from app.ui.sidebar.conversation_list import ConversationSidebar

    sidebar = window.findChild(ConversationSidebar)
    return sidebar.count() if sidebar is not None else -1
