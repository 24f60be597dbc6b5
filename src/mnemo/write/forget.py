"""Forgetting: a user who asks to forget something must not find it again by any route.

A soft delete (``Consolidator.delete``) takes every version of a memory out of what is read; ``forget``
goes further and purges the text itself: every version of the memory keeps only an audit stub (id, owner,
source, times, status deleted, the reason), and its text leaves the keyword index, the vectors, the
edges' evidence, the conflicts and the decision log. The log entry of the purge says who asked, when and
why. Other memories (a later decision that replaced this one, a value kept on record against it) came
from other messages and are forgotten on their own.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from mnemo.domain.ids import new_id
from mnemo.domain.models import (
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryStatus,
    Operation,
    WriteAction,
    WriteResult,
)
from mnemo.domain.queries import user_scope
from mnemo.ports import Clock, MemoryStore
from mnemo.write.compaction_links import release
from mnemo.write.recorder import Recorder, is_forgotten
from mnemo.write.reinstate import replaced_at, replaced_by, successor_of

__all__ = ["forget", "is_forgotten"]


def forget(store: MemoryStore, clock: Clock, memory: Memory, *, reason: str | None, by: str,
           actor: str | None = None, check: Callable[[Memory], None] | None = None) -> WriteResult:
    """Purge ``memory``'s whole lineage in one transaction. Forgetting it again (an agent's retry) changes
    nothing and answers status ``skipped``, as a second delete does.
    ``check`` sees the lineage's current version under the write lock and may refuse it (an If-Match)."""
    t0 = time.perf_counter()
    why = reason or "forget requested"
    with store.transaction([user_scope(memory.user_id)]) as tx:
        versions = tx.lineage(memory.lineage_id) or [memory]
        if check is not None:
            check(tx.active_version(memory.lineage_id) or max(versions, key=lambda v: v.version))
        if all(is_forgotten(v) for v in versions):  # a retry: nothing left to purge, nothing more logged
            return WriteResult(action=WriteAction.DELETED, decision=Operation.DELETE, status=LogStatus.SKIPPED,
                               reason=f"Memory {memory.id} is already forgotten: nothing is left to purge "
                                      "(`mnemo log` shows when and why it was forgotten)",
                               memory_id=memory.id, target_memory_id=memory.id, lineage_id=memory.lineage_id,
                               processing_time_ms=round((time.perf_counter() - t0) * 1000, 3))
        ids = [v.id for v in versions]
        now = clock.now()
        entry = LogEntry(id=new_id("log"), timestamp=now, user_id=memory.user_id, decision=Operation.DELETE,
                         input_memory_id=memory.id, target_memory_id=memory.id,
                         reason=f"Forgotten at the request of {by}: {why}",
                         action=LogAction(type="forget", target_id=memory.id, soft_delete=False,
                                          related_memory_ids=ids, trigger="user_request"),
                         status=LogStatus.SUCCESS, processing_time_ms=0.0, team_id=memory.team_id,
                         actor_id=actor or by)
        alive = [v for v in versions if v.status is not MemoryStatus.DELETED]
        standing_again, successor = replaced_by(tx, alive), successor_of(alive)
        Recorder(tx).forget(ids, at=now, reason=why, entry=entry.model_copy(
            update={"processing_time_ms": round((time.perf_counter() - t0) * 1000, 3)}))
        Recorder(tx).stand_again(standing_again, successor, replaced_at(alive))
        release(tx, memory, at=now, purge=True, actor=actor or by)
    return WriteResult(action=WriteAction.DELETED, decision=Operation.DELETE, status=LogStatus.SUCCESS,
                       reason=f"Forgot {len(ids)} stored version(s) of {memory.id}", memory_id=memory.id,
                       target_memory_id=memory.id, related_memory_ids=ids, lineage_id=memory.lineage_id,
                       log_id=entry.id, processing_time_ms=round((time.perf_counter() - t0) * 1000, 3))
