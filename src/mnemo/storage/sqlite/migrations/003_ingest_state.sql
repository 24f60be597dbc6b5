-- Ingestion bookkeeping: which source items were already consolidated (idempotent reruns) and each
-- connector's sync cursor (incremental reads). Numbered 003 so the API-key migration can take 002.
CREATE TABLE ingested_items (
    user_id     TEXT NOT NULL,
    source      TEXT NOT NULL,
    item_key    TEXT NOT NULL,
    memory_ids  TEXT NOT NULL DEFAULT '[]',
    ingested_at TEXT NOT NULL,
    PRIMARY KEY (user_id, source, item_key)
);

CREATE TABLE sync_cursors (
    user_id    TEXT NOT NULL,
    source     TEXT NOT NULL,
    scope      TEXT NOT NULL,
    cursor     TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, source, scope)
);

CREATE INDEX ix_memories_user_thread ON memories (user_id, thread_id, status) WHERE thread_id IS NOT NULL;
