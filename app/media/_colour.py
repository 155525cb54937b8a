"""Colour normalisation: embedded ICC profile → sRGB, then an 8-bit mode we can encode.

Models and browsers assume sRGB for untagged images. Dropping a Display P3 or Adobe RGB
profile without converting would send dull or shifted colours, so the pixels are
converted to sRGB first and the profile is then left out of the output.
"""

from __future__ import annotations

import io

from PIL import Image

try:  # LittleCMS ships with Pillow's wheels, but a distro build may lack it.
    from PIL import ImageCms
except ImportError:  # pragma: no cover - depends on how Pillow was built
    ImageCms = None  # type: ignore[assignment]

# Modes LittleCMS converts here; others are brought to one of these first.
_CMS_INPUT = {"RGB": "RGB", "RGBA": "RGBA", "CMYK": "RGB"}


def to_srgb(image: Image.Image) -> tuple[Image.Image, str | None]:
    """Convert the pixels from the embedded profile to sRGB.

    Returns the image and a note for the user, or None when there was nothing worth
    saying (no profile, an sRGB profile, or a greyscale one).
    """
    icc = image.info.get("icc_profile")
    if not icc or image.mode in ("1", "L", "LA", "I", "I;16", "F"):
        return image, None  # greyscale profiles are near enough to sRGB's curve
    if ImageCms is None:  # pragma: no cover - depends on how Pillow was built
        return image, "The image's colour profile could not be applied; colours may differ."
    if image.mode not in _CMS_INPUT:
        image = image.convert("RGBA" if _has_alpha_channel(image) else "RGB")
    try:
        source = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        name = ImageCms.getProfileDescription(source).strip() or "embedded"
        # A fresh sRGB profile per call: LittleCMS handles are not shared across threads.
        srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))
        converted = ImageCms.profileToProfile(
            image,
            source,
            srgb,
            renderingIntent=ImageCms.Intent.PERCEPTUAL,
            outputMode=_CMS_INPUT[image.mode],
        )
    except (ImageCms.PyCMSError, OSError, ValueError, TypeError):
        return image, "The image's colour profile could not be read; colours may differ."
    assert converted is not None  # profileToProfile returns None only with inPlace=True
    if "srgb" in name.lower():
        return converted, None
    return converted, f"Converted colours from the {name} profile to sRGB."


def to_encodable(image: Image.Image) -> Image.Image:
    """An 8-bit L, LA, RGB or RGBA image; alpha is kept only if some pixel uses it."""
    mode = image.mode
    if mode in ("I;16", "I;16B", "I;16L", "I;16N", "I"):
        image = _sixteen_bit_to_l(image)
    elif mode in ("F", "1"):
        image = image.convert("L")
    elif mode == "P":
        image = image.convert("RGBA" if "transparency" in image.info else "RGB")
    elif mode == "PA":
        image = image.convert("RGBA")
    elif mode in ("L", "RGB") and "transparency" in image.info:
        image = image.convert("LA" if mode == "L" else "RGBA")
    elif mode not in ("L", "LA", "RGB", "RGBA"):
        image = image.convert("RGBA" if _has_alpha_channel(image) else "RGB")

    if image.mode in ("LA", "RGBA") and image.getchannel("A").getextrema() == (255, 255):
        image = image.convert("L" if image.mode == "LA" else "RGB")
    return image


def _has_alpha_channel(image: Image.Image) -> bool:
    return "A" in image.getbands() or "transparency" in image.info


def _sixteen_bit_to_l(image: Image.Image) -> Image.Image:
    """16-bit greyscale → 8-bit by scaling (a plain convert would clip at 255)."""
    wide = image.convert("I")
    _low, high = wide.getextrema()
    assert isinstance(high, int | float)
    if float(high) <= 255:
        return wide.convert("L")
    return wide.point(lambda value: value * (255 / 65535)).convert("L")
