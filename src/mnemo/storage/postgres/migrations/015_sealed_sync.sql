-- 015: a team's sealed change log on a team server (docs/vault.md, "Sealing on the members' machines";
-- storage/sealed_log_tables.py). The server keeps what members' replicas push and never opens it:
-- sealed_logs: one row per team partition ('team:<team>'): the team vault's header (wrapped keys only), its
-- version, the log's head and the write lease a member's replica holds while it decides a write.
-- sealed_ops: the log itself, one sealed payload per committed transaction, in order.
-- Both are partitioned like memories (007's policy): a session sees only the teams it acts for.
CREATE TABLE sealed_logs (
    user_id        TEXT PRIMARY KEY,
    header         TEXT,
    header_version INTEGER NOT NULL DEFAULT 0,
    head           BIGINT NOT NULL DEFAULT 0,
    lease_token    TEXT,
    lease_holder   TEXT,
    lease_until    TIMESTAMPTZ
);

CREATE TABLE sealed_ops (
    user_id   TEXT NOT NULL,
    seq       BIGINT NOT NULL,
    author_id TEXT NOT NULL,
    at        TIMESTAMPTZ NOT NULL,
    payload   TEXT NOT NULL,
    PRIMARY KEY (user_id, seq)
);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['sealed_logs', 'sealed_ops']
    LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY mnemo_partition ON %I USING ((SELECT mnemo_scope_all()) OR '
                       'user_id = ANY ((SELECT mnemo_scope_owners())::text[])) WITH CHECK ((SELECT mnemo_scope_all()) '
                       'OR user_id = ANY ((SELECT mnemo_scope_owners())::text[]))', t);
    END LOOP;
END
$$;

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
        EXECUTE format('GRANT %s ON sealed_logs TO %s', g.privileges, g.grantee);
        EXECUTE format('GRANT %s ON sealed_ops TO %s', g.privileges, g.grantee);
    END LOOP;
END
$$;
