"""The small things around a message, as a person meets them: Copy turns into a check mark for
a moment; the question being edited is marked while the composer holds it; every version of
a reply keeps its figures (first token, tokens/s); the More menu has icons and keeps Delete
apart; a short question's bubble is as wide as its text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QMenu, QToolButton

from app.render.markup import code_copy_url
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_link, click_message_action

pytestmark = pytest.mark.usefixtures("qasync_loop")

USAGE = {"prompt_tokens": 12, "completion_tokens": 40}


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def _stats(window: Any, message_id: int) -> str:
    widget = window.transcript.widget_of(message_id)
    label = widget.findChild(QLabel, "replyStats") if widget is not None else None
    return str(label.text()) if label is not None else ""


def _versions(window: Any) -> list[str]:
    labels = window.transcript.findChildren(QLabel, "versionLabel")
    return [label.text() for label in labels]


def test_copy_turns_into_a_check_mark_for_a_moment(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    code = "print('hi')"
    fake_server.enqueue(Reply(text=f"Run this:\n\n```python\n{code}\n```\n"))
    window, controller = _open(qtbot, data_dir, fake_server)
    reply = _send(qtbot, window, controller, "Some code please")
    widget = window.transcript.widget_of(reply.id)
    button = widget.bar.findChild(QToolButton, "action_copy")
    assert button.accessibleName() == "Copy"
    qtbot.mouseMove(widget)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: button.accessibleName() == "Copied", timeout=3000)
    assert button.toolTip() == "Copied"
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == reply.text, timeout=3000)
    qtbot.waitUntil(lambda: button.accessibleName() == "Copy", timeout=5000)
    assert button.toolTip() == "Copy"

    # A code block's own Copy link says "Copied" for a moment too.
    browser = widget.body.browsers()[0]
    assert "Copied" not in browser.toPlainText()
    click_link(qtbot, browser, code_copy_url(code))
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == code, timeout=3000)
    qtbot.waitUntil(lambda: "Copied" in browser.toPlainText(), timeout=3000)
    qtbot.waitUntil(lambda: "Copied" not in browser.toPlainText(), timeout=5000)
    assert "Copy" in browser.toPlainText()
    _close(qtbot, controller)


def test_the_question_being_edited_is_marked_until_esc(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Lisbon is sunny"))
    window, controller = _open(qtbot, data_dir, fake_server)
    _send(qtbot, window, controller, "Weather in Lisbon?")
    question = next(m for m in window.transcript.shown_messages if m.role == "user")
    widget = window.transcript.widget_of(question.id)
    bubble = widget.findChild(QFrame, "userBubble")
    assert not widget.editing and not bubble.property("editing")

    click_message_action(qtbot, window.transcript, question.id, "edit")
    qtbot.waitUntil(lambda: window.composer.toPlainText() == "Weather in Lisbon?", timeout=5000)
    qtbot.waitUntil(lambda: bool(bubble.property("editing")), timeout=5000)
    label = widget.findChild(QLabel, "editingLabel")
    assert label.isVisible() and "Editing" in label.text()
    assert widget.accessibleDescription() == "Being edited"

    window.composer.setFocus()
    qtbot.keyClick(window.composer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not bubble.property("editing"), timeout=5000)
    assert not label.isVisible() and widget.accessibleDescription() == ""
    assert window.composer.toPlainText() == ""
    _close(qtbot, controller)


def test_every_version_keeps_its_figures(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(
        Reply(text="alpha " * 30, usage=USAGE, delay_per_chunk=0.005),
        Reply(text="bravo " * 30, usage=USAGE, delay_per_chunk=0.005),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    first = _send(qtbot, window, controller, "Name a letter")
    assert first.first_token_s is not None and first.duration_s is not None
    assert "first token" in _stats(window, first.id)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as regenerated:
        click_message_action(qtbot, window.transcript, first.id, "regenerate")
    second = regenerated.args[0]
    # After the regenerated reply, the branch is shown again: its figures stay.
    qtbot.waitUntil(lambda: window.transcript.widget_of(first.id) is None, timeout=5000)
    qtbot.waitUntil(lambda: "2/2" in _versions(window), timeout=5000)
    qtbot.waitUntil(lambda: "first token" in _stats(window, second.id), timeout=5000)
    assert "tokens/s" in _stats(window, second.id)

    click_message_action(qtbot, window.transcript, second.id, "version-prev")
    qtbot.waitUntil(lambda: window.transcript.widget_of(first.id) is not None, timeout=5000)
    assert "1/2" in _versions(window)
    stats = _stats(window, first.id)
    assert "first token" in stats and "tokens/s" in stats and "12 in · 40 out" in stats
    _close(qtbot, controller)


def test_the_more_menu_has_icons_and_keeps_delete_apart(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="The answer."))
    window, controller = _open(qtbot, data_dir, fake_server)
    reply = _send(qtbot, window, controller, "The question")
    widget = window.transcript.widget_of(reply.id)
    more = widget.bar.findChild(QToolButton, "action_more")
    window.transcript.ensureWidgetVisible(more)
    qtbot.mouseMove(widget)
    qtbot.mousePress(more, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    menu = QApplication.activePopupWidget()
    assert menu.objectName() == "messageMoreMenu"
    actions = menu.actions()
    items = [a for a in actions if not a.isSeparator()]
    assert [a.text() for a in items] == [
        "Copy as plain text",
        "Fork from here",
        "Save as prompt",
        "Delete",
    ]
    assert all(not a.icon().isNull() for a in items)
    delete = actions.index(items[-1])
    assert actions[delete - 1].isSeparator()
    assert items[-1].property("destructive") and not items[0].property("destructive")
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=3000)
    _close(qtbot, controller)


def test_a_short_question_bubble_is_as_wide_as_its_text(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Yes."), Reply(text="Indeed."))
    window, controller = _open(qtbot, data_dir, fake_server)
    _send(qtbot, window, controller, "Hi?")
    long_question = "Could you explain, in some detail, " + "why the sky looks blue " * 12
    _send(qtbot, window, controller, long_question.strip())
    questions = [m for m in window.transcript.shown_messages if m.role == "user"]
    short, long_ = (window.transcript.widget_of(m.id) for m in questions)
    short_bubble = short.findChild(QFrame, "userBubble")
    long_bubble = long_.findChild(QFrame, "userBubble")
    column = short.width()

    def fitted() -> bool:
        return 0 < short_bubble.width() < column * 0.3

    qtbot.waitUntil(fitted, timeout=5000)
    # Right-aligned: its right edge is the column's.
    right = short_bubble.mapTo(short, short_bubble.rect().topRight()).x()
    assert abs(right - short.contentsRect().right()) <= 2
    # A long question wraps at three quarters of the column.
    qtbot.waitUntil(lambda: abs(long_bubble.width() - int(column * 0.75)) <= 2, timeout=5000)
    _close(qtbot, controller)
