"""process_image / load_image_file on real images: orientation, metadata, sizes, formats."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

from app.media import ProcessedImage, ResizePolicy, load_image_file, process_image
from tests.support.media_images import (
    BLUE,
    RED,
    encode,
    exif_with,
    halves,
    photo,
    screenshot,
    srgb_profile,
)


def reopen(result: ProcessedImage) -> Image.Image:
    image = Image.open(io.BytesIO(result.data))
    image.load()
    return image


def close_to(actual: object, expected: tuple[int, int, int], tolerance: int = 12) -> bool:
    assert isinstance(actual, tuple)
    return all(abs(int(a) - e) <= tolerance for a, e in zip(actual[:3], expected, strict=True))


def mean_difference(first: Image.Image, second: Image.Image) -> float:
    diff = ImageChops.difference(first.convert("RGB"), second.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3


# --- orientation and metadata ---------------------------------------------------------


def test_rotated_jpeg_with_gps_comes_out_upright_with_no_metadata_at_all() -> None:
    # Stored 400×300, red left / blue right; orientation 6 means "rotate 90° clockwise to
    # view", so upright it is 300×400 with red on top.
    source = encode(
        halves(400, 300, RED, BLUE),
        "JPEG",
        quality=90,
        exif=exif_with(orientation=6, gps=True),
        xmp=b'<x:xmpmeta xmlns:x="adobe:ns:meta/">secret-xmp-marker</x:xmpmeta>',
        comment=b"secret-comment-marker",
        icc_profile=srgb_profile(),
    )

    result = process_image(source)

    assert (result.width, result.height) == (300, 400)
    assert (result.original_width, result.original_height) == (300, 400)
    assert result.original_format == "JPEG"
    image = reopen(result)
    assert image.size == (300, 400)
    pixels = image.convert("RGB")
    assert close_to(pixels.getpixel((150, 20)), RED)
    assert close_to(pixels.getpixel((150, 380)), BLUE)
    assert len(image.getexif()) == 0
    assert not {"exif", "icc_profile", "xmp", "XML:com.adobe.xmp", "comment"} & set(image.info)
    for marker in (b"Exif\x00\x00", b"TestCam", b"secret-xmp-marker", b"secret-comment"):
        assert marker not in result.data
    assert any("upright" in note for note in result.notes)
    assert any("GPS" in note for note in result.notes)


def test_png_and_webp_metadata_is_dropped_too() -> None:
    for fmt in ("PNG", "WEBP"):
        source = encode(photo(64, 48), fmt, exif=exif_with(gps=True), icc_profile=srgb_profile())
        image = reopen(process_image(source))
        assert len(image.getexif()) == 0, fmt
        assert "icc_profile" not in image.info, fmt
        assert "exif" not in image.info, fmt


def test_large_rotated_photo_is_reduced_in_its_upright_orientation() -> None:
    # Exercises the reduced-scale JPEG decode with width and height swapped by EXIF.
    source = encode(halves(4000, 3000, RED, BLUE), "JPEG", exif=exif_with(orientation=6))

    result = process_image(source)

    assert (result.original_width, result.original_height) == (3000, 4000)
    assert (result.width, result.height) == (768, 1024)
    image = reopen(result).convert("RGB")
    assert close_to(image.getpixel((384, 50)), RED)
    assert close_to(image.getpixel((384, 970)), BLUE)


# --- sizes ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def big_photo_jpeg() -> bytes:
    return encode(photo(6000, 4000), "JPEG", quality=85)


@pytest.mark.parametrize(
    ("policy", "size"),
    [
        (ResizePolicy.ORIGINAL, (6000, 4000)),
        (ResizePolicy.OPENAI_HIGH, (1152, 768)),
        (ResizePolicy.FIT_2048, (2048, 1365)),
        (ResizePolicy.FIT_1568, (1568, 1045)),
        (ResizePolicy.FIT_768, (768, 512)),
    ],
)
def test_6000_by_4000_photo_is_sized_by_each_policy(
    big_photo_jpeg: bytes, policy: ResizePolicy, size: tuple[int, int]
) -> None:
    result = process_image(big_photo_jpeg, policy=policy)

    assert (result.width, result.height) == size
    assert reopen(result).size == size
    assert result.mime == "image/jpeg"
    assert (result.original_width, result.original_height) == (6000, 4000)


def test_default_policy_keeps_high_detail_box() -> None:
    # Long side ≤ 2048 and short side ≤ 768, whichever binds.
    wide = process_image(encode(photo(3000, 1000), "PNG"))
    assert (wide.width, wide.height) == (2048, 683)
    tall = process_image(encode(photo(900, 1800), "PNG"))
    assert (tall.width, tall.height) == (768, 1536)


@pytest.mark.parametrize("policy", list(ResizePolicy))
def test_small_images_are_never_upscaled(policy: ResizePolicy) -> None:
    result = process_image(encode(photo(300, 200), "JPEG"), policy=policy)

    assert (result.width, result.height) == (300, 200)
    assert reopen(result).size == (300, 200)
    assert not any("Scaled" in note for note in result.notes)


def test_resize_is_reported_in_notes() -> None:
    result = process_image(encode(photo(1600, 1200), "JPEG"))
    assert "Scaled down from 1600×1200 to 1024×768 pixels." in result.notes


# --- output format --------------------------------------------------------------------


def test_transparency_gives_png_with_alpha_kept() -> None:
    image = Image.new("RGBA", (200, 100), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((20, 10, 180, 90), fill=(200, 40, 40, 255))

    result = process_image(encode(image, "PNG"))

    assert result.mime == "image/png"
    out = reopen(result)
    assert out.mode == "RGBA"
    assert out.getpixel((0, 0))[3] == 0  # type: ignore[index]
    assert out.getpixel((100, 50)) == (200, 40, 40, 255)


def test_gif_transparency_survives() -> None:
    image = Image.new("P", (40, 40), 0)
    image.putpalette([0, 0, 0, 255, 0, 0] + [0] * 762)
    ImageDraw.Draw(image).rectangle((10, 10, 29, 29), fill=1)

    result = process_image(encode(image, "GIF", transparency=0))

    out = reopen(result).convert("RGBA")
    assert result.mime == "image/png"
    assert out.getpixel((0, 0))[3] == 0  # type: ignore[index]
    assert out.getpixel((20, 20)) == (255, 0, 0, 255)


def test_fully_opaque_alpha_is_not_treated_as_transparency() -> None:
    result = process_image(encode(photo(300, 200).convert("RGBA"), "PNG"))
    assert result.mime == "image/jpeg"


def test_flat_screenshot_becomes_a_smaller_lossless_png() -> None:
    source = screenshot()
    result = process_image(encode(source, "PNG"))

    assert result.mime == "image/png"
    assert len(result.data) < len(encode(source, "JPEG", quality=85))
    assert ImageChops.difference(reopen(result).convert("RGB"), source).getbbox() is None


def test_flat_image_from_a_jpeg_source_still_picks_the_smaller_png() -> None:
    # Few colours survive JPEG only if the JPEG is lossless-looking; a flat grey block is.
    result = process_image(encode(Image.new("RGB", (600, 400), (90, 90, 90)), "JPEG"))
    assert result.mime == "image/png"


def test_photo_from_a_png_source_becomes_jpeg() -> None:
    source = encode(photo(800, 600), "PNG")
    result = process_image(source)

    assert result.mime == "image/jpeg"
    assert len(result.data) < len(source) / 2


def test_unresized_jpeg_loses_metadata_without_growing_or_degrading() -> None:
    original = photo(700, 500)
    source = encode(original, "JPEG", quality=70, exif=exif_with(gps=True), optimize=True)

    result = process_image(source)

    assert (result.width, result.height) == (700, 500)
    assert result.mime == "image/jpeg"
    assert len(result.data) <= len(source)
    assert b"Exif" not in result.data
    decoded_source = Image.open(io.BytesIO(source))
    assert mean_difference(reopen(result), decoded_source) < 1.5


@pytest.mark.parametrize(
    "extras",
    [{"exif": exif_with(orientation=6)}, {"icc_profile": srgb_profile()}],
    ids=["rotated", "srgb-profile"],
)
def test_rotated_or_profiled_jpeg_does_not_grow_either(extras: dict[str, object]) -> None:
    source = encode(photo(700, 500), "JPEG", quality=70, optimize=True, **extras)

    result = process_image(source)

    assert max(result.width, result.height) == 700
    assert len(result.data) <= len(source)


def test_very_high_quality_jpeg_is_reencoded_smaller() -> None:
    source = encode(photo(700, 500), "JPEG", quality=98, subsampling=0)
    result = process_image(source)
    assert len(result.data) < len(source)


# --- source formats -------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["PNG", "JPEG", "WEBP", "GIF", "BMP", "TIFF"])
def test_each_accepted_format_is_detected_and_processed(fmt: str) -> None:
    result = process_image(encode(halves(120, 80, RED, BLUE), fmt))

    assert result.original_format == fmt
    assert (result.width, result.height) == (120, 80)
    assert result.was_animated is False
    image = reopen(result)
    assert close_to(image.convert("RGB").getpixel((10, 40)), RED, tolerance=30)
    assert close_to(image.convert("RGB").getpixel((110, 40)), BLUE, tolerance=30)


def test_format_comes_from_the_bytes_not_the_file_name(tmp_path: Path) -> None:
    misnamed = tmp_path / "holiday.png"
    misnamed.write_bytes(encode(photo(64, 64), "JPEG"))

    assert load_image_file(misnamed).original_format == "JPEG"


@pytest.mark.parametrize("fmt", ["GIF", "WEBP"])
def test_animated_image_sends_first_frame_with_a_note(fmt: str) -> None:
    frames = [Image.new("RGB", (64, 48), colour) for colour in (RED, BLUE, (20, 200, 20))]
    source = encode(frames[0], fmt, save_all=True, append_images=frames[1:], duration=100)

    result = process_image(source)

    assert result.was_animated is True
    assert result.original_format == fmt
    assert close_to(reopen(result).convert("RGB").getpixel((32, 24)), RED, tolerance=20)
    assert any("first frame" in note for note in result.notes)


def test_phone_style_mpo_jpeg_is_a_jpeg_not_an_animation() -> None:
    source = encode(
        photo(320, 240), "MPO", save_all=True, append_images=[Image.new("RGB", (80, 60))]
    )

    result = process_image(source)

    assert result.original_format == "JPEG"
    assert result.was_animated is False
    assert (result.width, result.height) == (320, 240)


def test_cmyk_jpeg_becomes_rgb() -> None:
    result = process_image(encode(Image.new("CMYK", (50, 50), (0, 255, 255, 0)), "JPEG"))

    image = reopen(result)
    assert image.mode != "CMYK"
    assert close_to(image.convert("RGB").getpixel((25, 25)), (255, 0, 0), tolerance=30)


def test_sixteen_bit_greyscale_is_scaled_not_clipped() -> None:
    image = Image.new("I;16", (40, 20), 0)
    ImageDraw.Draw(image).rectangle((20, 0, 39, 19), fill=32768)

    out = reopen(process_image(encode(image, "PNG"))).convert("L")

    assert out.getpixel((5, 5)) == 0
    assert out.getpixel((30, 5)) in (127, 128)


def test_concurrent_calls_match_sequential_results() -> None:
    sources = [encode(photo(900 + 50 * i, 700), "JPEG") for i in range(6)]
    sequential = [process_image(data) for data in sources]

    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(process_image, sources))

    assert parallel == sequential


def test_scaled_text_screenshot_stays_a_sharp_png() -> None:
    # 222 colours before scaling, thousands after: a 256-colour palette still keeps the
    # text almost exact and beats a JPEG that smears it.
    source = screenshot(1600, 1000)
    draw = ImageDraw.Draw(source)
    for row in range(60, 1000, 20):
        draw.text((30, row), "The quick brown fox jumps over the lazy dog 0123 " * 3, fill=0)

    result = process_image(encode(source, "PNG"))

    assert (result.width, result.height) == (1229, 768)
    assert result.mime == "image/png"
    scaled = source.resize((1229, 768), Image.Resampling.LANCZOS)
    assert len(result.data) < len(encode(scaled, "JPEG", quality=85))
    assert mean_difference(reopen(result), scaled) < 0.5
