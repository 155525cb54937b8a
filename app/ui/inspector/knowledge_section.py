"""The inspector's Knowledge bases section: which bases this conversation searches before
each reply, one check box a base, and Manage… for the Knowledge bases window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QToolButton, QWidget

from app.ui.inspector.sections import Section


class KnowledgeSection(Section):
    """Signals:
    chosenChanged(list): the person checked or unchecked a base (the names checked now).
    """

    chosenChanged = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Knowledge bases"), parent, name="knowledgeSection")
        body = self.body
        self.boxes: dict[str, QCheckBox] = {}
        self._chosen: list[str] = []
        self.none_label = QLabel(self.tr("No knowledge bases yet."), body)
        self.none_label.setObjectName("knowledgeNone")
        self.none_label.setProperty("tone", "muted")
        self.form.addRow(self.none_label)
        self.manage_button = QToolButton(body)
        self.manage_button.setObjectName("manageKnowledgeButton")
        self.manage_button.setText(self.tr("Manage knowledge bases…"))
        self.manage_button.setAccessibleName(self.tr("Manage knowledge bases"))
        self.form.addRow(self.manage_button)

    def set_bases(self, names: Sequence[str]) -> None:
        """The bases there are, each a check box (checked: this conversation searches it)."""
        for box in self.boxes.values():
            self.form.removeRow(box)
        self.boxes = {}
        for name in names:
            box = QCheckBox(name, self.body)
            box.setObjectName(f"knowledgeBase_{name}")
            box.setAccessibleName(self.tr("Search {0} before each reply").format(name))
            box.setChecked(name in self._chosen)
            box.toggled.connect(self._toggled)
            self.form.insertRow(self.form.rowCount() - 1, box)
            self.boxes[name] = box
        self.none_label.setVisible(not names)

    def chosen(self) -> list[str]:
        return list(self._chosen)

    def set_chosen(self, names: Sequence[str]) -> None:
        """Shows a conversation's choice (without reporting it as a change)."""
        self._chosen = list(names)
        for name, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(name in self._chosen)
            box.blockSignals(False)

    def _toggled(self, _on: bool) -> None:
        self._chosen = [name for name, box in self.boxes.items() if box.isChecked()]
        self.chosenChanged.emit(self.chosen())
