"""A model picker for the settings: it looks like a drop-down, and opens the searchable list
of the endpoint's models (app.ui.common.model_search) under it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from app.ui.common.model_search import ModelSearchPopup, model_badges

if TYPE_CHECKING:
    from app.domain import ModelInfo


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
        self.popup = ModelSearchPopup(self, name="settingsModelPopup")
        self.popup.chosen.connect(self.choose)
        self._details: dict[str, str] = {}
        if automatic:
            self.addItem(automatic, "")
        for info in models:
            detail = " · ".join(model_badges(info))
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
        self.popup.open_at(self, choices, self.chosen_model())

    def hidePopup(self) -> None:
        self.popup.close()
        super().hidePopup()
