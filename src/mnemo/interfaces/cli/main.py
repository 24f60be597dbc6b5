"""The ``mnemo`` command line: parse, make one service call, render. No SQL or scoring here.

Every command takes ``--db PATH`` and ``--json``. With ``--json`` it prints exactly one JSON object on
stdout (errors too, as ``{"error": {"code", "message"}}``); without it, tables for people. Failures exit 1
with ``Error: <what>. <how to fix>`` on stderr and no traceback (``MNEMO_DEBUG=1`` shows one).
"""

from __future__ import annotations

import functools
import json
import logging
import os
import sys
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any, Optional, TextIO, cast

import typer

from mnemo.domain.write_rules import KEPT_AS_DECISION
from mnemo.errors import InvalidInput, MnemoError
from mnemo.interfaces.fix_hints import for_cli

if TYPE_CHECKING:
    from mnemo.config import Settings
    from mnemo.service import MemoryService

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="mnemo: a consolidating memory for agents and teams (offline, Korean and English).")


DbOpt = Annotated[Optional[str], typer.Option("--db", help="The store: a SQLite file path or a postgresql:// URL (default: MNEMO_DB or the user data dir).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")]
UserOpt = Annotated[Optional[str], typer.Option("--user", help="User id (default: MNEMO_USER or 'default').")]
AgentOpt = Annotated[Optional[str], typer.Option("--agent", help="mem0's agent scope (agent_id).")]
RunOpt = Annotated[Optional[str], typer.Option("--run", help="mem0's run scope (run_id): a session or task.")]
TagOpt = Annotated[Optional[list[str]], typer.Option("--tag", help="Only memories with this tag (repeat: every one).")]
MetaOpt = Annotated[Optional[list[str]], typer.Option("--meta", help="Only memories whose metadata KEY holds VALUE "
                                                                     "(KEY=VALUE; repeat for more; 3, true, null as JSON).")]


def _narrow(agent: str | None, run: str | None, tags: list[str] | None = None,
            meta: list[str] | None = None) -> dict[str, Any]:
    """The scope and filter options as the service takes them (only those given)."""
    import json

    wanted: dict[str, Any] = {}
    for pair in meta or []:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidInput(f"Invalid --meta {pair!r}", "Write it as KEY=VALUE, e.g. --meta project=atlas")
        try:
            value = json.loads(raw)
        except ValueError:
            value = raw
        wanted[key.strip()] = value if value is None or isinstance(value, (bool, int, float)) else raw
    out = {"agent_id": agent, "run_id": run, "tags": tags or None, "metadata": wanted or None}
    return {k: v for k, v in out.items() if v is not None}


_REMOTE: dict[str, str | None] = {"server": None, "key": None}
_CREATE = {"on": False}  # --create: a --db whose directory is missing is made instead of refused


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"mnemo {version('mnemo')}")
        except PackageNotFoundError:
            typer.echo("mnemo (not installed as a package)")
        raise typer.Exit(0)


@app.callback()
def _options(verbose: Annotated[bool, typer.Option(
        "--verbose", "-v", help="Show warnings on stderr: LLM answers rejected and the rules used instead, "
                                "HTTP retries, other fallbacks.")] = False,
        server: Annotated[Optional[str], typer.Option(
            "--server", help="A team server's URL (default: MNEMO_URL): add, search, context, ask, get, history, "
                             "list, delete, forget, log, stats, decisions, conflicts and digest go to it.")] = None,
        key: Annotated[Optional[str], typer.Option("--key", help="Your API key on that server (default: "
                                                                 "MNEMO_API_KEY).")] = None,
        create: Annotated[bool, typer.Option("--create", help="Create the --db file's directory when it is missing "
                                                              "(without it a mistyped path is refused).")] = False,
        version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_print_version,
                                              help="Print mnemo's version and exit.")] = False) -> None:
    """Options for every command (given before the command's name: ``mnemo -v ingest ...``)."""
    configure_logging(verbose)
    _REMOTE.update(server=server, key=key)
    _CREATE["on"] = create


class _Stderr(logging.StreamHandler):
    """Writes to whatever ``sys.stderr`` is when a record comes (a test runner swaps it)."""

    @property
    def stream(self) -> TextIO:
        return sys.stderr

    @stream.setter
    def stream(self, value: TextIO) -> None:
        pass


def configure_logging(verbose: bool) -> None:
    """mnemo's degradations are logged, not printed (``logging.getLogger(__name__)`` in each module; the
    package's NullHandler keeps them quiet by default); ``--verbose`` sends them, and progress notes, to
    stderr (never stdout, which carries the command's own output). Calling it again without ``verbose``
    (another command in the same process, as in tests) quiets them again."""
    logger = logging.getLogger("mnemo")
    handler = next((h for h in logger.handlers if isinstance(h, _Stderr)), None)
    if verbose:
        if handler is None:
            handler = _Stderr()
            handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
            logger.addHandler(handler)
        logger.setLevel(logging.INFO)
    elif handler is not None:
        logger.removeHandler(handler)
        logger.setLevel(logging.NOTSET)


class _Ctx:
    """What a command needs: the parsed flags and a lazily opened service."""

    def __init__(self, db: str | None, as_json: bool, user: str | None = None, *, locked_ok: bool = False,
                 local_server: bool = False) -> None:
        self.db, self.as_json, self.user = db, as_json, user
        self.locked_ok = locked_ok  # the vault's own commands open a locked store and ask for what they need
        # a command that would load a model may be answered by a running ``mnemo serve`` (cli/local_server.py)
        self.local_server = local_server
        self._svc: MemoryService | None = None

    @property
    def svc(self) -> MemoryService:
        if self._svc is None:
            server = _REMOTE["server"] or os.environ.get("MNEMO_URL")
            if server and not self.db:  # a team server (``cli/remote.py``); --db still picks a local store
                from mnemo.interfaces.cli.remote import RemoteService
                from mnemo.interfaces.client import Client

                if self.user:
                    raise InvalidInput("--user is not sent to a server: the API key decides who you are",
                                       "Drop --user, or use a key of that user")
                self._svc = cast("MemoryService", RemoteService(Client(server, _REMOTE["key"])))
                return self._svc
            from mnemo.config import Settings
            from mnemo.service import MemoryService

            overrides: dict[str, Any] = {"db": self.db, "create": True if _CREATE["on"] else None}
            if self.user:
                overrides["user"] = self.user
            settings = Settings.load(**overrides)
            if self.local_server:
                from mnemo.interfaces.cli.local_server import connect

                nearby = connect(settings)
                if nearby is not None:
                    self._svc = cast("MemoryService", nearby)
                    return self._svc
            self._svc = MemoryService.open(settings)
            if not self.locked_ok and self._svc.vault_status().get("unlocked") is False and sys.stdin.isatty():
                from mnemo.interfaces.cli.vault_cmds import ask_passphrase

                self._svc.vault_unlock(ask_passphrase())  # MNEMO_PASSPHRASE unset: ask at the terminal
        return self._svc

    def reader(self, user: str | None) -> str | None:
        """Whose memory an id command (get, history, update, delete, forget) may reach on a local store:
        ``--user``, else ``MNEMO_USER`` (as the help says), else anyone's (the store's operator). Against a
        server the key decides, so nothing is sent. A walk found ``MNEMO_USER=bob mnemo get <alice's id>``
        showing alice's private memory while ``--user bob`` said not found."""
        from mnemo.interfaces.cli.remote import RemoteService

        if user or isinstance(self.svc, RemoteService):
            return user
        return os.environ.get("MNEMO_USER") or None

    def close(self) -> None:
        if self._svc is not None:
            self._svc.close()

    def emit(self, obj: dict[str, Any], render: Callable[[], None]) -> None:
        if self.as_json:
            sys.stdout.write(json.dumps(obj, ensure_ascii=False, default=str) + "\n")
        else:
            render()


def command(fn: Callable) -> Callable:
    """Run a command with one error policy: MnemoError -> exit 1 with the message, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        as_json = bool(kwargs.get("as_json"))
        try:
            fn(*args, **kwargs)
        except typer.Exit:
            raise
        except BrokenPipeError:  # `mnemo ask … | head`: the reader stopped reading. Silent, exit 1, as rich
            _quiet_stdout()       # does for the tables it prints (Python's own advice for a closed pipe)
            raise typer.Exit(1) from None
        except MnemoError as exc:
            body = exc.to_dict()  # a team server's answer names its fix as a REST route: the command instead
            body["error"]["message"] = for_cli(exc.message)
            _fail(body["error"]["message"], body, as_json)
        except KeyboardInterrupt:
            _fail("Interrupted. Committed writes are kept; run the command again to finish",
                  {"error": {"code": "interrupted", "message": "interrupted"}}, as_json, code=130)
        except Exception as exc:  # noqa: BLE001 - the last line of defence against a traceback
            if os.environ.get("MNEMO_DEBUG"):
                raise
            msg = (f"Internal error ({type(exc).__name__}: {exc}). "
                   "Run again with MNEMO_DEBUG=1 for details and report it")
            _fail(msg, {"error": {"code": "internal_error", "message": msg}}, as_json)

    return wrapper


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's last flush at exit does not hit the closed pipe too."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass  # not a real file descriptor (a test runner's stdout): nothing will be flushed to a pipe


def _fail(message: str, obj: dict, as_json: bool, code: int = 1) -> None:
    if as_json:
        sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stderr.write(f"Error: {message}\n")
    raise typer.Exit(code)


def _zone_name() -> str:
    """This machine's time zone by name, sent with a question: "last week" asked at this terminal is this
    zone's last week, wherever the store or server runs."""
    from mnemo.text.dates import local_zone, zone_name

    return zone_name(local_zone())


def _date(value: str | None, flag: str, *, end_of_day: bool = False) -> datetime | None:
    if value is None:
        return None
    from mnemo.text.dates import local_zone, parse_datetime

    try:  # typed at this terminal: a time without an offset is this machine's local time
        return parse_datetime(value, end_of_day=end_of_day, zone=local_zone())
    except ValueError:
        raise InvalidInput(f"Invalid {flag} date {value!r}",
                           "Use ISO-8601 (2025-01-15 or 2025-01-15T14:00:00Z), '2025년 1월 15일 오후 3시', "
                           "'January 15, 2025', a span like 7d or '3일 전', or a period like 'last week' / "
                           "'지난주'") from None


def _csv(value: str | None) -> list[str] | None:
    return [v.strip() for v in value.split(",") if v.strip()] if value else None


def _read_stdin() -> str:
    if sys.stdin is None or sys.stdin.isatty():
        raise InvalidInput("'-' reads the text from standard input, and nothing is piped in",
                           "Pipe it in (echo 'We chose Postgres' | mnemo add -) or pass the text itself")
    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InvalidInput(f"Standard input is not UTF-8 text (byte {e.start})",
                           "Convert it first, e.g. iconv -f cp949 -t utf-8") from None
    if not text.strip():
        raise InvalidInput("Standard input was empty", "Pipe in the text to remember")
    return text.strip()


@app.command()
@command
def add(
    text: Annotated[str, typer.Argument(help="What to remember (or a deletion request, e.g. 'Q1 캠페인 정보 삭제해줘'); "
                                        "'-' reads it from standard input.")],
    source_type: Annotated[str, typer.Option("--source-type", help="user_input|bootstrapped|tool_output|realtime")] = "user_input",
    at: Annotated[Optional[str], typer.Option("--at", help="When it was said (ISO-8601; default now).")] = None,
    thread: Annotated[Optional[str], typer.Option("--thread", help="Thread / conversation id.")] = None,
    people: Annotated[Optional[str], typer.Option("--people", help="Comma-separated names or e-mails.")] = None,
    category: Annotated[Optional[str], typer.Option("--category")] = None,
    importance: Annotated[Optional[float], typer.Option("--importance", help="0..1")] = None,
    confidence: Annotated[Optional[float], typer.Option("--confidence", help="0..1")] = None,
    tags: Annotated[Optional[str], typer.Option("--tags", help="Comma-separated keywords.")] = None,
    title: Annotated[Optional[str], typer.Option("--title")] = None,
    source: Annotated[Optional[str], typer.Option("--source", help="e.g. gmail, slack, cli")] = None,
    source_ref: Annotated[Optional[str], typer.Option("--source-ref", help="Message id or URL of the origin.")] = None,
    user: UserOpt = None,
    agent: AgentOpt = None,
    run: RunOpt = None,
    team: Annotated[Optional[str], typer.Option("--team", help="Team the memory belongs to.")] = None,
    share: Annotated[bool, typer.Option("--share", help="Share it with the team's members (needs --team; against a server, the key's team).")] = False,
    no_respect_source_priority: Annotated[bool, typer.Option("--no-respect-source-priority",
                                                            help="Let time/confidence decide even against a higher-priority source.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Decide and log, but write nothing.")] = False,
    db: DbOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Add a memory: it is compared with what is known and becomes a CREATE, UPDATE, SKIP or DELETE."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json, user, local_server=True)
    try:
        if source_type.strip().lower() not in ("user_input", "bootstrapped", "tool_output", "realtime"):
            raise InvalidInput(f"Unknown --source-type {source_type!r}",
                               "Use one of: user_input, bootstrapped, tool_output, realtime")
        if text == "-":  # the Unix convention: a long or multi-line text piped in
            text = _read_stdin()
        fields = dict(source_type=source_type.strip().lower(), occurred_at=_date(at, "--at"), thread_id=thread,
                      people=_csv(people), category=category, importance=importance, confidence=confidence,
                      keywords=_csv(tags), title=title, source=source or "cli", source_ref=source_ref,
                      team_id=team, visibility="team" if share else None, **_narrow(agent, run))
        with render.status("Loading the embedding model…", enabled=not as_json):
            svc = ctx.svc
            svc.embedder.embed(["warm up"])
        result = svc.add(text, dry_run=dry_run,
                         respect_source_priority=False if no_respect_source_priority else None, **fields)
        out = {k: v for k, v in result.as_dict().items() if k in (  # "action" as every write answers it
            "action", "decision", "memory_id", "target_memory_id", "related_memory_ids", "score", "reason", "status",
            "resolution", "conflict_id", "version")}
        if result.warnings:
            out["warnings"] = list(result.warnings)
        stored = _own_memory(result)
        # a plain note that changes a decision on record was kept as one (``write/stated_changes.py``)
        kept_as = category or ("decision" if any(w.startswith(KEPT_AS_DECISION) for w in result.warnings) else None)
        if as_json:
            hint = _undeclared_decision(text, kept_as, stored)
            ctx.emit({**out, "hint": hint} if hint else out, lambda: None)
        else:  # the result first, the hint (which loads the cue tables) after it
            ctx.emit(out, lambda: render.add_result(result))
            hint = _undeclared_decision(text, kept_as, stored)
            if hint:
                render.hint(hint)
    finally:
        ctx.close()


def _own_memory(result: Any) -> str | None:
    """The memory this add created, if it created one: deleting it and adding the text again is then safe.
    An UPDATE wrote a new version of an older memory (deleting it would take the older versions too) and a
    SKIP wrote nothing."""
    return result.memory_id if getattr(result.decision, "value", None) == "create" else None  # a dry run has none


def _undeclared_decision(text: str, category: str | None, stored: str | None = None) -> str | None:
    """A hint when the text states a decision it does not declare: the register tracks only declared ones
    (``docs/supersession.md``, "Decisions written by hand"). Reading every person's write as a decision by
    itself tied distinct templated facts as one matter replacing another (992 false supersessions in
    api_load's 2,000 writes), so the product asks instead of guessing."""
    from mnemo.domain.write_rules import declared_decision

    if category or declared_decision(text, None, {}) is not None:
        return None
    # loading the cue tables costs ~0.13 s; a cheap word filter in front missed 94 of the 230 decisions the
    # cues find in the labelled messages, so every plain add pays it (after its result is printed)
    from mnemo.ingest.extract.stated import stated_decisions

    found = stated_decisions(text)
    if not found:
        return None
    # adding the same text again is a duplicate of the plain memory (skipped): that one goes first
    redo = f" (for this one: mnemo delete {stored}, then add it again that way)" if stored else ""
    return (f"This reads like a decision ({found[0][0].value}) but was kept as a plain memory: the register "
            "tracks what stands only for declared decisions. Start the text with \"Decision:\" (or \"결정:\"), "
            f"or add --category decision{redo}")


@app.command()
@command
def get(memory_id: Annotated[str, typer.Argument(help="Memory id (any version).")], user: UserOpt = None,
        db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Show one memory with its edges."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json)
    try:
        m, old = ctx.svc.resolve(memory_id, user_id=ctx.reader(user))
        edges = ctx.svc.edges(m.id, user_id=ctx.reader(user))
        obj = {**m.public_dict(), "edges": [e.model_dump(mode="json") for e in edges]}
        if old is not None:
            obj["requested_version"] = {"id": old.id, "version": old.version, "current": False}

        def show() -> None:
            if old is not None:
                typer.echo(f"{old.id} is version {old.version} of {m.id}, which is at version {m.version} now "
                           f"(`mnemo history {m.id}` lists every version). The current version:\n")
            render.memory(m, edges)

        ctx.emit(obj, show)
    finally:
        ctx.close()


@app.command()
@command
def update(memory_id: Annotated[str, typer.Argument(help="Memory id (any version: the current one is edited).")],
           content: Annotated[Optional[str], typer.Option(
               "--content", help="The new text ('-' reads it from standard input): a new version under the same id.")] = None,
           title: Annotated[Optional[str], typer.Option("--title", help="A new title (a new version).")] = None,
           tags: Annotated[Optional[str], typer.Option("--tags", help="Comma-separated keywords (replace the old ones).")] = None,
           category: Annotated[Optional[str], typer.Option("--category")] = None,
           importance: Annotated[Optional[float], typer.Option("--importance", help="0..1")] = None,
           version: Annotated[Optional[int], typer.Option(
               "--version", help="The version you read: refused if the memory has a newer one.")] = None,
           user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Edit a memory: new text or a new title is a new version under the same id (`history` keeps the old
    one); tags, category and importance change in place."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json)
    try:
        if content == "-":
            content = _read_stdin()
        changes: dict[str, Any] = {k: v for k, v in {"content": content, "title": title, "category": category,
                                     "importance": importance,
                                     "tags": [t.strip() for t in tags.split(",") if t.strip()] if tags is not None
                                     else None}.items() if v is not None}
        if not changes:
            raise InvalidInput("Nothing to update", "Pass --content, --title, --tags, --category or --importance")
        m = ctx.svc.update(memory_id, user_id=ctx.reader(user), expected_version=version, **changes)
        ctx.emit(m.public_dict(), lambda: render.memory(m, []))
    finally:
        ctx.close()


@app.command()
@command
def history(memory_id: Annotated[str, typer.Argument(help="Memory id (any version).")], user: UserOpt = None,
            db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Every version of a memory, oldest first."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json)
    try:
        versions = ctx.svc.history(memory_id, user_id=ctx.reader(user))
        ctx.emit({"versions": [v.public_dict() for v in versions]}, lambda: render.history(versions))
    finally:
        ctx.close()


@app.command()
@command
def delete(memory_id: Annotated[str, typer.Argument(help="Memory id (any version).")],
           reason: Annotated[Optional[str], typer.Option("--reason")] = None,
           cascade: Annotated[Optional[str], typer.Option("--cascade", help="preserve_edges (default) | remove_edges")] = None,
           user: UserOpt = None, dry_run: Annotated[bool, typer.Option("--dry-run")] = False,
           db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Soft-delete a memory: every version leaves search and context (kept for audit until `forget`)."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json)
    try:
        result = ctx.svc.delete(memory_id, reason=reason, cascade_mode=cascade, user_id=ctx.reader(user), dry_run=dry_run)
        out = {k: v for k, v in result.as_dict().items() if k in (
            "action", "decision", "memory_id", "target_memory_id", "related_memory_ids", "score", "reason", "status")}
        ctx.emit(out, lambda: render.add_result(result))
    finally:
        ctx.close()


@app.command()
@command
def forget(memory_id: Annotated[str, typer.Argument(help="Memory id (any version).")],
           reason: Annotated[Optional[str], typer.Option("--reason", help="Why (kept in the audit stub).")] = None,
           user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Forget a memory for good: the text of every version is purged (store, keyword index, edges,
    conflicts, log); only an audit stub (id, when, who, why) stays."""
    import getpass

    ctx = _Ctx(db, as_json)
    try:
        result = ctx.svc.forget(memory_id, reason=reason, user_id=ctx.reader(user), by=f"cli:{getpass.getuser()}")
        out = {k: v for k, v in result.as_dict().items() if k in ("memory_id", "related_memory_ids", "reason",
                                                                  "status", "log_id")}
        ctx.emit(out, lambda: typer.echo(f"{result.reason}." if result.log_id is None else
                                         f"{result.reason}. Only an audit stub remains (log {result.log_id})."))
    finally:
        ctx.close()


RecipeOpt = Annotated[Optional[str], typer.Option("--recipe", help="default | recent | graph | keyword")]
SourceOpt = Annotated[Optional[str], typer.Option("--source", help="Only this source (gmail, slack, cli, ...) or source type.")]
SinceOpt = Annotated[Optional[str], typer.Option("--since", help="From this date (ISO, 2025년 1월 15일, 7d).")]
UntilOpt = Annotated[Optional[str], typer.Option("--until", help="Up to this date (inclusive).")]


def _retrieve_options(recipe: str | None, source: str | None, since: str | None, until: str | None,
                      category: str | None = None, status: str | None = None, hops: int | None = None) -> dict[str, Any]:
    return {"recipe": recipe, "source": source, "since": _date(since, "--since"),
            "until": _date(until, "--until", end_of_day=True), "category": category, "status": status, "hops": hops}


@app.command()
@command
def search(query: Annotated[str, typer.Argument()], k: Annotated[int, typer.Option("-k", help="How many results.")] = 10,
           recipe: RecipeOpt = None, source: SourceOpt = None, since: SinceOpt = None, until: UntilOpt = None,
           category: Annotated[Optional[str], typer.Option("--type", help="Only this decision type / category.")] = None,
           status: Annotated[Optional[str], typer.Option("--status", help="active | superseded")] = None,
           hops: Annotated[Optional[int], typer.Option("--hops", help="Graph expansion depth (0-3).")] = None,
           agent: AgentOpt = None, run: RunOpt = None, tag: TagOpt = None, meta: MetaOpt = None,
           user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Hybrid search: meaning and keywords, recency, lifecycle, optional graph expansion."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json, user, local_server=True)
    try:
        options = {**_retrieve_options(recipe, source, since, until, category, status, hops),
                   **_narrow(agent, run, tag, meta)}
        with render.status("Searching…", enabled=not as_json):
            found = ctx.svc.retrieve(query, k=k, user_id=user, zone=_zone_name(), **options)
        ctx.emit(found.as_dict(), lambda: render.search(found.hits))
    finally:
        ctx.close()


@app.command()
@command
def context(query: Annotated[str, typer.Argument()],
            max_tokens: Annotated[int, typer.Option("--max-tokens", help="Token budget (o200k tokens).")] = 4000,
            recipe: RecipeOpt = None, source: SourceOpt = None, since: SinceOpt = None, until: UntilOpt = None,
            agent: AgentOpt = None, run: RunOpt = None, tag: TagOpt = None, meta: MetaOpt = None,
            user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """The Markdown context an LLM gets for QUERY, within a token budget."""
    from mnemo.interfaces.cli.safe_text import printable

    ctx = _Ctx(db, as_json, user, local_server=True)
    try:
        pkg = ctx.svc.context(query, max_tokens=max_tokens, user_id=user, zone=_zone_name(),
                              **_retrieve_options(recipe, source, since, until), **_narrow(agent, run, tag, meta))
        if as_json:
            ctx.emit(pkg.as_dict(), lambda: None)
        else:
            sys.stdout.write(printable(pkg.markdown or ""))
            if pkg.needs_tokens is not None:
                print(f"Nothing fits in {max_tokens} tokens: the best match needs {pkg.needs_tokens}. "
                      f"Pass --max-tokens {pkg.needs_tokens} or more.", file=sys.stderr)
    finally:
        ctx.close()


@app.command()
@command
def ask(query: Annotated[str, typer.Argument()],
        no_llm: Annotated[bool, typer.Option("--no-llm", help="Show the standing decision and its evidence even "
                                             "when an LLM is configured.")] = False,
        user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """The answer to QUERY from memory, with its sources: the standing decision and its evidence, or with an
    LLM configured a written answer citing them (the web app's Ask box answers the same)."""
    from mnemo.interfaces.answer_text import render as answer_text
    from mnemo.interfaces.cli.safe_text import printable
    from mnemo.text.dates import local_zone

    ctx = _Ctx(db, as_json, user, local_server=True)
    try:
        found = ctx.svc.ask(query, user_id=user, use_llm=not no_llm, zone=_zone_name())
        ctx.emit(found.as_dict(), lambda: print(printable(answer_text(found, zone=local_zone()))))
    finally:
        ctx.close()


@app.command()
@command
def log(decision: Annotated[Optional[str], typer.Option("--decision", help="create|update|skip|delete")] = None,
        since: Annotated[Optional[str], typer.Option("--since", help="Date or span (7d).")] = None,
        until: Annotated[Optional[str], typer.Option("--until")] = None,
        user: UserOpt = None, limit: Annotated[int, typer.Option("--limit")] = 100,
        db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """The decision log: every decision with its reason, score and timing."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json)
    try:
        entries = ctx.svc.log(decision=decision, since=_date(since, "--since"),
                              until=_date(until, "--until", end_of_day=True), user_id=user, limit=limit)
        ctx.emit({"entries": [e.as_dict() for e in entries]}, lambda: render.log(entries))
    finally:
        ctx.close()


@app.command()
@command
def stats(user: UserOpt = None, since: Annotated[Optional[str], typer.Option("--since")] = None,
          until: Annotated[Optional[str], typer.Option("--until")] = None,
          db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Decision-log analytics: totals, counts by decision and status, timings."""
    from mnemo.interfaces.cli import render

    ctx = _Ctx(db, as_json)
    try:
        s = ctx.svc.stats(user_id=user, since=_date(since, "--since"), until=_date(until, "--until", end_of_day=True))
        ctx.emit(s, lambda: render.stats(s))
    finally:
        ctx.close()


@app.command()
@command
def similarity(
    a: Annotated[Optional[str], typer.Argument(help="First memory text.")] = None,
    b: Annotated[Optional[str], typer.Argument(help="Second memory text.")] = None,
    pairs: Annotated[Optional[str], typer.Option("--pairs", help='JSONL file of {"a": ..., "b": ...} lines; '
                                                 "one result per line on stdout, in order.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Contextual similarity of two memories: category, score breakdown and reasoning."""
    from mnemo.interfaces.cli import render
    from mnemo.standalone import SimilarityService

    if pairs is not None:
        if a is not None or b is not None:
            raise InvalidInput("Give either two texts or --pairs FILE, not both", "Drop the texts or the --pairs option")
        svc = SimilarityService.open(_settings())
        errors = render.similarity_pairs(svc, pairs, sys.stdout)
        if errors:
            sys.stderr.write(f"Error: {errors} line(s) of {pairs} could not be read; each has an \"error\" "
                             "object in the output. Fix those lines and run again\n")
            raise typer.Exit(1)
        return
    if a is None or b is None:
        raise InvalidInput("Two texts are needed", 'Run: mnemo similarity "first text" "second text" '
                           "(or --pairs FILE.jsonl)")
    result = SimilarityService.open(_settings()).compare(a, b)
    if as_json:
        sys.stdout.write(json.dumps(result.as_dict(), ensure_ascii=False) + "\n")
    else:
        render.similarity(result)


@app.command()
@command
def calibrate(
    pairs: Annotated[Optional[str], typer.Option("--pairs", help='JSONL of {"a", "b", "label": duplicate|update|'
                                                 "related|unrelated}; default: the bundled Korean/English set.")] = None,
    config: Annotated[Optional[str], typer.Option("--config", help="Config file to write (default: MNEMO_CONFIG "
                                                  "or the user config dir).")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Fit and print, but write nothing.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Fit the similarity bands for the configured embedding model and store them in the config file."""
    from mnemo.interfaces.cli import render
    from mnemo.config import default_config_path
    from mnemo.standalone import SimilarityService
    from mnemo.similarity.calibrate import read_pairs

    labeled = read_pairs(pairs) if pairs else None
    svc = SimilarityService.open(_settings(config, must_exist=False))
    cal = svc.calibrate(labeled)
    target = config or os.environ.get("MNEMO_CONFIG") or str(default_config_path())
    written = None if dry_run else svc.save_calibration(cal, target)
    out = {**cal.as_dict(), "config": written, "written": written is not None}
    ctx = _Ctx(None, as_json)
    ctx.emit(out, lambda: render.calibration(out))


def _settings(config: str | None = None, *, must_exist: bool = True) -> Settings:
    """Settings from ``config`` (or MNEMO_CONFIG / the default file); ``calibrate`` may create the file."""
    from pathlib import Path

    from mnemo.config import Settings

    path = config or os.environ.get("MNEMO_CONFIG")
    if path and not must_exist and not Path(path).expanduser().is_file():
        return Settings.load(env={k: v for k, v in os.environ.items() if k != "MNEMO_CONFIG"},
                             config_path=None)
    return Settings.load(config_path=config) if config else Settings.load()


@app.command()
@command
def demo(db: DbOpt = None, as_json: JsonOpt = False) -> None:
    """Walk through every decision on a bundled Korean and English sample (uses a temporary database)."""
    from mnemo.interfaces.cli.demo import run_demo

    run_demo(db, as_json)


from mnemo.interfaces.cli import ingest_cmds  # noqa: E402  (commands defined in their own module)

ingest_cmds.register(app)

from mnemo.interfaces.cli import server_cmds  # noqa: E402  (serve, mcp, keys)

server_cmds.register(app)

from mnemo.interfaces.cli import conflict_cmds  # noqa: E402  (conflicts, conflicts resolve)

conflict_cmds.register(app)

from mnemo.interfaces.cli import decision_cmds  # noqa: E402  (decisions, decisions show)

decision_cmds.register(app)

from mnemo.interfaces.cli import sources_cmds  # noqa: E402  (sources add/list/status/remove/retry/process)
from mnemo.interfaces.cli import vault_cmds  # noqa: E402  (vault init/status/change-passphrase/rotate)
from mnemo.interfaces.cli import data_cmds  # noqa: E402  (list, export, import)
from mnemo.interfaces.cli import upkeep_cmds  # noqa: E402  (maintain, health)

sources_cmds.register(app)
vault_cmds.register(app)
data_cmds.register(app)
upkeep_cmds.register(app)
from mnemo.interfaces.cli import digest_cmds  # noqa: E402  (digest)
from mnemo.interfaces.cli import team_cmds  # noqa: E402  (team link/pull/status)

digest_cmds.register(app)
team_cmds.register(app)


def main() -> None:
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
