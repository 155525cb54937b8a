"""What sync reads cheaply: a fingerprint of each conversation, so a round reads and
compares field by field only the conversations that changed since they were last synced,
not the whole history every time; and a conversation read whatever its place."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from app.domain import Conversation
from app.storage.repository import Repository
from app.storage.rows import CONVERSATION_COLUMNS, row_to_conversation

# The conversation's row (with its folder's name: renaming a folder changes its chats'
# fields) and a summary of its messages that any added, removed, finished, replaced or
# newly shown message changes. Times are summed as whole milliseconds: a sum of floats
# depends on the order it is taken in, and the fingerprint of one conversation must not
# depend on whether it was read alone or with all the others.
_FINGERPRINTS = """
SELECT c.id, c.title, c.pinned, c.params, c.deleted_at IS NULL, c.compare_group, f.name,
       m.n, m.last_id, m.updated, m.complete, m.replaced, m.leaf, c.assistant,
       c.knowledge_bases
FROM conversations AS c
LEFT JOIN folders AS f ON f.id = c.folder_id
LEFT JOIN (
    SELECT conversation_id, count(*) AS n, max(id) AS last_id,
           sum(CAST(round(updated_at * 1000) AS INTEGER)) AS updated,
           sum(status = 'complete') AS complete, sum(replaced_by IS NOT NULL) AS replaced,
           max(CASE WHEN active THEN id END) AS leaf
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
    return {int(row[0]): hashlib.sha256(repr(tuple(row)[1:]).encode()).hexdigest() for row in rows}


def conversation_any(repo: Repository, conversation_id: int) -> tuple[Conversation, bool] | None:
    """The conversation, live or in the trash (and whether it is there); None when gone."""
    row = repo.connection.execute(
        f"SELECT {CONVERSATION_COLUMNS}, deleted_at IS NOT NULL FROM conversations WHERE id = ?",
        (conversation_id,),
    ).fetchone()
    if row is None:
        return None
    return row_to_conversation(tuple(row[:-1])), bool(row[-1])


def message_parents(repo: Repository, ids: Sequence[int]) -> dict[int, int | None]:
    """Message id → the id of the message it follows (None for a first one)."""
    found: dict[int, int | None] = {}
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        marks = ",".join("?" * len(chunk))
        for mid, parent in repo.connection.execute(
            f"SELECT id, parent_id FROM messages WHERE id IN ({marks})", chunk
        ):
            found[int(mid)] = None if parent is None else int(parent)
    return found


__all__ = ["conversation_any", "fingerprints", "message_parents"]
