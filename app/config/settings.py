"""Every setting, declared once (app.config.schema says how), and the settings file.

A setting is a field of ``Settings`` declared with ``setting(...)``: its type, its default,
its range or choices, whether it syncs, and its section and label. Loading, sync, the checks
before saving and the settings dialog follow the declaration; a plain setting (a yes/no, a
number with a range, a choice) shows in its tab of the dialog with nothing else written.
Fields are grouped by the tab that shows them, in the order it shows them.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from app.config.paths import SETTINGS_FILENAME
from app.config.schema import Check, Choice, Rejected, Section, Setting, collect, setting
from app.translation import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.cometapi.com/v1"
DEFAULT_MODEL = "gpt-4o-mini"
KEY_CONSOLE_URL = "https://api.cometapi.com/console/token"
DEFAULT_PROFILE = "default"  # also the keyring account of the key users stored before profiles


@dataclass(frozen=True, slots=True)
class Profile:
    """An OpenAI-compatible endpoint. Its key is in the keyring under account = id."""

    id: str
    name: str
    base_url: str


def _profiles(value: Any) -> list[Profile]:
    """Endpoint profiles from JSON. An entry without an id, or the default profile's (it is
    always there and never listed), is left out."""
    if not isinstance(value, list):
        raise TypeError("profiles")
    return [
        Profile(str(p["id"]), str(p.get("name") or p["id"]), str(p.get("base_url") or ""))
        for p in value
        if isinstance(p, dict) and p.get("id") and p.get("id") != DEFAULT_PROFILE
    ]


# Each language named in itself, as language menus do (app/ui/shell/i18n.py ships them).
_LANGUAGES = (
    Choice("", QT_TRANSLATE_NOOP("SettingsDialog", "System language")),
    Choice("en", "English"),
    Choice("ja", "日本語"),
    Choice("ko", "한국어"),
    Choice("uk", "Українська"),
    Choice("zh_CN", "简体中文"),
)
_VOICES = (
    *("alloy", "ash", "ballad", "coral", "echo", "fable"),
    *("nova", "onyx", "sage", "shimmer", "verse"),
)


@dataclass(frozen=True, slots=True)
class Settings:
    """User preferences, stored as JSON in the data dir. No field may ever hold a key."""

    # ---- Account --------------------------------------------------------------------------
    base_url: str = setting(  # the default (CometAPI) profile's
        DEFAULT_BASE_URL,
        section=Section.ACCOUNT,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Base URL"),
        check=Check.BASE_URL,
        syncs=True,
    )
    # /responses: the server keeps each reply (store) and later turns send only the new
    # input after the previous reply's id (previous_response_id), not the whole history.
    server_keeps_conversation: bool = setting(
        False,
        section=Section.ACCOUNT,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Let the server keep the conversation"),
        hint=QT_TRANSLATE_NOOP(
            "SettingsDialog",
            "On the Responses API, the server stores each reply and later turns send only "
            "the new message. Faster and cheaper for long chats; the server keeps your "
            "conversation for a while.",
        ),
        syncs=True,
    )

    # ---- Endpoints: further endpoints; the default profile is always there, not listed ---
    profiles: list[Profile] = setting(
        factory=list,
        section=Section.ENDPOINTS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Endpoint profiles"),
        reader=_profiles,
        check=Check.PROFILE_URLS,
        syncs=True,
    )

    # ---- General --------------------------------------------------------------------------
    send_shortcut: str = setting(  # the other one inserts a newline
        "enter",
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Send with"),
        choices=(
            Choice("enter", QT_TRANSLATE_NOOP("SettingsDialog", "Enter (Shift+Enter: new line)")),
            Choice(
                "ctrl+enter", QT_TRANSLATE_NOOP("SettingsDialog", "Ctrl+Enter (Enter: new line)")
            ),
        ),
        syncs=True,
    )
    theme: str = setting(
        "system",
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Theme"),
        choices=(
            Choice("system", QT_TRANSLATE_NOOP("SettingsDialog", "Follow the system")),
            Choice("light", QT_TRANSLATE_NOOP("SettingsDialog", "Light")),
            Choice("dark", QT_TRANSLATE_NOOP("SettingsDialog", "Dark")),
        ),
        syncs=True,
    )
    language: str = setting(  # empty follows the system
        "",
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Language"),
        choices=_LANGUAGES,
        hint=QT_TRANSLATE_NOOP("SettingsDialog", "A new language applies after a restart."),
        syncs=True,
    )
    font_size: int = setting(  # transcript and composer; 0 keeps the platform's
        0,
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Text size"),
        bounds=(0, 32),
        unit=QT_TRANSLATE_NOOP("SettingsDialog", " pt"),
        minimum_label=QT_TRANSLATE_NOOP("SettingsDialog", "Default"),
        syncs=True,
    )
    show_token_counts: bool = setting(  # tokens in / out under each reply
        True,
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Show token counts under replies"),
        syncs=True,
    )
    # Send a hash of this data folder's random id as safety_identifier, so the provider can
    # tell one person's misuse from another's without learning who they are.
    send_safety_identifier: bool = setting(
        True,
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Send an anonymous safety identifier"),
        hint=QT_TRANSLATE_NOOP(
            "SettingsDialog",
            "A hash of a random id of this data folder (never your name or key), so the "
            "provider can tell abuse from one person apart from everyone else's.",
        ),
    )
    # Keys bound desktop-wide through the desktop's shortcut portal (Quick ask, Capture
    # region): the desktop of this machine keeps them, so the choice does not sync.
    global_shortcuts: bool = setting(
        False,
        section=Section.GENERAL,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Use desktop-wide shortcuts"),
        hint=QT_TRANSLATE_NOOP(
            "SettingsDialog",
            "The desktop asks you to confirm the keys, and lets you change them in its own "
            "settings.",
        ),
    )

    # ---- Models: defaults for new chats, titles, the stream, images, prices ---------------
    default_model: str = setting(
        DEFAULT_MODEL,
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Default model"),
        syncs=True,
    )
    system_prompt: str = setting(
        "",
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Default system prompt"),
        syncs=True,
    )
    auto_title: bool = setting(
        True,
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP(
            "SettingsDialog",
            "Give new chats a short title (asks a small, cheap model after the first reply)",
        ),
        syncs=True,
    )
    auto_title_model: str = setting(  # empty: the cheapest known model, else the first words
        "",
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Title model"),
        syncs=True,
    )
    read_timeout_s: float = setting(  # longest silence inside a stream before giving up
        120.0,
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Stream timeout"),
        bounds=(1, 3600),
        unit=QT_TRANSLATE_NOOP("SettingsDialog", " s"),
        hint=QT_TRANSLATE_NOOP(
            "SettingsDialog",
            "How long a reply may stay silent before it is given up. Reasoning models "
            "can think for minutes before their first word.",
        ),
        syncs=True,
    )
    image_policy: str = setting(  # an app.media.ResizePolicy value
        "openai_high",
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Image size policy"),
        choices=(
            Choice(
                "openai_high",
                QT_TRANSLATE_NOOP(
                    "SettingsDialog", "Best for high detail (long ≤ 2048, short ≤ 768)"
                ),
            ),
            Choice("fit_2048", QT_TRANSLATE_NOOP("SettingsDialog", "Fit 2048 px")),
            Choice("fit_1568", QT_TRANSLATE_NOOP("SettingsDialog", "Fit 1568 px")),
            Choice("fit_768", QT_TRANSLATE_NOOP("SettingsDialog", "Fit 768 px")),
            Choice(
                "original",
                QT_TRANSLATE_NOOP("SettingsDialog", "Original size (metadata still removed)"),
            ),
        ),
        syncs=True,
    )
    quick_prompts: list[str] = setting(
        factory=lambda: ["Describe this image.", "Extract the text.", "What is unusual here?"],
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Image quick prompts"),
        syncs=True,
    )
    # Ask before sending to a model priced far above the usual (app.services.price_check),
    # except the models the person said not to ask about again.
    confirm_expensive_models: bool = setting(
        True,
        section=Section.MODELS,
        label=QT_TRANSLATE_NOOP(
            "SettingsDialog", "Ask before sending to a model priced far above my usual ones"
        ),
        hint=QT_TRANSLATE_NOOP(
            "SettingsDialog",
            "Once per model: when its output price is at least ten times that of the "
            "models you used lately (and at least $20 per million output tokens).",
        ),
        syncs=True,
    )

    # ---- Network: where this machine is; neither syncs -----------------------------------
    proxy: str = setting(  # "" = the system proxy; else an http://, https:// or socks5:// URL
        "",
        section=Section.NETWORK,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Proxy"),
        hint=QT_TRANSLATE_NOOP(
            "SettingsDialog", "http://host:port, https://host:port or socks5://host:port"
        ),
        check=Check.PROXY,
    )
    ca_bundle: str = setting(  # extra trusted CA certificates (corporate proxies)
        "",
        section=Section.NETWORK,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "CA certificates"),
        check=Check.CA_FILE,
    )

    # ---- Voice (docs/voice.md): dictation's model, and the model and voice of Read aloud --
    transcription_model: str = setting(
        "gpt-4o-mini-transcribe",
        section=Section.VOICE,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Transcription model"),
        suggestions=("gpt-4o-mini-transcribe", "gpt-4o-transcribe", "whisper-1"),
        syncs=True,
    )
    speech_model: str = setting(
        "tts-1",
        section=Section.VOICE,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Speech model"),
        suggestions=("tts-1", "tts-1-hd", "gpt-4o-mini-tts"),
        syncs=True,
    )
    speech_voice: str = setting(
        "alloy",
        section=Section.VOICE,
        label=QT_TRANSLATE_NOOP("SettingsDialog", "Voice"),
        suggestions=_VOICES,
        syncs=True,
    )

    # ---- The window as it was left: Qt's saved geometry (base64), the panes' widths, which
    # side panes were shown. A first run opens without the inspector: the conversation
    # first, the parameters a click (or Ctrl+I) away. This machine's screen: no sync.
    window_geometry: str = setting("", section=Section.WINDOW, label="Window geometry")
    pane_sizes: list[int] = setting(factory=list, section=Section.WINDOW, label="Pane widths")
    sidebar_visible: bool = setting(True, section=Section.WINDOW, label="Conversations shown")
    inspector_visible: bool = setting(False, section=Section.WINDOW, label="Parameters shown")

    # ---- Recorded as the app is used ------------------------------------------------------
    recent_models: list[str] = setting(  # what this machine used lately
        factory=list, section=Section.RECORDED, label="Recent models"
    )
    favourite_models: list[str] = setting(
        factory=list, section=Section.RECORDED, label="Favourite models", syncs=True
    )
    # "Don't ask again" for these (confirm_expensive_models); Models ▸ Ask again forgets them.
    expensive_models_allowed: list[str] = setting(
        factory=list, section=Section.RECORDED, label="Models not asked about again", syncs=True
    )

    # ---- Only in settings.json: a new chat's parameters where no preset says otherwise ----
    temperature: float | None = setting(
        None, section=Section.FILE, label="Temperature", bounds=(0, 2), syncs=True
    )
    max_tokens: int | None = setting(
        None, section=Section.FILE, label="Max tokens", bounds=(1, None), syncs=True
    )

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


SCHEMA: Mapping[str, Setting] = collect(Settings)


def _from_json(raw: Mapping[str, Any], where: str) -> Settings:
    """Settings from their JSON object. A value its setting does not take is logged (a
    sentence naming ``where`` it came from) and the default kept; a name this version does
    not know (a newer version's setting) is left out."""
    values: dict[str, Any] = {}
    for name, value in raw.items():
        spec = SCHEMA.get(name)
        if spec is None:
            continue
        try:
            values[name] = spec.read(value)
        except Rejected as why:
            default = json.dumps(asdict(Settings()).get(name), ensure_ascii=False)
            log.warning("%s: %s; the default, %s, is used instead.", where, why, default)
    return Settings(**values)


def load_settings(directory: Path) -> Settings:
    path = directory / SETTINGS_FILENAME
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError):
        # A damaged settings file must not stop the app; keep it for inspection.
        path.replace(path.with_suffix(".json.bad"))
        log.warning("%s could not be read; it is kept as settings.json.bad.", path)
        return Settings()
    if not isinstance(raw, dict):
        log.warning("%s holds no settings (not a JSON object); the defaults are used.", path)
        return Settings()
    return _from_json(raw, str(path))


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
