"""`cometdesk sync` between two machines (two data folders) through a synced folder:
conversations and their messages arrive, concurrent additions both survive, metadata has
one winner both agree on, a trash travels, and nothing readable or secret leaks."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.domain import ImagePart, Params, TextPart
from app.services.sync_round import RoundSummary, sync_round
from app.storage import BLOBS_DIRNAME, DB_FILENAME, BlobStore, Repository, open_database
from app.sync import RemoteConfig
from app.sync.local_state import STATE_FILENAME, LocalState
from tests.integration.sync.conftest import PASSPHRASE, STORAGE_PASSWORD

ROOT = Path(__file__).resolve().parents[3]
TITLE = "Zanzibar lighthouse budget 2031"
QUESTION = "How many flamingos did Oleander count this quarter?"
IMAGE = b"\x89PNG\r\n\x1a\nnot really a png, bytes are bytes"


def repo_of(data_dir: Path) -> Repository:
    conn, _ = open_database(data_dir / DB_FILENAME)
    return Repository(conn)


def seed(data_dir: Path, title: str = TITLE) -> int:
    repo = repo_of(data_dir)
    try:
        blob = BlobStore(data_dir / BLOBS_DIRNAME).put(IMAGE, "image/png")
        conv, _ = repo.start_conversation(
            title, Params(model="m1"), [TextPart(QUESTION), ImagePart(blob, "image/png", 1, 1)]
        )
        repo.add_message(conv.id, "assistant", [TextPart("Forty-two.")], model="m1")
        return conv.id
    finally:
        repo.close()


def texts(data_dir: Path, title: str | None = None, *, trashed: bool = False) -> set[str]:
    """Every message text of the (only, or titled) conversation on that machine."""
    repo = repo_of(data_dir)
    try:
        convs = repo.list_deleted_conversations() if trashed else repo.list_conversations()
        conv = next(c for c in convs if title is None or c.title == title)
        parts = [p for m in repo.list_all_messages(conv.id) for p in m.parts]
        return {p.text for p in parts if isinstance(p, TextPart)}
    finally:
        repo.close()


def titles(data_dir: Path) -> list[str]:
    repo = repo_of(data_dir)
    try:
        return sorted(c.title for c in repo.list_conversations())
    finally:
        repo.close()


def sync(data_dir: Path, folder: Path, passphrase: str = PASSPHRASE) -> RoundSummary:
    config = RemoteConfig.parse(["folder", str(folder)])
    return asyncio.run(sync_round(data_dir, config, None, passphrase))


def cli(args: list[str], data_dir: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_SYNC_")} | {
        "COMETDESK_DATA_DIR": str(data_dir),
        **env,
    }
    return subprocess.run(
        [sys.executable, "-m", "app", "sync", *args],
        cwd=ROOT,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


def every_file(*roots: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for root in roots for p in root.rglob("*") if p.is_file()}


@pytest.fixture
def machines(tmp_path: Path) -> tuple[Path, Path, Path]:
    return tmp_path / "machine-a", tmp_path / "machine-b", tmp_path / "synced-folder"


def test_the_cli_brings_a_machines_history_to_an_empty_one(
    machines: tuple[Path, Path, Path],
) -> None:
    a, b, folder = machines
    seed(a)
    env = {"COMETDESK_SYNC_PASSPHRASE": PASSPHRASE, "COMETDESK_SYNC_SECRET": STORAGE_PASSWORD}
    for data_dir in (a, b):
        done = cli(["setup", "folder", str(folder)], data_dir)
        assert done.returncode == 0, done.stderr
    status = cli(["status"], a)
    assert "Pending local changes: 1 conversation(s)" in status.stdout
    assert "Last round: never" in status.stdout

    sent = cli(["now"], a, **env)
    assert sent.returncode == 0, sent.stderr
    assert sent.stdout.strip() == "Sent 1 conversation, received 0 (0 new messages merged)."
    got = cli(["now"], b, **env)
    assert got.returncode == 0, got.stderr
    assert got.stdout.strip() == (
        "Sent 0 conversations, received 1 (1 new conversation, 2 new messages merged)."
    )

    assert titles(b) == [TITLE]
    assert texts(b) == {QUESTION, "Forty-two."}
    repo = repo_of(b)
    try:
        conv = repo.list_conversations()[0]
        first, reply = repo.list_messages(conv.id)
        assert reply.parent_id == first.id and reply.model == "m1"
        image = first.parts[1]
        assert isinstance(image, ImagePart)
        assert BlobStore(b / BLOBS_DIRNAME).get(image.blob) == IMAGE
    finally:
        repo.close()
    # Nothing new on either side: a second round sends nothing back.
    again = cli(["now"], a, **env)
    assert again.stdout.strip() == "Sent 0 conversations, received 0 (0 new messages merged)."
    status = cli(["status"], b)
    assert "Pending local changes: 0 conversation(s)" in status.stdout
    assert "Last error: none" in status.stdout

    for data_dir in (a, b):
        assert (data_dir / STATE_FILENAME).stat().st_mode & 0o777 == 0o600
    # Nothing readable on the storage; no secret anywhere on either machine.
    for path, data in every_file(folder).items():
        assert TITLE.encode() not in data and QUESTION.encode() not in data, path
    for path, data in every_file(a, b).items():
        assert PASSPHRASE.encode() not in data, path
        assert STORAGE_PASSWORD.encode() not in data, path


@pytest.mark.parametrize("a_first", [True, False], ids=["a-first", "b-first"])
def test_messages_added_on_both_machines_both_survive(
    machines: tuple[Path, Path, Path], a_first: bool
) -> None:
    a, b, folder = machines
    seed(a)
    sync(a, folder)
    sync(b, folder)
    for data_dir, text in ((a, "from A"), (b, "from B")):
        repo = repo_of(data_dir)
        cid = repo.list_conversations()[0].id
        repo.add_message(cid, "user", [TextPart(text)])
        repo.close()
    order = [a, b, a] if a_first else [b, a, b]
    summaries = [sync(m, folder) for m in order]
    assert summaries[1].new_messages == 1 and summaries[2].new_messages == 1
    expected = {QUESTION, "Forty-two.", "from A", "from B"}
    assert texts(a) == texts(b) == expected
    # Converged: neither has anything left to send.
    assert sync(a, folder).sent == 0 and sync(b, folder).sent == 0


def test_a_conversation_renamed_on_both_has_one_title_on_both(
    machines: tuple[Path, Path, Path],
) -> None:
    a, b, folder = machines
    seed(a)
    sync(a, folder)
    sync(b, folder)
    for data_dir, title in ((a, "Renamed on A"), (b, "Renamed on B")):
        repo = repo_of(data_dir)
        repo.rename_conversation(repo.list_conversations()[0].id, title)
        repo.close()
    sync(a, folder)
    sync(b, folder)
    sync(a, folder)
    assert titles(a) == titles(b)
    assert titles(a)[0] in ("Renamed on A", "Renamed on B")


def test_a_trash_on_one_machine_and_a_message_on_the_other(
    machines: tuple[Path, Path, Path],
) -> None:
    a, b, folder = machines
    seed(a)
    sync(a, folder)
    sync(b, folder)
    repo = repo_of(a)
    repo.delete_conversation(repo.list_conversations()[0].id)
    repo.close()
    repo = repo_of(b)
    repo.add_message(repo.list_conversations()[0].id, "user", [TextPart("still here?")])
    repo.close()
    sync(a, folder)
    sync(b, folder)
    sync(a, folder)
    assert titles(a) == titles(b) == []  # in the trash on both, as a deletion here would
    expected = {QUESTION, "Forty-two.", "still here?"}
    assert texts(a, trashed=True) == texts(b, trashed=True) == expected


def test_applying_the_same_batches_again_changes_nothing(
    machines: tuple[Path, Path, Path],
) -> None:
    a, b, folder = machines
    seed(a)
    sync(a, folder)
    sync(b, folder)
    before = texts(b)
    state = LocalState.open(b)
    state.set_cursors(dict.fromkeys(state.cursors(), 0))  # read everything again
    state.close()
    again = sync(b, folder)
    assert again.received == 1 and again.new_messages == 0 and again.new_conversations == 0
    assert titles(b) == [TITLE] and texts(b) == before
    assert sync(b, folder).sent == 0


def test_a_wrong_passphrase_changes_nothing_here_or_there(
    machines: tuple[Path, Path, Path],
) -> None:
    a, b, folder = machines
    seed(a)
    sync(a, folder)
    seed(b, "B's own chat")
    assert cli(["setup", "folder", str(folder)], b).returncode == 0
    remote_before = every_file(folder)
    done = cli(["now"], b, COMETDESK_SYNC_PASSPHRASE="not the passphrase")
    assert done.returncode == 2
    assert one_line(done.stderr) == (
        "cometdesk: error: The sync passphrase is wrong: nothing was changed."
    )
    assert every_file(folder) == remote_before
    assert titles(b) == ["B's own chat"]
    status = cli(["status"], b)
    assert "Last error: The sync passphrase is wrong" in status.stdout


def test_sync_now_without_setup_or_passphrase_says_so(tmp_path: Path) -> None:
    done = cli(["now"], tmp_path / "fresh", COMETDESK_SYNC_PASSPHRASE=PASSPHRASE)
    assert done.returncode == 2
    assert "Sync is not set up" in one_line(done.stderr)
    assert cli(["setup", "folder", str(tmp_path / "f")], tmp_path / "fresh").returncode == 0
    done = cli(["now"], tmp_path / "fresh")
    assert done.returncode == 2
    assert "No sync passphrase given" in one_line(done.stderr)
    bad = cli(["setup", "webdav", "not-a-url"], tmp_path / "fresh")
    assert bad.returncode == 2 and "WebDAV" in one_line(bad.stderr)
