"""Where dictation happens: the window part that has a microphone button, room for the
recording strip and a text field to write into. The main composer and the quick window are
both hosts; one Dictation class (app.ui.voice.dictation) serves each."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QAbstractButton, QBoxLayout, QLineEdit, QWidget

from app.ui.composer.frame import ComposerFrame


class DictationHost(Protocol):
    """What dictation needs from the window part it serves."""

    @property
    def dictate_button(self) -> QAbstractButton: ...

    def add_strip(self, strip: QWidget) -> None:
        """Show the recording strip (hidden until dictation starts) near the text."""
        ...

    def insert_dictation(self, text: str) -> None:
        """Write the transcribed text at the cursor."""
        ...

    def focus_text(self) -> None: ...


def spaced(before: str, text: str) -> str:
    """``text`` set apart by a space from the character before the cursor (if any)."""
    return " " + text if before and not before.isspace() else text


class ComposerDictationHost:
    """The main composer: the strip goes above the message box."""

    def __init__(self, frame: ComposerFrame) -> None:
        self._frame = frame

    @property
    def dictate_button(self) -> QAbstractButton:
        return self._frame.dictate_button

    def add_strip(self, strip: QWidget) -> None:
        layout = self._frame.layout()
        assert isinstance(layout, QBoxLayout)
        layout.insertWidget(layout.indexOf(self._frame.composer), strip)

    def insert_dictation(self, text: str) -> None:
        editor = self._frame.composer
        cursor: QTextCursor = editor.textCursor()
        document = editor.document()
        before = document.characterAt(cursor.position() - 1) if cursor.position() > 0 else ""
        cursor.insertText(spaced(before, text))
        editor.setTextCursor(cursor)

    def focus_text(self) -> None:
        self._frame.focus_text()


class LineDictationHost:
    """A one-line question (the quick window's): the strip goes into ``strips``, the text
    into the field at its cursor, spaced the same way."""

    def __init__(self, button: QAbstractButton, field: QLineEdit, strips: QBoxLayout) -> None:
        self._button = button
        self._field = field
        self._strips = strips

    @property
    def dictate_button(self) -> QAbstractButton:
        return self._button

    def add_strip(self, strip: QWidget) -> None:
        self._strips.addWidget(strip)

    def insert_dictation(self, text: str) -> None:
        field = self._field
        # Focus coming back by Tab (the strip's Stop button, focused, hides) selects
        # the whole line: the dictated words go after it rather than over it.
        field.deselect()
        position = field.cursorPosition()
        before = field.text()[position - 1] if position > 0 else ""
        field.insert(spaced(before, text))

    def focus_text(self) -> None:
        self._field.setFocus()
