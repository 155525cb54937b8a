"""'Fork from here' (the More menu of a message): a new conversation holding the messages up
to that one, listed in the sidebar and opened; the original is left as it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action
from tests.support.hostile import run_async

pytestmark = pytest.mark.usefixtures("qasync_loop")


def test_fork_from_a_reply_opens_a_new_conversation_up_to_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="First answer."), Reply(text="Second answer."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    for question in ("First question", "Second question"):
        qtbot.keyClicks(window.composer, question)
        with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as done:
            qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        if question.startswith("First"):
            first_reply = done.args[0]
    original = controller.conversation_id
    assert original is not None

    with qtbot.waitSignal(controller.conversationOpened, timeout=10_000) as opened:
        click_message_action(qtbot, window.transcript, first_reply.id, "fork")
    forked = opened.args[0]
    assert forked != original and controller.conversation_id == forked
    plain = window.transcript.toPlainText()
    assert "First answer." in plain and "Second question" not in plain
    assert window.header.title.full_text().endswith("(fork)")
    qtbot.waitUntil(lambda: window.sidebar.count() == 2, timeout=5000)
    assert "Forked into" in window.statusBar().currentMessage()
    copied = run_async(qtbot, controller.repo.list_messages(forked))
    assert [m.text for m in copied] == ["First question", "First answer."]
    # The original keeps all four messages.
    kept = run_async(qtbot, controller.repo.list_messages(original))
    assert [m.text for m in kept][-1] == "Second answer." and len(kept) == 4
    _close(qtbot, controller)
