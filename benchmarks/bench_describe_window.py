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
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.qt_platform import add_argument, qpa_platform

os.environ["QT_QPA_PLATFORM"] = qpa_platform(sys.argv[1:])

from benchmarks import window_bench as bench


def make_album(folder: Path, count: int) -> None:
    from PIL import Image

    for n in range(count):
        colour = ((n * 37) % 256, (n * 91) % 256, (n * 53) % 256)
        Image.new("RGB", (64, 48), colour).save(folder / f"img-{n:04d}.png", "PNG")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--images", type=int, default=1000)
    add_argument(parser)
    args = parser.parse_args()
    bench.print_machine()
    server, base_url = bench.start_server("tests.support.fake_server", "--delay", "0")
    scratch = Path(tempfile.mkdtemp(prefix="cometdesk-bench-describe-"))
    album = scratch / "album"
    album.mkdir()
    make_album(album, args.images)
    data = scratch / "data"
    data.mkdir()
    results: dict[str, object] = {}

    async def script(controller: Any) -> None:
        presenter = controller.describe.open()
        view = presenter.view
        await presenter._choose([str(album)])
        await presenter._estimate()
        await bench.settle()
        before = bench.rss_mb()
        marks: dict[int, float] = {}
        quarter = max(1, args.images // 4)

        def progressed(done: int, total: int) -> None:
            view.table.scrollTo(presenter.table.index(max(0, done - 1), 0))
            for mark in range(quarter, total + 1, quarter):
                if done >= mark and mark not in marks:
                    marks[mark] = bench.rss_mb()

        presenter.progressed.connect(progressed)
        wall, lags = await bench.timed(view.start_button.click, presenter.runEnded)
        finished, failed, total = presenter.table.counts()
        results.update(
            finished=finished,
            failed=failed,
            total=total,
            wall=wall,
            lags=lags,
            before=before,
            marks=marks,
            after=bench.rss_mb(),
        )

    try:
        bench.run_app(data, base_url, script)
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
    bench.print_heartbeat("while the table fills", lags)
    before = float(results["before"])  # type: ignore[arg-type]
    marks: dict[int, float] = results["marks"]  # type: ignore[assignment]
    steps = ", ".join(f"{n:,}: {mb:.1f}" for n, mb in sorted(marks.items()))
    after = float(results["after"])  # type: ignore[arg-type]
    print(f"RSS before Start {before:.1f} MB; after images {steps} MB")
    print(f"RSS growth over the job: {after - before:+.1f} MB")
    return 0 if finished == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
