"""Embedded colour profiles are converted to sRGB, then removed from the output."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from app.media import process_image, thumbnail
from tests.support.media_images import encode, photo, srgb_profile, swapped_primaries_profile


def pixel(data: bytes, xy: tuple[int, int]) -> tuple[int, ...]:
    with Image.open(io.BytesIO(data)) as image:
        assert "icc_profile" not in image.info
        value = image.convert("RGBA").getpixel(xy)
    assert isinstance(value, tuple)
    return value


@pytest.mark.parametrize("fmt", ["PNG", "JPEG"])
def test_foreign_profile_is_converted_not_just_dropped(fmt: str) -> None:
    # In the test profile "red" is sRGB's green primary: converted, the square turns green.
    source = encode(
        Image.new("RGB", (64, 64), (200, 0, 0)), fmt, icc_profile=swapped_primaries_profile()
    )

    result = process_image(source)

    red, green, blue, _alpha = pixel(result.data, (32, 32))
    assert green > 150
    assert red < 40 and blue < 40
    assert "Converted colours from the Swapped Test RGB profile to sRGB." in result.notes


def test_srgb_profile_is_dropped_without_changing_colours_or_a_note() -> None:
    source = encode(Image.new("RGB", (64, 64), (200, 30, 60)), "PNG", icc_profile=srgb_profile())

    result = process_image(source)

    red, green, blue, _alpha = pixel(result.data, (32, 32))
    assert abs(red - 200) <= 2 and abs(green - 30) <= 2 and abs(blue - 60) <= 2
    assert not any("profile" in note for note in result.notes)


def test_profile_conversion_keeps_transparency() -> None:
    image = Image.new("RGBA", (64, 64), (200, 0, 0, 255))
    image.paste((0, 0, 0, 0), (0, 0, 32, 64))

    result = process_image(encode(image, "PNG", icc_profile=swapped_primaries_profile()))

    assert result.mime == "image/png"
    assert pixel(result.data, (10, 10))[3] == 0
    red, green, _blue, alpha = pixel(result.data, (50, 10))
    assert alpha == 255 and green > 150 and red < 40


def test_unreadable_profile_is_dropped_with_a_note() -> None:
    source = encode(photo(64, 48), "PNG", icc_profile=b"not a real icc profile at all")

    result = process_image(source)

    assert pixel(result.data, (1, 1))  # still a valid image, profile gone
    assert any("colour profile could not be read" in note for note in result.notes)


def test_thumbnail_applies_the_profile_too() -> None:
    source = encode(
        Image.new("RGB", (300, 200), (200, 0, 0)), "PNG", icc_profile=swapped_primaries_profile()
    )

    red, green, _blue, _alpha = pixel(thumbnail(source), (48, 32))
    assert green > 150 and red < 40
