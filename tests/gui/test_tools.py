"""Tools in the real window, as a person uses them: add mcp-server-time in the Tools
dialog, ask for the time in Tokyo, approve the call in the prompt (Enter), get the answer;
the same in a three-column compare; Esc denies; a server that cannot start says why.

The MCP server is the real one from PyPI, started as a user would configure it; the model is
the loopback server scripted to ask for the tool call."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QPushButton, QToolButton

from app.ui.tools.approval_dialog import ApprovalDialog
from app.ui.tools.dialog import AddServerDialog, ToolsDialog
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.mcp_fake_replies import tool_call

pytestmark = pytest.mark.usefixtures("qasync_loop")
TOKYO = {"timezone": "Asia/Tokyo"}


def _add_server(qtbot: Any, window: Any, name: str, command: str) -> ToolsDialog:
    """Inspector → Tools → Manage servers… → Add server…, typed in and saved."""
    manage = window.parameter_panel.findChild(QToolButton, "manageToolsButton")
    qtbot.mouseClick(manage, Qt.MouseButton.LeftButton)
    dialog = window.findChild(ToolsDialog, "toolsDialog")
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.findChild(QPushButton, "addServerButton"), Qt.MouseButton.LeftButton)
    form = next(d for d in dialog.findChildren(AddServerDialog) if d.isVisible())
    qtbot.keyClicks(form.name, name)
    qtbot.keyClicks(form.command, command)
    qtbot.mouseClick(form.findChild(QPushButton, "addServerOk"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.servers.count() == 1, timeout=5000)
    return dialog


def _approval(qtbot: Any, window: Any) -> ApprovalDialog:
    """The approval prompt, once it is shown and has the keyboard (as a person sees it: the
    prompt is where Enter and Esc go)."""
    found: list[ApprovalDialog] = []

    def shown_with_focus() -> bool:
        found[:] = [d for d in window.findChildren(ApprovalDialog) if d.isVisible()]
        focus = QApplication.focusWidget()
        return bool(found) and focus is not None and found[0].isAncestorOf(focus)

    qtbot.waitUntil(shown_with_focus, timeout=15_000)
    return found[0]


def test_add_the_time_server_ask_approve_with_enter_and_get_the_answer(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="", tool_calls=[tool_call("time__get_current_time", TOKYO)]),
        Reply(text="It is morning in Tokyo."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    dialog = _add_server(qtbot, window, "Time", f"{sys.executable} -m mcp_server_time")
    assert "Time" in dialog.servers.item(0).text()
    dialog.reject()
    # The new server is offered in this conversation.
    offered = window.parameter_panel.findChild(QCheckBox, "toolServer_time")
    assert offered is not None and offered.isChecked()

    qtbot.keyClicks(window.composer, "What time is it in Tokyo?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    prompt = _approval(qtbot, window)
    heading = prompt.findChild(QLabel, "approvalHeading").text()
    assert "get_current_time" in heading and "Time" in heading
    assert json.loads(prompt.arguments.toPlainText()) == TOKYO
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Run
    reply = finished.args[0]
    assert reply.status == "complete" and reply.text == "It is morning in Tokyo."
    (call,) = reply.tool_calls
    assert call.status == "done" and "+09:00" in json.loads(call.result)["datetime"]
    qtbot.waitUntil(lambda: window.focusWidget() is window.composer, timeout=5000)

    # The answer and the call, folded, are in the transcript; the model got the result.
    plain = window.transcript.toPlainText()
    assert "It is morning in Tokyo." in plain and "Tool get_current_time · done in" in plain
    follow = [r for r in fake_server.requests if r.path.endswith("/chat/completions")][-1]
    tool_message = follow.body["messages"][-1]
    assert tool_message["role"] == "tool" and "Asia/Tokyo" in tool_message["content"]
    _close(qtbot, controller)


def test_escape_denies_and_a_server_that_cannot_start_says_why(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="", tool_calls=[tool_call("time__get_current_time", TOKYO)]),
        Reply(text="Then I cannot tell."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    _add_server(qtbot, window, "Time", f"{sys.executable} -m mcp_server_time").reject()
    qtbot.keyClicks(window.composer, "What time is it in Tokyo?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    prompt = _approval(qtbot, window)
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(prompt, Qt.Key.Key_Escape)  # Esc denies
    (call,) = finished.args[0].tool_calls
    assert call.status == "denied"
    assert "Tool get_current_time · denied" in window.transcript.toPlainText()

    # A server whose command does not exist: the reply goes on without it, and says why.
    controller.new_chat()
    fake_server.enqueue(Reply(text="No tools today."))
    dialog = window.findChild(ToolsDialog, "toolsDialog")
    dialog.servers.setCurrentRow(0)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    dialog.reject()
    _add_server(qtbot, window, "Broken", "cometdesk-no-such-command --serve").reject()
    qtbot.keyClicks(window.composer, "Anything?")
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    message = window.statusBar().currentMessage()
    assert "cometdesk-no-such-command" in message and "not found" in message
    _close(qtbot, controller)


def test_each_compare_column_runs_its_own_tool_call(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    models = ("gpt-4o-mini", "gpt-4.1", "claude-sonnet-4-5")
    for n, model in enumerate(models):
        fake_server.enqueue(
            Reply(text="", tool_calls=[tool_call("time__get_current_time", TOKYO)]),
            Reply(text=f"Answer {n} from {model}."),
            key=model,
        )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText(models[0])
    _add_server(qtbot, window, "Time", f"{sys.executable} -m mcp_server_time").reject()
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    view = window.compare_view
    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    for column, model in zip(view.columns, models, strict=True):
        column.model_picker.setEditText(model)
    qtbot.keyClicks(window.composer, "What time is it in Tokyo?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    for _ in models:  # one prompt per column: each is its own conversation
        prompt = _approval(qtbot, window)
        qtbot.mouseClick(prompt.run_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda p=prompt: not p.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: not controller.compare.busy(), timeout=30_000)
    for n, (column, model) in enumerate(zip(view.columns, models, strict=True)):
        plain = column.transcript.toPlainText()
        assert f"Answer {n} from {model}." in plain, plain
        assert "Tool get_current_time · done in" in plain
    _close(qtbot, controller)


def test_allow_in_conversation_always_allow_revoke_and_the_step_limit(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    """The other choices of the prompt, clicked: 'Allow in this conversation' runs the next
    call here without asking; 'Always allow this tool' lists it in the Tools dialog, where
    Revoke brings the prompt back; 'Steps per reply' set to 1 stops a model that keeps
    calling, with the reason in the status bar."""
    call = tool_call("time__get_current_time", TOKYO)
    fake_server.enqueue(
        Reply(text="", tool_calls=[call]),
        Reply(text="Morning."),
        Reply(text="", tool_calls=[call]),
        Reply(text="Still morning."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    _add_server(qtbot, window, "Time", f"{sys.executable} -m mcp_server_time").reject()

    qtbot.keyClicks(window.composer, "Time in Tokyo?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    prompt = _approval(qtbot, window)
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000):
        qtbot.mouseClick(prompt.conversation_button, Qt.MouseButton.LeftButton)
    shown: list[ApprovalDialog] = []
    window.findChildren(ApprovalDialog)  # the old prompt is gone; none may open now
    qtbot.keyClicks(window.composer, "And now?")
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as second:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    shown = [d for d in window.findChildren(ApprovalDialog) if d.isVisible()]
    assert shown == [] and second.args[0].tool_calls[0].status == "done"
    assert second.args[0].text == "Still morning."

    # A new conversation asks again; Always allow puts the tool in the Tools dialog's list.
    controller.new_chat()
    fake_server.enqueue(Reply(text="", tool_calls=[call]), Reply(text="Noon."))
    qtbot.keyClicks(window.composer, "Time please")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    prompt = _approval(qtbot, window)
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000):
        qtbot.mouseClick(prompt.always_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        window.parameter_panel.findChild(QToolButton, "manageToolsButton"),
        Qt.MouseButton.LeftButton,
    )
    dialog = window.findChild(ToolsDialog, "toolsDialog")
    assert dialog.allowed.count() == 1 and "get_current_time" in dialog.allowed.item(0).text()
    dialog.allowed.setCurrentRow(0)
    qtbot.mouseClick(dialog.findChild(QPushButton, "revokeToolButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.allowed.count() == 0, timeout=5000)

    # Steps per reply: 2. The model calls again in its second round: that call is not run.
    field = dialog.step_limit.lineEdit()
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "2")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # closed with Esc: the change is kept
    assert controller.services.tools.settings.settings.step_limit == 2
    controller.new_chat()
    fake_server.enqueue(
        Reply(text="", tool_calls=[call]),
        Reply(text="", tool_calls=[tool_call("time__get_current_time", {"timezone": "UTC"})]),
    )
    qtbot.keyClicks(window.composer, "Keep calling")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    prompt = _approval(qtbot, window)  # revoked: it asks again
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as stopped:
        qtbot.mouseClick(prompt.run_button, Qt.MouseButton.LeftButton)
    first, second_round = stopped.args[0].tool_calls
    assert first.status == "done" and second_round.status != "done"
    qtbot.waitUntil(lambda: "after 2 rounds" in window.statusBar().currentMessage())
    assert "step limit" in window.statusBar().currentMessage()
    # The reply says so too, rather than blaming the connection.
    plain = window.transcript.toPlainText()
    assert "Incomplete — The tool loop stopped after 2 rounds" in plain
    assert "connection" not in plain
    _close(qtbot, controller)
