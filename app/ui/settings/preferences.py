"""The General tab (send shortcut, theme, language, text size, token counts, the safety
identifier, the data folder, shortcuts from anywhere on the desktop) and the Models tab
(defaults for new chats, automatic titles, the stream timeout, images, asking before an
expensive model). Their plain rows come from the settings' declarations (``SettingRows``);
the controls written here are the ones a row cannot be made of. Each tab reads its
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
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from app.config import SCHEMA, Section, Settings
from app.ui.settings.desktop_shortcuts import DesktopShortcutsSection
from app.ui.settings.model_picker import ModelPicker
from app.ui.settings.rows import SettingRows, control, translated

if TYPE_CHECKING:
    from app.domain import ModelInfo

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate


class GeneralTab(QWidget):
    def __init__(
        self, settings: Settings, data_dir: Path | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
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
        self.desktop_shortcuts = DesktopShortcutsSection(settings.global_shortcuts, self)
        form = QFormLayout(self)
        self.rows = SettingRows(
            form,
            Section.GENERAL,
            settings,
            self,
            custom={"global_shortcuts": self.desktop_shortcuts},
        )
        # The data folder is no setting: it goes just above the desktop-wide shortcuts.
        row, _role = form.getWidgetPosition(self.desktop_shortcuts)
        form.insertRow(row, translate("SettingsDialog", "Data folder"), folder_row)

    def apply(self, s: Settings) -> Settings:
        return replace(
            self.rows.apply(s), global_shortcuts=self.desktop_shortcuts.wanted(s.global_shortcuts)
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
        self.default_model_picker.setAccessibleName(translated(SCHEMA["default_model"].label))
        self.default_prompt_edit = QPlainTextEdit(s.system_prompt, self)
        self.default_prompt_edit.setObjectName("defaultSystemPromptEdit")
        self.default_prompt_edit.setAccessibleName(translated(SCHEMA["system_prompt"].label))
        self.default_prompt_edit.setMaximumHeight(70)
        self.default_prompt_edit.setTabChangesFocus(True)
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
        # The check box is a plain one; the row adds "Ask again" for the models allowed.
        self.confirm_price_check = control(
            SCHEMA["confirm_expensive_models"], s.confirm_expensive_models, self
        )
        assert isinstance(self.confirm_price_check, QCheckBox)
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
        self.rows = SettingRows(
            form,
            Section.MODELS,
            s,
            self,
            custom={
                "default_model": self.default_model_picker,
                "system_prompt": self.default_prompt_edit,
                "auto_title_model": self.auto_title_model_picker,
                "quick_prompts": self.quick_prompts_edit,
                "confirm_expensive_models": price_row,
            },
        )
        self.auto_title_check = self.rows.controls["auto_title"]
        self.auto_title_model_picker.setEnabled(s.auto_title)
        self.auto_title_check.toggled.connect(self.auto_title_model_picker.setEnabled)

    def _forget_allowed(self) -> None:
        self._allowed = []
        self.ask_again_button.hide()
        self.confirm_price_check.setFocus()  # the focus stays in reach, not lost with the button

    def entered_quick_prompts(self) -> list[str]:
        lines = self.quick_prompts_edit.toPlainText().splitlines()
        return [line.strip() for line in lines if line.strip()]

    def apply(self, s: Settings) -> Settings:
        return replace(
            self.rows.apply(s),
            default_model=self.default_model_picker.chosen_model() or s.default_model,
            system_prompt=self.default_prompt_edit.toPlainText().strip(),
            auto_title_model=self.auto_title_model_picker.chosen_model(),
            quick_prompts=self.entered_quick_prompts(),
            confirm_expensive_models=self.confirm_price_check.isChecked(),
            expensive_models_allowed=self._allowed,
        )
