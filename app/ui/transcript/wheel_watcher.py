"""Tells a scroll area's owner when the person turns the wheel over it (the transcript stops
following a stream the person scrolls away from).

A filter of its own, because overriding the scroll area's eventFilter means calling
QScrollArea's, and PySide loads every QtWidgets class on that first call (~10 ms before the
window's first paint)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class WheelWatcher(QObject):
    """Calls ``turned`` on the next turn of the event loop after each wheel event on
    ``viewport`` (once the scroll it causes has happened)."""

    def __init__(self, viewport: QWidget, turned: Callable[[], None]) -> None:
        super().__init__(viewport)
        self._turned = turned
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel:
            QTimer.singleShot(0, self, self._turned)
        return False
