"""The CLI against a team server: ``MNEMO_URL`` + ``MNEMO_API_KEY`` (or ``mnemo --server URL --key KEY``).

Why an adapter and not a second set of commands: a person should type the same ``mnemo search``,
``mnemo add``, ``mnemo decisions`` for a local memory and a team's. ``RemoteService`` answers the calls the
commands make, with the types their renderers read, through ``mnemo.Client`` (REST). The key decides the
user and team, so ``--user`` is not sent. What only a store's owner can do (ingest, keys, serve,
calibrate, maintain, vault, digest --send) stays local and says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from mnemo.domain.models import LogEntry, LogStatus, Memory, MemoryStatus, Operation, SourceType, WriteAction, WriteResult
from mnemo.domain.decide import parse_delete_request
from mnemo.errors import InvalidInput
from mnemo.interfaces.cli.local_server import ServerSideEmbedder
from mnemo.interfaces.client import Client

_NOT_SENT = {"thread_id": "--thread", "people": "--people", "confidence": "--confidence", "source_ref": "--source-ref"}


@dataclass
class _Hit:
    """A search hit as ``render.search`` reads it, rebuilt from the server's JSON."""

    score: float
    memory: Memory
    hops: int
    note: str | None = None  # the server's status note ("superseded by mem_… on …"): the hit has no metadata


@dataclass
class _Found:
    hits: list[_Hit]
    body: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return self.body


def _hit_memory(h: dict[str, Any]) -> Memory:
    created = datetime.fromisoformat(h["created_at"])
    return Memory(id=h["id"], lineage_id=h["id"], content=h["content"], title=h.get("title"), created_at=created,
                  updated_at=datetime.fromisoformat(h.get("updated_at") or h["created_at"]),
                  status=MemoryStatus(h.get("status") or "active"), version=h.get("version") or 1, category=h.get("category"),
                  people=h.get("people") or [], thread_id=h.get("thread_id"), source=h.get("source"),
                  source_type=SourceType(h.get("source_type") or SourceType.USER_INPUT.value),
                  superseded_by=h.get("superseded_by"), importance=h.get("importance") or 0.5)


def _no_user(user_id: str | None) -> None:
    if user_id:
        raise InvalidInput("--user is not sent to a server: the API key decides who you are",
                           "Drop --user, or use a key of that user")


class RemoteService:
    """The service calls the CLI makes, answered by a team server."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.embedder = ServerSideEmbedder()

    default_user = None  # the key decides the user

    def close(self) -> None:
        self.client.close()

    def __getattr__(self, name: str) -> Any:
        raise InvalidInput(f"This command works on a local store only (it needs {name!r})",
                           "Drop --server / unset MNEMO_URL to run it here, or run it on the server")

    # -- writes -------------------------------------------------------------------------------------------
    def add(self, text: str, *, dry_run: bool = False, respect_source_priority: bool | None = None,
            **fields: Any) -> WriteResult:
        if dry_run:
            raise InvalidInput("--dry-run is not available against a server", "Drop --dry-run")
        for name, flag in _NOT_SENT.items():
            if fields.get(name):
                raise InvalidInput(f"{flag} is not sent to a server (its REST API does not take it)",
                                   f"Drop {flag}, or add it to a local store with --db")
        if respect_source_priority is False:
            raise InvalidInput("--no-respect-source-priority is not sent to a server (its REST API does not take it)",
                               "Drop it, or add to a local store with --db")
        if fields.get("team_id"):
            raise InvalidInput("--team is the key's when writing to a server", "Drop --team; --share shares with it")
        if parse_delete_request(text) is not None:  # the server stores a key's text; deleting is DELETE's, with its checks
            raise InvalidInput("Deleting by a sentence works on a local store only",
                               "Find the memory (mnemo search '…') and delete it by id: mnemo delete ID")
        return self.client.write(text, title=fields.get("title"), category=fields.get("category"),
                                 keywords=fields.get("keywords") or None,
                                 source=fields.get("source"), importance=fields.get("importance"),
                                 visibility=fields.get("visibility") or "private", at=fields.get("occurred_at"),
                                 source_type=fields.get("source_type"), by="person",
                                 agent_id=fields.get("agent_id"), run_id=fields.get("run_id"))

    def delete(self, memory_id: str, *, reason: str | None = None, cascade_mode: Any = None,
               user_id: str | None = None, dry_run: bool = False) -> WriteResult:
        _no_user(user_id)
        if dry_run or cascade_mode:
            raise InvalidInput("--dry-run and --cascade are not available against a server", "Drop them")
        d = self.client.delete(memory_id, reason=reason)
        status = LogStatus(d.get("status") or "success")
        return WriteResult(action=WriteAction.DELETED if status is LogStatus.SUCCESS else WriteAction.SKIPPED,
                           decision=Operation(d.get("decision") or "delete"), status=status,
                           reason=d.get("reason") or "", memory_id=d.get("memory_id"),
                           target_memory_id=d.get("target_memory_id"), log_id=d.get("log_id"))

    def update(self, memory_id: str, *, user_id: str | None = None, expected_version: int | None = None,
               **changes: Any) -> Memory:
        _no_user(user_id)
        return self.client.update(memory_id, expected_version=expected_version, by="person", **changes)

    def forget(self, memory_id: str, *, reason: str | None = None, user_id: str | None = None,
               by: str | None = None) -> WriteResult:
        _no_user(user_id)
        d = self.client.forget(memory_id, reason=reason)
        return WriteResult(action=WriteAction.DELETED, decision=Operation.DELETE,
                           status=LogStatus(d.get("status") or "success"), reason=d.get("reason") or "",
                           memory_id=d.get("memory_id"), log_id=d.get("log_id"))

    # -- reads --------------------------------------------------------------------------------------------
    def resolve(self, memory_id: str, *, user_id: str | None = None) -> tuple[Memory, Memory | None]:
        _no_user(user_id)
        memory, requested = self.client.resolve(memory_id)
        if not requested:
            return memory, None
        old = next((v for v in self.client.history(memory.id) if v.id == requested.get("id")), None)
        return memory, old

    def edges(self, memory_id: str, *, user_id: str | None = None) -> list[Any]:
        _no_user(user_id)
        return []  # the REST API does not list a memory's edges

    def history(self, memory_id: str, *, user_id: str | None = None) -> list[Memory]:
        _no_user(user_id)
        return self.client.history(memory_id)

    def retrieve(self, query: str, *, k: int | None = None, user_id: str | None = None, **options: Any) -> _Found:
        _no_user(user_id)
        body = self.client.retrieve(query, k=k, **options)
        hits = [_Hit(score=float(h["score"]), memory=_hit_memory(h), hops=int(h.get("hops") or 0),
                     note=h.get("status_note")) for h in body["results"]]
        return _Found(hits, body)

    def context(self, query: str, *, max_tokens: int = 4000, user_id: str | None = None, **options: Any) -> Any:
        _no_user(user_id)
        options.pop("category", None), options.pop("status", None), options.pop("hops", None)
        return self.client.context(query, max_tokens=max_tokens, **options)

    def log(self, *, decision: str | None = None, since: Any = None, until: Any = None,
            user_id: str | None = None, limit: int = 100) -> list[LogEntry]:
        _no_user(user_id)
        return [LogEntry.model_validate(e) for e in
                self.client.log(decision=decision, since=since, until=until, limit=limit)]

    def stats(self, *, user_id: str | None = None, since: Any = None, until: Any = None) -> dict[str, Any]:
        _no_user(user_id)
        return self.client.stats(since=since, until=until)

    def register(self, *, user_id: str | None = None, status: str | None = "standing", subject: str | None = None,
                 since: Any = None, until: Any = None) -> list[dict[str, Any]]:
        _no_user(user_id)
        return self.client.register(status=status, subject=subject, since=since, until=until)

    def decision_timeline(self, memory_id: str, *, user_id: str | None = None) -> list[dict[str, Any]]:
        _no_user(user_id)
        return self.client.decision_timeline(memory_id)

    def list_memories(self, *, user_id: str | None = None, status: str | None = None, category: str | None = None,
                      limit: int = 50, offset: int = 0, **narrow: Any) -> tuple[list[Memory], int]:
        _no_user(user_id)
        return self.client.list_memories(status=status, category=category, limit=limit, offset=offset, **narrow)

    def ask(self, question: str, *, user_id: str | None = None, use_llm: bool = True, zone: str | None = None) -> Any:
        """The server's answer, rebuilt as the ``Answer`` the renderers read."""
        import dataclasses

        from mnemo.retrieval.answer import Answer, AnswerSource

        _no_user(user_id)
        d = self.client.ask(question, use_llm=use_llm, zone=zone)
        known = {f.name for f in dataclasses.fields(AnswerSource)}
        return Answer(question=d["question"], mode=d["mode"], text=d["text"], lead=d.get("lead"),
                      sources=[AnswerSource(**{k: v for k, v in s.items() if k in known}) for s in d.get("sources", [])],
                      cited=list(d.get("cited") or []), note=d.get("note"))

    def list_conflicts(self, *, status: str | None = "open", user_id: str | None = None) -> list[Any]:
        from mnemo.domain.models import ConflictRecord

        _no_user(user_id)
        return [ConflictRecord.model_validate(c) for c in self.client.list_conflicts(status=status)]

    def resolve_conflict(self, conflict_id: str, *, keep: str, reason: str | None = None,
                         user_id: str | None = None) -> Any:
        _no_user(user_id)
        return self.client.resolve_conflict(conflict_id, keep=keep, reason=reason)
