"""The Knowledge bases window: widgets only. KnowledgePresenter fills it through the methods
below and hears its signals; the form for a new base and the question before removing one
open and close here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

DATA_ROLE = Qt.ItemDataRole.UserRole
# Words the presenter first said, kept in its translation context.
translate = QCoreApplication.translate


def _label(name: str, parent: QWidget, *, tone: str = "") -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if tone:
        label.setProperty("tone", tone)
    return label


def _button(text: str, name: str, accessible: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setAccessibleName(accessible)
    # Enter belongs to the field it is typed in (a search, the new base's name): no button
    # of the window is pressed by it.
    button.setAutoDefault(False)
    return button


class KnowledgeWindow(QDialog):
    """Signals:
    baseSelected(str): a base was chosen in the list (its name).
    createRequested(): Create (or Enter in the name) in the form for a new base.
    indexRequested(): Index.
    pauseRequested(): Pause, or Resume after a pause.
    reindexRequested(): Re-index (the embedding model's dimension changed).
    removeRequested(): Remove the chosen base (asked again first: ``ask_remove``).
    removeConfirmed(): Remove it, in that question.
    searchRequested(str): Enter in the search field (the query).
    passageChosen(object): a passage found was opened (its app.kb.retrieval.Source).
    """

    baseSelected = Signal(str)
    createRequested = Signal()
    indexRequested = Signal()
    pauseRequested = Signal()
    reindexRequested = Signal()
    removeRequested = Signal()
    removeConfirmed = Signal()
    searchRequested = Signal(str)
    passageChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("knowledgeWindow")
        self.setWindowTitle(self.tr("Knowledge bases"))
        self.setModal(False)
        self.resize(900, 620)
        # -- the bases ------------------------------------------------------------------
        left = QWidget(self)
        self.bases = QListWidget(left)
        self.bases.setObjectName("knowledgeBaseList")
        self.bases.setAccessibleName(self.tr("Knowledge bases"))
        self.empty_label = _label("knowledgeEmpty", left, tone="muted")
        self.empty_label.setText(self.tr("No knowledge bases yet: New… makes one."))
        self.new_button = _button(
            self.tr("&New…"), "knowledgeNew", self.tr("New knowledge base"), left
        )
        self.remove_button = _button(
            self.tr("&Remove"), "knowledgeRemove", self.tr("Remove the knowledge base"), left
        )
        row = QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.remove_button)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.bases, 1)
        column.addWidget(self.empty_label)
        column.addLayout(row)
        # -- the form for a new base ----------------------------------------------------
        self.form = QWidget(self)
        self.form.setObjectName("knowledgeForm")
        self.name_edit = QLineEdit(self.form)
        self.name_edit.setObjectName("knowledgeName")
        self.name_edit.setAccessibleName(self.tr("Name of the new knowledge base"))
        self.paths_edit = QPlainTextEdit(self.form)
        self.paths_edit.setObjectName("knowledgePaths")
        self.paths_edit.setAccessibleName(self.tr("Folders and files, one a line"))
        self.paths_edit.setPlaceholderText(self.tr("One folder or file a line"))
        self.paths_edit.setTabChangesFocus(True)
        self.paths_edit.setFixedHeight(72)
        self.browse_button = _button(
            self.tr("Add &folder…"), "knowledgeBrowse", self.tr("Add a folder"), self.form
        )
        self.browse_button.clicked.connect(self._browse)
        self.model_edit = QLineEdit(self.form)
        self.model_edit.setObjectName("knowledgeModel")
        self.model_edit.setAccessibleName(self.tr("Embedding model"))
        self.create_button = _button(
            self.tr("&Create"), "knowledgeCreate", self.tr("Create the knowledge base"), self.form
        )
        self.cancel_button = _button(
            self.tr("Cancel"),
            "knowledgeCancel",
            self.tr("Cancel the new knowledge base"),
            self.form,
        )
        self.form_error = _label("knowledgeFormError", self.form, tone="warning")
        self.form_error.hide()
        paths_row = QHBoxLayout()
        paths_row.addWidget(self.paths_edit, 1)
        paths_row.addWidget(self.browse_button, 0, Qt.AlignmentFlag.AlignTop)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.create_button)
        form = QFormLayout(self.form)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Folders and files"), paths_row)
        form.addRow(self.tr("Embedding model"), self.model_edit)
        form.addRow(self.form_error)
        form.addRow(buttons)
        self.form.hide()
        # -- one base -------------------------------------------------------------------
        self.details = QWidget(self)
        self.details.setObjectName("knowledgeDetails")
        self.title = _label("knowledgeTitle", self.details)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.summary = _label("knowledgeSummary", self.details, tone="muted")
        self.estimate = _label("knowledgeEstimate", self.details)
        self.progress = QProgressBar(self.details)
        self.progress.setObjectName("knowledgeProgress")
        self.progress.setAccessibleName(self.tr("Indexing progress"))
        self.progress.hide()
        self.state = _label("knowledgeState", self.details)
        self.index_button = _button(
            self.tr("&Index"), "knowledgeIndex", self.tr("Index the knowledge base"), self.details
        )
        self.pause_button = _button(
            self.tr("&Pause"), "knowledgePause", self.tr("Pause indexing"), self.details
        )
        self.pause_button.hide()
        self.reindex_button = _button(
            self.tr("Re-index"),
            "knowledgeReindex",
            self.tr("Embed every passage again"),
            self.details,
        )
        self.reindex_button.hide()
        actions = QHBoxLayout()
        actions.addWidget(self.index_button)
        actions.addWidget(self.pause_button)
        actions.addWidget(self.reindex_button)
        actions.addStretch(1)
        self.confirm = QWidget(self.details)
        self.confirm.setObjectName("knowledgeConfirmRemove")
        self.confirm_label = _label("knowledgeConfirmText", self.confirm, tone="warning")
        self.confirm_remove = _button(
            self.tr("Remove it"), "knowledgeRemoveYes", self.tr("Remove it"), self.confirm
        )
        self.confirm_keep = _button(
            self.tr("Keep it"), "knowledgeRemoveNo", self.tr("Keep it"), self.confirm
        )
        confirm = QHBoxLayout(self.confirm)
        confirm.setContentsMargins(0, 0, 0, 0)
        confirm.addWidget(self.confirm_label, 1)
        confirm.addWidget(self.confirm_keep)
        confirm.addWidget(self.confirm_remove)
        self.confirm.hide()
        self.problems_title = _label("knowledgeProblemsTitle", self.details)
        self.problems_title.setText(self.tr("Files that could not be read"))
        self.problems = QListWidget(self.details)
        self.problems.setObjectName("knowledgeProblems")
        self.problems.setAccessibleName(self.tr("Files that could not be read"))
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(110)
        self.search_edit = QLineEdit(self.details)
        self.search_edit.setObjectName("knowledgeSearch")
        self.search_edit.setAccessibleName(self.tr("Search the knowledge base"))
        self.search_edit.setPlaceholderText(self.tr("Search this base, then Enter"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_state = _label("knowledgeSearchState", self.details, tone="muted")
        self.results = QListWidget(self.details)
        self.results.setObjectName("knowledgeResults")
        self.results.setAccessibleName(self.tr("Passages found; Enter opens one"))
        self.results.setWordWrap(True)
        self.results.setAlternatingRowColors(True)
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.addWidget(self.title)
        details.addWidget(self.summary)
        details.addWidget(self.estimate)
        details.addWidget(self.progress)
        details.addWidget(self.state)
        details.addLayout(actions)
        details.addWidget(self.confirm)
        details.addWidget(self.problems_title)
        details.addWidget(self.problems)
        details.addWidget(self.search_edit)
        details.addWidget(self.search_state)
        details.addWidget(self.results, 1)
        right = QWidget(self)
        right_column = QVBoxLayout(right)
        right_column.setContentsMargins(0, 0, 0, 0)
        right_column.addWidget(self.form)
        right_column.addWidget(self.details, 1)
        splitter = QSplitter(self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 660])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._connect()

    def _connect(self) -> None:
        self.bases.currentItemChanged.connect(
            lambda item, _old: self.baseSelected.emit(str(item.data(DATA_ROLE))) if item else None
        )
        self.new_button.clicked.connect(self.show_form)
        self.cancel_button.clicked.connect(self.hide_form)
        self.create_button.clicked.connect(self.createRequested)
        self.name_edit.returnPressed.connect(self.create_button.click)
        self.index_button.clicked.connect(self.indexRequested)
        self.pause_button.clicked.connect(self.pauseRequested)
        self.reindex_button.clicked.connect(self.reindexRequested)
        self.remove_button.clicked.connect(self.removeRequested)
        self.confirm_keep.clicked.connect(self.confirm.hide)
        self.confirm_remove.clicked.connect(self.removeConfirmed)
        self.search_edit.returnPressed.connect(
            lambda: self.searchRequested.emit(self.search_edit.text())
        )
        # What is said about the last search no longer applies to a query being typed.
        self.search_edit.textEdited.connect(lambda _t: self.search_state.clear())
        self.results.itemActivated.connect(
            lambda item: self.passageChosen.emit(item.data(DATA_ROLE))
        )

    # ---- the bases ----------------------------------------------------------------------

    def show_bases(self, names: list[str], current: str) -> None:
        """The bases there are; ``current`` chosen (baseSelected follows), or none ("")."""
        self.bases.blockSignals(True)
        self.bases.clear()
        for name in names:
            item = QListWidgetItem(name)
            item.setData(DATA_ROLE, name)
            self.bases.addItem(item)
        self.bases.blockSignals(False)
        self.empty_label.setVisible(not names)
        self.remove_button.setEnabled(bool(names))
        if current:
            self.bases.setCurrentRow(names.index(current))
        else:
            self.details.setVisible(False)

    def show_base(self, title: str, summary: str, estimate: str) -> None:
        self.details.setVisible(True)
        self.title.setText(title)
        self.summary.setText(summary)
        self.estimate.setText(estimate)

    # ---- indexing -----------------------------------------------------------------------

    def show_idle(self, *, can_index: bool, reindex: bool, paused: bool, state: str) -> None:
        """No run for this base: Index if no other runs, Re-index offered when needed,
        Resume after a pause, and how the last run ended."""
        self.index_button.setEnabled(can_index)
        self.reindex_button.setVisible(reindex)
        self.progress.setVisible(False)
        self.pause_button.setVisible(paused)
        self.pause_button.setText(translate("KnowledgePresenter", "&Resume"))
        self.pause_button.setAccessibleName(translate("KnowledgePresenter", "Resume indexing"))
        self.state.setText(state)

    def show_running(self, *, pausable: bool, state: str) -> None:
        """A run for this base started (its progress not known yet)."""
        self.index_button.setEnabled(False)
        self.reindex_button.hide()
        self.pause_button.setText(translate("KnowledgePresenter", "&Pause"))
        self.pause_button.setAccessibleName(translate("KnowledgePresenter", "Pause indexing"))
        self.pause_button.setVisible(pausable)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.state.setText(state)

    def show_progress(self, done: int, total: int, state: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.state.setText(state)

    def set_running_controls(self, *, can_index: bool, reindex: bool) -> None:
        """A run for this base goes on (shown again): Index while none runs."""
        self.index_button.setEnabled(can_index)
        self.reindex_button.setVisible(reindex)

    def set_state(self, text: str) -> None:
        self.state.setText(text)

    def set_pause_enabled(self, on: bool) -> None:
        self.pause_button.setEnabled(on)

    # ---- a new base ---------------------------------------------------------------------

    def set_default_model(self, model: str) -> None:
        self.model_edit.setText(model)

    def show_form(self) -> None:
        self.form.show()
        self.form_error.hide()
        self.name_edit.setFocus()

    def hide_form(self) -> None:
        self.form.hide()
        self.bases.setFocus()

    def form_values(self) -> tuple[str, list[str], str]:
        """The new base's name, its folders and files (one a line), its model ("" for the
        default)."""
        lines = [line.strip() for line in self.paths_edit.toPlainText().splitlines()]
        return (
            self.name_edit.text().strip(),
            [line for line in lines if line],
            (self.model_edit.text().strip()),
        )

    def show_form_problem(self, text: str) -> None:
        self.form_error.setText(text)
        self.form_error.show()

    def close_form(self) -> None:
        """The base was made: the form goes, empty for the next one."""
        self.form.hide()
        self.name_edit.clear()
        self.paths_edit.clear()

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("KnowledgePresenter", "A folder for the knowledge base")
        )
        if folder:
            self.paths_edit.appendPlainText(folder)

    # ---- removing -----------------------------------------------------------------------

    def ask_remove(self, question: str) -> None:
        self.confirm_label.setText(question)
        self.confirm.show()
        self.confirm_keep.setFocus()

    def hide_remove(self) -> None:
        self.confirm.hide()

    # ---- searching ----------------------------------------------------------------------

    def set_search_state(self, text: str) -> None:
        self.search_state.setText(text)

    def show_results(self, found: list[tuple[str, str, object]]) -> None:
        """Passages found: (text shown, tooltip, what passageChosen tells), the first
        current."""
        self.results.clear()
        for text, tip, source in found:
            item = QListWidgetItem(text)
            item.setData(DATA_ROLE, source)
            item.setToolTip(tip)
            self.results.addItem(item)
        if found:
            self.results.setCurrentRow(0)

    def show_problems(self, problems: list[tuple[str, str]]) -> None:
        self.problems.clear()
        for path, reason in problems:
            self.problems.addItem(f"{path} — {reason}")
        self.problems_title.setVisible(bool(problems))
        self.problems.setVisible(bool(problems))
