"""Keyboard behaviour a desktop user relies on: input methods never send half a word,
Shift+Enter, Esc, and the global shortcuts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication

from app.ui.composer.editor import Composer
from app.ui.shell.shortcut_sheet import ShortcutSheet
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply


def test_enter_while_composing_commits_instead_of_sending(qtbot: Any) -> None:
    composer = Composer()
    qtbot.addWidget(composer)
    composer.show()
    sent: list[bool] = []
    composer.submitted.connect(lambda: sent.append(True))
    # An input method starts composing Japanese: pre-edit text, nothing committed yet.
    QApplication.sendEvent(composer, QInputMethodEvent("にほんご", []))
    assert composer.is_composing()
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    assert sent == []  # Enter belongs to the input method while it composes
    commit = QInputMethodEvent("", [])
    commit.setCommitString("日本語")
    QApplication.sendEvent(composer, commit)
    assert not composer.is_composing()
    assert composer.toPlainText() == "日本語"
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    assert sent == [True]  # now Enter sends


def test_shift_enter_newline_and_escape_stop(qtbot: Any) -> None:
    composer = Composer()
    qtbot.addWidget(composer)
    stops: list[bool] = []
    composer.stopRequested.connect(lambda: stops.append(True))
    qtbot.keyClicks(composer, "a")
    qtbot.keyClick(composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(composer, "b")
    assert composer.toPlainText() == "a\nb"
    qtbot.keyClick(composer, Qt.Key.Key_Escape)
    assert stops == [True]


@pytest.mark.usefixtures("qasync_loop")
def test_global_shortcuts(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="first reply"), Reply(text="second **reply**"))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    for prompt in ("one", "two"):
        controller.new_chat()
        qtbot.keyClicks(window.composer, prompt)
        with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
            qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    window.activateWindow()
    qtbot.keyClick(
        window.composer,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == "second **reply**", timeout=5000)

    current = controller.conversation_id
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        qtbot.keyClick(window.composer, Qt.Key.Key_Tab, ctrl)
    assert opened.args[0] != current
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as back:
        qtbot.keyClick(window.composer, Qt.Key.Key_Backtab, ctrl | shift)
    assert back.args[0] == current

    # The sidebar and the inspector hide and come back from the keyboard.
    left = window.sidebar.parentWidget()
    qtbot.keyClick(window.composer, Qt.Key.Key_B, ctrl)
    assert not left.isVisible() and not window.header.sidebar_button.isChecked()
    qtbot.keyClick(window.composer, Qt.Key.Key_B, ctrl)
    assert left.isVisible()
    qtbot.keyClick(window.composer, Qt.Key.Key_I, ctrl)
    assert not window.parameter_panel.isVisible()
    qtbot.keyClick(window.composer, Qt.Key.Key_I, ctrl)
    assert window.parameter_panel.isVisible()

    qtbot.keyClick(window.composer, Qt.Key.Key_Slash, ctrl)
    sheet = window.findChild(ShortcutSheet, "shortcutSheet")
    assert sheet is not None and sheet.isVisible()
    assert "Ctrl+K" in sheet.text.text() and "Copy the last reply" in sheet.text.text()
    sheet.close()
    _close(qtbot, controller)
