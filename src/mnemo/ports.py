"""Ports: every protocol the core depends on. Concrete stores and providers live elsewhere and are built
only by ``mnemo.bootstrap``.

Why complete: a second storage backend (PostgreSQL) or provider must be checkable against these
protocols alone. Everything the core calls on a store, a transaction, a ledger, a scorer or a connector is
declared here, with no ``getattr`` discovery; what a backend may do differently is stated as an explicit
capability (``StoreCapabilities``), never by probing for a method.

Vectors cross these ports as numpy ``float32`` arrays, L2-normalized, one row per text. Keyword terms cross
them as lists of exact terms the core computed (``mnemo.text.tokenize``): a store indexes and matches them
verbatim and never tokenizes text itself. Scores cross them raw (cosine, a keyword rank where higher is
better); turning them into 0-1 relevance is the core's policy (``mnemo.retrieval.search``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar, runtime_checkable

import numpy as np
from pydantic import BaseModel

from mnemo.domain.api_keys import ApiKey, WebSessionRecord
from mnemo.domain.events import OutboxEvent
from mnemo.domain.extraction import Extraction
from mnemo.domain.lifecycle import JobRun
from mnemo.domain.live import HookDelivery, LiveSource
from mnemo.domain.matching import MatchScore
from mnemo.domain.models import (
    ConflictRecord,
    LogEntry,
    Edge,
    Entity,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Person,
    SimilarityCategory,
)
from mnemo.domain.queries import Candidate, LogFilter, LogStats, MemoryFilter
from mnemo.domain.sources import SkippedItem, SourceItem

Cursor = dict[str, Any]


# --- providers ---------------------------------------------------------------------------------------------
@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalized vectors. ``model_id`` is recorded with every stored embedding.

    ``worker_name`` names a local model a worker process can load to embed large batches
    (``providers/embedders/worker.py``); None for embedders that call a server (they embed on a thread)."""

    @property
    def model_id(self) -> str:
        ...

    @property
    def worker_name(self) -> str | None:
        ...

    @property
    def dim(self) -> int | None:
        """The vector width; None until a server-backed embedder has answered once."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Document/passage embeddings, shape (len(texts), dim)."""
        ...

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        """Query embeddings (the same as ``embed`` for symmetric models)."""
        ...


ResponseT = TypeVar("ResponseT", bound=BaseModel)


@runtime_checkable
class LLM(Protocol):
    """An optional chat model whose answers are validated into a pydantic response model.

    Each prompt module (``mnemo.prompts``) declares its answer as a model; the LLM asks the server for that
    model's JSON schema and returns a validated instance, so callers never see unchecked JSON."""

    @property
    def model_id(self) -> str:
        ...

    def complete(self, system: str, user: str, response: type[ResponseT], *, name: str = "result",
                 temperature: float = 0.0) -> ResponseT:
        """The answer to one system + user message pair as ``response``. Raises ``ProviderError`` when the
        server fails, or when the answer still does not fit ``response`` after one retry that told the model
        what was wrong."""
        ...


class Clock(Protocol):
    def now(self) -> datetime:
        ...


class Extractor(Protocol):
    """Finds what one normalized message decided (or what else in it is worth keeping)."""

    @property
    def name(self) -> str:
        ...

    def extract(self, text: str, *, item: SourceItem | None = None) -> list[Extraction]:
        ...


class Connector(Protocol):
    """Reads one source. ``items`` yields ``SourceItem`` (or ``SkippedItem`` for unreadable input) in a
    stable order, skipping what ``cursor`` says was already read; ``cursor_after`` is what to store so the
    next run starts after that item. Cursors are opaque JSON-able dicts owned by the connector.

    ``estimate`` counts the items up front for a progress bar (None when it cannot without reading them);
    ``cursor_tracks_skipped`` says whether an unreadable input moves the cursor (so a broken file is
    reported once, not on every run)."""

    @property
    def source(self) -> str:
        ...

    @property
    def cursor_tracks_skipped(self) -> bool:
        ...

    def items(self, cursor: Cursor | None = None) -> Iterator[SourceItem | SkippedItem]:
        ...

    def cursor_after(self, item: SourceItem | SkippedItem, cursor: Cursor | None) -> Cursor:
        ...

    def estimate(self) -> int | None:
        ...


# --- similarity ----------------------------------------------------------------------------------------------
Cap = tuple[SimilarityCategory, str]


class SimilarityScorer(Protocol):
    """Scores a new memory against stored candidates; the decision tree decides from these scores.

    The engine calls, per write: ``min_raw_cosine`` (to let the store skip hopeless candidates),
    ``upper_bound`` (to skip loading candidates that cannot change the decision), ``prepare`` once with
    the candidates it loaded (a scorer may batch work across them; a no-op for simple scorers), ``score``
    per candidate, and ``guard`` for the best one (a cap on the decision with its reason, or None). A batch
    with an embedding worker process asks ``offload`` what the worker may compute ahead and hands the
    result to ``seed``."""

    @property
    def name(self) -> str:
        ...

    def min_raw_cosine(self, threshold: float, draft: MemoryDraft | None = None) -> float:
        ...

    def upper_bound(self, draft: MemoryDraft, raw_cosine: float) -> float:
        ...

    def prepare(self, draft: MemoryDraft, candidates: Sequence[Memory]) -> None:
        ...

    def score(self, draft: MemoryDraft, candidate: Memory, raw_cosine: float) -> MatchScore:
        ...

    def guard(self, draft: MemoryDraft, candidate: Memory) -> Cap | None:
        ...

    def offload(self) -> str | None:
        """What a batch's worker process may compute ahead for this scorer ("rules": the rule-based
        decomposition of each draft's text), or None."""
        ...

    def seed(self, texts: Sequence[str], prepared: Sequence[Any]) -> None:
        """Take what the worker computed for ``texts`` (as ``offload`` named), so ``prepare`` finds it."""
        ...


# --- storage -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StoreCapabilities:
    """What a backend does beyond the contract, stated instead of probed.

    ``database_wide_write_lock``: a write transaction excludes every other write transaction on the same
    database, not only those on its scopes (SQLite). ``batch_nearest``: ``StoreTx.prefetch_nearest``
    computes a whole batch's candidates in one pass (otherwise it returns no hints and ``nearest`` does
    the work per item). ``cross_process``: several processes may open the same store at once."""

    database_wide_write_lock: bool
    batch_nearest: bool
    cross_process: bool


class StoreTx(Protocol):
    """Reads and writes inside one write transaction (see ``MemoryStore.transaction`` for what it locks).

    Reads see this transaction's own writes. Writes are called only by ``mnemo.write.recorder``."""

    def savepoint(self) -> AbstractContextManager[None]:
        """Nested all-or-nothing scope for one item of a batch."""
        ...

    def prefetch_nearest(self, user_ids: Sequence[str], vectors: np.ndarray, k: int) -> list[Any]:
        """Opaque per-item hints for ``nearest(hint=...)``, computed for a whole batch (a list of None when
        the backend lacks ``batch_nearest``)."""
        ...

    def nearest(self, user_id: str, vector: np.ndarray, k: int, min_score: float,
                hint: Any = None) -> list[tuple[str, float]]:
        """Ids and cosines of the user's k nearest active memories at or above ``min_score``, including
        those written earlier in this transaction."""
        ...

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        ...

    def find_active_by_hash(self, user_id: str, content_hash: str) -> Memory | None:
        ...

    def active_version(self, lineage_id: str) -> Memory | None:
        """The lineage's current version, read under the write lock (None when none is active)."""
        ...

    def lineage(self, lineage_id: str) -> list[Memory]:
        """Every version of a memory, oldest first, read under the write lock."""
        ...

    def active_in_thread(self, user_id: str, thread_id: str) -> list[Memory]:
        """The user's active memories of a thread, oldest first, this transaction's writes included."""
        ...

    def active_from_item(self, user_id: str, source: str, source_ref: str, *,
                         with_history: bool = False) -> list[Memory]:
        """The user's active memories extracted from one source item (``source_ref`` and ``source_ref#n``);
        ``with_history`` adds those kept as history (status superseded), not deleted ones."""
        ...

    def find_rejected(self, user_id: str, content_hash: str, kept_lineage_id: str) -> Memory | None:
        """A lower-priority value already on record against this lineage (so a rerun records it once)."""
        ...

    def find_recorded(self, user_id: str, content_hash: str, source: str, source_ref: str) -> Memory | None:
        """A memory this source item (``source_ref`` or ``source_ref#n``: another finding of the same
        message counts) already wrote with this exact text, active or kept as history (not deleted): a rerun
        of the item after a crash lost its ledger entry writes it once, not again as a second copy of the
        history."""
        ...

    def find_person(self, user_id: str, emails: Sequence[str], name: str) -> Person | None:
        ...

    def find_entity(self, user_id: str, names: Sequence[str]) -> Entity | None:
        ...

    # writes (only the recorder calls these)
    def superseded_by(self, user_id: str, ids: Sequence[str]) -> list[Memory]:
        """``user_id``'s memories with status superseded whose ``superseded_by`` is one of ``ids`` (what
        those replaced: read when one of them is deleted)."""
        ...

    def insert_memory(self, memory: Memory, vector: np.ndarray | None, terms: Sequence[str]) -> None:
        """Store a version with its vector and the keyword terms the core computed for it."""
        ...

    def set_status(self, memory_id: str, status: MemoryStatus, *, superseded_by: str | None = None,
                   at: datetime | None = None, reason: str | None = None) -> None:
        ...

    def reinstate(self, memory_id: str) -> None:
        """A superseded memory stands again (status active, ``superseded_by`` cleared, back in similarity and
        search): the decision that replaced it was deleted."""
        ...

    def archive_version(self, memory_id: str, archive_id: str, *, superseded_by: str) -> None:
        """Move the memory's current row to ``archive_id`` (status superseded, out of similarity) so its next
        version can be inserted under the memory's stable id; edges and references to ``memory_id`` stay
        with the memory. Keyword terms stay with the archived row (history search finds old versions)."""
        ...

    def purge_memories(self, memory_ids: Sequence[str], *, at: datetime, reason: str) -> None:
        """Forget: every named row keeps only an audit stub (id, user, source, times, status deleted,
        ``reason``); its text, title, summary, keywords, people, vector and keyword terms are gone, and so
        are the evidence of its edges, the values and reasons of its conflicts and the reasons and field
        values of the log entries about it."""
        ...

    def set_vector(self, memory_id: str, vector: np.ndarray, model_id: str) -> None:
        """Replace a version's embedding with ``vector`` from ``model_id`` (re-embedding; nothing else changes)."""
        ...

    def prune_log(self, before: datetime) -> int:
        """Delete decision-log entries older than ``before`` (log retention); how many."""
        ...

    def update_in_place(self, memory: Memory, terms: Sequence[str] | None) -> None:
        """Replace a version's fields that are not embedded (keywords, category, importance, metadata,
        updated_at) on the same row; ``terms`` replace its keyword terms when they changed."""
        ...

    def insert_edges(self, edges: Sequence[Edge]) -> None:
        ...

    def remove_edges_of(self, memory_id: str, at: datetime) -> int:
        ...

    def insert_log(self, entry: LogEntry) -> None:
        ...

    def insert_conflict(self, conflict: ConflictRecord) -> None:
        ...

    def set_conflict_status(self, conflict_id: str, status: str, *, only_if: str | None = None) -> bool:
        """Set a conflict's status (open | resolved); with ``only_if``, only when that is its status now. True
        when the conflict changed; False when there is no such conflict or it was not in ``only_if`` (another
        writer settled it first), so a resolution under the write lock happens once."""
        ...

    def enqueue_event(self, event: OutboxEvent) -> bool:
        """Keep ``event`` in the outbox, committed (or rolled back) with this transaction. While the store's
        outbox is disabled (no webhook configured) nothing is kept and this returns False."""
        ...

    def save_person(self, person: Person) -> None:
        ...

    def save_entity(self, entity: Entity) -> None:
        ...


class IngestLedger(Protocol):
    """Ingestion bookkeeping: items already consolidated (idempotent reruns), connector cursors
    (incremental reads), and what earlier items became (threads, edits, deletions)."""

    def seen(self, user_id: str, source: str, keys: Sequence[str]) -> set[str]:
        ...

    def cursor(self, user_id: str, source: str, scope: str) -> Cursor | None:
        ...

    def record(self, tx: StoreTx, user_id: str, source: str, entries: Sequence[tuple[str, Sequence[str]]],
               cursor: tuple[str, Cursor] | None) -> None:
        """Ledger rows (item key -> memory ids) and the cursor, inside the caller's transaction."""
        ...

    def forget(self, user_id: str, source: str, scope: str | None = None) -> None:
        ...

    def active_for_item(self, user_id: str, source: str, source_id: str) -> list[str]:
        """Active memories that came from one source item (refs ``id``, ``id#n``, ``id@revision``)."""
        ...

    def thread_of_ref(self, user_id: str, source: str, source_ref: str) -> str | None:
        ...

    def memories_for_refs(self, user_id: str, source: str, refs: Sequence[str]) -> dict[str, str]:
        """source_ref -> the memory it became now (the active version of its lineage, else the row)."""
        ...

    def export(self) -> tuple[list[tuple[str, str, str, list[str]]], list[tuple[str, str, str, Cursor]]]:
        """Everything the ledger holds, to copy a store: (user, source, item key, memory ids) per item read,
        and (user, source, scope, cursor) per cursor."""
        ...

    def thread_latest(self, user_id: str, thread_ids: Sequence[str]) -> dict[str, str]:
        """The newest active memory of each thread."""
        ...


class LiveSourceStore(Protocol):
    """Configured live sources and the webhook inbox (``domain/live.py``, ``docs/live_sources.md``).

    ``receive`` commits a delivery before the server acknowledges it and returns False for a redelivery;
    ``take`` leases due deliveries exclusively (across processes); ``finish`` keeps the record without its
    payload; ``retry`` makes a delivery due again later or fails it for good. A synced source's run is taken
    with ``claim_run`` (exclusive across processes, leased) and ended with ``schedule``."""

    def save_source(self, source: LiveSource) -> None: ...

    def get_source(self, name: str) -> LiveSource | None: ...

    def list_sources(self, kind: str | None = None) -> list[LiveSource]: ...

    def remove_source(self, name: str) -> bool: ...

    def record_run(self, name: str, at: datetime, *, items: int, error: str | None) -> None: ...

    def claim_run(self, name: str, now: datetime, lease_until: datetime, *, force: bool = False) -> str | None: ...

    def renew_run(self, name: str, token: str, until: datetime) -> bool: ...

    def schedule(self, name: str, at: datetime | None, token: str | None = None) -> None: ...

    def extend_leases(self, ids: Sequence[str], until: datetime) -> None: ...

    def receive(self, delivery: HookDelivery) -> bool: ...

    def take(self, now: datetime, lease_until: datetime, *, limit: int = 50) -> list[HookDelivery]: ...

    def finish(self, ids: Sequence[str]) -> None: ...

    def retry(self, delivery_id: str, *, at: datetime | None, attempts: int, error: str, give_up: bool) -> None: ...

    def requeue_failed(self, source_name: str) -> int: ...

    def undelivered(self) -> list[HookDelivery]: ...

    def delivery_counts(self, source_name: str) -> dict[str, int]: ...


class EventOutbox(Protocol):
    """Events for a webhook (``domain.events``), kept in the store's database until delivered, so an event
    recorded just before the process exits is sent by the next process that delivers.

    Disabled until ``enable``; then ``StoreTx.enqueue_event`` keeps events, ``on_commit`` is called after each
    transaction that committed with the events it kept (never inside the write lock; an exception it raises
    is logged, never the writer's), and ``on_close`` when the store closes, before its database does (a
    sender stops there and gives back the events it had taken). Delivery is at least once: a receiver
    deduplicates on the event id."""

    @property
    def enabled(self) -> bool:
        ...

    def enable(self, *, on_commit: Callable[[Sequence[OutboxEvent]], None] | None = None,
               on_close: Callable[[], None] | None = None) -> None:
        ...

    def take(self, now: datetime, lease_until: datetime, *, ids: Sequence[str] | None = None,
             limit: int = 100) -> list[OutboxEvent]:
        """Pending events due at ``now`` (only those of ``ids`` when given), oldest first, each leased to the
        caller until ``lease_until``: no other sender, in this process or another, takes them meanwhile."""
        ...

    def delivered(self, event_id: str) -> None:
        """The receiver took the event: it leaves the outbox."""
        ...

    def retry_at(self, event_id: str, at: datetime | None, *, attempts: int, error: str | None = None) -> None:
        """Back to pending after ``attempts`` attempts in all, due at ``at`` (None: at once; a sender that
        stops gives its leased events back this way)."""
        ...

    def give_up(self, event_id: str, *, attempts: int, error: str) -> None:
        """The receiver refused the event for good (a 4xx): kept as ``failed`` for inspection, never retried."""
        ...

    def list(self, *, status: str | None = None, limit: int = 100) -> list[OutboxEvent]:
        """Events still in the outbox (pending or failed), oldest first."""
        ...


class JobHistory(Protocol):
    """Runs of the upkeep jobs (``store.job_runs()``, ``docs/lifecycle.md``): a run claims its job with a
    lease so no two processes run one job at once, renews it while it works, and records its counts."""

    def claim(self, job: str, now: datetime, lease_until: datetime, *, dry_run: bool = False) -> str | None: ...

    def renew(self, run_id: str, until: datetime, *, now: datetime) -> bool: ...

    def finish(self, run_id: str, at: datetime, *, summary: dict[str, Any], error: str | None = None) -> None: ...

    def last_success(self, job: str) -> JobRun | None: ...

    def runs(self, *, job: str | None = None, limit: int = 50) -> list[JobRun]: ...


class ServerSessions(Protocol):
    """What several server processes on one database share (``store.sessions()``, migration 013): web
    sessions by a hash of their id, and the ids of deliveries already answered (a Slack event's retries)."""

    def open(self, id_hash: str, key_id: str, now: datetime) -> None: ...

    def get(self, id_hash: str) -> WebSessionRecord | None: ...

    def touch(self, id_hash: str, now: datetime) -> None: ...

    def close(self, id_hash: str) -> None: ...

    def expire(self, *, seen_before: datetime, created_before: datetime) -> int: ...

    def count(self) -> int: ...

    def first_time(self, scope: str, event_id: str, now: datetime) -> bool: ...

    def forget_events(self, before: datetime) -> int: ...


class ApiKeyStore(Protocol):
    """API keys of the REST API and MCP over HTTP: only the secret's hash is stored."""

    def insert(self, key: ApiKey, key_hash: str) -> None:
        ...

    def by_hash(self, key_hash: str) -> ApiKey | None:
        ...

    def get(self, key_id: str) -> ApiKey | None:
        ...

    def list(self, user_id: str | None = None) -> list[ApiKey]:
        ...

    def touch(self, key_id: str, at: datetime) -> None:
        ...

    def export(self) -> Sequence[tuple[ApiKey, str]]:
        """Every key with the hash of its secret (to copy a store: the secrets themselves were never kept)."""
        ...

    def revoke(self, key_id: str, at: datetime) -> ApiKey | None:
        ...


class MemoryStore(Protocol):
    """The storage port. SQLite is the embedded default; every backend passes ``tests/contract``.

    Lock semantics of ``transaction(scopes)``: the body runs while holding an exclusive write lock on each
    scope (``domain.queries.user_scope``), so no other write transaction on any of those scopes, in this
    process or another one on the same database, runs its body at the same time; "search, decide, write,
    log" is therefore one atomic step. Everything the body writes commits together or not at all. Reads
    outside a transaction never wait for a writer and see committed data only. A backend with
    ``capabilities.database_wide_write_lock`` excludes every other write transaction, whatever its scopes.
    """

    @property
    def capabilities(self) -> StoreCapabilities:
        ...

    @property
    def model_id(self) -> str | None:
        """The embedding model whose vectors this store indexes (None until bound)."""
        ...

    def bind_model(self, model_id: str, dim: int | None) -> None:
        """Set the embedding model whose vectors this store indexes (a store opened without one)."""
        ...

    def acting_for(self, owners: Sequence[str] | None) -> AbstractContextManager[None]:
        """Within the block, where the backend enforces it (PostgreSQL row-level security), every query of
        this thread sees and writes only the rows of ``owners``' partitions (None: all). A backend without
        it (SQLite: the file is the boundary) does nothing; every query still carries its own filter."""
        ...

    def transaction(self, scopes: Sequence[str] = ()) -> AbstractContextManager[StoreTx]:
        ...

    # memories
    def get_memory(self, memory_id: str) -> Memory | None:
        ...

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        """Memories by id, any status (ids that do not exist are left out)."""
        ...

    def lineage(self, lineage_id: str) -> list[Memory]:
        """Every version of a memory, oldest first."""
        ...

    def vectors_for(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        """Stored embeddings of this store's model for the given memories, whatever their status."""
        ...

    def active_hashes(self, user_id: str, hashes: Sequence[str]) -> set[str]:
        """The subset of ``hashes`` that are content hashes of the user's active memories."""
        ...

    def nearest(self, flt: MemoryFilter, vector: np.ndarray, k: int,
                min_score: float = -1.0) -> list[tuple[str, float]]:
        """Ids and cosines of the k nearest active memories that ``flt`` admits, at or above ``min_score``
        (no write lock)."""
        ...

    def search(self, flt: MemoryFilter, *, vector: np.ndarray | None, terms: Sequence[str],
               k: int) -> list[Candidate]:
        """The union of the k nearest active memories and the k best keyword matches among the memories
        ``flt`` admits (any of its statuses), each with its cosine (also for keyword-only matches, from
        their stored vector) and its raw keyword rank. The filter is applied in the query, never after."""
        ...

    def thread_order(self, flt: MemoryFilter, thread_ids: Sequence[str],
                     vector: np.ndarray | None) -> dict[str, list[tuple[str, float]]]:
        """For each of ``thread_ids``: the active memories of that thread that ``flt`` admits, in the order
        they were written, as (id, cosine with ``vector``; 0.0 without one). Search reads a hit's
        neighbours in its conversation from it (``retrieval/search.py``)."""
        ...

    def list_memories(self, flt: MemoryFilter, *, limit: int, offset: int = 0) -> tuple[list[Memory], int]:
        """One page of what ``flt`` admits, most recently updated first, and the total that match."""
        ...

    def memories_stamp(self) -> object | None:
        """A cheap value that changes whenever any memory row is written, re-stamped or removed (by this
        process or another), so a reader may keep what it computed from the memories until it changes;
        None when the backend cannot tell cheaply (then nothing may be kept)."""
        ...

    def memories_changed(self, flt: MemoryFilter, since: object) -> list[Memory] | None:
        """The memories ``flt`` admits, in any status, written or re-stamped after ``since`` (a value of
        ``memories_stamp``), to bring what a reader kept up to date; None when that cannot be told (rows
        were removed since, or the backend has no stamp): then read everything again."""
        ...

    def latest_in_thread(self, user_id: str, thread_id: str, team_id: str | None = None) -> Memory | None:
        """The user's most recently updated active memory of a thread (that team, or no team)."""
        ...

    def count_memories(self, user_id: str | None = None, status: MemoryStatus | None = None) -> int:
        ...

    def ping(self) -> None:
        """Answer one trivial query, or raise ``StorageError``: whether the database can be reached now
        (a server's health check; nothing is read)."""
        ...

    def team_partitions(self) -> list[str]:
        """Every team partition (``team:<team>``) that holds a memory, sorted: what the local operator reads
        besides its own memories (``domain/access.py``)."""
        ...

    def iter_memories(self, user_id: str | None = None) -> Iterator[Memory]:
        ...

    def embedding_models(self) -> dict[str, int]:
        """Active memories per embedding model id (a model change shows up as a second entry)."""
        ...

    # every record of a kind, for copying a store (``mnemo migrate``): in id order, whoever owns them
    def iter_edges(self) -> Iterator[Edge]:
        ...

    def iter_people(self) -> Iterator[Person]:
        ...

    def iter_entities(self) -> Iterator[Entity]:
        ...

    def edges_of(self, memory_id: str) -> list[Edge]:
        ...

    # keyword index maintenance
    def keyword_index_version(self) -> str | None:
        """The version of the core's term computation the keyword index was built with (None: never)."""
        ...

    def rebuild_keyword_index(self, version: str, terms_of: Callable[[Memory], Sequence[str]],
                              on_progress: Callable[[int], None] | None = None) -> int:
        """Recompute every memory's keyword terms with ``terms_of`` and record ``version``; returns how
        many memories were indexed. Resumable: a rerun after a crash starts over safely."""
        ...

    # decision log, conflicts, people, entities
    def query_log(self, flt: LogFilter, *, limit: int = 100) -> list[LogEntry]:
        ...

    def log_stats(self, flt: LogFilter) -> LogStats:
        ...

    def write_log(self, entry: LogEntry) -> None:
        """Log outside any other transaction (errors, after a rollback)."""
        ...

    def list_conflicts(self, *, user_id: str | None = None, status: str | None = None,
                       limit: int = 100) -> list[ConflictRecord]:
        ...

    def get_conflict(self, conflict_id: str) -> ConflictRecord | None:
        ...

    def get_person(self, person_id: str) -> Person | None:
        ...

    def get_entity(self, entity_id: str) -> Entity | None:
        ...

    # other ports kept in the same database
    def ingest_ledger(self) -> IngestLedger:
        ...

    def api_keys(self) -> ApiKeyStore:
        ...

    def outbox(self) -> EventOutbox:
        ...

    def live_sources(self) -> LiveSourceStore:
        ...

    def job_runs(self) -> JobHistory:
        ...

    def sessions(self) -> ServerSessions:
        ...

    def sealed_logs(self) -> Any:
        """A team server's sealed change logs (``storage/sealed_log_tables.SealedLogTables``): what members'
        replicas push, which the server orders and never opens (``docs/vault.md``)."""
        ...

    # -- the vault (``docs/vault.md``): the store keeps its header; ``mnemo.vault`` unlocks it ------------------
    def vault_header(self) -> str | None:
        """The vault's header (wrapped keys, KDF parameters), or None for a store without a vault."""
        ...

    def set_vault_header(self, header: str) -> None:
        ...

    def unlock(self, keys: Any, *, writable: bool = True) -> None:
        """Seal and open rows with an unlocked vault's keys (``vault.keys.VaultKeys``) from now on; every write
        is refused while ``writable`` is False (a vault run is unfinished)."""
        ...

    def reseal(self, terms_of: Callable[[Memory], Sequence[str]] | None,
               on_progress: Callable[[int], None] | None = None, *, rekey_index: bool = False) -> int:
        """Rewrite every row not yet sealed under the codec's current key (``storage/resealer.py``); one
        commit per chunk, so a run killed midway resumes. ``terms_of``: the store is getting its vault, or
        (``rekey_index``) a new index key, so the keyword index's terms and the ledger's keys become tokens
        (chained ones, when re-keyed) too. Returns the rows rewritten."""
        ...

    def close(self) -> None:
        ...
