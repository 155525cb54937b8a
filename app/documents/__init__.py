"""Documents attached to messages: PDF, DOCX, XLSX, CSV, PPTX and text files.

Plain, blocking functions for worker threads (``asyncio.to_thread``); no Qt. The parsing
libraries (pypdfium2, pypdf, python-docx, openpyxl, python-pptx, charset-normalizer) are
imported only when a document is read, so start-up does not pay for them. Every failure
is a DocumentError whose message is a sentence for the user naming the file.

Typical flow (the composer)::

    doc = await asyncio.to_thread(load_document_file, path, progress=..., cancelled=ev.is_set)
    doc.warnings, doc.confirm_question()    # show; ask before sending a huge one
    part = store_document(blobs, doc)       # DocumentPart for the message
    if part.send == "pages":                # scanned PDF, or the user's choice
        part = await asyncio.to_thread(with_page_images, blobs, part, detail="auto")
    preview_text(BlobDocuments(blobs), part)  # exactly what "text" mode sends
"""

from typing import TYPE_CHECKING, Any

from app.domain.extracted_text import (
    TEXT_MIME,
    ExtractedText,
    clamp_range,
    document_block,
    range_label,
)

from ._errors import DocumentCancelled, DocumentError
from ._model import (
    LARGE_PAGES,
    LARGE_TOKENS,
    MAX_FILE_BYTES,
    MAX_PAGES,
    Document,
    DocumentKind,
)
from ._pdf import render_pages
from ._store import (
    BlobDocuments,
    document_blob_hashes,
    preview_text,
    send_mode_problem,
    store_document,
    with_page_images,
)

if TYPE_CHECKING:
    from ._extract import extract_document, load_document_file


def __getattr__(name: str) -> Any:
    # The readers (office formats, text sniffing) load when a file is first read, on a
    # worker thread: the window's start does not need them.
    if name in ("extract_document", "load_document_file"):
        from . import _extract

        return getattr(_extract, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "LARGE_PAGES",
    "LARGE_TOKENS",
    "MAX_FILE_BYTES",
    "MAX_PAGES",
    "TEXT_MIME",
    "BlobDocuments",
    "Document",
    "DocumentCancelled",
    "DocumentError",
    "DocumentKind",
    "ExtractedText",
    "clamp_range",
    "document_blob_hashes",
    "document_block",
    "extract_document",
    "load_document_file",
    "preview_text",
    "range_label",
    "render_pages",
    "send_mode_problem",
    "store_document",
    "with_page_images",
]
