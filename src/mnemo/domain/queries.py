"""What the core asks a store for: filters, candidates and log statistics, as plain values.

Why these live in the domain: every backend must answer the same question the same way (the storage
contract suite checks it), so the question is stated once, here, with ``admits`` as its reference meaning.
A backend applies a ``MemoryFilter`` inside its query (so a narrow filter never comes back empty because
a fixed candidate pool was spent on other memories); the core uses ``admits`` for what it holds in hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from mnemo.domain.models import Memory, MemoryStatus


@dataclass(frozen=True)
class MemoryFilter:
    """The memories a read may see: one user's (and the team partitions in ``shared``, ``team:<team>``,
    whose memories are shared with a team: ``domain/access.py``), narrowed by every field that is set.

    ``teams`` None means any team of the user (and none); otherwise the memory's team must be one of them,
    where None stands for "no team" (a personal memory). ``source`` matches the memory's source or its
    source type and ``category`` the memory's category, both case-insensitively (Unicode case folding);
    ``since`` / ``until`` bound ``updated_at`` (until exclusive).
    """

    user_id: str
    statuses: tuple[MemoryStatus, ...] = (MemoryStatus.ACTIVE,)
    teams: tuple[str | None, ...] | None = None
    source: str | None = None
    category: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    shared: tuple[str, ...] = ()

    @property
    def owners(self) -> tuple[str, ...]:
        """The partitions read: the user's, then each shared one."""
        return (self.user_id, *(s for s in self.shared if s != self.user_id))

    @property
    def narrowed(self) -> bool:
        """True when anything beyond the owners and the statuses is set."""
        return any(v is not None for v in (self.teams, self.source, self.category, self.since, self.until))

    def admits(self, m: Memory) -> bool:
        if m.user_id not in self.owners or m.status not in self.statuses:
            return False
        if self.teams is not None and m.team_id not in self.teams:
            return False
        if self.source is not None and self.source.casefold() not in {(m.source or "").casefold(), m.source_type.value}:
            return False
        if self.category is not None and (m.category or "").casefold() != self.category.casefold():
            return False
        if self.since is not None and m.updated_at < self.since:
            return False
        if self.until is not None and m.updated_at >= self.until:
            return False
        return True


@dataclass(frozen=True)
class Candidate:
    """One search candidate as a store returns it: the memory, its cosine with the query vector (None when
    the store holds no vector of this model for it) and its raw keyword rank (None when it did not match
    the terms; higher is better, comparable only within one search)."""

    memory: Memory
    cosine: float | None
    keyword_rank: float | None


@dataclass(frozen=True)
class LogFilter:
    """Log entries of ``user_id``'s partition and the ``shared`` ones (None: every user's), of the ``teams``
    (None: any; None in it: entries of no team)."""

    user_id: str | None = None
    decision: str | None = None
    since: datetime | None = None
    until: datetime | None = None  # inclusive
    shared: tuple[str, ...] = ()
    teams: tuple[str | None, ...] | None = None

    @property
    def owners(self) -> tuple[str, ...] | None:
        if self.user_id is None:
            return None
        return (self.user_id, *(s for s in self.shared if s != self.user_id))


@dataclass(frozen=True)
class LogStats:
    """Raw aggregates of the decision log; the core shapes them for people (``write.analytics``)."""

    counts: dict[tuple[str, str], int] = field(default_factory=dict)  # (decision, status) -> entries
    mean_score: dict[str, float] = field(default_factory=dict)        # decision -> mean similarity (success)
    with_links: int = 0                                               # creates that linked related memories
    mean_ms: float | None = None
    p95_ms: float | None = None
    first_at: datetime | None = None
    last_at: datetime | None = None


def user_scope(user_id: str) -> str:
    """The write-lock scope of one user's memories: consolidation decides against them, so two writes for
    the same user must not decide at the same time."""
    return f"user:{user_id}"


def scopes_of(user_ids: Sequence[str]) -> list[str]:
    """Distinct scopes in a stable order (backends that lock per scope take them in this order)."""
    return sorted({user_scope(u) for u in user_ids})


def analytics(stats: LogStats) -> dict[str, object]:
    """The decision log's analytics as people and the REST API read them (``mnemo stats``,
    ``GET /api/v1/decisions/analytics``): counts by operation (successes, dry runs and no-ops) and by
    status, creates that linked related memories, mean similarity per operation, timings, the time span."""
    by_decision = {d: 0 for d in ("create", "update", "skip", "delete")}
    by_status: dict[str, int] = {}
    for (decision, status), n in stats.counts.items():
        if status in ("success", "dry_run", "skipped"):
            by_decision[decision] = by_decision.get(decision, 0) + n
        by_status[status] = by_status.get(status, 0) + n
    return {
        "totalEntries": sum(stats.counts.values()),
        "byDecision": by_decision,
        "byStatus": by_status,
        "createdWithLinks": stats.with_links,
        "avgSimilarityByDecision": {d: round(v, 4) for d, v in stats.mean_score.items()},
        "avgProcessingTimeMs": round(stats.mean_ms, 3) if stats.mean_ms is not None else None,
        "p95ProcessingTimeMs": round(stats.p95_ms, 3) if stats.p95_ms is not None else None,
        "firstEntryAt": _iso(stats.first_at),
        "lastEntryAt": _iso(stats.last_at),
    }


def _iso(at: datetime | None) -> str | None:
    """The same text the log's timestamps are stored as (UTC, microseconds, ``Z``)."""
    if at is None:
        return None
    return at.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z" if at.utcoffset() == timedelta(0) \
        else at.isoformat()
