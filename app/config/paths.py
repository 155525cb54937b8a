"""Where data lives: the data folder, the files the app keeps in it, and the environment
variables that override them for a run. Never holds secrets.

Environment overrides (the README lists them for users and scripts):
- COMETDESK_BASE_URL: API base URL for this run (``Settings.effective_base_url``).
- COMETDESK_API_KEY: API key for this run only (read by app.secrets, never written).
- COMETDESK_DATA_DIR: settings, database and image blobs.
- COMETDESK_SYNC_PASSPHRASE, COMETDESK_SYNC_SECRET: the sync passphrase and the storage's
  password (or S3 secret key) for this run only (used by the sync commands, never written).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

SETTINGS_FILENAME = "settings.json"
SYNC_STATE_FILENAME = "sync-state.sqlite3"  # app.sync.local_state: no file, no sync set up
APP_NAME = "cometdesk"
SYNC_PASSPHRASE_ENV = "COMETDESK_SYNC_PASSPHRASE"
SYNC_SECRET_ENV = "COMETDESK_SYNC_SECRET"  # the storage password or S3 secret key
# A random id made once per data folder: only its hash leaves the machine (safety_identifier).
PROFILE_ID_FILENAME = "profile-id"


def data_dir(env: Mapping[str, str] = os.environ) -> Path:
    override = env.get("COMETDESK_DATA_DIR")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def local_profile_id(directory: Path) -> str:
    """This data folder's random id, made the first time it is asked for. Never a name nor
    a key: a copy of the folder is the same profile, another folder another one."""
    import secrets

    from app.data_folder import private_mkdir

    path = directory / PROFILE_ID_FILENAME
    try:
        existing = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        existing = ""
    if existing:
        return existing
    private_mkdir(directory)
    made = secrets.token_hex(16)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(made + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return made
