"""Conversations and messages in SQLite. Synchronous; one transaction per logical change.

The connection is handed in (see open_database) and used only from the thread that made it;
AsyncRepository runs this class on one worker thread for the UI.

Repository is the one object callers hold; the work is done by plain functions grouped by
subject, each taking the connection context (``app.storage.rows.Db``): conversations and
folders, messages, versions, search, transfer (snapshots, import, duplicate), votes and
blob references. A method here only delegates, so it documents where to look.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from app.domain import (
    Conversation,
    Folder,
    Message,
    MessageStatus,
    Params,
    Part,
    Role,
    TokenLogprobs,
    Usage,
    Vote,
)
from app.storage import (
    blob_refs,
    conversations,
    knowledge_links,
    messages,
    response_ids,
    search,
    transfer,
    versions,
    votes,
)
from app.storage.rows import (
    ROLES,
    ConversationSnapshot,
    Db,
    ImportSummary,
    NotFoundError,
    SearchHit,
)
from app.storage.search import SNIPPET_TOKENS

__all__ = [
    "ROLES",
    "SNIPPET_TOKENS",
    "ConversationSnapshot",
    "ImportSummary",
    "NotFoundError",
    "Repository",
    "SearchHit",
]


class Repository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._db = Db(conn)  # checks for an autocommit connection
        self.path = self._db.path

    @property
    def connection(self) -> sqlite3.Connection:
        return self._db.conn

    @property
    def db(self) -> Db:
        """The connection context the storage modules take (app.storage.rows.Db)."""
        return self._db

    def close(self) -> None:
        self._db.conn.close()

    # ---- conversations (app.storage.conversations) ----------------------------------------

    def create_conversation(
        self, title: str, params: Params, compare_group: str = ""
    ) -> Conversation:
        return conversations.create_conversation(self._db, title, params, compare_group)

    def start_conversation(
        self, title: str, params: Params, parts: Sequence[Part], compare_group: str = ""
    ) -> tuple[Conversation, Message]:
        """A new conversation and its first (user) message, in one transaction: a failed
        save leaves neither an empty conversation nor half of it. ``compare_group``: the
        side-by-side compare it is a column of ("" for none)."""
        with self._db.transaction():
            conversation = conversations.create_conversation(self._db, title, params, compare_group)
            message = messages.add_message(self._db, conversation.id, "user", parts, params=params)
        return conversation, message

    def get_conversation(self, conversation_id: int) -> Conversation | None:
        return conversations.get_conversation(self._db, conversation_id)

    def list_conversations(
        self, limit: int | None = None, offset: int = 0, *, brief: bool = False
    ) -> list[Conversation]:
        return conversations.list_conversations(self._db, limit, offset, brief=brief)

    def count_conversations(self) -> int:
        return conversations.count_conversations(self._db)

    def list_deleted_conversations(self) -> list[Conversation]:
        return conversations.list_deleted_conversations(self._db)

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        conversations.rename_conversation(self._db, conversation_id, title)

    def set_conversation_params(self, conversation_id: int, params: Params) -> None:
        conversations.set_conversation_params(self._db, conversation_id, params)

    def set_compare_group(self, conversation_id: int, group: str) -> None:
        conversations.set_compare_group(self._db, conversation_id, group)

    def set_conversation_assistant(self, conversation_id: int, assistant: str) -> None:
        conversations.set_conversation_assistant(self._db, conversation_id, assistant)

    def knowledge_bases(self, conversation_id: int) -> list[str]:
        return knowledge_links.knowledge_bases(self._db, conversation_id)

    def set_knowledge_bases(self, conversation_id: int, names: Sequence[str]) -> None:
        """The knowledge bases the conversation searches before each reply ([]: none)."""
        knowledge_links.set_knowledge_bases(self._db, conversation_id, names)

    def set_retrieval(self, message_id: int, retrieval: str | None) -> None:
        knowledge_links.set_retrieval(self._db, message_id, retrieval)

    def set_response_id(
        self, message_id: int, response_id: str, status: MessageStatus | None = None
    ) -> None:
        response_ids.set_response_id(self._db, message_id, response_id, status)

    def background_replies(self) -> list[Message]:
        return response_ids.background_replies(self._db)

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        conversations.update_conversation(self._db, conversation_id, "pinned = ?", (int(pinned),))

    def delete_conversation(self, conversation_id: int) -> None:
        conversations.delete_conversation(self._db, conversation_id)

    def restore_conversation(self, conversation_id: int) -> None:
        conversations.restore_conversation(self._db, conversation_id)

    def purge_deleted(self, older_than_s: float) -> int:
        return conversations.purge_deleted(self._db, older_than_s)

    # ---- folders (app.storage.conversations) ----------------------------------------------

    def list_folders(self) -> list[Folder]:
        return conversations.list_folders(self._db)

    def create_folder(self, name: str) -> Folder:
        return conversations.create_folder(self._db, name)

    def rename_folder(self, folder_id: int, name: str) -> None:
        conversations.rename_folder(self._db, folder_id, name)

    def delete_folder(self, folder_id: int) -> None:
        conversations.delete_folder(self._db, folder_id)

    def set_folder(self, conversation_id: int, folder_id: int | None) -> None:
        conversations.update_conversation(self._db, conversation_id, "folder_id = ?", (folder_id,))

    # ---- messages (app.storage.messages) ----------------------------------------------------

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
        retry: bool = False,
    ) -> Message:
        return messages.add_message(
            self._db,
            conversation_id,
            role,
            parts,
            model=model,
            params=params,
            status=status,
            finish_reason=finish_reason,
            version_of=version_of,
            retry=retry,
        )

    def add_choices(self, reply_id: int, count: int) -> list[Message]:
        return messages.add_choices(self._db, reply_id, count)

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
        error_kind: str | None = None,
        first_token_s: float | None = None,
        duration_s: float | None = None,
        logprobs: TokenLogprobs | None = None,
    ) -> Message:
        return messages.update_message(
            self._db,
            message_id,
            parts=parts,
            status=status,
            finish_reason=finish_reason,
            usage=usage,
            error=error,
            reasoning=reasoning,
            error_kind=error_kind,
            first_token_s=first_token_s,
            duration_s=duration_s,
            logprobs=logprobs,
        )

    def get_message(self, message_id: int) -> Message | None:
        return messages.get_message(self._db, message_id)

    def list_messages(
        self, conversation_id: int, *, limit: int | None = None, before_id: int | None = None
    ) -> list[Message]:
        return messages.list_messages(self._db, conversation_id, limit=limit, before_id=before_id)

    def count_messages(self, conversation_id: int) -> int:
        return messages.count_messages(self._db, conversation_id)

    def branch_usage(self, conversation_id: int) -> list[tuple[str, Usage]]:
        return messages.branch_usage(self._db, conversation_id)

    def branch_replies(self, conversation_id: int) -> list[tuple[str, Usage | None, int]]:
        return messages.branch_replies(self._db, conversation_id)

    def list_all_messages(self, conversation_id: int) -> list[Message]:
        return messages.list_all_messages(self._db, conversation_id)

    def mark_interrupted(self) -> int:
        return messages.mark_interrupted(self._db)

    # ---- versions (app.storage.versions) ----------------------------------------------------

    def versions(self, message_id: int) -> list[int]:
        return versions.versions(self._db, message_id)

    def version_positions(self, conversation_id: int) -> dict[int, tuple[int, int]]:
        return versions.version_positions(self._db, conversation_id)

    def answer_positions(self, conversation_id: int) -> dict[int, tuple[int, int]]:
        return versions.answer_positions(self._db, conversation_id)

    def show_version(self, message_id: int) -> None:
        versions.show_version(self._db, message_id)

    def delete_message(self, message_id: int) -> None:
        versions.delete_message(self._db, message_id)

    def data_version(self) -> int:
        """Changes when another connection (another process: a command, cron) commits to
        the database; never for this connection's own commits."""
        return int(self._db.conn.execute("PRAGMA data_version").fetchone()[0])

    def copy_to(self, target: Path) -> None:
        """A consistent copy of the whole history in the new file ``target`` (a snapshot)."""
        transfer.copy_database(self._db, target)

    # ---- blobs (app.storage.blob_refs) ------------------------------------------------------

    def referenced_blobs(self) -> set[str]:
        return blob_refs.referenced_blobs(self._db)

    def record_blob(self, blob_hash: str, mime: str, size: int) -> None:
        blob_refs.record_blob(self._db, blob_hash, mime, size)

    # ---- votes (app.storage.votes) ----------------------------------------------------------

    def add_vote(
        self,
        prompt: str,
        models: Sequence[str],
        winner: str,
        *,
        compare_group: str = "",
        params: Sequence[dict[str, Any]] = (),
    ) -> Vote:
        return votes.add_vote(
            self._db, prompt, models, winner, compare_group=compare_group, params=params
        )

    def vote_params(self, vote_id: int) -> list[dict[str, Any]]:
        return votes.vote_params(self._db, vote_id)

    def list_votes(self, since: float | None = None) -> list[Vote]:
        return votes.list_votes(self._db, since)

    # ---- search (app.storage.search) --------------------------------------------------------

    def search(self, query: str, limit: int = 50) -> list[SearchHit]:
        return search.search(self._db, query, limit)

    def rebuild_search_index(self) -> None:
        search.rebuild_search_index(self._db)

    # ---- export / import (app.storage.transfer) ---------------------------------------------

    def conversation_ids_for_export(self) -> list[int]:
        return transfer.conversation_ids_for_export(self._db)

    def snapshot(self, conversation_id: int) -> ConversationSnapshot:
        return transfer.snapshot(self._db, conversation_id)

    def duplicate_conversation(self, conversation_id: int, title: str) -> Conversation:
        return transfer.duplicate_conversation(self._db, conversation_id, title)

    def import_conversations(
        self, snapshots: Iterable[ConversationSnapshot], blob_sizes: Mapping[str, int] = {}
    ) -> ImportSummary:
        return transfer.import_conversations(self._db, snapshots, blob_sizes)
