"""The first-run sheet: one small dialog that asks for the API key when none is known, instead
of the whole settings dialog. Where to get a key, where it will be kept (said once, and true
for this computer), and the base URL behind "Advanced". Save asks the presenter to check the
key; the sheet stays open, keeping what was typed, until the key is accepted."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.config import KEY_CONSOLE_URL, SCHEMA
from app.ui.settings.rows import translated

# Strings the settings dialog already had keep their translation context.
translate = QCoreApplication.translate
LOGO = Path(__file__).resolve().parents[2] / "resources/icons/hicolor/128x128/apps/cometdesk.png"
LOGO_SIZE = 44

_SHEET_STYLE = """
QDialog#firstRunSheet { background: palette(base); border: 1px solid palette(mid); }
QLabel#firstRunHeading { font-size: 20px; font-weight: 600; }
QLabel#firstRunFieldLabel { font-weight: 600; }
QLineEdit#firstRunKeyInput, QLineEdit#firstRunBaseUrlInput {
    border: 1px solid palette(mid); border-radius: 8px; padding: 7px 10px;
    background: palette(base);
}
QLineEdit#firstRunKeyInput:focus, QLineEdit#firstRunBaseUrlInput:focus {
    border: 1px solid palette(highlight);
}
QPushButton#firstRunShowKeyButton {
    border: 1px solid palette(mid); border-radius: 8px; padding: 7px 12px;
}
QPushButton#firstRunShowKeyButton:focus { border: 1px solid palette(highlight); }
QToolButton#firstRunAdvancedButton { border: none; padding: 2px 0px; }
QPushButton#firstRunSaveButton {
    background: palette(highlight); color: palette(highlighted-text); border: none;
    border-radius: 8px; padding: 8px 20px; font-weight: 600;
}
QPushButton#firstRunSaveButton:disabled { background: palette(mid); color: palette(text); }
QPushButton#firstRunSaveButton:focus { border: 2px solid palette(text); }
QPushButton#firstRunCancelButton {
    border: 1px solid palette(mid); border-radius: 8px; padding: 8px 16px;
}
QPushButton#firstRunCancelButton:focus { border: 1px solid palette(highlight); }
"""


class FirstRunSheet(QDialog):
    """Signals:
    submitted(): Save was clicked (or Enter pressed) with a key typed; the presenter checks
    the key, then closes the sheet with ``accept()`` or says why with ``set_error()``.
    """

    submitted = Signal()

    def __init__(
        self,
        *,
        key_note: str,
        base_url: str,
        base_url_from_env: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("firstRunSheet")
        welcome = translate("SettingsDialog", "Welcome to Comet Desk")
        self.setWindowTitle(welcome)
        self.setAccessibleName(welcome)
        self.setStyleSheet(_SHEET_STYLE)
        self.setFixedWidth(480)

        logo = QLabel(self)
        logo.setObjectName("firstRunLogo")
        picture = QPixmap(str(LOGO))
        if not picture.isNull():
            ratio = max(self.devicePixelRatioF(), 1.0)
            picture = picture.scaled(
                round(LOGO_SIZE * ratio),
                round(LOGO_SIZE * ratio),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            picture.setDevicePixelRatio(ratio)
            logo.setPixmap(picture)
        heading = QLabel(welcome, self)
        heading.setObjectName("firstRunHeading")
        lead = QLabel(
            self.tr(
                "Paste an API key to start chatting. Comet Desk talks to CometAPI or any "
                "OpenAI-compatible endpoint."
            ),
            self,
        )
        lead.setObjectName("firstRunLead")
        lead.setWordWrap(True)
        lead.setProperty("tone", "muted")

        key_label = QLabel(translate("SettingsDialog", "API key"), self)
        key_label.setObjectName("firstRunFieldLabel")
        self.key_input = QLineEdit(self)
        self.key_input.setObjectName("firstRunKeyInput")
        self.key_input.setAccessibleName(translate("SettingsDialog", "API key"))
        self.key_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_input.setPlaceholderText(translate("SettingsDialog", "sk-…"))
        key_label.setBuddy(self.key_input)
        self.show_key_button = QPushButton(self.tr("Show"), self)
        self.show_key_button.setObjectName("firstRunShowKeyButton")
        self.show_key_button.setAccessibleName(self.show_key_button.text())
        self.show_key_button.setCheckable(True)
        self.show_key_button.setAutoDefault(False)
        self.show_key_button.setCursor(Qt.CursorShape.PointingHandCursor)
        key_row = QHBoxLayout()
        key_row.setSpacing(6)
        key_row.addWidget(self.key_input, 1)
        key_row.addWidget(self.show_key_button)

        self.console_link = QLabel(self)
        self.console_link.setObjectName("firstRunConsoleLink")
        self.console_link.setWordWrap(True)
        self.console_link.setOpenExternalLinks(True)
        self.console_link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.console_link.setText(
            self.tr('No key yet? Create one in the <a href="{url}">CometAPI console</a>.').format(
                url=KEY_CONSOLE_URL
            )
        )
        self.console_link.setAccessibleName(re.sub(r"<[^>]*>", "", self.console_link.text()))
        self.key_note_label = QLabel(key_note, self)
        self.key_note_label.setObjectName("keyStorageLabel")
        self.key_note_label.setWordWrap(True)
        self.key_note_label.setProperty("tone", "muted")

        self.advanced_button = QToolButton(self)
        self.advanced_button.setObjectName("firstRunAdvancedButton")
        advanced_text = translate("AdvancedSection", "Advanced")
        self.advanced_button.setText(advanced_text)
        self.advanced_button.setAccessibleName(advanced_text)
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.advanced = QWidget(self)
        self.advanced.setObjectName("firstRunAdvanced")
        url_label = QLabel(translated(SCHEMA["base_url"].label), self.advanced)
        url_label.setObjectName("firstRunFieldLabel")
        self.base_url_input = QLineEdit(base_url, self.advanced)
        self.base_url_input.setObjectName("firstRunBaseUrlInput")
        self.base_url_input.setAccessibleName(translate("SettingsDialog", "API base URL"))
        url_label.setBuddy(self.base_url_input)
        url_hint = QLabel(self.advanced)
        url_hint.setWordWrap(True)
        url_hint.setProperty("tone", "muted")
        if base_url_from_env:
            self.base_url_input.setReadOnly(True)
            url_hint.setText(
                translate("SettingsDialog", "Set by COMETDESK_BASE_URL for this run; not saved.")
            )
        else:
            url_hint.setText(
                self.tr(
                    "Change it for another OpenAI-compatible endpoint; more can be added "
                    "later in Settings."
                )
            )
        advanced = QVBoxLayout(self.advanced)
        advanced.setContentsMargins(0, 4, 0, 0)
        advanced.setSpacing(6)
        advanced.addWidget(url_label)
        advanced.addWidget(self.base_url_input)
        advanced.addWidget(url_hint)
        self.advanced.hide()

        self.error_label = QLabel(self)
        self.error_label.setObjectName("firstRunErrorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setProperty("tone", "error")
        self.error_label.hide()

        # Save and Cancel in the platform's order, their words from Qt's own translations.
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("firstRunSaveButton")
        self.save_button.setAccessibleName(self.save_button.text())
        self.save_button.setDefault(True)
        self.save_button.setEnabled(False)
        self._save_text = self.save_button.text()
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("firstRunCancelButton")
        self.cancel_button.setAccessibleName(self.cancel_button.text())
        self.cancel_button.setAutoDefault(False)
        for button in (self.save_button, self.cancel_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 20)
        layout.setSpacing(0)
        layout.addWidget(logo)
        layout.addSpacing(14)
        layout.addWidget(heading)
        layout.addSpacing(6)
        layout.addWidget(lead)
        layout.addSpacing(20)
        layout.addWidget(key_label)
        layout.addSpacing(6)
        layout.addLayout(key_row)
        layout.addSpacing(6)
        layout.addWidget(self.error_label)
        layout.addSpacing(4)
        layout.addWidget(self.console_link)
        layout.addSpacing(4)
        layout.addWidget(self.key_note_label)
        layout.addSpacing(14)
        layout.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.advanced)
        layout.addSpacing(22)
        layout.addWidget(self.buttons)

        self.show_key_button.toggled.connect(self._show_key)
        self.advanced_button.toggled.connect(self._show_advanced)
        self.key_input.textChanged.connect(self._key_changed)
        self.base_url_input.textEdited.connect(lambda _t: self.set_error(""))
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self._submit)
        self.key_input.setFocus()

    # ---- what the presenter uses --------------------------------------------------------

    def entered_key(self) -> str:
        return self.key_input.text().strip()

    def entered_base_url(self) -> str:
        return self.base_url_input.text().strip().rstrip("/")

    def set_checking(self, on: bool) -> None:
        """While the key is being tried: Save says so and nothing can be edited."""
        self.save_button.setText(self.tr("Checking…") if on else self._save_text)
        self.save_button.setEnabled(not on and bool(self.entered_key()))
        self.key_input.setReadOnly(on)
        if not self.base_url_input.isReadOnly() or on:
            self.base_url_input.setEnabled(not on)

    def set_error(self, text: str) -> None:
        """Why the key could not be saved; what was typed stays."""
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))
        if text and not self.key_input.isReadOnly():
            self.key_input.setFocus()
        self.adjustSize()

    def show_advanced(self) -> None:
        """Open "Advanced" (a base URL the presenter could not use is there)."""
        self.advanced_button.setChecked(True)

    # ---- behaviour ----------------------------------------------------------------------

    def _show_key(self, on: bool) -> None:
        self.key_input.setEchoMode(QLineEdit.EchoMode.Normal if on else QLineEdit.EchoMode.Password)
        self.show_key_button.setText(self.tr("Hide") if on else self.tr("Show"))
        self.show_key_button.setAccessibleName(self.show_key_button.text())

    def _show_advanced(self, on: bool) -> None:
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.advanced.setVisible(on)
        self.adjustSize()

    def _key_changed(self, _text: str) -> None:
        self.save_button.setEnabled(bool(self.entered_key()) and not self.key_input.isReadOnly())
        if self.error_label.isVisible():
            self.set_error("")

    def _submit(self) -> None:
        if self.entered_key() and not self.key_input.isReadOnly():
            self.submitted.emit()
