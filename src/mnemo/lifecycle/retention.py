"""Retention: deleted memories' text purged after a while, old log entries dropped when asked.

A soft delete takes a memory out of every read at once but keeps its rows, so an accidental delete can be
looked into and the audit trail says what was removed. After ``deleted_retention_days`` this job purges
what is left, as ``mnemo forget`` does: each deleted version keeps only its audit stub (id, owner, source,
times, the reason) and its text leaves the rows, the keyword index, the vectors, edges and conflicts. A
write held in quarantine is not a deletion (it waits for review) and is left alone. With
``log_retention_days`` above 0, decision-log entries older than that go too (the run's record keeps the
count). Idempotent: a purged stub has no text left to purge.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from typing import Any

from mnemo.domain.models import LogAction, Memory, MemoryStatus, Operation
from mnemo.domain.queries import LogFilter, user_scope
from mnemo.lifecycle.job_context import JobContext, partitions
from mnemo.write.recorder import Recorder
from mnemo.write.validate import RESERVED_METADATA

JOB = "retention"


def _purgeable(m: Memory) -> bool:
    gate = m.metadata.get(RESERVED_METADATA)
    quarantined = isinstance(gate, dict) and "quarantine" in gate
    return m.status is MemoryStatus.DELETED and bool(m.content or m.content_hash) and not quarantined


def retention(ctx: JobContext) -> dict[str, Any]:
    cfg = ctx.settings.lifecycle
    cutoff = ctx.now - timedelta(days=cfg.deleted_retention_days)
    lineages: dict[str, list[Memory]] = defaultdict(list)
    for _user, versions in partitions(ctx.store):
        for m in versions:
            if _purgeable(m) and m.deleted_at is not None and m.deleted_at <= cutoff:
                lineages[m.lineage_id].append(m)
    out: dict[str, Any] = {"purged_memories": 0, "purged_versions": 0, "log_entries_dropped": 0,
                           "deleted_before": cutoff.isoformat()}
    log_before = ctx.now - timedelta(days=cfg.log_retention_days) if cfg.log_retention_days > 0 else None
    if ctx.dry_run:
        out["purged_memories"] = len(lineages)
        out["purged_versions"] = sum(len(v) for v in lineages.values())
        if log_before is not None:  # what the real run would drop (``until`` is inclusive, the prune is not)
            stats = ctx.store.log_stats(LogFilter(until=log_before - timedelta(microseconds=1)))
            out["log_entries_dropped"] = sum(stats.counts.values())
        return out
    done = 0
    for lineage_id, versions in sorted(lineages.items()):
        ctx.keep_alive()
        first = versions[0]
        with ctx.store.transaction([user_scope(first.user_id)]) as tx:
            now = [v for v in tx.lineage(lineage_id) if _purgeable(v) and v.deleted_at is not None
                   and v.deleted_at <= cutoff]
            if not now:
                continue
            ids = [v.id for v in now]
            entry = ctx.entry(JOB, first, decision=Operation.DELETE, target_id=first.id,
                              reason=f"Retention: deleted more than {cfg.deleted_retention_days:g} days ago, text purged",
                              action=LogAction(type="forget", target_id=first.id, soft_delete=False,
                                               related_memory_ids=ids))
            # the stub keeps why the memory was deleted (the audit's question), and says retention purged it
            why = next((v.delete_reason for v in now if v.delete_reason), None)
            Recorder(tx).forget(ids, at=ctx.stamp(), reason=f"{why} (text purged by retention)" if why else "retention",
                                entry=entry)
            out["purged_memories"] += 1
            out["purged_versions"] += len(ids)
        done += 1
        ctx.tick(JOB, done, len(lineages))
    if log_before is not None:
        with ctx.store.transaction() as tx:
            out["log_entries_dropped"] = Recorder(tx).prune_log(log_before)
    return out
