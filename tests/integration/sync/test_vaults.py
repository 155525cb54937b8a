"""Which key a storage uses (app.sync.vaults), on each real storage (a folder, WsgiDAV,
moto's S3): the first machine makes a candidate, every other unlocks it, the smallest
candidate wins, an earlier version's header is the key where there is one; a wrong or weak
passphrase and a newer storage are one sentence each and write nothing; machines setting
up one storage at once end with one key."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from app.sync import vaults
from app.sync.crypto import Vault
from app.sync.errors import DamagedObject, NewerStorage, NotFound, WrongPassphrase
from app.sync.local_state import LocalState
from app.sync.passphrase import WeakPassphrase
from app.sync.remote import Remote
from app.sync.vaults import LOGS, V1_HEADER, V1_VAULT, OpenVault
from tests.integration.sync.conftest import PASSPHRASE, Storage, raw_listing

WRONG = "correct horse battery stapler 42"
WEAK = ("password", "letmein123")
NEWER_SENTENCE = (
    "The sync storage was written by a newer Comet Desk (storage format 3): "
    "update Comet Desk on this machine to sync with it."
)


def same_key(one: Vault, other: Vault) -> bool:
    """Whether what one seals the other opens (and back)."""
    try:
        return (
            other.open(one.seal(b"from one", "probe/1"), "probe/1") == b"from one"
            and one.open(other.seal(b"from other", "probe/2"), "probe/2") == b"from other"
        )
    except DamagedObject:
        return False


def candidates_on(objects: dict[str, bytes]) -> list[str]:
    return vaults.candidates([p for p in objects if p.startswith(LOGS)])


async def earlier_version_header(storage: Storage, passphrase: str = PASSPHRASE) -> Vault:
    """The header an earlier version wrote (cometdesk-sync/header.json: the same KDF header,
    without storage_format); its vault."""
    vault = await Vault.create(passphrase)
    await storage.remote().write_once(V1_HEADER, vault.header(V1_HEADER), exclusive=True)
    return vault


# ---- one machine, then another ------------------------------------------------------------


def test_find_on_an_empty_storage_makes_one_candidate(storage: Storage) -> None:
    async def run() -> None:
        opened = await vaults.find(storage.remote(), PASSPHRASE, create=True)
        assert vaults.is_vault_id(opened.vault_id) and len(opened.vault_id) == 16
        objects = await raw_listing(storage)
        assert objects == {vaults.candidate_path(opened.vault_id): opened.header}
        header = json.loads(opened.header)
        assert header["storage_format"] == vaults.FORMAT == 2
        assert set(header) == {"format", "version", "kdf", "key_check", "storage_format"}
        assert PASSPHRASE.encode() not in opened.header
        # Only asked to find one: none there is NotFound, and nothing is written.
        empty_remote = storage.remote()
        await storage.raw().delete(vaults.candidate_path(opened.vault_id))
        with pytest.raises(NotFound) as caught:
            await vaults.find(empty_remote, PASSPHRASE, create=False)
        assert str(caught.value).startswith("The sync storage has no ")
        assert await raw_listing(storage) == {}

    asyncio.run(run())


@pytest.mark.parametrize("storage", ["folder"], indirect=True)
def test_no_key_is_said_in_plain_words(storage: Storage) -> None:
    with pytest.raises(NotFound) as caught:
        asyncio.run(vaults.find(storage.remote(), PASSPHRASE, create=False))
    assert " no the " not in str(caught.value), str(caught.value)


def test_a_second_machine_unlocks_the_same_key(storage: Storage) -> None:
    async def run() -> None:
        first = await vaults.find(storage.remote(), PASSPHRASE, create=True)
        before = await raw_listing(storage)
        for create in (False, True):
            second = await vaults.find(storage.remote(), PASSPHRASE, create=create)
            assert second.vault_id == first.vault_id and second.header == first.header
            assert same_key(first.vault, second.vault)
        assert await raw_listing(storage) == before  # nothing more was written
        # From the header a round keeps, without asking the storage.
        cached = await vaults.unlock_cached(first.header, first.vault_id, PASSPHRASE)
        assert same_key(first.vault, cached.vault)

    asyncio.run(run())


def test_the_smallest_candidate_wins(storage: Storage) -> None:
    async def run() -> None:
        made = [await vaults.propose(storage.remote(), PASSPHRASE) for _ in range(3)]
        before = await raw_listing(storage)
        ids = sorted(m.vault_id for m in made)
        assert candidates_on(before) == ids and len(before) == 3
        smallest = next(m for m in made if m.vault_id == ids[0])
        for create in (False, True):
            found = await vaults.find(storage.remote(), PASSPHRASE, create=create)
            assert found.vault_id == ids[0]
            assert same_key(found.vault, smallest.vault)
            assert not any(same_key(found.vault, m.vault) for m in made if m is not smallest)
        assert await raw_listing(storage) == before
        assert vaults.winner(False, list(before)) == ids[0]
        assert vaults.winner(True, list(before)) == V1_VAULT

    asyncio.run(run())


def test_a_wrong_passphrase_is_refused_and_writes_nothing(storage: Storage) -> None:
    async def run() -> None:
        await vaults.find(storage.remote(), PASSPHRASE, create=True)
        await vaults.propose(storage.remote(), PASSPHRASE)  # a second candidate
        before = await raw_listing(storage)
        for create in (False, True):
            with pytest.raises(WrongPassphrase) as caught:
                await vaults.find(storage.remote(), WRONG, create=create)
            assert str(caught.value) == "The sync passphrase is wrong: nothing was changed."
        assert await raw_listing(storage) == before

    asyncio.run(run())


def test_a_damaged_header_is_damaged_object(storage: Storage) -> None:
    async def run() -> None:
        opened = await vaults.find(storage.remote(), PASSPHRASE, create=True)
        path = vaults.candidate_path(opened.vault_id)
        raw = storage.raw()
        header = json.loads(opened.header)
        for damaged in (
            b"{not json",
            b"[]",
            json.dumps({**header, "format": "another-program"}).encode(),
            json.dumps({**header, "kdf": {**header["kdf"], "memory_kib": 2**30}}).encode(),
            json.dumps({**header, "key_check": "not base64!"}).encode(),
        ):
            await raw.write(path, damaged)
            with pytest.raises(DamagedObject) as caught:
                await vaults.find(storage.remote(), PASSPHRASE, create=True)
            assert str(caught.value) == (
                f"The sync header {path} is damaged or from another program."
            )
            assert list(await raw_listing(storage)) == [path]

    asyncio.run(run())


# ---- a newer storage, an earlier one ------------------------------------------------------


def test_a_storage_of_a_newer_format_is_said_and_left_alone(storage: Storage) -> None:
    async def run() -> None:
        vault = await Vault.create(PASSPHRASE)
        vault_id = "0123456789abcdef"
        path = vaults.candidate_path(vault_id)
        header = vault.header(path, storage_format=3)
        await storage.raw().write(path, header)
        before = await raw_listing(storage)
        for passphrase in (PASSPHRASE, WRONG):  # said before any key is derived
            for create in (False, True):
                with pytest.raises(NewerStorage) as caught:
                    await vaults.find(storage.remote(), passphrase, create=create)
                assert str(caught.value) == NEWER_SENTENCE
            with pytest.raises(NewerStorage):
                await vaults.unlock_cached(header, vault_id, passphrase)
        assert await raw_listing(storage) == before

    asyncio.run(run())


def test_a_storage_an_earlier_version_set_up_keeps_its_key(storage: Storage) -> None:
    async def run() -> None:
        earlier = await earlier_version_header(storage)
        before = await raw_listing(storage)
        for create in (False, True):
            found = await vaults.find(storage.remote(), PASSPHRASE, create=create)
            assert found.vault_id == V1_VAULT
            assert found.header == before[V1_HEADER]
            assert same_key(found.vault, earlier)
        assert await raw_listing(storage) == before  # no candidate is made beside it
        with pytest.raises(WrongPassphrase):
            await vaults.find(storage.remote(), WRONG, create=True)
        # A candidate of a machine that did not see the header does not win over it.
        await vaults.propose(storage.remote(), PASSPHRASE)
        assert (await vaults.find(storage.remote(), PASSPHRASE, create=True)).vault_id == "v1"
        assert vaults.header_path(V1_VAULT) == V1_HEADER

    asyncio.run(run())


def test_a_newer_format_in_an_earlier_versions_header_is_said(storage: Storage) -> None:
    async def run() -> None:
        vault = await Vault.create(PASSPHRASE)
        await storage.raw().write(V1_HEADER, vault.header(V1_HEADER, storage_format=3))
        with pytest.raises(NewerStorage) as caught:
            await vaults.find(storage.remote(), PASSPHRASE, create=True)
        assert str(caught.value) == NEWER_SENTENCE

    asyncio.run(run())


# ---- weak passphrases ---------------------------------------------------------------------


def test_a_weak_passphrase_makes_no_key(storage: Storage) -> None:
    async def run() -> None:
        # The storage's user name (or folder name) and a year: personal words are guessed first.
        personal = f"{storage.config.user or 'synced'}2024".lower()
        for weak in (*WEAK, personal):
            for attempt in (
                vaults.propose(storage.remote(), weak),
                vaults.find(storage.remote(), weak, create=True),
            ):
                with pytest.raises(WeakPassphrase) as caught:
                    await attempt
                assert str(caught.value).startswith("This passphrase is too easy to guess: ")
                if weak != "password":  # (a word the sentence may use)
                    assert weak not in str(caught.value)  # never repeated
                assert await raw_listing(storage) == {}

    asyncio.run(run())


def test_a_weak_passphrase_still_opens_a_key_made_with_it(storage: Storage) -> None:
    """Only making a key is refused: a storage an earlier version set up with a weak
    passphrase still opens with it."""

    async def run() -> None:
        earlier = await earlier_version_header(storage, WEAK[0])
        found = await vaults.find(storage.remote(), WEAK[0], create=True)
        assert found.vault_id == V1_VAULT and same_key(found.vault, earlier)

    asyncio.run(run())


# ---- machines setting one storage up at once ----------------------------------------------


def repo_of(data_dir: Path) -> Repository:
    data_dir.mkdir(parents=True, exist_ok=True)
    conn, _ = open_database(data_dir / DB_FILENAME)
    return Repository(conn)


def seed(data_dir: Path, title: str, text: str) -> None:
    repo = repo_of(data_dir)
    try:
        conv, _ = repo.start_conversation(title, Params(model="m"), [TextPart(text)])
        repo.add_message(conv.id, "assistant", [TextPart(f"reply to {text}")], model="m")
    finally:
        repo.close()


def conversations(data_dir: Path) -> dict[str, set[str]]:
    """Every conversation's title with the texts of its messages."""
    repo = repo_of(data_dir)
    try:
        found = {}
        for conv in repo.list_conversations():
            parts = [p for m in repo.list_all_messages(conv.id) for p in m.parts]
            found[conv.title] = {p.text for p in parts if isinstance(p, TextPart)}
        return found
    finally:
        repo.close()


def vault_of(data_dir: Path) -> str:
    state = LocalState.open(data_dir)
    try:
        kept = state.vault()
        assert kept is not None
        return kept[0]
    finally:
        state.close()


def at_once(*calls: Callable[[], Any]) -> list[Any]:
    """Each call on its own thread, all released by one barrier; their results (or the
    exception one raised, raised here)."""
    barrier = threading.Barrier(len(calls))
    results: list[Any] = [None] * len(calls)
    errors: list[BaseException] = []

    def run(n: int, call: Callable[[], Any]) -> None:
        try:
            barrier.wait(timeout=30)
            results[n] = call()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(n, c)) for n, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a thread did not finish"
    if errors:
        raise errors[0]
    return results


def test_machines_setting_up_at_once_agree_on_one_key(storage: Storage, tmp_path: Path) -> None:
    """Two rounds on an empty storage at once, each proposing a key: after the round's rule
    (the smallest candidate is the key; a machine that made another moves over) and two
    more rounds each, both machines hold both conversations under one key.

    (vaults.find alone does not promise this: see the strict xfail below.)"""
    a, b = tmp_path / "machine-a", tmp_path / "machine-b"
    seed(a, "Made on A", "flamingos on A")
    seed(b, "Made on B", "herons on B")
    first = at_once(lambda: storage.round(a), lambda: storage.round(b))
    assert [s.problems for s in first] == [[], []]
    for _ in range(2):
        for machine in (a, b):
            assert storage.round(machine).problems == []
    expected = {
        "Made on A": {"flamingos on A", "reply to flamingos on A"},
        "Made on B": {"herons on B", "reply to herons on B"},
    }
    assert conversations(a) == conversations(b) == expected
    objects = storage.objects()
    winner = candidates_on(objects)[0]
    assert vault_of(a) == vault_of(b) == winner
    # Nothing either machine wrote is left under a key that lost.
    losers = [v for v in candidates_on(objects) if v != winner]
    assert not [p for p in objects if any(f"/{v}/" in p for v in losers) and "vault.json" not in p]


def interleaved(
    monkeypatch: pytest.MonkeyPatch, ids: list[str]
) -> Callable[[Callable[[], Awaitable[Any]]], Coroutine[Any, Any, Any]]:
    """Run a coroutine as a machine that listed the storage just before another machine's
    candidate appeared (its first listing sees none); vault ids are handed out from
    ``ids`` in turn."""
    given = iter(ids)
    made = vaults.new_vault_id
    monkeypatch.setattr(vaults, "new_vault_id", lambda: next(given, None) or made())
    real = vaults.list_logs

    async def as_late_lister(call: Callable[[], Awaitable[Any]]) -> Any:
        calls = 0

        async def list_logs(remote: Remote) -> list[str]:
            nonlocal calls
            calls += 1
            return [] if calls == 1 else await real(remote)

        monkeypatch.setattr(vaults, "list_logs", list_logs)
        try:
            return await call()
        finally:
            monkeypatch.setattr(vaults, "list_logs", real)

    return as_late_lister


def both_believe_they_won(
    storage: Storage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> tuple[Path, Path]:
    """The interleaving in which both machines take their own key for the winner in their
    first round: A's (fff…) is the larger, so A is to move over to B's (000…)."""
    a, b = tmp_path / "machine-a", tmp_path / "machine-b"
    seed(a, "Made on A", "flamingos on A")
    seed(b, "Made on B", "herons on B")
    late = interleaved(monkeypatch, ["f" * 16, "0" * 16])
    assert storage.round(a).problems == []  # makes fff…, its own: sends under it

    async def round_b() -> Any:
        return await asyncio.to_thread(storage.round, b)

    assert asyncio.run(late(round_b)).problems == []  # makes 000…, sees it win
    assert (vault_of(a), vault_of(b)) == ("f" * 16, "0" * 16)
    for machine in (a, b, a, b):
        assert storage.round(machine).problems == []
    return a, b


def test_a_round_whose_key_lost_moves_over(
    storage: Storage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    a, b = both_believe_they_won(storage, monkeypatch, tmp_path)
    expected = {
        "Made on A": {"flamingos on A", "reply to flamingos on A"},
        "Made on B": {"herons on B", "reply to herons on B"},
    }
    assert conversations(a) == conversations(b) == expected
    assert vault_of(a) == vault_of(b) == "0" * 16
    objects = storage.objects()
    assert candidates_on(objects) == ["0" * 16]
    # What A wrote under its key (its log, attachments, conversation keys) is gone with it.
    assert [p for p in objects if "f" * 16 in p] == []


@pytest.mark.xfail(
    strict=True,
    reason="engine gap: vaults.find checks the winner right after proposing, so a machine "
    "whose listing came before another's candidate appeared keeps a key that loses "
    "(set-up and snapshots use find; only a round moves over afterwards)",
)
def test_find_alone_gives_machines_setting_up_at_once_one_key(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The interleaving two machines at once can take: A lists (nothing), B lists
    (nothing), A writes its candidate, A lists (only its own: it won), B writes a smaller
    one, B lists (both: its own won)."""
    late = interleaved(monkeypatch, ["f" * 16, "0" * 16])

    async def run() -> None:
        first = await vaults.find(storage.remote(), PASSPHRASE, create=True)
        second = await late(lambda: vaults.find(storage.remote(), PASSPHRASE, create=True))
        assert (first.vault_id, second.vault_id) == ("f" * 16, "0" * 16)  # as staged
        assert same_key(first.vault, second.vault)

    asyncio.run(run())


def test_a_round_whose_candidate_lost_removes_it(
    storage: Storage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """B listed just before A's (smaller) candidate appeared, so it made one too; listing
    again, it sees A's win, takes it, and removes its own."""
    a, b = tmp_path / "machine-a", tmp_path / "machine-b"
    seed(a, "Made on A", "flamingos on A")
    seed(b, "Made on B", "herons on B")
    late = interleaved(monkeypatch, ["0" * 16, "f" * 16])
    storage.round(a)  # makes 000…

    async def round_b() -> Any:
        return await asyncio.to_thread(storage.round, b)

    assert asyncio.run(late(round_b)).problems == []  # listed before 000… was there
    for machine in (a, b, a, b):
        assert storage.round(machine).problems == []
    assert vault_of(a) == vault_of(b) == "0" * 16
    assert set(conversations(a)) == set(conversations(b)) == {"Made on A", "Made on B"}
    assert candidates_on(storage.objects()) == ["0" * 16]
    assert [p for p in storage.objects() if "f" * 16 in p] == []


def test_machines_calling_find_at_once_end_on_the_smallest_candidate(storage: Storage) -> None:
    """What find does promise when called at once: each returns a candidate it could unlock,
    and asked again afterwards every machine finds the same one, the smallest."""

    def find() -> OpenVault:
        return asyncio.run(vaults.find(storage.remote(), PASSPHRASE, create=True))

    first = at_once(find, find)
    objects = storage.objects()
    on_storage = candidates_on(objects)
    assert 1 <= len(on_storage) <= 2
    assert {o.vault_id for o in first} <= set(on_storage)
    again = at_once(find, find)
    assert {o.vault_id for o in again} == {on_storage[0]}
    assert same_key(again[0].vault, again[1].vault)
    assert storage.objects() == objects
