"""MemoryService: the one API the CLI, REST, MCP and Python callers use. No interface writes to the store.

One write entry, ``write`` (``write_many`` for batches), with the caller's policy (``domain.write_policy``: a
person, an agent, a connector, a job) and one result type, ``WriteResult``; ``add`` is a person's spelling.
Reads and changes act for a ``Reader`` (``domain.access``): an API key's (its user's private memories and its
team's shared ones) or, when none is given, the local operator's. A memory the reader may not see is reported as
not found (never as forbidden), so ids cannot be probed across users or teams. Everything the service runs
on is built by ``mnemo.bootstrap``.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar, overload

from pydantic import BaseModel, ConfigDict

from mnemo.config import Settings
from mnemo.domain.access import Reader, reader_for_key, team_owner
from mnemo.write.placement import check_team_id, check_user_id, parse_visibility, place
from mnemo.domain.models import (
    CascadeMode,
    ConflictRecord,
    Edge,
    Entity,
    LogEntry,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Operation,
    Person,
    Resolution,
    SourceType,
    WriteResult,
)
from mnemo.domain.queries import LogFilter, MemoryFilter, analytics, user_scope
from mnemo.domain.write_policy import Caller
from mnemo.errors import InvalidInput, NotFound
from mnemo.key_service import KeyMethods, KeyService
from mnemo.sealed_sync_service import SealedSyncService
from mnemo.service_args import checked, first_parameter, listed_statuses, narrowing, version_asked
from mnemo.scope_service import ScopeMethods
from mnemo.upkeep_service import UpkeepMethods
from mnemo.vault_service import VaultMethods
from mnemo.write.link import upsert_entity, upsert_person
from mnemo.write.recorder import Recorder, read_version
from mnemo.write.edit import version_check
from mnemo.write.screen import screened_reason

#: How long a key's memory-health figures are reused while no memory changes (ages and jobs move slowly).
_HEALTH_KEEP_S = 60.0

if TYPE_CHECKING:
    from mnemo.bootstrap import Components
    from mnemo.domain.api_keys import ApiKey
    from mnemo.domain.contextual import ContextualResult
    from mnemo.ingest.runner import IngestReport
    from mnemo.ingest.live.live_sources import LiveSources
    from mnemo.domain.policy import ConsolidationPolicy
    from mnemo.ports import Clock, Embedder, MemoryStore
    from mnemo.retrieval.context import ContextPackage
    from mnemo.retrieval.answer import Answer
    from mnemo.retrieval.digest import Digest
    from mnemo.retrieval.search import Hit, SearchResult
    from mnemo.write.consolidate import Consolidator
    from mnemo.write.gate import AgentGate
    from mnemo.write.writer import Writer
    from mnemo.domain.resolution import ConflictResolution

P = ParamSpec("P")
R = TypeVar("R")


class PersonResult(BaseModel):
    model_config = ConfigDict(extra="forbid")

    person: Person
    created: bool
    resolution: Resolution | None = None
    conflict_id: str | None = None


def _scoped(method: Callable[P, R]) -> Callable[P, R]:
    """Run a service call for a key's reader inside the store's row-level scope (``acting_for``): on
    PostgreSQL every query of the call sees only the reader's partitions, even one that forgot its filter."""
    first = first_parameter(method)

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        service = args[0]
        assert isinstance(service, MemoryService)
        args, kwargs = checked(first, args, kwargs, service.clock.now)  # type: ignore[assignment]
        reader = kwargs.get("reader")
        if not isinstance(reader, Reader) or reader.local:
            return method(*args, **kwargs)
        with service.store.acting_for(reader.owners):
            return method(*args, **kwargs)
    return call


class MemoryService(KeyMethods, VaultMethods, UpkeepMethods, ScopeMethods):
    def __init__(self, parts: Components) -> None:
        self.parts = parts
        self.settings: Settings = parts.settings
        self.store: MemoryStore = parts.store
        self.embedder: Embedder = parts.embedder
        self.clock: Clock = parts.clock
        self.policy: ConsolidationPolicy = parts.policy
        self.similarity = parts.similarity
        self._live: Any = None
        self._decisions: Any = None  # the register's cache, built on first use (``_decision_cache``)
        self._health_kept: dict[Any, tuple[object, float, dict[str, Any]]] = {}
        self.keys = KeyService(self.store, self.clock)
        self.sealed = SealedSyncService(self.store, self.clock)  # sealed logs (docs/vault.md)

    @property
    def engine(self) -> Consolidator:
        """The consolidator (built on the first write, see ``bootstrap.Components``)."""
        return self.parts.engine

    @property
    def gate(self) -> AgentGate:
        return self.parts.gate

    @property
    def _decision_cache(self) -> Any:
        """The register's decision cache (``retrieval/register.py``), imported only by what shows the register:
        a CLI ``search`` or ``get`` does not pay for the supersession rules' patterns."""
        if self._decisions is None:
            from mnemo.retrieval.register import DecisionCache

            self._decisions = DecisionCache()
        return self._decisions

    @property
    def _writer(self) -> Writer:
        return self.parts.writer

    @classmethod
    def open(cls, settings: Settings | None = None, **parts: Any) -> MemoryService:
        """Build from settings (``Settings.load()`` when none): the configured store and model. ``parts``
        replace built ones (``embedder``, ``store``, ``clock``, ``policy``, ``scorer``, ``process_min_items``)."""
        from mnemo.bootstrap import build

        return cls(build(settings or Settings.load(), **parts))

    def close(self) -> None:
        if self._live is not None:
            self._live.stop_worker()
        if self.parts.writes_built:
            self.engine.close()
        self.store.close()

    @property
    def live(self) -> LiveSources:
        """Live sources: their configuration, the webhook receiver and worker (``ingest/live/live_sources.py``)."""
        if self._live is None:
            from mnemo.ingest.live.live_sources import LiveSources

            self._live = LiveSources(self, self.parts.extractor)
        return self._live

    def __enter__(self) -> MemoryService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def default_user(self) -> str:
        return self.settings.user

    @property
    def similarity_mode(self) -> str:
        return self.settings.similarity.mode

    # -- who acts -------------------------------------------------------------------------------------------
    def reader(self, user_id: str | None = None, team_id: str | None = None, *,
               reader: Reader | None = None) -> Reader:
        """``reader`` when given (an API key's), else the local operator acting as ``user_id`` (the default
        user) in ``team_id`` (every team when None)."""
        if reader is not None:
            return reader
        team = team_id.strip() if isinstance(team_id, str) and team_id.strip() else None
        return Reader(user_id or self.default_user, team, local=True,
                      team_partitions=() if team else tuple(self.store.team_partitions()))

    @staticmethod
    def key_reader(key: ApiKey) -> Reader:
        """What a request with ``key`` may read and change."""
        return reader_for_key(key)

    def _filter(self, who: Reader, team_id: str | None = None, **narrow: Any) -> MemoryFilter:
        """The store filter of what ``who`` reads, narrowed to ``team_id`` when one is asked for."""
        teams = who.teams
        if team_id:
            teams = (team_id,) if teams is None or team_id in teams else ()
        return MemoryFilter(user_id=who.user_id, shared=who.owners[1:], teams=teams, **narrow)

    def _visible(self, memory: Memory | None, who: Reader) -> bool:
        return memory is not None and who.can_read(memory.user_id, memory.team_id)

    # -- writes -------------------------------------------------------------------------------------------
    @_scoped
    def write(self, content: str | MemoryDraft, *, caller: Caller | str = Caller.PERSON, dry_run: bool = False,
              respect_source_priority: bool | None = None, session_hint: Any = None, intent: Any = None,
              reader: Reader | None = None, **fields: Any) -> WriteResult:
        """Remember something. Every write is validated and screened for injection; an agent's also passes
        the write gate; then consolidation makes it a CREATE, UPDATE (a new version), SKIP, CREATE + LINK
        or DELETE. ``fields`` are ``MemoryDraft``'s (title, category, keywords, importance, source_type,
        thread_id, people, occurred_at, metadata, user_id, team_id, ...). Refusals raise ``GateRejected``.

        ``session_hint`` / ``intent`` (new | continue | auto) let an agent continue a task session's memory.
        ``visibility`` ``team`` shares the memory with ``team_id``'s members (private by default). With a
        key's ``reader``, the write is the reader's (its user and team) and runs in its row-level scope."""
        if reader is not None and not reader.local:
            fields = {**fields, "user_id": reader.user_id, "team_id": reader.team_id}
        fields = self._placed(fields)
        return self._writer.write(content, fields, caller=Caller(caller), dry_run=dry_run,
                                  respect_source_priority=respect_source_priority, session_hint=session_hint,
                                  intent=intent)

    def _placed(self, fields: dict[str, Any]) -> dict[str, Any]:
        """``fields`` with the memory's partition as ``user_id`` and its writer as ``author_id``."""
        if "visibility" not in fields and not isinstance(fields.get("user_id"), str):
            return fields
        fields = dict(fields)
        visibility = parse_visibility(fields.pop("visibility", None))
        user = fields.get("user_id")
        if user is None:
            user = self.default_user
        elif not isinstance(user, str) or not user.strip():
            return fields  # validation names the problem
        user = check_user_id(user)
        owner = place(user, fields.get("team_id"), visibility)
        fields["user_id"] = owner
        if owner != user:
            fields["author_id"] = user
        return fields

    def write_many(self, items: Iterable[str | MemoryDraft], *, caller: Caller | str = Caller.PERSON,
                   dry_run: bool = False, respect_source_priority: bool | None = None, chunk_size: int = 256,
                   on_progress: Callable[[int], None] | None = None, **fields: Any) -> list[WriteResult]:
        """A batch: one embedding pass and one transaction per chunk, each item atomic on its own. A failing
        item is logged and reported with status ``error``; the others are still written. ``fields`` are
        ``write``'s (``user_id``, ``team_id``, ``visibility``, ``source``...), for every item."""
        return self._writer.write_many(items, caller=Caller(caller), dry_run=dry_run,
                                       respect_source_priority=respect_source_priority, chunk_size=chunk_size,
                                       on_progress=on_progress, fields=self._placed(fields))

    @overload
    def add(self, content: str | MemoryDraft, *, dry_run: bool = ..., respect_source_priority: bool | None = ...,
            **fields: Any) -> WriteResult: ...

    @overload
    def add(self, content: list[dict[str, Any]], **fields: Any) -> list[WriteResult]: ...

    def add(self, content: Any, *, dry_run: bool = False, respect_source_priority: bool | None = None,
            **fields: Any) -> WriteResult | list[WriteResult]:
        """A person's write (``write`` with ``caller=person``): "…삭제해줘" is a request to delete. A list of chat
        messages (mem0's ``add(messages)``) is ``add_messages``: what is worth keeping, one write each."""
        if isinstance(content, (list, tuple)):
            if dry_run or respect_source_priority is not None:
                raise InvalidInput("dry_run and respect_source_priority apply to one memory, not to chat messages",
                                   "Drop them, or add the memory's text itself")
            return self.add_messages(content, **fields)
        if "caller" in fields:
            raise InvalidInput("add writes as a person", "Call write(content, caller=...) to write as an agent")
        return self.write(content, caller=Caller.PERSON, dry_run=dry_run,
                          respect_source_priority=respect_source_priority, **fields)

    def add_many(self, items: Iterable[str | MemoryDraft], **options: Any) -> list[WriteResult]:
        """A person's batch (``write_many`` with ``caller=person``)."""
        return self.write_many(items, caller=Caller.PERSON, **options)

    @_scoped
    def update(self, memory_id: str, *, caller: Caller | str = Caller.PERSON, user_id: str | None = None,
               content: Any = None, title: Any = None, tags: Any = None, category: Any = None,
               importance: Any = None, metadata: Any = None, expected_version: int | None = None,
               expected_stamp: int | None = None, team_id: str | None = None,
               reader: Reader | None = None, version: int | None = None) -> Memory:
        """Edit a memory: content or title make a new version under the same id, re-embedded; tags,
        category, importance and metadata change in place. ``expected_version`` is the version the caller
        read: when the memory has moved on, ``Conflict`` (HTTP 409) names the current one and nothing
        changes. A memory the reader cannot see is ``NotFound``; any member may edit a team's memory.
        ``version`` is ``expected_version`` by the name REST, MCP and the CLI give it; an old version's id
        (``mem_…@v1``) says which version the caller read."""
        if all(v is None for v in (content, title, tags, category, importance, metadata)):
            raise InvalidInput("Nothing to update", "Pass content, title, tags, category, importance or metadata")
        asked = version_asked(memory_id)
        expected_version = next((v for v in (expected_version, version, asked[1] if asked else None)
                                 if v is not None), None)
        who = self.reader(user_id, team_id, reader=reader)
        current = self.get(memory_id, reader=who)  # "ID@v2" of a memory at version 2 is ID itself
        return self._writer.edit(current.id, caller=Caller(caller), user_id=None, actor=who.user_id,
                                 content=content, title=title,
                                 tags=tags, category=category, importance=importance, metadata=metadata,
                                 expected_version=expected_version, expected_stamp=expected_stamp)

    @_scoped
    def delete(self, memory_id: str, *, reason: str | None = None, cascade_mode: CascadeMode | str | None = None,
               user_id: str | None = None, dry_run: bool = False, team_id: str | None = None,
               reader: Reader | None = None, expected_version: int | None = None,
               expected_stamp: int | None = None) -> WriteResult:
        """Soft delete a memory: every version leaves search, context, similarity and MCP (kept for audit
        until ``forget``). Any version id of it is accepted. A team's memory takes its author, a team admin
        or the local operator (``Forbidden`` for another member). ``expected_version`` (REST ``If-Match``): a
        ``Conflict`` with the current memory when it has moved on since the caller read it."""
        who = self.reader(user_id, team_id, reader=reader)
        memory = self._deletable(memory_id, who, expected_version, expected_stamp)
        check = version_check(expected_version, expected_stamp)
        try:
            cascade = CascadeMode(cascade_mode) if cascade_mode else None
        except ValueError:
            raise InvalidInput(f"Unknown cascade mode {cascade_mode!r}", "Use preserve_edges or remove_edges") from None
        return self._writer.delete(memory, reason=screened_reason(reason), cascade_mode=cascade,
                                   dry_run=dry_run, actor=who.user_id, check=check)

    def _deletable(self, memory_id: str, who: Reader, expected_version: int | None = None,
                   expected_stamp: int | None = None) -> Memory:
        from mnemo.errors import Forbidden

        memory = self.resolve(memory_id, reader=who, deleted_ok=True)[0]  # forget after delete purges it
        if not who.can_delete(memory.user_id, memory.team_id, memory.author_id):
            raise Forbidden(f"Only its author or a team admin can delete memory {memory.id}",
                            "Ask its author, or use a key created with --admin for the team")
        check = version_check(expected_version, expected_stamp)
        if check is not None:
            check(memory)
        return memory

    @_scoped
    def forget(self, memory_id: str, *, reason: str | None = None, user_id: str | None = None,
               by: str | None = None, team_id: str | None = None, reader: Reader | None = None,
               expected_version: int | None = None, expected_stamp: int | None = None) -> WriteResult:
        """Purge a memory: the text of every version leaves the store, the keyword index, edges, conflicts
        (closed) and the log; an audit stub (id, when, who, why) stays. Values kept on record against it
        came from other writes and are forgotten by their own ids.
        Forgetting what is already forgotten changes nothing (status ``skipped``), as a second delete."""
        from mnemo.write.forget import forget

        who = self.reader(user_id, team_id, reader=reader)
        memory = self._deletable(memory_id, who, expected_version, expected_stamp)
        return forget(self.store, self.clock, memory, reason=screened_reason(reason),
                      by=by or who.user_id, actor=who.user_id, check=version_check(expected_version, expected_stamp))

    def upsert_person(self, name: str, *, emails: Sequence[str] = (), organization: str | None = None,
                      source_type: SourceType | str = SourceType.REALTIME, at: datetime | None = None,
                      confidence: float = 0.8, importance: float = 0.5, user_id: str | None = None,
                      respect_source_priority: bool | None = None) -> PersonResult:
        """Find a person by any e-mail or name; organization changes follow the conflict rules with history."""
        if not name or not name.strip():
            raise InvalidInput("Invalid name: empty", "Pass the person's name")
        user = user_id or self.default_user
        with self.store.transaction([user_scope(user)]) as tx:
            r = upsert_person(Recorder(tx), self.policy, user_id=user, name=name, emails=emails,
                              organization=organization, source_type=SourceType(source_type),
                              at=at or self.clock.now(), now=self.clock.now(), confidence=confidence,
                              importance=importance, respect_source_priority=respect_source_priority)
        return PersonResult(person=r.person, created=r.created, resolution=r.resolution, conflict_id=r.conflict_id)

    def upsert_entity(self, name: str, *, aliases: Sequence[str] = (), kind: str | None = None,
                      source_type: SourceType | str = SourceType.REALTIME, user_id: str | None = None) -> Entity:
        """Find an entity by its name or any alias; a new spelling becomes an alias, the primary name stays."""
        if not name or not name.strip():
            raise InvalidInput("Invalid name: empty", "Pass the entity's name")
        user = user_id or self.default_user
        with self.store.transaction([user_scope(user)]) as tx:
            return upsert_entity(Recorder(tx), user_id=user, name=name, aliases=aliases, kind=kind,
                                 source_type=SourceType(source_type), now=self.clock.now())

    def ingest(self, source: str, path: str, *, user_id: str | None = None, team_id: str | None = None,
               on_start: Callable[[int | None], None] | None = None, on_progress: Callable[[int], None] | None = None,
               limit: int | None = None, share: bool = True, **connector_options: Any) -> IngestReport:
        """Read a source's export/payload files at ``path`` into memory: normalize, extract decisions,
        consolidate, link people/entities/threads. Idempotent and resumable (see ``ingest/runner.py``).
        With ``team_id``, what the source shares (not mail or direct messages) is shared with the team
        unless ``share`` is False."""
        from mnemo.ingest.connectors.registry import open_connector
        from mnemo.ingest.extract.drafts import draft_for
        from mnemo.ingest.normalize import normalize_item
        from mnemo.ingest.runner import Ingestor

        connector = open_connector(source, path, **connector_options)
        expected = None  # counted for a progress bar only (it may mean reading the export twice)
        if on_start is not None:
            expected = connector.estimate()
            on_start(expected)
        # a large run extracts in a worker process beside the consolidation, started at once when the count
        # says the run is large (the rules only: an LLM's extraction waits on the network, not on this
        # machine's cores, and the Ingestor leaves it to this process)
        from mnemo.bootstrap import cores_sharing

        ingestor = Ingestor(self, self.parts.extractor, normalize=normalize_item, draft_for=draft_for,
                            extract_worker="auto", share_cores=cores_sharing(self.embedder))
        scope = str(Path(path).expanduser().resolve())
        return ingestor.run(connector, user_id=check_user_id(user_id or self.default_user), team_id=check_team_id(team_id),
                            scope=scope,
                            on_progress=on_progress, limit=limit, share=share,
                            expected=min(expected, limit) if expected is not None and limit else expected)

    # -- reads --------------------------------------------------------------------------------------------
    @_scoped
    def resolve(self, memory_id: str, *, user_id: str | None = None, team_id: str | None = None,
                reader: Reader | None = None, deleted_ok: bool = False) -> tuple[Memory, Memory | None]:
        """The memory ``memory_id`` names, as it is now, and the old version that id named when it was an
        archived version's id (``mem_…@v1``, or a version id from before ids were stable), else None."""
        memory = self.store.get_memory(memory_id.strip()) if isinstance(memory_id, str) and memory_id.strip() else None
        asked = version_asked(memory_id) if memory is None else None
        current = None
        if asked is not None:  # "mem_…@v2" of a memory at version 2: its current version's own name
            current = self.store.get_memory(asked[0])
            memory = current if current is not None and current.version == asked[1] else None
        visible = (lambda m: user_id is None and reader is None
                   or self._visible(m, self.reader(user_id, team_id, reader=reader)))
        if memory is None and asked is not None and current is not None and visible(current) \
                and (reader is None or current.status is not MemoryStatus.DELETED):
            raise NotFound(f"Memory {asked[0]} has no version {asked[1]} (it is at version {current.version})",
                           f"See its versions with `mnemo history {asked[0]}`")
        if memory is None or not visible(memory):
            raise NotFound(f"No memory with id {memory_id!r}", "List ids with `mnemo search` or `mnemo log`")
        if reader is not None and memory.status is MemoryStatus.DELETED and not deleted_ok:  # a key never reads it
            from mnemo.write.recorder import is_forgotten

            if is_forgotten(memory):
                raise NotFound(f"Memory {memory_id!r} was forgotten", "Its text is purged; the store's operator "
                               "sees who asked and when in the log (on the server: mnemo log --decision delete)")
            raise NotFound(f"Memory {memory_id!r} was deleted", "A deleted memory is gone from every key's reads; "
                           "the store's operator can still audit it (on the server: mnemo history ID) until it is "
                           "forgotten")
        if memory.status is MemoryStatus.ACTIVE:
            return memory, None
        versions = self.store.lineage(memory.lineage_id)
        latest = versions[-1] if versions else memory
        return (latest, memory) if latest.id != memory.id else (memory, None)

    @_scoped
    def get(self, memory_id: str, *, user_id: str | None = None, team_id: str | None = None,
            reader: Reader | None = None) -> Memory:
        """The current version of a memory (an old version's id resolves to its memory; ``resolve`` says so)."""
        return self.resolve(memory_id, user_id=user_id, team_id=team_id, reader=reader)[0]

    @_scoped
    def history(self, memory_id: str, *, user_id: str | None = None, team_id: str | None = None,
                reader: Reader | None = None) -> list[Memory]:
        """Every version of the memory, oldest first (any version's id works)."""
        return self.store.lineage(self.get(memory_id, user_id=user_id, team_id=team_id, reader=reader).lineage_id)

    @_scoped
    def edges(self, memory_id: str, *, user_id: str | None = None, reader: Reader | None = None) -> list[Edge]:
        return self.store.edges_of(self.get(memory_id, user_id=user_id, reader=reader).id)

    def search(self, query: str, *, k: int = 10, user_id: str | None = None, **options: Any) -> list[Hit]:
        """The ranked memories for ``query`` (see ``retrieve`` for the options and the subgraph)."""
        return self.retrieve(query, k=k, user_id=user_id, **options).hits

    @_scoped
    def retrieve(self, query: str, *, k: int | None = None, user_id: str | None = None, recipe: str | None = None,
                 source: str | None = None, since: datetime | None = None, until: datetime | None = None,
                 category: str | None = None, status: str | None = None, team_id: str | None = None,
                 hops: int | None = None, reader: Reader | None = None,
                 expand_compacted: bool = False, zone: str | tzinfo | None = None, agent_id: str | None = None,
                 run_id: str | None = None, tags: Sequence[str] | None = None,
                 metadata: dict[str, Any] | None = None) -> SearchResult:
        """Hybrid search (``retrieval.search``) with a recipe (default | recent | graph | history | keyword),
        filters applied by the store, and the subgraph of what graph expansion followed. Old decisions that
        compaction summarized come back as their compacted memory unless ``expand_compacted``. ``zone`` is
        the asker's ("Asia/Seoul"): the question's "last week" and dates without an offset are read in it.
        ``agent_id``, ``run_id``, ``tags`` and ``metadata`` narrow as mem0's scopes and filters do."""
        from mnemo.retrieval.recipes import recipe as pick
        from mnemo.retrieval.search import Filters, Retriever

        config = pick(recipe)
        changes: dict[str, Any] = {}
        if k is not None:
            if k < 1:
                raise InvalidInput(f"Invalid k: {k}", "Pass -k 1 or more")
            changes["k"] = k
            changes["pool"] = max(config.pool, 4 * k)
        if expand_compacted:
            changes["expand_compacted"] = True
        if hops is not None:
            if not 0 <= hops <= 3:
                raise InvalidInput(f"Invalid hops: {hops}", "Pass 0 to 3 hops")
            changes["hops"] = hops
        if status is not None and status not in ("active", "superseded"):
            raise InvalidInput(f"Unknown status {status!r}", "Use active or superseded")
        if since and until and since > until:
            raise InvalidInput("since is after until", "Swap the two dates (since is the start, until the end)")
        config = config.model_copy(update=changes) if changes else config
        who = self.reader(user_id, team_id if reader is None else None, reader=reader)
        base = self._filter(who, team_id)
        filters = Filters(teams=base.teams, shared=base.shared, source=source, category=category, status=status,
                          since=since, until=until, **narrowing(agent_id, run_id, tags, metadata))
        now = self.clock.now()
        return Retriever(self.store, self.embedder).search(
            query, user_id=who.user_id, config=config, now=now.astimezone(zone) if isinstance(zone, tzinfo) else now,
            filters=filters,
            recipe_name=(recipe or "default").lower())

    @_scoped
    def context(self, query: str, *, max_tokens: int = 4000, user_id: str | None = None,
                recipe: str | None = None, **options: Any) -> ContextPackage:
        """The token-budgeted Markdown an LLM gets for ``query`` (``retrieval.context``)."""
        from mnemo.retrieval.context import assemble

        if max_tokens < 1:
            raise InvalidInput(f"Invalid token budget: {max_tokens}", "Pass --max-tokens 1 or more")
        found = self.retrieve(query, user_id=user_id, recipe=recipe, **options)
        return assemble(query, found.hits, max_tokens, self.clock.now())

    @_scoped
    def ask(self, question: str, *, user_id: str | None = None, team_id: str | None = None,
            reader: Reader | None = None, use_llm: bool = True, zone: str | tzinfo | None = None) -> Answer:
        """The answer to a person's question with the memories it rests on (``retrieval.answer``): the
        standing decision and its evidence, or, with an LLM configured and ``use_llm``, a written answer
        citing them that is checked against what they say."""
        from mnemo.retrieval.answer import compose

        question = (question or "").strip()
        if not question:
            raise InvalidInput("Empty question", 'Ask something, e.g. mnemo ask "where do we host the site?"')
        if len(question) > 2000:
            raise InvalidInput(f"The question is {len(question)} characters long", "Ask in at most 2000 characters")
        who = self.reader(user_id, team_id if reader is None else None, reader=reader)
        found = self.retrieve(question, reader=who, team_id=team_id if reader is None else None, zone=zone)
        return compose(question, self.store, found.hits, lambda m: self._visible(m, who),
                       self.parts.llm if use_llm else None, period=found.period)

    @_scoped
    def source_runs(self, *, user_id: str | None = None, team_id: str | None = None,
                    reader: Reader | None = None) -> list[dict[str, Any]]:
        """The live sources whose memories the reader receives (its own, its team's), as ``sources list``
        describes them (last run, items, errors; never a secret): the ingest runs the web app shows."""
        who = self.reader(user_id, team_id, reader=reader)

        def feeds(s: Any) -> bool:
            """Whether ``s`` writes where ``who`` reads: a shared source into its team's partition, else into
            its user's memories in its team."""
            if s.team_id is not None and s.share:
                return who.can_read(team_owner(s.team_id), s.team_id)
            return who.can_read(s.user_id, s.team_id)

        return [self.live.describe(s) for s in self.live.list() if feeds(s)]

    @_scoped
    def register(self, *, user_id: str | None = None, team_id: str | None = None, status: str | None = "standing",
                 subject: str | None = None, since: datetime | None = None,
                 until: datetime | None = None, reader: Reader | None = None, person: str | None = None,
                 project: str | None = None, source: str | None = None,
                 kind: str | None = None) -> list[dict[str, Any]]:
        """The decision register: decisions with their subject and status (standing, pending, superseded,
        reversed; ``all``), newest first, narrowed by person, project, source and kind
        (``retrieval.register``)."""
        return self.register_page(user_id=user_id, team_id=team_id, status=status, subject=subject, since=since,
                                  until=until, reader=reader, person=person, project=project, source=source,
                                  kind=kind)[0]

    @_scoped
    def register_page(self, *, user_id: str | None = None, team_id: str | None = None,
                      status: str | None = "standing", subject: str | None = None, since: datetime | None = None,
                      until: datetime | None = None, reader: Reader | None = None, person: str | None = None,
                      project: str | None = None, source: str | None = None, kind: str | None = None,
                      limit: int | None = None, offset: int = 0) -> tuple[list[dict[str, Any]], int]:
        """``register``'s decisions from ``offset`` (at most ``limit``), and how many match. What a reader
        may see is kept between calls until the store changes (``retrieval.register.DecisionCache``)."""
        from mnemo.retrieval.register import register_page

        who = self.reader(user_id, team_id if reader is None else None, reader=reader)
        return register_page(self.store, self._filter(who, team_id), status=status, subject=subject, since=since,
                             until=until, person=person, project=project, source=source, kind=kind, limit=limit,
                             offset=offset, cache=self._decision_cache)

    @_scoped
    def digest(self, *, since: datetime | None = None, until: datetime | None = None, user_id: str | None = None,
               team_id: str | None = None, reader: Reader | None = None) -> Digest:
        """The weekly digest (``retrieval.digest``, ``docs/digest.md``): per team, the decisions made, changed
        and reversed between ``since`` (default: a week before ``until``) and ``until`` (default: now), the
        pending proposals and the open conflicts the reader may review."""
        from mnemo.retrieval.digest import build_digest

        until = until or self.clock.now()
        since = since or until - timedelta(days=7)
        who = self.reader(user_id, team_id if reader is None else None, reader=reader)
        conflicts = self.conflicts(status="open", limit=100000, reader=who)
        return build_digest(self.store, self._filter(who, team_id), since=since, until=until, conflicts=conflicts,
                            cache=self._decision_cache)

    @_scoped
    def decision_timeline(self, memory_id: str, *, user_id: str | None = None, team_id: str | None = None,
                          reader: Reader | None = None) -> list[dict[str, Any]]:
        """Every decision on the matter of ``memory_id``, oldest first, with what replaced what."""
        from mnemo.retrieval.register import timeline

        who = self.reader(user_id, team_id, reader=reader)
        return timeline(self.store, memory_id, readable=lambda m: self._visible(m, who))

    @_scoped
    def log(self, *, decision: str | None = None, since: datetime | None = None, until: datetime | None = None,
            user_id: str | None = None, limit: int = 100, team_id: str | None = None,
            reader: Reader | None = None) -> list[LogEntry]:
        """The decision log, newest first: every user's for the local operator without a user, else what the
        reader's memories went through (its own entries, its team's)."""
        operation = None
        if decision is not None:
            try:
                operation = Operation(decision.lower()).value
            except ValueError:
                raise InvalidInput(f"Unknown decision {decision!r}", "Use one of: create, update, skip, delete") from None
        if since and until and since > until:
            raise InvalidInput("since is after until", "Swap the two dates (since is the start, until the end)")
        if limit < 1:  # 0 read as "empty", a negative one as "everything"
            raise InvalidInput(f"Invalid limit: {limit}", "Pass a limit of 1 or more")
        return self.store.query_log(self._log_filter(user_id, team_id, reader, decision=operation, since=since,
                                                     until=until), limit=limit)

    def _log_filter(self, user_id: str | None, team_id: str | None, reader: Reader | None,
                    **narrow: Any) -> LogFilter:
        if reader is None and user_id is None and not team_id:
            return LogFilter(**narrow)
        who = self.reader(user_id, team_id, reader=reader)
        return LogFilter(user_id=who.user_id, shared=who.owners[1:], teams=who.teams, **narrow)

    @_scoped
    def stats(self, *, user_id: str | None = None, since: datetime | None = None,
              until: datetime | None = None, team_id: str | None = None,
              reader: Reader | None = None) -> dict[str, Any]:
        """The decision log's analytics plus what the store holds now."""
        out = analytics(self.store.log_stats(self._log_filter(user_id, team_id, reader, since=since, until=until)))
        if reader is None and user_id is None and not team_id:
            out["memories"] = {s.value: self.store.count_memories(None, s) for s in MemoryStatus}
        else:
            who = self.reader(user_id, team_id, reader=reader)
            out["memories"] = {s.value: self.store.list_memories(self._filter(who, statuses=(s,)), limit=1)[1]
                               for s in MemoryStatus}
        out["openConflicts"] = len(self.conflicts(user_id=user_id, team_id=team_id, reader=reader, status="open",
                                                  limit=100000))
        out["embeddingModel"] = self.embedder.model_id
        # Memories embedded by another model are invisible to similarity until re-embedded: show them. The
        # count is store-wide, so only the local operator (who re-embeds) sees it; a reader's would tell it
        # how many memories other users and teams hold.
        if reader is None and user_id is None and not team_id:
            out["embeddingModels"] = self.store.embedding_models()
        return out

    @_scoped
    def conflicts(self, *, user_id: str | None = None, status: str | None = "open", limit: int = 100,
                  team_id: str | None = None, reader: Reader | None = None) -> list[ConflictRecord]:
        """Conflicts to review, each with both values: a person conflict keeps its values; a memory conflict
        names two memories, whose texts are read back here. Every user's for the local operator without a
        user; else those of the memories the reader may see."""
        if reader is None and user_id is None and not team_id:
            items = self.store.list_conflicts(status=status, limit=limit)
        else:
            who = self.reader(user_id, team_id, reader=reader)
            items = self._readable_conflicts(who, status, limit)
        ids = [i for c in items if c.kind == "memory" for i in (c.existing_id, c.incoming_id) if i]
        texts = {mid: m.content for mid, m in self.store.get_memories(ids).items()} if ids else {}
        for mid in ids:  # a version named ID@vN that is still the current one
            if mid not in texts and (m := read_version(self.store, mid)) is not None:
                texts[mid] = m.content
        return [c.model_copy(update={"existing_value": texts.get(c.existing_id),
                                     "incoming_value": texts.get(c.incoming_id or "")}) if c.kind == "memory" else c
                for c in items]

    def _readable_conflicts(self, who: Reader, status: str | None, limit: int) -> list[ConflictRecord]:
        """The reader's conflicts, newest first: its partitions' records whose memory (or person) it may see.

        A partition may hold many conflicts the reader may not see (a key of one team reads its user's
        partition narrowed to that team), so the visible ones are counted after the filter, reading further
        back until ``limit`` are found or the partitions have no more."""
        fetch = limit
        while True:
            pages = [self.store.list_conflicts(user_id=owner, status=status, limit=fetch) for owner in who.owners]
            found = sorted((c for page in pages for c in page), key=lambda c: (c.created_at, c.id), reverse=True)
            known = self.store.get_memories([c.existing_id for c in found if c.kind == "memory"])
            visible = [c for c in found if self._conflict_visible(c, who, known)]
            if len(visible) >= limit or all(len(page) < fetch for page in pages):
                return visible[:limit]
            fetch *= 4

    def _conflict_visible(self, c: ConflictRecord, who: Reader, known: dict[str, Memory] | None = None) -> bool:
        """A memory conflict is seen by who sees its memory; a person's by the reader of its partition.
        ``known``: memories already read by id (one query for a whole list instead of one per conflict)."""
        if c.kind == "memory":
            m = known.get(c.existing_id) if known is not None else self.store.get_memory(c.existing_id)
            return self._visible(m or read_version(self.store, c.existing_id), who)
        return c.user_id in who.owners and (who.teams is None or c.user_id != who.user_id)

    @_scoped
    def list_memories(self, *, user_id: str | None = None, team_id: str | None = None, status: str | None = None,
                      category: str | None = None, source: str | None = None, since: datetime | None = None,
                      until: datetime | None = None, limit: int = 50, offset: int = 0,
                      reader: Reader | None = None, **scopes: Any) -> tuple[list[Memory], int]:
        """One page of the user's memories, most recently updated first, and the total that match.
        ``scopes``: ``agent_id``, ``run_id``, ``tags``, ``metadata`` (mem0's scopes and filters).

        ``status`` None lists the active memories (what the user knows now); ``all`` lists every version."""
        statuses = listed_statuses(status, limit=limit, offset=offset, since=since, until=until,
                                   by_key=reader is not None)
        who = self.reader(user_id, team_id if reader is None else None, reader=reader)
        flt = self._filter(who, team_id, statuses=statuses, source=source, category=category, since=since,
                           until=until, **narrowing(**scopes))
        return self.store.list_memories(flt, limit=limit, offset=offset)

    def setup_warnings(self) -> list[str]:
        """What an operator should fix before serving a team: a PostgreSQL role that bypasses row-level
        security (a superuser, or BYPASSRLS) leaves a query that forgets its filter free to read every team."""
        if getattr(self.store, "rls_enforced", True) is False:
            return ["the database role bypasses row-level security (a superuser or BYPASSRLS role), so a query "
                    "that forgot its filter would read every team's memories: connect as the application role "
                    "(docs/postgres.md, 'Row-level security')"]
        return []

    # -- similarity ---------------------------------------------------------------------------------------
    def compare(self, a: str, b: str) -> ContextualResult:
        """Contextual similarity of two texts (``mnemo similarity``). Consolidation adds what only a stored
        memory has: thread and people agreement, titles, and the name guard on English text too."""
        from mnemo.standalone import SimilarityService

        return SimilarityService(self.settings, self.embedder, self.similarity).compare(a, b)

    def compare_many(self, pairs: Sequence[tuple[str, str]]) -> list[ContextualResult]:
        from mnemo.standalone import SimilarityService

        return SimilarityService(self.settings, self.embedder, self.similarity).compare_many(pairs)

    # -- conflicts settled by hand (write/conflicts.py) ---------------------------------------------------------
    @_scoped
    def list_conflicts(self, *, status: str | None = "open", user_id: str | None = None,
                       limit: int = 100, team_id: str | None = None,
                       reader: Reader | None = None) -> list[ConflictRecord]:
        """``conflicts`` with the status every interface accepts: open (the default), resolved or all."""
        from mnemo.write.conflicts import status_filter

        if not 1 <= limit <= 1000:
            raise InvalidInput(f"Invalid limit: {limit}", "Pass a limit from 1 to 1000")
        return self.conflicts(user_id=user_id, status=status_filter(status), limit=limit, team_id=team_id,
                              reader=reader)

    @_scoped
    def resolve_conflict(self, conflict_id: str, *, keep: str, reason: str | None = None,
                         user_id: str | None = None, team_id: str | None = None,
                         reader: Reader | None = None) -> ConflictResolution:
        """Settle an open conflict: ``keep="existing"`` keeps the current value, ``"incoming"`` makes the
        incoming one current (a new version of the memory, or the person's organization). Logged and
        announced (``conflict.resolved``). An unknown id, or another user's, is ``NotFound``; a conflict
        already resolved is ``Conflict``."""
        from mnemo.write.conflicts import resolve_conflict

        if reader is not None or user_id is not None or team_id:
            who = self.reader(user_id, team_id, reader=reader)
            found = self.store.get_conflict(conflict_id.strip()) if isinstance(conflict_id, str) else None
            if found is not None and not self._conflict_visible(found, who):
                raise NotFound(f"No conflict with id {conflict_id!r}",
                               "List the open conflicts with `mnemo conflicts` (REST: GET /api/v1/conflicts)")
        return resolve_conflict(self.store, self.engine, self.embedder, self.clock, conflict_id, keep=keep,
                                reason=reason, user_id=None)


    # -- upkeep (``mnemo.lifecycle``, ``docs/lifecycle.md``; the jobs are ``UpkeepMethods``) ----------------
    @_scoped
    def memory_health(self, *, user_id: str | None = None, team_id: str | None = None, reader: Reader | None = None,
                      now: datetime | None = None) -> dict[str, Any]:
        """What the upkeep jobs would fix, over the memories the reader may see (``lifecycle/health.py``)."""
        from mnemo.lifecycle.health import health

        operator = reader is None and user_id is None and not team_id
        open_conflicts = len(self.conflicts(user_id=user_id, team_id=team_id, reader=reader, status="open",
                                            limit=100000))
        flt = None if operator else self._filter(self.reader(user_id, team_id, reader=reader),
                                                 statuses=tuple(MemoryStatus))
        # the sweep's pairs are read for a key too, but only those of memories it may read are shown
        sweep = self.store.job_runs().last_success("duplicates")  # not a dry run: it merged what it says
        # a key's figures are kept for a minute while no memory changes and no sweep ran (10k memories take
        # seconds to read)
        stamp = (self.store.memories_stamp(), sweep and sweep.id) if flt is not None and now is None else None
        kept = self._health_kept.get(flt) if stamp is not None else None
        if kept is not None and kept[0] == stamp and time.monotonic() - kept[1] < _HEALTH_KEEP_S:
            return {**kept[2], "open_conflicts": open_conflicts}
        if flt is None:
            versions = list(self.store.iter_memories())
        else:
            versions = self.store.list_memories(flt, limit=10 ** 9)[0]
        runs = self.store.job_runs().runs(limit=20) if operator else []  # a key is told nothing store-wide
        figures = health(self.store, self.settings, versions, now=now or self.clock.now(),
                         open_conflicts=open_conflicts, jobs=runs, due=self.due_jobs(now) if operator else (),
                         sweep=sweep, store_wide=operator)
        if stamp is not None:
            if len(self._health_kept) > 32:
                self._health_kept.clear()
            self._health_kept[flt] = (stamp, time.monotonic(), figures)
        return figures

