"""Capture region where the desktop takes the screenshot (Wayland, or a grab that fails):
the capture button asks the XDG desktop portal, over a real D-Bus session bus, and the file
the desktop wrote arrives in the composer like a pasted screenshot. The portal is a fake
process (tests.support.fake_portal) on a private bus of the test's own."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import QApplication

from tests.gui.test_capture import _overlay_gone, _wait_tray
from tests.gui.test_main_window import _close, _open
from tests.support.fake_portal import RunningPortal, forget_bus, running_portal

pytestmark = pytest.mark.usefixtures("qasync_loop")

NEEDS_PORTAL = "xdg-desktop-portal"


@pytest.fixture
def portal(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RunningPortal]:
    options = getattr(request, "param", ())
    with running_portal(tmp_path, *options) as running:
        yield running
    forget_bus(running.address)


def _open_with_portal(qtbot: Any, data_dir: Path, server: Any, portal: RunningPortal) -> Any:
    window, controller = _open(qtbot, data_dir, server)
    controller.capture.prefer_portal = True  # offscreen Qt could grab: ask the desktop anyway
    controller.capture.portal_bus = portal.address
    return window, controller


@pytest.mark.parametrize("portal", [("--size", "320x200")], indirect=True)
def test_the_desktop_takes_the_screenshot_and_it_is_attached(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    window, controller = _open_with_portal(qtbot, data_dir, fake_server, portal)
    with qtbot.waitSignal(controller.capture.closed, timeout=10_000):
        qtbot.mouseClick(window.composer_frame.capture_button, Qt.MouseButton.LeftButton)
    _wait_tray(qtbot, window, 1)
    (pending,) = window.attachment_tray.attachments()
    assert (pending.image.original_width, pending.image.original_height) == (320, 200)
    image = Image.open(io.BytesIO(pending.data)).convert("RGB")
    assert image.getpixel((5, 5)) == (0, 128, 255)
    assert "1 image(s)" in window.attachment_tray.summary.text()
    assert _overlay_gone()  # the desktop's picker, not ours
    # Interactive: the desktop lets the person choose the region.
    assert any("Screenshot" in c and "interactive=True" in c for c in portal.calls())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    _close(qtbot, controller)


@pytest.mark.parametrize("portal", [("--size", "64x48")], indirect=True)
def test_when_qts_grab_fails_the_desktop_is_asked(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    controller.capture.grab = lambda _screen: QPixmap()  # a session Qt cannot read
    controller.capture.portal_bus = portal.address
    qtbot.mouseClick(window.composer_frame.capture_button, Qt.MouseButton.LeftButton)
    _wait_tray(qtbot, window, 1)
    (pending,) = window.attachment_tray.attachments()
    assert (pending.image.original_width, pending.image.original_height) == (64, 48)
    assert _overlay_gone()
    _close(qtbot, controller)


@pytest.mark.parametrize("portal", [("--screenshot", "cancel")], indirect=True)
def test_closing_the_desktops_picker_attaches_nothing_and_says_nothing(
    qtbot: Any, data_dir: Path, fake_server: Any, portal: RunningPortal
) -> None:
    window, controller = _open_with_portal(qtbot, data_dir, fake_server, portal)
    with qtbot.waitSignal(controller.capture.closed, timeout=10_000):
        qtbot.mouseClick(window.composer_frame.capture_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    assert window.attachment_tray.attachments() == []
    assert not window.attachment_tray.is_busy()
    assert NEEDS_PORTAL not in window.statusBar().currentMessage()
    assert controller.capture.portal is None  # a new capture may start
    _close(qtbot, controller)


@pytest.mark.parametrize(
    "portal", [("--absent",), ("--screenshot", "fail")], indirect=True, ids=["absent", "fails"]
)
def test_on_wayland_without_a_working_portal_it_is_one_sentence(
    qtbot: Any,
    data_dir: Path,
    fake_server: Any,
    portal: RunningPortal,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    controller.capture.portal_bus = portal.address
    # Wayland lets no application read the screen: only the desktop can.
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "wayland"))
    qtbot.mouseClick(window.composer_frame.capture_button, Qt.MouseButton.LeftButton)
    status = window.statusBar()
    qtbot.waitUntil(lambda: NEEDS_PORTAL in status.currentMessage(), timeout=10_000)
    assert "Ctrl+V" in status.currentMessage()
    assert _overlay_gone()
    assert window.attachment_tray.attachments() == []
    assert controller.capture.portal is None
    _close(qtbot, controller)
