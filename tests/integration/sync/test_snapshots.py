"""Snapshots of a data folder on real storage (a folder; WebDAV over WsgiDAV): written and
read back, kept N per machine, listed, restored into a new folder or merged into one, and
refused or failed with one sentence when they must be, leaving the target as it was."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.config import SETTINGS_FILENAME
from app.domain import ImagePart, Params, TextPart
from app.services.snapshots import (
    Progress,
    RestoreSummary,
    SnapshotInfo,
    TargetNotEmpty,
    list_snapshots,
    make_snapshot,
    restore_snapshot,
)
from app.storage import (
    BLOBS_DIRNAME,
    DB_FILENAME,
    BlobStore,
    Repository,
    open_database,
    own_history,
)
from app.sync import RemoteConfig, WrongPassphrase
from app.sync.local_state import STATE_FILENAME
from app.sync.snapshots import CHUNK_SIZE, SNAPSHOTS, SnapshotError, UnknownSnapshot
from tests.integration.sync.servers import DavServer

ROOT = Path(__file__).resolve().parents[3]
PASSPHRASE = "snapshot passphrase: seven blue umbrellas"
DAV_USER = "bob"
DAV_PASSWORD = "dav-pw-Snap!9#xQ"
TITLE = "Quetzalcoatl orchard ledger 2029"
OTHER_TITLE = "Marzipan submarine itinerary"
QUESTION = "Which heron nested under the Vltava bridge last spring?"
MODEL = "model-snapshot-zeta"
IMAGE = b"\x89PNG\r\n\x1a\nsnapshot image bytes, unique: 7f3e9a"
SETTINGS = '{"default_model": "model-snapshot-zeta", "theme": "dark"}\n'


# ---- helpers ----------------------------------------------------------------------------


def repo_of(data_dir: Path) -> Repository:
    conn, _ = open_database(data_dir / DB_FILENAME)
    return Repository(conn)


def seed(data_dir: Path, title: str = TITLE, *, padding: int = 0) -> int:
    """A conversation with an image and a reply; ``padding`` bytes of extra (incompressible)
    text make the database large."""
    repo = repo_of(data_dir)
    try:
        blob = BlobStore(data_dir / BLOBS_DIRNAME).put(IMAGE, "image/png")
        conv, _ = repo.start_conversation(
            title, Params(model=MODEL), [TextPart(QUESTION), ImagePart(blob, "image/png", 1, 1)]
        )
        repo.add_message(conv.id, "assistant", [TextPart("The grey one.")], model=MODEL)
        if padding:
            repo.add_message(conv.id, "user", [TextPart(os.urandom(padding // 2).hex())])
        return conv.id
    finally:
        repo.close()


def history(data_dir: Path) -> dict[str, list[tuple[str, str, tuple[str, ...]]]]:
    """Per live conversation title: (role, model, texts and image hashes) of every message."""
    repo = repo_of(data_dir)
    try:
        found: dict[str, list[tuple[str, str, tuple[str, ...]]]] = {}
        for conv in repo.list_conversations():
            found[conv.title] = [
                (
                    m.role,
                    m.model,
                    tuple(
                        p.text if isinstance(p, TextPart) else getattr(p, "blob", "")
                        for p in m.parts
                    ),
                )
                for m in repo.list_all_messages(conv.id)
            ]
        return found
    finally:
        repo.close()


def every_file(*roots: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for root in roots for p in root.rglob("*") if p.is_file()}


def one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


class Machine:
    """A data folder set to snapshot to one storage."""

    def __init__(self, data_dir: Path, config: RemoteConfig, secret: str | None = None) -> None:
        self.data_dir = data_dir
        self.config = config
        self.secret = secret

    def snapshot(
        self,
        *,
        keep: int = 7,
        passphrase: str = PASSPHRASE,
        chunk_size: int = CHUNK_SIZE,
        progress: Progress | None = None,
    ) -> SnapshotInfo:
        with own_history(self.data_dir / DB_FILENAME) as history:
            return asyncio.run(
                make_snapshot(
                    self.data_dir,
                    history,
                    self.config,
                    self.secret,
                    passphrase,
                    keep=keep,
                    chunk_size=chunk_size,
                    progress=progress,
                )
            )

    def list(self, *, check: bool = False) -> list[SnapshotInfo]:
        return asyncio.run(
            list_snapshots(self.data_dir, self.config, self.secret, PASSPHRASE, check=check)
        )

    def restore(
        self, snapshot_id: str, into: Path | None, passphrase: str = PASSPHRASE
    ) -> RestoreSummary:
        with own_history(self.data_dir / DB_FILENAME) as history:
            return asyncio.run(
                restore_snapshot(
                    self.data_dir,
                    history,
                    self.config,
                    self.secret,
                    passphrase,
                    snapshot_id,
                    into=into,
                )
            )


@pytest.fixture
def storage(tmp_path: Path) -> Path:
    return tmp_path / "storage"


@pytest.fixture
def machine(tmp_path: Path, storage: Path) -> Machine:
    data_dir = tmp_path / "machine-a"
    seed(data_dir)
    seed(data_dir, OTHER_TITLE)
    (data_dir / SETTINGS_FILENAME).write_text(SETTINGS, encoding="utf-8")
    return Machine(data_dir, RemoteConfig.parse(["folder", str(storage)]))


@pytest.fixture
def dav(tmp_path: Path) -> Iterator[DavServer]:
    server = DavServer(tmp_path / "dav-root", DAV_USER, DAV_PASSWORD)
    try:
        (tmp_path / "dav-root" / "snap").mkdir()
        yield server
    finally:
        server.stop()


def chunk_files(storage: Path, snapshot_id: str) -> list[Path]:
    return sorted((storage / SNAPSHOTS / snapshot_id).glob("*.chunk"))


# ---- snapshot and restore -------------------------------------------------------------


def test_a_snapshot_restores_into_a_new_folder_as_it_was(machine: Machine, tmp_path: Path) -> None:
    info = machine.snapshot()
    assert info.verified and info.this_machine and info.problem is None
    assert (info.conversations, info.messages) == (2, 4)
    assert info.size is not None and info.size > 0

    target = tmp_path / "restored" / "data"
    done = machine.restore(info.id, target)
    assert (done.into, done.conversations, done.messages) == (target, 2, 4)
    assert history(target) == history(machine.data_dir)
    blob = BlobStore(target / BLOBS_DIRNAME)
    assert [blob.get(h) for h in {b for m in history(target)[TITLE] for b in m[2][1:2]}] == [IMAGE]
    assert (target / SETTINGS_FILENAME).read_text(encoding="utf-8") == SETTINGS
    # A restored folder is a new machine to sync: no sync state comes with it.
    assert not (target / STATE_FILENAME).exists()
    assert sorted(p.name for p in target.iterdir()) == sorted(
        [DB_FILENAME, BLOBS_DIRNAME, SETTINGS_FILENAME]
    )
    if os.name == "posix":
        assert {p.stat().st_mode & 0o777 for p in target.rglob("*") if p.is_file()} == {0o600}
    # No scratch is left beside the target or in the data folder.
    assert [p.name for p in target.parent.iterdir()] == ["data"]
    assert not [p for p in machine.data_dir.iterdir() if p.name.startswith(".snapshot-")]


def test_a_snapshot_of_many_chunks_restores(
    machine: Machine, storage: Path, tmp_path: Path
) -> None:
    seed(machine.data_dir, "Large one", padding=300_000)
    info = machine.snapshot(chunk_size=16 * 1024)
    assert len(chunk_files(storage, info.id)) > 5
    target = tmp_path / "restored"
    machine.restore(info.id[:21], target)  # the start of an id is enough when it is unique
    assert history(target) == history(machine.data_dir)


def test_merging_adds_what_is_missing_changes_nothing_and_twice_adds_nothing(
    machine: Machine, tmp_path: Path
) -> None:
    info = machine.snapshot()
    other = Machine(tmp_path / "machine-b", machine.config)
    seed(other.data_dir, "Already here on b")
    repo = repo_of(other.data_dir)
    folder = repo.create_folder("Kept")
    here = repo.list_conversations()[0]
    repo.set_folder(here.id, folder.id)
    repo.close()
    before = history(other.data_dir)

    done = other.restore(info.id, None)
    assert (done.into, done.conversations, done.messages, done.already_present) == (
        None,
        2,
        4,
        0,
    )
    merged = history(other.data_dir)
    assert merged["Already here on b"] == before["Already here on b"]
    assert merged[TITLE] == history(machine.data_dir)[TITLE]
    assert merged[OTHER_TITLE] == history(machine.data_dir)[OTHER_TITLE]

    # Changed here after the merge: a second merge neither duplicates nor undoes it.
    repo = repo_of(other.data_dir)
    conv = next(c for c in repo.list_conversations() if c.title == TITLE)
    repo.rename_conversation(conv.id, "Renamed on b")
    repo.add_message(conv.id, "user", [TextPart("added on b")])
    repo.close()
    after_change = history(other.data_dir)
    again = other.restore(info.id, None)
    assert (again.conversations, again.messages, again.already_present) == (0, 0, 2)
    assert history(other.data_dir) == after_change
    repo = repo_of(other.data_dir)
    try:
        assert repo.count_conversations() == 3
        assert repo.get_conversation(here.id).folder_id == folder.id  # type: ignore[union-attr]
    finally:
        repo.close()


def test_merging_brings_back_a_conversation_deleted_since(machine: Machine) -> None:
    info = machine.snapshot()
    repo = repo_of(machine.data_dir)
    gone = next(c for c in repo.list_conversations() if c.title == OTHER_TITLE)
    repo.delete_conversation(gone.id)
    repo.purge_deleted(older_than_s=-1)
    repo.close()
    assert OTHER_TITLE not in history(machine.data_dir)
    done = machine.restore(info.id, None)
    assert (done.conversations, done.already_present) == (1, 1)
    assert sorted(history(machine.data_dir)) == sorted([TITLE, OTHER_TITLE])


# ---- refusals and failures --------------------------------------------------------------


def test_a_non_empty_target_is_refused_and_left_alone(machine: Machine, tmp_path: Path) -> None:
    info = machine.snapshot()
    target = tmp_path / "busy"
    target.mkdir()
    (target / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(TargetNotEmpty) as refused:
        machine.restore(info.id, target)
    assert str(refused.value).endswith("or merge with --merge.")
    assert every_file(target) == {target / "notes.txt": b"mine"}


def test_a_wrong_passphrase_writes_nothing(machine: Machine, storage: Path, tmp_path: Path) -> None:
    info = machine.snapshot()
    stored = every_file(storage)
    with pytest.raises(WrongPassphrase) as wrong:
        machine.snapshot(passphrase="not the passphrase")
    assert str(wrong.value) == "The sync passphrase is wrong: nothing was changed."
    with pytest.raises(WrongPassphrase):
        machine.restore(info.id, tmp_path / "never", passphrase="not the passphrase")
    assert every_file(storage) == stored
    assert not (tmp_path / "never").exists()


def test_an_unknown_id_is_named(machine: Machine) -> None:
    machine.snapshot()
    with pytest.raises(UnknownSnapshot) as unknown:
        machine.restore("19990101T000000.000Z-nobody", None)
    assert str(unknown.value) == ("The sync storage has no snapshot 19990101T000000.000Z-nobody.")


def test_a_damaged_chunk_fails_restore_and_check_and_restores_nothing(
    machine: Machine, storage: Path, tmp_path: Path
) -> None:
    seed(machine.data_dir, "Large one", padding=100_000)
    info = machine.snapshot(chunk_size=16 * 1024)
    chunks = chunk_files(storage, info.id)
    damaged = chunks[len(chunks) // 2]
    raw = bytearray(damaged.read_bytes())
    raw[100] ^= 0x01
    damaged.write_bytes(bytes(raw))
    index = chunks.index(damaged)

    target = tmp_path / "restored"
    with pytest.raises(SnapshotError) as failed:
        machine.restore(info.id, target)
    assert str(failed.value) == f"Snapshot {info.id} is damaged: its chunk {index} has changed."
    assert not target.exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".restore-")] == []

    before = history(machine.data_dir)
    with pytest.raises(SnapshotError):
        machine.restore(info.id, None)
    assert history(machine.data_dir) == before

    [listed] = machine.list(check=True)
    assert not listed.verified and listed.problem == str(failed.value)
    assert machine.list()[0].verified  # without --check: as verified when written


def test_a_snapshot_that_fails_its_check_does_not_count(machine: Machine, storage: Path) -> None:
    good = machine.snapshot(keep=1)

    def damage_before_reading_back(phase: str, done: int, _total: int) -> None:
        # The moment the check starts, the storage loses a byte of the new snapshot.
        if phase == "verify" and done == 0:
            [newest] = [p for p in (storage / SNAPSHOTS).iterdir() if p.name != good.id]
            first = chunk_files(storage, newest.name)[0]
            first.write_bytes(first.read_bytes()[:-1])

    with pytest.raises(SnapshotError) as failed:
        machine.snapshot(keep=1, progress=damage_before_reading_back)
    assert "failed its check, does not count, and older snapshots were kept." in str(failed.value)
    listed = machine.list()
    assert [(s.id, s.verified) for s in listed][1:] == [(good.id, True)]
    assert not listed[0].verified and listed[0].size is None
    # The next good one replaces both (keep 1): the failed one is older than it.
    newest = machine.snapshot(keep=1)
    assert [s.id for s in machine.list()] == [newest.id]


def test_retention_keeps_this_machines_newest_n(machine: Machine, tmp_path: Path) -> None:
    other = Machine(tmp_path / "machine-b", machine.config)
    seed(other.data_dir, "On b")
    theirs = other.snapshot(keep=1)
    mine = [machine.snapshot(keep=2) for _ in range(4)]
    listed = machine.list()
    assert [s.id for s in listed if s.this_machine] == [mine[3].id, mine[2].id]
    assert [s.id for s in listed if not s.this_machine] == [theirs.id]
    assert len({s.id for s in mine}) == 4
    assert [s.created_at for s in listed if s.this_machine] == sorted(
        (s.created_at for s in listed if s.this_machine), reverse=True
    )


def test_the_storage_sees_no_plaintext(machine: Machine, storage: Path) -> None:
    machine.snapshot()
    stored = every_file(storage)
    assert any(SNAPSHOTS in p.as_posix() + "/" for p in stored)
    blob = b"".join(stored.values())
    for secret in (TITLE, OTHER_TITLE, QUESTION, MODEL, PASSPHRASE, "dark", "SQLite format"):
        assert secret.encode() not in blob
    assert IMAGE not in blob


# ---- over WebDAV --------------------------------------------------------------------------


def test_snapshot_keep_list_and_restore_over_webdav(
    dav: DavServer, machine: Machine, tmp_path: Path
) -> None:
    config = RemoteConfig.parse(["webdav", f"{dav.url}/snap/", "--user", DAV_USER])
    over_dav = Machine(machine.data_dir, config, DAV_PASSWORD)
    first = over_dav.snapshot(keep=1, chunk_size=4096)
    second = over_dav.snapshot(keep=1, chunk_size=4096)
    assert [s.id for s in over_dav.list()] == [second.id]
    left = [p for p in (tmp_path / "dav-root").rglob("*") if first.id in p.as_posix()]
    assert left == [], dav.requests[-20:]
    target = tmp_path / "restored"
    over_dav.restore(second.id, target)
    assert history(target) == history(machine.data_dir)
    blob = b"".join(every_file(tmp_path / "dav-root").values())
    assert TITLE.encode() not in blob and QUESTION.encode() not in blob


# ---- the command line ---------------------------------------------------------------------


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


def test_the_cli_snapshots_lists_and_restores(
    machine: Machine, storage: Path, tmp_path: Path
) -> None:
    data_dir = machine.data_dir
    assert cli(["setup", "folder", str(storage)], data_dir).returncode == 0
    env = {"COMETDESK_SYNC_PASSPHRASE": PASSPHRASE}

    made = cli(["snapshot", "--keep", "3"], data_dir, **env)
    assert made.returncode == 0, made.stderr
    assert made.stderr == ""  # not a terminal: no progress bar
    assert re.fullmatch(
        r"Snapshot \d{4}-\d\d-\d\d \d\d:\d\d written and verified "
        r"\(\d+\.\d (kB|MB), 2 conversations\)\.\n",
        made.stdout,
    ), made.stdout

    listed = cli(["snapshots"], data_dir, **env)
    assert listed.returncode == 0, listed.stderr
    header, row = listed.stdout.splitlines()
    assert header.split() == ["ID", "Date", "Machine", "Size", "Conversations", "Messages", "State"]
    assert "this one" in row and row.endswith("verified") and " 2 " in row
    snapshot_id = row.split()[0]

    target = tmp_path / "restored"
    restored = cli(["restore", snapshot_id, "--into", str(target)], data_dir, **env)
    assert restored.returncode == 0, restored.stderr
    assert restored.stdout.startswith("Snapshot ") and "(2 conversations, 4 messages)" in (
        restored.stdout
    )
    assert history(target) == history(data_dir)

    refused = cli(["restore", snapshot_id, "--into", str(target)], data_dir, **env)
    assert refused.returncode == 2
    assert one_line(refused.stderr).endswith(
        "is not empty: restore into a new or empty folder, or merge with --merge."
    )
    merged = cli(["restore", snapshot_id, "--merge"], data_dir, **env)
    assert merged.returncode == 0, merged.stderr
    assert merged.stdout.strip().endswith("0 conversations added (0 messages), 2 already here.")

    wrong = cli(["snapshot"], data_dir, COMETDESK_SYNC_PASSPHRASE="wrong")
    assert wrong.returncode == 2
    assert one_line(wrong.stderr) == (
        "cometdesk: error: The sync passphrase is wrong: nothing was changed."
    )
    usage = cli(["restore", snapshot_id], data_dir, **env)
    assert usage.returncode == 2 and "--into" in usage.stderr


def test_a_snapshot_is_consistent_while_the_app_writes(machine: Machine, tmp_path: Path) -> None:
    """The app keeps its database open (WAL) and may be mid-transaction: the snapshot takes
    what was committed and does not wait for the writer."""
    writer = repo_of(machine.data_dir)
    try:
        writer.connection.execute("BEGIN IMMEDIATE")
        writer.connection.execute(
            "INSERT INTO conversations (title, created_at, updated_at, params) "
            "VALUES ('uncommitted', 0, 0, '{}')"
        )
        info = machine.snapshot()
        writer.connection.execute("ROLLBACK")
    finally:
        writer.close()
    assert info.conversations == 2
    machine.restore(info.id, tmp_path / "restored")
    assert sorted(history(tmp_path / "restored")) == sorted([TITLE, OTHER_TITLE])
