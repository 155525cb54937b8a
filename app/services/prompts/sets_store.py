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

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from app.services import job_folders
from app.services.batch.prompts import BatchPrompt
from app.services.prompts.sets import MAX_CONCURRENCY, MIN_CONCURRENCY, Cell, Column, Record
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


class SetFolder(job_folders.KeptFolder):
    """One set on disk."""

    def __init__(self, path: Path, stored: StoredSet) -> None:
        super().__init__(path)
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


class PromptSets(job_folders.KeptJobs[SetFolder]):
    """The prompt sets of one data folder."""

    keep = KEEP_SETS

    def __init__(self, data_dir: Path) -> None:
        super().__init__(data_dir / SETS_DIRNAME)

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
            id=job_folders.new_id(),
            prompts=tuple(prompts),
            columns=tuple(columns),
            concurrency=min(MAX_CONCURRENCY, max(MIN_CONCURRENCY, concurrency)),
            blind=blind,
            created=time.time(),
        )
        try:
            return self._make(stored.id, lambda path: _new_set(path, stored))
        except OSError as err:
            raise SetStoreError(_cannot("write", self.root / stored.id, err)) from err

    def _open(self, path: Path) -> SetFolder | None:
        stored = _read_set(path)
        return None if stored is None else SetFolder(path, stored)

    def _age(self, folder: SetFolder) -> tuple[float, str]:
        return folder.stored.created, folder.stored.id


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


def _new_set(path: Path, stored: StoredSet) -> SetFolder:
    _write_set(path, stored)
    return SetFolder(path, stored)


def _append(path: Path, item: Mapping[str, Any]) -> None:
    try:
        job_folders.append_line(path, item)
    except OSError as err:
        raise SetStoreError(_cannot("write", path, err)) from err


def _lines(path: Path) -> list[dict[str, Any]]:
    try:
        return job_folders.read_lines(path)
    except OSError as err:
        raise SetStoreError(_cannot("read", path, err)) from err


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
    try:
        job_folders.write_document(path / SET_FILE, data)
    except OSError as err:
        raise SetStoreError(_cannot("write", path / SET_FILE, err)) from err


def _prompt_json(prompt: BatchPrompt) -> dict[str, Any]:
    data: dict[str, Any] = {"prompt": prompt.prompt}
    if prompt.id is not None:
        data["id"] = prompt.id
    if prompt.fields:
        data["fields"] = prompt.fields
    return data


def _read_set(path: Path) -> StoredSet | None:
    """The set in ``path``, or None for anything that is not a whole set of this format."""
    data = job_folders.read_document(path / SET_FILE, FORMAT)
    if data is None:
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
