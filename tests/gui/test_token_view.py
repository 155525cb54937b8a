"""The token probability view on its own: the ramp's steps, each step's text readable on its
tint in both themes (WCAG AA, 4.5 : 1), lightness ordered so a less likely token stands
further from the page, and 10,000 tokens written as a few runs of shared formats with every
token's place, emoji included, found again from a document position."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtGui import QColor

from app.domain import TokenLogprob, TokenLogprobs
from app.ui.transcript.token_view import (
    RAMP,
    STEP_FLOORS,
    TokenProbabilityView,
    percent,
    shown_token,
    step_of,
)


def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    q = QColor(colour)
    return 0.2126 * channel(q.red()) + 0.7152 * channel(q.green()) + 0.0722 * channel(q.blue())


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("dark", [False, True])
def test_each_step_is_readable_and_ordered(dark: bool) -> None:
    steps = RAMP[dark]
    assert len(steps) == len(STEP_FLOORS)
    for background, text in steps:
        assert _contrast(background, text) >= 4.5, (background, text)
    lightness = [QColor(background).lightnessF() for background, _text in steps]
    # Light theme: darker as less likely; dark theme: lighter. One hue throughout.
    assert lightness == sorted(lightness, reverse=not dark)
    hues = {round(QColor(background).hslHueF() * 360 / 10) for background, _t in steps}
    assert len(hues) <= 2


def test_steps_and_words() -> None:
    assert step_of(math.log(0.95)) == 0
    assert step_of(math.log(0.9)) == 0
    assert step_of(math.log(0.8)) == 1
    assert step_of(math.log(0.2)) == 4
    assert step_of(math.log(0.05)) == 5
    assert percent(math.log(0.5)) == "50%"
    assert percent(math.log(0.042)) == "4.2%"
    assert percent(-20) == "<0.1%"
    assert shown_token(" a\n") == "“ a↵”"


def test_ten_thousand_tokens_in_shared_runs(qtbot: Any) -> None:
    pattern = [("Hello", -0.01), (" 🌍", -2.5), (" wide", -0.2), (" world", -0.01)]
    tokens = [
        TokenLogprob(token, lp, ((token, lp), (" other", lp - 1)))
        for n in range(2_500)
        for token, lp in pattern
    ]
    view = TokenProbabilityView(TokenLogprobs(tokens), dark=False)
    qtbot.addWidget(view)
    text = "".join(t.token for t in tokens)
    assert view.text.toPlainText() == text
    assert len(view.starts) == 10_000
    # The emoji is two positions in the document: the tokens after it are still found.
    last = 9_999
    assert view.token_at(view.starts[last]) == last
    assert view.token_at(view.starts[last] + 3) == last
    assert view.token_at(view.starts[1] + 1) == 1  # inside the emoji
    assert view.format_of(1).background().color().name() == RAMP[False][4][0]
    # A run per change of step, not a format per token.
    fragments = 0
    block = view.text.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragments += 1
            it += 1
        block = block.next()
    assert fragments <= 7_501
    assert view.least.count() == 20
    assert view.least.item(0).text().startswith("“ 🌍” 8.2%; alternatives: “ other” 3.0%")
