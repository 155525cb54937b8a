"""Formulas in replies: inline and display LaTeX become pictures in the text's colour (once
rendered off the UI thread), dollar amounts stay text, a formula that does not render stays
code, and Copy gives the TeX source."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from app.domain import Message, MessageStatus, TextPart
from app.ui.transcript.render import release_math_images
from app.ui.transcript.view import TranscriptView
from tests.support.gui_actions import click_message_action

TEXT = (
    "Inline $x^2 + y^2 = z^2$ and prices $5 and $10.\n\n"
    "$$\\int_0^1 x\\,dx = \\frac{1}{2}$$\n\n"
    "Broken: $\\frac{1}{$ end."
)


@pytest.fixture(autouse=True)
def _formula_worker_stopped() -> Iterator[None]:
    """These transcripts have no app around them whose shutdown would stop the worker."""
    yield
    release_math_images()


def test_formulas_render_prices_stay_text_and_broken_ones_stay_code(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    reply = Message(42, 1, "assistant", (TextPart(TEXT),), model="m", status=MessageStatus.COMPLETE)
    view.set_messages([reply])
    # First shown as code, then as pictures once the worker has rendered them.
    qtbot.waitUntil(lambda: view.toHtml().count('src="cometdesk-math:') == 2, timeout=15_000)
    html = view.toHtml()
    assert 'alt="x^2 + y^2 = z^2"' in html and 'alt="\\int_0^1 x\\,dx = \\frac{1}{2}"' in html
    plain = view.toPlainText()
    assert "prices $5 and $10." in plain  # currency is not math
    assert "\\frac{1}{" in plain  # a formula that does not render stays readable code
    body = view.widget_of(42).body.text
    key = html.split('src="cometdesk-math:', 1)[1].split('"', 1)[0]
    image = body.loadResource(
        int(QTextDocument.ResourceType.ImageResource), QUrl(f"cometdesk-math:{key}")
    )
    assert isinstance(image, QImage) and not image.isNull()
    # Drawn in the text's colour: some pixel has it.
    text_colour = view.palette().color(view.palette().ColorRole.Text)
    colours = {
        image.pixelColor(x, y).rgb() for x in range(image.width()) for y in range(image.height())
    }
    assert text_colour.rgb() in colours
    with qtbot.waitSignal(view.actionRequested) as copied:
        click_message_action(qtbot, view, 42, "copy")
    assert copied.args == ["copy", 42]  # the presenter copies message.text: the TeX source


def test_a_long_streamed_reply_ends_with_its_formulas_drawn(qtbot: Any) -> None:
    """Long replies keep their streamed blocks when they end; with formulas they are drawn
    whole once more, so every formula is a picture and none is left as a placeholder."""
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    filler = "A paragraph of plain words that goes on for a while. " * 30
    text = "\n\n".join(
        [filler, "Inline $a^2 + b^2$ here.", filler, "$$e^{i\\pi} + 1 = 0$$", filler]
    )
    assert len(text) > 4000
    view.begin_reply(7, "m")
    for start in range(0, len(text), 40):
        view.append_delta(text[start : start + 40])
        qtbot.wait(1)
    reply = Message(7, 1, "assistant", (TextPart(text),), model="m", status=MessageStatus.COMPLETE)
    view.end_reply(reply)
    qtbot.waitUntil(lambda: view.toHtml().count('src="cometdesk-math:') == 2, timeout=15_000)
    assert 'alt="e^{i\\pi} + 1 = 0"' in view.toHtml()
    assert view.widget_of(7).bar is not None  # finished: its actions are there
