"""What a deleted decision had replaced stands again.

Why: deleting (or forgetting) the decision that superseded another left the older one superseded "by" a
memory no read path shows: the register said "replaced by mem_…", the digest "replaced by ?", and nothing on
the matter stood. A deleted memory is gone from every read, so the decision it replaced is what stands, as if
the deleted one had never been written. Only decision supersessions are undone (they are the ones that list
``supersedes``); a duplicate merged into a deleted memory stays merged, since it repeats what was deleted.
The write itself is the recorder's (``Recorder.stand_again``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mnemo.domain.models import Memory, MemoryStatus
from mnemo.ports import StoreTx


def replaced_by(tx: StoreTx, versions: Sequence[Memory]) -> list[Memory]:
    """The decisions the given versions of one memory superseded and that are still superseded by it."""
    ids = {v.id for v in versions} | {v.lineage_id for v in versions}
    named = {i for v in versions for i in (v.metadata.get("supersedes") or []) if isinstance(i, str)}
    found = tx.get_memories(sorted(named - ids)) if named else {}
    return [m for m in found.values() if m.status is MemoryStatus.SUPERSEDED and m.superseded_by in ids]

