"""Full-text search over titles and messages (FTS5), with a repair for a damaged index."""

from __future__ import annotations

import logging
import sqlite3

from app.storage.errors import is_damage
from app.storage.recovery import rebuild_fts
from app.storage.rows import Db, SearchHit
from app.storage.search_query import HIGHLIGHT_END, HIGHLIGHT_START, fts_query

log = logging.getLogger(__name__)

SNIPPET_TOKENS = 16


def search(db: Db, query: str, limit: int = 50) -> list[SearchHit]:
    """Conversations whose title matches, then messages, newest first.

    Any text is safe: it is quoted word by word (see fts_query), never parsed as syntax.
    Newest-first lets FTS5 stop after `limit` hits instead of ranking every match of a
    common word. A damaged search index (the quick check at start-up cannot see inside
    it) is rebuilt from the stored rows once, and the search runs again.
    """
    try:
        return _search(db.conn, query, limit)
    except sqlite3.DatabaseError as err:
        if not is_damage(err):
            raise
        log.warning("the search index is damaged (%s); rebuilding it", err)
        rebuild_search_index(db)
    return _search(db.conn, query, limit)


def _search(conn: sqlite3.Connection, query: str, limit: int) -> list[SearchHit]:
    match = fts_query(query)
    if match is None or limit <= 0:
        return []
    hits = [
        SearchHit(cid, None, title, snippet)
        for cid, title, snippet in conn.execute(
            "SELECT c.id, c.title, highlight(conversations_fts, 0, ?, ?) "
            "FROM conversations_fts JOIN conversations AS c "
            "ON c.id = conversations_fts.rowid "
            "WHERE conversations_fts MATCH ? AND c.deleted_at IS NULL "
            "ORDER BY c.updated_at DESC LIMIT ?",
            (HIGHLIGHT_START, HIGHLIGHT_END, match, limit),
        )
    ]
    if len(hits) < limit:
        hits += [
            SearchHit(cid, mid, title, snippet)
            for cid, mid, title, snippet in conn.execute(
                "SELECT m.conversation_id, m.id, c.title, "
                "snippet(messages_fts, 0, ?, ?, '…', ?) "
                "FROM messages_fts JOIN messages AS m ON m.id = messages_fts.rowid "
                "JOIN conversations AS c ON c.id = m.conversation_id "
                "WHERE messages_fts MATCH ? AND c.deleted_at IS NULL "
                "ORDER BY messages_fts.rowid DESC LIMIT ?",
                (HIGHLIGHT_START, HIGHLIGHT_END, SNIPPET_TOKENS, match, limit - len(hits)),
            )
        ]
    return hits


def rebuild_search_index(db: Db) -> None:
    """Re-index everything from the stored text (a repair tool; triggers keep it in sync)."""
    with db.transaction() as conn:
        rebuild_fts(conn)
