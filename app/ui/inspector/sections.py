"""The inspector's sections: Model, Sampling, Output, Advanced and System prompt, each a
titled group that folds. Widgets only; ParameterPanel reads and fills them. The request
parameters' rows are made from their declarations (app.param_specs), in their order."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.param_specs import ParamSpec, in_section
from app.param_specs import Section as Place
from app.ui.common.icons import IconButton

UNSET = -0.1  # spin boxes show "Default" at their minimum: the parameter is not sent
FIELD_HEIGHT = 28  # every one-line field, so the rows keep one rhythm
FIELD_LEAST = 72  # px: a field gives up width down to this before its row wraps


class Section(QWidget):
    """A titled group of rows that folds behind its header."""

    def __init__(self, title: str, parent: QWidget | None = None, *, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.header = QToolButton(self)
        self.header.setObjectName(f"{name}Header")
        self.header.setProperty("role", "sectionHeader")
        self.header.setText(title)
        self.header.setAccessibleName(title)
        self.header.setCheckable(True)
        self.header.setChecked(True)
        self.header.setAutoRaise(True)
        self.header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.header.setArrowType(Qt.ArrowType.DownArrow)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.body = QWidget(self)
        self.form = QFormLayout(self.body)
        self.form.setContentsMargins(4, 0, 0, 8)
        self.form.setHorizontalSpacing(10)
        self.form.setVerticalSpacing(6)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # A long label (in Japanese, say) puts its field on the next line, not off the edge.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.header, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.body)
        self.header.toggled.connect(self._fold)

    def _fold(self, open_: bool) -> None:
        self.header.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.body.setVisible(open_)

    def row(self, label: str, field: QWidget, at: int = -1) -> QLabel:
        """A labelled row, at the end or at row ``at``; the label is the field's buddy,
        which is how a screen reader on Linux names a combo box (Qt's AT-SPI bridge names
        one by its current value and offers the label through a labelled-by relation)."""
        text = QLabel(label, self.body)
        text.setBuddy(field)
        field.setAccessibleName(label)
        self.form.insertRow(at, text, field)
        return text

    def labels(self) -> list[QLabel]:
        """The labels of its rows (the panel lines them up across the sections)."""
        form = self.form
        found = (form.itemAt(n, QFormLayout.ItemRole.LabelRole) for n in range(form.rowCount()))
        return [w for item in found if item and isinstance(w := item.widget(), QLabel)]

    def fields(self) -> list[QWidget]:
        """The widgets of its rows (not their labels), top to bottom."""
        form, out = self.form, []
        for n in range(form.rowCount()):
            for role in (QFormLayout.ItemRole.FieldRole, QFormLayout.ItemRole.SpanningRole):
                item = form.itemAt(n, role)
                if item is not None and item.widget() is not None:
                    out.append(item.widget())
                    break
        return out


def one_line(field: QWidget) -> None:
    """A one-line field of the inspector: the rows' height, and narrow when it must be (a
    spin box asks for the width of its largest number, a seed's ten digits)."""
    field.setMinimumHeight(FIELD_HEIGHT)
    field.setMinimumWidth(FIELD_LEAST)


def spin(parent: QWidget, name: str, low: float, high: float, step: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox(parent)
    box.setObjectName(name)
    box.setRange(UNSET if low == 0 else low - step, high)
    box.setSingleStep(step)
    box.setDecimals(2 if step < 0.1 else 1)
    box.setSpecialValueText(QCoreApplication.translate("Section", "Default"))
    box.setValue(box.minimum())
    one_line(box)
    return box


def int_spin(parent: QWidget, name: str, high: int, step: int = 1) -> QSpinBox:
    box = QSpinBox(parent)
    box.setObjectName(name)
    box.setRange(0, high)
    box.setSingleStep(step)
    box.setSpecialValueText(QCoreApplication.translate("Section", "Default"))
    one_line(box)
    return box


def choice(parent: QWidget, name: str, items: list[tuple[str, object]]) -> QComboBox:
    box = QComboBox(parent)
    box.setObjectName(name)
    for label, value in items:
        box.addItem(label, value)
    # As narrow as its row needs: not as wide as its longest item.
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(4)
    one_line(box)
    return box


def text_box(parent: QWidget, name: str, placeholder: str, lines: int = 3) -> QPlainTextEdit:
    box = QPlainTextEdit(parent)
    box.setObjectName(name)
    box.setPlaceholderText(placeholder)
    box.setTabChangesFocus(True)
    box.setFixedHeight(box.fontMetrics().lineSpacing() * lines + 12)
    return box


class ModelSection(Section):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Model"), parent, name="modelSection")
        body = self.body
        # The endpoint profile; hidden while CometAPI is the only one.
        self.profile_picker = QComboBox(body)
        self.profile_picker.setObjectName("profilePicker")
        self.profile_picker.setToolTip(self.tr("Which endpoint this conversation talks to"))
        self.model_picker = QComboBox(body)
        self.model_picker.setObjectName("modelPicker")
        self.model_picker.setEditable(True)  # any model id may be typed, listed or not
        self.model_picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_picker.setMaxVisibleItems(20)
        completer = QCompleter(self.model_picker.model(), self.model_picker)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.model_picker.setCompleter(completer)
        one_line(self.model_picker)
        one_line(self.profile_picker)
        self.favourite_button = IconButton(
            "star", self.tr("Favourite model"), body, object_name="favouriteModelButton"
        )
        self.favourite_button.setToolTip(self.tr("Favourite models are listed first"))
        self.favourite_button.setCheckable(True)
        self.favourite_button.fill_when_checked = True  # a favourite's star is filled in
        self.badges = QLabel(body)
        self.badges.setObjectName("modelBadges")
        self.badges.setProperty("tone", "muted")
        self.badges.setWordWrap(True)
        # The picker and its star sit in a layout, not in a widget of their own: the label's
        # buddy must be the combo box itself and a sibling of the label for AT-SPI to say
        # "Model" (Qt only looks among a widget's siblings for the label naming it).
        picker = QHBoxLayout()
        picker.setContentsMargins(0, 0, 0, 0)
        picker.addWidget(self.model_picker, 1)
        picker.addWidget(self.favourite_button)
        self.profile_label = self.row(self.tr("Endpoint"), self.profile_picker)
        self.model_label = QLabel(self.tr("Model"), body)
        self.model_label.setBuddy(self.model_picker)
        self.model_picker.setAccessibleName(self.tr("Model"))
        self.form.addRow(self.model_label, picker)
        self.form.addRow(self.badges)
        # The model chosen is not one the endpoint serves: said here, with one served model
        # offered in its place (ParameterPanel.show_not_served).
        self.not_served = QWidget(body)
        self.not_served.setObjectName("modelNotServed")
        self.not_served_label = QLabel(self.not_served)
        self.not_served_label.setObjectName("modelNotServedLabel")
        self.not_served_label.setProperty("tone", "warning")
        self.not_served_label.setWordWrap(True)
        self.use_served_button = QPushButton(self.not_served)
        self.use_served_button.setObjectName("useServedModelButton")
        column = QVBoxLayout(self.not_served)
        column.setContentsMargins(0, 2, 0, 4)
        column.setSpacing(4)
        column.addWidget(self.not_served_label)
        column.addWidget(self.use_served_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.not_served.hide()
        self.form.addRow(self.not_served)


def _words(text: str) -> str:
    return QCoreApplication.translate("Params", text)


def param_control(parent: QWidget, spec: ParamSpec) -> QWidget:
    """The control for one request parameter, by its kind; its lowest value (or first
    item) is "Default": not set, not sent."""
    if spec.kind == "number":
        return spin(parent, spec.control, spec.low or 0.0, spec.high or 0.0, spec.step)
    if spec.kind == "whole":
        return int_spin(parent, spec.control, spec.most, int(spec.step))
    if spec.kind == "stop":
        return text_box(parent, spec.control, _words(spec.placeholder), 2)
    items: list[tuple[str, object]] = [(_words(spec.word(c)), c) for c in spec.choices]
    if spec.kind == "choice":
        items.insert(0, (QCoreApplication.translate("Section", "Default"), None))
    return choice(parent, spec.control, items)


class ParamSection(Section):
    """A section whose rows are the request parameters declared for it. ``controls``:
    parameter name → its control (the sections below also name a few of them, as code and
    tests written before the declarations reach them; a new parameter needs no name)."""

    def __init__(self, title: str, parent: QWidget | None, *, name: str, section: Place) -> None:
        super().__init__(title, parent, name=name)
        self.controls: dict[str, QWidget] = {}
        self.tooltips: dict[str, str] = {}  # what each does, where it is offered
        self.schema_edit: QPlainTextEdit | None = None  # with a response format's picker
        for spec in in_section(section):
            control = param_control(self.body, spec)
            self.controls[spec.name] = control
            self.tooltips[spec.name] = _words(spec.tooltip) if spec.tooltip else ""
            control.setToolTip(self.tooltips[spec.name])
            control.setAccessibleDescription(self.tooltips[spec.name])
            self.row(_words(spec.label), control)
            if spec.kind == "format":
                self._add_schema(control)

    def _add_schema(self, picker: QComboBox) -> None:
        # A JSON schema is typed under the response format, shown while it is chosen.
        self.format_picker = picker
        self.schema_edit = text_box(self.body, "jsonSchemaEdit", '{"type": "object", …}', 6)
        self.schema_label = self.row(self.tr("JSON schema"), self.schema_edit)
        picker.currentIndexChanged.connect(lambda _i: self._show_schema())
        self._show_schema()

    def _show_schema(self) -> None:
        on = self.format_picker.currentData() == "json_schema"
        self.schema_edit.setVisible(on)
        self.schema_label.setVisible(on)

    def insert_after(self, name: str, widget: QWidget) -> None:
        """A row of its own under the parameter ``name``."""
        row, _role = self.form.getWidgetPosition(self.controls[name])
        self.form.insertRow(row + 1, widget)


class SamplingSection(ParamSection):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Sampling"), parent, name="samplingSection", section="sampling")

    temperature_input = property(lambda self: self.controls["temperature"])
    stop_input = property(lambda self: self.controls["stop"])


class OutputSection(ParamSection):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Output"), parent, name="outputSection", section="output")
        self.logprobs_check = QCheckBox(self.tr("Show probabilities"), self.body)
        self.logprobs_check.setObjectName("logprobsCheck")
        self.logprobs_hint = self.tr(
            "Ask for each token's probability and its 5 likeliest alternatives; a reply's "
            "More actions then shows them"
        )
        self.logprobs_check.setToolTip(self.logprobs_hint)
        self.logprobs_check.setAccessibleDescription(self.logprobs_hint)
        self.insert_after("n", self.logprobs_check)

    max_tokens_input = property(lambda self: self.controls["max_tokens"])
    n_input = property(lambda self: self.controls["n"])
    effort_picker = property(lambda self: self.controls["reasoning_effort"])


class AdvancedSection(ParamSection):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Advanced"), parent, name="advancedSection", section="advanced")
        body = self.body
        self.endpoint_picker = choice(
            body,
            "endpointPicker",
            [
                (self.tr("Automatic"), "auto"),
                (self.tr("Chat Completions"), "chat"),
                (self.tr("Responses"), "responses"),
            ],
        )
        self.endpoint_picker.setToolTip(
            self.tr("Automatic uses /responses for models that only work there (e.g. o1-pro)")
        )
        self.stream_check = QCheckBox(self.tr("Stream the reply"), body)
        self.stream_check.setObjectName("streamCheck")
        self.stream_check.setChecked(True)
        # Replies run on the server and are polled, even after a restart (/responses only).
        self.background_check = QCheckBox(self.tr("Run in background"), body)
        self.background_check.setObjectName("backgroundCheck")
        self.background_check.setAccessibleName(self.tr("Run in background"))
        self.background_hint = self.tr(
            "The server runs the reply on its own; it finishes even if the app closes."
        )
        self.background_check.setToolTip(self.background_hint)
        self.extra_edit = text_box(body, "extraBodyEdit", '{"logit_bias": {…}}', 3)
        # How the reply is fetched comes first, the parameters after, the extra body last.
        self.row(self.tr("API"), self.endpoint_picker, at=0)
        self.form.insertRow(1, self.stream_check)
        self.form.insertRow(2, self.background_check)
        self.row(self.tr("Extra body (JSON)"), self.extra_edit)

    tier_picker = property(lambda self: self.controls["service_tier"])


class ToolsSection(Section):
    """Tools offered in this conversation: web search (the API's own) and MCP servers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Tools"), parent, name="toolsSection")
        body = self.body
        self.web_search_check = QCheckBox(self.tr("Web search"), body)
        self.web_search_check.setObjectName("webSearchCheck")
        self.form.addRow(self.web_search_check)
        self.code_interpreter_check = QCheckBox(self.tr("Code interpreter"), body)
        self.code_interpreter_check.setObjectName("codeInterpreterCheck")
        self.code_interpreter_check.setAccessibleDescription(
            self.tr("The model may write and run Python in a sandbox the API provides.")
        )
        self.form.addRow(self.code_interpreter_check)
        self.servers: dict[str, QCheckBox] = {}
        self.none_label = QLabel(self.tr("No MCP servers yet."), body)
        self.none_label.setProperty("tone", "muted")
        self.form.addRow(self.none_label)
        self.manage_button = QToolButton(body)
        self.manage_button.setObjectName("manageToolsButton")
        self.manage_button.setText(self.tr("Manage servers…"))
        self.manage_button.setAccessibleName(self.tr("Manage MCP servers and tools"))
        self.form.addRow(self.manage_button)

    def set_servers(self, servers: list[tuple[str, str]]) -> None:
        """(id, name) of the enabled servers, each a check box (checked: offered)."""
        offered = self.offered()
        for box in self.servers.values():
            self.form.removeRow(box)
        self.servers = {}
        for server_id, name in servers:
            box = QCheckBox(name, self.body)
            box.setObjectName(f"toolServer_{server_id}")
            box.setChecked(offered is None or server_id in offered)
            self.form.insertRow(self.form.rowCount() - 1, box)
            self.servers[server_id] = box
        self.none_label.setVisible(not servers)

    def offered(self) -> tuple[str, ...] | None:
        """The servers offered; None: every enabled one (also those added later)."""
        chosen = tuple(sid for sid, box in self.servers.items() if box.isChecked())
        return None if len(chosen) == len(self.servers) else chosen

    def set_offered(self, server_ids: tuple[str, ...] | None) -> None:
        for server_id, box in self.servers.items():
            box.setChecked(server_ids is None or server_id in server_ids)


class PromptSection(Section):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("System prompt"), parent, name="promptSection")
        self.system_prompt_edit = QPlainTextEdit(self.body)
        self.system_prompt_edit.setObjectName("systemPromptEdit")
        self.system_prompt_edit.setAccessibleName(self.tr("System prompt"))
        self.system_prompt_edit.setPlaceholderText(self.tr("Optional instructions for the model"))
        self.system_prompt_edit.setTabChangesFocus(True)
        self.system_prompt_edit.setMinimumHeight(90)
        self.form.addRow(self.system_prompt_edit)
