"""The change journal on the sync storage.

Layout under ``cometdesk-sync/``:

- ``header.json``: the vault header (KDF parameters, salt, key-check); no user data.
- ``machines/<machine-id>/<seq:08d>-<hash>.rec``: one batch of change records, written by
  that machine only. JSON, zlib-compressed, then sealed; the hash (of the sealed bytes) makes
  the name content-addressed, so an object is never rewritten with other bytes.
- ``blobs/<id>``: sealed blobs (attachments), written once, named by a keyed hash.

A batch is sealed with its name without the hash as associated data (the hash cannot be
part of what it hashes); the hash itself is checked before opening.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from app.sync.crypto import Vault
from app.sync.errors import DamagedObject, NotFound
from app.sync.remote import Remote

ROOT = "cometdesk-sync/"
HEADER = ROOT + "header.json"
MACHINES = ROOT + "machines/"
BLOBS = ROOT + "blobs/"
BATCH_LIMIT = 4 * 1024 * 1024  # serialised bytes per object before splitting
_HASH_CHARS = 16
_READ_CONCURRENCY = 8
_MACHINE_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_RECORD_NAME = re.compile(r"^(\d{8})-([0-9a-f]{16})\.rec$")  # 16 = _HASH_CHARS
_BLOB_ID = re.compile(r"^[0-9a-f]{64}$")


@dataclass(frozen=True)
class Batch:
    machine_id: str
    seq: int
    name: str
    records: list[dict[str, Any]]


@dataclass
class ReadResult:
    """Batches read in order per machine; ``problems`` has one sentence per skipped object.
    ``cursors`` is what to pass next time: per machine, the last sequence before the first
    object that could not be read (so it is tried again), else the last one read. Batches
    after a skipped one are still returned, so applying records must be idempotent."""

    batches: list[Batch] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    cursors: dict[str, int] = field(default_factory=dict)


def _batch_path(machine_id: str, seq: int) -> str:
    return f"{MACHINES}{machine_id}/{seq:08d}"


def _split(records: list[dict[str, Any]]) -> Iterator[list[bytes]]:
    """Records (serialised one by one) in groups of at most BATCH_LIMIT bytes; a single
    record above the limit goes alone."""
    group: list[bytes] = []
    size = 0
    for record in records:
        encoded = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if group and size + len(encoded) > BATCH_LIMIT:
            yield group
            group, size = [], 0
        group.append(encoded)
        size += len(encoded) + 1
    if group:
        yield group


class Journal:
    """One machine's view of the journal: it appends its own batches, reads everyone else's."""

    def __init__(self, remote: Remote, vault: Vault, machine_id: str, next_seq: int) -> None:
        self.remote = remote
        self.machine_id = machine_id
        self._vault = vault
        self._next_seq = next_seq
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, remote: Remote, passphrase: str, machine_id: str) -> Journal:
        """Open the journal, creating its header on empty storage; WrongPassphrase (and no
        change to the storage) if the passphrase does not match the header."""
        if not _MACHINE_ID.match(machine_id):
            raise ValueError("A machine id is 1 to 64 letters, digits, - or _.")
        if await remote.exists(HEADER):
            vault = await Vault.unlock(passphrase, await remote.read(HEADER), HEADER)
        else:
            vault = await Vault.create(passphrase)
            if not await remote.write_once(HEADER, vault.header(HEADER), exclusive=True):
                # Another machine created the storage first: its header is the one.
                vault = await Vault.unlock(passphrase, await remote.read(HEADER), HEADER)
        own = await remote.list(f"{MACHINES}{machine_id}/")
        seqs = [int(m.group(1)) for p in own if (m := _RECORD_NAME.match(p.rsplit("/", 1)[-1]))]
        return cls(remote, vault, machine_id, max(seqs, default=0) + 1)

    async def append(self, records: list[dict[str, Any]]) -> str:
        """Write the records (split above BATCH_LIMIT); the name of the last object written."""
        if not records:
            raise ValueError("Nothing to append.")
        async with self._lock:
            name = ""
            for group in _split(records):
                plain = b"[" + b",".join(group) + b"]"
                seq = self._next_seq
                sealed = self._vault.seal(
                    zlib.compress(plain, 6), _batch_path(self.machine_id, seq)
                )
                digest = hashlib.sha256(sealed).hexdigest()[:_HASH_CHARS]
                name = f"{_batch_path(self.machine_id, seq)}-{digest}.rec"
                await self.remote.write_once(name, sealed)
                self._next_seq = seq + 1
            return name

    async def read_since(self, cursors: dict[str, int]) -> ReadResult:
        """Every other machine's batches after its cursor, in sequence order; objects that
        do not open are skipped with one sentence each."""
        wanted: list[tuple[str, int, str, str]] = []
        for path in await self.remote.list(MACHINES):
            parts = path[len(MACHINES) :].split("/")
            if len(parts) != 2 or not _MACHINE_ID.match(parts[0]) or parts[0] == self.machine_id:
                continue
            match = _RECORD_NAME.match(parts[1])
            if match is None:
                continue  # not ours (a storage's temporary or hidden file)
            seq = int(match.group(1))
            if seq > cursors.get(parts[0], 0):
                wanted.append((parts[0], seq, match.group(2), path))
        wanted.sort()

        gate = asyncio.Semaphore(_READ_CONCURRENCY)

        async def fetch(item: tuple[str, int, str, str]) -> Batch | str:
            machine_id, seq, digest, path = item
            async with gate:
                try:
                    sealed = await self.remote.read(path)
                except NotFound:
                    return f"The change record {path} disappeared from the sync storage."
            try:
                return Batch(
                    machine_id, seq, path, self._decode(sealed, machine_id, seq, digest, path)
                )
            except DamagedObject as exc:
                return str(exc)

        # One list request, then one read per new object, a few at a time.
        outcomes = await asyncio.gather(*(fetch(item) for item in wanted))
        result = ReadResult(cursors=dict(cursors))
        stuck: set[str] = set()
        for (machine_id, seq, _d, _p), outcome in zip(wanted, outcomes, strict=True):
            if isinstance(outcome, Batch):
                result.batches.append(outcome)
                if machine_id not in stuck:
                    result.cursors[machine_id] = seq
            else:
                result.problems.append(outcome)
                stuck.add(machine_id)
        return result

    def _decode(
        self, sealed: bytes, machine_id: str, seq: int, digest: str, path: str
    ) -> list[dict[str, Any]]:
        if hashlib.sha256(sealed).hexdigest()[:_HASH_CHARS] != digest:
            raise DamagedObject(
                f"The change record {path} is damaged or truncated (it does not match its "
                "name) and was skipped."
            )
        try:
            plain = self._vault.open(sealed, _batch_path(machine_id, seq))
        except DamagedObject:
            raise DamagedObject(
                f"The change record {path} does not open with the sync key and was skipped."
            ) from None
        try:
            records = json.loads(zlib.decompress(plain))
        except (zlib.error, ValueError):
            records = None
        if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
            raise DamagedObject(f"The change record {path} holds no records and was skipped.")
        return records

    async def put_blob(self, data: bytes) -> str:
        """Store a blob once; its id (the same data always gives the same id)."""
        blob_id = self._vault.blob_id(data)
        path = BLOBS + blob_id
        if not await self.remote.exists(path):
            await self.remote.write_once(path, self._vault.seal(data, path))
        return blob_id

    async def get_blob(self, blob_id: str) -> bytes:
        if not _BLOB_ID.match(blob_id):
            raise ValueError("Not a blob id.")
        path = BLOBS + blob_id
        data = self._vault.open(await self.remote.read(path), path)
        if self._vault.blob_id(data) != blob_id:
            raise DamagedObject(f"The blob {path} does not match its name.")
        return data


__all__ = ["BATCH_LIMIT", "Batch", "Journal", "ReadResult"]
