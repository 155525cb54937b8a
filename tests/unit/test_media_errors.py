"""Every kind of unusable input ends in one ImageError with a message for the user."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from PIL import Image

from app.media import ImageError, load_image_file, process_image, thumbnail
from tests.support.media_images import encode, photo, png_header_only


def test_text_file_named_png_is_not_an_image(tmp_path: Path) -> None:
    fake = tmp_path / "diagram.png"
    fake.write_text("this is a shopping list, not a picture\n")

    with pytest.raises(ImageError, match=r"^diagram\.png: This file is not an image\."):
        load_image_file(fake)


def test_zero_bytes() -> None:
    with pytest.raises(ImageError, match=r"empty \(0 bytes\)"):
        process_image(b"")


def test_zero_byte_file(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jpg"
    empty.touch()

    with pytest.raises(ImageError, match=r"^empty\.jpg: The file is empty"):
        load_image_file(empty)


@pytest.mark.parametrize("fmt", ["JPEG", "PNG"])
def test_truncated_file(fmt: str) -> None:
    data = encode(photo(400, 300), fmt)

    with pytest.raises(ImageError, match="damaged or incomplete"):
        process_image(data[: len(data) // 2])


def test_header_fragment_of_a_known_format_is_called_damaged() -> None:
    with pytest.raises(ImageError, match="starts like a PNG image but is damaged"):
        process_image(encode(photo(40, 30), "PNG")[:20])


def test_decompression_bomb_far_over_the_limit() -> None:
    with pytest.raises(ImageError, match="too many pixels to open safely"):
        process_image(png_header_only(100_000, 100_000))


def test_pixel_count_just_over_the_limit_raises_even_as_a_warning() -> None:
    # 10,000 × 9,000 = 90 MP: over Pillow's limit (89.5 MP) but under twice it, where
    # Pillow only warns. pytest turns that warning into an error; it must still become
    # our ImageError.
    with pytest.raises(ImageError, match="too many pixels"):
        process_image(png_header_only(10_000, 9_000))


def test_pixel_count_over_the_limit_is_refused_when_warnings_are_ignored() -> None:
    # The application does not turn warnings into errors; our own check must refuse.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        with pytest.raises(ImageError, match=r"10,000 × 9,000 pixels \(90 megapixels\)"):
            process_image(png_header_only(10_000, 9_000))


def test_bytes_over_the_limit() -> None:
    data = encode(photo(200, 200), "PNG")
    assert len(data) > 20 * 1024

    with pytest.raises(ImageError, match=r"^The image file is \d+ KB; the limit is 20 KB\.$"):
        process_image(data, max_bytes=20 * 1024)


def test_file_over_50_mb_is_refused_before_it_is_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.jpg"
    with huge.open("wb") as handle:  # sparse: costs no disk and no reading time
        handle.write(encode(photo(16, 16), "JPEG"))
        handle.truncate(51 * 1024 * 1024)

    with pytest.raises(
        ImageError, match=r"^huge\.jpg: The image file is 51\.0 MB; the limit is 50\.0 MB\.$"
    ):
        load_image_file(huge)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ImageError, match=r"^gone\.png: the file could not be read"):
        load_image_file(tmp_path / "gone.png")


def test_unsupported_format_is_named() -> None:
    with pytest.raises(ImageError, match=r"^ICO images are not supported\. Please use PNG, JPEG"):
        process_image(encode(photo(32, 32), "ICO"))


def test_heic_photo_is_named() -> None:
    heic_start = b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + b"\x00" * 64
    with pytest.raises(ImageError, match="HEIC/HEIF images are not supported"):
        process_image(heic_start)


def test_thumbnail_refuses_what_process_image_refuses() -> None:
    with pytest.raises(ImageError, match="not an image"):
        thumbnail(b"plain text")
