"""Waits for GUI tests that hold on a loaded machine: each waits for a state or an event,
never for a fixed time that hopes the state has arrived.

- ``settled``: the app has no background work left (what a change started has finished),
  before asserting that something did *not* happen.
- ``after_timer``: Qt fires due timers in the order they fall due, so once a timer of
  ``ms`` started now has fired, every timer the code started earlier with a shorter
  interval has fired too, however slow the machine.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer


def settled(qtbot: Any, controller: Any, timeout: int = 10_000) -> None:
    """Wait until the app's task runner has nothing pending."""
    qtbot.waitUntil(lambda: not controller.tasks.pending(), timeout=timeout)


def after_timer(qtbot: Any, ms: int, timeout: int = 30_000) -> None:
    """Wait until a single-shot timer of ``ms`` has fired (see the module's note)."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(ms)
    with qtbot.waitSignal(timer.timeout, timeout=timeout):
        timer.start()
