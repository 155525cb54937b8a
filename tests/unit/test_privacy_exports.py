"""Exports are the user's alone (0600) whoever calls the writer and whatever the umask, and
appear only when complete."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import Params, TextPart
from app.storage import BlobStore, NotFoundError, Repository, export_to_file, open_database


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    conv = repository.create_conversation("private", Params())
    repository.add_message(conv.id, "user", [TextPart("my own words")])
    old = os.umask(0o022)
    yield repository
    os.umask(old)
    repository.close()


@pytest.mark.parametrize("fmt", ["json", "markdown"])
def test_export_file_is_0600_under_a_permissive_umask(
    repo: Repository, tmp_path: Path, fmt: str
) -> None:
    target = tmp_path / f"out.{fmt}"
    assert export_to_file(repo, BlobStore(tmp_path / "blobs"), target, fmt) == 1  # type: ignore[arg-type]
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    text = target.read_text(encoding="utf-8")
    assert "my own words" in (text if fmt == "markdown" else json.dumps(json.loads(text)))


def test_a_failed_export_leaves_no_file(repo: Repository, tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    with pytest.raises(NotFoundError):
        export_to_file(repo, BlobStore(tmp_path / "blobs"), target, "json", [999])
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(("out", ".out"))) == []
