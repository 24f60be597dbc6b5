"""``mnemo decisions`` (the register: what the team decided and what stands now) and ``mnemo decisions show
ID`` (one matter's timeline). Thin over ``MemoryService.register`` / ``decision_timeline``.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

from typing import Annotated, Any, Optional

import typer


#: Below this many columns the register's table would fold its two id columns: ids that cannot be copied.
_TABLE_WIDTH = 150


def _table(items: list[dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    from mnemo.interfaces.cli.render import local_day, shown

    if not items:
        typer.echo("No decisions match. Try --status all, or ingest a source with `mnemo ingest`.")
        return
    console = Console()
    if console.width < _TABLE_WIDTH:  # a table folds the ids of a narrow terminal: one block per decision
        for e in items:
            since = local_day(e["valid_from"])
            console.print(f"[bold]{e['id']}[/bold]  {_status(e)}" + (f"  since {since}" if since else ""),
                          soft_wrap=True)
            console.print("  " + shown((e["title"] or e["content"])[:160]), soft_wrap=False)
            if e["superseded_by"] or e["valid_until"]:
                console.print("  replaced by " + " on ".join(
                    x for x in (e["superseded_by"] or "", local_day(e["valid_until"])) if x), soft_wrap=True)
        return
    table = Table(show_lines=False)
    id_width = max(len(e["id"]) for e in items)
    for col in ("id", "status", "subject", "decision", "since", "replaced by / until"):
        table.add_column(col, overflow="fold", min_width=id_width if col in ("id", "replaced by / until") else None)
    for e in items:
        until = " ".join(x for x in ((e["superseded_by"] or ""), local_day(e["valid_until"])) if x)
        table.add_row(e["id"], _status(e), shown(e["subject"] or ""), shown((e["title"] or e["content"])[:90]),
                      local_day(e["valid_from"]), until)
    console.print(table)


def _status(e: dict[str, Any]) -> str:
    """A cancellation is listed as one: "reversed" beside "Remove CSV export … → now" read as if the removal
    had been undone (the engineering walk)."""
    return "cancellation" if e.get("cancels") else e["status"]


def _timeline(items: list[dict[str, Any]]) -> None:
    from mnemo.interfaces.cli.render import local_day, printable

    for e in items:
        span = f"{local_day(e['valid_from'])} → {local_day(e['valid_until']) or 'now'}"
        typer.echo(f"{span}  [{_status(e)}] {e['id']}  {printable(e['content'][:160])}")
        if e["superseded_by"]:
            typer.echo(f"{'':23}replaced by {e['superseded_by']}")


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, UserOpt, _Ctx, _date, command

    group = typer.Typer(help="The decision register: each decision with its subject and whether it stands now "
                             "(standing, pending, superseded, reversed); `mnemo decisions show ID` prints a "
                             "matter's timeline.")
    app.add_typer(group, name="decisions")

    @group.callback(invoke_without_command=True)
    @command
    def decisions(ctx: typer.Context,
                  status: Annotated[str, typer.Option("--status", help="standing|pending|superseded|reversed|all")]
                  = "standing",
                  subject: Annotated[Optional[str], typer.Option("--subject", help="Words of the matter.")] = None,
                  since: Annotated[Optional[str], typer.Option("--since", help="Decided on or after (ISO, 7d…).")]
                  = None,
                  until: Annotated[Optional[str], typer.Option("--until", help="Decided on or before.")] = None,
                  user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """List decisions (standing ones by default), newest first."""
        if ctx.invoked_subcommand is not None:
            return
        c = _Ctx(db, as_json)
        try:
            items = c.svc.register(user_id=user, status=status, subject=subject, since=_date(since, "--since"),
                                   until=_date(until, "--until", end_of_day=True))
            c.emit({"decisions": items}, lambda: _table(items))
        finally:
            c.close()

    @group.command("show")
    @command
    def show(memory_id: Annotated[str, typer.Argument(help="A decision's id (from `mnemo decisions`).")],
             user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """The timeline of a decision's matter: what it replaced and what replaced it, oldest first."""
        c = _Ctx(db, as_json)
        try:
            items = c.svc.decision_timeline(memory_id, user_id=user)
            c.emit({"timeline": items}, lambda: _timeline(items))
        finally:
            c.close()
