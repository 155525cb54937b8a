"""The data folder is usable or says why not, and what the app keeps there is the user's
alone (folders 0700, files 0600) even under a permissive umask, when used as a library.
A wider folder from an older version is tightened once; a folder the user chose keeps its
own mode while the app's entries in it are tightened."""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import config
from app.data_folder import data_folder_problem, secure_data_folder
from app.domain import ImagePart, Params, TextPart
from app.storage import BlobStore, Repository, open_database
from app.storage.database import backups_of
from tests.support.db_fixtures import build_database
from tests.support.db_fixtures.fault_mounts import MountUnavailable, read_only_bind


def mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


@pytest.fixture(autouse=True)
def permissive_umask() -> Iterator[None]:
    """As a library caller (or a test) would have it: 0755 folders and 0644 files."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_missing_folder_is_created_private_with_its_parents(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "deeper" / "data"
    assert data_folder_problem(folder) is None
    for level in (tmp_path / "new", tmp_path / "new" / "deeper", folder):
        assert mode(level) == 0o700, level
    assert list(folder.iterdir()) == []  # the write test left nothing behind


def test_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    assert data_folder_problem(blocker) == (
        f"Comet Desk cannot write to its data folder {blocker}: Not a directory."
    )
    below = blocker / "inside"
    assert data_folder_problem(below) == (
        f"Comet Desk cannot write to its data folder {below}: Not a directory."
    )


def test_a_read_only_folder(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    try:
        with read_only_bind(source, tmp_path / "ro") as read_only:
            problem = data_folder_problem(read_only)
            missing = data_folder_problem(read_only / "cometdesk")
    except MountUnavailable as err:
        pytest.skip(f"cannot make a read-only bind mount here: {err}")
    assert problem == (
        f"Comet Desk cannot write to its data folder {tmp_path / 'ro'}: Read-only file system."
    )
    assert missing is not None and "Read-only file system" in missing


def test_storage_files_are_private_under_a_permissive_umask(tmp_path: Path) -> None:
    data = tmp_path / "data"
    # An old-schema file, so opening it takes a backup too.
    data.mkdir(mode=0o700)
    build_database("v1_sample.sql", data / "cometdesk.sqlite3").chmod(0o600)
    conn, report = open_database(data / "cometdesk.sqlite3")
    repo = Repository(conn)
    blobs = BlobStore(data / "blobs")
    digest = blobs.put(b"\x89PNG fake bytes for the store", "image/png")
    conv = repo.create_conversation("t", Params())
    repo.add_message(conv.id, "user", [TextPart("hi"), ImagePart(digest, "image/png")])
    config.save_settings(data, config.Settings())
    assert report.backup is not None
    written = sorted(p for p in data.rglob("*"))
    names = {p.name for p in written}
    assert {"cometdesk.sqlite3", "cometdesk.sqlite3-wal", "cometdesk.sqlite3-shm"} <= names
    assert backups_of(data / "cometdesk.sqlite3") == [report.backup]
    for path in written:
        assert mode(path) == (0o700 if path.is_dir() else 0o600), path
    repo.close()


def test_a_fresh_database_and_its_wal_are_private(tmp_path: Path) -> None:
    conn, _ = open_database(tmp_path / "data" / "cometdesk.sqlite3")
    Repository(conn).create_conversation("t", Params())
    for name in ("cometdesk.sqlite3", "cometdesk.sqlite3-wal", "cometdesk.sqlite3-shm"):
        assert mode(tmp_path / "data" / name) == 0o600, name
    assert mode(tmp_path / "data") == 0o700
    conn.close()


def _old_wide_folder(root: Path) -> Path:
    """What an older Comet Desk left: everything readable by every account."""
    root.mkdir(mode=0o755)
    (root / "cometdesk.sqlite3").write_bytes(b"db")
    (root / "cometdesk.sqlite3-wal").write_bytes(b"wal")
    blob = root / "blobs" / "ab" / "cd" / ("abcd" + "0" * 60)
    blob.parent.mkdir(parents=True)
    blob.write_bytes(b"photo")
    (root / "logs").mkdir()
    (root / "logs" / "cometdesk.log").write_text("log", encoding="utf-8")
    (root / "cache").mkdir()
    (root / "cache" / "catalog.json").write_text("{}", encoding="utf-8")
    (root / "settings.json").write_text("{}", encoding="utf-8")
    for path in [root, *root.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    return root


def test_the_default_folder_is_tightened_once_with_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = _old_wide_folder(tmp_path / "cometdesk")
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("not ours", encoding="utf-8")
    outside.chmod(0o644)
    (root / "blobs" / "link").symlink_to(outside)
    caplog.set_level(logging.INFO, logger="app.data_folder")
    assert secure_data_folder(root, chosen=False) == []
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        assert mode(path) == (0o700 if path.is_dir() else 0o600), path
    assert mode(outside) == 0o644  # a link out of the folder is not followed
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "was readable by other accounts" in lines[0]
    assert "made 12 entries private" in lines[0]
    caplog.clear()
    assert secure_data_folder(root, chosen=False) == []
    assert caplog.records == []  # once: the next start finds nothing to do


def test_a_chosen_folder_keeps_its_mode_but_our_entries_are_tightened(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = _old_wide_folder(tmp_path / "shared")
    (root / "notes.txt").write_text("the user's own file", encoding="utf-8")
    (root / "notes.txt").chmod(0o644)
    caplog.set_level(logging.INFO, logger="app.data_folder")
    assert secure_data_folder(root, chosen=True) == []
    assert mode(root) == 0o755 and mode(root / "notes.txt") == 0o644
    for path in root.rglob("*"):
        if path.name != "notes.txt":
            assert mode(path) == (0o700 if path.is_dir() else 0o600), path
    assert "keeps the mode you gave it" in caplog.text
