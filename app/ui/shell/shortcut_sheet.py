"""The keyboard cheat sheet (Ctrl+/): every window action that has a key, from the action
table (app.ui.common.actions), then the keys that belong to one control (the message box,
the conversation list)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, key_text

# Keys a control handles itself, not the window: no action holds them.
CONTROL_KEYS = (
    ("Enter", QT_TRANSLATE_NOOP("ShortcutSheet", "Send")),
    ("Shift+Enter", QT_TRANSLATE_NOOP("ShortcutSheet", "New line in the message")),
    ("Up", QT_TRANSLATE_NOOP("ShortcutSheet", "Edit the last message (in an empty message box)")),
    (
        "Tab",
        QT_TRANSLATE_NOOP(
            "ShortcutSheet", "Next control: sidebar, conversation, message box, parameters"
        ),
    ),
    ("F2", QT_TRANSLATE_NOOP("ShortcutSheet", "Rename the conversation")),
    ("Del", QT_TRANSLATE_NOOP("ShortcutSheet", "Move the conversation to the trash")),
)


def sheet_rows(actions: Sequence[Action]) -> list[tuple[str, str]]:
    """(key as the platform writes it, what it does): the actions with a key, in the
    table's order, then the controls' own keys."""
    rows = [(key_text(a.sequence()), a.name()) for a in actions if not a.sequence().isEmpty()]
    translate = QCoreApplication.translate
    rows += [
        (key_text(QKeySequence(k)), translate("ShortcutSheet", what)) for k, what in CONTROL_KEYS
    ]
    return rows


class ShortcutSheet(QDialog):
    def __init__(self, actions: Sequence[Action], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutSheet")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.rows = sheet_rows(actions)
        text = "".join(
            f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
            for keys, what in self.rows
        )
        self.text = QLabel(f"<table>{text}</table>", self)
        self.text.setObjectName("shortcutText")
        self.text.setAccessibleName(self.tr("Keyboard shortcuts"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
