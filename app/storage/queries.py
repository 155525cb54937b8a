"""Reads and changes that need several steps, done in one trip to the storage thread.

Each function takes the synchronous Repository, so ``AsyncRepository.run(lambda r: f(r, …))``
answers in one hop instead of one hop per step.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from app.domain import Conversation
from app.storage.repository import Repository
from app.storage.rows import CONVERSATION_COLUMNS, ConversationSnapshot, row_to_conversation


@dataclass(frozen=True, slots=True)
class SearchResult:
    """A conversation found by a search; ``message_id`` None when its title matched."""

    conversation: Conversation
    message_id: int | None
    snippet_html: str


def search_results(repo: Repository, query: str, limit: int = 200) -> list[SearchResult]:
    """One result per conversation, in the order the search ranks them."""
    out: dict[int, SearchResult] = {}
    for hit in repo.search(query, limit=limit):
        if hit.conversation_id in out:
            continue
        conv = repo.get_conversation(hit.conversation_id)
        if conv is not None:
            out[conv.id] = SearchResult(conv, hit.message_id, hit.snippet_html())
    return list(out.values())


def brief_listing(repo: Repository, limit: int | None = None) -> list[Conversation]:
    """Live conversations as the sidebar lists them (pinned first, then the most recently
    active), without their parameters but with the compare each belongs to, so a compare's
    columns can be shown as one entry. Not parsing params keeps 10,000 rows fast."""
    return repo.list_conversations(limit, brief=True)


def entry_members(repo: Repository, conversation_id: int) -> list[Conversation]:
    """What the sidebar shows as one entry: the conversation alone, or every live column of
    the compare it belongs to (in column order). Empty if it does not exist."""
    conv = repo.get_conversation(conversation_id)
    if conv is None:
        return []
    if not conv.compare_group:
        return [conv]
    return compare_group(repo, conv.compare_group) or [conv]


def compare_group(repo: Repository, group: str) -> list[Conversation]:
    """The live conversations (columns) of one compare, in column order."""
    # "compare_group != ''" lets SQLite use its partial index (of compare columns only).
    rows = repo.connection.execute(
        f"SELECT {CONVERSATION_COLUMNS} FROM conversations "
        "WHERE compare_group = ? AND compare_group != '' AND deleted_at IS NULL ORDER BY id",
        (group,),
    ).fetchall()
    return [row_to_conversation(r) for r in rows]


def fork(repo: Repository, conversation_id: int, message_id: int, title: str) -> Conversation:
    """A new conversation holding the branch on screen up to and including ``message_id``."""
    conv = repo.get_conversation(conversation_id)
    if conv is None:
        raise LookupError(f"no conversation {conversation_id}")
    branch = repo.list_messages(conversation_id)
    upto = [m for m in branch if m.id <= message_id]
    now = time.time()
    snap = ConversationSnapshot(
        title=title,
        created_at=now,
        updated_at=now,
        params=conv.params,
        pinned=False,
        messages=tuple(upto),
        compare_group="",  # a fork is a chat of its own
        assistant=conv.assistant,
        knowledge_bases=tuple(repo.knowledge_bases(conversation_id)),
    )
    new_id = repo.import_conversations([snap]).conversation_ids[0]
    if conv.folder_id is not None:
        repo.set_folder(new_id, conv.folder_id)
    forked = repo.get_conversation(new_id)
    assert forked is not None
    return forked
