"""The window that froze or broke: a 10 MB paste sent as a message, a reply that is one
2 MB line, and a reply that is a 10,000-row table. Each is stored whole, shows, and the
window keeps answering while it works: the event loop turns many times meanwhile (a count of
turns, not a time; benchmarks/bench_hostile.py measures how long each frame takes)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from app.domain import MessageStatus
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action
from tests.support.hostile import (
    LoopTurns,
    big_paste,
    big_table,
    long_line,
    press_paste,
    put_text_on_clipboard,
    run_async,
)

pytestmark = pytest.mark.usefixtures("qasync_loop")

ANSWERING = 10  # turns of the event loop while the work went on: more than a blocked one


def test_a_10_mb_paste_is_sent_stored_whole_and_shown_folded_until_show_all(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="That is a lot of text."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    text = big_paste()
    put_text_on_clipboard(text)
    press_paste(qtbot, window.composer)
    assert len(window.composer.toPlainText()) == len(text)

    turns = LoopTurns().start()
    with qtbot.waitSignal(controller.replyFinished, timeout=60_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.composer.toPlainText() == "", timeout=10_000)
    assert turns.stop() > ANSWERING, "the window did not answer while it sent"
    assert finished.args[0].status is MessageStatus.COMPLETE

    # Stored whole, and sent whole.
    messages = run_async(qtbot, controller.repo.list_messages(finished.args[0].conversation_id))
    assert messages[0].role == "user" and messages[0].text == text
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    assert body["messages"][-1]["content"] == text

    # Shown folded: the start of it, and a button that says how much there is.
    question = window.transcript.widget_of(messages[0].id)
    assert question is not None
    folded = question.body.plain_text()
    assert folded.startswith("Lorem ipsum") and "END-OF-PASTE" not in folded
    assert len(folded) < 20_000
    buttons = question.findChildren(QPushButton, "showAllButton")
    assert [b.text() for b in buttons] == ["Show all (10,240 KB)"]
    assert buttons[0].accessibleName() == "Show all (10,240 KB)"
    assert "That is a lot of text." in window.transcript.toPlainText()

    # A click shows all of it, in pieces, while the window keeps answering.
    window.transcript.ensureWidgetVisible(buttons[0])
    turns = LoopTurns().start()
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "END-OF-PASTE" in question.body.plain_text(), timeout=120_000)
    assert turns.stop() > 2 * ANSWERING  # it answered all along, not once at the end
    assert not question.findChildren(QPushButton, "showAllButton") or not any(
        b.isVisible() for b in question.findChildren(QPushButton, "showAllButton")
    )
    assert question.body.plain_text().split() == text.split()  # every word, in order
    _close(qtbot, controller)


@pytest.mark.parametrize(
    ("text", "chunk_size"),
    [(long_line(2_000_000), 4000), (big_table(10_000), 500)],
    ids=["2MB-line", "10000-row-table"],
)
def test_a_huge_streamed_reply_finishes_is_stored_whole_and_the_window_answers(
    qtbot: Any, data_dir: Path, fake_server: Any, text: str, chunk_size: int
) -> None:
    fake_server.enqueue(
        Reply(text=text, chunk_size=chunk_size, delay_per_chunk=0.0005),
        Reply(text="Short one."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Give me something huge")
    turns = LoopTurns().start()
    with qtbot.waitSignal(controller.replyFinished, timeout=120_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert turns.stop() > ANSWERING, "the window did not answer while the reply streamed"

    reply = finished.args[0]
    assert reply.status is MessageStatus.COMPLETE and reply.text == text
    stored = run_async(qtbot, controller.repo.list_messages(reply.conversation_id))
    assert [m.text for m in stored if m.role == "assistant"] == [text]
    widget = window.transcript.widget_of(reply.id)
    assert widget is not None and widget.bar is not None
    shown = widget.body.plain_text()
    assert "".join(shown.split()) == "".join(text.split())  # all of it is on screen
    assert window.transcript.updates_applied > 1  # it grew while it streamed

    # Copy gives the stored text, exactly.
    click_message_action(qtbot, window.transcript, reply.id, "copy")
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == text, timeout=10_000)
    # The next message works. The huge reply does not fit gpt-4o-mini's context any more:
    # the window asks, and Enter takes its suggestion (this message alone).
    qtbot.keyClicks(window.composer, "Now a short one")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _visible_dialog(window) is not None, timeout=15_000)
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as second:
        qtbot.keyClick(_visible_dialog(window), Qt.Key.Key_Return)
    assert second.args[0].text == "Short one."
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    assert [m["content"] for m in body["messages"]] == ["Now a short one"]
    assert "Short one." in window.transcript.toPlainText()
    _close(qtbot, controller)


def _visible_dialog(window: Any) -> QDialog | None:
    return next((d for d in window.findChildren(QDialog, "contextDialog") if d.isVisible()), None)


def test_show_all_unfolds_the_text_folded_last(qtbot: Any) -> None:
    """A body folded twice (a message re-rendered: a theme change, an edit) has one button
    that unfolds the latest text; folding never disconnects a signal that had no
    connection (that warns, and under filterwarnings=error it raised inside the
    transcript)."""
    from app.render.markup import render_markdown
    from app.ui.transcript.message_body import FOLD_LIMIT, MessageBody

    body = MessageBody(render_markdown, resources=None)
    qtbot.addWidget(body)
    body.resize(600, 400)
    body.show()
    first = "first line\n" * (FOLD_LIMIT // 10)
    second = "second line\n" * (FOLD_LIMIT // 10) + "LAST"
    body.show_text(first)
    body.show_text(second)
    buttons = body.findChildren(QPushButton, "showAllButton")
    assert len(buttons) == 1
    size = len(second.encode()) / 1024
    assert buttons[0].text() == f"Show all ({size:,.0f} KB)"
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "LAST" in body.plain_text(), timeout=10_000)
    assert "first line" not in body.plain_text()
    body.show_text("short now")  # a short text: no button any more
    qtbot.waitUntil(lambda: not body.findChildren(QPushButton, "showAllButton"), timeout=5000)
    assert body.plain_text() == "short now"


def test_a_reply_of_hundreds_of_table_rows_opens_folded_and_unfolds_on_click(
    qtbot: Any,
) -> None:
    """A stored reply with a 450-row table (under 20,000 characters, but ~130 ms of Qt
    layout) opens folded; Show all shows every row."""
    from app.domain import Message, TextPart
    from app.ui.transcript.view import TranscriptView

    text = big_table(450)
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    reply = Message(5, 1, "assistant", (TextPart(text),), model="m", status=MessageStatus.COMPLETE)
    view.set_messages([reply])
    body = view.widget_of(5).body
    assert "row 449" not in body.plain_text() and "row 10" in body.plain_text()
    (button,) = view.findChildren(QPushButton, "showAllButton")
    view.ensureWidgetVisible(button)
    qtbot.waitUntil(button.isVisible, timeout=2000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "row 449" in body.plain_text(), timeout=10_000)
