-- 001: memories (plain columns + sealed payload + vector + keyword terms), edges, decision log, conflicts,
-- people and entities with their lookup keys. The same change as SQLite's 001, born in the sealed shape
-- SQLite reached with 004 (a PostgreSQL store never held private text in plain columns).
-- Timestamps are timestamptz (UTC); lists and objects that queries look into are jsonb.
CREATE EXTENSION IF NOT EXISTS vector;

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
    keywords            JSONB NOT NULL DEFAULT '[]',
    importance          DOUBLE PRECISION NOT NULL DEFAULT 0.5,
    confidence          DOUBLE PRECISION NOT NULL DEFAULT 0.8,
    source_type         TEXT NOT NULL,
    source              TEXT,
    source_ref          TEXT,
    thread_id           TEXT,
    -- casefold() of source and category, computed by the writer: filters match them case-insensitively
    -- beyond ASCII whatever the database's collation (pg_search.py)
    source_key          TEXT,
    category_key        TEXT,
    created_at          TIMESTAMPTZ NOT NULL,
    updated_at          TIMESTAMPTZ NOT NULL,
    deleted_at          TIMESTAMPTZ,
    content_hash        TEXT NOT NULL,
    embedding_model     TEXT,
    embedding_dim       INTEGER,
    -- any width: one HNSW index per (model, width) is built over a cast of this column (pg_vectors.py)
    embedding           vector,
    -- the core's keyword terms, verbatim, with their positions (term frequency counts in the rank)
    terms               tsvector NOT NULL DEFAULT ''::tsvector,
    n_terms             INTEGER NOT NULL DEFAULT 0,  -- how many terms (with repetitions): bm25's |D|
    sealed              TEXT NOT NULL DEFAULT '{}'
);
-- n_terms included: bm25's corpus statistics (count, mean length) over a user's memories read the index only
CREATE INDEX ix_memories_user_status ON memories (user_id, status) INCLUDE (n_terms);
CREATE INDEX ix_memories_lineage ON memories (lineage_id, version);
CREATE INDEX ix_memories_hash ON memories (user_id, content_hash);
CREATE INDEX ix_memories_thread ON memories (thread_id) WHERE thread_id IS NOT NULL;
CREATE INDEX ix_memories_source_ref ON memories (user_id, source, source_ref text_pattern_ops)
    WHERE source_ref IS NOT NULL;
CREATE INDEX ix_memories_superseded_by ON memories (superseded_by) WHERE superseded_by IS NOT NULL;
CREATE INDEX ix_memories_terms ON memories USING gin (terms);

CREATE TABLE edges (
    id         TEXT PRIMARY KEY,
    type       TEXT NOT NULL,
    source_id  TEXT NOT NULL,
    target_id  TEXT NOT NULL,
    confidence DOUBLE PRECISION NOT NULL DEFAULT 1.0,
    evidence   TEXT,
    user_id    TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    removed_at TIMESTAMPTZ,
    metadata   JSONB NOT NULL DEFAULT '{}'
);
CREATE INDEX ix_edges_source ON edges (source_id, type);
CREATE INDEX ix_edges_target ON edges (target_id, type);

CREATE TABLE decision_log (
    id                 TEXT PRIMARY KEY,
    timestamp          TIMESTAMPTZ NOT NULL,
    user_id            TEXT NOT NULL,
    decision           TEXT NOT NULL,
    input_memory_id    TEXT NOT NULL,
    target_memory_id   TEXT,
    similarity_score   DOUBLE PRECISION,
    action             JSONB NOT NULL,
    status             TEXT NOT NULL,
    processing_time_ms DOUBLE PRECISION NOT NULL,
    sealed             TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX ix_log_user_time ON decision_log (user_id, timestamp);
CREATE INDEX ix_log_decision_time ON decision_log (decision, timestamp);
CREATE INDEX ix_log_time ON decision_log (timestamp);
CREATE INDEX ix_log_input ON decision_log (input_memory_id);
CREATE INDEX ix_log_target ON decision_log (target_memory_id) WHERE target_memory_id IS NOT NULL;

CREATE TABLE conflicts (
    id                   TEXT PRIMARY KEY,
    created_at           TIMESTAMPTZ NOT NULL,
    user_id              TEXT NOT NULL,
    kind                 TEXT NOT NULL,
    existing_id          TEXT NOT NULL,
    incoming_id          TEXT,
    field                TEXT NOT NULL,
    existing_source_type TEXT NOT NULL,
    incoming_source_type TEXT NOT NULL,
    resolution           TEXT NOT NULL,
    status               TEXT NOT NULL DEFAULT 'open',
    edge_id              TEXT,
    sealed               TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX ix_conflicts_user ON conflicts (user_id, status, created_at);
CREATE INDEX ix_conflicts_existing ON conflicts (existing_id);
CREATE INDEX ix_conflicts_incoming ON conflicts (incoming_id) WHERE incoming_id IS NOT NULL;

CREATE TABLE people (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL,
    team_id     TEXT,
    source_type TEXT NOT NULL,
    confidence  DOUBLE PRECISION NOT NULL DEFAULT 0.8,
    importance  DOUBLE PRECISION NOT NULL DEFAULT 0.5,
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL,
    sealed      TEXT NOT NULL DEFAULT '{}'
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
    kind        TEXT,
    source_type TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL,
    sealed      TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE entity_keys (
    user_id   TEXT NOT NULL,
    key       TEXT NOT NULL,
    entity_id TEXT NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, key)
);
