"""Which settings sync is each setting's declaration (``syncs`` in app/config/settings.py):
two machines (two data folders) sync through a folder storage after the first changed every
setting, and the second takes exactly the ones declared to sync; a setting of this
machine's own (its proxy, its window, its desktop's shortcuts…) never reaches the other.
The test walks the schema, so a setting added later is covered without being named here.
An item of a setting that does not sync, or a value the setting does not take, is not
applied."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from app import config
from app.config import SCHEMA, Profile, Setting, Settings
from app.mcp.config import ToolSettings
from app.services.presets import Presets
from app.services.prompts.library import Prompts
from app.services.sync.preferences import items_of, with_items
from app.storage import DB_FILENAME, open_database
from app.sync import RemoteConfig
from tests.support.sync_rounds import run_sync_round

PASSPHRASE = "correct horse battery staple 42"


def _another_value(spec: Setting) -> Any:
    """A value the setting takes that is not its default."""
    default = spec.default()
    if spec.reader is not None:
        return [Profile("p-lab", "Lab", "https://lab.example/v1")]
    if spec.type is bool:
        return not default
    if spec.choices:
        return next(c.value for c in spec.choices if c.value != default)
    if spec.suggestions:
        return next(s for s in spec.suggestions if s != default)
    if spec.bounds is not None:
        low = spec.bounds[0]
        value = low + 1 if default != low + 1 else low + 2
        return float(value) if spec.type in (float, float | None) else int(value)
    if spec.type == list[int]:
        return [111, 222]
    if spec.type == list[str]:
        return [f"{spec.name} on A"]
    assert spec.type is str, spec.name
    return f"{spec.name} on A"


def _sync(data_dir: Path, storage: Path) -> None:
    run_sync_round(data_dir, RemoteConfig.parse(["folder", str(storage)]), None, PASSPHRASE)


def test_only_the_settings_declared_to_sync_reach_the_other_machine(tmp_path: Path) -> None:
    a, b, storage = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    for data_dir in (a, b):
        open_database(data_dir / DB_FILENAME)[0].close()
    on_a = Settings(**{name: _another_value(spec) for name, spec in SCHEMA.items()})
    assert all(getattr(on_a, n) != getattr(Settings(), n) for n in SCHEMA)
    config.save_settings(a, on_a)

    _sync(a, storage)
    _sync(b, storage)

    on_b = config.load_settings(b)
    # Where this machine is, how its window is laid out, what it used lately, what its
    # desktop offers, whether it sends its safety identifier.
    assert {n for n, spec in SCHEMA.items() if not spec.syncs} == {
        *("proxy", "ca_bundle", "global_shortcuts", "send_safety_identifier"),
        *("window_geometry", "pane_sizes", "sidebar_visible", "inspector_visible"),
        "recent_models",
    }
    for name, spec in SCHEMA.items():
        expected = getattr(on_a, name) if spec.syncs else getattr(Settings(), name)
        assert getattr(on_b, name) == expected, name
    assert config.load_settings(a) == on_a  # A keeps its own, local ones too


def _nothing() -> tuple[Presets, ToolSettings, Prompts]:
    return Presets(), ToolSettings(), Prompts()


def test_the_items_hold_no_local_setting_and_one_sent_anyway_is_not_applied() -> None:
    items = items_of(Settings(proxy="http://proxy.a.example:3128"), *_nothing())
    sent = {key.partition("/")[2] for key in items if key.startswith("settings/")}
    assert sent == {name for name, spec in SCHEMA.items() if spec.syncs}
    assert "http://proxy.a.example:3128" not in repr(items)

    # An older version (or a damaged item) sends it all the same: it is not applied.
    mine = Settings(proxy="http://mine.example:8080")
    changes = {"settings/proxy": "http://theirs.example:3128", "settings/theme": "dark"}
    after, *_ = with_items(mine, *_nothing(), changes)
    assert after == replace(mine, theme="dark")


def test_a_value_the_setting_does_not_take_keeps_this_machines_and_is_said(
    caplog: pytest.LogCaptureFixture,
) -> None:
    mine = Settings(theme="light", font_size=15)
    changes = {
        "settings/theme": "sepia",  # a choice of a newer version
        "settings/font_size": "big",
        "settings/read_timeout_s": None,
        "settings/default_model": "gpt-5",
    }
    with caplog.at_level(logging.WARNING, logger="app.services.sync.preferences"):
        after, *_ = with_items(mine, *_nothing(), changes)
    assert after == replace(mine, default_model="gpt-5")
    said = caplog.text
    assert 'theme is "sepia"' in said and 'font_size is "big"' in said
    assert "read_timeout_s is null" in said
