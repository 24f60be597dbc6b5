"""``mnemo demo``: run the bundled sample through a fresh database and show every decision, then analytics."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from rich.progress import BarColumn, Progress, TextColumn
from rich.table import Table

from mnemo.config import Settings
from mnemo.samples.walkthrough import DemoRow, IngestDemo, ingest_samples, load_steps, run_step
from mnemo.domain.memory_text import truncate
from mnemo.interfaces.cli import render
from mnemo.service import MemoryService


def run_demo(db: str | None, as_json: bool) -> None:
    steps = load_steps()
    with tempfile.TemporaryDirectory(prefix="mnemo-demo-") as tmp:
        path = db or str(Path(tmp) / "demo.db")
        settings = Settings.load(db=path, user="demo")
        with render.status("Loading the embedding model…", enabled=not as_json):
            svc = MemoryService.open(settings)
            svc.embedder.embed(["warm up"])
        rows: list[DemoRow] = []
        try:
            with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                          console=render.err, transient=True, disable=as_json or not render.err.is_terminal) as bar:
                task = bar.add_task("Consolidating the sample", total=len(steps))
                for step in steps:
                    rows.append(run_step(svc, step))
                    bar.advance(task)
            stats = svc.stats()
            conflicts = svc.conflicts()
            with render.status("Ingesting the sample mailbox and chat export…", enabled=not as_json):
                ingested = ingest_samples(svc)
        finally:
            svc.close()
    if as_json:
        sys.stdout.write(json.dumps({
            "steps": [{"id": r.id, "scenario": r.scenario, "input": r.input, "expected": r.expect,
                       "outcome": r.outcome, "ok": r.ok, "score": r.score, "detail": r.detail, "reason": r.reason}
                      for r in rows],
            "all_as_expected": all(r.ok for r in rows),
            "analytics": stats,
            "conflicts": [c.model_dump(mode="json") for c in conflicts],
            "ingest": {"reports": ingested.reports, "decisions": ingested.decisions},
        }, ensure_ascii=False, default=str) + "\n")
        return
    t = Table(title="mnemo demo: every decision on the bundled Korean and English sample", title_justify="left")
    for col in ("#", "scenario", "input", "decision", "score", "result", "reason"):
        t.add_column(col, overflow="fold")
    for r in rows:
        mark = "" if r.ok else f" [red](expected {r.expect})[/]"
        t.add_row(r.id, r.scenario, truncate(r.input, 48), render._d(r.outcome) + mark,
                  "" if r.score is None else f"{r.score:.2f}", r.detail, truncate(r.reason, 80))
    render.out.print(t)
    render.conflicts(conflicts)
    render.stats(stats)
    ok = sum(r.ok for r in rows)
    render.out.print(f"{ok}/{len(rows)} steps decided as docs/design describes.")
    _print_ingest(ingested)


def _print_ingest(ingested: IngestDemo) -> None:
    for rep in ingested.reports:
        render.out.print(f"[bold]ingest {rep['source']}[/]: {rep['items']} items -> {rep['memories_created']} created, "
                         f"{rep['updated']} updated, {rep['skipped']} skipped, {rep['linked']} linked, "
                         f"{rep['no_memory']} with nothing to keep, {len(rep['errors'])} errors")
    t = Table(title="Decisions found in the sample mailbox and chat export (current versions)", title_justify="left")
    for col in ("source", "type", "status", "v", "decision", "people"):
        t.add_column(col, overflow="fold")
    for d in ingested.decisions:
        t.add_row(d["source"] or "", d["type"] or "", d["status"] or "", str(d["version"]),
                  truncate(d["title"], 70), truncate(", ".join(d["people"]), 30))
    render.out.print(t)
