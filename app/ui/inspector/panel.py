"""The inspector: every request parameter in reach, in folding sections (Model, Sampling,
Output, Advanced, System prompt). A parameter the chosen model does not take is disabled,
with the reason as its tooltip. Every value is checked before anything is sent, the
free-form fields (stop sequences, a JSON schema, extra body JSON) included: ``params()``
raises InputError. Each control fills one typed field of Params; the request parameters'
controls are made, read and filled from their declarations (app.param_specs), by kind.
The extra body JSON is ``Params.extra``, merged last into the request."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.param_specs import SPECS_IN_ORDER, ParamSpec
from app.services.param_inputs import (
    InputError,
    checked_params,
    parse_extra,
    parse_stop,
    response_format,
    schema_text_of,
)
from app.ui.common.model_search import model_badges
from app.ui.inspector.knowledge_section import KnowledgeSection
from app.ui.inspector.sections import (
    AdvancedSection,
    ModelSection,
    OutputSection,
    PromptSection,
    SamplingSection,
    ToolsSection,
)

if TYPE_CHECKING:
    # The domain's classes load after the window's first paint (~8 ms).
    from app.domain import ModelInfo, Params

__all__ = ["InputError", "ParameterPanel"]


def _value(box: QDoubleSpinBox) -> float | None:
    return None if box.value() <= box.minimum() + 1e-9 else round(box.value(), 2)


def _set(box: QDoubleSpinBox, value: float | None) -> None:
    box.setValue(box.minimum() if value is None else value)


def _select(combo: QComboBox, value: object) -> None:
    combo.setCurrentIndex(max(0, combo.findData(value)))


def _read(spec: ParamSpec, control: Any) -> Any:
    """A parameter's value as its control holds it (a response format: its kind)."""
    if spec.kind == "number":
        return _value(control)
    if spec.kind == "whole":
        return control.value() or None  # 0 is the box's "Default"
    if spec.kind == "stop":
        return parse_stop(control.toPlainText())
    return control.currentData()


def _fill(spec: ParamSpec, control: Any, value: Any, schema: QPlainTextEdit | None) -> None:
    if spec.kind == "number":
        _set(control, value)
    elif spec.kind == "whole":
        control.setValue(value or 0)
    elif spec.kind == "stop":
        control.setPlainText("\n".join(value))
    elif spec.kind == "format":
        kind, text = schema_text_of(value)
        _select(control, kind)
        if schema is not None:
            schema.setPlainText(text)
    else:
        _select(control, value)


class ParameterPanel(QWidget):
    """Signals:
    modelChanged(str): the model in the picker changed (typed or picked).
    profileChanged(str): another endpoint profile was chosen ("" = the default).
    endpointChanged(str): the API endpoint choice changed ("auto", "chat", "responses").
    favouriteToggled(bool): the star next to the model.
    servedModelChosen(str): "Use <model>" under a model the endpoint does not serve.
    presetApplyRequested(str), presetSaveRequested(), presetDefaultRequested(str; "" = none),
    presetDeleteRequested(str): the presets menu.
    """

    modelChanged = Signal(str)
    profileChanged = Signal(str)
    endpointChanged = Signal(str)
    favouriteToggled = Signal(bool)
    servedModelChosen = Signal(str)
    presetApplyRequested = Signal(str)
    presetSaveRequested = Signal()
    presetDefaultRequested = Signal(str)
    presetDeleteRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("parameterPanel")
        self.setAccessibleName(self.tr("Parameters"))
        # Not a control: what a server refused stays left out of this conversation.
        self._omit: tuple[str, ...] = ()
        self.preset_button = QToolButton(self)
        self.preset_button.setObjectName("presetButton")
        self.preset_button.setText(self.tr("Presets"))
        self.preset_button.setAccessibleName(self.tr("Presets"))
        self.preset_button.setToolTip(self.tr("Named sets of model, parameters and system prompt"))
        self.preset_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.preset_menu = QMenu(self.preset_button)
        self.preset_menu.setObjectName("presetMenu")
        self.preset_button.setMenu(self.preset_menu)
        content = QWidget(self)
        self.model_section = ModelSection(content)
        self.sampling = SamplingSection(content)
        self.output = OutputSection(content)
        self.advanced = AdvancedSection(content)
        self.tools = ToolsSection(content)
        self.prompt = PromptSection(content)
        self.knowledge = KnowledgeSection(content)
        self.adjustments_label = QLabel(content)
        self.adjustments_label.setObjectName("adjustmentsLabel")
        self.adjustments_label.setWordWrap(True)
        self.adjustments_label.setProperty("tone", "warning")
        self.adjustments_label.hide()
        column = QVBoxLayout(content)
        column.setContentsMargins(10, 0, 10, 10)
        column.setSpacing(8)
        for widget in (
            self.model_section,
            self.adjustments_label,
            self.sampling,
            self.output,
            self.tools,
            self.knowledge,
            self.advanced,
            self.prompt,
        ):
            column.addWidget(widget)
        column.addStretch(1)
        # One column of labels down the parameters: their fields start at one edge (the
        # model, above, keeps its short label and a wide picker).
        sections = (self.sampling, self.output, self.advanced)
        labels = [label for section in sections for label in section.labels()]
        widest = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setMinimumWidth(widest)
        # Request parameter → its control, and the JSON schema under the response format.
        self.controls: dict[str, QWidget] = {
            name: control for section in sections for name, control in section.controls.items()
        }
        self._tooltips = {k: v for section in sections for k, v in section.tooltips.items()}
        self._schema = next((x.schema_edit for x in sections if x.schema_edit), None)
        scroll = QScrollArea(self)
        scroll.setObjectName("inspectorScroll")
        scroll.setAccessibleName(self.tr("Parameters"))
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        top = QHBoxLayout()
        top.setContentsMargins(8, 0, 10, 0)  # the menu arrow clear of the window's edge
        top.addStretch(1)
        top.addWidget(self.preset_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        m = self.model_section
        m.favourite_button.clicked.connect(self.favouriteToggled)
        m.use_served_button.clicked.connect(
            lambda: self.servedModelChosen.emit(m.use_served_button.property("model") or "")
        )
        m.model_picker.currentTextChanged.connect(self.modelChanged)
        m.profile_picker.currentIndexChanged.connect(
            lambda _i: self.profileChanged.emit(m.profile_picker.currentData() or "")
        )
        self.advanced.endpoint_picker.currentIndexChanged.connect(
            lambda _i: self.endpointChanged.emit(self.endpoint_picker.currentData() or "auto")
        )
        self.set_presets([], None)
        self.set_profiles([("default", "CometAPI")])

    def focus_chain(self) -> list[QWidget]:
        """Its controls in reading order, for the window's Tab order."""
        m, s, o, a = self.model_section, self.sampling, self.output, self.advanced
        return [
            self.preset_button,
            m.header,
            m.profile_picker,
            m.model_picker,
            m.favourite_button,
            s.header,
            *s.fields(),
            o.header,
            *o.fields(),
            self.tools.header,
            self.tools.web_search_check,
            self.tools.code_interpreter_check,
            self.tools.manage_button,
            self.knowledge.header,
            *self.knowledge.boxes.values(),
            self.knowledge.manage_button,
            a.header,
            *a.fields(),
            self.prompt.header,
            self.system_prompt_edit,
        ]

    # Controls other code and tests reach by name.
    profile_picker = property(lambda self: self.model_section.profile_picker)
    model_picker = property(lambda self: self.model_section.model_picker)
    favourite_button = property(lambda self: self.model_section.favourite_button)
    temperature_input = property(lambda self: self.controls["temperature"])
    max_tokens_input = property(lambda self: self.controls["max_tokens"])
    endpoint_picker = property(lambda self: self.advanced.endpoint_picker)
    stream_check = property(lambda self: self.advanced.stream_check)
    system_prompt_edit = property(lambda self: self.prompt.system_prompt_edit)

    # ---- the model ----------------------------------------------------------------------

    def set_models(self, models: Sequence[ModelInfo | str]) -> None:
        """Fill the picker (already ordered: favourites and recent first). The item text is
        the bare model id, so what is typed and what is picked are the same; details are in
        the tooltip and, for the chosen model, in the badges under it."""
        from app.domain import ModelInfo

        picker = self.model_picker
        current = picker.currentText()
        picker.blockSignals(True)
        try:
            picker.clear()
            for model in models:
                info = model if isinstance(model, ModelInfo) else ModelInfo(id=model)
                picker.addItem(info.id, info)
                picker.setItemData(
                    picker.count() - 1, self.describe(info), Qt.ItemDataRole.ToolTipRole
                )
            picker.setEditText(current)
        finally:
            picker.blockSignals(False)
        # An empty list says why rather than looking broken; any model id can still be typed.
        picker.lineEdit().setPlaceholderText(
            "" if models else self.tr("No models loaded: check the key in Settings, or type one")
        )

    def badges(self, info: ModelInfo) -> list[str]:
        return model_badges(info)

    def describe(self, info: ModelInfo) -> str:
        provider = info.provider or info.owned_by
        return "\n".join(
            [info.id, *([provider] if provider else []), " · ".join(self.badges(info))]
        )

    def show_model_info(self, info: ModelInfo | None) -> None:
        self.model_section.badges.setText(" · ".join(self.badges(info)) if info else "")

    def model(self) -> str:
        return self.model_picker.currentText().strip()

    def show_not_served(self, model: str, suggestion: str | None) -> None:
        """Say that ``model`` is not served by the endpoint, offering ``suggestion`` in one
        click; an empty ``model`` hides the line."""
        m = self.model_section
        if not model:
            m.not_served.hide()
            return
        m.not_served_label.setText(
            self.tr(
                "“{0}” is not served by this endpoint: a message sent with it would fail."
            ).format(model)
        )
        label = self.tr("Use {0} instead").format(suggestion) if suggestion else ""
        m.use_served_button.setText(label)
        m.use_served_button.setAccessibleName(label)
        m.use_served_button.setProperty("model", suggestion or "")
        m.use_served_button.setVisible(bool(suggestion))
        m.not_served.show()

    def not_served_shown(self) -> bool:
        return not self.model_section.not_served.isHidden()

    def model_info(self, model: str) -> ModelInfo | None:
        """What the list (the catalog) says of ``model``; None for a model not listed."""
        index = self.model_picker.findText(model)
        info = self.model_picker.itemData(index) if index >= 0 else None
        return info if info is not None and getattr(info, "id", None) == model else None

    def model_ids(self) -> list[str]:
        picker = self.model_picker
        return [picker.itemText(i) for i in range(picker.count())]

    def set_model(self, model: str) -> None:
        self.model_picker.setEditText(model)

    def focus_model(self) -> None:
        self.model_picker.setFocus()

    def set_favourite(self, on: bool) -> None:
        button = self.favourite_button
        button.blockSignals(True)
        button.setChecked(on)
        button.blockSignals(False)

    def set_unsupported(self, reasons: Mapping[str, str]) -> None:
        """Disable the controls of parameters the model does not take, saying why."""
        tools = self.tools
        for name, control in (
            ("web_search", tools.web_search_check),
            ("code_interpreter", tools.code_interpreter_check),
        ):
            reason = reasons.get(name, "")
            control.setEnabled(not reason)
            control.setToolTip(reason)
        # The parameters, token probabilities and background replies say what they do when
        # offered, and why not when they are not (for a screen reader too: a disabled
        # control's tooltip is not read).
        hinted = {
            **{name: (control, self._tooltips[name]) for name, control in self.controls.items()},
            "logprobs": (self.output.logprobs_check, self.output.logprobs_hint),
            "background": (self.advanced.background_check, self.advanced.background_hint),
        }
        for name, (control, hint) in hinted.items():
            why = reasons.get(name, "")
            control.setEnabled(not why)
            control.setToolTip(why or hint)
            control.setAccessibleDescription(why or hint)

    # ---- all the parameters -------------------------------------------------------------

    def params(self, *, strict: bool = True) -> Params:
        """What the panel says, checked; raises InputError for a field that cannot be sent.
        ``strict=False`` leaves such fields out instead (regenerate, presets: a half-typed
        schema must not stop them)."""
        from app.domain import Params

        o, a = self.output, self.advanced

        def checked(parse: Any, *args: str) -> Any:
            try:
                return parse(*args)
            except InputError:
                if strict:
                    raise
                return None

        values: dict[str, Any] = {}
        for spec in SPECS_IN_ORDER:
            control = self.controls[spec.name]
            value = _read(spec, control)
            if spec.kind == "format":
                schema = self._schema.toPlainText() if self._schema else ""
                value = checked(response_format, value, schema)
            # A parameter the model does not take is not sent (set_unsupported); one kept
            # when off stays with the conversation and the request builder says so.
            if control.isEnabled() or spec.kept_when_off:
                values[spec.name] = value
        params = Params(
            model=self.model(),
            **values,
            system_prompt=self.system_prompt_edit.toPlainText().strip(),
            stream=a.stream_check.isChecked(),
            background=a.background_check.isChecked() and a.background_check.isEnabled(),
            endpoint=a.endpoint_picker.currentData() or "auto",
            profile=self.profile_picker.currentData() or "",
            web_search=self.tools.web_search_check.isChecked()
            and self.tools.web_search_check.isEnabled(),
            code_interpreter=self.tools.code_interpreter_check.isChecked()
            and self.tools.code_interpreter_check.isEnabled(),
            logprobs=o.logprobs_check.isChecked() and o.logprobs_check.isEnabled(),
            tool_servers=self.tools.offered(),
            extra=checked(parse_extra, a.extra_edit.toPlainText()) or {},
            omit=self._omit,
        )
        return checked_params(params, strict=strict)

    def set_params(self, params: Params) -> None:
        o, a = self.output, self.advanced
        self._omit = params.omit
        if params.model:
            self.model_picker.setEditText(params.model)
        for spec in SPECS_IN_ORDER:
            _fill(spec, self.controls[spec.name], getattr(params, spec.name), self._schema)
        extra = params.extra
        a.extra_edit.setPlainText(json.dumps(extra, indent=2) if extra else "")
        self.system_prompt_edit.setPlainText(params.system_prompt)
        a.stream_check.setChecked(params.stream)
        a.background_check.setChecked(params.background)
        self.tools.web_search_check.setChecked(params.web_search)
        self.tools.code_interpreter_check.setChecked(params.code_interpreter)
        o.logprobs_check.setChecked(params.logprobs)
        self.tools.set_offered(params.tool_servers)
        _select(a.endpoint_picker, params.endpoint)
        _select(self.profile_picker, params.profile)

    def control(self, name: str) -> QWidget:
        """The control of the request parameter ``name``."""
        return self.controls[name]

    def focus_field(self, field: str) -> None:
        """Show and focus the field an InputError names (a Params field, "schema" or
        "extra")."""
        targets = {**self.controls, "schema": self._schema, "extra": self.advanced.extra_edit}
        target = targets.get(field)
        if target is not None:
            target.setFocus()

    # ---- profiles, presets, notes -------------------------------------------------------

    def set_profiles(self, profiles: Sequence[tuple[str, str]]) -> None:
        """(id, name) of every profile; the first is the default, stored as ""."""
        picker = self.profile_picker
        current = picker.currentData() or ""
        picker.blockSignals(True)
        try:
            picker.clear()
            for n, (profile_id, name) in enumerate(profiles):
                picker.addItem(name, "" if n == 0 else profile_id)
            picker.setCurrentIndex(max(0, picker.findData(current)))
        finally:
            picker.blockSignals(False)
        several = len(profiles) > 1
        picker.setVisible(several)
        self.model_section.profile_label.setVisible(several)

    def set_presets(self, names: Sequence[str], default: str | None) -> None:
        menu = self.preset_menu
        menu.clear()
        for name in names:
            label = f"{name}  ★" if name == default else name
            menu.addAction(label, lambda n=name: self.presetApplyRequested.emit(n))
        if names:
            menu.addSeparator()
        menu.addAction(self.tr("Save current settings as preset…"), self.presetSaveRequested)
        if not names:
            return
        defaults = menu.addMenu(self.tr("Default for new chats"))
        defaults.setObjectName("presetDefaultMenu")
        for label, value in [(self.tr("None"), ""), *((n, n) for n in names)]:
            action = defaults.addAction(label, lambda v=value: self.presetDefaultRequested.emit(v))
            action.setCheckable(True)
            action.setChecked(value == (default or ""))
        remove = menu.addMenu(self.tr("Delete preset"))
        remove.setObjectName("presetDeleteMenu")
        for name in names:
            remove.addAction(name, lambda n=name: self.presetDeleteRequested.emit(n))

    def show_adjustments(self, adjustments: Sequence[str]) -> None:
        """What the request builder changed for this model, in plain words."""
        if adjustments:
            self.adjustments_label.setText(
                self.tr("Adjusted for this model:") + "\n• " + "\n• ".join(adjustments)
            )
        self.adjustments_label.setVisible(bool(adjustments))
