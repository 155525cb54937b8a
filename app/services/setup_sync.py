"""Saved compare setups as sync items: ``compare_setup/<name>`` holds a setup's columns,
None a deletion (a rename is the old name deleted and the new one added).

They travel with the preferences (app.services.sync.items) as the prompt library's prompts
and the assistants do, merged item by item, the later change winning: a setup saved on one
machine and another edited on the other both survive. Setups have no store in the running
window (the compare reads the file each time its Setups menu opens), so a round reads and
writes the data folder's file itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from app.services.compare.setups import ColumnSetup, Setup, Setups, load_setups, save_setups
from app.services.sync.preferences import Items

PREFIX = "compare_setup/"


def setup_items(setups: Setups) -> Items:
    return {
        f"{PREFIX}{s.name}": {"columns": [c.to_json() for c in s.columns]} for s in setups.items
    }


def touches_setups(changes: Items) -> bool:
    return any(key.startswith(PREFIX) for key in changes)


def _setup_from_item(name: str, value: Any) -> Setup | None:
    """A setup from another machine; None when this version cannot read it."""
    if not isinstance(value, Mapping) or not isinstance(value.get("columns"), list):
        return None
    columns = tuple(ColumnSetup.from_json(c) for c in value["columns"] if isinstance(c, Mapping))
    return Setup(name, columns) if name and columns else None


def with_setup_items(setups: Setups, changes: Items) -> Setups:
    """The setups with other machines' changes applied; an item this version cannot read
    is left out (the rest applies)."""
    for key, value in changes.items():
        if not key.startswith(PREFIX):
            continue
        name = key.removeprefix(PREFIX)
        if value is None:
            setups = setups.remove(name)
            continue
        setup = _setup_from_item(name, value)
        if setup is not None:
            setups = setups.put(setup)
    return setups


def local_setup_items(data_dir: Path) -> Items:
    """This machine's setups, as items, from its data folder."""
    return setup_items(load_setups(data_dir))


def apply_setup_items(data_dir: Path, changes: Items) -> None:
    """Other machines' changed setups, written to the data folder's file."""
    if not touches_setups(changes):
        return
    before = load_setups(data_dir)
    after = with_setup_items(before, changes)
    if after != before:
        save_setups(data_dir, after)


__all__ = [
    "PREFIX",
    "apply_setup_items",
    "local_setup_items",
    "setup_items",
    "touches_setups",
    "with_setup_items",
]
