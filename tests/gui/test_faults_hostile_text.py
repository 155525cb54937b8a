"""Issue 13, "data that was lost": a reply whose exact SSE bytes carry a lone surrogate
(``\\ud800`` as a JSON escape), NUL and other control characters is stored, shown and
marked complete, in the chat and in a two-column compare, driven as a person would (type,
Enter, click Compare)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from app.domain import MessageStatus
from app.storage import DB_FILENAME, Repository, open_database
from app.storage.text_safety import REPLACEMENT
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.hostile import hostile_sse, run_async

pytestmark = pytest.mark.usefixtures("qasync_loop")

MODELS = ("gpt-4o-mini", "claude-sonnet-4-5")
STORED = f"alpha {REPLACEMENT} bravo{REPLACEMENT}charlie \x01\x07\x1b[31m delta\x7f echo"


def _hostile() -> Reply:
    return Reply(body=hostile_sse(), content_type="text/event-stream")


def _choose_model(qtbot: Any, picker: QComboBox, model: str) -> None:
    """Select the model's text in the editable picker and type the model id."""
    edit = picker.lineEdit()
    assert edit is not None
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, model)
    assert picker.currentText() == model


def _rows(data_dir: Path) -> list[tuple[str, str, str]]:
    """(role, status, text) of every stored message, from the file after the app closed."""
    conn, _report = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    try:
        return [
            (m.role, m.status.value, m.text)
            for c in repo.list_conversations()
            for m in repo.list_messages(c.id)
        ]
    finally:
        repo.close()


def _assert_shown_complete(view: Any, reply_id: int) -> None:
    widget = view.widget_of(reply_id)
    assert widget is not None
    assert widget.message.status is MessageStatus.COMPLETE
    assert widget.bar is not None  # finished: it has its actions
    assert not widget.status.isVisibleTo(widget)  # no "incomplete" / "error" line
    shown = widget.body.plain_text()
    for word in ("alpha", "bravo", "charlie", "delta", "echo"):
        assert word in shown
    assert REPLACEMENT in shown


def test_a_reply_with_a_lone_surrogate_and_nul_is_stored_shown_and_complete(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(_hostile(), Reply(text="still here"))
    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window.parameter_panel.model_picker, MODELS[0])
    qtbot.keyClicks(window.composer, "Say something odd")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    reply = finished.args[0]
    assert reply.status is MessageStatus.COMPLETE and reply.finish_reason == "stop"
    assert reply.text == STORED
    _assert_shown_complete(window.transcript, reply.id)
    status = window.statusBar().currentMessage()
    assert "went wrong" not in status and "codec" not in status
    assert window.send_button.isEnabled()

    # Stored whole and searchable, through the app's own repository.
    stored = run_async(qtbot, controller.repo.list_messages(reply.conversation_id))
    assert [(m.role, m.status, m.text) for m in stored] == [
        ("user", MessageStatus.COMPLETE, "Say something odd"),
        ("assistant", MessageStatus.COMPLETE, STORED),
    ]
    hits = run_async(qtbot, controller.repo.search("charlie"))
    assert [h.message_id for h in hits] == [reply.id]

    # Copy puts what is stored on the clipboard (no lone surrogate left to break it).
    from tests.support.gui_actions import click_message_action

    click_message_action(qtbot, window.transcript, reply.id, "copy")
    qtbot.waitUntil(lambda: "charlie" in QApplication.clipboard().text(), timeout=5000)
    assert QApplication.clipboard().text() == STORED

    # The session goes on: the next message is sent and its reply shows.
    qtbot.keyClicks(window.composer, "And now?")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as second:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert second.args[0].text == "still here"
    assert "still here" in window.transcript.toPlainText()
    _close(qtbot, controller)
    assert ("assistant", "complete", STORED) in _rows(data_dir)


def test_the_same_reply_in_a_two_column_compare(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    for model in MODELS:
        fake_server.enqueue(_hostile(), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 3, timeout=10_000)
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    assert window.comparing
    view = window.compare_view
    while len(view.columns) < 2:
        qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    for column, model in zip(view.columns, MODELS, strict=False):
        _choose_model(qtbot, column.model_picker, model)
    finished: list[Any] = []
    controller.compare.columnFinished.connect(lambda _i, m: finished.append(m))
    qtbot.keyClicks(window.composer, "Both of you, say something odd")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=20_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)

    assert sorted(m.model for m in finished) == sorted(MODELS)
    for message in finished:
        assert message.status is MessageStatus.COMPLETE and message.text == STORED
    for column in view.columns[:2]:
        reply = next(m for m in column.transcript.shown_messages if m.role == "assistant")
        _assert_shown_complete(column.transcript, reply.id)
        assert "error" not in column.status.text().lower()
    status = window.statusBar().currentMessage()
    assert "went wrong" not in status and "codec" not in status
    for message in finished:
        stored = run_async(qtbot, controller.repo.list_messages(message.conversation_id))
        assert [(m.status, m.text) for m in stored if m.role == "assistant"] == [
            (MessageStatus.COMPLETE, STORED)
        ]
    _close(qtbot, controller)
