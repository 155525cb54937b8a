"""Where data lives and what the person chose. Never holds secrets.

- ``paths``: the data folder, the files kept in it, the environment overrides;
- ``schema``: how a setting is declared (``setting()``) and checked (``Setting.read``);
- ``settings``: every setting, declared once (``Settings``, ``SCHEMA``), and the file.

The names most code needs are here, so ``from app.config import Settings`` reads as before.
"""

from __future__ import annotations

from app.config.paths import (
    APP_NAME,
    PROFILE_ID_FILENAME,
    SETTINGS_FILENAME,
    SYNC_PASSPHRASE_ENV,
    SYNC_SECRET_ENV,
    SYNC_STATE_FILENAME,
    data_dir,
    local_profile_id,
)
from app.config.schema import Section, Setting
from app.config.settings import (
    DEFAULT_BASE_URL,
    DEFAULT_MODEL,
    DEFAULT_PROFILE,
    KEY_CONSOLE_URL,
    SCHEMA,
    Profile,
    Settings,
    load_settings,
    save_settings,
)

__all__ = [
    "APP_NAME",
    "DEFAULT_BASE_URL",
    "DEFAULT_MODEL",
    "DEFAULT_PROFILE",
    "KEY_CONSOLE_URL",
    "PROFILE_ID_FILENAME",
    "SCHEMA",
    "SETTINGS_FILENAME",
    "SYNC_PASSPHRASE_ENV",
    "SYNC_SECRET_ENV",
    "SYNC_STATE_FILENAME",
    "Profile",
    "Section",
    "Setting",
    "Settings",
    "data_dir",
    "load_settings",
    "local_profile_id",
    "save_settings",
]
