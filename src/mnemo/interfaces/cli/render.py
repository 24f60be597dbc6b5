"""Rich rendering for people: tables, panels, spinners. Progress goes to stderr so stdout stays clean."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator, Sequence
from datetime import datetime, tzinfo
from typing import TYPE_CHECKING, Any, TextIO

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from mnemo.domain.models import ConflictRecord, Edge, LogEntry, Memory, WriteResult
from mnemo.domain.memory_text import truncate
from mnemo.interfaces.cli.safe_text import printable

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

    from mnemo.domain.contextual import ContextualResult
    from mnemo.standalone import SimilarityService
    from mnemo.domain.resolution import ConflictResolution

# Piped output has no terminal width; 140 columns keeps tables readable in logs and CI.
out = Console(highlight=False, width=None if sys.stdout.isatty() else 140)
err = Console(stderr=True, highlight=False)

_DECISION_STYLE = {"create": "green", "update": "yellow", "skip": "cyan", "delete": "red"}




def _zone() -> tzinfo:
    from mnemo.text.dates import local_zone

    return local_zone()  # read each time: cheap (ZoneInfo caches), and TZ may change in one process (tests)


def local(when: datetime, fmt: str = "%Y-%m-%d %H:%M") -> str:
    """A stored time (UTC) as the person at this terminal reads it: in the machine's zone (``TZ``), as the
    CLI reads the times typed at it. ``--json`` keeps the stored UTC times."""
    return when.astimezone(_zone()).strftime(fmt)


def local_day(iso: str | None) -> str:
    """The local date of an ISO time ("" for none), as the tables show days."""
    from mnemo.text.dates import day_in

    return day_in(iso, _zone())


def shown(value: Any) -> str:
    """Stored text for a rich cell: controls spelled out and rich markup escaped (``[link=…]`` stays text)."""
    return escape(printable(str(value)))


def _d(decision: str) -> str:
    return f"[{_DECISION_STYLE.get(decision, 'white')}]{decision.upper()}[/]"


@contextlib.contextmanager
def status(message: str, enabled: bool = True) -> Iterator[None]:
    if enabled and err.is_terminal:
        with err.status(message):
            yield
    else:
        yield


def add_result(r: WriteResult) -> None:
    t = Table(show_header=False, box=None, pad_edge=False)
    t.add_column(style="bold")
    t.add_column()
    t.add_row("decision", _d(r.decision.value) + (f"  ({r.status.value})" if r.status.value != "success" else ""))
    if r.memory_id:
        t.add_row("memory", r.memory_id + (f"  v{r.version}" if r.version else ""))
    if r.target_memory_id and r.target_memory_id != r.memory_id:
        t.add_row("target", r.target_memory_id)
    if r.related_memory_ids:
        t.add_row("linked to", ", ".join(r.related_memory_ids))
    if r.score is not None:
        t.add_row("score", f"{r.score:.3f}")
    if r.resolution:
        t.add_row("resolution", r.resolution.value)
    if r.conflict_id:
        t.add_row("conflict", r.conflict_id)
    t.add_row("reason", shown(r.reason))
    for warning in r.warnings:
        t.add_row("[yellow]warning[/yellow]", shown(warning))
    out.print(t)


def hint(text: str) -> None:
    """A line under a result that says what the user may have meant to do."""
    t = Table(show_header=False, box=None, pad_edge=False)
    t.add_column(style="bold")
    t.add_column()
    t.add_row("hint", shown(text))
    out.print(t)


def memory(m: Memory, edges: Sequence[Edge] = ()) -> None:
    t = Table(show_header=False, box=None, pad_edge=False)
    t.add_column(style="bold")
    t.add_column(overflow="fold")
    for key in ("id", "status", "version", "title", "content", "summary", "category", "keywords", "importance",
                "confidence", "source_type", "source", "source_ref", "thread_id", "people", "created_at",
                "updated_at", "previous_version_id", "superseded_by", "delete_reason", "embedding_model"):
        v = getattr(m, key)
        if v in (None, [], ""):
            continue
        if hasattr(v, "value"):
            v = v.value
        if isinstance(v, list):
            v = ", ".join(map(str, v))
        if isinstance(v, datetime):
            v = local(v, "%Y-%m-%d %H:%M:%S %z")  # as the tables show it; --json keeps UTC
        t.add_row(key, shown(v))
    # whether a team shares it, and who wrote it (the team walk could not tell without --json)
    t.add_row("shared", f"with team {shown(m.team_id or '')}" if m.visibility == "team" else "no (private)")
    if m.author_id:
        t.add_row("author", shown(m.author_id))
    out.print(t)
    if edges:
        e = Table(title="edges", title_justify="left")
        for c in ("type", "from", "to", "confidence", "evidence"):
            e.add_column(c)
        for edge in edges:
            e.add_row(edge.type.value, edge.source_id, edge.target_id, f"{edge.confidence:.2f}",
                      shown(truncate(edge.evidence or "", 60)) + (" (removed)" if edge.removed_at else ""))
        out.print(e)


def history(versions: Sequence[Memory]) -> None:
    t = Table(title="versions (oldest first)", title_justify="left")
    for c in ("v", "id", "status", "source", "updated", "content"):
        t.add_column(c, overflow="fold")
    for m in versions:
        t.add_row(str(m.version), m.id, m.status.value, m.source_type.value, local(m.updated_at),
                  shown(truncate(m.content, 80)))
    out.print(t)


def memory_page(items: Sequence[Memory], total: int, offset: int) -> None:
    if not items:
        out.print("No memories match." if total == 0 else f"No memories past {offset} (there are {total}).")
        return
    t = Table()
    for c in ("id", "v", "status", "updated", "type", "content"):
        t.add_column(c, overflow="fold")
    for m in items:
        t.add_row(m.id, str(m.version), m.status.value, local(m.updated_at, "%Y-%m-%d"), shown(m.category or ""),
                  shown(truncate(m.content, 90)))
    out.print(t)
    out.print(f"[dim]{offset + 1}-{offset + len(items)} of {total}[/dim]")


def search(hits: Sequence[Any]) -> None:
    if not hits:
        out.print("Nothing relevant found.")
        return
    t = Table()
    from mnemo.domain.decision_status import status_note

    for c in ("score", "id", "date", "status", "hops", "content"):
        t.add_column(c, overflow="fold")
    for h in hits:
        t.add_row(f"{h.score:.3f}", h.memory.id, local(h.memory.created_at, "%Y-%m-%d"),
                  escape(getattr(h, "note", None) or status_note(h.memory) or h.memory.status.value), str(h.hops),
                  shown(truncate(h.memory.content, 90)))
    out.print(t)


def log(entries: Sequence[LogEntry]) -> None:
    if not entries:
        out.print("The decision log is empty for this filter.")
        return
    t = Table()
    for c in ("time", "decision", "status", "score", "target", "ms", "reason"):
        t.add_column(c, overflow="fold")
    for e in entries:
        t.add_row(local(e.timestamp, "%Y-%m-%d %H:%M:%S"), _d(e.decision.value), e.status.value,
                  "" if e.similarity_score is None else f"{e.similarity_score:.2f}", e.target_memory_id or "",
                  f"{e.processing_time_ms:.1f}", shown(truncate(e.reason, 70)))
    out.print(t)


def stats(s: dict[str, Any]) -> None:
    t = Table(title="decision log analytics", title_justify="left", show_header=False)
    t.add_column(style="bold")
    t.add_column()
    t.add_row("total entries", str(s["totalEntries"]))
    for d, n in s["byDecision"].items():
        t.add_row(f"  {d}", str(n))
    for st, n in sorted(s["byStatus"].items()):
        t.add_row(f"status {st}", str(n))
    t.add_row("created with links", str(s.get("createdWithLinks", 0)))
    for d, v in s.get("avgSimilarityByDecision", {}).items():
        t.add_row(f"avg score ({d})", f"{v:.3f}")
    if s.get("avgProcessingTimeMs") is not None:
        t.add_row("processing ms avg / p95", f"{s['avgProcessingTimeMs']:.2f} / {s['p95ProcessingTimeMs']:.2f}")
    if "memories" in s:
        t.add_row("memories", ", ".join(f"{k} {v}" for k, v in s["memories"].items()))
        t.add_row("open conflicts", str(s.get("openConflicts", 0)))
    models = s.get("embeddingModels") or {}
    other = {m: n for m, n in models.items() if m != s.get("embeddingModel")}
    if other:
        t.add_row("[yellow]embedded by another model[/]",
                  ", ".join(f"{m}: {n}" for m, n in other.items()) + " (not compared until re-embedded)")
    out.print(t)


def conflicts(items: Sequence[ConflictRecord]) -> None:
    if not items:
        out.print("No conflicts.")
        return
    t = Table()
    for col in ("id", "status", "kind", "field", "kept", "incoming", "sources", "resolution", "reason"):
        t.add_column(col, overflow="fold")
    for c in items:
        t.add_row(c.id, c.status, c.kind, c.field, shown(truncate(c.existing_value or "", 40)),
                  shown(truncate(c.incoming_value or "", 40)),
                  f"{c.existing_source_type.value} vs {c.incoming_source_type.value}", c.resolution.value,
                  shown(truncate(c.reason, 50)))
    out.print(t)
    if any(c.status == "open" for c in items):
        out.print("Settle one with: mnemo conflicts resolve ID --keep existing|incoming [--reason TEXT]")


def resolution(r: ConflictResolution) -> None:
    t = Table(show_header=False, box=None, pad_edge=False)
    t.add_column(style="bold")
    t.add_column(overflow="fold")
    t.add_row("conflict", f"{r.conflict_id} ({r.kind}): resolved")
    t.add_row("kept", f"the {r.keep} value" + (" (now current)" if r.changed else " (unchanged)"))
    if r.memory_id:
        t.add_row("memory", f"{r.memory_id}" + (f" (version {r.version})" if r.version else ""))
    if r.person_id:
        t.add_row("person", r.person_id)
    t.add_row("log", r.log_id)
    out.print(t)


# --- similarity ---------------------------------------------------------------------------------------------
def similarity(r: ContextualResult) -> None:
    d = r.as_dict()
    t = Table(show_header=False, box=None)
    capped = f"  (capped: {escape(d['capped_by'])})" if d.get("capped_by") else ""
    t.add_row("category", f"[bold]{d['category']}[/bold]" + capped)
    t.add_row("overall score", f"{d['overall_score']:.3f}")
    for k, v in d["breakdown"].items():
        t.add_row(k.replace("_", " "), f"{v:.3f}")
    t.add_row("same context", "yes" if d["same_context"] else "no")
    t.add_row("context distance", f"{d['context_distance']:.3f}")
    t.add_row("path", d["path"])
    out.print(t)
    out.print(d["reasoning"], markup=False)


def similarity_pairs(svc: SimilarityService, path: str, stream: TextIO, chunk: int = 512) -> int:
    """Stream ``path`` (JSONL pairs) through ``svc`` in chunks; one JSON line out per line in. Returns the
    number of lines that could not be read (each gets an ``error`` object in its place)."""
    import json
    from pathlib import Path

    from mnemo.errors import InvalidInput

    p = Path(path).expanduser()
    if not p.is_file():
        raise InvalidInput(f"No such pairs file: {p}", "Pass a JSONL file with one {\"a\": ..., \"b\": ...} per line")
    errors = 0
    batch: list[tuple[int, dict[str, Any] | str]] = []  # (line number, its row or why it could not be read)

    def flush() -> None:
        good = [(row["a"].strip(), row["b"].strip()) for _, row in batch if not isinstance(row, str)]
        results = iter(svc.compare_many(good)) if good else iter(())
        for n, row in batch:
            if isinstance(row, str):
                obj = {"line": n, "error": {"code": "invalid_input", "message": row}}
            else:
                obj = {**{k: v for k, v in row.items() if k not in ("a", "b")}, **next(results).as_dict()}
            stream.write(json.dumps(obj, ensure_ascii=False) + "\n")
        stream.flush()
        batch.clear()

    try:
        fh = p.open(encoding="utf-8")
    except OSError as exc:
        raise InvalidInput(f"Cannot read {p} ({exc.strerror})", "Check the path and its permissions") from None
    with fh:
        try:
            for n, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                err = None
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as exc:
                    row, err = None, f"not JSON ({exc.msg}); write one object per line"
                if err is None and not (isinstance(row, dict) and isinstance(row.get("a"), str)
                                        and isinstance(row.get("b"), str) and row["a"].strip() and row["b"].strip()):
                    row, err = None, 'needs non-empty text fields "a" and "b"'
                errors += err is not None
                batch.append((n, row if err is None else err))
                if len(batch) >= chunk:
                    flush()
        except UnicodeDecodeError:
            raise InvalidInput(f"{p} is not UTF-8 text", "Save the pairs file as UTF-8 JSONL") from None
    if batch:
        flush()
    return errors


def calibration(d: dict) -> None:
    b = d["bands"]
    out.print(f"Calibrated [bold]{d['model']}[/bold] on {d['pairs']} labeled pairs: "
                  f"skip >= {b['skip']}, update >= {b['update']}, related >= {b['related']}")
    out.print(f"Band accuracy on these pairs: {d['accuracy_default_bands']:.0%} with the default bands, "
                  f"{d['accuracy_calibrated_bands']:.0%} calibrated.")
    out.print("Mean cosine per label: " + ", ".join(f"{k} {v}" for k, v in d["mean_cosine"].items()))
    out.print(f"Saved to {d['config']}" if d["written"] else "Dry run: nothing written.")



class _IngestProgress:
    """A progress bar on stderr for ``mnemo ingest`` (a spinner with a count when the total is unknown)."""

    def __init__(self, enabled: bool, label: str = "ingesting") -> None:
        self.enabled, self.label = enabled, label
        self._bar: Progress | None = None
        self._task: TaskID | None = None

    def start(self, total: int | None) -> None:
        if not self.enabled:
            return
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        self._bar = Progress(SpinnerColumn(), TextColumn(self.label), BarColumn(), MofNCompleteColumn(),
                             TimeElapsedColumn(), console=err, transient=True)
        self._bar.start()
        self._task = self._bar.add_task("ingest", total=total)

    def advance(self, n: int) -> None:
        if self._bar is not None and self._task is not None:
            self._bar.advance(self._task, n)

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()


@contextlib.contextmanager
def ingest_progress(enabled: bool = True, label: str = "ingesting") -> Iterator[_IngestProgress]:
    p = _IngestProgress(enabled and err.is_terminal, label)
    try:
        yield p
    finally:
        p.stop()


class _JobProgress:
    """One bar per upkeep job on stderr (a spinner with a count while a job's total is unknown)."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._bar: Progress | None = None
        self._tasks: dict[str, TaskID] = {}

    def update(self, job: str, done: int, total: int | None) -> None:
        if not self.enabled:
            return
        if self._bar is None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

            self._bar = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                 TimeElapsedColumn(), console=err, transient=True)
            self._bar.start()
        if job not in self._tasks:
            self._tasks[job] = self._bar.add_task(job, total=total)
        self._bar.update(self._tasks[job], completed=done, total=total)

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()


@contextlib.contextmanager
def job_progress(enabled: bool = True) -> Iterator[_JobProgress]:
    p = _JobProgress(enabled and err.is_terminal)
    try:
        yield p
    finally:
        p.stop()


_JOB_FIGURES = {"reembed": ("stale", "reembedded"), "tags": ("changed",), "duplicates": ("checked", "merged"),
                "compaction": ("candidates", "clusters", "compacted", "updated", "originals"),
                "retention": ("purged_memories", "purged_versions", "log_entries_dropped")}


def maintain_report(d: dict[str, Any]) -> None:
    t = Table(title=f"upkeep as of {d['now'][:19]}" + (" (dry run: nothing changed)" if d["dry_run"] else ""),
              title_justify="left")
    for col in ("job", "status", "figures", "seconds"):
        t.add_column(col)
    for job, r in d["jobs"].items():
        status = r.get("status", "")
        style = {"done": "green", "failed": "red", "busy": "yellow"}.get(status, "")
        figures = r.get("error") or r.get("reason") or ", ".join(
            f"{k.replace('_', ' ')} {r[k]}" for k in _JOB_FIGURES.get(job, ()) if k in r)
        t.add_row(job, f"[{style}]{status}[/]" if style else status, escape(str(figures)), str(r.get("seconds", "")))
    out.print(t)


def health_report(h: dict[str, Any]) -> None:
    t = Table(title="memory health", title_justify="left", show_header=False)
    t.add_column(style="bold")
    t.add_column()
    m = h["memories"]
    t.add_row("versions by status", ", ".join(f"{k} {v}" for k, v in m["by_status"].items()))
    t.add_row("current by age", ", ".join(f"{k} {v}" for k, v in m["current_by_age"].items()))
    t.add_row("decisions", ", ".join(f"{k} {v}" for k, v in h["decisions"].items()))
    dup = h["duplicate_candidates"]
    t.add_row("duplicate candidates", f"{dup['pairs']} pairs at raw cosine >= {dup['raw_cosine']}")
    rs = h.get("restatement_candidates") or {}
    if rs.get("pairs") is None:
        t.add_row("restatement candidates", "not looked for yet (mnemo maintain --only duplicates)")
    else:
        when = f" of {rs['swept_at'][:16]}" if rs.get("swept_at") else ""
        merged = rs.get("merged")
        t.add_row("restatement candidates", f"{rs['pairs']} pairs listed by the last duplicate sweep{when}" + (
            escape(" (not merged: [lifecycle.restatement] merge = true merges them)") if merged is False else ""))
    t.add_row("thin memories", f"{h['thin']['count']} under {h['thin']['min_chars']} characters")
    tags = h["tags"]
    t.add_row("tags", f"{tags['distinct_tags']} distinct for {tags['memories']} memories "
                      f"({tags['distinct_per_memory']} per memory), entropy {tags['entropy_bits']} bits; "
                      f"{tags['would_change']} memories have variants the synonym map would change")
    if tags["top_synonyms"]:
        t.add_row("  top variants", escape(", ".join(tags["top_synonyms"][:5])))
    t.add_row("open conflicts", str(h["open_conflicts"]))
    st = h["stale_standing"]
    t.add_row("stale standing decisions", f"{st['count']} with nothing newer in {st['days']:g} days")
    e = h["embedding"]
    t.add_row("embedding models", ", ".join(f"{k} {v}" for k, v in e["in_use"].items()) +
              (f"; [yellow]{e['needs_reembedding']} need re-embedding[/]" if e["needs_reembedding"] else ""))
    c = h["compaction"]
    t.add_row("compaction", f"{c['compacted_memories']} compacted memories over {c['originals_compacted']} originals")
    jobs = h["jobs"]
    t.add_row("jobs due", ", ".join(jobs["due"]) or "none")
    for r in jobs["history"][:5]:
        t.add_row(f"  {r['job']}", f"{r['status']}{' (dry run)' if r['dry_run'] else ''} at {r['started_at'][:19]}"
                  + (f": {escape(r['error'])}" if r.get("error") else ""))
    out.print(t)


def ingest_report(d: dict[str, Any]) -> None:
    t = Table(show_header=False, box=None, pad_edge=False)
    t.add_column(style="bold")
    t.add_column(justify="right")
    for label, key in (("items read", "items"), ("already ingested", "already_ingested"),
                       ("memories created", "memories_created"), ("  of them linked", "linked"),
                       ("updated", "updated"), ("skipped (duplicates)", "skipped"),
                       ("nothing worth keeping", "no_memory"), ("people resolved (new)", "people"),
                       ("graph edges", "edges"), ("seconds", "seconds")):
        t.add_row(label, str(d.get(key, 0)))
    out.print(t)
    errors = d.get("errors") or []
    if errors:
        out.print(f"[yellow]{len(errors)} item(s) could not be read and were skipped:[/]")
        for e in errors[:20]:
            out.print(f"  {escape(str(e.get('origin')))}: {escape(str(e.get('reason')))}")
        if len(errors) > 20:
            out.print(f"  … and {len(errors) - 20} more (use --json for all)")


def extractions(found: Sequence[dict[str, Any]]) -> None:
    if not found:
        out.print("Nothing worth keeping in this message.")
        return
    t = Table(show_lines=False)
    for col in ("type", "status", "confidence", "title", "people"):
        t.add_column(col)
    for f in found:
        people = f.get("people") or []
        names = ", ".join((p.get("name") or p.get("email") or "") if isinstance(p, dict) else str(p) for p in people)
        t.add_row(str(f.get("kind") or f.get("category") or ""), str(f.get("status") or ""),
                  str(f.get("confidence") or ""), escape(truncate(str(f.get("title") or f.get("summary") or ""), 70)),
                  escape(truncate(names, 40)))
    out.print(t)
