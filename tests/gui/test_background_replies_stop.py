"""A background reply is never paid twice and never lost, in the real window against the
loopback server, as a person meets it: Esc while the server has not yet answered the send
cancels the job once it has an id; Stop after the server finished keeps the whole answer;
a cancel the server does not take is said under the reply, whose Stop button works again;
a send whose answer never came says the reply's state is unknown, and Retry runs one job
on a server that honours the request key; a key the server refuses pauses the reply's
checks until the person fixes the key in Settings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from app import config
from app.domain import MessageStatus
from tests.gui.test_background_replies import _ask_in_background, _background_on
from tests.gui.test_main_window import _close, _open
from tests.support.fake_responses_store import responses_store
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

ANSWER = "Tea reached Europe in the 1600s."
NEW_KEY = "sk-the-fixed-key-9876543210"


def _stop_button(window: Any) -> QPushButton | None:
    button = window.transcript.findChild(QPushButton, "backgroundStopButton")
    return button if button is not None and button.isVisible() else None


def _text(window: Any) -> str:
    return window.transcript.toPlainText()


def _creates(fake_server: Any) -> list[Any]:
    return [r for r in fake_server.requests if r.method == "POST" and r.path == "/v1/responses"]


def test_esc_while_the_server_takes_the_question_cancels_the_job_once_it_has_an_id(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    store.hold_creates()  # the server takes its time to answer the send
    window, controller = _open(qtbot, data_dir, fake_server)
    _background_on(qtbot, window)
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "Write me a long survey.")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(_creates(fake_server)), timeout=10_000)

    qtbot.keyClick(window.composer, Qt.Key.Key_Escape)  # Stop, before the job has an id
    qtbot.waitUntil(lambda: "Stopping on the server" in _text(window), timeout=5000)
    assert store.responses == {}  # said at once; the server has not even kept it yet
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        store.release_creates()  # the server takes the job and answers with its id
    reply = finished.args[0]
    assert reply.status is MessageStatus.STOPPED
    (response_id,) = store.responses
    assert reply.response_id == response_id and store.cancelled == [response_id]
    cancel = next(r for r in fake_server.requests if r.path.endswith("/cancel"))
    assert cancel.path == f"/v1/responses/{response_id}/cancel"
    qtbot.waitUntil(lambda: "Stopped" in _text(window), timeout=5000)
    assert "In progress · " not in _text(window)
    _close(qtbot, controller)


def test_stop_after_the_server_finished_keeps_the_whole_answer(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text=ANSWER))
    store, window, controller, _ = _ask_in_background(
        qtbot, data_dir, fake_server, "How did tea reach Europe?"
    )
    qtbot.waitUntil(lambda: _stop_button(window) is not None, timeout=5000)
    button = _stop_button(window)
    assert button is not None
    (response_id,) = store.responses
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        store.finish(response_id)  # done on the server a moment before the click
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    reply = finished.args[0]
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER
    qtbot.waitUntil(lambda: ANSWER in _text(window), timeout=5000)
    assert "Stopped" not in _text(window) and store.cancelled == []
    _close(qtbot, controller)


def test_a_cancel_the_server_does_not_take_is_said_and_stop_works_again(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    store, window, controller, _ = _ask_in_background(
        qtbot, data_dir, fake_server, "Write me a long survey."
    )
    store.cancel_errors = [Reply.error(503, "The cancel service is down.")]
    (response_id,) = store.responses
    qtbot.waitUntil(lambda: _stop_button(window) is not None, timeout=5000)
    button = _stop_button(window)
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "did not take the cancel" in _text(window), timeout=10_000)
    assert "still running there" in _text(window) and "Stopped" not in _text(window)
    qtbot.waitUntil(lambda: button.isEnabled() and button.text() == "Stop", timeout=5000)
    assert store.status_of(response_id) == "in_progress"

    # Again, from the keyboard: this time the server takes it.
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=3000)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(button, Qt.Key.Key_Space)
    assert finished.args[0].status is MessageStatus.STOPPED
    assert store.cancelled == [response_id]
    qtbot.waitUntil(lambda: "Stopped" in _text(window), timeout=5000)
    assert "did not take the cancel" not in _text(window)
    _close(qtbot, controller)


def test_a_send_whose_answer_never_came_says_so_and_retry_runs_one_job(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    # A short read timeout: the send's answer is given up on soon.
    config.save_settings(data_dir, config.Settings(auto_title=False, read_timeout_s=2.0))
    store = responses_store(fake_server)
    store.accept_then = "stall"  # the server keeps the job but its answer never comes
    store.honour_idempotency = True
    store.polls_in_progress = 0
    fake_server.enqueue(Reply(text=ANSWER))
    window, controller = _open(qtbot, data_dir, fake_server)
    _background_on(qtbot, window)
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "How did tea reach Europe?")
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    failed = finished.args[0]
    assert failed.status is MessageStatus.ERROR
    widget = window.transcript.widget_of(failed.id)
    qtbot.waitUntil(lambda: widget.error_card is not None and widget.error_card.isVisible())
    card = widget.error_card
    window.transcript.ensureWidgetVisible(card)
    assert "state is unknown" in card.text.text() and "Retry" in card.text.text()
    assert len(_creates(fake_server)) == 1  # not sent again by itself

    retry = card.findChild(QPushButton, "errorRetryButton")
    assert retry is not None and retry.accessibleName() == "Retry"
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as retried:
        QTest.mouseClick(retry, Qt.MouseButton.LeftButton)
    assert retried.args[0].status is MessageStatus.COMPLETE
    qtbot.waitUntil(lambda: ANSWER in _text(window), timeout=5000)
    first, second = _creates(fake_server)
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"]
    assert len(store.responses) == 1  # one job, paid once
    _close(qtbot, controller)


def test_a_refused_key_pauses_the_reply_until_the_key_is_fixed_in_settings(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text=ANSWER))
    store, window, controller, _ = _ask_in_background(
        qtbot, data_dir, fake_server, "How did tea reach Europe?"
    )
    fake_server.api_key = NEW_KEY  # the old key was revoked on the dashboard
    qtbot.waitUntil(lambda: "refused the API key" in _text(window), timeout=15_000)
    assert "when the key is fixed" in _text(window) and "Paused · " in _text(window)
    store.release()  # the server finishes meanwhile

    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        controller.open_settings()
    dialog = opened.args[0]
    qtbot.keyClicks(dialog.key_input, NEW_KEY)
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        QTest.mouseClick(save, Qt.MouseButton.LeftButton)
    assert finished.args[0].status is MessageStatus.COMPLETE
    qtbot.waitUntil(lambda: ANSWER in _text(window), timeout=5000)
    assert "refused the API key" not in _text(window)
    _close(qtbot, controller)
