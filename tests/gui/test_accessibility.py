"""Accessibility: every widget that takes keyboard focus, in the main window and the dialogs
people open, has an accessible name (and the main ones a description); the keyboard reaches
the main controls in a sensible order; the transcript names who speaks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QWidget

from app.ui.common.status_bus import BUSY_AFTER_MS
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.waits import after_timer

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _unnamed(root: QWidget) -> list[str]:
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(root):
            continue
        parent = widget.parentWidget()
        # The line edit inside a combo box or spin box is named by its owner.
        if isinstance(parent, QComboBox | QAbstractSpinBox):
            continue
        # Scroll bars, tab bars and viewports belong to a named owner, too.
        if type(widget).__name__ in ("QScrollBar", "QTabBar", "QWidget") and parent is not None:
            continue
        # A button's own text is its accessible name unless one is set.
        label = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName().strip() or label.replace("&", "").strip()):
            missing.append(f"{type(widget).__name__} {widget.objectName() or '(no name)'}")
    return missing


def test_every_focusable_widget_has_an_accessible_name(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    assert _unnamed(window) == []
    for widget in (window.transcript, window.composer, window.sidebar.list):
        assert widget.accessibleDescription().strip(), widget.objectName()

    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        controller.open_settings()
    dialog = opened.args[0]
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        dialog.add_profile_button.click() if index == 1 else None
        assert _unnamed(dialog) == [], dialog.tabs.tabText(index)
    dialog.reject()

    window.compare_button.click()
    qtbot.waitUntil(lambda: window.comparing, timeout=5000)
    assert _unnamed(window) == []
    window.compare_button.click()
    _close(qtbot, controller)


def test_tab_order_goes_from_the_message_to_send_and_on(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    window.composer.setFocus()
    seen = [window.composer.objectName()]
    for _ in range(60):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        seen.append(window.focusWidget().objectName())
    assert seen[1] == "sendButton"
    # The main controls come in reading order, the sidebar again after the panel.
    order = ["sendButton", "attachButton", "modelPicker", "systemPromptEdit", "searchField"]
    positions = [seen.index(name) for name in order]
    assert positions == sorted(positions), seen
    for name in ("compareButton", "temperatureInput", "conversationList", "transcript"):
        assert name in seen, (name, seen)
    _close(qtbot, controller)


def test_transcript_names_who_speaks(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="The answer."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "The question")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    lines = [line.strip() for line in window.transcript.toPlainText().splitlines() if line]
    you = next(n for n, line in enumerate(lines) if line.startswith("You"))
    model = lines.index("gpt-4o-mini")
    assert lines[you + 1] == "The question" and lines[model + 1] == "The answer."
    _close(qtbot, controller)


def test_a_slow_model_list_shows_the_busy_bar_and_a_quick_wait_does_not(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    import asyncio

    _window, controller = _open(qtbot, data_dir, fake_server)
    bar = controller.status_area.busy_bar
    # The start-up model list first (a slow machine may take a while over it).
    qtbot.waitUntil(
        lambda: controller.status.busy_count == 0 and not bar.isVisible(), timeout=10_000
    )
    fake_server.enqueue(Reply(delay_per_chunk=1.0), key="/v1/models")
    task = asyncio.ensure_future(controller.pickers.refresh())
    qtbot.waitUntil(bar.isVisible, timeout=3000)
    assert bar.accessibleName()
    qtbot.waitUntil(task.done, timeout=5000)
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)
    assert controller.status.busy_count == 0
    # A wait that ends before its ~300 ms have passed never flashes it: ended in the same
    # turn, and then past the moment it would have shown.
    said: list[bool] = []
    controller.status.busyChanged.connect(said.append)
    controller.status.busy(True)
    controller.status.busy(False)
    after_timer(qtbot, 2 * BUSY_AFTER_MS)
    assert True not in said and not bar.isVisible()
    _close(qtbot, controller)
