"""Start-up to the first painted main window, against a bare PySide6 QMainWindow.

Both run as fresh processes (offscreen) so interpreter start-up and imports count; the app
opens a real data dir holding 1,000 conversations. Prints medians and the ratio, and RSS
once the app is ready (conversations listed). Targets: ≤ 2× the bare window's time to first
paint (≤ 3× before the chat surface was rebuilt); ≤ 120 MB RSS.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7
CONVERSATIONS = 1000

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
    cmd: list[str], env: dict[str, str], event: str
) -> tuple[float, dict[str, object]]:
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True
    )
    assert proc.stdout is not None
    first: float | None = None
    last: dict[str, object] = {}
    for line in proc.stdout:
        data = json.loads(line)
        if data.get("event") == event and first is None:
            first = time.perf_counter() - start
        last = data
    proc.wait(timeout=30)
    if first is None:
        raise RuntimeError(f"{cmd} never reported {event}")
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


def main() -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
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
        _time_to_line([sys.executable, "-m", "app", "--self-check"], app_env, "first_paint")
        for _ in range(RUNS):
            bare.append(_time_to_line([sys.executable, "-c", BARE], env, "first_paint")[0])
            t, report = _time_to_line(
                [sys.executable, "-m", "app", "--self-check"], app_env, "first_paint"
            )
            app_paint.append(t)
            app_ready.append(float(report["ready_s"]))  # type: ignore[arg-type]
            rss.append(float(report["rss_mb"]))  # type: ignore[arg-type]
            assert report["conversations"] == CONVERSATIONS, report
    b, a = statistics.median(bare), statistics.median(app_paint)
    ms = 1000
    print(f"machine: {platform.platform()}, {os.cpu_count()} cores, ", end="")
    print(f"Python {platform.python_version()}")
    print(
        f"runs: {RUNS} after a warm-up, bytecode cached, {CONVERSATIONS} conversations, offscreen"
    )
    print(f"bare QMainWindow first paint : median {b * ms:6.0f} ms (min {min(bare) * ms:.0f})")
    print(f"Comet Desk first paint       : median {a * ms:6.0f} ms (min {min(app_paint) * ms:.0f})")
    print(f"ratio app/bare               : {a / b:6.2f}x    (target <= 2x)")
    ready = statistics.median(app_ready) * ms
    print(f"Comet Desk ready (list shown): median {ready:6.0f} ms after app.main import")
    rss_mb = statistics.median(rss)
    print(f"RSS when ready               : median {rss_mb:6.1f} MB (target <= 120 MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
