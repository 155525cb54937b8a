"""`cometdesk new|quick|capture` (the desktop entry's actions, or a key bound in the
desktop's settings): handed to the running Comet Desk through its single-instance channel,
or, when none runs, the app starts and does it once ready. Real processes, offscreen."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.e2e.test_privacy import (
    ROOT,
    _app,
    _env,
    _login_umask,
    _socket_path,
    _wait,
    runtime,  # noqa: F401  (a fixture)
)


def _log(data: Path) -> str:
    path = data / "logs" / "cometdesk.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_each_command_goes_to_the_running_instance(
    tmp_path: Path,
    fake_server: Any,
    runtime: Path,  # noqa: F811
) -> None:
    data = tmp_path / "data"
    env = _env(data, fake_server.base_url, XDG_RUNTIME_DIR=str(runtime))
    first = subprocess.Popen(
        [sys.executable, "-m", "app"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_login_umask,
    )
    try:
        path = _socket_path(data, runtime)
        _wait("the first instance listening", path.exists, first, timeout=30)
        said = {
            "quick": "it opened the quick window",
            "new": "it opened a new chat",
            "capture": "it is capturing a region of the screen",
        }
        for command, sentence in said.items():
            second = _app([command], env, timeout=30)
            assert second.returncode == 0, second.stderr
            assert sentence in second.stdout
            _wait(
                f"the first instance doing {command}",
                lambda c=command: f"asked for: {c}" in _log(data),
                first,
                timeout=20,
            )
    finally:
        first.send_signal(signal.SIGTERM)
        first.communicate(timeout=20)
    assert first.returncode == 0


def test_a_command_with_nothing_running_starts_the_app_and_does_it(
    tmp_path: Path,
    fake_server: Any,
    runtime: Path,  # noqa: F811
) -> None:
    data = tmp_path / "data"
    env = _env(data, fake_server.base_url, XDG_RUNTIME_DIR=str(runtime))
    app = subprocess.Popen(
        [sys.executable, "-m", "app", "quick"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_login_umask,
    )
    try:
        _wait("the quick window asked for", lambda: "asked for: quick" in _log(data), app, 30)
    finally:
        app.send_signal(signal.SIGTERM)
        app.communicate(timeout=20)
    assert app.returncode == 0


def test_an_unknown_command_is_one_sentence_and_exit_2(tmp_path: Path, fake_server: Any) -> None:
    env = _env(tmp_path / "data", fake_server.base_url)
    run = _app(["dance"], env, timeout=30)
    assert run.returncode == 2
    assert "invalid choice: 'dance'" in run.stderr
    assert "Traceback" not in run.stderr
