"""Run something once the window has been painted: services (the HTTP client, storage, the
document readers) are built after the person sees the window, not before."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 1000  # a window that is never painted (minimised at start) still starts


class AfterFirstPaint(QObject):
    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None:
            QTimer.singleShot(0, self._run)  # after this paint reaches the screen
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._window.removeEventFilter(self)
            then()
