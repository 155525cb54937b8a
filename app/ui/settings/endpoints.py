"""The Endpoints tab: further OpenAI-compatible endpoints (a local server, another gateway),
each with its own key in the keyring. Keys typed here are kept in memory until the dialog
is saved, and never shown back. With no profile yet the tab says what one is, offers "Add
endpoint", and has no fields to fill in. A plain setting declared in this section gets a
row below (``SettingRows``)."""

from __future__ import annotations

import uuid
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.config import SCHEMA, Profile, Section, Settings
from app.services.settings_checks import url_note
from app.ui.settings.rows import SettingRows, translated

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate
PROFILE_ID_ROLE = 256  # Qt.ItemDataRole.UserRole


class EndpointsTab(QWidget):
    def __init__(
        self,
        settings: Settings,
        profiles_with_keys: frozenset[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._profiles = list(settings.profiles)
        self._keys: dict[str, str] = {}  # profile id -> key typed here
        self._removed: set[str] = set()
        self._with_keys = profiles_with_keys
        note = QLabel(
            translate(
                "SettingsDialog",
                "Other OpenAI-compatible endpoints: a local server, another gateway. Each has "
                "its own key in the system keyring and can be chosen per conversation.",
            ),
            self,
        )
        note.setWordWrap(True)
        self.empty_note = QLabel(
            translate(
                "EndpointsTab",
                "<b>No other endpoints yet.</b><br>An endpoint profile is another "
                "OpenAI-compatible server, such as a model server on this computer or another "
                "gateway, with its own base URL and key. Once added, it can be chosen for "
                "each conversation in the Model section. CometAPI, set on the Account tab, "
                "is always there.",
            ),
            self,
        )
        self.empty_note.setObjectName("profilesEmptyNote")
        self.empty_note.setWordWrap(True)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.empty_note.setContentsMargins(4, 8, 4, 8)
        self.profile_list = QListWidget(self)
        self.profile_list.setObjectName("profileList")
        self.profile_list.setAccessibleName(translated(SCHEMA["profiles"].label))
        self.add_profile_button = QPushButton(translate("SettingsDialog", "Add endpoint"), self)
        self.add_profile_button.setObjectName("addProfileButton")
        self.add_profile_button.setAccessibleName(translate("SettingsDialog", "Add endpoint"))
        self.remove_profile_button = QPushButton(translate("SettingsDialog", "Remove"), self)
        self.remove_profile_button.setObjectName("removeProfileButton")
        self.remove_profile_button.setAccessibleName(translate("SettingsDialog", "Remove endpoint"))
        self.profile_name_input = QLineEdit(self)
        self.profile_name_input.setObjectName("profileNameInput")
        self.profile_name_input.setAccessibleName(translate("SettingsDialog", "Endpoint name"))
        self.profile_url_input = QLineEdit(self)
        self.profile_url_input.setObjectName("profileUrlInput")
        self.profile_url_input.setAccessibleName(translate("SettingsDialog", "Endpoint base URL"))
        self.profile_url_input.setPlaceholderText("https://…/v1")
        self.profile_key_input = QLineEdit(self)
        self.profile_key_input.setObjectName("profileKeyInput")
        self.profile_key_input.setAccessibleName(translate("SettingsDialog", "Endpoint API key"))
        self.profile_key_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.profile_warning = QLabel(self)
        self.profile_warning.setObjectName("profileUrlWarning")
        self.profile_warning.setWordWrap(True)
        self.profile_warning.setProperty("tone", "warning")
        self.profile_warning.hide()
        for profile in self._profiles:
            self._add_item(profile)

        self.list_stack = QStackedWidget(self)
        self.list_stack.addWidget(self.empty_note)
        self.list_stack.addWidget(self.profile_list)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_profile_button)
        buttons.addWidget(self.remove_profile_button)
        buttons.addStretch(1)
        self.profile_form = QWidget(self)
        form = QFormLayout(self.profile_form)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(translate("SettingsDialog", "Name"), self.profile_name_input)
        form.addRow(translate("SettingsDialog", "Base URL"), self.profile_url_input)
        form.addRow(translate("SettingsDialog", "API key"), self.profile_key_input)
        self.note = note
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.list_stack, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.profile_form)
        layout.addWidget(self.profile_warning)
        more = QFormLayout()
        self.rows = SettingRows(more, Section.ENDPOINTS, settings, self, custom={"profiles": None})
        layout.addLayout(more)

        self.add_profile_button.clicked.connect(self.add_profile)
        self.remove_profile_button.clicked.connect(self.remove_profile)
        self.profile_list.currentRowChanged.connect(self._show_profile)
        self.profile_name_input.textEdited.connect(self._edit_profile)
        self.profile_url_input.textEdited.connect(self._edit_profile)
        self.profile_key_input.textEdited.connect(self._edit_profile)
        if self._profiles:
            self.profile_list.setCurrentRow(0)
        self._show_profile(self.profile_list.currentRow())

    # ---- results -------------------------------------------------------------------------

    def profiles(self) -> list[Profile]:
        return list(self._profiles)

    def apply(self, settings: Settings) -> Settings:
        return replace(self.rows.apply(settings), profiles=self.profiles())

    def entered_keys(self) -> dict[str, str]:
        """Keys typed for endpoint profiles (profile id -> key)."""
        return dict(self._keys)

    def removed(self) -> set[str]:
        return set(self._removed)

    # ---- editing -------------------------------------------------------------------------

    def _add_item(self, profile: Profile) -> None:
        item = QListWidgetItem(f"{profile.name} — {profile.base_url}")
        item.setData(PROFILE_ID_ROLE, profile.id)
        self.profile_list.addItem(item)

    def add_profile(self) -> None:
        profile = Profile(
            "p-" + uuid.uuid4().hex[:8],
            translate("SettingsDialog", "Local server"),
            "http://127.0.0.1:8080/v1",
        )
        self._profiles.append(profile)
        self._add_item(profile)
        self.profile_list.setCurrentRow(self.profile_list.count() - 1)
        self.profile_name_input.setFocus()
        self.profile_name_input.selectAll()

    def remove_profile(self) -> None:
        row = self.profile_list.currentRow()
        if row < 0:
            return
        profile = self._profiles.pop(row)
        self._removed.add(profile.id)
        self._keys.pop(profile.id, None)
        self.profile_list.takeItem(row)
        self._show_profile(self.profile_list.currentRow())

    def _show_profile(self, row: int) -> None:
        editing = 0 <= row < len(self._profiles)
        lines = (self.profile_name_input, self.profile_url_input, self.profile_key_input)
        for line in lines:
            line.setEnabled(editing)
        self.remove_profile_button.setEnabled(editing)
        # No profile yet: say what one is instead of an empty list and a form to fill.
        empty = not self._profiles
        self.list_stack.setCurrentWidget(self.empty_note if empty else self.profile_list)
        self.note.setVisible(not empty)
        self.profile_form.setVisible(not empty)
        if not editing:
            for line in lines:
                line.clear()
            self.profile_warning.hide()
            return
        profile = self._profiles[row]
        self.profile_name_input.setText(profile.name)
        self.profile_url_input.setText(profile.base_url)
        self.profile_key_input.setText("")
        self.profile_key_input.setPlaceholderText(
            translate("SettingsDialog", "Stored in the keyring; type to replace")
            if profile.id in self._with_keys
            else translate("SettingsDialog", "optional: local servers often need none")
        )
        self._check_url(profile.base_url)

    def _edit_profile(self, _text: str = "") -> None:
        row = self.profile_list.currentRow()
        if not 0 <= row < len(self._profiles):
            return
        profile = replace(
            self._profiles[row],
            name=self.profile_name_input.text().strip() or translate("SettingsDialog", "Endpoint"),
            base_url=self.profile_url_input.text().strip().rstrip("/"),
        )
        self._profiles[row] = profile
        key = self.profile_key_input.text().strip()
        if key:
            self._keys[profile.id] = key
        else:
            self._keys.pop(profile.id, None)
        self.profile_list.item(row).setText(f"{profile.name} — {profile.base_url}")
        self._check_url(profile.base_url)

    def _check_url(self, url: str) -> None:
        note = url_note(url)
        self.profile_warning.setText(note)
        self.profile_warning.setVisible(bool(note))
