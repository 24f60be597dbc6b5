-- 013: what a team server's processes must share to behave as one (docs/web_app.md, storage/session_tables.py).
-- web_sessions: a logged-in browser. Only a hash of the session id the cookie carries is kept (someone who
-- reads the database cannot log in with it), the id of the API key it logged in with (never the key), and
-- when it started and was last seen. seen_events: ids of deliveries already answered (a Slack event's
-- retries), so a retry that reaches another server process is not answered twice. No user content here.
CREATE TABLE web_sessions (
    id_hash    TEXT PRIMARY KEY,
    key_id     TEXT NOT NULL,
    created_at TEXT NOT NULL,
    seen_at    TEXT NOT NULL
);
CREATE INDEX ix_web_sessions_seen ON web_sessions (seen_at);
CREATE INDEX ix_web_sessions_key ON web_sessions (key_id);

CREATE TABLE seen_events (
    scope    TEXT NOT NULL,
    event_id TEXT NOT NULL,
    seen_at  TEXT NOT NULL,
    PRIMARY KEY (scope, event_id)
);
CREATE INDEX ix_seen_events_seen ON seen_events (seen_at);
