"""The settings dialog: ``SettingsDialog`` (dialog.py) with one module per group of tabs
(account, endpoints, preferences: General and Models, network) and the searchable model
picker of the Models tab (model_picker.py); the first-run sheet that asks for a key when
there is none (first_run.py); ``SettingsPresenter`` (presenter.py) opens them."""

from app.ui.settings.dialog import SettingsDialog
from app.ui.settings.preferences import LANGUAGES

__all__ = ["LANGUAGES", "SettingsDialog"]
