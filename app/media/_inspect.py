"""inspect_image: is this really an image we could send, and what is it? (Imports.)

Unlike process_image it keeps the bytes as they are: an image that came out of our own
export was already cleaned when it was attached. It decodes the whole first frame, so a
file that merely starts with an image signature (or stops halfway) is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from ._decode import MAX_FILE_BYTES, check_size, decode

# What can go to a vision model unchanged; other accepted formats need process_image.
SENDABLE_MIMES = {
    "PNG": "image/png",
    "JPEG": "image/jpeg",
    "WEBP": "image/webp",
    "GIF": "image/gif",
}


@dataclass(frozen=True, slots=True)
class ImageFacts:
    format: str  # Pillow's name: "PNG", "JPEG", "WEBP", "GIF", "BMP", "TIFF"
    mime: str | None  # the real type, when it can be sent unchanged; None: re-encode it
    width: int
    height: int


def inspect_image(data: bytes, *, max_bytes: int = MAX_FILE_BYTES) -> ImageFacts:
    """Decode ``data`` completely (size, pixel and format limits as for attachments).

    Raises ImageError with a sentence for the user when it is not a usable image.
    """
    decoded = decode(data, max_bytes=max_bytes)
    try:
        return ImageFacts(
            format=decoded.format,
            mime=SENDABLE_MIMES.get(decoded.format),
            width=decoded.width,
            height=decoded.height,
        )
    finally:
        decoded.image.close()


def check_image_size(size: int, *, max_bytes: int = MAX_FILE_BYTES) -> None:
    """ImageError if an image of ``size`` bytes would be refused, before reading it."""
    check_size(size, max_bytes)
