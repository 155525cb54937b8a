"""The searchable list of models both model pickers open (the inspector's model chip and the
settings' default model): a search field over the models, each with its badges (vision,
reasoning, tools, context, price). Type to filter, arrows to move, Enter or a click to
choose (a typed id that is not listed is taken as it is), Esc to close."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from app.domain import ModelInfo

# The words (and their translations) the inspector first showed them with.
translate = QCoreApplication.translate
ID_ROLE = Qt.ItemDataRole.UserRole
MAX_ROWS = 8  # rows shown before the list scrolls
MAX_HEIGHT = 420


def model_badges(info: ModelInfo) -> list[str]:
    """What a model can do and costs, in short words: ["vision", "128k context", …]."""
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
    if info.image_price is not None:
        found.append(translate("ParameterPanel", "${0:g} per image").format(info.image_price))
    if info.request_price is not None:
        found.append(translate("ParameterPanel", "${0:g} per request").format(info.request_price))
    return found


class ModelSearchPopup(QFrame):
    """Signals:
    chosen(str): a model was chosen (its id; "" when a choice with that id was offered,
    such as the settings' automatic choice).
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, name: str = "modelPopup") -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.search = QLineEdit(self)
        self.search.setObjectName(name.removesuffix("Popup") + "Search")
        self.search.setAccessibleName(translate("ModelPopup", "Search models"))
        self.search.setPlaceholderText(translate("ModelPopup", "Search models…"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        self.list.setObjectName(name.removesuffix("Popup") + "List")
        self.list.setAccessibleName(translate("ModelPopup", "Models"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.itemActivated.connect(lambda item: self._choose(item.data(ID_ROLE)))
        self.list.itemClicked.connect(lambda item: self._choose(item.data(ID_ROLE)))

    def open_at(
        self,
        anchor: QWidget,
        choices: Sequence[tuple[str, str, str]],
        current: str,
        *,
        above: bool = False,
    ) -> None:
        """``choices``: (id, text shown, badges). Opens under ``anchor`` (or above it, for
        a control at the bottom of the window), the current one selected and the search
        field focused."""
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
        # As tall as its rows need, up to MAX_ROWS of them.
        rows = max(1, min(self.list.count(), MAX_ROWS))
        row_height = max(self.list.sizeHintForRow(0), self.fontMetrics().lineSpacing())
        height = self.search.sizeHint().height() + rows * row_height + 24
        self.resize(max(anchor.width(), 420 if above else 360), min(height, MAX_HEIGHT))
        top = anchor.mapToGlobal(QPoint(0, 0))
        if above:
            self.move(top.x(), max(0, top.y() - self.height() - 4))
        else:
            self.move(top.x(), top.y() + anchor.height() + 2)
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
                else:
                    self.close()
                return True
        return super().eventFilter(watched, event)
