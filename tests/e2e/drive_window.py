"""Starts the real window (same composition as `cometdesk`) and drives it with commands read
line by line from stdin, so a test can act in it like a person while other processes use
the same data folder. Usage:
    python -m tests.e2e.drive_window
Environment as for the app (COMETDESK_DATA_DIR, COMETDESK_BASE_URL, COMETDESK_API_KEY, and
COMETDESK_SYNC_PASSPHRASE for sync rounds).

Once the window is ready it prints ``ready``. Commands, one a line:

- ``sync``: once the sidebar's sync line offers "Sync now", clicks it and waits for that
  round to end; prints ``synced TONE TEXT`` (the line's tone and text after the round).
- ``send TEXT``: types TEXT into the composer and presses Enter; prints ``sent``.

Whenever a reply reaches its final state it prints ``replied STATUS``. A command that
cannot run prints ``error SENTENCE``. Each line is flushed at once. End of input closes
the window. stdin is watched by a QSocketNotifier: the Qt loop never blocks on it.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.main import _make_loop, build_controller
from app.ui.shell.main_window import MainWindow

POLL_MS = 50
SYNC_READY_S = 60.0  # how long the sync line may take to offer "Sync now"


class Driver(QObject):
    """Runs the commands from stdin one at a time, in the order they came."""

    def __init__(self, window: MainWindow, controller: Any) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._pending = b""
        self._commands: deque[str] = deque()
        self._busy = False
        self._eof = False
        self._closing = False
        self._notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.setEnabled(False)
        self._notifier.activated.connect(self._readable)
        controller.chat.replyFinished.connect(
            lambda message: self._say(f"replied {message.status.value}")
        )

    def start(self) -> None:
        """The window is ready: say so, then take commands."""
        self._say("ready")
        self._notifier.setEnabled(True)

    def _say(self, line: str) -> None:
        try:
            print(line, flush=True)
        except BrokenPipeError:
            # The reader (the test) is gone: nothing more to say, nor to do.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            self._notifier.setEnabled(False)
            self._commands.clear()
            self._close()

    def _close(self) -> None:
        """Close the window once (a second close would cut its shutdown short)."""
        if not self._closing:
            self._closing = True
            self._window.close()

    # ---- reading stdin ------------------------------------------------------------------

    def _readable(self) -> None:
        chunk = os.read(sys.stdin.fileno(), 65536)
        if not chunk:
            self._notifier.setEnabled(False)
            self._eof = True
            chunk = b"\n" if self._pending else b""  # a last line without its newline
        self._pending += chunk
        *lines, self._pending = self._pending.split(b"\n")
        self._commands.extend(line.decode("utf-8").rstrip("\r") for line in lines)
        self._next()

    def _next(self) -> None:
        if self._busy:
            return
        while self._commands:
            command = self._commands.popleft()
            if command.strip():
                self._busy = True
                self._run(command)
                return
        if self._eof:
            self._close()

    def _done(self, line: str) -> None:
        self._say(line)
        self._busy = False
        self._next()

    def _run(self, command: str) -> None:
        name, _, rest = command.partition(" ")
        if name == "sync":
            self._sync()
        elif name == "send" and rest:
            self._send(rest)
        else:
            self._done(f"error unknown command: {command}")

    # ---- commands -----------------------------------------------------------------------

    def _when(self, condition: Callable[[], bool], then: Callable[[], None], what: str) -> None:
        """``then()`` once ``condition()`` holds (polled on a timer), or an error line."""
        deadline = time.monotonic() + SYNC_READY_S

        def poll() -> None:
            if condition():
                then()
            elif time.monotonic() > deadline:
                self._done(f"error {what}")
            else:
                QTimer.singleShot(POLL_MS, poll)

        poll()

    def _sync(self) -> None:
        from app.ui.sync.status_view import Action

        presenter = self._controller.sync

        def offers_sync_now() -> bool:
            # The line appears once the presenter has read the set-up; the button is
            # disabled while a round (the one soon after start) runs.
            if not presenter.configured or presenter.running:
                return False
            view = presenter.view
            return bool(view.isVisible() and view.button.isEnabled() and view.action is Action.SYNC)

        def click() -> None:
            view = presenter.view

            def finished() -> None:
                presenter.finished.disconnect(finished)
                self._done(f"synced {view.tone.name} {view.text.text()}")

            presenter.finished.connect(finished)
            QTest.mouseClick(view.button, Qt.MouseButton.LeftButton)

        self._when(offers_sync_now, click, "the sync line never offered Sync now")

    def _send(self, text: str) -> None:
        composer = self._window.composer
        self._window.activateWindow()
        composer.setFocus()
        QTest.keyClicks(composer, text)
        QTest.keyClick(composer, Qt.Key.Key_Return)
        self._done("sent")


def main() -> int:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    app = QApplication(sys.argv[:1])
    loop = _make_loop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    controller = build_controller(window, Path(os.environ["COMETDESK_DATA_DIR"]), dict(os.environ))
    window.show()
    driver = Driver(window, controller)
    controller.ready.connect(driver.start)
    QTimer.singleShot(0, controller.start)
    app.lastWindowClosed.connect(loop.stop)
    try:
        loop.run_forever()
    finally:
        loop.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
