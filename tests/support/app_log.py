"""Waiting on what a running app process writes to its log, as a person would wait on the
window: until the line is there, never for a fixed time."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path


def wait_for_log_line(
    data_dir: Path, text: str, proc: subprocess.Popen[str], timeout: float = 30.0
) -> None:
    """Wait until the app's log (in ``data_dir``) has a line containing ``text``; fail with
    what the process printed if it exits or the line does not come."""
    log = data_dir / "logs" / "cometdesk.log"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if log.exists() and text in log.read_text("utf-8", errors="replace"):
            return
        if proc.poll() is not None:
            break
        time.sleep(0.05)
    if proc.poll() is None:
        proc.kill()
    out, err = proc.communicate(timeout=10)
    raise AssertionError(f"the app never logged {text!r}\nstdout:\n{out}\nstderr:\n{err}")
