"""Saving what can be saved from a damaged database.

Two steps, the cheaper first (open_database calls them after keeping a copy of the damaged
file, which is never opened again):

1. ``repair_in_place``: rebuild the full-text indexes from the stored rows, then run
   SQLite's integrity check. Damage confined to a search index goes away and nothing is lost.
2. ``recover_rows``: copy every row that can still be read, table by table, into a new
   database of the same schema version (its triggers rebuild the search indexes). A scan
   that hits a damaged page goes on id by id, so one bad page costs only the rows on it,
   and those are counted. SQLite's own ``.recover`` needs the sqlite3 shell, which is not
   always installed; this needs only the sqlite3 module.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from app.domain import MessageStatus
from app.storage.schema import Migration
from app.translation import translate

log = logging.getLogger(__name__)

# Copied parents first, so references can be checked afterwards.
_TABLES = ("folders", "conversations", "messages", "blobs", "votes")
_COUNTED = ("conversations", "messages")  # what the summary tells the user about
_MAX_PROBES = 5_000_000  # id-by-id probing past a damaged page stops here


@dataclass(frozen=True, slots=True)
class TableRecovery:
    """One table: rows copied, and rows known to exist that could not be read."""

    table: str
    recovered: int
    unreadable: int = 0
    expected: int | None = None  # count(*) in the damaged file, when it could be read

    @property
    def lost(self) -> int:
        if self.expected is None:
            return self.unreadable
        return max(self.unreadable, self.expected - self.recovered)


@dataclass(frozen=True, slots=True)
class Recovery:
    """What open_database saved from a damaged database (see OpenReport.recovery)."""

    method: Literal["index_rebuilt", "rows_copied"]
    damaged_copy: Path  # the damaged original, byte for byte
    tables: tuple[TableRecovery, ...] = ()

    def table(self, name: str) -> TableRecovery:
        for entry in self.tables:
            if entry.table == name:
                return entry
        return TableRecovery(name, 0)

    @property
    def complete(self) -> bool:
        return all(t.lost == 0 for t in self.tables)

    def summary(self) -> str:
        """One sentence for the user: what happened, what was kept, where the original is."""
        if self.method == "index_rebuilt":
            return translate(
                "Recovery",
                "The search index of your history was damaged and has been rebuilt; nothing "
                "was lost. A copy of the damaged file was kept as {0}.",
            ).format(self.damaged_copy)
        conv, msgs = self.table("conversations"), self.table("messages")
        return translate(
            "Recovery",
            "Your history database was damaged. Recovered {0} of {1} conversations and {2} "
            "of {3} messages into a new database; the damaged file was kept as {4}.",
        ).format(
            conv.recovered,
            conv.recovered + conv.lost,
            msgs.recovered,
            msgs.recovered + msgs.lost,
            self.damaged_copy,
        )


# ---- step 1: rebuild the search indexes in place ---------------------------------------------


def rebuild_fts(conn: sqlite3.Connection) -> None:
    """Refill both search indexes from the rows (inside the caller's transaction).

    FTS5's 'rebuild' cannot read the message_text view (it refuses json_each inside its
    content scan), so messages_fts is emptied and refilled by hand.
    """
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "conversations_fts" in names:
        conn.execute("INSERT INTO conversations_fts (conversations_fts) VALUES ('rebuild')")
    if "messages_fts" in names:
        conn.execute("INSERT INTO messages_fts (messages_fts) VALUES ('delete-all')")
        conn.execute("INSERT INTO messages_fts (rowid, body) SELECT id, body FROM message_text")


Connect = Callable[[Path], sqlite3.Connection]
Migrate = Callable[[sqlite3.Connection, int, Sequence[Migration]], None]


def repair_in_place(path: Path, connect: Connect, *, damaged_copy: Path) -> Recovery | None:
    """Rebuild the indexes of the file at ``path``; a Recovery if it is healthy afterwards."""
    try:
        conn = connect(path)
    except sqlite3.DatabaseError:
        return None
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            rebuild_fts(conn)
            conn.execute("COMMIT")
        except sqlite3.DatabaseError as err:
            log.info("rebuilding the search index of %s failed: %s", path, err)
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
            return None
        if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
            return None
        counts = tuple(
            TableRecovery(t, n, 0, n) for t in _COUNTED if (n := _count(conn, t)) is not None
        )
        return Recovery("index_rebuilt", damaged_copy, counts)
    except sqlite3.DatabaseError as err:
        log.info("%s is still damaged after rebuilding its index: %s", path, err)
        return None
    finally:
        conn.close()


# ---- step 2: copy the readable rows ----------------------------------------------------------


def _count(conn: sqlite3.Connection, table: str) -> int | None:
    try:
        return int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
    except sqlite3.DatabaseError:
        return None


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [str(r[1]) for r in conn.execute(f"PRAGMA table_info({table})")]


def _upper_id(conn: sqlite3.Connection, table: str) -> int | None:
    """The highest id the table ever had (AUTOINCREMENT keeps it), or its max(rowid)."""
    queries: tuple[tuple[str, tuple[str, ...]], ...] = (
        ("SELECT seq FROM sqlite_sequence WHERE name = ?", (table,)),
        (f"SELECT max(rowid) FROM {table}", ()),
    )
    for sql, args in queries:
        try:
            row = conn.execute(sql, args).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None and row[0] is not None:
            return int(row[0])
    return None


def _rowid_rows(
    conn: sqlite3.Connection, table: str, columns: Sequence[str]
) -> Iterator[tuple[Any, ...] | None]:
    """Every readable row, each id once; None for each id that could not be read."""
    select = f"SELECT rowid, {', '.join(columns)} FROM {table}"
    seen: set[int] = set()
    try:
        # Row by row: everything before the first damaged page comes out. A damaged tree
        # can hand a row out twice, hence the seen-set.
        for row in conn.execute(f"{select} ORDER BY rowid"):
            if int(row[0]) not in seen:
                seen.add(int(row[0]))
                yield row[1:]
        return
    except sqlite3.DatabaseError as err:
        log.info("%s: scan stopped after %d rows (%s); probing id by id", table, len(seen), err)
    upper = _upper_id(conn, table)
    if upper is None:
        upper = max(seen, default=0) + _MAX_PROBES // 100
    # Every id the scan did not reach (or skipped: its order is not to be trusted now).
    for rowid in range(1, min(upper, _MAX_PROBES) + 1):
        if rowid in seen:
            continue
        try:
            row = conn.execute(f"{select} WHERE rowid = ?", (rowid,)).fetchone()
        except sqlite3.DatabaseError:
            yield None
            continue
        if row is not None and int(row[0]) == rowid:
            yield row[1:]


def _keyed_rows(
    conn: sqlite3.Connection, table: str, columns: Sequence[str], key: str
) -> Iterator[tuple[Any, ...] | None]:
    """A WITHOUT ROWID table in key order, as far as it can be read."""
    select = f"SELECT {', '.join(columns)} FROM {table}"
    position = columns.index(key)
    last = ""
    try:
        for row in conn.execute(f"{select} ORDER BY {key}"):
            last = str(row[position])
            yield tuple(row)
    except sqlite3.DatabaseError as err:
        log.info("%s: scan stopped after %r (%s)", table, last[:16], err)


# Columns a half-read row may hold nonsense in. JSON that does not parse falls back to a
# default where one is harmless (None: the row is too damaged to keep); enums must be known.
_JSON_FALLBACK: dict[tuple[str, str], str | None] = {
    ("conversations", "params"): "{}",
    ("messages", "parts"): None,
    ("messages", "params"): "null",
    ("messages", "usage"): "null",
    ("votes", "models"): None,
    ("votes", "params"): "[]",
}
_ALLOWED = {
    ("messages", "status"): frozenset(s.value for s in MessageStatus),
    ("messages", "role"): frozenset({"system", "developer", "user", "assistant"}),
}


def _sane(table: str, columns: Sequence[str], row: Sequence[Any]) -> tuple[Any, ...] | None:
    """The row with repairable damage repaired, or None if it cannot be trusted at all."""
    fixed = list(row)
    for n, column in enumerate(columns):
        value = fixed[n]
        allowed = _ALLOWED.get((table, column))
        if allowed is not None and value not in allowed:
            return None
        if (table, column) not in _JSON_FALLBACK or value is None:
            continue
        try:
            json.loads(value)
        except (TypeError, ValueError):
            fallback = _JSON_FALLBACK[(table, column)]
            if fallback is None:
                return None
            fixed[n] = None if fallback == "null" else fallback
    return tuple(fixed)


def _copy_table(src: sqlite3.Connection, dst: sqlite3.Connection, table: str) -> TableRecovery:
    columns = [c for c in _columns(src, table) if c in set(_columns(dst, table))]
    expected = _count(src, table)
    insert = (
        f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) "
        f"VALUES ({', '.join('?' for _ in columns)})"
    )
    rows = (
        _keyed_rows(src, table, columns, "hash")
        if table == "blobs"
        else _rowid_rows(src, table, columns)  # their id is the rowid: kept as it was
    )
    recovered = unreadable = 0
    for row in rows:
        sane = None if row is None else _sane(table, columns, row)
        if sane is None:
            unreadable += 1
            continue
        try:
            stored = dst.execute(insert, sane).rowcount
        except sqlite3.Error as err:  # a row the damage made nonsense of
            log.info("%s: a row could not be stored again: %s", table, err)
            unreadable += 1
            continue
        recovered += stored  # 0 for a key handed out twice
    return TableRecovery(table, recovered, unreadable, expected)


def _mend_references(dst: sqlite3.Connection) -> None:
    """Messages whose conversation was lost get a placeholder conversation (not dropped);
    links to lost folders or lost parent messages are cleared."""
    orphans = dst.execute(
        "SELECT conversation_id, min(created_at), max(updated_at) FROM messages "
        "WHERE conversation_id NOT IN (SELECT id FROM conversations) GROUP BY conversation_id"
    ).fetchall()
    for cid, first, last in orphans:
        title = translate("Recovery", "Recovered conversation {0}").format(cid)
        dst.execute(
            "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)",
            (cid, title, first or time.time(), last or time.time()),
        )
    columns = set(_columns(dst, "conversations"))
    if "folder_id" in columns:
        dst.execute(
            "UPDATE conversations SET folder_id = NULL "
            "WHERE folder_id IS NOT NULL AND folder_id NOT IN (SELECT id FROM folders)"
        )
    message_columns = set(_columns(dst, "messages"))
    if "parent_id" in message_columns:
        dst.execute(
            "UPDATE messages SET parent_id = NULL "
            "WHERE parent_id IS NOT NULL AND parent_id NOT IN (SELECT id FROM messages)"
        )
    if "replaced_by" in message_columns:  # a failed attempt whose retry was lost: a version
        dst.execute(
            "UPDATE messages SET replaced_by = NULL "
            "WHERE replaced_by IS NOT NULL AND replaced_by NOT IN (SELECT id FROM messages)"
        )


def _lenient_text(raw: bytes) -> str:
    # Damage can leave bytes that are not UTF-8; keep the row, mark the damaged characters.
    return raw.decode("utf-8", "replace").replace("\x00", "\ufffd")


def recover_rows(
    source: Path,
    target: Path,
    *,
    migrations: Sequence[Migration],
    migrate: Migrate,
    connect: Connect,
    damaged_copy: Path,
) -> Recovery | None:
    """Copy what can be read from ``source`` into a new database at ``target`` (created at
    the source's schema version). None when not even the schema can be read."""
    try:
        src = sqlite3.connect(source, isolation_level=None)
    except sqlite3.DatabaseError:
        return None
    src.text_factory = _lenient_text
    # Read-only use, but it lets SQLite open a truncated file (the header then claims more
    # pages than there are) instead of refusing it whole; the sqlite3 shell's .recover
    # does the same.
    src.execute("PRAGMA writable_schema = ON")
    try:
        try:
            version = int(src.execute("PRAGMA user_version").fetchone()[0])
            names = {
                r[0] for r in src.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
        except sqlite3.DatabaseError as err:
            log.warning("nothing can be recovered from %s: %s", source, err)
            return None
        if not 0 < version <= len(migrations):
            return None
        dst = connect(target)
        try:
            migrate(dst, 0, migrations[:version])
            dst.execute("PRAGMA foreign_keys = OFF")  # parents may be among the lost rows
            dst.execute("BEGIN IMMEDIATE")
            tables = tuple(_copy_table(src, dst, t) for t in _TABLES if t in names)
            _mend_references(dst)
            dst.execute("COMMIT")
            dst.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            dst.close()
            raise
        dst.close()
    finally:
        src.close()
    for entry in tables:
        log.warning(
            "recovered %d %s from %s (%d unreadable)",
            entry.recovered,
            entry.table,
            source.name,
            entry.lost,
        )
    return Recovery("rows_copied", damaged_copy, tables)
