-- 011: the upkeep jobs' runs (mnemo maintain; docs/lifecycle.md, storage/job_tables.py). One row per run:
-- which job, when it started and ended, its status (running, done, failed), whether it was a dry run, its
-- counts (JSON) and its error. A running row holds its job until held_until (the run renews it while it
-- works); a run that died frees the job when that time passes. No user content is kept here, so the
-- table has no partition policy: jobs run for the whole database.
CREATE TABLE job_runs (
    id          TEXT PRIMARY KEY,
    job         TEXT NOT NULL,
    started_at  TIMESTAMPTZ NOT NULL,
    finished_at TIMESTAMPTZ,
    status      TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
    dry_run     BOOLEAN NOT NULL DEFAULT false,
    summary     TEXT NOT NULL DEFAULT '{}',
    error       TEXT,
    held_until  TIMESTAMPTZ
);
CREATE INDEX ix_job_runs_job ON job_runs (job, started_at);

-- An application role with rights on memories gets the same rights on job_runs (as 010 does for its tables).
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
        EXECUTE format('GRANT %s ON job_runs TO %s', g.privileges, g.grantee);
    END LOOP;
END
$$;
