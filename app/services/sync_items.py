"""Preferences and folders in a sync round: item by item, the later change wins.

Before sending, each item whose value differs from the one last agreed is stamped as
changed here. A value nobody chose (a setting at its default on a machine that never
synced it) is stamped at zero, so a machine joining with fresh defaults never overrides
what the others chose. Received items replace ours when their stamp is later; the
preferences go through the port (the running window's stores, or the files), folders are
made or removed in the history.
"""

from __future__ import annotations

import time
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
from app.services.prompt_library import BUILT_INS, Prompts, load_prompts, save_prompts
from app.services.setup_sync import apply_setup_items, local_setup_items
from app.services.sync_preferences import Items, PreferencesPort, items_of, with_items
from app.storage import History, Repository
from app.sync.local_state import LocalState
from app.sync.records import PREFERENCES_KIND

_DEFAULTS: Items = {
    **{f"settings/{k}": v for k, v in asdict(Settings()).items()},
    "presets/default": None,
    # A built-in nobody edited is no choice: an edit or a deletion elsewhere wins over it.
    **{f"prompt/{p.id}": p.to_json() for p in BUILT_INS.items},
    **BUILT_IN_ITEMS,
}

_BUILT_IN_PROMPTS = frozenset(f"prompt/{p.id}" for p in BUILT_INS.items)
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


def stamp_changes(state: LocalState, machine: str, items: Items) -> None:
    """Record what changed here since it was last agreed (deletions as None)."""
    known = state.items()
    with state.transaction():
        for key, value in items.items():
            seen = known.get(key)
            if seen is not None and seen.value == value:
                continue
            if seen is None and _DEFAULTS.get(key, ...) == value:
                # Nothing to tell: any machine's choice wins over it.
                state.set_item(key, value, 0.0, machine, sent=True)
            else:
                state.set_item(key, value, _now(state), machine, sent=False)
        for key, seen in known.items():
            if key not in items and seen.value is not None:
                state.set_item(key, None, _now(state), machine, sent=False)
        for key in (_BUILT_IN_PROMPTS | _BUILT_IN_ASSISTANTS).difference(items, known):
            # A built-in deleted before this machine ever synced: still a choice to tell.
            state.set_item(key, None, _now(state), machine, sent=False)


def _now(state: LocalState) -> float:
    # Later than anything seen: a change made here after receiving wins over it.
    return max(time.time(), state.clock() + 0.001)


def unsent_record(state: LocalState) -> dict[str, Any] | None:
    unsent = {k: s for k, s in state.items().items() if not s.sent}
    if not unsent:
        return None
    return {
        "kind": PREFERENCES_KIND,
        "items": {
            key: {"value": s.value, "changed_at": s.changed_at, "changed_by": s.changed_by}
            for key, s in unsent.items()
        },
    }


def mark_sent(state: LocalState, record: dict[str, Any]) -> None:
    state.mark_items_sent(list(record["items"]))


def take_remote(state: LocalState, record: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The items of another machine's record that win here (nothing is written: once
    they are applied, ``agree`` records them)."""
    known = state.items()
    winners: dict[str, dict[str, Any]] = {}
    for key, item in record["items"].items():
        at, by = float(item.get("changed_at", 0.0)), str(item.get("changed_by", ""))
        seen = known.get(key)
        if seen is None or (seen.changed_at, seen.changed_by) < (at, by):
            winners[key] = {"value": item["value"], "changed_at": at, "changed_by": by}
    return winners


def agree(state: LocalState, winners: dict[str, dict[str, Any]]) -> None:
    """Applied: these are the values all machines now share (no need to send them)."""
    with state.transaction():
        for key, item in winners.items():
            state.set_item(key, item["value"], item["changed_at"], item["changed_by"], sent=True)


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
    "local_items",
    "mark_sent",
    "stamp_changes",
    "take_remote",
    "unsent_record",
]
