"""The right column: model picker, sampling parameters and the system prompt."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import ModelInfo, Params

# Spin boxes show "Default" at their minimum: the parameter is then not sent at all.
_TEMPERATURE_UNSET = -0.1


class ParameterPanel(QWidget):
    """Signals:
    modelChanged(str): the model in the picker changed (typed or picked).
    profileChanged(str): another endpoint profile was chosen ("" = the default).
    favouriteToggled(bool): the star next to the model.
    presetApplyRequested(str), presetSaveRequested(), presetDefaultRequested(str; "" = none),
    presetDeleteRequested(str): the presets menu.
    """

    modelChanged = Signal(str)
    profileChanged = Signal(str)
    favouriteToggled = Signal(bool)

    presetApplyRequested = Signal(str)
    presetSaveRequested = Signal()
    presetDefaultRequested = Signal(str)
    presetDeleteRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("parameterPanel")
        self.setAccessibleName(self.tr("Parameters"))

        self.preset_button = QToolButton(self)
        self.preset_button.setObjectName("presetButton")
        self.preset_button.setText(self.tr("Presets"))
        self.preset_button.setAccessibleName(self.tr("Presets"))
        self.preset_button.setToolTip(self.tr("Named sets of model, parameters and system prompt"))
        self.preset_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.preset_menu = QMenu(self.preset_button)
        self.preset_menu.setObjectName("presetMenu")
        self.preset_button.setMenu(self.preset_menu)
        self.set_presets([], None)

        # The endpoint profile; hidden while CometAPI is the only one.
        self.profile_picker = QComboBox(self)
        self.profile_picker.setObjectName("profilePicker")
        self.profile_picker.setAccessibleName(self.tr("Endpoint profile"))
        self.profile_picker.setToolTip(self.tr("Which endpoint this conversation talks to"))

        self.model_picker = QComboBox(self)
        self.model_picker.setObjectName("modelPicker")
        self.model_picker.setAccessibleName(self.tr("Model"))
        self.model_picker.setEditable(True)  # any model id may be typed, listed or not
        self.model_picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_picker.setMaxVisibleItems(20)
        completer = QCompleter(self.model_picker.model(), self.model_picker)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.model_picker.setCompleter(completer)

        self.temperature_input = QDoubleSpinBox(self)
        self.temperature_input.setObjectName("temperatureInput")
        self.temperature_input.setAccessibleName(self.tr("Temperature"))
        self.temperature_input.setRange(_TEMPERATURE_UNSET, 2.0)
        self.temperature_input.setSingleStep(0.1)
        self.temperature_input.setDecimals(1)
        self.temperature_input.setSpecialValueText(self.tr("Default"))
        self.temperature_input.setValue(_TEMPERATURE_UNSET)

        self.max_tokens_input = QSpinBox(self)
        self.max_tokens_input.setObjectName("maxTokensInput")
        self.max_tokens_input.setAccessibleName(self.tr("Maximum tokens"))
        self.max_tokens_input.setRange(0, 1_000_000)
        self.max_tokens_input.setSingleStep(256)
        self.max_tokens_input.setSpecialValueText(self.tr("Default"))

        self.system_prompt_edit = QPlainTextEdit(self)
        self.system_prompt_edit.setObjectName("systemPromptEdit")
        self.system_prompt_edit.setAccessibleName(self.tr("System prompt"))
        self.system_prompt_edit.setPlaceholderText(self.tr("Optional instructions for the model"))
        self.system_prompt_edit.setTabChangesFocus(True)

        self.favourite_button = QToolButton(self)
        self.favourite_button.setObjectName("favouriteModelButton")
        self.favourite_button.setAccessibleName(self.tr("Favourite model"))
        self.favourite_button.setToolTip(self.tr("Favourite models are listed first"))
        self.favourite_button.setCheckable(True)
        self.favourite_button.setText("☆")
        self.favourite_button.toggled.connect(
            lambda on: self.favourite_button.setText("★" if on else "☆")
        )
        self.favourite_button.clicked.connect(self.favouriteToggled)
        self.model_picker.currentTextChanged.connect(self.modelChanged)
        self.profile_picker.currentIndexChanged.connect(
            lambda _i: self.profileChanged.emit(self.profile_picker.currentData() or "")
        )

        self.stream_check = QCheckBox(self.tr("Stream the reply"), self)
        self.stream_check.setObjectName("streamCheck")
        self.stream_check.setAccessibleName(self.tr("Stream the reply"))
        self.stream_check.setChecked(True)

        self.endpoint_picker = QComboBox(self)
        self.endpoint_picker.setObjectName("endpointPicker")
        self.endpoint_picker.setAccessibleName(self.tr("API endpoint"))
        for label, value in (
            (self.tr("Automatic"), "auto"),
            (self.tr("Chat Completions"), "chat"),
            (self.tr("Responses"), "responses"),
        ):
            self.endpoint_picker.addItem(label, value)
        self.endpoint_picker.setToolTip(
            self.tr("Automatic uses /responses for models that only work there (e.g. o1-pro)")
        )

        self.adjustments_label = QLabel(self)
        self.adjustments_label.setObjectName("adjustmentsLabel")
        self.adjustments_label.setWordWrap(True)
        self.adjustments_label.setProperty("tone", "warning")
        self.adjustments_label.hide()

        model_row = QHBoxLayout()
        model_row.setContentsMargins(0, 0, 0, 0)
        model_row.addWidget(self.model_picker, 1)
        model_row.addWidget(self.favourite_button)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._profile_label = QLabel(self.tr("Endpoint"), self)
        form.addRow(self._profile_label, self.profile_picker)
        form.addRow(self.tr("Model"), model_row)
        form.addRow(self.tr("Temperature"), self.temperature_input)
        form.addRow(self.tr("Max tokens"), self.max_tokens_input)
        form.addRow(self.tr("API"), self.endpoint_picker)
        form.addRow("", self.stream_check)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 8, 8, 8)
        layout.addWidget(self.preset_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addLayout(form)
        layout.addWidget(self.adjustments_label)
        layout.addWidget(QLabel(self.tr("System prompt"), self))
        layout.addWidget(self.system_prompt_edit, 1)
        self.set_profiles([("default", "CometAPI")])

    def set_models(self, models: Sequence[ModelInfo | str]) -> None:
        """Fill the picker (already ordered: favourites and recent first). The item text is
        the bare model id, so what is typed and what is picked are the same; details such as
        vision, reasoning, context and price are in the tooltip."""
        current = self.model_picker.currentText()
        self.model_picker.blockSignals(True)
        try:
            self.model_picker.clear()
            for model in models:
                info = model if isinstance(model, ModelInfo) else ModelInfo(id=model)
                self.model_picker.addItem(info.id)
                index = self.model_picker.count() - 1
                self.model_picker.setItemData(
                    index, self._describe(info), Qt.ItemDataRole.ToolTipRole
                )
            self.model_picker.setEditText(current)
        finally:
            self.model_picker.blockSignals(False)
        # An empty list says why rather than looking broken; any model id can still be typed.
        self.model_picker.lineEdit().setPlaceholderText(
            "" if models else self.tr("No models loaded: check the key in Settings, or type one")
        )

    def _describe(self, info: ModelInfo) -> str:
        bits = [info.id]
        if info.provider or info.owned_by:
            bits.append(info.provider or info.owned_by)
        badges = [
            label
            for flag, label in (
                (info.vision, self.tr("vision")),
                (info.reasoning, self.tr("reasoning")),
                (info.tools, self.tr("tools")),
            )
            if flag
        ]
        if badges:
            bits.append(", ".join(badges))
        if info.context_length:
            bits.append(self.tr("{0:,} tokens of context").format(info.context_length))
        if info.input_price is not None and info.output_price is not None:
            bits.append(
                self.tr("${0:g} in / ${1:g} out per 1M tokens").format(
                    info.input_price, info.output_price
                )
            )
        return "\n".join(bits)

    def model(self) -> str:
        return self.model_picker.currentText().strip()

    def model_ids(self) -> list[str]:
        """The models listed in the picker, in order."""
        return [self.model_picker.itemText(i) for i in range(self.model_picker.count())]

    def focus_model(self) -> None:
        self.model_picker.setFocus()

    def set_favourite(self, on: bool) -> None:
        button = self.favourite_button
        button.blockSignals(True)
        button.setChecked(on)
        button.setText("★" if on else "☆")
        button.blockSignals(False)

    def params(self) -> Params:
        temperature = self.temperature_input.value()
        max_tokens = self.max_tokens_input.value()
        return Params(
            model=self.model_picker.currentText().strip(),
            temperature=None if temperature <= _TEMPERATURE_UNSET + 1e-9 else round(temperature, 2),
            max_tokens=max_tokens or None,
            system_prompt=self.system_prompt_edit.toPlainText().strip(),
            stream=self.stream_check.isChecked(),
            endpoint=self.endpoint_picker.currentData() or "auto",
            profile=self.profile_picker.currentData() or "",
        )

    def set_params(self, params: Params) -> None:
        if params.model:
            self.model_picker.setEditText(params.model)
        self.temperature_input.setValue(
            _TEMPERATURE_UNSET if params.temperature is None else params.temperature
        )
        self.max_tokens_input.setValue(params.max_tokens or 0)
        self.system_prompt_edit.setPlainText(params.system_prompt)
        self.stream_check.setChecked(params.stream)
        index = self.endpoint_picker.findData(params.endpoint)
        self.endpoint_picker.setCurrentIndex(max(0, index))
        self.profile_picker.setCurrentIndex(max(0, self.profile_picker.findData(params.profile)))

    def set_profiles(self, profiles: Sequence[tuple[str, str]]) -> None:
        """(id, name) of every profile; the first is the default, stored as ""."""
        current = self.profile_picker.currentData() or ""
        self.profile_picker.blockSignals(True)
        try:
            self.profile_picker.clear()
            for n, (profile_id, name) in enumerate(profiles):
                self.profile_picker.addItem(name, "" if n == 0 else profile_id)
            self.profile_picker.setCurrentIndex(max(0, self.profile_picker.findData(current)))
        finally:
            self.profile_picker.blockSignals(False)
        several = len(profiles) > 1
        self.profile_picker.setVisible(several)
        self._profile_label.setVisible(several)

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
