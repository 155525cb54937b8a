"""Where data lives and which endpoint to talk to. Never holds secrets.

Environment overrides (the README lists them for users and scripts):
- COMETDESK_BASE_URL: API base URL for this run.
- COMETDESK_API_KEY: API key for this run only (read by app.secrets, never written).
- COMETDESK_DATA_DIR: settings, database and image blobs.
- COMETDESK_SYNC_PASSPHRASE, COMETDESK_SYNC_SECRET: the sync passphrase and the storage's
  password (or S3 secret key) for this run only (used by the sync commands, never written).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

DEFAULT_BASE_URL = "https://api.cometapi.com/v1"
DEFAULT_MODEL = "gpt-4o-mini"
KEY_CONSOLE_URL = "https://api.cometapi.com/console/token"
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


DEFAULT_PROFILE = "default"  # also the keyring account of the key users stored before profiles


@dataclass(frozen=True, slots=True)
class Profile:
    """An OpenAI-compatible endpoint. Its key is in the keyring under account = id."""

    id: str
    name: str
    base_url: str


@dataclass(frozen=True, slots=True)
class Settings:
    """User preferences, stored as JSON in the data dir. No field may ever hold a key."""

    base_url: str = DEFAULT_BASE_URL  # the default (CometAPI) profile's
    # Further endpoints; the default profile is always there and is not in this list.
    profiles: list[Profile] = field(default_factory=list)
    proxy: str = ""  # "" = the system proxy; else http://, https:// or socks5:// URL
    ca_bundle: str = ""  # a PEM file of extra trusted CA certificates (corporate proxies)
    default_model: str = DEFAULT_MODEL
    temperature: float | None = None
    max_tokens: int | None = None
    system_prompt: str = ""
    recent_models: list[str] = field(default_factory=list)
    favourite_models: list[str] = field(default_factory=list)
    read_timeout_s: float = 120.0  # longest silence inside a stream before giving up
    image_policy: str = "openai_high"  # app.media.ResizePolicy value
    send_shortcut: str = "enter"  # "enter" or "ctrl+enter"; the other one inserts a newline
    theme: str = "system"  # "system", "light" or "dark"
    language: str = ""  # a locale name such as "ja"; empty follows the system
    font_size: int = 0  # transcript/composer point size; 0 keeps the platform default
    show_token_counts: bool = True  # tokens in / out under each reply
    # The window as it was left: geometry (Qt's saved state, base64), the panes' widths and
    # which of the side panes were shown. A first run opens without the inspector: the
    # conversation first, the parameters a click (or Ctrl+I) away.
    window_geometry: str = ""
    pane_sizes: list[int] = field(default_factory=list)
    sidebar_visible: bool = True
    inspector_visible: bool = False
    auto_title: bool = True
    auto_title_model: str = ""  # empty: the cheapest known model, else the first words
    quick_prompts: list[str] = field(
        default_factory=lambda: [
            "Describe this image.",
            "Extract the text.",
            "What is unusual here?",
        ]
    )
    # Keys bound desktop-wide through the desktop's shortcut portal (Quick ask, Capture
    # region): the desktop of this machine keeps them, so the choice does not sync.
    global_shortcuts: bool = False
    # Send a hash of this data folder's random id as safety_identifier, so the provider can
    # tell one person's misuse from another's without learning who they are.
    send_safety_identifier: bool = True
    # Voice (docs/voice.md): the model dictation is transcribed with, and the model and
    # voice replies are read aloud with.
    transcription_model: str = "gpt-4o-mini-transcribe"
    speech_model: str = "tts-1"
    speech_voice: str = "alloy"
    # /responses: the server keeps each reply (store) and later turns send only the new
    # input after the previous reply's id (previous_response_id), not the whole history.
    server_keeps_conversation: bool = False
    # Ask before sending to a model priced far above the usual (app.services.price_check),
    # except the models the person said not to ask about again.
    confirm_expensive_models: bool = True
    expensive_models_allowed: list[str] = field(default_factory=list)

    def effective_base_url(self, env: Mapping[str, str] = os.environ) -> str:
        return (env.get("COMETDESK_BASE_URL") or self.base_url).rstrip("/")

    def all_profiles(self, env: Mapping[str, str] = os.environ) -> list[Profile]:
        default = Profile(DEFAULT_PROFILE, "CometAPI", self.effective_base_url(env))
        return [default, *self.profiles]

    def profile(self, profile_id: str, env: Mapping[str, str] = os.environ) -> Profile:
        """The profile with this id; the default one for "" or an id that no longer exists."""
        found = [p for p in self.all_profiles(env) if p.id == (profile_id or DEFAULT_PROFILE)]
        return found[0] if found else self.all_profiles(env)[0]

    def with_recent_model(self, model: str) -> Settings:
        recent = [model, *(m for m in self.recent_models if m != model)][:10]
        return replace(self, recent_models=recent, default_model=model)


def load_settings(directory: Path) -> Settings:
    path = directory / SETTINGS_FILENAME
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError):
        # A damaged settings file must not stop the app; keep it for inspection.
        path.replace(path.with_suffix(".json.bad"))
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    known = Settings.__dataclass_fields__
    values = {k: v for k, v in raw.items() if k in known}
    values["profiles"] = [
        Profile(str(p["id"]), str(p.get("name") or p["id"]), str(p.get("base_url") or ""))
        for p in raw.get("profiles") or []
        if isinstance(p, dict) and p.get("id") and p.get("id") != DEFAULT_PROFILE
    ]
    try:
        return Settings(**values)
    except TypeError:
        return Settings()  # a field of the wrong kind: defaults, the file is left as it is


def save_settings(directory: Path, settings: Settings) -> None:
    from app.data_folder import private_mkdir

    private_mkdir(directory)  # 0700; mkstemp below makes the file 0600
    path = directory / SETTINGS_FILENAME
    # Write then rename, so a crash never leaves a half-written file.
    import tempfile  # ~4 ms to import: only when settings are written

    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".settings-", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(asdict(settings), fh, indent=2, sort_keys=True)
    os.replace(tmp, path)


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
