"""Side-by-side compare: 2–6 columns, each with its own model and its own transcript.
Widgets only; the ComparePresenter (app.ui.compare.presenter) drives them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.services.reply_figures import ReplyFigures
from app.ui.common.elided_label import ElidedLabel
from app.ui.common.icons import IconButton
from app.ui.common.labels import hidden_label
from app.ui.compare.figures import FiguresPanel
from app.ui.transcript.view import TranscriptView

MIN_COLUMNS = 2
MAX_COLUMNS = 6


class _StatusLabel(QLabel):
    """A label that takes no room while it has nothing to say."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))


class _HeaderLabel(ElidedLabel):
    """One line, elided to the room it has; its tooltip (and what a screen reader hears)
    is a fuller text of several lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setMinimumWidth(40)

    def set_full_text(self, text: str, tooltip: str) -> None:
        self.setText(text)
        self.setToolTip(tooltip)
        self.setAccessibleName(tooltip.replace("\n", ", "))
        self.setVisible(bool(text))


class CompareColumn(QFrame):
    """Signals:
    stopRequested(): this column's Stop.
    retryRequested(): this column's Retry.
    removeRequested(): this column's Remove button.
    continueRequested(): turn this column into a normal conversation.
    optionsRequested(): this column's ⋯ Options button.
    settingsChanged(): the model or a parameter this column sets itself changed.
    modelSearchRequested(): this column's search button (the searchable model list).
    """

    stopRequested = Signal()
    retryRequested = Signal()
    removeRequested = Signal()
    continueRequested = Signal()
    optionsRequested = Signal()
    settingsChanged = Signal()
    modelSearchRequested = Signal()

    def __init__(self, index: int, models: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"compareColumn{index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(280)
        self.model_picker = QComboBox(self)
        self.model_picker.setObjectName("columnModelPicker")
        self.model_label = hidden_label(
            self.model_picker, self.tr("Model for column {0}").format(index + 1)
        )
        self.model_picker.setEditable(True)
        self.model_picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_picker.addItems(list(models))
        completer = QCompleter(self.model_picker.model(), self.model_picker)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.model_picker.setCompleter(completer)
        # The searchable list the inspector's model chip opens, with each model's badges.
        self.search_button = IconButton(
            "search",
            self.tr("Search models for column {0}").format(index + 1),
            self,
            object_name="columnModelSearch",
        )
        self.search_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.stop_button = IconButton(
            "square", self.tr("Stop this column"), self, object_name="columnStopButton"
        )
        self.stop_button.setEnabled(False)
        self.retry_button = IconButton(
            "refresh-cw", self.tr("Retry this column"), self, object_name="columnRetryButton"
        )
        self.retry_button.setToolTip(self.tr("Ask this model again"))
        self.retry_button.setEnabled(False)
        self.remove_button = IconButton(
            "x", self.tr("Remove column"), self, object_name="columnRemoveButton"
        )
        self.remove_button.setToolTip(self.tr("Remove this column"))
        self.continue_button = IconButton(
            "external-link",
            self.tr("Continue with this one"),
            self,
            object_name="columnContinueButton",
        )
        self.continue_button.setToolTip(self.tr("Continue with this one as a normal chat"))
        self.options_button = QPushButton(self.tr("⋯ Options"), self)
        self.options_button.setObjectName("columnOptionsButton")
        self.options_button.setAccessibleName(self.tr("Options for column {0}").format(index + 1))
        self.options_button.setToolTip(self.tr("This column's own system prompt and parameters"))
        # What this column sets beyond the knobs in its row (system prompt, top_p, seed …).
        self._more: dict[str, object] = {}
        self.header = _HeaderLabel(self)
        self.header.setObjectName("columnHeader")
        self.header.setProperty("tone", "muted")
        self.header.hide()
        self.title = QLabel(self)
        self.title.setObjectName("columnTitle")
        self.title.hide()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.temperature = QDoubleSpinBox(self)
        self.temperature.setObjectName("columnTemperature")
        self.temperature.setAccessibleName(self.tr("Temperature for this column"))
        self.temperature.setRange(-0.1, 2.0)
        self.temperature.setSingleStep(0.1)
        self.temperature.setDecimals(1)
        self.temperature.setSpecialValueText(self.tr("temp"))
        self.temperature.setToolTip(self.tr("Temperature for this column (blank: the panel's)"))
        self.temperature.setValue(-0.1)
        self.max_tokens = QSpinBox(self)
        self.max_tokens.setObjectName("columnMaxTokens")
        self.max_tokens.setAccessibleName(self.tr("Max tokens for this column"))
        self.max_tokens.setRange(0, 1_000_000)
        self.max_tokens.setSingleStep(256)
        self.max_tokens.setSpecialValueText(self.tr("max"))
        self.max_tokens.setToolTip(self.tr("Max tokens for this column (blank: the panel's)"))
        self.effort = QComboBox(self)
        self.effort.setObjectName("columnEffort")
        self.effort_label = hidden_label(self.effort, self.tr("Reasoning effort for this column"))
        for label, value in (
            (self.tr("effort"), None),
            (self.tr("low"), "low"),
            (self.tr("medium"), "medium"),
            (self.tr("high"), "high"),
        ):
            self.effort.addItem(label, value)
        self.logprobs = QCheckBox(self.tr("Probabilities"), self)
        self.logprobs.setObjectName("columnLogprobs")
        self.logprobs.setAccessibleName(self.tr("Show probabilities for this column"))
        self.logprobs_hint = self.tr(
            "Ask this column's model for token probabilities (blank: the panel's choice)"
        )
        self.set_logprobs_reason("")
        self.status = _StatusLabel(self)
        self.status.setObjectName("columnStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        self.status.setProperty("tone", "muted")
        self.transcript = TranscriptView(self, compact=True)
        self.transcript.setObjectName(f"compareTranscript{index}")

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.model_picker, 1)
        top.addWidget(self.search_button)
        top.addWidget(self.options_button)
        top.addWidget(self.stop_button)
        top.addWidget(self.retry_button)
        top.addWidget(self.continue_button)
        top.addWidget(self.remove_button)
        # Which endpoint this column talks to; hidden while there is only one.
        self.profile_picker = QComboBox(self)
        self.profile_picker.setObjectName("columnProfilePicker")
        self.profile_label = hidden_label(self.profile_picker, self.tr("Endpoint for this column"))
        self.set_profiles([])
        # The knobs go out of sight in a blind round: a model's limits (no probabilities,
        # its endpoint) would tell it.
        self.knobs = QWidget(self)
        self.knobs.setObjectName("columnKnobs")
        knobs = QHBoxLayout(self.knobs)
        knobs.setContentsMargins(0, 0, 0, 0)
        knobs.addWidget(self.profile_picker)
        knobs.addWidget(self.temperature)
        knobs.addWidget(self.max_tokens)
        knobs.addWidget(self.effort)
        knobs.addWidget(self.logprobs)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.header)
        layout.addWidget(self.knobs)
        for label in (self.effort_label, self.profile_label):
            label.setParent(self.knobs)  # a hidden label is its field's sibling
        layout.addWidget(self.status)
        layout.addWidget(self.transcript, 1)
        self.stop_button.clicked.connect(self.stopRequested)
        self.retry_button.clicked.connect(self.retryRequested)
        self.remove_button.clicked.connect(self.removeRequested)
        self.continue_button.clicked.connect(self.continueRequested)
        self.options_button.clicked.connect(self.optionsRequested)
        self.search_button.clicked.connect(self.modelSearchRequested)
        changed = self.settingsChanged.emit
        self.model_picker.currentTextChanged.connect(lambda _t: changed())
        self.profile_picker.currentIndexChanged.connect(lambda _i: changed())
        self.temperature.valueChanged.connect(lambda _v: changed())
        self.max_tokens.valueChanged.connect(lambda _v: changed())
        self.effort.currentIndexChanged.connect(lambda _i: changed())
        self.logprobs.toggled.connect(lambda _on: changed())

    @property
    def model(self) -> str:
        return self.model_picker.currentText().strip()

    def set_model(self, model: str) -> None:
        self.model_picker.setEditText(model)

    def set_profile(self, profile_id: str) -> None:
        """The endpoint profile this column uses ("" = the default)."""
        picker = self.profile_picker
        picker.setCurrentIndex(max(0, picker.findData(profile_id)))

    def shown_name(self) -> str:
        """The name shown for the column: "Model A" while names are hidden, else the model."""
        return self.transcript.name_override or self.model

    def set_profiles(self, profiles: Sequence[tuple[str, str]]) -> None:
        """(id, name) of each endpoint profile; the first entry follows the panel."""
        current = self.profile_picker.currentData()
        self.profile_picker.clear()
        self.profile_picker.addItem(self.tr("Panel's endpoint"), None)
        for n, (profile_id, name) in enumerate(profiles):
            self.profile_picker.addItem(name, "" if n == 0 else profile_id)
        self.profile_picker.setCurrentIndex(max(0, self.profile_picker.findData(current)))
        self.profile_picker.setVisible(len(profiles) > 1)

    def overrides(self) -> dict[str, object]:
        """Parameters this column sets itself; the panel's apply to the rest."""
        out: dict[str, object] = {}
        if self.profile_picker.currentData() is not None:
            out["profile"] = self.profile_picker.currentData()
        if self.temperature.value() > -0.05:
            out["temperature"] = round(self.temperature.value(), 2)
        if self.max_tokens.value():
            out["max_tokens"] = self.max_tokens.value()
        if self.effort.currentData():
            out["reasoning_effort"] = self.effort.currentData()
        if self.logprobs.isChecked() and not self._logprobs_reason:
            out["logprobs"] = True
        return {**self._more, **out}

    def more(self) -> dict[str, object]:
        """What the Options dialog set (not the knobs in the column's row)."""
        return dict(self._more)

    def set_more(self, more: dict[str, object]) -> None:
        self._more = dict(more)
        self.options_button.setProperty("active", bool(self._more))
        self.settingsChanged.emit()

    def set_overrides(self, overrides: dict[str, object]) -> None:
        """Set every parameter this column sets itself (a saved setup's column): the knobs
        in its row take theirs, the Options dialog the rest."""
        rest = dict(overrides)
        self.blockSignals(True)  # one settingsChanged at the end, not one per knob
        try:
            profile = rest.pop("profile", None)
            self.profile_picker.setCurrentIndex(
                max(0, self.profile_picker.findData(profile)) if profile is not None else 0
            )
            temperature = rest.pop("temperature", None)
            self.temperature.setValue(
                float(temperature) if isinstance(temperature, int | float) else -0.1
            )
            max_tokens = rest.pop("max_tokens", None)
            self.max_tokens.setValue(max_tokens if isinstance(max_tokens, int) else 0)
            effort = rest.pop("reasoning_effort", None)
            self.effort.setCurrentIndex(max(0, self.effort.findData(effort)))
            self.logprobs.setChecked(bool(rest.pop("logprobs", False)))
        finally:
            self.blockSignals(False)
        self.set_more(rest)

    def set_header(self, text: str, tooltip: str) -> None:
        """What sets this column apart from the others (elided; the whole in the tooltip).
        A line that would only repeat the model its picker shows is not drawn."""
        self.header.set_full_text(text, tooltip)
        if text == self.model_picker.currentText():
            self.header.hide()

    def set_logprobs_reason(self, reason: str) -> None:
        """Why this column's model gives no token probabilities ("": it gives them): the
        box is disabled and says why, to the pointer and to a screen reader."""
        self._logprobs_reason = reason
        self.logprobs.setEnabled(not reason and self.model_picker.isEnabled())
        self.logprobs.setToolTip(reason or self.logprobs_hint)
        self.logprobs.setAccessibleDescription(reason or self.logprobs_hint)

    def set_status(self, text: str) -> None:
        """The line under the column's header: waiting, retrying, or why it failed."""
        self.status.setText(text)

    def set_ended(self, complete: bool) -> None:
        """The reply ended: Retry is offered unless it completed."""
        self.retry_button.setEnabled(not complete)

    def set_busy(self, busy: bool) -> None:
        self.stop_button.setEnabled(busy)
        self.model_picker.setEnabled(not busy)
        self.search_button.setEnabled(not busy)
        for knob in (
            self.profile_picker,
            self.temperature,
            self.max_tokens,
            self.effort,
            self.options_button,
        ):
            knob.setEnabled(not busy)
        self.logprobs.setEnabled(not busy and not self._logprobs_reason)
        if busy:
            self.retry_button.setEnabled(False)

    def set_blind(self, letter: str | None) -> None:
        """Hide the model's name behind a letter (None shows it again)."""
        self.model_picker.setVisible(letter is None)
        self.search_button.setVisible(letter is None)
        self.knobs.setVisible(letter is None)
        self.options_button.setVisible(letter is None)
        self.title.setVisible(letter is not None)
        name = None if letter is None else self.tr("Model {0}").format(letter)
        self.transcript.name_override = name
        self.transcript.blind = letter is not None
        self.transcript.blind_common = frozenset()
        self.transcript.hold_replies = letter is not None  # until every column has answered
        if name is not None:
            self.title.setText(name)

    def reveal(self, letter: str) -> None:
        """After the vote: the model's name beside its letter, and the replies drawn again
        with everything a blind round hides (the caller reloads the transcript)."""
        self.title.setText(f"{letter} · {self.model}")
        self.transcript.name_override = None
        self.transcript.blind = False
        self.transcript.hold_replies = False


class CompareView(QWidget):
    """Signals:
    addColumnRequested(): the + Column button.
    voteCast(str): the blind-arena verdict: a column letter, "tie" or "all_bad".
    leaderboardRequested(), diffRequested(), exportRequested(): toolbar buttons.
    synthesizeRequested(): the Synthesize… button.
    blindChanged(bool): the Blind box.
    setupsRequested(): the Setups button (the presenter answers with show_setups_menu).
    setupChosen(str), setupSaveRequested(), setupRenameRequested(str),
    setupDeleteRequested(str): the Setups menu.
    """

    addColumnRequested = Signal()
    blindChanged = Signal(bool)
    setupsRequested = Signal()
    setupChosen = Signal(str)
    setupSaveRequested = Signal()
    setupRenameRequested = Signal(str)
    setupDeleteRequested = Signal(str)
    voteCast = Signal(str)
    leaderboardRequested = Signal()
    diffRequested = Signal()
    exportRequested = Signal()
    synthesizeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareView")
        self.setAccessibleName(self.tr("Compare models"))
        self.columns: list[CompareColumn] = []
        self.add_button = QPushButton(self.tr("+ Column"), self)
        self.add_button.setObjectName("addColumnButton")
        self.add_button.setToolTip(self.tr("Compare up to {0} models").format(MAX_COLUMNS))
        self.blind_toggle = QCheckBox(self.tr("Blind"), self)
        self.blind_toggle.setObjectName("blindToggle")
        self._blind_hint = self.tr(
            "Hide model names and shuffle the columns; vote, then see who was who"
        )
        self.blind_toggle.setToolTip(self._blind_hint)
        self.grid_toggle = QCheckBox(self.tr("Grid"), self)
        self.grid_toggle.setObjectName("gridToggle")
        self.sync_toggle = QCheckBox(self.tr("Sync scroll"), self)
        self.sync_toggle.setObjectName("syncScrollToggle")
        self.diff_button = QPushButton(self.tr("Diff…"), self)
        self.diff_button.setObjectName("diffButton")
        self.export_button = QPushButton(self.tr("Export…"), self)
        self.export_button.setObjectName("exportCompareButton")
        self.synthesize_button = QPushButton(self.tr("Synthesize…"), self)
        self.synthesize_button.setObjectName("synthesizeButton")
        self.synthesize_button.setAccessibleName(self.tr("Synthesize one answer"))
        self.synthesize_button.setToolTip(
            self.tr("Ask a model to write one answer from the columns' latest answers")
        )
        self.leaderboard_button = QPushButton(self.tr("Leaderboard"), self)
        self.leaderboard_button.setObjectName("leaderboardButton")
        self.setups_button = QPushButton(self.tr("Setups"), self)
        self.setups_button.setObjectName("compareSetupsButton")
        self.setups_button.setAccessibleName(self.tr("Compare setups"))
        self.setups_button.setToolTip(
            self.tr("Save these columns as a setup, or bring back a saved one")
        )
        self.setups_menu: QMenu | None = None
        self.vote_bar = QWidget(self)
        self.vote_bar.setObjectName("voteBar")
        self._vote_layout = QHBoxLayout(self.vote_bar)
        self._vote_layout.setContentsMargins(0, 0, 0, 0)
        self.vote_bar.hide()
        self.hint = QLabel(
            self.tr("One prompt goes to every column; each model keeps its own thread."), self
        )
        self.hint.setProperty("tone", "muted")
        self._strip = QWidget(self)
        self._strip_layout = QGridLayout(self._strip)
        self._strip_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setObjectName("compareScroll")
        scroll.setAccessibleName(self.tr("Compare columns"))
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(self._strip)
        self.figures = FiguresPanel(self)
        bar = QHBoxLayout()
        bar.addStretch(1)
        for widget in (
            self.setups_button,
            self.blind_toggle,
            self.grid_toggle,
            self.sync_toggle,
            self.diff_button,
            self.export_button,
            self.synthesize_button,
            self.leaderboard_button,
            self.add_button,
        ):
            bar.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.hint)
        layout.addWidget(self.vote_bar)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.figures)
        self.add_button.clicked.connect(self.addColumnRequested)
        self.leaderboard_button.clicked.connect(self.leaderboardRequested)
        self.diff_button.clicked.connect(self.diffRequested)
        self.export_button.clicked.connect(self.exportRequested)
        self.synthesize_button.clicked.connect(self.synthesizeRequested)
        self.setups_button.clicked.connect(self.setupsRequested)
        self.blind_toggle.toggled.connect(self.blindChanged)
        self.grid_toggle.toggled.connect(lambda _on: self._lay_out())
        self._syncing = False
        self._profiles: list[tuple[str, str]] = []

    def set_profiles(self, profiles: Sequence[tuple[str, str]]) -> None:
        self._profiles = list(profiles)
        for column in self.columns:
            column.set_profiles(self._profiles)

    def add_column(self, models: Sequence[str], model: str = "") -> CompareColumn:
        column = CompareColumn(len(self.columns), models, self._strip)
        column.set_profiles(self._profiles)
        if model:
            column.model_picker.setEditText(model)
        self.columns.append(column)
        bar = column.transcript.verticalScrollBar()
        bar.valueChanged.connect(lambda _v, c=column: self._sync_from(c))
        self._lay_out()
        return column

    def remove_column(self, column: CompareColumn) -> None:
        if len(self.columns) <= MIN_COLUMNS:
            return
        self.columns.remove(column)
        self._strip_layout.removeWidget(column)
        column.deleteLater()
        self._lay_out()

    def clear(self) -> None:
        for column in self.columns:
            self._strip_layout.removeWidget(column)
            column.deleteLater()
        self.columns.clear()
        self.figures.clear()

    def _lay_out(self) -> None:
        """Side by side in one row (scrolling sideways past what fits), or a grid."""
        for column in self.columns:
            self._strip_layout.removeWidget(column)
        per_row = 3 if self.grid_toggle.isChecked() and len(self.columns) > 3 else 0
        if self.grid_toggle.isChecked() and len(self.columns) == 4:
            per_row = 2
        for i, column in enumerate(self.columns):
            row, col = divmod(i, per_row) if per_row else (0, i)
            self._strip_layout.addWidget(column, row, col)
        self._update_buttons()

    def _sync_from(self, source: CompareColumn) -> None:
        """With Sync scroll on, every column follows the one being scrolled (by fraction)."""
        if not self.sync_toggle.isChecked() or self._syncing:
            return
        bar = source.transcript.verticalScrollBar()
        fraction = bar.value() / bar.maximum() if bar.maximum() else 0.0
        self._syncing = True
        try:
            for column in self.columns:
                if column is not source:
                    other = column.transcript.verticalScrollBar()
                    other.setValue(round(fraction * other.maximum()))
        finally:
            self._syncing = False

    def show_vote(self, letters: Sequence[str]) -> None:
        while self._vote_layout.count():
            item = self._vote_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self._vote_layout.addWidget(QLabel(self.tr("Which answer is best?"), self.vote_bar))
        choices = [(self.tr("{0} is best").format(x), x) for x in letters]
        choices += [(self.tr("Tie"), "tie"), (self.tr("All bad"), "all_bad")]
        for label, value in choices:
            button = QPushButton(label, self.vote_bar)
            button.setObjectName(f"vote_{value}")
            button.clicked.connect(lambda _c=False, v=value: self.voteCast.emit(v))
            self._vote_layout.addWidget(button)
        self._vote_layout.addStretch(1)
        self.vote_bar.show()

    def hide_vote(self) -> None:
        self.vote_bar.hide()

    def _update_buttons(self) -> None:
        self.add_button.setEnabled(len(self.columns) < MAX_COLUMNS)
        for column in self.columns:
            column.remove_button.setEnabled(len(self.columns) > MIN_COLUMNS)

    def show_setups_menu(self, names: Sequence[str]) -> QMenu:
        """The Setups menu under its button: save these columns, choose a saved setup (it
        replaces the columns), rename or delete one."""
        if self.setups_menu is not None:
            self.setups_menu.deleteLater()
        menu = QMenu(self)
        menu.setObjectName("compareSetupsMenu")
        menu.setAccessibleName(self.tr("Compare setups"))
        save = menu.addAction(self.tr("Save setup…"))
        save.triggered.connect(self.setupSaveRequested)
        if names:
            menu.addSeparator()
            for name in names:
                action = menu.addAction(name)
                action.setToolTip(self.tr("Replace the columns with this setup"))
                action.triggered.connect(lambda _c=False, n=name: self.setupChosen.emit(n))
            menu.addSeparator()
            rename = menu.addMenu(self.tr("Rename"))
            rename.setObjectName("renameSetupMenu")
            delete = menu.addMenu(self.tr("Delete"))
            delete.setObjectName("deleteSetupMenu")
            for name in names:
                rename.addAction(name).triggered.connect(
                    lambda _c=False, n=name: self.setupRenameRequested.emit(n)
                )
                delete.addAction(name).triggered.connect(
                    lambda _c=False, n=name: self.setupDeleteRequested.emit(n)
                )
        self.setups_menu = menu
        button = self.setups_button
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
        return menu

    # ---- what the compare's presenter asks --------------------------------------------------

    def blind(self) -> bool:
        """Blind: the columns' names stay hidden until the vote."""
        return self.blind_toggle.isChecked()

    def voting(self) -> bool:
        """The question "Which answer is best?" is on screen."""
        return not self.vote_bar.isHidden()

    def set_blind_checked(self, on: bool, why: str = "") -> None:
        """Put the Blind box back (a change that was refused) without announcing it;
        ``why`` goes in its tooltip, where the pointer and a screen reader find it."""
        toggle = self.blind_toggle
        toggle.blockSignals(True)
        try:
            toggle.setChecked(on)
        finally:
            toggle.blockSignals(False)
        toggle.setToolTip(why or self._blind_hint)
        toggle.setAccessibleDescription(why or self._blind_hint)

    def show_figures(self, rows: Sequence[ReplyFigures], *, exchanges: int, blind: bool) -> None:
        """The figures table under the columns (see app.ui.compare.figures)."""
        self.figures.set_rows(rows, exchanges=exchanges, blind=blind)
