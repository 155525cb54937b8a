"""Every answer of n in the real window, against the loopback server streaming three answers
interleaved: Answers set to 3 in the inspector, the ‹ 1/3 › switcher usable while they
arrive (showing the chosen answer's live text), the answer on show kept when they end, and
the request's usage shown once (under the first answer, and in the header's totals), each
answer with its own figures. With token probabilities: the view stays on as the pager steps
through the answers, each showing its own tokens and figures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.gui.test_token_probabilities import _show_inspector, _tick
from tests.gui.test_versions import _plain, _versions
from tests.support.fake_server import Reply, split_text
from tests.support.gui_actions import click_message_action

pytestmark = pytest.mark.usefixtures("qasync_loop")

FIRST = "Apples are red and crisp."
# Long enough to be still arriving when the switcher is used.
SECOND = "Bananas are yellow. " + "They ripen slowly in the warm sun. " * 40
THIRD = "Cherries are small."
USAGE = {"prompt_tokens": 1234, "completion_tokens": 56}


def _stats_labels(window: Any) -> list[Any]:
    """The figures line under each reply on screen."""
    return list(window.transcript.findChildren(QLabel, "replyStats"))


def _stats(qtbot: Any, window: Any) -> Any:
    """The figures line of the one reply on screen (once a rebuilt footer's old one is gone)."""
    qtbot.waitUntil(lambda: len(_stats_labels(window)) == 1, timeout=5000)
    return _stats_labels(window)[0]


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
    # Its own figures, not a pointer to another answer's; where the usage is, on hover.
    stats = _stats(qtbot, window)
    assert "usage with answer 1" not in stats.text()
    assert stats.text().startswith("first token ") and " s · written in " in stats.text()
    assert "shown with the first answer" in stats.toolTip()
    assert "shown with the first answer" in stats.accessibleDescription()
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
    # Said to a screen reader too: a disabled control's tooltip is not read.
    assert answers.accessibleDescription() == answers.toolTip()
    _choose(qtbot, panel.endpoint_picker, "chat")
    qtbot.waitUntil(answers.isEnabled, timeout=5000)
    assert answers.toolTip() == "How many answers one request asks for"  # what it does
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


def _tinted(window: Any, message_id: int) -> Any:
    """The probability view of a reply on screen, if it shows one."""
    widget = window.transcript.widget_of(message_id)
    if widget is None or widget.bar is None or not widget.probabilities_shown():
        return None
    return widget.probabilities


def test_the_probability_view_stays_on_across_answers_each_with_its_own_figures(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(
            choices=[FIRST, "Bananas are yellow.", THIRD],
            logprobs=[-0.05, -1.6, -0.2],
            delay_per_chunk=0.005,
            usage=USAGE,
        )
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    answers = panel.output.n_input
    qtbot.waitUntil(answers.isEnabled, timeout=5000)
    answers.setFocus()
    answers.selectAll()
    qtbot.keyClicks(answers, "3")
    _show_inspector(qtbot, window)
    _tick(qtbot, window, panel.output.logprobs_check)
    assert answers.value() == 3 and panel.output.logprobs_check.isChecked()
    qtbot.keyClicks(window.composer, "Name a fruit")
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    first = finished.args[0]
    assert first.logprobs is not None and len(first.logprobs) == len(split_text(FIRST, None))
    # The branch loaded again with the answers as versions (the request's usage on the first).
    qtbot.waitUntil(
        lambda: any("for all 3 answers" in line for line in _usage_lines(window)), timeout=5000
    )
    assert _versions(window) == ["1/3"]
    click_message_action(qtbot, window.transcript, first.id, "probabilities")
    qtbot.waitUntil(lambda: _tinted(window, first.id) is not None, timeout=5000)
    assert _tinted(window, first.id).text.toPlainText() == FIRST
    stats = _stats(qtbot, window)
    tokens = len(split_text(FIRST, None))
    assert "1,234 in · 56 out for all 3 answers" in stats.text()
    assert f"{tokens} tokens" in stats.text()

    # The pager, by mouse: the second answer comes with its own tokens tinted.
    click_message_action(qtbot, window.transcript, first.id, "version-next")
    qtbot.waitUntil(lambda: _versions(window) == ["2/3"], timeout=5000)
    (second,) = [m for m in window.transcript.shown_messages if m.role == "assistant"]
    qtbot.waitUntil(lambda: _tinted(window, second.id) is not None, timeout=5000)
    view = _tinted(window, second.id)
    assert view.text.toPlainText() == "Bananas are yellow."
    assert [t.token for t in view.tokens] == split_text("Bananas are yellow.", None)
    # " are" (20%) is tinted, in the second answer's own view.
    assert view.format_of(1).background().style() != Qt.BrushStyle.NoBrush
    stats = _stats(qtbot, window)
    assert "usage with answer 1" not in stats.text() and "1,234 in" not in stats.text()
    assert stats.text().startswith("first token ")
    assert f"{len(split_text('Bananas are yellow.', None))} tokens" in stats.text()
    assert "shown with the first answer" in stats.toolTip()

    click_message_action(qtbot, window.transcript, second.id, "version-next")
    qtbot.waitUntil(lambda: _versions(window) == ["3/3"], timeout=5000)
    (third,) = [m for m in window.transcript.shown_messages if m.role == "assistant"]
    qtbot.waitUntil(lambda: _tinted(window, third.id) is not None, timeout=5000)
    assert _tinted(window, third.id).text.toPlainText() == THIRD

    # Hidden on one answer: hidden on the others too.
    click_message_action(qtbot, window.transcript, third.id, "probabilities-hide")
    qtbot.waitUntil(lambda: not window.transcript.widget_of(third.id).probabilities_shown())
    click_message_action(qtbot, window.transcript, third.id, "version-prev")
    qtbot.waitUntil(lambda: _versions(window) == ["2/3"], timeout=5000)
    widget = window.transcript.widget_of(second.id)
    qtbot.waitUntil(lambda: widget is not None and widget.bar is not None, timeout=5000)
    assert not widget.probabilities_shown()
    assert "Bananas are yellow." in _plain(window)
    _close(qtbot, controller)
