"""The Prompt sets window (Tools ▸ Prompt sets…): prompts typed one per line or loaded from
a CSV or JSONL file, the columns (models, each with its parameters), the count and the
estimate before sending, then a grid of prompts × columns that fills as the answers arrive,
with a totals line, Stop and Resume, a vote per row, export and copy. Widgets only: the
PromptSetsPresenter does the work."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services.prompts.sets import MAX_CONCURRENCY, MIN_CONCURRENCY
from app.ui.common.run_window import RunWindow
from app.ui.promptsets.columns_editor import Choice, ColumnsEditor
from app.ui.promptsets.table import PromptSetTable, TotalsTable

DEFAULT_CONCURRENCY = 3
EXPORT_SUFFIXES = (".jsonl", ".csv")

# What the window is doing; which buttons work follows from it (``set_phase``).
PHASES = ("empty", "running", "stopping", "stopped", "finished")


class PromptSetsWindow(RunWindow):
    """Signals:
    setupChanged(): the prompts, the columns or the concurrency changed (estimate again).
    fileChosen(str): load the prompts of this .csv or .jsonl file.
    startRequested(), stopRequested(), resumeRequested(): the buttons of those names.
    blindToggled(bool): Blind was switched.
    exportRequested(str): export the grid to this file (.jsonl or .csv).
    copyRequested(): copy the grid as a Markdown table.
    answerRequested(int, int): a cell's answer, to read whole (row, column).
    voteKeyed(int, object): a row's vote from the keyboard (row, the Winner).
    """

    setupChanged = Signal()
    fileChosen = Signal(str)
    startRequested = Signal()
    stopRequested = Signal()
    resumeRequested = Signal()
    blindToggled = Signal(bool)
    exportRequested = Signal(str)
    copyRequested = Signal()
    answerRequested = Signal(int, int)
    voteKeyed = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, name="promptSetsWindow", size=(1200, 780))
        self.setWindowTitle(self.tr("Prompt sets"))
        self.setAccessibleName(self.tr("Prompt sets"))

        # -- the prompts -----------------------------------------------------------------
        self.prompts_edit = QPlainTextEdit(self)
        self.prompts_edit.setObjectName("promptSetPrompts")
        self.prompts_edit.setTabChangesFocus(True)
        self.prompts_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.prompts_edit.setPlaceholderText(
            self.tr(
                "One prompt per line, e.g.\nExplain a hash map in two sentences.\nWhat is 17 × 23?"
            )
        )
        self.prompts_edit.setFixedHeight(118)
        self.load_button = self._button("loadPromptsButton", self.tr("&Load file…"))
        self.load_button.setToolTip(
            self.tr("A CSV with a prompt column, or JSON Lines with a prompt field")
        )
        self.prompts_label = QLabel(self)
        self.prompts_label.setObjectName("promptSetPromptCount")
        self.prompts_label.setProperty("tone", "muted")
        self.prompts_edit.textChanged.connect(self.setupChanged)
        self.load_button.clicked.connect(self.choose_file)

        # -- the columns -----------------------------------------------------------------
        self.columns = ColumnsEditor(self)
        self.columns.setFixedHeight(118 + self.load_button.sizeHint().height() + 6)
        self.columns.changed.connect(self.setupChanged)

        # -- how, and before sending -----------------------------------------------------
        self.concurrency = QSpinBox(self)
        self.concurrency.setObjectName("promptSetConcurrency")
        self.concurrency.setRange(MIN_CONCURRENCY, MAX_CONCURRENCY)
        self.concurrency.setValue(DEFAULT_CONCURRENCY)
        self.concurrency.setToolTip(self.tr("How many requests are sent at a time"))
        self.blind_box = QCheckBox(self.tr("&Blind"), self)
        self.blind_box.setObjectName("promptSetBlind")
        self.blind_box.setAccessibleName(
            self.tr("Blind: hide the column models until a row is voted")
        )
        self.blind_box.setToolTip(self.tr("Columns are named A, B, C… until you vote a row"))
        self.estimate_label = self._make_estimate_label("promptSetEstimate")
        self.start_button = self._button("promptSetStartButton", self.tr("&Start"))
        self.start_button.setToolTip(self.tr("Send every prompt to every column, as a new set"))
        self.problem_label = self._make_problem_label("promptSetProblem")
        self.concurrency.valueChanged.connect(lambda _v: self.setupChanged.emit())
        self.blind_box.toggled.connect(self.blindToggled)
        self.start_button.clicked.connect(self.startRequested)

        # -- while running ---------------------------------------------------------------
        self.progress = self._make_progress("promptSetProgress")
        self.progress.setAccessibleName(self.tr("Answers received"))
        self.stop_button = self._button("promptSetStopButton", self.tr("S&top"))
        self.stop_button.setToolTip(
            self.tr("Send no more; the answers under way finish and are kept")
        )
        self.resume_button = self._button("promptSetResumeButton", self.tr("Res&ume"))
        self.resume_button.setToolTip(self.tr("Send only the cells that have no answer yet"))
        self.stop_button.clicked.connect(self.stopRequested)
        self.resume_button.clicked.connect(self.resumeRequested)

        # -- the grid --------------------------------------------------------------------
        self.grid = PromptSetTable(self)
        self.grid.setAccessibleName(self.tr("Answers: a row per prompt, a column per model"))
        self.grid.setAccessibleDescription(
            self.tr(
                "Enter or a double click opens an answer; the keys 1 to 9 vote the row's best"
                " column."
            )
        )
        self.grid.answerRequested.connect(self.answerRequested)
        self.grid.voteKeyed.connect(self.voteKeyed)
        self.totals = TotalsTable(self.grid, self)
        self.totals.setAccessibleName(self.tr("Totals per column"))
        self.totals.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_label = QLabel(
            self.tr(
                "Enter opens an answer · 1–9 votes the row's best column · F2 lists the choices"
            ),
            self,
        )
        self.hint_label.setObjectName("promptSetHint")
        self.hint_label.setProperty("tone", "muted")
        self.copy_button = self._button("promptSetCopyButton", self.tr("Copy as &Markdown"))
        self.copy_button.setToolTip(self.tr("Copy the grid as a Markdown table"))
        self.export_button = self._button("promptSetExportButton", self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save as JSON Lines (the batch records) or CSV"))
        self.copy_button.clicked.connect(self.copyRequested)
        self.export_button.clicked.connect(self.choose_export)

        self._lay_out()
        self.set_phase("empty")

    def _button(self, name: str, text: str) -> QPushButton:
        button = super()._button(name, text)
        button.setAccessibleName(button.accessibleName().rstrip("…"))
        return button

    def _labelled(self, text: str, field: QWidget) -> QLabel:
        label = super()._labelled(text, field)
        label.setObjectName(field.objectName() + "Label")
        return label

    def _lay_out(self) -> None:
        outer = self._outer_layout()

        setup = QGridLayout()
        setup.setHorizontalSpacing(16)
        setup.setVerticalSpacing(4)
        setup.addWidget(self._labelled(self.tr("&Prompts, one per line:"), self.prompts_edit), 0, 0)
        columns_label = QLabel(self.tr("Columns:"), self)
        columns_label.setObjectName("promptSetColumnsLabel")
        setup.addWidget(columns_label, 0, 1)
        setup.addWidget(self.prompts_edit, 1, 0)
        setup.addWidget(self.columns, 1, 1, 2, 1)
        under = QHBoxLayout()
        under.setSpacing(8)
        under.addWidget(self.load_button)
        under.addWidget(self.prompts_label, 1)
        setup.addLayout(under, 2, 0)
        setup.setColumnStretch(0, 5)
        setup.setColumnStretch(1, 6)
        outer.addLayout(setup)

        go = QHBoxLayout()
        go.setSpacing(8)
        go.addWidget(self._labelled(self.tr("Re&quests at a time:"), self.concurrency))
        go.addWidget(self.concurrency)
        go.addSpacing(10)
        go.addWidget(self.blind_box)
        go.addSpacing(16)
        go.addWidget(self.estimate_label, 1)
        go.addWidget(self.start_button)
        outer.addLayout(go)
        self._add_run_rows(outer, self.stop_button, self.resume_button)

        table = QVBoxLayout()
        table.setSpacing(0)
        table.addWidget(self.grid, 1)
        table.addWidget(self.totals)
        outer.addLayout(table, 1)

        self._add_bottom_row(outer, self.hint_label, self.copy_button, self.export_button)

    # ---- choosing files ---------------------------------------------------------------

    def choose_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Load prompts"),
            self.last_folder,
            self.tr("Prompts (*.csv *.jsonl);;All files (*)"),
        )
        if path:
            self.last_folder = str(Path(path).parent)
            self.fileChosen.emit(path)

    def choose_export(self) -> None:
        filters = [self.tr("JSON Lines (*.jsonl)"), self.tr("CSV (*.csv)")]
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the prompt set"),
            str(Path(self.last_folder) / "prompt-set.jsonl"),
            ";;".join(filters),
        )
        if not path:
            return
        if Path(path).suffix.lower() not in EXPORT_SUFFIXES:
            path += EXPORT_SUFFIXES[filters.index(chosen)] if chosen in filters else ".jsonl"
        self.last_folder = str(Path(path).parent)
        self.exportRequested.emit(path)

    # ---- what it reads ----------------------------------------------------------------

    def prompts_text(self) -> str:
        return self.prompts_edit.toPlainText()

    def set_prompts_text(self, text: str) -> None:
        self.prompts_edit.setPlainText(text)

    def set_concurrency(self, value: int) -> None:
        self.concurrency.setValue(value)

    def concurrency_value(self) -> int:
        """How many requests go out at once."""
        return self.concurrency.value()

    def blind(self) -> bool:
        return self.blind_box.isChecked()

    def column_setup(self) -> list[tuple[str, str]]:
        """The columns as set up: (model, its parameters as typed)."""
        return self.columns.columns()

    def set_column_setup(self, columns: Sequence[tuple[str, str]]) -> None:
        self.columns.set_columns(columns)

    def set_model_choices(self, choices: Sequence[Choice]) -> None:
        """The models a column may ask (id, text shown, badges)."""
        self.columns.set_choices(choices)

    def show_grid(self, grid: QAbstractItemModel, totals: QAbstractItemModel) -> None:
        """The answers' model and its totals' model."""
        self.grid.setModel(grid)
        self.totals.setModel(totals)

    def focus_prompts(self) -> None:
        self.prompts_edit.setFocus()

    def set_blind(self, blind: bool) -> None:
        self.blind_box.blockSignals(True)
        self.blind_box.setChecked(blind)
        self.blind_box.blockSignals(False)

    # ---- what it shows ------------------------------------------------------------------

    def set_prompt_count(self, text: str) -> None:
        self.prompts_label.setText(text)

    def set_phase(self, phase: str, *, resumable: bool = False, has_cells: bool = False) -> None:
        """Which controls work: the setup and Start while nothing runs, Stop while a set
        runs, Resume once it stopped with cells left; export once there is a grid."""
        self._phase = phase
        busy = phase in ("running", "stopping")
        for widget in (self.prompts_edit, self.load_button, self.columns, self.concurrency):
            widget.setEnabled(not busy)
        self.start_button.setEnabled(not busy)
        self.stop_button.setEnabled(phase == "running")
        self.resume_button.setEnabled(resumable and not busy)
        self.copy_button.setEnabled(has_cells)
        self.export_button.setEnabled(has_cells)
