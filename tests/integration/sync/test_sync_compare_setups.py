"""Saved compare setups sync item by item between two machines (two data folders) through
a folder storage, as the prompt library does: setups saved on either machine both survive,
the later edit wins on both, and a deletion (or a rename) travels."""

from __future__ import annotations

from pathlib import Path

from app.services.compare.setups import ColumnSetup, Setup, load_setups, save_setups
from app.services.setup_sync import setup_items, with_setup_items
from tests.integration.sync.test_sync_preferences import machines, sync


def put(data_dir: Path, setup: Setup) -> None:
    save_setups(data_dir, load_setups(data_dir).put(setup))


def columns(data_dir: Path, name: str) -> list[tuple[str, dict[str, object]]]:
    setup = load_setups(data_dir).get(name)
    assert setup is not None, name
    return [(c.model, dict(c.overrides)) for c in setup.columns]


def test_setups_saved_on_both_machines_merge_and_the_later_edit_wins(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    temps = Setup(
        "Temps",
        (ColumnSetup("m1", {"temperature": 0.2}), ColumnSetup("m1", {"temperature": 1.0})),
    )
    put(a, temps)
    sync(a, storage)
    sync(b, storage)
    assert load_setups(b).get("Temps") == temps

    put(b, Setup("Pair", (ColumnSetup("m1"), ColumnSetup("m2"))))
    put(a, Setup("Trio", (ColumnSetup("m1"), ColumnSetup("m2"), ColumnSetup("m3"))))
    sync(b, storage)
    sync(a, storage)
    sync(b, storage)
    for data_dir in (a, b):
        assert set(load_setups(data_dir).names()) == {"Temps", "Pair", "Trio"}

    put(a, Setup("Temps", (ColumnSetup("m1", {"temperature": 0.5}), ColumnSetup("m2"))))
    sync(a, storage)
    later = Setup("Temps", (ColumnSetup("m3", {"seed": 7}), ColumnSetup("m2")))
    put(b, later)  # later than A's, sent after it
    sync(b, storage)
    sync(a, storage)
    assert columns(a, "Temps") == columns(b, "Temps") == [("m3", {"seed": 7}), ("m2", {})]

    save_setups(a, load_setups(a).remove("Pair").rename("Trio", "Three"))
    sync(a, storage)
    sync(b, storage)
    assert set(load_setups(b).names()) == {"Temps", "Three"}
    assert columns(b, "Three") == [("m1", {}), ("m2", {}), ("m3", {})]


def test_an_item_this_version_cannot_read_is_left_out() -> None:
    known = Setup("Ok", (ColumnSetup("m1"), ColumnSetup("m2")))
    items = {
        **setup_items(load_setups(Path("/nonexistent"))),
        "compare_setup/Ok": {"columns": [c.to_json() for c in known.columns]},
        "compare_setup/Odd": {"columns": "not a list"},
        "compare_setup/Empty": {"columns": []},
        "prompt/x": None,
    }
    merged = with_setup_items(load_setups(Path("/nonexistent")), items)
    assert merged.names() == ["Ok"] and merged.get("Ok") == known
