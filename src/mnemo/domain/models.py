"""Domain types of the consolidation engine (``docs/design/consolidation.md``, ``docs/design/conflicts.md``).

Pure data: standard library and pydantic only. Timestamps are timezone-aware UTC ``datetime`` objects.
Field groups follow the architecture's vault rule: ``Memory.SEALED_FIELDS`` (title, full content, people,
entities, projects, metadata, the source URL, a delete reason) are the ones client-side encryption will
cover; the rest stay plaintext for search and filtering, and the row codec (``storage/codec.py``) keeps
them apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from enum import Enum
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic.alias_generators import to_camel


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def iso_z(at: datetime) -> str:
    """A time as pydantic's JSON writes it ("Z" for UTC): how every answer and webhook spells a time."""
    return at.isoformat().replace("+00:00", "Z")


class SystemClock:
    """The wall clock, in UTC (the default ``Clock``; tests and benchmarks pass their own)."""

    def now(self) -> datetime:
        return utcnow()


class SourceType(str, Enum):
    """Where a value came from; the order of ``docs/design/conflicts.md`` (highest first)."""

    USER_INPUT = "user_input"
    BOOTSTRAPPED = "bootstrapped"
    TOOL_OUTPUT = "tool_output"
    REALTIME = "realtime"

    @property
    def priority(self) -> int:
        """4 for USER_INPUT down to 1 for REALTIME, as in the design's algorithm."""
        return _PRIORITY[self]


_PRIORITY = {
    SourceType.USER_INPUT: 4,
    SourceType.BOOTSTRAPPED: 3,
    SourceType.TOOL_OUTPUT: 2,
    SourceType.REALTIME: 1,
}


class Operation(str, Enum):
    """What consolidation does with a write: the "decision" of ``docs/design/consolidation.md#decisions``.
    Called an operation in code so it is never confused with what a team decided
    (``domain.extraction.ExtractedDecision``)."""

    CREATE = "create"
    UPDATE = "update"
    SKIP = "skip"
    DELETE = "delete"


class MemoryStatus(str, Enum):
    ACTIVE = "active"
    SUPERSEDED = "superseded"
    DELETED = "deleted"


class EdgeType(str, Enum):
    RELATED_TO = "RELATED_TO"
    UPDATES = "UPDATES"
    SUPERSEDES = "SUPERSEDES"
    CONTRADICTS = "CONTRADICTS"
    INVOLVES = "INVOLVES"
    SAME_THREAD = "SAME_THREAD"
    MENTIONS = "MENTIONS"
    RELATES_TO = "RELATES_TO"
    COMPACTS = "COMPACTS"  # a compacted memory -> each decision it summarizes (``docs/lifecycle.md``)


class LogStatus(str, Enum):
    SUCCESS = "success"
    ERROR = "error"
    SKIPPED = "skipped"
    DRY_RUN = "dry_run"


class Resolution(str, Enum):
    KEEP_EXISTING = "keep_existing"
    USE_INCOMING = "use_incoming"
    MERGE = "merge"


class ContentStrategy(str, Enum):
    REPLACE = "replace"
    APPEND = "append"
    KEEP_EXISTING = "keep_existing"


class KeywordStrategy(str, Enum):
    REPLACE = "replace"
    MERGE = "merge"
    KEEP_EXISTING = "keep_existing"


class ImportanceStrategy(str, Enum):
    REPLACE = "replace"
    MAX = "max"
    KEEP_EXISTING = "keep_existing"


class CascadeMode(str, Enum):
    """What a soft delete does to the memory's edges: keep them (default) or retire them too."""

    PRESERVE_EDGES = "preserve_edges"
    REMOVE_EDGES = "remove_edges"


class SimilarityCategory(str, Enum):
    DUPLICATE = "duplicate"
    UPDATE = "update"
    RELATED = "related"
    UNRELATED = "unrelated"


def _clean_list(values: list[str] | None) -> list[str]:
    """Strip, drop empties and de-duplicate while keeping the caller's order."""
    out: list[str] = []
    seen: set[str] = set()
    for v in values or []:
        v = str(v).strip()
        if v and v.casefold() not in seen:
            seen.add(v.casefold())
            out.append(v)
    return out


class _Base(BaseModel):
    model_config = ConfigDict(use_enum_values=False, validate_assignment=False, extra="forbid")


class MemoryDraft(_Base):
    """A new memory as an extractor, a connector or a user hands it in (the design's NewMemoryInput)."""

    content: str
    title: str | None = None
    summary: str | None = None
    category: str | None = None
    keywords: list[str] = Field(default_factory=list)
    importance: float = Field(default=0.5, ge=0.0, le=1.0)
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    source_type: SourceType = SourceType.USER_INPUT
    source: str | None = None
    source_ref: str | None = None
    source_url: str | None = None
    thread_id: str | None = None
    people: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    projects: list[str] = Field(default_factory=list)
    occurred_at: datetime | None = None
    user_id: str = "default"  # the partition: the user, or ``team:<team>`` for a team's shared memory
    team_id: str | None = None
    author_id: str | None = None  # who wrote it, when ``user_id`` is a team's partition
    agent_id: str | None = None  # mem0's scopes inside the partition: the agent that wrote it, and the run
    run_id: str | None = None    # (a session, a task) it belongs to; search and list narrow to them
    metadata: dict[str, Any] = Field(default_factory=dict)

    @field_validator("content")
    @classmethod
    def _content_not_blank(cls, v: str) -> str:
        v = v.strip()
        if not v:
            raise ValueError("content is empty")
        return v

    @field_validator("user_id")
    @classmethod
    def _user_not_blank(cls, v: str) -> str:
        v = v.strip()
        if not v:
            raise ValueError("user id is empty")
        return v

    @field_validator("keywords", "people", "entities", "projects")
    @classmethod
    def _clean(cls, v: list[str]) -> list[str]:
        return _clean_list(v)

    @field_validator("occurred_at")
    @classmethod
    def _aware(cls, v: datetime | None) -> datetime | None:
        return ensure_utc(v) if v is not None else None


class Memory(_Base):
    """One stored version of a memory. Versions of the same memory share ``lineage_id``."""

    # Fields the vault seals (``storage/codec.py``): never stored in a plaintext column or copied into a log.
    SEALED_FIELDS: ClassVar[tuple[str, ...]] = ("title", "content", "people", "entities", "projects", "metadata",
                                                "source_url", "delete_reason")

    id: str
    lineage_id: str
    version: int = 1
    previous_version_id: str | None = None
    superseded_by: str | None = None
    status: MemoryStatus = MemoryStatus.ACTIVE
    user_id: str = "default"
    team_id: str | None = None
    content: str
    title: str | None = None
    summary: str | None = None
    category: str | None = None
    keywords: list[str] = Field(default_factory=list)
    importance: float = 0.5
    confidence: float = 0.8
    source_type: SourceType = SourceType.USER_INPUT
    source: str | None = None
    source_ref: str | None = None
    source_url: str | None = None
    thread_id: str | None = None
    people: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    projects: list[str] = Field(default_factory=list)
    created_at: datetime
    updated_at: datetime
    deleted_at: datetime | None = None
    delete_reason: str | None = None
    content_hash: str = ""
    embedding_model: str | None = None
    author_id: str | None = None  # who wrote this version; None on a private memory (its user wrote it)
    agent_id: str | None = None  # the agent and run the memory belongs to (``MemoryDraft``), kept by its versions
    run_id: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)

    @property
    def visibility(self) -> str:
        """``team`` for a memory in a team's partition (``user_id`` = ``team:<team>``), else ``private``."""
        return "team" if self.user_id.startswith("team:") else "private"

    def public_dict(self) -> dict[str, Any]:
        return {**self.model_dump(mode="json"), "visibility": self.visibility}


class Edge(_Base):
    id: str
    type: EdgeType
    source_id: str
    target_id: str
    confidence: float = 1.0
    evidence: str | None = None
    user_id: str = "default"
    created_at: datetime
    removed_at: datetime | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


class Person(_Base):
    id: str
    user_id: str = "default"
    team_id: str | None = None
    name: str
    aliases: list[str] = Field(default_factory=list)
    emails: list[str] = Field(default_factory=list)
    organization: str | None = None
    previous_organizations: list[str] = Field(default_factory=list)
    source_type: SourceType = SourceType.REALTIME
    confidence: float = 0.8
    importance: float = 0.5
    created_at: datetime
    updated_at: datetime


class Entity(_Base):
    id: str
    user_id: str = "default"
    team_id: str | None = None
    name: str
    aliases: list[str] = Field(default_factory=list)
    kind: str | None = None
    source_type: SourceType = SourceType.REALTIME
    created_at: datetime
    updated_at: datetime


class _CamelModel(BaseModel):
    """Serialized with the design documents' (``docs/design/``) camelCase names (``model_dump(by_alias=True)``)."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


class LogAction(_CamelModel):
    """What a decision does: the design's ``action`` object. Only the fields that apply are set."""

    type: str
    target_id: str | None = None
    memory_data: dict[str, Any] | None = None
    updates: dict[str, Any] | None = None
    create_version: bool | None = None
    related_memory_ids: list[str] | None = None
    relationship_type: str | None = None
    duplicate_of_id: str | None = None
    duplicate_score: float | None = None
    trigger: str | None = None
    soft_delete: bool | None = None
    cascade_mode: str | None = None
    resolution: str | None = None
    resolution_reason: str | None = None
    conflict_id: str | None = None
    similarity_factors: dict[str, float] | None = None
    reason_detail: str | None = None
    changed_fields: list[str] | None = None  # sealed fields that changed (their values stay with the memory)

    def as_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)


class LogEntry(_CamelModel):
    """The fields of ``docs/design/consolidation.md``'s log entry, plus the team the memory belongs to and
    who acted (``actor_id``: the author of a write, the editor or deleter of a change), for shared memories
    (``docs/teams.md``)."""

    id: str
    timestamp: datetime
    user_id: str
    decision: Operation
    input_memory_id: str
    target_memory_id: str | None = None
    similarity_score: float | None = None
    reason: str
    action: LogAction
    status: LogStatus
    processing_time_ms: float
    team_id: str | None = None
    actor_id: str | None = None

    def as_dict(self) -> dict[str, Any]:
        d = self.model_dump(mode="json", by_alias=True)
        d["action"] = self.action.as_dict()
        return d


class ConflictRecord(_Base):
    """A conflict a user can list: a value that lost (or tied) against another and was kept on record."""

    id: str
    created_at: datetime
    user_id: str
    kind: str  # memory | person | entity
    existing_id: str
    incoming_id: str | None = None
    field: str
    existing_value: str | None = None
    incoming_value: str | None = None
    existing_source_type: SourceType
    incoming_source_type: SourceType
    resolution: Resolution
    reason: str
    status: str = "open"  # open | resolved
    edge_id: str | None = None


class OperationChoice(_Base):
    """Output of the pure decision tree, before the engine executes it."""

    decision: Operation
    category: SimilarityCategory
    target_memory_id: str | None = None
    score: float | None = None
    related_memory_ids: list[str] = Field(default_factory=list)
    reason: str


class WriteAction(str, Enum):
    """What a write did, in the words a caller reads: the operation consolidation chose, or what the write
    gate did before it (``merged`` into a recent memory, ``rejected``, ``quarantined``)."""

    CREATED = "created"
    LINKED = "linked"        # created, with links to related memories
    MERGED = "merged"        # the write gate folded it into a recent memory (a new version of that memory)
    UPDATED = "updated"      # a new version of the memory it updates (or kept on record against it)
    SKIPPED = "skipped"      # a duplicate: nothing new
    DELETED = "deleted"
    QUARANTINED = "quarantined"
    REJECTED = "rejected"
    FAILED = "failed"


class WriteResult(_Base):
    """What one write did, whoever sent it (a person, an agent, a connector, a job): the one result type of
    ``MemoryService.write`` and everything built on it.

    ``decision`` is the consolidation operation (create / update / skip / delete; the decision log's term);
    ``memory_id`` the version the write lives in now; ``target_memory_id`` the memory it updated, skipped as
    a duplicate of, or deleted; ``merged_into`` the recent memory the write gate merged it into."""

    action: WriteAction
    decision: Operation
    status: LogStatus
    reason: str = ""
    memory_id: str | None = None
    target_memory_id: str | None = None
    related_memory_ids: list[str] = Field(default_factory=list)
    merged_into: str | None = None
    lineage_id: str | None = None
    version: int | None = None
    score: float | None = None
    resolution: Resolution | None = None
    conflict_id: str | None = None
    input_memory_id: str | None = None
    log_id: str | None = None
    processing_time_ms: float = 0.0
    error: dict[str, str] | None = None
    tags: list[str] = Field(default_factory=list)
    suggested_tags: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    reembedded: bool = False
    reconstructed: bool = False

    def as_dict(self) -> dict[str, Any]:
        """JSON form; ``id`` repeats ``memory_id`` (the smart-write answer is ``{action, id}``)."""
        out = self.model_dump(mode="json")
        out["id"] = self.memory_id
        return out


def action_for(decision: Operation, related: Sequence[str] = ()) -> WriteAction:
    """The caller's word for a consolidation operation."""
    if decision is Operation.CREATE:
        return WriteAction.LINKED if related else WriteAction.CREATED
    return {Operation.UPDATE: WriteAction.UPDATED, Operation.SKIP: WriteAction.SKIPPED,
            Operation.DELETE: WriteAction.DELETED}[decision]


def revision_stamp(m: Memory) -> int:
    """Changes with every edit, also in place (tags, type, importance, metadata keep the version number):
    the second half of a REST ETag, so an in-place edit from a stale read is refused too."""
    return int(m.updated_at.timestamp() * 1_000_000)


def ensure_utc(dt: datetime) -> datetime:
    """Naive datetimes are taken as UTC; aware ones are converted to UTC."""
    if dt.tzinfo is None:
        return dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)
