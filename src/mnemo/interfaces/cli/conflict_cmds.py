"""``mnemo conflicts`` (list) and ``mnemo conflicts resolve ID --keep existing|incoming`` (settle one).

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

from typing import Annotated, Optional

import typer

from mnemo.errors import InvalidInput


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, UserOpt, _Ctx, command

    group = typer.Typer(help="Values that lost to a higher-priority source (or tied), kept on record for review; "
                             "`mnemo conflicts resolve ID --keep existing|incoming` settles one.")
    app.add_typer(group, name="conflicts")

    @group.callback(invoke_without_command=True)
    @command
    def conflicts(ctx: typer.Context,
                  status: Annotated[str, typer.Option("--status", help="open|resolved|all")] = "open",
                  user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """List conflicts (open ones by default), each with both values."""
        if ctx.invoked_subcommand is not None:
            return
        from mnemo.interfaces.cli import render

        if status not in ("open", "resolved", "all"):
            raise InvalidInput(f"Unknown --status {status!r}", "Use open, resolved or all")
        c = _Ctx(db, as_json)
        try:
            items = c.svc.list_conflicts(status=status, user_id=user)
            c.emit({"conflicts": [x.model_dump(mode="json") for x in items]}, lambda: render.conflicts(items))
        finally:
            c.close()

    @group.command("resolve")
    @command
    def resolve(conflict_id: Annotated[str, typer.Argument(help="Conflict id (from `mnemo conflicts`).")],
                keep: Annotated[Optional[str], typer.Option(
                    "--keep", help="existing: the current value stays; incoming: the incoming value becomes "
                                   "current (a new version of the memory, or the person's organization).")] = None,
                reason: Annotated[Optional[str], typer.Option("--reason", help="Why (kept in the decision log).")] = None,
                user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Settle an open conflict: keep the existing value or make the incoming one current (logged)."""
        from mnemo.interfaces.cli import render

        if keep is None:
            raise InvalidInput("Missing --keep", "Pass --keep existing (the current value stays) or --keep incoming "
                                                 "(the incoming value becomes current)")
        c = _Ctx(db, as_json, user)
        try:
            with render.status("Resolving…", enabled=not as_json):
                svc = c.svc
                result = svc.resolve_conflict(conflict_id, keep=keep, reason=reason, user_id=svc.default_user)
            c.emit(result.as_dict(), lambda: render.resolution(result))
        finally:
            c.close()
