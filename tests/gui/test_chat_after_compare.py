"""Back from a compare to a new chat: the question shows, the chat is listed, the reply
comes — as in any new chat."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.gui.test_compare import MODELS, _enter_compare
from tests.gui.test_compare import _send as _send_to_compare
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def test_a_new_chat_after_a_compare_shows_its_question_and_reply(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    for model in MODELS[:2]:
        fake_server.enqueue(Reply(text=f"From {model}."), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    _send_to_compare(qtbot, window, controller, "Say hello")
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.comparing, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    fake_server.enqueue(Reply(text="A plain chat answer."))
    qtbot.keyClicks(window.composer, "Only one model now")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Only one model now" in window.transcript.toPlainText(), timeout=10_000)
    qtbot.waitUntil(
        lambda: "A plain chat answer." in window.transcript.toPlainText(), timeout=10_000
    )
    qtbot.waitUntil(lambda: window.header.title.text() == "Only one model now", timeout=5000)
    _close(qtbot, controller)
