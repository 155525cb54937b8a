"""A test process that pasted an image ends cleanly: tests/support/qt_exit.py lets go of Qt
before Python exits. Without it PySide crashes in Qt's exit handlers (SIGSEGV); the second
test shows that crash still happens, so the day a PySide release fixes it this test says the
workaround can go."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PASTE = """
import sys
from PySide6.QtCore import QMimeData
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
mime = QMimeData()
mime.setData("image/png", b"not really a png")
QGuiApplication.clipboard().setMimeData(mime)
if "let-go" in sys.argv:
    from tests.support.qt_exit import let_go_of_qt
    let_go_of_qt()
"""


def _no_core_file() -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # the crash leaves no core file behind


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", PASTE, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=_no_core_file,
    )


def test_a_process_that_lets_go_of_qt_exits_cleanly() -> None:
    result = _run("let-go")
    assert result.returncode == 0, result.stderr


def test_without_letting_go_pyside_still_crashes_at_exit() -> None:
    assert _run().returncode == -signal.SIGSEGV
