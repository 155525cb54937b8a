"""One message bridge: status text, the busy bar, and offers (undo, resend)
go through here; one widget, connected once, shows them in the status bar.

Presenters get the bus in their constructor and never touch the status bar themselves.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QStatusBar

BUSY_AFTER_MS = 300  # waits shorter than this show no busy bar (it would only flicker)


class StatusBus(QObject):
    """Signals:
    message(str, int): show this text for so many milliseconds (0: until replaced).
    busyChanged(bool): a long wait started (after BUSY_AFTER_MS) or all of them ended.
    offered(str, str): show an offer button (kind, label); "" as label withdraws it.
    balanceChanged(str): the account balance line ("" hides it).
    """

    message = Signal(str, int)
    busyChanged = Signal(bool)
    offered = Signal(str, str)
    balanceChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.busy_count = 0
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_AFTER_MS)
        self._busy_timer.timeout.connect(lambda: self.busyChanged.emit(self.busy_count > 0))
        self._offers: dict[str, Callable[[], None]] = {}

    def show(self, text: str, timeout_ms: int = 0) -> None:
        self.message.emit(text, timeout_ms)

    def busy(self, on: bool) -> None:
        """Count a long wait in or out; the busy bar shows while any lasts over ~300 ms."""
        self.busy_count = max(0, self.busy_count + (1 if on else -1))
        if self.busy_count == 0:
            self._busy_timer.stop()
            self.busyChanged.emit(False)
        elif not self._busy_timer.isActive():
            self._busy_timer.start()

    def offer(self, kind: str, label: str, action: Callable[[], None], timeout_ms: int = 0) -> None:
        """A button in the status bar ("undo", "resend") that runs ``action`` once."""
        self._offers[kind] = action
        self.offered.emit(kind, label)
        if timeout_ms:
            # Owned by the bus: a window closed within the wait takes the timer with it.
            QTimer.singleShot(timeout_ms, self, lambda: self.withdraw(kind, action))

    def withdraw(self, kind: str, only: Callable[[], None] | None = None) -> None:
        if kind in self._offers and (only is None or self._offers[kind] is only):
            del self._offers[kind]
            self.offered.emit(kind, "")

    def accept(self, kind: str) -> None:
        action = self._offers.pop(kind, None)
        self.offered.emit(kind, "")
        if action is not None:
            action()

    def set_balance(self, text: str) -> None:
        self.balanceChanged.emit(text)


class RetryCountdown(QObject):
    """One line for a request that will be tried again: "Rate limited by the server. Trying
    again in 3 s — Esc cancels.", counted down each second through ``show`` (the line under
    the waiting reply, a compare column's status). ``show("")`` when the wait is over; the
    owner stops it as soon as the reply starts arriving or ends, and clears its line."""

    def __init__(self, show: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show = show
        self._deadline = 0.0
        self._reason = ""
        self._shown = ""
        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)

    def start(self, attempt: int, delay: float, reason: str) -> None:
        """Attempt ``attempt`` follows in ``delay`` seconds; ``reason`` says what failed."""
        self._deadline = time.monotonic() + delay
        self._reason = reason.strip().rstrip(".;:")
        self._shown = ""
        self._tick()
        self._timer.start()

    def stop(self) -> bool:
        """Stop counting (the caller clears the line); True if it was counting."""
        counting = self._timer.isActive()
        self._timer.stop()
        return counting

    def _tick(self) -> None:
        left = math.ceil(self._deadline - time.monotonic())
        if left <= 0:
            self._timer.stop()
            text = ""  # the request goes again now: the waiting reply shows what comes
        else:
            text = self.tr("{0}. Trying again in {1} s — Esc cancels.").format(self._reason, left)
        if text != self._shown:
            self._shown = text
            self._show(text)


OFFER_NAMES = {
    "undo": "undoDeleteButton",
    "resend": "resendWithoutParamButton",
    "use-served-model": "useServedModelButton",
}
# Offers rarely made: their buttons are made the first time they are offered, so start-up
# does not pay for them.
LATER_OFFER_NAMES = {
    "describe-resume": "resumeDescribeButton",
    "prompt-sets-resume": "resumePromptSetButton",
}


class StatusArea(QObject):
    """Shows the bus in a status bar: the text, the balance, offer buttons and the busy bar."""

    def __init__(self, bus: StatusBus, bar: QStatusBar) -> None:
        super().__init__(bar)
        self._bar = bar
        self.balance_label = QLabel(bar)
        self.balance_label.setObjectName("balanceLabel")
        self.balance_label.hide()
        bar.addPermanentWidget(self.balance_label)
        self.buttons: dict[str, QPushButton] = {}
        self._bus = bus
        for kind in OFFER_NAMES:
            self._make_button(kind)
        self.busy_bar = QProgressBar(bar)
        self.busy_bar.setObjectName("busyIndicator")
        self.busy_bar.setAccessibleName(self.tr("Working"))
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.hide()
        bar.addPermanentWidget(self.busy_bar)
        bus.message.connect(bar.showMessage)
        bus.busyChanged.connect(self.busy_bar.setVisible)
        bus.offered.connect(self._show_offer)
        bus.balanceChanged.connect(self._show_balance)

    def _make_button(self, kind: str) -> QPushButton:
        button = QPushButton(self._bar)
        button.setObjectName(OFFER_NAMES.get(kind) or LATER_OFFER_NAMES[kind])
        button.hide()
        button.clicked.connect(lambda _c=False, k=kind: self._bus.accept(k))
        self._bar.addPermanentWidget(button)
        self.buttons[kind] = button
        return button

    def _show_offer(self, kind: str, label: str) -> None:
        button = self.buttons.get(kind)
        if button is None:
            if not label:
                return  # withdrawn before it was ever shown
            button = self._make_button(kind)
        button.setText(label)
        button.setAccessibleName(label)
        button.setVisible(bool(label))

    def _show_balance(self, text: str) -> None:
        self.balance_label.setText(text)
        self.balance_label.setVisible(bool(text))
