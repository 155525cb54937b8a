"""app.api's public surface, and the line around Qt: it must import without PySide6."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import app.api as api

ROOT = Path(__file__).resolve().parents[2]


def test_all_names_exist_and_are_unique() -> None:
    for name in api.__all__:
        assert hasattr(api, name), name
    assert len(api.__all__) == len(set(api.__all__))


def test_imports_without_qt() -> None:
    # A None entry in sys.modules makes "import PySide6" (and qasync's import of it) fail.
    code = (
        "import sys\n"
        "sys.modules['PySide6'] = None\n"
        "sys.modules['qasync'] = None\n"
        "import app.api, app.api.client, app.api.stream_decoder\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
