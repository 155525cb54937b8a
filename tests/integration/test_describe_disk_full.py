"""`cometdesk describe` when the output's disk is full: a real tiny tmpfs filled to the last
byte. The command says so in one sentence (where, and what to do), stops at the first row it
cannot keep, and once space is freed the same command goes on without paying twice for an
image already described."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.integration.test_describe_cli import (
    chats,
    cli,
    environment,
    one_line,
    png,
    read_rows,
)
from tests.support.db_fixtures.fault_mounts import MountUnavailable, fill, tmpfs
from tests.support.fake_server import FakeOpenAIServer


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """A 2 MB tmpfs (needs root or CAP_SYS_ADMIN)."""
    try:
        with tmpfs(tmp_path / "disk", size="2m") as mounted:
            yield mounted
    except MountUnavailable as err:
        pytest.skip(f"cannot mount a tmpfs here: {err}")


def _images(folder: Path, count: int) -> list[Path]:
    return [png(folder / f"{i:02}.png", "red") for i in range(count)]


def test_a_full_output_disk_is_one_sentence_and_the_rerun_goes_on(
    disk: Path, tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    _images(tmp_path / "album", 3)
    out = disk / "alt.jsonl"
    env = environment(fake_server, tmp_path / "data")  # the server echoes: no script
    filler = fill(disk)

    full = cli([str(tmp_path / "album"), "-o", str(out)], env)
    assert full.returncode == 1, full.stderr
    sentence = one_line(full.stderr)
    assert "the disk is full" in sentence and "run the command again" in sentence, sentence
    assert str(out) in sentence  # where: the person knows what to free
    asked = len(chats(fake_server))
    assert asked == 1  # it stopped at the first row it could not keep, not once per image
    kept = [r for r in read_rows(out) if r["status"] == "ok"] if out.exists() else []

    filler.unlink()
    again = cli([str(tmp_path / "album"), "-o", str(out)], env)
    assert again.returncode == 0, again.stderr
    rows = read_rows(out)
    assert [r["status"] for r in rows] == ["ok", "ok", "ok"]
    assert len(chats(fake_server)) == asked + 3 - len(kept)  # kept rows are not paid twice
