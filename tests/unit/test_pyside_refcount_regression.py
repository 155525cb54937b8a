"""PySide6 6.12.0 on CPython 3.11 drops a reference to None on every void Qt call and to True
on every Signal.emit(); after ~5,000 calls the process dies with 'none_dealloc'.
This runs well past that in a subprocess so a future upgrade cannot bring it back unseen."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
import sys
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QLabel

class Emitter(QObject):
    fired = Signal(bool)

app = QApplication([])
label = QLabel()
emitter = Emitter()
seen = []
emitter.fired.connect(seen.append)
none_before = sys.getrefcount(None)
for i in range(10_000):
    label.setText(str(i))   # a Qt method returning nothing
    label.setEnabled(True)
    emitter.fired.emit(True)
assert len(seen) == 10_000
print("ok", none_before - sys.getrefcount(None))
"""


def test_void_calls_and_emits_do_not_corrupt_refcounts() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, f"rc={result.returncode}\n{result.stderr[-2000:]}"
    status, leaked = result.stdout.split()
    assert status == "ok"
    # On a healthy build the count of None does not fall by thousands.
    assert int(leaked) < 1000
