"""Settings (Ctrl+,), in tabs, one per dialog section of the settings' declarations
(app/config/settings.py), in ``DIALOG_TABS`` order. (With no key at all the first-run sheet,
``first_run.py``, asks for one instead.)

Keys are write-only fields: a stored key is never shown back, only whether one is stored and
where. Nothing typed here that is a key ever reaches the settings file. Whether the settings
can work is asked of ``app.services.settings_checks`` before the dialog closes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from app.config import Section, Settings
from app.config.schema import DIALOG_TABS
from app.services.settings_checks import problems
from app.ui.settings.account import AccountTab
from app.ui.settings.endpoints import EndpointsTab
from app.ui.settings.network import NetworkTab
from app.ui.settings.preferences import GeneralTab, ModelsTab
from app.ui.settings.voice import VoiceTab

if TYPE_CHECKING:
    from app.domain import ModelInfo


def _control(tab: str, name: str) -> Any:
    """A tab's control, reachable on the dialog by the name it always had (tests and the
    accessibility checks find controls there)."""
    return property(lambda dialog: getattr(getattr(dialog, tab), name))


def _row(setting: str) -> Any:
    """The control made for a plain setting (app.ui.settings.rows), by its old name."""
    return property(lambda dialog: dialog.control(setting))


class SettingsDialog(QDialog):
    """The tabs, in this order: Account, Endpoints, General, Models, Network, Voice.

    Signals:
    desktopShortcutsToggled(bool): "Use desktop-wide shortcuts" was ticked or cleared.
    """

    desktopShortcutsToggled = Signal(bool)

    key_input = _control("account", "key_input")
    forget_key_check = _control("account", "forget_key_check")
    key_note_label = _control("account", "key_note_label")
    base_url_input = _control("account", "base_url_input")
    profile_list = _control("endpoints", "profile_list")
    add_profile_button = _control("endpoints", "add_profile_button")
    remove_profile_button = _control("endpoints", "remove_profile_button")
    profile_name_input = _control("endpoints", "profile_name_input")
    profile_url_input = _control("endpoints", "profile_url_input")
    profile_key_input = _control("endpoints", "profile_key_input")
    profile_warning = _control("endpoints", "profile_warning")
    profiles_empty_note = _control("endpoints", "empty_note")
    send_shortcut_picker = _row("send_shortcut")
    theme_picker = _row("theme")
    language_picker = _row("language")
    font_size_input = _row("font_size")
    desktop_shortcuts = _control("general", "desktop_shortcuts")
    default_model_picker = _control("models", "default_model_picker")
    auto_title_check = _row("auto_title")
    auto_title_model_picker = _control("models", "auto_title_model_picker")
    timeout_input = _row("read_timeout_s")
    image_policy_picker = _row("image_policy")
    quick_prompts_edit = _control("models", "quick_prompts_edit")
    proxy_input = _control("network", "proxy_input")
    ca_bundle_input = _control("network", "ca_bundle_input")
    transcription_model_input = _row("transcription_model")
    speech_model_input = _row("speech_model")
    speech_voice_input = _row("speech_voice")

    def __init__(
        self,
        settings: Settings,
        key_location: str | None,
        *,
        key_note: str = "",
        key_stored: bool = False,
        keyring_problem: bool = False,
        base_url: str = "",
        base_url_from_env: bool = False,
        data_dir: Path | None = None,
        profiles_with_keys: frozenset[str] = frozenset(),
        models: Sequence[ModelInfo] = (),
        parent: QWidget | None = None,
    ) -> None:
        """``key_note``: where the key is kept, said once; ``key_stored``: the keyring holds
        a key (Forget is offered only then); ``models``: the endpoint's, for the pickers."""
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setMinimumWidth(560)
        self._settings = settings
        self._base_url_from_env = base_url_from_env
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("settingsTabs")
        self.tabs.setAccessibleName(self.tr("Settings sections"))
        self.account = AccountTab(
            settings,
            base_url or settings.base_url,
            key_location,
            key_note=key_note,
            key_stored=key_stored,
            keyring_problem=keyring_problem,
            base_url_from_env=base_url_from_env,
            parent=self,
        )
        self.endpoints = EndpointsTab(settings, profiles_with_keys, self)
        self.general = GeneralTab(settings, data_dir, self)
        self.models = ModelsTab(settings, models, self)
        self.network = NetworkTab(settings, self)
        self.voice = VoiceTab(settings, self)
        self.tabs.addTab(self.account, self.tr("Account"))
        self.tabs.addTab(self.endpoints, self.tr("Endpoints"))
        self.tabs.addTab(self.general, self.tr("General"))
        self.tabs.addTab(self.models, self.tr("Models"))
        self.tabs.addTab(self.network, self.tr("Network"))
        self.tabs.addTab(self.voice, self.tr("Voice"))
        self.general.desktop_shortcuts.useToggled.connect(self.desktopShortcutsToggled)

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
        self.account.key_input.setFocus()

    def accept(self) -> None:
        """Save only settings that can work; otherwise say what is wrong and stay open."""
        found = problems(self.result_settings(), include_base_url=not self._base_url_from_env)
        if found:
            self.set_error("\n".join(found))
            return
        super().accept()

    def set_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def show_section(self, section: Section) -> None:
        self.tabs.setCurrentIndex(DIALOG_TABS.index(section))

    # ---- the desktop-wide shortcuts (General), as the presenter learns about them ---------

    def set_shortcut_service(self, available: bool) -> None:
        self.general.desktop_shortcuts.set_available(available)

    def set_shortcut_triggers(self, triggers: dict[str, str]) -> None:
        self.general.desktop_shortcuts.set_triggers(triggers)

    def set_shortcut_problem(self, text: str) -> None:
        self.general.desktop_shortcuts.set_problem(text)

    # ---- results -------------------------------------------------------------------------

    def control(self, setting: str) -> QWidget:
        """The control made from a plain setting's declaration, whichever tab shows it."""
        for tab in self._tabs():
            if setting in tab.rows.controls:
                return tab.rows.controls[setting]
        raise KeyError(setting)

    def _tabs(self) -> tuple[Any, ...]:
        return (self.account, self.endpoints, self.general, self.models, self.network, self.voice)

    def entered_key(self) -> str:
        return self.account.entered_key()

    def forget_key(self) -> bool:
        """Whether "Forget the stored key" is ticked."""
        return self.account.forget_key_check.isChecked()

    def entered_base_url(self) -> str:
        return self.account.entered_base_url()

    def entered_quick_prompts(self) -> list[str]:
        return self.models.entered_quick_prompts()

    def entered_profile_keys(self) -> dict[str, str]:
        """Keys typed for endpoint profiles (profile id -> key)."""
        return self.endpoints.entered_keys()

    def removed_profiles(self) -> set[str]:
        return self.endpoints.removed()

    def result_settings(self) -> Settings:
        """The settings as entered (the base URL stays as it was when it came from the
        environment for this run)."""
        s = self._settings
        entered = replace(
            s, base_url=s.base_url if self._base_url_from_env else self.entered_base_url()
        )
        for tab in self._tabs():
            entered = tab.apply(entered)
        return entered
