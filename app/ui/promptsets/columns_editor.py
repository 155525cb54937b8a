"""The columns of a prompt set: one line per column, its model (chosen from the searchable
model list every picker of the app opens) and its parameters as NAME=VALUE words; Add model…
adds a column, ✕ removes one."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.model_search import ModelSearchPopup

MAX_COLUMNS = 9  # the number keys 1–9 vote for a column
Choice = tuple[str, str, str]  # (id, text shown, badges): as ModelSearchPopup lists them


class ColumnLine(QWidget):
    """Signals:
    modelRequested(): the model button was pressed (choose another model).
    removeRequested(): ✕ was pressed.
    changed(): the parameters were edited.
    """

    modelRequested = Signal()
    removeRequested = Signal()
    changed = Signal()

    def __init__(self, model: str, params: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = QLabel(self)
        self.number.setProperty("tone", "muted")
        self.number.setFixedWidth(self.fontMetrics().horizontalAdvance("9.") + 4)
        self.model_button = QPushButton(model, self)
        self.model_button.setObjectName("columnModelButton")
        self.model_button.setAutoDefault(False)
        self.model_button.setMinimumWidth(170)
        self.model_button.setStyleSheet("text-align: left; padding: 3px 8px;")
        self.params_edit = QLineEdit(params, self)
        self.params_edit.setObjectName("columnParamsEdit")
        self.params_edit.setPlaceholderText(
            self.tr("parameters, e.g. temperature=0.2 max_tokens=300")
        )
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("columnRemoveButton")
        self.remove_button.setText("✕")
        self.remove_button.setAutoRaise(True)
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.number)
        layout.addWidget(self.model_button)
        layout.addWidget(self.params_edit, 1)
        layout.addWidget(self.remove_button)
        self.model_button.clicked.connect(self.modelRequested)
        self.remove_button.clicked.connect(self.removeRequested)
        self.params_edit.textChanged.connect(lambda _t: self.changed.emit())

    def model(self) -> str:
        return self.model_button.text().strip()

    def params(self) -> str:
        return self.params_edit.text().strip()

    def set_position(self, position: int) -> None:
        n = position + 1
        self.number.setText(f"{n}.")
        self.model_button.setAccessibleName(
            self.tr("Model of column {0}: {1}").format(n, self.model())
        )
        self.model_button.setToolTip(self.tr("Choose another model for this column"))
        self.params_edit.setAccessibleName(self.tr("Parameters of column {0}").format(n))
        self.remove_button.setAccessibleName(self.tr("Remove column {0}").format(n))
        self.remove_button.setToolTip(self.tr("Remove this column"))


class ColumnsEditor(QWidget):
    """Signals:
    changed(): a column was added, removed, or its model or parameters changed.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptSetColumns")
        self.lines: list[ColumnLine] = []
        self._choices: list[Choice] = []
        self._target: ColumnLine | None = None  # the line whose model is being chosen
        self.popup = ModelSearchPopup(self, name="promptSetModelPopup")
        self.popup.chosen.connect(self._chosen)
        self.add_button = QPushButton(self.tr("&Add model…"), self)
        self.add_button.setObjectName("addColumnButton")
        self.add_button.setAccessibleName(self.tr("Add a model column"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(lambda: self._choose_for(None))
        self.empty = QLabel(self.tr("No columns yet: add the models to ask."), self)
        self.empty.setProperty("tone", "muted")
        holder = QWidget(self)
        self._lines_layout = QVBoxLayout(holder)
        self._lines_layout.setContentsMargins(0, 0, 4, 0)
        self._lines_layout.setSpacing(4)
        self._lines_layout.addWidget(self.empty)
        self._lines_layout.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setWidget(holder)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.scroll, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.add_button)
        bottom.addStretch(1)
        layout.addLayout(bottom)

    def set_choices(self, choices: Sequence[Choice]) -> None:
        self._choices = list(choices)

    def columns(self) -> list[tuple[str, str]]:
        """(model, parameters as typed) of each column, in order."""
        return [(line.model(), line.params()) for line in self.lines]

    def set_columns(self, columns: Sequence[tuple[str, str]]) -> None:
        for line in self.lines:
            line.deleteLater()
        self.lines = []
        for model, params in columns:
            self._add(model, params)
        self._renumber()

    def _add(self, model: str, params: str = "") -> ColumnLine:
        line = ColumnLine(model, params, self)
        line.modelRequested.connect(lambda: self._choose_for(line))
        line.removeRequested.connect(lambda: self._remove(line))
        line.changed.connect(self.changed)
        self._lines_layout.insertWidget(len(self.lines), line)
        self.lines.append(line)
        return line

    def _choose_for(self, line: ColumnLine | None) -> None:
        if line is None and len(self.lines) >= MAX_COLUMNS:
            return
        self._target = line
        anchor = line.model_button if line is not None else self.add_button
        current = line.model() if line is not None else ""
        self.popup.open_at(anchor, self._choices, current)

    def _chosen(self, model: str) -> None:
        model = model.strip()
        if not model:
            return
        line = self._target
        self._target = None
        if line is None or line not in self.lines:
            line = self._add(model)
        else:
            line.model_button.setText(model)
        self._renumber()
        line.params_edit.setFocus()
        self.changed.emit()

    def _remove(self, line: ColumnLine) -> None:
        at = self.lines.index(line)
        self.lines.remove(line)
        line.deleteLater()
        self._renumber()
        if self.lines:
            self.lines[min(at, len(self.lines) - 1)].remove_button.setFocus()
        else:
            self.add_button.setFocus()
        self.changed.emit()

    def _renumber(self) -> None:
        for position, line in enumerate(self.lines):
            line.set_position(position)
        self.empty.setVisible(not self.lines)
        self.add_button.setEnabled(len(self.lines) < MAX_COLUMNS)
        # Tab goes down the lines in their order, then to Add model… (lines added later
        # would otherwise come after it).
        chain = [
            w for ln in self.lines for w in (ln.model_button, ln.params_edit, ln.remove_button)
        ]
        for before, after in zip(chain, [*chain[1:], self.add_button], strict=True):
            QWidget.setTabOrder(before, after)

    def setEnabled(self, enabled: bool) -> None:
        super().setEnabled(enabled)
        if enabled:
            self.add_button.setEnabled(len(self.lines) < MAX_COLUMNS)
