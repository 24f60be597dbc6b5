"""Upkeep jobs' records and pure rules (``docs/lifecycle.md``).

A job run is recorded so ``mnemo maintain`` and ``mnemo serve`` know when each job last ran (the schedule),
so two processes never run the same job at once (a run holds its job with a lease it renews, and a run
that died frees the job when the lease ends), and so ``mnemo health`` can show the job history.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

# In the order they run: vectors first (the others compare them), duplicates before compaction (a cluster
# must not count one decision twice), retention last.
JOBS = ("reembed", "tags", "duplicates", "compaction", "retention")
RUNNING, DONE, FAILED = "running", "done", "failed"

#: ``metadata["type"]`` of a compacted memory; its originals carry ``metadata["compacted_into"]``.
COMPACTED = "compacted"


class JobRun(BaseModel):
    """One run of one job. ``summary`` holds its counts (the same object ``mnemo maintain --json`` prints);
    ``dry_run`` runs are recorded too but never count as the job having run."""

    model_config = ConfigDict(extra="forbid")

    id: str
    job: str
    started_at: datetime
    finished_at: datetime | None = None
    status: str = RUNNING
    dry_run: bool = False
    summary: dict[str, Any] = Field(default_factory=dict)
    error: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def is_due(job: str, last_success: datetime | None, now: datetime, every_days: dict[str, float]) -> bool:
    """Whether ``job`` is due at ``now`` on its schedule: never scheduled when its period is 0 (or unknown),
    due at once when it never ran, else when its period has passed since its last successful run."""
    days = float(every_days.get(job, 0.0) or 0.0)
    if days <= 0:
        return False
    return last_success is None or now - last_success >= timedelta(days=days)


def unknown_jobs(names: list[str]) -> list[str]:
    return [n for n in names if n not in JOBS]
