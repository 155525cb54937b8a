"""Sync rounds between two machines (two data folders) through each real storage (a folder,
WsgiDAV, moto's S3): conversations, messages and images arrive, concurrent additions both
survive, metadata has one winner both agree on, a trash travels, nothing readable or secret
leaks, and a storage that fails mid-round (gone, full, damaged) costs one sentence, loses
nothing and duplicates nothing once it is back. Plus `cometdesk sync` on the command line."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from app.domain import ImagePart, Params, TextPart
from app.services.sync import compaction as sync_compaction
from app.storage import BLOBS_DIRNAME, DB_FILENAME, BlobStore, Repository, open_database
from app.sync import (
    CredentialsRejected,
    QuotaFull,
    Remote,
    RemoteConfig,
    Unreachable,
    WrongPassphrase,
)
from app.sync.local_state import STATE_FILENAME, LocalState
from app.sync.round_lock import LOCK_FILENAME
from app.sync.vaults import BLOBS, LOGS, V1_HEADER
from tests.integration.sync.conftest import PASSPHRASE, S3_SECRET, STORAGE_PASSWORD, Storage
from tests.integration.sync.servers import S3Server
from tests.support.sync_rounds import pending, run_sync_round

ROOT = Path(__file__).resolve().parents[3]
TITLE = "Zanzibar lighthouse budget 2031"
QUESTION = "How many flamingos did Oleander count this quarter?"
ANSWER = "Forty-two, give or take a heron."
MODEL = "quetzal-counter-9000"
IMAGE = b"\x89PNG\r\n\x1a\nnot really a png, bytes are bytes"
# Larger than one read or write chunk, and not compressible.
BIG_IMAGE = b"\x89PNG\r\n\x1a\n" + os.urandom(300_000)

RemoteHook = Callable[[Remote, str], Awaitable[None]]


def repo_of(data_dir: Path) -> Repository:
    conn, _ = open_database(data_dir / DB_FILENAME)
    return Repository(conn)


def seed(data_dir: Path, title: str = TITLE) -> int:
    repo = repo_of(data_dir)
    try:
        blob = BlobStore(data_dir / BLOBS_DIRNAME).put(IMAGE, "image/png")
        conv, _ = repo.start_conversation(
            title, Params(model=MODEL), [TextPart(QUESTION), ImagePart(blob, "image/png", 1, 1)]
        )
        repo.add_message(conv.id, "assistant", [TextPart(ANSWER)], model=MODEL)
        return conv.id
    finally:
        repo.close()


def add_text(data_dir: Path, text: str, image: bytes | None = None) -> None:
    """A user message in the machine's only (live) conversation."""
    repo = repo_of(data_dir)
    try:
        parts: list[TextPart | ImagePart] = [TextPart(text)]
        if image is not None:
            blob = BlobStore(data_dir / BLOBS_DIRNAME).put(image, "image/png")
            parts.append(ImagePart(blob, "image/png", 2, 2))
        repo.add_message(repo.list_conversations()[0].id, "user", parts)
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


def message_counts(data_dir: Path) -> dict[str, int]:
    """Per conversation title (live or trashed), how many messages it holds."""
    repo = repo_of(data_dir)
    try:
        convs = repo.list_conversations() + repo.list_deleted_conversations()
        return {c.title: len(repo.list_all_messages(c.id)) for c in convs}
    finally:
        repo.close()


def images(data_dir: Path) -> set[bytes]:
    """The bytes of every image the machine's messages show."""
    repo = repo_of(data_dir)
    blobs = BlobStore(data_dir / BLOBS_DIRNAME)
    try:
        convs = repo.list_conversations() + repo.list_deleted_conversations()
        parts = [p for c in convs for m in repo.list_all_messages(c.id) for p in m.parts]
        return {blobs.get(p.blob) for p in parts if isinstance(p, ImagePart)}
    finally:
        repo.close()


def titles(data_dir: Path) -> list[str]:
    repo = repo_of(data_dir)
    try:
        return sorted(c.title for c in repo.list_conversations())
    finally:
        repo.close()


def only_conversation_id(data_dir: Path) -> int:
    repo = repo_of(data_dir)
    try:
        return repo.list_conversations()[0].id
    finally:
        repo.close()


def every_file(*roots: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for root in roots for p in root.rglob("*") if p.is_file()}


def history_files(data_dir: Path) -> dict[Path, bytes]:
    """The history (database and images), without the sync state and lock next to it."""
    return {
        p: d
        for p, d in every_file(data_dir).items()
        if STATE_FILENAME not in p.name and p.name != LOCK_FILENAME
    }


def on_remote_call(monkeypatch: pytest.MonkeyPatch, method: str, hook: RemoteHook) -> None:
    """Run ``hook(remote, path)`` before every Remote.<method>(path, ...) of the round: the
    test's way to make the real server fail at a chosen moment."""
    original = getattr(Remote, method)

    async def wrapped(self: Remote, path: str, *args: object, **kwargs: object) -> object:
        await hook(self, path)
        return await original(self, path, *args, **kwargs)

    monkeypatch.setattr(Remote, method, wrapped)


@pytest.fixture
def machines(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "machine-a", tmp_path / "machine-b"


# ---- over every storage -----------------------------------------------------------------


def test_a_first_round_brings_a_machines_history_to_an_empty_one(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    seed(a)
    sent = storage.round(a)
    assert (sent.sent, sent.received, sent.problems) == (1, 0, [])
    got = storage.round(b)
    assert (got.sent, got.received, got.new_conversations, got.new_messages) == (0, 1, 1, 2)
    assert got.problems == []

    assert titles(b) == [TITLE]
    assert texts(b) == {QUESTION, ANSWER}
    repo = repo_of(b)
    try:
        conv = repo.list_conversations()[0]
        assert conv.params.model == MODEL
        first, reply = repo.list_messages(conv.id)
        assert reply.parent_id == first.id and reply.model == MODEL
        image = first.parts[1]
        assert isinstance(image, ImagePart)
        assert BlobStore(b / BLOBS_DIRNAME).get(image.blob) == IMAGE
    finally:
        repo.close()
    # Nothing new on either side: further rounds send and receive nothing.
    for machine in (a, b):
        again = storage.round(machine)
        assert (again.sent, again.received, again.new_messages) == (0, 0, 0)


@pytest.mark.parametrize("a_first", [True, False], ids=["a-first", "b-first"])
def test_messages_added_on_both_machines_both_survive(
    storage: Storage, machines: tuple[Path, Path], a_first: bool
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    add_text(a, "from A")
    add_text(b, "from B")
    order = [a, b, a] if a_first else [b, a, b]
    summaries = [storage.round(m) for m in order]
    assert summaries[1].new_messages == 1 and summaries[2].new_messages == 1
    expected = {QUESTION, ANSWER, "from A", "from B"}
    assert texts(a) == texts(b) == expected
    assert message_counts(a) == message_counts(b) == {TITLE: 4}
    # Converged: neither has anything left to send.
    assert storage.round(a).sent == 0 and storage.round(b).sent == 0


@pytest.mark.parametrize("a_first", [True, False], ids=["a-first", "b-first"])
def test_a_conversation_renamed_on_both_has_one_title_on_both(
    storage: Storage, machines: tuple[Path, Path], a_first: bool
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    for data_dir, title in ((a, "Renamed on A"), (b, "Renamed on B")):
        repo = repo_of(data_dir)
        repo.rename_conversation(repo.list_conversations()[0].id, title)
        repo.close()
    first, second = (a, b) if a_first else (b, a)
    storage.round(first)
    storage.round(second)
    storage.round(first)
    winner = titles(a)
    assert winner == titles(b) and winner[0] in ("Renamed on A", "Renamed on B")
    # The winner is the greater (changed_at, machine) stamp, and both machines hold it.
    stamps = []
    for data_dir in (a, b):
        state = LocalState.open(data_dir)
        known = state.conversation(only_conversation_id(data_dir))
        state.close()
        assert known is not None
        stamps.append((known.changed_at, known.changed_by))
    assert stamps[0] == stamps[1]
    # More rounds change nothing.
    assert storage.round(a).sent == storage.round(b).sent == 0
    assert titles(a) == titles(b) == winner


def test_a_trash_on_one_machine_and_a_message_on_the_other(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    repo = repo_of(a)
    repo.delete_conversation(repo.list_conversations()[0].id)
    repo.close()
    add_text(b, "still here?")
    storage.round(a)
    storage.round(b)
    storage.round(a)
    assert titles(a) == titles(b) == []  # in the trash on both, as a deletion here would
    expected = {QUESTION, ANSWER, "still here?"}
    assert texts(a, trashed=True) == texts(b, trashed=True) == expected


def test_an_image_added_on_one_machine_arrives_byte_identical(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    add_text(b, "a bigger picture", image=BIG_IMAGE)
    assert storage.round(b).sent == 1
    got = storage.round(a)
    assert (got.new_messages, got.problems) == (1, [])
    assert images(a) == images(b) == {IMAGE, BIG_IMAGE}
    blobs = [data for path, data in storage.objects().items() if path.startswith(BLOBS)]
    assert len(blobs) == 2  # each image once, sealed
    assert not any(BIG_IMAGE[1000:1100] in data for data in blobs)


def test_applying_the_same_batches_again_changes_nothing(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    before = texts(b)
    state = LocalState.open(b)
    for machine in state.fields.logs():  # read everything again
        state.fields.set_log(machine, 0, "")
    state.close()
    again = storage.round(b)
    assert again.received == 1 and again.new_messages == 0 and again.new_conversations == 0
    assert titles(b) == [TITLE] and texts(b) == before
    assert storage.round(b).sent == 0


def test_a_wrong_passphrase_changes_nothing_here_or_there(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    seed(b, "B's own chat")
    remote_before = storage.objects()
    local_before = history_files(b)
    with pytest.raises(WrongPassphrase) as caught:
        storage.round(b, "not the passphrase")
    assert str(caught.value) == "The sync passphrase is wrong: nothing was changed."
    assert storage.objects() == remote_before
    assert history_files(b) == local_before
    assert titles(b) == ["B's own chat"] and pending(b) == 1
    # With the right one, the round goes on as if nothing had happened.
    done = storage.round(b)
    assert (done.sent, done.received) == (1, 1)
    assert titles(b) == sorted(["B's own chat", TITLE])


def test_nothing_readable_on_the_storage_and_no_secret_on_either_machine(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    add_text(b, "Oleander's reply, with a picture", image=BIG_IMAGE)
    storage.round(b)
    storage.round(a)
    objects = storage.objects()
    assert len([p for p in objects if p.startswith(LOGS) and p.endswith(".rec")]) == 2
    plain = [TITLE, QUESTION, ANSWER, MODEL, "Oleander", PASSPHRASE]
    for path, data in objects.items():
        for text in plain:
            assert text.encode() not in data, path
            assert text.encode("utf-16-le") not in data, path
        assert IMAGE not in data and BIG_IMAGE[1000:1100] not in data, path

    secrets = {PASSPHRASE, STORAGE_PASSWORD, S3_SECRET} | {storage.secret or PASSPHRASE}
    files = every_file(a, b)
    assert any(p.name == STATE_FILENAME for p in files)
    for path, data in files.items():
        for secret in secrets:
            assert secret.encode() not in data, path
            assert secret.encode("utf-16-le") not in data, path


@pytest.mark.parametrize("damage", ["truncated", "flipped"])
def test_a_damaged_record_is_said_in_one_sentence_and_a_checkpoint_mends_it(
    storage: Storage,
    machines: tuple[Path, Path],
    damage: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A damaged batch is never skipped (a storage could withhold changes that way): the
    changes after it wait, said in one sentence every round, until the machine that wrote
    it writes a checkpoint that covers it."""
    a, b = machines
    seed(a, "First chat")
    storage.round(a)
    [first] = [p for p in storage.objects() if p.startswith(LOGS) and p.endswith(".rec")]
    repo = repo_of(a)
    repo.start_conversation("Second chat", Params(model=MODEL), [TextPart("hello again")])
    repo.close()
    storage.round(a)

    async def spoil() -> None:
        op = storage.raw()
        data = bytearray(await op.read(first))
        if damage == "truncated":
            del data[len(data) // 2 :]
        else:
            data[len(data) // 2] ^= 0x01
        await op.write(first, bytes(data))

    asyncio.run(spoil())
    got = storage.round(b)
    assert titles(b) == [] and got.new_messages == 0
    assert got.problems == [
        f"The change record {first} is damaged or truncated (it does not match its name): "
        "what its machine sent from there on waits until it is whole again."
    ]
    assert got.line().endswith(f"1 problem: {got.problems[0]}")
    # Tried again next time (it may be a copy still arriving), still one sentence.
    assert storage.round(b).problems == got.problems

    monkeypatch.setattr(sync_compaction, "COMPACT_AFTER_BATCHES", 2)
    storage.round(a)  # A's checkpoint covers both batches; the damaged one goes
    assert first not in storage.objects()
    mended = storage.round(b)
    assert mended.problems == [] and titles(b) == ["First chat", "Second chat"]
    assert message_counts(b) == {"First chat": 2, "Second chat": 1}


# ---- a server that goes away, fills up or cuts an upload off ----------------------------


@pytest.mark.parametrize("storage", ["webdav", "s3"], indirect=True)
@pytest.mark.parametrize("moment", ["before-an-image", "before-the-batch", "after-the-batch"])
def test_a_server_gone_while_sending(
    storage: Storage,
    machines: tuple[Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    moment: str,
) -> None:
    """The server stops before an image goes up, or after the images and before the batch
    (nothing sent), or right after the batch arrived so that the answer never reached the
    machine (sent, but the machine does not know it): each time one sentence, then a clean
    round once it is back, and no message twice anywhere."""
    a, b = machines
    seed(a)
    storage.round(a)
    storage.round(b)
    add_text(a, "sent through a flaky server", image=BIG_IMAGE)

    original = Remote.write_once

    async def write_once(self: Remote, path: str, data: bytes, *, exclusive: bool = False) -> bool:
        if (moment == "before-an-image" and path.startswith(BLOBS)) or (
            moment == "before-the-batch" and path.startswith(LOGS)
        ):
            storage.stop_server()
        written = await original(self, path, data, exclusive=exclusive)
        if moment == "after-the-batch" and path.startswith(LOGS):
            storage.stop_server()
            await self.exists(path)  # the answer is lost: this request finds no server
        return written

    monkeypatch.setattr(Remote, "write_once", write_once)
    with pytest.raises(Unreachable) as caught:
        storage.round(a)
    assert str(caught.value) == f"Could not reach the sync storage at {storage.config.where()}."
    monkeypatch.undo()
    storage.restart_server()

    done = storage.round(a)
    # A batch that arrived though its answer was lost is picked up as sent, not sent twice.
    assert done.sent == (0 if moment == "after-the-batch" else 1) and done.problems == []
    got = storage.round(b)
    assert got.new_messages == 1 and got.problems == []
    assert message_counts(a) == message_counts(b) == {TITLE: 3}
    assert images(a) == images(b) == {IMAGE, BIG_IMAGE}
    assert len([p for p in storage.objects() if p.startswith(BLOBS)]) == 2
    assert storage.round(a).sent == storage.round(b).sent == 0


@pytest.mark.parametrize("storage", ["webdav", "s3"], indirect=True)
@pytest.mark.parametrize(
    "moment",
    [
        "listing",
        "reading-a-batch",
        "fetching-an-image",
    ],
)
def test_a_server_gone_while_receiving(
    storage: Storage,
    machines: tuple[Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    moment: str,
) -> None:
    a, b = machines
    seed(a)
    storage.round(a)
    method, prefix = {
        "listing": ("list", LOGS),
        "reading-a-batch": ("read", LOGS),
        "fetching-an-image": ("read", BLOBS),
    }[moment]

    async def stop(remote: Remote, path: str) -> None:
        if path.startswith(prefix):
            storage.stop_server()

    on_remote_call(monkeypatch, method, stop)
    repo = repo_of(b)  # B has a chat of its own to send, and not A's image
    repo.start_conversation("B's own chat", Params(model=MODEL), [TextPart("from B")])
    repo.close()
    with pytest.raises(Unreachable):
        storage.round(b)
    monkeypatch.undo()
    storage.restart_server()

    done = storage.round(b)
    assert done.problems == []
    assert message_counts(b) == {TITLE: 2, "B's own chat": 1}
    assert images(b) == {IMAGE}
    repo = repo_of(b)
    try:
        conv = next(c for c in repo.list_conversations() if c.title == TITLE)
        image = repo.list_messages(conv.id)[0].parts[1]
        assert isinstance(image, ImagePart)
        assert BlobStore(b / BLOBS_DIRNAME).get(image.blob) == IMAGE
    finally:
        repo.close()
    storage.round(a)
    assert message_counts(a) == message_counts(b)


@pytest.mark.parametrize("storage", ["webdav"], indirect=True)
def test_a_full_storage_stops_the_round_and_loses_nothing(
    storage: Storage, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    assert storage.dav is not None
    seed(a)
    storage.round(a)
    storage.round(b)
    add_text(a, "one more, with a picture", image=BIG_IMAGE)
    local_before = history_files(a)
    remote_before = storage.objects()
    storage.dav.fail_writes_with = 507
    with pytest.raises(QuotaFull) as caught:
        storage.round(a)
    assert str(caught.value) == (
        f"The sync storage at {storage.config.where()} is full: free some space or raise the quota."
    )
    assert history_files(a) == local_before and pending(a) == 1
    assert storage.objects() == remote_before

    storage.dav.fail_writes_with = None
    assert storage.round(a).sent == 1
    assert storage.round(b).new_messages == 1
    assert message_counts(a) == message_counts(b) == {TITLE: 3}
    assert images(b) == {IMAGE, BIG_IMAGE}


@pytest.mark.parametrize("storage", ["webdav"], indirect=True)
@pytest.mark.parametrize("what", [BLOBS, LOGS])
def test_an_upload_cut_off_midway_leaves_nothing_half_written(
    storage: Storage, machines: tuple[Path, Path], what: str
) -> None:
    """WsgiDAV writes a PUT's body straight into the named file: an upload cut off midway
    must not leave a truncated image or batch under the final name."""
    a, b = machines
    assert storage.dav is not None
    seed(a)
    storage.round(a)
    storage.round(b)
    add_text(a, "cut off", image=BIG_IMAGE)
    storage.dav.cut_puts = lambda path: f"/sync/{what}" in path
    with pytest.raises(Unreachable) as caught:
        storage.round(a)
    assert str(caught.value) == f"Could not reach the sync storage at {storage.config.where()}."
    # Only the whole objects of earlier rounds are left (the half-written one is gone).
    assert not [p for p in storage.objects() if p.endswith(".part")]
    storage.dav.cut_puts = None

    assert storage.round(a).sent == 1
    got = storage.round(b)
    assert got.problems == [] and got.new_messages == 1
    assert images(b) == {IMAGE, BIG_IMAGE}
    assert message_counts(a) == message_counts(b) == {TITLE: 3}


def test_s3_refuses_a_wrong_secret_key_with_one_sentence(
    s3: S3Server, machines: tuple[Path, Path]
) -> None:
    a, _b = machines
    seed(a)
    bucket = s3.bucket()
    key_id, secret = s3.require_auth()
    config = RemoteConfig.parse(
        ["s3", f"s3://{bucket}/chat", "--endpoint", s3.url, "--user", key_id]
    )
    where = config.where()
    # The right key is accepted (moto checks the signature of each request)...
    assert asyncio.run(Remote(config, secret).exists(V1_HEADER)) is False
    for user, wrong in ((key_id, "not-the-secret-key"), ("AKIANOSUCHKEY0000000", secret)):
        bad = RemoteConfig.parse(
            ["s3", f"s3://{bucket}/chat", "--endpoint", s3.url, "--user", user]
        )
        with pytest.raises(CredentialsRejected) as caught:
            run_sync_round(a, bad, wrong, PASSPHRASE)
        assert str(caught.value) == (
            f"The sync storage at {where} rejected the user name or password."
        )
    assert pending(a) == 1


# ---- the command line -------------------------------------------------------------------


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


def test_the_cli_brings_a_machines_history_to_an_empty_one(tmp_path: Path) -> None:
    a, b, folder = tmp_path / "machine-a", tmp_path / "machine-b", tmp_path / "synced-folder"
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
    assert titles(b) == [TITLE] and texts(b) == {QUESTION, ANSWER}
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


def test_the_cli_says_a_wrong_passphrase_in_one_line(tmp_path: Path) -> None:
    a, b, folder = tmp_path / "machine-a", tmp_path / "machine-b", tmp_path / "synced-folder"
    seed(a)
    for data_dir in (a, b):
        assert cli(["setup", "folder", str(folder)], data_dir).returncode == 0
    assert cli(["now"], a, COMETDESK_SYNC_PASSPHRASE=PASSPHRASE).returncode == 0
    remote_before = every_file(folder)
    done = cli(["now"], b, COMETDESK_SYNC_PASSPHRASE="not the passphrase")
    assert done.returncode == 2
    assert one_line(done.stderr) == (
        "cometdesk: error: The sync passphrase is wrong: nothing was changed."
    )
    assert every_file(folder) == remote_before
    status = cli(["status"], b)
    assert "Last error: The sync passphrase is wrong" in status.stdout


def test_sync_now_without_setup_or_passphrase_says_so(tmp_path: Path) -> None:
    done = cli(["now"], tmp_path / "fresh", COMETDESK_SYNC_PASSPHRASE=PASSPHRASE)
    assert done.returncode == 2
    assert "Sync is not set up" in one_line(done.stderr)
    assert cli(["setup", "folder", str(tmp_path / "f")], tmp_path / "fresh").returncode == 0
    done = cli(["now"], tmp_path / "fresh")
    assert done.returncode == 2
    assert "No sync passphrase" in one_line(done.stderr)
    bad = cli(["setup", "webdav", "not-a-url"], tmp_path / "fresh")
    assert bad.returncode == 2 and "WebDAV" in one_line(bad.stderr)
