"""Settings (Ctrl+,), in tabs; also the first-run welcome when no key is known.

Keys are write-only fields: a stored key is never shown back, only whether one is stored and
where. Nothing typed here that is a key ever reaches the settings file."""

from __future__ import annotations

import uuid
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.api import NetworkSettingError, check_base_url, check_proxy
from app.api.network import ssl_context
from app.config import KEY_CONSOLE_URL, Profile, Settings

# Each language named in itself, as language menus do.
LANGUAGES = (
    ("en", "English"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("uk", "Українська"),
    ("zh_CN", "简体中文"),
)


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        key_location: str | None,
        *,
        first_run: bool = False,
        keyring_problem: str | None = None,
        base_url: str = "",
        base_url_from_env: bool = False,
        data_dir: Path | None = None,
        profiles_with_keys: frozenset[str] = frozenset(),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Welcome to Comet Desk") if first_run else self.tr("Settings"))
        self.setMinimumWidth(560)
        self._settings = settings
        self._base_url_from_env = base_url_from_env
        self._profiles: list[Profile] = list(settings.profiles)
        self._profile_keys: dict[str, str] = {}
        self._removed: set[str] = set()
        self._with_keys = profiles_with_keys

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("settingsTabs")
        self.tabs.setAccessibleName(self.tr("Settings sections"))
        self.tabs.addTab(
            self._account_tab(
                base_url or settings.base_url, key_location, first_run, keyring_problem
            ),
            self.tr("Account"),
        )
        self.tabs.addTab(self._endpoints_tab(), self.tr("Endpoints"))
        self.tabs.addTab(self._general_tab(data_dir), self.tr("General"))
        self.tabs.addTab(self._models_tab(), self.tr("Models"))
        self.tabs.addTab(self._network_tab(), self.tr("Network"))

        self.error_label = QLabel(self)
        self.error_label.setObjectName("settingsErrorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setProperty("tone", "error")
        self.error_label.hide()

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        save = buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setObjectName("saveSettingsButton")
        save.setAccessibleName(self.tr("Save settings"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self.key_input.setFocus()

    # ---- tabs --------------------------------------------------------------------------

    def _account_tab(
        self,
        base_url: str,
        key_location: str | None,
        first_run: bool,
        keyring_problem: str | None,
    ) -> QWidget:
        tab = QWidget(self)
        intro = QLabel(tab)
        intro.setObjectName("settingsIntro")
        intro.setWordWrap(True)
        intro.setOpenExternalLinks(True)
        intro.setText(
            self.tr(
                "Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API "
                'key below; you can create one in the <a href="{url}">CometAPI console</a>. '
                "The key is stored in your system keyring, never in a file."
            ).format(url=KEY_CONSOLE_URL)
        )
        self.base_url_input = QLineEdit(base_url, tab)
        self.base_url_input.setObjectName("baseUrlInput")
        self.base_url_input.setAccessibleName(self.tr("API base URL"))
        if self._base_url_from_env:
            self.base_url_input.setReadOnly(True)
            self.base_url_input.setToolTip(
                self.tr("Set by COMETDESK_BASE_URL for this run; not saved.")
            )
        self.key_input = QLineEdit(tab)
        self.key_input.setObjectName("apiKeyInput")
        self.key_input.setAccessibleName(self.tr("API key"))
        self.key_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_input.setPlaceholderText(
            self.tr("Stored in {where}; type to replace").format(where=key_location)
            if key_location
            else self.tr("sk-…")
        )
        self.forget_key_check = QCheckBox(self.tr("Forget the stored key"), tab)
        self.forget_key_check.setObjectName("forgetKeyCheck")
        self.forget_key_check.setAccessibleName(self.tr("Forget the stored key"))
        self.forget_key_check.setVisible(bool(key_location) and not first_run)
        self.problem_label = QLabel(tab)
        self.problem_label.setObjectName("keyringProblemLabel")
        self.problem_label.setWordWrap(True)
        self.problem_label.setVisible(bool(keyring_problem))
        if keyring_problem:
            self.problem_label.setText(
                self.tr(
                    "{problem} The key will be used for this session only and not saved. "
                    "To keep it across runs without a keyring, start Comet Desk with the "
                    "environment variable COMETDESK_API_KEY."
                ).format(problem=keyring_problem)
            )
        form = QFormLayout()
        form.addRow(self.tr("Base URL"), self.base_url_input)
        form.addRow(self.tr("API key"), self.key_input)
        layout = QVBoxLayout(tab)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.forget_key_check)
        layout.addWidget(self.problem_label)
        layout.addStretch(1)
        return tab

    def _endpoints_tab(self) -> QWidget:
        tab = QWidget(self)
        note = QLabel(
            self.tr(
                "Other OpenAI-compatible endpoints: a local server, another gateway. Each has "
                "its own key in the system keyring and can be chosen per conversation."
            ),
            tab,
        )
        note.setWordWrap(True)
        self.profile_list = QListWidget(tab)
        self.profile_list.setObjectName("profileList")
        self.profile_list.setAccessibleName(self.tr("Endpoint profiles"))
        self.add_profile_button = QPushButton(self.tr("Add endpoint"), tab)
        self.add_profile_button.setObjectName("addProfileButton")
        self.add_profile_button.setAccessibleName(self.tr("Add endpoint"))
        self.remove_profile_button = QPushButton(self.tr("Remove"), tab)
        self.remove_profile_button.setObjectName("removeProfileButton")
        self.remove_profile_button.setAccessibleName(self.tr("Remove endpoint"))
        self.profile_name_input = QLineEdit(tab)
        self.profile_name_input.setObjectName("profileNameInput")
        self.profile_name_input.setAccessibleName(self.tr("Endpoint name"))
        self.profile_url_input = QLineEdit(tab)
        self.profile_url_input.setObjectName("profileUrlInput")
        self.profile_url_input.setAccessibleName(self.tr("Endpoint base URL"))
        self.profile_url_input.setPlaceholderText("https://…/v1")
        self.profile_key_input = QLineEdit(tab)
        self.profile_key_input.setObjectName("profileKeyInput")
        self.profile_key_input.setAccessibleName(self.tr("Endpoint API key"))
        self.profile_key_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.profile_warning = QLabel(tab)
        self.profile_warning.setObjectName("profileUrlWarning")
        self.profile_warning.setWordWrap(True)
        self.profile_warning.setProperty("tone", "warning")
        self.profile_warning.hide()
        for profile in self._profiles:
            self._add_list_item(profile)

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_profile_button)
        buttons.addWidget(self.remove_profile_button)
        buttons.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.profile_name_input)
        form.addRow(self.tr("Base URL"), self.profile_url_input)
        form.addRow(self.tr("API key"), self.profile_key_input)
        layout = QVBoxLayout(tab)
        layout.addWidget(note)
        layout.addWidget(self.profile_list, 1)
        layout.addLayout(buttons)
        layout.addLayout(form)
        layout.addWidget(self.profile_warning)

        self.add_profile_button.clicked.connect(self.add_profile)
        self.remove_profile_button.clicked.connect(self.remove_profile)
        self.profile_list.currentRowChanged.connect(self._show_profile)
        self.profile_name_input.textEdited.connect(self._edit_profile)
        self.profile_url_input.textEdited.connect(self._edit_profile)
        self.profile_key_input.textEdited.connect(self._edit_profile)
        self._show_profile(self.profile_list.currentRow())
        return tab

    def _general_tab(self, data_dir: Path | None) -> QWidget:
        tab = QWidget(self)
        s = self._settings
        self.send_shortcut_picker = QComboBox(tab)
        self.send_shortcut_picker.setObjectName("sendShortcutPicker")
        self.send_shortcut_picker.setAccessibleName(self.tr("Send with"))
        self.send_shortcut_picker.addItem(self.tr("Enter (Shift+Enter: new line)"), "enter")
        self.send_shortcut_picker.addItem(self.tr("Ctrl+Enter (Enter: new line)"), "ctrl+enter")
        self._select(self.send_shortcut_picker, s.send_shortcut)
        self.theme_picker = QComboBox(tab)
        self.theme_picker.setObjectName("themePicker")
        self.theme_picker.setAccessibleName(self.tr("Theme"))
        for label, value in (
            (self.tr("Follow the system"), "system"),
            (self.tr("Light"), "light"),
            (self.tr("Dark"), "dark"),
        ):
            self.theme_picker.addItem(label, value)
        self._select(self.theme_picker, s.theme)
        self.language_picker = QComboBox(tab)
        self.language_picker.setObjectName("languagePicker")
        self.language_picker.setAccessibleName(self.tr("Language"))
        self.language_picker.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES:
            self.language_picker.addItem(name, code)
        self._select(self.language_picker, s.language)
        self.language_picker.setToolTip(self.tr("A new language applies after a restart."))
        self.font_size_input = QSpinBox(tab)
        self.font_size_input.setObjectName("fontSizeInput")
        self.font_size_input.setAccessibleName(self.tr("Text size"))
        self.font_size_input.setRange(0, 32)
        self.font_size_input.setSpecialValueText(self.tr("Default"))
        self.font_size_input.setSuffix(self.tr(" pt"))
        self.font_size_input.setValue(s.font_size)
        folder = str(data_dir) if data_dir is not None else ""
        self.data_dir_label = QLabel(folder, tab)
        self.data_dir_label.setObjectName("dataDirLabel")
        self.data_dir_label.setWordWrap(True)
        self.open_folder_button = QPushButton(self.tr("Open folder"), tab)
        self.open_folder_button.setObjectName("openDataFolderButton")
        self.open_folder_button.setAccessibleName(self.tr("Open the data folder"))
        self.open_folder_button.setEnabled(bool(folder))
        self.open_folder_button.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(folder))
        )
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.data_dir_label, 1)
        folder_row.addWidget(self.open_folder_button)
        form = QFormLayout(tab)
        form.addRow(self.tr("Send with"), self.send_shortcut_picker)
        form.addRow(self.tr("Theme"), self.theme_picker)
        form.addRow(self.tr("Language"), self.language_picker)
        form.addRow(self.tr("Text size"), self.font_size_input)
        form.addRow(self.tr("Data folder"), folder_row)
        return tab

    def _models_tab(self) -> QWidget:
        tab = QWidget(self)
        s = self._settings
        self.default_model_input = QLineEdit(s.default_model, tab)
        self.default_model_input.setObjectName("defaultModelInput")
        self.default_model_input.setAccessibleName(self.tr("Default model"))
        self.default_prompt_edit = QPlainTextEdit(s.system_prompt, tab)
        self.default_prompt_edit.setObjectName("defaultSystemPromptEdit")
        self.default_prompt_edit.setAccessibleName(self.tr("Default system prompt"))
        self.default_prompt_edit.setMaximumHeight(70)
        self.default_prompt_edit.setTabChangesFocus(True)
        self.auto_title_check = QCheckBox(self.tr("Name new chats with a short model request"), tab)
        self.auto_title_check.setObjectName("autoTitleCheck")
        self.auto_title_check.setAccessibleName(self.tr("Automatic titles"))
        self.auto_title_check.setChecked(s.auto_title)
        self.auto_title_model_input = QLineEdit(s.auto_title_model, tab)
        self.auto_title_model_input.setObjectName("autoTitleModelInput")
        self.auto_title_model_input.setAccessibleName(self.tr("Model for titles"))
        self.auto_title_model_input.setPlaceholderText(self.tr("the cheapest listed chat model"))
        self.timeout_input = QSpinBox(tab)
        self.timeout_input.setObjectName("readTimeoutInput")
        self.timeout_input.setAccessibleName(self.tr("Stream timeout in seconds"))
        self.timeout_input.setRange(10, 1800)
        self.timeout_input.setSuffix(self.tr(" s"))
        self.timeout_input.setValue(int(s.read_timeout_s))
        self.timeout_input.setToolTip(
            self.tr(
                "How long a reply may stay silent before it is given up. Reasoning models "
                "can think for minutes before their first word."
            )
        )
        self.image_policy_picker = QComboBox(tab)
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
        self._select(self.image_policy_picker, s.image_policy)
        self.quick_prompts_edit = QPlainTextEdit("\n".join(s.quick_prompts), tab)
        self.quick_prompts_edit.setObjectName("quickPromptsEdit")
        self.quick_prompts_edit.setAccessibleName(self.tr("Quick prompts for images"))
        self.quick_prompts_edit.setPlaceholderText(self.tr("One prompt per line"))
        self.quick_prompts_edit.setMaximumHeight(80)
        self.quick_prompts_edit.setTabChangesFocus(True)
        form = QFormLayout(tab)
        form.addRow(self.tr("Default model"), self.default_model_input)
        form.addRow(self.tr("Default system prompt"), self.default_prompt_edit)
        form.addRow("", self.auto_title_check)
        form.addRow(self.tr("Title model"), self.auto_title_model_input)
        form.addRow(self.tr("Stream timeout"), self.timeout_input)
        form.addRow(self.tr("Images"), self.image_policy_picker)
        form.addRow(self.tr("Image quick prompts"), self.quick_prompts_edit)
        return tab

    def _network_tab(self) -> QWidget:
        tab = QWidget(self)
        s = self._settings
        self.proxy_input = QLineEdit(s.proxy, tab)
        self.proxy_input.setObjectName("proxyInput")
        self.proxy_input.setAccessibleName(self.tr("Proxy"))
        self.proxy_input.setPlaceholderText(self.tr("empty: the system proxy"))
        self.proxy_input.setToolTip(
            self.tr("http://host:port, https://host:port or socks5://host:port")
        )
        self.ca_bundle_input = QLineEdit(s.ca_bundle, tab)
        self.ca_bundle_input.setObjectName("caBundleInput")
        self.ca_bundle_input.setAccessibleName(self.tr("Extra CA certificates"))
        self.ca_bundle_input.setPlaceholderText(self.tr("a PEM file, for corporate proxies"))
        browse = QPushButton(self.tr("Browse…"), tab)
        browse.setObjectName("caBundleBrowseButton")
        browse.setAccessibleName(self.tr("Choose a CA certificate file"))
        browse.clicked.connect(self._choose_ca_bundle)
        note = QLabel(
            self.tr("Certificates are always verified; this file adds to the trusted ones."), tab
        )
        note.setWordWrap(True)
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_bundle_input, 1)
        ca_row.addWidget(browse)
        form = QFormLayout(tab)
        form.addRow(self.tr("Proxy"), self.proxy_input)
        form.addRow(self.tr("CA certificates"), ca_row)
        form.addRow("", note)
        return tab

    # ---- endpoint profiles ---------------------------------------------------------------

    def _add_list_item(self, profile: Profile) -> None:
        item = QListWidgetItem(f"{profile.name} — {profile.base_url}")
        item.setData(256, profile.id)
        self.profile_list.addItem(item)

    def add_profile(self) -> None:
        profile = Profile(
            "p-" + uuid.uuid4().hex[:8], self.tr("Local server"), "http://127.0.0.1:8080/v1"
        )
        self._profiles.append(profile)
        self._add_list_item(profile)
        self.profile_list.setCurrentRow(self.profile_list.count() - 1)
        self.profile_name_input.setFocus()
        self.profile_name_input.selectAll()

    def remove_profile(self) -> None:
        row = self.profile_list.currentRow()
        if row < 0:
            return
        profile = self._profiles.pop(row)
        self._removed.add(profile.id)
        self._profile_keys.pop(profile.id, None)
        self.profile_list.takeItem(row)
        self._show_profile(self.profile_list.currentRow())

    def _show_profile(self, row: int) -> None:
        editing = 0 <= row < len(self._profiles)
        for widget in (self.profile_name_input, self.profile_url_input, self.profile_key_input):
            widget.setEnabled(editing)
        self.remove_profile_button.setEnabled(editing)
        if not editing:
            for line in (self.profile_name_input, self.profile_url_input, self.profile_key_input):
                line.clear()
            self.profile_warning.hide()
            return
        profile = self._profiles[row]
        self.profile_name_input.setText(profile.name)
        self.profile_url_input.setText(profile.base_url)
        self.profile_key_input.setText("")
        self.profile_key_input.setPlaceholderText(
            self.tr("Stored in the keyring; type to replace")
            if profile.id in self._with_keys
            else self.tr("optional: local servers often need none")
        )
        self._check_profile_url(profile.base_url)

    def _edit_profile(self, _text: str = "") -> None:
        row = self.profile_list.currentRow()
        if not 0 <= row < len(self._profiles):
            return
        profile = replace(
            self._profiles[row],
            name=self.profile_name_input.text().strip() or self.tr("Endpoint"),
            base_url=self.profile_url_input.text().strip().rstrip("/"),
        )
        self._profiles[row] = profile
        key = self.profile_key_input.text().strip()
        if key:
            self._profile_keys[profile.id] = key
        else:
            self._profile_keys.pop(profile.id, None)
        item = self.profile_list.item(row)
        item.setText(f"{profile.name} — {profile.base_url}")
        self._check_profile_url(profile.base_url)

    def _check_profile_url(self, url: str) -> None:
        try:
            warning = check_base_url(url)
        except NetworkSettingError as err:
            warning = str(err)
        self.profile_warning.setText(warning or "")
        self.profile_warning.setVisible(bool(warning))

    # ---- results -------------------------------------------------------------------------

    def _choose_ca_bundle(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("CA certificates"),
            "",
            self.tr("Certificates (*.pem *.crt *.cer);;All files (*)"),
        )
        if path:
            self.ca_bundle_input.setText(path)

    def accept(self) -> None:
        """Save only settings that can work; otherwise say what is wrong and stay open."""
        problems: list[str] = []
        base_url = self.entered_base_url()
        urls = [(self.tr("Base URL"), base_url)] if not self._base_url_from_env else []
        urls += [(p.name, p.base_url) for p in self._profiles]
        for name, url in urls:
            try:
                check_base_url(url)
            except NetworkSettingError as err:
                problems.append(f"{name}: {err}")
        try:
            check_proxy(self.proxy_input.text().strip())
            if self.ca_bundle_input.text().strip():
                ssl_context(self.ca_bundle_input.text().strip())
        except NetworkSettingError as err:
            problems.append(str(err))
        if problems:
            self.set_error("\n".join(problems))
            return
        super().accept()

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

    def entered_profile_keys(self) -> dict[str, str]:
        """Keys typed for endpoint profiles (profile id -> key)."""
        return dict(self._profile_keys)

    def removed_profiles(self) -> set[str]:
        return set(self._removed)

    def result_settings(self) -> Settings:
        """The settings as entered (the base URL stays as it was when it came from the
        environment for this run)."""
        s = self._settings
        return replace(
            s,
            base_url=s.base_url if self._base_url_from_env else self.entered_base_url(),
            profiles=list(self._profiles),
            send_shortcut=self.send_shortcut_picker.currentData(),
            theme=self.theme_picker.currentData(),
            language=self.language_picker.currentData(),
            font_size=self.font_size_input.value(),
            default_model=self.default_model_input.text().strip() or s.default_model,
            system_prompt=self.default_prompt_edit.toPlainText().strip(),
            auto_title=self.auto_title_check.isChecked(),
            auto_title_model=self.auto_title_model_input.text().strip(),
            read_timeout_s=float(self.timeout_input.value()),
            image_policy=self.image_policy_picker.currentData(),
            quick_prompts=self.entered_quick_prompts(),
            proxy=self.proxy_input.text().strip(),
            ca_bundle=self.ca_bundle_input.text().strip(),
        )

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        combo.setCurrentIndex(max(0, combo.findData(value)))
