"""A model picker for the settings: it looks like a drop-down, and opens a popup with a search
field over the endpoint's models, each with its badges (vision, reasoning, tools, context,
price). Type to filter, arrows to move, Enter or a click to choose, Esc to close."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from app.domain import ModelInfo

# The badges keep the words (and translations) the inspector shows them with.
translate = QCoreApplication.translate
ID_ROLE = Qt.ItemDataRole.UserRole


def badges(info: ModelInfo) -> str:
    flags = (
        (info.vision, translate("ParameterPanel", "vision")),
        (info.reasoning, translate("ParameterPanel", "reasoning")),
        (info.tools, translate("ParameterPanel", "tools")),
    )
    found = [label for flag, label in flags if flag]
    if info.context_length:
        found.append(
            translate("ParameterPanel", "{0}k context").format(round(info.context_length / 1000))
        )
    if info.input_price is not None and info.output_price is not None:
        found.append(
            translate("ParameterPanel", "${0:g} / ${1:g} per 1M").format(
                info.input_price, info.output_price
            )
        )
    return " · ".join(found)


class ModelSearchPopup(QFrame):
    """Signals:
    chosen(str): a model was chosen (its id; "" for the automatic choice).
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("settingsModelPopup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.search = QLineEdit(self)
        self.search.setObjectName("settingsModelSearch")
        self.search.setAccessibleName(translate("ModelPopup", "Search models"))
        self.search.setPlaceholderText(translate("ModelPopup", "Search models…"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        self.list.setObjectName("settingsModelList")
        self.list.setAccessibleName(translate("ModelPopup", "Models"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        self.resize(420, 360)
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.itemActivated.connect(lambda item: self._choose(item.data(ID_ROLE)))
        self.list.itemClicked.connect(lambda item: self._choose(item.data(ID_ROLE)))

    def open_under(
        self, anchor: QWidget, choices: Sequence[tuple[str, str, str]], current: str
    ) -> None:
        """``choices``: (id, text shown, badges). Opens under ``anchor``, the current one
        selected and the search field focused."""
        self.list.clear()
        for model_id, text, detail in choices:
            item = QListWidgetItem(f"{text}\n{detail}" if detail else text)
            item.setData(ID_ROLE, model_id)
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole, f"{text}, {detail}" if detail else text
            )
            item.setToolTip(detail)
            self.list.addItem(item)
            if model_id == current:
                self.list.setCurrentItem(item)
        self.search.clear()
        # As tall as its rows need, up to a screenful of them.
        rows = max(1, min(self.list.count(), 8))
        row_height = max(self.list.sizeHintForRow(0), self.fontMetrics().lineSpacing())
        height = self.search.sizeHint().height() + rows * row_height + 24
        self.resize(max(anchor.width(), 360), min(height, 420))
        self.move(anchor.mapToGlobal(QPoint(0, anchor.height() + 2)))
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
                typed = self.search.text().strip()
                if item is not None and not item.isHidden():
                    self._choose(item.data(ID_ROLE))
                elif typed:
                    self._choose(typed)  # an id the list does not have, taken as it is
                return True
        return super().eventFilter(watched, event)


class ModelPicker(QComboBox):
    """A drop-down of models whose list is the searchable popup. ``automatic``: a first
    choice with the value "" (the app picks the model), shown with that text."""

    def __init__(
        self,
        models: Sequence[ModelInfo],
        current: str,
        *,
        automatic: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._automatic = automatic
        self.popup = ModelSearchPopup(self)
        self.popup.chosen.connect(self.choose)
        self._details: dict[str, str] = {}
        if automatic:
            self.addItem(automatic, "")
        for info in models:
            detail = badges(info)
            self._details[info.id] = detail
            self.addItem(info.id, info.id)
            self.setItemData(self.count() - 1, detail, Qt.ItemDataRole.ToolTipRole)
        self.choose(current)

    def chosen_model(self) -> str:
        """The chosen model id ("" for the automatic choice)."""
        return str(self.currentData() or "")

    def choose(self, model: str) -> None:
        model = model.strip()
        if not model and not self._automatic:
            return
        index = self.findData(model)
        if index < 0:  # kept as it is, though the endpoint's list does not have it
            self.addItem(model, model)
            index = self.count() - 1
        self.setCurrentIndex(index)

    def showPopup(self) -> None:
        choices = [
            (
                str(self.itemData(i) or ""),
                self.itemText(i),
                self._details.get(str(self.itemData(i) or ""), ""),
            )
            for i in range(self.count())
        ]
        self.popup.open_under(self, choices, self.chosen_model())

    def hidePopup(self) -> None:
        self.popup.close()
        super().hidePopup()
