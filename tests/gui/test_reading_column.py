"""The conversation reads as a column: at most ~760 px wide and centred in a wide window,
the whole width less small margins in a narrow one; a question and its reply close
together; a code block's language and its Copy link on one line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QTextBlock

from app.domain import Message, TextPart
from app.ui.shell.main_window import MainWindow
from app.ui.transcript.view import TranscriptView
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

READING = 760


def _send(qtbot: Any, window: MainWindow, controller: Any, text: str) -> None:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)


def _margins(view: TranscriptView) -> list[tuple[int, int, int]]:
    """(left margin, width, right margin) of each message in the transcript's viewport."""
    viewport = view.viewport()
    found = []
    for message in view.shown_messages:
        widget = view.widget_of(message.id)
        assert widget is not None
        left = widget.mapTo(viewport, widget.rect().topLeft()).x()
        found.append((left, widget.width(), viewport.width() - left - widget.width()))
    return found


@pytest.mark.usefixtures("qasync_loop")
def test_messages_read_in_a_centred_column(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(
        Reply(text="Here is a long answer. " * 40),
        Reply(text="Short."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _send(qtbot, window, controller, "A first question")
    _send(qtbot, window, controller, "And a second one")
    view = window.transcript

    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: view.viewport().width() > READING + 200, timeout=5000)
    qtbot.waitUntil(lambda: all(w <= READING for _l, w, _r in _margins(view)), timeout=5000)
    for left, width, right in _margins(view):
        assert width == READING  # the measure, not the window's width
        assert abs(left - right) <= 2  # in the middle
        assert left > 100

    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.size() == QSize(1000, 700), timeout=5000)
    qtbot.waitUntil(lambda: view.viewport().width() < READING + 40, timeout=5000)
    qtbot.waitUntil(
        lambda: all(left <= 24 and right <= 24 for left, _w, right in _margins(view)),
        timeout=5000,
    )

    # A question and its reply close together (the question's actions, the reply's name).
    first_q, first_r = (view.widget_of(m.id) for m in view.shown_messages[:2])
    assert first_q is not None and first_r is not None
    bubble = first_q.bubble.mapTo(view.widget(), first_q.bubble.rect().bottomLeft()).y()
    reply_top = first_r.body.mapTo(view.widget(), first_r.body.rect().topLeft()).y()
    assert reply_top - bubble < 72, (bubble, reply_top)  # the reply's name line between
    _close(qtbot, controller)


def _baseline(view: TranscriptView, text: str) -> float | None:
    """Where the line holding ``text`` sits (its baseline) in the rendered reply; None
    until it is laid out."""
    for widget in (view.widget_of(m.id) for m in view.shown_messages):
        assert widget is not None
        for browser in widget.body.browsers():
            document = browser.document()
            block: QTextBlock = document.begin()
            while block.isValid():
                layout = block.layout()
                if text in block.text() and layout is not None and layout.lineCount():
                    frame = document.documentLayout().blockBoundingRect(block)
                    line = layout.lineAt(0)
                    return frame.y() + line.y() + line.ascent()
                block = block.next()
    return None


def test_a_code_blocks_language_and_copy_share_a_line(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 400)
    view.show()
    text = "Run this:\n\n```python\nprint('hi')\n```\n"
    view.set_messages([Message(1, 1, "assistant", (TextPart(text),), model="m")])
    qtbot.waitUntil(lambda: None not in (_baseline(view, "python"), _baseline(view, "Copy")))
    language, copy = _baseline(view, "python"), _baseline(view, "Copy")
    assert language is not None and copy is not None
    assert abs(language - copy) <= 1, (language, copy)
    view.close()
