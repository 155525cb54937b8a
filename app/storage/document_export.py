"""Document parts in the export format (docs/export-format.md) and back.

An exported document carries everything needed to use it again on another machine: the
stored original as a ``data:`` URL (metadata already stripped when it was attached), the
extracted text (as readable JSON, not base64), the page range, the send mode and, for a
document sent as page images, the images. Export and import call these two functions and
nothing else, so the format of a document lives in one place.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import re
from typing import Any

from app.domain import DocumentPart, ImagePart, Part, TextPart
from app.domain.extracted_text import TEXT_MIME, ExtractedText
from app.storage.blobs import BlobStore
from app.storage.import_errors import ImportFormatError, expect_dict, expect_int, expect_list
from app.storage.import_images import PendingBlobs
from app.storage.part_export import embedded_image

log = logging.getLogger(__name__)

_DATA_URL = re.compile(r"data:([\w.+-]+/[\w.+-]+);base64,(.*)", re.DOTALL)
_SEND_MODES = ("text", "pages", "file")
MISSING_DOCUMENT_NOTE = "[document {name} missing from the export]"


def document_json(part: DocumentPart, blobs: BlobStore) -> dict[str, Any]:
    """The export form of a document part. A blob missing from the store exports as null
    (and is logged); the rest of the part still exports."""
    return {
        "type": "document",
        "name": part.name,
        "mime": part.mime,
        "pages": part.pages,
        "page_range": None if part.page_range is None else list(part.page_range),
        "send": part.send,
        "size": part.size,
        "data_url": _data_url(blobs, part.blob, part.mime),
        "text": _text_json(blobs, part.text_blob),
        "images": [
            {
                "mime": image.mime,
                "width": image.width,
                "height": image.height,
                "detail": image.detail,
                "data_url": _data_url(blobs, image.blob, image.mime),
            }
            for image in part.images
        ],
    }


def document_markdown(part: DocumentPart) -> str:
    """A line for the Markdown export: ``*[document: report.pdf, 12 pages, sent as text]*``."""
    pages = f", {part.pages} pages" if part.pages > 1 else ""
    span = f" (pages {part.page_range[0]}–{part.page_range[1]})" if part.page_range else ""
    how = {"text": "text", "pages": "page images", "file": "the file itself"}[part.send]
    return f"*[document: {part.name}{pages}{span}, sent as {how}]*"


def document_part(data: dict[str, Any], where: str, blobs: PendingBlobs) -> Part:
    """Validate an exported document and hand its blobs to ``blobs`` (written once the whole
    file is valid). A document whose original and text are both missing becomes a note,
    like a missing image; a page image that is not an image is left out."""
    name = _string(data.get("name", ""), f"{where}.name")
    mime = _string(data.get("mime", ""), f"{where}.mime")
    send = data.get("send", "text")
    if send not in _SEND_MODES:
        raise ImportFormatError(f"{where}.send: expected text, pages or file")
    original = _decode(data.get("data_url"), f"{where}.data_url")
    text = _text(data.get("text"), f"{where}.text")
    if original is None and text is None:
        return TextPart(MISSING_DOCUMENT_NOTE.format(name=name or "(unnamed)"))
    images: list[ImagePart] = []
    for n, item in enumerate(expect_list(data.get("images", []) or [], f"{where}.images")):
        image = embedded_image(
            expect_dict(item, f"{where}.images[{n}]"), f"{where}.images[{n}]", blobs
        )
        if image is not None:
            images.append(image)
    return DocumentPart(
        blob="" if original is None else blobs.add(original, mime or "application/octet-stream"),
        mime=mime,
        name=name,
        text_blob="" if text is None else blobs.add(text.to_bytes(), TEXT_MIME),
        pages=expect_int(data.get("pages", 0), f"{where}.pages"),
        page_range=_range(data.get("page_range"), f"{where}.page_range"),
        send=send,
        size=expect_int(data.get("size", 0), f"{where}.size"),
        images=tuple(images),
    )


def _data_url(blobs: BlobStore, blob: str, mime: str) -> str | None:
    if not blob:
        return None
    try:
        return blobs.data_url(blob, mime)
    except (FileNotFoundError, ValueError):
        log.warning("document blob %s is missing from the blob store", blob[:16])
        return None


def _text_json(blobs: BlobStore, blob: str) -> dict[str, Any] | None:
    if not blob:
        return None
    try:
        text = ExtractedText.from_bytes(blobs.get(blob))
    except (FileNotFoundError, ValueError):
        log.warning("document text %s is missing or unreadable", blob[:16])
        return None
    data: dict[str, Any] = json.loads(text.to_bytes())
    return {"unit": data["unit"], "texts": data["texts"], "labels": data["labels"]}


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ImportFormatError(f"{where}: expected text, found {type(value).__name__}")
    return value


def _decode(value: Any, where: str) -> bytes | None:
    if value is None:
        return None
    match = _DATA_URL.fullmatch(_string(value, where))
    if match is None:
        raise ImportFormatError(f"{where}: expected a base64 data: URL")
    try:
        return base64.b64decode(match.group(2), validate=True)
    except (binascii.Error, ValueError):
        raise ImportFormatError(f"{where}: invalid base64") from None


def _text(value: Any, where: str) -> ExtractedText | None:
    if value is None:
        return None
    data = expect_dict(value, where)
    wrapped = {"format": "cometdesk-document-text", "version": 1, **data}
    try:
        return ExtractedText.from_bytes(json.dumps(wrapped).encode("utf-8"))
    except (ValueError, TypeError):
        raise ImportFormatError(f"{where}: expected unit, texts and labels") from None


def _range(value: Any, where: str) -> tuple[int, int] | None:
    if value is None:
        return None
    items = expect_list(value, where)
    if len(items) != 2:
        raise ImportFormatError(f"{where}: expected [first, last]")
    first, last = (expect_int(item, where) for item in items)
    if not 1 <= first <= last:
        raise ImportFormatError(f"{where}: expected 1 ≤ first ≤ last")
    return first, last
