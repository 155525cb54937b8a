"""Remote MCP servers, as a person uses them: add one in the Tools dialog ("Remote (via the
API)", a URL and a token), ask on /responses; the request carries the server (its token
from the keyring); the API's approval request opens the same prompt as a local tool: Esc
denies and the denial goes back in the next request; Enter approves and the call shows in
the reply like a local tool call."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton

from app.mcp.config import token_account
from app.secrets import MemoryKeyStore
from app.ui.tools.dialog import AddServerDialog, ToolsDialog
from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.gui.test_tools import _approval
from tests.support import fake_hosted
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

URL = "https://mcp.example.com/sse"
TOKEN = "tok-remote-123"
ARGS = {"repo": "octo/hello"}


def _add_remote(qtbot: Any, window: Any) -> None:
    """Inspector → Tools → Manage servers… → Add server…, kind Remote, typed in, saved."""
    manage = window.parameter_panel.findChild(QToolButton, "manageToolsButton")
    window.parameter_panel.show()
    qtbot.mouseClick(manage, Qt.MouseButton.LeftButton)
    dialog = window.findChild(ToolsDialog, "toolsDialog")
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    qtbot.mouseClick(dialog.findChild(QPushButton, "addServerButton"), Qt.MouseButton.LeftButton)
    form = next(d for d in dialog.findChildren(AddServerDialog) if d.isVisible())
    qtbot.keyClicks(form.name, "Git Hub")
    _choose(qtbot, form.kind, "remote")
    assert not form.command.isEnabled() and form.headers.isEnabled()
    qtbot.keyClicks(form.url, "http://plain.example.com")
    qtbot.mouseClick(form.findChild(QPushButton, "addServerOk"), Qt.MouseButton.LeftButton)
    assert form.problem.text() == "A remote server's URL must start with https://."
    form.url.clear()
    qtbot.keyClicks(form.url, URL)
    qtbot.keyClicks(form.token, TOKEN)
    qtbot.keyClicks(form.headers, "X-Region: eu")
    qtbot.mouseClick(form.findChild(QPushButton, "addServerOk"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.servers.count() == 1, timeout=5000)
    dialog.reject()


def _send(qtbot: Any, window: Any, text: str) -> None:
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, text)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)


def _bodies(fake_server: Any) -> list[dict[str, Any]]:
    return [
        r.body for r in fake_server.requests if r.path == "/v1/responses" and r.method == "POST"
    ]


def test_remote_server_approval_denied_with_esc_then_approved_with_enter(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    keystore = MemoryKeyStore()
    window, controller = _open(qtbot, data_dir, fake_server, keystore)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4.1")
    _choose(qtbot, panel.advanced.endpoint_picker, "responses")
    _add_remote(qtbot, window)
    assert keystore.get(token_account("git-hub")) == TOKEN
    stored = (data_dir / "tools.json").read_text(encoding="utf-8")
    assert TOKEN not in stored and '"transport": "remote"' in stored

    asks = Reply(text="", hosted=[fake_hosted.approval_request("git_hub", "list_issues", ARGS)])
    answer = fake_hosted.mcp_answer("git_hub", "list_issues", ARGS, '[{"title": "Bug"}]')
    fake_server.enqueue(asks, Reply(text="I did not look, as you asked.", hosted=answer))
    _send(qtbot, window, "Any open issues in octo/hello?")
    prompt = _approval(qtbot, window)  # the first round has ended: its request is in
    first = _bodies(fake_server)[-1]
    (spec,) = [t for t in first["tools"] if t["type"] == "mcp"]
    assert spec == {
        "type": "mcp",
        "server_label": "git_hub",
        "server_url": URL,
        "require_approval": "always",
        "headers": {"X-Region": "eu", "Authorization": f"Bearer {TOKEN}"},
    }
    heading = prompt.findChild(QLabel, "approvalHeading").text()
    assert "list_issues" in heading and "git_hub" in heading
    assert json.loads(prompt.arguments.toPlainText()) == ARGS
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(prompt, Qt.Key.Key_Escape)  # Esc denies
    reply = finished.args[0]
    assert reply.text.endswith("I did not look, as you asked.")
    # The denial went back: the request item and the answer, after the whole input.
    follow = _bodies(fake_server)[-1]["input"]
    assert follow[-2]["type"] == "mcp_approval_request" and follow[-2]["id"] == "mcpr_fake0001"
    assert follow[-1] == {
        "type": "mcp_approval_response",
        "approval_request_id": "mcpr_fake0001",
        "approve": False,
    }
    assert follow[0] == {"role": "user", "content": "Any open issues in octo/hello?"}
    plain = window.transcript.toPlainText()
    assert "Approval for list_issues on git_hub · denied" in plain
    assert "Tool list_issues on git_hub" not in plain  # nothing ran

    # Again, approved with Enter: the server's call shows like a local tool call.
    fake_server.enqueue(asks, Reply(text="One open issue: Bug.", hosted=answer))
    _send(qtbot, window, "Look again, please.")
    prompt = _approval(qtbot, window)
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Run
    reply = finished.args[0]
    assert reply.status == "complete" and reply.text.endswith("One open issue: Bug.")
    assert _bodies(fake_server)[-1]["input"][-1]["approve"] is True
    calls = {c.name: c for c in reply.tool_calls}
    assert calls["mcp_call"].tool == "list_issues" and calls["mcp_call"].status == "done"
    qtbot.waitUntil(
        lambda: "Tool list_issues on git_hub · done" in window.transcript.toPlainText(),
        timeout=5000,
    )
    _close(qtbot, controller)
