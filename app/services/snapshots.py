"""Backups you can trust: snapshots of the data folder on the sync storage, kept N at a
time, listed with dates and sizes, restored into a new data folder or merged into this one.

Asynchronous and Qt-free, for the CLI and (later) the window on a worker thread; the file
work runs on worker threads of its own, and ``progress(phase, done, total)`` is always
called on the caller's event loop. Phases: "copy" (the archive is made), "upload",
"verify", "download", "unpack" (``total`` 0: unknown), "merge". The storage layout is in
app.sync.snapshots; what an archive holds, in app.services.snapshot_archive.

A snapshot counts only once every chunk has been read back from the storage and matched
what was written: before that it has no manifest, is listed as not verified, is never
restored and never kept in place of a good one. Every failure is a SyncError whose str()
is one sentence; a restore that fails leaves its target as it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import math
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app import __version__
from app.data_folder import PRIVATE_FILE, private_mkdir
from app.services.snapshot_archive import pack, remove_tree, unpack
from app.services.snapshot_merge import merge_history
from app.storage import History
from app.sync import Remote, RemoteConfig
from app.sync.local_state import LocalState
from app.sync.snapshots import (
    CHUNK_SIZE,
    Listed,
    Manifest,
    SnapshotError,
    SnapshotStore,
    open_vault,
)

Progress = Callable[[str, int, int], None]
DEFAULT_KEEP = 7
_DATA = "data"
_ARCHIVE = "archive"


class TargetNotEmpty(SnapshotError):
    """The folder to restore into already holds something: a mistake in the input."""

    def __init__(self, target: Path) -> None:
        super().__init__(
            f"{target} is not empty: restore into a new or empty folder, or merge with --merge."
        )


@dataclass(frozen=True)
class SnapshotInfo:
    id: str
    created_at: float  # seconds since the epoch (UTC)
    machine: str
    this_machine: bool
    verified: bool  # read back and matched when written (or now, if checked)
    size: int | None  # bytes on the storage; None when unknown (no manifest)
    conversations: int | None
    messages: int | None
    app_version: str | None
    problem: str | None  # one sentence when not verified


@dataclass(frozen=True)
class RestoreSummary:
    snapshot: SnapshotInfo
    into: Path | None  # the new data folder, or None when merged into the current one
    conversations: int  # restored (new folder) or added (merge)
    messages: int
    already_present: int  # merge: conversations the current history had already


def _no_progress(_phase: str, _done: int, _total: int) -> None:
    pass


def _from_threads(progress: Progress) -> Progress:
    """``progress`` as worker threads may call it: it then runs on this event loop."""
    loop = asyncio.get_running_loop()

    def report(phase: str, done: int, total: int) -> None:
        loop.call_soon_threadsafe(progress, phase, done, total)

    return report


def _info(listed: Listed, machine: str, problem: str | None = None) -> SnapshotInfo:
    m = listed.manifest
    return SnapshotInfo(
        id=listed.id,
        created_at=listed.created_at if m is None else m.created_at,
        machine=listed.machine,
        this_machine=listed.machine == machine,
        verified=m is not None and problem is None,
        size=None if m is None else m.stored_size,
        conversations=None if m is None else m.conversations,
        messages=None if m is None else m.messages,
        app_version=None if m is None else m.app_version,
        problem=problem or listed.problem,
    )


def _machine_id(data_dir: Path) -> str:
    state = LocalState.open(data_dir)
    try:
        return state.machine_id()
    finally:
        state.close()


async def _store(
    remote_config: RemoteConfig, secret: str | None, passphrase: str, *, create: bool
) -> SnapshotStore:
    remote = Remote(remote_config, secret)
    return SnapshotStore(remote, await open_vault(remote, passphrase, create=create))


async def make_snapshot(
    data_dir: Path,
    history: History,
    remote_config: RemoteConfig,
    secret: str | None,
    passphrase: str,
    *,
    keep: int = DEFAULT_KEEP,
    progress: Progress | None = None,
    chunk_size: int = CHUNK_SIZE,
) -> SnapshotInfo:
    """Snapshot ``data_dir`` to the storage, read it all back, then keep this machine's
    newest ``keep`` verified snapshots and delete its older ones. WrongPassphrase before
    anything is written; SnapshotError if the check fails (older snapshots stay)."""
    if keep < 1 or chunk_size < 1:
        raise ValueError("keep and chunk_size are at least 1")
    report = progress or _no_progress
    machine = _machine_id(data_dir)
    store = await _store(remote_config, secret, passphrase, create=True)
    work = Path(tempfile.mkdtemp(prefix=".snapshot-", dir=data_dir))  # 0700, beside the data
    try:
        packed = await asyncio.to_thread(pack, data_dir, history, work, _from_threads(report))
        snap_id, created_at = await store.free_id(time.time(), machine)
        count = max(1, math.ceil(packed.size / chunk_size))
        digest = hashlib.sha256()
        sealed: list[str] = []
        stored = 0
        with packed.path.open("rb") as archive:
            for index in range(count):
                report("upload", index, count)
                plain = await asyncio.to_thread(archive.read, chunk_size)
                digest.update(plain)
                chunk_hash, size = await store.write_chunk(snap_id, index, plain)
                sealed.append(chunk_hash)
                stored += size
        report("upload", count, count)
        back = hashlib.sha256()
        try:
            for index, chunk_hash in enumerate(sealed):
                report("verify", index, count)
                back.update(await store.read_chunk(snap_id, index, chunk_hash))
            if back.digest() != digest.digest():
                raise SnapshotError(f"Snapshot {snap_id} did not read back as it was written.")
        except SnapshotError as exc:
            raise SnapshotError(
                f"{exc} It failed its check, does not count, and older snapshots were kept."
            ) from None
        report("verify", count, count)
        manifest = Manifest(
            id=snap_id,
            created_at=created_at,
            machine=machine,
            app_version=__version__,
            schema_version=packed.schema_version,
            conversations=packed.conversations,
            messages=packed.messages,
            blobs=packed.blobs,
            missing_blobs=packed.missing_blobs,
            settings=packed.settings,
            archive_size=packed.size,
            archive_sha256=digest.hexdigest(),
            chunk_size=chunk_size,
            chunks=tuple(sealed),
            stored_size=stored,
        )
        await store.write_manifest(manifest)
    finally:
        await asyncio.to_thread(remove_tree, work)
    await _keep_newest(store, machine, keep, created_at)
    return _info(Listed(snap_id, created_at, machine, manifest, None), machine)


async def _keep_newest(store: SnapshotStore, machine: str, keep: int, newest: float) -> None:
    """Delete this machine's snapshots beyond its newest ``keep`` verified ones. One without
    a manifest goes only when older than the one just written (a newer one may be being
    written right now)."""
    own = [s for s in await store.list() if s.machine == machine]
    verified = sorted((s for s in own if s.manifest is not None), key=lambda s: -s.created_at)
    kept = {s.id for s in verified[:keep]}
    for snap in own:
        if snap.id in kept or (snap.manifest is None and snap.created_at >= newest):
            continue
        await store.delete(snap.id)


async def list_snapshots(
    data_dir: Path,
    remote_config: RemoteConfig,
    secret: str | None,
    passphrase: str,
    *,
    check: bool = False,
    progress: Progress | None = None,
) -> list[SnapshotInfo]:
    """Every snapshot on the storage (all machines), newest first. ``check``: read every
    chunk of every verified snapshot back now (slow: all of it is downloaded)."""
    report = progress or _no_progress
    machine = _machine_id(data_dir)
    store = await _store(remote_config, secret, passphrase, create=False)
    listed = await store.list()
    infos: list[SnapshotInfo] = []
    for snap in reversed(listed):
        problem: str | None = None
        if check and snap.manifest is not None:
            try:
                await _read_all(store, snap.manifest, None, report, "verify")
            except SnapshotError as exc:
                problem = str(exc)
        infos.append(_info(snap, machine, problem))
    return infos


async def _read_all(
    store: SnapshotStore,
    manifest: Manifest,
    out: Path | None,
    report: Progress,
    phase: str,
) -> None:
    """Read every chunk (one at a time: memory holds one chunk), check it, and append it to
    the file ``out`` if given; SnapshotError if anything does not match the manifest."""
    digest = hashlib.sha256()
    size = 0
    count = len(manifest.chunks)
    with contextlib.ExitStack() as stack:
        sink = None
        if out is not None:
            fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
            sink = stack.enter_context(os.fdopen(fd, "wb"))
        for index, chunk_hash in enumerate(manifest.chunks):
            report(phase, index, count)
            plain = await store.read_chunk(manifest.id, index, chunk_hash)
            digest.update(plain)
            size += len(plain)
            if sink is not None:
                await asyncio.to_thread(sink.write, plain)
    if size != manifest.archive_size or digest.hexdigest() != manifest.archive_sha256:
        raise SnapshotError(f"Snapshot {manifest.id} is damaged: its chunks do not add up.")
    report(phase, count, count)


def _is_empty(folder: Path) -> bool:
    return not folder.exists() or (folder.is_dir() and not any(folder.iterdir()))


async def restore_snapshot(
    data_dir: Path,
    history: History | None,
    remote_config: RemoteConfig,
    secret: str | None,
    passphrase: str,
    snapshot_id: str,
    *,
    into: Path | None,
    progress: Progress | None = None,
) -> RestoreSummary:
    """Restore ``snapshot_id`` (the whole id or the start of exactly one) into the new or
    empty folder ``into``, or, with ``into=None``, merge its conversations into
    ``data_dir`` through ``history`` (needed only to merge). Everything is downloaded and
    checked before the target is touched."""
    report = progress or _no_progress
    if into is not None and not _is_empty(into):
        raise TargetNotEmpty(into)
    if into is None and history is None:
        raise ValueError("Merging needs the history it merges into.")
    machine = _machine_id(data_dir)
    store = await _store(remote_config, secret, passphrase, create=False)
    snap_id = await store.resolve(snapshot_id)
    manifest = await store.read_manifest(snap_id)
    info = _info(Listed(snap_id, manifest.created_at, manifest.machine, manifest, None), machine)
    # Scratch beside the target, so the finished folder is moved in with a rename.
    parent = data_dir if into is None else into.absolute().parent
    private_mkdir(parent)
    work = Path(tempfile.mkdtemp(prefix=".restore-", dir=parent))
    try:
        archive = work / _ARCHIVE
        await _read_all(store, manifest, archive, report, "download")
        unpacked = work / _DATA
        private_mkdir(unpacked)
        await asyncio.to_thread(unpack, archive, unpacked, _from_threads(report))
        archive.unlink()
        if into is None:
            assert history is not None
            merged = await asyncio.to_thread(
                merge_history, unpacked, data_dir, history, _from_threads(report)
            )
            return RestoreSummary(
                info, None, merged.conversations, merged.messages, merged.already_present
            )
        if not _is_empty(into):  # someone wrote there while this downloaded
            raise TargetNotEmpty(into)
        _move_in(unpacked, into)
        return RestoreSummary(info, into, manifest.conversations, manifest.messages, 0)
    finally:
        await asyncio.to_thread(remove_tree, work)


def _move_in(unpacked: Path, into: Path) -> None:
    if not into.exists():
        unpacked.rename(into)
        return
    for entry in unpacked.iterdir():
        entry.rename(into / entry.name)


__all__ = [
    "DEFAULT_KEEP",
    "Progress",
    "RestoreSummary",
    "SnapshotInfo",
    "TargetNotEmpty",
    "list_snapshots",
    "make_snapshot",
    "restore_snapshot",
]
