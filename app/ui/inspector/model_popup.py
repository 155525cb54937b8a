"""The model chip's picker: a popup with a search field over the models, each with its
badges (vision, reasoning, tools, context, price). Type to filter, arrows to move, Enter to
choose (a typed id that is not listed is taken as it is), Esc to close."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from app.domain import ModelInfo


class ModelPopup(QFrame):
    """Signals:
    chosen(str): a model was chosen (its id).
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("modelPopup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.search = QLineEdit(self)
        self.search.setObjectName("modelSearch")
        self.search.setAccessibleName(self.tr("Search models"))
        self.search.setPlaceholderText(self.tr("Search models…"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        self.list.setObjectName("modelList")
        self.list.setAccessibleName(self.tr("Models"))
        self.list.setUniformItemSizes(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        self.resize(420, 420)
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.itemActivated.connect(
            lambda item: self._choose(item.data(Qt.ItemDataRole.UserRole))
        )
        self.list.itemClicked.connect(
            lambda item: self._choose(item.data(Qt.ItemDataRole.UserRole))
        )

    def show_models(
        self,
        anchor: QWidget,
        models: Sequence[ModelInfo],
        current: str,
        describe: Callable[[ModelInfo], str],
    ) -> None:
        """Open above ``anchor`` with these models; the current one selected."""
        self.list.clear()
        for info in models:
            badges = describe(info)
            item = QListWidgetItem(f"{info.id}\n{badges}" if badges else info.id)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{info.id}, {badges}")
            item.setToolTip(badges)
            self.list.addItem(item)
            if info.id == current:
                self.list.setCurrentItem(item)
        self.search.clear()
        top = anchor.mapToGlobal(QPoint(0, 0))
        self.move(top.x(), max(0, top.y() - self.height() - 4))
        self.show()
        self.search.setFocus()

    def _filter(self, text: str) -> None:
        words = text.lower().split()
        first: QListWidgetItem | None = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            hidden = not all(w in item.text().lower() for w in words)
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        if first is not None:
            self.list.setCurrentItem(first)

    def _choose(self, model: str) -> None:
        if model:
            self.chosen.emit(model)
        self.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.search
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            key = event.key()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                self.list.setFocus()
                self.list.keyPressEvent(event)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                item = self.list.currentItem()
                if item is not None and not item.isHidden():
                    self._choose(item.data(Qt.ItemDataRole.UserRole))
                else:
                    self._choose(self.search.text().strip())
                return True
        return super().eventFilter(watched, event)
