"""The message box. Enter sends, Shift+Enter inserts a newline, and Enter never sends while an
input method is composing (pre-edit text present): it commits the composition instead."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QGuiApplication, QInputMethodEvent, QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from app.ui.attachment_mime import images_in_mime, mime_has_images


class Composer(QPlainTextEdit):
    """Signals:
    submitted(): the user asked to send (Enter without modifiers, not composing).
    stopRequested(): Esc pressed.
    mediaReceived(object): images pasted or dropped (a MimeImages: files, bytes or a bitmap).
    editLastRequested(): Up in an empty composer (edit the last message, as in chat apps).
    """

    submitted = Signal()
    stopRequested = Signal()
    mediaReceived = Signal(object)
    editLastRequested = Signal()

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
        self.send_shortcut = "enter"

    def set_send_shortcut(self, shortcut: str) -> None:
        """ "enter": Enter sends, Shift+Enter is a new line. "ctrl+enter": Ctrl+Enter sends,
        Enter is a new line (for people who write long, multi-line prompts)."""
        self.send_shortcut = "ctrl+enter" if shortcut == "ctrl+enter" else "enter"
        if self.send_shortcut == "enter":
            hint = self.tr("Message Comet Desk…  (Enter to send, Shift+Enter for a new line)")
        else:
            hint = self.tr("Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)")
        self.setPlaceholderText(hint)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return mime_has_images(source) or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        found = images_in_mime(source)
        if found:
            self.mediaReceived.emit(found)
            return
        super().insertFromMimeData(source)

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
                # The input method owns Enter while it composes: ask it to commit the
                # pre-edit text; never send half a word and never add a newline.
                QGuiApplication.inputMethod().commit()
                event.accept()
                return
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            sends = (
                Qt.KeyboardModifier.NoModifier
                if self.send_shortcut == "enter"
                else Qt.KeyboardModifier.ControlModifier
            )
            if mods == sends:
                self.submitted.emit()
                return
            if mods in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
                self.insertPlainText("\n")
                return
        if key == Qt.Key.Key_Escape:
            self.stopRequested.emit()
            return
        if (
            key == Qt.Key.Key_Up
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and not self.is_composing()
            and self.document().isEmpty()
        ):
            self.editLastRequested.emit()
            return
        super().keyPressEvent(event)
