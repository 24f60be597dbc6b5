-- 016: the data keys a team's sealed log has sealed under before its current one (storage/sealed_log_tables.py).
-- A member's removal gives the team a new data key; the removed member still holds the old one, and anyone with
-- a team API key may put a header. Without this list, putting back a header from before the removal would make
-- the old key current again, and the server would take changes the removed member sealed with it.
ALTER TABLE sealed_logs ADD COLUMN retired_keys TEXT NOT NULL DEFAULT '';
