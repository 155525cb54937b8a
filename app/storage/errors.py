"""The errors storage raises when the disk refuses a write, and the one place that builds them.

    StorageError               the history could not be written (or read) on disk
    ├── StorageFullError       the disk (or the quota) is full
    ├── StorageReadOnlyError   the data folder or database cannot be written
    └── JournalLostError       another program removed the database's -wal while in use

sqlite3 and OSError failures are converted where storage meets the disk (a Repository
transaction, the AsyncRepository worker, BlobStore.put) with ``raise ... from err``; the UI
picks its reaction by class. Every error carries ``path`` and ``message``: one plain
sentence for a person, saying what happened and what to do. ``send_message`` is the same
sentence for a message that was about to be sent. A write that raised one of these left
nothing behind: its transaction was rolled back.
"""

from __future__ import annotations

import contextlib
import errno
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from app.translation import translate

_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
_READ_ONLY_ERRNOS = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})
_IO_ERRNOS = frozenset({errno.EIO})


class StorageError(Exception):
    """The history could not be written: ``message`` says why, ``path`` where."""

    def __init__(self, path: Path | None, *, detail: str = "") -> None:
        self.path = path
        self.detail = detail  # the system's own words, for the log
        self.message = self._sentence(send=False)
        self.send_message = self._sentence(send=True)
        super().__init__(self.message)

    @property
    def where(self) -> str:
        return str(self.path) if self.path is not None else translate("StorageError", "memory")

    def _sentence(self, *, send: bool) -> str:
        if send:
            text = translate(
                "StorageError",
                "Not saved: the disk could not be written ({0}). Check the disk and press "
                "Send again.",
            )
        else:
            text = translate(
                "StorageError",
                "Not saved: the disk could not be written ({0}). Check the disk and try again.",
            )
        return text.format(self.where)

    def __str__(self) -> str:
        return self.message


class StorageFullError(StorageError):
    """The disk or the user's quota is full."""

    def _sentence(self, *, send: bool) -> str:
        if send:
            text = translate(
                "StorageError",
                "Not saved: the disk is full ({0}). Free space and press Send again.",
            )
        else:
            text = translate(
                "StorageError", "Not saved: the disk is full ({0}). Free space and try again."
            )
        return text.format(self.where)


class StorageReadOnlyError(StorageError):
    """The database, its folder or the disk is read-only (or not ours to write)."""

    def _sentence(self, *, send: bool) -> str:
        if send:
            text = translate(
                "StorageError",
                "Not saved: the data folder cannot be written ({0}). Make it writable or "
                "choose another data folder, then press Send again.",
            )
        else:
            text = translate(
                "StorageError",
                "Not saved: the data folder cannot be written ({0}). Make it writable or "
                "choose another data folder, then try again.",
            )
        return text.format(self.where)


class JournalLostError(StorageError):
    """The database's write-ahead journal (-wal) was removed while a connection used it:
    not the disk's fault, and "check the disk" would send the person the wrong way."""

    def _sentence(self, *, send: bool) -> str:
        return journal_lost_sentence(self.path, rescued=False)


def journal_lost_sentence(path: Path | None, *, rescued: bool) -> str:
    """What to say when the -wal of the database at ``path`` was removed while in use."""
    where = str(path) if path is not None else translate("StorageError", "memory")
    if rescued:
        text = translate(
            "StorageError",
            "Another program removed the history's journal file ({0}-wal) while Comet Desk "
            "was using it. What it held was written into the history and the file was "
            "reopened; nothing was lost. Do not delete files in the data folder while "
            "Comet Desk runs.",
        )
    else:
        text = translate(
            "StorageError",
            "Another program removed the history's journal file ({0}-wal) while Comet Desk "
            "was using it, so its latest changes may not be on disk. Close Comet Desk and "
            "start it again; do not delete files in the data folder while it runs.",
        )
    return text.format(where)


def _journal_lost(path: Path | None) -> bool:
    """A database file whose -wal is gone: a WAL connection's I/O error then means the
    journal was removed under it, not a failing disk."""
    if path is None or path.suffix != ".sqlite3":
        return False
    try:
        return path.is_file() and not path.with_name(path.name + "-wal").exists()
    except OSError:
        return False


def is_damage(err: sqlite3.Error) -> bool:
    """The file itself is damaged (corrupt, or not a database): not busy, not the disk."""
    code = getattr(err, "sqlite_errorcode", None)
    return code is not None and (code & 0xFF) in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


def _sqlite_class(err: sqlite3.Error) -> type[StorageError] | None:
    code = getattr(err, "sqlite_errorcode", None)
    if code is None:
        return None
    primary = code & 0xFF
    if primary == sqlite3.SQLITE_FULL:
        return StorageFullError
    if primary in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN):
        return StorageReadOnlyError
    if primary == sqlite3.SQLITE_IOERR:
        return StorageError
    return None


def _os_class(err: OSError) -> type[StorageError] | None:
    if err.errno in _FULL_ERRNOS:
        return StorageFullError
    if err.errno in _READ_ONLY_ERRNOS:
        return StorageReadOnlyError
    if err.errno in _IO_ERRNOS:
        return StorageError
    return None


# Less free space than this under a failed write means the disk is full: SQLite reports a
# full disk as an I/O error when it happens while it maps the WAL's shared memory.
_NEARLY_FULL_BYTES = 64 * 1024


def _nearly_full(path: Path | None) -> bool:
    import shutil

    folder = path
    while folder is not None and not folder.exists():
        folder = folder.parent if folder.parent != folder else None
    if folder is None:
        return False
    try:
        return shutil.disk_usage(folder).free < _NEARLY_FULL_BYTES
    except OSError:
        return False


def storage_error(err: BaseException, path: Path | None) -> StorageError | None:
    """The StorageError that ``err`` means, or None when it is not the disk's doing
    (a constraint, a bug, a missing file): those are left as they are."""
    if isinstance(err, StorageError):
        return err
    cls: type[StorageError] | None = None
    if isinstance(err, sqlite3.Error):
        cls = _sqlite_class(err)
        if cls is StorageError and _journal_lost(path):
            cls = JournalLostError
        elif cls is StorageError and _nearly_full(path):
            cls = StorageFullError
    elif isinstance(err, OSError):
        cls = _os_class(err)
        path = Path(err.filename) if isinstance(err.filename, str) else path
    return None if cls is None else cls(path, detail=str(err))


@contextlib.contextmanager
def converted(path: Path | None) -> Iterator[None]:
    """Raise the matching StorageError for a disk failure inside the block."""
    try:
        yield
    except (sqlite3.Error, OSError) as err:
        converted_error = storage_error(err, path)
        if converted_error is None:
            raise
        raise converted_error from err
