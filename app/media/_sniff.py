"""Recognise image formats from their first bytes (never from a file name).

Pillow identifies the formats we accept; this module only names what Pillow is not allowed
to open, so the user hears "HEIC images are not supported" instead of "not an image", and
tells a damaged PNG apart from a text file that merely ends in ``.png``.
"""

from __future__ import annotations

# What Pillow may open (Pillow's format names). A JPEG carrying a Multi-Picture index (most
# phone photos) opens through "JPEG" too, as format "MPO".
ACCEPTED_FORMATS = ("PNG", "JPEG", "WEBP", "GIF", "BMP", "TIFF")
ACCEPTED_NAMES = "PNG, JPEG, WebP, GIF, BMP or TIFF"

_HEIF_BRANDS = {b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"mif1", b"msf1"}
_AVIF_BRANDS = {b"avif", b"avis"}


def accepted_format(data: bytes) -> str | None:
    """The accepted format the bytes claim to be (by signature), or None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if data.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "GIF"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WebP"
    if data.startswith(b"BM"):
        return "BMP"
    if data.startswith((b"II*\x00", b"MM\x00*")):
        return "TIFF"
    return None


def unsupported_format(data: bytes) -> str | None:
    """The name of a recognisable image format we do not accept, or None."""
    if data[4:8] == b"ftyp":
        brand = data[8:12]
        if brand in _HEIF_BRANDS:
            return "HEIC/HEIF"
        if brand in _AVIF_BRANDS:
            return "AVIF"
    if data.startswith(b"\x00\x00\x01\x00"):
        return "ICO"
    if data.startswith(b"\x00\x00\x02\x00"):
        return "CUR"
    if data.startswith(b"8BPS"):
        return "Photoshop (PSD)"
    if data.startswith((b"\x00\x00\x00\x0cjP  ", b"\xff\x4f\xff\x51")):
        return "JPEG 2000"
    if data.startswith((b"\xff\x0a", b"\x00\x00\x00\x0cJXL ")):
        return "JPEG XL"
    if data.startswith(b"%PDF"):
        return "PDF"
    head = data[:512].lstrip().lower()
    if head.startswith(b"<svg") or (head.startswith(b"<?xml") and b"<svg" in head):
        return "SVG"
    return None
