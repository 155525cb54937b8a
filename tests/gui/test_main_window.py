"""The real main window, driven by object name against the loopback OpenAI server and a real
SQLite file: type, press Enter, watch the reply stream in rendered, check what the server
received, restart on the same data dir and find the conversation again."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QPlainTextEdit,
    QScrollArea,
    QToolButton,
)

from app.main import build_controller
from app.secrets import MemoryKeyStore
from app.ui.shell.main_window import MainWindow
from tests.support.fake_server import Reply
from tests.support.gui_actions import click_message_action

KEY = "sk-guitest-7f3a9c1e5b2d4f60"
REPLY = (
    "# Plan\n\nHere is **bold** text and a list:\n\n- one\n- two\n\n"
    "| col A | col B |\n|---|---|\n| 1 | 2 |\n\n"
    "```python\ndef hello() -> int:\n    return 42\n```\n"
)


def _open(qtbot: Any, data_dir: Path, server: Any, keystore: Any = None) -> tuple[MainWindow, Any]:
    window = MainWindow()
    qtbot.addWidget(window)
    env = {"COMETDESK_BASE_URL": server.base_url, "COMETDESK_API_KEY": KEY}
    controller = build_controller(window, data_dir, env, keystore or MemoryKeyStore())
    window.show()
    with qtbot.waitSignal(controller.ready, timeout=10_000):
        controller.start()
    return window, controller


def _close(qtbot: Any, controller: Any) -> None:
    task = asyncio.ensure_future(controller.shutdown())
    qtbot.waitUntil(task.done, timeout=10_000)
    task.result()


@pytest.mark.usefixtures("qasync_loop")
def test_chat_streams_renders_persists_and_reloads(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text=REPLY, chunk_size=3, delay_per_chunk=0.002))
    window, controller = _open(qtbot, data_dir, fake_server)

    composer = window.findChild(QPlainTextEdit, "composer")
    assert composer is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is composer, timeout=5000)

    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    window.parameter_panel.temperature_input.setValue(0.3)
    window.parameter_panel.max_tokens_input.setValue(512)
    window.parameter_panel.system_prompt_edit.setPlainText("Be brief.")

    qtbot.keyClicks(composer, "Explain plans please")
    qtbot.keyClick(composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(composer, "in markdown")
    assert composer.toPlainText() == "Explain plans please\nin markdown"  # Shift+Enter: newline
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(composer, Qt.Key.Key_Return)
    reply = finished.args[0]
    assert reply.status == "complete" and reply.finish_reason == "stop"
    assert composer.toPlainText() == ""

    # Rendered, not raw: a real table, a heading, highlighted code, no markdown syntax left.
    transcript = window.findChild(QScrollArea, "transcript")
    assert transcript is not None
    html = transcript.toHtml()
    plain = transcript.toPlainText()
    assert "<table" in html
    assert "def hello" in plain and "return 42" in plain
    assert "| col A |" not in plain and "# Plan" not in plain and "**bold**" not in plain
    assert "Explain plans please" in plain

    # What the server received.
    chat = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert len(chat) == 1
    body = chat[0].body
    assert body["model"] == "gpt-4o-mini"
    assert body["temperature"] == pytest.approx(0.3)
    assert body.get("max_tokens", body.get("max_completion_tokens")) == 512
    assert body["stream"] is True
    assert body["messages"][0] == {"role": "system", "content": "Be brief."}
    assert body["messages"][-1] == {"role": "user", "content": "Explain plans please\nin markdown"}
    assert chat[0].headers["authorization"] == f"Bearer {KEY}"

    conv_list = window.findChild(QListView, "conversationList")
    assert conv_list is not None
    model = conv_list.model()
    rows = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert rows == ["Today", "Explain plans please in markdown"]  # a date group, then the chat
    _close(qtbot, controller)
    window.close()

    # Restart on the same data dir: the conversation and its messages are there.
    window2, controller2 = _open(qtbot, data_dir, fake_server)
    list2 = window2.findChild(QListView, "conversationList")
    assert list2 is not None
    qtbot.waitUntil(lambda: list2.model().rowCount() == 2, timeout=5000)
    with qtbot.waitSignal(controller2.conversationOpened, timeout=5000):
        list2.setCurrentIndex(list2.model().index(1, 0))
    plain2 = window2.transcript.toPlainText()
    assert "Explain plans please" in plain2 and "return 42" in plain2
    assert "<table" in window2.transcript.toHtml()
    _close(qtbot, controller2)

    # The key was never written anywhere under the data dir.
    for path in data_dir.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


@pytest.mark.usefixtures("qasync_loop")
def test_stop_keeps_partial_reply_marked_stopped(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="word " * 400, chunk_size=5, delay_per_chunk=0.02))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Count slowly")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    stop = window.findChild(QToolButton, "stopButton")
    assert stop is not None
    qtbot.waitUntil(lambda: "word word" in window.transcript.toPlainText(), timeout=10_000)
    assert stop.isEnabled()
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Escape)
    reply = finished.args[0]
    assert reply.status == "stopped"
    assert 0 < len(reply.text) < len("word " * 400)
    assert not stop.isEnabled()
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_wrong_key_says_so_and_keeps_the_prompt(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply.error(401, "Incorrect API key provided"))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Hello?")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert finished.args[0].status == "error"
    plain = window.transcript.toPlainText()
    assert "Check the API key in Settings, then retry." in plain  # the reply's card says it
    assert KEY not in plain and KEY not in window.statusBar().currentMessage()
    assert "Hello?" in plain  # the prompt is kept, stored
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_drafts_are_kept_per_conversation_and_across_restarts(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "First chat")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    first_id = controller.conversation_id
    qtbot.keyClicks(window.composer, "unsent follow-up")
    controller.new_chat()
    assert window.composer.toPlainText() == ""
    qtbot.keyClicks(window.composer, "draft for a new chat")
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        window.sidebar.select(None)
        controller.open_conversation(first_id)
    assert window.composer.toPlainText() == "unsent follow-up"
    window.close()  # saves the draft, closes storage, then the window
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)

    window2, controller2 = _open(qtbot, data_dir, fake_server)
    assert window2.composer.toPlainText() == "draft for a new chat"
    with qtbot.waitSignal(controller2.conversationOpened, timeout=5000):
        controller2.open_conversation(first_id)
    assert window2.composer.toPlainText() == "unsent follow-up"
    _close(qtbot, controller2)


@pytest.mark.usefixtures("qasync_loop")
def test_long_conversation_opens_with_latest_page_and_loads_older_on_scroll(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    from app.domain import MessageStatus, Params, TextPart
    from app.storage import DB_FILENAME, Repository, open_database

    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("Long one", Params(model="gpt-4o-mini"))
    for i in range(2000):
        role = "user" if i % 2 == 0 else "assistant"
        repo.add_message(
            conv.id, role, (TextPart(f"message number {i}"),), status=MessageStatus.COMPLETE
        )
    conn.close()
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conv.id)
    plain = window.transcript.toPlainText()
    assert "message number 1999" in plain and "message number 1949" not in plain
    assert "message number 1950" in plain
    window.transcript.verticalScrollBar().setValue(0)  # scroll to the top
    qtbot.waitUntil(lambda: "message number 1900" in window.transcript.toPlainText(), timeout=5000)
    assert "message number 1999" in window.transcript.toPlainText()
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_copy_and_regenerate_actions(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="first **answer**"), Reply(text="second answer"))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Q")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as first:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    reply = first.args[0]
    click_message_action(qtbot, window.transcript, reply.id, "copy")
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == "first **answer**", timeout=5000)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as second:
        click_message_action(qtbot, window.transcript, reply.id, "regenerate")
    assert second.args[0].text == "second answer"
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    assert body["messages"] == [{"role": "user", "content": "Q"}]  # not the old reply
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_reply_cut_at_max_tokens_offers_continue_and_plain_copy(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="# Part one\n\nThe **first** half", finish_reason="length"),
        Reply(text=" and the second half."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Long story")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as cut:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert cut.args[0].finish_reason == "length"
    assert "Cut at the max tokens limit" in window.transcript.toPlainText()
    click_message_action(qtbot, window.transcript, cut.args[0].id, "copy-text")
    qtbot.waitUntil(lambda: "Part one" in QApplication.clipboard().text(), timeout=5000)
    assert (
        "**" not in QApplication.clipboard().text() and "#" not in QApplication.clipboard().text()
    )
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as more:
        click_message_action(qtbot, window.transcript, cut.args[0].id, "continue")
    assert more.args[0].text == " and the second half."
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    assert body["messages"][-2] == {
        "role": "assistant",
        "content": "# Part one\n\nThe **first** half",
    }
    assert body["messages"][-1]["content"].startswith("Continue")
    _close(qtbot, controller)
