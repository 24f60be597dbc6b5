-- 011: the upkeep jobs' runs (mnemo maintain; docs/lifecycle.md, storage/job_tables.py). One row per run:
-- which job, when it started and ended, its status (running, done, failed), whether it was a dry run, its
-- counts (JSON) and its error. A running row holds its job until held_until (the run renews it while it
-- works); a run that died frees the job when that time passes. No user content is kept here.
CREATE TABLE job_runs (
    id          TEXT PRIMARY KEY,
    job         TEXT NOT NULL,
    started_at  TEXT NOT NULL,
    finished_at TEXT,
    status      TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed')),
    dry_run     INTEGER NOT NULL DEFAULT 0,
    summary     TEXT NOT NULL DEFAULT '{}',
    error       TEXT,
    held_until  TEXT
);
CREATE INDEX ix_job_runs_job ON job_runs (job, started_at);
