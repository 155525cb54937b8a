"""Japanese at the weight of the Latin around it, in the dark theme as in the light one.
Qt renders a CFF font (Noto Sans CJK, the usual CJK fallback on Linux) with FreeType's stem
darkening and gamma-corrected blending, which makes light text on a dark background heavier:
Japanese looked bold beside regular Latin in the dark theme. Measured here as ink: how much
a text darkens (or lightens) its background, dark on light against light on dark."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter

from app.ui.shell.fonts import even_cjk_weight
from app.ui.shell.theme import DARK, LIGHT

CJK = ("Noto Sans CJK JP", "Source Han Sans JP", "Noto Sans CJK SC", "Source Han Sans SC")
SIZE = 17  # px: a size no other test draws CJK at, so its glyphs are loaded here


def _ink(text: str, font: QFont, *, dark: bool) -> float:
    colours = DARK if dark else LIGHT
    background, ink = QColor(colours["base"]), QColor(colours["text"])
    image = QImage(400, 40, QImage.Format.Format_RGB32)
    image.fill(background)
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(4, 28, text)
    painter.end()
    base = background.lightness()
    return sum(
        abs(image.pixelColor(x, y).lightness() - base)
        for y in range(image.height())
        for x in range(image.width())
    )


def test_japanese_is_no_heavier_than_latin_in_the_dark_theme(qapp: Any) -> None:
    family = next((f for f in CJK if f in QFontDatabase.families()), None)
    if family is None:
        pytest.skip("no CJK font installed (fonts-noto-cjk)")
    assert even_cjk_weight()  # what the theme does before the window is built
    japanese = QFont(family)
    japanese.setPixelSize(SIZE)
    latin = QFont()
    latin.setPixelSize(SIZE)
    jp_text, latin_text = "日本語のテキストも表示します", "Regular Latin text here"
    # Dark over light, for each: a TrueType Latin font is a little lighter on dark.
    jp = _ink(jp_text, japanese, dark=True) / _ink(jp_text, japanese, dark=False)
    en = _ink(latin_text, latin, dark=True) / _ink(latin_text, latin, dark=False)
    assert jp / en < 1.1, (jp, en)
