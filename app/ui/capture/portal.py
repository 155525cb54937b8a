"""The desktop takes the screenshot: the XDG desktop portal's Screenshot interface, asked
interactively, so the desktop shows its own region picker (Wayland lets no application
read the screen) and hands back a file.

Loaded when a capture goes through the portal, never at start-up (it brings QtDBus)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal

from app.ui.common.portal_request import CANCELLED, SUCCESS, PortalRequest

SCREENSHOT_INTERFACE = "org.freedesktop.portal.Screenshot"


class PortalScreenshot(QObject):
    """Signals:
    taken(str): the screenshot's local file (the desktop wrote it; it is not ours to delete).
    cancelled(): the person closed the desktop's picker.
    failed(str): no screenshot: no portal on the bus, or it could not take one (the reason,
    for the log).
    """

    taken = Signal(str)
    cancelled = Signal()
    failed = Signal(str)

    def __init__(self, bus_address: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._request = PortalRequest(bus_address, self)
        self._request.responded.connect(self._responded)
        self._request.failed.connect(self.failed)

    def take(self, parent_window: str = "") -> None:
        """``parent_window``: the window the desktop's dialog belongs to ("x11:<id>"), or
        "" when it cannot be named (Wayland without an exported handle)."""
        self._request.send(
            SCREENSHOT_INTERFACE, "Screenshot", [parent_window], {"interactive": True}
        )

    def cancel(self) -> None:
        self._request.cancel()

    def _responded(self, code: int, results: dict[str, Any]) -> None:
        if code == CANCELLED:
            self.cancelled.emit()
            return
        url = QUrl(str(results.get("uri", "")))
        if code != SUCCESS or not url.isLocalFile():
            self.failed.emit(f"response {code}, uri {url.toString()!r}")
            return
        self.taken.emit(url.toLocalFile())
