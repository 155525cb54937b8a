"""The knowledge bases of a data folder: add, list, remove.

Every base names its embedding model. OpenAI's text-embedding-3 models can shorten their
vectors on request (Matryoshka training keeps the first dimensions meaningful); those are
asked for ``DEFAULT_DIMENSIONS``, which keeps a 100,000-passage search within 50 ms here
(docs/performance.md). Other models give their own size, whatever it is.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.kb.store import (
    Counts,
    KbError,
    KnowledgeStore,
    UnknownBase,
    base_names,
    base_path,
    check_name,
)

DEFAULT_MODEL = "text-embedding-3-small"
DEFAULT_DIMENSIONS = 512
_SHORTENABLE = ("text-embedding-3-",)


def requested_dimensions(model: str) -> int | None:
    bare = model.rsplit("/", 1)[-1].lower()
    return DEFAULT_DIMENSIONS if bare.startswith(_SHORTENABLE) else None


@dataclass(frozen=True, slots=True)
class Added:
    name: str
    model: str
    created: bool
    sources: list[str]


def add(data_dir: Path, name: str, paths: Sequence[Path], model: str | None) -> Added:
    """Creates the base (or opens it) and adds the paths, each checked to exist."""
    check_name(name)
    resolved = []
    for path in paths:
        full = Path(os.path.abspath(path.expanduser()))
        if not full.exists():
            raise KbError(f"{path}: no such file or folder.")
        resolved.append(full)
    created = not base_path(data_dir, name).exists()
    if created:
        chosen = model or DEFAULT_MODEL
        store = KnowledgeStore.create(data_dir, name, chosen, requested_dimensions(chosen))
    else:
        store = KnowledgeStore.open(data_dir, name)
    with store:
        if model is not None and model != store.model:
            raise KbError(
                f"The knowledge base {name} uses {store.model}; remove it and add it again "
                f"to use {model}."
            )
        sources = store.add_sources(resolved)
        return Added(name, store.model, created, sources)


@dataclass(frozen=True, slots=True)
class Listed:
    name: str
    model: str
    sources: int
    counts: Counts
    bytes: int


def listing(data_dir: Path) -> list[Listed]:
    found = []
    for name in base_names(data_dir):
        try:
            store = KnowledgeStore.open(data_dir, name)
        except KbError:
            continue  # not ours, or from another version: `kb remove` still removes it
        with store:
            found.append(
                Listed(name, store.model, len(store.sources()), store.counts(), _size(store.path))
            )
    return found


def remove(data_dir: Path, name: str) -> None:
    path = base_path(data_dir, name)
    if not path.is_file():
        raise UnknownBase(
            f"There is no knowledge base named {name}; `cometdesk kb list` shows them."
        )
    path.unlink()
    for extra in ("-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            path.with_name(path.name + extra).unlink()


def _size(path: Path) -> int:
    total = 0
    for extra in ("", "-wal"):
        with contextlib.suppress(OSError):
            total += path.with_name(path.name + extra).stat().st_size
    return total
