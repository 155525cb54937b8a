-- A Comet Desk database at schema v3 whose messages hold tool calls and a document, frozen
-- as shipped: do not edit. The schema text is what SQLite kept after the shipped V1, V2 and
-- V3 migrations (app/storage/schema.py); at v3 only text parts were searchable, so the words
-- "drizzle" (a tool result), "metric" (tool arguments) and "quarterly" (a document's name)
-- were not in the search index. Tests build a real SQLite file from it.
CREATE TABLE conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    params TEXT NOT NULL DEFAULT '{}',
    pinned INTEGER NOT NULL DEFAULT 0,
    deleted_at REAL
, folder_id INTEGER
    REFERENCES folders (id) ON DELETE SET NULL);
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
, parent_id INTEGER, active INTEGER NOT NULL DEFAULT 1);
CREATE INDEX messages_by_conversation ON messages (conversation_id, id);
CREATE INDEX messages_streaming ON messages (status) WHERE status = 'streaming';
CREATE TABLE blobs (
    hash TEXT PRIMARY KEY,
    mime TEXT NOT NULL,
    size INTEGER,
    created_at REAL NOT NULL
) WITHOUT ROWID;
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
    SELECT id, (SELECT group_concat(json_extract(p.value, '$.text'), char(10)) FROM json_each(messages.parts) AS p WHERE json_extract(p.value, '$.type') = 'text') AS body FROM messages;
CREATE VIRTUAL TABLE messages_fts USING fts5 (
    body, content = 'message_text', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts (rowid, body)
        VALUES (new.id, (SELECT group_concat(json_extract(p.value, '$.text'), char(10)) FROM json_each(new.parts) AS p WHERE json_extract(p.value, '$.type') = 'text'));
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body)
        VALUES ('delete', old.id, (SELECT group_concat(json_extract(p.value, '$.text'), char(10)) FROM json_each(old.parts) AS p WHERE json_extract(p.value, '$.type') = 'text'));
END;
CREATE TRIGGER messages_fts_update AFTER UPDATE OF parts ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body)
        VALUES ('delete', old.id, (SELECT group_concat(json_extract(p.value, '$.text'), char(10)) FROM json_each(old.parts) AS p WHERE json_extract(p.value, '$.type') = 'text'));
    INSERT INTO messages_fts (rowid, body)
        VALUES (new.id, (SELECT group_concat(json_extract(p.value, '$.text'), char(10)) FROM json_each(new.parts) AS p WHERE json_extract(p.value, '$.type') = 'text'));
END;
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
CREATE INDEX messages_on_branch ON messages (conversation_id, active, id);
CREATE INDEX messages_by_parent ON messages (parent_id);
CREATE TABLE folders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
CREATE INDEX conversations_by_folder ON conversations (folder_id) WHERE folder_id IS NOT NULL;
INSERT INTO conversations (id, title, created_at, updated_at, params, pinned, deleted_at, folder_id) VALUES
 (1, 'Weather', 1730000000.0, 1730000060.0, '{"model":"gpt-4o"}', 0, NULL, NULL),
 (2, 'Report summary', 1730001000.0, 1730001060.0, '{"model":"gpt-4o"}', 0, NULL, NULL);
INSERT INTO messages (id, conversation_id, role, parts, model, params, usage, finish_reason, status, error, reasoning, created_at, updated_at, parent_id, active) VALUES
 (1, 1, 'user', '[{"text":"Will it rain in Kyoto tomorrow?","type":"text"}]', '', NULL, NULL, NULL, 'complete', NULL, '', 1730000001.0, 1730000001.0, NULL, 1),
 (2, 1, 'assistant', '[{"call_id":"call_7","name":"get_weather","arguments":"{\"city\": \"Kyoto\", \"units\": \"metric\"}","type":"tool_call","round":0,"status":"done","result":"{\"forecast\": \"drizzle\", \"humidity\": 81}","is_json":true,"error":"","server":"weather","tool":"forecast","ran_arguments":"","images":[],"duration_s":0.4,"approval":"once"},{"text":"Bring an umbrella.","type":"text"}]', 'gpt-4o', NULL, NULL, 'stop', 'complete', NULL, '', 1730000002.0, 1730000002.0, 1, 1),
 (3, 2, 'user', '[{"text":"Summarise this, please","type":"text"},{"blob":"4444444444444444444444444444444444444444444444444444444444444444","mime":"application/pdf","name":"quarterly-report.pdf","text_blob":"3333333333333333333333333333333333333333333333333333333333333333","pages":3,"page_range":null,"send":"text","size":2048,"images":[],"type":"document"}]', '', NULL, NULL, NULL, 'complete', NULL, '', 1730001003.0, 1730001003.0, NULL, 1),
 (4, 2, 'assistant', '[{"text":"Revenue grew.","type":"text"}]', 'gpt-4o', NULL, NULL, 'stop', 'complete', NULL, '', 1730001004.0, 1730001004.0, 3, 1);
INSERT INTO blobs (hash, mime, size, created_at) VALUES ('4444444444444444444444444444444444444444444444444444444444444444', 'application/pdf', 2048, 1730001000.0);
PRAGMA user_version = 3;
