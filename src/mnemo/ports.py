"""Ports: the protocols the service and pipeline depend on. Concrete stores and providers live elsewhere.

Vectors cross these ports as numpy ``float32`` arrays, L2-normalized, one row per text.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

import numpy as np

from mnemo.domain.api_keys import ApiKey
from mnemo.domain.extraction import Extraction
from mnemo.domain.models import (
    ConflictRecord,
    DecisionLogEntry,
    Edge,
    Entity,
    Memory,
    MemoryDraft,
    Person,
)
from mnemo.domain.matching import MatchScore
from mnemo.domain.sources import SourceItem


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalized vectors. ``model_id`` is recorded with every stored embedding."""

    model_id: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Document/passage embeddings, shape (len(texts), dim)."""
        ...

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        """Query embeddings (the same as ``embed`` for symmetric models)."""
        ...


@runtime_checkable
class LLM(Protocol):
    """An optional chat model that answers with JSON matching a schema."""

    model_id: str

    def complete_json(self, system: str, user: str, schema: dict[str, Any], *, name: str = "result",
                      temperature: float = 0.0) -> dict[str, Any]:
        ...


class Extractor(Protocol):
    """Finds what one normalized message decided (or what else in it is worth keeping)."""

    name: str

    def extract(self, text: str, *, item: SourceItem | None = None) -> list[Extraction]:
        ...


class Clock(Protocol):
    def now(self) -> datetime:
        ...


class SimilarityScorer(Protocol):
    """Scores a new memory against a stored candidate; the decision tree decides from these scores."""

    name: str

    def min_raw_cosine(self, threshold: float, draft: MemoryDraft | None = None) -> float:
        """Candidates below this raw cosine cannot reach ``threshold``; the store may skip them."""
        ...

    def upper_bound(self, draft: MemoryDraft, raw_cosine: float) -> float:
        """The highest score a candidate with this raw cosine could reach (lets the engine skip loading it)."""
        ...

    def score(self, draft: MemoryDraft, candidate: Memory, raw_cosine: float) -> MatchScore:
        ...


class StoreTx(Protocol):
    """Reads and writes inside one transaction that holds the write lock: decide and write atomically."""

    def savepoint(self) -> AbstractContextManager[None]:
        """Nested all-or-nothing scope for one item of a batch."""
        ...

    def prefetch_nearest(self, user_ids: Sequence[str], vectors: np.ndarray, k: int) -> list[Any]:
        """Opaque per-item hints computed for a whole batch in one pass (``nearest(hint=...)``)."""
        ...

    def nearest(self, user_id: str, vector: np.ndarray, k: int, min_score: float,
                hint: Any = None) -> list[tuple[str, float]]:
        ...

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        ...

    def find_active_by_hash(self, user_id: str, content_hash: str) -> Memory | None:
        ...

    def active_version(self, lineage_id: str) -> Memory | None:
        ...

    def find_rejected(self, user_id: str, content_hash: str, kept_lineage_id: str) -> Memory | None:
        ...

    def insert_memory(self, memory: Memory, vector: np.ndarray | None) -> None:
        ...

    def set_status(self, memory_id: str, status: str, *, superseded_by: str | None = None,
                   at: datetime | None = None, reason: str | None = None) -> None:
        ...

    def update_in_place(self, memory_id: str, *, updated_at: datetime, keywords: Sequence[str] | None = None,
                        category: str | None = None, importance: float | None = None,
                        metadata: dict[str, Any] | None = None) -> None:
        """Change fields that are not embedded on the same row (no new version, embedding untouched)."""
        ...

    def insert_edge(self, edge: Edge) -> None:
        ...

    def insert_edges(self, edges: Sequence[Edge]) -> None:
        ...

    def remove_edges_of(self, memory_id: str, at: datetime) -> int:
        ...

    def insert_log(self, entry: DecisionLogEntry) -> None:
        ...

    def insert_conflict(self, conflict: ConflictRecord) -> None:
        ...

    def find_person(self, user_id: str, emails: Sequence[str], name: str) -> Person | None:
        ...

    def save_person(self, person: Person) -> None:
        ...

    def find_entity(self, user_id: str, names: Sequence[str]) -> Entity | None:
        ...

    def save_entity(self, entity: Entity) -> None:
        ...


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

    def revoke(self, key_id: str, at: datetime) -> ApiKey | None:
        ...


class MemoryStore(Protocol):
    """The storage port. SQLite is the embedded default; every backend passes the same contract tests."""

    def transaction(self) -> AbstractContextManager[StoreTx]:
        ...

    def get_memory(self, memory_id: str) -> Memory | None:
        ...

    def active_hashes(self, user_id: str, hashes: Sequence[str]) -> set[str]:
        """The subset of ``hashes`` that are content hashes of the user's active memories."""
        ...

    def lineage(self, lineage_id: str) -> list[Memory]:
        ...

    def edges_of(self, memory_id: str) -> list[Edge]:
        ...

    def search(self, user_id: str, vector: np.ndarray | None, keywords: Sequence[str], k: int,
               statuses: Sequence[str] = ("active",)) -> list[tuple[Memory, float, float]]:
        """(memory, cosine, keyword score in [0, 1]) for the union of vector and keyword candidates."""
        ...

    def query_log(self, *, user_id: str | None = None, decision: str | None = None,
                  since: datetime | None = None, until: datetime | None = None,
                  limit: int = 100) -> list[DecisionLogEntry]:
        ...

    def log_analytics(self, *, user_id: str | None = None, since: datetime | None = None,
                      until: datetime | None = None) -> dict[str, Any]:
        ...

    def write_log(self, entry: DecisionLogEntry) -> None:
        """Log outside any other transaction (errors, after a rollback)."""
        ...

    def list_conflicts(self, *, user_id: str | None = None, status: str | None = None,
                       limit: int = 100) -> list[ConflictRecord]:
        ...

    def get_person(self, person_id: str) -> Person | None:
        ...

    def get_entity(self, entity_id: str) -> Entity | None:
        ...

    def count_memories(self, user_id: str | None = None, status: str | None = None) -> int:
        ...

    def embedding_models(self) -> dict[str, int]:
        """Active memories per embedding model id (a model change shows up as a second entry)."""
        ...

    def iter_memories(self, user_id: str | None = None) -> Iterator[Memory]:
        ...

    def latest_in_thread(self, user_id: str, thread_id: str, team_id: str | None = None) -> Memory | None:
        """The user's most recently updated active memory of a thread."""
        ...

    def nearest_active(self, user_id: str, vector: np.ndarray, k: int, min_score: float) -> list[tuple[str, float]]:
        """Ids and cosines of the user's k nearest active memories at or above ``min_score`` (no write lock)."""
        ...

    def list_memories(self, *, user_id: str, team_id: str | None = None, status: str | None = "active",
                      category: str | None = None, source: str | None = None, since: datetime | None = None,
                      until: datetime | None = None, limit: int = 50,
                      offset: int = 0) -> tuple[list[Memory], int]:
        """One page of the user's memories, most recently updated first, and the total that match."""
        ...

    def api_keys(self) -> ApiKeyStore:
        ...

    def close(self) -> None:
        ...
