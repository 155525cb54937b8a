"""How the indexing child is started: ``python -m app.kb.index_worker`` from source, and the
app's own hidden ``--kb-index-worker`` argument when frozen (a PyInstaller bundle's
``sys.executable`` is the app, where ``-m`` would open a second window). The real processes
run against a loopback /v1/embeddings."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app.kb import bases
from app.kb.index_process import EndpointSpec, ProcessJob, worker_command
from app.kb.store import KnowledgeStore
from tests.support.embeddings_server import EmbeddingsServer


def _notes(root: Path, count: int = 5) -> Path:
    root.mkdir(parents=True)
    for n in range(count):
        (root / f"note{n}.md").write_text(f"Note {n} about topic{n}.\n", encoding="utf-8")
    return root


def test_from_source_the_child_is_python_running_the_worker_module(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert worker_command() == [sys.executable, "-m", "app.kb.index_worker"]


def test_frozen_the_child_is_the_app_with_the_hidden_worker_argument(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/cometdesk/cometdesk")
    assert worker_command() == ["/opt/cometdesk/cometdesk", "--kb-index-worker"]


def test_the_app_entry_with_the_hidden_argument_runs_one_indexing_run(tmp_path: Path) -> None:
    data = tmp_path / "data"
    bases.add(data, "notes", [_notes(tmp_path / "docs")], None)
    with EmbeddingsServer(key="sk-entry") as server:
        order = {
            "data_dir": str(data),
            "name": "notes",
            "endpoint": {"base_url": server.base_url, "api_key": "sk-entry"},
            "embed": True,
            "paths": None,
            "reindex": False,
        }
        proc = subprocess.run(
            [sys.executable, "-m", "app", "--kb-index-worker"],
            input=json.dumps(order) + "\n",
            capture_output=True,
            text=True,
            timeout=120,
            cwd=tmp_path,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert any("progress" in line for line in lines)
    result = lines[-1]["result"]
    assert (result["read"], result["embedded"], result["failure"]) == (5, 5, None)
    assert "sk-entry" not in proc.stdout + proc.stderr  # the key came in on stdin only
    with KnowledgeStore.open(data, "notes") as store:
        assert store.dimension  # vectors were stored by the child


def test_a_frozen_app_indexes_through_its_own_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ProcessJob as the bundle runs it: ``sys.executable`` is the app (here a stand-in
    that starts the app's entry from source, as the bundle's launcher does)."""
    app_binary = tmp_path / "cometdesk"
    app_binary.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m app "$@"\n', encoding="utf-8")
    app_binary.chmod(app_binary.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app_binary))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    data = tmp_path / "data"
    bases.add(data, "notes", [_notes(tmp_path / "docs", 12)], None)
    seen: list[tuple[str, int, int]] = []
    with EmbeddingsServer() as server:
        job = ProcessJob(
            data,
            "notes",
            EndpointSpec(server.base_url, None),
            lambda phase, done, total: seen.append((phase, done, total)),
        )
        result = job.run()
    assert (result.read, result.embedded, result.failure) == (12, 12, None)
    assert ("reading", 12, 12) in seen
