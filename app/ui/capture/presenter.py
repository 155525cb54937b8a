"""Capture region: grab every screen, show the frozen picture under an overlay per screen,
and attach what the person chose, through the composer's paste path (so its size, tokens
and cost show as for a pasted screenshot).

Where no application may read the screen (Wayland), or Qt's grab fails, the desktop takes
the screenshot instead, through the XDG desktop portal (app.ui.capture.portal): its own
picker, then a file we read and attach the same way.

Only Qt's core and GUI modules are imported here: the overlay (a widget) and the portal
client (QtDBus) are imported when a capture needs them, since most sessions never capture."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QCursor, QGuiApplication, QImage, QPixmap, QScreen

from app.ui.common.attachment_mime import MimeImages, png_bytes
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.ui.capture.overlay import CaptureOverlay
    from app.ui.capture.portal import PortalScreenshot

log = logging.getLogger(__name__)

SOURCE = "screen capture"  # the attachment's name in the tray's messages, as "pasted image"


def grab_screen(screen: QScreen) -> QPixmap:
    """The whole screen in its real pixels (Qt sets the pixmap's device pixel ratio)."""
    return screen.grabWindow(0)


def parent_window_id(window: QWidget) -> str:
    """The window as the portal names a parent: an X11 window id; "" elsewhere (Wayland
    needs an exported surface handle Qt does not give, and the dialog then floats)."""
    if QGuiApplication.platformName() == "xcb":
        return f"x11:{int(window.winId()):x}"
    return ""


class CapturePresenter(QObject):
    """Signals:
    opened(): the overlays are showing, the screen frozen under them (or the desktop's
    screenshot picker was asked for).
    closed(): the capture ended: a region was taken, or it was cancelled.
    imageCaptured(object): the chosen region, as pasted data to attach (a MimeImages).

    ``prefer_portal``: capture through the desktop's portal even where Qt could grab the
    screen (tests on X11 and offscreen use it). ``portal_bus``: the D-Bus address of the bus
    where the portal runs; "" is the session bus.
    """

    opened = Signal()
    closed = Signal()
    imageCaptured = Signal(object)

    def __init__(
        self,
        window: QWidget,
        *,
        tasks: TaskRunner,
        status: StatusBus,
        grab: Callable[[QScreen], QPixmap] = grab_screen,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._tasks = tasks
        self._status = status
        self.grab = grab  # replaceable: a test gives a picture with a pattern
        self.overlays: list[CaptureOverlay] = []
        self.prefer_portal = False
        self.portal_bus = ""
        self.portal: PortalScreenshot | None = None  # a portal capture under way

    def start(self) -> None:
        if self.overlays:
            self.overlays[0].activateWindow()  # already capturing
            return
        if self.portal is not None:
            return  # the desktop's picker is already open
        if self.prefer_portal or QGuiApplication.platformName() == "wayland":
            self._start_portal()
            return
        shots: list[tuple[QScreen, QPixmap]] = []
        for screen in QGuiApplication.screens():
            try:
                pixmap = self.grab(screen)
            except Exception:  # a platform plugin that cannot grab: the desktop may
                log.exception("screen grab failed")
                pixmap = QPixmap()
            if pixmap.isNull():
                self._start_portal()
                return
            shots.append((screen, pixmap))
        if not shots:
            self._start_portal()
            return
        from app.ui.capture.overlay import CaptureOverlay

        for screen, pixmap in shots:
            overlay = CaptureOverlay(screen, pixmap, self._window)
            overlay.taken.connect(self._taken)
            overlay.cancelled.connect(self._finish)
            self.overlays.append(overlay)
            overlay.open_on_screen()
        # The keys go to the screen the pointer is on.
        here = QGuiApplication.screenAt(QCursor.pos())
        focused = next((o for o in self.overlays if o.screen_shown is here), self.overlays[0])
        focused.raise_()
        focused.activateWindow()
        focused.setFocus()
        self.opened.emit()

    # ---- through the desktop's portal ----------------------------------------------------

    def _start_portal(self) -> None:
        from app.ui.capture.portal import PortalScreenshot

        portal = self.portal = PortalScreenshot(self.portal_bus, self)
        portal.taken.connect(self._portal_taken)
        portal.cancelled.connect(self._portal_ended)
        portal.failed.connect(self._portal_failed)
        self.opened.emit()  # before: without a bus, take() fails at once and closes
        portal.take(parent_window_id(self._window))

    def _portal_ended(self) -> None:
        portal, self.portal = self.portal, None
        if portal is not None:
            portal.deleteLater()
        self.closed.emit()

    def _portal_failed(self, reason: str) -> None:
        log.info("no screenshot from the desktop's portal: %s", reason)
        self._portal_ended()
        self._status.show(
            self.tr(
                "Capturing the screen needs the desktop's screenshot service"
                " (xdg-desktop-portal), which is not running here; take a screenshot with"
                " the desktop's own tool and paste it (Ctrl+V)."
            ),
            15_000,
        )

    def _portal_taken(self, path: str) -> None:
        self._portal_ended()
        self._tasks.spawn(self._attach_file(Path(path)), owner=self)

    async def _attach_file(self, path: Path) -> None:
        try:
            data = await asyncio.to_thread(path.read_bytes)
        except OSError as err:
            log.warning("portal screenshot unreadable: %s", err)
            self._status.show(
                self.tr("The desktop took the screenshot, but its file could not be read."),
                10_000,
            )
            return
        self.imageCaptured.emit(MimeImages(data=data, source=SOURCE))

    # ---- through Qt's grab -------------------------------------------------------------

    def _finish(self) -> None:
        overlays, self.overlays = self.overlays, []
        for overlay in overlays:
            if shiboken6.isValid(overlay):
                overlay.close()  # deletes itself on close
        if shiboken6.isValid(self._window):
            self._window.activateWindow()
        self.closed.emit()

    def _taken(self, image: QImage) -> None:
        self._finish()
        self._tasks.spawn(self._attach(image), owner=self)

    async def _attach(self, image: QImage) -> None:
        # A whole 4K screen takes a good part of a second to encode: not on the UI thread.
        data = await asyncio.to_thread(png_bytes, image)
        self.imageCaptured.emit(MimeImages(data=data, source=SOURCE))
