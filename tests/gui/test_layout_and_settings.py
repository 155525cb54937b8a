"""The window remembers its layout (side panes shown, pane widths, size) across a restart,
and the "Show token counts" setting takes the counts out of every reply's footer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

from app import config
from app.main import build_controller
from app.secrets import MemoryKeyStore
from app.ui.shell.main_window import MainWindow
from tests.gui.test_main_window import KEY, _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def test_the_layout_is_remembered_across_a_restart(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(window.composer, Qt.Key.Key_B, ctrl)  # hide the conversations
    assert not window.header.sidebar_button.isChecked()
    window.resize(1100, 700)
    window.close()  # the close the app does: layout saved, then shutdown
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)

    settings = config.load_settings(data_dir)
    assert settings.sidebar_visible is False and settings.inspector_visible is True
    again = MainWindow()
    qtbot.addWidget(again)
    again.restore_layout(
        settings.window_geometry,
        settings.pane_sizes,
        settings.sidebar_visible,
        settings.inspector_visible,
    )
    env = {"COMETDESK_BASE_URL": fake_server.base_url, "COMETDESK_API_KEY": KEY}
    controller = build_controller(again, data_dir, env, MemoryKeyStore())
    again.show()
    with qtbot.waitSignal(controller.ready, timeout=10_000):
        controller.start()
    assert not again.sidebar.parentWidget().isVisible()
    assert again.parameter_panel.isVisible()
    assert again.splitter.sizes()[0] == 0 or not again.sidebar.parentWidget().isVisible()
    _close(qtbot, controller)


def test_token_counts_can_be_hidden_from_the_settings(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Counted.", usage={"prompt_tokens": 12, "completion_tokens": 3}))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Count me")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert "12 in · 3 out" in window.transcript.toPlainText()

    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    dialog.tabs.setCurrentIndex(2)  # General
    check = dialog.findChild(QCheckBox, "showTokenCountsCheck")
    assert check is not None and check.isChecked()
    qtbot.waitUntil(check.isVisible, timeout=5000)
    # On its box, where a person clicks (a wide check box takes clicks only on box and text).
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    assert not check.isChecked()
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "12 in · 3 out" not in window.transcript.toPlainText(), timeout=5000)
    assert "Counted." in window.transcript.toPlainText()
    qtbot.waitUntil(lambda: config.load_settings(data_dir).show_token_counts is False, timeout=5000)
    _close(qtbot, controller)
