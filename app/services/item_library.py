"""What the prompt library and the assistants share: a library of items with ids, kept as one
JSON file in the data folder, and the store the window reads it through.

A library never saved holds its built-ins; from the first change on the file holds
everything, built-ins included. An export is the same document as the file, so the two read
alike: entries this version cannot read are left out, one without an id (written by hand)
gets a new one.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Generic, Protocol, Self, TypeVar

from app.services.json_documents import NOTHING, dump, read_document, set_aside, write_document


class Item(Protocol):
    @property
    def id(self) -> str: ...

    def matches(self, query: str) -> bool: ...

    def to_json(self) -> Mapping[str, Any]: ...


ItemT = TypeVar("ItemT", bound=Item)


def new_id() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class ItemLibrary(Generic[ItemT]):
    """The items in their order; each change gives a new library."""

    items: tuple[ItemT, ...] = ()

    def name_of(self, item: ItemT) -> str:
        """What an item is listed under (a prompt's title, an assistant's name)."""
        raise NotImplementedError

    def get(self, item_id: str) -> ItemT | None:
        return next((i for i in self.items if i.id == item_id), None)

    def put(self, item: ItemT) -> Self:
        """Add an item, or replace the one with its id (keeping its place)."""
        if self.get(item.id) is None:
            return replace(self, items=(*self.items, item))
        return replace(self, items=tuple(item if i.id == item.id else i for i in self.items))

    def remove(self, item_id: str) -> Self:
        return replace(self, items=tuple(i for i in self.items if i.id != item_id))

    def search(self, query: str) -> list[ItemT]:
        """The items matching the query, those whose name starts with it first."""
        found = [i for i in self.items if i.matches(query)]
        first = query.strip().casefold()
        return sorted(found, key=lambda i: not self.name_of(i).casefold().startswith(first))

    def merged(self, items: Iterable[ItemT]) -> Self:
        """Imported items added (one with an id already here replaces it)."""
        result = self
        for item in items:
            result = result.put(item)
        return result


LibraryT = TypeVar("LibraryT", bound=ItemLibrary[Any])


@dataclass(frozen=True, slots=True)
class LibraryFile(Generic[ItemT, LibraryT]):
    """How one kind of library is read and written: ``{key: [{"id": …, …item}, …]}``."""

    filename: str
    key: str  # the list's name in the document: "prompts", "assistants"
    from_json: Callable[[str, Any], ItemT]  # ValueError for an entry it cannot read
    built_ins: LibraryT

    def parse(self, raw: Any) -> list[ItemT]:
        """The items of a library file or an export (a bare list too)."""
        entries = raw.get(self.key) if isinstance(raw, Mapping) else raw
        if not isinstance(entries, list):
            raise ValueError(f"no list of {self.key}")
        found: list[ItemT] = []
        for entry in entries:
            if not isinstance(entry, Mapping):
                continue
            item_id = entry.get("id")
            try:
                found.append(
                    self.from_json(item_id if isinstance(item_id, str) else new_id(), entry)
                )
            except ValueError:
                continue
        return found

    def dump(self, items: Iterable[ItemT]) -> str:
        return dump({self.key: [{"id": i.id, **i.to_json()} for i in items]})

    def load(self, directory: Path) -> LibraryT:
        path = directory / self.filename
        raw: Any = read_document(path)
        if raw is NOTHING:
            return self.built_ins
        try:
            return replace(self.built_ins, items=tuple(self.parse(raw)))
        except ValueError:  # JSON, but not this kind of library
            set_aside(path)
            return self.built_ins

    def save(self, directory: Path, library: LibraryT) -> None:
        write_document(directory / self.filename, self.dump(library.items))

    def read_export(self, path: Path) -> list[ItemT]:
        """ValueError (or OSError) for a file that is not JSON or holds no list of items."""
        return self.parse(json.loads(path.read_text(encoding="utf-8")))

    def write_export(self, path: Path, items: Iterable[ItemT]) -> None:
        path.write_text(self.dump(items) + "\n", encoding="utf-8")


class ItemStore(Generic[LibraryT]):
    """The library as the window holds it: read from the file the first time anyone asks
    (the picker, or a sync round on its own thread), then changed in memory and written in
    the order of the changes, a write a later change replaced being skipped."""

    def __init__(self, directory: Path, file: LibraryFile[Any, LibraryT]) -> None:
        self._dir = directory
        self._file = file
        self._value: LibraryT | None = None
        self._change = 0
        self._lock = threading.Lock()
        self._writing = threading.Lock()

    def get(self) -> LibraryT:
        with self._lock:
            if self._value is None:
                self._value = self._file.load(self._dir)
            return self._value

    @property
    def loaded(self) -> bool:
        return self._value is not None

    def set(self, library: LibraryT) -> int:
        """The new library in memory; returns the change to hand to ``save``."""
        with self._lock:
            self._value = library
            self._change += 1
            return self._change

    def save(self, change: int) -> None:
        """Write the library as it is after ``change`` (on a worker thread)."""
        with self._writing:
            with self._lock:
                if change != self._change or self._value is None:
                    return
                value = self._value
            self._file.save(self._dir, value)


__all__ = ["Item", "ItemLibrary", "ItemStore", "LibraryFile", "new_id"]
