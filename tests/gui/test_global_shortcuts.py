"""Shortcuts from anywhere on the desktop, as a person sets them up: Settings ▸ General ▸
"Quick ask from anywhere". Where the desktop offers the XDG GlobalShortcuts portal, ticking
"Use desktop-wide shortcuts" binds the keys through it and shows the ones the desktop
chose; a key pressed anywhere then captures a region or opens the quick window. Where it
does not, the section lists the commands to bind in the desktop's own settings, each with a
Copy button. The portal is a fake process (tests.support.fake_portal) on a private bus."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from app.config import Settings, load_settings, save_settings
from app.main import build_controller
from app.secrets import MemoryKeyStore
from app.ui.shell.main_window import MainWindow
from tests.gui.test_capture import _overlay, _overlay_gone
from tests.gui.test_main_window import KEY, _close
from tests.support.fake_portal import RunningPortal, forget_bus, running_portal

pytestmark = pytest.mark.usefixtures("qasync_loop")


@pytest.fixture
def portal(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RunningPortal]:
    options = getattr(request, "param", ())
    with running_portal(tmp_path, *options) as running:
        yield running
    forget_bus(running.address)


def _open(qtbot: Any, data_dir: Path, server: Any, portal: RunningPortal) -> tuple[Any, Any]:
    """The window, its desktop being the fake portal's bus (set before start-up binds)."""
    window = MainWindow()
    qtbot.addWidget(window)
    env = {"COMETDESK_BASE_URL": server.base_url, "COMETDESK_API_KEY": KEY}
    controller = build_controller(window, data_dir, env, MemoryKeyStore())
    controller.settings_ui.shortcuts_bus = portal.address
    window.show()
    with qtbot.waitSignal(controller.ready, timeout=10_000):
        controller.start()
    return window, controller


def _open_general_tab(qtbot: Any, window: Any, controller: Any) -> Any:
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    bar = dialog.tabs.tabBar()
    general = next(i for i in range(bar.count()) if bar.tabText(i) == "General")
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(general).center())
    qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == general, timeout=5000)
    section = dialog.desktop_shortcuts
    assert section.title() == "Quick ask from anywhere"
    qtbot.waitUntil(section.isVisible, timeout=5000)
    return dialog


def _tick(qtbot: Any, box: QCheckBox) -> None:
    """Click the box itself (the row is wider than its label: its middle may be empty)."""
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=indicator.center())


def _bound(controller: Any) -> bool:
    shortcuts = controller.settings_ui.global_shortcuts
    return shortcuts is not None and bool(shortcuts.triggers)


def _quick_window_shown() -> bool:
    return any(
        w.objectName() == "quickWindow" and w.isVisible() for w in QApplication.topLevelWidgets()
    )


def test_tick_desktop_wide_shortcuts_and_a_key_pressed_anywhere_captures(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server, portal)
    assert controller.settings_ui.global_shortcuts is None  # off: the desktop is not asked
    dialog = _open_general_tab(qtbot, window, controller)
    section = dialog.desktop_shortcuts
    qtbot.waitUntil(section.use_check.isVisible, timeout=10_000)
    assert not section.commands.isVisible()
    assert not section.use_check.isChecked()

    _tick(qtbot, section.use_check)
    assert section.use_check.isChecked()
    # The keys the desktop bound show in the section.
    triggers = section.triggers_label
    qtbot.waitUntil(lambda: "Ctrl+Alt+Space" in triggers.text(), timeout=10_000)
    assert "Quick ask: Ctrl+Alt+Space" in triggers.text()
    assert "Capture a region of the screen: Ctrl+Alt+S" in triggers.text()
    assert any(c == "BindShortcuts capture-region quick-ask" for c in portal.calls())

    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.settings.global_shortcuts, timeout=5000)

    # The key pressed elsewhere: the desktop says so, the capture starts.
    portal.activate("capture-region")
    overlay = _overlay(qtbot)
    QTest.keyClick(overlay, Qt.Key.Key_Escape)
    qtbot.waitUntil(_overlay_gone, timeout=5000)
    _close(qtbot, controller)
    assert load_settings(data_dir).global_shortcuts  # kept for the next start


def test_turned_on_they_are_bound_after_start_up_and_quick_ask_opens(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    save_settings(data_dir, replace(Settings(), global_shortcuts=True))
    window, controller = _open(qtbot, data_dir, fake_server, portal)
    qtbot.waitUntil(lambda: _bound(controller), timeout=10_000)
    portal.activate("quick-ask")
    qtbot.waitUntil(_quick_window_shown, timeout=10_000)

    # The settings show them bound, the box ticked.
    dialog = _open_general_tab(qtbot, window, controller)
    section = dialog.desktop_shortcuts
    qtbot.waitUntil(section.use_check.isVisible, timeout=10_000)
    assert section.use_check.isChecked()
    assert "Ctrl+Alt+Space" in section.triggers_label.text()
    dialog.reject()
    _close(qtbot, controller)
    assert "Register cometdesk" in portal.calls()  # the desktop knows whose keys they are

    # The next start finds the keys bound and does not ask the desktop again.
    window, controller = _open(qtbot, data_dir, fake_server, portal)
    qtbot.waitUntil(lambda: portal.calls().count("ListShortcuts") == 2, timeout=10_000)
    qtbot.waitUntil(lambda: _bound(controller), timeout=10_000)
    binds = [c for c in portal.calls() if c.startswith("BindShortcuts")]
    assert binds == ["BindShortcuts capture-region quick-ask"]
    _close(qtbot, controller)


def test_ticked_then_cancelled_the_keys_are_given_back(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server, portal)
    dialog = _open_general_tab(qtbot, window, controller)
    section = dialog.desktop_shortcuts
    qtbot.waitUntil(section.use_check.isVisible, timeout=10_000)
    _tick(qtbot, section.use_check)
    qtbot.waitUntil(lambda: "Ctrl+Alt+S" in section.triggers_label.text(), timeout=10_000)
    shortcuts = controller.settings_ui.global_shortcuts
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not shortcuts.running, timeout=5000)  # the session ended
    assert not controller.settings.global_shortcuts
    _close(qtbot, controller)


@pytest.mark.parametrize(
    "portal", [("--no-shortcuts",), ("--absent",)], indirect=True, ids=["no-shortcuts", "none"]
)
def test_without_a_shortcut_service_the_commands_to_bind_can_be_copied(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server, portal)
    dialog = _open_general_tab(qtbot, window, controller)
    section = dialog.desktop_shortcuts
    qtbot.waitUntil(section.commands.isVisible, timeout=10_000)
    assert not section.use_check.isVisible()
    assert "offers no shortcut service" in section.no_service_label.text()
    shown = [w.text() for w in section.commands.findChildren(QWidget, "shortcutCommand")]
    assert shown == ["cometdesk quick", "cometdesk capture", "cometdesk new"]

    copy = section.copy_buttons["cometdesk quick"]
    assert copy.accessibleName() == "Copy the command for Quick ask"
    assert section.copy_buttons["cometdesk capture"].accessibleName() == (
        "Copy the command for Capture region"
    )
    qtbot.mouseClick(copy, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "cometdesk quick"
    qtbot.mouseClick(section.copy_buttons["cometdesk new"], Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "cometdesk new"
    dialog.reject()
    _close(qtbot, controller)
