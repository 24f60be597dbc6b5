-- 002: API keys for the REST API and the MCP server over HTTP (only the SHA-256 of the secret), and the
-- index that lists a user's memories newest first.
CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    team_id      TEXT,
    name         TEXT,
    prefix       TEXT NOT NULL,
    key_hash     TEXT NOT NULL UNIQUE,
    created_at   TIMESTAMPTZ NOT NULL,
    last_used_at TIMESTAMPTZ,
    revoked_at   TIMESTAMPTZ
);
CREATE INDEX ix_api_keys_user ON api_keys (user_id, created_at);

CREATE INDEX ix_memories_user_updated ON memories (user_id, status, updated_at);
