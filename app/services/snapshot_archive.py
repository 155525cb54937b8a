"""A data folder as one archive file and back: what a snapshot holds, before sealing.

The archive is a gzip'd tar of the database (a consistent copy made with SQLite's backup
API on the process's own connection to the history, so the app may keep writing
meanwhile), the blobs its messages refer to, and
settings.json (which holds no secrets: keys live in the keyring). Sync state is left out on
purpose: a restored folder is a new machine to sync, not a second copy of this one.

Synchronous file work: callers run it off their event loop. Files are written 0600 in
0700 folders, like everything else in a data folder.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import sqlite3
import tarfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.config import SETTINGS_FILENAME
from app.data_folder import PRIVATE_FILE, private_mkdir
from app.storage import BLOBS_DIRNAME, DB_FILENAME, BlobStore, History, Repository
from app.sync.snapshots import SnapshotError

Progress = Callable[[str, int, int], None]

ARCHIVE_NAME = "snapshot.tar.gz"
_COMPRESS_LEVEL = 1  # text shrinks a lot even so; images would not shrink at any level
_BLOB_MEMBER = re.compile(rf"^{BLOBS_DIRNAME}/([0-9a-f]{{2}})/([0-9a-f]{{2}})/([0-9a-f]{{64}})$")
_COPY_BLOCK = 1024 * 1024
# What a damaged gzip or tar stream raises (BadGzipFile is an OSError, a disk error is not
# one of these and goes up as it is).
_DAMAGE = (tarfile.TarError, EOFError, zlib.error, gzip.BadGzipFile)


@dataclass(frozen=True)
class Packed:
    path: Path
    size: int
    schema_version: int
    conversations: int
    messages: int
    blobs: int
    missing_blobs: int
    settings: bool


def _private_file(path: Path) -> int:
    return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)


def _counts(db_copy: Path) -> tuple[int, int, int, set[str]]:
    """Schema version, live conversations, their messages, and every blob referenced."""
    conn = sqlite3.connect(db_copy, isolation_level=None)
    repo = Repository(conn)
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        ids = repo.conversation_ids_for_export()
        messages = sum(repo.count_messages(cid) for cid in ids)
        return version, len(ids), messages, repo.referenced_blobs()
    finally:
        repo.close()


def pack(data_dir: Path, history: History, work_dir: Path, progress: Progress) -> Packed:
    """Write the archive of ``data_dir``, whose history is reached through ``history``, into
    ``work_dir`` (a private scratch folder)."""
    if not (data_dir / DB_FILENAME).is_file():
        raise SnapshotError(f"There is no history in {data_dir} to snapshot.")
    db_copy = work_dir / "history-copy"  # goes into the archive as DB_FILENAME
    progress("copy", 0, 1)
    history.run(lambda repo: repo.copy_to(db_copy))
    version, conversations, messages, referenced = _counts(db_copy)
    store = BlobStore(data_dir / BLOBS_DIRNAME)
    present = sorted(h for h in referenced if store.exists(h))
    settings = data_dir / SETTINGS_FILENAME
    archive = work_dir / ARCHIVE_NAME
    total = len(present) + 2
    with (
        os.fdopen(_private_file(archive), "wb") as raw,
        tarfile.open(
            fileobj=raw, mode="w:gz", compresslevel=_COMPRESS_LEVEL, format=tarfile.PAX_FORMAT
        ) as tar,
    ):
        tar.add(db_copy, arcname=DB_FILENAME, recursive=False)
        progress("copy", 1, total)
        for n, blob_hash in enumerate(present, 2):
            path = store.path(blob_hash)
            tar.add(path, arcname=path.relative_to(data_dir).as_posix(), recursive=False)
            progress("copy", n, total)
        has_settings = settings.is_file()
        if has_settings:
            tar.add(settings, arcname=SETTINGS_FILENAME, recursive=False)
        progress("copy", total, total)
    db_copy.unlink()
    return Packed(
        path=archive,
        size=archive.stat().st_size,
        schema_version=version,
        conversations=conversations,
        messages=messages,
        blobs=len(present),
        missing_blobs=len(referenced) - len(present),
        settings=has_settings,
    )


def _member_target(name: str) -> str | None:
    """Where a member goes (relative, checked), or None if a snapshot never holds it."""
    if name in (DB_FILENAME, SETTINGS_FILENAME):
        return name
    match = _BLOB_MEMBER.match(name)
    if match and match.group(3).startswith(match.group(1) + match.group(2)):
        return name
    return None


def unpack(archive: Path, target: Path, progress: Progress) -> None:
    """Extract the archive into the (empty) folder ``target``, checking every member: only
    the names a snapshot holds, regular files only, blobs matching their hash."""
    done = 0
    try:
        with tarfile.open(archive, mode="r:gz") as tar:
            for member in tar:
                relative = _member_target(member.name)
                if relative is None or not member.isfile():
                    raise SnapshotError(
                        "The snapshot holds something a snapshot never does; nothing was restored."
                    )
                path = target / relative
                private_mkdir(path.parent)
                source = tar.extractfile(member)
                assert source is not None  # a regular file always has its bytes
                digest = hashlib.sha256()
                with source, os.fdopen(_private_file(path), "wb") as out:
                    while block := source.read(_COPY_BLOCK):
                        digest.update(block)
                        out.write(block)
                if relative.startswith(BLOBS_DIRNAME + "/") and digest.hexdigest() != path.name:
                    raise SnapshotError(
                        "An image in the snapshot does not match its name; nothing was restored."
                    )
                done += 1
                progress("unpack", done, 0)
    except _DAMAGE:
        raise SnapshotError("The snapshot archive is damaged; nothing was restored.") from None
    if not (target / DB_FILENAME).is_file():
        raise SnapshotError("The snapshot holds no history; nothing was restored.")


def remove_tree(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)


__all__ = ["ARCHIVE_NAME", "Packed", "pack", "remove_tree", "unpack"]
