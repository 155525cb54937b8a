"""Issue 13, "the window that froze or broke": a reply of ``"- " * 5000`` (a list nested
5,000 deep) or ``">" * 5000`` (quotes as deep) used to raise RecursionError inside the
transcript, leave Send disabled and hide every later message. Now: no exception text
reaches the person, the reply shows as text, and the next message and its reply work."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView

from app.domain import MessageStatus
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.hostile import nested_list, nested_quote

pytestmark = pytest.mark.usefixtures("qasync_loop")

RAW_ERRORS = ("went wrong", "recursion", "Recursion", "Traceback", "Error:", "maximum")


@pytest.mark.parametrize(
    ("text", "chunk_size"),
    [
        (nested_list(), 7),  # many small deltas: the streaming path renders as it grows
        (nested_list(), None),  # word-sized deltas
        (nested_quote(), 10_000),  # one delta: only the final render sees it
        (nested_quote(), 3),
    ],
    ids=["list-small-chunks", "list-words", "quote-one-chunk", "quote-small-chunks"],
)
def test_a_deeply_nested_reply_shows_as_text_and_the_session_goes_on(
    qtbot: Any, data_dir: Path, fake_server: Any, text: str, chunk_size: int | None
) -> None:
    fake_server.enqueue(
        Reply(text=text, chunk_size=chunk_size, delay_per_chunk=0),
        Reply(text="The **next** reply is visible."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    errors: list[str] = []
    window.statusBar().messageChanged.connect(errors.append)

    qtbot.keyClicks(window.composer, "Nest deeply")
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    reply = finished.args[0]
    assert reply.status is MessageStatus.COMPLETE and reply.text == text
    widget = window.transcript.widget_of(reply.id)
    assert widget is not None and widget.bar is not None
    shown = widget.body.plain_text()
    marker = text[0]
    assert shown.count(marker) == text.count(marker)  # all of it, as text
    assert "<" not in shown and "li>" not in shown  # not markup shown as text either
    qtbot.waitUntil(window.send_button.isEnabled, timeout=5000)

    qtbot.keyClicks(window.composer, "And after that?")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as second:
        qtbot.mouseClick(window.send_button, Qt.MouseButton.LeftButton)
    assert second.args[0].status is MessageStatus.COMPLETE
    plain = window.transcript.toPlainText()
    assert "And after that?" in plain and "The next reply is visible." in plain
    assert window.transcript.widget_of(second.args[0].id) is not None
    for message in errors:
        assert not any(raw in message for raw in RAW_ERRORS), message
    _close(qtbot, controller)


def test_reopening_a_conversation_with_a_nested_reply_shows_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    """The stored reply renders again from the history (set_messages path, not streaming)."""
    fake_server.enqueue(Reply(text=nested_list(), chunk_size=5000, delay_per_chunk=0))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Nest")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.mouseClick(window.sidebar.new_chat_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.transcript.shown_messages == [], timeout=5000)
    rows = window.findChild(QListView, "conversationList")
    assert rows is not None
    index = rows.model().index(1, 0)  # the date group, then the chat
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        qtbot.mouseClick(
            rows.viewport(), Qt.MouseButton.LeftButton, pos=rows.visualRect(index).center()
        )
    assert opened.args[0] == finished.args[0].conversation_id
    reply = window.transcript.widget_of(finished.args[0].id)
    assert reply is not None and reply.body.plain_text().count("-") == 5000
    _close(qtbot, controller)
