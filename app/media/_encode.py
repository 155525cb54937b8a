"""Re-encode pixels without any metadata, in the smaller sensible format.

Rules: transparency → PNG. Otherwise JPEG (quality 85, optimised Huffman tables), and
when the image could also be PNG without loss of meaning — few colours (charts,
diagrams, flat screenshots, also after scaling) or a lossless source such as a
screenshot — both are encoded and the smaller wins. A JPEG source that is not resized
keeps its own quantisation tables when they are coarser than quality 85, so re-encoding
it cannot make it bigger.
"""

from __future__ import annotations

import base64
import io
from dataclasses import dataclass

from PIL import Image, JpegImagePlugin

JPEG_QUALITY = 85
_PALETTE_COLOURS = 256
_LOSSLESS_SOURCES = {"PNG", "GIF", "BMP", "TIFF", "WEBP"}

# IJG (Annex K) luminance table; its quality-85 scaling is what libjpeg would write.
_IJG_LUMA = (
    16,
    11,
    10,
    16,
    24,
    40,
    51,
    61,
    12,
    12,
    14,
    19,
    26,
    58,
    60,
    55,
    14,
    13,
    16,
    24,
    40,
    57,
    69,
    56,
    14,
    17,
    22,
    29,
    51,
    87,
    80,
    62,
    18,
    22,
    37,
    56,
    68,
    109,
    103,
    77,
    24,
    35,
    55,
    64,
    81,
    104,
    113,
    92,
    49,
    64,
    78,
    87,
    103,
    121,
    120,
    101,
    72,
    92,
    95,
    98,
    112,
    100,
    103,
    99,
)


@dataclass(frozen=True, slots=True)
class JpegTables:
    """A JPEG's quantisation tables and chroma subsampling (Pillow's save options)."""

    qtables: tuple[tuple[int, ...], ...]
    subsampling: int  # Pillow's code (0 = 4:4:4, 1 = 4:2:2, 2 = 4:2:0), -1 unknown

    @classmethod
    def of(cls, image: Image.Image) -> JpegTables | None:
        tables = getattr(image, "quantization", None)
        if not isinstance(tables, dict) or 0 not in tables:
            return None
        ordered = tuple(tuple(int(v) for v in tables[key]) for key in sorted(tables))
        return cls(ordered, JpegImagePlugin.get_sampling(image))

    def coarser_than_q85(self) -> bool:
        """Whether these tables quantise at least as coarsely as our quality 85."""
        scale = 200 - 2 * JPEG_QUALITY  # libjpeg's quality → percentage (for q ≥ 50)
        q85_sum = sum(min(255, max(1, (v * scale + 50) // 100)) for v in _IJG_LUMA)
        return sum(self.qtables[0]) >= q85_sum


@dataclass(frozen=True, slots=True)
class Encoded:
    data: bytes
    mime: str


def encode(
    image: Image.Image,
    *,
    source_format: str,
    jpeg_tables: JpegTables | None = None,
    few_colour_source: bool = False,
) -> Encoded:
    """Encode an L, LA, RGB or RGBA image (see the module docstring for the choice).

    ``jpeg_tables``: the source JPEG's tables, given only when the size is unchanged.

    ``few_colour_source``: the image had ≤ 256 colours before it was scaled (a UI
    screenshot, a chart). Scaling adds in-between shades to every edge, so it no longer
    fits a palette exactly, but a 256-colour median-cut palette still reproduces it
    almost exactly (mean error ~0.02 levels on text) and is usually smaller than a JPEG
    that blurs the text.
    """
    # Pillow's savers fall back to image.info for ICC profiles, comments and transparency;
    # an empty info guarantees that nothing from the source reaches the output.
    image.info = {}
    if image.mode in ("LA", "RGBA"):
        return Encoded(_png(image), "image/png")

    lossless_source = source_format in _LOSSLESS_SOURCES
    candidates = [Encoded(_jpeg(image, jpeg_tables, lossless_source), "image/jpeg")]
    colours = image.getcolors(_PALETTE_COLOURS)
    if colours is not None:
        candidates.append(Encoded(_png(_to_palette(image, colours)), "image/png"))
    elif few_colour_source and image.mode == "RGB":
        reduced = image.quantize(_PALETTE_COLOURS, method=Image.Quantize.MEDIANCUT)
        candidates.append(Encoded(_png(reduced), "image/png"))
    elif lossless_source and _png_might_win(image, len(candidates[0].data)):
        candidates.append(Encoded(_png(image), "image/png"))
    return min(candidates, key=lambda candidate: len(candidate.data))


def to_data_url(data: bytes, mime: str) -> str:
    """A ``data:`` URL for an image_url content part."""
    if not mime.startswith("image/"):
        raise ValueError(f"not an image MIME type: {mime!r}")
    return f"data:{mime};base64,{base64.b64encode(data).decode('ascii')}"


def _jpeg(image: Image.Image, jpeg_tables: JpegTables | None, lossless_source: bool) -> bytes:
    options: dict[str, object] = {"quality": JPEG_QUALITY, "optimize": True}
    if lossless_source:
        # Full-resolution chroma keeps coloured text in screenshots legible.
        options["subsampling"] = "4:4:4"
    if jpeg_tables is not None and jpeg_tables.coarser_than_q85():
        # Same tables and chroma sampling as the source: the pixels re-quantise almost
        # exactly as before, so size stays put instead of growing towards quality 85.
        options = {"qtables": [list(table) for table in jpeg_tables.qtables], "optimize": True}
        if jpeg_tables.subsampling != -1:
            options["subsampling"] = jpeg_tables.subsampling
    out = io.BytesIO()
    image.save(out, "JPEG", **options)
    return out.getvalue()


def _png_might_win(image: Image.Image, jpeg_size: int) -> bool:
    """Whether a full PNG encode is worth trying, judged from a few strips of rows.

    A photo-like screenshot can cost 0.3 s to encode as a PNG that is then thrown away
    at five times the JPEG's size; PNG-compressing ~1/8 of the rows predicts that.
    """
    width, height = image.size
    strip, count = 16, 8
    if height <= strip * count * 2:
        return True
    step = height // count
    sample = Image.new(image.mode, (width, strip * count))
    for index in range(count):
        top = index * step
        sample.paste(image.crop((0, top, width, top + strip)), (0, index * strip))
    estimate = len(_png(sample)) * height / (strip * count)
    return estimate < jpeg_size * 1.5


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", optimize=image.mode == "P")
    return out.getvalue()


def _to_palette(
    image: Image.Image, colours: list[tuple[int, tuple[int, ...]]] | list[tuple[int, float]]
) -> Image.Image:
    """Lossless RGB/L → P: the palette is exactly the colours present."""
    if image.mode == "L":
        return image  # an 8-bit grey PNG is already as compact as a palette one
    flat: list[int] = []
    for _count, colour in colours:
        assert isinstance(colour, tuple)  # RGB images report (r, g, b) colours
        flat.extend(int(channel) for channel in colour[:3])
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat)
    return image.quantize(palette=palette, dither=Image.Dither.NONE)
