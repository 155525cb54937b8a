"""Conversations and messages in SQLite. Synchronous; one transaction per logical change.

The connection is handed in (see open_database) and used only from the thread that made it;
AsyncRepository runs this class on one worker thread for the UI.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, cast

from app.domain import (
    Conversation,
    Folder,
    ImagePart,
    Message,
    MessageStatus,
    Params,
    Part,
    Role,
    Usage,
    Vote,
    parts_from_json,
    parts_to_json,
)
from app.storage.errors import converted, is_damage
from app.storage.recovery import rebuild_fts
from app.storage.search_query import HIGHLIGHT_END, HIGHLIGHT_START, fts_query, snippet_to_html
from app.storage.text_safety import LogOnce, Scrubber

log = logging.getLogger(__name__)

ROLES: frozenset[str] = frozenset({"system", "developer", "user", "assistant"})
SNIPPET_TOKENS = 16

_CONVERSATION_COLUMNS = "id, title, created_at, updated_at, params, pinned, folder_id"
_BRIEF_COLUMNS = "id, title, created_at, updated_at, pinned, folder_id"
_MESSAGE_COLUMNS = (
    "id, conversation_id, role, parts, model, params, usage, finish_reason, status, error, "
    "reasoning, created_at, updated_at, parent_id, active"
)
# The ancestors of a message, itself included: the branch that ends at it.
_BRANCH_TO = """
WITH RECURSIVE branch(id) AS (
    SELECT ? UNION ALL
    SELECT m.parent_id FROM messages AS m JOIN branch ON m.id = branch.id
    WHERE m.parent_id IS NOT NULL
)"""
# A message and everything that follows it in any version.
_SUBTREE_OF = """
WITH RECURSIVE subtree(id) AS (
    SELECT ? UNION ALL
    SELECT m.id FROM messages AS m JOIN subtree ON m.parent_id = subtree.id
)"""


class NotFoundError(LookupError):
    """No (live) conversation or message with that id."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """A search result. message_id is None when the conversation's title matched.

    The snippet marks matches with HIGHLIGHT_START / HIGHLIGHT_END; see snippet_html().
    """

    conversation_id: int
    message_id: int | None
    title: str
    snippet: str

    def snippet_html(self) -> str:
        return snippet_to_html(self.snippet)


@dataclass(frozen=True, slots=True)
class ConversationSnapshot:
    """A whole conversation without database ids: what export writes and import reads.

    The messages' id and conversation_id are ignored when it is stored.
    """

    title: str
    created_at: float
    updated_at: float
    params: Params
    pinned: bool
    messages: tuple[Message, ...]
    # True: each message's parent_id names the id of another message in `messages` (versions
    # form a tree; `active` marks the branch shown). False: one straight line, all shown.
    linked: bool = False


@dataclass(frozen=True, slots=True)
class ImportSummary:
    conversations: int
    messages: int
    conversation_ids: tuple[int, ...] = ()
    dropped_images: int = 0  # image parts that were not images; each left a note instead


def _params_json(params: Params | None, scrub: Scrubber) -> str | None:
    return None if params is None else scrub.json(params.to_json(), "params")


def _database_file(conn: sqlite3.Connection) -> Path | None:
    """The main database's file, for error messages (None in memory)."""
    for _seq, name, file in conn.execute("PRAGMA database_list"):
        if name == "main":
            return Path(file) if file else None
    return None


def _row_to_conversation(row: sqlite3.Row | tuple[Any, ...]) -> Conversation:
    cid, title, created_at, updated_at, params, pinned, folder_id = row
    return Conversation(
        id=cid,
        title=title,
        created_at=created_at,
        updated_at=updated_at,
        params=Params.from_json(json.loads(params)),
        pinned=bool(pinned),
        folder_id=folder_id,
    )


def _row_to_message(row: sqlite3.Row | tuple[Any, ...]) -> Message:
    (mid, cid, role, parts, model, params, usage, finish, status, error, reasoning, ca, ua) = row[
        :13
    ]
    parent_id, active = row[13:15]
    return Message(
        id=mid,
        conversation_id=cid,
        role=cast(Role, role),
        parts=parts_from_json(json.loads(parts)),
        model=model,
        params=None if params is None else Params.from_json(json.loads(params)),
        usage=None if usage is None else Usage.from_json(json.loads(usage)),
        finish_reason=finish,
        status=MessageStatus(status),
        error=error,
        reasoning=reasoning,
        created_at=ca,
        updated_at=ua,
        parent_id=parent_id,
        active=bool(active),
    )


def _check_role(role: str) -> None:
    if role not in ROLES:
        raise ValueError(f"unknown role: {role!r}")


class Repository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        if conn.isolation_level is not None:
            raise ValueError("Repository needs an autocommit connection (isolation_level=None)")
        self._conn = conn
        self.path = _database_file(conn)
        self._log_once = LogOnce()  # replaced characters: one log line per message

    @property
    def connection(self) -> sqlite3.Connection:
        return self._conn

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """All or nothing. Inside another transaction it joins that one. Disk failures come
        out as StorageError (see app.storage.errors) after the rollback."""
        if self._conn.in_transaction:
            yield self._conn
            return
        with converted(self.path):
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
                self._conn.execute("COMMIT")  # may fail too (a full disk at the WAL write)
            except BaseException:
                # SQLite may already have rolled back (SQLITE_FULL can do that by itself).
                if self._conn.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        self._conn.execute("ROLLBACK")
                raise

    # ---- conversations ------------------------------------------------------------------

    def create_conversation(self, title: str, params: Params) -> Conversation:
        now = time.time()
        scrub = Scrubber(self._log_once)
        title = scrub.text(title, "title")
        with self._transaction() as db:
            cur = db.execute(
                "INSERT INTO conversations (title, created_at, updated_at, params) "
                "VALUES (?, ?, ?, ?)",
                (title, now, now, _params_json(params, scrub)),
            )
        scrub.report("conversation", cur.lastrowid)
        return Conversation(cast(int, cur.lastrowid), title, now, now, params, False)

    def start_conversation(
        self, title: str, params: Params, parts: Sequence[Part]
    ) -> tuple[Conversation, Message]:
        """A new conversation and its first (user) message, in one transaction: a failed
        save leaves neither an empty conversation nor half of it."""
        with self._transaction():
            conversation = self.create_conversation(title, params)
            message = self.add_message(conversation.id, "user", parts, params=params)
        return conversation, message

    def get_conversation(self, conversation_id: int) -> Conversation | None:
        """The conversation, or None if there is none or it is in the trash."""
        row = self._conn.execute(
            f"SELECT {_CONVERSATION_COLUMNS} FROM conversations "
            "WHERE id = ? AND deleted_at IS NULL",
            (conversation_id,),
        ).fetchone()
        return None if row is None else _row_to_conversation(row)

    def list_conversations(
        self, limit: int | None = None, offset: int = 0, *, brief: bool = False
    ) -> list[Conversation]:
        """Live conversations: pinned first, then the most recently active. ``brief`` leaves
        out their parameters (default Params): all the sidebar needs, in half the time."""
        rows = self._conn.execute(
            f"SELECT {_BRIEF_COLUMNS if brief else _CONVERSATION_COLUMNS} FROM conversations "
            "WHERE deleted_at IS NULL "
            "ORDER BY pinned DESC, updated_at DESC, id DESC LIMIT ? OFFSET ?",
            (-1 if limit is None else limit, offset),
        ).fetchall()
        if brief:
            return [
                Conversation(i, t, c, u, pinned=bool(p), folder_id=f) for i, t, c, u, p, f in rows
            ]
        return [_row_to_conversation(r) for r in rows]

    def count_conversations(self) -> int:
        row = self._conn.execute(
            "SELECT count(*) FROM conversations WHERE deleted_at IS NULL"
        ).fetchone()
        return int(row[0])

    def list_deleted_conversations(self) -> list[Conversation]:
        rows = self._conn.execute(
            f"SELECT {_CONVERSATION_COLUMNS} FROM conversations WHERE deleted_at IS NOT NULL "
            "ORDER BY deleted_at DESC, id DESC"
        ).fetchall()
        return [_row_to_conversation(r) for r in rows]

    def _update_conversation(self, conversation_id: int, sql: str, args: Sequence[Any]) -> None:
        with self._transaction() as db:
            cur = db.execute(
                f"UPDATE conversations SET {sql} WHERE id = ? AND deleted_at IS NULL",
                (*args, conversation_id),
            )
            if cur.rowcount == 0:
                raise NotFoundError(f"no conversation {conversation_id}")

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        scrub = Scrubber(self._log_once)
        title = scrub.text(title, "title")
        self._update_conversation(
            conversation_id, "title = ?, updated_at = ?", (title, time.time())
        )
        scrub.report("conversation", conversation_id)

    def set_conversation_params(self, conversation_id: int, params: Params) -> None:
        scrub = Scrubber(self._log_once)
        self._update_conversation(conversation_id, "params = ?", (_params_json(params, scrub),))
        scrub.report("conversation", conversation_id)

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        self._update_conversation(conversation_id, "pinned = ?", (int(pinned),))

    # ---- folders ------------------------------------------------------------------------

    def list_folders(self) -> list[Folder]:
        rows = self._conn.execute(
            "SELECT id, name, position FROM folders ORDER BY position, name COLLATE NOCASE, id"
        ).fetchall()
        return [Folder(int(i), str(n), int(p)) for i, n, p in rows]

    def create_folder(self, name: str) -> Folder:
        scrub = Scrubber(self._log_once)
        name = scrub.text(name, "folder name")
        with self._transaction() as db:
            position = db.execute("SELECT coalesce(max(position), 0) + 1 FROM folders").fetchone()
            cur = db.execute(
                "INSERT INTO folders (name, position, created_at) VALUES (?, ?, ?)",
                (name, position[0], time.time()),
            )
        scrub.report("folder", cur.lastrowid)
        return Folder(cast(int, cur.lastrowid), name, int(position[0]))

    def rename_folder(self, folder_id: int, name: str) -> None:
        scrub = Scrubber(self._log_once)
        name = scrub.text(name, "folder name")
        with self._transaction() as db:
            if db.execute("UPDATE folders SET name = ? WHERE id = ?", (name, folder_id)).rowcount:
                scrub.report("folder", folder_id)
                return
        raise NotFoundError(f"no folder {folder_id}")

    def delete_folder(self, folder_id: int) -> None:
        """The folder goes; its conversations stay, unfiled (ON DELETE SET NULL)."""
        with self._transaction() as db:
            db.execute("DELETE FROM folders WHERE id = ?", (folder_id,))

    def set_folder(self, conversation_id: int, folder_id: int | None) -> None:
        self._update_conversation(conversation_id, "folder_id = ?", (folder_id,))

    def duplicate_conversation(self, conversation_id: int, title: str) -> Conversation:
        """A copy with every message and version, filed where the original is."""
        snap = self.snapshot(conversation_id)
        original = self.get_conversation(conversation_id)
        assert original is not None
        now = time.time()
        copy = replace(snap, title=title, created_at=now, updated_at=now, pinned=False)
        with self._transaction():  # a failed write leaves no half copy behind
            new_id = self.import_conversations([copy]).conversation_ids[0]
            if original.folder_id is not None:
                self.set_folder(new_id, original.folder_id)
        duplicate = self.get_conversation(new_id)
        assert duplicate is not None
        return duplicate

    def delete_conversation(self, conversation_id: int) -> None:
        """Move to the trash (restore_conversation undoes it; purge_deleted makes it final)."""
        self._update_conversation(conversation_id, "deleted_at = ?", (time.time(),))

    def restore_conversation(self, conversation_id: int) -> None:
        with self._transaction() as db:
            cur = db.execute(
                "UPDATE conversations SET deleted_at = NULL WHERE id = ?", (conversation_id,)
            )
            if cur.rowcount == 0:
                raise NotFoundError(f"no conversation {conversation_id}")

    def purge_deleted(self, older_than_s: float) -> int:
        """Delete for good what has been in the trash longer than `older_than_s` seconds."""
        cutoff = time.time() - older_than_s
        with self._transaction() as db:
            cur = db.execute(
                "DELETE FROM conversations WHERE deleted_at IS NOT NULL AND deleted_at <= ?",
                (cutoff,),
            )
            # Forget blobs no message refers to any more (their files go in BlobStore.gc).
            db.execute(
                "DELETE FROM blobs WHERE hash NOT IN ("
                "SELECT json_extract(p.value, '$.blob') FROM messages, json_each(messages.parts)"
                " AS p WHERE json_extract(p.value, '$.type') = 'image')"
            )
        return cur.rowcount

    # ---- messages -----------------------------------------------------------------------

    def add_message(
        self,
        conversation_id: int,
        role: Role,
        parts: Sequence[Part],
        *,
        model: str = "",
        params: Params | None = None,
        status: MessageStatus = MessageStatus.COMPLETE,
        finish_reason: str | None = None,
        version_of: int | None = None,
    ) -> Message:
        """Store a message at the end of the branch on screen and mark the conversation as
        just active. With ``version_of``: store it as a new version of that message (same
        parent); the old version's branch is kept but no longer shown."""
        _check_role(role)
        parts = tuple(parts)
        now = time.time()
        scrub = Scrubber(self._log_once)
        parts_json = scrub.json(parts_to_json(parts), "parts")
        if scrub.changed:  # return what was stored, not what could not be
            parts = parts_from_json(json.loads(parts_json))
        model = scrub.text(model, "model")
        finish_reason = scrub.optional(finish_reason, "finish reason")
        with self._transaction() as db:
            touched = db.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ? AND deleted_at IS NULL",
                (now, conversation_id),
            )
            if touched.rowcount == 0:
                raise NotFoundError(f"no conversation {conversation_id}")
            if version_of is None:
                parent_id = self._leaf(db, conversation_id)
            else:
                row = db.execute(
                    "SELECT parent_id FROM messages WHERE id = ? AND conversation_id = ?",
                    (version_of, conversation_id),
                ).fetchone()
                if row is None:
                    raise NotFoundError(f"no message {version_of}")
                parent_id = row[0]
            cur = db.execute(
                "INSERT INTO messages (conversation_id, role, parts, model, params, "
                "finish_reason, status, created_at, updated_at, parent_id) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    conversation_id,
                    role,
                    parts_json,
                    model,
                    _params_json(params, scrub),
                    finish_reason,
                    MessageStatus(status).value,
                    now,
                    now,
                    parent_id,
                ),
            )
            message_id = cast(int, cur.lastrowid)
            if version_of is not None:
                self._show_branch(db, conversation_id, message_id)
            self._record_blobs(db, parts, now)
        scrub.report("message", message_id)
        return Message(
            id=cast(int, cur.lastrowid),
            conversation_id=conversation_id,
            role=role,
            parts=parts,
            model=model,
            params=params,
            finish_reason=finish_reason,
            status=MessageStatus(status),
            created_at=now,
            updated_at=now,
            parent_id=parent_id,
        )

    @staticmethod
    def _leaf(db: sqlite3.Connection, conversation_id: int) -> int | None:
        """The last message of the branch on screen (ids grow along any branch)."""
        row = db.execute(
            "SELECT max(id) FROM messages WHERE conversation_id = ? AND active = 1",
            (conversation_id,),
        ).fetchone()
        return None if row[0] is None else int(row[0])

    @staticmethod
    def _show_branch(db: sqlite3.Connection, conversation_id: int, leaf_id: int) -> None:
        """Make the branch that ends at ``leaf_id`` the one on screen."""
        db.execute(
            "UPDATE messages SET active = 0 WHERE conversation_id = ? AND active = 1",
            (conversation_id,),
        )
        db.execute(
            f"{_BRANCH_TO} UPDATE messages SET active = 1 WHERE id IN (SELECT id FROM branch)",
            (leaf_id,),
        )

    @staticmethod
    def _latest_leaf_under(db: sqlite3.Connection, message_id: int) -> int:
        """Follow the newest version at each step below ``message_id``."""
        current = message_id
        while True:
            row = db.execute(
                "SELECT max(id) FROM messages WHERE parent_id = ?", (current,)
            ).fetchone()
            if row[0] is None:
                return current
            current = int(row[0])

    def versions(self, message_id: int) -> list[int]:
        """The ids of all versions of a message (itself included), oldest first."""
        row = self._conn.execute(
            "SELECT conversation_id, parent_id, role FROM messages WHERE id = ?", (message_id,)
        ).fetchone()
        if row is None:
            raise NotFoundError(f"no message {message_id}")
        rows = self._conn.execute(
            "SELECT id FROM messages WHERE conversation_id = ? AND parent_id IS ? AND role = ? "
            "ORDER BY id",
            row,
        ).fetchall()
        return [int(r[0]) for r in rows]

    def version_positions(self, conversation_id: int) -> dict[int, tuple[int, int]]:
        """For each message on screen that has other versions: (its number, how many)."""
        rows = self._conn.execute(
            "SELECT m.id, "
            "  (SELECT count(*) FROM messages AS s WHERE s.conversation_id = m.conversation_id"
            "   AND s.parent_id IS m.parent_id AND s.role = m.role AND s.id <= m.id), "
            "  (SELECT count(*) FROM messages AS s WHERE s.conversation_id = m.conversation_id"
            "   AND s.parent_id IS m.parent_id AND s.role = m.role) "
            "FROM messages AS m WHERE m.conversation_id = ? AND m.active = 1",
            (conversation_id,),
        ).fetchall()
        return {int(mid): (int(n), int(total)) for mid, n, total in rows if total > 1}

    def show_version(self, message_id: int) -> None:
        """Show this version of a message, and below it the newest version of each turn."""
        with self._transaction() as db:
            row = db.execute(
                "SELECT conversation_id FROM messages WHERE id = ?", (message_id,)
            ).fetchone()
            if row is None:
                raise NotFoundError(f"no message {message_id}")
            self._show_branch(db, int(row[0]), self._latest_leaf_under(db, message_id))

    def delete_message(self, message_id: int) -> None:
        """Delete one message. A version that has siblings goes with everything that followed
        it (its branch) and the newest remaining version is shown; a message without other
        versions goes alone and what followed it moves up."""
        with self._transaction() as db:
            row = db.execute(
                "SELECT conversation_id, parent_id, role, active FROM messages WHERE id = ?",
                (message_id,),
            ).fetchone()
            if row is None:
                raise NotFoundError(f"no message {message_id}")
            conversation_id, parent_id, role, active = row
            siblings = [
                int(r[0])
                for r in db.execute(
                    "SELECT id FROM messages WHERE conversation_id = ? AND parent_id IS ? "
                    "AND role = ? AND id != ? ORDER BY id",
                    (conversation_id, parent_id, role, message_id),
                )
            ]
            if siblings:
                db.execute(
                    f"{_SUBTREE_OF} DELETE FROM messages WHERE id IN (SELECT id FROM subtree)",
                    (message_id,),
                )
                if active:
                    leaf = self._latest_leaf_under(db, siblings[-1])
                    self._show_branch(db, conversation_id, leaf)
            else:
                db.execute(
                    "UPDATE messages SET parent_id = ? WHERE parent_id = ?",
                    (parent_id, message_id),
                )
                db.execute("DELETE FROM messages WHERE id = ?", (message_id,))
            db.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?",
                (time.time(), conversation_id),
            )

    @staticmethod
    def _record_blobs(db: sqlite3.Connection, parts: Iterable[Part], now: float) -> None:
        db.executemany(
            "INSERT OR IGNORE INTO blobs (hash, mime, size, created_at) VALUES (?, ?, NULL, ?)",
            [(p.blob, p.mime, now) for p in parts if isinstance(p, ImagePart)],
        )

    def record_blob(self, blob_hash: str, mime: str, size: int) -> None:
        with self._transaction() as db:
            db.execute(
                "INSERT INTO blobs (hash, mime, size, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (hash) DO UPDATE SET size = excluded.size",
                (blob_hash, mime, size, time.time()),
            )

    # ---- votes (blind arena) -------------------------------------------------------------

    def add_vote(
        self,
        prompt: str,
        models: Sequence[str],
        winner: str,
        *,
        compare_group: str = "",
        params: Sequence[dict[str, Any]] = (),
    ) -> Vote:
        if winner not in (*models, Vote.TIE, Vote.ALL_BAD):
            raise ValueError(f"winner {winner!r} is not one of the models shown")
        now = time.time()
        scrub = Scrubber(self._log_once)
        with self._transaction() as db:
            cur = db.execute(
                "INSERT INTO votes (created_at, compare_group, prompt, models, winner, params) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    now,
                    scrub.text(compare_group, "compare group"),
                    scrub.text(prompt, "prompt"),
                    scrub.json(list(models), "models"),
                    scrub.text(winner, "winner"),
                    scrub.json(list(params), "params"),
                ),
            )
        scrub.report("vote", cur.lastrowid)
        return Vote(int(cur.lastrowid or 0), now, prompt, tuple(models), winner, compare_group)

    def vote_params(self, vote_id: int) -> list[dict[str, Any]]:
        """The parameters each column used (in the order of Vote.models)."""
        row = self._conn.execute("SELECT params FROM votes WHERE id = ?", (vote_id,)).fetchone()
        return list(json.loads(row[0])) if row else []

    def list_votes(self, since: float | None = None) -> list[Vote]:
        rows = self._conn.execute(
            "SELECT id, created_at, prompt, models, winner, compare_group FROM votes "
            "WHERE created_at >= ? ORDER BY id",
            (since if since is not None else 0.0,),
        ).fetchall()
        return [
            Vote(int(r[0]), float(r[1]), str(r[2]), tuple(json.loads(r[3])), str(r[4]), str(r[5]))
            for r in rows
        ]

    def referenced_blobs(self) -> set[str]:
        """Hashes of every image any stored message uses (for BlobStore.gc)."""
        rows = self._conn.execute(
            "SELECT DISTINCT json_extract(p.value, '$.blob') FROM messages, "
            "json_each(messages.parts) AS p WHERE json_extract(p.value, '$.type') = 'image'"
        ).fetchall()
        return {str(r[0]) for r in rows}

    def update_message(
        self,
        message_id: int,
        *,
        parts: Sequence[Part] | None = None,
        status: MessageStatus | None = None,
        finish_reason: str | None = None,
        usage: Usage | None = None,
        error: str | None = None,
        reasoning: str | None = None,
    ) -> Message:
        """Change the given fields (None leaves a field as it is) and return the message."""
        sets: list[str] = []
        args: list[Any] = []
        scrub = Scrubber(self._log_once)
        if parts is not None:
            sets.append("parts = ?")
            args.append(scrub.json(parts_to_json(tuple(parts)), "parts"))
        if status is not None:
            sets.append("status = ?")
            args.append(MessageStatus(status).value)
        if finish_reason is not None:
            sets.append("finish_reason = ?")
            args.append(scrub.text(finish_reason, "finish reason"))
        if usage is not None:
            sets.append("usage = ?")
            args.append(scrub.json(usage.to_json(), "usage"))
        if error is not None:
            sets.append("error = ?")
            args.append(scrub.text(error, "error"))
        if reasoning is not None:
            sets.append("reasoning = ?")
            args.append(scrub.text(reasoning, "reasoning"))
        now = time.time()
        sets.append("updated_at = ?")
        args.append(now)
        with self._transaction() as db:
            cur = db.execute(
                f"UPDATE messages SET {', '.join(sets)} WHERE id = ?", (*args, message_id)
            )
            if cur.rowcount == 0:
                raise NotFoundError(f"no message {message_id}")
            if parts is not None:
                self._record_blobs(db, parts, now)
            row = db.execute(
                f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE id = ?", (message_id,)
            ).fetchone()
        scrub.report("message", message_id)
        return _row_to_message(row)

    def get_message(self, message_id: int) -> Message | None:
        row = self._conn.execute(
            f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE id = ?", (message_id,)
        ).fetchone()
        return None if row is None else _row_to_message(row)

    def list_messages(
        self, conversation_id: int, *, limit: int | None = None, before_id: int | None = None
    ) -> list[Message]:
        """The branch on screen, in ascending id order. With `limit`: the last `limit` before
        `before_id`, so a long conversation loads from its end, one page back at a time."""
        where = "conversation_id = ? AND active = 1"
        args: list[Any] = [conversation_id]
        if before_id is not None:
            where += " AND id < ?"
            args.append(before_id)
        if limit is None:
            rows = self._conn.execute(
                f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id", args
            ).fetchall()
        else:
            rows = self._conn.execute(
                f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE {where} ORDER BY id DESC LIMIT ?",
                (*args, limit),
            ).fetchall()
            rows.reverse()
        return [_row_to_message(r) for r in rows]

    def count_messages(self, conversation_id: int) -> int:
        row = self._conn.execute(
            "SELECT count(*) FROM messages WHERE conversation_id = ? AND active = 1",
            (conversation_id,),
        ).fetchone()
        return int(row[0])

    def branch_usage(self, conversation_id: int) -> list[tuple[str, Usage]]:
        """(model, usage) of each reply on the branch on screen that reported usage."""
        rows = self._conn.execute(
            "SELECT model, usage FROM messages "
            "WHERE conversation_id = ? AND active = 1 AND usage IS NOT NULL ORDER BY id",
            (conversation_id,),
        ).fetchall()
        return [(str(model), Usage.from_json(json.loads(usage))) for model, usage in rows]

    def list_all_messages(self, conversation_id: int) -> list[Message]:
        """Every version of every message, in id order (for export)."""
        rows = self._conn.execute(
            f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? ORDER BY id",
            (conversation_id,),
        ).fetchall()
        return [_row_to_message(r) for r in rows]

    def mark_interrupted(self) -> int:
        """At start-up: replies still STREAMING were cut off when the app last died."""
        with self._transaction() as db:
            cur = db.execute(
                "UPDATE messages SET status = ?, updated_at = ? WHERE status = ?",
                (MessageStatus.INTERRUPTED.value, time.time(), MessageStatus.STREAMING.value),
            )
        return cur.rowcount

    # ---- search -------------------------------------------------------------------------

    def search(self, query: str, limit: int = 50) -> list[SearchHit]:
        """Conversations whose title matches, then messages, newest first.

        Any text is safe: it is quoted word by word (see fts_query), never parsed as syntax.
        Newest-first lets FTS5 stop after `limit` hits instead of ranking every match of a
        common word. A damaged search index (the quick check at start-up cannot see inside
        it) is rebuilt from the stored rows once, and the search runs again.
        """
        try:
            return self._search(query, limit)
        except sqlite3.DatabaseError as err:
            if not is_damage(err):
                raise
            log.warning("the search index is damaged (%s); rebuilding it", err)
            self.rebuild_search_index()
        return self._search(query, limit)

    def _search(self, query: str, limit: int) -> list[SearchHit]:
        match = fts_query(query)
        if match is None or limit <= 0:
            return []
        hits = [
            SearchHit(cid, None, title, snippet)
            for cid, title, snippet in self._conn.execute(
                "SELECT c.id, c.title, highlight(conversations_fts, 0, ?, ?) "
                "FROM conversations_fts JOIN conversations AS c "
                "ON c.id = conversations_fts.rowid "
                "WHERE conversations_fts MATCH ? AND c.deleted_at IS NULL "
                "ORDER BY c.updated_at DESC LIMIT ?",
                (HIGHLIGHT_START, HIGHLIGHT_END, match, limit),
            )
        ]
        if len(hits) < limit:
            hits += [
                SearchHit(cid, mid, title, snippet)
                for cid, mid, title, snippet in self._conn.execute(
                    "SELECT m.conversation_id, m.id, c.title, "
                    "snippet(messages_fts, 0, ?, ?, '…', ?) "
                    "FROM messages_fts JOIN messages AS m ON m.id = messages_fts.rowid "
                    "JOIN conversations AS c ON c.id = m.conversation_id "
                    "WHERE messages_fts MATCH ? AND c.deleted_at IS NULL "
                    "ORDER BY messages_fts.rowid DESC LIMIT ?",
                    (HIGHLIGHT_START, HIGHLIGHT_END, SNIPPET_TOKENS, match, limit - len(hits)),
                )
            ]
        return hits

    def rebuild_search_index(self) -> None:
        """Re-index everything from the stored text (a repair tool; triggers keep it in sync)."""
        with self._transaction() as db:
            rebuild_fts(db)

    # ---- export / import ----------------------------------------------------------------

    def conversation_ids_for_export(self) -> list[int]:
        """Live conversations, oldest first (a stable order that import preserves)."""
        rows = self._conn.execute(
            "SELECT id FROM conversations WHERE deleted_at IS NULL ORDER BY created_at, id"
        ).fetchall()
        return [int(r[0]) for r in rows]

    def snapshot(self, conversation_id: int) -> ConversationSnapshot:
        conv = self.get_conversation(conversation_id)
        if conv is None:
            raise NotFoundError(f"no conversation {conversation_id}")
        return ConversationSnapshot(
            title=conv.title,
            created_at=conv.created_at,
            updated_at=conv.updated_at,
            params=conv.params,
            pinned=conv.pinned,
            messages=tuple(self.list_all_messages(conversation_id)),
            linked=True,
        )

    def import_conversations(
        self, snapshots: Iterable[ConversationSnapshot], blob_sizes: Mapping[str, int] = {}
    ) -> ImportSummary:
        """Store whole conversations, keeping their timestamps. All or nothing.
        ``blob_sizes``: the byte size of images the snapshots use, recorded in the same go."""
        n_conv = n_msg = 0
        ids: list[int] = []
        with self._transaction() as db:
            for snap in snapshots:
                scrub = Scrubber(self._log_once)
                cur = db.execute(
                    "INSERT INTO conversations (title, created_at, updated_at, params, pinned) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (
                        scrub.text(snap.title, "title"),
                        snap.created_at,
                        snap.updated_at,
                        _params_json(snap.params, scrub),
                        int(snap.pinned),
                    ),
                )
                cid = cast(int, cur.lastrowid)
                ids.append(cid)
                new_ids: dict[int, int] = {}
                previous: int | None = None
                for m in snap.messages:
                    _check_role(m.role)
                    if snap.linked:
                        parent = None if m.parent_id is None else new_ids.get(m.parent_id)
                        if m.parent_id is not None and parent is None:
                            raise ValueError(f"message {m.id} follows an unknown message")
                        active = m.active
                    else:
                        parent, active = previous, True
                    row = db.execute(
                        "INSERT INTO messages (conversation_id, role, parts, model, params, "
                        "usage, finish_reason, status, error, reasoning, created_at, "
                        "updated_at, parent_id, active) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            cid,
                            m.role,
                            scrub.json(parts_to_json(m.parts), "parts"),
                            scrub.text(m.model, "model"),
                            _params_json(m.params, scrub),
                            None if m.usage is None else scrub.json(m.usage.to_json(), "usage"),
                            scrub.optional(m.finish_reason, "finish reason"),
                            MessageStatus(m.status).value,
                            scrub.optional(m.error, "error"),
                            scrub.text(m.reasoning, "reasoning"),
                            m.created_at,
                            m.updated_at,
                            parent,
                            int(active),
                        ),
                    )
                    previous = new_ids[m.id] = cast(int, row.lastrowid)
                for m in snap.messages:
                    self._record_blobs(db, m.parts, m.created_at)
                scrub.report("imported conversation", cid)  # one line for all its messages
                n_conv += 1
                n_msg += len(snap.messages)
            db.executemany(
                "UPDATE blobs SET size = ? WHERE hash = ?",
                [(size, blob_hash) for blob_hash, size in blob_sizes.items()],
            )
        return ImportSummary(n_conv, n_msg, tuple(ids))
