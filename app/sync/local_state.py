"""This machine's sync state, in its own SQLite file next to the history.

It holds no secret: the machine's random id, where the storage is (RemoteConfig, which
has no password), how far each other machine's journal was read, which local conversation
and message is which global uid, and per conversation what was last sent. Kept apart from
the history so sync never needs a schema change there. Synchronous (stdlib sqlite3): used
by the CLI and services, never on the UI thread.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.config import SYNC_STATE_FILENAME
from app.data_folder import create_private_file
from app.sync.field_state import FieldState
from app.sync.remote import RemoteConfig

STATE_FILENAME = SYNC_STATE_FILENAME

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cursors (machine TEXT PRIMARY KEY, seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS conversations (
    local_id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    sent_hash TEXT,
    metadata TEXT,
    changed_at REAL NOT NULL DEFAULT 0,
    changed_by TEXT NOT NULL DEFAULT '',
    last_round REAL,
    last_error TEXT,
    sent_fingerprint TEXT
);
CREATE TABLE IF NOT EXISTS messages (
    local_id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS blobs (sha256 TEXT PRIMARY KEY, remote_id TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    changed_at REAL NOT NULL,
    changed_by TEXT NOT NULL,
    sent INTEGER NOT NULL DEFAULT 0
);
"""


@dataclass(frozen=True)
class ItemState:
    """A preference item as last agreed: its value (None: deleted), its stamp, and
    whether this machine has sent it since it last changed here."""

    value: Any
    changed_at: float
    changed_by: str
    sent: bool


@dataclass(frozen=True)
class ConversationState:
    local_id: int
    uid: str
    sent_hash: str | None
    metadata: dict[str, Any] | None  # the metadata the stamp below belongs to
    changed_at: float
    changed_by: str
    last_round: float | None
    last_error: str | None
    # app.storage.sync_reads' fingerprint of the conversation when it was last sent (or
    # merged): unchanged, its record need not be rebuilt to know it is unchanged.
    fingerprint: str | None = None


class LocalState:
    """Open with LocalState.open(data_dir); every change commits at once."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self.fields = FieldState(conn)

    @classmethod
    def open(cls, data_dir: Path) -> LocalState:
        data_dir.mkdir(parents=True, exist_ok=True)
        path = data_dir / STATE_FILENAME
        # Created 0600 before SQLite opens it (its journal files then take the same mode);
        # an existing file is never opened here, only by SQLite.
        create_private_file(path)
        # A round's thread hands work to the history's owner thread and waits for it; that
        # work records uids here, so the connection may be used from either (never both at
        # once: the round waits).
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        # As the history does: a round commits often, and rollback-journal commits with
        # full syncs made receiving a large history take minutes.
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.executescript(_SCHEMA)
        columns = {row[1] for row in conn.execute("PRAGMA table_info(conversations)")}
        if "sent_fingerprint" not in columns:  # a state file from before fingerprints
            conn.execute("ALTER TABLE conversations ADD COLUMN sent_fingerprint TEXT")
        message_columns = {row[1] for row in conn.execute("PRAGMA table_info(messages)")}
        if "parent_uid" not in message_columns:  # from before changes were synced by field
            conn.execute("ALTER TABLE messages ADD COLUMN parent_uid TEXT")
        return cls(conn)

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Group changes: all or none (joins an enclosing one)."""
        if self._conn.in_transaction:
            yield
            return
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    # ---- meta ---------------------------------------------------------------------------

    def _get(self, key: str) -> str | None:
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _set(self, key: str, value: str | None) -> None:
        if value is None:
            self._conn.execute("DELETE FROM meta WHERE key = ?", (key,))
        else:
            self._conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    def machine_id(self) -> str:
        """This machine's id, made once (random: it says nothing about the machine)."""
        existing = self._get("machine_id")
        if existing is not None:
            return existing
        made = uuid.uuid4().hex
        self._set("machine_id", made)
        return made

    def remote_config(self) -> RemoteConfig | None:
        text = self._get("remote_config")
        return None if text is None else RemoteConfig.from_json(text)

    def set_remote_config(self, config: RemoteConfig | None) -> None:
        self._set("remote_config", None if config is None else config.to_json())

    def start_over(self, config: RemoteConfig) -> None:
        """Sync through a different storage: everything is sent there and read from it anew.
        Which conversation and message is which uid stays, so nothing is duplicated when
        the new storage already holds what another machine sent."""
        with self.transaction():
            self._set("remote_config", config.to_json())
            self._set("last_round_at", None)
            self._set("last_error", None)
            self._conn.execute("DELETE FROM cursors")
            self._conn.execute("DELETE FROM blobs")
            self._conn.execute("UPDATE items SET sent = 0")
            # The new storage is sent everything this machine knows, stamps as they are.
            for table in ("logs", "own_objects", "own_blobs", "content_keys", "parked"):
                self._conn.execute(f"DELETE FROM {table}")
            self._conn.execute("UPDATE fields SET mine = 1, pending = 1")
            self._conn.execute("UPDATE purged SET mine = 1, pending = 1")
            for key in ("vault_id", "vault_header", "own_seq", "own_digest"):
                self._set(key, None)
            self._conn.execute(
                "UPDATE conversations SET sent_hash = NULL, last_round = NULL, "
                "last_error = NULL, sent_fingerprint = NULL"
            )

    def last_round(self) -> tuple[float | None, str | None]:
        """When the last round ended, and its error sentence (None if it went well)."""
        at = self._get("last_round_at")
        return (None if at is None else float(at)), self._get("last_error")

    def set_last_round(self, at: float, error: str | None) -> None:
        with self.transaction():
            self._set("last_round_at", repr(at))
            self._set("last_error", error)

    def backup_schedule(self) -> tuple[float | None, int]:
        """How often the window backs up on its own (hours; None: never), and how many of
        this machine's snapshots it keeps."""
        every, keep = self._get("backup_every_hours"), self._get("backup_keep")
        return (None if every is None else float(every)), (7 if keep is None else int(keep))

    def set_backup_schedule(self, every_hours: float | None, keep: int) -> None:
        with self.transaction():
            self._set("backup_every_hours", None if every_hours is None else repr(every_hours))
            self._set("backup_keep", str(keep))

    def last_backup(self) -> float | None:
        at = self._get("last_backup_at")
        return None if at is None else float(at)

    def set_last_backup(self, at: float) -> None:
        self._set("last_backup_at", repr(at))

    def clock(self) -> float:
        """The greatest metadata stamp seen (the hybrid clock never goes back)."""
        text = self._get("clock")
        return 0.0 if text is None else float(text)

    def advance_clock(self, seen: float) -> None:
        if seen > self.clock():
            self._set("clock", repr(seen))

    def hlc(self) -> str | None:
        """The hybrid clock's last stamp (app.sync.clock), None before the first round."""
        return self._get("hlc")

    def set_hlc(self, stamp: str) -> None:
        self._set("hlc", stamp)

    def vault(self) -> tuple[str, bytes] | None:
        """The vault this machine syncs with and the header it was unlocked from."""
        vault_id, header = self._get("vault_id"), self._get("vault_header")
        if vault_id is None or header is None:
            return None
        return vault_id, header.encode("utf-8")

    def set_vault(self, vault_id: str, header: bytes) -> None:
        self._set("vault_id", vault_id)
        self._set("vault_header", header.decode("utf-8"))

    def own_log(self) -> tuple[int, str]:
        """This machine's log on the storage: its last batch's number and digest."""
        seq, digest = self._get("own_seq"), self._get("own_digest")
        return (0 if seq is None else int(seq)), digest or ""

    def set_own_log(self, seq: int, digest: str) -> None:
        self._set("own_seq", str(seq))
        self._set("own_digest", digest)

    def log_changes(self) -> int:
        """How many changes this machine's log on the storage holds (its checkpoint's,
        segments' and batches'), some of them changed again since."""
        return int(self._get("log_changes") or 0)

    def set_log_changes(self, count: int) -> None:
        self._set("log_changes", str(max(0, count)))

    def checkpoint_weighed(self) -> str:
        """Where this machine's log stood (and by what measure) when a round last found
        no checkpoint due."""
        return self._get("checkpoint_weighed") or ""

    def set_checkpoint_weighed(self, weighed: str) -> None:
        self._set("checkpoint_weighed", weighed)

    def applying(self) -> list[str]:
        """The conversations a round was writing what it received into, when it was cut
        off before recording it ([] when none was)."""
        text = self._get("applying")
        return [] if text is None else [str(u) for u in json.loads(text)]

    def set_applying(self, uids: list[str]) -> None:
        self._set("applying", json.dumps(uids) if uids else None)

    def applying_items(self) -> dict[str, dict[str, Any]]:
        """The received items a round was writing into the preferences when it was cut
        off: key → the value it wrote, its stamp and the hash of the value it replaced."""
        text = self._get("applying_items")
        return {} if text is None else dict(json.loads(text))

    def set_applying_items(self, items: dict[str, dict[str, Any]]) -> None:
        self._set("applying_items", json.dumps(items) if items else None)

    def flag(self, name: str) -> bool:
        return self._get(f"flag:{name}") == "1"

    def set_flag(self, name: str, on: bool) -> None:
        self._set(f"flag:{name}", "1" if on else None)

    # ---- cursors ------------------------------------------------------------------------

    def cursors(self) -> dict[str, int]:
        return {str(m): int(s) for m, s in self._conn.execute("SELECT machine, seq FROM cursors")}

    def set_cursors(self, cursors: dict[str, int]) -> None:
        self._conn.executemany(
            "INSERT INTO cursors (machine, seq) VALUES (?, ?) "
            "ON CONFLICT (machine) DO UPDATE SET seq = excluded.seq",
            list(cursors.items()),
        )

    # ---- conversations and messages -----------------------------------------------------

    def conversation(self, local_id: int) -> ConversationState | None:
        return self._one("local_id = ?", local_id)

    def conversation_by_uid(self, uid: str) -> ConversationState | None:
        return self._one("uid = ?", uid)

    def _one(self, where: str, value: Any) -> ConversationState | None:
        row = self._conn.execute(
            "SELECT local_id, uid, sent_hash, metadata, changed_at, changed_by, last_round, "
            f"last_error, sent_fingerprint FROM conversations WHERE {where}",
            (value,),
        ).fetchone()
        if row is None:
            return None
        return ConversationState(
            int(row[0]),
            str(row[1]),
            row[2],
            None if row[3] is None else json.loads(row[3]),
            float(row[4]),
            str(row[5]),
            row[6],
            row[7],
            row[8],
        )

    def linked_conversations(self) -> dict[int, str]:
        """Local id → uid of every conversation sync knows here."""
        rows = self._conn.execute("SELECT local_id, uid FROM conversations")
        return {int(i): str(u) for i, u in rows}

    def unlink_conversation(self, local_id: int) -> None:
        self._conn.execute("DELETE FROM conversations WHERE local_id = ?", (local_id,))

    def local_conversation(self, uid: str) -> int | None:
        row = self._conn.execute(
            "SELECT local_id FROM conversations WHERE uid = ?", (uid,)
        ).fetchone()
        return None if row is None else int(row[0])

    def fingerprint(self, local_id: int) -> str | None:
        row = self._conn.execute(
            "SELECT sent_fingerprint FROM conversations WHERE local_id = ?", (local_id,)
        ).fetchone()
        return None if row is None or row[0] is None else str(row[0])

    def set_fingerprint(self, local_id: int, fingerprint: str | None) -> None:
        """The conversation as last synced: unchanged since, it need not be read."""
        self._conn.execute(
            "UPDATE conversations SET sent_hash = coalesce(sent_hash, ''), "
            "sent_fingerprint = ? WHERE local_id = ?",
            (fingerprint, local_id),
        )

    def link_conversation(self, local_id: int, uid: str) -> None:
        self._conn.execute(
            "INSERT OR IGNORE INTO conversations (local_id, uid) VALUES (?, ?)", (local_id, uid)
        )

    def set_metadata(
        self, local_id: int, metadata: dict[str, Any], changed_at: float, changed_by: str
    ) -> None:
        self._conn.execute(
            "UPDATE conversations SET metadata = ?, changed_at = ?, changed_by = ? "
            "WHERE local_id = ?",
            (json.dumps(metadata, sort_keys=True), changed_at, changed_by, local_id),
        )
        self.advance_clock(changed_at)

    def set_sent(
        self, local_id: int, sent_hash: str, at: float, fingerprint: str | None = None
    ) -> None:
        self._conn.execute(
            "UPDATE conversations SET sent_hash = ?, last_round = ?, last_error = NULL, "
            "sent_fingerprint = ? WHERE local_id = ?",
            (sent_hash, at, fingerprint, local_id),
        )

    def fingerprints(self) -> dict[int, str]:
        """Local id → the fingerprint it was last sent with (only those sent)."""
        rows = self._conn.execute(
            "SELECT local_id, sent_fingerprint FROM conversations "
            "WHERE sent_hash IS NOT NULL AND sent_fingerprint IS NOT NULL"
        )
        return {int(i): str(f) for i, f in rows}

    def set_conversation_error(self, local_id: int, error: str, at: float) -> None:
        self._conn.execute(
            "UPDATE conversations SET last_error = ?, last_round = ? WHERE local_id = ?",
            (error, at, local_id),
        )

    def message_uids(self, local_ids: list[int]) -> dict[int, str]:
        found: dict[int, str] = {}
        for start in range(0, len(local_ids), 500):
            chunk = local_ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self._conn.execute(
                f"SELECT local_id, uid FROM messages WHERE local_id IN ({marks})", chunk
            )
            found.update({int(i): str(u) for i, u in rows})
        return found

    def message_local_id(self, uid: str) -> int | None:
        row = self._conn.execute("SELECT local_id FROM messages WHERE uid = ?", (uid,)).fetchone()
        return None if row is None else int(row[0])

    def link_message(self, local_id: int, uid: str, parent_uid: str | None = None) -> None:
        """``parent_uid``: the message it follows ("" kept for none: NULL is "not known",
        what links made before this was kept hold)."""
        self._conn.execute(
            "INSERT OR IGNORE INTO messages (local_id, uid, parent_uid) VALUES (?, ?, ?)",
            (local_id, uid, parent_uid or ""),
        )

    def link_messages(self, links: Sequence[tuple[int, str, str | None]]) -> None:
        """(local id, uid, the uid of the message it follows) of many messages at once."""
        self._conn.executemany(
            "INSERT OR IGNORE INTO messages (local_id, uid, parent_uid) VALUES (?, ?, ?)",
            [(local_id, uid, parent or "") for local_id, uid, parent in links],
        )

    def parent_uid(self, uid: str) -> str | None:
        """The message a message followed when it was made (kept after it is deleted)."""
        return self.made_after(uid)[1]

    def made_after(self, uid: str) -> tuple[bool, str | None]:
        """(whether it is known, the message it followed when it was made: None for none)."""
        row = self._conn.execute("SELECT parent_uid FROM messages WHERE uid = ?", (uid,)).fetchone()
        if row is None or row[0] is None:
            return False, None
        return True, (str(row[0]) or None)

    # ---- preference items ---------------------------------------------------------------

    def items(self) -> dict[str, ItemState]:
        rows = self._conn.execute("SELECT key, value, changed_at, changed_by, sent FROM items")
        return {
            str(k): ItemState(json.loads(v), float(at), str(by), bool(sent))
            for k, v, at, by, sent in rows
        }

    def set_item(
        self, key: str, value: Any, changed_at: float, changed_by: str, *, sent: bool
    ) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO items (key, value, changed_at, changed_by, sent) "
            "VALUES (?, ?, ?, ?, ?)",
            (key, json.dumps(value, sort_keys=True), changed_at, changed_by, int(sent)),
        )
        self.advance_clock(changed_at)

    def mark_items_sent(self, keys: list[str]) -> None:
        self._conn.executemany("UPDATE items SET sent = 1 WHERE key = ?", [(k,) for k in keys])

    # ---- blobs --------------------------------------------------------------------------

    def remote_blob(self, sha256: str) -> str | None:
        row = self._conn.execute(
            "SELECT remote_id FROM blobs WHERE sha256 = ?", (sha256,)
        ).fetchone()
        return None if row is None else str(row[0])

    def set_remote_blob(self, sha256: str, remote_id: str) -> None:
        self._conn.execute(
            "INSERT OR REPLACE INTO blobs (sha256, remote_id) VALUES (?, ?)", (sha256, remote_id)
        )


__all__ = ["STATE_FILENAME", "ConversationState", "ItemState", "LocalState"]
