"""Operations on the history as a whole: list, search, rename, pin, folders, trash with undo,
duplicate, fork, and the columns of a saved compare. Qt-free; each is one storage trip.

The sidebar shows a compare (one conversation per column, sharing ``compare_group``)
as one entry, so rename, pin, trash and move given any of its columns apply to all of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.domain import Conversation, Folder
from app.services.compare.session import COMPARE_MARK
from app.storage import AsyncRepository, Repository
from app.storage.queries import (
    SearchResult,
    brief_listing,
    compare_group,
    entry_members,
    fork,
    search_results,
)

TRASH_DAYS = 30
FIRST_LIST_PAGE = 200  # conversations shown before the rest of a long history has loaded
SEARCH_LIMIT = 200


@dataclass(frozen=True, slots=True)
class Listing:
    conversations: list[Conversation]
    folders: list[Folder] = field(default_factory=list)
    complete: bool = True  # False: only the newest FIRST_LIST_PAGE; the rest follows


def renamed_column(old: str, title: str) -> str:
    """A compare column's new title: the compare mark, the new title and the column's own
    label (its model, or "Model A" while a blind round hides it), as the column was named."""
    _head, sep, label = old.removeprefix(COMPARE_MARK).rpartition(" · ")
    return f"{COMPARE_MARK}{title} · {label}" if sep else f"{COMPARE_MARK}{title}"


class HistoryService:
    def __init__(self, repo: AsyncRepository) -> None:
        self._repo = repo
        self._last_trashed: list[int] = []  # what undo_trash brings back (a compare: all)

    async def listing(self, *, first_page: bool = False) -> Listing:
        """The sidebar's conversations (without their parameters, with the compare group
        each belongs to) and folders."""
        limit = FIRST_LIST_PAGE if first_page else None

        def read(repo: Repository) -> Listing:
            conversations = brief_listing(repo, limit)
            complete = limit is None or len(conversations) < limit
            return Listing(conversations, repo.list_folders(), complete)

        return await self._repo.run(read)

    async def search(self, query: str) -> list[SearchResult]:
        return await self._repo.run(lambda r: search_results(r, query, SEARCH_LIMIT))

    async def members(self, conversation_id: int) -> list[Conversation]:
        """The conversations of its sidebar entry: itself, or its compare's columns."""
        return await self._repo.run(lambda r: entry_members(r, conversation_id))

    async def rename(self, conversation_id: int, title: str) -> None:
        """Rename a conversation, or a whole compare (each column keeps its label)."""

        def write(repo: Repository) -> None:
            for conv in entry_members(repo, conversation_id):
                grouped = bool(conv.compare_group)
                repo.rename_conversation(
                    conv.id, renamed_column(conv.title, title) if grouped else title
                )

        await self._repo.run(write)

    async def pin(self, conversation_id: int, on: bool) -> None:
        """Pin or unpin a conversation, or a whole compare."""

        def write(repo: Repository) -> None:
            for conv in entry_members(repo, conversation_id):
                repo.set_pinned(conv.id, on)

        await self._repo.run(write)

    async def trash(self, conversation_id: int) -> list[int]:
        """To the trash (purged after TRASH_DAYS, with its images), a compare with all its
        columns; ``undo_trash`` restores the latest. Returns the conversations trashed."""

        def write(repo: Repository) -> list[int]:
            ids = [conv.id for conv in entry_members(repo, conversation_id)]
            for cid in ids:
                repo.delete_conversation(cid)
            return ids

        self._last_trashed = await self._repo.run(write)
        return list(self._last_trashed)

    async def undo_trash(self) -> bool:
        if not self._last_trashed:
            return False
        ids, self._last_trashed = self._last_trashed, []

        def write(repo: Repository) -> None:
            for cid in ids:
                repo.restore_conversation(cid)

        await self._repo.run(write)
        return True

    async def purge_old(self) -> int:
        return await self._repo.purge_deleted(TRASH_DAYS * 86400)

    async def duplicate(self, conversation_id: int, title: str) -> Conversation:
        return await self._repo.duplicate_conversation(conversation_id, title)

    async def fork(self, conversation_id: int, message_id: int, title: str) -> Conversation:
        return await self._repo.run(lambda r: fork(r, conversation_id, message_id, title))

    async def compare_columns(self, group: str) -> list[Conversation]:
        return await self._repo.run(lambda r: compare_group(r, group))

    # ---- folders ------------------------------------------------------------------------

    async def new_folder(self, name: str, then_move: int | None = None) -> Folder:
        folder = await self._repo.create_folder(name)
        if then_move is not None:
            await self.move(then_move, folder.id)
        return folder

    async def rename_folder(self, folder_id: int, name: str) -> None:
        await self._repo.rename_folder(folder_id, name)

    async def delete_folder(self, folder_id: int) -> None:
        await self._repo.delete_folder(folder_id)

    async def move(self, conversation_id: int, folder_id: int | None) -> None:
        """File a conversation, or a whole compare, in a folder (None: in none)."""

        def write(repo: Repository) -> None:
            for conv in entry_members(repo, conversation_id):
                repo.set_folder(conv.id, folder_id)

        await self._repo.run(write)
