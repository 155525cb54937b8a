"""What sync reads cheaply: a fingerprint of each conversation, so a round rebuilds (reads
every message of, serialises, hashes) only the conversations that changed since they were
last sent, not the whole history every time."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from app.domain import Conversation
from app.storage.repository import Repository
from app.storage.rows import CONVERSATION_COLUMNS, row_to_conversation

# The conversation's row (with its folder's name: renaming a folder changes its chats'
# records) and a summary of its messages that any added, removed, finished or replaced
# message changes. The last two columns (the assistant, the knowledge bases) count only
# when set: see _fingerprint.
_FINGERPRINTS = """
SELECT c.id, c.title, c.pinned, c.params, c.deleted_at IS NULL, c.compare_group, f.name,
       m.n, m.last_id, m.updated, m.complete, m.replaced, c.assistant, c.knowledge_bases
FROM conversations AS c
LEFT JOIN folders AS f ON f.id = c.folder_id
LEFT JOIN (
    SELECT conversation_id, count(*) AS n, max(id) AS last_id, total(updated_at) AS updated,
           sum(status = 'complete') AS complete, sum(replaced_by IS NOT NULL) AS replaced
    FROM messages {where_messages} GROUP BY conversation_id
) AS m ON m.conversation_id = c.id
{where_conversations}
"""


def fingerprints(repo: Repository, ids: Sequence[int] | None = None) -> dict[int, str]:
    """Conversation id → fingerprint, for every conversation (trash included) or ``ids``."""
    if ids is None:
        sql = _FINGERPRINTS.format(where_messages="", where_conversations="")
        rows = repo.connection.execute(sql).fetchall()
    else:
        marks = ",".join("?" * len(ids))
        sql = _FINGERPRINTS.format(
            where_messages=f"WHERE conversation_id IN ({marks})",
            where_conversations=f"WHERE c.id IN ({marks})",
        )
        rows = repo.connection.execute(sql, [*ids, *ids]).fetchall()
    return {int(row[0]): _fingerprint(tuple(row)) for row in rows}


def _fingerprint(row: tuple[Any, ...]) -> str:
    """A chat with no assistant and no knowledge bases keeps the fingerprint it had before
    they counted (after an upgrade no record is rebuilt, no chat shows as waiting to sync);
    one with either changes when either does, so that change is sent."""
    summary, assistant, bases = row[1:12], row[12], row[13]
    if assistant or (bases or "[]") != "[]":
        summary = (*summary, assistant, bases)
    return hashlib.sha256(repr(summary).encode()).hexdigest()


def conversation_any(repo: Repository, conversation_id: int) -> tuple[Conversation, bool] | None:
    """The conversation, live or in the trash (and whether it is there); None when gone."""
    row = repo.connection.execute(
        f"SELECT {CONVERSATION_COLUMNS}, deleted_at IS NOT NULL FROM conversations WHERE id = ?",
        (conversation_id,),
    ).fetchone()
    if row is None:
        return None
    return row_to_conversation(tuple(row[:-1])), bool(row[-1])


def shown_branch(repo: Repository, conversation_id: int) -> list[int]:
    """The ids of the branch on screen, first to last (empty when there is none)."""
    row = repo.connection.execute(
        "SELECT max(id) FROM messages WHERE conversation_id = ? AND active = 1",
        (conversation_id,),
    ).fetchone()
    if row is None or row[0] is None:
        return []
    rows = repo.connection.execute(
        "WITH RECURSIVE branch(id, depth) AS (SELECT ?, 0 UNION ALL "
        "SELECT m.parent_id, branch.depth + 1 FROM messages AS m JOIN branch ON m.id = branch.id "
        "WHERE m.parent_id IS NOT NULL) SELECT id FROM branch ORDER BY depth DESC",
        (int(row[0]),),
    ).fetchall()
    return [int(r[0]) for r in rows]


__all__ = ["conversation_any", "fingerprints", "shown_branch"]
