-- 001: memories (plaintext + vector), sealed fields apart, versions by lineage, edges, decision log,
-- conflicts, people and entities, keyword index. Timestamps are UTC ISO-8601 text ("...Z"), sortable.

-- Plaintext fields used for search and filtering, and the embedding with the model that made it.
CREATE TABLE memories (
    id                  TEXT PRIMARY KEY,
    lineage_id          TEXT NOT NULL,
    version             INTEGER NOT NULL DEFAULT 1,
    previous_version_id TEXT,
    superseded_by       TEXT,
    status              TEXT NOT NULL CHECK (status IN ('active', 'superseded', 'deleted')),
    user_id             TEXT NOT NULL,
    team_id             TEXT,
    summary             TEXT,
    category            TEXT,
    keywords            TEXT NOT NULL DEFAULT '[]',
    importance          REAL NOT NULL DEFAULT 0.5,
    confidence          REAL NOT NULL DEFAULT 0.8,
    source_type         TEXT NOT NULL,
    source              TEXT,
    source_ref          TEXT,
    source_url          TEXT,
    thread_id           TEXT,
    created_at          TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    deleted_at          TEXT,
    delete_reason       TEXT,
    content_hash        TEXT NOT NULL,
    embedding           BLOB,
    embedding_model     TEXT,
    embedding_dim       INTEGER,
    change_seq          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ix_memories_user_status ON memories (user_id, status);
CREATE INDEX ix_memories_lineage ON memories (lineage_id, version);
CREATE INDEX ix_memories_hash ON memories (user_id, content_hash);
CREATE INDEX ix_memories_change ON memories (change_seq);
CREATE INDEX ix_memories_thread ON memories (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX ix_memories_source_ref ON memories (user_id, source, source_ref) WHERE source_ref IS NOT NULL;

-- Fields a client-side vault will encrypt (title, full content, people, entities, projects, metadata).
CREATE TABLE memory_sealed (
    memory_id TEXT PRIMARY KEY REFERENCES memories (id) ON DELETE CASCADE,
    title     TEXT,
    content   TEXT NOT NULL,
    people    TEXT NOT NULL DEFAULT '[]',
    entities  TEXT NOT NULL DEFAULT '[]',
    projects  TEXT NOT NULL DEFAULT '[]',
    metadata  TEXT NOT NULL DEFAULT '{}'
);

-- Keyword index over pre-tokenized text (Korean particles stripped, see mnemo.text.tokenize); rowid is
-- memories.rowid.
CREATE VIRTUAL TABLE memories_fts USING fts5 (terms, tokenize = 'porter unicode61 remove_diacritics 2');

CREATE TABLE edges (
    id         TEXT PRIMARY KEY,
    type       TEXT NOT NULL,
    source_id  TEXT NOT NULL,
    target_id  TEXT NOT NULL,
    confidence REAL NOT NULL DEFAULT 1.0,
    evidence   TEXT,
    user_id    TEXT NOT NULL,
    created_at TEXT NOT NULL,
    removed_at TEXT,
    metadata   TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX ix_edges_source ON edges (source_id, type);
CREATE INDEX ix_edges_target ON edges (target_id, type);

CREATE TABLE decision_log (
    id                 TEXT PRIMARY KEY,
    timestamp          TEXT NOT NULL,
    user_id            TEXT NOT NULL,
    decision           TEXT NOT NULL,
    input_memory_id    TEXT NOT NULL,
    target_memory_id   TEXT,
    similarity_score   REAL,
    reason             TEXT NOT NULL,
    action             TEXT NOT NULL,
    status             TEXT NOT NULL,
    processing_time_ms REAL NOT NULL
);
CREATE INDEX ix_log_user_time ON decision_log (user_id, timestamp);
CREATE INDEX ix_log_decision_time ON decision_log (decision, timestamp);
CREATE INDEX ix_log_time ON decision_log (timestamp);

CREATE TABLE conflicts (
    id                   TEXT PRIMARY KEY,
    created_at           TEXT NOT NULL,
    user_id              TEXT NOT NULL,
    kind                 TEXT NOT NULL,
    existing_id          TEXT NOT NULL,
    incoming_id          TEXT,
    field                TEXT NOT NULL,
    existing_value       TEXT,
    incoming_value       TEXT,
    existing_source_type TEXT NOT NULL,
    incoming_source_type TEXT NOT NULL,
    resolution           TEXT NOT NULL,
    reason               TEXT NOT NULL,
    status               TEXT NOT NULL DEFAULT 'open',
    edge_id              TEXT
);
CREATE INDEX ix_conflicts_user ON conflicts (user_id, status, created_at);

CREATE TABLE people (
    id                     TEXT PRIMARY KEY,
    user_id                TEXT NOT NULL,
    team_id                TEXT,
    name                   TEXT NOT NULL,
    aliases                TEXT NOT NULL DEFAULT '[]',
    emails                 TEXT NOT NULL DEFAULT '[]',
    organization           TEXT,
    previous_organizations TEXT NOT NULL DEFAULT '[]',
    source_type            TEXT NOT NULL,
    confidence             REAL NOT NULL DEFAULT 0.8,
    importance             REAL NOT NULL DEFAULT 0.5,
    created_at             TEXT NOT NULL,
    updated_at             TEXT NOT NULL
);
-- Lookup keys ("email:a@b.com", "name:김철수") so a person is found by any address or spelling.
CREATE TABLE person_keys (
    user_id   TEXT NOT NULL,
    key       TEXT NOT NULL,
    person_id TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, key)
);

CREATE TABLE entities (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL,
    team_id     TEXT,
    name        TEXT NOT NULL,
    aliases     TEXT NOT NULL DEFAULT '[]',
    kind        TEXT,
    source_type TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE TABLE entity_keys (
    user_id   TEXT NOT NULL,
    key       TEXT NOT NULL,
    entity_id TEXT NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, key)
);
