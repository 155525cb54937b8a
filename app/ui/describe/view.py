"""The Describe images window (File ▸ Describe images…): choose a folder or files, a prompt,
a model and a detail level; see the count, tokens and cost before starting; then a table
that fills as the answers arrive, with progress, pause, resume and stop, editable
descriptions, export and copy. Widgets only: the DescribePresenter does the work."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from app.services.describe.files import IMAGE_SUFFIXES
from app.services.describe.prompts import PRESETS
from app.translation import QT_TRANSLATE_NOOP, translate
from app.ui.common.run_window import RunWindow
from app.ui.describe.table_model import COST, DESCRIPTION, FILE, INPUT, OUTPUT, STATE, THUMB
from app.ui.describe.thumbnails import THUMB_PIXELS

OWN = ""  # the prompt combo's value for "Your own…"
PRESET_NAMES = {
    "alt-text": QT_TRANSLATE_NOOP("DescribeWindow", "Alt text"),
    "caption": QT_TRANSLATE_NOOP("DescribeWindow", "Caption"),
    "text": QT_TRANSLATE_NOOP("DescribeWindow", "Extract the text"),
    "tags": QT_TRANSLATE_NOOP("DescribeWindow", "Tags as JSON"),
}
DETAILS = (
    ("auto", QT_TRANSLATE_NOOP("DescribeWindow", "Auto")),
    ("low", QT_TRANSLATE_NOOP("DescribeWindow", "Low (cheapest)")),
    ("high", QT_TRANSLATE_NOOP("DescribeWindow", "High (fine detail)")),
)
EXPORT_SUFFIXES = (".csv", ".json", ".jsonl")

# What the window is doing; which buttons work follows from it (``set_phase``).
PHASES = ("empty", "ready", "running", "pausing", "paused", "stopped", "finished")


class DescriptionEditor(QStyledItemDelegate):
    """Descriptions are edited in a box of several lines: Enter keeps the edit, Shift+Enter
    starts a new line, Esc leaves it as it was."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index) -> QWidget:
        editor = QPlainTextEdit(parent)
        editor.setObjectName("descriptionEditor")
        editor.setAccessibleName(self.tr("Description"))
        editor.setTabChangesFocus(True)
        return editor

    def setEditorData(self, editor: QWidget, index) -> None:
        if isinstance(editor, QPlainTextEdit):
            editor.setPlainText(str(index.data(Qt.ItemDataRole.EditRole) or ""))
            editor.selectAll()
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model, index) -> None:
        if isinstance(editor, QPlainTextEdit):
            model.setData(index, editor.toPlainText().strip(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem, index) -> None:
        rect = option.rect
        rect.setHeight(max(rect.height(), 96))  # room for a few lines over the rows below
        editor.setGeometry(rect)

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:
        if (
            isinstance(editor, QPlainTextEdit)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)
            return True
        return super().eventFilter(editor, event)


class DescribeTable(QTableView):
    """The results: Tab enters and leaves it (arrows move between rows), F2 or a double
    click edits a description, Ctrl+C copies the selected rows."""

    copySelectionRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("describeTable")
        self.setTabKeyNavigation(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setIconSize(QSize(THUMB_PIXELS, THUMB_PIXELS))
        self.setShowGrid(False)
        # Room between the cells (a cost right-aligned, the state after it) and the headers'
        # text off their edges; the theme's sheet still draws the frame and the focus ring.
        self.setStyleSheet(
            "QTableView::item { padding: 0px 6px; }"
            "QHeaderView::section:horizontal { padding: 3px 6px; border: none;"
            " border-bottom: 1px solid palette(mid); background: palette(window); }"
        )
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(THUMB_PIXELS + 8)
        rows.hide()
        self.setItemDelegateForColumn(DESCRIPTION, DescriptionEditor(self))
        copy = QAction(self)
        copy.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        copy.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        copy.triggered.connect(self.copySelectionRequested)
        self.addAction(copy)

    def setModel(self, model) -> None:
        super().setModel(model)
        # A reset (a new list of images) starts the header afresh: lay it out again.
        model.modelReset.connect(self.lay_out_columns)
        self.lay_out_columns()

    def lay_out_columns(self) -> None:
        """Widths that fit the window: the description takes what is left."""
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(40)
        fixed = {THUMB: THUMB_PIXELS + 16, INPUT: 76, OUTPUT: 76, COST: 84}
        for column, width in fixed.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, width)
        header.setSectionResizeMode(FILE, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(FILE, 180)
        header.setSectionResizeMode(DESCRIPTION, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(STATE, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(STATE, 170)

    def selected_rows(self) -> list[int]:
        return sorted({index.row() for index in self.selectionModel().selectedRows()})


class DescribeWindow(RunWindow):
    """Signals:
    pathsChosen(list): folders or files were chosen (paths as str).
    optionsChanged(): the prompt, the model or the detail changed (estimate again).
    startRequested(), pauseRequested(), resumeRequested(), stopRequested(),
    retryRequested(): the buttons of those names.
    exportRequested(str): export the results to this file (.csv, .json or .jsonl).
    copyRequested(bool): copy the table as text (True: only the selected rows).
    """

    pathsChosen = Signal(list)
    optionsChanged = Signal()
    startRequested = Signal()
    pauseRequested = Signal()
    resumeRequested = Signal()
    stopRequested = Signal()
    retryRequested = Signal()
    exportRequested = Signal(str)
    copyRequested = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        # Roomy for the table.
        super().__init__(parent, name="describeWindow", size=(1100, 720))
        self.setWindowTitle(self.tr("Describe images"))
        self.setAccessibleName(self.tr("Describe images"))

        # -- what to describe --------------------------------------------------------------
        self.folder_button = self._button("chooseFolderButton", self.tr("Choose &folder…"))
        self.folder_button.setToolTip(self.tr("Every image in a folder and the folders in it"))
        self.files_button = self._button("chooseFilesButton", self.tr("Choose f&iles…"))
        self.selection_label = QLabel(self.tr("No images chosen yet."), self)
        self.selection_label.setObjectName("describeSelection")
        self.selection_label.setProperty("tone", "muted")
        self.selection_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_button.clicked.connect(self.choose_folder)
        self.files_button.clicked.connect(self.choose_files)

        # -- how ---------------------------------------------------------------------------
        self.prompt_picker = QComboBox(self)
        self.prompt_picker.setObjectName("describePromptPicker")
        for key, name in PRESET_NAMES.items():
            self.prompt_picker.addItem(translate("DescribeWindow", name), key)
        self.prompt_picker.addItem(self.tr("Your own…"), OWN)
        self.prompt_edit = QPlainTextEdit(self)
        self.prompt_edit.setObjectName("describePromptEdit")
        self.prompt_edit.setTabChangesFocus(True)
        self.prompt_edit.setFixedHeight(64)
        self.prompt_edit.setPlaceholderText(self.tr("What to ask about each image"))
        self.prompt_hint = QLabel(
            self.tr("{filename} is replaced by each image's file name."), self
        )
        self.prompt_hint.setObjectName("describePromptHint")
        self.prompt_hint.setProperty("tone", "muted")
        self.model_picker = QComboBox(self)
        self.model_picker.setObjectName("describeModelPicker")
        self.model_picker.setEditable(True)
        self.model_picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_picker.setMinimumContentsLength(18)
        self.detail_picker = QComboBox(self)
        self.detail_picker.setObjectName("describeDetailPicker")
        for value, name in DETAILS:
            self.detail_picker.addItem(translate("DescribeWindow", name), value)
        self.prompt_picker.currentIndexChanged.connect(self._preset_chosen)
        self.prompt_edit.textChanged.connect(self._prompt_typed)
        self.model_picker.currentTextChanged.connect(lambda _t: self.optionsChanged.emit())
        self.detail_picker.currentIndexChanged.connect(lambda _i: self.optionsChanged.emit())

        # -- before starting, and while running ----------------------------------------------
        self.estimate_label = self._make_estimate_label("describeEstimate")
        self.start_button = self._button("describeStartButton", self.tr("&Start"))
        self.start_button.setDefault(True)
        self.start_button.setAutoDefault(True)
        self.problem_label = self._make_problem_label("describeProblem")
        self.progress = self._make_progress("describeProgress")
        self.progress.setAccessibleName(self.tr("Images described"))
        self.pause_button = self._button("describePauseButton", self.tr("&Pause"))
        self.pause_button.setToolTip(
            self.tr("Finish the images being described, then send no more")
        )
        self.resume_button = self._button("describeResumeButton", self.tr("Res&ume"))
        self.stop_button = self._button("describeStopButton", self.tr("S&top"))
        self.stop_button.setToolTip(
            self.tr("Stop now; the images not described yet can be resumed later")
        )
        self.retry_button = self._button("describeRetryButton", self.tr("Retry f&ailed"))
        self.start_button.clicked.connect(self.startRequested)
        self.pause_button.clicked.connect(self.pauseRequested)
        self.resume_button.clicked.connect(self.resumeRequested)
        self.stop_button.clicked.connect(self.stopRequested)
        self.retry_button.clicked.connect(self.retryRequested)

        # -- results -----------------------------------------------------------------------
        self.table = DescribeTable(self)
        self.table.setAccessibleName(self.tr("Descriptions"))
        self.table.setAccessibleDescription(
            self.tr("One row per image. F2 or a double click edits a description.")
        )
        self.table.copySelectionRequested.connect(lambda: self.copyRequested.emit(True))
        self.totals_label = QLabel(self)
        self.totals_label.setObjectName("describeTotals")
        self.totals_label.setProperty("tone", "muted")
        self.copy_button = self._button("describeCopyButton", self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the table as tab-separated text"))
        self.export_button = self._button("describeExportButton", self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save as CSV, JSON or JSON Lines"))
        self.copy_button.clicked.connect(lambda: self.copyRequested.emit(False))
        self.export_button.clicked.connect(self.choose_export)

        self._lay_out()
        self._preset_chosen()
        self.set_phase("empty")

    def _lay_out(self) -> None:
        outer = self._outer_layout()

        choose = QHBoxLayout()
        choose.setSpacing(8)
        choose.addWidget(self.folder_button)
        choose.addWidget(self.files_button)
        choose.addSpacing(6)
        choose.addWidget(self.selection_label, 1)
        outer.addLayout(choose)

        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        grid.addWidget(self._labelled(self.tr("P&rompt:"), self.prompt_picker), 0, 0)
        grid.addWidget(self.prompt_picker, 0, 1)
        grid.addWidget(self._labelled(self.tr("&Model:"), self.model_picker), 0, 2)
        grid.addWidget(self.model_picker, 0, 3)
        grid.addWidget(self._labelled(self.tr("&Detail:"), self.detail_picker), 0, 4)
        grid.addWidget(self.detail_picker, 0, 5)
        grid.setColumnStretch(3, 1)
        self.prompt_edit.setAccessibleName(self.tr("Prompt text"))
        grid.addWidget(self.prompt_edit, 1, 1, 1, 5)
        grid.addWidget(self.prompt_hint, 2, 1, 1, 5)
        outer.addLayout(grid)

        go = QHBoxLayout()
        go.addWidget(self.estimate_label, 1)
        go.addWidget(self.start_button)
        outer.addLayout(go)
        buttons = (self.pause_button, self.resume_button, self.stop_button, self.retry_button)
        self._add_run_rows(outer, *buttons)

        outer.addWidget(self.table, 1)

        self._add_bottom_row(outer, self.totals_label, self.copy_button, self.export_button)

    # ---- choosing ---------------------------------------------------------------------

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Choose a folder of images"), self.last_folder
        )
        if folder:
            self.last_folder = folder
            self.pathsChosen.emit([folder])

    def choose_files(self) -> None:
        patterns = " ".join(f"*{suffix}" for suffix in sorted(IMAGE_SUFFIXES))
        files, _filter = QFileDialog.getOpenFileNames(
            self,
            self.tr("Choose images"),
            self.last_folder,
            self.tr("Images ({0});;All files (*)").format(patterns),
        )
        if files:
            self.last_folder = str(Path(files[0]).parent)
            self.pathsChosen.emit(list(files))

    def choose_export(self) -> None:
        filters = [
            self.tr("CSV (*.csv)"),
            self.tr("JSON (*.json)"),
            self.tr("JSON Lines (*.jsonl)"),
        ]
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the descriptions"),
            str(Path(self.last_folder) / "descriptions.csv"),
            ";;".join(filters),
        )
        if not path:
            return
        if Path(path).suffix.lower() not in EXPORT_SUFFIXES:
            suffix = EXPORT_SUFFIXES[filters.index(chosen)] if chosen in filters else ".csv"
            path += suffix
        self.exportRequested.emit(path)

    # ---- the options ------------------------------------------------------------------

    def _preset_chosen(self, _index: int = 0) -> None:
        key = self.prompt_picker.currentData()
        if key in PRESETS and self.prompt_edit.toPlainText() != PRESETS[key]:
            self.prompt_edit.blockSignals(True)
            self.prompt_edit.setPlainText(PRESETS[key])
            self.prompt_edit.blockSignals(False)
        self.optionsChanged.emit()

    def _prompt_typed(self) -> None:
        """A preset changed by hand is the person's own prompt."""
        key = self.prompt_picker.currentData()
        if key != OWN and self.prompt_edit.toPlainText() != PRESETS.get(key):
            self.prompt_picker.blockSignals(True)
            self.prompt_picker.setCurrentIndex(self.prompt_picker.findData(OWN))
            self.prompt_picker.blockSignals(False)
        self.optionsChanged.emit()

    def preset(self) -> str:
        return str(self.prompt_picker.currentData() or OWN)

    def prompt(self) -> str:
        return self.prompt_edit.toPlainText().strip()

    def model(self) -> str:
        return self.model_picker.currentText().strip()

    def detail(self) -> str:
        return str(self.detail_picker.currentData())

    def set_options(self, preset: str, prompt: str, model: str, detail: str) -> None:
        for widget in (self.prompt_picker, self.prompt_edit, self.model_picker, self.detail_picker):
            widget.blockSignals(True)
        index = self.prompt_picker.findData(preset if preset in PRESETS else OWN)
        self.prompt_picker.setCurrentIndex(max(0, index))
        self.prompt_edit.setPlainText(prompt)
        self.model_picker.setEditText(model)
        self.detail_picker.setCurrentIndex(max(0, self.detail_picker.findData(detail)))
        for widget in (self.prompt_picker, self.prompt_edit, self.model_picker, self.detail_picker):
            widget.blockSignals(False)
        self.optionsChanged.emit()

    def set_models(self, ids: Sequence[str], current: str) -> None:
        self.model_picker.blockSignals(True)
        shown = self.model() or current
        self.model_picker.clear()
        self.model_picker.addItems(list(ids))
        self.model_picker.setEditText(shown)
        self.model_picker.blockSignals(False)

    # ---- what it shows ------------------------------------------------------------------

    def show_table(self, model: QAbstractItemModel) -> None:
        """The job's rows (a DescribeTableModel)."""
        self.table.setModel(model)

    def selected_rows(self) -> list[int]:
        return self.table.selected_rows()

    def set_selection(self, text: str) -> None:
        self.selection_label.setText(text)

    def set_totals(self, text: str) -> None:
        self.totals_label.setText(text)

    def set_phase(self, phase: str, *, failed: int = 0, resumable: bool = False) -> None:
        """Which controls work: options while no job runs, Pause while one does, Resume once
        it paused or stopped with images left, Retry failed when some failed."""
        self._phase = phase
        busy = phase in ("running", "pausing")
        for widget in (self.folder_button, self.files_button):
            widget.setEnabled(not busy)
        # A job's options are its own: they change only for images not started yet.
        for widget in (self.prompt_picker, self.prompt_edit, self.model_picker, self.detail_picker):
            widget.setEnabled(phase in ("empty", "ready"))
        self.start_button.setEnabled(phase == "ready")
        self.pause_button.setEnabled(phase == "running")
        self.stop_button.setEnabled(phase in ("running", "pausing", "paused"))
        self.resume_button.setEnabled(resumable and phase in ("paused", "stopped"))
        self.retry_button.setEnabled(bool(failed) and phase in ("paused", "stopped", "finished"))
        has_rows = self.table.model() is not None and self.table.model().rowCount() > 0
        self.copy_button.setEnabled(has_rows)
        self.export_button.setEnabled(has_rows)
