"""What a delete or a forget does to compaction (``docs/lifecycle.md``): no summary outlives its source.

A compacted memory repeats a line of each decision it summarizes. When one of those decisions is deleted,
the compacted memory would still show its words, so in the same transaction the compacted memory is
retired with it (purged as well when the decision is forgotten), and its other originals are released
(``compacted_into`` removed) so they read as themselves again and the next compaction run summarizes
them anew without the deleted one. Deleting a compacted memory itself releases its originals the same way.
"""

from __future__ import annotations

from datetime import datetime

from mnemo.domain.ids import new_id
from mnemo.domain.lifecycle import COMPACTED
from mnemo.domain.models import LogAction, LogEntry, LogStatus, Memory, MemoryStatus, Operation
from mnemo.ports import StoreTx
from mnemo.write.recorder import Recorder, is_forgotten


def release(tx: StoreTx, memory: Memory, *, at: datetime, purge: bool, actor: str | None = None) -> str | None:
    """After ``memory`` was deleted (``purge``: forgotten) in ``tx``: retire or purge the compacted memory
    that summarizes it and release that memory's other originals. Returns the compacted memory's id, or
    None when ``memory`` was neither compacted nor a compacted memory."""
    if memory.metadata.get("type") == COMPACTED:
        compacted: Memory | None = memory
        already_gone = True
    else:
        cid = memory.metadata.get("compacted_into")
        versions = tx.lineage(cid) if isinstance(cid, str) else []
        # the current version, or (deleted with an earlier delete of this memory) the newest: a forget after
        # a delete must still purge the retired summary's text
        compacted = next((v for v in reversed(versions) if v.status is MemoryStatus.ACTIVE), None) or \
            (versions[-1] if versions else None)
        already_gone = False
        if compacted is not None and compacted.status is MemoryStatus.DELETED and \
                (not purge or all(is_forgotten(v) for v in versions)):
            return None  # retired already, and nothing to purge
    if compacted is None:
        return None
    rec = Recorder(tx)
    originals = [str(i) for i in compacted.metadata.get("originals") or []]
    others = tx.get_memories([i for i in originals if i != memory.id])
    freed = [o.model_copy(update={"metadata": {k: v for k, v in o.metadata.items() if k != "compacted_into"}})
             for o in others.values() if o.metadata.get("compacted_into") == compacted.id]
    entry = LogEntry(id=new_id("log"), timestamp=at, user_id=compacted.user_id, decision=Operation.DELETE,
                     input_memory_id=memory.id, target_memory_id=compacted.id,
                     reason=f"Compacted memory {compacted.id} retired: {memory.id}, one of what it summarizes, "
                            "was deleted; its other originals stand on their own until compaction runs again",
                     action=LogAction(type="compaction_release", target_id=compacted.id, soft_delete=not purge,
                                      related_memory_ids=[o.id for o in freed], trigger="delete"),
                     status=LogStatus.SUCCESS, processing_time_ms=0.0, team_id=compacted.team_id, actor_id=actor)
    lineage = tx.lineage(compacted.lineage_id) or [compacted]
    rec.release_compaction(lineage, freed, at=at, purge=purge and not already_gone, retire=not already_gone,
                           entry=entry)
    return compacted.id

