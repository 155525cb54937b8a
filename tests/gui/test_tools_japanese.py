"""Tools in a Japanese window, as a person uses them: Esc denies a call and the tool block
says so in Japanese, while the stored reply and what the model receives keep the English
sentence; a server that cannot start says why in Japanese, in the status bar and in the
Tools dialog. The MCP server is the real mcp-server-time; the model is the loopback server."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QToolButton

from app import translation
from app.ui.shell import i18n
from app.ui.tools.dialog import ToolsDialog
from app.ui.transcript.message_parts import FoldSection
from app.ui.transcript.rich_text import RichText
from tests.gui.test_main_window import _close, _open
from tests.gui.test_tools import TOKYO, _add_server, _approval
from tests.support.fake_server import Reply
from tests.support.mcp_fake_replies import tool_call

DENIED_EN = "The user denied this tool call."
DENIED_JA = "ユーザーがこのツール呼び出しを拒否しました。"


@pytest.fixture
def japanese(qapp: Any) -> Iterator[None]:
    before = QLocale()
    assert i18n.install(qapp, "ja") == "ja"
    yield
    for translator in qapp.findChildren(QTranslator):
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()
    translation.set_translator(None)
    QLocale.setDefault(before)


@pytest.mark.usefixtures("qasync_loop", "japanese")
def test_a_denied_call_and_a_broken_server_read_japanese_but_stay_english_for_the_model(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="", tool_calls=[tool_call("time__get_current_time", TOKYO)]),
        Reply(text="では分かりません。"),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    _add_server(qtbot, window, "Time", f"{sys.executable} -m mcp_server_time").reject()
    qtbot.keyClicks(window.composer, "What time is it in Tokyo?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    prompt = _approval(qtbot, window)
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(prompt, Qt.Key.Key_Escape)  # Esc denies
    reply = finished.args[0]

    # The tool block, unfolded with a click: its title and its sentence are Japanese.
    widget = window.transcript.widget_of(reply.id)
    section = widget.findChild(FoldSection, "toolCallSection")
    assert section.button.text() == "ツール get_current_time · 拒否"
    qtbot.mouseClick(section.button, Qt.MouseButton.LeftButton)
    assert section.is_open
    shown = section.content.findChild(RichText).toPlainText()
    assert DENIED_JA in shown and DENIED_EN not in shown

    # Stored and sent in English.
    task = asyncio.ensure_future(controller.services.repo.get_message(reply.id))
    qtbot.waitUntil(task.done, timeout=5000)
    (stored,) = task.result().tool_calls
    assert stored.status == "denied" and stored.error == DENIED_EN
    follow = [r for r in fake_server.requests if r.path.endswith("/chat/completions")][-1]
    tool_message = follow.body["messages"][-1]
    assert tool_message == {"role": "tool", "tool_call_id": stored.call_id, "content": DENIED_EN}

    # A server whose command does not exist: the status bar says why, in Japanese.
    controller.new_chat()
    fake_server.enqueue(Reply(text="今日はツールなしです。"))
    dialog = window.findChild(ToolsDialog, "toolsDialog")
    dialog.servers.setCurrentRow(0)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    dialog.reject()
    _add_server(qtbot, window, "Broken", "cometdesk-no-such-command --serve").reject()
    qtbot.keyClicks(window.composer, "Anything?")
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    why = (
        "サーバー「Broken」を起動できません: "
        + "コマンド「cometdesk-no-such-command」が見つかりません。"
    )
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(why), timeout=5000)

    # And so does the Tools dialog, for the server picked in its list.
    manage = window.parameter_panel.findChild(QToolButton, "manageToolsButton")
    qtbot.mouseClick(manage, Qt.MouseButton.LeftButton)
    dialog.servers.setCurrentRow(0)
    details = dialog.details.text()
    assert why in details and "was not found" not in details
    dialog.reject()
    _close(qtbot, controller)
