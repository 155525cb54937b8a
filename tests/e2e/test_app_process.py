"""The real app as a user starts it: a separate process, offscreen."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from app import __version__
from tests.support.app_log import wait_for_log_line
from tests.support.fake_server import FakeOpenAIServer

ROOT = Path(__file__).resolve().parents[2]


def _env(data_dir: Path, server: FakeOpenAIServer, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        COMETDESK_DATA_DIR=str(data_dir),
        COMETDESK_BASE_URL=server.base_url,
        COMETDESK_API_KEY="sk-e2e-process-123456",
        **extra,
    )
    return env


def test_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "app", "--version"],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=ROOT,
        check=True,
    )
    assert out.stdout.strip() == f"cometdesk {__version__}"


def test_self_check_opens_window_and_exits(data_dir: Path, fake_server: FakeOpenAIServer) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "app", "--self-check"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=_env(data_dir, fake_server),
    )
    assert proc.returncode == 0, proc.stderr
    events = [json.loads(line) for line in proc.stdout.splitlines()]
    ready = events[-1]
    assert ready["event"] == "ready"
    assert ready["first_paint_s"] > 0 and ready["rss_mb"] > 0
    assert ready["conversations"] == 0
    assert (data_dir / "cometdesk.sqlite3").exists()


def test_sigterm_closes_cleanly(data_dir: Path, fake_server: FakeOpenAIServer) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "app"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=_env(data_dir, fake_server),
    )
    try:
        # A key from the environment: no dialog, straight to the model list (asked for with
        # the catalog, in either order).
        fake_server.wait_for_path("/v1/models", timeout=20)
        wait_for_log_line(data_dir, "warmed up", proc)  # start-up has finished
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "Traceback" not in err


def test_second_instance_on_same_data_dir_defers_to_the_first(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    env = _env(data_dir, fake_server)
    first = subprocess.Popen(
        [sys.executable, "-m", "app"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
        env=env,
    )
    try:
        fake_server.wait_for_requests(1, timeout=20)
        second = subprocess.run(
            [sys.executable, "-m", "app"],
            capture_output=True,
            text=True,
            timeout=30,
            cwd=ROOT,
            env=env,
        )
        assert second.returncode == 0
        assert "already running" in second.stdout
        assert first.poll() is None  # the first one is untouched
    finally:
        first.terminate()
        first.wait(timeout=20)
    assert first.returncode == 0
