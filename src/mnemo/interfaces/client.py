"""``mnemo.Client``: a team server (``mnemo serve``) over its REST API, with the service's method names.

Why: a person should use one tool for a local memory and a team's. ``MemoryService`` opens a database;
``Client`` talks to a server that holds one, as the key's user in the key's team (``docs/teams.md``), and
answers with the same types where the REST answer carries them whole (``Memory``, ``WriteResult``,
``ConflictResolution``, ``ContextPackage``) and JSON dicts where it does not (search hits, the register, the
log). Server errors come back as the same ``MnemoError`` subclasses the service raises (``NotFound``,
``Forbidden``, ``Conflict``, ...), so code written against one works against the other.

Configuration: ``Client(url, key)``, or ``MNEMO_URL`` and ``MNEMO_API_KEY`` in the environment.
"""

from __future__ import annotations

import json
import os
import re
from datetime import datetime, timedelta, timezone
from typing import Any
from urllib.parse import quote

import httpx

from mnemo.domain.models import Memory, WriteResult
from mnemo.domain.resolution import ConflictResolution
from mnemo.errors import (
    Conflict,
    Forbidden,
    GateRejected,
    InvalidInput,
    MnemoError,
    NotFound,
    StorageError,
    Unauthorized,
)
from mnemo.retrieval.context import ContextPackage

API = "/api/v1"
_ERRORS: dict[int, type[MnemoError]] = {400: InvalidInput, 401: Unauthorized, 403: Forbidden, 404: NotFound,
                                        409: Conflict, 422: GateRejected}


def _memory(body: dict[str, Any]) -> Memory:
    return Memory.model_validate({k: v for k, v in body.items() if k in Memory.model_fields})


_ID = re.compile(r"[A-Za-z0-9_.:@-]{1,200}")  # every id mnemo makes: mem_…, mem_…@v2, cfl_…


def _segment(value: str, what: str = "memory") -> str:
    """``value`` as one path segment. Why: an id is the user's text; unescaped, ``../memories?confirm=true``
    turned a delete of one memory into the bulk delete of every memory the key may delete."""
    if not isinstance(value, str) or not _ID.fullmatch(value) or value.strip(".") == "":
        raise NotFound(f"No {what} with id {str(value)[:100]!r}", "Check the id (mnemo list shows them)")
    return quote(value, safe="")


def _narrowing(narrow: dict[str, Any]) -> dict[str, Any]:
    """mem0's scopes and filters as the search and context bodies name them; any other name is refused here
    rather than answered unnarrowed."""
    unknown = sorted(set(narrow) - {"agent_id", "run_id", "tags", "metadata"})
    if unknown:
        raise InvalidInput(f"Unknown option {unknown[0]!r}", "Narrow with agent_id, run_id, tags or metadata")
    return narrow


def _when(value: datetime | str | None) -> str | None:
    return value.isoformat() if isinstance(value, datetime) else value


class Client:
    """One team server, as one key. Thread-safe (one ``httpx.Client``); close it, or use ``with``."""

    def __init__(self, url: str | None = None, key: str | None = None, *, timeout: float = 120.0,
                 transport: httpx.BaseTransport | None = None) -> None:
        url = (url or os.environ.get("MNEMO_URL") or "").strip()
        key = (key or os.environ.get("MNEMO_API_KEY") or "").strip()
        if not url.startswith(("http://", "https://")):
            raise InvalidInput(f"Invalid server URL {url!r}" if url else "No server URL",
                               "Pass the team server's address, e.g. --server https://mnemo.example.com "
                               "(or set MNEMO_URL)")
        if not key:
            raise InvalidInput("No API key for the server", "Pass --key (or set MNEMO_API_KEY); an admin creates "
                               "one with: mnemo keys create --user USER --team TEAM")
        self.url = url.rstrip("/").removesuffix(API)  # the API's own path, if given, is added once, not twice
        self._http = httpx.Client(base_url=self.url, timeout=timeout, transport=transport,
                                  headers={"Authorization": f"Bearer {key}", "User-Agent": "mnemo-client"})

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transport ----------------------------------------------------------------------------------------
    def _unreachable(self, exc: Exception) -> StorageError:
        return StorageError(f"Cannot reach the mnemo server at {self.url} ({type(exc).__name__}: {exc})",
                            "Check --server / MNEMO_URL and that `mnemo serve` runs there")

    def _call(self, method: str, path: str, *, json: Any = None, params: dict[str, Any] | None = None,
              headers: dict[str, str] | None = None) -> Any:
        query = {k: v for k, v in (params or {}).items() if v is not None}
        try:
            r = self._http.request(method, path, json=json, params=query or None, headers=headers)
        except httpx.HTTPError as exc:
            raise self._unreachable(exc) from None
        if r.status_code < 400:
            return r.json()
        try:
            error = r.json().get("error") or {}
        except ValueError:
            error = {}
        message = str(error.get("message") or f"The server answered {r.status_code}")
        what, _, fix = message.partition(". ")
        cls = _ERRORS.get(r.status_code, StorageError if r.status_code >= 500 else MnemoError)
        exc_out = cls(what, fix, details=error.get("details")) if cls is not GateRejected else cls(what, fix)
        if isinstance(exc_out, GateRejected) and error.get("code"):
            exc_out.code = str(error["code"])
        raise exc_out

    def _asked(self, path: str, body: dict[str, Any]) -> Any:
        """POST a question; ``zone`` is sent as the offset in force now ("+09:00": every server reads it, tz data
        or not), and dropped for a server older than the field."""
        body = {k: v for k, v in body.items() if v is not None}
        if "zone" in body:
            from mnemo.text.dates import asked_zone, zone_name

            body["zone"] = zone_name(timezone(asked_zone(body["zone"]).utcoffset(datetime.now()) or timedelta(0)))
        return self._post_to_any_server(path, body, "zone")

    def _post_to_any_server(self, path: str, body: dict[str, Any], newer_field: str, method: str = "POST") -> Any:
        """POST (or PATCH) ``body``; a server older than ``newer_field`` answers 400 "Unknown field '…'", and
        gets the body without it (the field is a refinement: the request still means the same)."""
        try:
            return self._call(method, path, json=body)
        except InvalidInput as exc:
            if newer_field not in body or f"'{newer_field}'" not in exc.what:
                raise
            return self._call(method, path, json={k: v for k, v in body.items() if k != newer_field})

    # -- writes -------------------------------------------------------------------------------------------
    def write(self, content: str, *, title: str | None = None, category: str | None = None,
              keywords: list[str] | None = None, source: str | None = None, importance: float | None = None,
              metadata: dict[str, Any] | None = None, visibility: str = "private", at: datetime | str | None = None,
              source_type: str | None = None, by: str = "agent", agent_id: str | None = None,
              run_id: str | None = None) -> WriteResult:
        """Remember something, through the server's write gate (``visibility`` team: shared with the team;
        ``at``: when it happened; ``by="person"``: a person typed it, so it is kept as written, no gate;
        ``agent_id`` / ``run_id``: mem0's scopes)."""
        body = {"content": content, "title": title, "type": category, "tags": keywords, "source": source,
                "importance": importance, "metadata": metadata, "visibility": visibility, "at": _when(at),
                "source_type": source_type, "by": by if by != "agent" else None, "agent_id": agent_id,
                "run_id": run_id}
        answer = self._post_to_any_server(f"{API}/memories", {k: v for k, v in body.items() if v is not None}, "by")
        return WriteResult.model_validate({k: v for k, v in answer.items() if k in WriteResult.model_fields})

    def add_messages(self, messages: list[dict[str, Any]] | str, *, agent_id: str | None = None,
                     run_id: str | None = None, metadata: dict[str, Any] | None = None,
                     visibility: str = "private", infer: bool = True, source: str | None = None,
                     at: datetime | str | None = None) -> list[WriteResult]:
        """A conversation (mem0's ``add(messages)``): the server keeps what the user's messages say that is
        worth keeping, one write each (``MemoryService.add_messages``)."""
        if isinstance(messages, str):
            messages = [{"role": "user", "content": messages}]
        body = {"messages": messages, "agent_id": agent_id, "run_id": run_id, "metadata": metadata,
                "visibility": visibility, "infer": None if infer else False, "source": source, "at": _when(at)}
        answer = self._call("POST", f"{API}/memories", json={k: v for k, v in body.items() if v is not None})
        return [WriteResult.model_validate({k: v for k, v in r.items() if k in WriteResult.model_fields})
                for r in answer["results"]]

    def add(self, content: Any, **fields: Any) -> Any:
        """``write`` for a text; ``add_messages`` for a list of chat messages (mem0's habit). The user is the
        key's: mem0's ``user_id`` is refused with that fix rather than a TypeError."""
        if "user_id" in fields:
            raise InvalidInput("A team server's key decides the user", "Drop user_id; create a key per user "
                               "(mnemo keys create --user USER) and use it")
        if isinstance(content, (list, tuple)):
            return self.add_messages(list(content), **fields)
        return self.write(content, **fields)

    def update(self, memory_id: str, *, expected_version: int | None = None, by: str = "agent",
               **changes: Any) -> Memory:
        """Edit a memory (content, title, tags, category, importance, metadata); ``expected_version`` makes
        a stale edit a ``Conflict`` instead of an overwrite; ``by="person"``: a person's edit, kept as written
        (an agent's content edit is held to the gate's density rule)."""
        if "category" in changes:
            changes["type"] = changes.pop("category")
        body = {k: v for k, v in changes.items() if v is not None}
        if expected_version is not None:
            body["version"] = expected_version
        if by != "agent":
            body["by"] = by
        return _memory(self._post_to_any_server(f"{API}/memories/{_segment(memory_id)}", body, "by", "PATCH"))

    def delete(self, memory_id: str, *, reason: str | None = None) -> dict[str, Any]:
        result: dict[str, Any] = self._call("DELETE", f"{API}/memories/{_segment(memory_id)}", params={"reason": reason})
        return result

    def forget(self, memory_id: str, *, reason: str | None = None) -> dict[str, Any]:
        result: dict[str, Any] = self._call("POST", f"{API}/memories/{_segment(memory_id)}/forget",
                                            json={"reason": reason} if reason else None)
        return result

    # -- reads --------------------------------------------------------------------------------------------
    def get(self, memory_id: str) -> Memory:
        return _memory(self._call("GET", f"{API}/memories/{_segment(memory_id)}"))

    def resolve(self, memory_id: str) -> tuple[Memory, dict[str, Any] | None]:
        body = self._call("GET", f"{API}/memories/{_segment(memory_id)}")
        return _memory(body), body.get("requested_version")

    def history(self, memory_id: str) -> list[Memory]:
        return [_memory(v) for v in self._call("GET", f"{API}/memories/{_segment(memory_id)}/history")["versions"]]

    def list_memories(self, *, status: str | None = None, category: str | None = None, source: str | None = None,
                      since: datetime | str | None = None, until: datetime | str | None = None, limit: int = 50,
                      offset: int = 0, agent_id: str | None = None, run_id: str | None = None,
                      tags: list[str] | None = None, metadata: dict[str, Any] | None = None) -> tuple[list[Memory], int]:
        page = self._call("GET", f"{API}/memories", params={
            "status": status, "type": category, "source": source, "since": _when(since), "until": _when(until),
            "limit": limit, "offset": offset, "agent_id": agent_id, "run_id": run_id, "tag": tags,
            "metadata": json.dumps(metadata) if metadata is not None else None})
        rows = page["memories"] if "memories" in page else page["items"]  # "items": a server before 2026-11-29
        return [_memory(m) for m in rows], int(page["total"])

    def get_all(self, *, status: str | None = None, agent_id: str | None = None, run_id: str | None = None,
                tags: list[str] | None = None, metadata: dict[str, Any] | None = None,
                limit: int | None = None) -> list[Memory]:
        """Every memory the key reads (mem0's ``get_all``), narrowed as ``list_memories`` narrows; at most
        ``limit`` of them (mem0's name), in the list's order."""
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
            raise InvalidInput(f"Invalid limit: {limit!r}", "Pass a whole number of memories, 1 or more")
        out: list[Memory] = []
        while limit is None or len(out) < limit:
            page, total = self.list_memories(status=status, limit=min(500, limit or 500), offset=len(out),
                                             agent_id=agent_id, run_id=run_id, tags=tags, metadata=metadata)
            out += page
            if not page or len(out) >= total:
                break
        return out[:limit]

    def delete_all(self, *, confirm: bool = False, reason: str | None = None, agent_id: str | None = None,
                   run_id: str | None = None, tags: list[str] | None = None,
                   metadata: dict[str, Any] | None = None) -> dict[str, Any]:
        """Soft-delete every memory the key may delete (mem0's ``delete_all``), or only an agent's, a run's,
        or those with tags or metadata values; ``confirm=True`` is required, as on the service."""
        result: dict[str, Any] = self._call("DELETE", f"{API}/memories", params={
            "confirm": "true" if confirm else "false", "reason": reason, "agent_id": agent_id, "run_id": run_id,
            "tag": tags, "metadata": json.dumps(metadata) if metadata is not None else None})
        return result

    def retrieve(self, query: str, *, k: int | None = None, recipe: str | None = None, source: str | None = None,
                 category: str | None = None, status: str | None = None, hops: int | None = None,
                 since: datetime | str | None = None, until: datetime | str | None = None,
                 zone: str | None = None, **narrow: Any) -> dict[str, Any]:
        """The search answer: ``results`` (ranked hits as JSON) and the ``subgraph``. ``zone`` ("Asia/Seoul")
        is the asker's: "last week" and dates without an offset are read in it (default UTC). ``narrow``:
        ``agent_id``, ``run_id``, ``tags``, ``metadata`` (mem0's scopes and filters)."""
        body = {"query": query, "k": k, "recipe": recipe, "source": source, "type": category, "status": status,
                "hops": hops, "since": _when(since), "until": _when(until), "zone": zone, **_narrowing(narrow)}
        result: dict[str, Any] = self._asked(f"{API}/search", body)
        return result

    def search(self, query: str, *, k: int = 10, limit: int | None = None, **options: Any) -> list[dict[str, Any]]:
        """The ``k`` best hits (``limit`` is mem0's name for it)."""
        hits: list[dict[str, Any]] = self.retrieve(query, k=k if limit is None else limit, **options)["results"]
        return hits

    def context(self, query: str, *, max_tokens: int = 4000, recipe: str | None = None, source: str | None = None,
                since: datetime | str | None = None, until: datetime | str | None = None,
                zone: str | None = None, **narrow: Any) -> ContextPackage:
        body = {"query": query, "max_tokens": max_tokens, "recipe": recipe, "source": source,
                "since": _when(since), "until": _when(until), "zone": zone, **_narrowing(narrow)}
        d = self._asked(f"{API}/context", body)
        return ContextPackage(markdown=d["markdown"], tokens=d["tokens"], max_tokens=d["max_tokens"],
                              memories=d.get("memories", []), dropped=d.get("dropped", []),
                              needs_tokens=d.get("needs_tokens"))

    def ask(self, question: str, *, use_llm: bool = True, zone: str | None = None) -> dict[str, Any]:
        """The server's answer to ``question`` with its numbered sources (``MemoryService.ask`` as JSON)."""
        answer: dict[str, Any] = self._asked(f"{API}/ask", {"question": question, "use_llm": use_llm, "zone": zone})
        return answer

    def digest(self, *, since: datetime | str | None = None, until: datetime | str | None = None,
               format: str = "markdown", lang: str | None = None) -> dict[str, Any]:
        """The server's weekly digest for the key: ``digest`` (the sections), ``subject`` and ``text``."""
        answer: dict[str, Any] = self._call("GET", f"{API}/digest", params={
            "since": _when(since), "until": _when(until), "format": format, "lang": lang})
        return answer

    def register(self, *, status: str | None = "standing", subject: str | None = None,
                 since: datetime | str | None = None, until: datetime | str | None = None) -> list[dict[str, Any]]:
        decisions: list[dict[str, Any]] = self._call("GET", f"{API}/register", params={
            "status": status or "all", "subject": subject, "since": _when(since), "until": _when(until)})["decisions"]
        return decisions

    def decision_timeline(self, memory_id: str) -> list[dict[str, Any]]:
        timeline: list[dict[str, Any]] = self._call("GET", f"{API}/register/{_segment(memory_id)}")["timeline"]
        return timeline

    def log(self, *, decision: str | None = None, since: datetime | str | None = None,
            until: datetime | str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        entries: list[dict[str, Any]] = self._call("GET", f"{API}/decisions", params={
            "decision": decision, "since": _when(since), "until": _when(until), "limit": limit})["entries"]
        return entries

    def stats(self, *, since: datetime | str | None = None, until: datetime | str | None = None) -> dict[str, Any]:
        result: dict[str, Any] = self._call("GET", f"{API}/decisions/analytics",
                                            params={"since": _when(since), "until": _when(until)})
        return result

    def list_conflicts(self, *, status: str | None = "open", limit: int = 100) -> list[dict[str, Any]]:
        conflicts: list[dict[str, Any]] = self._call("GET", f"{API}/conflicts",
                                                     params={"status": status or "all", "limit": limit})["conflicts"]
        return conflicts

    conflicts = list_conflicts

    def resolve_conflict(self, conflict_id: str, *, keep: str, reason: str | None = None) -> ConflictResolution:
        body = {"keep": keep, **({"reason": reason} if reason else {})}
        return ConflictResolution.model_validate(self._call("POST", f"{API}/conflicts/{_segment(conflict_id, 'conflict')}/resolve",
                                                            json=body))

    def health(self) -> dict[str, Any]:
        """The server's health (no key needed): version, embedding model, and whether its database answers
        (``"database": "ok"``, or ``"unavailable"`` with ``"status": "unavailable"``, which the server sends as
        a 503 for load balancers)."""
        try:
            r = self._http.request("GET", "/healthz")
        except httpx.HTTPError as exc:
            raise self._unreachable(exc) from None
        try:
            body = r.json()
        except ValueError:
            body = None
        if not isinstance(body, dict) or "status" not in body:
            raise StorageError(f"{self.url} answered /healthz with {r.status_code} and no health report",
                               "Check that --server / MNEMO_URL names a mnemo server")
        return body
