"""Saved compare setups: a named set of columns, each a model and the parameters it sets
itself (system prompt, temperature …; the parameters panel gives the rest), chosen in one
click from the compare's Setups menu. Kept as JSON in the data folder, next to the
presets; they never hold secrets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from app.domain import Params
from app.services.json_documents import dump, read_document, write_document

SETUPS_FILENAME = "compare_setups.json"

# What a column may set itself: every request parameter but the model (kept apart) and the
# fields that say how, not what, to ask.
_COLUMN_FIELDS = frozenset(f.name for f in fields(Params)) - {"model", "stream", "extra"}


@dataclass(frozen=True, slots=True)
class ColumnSetup:
    model: str = ""  # "" = the panel's
    overrides: Mapping[str, Any] = field(default_factory=dict)  # Params fields, as JSON

    def to_json(self) -> dict[str, Any]:
        return {"model": self.model, "params": dict(self.overrides)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ColumnSetup:
        """Unknown fields and values Params cannot hold are dropped (a newer version's)."""
        model = data.get("model")
        raw = data.get("params")
        overrides: dict[str, Any] = {}
        if isinstance(raw, Mapping):
            for name, value in raw.items():
                if name not in _COLUMN_FIELDS:
                    continue
                try:
                    Params.from_json({name: value})
                except (TypeError, ValueError):
                    continue
                overrides[name] = value
        return cls(model if isinstance(model, str) else "", overrides)


@dataclass(frozen=True, slots=True)
class Setup:
    name: str
    columns: tuple[ColumnSetup, ...]


@dataclass(frozen=True, slots=True)
class Setups:
    items: tuple[Setup, ...] = ()

    def get(self, name: str) -> Setup | None:
        return next((s for s in self.items if s.name == name), None)

    def names(self) -> list[str]:
        return [s.name for s in self.items]

    def put(self, setup: Setup) -> Setups:
        """Add a setup, or replace the one with its name (keeping its place)."""
        if self.get(setup.name) is None:
            return replace(self, items=(*self.items, setup))
        return replace(self, items=tuple(setup if s.name == setup.name else s for s in self.items))

    def remove(self, name: str) -> Setups:
        return replace(self, items=tuple(s for s in self.items if s.name != name))

    def rename(self, old: str, new: str) -> Setups:
        """The setup called ``old`` is now ``new`` (in its place); one already called
        ``new`` goes. Unchanged when there is no ``old``."""
        setup = self.get(old)
        if setup is None or old == new:
            return self
        renamed = replace(setup, name=new)
        return replace(
            self,
            items=tuple(renamed if s.name == old else s for s in self.items if s.name != new),
        )


def load_setups(directory: Path) -> Setups:
    raw: Any = read_document(directory / SETUPS_FILENAME)
    if not isinstance(raw, dict):
        return Setups()
    setups = Setups()
    for entry in raw.get("setups", []):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            continue
        columns = tuple(
            ColumnSetup.from_json(c) for c in entry.get("columns", []) if isinstance(c, dict)
        )
        if columns:
            setups = setups.put(Setup(entry["name"], columns))
    return setups


def save_setups(directory: Path, setups: Setups) -> None:
    data = {
        "setups": [
            {"name": s.name, "columns": [c.to_json() for c in s.columns]} for s in setups.items
        ]
    }
    write_document(directory / SETUPS_FILENAME, dump(data))


__all__ = ["ColumnSetup", "Setup", "Setups", "load_setups", "save_setups"]
