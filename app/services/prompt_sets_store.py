"""Prompt sets of the window, kept in the data folder so that a set survives closing the
app: reopened, it resumes where it stopped and never sends again a cell that has an ``ok``
record (no answer is paid for twice).

One folder per set, ``<data_dir>/prompt-sets/<set id>/``:

- ``set.json``: the prompts, the columns (model and parameters), the concurrency, whether
  the columns are blind, and the set's state. Rewritten whole, atomically.
- ``records.jsonl``: one line per finished cell, ``{"row", "column", "record"}`` where the
  record is a `cometdesk batch` record; appended and flushed to the disk as each cell
  finishes. The last line of a cell wins; a line a crash cut short is ignored.
- ``votes.jsonl``: one line per row voted, ``{"row", "winner"}`` (a column's position,
  or "tie" / "all_bad"), written once the vote is stored with the others.

Pure Python and blocking: the window calls it through ``asyncio.to_thread``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from app.data_folder import private_mkdir
from app.services.batch_prompts import BatchPrompt
from app.services.prompt_sets import MAX_CONCURRENCY, MIN_CONCURRENCY, Cell, Column, Record
from app.translation import translate

SETS_DIRNAME = "prompt-sets"
SET_FILE = "set.json"
RECORDS_FILE = "records.jsonl"
VOTES_FILE = "votes.jsonl"
FORMAT = 1
KEEP_SETS = 5  # older sets go when a new one starts

SetState = Literal["running", "stopped", "finished"]
STATES: tuple[SetState, ...] = ("running", "stopped", "finished")
Winner = int | str  # a column's position, or "tie" / "all_bad"


class SetStoreError(Exception):
    """A set cannot be written or read; ``str(err)`` is one sentence."""


@dataclass(frozen=True, slots=True)
class StoredSet:
    id: str
    prompts: tuple[BatchPrompt, ...]
    columns: tuple[Column, ...]
    concurrency: int = 3
    blind: bool = False
    state: SetState = "running"
    created: float = 0.0


@dataclass(frozen=True, slots=True)
class SetContents:
    """What finished: each cell's last record, and each voted row's winner."""

    records: dict[Cell, Record]
    votes: dict[int, Winner]


class SetFolder:
    """One set on disk."""

    def __init__(self, path: Path, stored: StoredSet) -> None:
        self.path = path
        self.stored = stored

    def set_state(self, state: SetState) -> None:
        if state != self.stored.state:
            self.stored = replace(self.stored, state=state)
            _write_set(self.path, self.stored)

    def set_blind(self, blind: bool) -> None:
        if blind != self.stored.blind:
            self.stored = replace(self.stored, blind=blind)
            _write_set(self.path, self.stored)

    def read(self) -> SetContents:
        rows, columns = len(self.stored.prompts), len(self.stored.columns)
        records: dict[Cell, Record] = {}
        for item in _lines(self.path / RECORDS_FILE):
            cell = _cell(item, rows, columns)
            record = item.get("record")
            if cell is not None and isinstance(record, dict):
                records[cell] = record
        votes: dict[int, Winner] = {}
        for item in _lines(self.path / VOTES_FILE):
            row, winner = item.get("row"), item.get("winner")
            if not isinstance(row, int) or not 0 <= row < rows:
                continue
            if (isinstance(winner, int) and 0 <= winner < columns) or winner in (
                "tie",
                "all_bad",
            ):
                votes[row] = winner
        return SetContents(records, votes)

    def add_record(self, cell: Cell, record: Record) -> None:
        """One finished cell, on the disk when this returns."""
        _append(
            self.path / RECORDS_FILE, {"row": cell[0], "column": cell[1], "record": dict(record)}
        )

    def add_vote(self, row: int, winner: Winner) -> None:
        _append(self.path / VOTES_FILE, {"row": row, "winner": winner})

    def remove(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


class PromptSets:
    """The prompt sets of one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.root = data_dir / SETS_DIRNAME

    def create(
        self,
        prompts: Sequence[BatchPrompt],
        columns: Sequence[Column],
        *,
        concurrency: int,
        blind: bool,
    ) -> SetFolder:
        """A new set (state "running"); the oldest beyond KEEP_SETS are removed."""
        stored = StoredSet(
            id=time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6],
            prompts=tuple(prompts),
            columns=tuple(columns),
            concurrency=min(MAX_CONCURRENCY, max(MIN_CONCURRENCY, concurrency)),
            blind=blind,
            created=time.time(),
        )
        path = self.root / stored.id
        try:
            private_mkdir(self.root)
            private_mkdir(path)
        except OSError as err:
            raise SetStoreError(_cannot("write", path, err)) from err
        _write_set(path, stored)
        folder = SetFolder(path, stored)
        for old in self.all()[KEEP_SETS:]:
            old.remove()
        return folder

    def all(self) -> list[SetFolder]:
        """Every readable set, newest first."""
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return []
        sets = []
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                stored = _read_set(Path(entry.path))
                if stored is not None:
                    sets.append(SetFolder(Path(entry.path), stored))
        return sorted(sets, key=lambda f: (f.stored.created, f.stored.id), reverse=True)

    def latest(self) -> SetFolder | None:
        sets = self.all()
        return sets[0] if sets else None


def unfinished_progress(data_dir: Path) -> tuple[int, int] | None:
    """(cells answered, cells in the set) of the newest set when the app was closed while
    it ran (a set the person stopped, or that finished, is not offered); None otherwise."""
    folder = PromptSets(data_dir).latest()
    if folder is None or folder.stored.state != "running":
        return None
    try:
        records = folder.read().records
    except SetStoreError:
        return None
    done = sum(1 for record in records.values() if record.get("status") == "ok")
    return done, len(folder.stored.prompts) * len(folder.stored.columns)


def _append(path: Path, item: Mapping[str, Any]) -> None:
    data = (json.dumps(item, ensure_ascii=False) + "\n").encode("utf-8")
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
        with open(fd, "r+b", buffering=0) as fh:
            end = fh.seek(0, os.SEEK_END)
            if end > 0:
                fh.seek(end - 1)
                if fh.read(1) != b"\n":
                    data = b"\n" + data  # after a torn line, start a line of our own
            fh.write(data)
            os.fsync(fh.fileno())
    except OSError as err:
        raise SetStoreError(_cannot("write", path, err)) from err


def _lines(path: Path) -> list[dict[str, Any]]:
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except FileNotFoundError:
        return []
    except OSError as err:
        raise SetStoreError(_cannot("read", path, err)) from err
    items = []
    for line in text.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue  # a line a crash cut short
        if isinstance(item, dict):
            items.append(item)
    return items


def _cell(item: Mapping[str, Any], rows: int, columns: int) -> Cell | None:
    row, column = item.get("row"), item.get("column")
    if not isinstance(row, int) or not isinstance(column, int):
        return None
    return (row, column) if 0 <= row < rows and 0 <= column < columns else None


def _write_set(path: Path, stored: StoredSet) -> None:
    data = {
        "format": FORMAT,
        "id": stored.id,
        "created": stored.created,
        "state": stored.state,
        "concurrency": stored.concurrency,
        "blind": stored.blind,
        "columns": [column.to_json() for column in stored.columns],
        "prompts": [_prompt_json(prompt) for prompt in stored.prompts],
    }
    target = path / SET_FILE
    tmp = path / (SET_FILE + ".tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with open(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError as err:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise SetStoreError(_cannot("write", target, err)) from err


def _prompt_json(prompt: BatchPrompt) -> dict[str, Any]:
    data: dict[str, Any] = {"prompt": prompt.prompt}
    if prompt.id is not None:
        data["id"] = prompt.id
    if prompt.fields:
        data["fields"] = prompt.fields
    return data


def _read_set(path: Path) -> StoredSet | None:
    """The set in ``path``, or None for anything that is not a whole set of this format."""
    try:
        data = json.loads((path / SET_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    state, concurrency = data.get("state"), data.get("concurrency")
    raw_prompts, raw_columns = data.get("prompts"), data.get("columns")
    if state not in STATES or not isinstance(concurrency, int):
        return None
    if not isinstance(raw_prompts, list) or not isinstance(raw_columns, list):
        return None
    prompts = []
    for item in raw_prompts:
        if not isinstance(item, dict) or not isinstance(item.get("prompt"), str):
            return None
        fields = item.get("fields")
        prompts.append(
            BatchPrompt(item["prompt"], item.get("id"), fields if isinstance(fields, dict) else {})
        )
    columns = []
    for item in raw_columns:
        if not isinstance(item, dict) or not isinstance(item.get("model"), str):
            return None
        params = item.get("params")
        columns.append(Column(item["model"], params if isinstance(params, dict) else {}))
    if not prompts or not columns:
        return None
    created = data.get("created")
    return StoredSet(
        id=str(data.get("id") or path.name),
        prompts=tuple(prompts),
        columns=tuple(columns),
        concurrency=min(MAX_CONCURRENCY, max(MIN_CONCURRENCY, concurrency)),
        blind=data.get("blind") is True,
        state=state,
        created=float(created) if isinstance(created, int | float) else 0.0,
    )


def _cannot(verb: Literal["read", "write"], path: Path, err: OSError) -> str:
    reason = err.strerror or type(err).__name__
    if verb == "read":
        return translate("PromptSets", "{0} cannot be read ({1}).").format(path, reason)
    return translate("PromptSets", "{0} cannot be written ({1}).").format(path, reason)
