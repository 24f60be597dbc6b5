-- 007: row-level security on every table that holds user content (docs/teams.md, docs/postgres.md).
-- A row is visible, and may be written, only when its partition (user_id: a user, or 'team:<team>') is one
-- the session acts for: the setting mnemo.owners holds them separated by chr(31), or '*' for the local
-- operator and background jobs. Unset or empty: nothing is visible, so a query that forgets its filter
-- returns nothing rather than everything. The store sets it on every connection it hands out
-- (pg_database.PgDatabase.connection). FORCE makes the policies bind the table's owner too; a superuser or
-- a role with BYPASSRLS still bypasses them, which the store reports (PostgresStore.rls_enforced).
-- The two settings are read once per query (scalar subqueries become InitPlans), not once per row.
CREATE FUNCTION mnemo_scope_all() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS
$$ SELECT coalesce(current_setting('mnemo.owners', true), '') = '*' $$;
CREATE FUNCTION mnemo_scope_owners() RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS
$$ SELECT string_to_array(nullif(coalesce(current_setting('mnemo.owners', true), ''), '*'), chr(31)) $$;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['memories', 'edges', 'decision_log', 'conflicts', 'people', 'person_keys',
                             'entities', 'entity_keys', 'ingested_items', 'sync_cursors', 'notify_outbox']
    LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY mnemo_partition ON %I USING ((SELECT mnemo_scope_all()) OR '
                       'user_id = ANY ((SELECT mnemo_scope_owners())::text[])) WITH CHECK ((SELECT mnemo_scope_all()) '
                       'OR user_id = ANY ((SELECT mnemo_scope_owners())::text[]))', t);
    END LOOP;
END
$$;
