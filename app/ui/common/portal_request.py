"""One request to the XDG desktop portal, asked through QtDBus without ever waiting on the UI
thread.

A portal method returns at once with the path of a Request object; the answer comes later
as that object's ``Response(u response, a{sv} results)`` signal (after the person chose in
the desktop's own dialog). The portal names the Request after our bus name and a token we
give, so the signal is subscribed to before the call: an answer faster than the reply to the
call itself is not missed.

QtDBus is imported when a request is sent, not with this module: most sessions never talk
to the portal, and start-up memory is measured. The names and paths are also used by the
shortcuts' portal client (app.ui.settings.global_shortcuts), which speaks D-Bus itself."""

from __future__ import annotations

import logging
import secrets
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

log = logging.getLogger(__name__)

PORTAL_SERVICE = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
REQUEST_INTERFACE = "org.freedesktop.portal.Request"

# Response codes of the Request interface.
SUCCESS = 0
CANCELLED = 1  # the person closed the desktop's dialog: not a failure
OTHER = 2

NO_BUS = "no session bus"  # failed(): the session bus could not be reached at all


def new_token(prefix: str = "cometdesk") -> str:
    """A handle token: letters, digits and underscores only, as the portal requires."""
    return f"{prefix}_{secrets.token_hex(8)}"


def request_path(unique_name: str, token: str) -> str:
    """Where the portal puts the Request for our call: our unique bus name without its
    colon, dots as underscores (":1.42" → "1_42"), then the token."""
    sender = unique_name.lstrip(":").replace(".", "_")
    return f"{PORTAL_PATH}/request/{sender}/{token}"


def connection_name(address: str) -> str:
    return f"cometdesk-portal-{address}"


def portal_bus(address: str = "") -> Any:
    """The session bus, or (``address``) another bus where a portal runs: a test's own."""
    from PySide6.QtDBus import QDBusConnection

    if not address:
        return QDBusConnection.sessionBus()
    return QDBusConnection.connectToBus(address, connection_name(address))


class PortalRequest(QObject):
    """Signals:
    responded(int, dict): the Response: SUCCESS, CANCELLED or OTHER, and its results.
    failed(str): no answer will come: the D-Bus error's name (a portal not running is
    org.freedesktop.DBus.Error.ServiceUnknown), or NO_BUS.
    """

    responded = Signal(int, dict)
    failed = Signal(str)

    def __init__(self, bus_address: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._address = bus_address
        self._bus: Any = None
        self._path = ""
        self._watcher: Any = None
        self.done = False

    def send(self, interface: str, method: str, args: list[Any], options: dict[str, Any]) -> None:
        """Call ``method`` of the portal's ``interface`` with ``args`` and then ``options``
        (the handle token is added to them). The answer comes through the signals."""
        try:
            from PySide6.QtDBus import QDBusMessage, QDBusPendingCallWatcher
        except ImportError:  # a Qt built without D-Bus (not Linux): no portal to ask
            self._fail(NO_BUS)
            return
        bus = self._bus = portal_bus(self._address)
        if not bus.isConnected():
            self._fail(NO_BUS)
            return
        token = new_token()
        self._subscribe(request_path(bus.baseService(), token))
        message = QDBusMessage.createMethodCall(PORTAL_SERVICE, PORTAL_PATH, interface, method)
        message.setArguments([*args, {**options, "handle_token": token}])
        self._watcher = QDBusPendingCallWatcher(bus.asyncCall(message), self)
        self._watcher.finished.connect(self._called)

    def _subscribe(self, path: str) -> None:
        from PySide6.QtCore import SLOT

        self._path = path
        self._bus.connect(
            PORTAL_SERVICE,
            path,
            REQUEST_INTERFACE,
            "Response",
            self,
            SLOT("_response(uint,QVariantMap)"),
        )

    def _unsubscribe(self) -> None:
        from PySide6.QtCore import SLOT

        if self._path:
            self._bus.disconnect(
                PORTAL_SERVICE,
                self._path,
                REQUEST_INTERFACE,
                "Response",
                self,
                SLOT("_response(uint,QVariantMap)"),
            )
            self._path = ""

    def _called(self, watcher: Any) -> None:
        watcher.deleteLater()
        self._watcher = None
        if self.done:
            return
        if watcher.isError():
            error = watcher.error()
            log.info("portal call failed: %s %s", error.name(), error.message())
            self._unsubscribe()
            self._fail(error.name() or NO_BUS)
            return
        handle = watcher.reply().arguments()[0]
        path = handle.path() if hasattr(handle, "path") else str(handle)
        if path and path != self._path:
            # A portal older than 0.9 names the Request its own way: follow it.
            self._unsubscribe()
            self._subscribe(path)

    @Slot("uint", "QVariantMap")
    def _response(self, code: int, results: dict[str, Any]) -> None:
        if self.done:
            return
        self.done = True
        self._unsubscribe()
        self.responded.emit(int(code), dict(results))

    def _fail(self, reason: str) -> None:
        self.done = True
        self.failed.emit(reason)

    def cancel(self) -> None:
        """Stop listening: a late answer is dropped."""
        self.done = True
        self._unsubscribe()
