"""``MemoryService``'s upkeep jobs (``mnemo.lifecycle``, ``docs/lifecycle.md``): run them, say which are due,
and the scheduler ``mnemo serve`` starts. Kept apart so ``service.py`` stays under 800 lines; a key's view of
what the jobs would fix (``memory_health``) stays there, with the other scoped reads."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from mnemo.errors import InvalidInput

if TYPE_CHECKING:
    from mnemo.config import Settings
    from mnemo.ports import Clock, Embedder, MemoryStore


class UpkeepMethods:
    store: MemoryStore
    settings: Settings
    clock: Clock
    embedder: Embedder
    parts: Any
    engine: Any

    def maintain(self, *, only: Sequence[str] | None = None, now: datetime | None = None, dry_run: bool = False,
                 on_progress: Callable[[str, int, int | None], None] | None = None,
                 stop: threading.Event | None = None) -> dict[str, Any]:
        """Run the upkeep jobs (``only`` some of them) as of ``now``: ``{"jobs": {name: counts}}``; ``stop``:
        a stopping server's signal (``lifecycle.job_runner.run_jobs``)."""
        from mnemo.lifecycle.job_context import JobContext
        from mnemo.lifecycle.job_runner import run_jobs

        from mnemo.domain.lifecycle import JOBS, unknown_jobs

        wrong = unknown_jobs(list(only or ()))
        if wrong:
            raise InvalidInput(f"Unknown job {', '.join(map(repr, wrong))}", f"Choose from {', '.join(JOBS)}")
        if now is not None and now > self.clock.now() + timedelta(hours=1) and not dry_run:
            raise InvalidInput(f"--now {now.isoformat()} is in the future",
                               "Run as of the past or present (a future time would purge deleted text and compact "
                               "decisions early), or add --dry-run to see what would happen then")
        ctx = JobContext(self.store, self.settings, now or self.clock.now(), dry_run, lambda: self.embedder,
                         lambda: self.engine, self.parts.llm, on_progress, stamp=self.clock.now)
        return run_jobs(ctx, list(only) if only else None, stop=stop)

    def due_jobs(self, now: datetime | None = None) -> list[str]:
        from mnemo.lifecycle.job_runner import due_jobs

        return due_jobs(self.store, self.settings.lifecycle.every_days, now or self.clock.now())

    def upkeep_scheduler(self, interval_s: float = 300.0) -> Any:
        """The background runner of due jobs ``mnemo serve`` starts (``lifecycle.job_runner.Scheduler``)."""
        from mnemo.lifecycle.job_runner import Scheduler

        return Scheduler(self.due_jobs, lambda jobs, stop: self.maintain(only=jobs, stop=stop), interval_s=interval_s)

