"""Endpoint and key settings; also the first-run welcome when no key is known."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.config import KEY_CONSOLE_URL


class SettingsDialog(QDialog):
    """Asks for the base URL and the API key. The key field is write-only: an existing key is
    never shown back, only whether one is stored and where."""

    def __init__(
        self,
        base_url: str,
        key_location: str | None,
        *,
        first_run: bool = False,
        keyring_problem: str | None = None,
        read_timeout_s: float = 120.0,
        base_url_from_env: bool = False,
        image_policy: str = "openai_high",
        quick_prompts: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Welcome to Comet Desk") if first_run else self.tr("Settings"))
        self.setMinimumWidth(460)

        intro = QLabel(self)
        intro.setWordWrap(True)
        intro.setOpenExternalLinks(True)
        intro.setText(
            self.tr(
                "Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API "
                'key below; you can create one in the <a href="{url}">CometAPI console</a>. '
                "The key is stored in your system keyring, never in a file."
            ).format(url=KEY_CONSOLE_URL)
        )
        self.base_url_input = QLineEdit(base_url, self)
        self.base_url_input.setObjectName("baseUrlInput")
        self.base_url_input.setAccessibleName(self.tr("API base URL"))
        if base_url_from_env:
            self.base_url_input.setReadOnly(True)
            self.base_url_input.setToolTip(
                self.tr("Set by COMETDESK_BASE_URL for this run; not saved.")
            )
        self.key_input = QLineEdit(self)
        self.key_input.setObjectName("apiKeyInput")
        self.key_input.setAccessibleName(self.tr("API key"))
        self.key_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_input.setPlaceholderText(
            self.tr("Stored in {where}; type to replace").format(where=key_location)
            if key_location
            else self.tr("sk-…")
        )
        self.timeout_input = QSpinBox(self)
        self.timeout_input.setObjectName("readTimeoutInput")
        self.timeout_input.setAccessibleName(self.tr("Stream timeout in seconds"))
        self.timeout_input.setRange(10, 1800)
        self.timeout_input.setSuffix(self.tr(" s"))
        self.timeout_input.setValue(int(read_timeout_s))
        self.timeout_input.setToolTip(
            self.tr(
                "How long a reply may stay silent before it is given up. Reasoning models "
                "can think for minutes before their first word."
            )
        )
        self.image_policy_picker = QComboBox(self)
        self.image_policy_picker.setObjectName("imagePolicyPicker")
        self.image_policy_picker.setAccessibleName(self.tr("Image size policy"))
        for label, value in (
            (self.tr("Best for high detail (long ≤ 2048, short ≤ 768)"), "openai_high"),
            (self.tr("Fit 2048 px"), "fit_2048"),
            (self.tr("Fit 1568 px"), "fit_1568"),
            (self.tr("Fit 768 px"), "fit_768"),
            (self.tr("Original size (metadata still removed)"), "original"),
        ):
            self.image_policy_picker.addItem(label, value)
        self.image_policy_picker.setCurrentIndex(
            max(0, self.image_policy_picker.findData(image_policy))
        )
        self.quick_prompts_edit = QPlainTextEdit("\n".join(quick_prompts), self)
        self.quick_prompts_edit.setObjectName("quickPromptsEdit")
        self.quick_prompts_edit.setAccessibleName(self.tr("Quick prompts for images"))
        self.quick_prompts_edit.setPlaceholderText(self.tr("One prompt per line"))
        self.quick_prompts_edit.setMaximumHeight(80)
        self.forget_key_check = QCheckBox(self.tr("Forget the stored key"), self)
        self.forget_key_check.setObjectName("forgetKeyCheck")
        self.forget_key_check.setVisible(bool(key_location) and not first_run)

        self.error_label = QLabel(self)
        self.error_label.setObjectName("settingsErrorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e;")
        self.error_label.hide()

        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("keyringProblemLabel")
        self.problem_label.setWordWrap(True)
        self.problem_label.setVisible(bool(keyring_problem))
        if keyring_problem:
            self.problem_label.setText(
                self.tr(
                    "{problem} The key will be used for this session only and not saved."
                ).format(problem=keyring_problem)
            )

        form = QFormLayout()
        form.addRow(self.tr("Base URL"), self.base_url_input)
        form.addRow(self.tr("API key"), self.key_input)
        form.addRow(self.tr("Stream timeout"), self.timeout_input)
        form.addRow(self.tr("Images"), self.image_policy_picker)
        form.addRow(self.tr("Image quick prompts"), self.quick_prompts_edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Save).setObjectName("saveSettingsButton")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.forget_key_check)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self.key_input.setFocus()

    def set_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def entered_quick_prompts(self) -> list[str]:
        lines = self.quick_prompts_edit.toPlainText().splitlines()
        return [line.strip() for line in lines if line.strip()]

    def entered_key(self) -> str:
        return self.key_input.text().strip()

    def entered_base_url(self) -> str:
        return self.base_url_input.text().strip().rstrip("/")
