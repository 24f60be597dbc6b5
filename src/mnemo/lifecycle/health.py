"""Memory health (``mnemo health``, ``GET /api/v1/health/memory``): what the upkeep jobs would fix, counted.

Read-only, over the memories a reader may see (every partition for the local operator). The figures:
versions by status and current memories by age; the register's decisions by status; near-duplicate
candidates (pairs of current memories whose raw cosine reaches the write gate's merge threshold for the
model: what the duplicate sweep then judges with the full rules); thin memories (under the gate's density
minimum); restatement candidates (the decisions said again in other words or the other language that the
last duplicate sweep listed, those still current and readable: the search takes seconds at 20k decisions,
so health reads its result instead of running it); tags (distinct tags per memory, the entropy of their
use, the variants the synonym map would change); stale standing decisions (nothing newer in their thread or on their subject for ``stale_days``);
embedding models in use and how many versions need re-embedding; compaction; and the job history.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

import numpy as np

from mnemo.config import Settings
from mnemo.domain.lifecycle import JobRun
from mnemo.domain.models import Memory, MemoryStatus
from mnemo.domain.decision_status import decision_status
from mnemo.domain.write_rules import density_problem
from mnemo.lifecycle.job_context import happened_at, is_compacted, is_current
from mnemo.lifecycle.reembed import stale
from mnemo.lifecycle.tag_sweep import tag_normalizer, tag_stats
from mnemo.ports import MemoryStore

_AGES = ((14, "0-14d"), (60, "14-60d"), (90, "60-90d"), (365, "90-365d"))
_BLOCK = 1024
_LIST = 10


def _age_bucket(days: float) -> str:
    return next((label for limit, label in _AGES if days < limit), "365d+")


def health(store: MemoryStore, settings: Settings, versions: Sequence[Memory], *, now: datetime,
           open_conflicts: int, jobs: Sequence[JobRun] = (), due: Sequence[str] = (),
           sweep: JobRun | None = None, store_wide: bool = True) -> dict[str, Any]:
    current = [m for m in versions if is_current(m)]
    plain = [m for m in current if not is_compacted(m)]
    model = store.model_id or "(none)"
    by_status = Counter(m.status.value for m in versions)
    ages = Counter(_age_bucket((now - m.created_at).total_seconds() / 86400) for m in plain)
    register = Counter(s for s in (decision_status(m) for m in versions) if s is not None)
    gate = settings.gate
    thin = [m for m in plain if density_problem(m.content, gate.min_chars, gate.hangul_weight) is not None]
    return {
        "now": now.isoformat(),
        "memories": {"versions": len(versions), "current": len(plain),
                     "by_status": {s.value: by_status.get(s.value, 0) for s in MemoryStatus},
                     "current_by_age": {label: ages.get(label, 0) for _, label in _AGES + ((0, "365d+"),)}},
        "decisions": {s: register.get(s, 0) for s in ("standing", "pending", "superseded", "reversed")},
        "duplicate_candidates": _duplicate_candidates(store, settings, plain, model),
        "restatement_candidates": _restatements(sweep, {m.id for m in plain}, store_wide),
        "thin": {"count": len(thin), "min_chars": gate.min_chars, "examples": [m.id for m in thin[:_LIST]]},
        "tags": _tags(settings, plain),
        "open_conflicts": open_conflicts,
        "stale_standing": _stale(versions, now, settings.lifecycle.stale_days),
        "embedding": {"configured": model, "in_use": dict(Counter(m.embedding_model or "(none)" for m in current)),
                      "needs_reembedding": sum(1 for m in versions if stale(m, model))},
        "compaction": {"compacted_memories": sum(1 for m in current if is_compacted(m)),
                       "originals_compacted": sum(1 for m in current if m.metadata.get("compacted_into"))},
        "jobs": {"due": list(due), "history": [
            {"job": r.job, "status": r.status, "dry_run": r.dry_run, "started_at": r.started_at.isoformat(),
             "finished_at": r.finished_at.isoformat() if r.finished_at else None, "error": r.error}
            for r in jobs]},
    }


def _duplicate_candidates(store: MemoryStore, settings: Settings, plain: list[Memory], model: str) -> dict[str, Any]:
    threshold = settings.gate_thresholds(model)[0]
    by_user: dict[str, list[Memory]] = defaultdict(list)
    for m in plain:
        by_user[m.user_id].append(m)
    pairs = 0
    examples: list[list[str]] = []
    for memories in by_user.values():
        vectors = store.vectors_for([m.id for m in memories])
        rows = [m for m in memories if m.id in vectors]
        if len(rows) < 2:
            continue
        mat = np.stack([vectors[m.id] for m in rows]).astype(np.float32)
        for start in range(0, len(rows), _BLOCK):
            sims = mat[start:start + _BLOCK] @ mat.T
            for r in range(sims.shape[0]):
                i = start + r
                hits = np.flatnonzero(sims[r, i + 1:] >= threshold)
                pairs += len(hits)
                for j in hits[: max(0, _LIST - len(examples))]:
                    examples.append([rows[i].id, rows[i + 1 + int(j)].id])
    return {"pairs": pairs, "raw_cosine": threshold, "examples": examples}


def _restatements(sweep: JobRun | None, current: set[str], store_wide: bool) -> dict[str, Any]:
    """The restatement pairs the last (not dry) duplicate sweep listed ([kept, restatement, score]; it lists
    the first 50 of the store) whose two memories are still current and readable here. None before a sweep
    has searched for them (none ran, or its model has no restatement thresholds, or it predates the search).
    When and how the sweep ran is store-wide, so only the local operator is told."""
    if sweep is None or not sweep.summary.get("restatements_searched"):
        return {"pairs": None, "examples": [],
                "fix": "Run `mnemo maintain --only duplicates` to look for them (the configured embedding model "
                       "needs restatement thresholds: docs/lifecycle.md)"}
    listed = sweep.summary.get("restatement_pairs")
    listed = listed if isinstance(listed, list) else []
    still = [p for p in listed if isinstance(p, list) and len(p) == 3 and isinstance(p[0], str)
             and isinstance(p[1], str) and p[0] in current and p[1] in current]
    out: dict[str, Any] = {"pairs": len(still), "examples": still[:_LIST]}
    if store_wide:
        out.update(swept_at=sweep.started_at.isoformat(), merged=bool(sweep.summary.get("restatements_merged")))
    return out


def _tags(settings: Settings, plain: list[Memory]) -> dict[str, Any]:
    counts = Counter(t for m in plain for t in m.keywords)
    total = sum(counts.values())
    entropy = -sum((n / total) * math.log2(n / total) for n in counts.values()) if total else 0.0
    normalized = tag_normalizer(settings)
    variants: Counter[str] = Counter()
    changed = 0
    for m in plain:
        result = normalized(m.keywords)
        if result.tags != m.keywords:
            changed += 1
        variants.update(f"{v} -> {p}" for v, p in result.mapped.items())
    return {**tag_stats(plain), "entropy_bits": round(entropy, 3), "would_change": changed,
            "top_synonyms": [f"{s} ({n})" for s, n in variants.most_common(_LIST)],
            "top_tags": [f"{t} ({n})" for t, n in counts.most_common(_LIST)]}


def _stale(versions: Sequence[Memory], now: datetime, days: float) -> dict[str, Any]:
    """Standing decisions older than ``days`` with nothing newer in their thread or on their subject."""
    latest_thread: dict[str, datetime] = {}
    latest_subject: dict[str, datetime] = {}
    for m in versions:
        if m.status is MemoryStatus.DELETED:
            continue
        at = happened_at(m)
        if m.thread_id:
            latest_thread[m.thread_id] = max(latest_thread.get(m.thread_id, at), at)
        subject = m.metadata.get("subject")
        if isinstance(subject, str) and subject:
            latest_subject[subject] = max(latest_subject.get(subject, at), at)
    cutoff = now - timedelta(days=days)
    stale_ids = []
    for m in versions:
        if decision_status(m) != "standing" or not is_current(m):
            continue
        at = happened_at(m)
        subject = m.metadata.get("subject")
        last = max(at, latest_thread.get(m.thread_id or "", at),
                   latest_subject.get(subject, at) if isinstance(subject, str) else at)
        if last < cutoff:
            stale_ids.append(m.id)
    return {"count": len(stale_ids), "days": days, "examples": stale_ids[:_LIST]}
