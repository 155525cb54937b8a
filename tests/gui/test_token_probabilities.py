"""Token probabilities in the real window, against the loopback server streaming logprobs:
"Show probabilities" ticked with a click in the inspector, the request asking for them, the
reply's action switching its text to the tinted view, a low-probability token's tint,
tooltip and list entry with its alternatives, and the box disabled with the reason for a
model that gives none. Also through /responses, and a server that ignores the request."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent, QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QListWidget,
    QScrollArea,
    QToolButton,
    QToolTip,
)

from app.ui.transcript.token_view import RAMP, TokenProbabilityView, step_of
from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.support.fake_server import Reply

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
    cursor = QTextCursor(view.text.document())
    cursor.setPosition(view.starts[purple] + 2)
    point = view.text.cursorRect(cursor).center()
    QApplication.sendEvent(
        view.text.viewport(),
        QHelpEvent(QEvent.Type.ToolTip, point, view.text.viewport().mapToGlobal(point)),
    )
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    tip = QToolTip.text()
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
