"""What the core asks a store for: filters, candidates and log statistics, as plain values.

Why these live in the domain: every backend must answer the same question the same way (the storage
contract suite checks it), so the question is stated once, here, with ``admits`` as its reference meaning.
A backend applies a ``MemoryFilter`` inside its query (so a narrow filter never comes back empty because
a fixed candidate pool was spent on other memories); the core uses ``admits`` for what it holds in hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from mnemo.domain.models import Memory, MemoryStatus


#: A metadata filter's value: a JSON scalar (objects and lists are not compared).
MetaValue = str | int | float | bool | None


def next_offset(offset: int, shown: int, total: int) -> int | None:
    """Where the next page of a list starts, None after the last: every interface pages the same way."""
    return offset + shown if offset + shown < total else None


def checked_metadata_filter(value: object) -> object:
    """A pydantic before-validator for an interface's metadata filter field: what ``metadata_filter`` cannot
    compare is refused in its words ("metadata filter value of 'n' must be a string, number, …"), before the
    field's own type check would name a made-up branch of its union ("metadata.n.str")."""
    if value is not None:
        metadata_filter(value)
    return value


@dataclass(frozen=True)
class MemoryFilter:
    """The memories a read may see: one user's (and the team partitions in ``shared``, ``team:<team>``,
    whose memories are shared with a team: ``domain/access.py``), narrowed by every field that is set.

    ``teams`` None means any team of the user (and none); otherwise the memory's team must be one of them,
    where None stands for "no team" (a personal memory). ``source`` matches the memory's source or its
    source type and ``category`` the memory's category, both case-insensitively (Unicode case folding);
    ``since`` / ``until`` bound ``updated_at`` (until exclusive). ``agent_id`` / ``run_id`` are mem0's scopes
    inside the partition; ``tags`` must all be among the memory's tags (case-insensitively) and every
    ``metadata`` key must hold exactly its value (``metadata_matches``).
    """

    user_id: str
    statuses: tuple[MemoryStatus, ...] = (MemoryStatus.ACTIVE,)
    teams: tuple[str | None, ...] | None = None
    source: str | None = None
    category: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    shared: tuple[str, ...] = ()
    agent_id: str | None = None
    run_id: str | None = None
    tags: tuple[tuple[str, ...], ...] = ()  # per tag asked for, its accepted spellings (``tag_spellings``)
    metadata: tuple[tuple[str, MetaValue], ...] = ()

    @property
    def owners(self) -> tuple[str, ...]:
        """The partitions read: the user's, then each shared one."""
        return (self.user_id, *(s for s in self.shared if s != self.user_id))

    @property
    def narrowed(self) -> bool:
        """True when anything beyond the owners and the statuses is set."""
        return bool(self.tags or self.metadata) or any(
            v is not None for v in (self.teams, self.source, self.category, self.since, self.until, self.agent_id,
                                    self.run_id))

    @property
    def reads_sealed(self) -> bool:
        """Tags and metadata are sealed under a vault: a store with one cannot filter on them."""
        return bool(self.tags or self.metadata)

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
        if self.agent_id is not None and m.agent_id != self.agent_id:
            return False
        if self.run_id is not None and m.run_id != self.run_id:
            return False
        have = {k.casefold() for k in m.keywords}
        if not all(have.intersection(spellings) for spellings in self.tags):
            return False
        return all(key in m.metadata and metadata_matches(m.metadata[key], want) for key, want in self.metadata)


def metadata_matches(have: object, want: MetaValue) -> bool:
    """JSON equality of scalars: a number equals the same number (1 == 1.0), a boolean only a boolean, null
    only null, a string only the same string (case-sensitive, as the value was written)."""
    if isinstance(want, bool) or isinstance(have, bool):
        return isinstance(want, bool) and isinstance(have, bool) and have is want
    if isinstance(want, (int, float)):
        return isinstance(have, (int, float)) and have == want
    return type(have) is type(want) and have == want


def tag_spellings(tag: str) -> tuple[str, ...]:
    """The stored tags a filter for ``tag`` accepts, case-folded: the tag as given, its normalized form, and
    the vocabulary's primary for it, since the write gate stores an agent's "billing" as "payments"."""
    from mnemo.domain.tags import DEFAULT_VOCABULARY, tag_form

    form = tag_form(tag)
    primary, specific = DEFAULT_VOCABULARY.resolve(form) if form else ("", None)
    # a specific tag ("ios", "postgres") is stored beside its primary ("mobile", "database"): it is asked for
    # itself, never widened to every memory of the primary
    # and lower-cased: PostgreSQL compares lower() of the stored tag (it has no casefold), which keeps "ß"
    out = [tag.strip().casefold(), tag.strip().lower(), form, primary if specific is None else ""]
    return tuple(t for t in dict.fromkeys(out) if t)


def json_kind(value: MetaValue) -> str:
    """The JSON kind a metadata filter's value compares as: null, true, false, number or text."""
    if value is None or isinstance(value, bool):
        return "null" if value is None else ("true" if value else "false")
    return "number" if isinstance(value, (int, float)) else "text"


def metadata_filter(metadata: object) -> tuple[tuple[str, MetaValue], ...]:
    """A metadata filter as given ({"key": scalar}) as the filter's sorted pairs; ``ValueError`` names what
    cannot be compared."""
    if metadata is None:
        return ()
    if not isinstance(metadata, dict):
        raise ValueError("metadata filter must be an object of key: value")
    pairs = []
    for key, value in metadata.items():
        if not isinstance(key, str) or not key or len(key) > 200:
            raise ValueError(f"metadata filter key {key!r} must be a non-empty string of at most 200 characters")
        if value is not None and not isinstance(value, (str, int, float, bool)):
            raise ValueError(f"metadata filter value of {key!r} must be a string, number, true, false or null")
        if isinstance(value, float) and not math.isfinite(value) or \
                isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 2 ** 63:
            raise ValueError(f"metadata filter value of {key!r} must be a finite number below 2**63")
        pairs.append((key, value))
    return tuple(sorted(pairs, key=lambda kv: kv[0]))


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
