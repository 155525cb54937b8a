"""Small PNG previews for the composer and the transcript."""

from __future__ import annotations

import io

from PIL import Image

from ._colour import to_encodable, to_srgb
from ._decode import MAX_FILE_BYTES, decode


def thumbnail(data: bytes, size: int = 96, *, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """A PNG no larger than size×size (aspect kept, never enlarged), upright, in sRGB.

    Accepts exactly what process_image accepts and raises the same ImageError otherwise.
    """
    if size <= 0:
        raise ValueError(f"thumbnail size must be positive, got {size}")

    def fit(width: int, height: int) -> tuple[int, int]:
        scale = min(1.0, size / max(width, height))
        return max(1, round(width * scale)), max(1, round(height * scale))

    decoded = decode(data, max_bytes=max_bytes, target=fit)
    image = decoded.image
    if image.mode not in ("L", "LA", "RGB", "RGBA", "CMYK"):
        image = to_encodable(image)
    wanted = fit(decoded.width, decoded.height)
    if wanted != image.size:
        image = image.resize(wanted, Image.Resampling.LANCZOS, reducing_gap=3.0)
    image, _note = to_srgb(image)
    image = to_encodable(image)
    image.info = {}
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
