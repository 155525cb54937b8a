"""What the repository's modules share: the connection with its transactions (Db), the
column lists, row → domain object conversion, and the small result types."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from app.domain import (
    Conversation,
    Message,
    MessageStatus,
    Params,
    Role,
    TokenLogprobs,
    Usage,
    parts_from_json,
    parts_to_json,
)
from app.storage.errors import converted
from app.storage.search_query import snippet_to_html
from app.storage.text_safety import LogOnce, Scrubber

ROLES: frozenset[str] = frozenset({"system", "developer", "user", "assistant"})

CONVERSATION_COLUMNS = (
    "id, title, created_at, updated_at, params, pinned, folder_id, compare_group, assistant"
)
BRIEF_COLUMNS = "id, title, created_at, updated_at, pinned, folder_id, compare_group"
MESSAGE_COLUMNS = (
    "id, conversation_id, role, parts, model, params, usage, finish_reason, status, error, "
    "reasoning, created_at, updated_at, parent_id, active, error_kind, first_token_s, "
    "duration_s, replaced_by, logprobs, retrieval, response_id"
)


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
    compare_group: str = ""  # the side-by-side compare it is a column of ("" for none)
    assistant: str = ""  # the id of the assistant it was started with ("" for none)
    knowledge_bases: tuple[str, ...] = ()  # the names of the bases it searches


@dataclass(frozen=True, slots=True)
class ImportSummary:
    conversations: int
    messages: int
    conversation_ids: tuple[int, ...] = ()
    dropped_images: int = 0  # image parts that were not images; each left a note instead


class Db:
    """The connection a Repository works on, and what every change needs: transactions
    that nest, and one LogOnce so a reply saved many times logs a replaced character once.

    The repository's modules (conversations, messages, versions, …) are plain functions
    taking a Db, so each stays small and the Repository only delegates.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        if conn.isolation_level is not None:
            raise ValueError("Repository needs an autocommit connection (isolation_level=None)")
        self.conn = conn
        self.path = database_file(conn)
        self.log_once = LogOnce()  # replaced characters: one log line per message

    def scrubber(self) -> Scrubber:
        return Scrubber(self.log_once)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """All or nothing. Inside another transaction it joins that one. Disk failures come
        out as StorageError (see app.storage.errors) after the rollback."""
        if self.conn.in_transaction:
            yield self.conn
            return
        with converted(self.path):
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
                self.conn.execute("COMMIT")  # may fail too (a full disk at the WAL write)
            except BaseException:
                # SQLite may already have rolled back (SQLITE_FULL can do that by itself).
                if self.conn.in_transaction:
                    with contextlib.suppress(sqlite3.Error):
                        self.conn.execute("ROLLBACK")
                raise


def database_file(conn: sqlite3.Connection) -> Path | None:
    """The main database's file, for error messages (None in memory)."""
    for _seq, name, file in conn.execute("PRAGMA database_list"):
        if name == "main":
            return Path(file) if file else None
    return None


def params_json(params: Params | None, scrub: Scrubber) -> str | None:
    return None if params is None else scrub.json(params.to_json(), "params")


def insert_whole_message(
    conn: sqlite3.Connection,
    conversation_id: int,
    message: Message,
    parent_id: int | None,
    active: bool,
    scrub: Scrubber,
    sync_uid: str | None = None,
) -> int:
    """A message made elsewhere (an import, another machine) stored as it was: its times,
    usage, ending and figures (and sync's name for it); its id here."""
    cur = conn.execute(
        "INSERT INTO messages (conversation_id, role, parts, model, params, usage, "
        "finish_reason, status, error, reasoning, created_at, updated_at, parent_id, "
        "active, error_kind, first_token_s, duration_s, logprobs, retrieval, response_id, "
        "sync_uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            conversation_id,
            message.role,
            scrub.json(parts_to_json(message.parts), "parts"),
            scrub.text(message.model, "model"),
            params_json(message.params, scrub),
            None if message.usage is None else scrub.json(message.usage.to_json(), "usage"),
            scrub.optional(message.finish_reason, "finish reason"),
            MessageStatus(message.status).value,
            scrub.optional(message.error, "error"),
            scrub.text(message.reasoning, "reasoning"),
            message.created_at,
            message.updated_at,
            parent_id,
            int(active),
            scrub.text(message.error_kind, "error kind"),
            message.first_token_s,
            message.duration_s,
            logprobs_text(message.logprobs, scrub),
            scrub.optional(message.retrieval, "retrieval"),
            scrub.optional(message.response_id, "response id"),
            sync_uid,
        ),
    )
    return cast(int, cur.lastrowid)


def logprobs_text(logprobs: TokenLogprobs | None, scrub: Scrubber) -> str | None:
    """The column's text: the packed tokens, or NULL for a reply without any."""
    if not logprobs:
        return None
    return scrub.text(logprobs.packed(), "token probabilities")


def check_role(role: str) -> None:
    if role not in ROLES:
        raise ValueError(f"unknown role: {role!r}")


def row_to_conversation(row: sqlite3.Row | tuple[Any, ...]) -> Conversation:
    cid, title, created_at, updated_at, params, pinned, folder_id, compare_group, assistant = row
    return Conversation(
        id=cid,
        title=title,
        created_at=created_at,
        updated_at=updated_at,
        params=Params.from_json(json.loads(params)),
        pinned=bool(pinned),
        folder_id=folder_id,
        compare_group=compare_group,
        assistant=assistant,
    )


def row_to_message(row: sqlite3.Row | tuple[Any, ...]) -> Message:
    (mid, cid, role, parts, model, params, usage, finish, status, error, reasoning, ca, ua) = row[
        :13
    ]
    parent_id, active, error_kind, first_token_s, duration_s, replaced_by = row[13:19]
    logprobs, retrieval, response_id = row[19:22]
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
        error_kind=error_kind or "",
        first_token_s=first_token_s,
        duration_s=duration_s,
        replaced_by=replaced_by,
        # Unpacked only when read: a page of the transcript does not pay for them.
        logprobs=TokenLogprobs.from_packed(logprobs) if logprobs else None,
        retrieval=retrieval,
        response_id=response_id,
    )
