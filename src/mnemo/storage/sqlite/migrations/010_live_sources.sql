-- 010: live sources and the webhook inbox (docs/live_sources.md, storage/live_tables.py).
-- live_sources: one configured source (a GitHub repository's or a Slack app's webhook, a Gmail sync) whose items are
-- written to user_id's memory (shared with team_id unless share is 0); its secret and settings are in the
-- sealed payload (storage/codec.py). hook_deliveries: one row per delivery received, keyed
-- '<source>:<delivery id>' so a redelivery is refused by the key; the payload is sealed and emptied once
-- processed; next_attempt_at is a retry's backoff or a worker's lease (NULL: due now). Times are ISO text.
CREATE TABLE live_sources (
    name        TEXT PRIMARY KEY,
    kind        TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    team_id     TEXT,
    share       INTEGER NOT NULL DEFAULT 1,
    sealed      TEXT NOT NULL DEFAULT '{}',
    created_at  TEXT NOT NULL,
    last_run_at TEXT,
    last_error  TEXT,
    items       INTEGER NOT NULL DEFAULT 0,
    errors      INTEGER NOT NULL DEFAULT 0,
    next_run_at TEXT,                  -- a synced source (gmail): due then (NULL: now)
    running_until TEXT,                -- a sync run holds the source until then (a run that died: free after)
    run_token   TEXT                     -- the holding run's token: only it renews or ends the hold
);

CREATE TABLE hook_deliveries (
    id              TEXT PRIMARY KEY,
    source_name     TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    event           TEXT NOT NULL,
    sealed          TEXT NOT NULL DEFAULT '{}',
    received_at     TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT
);
-- The worker's question: the due pending deliveries, oldest first. Done rows are most rows and never asked.
CREATE INDEX ix_hook_deliveries_due ON hook_deliveries (received_at, id) WHERE status = 'pending';
CREATE INDEX ix_hook_deliveries_source ON hook_deliveries (source_name, status);
