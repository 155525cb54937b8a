"""Real test images built with Pillow (no binary fixtures), shared by the media unit tests
and the attachment GUI tests. tests/unit/test_media_helpers.py checks the builders
themselves: a broken builder would make every media test meaningless."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import ExifTags, Image, ImageCms, ImageDraw, ImageFilter

RED = (220, 20, 20)
BLUE = (20, 20, 220)


def photo(width: int, height: int, *, seed_sigma: float = 40.0) -> Image.Image:
    """Noise over gradients, lightly blurred: compresses like a real photo."""
    noise = Image.effect_noise((width, height), seed_sigma).convert("L")
    ramp = Image.linear_gradient("L").resize((width, height))
    other = ramp.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    return Image.merge("RGB", (ramp, noise, other)).filter(ImageFilter.GaussianBlur(1))


def halves(
    width: int, height: int, first: tuple[int, int, int], second: tuple[int, int, int]
) -> Image.Image:
    """Left half ``first``, right half ``second`` (to check orientation)."""
    image = Image.new("RGB", (width, height), first)
    ImageDraw.Draw(image).rectangle((width // 2, 0, width, height), fill=second)
    return image


def screenshot(width: int = 800, height: int = 500) -> Image.Image:
    """Flat colours and hard edges, a handful of colours: like a UI screenshot."""
    image = Image.new("RGB", (width, height), (245, 245, 245))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, width, 40), fill=(40, 60, 90))
    for row in range(60, height - 20, 24):
        draw.rectangle((20, row, width - 40 - (row % 200), row + 10), fill=(30, 30, 30))
    draw.rectangle((width - 150, height - 60, width - 20, height - 20), fill=(0, 120, 215))
    return image


def encode(image: Image.Image, fmt: str, **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def exif_with(orientation: int | None = None, gps: bool = False) -> Image.Exif:
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "TestCam"
    if orientation is not None:
        exif[ExifTags.Base.Orientation] = orientation
    if gps:
        gps_ifd = exif.get_ifd(ExifTags.IFD.GPSInfo)
        gps_ifd[ExifTags.GPS.GPSLatitudeRef] = "N"
        gps_ifd[ExifTags.GPS.GPSLatitude] = (52.0, 22.0, 31.0)
        gps_ifd[ExifTags.GPS.GPSLongitudeRef] = "E"
        gps_ifd[ExifTags.GPS.GPSLongitude] = (4.0, 53.0, 42.0)
    return exif


def png_header_only(width: int, height: int) -> bytes:
    """A PNG signature + valid IHDR claiming width×height, and a tiny IDAT."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 16))
        + chunk(b"IEND", b"")
    )


# D50-adapted sRGB primaries, as in the ICC sRGB profile.
_SRGB_RED = (0.4361, 0.2225, 0.0139)
_SRGB_GREEN = (0.3851, 0.7169, 0.0971)
_SRGB_BLUE = (0.1431, 0.0606, 0.7141)
_D50 = (0.9642, 1.0, 0.8249)


def swapped_primaries_profile(description: str = "Swapped Test RGB") -> bytes:
    """An ICC v2 RGB matrix/TRC profile whose red and green primaries are exchanged.

    A pixel (200, 0, 0) in this space is green in sRGB, so a test can tell a real
    conversion from a profile that was merely dropped.
    """

    def s15(value: float) -> bytes:
        return struct.pack(">i", round(value * 65536))

    def xyz(values: tuple[float, float, float]) -> bytes:
        return b"XYZ \x00\x00\x00\x00" + b"".join(s15(v) for v in values)

    def desc(text: str) -> bytes:
        ascii_text = text.encode("ascii") + b"\x00"
        return (
            b"desc\x00\x00\x00\x00"
            + struct.pack(">I", len(ascii_text))
            + ascii_text
            + b"\x00" * 8  # Unicode language code and count
            + b"\x00" * 3  # ScriptCode code and count
            + b"\x00" * 67
        )

    gamma_22 = b"curv\x00\x00\x00\x00" + struct.pack(">IH", 1, round(2.2 * 256)) + b"\x00\x00"
    tags = [
        (b"desc", desc(description)),
        (b"wtpt", xyz(_D50)),
        (b"rXYZ", xyz(_SRGB_GREEN)),
        (b"gXYZ", xyz(_SRGB_RED)),
        (b"bXYZ", xyz(_SRGB_BLUE)),
        (b"rTRC", gamma_22),
        (b"gTRC", gamma_22),
        (b"bTRC", gamma_22),
        (b"cprt", b"text\x00\x00\x00\x00No copyright\x00\x00\x00\x00"),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, body = b"", b""
    for signature, data in tags:
        padded = data + b"\x00" * (-len(data) % 4)
        table += signature + struct.pack(">II", offset + len(body), len(data))
        body += padded
    size = offset + len(body)
    header = (
        struct.pack(">I", size)
        + b"lcms"
        + b"\x02\x10\x00\x00"
        + b"mntrRGB XYZ "
        + struct.pack(">6H", 2024, 1, 1, 0, 0, 0)
        + b"acsp"
        + b"\x00" * 24  # platform, flags, manufacturer, model, attributes (8)
        + struct.pack(">I", 0)  # rendering intent
        + b"".join(s15(v) for v in _D50)
        + b"\x00" * 4  # creator
        + b"\x00" * 44  # profile ID and reserved
    )
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + table + body


def srgb_profile() -> bytes:
    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
