"""The database schema as an ordered list of migrations; index + 1 is the user_version.

Never edit a migration that has shipped: append a new one. Old-schema fixtures under
tests/support/db_fixtures/ prove that each step still upgrades real data.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence

# A migration is either an SQL script or a function run inside the migration's transaction.
Migration = str | Callable[[sqlite3.Connection], None]

# The text of a message, for search, as v1 shipped it: its text parts joined by newlines.
# Shared by the view (what FTS5 reads back for snippets) and the triggers (what it indexes),
# which must agree. Replaced in v4 (below).
_TEXT_OF = (
    "(SELECT group_concat(json_extract(p.value, '$.text'), char(10)) "
    "FROM json_each({parts}) AS p WHERE json_extract(p.value, '$.type') = 'text')"
)

V1 = f"""
CREATE TABLE conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    params TEXT NOT NULL DEFAULT '{{}}',
    pinned INTEGER NOT NULL DEFAULT 0,
    deleted_at REAL
);
CREATE INDEX conversations_by_activity
    ON conversations (pinned, updated_at) WHERE deleted_at IS NULL;

CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    parts TEXT NOT NULL DEFAULT '[]',
    model TEXT NOT NULL DEFAULT '',
    params TEXT,
    usage TEXT,
    finish_reason TEXT,
    status TEXT NOT NULL,
    error TEXT,
    reasoning TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX messages_by_conversation ON messages (conversation_id, id);
-- mark_interrupted() runs at every start-up; this keeps it instant on a large history.
CREATE INDEX messages_streaming ON messages (status) WHERE status = 'streaming';

CREATE TABLE blobs (
    hash TEXT PRIMARY KEY,
    mime TEXT NOT NULL,
    size INTEGER,
    created_at REAL NOT NULL
) WITHOUT ROWID;

-- Full-text search. External content: the index stores no second copy of the text.
CREATE VIRTUAL TABLE conversations_fts USING fts5 (
    title, content = 'conversations', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER conversations_fts_insert AFTER INSERT ON conversations BEGIN
    INSERT INTO conversations_fts (rowid, title) VALUES (new.id, new.title);
END;
CREATE TRIGGER conversations_fts_delete AFTER DELETE ON conversations BEGIN
    INSERT INTO conversations_fts (conversations_fts, rowid, title)
        VALUES ('delete', old.id, old.title);
END;
CREATE TRIGGER conversations_fts_update AFTER UPDATE OF title ON conversations BEGIN
    INSERT INTO conversations_fts (conversations_fts, rowid, title)
        VALUES ('delete', old.id, old.title);
    INSERT INTO conversations_fts (rowid, title) VALUES (new.id, new.title);
END;

CREATE VIEW message_text AS
    SELECT id, {_TEXT_OF.format(parts="messages.parts")} AS body FROM messages;
CREATE VIRTUAL TABLE messages_fts USING fts5 (
    body, content = 'message_text', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts (rowid, body)
        VALUES (new.id, {_TEXT_OF.format(parts="new.parts")});
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body)
        VALUES ('delete', old.id, {_TEXT_OF.format(parts="old.parts")});
END;
CREATE TRIGGER messages_fts_update AFTER UPDATE OF parts ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body)
        VALUES ('delete', old.id, {_TEXT_OF.format(parts="old.parts")});
    INSERT INTO messages_fts (rowid, body)
        VALUES (new.id, {_TEXT_OF.format(parts="new.parts")});
END;
"""

# v2: votes from the blind arena (compare mode). One row per vote: the prompt, the models
# shown (in column order), the winner (a model id, or "tie" / "all_bad"), and the params.
V2 = """
CREATE TABLE votes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at REAL NOT NULL,
    compare_group TEXT NOT NULL DEFAULT '',
    prompt TEXT NOT NULL,
    models TEXT NOT NULL,
    winner TEXT NOT NULL,
    params TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX votes_by_time ON votes (created_at);
"""

# v3: message versions and folders.
# Versions: messages form a tree. parent_id is the message this one answers or follows
# (NULL for the first); siblings (same parent) are versions of one turn: a regenerated reply,
# an edited question. `active` marks the branch on screen, so the transcript still reads one
# indexed range (conversation_id, active, id) and lazy loading stays a simple keyset query.
# Existing history is one straight line: each message's parent is the one before it.
# Folders: a conversation sits in at most one; deleting a folder leaves its chats unfiled.
V3 = """
ALTER TABLE messages ADD COLUMN parent_id INTEGER;
ALTER TABLE messages ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
UPDATE messages SET parent_id = (
    SELECT max(prev.id) FROM messages AS prev
    WHERE prev.conversation_id = messages.conversation_id AND prev.id < messages.id
);
CREATE INDEX messages_on_branch ON messages (conversation_id, active, id);
CREATE INDEX messages_by_parent ON messages (parent_id);

CREATE TABLE folders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
ALTER TABLE conversations ADD COLUMN folder_id INTEGER
    REFERENCES folders (id) ON DELETE SET NULL;
CREATE INDEX conversations_by_folder ON conversations (folder_id) WHERE folder_id IS NOT NULL;
"""

# v4: tool calls and documents are searchable. A message's indexed text was its text parts
# only; now it also holds each tool call's name, arguments and result, and each document's
# name, in the order of its parts (text-only messages index exactly as before, so their
# snippets do not change). The view and the triggers are replaced together (they must agree:
# FTS5 deletes an entry by re-reading its text), then the index is refilled from the view;
# 'rebuild' cannot read an external-content view, so it is emptied and refilled by hand.
_TEXT_OF_V4 = (
    "(SELECT group_concat(CASE json_extract(p.value, '$.type') "
    "WHEN 'text' THEN json_extract(p.value, '$.text') "
    "WHEN 'tool_call' THEN coalesce(json_extract(p.value, '$.name'), '') || char(10) || "
    "coalesce(json_extract(p.value, '$.arguments'), '') || char(10) || "
    "coalesce(json_extract(p.value, '$.result'), '') "
    "WHEN 'document' THEN json_extract(p.value, '$.name') END, char(10)) "
    "FROM json_each({parts}) AS p)"
)

V4 = f"""
DROP TRIGGER messages_fts_insert;
DROP TRIGGER messages_fts_delete;
DROP TRIGGER messages_fts_update;
DROP VIEW message_text;
CREATE VIEW message_text AS
    SELECT id, {_TEXT_OF_V4.format(parts="messages.parts")} AS body FROM messages;
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts (rowid, body)
        VALUES (new.id, {_TEXT_OF_V4.format(parts="new.parts")});
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body)
        VALUES ('delete', old.id, {_TEXT_OF_V4.format(parts="old.parts")});
END;
CREATE TRIGGER messages_fts_update AFTER UPDATE OF parts ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body)
        VALUES ('delete', old.id, {_TEXT_OF_V4.format(parts="old.parts")});
    INSERT INTO messages_fts (rowid, body)
        VALUES (new.id, {_TEXT_OF_V4.format(parts="new.parts")});
END;
INSERT INTO messages_fts (messages_fts) VALUES ('delete-all');
INSERT INTO messages_fts (rowid, body) SELECT id, body FROM message_text;
"""

# v5: a conversation's compare group is a column of its own. It was a key of its params
# JSON, but it is not a request parameter: it says which side-by-side compare the
# conversation is a column of. The value moves to the column and the key leaves the params
# (of the conversation, and of its messages, which carried a copy). Params that are not
# valid JSON (never written by the app) are left alone rather than failing the upgrade.
_HAS_GROUP = (
    "CASE WHEN json_valid(params) THEN json_type(params, '$.compare_group') IS NOT NULL ELSE 0 END"
)
V5 = f"""
ALTER TABLE conversations ADD COLUMN compare_group TEXT NOT NULL DEFAULT '';
UPDATE conversations
    SET compare_group = coalesce(json_extract(params, '$.compare_group'), ''),
        params = json_remove(params, '$.compare_group')
    WHERE {_HAS_GROUP};
UPDATE messages SET params = json_remove(params, '$.compare_group')
    WHERE params IS NOT NULL AND {_HAS_GROUP};
-- Only compare columns are indexed: the few rows the compare's lookup reads.
CREATE INDEX conversations_by_compare_group
    ON conversations (compare_group) WHERE compare_group != '';
"""

# v6: what a reply's failure was and how long the reply took, and retries of failed replies.
# error_kind: the kind of failure (app.domain.ErrorKind; '' for none: a failed reply stored
# before kinds existed reads as "other"). first_token_s / duration_s: seconds from the
# request to the reply's first token and to its end, so every reply keeps its figures
# (NULL: not measured). replaced_by: a failed attempt that a retry replaced points at the
# reply that replaced it; it stays stored but is no longer a version. Nothing existing is
# rewritten: every old row reads as before.
V6 = """
ALTER TABLE messages ADD COLUMN error_kind TEXT NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN first_token_s REAL;
ALTER TABLE messages ADD COLUMN duration_s REAL;
ALTER TABLE messages ADD COLUMN replaced_by INTEGER;
-- Only replaced attempts are indexed: the few rows a page of the transcript looks up.
CREATE INDEX messages_replaced ON messages (conversation_id, replaced_by)
    WHERE replaced_by IS NOT NULL;
"""

# v7: a reply's token probabilities (asked for with "Show probabilities"): the chosen
# tokens, their log probabilities and the alternatives, packed as one compact JSON text
# (app.domain.logprobs); NULL for every reply without them, so old rows read as before and
# a page of the transcript reads one more column. Nothing existing is rewritten.
V7 = """
ALTER TABLE messages ADD COLUMN logprobs TEXT;
"""

# v8: what a conversation is set up with, and replies the server keeps. assistant: the id
# of the assistant the chat was started with ('' for none; its instructions were copied
# into the chat, so a later change to the assistant rewrites nothing). knowledge_bases: the
# names of the knowledge bases the chat searches, as a JSON list. A reply's retrieval: the
# passages that were found and sent with its request, as JSON (NULL: none). A reply's
# response_id: the id /v1/responses gave it, so a later turn can point at it and a reply
# still running on the server ('background') can be polled after a restart. Nothing
# existing is rewritten.
V8 = """
ALTER TABLE conversations ADD COLUMN assistant TEXT NOT NULL DEFAULT '';
ALTER TABLE conversations ADD COLUMN knowledge_bases TEXT NOT NULL DEFAULT '[]';
ALTER TABLE messages ADD COLUMN retrieval TEXT;
ALTER TABLE messages ADD COLUMN response_id TEXT;
-- Only replies still running on the server are indexed: the few rows start-up looks for.
CREATE INDEX messages_background ON messages (status) WHERE status = 'background';
"""

# v9: the uid sync knows a conversation or message by, when it came from another machine
# (NULL for one made here: sync keeps those in its own state). Written with the row, in the
# same transaction, so a crash between writing what was received and sync recording it
# cannot make a received message look new here (and be sent back as a copy).
V9 = """
ALTER TABLE conversations ADD COLUMN sync_uid TEXT;
ALTER TABLE messages ADD COLUMN sync_uid TEXT;
CREATE UNIQUE INDEX conversations_by_sync_uid ON conversations (sync_uid)
    WHERE sync_uid IS NOT NULL;
CREATE UNIQUE INDEX messages_by_sync_uid ON messages (sync_uid) WHERE sync_uid IS NOT NULL;
"""

MIGRATIONS: Sequence[Migration] = (V1, V2, V3, V4, V5, V6, V7, V8, V9)
SCHEMA_VERSION = len(MIGRATIONS)
