"""The capture room: File ▸ Capture a region of the screen (and the composer's button, and
``cometdesk capture``) freezes the screen and sends the region where it was asked for: the
composer, the window brought forward with it, or another room's target (the quick window's,
which must leave the screen first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, SignalInstance

from app.translation import QT_TRANSLATE_NOOP
from app.ui.capture.presenter import CapturePresenter
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.attachment_mime import MimeImages
from app.ui.common.rooms import Shell

KEY = "Ctrl+Shift+S"


class CaptureTarget(Protocol):
    """Where a captured region goes, and what comes back on screen after."""

    def add_capture(self, found: MimeImages) -> None: ...

    def come_back(self) -> None: ...


class ImageSink(Protocol):
    def add(self, found: MimeImages) -> None: ...


class CaptureFrame(Protocol):
    captureRequested: SignalInstance


class CaptureWindow(Protocol):
    @property
    def composer_frame(self) -> CaptureFrame: ...

    def bring_to_front(self) -> None: ...

    def focus_composer(self) -> None: ...


class CaptureShell(Shell, Protocol):
    commands: dict[str, Callable[[], None]]

    @property
    def window(self) -> CaptureWindow: ...

    @property
    def attachments(self) -> ImageSink: ...


class _Composer:
    """The composer's target; ``forward``: and the window brought to the front (a start
    from outside the app)."""

    def __init__(self, shell: CaptureShell, *, forward: bool) -> None:
        self._shell = shell
        self._forward = forward

    def add_capture(self, found: MimeImages) -> None:
        self._shell.attachments.add(found)

    def come_back(self) -> None:
        window = self._shell.window
        if self._forward:
            window.bring_to_front()
        window.focus_composer()


class CaptureRoom(QObject):
    def __init__(self, shell: CaptureShell) -> None:
        super().__init__(shell.main_window)
        self.presenter = CapturePresenter(shell.main_window, tasks=shell.tasks, status=shell.status)
        self._composer: CaptureTarget = _Composer(shell, forward=False)
        self._target: CaptureTarget = self._composer
        self.presenter.imageCaptured.connect(lambda found: self._target.add_capture(found))
        self.presenter.closed.connect(lambda: self._target.come_back())
        frame = shell.window.composer_frame
        frame.captureRequested.connect(lambda: self.start())
        outside = _Composer(shell, forward=True)
        shell.commands["capture"] = lambda: self.start(outside)
        shell.actions.add(
            Action(
                "capture.region",
                QT_TRANSLATE_NOOP("FileMenu", "Capture a &region of the screen"),
                "FileMenu",
                self.start,
                KEY,
                MenuPlace("file", 1, 0),
                tip=QT_TRANSLATE_NOOP(
                    "FileMenu", "Freeze the screen, drag a rectangle, and attach it to the message"
                ),
            )
        )

    def start(self, target: CaptureTarget | None = None, *, delay_ms: int = 0) -> None:
        """Capture a region for ``target`` (the composer by default); ``delay_ms``: after
        that long (a window of the app leaving the screen first)."""
        self._target = target or self._composer
        if delay_ms:
            QTimer.singleShot(delay_ms, self.presenter.start)
        else:
            self.presenter.start()


def install(shell: CaptureShell) -> CaptureRoom:
    return CaptureRoom(shell)
