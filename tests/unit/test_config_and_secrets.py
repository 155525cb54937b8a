from __future__ import annotations

import json
from pathlib import Path

from app import config
from app.secrets import MemoryKeyStore, env_key, redact


def test_data_dir_honours_env(tmp_path: Path) -> None:
    assert config.data_dir({"COMETDESK_DATA_DIR": str(tmp_path)}) == tmp_path
    assert config.data_dir({}).name == "cometdesk"


def test_base_url_env_override_wins() -> None:
    settings = config.Settings(base_url="https://example.invalid/v1/")
    assert settings.effective_base_url({}) == "https://example.invalid/v1"
    assert settings.effective_base_url({"COMETDESK_BASE_URL": "http://127.0.0.1:9/v1"}) == (
        "http://127.0.0.1:9/v1"
    )


def test_settings_round_trip_and_recent_models(tmp_path: Path) -> None:
    s = config.Settings().with_recent_model("a").with_recent_model("b").with_recent_model("a")
    config.save_settings(tmp_path, s)
    loaded = config.load_settings(tmp_path)
    assert loaded.recent_models == ["a", "b"]
    assert loaded.default_model == "a"


def test_damaged_settings_file_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / config.SETTINGS_FILENAME).write_text("{not json", encoding="utf-8")
    assert config.load_settings(tmp_path) == config.Settings()
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == "{not json"


def test_settings_never_have_a_key_field(tmp_path: Path) -> None:
    config.save_settings(tmp_path, config.Settings())
    data = json.loads((tmp_path / config.SETTINGS_FILENAME).read_text(encoding="utf-8"))
    assert not any("key" in name.lower() for name in data)


def test_memory_keystore() -> None:
    store = MemoryKeyStore()
    assert store.get() is None
    store.set("sk-one")
    store.set("sk-two", "other")
    assert (store.get(), store.get("other")) == ("sk-one", "sk-two")
    store.delete()
    store.delete()  # deleting twice is fine
    assert store.get() is None


def test_env_key_ignores_blank() -> None:
    assert env_key({"COMETDESK_API_KEY": "  "}) is None
    assert env_key({"COMETDESK_API_KEY": " sk-x "}) == "sk-x"


def test_redact_removes_known_and_key_shaped_secrets() -> None:
    text = "401 for sk-abcdefghijklmnop with Bearer xyz123456789 and mykey-42"
    out = redact(text, "mykey-42")
    assert "sk-abcdefghijklmnop" not in out
    assert "xyz123456789" not in out
    assert "mykey-42" not in out
    assert out.count("[redacted]") == 3
