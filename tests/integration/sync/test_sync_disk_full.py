"""`cometdesk sync now` when a disk fills: this machine's (the data folder, where merged
conversations are written) or the synced folder's. Real tiny tmpfs mounts filled to the last
byte: one sentence and a non-zero exit, nothing half-merged, and once space is freed the
next round brings everything."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.integration.sync.conftest import PASSPHRASE
from tests.integration.sync.test_sync_round import (
    BIG_IMAGE,
    TITLE,
    add_text,
    cli,
    images,
    message_counts,
    one_line,
    seed,
)
from tests.support.db_fixtures.fault_mounts import MountUnavailable, fill, tmpfs

ENV = {"COMETDESK_SYNC_PASSPHRASE": PASSPHRASE}


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """A 16 MB tmpfs (needs root or CAP_SYS_ADMIN)."""
    try:
        with tmpfs(tmp_path / "disk", size="16m") as mounted:
            yield mounted
    except MountUnavailable as err:
        pytest.skip(f"cannot mount a tmpfs here: {err}")


def _set_up(data_dir: Path, folder: Path) -> None:
    done = cli(["setup", "folder", str(folder)], data_dir)
    assert done.returncode == 0, done.stderr


def test_a_full_disk_here_stops_the_round_and_the_next_one_brings_all(
    tmp_path: Path, disk: Path
) -> None:
    a, b, folder = tmp_path / "machine-a", disk / "machine-b", tmp_path / "synced-folder"
    seed(a)
    add_text(a, "one more, with a picture", image=BIG_IMAGE)
    for data_dir in (a, b):
        _set_up(data_dir, folder)
    assert cli(["now"], a, **ENV).returncode == 0
    filler = fill(disk)

    full = cli(["now"], b, **ENV)
    assert full.returncode != 0
    sentence = one_line(full.stderr)
    assert "disk is full" in sentence.lower() or "no space" in sentence.lower(), sentence
    filler.unlink()
    assert message_counts(b) in ({}, {TITLE: 3})  # a conversation comes whole or not at all

    again = cli(["now"], b, **ENV)
    assert again.returncode == 0, again.stderr
    assert message_counts(b) == message_counts(a) == {TITLE: 3}
    assert images(b) == images(a)


def test_a_full_synced_folder_stops_the_round_and_loses_nothing(tmp_path: Path, disk: Path) -> None:
    a, folder = tmp_path / "machine-a", disk / "synced-folder"
    seed(a)
    _set_up(a, folder)
    assert cli(["now"], a, **ENV).returncode == 0
    add_text(a, "one more, with a picture", image=BIG_IMAGE)
    filler = fill(disk)

    full = cli(["now"], a, **ENV)
    assert full.returncode != 0
    sentence = one_line(full.stderr)
    assert "full" in sentence.lower(), sentence
    status = cli(["status"], a)
    assert "Pending local changes: 1 conversation(s)" in status.stdout

    filler.unlink()
    again = cli(["now"], a, **ENV)
    assert again.returncode == 0, again.stderr
    assert "Sent 1 conversation" in again.stdout
    b = tmp_path / "machine-b"
    _set_up(b, folder)
    assert cli(["now"], b, **ENV).returncode == 0
    assert message_counts(b) == {TITLE: 3}
    shutil.rmtree(b)
