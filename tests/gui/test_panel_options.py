"""Parameter panel options that change the request: streaming off, endpoint override,
favourites first, adjustments shown, the stream timeout setting; tool calls and reasoning
shown in the transcript."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app import config
from app.ui.transcript.message_parts import FoldSection
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def test_stream_off_and_endpoint_override(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    panel.stream_check.setChecked(False)
    reply = _send(qtbot, window, controller, "no stream please")
    assert reply.status == "complete"
    panel.stream_check.setChecked(True)
    panel.endpoint_picker.setCurrentIndex(panel.endpoint_picker.findData("responses"))
    _send(qtbot, window, controller, "via responses")
    posted = [r for r in fake_server.requests if r.method == "POST"]
    assert posted[0].path == "/v1/chat/completions" and "stream" not in posted[0].body
    assert posted[1].path == "/v1/responses" and posted[1].body["stream"] is True
    _close(qtbot, controller)


def test_adjustments_are_shown(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("claude-sonnet-4-5")
    panel.temperature_input.setValue(1.5)
    _send(qtbot, window, controller, "hello claude")
    assert not panel.adjustments_label.isHidden()
    assert "temperature" in panel.adjustments_label.text()
    _close(qtbot, controller)


def test_favourite_models_come_first_and_persist(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    picker = window.parameter_panel.model_picker
    qtbot.waitUntil(lambda: picker.count() > 3, timeout=10_000)
    picker.setEditText("o3-mini")
    qtbot.mouseClick(window.parameter_panel.favourite_button, Qt.MouseButton.LeftButton)
    assert picker.itemText(0) == "o3-mini"
    assert window.parameter_panel.favourite_button.isChecked()  # its star filled in
    qtbot.waitUntil(
        lambda: config.load_settings(data_dir).favourite_models == ["o3-mini"], timeout=5000
    )
    _close(qtbot, controller)


def test_stream_timeout_setting_is_saved(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        window.settings_button.click()
    dialog = opened.args[0]
    dialog.timeout_input.setValue(600)
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: config.load_settings(data_dir).read_timeout_s == 600, timeout=5000)
    _close(qtbot, controller)


def test_tool_calls_and_reasoning_are_shown(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    call = {
        "index": 0,
        "id": "call_9",
        "type": "function",
        "function": {"name": "lookup_flight", "arguments": '{"from": "HND", "to": "KIX"}'},
    }
    chunk = {
        "id": "c",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "gpt-4o-mini",
        "choices": [{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": "tool_calls"}],
    }
    body = f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode()
    fake_server.enqueue(
        Reply(text="Let me check.", reasoning_deltas=["First, ", "think about flights."]),
        Reply(body=body, content_type="text/event-stream"),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    reply = _send(qtbot, window, controller, "Think first")
    assert reply.reasoning == "First, think about flights."
    widget = window.transcript.widget_of(reply.id)
    # Folded once the answer arrived; its chevron unfolds it in place, and folds it again.
    fold = widget.thinking
    assert fold is not None and fold.button.accessibleName() == "Thinking (4 words)"
    qtbot.waitUntil(fold.button.isVisible, timeout=3000)
    assert not fold.content.isVisible()
    qtbot.mouseClick(fold.button, Qt.MouseButton.LeftButton)
    assert fold.content.isVisible()
    assert "First, think about flights." in window.transcript.toPlainText()
    qtbot.mouseClick(fold.button, Qt.MouseButton.LeftButton)
    assert not fold.content.isVisible()
    assert "think about flights" not in window.transcript.toPlainText()
    reply2 = _send(qtbot, window, controller, "Book it")
    assert reply2.finish_reason == "tool_calls"
    widget = window.transcript.widget_of(reply2.id)
    (tools,) = widget.findChildren(FoldSection, "toolCallSection")
    assert tools.button.text() == "Tool lookup_flight · not run"
    assert '"from": "HND"' not in window.transcript.toPlainText()
    qtbot.waitUntil(tools.button.isVisible, timeout=3000)
    tools.button.setFocus()
    qtbot.keyClick(tools.button, Qt.Key.Key_Space)  # the keyboard works as well as the mouse
    assert '"from": "HND"' in window.transcript.toPlainText()
    _close(qtbot, controller)


def _choose(qtbot: Any, combo: Any, value: str) -> None:
    """Pick an entry of a combo box from the keyboard, as a person tabbing through would."""
    combo.setFocus()
    target = combo.findData(value)
    assert target >= 0, f"{value!r} is not offered"
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def test_answers_verbosity_and_tier_go_out_as_typed_fields(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-5.1")
    output, advanced = panel.output, panel.advanced
    qtbot.waitUntil(output.n_input.isEnabled, timeout=5000)
    output.n_input.setFocus()
    output.n_input.selectAll()
    qtbot.keyClicks(output.n_input, "3")
    _choose(qtbot, panel.control("verbosity"), "high")
    _choose(qtbot, advanced.tier_picker, "flex")
    _send(qtbot, window, controller, "three ways please")
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    assert (body["n"], body["verbosity"], body["service_tier"]) == (3, "high", "flex")

    # The panel gives back what the conversation stored, and reads it again unchanged.
    params = panel.params()
    assert (params.n, params.verbosity, params.service_tier) == (3, "high", "flex")
    panel.set_params(replace(params, response_format={"type": "json_object"}, extra={"user": "me"}))
    again = panel.params()
    assert again.response_format == {"type": "json_object"} and again.extra == {"user": "me"}
    assert (again.n, again.verbosity, again.service_tier) == (3, "high", "flex")
    _close(qtbot, controller)


def test_five_stop_sequences_are_refused_at_the_field(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    stop = panel.sampling.stop_input
    stop.setFocus()
    for word in ("one", "two", "three", "four", "five"):
        qtbot.keyClicks(stop, word)
        qtbot.keyClick(stop, Qt.Key.Key_Return)
    qtbot.keyClicks(window.composer, "stop here")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "stop" in window.statusBar().currentMessage().lower(), timeout=5000)
    assert window.composer.toPlainText() == "stop here"  # nothing was sent
    assert not [r for r in fake_server.requests if r.method == "POST"]
    assert QApplication.focusWidget() is stop
    assert panel.params(strict=False).stop == ()
    _close(qtbot, controller)
