-- 015: a team's sealed change log on a team server (docs/vault.md, "Sealing on the members' machines";
-- storage/sealed_log_tables.py). The server keeps what members' replicas push and never opens it:
-- sealed_logs: one row per team partition ('team:<team>'): the team vault's header (wrapped keys only), its
-- version, the log's head and the write lease a member's replica holds while it decides a write.
-- sealed_ops: the log itself, one sealed payload per committed transaction, in order.
CREATE TABLE sealed_logs (
    user_id        TEXT PRIMARY KEY,
    header         TEXT,
    header_version INTEGER NOT NULL DEFAULT 0,
    head           INTEGER NOT NULL DEFAULT 0,
    lease_token    TEXT,
    lease_holder   TEXT,
    lease_until    TEXT
);

CREATE TABLE sealed_ops (
    user_id   TEXT NOT NULL,
    seq       INTEGER NOT NULL,
    author_id TEXT NOT NULL,
    at        TEXT NOT NULL,
    payload   TEXT NOT NULL,
    PRIMARY KEY (user_id, seq)
);
