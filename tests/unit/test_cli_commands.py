"""The command line's table: every name app/main.py hands over reaches its module, through
`cometdesk` and `python -m app` alike, and each command parses its own arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import COMMANDS
from app.cli.dispatch import commands
from app.main import run


@pytest.fixture(autouse=True)
def _umask_kept() -> Iterator[None]:
    """run() makes the process's umask private, as the app's own process wants: not this one's."""
    old = os.umask(0o022)
    os.umask(old)
    yield
    os.umask(old)


def test_the_names_main_hands_over_are_the_commands_dispatch_runs() -> None:
    assert tuple(commands()) == COMMANDS


# `sync` ends its process without the interpreter's teardown (app.main._leave_now): it is run
# as a person runs it, in a process of its own.
@pytest.mark.parametrize("name", [name for name in COMMANDS if name != "sync"])
def test_each_command_answers_help_from_the_entry_point(
    name: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("COMETDESK_DATA_DIR", str(tmp_path))
    assert run([name, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: cometdesk {name}")
    assert list(tmp_path.iterdir()) == []  # help touches no data


def test_python_dash_m_app_runs_a_command(tmp_path: Path) -> None:
    env = {**os.environ, "COMETDESK_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "app", "sync", "--help"],
        cwd=Path(__file__).parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: cometdesk sync")
    assert "snapshots" in done.stdout and "restore" in done.stdout


def test_a_mistake_is_said_by_the_command_it_belongs_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COMETDESK_DATA_DIR", str(tmp_path))
    assert run(["export", "--no-such-option"]) == 2
    assert "unrecognized arguments: --no-such-option" in capsys.readouterr().err
    assert run(["history", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: cometdesk history")
    assert "invalid choice: 'nonsense'" in err
