"""Failures in the transcript, as a person meets them against the loopback server: a failed
reply is a card (the sentence, what to do, a labelled Retry, Open settings for a key or an
address problem); Retry replaces the failed attempt, which stays folded and is not a version;
a rate limit counts down on one line under the waiting reply and goes when the reply comes."""

from __future__ import annotations

import re
import socket
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from app.main import build_controller
from app.secrets import MemoryKeyStore
from app.ui.shell.main_window import MainWindow
from tests.gui.test_main_window import KEY, _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def _card(qtbot: Any, window: Any, reply_id: int) -> Any:
    widget = window.transcript.widget_of(reply_id)
    assert widget is not None
    qtbot.waitUntil(lambda: widget.error_card is not None and widget.error_card.isVisible())
    window.transcript.ensureWidgetVisible(widget.error_card)
    return widget.error_card


def _shown(window: Any, name: str) -> list[str]:
    """The texts of the visible labels with this object name in the transcript."""
    labels = window.transcript.findChildren(QLabel, name)
    return [label.text() for label in labels if label.isVisible()]


def _version_labels(window: Any) -> list[str]:
    labels = window.transcript.findChildren(QLabel, "versionLabel")
    return [label.text() for label in labels if label.isVisibleTo(window.transcript)]


def test_a_failed_reply_is_a_card_and_retry_replaces_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    # A 502 from a proxy, every attempt (the client tries four times), then a reply.
    fake_server.enqueue(*[Reply.error(502, "Bad gateway", html=True)] * 4)
    fake_server.enqueue(Reply(text="Here it is after all."))
    window, controller = _open(qtbot, data_dir, fake_server)
    failed = _send(qtbot, window, controller, "Tell me something")
    assert failed.status == "error" and failed.error_kind == "server"

    card = _card(qtbot, window, failed.id)
    assert "HTTP 502" in card.text.text() and card.text.text().endswith(".")
    assert card.advice_label.text()  # what to do
    assert "HTTP 502" not in window.statusBar().currentMessage()  # said once, on the card
    retry = card.findChild(QPushButton, "errorRetryButton")
    assert retry.text() == "Retry" and retry.accessibleName() == "Retry"
    assert card.findChild(QPushButton, "errorSettingsButton") is None  # not a key problem
    # No second, unlabelled Retry in the reply's action bar.
    widget = window.transcript.widget_of(failed.id)
    assert widget.bar.findChild(QWidget, "action_regenerate") is None

    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as again:
        qtbot.mouseClick(retry, Qt.MouseButton.LeftButton)
    reply = again.args[0]
    assert reply.text == "Here it is after all." and reply.status == "complete"

    # The failed attempt is folded under the new reply, and it is not a version.
    def folded() -> bool:
        shown = window.transcript.widget_of(reply.id)
        return shown is not None and shown.attempts is not None

    qtbot.waitUntil(folded, timeout=5000)
    shown = window.transcript.widget_of(reply.id)
    assert shown.attempts.button.text() == "1 failed attempt"
    assert _version_labels(window) == []
    assert window.transcript.widget_of(failed.id) is None
    assert "Here it is after all." in window.transcript.toPlainText()
    qtbot.mouseClick(shown.attempts.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(shown.attempts.content.isVisible, timeout=5000)
    attempt = shown.attempts.content.findChild(QLabel, "failedAttempt")
    assert "HTTP 502" in attempt.text()
    _close(qtbot, controller)

    # Stored: the attempt is kept, pointing at the reply that replaced it.
    from app.storage import DB_FILENAME, Repository, open_database

    conn, _report = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    try:
        assert repo.versions(reply.id) == [reply.id]
        kept = repo.get_message(failed.id)
        assert kept is not None and kept.replaced_by == reply.id and not kept.active
    finally:
        repo.close()


def test_a_rejected_key_card_opens_the_settings(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply.error(401, "Incorrect API key provided"))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Hello?")
    # A rejected key opens the settings by itself once; close them, as a person might.
    with (
        qtbot.waitSignal(controller.settingsOpened, timeout=10_000) as opened,
        qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished,
    ):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    opened.args[0].reject()
    qtbot.waitUntil(lambda: not opened.args[0].isVisible(), timeout=5000)
    failed = finished.args[0]
    assert failed.error_kind == "auth"

    card = _card(qtbot, window, failed.id)
    assert card.text.text() == "The API key was rejected."
    assert "Settings" in card.advice_label.text()
    settings = card.findChild(QPushButton, "errorSettingsButton")
    assert settings is not None and settings.accessibleName() == "Open settings"
    # Both buttons are in the keyboard order.
    retry = card.findChild(QPushButton, "errorRetryButton")
    assert retry.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert settings.focusPolicy() & Qt.FocusPolicy.TabFocus
    with qtbot.waitSignal(controller.settingsOpened, timeout=10_000) as again:
        qtbot.mouseClick(settings, Qt.MouseButton.LeftButton)
    dialog = again.args[0]
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    _close(qtbot, controller)


def test_a_server_that_is_not_running_is_named_with_its_address(qtbot: Any, data_dir: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    window = MainWindow()
    qtbot.addWidget(window)
    env = {"COMETDESK_BASE_URL": f"http://127.0.0.1:{port}/v1", "COMETDESK_API_KEY": KEY}
    controller = build_controller(window, data_dir, env, MemoryKeyStore())
    window.show()
    with qtbot.waitSignal(controller.ready, timeout=10_000):
        controller.start()
    failed = _send(qtbot, window, controller, "Anyone there?")
    assert failed.error_kind == "connect"
    card = _card(qtbot, window, failed.id)
    expected = f"Could not connect to 127.0.0.1:{port} — is the server running?"
    assert card.text.text() == expected
    assert card.findChild(QPushButton, "errorSettingsButton") is not None  # the base URL
    assert expected in window.transcript.toPlainText()
    _close(qtbot, controller)


def test_the_rate_limit_line_counts_down_and_goes_when_the_reply_comes(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply.error(429, "Rate limit reached", retry_after=3),
        Reply(text="Worth the wait, " * 20, chunk_size=8, delay_per_chunk=0.02),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Hi")
    # It counts down from the server's 3 s (a loaded machine may show 3 s only briefly).
    counting = re.compile(r"Rate limited by the server\. Trying again in [123] s — Esc cancels\.")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda: [bool(counting.fullmatch(t)) for t in _shown(window, "replyNotice")] == [True],
            timeout=10_000,
        )
        # One line, under the waiting reply: the status bar does not say it again.
        assert "Rate limited" not in window.statusBar().currentMessage()
        # Gone as the reply starts arriving, before it ends.
        qtbot.waitUntil(
            lambda: (
                "Worth the wait" in window.transcript.toPlainText()
                and _shown(window, "replyNotice") == []
            ),
            timeout=10_000,
        )
    assert finished.args[0].text.startswith("Worth the wait")
    assert _shown(window, "replyNotice") == []
    plain = window.transcript.toPlainText()
    assert "Trying again" not in plain and "retrying" not in plain.lower()
    _close(qtbot, controller)


def test_the_rate_limit_wait_can_be_cancelled_with_esc(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply.error(429, "Rate limit reached", retry_after=30))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Hi")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: any("Trying again in 30 s" in t for t in _shown(window, "replyNotice")),
        timeout=10_000,
    )
    with qtbot.waitSignal(controller.replyFinished, timeout=5_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Escape)
    assert finished.args[0].status == "stopped"
    assert _shown(window, "replyNotice") == []
    assert len([r for r in fake_server.requests if r.method == "POST"]) == 1
    _close(qtbot, controller)
