"""Every answer of n in the real window, against the loopback server streaming three answers
interleaved: Answers set to 3 in the inspector, the ‹ 1/3 › switcher usable while they
arrive (showing the chosen answer's live text), the answer on show kept when they end, and
the request's usage shown once (under the first answer, and in the header's totals)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.gui.test_versions import _plain, _versions
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action

pytestmark = pytest.mark.usefixtures("qasync_loop")

FIRST = "Apples are red and crisp."
# Long enough to be still arriving when the switcher is used.
SECOND = "Bananas are yellow. " + "They ripen slowly in the warm sun. " * 40
THIRD = "Cherries are small."
USAGE = {"prompt_tokens": 1234, "completion_tokens": 56}


def _usage_lines(window: Any) -> list[str]:
    """The usage under each reply on screen ("1,234 in · 56 out …")."""
    labels = window.transcript.findChildren(QLabel, "replyStats")
    return [label.text() for label in labels if "1,234 in · 56 out" in label.text()]


def test_three_answers_stream_side_by_side_and_stay_as_versions(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(choices=[FIRST, SECOND, THIRD], chunk_size=6, delay_per_chunk=0.01, usage=USAGE)
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    answers = panel.output.n_input
    qtbot.waitUntil(answers.isEnabled, timeout=5000)
    answers.setFocus()
    answers.selectAll()
    qtbot.keyClicks(answers, "3")
    assert answers.value() == 3

    qtbot.keyClicks(window.composer, "Name a fruit")
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "1/3" in _versions(window), timeout=5000)
        switcher = window.transcript.findChild(QWidget, "choiceSwitcher")
        assert "Still arriving" in switcher.findChild(QLabel, "choiceStatus").text()
        next_button = switcher.findChild(QToolButton, "action_version-next")
        qtbot.mouseMove(next_button)
        QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
        # The second answer's live text, not the first's.
        qtbot.waitUntil(lambda: "Bananas are yellow." in _plain(window), timeout=5000)
        assert FIRST not in _plain(window)
        assert "2/3" in _versions(window)
        # Back and forth: each answer keeps its own text while the others arrive.
        previous_button = switcher.findChild(QToolButton, "action_version-prev")
        QTest.mouseClick(previous_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: FIRST in _plain(window), timeout=5000)
        assert "Bananas" not in _plain(window) and "1/3" in _versions(window)
        QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Bananas are yellow." in _plain(window), timeout=5000)
    reply = finished.args[0]
    assert reply.text == FIRST
    chats = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert chats[-1].body["n"] == 3

    # Ended: the answer on show stays, now a stored version with its own actions.
    def shown_answer() -> Any:
        """The reply on screen once the branch is loaded again (with its actions)."""
        replies = [m for m in window.transcript.shown_messages if m.role == "assistant"]
        widget = window.transcript.widget_of(replies[-1].id) if replies else None
        return replies[-1] if widget is not None and widget.bar is not None else None

    qtbot.waitUntil(lambda: shown_answer() is not None, timeout=5000)
    second = shown_answer()
    assert second.id != reply.id and second.text == SECOND
    assert _versions(window) == ["2/3"]
    assert SECOND.strip() in _plain(window) and FIRST not in _plain(window)
    assert _usage_lines(window) == []  # the usage is the request's: under answer 1 only
    assert "usage with answer 1" in _plain(window)
    totals = window.conversation_totals
    qtbot.waitUntil(lambda: "1,234 in · 56 out tokens" in totals.text(), timeout=5000)

    click_message_action(qtbot, window.transcript, second.id, "version-prev")
    qtbot.waitUntil(lambda: _versions(window) == ["1/3"], timeout=5000)
    assert FIRST in _plain(window) and "Bananas" not in _plain(window)
    assert len(_usage_lines(window)) == 1
    assert "for all 3 answers" in _usage_lines(window)[0]
    # Counted once, whichever answer is on show.
    assert "1,234 in · 56 out tokens" in totals.text()
    assert "2,468" not in totals.text()

    click_message_action(qtbot, window.transcript, reply.id, "version-next")
    qtbot.waitUntil(lambda: _versions(window) == ["2/3"], timeout=5000)
    click_message_action(qtbot, window.transcript, second.id, "version-next")
    qtbot.waitUntil(lambda: _versions(window) == ["3/3"], timeout=5000)
    assert THIRD in _plain(window)
    _close(qtbot, controller)


def test_answers_are_off_on_the_responses_api_and_say_why(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    answers = panel.output.n_input
    qtbot.waitUntil(answers.isEnabled, timeout=5000)
    _choose(qtbot, panel.endpoint_picker, "responses")
    qtbot.waitUntil(lambda: not answers.isEnabled(), timeout=5000)
    assert answers.toolTip() == "The Responses API does not take this parameter."
    _choose(qtbot, panel.endpoint_picker, "chat")
    qtbot.waitUntil(answers.isEnabled, timeout=5000)
    assert answers.toolTip() == ""
    _close(qtbot, controller)


def test_stop_keeps_every_partial_answer_and_the_one_on_show(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    slow = ["apple " * 300, "banana " * 300, "cherry " * 300]
    fake_server.enqueue(Reply(choices=slow, chunk_size=7, delay_per_chunk=0.01))
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.waitUntil(panel.output.n_input.isEnabled, timeout=5000)
    panel.output.n_input.setValue(3)
    qtbot.keyClicks(window.composer, "Fruit, slowly")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "1/3" in _versions(window), timeout=10_000)
    switcher = window.transcript.findChild(QWidget, "choiceSwitcher")
    for _ in range(2):
        QTest.mouseClick(switcher.next, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "cherry cherry" in _plain(window), timeout=10_000)
    assert switcher.findChild(QLabel, "choiceStatus").text() == "Still arriving: 1, 2, 3"
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Escape)
    assert finished.args[0].status == "stopped"
    # The third answer stays on show, stored as a stopped version, with its actions.
    qtbot.waitUntil(lambda: _versions(window) == ["3/3"] and _has_actions(window), timeout=5000)
    (shown,) = [m for m in window.transcript.shown_messages if m.role == "assistant"]
    assert shown.status == "stopped" and shown.text.startswith("cherry cherry")
    assert "apple" not in _plain(window) and "Stopped" in _plain(window)
    _close(qtbot, controller)


def _has_actions(window: Any) -> bool:
    replies = [m for m in window.transcript.shown_messages if m.role == "assistant"]
    widget = window.transcript.widget_of(replies[-1].id) if replies else None
    return widget is not None and widget.bar is not None
