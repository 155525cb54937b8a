"""What the benchmarks that drive the app's own window share (bench_describe_window,
bench_kb_window): the machine line, the app's window and controller on a data folder of their
own talking to a loopback server, a script run once the controller is ready, a job timed
from its button to its end while a heartbeat measures the UI's lateness, and RSS.

Import it after ``benchmarks.qt_platform`` has set QT_QPA_PLATFORM.
"""

from __future__ import annotations

import asyncio
import os
import platform
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from benchmarks.bench_stream_ui import Heartbeat

ROOT = Path(__file__).resolve().parent.parent
TARGET_P99_MS = 16.0


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def start_server(*argv: str, stdin: bool = False) -> tuple[subprocess.Popen[str], str]:
    """``python -m`` ``argv`` (a loopback server of tests.support) in its own process, so
    only the app's CPU counts; it and the base URL it prints first. ``stdin``: a pipe to
    it (closing it stops that server)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", *argv],
        cwd=ROOT,
        stdin=subprocess.PIPE if stdin else None,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    return proc, proc.stdout.readline().strip()


def print_machine() -> None:
    print(
        f"machine: {platform.machine()}, nproc {os.cpu_count()}, "
        f"Python {platform.python_version()}, Qt platform {os.environ['QT_QPA_PLATFORM']}"
    )


def run_app(data: Path, base_url: str, script: Callable[[Any], Awaitable[None]]) -> None:
    """The app as it runs (the collector on a timer, on this thread) with its main window
    and controller on ``data``, sending to ``base_url``; ``script(controller)`` once the
    controller is ready, then the app shut down. Returns when the script has ended."""
    from app import config
    from app.main import _install_main_thread_gc, _make_loop, build_controller
    from app.secrets import MemoryKeyStore
    from app.ui.shell.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    _install_main_thread_gc(app)
    loop = _make_loop(app)
    asyncio.set_event_loop(loop)
    config.save_settings(data, config.Settings(auto_title=False, default_model="gpt-4o-mini"))
    window = MainWindow()
    window.resize(1400, 900)
    env = {"COMETDESK_BASE_URL": base_url, "COMETDESK_API_KEY": "sk-bench"}
    controller = build_controller(window, data, env, MemoryKeyStore())
    window.show()

    async def run() -> None:
        try:
            await script(controller)
            await controller.shutdown()
        finally:
            loop.stop()

    def go() -> None:
        controller.start()
        controller.ready.connect(lambda: asyncio.ensure_future(run()))

    QTimer.singleShot(0, go)
    with loop:
        loop.run_forever()


async def settle() -> None:
    """Let the window's first paints pass: they are not the job's."""
    for _ in range(20):
        await asyncio.sleep(0.01)


async def timed(start: Callable[[], object], ended: Any) -> tuple[float, list[float]]:
    """``start`` (a button's click) to the first emission of the signal ``ended``: the wall
    time in seconds and the heartbeat's lateness (ms) over it."""
    done = asyncio.get_running_loop().create_future()
    ended.connect(lambda *_args: done.done() or done.set_result(None))
    beat = Heartbeat()
    beat.start()
    wall = time.perf_counter()
    start()
    await done
    wall = time.perf_counter() - wall
    beat.stop()
    return wall, beat.lags


def print_heartbeat(during: str, lags: list[float]) -> bool:
    """The heartbeat's lateness ``during`` the job; whether its p99 met the target."""
    p99 = pct(lags, 99)
    print(
        f"UI heartbeat lag {during}: p50 {pct(lags, 50):.1f} ms, "
        f"p99 {p99:.1f} ms, max {max(lags):.1f} ms ({len(lags):,} ticks; "
        f"target p99 ≤ {TARGET_P99_MS:.0f} ms: {'met' if p99 <= TARGET_P99_MS else 'MISSED'})"
    )
    return p99 <= TARGET_P99_MS
