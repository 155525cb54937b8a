"""Convergence, as a property: 3 to 5 machines make random changes of every kind (new
conversations, messages, versions and which one is shown, deletions, renames, pins,
folders, parameters, trash, restore, purge, settings, background replies completed later)
between random rounds, with clocks up to six hours apart (fixed or drifting), some rounds
cut off at a random request, some `sync now` processes SIGKILLed at a random step, over a
folder, WebDAV and S3. After every machine has synced twice more, every machine's export
is the same and the reference model (tests/support/sync_model.py) allows it.

The seed is printed (and named in the test id). To replay one:

    SYNC_SEED=1234 pytest tests/integration/sync/test_convergence.py -k folder

``SYNC_SEEDS=N`` runs N seeds per storage instead of the three fixed ones, from
``SYNC_SEED_BASE`` (default 1000); `make test-stress` runs hundreds from a random base.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import pytest

from app import config
from app.domain import Params, TextPart
from app.services.sync import compaction as sync_compaction
from app.services.sync.round import RoundSummary
from app.storage import DB_FILENAME, Repository, own_history
from app.sync import Remote, RemoteConfig, Unreachable
from app.sync.journal import Journal
from app.sync.local_state import LocalState
from tests.integration.sync.conftest import PASSPHRASE, Storage
from tests.support.sync_machines import ROOT, Cluster, differences, export, text_of
from tests.support.sync_rounds import run_sync_round

T = TypeVar("T")


def _seeds() -> list[int]:
    if os.environ.get("SYNC_SEED"):
        return [int(s) for s in os.environ["SYNC_SEED"].split(",")]
    if os.environ.get("SYNC_SEEDS"):
        base = int(os.environ.get("SYNC_SEED_BASE") or 1000)
        return list(range(base, base + int(os.environ["SYNC_SEEDS"])))
    # Each a different mix: SIGKILLs with drifting clocks, small batches with five
    # machines, a long run with frequent checkpoints.
    return [7, 27, 31]


SEEDS = _seeds()


@pytest.mark.parametrize("seed", SEEDS, ids=[f"seed{s}" for s in SEEDS])
def test_every_machine_converges_on_what_the_model_allows(
    storage: Storage, tmp_path: Path, seed: int
) -> None:
    print(f"sync convergence: seed {seed} over {storage.kind} (replay: SYNC_SEED={seed})")
    started = time.monotonic()
    cluster = Cluster(seed, tmp_path, storage.config, storage.secret)
    try:
        cluster.run()
        exports = {m.name: export(m.data_dir) for m in cluster.machines}
        unequal = differences(exports)
        disallowed = {name: cluster.model.check(e, cluster.uid_of) for name, e in exports.items()}
        branches = [
            f"{name}: {uid[:8]} shows messages that are not one branch"
            for name, e in exports.items()
            for uid, conv in e["conversations"].items()
            if not conv["active_is_a_branch"]
        ]
        late = ""
        if unequal:
            cluster.one_more_pass()
            again = differences({m.name: export(m.data_dir) for m in cluster.machines})
            late = (
                "\nafter a third pass they agree (slow convergence)"
                if not again
                else f"\nafter a third pass still: {again}"
            )
    except BaseException:
        print("\n".join(cluster.events))
        raise
    print(f"seed {seed}: {time.monotonic() - started:.1f} s, {len(cluster.model.ops)} operations")
    failures = [f"machines differ: {line}" for line in unequal]
    for name, problems in disallowed.items():
        failures += [f"{name} against the model: {p}" for p in problems]
    failures += branches
    failures += [f"a round reported: {p}" for p in cluster.problems]
    if failures:
        print("\n".join(cluster.events))
        pytest.fail(
            f"seed {seed} over {storage.kind} ({cluster.config.line()}):\n"
            + "\n".join(failures)
            + late,
            pytrace=False,
        )


# ---- what the property test found, each in a few steps ------------------------------------
#
# Over a folder, with machine ids chosen so that every machine reads the others' logs in a
# known order (logs are read in the order of their machines' ids).


def _machine(tmp_path: Path, name: str, machine_id: str | None = None) -> Path:
    data_dir = tmp_path / name
    state = LocalState.open(data_dir)
    try:
        state._set("machine_id", machine_id or f"{name}{'0' * 31}"[:32])
    finally:
        state.close()
    return data_dir


def _on(data_dir: Path, fn: Callable[[Repository], T]) -> T:
    with own_history(data_dir / DB_FILENAME) as history:
        return history.run(fn)


def _sync(data_dir: Path, remote: RemoteConfig, **kwargs: Any) -> RoundSummary:
    return run_sync_round(data_dir, remote, None, PASSPHRASE, **kwargs)


def _sync_killed(data_dir: Path, remote: RemoteConfig, **crash: str) -> None:
    """`cometdesk sync now` SIGKILLed where ``crash`` says (tests.support.sync_machines_crash)."""
    state = LocalState.open(data_dir)
    try:
        state.set_remote_config(remote)
    finally:
        state.close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_SYNC_")}
    env |= {"COMETDESK_DATA_DIR": str(data_dir), "COMETDESK_SYNC_PASSPHRASE": PASSPHRASE}
    killed = subprocess.run(
        [sys.executable, "-m", "tests.support.sync_machines_crash"],
        cwd=ROOT,
        env=env | crash,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr


def _only(repo: Repository) -> int:
    convs = repo.list_conversations() + repo.list_deleted_conversations()
    assert len(convs) == 1, [c.title for c in convs]
    return convs[0].id


def _texts(data_dir: Path) -> list[str]:
    def read(repo: Repository) -> list[str]:
        convs = repo.list_conversations() + repo.list_deleted_conversations()
        return sorted(text_of(m) for c in convs for m in repo.list_all_messages(c.id))

    return _on(data_dir, read)


def _shown(data_dir: Path) -> list[str]:
    def read(repo: Repository) -> list[str]:
        messages = repo.list_all_messages(_only(repo))
        return sorted(text_of(m) for m in messages if m.active)

    return _on(data_dir, read)


def _conversation(data_dir: Path) -> tuple[str, bool]:
    def read(repo: Repository) -> tuple[str, bool]:
        conv = repo.get_conversation(_only(repo))
        assert conv is not None
        return conv.title, conv.pinned

    return _on(data_dir, read)


def _start(data_dir: Path, *texts: str) -> list[int]:
    """A conversation whose messages follow one another (user, assistant, user…)."""

    def make(repo: Repository) -> list[int]:
        conv, first = repo.start_conversation("Chat", Params(model="m"), [TextPart(texts[0])])
        ids = [first.id]
        for n, text in enumerate(texts[1:]):
            role: Any = "assistant" if n % 2 == 0 else "user"
            ids.append(repo.add_message(conv.id, role, [TextPart(text)]).id)
        return ids

    return _on(data_dir, make)


def test_changes_parked_for_a_conversation_not_here_yet_are_all_applied(tmp_path: Path) -> None:
    """Sync_round._apply_parked: a reader that gets two machines' changes to a conversation
    before the conversation itself parks both; the next round applies only the last one
    parked (retry.conversations[uid] is overwritten), the other is lost for good."""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    renamer, pinner = _machine(tmp_path, "a1"), _machine(tmp_path, "a2")
    maker, reader = _machine(tmp_path, "z9"), _machine(tmp_path, "r5")
    _start(maker, "hello")
    _sync(maker, remote)
    _sync(renamer, remote)
    _on(renamer, lambda repo: repo.rename_conversation(_only(repo), "Renamed"))
    _sync(renamer, remote)
    _sync(pinner, remote)
    _on(pinner, lambda repo: repo.set_pinned(_only(repo), True))
    _sync(pinner, remote)
    # The reader reads a1 (the rename: parked), a2 (the pin: parked), then z9 (the chat).
    _sync(reader, remote)
    _sync(reader, remote)
    assert _conversation(pinner) == ("Renamed", True)
    assert _conversation(reader) == ("Renamed", True)


def test_a_conversation_larger_than_a_checkpoint_part_reaches_a_machine_that_joins_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Journal._open_checkpoint: a conversation whose changes are larger than BATCH_LIMIT
    (2 MB of text) is split over several parts of a checkpoint, but the entry keeps one
    sealed part per conversation (parts.update): all but the last part's are lost, so a
    machine that reads the checkpoint never gets the conversation (its fields and first
    messages were in the first part)."""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    a, b = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    long = [os.urandom(450_000).hex() for _ in range(3)]  # 2.7 MB, 1.4 MB compressed
    _start(a, *long)
    _sync(a, remote)
    # Renamed, with a checkpoint as soon as anything in the log was changed again: the
    # checkpoint replaces the batches.
    monkeypatch.setattr(sync_compaction, "SUPERSEDED_BYTES", 0)
    monkeypatch.setattr(sync_compaction, "SUPERSEDED_SHARE", 0.0)
    _on(a, lambda repo: repo.rename_conversation(_only(repo), "Long"))
    _sync(a, remote)
    assert len([p for p in (tmp_path / "synced").rglob("*.ckp")]) > 1
    assert not list((tmp_path / "synced").rglob("*.rec"))
    _sync(b, remote)
    assert _texts(b) == sorted(long)


def test_a_checkpoint_keeps_a_message_whose_parent_was_deleted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sync_round._compact: a message's `created` (role, parent…) never changes, but the
    checkpoint takes its value from the history, where the parent is now the deleted
    message's parent; the hash differs from the one recorded, so the checkpoint leaves the
    message out, and a machine that reads the checkpoint never gets it, nor what follows."""
    # A checkpoint as soon as anything in the log was changed again.
    monkeypatch.setattr(sync_compaction, "SUPERSEDED_BYTES", 0)
    monkeypatch.setattr(sync_compaction, "SUPERSEDED_SHARE", 0.0)
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    a, b, c = _machine(tmp_path, "a"), _machine(tmp_path, "b"), _machine(tmp_path, "c")
    _question, answer, _follow_up = _start(a, "question", "answer", "follow-up")
    _sync(a, remote)
    _sync(b, remote)
    answer_on_b = _on(
        b,
        lambda repo: next(
            m.id for m in repo.list_all_messages(_only(repo)) if text_of(m) == "answer"
        ),
    )
    _on(b, lambda repo: repo.delete_message(answer_on_b))  # the follow-up moves up
    _sync(b, remote)
    _sync(a, remote)  # the answer goes here too; a's follow-up now follows the question
    _on(a, lambda repo: repo.rename_conversation(_only(repo), "Renamed"))
    _sync(a, remote)  # a batch, then a checkpoint that covers a's earlier ones
    assert answer  # (deleted on every machine by now)
    _sync(c, remote)
    assert _texts(a) == _texts(b) == ["follow-up", "question"]
    assert _texts(c) == ["follow-up", "question"]


def test_a_deletion_received_deletes_that_message_only(tmp_path: Path) -> None:
    """Sync_apply._write_one → delete_messages → Repository.delete_message: a received
    deletion is applied with the window's rule (a version with siblings goes with its whole
    branch), judged on this machine's tree. Here b has a second version of the answer that
    a had not seen when it deleted the answer alone (its follow-up moved up): on b the
    follow-up goes too, nobody deleted it, and no tombstone tells a (b's fingerprint is
    taken after the write), so a keeps it and b does not, for good."""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    a, b = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    _question, answer, _follow_up = _start(a, "question", "answer", "follow-up")
    _sync(a, remote)
    _sync(b, remote)

    def second_version(repo: Repository) -> None:
        on_b = next(m for m in repo.list_all_messages(_only(repo)) if text_of(m) == "answer")
        repo.add_message(
            on_b.conversation_id, "assistant", [TextPart("answer 2")], version_of=on_b.id
        )

    _on(b, second_version)
    _on(a, lambda repo: repo.delete_message(answer))  # no other version here: alone
    assert _texts(a) == ["follow-up", "question"]
    _sync(a, remote)
    _sync(b, remote)
    _sync(a, remote)
    _sync(b, remote)
    assert _texts(a) == _texts(b) == ["answer 2", "follow-up", "question"]


def _two_answers_b_shows_the_first(tmp_path: Path, remote: RemoteConfig) -> tuple[Path, Path, Path]:
    """b makes a chat with a second version of its answer, sent but not shown; a has both."""
    a, b, x = _machine(tmp_path, "a"), _machine(tmp_path, "b"), _machine(tmp_path, "x")
    _start(b, "question", "answer")
    _sync(b, remote)
    _sync(a, remote)
    _sync(x, remote)  # x has the chat, not what follows

    def other_version_not_shown(repo: Repository) -> None:
        answer = next(m for m in repo.list_all_messages(_only(repo)) if text_of(m) == "answer")
        repo.add_message(
            answer.conversation_id, "assistant", [TextPart("answer 2")], version_of=answer.id
        )
        repo.show_version(answer.id)  # b goes on showing the first answer

    _on(b, other_version_not_shown)
    _sync(b, remote)
    _sync(a, remote)
    return a, b, x


def _show(text: str) -> Callable[[Repository], None]:
    def show(repo: Repository) -> None:
        repo.show_version(
            next(m.id for m in repo.list_all_messages(_only(repo)) if text_of(m) == text)
        )

    return show


def test_showing_another_version_is_sent(tmp_path: Path) -> None:
    """Sync_reads.fingerprints: which messages are on screen (``active``) is not part of a
    conversation's fingerprint, so a round skips a conversation whose only change is the
    version shown: the change is never stamped nor sent. (Two messages only: with three,
    the fingerprint's float total(updated_at) may come out different in its two queries,
    and the chat is then read again every round, which hides this.)"""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    a, b = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    _start(b, "question")
    _sync(b, remote)
    _sync(a, remote)

    def other_version_not_shown(repo: Repository) -> None:
        first = next(m for m in repo.list_all_messages(_only(repo)) if text_of(m) == "question")
        repo.add_message(
            first.conversation_id, "user", [TextPart("question 2")], version_of=first.id
        )
        repo.show_version(first.id)  # b goes on showing the first version

    _on(b, other_version_not_shown)
    _sync(b, remote)
    _sync(a, remote)
    _sync(a, remote)
    _on(a, _show("question 2"))
    _sync(a, remote)
    _sync(b, remote)
    assert _shown(a) == ["question 2"]
    assert _shown(b) == ["question 2"]


def test_the_version_shown_follows_a_change_that_names_a_message_read_later(
    tmp_path: Path,
) -> None:
    """Sync_apply._write_one: a `shown` change naming a message this machine does not have
    yet (it comes later in the same round, from a log read after this one, or later in a
    split batch) is dropped, not kept for when the message arrives: the reader goes on
    showing another branch than every other machine, for good. (a renames the chat too,
    so that its round reads it: see test_showing_another_version_is_sent.)"""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    a, b, x = _two_answers_b_shows_the_first(tmp_path, remote)
    _on(a, _show("answer 2"))
    _on(a, lambda repo: repo.rename_conversation(_only(repo), "Renamed"))
    _sync(a, remote)
    _sync(b, remote)
    assert _shown(a) == _shown(b) == ["answer 2", "question"]
    _sync(x, remote)  # reads a's log (shown: "answer 2") before b's (where "answer 2" is)
    _sync(x, remote)
    _sync(x, remote)
    assert _shown(x) == ["answer 2", "question"]


def test_a_change_made_after_a_round_that_was_cut_off_wins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sync_round: the hybrid clock saw the stamps of what a round applied, but it is saved
    only when the round ends; a round cut off after applying a change leaves the clock
    behind it. A rename made afterwards, having seen that change, is stamped earlier than
    it (on a clock hours behind): it stays here and loses everywhere else."""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    ahead, behind = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    other = _machine(tmp_path, "c")
    _start(ahead, "hello")
    _sync(ahead, remote, wall=lambda: time.time() + 6 * 3600)
    _sync(behind, remote, wall=lambda: time.time() - 6 * 3600)
    _sync(other, remote)
    _on(other, lambda repo: repo.set_pinned(_only(repo), True))  # c has a change to read
    _sync(other, remote)
    _on(ahead, lambda repo: repo.rename_conversation(_only(repo), "From a"))
    _sync(ahead, remote, wall=lambda: time.time() + 6 * 3600)

    original = Remote.read

    async def read(self: Remote, path: str) -> bytes:
        if "/c000" in path:  # a's log is read; the storage goes before c's
            raise Unreachable(self.config.where())
        return await original(self, path)

    monkeypatch.setattr(Remote, "read", read)
    with pytest.raises(Unreachable):
        _sync(behind, remote, wall=lambda: time.time() - 6 * 3600)
    monkeypatch.undo()
    assert _conversation(behind)[0] == "From a"  # applied before the cut
    _on(behind, lambda repo: repo.rename_conversation(_only(repo), "From b, after"))
    _sync(behind, remote, wall=lambda: time.time() - 6 * 3600)
    _sync(ahead, remote, wall=lambda: time.time() + 6 * 3600)
    assert _conversation(behind)[0] == "From b, after"
    assert _conversation(ahead)[0] == "From b, after"


def test_a_round_killed_after_writing_received_changes_duplicates_nothing(
    tmp_path: Path,
) -> None:
    """Sync_apply.write: the history's transaction commits, then the sync state's (uids of
    the new conversation and messages, the log's cursor). `cometdesk sync now` SIGKILLed
    between the two leaves a conversation the sync state does not know: the next round
    takes it for one made here, gives it new uids and sends it, and every machine has it
    twice."""
    folder = tmp_path / "synced"
    remote = RemoteConfig.parse(["folder", str(folder)])
    a, b = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    _start(a, "question", "answer")
    _sync(a, remote)
    _sync_killed(b, remote, SYNC_CRASH_AFTER_WRITE="1")
    assert _texts(b) == ["answer", "question"]  # written before the kill
    _sync(b, remote)
    _sync(a, remote)
    assert _texts(b) == ["answer", "question"]
    assert _texts(a) == ["answer", "question"]


def test_a_round_killed_after_writing_received_settings_does_not_send_them_as_its_own(
    tmp_path: Path,
) -> None:
    """A received setting is written into the preferences, then recorded as agreed. Killed
    between the two, the next round took the written value for a change made here,
    stamped it with this machine's clock and sent it back over the later choice another
    machine had made in between."""
    folder = tmp_path / "synced"
    remote = RemoteConfig.parse(["folder", str(folder)])
    a, b = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    config.save_settings(a, replace(config.load_settings(a), system_prompt="Think twice."))
    _sync(a, remote)
    _sync_killed(b, remote, SYNC_CRASH_AFTER_ITEMS="1")
    assert config.load_settings(b).system_prompt == "Think twice."  # written before the kill
    config.save_settings(a, replace(config.load_settings(a), system_prompt="Be brief."))
    _sync(a, remote)
    _sync(b, remote)
    _sync(a, remote)
    assert config.load_settings(b).system_prompt == "Be brief."
    assert config.load_settings(a).system_prompt == "Be brief."


def test_small_batches_are_merged_into_segments_that_readers_follow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One message a round: once three objects follow the last checkpoint, a round merges
    them into one segment and removes them. A machine that had read part of them, one that
    had read none and one that joins later all end with every message; the first round
    wrote no checkpoint (nothing in it was changed again)."""
    monkeypatch.setattr(sync_compaction, "COMPACT_AFTER_BATCHES", 3)
    folder = tmp_path / "synced"
    remote = RemoteConfig.parse(["folder", str(folder)])
    a, part_way, b = (_machine(tmp_path, n) for n in ("a", "p", "b"))
    _start(a, "question", "answer")
    _sync(a, remote)
    _sync(b, remote)
    assert not list(folder.rglob("*.ckp"))
    texts = ["question", "answer"]
    for n in range(7):
        text = f"follow-up {n}"
        texts.append(text)
        _on(a, lambda repo, t=text: repo.add_message(_only(repo), "user", [TextPart(t)]))
        _sync(a, remote)
        if n == 0:
            _sync(part_way, remote)
    segments = list(folder.rglob("*.seg"))
    assert segments and len(list(folder.rglob("*.rec"))) < 3
    late = _machine(tmp_path, "late")
    for machine in (part_way, b, late):
        got = _sync(machine, remote)
        assert got.problems == []
        assert _texts(machine) == sorted(texts), machine.name


def test_a_key_stored_by_a_round_cut_off_is_the_one_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new conversation's key goes to the storage before its changes. After a round cut
    off right there (the key not recorded here), the next round finds the stored key and
    seals the changes with it: another machine reads them."""
    remote = RemoteConfig.parse(["folder", str(tmp_path / "synced")])
    a, b = _machine(tmp_path, "a"), _machine(tmp_path, "b")
    _start(a, "question", "answer")
    put_key = Journal.put_key

    async def put_key_then_cut(self: Journal, uid: str, key: Any) -> None:
        await put_key(self, uid, key)
        raise Unreachable("The sync storage went away.")

    with monkeypatch.context() as patched:
        patched.setattr(Journal, "put_key", put_key_then_cut)
        with pytest.raises(Unreachable):
            _sync(a, remote)
    assert _sync(a, remote).problems == []
    got = _sync(b, remote)
    assert got.problems == []
    assert _texts(b) == ["answer", "question"]
