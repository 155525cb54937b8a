"""Audio clips in compare mode: each column's own model must take audio. A column whose model
does not refuses the send with the sentence naming that column's model (nothing is sent,
nothing is lost), though the parameters panel's model takes audio; with every column on an
audio model the clip goes to each of them as ``input_audio``. While the arena is blind the
sentence names no model."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.gui.test_main_window import _close, _open
from tests.support.audio_files import memo_wav
from tests.support.fake_server import Reply
from tests.support.gui_actions import drop_files

pytestmark = pytest.mark.usefixtures("qasync_loop")

AUDIO = "gpt-4o-audio-preview"
REFUSED = (
    "gpt-4o-mini does not take audio; choose an audio model such as gpt-4o-audio-preview or "
    "gpt-4o-mini-audio-preview, or remove the audio clip."
)


def type_model(qtbot: Any, picker: Any, model: str) -> None:
    """Click the model field, select all, type the model (a person's way)."""
    editor = picker.lineEdit()
    qtbot.mouseClick(editor, Qt.MouseButton.LeftButton)
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, model)
    qtbot.waitUntil(lambda: picker.currentText() == model, timeout=5000)


def _chats(fake_server: Any) -> list[Any]:
    return [r for r in fake_server.requests if r.path.endswith("/chat/completions")]


def _compare_with_a_clip(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, models: tuple[str, str, str]
) -> tuple[Any, Any]:
    """The window in compare mode with a one-second clip dropped on the composer; ``models``:
    the parameters panel's, then each column's, typed in as a person does."""
    memo = memo_wav(tmp_path, 1.0)
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    qtbot.waitUntil(lambda: panel.model_picker.count() > 3, timeout=10_000)
    type_model(qtbot, panel.model_picker, models[0])
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    for column, model in zip(window.compare_view.columns, models[1:], strict=True):
        type_model(qtbot, column.model_picker, model)
    assert drop_files(window.composer.viewport(), [memo])
    qtbot.waitUntil(lambda: window.findChild(QLabel, "audioClipLabel") is not None, timeout=5000)
    return window, controller


def test_each_column_checks_its_own_model_for_audio(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    # The panel's model takes audio; the second column's does not.
    window, controller = _compare_with_a_clip(
        qtbot, tmp_path, data_dir, fake_server, (AUDIO, AUDIO, "gpt-4o-mini")
    )
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.composer, "What is this sound?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    status = window.statusBar()
    qtbot.waitUntil(lambda: status.currentMessage() == REFUSED, timeout=5000)
    assert _chats(fake_server) == []  # no column was asked
    assert window.composer.toPlainText() == "What is this sound?"
    assert window.findChild(QLabel, "audioClipLabel") is not None

    # Blind: the sentence names no model (the round shuffles them among the columns).
    blind = window.compare_view.blind_toggle
    qtbot.mouseClick(blind, Qt.MouseButton.LeftButton, pos=blind.rect().center())
    qtbot.waitUntil(blind.isChecked, timeout=5000)
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    hidden = REFUSED.replace("gpt-4o-mini does", "A model of this blind round does")
    qtbot.waitUntil(lambda: status.currentMessage() == hidden, timeout=5000)
    qtbot.mouseClick(blind, Qt.MouseButton.LeftButton, pos=blind.rect().center())
    qtbot.waitUntil(lambda: not blind.isChecked(), timeout=5000)

    # The second column on an audio model too (blind made fresh columns, with the same
    # models): the clip goes to both.
    second = window.compare_view.columns[1]
    assert second.model == "gpt-4o-mini"
    type_model(qtbot, second.model_picker, "gpt-4o-mini-audio-preview")
    fake_server.enqueue(Reply(text="A tone."), Reply(text="A beep."))
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(_chats(fake_server)) == 2, timeout=10_000)
    models = sorted(r.body["model"] for r in _chats(fake_server))
    assert models == ["gpt-4o-audio-preview", "gpt-4o-mini-audio-preview"]
    for request in _chats(fake_server):
        assert request.body["messages"][-1]["content"][-1]["type"] == "input_audio"
    qtbot.waitUntil(lambda: window.findChild(QLabel, "audioClipLabel") is None, timeout=10_000)
    qtbot.waitUntil(lambda: not controller.compare.busy(), timeout=15_000)
    _close(qtbot, controller)


def test_a_column_on_an_audio_model_accepts_though_the_panels_model_does_not(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    # The panel's model takes no audio; both columns' do.
    window, controller = _compare_with_a_clip(
        qtbot, tmp_path, data_dir, fake_server, ("gpt-4o-mini", AUDIO, "gpt-4o-mini-audio-preview")
    )
    fake_server.enqueue(Reply(text="A tone."), Reply(text="A beep."))
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.composer, "What is this sound?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(_chats(fake_server)) == 2, timeout=10_000)
    assert "does not take audio" not in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not controller.compare.busy(), timeout=15_000)
    _close(qtbot, controller)
