-- 005: the notify outbox. Webhook events are written in the same transaction as the conflict they
-- announce and leave the table once a receiver took them. The payload names records by id only.
CREATE TABLE notify_outbox (
    id              TEXT PRIMARY KEY,
    event           TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    payload         TEXT NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ,
    last_error      TEXT
);
CREATE INDEX ix_notify_outbox_due ON notify_outbox (status, next_attempt_at, created_at);
