"""The message box. Enter sends, Shift+Enter inserts a newline, and Enter never sends while an
input method is composing (pre-edit text present): it commits the composition instead.

A very long paste goes in a piece per turn of the event loop (Qt froze ~0.4 s taking 10 MB
at once); it is one undo step, and whoever reads the text meanwhile gets all of it."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QInputMethodEvent, QKeyEvent, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from app.ui.common.attachment_mime import images_in_mime, mime_has_images

PASTE_PIECE = 256 * 1024  # characters a turn of the event loop takes of a long paste


class Composer(QPlainTextEdit):
    """Signals:
    submitted(): the user asked to send (Enter without modifiers, not composing).
    stopRequested(): Esc pressed.
    mediaReceived(object): images pasted or dropped (a MimeImages: files, bytes or a bitmap).
    editLastRequested(): Up in an empty composer (edit the last message, as in chat apps).
    slashTyped(): a / typed at the very start of the text (the prompt library offers its
        prompts; this room knows nothing of them).
    """

    submitted = Signal()
    stopRequested = Signal()
    mediaReceived = Signal(object)
    editLastRequested = Signal()
    slashTyped = Signal()

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
        self._paste: tuple[QTextCursor, str] | None = None  # where a long paste goes, what is left

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
        text = source.text() if source.hasText() else ""
        if len(text) <= 2 * PASTE_PIECE:
            super().insertFromMimeData(source)
            return
        self.finish_paste()
        cursor = self.textCursor()
        cursor.beginEditBlock()  # the first piece replaces the selection: one undo step
        cursor.insertText(text[:PASTE_PIECE])
        cursor.endEditBlock()
        self._paste = (cursor, text[PASTE_PIECE:])
        QTimer.singleShot(0, self, self._paste_piece)

    @property
    def pasting(self) -> bool:
        return self._paste is not None

    def _paste_piece(self, size: int = PASTE_PIECE) -> None:
        if self._paste is None:
            return
        cursor, rest = self._paste
        cursor.joinPreviousEditBlock()
        cursor.insertText(rest[:size])
        cursor.endEditBlock()
        if len(rest) > size:
            self._paste = (cursor, rest[size:])
            QTimer.singleShot(0, self, self._paste_piece)
        else:
            self._paste = None
            self.setTextCursor(cursor)  # the caret after the paste, as a paste leaves it
            self.ensureCursorVisible()

    def finish_paste(self) -> None:
        """All of a long paste now (its text is wanted: Send, a draft being kept)."""
        if self._paste is not None:
            self._paste_piece(len(self._paste[1]))

    def toPlainText(self) -> str:
        self.finish_paste()
        return super().toPlainText()

    def setPlainText(self, text: str) -> None:
        self._paste = None  # the box gets other text: the rest of a paste has no place
        super().setPlainText(text)

    def clear(self) -> None:
        self._paste = None
        super().clear()

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
        if event.text() == "/" and self.textCursor().position() == 1 and not self.is_composing():
            self.slashTyped.emit()
