"""The change logs on the sync storage: each machine's batches, checkpoints, conversation
keys and attachments, sealed; read back with their hash chain checked.

Layout (``<v>`` is the vault id, app.sync.vaults)::

    cometdesk-sync/v2/logs/<v>/vault.json                   the key's candidate header
    cometdesk-sync/v2/logs/<v>/<machine>/<seq>-<hash>.rec   a batch of changes
    cometdesk-sync/v2/logs/<v>/<machine>/<first>-<last>-<hash>.seg
                                                            a segment: batches <first> to
                                                            <last> merged, each change once
    cometdesk-sync/v2/logs/<v>/<machine>/<seq>-<write>-<part>of<n>-<hash>.ckp
                                                            a checkpoint: every change of
                                                            that machine still in force, as
                                                            of batch <seq>, in parts
    cometdesk-sync/v2/keys/<v>/<conversation uid>           the conversation's own key
    cometdesk-sync/v2/blobs/<v>/<machine>/<conversation uid>/<id>[.<n>]
                                                            an attachment (in n parts when
                                                            the storage refuses it whole)

Names leak no more than they must: machine ids and conversation uids are random, ids of
attachments are keyed hashes, and sizes are what they are. Batches and checkpoints are
sealed with the vault's key and name themselves (machine, sequence number) inside, so a
batch moved, replayed or reordered does not open or does not fit. Each batch holds the
hash of the one before it (``prev``), a segment the hashes of the batches it stands for,
and a checkpoint the hash of the last batch it covers, so a reader that knows where a
machine's log stood detects a storage that rolled it back, dropped a batch from the middle
or put another in its place (TamperedLog).

A machine merges its own small batches into a segment now and then (fewer objects for a
new machine to read; a change made again within them is kept once), and writes a
checkpoint when much of what its log holds was changed again since (app.services.sync.round).

Only the machine that wrote an object removes it: old batches and checkpoints once a newer
checkpoint covers them, attachments no change of its own refers to any more. A purge
removes the conversation's key, whoever wrote it: from then on what is left of the
conversation cannot be opened by anyone.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import secrets
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from app.sync.changes import FORMAT, Changes, ConversationPart, canonical, split
from app.sync.clock import is_stamp
from app.sync.crypto import ContentKey, Vault
from app.sync.errors import DamagedObject, NotFound, ObjectTooLarge, TamperedLog
from app.sync.remote import Remote
from app.sync.vaults import BLOBS, KEYS, LOGS, OpenVault

BATCH_LIMIT = 2 * 1024 * 1024  # plain JSON bytes per object before splitting
_HASH_CHARS = 16
_READ_CONCURRENCY = 16
_MACHINE_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}\Z")
_BATCH = re.compile(r"^(\d{10})-([0-9a-f]{16})\.rec\Z")
# <seq>-<write>-<part>of<parts>-<hash>: one write of a checkpoint in parts (a write cut off
# and made again is another write; only a write with all its parts counts).
_SEGMENT = re.compile(r"^(\d{10})-(\d{10})-([0-9a-f]{16})\.seg\Z")
_CHECKPOINT = re.compile(r"^(\d{10})-([0-9a-f]{8})-(\d{3})of(\d{3})-([0-9a-f]{16})\.ckp\Z")
_UID = re.compile(r"^[0-9a-f]{32}\Z")
_BLOB_ID = re.compile(r"^[0-9a-f]{64}\Z")
_SEAL_OVERHEAD = 64  # what sealing adds to a part, and some
_SMALLEST_PART = 16 * 1024


@dataclass
class MachineLog:
    """What the storage holds of one machine's log (from one listing)."""

    machine: str
    batches: dict[int, str] = field(default_factory=dict)  # seq → path
    # (seq, write) → (how many parts it has, part → path)
    checkpoints: dict[tuple[int, str], tuple[int, dict[int, str]]] = field(default_factory=dict)
    duplicates: set[int] = field(default_factory=set)  # seqs with two different batches
    segments: dict[str, tuple[int, int]] = field(default_factory=dict)  # path → first, last

    @property
    def last_seq(self) -> int:
        lasts = [last for _first, last in self.segments.values()]
        return max([*self.batches, *self.whole(), *lasts], default=0)

    def whole(self) -> dict[int, tuple[str, ...]]:
        """seq → the paths of a checkpoint written whole at it (of two, the later write)."""
        found: dict[int, tuple[str, ...]] = {}
        for (seq, _write), (count, parts) in sorted(self.checkpoints.items()):
            if len(parts) == count and all(n in parts for n in range(count)):
                found[seq] = tuple(parts[n] for n in range(count))
        return found

    def newest_checkpoint(self, at_least: int) -> int | None:
        return max([s for s in self.whole() if s >= at_least], default=None)

    def checkpoint_paths(self) -> list[str]:
        """Every checkpoint object of this log, whole or not."""
        return [p for _count, parts in self.checkpoints.values() for p in parts.values()]


@dataclass
class Listing:
    """One listing of a vault's logs, machine by machine."""

    logs: dict[str, MachineLog] = field(default_factory=dict)
    paths: list[str] = field(default_factory=list)


@dataclass
class Entry:
    """One object read from a machine's log: a batch or a whole checkpoint, its envelope
    open; each conversation's part still sealed with that conversation's key."""

    machine: str
    seq: int  # the last batch it stands for
    digest: str  # a batch's SHA-256 (sealed bytes); of the last batch it covers otherwise
    prev: str  # the digest of the batch before the first it stands for ("" for none)
    kind: str  # "batch", "segment" or "checkpoint"
    changes: Changes  # items and purges (conversations are opened with open_part)
    sealed: dict[str, list[bytes]]  # conversation uid → its sealed parts (one per object)
    newer: list[dict[str, Any]]  # bodies of a newer format: kept for after an upgrade
    size: int
    first: int = 0  # a segment's first batch
    chain: tuple[str, ...] = ()  # a segment's: the digests of the batches it stands for

    @property
    def checkpoint(self) -> bool:
        return self.kind == "checkpoint"

    def follows(self, seq: int, digest: str) -> bool:
        """Whether this entry goes on a log read up to batch ``seq`` (whose digest is
        ``digest``). A checkpoint covers what came before it whatever it was."""
        if self.kind == "checkpoint":
            return True
        if self.kind == "batch" or seq == self.first - 1:
            return self.prev == digest
        index = seq - self.first
        return 0 <= index < len(self.chain) - 1 and self.chain[index] == digest


@dataclass(frozen=True)
class Step:
    """One object (or one checkpoint's parts) to read from a log, in order."""

    kind: str  # "batch", "segment" or "checkpoint"
    seq: int  # the last batch it stands for
    paths: tuple[str, ...]


def _stamp(value: Any) -> str:
    if not is_stamp(value):
        raise ValueError("a change without a stamp")
    return str(value)


def _uid(value: Any) -> str:
    if not isinstance(value, str) or not _UID.match(value):
        raise ValueError("not a conversation uid")
    return value


def batch_digest(sealed: bytes) -> str:
    return hashlib.sha256(sealed).hexdigest()


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


class Journal:
    """One round's view of one vault's logs: this machine appends to its own; reads all."""

    def __init__(self, remote: Remote, opened: OpenVault, machine_id: str) -> None:
        if not _MACHINE_ID.match(machine_id):
            raise ValueError("A machine id is 1 to 64 letters, digits, - or _.")
        self.remote = remote
        self.vault_id = opened.vault_id
        self.machine_id = machine_id
        self._vault: Vault = opened.vault
        self._logs = f"{LOGS}{self.vault_id}/"

    # ---- listing -------------------------------------------------------------------------

    def parse(self, paths: Iterable[str]) -> Listing:
        listing = Listing()
        for path in paths:
            if not path.startswith(self._logs):
                continue
            machine, _, name = path[len(self._logs) :].partition("/")
            if not _MACHINE_ID.match(machine) or "/" in name:
                continue
            log = listing.logs.setdefault(machine, MachineLog(machine))
            if match := _BATCH.match(name):
                seq = int(match.group(1))
                if seq in log.batches and log.batches[seq] != path:
                    log.duplicates.add(seq)
                log.batches[seq] = path
            elif match := _SEGMENT.match(name):
                first, last = int(match.group(1)), int(match.group(2))
                if 0 < first <= last:
                    log.segments[path] = (first, last)
            elif match := _CHECKPOINT.match(name):
                seq, write = int(match.group(1)), match.group(2)
                part, count = int(match.group(3)), int(match.group(4))
                _count, parts = log.checkpoints.setdefault((seq, write), (count, {}))
                parts[part] = path
            listing.paths.append(path)
        return listing

    # ---- writing -------------------------------------------------------------------------

    def _object(
        self, kind: str, seq: int, extra: dict[str, Any], changes: Changes, keys: Keys
    ) -> bytes:
        body: dict[str, Any] = {
            "format": FORMAT,
            "kind": kind,
            "machine": self.machine_id,
            "seq": seq,
            **extra,
            "items": [list(t) for t in changes.items],
            "purged": [list(p) for p in changes.purged],
            "conversations": {
                uid: _b64(self._seal_part(uid, kind, seq, part, keys(uid)))
                for uid, part in changes.conversations.items()
            },
        }
        return zlib.compress(canonical(body), 6)

    def _seal_part(
        self, uid: str, kind: str, seq: int, part: ConversationPart, key: ContentKey
    ) -> bytes:
        plain = zlib.compress(canonical(part.to_json()), 6)
        return key.seal(plain, f"{uid}/{self.machine_id}/{kind}/{seq}")

    async def append(
        self, changes: Changes, first_seq: int, prev: str, keys: Keys
    ) -> list[tuple[int, str, str, int]]:
        """Write ``changes`` as batches from ``first_seq`` on, chained to ``prev`` (the
        digest of this machine's last batch, "" for none). Each batch written: (seq, path,
        digest, size). Split to fit BATCH_LIMIT, and smaller when the storage refuses an
        object as too large."""
        written: list[tuple[int, str, str, int]] = []
        limit = BATCH_LIMIT
        pending = list(split(changes, limit))
        seq = first_seq
        while pending:
            piece = pending.pop(0)
            plain = self._object("batch", seq, {"prev": prev}, piece, keys)
            path_stem = f"{self._logs}{self.machine_id}/{seq:010d}"
            sealed = self._vault.seal(plain, path_stem)
            digest = batch_digest(sealed)
            path = f"{path_stem}-{digest[:_HASH_CHARS]}.rec"
            try:
                await self.remote.write_once(path, sealed)
            except ObjectTooLarge:
                smaller = list(split(piece, max(16 * 1024, len(plain) // 3)))
                if len(smaller) < 2:
                    raise
                pending[:0] = smaller
                continue
            written.append((seq, path, digest, len(sealed)))
            prev, seq = digest, seq + 1
        return written

    async def write_checkpoint(
        self, changes: Changes, seq: int, last: str, keys: Keys
    ) -> list[tuple[str, int]]:
        """Write every change of this machine still in force, as of its batch ``seq``
        (whose digest is ``last``), as one checkpoint in parts; their (path, size)."""
        pieces = list(split(changes, BATCH_LIMIT)) or [Changes()]
        if len(pieces) > 999:
            raise ValueError("A checkpoint of more than 999 parts.")
        write = secrets.token_hex(4)
        written: list[tuple[str, int]] = []
        for part, piece in enumerate(pieces):
            extra = {"last": last, "part": part, "parts": len(pieces)}
            plain = self._object("checkpoint", seq, extra, piece, keys)
            stem = f"{self._logs}{self.machine_id}/{seq:010d}-{write}-{part:03d}of{len(pieces):03d}"
            sealed = self._vault.seal(plain, stem)
            path = f"{stem}-{batch_digest(sealed)[:_HASH_CHARS]}.ckp"
            await self.remote.write_once(path, sealed)
            written.append((path, len(sealed)))
        return written

    async def write_segment(
        self, changes: Changes, first: int, last: int, prev: str, chain: list[str], keys: Keys
    ) -> tuple[str, int]:
        """Write batches ``first`` to ``last`` (``chain``: their digests; ``prev``: the
        digest before them) merged into one object holding ``changes``; its path and size.
        ObjectTooLarge when the storage refuses it (the batches stay as they are)."""
        extra = {"first": first, "prev": prev, "chain": chain}
        plain = self._object("segment", last, extra, changes, keys)
        stem = f"{self._logs}{self.machine_id}/{first:010d}-{last:010d}"
        sealed = self._vault.seal(plain, stem)
        path = f"{stem}-{batch_digest(sealed)[:_HASH_CHARS]}.seg"
        await self.remote.write_once(path, sealed)
        return path, len(sealed)

    # ---- reading -------------------------------------------------------------------------

    def plan(self, log: MachineLog, known_seq: int) -> list[Step]:
        """What to read of ``log`` after ``known_seq``, in order: batches, or the newest
        checkpoint where the batches were compacted away. TamperedLog when the storage
        rolled the log back or has a gap no checkpoint covers."""
        if known_seq > log.last_seq:
            raise TamperedLog(
                log.machine, f"its log went back from change {known_seq} to {log.last_seq}"
            )
        if log.duplicates:
            twice = min(log.duplicates)
            raise TamperedLog(log.machine, f"it holds two different changes numbered {twice}")
        steps: list[Step] = []
        seq = known_seq
        while seq < log.last_seq:
            # The batch that comes next, or the segment that reaches farthest from it (one
            # read for many; a reader part-way into a segment reads it again, harmlessly).
            reach, step = seq, None
            path = log.batches.get(seq + 1)
            if path is not None:
                reach, step = seq + 1, Step("batch", seq + 1, (path,))
            for segment, (first, last) in sorted(log.segments.items()):
                if first <= seq + 1 <= last and last > reach:
                    reach, step = last, Step("segment", last, (segment,))
            if step is not None:
                seq = reach
                steps.append(step)
                continue
            later = log.newest_checkpoint(seq + 1)
            if later is None:
                raise TamperedLog(log.machine, f"change {seq + 1} is missing")
            steps.append(Step("checkpoint", later, log.whole()[later]))
            seq = later
        return steps

    async def fetch(self, machine: str, step: Step) -> Entry:
        """Read and open one step's envelope (DamagedObject, TamperedLog, NotFound)."""
        sealed_parts = [await self.remote.read(path) for path in step.paths]
        if step.kind == "batch":
            return self._open_batch(machine, step.seq, step.paths[0], sealed_parts[0])
        if step.kind == "segment":
            return self._open_segment(machine, step.seq, step.paths[0], sealed_parts[0])
        return self._open_checkpoint(machine, step.seq, list(step.paths), sealed_parts)

    def entry_of(self, body: dict[str, Any]) -> Entry | None:
        """The entry a kept body makes, once this version reads its format (None while it
        does not: it stays kept)."""
        version, machine, seq = body.get("format"), body.get("machine"), body.get("seq")
        if not isinstance(version, int) or version > FORMAT:
            return None
        if not isinstance(machine, str) or not isinstance(seq, int):
            raise DamagedObject("A change kept from a newer version does not say where it was.")
        changes, parts, _newer = self._changes(body, f"{machine}/{seq}")
        kind = body.get("kind")
        if kind not in ("batch", "segment", "checkpoint"):
            raise DamagedObject("A change kept from a newer version is of no known kind.")
        return Entry(machine, seq, "", "", str(kind), changes, parts, [], 0)

    def open_part(self, entry: Entry, uid: str, key: ContentKey) -> ConversationPart:
        """One conversation's changes in ``entry``, opened with its key (a conversation
        spread over a checkpoint's parts comes back whole)."""
        where = f"{uid}/{entry.machine}/{entry.kind}/{entry.seq}"
        whole = ConversationPart()
        try:
            for sealed in entry.sealed[uid]:
                plain = key.open(sealed, where)
                part = ConversationPart.from_json(json.loads(zlib.decompress(plain)))
                whole.fields.extend(part.fields)
                for muid, triples in part.messages.items():
                    whole.messages.setdefault(muid, []).extend(triples)
        except (ValueError, TypeError, zlib.error) as exc:
            raise DamagedObject(
                f"A conversation's changes in {entry.machine[:8]}'s change {entry.seq} could "
                f"not be read ({exc})."
            ) from None
        return whole

    def _open_batch(self, machine: str, seq: int, path: str, sealed: bytes) -> Entry:
        stem = path.rsplit("-", 1)[0]
        digest = batch_digest(sealed)
        if not path.endswith(f"-{digest[:_HASH_CHARS]}.rec"):
            raise DamagedObject(
                f"The change record {path} is damaged or truncated (it does not match its "
                "name): what its machine sent from there on waits until it is whole again."
            )
        try:
            plain = self._vault.open(sealed, stem)
        except DamagedObject:
            # Whole (its bytes match its name) yet sealed for another place: a batch of
            # this log moved here, the storage's doing.
            raise TamperedLog(machine, f"change {seq} was replaced by another") from None
        body = self._parse(plain, path)
        if body.get("machine") != machine or body.get("seq") != seq or body.get("kind") != "batch":
            raise TamperedLog(machine, f"change {seq} holds another machine's or place's changes")
        prev = body.get("prev")
        if not isinstance(prev, str):
            raise DamagedObject(f"The change record {path} holds no chain.")
        changes, parts, newer = self._changes(body, path)
        return Entry(machine, seq, digest, prev, "batch", changes, parts, newer, len(sealed))

    def _open_segment(self, machine: str, last: int, path: str, sealed: bytes) -> Entry:
        match = _SEGMENT.match(path.rsplit("/", 1)[-1])
        if match is None or not path.endswith(f"-{batch_digest(sealed)[:_HASH_CHARS]}.seg"):
            raise DamagedObject(f"The segment {path} is damaged or truncated.")
        first = int(match.group(1))
        body = self._open_body(sealed, path.rsplit("-", 1)[0], path)
        chain, prev = body.get("chain"), body.get("prev")
        if (
            body.get("machine") != machine
            or body.get("seq") != last
            or body.get("first") != first
            or body.get("kind") != "segment"
        ):
            raise TamperedLog(machine, f"its segment of changes {first} to {last} does not fit")
        if (
            not isinstance(prev, str)
            or not isinstance(chain, list)
            or len(chain) != last - first + 1
            or not all(isinstance(d, str) for d in chain)
        ):
            raise DamagedObject(f"The segment {path} holds no chain.")
        changes, parts, newer = self._changes(body, path)
        return Entry(
            machine,
            last,
            chain[-1],
            prev,
            "segment",
            changes,
            parts,
            newer,
            len(sealed),
            first=first,
            chain=tuple(chain),
        )

    def _open_checkpoint(
        self, machine: str, seq: int, paths: list[str], sealed_parts: list[bytes]
    ) -> Entry:
        changes = Changes()
        parts: dict[str, list[bytes]] = {}
        newer: list[dict[str, Any]] = []
        last = ""
        for index, (path, sealed) in enumerate(zip(paths, sealed_parts, strict=True)):
            stem = path.rsplit("-", 1)[0]
            if not path.endswith(f"-{batch_digest(sealed)[:_HASH_CHARS]}.ckp"):
                raise DamagedObject(f"The checkpoint {path} is damaged or truncated.")
            body = self._open_body(sealed, stem, path)
            if (
                body.get("machine") != machine
                or body.get("seq") != seq
                or body.get("kind") != "checkpoint"
                or not isinstance(body.get("last"), str)
            ):
                raise TamperedLog(machine, f"its checkpoint {seq} does not fit its place")
            if body.get("part") != index or body.get("parts") != len(paths):
                raise DamagedObject(
                    f"The checkpoint {path} is one of {body.get('parts')} parts, and "
                    f"{len(paths)} are on the storage: what its machine sent waits until "
                    "it is whole."
                )
            last = body["last"]
            part_changes, part_sealed, part_newer = self._changes(body, path)
            changes.add(part_changes)
            for uid, sealed_parts_of in part_sealed.items():
                parts.setdefault(uid, []).extend(sealed_parts_of)
            newer.extend(part_newer)
        size = sum(len(s) for s in sealed_parts)
        return Entry(machine, seq, last, "", "checkpoint", changes, parts, newer, size)

    def _open_body(self, sealed: bytes, stem: str, path: str) -> dict[str, Any]:
        try:
            plain = self._vault.open(sealed, stem)
        except DamagedObject:
            raise DamagedObject(
                f"The change record {path} does not open with the sync key: what its machine "
                "sent from there on waits until it is whole again."
            ) from None
        return self._parse(plain, path)

    def _parse(self, plain: bytes, path: str) -> dict[str, Any]:
        try:
            body = json.loads(zlib.decompress(plain))
        except (zlib.error, ValueError):
            body = None
        if not isinstance(body, dict):
            raise DamagedObject(f"The change record {path} holds no changes.")
        return body

    def _changes(
        self, body: dict[str, Any], path: str
    ) -> tuple[Changes, dict[str, list[bytes]], list[dict[str, Any]]]:
        """The items and purges this version reads, each conversation's sealed part, and
        the body whole if it is of a newer format (kept, to be applied after an upgrade)."""
        version = body.get("format")
        if not isinstance(version, int) or version > FORMAT:
            return Changes(), {}, [body]
        try:
            changes = Changes(
                items=[(str(k), v, _stamp(s)) for k, v, s in body.get("items") or []],
                purged=[(_uid(u), _stamp(s)) for u, s in body.get("purged") or []],
            )
            conversations = body.get("conversations") or {}
            if not isinstance(conversations, dict):
                raise ValueError("conversations")
            sealed: dict[str, list[bytes]] = {}
            for uid, sealed_b64 in conversations.items():
                sealed[_uid(uid)] = [base64.b64decode(sealed_b64, validate=True)]
        except (ValueError, TypeError) as exc:
            raise DamagedObject(f"The change record {path} could not be read ({exc}).") from None
        return changes, sealed, []

    # ---- conversation keys ---------------------------------------------------------------

    def key_path(self, uid: str) -> str:
        if not _UID.match(uid):
            raise ValueError("Not a conversation uid.")
        return f"{KEYS}{self.vault_id}/{uid}"

    async def put_key(self, uid: str, key: ContentKey) -> None:
        path = self.key_path(uid)
        await self.remote.write_once(path, self._vault.seal(key.raw, path))

    async def get_key(self, uid: str) -> ContentKey | None:
        """The conversation's key; None when the storage has none (purged)."""
        path = self.key_path(uid)
        try:
            sealed = await self.remote.read(path)
        except NotFound:
            return None
        return ContentKey(self._vault.open(sealed, path))

    async def delete_key(self, uid: str) -> None:
        await self.remote.delete(self.key_path(uid))

    def seal_local(self, data: bytes, where: str) -> bytes:
        """Sealed with the vault's key for keeping on this machine (conversation keys in
        the sync state: the data folder alone does not open the storage)."""
        return self._vault.seal(data, f"local:{where}")

    def open_local(self, sealed: bytes, where: str) -> bytes:
        return self._vault.open(sealed, f"local:{where}")

    # ---- attachments ---------------------------------------------------------------------

    def _blob_stem(self, uid: str, blob_id: str) -> str:
        return f"{BLOBS}{self.vault_id}/{self.machine_id}/{uid}/{blob_id}"

    async def put_blob(self, uid: str, key: ContentKey, data: bytes) -> dict[str, Any]:
        """Store an attachment of the conversation ``uid``; the reference a message's
        result carries to it (the path, how many parts and of what size). A storage that
        refuses it whole gets it in parts, smaller each time one is refused."""
        blob_id = key.blob_id(data)
        stem = self._blob_stem(uid, blob_id)
        size = len(data)
        while True:
            try:
                if size >= len(data):
                    await self.remote.write_once(stem, key.seal(data, stem))
                    return {"path": stem, "parts": 0}
                chunks = [data[i : i + size] for i in range(0, len(data), size)]
                for n, chunk in enumerate(chunks):
                    part_path = f"{stem}.{size}.{n}"
                    await self.remote.write_once(part_path, key.seal(chunk, part_path))
                return {"path": stem, "parts": len(chunks), "size": size}
            except ObjectTooLarge as refused:
                smaller = (refused.limit or refused.size // 2) - _SEAL_OVERHEAD
                if smaller < _SMALLEST_PART:
                    raise
                size = min(size // 2, smaller)

    async def get_blob(self, ref: dict[str, Any], key: ContentKey) -> bytes:
        paths = self.blob_paths(ref)
        if not paths or not paths[0].startswith(f"{BLOBS}{self.vault_id}/"):
            raise ValueError("Not an attachment of this storage.")
        return b"".join([key.open(await self.remote.read(path), path) for path in paths])

    def blob_paths(self, ref: dict[str, Any]) -> list[str]:
        return blob_paths(ref)


def blob_paths(ref: dict[str, Any]) -> list[str]:
    """Where an attachment's reference says its bytes are ([] for a malformed one)."""
    path, parts, size = ref.get("path"), ref.get("parts", 0), ref.get("size")
    if not isinstance(path, str) or not isinstance(parts, int) or parts < 0:
        return []
    if parts == 0:
        return [path]
    if not isinstance(size, int):  # an attachment split before sizes were named
        return [f"{path}.{n}" for n in range(parts)]
    return [f"{path}.{size}.{n}" for n in range(parts)]


Keys = Callable[[str], ContentKey]  # the key of a conversation this machine writes about

__all__ = [
    "BATCH_LIMIT",
    "Entry",
    "Journal",
    "Keys",
    "Listing",
    "MachineLog",
    "Step",
    "batch_digest",
    "blob_paths",
]
