-- A Comet Desk database at schema v1, frozen as shipped: do not edit.
-- Tests build a real SQLite file from it and check that every later migration keeps its
-- data. The schema text is a copy of app/storage/schema.py V1 at the time v1 shipped.
CREATE TABLE conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    params TEXT NOT NULL DEFAULT '{}',
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
INSERT INTO conversations (id, title, created_at, updated_at, params, pinned, deleted_at) VALUES
 (1, 'Trip to Lisbon', 1714550400.25, 1714554000.5, '{"model":"gpt-4o","temperature":0.7,"top_p":null,"max_tokens":800,"presence_penalty":null,"frequency_penalty":null,"stop":[],"seed":null,"reasoning_effort":null,"system_prompt":"Be brief.","stream":true,"extra":{}}', 1, NULL),
 (2, 'Describe this photo', 1714560000.0, 1714560100.0, '{"model":"gpt-4o-mini"}', 0, NULL),
 (3, 'Old chat in the trash', 1714400000.0, 1714400000.0, '{}', 0, 1714500000.0);
INSERT INTO messages (id, conversation_id, role, parts, model, params, usage, finish_reason, status, error, reasoning, created_at, updated_at) VALUES
 (1, 1, 'user', '[{"text":"Plan three days in Lisbon with pastel de nata stops","type":"text"}]', '', NULL, NULL, NULL, 'complete', NULL, '', 1714550400.25, 1714550400.25),
 (2, 1, 'assistant', '[{"text":"Day 1: Alfama and the tram 28. Day 2: Belém, pastel de nata at the famous bakery. Day 3: Sintra.","type":"text"}]', 'gpt-4o', '{"model":"gpt-4o","temperature":0.7}', '{"prompt_tokens":21,"completion_tokens":30,"reasoning_tokens":0,"cached_tokens":0}', 'stop', 'complete', NULL, '', 1714550401.0, 1714550409.0),
 (3, 1, 'user', '[{"text":"And a rainy day plan?","type":"text"}]', '', NULL, NULL, NULL, 'complete', NULL, '', 1714553990.0, 1714553990.0),
 (4, 1, 'assistant', '[{"text":"If it rains, the Gulbenkian muse","type":"text"}]', 'gpt-4o', NULL, NULL, NULL, 'streaming', NULL, '', 1714553991.0, 1714554000.5),
 (5, 2, 'user', '[{"text":"What is in this picture?","type":"text"},{"blob":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08","mime":"image/png","width":640,"height":480,"detail":"low","type":"image"}]', '', NULL, NULL, NULL, 'complete', NULL, '', 1714560000.0, 1714560000.0),
 (6, 2, 'assistant', '[]', 'gpt-4o-mini', NULL, NULL, NULL, 'error', 'Rate limited (429)', '', 1714560001.0, 1714560100.0),
 (7, 3, 'user', '[{"text":"forgotten words","type":"text"}]', '', NULL, NULL, NULL, 'complete', NULL, '', 1714400000.0, 1714400000.0);
INSERT INTO blobs (hash, mime, size, created_at) VALUES ('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'image/png', 4, 1714560000.0);
PRAGMA user_version = 1;
