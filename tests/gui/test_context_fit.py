"""The model's context, in reach: the header's gauge says how much of it the open
conversation takes; a send that would not fit asks first (Too long for the model) and the
person chooses where the request starts, sends anyway, or cancels with nothing lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QPushButton

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import click_row
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

MODEL = "gpt-4o-mini"  # 128,000 tokens of context on the fake server
LONG = " ".join(f"word{n % 997}" for n in range(90_000))  # ~2 tokens a word


def _seed(data_dir: Path) -> int:
    data_dir.mkdir(parents=True, exist_ok=True)
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("A long read", Params(model=MODEL))
    repo.add_message(conv.id, "user", (TextPart("Summarise the long report"),))
    repo.add_message(conv.id, "assistant", (TextPart(LONG),), model=MODEL)
    repo.add_message(conv.id, "user", (TextPart("And the short one?"),))
    repo.add_message(conv.id, "assistant", (TextPart("It is short."),), model=MODEL)
    repo.close()
    return conv.id


def _open_long(qtbot: Any, data_dir: Path, fake_server: Any) -> tuple[Any, Any]:
    conversation = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.sidebar.count() == 1, timeout=5000)
    # The context sizes come with the model list, fetched after start-up.
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 1, timeout=10_000)
    window.parameter_panel.model_picker.setEditText(MODEL)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, window.sidebar, window.sidebar.row_of(conversation))
    return window, controller


def _dialog(qtbot: Any, window: Any) -> QDialog:
    found: list[QDialog] = []

    def shown() -> bool:
        found[:] = [d for d in window.findChildren(QDialog, "contextDialog") if d.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=10_000)
    return found[0]


def _posts(fake_server: Any) -> list[Any]:
    return [r.body for r in fake_server.requests if r.method == "POST"]


def test_the_gauge_shows_how_much_of_the_context_is_taken(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open_long(qtbot, data_dir, fake_server)
    gauge = window.header.gauge
    qtbot.waitUntil(gauge.isVisible, timeout=10_000)
    tip = gauge.toolTip()
    assert tip.endswith("of 128,000 tokens of context (100%)"), tip
    assert gauge.accessibleDescription() == tip
    assert gauge.property("tone") == "error"  # over the limit: red
    # A model with a larger context: the same conversation takes a small part of it.
    window.parameter_panel.model_picker.setEditText("gemini-2.5-flash")
    qtbot.waitUntil(lambda: "of 1,048,576 tokens" in gauge.toolTip(), timeout=10_000)
    assert gauge.property("tone") == "normal"
    _close(qtbot, controller)


def test_too_long_asks_and_sends_from_the_chosen_question(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Short answer."))
    window, controller = _open_long(qtbot, data_dir, fake_server)
    qtbot.keyClicks(window.composer, "What did we say last?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    dialog = _dialog(qtbot, window)
    assert dialog.windowTitle() == "Too long for the model"
    picker = dialog.findChild(QComboBox, "contextStartPicker")
    choices = [picker.itemText(i) for i in range(picker.count())]
    assert choices[0].startswith("From “Summarise the long report” —")
    assert choices[0].endswith("too long")
    assert choices[1].startswith("From “And the short one?” —") and choices[1].endswith("fits")
    assert choices[2].startswith("Only this message —")
    assert picker.currentIndex() == 1  # the oldest start that fits is offered first
    send_from = dialog.findChild(QPushButton, "sendFromButton")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.mouseClick(send_from, Qt.MouseButton.LeftButton)
    sent = [m["content"] for m in _posts(fake_server)[-1]["messages"] if m["role"] != "system"]
    assert sent == ["And the short one?", "It is short.", "What did we say last?"]
    # Nothing was dropped from the history: the window still shows the long reply.
    shown = [m.text for m in window.transcript.shown_messages]
    assert shown[1] == LONG and len(shown) == 6
    _close(qtbot, controller)


def test_cancel_sends_nothing_and_keeps_the_message(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open_long(qtbot, data_dir, fake_server)
    qtbot.keyClicks(window.composer, "A question that will wait")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    dialog = _dialog(qtbot, window)
    before = len(_posts(fake_server))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: window.send_button.isEnabled(), timeout=5000)
    assert window.composer.toPlainText() == "A question that will wait"
    assert len(_posts(fake_server)) == before
    assert "A question that will wait" not in window.transcript.toPlainText()
    _close(qtbot, controller)


def test_send_anyway_sends_the_whole_history(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="I read it all."))
    window, controller = _open_long(qtbot, data_dir, fake_server)
    qtbot.keyClicks(window.composer, "Everything, please")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    dialog = _dialog(qtbot, window)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.mouseClick(
            dialog.findChild(QPushButton, "sendAnywayButton"), Qt.MouseButton.LeftButton
        )
    sent = [m["role"] for m in _posts(fake_server)[-1]["messages"] if m["role"] != "system"]
    assert sent == ["user", "assistant", "user", "assistant", "user"]
    _close(qtbot, controller)


def test_a_new_chat_whose_first_message_is_too_long_asks_too(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 1, timeout=10_000)
    window.parameter_panel.model_picker.setEditText(MODEL)
    window.composer.setPlainText(LONG + " " + LONG)  # pasted, not typed: 180,000 words
    window.composer.setFocus()
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    dialog = _dialog(qtbot, window)
    picker = dialog.findChild(QComboBox, "contextStartPicker")
    assert [picker.itemText(i).endswith("too long") for i in range(picker.count())] == [True]
    assert not dialog.findChild(QPushButton, "sendFromButton").isDefault()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter, the default, is Cancel here
    qtbot.waitUntil(lambda: window.send_button.isEnabled(), timeout=5000)
    assert window.composer.toPlainText().startswith("word0 word1")
    _close(qtbot, controller)
