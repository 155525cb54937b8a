"""Capture region, as a person does it: the capture button (or File ▸ Capture, or
Ctrl+Shift+S) freezes the screen under an overlay; a drag takes a rectangle, Enter the whole
screen, Esc nothing; what was taken arrives in the composer like a pasted screenshot."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPixmap, QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.test_main_window import _close, _open
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar

pytestmark = pytest.mark.usefixtures("qasync_loop")

MARK = QRect(100, 80, 100, 75)  # logical pixels: red, on a blue screen


def _patterned(screen: QScreen) -> QPixmap:
    """A screen's grab as the platform gives it (real pixels, its pixel ratio), blue with a
    red mark, so that which part was taken can be checked (offscreen the grab is black)."""
    ratio = screen.devicePixelRatio()
    size = screen.geometry().size() * ratio
    pixmap = QPixmap(size)
    pixmap.fill(QColor("blue"))
    painter = QPainter(pixmap)
    painter.fillRect(
        QRect(
            round(MARK.x() * ratio),
            round(MARK.y() * ratio),
            round(MARK.width() * ratio),
            round(MARK.height() * ratio),
        ),
        QColor("red"),
    )
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def _overlay(qtbot: Any) -> QWidget:
    found: list[QWidget] = []

    def shown() -> bool:
        found[:] = [
            w
            for w in QApplication.topLevelWidgets()
            if w.objectName() == "captureOverlay" and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(shown, timeout=5000)
    overlay = found[0]
    qtbot.waitUntil(overlay.isActiveWindow, timeout=5000)  # the keys go to it
    return overlay


def _overlay_gone() -> bool:
    return not any(
        w.objectName() == "captureOverlay" and w.isVisible() for w in QApplication.topLevelWidgets()
    )


def _wait_tray(qtbot: Any, window: Any, count: int) -> None:
    tray = window.attachment_tray
    qtbot.waitUntil(lambda: len(tray.attachments()) == count and not tray.is_busy(), timeout=10_000)


def test_drag_a_region_and_it_is_attached_like_a_pasted_screenshot(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    controller.capture.grab = _patterned
    button = window.composer_frame.capture_button
    assert button.accessibleName() == "Capture a region of the screen"

    with qtbot.waitSignal(controller.capture.opened, timeout=5000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    overlay = _overlay(qtbot)
    assert overlay.accessibleName() == "Capture a region of the screen"
    assert "Esc" in overlay.accessibleDescription() and "Enter" in overlay.accessibleDescription()
    assert overlay.geometry() == QGuiApplication.primaryScreen().geometry()

    # From the red mark's corner down and right, past it into the blue.
    start, end = QPoint(100, 80), QPoint(300, 230)
    QTest.mousePress(overlay, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(overlay, QPoint(200, 150))
    QTest.mouseMove(overlay, end)
    QTest.mouseRelease(overlay, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(_overlay_gone, timeout=5000)
    _wait_tray(qtbot, window, 1)

    ratio = QGuiApplication.primaryScreen().devicePixelRatio()
    (pending,) = window.attachment_tray.attachments()
    width, height = round(200 * ratio), round(150 * ratio)
    assert (pending.image.original_width, pending.image.original_height) == (width, height)
    image = Image.open(io.BytesIO(pending.data)).convert("RGB")
    assert image.size == (width, height)
    assert image.getpixel((2, 2)) == (255, 0, 0)  # the mark's corner
    assert image.getpixel((width - 3, height - 3)) == (0, 0, 255)
    # Shown as a pasted one is: its size and tokens in the tray's summary.
    assert "1 image(s)" in window.attachment_tray.summary.text()
    assert "tokens" in window.attachment_tray.summary.text()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    _close(qtbot, controller)


def test_esc_cancels_from_the_file_menu(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    activate_window_of(qtbot, window)
    choose_from_menu_bar(qtbot, window, "File", "Capture a region of the screen")
    overlay = _overlay(qtbot)
    QTest.mousePress(overlay, Qt.MouseButton.LeftButton, pos=QPoint(50, 50))
    QTest.mouseMove(overlay, QPoint(120, 90))  # a drag begun, then given up
    QTest.keyClick(overlay, Qt.Key.Key_Escape)
    qtbot.waitUntil(_overlay_gone, timeout=5000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    assert window.attachment_tray.attachments() == []
    assert not window.attachment_tray.is_busy()
    _close(qtbot, controller)


def test_the_shortcut_and_enter_take_the_whole_screen(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)  # the real grab: black offscreen
    activate_window_of(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.composer, Qt.Key.Key_S, modifiers)
    overlay = _overlay(qtbot)
    QTest.keyClick(overlay, Qt.Key.Key_Return)
    qtbot.waitUntil(_overlay_gone, timeout=5000)
    _wait_tray(qtbot, window, 1)
    screen = QGuiApplication.primaryScreen()
    size = screen.geometry().size() * screen.devicePixelRatio()
    (pending,) = window.attachment_tray.attachments()
    assert (pending.image.original_width, pending.image.original_height) == (
        size.width(),
        size.height(),
    )
    assert window.composer.toPlainText() == ""  # the key typed nothing
    _close(qtbot, controller)


def test_a_screen_that_cannot_be_grabbed_is_one_sentence(
    qtbot: Any, data_dir: Path, fake_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    controller.capture.grab = lambda _screen: QPixmap()
    # The desktop's screenshot portal is asked instead; here there is no bus to ask on (a
    # running portal is tests/gui/test_capture_portal.py's).
    controller.capture.portal_bus = "unix:path=/nonexistent/cometdesk-test-bus"
    qtbot.mouseClick(window.composer_frame.capture_button, Qt.MouseButton.LeftButton)
    status = window.statusBar()
    qtbot.waitUntil(lambda: "xdg-desktop-portal" in status.currentMessage(), timeout=5000)
    assert _overlay_gone()
    status.clearMessage()

    # Wayland lets no application read the screen: only the desktop could; said so.
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "wayland"))
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.composer, Qt.Key.Key_S, ctrl_shift)  # File ▸ Capture's key
    qtbot.waitUntil(lambda: "xdg-desktop-portal" in status.currentMessage(), timeout=5000)
    assert _overlay_gone()
    assert window.attachment_tray.attachments() == []
    _close(qtbot, controller)


def test_the_overlay_is_loaded_only_when_a_capture_starts() -> None:
    """Start-up memory is measured: the window's modules do not bring the overlay in."""
    import subprocess
    import sys

    code = (
        "import sys, app.ui.shell.controller; "
        "print('app.ui.capture.overlay' in sys.modules, 'app.ui.capture.presenter' in sys.modules,"
        " 'PySide6.QtDBus' in sys.modules, 'jeepney' in sys.modules)"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # Nor D-Bus: the portals' clients load when a capture or the shortcuts need them.
    assert shown.stdout.split() == ["False", "True", "False", "False"]
