"""Start-up to the first painted main window, against a bare PySide6 QMainWindow.

    python -m benchmarks.bench_startup [--platform xcb] [--runs 7]

Both run as fresh processes so interpreter start-up and imports count; the app opens a real
data dir holding 1,000 conversations. Prints medians, ranges and the ratio, and RSS once the
app is ready (conversations listed). Offscreen by default; ``--platform xcb`` draws on a real
X11 window (benchmarks.qt_platform). Targets: ≤ 1.8× the bare window's time to first paint
(≤ 2× and ≤ 3× before); ≤ 110 MB RSS (≤ 120 MB before).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from benchmarks.qt_platform import add_argument, qpa_platform

RUNS = 7
CONVERSATIONS = 1000
HANG_S = 60

BARE = """
import sys, time, json
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(json.dumps({"event": "first_paint"}), flush=True)
            QTimer.singleShot(0, app.quit)
        return False
f = F(); w.installEventFilter(f); w.show(); app.exec()
"""


def _time_to_line(
    cmd: list[str], env: dict[str, str], event: str, until: str | None = None
) -> tuple[float, dict[str, object]]:
    """Seconds until the process printed ``event``, and the last line it printed (which
    must be ``until``'s, when given)."""
    with tempfile.TemporaryFile("w+") as errors:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=errors, env=env, text=True)
        assert proc.stdout is not None
        first: float | None = None
        last: dict[str, object] = {}
        watchdog = threading.Timer(HANG_S, proc.kill)  # a start that never ends fails
        watchdog.start()
        try:
            for line in proc.stdout:
                data = json.loads(line)
                if data.get("event") == event and first is None:
                    first = time.perf_counter() - start
                last = data
            proc.wait(timeout=30)
        finally:
            watchdog.cancel()
        if first is None or (until is not None and last.get("event") != until):
            errors.seek(0)
            tail = errors.read()[-2000:]
            raise RuntimeError(f"{cmd} never reported {until or event}; stderr:\n{tail}")
    return first, last


def _make_data_dir(root: Path) -> None:
    from app.domain import MessageStatus, Params, TextPart
    from app.storage import DB_FILENAME, Repository, open_database

    conn, _report = open_database(root / DB_FILENAME)
    repo = Repository(conn)
    for i in range(CONVERSATIONS):
        conv = repo.create_conversation(
            f"Conversation {i}: notes on topic {i % 37}", Params(model="gpt-4o-mini")
        )
        repo.add_message(conv.id, "user", (TextPart(f"Question {i}?"),))
        repo.add_message(
            conv.id,
            "assistant",
            (TextPart(f"Answer {i}, with some **markdown**."),),
            model="gpt-4o-mini",
            status=MessageStatus.COMPLETE,
            finish_reason="stop",
        )
    conn.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=RUNS)
    add_argument(parser)
    args = parser.parse_args(argv)
    runs = args.runs
    qpa = qpa_platform(argv)
    env = {**os.environ, "QT_QPA_PLATFORM": qpa}
    # An installed app has its bytecode cached (pip compiles it, or the first start does).
    # This machine sets PYTHONDONTWRITEBYTECODE=1, which would make every start recompile
    # every module and measure the compiler, so the children may cache bytecode; one
    # warm-up run below fills the cache for both processes.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        _make_data_dir(data)
        app_env = {
            **env,
            "COMETDESK_DATA_DIR": str(data),
            "COMETDESK_API_KEY": "sk-bench-not-used",
            "COMETDESK_BASE_URL": "http://127.0.0.1:9/v1",
        }
        bare, app_paint, app_ready, rss = [], [], [], []
        _time_to_line([sys.executable, "-c", BARE], env, "first_paint")  # warm-up
        app_cmd = [sys.executable, "-m", "app", "--self-check"]
        _time_to_line(app_cmd, app_env, "first_paint", "ready")
        for _ in range(runs):
            bare.append(_time_to_line([sys.executable, "-c", BARE], env, "first_paint")[0])
            t, report = _time_to_line(app_cmd, app_env, "first_paint", "ready")
            app_paint.append(t)
            app_ready.append(float(report["ready_s"]))  # type: ignore[arg-type]
            rss.append(float(report["rss_mb"]))  # type: ignore[arg-type]
            assert report["conversations"] == CONVERSATIONS, report
    b, a = statistics.median(bare), statistics.median(app_paint)
    ms = 1000
    ratios = sorted(t / s for t, s in zip(app_paint, bare, strict=True))
    print(f"machine: {platform.platform()}, {os.cpu_count()} cores, ", end="")
    print(f"Python {platform.python_version()}")
    print(
        f"runs: {runs} after a warm-up, bytecode cached, {CONVERSATIONS} conversations, "
        f"Qt platform {qpa}"
    )
    print(f"bare QMainWindow first paint : median {b * ms:6.0f} ms {_range(bare)}")
    print(f"Comet Desk first paint       : median {a * ms:6.0f} ms {_range(app_paint)}")
    print(f"ratio app/bare               : {a / b:6.2f}x    (target <= 1.8x)")
    print(f"  ratio of each pair         : {ratios[0]:.2f}-{ratios[-1]:.2f}x")
    ready = statistics.median(app_ready) * ms
    print(f"Comet Desk ready (list shown): median {ready:6.0f} ms after app.main import")
    rss_mb = statistics.median(rss)
    print(
        f"RSS when ready               : median {rss_mb:6.1f} MB ({min(rss):.1f}-{max(rss):.1f})"
        " (target <= 110 MB)"
    )
    return 0


def _range(seconds: list[float]) -> str:
    return f"({min(seconds) * 1000:.0f}-{max(seconds) * 1000:.0f})"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
