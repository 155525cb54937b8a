"""Dictation in the quick window, as a person uses it: the microphone button beside capture
(reached with Tab, pressed with Space, or Ctrl+Shift+V) records with the same recorder and
transcription model as the main composer (the recorder's WAV seam stands in for the
microphone), and the transcript lands in the question at the cursor. Esc throws a recording
away and keeps the window; the next Esc hides it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QProgressBar, QPushButton

from tests.gui.test_main_window import _close
from tests.gui.test_quick import _quick_hidden, _quick_window, _ready
from tests.support.audio_files import assert_recording_uploaded, speak_into_microphone
from tests.support.audio_server import TRANSCRIPTIONS

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _open_quick(qtbot: Any, window: Any) -> Any:
    qtbot.keyClick(
        window.composer,
        Qt.Key.Key_Space,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    return _quick_window(qtbot)


def test_dictate_into_the_quick_question_from_the_keyboard(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    speak_into_microphone(monkeypatch, tmp_path, 3.0)
    fake_server.transcript_text = "book a table for two"
    window, controller = _ready(qtbot, data_dir, fake_server)
    quick = _open_quick(qtbot, window)
    qtbot.keyClicks(quick.field, "Please")
    mic = quick.dictate_button
    assert mic.accessibleName() == "Dictate" and mic.isVisible()
    # Tab from the question reaches the microphone; Space presses it.
    for _ in range(4):
        if QApplication.focusWidget() is mic:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is mic
    QTest.keyClick(mic, Qt.Key.Key_Space)
    level = quick.findChild(QProgressBar, "dictationLevel")
    elapsed = quick.findChild(QLabel, "dictationElapsed")
    qtbot.waitUntil(lambda: level is not None and level.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: elapsed.text() == "0:01", timeout=5000)
    assert mic.accessibleName() == "Stop dictating"
    qtbot.mouseClick(quick.findChild(QPushButton, "dictationStop"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: quick.field.text() == "Please book a table for two", timeout=10_000)
    assert not level.isVisible() and mic.accessibleName() == "Dictate"
    assert QApplication.focusWidget() is quick.field
    assert window.composer.toPlainText() == ""  # the main composer is not touched
    assert_recording_uploaded(fake_server)
    _close(qtbot, controller)


def test_esc_cancels_dictation_first_then_hides_the_window(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    speak_into_microphone(monkeypatch, tmp_path, 3.0)
    window, controller = _ready(qtbot, data_dir, fake_server)
    quick = _open_quick(qtbot, window)
    qtbot.keyClick(
        quick.field,
        Qt.Key.Key_V,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    elapsed = quick.findChild(QLabel, "dictationElapsed")
    qtbot.waitUntil(lambda: elapsed is not None and elapsed.isVisible(), timeout=5000)
    QTest.keyClick(quick.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: quick.problem.text() == "Dictation cancelled.", timeout=5000)
    assert not elapsed.isVisible()
    assert quick.isVisible()  # the first Esc only threw the recording away
    assert quick.field.text() == ""
    assert not any(r.path == TRANSCRIPTIONS for r in fake_server.requests)  # nothing sent
    QTest.keyClick(quick.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(_quick_hidden, timeout=5000)
    _close(qtbot, controller)
