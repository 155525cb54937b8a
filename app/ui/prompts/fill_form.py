"""The small form a prompt with ``{{variables}}`` asks for them in: one line per variable,
Tab between them, Enter fills the prompt into the message box, Esc cancels. It opens just
above the message box."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)


class PromptFillForm(QDialog):
    """Accepted (Enter or Insert) or rejected (Esc or Cancel); ``values()`` then holds what
    was typed for each variable."""

    def __init__(self, title: str, names: Sequence[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("promptFillForm")
        self.setWindowTitle(title)
        self.setAccessibleName(self.tr("Fill in the prompt “{0}”").format(title))
        self.setModal(True)
        self.heading = QLabel(self.tr("Fill in “{0}”").format(title), self)
        self.heading.setObjectName("promptFillHeading")
        self.heading.setWordWrap(True)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, QLineEdit] = {}
        for name in names:
            field = QLineEdit(self)
            field.setObjectName(f"promptVariable_{name}")
            field.setAccessibleName(name)
            field.setAccessibleDescription(
                self.tr("The value of {{{0}}} in the prompt").format(name)
            )
            field.setPlaceholderText(name)
            label = QLabel(f"{name}:", self)
            label.setBuddy(field)
            form.addRow(label, field)
            self.fields[name] = field
        buttons = QDialogButtonBox(self)
        insert = buttons.addButton(self.tr("Insert"), QDialogButtonBox.ButtonRole.AcceptRole)
        insert.setObjectName("promptFillInsert")
        insert.setDefault(True)  # Enter in any field fills
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setObjectName("promptFillCancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)

    def values(self) -> dict[str, str]:
        return {name: field.text() for name, field in self.fields.items()}

    def open_above(self, anchor: QWidget) -> None:
        """Shown just above ``anchor`` (the message box's frame), the first field focused."""
        self.adjustSize()
        top = anchor.mapToGlobal(QPoint(0, 0))
        self.move(top.x(), max(0, top.y() - self.height() - 8))
        self.open()
        first = next(iter(self.fields.values()), None)
        if first is not None:
            first.setFocus()
