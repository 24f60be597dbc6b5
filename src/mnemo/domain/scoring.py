"""Retrieval scoring (pure): relevance mixed with recency, lifecycle multipliers, graph-hop decay.

The defaults of ``docs/design/system.md#scoring``: semantic similarity 70 % and recency 30 %, recency falling off over a
14-day window to a low floor (old decisions stay findable, ranked lower), superseded memories demoted
x0.3, deleted ones excluded, each graph hop x0.9. Every number comes from ``SearchConfig``.
"""

from __future__ import annotations

import math
from datetime import datetime

from mnemo.domain.models import MemoryStatus


def recency(at: datetime, now: datetime, decay_days: float, floor: float) -> float:
    """1.0 now, halving every ``decay_days``, never below ``floor`` (future dates count as now)."""
    age_days = max(0.0, (now - at).total_seconds() / 86400.0)
    if decay_days <= 0:
        return 1.0
    return floor + (1.0 - floor) * math.pow(0.5, age_days / decay_days)


def hybrid(relevance: float, recent: float, semantic_weight: float, recency_weight: float) -> float:
    total = semantic_weight + recency_weight
    if total <= 0:
        return relevance
    return (semantic_weight * relevance + recency_weight * recent) / total


def lifecycle_factor(status: MemoryStatus, superseded_factor: float) -> float | None:
    """The multiplier for a memory's status, or None when it must not be returned at all."""
    if status is MemoryStatus.ACTIVE:
        return 1.0
    if status is MemoryStatus.SUPERSEDED:
        return superseded_factor
    return None


def hop_decay(score: float, hops: int, decay: float) -> float:
    return score * math.pow(decay, hops)
