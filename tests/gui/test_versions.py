"""Versions in the real window against the loopback server and a real SQLite file:
regenerate makes ‹ n/m › versions, an edited question keeps the old branch, both survive a
restart; delete asks first; the header keeps running totals of the branch on screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action
from tests.support.waits import settled

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def _action(qtbot: Any, window: Any, controller: Any, action: str, message_id: int) -> Any:
    """Press a message action that streams a new reply; returns that reply."""
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        click_message_action(qtbot, window.transcript, message_id, action)
    return finished.args[0]


def _plain(window: Any) -> str:
    return str(window.transcript.toPlainText())


def _versions(window: Any) -> list[str]:
    """The ‹ n/m › positions shown, as "n/m", top to bottom."""
    labels = window.transcript.findChildren(QLabel, "versionLabel")
    return [
        label.text()
        for label in sorted(
            labels, key=lambda label: label.mapTo(window, label.rect().topLeft()).y()
        )
    ]


def _history(request: Any) -> list[tuple[str, str]]:
    return [(m["role"], m["content"]) for m in request.body["messages"]]


def test_regenerated_replies_are_versions_that_survive_a_restart(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="alpha answer"), Reply(text="bravo answer"), Reply(text="charlie answer")
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    first = _send(qtbot, window, controller, "Name a letter")
    second = _action(qtbot, window, controller, "regenerate", first.id)
    third = _action(qtbot, window, controller, "regenerate", second.id)
    assert third.text == "charlie answer"
    # The model was asked the question again, without the replies it replaces.
    chats = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert _history(chats[-1])[-1] == ("user", "Name a letter")
    assert all(role != "assistant" for role, _ in _history(chats[-1]))
    qtbot.waitUntil(lambda: "3/3" in _versions(window), timeout=5000)
    assert "charlie answer" in _plain(window) and "alpha answer" not in _plain(window)

    click_message_action(qtbot, window.transcript, third.id, "version-prev")
    qtbot.waitUntil(lambda: "2/3" in _versions(window), timeout=5000)
    click_message_action(qtbot, window.transcript, second.id, "version-prev")
    qtbot.waitUntil(lambda: "1/3" in _versions(window), timeout=5000)
    assert "alpha answer" in _plain(window) and "charlie answer" not in _plain(window)
    conversation_id = controller.conversation_id
    _close(qtbot, controller)

    # A new app on the same data dir shows the version chosen last, still navigable.
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conversation_id)
    assert "alpha answer" in _plain(window) and "1/3" in _versions(window)
    click_message_action(qtbot, window.transcript, first.id, "version-next")
    qtbot.waitUntil(lambda: "bravo answer" in _plain(window), timeout=5000)
    assert "2/3" in _versions(window)
    _close(qtbot, controller)


def test_up_edits_the_last_question_and_resend_keeps_the_old_branch(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="Lisbon is sunny"), Reply(text="Take a tram"), Reply(text="Walk instead")
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    _send(qtbot, window, controller, "Weather in Lisbon?")
    _send(qtbot, window, controller, "How do I get around?")
    composer = window.composer
    composer.setFocus()

    # Esc cancels an edit and leaves the composer empty.
    qtbot.keyClick(composer, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: composer.toPlainText() == "How do I get around?", timeout=5000)
    assert window.edit_banner.isVisible()
    qtbot.keyClick(composer, Qt.Key.Key_Escape)
    assert composer.toPlainText() == "" and not window.edit_banner.isVisible()

    qtbot.keyClick(composer, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: composer.toPlainText() == "How do I get around?", timeout=5000)
    composer.clear()
    reply = _send(qtbot, window, controller, "Is it walkable?")
    assert reply.text == "Walk instead"
    assert not window.edit_banner.isVisible()
    chats = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert _history(chats[-1])[-3:] == [
        ("user", "Weather in Lisbon?"),
        ("assistant", "Lisbon is sunny"),
        ("user", "Is it walkable?"),
    ]
    qtbot.waitUntil(lambda: "2/2" in _versions(window), timeout=5000)
    plain = _plain(window)
    assert "Is it walkable?" in plain and "How do I get around?" not in plain
    assert "Take a tram" not in plain

    # The old question, with the reply it had, is a version of the edited one.
    edited = next(m for m in window.transcript.shown_messages if m.text == "Is it walkable?")
    click_message_action(qtbot, window.transcript, edited.id, "version-prev")
    qtbot.waitUntil(lambda: "Take a tram" in _plain(window), timeout=5000)
    assert "How do I get around?" in _plain(window) and "Walk instead" not in _plain(window)
    _close(qtbot, controller)


def test_delete_asks_first_and_totals_follow_the_branch(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="one", usage={"prompt_tokens": 1200, "completion_tokens": 30}),
        Reply(text="two", usage={"prompt_tokens": 2500, "completion_tokens": 70}),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    _send(qtbot, window, controller, "first question")
    second = _send(qtbot, window, controller, "second question")
    totals = window.conversation_totals
    qtbot.waitUntil(lambda: "3,700 in · 100 out tokens" in totals.text(), timeout=5000)
    assert "$" in totals.text()  # the loopback catalog has prices for gpt-4o-mini

    # "No" keeps the message.
    click_message_action(qtbot, window.transcript, second.id, "delete")
    box = window.findChild(QMessageBox, "deleteMessageBox")
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    settled(qtbot, controller)
    assert "two" in _plain(window).split()

    click_message_action(qtbot, window.transcript, second.id, "delete")
    box = next(b for b in window.findChildren(QMessageBox, "deleteMessageBox") if b.isVisible())
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: "two" not in _plain(window).split(), timeout=5000)
    qtbot.waitUntil(lambda: "1,200 in · 30 out tokens" in totals.text(), timeout=5000)
    assert "second question" in _plain(window)
    _close(qtbot, controller)
