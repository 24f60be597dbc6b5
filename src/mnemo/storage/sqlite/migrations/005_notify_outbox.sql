-- 005: the notify outbox. Webhook events (conflict.recorded, conflict.resolved) are written in the same
-- transaction as the conflict they announce and leave the table once a receiver took them, so an event
-- recorded just before the process exits is delivered by the next process that sends. Only kept while a
-- webhook is configured. The payload names records by id and carries no private text (domain/events.py).
CREATE TABLE notify_outbox (
    id              TEXT PRIMARY KEY,          -- the delivery id (X-Mnemo-Delivery) a receiver dedupes on
    event           TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    payload         TEXT NOT NULL,             -- JSON body without sent_at
    created_at      TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,                      -- NULL: due now; else a retry's backoff or a sender's lease
    last_error      TEXT
);
CREATE INDEX ix_notify_outbox_due ON notify_outbox (status, next_attempt_at, created_at);
