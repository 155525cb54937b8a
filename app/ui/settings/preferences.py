"""The General tab (send shortcut, theme, language, text size, data folder, shortcuts from
anywhere on the desktop) and the Models tab
(defaults for new chats, automatic titles, the stream timeout, images, asking before
an expensive model). Each reads its
controls back into Settings with ``apply``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.config import Settings
from app.ui.settings.desktop_shortcuts import DesktopShortcutsSection
from app.ui.settings.model_picker import ModelPicker

if TYPE_CHECKING:
    from app.domain import ModelInfo

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate

# Each language named in itself, as language menus do.
LANGUAGES = (
    ("en", "English"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("uk", "Українська"),
    ("zh_CN", "简体中文"),
)


def _combo(parent: QWidget, name: str, accessible: str, items: list[tuple[str, str]]) -> QComboBox:
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    for label, value in items:
        combo.addItem(label, value)
    return combo


def _select(combo: QComboBox, value: str) -> None:
    combo.setCurrentIndex(max(0, combo.findData(value)))


class GeneralTab(QWidget):
    def __init__(
        self, settings: Settings, data_dir: Path | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        s = settings
        self.send_shortcut_picker = _combo(
            self,
            "sendShortcutPicker",
            translate("SettingsDialog", "Send with"),
            [
                (translate("SettingsDialog", "Enter (Shift+Enter: new line)"), "enter"),
                (translate("SettingsDialog", "Ctrl+Enter (Enter: new line)"), "ctrl+enter"),
            ],
        )
        _select(self.send_shortcut_picker, s.send_shortcut)
        self.theme_picker = _combo(
            self,
            "themePicker",
            translate("SettingsDialog", "Theme"),
            [
                (translate("SettingsDialog", "Follow the system"), "system"),
                (translate("SettingsDialog", "Light"), "light"),
                (translate("SettingsDialog", "Dark"), "dark"),
            ],
        )
        _select(self.theme_picker, s.theme)
        self.language_picker = _combo(
            self,
            "languagePicker",
            translate("SettingsDialog", "Language"),
            [(translate("SettingsDialog", "System language"), ""), *((n, c) for c, n in LANGUAGES)],
        )
        _select(self.language_picker, s.language)
        self.language_picker.setToolTip(
            translate("SettingsDialog", "A new language applies after a restart.")
        )
        self.font_size_input = QSpinBox(self)
        self.font_size_input.setObjectName("fontSizeInput")
        self.font_size_input.setAccessibleName(translate("SettingsDialog", "Text size"))
        self.font_size_input.setRange(0, 32)
        self.font_size_input.setSpecialValueText(translate("SettingsDialog", "Default"))
        self.font_size_input.setSuffix(translate("SettingsDialog", " pt"))
        self.font_size_input.setValue(s.font_size)
        self.token_counts_check = QCheckBox(
            translate("SettingsDialog", "Show token counts under replies"), self
        )
        self.token_counts_check.setObjectName("tokenCountsCheck")
        self.token_counts_check.setChecked(s.show_token_counts)
        self.safety_id_check = QCheckBox(
            translate("SettingsDialog", "Send an anonymous safety identifier"), self
        )
        self.safety_id_check.setObjectName("safetyIdentifierCheck")
        self.safety_id_check.setToolTip(
            translate(
                "SettingsDialog",
                "A hash of a random id of this data folder (never your name or key), so the "
                "provider can tell abuse from one person apart from everyone else's.",
            )
        )
        self.safety_id_check.setChecked(s.send_safety_identifier)
        folder = str(data_dir) if data_dir is not None else ""
        folder_label = QLabel(folder, self)
        folder_label.setObjectName("dataDirLabel")
        folder_label.setWordWrap(True)
        open_folder = QPushButton(translate("SettingsDialog", "Open folder"), self)
        open_folder.setObjectName("openDataFolderButton")
        open_folder.setAccessibleName(translate("SettingsDialog", "Open the data folder"))
        open_folder.setEnabled(bool(folder))
        open_folder.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(folder)))
        folder_row = QHBoxLayout()
        folder_row.addWidget(folder_label, 1)
        folder_row.addWidget(open_folder)
        self.desktop_shortcuts = DesktopShortcutsSection(s.global_shortcuts, self)
        form = QFormLayout(self)
        form.addRow(translate("SettingsDialog", "Send with"), self.send_shortcut_picker)
        form.addRow(translate("SettingsDialog", "Theme"), self.theme_picker)
        form.addRow(translate("SettingsDialog", "Language"), self.language_picker)
        form.addRow(translate("SettingsDialog", "Text size"), self.font_size_input)
        form.addRow("", self.token_counts_check)
        form.addRow("", self.safety_id_check)
        form.addRow(translate("SettingsDialog", "Data folder"), folder_row)
        form.addRow(self.desktop_shortcuts)

    def apply(self, s: Settings) -> Settings:
        return replace(
            s,
            send_shortcut=self.send_shortcut_picker.currentData(),
            theme=self.theme_picker.currentData(),
            language=self.language_picker.currentData(),
            font_size=self.font_size_input.value(),
            show_token_counts=self.token_counts_check.isChecked(),
            send_safety_identifier=self.safety_id_check.isChecked(),
            global_shortcuts=self.desktop_shortcuts.wanted(s.global_shortcuts),
        )


class ModelsTab(QWidget):
    """``models``: what the endpoint serves, for the model pickers (the chosen models are
    offered even when the list does not have them)."""

    def __init__(
        self, settings: Settings, models: Sequence[ModelInfo], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        s = settings
        self.default_model_picker = ModelPicker(models, s.default_model, parent=self)
        self.default_model_picker.setObjectName("defaultModelPicker")
        self.default_model_picker.setAccessibleName(translate("SettingsDialog", "Default model"))
        self.default_prompt_edit = QPlainTextEdit(s.system_prompt, self)
        self.default_prompt_edit.setObjectName("defaultSystemPromptEdit")
        self.default_prompt_edit.setAccessibleName(
            translate("SettingsDialog", "Default system prompt")
        )
        self.default_prompt_edit.setMaximumHeight(70)
        self.default_prompt_edit.setTabChangesFocus(True)
        self.auto_title_check = QCheckBox(
            translate(
                "ModelsTab",
                "Give new chats a short title (asks a small, cheap model after the first reply)",
            ),
            self,
        )
        self.auto_title_check.setObjectName("autoTitleCheck")
        self.auto_title_check.setAccessibleName(translate("SettingsDialog", "Automatic titles"))
        self.auto_title_check.setChecked(s.auto_title)
        self.auto_title_model_picker = ModelPicker(
            models,
            s.auto_title_model,
            automatic=translate("ModelsTab", "Automatic: a small, cheap model the endpoint serves"),
            parent=self,
        )
        self.auto_title_model_picker.setObjectName("autoTitleModelPicker")
        self.auto_title_model_picker.setAccessibleName(
            translate("SettingsDialog", "Model for titles")
        )
        self.auto_title_model_picker.setEnabled(s.auto_title)
        self.auto_title_check.toggled.connect(self.auto_title_model_picker.setEnabled)
        self.timeout_input = QSpinBox(self)
        self.timeout_input.setObjectName("readTimeoutInput")
        self.timeout_input.setAccessibleName(
            translate("SettingsDialog", "Stream timeout in seconds")
        )
        self.timeout_input.setRange(10, 1800)
        self.timeout_input.setSuffix(translate("SettingsDialog", " s"))
        self.timeout_input.setValue(int(s.read_timeout_s))
        self.timeout_input.setToolTip(
            translate(
                "SettingsDialog",
                "How long a reply may stay silent before it is given up. Reasoning models "
                "can think for minutes before their first word.",
            )
        )
        self.image_policy_picker = _combo(
            self,
            "imagePolicyPicker",
            translate("SettingsDialog", "Image size policy"),
            [
                (
                    translate("SettingsDialog", "Best for high detail (long ≤ 2048, short ≤ 768)"),
                    "openai_high",
                ),
                (translate("SettingsDialog", "Fit 2048 px"), "fit_2048"),
                (translate("SettingsDialog", "Fit 1568 px"), "fit_1568"),
                (translate("SettingsDialog", "Fit 768 px"), "fit_768"),
                (translate("SettingsDialog", "Original size (metadata still removed)"), "original"),
            ],
        )
        _select(self.image_policy_picker, s.image_policy)
        self.quick_prompts_edit = QPlainTextEdit("\n".join(s.quick_prompts), self)
        self.quick_prompts_edit.setObjectName("quickPromptsEdit")
        self.quick_prompts_edit.setAccessibleName(
            translate("SettingsDialog", "Quick prompts for images")
        )
        self.quick_prompts_edit.setPlaceholderText(
            translate("SettingsDialog", "One prompt per line")
        )
        self.quick_prompts_edit.setMaximumHeight(80)
        self.quick_prompts_edit.setTabChangesFocus(True)
        self.confirm_price_check = QCheckBox(
            translate("ModelsTab", "Ask before sending to a model priced far above my usual ones"),
            self,
        )
        self.confirm_price_check.setObjectName("confirmExpensiveCheck")
        self.confirm_price_check.setToolTip(
            translate(
                "ModelsTab",
                "Once per model: when its output price is at least ten times that of the "
                "models you used lately (and at least $20 per million output tokens).",
            )
        )
        self.confirm_price_check.setChecked(s.confirm_expensive_models)
        self._allowed = list(s.expensive_models_allowed)
        self.ask_again_button = QPushButton(self)
        self.ask_again_button.setObjectName("askAgainButton")
        self.ask_again_button.setText(
            translate("ModelsTab", "Ask again about {0}").format(", ".join(self._allowed))
        )
        self.ask_again_button.setAccessibleName(self.ask_again_button.text())
        self.ask_again_button.setToolTip(
            translate("ModelsTab", "Forget “Don't ask again” for these models")
        )
        self.ask_again_button.setVisible(bool(self._allowed))
        self.ask_again_button.clicked.connect(self._forget_allowed)
        price_row = QHBoxLayout()
        price_row.addWidget(self.confirm_price_check, 1)
        price_row.addWidget(self.ask_again_button)
        form = QFormLayout(self)
        form.addRow(translate("SettingsDialog", "Default model"), self.default_model_picker)
        form.addRow(translate("SettingsDialog", "Default system prompt"), self.default_prompt_edit)
        form.addRow("", self.auto_title_check)
        form.addRow(translate("SettingsDialog", "Title model"), self.auto_title_model_picker)
        form.addRow(translate("SettingsDialog", "Stream timeout"), self.timeout_input)
        form.addRow(translate("SettingsDialog", "Images"), self.image_policy_picker)
        form.addRow(translate("SettingsDialog", "Image quick prompts"), self.quick_prompts_edit)
        form.addRow(translate("ModelsTab", "Expensive models"), price_row)

    def _forget_allowed(self) -> None:
        self._allowed = []
        self.ask_again_button.hide()
        self.confirm_price_check.setFocus()  # the focus stays in reach, not lost with the button

    def entered_quick_prompts(self) -> list[str]:
        lines = self.quick_prompts_edit.toPlainText().splitlines()
        return [line.strip() for line in lines if line.strip()]

    def apply(self, s: Settings) -> Settings:
        return replace(
            s,
            default_model=self.default_model_picker.chosen_model() or s.default_model,
            system_prompt=self.default_prompt_edit.toPlainText().strip(),
            auto_title=self.auto_title_check.isChecked(),
            auto_title_model=self.auto_title_model_picker.chosen_model(),
            read_timeout_s=float(self.timeout_input.value()),
            image_policy=self.image_policy_picker.currentData(),
            quick_prompts=self.entered_quick_prompts(),
            confirm_expensive_models=self.confirm_price_check.isChecked(),
            expensive_models_allowed=self._allowed,
        )
