"""The change logs (app.sync.journal) on each real storage (a folder, WsgiDAV, moto's S3):
what one machine appends another reads back whole; the hash chain turns a storage that
withholds, rolls back or replaces a batch into TamperedLog; damaged objects are
DamagedObject, each with its sentence; nothing readable reaches the storage, and each
conversation opens only with its own key; checkpoints in parts, bodies of a newer format
and attachments (whole or in parts) come back as written."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import secrets
import uuid
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from app.sync import journal as journal_module
from app.sync import vaults
from app.sync.changes import FORMAT, Changes, ConversationPart, canonical
from app.sync.clock import HybridClock
from app.sync.crypto import ContentKey, KdfParams, Vault
from app.sync.errors import DamagedObject, ObjectTooLarge, TamperedLog
from app.sync.journal import Entry, Journal, Step, batch_digest
from app.sync.local_state import LocalState
from app.sync.remote import Remote
from app.sync.vaults import BLOBS, KEYS, LOGS, OpenVault
from tests.integration.sync.conftest import PASSPHRASE, Storage, raw_listing

TITLE = "Zanzibar lighthouse budget 2031"
MESSAGE = "Please summarise the quarterly flamingo census for Oleander."
ANSWER = "Forty-two flamingos, give or take a heron."
MODEL = "quetzal-counter-9000"
PROMPT = "Always answer like a lighthouse keeper from Kirkwall."
ATTACHMENT = b"%PDF-1.7 the Oleander flamingo census, page one of three"
PLAINTEXT = (TITLE, MESSAGE, ANSWER, MODEL, PROMPT, PASSPHRASE)
NOW_MS = 1_733_112_345_678
WRITER = "laptop"
READER = "desktop"


# ---- the storage's vault and the two machines ---------------------------------------------


async def set_up(storage: Storage) -> OpenVault:
    """The storage's vault, written as vaults.propose writes one, with cheap key-derivation
    parameters (the machines here derive the key many times; the header says how)."""
    remote = storage.remote()
    vault = await Vault.create(
        PASSPHRASE, KdfParams(os.urandom(16), memory_kib=64, iterations=1, lanes=1)
    )
    vault_id = secrets.token_hex(8)
    path = vaults.candidate_path(vault_id)
    header = vault.header(path, storage_format=vaults.FORMAT)
    assert await remote.write_once(path, header)
    return OpenVault(vault_id, vault, header)


async def reader(storage: Storage) -> Journal:
    """Another machine: its own connection, its own unlocking of the storage's key."""
    remote = storage.remote()
    return Journal(remote, await vaults.find(remote, PASSPHRASE, create=False), READER)


class Maker:
    """Changes as one machine makes them, stamped by its clock."""

    def __init__(self, machine: str = WRITER) -> None:
        self.clock = HybridClock(machine, wall=lambda: NOW_MS / 1000)

    def stamp(self) -> str:
        return self.clock.now()

    def conversation(self, title: str = TITLE, messages: int = 1, text: str = MESSAGE) -> Changes:
        changes = Changes()
        part = changes.part(uuid.uuid4().hex)
        part.fields += [
            ("created", {"created_at": NOW_MS / 1000}, self.stamp()),
            ("title", title, self.stamp()),
            ("params", {"model": MODEL, "temperature": 0.2}, self.stamp()),
        ]
        for n in range(messages):
            part.messages[uuid.uuid4().hex] = [
                ("created", {"role": "user", "parent": None, "model": MODEL}, self.stamp()),
                ("result", {"parts": [{"type": "text", "text": f"{text} #{n}"}]}, self.stamp()),
            ]
        return changes

    def purges(self, count: int = 1) -> Changes:
        return Changes(purged=[(uuid.uuid4().hex, self.stamp()) for _ in range(count)])


class Writer(Maker):
    """One machine writing its log: its conversations' keys, where its log is."""

    def __init__(self, storage: Storage, opened: OpenVault, machine: str = WRITER) -> None:
        super().__init__(machine)
        self.journal = Journal(storage.remote(), opened, machine)
        self.keys: dict[str, ContentKey] = {}
        self.seq = 0
        self.digest = ""
        self.written: list[tuple[int, str, str, int]] = []

    async def key(self, uid: str) -> ContentKey:
        if uid not in self.keys:
            self.keys[uid] = ContentKey.new()
            await self.journal.put_key(uid, self.keys[uid])
        return self.keys[uid]

    async def append(self, changes: Changes) -> list[tuple[int, str, str, int]]:
        for uid in changes.conversations:
            await self.key(uid)
        written = await self.journal.append(
            changes, self.seq + 1, self.digest, self.keys.__getitem__
        )
        self.seq, _path, self.digest, _size = written[-1]
        self.written += written
        return written


async def read_log(journal: Journal, machine: str = WRITER, after: int = 0) -> list[Entry]:
    listing = journal.parse(await vaults.list_logs(journal.remote))
    log = listing.logs[machine]
    return [await journal.fetch(machine, step) for step in journal.plan(log, after)]


async def opened_parts(journal: Journal, entry: Entry) -> dict[str, ConversationPart]:
    parts = {}
    for uid in entry.sealed:
        key = await journal.get_key(uid)
        assert key is not None
        parts[uid] = journal.open_part(entry, uid, key)
    return parts


async def read_back(journal: Journal, entries: list[Entry]) -> Changes:
    """Everything in ``entries``, conversations opened, as one Changes."""
    found = Changes()
    for entry in entries:
        found.add(Changes(entry.changes.items, entry.changes.purged))
        found.add(Changes(conversations=await opened_parts(journal, entry)))
    return found


def every_change(changes: Changes) -> Counter[tuple[str, str, str, str, str]]:
    """Every change as (scope, entity, field, value, stamp): a multiset."""
    found: Counter[tuple[str, str, str, str, str]] = Counter()
    for key, value, stamp in changes.items:
        found["", "item", key, canonical(value).decode(), stamp] += 1
    for uid, stamp in changes.purged:
        found["", "purged", uid, "", stamp] += 1
    for uid, part in changes.conversations.items():
        for name, value, stamp in part.fields:
            found[uid, uid, name, canonical(value).decode(), stamp] += 1
        for muid, triples in part.messages.items():
            for name, value, stamp in triples:
                found[uid, muid, name, canonical(value).decode(), stamp] += 1
    return found


def log_prefix(opened: OpenVault, machine: str = WRITER) -> str:
    return f"{LOGS}{opened.vault_id}/{machine}/"


def tampered(machine: str, detail: str) -> str:
    return (
        f"The sync storage is missing or changed what machine {machine[:8]} sent ({detail}); "
        "nothing of it was applied. Check the storage's backups or versions."
    )


async def forge(
    storage: Storage, opened: OpenVault, seq: int, body: dict[str, Any], *, kind: str = "rec"
) -> str:
    """A batch (or checkpoint part) sealed with the storage's key, as a machine holding the
    key would write it whatever its body says: what a storage alone cannot make."""
    stem = f"{log_prefix(opened)}{seq:010d}" + ("-0000abcd-000of001" if kind == "ckp" else "")
    sealed = opened.vault.seal(zlib.compress(canonical(body)), stem)
    path = f"{stem}-{batch_digest(sealed)[:16]}.{kind}"
    await storage.raw().write(path, sealed)
    return path


def body(seq: int, **extra: Any) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "kind": "batch",
        "machine": WRITER,
        "seq": seq,
        "prev": "",
        "items": [],
        "purged": [],
        "conversations": {},
        **extra,
    }


# ---- appending and reading ----------------------------------------------------------------


def test_what_one_machine_appends_another_reads(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        laptop = Writer(storage, opened)
        sent = laptop.conversation(messages=3)
        sent.add(laptop.conversation(title="Second thoughts", messages=0))
        sent.items += [("prompt.kirkwall", {"text": PROMPT}, laptop.stamp())]
        sent.add(laptop.purges(2))
        [(seq, path, digest, size)] = await laptop.append(sent)
        assert seq == 1
        assert path == f"{log_prefix(opened)}0000000001-{digest[:16]}.rec"
        objects = await raw_listing(storage)
        assert size == len(objects[path]) and digest == hashlib.sha256(objects[path]).hexdigest()

        desktop = await reader(storage)
        assert desktop.vault_id == opened.vault_id
        [entry] = await read_log(desktop)
        assert (entry.machine, entry.seq, entry.digest, entry.prev) == (WRITER, 1, digest, "")
        assert not entry.checkpoint and entry.newer == [] and entry.size == size
        assert entry.changes.items == sent.items and entry.changes.purged == sent.purged
        assert set(entry.sealed) == set(sent.conversations)
        for uid, part in (await opened_parts(desktop, entry)).items():
            assert part == sent.conversations[uid]

        # The next batch carries on the chain, and a reader that read up to 1 reads only it.
        more = laptop.conversation(title="Third", messages=2)
        [(seq2, _path2, digest2, _size2)] = await laptop.append(more)
        assert seq2 == 2
        [entry2] = await read_log(desktop, after=1)
        assert (entry2.seq, entry2.prev, entry2.digest) == (2, digest, digest2)
        assert every_change(await read_back(desktop, [entry2])) == every_change(more)
        assert len(await read_log(desktop)) == 2
        assert await read_log(desktop, after=2) == []

    asyncio.run(run())


def test_a_large_batch_is_split_into_a_chain(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(journal_module, "BATCH_LIMIT", 8 * 1024)

    async def run() -> None:
        opened = await set_up(storage)
        laptop = Writer(storage, opened)
        sent = Changes()
        for n in range(12):
            sent.add(laptop.conversation(title=f"{TITLE} {n}", messages=8))
        sent.add(laptop.conversation(title="huge", messages=120))  # alone beyond the limit
        written = await laptop.append(sent)
        assert [w[0] for w in written] == list(range(1, len(written) + 1))
        assert len(written) >= 5

        entries = await read_log(await reader(storage))
        assert [e.seq for e in entries] == [w[0] for w in written]
        assert [e.prev for e in entries] == ["", *[w[2] for w in written[:-1]]]
        assert [e.digest for e in entries] == [w[2] for w in written]
        assert every_change(await read_back(await reader(storage), entries)) == every_change(sent)

    asyncio.run(run())


def test_a_reader_reads_only_its_vaults_logs(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        other = OpenVault("0" * 16, opened.vault, opened.header)  # another vault id
        await Writer(storage, other, "stranger").append(Changes(purged=[("a" * 32, "x")]))
        laptop = Writer(storage, opened)
        await laptop.append(laptop.purges())
        listing = (await reader(storage)).parse(await vaults.list_logs(storage.remote()))
        assert set(listing.logs) == {WRITER}

    asyncio.run(run())


# ---- the chain ----------------------------------------------------------------------------


async def three_batches(storage: Storage) -> tuple[OpenVault, Writer]:
    opened = await set_up(storage)
    laptop = Writer(storage, opened)
    for _ in range(3):
        await laptop.append(laptop.purges())
    return opened, laptop


def test_a_batch_missing_from_the_middle_is_a_gap(storage: Storage) -> None:
    async def run() -> None:
        _opened, laptop = await three_batches(storage)
        await storage.raw().delete(laptop.written[1][1])
        desktop = await reader(storage)
        log = desktop.parse(await vaults.list_logs(desktop.remote)).logs[WRITER]
        for known in (0, 1):
            with pytest.raises(TamperedLog) as caught:
                desktop.plan(log, known)
            assert str(caught.value) == tampered(WRITER, "change 2 is missing")
        # A reader already past the gap reads on.
        assert [s.seq for s in desktop.plan(log, 2)] == [3]

    asyncio.run(run())


def test_a_log_rolled_back_below_what_was_read_is_tampered(storage: Storage) -> None:
    async def run() -> None:
        _opened, laptop = await three_batches(storage)
        desktop = await reader(storage)
        assert len(await read_log(desktop)) == 3
        await storage.raw().delete(laptop.written[2][1])
        log = desktop.parse(await vaults.list_logs(desktop.remote)).logs[WRITER]
        with pytest.raises(TamperedLog) as caught:
            desktop.plan(log, 3)
        assert str(caught.value) == tampered(WRITER, "its log went back from change 3 to 2")

    asyncio.run(run())


def test_each_batch_names_the_one_before_it(storage: Storage) -> None:
    """The chain a reader checks (app.services.sync.round): each batch's ``prev`` is the
    digest of the batch before it, and a batch forked off another history does not fit."""

    async def run() -> None:
        opened, laptop = await three_batches(storage)
        desktop = await reader(storage)
        entries = await read_log(desktop)
        assert [e.prev for e in entries] == ["", entries[0].digest, entries[1].digest]
        # Batch 3 replaced by one chained to another batch 2 (a copied data folder's, say).
        await storage.raw().delete(laptop.written[2][1])
        fork = Writer(storage, opened)
        fork.keys = laptop.keys
        await fork.journal.append(fork.purges(), 3, "f" * 64, fork.keys.__getitem__)
        [replaced] = await read_log(desktop, after=2)
        assert replaced.prev != entries[1].digest

    asyncio.run(run())


def test_a_batch_replaced_by_another_of_its_log_is_tampered(storage: Storage) -> None:
    """What a storage can do without the key: put batch 3's bytes in batch 2's place (under
    a name that matches them). The place is sealed in, so it does not open there."""

    async def run() -> None:
        opened, laptop = await three_batches(storage)
        raw = storage.raw()
        third = await raw.read(laptop.written[2][1])
        await raw.delete(laptop.written[1][1])
        moved = f"{log_prefix(opened)}0000000002-{batch_digest(third)[:16]}.rec"
        await raw.write(moved, third)
        with pytest.raises(TamperedLog) as caught:
            await read_log(await reader(storage))
        assert str(caught.value) == tampered(WRITER, "change 2 was replaced by another")

    asyncio.run(run())


def test_a_batch_that_names_another_place_is_tampered(storage: Storage) -> None:
    """A batch sealed for its place whose body names another sequence number or machine:
    only a machine holding the key writes one, and it does not fit its place."""

    async def run() -> None:
        opened, laptop = await three_batches(storage)
        await storage.raw().delete(laptop.written[1][1])
        for wrong in (body(3, prev=laptop.written[0][2]), body(2, machine="desktop")):
            path = await forge(storage, opened, 2, wrong)
            with pytest.raises(TamperedLog) as caught:
                await read_log(await reader(storage))
            assert str(caught.value) == tampered(
                WRITER, "change 2 holds another machine's or place's changes"
            )
            await storage.raw().delete(path)

    asyncio.run(run())


# ---- the chain, as a round reads it ------------------------------------------------------


def is_purged(data_dir: Path, uid: str) -> bool:
    state = LocalState.open(data_dir)
    try:
        return state.fields.is_purged(uid)
    finally:
        state.close()


def test_a_round_refuses_a_batch_that_does_not_follow_the_one_it_read(
    storage: Storage, tmp_path: Path
) -> None:
    """The reader knows batch 2's digest; the storage now has another batch 2 and a batch 3
    chained to it (put in place by a machine with the key: a copied data folder)."""
    desktop = tmp_path / "desktop"

    async def two_batches() -> tuple[OpenVault, Writer]:
        opened, laptop = await three_batches(storage)
        await storage.raw().delete(laptop.written[2][1])  # the reader is to know 1 and 2
        return opened, laptop

    opened, laptop = asyncio.run(two_batches())
    first = storage.round(desktop)
    assert first.problems == []

    async def chained_fork() -> str:
        raw = storage.raw()
        await raw.delete(laptop.written[1][1])
        other = Writer(storage, opened)
        other.seq, other.digest = 1, laptop.written[0][2]
        await other.append(other.purges())
        third = other.purges()
        await other.append(third)
        return third.purged[0][0]

    uid = asyncio.run(chained_fork())
    second = storage.round(desktop)
    assert second.problems == [tampered(WRITER, "change 3 does not follow the one before it")]
    assert not is_purged(desktop, uid)
    # And it stays refused, round after round.
    assert storage.round(desktop).problems == second.problems


def test_a_round_refuses_a_log_removed_whole(storage: Storage, tmp_path: Path) -> None:
    """Compaction always leaves a checkpoint, so a machine's log never empties by itself."""
    desktop = tmp_path / "desktop"
    _opened, laptop = asyncio.run(three_batches(storage))
    assert storage.round(desktop).problems == []

    async def remove_all() -> None:
        for _seq, path, _digest, _size in laptop.written:
            await storage.raw().delete(path)

    asyncio.run(remove_all())
    assert storage.round(desktop).problems == [
        tampered(WRITER, "its log went back from change 3 to 0")
    ]


def test_a_round_refuses_two_batches_at_one_place(storage: Storage, tmp_path: Path) -> None:
    """Two data folders writing as one machine (a copied data folder) both wrote batch 2."""

    async def forked() -> str:
        opened, laptop = await three_batches(storage)
        while True:
            other = Writer(storage, opened)
            other.seq, other.digest = 1, laptop.written[0][2]
            fork = other.purges()
            [(_seq, path, _digest, _size)] = await other.append(fork)
            if path < laptop.written[1][1]:  # the listing keeps the one that sorts last
                return fork.purged[0][0]
            await storage.raw().delete(path)

    uid = asyncio.run(forked())
    problems = storage.round(tmp_path / "desktop").problems
    assert any(tampered(WRITER, "")[:60] in p for p in problems), problems
    assert not is_purged(tmp_path / "desktop", uid)


# ---- damaged objects ----------------------------------------------------------------------


def flipped(data: bytes, at: int) -> bytes:
    damaged = bytearray(data)
    damaged[at] ^= 0x5A
    return bytes(damaged)


def test_a_damaged_or_truncated_batch_is_damaged_object(storage: Storage) -> None:
    async def run() -> None:
        opened, laptop = await three_batches(storage)
        raw = storage.raw()
        desktop = await reader(storage)
        path = laptop.written[1][1]
        whole = await raw.read(path)
        for damaged in (
            whole[: len(whole) // 2],
            whole[:10],
            b"",
            flipped(whole, 0),
            flipped(whole, len(whole) // 2),
            flipped(whole, len(whole) - 1),
            whole + b"\0",
        ):
            await raw.write(path, damaged)
            with pytest.raises(DamagedObject) as caught:
                await read_log(desktop)
            assert str(caught.value) == (
                f"The change record {path} is damaged or truncated (it does not match its "
                "name): what its machine sent from there on waits until it is whole again."
            )
            # What came before it reads as before.
            assert [e.seq for e in await read_log(desktop, after=2)] == [3]
        # Damaged, and renamed to match its new bytes (the storage's doing): it does not
        # open in its place.
        await raw.delete(path)
        for damaged in (flipped(whole, len(whole) // 2), whole[:20], whole[:-1]):
            renamed = f"{log_prefix(opened)}0000000002-{batch_digest(damaged)[:16]}.rec"
            await raw.write(renamed, damaged)
            with pytest.raises(TamperedLog) as replaced:
                await read_log(desktop)
            assert str(replaced.value) == tampered(WRITER, "change 2 was replaced by another")
            await raw.delete(renamed)

    asyncio.run(run())


def test_a_batch_that_opens_but_is_no_batch_is_damaged_object(storage: Storage) -> None:
    """Sealed with the key in its place, but not what a batch is (only a machine with the
    key, or a bug in one, writes such a thing)."""

    async def run() -> None:
        opened = await set_up(storage)
        desktop = await reader(storage)
        for wrong, sentence in (
            ({"prev": None}, "holds no chain."),
            ({"items": [["theme", "dark"]]}, "could not be read (not enough values to unpack "),
            ({"conversations": ["a" * 32]}, "could not be read (conversations)."),
            (
                {"conversations": {"not-a-uid": "AAAA"}},
                "could not be read (not a conversation uid).",
            ),
            ({"conversations": {"a" * 32: "not base64!"}}, "could not be read ("),
        ):
            path = await forge(storage, opened, 1, body(1, **wrong))
            with pytest.raises(DamagedObject) as caught:
                await read_log(desktop)
            assert str(caught.value).startswith(f"The change record {path} {sentence}")
            await storage.raw().delete(path)

    asyncio.run(run())


def test_a_batch_that_opens_but_holds_no_changes_is_damaged_object(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        desktop = await reader(storage)
        stem = f"{log_prefix(opened)}0000000001"
        for plain in (
            b"not compressed at all",
            zlib.compress(b"{not json"),
            zlib.compress(b"[1, 2, 3]"),
        ):
            sealed = opened.vault.seal(plain, stem)
            path = f"{stem}-{batch_digest(sealed)[:16]}.rec"
            await storage.raw().write(path, sealed)
            with pytest.raises(DamagedObject) as caught:
                await read_log(desktop)
            assert str(caught.value) == f"The change record {path} holds no changes."
            await storage.raw().delete(path)

    asyncio.run(run())


def test_a_batch_whose_items_carry_no_stamps_is_damaged_object(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        desktop = await reader(storage)
        for wrong in (
            {"items": [["theme", "dark", "not a stamp"]]},
            {"purged": [["a" * 32, "not a stamp"]]},
        ):
            path = await forge(storage, opened, 1, body(1, **wrong))
            with pytest.raises(DamagedObject) as caught:
                await read_log(desktop)
            assert str(caught.value).startswith(f"The change record {path} could not be read")
            await storage.raw().delete(path)

    asyncio.run(run())


def test_a_damaged_conversation_part_or_key_is_damaged_object(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        laptop = Writer(storage, opened)
        sent = laptop.conversation()
        [uid] = sent.conversations
        await laptop.append(sent)
        desktop = await reader(storage)
        [entry] = await read_log(desktop)
        key = await desktop.get_key(uid)
        assert key is not None
        where = f"{uid}/{WRITER}/batch/1"
        [sealed] = entry.sealed[uid]
        for damaged in (flipped(sealed, 20), sealed[:-1]):
            entry.sealed[uid] = [damaged]
            with pytest.raises(DamagedObject) as caught:
                desktop.open_part(entry, uid, key)
            assert str(caught.value) == (
                f"The sync object {where} does not open with its conversation's key."
            )
        entry.sealed[uid] = [b"\x01short"]
        with pytest.raises(DamagedObject) as caught:
            desktop.open_part(entry, uid, key)
        assert str(caught.value) == f"The sync object {where} is truncated or not sealed by us."
        # Opens, but is not a conversation's changes.
        for plain in (b"plain", zlib.compress(b"[]"), zlib.compress(b'{"fields": 3}')):
            entry.sealed[uid] = [key.seal(plain, where)]
            with pytest.raises(DamagedObject) as caught:
                desktop.open_part(entry, uid, key)
            assert str(caught.value).startswith(
                f"A conversation's changes in {WRITER}'s change 1 could not be read ("
            )
        # The conversation's key, damaged on the storage.
        key_path = f"{KEYS}{opened.vault_id}/{uid}"
        raw = storage.raw()
        await raw.write(key_path, flipped(await raw.read(key_path), 30))
        with pytest.raises(DamagedObject) as caught:
            await desktop.get_key(uid)
        assert str(caught.value) == (
            f"The sync object {key_path} does not open with the sync key (damaged or moved)."
        )

    asyncio.run(run())


def test_a_damaged_checkpoint_is_damaged_object(storage: Storage) -> None:
    async def run() -> None:
        _opened, laptop = await three_batches(storage)
        [(path, _size)] = await laptop.journal.write_checkpoint(
            laptop.purges(), 3, laptop.digest, laptop.keys.__getitem__
        )
        raw = storage.raw()
        for done in laptop.written:
            await raw.delete(done[1])
        whole = await raw.read(path)
        desktop = await reader(storage)
        for damaged in (whole[:-1], flipped(whole, len(whole) // 2)):
            await raw.write(path, damaged)
            with pytest.raises(DamagedObject) as caught:
                await read_log(desktop)
            assert str(caught.value) == f"The checkpoint {path} is damaged or truncated."
        # Renamed to match its damaged bytes: it does not open.
        await raw.delete(path)
        damaged = flipped(whole, len(whole) // 2)
        stem = path.rsplit("-", 1)[0]  # the same write and part, named after its new bytes
        renamed = f"{stem}-{batch_digest(damaged)[:16]}.ckp"
        await raw.write(renamed, damaged)
        with pytest.raises(DamagedObject) as caught:
            await read_log(desktop)
        assert str(caught.value) == (
            f"The change record {renamed} does not open with the sync key: what its machine "
            "sent from there on waits until it is whole again."
        )

    asyncio.run(run())


# ---- nothing readable on the storage ------------------------------------------------------


def test_no_plaintext_reaches_the_storage(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        laptop = Writer(storage, opened)
        prompt = {"text": PROMPT, "model": MODEL}
        sent = Changes(items=[("prompt.kirkwall", prompt, laptop.stamp())])
        for n in range(3):
            sent.add(laptop.conversation(messages=4))
            part = next(reversed(sent.conversations.values()))
            part.messages[uuid.uuid4().hex] = [
                ("created", {"role": "assistant", "model": MODEL}, laptop.stamp()),
                ("result", {"parts": [{"type": "text", "text": f"{ANSWER} {n}"}]}, laptop.stamp()),
            ]
        await laptop.append(sent)
        await laptop.journal.write_checkpoint(
            sent, laptop.seq, laptop.digest, laptop.keys.__getitem__
        )
        uid = next(iter(sent.conversations))
        await laptop.journal.put_blob(uid, laptop.keys[uid], ATTACHMENT + MESSAGE.encode())

        objects = await raw_listing(storage)
        assert {p.rsplit(".", 1)[-1] for p in objects if p.startswith(LOGS)} >= {"rec", "ckp"}
        assert any(p.startswith(BLOBS) for p in objects)
        assert any(p.startswith(KEYS) for p in objects)
        secrets_ = [s.encode() for s in PLAINTEXT] + [ATTACHMENT[:20], PASSPHRASE.encode()]
        secrets_ += [s.encode("utf-16-le") for s in PLAINTEXT]
        for path, data in objects.items():
            readable = [data]
            with contextlib.suppress(zlib.error):
                readable.append(zlib.decompress(data))
            for secret in secrets_:
                assert secret not in path.encode()
                for text in readable:
                    assert secret not in text, (path, secret)
            for key in laptop.keys.values():
                assert key.raw not in data and key.raw.hex().encode() not in data

    asyncio.run(run())


# ---- each conversation its own key --------------------------------------------------------


def test_a_conversation_opens_only_with_its_own_key_in_its_own_place(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        laptop = Writer(storage, opened)
        first = laptop.conversation(title="first")
        first.add(laptop.conversation(title="second"))
        a, b = first.conversations
        await laptop.append(first)
        [later] = laptop.conversation(title="first, renamed").conversations.values()
        await laptop.append(Changes(conversations={a: later}))
        desktop = await reader(storage)
        one, two = await read_log(desktop)
        key_a, key_b = await desktop.get_key(a), await desktop.get_key(b)
        assert key_a is not None and key_b is not None
        assert key_a.raw == laptop.keys[a].raw and key_a.raw != key_b.raw
        assert desktop.open_part(one, a, key_a) == first.conversations[a]
        # Another conversation's key does not open it...
        with pytest.raises(DamagedObject) as caught:
            desktop.open_part(one, a, key_b)
        assert str(caught.value) == (
            f"The sync object {a}/{WRITER}/batch/1 does not open with its conversation's key."
        )
        # ...nor does its own key open it under another conversation's name...
        swapped = Entry(**{**one.__dict__, "sealed": {b: one.sealed[a]}})
        with pytest.raises(DamagedObject):
            desktop.open_part(swapped, b, key_a)
        # ...or in another batch (a replay), or as a checkpoint's.
        replayed = Entry(**{**two.__dict__, "sealed": {a: one.sealed[a]}})
        with pytest.raises(DamagedObject):
            desktop.open_part(replayed, a, key_a)
        as_checkpoint = Entry(**{**one.__dict__, "kind": "checkpoint"})
        with pytest.raises(DamagedObject):
            desktop.open_part(as_checkpoint, a, key_a)
        # A conversation's key opens only with the storage's key.
        stranger = Journal(
            storage.remote(),
            OpenVault(opened.vault_id, await Vault.create(PASSPHRASE + "!"), opened.header),
            "stranger",
        )
        with pytest.raises(DamagedObject):
            await stranger.get_key(a)
        # Once its key is gone (purged), nobody opens it again.
        await laptop.journal.delete_key(a)
        assert await desktop.get_key(a) is None

    asyncio.run(run())


# ---- checkpoints --------------------------------------------------------------------------


async def compacted(
    storage: Storage, changes: list[Changes]
) -> tuple[OpenVault, Writer, Changes, list[tuple[str, int]]]:
    """A log of one batch per Changes, then a checkpoint of all of them at the last batch,
    the batches removed (as compaction does) and one more batch after it."""
    opened = await set_up(storage)
    laptop = Writer(storage, opened)
    everything = Changes()
    for piece in changes:
        await laptop.append(piece)
        everything.add(piece)
    parts = await laptop.journal.write_checkpoint(
        everything, laptop.seq, laptop.digest, laptop.keys.__getitem__
    )
    raw = storage.raw()
    for done in laptop.written:
        await raw.delete(done[1])
    await laptop.append(laptop.purges())
    return opened, laptop, everything, parts


def test_a_checkpoint_in_several_parts_reads_back_whole(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(journal_module, "BATCH_LIMIT", 8 * 1024)

    async def run() -> None:
        maker = Maker()
        pieces = []
        for n in range(4):
            piece = Changes(items=[(f"setting.{n}", {"value": n}, maker.stamp())])
            for m in range(6):
                piece.add(maker.conversation(title=f"{TITLE} {n}.{m}", messages=3))
            piece.add(maker.purges())
            pieces.append(piece)
        _opened, laptop, everything, parts = await compacted(storage, pieces)
        assert len(parts) >= 3
        names = [p.rsplit("/", 1)[1] for p, _size in parts]
        [write] = {n.split("-")[1] for n in names}  # the parts of one write
        assert [n.split("-")[:3] for n in names] == [
            ["0000000004", write, f"{i:03d}of{len(parts):03d}"] for i in range(len(parts))
        ]

        desktop = await reader(storage)
        log = desktop.parse(await vaults.list_logs(desktop.remote)).logs[WRITER]
        steps = desktop.plan(log, 0)
        assert [(s.kind, s.seq) for s in steps] == [("checkpoint", 4), ("batch", 5)]
        assert steps[0].paths == tuple(p for p, _size in parts)
        checkpoint, after = [await desktop.fetch(WRITER, s) for s in steps]
        assert checkpoint.checkpoint and (checkpoint.seq, checkpoint.prev) == (4, "")
        assert checkpoint.digest == laptop.written[3][2]  # the last batch it covers
        assert after.prev == checkpoint.digest  # the chain goes on from it
        assert checkpoint.size == sum(size for _p, size in parts)
        assert every_change(await read_back(desktop, [checkpoint])) == every_change(everything)

    asyncio.run(run())


async def segmented(storage: Storage) -> tuple[OpenVault, Writer, Changes, str]:
    """A log of five batches, 2 to 4 merged into a segment and removed (as a merge does);
    what batches 2 to 4 held, and the segment's path."""
    opened = await set_up(storage)
    laptop = Writer(storage, opened)
    middle = Changes()
    for n in range(5):
        piece = laptop.conversation(title=f"{TITLE} {n}", messages=2)
        piece.add(laptop.purges())
        await laptop.append(piece)
        if 1 <= n <= 3:
            middle.add(piece)
    chain = [digest for _seq, _path, digest, _size in laptop.written[1:4]]
    path, _size = await laptop.journal.write_segment(
        middle, 2, 4, laptop.written[0][2], chain, laptop.keys.__getitem__
    )
    for _seq, batch, _digest, _size in laptop.written[1:4]:
        await storage.raw().delete(batch)
    return opened, laptop, middle, path


def test_a_segment_stands_for_the_batches_it_merged(storage: Storage) -> None:
    """A reader from the start reads batch 1, the segment, batch 5; one that had read up
    to batch 3 reads the segment again (its chain names batch 3), and what it holds is
    what the three batches held."""

    async def run() -> None:
        _opened, laptop, middle, _path = await segmented(storage)
        desktop = await reader(storage)
        log = desktop.parse(await vaults.list_logs(desktop.remote)).logs[WRITER]
        assert log.last_seq == 5
        steps = desktop.plan(log, 0)
        assert [(s.kind, s.seq) for s in steps] == [("batch", 1), ("segment", 4), ("batch", 5)]
        first, segment, last = [await desktop.fetch(WRITER, s) for s in steps]
        digests = [digest for _seq, _path, digest, _size in laptop.written]
        assert segment.follows(1, first.digest) and segment.first == 2
        assert segment.digest == digests[3] and last.follows(4, segment.digest)
        assert every_change(await read_back(desktop, [segment])) == every_change(middle)

        # Part-way in: batch 3 read, its digest known.
        assert [(s.kind, s.seq) for s in desktop.plan(log, 3)] == [("segment", 4), ("batch", 5)]
        assert segment.follows(3, digests[2]) and segment.follows(2, digests[1])
        # Another batch 3 than the one the segment stands for: it does not follow.
        assert not segment.follows(3, digests[1])
        assert not segment.follows(4, digests[3])  # nothing of it is new there

    asyncio.run(run())


def test_a_round_refuses_a_segment_that_does_not_follow_the_batch_it_read(
    storage: Storage, tmp_path: Path
) -> None:
    """A reader that read batches 1 to 3, then a storage whose segment 2 to 4 names another
    batch 3 (one with the key forged it): said as tampering, nothing of it applied."""
    desktop = tmp_path / "desktop"

    _opened, laptop = asyncio.run(three_batches(storage))
    assert storage.round(desktop).problems == []

    async def forged_segment() -> str:
        forged = laptop.purges()
        chain = [laptop.written[1][2], "0" * 64, "1" * 64]
        await laptop.journal.write_segment(
            forged, 2, 4, laptop.written[0][2], chain, laptop.keys.__getitem__
        )
        for _seq, batch, _digest, _size in laptop.written[1:]:
            await storage.raw().delete(batch)
        return forged.purged[0][0]

    uid = asyncio.run(forged_segment())
    got = storage.round(desktop)
    assert got.problems == [tampered(WRITER, "change 4 does not follow the one before it")]
    assert not is_purged(desktop, uid)


def test_a_segment_that_names_another_place_is_tampered(storage: Storage) -> None:
    """A segment's name says which batches it stands for, and so does its sealed body."""

    async def run() -> None:
        _opened, _laptop, _middle, path = await segmented(storage)
        raw = storage.raw()
        moved = path.replace("0000000002-0000000004", "0000000002-0000000003")
        await raw.write(moved, await raw.read(path))
        await raw.delete(path)
        desktop = await reader(storage)
        log = desktop.parse(await vaults.list_logs(desktop.remote)).logs[WRITER]
        assert log.segments == {moved: (2, 3)}
        with pytest.raises(DamagedObject):
            await desktop.fetch(WRITER, Step("segment", 3, (moved,)))
        with pytest.raises(TamperedLog):  # and batch 4 is nowhere
            desktop.plan(log, 1)

    asyncio.run(run())


def test_a_huge_conversation_in_a_checkpoint_reads_back_whole(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(journal_module, "BATCH_LIMIT", 8 * 1024)

    async def run() -> None:
        maker = Maker()
        huge = maker.conversation(title="huge", messages=100)  # about 15 kB per 100
        _opened, _laptop, everything, parts = await compacted(storage, [huge])
        assert len(parts) >= 2
        desktop = await reader(storage)
        checkpoint, _after = await read_log(desktop)
        back = await read_back(desktop, [checkpoint])
        [part] = back.conversations.values()
        assert len(part.messages) == 100
        assert every_change(back) == every_change(everything)

    asyncio.run(run())


def test_a_checkpoint_missing_its_last_part_is_not_read_as_whole(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(journal_module, "BATCH_LIMIT", 8 * 1024)

    async def run() -> None:
        maker = Maker()
        pieces = [maker.conversation(title=f"{TITLE} {n}", messages=10) for n in range(6)]
        _opened, _laptop, everything, parts = await compacted(storage, pieces)
        assert len(parts) >= 3
        await storage.raw().delete(parts[-1][0])  # cut off before its last part was written
        desktop = await reader(storage)
        try:
            entries = await read_log(desktop)
        except (TamperedLog, DamagedObject):
            return  # said, not applied: good
        back = await read_back(desktop, entries)
        assert every_change(back) >= every_change(everything), "a part of it went missing"

    asyncio.run(run())


# ---- bodies of a newer format -------------------------------------------------------------


def test_bodies_of_a_newer_format_are_kept_not_read(storage: Storage) -> None:
    async def run() -> None:
        opened = await set_up(storage)
        newer = body(
            1,
            format=3,
            items=[["theme", "dark", "no stamps in format 3"]],
            conversations={"whatever": "format 3 says"},
            shape={"of": ["things", "to", "come"]},
        )
        path = await forge(storage, opened, 1, newer)
        digest = batch_digest(await storage.raw().read(path))
        laptop = Writer(storage, opened)
        laptop.seq, laptop.digest = 1, digest
        await laptop.append(laptop.purges())
        checkpoint = {
            **newer,
            "kind": "checkpoint",
            "seq": 2,
            "last": "d" * 64,
            "part": 0,
            "parts": 1,
        }
        del checkpoint["prev"]
        desktop = await reader(storage)
        first, second = await read_log(desktop)
        assert first.newer == [newer]
        assert first.changes.empty() and first.sealed == {}
        assert (first.seq, first.prev, first.digest) == (1, "", digest)  # the chain still holds
        assert second.prev == digest and second.newer == [] and second.changes.purged
        # A checkpoint of a newer format, too.
        for done in laptop.written:
            await storage.raw().delete(done[1])
        await storage.raw().delete(path)
        await forge(storage, opened, 2, checkpoint, kind="ckp")
        [entry] = await read_log(desktop)
        assert entry.checkpoint and entry.newer == [checkpoint] and entry.digest == "d" * 64
        assert entry.changes.empty() and entry.sealed == {}

    asyncio.run(run())


# ---- attachments --------------------------------------------------------------------------


def refuse_uploads_above(monkeypatch: pytest.MonkeyPatch, most: int) -> list[tuple[str, int]]:
    """Every Remote refuses uploads larger than ``most`` bytes as a server with a body limit
    does (nginx's client_max_body_size): ObjectTooLarge with the size, and a limit known to
    pass when the Remote saw one (as Remote.upload_limit tells). What was refused, listed."""
    original = Remote.write_once
    refused: list[tuple[str, int]] = []
    smallest: dict[int, int] = {}
    largest: dict[int, int] = {}

    async def write_once(self: Remote, path: str, data: bytes, *, exclusive: bool = False) -> bool:
        size = len(data)
        if size > most:
            refused.append((path, size))
            smallest[id(self)] = min(smallest.get(id(self), size), size)
            taken, bound = largest.get(id(self), 0), smallest[id(self)]
            limit = taken if bound // 2 <= taken < bound else None
            raise ObjectTooLarge(self.config.where(), size, limit)
        done = await original(self, path, data, exclusive=exclusive)
        largest[id(self)] = max(largest.get(id(self), 0), size)
        return done

    monkeypatch.setattr(Remote, "write_once", write_once)
    return refused


async def blob_writer(storage: Storage) -> tuple[Writer, str, ContentKey]:
    opened = await set_up(storage)
    laptop = Writer(storage, opened)
    uid = uuid.uuid4().hex
    return laptop, uid, await laptop.key(uid)


def test_an_attachment_round_trips(storage: Storage) -> None:
    async def run() -> None:
        laptop, uid, key = await blob_writer(storage)
        data = ATTACHMENT + os.urandom(5000)
        ref = await laptop.journal.put_blob(uid, key, data)
        assert ref == {
            "path": f"{BLOBS}{laptop.journal.vault_id}/{WRITER}/{uid}/{key.blob_id(data)}",
            "parts": 0,
        }
        assert laptop.journal.blob_paths(ref) == [ref["path"]]
        desktop = await reader(storage)
        other_key = await desktop.get_key(uid)
        assert other_key is not None
        assert await desktop.get_blob(ref, other_key) == data
        # Stored once: the same bytes again are the same object.
        before = await raw_listing(storage)
        assert await laptop.journal.put_blob(uid, key, data) == ref
        assert await raw_listing(storage) == before
        # Damaged on the storage: said, not handed out.
        raw = storage.raw()
        await raw.write(ref["path"], flipped(await raw.read(ref["path"]), 100))
        with pytest.raises(DamagedObject) as caught:
            await desktop.get_blob(ref, other_key)
        assert str(caught.value) == (
            f"The sync object {ref['path']} does not open with its conversation's key."
        )
        # A reference that does not point into this vault's attachments is refused.
        for bad in (
            {"path": f"{BLOBS}{'f' * 16}/{WRITER}/{uid}/x", "parts": 0},
            {"path": "cometdesk-sync/header.json", "parts": 0},
            {"path": ref["path"], "parts": -1},
            {"path": ref["path"], "parts": "2"},
            {"parts": 0},
        ):
            with pytest.raises(ValueError):
                await desktop.get_blob(bad, other_key)

    asyncio.run(run())


def test_an_attachment_the_storage_refuses_whole_goes_in_parts(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    most = 200_000
    refused = refuse_uploads_above(monkeypatch, most)

    async def run() -> None:
        laptop, uid, key = await blob_writer(storage)
        data = os.urandom(300_000)  # whole: refused; in halves: taken
        ref = await laptop.journal.put_blob(uid, key, data)
        assert ref["parts"] >= 2
        assert refused[0][0] == ref["path"]
        paths = laptop.journal.blob_paths(ref)
        assert paths == [f"{ref['path']}.{ref['size']}.{n}" for n in range(ref["parts"])]
        objects = await raw_listing(storage)
        assert ref["path"] not in objects
        assert all(len(objects[p]) <= most for p in paths)
        desktop = await reader(storage)
        other_key = await desktop.get_key(uid)
        assert other_key is not None
        assert await desktop.get_blob(ref, other_key) == data
        # A part missing or moved is not handed out as the attachment.
        raw = storage.raw()
        await raw.write(paths[0], objects[paths[1]])
        with pytest.raises(DamagedObject):
            await desktop.get_blob(ref, other_key)

    asyncio.run(run())


def test_an_attachment_far_beyond_the_storage_limit_goes_in_parts(
    storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    most = 100_000
    refuse_uploads_above(monkeypatch, most)

    async def run() -> None:
        laptop, uid, key = await blob_writer(storage)
        data = os.urandom(1_000_000)
        ref = await laptop.journal.put_blob(uid, key, data)
        objects = await raw_listing(storage)
        assert all(len(objects[p]) <= most for p in laptop.journal.blob_paths(ref))
        desktop = await reader(storage)
        other_key = await desktop.get_key(uid)
        assert other_key is not None
        assert await desktop.get_blob(ref, other_key) == data

    asyncio.run(run())


def test_attachment_ids_reveal_no_plain_hash(storage: Storage) -> None:
    async def run() -> None:
        laptop, uid, key = await blob_writer(storage)
        other_uid = uuid.uuid4().hex
        other_key = await laptop.key(other_uid)
        data = ATTACHMENT
        ref = await laptop.journal.put_blob(uid, key, data)
        same_elsewhere = await laptop.journal.put_blob(other_uid, other_key, data)
        blob_id = ref["path"].rsplit("/", 1)[1]
        assert len(blob_id) == 64 and int(blob_id, 16) >= 0
        # Not a hash anyone can compute from the bytes...
        for plain in (
            hashlib.sha256(data).hexdigest(),
            hashlib.sha1(data).hexdigest(),
            hashlib.md5(data).hexdigest(),
            hashlib.blake2b(data, digest_size=32).hexdigest(),
            hashlib.sha256(hashlib.sha256(data).digest()).hexdigest(),
        ):
            for path in await raw_listing(storage):
                assert plain not in path and plain[:16] not in path
        # ...nor the same in two conversations (one cannot tell they hold the same file).
        assert same_elsewhere["path"].rsplit("/", 1)[1] != blob_id
        # Keyed by the conversation's key: the same bytes, the same id, on every machine.
        assert blob_id == key.blob_id(data) == ContentKey(key.raw).blob_id(data)
        assert key.blob_id(data + b"\0") != blob_id

    asyncio.run(run())
