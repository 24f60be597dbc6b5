"""What a deleted decision had replaced stands again.

Why: deleting (or forgetting) the decision that superseded another left the older one superseded "by" a
memory no read path shows: the register said "replaced by mem_…", the digest "replaced by ?", and nothing on
the matter stood. A deleted memory is gone from every read, so the decision it replaced is what stands, as if
the deleted one had never been written. Only decision supersessions are undone (they mark the older
decision with ``valid_until``); a duplicate merged into a deleted memory stays merged, since it repeats what
was deleted.
When the deleted decision was itself replaced (A by B by C, B deleted), what it replaced passes to its
successor instead. The writes are the recorder's (``Recorder.stand_again``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mnemo.domain.models import Memory, MemoryStatus
from mnemo.ports import StoreTx


def replaced_by(tx: StoreTx, versions: Sequence[Memory]) -> list[Memory]:
    """The decisions a memory (its versions) superseded and that are still superseded by it: every one it
    replaced, and every older message's decision stored as history beside it. Not its own archived
    versions, and not a duplicate merged into it (supersession marks a decision with ``valid_until``; a
    merge does not)."""
    if not versions:
        return []
    ids = sorted({v.id for v in versions} | {v.lineage_id for v in versions})
    lineage = {v.lineage_id for v in versions}
    return [m for m in tx.superseded_by(versions[0].user_id, ids)
            if m.lineage_id not in lineage and "valid_until" in m.metadata]


def successor_of(versions: Sequence[Memory]) -> str | None:
    """What replaced the memory itself, when it was replaced in turn: what it replaced passes to that one
    (A replaced by B replaced by C: deleting B leaves A replaced by C, not standing beside C)."""
    current = _current(versions)
    if current is None or current.status is not MemoryStatus.SUPERSEDED or not current.superseded_by:
        return None
    return current.superseded_by


def _current(versions: Sequence[Memory]) -> Memory | None:
    return max(versions, key=lambda v: v.version, default=None)


def replaced_at(versions: Sequence[Memory]) -> str | None:
    """When the memory itself was replaced (its ``valid_until``): what it replaced is replaced from then on
    by its successor (deleting B of A -> B -> C leaves A replaced by C on C's date, not on B's, which left a
    span where nothing stood and kept a trace of B)."""
    current = _current(versions)
    until = current.metadata.get("valid_until") if current is not None else None
    return until if isinstance(until, str) else None


def replaced_chain(tx: StoreTx, versions: Sequence[Memory],
                   keep: Callable[[Memory], bool]) -> tuple[list[Memory], list[Memory]]:
    """Every decision the memory replaced, and those they replaced in turn, every version of each, as far as
    ``keep`` admits them: what a request in conversation to forget a matter ("모바일 앱 배포 관련 정보 삭제해줘")
    takes with it. Deleting only the newest made the decision it had replaced stand again, which the person
    had asked to forget too. ``keep`` stops the chain at a decision the request does not name (a false
    supersession would otherwise take another matter with it), and what it stops at stands again: (taken,
    standing again)."""
    seen = {v.lineage_id for v in versions}
    chain: list[Memory] = []
    left: list[Memory] = []
    frontier = list(versions)
    while frontier:
        older = replaced_by(tx, frontier)
        frontier = []
        for m in older:
            if m.lineage_id in seen:
                continue
            seen.add(m.lineage_id)
            if not keep(m):
                left.append(m)
                continue
            lineage = [v for v in tx.lineage(m.lineage_id) if v.status is not MemoryStatus.DELETED]
            chain.extend(lineage)
            frontier.extend(lineage)
    return chain, left
