"""From a Document to a stored DocumentPart, and back to what a request or a preview needs.

What is stored: the original with its metadata removed (see ``Document.stored``) — needed
to render page images later and to send the file itself — plus the extracted text as its
own blob, so the preview, the request and the token estimate read the same text without
parsing the file again. Both are content-addressed in the BlobStore, so attaching the same
file twice stores it once.
"""

from __future__ import annotations

import dataclasses
import threading
from collections import OrderedDict
from typing import Literal

from app.domain import DocumentPart, DocumentSendMode, ImagePart
from app.domain.extracted_text import TEXT_MIME, ExtractedText, document_block
from app.media import DEFAULT_POLICY, ResizePolicy
from app.storage.blobs import BlobStore

from . import _pdf
from ._errors import DocumentError
from ._model import Cancelled, Document, Progress

Detail = Literal["auto", "low", "high"]


def store_document(
    blobs: BlobStore,
    document: Document,
    *,
    send: DocumentSendMode | None = None,
    page_range: tuple[int, int] | None = None,
) -> DocumentPart:
    """Put the document's stored copy and its text into ``blobs``; the part that refers to
    them. ``send`` defaults to ``document.default_send_mode``; for ``pages`` call
    ``with_page_images`` next. ``blob`` is "" when only the text could be kept."""
    text_blob = blobs.put(document.text.to_bytes(), TEXT_MIME)
    blob = blobs.put(document.stored, document.mime) if document.stored is not None else ""
    return DocumentPart(
        blob=blob,
        mime=document.mime,
        name=document.name,
        text_blob=text_blob,
        pages=document.pages,
        page_range=page_range,
        send=send or document.default_send_mode,
        size=len(document.stored) if document.stored is not None else document.size,
    )


def with_page_images(
    blobs: BlobStore,
    part: DocumentPart,
    *,
    detail: Detail = "auto",
    policy: ResizePolicy = DEFAULT_POLICY,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> DocumentPart:
    """The part with its page range rendered as images (stored in ``blobs``), sent as pages.

    Blocking (PDFium renders, Pillow encodes); call from a worker thread whenever the user
    picks ``pages`` or changes the range or detail of a document sent as pages.
    """
    if not part.mime == "application/pdf" or not part.blob:
        raise DocumentError(f"Only PDF pages can be sent as images; send {part.name} as text.")
    data = blobs.get(part.blob)
    images = _pdf.render_pages(
        data, part.name, part.page_range, policy=policy, progress=progress, cancelled=cancelled
    )
    stored = tuple(
        ImagePart(
            blob=blobs.put(image.data, image.mime),
            mime=image.mime,
            width=image.width,
            height=image.height,
            detail=detail,
        )
        for image in images
    )
    return dataclasses.replace(part, send="pages", images=stored)


def send_mode_problem(
    part: DocumentPart, mode: DocumentSendMode, *, vision: bool, input_file: bool
) -> str | None:
    """Why ``part`` cannot go out as ``mode`` to this model, or None if it can.

    ``vision``: the model takes images; ``input_file``: the request goes to /responses and
    the model accepts files (on chat completions ``file`` falls back to text, with a note).
    """
    if mode == "pages":
        if part.mime != "application/pdf" or not part.blob:
            return f"Only PDF pages can be sent as images; {part.name} goes as text."
        if not vision:
            return f"This model cannot see images, so the pages of {part.name} would not reach it."
    if mode == "file":
        if part.mime != "application/pdf" or not part.blob:
            return f"Only a PDF can be sent as the file itself; {part.name} goes as text."
        if not input_file:
            return (
                f"This model or endpoint does not take files, so {part.name} will be sent as "
                "its extracted text."
            )
    return None


class BlobDocuments:
    """What the request builder needs from stored documents (``DocumentSource``), read
    from a BlobStore. Extracted texts are kept in a small LRU cache, so a follow-up that
    re-sends a long document does not parse its JSON again. Thread-safe."""

    def __init__(self, blobs: BlobStore, *, cache_size: int = 16) -> None:
        self._blobs = blobs
        self._cache: OrderedDict[str, ExtractedText] = OrderedDict()
        self._size = cache_size
        self._lock = threading.Lock()

    def text(self, part: DocumentPart) -> ExtractedText:
        """The part's extracted text. FileNotFoundError/ValueError if it is missing/bad."""
        key = part.text_blob
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
        text = ExtractedText.from_bytes(self._blobs.get(key))
        with self._lock:
            self._cache[key] = text
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)
        return text

    def file_data_url(self, part: DocumentPart) -> str:
        """The stored original as a ``data:`` URL (for ``input_file.file_data``)."""
        return self._blobs.data_url(part.blob, part.mime)


def preview_text(documents: BlobDocuments, part: DocumentPart) -> str:
    """Exactly the block that ``text`` mode sends for this part (same function)."""
    return document_block(part.name, documents.text(part), part.page_range)


def document_blob_hashes(part: DocumentPart) -> set[str]:
    """Every blob a document part refers to (for ``BlobStore.gc``'s keep set)."""
    hashes = {part.blob, part.text_blob, *(image.blob for image in part.images)}
    hashes.discard("")
    return hashes
