"""The message box. Enter sends, Shift+Enter inserts a newline, and Enter never sends while an
input method is composing (pre-edit text present): it commits the composition instead."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QInputMethodEvent, QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class Composer(QPlainTextEdit):
    """Signals:
    submitted(): the user asked to send (Enter without modifiers, not composing).
    stopRequested(): Esc pressed.
    """

    submitted = Signal()
    stopRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("composer")
        self.setAccessibleName(self.tr("Message"))
        self.setAccessibleDescription(
            self.tr("Type a message. Enter sends, Shift+Enter adds a line.")
        )
        self.setPlaceholderText(
            self.tr("Message Comet Desk…  (Enter to send, Shift+Enter for a new line)")
        )
        self.setTabChangesFocus(True)
        self._preedit = ""

    def is_composing(self) -> bool:
        return bool(self._preedit)

    def inputMethodEvent(self, event: QInputMethodEvent) -> None:
        # Qt's own record of the composition: the pre-edit string of the latest event.
        self._preedit = event.preeditString()
        super().inputMethodEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.is_composing():
                super().keyPressEvent(event)  # the input method commits; we don't send
                return
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier:
                self.submitted.emit()
                return
            if mods & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
                return
        if key == Qt.Key.Key_Escape:
            self.stopRequested.emit()
            return
        super().keyPressEvent(event)
