"""One formula → SVG, with ziamath (pure Python, MIT; its STIX Two Math font ships inside).

ziamath is imported on the first render, never at start-up (~100 ms). Rendering holds a
lock (ziamath keeps module-level font caches and configuration) and takes ~5 ms for a
typical formula; results are cached per (formula, display, colour, size), so re-rendering
a streaming reply costs nothing for formulas already seen. Call from a worker thread.

The SVG uses plain paths (ziamath's ``svg2`` off: no ``<symbol>``/``<use>``), which Qt's
SVG renderer draws correctly. To show it sharp on any screen, the UI rasterises it off the
UI thread at the device pixel ratio::

    renderer = QSvgRenderer(QByteArray(rendered.svg))
    image = QImage(ceil(rendered.width * dpr), ceil(rendered.height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image); renderer.render(painter); painter.end()
    image.setDevicePixelRatio(dpr)
    document.addResource(QTextDocument.ResourceType.ImageResource,
                         QUrl(f"cometdesk-math:{key}"), image)

(QImage and QSvgRenderer may be used in a worker thread; QPixmap may not.) ``depth`` is how
far the formula reaches below the text baseline, for aligning inline formulas.
"""

from __future__ import annotations

import logging
import re
import threading
import warnings
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

log = logging.getLogger(__name__)

MAX_TEX_CHARS = 4000  # longer "formulas" are almost surely not one: leave them as code
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_VIEWBOX = re.compile(r'viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"')
_LOCK = threading.Lock()


@dataclass(frozen=True, slots=True)
class RenderedMath:
    """An SVG formula. Sizes in CSS pixels at the requested font size."""

    svg: bytes
    width: float
    height: float
    depth: float  # below the baseline


def render_math(
    tex: str, *, display: bool = False, color: str = "#000000", size: float = 16.0
) -> RenderedMath | None:
    """The formula as SVG in ``color`` (``#rrggbb``) at ``size`` px, or None if it does not
    render (a syntax error, an unknown command): then show the TeX as code."""
    if not _COLOUR.fullmatch(color):
        raise ValueError(f"colour must be #rrggbb, got {color!r}")
    if not 0 < size <= 512:
        raise ValueError(f"size must be in (0, 512], got {size}")
    tex = tex.strip()
    if not tex or len(tex) > MAX_TEX_CHARS:
        return None
    return _cached(tex, display, color.lower(), float(size))


def cache_clear() -> None:
    _cached.cache_clear()


def warm_up() -> None:
    """Import ziamath and load its font now (~150 ms), off the UI thread."""
    render_math("x^2")


@lru_cache(maxsize=1024)
def _cached(tex: str, display: bool, color: str, size: float) -> RenderedMath | None:
    with _LOCK:
        try:
            return _render(tex, display, color, size)
        except Exception:  # the parser raises assorted errors on bad TeX; it is untrusted
            log.debug("formula did not render: %.80r", tex, exc_info=True)
            return None


def _ziamath() -> Any:
    # ziamath 0.13 loads its font with importlib.resources.path(), deprecated since 3.11;
    # the warning is about ziamath's code, not ours (imported once, under _LOCK).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        from ziamath.config import config
        from ziamath.zmath import Math

    config.svg2 = False  # plain paths: Qt's SVG renderer lacks <symbol>
    return Math


def _render(tex: str, display: bool, color: str, size: float) -> RenderedMath | None:
    math_class = _ziamath()
    from ziamath.tex import tex2mml

    mathml = ET.fromstring(tex2mml(tex, inline=not display))
    if _unknown_command(mathml):
        return None
    mathml.attrib["mathcolor"] = color
    svg = str(math_class(mathml, size=size).svg())
    match = _VIEWBOX.search(svg)
    if match is None:
        return None
    _x, top, width, height = (float(v) for v in match.groups())
    if width <= 0 or height <= 0:
        return None
    return RenderedMath(svg.encode("utf-8"), width, height, depth=max(0.0, height + top))


def _unknown_command(mathml: ET.Element) -> bool:
    """latex2mathml passes an unknown ``\\command`` through as text; that is a failure."""
    return any((element.text or "").lstrip().startswith("\\") for element in mathml.iter())
