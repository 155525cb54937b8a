"""Saved compare setups in a real JSON file: saved, replaced, renamed, deleted, and what a
newer or damaged file holds."""

from __future__ import annotations

import json
from pathlib import Path

from app.services.compare.setups import (
    SETUPS_FILENAME,
    ColumnSetup,
    Setup,
    Setups,
    load_setups,
    save_setups,
)

COLD = ColumnSetup("gpt-4o-mini", {"temperature": 0.2})
HOT = ColumnSetup("gpt-4o-mini", {"temperature": 1.0, "system_prompt": "Be a pirate."})


def test_round_trip_replace_rename_and_delete(tmp_path: Path) -> None:
    setups = Setups().put(Setup("Temps", (COLD, HOT))).put(Setup("Other", (HOT, COLD)))
    setups = setups.put(Setup("Temps", (HOT, COLD, COLD)))  # replaced in its place
    save_setups(tmp_path, setups)
    loaded = load_setups(tmp_path)
    assert loaded.names() == ["Temps", "Other"]
    temps = loaded.get("Temps")
    assert temps is not None and temps.columns == (HOT, COLD, COLD)
    renamed = loaded.rename("Temps", "Temperatures")
    assert renamed.names() == ["Temperatures", "Other"]
    assert renamed.rename("Temperatures", "Other").names() == ["Other"]  # the old "Other" goes
    assert renamed.rename("missing", "x") == renamed
    assert renamed.remove("Other").names() == ["Temperatures"]


def test_unknown_fields_and_bad_entries_are_dropped(tmp_path: Path) -> None:
    data = {
        "setups": [
            {
                "name": "Newer",
                "columns": [
                    {"model": "m", "params": {"temperature": 0.3, "future_knob": 1, "model": "x"}},
                    {"model": 5, "params": {"seed": "not a number", "top_p": 0.9}},
                    "not a column",
                ],
            },
            {"name": "Empty", "columns": []},
            {"columns": [{"model": "m"}]},
        ]
    }
    (tmp_path / SETUPS_FILENAME).write_text(json.dumps(data), encoding="utf-8")
    loaded = load_setups(tmp_path)
    assert loaded.names() == ["Newer"]
    newer = loaded.get("Newer")
    assert newer is not None
    assert newer.columns[0] == ColumnSetup("m", {"temperature": 0.3})
    assert newer.columns[1].model == ""
    assert newer.columns[1].overrides["top_p"] == 0.9


def test_missing_and_damaged_files(tmp_path: Path) -> None:
    assert load_setups(tmp_path) == Setups()
    (tmp_path / SETUPS_FILENAME).write_text("{not json", encoding="utf-8")
    assert load_setups(tmp_path) == Setups()
    assert (tmp_path / "compare_setups.json.bad").exists()
