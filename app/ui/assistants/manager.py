"""Tools ▸ Assistants…: the assistants in a list, to start a chat with, add, edit, duplicate,
delete, import and export."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
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

from app.ui.common.icons import themed_icon

ID_ROLE = Qt.ItemDataRole.UserRole


class AssistantManager(QDialog):
    """Signals:
    startRequested(str): Start chat (the assistant's id).
    addRequested(): New….
    editRequested(str): Edit…, Enter or a double click on an assistant (its id).
    duplicateRequested(str): Duplicate (the assistant's id).
    deleteRequested(str): Delete (the assistant's id).
    importRequested(): Import….
    exportRequested(): Export….
    """

    startRequested = Signal(str)
    addRequested = Signal()
    editRequested = Signal(str)
    duplicateRequested = Signal(str)
    deleteRequested = Signal(str)
    importRequested = Signal()
    exportRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("assistantManager")
        self.setWindowTitle(self.tr("Assistants"))
        intro = QLabel(
            self.tr(
                "An assistant starts a chat with its instructions, model, parameters, tools "
                "and knowledge bases. Changing one later leaves the chats already started "
                "as they are."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("assistantManagerList")
        self.list.setAccessibleName(self.tr("Assistants"))
        self.list.setIconSize(QSize(20, 20))
        self.start_button = QPushButton(self.tr("&Start chat"), self)
        self.start_button.setObjectName("assistantStart")
        self.start_button.setToolTip(self.tr("A new chat with the chosen assistant"))
        self.add_button = QPushButton(self.tr("&New…"), self)
        self.add_button.setObjectName("assistantNew")
        self.edit_button = QPushButton(self.tr("&Edit…"), self)
        self.edit_button.setObjectName("assistantEdit")
        self.duplicate_button = QPushButton(self.tr("D&uplicate"), self)
        self.duplicate_button.setObjectName("assistantDuplicate")
        self.delete_button = QPushButton(self.tr("&Delete"), self)
        self.delete_button.setObjectName("assistantDelete")
        self.import_button = QPushButton(self.tr("&Import…"), self)
        self.import_button.setObjectName("assistantImport")
        self.import_button.setToolTip(self.tr("Add the assistants of an exported JSON file"))
        self.export_button = QPushButton(self.tr("E&xport…"), self)
        self.export_button.setObjectName("assistantExport")
        self.export_button.setToolTip(self.tr("Save all assistants to a JSON file"))
        side = QVBoxLayout()
        for button in (
            self.start_button,
            self.add_button,
            self.edit_button,
            self.duplicate_button,
            self.delete_button,
        ):
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
        self.start_button.clicked.connect(lambda: self._with_current(self.startRequested.emit))
        self.add_button.clicked.connect(self.addRequested)
        self.edit_button.clicked.connect(lambda: self._with_current(self.editRequested.emit))
        self.list.itemActivated.connect(lambda item: self.editRequested.emit(item.data(ID_ROLE)))
        self.duplicate_button.clicked.connect(
            lambda: self._with_current(self.duplicateRequested.emit)
        )
        self.delete_button.clicked.connect(lambda: self._with_current(self.deleteRequested.emit))
        self.import_button.clicked.connect(self.importRequested)
        self.export_button.clicked.connect(self.exportRequested)
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.resize(600, 440)

    def show_assistants(
        self, rows: Sequence[tuple[str, str, str, str]], current: str | None = None
    ) -> None:
        """``rows``: (id, name, description, glyph); ``current``: the id to highlight (else
        the row that was, or the first)."""
        keep = current if current is not None else self.current_id()
        row_of_current = max(0, self.list.currentRow())
        self.list.clear()
        for assistant_id, name, description, glyph in rows:
            item = QListWidgetItem(themed_icon(glyph, self.list, sizes=(20,)), name)
            item.setData(ID_ROLE, assistant_id)
            item.setToolTip(description)
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                f"{name}: {description}" if description else name,
            )
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

    def _with_current(self, emit: object) -> None:
        if (assistant_id := self.current_id()) is not None:
            emit(assistant_id)  # type: ignore[operator]

    def _update_buttons(self) -> None:
        chosen = self.list.currentItem() is not None
        for button in (
            self.start_button,
            self.edit_button,
            self.duplicate_button,
            self.delete_button,
        ):
            button.setEnabled(chosen)
        self.export_button.setEnabled(self.list.count() > 0)
