"""Reads and changes that need several steps, done in one trip to the storage thread.

Each function takes the synchronous Repository, so ``AsyncRepository.run(lambda r: f(r, …))``
answers in one hop instead of one hop per step.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from app.domain import Conversation, Params
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
    active), without their parameters except the compare each belongs to, so a compare's
    columns can be shown as one entry. Parsing only that key keeps 10,000 rows fast."""
    rows = repo.connection.execute(
        "SELECT id, title, created_at, updated_at, pinned, folder_id, "
        "json_extract(params, '$.compare_group') FROM conversations WHERE deleted_at IS NULL "
        "ORDER BY pinned DESC, updated_at DESC, id DESC LIMIT ?",
        (-1 if limit is None else limit,),
    ).fetchall()
    # Params are frozen: one shared instance per group (and one for the rest) is cheaper
    # than building 10,000 equal ones.
    shared: dict[str, Params] = {"": Params()}
    out = []
    for cid, title, created, updated, pinned, folder, group in rows:
        params = shared.get(group or "")
        if params is None:
            params = shared[group] = Params(compare_group=group)
        out.append(Conversation(cid, title, created, updated, params, bool(pinned), folder))
    return out


def entry_members(repo: Repository, conversation_id: int) -> list[Conversation]:
    """What the sidebar shows as one entry: the conversation alone, or every live column of
    the compare it belongs to (in column order). Empty if it does not exist."""
    conv = repo.get_conversation(conversation_id)
    if conv is None:
        return []
    if not conv.params.compare_group:
        return [conv]
    return compare_group(repo, conv.params.compare_group) or [conv]


def compare_group(repo: Repository, group: str) -> list[Conversation]:
    """The live conversations (columns) of one compare, in column order."""
    rows = repo.connection.execute(
        f"SELECT {CONVERSATION_COLUMNS} FROM conversations "
        "WHERE deleted_at IS NULL AND json_extract(params, '$.compare_group') = ? ORDER BY id",
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
        params=replace(conv.params, compare_group=""),  # a fork is a chat of its own
        pinned=False,
        messages=tuple(upto),
    )
    new_id = repo.import_conversations([snap]).conversation_ids[0]
    if conv.folder_id is not None:
        repo.set_folder(new_id, conv.folder_id)
    forked = repo.get_conversation(new_id)
    assert forked is not None
    return forked
