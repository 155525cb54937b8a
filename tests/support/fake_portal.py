"""A stand-in for xdg-desktop-portal on a private session bus, for the capture and the
shortcut tests: a separate process that owns org.freedesktop.portal.Desktop and answers
as the real portal does, Request objects and Response signals included.

    dbus-run-session -- python -m tests.support.fake_portal [options]

- Screenshot.Screenshot: writes a PNG of ``--size`` into ``--dir`` and answers with its
  file:// URI; ``--screenshot cancel`` answers response 1 (the person closed the picker),
  ``fail`` response 2.
- GlobalShortcuts (unless ``--no-shortcuts``): CreateSession, BindShortcuts and
  ListShortcuts answer through Response signals; bound shortcuts get a trigger description
  made from their preferred trigger, and stay bound for the application (the app id given
  to the host Registry) in its later sessions.
- ``--absent``: owns no name at all (a desktop without a portal), the bus still runs.
- A test-only interface, org.cometdesk.FakePortal at /org/cometdesk/FakePortal:
  Activate(s id) emits Activated then Deactivated for that shortcut; Calls() → as lists the
  portal calls received, one line each.

It prints "ready <bus address>" once it owns the name, and exits when its stdin closes.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import select
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jeepney import (
    DBusAddress,
    HeaderFields,
    Message,
    MessageType,
    new_error,
    new_method_return,
    new_signal,
)
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import DBusConnection, open_dbus_connection

SERVICE = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
SCREENSHOT = "org.freedesktop.portal.Screenshot"
SHORTCUTS = "org.freedesktop.portal.GlobalShortcuts"
REGISTRY = "org.freedesktop.host.portal.Registry"
PROPERTIES = "org.freedesktop.DBus.Properties"
TEST_IFACE = "org.cometdesk.FakePortal"
TEST_PATH = "/org/cometdesk/FakePortal"


def _sender_part(sender: str) -> str:
    return sender.lstrip(":").replace(".", "_")


def trigger_description(preferred: str) -> str:
    """ "CTRL+ALT+space" → "Ctrl+Alt+Space", as a desktop would show it."""
    return "+".join(part[:1].upper() + part[1:].lower() for part in preferred.split("+"))


class FakePortal:
    def __init__(self, conn: DBusConnection, args: argparse.Namespace) -> None:
        self.conn = conn
        self.args = args
        self.calls: list[str] = []
        self.shots = 0
        # session path → (owner's unique name, {shortcut id: trigger description})
        self.sessions: dict[str, tuple[str, dict[str, str]]] = {}
        # The keys bound stay with the application, as a desktop keeps them between runs.
        self.app_of: dict[str, str] = {}  # unique name → registered app id
        self.bound_by_app: dict[str, dict[str, str]] = {}

    def respond(self, sender: str, path: str, code: int, results: dict[str, Any]) -> None:
        signal = new_signal(
            DBusAddress(path, interface="org.freedesktop.portal.Request"),
            "Response",
            "ua{sv}",
            (code, results),
        )
        signal.header.fields[HeaderFields.destination] = sender
        self.conn.send(signal)

    def handle(self, msg: Message) -> None:
        fields = msg.header.fields
        sender = fields[HeaderFields.sender]
        iface = fields.get(HeaderFields.interface, "")
        member = fields.get(HeaderFields.member, "")
        body = msg.body
        if iface == PROPERTIES and member == "Get":
            interface, name = body
            if name == "version" and interface == SCREENSHOT:
                self.conn.send(new_method_return(msg, "v", (("u", 2),)))
            elif name == "version" and interface == SHORTCUTS and self.args.shortcuts:
                self.conn.send(new_method_return(msg, "v", (("u", 1),)))
            else:
                self.conn.send(
                    new_error(msg, "org.freedesktop.DBus.Error.InvalidArgs", "s", ("No such",))
                )
            return
        if iface == TEST_IFACE:
            self.handle_test(msg, member, body)
            return
        if iface == REGISTRY and member == "Register":
            self.calls.append(f"Register {body[0]}")
            self.app_of[sender] = body[0]
            self.conn.send(new_method_return(msg))
            return
        if iface == SCREENSHOT and member == "Screenshot":
            parent, options = body
            interactive = options.get("interactive", ("b", False))[1]
            self.calls.append(f"Screenshot parent={parent!r} interactive={interactive}")
            token = options["handle_token"][1]
            path = f"{PATH}/request/{_sender_part(sender)}/{token}"
            self.conn.send(new_method_return(msg, "o", (path,)))
            self.screenshot(sender, path)
            return
        if iface == SHORTCUTS and self.args.shortcuts:
            self.handle_shortcuts(msg, sender, member, body)
            return
        self.conn.send(new_error(msg, "org.freedesktop.DBus.Error.UnknownMethod", "s", (member,)))

    def screenshot(self, sender: str, path: str) -> None:
        mode = self.args.screenshot
        if mode == "cancel":
            self.respond(sender, path, 1, {})
            return
        if mode == "fail":
            self.respond(sender, path, 2, {})
            return
        from PIL import Image

        width, height = (int(n) for n in self.args.size.split("x"))
        self.shots += 1
        file = Path(self.args.dir) / f"Screenshot-{self.shots}.png"
        Image.new("RGB", (width, height), (0, 128, 255)).save(file)
        self.respond(sender, path, 0, {"uri": ("s", file.as_uri())})

    def handle_shortcuts(self, msg: Message, sender: str, member: str, body: Any) -> None:
        options = body[-1]
        token = options["handle_token"][1]
        request = f"{PATH}/request/{_sender_part(sender)}/{token}"
        if member == "CreateSession":
            session_token = options["session_handle_token"][1]
            session = f"{PATH}/session/{_sender_part(sender)}/{session_token}"
            bound = self.bound_by_app.setdefault(self.app_of.get(sender, ""), {})
            self.sessions[session] = (sender, bound)
            self.calls.append("CreateSession")
            self.conn.send(new_method_return(msg, "o", (request,)))
            self.respond(sender, request, 0, {"session_handle": ("s", session)})
            return
        if member in ("BindShortcuts", "ListShortcuts"):
            session = body[0]
            if session not in self.sessions:
                self.conn.send(
                    new_error(msg, "org.freedesktop.DBus.Error.AccessDenied", "s", ("session",))
                )
                return
            bound = self.sessions[session][1]
            if member == "BindShortcuts":
                for shortcut_id, props in body[1]:
                    preferred = props.get("preferred_trigger", ("s", ""))[1]
                    bound[shortcut_id] = trigger_description(preferred)
                self.calls.append("BindShortcuts " + " ".join(sorted(bound)))
            else:
                self.calls.append("ListShortcuts")
            self.conn.send(new_method_return(msg, "o", (request,)))
            listed = [
                (sid, {"description": ("s", sid), "trigger_description": ("s", trigger)})
                for sid, trigger in bound.items()
            ]
            self.respond(sender, request, 0, {"shortcuts": ("a(sa{sv})", listed)})
            return
        self.conn.send(new_error(msg, "org.freedesktop.DBus.Error.UnknownMethod", "s", (member,)))

    def handle_test(self, msg: Message, member: str, body: Any) -> None:
        if member == "Calls":
            self.conn.send(new_method_return(msg, "as", (self.calls,)))
            return
        if member == "Activate":
            (shortcut_id,) = body
            stamp = int(time.monotonic() * 1000)
            for session, (owner, bound) in self.sessions.items():
                if shortcut_id not in bound:
                    continue
                for name in ("Activated", "Deactivated"):
                    signal = new_signal(
                        DBusAddress(PATH, interface=SHORTCUTS),
                        name,
                        "osta{sv}",
                        (session, shortcut_id, stamp, {}),
                    )
                    signal.header.fields[HeaderFields.destination] = owner
                    self.conn.send(signal)
            self.conn.send(new_method_return(msg))
            return
        self.conn.send(new_error(msg, "org.freedesktop.DBus.Error.UnknownMethod", "s", (member,)))


# ---- for the tests: run one, talk to it ------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]
NO_DBUS = "needs dbus-run-session (a private D-Bus session bus for the fake desktop portal)"


@dataclass
class RunningPortal:
    address: str  # the private bus's address, for the app's portal clients
    process: subprocess.Popen[str]

    def call(self, member: str, signature: str = "", body: tuple[Any, ...] = ()) -> Any:
        """Call the test interface (Activate, Calls) from the test, as a desktop would act."""
        from jeepney import new_method_call

        address = DBusAddress(TEST_PATH, bus_name=TEST_IFACE, interface=TEST_IFACE)
        with open_dbus_connection(bus=self.address) as conn:
            reply = conn.send_and_get_reply(
                new_method_call(address, member, signature, body), timeout=10
            )
        if reply.header.message_type == MessageType.error:
            raise RuntimeError(f"fake portal: {reply.body}")
        return reply.body

    def calls(self) -> list[str]:
        return list(self.call("Calls")[0])

    def activate(self, shortcut_id: str) -> None:
        self.call("Activate", "s", (shortcut_id,))


@contextlib.contextmanager
def running_portal(tmp_path: Path, *options: str) -> Iterator[RunningPortal]:
    """A fake portal (with ``options``, see the module) on its own bus, for one test."""
    import pytest

    if shutil.which("dbus-run-session") is None:
        pytest.skip(NO_DBUS)
    log = (tmp_path / "fake-portal.log").open("w")
    process = subprocess.Popen(
        [
            "dbus-run-session",
            "--",
            sys.executable,
            "-m",
            "tests.support.fake_portal",
            "--dir",
            str(tmp_path),
            *options,
        ],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=log,
        text=True,
    )
    try:
        assert process.stdout is not None
        ready, _w, _x = select.select([process.stdout], [], [], 30)
        line = process.stdout.readline() if ready else ""
        if not line.startswith("ready "):
            raise RuntimeError(f"the fake portal did not start: {line!r}")
        yield RunningPortal(line.split(" ", 1)[1].strip(), process)
    finally:
        assert process.stdin is not None
        process.stdin.close()  # the fake exits, and dbus-run-session with it
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stdout is not None:
            process.stdout.close()
        log.close()


def forget_bus(address: str) -> None:
    """Drop the app's QtDBus connection to a test's bus (it is gone after the test)."""
    from PySide6.QtDBus import QDBusConnection

    from app.ui.common.portal_request import connection_name

    QDBusConnection.disconnectFromBus(connection_name(address))


def _exit_when_stdin_closes() -> None:
    sys.stdin.read()
    os._exit(0)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshot", choices=("ok", "cancel", "fail"), default="ok")
    parser.add_argument("--size", default="320x200")
    parser.add_argument("--dir", default=".")
    parser.add_argument("--no-shortcuts", dest="shortcuts", action="store_false")
    parser.add_argument("--absent", action="store_true")
    args = parser.parse_args()
    threading.Thread(target=_exit_when_stdin_closes, daemon=True).start()
    conn = open_dbus_connection(bus="SESSION")
    names = [TEST_IFACE] if args.absent else [SERVICE, TEST_IFACE]
    for name in names:
        reply = conn.send_and_get_reply(message_bus.RequestName(name, 4))  # 4: do not queue
        if reply.body[0] != 1:
            sys.exit(f"fake portal: could not own {name}")
    print("ready", os.environ["DBUS_SESSION_BUS_ADDRESS"], flush=True)
    portal = FakePortal(conn, args)
    while True:
        msg = conn.receive()
        if msg.header.message_type == MessageType.method_call:
            portal.handle(msg)


if __name__ == "__main__":
    main()
