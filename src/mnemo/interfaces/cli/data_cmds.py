"""``mnemo list`` (one page of your memories), ``mnemo export`` and ``mnemo import`` (JSON lines, for a backup a
person can read or move to another store). Thin over ``MemoryService.list_memories`` / ``add``.

Why import goes through the write path instead of restoring rows: an export is portable between stores, users
and versions of mnemo, so every line is consolidated like a new memory (an exact copy is skipped, so importing
the same file twice changes nothing). ``mnemo migrate`` is the byte-for-byte copy of a whole store.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

import json
import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from mnemo.domain.queries import next_offset
from mnemo.errors import InvalidInput

# The fields of an exported memory that an import hands back to the write path.
_IMPORTED = ("title", "category", "keywords", "importance", "confidence", "source_type", "source", "source_ref",
             "source_url", "thread_id", "people", "entities", "projects", "metadata", "agent_id", "run_id")


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import AgentOpt, DbOpt, JsonOpt, MetaOpt, RunOpt, TagOpt, UserOpt, _Ctx, _narrow, command

    @app.command("list")
    @command
    def list_(status: Annotated[str, typer.Option("--status", help="active|superseded|deleted|all")] = "active",
              type: Annotated[Optional[str], typer.Option("--type", help="Only this type / category.")] = None,
              limit: Annotated[int, typer.Option("--limit", min=1, max=500)] = 20,
              offset: Annotated[int, typer.Option("--offset", min=0)] = 0,
              agent: AgentOpt = None, run: RunOpt = None, tag: TagOpt = None, meta: MetaOpt = None,
              user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Your memories, most recently updated first, one page at a time."""
        from mnemo.interfaces.cli import render

        ctx = _Ctx(db, as_json)
        try:
            items, total = ctx.svc.list_memories(user_id=user, status=status, category=type, limit=limit,
                                                 offset=offset, **_narrow(agent, run, tag, meta))
            out = {"memories": [m.public_dict() for m in items], "total": total, "limit": limit, "offset": offset,
                   "next_offset": next_offset(offset, len(items), total)}
            ctx.emit(out, lambda: render.memory_page(items, total, offset))
        finally:
            ctx.close()

    @app.command("delete-all")
    @command
    def delete_all(yes: Annotated[bool, typer.Option("--yes", help="Confirm: every memory of the user is "
                                                                   "soft-deleted (one logged delete each).")] = False,
                   reason: Annotated[Optional[str], typer.Option("--reason")] = None,
                   agent: AgentOpt = None, run: RunOpt = None, tag: TagOpt = None, meta: MetaOpt = None,
                   user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Soft-delete every active memory of a user, or of one agent, run, tag or metadata value (kept
        for audit until `mnemo forget`)."""
        ctx = _Ctx(db, as_json)
        try:
            out = ctx.svc.delete_all(confirm=yes, reason=reason, user_id=user, **_narrow(agent, run, tag, meta))
            ctx.emit(out, lambda: typer.echo(f"Deleted {out['deleted']} memories"
                                             + (f"; {out['not_allowed']} kept: a team's shared memories "
                                                "(a team admin deletes those one by one or with an admin key)"
                                                if out["not_allowed"] else "")))
        finally:
            ctx.close()

    @app.command("export")
    @command
    def export(out: Annotated[Optional[str], typer.Option("--out", help="File to write (default: stdout).")] = None,
               status: Annotated[str, typer.Option("--status", help="active (default) or all (every version, "
                                                                    "deleted ones included)")] = "active",
               user: UserOpt = None, db: DbOpt = None) -> None:
        """Write your memories as JSON lines, one memory per line (read back with `mnemo import`)."""
        if status not in ("active", "all"):
            raise InvalidInput(f"Unknown --status {status!r}", "Use active or all")
        if out:
            _check_export_target(Path(out).expanduser())
        ctx = _Ctx(db, False)
        # a file is written beside the target and renamed at the end: a failed export leaves the last backup whole
        partial = Path(out).expanduser().with_name(Path(out).name + ".partial") if out else None
        target = partial.open("w", encoding="utf-8") if partial else sys.stdout
        n = 0
        done = False
        try:
            offset = 0
            while True:
                items, total = ctx.svc.list_memories(user_id=user, status=status, limit=500, offset=offset)
                for m in items:
                    target.write(json.dumps(m.public_dict(), ensure_ascii=False) + "\n")
                n += len(items)
                offset += len(items)
                if not items or offset >= total:
                    break
            done = True
        finally:
            if partial:
                target.close()
                if done:
                    partial.replace(Path(out).expanduser())  # type: ignore[arg-type]
                else:
                    partial.unlink(missing_ok=True)
            ctx.close()
        if out:
            sys.stderr.write(f"Exported {n} memories to {out}\n")

    @app.command("import")
    @command
    def import_(path: Annotated[str, typer.Argument(help="A JSON-lines file from `mnemo export`.")],
                user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Add every memory of an export through the write path (exact copies are skipped: safe to rerun)."""
        file = Path(path).expanduser()
        if not file.is_file():
            raise InvalidInput(f"No file at {path}", "Pass the path of a file written by `mnemo export`")
        lines = _read_lines(file)
        ctx = _Ctx(db, as_json)
        counts: dict[str, int] = {}
        try:
            for record in lines:
                if record.get("status", "active") != "active":
                    counts["not_current"] = counts.get("not_current", 0) + 1  # history, deleted, forgotten
                    continue
                fields: dict[str, Any] = {k: record[k] for k in _IMPORTED if record.get(k) not in (None, [], {}, "")}
                # a later version's text dates from that version (updated_at), not from the memory's first:
                # recency and which decision came later are read from it (a first version's updated_at may
                # only be a later edit of its tags or importance)
                later = isinstance(record.get("version"), int) and record["version"] > 1
                when = (record.get("updated_at") if later else None) or record.get("created_at")
                if when:
                    from mnemo.text.dates import parse_datetime

                    fields["occurred_at"] = parse_datetime(str(when))
                if record.get("team_id"):  # a team's memory goes back to that team, shared if it was
                    fields["team_id"] = record["team_id"]
                    if str(record.get("user_id") or "").startswith("team:") or record.get("visibility") == "team":
                        fields["visibility"] = "team"
                r = ctx.svc.add(record["content"], user_id=user, **fields)
                counts[r.decision.value] = counts.get(r.decision.value, 0) + 1
            result = {"read": len(lines), "decisions": counts}
            ctx.emit(result, lambda: typer.echo(
                f"Imported {len(lines)} memories: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))))
            if counts.get("not_current"):
                sys.stderr.write(f"Note: {counts['not_current']} lines were old versions or deleted memories; import "
                                 "adds what is current, as new memories with new ids. For a full copy (every "
                                 "version, the links, the log, the same ids) use: mnemo migrate --from A --to B\n")
        finally:
            ctx.close()


def _check_export_target(target: Path) -> None:
    """Refuse a --out that cannot become a file before anything is read or written."""
    if target.is_dir():
        raise InvalidInput(f"--out {target} is a directory", f"Name a file, for example --out {target / 'mnemo.jsonl'}")
    if not target.parent.is_dir():
        raise InvalidInput(f"--out {target}: the directory {target.parent} does not exist",
                           "Create it first, or name a file in an existing directory")


def _read_lines(file: Path) -> list[dict[str, Any]]:
    """Every line of an export, checked before anything is written (a bad file changes nothing)."""
    records = []
    try:
        text = file.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"{file} is not UTF-8 text (byte {exc.start + 1} cannot be read)",
                           "Import a file written by `mnemo export`; to add mail, use `mnemo ingest mail PATH`") from None
    for n, line in enumerate(text.split("\n"), start=1):  # not splitlines: a JSON string may hold U+2028
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InvalidInput(f"Line {n} of {file} is not JSON ({exc.msg})",
                               "Import a file written by `mnemo export` (one JSON object per line)") from None
        if not isinstance(record, dict) or not isinstance(record.get("content"), str):
            raise InvalidInput(f"Line {n} of {file} has no content",
                               "Every line needs a \"content\" string, as `mnemo export` writes it")
        if not record["content"].strip() and record.get("status", "active") == "active":
            raise InvalidInput(f"Line {n} of {file} has empty content",
                               "Every current memory needs its text, as `mnemo export` writes it")
        records.append(record)
    return records
