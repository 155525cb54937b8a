"""Behaviours the earlier sync (whole conversations, last writer wins) got wrong, each driven
the way a person's machines would drive it: the history commands and `cometdesk sync now`
(under faketime for a clock that runs ahead) where that is cheap, else the history's own API
and in-process rounds. Each test names what must hold now."""

from __future__ import annotations

import asyncio
import os
import secrets
import shutil
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from app.domain import MessageStatus, Params, TextPart, parts_to_json
from app.services.sync import compaction as sync_compaction
from app.services.sync.round import RoundSummary
from app.sync import Remote, RemoteConfig, vaults
from app.sync import changes as changes_module
from app.sync import journal as journal_module
from app.sync.changes import Changes
from app.sync.clock import Stamp
from app.sync.crypto import ContentKey, Vault
from app.sync.errors import NewerStorage, TamperedLog
from app.sync.journal import Journal
from app.sync.local_state import LocalState
from tests.integration.sync.conftest import PASSPHRASE, Storage
from tests.integration.sync.test_sync_round import (
    ANSWER,
    MODEL,
    QUESTION,
    ROOT,
    TITLE,
    add_text,
    message_counts,
    one_line,
    repo_of,
    seed,
    texts,
    titles,
)
from tests.support.sync_logs import batch_seqs, log_objects, sealed_in, sent_by, stored_keys
from tests.support.sync_rounds import run_sync_round

AHEAD = "+3h"


# ---- helpers ----------------------------------------------------------------------------------


def cometdesk(
    args: list[str], data_dir: Path, *, ahead: str | None = None, secret: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``cometdesk ARGS`` as a person runs it on the machine ``data_dir`` (with its clock
    ``ahead`` by that much, under faketime); the passphrase (and the storage's ``secret``)
    from the environment."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_SYNC_")} | {
        "COMETDESK_DATA_DIR": str(data_dir),
        "COMETDESK_SYNC_PASSPHRASE": PASSPHRASE,
    }
    if secret is not None:
        env["COMETDESK_SYNC_SECRET"] = secret
    command = [sys.executable, "-m", "app", *args]
    if ahead is not None:
        command = ["faketime", "-f", ahead, *command]
    return subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=180, check=False
    )


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, (done.args, done.stdout, done.stderr)
    return done.stdout


def machine_id(data_dir: Path) -> str:
    state = LocalState.open(data_dir)
    try:
        return state.machine_id()
    finally:
        state.close()


def vault_of(data_dir: Path) -> str | None:
    state = LocalState.open(data_dir)
    try:
        cached = state.vault()
        return None if cached is None else cached[0]
    finally:
        state.close()


def conversation_id(data_dir: Path, title: str | None = None) -> int:
    """The local id of the (only, or titled) conversation, live or in the trash."""
    repo = repo_of(data_dir)
    try:
        convs = repo.list_conversations() + repo.list_deleted_conversations()
        return next(c.id for c in convs if title is None or c.title == title)
    finally:
        repo.close()


def uid_of(data_dir: Path, cid: int) -> str:
    state = LocalState.open(data_dir)
    try:
        return state.linked_conversations()[cid]
    finally:
        state.close()


def every_title(data_dir: Path) -> set[str]:
    """Titles live and in the trash."""
    repo = repo_of(data_dir)
    try:
        convs = repo.list_conversations() + repo.list_deleted_conversations()
        return {c.title for c in convs}
    finally:
        repo.close()


def storage_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def start_conversation(data_dir: Path, title: str, first: str) -> int:
    repo = repo_of(data_dir)
    try:
        conv, _ = repo.start_conversation(title, Params(model=MODEL), [TextPart(first)])
        return conv.id
    finally:
        repo.close()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "synced-folder"


@pytest.fixture
def config(folder: Path) -> RemoteConfig:
    return RemoteConfig.parse(["folder", str(folder)])


@pytest.fixture
def machines(tmp_path: Path) -> tuple[Path, Path, Path]:
    return tmp_path / "machine-a", tmp_path / "machine-b", tmp_path / "machine-c"


def sync(data_dir: Path, config: RemoteConfig, **kwargs: Any) -> RoundSummary:
    return run_sync_round(data_dir, config, None, PASSPHRASE, **kwargs)


def set_up(folder: Path, *data_dirs: Path) -> None:
    for data_dir in data_dirs:
        ok(cometdesk(["sync", "setup", "folder", str(folder)], data_dir))


# ---- 1: a reply still running when it was synced ---------------------------------------------


def test_a_background_reply_completed_later_arrives_complete_and_is_not_polled(
    config: RemoteConfig, machines: tuple[Path, Path, Path]
) -> None:
    a, b, _c = machines
    final = "The deep research is done: forty-two flamingos."
    repo = repo_of(a)
    try:
        conv, _ = repo.start_conversation(TITLE, Params(model=MODEL), [TextPart(QUESTION)])
        reply = repo.add_message(
            conv.id, "assistant", [], model=MODEL, status=MessageStatus.BACKGROUND
        )
        repo.set_response_id(reply.id, "resp_background_1", MessageStatus.BACKGROUND)
    finally:
        repo.close()
    assert sync(a, config).problems == []
    assert sync(b, config).new_messages == 2

    repo = repo_of(a)  # the server finished; machine A's poll stores the answer
    try:
        repo.update_message(
            reply.id, parts=[TextPart(final)], status=MessageStatus.COMPLETE, finish_reason="stop"
        )
    finally:
        repo.close()
    assert sync(a, config).sent == 1
    got = sync(b, config)
    assert got.problems == []

    repo = repo_of(b)
    try:
        answer = [m for m in repo.list_all_messages(repo.list_conversations()[0].id)][-1]
        assert answer.role == "assistant"
        assert answer.status == MessageStatus.COMPLETE, answer.status
        assert [p.text for p in answer.parts if isinstance(p, TextPart)] == [final]
        assert answer.response_id == "resp_background_1"
        # Nothing left for machine B's start-up to poll.
        assert repo.background_replies() == []
    finally:
        repo.close()


# ---- 2: a deleted version ------------------------------------------------------------------


def test_a_reply_version_deleted_on_one_machine_is_gone_on_the_others(
    folder: Path, machines: tuple[Path, Path, Path]
) -> None:
    a, b, c = machines
    first, second = "First take: forty.", "Second take: forty-two."
    repo = repo_of(a)
    try:
        conv, _ = repo.start_conversation(TITLE, Params(model=MODEL), [TextPart(QUESTION)])
        one = repo.add_message(conv.id, "assistant", [TextPart(first)], model=MODEL)
        repo.add_message(conv.id, "assistant", [TextPart(second)], model=MODEL, version_of=one.id)
        cid, doomed = conv.id, one.id
    finally:
        repo.close()
    set_up(folder, a, b, c)
    ok(cometdesk(["sync", "now"], a))
    ok(cometdesk(["sync", "now"], b))
    assert texts(b) == {QUESTION, first, second}

    ok(cometdesk(["history", "delete-message", str(cid), str(doomed)], a))
    assert texts(a) == {QUESTION, second}
    ok(cometdesk(["sync", "now"], a))
    ok(cometdesk(["sync", "now"], b))
    ok(cometdesk(["sync", "now"], c))  # one that joins afterwards
    for machine in (a, b, c):
        assert texts(machine) == {QUESTION, second}, machine.name
        assert message_counts(machine) == {TITLE: 2}, machine.name


# ---- 3: a purge ------------------------------------------------------------------------------


def test_a_purged_conversation_is_gone_everywhere_and_unreadable_on_the_storage(
    folder: Path,
    config: RemoteConfig,
    machines: tuple[Path, Path, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    a, b, c = machines
    keep, doomed = "Kept: the lighthouse", "Purged: the secret plan"
    start_conversation(a, keep, "keep me")
    doomed_cid = start_conversation(a, doomed, "Burn after reading: 7 red herons")
    set_up(folder, a, b, c)
    ok(cometdesk(["sync", "now"], a))
    ok(cometdesk(["sync", "now"], b))
    assert every_title(b) == {keep, doomed}
    uid = uid_of(a, doomed_cid)
    b_cid = conversation_id(b, doomed)
    ok(cometdesk(["history", "delete", str(b_cid)], b))  # in B's trash, say

    ok(cometdesk(["history", "delete", str(doomed_cid)], a))
    ok(cometdesk(["history", "purge", str(doomed_cid)], a))
    ok(cometdesk(["sync", "now"], a))
    # Unreadable at once: its key is gone, the batches that hold it no longer open for anyone.
    assert uid not in stored_keys(config)
    assert any(uid in held for held in sealed_in(config, PASSPHRASE).values())
    for machine in (a, b):
        for batch in sent_by(config, PASSPHRASE, machine_id(machine)):
            assert uid not in batch.conversations

    ok(cometdesk(["sync", "now"], b))
    assert every_title(b) == {keep}
    ok(cometdesk(["sync", "now"], c))  # joins after the purge
    assert every_title(c) == {keep}

    # The next compaction of machine A removes what is left of it from the storage (a
    # checkpoint as soon as anything in its log was changed again, as the purge did).
    monkeypatch.setattr(sync_compaction, "SUPERSEDED_BYTES", 0)
    monkeypatch.setattr(sync_compaction, "SUPERSEDED_SHARE", 0.0)
    sync(a, config)
    assert [o for o in log_objects(config) if o.machine == machine_id(a) and o.kind == "checkpoint"]
    mine = f"/{machine_id(a)}/"
    assert not [p for p, held in sealed_in(config, PASSPHRASE).items() if uid in held and mine in p]
    # Machine B wrote of it too (it trashed it): only B removes B's objects, at its own next
    # compaction; until then what it wrote does not open (the key is gone).
    sync(b, config)
    assert not [p for p, held in sealed_in(config, PASSPHRASE).items() if uid in held]
    late = tmp_path / "machine-d"
    sync(late, config)
    assert every_title(late) == {keep}


# ---- 4: a clock three hours ahead ------------------------------------------------------------


def test_a_fast_clocks_rename_and_a_later_pin_both_survive_and_a_later_rename_wins(
    folder: Path, machines: tuple[Path, Path, Path]
) -> None:
    fast, slow, _c = machines
    seed(fast)
    set_up(folder, fast, slow)
    ok(cometdesk(["sync", "now"], fast, ahead=AHEAD))
    ok(cometdesk(["sync", "now"], slow))
    fast_id, slow_id = conversation_id(fast), conversation_id(slow)

    ok(
        cometdesk(
            ["history", "rename", str(fast_id), "Renamed on the fast clock"], fast, ahead=AHEAD
        )
    )
    ok(cometdesk(["sync", "now"], fast, ahead=AHEAD))
    ok(cometdesk(["history", "pin", str(slow_id)], slow))  # later, on a clock 3 h behind
    ok(cometdesk(["sync", "now"], slow))
    ok(cometdesk(["sync", "now"], fast, ahead=AHEAD))
    for machine in (fast, slow):
        repo = repo_of(machine)
        try:
            conv = repo.list_conversations()[0]
            assert (conv.title, conv.pinned) == ("Renamed on the fast clock", True), machine.name
        finally:
            repo.close()

    # Machine "slow" has seen the fast machine's rename: its own rename comes after it.
    ok(cometdesk(["history", "rename", str(slow_id), "Renamed on the slow clock"], slow))
    ok(cometdesk(["sync", "now"], slow))
    ok(cometdesk(["sync", "now"], fast, ahead=AHEAD))
    ok(cometdesk(["sync", "now"], slow))
    for machine in (fast, slow):
        repo = repo_of(machine)
        try:
            conv = repo.list_conversations()[0]
            assert (conv.title, conv.pinned) == ("Renamed on the slow clock", True), machine.name
        finally:
            repo.close()


# ---- 5: what a round adds to the storage ---------------------------------------------------


def test_storage_grows_by_the_new_messages_and_a_new_machine_reads_the_history_once(
    folder: Path,
    config: RemoteConfig,
    machines: tuple[Path, Path, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    a, b, _c = machines
    repo = repo_of(a)
    try:
        conv, _ = repo.start_conversation(TITLE, Params(model=MODEL), [TextPart(QUESTION)])
        for n in range(199):
            text = f"Message {n}: " + " ".join(secrets.token_hex(4) for _ in range(20))
            if n % 2 == 0:
                repo.add_message(conv.id, "assistant", [TextPart(text)], model=MODEL)
            else:
                repo.add_message(conv.id, "user", [TextPart(text)])
    finally:
        repo.close()
    sync(a, config)
    first = storage_bytes(folder)
    for n in range(10):
        add_text(a, f"short note {n}")
        assert sync(a, config).sent == 1
    grown = storage_bytes(folder) - first
    # Measured: about 600 bytes a message (its stamps, its making, its result, the batch
    # around it, sealed), against 35 kB for the first 200 (compressed). Re-sending the whole
    # conversation would add `first` every round: ten times what is allowed here at once.
    assert grown <= 10 * 1_000, (first, grown)
    assert grown <= 0.3 * first, (first, grown)

    read = 0
    original = Remote.read

    async def counted(self: Remote, path: str) -> bytes:
        nonlocal read
        data = await original(self, path)
        read += len(data)
        return data

    monkeypatch.setattr(Remote, "read", counted)
    got = sync(b, config)
    assert got.new_messages == 210 and got.problems == []
    total = storage_bytes(folder)
    assert read <= 1.1 * total, (read, total)


# ---- 6: two rounds at once on one machine ----------------------------------------------------


def test_two_rounds_at_once_on_one_machine_never_reuse_a_batch_number(
    folder: Path,
    config: RemoteConfig,
    machines: tuple[Path, Path, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    a, b, _c = machines
    seed(a)
    sync(a, config)
    sync(b, config)
    me = machine_id(a)

    # A round (a thread of the window, say) is sending when another one starts (a second
    # thread) after a new message was written: the second waits, then sends that message.
    add_text(a, "sent by the first round")
    waiting = threading.Event()
    results: dict[str, RoundSummary | BaseException] = {}

    def second() -> None:
        def report(phase: str, _done: int, _total: int) -> None:
            if phase == "wait":
                waiting.set()

        try:
            results["second"] = sync(a, config, progress=report)
        except BaseException as exc:
            results["second"] = exc

    other = threading.Thread(target=second)
    append = Journal.append

    async def appending(self: Journal, *args: Any, **kwargs: Any) -> Any:
        # The first round has read the conversation and is writing its batch.
        first = threading.current_thread() is not other
        if first and not other.is_alive() and "second" not in results:
            add_text(a, "sent by the second round")
            other.start()
            assert await asyncio.to_thread(waiting.wait, 30), "the second did not wait"
        return await append(self, *args, **kwargs)

    monkeypatch.setattr(Journal, "append", appending)
    results["first"] = sync(a, config)
    other.join(60)
    assert isinstance(results["first"], RoundSummary) and results["first"].sent == 1
    assert isinstance(results["second"], RoundSummary) and results["second"].sent == 1

    # And two `cometdesk sync now` processes started together.
    add_text(a, "sent by one of two processes")
    set_up(folder, a)  # the same storage: nothing starts over
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "app", "sync", "now"],
            cwd=ROOT,
            env=os.environ
            | {"COMETDESK_DATA_DIR": str(a), "COMETDESK_SYNC_PASSPHRASE": PASSPHRASE},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    for run in runs:
        _out, err = run.communicate(timeout=180)
        assert run.returncode == 0, err

    seqs = batch_seqs(config, me)
    assert len(seqs) == len(set(seqs)), seqs
    assert seqs == list(range(1, len(seqs) + 1)), seqs
    got = sync(b, config)
    assert got.problems == []
    assert {"sent by the first round", "sent by the second round"} <= texts(b)
    assert "sent by one of two processes" in texts(b)
    assert message_counts(b) == message_counts(a) == {TITLE: 5}


# ---- 7: two machines setting up one empty storage at once ---------------------------------


class _Ids:
    """app.sync.vaults.new_vault_id: each machine's candidate id chosen by the test (the
    thread's name), so that which one wins is known."""

    def __init__(self, ids: dict[str, str]) -> None:
        self._ids = ids
        self._made = vaults.new_vault_id

    def __call__(self) -> str:
        return self._ids.get(threading.current_thread().name) or self._made()


def collide(
    monkeypatch: pytest.MonkeyPatch,
    a: Path,
    b: Path,
    config: RemoteConfig,
    secret: str | None,
    how: str,
) -> list[RoundSummary]:
    """Machines ``a`` and ``b`` (each with a conversation of its own) run their first rounds
    against one empty storage at once: ``at-once``, both find it empty and both write a
    candidate before either looks again; ``late-winner``, ``a`` finds it empty, then ``b``
    does its whole first round, then ``a`` writes its candidate, which wins (the smaller
    id), so ``b`` must move. Then two more rounds each, alternating; their summaries."""
    first_ids = {"machine-a": "0" * 16, "machine-b": "f" * 16}
    if how == "at-once":
        first_ids = {"machine-a": "f" * 16, "machine-b": "0" * 16}
    monkeypatch.setattr(vaults, "new_vault_id", _Ids(first_ids))
    original = vaults.propose
    before, after = threading.Barrier(2, timeout=60), threading.Barrier(2, timeout=60)
    a_waits, b_done = threading.Event(), threading.Event()

    async def proposing(remote: Remote, passphrase: str) -> vaults.OpenVault:
        name = threading.current_thread().name
        if how == "at-once":
            await asyncio.to_thread(before.wait)
            opened = await original(remote, passphrase)
            await asyncio.to_thread(after.wait)
            return opened
        if name == "machine-a":
            a_waits.set()
            assert await asyncio.to_thread(b_done.wait, 120)
        return await original(remote, passphrase)

    monkeypatch.setattr(vaults, "propose", proposing)
    results: dict[str, RoundSummary | BaseException] = {}

    def round_of(data_dir: Path) -> None:
        try:
            results[data_dir.name] = run_sync_round(data_dir, config, secret, PASSPHRASE)
        except BaseException as exc:
            results[data_dir.name] = exc

    thread_a = threading.Thread(target=round_of, args=(a,), name="machine-a")
    thread_b = threading.Thread(target=round_of, args=(b,), name="machine-b")
    thread_a.start()
    if how == "late-winner":
        assert a_waits.wait(60)
        thread_b.start()
        thread_b.join(120)
        b_done.set()
    else:
        thread_b.start()
    thread_a.join(120)
    thread_b.join(120)
    for name in ("machine-a", "machine-b"):
        assert isinstance(results[name], RoundSummary), results[name]
    monkeypatch.setattr(vaults, "propose", original)
    later = []
    order = (b, a, b, a) if how == "late-winner" else (a, b, a, b)
    for data_dir in order:
        later.append(run_sync_round(data_dir, config, secret, PASSPHRASE))
    return later


def check_one_key(
    a: Path, b: Path, later: list[RoundSummary], config: RemoteConfig, secret: str | None
) -> None:
    for summary in later:
        assert summary.problems == [], summary.problems
    for machine in (a, b):
        assert titles(machine) == ["Made on machine a", "Made on machine b"], machine.name
        assert message_counts(machine) == {"Made on machine a": 1, "Made on machine b": 1}
    assert vault_of(a) == vault_of(b)
    listing = asyncio.run(vaults.list_logs(Remote(config, secret)))
    assert vaults.candidates(listing) == [vault_of(a)], listing
    assert {o.path.split("/")[3] for o in log_objects(config, secret)} == {vault_of(a)}
    keys = asyncio.run(Remote(config, secret).list(vaults.KEYS))
    assert {path.split("/")[3] for path in keys} == {vault_of(a)}, keys


def seed_both(a: Path, b: Path) -> None:
    start_conversation(a, "Made on machine a", "from a")
    start_conversation(b, "Made on machine b", "from b")


@pytest.mark.parametrize("how", ["at-once", "late-winner"])
def test_two_machines_setting_up_one_storage_at_once_end_with_one_key(
    storage: Storage,
    machines: tuple[Path, Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    how: str,
) -> None:
    a, b, _c = machines
    seed_both(a, b)
    later = collide(monkeypatch, a, b, storage.config, storage.secret, how)
    check_one_key(a, b, later, storage.config, storage.secret)


# ---- 8: a newer format ----------------------------------------------------------------------

FUTURE = "machinefromthefuture"


def _conversation(title: str, text: str) -> tuple[str, Changes]:
    uid, muid = uuid.uuid4().hex, uuid.uuid4().hex
    stamp = Stamp(int(time.time() * 1000), 0, FUTURE).text()
    made = time.time()
    changes = Changes()
    part = changes.part(uid)
    part.fields = [("created", {"created_at": made}, stamp), ("title", title, stamp)]
    part.messages[muid] = [
        (
            "created",
            {"role": "user", "parent": None, "created_at": made, "model": "", "params": None},
            stamp,
        ),
        ("result", {"parts": parts_to_json((TextPart(text),)), "status": "complete"}, stamp),
    ]
    return uid, changes


def write_future_batches(config: RemoteConfig, monkeypatch: pytest.MonkeyPatch) -> None:
    """Machine FUTURE, on a newer version, writes batch 1 in format 3 (a conversation
    "From a newer version"), then batch 2 in today's format ("From today's version")."""

    async def write() -> None:
        remote = Remote(config)
        opened = await vaults.find(remote, PASSPHRASE, create=False)
        journal = Journal(remote, opened, FUTURE)
        keys: dict[str, ContentKey] = {}
        newer_uid, newer = _conversation("From a newer version", "written in format 3")
        today_uid, today = _conversation("From today's version", "written in format 2")
        for uid in (newer_uid, today_uid):
            keys[uid] = ContentKey.new()
            await journal.put_key(uid, keys[uid])
        with monkeypatch.context() as patched:
            patched.setattr(journal_module, "FORMAT", 3)
            written = await journal.append(newer, 1, "", keys.__getitem__)
        await journal.append(today, 2, written[-1][2], keys.__getitem__)

    asyncio.run(write())


def test_a_batch_of_a_newer_format_is_kept_until_an_upgrade_applies_it(
    config: RemoteConfig,
    folder: Path,
    machines: tuple[Path, Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    a, b, _c = machines
    seed(a)
    sync(a, config)
    write_future_batches(config, monkeypatch)

    for _ in range(2):  # kept, round after round, while the cursor moves on
        got = sync(b, config)
        assert titles(b) == sorted([TITLE, "From today's version"])
        state = LocalState.open(b)
        try:
            assert [reason for _id, _body, reason in state.fields.parked()] == ["newer format"]
            assert state.fields.logs()[FUTURE][0] == 2
        finally:
            state.close()
    assert got.problems == []

    # This machine is upgraded to the version that reads format 3.
    monkeypatch.setattr(changes_module, "FORMAT", 3)
    monkeypatch.setattr(journal_module, "FORMAT", 3)
    sync(b, config)
    assert titles(b) == sorted([TITLE, "From today's version", "From a newer version"])
    assert texts(b, "From a newer version") == {"written in format 3"}
    state = LocalState.open(b)
    try:
        assert state.fields.parked() == []
    finally:
        state.close()

    # A storage header of a newer layout: one sentence, nothing else.
    newer = tmp_path / "newer-storage"

    async def newer_header() -> None:
        vault = await Vault.create(PASSPHRASE)
        path = vaults.candidate_path("0123456789abcdef")
        await Remote(RemoteConfig.parse(["folder", str(newer)])).write_once(
            path, vault.header(path, storage_format=3)
        )

    asyncio.run(newer_header())
    sentence = (
        "The sync storage was written by a newer Comet Desk (storage format 3): update "
        "Comet Desk on this machine to sync with it."
    )
    with pytest.raises(NewerStorage) as caught:
        sync(a, RemoteConfig.parse(["folder", str(newer)]))
    assert str(caught.value) == sentence
    c = tmp_path / "machine-new"
    ok(cometdesk(["sync", "setup", "folder", str(newer)], c))
    done = cometdesk(["sync", "now"], c)
    assert done.returncode != 0
    assert one_line(done.stderr) == f"cometdesk: error: {sentence}"


# ---- 9: a storage that withholds, rolls back or replaces -------------------------------------


def _tampered(machine: str, detail: str) -> str:
    return str(TamperedLog(machine, detail))


@pytest.mark.parametrize("how", ["withheld", "rolled-back", "replaced"])
def test_a_storage_that_withholds_rolls_back_or_replaces_a_batch_is_said(
    folder: Path, config: RemoteConfig, machines: tuple[Path, Path, Path], how: str
) -> None:
    a, b, _c = machines
    seed(a)
    sync(a, config)
    if how == "replaced":
        sync(b, config)  # B has read batch 1
    add_text(a, "second batch")
    sync(a, config)
    add_text(a, "third batch")
    sync(a, config)
    me = machine_id(a)
    batches = sorted((o for o in log_objects(config) if o.machine == me), key=lambda o: o.seq)
    assert [o.seq for o in batches] == [1, 2, 3]
    files = [folder / o.path for o in batches]

    if how == "withheld":
        files[1].unlink()
        got = sync(b, config)
        assert got.problems == [_tampered(me, "change 2 is missing")]
        assert titles(b) == []  # nothing of A's after the gap (nor before: all or nothing)
        return

    if how == "replaced":
        # Batch 2 replaced by batch 1's bytes, named as batch 2 would be for those bytes.
        data = files[0].read_bytes()
        files[1].unlink()
        digest = journal_module.batch_digest(data)
        (files[1].parent / f"{2:010d}-{digest[:16]}.rec").write_bytes(data)
        got = sync(b, config)
        assert texts(b) == {QUESTION, ANSWER}  # batch 1 only: nothing after the gap
        assert len(got.problems) == 1, got.problems
        assert got.problems[0].startswith(
            f"The sync storage is missing or changed what machine {me[:8]} sent"
        ), got.problems
        return

    # Rolled back: the reader saw batch 3, then the storage lost it.
    sync(b, config)
    assert "third batch" in texts(b)
    shutil.copy(files[2], folder / "kept-aside")
    files[2].unlink()
    add_text(a, "fourth batch")
    got = sync(b, config)
    assert got.problems == [_tampered(me, "its log went back from change 3 to 2")]
    # The writer notices too, and sends nothing on top of the hole.
    with pytest.raises(TamperedLog) as caught:
        sync(a, config)
    assert str(caught.value) == _tampered(me, "its log went back from change 3 to 2")
    assert batch_seqs(config, me) == [1, 2]
