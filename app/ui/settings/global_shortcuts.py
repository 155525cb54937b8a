"""Desktop-wide shortcuts through the XDG desktop portal's GlobalShortcuts interface: the
desktop owns the keys (it asks the person to confirm or change them) and tells us when one
is pressed, whichever application has the focus.

The conversation is CreateSession, then ListShortcuts (keys bound in an earlier run are
kept without asking again) or BindShortcuts, each answered by a Response signal on a
Request object (app.ui.common.portal_request names them), then Activated signals for as
long as the session lives: the connection that created the session must be the one that
binds and listens, so one task owns it from start to stop.

It speaks D-Bus through jeepney on the asyncio loop rather than QtDBus: BindShortcuts takes
an array of structures, a(sa{sv}), and PySide's QtDBus can neither build one (a structure
type must be registered from C++) nor read the one in the answer. Loaded only when the
person turned desktop-wide shortcuts on, or opened the settings."""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.ui.common.portal_request import (
    CANCELLED,
    PORTAL_PATH,
    PORTAL_SERVICE,
    REQUEST_INTERFACE,
    SUCCESS,
    new_token,
    request_path,
)
from app.ui.common.tasks import TaskRunner

log = logging.getLogger(__name__)

SHORTCUTS_INTERFACE = "org.freedesktop.portal.GlobalShortcuts"
APP_ID = "cometdesk"  # the desktop entry's name: the desktop shows the keys under it
CALL_TIMEOUT_S = 10.0  # a method call; the person's answer in a desktop dialog has none

QUICK_ASK = "quick-ask"
CAPTURE_REGION = "capture-region"


def shortcuts() -> list[tuple[str, str, str]]:
    """(id, description, preferred trigger): triggers as the XDG shortcuts format writes
    them; the desktop may offer others."""
    translate = QCoreApplication.translate
    return [
        (QUICK_ASK, translate("GlobalShortcuts", "Quick ask"), "CTRL+ALT+space"),
        (
            CAPTURE_REGION,
            translate("GlobalShortcuts", "Capture a region of the screen"),
            "CTRL+ALT+s",
        ),
    ]


def no_service_sentence() -> str:
    return QCoreApplication.translate(
        "GlobalShortcuts",
        "This desktop offers no shortcut service (the XDG GlobalShortcuts portal).",
    )


class PortalError(Exception):
    """The portal answered a call with an error, or a request with a failure."""


class _Link:
    """One connection, read by one task: replies are matched to their calls, and signals
    that arrive meanwhile wait in a queue until asked for."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.waiting: deque[Any] = deque()

    async def call(self, message: Any) -> Any:
        from jeepney import HeaderFields, MessageType

        serial = next(self.conn.outgoing_serial)
        await self.conn.send(message, serial=serial)

        async def reply() -> Any:
            while True:
                incoming = await self.conn.receive()
                if incoming.header.fields.get(HeaderFields.reply_serial) == serial:
                    return incoming
                self._keep(incoming)

        answer = await asyncio.wait_for(reply(), CALL_TIMEOUT_S)
        if answer.header.message_type == MessageType.error:
            name = answer.header.fields.get(HeaderFields.error_name, "")
            raise PortalError(f"{name}: {answer.body}")
        return answer

    async def signal(self, wanted: Callable[[Any], bool]) -> Any:
        for message in list(self.waiting):
            if wanted(message):
                self.waiting.remove(message)
                return message
        while True:
            incoming = await self.conn.receive()
            if wanted(incoming):
                return incoming
            self._keep(incoming)

    def _keep(self, message: Any) -> None:
        from jeepney import HeaderFields, MessageType

        path = str(message.header.fields.get(HeaderFields.path, ""))
        if message.header.message_type == MessageType.signal and path.startswith(PORTAL_PATH):
            self.waiting.append(message)

    async def subscribe(self, **rule: str) -> None:
        from jeepney import MatchRule
        from jeepney.bus_messages import message_bus

        await self.call(message_bus.AddMatch(MatchRule(type="signal", **rule)))

    async def request(self, method: str, args: tuple[Any, ...], signature: str) -> Any:
        """Call a GlobalShortcuts method that answers through a Request; its results."""
        from jeepney import DBusAddress, HeaderFields, new_method_call

        token = new_token()
        path = request_path(self.conn.unique_name, token)
        await self.subscribe(interface=REQUEST_INTERFACE, member="Response", path=path)
        options = {"handle_token": ("s", token)}
        portal = DBusAddress(PORTAL_PATH, bus_name=PORTAL_SERVICE, interface=SHORTCUTS_INTERFACE)
        if method == "CreateSession":
            options["session_handle_token"] = ("s", new_token())
        reply = await self.call(new_method_call(portal, method, signature, (*args, options)))
        handle = reply.body[0]
        if handle != path:  # a portal older than 0.9 names the Request its own way
            path = handle
            await self.subscribe(interface=REQUEST_INTERFACE, member="Response", path=path)
        response = await self.signal(
            lambda m: (
                m.header.fields.get(HeaderFields.path) == path
                and m.header.fields.get(HeaderFields.member) == "Response"
            )
        )
        code, results = response.body
        if code == CANCELLED:
            return None
        if code != SUCCESS:
            raise PortalError(f"{method} answered {code}")
        return results


async def _version(link: _Link) -> int:
    from jeepney import DBusAddress, Properties

    portal = DBusAddress(PORTAL_PATH, bus_name=PORTAL_SERVICE, interface=SHORTCUTS_INTERFACE)
    reply = await link.call(Properties(portal).get("version"))
    _signature, value = reply.body[0]
    return int(value)


async def _connect(bus_address: str) -> Any:
    from jeepney.io.asyncio import open_dbus_connection

    return await asyncio.wait_for(open_dbus_connection(bus_address or "SESSION"), CALL_TIMEOUT_S)


async def service_available(bus_address: str = "") -> bool:
    """Whether the desktop offers the GlobalShortcuts portal (its version can be read)."""
    try:
        conn = await _connect(bus_address)
    except Exception as err:  # no session bus, or it cannot be reached
        log.info("no session bus for shortcuts: %s", err)
        return False
    try:
        return await _version(_Link(conn)) >= 1
    except Exception as err:
        log.info("no GlobalShortcuts portal: %s", err)
        return False
    finally:
        await conn.close()


def _triggers(results: dict[str, Any] | None) -> dict[str, str]:
    """{id: trigger description} from a Response's ``shortcuts``, a(sa{sv})."""
    if not results or "shortcuts" not in results:
        return {}
    _signature, listed = results["shortcuts"]
    found: dict[str, str] = {}
    for shortcut_id, props in listed:
        trigger = props.get("trigger_description", ("s", ""))[1]
        found[str(shortcut_id)] = str(trigger)
    return found


class GlobalShortcuts(QObject):
    """Signals:
    activated(str): a bound shortcut was pressed (its id: QUICK_ASK, CAPTURE_REGION).
    bound(dict): the keys the desktop bound, {id: how the desktop describes the trigger}
    (empty when the person bound none).
    unavailable(str): no shortcuts from the desktop; the sentence says why.

    ``bus_address``: the bus where the portal runs; "" is the session bus."""

    activated = Signal(str)
    bound = Signal(dict)
    unavailable = Signal(str)

    def __init__(
        self, tasks: TaskRunner, bus_address: str = "", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._address = bus_address
        self._task: asyncio.Task[None] | None = None
        self.triggers: dict[str, str] = {}

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        if not self.running:
            self._task = self._tasks.spawn(self._run(), owner=self)

    async def stop(self) -> None:
        """End the session (closing the connection ends it for the desktop too)."""
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    async def _run(self) -> None:
        try:
            conn = await _connect(self._address)
        except Exception as err:
            log.info("no session bus for shortcuts: %s", err)
            self.unavailable.emit(no_service_sentence())
            return
        try:
            link = _Link(conn)
            try:
                await _version(link)
            except PortalError as err:
                log.info("no GlobalShortcuts portal: %s", err)
                self.unavailable.emit(no_service_sentence())
                return
            session = await self._bind(link)
            if session:
                await self._listen(link, session)
        except (PortalError, OSError, EOFError, TimeoutError) as err:
            log.warning("desktop shortcuts stopped: %s", err)
            self.unavailable.emit(
                QCoreApplication.translate(
                    "GlobalShortcuts", "The desktop's shortcut service stopped answering."
                )
            )
        finally:
            await conn.close()

    async def _bind(self, link: _Link) -> str:
        await self._register(link)
        created = await link.request("CreateSession", (), "a{sv}")
        if created is None:
            self._set_triggers({})
            return ""
        if "session_handle" not in created:
            raise PortalError("CreateSession gave no session")
        session = str(created["session_handle"][1])
        await link.subscribe(interface=SHORTCUTS_INTERFACE, path=PORTAL_PATH)
        wanted = shortcuts()
        listed = _triggers(await link.request("ListShortcuts", (session,), "oa{sv}"))
        if all(listed.get(sid) for sid, _d, _t in wanted):
            self._set_triggers(listed)  # bound in an earlier run: the desktop is not asked again
            return session
        entries = [
            (sid, {"description": ("s", text), "preferred_trigger": ("s", trigger)})
            for sid, text, trigger in wanted
        ]
        results = await link.request("BindShortcuts", (session, entries, ""), "oa(sa{sv})sa{sv}")
        self._set_triggers(_triggers(results))
        return session

    async def _register(self, link: _Link) -> None:
        """Tell the portal which application this is (xdg-desktop-portal 1.19 and later,
        for applications outside a sandbox): the desktop lists the keys under its name.
        Older portals do not know the call; that is fine."""
        from jeepney import DBusAddress, new_method_call

        registry = DBusAddress(
            PORTAL_PATH, bus_name=PORTAL_SERVICE, interface="org.freedesktop.host.portal.Registry"
        )
        try:
            await link.call(new_method_call(registry, "Register", "sa{sv}", (APP_ID, {})))
        except PortalError as err:
            log.debug("portal registry: %s", err)

    async def _listen(self, link: _Link, session: str) -> None:
        from jeepney import HeaderFields

        def ours(message: Any) -> bool:
            fields = message.header.fields
            return (
                fields.get(HeaderFields.interface) == SHORTCUTS_INTERFACE
                and fields.get(HeaderFields.member) in ("Activated", "ShortcutsChanged")
                and bool(message.body)
                and message.body[0] == session
            )

        while True:
            message = await link.signal(ours)
            if message.header.fields.get(HeaderFields.member) == "Activated":
                self.activated.emit(str(message.body[1]))
            else:
                self._set_triggers(_triggers({"shortcuts": ("a(sa{sv})", message.body[1])}))

    def _set_triggers(self, triggers: dict[str, str]) -> None:
        self.triggers = triggers
        self.bound.emit(dict(triggers))
