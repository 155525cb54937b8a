"""The Account tab: the default endpoint's base URL and its key, and the plain settings
declared in this section (made by ``SettingRows``: "Let the server keep the conversation").

The key field is write-only: a stored key is never shown back, only whether one is stored
and where."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.config import KEY_CONSOLE_URL, SCHEMA, Section, Settings
from app.ui.settings.rows import SettingRows, translated

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate


class AccountTab(QWidget):
    """``key_note``: where the key is kept, in one sentence true for this computer;
    ``key_stored``: a key is stored in the keyring, so there is one to forget."""

    def __init__(
        self,
        settings: Settings,
        base_url: str,
        key_location: str | None,
        *,
        key_note: str,
        key_stored: bool,
        keyring_problem: bool,
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
                'key below; you can create one in the <a href="{url}">CometAPI console</a>.',
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
        # Only a key the keyring holds can be forgotten: not one from the environment or
        # one kept for this session only.
        self.forget_key_check.setVisible(key_stored)
        self.key_note_label = QLabel(key_note, self)
        self.key_note_label.setObjectName("keyStorageLabel")
        self.key_note_label.setWordWrap(True)
        self.key_note_label.setProperty("tone", "warning" if keyring_problem else "muted")
        if keyring_problem:
            self.key_note_label.setToolTip(
                translate(
                    "AccountTab",
                    "To keep a key across runs without a keyring, start Comet Desk with the "
                    "environment variable COMETDESK_API_KEY.",
                )
            )
        form = QFormLayout()
        form.addRow(translated(SCHEMA["base_url"].label), self.base_url_input)
        form.addRow(translate("SettingsDialog", "API key"), self.key_input)
        form.addRow("", self.key_note_label)
        more = QFormLayout()
        more.setContentsMargins(0, 0, 0, 0)
        self.rows = SettingRows(more, Section.ACCOUNT, settings, self, custom={"base_url": None})
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.forget_key_check)
        layout.addLayout(more)
        layout.addStretch(1)

    def entered_key(self) -> str:
        return self.key_input.text().strip()

    def entered_base_url(self) -> str:
        return self.base_url_input.text().strip().rstrip("/")

    def apply(self, settings: Settings) -> Settings:
        """The plain settings of this tab (the base URL and the key are the dialog's)."""
        return self.rows.apply(settings)
