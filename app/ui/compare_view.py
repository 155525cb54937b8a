"""Side-by-side compare: 2–6 columns, each with its own model and its own transcript.
Widgets only; CompareController (app.ui.compare_controller) drives them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.transcript import TranscriptView

MIN_COLUMNS = 2
MAX_COLUMNS = 6


class CompareColumn(QFrame):
    """Signals:
    stopRequested(): this column's Stop.
    retryRequested(): this column's Retry.
    removeRequested(): this column's ✕.
    """

    stopRequested = Signal()
    retryRequested = Signal()
    removeRequested = Signal()

    def __init__(self, index: int, models: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"compareColumn{index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(280)
        self.model_picker = QComboBox(self)
        self.model_picker.setObjectName("columnModelPicker")
        self.model_picker.setAccessibleName(self.tr("Model for column {0}").format(index + 1))
        self.model_picker.setEditable(True)
        self.model_picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_picker.addItems(list(models))
        completer = QCompleter(self.model_picker.model(), self.model_picker)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.model_picker.setCompleter(completer)
        self.stop_button = QToolButton(self)
        self.stop_button.setText("■")
        self.stop_button.setToolTip(self.tr("Stop this column"))
        self.stop_button.setAccessibleName(self.tr("Stop this column"))
        self.stop_button.setObjectName("columnStopButton")
        self.stop_button.setEnabled(False)
        self.retry_button = QToolButton(self)
        self.retry_button.setText("↻")
        self.retry_button.setToolTip(self.tr("Ask this model again"))
        self.retry_button.setAccessibleName(self.tr("Retry this column"))
        self.retry_button.setObjectName("columnRetryButton")
        self.retry_button.setEnabled(False)
        self.remove_button = QToolButton(self)
        self.remove_button.setText("✕")
        self.remove_button.setObjectName("columnRemoveButton")
        self.remove_button.setAccessibleName(self.tr("Remove column"))
        self.remove_button.setToolTip(self.tr("Remove this column"))
        self.status = QLabel(self)
        self.status.setObjectName("columnStatus")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #6b7280;")
        self.transcript = TranscriptView(self)
        self.transcript.setObjectName(f"compareTranscript{index}")

        top = QHBoxLayout()
        top.addWidget(self.model_picker, 1)
        top.addWidget(self.stop_button)
        top.addWidget(self.retry_button)
        top.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.transcript, 1)
        self.stop_button.clicked.connect(self.stopRequested)
        self.retry_button.clicked.connect(self.retryRequested)
        self.remove_button.clicked.connect(self.removeRequested)

    @property
    def model(self) -> str:
        return self.model_picker.currentText().strip()

    def set_busy(self, busy: bool) -> None:
        self.stop_button.setEnabled(busy)
        self.model_picker.setEnabled(not busy)
        if busy:
            self.retry_button.setEnabled(False)


class CompareView(QWidget):
    """Signals:
    addColumnRequested(): the + Column button.
    """

    addColumnRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareView")
        self.setAccessibleName(self.tr("Compare models"))
        self.columns: list[CompareColumn] = []
        self.add_button = QPushButton(self.tr("+ Column"), self)
        self.add_button.setObjectName("addColumnButton")
        self.add_button.setToolTip(self.tr("Compare up to {0} models").format(MAX_COLUMNS))
        self.hint = QLabel(
            self.tr("One prompt goes to every column; each model keeps its own thread."), self
        )
        self.hint.setStyleSheet("color: #6b7280;")
        self._strip = QWidget(self)
        self._strip_layout = QHBoxLayout(self._strip)
        self._strip_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setObjectName("compareScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(self._strip)
        bar = QHBoxLayout()
        bar.addWidget(self.hint, 1)
        bar.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(scroll, 1)
        self.add_button.clicked.connect(self.addColumnRequested)

    def add_column(self, models: Sequence[str], model: str = "") -> CompareColumn:
        column = CompareColumn(len(self.columns), models, self._strip)
        if model:
            column.model_picker.setEditText(model)
        self.columns.append(column)
        self._strip_layout.addWidget(column, 1)
        self._update_buttons()
        return column

    def remove_column(self, column: CompareColumn) -> None:
        if len(self.columns) <= MIN_COLUMNS:
            return
        self.columns.remove(column)
        self._strip_layout.removeWidget(column)
        column.deleteLater()
        self._update_buttons()

    def clear(self) -> None:
        for column in self.columns:
            self._strip_layout.removeWidget(column)
            column.deleteLater()
        self.columns.clear()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(len(self.columns) < MAX_COLUMNS)
        for column in self.columns:
            column.remove_button.setEnabled(len(self.columns) > MIN_COLUMNS)
