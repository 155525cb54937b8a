"""Index a knowledge base from the real window while watching the UI's heartbeat.

    python -m benchmarks.bench_kb_window [--files 400] [--paragraphs 9] [--platform xcb]
    python -m benchmarks.bench_kb_window --large   # 2,000 files, ~100,000 passages

``--large`` is the scale docs/knowledge-bases.md states a base is measured at (2,000
documents, 100,000 passages): notes of 50 paragraphs (~36 KB) instead of 9.

Offscreen by default; ``--platform xcb`` draws on a real X11 window (benchmarks.qt_platform).

The app's own window and controller (a temporary data folder), Tools ▸ Knowledge bases, a
base made of a folder of generated documents (Markdown notes of ~6 KB and a few multi-page
PDFs), then Index: every file read and split on the indexing thread, every passage embedded
through a loopback ``/v1/embeddings`` in its own process (so only the app's CPU counts), the
progress bar following. Prints:
- files and passages indexed, wall time and passages per second;
- UI heartbeat lag while indexing (a 10 ms QTimer measuring its own lateness):
  p50 / p99 / max (target p99 ≤ 16 ms);
- RSS before Index, at its end, and the growth (bounded: one document in memory at a time,
  one batch of vectors per request in flight).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.qt_platform import add_argument, qpa_platform

os.environ["QT_QPA_PLATFORM"] = qpa_platform(sys.argv[1:])

from benchmarks import window_bench as bench

WORDS = [
    "budget",
    "approval",
    "travel",
    "holiday",
    "badge",
    "security",
    "kitchen",
    "espresso",
    "mileage",
    "hotel",
    "policy",
    "contract",
    "invoice",
    "supplier",
    "quarterly",
    "report",
    "planning",
    "roadmap",
    "customer",
    "support",
    "ticket",
    "release",
    "deadline",
    "meeting",
    "agenda",
    "minutes",
    "onboarding",
    "laptop",
    "password",
    "network",
    "printer",
]


def make_folder(folder: Path, count: int, paragraphs: int = 9) -> None:
    """``paragraphs`` a note: each becomes about one passage (~700 characters)."""
    from tests.support.documents import make

    for n in range(count):
        if n % 40 == 0:
            pages = [_paragraph(n * 7 + p, 900) for p in range(6)]
            (folder / f"report-{n:04d}.pdf").write_bytes(make.pdf(pages))
            continue
        text = "\n\n".join(_paragraph(n * 13 + p, 700) for p in range(paragraphs))
        (folder / f"note-{n:04d}.md").write_text(f"# Note {n}\n\n{text}\n", encoding="utf-8")


def _paragraph(seed: int, length: int) -> str:
    words: list[str] = []
    size = 0
    while size < length:
        word = WORDS[(seed * 31 + len(words) * 17) % len(WORDS)]
        words.append(word)
        size += len(word) + 1
    return " ".join(words).capitalize() + "."


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--files", type=int, default=400)
    parser.add_argument("--paragraphs", type=int, default=9, help="paragraphs a note")
    parser.add_argument(
        "--large", action="store_true", help="2,000 files of 50 paragraphs (~100,000 passages)"
    )
    add_argument(parser)
    args = parser.parse_args()
    if args.large:
        args.files, args.paragraphs = 2000, 50
    bench.print_machine()

    from app.kb.bases import add

    server, base_url = bench.start_server("tests.support.embeddings_server", stdin=True)
    scratch = Path(tempfile.mkdtemp(prefix="cometdesk-bench-kb-"))
    folder = scratch / "docs"
    folder.mkdir()
    made = time.perf_counter()
    make_folder(folder, args.files, args.paragraphs)
    print(f"{args.files:,} files made in {time.perf_counter() - made:.1f} s", flush=True)
    data = scratch / "data"
    data.mkdir()
    results: dict[str, object] = {}

    async def script(controller: Any) -> None:
        presenter = controller.knowledge.presenter
        presenter.open_window()
        await asyncio.to_thread(add, data, "bench", [folder], None)
        await presenter.refresh(select="bench")
        await bench.settle()
        before = bench.rss_mb()
        wall, lags = await bench.timed(presenter.view.index_button.click, presenter.jobFinished)
        result = presenter._last_result["bench"]
        results.update(
            read=result.read,
            embedded=result.embedded,
            failure=result.failure,
            wall=wall,
            lags=lags,
            before=before,
            after=bench.rss_mb(),
        )

    try:
        bench.run_app(data, base_url, script)
    finally:
        assert server.stdin is not None
        server.stdin.close()
        server.wait(timeout=10)
        shutil.rmtree(scratch, ignore_errors=True)  # the large base is ~0.5 GB

    if results.get("failure"):
        print(f"failed: {results['failure']}")
        return 1
    lags: list[float] = results["lags"]  # type: ignore[assignment]
    wall = float(results["wall"])  # type: ignore[arg-type]
    embedded = int(results["embedded"])  # type: ignore[call-overload]
    print(
        f"indexed {results['read']} files, {embedded:,} passages in {wall:.1f} s: "
        f"{embedded / wall:.0f} passages/s"
    )
    met = bench.print_heartbeat("while indexing", lags)
    before, after = float(results["before"]), float(results["after"])  # type: ignore[arg-type]
    print(f"RSS before Index {before:.1f} MB, after {after:.1f} MB ({after - before:+.1f} MB)")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
