"""The extracted text of a document, one entry per page, sheet or slide, and the labelled
block it becomes in a request. Pure and light (no parsing library is imported here), so the
request builder and the context estimate can use it on any thread.

Stored in the blob store as JSON (``ExtractedText.to_bytes``), referenced by
``DocumentPart.text_blob``; the page range chosen in the preview is applied when the
request is built, so the preview and what is sent cannot disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal

Unit = Literal["page", "sheet", "slide", "file"]
_UNITS: tuple[Unit, ...] = ("page", "sheet", "slide", "file")
TEXT_MIME = "application/vnd.cometdesk.document-text+json"
_FORMAT = "cometdesk-document-text"
_VERSION = 1


@dataclass(frozen=True, slots=True)
class ExtractedText:
    """``texts[i]`` is page/sheet/slide i + 1 (a text file has one entry, unit ``file``).

    ``labels`` are optional names per entry (sheet names); empty or one per entry.
    """

    unit: Unit
    texts: tuple[str, ...]
    labels: tuple[str, ...] = ()

    @property
    def count(self) -> int:
        return len(self.texts)

    def span(self, page_range: tuple[int, int] | None) -> tuple[int, int]:
        """``page_range`` clamped to what exists (1-based, inclusive); None means all."""
        return clamp_range(page_range, self.count)

    def heading(self, number: int) -> str:
        """``[page 3]``, ``[sheet 2: Costs]``, ``[slide 4]``; "" for a plain text file."""
        if self.unit == "file":
            return ""
        name = self.labels[number - 1] if len(self.labels) == self.count else ""
        return f"[{self.unit} {number}: {name}]" if name else f"[{self.unit} {number}]"

    def body(self, page_range: tuple[int, int] | None = None) -> str:
        """The text of the range, each page under its heading (what the preview shows)."""
        first, last = self.span(page_range)
        if self.unit == "file":
            return self.texts[0] if self.texts else ""
        chunks = []
        for number in range(first, last + 1):
            text = self.texts[number - 1].strip("\n")
            chunks.append(f"{self.heading(number)}\n{text}" if text else self.heading(number))
        return "\n\n".join(chunks)

    def to_bytes(self) -> bytes:
        data = {
            "format": _FORMAT,
            "version": _VERSION,
            "unit": self.unit,
            "texts": list(self.texts),
            "labels": list(self.labels),
        }
        return json.dumps(data, ensure_ascii=False).encode("utf-8")

    @classmethod
    def from_bytes(cls, raw: bytes) -> ExtractedText:
        """Parse ``to_bytes`` output; ValueError if it is anything else."""
        try:
            data: Any = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ValueError(f"not extracted document text: {err}") from None
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            raise ValueError("not extracted document text")
        unit, texts, labels = data.get("unit"), data.get("texts"), data.get("labels", [])
        if unit not in _UNITS or not isinstance(texts, list) or not isinstance(labels, list):
            raise ValueError("extracted document text is malformed")
        if not all(isinstance(item, str) for item in [*texts, *labels]):
            raise ValueError("extracted document text is malformed")
        if labels and len(labels) != len(texts):
            raise ValueError("extracted document text is malformed")
        return cls(unit=unit, texts=tuple(texts), labels=tuple(labels))


def clamp_range(page_range: tuple[int, int] | None, count: int) -> tuple[int, int]:
    """A valid 1-based inclusive range within 1..count (count 0 gives (1, 0): empty)."""
    if count <= 0:
        return 1, 0
    if page_range is None:
        return 1, count
    first = min(max(1, page_range[0]), count)
    last = min(max(first, page_range[1]), count)
    return first, last


def range_label(unit: Unit, page_range: tuple[int, int] | None, count: int) -> str:
    """``pages 1–3 of 10``, ``page 2 of 10``, ``3 sheets``, ``1 slide``; "" for a text file."""
    if unit == "file":
        return ""
    first, last = clamp_range(page_range, count)
    if (first, last) == (1, count):
        return f"{count} {unit}" + ("" if count == 1 else "s")
    if first == last:
        return f"{unit} {first} of {count}"
    return f"{unit}s {first}–{last} of {count}"


def document_block(
    name: str, text: ExtractedText, page_range: tuple[int, int] | None = None
) -> str:
    """The labelled block a document becomes in the user message's text::

        --- file: report.pdf (pages 1–3 of 10) ---
        [page 1]
        …
        --- end of file: report.pdf ---

    Opening and closing lines carry the file name, and every page its number, so a model
    can say which file and page it quotes.
    """
    label = range_label(text.unit, page_range, text.count)
    head = f"--- file: {name} ({label}) ---" if label else f"--- file: {name} ---"
    body = text.body(page_range).strip("\n")
    return (
        f"{head}\n{body}\n--- end of file: {name} ---"
        if body
        else f"{head}\n(no text)\n--- end of file: {name} ---"
    )
