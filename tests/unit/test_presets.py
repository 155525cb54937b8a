"""Presets in a real JSON file: saved, replaced by name, a default, damaged files."""

from __future__ import annotations

import json
from pathlib import Path

from app.domain import Params
from app.services.presets import PRESETS_FILENAME, Presets, load_presets, save_presets


def test_presets_round_trip_with_default_and_replace(tmp_path: Path) -> None:
    precise = Params(model="gpt-4o", temperature=0.1, system_prompt="Be exact.")
    creative = Params(model="", temperature=1.2)
    presets = Presets().put("Precise", precise).put("Creative", creative).with_default("Precise")
    presets = presets.put("Precise", Params(model="gpt-4o", temperature=0.2))  # replaced in place
    save_presets(tmp_path, presets)
    loaded = load_presets(tmp_path)
    assert loaded.names() == ["Precise", "Creative"]
    assert loaded.default == "Precise"
    assert loaded.get("Precise") is not None and loaded.get("Precise").params.temperature == 0.2  # type: ignore[union-attr]
    assert loaded.get("Creative").params == creative  # type: ignore[union-attr]
    assert loaded.with_default("missing").default == "Precise"  # unknown names are ignored
    removed = loaded.remove("Precise")
    assert removed.names() == ["Creative"] and removed.default is None
    assert "key" not in (tmp_path / PRESETS_FILENAME).read_text(encoding="utf-8").lower()


def test_damaged_presets_file_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / PRESETS_FILENAME).write_text("{not json", encoding="utf-8")
    assert load_presets(tmp_path) == Presets()
    assert (tmp_path / "presets.json.bad").exists()
    assert load_presets(tmp_path / "nowhere") == Presets()


def test_a_preset_file_from_before_typed_parameters_loads(tmp_path: Path) -> None:
    old = {
        "default": "Short",
        "presets": [
            {
                "name": "Short",
                "params": {
                    "model": "gpt-5",
                    "max_tokens": 200,
                    "extra": {"n": 2, "verbosity": "low", "service_tier": "flex", "user": "me"},
                },
            }
        ],
    }
    (tmp_path / PRESETS_FILENAME).write_text(json.dumps(old), encoding="utf-8")
    preset = load_presets(tmp_path).default_preset()
    assert preset is not None
    assert preset.params == Params(
        model="gpt-5",
        max_tokens=200,
        n=2,
        verbosity="low",
        service_tier="flex",
        extra={"user": "me"},
    )
    save_presets(tmp_path, load_presets(tmp_path))  # written back in the new shape
    saved = json.loads((tmp_path / PRESETS_FILENAME).read_text(encoding="utf-8"))
    params = saved["presets"][0]["params"]
    assert (params["n"], params["verbosity"], params["extra"]) == (2, "low", {"user": "me"})
    assert load_presets(tmp_path).default_preset() == preset


def test_a_preset_saved_with_a_compare_group_loads_without_it(tmp_path: Path) -> None:
    # Older versions kept a conversation's compare group among its params, so a preset
    # saved from a compare column could hold one; it is not a request parameter.
    old = {"presets": [{"name": "Col", "params": {"model": "m", "compare_group": "g1"}}]}
    (tmp_path / PRESETS_FILENAME).write_text(json.dumps(old), encoding="utf-8")
    preset = load_presets(tmp_path).get("Col")
    assert preset is not None and preset.params == Params(model="m")
    save_presets(tmp_path, load_presets(tmp_path))
    assert "compare_group" not in (tmp_path / PRESETS_FILENAME).read_text(encoding="utf-8")
