"""Images inside an import file: checked like attached images, written only at the end.

An image part's data URL is decoded and the bytes opened completely (app.media: real
format, file size, pixel limit). What is not a usable image is never stored as one: the part
becomes a short note saying why, and the import summary counts it. Nothing is written to the
blob store until the whole file has been read and validated, and what an import wrote is
removed again when its transaction fails, so a refused file changes nothing.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import logging
from dataclasses import dataclass, field
from typing import Literal

from app.domain import ImagePart, Part, TextPart
from app.storage.blobs import BlobStore

log = logging.getLogger(__name__)

DROPPED_IMAGE_NOTE = "[image not imported: {0}]"
Detail = Literal["auto", "low", "high"]


@dataclass
class PendingBlobs:
    """Image bytes read from an import, waiting until the whole file is known to be good."""

    data: dict[str, tuple[bytes, str]] = field(default_factory=dict)
    dropped: int = 0
    _created: list[str] = field(default_factory=list)

    def add(self, raw: bytes, mime: str) -> str:
        digest = hashlib.sha256(raw).hexdigest()
        self.data.setdefault(digest, (raw, mime))
        return digest

    def write(self, blobs: BlobStore) -> dict[str, int]:
        """Put every pending image into the store; their sizes, by hash."""
        sizes: dict[str, int] = {}
        for digest, (raw, mime) in self.data.items():
            existed = blobs.exists(digest)
            blobs.put(raw, mime)
            if not existed:
                self._created.append(digest)
            sizes[digest] = len(raw)
        return sizes

    def undo(self, blobs: BlobStore) -> None:
        """Remove the files ``write`` created (the import was rolled back)."""
        for digest in self._created:
            with contextlib.suppress(OSError):
                blobs.path(digest).unlink()
        self._created.clear()


def _dropped(reason: str, pending: PendingBlobs, where: str) -> TextPart:
    pending.dropped += 1
    log.warning("import: %s: image left out: %s", where, reason)
    return TextPart(DROPPED_IMAGE_NOTE.format(reason.rstrip(".")))


def image_part(
    encoded: str, *, width: int, height: int, detail: Detail, pending: PendingBlobs, where: str
) -> Part:
    """The ImagePart for a base64 payload, or a note when it is not a usable image."""
    # Pillow only when an import has images: `import app.storage` stays light at start-up.
    from app.media import ImageError, process_image
    from app.media._inspect import check_image_size, inspect_image

    try:
        # 4 base64 characters carry 3 bytes: refuse a huge payload before decoding it.
        check_image_size(max(1, len(encoded) // 4 * 3))
    except ImageError as err:
        return _dropped(err.message, pending, where)
    try:
        raw = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        return _dropped("its data is not valid base64", pending, where)
    try:
        facts = inspect_image(raw)
        if facts.mime is None:  # BMP, TIFF: accepted, but re-encoded before storing
            processed = process_image(raw)
            raw, mime = processed.data, processed.mime
            width, height = processed.width, processed.height
        else:
            mime = facts.mime  # the real type, whatever the data URL claimed
            width, height = facts.width, facts.height
    except ImageError as err:
        return _dropped(err.message, pending, where)
    return ImagePart(
        blob=pending.add(raw, mime), mime=mime, width=width, height=height, detail=detail
    )
