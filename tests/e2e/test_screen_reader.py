"""The real app as a screen reader meets it: through AT-SPI, the Linux accessibility API.

The app runs as its own process on a private X server (Xvfb: Qt's offscreen platform has no
accessibility bridge) with a private D-Bus session and accessibility bus
(at-spi-bus-launcher). A probe run by the system Python, which has the AT-SPI bindings
(tests/support/atspi_probe.py), reads the tree and invokes actions as Orca would; this test
tells it what to look for and waits for each state it expects. Nothing here clicks: every
step is what a screen reader user can do.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.support.app_log import wait_for_log_line
from tests.support.fake_server import FakeOpenAIServer, Reply

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"
PROBE = ROOT / "tests" / "support" / "atspi_probe.py"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
MARKER = "COMETDESK_A11Y_SESSION"  # set for every process of a desktop, to find them all
START_S = 20.0
REPLY = "A reply a screen reader can act on."


def _launcher() -> str | None:
    found = shutil.which("at-spi-bus-launcher")
    return found or next((p for p in LAUNCHERS if os.access(p, os.X_OK)), None)


def _missing() -> list[str]:
    """What this machine lacks for the test, each with the Debian package that brings it."""
    missing = [
        f"{tool} (Debian: {package})"
        for tool, package in (("Xvfb", "xvfb"), ("dbus-daemon", "dbus-daemon"))
        if shutil.which(tool) is None
    ]
    if _launcher() is None:
        missing.append("at-spi-bus-launcher (Debian: at-spi2-core)")
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        missing.append(f"{SYSTEM_PYTHON} (Debian: python3)")
        return missing
    check = subprocess.run(
        [SYSTEM_PYTHON, str(PROBE), "--check"], capture_output=True, text=True, timeout=30
    )
    if check.stdout.strip() != "ok":
        missing.append(
            f"pyatspi for {SYSTEM_PYTHON} (Debian: python3-pyatspi gir1.2-atspi-2.0; "
            f"{check.stdout.strip() or check.stderr.strip()})"
        )
    return missing


def _marked(marker: str) -> list[int]:
    """The processes started for one desktop: the ones carrying its marker."""
    found = []
    needle = f"{MARKER}={marker}".encode()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if needle in (entry / "environ").read_bytes().split(b"\0"):
                    found.append(int(entry.name))
    return found


def _read_line(stream: Any, timeout: float, what: str) -> str:
    ready, _, _ = select.select([stream], [], [], timeout)
    line = stream.readline() if ready else ""
    if not line:
        raise AssertionError(f"{what} said nothing within {timeout:g} s")
    return str(line.strip())


@dataclass
class Desktop:
    """A private X server and D-Bus session with an accessibility bus; ``env`` reaches them."""

    env: dict[str, str]


@pytest.fixture
def desktop() -> Iterator[Desktop]:
    if missing := _missing():
        reason = "no screen-reader stack: missing " + "; ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the screen-reader test (.ci/run installs it): {reason}")
        pytest.skip(reason)
    marker = uuid.uuid4().hex
    runtime = Path(tempfile.mkdtemp(prefix="cd-a11y-"))  # short: the buses' sockets are here
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("COMETDESK_", "QT_", "DBUS_", "AT_SPI"))
        and k not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    env.update({MARKER: marker, "XDG_RUNTIME_DIR": str(runtime)})
    started: list[subprocess.Popen[str]] = []

    def start(args: list[str], **options: Any) -> subprocess.Popen[str]:
        # Each in a session of its own, so ending it ends what it started too.
        proc = subprocess.Popen(args, env=env, text=True, start_new_session=True, **options)
        started.append(proc)
        return proc

    try:
        read_end, write_end = os.pipe()
        with os.fdopen(read_end) as display:
            screen = ["-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"]
            start(
                ["Xvfb", "-displayfd", str(write_end), *screen],
                pass_fds=(write_end,),
                stderr=subprocess.DEVNULL,
            )
            os.close(write_end)
            env["DISPLAY"] = ":" + _read_line(display, START_S, "Xvfb")
        bus = start(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        env["DBUS_SESSION_BUS_ADDRESS"] = _read_line(bus.stdout, START_S, "dbus-daemon")
        start([str(_launcher()), "--launch-immediately"], stderr=subprocess.DEVNULL)
        _wait_for_bus_name(env, "org.a11y.Bus")
        yield Desktop(env)
    finally:
        for proc in reversed(started):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
            if proc.stdout is not None:
                proc.stdout.close()
        # The accessibility registry leaves its parent's session: what carries the marker.
        left = _settled(lambda: _marked(marker))
        for pid in left:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        shutil.rmtree(runtime, ignore_errors=True)
    assert not left, f"processes of the screen-reader desktop left running: {left}"


def _settled(still_there: Any, grace: float = 5.0) -> list[int]:
    deadline = time.monotonic() + grace
    left = still_there()
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = still_there()
    return list(left)


def _wait_for_bus_name(env: dict[str, str], name: str) -> None:
    """Until ``name`` has an owner on the session bus (asked without starting it)."""
    ask = [
        "dbus-send",
        "--session",
        "--print-reply",
        "--dest=org.freedesktop.DBus",
        "/org/freedesktop/DBus",
        "org.freedesktop.DBus.NameHasOwner",
        f"string:{name}",
    ]
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline:
        out = subprocess.run(ask, env=env, capture_output=True, text=True, timeout=10)
        if "boolean true" in out.stdout:
            return
        time.sleep(0.05)
    raise AssertionError(f"{name} never came on the session bus")


class ScreenReader:
    """Talks to the probe: each call sends one command and waits for its answer."""

    def __init__(self, proc: subprocess.Popen[str], log: Path) -> None:
        self._proc = proc
        self._log = log

    def ask(self, cmd: str, *, timeout: float = 20.0, **args: Any) -> dict[str, Any]:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(json.dumps({"cmd": cmd, "timeout": timeout, **args}) + "\n")
        self._proc.stdin.flush()
        answer = json.loads(_read_line(self._proc.stdout, timeout + 30, "the AT-SPI probe"))
        if not answer["ok"]:
            raise AssertionError(
                f"{cmd} {args}: {answer['error']}\nprobe stderr:\n{self._log.read_text()[-3000:]}"
            )
        return dict(answer)

    def find(self, *path: dict[str, Any], timeout: float = 20.0) -> dict[str, Any]:
        return dict(self.ask("find", path=list(path), timeout=timeout)["node"])

    def act(self, *path: dict[str, Any], action: str = "Press") -> None:
        assert self.ask("act", path=list(path), action=action)["done"]

    def gone(self, *path: dict[str, Any]) -> None:
        self.ask("gone", path=list(path))


@contextlib.contextmanager
def _running_app(
    desktop: Desktop,
    data_dir: Path,
    server: FakeOpenAIServer,
    logs: Path,
    args: tuple[str, ...] = (),
) -> Iterator[subprocess.Popen[str]]:
    env = dict(
        desktop.env,
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        COMETDESK_DATA_DIR=str(data_dir),
        COMETDESK_BASE_URL=server.base_url,
        COMETDESK_API_KEY="sk-e2e-screen-reader-123456",
    )
    with (logs / "app.out").open("w") as out, (logs / "app.err").open("w") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "app", *args],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=err,
            text=True,
        )
    try:
        server.wait_for_path("/v1/models", timeout=30)
        wait_for_log_line(data_dir, "warmed up", proc)
        yield proc
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)
        assert proc.returncode == 0, (logs / "app.err").read_text()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
    assert "Traceback" not in (logs / "app.err").read_text()


@contextlib.contextmanager
def _screen_reader(desktop: Desktop, logs: Path) -> Iterator[ScreenReader]:
    log = logs / "probe.err"
    with log.open("w") as err:
        proc = subprocess.Popen(
            [SYSTEM_PYTHON, str(PROBE), "Comet Desk"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            env=desktop.env,
        )
    try:
        yield ScreenReader(proc, log)
    finally:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.close()  # the probe ends at the end of its input
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        proc.stdout.close()


def _seed_image_draft(data_dir: Path) -> None:
    """An image attached to the new chat's draft: the tray shows it, with its detail picker."""
    from app.domain import ImagePart
    from app.services.drafts import DraftStore
    from app.storage import BLOBS_DIRNAME, BlobStore
    from tests.support.media_images import encode, screenshot

    data = encode(screenshot(320, 200), "PNG")
    blob = BlobStore(data_dir / BLOBS_DIRNAME).put(data, "image/png")
    drafts = DraftStore(data_dir)
    drafts.set_images(None, [ImagePart(blob, "image/png", 320, 200)])
    drafts.write(drafts.snapshot())


WINDOW = {"role": "frame", "name_has": "Comet Desk"}
SHOWN_COMBO = {"role": "combo box", "showing": True}


def test_a_screen_reader_reaches_a_replys_menu_and_hears_every_picker_named(
    desktop: Desktop, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    _seed_image_draft(data_dir)
    fake_server.enqueue(Reply(text=REPLY))
    with (
        _running_app(desktop, data_dir, fake_server, tmp_path),
        _screen_reader(desktop, tmp_path) as reader,
    ):
        # The inspector is closed on a first run: opened as a screen reader user would.
        reader.act(WINDOW, {"role": "check box", "name_has": "Show or hide the parameters"})
        # Every combo box shown is announced by its label, not by its value alone: the
        # inspector's (the Model picker among them) and the attached image's detail.
        reader.find(WINDOW, {**SHOWN_COMBO, "label": "Image detail"})
        model = [WINDOW, {**SHOWN_COMBO, "label": "Model"}]
        reader.find(*model)
        combos = reader.ask("find_all", path=[WINDOW], match=SHOWN_COMBO, count=2)["nodes"]
        unlabelled = [c["name"] for c in combos if not c["labelled_by"]]
        assert unlabelled == [], f"combo boxes announced by their value alone: {unlabelled}"

        # Pick the model, type a message and send it, as a screen reader user does.
        reader.ask("set_text", path=[*model, {"role": "text"}], text="gpt-4o-mini")
        reader.ask("set_text", path=[WINDOW, {"role": "text", "name": "Message"}], text="Hi")
        reader.act(WINDOW, {"role": "push button", "name": "Send"})
        reply = {"name": "Message from gpt-4o-mini"}
        more = {"role": "push button", "name": "More actions"}
        assert reader.find(WINDOW, reply, more)["actions"][0] == "Press"

        # The reply's More actions: its action opens the menu, whose items can be read...
        reader.act(WINDOW, reply, more)
        shown_item = {"role": "menu item", "showing": True}
        for title in ("Copy as plain text", "Fork from here"):
            reader.find({**shown_item, "name": title})
        # ...and invoked: Delete asks first, in a box a screen reader reads out.
        reader.act({**shown_item, "name": "Delete"})
        box = {"role": "alert", "name": "Delete message", "showing": True}
        assert reader.find(box, {"name": "Delete this message?"})["role"] == "label"
        reader.gone({**shown_item, "name": "Delete"})  # the menu closed
        reader.act(box, {"role": "push button", "name": "Yes"})
        reader.gone(WINDOW, reply)
        reader.find(WINDOW, {"name": "Message from You"})  # the question stays

        # Side by side: each column's model and reasoning-effort pickers say what they are.
        reader.act(WINDOW, {"role": "check box", "name": "Compare models side by side"})
        for n in (1, 2):
            reader.find(WINDOW, {**SHOWN_COMBO, "label": f"Model for column {n}"})
        efforts = reader.ask(
            "find_all",
            path=[WINDOW],
            match={**SHOWN_COMBO, "label": "Reasoning effort for this column"},
            count=2,
        )["nodes"]
        assert [e["name"] for e in efforts] == ["effort", "effort"]  # the value alone
        combos = reader.ask("find_all", path=[WINDOW], match=SHOWN_COMBO, count=4)["nodes"]
        assert [c["name"] for c in combos if not c["labelled_by"]] == []


def test_a_screen_reader_asks_from_the_quick_window_and_opens_the_answer(
    desktop: Desktop, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    """`cometdesk quick` with nothing running: the app starts with the quick window; its
    question field, Ask and "Open in Comet Desk" are found and used by name."""
    from app import config

    settings = config.Settings(default_model="gpt-4o-mini", auto_title=False)
    config.save_settings(data_dir, settings)
    fake_server.enqueue(Reply(text=REPLY))
    with (
        _running_app(desktop, data_dir, fake_server, tmp_path, ("quick",)),
        _screen_reader(desktop, tmp_path) as reader,
    ):
        quick = {"name": "Quick ask", "showing": True}
        reader.ask("set_text", path=[quick, {"role": "text", "name": "Question"}], text="Hi")
        reader.act(quick, {"role": "push button", "name": "Ask"})
        reader.find(quick, {"name": "Message from gpt-4o-mini"})
        reader.act(quick, {"role": "push button", "name": "Open in Comet Desk"})
        reader.gone(quick)
        reader.find(WINDOW, {"name": "Message from gpt-4o-mini"})  # now in the window
