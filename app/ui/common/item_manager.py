"""A library's manager dialog (Tools ▸ Prompts…, Tools ▸ Assistants…): the items in a list
beside New…, Edit…, Delete — and the buttons a kind adds among them — then Import… and
Export…, and Close. Widgets only; the room's presenter does the work."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

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


class ItemManager(QDialog):
    """Signals:
    addRequested(): New….
    editRequested(str): Edit…, Enter or a double click on an item (its id).
    deleteRequested(str): Delete (the item's id).
    importRequested(): Import….
    exportRequested(): Export….
    """

    addRequested = Signal()
    editRequested = Signal(str)
    deleteRequested = Signal(str)
    importRequested = Signal()
    exportRequested = Signal()

    def __init__(
        self,
        parent: QWidget,
        kind: str,
        *,
        title: str,
        intro: str,
        list_name: str,
        import_tip: str,
        export_tip: str,
    ) -> None:
        """``kind`` starts the object names: "prompt" gives promptManager, promptNew…"""
        super().__init__(parent)
        self._kind = kind
        self.setObjectName(f"{kind}Manager")
        self.setWindowTitle(title)
        intro_label = QLabel(intro, self)
        intro_label.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName(f"{kind}ManagerList")
        self.list.setAccessibleName(list_name)
        self.add_button = self._button("New", self.tr("&New…"))
        self.edit_button = self._button("Edit", self.tr("&Edit…"))
        self.delete_button = self._button("Delete", self.tr("&Delete"))
        self.import_button = self._button("Import", self.tr("&Import…"))
        self.import_button.setToolTip(import_tip)
        self.export_button = self._button("Export", self.tr("E&xport…"))
        self.export_button.setToolTip(export_tip)
        # The buttons that act on the highlighted item: off while there is none.
        self._on_item = [self.edit_button, self.delete_button]
        self._side = QVBoxLayout()
        for button in (self.add_button, self.edit_button, self.delete_button):
            self._side.addWidget(button)
        self._side.addStretch(1)
        self._side.addWidget(self.import_button)
        self._side.addWidget(self.export_button)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(self._side)
        self._close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self._close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro_label)
        layout.addLayout(row, 1)
        layout.addWidget(self._close)
        self.add_button.clicked.connect(self.addRequested)
        self.edit_button.clicked.connect(lambda: self._with_current(self.editRequested.emit))
        self.list.itemActivated.connect(lambda item: self.editRequested.emit(item.data(ID_ROLE)))
        self.delete_button.clicked.connect(lambda: self._with_current(self.deleteRequested.emit))
        self.import_button.clicked.connect(self.importRequested)
        self.export_button.clicked.connect(self.exportRequested)
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())

    def current_id(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(ID_ROLE))

    # ---- for the kinds ------------------------------------------------------------------

    def _add_item_button(
        self, place: int, name: str, text: str, emit: Callable[[str], object]
    ) -> QPushButton:
        """A button acting on the highlighted item (``emit`` gets its id), at ``place`` in
        the column; Tab still walks the column top to bottom."""
        button = self._button(name, text)
        self._side.insertWidget(place, button)
        self._on_item.append(button)
        button.clicked.connect(lambda: self._with_current(emit))
        chain = [self.list, *self._column(), *self._close.buttons()]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        return button

    def _show_items(self, items: Sequence[QListWidgetItem], current: str | None) -> None:
        """``items``: each with its id under ID_ROLE; ``current``: the id to highlight (else
        the row that was, or the first)."""
        keep = current if current is not None else self.current_id()
        row_of_current = max(0, self.list.currentRow())
        self.list.clear()
        for item in items:
            self.list.addItem(item)
        ids = [item.data(ID_ROLE) for item in items]
        if items:
            self.list.setCurrentRow(
                ids.index(keep) if keep in ids else min(row_of_current, len(items) - 1)
            )
        self._update_buttons()

    # ---- inside -------------------------------------------------------------------------

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(f"{self._kind}{name}")
        return button

    def _column(self) -> list[QWidget]:
        found = (self._side.itemAt(i).widget() for i in range(self._side.count()))
        return [widget for widget in found if widget is not None]

    def _with_current(self, emit: Callable[[str], object]) -> None:
        if (item_id := self.current_id()) is not None:
            emit(item_id)

    def _update_buttons(self) -> None:
        chosen = self.list.currentItem() is not None
        for button in self._on_item:
            button.setEnabled(chosen)
        self.export_button.setEnabled(self.list.count() > 0)
