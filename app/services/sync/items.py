"""Preferences and folders in a sync round: item by item, the later change wins.

Before sending, each item whose value differs from the one last agreed is stamped as
changed here (app.sync.clock). A value nobody chose (a setting at its default on a machine
that never synced it) is recorded at the zero stamp, so a machine joining with fresh
defaults never overrides what the others chose. Received items replace ours when their
stamp is later; the preferences go through the port (the running window's stores, or the
files), folders are made or removed in the history.
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Any

from app import config
from app.config import Settings
from app.mcp.config import ToolSettings, load_tool_settings, save_tool_settings
from app.services.assistant_sync import (
    BUILT_IN_ITEMS,
    assistant_items,
    touches_assistants,
    with_assistant_items,
)
from app.services.assistants import Assistants, load_assistants, save_assistants
from app.services.presets import Presets, load_presets, save_presets
from app.services.prompts.library import BUILT_INS, Prompts, load_prompts, save_prompts
from app.services.setup_sync import apply_setup_items, local_setup_items
from app.services.sync.preferences import Items, PreferencesPort, items_of, with_items
from app.storage import History, Repository
from app.sync.changes import ITEM, Triple, value_hash
from app.sync.clock import ZERO, HybridClock
from app.sync.local_state import LocalState

_DEFAULTS: Items = {
    **{f"settings/{k}": v for k, v in asdict(Settings()).items()},
    "presets/default": None,
    # A built-in nobody edited is no choice: an edit or a deletion elsewhere wins over it.
    **{f"prompt/{p.id}": p.to_json() for p in BUILT_INS.items},
    **BUILT_IN_ITEMS,
}

_BUILT_IN_PROMPTS = frozenset(f"prompt/{p.id}" for p in BUILT_INS.items)
_SCOPE = ""  # the scope of every item in the field tables
_BUILT_IN_ASSISTANTS = frozenset(BUILT_IN_ITEMS)


class FilePreferences:
    """The preferences in the data folder's files: for rounds run without the window."""

    def __init__(self, data_dir: Path) -> None:
        self._dir = data_dir

    def read(self) -> tuple[Settings, Presets, ToolSettings, Prompts]:
        return (
            config.load_settings(self._dir),
            load_presets(self._dir),
            load_tool_settings(self._dir),
            load_prompts(self._dir),
        )

    def apply(self, changes: Items) -> None:
        settings, presets, tools, prompts = with_items(*self.read(), changes)
        config.save_settings(self._dir, settings)
        save_presets(self._dir, presets)
        save_tool_settings(self._dir, tools)
        if any(key.startswith("prompt/") for key in changes):
            save_prompts(self._dir, prompts)
        if touches_assistants(changes):
            save_assistants(self._dir, with_assistant_items(self.read_assistants(), changes))

    def read_assistants(self) -> Assistants:
        return load_assistants(self._dir)


def local_items(port: PreferencesPort, data_dir: Path, history: History) -> Items:
    items = items_of(*port.read())
    items.update(assistant_items(port.read_assistants()))
    # Saved compare setups live in the data folder only.
    items.update(local_setup_items(data_dir))
    for folder in history.run(lambda repo: repo.list_folders()):
        items[f"folder/{folder.name}"] = True
    return items


def stamp_items(state: LocalState, clock: HybridClock, items: Items) -> None:
    """Stamp every item that changed here since it was last agreed (deletions as None).
    A value nobody chose (a default) is recorded at the zero stamp: any choice wins."""
    known = state.fields.scope(_SCOPE)
    rows: list[tuple[str, str, str, str, str, bool, bool]] = []
    for key, value in items.items():
        seen = known.get((ITEM, key))
        digest = value_hash(value)
        if seen is not None and seen.hash == digest:
            continue
        if seen is None and _DEFAULTS.get(key, ...) == value:
            rows.append((ITEM, key, _SCOPE, digest, ZERO, False, False))
        else:
            rows.append((ITEM, key, _SCOPE, digest, clock.now(), True, True))
    gone = value_hash(None)
    for (_entity, key), seen in known.items():
        if key not in items and seen.hash != gone:
            rows.append((ITEM, key, _SCOPE, gone, clock.now(), True, True))
    present = {key for (_e, key) in known}
    for key in (_BUILT_IN_PROMPTS | _BUILT_IN_ASSISTANTS).difference(items, present):
        # A built-in deleted before this machine ever synced: still a choice to tell.
        rows.append((ITEM, key, _SCOPE, gone, clock.now(), True, True))
    with state.transaction():
        state.fields.set_many(rows)


def item_changes(state: LocalState, items: Items, *, mine_only: bool = False) -> list[Triple]:
    """The items to send, as changes: those waiting (or, for a checkpoint, every item
    whose change in force was made here). A value that changed again since it was stamped
    waits for the next round's stamp."""
    found: list[Triple] = []
    for (_entity, key), seen in state.fields.scope(_SCOPE).items():
        if not (seen.mine if mine_only else seen.pending):
            continue
        value = items.get(key)
        if value_hash(value) == seen.hash:
            found.append((key, value, seen.stamp))
    return found


def take_items(state: LocalState, triples: list[Triple]) -> dict[str, dict[str, Any]]:
    """The received items that win here (nothing is written: ``agree`` records them
    once they are applied)."""
    known = state.fields.scope(_SCOPE)
    winners: dict[str, dict[str, Any]] = {}
    for key, value, stamp in triples:
        seen = known.get((ITEM, key))
        if (seen is None or stamp > seen.stamp) and (
            key not in winners or stamp > winners[key]["stamp"]
        ):
            winners[key] = {"value": value, "stamp": stamp}
    return winners


def agree(state: LocalState, winners: dict[str, dict[str, Any]]) -> None:
    """Applied: these are the values all machines now share (no need to send them)."""
    with state.transaction():
        state.fields.set_many(
            (ITEM, key, _SCOPE, value_hash(item["value"]), item["stamp"], False, False)
            for key, item in winners.items()
        )
        state.set_applying_items({})


def begin_applying(state: LocalState, winners: dict[str, dict[str, Any]], items: Items) -> None:
    """Recorded before the received items are written: a round cut off between writing
    them and ``agree`` would otherwise take them for changes made here, stamped with this
    machine's clock, and send them back over later changes made elsewhere."""
    state.set_applying_items(
        {
            key: {"value": w["value"], "stamp": w["stamp"], "was": value_hash(items.get(key))}
            for key, w in winners.items()
        }
    )


def finish_applying(
    state: LocalState,
    clock: HybridClock,
    port: PreferencesPort,
    data_dir: Path,
    history: History,
    items: Items,
) -> None:
    """After a round cut off while writing received items: write those it had not
    reached yet and record them all as agreed. An item changed here since keeps that
    change, stamped after the received one."""
    interrupted = state.applying_items()
    if not interrupted:
        return
    for item in interrupted.values():
        clock.see(item["stamp"])
    not_written = {
        key: item
        for key, item in interrupted.items()
        if value_hash(items.get(key)) == item["was"] != value_hash(item["value"])
    }
    if not_written:
        apply_items(port, data_dir, history, not_written)
        items.update({key: item["value"] for key, item in not_written.items()})
    agree(
        state,
        {
            key: item
            for key, item in interrupted.items()
            if value_hash(items.get(key)) == value_hash(item["value"])
        },
    )


def apply_items(
    port: PreferencesPort, data_dir: Path, history: History, winners: dict[str, Any]
) -> None:
    changes: Items = {key: item["value"] for key, item in winners.items()}
    preferences = {k: v for k, v in changes.items() if not k.startswith("folder/")}
    if preferences:
        port.apply(preferences)
    apply_setup_items(data_dir, changes)
    history.run(lambda repo: _apply_folders(repo, changes))


def _apply_folders(repo: Repository, changes: Items) -> None:
    folders = {f.name: f.id for f in repo.list_folders()}
    for key, value in changes.items():
        if not key.startswith("folder/"):
            continue
        name = key.removeprefix("folder/")
        if value is None and name in folders:
            repo.delete_folder(folders[name])  # its conversations stay, out of the folder
        elif value is not None and name and name not in folders:
            repo.create_folder(name)


__all__ = [
    "FilePreferences",
    "agree",
    "apply_items",
    "item_changes",
    "local_items",
    "stamp_items",
    "take_items",
]
