"""Named parameter presets (model, sampling parameters, system prompt), one of which may be
the default for new chats. Kept as JSON in the data dir; they never hold secrets."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app.domain import Params
from app.services.json_documents import dump, read_document, write_document

PRESETS_FILENAME = "presets.json"


@dataclass(frozen=True, slots=True)
class Preset:
    name: str
    params: Params


@dataclass(frozen=True, slots=True)
class Presets:
    items: tuple[Preset, ...] = ()
    default: str | None = None  # the name of the preset new chats start with

    def get(self, name: str) -> Preset | None:
        return next((p for p in self.items if p.name == name), None)

    def names(self) -> list[str]:
        return [p.name for p in self.items]

    def default_preset(self) -> Preset | None:
        return None if self.default is None else self.get(self.default)

    def put(self, name: str, params: Params) -> Presets:
        """Add a preset, or replace the one with that name (keeping its place)."""
        preset = Preset(name, params)
        if self.get(name) is None:
            return replace(self, items=(*self.items, preset))
        return replace(self, items=tuple(preset if p.name == name else p for p in self.items))

    def remove(self, name: str) -> Presets:
        return Presets(
            tuple(p for p in self.items if p.name != name),
            None if self.default == name else self.default,
        )

    def with_default(self, name: str | None) -> Presets:
        return replace(self, default=name if name is None or self.get(name) else self.default)


def load_presets(directory: Path) -> Presets:
    raw: Any = read_document(directory / PRESETS_FILENAME)
    if not isinstance(raw, dict):
        return Presets()
    items: list[Preset] = []
    for entry in raw.get("presets", []):
        if isinstance(entry, dict) and isinstance(entry.get("name"), str):
            try:
                params = Params.from_json(dict(entry.get("params") or {}))
            except (TypeError, ValueError):
                continue
            items.append(Preset(entry["name"], params))
    default = raw.get("default")
    presets = Presets(tuple(items))
    return presets.with_default(default if isinstance(default, str) else None)


def save_presets(directory: Path, presets: Presets) -> None:
    data = {
        "default": presets.default,
        "presets": [{"name": p.name, "params": p.params.to_json()} for p in presets.items],
    }
    write_document(directory / PRESETS_FILENAME, dump(data))
