"""``mnemo ingest``, ``mnemo normalize``, ``mnemo extract``: thin adapters over the ingestion pipeline.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the option types come from ``app`` inside ``register``.
"""

import json
import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from mnemo.errors import InvalidInput

SOURCE_HELP = "mail (= gmail), slack, github, notion or discord"


def _existing(path: str) -> Path:
    p = Path(path).expanduser()
    if not p.exists():
        raise InvalidInput(f"No such file or directory: {path}", "Check the path (quote it if it has spaces)")
    return p


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, UserOpt, _Ctx, command

    @app.command()
    @command
    def ingest(source: Annotated[str, typer.Argument(help=SOURCE_HELP)],
               path: Annotated[str, typer.Argument(help="Export file or folder (mbox, .eml, Maildir, a tree of raw "
                                                        "messages, Slack export, webhook payloads, git repo, ...)")],
               team: Annotated[Optional[str], typer.Option("--team", help="Team the shared sources belong to.")] = None,
               limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Read at most N items, oldest first (a git history too); the next run goes on from there. For only the newest commits of a long history, ingest a shallow clone (git clone --depth N).")] = None,
               private: Annotated[bool, typer.Option("--private", help="With --team: keep what the source shares "
                                                                       "private to you instead of the team.")] = False,
               user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Read a source into memory: normalize, extract decisions, consolidate, link. Safe to rerun."""
        from mnemo.interfaces.cli import render

        _existing(path)
        ctx = _Ctx(db, as_json, user)
        try:
            found: list[int | None] = []  # the connector's count of what the path holds, before the cursor

            with render.ingest_progress(enabled=not as_json and sys.stderr.isatty()) as progress:
                def start(estimate: int | None) -> None:
                    found.append(estimate)
                    progress.start(estimate)

                report = ctx.svc.ingest(source, path, team_id=team, limit=limit, share=not private,
                                        on_start=start,
                                        on_progress=progress.advance)
            out = report.as_dict()
            ctx.emit(out, lambda: render.ingest_report(out))
        finally:
            ctx.close()
        if found == [0] and not (report.items or report.errors or report.already_ingested):
            from mnemo.ingest.connectors.registry import EXPECTS, canonical_source

            if canonical_source(source) == "github" and (Path(path) / ".git").exists():
                sys.stderr.write(f"Error: the git repository {render.printable(path)} has no commits yet. "
                                 "Ingest it after its first commit, or pass a repository with history\n")
            else:
                sys.stderr.write(f"Error: nothing to read as {source} in {render.printable(path)}. "
                                 f"Pass {EXPECTS[canonical_source(source)]}\n")
            raise typer.Exit(1)
        if report.errors and report.items - report.failed <= 0 and not report.already_ingested:
            first = report.errors[0]
            shown = f"{render.printable(str(first.get('origin')))}: {render.printable(str(first.get('reason')))}"
            # a rerun reads again only what failed before (the cursor stays before it): the path holds more
            if found and found[0] is not None and found[0] > report.items + len(report.errors):
                sys.stderr.write(f"Warning: {len(report.errors)} item(s) still cannot be ingested (first: {shown}); "
                                 "the rest was ingested by an earlier run\n")
                return
            sys.stderr.write(f"Error: none of the {len(report.errors)} items read could be ingested (first: {shown}). "
                             "Check the path and the source type; mnemo -v ingest shows each failure\n")
            raise typer.Exit(1)

    @app.command()
    @command
    def normalize(path: Annotated[str, typer.Argument(help="A raw message (RFC-822 / .eml) or a plain text file.")],
                  as_json: JsonOpt = False) -> None:
        """Print the visible text of a message: quotes, forwarded history, signatures and markup removed."""
        from mnemo.ingest.message_file import normalize_file

        text = normalize_file(str(_existing(path)))
        if as_json:
            sys.stdout.write(json.dumps({"text": text}, ensure_ascii=False) + "\n")
        else:
            sys.stdout.write(text + ("\n" if not text.endswith("\n") else ""))

    @app.command()
    @command
    def extract(path: Annotated[str, typer.Argument(help="A raw message (RFC-822 / .eml) or a plain text file.")],
                as_json: JsonOpt = False) -> None:
        """Show the decisions (and other memories worth keeping) one message yields."""
        from mnemo.interfaces.cli import render
        from mnemo.bootstrap import build_extractor, build_llm
        from mnemo.config import Settings
        from mnemo.ingest.message_file import extract_file

        extractor = build_extractor(build_llm(Settings.load().llm))  # the LLM when [llm] is set, else the rules
        found: list[dict[str, Any]] = extract_file(str(_existing(path)), extractor)
        if as_json:
            sys.stdout.write(json.dumps({"decisions": found}, ensure_ascii=False, default=str) + "\n")
        else:
            render.extractions(found)
