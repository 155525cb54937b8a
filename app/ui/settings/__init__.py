"""The settings dialog: ``SettingsDialog`` (dialog.py) with one module per group of tabs
(account, endpoints, preferences: General and Models, network)."""

from app.ui.settings.dialog import SettingsDialog
from app.ui.settings.preferences import LANGUAGES

__all__ = ["LANGUAGES", "SettingsDialog"]
