"""What the API offers beyond the text, in the real window against the loopback server:
follow-ups carry the conversation's prompt_cache_key and the reply says how much of its
input was cached and what that saved; a reasoning model's summary on /responses is in the
reply's folded Thinking block; and a request too long for the model can be sent whole for
the server to drop the oldest turns (truncation "auto")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from tests.gui.test_context_fit import LONG, _dialog
from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.gui.test_sidebar import click_row
from tests.gui.test_token_probabilities import _reply_widget, _request_for, _send, _show_inspector
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _figures(qtbot: Any, window: Any, reply_id: int) -> str:
    widget = _reply_widget(qtbot, window, reply_id)
    label = widget.findChild(QLabel, "replyStats")
    assert label is not None
    return str(label.text())


def test_the_second_turn_hits_the_cache_and_says_so(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Caches keep prefixes.", usage={"prompt_tokens": 1100}))
    fake_server.enqueue(
        Reply(text="They expire.", usage={"prompt_tokens": 1200, "cached_tokens": 1024})
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    first = _send(qtbot, window, controller, "What is a prompt cache?")
    assert "cached" not in _figures(qtbot, window, first.id)
    second = _send(qtbot, window, controller, "How long does it last?")
    one = _request_for(fake_server, "What is a prompt cache?").body
    two = _request_for(fake_server, "How long does it last?").body
    assert one["prompt_cache_key"] == two["prompt_cache_key"]
    assert one["safety_identifier"] == two["safety_identifier"]
    figures = _figures(qtbot, window, second.id)
    assert "1,200 in (1,024 cached)" in figures
    assert "(cache saved <$0.0001)" in figures  # 1,024 tokens at $0.06 less per 1M
    # The header's totals count the cached tokens too.
    qtbot.waitUntil(lambda: "(1,024 cached)" in window.header.totals.text(), timeout=5000)
    _close(qtbot, controller)


def test_the_reasoning_summary_is_in_the_thinking_block(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="Take the train.", reasoning_deltas=["Weigh cost ", "against time."])
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("o3-mini")
    _choose(qtbot, panel.advanced.endpoint_picker, "responses")
    qtbot.waitUntil(panel.output.effort_picker.isEnabled, timeout=5000)
    _choose(qtbot, panel.output.effort_picker, "high")
    reply = _send(qtbot, window, controller, "Train or plane?")
    request = _request_for(fake_server, "Train or plane?")
    assert request.path.endswith("/responses")
    assert request.body["reasoning"] == {"effort": "high", "summary": "auto"}
    assert reply.reasoning == "Weigh cost against time."
    fold = _reply_widget(qtbot, window, reply.id).thinking
    assert fold is not None and fold.button.accessibleName() == "Thinking (4 words)"
    qtbot.waitUntil(fold.button.isVisible, timeout=3000)
    assert "against time" not in window.transcript.toPlainText()  # folded
    qtbot.mouseClick(fold.button, Qt.MouseButton.LeftButton)
    assert "Weigh cost against time." in window.transcript.toPlainText()
    _close(qtbot, controller)


def _seed(data_dir: Path, endpoint: str) -> int:
    data_dir.mkdir(parents=True, exist_ok=True)
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    params = Params(model="gpt-4o-mini", endpoint=endpoint)  # type: ignore[arg-type]
    conv = repo.create_conversation("A long read", params)
    repo.add_message(conv.id, "user", (TextPart("Summarise the long report"),))
    repo.add_message(conv.id, "assistant", (TextPart(LONG),), model="gpt-4o-mini")
    repo.close()
    return conv.id


def _ask_too_much(qtbot: Any, data_dir: Path, fake_server: Any, endpoint: str) -> Any:
    conversation = _seed(data_dir, endpoint)
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.sidebar.count() == 1, timeout=5000)
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 1, timeout=10_000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, window.sidebar, window.sidebar.row_of(conversation))
    qtbot.keyClicks(window.composer, "All of it, please")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return window, controller, _dialog(qtbot, window)


def test_the_server_may_drop_the_oldest_turns_on_responses(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Read what fitted."))
    _window, controller, dialog = _ask_too_much(qtbot, data_dir, fake_server, "responses")
    button = dialog.findChild(QPushButton, "serverTruncationButton")
    assert button is not None and button.text() == "Let the server drop the oldest turns"
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    request = _request_for(fake_server, "All of it, please")
    assert request.path.endswith("/responses")
    assert request.body["truncation"] == "auto"
    roles = [item["role"] for item in request.body["input"]]
    assert roles == ["user", "assistant", "user"]  # the whole history
    _close(qtbot, controller)


def test_chat_completions_has_no_such_choice(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller, dialog = _ask_too_much(qtbot, data_dir, fake_server, "chat")
    assert dialog.findChild(QPushButton, "serverTruncationButton") is None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    assert window.composer.toPlainText() == "All of it, please"
    _close(qtbot, controller)
