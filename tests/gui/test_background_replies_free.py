"""A reply running in the background on the server leaves the chat free, in the real window
against the loopback server: once the server has it, the person opens another chat and
sends there while it runs; back in its conversation the composer says it is still being
written, and the reply's own Stop button (a person's click, or the keyboard after a
restart) cancels it on the server and keeps it as stopped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from app.domain import MessageStatus
from tests.gui.test_background_replies import _ask_in_background
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import click_row
from tests.gui.test_token_probabilities import _tick
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action

pytestmark = pytest.mark.usefixtures("qasync_loop")

OTHER = "Hello from the other chat."
STILL_WRITTEN = "still being written on the server"


def _stop_button(window: Any) -> QPushButton | None:
    button = window.transcript.findChild(QPushButton, "backgroundStopButton")
    return button if button is not None and button.isVisible() else None


def _open_row(qtbot: Any, window: Any, controller: Any, conversation: int) -> None:
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, window.sidebar, window.sidebar.row_of(conversation))


def test_send_in_another_chat_while_a_background_reply_runs_then_stop_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    # Deep research: it runs until stopped.
    store, window, controller, background = _ask_in_background(
        qtbot, data_dir, fake_server, "Write me a long survey."
    )
    box = window.parameter_panel.advanced.background_check
    (response_id,) = store.responses

    # Another chat, at once: Send is there, and a normal reply streams while it runs.
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: controller.chat.conversation_id is None, timeout=5000)
    qtbot.waitUntil(window.send_button.isVisible, timeout=5000)
    _tick(qtbot, window, box)  # this one is an ordinary reply
    qtbot.waitUntil(lambda: not box.isChecked(), timeout=3000)
    fake_server.enqueue(Reply(text=OTHER))
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "Say hello.")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert finished.args[0].status is MessageStatus.COMPLETE
    qtbot.waitUntil(lambda: OTHER in window.transcript.toPlainText(), timeout=5000)
    assert store.status_of(response_id) == "in_progress"
    assert "In progress · " not in window.transcript.toPlainText()  # not this chat's

    # Back in its conversation: still running, ticking, with its Stop button.
    qtbot.waitUntil(lambda: window.sidebar.count() == 2, timeout=5000)
    _open_row(qtbot, window, controller, background)
    qtbot.waitUntil(lambda: "In progress · " in window.transcript.toPlainText(), timeout=5000)
    qtbot.waitUntil(lambda: _stop_button(window) is not None, timeout=5000)
    button = _stop_button(window)
    assert button is not None
    assert button.text() == "Stop" and button.accessibleName() == "Stop this reply"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus

    # Asking again for it while it runs is refused, with why.
    reply_id = window.transcript.shown_messages[-1].id
    click_message_action(qtbot, window.transcript, reply_id, "regenerate")
    qtbot.waitUntil(
        lambda: "Wait for the reply to finish" in window.statusBar().currentMessage(),
        timeout=5000,
    )
    posts = [r for r in fake_server.requests if r.method == "POST" and r.path == "/v1/responses"]
    assert len(posts) == 2  # the survey and the other chat's reply: nothing more

    # Here the composer says why it does not send, and keeps the text.
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "One more thing?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: STILL_WRITTEN in window.statusBar().currentMessage(), timeout=5000)
    assert window.composer.toPlainText() == "One more thing?"

    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as stopped:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    reply = stopped.args[0]
    assert reply.status is MessageStatus.STOPPED and reply.response_id == response_id
    assert store.cancelled == [response_id]
    qtbot.waitUntil(lambda: "Stopped" in window.transcript.toPlainText(), timeout=5000)
    qtbot.waitUntil(lambda: _stop_button(window) is None, timeout=5000)
    assert "In progress · " not in window.transcript.toPlainText()
    qtbot.waitUntil(window.send_button.isVisible, timeout=5000)  # the chat sends again
    _close(qtbot, controller)


def test_a_reply_resumed_after_a_restart_has_its_stop_button(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    store, window, _, conversation = _ask_in_background(
        qtbot, data_dir, fake_server, "Survey the history of tea."
    )
    (response_id,) = store.responses
    window.close()  # mid-run: it goes on on the server
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert store.cancelled == []

    window2, controller2 = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window2.sidebar.count() == 1, timeout=5000)
    _open_row(qtbot, window2, controller2, conversation)
    qtbot.waitUntil(lambda: "In progress · " in window2.transcript.toPlainText(), timeout=10_000)
    qtbot.waitUntil(lambda: _stop_button(window2) is not None, timeout=5000)
    button = _stop_button(window2)
    assert button is not None and button.accessibleName() == "Stop this reply"

    # From the keyboard: focus on the button, Space presses it.
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=3000)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: store.cancelled == [response_id], timeout=10_000)
    qtbot.waitUntil(lambda: "Stopped" in window2.transcript.toPlainText(), timeout=5000)
    assert window2.transcript.shown_messages[-1].status is MessageStatus.STOPPED
    assert "In progress · " not in window2.transcript.toPlainText()
    assert _stop_button(window2) is None
    _close(qtbot, controller2)
