"""Attached but unsent audio clips are part of the conversation's draft, as images are: a
person drops a WAV, goes to another chat and back (the sidebar), quits and starts again,
and the clip is still there; sending it empties the draft."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListView

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from tests.gui.test_main_window import _close, _open
from tests.support.audio_files import memo_wav
from tests.support.fake_server import Reply
from tests.support.gui_actions import drop_files

pytestmark = pytest.mark.usefixtures("qasync_loop")

TITLE = "sounds"


def _seed(data_dir: Path) -> int:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation(TITLE, Params(model="gpt-4o-audio-preview"))
    repo.add_message(conv.id, "user", (TextPart("hello"),))
    conn.close()
    return conv.id


def _chips(window: Any) -> list[str]:
    return [
        label.text()
        for label in window.findChildren(QLabel, "audioClipLabel")
        if label.isVisibleTo(window)
    ]


def _open_from_sidebar(qtbot: Any, window: Any, controller: Any, title: str) -> None:
    """Click the conversation's row in the sidebar."""
    rows = window.findChild(QListView, "conversationList")
    model = rows.model()
    qtbot.waitUntil(
        lambda: any(model.index(r, 0).data() == title for r in range(model.rowCount())),
        timeout=5000,
    )
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == title)
    rect = rows.visualRect(model.index(row, 0))
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_clips_stay_with_their_conversation_across_switches_and_restarts(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    conversation_id = _seed(data_dir)
    memo = memo_wav(tmp_path, 2.0)
    window, controller = _open(qtbot, data_dir, fake_server)
    _open_from_sidebar(qtbot, window, controller, TITLE)
    assert drop_files(window.composer.viewport(), [memo])
    qtbot.waitUntil(lambda: _chips(window) == ["♪ memo.wav · 0:02"], timeout=5000)
    qtbot.keyClicks(window.composer, "What is this sound?")
    qtbot.waitUntil(lambda: len(controller.drafts.audio(conversation_id)) == 1, timeout=5000)

    # A new chat has no clips; the conversation, opened again, has its clip back.
    qtbot.mouseClick(window.sidebar.new_chat_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _chips(window) == [], timeout=5000)
    assert controller.drafts.audio(None) == []
    _open_from_sidebar(qtbot, window, controller, TITLE)
    qtbot.waitUntil(lambda: _chips(window) == ["♪ memo.wav · 0:02"], timeout=5000)
    _close(qtbot, controller)

    # A restart on the same data dir: the clip (and its sound, kept by the start-up clean
    # up of the blob store) comes back with the conversation.
    window, controller = _open(qtbot, data_dir, fake_server)
    _open_from_sidebar(qtbot, window, controller, TITLE)
    qtbot.waitUntil(lambda: _chips(window) == ["♪ memo.wav · 0:02"], timeout=5000)
    assert window.composer.toPlainText() == "What is this sound?"
    clip = controller.drafts.audio(conversation_id)[0]
    assert controller.services.blobs.get(clip.blob) == memo.read_bytes()

    # Sent: the clip goes out and leaves the box and the draft.
    window.parameter_panel.model_picker.setEditText("gpt-4o-audio-preview")
    fake_server.enqueue(Reply(text="A 440 Hz tone."))
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    content = fake_server.wait_for_path("/v1/chat/completions").body["messages"][-1]["content"]
    assert content[-1]["type"] == "input_audio"
    qtbot.waitUntil(lambda: _chips(window) == [], timeout=5000)
    assert controller.drafts.audio(conversation_id) == []
    _close(qtbot, controller)


def test_a_new_chats_clip_is_there_after_a_restart(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    memo = memo_wav(tmp_path, 1.0)
    window, controller = _open(qtbot, data_dir, fake_server)
    assert drop_files(window.composer.viewport(), [memo])
    qtbot.waitUntil(lambda: _chips(window) == ["♪ memo.wav · 0:01"], timeout=5000)
    qtbot.waitUntil(lambda: len(controller.drafts.audio(None)) == 1, timeout=5000)
    _close(qtbot, controller)
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: _chips(window) == ["♪ memo.wav · 0:01"], timeout=5000)
    # Removed with its button: gone from the draft too.
    remove = window.findChild(QLabel, "audioClipLabel").parent().remove_button
    assert remove.accessibleName() == "Remove memo.wav"
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _chips(window) == [], timeout=5000)
    qtbot.waitUntil(lambda: controller.drafts.audio(None) == [], timeout=5000)
    _close(qtbot, controller)
