"""A long streamed reply goes on in a new document past
app.ui.transcript.message_body.SEGMENT_CHARS, so a frame at its end costs what one at its start
does; to the person it is still one reply:
its text is whole and in order, and a search finds a word anywhere in it."""

from __future__ import annotations

from typing import Any

from app.domain import Message, MessageStatus, TextPart, Usage
from app.ui.transcript.message_body import SEGMENT_CHARS
from app.ui.transcript.view import TranscriptView

PARAGRAPHS = 120


def _long_reply() -> str:
    words = " ".join(["streamed"] * 60)
    return "\n\n".join(f"Paragraph marker{n:03d}: {words}." for n in range(PARAGRAPHS)) + "\n"


def test_a_long_streamed_reply_is_one_reply_in_several_documents(qtbot: Any) -> None:
    text = _long_reply()
    assert len(text) > 2 * SEGMENT_CHARS
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    view.begin_reply(7, "m")
    for i in range(0, len(text), 400):
        view.append_delta(text[i : i + 400])
    qtbot.waitUntil(lambda: f"marker{PARAGRAPHS - 2:03d}" in view.toPlainText(), timeout=10_000)
    reply = Message(
        7,
        1,
        "assistant",
        (TextPart(text),),
        model="m",
        status=MessageStatus.COMPLETE,
        finish_reason="stop",
        usage=Usage(5, 9000),
    )
    view.end_reply(reply)
    widget = view.widget_of(7)
    assert widget is not None
    browsers = widget.body.browsers()
    assert len(browsers) >= 2  # a new document each ~SEGMENT_CHARS characters
    assert all(b.document().characterCount() < 2 * SEGMENT_CHARS for b in browsers)

    shown = view.toPlainText()
    positions = [shown.index(f"marker{n:03d}") for n in range(PARAGRAPHS)]
    assert positions == sorted(positions)  # every paragraph once, in order

    view.highlight(f"marker{PARAGRAPHS - 1:03d}")  # a search match in the last document
    selected = [b for b in browsers if b.textCursor().hasSelection()]
    assert [b.textCursor().selectedText() for b in selected] == [f"marker{PARAGRAPHS - 1:03d}"]
    assert selected[0] is not browsers[0]
