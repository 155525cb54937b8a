"""Open untrusted image bytes safely: real format, pixel limit, first frame, upright.

Everything that can go wrong while reading becomes an ImageError with a sentence the user
can act on. Nothing here mutates Pillow's global settings (MAX_IMAGE_PIXELS,
LOAD_TRUNCATED_IMAGES), so concurrent calls from worker threads cannot disturb each other.
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from PIL import ExifTags, Image, ImageOps, UnidentifiedImageError

from ._encode import JpegTables
from ._errors import ImageError
from ._sniff import ACCEPTED_FORMATS, ACCEPTED_NAMES, accepted_format, unsupported_format

MAX_FILE_BYTES = 50 * 1024 * 1024

# Pillow's own default (~89.5 MP, a 0.25 GiB RGBA buffer). We read it per call rather than
# copying it, so an application that deliberately changes it is honoured.
_PILLOW_DEFAULT_MAX_PIXELS = 89_478_485

# Orientations 5–8 swap width and height when applied.
_SWAPPING_ORIENTATIONS = {5, 6, 7, 8}

# Errors Pillow raises from decoders on damaged data, besides OSError.
_DECODE_ERRORS = (OSError, SyntaxError, ValueError, EOFError, struct.error, zlib.error)


@dataclass(frozen=True, slots=True)
class DecodedImage:
    """A loaded, upright first frame plus what we learnt about the source."""

    image: Image.Image
    format: str  # "PNG", "JPEG", "WEBP", "GIF", "BMP", "TIFF"
    width: int  # upright size of the source (before any draft reduction)
    height: int
    frames: int
    rotated: bool  # an EXIF orientation was applied
    had_gps: bool
    # A JPEG source's quantisation tables, for re-encoding at unchanged size.
    jpeg_tables: JpegTables | None


def max_pixels() -> int:
    return Image.MAX_IMAGE_PIXELS or _PILLOW_DEFAULT_MAX_PIXELS


def check_size(size: int, max_bytes: int) -> None:
    if size == 0:
        raise ImageError("The file is empty (0 bytes), so there is no image to attach.")
    if size > max_bytes:
        raise ImageError(
            f"The image file is {_megabytes(size)}; the limit is {_megabytes(max_bytes)}."
        )


def decode(
    data: bytes,
    *,
    max_bytes: int = MAX_FILE_BYTES,
    target: Callable[[int, int], tuple[int, int]] | None = None,
) -> DecodedImage:
    """Open and load the first frame of ``data``, applying its EXIF orientation.

    ``target`` maps the upright source size to the size the caller will scale to. A JPEG
    then decodes at a reduced scale (libjpeg DCT scaling, 1/2 to 1/8) as long as the
    result still covers that size: a 12 MP photo bound for 1024×768 decodes several times
    faster, and the final resampling still starts from at least the target resolution.
    """
    check_size(len(data), max_bytes)
    image = _open(data)
    try:
        return _load(image, target)
    except ImageError:
        image.close()
        raise


def _open(data: bytes) -> Image.Image:
    try:
        image = Image.open(io.BytesIO(data), formats=ACCEPTED_FORMATS)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as err:
        # The warning arrives as an exception only when warnings are errors (as in tests);
        # otherwise Pillow just warns and the explicit check below rejects the image.
        # Either way the sentence names the size the user's own file declares.
        size = declared_size(data)
        raise (_too_many_pixels(*size) if size else _too_many_pixels()) from err
    except (UnidentifiedImageError, *_DECODE_ERRORS) as err:
        raise _unreadable(data) from err
    width, height = image.size
    if width * height > max_pixels():
        image.close()
        raise _too_many_pixels(width, height)
    return image


def declared_size(data: bytes) -> tuple[int, int] | None:
    """The width and height the header of ``data`` declares, read by the format's own
    Pillow plugin without Pillow's pixel check (Image.open refuses a decompression bomb
    before telling its size). Only the header is parsed; None if no accepted format
    claims the bytes."""
    Image.init()
    prefix = data[:16]
    for fmt in ACCEPTED_FORMATS:
        entry = Image.OPEN.get(fmt)
        if entry is None:
            continue
        factory, accept = entry
        try:
            claimed = accept is None or accept(prefix)
            if isinstance(claimed, str) or not claimed:  # a string: a warning, not a claim
                continue
            image = factory(io.BytesIO(data), "")  # as Image.open calls it for bytes
        except Exception:  # a damaged header: this plugin cannot say
            continue
        try:
            width, height = image.size
        finally:
            image.close()
        return int(width), int(height)
    return None


def _load(image: Image.Image, target: Callable[[int, int], tuple[int, int]] | None) -> DecodedImage:
    fmt = "JPEG" if image.format == "MPO" else str(image.format)
    frames = int(getattr(image, "n_frames", 1))
    if image.format == "MPO":
        frames = 1  # the extra pictures are depth or gain maps, not animation
    orientation, had_gps = _exif_facts(image)
    stored_w, stored_h = image.size
    swaps = orientation in _SWAPPING_ORIENTATIONS
    upright_w, upright_h = (stored_h, stored_w) if swaps else (stored_w, stored_h)

    drafted = False
    if target is not None and fmt == "JPEG":
        want_w, want_h = target(upright_w, upright_h)
        stored_want = (want_h, want_w) if swaps else (want_w, want_h)
        if stored_want != image.size and image.draft(None, stored_want) is not None:
            drafted = image.size != (stored_w, stored_h)

    try:
        image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as err:
        raise _too_many_pixels(stored_w, stored_h) from err
    except _DECODE_ERRORS as err:
        raise ImageError(
            f"The {fmt} image is damaged or incomplete (the file looks truncated), "
            "so it cannot be read."
        ) from err

    tables = JpegTables.of(image) if fmt == "JPEG" and not drafted else None
    untouched = image
    if orientation in range(2, 9):
        transposed = ImageOps.exif_transpose(image)
        if transposed is not None:
            image = transposed
    rotated = image is not untouched
    return DecodedImage(
        image=image,
        format=fmt,
        width=upright_w,
        height=upright_h,
        frames=frames,
        rotated=rotated,
        had_gps=had_gps,
        jpeg_tables=tables,
    )


def _exif_facts(image: Image.Image) -> tuple[int, bool]:
    """(orientation 1–8, has GPS data). Broken EXIF counts as none: it is dropped anyway."""
    try:
        exif = image.getexif()
        orientation = int(exif.get(ExifTags.Base.Orientation, 1))
        had_gps = bool(exif.get(ExifTags.IFD.GPSInfo)) and bool(exif.get_ifd(ExifTags.IFD.GPSInfo))
    except Exception:  # Pillow raises assorted errors (and warnings) on malformed EXIF
        return 1, False
    return (orientation if 1 <= orientation <= 8 else 1), had_gps


def _unreadable(data: bytes) -> ImageError:
    other = unsupported_format(data)
    if other is not None:
        return ImageError(f"{other} images are not supported. Please use {ACCEPTED_NAMES}.")
    claimed = accepted_format(data)
    if claimed is not None:
        return ImageError(
            f"The file starts like a {claimed} image but is damaged or incomplete, "
            "so it cannot be read."
        )
    return ImageError(f"This file is not an image. Comet Desk can attach {ACCEPTED_NAMES}.")


def _too_many_pixels(width: int | None = None, height: int | None = None) -> ImageError:
    limit = f"{max_pixels() / 1e6:.0f} megapixels"
    if width is None or height is None:
        return ImageError(f"The image has too many pixels to open safely (limit {limit}).")
    return ImageError(
        f"The image has too many pixels to open safely: {width:,} × {height:,} pixels "
        f"({width * height / 1e6:,.0f} megapixels); the limit is {limit}."
    )


def _megabytes(size: int) -> str:
    if size < 1024 * 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size / (1024 * 1024):.1f} MB"
