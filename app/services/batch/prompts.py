"""The prompts of `cometdesk batch`: a CSV's ``prompt`` column or a JSONL file's ``prompt``
field (one object per line). Every other column or field travels with its prompt into the
records: ``id`` as the record's own ``id``, the rest under ``fields``.

Anything that is not a usable prompt list is a ``PromptsError`` whose ``str`` is one
sentence naming the file (and the line, when one line is at fault).
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FORMATS = (".csv", ".jsonl")
PROMPT = "prompt"
ID = "id"


class PromptsError(Exception):
    """The prompts file cannot be used; ``str(err)`` is one sentence."""


@dataclass(frozen=True, slots=True)
class BatchPrompt:
    """One prompt. ``id``: the input's own id (None when it has none); ``fields``: the
    other columns or fields, as read (CSV: text; JSONL: JSON values); ``line``: where it
    starts in the file, for messages."""

    prompt: str
    id: Any = None
    fields: dict[str, Any] = field(default_factory=dict)
    line: int = 0


def read_prompts(path: Path) -> list[BatchPrompt]:
    """The prompts of ``path`` in file order. Raises PromptsError."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise PromptsError(f"{path.name}: the prompts must be a .csv or .jsonl file.")
    try:
        # utf-8-sig: spreadsheet programs often start a CSV with a byte-order mark.
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise PromptsError(f"{path}: no such file.") from None
    except IsADirectoryError:
        raise PromptsError(f"{path} is a folder, not a prompts file.") from None
    except UnicodeDecodeError:
        raise PromptsError(f"{path} cannot be read: it is not UTF-8 text.") from None
    except OSError as err:
        raise PromptsError(f"{path} cannot be read ({err.strerror or err}).") from err
    prompts = _from_csv(path, text) if suffix == ".csv" else _from_jsonl(path, text)
    if not prompts:
        raise PromptsError(f"{path.name} has no prompts.")
    return prompts


def _from_csv(path: Path, text: str) -> list[BatchPrompt]:
    if not text.strip():
        return []
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        columns = [name.strip() if name else "" for name in reader.fieldnames or ()]
        if PROMPT not in columns:
            shown = ", ".join(name for name in columns if name) or "none"
            raise PromptsError(f'{path.name} has no "{PROMPT}" column (its columns: {shown}).')
        prompts = []
        for row in reader:
            line = reader.line_num
            if None in row:  # more cells than the header has names for
                raise PromptsError(f"{path.name}, line {line}: more cells than the header has.")
            values = {(name or "").strip(): value or "" for name, value in row.items() if name}
            prompt = values.pop(PROMPT, "")
            if not prompt.strip():
                if not any(v.strip() for v in values.values()):
                    continue  # an empty row (spreadsheets leave them at the end)
                raise PromptsError(f"{path.name}, line {line}: the prompt is empty.")
            given_id = values.pop(ID, "")
            prompts.append(
                BatchPrompt(prompt, given_id if given_id.strip() else None, values, line)
            )
        return prompts
    except csv.Error as err:
        raise PromptsError(f"{path.name}, line {reader.line_num}: not valid CSV ({err}).") from err


def _from_jsonl(path: Path, text: str) -> list[BatchPrompt]:
    prompts = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except ValueError as err:
            reason = err.msg if isinstance(err, json.JSONDecodeError) else str(err)
            raise PromptsError(f"{path.name}, line {number}: not JSON ({reason}).") from None
        if not isinstance(item, dict):
            raise PromptsError(f"{path.name}, line {number}: not a JSON object {{…}}.")
        prompt = item.pop(PROMPT, None)
        if prompt is None:
            raise PromptsError(f'{path.name}, line {number}: no "{PROMPT}" field.')
        if not isinstance(prompt, str):
            raise PromptsError(f'{path.name}, line {number}: "{PROMPT}" is not text.')
        if not prompt.strip():
            raise PromptsError(f"{path.name}, line {number}: the prompt is empty.")
        given_id = item.pop(ID, None)
        if isinstance(given_id, dict | list):
            raise PromptsError(f'{path.name}, line {number}: "{ID}" must be text or a number.')
        prompts.append(BatchPrompt(prompt, given_id, item, number))
    return prompts
