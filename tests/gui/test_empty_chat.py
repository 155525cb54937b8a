"""An empty chat: the welcome in the middle of the conversation's space with a few example
prompts; clicking one (or pressing Space on it) puts its prompt in the composer, unsent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from tests.gui.test_main_window import _close, _open

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _sent(server: Any) -> list[Any]:
    return [r for r in server.requests if r.path.endswith(("/chat/completions", "/responses"))]


def test_an_example_prompt_goes_into_the_composer(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    window.resize(1600, 1000)
    view = window.transcript
    welcome = view.findChild(QWidget, "transcriptWelcome")
    assert welcome is not None
    qtbot.waitUntil(welcome.isVisible, timeout=5000)
    buttons = [b for b in welcome.findChildren(QPushButton, "examplePrompt") if b.isVisible()]
    assert len(buttons) >= 3
    for button in buttons:
        assert button.accessibleName() and button.toolTip()  # says what it will write
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus

    # In the middle of the conversation's space, not at its top.
    viewport = view.viewport()

    def shown_area() -> QRect:
        area = QRect()
        for part in (welcome.label, *buttons):
            area = area.united(QRect(part.mapTo(viewport, part.rect().topLeft()), part.size()))
        return area

    qtbot.waitUntil(
        lambda: abs(shown_area().center().y() - viewport.height() // 2) < viewport.height() // 10,
        timeout=5000,
    )
    assert abs(shown_area().center().x() - viewport.width() // 2) <= 20

    button = buttons[1]
    prompt = button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.composer.toPlainText() == prompt, timeout=5000)
    qtbot.waitUntil(window.composer.hasFocus, timeout=5000)
    assert welcome.isVisible() and not _sent(fake_server)  # in the box, not sent

    # From the keyboard: on an example (Tab reaches them), Space chooses it.
    qtbot.keyClick(window.composer, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.composer, Qt.Key.Key_Backspace)
    assert window.composer.toPlainText() == ""
    other = buttons[2]
    other.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(other.hasFocus, timeout=5000)
    qtbot.keyClick(other, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.composer.toPlainText() == other.toolTip(), timeout=5000)
    assert not _sent(fake_server)
    _close(qtbot, controller)
