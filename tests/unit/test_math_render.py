"""Rendering formulas to SVG with ziamath: colour, size, failures, cache, lazy import."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from app.render.math_render import cache_clear, render_math


def test_renders_svg_in_the_colour_and_size() -> None:
    small = render_math("\\frac{a}{b} + \\sqrt{x^2+1}", color="#1A2B3C", size=16)
    big = render_math("\\frac{a}{b} + \\sqrt{x^2+1}", color="#1a2b3c", size=32)
    assert small is not None and big is not None
    root = ET.fromstring(small.svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    fills = {e.get("fill") for e in root.iter() if e.get("fill") not in (None, "none")}
    assert fills == {"#1a2b3c"}
    # Qt's SVG renderer has no <symbol>/<use>: only paths and rectangles.
    tags = {e.tag.split("}")[1] for e in root.iter()}
    assert tags <= {"svg", "path", "rect", "g"}
    assert big.width == pytest.approx(small.width * 2, rel=0.05)
    assert big.height == pytest.approx(small.height * 2, rel=0.05)
    assert small.depth > 0  # the fraction reaches below the baseline


def test_display_is_taller_than_inline() -> None:
    inline = render_math("\\sum_{n=1}^{N} n", display=False)
    display = render_math("\\sum_{n=1}^{N} n", display=True)
    assert inline is not None and display is not None
    assert display.height > inline.height


@pytest.mark.parametrize("tex", ["\\frac{a}{", "\\notacommand{x}", "", "x" * 5000, "^^^{"])
def test_a_formula_that_fails_returns_none(tex: str) -> None:
    assert render_math(tex) is None


def test_bad_arguments_are_programming_errors() -> None:
    with pytest.raises(ValueError):
        render_math("x", color="red")
    with pytest.raises(ValueError):
        render_math("x", color='#000000" onload="x')
    with pytest.raises(ValueError):
        render_math("x", size=0)


def test_cached_per_formula_colour_and_size() -> None:
    cache_clear()
    first = render_math("e^{i\\pi}", color="#000000", size=16)
    assert render_math("e^{i\\pi}", color="#000000", size=16) is first
    assert render_math("e^{i\\pi}", color="#ffffff", size=16) is not first
    assert render_math("e^{i\\pi}", color="#000000", size=17) is not first


def test_importing_the_math_modules_does_not_import_the_renderer() -> None:
    code = (
        "import sys, app.render.math, app.render.math_render\n"
        "print(any(m.startswith(('ziamath', 'latex2mathml')) for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
