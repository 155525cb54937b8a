"""Settings declared once (app/config/settings.py): every field of Settings has a declaration
and the schema nothing else; a value of the wrong type or out of range is refused with a
logged sentence and the default kept; a setting stays on its machine unless declared to
sync; a declaration that contradicts its own default fails at import."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import pytest

from app import config
from app.config import SCHEMA, Profile, Section, Settings
from app.config.schema import Choice, Rejected, collect, setting
from app.media import ResizePolicy
from app.services.settings_store import SettingsStore


def _load(tmp_path: Path, values: dict[str, Any]) -> Settings:
    (tmp_path / config.SETTINGS_FILENAME).write_text(json.dumps(values), encoding="utf-8")
    return config.load_settings(tmp_path)


def test_every_field_is_declared_and_the_schema_holds_nothing_else() -> None:
    assert list(SCHEMA) == [f.name for f in fields(Settings)]
    for name, spec in SCHEMA.items():
        assert spec.name == name and spec.label, name
        assert spec.read(spec.default()) == getattr(Settings(), name), name


def test_a_field_declared_without_setting_is_refused_at_import() -> None:
    @dataclass
    class Undeclared:
        shown: bool = setting(True, section=Section.GENERAL, label="Shown")
        forgotten: int = 3

    with pytest.raises(TypeError, match=r"Undeclared\.forgotten is not declared"):
        collect(Undeclared)


def test_a_default_its_own_declaration_refuses_fails_at_import() -> None:
    @dataclass
    class Contradicts:
        size: int = setting(40, section=Section.GENERAL, label="Size", bounds=(0, 32))

    with pytest.raises(TypeError, match="size is 40, not a whole number from 0 to 32"):
        collect(Contradicts)


def test_a_new_setting_stays_on_its_machine_unless_declared_to_sync() -> None:
    @dataclass
    class Probe:
        quiet: bool = setting(False, section=Section.GENERAL, label="Quiet")
        shared: bool = setting(False, section=Section.GENERAL, label="Shared", syncs=True)

    declared = collect(Probe)
    assert not declared["quiet"].syncs and declared["shared"].syncs


def test_wrong_types_give_the_default_and_a_logged_sentence(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="app.config.settings"):
        loaded = _load(
            tmp_path,
            {
                "font_size": "big",
                "show_token_counts": "no",
                "read_timeout_s": None,
                "theme": "dark",  # a good value next to the bad ones is kept
                "default_model": "gpt-5",
            },
        )
    assert loaded == Settings(theme="dark", default_model="gpt-5")
    sentences = [r.getMessage() for r in caplog.records]
    assert len(sentences) == 3, sentences
    font, counts, timeout = sentences
    assert 'font_size is "big", not a whole number from 0 to 32' in font
    assert font.endswith("the default, 0, is used instead.")
    assert 'show_token_counts is "no", not true or false' in counts
    assert "read_timeout_s is null, not a number from 1 to 3600" in timeout
    assert str(tmp_path / config.SETTINGS_FILENAME) in font


@pytest.mark.parametrize(
    ("name", "value", "words"),
    [
        ("font_size", 99, "from 0 to 32"),
        ("font_size", True, "a whole number"),  # a yes/no is no number
        ("font_size", 12.5, "a whole number"),
        ("theme", "sepia", 'one of "system", "light", "dark"'),
        ("image_policy", "huge", '"openai_high"'),
        ("language", "fr", '"zh_CN"'),
        ("send_shortcut", "shift+enter", '"ctrl+enter"'),
        ("temperature", 5, "a number from 0 to 2, or null"),
        ("max_tokens", 0, "a whole number of at least 1, or null"),
        ("read_timeout_s", float("nan"), "a number from 1 to 3600"),
        ("quick_prompts", ["fine", 3], "a list of texts"),
        ("quick_prompts", "Describe this image.", "a list of texts"),
        ("pane_sizes", [200, "wide"], "a list of whole numbers"),
        ("profiles", {"id": "p-1"}, "in the form this version reads"),
        ("proxy", 8080, "text"),
    ],
)
def test_out_of_range_or_of_another_kind_is_refused(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, name: str, value: Any, words: str
) -> None:
    with pytest.raises(Rejected) as refused:
        SCHEMA[name].read(value)
    assert str(refused.value).startswith(f"{name} is ") and words in str(refused.value)
    with caplog.at_level(logging.WARNING, logger="app.config.settings"):
        assert getattr(_load(tmp_path, {name: value}), name) == getattr(Settings(), name)
    assert [words in r.getMessage() for r in caplog.records] == [True]


def test_values_it_takes_are_read_as_the_field_holds_them(tmp_path: Path) -> None:
    loaded = _load(
        tmp_path,
        {
            "read_timeout_s": 600,  # a whole number is a number
            "temperature": None,
            "max_tokens": 512,
            "language": "",
            "speech_voice": "a voice this version never heard of",  # suggestions, not choices
            "profiles": [
                {"id": "p-1", "name": "Lab", "base_url": "http://127.0.0.1:8080/v1"},
                {"id": "p-2"},  # a name and a URL are filled in
                {"name": "no id"},  # left out
                {"id": "default", "name": "CometAPI"},  # always there, never listed
            ],
            "a_setting_of_a_newer_version": 1,
        },
    )
    assert loaded.read_timeout_s == 600.0 and isinstance(loaded.read_timeout_s, float)
    assert (loaded.temperature, loaded.max_tokens) == (None, 512)
    assert loaded.speech_voice == "a voice this version never heard of"
    assert loaded.profiles == [
        Profile("p-1", "Lab", "http://127.0.0.1:8080/v1"),
        Profile("p-2", "p-2", ""),
    ]


def test_a_file_that_is_no_object_gives_the_defaults_and_a_sentence(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / config.SETTINGS_FILENAME).write_text("[1, 2]", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="app.config.settings"):
        assert config.load_settings(tmp_path) == Settings()
    assert "not a JSON object" in caplog.text


def test_every_setting_survives_the_file(tmp_path: Path) -> None:
    changed = Settings(
        profiles=[Profile("p-1", "Lab", "http://127.0.0.1:8080/v1")],
        font_size=17,
        theme="dark",
        temperature=0.4,
        pane_sizes=[220, 700, 300],
        quick_prompts=["One", "Two"],
    )
    config.save_settings(tmp_path, changed)
    assert config.load_settings(tmp_path) == changed


def test_the_choices_are_those_the_app_has() -> None:
    assert {c.value for c in SCHEMA["image_policy"].choices} == {p.value for p in ResizePolicy}
    assert all(isinstance(c, Choice) and c.label for c in SCHEMA["theme"].choices)


def test_subscribing_to_a_name_that_is_no_setting_is_refused(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, Settings())
    try:
        with pytest.raises(ValueError, match="no such setting: font_sise"):
            store.subscribe(lambda _old, _new: None, fields=("theme", "font_sise"))
        store.subscribe(lambda _old, _new: None, fields=("theme",))
    finally:
        store.close()
