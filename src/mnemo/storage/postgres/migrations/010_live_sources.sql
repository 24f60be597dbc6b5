-- 010: live sources and the webhook inbox (docs/live_sources.md, storage/live_tables.py).
-- live_sources: one configured source (a GitHub repository's or a Slack app's webhook, a Gmail sync) whose items are
-- written to user_id's memory (shared with team_id unless share is false); its secret and settings are in
-- the sealed payload (storage/codec.py). hook_deliveries: one row per delivery received, keyed
-- '<source>:<delivery id>' so a redelivery is refused by the key; the payload is sealed and emptied once
-- processed; next_attempt_at is a retry's backoff or a worker's lease (NULL: due now).
CREATE TABLE live_sources (
    name        TEXT PRIMARY KEY,
    kind        TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    team_id     TEXT,
    share       BOOLEAN NOT NULL DEFAULT true,
    sealed      TEXT NOT NULL DEFAULT '{}',
    created_at  TIMESTAMPTZ NOT NULL,
    last_run_at TIMESTAMPTZ,
    last_error  TEXT,
    items       BIGINT NOT NULL DEFAULT 0,
    errors      BIGINT NOT NULL DEFAULT 0,
    next_run_at TIMESTAMPTZ,                  -- a synced source (gmail): due then (NULL: now)
    running_until TIMESTAMPTZ,                -- a sync run holds the source until then (a run that died: free after)
    run_token   TEXT                     -- the holding run's token: only it renews or ends the hold
);

CREATE TABLE hook_deliveries (
    id              TEXT PRIMARY KEY,
    source_name     TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    event           TEXT NOT NULL,
    sealed          TEXT NOT NULL DEFAULT '{}',
    received_at     TIMESTAMPTZ NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ,
    last_error      TEXT
);
-- The worker's question: the due pending deliveries, oldest first. Done rows are most rows and never asked.
CREATE INDEX ix_hook_deliveries_due ON hook_deliveries (received_at, id) WHERE status = 'pending';
CREATE INDEX ix_hook_deliveries_source ON hook_deliveries (source_name, status);

-- The same partition policy as every user-content table (007): a key's session sees only its own
-- partitions' sources and deliveries; the receiver and the worker act for all ('*').
CALL mnemo_partition_policy('live_sources');
CALL mnemo_partition_policy('hook_deliveries');

-- An application role granted rights on the tables before an upgrade gets the same rights on the tables
-- that upgrades add (008's postings and these two): whatever a role other than the owner holds on
-- memories, it is granted here. Without this, a server running as that role fails after the upgrade with
-- "permission denied" until an operator grants again by hand.
DO $$
DECLARE
    g record;
    t text;
BEGIN
    FOR g IN
        SELECT a.grantee::regrole::text AS grantee, string_agg(DISTINCT a.privilege_type, ', ') AS privileges
        FROM pg_class c, aclexplode(c.relacl) a
        WHERE c.oid = 'memories'::regclass AND a.grantee <> c.relowner AND a.grantee <> 0
        GROUP BY a.grantee
    LOOP
        FOREACH t IN ARRAY ARRAY['memory_terms', 'keyword_stats', 'live_sources', 'hook_deliveries']
        LOOP
            EXECUTE format('GRANT %s ON %I TO %s', g.privileges, t, g.grantee);
        END LOOP;
    END LOOP;
END
$$;
