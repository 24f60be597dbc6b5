"""Compaction: old decisions on one topic summarized into one compacted memory (``docs/lifecycle.md``).

The rules (the design's Step 7, with the numbers in ``LifecycleSettings.compaction``):

1. In each partition that holds at least ``min_decisions`` decisions, take the decisions that stand, are
   not compacted yet, and happened more than ``min_age_days`` before the run.
2. Cluster them by embedding: each joins the cluster whose centroid is most alike if that cosine reaches
   the threshold (0.65 on the design's scale, mapped to the model's raw scale), else starts one. Existing
   compacted memories seed the clustering with the centroid of their originals, so a decision that ages
   into an old topic joins its compacted memory (a new version of it) instead of starting a twin. The
   leftovers (members of clusters too small to compact) are then clustered again with the clusters to be
   compacted as seeds, at their final centroids, until nothing moves (``settle``): what a rerun would do.
3. A new cluster of ``min_cluster`` or more becomes a compacted memory: extractive text (or an LLM summary
   checked against the originals), the COMPACTS edge to each original, and each original marked with
   ``compacted_into``. Originals are never deleted, keep their text, sources and versions, and stay in
   the register; search shows the compacted memory in their place and can expand it
   (``retrieval/search.py``).
4. A compacted memory whose originals changed since it was written (one superseded, reversed, edited or
   deleted) is written again from what they are now.

Why greedy centroids and not single-link components: on recurring topics single-link chains one month's
"on-call is Jin" to the next month's budget through a line of neighbours; a centroid keeps a cluster
about one thing. Each cluster is capped at ``max_cluster`` so one compacted memory stays readable.

Idempotent: a rerun with nothing new finds no uncompacted old decision that joins a compacted memory or
makes a cluster big enough, and no changed original, and writes nothing. Each cluster is one
transaction, so a killed run keeps what it finished and the next run does the rest.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import numpy as np

from mnemo.domain.compaction import extractive_summary, gist, ordered, unsupported_values
from mnemo.domain.hashing import content_hash
from mnemo.domain.ids import new_id
from mnemo.domain.lifecycle import COMPACTED
from mnemo.domain.memory_text import embedding_text
from mnemo.domain.models import Edge, EdgeType, LogAction, Memory, Operation, SourceType
from mnemo.domain.queries import user_scope
from mnemo.domain.decision_status import decision_status
from mnemo.errors import MnemoError
from mnemo.lifecycle.tag_sweep import tag_normalizer
from mnemo.lifecycle.job_context import JobContext, happened_at, is_compacted, is_current, partitions
from mnemo.prompts import compact_cluster
from mnemo.write.recorder import Recorder

log = logging.getLogger(__name__)
JOB = "compaction"
_MAX_LIST = 10  # people / entities / projects carried onto a compacted memory


@dataclass
class _Cluster:
    members: list[str]
    total: np.ndarray
    existing: Memory | None = None
    new: list[str] = field(default_factory=list)

    def centroid(self) -> np.ndarray:
        n = float(np.linalg.norm(self.total))
        return self.total / n if n else self.total


def greedy_clusters(ids: Sequence[str], vectors: np.ndarray, threshold: float, max_size: int,
                    seeds: Sequence[_Cluster] = ()) -> list[_Cluster]:
    """Assign each vector (unit length, in the given order) to the most alike open cluster whose centroid
    is at least ``threshold`` alike, else to a new cluster. ``seeds`` are clusters that exist already."""
    clusters = list(seeds)
    dim = vectors.shape[1] if len(vectors) else (clusters[0].total.shape[0] if clusters else 0)
    cap = max(64, len(clusters) + len(ids))
    cents = np.zeros((cap, dim), dtype=np.float32)
    open_ = np.zeros(cap, dtype=bool)
    for j, c in enumerate(clusters):
        cents[j] = c.centroid()
        open_[j] = len(c.members) < max_size
    for i, mid in enumerate(ids):
        v = vectors[i]
        n = len(clusters)
        best = -1
        if n:
            sims = cents[:n] @ v
            sims[~open_[:n]] = -2.0
            j = int(np.argmax(sims))
            if sims[j] >= threshold:
                best = j
        if best < 0:
            clusters.append(_Cluster(members=[mid], total=v.astype(np.float32).copy(), new=[mid]))
            best = len(clusters) - 1
        else:
            c = clusters[best]
            c.members.append(mid)
            c.new.append(mid)
            c.total = c.total + v
        c = clusters[best]
        cents[best] = c.centroid()
        open_[best] = len(c.members) < max_size
    return clusters


def _total(members: Sequence[str], vectors: Mapping[str, np.ndarray]) -> np.ndarray:
    """The sum of the members' vectors, in their order: how a cluster is seeded, in a run and in a rerun."""
    return np.sum([vectors[i] for i in members if i in vectors], axis=0)


def settle(clusters: list[_Cluster], ids: Sequence[str], vectors: Mapping[str, np.ndarray], threshold: float,
           min_size: int, max_size: int) -> list[_Cluster]:
    """Cluster the members of clusters too small to compact again, in time order (``ids``' order), with the
    clusters that will be compacted as seeds, each seeded as a rerun seeds its compacted memory (the
    centroid of all its members), until a pass moves nothing.

    Why: the greedy pass met a member before the centroids settled, and a rerun sees the final ones. One
    pass with centroids read once is not enough either: the members it adds move the centroids again, and
    a leftover below the threshold before is above it after. The last pass here is exactly the clustering
    a rerun does (same seeds, same leftovers, same order), and it moved nothing, so a rerun changes nothing.
    Each pass that moves something takes at least one leftover, so this ends."""
    def big(c: _Cluster) -> bool:
        return c.existing is not None or len(c.members) >= min_size

    while True:
        seeds = [_Cluster(members=list(c.members), total=_total(c.members, vectors), existing=c.existing,
                          new=list(c.new)) for c in clusters if big(c)]
        small = {mid for c in clusters if not big(c) for mid in c.members}
        left = [mid for mid in ids if mid in small]
        if not seeds or not left:
            return clusters
        sizes = [len(c.members) for c in seeds]
        mat = np.stack([vectors[i] for i in left]).astype(np.float32)
        again = greedy_clusters(left, mat, threshold, max_size, seeds)
        if all(len(c.members) == n for c, n in zip(again, sizes)) and not any(big(c) for c in again[len(seeds):]):
            return again
        clusters = again


def compact(ctx: JobContext) -> dict[str, Any]:
    cfg = ctx.settings.lifecycle.compaction
    store = ctx.store
    model = store.model_id or ctx.embedder.model_id
    threshold = ctx.settings.compaction_threshold(model)
    cutoff = ctx.now - timedelta(days=cfg.min_age_days)
    out: dict[str, Any] = {"clusters": 0, "compacted": 0, "updated": 0, "originals": 0, "partitions": 0,
                           "too_small": 0, "candidates": 0, "llm_summaries": 0, "llm_rejected": 0,
                           "threshold": threshold}
    done = 0
    for _user_id, every_version in partitions(store):
        by_id = {m.id: m for m in every_version}
        if sum(1 for m in every_version if decision_status(m) is not None) < cfg.min_decisions:
            out["too_small"] += 1  # the size rule is the partition's, whatever its scopes
            continue
        out["partitions"] += 1
        for versions in _by_scope(every_version, by_id):  # one team, agent and run: never clustered across them
            decisions = [m for m in versions if decision_status(m) is not None]
            existing = [m for m in versions if is_current(m) and is_compacted(m)]
            fresh = sorted((m for m in decisions if decision_status(m) == "standing" and is_current(m)
                            and not m.metadata.get("compacted_into") and happened_at(m) < cutoff),
                           key=lambda m: (happened_at(m), m.id))
            out["candidates"] += len(fresh)
            originals_of = {c.id: [i for i in c.metadata.get("originals") or [] if i in by_id] for c in existing}
            wanted = [m.id for m in fresh] + [i for ids in originals_of.values() for i in ids]
            vectors = store.vectors_for(wanted) if wanted else {}
            seeds = [_Cluster(members=list(originals_of[c.id]), total=_total(originals_of[c.id], vectors), existing=c)
                     for c in existing if any(i in vectors for i in originals_of[c.id])]
            ids = [m.id for m in fresh if m.id in vectors]
            mat = np.stack([vectors[i] for i in ids]).astype(np.float32) if ids else np.zeros((0, 1), np.float32)
            clusters = greedy_clusters(ids, mat, threshold, cfg.max_cluster, seeds)
            clusters = settle(clusters, ids, vectors, threshold, cfg.min_cluster, cfg.max_cluster)
            seeded = {c.existing.id for c in clusters if c.existing is not None}
            for cluster in clusters:
                if cluster.existing is None and len(cluster.members) < cfg.min_cluster:
                    continue
                if cluster.existing is not None and not cluster.new and not _changed(cluster.existing, by_id):
                    continue
                ctx.keep_alive()
                wrote = _write_cluster(ctx, cluster, by_id, model, out)
                if wrote:
                    out["clusters"] += 1
                    out["originals"] += len(cluster.new)
                done += len(cluster.members)
                ctx.tick(JOB, done, None)
            for c in existing:  # compacted memories no clustering touched: their originals may still have changed
                if c.id not in seeded and _changed(c, by_id):
                    _write_cluster(ctx, _Cluster(members=originals_of[c.id], total=np.zeros(1), existing=c), by_id,
                                   model, out)
    return out


def _scope(m: Memory) -> tuple[str | None, str | None, str | None]:
    return m.team_id, m.agent_id, m.run_id


def _by_scope(versions: Sequence[Memory], by_id: dict[str, Memory]) -> list[list[Memory]]:
    """A partition's memories by scope (team, agent and run, as mem0 scopes them; ``domain.access.same_scope``):
    decisions of two agents are not one matter's history to summarize, however alike their words. A compacted
    memory goes with its originals' scope when they share one (one written before scopes were kept has none of
    its own), else it stays where it is."""
    groups: dict[tuple[str | None, str | None, str | None], list[Memory]] = {}
    for m in versions:
        scope = _scope(m)
        if is_compacted(m):
            theirs = {_scope(by_id[i]) for i in m.metadata.get("originals") or [] if i in by_id}
            scope = theirs.pop() if len(theirs) == 1 else scope
        groups.setdefault(scope, []).append(m)
    return list(groups.values())


def _statuses(ids: Sequence[str], by_id: dict[str, Memory]) -> dict[str, str]:
    """Each original's register status now, with its version (an edit changes what the line says)."""
    out = {}
    for i in ids:
        m = by_id.get(i)
        status = decision_status(m) if m is not None else None
        out[i] = f"{status or 'gone'}:{m.version if m is not None else 0}"
    return out


def _changed(compacted: Memory, by_id: dict[str, Memory]) -> bool:
    members = compacted.metadata.get("members") or {}
    return isinstance(members, dict) and _statuses(list(members), by_id) != members


def _write_cluster(ctx: JobContext, cluster: _Cluster, by_id: dict[str, Memory], model: str,
                   out: dict[str, Any]) -> bool:
    """Write one cluster's compacted memory (new, or the next version of the existing one)."""
    signature = _statuses(cluster.members, by_id)
    live = [by_id[i] for i in cluster.members if not signature[i].startswith("gone")]
    if len(live) < 2:
        return False  # nothing left to summarize (the originals were deleted); retention leaves it be
    statuses = {i: s.split(":")[0] for i, s in signature.items()}
    when = {m.id: happened_at(m) for m in live}
    title, content, by = _summary(ctx, live, statuses, when, out)
    prev = cluster.existing
    first = live[0]
    scopes = {_scope(m) for m in live}  # one unless an older compacted memory spans scopes: then it keeps none
    shared = scopes.pop() if len(scopes) == 1 else (first.team_id, None, None)
    cid = prev.id if prev is not None else new_id("mem")
    version = prev.version + 1 if prev is not None else 1
    newest = max(live, key=lambda m: m.updated_at)
    # the originals' most used tags, in the synonym map's order (so the tag sweep finds nothing to change)
    tags = tag_normalizer(ctx.settings)([t for t, _ in Counter(t for m in live for t in m.keywords).most_common(8)],
                                        8).tags
    memory = Memory(
        id=cid, lineage_id=prev.lineage_id if prev is not None else cid, version=version,
        previous_version_id=f"{cid}@v{prev.version}" if prev is not None else None, user_id=first.user_id,
        team_id=first.team_id, agent_id=shared[1], run_id=shared[2], content=content, title=title,
        category=COMPACTED, keywords=tags,
        importance=max(m.importance for m in live), confidence=min(m.confidence for m in live),
        source_type=SourceType.TOOL_OUTPUT, source="mnemo:compaction",
        people=_union(m.people for m in live), entities=_union(m.entities for m in live),
        projects=_union(m.projects for m in live), created_at=max(when.values()), updated_at=newest.updated_at,
        content_hash=content_hash(content), embedding_model=model,
        metadata={"type": COMPACTED, "originals": [m.id for m in live], "members": {m.id: signature[m.id] for m in live},
                  "summary_by": by, "period": [min(when.values()).isoformat(), max(when.values()).isoformat()]})
    if ctx.dry_run:
        out["updated" if prev is not None else "compacted"] += 1
        return True
    vector = ctx.embedder.embed([embedding_text(content, title)])[0]
    edges = [Edge(id=new_id("edge"), type=EdgeType.COMPACTS, source_id=cid, target_id=m.id, user_id=m.user_id,
                  created_at=ctx.stamp(), evidence="compaction") for m in live
             if prev is None or m.id not in (prev.metadata.get("originals") or [])]
    reason = (f"Compacted {len(live)} old decisions on one topic" if prev is None else
              f"Compacted memory rewritten: {len(live)} originals as they are now")
    entry = ctx.entry(JOB, memory, decision=Operation.CREATE if prev is None else Operation.UPDATE, reason=reason,
                      action=LogAction(type="compact", related_memory_ids=[m.id for m in live],
                                       relationship_type="compacts", create_version=prev is not None),
                      target_id=cid)
    version_edge = None
    if prev is not None:
        version_edge = Edge(id=new_id("edge"), type=EdgeType.UPDATES, source_id=cid,
                            target_id=memory.previous_version_id or cid, user_id=memory.user_id, created_at=ctx.stamp(),
                            evidence="compaction rewritten")
    with ctx.store.transaction([user_scope(memory.user_id)]) as tx:
        current = tx.active_version(prev.lineage_id) if prev is not None else None
        if prev is not None and (current is None or current.version != prev.version):
            return False  # changed meanwhile (deleted, or rewritten by another run): the next run redoes it
        # the originals as they are now, under the lock: one deleted, edited, superseded or compacted by
        # another run since they were read leaves the cluster to the next run (nothing stale is written back)
        now = tx.get_memories([m.id for m in live])
        if any(now.get(m.id) is None or _statuses([m.id], now) != {m.id: signature[m.id]}
               or now[m.id].metadata.get("compacted_into") not in (None, cid) for m in live):
            return False
        marked = [now[m.id].model_copy(update={"metadata": {**now[m.id].metadata, "compacted_into": cid}})
                  for m in live if now[m.id].metadata.get("compacted_into") != cid]
        Recorder(tx).compact(memory, vector, originals=marked, edges=edges, entry=entry, previous=prev,
                             version_edge=version_edge)
    out["updated" if prev is not None else "compacted"] += 1
    return True


def _union(lists: Any) -> list[str]:
    seen: dict[str, None] = {}
    for values in lists:
        for v in values:
            seen.setdefault(v, None)
    return list(seen)[:_MAX_LIST]


def _summary(ctx: JobContext, live: list[Memory], statuses: dict[str, str], when: dict[str, datetime],
             out: dict[str, Any]) -> tuple[str, str, str]:
    """(title, content, who wrote it): the extractive text, with an LLM paragraph in front when one is
    configured and everything it states is in the originals."""
    title, content = extractive_summary(live, statuses, when)
    if ctx.llm is None or not ctx.settings.lifecycle.compaction.use_llm or ctx.dry_run:
        return title, content, "extractive"
    lines = [f"{when[m.id].date().isoformat()} · {', '.join(m.people[:2])}: {gist(m)} [{statuses[m.id]}]"
             for m in ordered(live, statuses, when)]
    try:
        answer = ctx.llm.complete(compact_cluster.SYSTEM, compact_cluster.user_message(lines),
                                  compact_cluster.ClusterSummary, name="cluster_summary")
    except MnemoError as exc:
        log.warning("Compaction kept the extractive summary: the LLM failed (%s)", exc.message)
        return title, content, "extractive"
    paragraph = " ".join(answer.summary.split())
    llm_title = " ".join(answer.title.split())[:120]
    wrong = unsupported_values(f"{llm_title}\n{paragraph}", live)
    if wrong or not paragraph:
        out["llm_rejected"] += 1
        log.info("Compaction kept the extractive summary: the LLM's stated %s, which no original states", wrong[:5])
        return title, content, "extractive"
    out["llm_summaries"] += 1
    return llm_title or title, f"{paragraph}\n\n{content}", f"llm:{ctx.llm.model_id}:{compact_cluster.VERSION}"
