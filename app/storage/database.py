"""Opening the database: health check, repair of damaged files, backups, migrations.

`open_database` never raises for a damaged file. A copy of it is kept beside it, byte for
byte; then the search indexes are rebuilt in place, and if that is not enough every
readable row is copied into a new database (app.storage.recovery). Only when nothing can be
read does a fresh, empty database take its place. The returned OpenReport says which, for
the UI to tell the user (``OpenReport.user_message()``). It does raise
`DatabaseTooNewError` for a database written by a newer Comet Desk, and leaves it untouched.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from app.data_folder import PRIVATE_FILE, create_private_file, private_mkdir
from app.storage.errors import is_damage
from app.storage.open_files import TrackedConnection, is_open
from app.storage.recovery import Recovery, recover_rows, repair_in_place
from app.storage.schema import MIGRATIONS, Migration
from app.translation import translate

log = logging.getLogger(__name__)


def copy_private(source: Path, target: Path) -> None:
    """Copy a file to a new file only the user can read (history is private)."""
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    with os.fdopen(fd, "wb") as out, source.open("rb") as src:
        shutil.copyfileobj(src, out)


BUSY_TIMEOUT_MS = 5000
BACKUPS_KEPT = 3
_COMPANIONS = ("-wal", "-shm", "-journal")
_MAGIC = b"SQLite format 3\x00"


class DatabaseTooNewError(Exception):
    """The database was written by a newer version of the app; we do not touch it."""

    def __init__(self, path: Path, found: int, supported: int) -> None:
        super().__init__(
            f"{path} has schema version {found}, but this Comet Desk understands up to "
            f"{supported}. Please use a newer version of the app."
        )
        self.path = path
        self.found = found
        self.supported = supported


class MigrationError(Exception):
    """A migration failed; the database was rolled back and a backup exists."""


@dataclass(frozen=True, slots=True)
class OpenReport:
    path: Path
    # Where a damaged file went when nothing could be saved from it (a fresh, empty database
    # replaced it). None when the file was healthy or was repaired (see ``recovery``).
    moved_aside: Path | None = None
    migrated_from: int | None = None  # the schema version before migrating, if we migrated
    backup: Path | None = None  # the copy taken before migrating
    # The file was damaged and repaired: what was saved, what was not, and where the
    # damaged original was kept (recovery.damaged_copy).
    recovery: Recovery | None = None

    def user_message(self) -> str | None:
        """What the user should be told about opening, or None when there is nothing to say."""
        if self.recovery is not None:
            return self.recovery.summary()
        if self.moved_aside is not None:
            return translate(
                "ChatController",
                "The history database could not be read. It was moved aside to {0} and a new "
                "one was started.",
            ).format(self.moved_aside)
        return None


def open_database(
    path: Path, *, migrations: Sequence[Migration] = MIGRATIONS
) -> tuple[sqlite3.Connection, OpenReport]:
    """Open (creating if needed) and migrate the database at `path`.

    The connection is in autocommit mode (isolation_level=None): callers run explicit
    transactions. It belongs to the calling thread.
    """
    private_mkdir(path.parent)
    latest = len(migrations)
    moved_aside: Path | None = None
    recovery: Recovery | None = None
    version = 0
    if path.exists() and is_open(path):
        # Another connection of this process checked and migrated the file already, and a
        # plain read of its header here would drop that connection's locks.
        version = _user_version(path)
    elif path.exists():
        health = _inspect(path)
        if health is None:
            recovery = _salvage(path, migrations)
            if recovery is None:
                moved_aside = _move_aside(path)
                log.warning("damaged database moved aside to %s", moved_aside)
            else:
                version = _user_version(path)
        else:
            version = health
    if version > latest:
        raise DatabaseTooNewError(path, version, latest)

    create_private_file(path)  # 0600; SQLite gives its -wal and -shm the same mode
    backup: Path | None = None
    migrated_from: int | None = None
    if version < latest and moved_aside is None and _has_tables(path):
        backup = _backup(path, version)
        migrated_from = version
    conn = _connect(path)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        _migrate(conn, version, migrations)
    except BaseException:
        conn.close()
        raise
    return conn, OpenReport(path, moved_aside, migrated_from, backup, recovery)


def open_memory_database(*, migrations: Sequence[Migration] = MIGRATIONS) -> sqlite3.Connection:
    """A fresh, empty database in memory (an empty export; tests)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    _migrate(conn, 0, migrations)
    return conn


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(
        path,
        isolation_level=None,
        timeout=BUSY_TIMEOUT_MS / 1000,
        factory=TrackedConnection,
    )
    assert isinstance(conn, TrackedConnection)
    conn.track(path)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


def _inspect(path: Path) -> int | None:
    """The file's schema version, or None if it is damaged. Reads only, and only before
    this process holds a connection to the file (see app.storage.open_files)."""
    with path.open("rb") as fh:
        header = fh.read(len(_MAGIC))
    if header and header != _MAGIC:
        # Not SQLite at all: decide before SQLite opens it, or closing that connection
        # could delete a -wal file that we want to keep with the damaged file.
        return None
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.DatabaseError as err:
        if is_damage(err):
            return None
        raise
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as err:
        if is_damage(err):
            return None
        raise  # busy, locked, I/O: not the file's fault, so never move it aside
    finally:
        conn.close()
    if rows != [("ok",)]:
        log.warning("quick_check of %s: %s", path, rows[:5])
        return None
    return version


def _has_tables(path: Path) -> bool:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        return bool(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0)
    finally:
        conn.close()


def _timestamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")


def _free_name(base: Path) -> Path:
    candidate, n = base, 1
    while candidate.exists():
        candidate = base.with_name(f"{base.name}.{n}")
        n += 1
    return candidate


def _user_version(path: Path) -> int:
    conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def _looks_like_sqlite(path: Path) -> bool:
    with path.open("rb") as fh:
        return fh.read(len(_MAGIC)) == _MAGIC


def _copy_aside(path: Path) -> Path:
    """Keep the damaged file (and its WAL) byte for byte before anything touches it."""
    target = _free_name(path.with_name(f"{path.name}.corrupt-{_timestamp()}"))
    for suffix in ("", "-wal"):
        source = path.with_name(path.name + suffix)
        if source.exists():
            copy_private(source, target.with_name(target.name + suffix))
    return target


def _remove_with_companions(path: Path) -> None:
    for suffix in ("", *_COMPANIONS):
        with contextlib.suppress(FileNotFoundError):
            path.with_name(path.name + suffix).unlink()


def _salvage(path: Path, migrations: Sequence[Migration]) -> Recovery | None:
    """Repair the damaged database at ``path`` (see the module docstring). None: nothing
    could be saved, and ``path`` is left for _move_aside."""
    if not _looks_like_sqlite(path):
        return None  # SQLite cannot read a single row of it
    kept = _copy_aside(path)
    recovery = repair_in_place(path, _connect, damaged_copy=kept)
    if recovery is not None:
        log.warning("search index of %s rebuilt; damaged copy kept as %s", path, kept)
        return recovery
    scratch = _free_name(path.with_name(f"{path.name}.recovering"))
    create_private_file(scratch)
    try:
        recovery = recover_rows(
            path,
            scratch,
            migrations=migrations,
            migrate=_migrate,
            connect=_connect,
            damaged_copy=kept,
        )
    except BaseException:
        _remove_with_companions(scratch)  # the damaged file stays: the next start retries
        raise
    if recovery is None:
        _remove_with_companions(scratch)
        kept.unlink()  # _move_aside keeps the original itself
        with contextlib.suppress(FileNotFoundError):
            kept.with_name(kept.name + "-wal").unlink()
        return None
    _remove_with_companions(path)
    scratch.rename(path)
    log.warning("rows of damaged %s recovered; damaged copy kept as %s", path, kept)
    return recovery


def _move_aside(path: Path) -> Path:
    """Rename the damaged file (and its WAL/SHM, which must not meet a fresh database)."""
    target = _free_name(path.with_name(f"{path.name}.corrupt-{_timestamp()}"))
    path.rename(target)
    for suffix in _COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    return target


def backups_of(path: Path) -> list[Path]:
    """Existing pre-migration backups of `path`, oldest first."""
    return sorted(path.parent.glob(f"{path.name}.backup-*"))


def _backup(path: Path, version: int) -> Path:
    """Copy the database with SQLite's backup API (consistent even with a live WAL)."""
    target = _free_name(path.with_name(f"{path.name}.backup-{_timestamp()}-v{version}"))
    source = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        create_private_file(target)
        dest = sqlite3.connect(target, isolation_level=None)
        try:
            source.backup(dest)
        finally:
            dest.close()
    finally:
        source.close()
    for old in backups_of(path)[:-BACKUPS_KEPT]:
        with contextlib.suppress(OSError):
            old.unlink()
    log.info("backed up %s (schema v%d) to %s", path, version, target)
    return target


def _migrate(conn: sqlite3.Connection, version: int, migrations: Sequence[Migration]) -> None:
    for number in range(version + 1, len(migrations) + 1):
        step = migrations[number - 1]
        conn.execute("BEGIN IMMEDIATE")
        try:
            if isinstance(step, str):
                for statement in _statements(step):
                    conn.execute(statement)
            else:
                step(conn)
            conn.execute(f"PRAGMA user_version = {number}")
            conn.execute("COMMIT")
        except Exception as err:
            conn.execute("ROLLBACK")
            raise MigrationError(f"migration to schema v{number} failed: {err}") from err


def _statements(script: str) -> list[str]:
    """Split a script into complete statements (executescript would commit our transaction)."""
    out: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        if not pending and (not line.strip() or line.lstrip().startswith("--")):
            continue
        pending += line
        if sqlite3.complete_statement(pending):
            out.append(pending.strip())
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement in migration: {pending[:80]!r}")
    return out
