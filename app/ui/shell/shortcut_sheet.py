"""The keyboard cheat sheet (Ctrl+/)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.ui.shell.window_actions import CAPTURE_KEY, DESCRIBE_KEY, DICTATE_KEY, QUICK_KEY


def _native(sequence: str) -> str:
    # Shown as the platform writes it (⌘ on macOS).
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText)


class ShortcutSheet(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutSheet")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = [
            ("Enter", self.tr("Send")),
            ("Shift+Enter", self.tr("New line in the message")),
            ("Esc", self.tr("Stop the reply (all columns in compare)")),
            ("Shift+Esc", self.tr("Go to the message box")),
            ("Tab", self.tr("Next control: sidebar, conversation, message box, parameters")),
            ("Up", self.tr("Edit the last message (in an empty message box)")),
            ("Ctrl+N", self.tr("New chat")),
            ("Ctrl+K", self.tr("Search conversations")),
            ("Ctrl+Tab", self.tr("Next conversation")),
            ("Ctrl+Shift+Tab", self.tr("Previous conversation")),
            ("Ctrl+Shift+C", self.tr("Copy the last reply")),
            ("Ctrl+Shift+M", self.tr("Compare models")),
            (CAPTURE_KEY, self.tr("Capture a region of the screen and attach it")),
            (QUICK_KEY, self.tr("Quick ask: a small window on top")),
            (DESCRIBE_KEY, self.tr("Describe a folder of images")),
            (DICTATE_KEY, self.tr("Dictate into the message box: start, or stop and transcribe")),
            ("Ctrl+,", self.tr("Settings")),
            ("F2", self.tr("Rename the conversation")),
            ("Del", self.tr("Move the conversation to the trash")),
            ("Ctrl+/", self.tr("This list")),
        ]
        text = "".join(
            f"<tr><td><b>{_native(keys)}</b></td><td>&nbsp;&nbsp;{what}</td></tr>"
            for keys, what in rows
        )
        self.text = QLabel(f"<table>{text}</table>", self)
        self.text.setObjectName("shortcutText")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
