-- 003: ingestion bookkeeping: source items already consolidated (idempotent reruns) and each connector's
-- sync cursor (incremental reads).
CREATE TABLE ingested_items (
    user_id     TEXT NOT NULL,
    source      TEXT NOT NULL,
    item_key    TEXT NOT NULL,
    memory_ids  JSONB NOT NULL DEFAULT '[]',
    ingested_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, source, item_key)
);

CREATE TABLE sync_cursors (
    user_id    TEXT NOT NULL,
    source     TEXT NOT NULL,
    scope      TEXT NOT NULL,
    cursor     TEXT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, source, scope)
);

CREATE INDEX ix_memories_user_thread ON memories (user_id, thread_id, status) WHERE thread_id IS NOT NULL;
