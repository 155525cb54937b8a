"""Checks of the image builders in tests/support/media_images.py (a broken builder would
make every media test meaningless)."""

from __future__ import annotations

import io

from PIL import ExifTags, Image, ImageCms

from tests.support.media_images import encode, exif_with, png_header_only, swapped_primaries_profile


def test_swapped_profile_is_a_valid_icc_profile() -> None:
    profile = ImageCms.ImageCmsProfile(io.BytesIO(swapped_primaries_profile()))
    assert ImageCms.getProfileDescription(profile).strip() == "Swapped Test RGB"


def test_png_header_only_opens_with_the_claimed_size() -> None:
    with Image.open(io.BytesIO(png_header_only(300, 200))) as image:
        assert image.size == (300, 200)


def test_exif_builder_carries_orientation_and_gps() -> None:
    data = encode(Image.new("RGB", (8, 8)), "JPEG", exif=exif_with(6, gps=True))
    with Image.open(io.BytesIO(data)) as image:
        exif = image.getexif()
        assert exif[ExifTags.Base.Orientation] == 6
        assert exif.get_ifd(ExifTags.IFD.GPSInfo)[ExifTags.GPS.GPSLatitudeRef] == "N"
