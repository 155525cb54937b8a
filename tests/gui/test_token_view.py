"""The token probability view on its own: the ramp's steps, each step's text readable on its
tint in both themes (WCAG AA, 4.5 : 1), lightness ordered so a less likely token stands
further from the page, and 10,000 tokens written as a few runs of shared formats with every
token's place, emoji included, found again from a document position. Over a rendered reply:
the Markdown stays rendered and is tinted in place (bold stays bold, an emoji split over two
tokens is one character tinted by both, a code block's label and Copy link untinted), the
legend says in words what a probability means, and a click or the keyboard's cursor on a
token shows its alternatives."""

from __future__ import annotations

import math
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from app.domain import TokenLogprob, TokenLogprobs
from app.domain.logprobs import token_from_api
from app.domain.token_text import DecodedTokens
from app.render.markup import render_markdown
from app.ui.transcript.rich_text import RichText
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
    assert shown_token("   ") == "“␣␣␣”"


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
    # The emoji is two positions in the document: the tokens after it are still found.
    last = 9_999
    _text, start, end = view.span_of(last)
    assert end - start == len(" world")
    assert view.text.piece_at(start) == view.text.piece_at(end - 1)
    _text, start, end = view.span_of(1)
    assert end - start == 3  # " " and the emoji's two UTF-16 units
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


def _rendered(qtbot: Any, markdown: str) -> RichText:
    """The reply as the transcript renders it."""
    body = RichText()
    qtbot.addWidget(body)
    body.set_html(render_markdown(markdown))
    return body


def _token(data: bytes, logprob: float, *alternatives: tuple[bytes, float]) -> TokenLogprob:
    entry = {
        "token": data.decode("utf-8", "backslashreplace"),
        "logprob": logprob,
        "bytes": list(data),
        "top_logprobs": [
            {"token": a.decode("utf-8", "backslashreplace"), "logprob": lp, "bytes": list(a)}
            for a, lp in alternatives
        ],
    }
    token = token_from_api(entry)
    assert token is not None
    return token


GLOBE = "🌍".encode()
# "## Hello 🌍\n\nThe **sky** is `blue`.\n\n```python\nx = 1\n```\n", the globe in two tokens.
TOKENS = [
    _token(b"##", -0.01),
    _token(b" Hello", -0.01),
    _token(b" " + GLOBE[:2], -0.4, (b" " + GLOBE[:2], -0.4), (b"!", -1.2)),
    _token(GLOBE[2:], -1.9, (GLOBE[2:], -1.9), ("🌎".encode()[2:], -2.0)),
    _token(b"\n\nThe", -0.01),
    _token(b" **", -0.01),
    _token(b"sky", -2.5, (b"sea", -0.3), (b"sky", -2.5)),
    _token(b"** is `", -0.01),
    _token(b"blue", -0.2),
    _token(b"`.\n\n```python\nx", -0.01),
    _token(b" = 1", -1.5),
    _token(b"\n```\n", -0.01),
]


def test_the_rendered_reply_is_tinted_in_place(qtbot: Any) -> None:
    logprobs = TokenLogprobs(TOKENS)
    markdown = "".join(DecodedTokens(TOKENS).text)
    assert markdown.startswith("## Hello 🌍\n")
    body = _rendered(qtbot, markdown)
    view = TokenProbabilityView(
        logprobs, dark=False, documents=[body.document()], resources=body.resources
    )
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    shown = view.text.toPlainText()
    # Rendered, not raw Markdown: no "##", "**" or fences; the emoji once, whole.
    assert shown.startswith("Hello 🌍\nThe sky is blue.")
    assert "**" not in shown and "##" not in shown and "```" not in shown
    assert "\\x" not in shown and "\ufffd" not in shown
    assert body.document().toPlainText() == shown  # the same text the reply shows
    # "sky" (8%) has the strongest tint and stays bold; "Hello" none.
    sky = view.format_of(6)
    assert sky.background().color().name() == RAMP[False][4][0]
    assert sky.fontWeight() >= QFont.Weight.Bold
    assert view.format_of(1).background().style() == Qt.BrushStyle.NoBrush
    # The globe: one character, tinted by its two tokens together (0.67 x 0.15 = 10%).
    _text, start, end = view.span_of(3)
    globe = view.text.piece_at(start)
    assert view.span_of(2)[2] == end and globe is not None
    cursor = QTextCursor(view.text.document())
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == "🌍"
    assert cursor.charFormat().background().color().name() == RAMP[False][3][0]
    tip = view.piece_tooltip(globe)
    assert tip.startswith("“🌍”: written by 2 tokens, together 10%")
    assert "“🌎” 14%" in tip  # the other globe, read as a character, not as bytes
    # Code keeps its block; the language and the Copy link are not tinted.
    code = view.format_of(10)  # " = 1": 22%
    assert code.background().color().name() == RAMP[False][3][0]
    document = view.text.document()
    for added in ("Copy", "python"):
        found = document.find(added)
        assert all(view.text.piece_at(p) is None for p in range(found.anchor(), found.position()))


def test_the_legend_says_what_a_probability_means(qtbot: Any) -> None:
    view = TokenProbabilityView(TokenLogprobs(TOKENS), dark=True)
    qtbot.addWidget(view)
    meaning = view.legend.findChild(QLabel, "legendMeaning").text()
    assert "how sure the model was" in meaning
    assert "everything it could have written" in meaning
    steps = view.legend.findChild(QLabel, "legendSteps")
    spoken = steps.accessibleName()
    assert spoken.startswith("90% or more: nearly certain; 70–90%: fairly sure")
    assert spoken.endswith("under 10%: a long shot: one of many options")
    # Each band's swatch is drawn in its tint.
    assert RAMP[True][-1][0] in steps.text() and "nearly certain" in steps.text()


def test_clicking_or_moving_the_cursor_onto_a_token_shows_its_alternatives(qtbot: Any) -> None:
    body = _rendered(qtbot, DecodedTokens(TOKENS).text)
    view = TokenProbabilityView(TokenLogprobs(TOKENS), dark=False, documents=[body.document()])
    qtbot.addWidget(view)
    view.resize(600, 500)
    view.show()
    qtbot.waitExposed(view)
    text, start, _end = view.span_of(6)  # "sky"
    cursor = QTextCursor(text.document())
    cursor.setPosition(start + 1)
    QTest.mouseClick(
        text.viewport(), Qt.MouseButton.LeftButton, pos=text.cursorRect(cursor).center()
    )
    qtbot.waitUntil(lambda: view.details.text().startswith("“sky” 8.2%"), timeout=3000)
    assert "alternatives: “sea” 74%" in view.details.text()
    assert view.details.accessibleName() == "Token at the cursor"
    assert text.accessibleDescription() == view.details.text()
    # The keyboard: End of the line, then back over "." and "blue" to the code span.
    text.setFocus()
    qtbot.keyClick(text, Qt.Key.Key_End)
    for _ in range(3):
        qtbot.keyClick(text, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: view.details.text().startswith("“blue” 82%"), timeout=3000)
    # The least likely tokens, in a list: Enter selects the token in the text.
    view.least.setFocus()
    view.least.setCurrentRow(0)
    qtbot.keyClick(view.least, Qt.Key.Key_Return)
    assert view.text.textCursor().selectedText() == "sky"
    assert view.details.text().startswith("“sky” 8.2%")
