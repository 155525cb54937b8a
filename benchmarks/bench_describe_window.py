"""Describe 1,000 images in the real window against a loopback server answering at once.

    python -m benchmarks.bench_describe_window [--images 1000] [--platform xcb]

Offscreen by default; ``--platform xcb`` draws on a real X11 window (benchmarks.qt_platform).

The app's own window and controller (a temporary data folder), File ▸ Describe images on a
folder of generated PNGs (64×48, each its own colour), Start, and the table followed to its
newest row as a person watching would (so thumbnails are made as rows come into view).
The server runs in its own process, so only the app's CPU counts. Prints:
- images described, wall time and images per second;
- UI heartbeat lag while the table fills (a 10 ms QTimer measuring its own lateness):
  p50 / p99 / max (target p99 ≤ 16 ms);
- RSS before Start, at each quarter of the job and at its end; the growth over the job
  (target: flat, the rows go to disk and thumbnails are made for the rows on screen only).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.qt_platform import add_argument, qpa_platform

os.environ["QT_QPA_PLATFORM"] = qpa_platform(sys.argv[1:])

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


def make_album(folder: Path, count: int) -> None:
    from PIL import Image

    for n in range(count):
        colour = ((n * 37) % 256, (n * 91) % 256, (n * 53) % 256)
        Image.new("RGB", (64, 48), colour).save(folder / f"img-{n:04d}.png", "PNG")


def start_server() -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.support.fake_server", "--delay", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    return proc, proc.stdout.readline().strip()


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--images", type=int, default=1000)
    add_argument(parser)
    args = parser.parse_args()
    print(
        f"machine: {platform.machine()}, nproc {os.cpu_count()}, "
        f"Python {platform.python_version()}, Qt platform {os.environ['QT_QPA_PLATFORM']}"
    )

    from app import config
    from app.main import _install_main_thread_gc, _make_loop, build_controller
    from app.secrets import MemoryKeyStore
    from app.ui.shell.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    _install_main_thread_gc(app)  # as the app runs: the collector on a timer, on this thread
    loop = _make_loop(app)
    asyncio.set_event_loop(loop)
    server, base_url = start_server()
    scratch = Path(tempfile.mkdtemp(prefix="cometdesk-bench-describe-"))
    album = scratch / "album"
    album.mkdir()
    make_album(album, args.images)
    data = scratch / "data"
    data.mkdir()
    config.save_settings(data, config.Settings(auto_title=False, default_model="gpt-4o-mini"))
    window = MainWindow()
    window.resize(1400, 900)
    env = {"COMETDESK_BASE_URL": base_url, "COMETDESK_API_KEY": "sk-bench"}
    controller = build_controller(window, data, env, MemoryKeyStore())
    window.show()
    results: dict[str, object] = {}

    async def script() -> None:
        presenter = controller.open_describe()
        view = presenter.view
        await presenter._choose([str(album)])
        await presenter._estimate()
        for _ in range(20):  # the window's first paints are not the job's
            await asyncio.sleep(0.01)
        before = rss_mb()
        marks: dict[int, float] = {}
        quarter = max(1, args.images // 4)

        def progressed(done: int, total: int) -> None:
            view.table.scrollTo(presenter.table.index(max(0, done - 1), 0))
            for mark in range(quarter, total + 1, quarter):
                if done >= mark and mark not in marks:
                    marks[mark] = rss_mb()

        presenter.progressed.connect(progressed)
        ended = asyncio.get_running_loop().create_future()
        presenter.runEnded.connect(lambda: ended.done() or ended.set_result(None))
        beat = Heartbeat()
        beat.start()
        wall = time.perf_counter()
        view.start_button.click()
        await ended
        wall = time.perf_counter() - wall
        beat.stop()
        finished, failed, total = presenter.table.counts()
        results.update(
            finished=finished,
            failed=failed,
            total=total,
            wall=wall,
            lags=beat.lags,
            before=before,
            marks=marks,
            after=rss_mb(),
        )
        await controller.shutdown()

    async def run() -> None:
        try:
            await script()
        finally:
            loop.stop()

    def go() -> None:
        controller.start()
        controller.ready.connect(lambda: asyncio.ensure_future(run()))

    QTimer.singleShot(0, go)
    try:
        with loop:
            loop.run_forever()
    finally:
        server.terminate()
        server.wait(timeout=10)

    lags: list[float] = results["lags"]  # type: ignore[assignment]
    wall = float(results["wall"])  # type: ignore[arg-type]
    finished, total = int(results["finished"]), int(results["total"])  # type: ignore[call-overload]
    print(
        f"described {finished:,} of {total:,} images ({results['failed']} failed) "
        f"in {wall:.1f} s: {finished / wall:.0f} images/s"
    )
    p99 = _pct(lags, 99)
    print(
        f"UI heartbeat lag while the table fills: p50 {_pct(lags, 50):.1f} ms, "
        f"p99 {p99:.1f} ms, max {max(lags):.1f} ms ({len(lags):,} ticks; "
        f"target p99 ≤ {TARGET_P99_MS:.0f} ms: {'met' if p99 <= TARGET_P99_MS else 'MISSED'})"
    )
    before = float(results["before"])  # type: ignore[arg-type]
    marks: dict[int, float] = results["marks"]  # type: ignore[assignment]
    steps = ", ".join(f"{n:,}: {mb:.1f}" for n, mb in sorted(marks.items()))
    after = float(results["after"])  # type: ignore[arg-type]
    print(f"RSS before Start {before:.1f} MB; after images {steps} MB")
    print(f"RSS growth over the job: {after - before:+.1f} MB")
    return 0 if finished == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
