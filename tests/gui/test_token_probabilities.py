"""Token probabilities in the real window, against the loopback server streaming logprobs:
"Show probabilities" ticked with a click in the inspector, the request asking for them, the
reply's action switching its text to the tinted view, a low-probability token's tint,
tooltip and list entry with its alternatives, and the box disabled with the reason for a
model that gives none. Also through /responses, and a server that ignores the request. And
a reply whose emoji the tokenizer cut in two: the view reached by keyboard, the rendered
reply tinted in place with the emoji whole, its tooltip and alternatives readable; and a
long reply tinted whole, as streamed (several documents) and folded when opened again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QHelpEvent, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QScrollArea,
    QToolButton,
    QToolTip,
)

from app.ui.transcript.token_view import RAMP, TokenProbabilityView, step_of
from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.support.fake_server import Reply, long_markdown

pytestmark = pytest.mark.usefixtures("qasync_loop")

DELTAS = ["The", " sky", " is", " purple", " today", "."]
LOGPROBS = [-0.01, -0.05, -0.02, -3.2, -0.3, -0.001]
ALTERNATIVES = [
    [("The", -0.01), ("A", -4.7)],
    [(" sky", -0.05), (" sea", -3.1)],
    [(" is", -0.02)],
    [(" blue", -0.06), (" purple", -3.2), (" grey", -3.5)],
]


def _show_inspector(qtbot: Any, window: Any) -> None:
    if not window.parameter_panel.isVisible():
        qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.parameter_panel.isVisible, timeout=5000)


def _tick(qtbot: Any, window: Any, box: Any) -> None:
    """Scroll the inspector to the box and click it, as a person would."""
    scroll = window.parameter_panel.findChild(QScrollArea, "inspectorScroll")
    scroll.ensureWidgetVisible(box)
    qtbot.waitUntil(box.isVisible, timeout=5000)
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def _request_for(fake_server: Any, question: str) -> Any:
    """The request that carried ``question`` (not the title's, nor a model list's)."""
    for request in reversed(fake_server.requests):
        if request.body and question in str(
            request.body.get("messages", request.body.get("input"))
        ):
            return request
    raise AssertionError(f"no request asked {question!r}")


def _reply_widget(qtbot: Any, window: Any, reply_id: int) -> Any:
    def ready() -> Any:
        widget = window.transcript.widget_of(reply_id)
        return widget if widget is not None and widget.bar is not None else None

    qtbot.waitUntil(lambda: ready() is not None, timeout=5000)
    return ready()


def _hover(qtbot: Any, view: TokenProbabilityView, token: int, into: int = 1) -> str:
    """Rest the pointer ``into`` characters into a token, as a person would; the tooltip."""
    text, start, _end = view.span_of(token)
    cursor = QTextCursor(text.document())
    cursor.setPosition(start + into)
    point = text.cursorRect(cursor).center()
    point.setX(point.x() + 2)  # on the character after the position, not on the gap
    qtbot.mouseMove(text.viewport(), point)
    QApplication.sendEvent(
        text.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, text.viewport().mapToGlobal(point))
    )
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    return str(QToolTip.text())


def _open_view(qtbot: Any, window: Any, widget: Any) -> TokenProbabilityView:
    button = widget.bar.findChild(QToolButton, "action_probabilities")
    assert button is not None and button.isEnabled()
    assert button.accessibleName() == "Show token probabilities"
    window.transcript.ensureWidgetVisible(widget)
    qtbot.mouseMove(button)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: widget.probabilities_shown(), timeout=5000)
    view = widget.findChild(TokenProbabilityView)
    assert view is not None
    return view


def test_probabilities_are_asked_for_stored_and_shown(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(
            deltas=DELTAS,
            logprobs=LOGPROBS,
            alternatives=ALTERNATIVES,
            delay_per_chunk=0.002,
        )
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    box = panel.output.logprobs_check
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    assert not box.isChecked()
    _tick(qtbot, window, box)
    assert box.isChecked()

    reply = _send(qtbot, window, controller, "What colour is the sky?")
    body = _request_for(fake_server, "What colour is the sky?").body
    assert body["logprobs"] is True and body["top_logprobs"] == 5
    assert reply.text == "The sky is purple today."
    assert reply.logprobs is not None and len(reply.logprobs) == len(DELTAS)

    widget = _reply_widget(qtbot, window, reply.id)
    assert "The sky is purple today." in widget.plain_text()
    view = _open_view(qtbot, window, widget)
    assert view.text.toPlainText() == "The sky is purple today."
    assert not widget.body.isVisible()
    # The action now says it goes back to the text.
    hide = widget.bar.findChild(QToolButton, "action_probabilities-hide")
    assert hide is not None and hide.accessibleName() == "Hide token probabilities"
    qtbot.waitUntil(hide.isVisible, timeout=5000)  # the row is still there to go back

    # " purple" (4%) is tinted with the strongest step; "The" (99%) not at all.
    purple = DELTAS.index(" purple")
    dark = view.dark
    strongest = RAMP[dark][-1]
    assert step_of(LOGPROBS[purple]) == 5
    fmt = view.format_of(purple)
    assert fmt.background().color().name() == strongest[0]
    assert fmt.foreground().color().name() == strongest[1]
    assert view.format_of(0).background().style() == Qt.BrushStyle.NoBrush

    # Resting the pointer on it: its probability and the alternatives with theirs.
    tip = _hover(qtbot, view, purple, 2)
    assert "“ purple”: probability 4.1%" in tip
    assert "“ blue” 94%" in tip and "“ grey” 3.0%" in tip

    # The keyboard's way: the least likely first in a list, each readable.
    least = view.findChild(QListWidget, "leastLikelyTokens")
    assert least.accessibleName() == "Least likely tokens"
    first = least.item(0)
    assert first.text().startswith("“ purple” 4.1%; alternatives: “ blue” 94%")
    assert first.data(Qt.ItemDataRole.AccessibleTextRole) == first.text()
    assert least.count() == len(DELTAS)
    least.setFocus()
    least.setCurrentRow(0)
    qtbot.keyClick(least, Qt.Key.Key_Return)
    assert view.text.textCursor().selectedText() == " purple"

    # Back to the text.
    QTest.mouseClick(hide, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not widget.probabilities_shown(), timeout=5000)
    assert widget.body.isVisible()
    _close(qtbot, controller)

    # Stored with the reply, and the toggle with the conversation: after a restart.
    window.close()
    window, controller = _open(qtbot, data_dir, fake_server)
    rows = window.findChild(QListView, "conversationList")
    qtbot.waitUntil(lambda: rows.model().rowCount() == 2, timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        rows.setCurrentIndex(rows.model().index(1, 0))
    (again,) = [m for m in window.transcript.shown_messages if m.role == "assistant"]
    assert again.logprobs is not None
    assert [t.token for t in again.logprobs.tokens] == DELTAS
    assert window.parameter_panel.output.logprobs_check.isChecked()
    _close(qtbot, controller)


def test_the_box_is_off_with_the_reason_where_the_model_gives_none(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    box = panel.output.logprobs_check
    panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    _tick(qtbot, window, box)
    assert box.isChecked()
    panel.model_picker.setEditText("o3-mini")
    qtbot.waitUntil(lambda: not box.isEnabled(), timeout=5000)
    reason = "o-series does not return token probabilities."
    assert box.toolTip() == reason and box.accessibleDescription() == reason
    assert panel.params().logprobs is False  # not sent while the model gives none
    QTest.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()  # a disabled box does not change
    # A model the catalog calls a reasoning model is off whatever its name.
    panel.model_picker.setEditText("gpt-5")
    qtbot.waitUntil(lambda: box.toolTip() != reason and not box.isEnabled(), timeout=5000)
    panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    assert "probability" in box.toolTip() and panel.params().logprobs is True
    _close(qtbot, controller)


def test_responses_api_and_a_server_that_sends_none(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(deltas=DELTAS, logprobs=LOGPROBS, delay_per_chunk=0.002))
    fake_server.enqueue(Reply(text="No numbers here.", delay_per_chunk=0.002))
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    _choose(qtbot, panel.endpoint_picker, "responses")
    box = panel.output.logprobs_check
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    _tick(qtbot, window, box)

    reply = _send(qtbot, window, controller, "Sky?")
    request = _request_for(fake_server, "Sky?")
    body = request.body
    assert request.path.endswith("/responses")
    assert body["include"] == ["message.output_text.logprobs"] and body["top_logprobs"] == 5
    assert reply.logprobs is not None
    assert [t.logprob for t in reply.logprobs.tokens] == LOGPROBS
    view = _open_view(qtbot, window, _reply_widget(qtbot, window, reply.id))
    assert view.least.item(0).text().startswith("“ purple” 4.1%")

    # A server that ignores the request: the reply has no probabilities and no action.
    plain = _send(qtbot, window, controller, "Again?")
    assert plain.logprobs is None
    widget = _reply_widget(qtbot, window, plain.id)
    assert widget.bar.findChild(QToolButton, "action_probabilities") is None
    _close(qtbot, controller)


GLOBE = "🌍".encode()  # a tokenizer cuts it in two: F0 9F | 8C 8D
SPLIT_DELTAS = ["The", " **sky**", " is", " 🌍", " today", "."]
# Per token (the globe is two): the sky is sure, the globe's second half is not.
SPLIT_LOGPROBS = [-0.01, -0.05, -0.02, -0.4, -1.9, -0.3, -0.001]
SPLIT_ALTERNATIVES: list[list[tuple[str | bytes, float]]] = [
    [("The", -0.01)],
    [(" **sky**", -0.05), (" sea", -3.1)],
    [(" is", -0.02)],
    [(b" " + GLOBE[:2], -0.4), (" blue", -1.2)],
    [(GLOBE[2:], -1.9), ("🌎".encode()[2:], -2.0), (b"\x8c", -4.0)],
]


def _tab_to(qtbot: Any, target: Any, limit: int = 60) -> None:
    """Press Tab until ``target`` has the focus, as a keyboard user would."""
    for _ in range(limit):
        if target.hasFocus():
            return
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target.objectName()}")


def test_an_emoji_split_over_tokens_is_one_character_of_the_rendered_reply(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(
            deltas=SPLIT_DELTAS,
            logprobs=SPLIT_LOGPROBS,
            alternatives=SPLIT_ALTERNATIVES,
            token_bytes={" 🌍": [b" " + GLOBE[:2], GLOBE[2:]]},
            delay_per_chunk=0.002,
        )
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    box = panel.output.logprobs_check
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    _tick(qtbot, window, box)
    reply = _send(qtbot, window, controller, "Where is the sky?")
    assert reply.text == "The **sky** is 🌍 today."
    assert len(reply.logprobs) == 7
    assert reply.logprobs.tokens[3].token == " \\xf0\\x9f"  # as the server spelled it

    # The keyboard's way to the action: into the reply, then Tab to its button, Space.
    widget = _reply_widget(qtbot, window, reply.id)
    window.transcript.ensureWidgetVisible(widget)
    widget.body.text.setFocus()
    button = widget.bar.findChild(QToolButton, "action_probabilities")
    qtbot.waitUntil(button.isVisible, timeout=5000)
    _tab_to(qtbot, button)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(widget.probabilities_shown, timeout=5000)
    view = widget.findChild(TokenProbabilityView)
    assert view.text.hasFocus()  # the focus went with the person to the view

    # The reply as rendered (bold, no asterisks), the globe once and whole.
    assert view.text.toPlainText() == "The sky is 🌍 today."
    assert view.format_of(1).fontWeight() >= QFont.Weight.Bold
    _text, start, end = view.span_of(4)
    cursor = QTextCursor(view.text.document())
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == "🌍"
    # Tinted by both its tokens: 67% × 15% = 10%.
    assert cursor.charFormat().background().color().name() == RAMP[view.dark][step_of(-2.3) - 1][0]

    # Resting the pointer on the globe: both tokens, the other globe as a character.
    tip = _hover(qtbot, view, 4, 0)
    assert tip.startswith("“🌍”: written by 2 tokens, together 10%")
    assert "“ blue” 30%" in tip and "“🌎” 14%" in tip
    assert "\\x" not in tip and "\ufffd" not in tip
    assert "“⟨F0 9F 8C⟩” 1.8%" in tip  # a piece that finishes nothing: its bytes

    # The least likely token first in the list, readable.
    first = view.least.item(0).text()
    assert first.startswith("“🌍” 15% (part of “🌍”: 2 tokens, together 10%)")

    # The cursor moved with the keyboard onto a token: its alternatives under the text.
    qtbot.keyClick(view.text, Qt.Key.Key_Home)
    for _ in range(len("The s")):
        qtbot.keyClick(view.text, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: view.details.text().startswith("“ **sky**” 95%"), timeout=3000)
    assert "alternatives: “ sea” 4.5%" in view.details.text()

    # Back to the text by keyboard: the Hide action, the focus back on Show.
    hide = widget.bar.findChild(QToolButton, "action_probabilities-hide")
    _tab_to(qtbot, hide)
    qtbot.keyClick(hide, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not widget.probabilities_shown(), timeout=5000)
    assert widget.body.isVisible()
    qtbot.waitUntil(
        lambda: widget.bar.findChild(QToolButton, "action_probabilities").hasFocus(),
        timeout=3000,
    )
    _close(qtbot, controller)


def test_a_long_reply_is_tinted_whole_streamed_and_folded(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    text = long_markdown(6_000)  # past a document's size as it streams, and folded later
    fake_server.enqueue(Reply(text=text, logprobs=[-0.01, -2.0], delay_per_chunk=0.0))
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    box = panel.output.logprobs_check
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    _tick(qtbot, window, box)
    reply = _send(qtbot, window, controller, "Write at length")
    last_block = text.rstrip().rsplit("\n\n", 1)[-1]
    last_word = last_block.split()[-1].strip("|*`")
    assert len(last_word) > 3

    def check(view: TokenProbabilityView) -> None:
        assert last_word in view.texts[-1].toPlainText()[-300:]
        assert view.findChild(QLabel, "tokenViewPartial") is None
        last = len(view.tokens) - 1
        odd = last if last % 2 else last - 1  # every other token is at 14%
        assert view.span_of(odd) is not None
        assert view.format_of(odd).background().style() != Qt.BrushStyle.NoBrush

    # As streamed: the text is in several documents, all of them tinted.
    widget = _reply_widget(qtbot, window, reply.id)
    assert len(widget.body.browsers()) > 1
    view = _open_view(qtbot, window, widget)
    assert len(view.texts) == len(widget.body.browsers())
    check(view)
    _close(qtbot, controller)

    # Opened again: the transcript folds it; the view shows it whole.
    window.close()
    window, controller = _open(qtbot, data_dir, fake_server)
    rows = window.findChild(QListView, "conversationList")
    qtbot.waitUntil(lambda: rows.model().rowCount() == 2, timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        rows.setCurrentIndex(rows.model().index(1, 0))
    widget = _reply_widget(qtbot, window, reply.id)
    assert widget.body.findChild(QPushButton, "showAllButton") is not None  # folded
    assert last_word not in widget.body.plain_text()[-300:]
    check(_open_view(qtbot, window, widget))
    _close(qtbot, controller)
