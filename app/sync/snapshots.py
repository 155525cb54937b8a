"""Snapshots on the sync storage: a whole data folder, sealed, in fixed-size chunks.

Layout under ``cometdesk-sync/snapshots/<id>/``, where the id is
``<YYYYMMDDTHHMMSS.mmmZ>-<machine-id>`` (UTC; so names sort by time):

- ``<index:06d>.chunk``: the archive, CHUNK_SIZE bytes per chunk (the last may be shorter),
  each sealed with its own name as associated data, so chunks cannot be swapped or moved.
- ``manifest``: sealed JSON (dates, machine, sizes, counts, the SHA-256 of every sealed
  chunk), written only once every chunk has been read back and checked. A snapshot without
  one was cut short or failed its check: it is listed as not verified and never restored.

The key is the sync key (the vault of ``cometdesk-sync/header.json``), so one passphrase
covers both. The storage sees the id, the number and size of chunks, nothing else.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from app.sync import vaults
from app.sync.crypto import Vault
from app.sync.errors import DamagedObject, NotFound, SyncError
from app.sync.remote import Remote
from app.sync.vaults import ROOT

SNAPSHOTS = ROOT + "snapshots/"
CHUNK_SIZE = 8 * 1024 * 1024
MANIFEST = "manifest"
_FORMAT = "cometdesk-snapshot"
_VERSION = 1
_STAMP = "%Y%m%dT%H%M%S"
_ID = re.compile(r"^(\d{8}T\d{6}\.\d{3}Z)-([A-Za-z0-9_-]{1,64})$")
_CHUNK = re.compile(r"^(\d{6})\.chunk$")


class SnapshotError(SyncError):
    """A snapshot that cannot be trusted (damaged, incomplete, failed its check) or a
    restore that cannot go ahead; str() is one sentence."""


class UnknownSnapshot(SyncError):
    """No snapshot (or more than one) has that id; a mistake in the input, not a failure."""

    def __init__(
        self, snapshot_id: str, sentence: str = "The sync storage has no snapshot {}."
    ) -> None:
        super().__init__(sentence.format(snapshot_id))


def snapshot_id(created_at: float, machine: str) -> str:
    when = datetime.fromtimestamp(created_at, UTC)
    return f"{when.strftime(_STAMP)}.{when.microsecond // 1000:03d}Z-{machine}"


def parse_id(name: str) -> tuple[float, str] | None:
    """(created_at, machine) of a snapshot id, or None if it is not one."""
    match = _ID.match(name)
    if match is None:
        return None
    when = datetime.strptime(match.group(1), _STAMP + ".%fZ").replace(tzinfo=UTC)
    return when.timestamp(), match.group(2)


def chunk_path(snap_id: str, index: int) -> str:
    return f"{SNAPSHOTS}{snap_id}/{index:06d}.chunk"


def manifest_path(snap_id: str) -> str:
    return f"{SNAPSHOTS}{snap_id}/{MANIFEST}"


@dataclass(frozen=True)
class Manifest:
    """What a snapshot holds; sealed, so only the passphrase shows it."""

    id: str
    created_at: float
    machine: str
    app_version: str
    schema_version: int
    conversations: int
    messages: int
    blobs: int
    missing_blobs: int  # referenced by a message but absent from the data folder
    settings: bool
    archive_size: int  # plain archive bytes
    archive_sha256: str
    chunk_size: int
    chunks: tuple[str, ...]  # SHA-256 of each sealed chunk, in order
    stored_size: int  # sealed bytes on the storage

    def to_bytes(self) -> bytes:
        data: dict[str, Any] = {"format": _FORMAT, "version": _VERSION, **asdict(self)}
        data["chunks"] = list(self.chunks)
        return json.dumps(data, sort_keys=True).encode("utf-8")

    @classmethod
    def from_bytes(cls, raw: bytes, where: str) -> Manifest:
        try:
            data = json.loads(raw)
            if data.pop("format") != _FORMAT or data.pop("version") != _VERSION:
                raise ValueError("another format")
            data["chunks"] = tuple(str(c) for c in data["chunks"])
            return cls(**data)
        except (ValueError, KeyError, TypeError, AttributeError):
            raise SnapshotError(
                f"The snapshot manifest {where} is from another version or damaged."
            ) from None


@dataclass(frozen=True)
class Listed:
    """A snapshot folder found on the storage, with its manifest when it has a good one."""

    id: str
    created_at: float
    machine: str
    manifest: Manifest | None
    problem: str | None  # why there is no manifest (cut short, damaged)


async def open_vault(remote: Remote, passphrase: str, *, create: bool) -> Vault:
    """The sync vault (app.sync.vaults); with ``create`` one is made on storage that has
    none. WrongPassphrase before anything is written if it does not match."""
    return (await vaults.find(remote, passphrase, create=create)).vault


class SnapshotStore:
    """Reads and writes snapshots on one storage with the sync vault."""

    def __init__(self, remote: Remote, vault: Vault) -> None:
        self.remote = remote
        self._vault = vault

    async def free_id(self, created_at: float, machine: str) -> tuple[str, float]:
        """An id nobody used, at ``created_at`` or the next free millisecond after it."""
        taken = {p[len(SNAPSHOTS) :].split("/", 1)[0] for p in await self.remote.list(SNAPSHOTS)}
        at = created_at
        while (name := snapshot_id(at, machine)) in taken:
            at += 0.001
        return name, at

    async def write_chunk(self, snap_id: str, index: int, plain: bytes) -> tuple[str, int]:
        """Seal and store one chunk; the SHA-256 and size of what was stored."""
        path = chunk_path(snap_id, index)
        sealed = self._vault.seal(plain, path)
        if not await self.remote.write_once(path, sealed):
            raise SnapshotError(f"The snapshot chunk {path} already exists; nothing was changed.")
        return hashlib.sha256(sealed).hexdigest(), len(sealed)

    async def read_chunk(self, snap_id: str, index: int, sha256: str) -> bytes:
        """One chunk, checked against its hash and opened; SnapshotError if it is damaged."""
        path = chunk_path(snap_id, index)
        try:
            sealed = await self.remote.read(path)
        except NotFound:
            raise SnapshotError(
                f"Snapshot {snap_id} is incomplete: its chunk {index} is missing."
            ) from None
        if hashlib.sha256(sealed).hexdigest() != sha256:
            raise SnapshotError(f"Snapshot {snap_id} is damaged: its chunk {index} has changed.")
        try:
            return self._vault.open(sealed, path)
        except DamagedObject:
            raise SnapshotError(
                f"Snapshot {snap_id} is damaged: its chunk {index} does not open."
            ) from None

    async def write_manifest(self, manifest: Manifest) -> None:
        path = manifest_path(manifest.id)
        sealed = self._vault.seal(manifest.to_bytes(), path)
        if not await self.remote.write_once(path, sealed):
            raise SnapshotError(f"Snapshot {manifest.id} already has a manifest.")
        if await self.remote.read(path) != sealed:
            raise SnapshotError(f"The manifest of snapshot {manifest.id} did not read back intact.")

    async def read_manifest(self, snap_id: str) -> Manifest:
        path = manifest_path(snap_id)
        if parse_id(snap_id) is None:
            raise UnknownSnapshot(snap_id)
        try:
            sealed = await self.remote.read(path)
        except NotFound:
            if await self.remote.list(f"{SNAPSHOTS}{snap_id}/"):
                raise SnapshotError(
                    f"Snapshot {snap_id} was cut short or failed its check: it cannot be restored."
                ) from None
            raise UnknownSnapshot(snap_id) from None
        try:
            manifest = Manifest.from_bytes(self._vault.open(sealed, path), path)
        except DamagedObject:
            raise SnapshotError(
                f"Snapshot {snap_id} is damaged: its manifest does not open."
            ) from None
        if manifest.id != snap_id:
            raise SnapshotError(f"Snapshot {snap_id} is damaged: its manifest names another.")
        return manifest

    async def ids(self) -> dict[str, bool]:
        """Every snapshot id on the storage (all machines), sorted, with whether it has a
        manifest; one listing, nothing opened."""
        found: dict[str, bool] = {}
        for path in await self.remote.list(SNAPSHOTS):
            name, _, leaf = path[len(SNAPSHOTS) :].partition("/")
            if parse_id(name) is not None and (leaf == MANIFEST or _CHUNK.match(leaf)):
                found[name] = found.get(name, False) or leaf == MANIFEST
        return dict(sorted(found.items()))

    async def resolve(self, given: str) -> str:
        """The id that ``given`` names: the whole id or the start of exactly one."""
        ids = await self.ids()
        if given in ids:
            return given
        matches = [name for name in ids if name.startswith(given)] if given else []
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise UnknownSnapshot(
                given, f"{len(matches)} snapshots start with {{}}: give more of the id."
            )
        raise UnknownSnapshot(given)

    async def list(self) -> list[Listed]:
        """Every snapshot folder, oldest first (all machines)."""
        found = await self.ids()
        listed: list[Listed] = []
        for name in sorted(found):
            created_at, machine = parse_id(name) or (0.0, "")
            manifest: Manifest | None = None
            problem: str | None = "It was cut short or failed its check (no manifest)."
            if found[name]:
                try:
                    manifest, problem = await self.read_manifest(name), None
                except SyncError as exc:
                    problem = str(exc)
            listed.append(Listed(name, created_at, machine, manifest, problem))
        return listed

    async def delete(self, snap_id: str) -> None:
        if parse_id(snap_id) is None:
            raise UnknownSnapshot(snap_id)
        await self.remote.delete_tree(f"{SNAPSHOTS}{snap_id}/")


__all__ = [
    "CHUNK_SIZE",
    "SNAPSHOTS",
    "Listed",
    "Manifest",
    "SnapshotError",
    "SnapshotStore",
    "UnknownSnapshot",
    "chunk_path",
    "manifest_path",
    "open_vault",
    "parse_id",
    "snapshot_id",
]
