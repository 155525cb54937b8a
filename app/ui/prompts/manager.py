"""Tools ▸ Prompts…: the saved prompts in a list, to add, edit, delete, import and export."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

ID_ROLE = Qt.ItemDataRole.UserRole


class PromptManager(QDialog):
    """Signals:
    addRequested(): New….
    editRequested(str): Edit…, Enter or a double click on a prompt (its id).
    deleteRequested(str): Delete (the prompt's id).
    importRequested(): Import….
    exportRequested(): Export….
    """

    addRequested = Signal()
    editRequested = Signal(str)
    deleteRequested = Signal(str)
    importRequested = Signal()
    exportRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("promptManager")
        self.setWindowTitle(self.tr("Prompts"))
        intro = QLabel(
            self.tr(
                "Type / at the start of the message box to use one. {{name}} in a prompt "
                "is asked for when it is used."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("promptManagerList")
        self.list.setAccessibleName(self.tr("Saved prompts"))
        self.add_button = QPushButton(self.tr("&New…"), self)
        self.add_button.setObjectName("promptNew")
        self.edit_button = QPushButton(self.tr("&Edit…"), self)
        self.edit_button.setObjectName("promptEdit")
        self.delete_button = QPushButton(self.tr("&Delete"), self)
        self.delete_button.setObjectName("promptDelete")
        self.import_button = QPushButton(self.tr("&Import…"), self)
        self.import_button.setObjectName("promptImport")
        self.import_button.setToolTip(self.tr("Add the prompts of an exported JSON file"))
        self.export_button = QPushButton(self.tr("E&xport…"), self)
        self.export_button.setObjectName("promptExport")
        self.export_button.setToolTip(self.tr("Save all prompts to a JSON file"))
        side = QVBoxLayout()
        for button in (self.add_button, self.edit_button, self.delete_button):
            side.addWidget(button)
        side.addStretch(1)
        side.addWidget(self.import_button)
        side.addWidget(self.export_button)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(side)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row, 1)
        layout.addWidget(close)
        self.add_button.clicked.connect(self.addRequested)
        self.edit_button.clicked.connect(self._edit_current)
        self.list.itemActivated.connect(lambda item: self.editRequested.emit(item.data(ID_ROLE)))
        self.delete_button.clicked.connect(self._delete_current)
        self.import_button.clicked.connect(self.importRequested)
        self.export_button.clicked.connect(self.exportRequested)
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.resize(560, 420)

    def show_prompts(
        self, rows: Sequence[tuple[str, str, str]], current: str | None = None
    ) -> None:
        """``rows``: (id, title, text); ``current``: the id to highlight (else the row that
        was, or the first)."""
        keep = current if current is not None else self.current_id()
        row_of_current = max(0, self.list.currentRow())
        self.list.clear()
        for prompt_id, title, text in rows:
            item = QListWidgetItem(title)
            item.setData(ID_ROLE, prompt_id)
            item.setToolTip(text[:400])
            self.list.addItem(item)
        ids = [r[0] for r in rows]
        if rows:
            self.list.setCurrentRow(
                ids.index(keep) if keep in ids else min(row_of_current, len(rows) - 1)
            )
        self._update_buttons()

    def current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(ID_ROLE))

    def _edit_current(self) -> None:
        if (prompt_id := self.current_id()) is not None:
            self.editRequested.emit(prompt_id)

    def _delete_current(self) -> None:
        if (prompt_id := self.current_id()) is not None:
            self.deleteRequested.emit(prompt_id)

    def _update_buttons(self) -> None:
        chosen = self.list.currentItem() is not None
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.export_button.setEnabled(self.list.count() > 0)
