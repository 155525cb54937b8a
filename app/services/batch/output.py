"""The output file of `cometdesk batch -o OUT.jsonl`: read back for resuming, written as
records finish.

As `cometdesk describe`'s result files, and for the same reasons: on start the file is
rewritten (atomically) with only the records that were ``ok``; each new record is then
appended and flushed as soon as it is known, so a killed run leaves every finished record
on disk (a line cut mid-write is ignored when read back); at the end the whole file is
rewritten atomically in a stable order. Error records are never kept for the next run:
their prompts are sent again. A file that holds something other than batch records is
left alone. Files are readable by the user only (0600).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from app.services.appended_file import AppendedFile, cannot_write_sentence
from app.services.batch.records import is_ok, record_key

SUFFIX = ".jsonl"


class OutputError(Exception):
    """The output file cannot be used; ``str(err)`` is one sentence."""


class BatchOutput(AppendedFile):
    error = OutputError

    def __init__(self, path: Path) -> None:
        if path.suffix.lower() != SUFFIX:
            raise OutputError(f"{path.name}: the output must end in {SUFFIX}.")
        super().__init__(path)

    def kept_records(self) -> list[dict[str, Any]]:
        """The ``ok`` records of an earlier run, in file order. Raises OutputError when the
        file cannot be read or is not a batch output."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except IsADirectoryError:
            raise OutputError(f"{self.path} is a folder; name a file to write.") from None
        except (OSError, UnicodeDecodeError) as err:
            reason = getattr(err, "strerror", None) or "not UTF-8 text"
            raise OutputError(f"{self.path} cannot be read ({reason}).") from err
        records = []
        for line in text.splitlines():
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except ValueError:
                continue  # a line a killed run cut short
            if not isinstance(item, dict) or record_key(item) is None:
                raise OutputError(
                    f"{self.path} exists and is not a batch output; choose another output file."
                )
            if is_ok(item):
                records.append(item)
        return records

    def start(self, kept: Iterable[Mapping[str, Any]]) -> None:
        """Rewrite the file with only ``kept`` and open it for appending. Raises
        OutputError when it cannot be written."""
        self._start(self.path, map(line_of, kept))

    def add(self, record: Mapping[str, Any]) -> None:
        """Append one record and flush it: a run killed after this keeps it."""
        self._add(line_of(record))

    def finish(self, records: Iterable[Mapping[str, Any]]) -> None:
        """The whole output in its final order, atomically."""
        self._finish(map(line_of, records))


def line_of(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False) + "\n"


def cannot_write(path: Path, err: OSError) -> OutputError:
    """One sentence for an output that cannot be written; a full disk says what to do."""
    return OutputError(cannot_write_sentence(path, err))
