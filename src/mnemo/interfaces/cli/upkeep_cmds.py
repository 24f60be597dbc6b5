"""``mnemo maintain`` (run the upkeep jobs now) and ``mnemo health`` (what they would fix, counted).

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

import sys
from typing import Annotated, Any, Optional

import typer


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, _Ctx, _csv, _date, command

    @app.command("maintain")
    @command
    def maintain(only: Annotated[Optional[str], typer.Option(
                     "--only", help="Comma-separated jobs: reembed, tags, duplicates, compaction, retention "
                                    "(all by default, in that order).")] = None,
                 now: Annotated[Optional[str], typer.Option(
                     "--now", help="Run as of this time (ISO-8601): ages and retention count from it.")] = None,
                 dry_run: Annotated[bool, typer.Option("--dry-run", help="Count what the jobs would change; "
                                                                         "change nothing.")] = False,
                 db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Run the upkeep jobs: re-embedding, tag consolidation, the duplicate sweep, compaction of old
        decisions, retention. Idempotent and resumable: run it again after an interruption."""
        from mnemo.interfaces.cli import render

        at = _date(now, "--now")
        c = _Ctx(db, as_json)
        try:
            svc = c.svc
            with render.job_progress(enabled=not as_json and sys.stderr.isatty()) as progress:
                result = svc.maintain(only=_csv(only), now=at, dry_run=dry_run, on_progress=progress.update)
            c.emit(result, lambda: render.maintain_report(result))
            if any(j.get("status") == "failed" for j in result["jobs"].values()):
                raise typer.Exit(1)
        finally:
            c.close()

    @app.command("health")
    @command
    def health(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Memory health: counts by status and age, duplicate candidates, thin memories, tags, open
        conflicts, stale standing decisions, embedding models, compaction and the jobs' history."""
        from mnemo.interfaces.cli import render

        c = _Ctx(db, as_json)
        try:
            with render.status("Reading the store…", enabled=not as_json):
                report: dict[str, Any] = c.svc.memory_health()
            c.emit(report, lambda: render.health_report(report))
        finally:
            c.close()
