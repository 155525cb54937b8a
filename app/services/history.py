"""Operations on the history as a whole: list, search, rename, pin, folders, trash with undo,
duplicate, fork, and the columns of a saved compare. Qt-free; each is one storage trip.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.domain import Conversation, Folder
from app.storage import AsyncRepository, Repository
from app.storage.queries import SearchResult, compare_group, fork, search_results

TRASH_DAYS = 30
FIRST_LIST_PAGE = 200  # conversations shown before the rest of a long history has loaded
SEARCH_LIMIT = 200


@dataclass(frozen=True, slots=True)
class Listing:
    conversations: list[Conversation]
    folders: list[Folder] = field(default_factory=list)
    complete: bool = True  # False: only the newest FIRST_LIST_PAGE; the rest follows


class HistoryService:
    def __init__(self, repo: AsyncRepository) -> None:
        self._repo = repo
        self.last_deleted: int | None = None

    async def listing(self, *, first_page: bool = False) -> Listing:
        """The sidebar's conversations (without their parameters) and folders."""
        limit = FIRST_LIST_PAGE if first_page else None

        def read(repo: Repository) -> Listing:
            conversations = repo.list_conversations(limit, brief=True)
            complete = limit is None or len(conversations) < limit
            return Listing(conversations, repo.list_folders(), complete)

        return await self._repo.run(read)

    async def search(self, query: str) -> list[SearchResult]:
        return await self._repo.run(lambda r: search_results(r, query, SEARCH_LIMIT))

    async def rename(self, conversation_id: int, title: str) -> None:
        await self._repo.rename_conversation(conversation_id, title)

    async def pin(self, conversation_id: int, on: bool) -> None:
        await self._repo.set_pinned(conversation_id, on)

    async def trash(self, conversation_id: int) -> None:
        """To the trash (purged after TRASH_DAYS, with its images); ``undo_trash`` restores
        the latest."""
        await self._repo.delete_conversation(conversation_id)
        self.last_deleted = conversation_id

    async def undo_trash(self) -> bool:
        if self.last_deleted is None:
            return False
        conversation_id, self.last_deleted = self.last_deleted, None
        await self._repo.restore_conversation(conversation_id)
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
            await self._repo.set_folder(then_move, folder.id)
        return folder

    async def rename_folder(self, folder_id: int, name: str) -> None:
        await self._repo.rename_folder(folder_id, name)

    async def delete_folder(self, folder_id: int) -> None:
        await self._repo.delete_folder(folder_id)

    async def move(self, conversation_id: int, folder_id: int | None) -> None:
        await self._repo.set_folder(conversation_id, folder_id)
