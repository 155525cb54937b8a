"""Run something once the window has been painted: services (the HTTP client, storage, the
document readers) are built after the person sees the window, not before."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 1000  # a window that is never painted (minimised at start) still starts


class AfterFirstPaint(QObject):
    """Watches ``window`` from before it is shown; ``then(callback)`` runs the callback on the
    next turn of the event loop once the window has been painted (at once if it already was:
    on some platforms the first paint happens inside ``show()``'s processEvents)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._painted = False
        self._callback: Callable[[], None] | None = None
        window.installEventFilter(self)

    def then(self, callback: Callable[[], None]) -> None:
        self._callback = callback
        QTimer.singleShot(0 if self._painted else FALLBACK_MS, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            self._window.removeEventFilter(self)
            if self._callback is not None:
                QTimer.singleShot(0, self._run)  # after this paint reaches the screen
        return False

    def _run(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            callback()
