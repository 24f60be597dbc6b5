-- 002: API keys for the REST API and the MCP server over HTTP. Only the SHA-256 of the secret is stored
-- (the secret is shown once, when the key is created); a key belongs to one user and optionally one team.
CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    team_id      TEXT,
    name         TEXT,
    prefix       TEXT NOT NULL,
    key_hash     TEXT NOT NULL UNIQUE,
    created_at   TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at   TEXT
);
CREATE INDEX ix_api_keys_user ON api_keys (user_id, created_at);

-- Listing a user's memories newest first (GET /api/v1/memories) without sorting the whole table.
CREATE INDEX ix_memories_user_updated ON memories (user_id, status, updated_at);
