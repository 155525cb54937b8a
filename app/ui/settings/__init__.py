"""The settings dialog: ``SettingsDialog`` (dialog.py) with one module per group of tabs
(account, endpoints, preferences: General and Models, network) and the searchable model
picker of the Models tab (model_picker.py); the first-run sheet that asks for a key when
there is none (first_run.py); ``SettingsPresenter`` (presenter.py) opens them.

Nothing is imported here: the presenter is made at start-up, the dialogs only when one is
opened, so a start pays for none of their modules."""
