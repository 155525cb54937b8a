"""The Account tab: the default endpoint's base URL and its key.

The key field is write-only: a stored key is never shown back, only whether one is stored
and where."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.config import KEY_CONSOLE_URL

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate


class AccountTab(QWidget):
    def __init__(
        self,
        base_url: str,
        key_location: str | None,
        *,
        first_run: bool,
        keyring_problem: str | None,
        base_url_from_env: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        intro = QLabel(self)
        intro.setObjectName("settingsIntro")
        intro.setWordWrap(True)
        intro.setOpenExternalLinks(True)
        intro.setText(
            translate(
                "SettingsDialog",
                "Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API "
                'key below; you can create one in the <a href="{url}">CometAPI console</a>. '
                "The key is stored in your system keyring, never in a file.",
            ).format(url=KEY_CONSOLE_URL)
        )
        self.base_url_input = QLineEdit(base_url, self)
        self.base_url_input.setObjectName("baseUrlInput")
        self.base_url_input.setAccessibleName(translate("SettingsDialog", "API base URL"))
        if base_url_from_env:
            self.base_url_input.setReadOnly(True)
            self.base_url_input.setToolTip(
                translate("SettingsDialog", "Set by COMETDESK_BASE_URL for this run; not saved.")
            )
        self.key_input = QLineEdit(self)
        self.key_input.setObjectName("apiKeyInput")
        self.key_input.setAccessibleName(translate("SettingsDialog", "API key"))
        self.key_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_input.setPlaceholderText(
            translate("SettingsDialog", "Stored in {where}; type to replace").format(
                where=key_location
            )
            if key_location
            else translate("SettingsDialog", "sk-…")
        )
        self.forget_key_check = QCheckBox(
            translate("SettingsDialog", "Forget the stored key"), self
        )
        self.forget_key_check.setObjectName("forgetKeyCheck")
        self.forget_key_check.setAccessibleName(
            translate("SettingsDialog", "Forget the stored key")
        )
        self.forget_key_check.setVisible(bool(key_location) and not first_run)
        problem = QLabel(self)
        problem.setObjectName("keyringProblemLabel")
        problem.setWordWrap(True)
        problem.setVisible(bool(keyring_problem))
        if keyring_problem:
            problem.setText(
                translate(
                    "SettingsDialog",
                    "{problem} The key will be used for this session only and not saved. "
                    "To keep it across runs without a keyring, start Comet Desk with the "
                    "environment variable COMETDESK_API_KEY.",
                ).format(problem=keyring_problem)
            )
        form = QFormLayout()
        form.addRow(translate("SettingsDialog", "Base URL"), self.base_url_input)
        form.addRow(translate("SettingsDialog", "API key"), self.key_input)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.forget_key_check)
        layout.addWidget(problem)
        layout.addStretch(1)

    def entered_key(self) -> str:
        return self.key_input.text().strip()

    def entered_base_url(self) -> str:
        return self.base_url_input.text().strip().rstrip("/")
