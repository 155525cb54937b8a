"""Schema v4: a tool call's name, arguments and result and a document's name are searchable,
in new databases and in old ones after the upgrade."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.domain import DocumentPart, ImagePart, MessageStatus, Params, TextPart, ToolCallPart
from app.storage import HIGHLIGHT_END, HIGHLIGHT_START, Repository, open_database
from app.storage.database import backups_of
from tests.support.db_fixtures import build_database

PDF = "4" * 64


def _index_terms(conn: sqlite3.Connection, table: str) -> list[tuple[str, int, int]]:
    conn.execute(f"CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, {table}, instance)")
    try:
        return conn.execute("SELECT term, doc, offset FROM temp.vocab ORDER BY 1, 2, 3").fetchall()
    finally:
        conn.execute("DROP TABLE temp.vocab")


def _assert_index_matches_stored_text(conn: sqlite3.Connection) -> None:
    """The message index holds exactly what indexing today's text would give: the upgrade
    refilled it and the triggers keep it in step. (FTS5's own integrity-check does not look
    at an external content table in this SQLite.)"""
    conn.execute(
        "CREATE VIRTUAL TABLE main.fresh_fts USING fts5 "
        "(body, tokenize = 'unicode61 remove_diacritics 2')"
    )
    try:
        conn.execute("INSERT INTO fresh_fts (rowid, body) SELECT id, body FROM message_text")
        assert _index_terms(conn, "messages_fts") == _index_terms(conn, "fresh_fts")
    finally:
        conn.execute("DROP TABLE main.fresh_fts")


def _hits(repo: Repository, word: str) -> list[int | None]:
    return [hit.message_id for hit in repo.search(word)]


def test_an_old_database_finds_words_that_are_only_in_tool_calls(tmp_path: Path) -> None:
    path = build_database("v3_tools.sql", tmp_path / "cometdesk.sqlite3")
    before = sqlite3.connect(path)
    try:  # at v3 the tool result was not indexed: the upgrade is what finds it
        assert (
            before.execute(
                "SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'drizzle'"
            ).fetchall()
            == []
        )
    finally:
        before.close()

    conn, report = open_database(path)
    try:
        assert report.migrated_from == 3 and report.backup in backups_of(path)
        repo = Repository(conn)
        assert _hits(repo, "drizzle") == [2]  # only in the tool's result
        assert _hits(repo, "metric") == [2]  # only in the call's arguments
        assert _hits(repo, "get_weather") == [2]  # the tool's name
        assert _hits(repo, "quarterly") == [3]  # only in a document's name
        assert _hits(repo, "umbrella") == [2]  # text as before
        assert _hits(repo, "Kyoto") == [2, 1]  # newest first
        snippet = repo.search("drizzle")[0].snippet
        assert f"{HIGHLIGHT_START}drizzle{HIGHLIGHT_END}" in snippet
        # A message of text parts only indexes exactly as it did at v3.
        assert conn.execute("SELECT body FROM message_text WHERE id = 1").fetchone() == (
            "Will it rain in Kyoto tomorrow?",
        )
        _assert_index_matches_stored_text(conn)

        # The triggers now index the same text: an edit, a delete, a new message.
        reply = repo.get_message(2)
        assert reply is not None
        call = reply.tool_calls[0]
        changed = ToolCallPart(call.call_id, call.name, call.arguments, result="sleet")
        repo.update_message(2, parts=[changed, TextPart("Bring an umbrella.")])
        assert _hits(repo, "drizzle") == [] and _hits(repo, "sleet") == [2]
        repo.delete_message(3)
        assert _hits(repo, "quarterly") == []
        _assert_index_matches_stored_text(conn)
    finally:
        conn.close()
    backup = sqlite3.connect(report.backup)  # the untouched v3 file
    try:
        assert backup.execute("PRAGMA user_version").fetchone() == (3,)
    finally:
        backup.close()


def test_new_tool_calls_and_documents_are_searchable(tmp_path: Path) -> None:
    conn, _ = open_database(tmp_path / "cometdesk.sqlite3")
    repo = Repository(conn)
    try:
        conv = repo.create_conversation("Lookups", Params())
        repo.add_message(
            conv.id,
            "user",
            [
                TextPart("Read this"),
                DocumentPart(blob=PDF, mime="application/pdf", name="budget-forecast.pdf"),
                ImagePart(blob="5" * 64, mime="image/png"),
            ],
        )
        reply = repo.add_message(conv.id, "assistant", [], status=MessageStatus.STREAMING)
        call = ToolCallPart("call_1", "search_wiki", '{"query": "aurora"}')
        repo.update_message(reply.id, parts=[call])  # asked for, not run yet
        assert _hits(repo, "aurora") == [reply.id] and _hits(repo, "ephemeris") == []
        done = ToolCallPart(
            "call_1", "search_wiki", '{"query": "aurora"}', status="done", result="ephemeris"
        )
        repo.update_message(reply.id, parts=[done, TextPart("Found it.")])
        assert _hits(repo, "ephemeris") == [reply.id]
        assert _hits(repo, "search_wiki") == [reply.id]
        assert _hits(repo, "budget") == [reply.id - 1]
        assert _hits(repo, "found") == [reply.id]
        _assert_index_matches_stored_text(conn)
    finally:
        repo.close()
