"""Repository for asyncio code: every call runs on one dedicated database thread.

The UI thread must never block on disk. The connection is opened, used and closed on the
worker thread (SQLite's check_same_thread stays on as a guard), and a single worker keeps
calls in the order they were made.

That thread is the one owner of the history file in the window's process: work that runs
on other threads (a sync round, a backup, a merge) reaches the history through
``AsyncRepository.blocking()``, never through a connection of its own (see
app.storage.history_access).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

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
from app.storage.database import OpenReport, open_database
from app.storage.errors import converted, journal_lost_sentence
from app.storage.history_access import History
from app.storage.repository import Repository, SearchHit
from app.storage.sync_reads import fingerprints

T = TypeVar("T")
log = logging.getLogger(__name__)


class AsyncRepository:
    """Same methods as Repository, as coroutines. Opening starts at once, in the background.

    If opening fails (e.g. DatabaseTooNewError), every call raises that error. A disk that
    refuses a read or write raises a StorageError (app.storage.errors) from every method.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cometdesk-db")
        self._repo: Repository | None = None
        self._report: OpenReport | None = None
        self._open_error: BaseException | None = None
        self._closed = False
        self._worker: threading.Thread | None = None
        self._wal = self.path.with_name(self.path.name + "-wal")
        self._on_notice: Callable[[str], None] | None = None
        self._executor.submit(self._open)

    def set_notice_listener(self, listener: Callable[[str], None] | None) -> None:
        """``listener(sentence)`` hears what a person should know about the history file
        (its journal removed by another program and rescued); called on the database
        thread."""
        self._on_notice = listener

    def _open(self) -> None:
        self._worker = threading.current_thread()
        try:
            with converted(self.path):
                conn, self._report = open_database(self.path)
        except BaseException as err:  # delivered to every caller by _on_worker
            self._open_error = err
            return
        self._repo = Repository(conn)

    def _on_worker(self, fn: Callable[[Repository], T]) -> T:
        if self._open_error is not None:
            raise self._open_error
        assert self._repo is not None  # opening ran first: the worker runs jobs in order
        # The one place a disk failure of any call (reads too) becomes a StorageError.
        with converted(self.path):
            if not self._wal.exists():
                self._rescue_journal()
            return fn(self._repo)

    def _rescue_journal(self) -> None:
        """The -wal this connection writes into was deleted under it (another program, or
        a process that wrongly thought it was alone): commits since then live only in the
        deleted file and would vanish with this process. Write them into the database file
        now and reopen, so a new journal is made where other processes see it."""
        assert self._repo is not None
        log.error("the history's journal %s was removed while in use; rescuing it", self._wal)
        self._repo.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._repo.close()
        self._repo = None
        conn, _report = open_database(self.path)
        self._repo = Repository(conn)
        if self._on_notice is not None:
            self._on_notice(journal_lost_sentence(self.path, rescued=True))

    def blocking(self) -> History:
        """The history for a worker thread (a sync round, a backup): each ``run(fn)`` waits
        while ``fn(repository)`` runs on the database thread. Never from the event loop's
        thread: it would block the window."""
        return _OnDatabaseThread(self)

    def _run_blocking(self, fn: Callable[[Repository], T]) -> T:
        if self._closed:
            raise RuntimeError("repository is closed")
        if threading.current_thread() is self._worker:
            return self._on_worker(fn)  # a run inside a run
        return self._executor.submit(self._on_worker, fn).result()

    async def run(self, fn: Callable[[Repository], T]) -> T:
        """Run `fn(repository)` on the database thread (several steps in one hop)."""
        if self._closed:
            raise RuntimeError("repository is closed")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, self._on_worker, fn)

    async def open_report(self) -> OpenReport:
        def report(_repo: Repository) -> OpenReport:
            assert self._report is not None
            return self._report

        return await self.run(report)

    async def close(self) -> None:
        """Close the connection on its own thread, then stop the thread. Idempotent."""
        if self._closed:
            return
        loop = asyncio.get_running_loop()

        def close_connection() -> None:
            if self._repo is not None:
                self._repo.close()
                self._repo = None

        try:
            await loop.run_in_executor(self._executor, close_connection)
        finally:
            self._closed = True
            self._executor.shutdown(wait=True)  # the worker is idle now: returns at once

    # ---- conversations ------------------------------------------------------------------

    async def create_conversation(
        self, title: str, params: Params, compare_group: str = ""
    ) -> Conversation:
        return await self.run(lambda r: r.create_conversation(title, params, compare_group))

    async def start_conversation(
        self, title: str, params: Params, parts: Sequence[Part], compare_group: str = ""
    ) -> tuple[Conversation, Message]:
        """A new conversation with its first user message, all or nothing."""
        return await self.run(lambda r: r.start_conversation(title, params, parts, compare_group))

    async def get_conversation(self, conversation_id: int) -> Conversation | None:
        return await self.run(lambda r: r.get_conversation(conversation_id))

    async def list_conversations(
        self, limit: int | None = None, offset: int = 0, *, brief: bool = False
    ) -> list[Conversation]:
        return await self.run(lambda r: r.list_conversations(limit, offset, brief=brief))

    async def count_conversations(self) -> int:
        return await self.run(lambda r: r.count_conversations())

    async def list_deleted_conversations(self) -> list[Conversation]:
        return await self.run(lambda r: r.list_deleted_conversations())

    async def rename_conversation(self, conversation_id: int, title: str) -> None:
        await self.run(lambda r: r.rename_conversation(conversation_id, title))

    async def set_conversation_params(self, conversation_id: int, params: Params) -> None:
        await self.run(lambda r: r.set_conversation_params(conversation_id, params))

    async def set_compare_group(self, conversation_id: int, group: str) -> None:
        await self.run(lambda r: r.set_compare_group(conversation_id, group))

    async def set_conversation_assistant(self, conversation_id: int, assistant: str) -> None:
        await self.run(lambda r: r.set_conversation_assistant(conversation_id, assistant))

    async def knowledge_bases(self, conversation_id: int) -> list[str]:
        return await self.run(lambda r: r.knowledge_bases(conversation_id))

    async def set_knowledge_bases(self, conversation_id: int, names: Sequence[str]) -> None:
        await self.run(lambda r: r.set_knowledge_bases(conversation_id, names))

    async def set_retrieval(self, message_id: int, retrieval: str | None) -> None:
        await self.run(lambda r: r.set_retrieval(message_id, retrieval))

    async def set_response_id(
        self, message_id: int, response_id: str, status: MessageStatus | None = None
    ) -> None:
        await self.run(lambda r: r.set_response_id(message_id, response_id, status))

    async def background_replies(self) -> list[Message]:
        return await self.run(lambda r: r.background_replies())

    async def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        await self.run(lambda r: r.set_pinned(conversation_id, pinned))

    async def list_folders(self) -> list[Folder]:
        return await self.run(lambda r: r.list_folders())

    async def create_folder(self, name: str) -> Folder:
        return await self.run(lambda r: r.create_folder(name))

    async def rename_folder(self, folder_id: int, name: str) -> None:
        await self.run(lambda r: r.rename_folder(folder_id, name))

    async def delete_folder(self, folder_id: int) -> None:
        await self.run(lambda r: r.delete_folder(folder_id))

    async def set_folder(self, conversation_id: int, folder_id: int | None) -> None:
        await self.run(lambda r: r.set_folder(conversation_id, folder_id))

    async def duplicate_conversation(self, conversation_id: int, title: str) -> Conversation:
        return await self.run(lambda r: r.duplicate_conversation(conversation_id, title))

    async def delete_conversation(self, conversation_id: int) -> None:
        await self.run(lambda r: r.delete_conversation(conversation_id))

    async def restore_conversation(self, conversation_id: int) -> None:
        await self.run(lambda r: r.restore_conversation(conversation_id))

    async def purge_deleted(self, older_than_s: float) -> int:
        return await self.run(lambda r: r.purge_deleted(older_than_s))

    # ---- messages -----------------------------------------------------------------------

    async def add_message(
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
        return await self.run(
            lambda r: r.add_message(
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
        )

    async def versions(self, message_id: int) -> list[int]:
        return await self.run(lambda r: r.versions(message_id))

    async def version_positions(self, conversation_id: int) -> dict[int, tuple[int, int]]:
        return await self.run(lambda r: r.version_positions(conversation_id))

    async def answer_positions(self, conversation_id: int) -> dict[int, tuple[int, int]]:
        return await self.run(lambda r: r.answer_positions(conversation_id))

    async def show_version(self, message_id: int) -> None:
        await self.run(lambda r: r.show_version(message_id))

    async def delete_message(self, message_id: int) -> None:
        await self.run(lambda r: r.delete_message(message_id))

    async def add_choices(self, reply_id: int, count: int) -> list[Message]:
        return await self.run(lambda r: r.add_choices(reply_id, count))

    async def branch_usage(self, conversation_id: int) -> list[tuple[str, Usage]]:
        return await self.run(lambda r: r.branch_usage(conversation_id))

    async def branch_replies(self, conversation_id: int) -> list[tuple[str, Usage | None, int]]:
        return await self.run(lambda r: r.branch_replies(conversation_id))

    async def update_message(
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
        return await self.run(
            lambda r: r.update_message(
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
        )

    async def get_message(self, message_id: int) -> Message | None:
        return await self.run(lambda r: r.get_message(message_id))

    async def list_messages(
        self, conversation_id: int, *, limit: int | None = None, before_id: int | None = None
    ) -> list[Message]:
        return await self.run(
            lambda r: r.list_messages(conversation_id, limit=limit, before_id=before_id)
        )

    async def count_messages(self, conversation_id: int) -> int:
        return await self.run(lambda r: r.count_messages(conversation_id))

    async def mark_interrupted(self) -> int:
        return await self.run(lambda r: r.mark_interrupted())

    async def search(self, query: str, limit: int = 50) -> list[SearchHit]:
        return await self.run(lambda r: r.search(query, limit))

    async def add_vote(
        self,
        prompt: str,
        models: Sequence[str],
        winner: str,
        *,
        compare_group: str = "",
        params: Sequence[dict[str, Any]] = (),
    ) -> Vote:
        return await self.run(
            lambda r: r.add_vote(prompt, models, winner, compare_group=compare_group, params=params)
        )

    async def vote_params(self, vote_id: int) -> list[dict[str, Any]]:
        return await self.run(lambda r: r.vote_params(vote_id))

    async def list_votes(self, since: float | None = None) -> list[Vote]:
        return await self.run(lambda r: r.list_votes(since))

    async def outside_changes(self, conversation_id: int | None) -> tuple[int, str | None]:
        """What tells whether another process changed the history: its data version, and
        the fingerprint of ``conversation_id`` (None when not given or gone)."""

        def read(r: Repository) -> tuple[int, str | None]:
            if conversation_id is None:
                return r.data_version(), None
            return r.data_version(), fingerprints(r, [conversation_id]).get(conversation_id)

        return await self.run(read)

    async def referenced_blobs(self) -> set[str]:
        return await self.run(lambda r: r.referenced_blobs())

    async def record_blob(self, blob_hash: str, mime: str, size: int) -> None:
        await self.run(lambda r: r.record_blob(blob_hash, mime, size))


class _OnDatabaseThread:
    """AsyncRepository.blocking(): a History for worker threads."""

    def __init__(self, owner: AsyncRepository) -> None:
        self._owner = owner

    def run(self, fn: Callable[[Repository], T], /) -> T:
        return self._owner._run_blocking(fn)
