"""``mnemo team pull``: this machine's store as a replica of a team's memories, sealed on the way to the server.

``mnemo team link --server URL --key KEY`` ties the store to the key's team; from then on every command on
it takes the team's changes first and sends its own sealed (``sync/replica.py``, ``docs/vault.md``).
``mnemo team pull`` takes the changes now; ``mnemo team status`` says where the replica stands.
"""


import os
from typing import Annotated, Any, Optional

import typer


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, _Ctx, command

    group = typer.Typer(help="Share a team's memories through a team server that only ever holds them sealed "
                             "(docs/vault.md, 'Sealing on the members' machines').")
    app.add_typer(group, name="team")

    def _settings_db(db: str | None) -> str:
        from mnemo.config import Settings

        return Settings.load(db=db).db

    @group.command("pull")
    @command
    def pull(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Take the changes the team's other members sent since this store last synced."""
        c = _Ctx(db, as_json)
        try:
            store: Any = c.svc.store
            if not getattr(store, "is_replica", False):
                from mnemo.errors import InvalidInput

                raise InvalidInput("This store is not linked to a team", "Link it: mnemo team link --server URL --key KEY")
            if store.removed is not None:
                raise store.removed
            taken = store.pull()
            out = {"team": store.link.team, "server": store.link.server, "taken": taken, "position": store.position()}
            c.emit(out, lambda: typer.echo(f"Took {taken} change(s) of team {out['team']}; "
                                           f"this store is at {out['position']} of its log."))
        finally:
            c.close()

    @group.command("link")
    @command
    def link(server: Annotated[str, typer.Option("--server", help="The team server's address.")],
             key: Annotated[Optional[str], typer.Option("--key", help="A key of the team (default: MNEMO_API_KEY).")] = None,
             db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Tie this store to the key's team on SERVER. The first member's store brings its vault; the others
        take the team's and ask to join (mnemo vault request-access NAME)."""
        from mnemo.errors import InvalidInput
        from mnemo.bootstrap import link_team_store

        secret = key or os.environ.get("MNEMO_API_KEY")
        if not secret:
            raise InvalidInput("No key was given", "Pass --key with a key of the team (mnemo keys create --user U "
                                                  "--team T on the server), or set MNEMO_API_KEY")
        location = _settings_db(db)
        out = link_team_store(location, server, secret)
        team, user, outcome = out["team"], out["user"], out["vault_header"]
        def show() -> None:
            typer.echo(f"Linked {location} to team {team} on {server} as {user}.")
            if outcome == "took":
                typer.echo("It took the team's vault. If your passphrase does not open it yet, ask to join: "
                           "mnemo vault request-access NAME, and have a member run mnemo vault approve NAME.")
            elif outcome == "put":
                typer.echo("The team's log is sealed with this store's vault; members join with "
                           "mnemo vault request-access NAME on their own linked store.")
        _Ctx(None, as_json).emit(out, show)

    @group.command("status")
    @command
    def status(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Where this replica stands: its team, server, position and the log's head."""
        from mnemo.bootstrap import team_link

        link = team_link(_settings_db(db))
        if link is None:
            out: dict[str, Any] = {"linked": False}
            _Ctx(None, as_json).emit(out, lambda: typer.echo("Not linked (mnemo team link --server URL --key KEY)."))
            return
        c = _Ctx(db, as_json, locked_ok=True)
        try:
            store: Any = c.svc.store
            if not getattr(store, "is_replica", False):
                from mnemo.errors import InvalidInput

                raise InvalidInput(f"This store is linked to team {link.team} but opened unlinked (the warning above "
                                   "says why)", "Fix what it says, or delete the link file to stop syncing")
            if store.removed is not None:
                raise store.removed
            head = int(store.remote.header().get("head") or 0)
            out = {"linked": True, "team": link.team, "user": link.user, "server": link.server,
                   "position": store.position(), "head": head, "header_version": store.link.header_version}
            c.emit(out, lambda: typer.echo(f"team {link.team} on {link.server} as {link.user}: at {out['position']} "
                                           f"of {head}; vault header version {out['header_version']}"))
        finally:
            c.close()
