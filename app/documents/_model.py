"""The result of reading a document, its limits, and the sentences that go with them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from app.domain.extracted_text import ExtractedText

from ._errors import DocumentCancelled

DocumentKind = Literal["pdf", "docx", "xlsx", "csv", "pptx", "text"]

MIME_TYPES: dict[DocumentKind, str] = {
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "csv": "text/csv",
    "text": "text/plain",
}
KIND_NAMES: dict[DocumentKind, str] = {
    "pdf": "PDF",
    "docx": "Word document (DOCX)",
    "xlsx": "Excel workbook (XLSX)",
    "pptx": "PowerPoint presentation (PPTX)",
    "csv": "CSV file",
    "text": "text file",
}

# Hard limits: beyond these a document is refused (the sentences say so).
MAX_FILE_BYTES = 100 * 1024 * 1024
MAX_PAGES = 2000
MAX_TEXT_CHARS = 20_000_000  # ~5M tokens: far past any context window; the rest is cut
MAX_CELLS = 2_000_000  # XLSX cells read; the rest is cut with a warning
# Soft limits: beyond these the UI asks before sending (``Document.confirm_question``).
LARGE_PAGES = 100
LARGE_TOKENS = 50_000

Progress = Callable[[int, int], None]  # (done, total), called from the worker thread
Cancelled = Callable[[], bool]  # e.g. threading.Event().is_set


@dataclass(frozen=True, slots=True)
class Document:
    """A document read from untrusted bytes, ready to preview, store and send.

    ``stored`` is what goes into the blob store: the original with its document metadata
    removed (PDF document info and XMP; DOCX/XLSX/PPTX ``docProps``), byte-identical
    otherwise, or the decoded text for text files. None when the metadata could not be
    removed: then only the extracted text is kept and the document can be sent only as text
    (a warning says so). The extracted text is what ``text`` mode sends.

    ``estimated_tokens`` counts the whole text as it would be sent (see ``app.api.tokens``);
    ``pages_without_text`` lists 1-based PDF pages with no text layer (scanned pages).
    """

    name: str
    kind: DocumentKind
    mime: str
    size: int
    title: str
    text: ExtractedText
    stored: bytes | None
    estimated_tokens: int
    warnings: tuple[str, ...] = ()
    pages_without_text: tuple[int, ...] = ()

    @property
    def pages(self) -> int:
        """Pages (PDF), sheets (XLSX), slides (PPTX); 1 for DOCX, CSV and text files."""
        return self.text.count

    @property
    def has_text(self) -> bool:
        return any(t.strip() for t in self.text.texts)

    @property
    def scanned(self) -> bool:
        """A PDF whose pages have no text layer at all: only page images can carry it."""
        return self.kind == "pdf" and not self.has_text

    @property
    def default_send_mode(self) -> Literal["text", "pages"]:
        return "pages" if self.scanned and self.stored is not None else "text"

    def confirm_question(self) -> str | None:
        """A question to ask before sending all of a large document, or None if it is small."""
        if self.pages <= LARGE_PAGES and self.estimated_tokens <= LARGE_TOKENS:
            return None
        unit = self.text.unit
        count = f"{self.pages:,} {unit}s, " if unit != "file" else ""
        return (
            f"{self.name} has {count}about {self.estimated_tokens:,} tokens of text. "
            f"Send all of it, or choose a {'page' if unit == 'file' else unit} range first?"
        )


def check_cancel(cancelled: Cancelled | None) -> None:
    if cancelled is not None and cancelled():
        raise DocumentCancelled()


def report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)
