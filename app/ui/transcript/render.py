"""What the transcript draws text with: markdown to HTML with formulas as pictures (code
until ready), and the only resources a message may load: our icons and formulas."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFontInfo, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from app.render.colours import colours
from app.ui.common.icons import themed_icon

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl

    from app.ui.transcript.math_images import MathImages

ICON_SCHEME = "cometdesk-icon"  # <img src="cometdesk-icon:copy">: a tinted Lucide icon

# Markdown, formulas and their pictures load with the first message shown, not before the
# window's first paint; FormulaSignals lets a transcript listen before that.
_MATH: MathImages | None = None
_SIGNALS: FormulaSignals | None = None
MATH_MARKS = ("$", "\\(", "\\[")


class FormulaSignals(QObject):
    """Signals:
    ready(str): a formula's picture finished rendering (its cache key).
    """

    ready = Signal(str)


def formula_signals() -> FormulaSignals:
    global _SIGNALS
    if _SIGNALS is None:
        _SIGNALS = FormulaSignals(QApplication.instance())
    return _SIGNALS


def shared_math_images() -> MathImages:
    """One cache of formula pictures for every transcript (main and compare columns)."""
    global _MATH
    if _MATH is None:
        from app.ui.transcript.math_images import MathImages

        _MATH = MathImages(QApplication.instance())
        hub = formula_signals()
        _MATH.ready.connect(hub.ready)
    return _MATH


def release_math_images() -> None:
    """Stop the formula worker (at shutdown); pictures already made stay drawn."""
    global _MATH
    if _MATH is not None:
        _MATH.close()
        _MATH = None


class MathRedraw(QObject):
    """Calls ``redraw`` once formulas finished rendering: several finish together, so it
    waits for a quiet 60 ms and draws once."""

    def __init__(self, parent: QObject, redraw: Callable[[], None]) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(60)
        self._timer.timeout.connect(redraw)
        formula_signals().ready.connect(self._ready)

    def _ready(self, _key: str) -> None:
        self._timer.start()


def has_math(text: str) -> bool:
    return any(mark in text for mark in MATH_MARKS)


def render_text(text: str, widget: QWidget, *, dark: bool) -> str:
    """Markdown to HTML for ``widget``, with formulas in its text colour and size."""
    from app.render.markup import render_markdown
    from app.render.math import math_img_html, protect_math, restore_math

    if not has_math(text):
        return render_markdown(text, dark=dark)
    protected = protect_math(text)
    body = render_markdown(protected.markdown, dark=dark)
    if not protected.formulas:
        return body
    colour = widget.palette().color(QPalette.ColorRole.Text).name()
    size = float(QFontInfo(widget.font()).pixelSize())
    math = shared_math_images()
    return restore_math(
        body, protected, lambda seg: math_img_html(seg, math.rendered(seg, colour, size))
    )


def resource(url: QUrl, widget: QWidget) -> object:
    """A tinted icon (cometdesk-icon:NAME) or a formula's picture; nothing else ever."""
    if url.scheme() == ICON_SCHEME:
        return themed_icon(url.path(), widget, QPalette.ColorRole.PlaceholderText, (16,)).pixmap(16)
    return shared_math_images().resource(url)


def welcome_label(parent: QWidget) -> QLabel:
    """Where an empty transcript says what to do (``welcome_html``)."""
    label = QLabel(parent)
    label.setObjectName("transcriptEmpty")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


def welcome_html(dark: bool) -> str:
    """What an empty transcript says."""
    lines = [
        QCoreApplication.translate(
            "TranscriptView", "Ask anything. Enter sends, Shift+Enter adds a line."
        ),
        QCoreApplication.translate(
            "TranscriptView", "Paste a screenshot or drop images to have them described."
        ),
        QCoreApplication.translate(
            "TranscriptView", "Compare (Ctrl+Shift+M) sends one prompt to several models at once."
        ),
    ]
    items = "".join(f"<p>{line}</p>" for line in lines)
    title = '<p style="font-size:x-large;"><b>Comet Desk</b></p>'  # a name
    return f'<div style="color:{colours(dark)["muted"]};">{title}{items}</div>'
