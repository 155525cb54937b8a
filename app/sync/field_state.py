"""What this machine knows of every synced field: the change in force and whether it was
made here and still waits to be sent; tombstones; where each machine's log was read up to;
what this machine wrote on the storage. Kept in the sync state file (app.sync.local_state),
beside the history, which holds the values themselves: a field's row keeps a hash of its
value, so a value that differs from it is a change made here.

Tables::

    fields (entity, field, scope, hash, stamp, mine, pending)
        entity: a conversation or message uid, or "item" (a preference item, field = key);
        scope: the conversation a message belongs to ("" for items)
    purged (uid, stamp, mine, pending)          conversations purged for good
    logs (machine, seq, digest)                 each machine's log, read up to here
    own_objects (path, seq, kind, size)         what this machine wrote in its log
    own_blobs (scope, sha256, ref)              attachments it stored, per conversation
    content_keys (uid, sealed)                  conversation keys, sealed with the vault's
    shown (scope, winner)                       the version chosen to show, by stamp
    deleted_after (uid, parent)                 what a deleted message followed
    parked (id, body, reason)                   changes this version could not apply yet
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS fields (
    entity TEXT NOT NULL,
    field TEXT NOT NULL,
    scope TEXT NOT NULL,
    hash TEXT NOT NULL,
    stamp TEXT NOT NULL,
    mine INTEGER NOT NULL,
    pending INTEGER NOT NULL,
    PRIMARY KEY (entity, field)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS fields_by_scope ON fields (scope);
CREATE INDEX IF NOT EXISTS fields_pending ON fields (pending) WHERE pending = 1;
CREATE TABLE IF NOT EXISTS purged (
    uid TEXT PRIMARY KEY,
    stamp TEXT NOT NULL,
    mine INTEGER NOT NULL,
    pending INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS logs (
    machine TEXT PRIMARY KEY,
    seq INTEGER NOT NULL,
    digest TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS own_objects (
    path TEXT PRIMARY KEY,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    size INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS own_blobs (
    scope TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    ref TEXT NOT NULL,
    PRIMARY KEY (scope, sha256)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS content_keys (uid TEXT PRIMARY KEY, sealed BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS shown (scope TEXT PRIMARY KEY, winner TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS deleted_after (uid TEXT PRIMARY KEY, parent TEXT) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS parked (
    id INTEGER PRIMARY KEY,
    body TEXT NOT NULL,
    reason TEXT NOT NULL
);
"""


@dataclass(frozen=True)
class Known:
    """A field as this machine knows it."""

    hash: str
    stamp: str
    mine: bool
    pending: bool


class FieldState:
    """The field tables on the sync state's connection (transactions are the caller's)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        conn.executescript(SCHEMA)

    # ---- fields -------------------------------------------------------------------------

    def known(self, entity: str, field: str) -> Known | None:
        row = self._conn.execute(
            "SELECT hash, stamp, mine, pending FROM fields WHERE entity = ? AND field = ?",
            (entity, field),
        ).fetchone()
        return None if row is None else Known(row[0], row[1], bool(row[2]), bool(row[3]))

    def scope(self, scope: str) -> dict[tuple[str, str], Known]:
        """Every field of a conversation (its own and its messages'), or of the items."""
        rows = self._conn.execute(
            "SELECT entity, field, hash, stamp, mine, pending FROM fields WHERE scope = ?",
            (scope,),
        )
        return {(e, f): Known(h, s, bool(m), bool(p)) for e, f, h, s, m, p in rows}

    def put(
        self,
        entity: str,
        field: str,
        scope: str,
        value_hash: str,
        stamp: str,
        *,
        mine: bool,
        pending: bool,
    ) -> None:
        self._conn.execute(
            "INSERT INTO fields (entity, field, scope, hash, stamp, mine, pending) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (entity, field) DO UPDATE SET "
            "scope = excluded.scope, hash = excluded.hash, stamp = excluded.stamp, "
            "mine = excluded.mine, pending = excluded.pending",
            (entity, field, scope, value_hash, stamp, int(mine), int(pending)),
        )

    def set_many(self, rows: Iterable[tuple[str, str, str, str, str, bool, bool]]) -> None:
        self._conn.executemany(
            "INSERT INTO fields (entity, field, scope, hash, stamp, mine, pending) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (entity, field) DO UPDATE SET "
            "scope = excluded.scope, hash = excluded.hash, stamp = excluded.stamp, "
            "mine = excluded.mine, pending = excluded.pending",
            [(e, f, sc, h, st, int(m), int(p)) for e, f, sc, h, st, m, p in rows],
        )

    def pending_scopes(self) -> set[str]:
        rows = self._conn.execute("SELECT DISTINCT scope FROM fields WHERE pending = 1")
        return {str(r[0]) for r in rows}

    def pending(self, scope: str) -> dict[tuple[str, str], Known]:
        return {k: v for k, v in self.scope(scope).items() if v.pending}

    def mark_sent(self, keys: Iterable[tuple[str, str, str]]) -> None:
        """(entity, field, stamp): sent, unless a newer change came meanwhile."""
        self._conn.executemany(
            "UPDATE fields SET pending = 0 WHERE entity = ? AND field = ? AND stamp = ?",
            list(keys),
        )

    def count_mine(self) -> int:
        """How many changes in force were made here (what a checkpoint would hold)."""
        fields = self._conn.execute("SELECT count(*) FROM fields WHERE mine = 1").fetchone()[0]
        purges = self._conn.execute("SELECT count(*) FROM purged WHERE mine = 1").fetchone()[0]
        return int(fields) + int(purges)

    def mine_scopes(self) -> set[str]:
        rows = self._conn.execute("SELECT DISTINCT scope FROM fields WHERE mine = 1")
        return {str(r[0]) for r in rows}

    def forget_scope(self, scope: str) -> None:
        """A purged conversation: nothing of it is known any more (its tombstone is)."""
        self._conn.execute("DELETE FROM fields WHERE scope = ?", (scope,))
        self._conn.execute("DELETE FROM own_blobs WHERE scope = ?", (scope,))
        self._conn.execute("DELETE FROM content_keys WHERE uid = ?", (scope,))
        self._conn.execute("DELETE FROM shown WHERE scope = ?", (scope,))

    def all_pending(self) -> None:
        """Every change made here waits to be sent again (a new vault: app.sync.vaults)."""
        self._conn.execute("UPDATE fields SET pending = 1 WHERE mine = 1")
        self._conn.execute("UPDATE purged SET pending = 1 WHERE mine = 1")

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM fields").fetchone()[0])

    # ---- purges -------------------------------------------------------------------------

    def purged(self) -> dict[str, str]:
        return {str(u): str(s) for u, s in self._conn.execute("SELECT uid, stamp FROM purged")}

    def is_purged(self, uid: str) -> bool:
        return (
            self._conn.execute("SELECT 1 FROM purged WHERE uid = ?", (uid,)).fetchone() is not None
        )

    def purge(self, uid: str, stamp: str, *, mine: bool) -> None:
        self._conn.execute(
            "INSERT OR IGNORE INTO purged (uid, stamp, mine, pending) VALUES (?, ?, ?, ?)",
            (uid, stamp, int(mine), int(mine)),
        )
        self.forget_scope(uid)

    def pending_purges(self) -> list[tuple[str, str]]:
        rows = self._conn.execute("SELECT uid, stamp FROM purged WHERE pending = 1")
        return [(str(u), str(s)) for u, s in rows]

    def my_purges(self) -> list[tuple[str, str]]:
        rows = self._conn.execute("SELECT uid, stamp FROM purged WHERE mine = 1")
        return [(str(u), str(s)) for u, s in rows]

    def mark_purges_sent(self, uids: Sequence[str]) -> None:
        self._conn.executemany("UPDATE purged SET pending = 0 WHERE uid = ?", [(u,) for u in uids])

    # ---- logs read ----------------------------------------------------------------------

    def logs(self) -> dict[str, tuple[int, str]]:
        rows = self._conn.execute("SELECT machine, seq, digest FROM logs")
        return {str(m): (int(s), str(d)) for m, s, d in rows}

    def set_log(self, machine: str, seq: int, digest: str) -> None:
        self._conn.execute(
            "INSERT INTO logs (machine, seq, digest) VALUES (?, ?, ?) ON CONFLICT (machine) "
            "DO UPDATE SET seq = excluded.seq, digest = excluded.digest",
            (machine, seq, digest),
        )

    # ---- this machine's objects ---------------------------------------------------------

    def own_objects(self, kinds: Sequence[str] = ()) -> list[tuple[str, int, str, int]]:
        """(path, seq, kind, size) of this machine's objects, of ``kinds`` only if given (a
        large history has a key object per conversation, which the log's work never needs)."""
        where = f"WHERE kind IN ({','.join('?' * len(kinds))}) " if kinds else ""
        rows = self._conn.execute(
            f"SELECT path, seq, kind, size FROM own_objects {where}ORDER BY seq", tuple(kinds)
        )
        return [(str(p), int(s), str(k), int(z)) for p, s, k, z in rows]

    def add_own_object(self, path: str, seq: int, kind: str, size: int) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO own_objects (path, seq, kind, size) VALUES (?, ?, ?, ?)",
            (path, seq, kind, size),
        )

    def drop_own_objects(self, paths: Iterable[str]) -> None:
        self._conn.executemany("DELETE FROM own_objects WHERE path = ?", [(p,) for p in paths])

    def own_blob(self, scope: str, sha256: str) -> dict[str, Any] | None:
        row = self._conn.execute(
            "SELECT ref FROM own_blobs WHERE scope = ? AND sha256 = ?", (scope, sha256)
        ).fetchone()
        return None if row is None else dict(json.loads(row[0]))

    def set_own_blob(self, scope: str, sha256: str, ref: dict[str, Any]) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO own_blobs (scope, sha256, ref) VALUES (?, ?, ?)",
            (scope, sha256, json.dumps(ref, sort_keys=True)),
        )

    def own_blobs(self) -> Iterator[tuple[str, str, dict[str, Any]]]:
        for scope, sha, ref in self._conn.execute("SELECT scope, sha256, ref FROM own_blobs"):
            yield str(scope), str(sha), dict(json.loads(ref))

    def drop_own_blob(self, scope: str, sha256: str) -> None:
        self._conn.execute("DELETE FROM own_blobs WHERE scope = ? AND sha256 = ?", (scope, sha256))

    # ---- deleted messages -----------------------------------------------------------------

    def deleted_after(self, uid: str) -> tuple[bool, str | None]:
        """(whether ``uid`` is a deleted message known here, the message it followed)."""
        row = self._conn.execute(
            "SELECT parent FROM deleted_after WHERE uid = ?", (uid,)
        ).fetchone()
        return (False, None) if row is None else (True, row[0])

    def set_deleted_after(self, uid: str, parent: str | None) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO deleted_after (uid, parent) VALUES (?, ?)", (uid, parent)
        )

    # ---- the version shown --------------------------------------------------------------

    def shown_winner(self, scope: str) -> str | None:
        """The message the change in force chose to show (its newest descendants shown
        with it: app.services.sync.history.newest_leaf)."""
        row = self._conn.execute("SELECT winner FROM shown WHERE scope = ?", (scope,)).fetchone()
        return None if row is None else str(row[0])

    def set_shown_winner(self, scope: str, winner: str) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO shown (scope, winner) VALUES (?, ?)", (scope, winner)
        )

    # ---- conversation keys --------------------------------------------------------------

    def content_key(self, uid: str) -> bytes | None:
        row = self._conn.execute("SELECT sealed FROM content_keys WHERE uid = ?", (uid,)).fetchone()
        return None if row is None else bytes(row[0])

    def set_content_key(self, uid: str, sealed: bytes) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO content_keys (uid, sealed) VALUES (?, ?)", (uid, sealed)
        )

    def forget_content_keys(self) -> None:
        self._conn.execute("DELETE FROM content_keys")

    # ---- parked -------------------------------------------------------------------------

    def park(self, body: dict[str, Any], reason: str) -> None:
        self._conn.execute(
            "INSERT INTO parked (body, reason) VALUES (?, ?)", (json.dumps(body), reason)
        )

    def parked(self) -> list[tuple[int, dict[str, Any], str]]:
        rows = self._conn.execute("SELECT id, body, reason FROM parked ORDER BY id")
        return [(int(i), dict(json.loads(b)), str(r)) for i, b, r in rows]

    def unpark(self, ids: Sequence[int]) -> None:
        self._conn.executemany("DELETE FROM parked WHERE id = ?", [(i,) for i in ids])


__all__ = ["SCHEMA", "FieldState", "Known"]
