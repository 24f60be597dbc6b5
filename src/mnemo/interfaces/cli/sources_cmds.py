"""``mnemo sources``: the live sources a server receives webhooks from or syncs (``docs/live_sources.md``).

``add github|slack NAME --user U [--team T] [--private] --secret-env VAR | --secret-file PATH``,
``add gmail NAME --user U --token-file PATH | --secret-env VAR [--every 1d]``,
``add discord NAME --user U --team T --secret-env VAR --channel ID… [--every 15m]``,
``add notion NAME --user U --team T --secret-env VAR | --token-file PATH [--every 15m]``, ``list``, ``status NAME``,
``remove NAME``, ``retry NAME`` (failed deliveries due again), ``process`` (what the server's worker does,
once), ``sync [NAME]`` (a synced source now, or every due one: for cron). A secret is read from an
environment variable or a file, never from the command line (shell history, ``ps``), and never printed.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

import os
import re
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from mnemo.errors import InvalidInput


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, _Ctx, command

    group = typer.Typer(help="Live sources: GitHub and Slack webhooks the server (`mnemo serve`) receives at "
                             "/hooks/github and /slack/events, verified with each source's secret, and Gmail, "
                             "Discord and Notion, which the server syncs on a schedule.")
    app.add_typer(group, name="sources")

    def live(c: Any) -> Any:
        svc = c.svc
        if not hasattr(svc, "live"):
            raise InvalidInput("Live sources are configured on the server's own database",
                               "Run `mnemo sources …` on the server with --db (or MNEMO_DB), not through MNEMO_URL")
        return svc.live

    def parse_every(value: Optional[str]) -> Optional[int]:
        if value is None:
            return None
        m = re.fullmatch(r"\s*(\d+)\s*([smhd]?)\s*", value.lower())
        if not m:
            raise InvalidInput(f"Invalid --every {value!r}", "Pass a number with s, m, h or d, e.g. 1d, 6h or 30m")
        return int(m.group(1)) * {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}[m.group(2)]

    def read_secret(env: Optional[str], file: Optional[Path]) -> str:
        if bool(env) == bool(file):
            raise InvalidInput("Give the secret with exactly one of --secret-env or --secret-file",
                               "e.g. export GH_HOOK_SECRET=…; mnemo sources add github NAME --user U "
                               "--secret-env GH_HOOK_SECRET")
        if env:
            value = os.environ.get(env)
            if not value:
                raise InvalidInput(f"The environment variable {env} is not set", f"export {env}=<the secret>")
            return value
        assert file is not None
        try:
            return file.expanduser().read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise InvalidInput(f"Cannot read {file} ({exc.strerror})", "Pass a readable file holding the secret") from None

    @group.command("add")
    @command
    def add(kind: Annotated[str, typer.Argument(help="github, slack (webhooks); gmail, discord, notion (synced)")],
            name: Annotated[str, typer.Argument(help="A name for this source (letters, digits, . _ -).")],
            user: Annotated[str, typer.Option("--user", help="Whose memory the source writes to.")],
            team: Annotated[Optional[str], typer.Option("--team", help="Share what it brings with this team.")] = None,
            private: Annotated[bool, typer.Option("--private", help="With --team: keep it private to --user.")] = False,
            secret_env: Annotated[Optional[str], typer.Option(
                "--secret-env", help="Environment variable holding the webhook secret (Slack: signing secret).")] = None,
            secret_file: Annotated[Optional[Path], typer.Option("--secret-file", help="File holding the secret.")] = None,
            token_file: Annotated[Optional[Path], typer.Option(
                "--token-file", help="Synced: the token's file, read at every run (Gmail: keep it refreshed).")] = None,
            every: Annotated[Optional[str], typer.Option(
                "--every", help="Synced: how often (default 1d for gmail, 15m for discord and notion).")] = None,
            channel: Annotated[Optional[list[str]], typer.Option(
                "--channel", help="Discord: a channel id to read; Slack: a channel this source takes (repeat).")] = None,
            repo: Annotated[Optional[list[str]], typer.Option(
                "--repo", help="GitHub: a repository (OWNER/NAME) this source takes (repeat).")] = None,
            guild: Annotated[Optional[str], typer.Option("--guild", help="Discord: the server id (for links).")] = None,
            first_sync_limit: Annotated[Optional[int], typer.Option(
                "--first-sync-limit", help="Gmail: messages of the first sync (default 5000).")] = None,
            daily_limit: Annotated[Optional[int], typer.Option(
                "--daily-limit", help="Gmail: messages per day after it (default 100).")] = None,
            base_url: Annotated[Optional[str], typer.Option("--base-url", help="Synced: another API address.")] = None,
            oauth_client: Annotated[Optional[Path], typer.Option(
                "--oauth-client", help="Gmail, Notion: the OAuth client file; runs the consent flow in a browser.")] = None,
            no_browser: Annotated[bool, typer.Option(
                "--no-browser", help="With --oauth-client: print the consent URL only.")] = False,
            replace: Annotated[bool, typer.Option("--replace", help="Replace a source of the same name.")] = False,
            db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Add a webhook source (point the sender at the endpoint this prints) or a synced one (Gmail, Discord,
        Notion)."""
        k = kind.strip().lower()
        synced = k in ("gmail", "discord", "notion")
        if not synced and (token_file or every or first_sync_limit is not None or daily_limit is not None or base_url
                           or guild or oauth_client):
            raise InvalidInput("--token-file, --oauth-client, --every, --guild, --first-sync-limit, --daily-limit "
                               "and --base-url are for a synced source (gmail, discord, notion)",
                               "Drop them for a webhook source")
        if (channel and k not in ("discord", "slack")) or (repo and k != "github"):
            raise InvalidInput("--channel is for a discord or slack source, --repo for a github one", "Drop it")
        secret = read_secret(secret_env, secret_file) if not synced or secret_env or secret_file else None
        settings: dict[str, Any] | None = {
            "token_file": str(token_file.expanduser().resolve()) if token_file else None,
            "interval_s": parse_every(every), "first_sync_limit": first_sync_limit, "daily_limit": daily_limit,
            "base_url": base_url, "channels": channel or None, "guild": guild} if synced else \
            {"repos": repo or None} if k == "github" else {"channels": channel or None}
        if oauth_client is not None:
            from mnemo.ingest.live.oauth import PROVIDERS, LoopbackFlow, read_client

            if kind.strip().lower() not in PROVIDERS:
                raise InvalidInput(f"A {kind} source has no OAuth flow", "Use --secret-env or --token-file")
            client = read_client(oauth_client)
            c0 = _Ctx(db, as_json)
            try:  # the name is checked before the consent, not after it
                live(c0).check_new(name, replace)
            finally:
                c0.close()
            flow = LoopbackFlow(kind.strip().lower(), *client)
            tokens = flow.run(show=lambda url: typer.echo(f"Open this URL in a browser on this machine and accept:\n{url}",
                                                          err=True), open_browser=not no_browser)
            assert settings is not None
            settings["oauth"] = tokens
        c = _Ctx(db, as_json)
        try:
            lv = live(c)
            source = lv.add(kind, name, user_id=user, secret=secret, team_id=team, share=not private,
                            replace=replace, settings=settings)
            info = lv.describe(source)
            tail = (f". Point the webhook at https://<this server>{info['endpoint']}" if info["endpoint"] else
                    ". `mnemo serve` syncs it when due; `mnemo sources sync " + source.name + "` runs it now")
            c.emit(info, lambda: typer.echo(
                f"Added {source.kind} source {source.name!r} for {source.user_id}"
                + (f" (shared with team {source.team_id})" if info["shared"] else "") + tail))
        finally:
            c.close()

    @group.command("list")
    @command
    def list_(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """The configured sources, with their last run (never their secrets)."""
        c = _Ctx(db, as_json)
        try:
            lv = live(c)
            rows = [lv.describe(s) for s in lv.list()]

            def text() -> None:
                if not rows:
                    typer.echo("No live sources. Add one: mnemo sources add github NAME --user U --secret-env VAR")
                for r in rows:
                    d = r.get("deliveries")
                    state = (f"pending={d['pending']} done={d['done']} failed={d['failed']}" if d else
                             f"next_run={r['next_run']} cursor={r['cursor']} items={r['items']}")
                    typer.echo(f"{r['name']:<20} {r['kind']:<7} user={r['user']} team={r['team'] or '-'} "
                               f"shared={'yes' if r['shared'] else 'no'} secret={r['secret']} {state} "
                               f"last_run={r['last_run'] or '-'}" + (f" error: {r['last_error']}" if r['last_error'] else ""))
            c.emit({"sources": rows}, text)
        finally:
            c.close()

    @group.command("status")
    @command
    def status(name: Annotated[str, typer.Argument(help="The source's name.")],
               db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """One source: its deliveries (pending, done, failed), last run, items read and last error."""
        c = _Ctx(db, as_json)
        try:
            lv = live(c)
            info = lv.describe(lv.get(name))

            def text() -> None:
                for k, v in info.items():
                    typer.echo(f"{k:<11} {v}")
            c.emit(info, text)
        finally:
            c.close()

    @group.command("remove")
    @command
    def remove(name: Annotated[str, typer.Argument(help="The source's name.")],
               db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Remove a source and its unprocessed deliveries (memories it brought stay)."""
        c = _Ctx(db, as_json)
        try:
            live(c).remove(name)
            c.emit({"removed": name}, lambda: typer.echo(f"Removed {name}"))
        finally:
            c.close()

    @group.command("retry")
    @command
    def retry(name: Annotated[str, typer.Argument(help="The source's name.")],
              db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Make a source's failed deliveries due again (after fixing what `status` said)."""
        c = _Ctx(db, as_json)
        try:
            n = live(c).retry(name)
            c.emit({"requeued": n}, lambda: typer.echo(f"{n} failed deliveries of {name} are due again"))
        finally:
            c.close()

    @group.command("process")
    @command
    def process(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Process the deliveries waiting in the inbox now (a running server does this by itself)."""
        c = _Ctx(db, as_json)
        try:
            n = live(c).process()
            c.emit({"processed": n}, lambda: typer.echo(f"Processed {n} deliveries"))
        finally:
            c.close()

    @group.command("sync")
    @command
    def sync(name: Annotated[Optional[str], typer.Argument(help="A synced source to run now; none: every due one.")] = None,
             db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Sync a source now, or every due one (for cron, when no server runs the schedule)."""
        c = _Ctx(db, as_json)
        try:
            runs = live(c).sync(name)

            def text() -> None:
                if not runs:
                    typer.echo("No synced source is due")
                for r in runs:
                    if not r.ran:
                        typer.echo(f"{r.name}: another run holds it; try again when it ends")
                    elif r.error:
                        typer.echo(f"{r.name}: failed: {r.error}")
                    else:
                        typer.echo(f"{r.name}: {r.items} items read, {r.memories_created} memories created; "
                                   f"next run {r.next_run_at.isoformat() if r.next_run_at else 'now'}")
            c.emit({"runs": [r.as_dict() for r in runs]}, text)
            if any(r.error for r in runs):
                raise typer.Exit(1)
        finally:
            c.close()

    # `mnemo sync` (the name for cron): the same command as `mnemo sources sync`
    app.command("sync", help="Sync the due live sources now, or one by name (for cron; "
                             "the same as `mnemo sources sync`).")(sync)
