"""The upkeep jobs' runs on either backend (migration 011): ``store.job_runs()``, the port's ``JobHistory``.

One implementation for SQLite and PostgreSQL on ``DialectTables`` (as ``live_tables``): the statements
differ only in the placeholder, how a time is stored and how a write transaction is taken. Claiming a job is one transaction
that reads the job's newest running row and inserts a new one only when none holds the job now: SQLite's
immediate transaction serializes it, PostgreSQL takes an advisory transaction lock on the job's name first,
so two servers (or a server and ``mnemo maintain``) never both run a job.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from mnemo.domain.lifecycle import DONE, FAILED, RUNNING, JobRun
from mnemo.storage.dialect_tables import DialectTables

_ERROR_CHARS = 500
_COLUMNS = "id, job, started_at, finished_at, status, dry_run, summary, error"


def _lock_key(job: str) -> int:
    """A stable signed 64-bit advisory-lock key for one job's name."""
    return int.from_bytes(hashlib.sha256(f"mnemo-job:{job}".encode()).digest()[:8], "big", signed=True)


LAPSED = "interrupted: its process stopped before it finished (its hold on the job lapsed)"


class JobTables(DialectTables):
    """``store.job_runs()``: the port's ``JobHistory`` over a store's database."""

    def claim(self, job: str, now: datetime, lease_until: datetime, *, dry_run: bool = False) -> str | None:
        """Start a run of ``job``: its id, or None when another run holds the job at ``now``."""
        run_id = f"run_{uuid.uuid4().hex[:20]}"
        with self._write([_lock_key(job)]) as c:
            held = c.execute(self._q("SELECT count(*) FROM job_runs WHERE job = ? AND status = ? AND held_until > ?"),
                             (job, RUNNING, self._time(now))).fetchone()[0]
            if int(held):
                return None
            # a run whose hold lapsed died with its process (kill -9, a crash): say so, not "running" forever
            c.execute(self._q("UPDATE job_runs SET status = ?, finished_at = held_until, held_until = NULL, error = ? "
                              "WHERE job = ? AND status = ? AND held_until <= ?"),
                      (FAILED, LAPSED, job, RUNNING, self._time(now)))
            c.execute(self._q("INSERT INTO job_runs (id, job, started_at, status, dry_run, summary, held_until) "
                              "VALUES (?, ?, ?, ?, ?, '{}', ?)"),
                      (run_id, job, self._time(now), RUNNING, dry_run if self.pg else int(dry_run),
                       self._time(lease_until)))
        return run_id

    def renew(self, run_id: str, until: datetime, *, now: datetime) -> bool:
        """Extend a run's hold on its job; False when the run no longer holds it: it ended, or its hold
        lapsed at ``now`` (another process may have claimed the job since: the run must stop)."""
        with self._write() as c:
            cur = c.execute(self._q("UPDATE job_runs SET held_until = ? WHERE id = ? AND status = ? AND held_until > ?"),
                            (self._time(until), run_id, RUNNING, self._time(now)))
            return int(cur.rowcount or 0) > 0

    def finish(self, run_id: str, at: datetime, *, summary: dict[str, Any], error: str | None = None) -> None:
        """End a run: done with its counts, or failed with its error (the job is free again)."""
        with self._write() as c:
            c.execute(self._q("UPDATE job_runs SET status = ?, finished_at = ?, summary = ?, error = ?, "
                              "held_until = NULL WHERE id = ?"),
                      (FAILED if error else DONE, self._time(at), json.dumps(summary, default=str),
                       error[:_ERROR_CHARS] if error else None, run_id))

    def last_success(self, job: str) -> JobRun | None:
        """The newest finished run of ``job`` that was not a dry run."""
        rows = self._read((f"SELECT {_COLUMNS} FROM job_runs WHERE job = ? AND status = ? AND "
                                    f"dry_run = {'false' if self.pg else '0'} ORDER BY started_at DESC LIMIT 1"),
                            (job, DONE))
        return self._run(rows[0]) if rows else None

    def runs(self, *, job: str | None = None, limit: int = 50) -> list[JobRun]:
        """The newest runs first (every status, dry runs included)."""
        where, params = ("WHERE job = ? ", (job,)) if job else ("", ())
        rows = self._read((f"SELECT {_COLUMNS} FROM job_runs {where}ORDER BY started_at DESC, id "
                                    "LIMIT ?"), (*params, int(limit)))
        return [self._run(r) for r in rows]

    def _run(self, r: Sequence[Any]) -> JobRun:
        try:
            summary = json.loads(r[6] or "{}")
        except ValueError:
            summary = {}
        status = str(r[4])
        return JobRun(id=r[0], job=r[1], started_at=self._parse_time(r[2]) or datetime.now(UTC),
                      finished_at=self._parse_time(r[3]), status=status, dry_run=bool(r[5]),
                      summary=summary if isinstance(summary, dict) else {}, error=r[7])
