"""Capture region: grab every screen, show the frozen picture under an overlay per screen,
and attach what the person chose, through the composer's paste path (so its size, tokens
and cost show as for a pasted screenshot).

Only Qt's core and GUI modules are imported here: the overlay (a widget) is imported when a
capture starts, since most sessions never capture."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
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

log = logging.getLogger(__name__)

SOURCE = "screen capture"  # the attachment's name in the tray's messages, as "pasted image"


def grab_screen(screen: QScreen) -> QPixmap:
    """The whole screen in its real pixels (Qt sets the pixmap's device pixel ratio)."""
    return screen.grabWindow(0)


class CapturePresenter(QObject):
    """Signals:
    opened(): the overlays are showing, the screen frozen under them.
    closed(): the capture ended: a region was taken, or it was cancelled.
    imageCaptured(object): the chosen region, as pasted data to attach (a MimeImages).
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

    def start(self) -> None:
        if self.overlays:
            self.overlays[0].activateWindow()  # already capturing
            return
        if QGuiApplication.platformName() == "wayland":
            self._status.show(
                self.tr(
                    "Capturing the screen needs X11 here: on Wayland only the desktop can take"
                    " a screenshot; take one with its own tool and paste it (Ctrl+V)."
                ),
                15_000,
            )
            return
        shots: list[tuple[QScreen, QPixmap]] = []
        for screen in QGuiApplication.screens():
            try:
                pixmap = self.grab(screen)
            except Exception:  # a platform plugin that cannot grab: a sentence, no crash
                log.exception("screen grab failed")
                pixmap = QPixmap()
            if pixmap.isNull():
                self._status.show(self.tr("The screen could not be captured here."), 10_000)
                return
            shots.append((screen, pixmap))
        if not shots:
            self._status.show(self.tr("The screen could not be captured here."), 10_000)
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
