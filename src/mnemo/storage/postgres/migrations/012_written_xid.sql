-- 012: every memory row says which transaction last wrote it (written_xid), so a reader that kept what it
-- computed from the rows (the decision register's cache, retrieval/register.py) can ask for exactly the
-- rows written since it read them: those not visible in the snapshot it took before reading
-- (pg_visible_in_snapshot). A transaction id, unlike a sequence number, is right even when a slow writer
-- commits after a faster one: its rows stay invisible to the old snapshot until it commits, then show up.
ALTER TABLE memories ADD COLUMN written_xid xid8 NOT NULL DEFAULT pg_current_xact_id();

CREATE FUNCTION mnemo_stamp_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.written_xid := pg_current_xact_id();
    RETURN NEW;
END
$$;

CREATE TRIGGER memories_written BEFORE UPDATE ON memories
    FOR EACH ROW EXECUTE FUNCTION mnemo_stamp_written();
