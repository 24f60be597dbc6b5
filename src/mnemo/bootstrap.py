"""The composition root: the only place that turns settings into running parts.

Why one place: the store, the embedder, the optional LLM client and everything built on them (the
similarity engine, the extractor, the write gate) must agree with each other (the store indexes the
embedder's vectors, the gate and the similarity engine share one LLM client), and settings must be read
once, at the edge. Interfaces call ``MemoryService.open(settings)``, which calls ``build``; nothing else
constructs providers or stores.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mnemo.config import EmbedderSettings, LLMSettings, NotifySettings, Settings
from mnemo.domain.models import SystemClock
from mnemo.domain.policy import ConsolidationPolicy
from mnemo.errors import ConfigError, ProviderError, VaultLocked
from mnemo.ports import LLM, Clock, Embedder, Extractor, MemoryStore, SimilarityScorer

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from mnemo.notify.sender import WebhookSender
    from mnemo.similarity.engine import ContextualSimilarity
    from mnemo.write.consolidate import Consolidator
    from mnemo.write.gate import AgentGate
    from mnemo.write.writer import Writer

EMBEDDERS = ("use-m3", "e5", "openai")


def build_embedder(settings: EmbedderSettings | None = None) -> Embedder:
    """The configured embedder; unknown names fail with the list of valid ones."""
    s = settings or EmbedderSettings()
    name = s.provider.strip().lower()
    if name in ("use-m3", "use", "default"):
        return local_embedder("use-m3")
    if name in ("e5", "multilingual-e5-small"):
        return local_embedder("e5")
    if name in ("openai", "openai-compat", "http"):
        if not s.url or not s.model:
            raise ConfigError("The openai embedder needs a URL and a model name",
                              "Set MNEMO_EMBEDDER_URL and MNEMO_EMBEDDER_MODEL (or [embedder] url/model)")
        from mnemo.providers.embedders.openai_embeddings import OpenAICompatEmbedder

        return OpenAICompatEmbedder(s.url, s.model, api_key=s.api_key, dim=s.dim, timeout=s.timeout)
    raise ConfigError(f"Unknown embedder {s.provider!r}", f"Use one of: {', '.join(EMBEDDERS)}")


def local_embedder(name: str) -> Embedder:
    """The bundled model ``use-m3`` or ``e5``, one instance per process."""
    from mnemo.providers.embedders.local import shared_model

    return shared_model(name)


def build_llm(settings: LLMSettings | None) -> LLM | None:
    """The one OpenAI-compatible LLM client of a process, or None when no LLM is configured."""
    if settings is None or not settings.configured:
        return None
    from mnemo.providers.llms.openai_chat import OpenAICompatLLM

    return OpenAICompatLLM(settings.url or "", settings.model or "", settings.api_key, settings.timeout,
                           settings.retries)


def build_extractor(llm: LLM | None) -> Extractor:
    """The LLM extractor when an LLM is configured (the rules answer whenever it fails), else the rules."""
    from mnemo.ingest.extract.rules import RuleExtractor

    if llm is None:
        return RuleExtractor()
    from mnemo.ingest.extract.llm import LLMExtractor

    return LLMExtractor(llm)


def open_store(location: str | Path, embedder: Embedder) -> MemoryStore:
    """The store at ``location`` (a path, ``sqlite:///path``), bound to the embedder's model.

    An embedding server that does not answer the dimension probe leaves the dimension to the first vector
    (the stores take None): listing, reading, deleting, forgetting, exporting and the health report need no
    embedding, and a write or a search still fails with the server's error. A walk found every command,
    ``mnemo list`` included, refused while the server was down."""
    from mnemo.storage.factory import open_store as _open

    try:
        dim: int | None = embedder.dim
    except ProviderError as exc:
        log.warning("The embedding server did not answer (%s); commands that need no embedding still work",
                    exc.message)
        dim = None
    return _open(location, model_id=embedder.model_id, dim=dim)


def _check_location(settings: Settings) -> None:
    """A database file whose directory does not exist is a typo unless it is the default location or the
    user asked for it (``--create`` / MNEMO_CREATE=1)."""
    from mnemo.config import default_db_path

    loc = settings.db.strip()
    if "://" in loc.removeprefix("sqlite:///") or loc in ("", ":memory:", "sqlite:///", "sqlite:///:memory:"):
        return
    path = Path(loc.removeprefix("sqlite:///")).expanduser()
    if settings.create or path.parent.is_dir() or path == Path(default_db_path()).expanduser():
        return
    if path.parent.exists():
        return  # not a directory: the store's own error says so
    raise ConfigError(f"The directory {path.parent} does not exist, so {path} cannot be opened",
                      "Fix --db (or MNEMO_DB), create the directory, or let mnemo make it: "
                      "mnemo --create <command> ... (before the command), or MNEMO_CREATE=1")


def _linked(store: MemoryStore, db: str) -> MemoryStore:
    """A store linked to a team's sealed log (``mnemo team link``) opens as its replica (``storage/replica/``):
    the vault's header is brought together with the team's before the store is unlocked."""
    from mnemo.storage.replica.replica_store import load_link, open_replica

    link = load_link(db)
    if link is None:
        return store
    try:
        return open_replica(store, db, link)
    except BaseException:
        store.close()
        raise


def team_link(db: str) -> Any:
    """The store's link to a team's sealed log (``storage/replica/replica_store.SyncLink``), or None."""
    from mnemo.storage.replica.replica_store import load_link

    return load_link(db)


def link_team_store(db: str, server: str, key: str) -> dict[str, Any]:
    """``mnemo team link``: tie the embedded store at ``db`` to the key's team on ``server``."""
    from mnemo.storage.replica.replica_store import link_store

    return link_store(db, server, key)


def _unlock_vault(store: MemoryStore, settings: Settings) -> None:
    """A store with a vault opens its rows with the passphrase of MNEMO_PASSPHRASE (or the OS keyring);
    without one it stays locked, and whatever needs a sealed field says so (``docs/vault.md``)."""
    if store.vault_header() is None or getattr(getattr(store, "codec", None), "keys", None) is not None:
        return
    from mnemo.config import vault_passphrase
    from mnemo.vault.manage import open_vault

    passphrase = settings.passphrase or vault_passphrase(str(getattr(store, "path", "")), env={})
    if passphrase:
        open_vault(store, passphrase)


def build_similarity(settings: Settings, embedder: Embedder, llm: LLM | None) -> ContextualSimilarity:
    """Contextual similarity with this model's calibration and the shared LLM client (when configured)."""
    from mnemo.similarity.engine import ContextualSimilarity

    s = settings.similarity
    return ContextualSimilarity(embedder, calibration=settings.calibration_for(embedder.model_id),
                                bands=settings.consolidation.bands, hybrid=s.hybrid, llm=llm,
                                llm_batch_size=s.llm_batch_size, cache_ttl_s=s.cache_ttl_s, use_judge=s.llm_judge)


def build_notifier(settings: NotifySettings, store: MemoryStore) -> WebhookSender | None:
    """The webhook sender of conflict events, started on ``store``'s outbox; None (and nothing is ever
    queued) when no webhook URL is configured. It stops when the store closes."""
    if not settings.configured:
        return None
    url = (settings.webhook_url or "").strip()
    if not url.startswith(("http://", "https://")):
        raise ConfigError(f"The webhook URL {url!r} is not an http(s) URL",
                          "Set MNEMO_NOTIFY_WEBHOOK_URL (or [notify] webhook_url) to a full URL such as "
                          "https://hooks.example.com/mnemo")
    if not settings.webhook_secret:
        raise ConfigError("A webhook URL is set but no secret to sign its events with",
                          "Set MNEMO_NOTIFY_WEBHOOK_SECRET (or [notify] webhook_secret) to a long random string "
                          "the receiver shares")
    from mnemo.notify.sender import WebhookSender

    sender = WebhookSender(store.outbox(), url, settings.webhook_secret, attempts=settings.attempts,
                           backoff=settings.backoff, timeout=settings.timeout, user_agent=f"mnemo/{_version()}")
    sender.start()
    return sender


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mnemo")
    except PackageNotFoundError:
        return "0"


class Components:
    """Everything a ``MemoryService`` runs on, built once and consistent with each other.

    The write side (consolidator, gate, writer) and the extractor are built on first use: their modules
    compile several hundred patterns (~0.4 s), which a CLI ``get``, ``log``, ``stats`` or ``search``
    never needs (``benchmarks/cli_latency.py``)."""

    def __init__(self, settings: Settings, store: MemoryStore, embedder: Embedder, llm: LLM | None,
                 clock: Clock, policy: ConsolidationPolicy, similarity: ContextualSimilarity,
                 make_writes: Callable[[], tuple[Consolidator, AgentGate, Writer]],
                 notifier: WebhookSender | None = None) -> None:
        self.settings, self.store, self.embedder, self.llm = settings, store, embedder, llm
        self.clock, self.policy, self.similarity, self.notifier = clock, policy, similarity, notifier
        self._make_writes = make_writes
        self._writes: tuple[Consolidator, AgentGate, Writer] | None = None
        self._extractor: Extractor | None = None
        self._lock = threading.Lock()

    def _write_side(self) -> tuple[Consolidator, AgentGate, Writer]:
        if self._writes is None:
            with self._lock:  # a server's first requests may arrive together
                if self._writes is None:
                    self._writes = self._make_writes()
        return self._writes

    @property
    def engine(self) -> Consolidator:
        return self._write_side()[0]

    @property
    def gate(self) -> AgentGate:
        return self._write_side()[1]

    @property
    def writer(self) -> Writer:
        return self._write_side()[2]

    @property
    def writes_built(self) -> bool:
        return self._writes is not None

    @property
    def extractor(self) -> Extractor:
        if self._extractor is None:
            with self._lock:
                if self._extractor is None:
                    self._extractor = build_extractor(self.llm)
        return self._extractor


def build(settings: Settings, *, embedder: Embedder | None = None, store: MemoryStore | None = None,
          clock: Clock | None = None, policy: ConsolidationPolicy | None = None,
          scorer: SimilarityScorer | None = None, process_min_items: int = 2048) -> Components:
    """The parts of a service from settings; any part may be given instead (tests, benchmarks).

    The store is bound to the embedder's model (a store that indexes another model's vectors is refused),
    its keyword index is brought to the core's current term computation, and one LLM client (or none)
    serves similarity, the gate's reconstructor and extraction."""
    from mnemo.write.recorder import ensure_keyword_index

    embedder = embedder or build_embedder(settings.embedder)
    if store is None:
        _check_location(settings)
        store = _linked(open_store(settings.db, embedder), settings.db)
    _unlock_vault(store, settings)
    if store.model_id is None:
        store.bind_model(embedder.model_id, embedder.dim)
    elif store.model_id != embedder.model_id:
        raise ConfigError(f"The store indexes {store.model_id} embeddings but the embedder is {embedder.model_id}",
                          "Open the store with the embedder's model id (MemoryService.open does this)")
    try:
        ensure_keyword_index(store)
    except VaultLocked:
        pass  # a locked (or re-keying) vault: rebuilt by the first process that opens it unlocked
    llm = build_llm(settings.llm)
    clock = clock or SystemClock()
    similarity = build_similarity(settings, embedder, llm)
    contextual = settings.similarity.mode == "contextual" and scorer is None
    if policy is None:
        # Contextual scores are on the design's scale (the model's calibration maps raw cosine onto it), so
        # decisions use the configured bands; raw scores use the model's calibrated bands.
        policy = settings.consolidation if contextual else settings.policy_for(embedder.model_id)
    chosen = policy

    def make_writes() -> tuple[Consolidator, AgentGate, Writer]:
        from mnemo.write.consolidate import Consolidator
        from mnemo.write.gate import AgentGate
        from mnemo.write.writer import Writer

        score = similarity.scorer(chosen.weights) if scorer is None and contextual else scorer
        engine = Consolidator(store, embedder, chosen, score, clock, worker_factory=_worker_factory(embedder),
                              process_min_items=process_min_items, share_cores=cores_sharing(embedder))
        gate = AgentGate(store, embedder, engine, settings, clock, llm=llm)
        return engine, gate, Writer(store, engine, gate, settings, clock)

    return Components(settings, store, embedder, llm, clock, policy, similarity, make_writes,
                      build_notifier(settings.notify, store))


def cores_sharing(embedder: Embedder) -> Callable[[], AbstractContextManager[None]]:
    """What this process does while a worker process has the other core: a local model's BLAS runs on one
    thread (``providers/embedders/blas_threads.py``); a server's embedder has nothing to give up."""
    if not embedder.worker_name:
        return nullcontext
    from mnemo.providers.embedders.blas_threads import one_blas_thread

    return one_blas_thread


def blas_on_one_thread() -> bool:
    """A server's loaded OpenBLAS on one thread from now on (``providers/embedders/blas_threads.py``)."""
    from mnemo.providers.embedders.blas_threads import one_blas_thread_from_now

    return one_blas_thread_from_now()


def _worker_factory(embedder: Embedder) -> Callable[[], Any] | None:
    """Local models can embed large batches in a worker process (see providers/embedders/worker.py)."""
    name = embedder.worker_name
    if not name:
        return None

    def start() -> Any:
        from mnemo.providers.embedders.worker import EmbeddingProcess

        return EmbeddingProcess(name, jobs="mnemo.similarity.worker_jobs")

    return start
