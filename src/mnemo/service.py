"""MemoryService: the one API the CLI, REST, MCP and Python callers use. No interface writes to the store.

Reads are scoped by ``user_id`` when one is given: a memory of another user is reported as not found
(never as forbidden), so ids cannot be probed across users.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from mnemo.config import Settings
from mnemo.domain.models import (
    AddResult,
    CascadeMode,
    ConflictRecord,
    DecisionLogEntry,
    DecisionType,
    Edge,
    Entity,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Person,
    Resolution,
    SourceType,
)
from mnemo.domain.policy import ConsolidationPolicy
from mnemo.errors import ConfigError, InvalidInput, NotFound
from mnemo.write.consolidate import Consolidator, SystemClock
from mnemo.write.link import upsert_entity_tx, upsert_person_tx
from mnemo.ports import Clock, Embedder, MemoryStore, SimilarityScorer

if TYPE_CHECKING:
    from mnemo.domain.api_keys import ApiKey
    from mnemo.domain.contextual import ContextualResult
    from mnemo.retrieval.context import ContextPackage
    from mnemo.retrieval.search import Hit, SearchResult
    from mnemo.similarity.calibrate import Calibration
    from mnemo.write.gate import WriteGate
    from mnemo.domain.write_rules import WriteOutcome
    from mnemo.ingest.runner import IngestReport

_GATE_LOCK = threading.Lock()  # builds the write gate once per service

# Hybrid score of the plain search: semantic similarity first, keyword match as support.
class PersonResult(BaseModel):
    model_config = ConfigDict(extra="forbid")

    person: Person
    created: bool
    resolution: Resolution | None = None
    conflict_id: str | None = None


def draft_from(content: str | MemoryDraft, **fields: Any) -> MemoryDraft:
    """Validate input into a draft; every problem names the field and the fix."""
    if isinstance(content, MemoryDraft):
        return content.model_copy(update=fields) if fields else content
    try:
        return MemoryDraft(content=content, **{k: v for k, v in fields.items() if v is not None})
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "input"
        msg = first["msg"].removeprefix("Value error, ")
        hints = {
            "content": "Pass the text to remember, e.g. mnemo add \"We chose PostgreSQL for billing\"",
            "source_type": "Use one of: user_input, bootstrapped, tool_output, realtime",
            "importance": "Use a number from 0 to 1",
            "confidence": "Use a number from 0 to 1",
            "occurred_at": "Use an ISO-8601 time such as 2025-01-15T14:00:00Z",
            "user_id": "Pass a non-empty user id",
        }
        raise InvalidInput(f"Invalid {field}: {msg}", hints.get(field, f"Fix the {field} value")) from None


def _worker_factory(embedder: Embedder) -> Callable[[], Any] | None:
    """Local models can embed large batches in a worker process (see providers/embedders/worker.py)."""
    name = getattr(embedder, "worker_name", None)
    if not name:
        return None

    def start() -> Any:
        from mnemo.providers.embedders.worker import EmbeddingProcess

        return EmbeddingProcess(name)

    return start


class MemoryService:
    def __init__(self, store: MemoryStore, embedder: Embedder, *, settings: Settings | None = None,
                 policy: ConsolidationPolicy | None = None, scorer: SimilarityScorer | None = None,
                 clock: Clock | None = None, process_min_items: int = 2048) -> None:
        self.settings = settings or Settings()
        self.store = store
        self.embedder = embedder
        bound = getattr(store, "model_id", embedder.model_id)
        if bound is None and hasattr(store, "bind_model"):
            store.bind_model(embedder.model_id, embedder.dim)
        elif bound != embedder.model_id:
            raise ConfigError(f"The store indexes {bound} embeddings but the embedder is {embedder.model_id}",
                              "Open the store with the embedder's model id (MemoryService.open does this)")
        self._similarity = SimilarityService(self.settings, embedder)
        self.similarity = self._similarity.engine
        if policy is None:
            # Contextual scores are on the document's scale (the model's calibration maps raw cosine onto
            # it), so decisions use the configured bands; raw scores use the model's calibrated bands.
            contextual = self.similarity_mode == "contextual" and scorer is None
            policy = self.settings.consolidation if contextual else self.settings.policy_for(embedder.model_id)
        self.policy = policy
        if scorer is None and self.similarity_mode == "contextual":
            scorer = self.similarity.scorer(self.policy.weights)
        self.clock = clock or SystemClock()
        self.engine = Consolidator(store, embedder, self.policy, scorer, self.clock,
                                   worker_factory=_worker_factory(embedder), process_min_items=process_min_items)

    @property
    def similarity_mode(self) -> str:
        return self.settings.similarity.mode

    def compare(self, a: str, b: str) -> "ContextualResult":
        """Contextual similarity of two texts (``mnemo similarity``). Consolidation adds what only a stored
        memory has: thread and people agreement, titles, and the name guard on English text too."""
        return self._similarity.compare(a, b)

    def compare_many(self, pairs: Sequence[tuple[str, str]]) -> list["ContextualResult"]:
        return self._similarity.compare_many(pairs)

    @classmethod
    def open(cls, settings: Settings | None = None, **kwargs: Any) -> "MemoryService":
        """Build from settings (``Settings.load()`` when none): the embedded store and the bundled model."""
        from mnemo.bootstrap import build_embedder, open_store

        settings = settings or Settings.load()
        embedder = kwargs.pop("embedder", None) or build_embedder(settings.embedder)
        store = kwargs.pop("store", None) or open_store(settings.db, embedder)
        return cls(store, embedder, settings=settings, **kwargs)

    def close(self) -> None:
        self.engine.close()
        self.store.close()

    def __enter__(self) -> "MemoryService":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def default_user(self) -> str:
        return self.settings.user

    # -- writes -------------------------------------------------------------------------------------------
    def add(self, content: str | MemoryDraft, *, dry_run: bool = False,
            respect_source_priority: bool | None = None, **fields: Any) -> AddResult:
        """Consolidate one memory: CREATE, UPDATE (new version), SKIP (duplicate), CREATE+LINK or DELETE."""
        fields.setdefault("user_id", self.default_user)
        draft = draft_from(content, **fields)
        return self.engine.run([draft], dry_run=dry_run, respect_source_priority=respect_source_priority)[0]

    def add_many(self, drafts: Iterable[MemoryDraft | str], *, dry_run: bool = False,
                 respect_source_priority: bool | None = None, chunk_size: int = 256,
                 on_progress: Callable[[int], None] | None = None) -> list[AddResult]:
        """Batch consolidation: one embedding pass and one transaction per chunk, each item atomic on its own.

        A failing item is logged and reported with status ``error``; the others are still written.
        """
        items = [d if isinstance(d, MemoryDraft) else draft_from(d, user_id=self.default_user) for d in drafts]
        return self.engine.run(items, dry_run=dry_run, respect_source_priority=respect_source_priority,
                               raise_errors=False, chunk_size=chunk_size, on_progress=on_progress)

    # -- gated writes: what agents call (REST, MCP); the logic is in pipeline/gate.py ----------------------------
    @property
    def gate(self) -> "WriteGate":
        """The write gate (built on first use; it shares the engine, the store and the optional LLM)."""
        with _GATE_LOCK:
            gate = getattr(self, "_gate", None)
            if gate is None:
                from mnemo.write.gate import WriteGate

                gate = self._gate = WriteGate(self.store, self.embedder, self.engine, self.settings, self.clock,
                                              llm=getattr(self.similarity, "llm", None))
            return gate

    def create_memory(self, content: str, *, title: str | None = None, type: str | None = None,
                      tags: Sequence[str] | None = None, user_id: str | None = None, team_id: str | None = None,
                      source: str | None = None, importance: float | None = None,
                      metadata: dict[str, Any] | None = None, source_type: str | None = None) -> "WriteOutcome":
        """Create a memory through the write gate: validation, injection filter, the 7-day similarity merge,
        content density, tag normalization, (LLM reconstruction), consolidation. Refusals raise
        ``GateRejected`` (422) with what to change; a merge answers ``action: merged, merged_into: ID``."""
        return self.gate.create(content, title=title, type=type, tags=tags, user_id=user_id or self.default_user,
                                team_id=team_id, source=source, importance=importance, metadata=metadata,
                                source_type=source_type)

    def smart_write(self, title: str | None, content: str, *, type: str | None = None,
                    tags: Sequence[str] | None = None, session_hint: str | None = None, intent: str = "auto",
                    user_id: str | None = None, team_id: str | None = None) -> "WriteOutcome":
        """A gated write with a session hint: ``intent`` new | continue (merge into the session's memory) |
        auto (continue it when the write is about the same matter)."""
        return self.gate.smart_write(title, content, type=type, tags=tags, session_hint=session_hint, intent=intent,
                                     user_id=user_id or self.default_user, team_id=team_id)

    def update(self, memory_id: str, *, user_id: str | None = None, content: str | None = None,
               title: str | None = None, tags: Sequence[str] | None = None, type: str | None = None,
               importance: float | None = None, metadata: dict[str, Any] | None = None) -> Memory:
        """Edit a memory (any version id): content or title make a new version, re-embedded; tags, type,
        importance and metadata change in place without re-embedding. Another user's id is ``NotFound``."""
        return self.gate.update(memory_id, user_id=user_id, content=content, title=title, tags=tags, type=type,
                                importance=importance, metadata=metadata)

    def delete(self, memory_id: str, *, reason: str | None = None, cascade_mode: CascadeMode | str | None = None,
               user_id: str | None = None, dry_run: bool = False) -> AddResult:
        """Soft delete the current version of a memory (any version id of it is accepted)."""
        memory = self.get(memory_id, user_id=user_id)
        try:
            cascade = CascadeMode(cascade_mode) if cascade_mode else None
        except ValueError:
            raise InvalidInput(f"Unknown cascade mode {cascade_mode!r}",
                               "Use preserve_edges or remove_edges") from None
        reason = (reason or "").strip() or None
        with self.store.transaction() as tx:
            # resolved under the write lock: another writer may have made a newer version meanwhile
            target = tx.active_version(memory.lineage_id) or tx.get_memories([memory.id])[memory.id]
            return self.engine.delete(tx, target, reason=reason, dry_run=dry_run, cascade_mode=cascade)

    def upsert_person(self, name: str, *, emails: Sequence[str] = (), organization: str | None = None,
                      source_type: SourceType | str = SourceType.REALTIME, at: datetime | None = None,
                      confidence: float = 0.8, importance: float = 0.5, user_id: str | None = None,
                      respect_source_priority: bool | None = None) -> PersonResult:
        """Find a person by any e-mail or name; organization changes follow the conflict rules with history."""
        if not name or not name.strip():
            raise InvalidInput("Invalid name: empty", "Pass the person's name")
        user = user_id or self.default_user
        with self.store.transaction() as tx:
            r = upsert_person_tx(tx, self.policy, user_id=user, name=name, emails=emails, organization=organization,
                                 source_type=SourceType(source_type), at=at or self.clock.now(), now=self.clock.now(),
                                 confidence=confidence, importance=importance,
                                 respect_source_priority=respect_source_priority)
        return PersonResult(person=r.person, created=r.created, resolution=r.resolution, conflict_id=r.conflict_id)

    def upsert_entity(self, name: str, *, aliases: Sequence[str] = (), kind: str | None = None,
                      source_type: SourceType | str = SourceType.REALTIME, user_id: str | None = None) -> Entity:
        """Find an entity by its name or any alias; a new spelling becomes an alias, the primary name stays."""
        if not name or not name.strip():
            raise InvalidInput("Invalid name: empty", "Pass the entity's name")
        with self.store.transaction() as tx:
            return upsert_entity_tx(tx, user_id=user_id or self.default_user, name=name, aliases=aliases, kind=kind,
                                    source_type=SourceType(source_type), now=self.clock.now())

    def ingest(self, source: str, path: str, *, user_id: str | None = None, team_id: str | None = None,
               on_start: Callable[[int | None], None] | None = None, on_progress: Callable[[int], None] | None = None,
               limit: int | None = None, **connector_options: Any) -> "IngestReport":
        """Read a source's export/payload files at ``path`` into memory: normalize, extract decisions,
        consolidate, link people/entities/threads. Idempotent and resumable (see ``pipeline/ingest.py``)."""
        from pathlib import Path

        from mnemo.ingest.connectors.registry import open_connector
        from mnemo.bootstrap import build_extractor, build_llm
        from mnemo.ingest.extract.drafts import draft_for
        from mnemo.ingest.runner import Ingestor
        from mnemo.ingest.normalize import normalize_item

        connector = open_connector(source, path, **connector_options)
        if on_start is not None:
            estimate = getattr(connector, "estimate", None)
            on_start(estimate() if callable(estimate) else None)
        ingestor = Ingestor(self, build_extractor(build_llm(self.settings.llm)), normalize=normalize_item, draft_for=draft_for)
        scope = str(Path(path).expanduser().resolve())
        return ingestor.run(connector, user_id=user_id or self.default_user, team_id=team_id, scope=scope,
                            on_progress=on_progress, limit=limit)

    # -- reads --------------------------------------------------------------------------------------------
    def get(self, memory_id: str, *, user_id: str | None = None) -> Memory:
        memory = self.store.get_memory(memory_id.strip()) if memory_id and memory_id.strip() else None
        if memory is None or (user_id is not None and memory.user_id != user_id):
            raise NotFound(f"No memory with id {memory_id!r}", "List ids with `mnemo search` or `mnemo log`")
        return memory

    def history(self, memory_id: str, *, user_id: str | None = None) -> list[Memory]:
        """Every version of the memory, oldest first (any version's id works)."""
        return self.store.lineage(self.get(memory_id, user_id=user_id).lineage_id)

    def edges(self, memory_id: str, *, user_id: str | None = None) -> list[Edge]:
        return self.store.edges_of(self.get(memory_id, user_id=user_id).id)

    def search(self, query: str, *, k: int = 10, user_id: str | None = None, **options: Any) -> list["Hit"]:
        """The ranked memories for ``query`` (see ``retrieve`` for the options and the subgraph)."""
        return self.retrieve(query, k=k, user_id=user_id, **options).hits

    def retrieve(self, query: str, *, k: int | None = None, user_id: str | None = None, recipe: str | None = None,
                 source: str | None = None, since: datetime | None = None, until: datetime | None = None,
                 category: str | None = None, status: str | None = None, team_id: str | None = None,
                 hops: int | None = None) -> "SearchResult":
        """Hybrid search (``retrieval.search``) with a recipe (default | recent | graph | keyword), filters,
        and the subgraph of what graph expansion followed."""
        from mnemo.retrieval.recipes import recipe as pick
        from mnemo.retrieval.search import Filters, Retriever

        config = pick(recipe)
        changes: dict[str, Any] = {}
        if k is not None:
            if k < 1:
                raise InvalidInput(f"Invalid k: {k}", "Pass -k 1 or more")
            changes["k"] = k
            changes["pool"] = max(config.pool, 4 * k)
        if hops is not None:
            if not 0 <= hops <= 3:
                raise InvalidInput(f"Invalid hops: {hops}", "Pass 0 to 3 hops")
            changes["hops"] = hops
        if status is not None and status not in ("active", "superseded"):
            raise InvalidInput(f"Unknown status {status!r}", "Use active or superseded")
        if since and until and since > until:
            raise InvalidInput("--since is after --until", "Swap the two dates")
        config = config.model_copy(update=changes) if changes else config
        filters = Filters(team_id=team_id, source=source, category=category, status=status, since=since, until=until)
        return Retriever(self.store, self.embedder).search(
            query, user_id=user_id or self.default_user, config=config, now=self.clock.now(), filters=filters,
            recipe_name=(recipe or "default").lower())

    def context(self, query: str, *, max_tokens: int = 4000, user_id: str | None = None,
                recipe: str | None = None, **options: Any) -> "ContextPackage":
        """The token-budgeted Markdown an LLM gets for ``query`` (``retrieval.context``)."""
        from mnemo.retrieval.context import assemble

        if max_tokens < 1:
            raise InvalidInput(f"Invalid token budget: {max_tokens}", "Pass --max-tokens 1 or more")
        found = self.retrieve(query, user_id=user_id, recipe=recipe, **options)
        return assemble(query, found.hits, max_tokens, self.clock.now())

    def log(self, *, decision: str | None = None, since: datetime | None = None, until: datetime | None = None,
            user_id: str | None = None, limit: int = 100) -> list[DecisionLogEntry]:
        if decision is not None:
            try:
                decision = DecisionType(decision.lower()).value
            except ValueError:
                raise InvalidInput(f"Unknown decision {decision!r}", "Use one of: create, update, skip, delete") from None
        if since and until and since > until:
            raise InvalidInput("--since is after --until", "Swap the two dates")
        return self.store.query_log(user_id=user_id, decision=decision, since=since, until=until, limit=limit)

    def stats(self, *, user_id: str | None = None, since: datetime | None = None,
              until: datetime | None = None) -> dict[str, Any]:
        """The decision log's analytics plus what the store holds now."""
        out = self.store.log_analytics(user_id=user_id, since=since, until=until)
        out["memories"] = {s.value: self.store.count_memories(user_id, s.value) for s in MemoryStatus}
        out["openConflicts"] = len(self.store.list_conflicts(user_id=user_id, status="open", limit=100000))
        out["embeddingModel"] = self.embedder.model_id
        # Memories embedded by another model are invisible to similarity until re-embedded: show them.
        out["embeddingModels"] = self.store.embedding_models()
        return out

    def conflicts(self, *, user_id: str | None = None, status: str | None = "open",
                  limit: int = 100) -> list[ConflictRecord]:
        return self.store.list_conflicts(user_id=user_id, status=status, limit=limit)

    def list_memories(self, *, user_id: str, team_id: str | None = None, status: str | None = None,
                      category: str | None = None, source: str | None = None, since: datetime | None = None,
                      until: datetime | None = None, limit: int = 50, offset: int = 0) -> tuple[list[Memory], int]:
        """One page of the user's memories, most recently updated first, and the total that match.

        ``status`` None lists the active memories (what the user knows now); ``all`` lists every version."""
        status = (status or "active").strip().lower()
        if status not in ("active", "superseded", "deleted", "all"):
            raise InvalidInput(f"Unknown status {status!r}", "Use active, superseded, deleted or all")
        if not 1 <= limit <= 500:
            raise InvalidInput(f"Invalid limit: {limit}", "Pass a limit from 1 to 500")
        if offset < 0:
            raise InvalidInput(f"Invalid offset: {offset}", "Pass an offset of 0 or more")
        if since and until and since > until:
            raise InvalidInput("since is after until", "Swap the two dates")
        return self.store.list_memories(user_id=user_id, team_id=team_id, status=None if status == "all" else status,
                                        category=category, source=source, since=since, until=until, limit=limit,
                                        offset=offset)

    # -- API keys (REST API, MCP over HTTP) -----------------------------------------------------------------
    def create_api_key(self, user_id: str, *, team_id: str | None = None,
                       name: str | None = None) -> tuple[str, "ApiKey"]:
        """A new key for ``user_id`` (and ``team_id``): the secret is returned here once and never stored."""
        from mnemo.domain.api_keys import ApiKey, display_prefix, hash_secret, new_secret
        from mnemo.domain.ids import new_id

        user_id, team_id, name = (v.strip() if isinstance(v, str) else v for v in (user_id, team_id, name))
        if not user_id or len(user_id) > 200:
            raise InvalidInput("Invalid user id for the key", "Pass the user the key acts for, e.g. --user alice")
        secret = new_secret()
        key = ApiKey(id=new_id("key"), user_id=user_id, team_id=team_id or None, name=name or None,
                     prefix=display_prefix(secret), created_at=self.clock.now())
        self.store.api_keys().insert(key, hash_secret(secret))
        return secret, key

    def authenticate(self, secret: str | None) -> "ApiKey":
        """The active key whose secret this is; ``Unauthorized`` for a missing, unknown or revoked one."""
        from mnemo.domain.api_keys import hash_secret, needs_touch, plausible_secret
        from mnemo.errors import Unauthorized

        if not secret:
            raise Unauthorized("No API key was sent", "Send the header 'Authorization: Bearer <key>'; "
                               "create a key with: mnemo keys create --user USER")
        keys = self.store.api_keys()
        key = keys.by_hash(hash_secret(secret)) if plausible_secret(secret) else None
        if key is None or not key.active:
            raise Unauthorized("The API key is unknown or revoked",
                               "Check the key, or create a new one with: mnemo keys create --user USER")
        now = self.clock.now()
        if needs_touch(key, now):
            keys.touch(key.id, now)
        return key

    def list_api_keys(self, user_id: str | None = None) -> list["ApiKey"]:
        return self.store.api_keys().list(user_id)

    def revoke_api_key(self, key_id: str) -> "ApiKey":
        """Revoke a key at once (requests with it get 401 from now on); the record stays for audit."""
        key = self.store.api_keys().revoke(key_id.strip(), self.clock.now()) if key_id and key_id.strip() else None
        if key is None:
            raise NotFound(f"No API key with id {key_id!r}", "List the keys with: mnemo keys list")
        return key


class SimilarityService:
    """Contextual similarity and calibration without a database (``mnemo similarity``, ``mnemo calibrate``);
    ``MemoryService`` uses the same engine for consolidation."""

    def __init__(self, settings: Settings, embedder: Embedder) -> None:
        from mnemo.similarity.engine import ContextualSimilarity

        self.settings = settings
        self.embedder = embedder
        s = settings.similarity
        llm = None
        if settings.llm.configured:
            from mnemo.providers.llms.openai_chat import OpenAICompatLLM

            cfg = settings.llm
            llm = OpenAICompatLLM(cfg.url or "", cfg.model or "", cfg.api_key, cfg.timeout, cfg.retries)
        self.engine = ContextualSimilarity(
            embedder, calibration=settings.calibration_for(embedder.model_id), bands=settings.consolidation.bands,
            hybrid=s.hybrid, llm=llm, llm_batch_size=s.llm_batch_size, cache_ttl_s=s.cache_ttl_s,
            use_judge=s.llm_judge)

    @classmethod
    def open(cls, settings: Settings | None = None) -> "SimilarityService":
        from mnemo.bootstrap import build_embedder

        settings = settings or Settings.load()
        return cls(settings, build_embedder(settings.embedder))

    def compare(self, a: str, b: str) -> "ContextualResult":
        return self.compare_many([(a, b)])[0]

    def compare_many(self, pairs: Sequence[tuple[str, str]]) -> list["ContextualResult"]:
        """Score pairs in order; each distinct text is embedded and decomposed once."""
        for i, pair in enumerate(pairs):
            a, b = pair
            if not isinstance(a, str) or not isinstance(b, str) or not a.strip() or not b.strip():
                raise InvalidInput(f"Pair {i + 1} has an empty or non-text side", "Give two non-empty texts")
        return self.engine.compare_many([(a.strip(), b.strip()) for a, b in pairs])

    def calibrate(self, pairs: Sequence[tuple[str, str, str]] | None = None) -> "Calibration":
        """Fit this embedder's raw-cosine bands from labeled pairs (the bundled set when none are given)."""
        from mnemo.similarity.calibrate import bundled_pairs, fit_bands

        return fit_bands(self.embedder, list(pairs) if pairs is not None else bundled_pairs())

    def save_calibration(self, calibration: "Calibration", config_path: str | None = None) -> str:
        """Store the fitted bands in the config file; later runs pick them up for this model."""
        import os

        from mnemo.config import default_config_path, write_bands

        path = config_path or os.environ.get("MNEMO_CONFIG") or str(default_config_path())
        return str(write_bands(path, calibration.model_id, calibration.bands))

