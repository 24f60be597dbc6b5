-- 013: what a team server's processes must share to behave as one (docs/web_app.md, storage/session_tables.py).
-- web_sessions: a logged-in browser. Only a hash of the session id the cookie carries is kept (someone who
-- reads the database cannot log in with it), the id of the API key it logged in with (never the key), and
-- when it started and was last seen. seen_events: ids of deliveries already answered (a Slack event's
-- retries), so a retry that reaches another server process is not answered twice. No user content is kept
-- here, so the tables have no partition policy (like api_keys and job_runs).
CREATE TABLE web_sessions (
    id_hash    TEXT PRIMARY KEY,
    key_id     TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    seen_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX ix_web_sessions_seen ON web_sessions (seen_at);
CREATE INDEX ix_web_sessions_key ON web_sessions (key_id);

CREATE TABLE seen_events (
    scope    TEXT NOT NULL,
    event_id TEXT NOT NULL,
    seen_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (scope, event_id)
);
CREATE INDEX ix_seen_events_seen ON seen_events (seen_at);

-- An application role with rights on memories gets the same rights on these tables (as 010 and 011 do).
DO $$
DECLARE
    g record;
BEGIN
    FOR g IN
        SELECT a.grantee::regrole::text AS grantee, string_agg(DISTINCT a.privilege_type, ', ') AS privileges
        FROM pg_class c, aclexplode(c.relacl) a
        WHERE c.oid = 'memories'::regclass AND a.grantee <> c.relowner AND a.grantee <> 0
        GROUP BY a.grantee
    LOOP
        EXECUTE format('GRANT %s ON web_sessions TO %s', g.privileges, g.grantee);
        EXECUTE format('GRANT %s ON seen_events TO %s', g.privileges, g.grantee);
    END LOOP;
END
$$;
