"""A compare column's own controls beside its model: the searchable model list, the Options
dialog (what the column sets itself), and its Probabilities box, offered where its model
returns token probabilities."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from app.ui.compare.columns import Column, Columns


class ColumnTools(QObject):
    def __init__(self, columns: Columns, *, dialogs: QWidget, parent: QObject) -> None:
        super().__init__(parent)
        self._columns = columns
        self._dialogs = dialogs

    def follow(self, column: Column) -> None:
        widget = column.widget
        widget.model_picker.currentTextChanged.connect(lambda _m: self.check_logprobs(column))
        widget.optionsRequested.connect(lambda: self._open_options(column))
        widget.modelSearchRequested.connect(lambda: self._search_model(column))
        self.check_logprobs(column)

    def _search_model(self, column: Column) -> None:
        """The searchable model list (the inspector's), under the column's model field:
        models no other column has first, each with its badges."""
        from app.domain import ModelInfo
        from app.ui.common.model_search import ModelSearchPopup, model_badges

        columns = self._columns.items
        if column not in columns:
            return
        widget = column.widget
        models = self._columns.models
        others = {c.widget.model for c in columns if c is not column}
        free = [m for m in models if m not in others]
        used = [m for m in models if m in others]
        choices = []
        for model in [*free, *used]:
            badges = model_badges(self._columns.panel.model_info(model) or ModelInfo(model))
            if model in others:
                badges.insert(0, self.tr("already in this compare"))
            choices.append((model, model, " · ".join(badges)))
        popup = ModelSearchPopup(widget.window(), name="columnModelPopup")
        popup.chosen.connect(lambda model: widget.set_model(model) if model else None)
        popup.chosen.connect(lambda _m: widget.search_button.setFocus())
        popup.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        popup.open_at(widget.model_picker, choices, widget.model)

    def _open_options(self, column: Column) -> None:
        from app.ui.compare.column_options import ColumnOptionsDialog  # loads when first asked

        columns = self._columns.items
        if column not in columns:
            return
        widget = column.widget
        dialog = ColumnOptionsDialog(widget.more(), columns.index(column), self._dialogs)
        dialog.accepted.connect(lambda: widget.set_more(dialog.values()))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()

    def check_logprobs(self, column: Column) -> None:
        """The column's Probabilities box is offered where its model returns token
        probabilities, by the rules the inspector applies (the catalog's word included)."""
        from app.api.catalog import endpoint_for
        from app.api.param_support import unsupported

        panel = self._columns.panel
        widget = column.widget
        model = widget.model or panel.model()
        info = panel.model_info(model)
        endpoint = panel.params(strict=False).endpoint
        if endpoint == "auto":
            endpoint = endpoint_for(info, model)
        widget.set_logprobs_reason(unsupported(model, endpoint, info).get("logprobs", ""))
