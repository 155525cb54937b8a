"""Presets in a real JSON file: saved, replaced by name, a default, damaged files."""

from __future__ import annotations

from pathlib import Path

from app.domain import Params
from app.services.presets import PRESETS_FILENAME, Presets, load_presets, save_presets


def test_presets_round_trip_with_default_and_replace(tmp_path: Path) -> None:
    precise = Params(model="gpt-4o", temperature=0.1, system_prompt="Be exact.")
    creative = Params(model="", temperature=1.2, compare_group="g1")
    presets = Presets().put("Precise", precise).put("Creative", creative).with_default("Precise")
    presets = presets.put("Precise", Params(model="gpt-4o", temperature=0.2))  # replaced in place
    save_presets(tmp_path, presets)
    loaded = load_presets(tmp_path)
    assert loaded.names() == ["Precise", "Creative"]
    assert loaded.default == "Precise"
    assert loaded.get("Precise") is not None and loaded.get("Precise").params.temperature == 0.2  # type: ignore[union-attr]
    assert loaded.get("Creative").params.compare_group == ""  # type: ignore[union-attr]
    assert loaded.with_default("missing").default == "Precise"  # unknown names are ignored
    removed = loaded.remove("Precise")
    assert removed.names() == ["Creative"] and removed.default is None
    assert "key" not in (tmp_path / PRESETS_FILENAME).read_text(encoding="utf-8").lower()


def test_damaged_presets_file_is_kept_aside(tmp_path: Path) -> None:
    (tmp_path / PRESETS_FILENAME).write_text("{not json", encoding="utf-8")
    assert load_presets(tmp_path) == Presets()
    assert (tmp_path / "presets.json.bad").exists()
    assert load_presets(tmp_path / "nowhere") == Presets()
