"""What a test may not leave behind: threads, child processes, listening sockets and visible
top-level windows (asyncio tasks are checked where the loop is torn down, in conftest).

Each check takes a snapshot before the test and compares after it, giving what is left a
short while to end on its own (a server thread finishing its last request, a child being
reaped), then names what is still there. Whatever is found is cleaned up after being
reported, so one leaking test does not make the next one fail.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

GRACE_S = 5.0  # how long what is left gets to end by itself


def _settle(still_there: Callable[[], list[str]]) -> list[str]:
    """Poll until nothing is left or the grace period is over; what is left then."""
    deadline = time.monotonic() + GRACE_S
    left = still_there()
    while left and time.monotonic() < deadline:
        time.sleep(0.02)
        left = still_there()
    return left


# ---- threads ------------------------------------------------------------------------------


def _threads() -> set[threading.Thread]:
    """Threads Python started. A thread started elsewhere (a QThread of qasync's executor)
    that ran Python code shows up as a "Dummy" thread that never ends: left out."""
    return {
        t
        for t in threading.enumerate()
        if t.is_alive() and not isinstance(t, threading._DummyThread)  # type: ignore[attr-defined]
    }


# ---- child processes (Linux: /proc) --------------------------------------------------------


def _children() -> dict[int, str]:
    """Live (not zombie) direct children of this process: pid -> command line."""
    me = os.getpid()
    found: dict[int, str] = {}
    proc = Path("/proc")
    if not proc.is_dir():
        return found
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
            state, ppid = stat[stat.rindex(")") + 2 :].split()[:2]
            if int(ppid) != me or state == "Z":
                continue
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError):
            continue
        found[int(entry.name)] = cmd.strip()[:160]
    return found


# ---- listening sockets (Linux: /proc/net) ---------------------------------------------------


def _listening() -> dict[int, str]:
    """This process's listening TCP sockets: inode -> "127.0.0.1:PORT"."""
    mine: set[int] = set()
    fd_dir = Path("/proc/self/fd")
    if not fd_dir.is_dir():
        return {}
    for fd in fd_dir.iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                mine.add(int(target[8:-1]))
    found: dict[int, str] = {}
    for table in ("tcp", "tcp6"):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/net/{table}").read_text().splitlines()[1:]:
                fields = line.split()
                if len(fields) > 9 and fields[3] == "0A" and int(fields[9]) in mine:
                    port = int(fields[1].rsplit(":", 1)[1], 16)
                    found[int(fields[9])] = f"port {port}"
    return found


# ---- top-level windows ------------------------------------------------------------------------


def _visible_windows() -> list[object]:
    if "PySide6.QtWidgets" not in sys.modules:
        return []  # a test without Qt
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return []
    # Windows the test handed to qtbot were closed and deleted (later): delete them now, and
    # with them their dialogs, as the event loop would.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def _describe_window(widget: object) -> str:
    name = widget.objectName() or type(widget).__name__  # type: ignore[attr-defined]
    title = widget.windowTitle()  # type: ignore[attr-defined]
    return f"{name} “{title}”" if title else name


# ---- the snapshot ------------------------------------------------------------------------------


@dataclass
class Snapshot:
    threads: set[threading.Thread]
    children: dict[int, str]
    listening: dict[int, str]

    @classmethod
    def take(cls) -> Snapshot:
        return cls(_threads(), _children(), _listening())

    def left_behind(self) -> list[str]:
        """What the test left running, each named; cleans it up after naming it."""
        problems: list[str] = []
        windows = _visible_windows()
        if windows:
            problems.append("windows: " + ", ".join(_describe_window(w) for w in windows))
            for window in windows:
                window.close()  # type: ignore[attr-defined]
                window.deleteLater()  # type: ignore[attr-defined]

        threads = _settle(
            lambda: sorted(t.name for t in _threads() - self.threads if t is not None)
        )
        if threads:
            problems.append("threads: " + ", ".join(threads))

        children = _settle(
            lambda: [f"{pid} {cmd}" for pid, cmd in _children().items() if pid not in self.children]
        )
        if children:
            problems.append("processes: " + "; ".join(children))
            for line in children:
                with contextlib.suppress(OSError):
                    os.kill(int(line.split()[0]), signal.SIGKILL)

        sockets = _settle(
            lambda: [port for inode, port in _listening().items() if inode not in self.listening]
        )
        if sockets:
            problems.append("listening sockets: " + ", ".join(sockets))
        return problems
