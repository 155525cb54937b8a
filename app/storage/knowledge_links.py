"""What ties the history to knowledge bases: the bases a conversation searches
(``conversations.knowledge_bases``, a JSON list of names) and the passages a reply was sent
with (``messages.retrieval``, JSON; read with the message as ``Message.retrieval``)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from app.storage.conversations import update_conversation
from app.storage.rows import Db, NotFoundError
from app.storage.text_safety import Scrubber


def knowledge_bases(db: Db, conversation_id: int) -> list[str]:
    """The names chosen for the conversation ([] for none, or a conversation not stored)."""
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT knowledge_bases FROM conversations WHERE id = ?", (conversation_id,)
        ).fetchone()
    if row is None or not row[0]:
        return []
    try:
        names = json.loads(row[0])
    except ValueError:
        return []  # written by hand or damaged: the chat searches nothing, as before
    return [str(n) for n in names if isinstance(n, str)] if isinstance(names, list) else []


def bases_json(names: Sequence[str], scrub: Scrubber) -> str:
    """The column's text: the names in the order given, each once."""
    return scrub.json(list(dict.fromkeys(names)), "knowledge bases")


def set_knowledge_bases(db: Db, conversation_id: int, names: Sequence[str]) -> None:
    scrub = db.scrubber()
    update_conversation(db, conversation_id, "knowledge_bases = ?", (bases_json(names, scrub),))
    scrub.report("conversation", conversation_id)


def set_retrieval(db: Db, message_id: int, retrieval: str | None) -> None:
    scrub = db.scrubber()
    with db.transaction() as conn:
        cur = conn.execute(
            "UPDATE messages SET retrieval = ? WHERE id = ?",
            (scrub.optional(retrieval, "retrieval"), message_id),
        )
        if cur.rowcount == 0:
            raise NotFoundError(f"no message {message_id}")
    scrub.report("message", message_id)
