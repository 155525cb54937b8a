"""Thumbnails: small upright PNGs, aspect kept, never enlarged."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from app.media import thumbnail
from tests.support.media_images import BLUE, RED, encode, exif_with, halves, photo


def opened(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_fits_the_box_and_keeps_the_aspect_ratio() -> None:
    image = opened(thumbnail(encode(photo(4000, 3000), "JPEG")))

    assert image.format == "PNG"
    assert image.size == (96, 72)


def test_custom_size_portrait() -> None:
    assert opened(thumbnail(encode(photo(300, 900), "PNG"), 150)).size == (50, 150)


def test_small_images_are_not_enlarged() -> None:
    assert opened(thumbnail(encode(photo(40, 30), "PNG"))).size == (40, 30)


def test_is_upright_and_without_metadata() -> None:
    source = encode(halves(400, 300, RED, BLUE), "JPEG", exif=exif_with(6, gps=True))

    image = opened(thumbnail(source)).convert("RGB")

    assert image.size == (72, 96)
    top, bottom = image.getpixel((36, 5)), image.getpixel((36, 90))
    assert isinstance(top, tuple) and isinstance(bottom, tuple)
    assert top[0] > 150 > top[2] and bottom[2] > 150 > bottom[0]
    assert len(opened(thumbnail(source)).getexif()) == 0


def test_transparency_is_kept() -> None:
    image = Image.new("RGBA", (200, 200), (0, 0, 0, 0))
    image.paste((0, 200, 0, 255), (100, 0, 200, 200))

    thumb = opened(thumbnail(encode(image, "PNG")))

    assert thumb.mode == "RGBA"
    left, right = thumb.getpixel((10, 48)), thumb.getpixel((90, 48))
    assert isinstance(left, tuple) and isinstance(right, tuple)
    assert left[3] == 0 and right[3] == 255


def test_size_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        thumbnail(encode(photo(10, 10), "PNG"), 0)
