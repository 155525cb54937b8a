"""Waits for GUI tests that hold on a loaded machine: each waits for a state or an event,
never for a fixed time that hopes the state has arrived.

- ``settled``: the app has no background work left (what a change started has finished),
  before asserting that something did *not* happen.
- ``after_timer``: Qt fires due timers in the order they fall due, so once a timer of
  ``ms`` started now has fired, every timer the code started earlier with a shorter
  interval has fired too, however slow the machine.
- ``shown_child``: a control that appears later (a status bar's offer), once it shows.
"""

from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer

Child = TypeVar("Child", bound=QObject)


def settled(qtbot: Any, controller: Any, timeout: int = 10_000) -> None:
    """Wait until the app's task runner has nothing pending."""
    qtbot.waitUntil(lambda: not controller.tasks.pending(), timeout=timeout)


def shown_child(
    qtbot: Any, parent: QObject, kind: type[Child], name: str, timeout: int = 5000
) -> Child:
    """Wait until ``parent`` has a visible child of ``kind`` named ``name``; that child."""
    qtbot.waitUntil(
        lambda: (found := parent.findChild(kind, name)) is not None and bool(found.isVisible()),
        timeout=timeout,
    )
    return parent.findChild(kind, name)


def after_timer(qtbot: Any, ms: int, timeout: int = 30_000) -> None:
    """Wait until a single-shot timer of ``ms`` has fired (see the module's note)."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(ms)
    with qtbot.waitSignal(timer.timeout, timeout=timeout):
        timer.start()
