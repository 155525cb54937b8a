"""The result file of `cometdesk describe`: read back for resuming, written as rows arrive.

The design, kept simple and honest about crashes:

- ``.csv`` and ``.jsonl``: on start the file is rewritten (atomically) with only the rows
  that were already ``ok``; each new row is then appended and flushed as soon as it is
  known; at the end the whole file is rewritten atomically in the inputs' order. A killed
  run leaves every finished row on disk (a line cut mid-write is ignored when read back).
- ``.json`` (one array, which cannot grow line by line): rows go to a sidecar,
  ``OUT.json.partial`` (JSON lines), as they arrive; at the end OUT.json is written
  atomically and the sidecar removed. A killed run leaves the sidecar, which the next run
  reads together with OUT.json.

Error rows are never kept for the next run: their images are tried again. Files are
readable by the user only (0600).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from pathlib import Path

from app.services.appended_file import AppendedFile, cannot_write_sentence
from app.services.describe.rows import COLUMNS, DescribeRow

FORMATS = (".csv", ".json", ".jsonl")
PARTIAL_SUFFIX = ".partial"


class ResultFileError(Exception):
    """The result file cannot be used; ``str(err)`` is one sentence."""


class ResultFile(AppendedFile):
    error = ResultFileError

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.format = path.suffix.lower()
        if self.format not in FORMATS:
            raise ResultFileError(f"{path.name}: the output must end in .csv, .json or .jsonl.")

    @property
    def partial(self) -> Path:
        """The sidecar of a .json result (see the module's docstring)."""
        return self.path.with_name(self.path.name + PARTIAL_SUFFIX)

    @property
    def _stream_path(self) -> Path:
        return self.partial if self.format == ".json" else self.path

    # -- reading ----------------------------------------------------------------------------

    def done_rows(self) -> list[DescribeRow]:
        """The ``ok`` rows of an earlier run (the sidecar's win over OUT.json's), in order."""
        rows: dict[str, DescribeRow] = {}
        sources = [self.path, self.partial] if self.format == ".json" else [self.path]
        for source in sources:
            for row in self._read(source):
                rows[row.file] = row
        return [row for row in rows.values() if row.ok]

    def _read(self, source: Path) -> list[DescribeRow]:
        try:
            text = source.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except (OSError, UnicodeDecodeError) as err:
            reason = getattr(err, "strerror", None) or "not UTF-8 text"
            raise ResultFileError(f"{source} cannot be read ({reason}).") from err
        if not text.strip():
            return []
        if source == self.path and self.format == ".json":
            return self._read_array(source, text)
        if self.format == ".csv" and source == self.path:
            return self._read_csv(source, text)
        return self._read_lines(text)

    def _read_array(self, source: Path, text: str) -> list[DescribeRow]:
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if not isinstance(data, list):
            raise self._foreign(source)
        return [row for item in data if isinstance(item, dict) and (row := _row(item))]

    def _read_csv(self, source: Path, text: str) -> list[DescribeRow]:
        try:
            reader = csv.DictReader(io.StringIO(text, newline=""))
            if reader.fieldnames is None or not {"file", "status"} <= set(reader.fieldnames):
                raise self._foreign(source)
            return [row for item in reader if (row := _row(item))]
        except csv.Error as err:
            raise self._foreign(source) from err

    @staticmethod
    def _read_lines(text: str) -> list[DescribeRow]:
        rows = []
        for line in text.splitlines():
            try:
                item = json.loads(line)
            except ValueError:
                continue  # a line a killed run cut short
            if isinstance(item, dict) and (row := _row(item)):
                rows.append(row)
        return rows

    @staticmethod
    def _foreign(source: Path) -> ResultFileError:
        return ResultFileError(
            f"{source} exists and is not a describe result; choose another output file."
        )

    # -- writing ----------------------------------------------------------------------------

    def start(self, kept: Iterable[DescribeRow]) -> None:
        """Rewrite the file being appended to with only ``kept`` and open it for appending.
        Raises ResultFileError when it cannot be written."""
        self._start(self._stream_path, [self._render(kept, lines=True)])

    def add(self, row: DescribeRow) -> None:
        """Append one row and flush it: a run killed after this keeps it."""
        if self.format == ".csv":
            self._add(_csv_text([row], header=False))
        else:
            self._add(json.dumps(row.to_json(), ensure_ascii=False) + "\n")

    def finish(self, rows: Iterable[DescribeRow]) -> None:
        """Write the whole result in order, atomically; a .json result's sidecar goes."""
        drop = self.partial if self.format == ".json" else None
        self._finish([self._render(rows, lines=False)], drop=drop)

    def _render(self, rows: Iterable[DescribeRow], *, lines: bool) -> str:
        if self.format == ".csv":
            return _csv_text(rows, header=True)
        if self.format == ".json" and not lines:
            items = [row.to_json() for row in rows]
            return json.dumps(items, ensure_ascii=False, indent=2) + "\n"
        return "".join(json.dumps(r.to_json(), ensure_ascii=False) + "\n" for r in rows)


def cannot_write(path: Path, err: OSError) -> ResultFileError:
    """One sentence for a result that cannot be written; a full disk says what to do."""
    return ResultFileError(cannot_write_sentence(path, err))


def _row(item: dict[str, object]) -> DescribeRow | None:
    return DescribeRow.from_mapping(item)


def _csv_text(rows: Iterable[DescribeRow], *, header: bool) -> str:
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    if header:
        writer.writeheader()
    for row in rows:
        writer.writerow(row.to_csv())
    return out.getvalue()
