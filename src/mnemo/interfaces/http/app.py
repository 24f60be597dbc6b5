"""The REST API: ``create_app(service)`` returns a FastAPI app whose handlers parse, make one service call
and render. OpenAPI at ``/openapi.json``; ``/healthz`` needs no key; everything else needs
``Authorization: Bearer <key>`` and acts for that key's user (and team).

Scoping: the key's user is passed to every service call, and the service reports another user's memory
as not found, so ids cannot be probed across users (404, never 403). A key with a team stamps its writes
with the team and narrows lists, searches and context to that team's memories.

Concurrency: handlers are plain ``def`` functions, so FastAPI runs them in its thread pool. One
``MemoryService`` serves the whole process: the SQLite store is one connection behind a lock (each write
is one ``BEGIN IMMEDIATE`` transaction), and the embedder, the decomposition cache and the Kiwi tokenizer
guard their own state, so concurrent requests are safe; embedding and scoring run outside the store lock.

The MCP server (``interfaces.mcp``) is served at ``/mcp`` (streamable HTTP) by the same app, behind the
same API-key middleware.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Path, Query, Request, Response
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool
from starlette.routing import Route

from mnemo.domain.api_keys import ApiKey
from mnemo.domain.queries import next_offset
from mnemo.domain.write_policy import Caller
from mnemo.errors import InvalidInput, MnemoError
from mnemo.interfaces.api import schemas
from mnemo.interfaces.http.auth import (
    ApiKeyMiddleware,
    BodyLimitMiddleware,
    current_key,
)
from mnemo.interfaces.http.error_responses import install_error_handlers, refuse_unknown_query
from mnemo.interfaces.http.openapi_doc import install_openapi

if TYPE_CHECKING:
    from mnemo.service import MemoryService

log = logging.getLogger("mnemo.api")

MAX_BODY_BYTES = 1_000_000
API = "/api/v1"

Key = Annotated[ApiKey, Depends(current_key)]
MemoryId = Annotated[str, Path(min_length=1, max_length=200, description="Memory id (any version of it).")]
ConflictId = Annotated[str, Path(min_length=1, max_length=200, description="Conflict id (from GET /conflicts).")]
Since = Annotated[str | None, Query(max_length=100, description="From this date (ISO-8601, '2025년 1월 15일', 7d).")]
Until = Annotated[str | None, Query(max_length=100, description="Up to this date (inclusive).")]
AgentId = Annotated[str | None, Query(min_length=1, max_length=200, description="Only this agent's memories (mem0's agent_id).")]
RunId = Annotated[str | None, Query(min_length=1, max_length=200, description="Only this run's memories (mem0's run_id).")]
Tag = Annotated[list[str] | None, Query(max_length=20, description="Only memories with this tag (repeat for every one of several).")]
MetadataFilter = Annotated[str | None, Query(max_length=2000, description='Only memories whose metadata holds these values: a JSON object, e.g. {"project":"atlas"}.')]


def scope_params(agent_id: str | None, run_id: str | None, tag: list[str] | None,
                 metadata: str | None) -> dict[str, Any]:
    """mem0's scopes and filters from query parameters; the metadata filter is a JSON object."""
    wanted = None
    if metadata is not None:
        try:
            wanted = json.loads(metadata)
        except ValueError:
            raise InvalidInput("The metadata filter is not JSON", 'Pass metadata as a JSON object, e.g. ?metadata={"project":"atlas"}') from None
    return {"agent_id": agent_id, "run_id": run_id, "tags": tag, "metadata": wanted}

# What a write did -> HTTP status: a new memory is 201, a write folded into an existing one is 200,
# a write held for review is 202.
_WRITE_STATUS = {"created": 201, "linked": 201, "quarantined": 202}


def date_param(value: str | None, field: str, now: datetime, *, end_of_day: bool = False,
               zone: str | None = None) -> datetime | None:
    """A date parameter of a request (ISO-8601, Korean or English dates, a span like 7d); None when empty, and
    a 400 naming the accepted forms when it cannot be read (the REST API and the web app)."""
    if value is None or not value.strip():
        return None
    from mnemo.text.dates import asked_zone, parse_datetime

    tz = asked_zone(zone) if zone else None
    try:
        return parse_datetime(value, now=now, end_of_day=end_of_day, zone=tz)
    except (ValueError, OverflowError):
        raise InvalidInput(f"Invalid {field} date {value!r}",
                           "Use ISO-8601 (2025-01-15 or 2025-01-15T14:00:00Z), '2025년 1월 15일', "
                           "'January 15, 2025' or a span like 7d") from None


def _service_timing(response: Response, started: float) -> None:
    """The time the service took (gate + engine), apart from HTTP and queueing, as ``Server-Timing``."""
    response.headers["Server-Timing"] = f"service;dur={(time.perf_counter() - started) * 1000:.3f}"


def _outcome(outcome: Any, response: Response, started: float) -> dict[str, Any]:
    """A write's answer: the gate's outcome as JSON, with the status its action calls for, and the time the
    service took (gate + engine) as a ``Server-Timing`` header, apart from HTTP and queueing."""
    _service_timing(response, started)
    body = outcome.as_dict()
    action = str(body.get("action", ""))
    if action == "rejected":  # normally raised as a 422 error; rendered in the same shape if returned
        from fastapi.responses import JSONResponse

        raise _Rejected(JSONResponse({"error": {"code": "rejected", "message": body.get("reason") or "Rejected."},
                                      "outcome": body}, status_code=422))
    response.status_code = _WRITE_STATUS.get(action, 200)
    return body


def _etag(memory: Any) -> str:
    """``"<version>.<revision>"``: the version number, and a stamp that also moves on in-place edits."""
    from mnemo.domain.models import revision_stamp

    return f'"{memory.version}.{revision_stamp(memory)}"'


def _version_of_etag(value: str, body_version: int | None) -> tuple[int, int | None]:
    """``If-Match: "3.1763…"`` (the ETag of GET) -> (3, stamp); ``"3"`` (a version number) -> (3, None).
    The version must agree with a ``version`` in the body."""
    tag = value.strip().removeprefix("W/").strip('"').strip().removeprefix("v")
    version, _, stamp = tag.partition(".")
    if not re.fullmatch(r"[0-9]{1,9}", version) or int(version) < 1 or (stamp and not re.fullmatch(r"[0-9]{1,30}", stamp)):
        raise InvalidInput(f"Invalid If-Match {value!r}", 'Send the ETag of the version you read, e.g. If-Match: "3"')
    if body_version is not None and body_version != int(version):
        raise InvalidInput("If-Match and version disagree", "Send the version you read once")
    return int(version), int(stamp) if stamp else None


def _precondition(if_match: str | None, body_version: int | None = None) -> tuple[int | None, int | None]:
    """The (version, stamp) a change or a deletion must find: the ``If-Match`` header's, or the body's
    ``version`` when there is no header or it is ``*`` (any current version, RFC 9110)."""
    if if_match is None or if_match.strip() == "*":
        return body_version, None
    return _version_of_etag(if_match, body_version)


def _has_body(request: Any) -> bool:
    """Whether the request says it carries a body (a length above zero, or chunked)."""
    length = request.headers.get("content-length")
    return (length is not None and length.strip() not in ("", "0")) or "chunked" in request.headers.get(
        "transfer-encoding", "").lower()


class _Rejected(Exception):
    def __init__(self, response: Any) -> None:
        self.response = response


def create_app(service: MemoryService, *, mount_mcp: bool = True, max_body_bytes: int = MAX_BODY_BYTES,
               live_worker: bool = True, upkeep: bool = False, web: bool = True,
               on_shutdown: Callable[[], None] | None = None) -> FastAPI:
    """The REST API (and, unless ``mount_mcp`` is False, the MCP server at ``/mcp``) over ``service``, with
    the webhook endpoints of live sources (``/hooks/github``, ``/slack/events``) and, unless ``live_worker``
    is False, the worker that processes what they receive.

    With ``upkeep`` the due lifecycle jobs run in the background on their schedule (``mnemo serve``).
    Unless ``web`` is False the web app is served under ``/app`` (``docs/web_app.md``). ``on_shutdown`` runs
    when the server stops (uvicorn re-raises SIGTERM after its shutdown, so code after ``uvicorn.run`` may not).
    The app can be started once (its MCP session manager runs inside the app's lifespan)."""
    mcp_asgi = None
    session_manager = None
    if mount_mcp:
        from mnemo.interfaces.mcp.streamable import build_http_endpoint

        mcp_asgi, session_manager = build_http_endpoint(service)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        service.live.autostart = live_worker
        if live_worker:  # the inbox's worker and the sync scheduler (sources may be added while it runs)
            service.live.start_worker()
        scheduler = service.upkeep_scheduler() if upkeep else None
        if scheduler is not None:
            scheduler.start()
        try:
            if session_manager is None:
                yield
                return
            async with session_manager.run():
                yield
        finally:
            if scheduler is not None:
                scheduler.stop()
            service.live.stop_worker()
            if on_shutdown is not None:
                on_shutdown()

    app = FastAPI(title="mnemo", version=_version(), lifespan=lifespan, strict_content_type=False,
                  dependencies=[Depends(refuse_unknown_query(API))],
                  description="A consolidating memory for agents and teams. Every write goes through the write "
                              "gate (duplicates merged, tags normalized, thin or instructing content refused). "
                              "Authenticate with 'Authorization: Bearer <key>' (mnemo keys create --user U).")
    install_error_handlers(app)
    install_openapi(app, API)

    @app.exception_handler(_Rejected)
    async def _rejected(_: Any, exc: _Rejected) -> Any:
        return exc.response

    # the last added runs first: the key is checked before any body is read, then the body size
    app.add_middleware(BodyLimitMiddleware, max_bytes=max_body_bytes)
    app.add_middleware(ApiKeyMiddleware, service=service)
    now = service.clock.now

    @app.get("/healthz", tags=["meta"], responses={503: {"description": "The database cannot be reached"}})
    def healthz() -> JSONResponse:
        """Health for a load balancer or a monitor (no key needed): 200 when the process answers and its
        database answers a trivial query, 503 with ``"database": "unavailable"`` when it does not (every API
        call would fail then). Which database is not said; the server's log has why."""
        body: dict[str, Any] = {"status": "ok", "version": _version(), "embedding_model": service.embedder.model_id,
                                "database": "ok"}
        try:
            service.store.ping()
        except MnemoError as exc:
            log.warning("Health check: the database did not answer (%s)", exc.message)
            return JSONResponse({**body, "status": "unavailable", "database": "unavailable"}, status_code=503)
        return JSONResponse(body)

    # -- webhooks (signed by their sender; no API key) ------------------------------------------------------
    @app.post("/hooks/github", tags=["live sources"])
    async def github_hook(request: Request) -> JSONResponse:
        """A GitHub webhook delivery (push, pull_request, issues, issue_comment), verified with the secret of
        a source added by `mnemo sources add github`; kept in the inbox, then processed."""
        answer = await run_in_threadpool(service.live.receiver.github, dict(request.headers), await request.body())
        return JSONResponse(answer.body, status_code=answer.status)

    from mnemo.interfaces.http.sealed_routes import install_sealed_routes
    from mnemo.interfaces.slack_bot import install_slack_bot

    install_sealed_routes(app, service)  # sealed sync: /api/v1/sealed/... (docs/vault.md)

    slack_bot = install_slack_bot(app, service)  # POST /slack/commands, and mentions on /slack/events

    @app.post("/slack/events", tags=["live sources"])
    async def slack_events(request: Request) -> JSONResponse:
        """Slack's Events API (url_verification, message events), verified with the signing secret of a
        source added by `mnemo sources add slack`; kept in the inbox, then processed. With the Slack bot set
        up, its app's `app_mention` events are answered in their thread instead (docs/slack_bot.md)."""
        answer = await run_in_threadpool(slack_bot.event, dict(request.headers), await request.body(),
                                         service.live.receiver.slack)
        return JSONResponse(answer.body, status_code=answer.status)

    # -- writes ---------------------------------------------------------------------------------------
    @app.post(f"{API}/memories", tags=["memories"], status_code=201)
    def create_memory(body: schemas.CreateMemory, key: Key, response: Response) -> dict[str, Any]:
        """Write a memory through the gate: it may be created, merged into a recent near-duplicate
        (`action: merged`, `merged_into`), skipped, or refused (422) with what is missing. A person's note
        (`"by": "person"`) skips the gate: it is kept as written, however short."""
        started = time.perf_counter()
        extra: dict[str, Any] = {"source_type": body.source_type} if body.source_type else {}
        extra.update({k: v for k, v in (("agent_id", body.agent_id), ("run_id", body.run_id)) if v is not None})
        if body.messages is not None:  # a conversation: what is worth keeping, one write each
            results = service.add_messages([m.model_dump() for m in body.messages], infer=body.infer,
                                           reader=service.key_reader(key), metadata=body.metadata,
                                           source=body.source, visibility=body.visibility,
                                           occurred_at=date_param(body.at, "at", now()), **extra)
            _service_timing(response, started)
            response.status_code = 201 if any(r.action.value in ("created", "linked") for r in results) else 200
            return {"results": [r.as_dict() for r in results]}
        assert body.content is not None
        caller = Caller.MEMBER if body.by == "person" else Caller.AGENT
        outcome = service.write(body.content, caller=caller, title=body.title, category=body.type,
                                keywords=body.tags, reader=service.key_reader(key), source=body.source,
                                importance=body.importance, metadata=body.metadata, visibility=body.visibility,
                                occurred_at=date_param(body.at, "at", now()), **extra)
        return _outcome(outcome, response, started)

    @app.post(f"{API}/memories/smart-write", tags=["memories"], status_code=201)
    def smart_write(body: schemas.SmartWrite, key: Key, response: Response) -> dict[str, Any]:
        """Write with a session hint and intent (new | continue | auto): continuing a session's memory
        updates it instead of starting another one."""
        started = time.perf_counter()
        outcome = service.write(body.content, caller=Caller.AGENT, title=body.title, category=body.type,
                                keywords=body.tags, session_hint=body.session_hint, intent=body.intent,
                                reader=service.key_reader(key), visibility=body.visibility)
        return _outcome(outcome, response, started)

    @app.patch(f"{API}/memories/{{memory_id}}", tags=["memories"])
    def update_memory(memory_id: MemoryId, body: schemas.UpdateMemory, key: Key, response: Response,
                      if_match: Annotated[str | None, Header(max_length=100)] = None) -> dict[str, Any]:
        """Change a memory: content changes make a new version under the same id (re-embedded), metadata-only
        changes do not. Send the version you read (`If-Match: "3"` or `version`) to get 409 with the current
        version instead of overwriting another client's newer edit."""
        changes = body.model_dump(exclude_unset=True)
        caller = Caller.MEMBER if changes.pop("by", "agent") == "person" else Caller.AGENT
        expected, stamp = _precondition(if_match, changes.pop("version", None))
        if not changes:
            raise InvalidInput("Nothing to update", "Send at least one of: content, title, tags, type, importance, "
                               "metadata")
        if "type" in changes:
            changes["category"] = changes.pop("type")
        memory = service.update(memory_id, caller=caller, reader=service.key_reader(key), expected_version=expected,
                                expected_stamp=stamp, **changes)
        response.headers["ETag"] = _etag(memory)
        return memory.public_dict()

    @app.post(f"{API}/memories/{{memory_id}}/forget", tags=["memories"])
    def forget_memory(memory_id: MemoryId, key: Key, body: schemas.Forget | None = None,
                      if_match: Annotated[str | None, Header(max_length=100)] = None) -> dict[str, Any]:
        """Purge a memory: the text of every version leaves the store, the index and the log; an audit stub
        (id, when, who, why) stays. Forgetting it again changes nothing (status `skipped`). With `If-Match`
        (the ETag or version you read): 409 with the current version when the memory has moved on."""
        expected, stamp = _precondition(if_match)
        result = service.forget(memory_id, reason=body.reason if body else None, reader=service.key_reader(key),
                                by=f"api key {key.id}", expected_version=expected, expected_stamp=stamp)
        return {k: v for k, v in result.as_dict().items() if k in ("memory_id", "reason", "status", "log_id")}

    @app.delete(f"{API}/memories/{{memory_id}}", tags=["memories"])
    def delete_memory(memory_id: MemoryId, key: Key, request: Request,
                      reason: Annotated[str | None, Query(max_length=1000)] = None,
                      if_match: Annotated[str | None, Header(max_length=100)] = None) -> dict[str, Any]:
        """Soft-delete a memory (kept for audit and history, hidden from search). The reason goes in
        `?reason=`; a body is refused. With `If-Match` (the ETag or version you read): 409 with the current
        version when the memory has moved on."""
        if _has_body(request):
            raise InvalidInput("DELETE takes no body", "Send the reason as ?reason=… in the query")
        expected, stamp = _precondition(if_match)
        result = service.delete(memory_id, reason=reason, reader=service.key_reader(key), expected_version=expected,
                                expected_stamp=stamp)
        return {k: v for k, v in result.as_dict().items() if k in (
            "decision", "memory_id", "target_memory_id", "reason", "status", "log_id")}

    # -- reads ----------------------------------------------------------------------------------------
    @app.delete(f"{API}/memories", tags=["memories"])
    def delete_all_memories(key: Key, confirm: Annotated[bool, Query(description="Must be true: every memory the "
                                                                     "key may delete is soft-deleted")] = False,
                            reason: Annotated[str | None, Query(max_length=1000)] = None, agent_id: AgentId = None,
                            run_id: RunId = None, tag: Tag = None, metadata: MetadataFilter = None) -> dict[str, Any]:
        """Soft-delete every memory of the key's scope (mem0's delete_all), one logged delete each; only an
        agent's, a run's, or those with tags or metadata values when those are given."""
        return service.delete_all(confirm=confirm, reason=reason, reader=service.key_reader(key),
                                  **scope_params(agent_id, run_id, tag, metadata))

    @app.get(f"{API}/memories", tags=["memories"])
    def list_memories(key: Key, since: Since = None, until: Until = None,
                      status: Annotated[Literal["active", "superseded", "all"], Query()] = "active",
                      type: Annotated[str | None, Query(max_length=100)] = None,
                      source: Annotated[str | None, Query(max_length=200)] = None,
                      limit: Annotated[int, Query(ge=1, le=500)] = 50,
                      offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0, agent_id: AgentId = None,
                      run_id: RunId = None, tag: Tag = None, metadata: MetadataFilter = None) -> dict[str, Any]:
        """The key's memories, most recently updated first, with the total for pagination; narrowed to an
        agent, a run, tags (`?tag=a&tag=b`: every one) or metadata values (`?metadata={"project":"atlas"}`)."""
        items, total = service.list_memories(
            reader=service.key_reader(key), status=status, category=type, source=source,
            since=date_param(since, "since", now()), until=date_param(until, "until", now(), end_of_day=True),
            limit=limit, offset=offset, **scope_params(agent_id, run_id, tag, metadata))
        return {"memories": [m.public_dict() for m in items], "total": total, "limit": limit, "offset": offset,
                "next_offset": next_offset(offset, len(items), total)}

    @app.get(f"{API}/memories/{{memory_id}}", tags=["memories"])
    def get_memory(memory_id: MemoryId, key: Key, response: Response) -> dict[str, Any]:
        """The memory as it is now (its ETag is its version). An old version's id (`mem_…@v1`) resolves to
        the memory, with `requested_version` naming the old one."""
        memory, old = service.resolve(memory_id, reader=service.key_reader(key))
        response.headers["ETag"] = _etag(memory)
        body = memory.public_dict()
        if old is not None:
            body["requested_version"] = {"id": old.id, "version": old.version, "current": False}
        return body

    @app.get(f"{API}/memories/{{memory_id}}/history", tags=["memories"])
    def memory_history(memory_id: MemoryId, key: Key) -> dict[str, Any]:
        """Every version of the memory, oldest first."""
        return {"versions": [v.public_dict() for v in service.history(memory_id, reader=service.key_reader(key))]}

    @app.post(f"{API}/search", tags=["search"])
    def search(body: schemas.Search, key: Key) -> dict[str, Any]:
        """Hybrid search (meaning + keywords, recency, lifecycle, optional graph hops) with the subgraph."""
        found = service.retrieve(body.query, k=body.k, reader=service.key_reader(key),
                                 recipe=body.recipe, source=body.source, category=body.type, status=body.status,
                                 hops=body.hops, since=date_param(body.since, "since", now(), zone=body.zone),
                                 until=date_param(body.until, "until", now(), end_of_day=True, zone=body.zone),
                                 zone=body.zone, **body.narrowing())
        return found.as_dict()

    @app.post(f"{API}/context", tags=["search"])
    def context(body: schemas.Context, key: Key) -> dict[str, Any]:
        """The Markdown context an LLM gets for the query, never over ``max_tokens`` (o200k tokens)."""
        pkg = service.context(body.query, max_tokens=body.max_tokens, reader=service.key_reader(key),
                              recipe=body.recipe, source=body.source,
                              since=date_param(body.since, "since", now(), zone=body.zone),
                              until=date_param(body.until, "until", now(), end_of_day=True, zone=body.zone),
                              zone=body.zone, **body.narrowing())
        return pkg.as_dict()

    @app.post(f"{API}/ask", tags=["search"])
    def ask(body: schemas.Ask, key: Key) -> dict[str, Any]:
        """The answer to a person's question with the memories it rests on: the standing decision and its
        evidence (a replaced decision that matched brings what replaced it), or with an LLM a written
        answer citing them (docs/web_app.md). The web app and `mnemo ask` show the same answer."""
        return service.ask(body.question, reader=service.key_reader(key), use_llm=body.use_llm,
                           zone=body.zone).as_dict()

    @app.get(f"{API}/digest", tags=["register"])
    def digest(key: Key, since: Since = None, until: Until = None,
               format: Annotated[Literal["markdown", "html"], Query()] = "markdown",
               lang: Annotated[Literal["en", "ko"] | None, Query()] = None) -> dict[str, Any]:
        """The weekly digest of what the key reads (docs/digest.md): per team, the decisions made, changed and
        reversed between `since` (default 7 days before `until`) and `until` (default now), pending proposals
        and open conflicts, with the text rendered as Markdown or a self-contained HTML email."""
        from mnemo.interfaces import digest_text

        end = date_param(until, "until", now(), end_of_day=True) or now()
        start = date_param(since, "since", end) if since else None
        if start is not None and start > end:
            raise InvalidInput("since is after until", "Swap the two dates")
        result = service.digest(since=start, until=end, reader=service.key_reader(key))
        language = digest_text.digest_lang(result, lang)
        text = (digest_text.html if format == "html" else digest_text.markdown)(result, language)
        return {"digest": result.as_dict(), "language": language, "subject": digest_text.subject(result, language),
                "format": format, "text": text}

    @app.get(f"{API}/decisions", tags=["decisions"])
    def decisions(key: Key, since: Since = None, until: Until = None,
                  decision: Annotated[Literal["create", "update", "skip", "delete"] | None, Query()] = None,
                  limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> dict[str, Any]:
        """The decision log of the key's user, newest first: every decision with its reason and score."""
        entries = service.log(decision=decision, since=date_param(since, "since", now()),
                              until=date_param(until, "until", now(), end_of_day=True), reader=service.key_reader(key),
                              limit=limit)
        return {"entries": [e.as_dict() for e in entries]}

    @app.get(f"{API}/decisions/analytics", tags=["decisions"])
    def decision_analytics(key: Key, since: Since = None, until: Until = None) -> dict[str, Any]:
        """Totals by decision and status, timings, and what the store holds for the key's user."""
        return service.stats(reader=service.key_reader(key), since=date_param(since, "since", now()),
                             until=date_param(until, "until", now(), end_of_day=True))

    @app.get(f"{API}/health/memory", tags=["decisions"])
    def memory_health(key: Key) -> dict[str, Any]:
        """Memory health over what the key may read: counts by status and age, duplicate candidates, thin
        memories, tags, open conflicts, stale standing decisions, embedding models, compaction, jobs run."""
        return service.memory_health(reader=service.key_reader(key))

    # -- conflicts ------------------------------------------------------------------------------------
    @app.get(f"{API}/conflicts", tags=["conflicts"])
    def list_conflicts(key: Key,
                       status: Annotated[Literal["open", "resolved", "all"], Query()] = "open",
                       limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> dict[str, Any]:
        """The key's user's conflicts (open ones by default), newest first, each with both values."""
        items = service.list_conflicts(status=status, reader=service.key_reader(key), limit=limit)
        return {"conflicts": [c.model_dump(mode="json") for c in items]}

    @app.post(f"{API}/conflicts/{{conflict_id}}/resolve", tags=["conflicts"])
    def resolve_conflict(conflict_id: ConflictId, body: schemas.ResolveConflict, key: Key) -> dict[str, Any]:
        """Settle an open conflict: keep the existing value, or make the incoming one current. 404 for an
        unknown id (or another user's), 409 when it is already resolved."""
        return service.resolve_conflict(conflict_id, keep=body.keep, reason=body.reason,
                                        reader=service.key_reader(key)).as_dict()

    @app.get(f"{API}/register", tags=["register"])
    def decision_register(key: Key, since: Since = None, until: Until = None,
                          status: Annotated[Literal["standing", "pending", "superseded", "reversed", "all"], Query()]
                          = "standing",
                          subject: Annotated[str | None, Query(max_length=200, description="Words of the matter.")]
                          = None) -> dict[str, Any]:
        """The decision register: what was decided, on which matter, and whether it stands now."""
        return {"decisions": service.register(reader=service.key_reader(key), status=status, subject=subject,
                                              since=date_param(since, "since", now()),
                                              until=date_param(until, "until", now(), end_of_day=True))}

    @app.get(f"{API}/register/{{memory_id}}", tags=["register"])
    def decision_timeline(memory_id: MemoryId, key: Key) -> dict[str, Any]:
        """One matter's timeline, oldest first: each decision, what replaced it and until when it held."""
        return {"timeline": service.decision_timeline(memory_id, reader=service.key_reader(key))}

    if web:
        from mnemo.interfaces.web import install_web

        install_web(app, service)
    if mcp_asgi is not None:
        # a Route (not a Mount) so "/mcp" itself is the endpoint, without a redirect to "/mcp/"
        app.router.routes.append(Route("/mcp", endpoint=mcp_asgi))
    return app


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mnemo")
    except PackageNotFoundError:
        return "0"
