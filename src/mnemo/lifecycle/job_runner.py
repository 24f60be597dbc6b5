"""Running the upkeep jobs: ``mnemo maintain`` now, or ``mnemo serve`` on a schedule (``docs/lifecycle.md``).

Each job claims itself in the store's job history before it starts (``JobHistory.claim``): two processes
on one database (a server and a ``mnemo maintain``, two servers) never run the same job at once, and a run
that died frees the job when its lease ends (a running job renews it as it goes). A job that fails is
recorded with its error and the others still run. The schedule is each job's period since its last
successful run (``LifecycleSettings.every_days``); dry runs are recorded but never count as a run.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

from mnemo.domain.lifecycle import JOBS, is_due
from mnemo.domain.models import utcnow
from mnemo.errors import StorageError
from mnemo.lifecycle.compact import compact
from mnemo.lifecycle.duplicates import sweep
from mnemo.lifecycle.job_context import JobContext
from mnemo.lifecycle.reembed import reembed
from mnemo.lifecycle.retention import retention
from mnemo.lifecycle.tag_sweep import consolidate_tags
from mnemo.ports import MemoryStore

log = logging.getLogger(__name__)
LEASE = timedelta(minutes=10)
JOB_FUNCTIONS: dict[str, Callable[[JobContext], dict[str, Any]]] = {
    "reembed": reembed, "tags": consolidate_tags, "duplicates": sweep, "compaction": compact, "retention": retention}


def run_jobs(ctx: JobContext, only: Sequence[str] | None = None,
             wall: Callable[[], datetime] = utcnow, stop: threading.Event | None = None) -> dict[str, Any]:
    """Run ``only`` (every job when None) in their fixed order; ``{"jobs": {name: counts}}``. A job another
    process holds is reported ``busy``; a job that fails is reported ``failed`` with its error. When ``stop``
    is set (a stopping server) the running job stops at its next batch, is recorded as interrupted and frees
    its hold at once, and ``Stopping`` is raised."""
    history = ctx.store.job_runs()
    wanted = set(only or JOBS)
    out: dict[str, Any] = {"now": ctx.now.isoformat(), "dry_run": ctx.dry_run, "jobs": {}}
    for job in (j for j in JOBS if j in wanted):
        if stop is not None and stop.is_set():
            raise Stopping("the server is stopping")  # not even the claim of the next job
        start = wall()
        run_id = history.claim(job, start, start + LEASE, dry_run=ctx.dry_run)
        if run_id is None:
            out["jobs"][job] = {"status": "busy", "reason": "another process is running this job (one that died "
                                                            f"frees it within {LEASE.seconds // 60} minutes)"}
            continue
        renewed = [time.monotonic()]

        def keep_alive(run_id: str = run_id, renewed: list[float] = renewed) -> None:
            if stop is not None and stop.is_set():
                raise Stopping("the server is stopping")
            if time.monotonic() - renewed[0] > LEASE.total_seconds() / 3:
                at = wall()
                if not history.renew(run_id, at + LEASE, now=at):
                    raise JobLost("its hold on the job lapsed (another process may run it now); stopped")
                renewed[0] = time.monotonic()

        t0 = time.perf_counter()
        try:
            summary = JOB_FUNCTIONS[job](replace(ctx, keep_alive=keep_alive))
        except Exception as exc:  # noqa: BLE001 - one job's failure is recorded; the others still run
            log.exception("Upkeep job %s failed", job)
            error = f"{type(exc).__name__}: {getattr(exc, 'message', None) or exc}"
            history.finish(run_id, wall(), summary={}, error=error)
            out["jobs"][job] = {"status": "failed", "error": error}
            continue
        except BaseException:  # Ctrl-C, a stopping server: the job is free again for the next run
            history.finish(run_id, wall(), summary={}, error="interrupted")
            raise
        summary = {"status": "done", **summary, "seconds": round(time.perf_counter() - t0, 3)}
        history.finish(run_id, wall(), summary=summary if ctx.store.vault_header() is None else counts_only(summary))
        out["jobs"][job] = summary
    return out


def counts_only(summary: dict[str, Any]) -> dict[str, Any]:
    """What a vaulted store's job history keeps of a run: its counts, not its words. The history is a plain
    table, and a summary may name what the vault seals ("project-nightjar -> merger" from the tag job)."""
    kept: dict[str, Any] = {}
    for key, value in summary.items():
        if isinstance(value, dict):
            kept[key] = counts_only(value)
        elif value is None or isinstance(value, (bool, int, float)) or key == "status":
            kept[key] = value
    return kept


class Stopping(BaseException):
    """Raised inside a job when its server stops: not an error of the job (``run_jobs`` records the run as
    interrupted and frees the job; the scheduler's thread ends)."""


class JobLost(RuntimeError):
    """A run whose hold on its job lapsed: it stops so two processes never work on one job."""


def due_jobs(store: MemoryStore, every_days: dict[str, float], now: datetime) -> list[str]:
    """The jobs whose period has passed since their last successful run (never run: due)."""
    history = store.job_runs()
    out = []
    for job in JOBS:
        last = history.last_success(job)
        if is_due(job, last.started_at if last is not None else None, now, every_days):
            out.append(job)
    return out


class Scheduler:
    """``mnemo serve``'s background upkeep: every ``interval_s`` it asks which jobs are due and runs them on
    its own thread. Jobs write in small transactions, so requests keep being served while they run."""

    def __init__(self, due: Callable[[], list[str]], run: Callable[[list[str], threading.Event], Any], *,
                 interval_s: float = 300.0, first_after_s: float = 30.0) -> None:
        self.due, self.run = due, run
        self.interval_s, self.first_after_s = interval_s, first_after_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="mnemo-upkeep", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 30.0) -> None:
        """Ask the running job to stop at its next batch (it frees its hold as it goes) and wait for it."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        wait = self.first_after_s
        while not self._stop.wait(wait):
            wait = self.interval_s
            try:
                jobs = self.due()
                if jobs:
                    log.info("Running due upkeep jobs: %s", ", ".join(jobs))
                    self.run(jobs, self._stop)
            except Stopping:
                return
            except StorageError as exc:  # the database is down: one line a round, not a traceback
                log.warning("Scheduled upkeep could not run (%s)", exc.message)
            except Exception:  # noqa: BLE001 - the server goes on; the next round tries again
                log.exception("Scheduled upkeep failed")
