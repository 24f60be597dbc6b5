"""``mnemo serve``, ``mnemo mcp`` and ``mnemo keys``: run the REST API / MCP server and manage API keys.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``app`` inside ``register``.
"""

import json
import sys
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from mnemo.errors import InvalidInput

if TYPE_CHECKING:
    import socket

    from mnemo.service import MemoryService


def bind_port(host: str, port: int) -> "socket.socket":
    """The server's listening socket, bound before anything is loaded or printed.

    Why: uvicorn binds after the app has started, so a port in use showed the "web app at ..." banner and
    uvicorn's startup lines before an ERROR and exit code 3. Binding here (and handing the socket to uvicorn)
    fails first, with the fix, and leaves no window in which another process takes the port."""
    import errno
    import socket

    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    except socket.gaierror as e:
        raise InvalidInput(f"Cannot listen on --host {host!r} ({e.strerror})",
                           "Pass an address of this machine, e.g. --host 127.0.0.1 (or 0.0.0.0 for every interface)") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does: a restart reuses the port at once
    try:
        sock.bind(address)
    except OSError as e:
        sock.close()
        if e.errno == errno.EADDRINUSE:
            raise InvalidInput(f"Port {port} on {host} is already in use",
                               f"Stop the process holding it (another mnemo serve?) or pass another --port, e.g. "
                               f"--port {port + 1 if port < 65535 else 8700}") from None
        if e.errno == errno.EACCES:
            raise InvalidInput(f"Not allowed to listen on port {port}", "Use a port above 1023, e.g. --port 8700") from None
        if e.errno == errno.EADDRNOTAVAIL:
            raise InvalidInput(f"{host} is not an address of this machine",
                               "Pass --host 127.0.0.1, 0.0.0.0, or one of this machine's addresses") from None
        raise
    return sock


def single_threaded_blas() -> bool:
    """Run numpy's BLAS on one thread in this process; True when it took effect.

    A server embeds one short text per request on many request threads at once. With OpenBLAS's own thread
    pool on top, those concurrent calls oversubscribe the cores and contend inside OpenBLAS: measured here
    with 8 concurrent gated writes on 2 cores, 5 writes/s (p50 1.4 s) against 92 writes/s (p50 85 ms) with
    one BLAS thread. The environment variables work when numpy is not loaded yet (the CLI loads it lazily);
    otherwise the loaded OpenBLAS is told directly."""
    import os

    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(var, "1")
    if "numpy" not in sys.modules:
        return True
    from mnemo.bootstrap import blas_on_one_thread

    return blas_on_one_thread()


def _warm_korean_analyzer() -> None:
    """Load the Korean analyzer (Kiwi, ~1.5-2 s) and the context's token counter (o200k, ~1.5 s) on a
    background thread while the server starts listening: otherwise the first Korean write after each start
    waited for the one (2 s measured; 3.5 s on a busy machine) and the first context call for the other."""
    import threading

    def load() -> None:
        from mnemo.retrieval.context import count_tokens
        from mnemo.text.analysis import kiwi

        try:
            kiwi().tokenize("서버를 시작하며 한국어 분석기를 미리 불러옵니다.")
            count_tokens("warm up")
        except Exception:  # noqa: BLE001 - a failure here shows again, with its message, on the first use
            pass

    threading.Thread(target=load, name="mnemo-warm-korean", daemon=True).start()


def _serve_the_cli_only(svc: "MemoryService", upkeep: bool) -> None:
    """``mnemo serve --cli-only``: the models stay loaded for this user's ``mnemo add/search/context/ask`` on
    the store, with no HTTP port to pick or keys to make, until Ctrl-C or SIGTERM (the socket is removed)."""
    import signal
    import threading

    from mnemo.errors import ConfigError
    from mnemo.interfaces.cli.local_server import listen

    # the handler goes in before the socket exists: a SIGTERM sent as soon as the socket shows (a service
    # manager, a test) found the default handler while a loading model held the interpreter, and killed us
    stopped = threading.Event()
    previous = signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    listener, where = listen(svc)
    if listener is None:
        signal.signal(signal.SIGTERM, previous)
        raise ConfigError(f"Nothing to serve: {where}", "Run the CLI without a server, or use mnemo serve for HTTP")
    scheduler = svc.upkeep_scheduler() if upkeep else None
    if scheduler is not None:
        scheduler.start()
    sys.stderr.write(f"mnemo: this machine's CLI (add, search, context, ask) on {svc.settings.db_shown} "
                     f"is answered here through {where}; Ctrl-C stops\n")
    try:
        while not stopped.wait(1.0):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        if scheduler is not None:
            scheduler.stop()
        listener.stop()


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, UserOpt, _Ctx, command

    keys = typer.Typer(no_args_is_help=True, help="API keys for the REST API and MCP over HTTP (one user each).")
    app.add_typer(keys, name="keys")
    TeamOpt = Annotated[Optional[str], typer.Option("--team", help="Team the key's writes belong to.")]

    @app.command()
    @command
    def serve(host: Annotated[str, typer.Option("--host", help="Interface to listen on.")] = "127.0.0.1",
              port: Annotated[int, typer.Option("--port", min=1, max=65535)] = 8700,
              log_level: Annotated[str, typer.Option("--log-level", help="critical|error|warning|info|debug")] = "info",
              upkeep: Annotated[bool, typer.Option("--upkeep/--no-upkeep", help="Run the due upkeep jobs "
                                                   "(mnemo maintain) in the background on their schedule.")] = True,
              local_cli: Annotated[bool, typer.Option("--local-cli/--no-local-cli", help="Answer this user's "
                                                      "mnemo add/search/context/ask on the same store through a "
                                                      "private socket, so they load no model.")] = True,
              cli_only: Annotated[bool, typer.Option("--cli-only", help="Serve only this user's CLI on this "
                                                     "machine (the socket of --local-cli): no HTTP port, no API keys.")] = False,
              db: DbOpt = None) -> None:
        """Run the web app (/app), the REST API (/api/v1, OpenAPI at /openapi.json), the MCP server (/mcp) and
        the Slack endpoints (/slack/commands, /slack/events) over HTTP.

        Every request needs 'Authorization: Bearer <key>' (create one with: mnemo keys create --user U)."""
        import uvicorn

        from mnemo.interfaces.http import create_app

        if log_level not in ("critical", "error", "warning", "info", "debug"):
            raise InvalidInput(f"Unknown --log-level {log_level!r}", "Use critical, error, warning, info or debug")
        if cli_only and not local_cli:
            raise InvalidInput("--cli-only serves the CLI's socket, which --no-local-cli turns off", "Drop one of them")
        single_threaded_blas()  # before the service loads numpy
        sock = None if cli_only else bind_port(host, port)
        ctx = _Ctx(db, False)
        try:
            svc = ctx.svc
            if svc.vault_status().get("unlocked") is False:  # every request would get 423
                from mnemo.errors import LOCKED_FIX, VaultLocked

                raise VaultLocked("The vault is locked, so the server could answer nothing", LOCKED_FIX)
            svc.embedder.embed(["warm up"])  # load the model before the first request, not during it
            _warm_korean_analyzer()
            for warning in svc.setup_warnings():
                sys.stderr.write(f"Warning: {warning}\n")
            if cli_only:
                _serve_the_cli_only(svc, upkeep)
                return
            if not svc.list_api_keys():
                sys.stderr.write("No API keys yet: every request will get 401. Create one with: "
                                 "mnemo keys create --user USER\n")
            sys.stderr.write(f"mnemo: web app at http://{host}:{port}/app/, REST at http://{host}:{port}/api/v1, "
                             f"MCP at http://{host}:{port}/mcp (database {svc.settings.db_shown})\n")
            from mnemo.interfaces.cli.local_server import listen

            listener, where = listen(svc) if local_cli else (None, "--no-local-cli")
            sys.stderr.write(f"mnemo: this machine's CLI (add, search, context, ask) is answered here, without "
                             f"loading models, through {where}\n" if listener else
                             f"mnemo: the CLI answers in its own process ({where})\n")
            stop = listener.stop if listener is not None else None
            try:
                config = uvicorn.Config(create_app(svc, upkeep=upkeep, on_shutdown=stop), host=host, port=port,
                                        log_level=log_level, access_log=log_level == "debug")
                uvicorn.Server(config).run(sockets=[sock] if sock is not None else None)
            finally:
                if stop is not None:
                    stop()  # when uvicorn never started; a second stop does nothing
        finally:
            if sock is not None:
                sock.close()
            ctx.close()

    @app.command("mcp")
    @command
    def mcp_stdio(user: UserOpt = None, team: TeamOpt = None, db: DbOpt = None) -> None:
        """Run the MCP server over stdio for one user (for agents that start it as a subprocess)."""
        from mnemo.interfaces.mcp.server import build_server

        ctx = _Ctx(db, False, user)
        try:
            svc = ctx.svc
            if svc.vault_status().get("unlocked") is False:
                from mnemo.errors import LOCKED_FIX, VaultLocked

                raise VaultLocked("The vault is locked, so the MCP server could answer nothing", LOCKED_FIX)
            build_server(svc, user_id=svc.default_user, team_id=team).run("stdio")
        finally:
            ctx.close()

    @app.command("migrate")
    @command
    def migrate(source: Annotated[str, typer.Option("--from", help="The store to copy: a database file or a "
                                                                    "postgresql:// URL.")],
                target: Annotated[str, typer.Option("--to", help="Where to copy it (e.g. postgresql://user:pw@"
                                                                 "host/db).")],
                as_json: JsonOpt = False) -> None:
        """Copy a whole store (versions, edges, log, conflicts, people, entities, keys, ingest ledger) into
        another, e.g. a SQLite file into the team's PostgreSQL. Resumable: run it again to finish; the
        counts are compared at the end."""
        from collections import Counter

        from mnemo.standalone import migrate_store

        done: Counter[str] = Counter()

        def progress(kind: str, n: int) -> None:
            done[kind] += n
            if not as_json and sys.stderr.isatty():
                sys.stderr.write(f"\r{kind}: {done[kind]}          ")

        report = migrate_store(source, target, on_progress=progress)
        if not as_json and sys.stderr.isatty():
            sys.stderr.write("\n")
        out = report.as_dict()

        def show() -> None:
            for kind, c in report.counts.items():
                typer.echo(f"{kind:15} source {c['source']:>8}  copied {c['copied']:>8}  already there "
                           f"{c['already']:>8}  target {c['target']:>8}  missing {c['missing']:>6}")
            if report.unembedded:
                typer.echo(f"{report.unembedded} memories had vectors of another embedding model and were "
                           "copied without them: similarity does not see them until they are written again")
            typer.echo("verified: every record of the source was found in the target by its id" if report.verified
                       else "RECORDS MISSING from the target: run the same command again to finish the copy")

        if as_json:
            sys.stdout.write(json.dumps(out) + "\n")
        else:
            show()
        if not report.verified:
            raise typer.Exit(1)

    @keys.command("create")
    @command
    def keys_create(user: Annotated[str, typer.Option("--user", help="User the key acts for.")],
                    team: TeamOpt = None, name: Annotated[Optional[str], typer.Option("--name")] = None,
                    admin: Annotated[bool, typer.Option("--admin", help="A team admin's key: may delete any of "
                                                                       "the team's memories.")] = False,
                    db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Create an API key. The key is printed once: store it now, it cannot be shown again."""
        ctx = _Ctx(db, as_json)
        try:
            secret, key = ctx.svc.create_api_key(user, team_id=team, name=name, admin=admin)
            ctx.emit({"key": secret, **key.public_dict()},
                     lambda: typer.echo(f"{secret}\n(id {key.id}, user {key.user_id}"
                                        f"{', team ' + key.team_id if key.team_id else ''}"
                                        f"{', admin' if key.role == 'admin' else ''}; shown once)"))
        finally:
            ctx.close()

    @keys.command("list")
    @command
    def keys_list(user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """List API keys (never their secrets): id, user, team, role, name, last used, revoked."""
        ctx = _Ctx(db, as_json)
        try:
            items = ctx.svc.list_api_keys(user)

            def show() -> None:
                for k in items:
                    state = f"revoked {k.revoked_at:%Y-%m-%d %H:%M}" if k.revoked_at else "active"
                    used = f"{k.last_used_at:%Y-%m-%d %H:%M}" if k.last_used_at else "never"
                    typer.echo(f"{k.id}  {k.prefix}…  user={k.user_id}  team={k.team_id or '-'}  role={k.role}  "
                               f"name={k.name or '-'}  last used {used}  {state}")
                if not items:
                    typer.echo("No API keys. Create one with: mnemo keys create --user USER")

            ctx.emit({"keys": [k.public_dict() for k in items]}, show)
        finally:
            ctx.close()

    @keys.command("revoke")
    @command
    def keys_revoke(key_id: Annotated[str, typer.Argument(help="Key id (from mnemo keys list).")],
                    db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Revoke an API key: requests with it get 401 from now on."""
        ctx = _Ctx(db, as_json)
        try:
            key = ctx.svc.revoke_api_key(key_id)
            ctx.emit(key.public_dict(), lambda: typer.echo(f"Revoked {key.id} (user {key.user_id})"))
        finally:
            ctx.close()
