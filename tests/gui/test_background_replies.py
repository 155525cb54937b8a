"""Replies that run in the background on the server, in the real window against the
loopback server: the person ticks "Run in background" (offered on the Responses API only,
saying why otherwise), sends, sees the reply "In progress" with its running time, closes
the app; the next start finds the reply finished. A reply stopped with Esc is cancelled on
the server and stays stopped after a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.domain import MessageStatus
from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.gui.test_sidebar import click_row
from tests.gui.test_token_probabilities import _show_inspector, _tick
from tests.support.fake_responses_store import ResponsesStore, responses_store
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

ANSWER = "Tea reached Europe in the 1600s."


def _background_on(qtbot: Any, window: Any) -> Any:
    """Model, the Responses API and "Run in background", as a person sets them."""
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    box = panel.advanced.background_check
    _choose(qtbot, panel.advanced.endpoint_picker, "chat")
    qtbot.waitUntil(lambda: not box.isEnabled(), timeout=5000)
    assert "Responses API" in box.toolTip() and "Responses API" in box.accessibleDescription()
    _choose(qtbot, panel.advanced.endpoint_picker, "responses")
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    assert box.accessibleName() == "Run in background"
    _tick(qtbot, window, box)
    qtbot.waitUntil(box.isChecked, timeout=3000)
    return box


def _ask(qtbot: Any, window: Any, text: str) -> None:
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, text)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "In progress · " in window.transcript.toPlainText(), timeout=10_000)


def _ask_in_background(
    qtbot: Any, data_dir: Path, fake_server: Any, question: str
) -> tuple[ResponsesStore, Any, Any, int]:
    """The app opened and ``question`` sent to run in the background, on a server that
    works on it until told to finish (or stopped): the store, window, controller and the
    conversation it is in."""
    store = responses_store(fake_server)
    store.held = True
    window, controller = _open(qtbot, data_dir, fake_server)
    _background_on(qtbot, window)
    _ask(qtbot, window, question)
    return store, window, controller, controller.chat.conversation_id


def _open_conversation(qtbot: Any, window: Any, controller: Any, conversation: int) -> None:
    qtbot.waitUntil(lambda: window.sidebar.count() == 1, timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, window.sidebar, window.sidebar.row_of(conversation))


def test_a_background_reply_finishes_while_the_app_is_closed(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    responses_store(fake_server).polls_in_progress = 0
    fake_server.enqueue(Reply(text=ANSWER))
    store, window, _, conversation = _ask_in_background(
        qtbot, data_dir, fake_server, "How did tea reach Europe?"
    )
    create = next(r for r in fake_server.requests if r.path == "/v1/responses")
    assert create.body["background"] is True and create.body["store"] is True
    assert ANSWER not in window.transcript.toPlainText()

    window.close()  # mid-run: the reply goes on running on the server
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert store.cancelled == []
    store.release()  # the server finishes while the app is closed

    window2, controller2 = _open(qtbot, data_dir, fake_server)
    _open_conversation(qtbot, window2, controller2, conversation)
    qtbot.waitUntil(lambda: ANSWER in window2.transcript.toPlainText(), timeout=10_000)
    text = window2.transcript.toPlainText()
    assert "In progress" not in text and "Interrupted" not in text
    qtbot.waitUntil(
        lambda: window2.transcript.shown_messages[-1].status is MessageStatus.COMPLETE,
        timeout=5000,
    )
    _close(qtbot, controller2)


def test_stop_cancels_a_background_reply_and_it_stays_stopped(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    store, window, controller, conversation = _ask_in_background(
        qtbot, data_dir, fake_server, "Write me a long survey."
    )
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Escape)  # Stop
    reply = finished.args[0]
    assert reply.status is MessageStatus.STOPPED
    assert store.cancelled == [reply.response_id]
    qtbot.waitUntil(lambda: "Stopped" in window.transcript.toPlainText(), timeout=5000)
    assert "In progress · " not in window.transcript.toPlainText()
    _close(qtbot, controller)

    store.release()
    window2, controller2 = _open(qtbot, data_dir, fake_server)
    _open_conversation(qtbot, window2, controller2, conversation)
    qtbot.waitUntil(lambda: "Stopped" in window2.transcript.toPlainText(), timeout=5000)
    gets = [r for r in fake_server.requests if r.method == "GET" and "resp_bg_" in r.path]
    polled_before = len(gets)
    _close(qtbot, controller2)
    gets = [r for r in fake_server.requests if r.method == "GET" and "resp_bg_" in r.path]
    assert len(gets) == polled_before  # a stopped reply is not polled again
