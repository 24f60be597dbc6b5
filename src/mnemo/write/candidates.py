"""The candidates a write is decided against: its nearest active memories *in its scope*.

A user's partition holds every scope of theirs (mem0's agents and runs, their teams' copies), and consolidation
decides a write only against its own scope (``domain.access.same_scope``). The store's nearest list is not
scoped, so another agent's or run's memories that say the same thing can fill all of its places and push this
scope's own near-duplicate or earlier value out: the write then became a CREATE beside the memory it updates
("No similar memories found"). When the nearest list holds memories of another scope, it is widened (4x, then
16x the places) until enough of this scope's are found or the store has no more; a write whose nearest are all
its own scope (every write of a single-scope store) costs nothing more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from mnemo.domain.access import same_scope
from mnemo.domain.models import Memory, MemoryDraft, MemoryStatus
from mnemo.ports import StoreTx

WIDEN = (4, 16)  # how many times the usual places a crowded nearest list is widened to, in turn

Hits = list[tuple[str, float]]


def scoped_candidates(tx: StoreTx, d: MemoryDraft, vec: np.ndarray, k: int, floor: float, hint: Any = None,
                      worth_loading: Callable[[MemoryDraft, Hits], Hits] | None = None) -> tuple[Hits, dict[str, Memory]]:
    """The ``k`` nearest active memories in ``d``'s scope (at raw cosine ``floor`` or more) and those memories,
    after ``worth_loading`` (when given) drops the ones that cannot change the decision."""
    worth_loading = worth_loading or (lambda _d, hits: hits)
    hits = tx.nearest(d.user_id, vec, k, floor, hint)
    worth = worth_loading(d, hits)
    loaded = tx.get_memories([i for i, _ in worth])
    mine = {i: m for i, m in loaded.items() if m.status is MemoryStatus.ACTIVE and same_scope(m, d)}
    if len(mine) == len(loaded) or len(hits) < k:
        return [(i, c) for i, c in worth if i in mine], mine
    # another scope is among the nearest: which of the rest are ours is only known once loaded, and the
    # pruning above measured ours against theirs, so the widened list is loaded whole and pruned afterwards
    for times in WIDEN:
        hits = tx.nearest(d.user_id, vec, k * times, floor, None)
        loaded = tx.get_memories([i for i, _ in hits])
        ours = [(i, c) for i, c in hits
                if i in loaded and loaded[i].status is MemoryStatus.ACTIVE and same_scope(loaded[i], d)]
        if len(ours) >= k or len(hits) < k * times:
            break
    worth = worth_loading(d, ours[:k])
    return worth, {i: loaded[i] for i, _ in worth}
