"""The duplicate sweep: near-duplicates that slipped past the write path, merged by the write path's rules.

How one gets in: a store copied from elsewhere (``mnemo migrate``, an import), two processes writing the
same news at once before the similarity was tuned, a restatement in the other language of a decision.
The sweep compares each current memory with the ones written before it in its read scope and asks
consolidation what a write would decide (``Consolidator.duplicate_choice``: the same scorer, bands, guards
and translation rule; supersession's judgement of a decision's restatement is not asked: it reads the
store for each decision, 55 s for 4,000 decisions, and merged nothing more there). Only a SKIP merges:
the later memory (or the one from the weaker source) leaves what is read, superseded by the one it
repeats, keeping its row, source and versions for history; the kept memory gains its tags, people and
entities. An UPDATE is not a duplicate (a value changed; what stands is
supersession's business), and neither is a link.

Restatements (``lifecycle/restated_decisions.py``): a decision that says an earlier one again in other
words, or in the other language, sits far below the write path's bands. The sweep looks for those pairs among the
decisions it did not merge and lists them (``restatement_pairs``); it merges them only when
``lifecycle.restatement.merge`` is on, because on histories nobody tuned on some of the pairs were two
decisions written alike (``docs/lifecycle.md`` "Restatements" has the figures).

Candidates come from one matrix product per block of rows (the scope's vectors in memory), kept when
their cosine reaches the lowest raw cosine from which the scorer could still reach the SKIP band; only those
pairs are scored. Idempotent: a merged memory is no longer current, so a rerun merges nothing new. The
restatement pairs are chosen so that none is found again (``restated_pairs``). Not a strict fixpoint: a
rerun merged one more pair on one of the benchmark's six generated histories of 20,000 decisions (not
traced; a merge that gives the kept decision another's people is one way a new pair can pass).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from mnemo.domain.access import same_scope
from mnemo.domain.ids import new_id
from mnemo.domain.models import Edge, EdgeType, LogAction, Memory, MemoryDraft, Operation
from mnemo.domain.queries import user_scope
from mnemo.lifecycle.job_context import JobContext, is_compacted, is_current, partitions
from mnemo.lifecycle.restated_decisions import restated_pairs
from mnemo.write.recorder import Recorder

JOB = "duplicates"
_BLOCK = 512
_CANDIDATES = 5
_LISTED = 50


def draft_of(m: Memory) -> MemoryDraft:
    """A stored memory as the write it would have been."""
    return MemoryDraft(content=m.content, title=m.title, summary=m.summary, category=m.category,
                       keywords=m.keywords, importance=m.importance, confidence=m.confidence,
                       source_type=m.source_type, source=m.source, source_ref=m.source_ref, thread_id=m.thread_id,
                       people=m.people, entities=m.entities, projects=m.projects, occurred_at=m.created_at,
                       user_id=m.user_id, team_id=m.team_id, author_id=m.author_id, agent_id=m.agent_id, run_id=m.run_id,
                       metadata=m.metadata)


_NAMING = (EdgeType.INVOLVES, EdgeType.MENTIONS, EdgeType.RELATES_TO)


def _named_links(ctx: JobContext, kept: Memory, dup: Memory) -> list[Edge]:
    """The duplicate's people, entities and projects as links of the kept memory, which takes their names
    (``forget`` of the duplicate then leaves their records alone: the kept memory points to them)."""
    have = {(e.type, e.target_id) for e in ctx.store.edges_of(kept.id)}
    return [e.model_copy(update={"id": new_id("edge"), "source_id": kept.id, "created_at": ctx.stamp()})
            for e in ctx.store.edges_of(dup.id)
            if e.source_id == dup.id and e.type in _NAMING and (e.type, e.target_id) not in have]


def _union(a: Sequence[str], b: Sequence[str], cap: int) -> list[str]:
    seen = {x.casefold() for x in a}
    out = list(a)
    for x in b:
        if x.casefold() not in seen and len(out) < cap:
            seen.add(x.casefold())
            out.append(x)
    return out


def sweep(ctx: JobContext) -> dict[str, Any]:
    engine = ctx.consolidator_of() if ctx.consolidator_of is not None else None
    if engine is None:
        raise RuntimeError("the duplicate sweep needs the consolidation engine")
    floor = float(engine.scorer.min_raw_cosine(engine.policy.bands.skip))
    max_tags = ctx.settings.gate.max_tags
    restatement = ctx.settings.lifecycle.restatement
    restating, merge_restated = restatement.for_model(ctx.embedder.model_id), restatement.merge
    restated: list[list[Any]] = []
    out: dict[str, Any] = {"checked": 0, "pairs_scored": 0, "merged": 0, "restatements": 0,
                           "restatements_merged": merge_restated and restating is not None,
                           "restatements_searched": restating is not None,  # the model has thresholds
                           "raw_floor": round(floor, 4)}
    merges: list[tuple[Memory, Memory, float, str]] = []
    for _user, versions in partitions(ctx.store):
        current = sorted((m for m in versions if is_current(m) and not is_compacted(m) and m.content),
                         key=lambda m: (m.created_at, m.id))
        vectors = ctx.store.vectors_for([m.id for m in current]) if current else {}
        rows = [m for m in current if m.id in vectors]
        if len(rows) < 2:
            continue
        mat = np.stack([vectors[m.id] for m in rows]).astype(np.float32)
        gone: set[int] = set()
        position = {m.id: i for i, m in enumerate(rows)}
        for start in range(0, len(rows), _BLOCK):
            sims = mat[start:start + _BLOCK] @ mat[:start + _BLOCK].T
            for r in range(sims.shape[0]):
                i = start + r
                out["checked"] += 1
                if i in gone:
                    continue
                earlier = sims[r, :i]
                above = np.flatnonzero(earlier >= floor)
                idx = [int(j) for j in above[np.argsort(-earlier[above])]
                       if int(j) not in gone and same_scope(rows[int(j)], rows[i])][:_CANDIDATES]  # as a write would
                if not idx:
                    continue
                out["pairs_scored"] += len(idx)
                m = rows[i]
                choice = engine.duplicate_choice(draft_of(m), [(rows[j], float(earlier[j])) for j in idx])
                j = position.get(choice.target_memory_id or "", -1)
                if choice.decision is not Operation.SKIP or not 0 <= j < i or j in gone:
                    continue
                kept, dup = rows[j], m
                if dup.source_type.priority > kept.source_type.priority:
                    kept, dup = dup, kept  # the stronger source's wording stays
                gone.add(j if dup is rows[j] else i)
                merges.append((kept, dup, float(choice.score or earlier[j]), "duplicate"))
            ctx.tick(JOB, min(start + _BLOCK, len(rows)), len(rows))
            ctx.keep_alive()
        if restating is not None:
            others = [m for m in versions if not is_current(m)]
            for k, d, score in restated_pairs(rows, mat, ctx.embedder.embed, cosine=restating[0],
                                              topic=restating[1], window_days=restating[2], skip=gone,
                                              others=others):
                out["restatements"] += 1
                if len(restated) < _LISTED:
                    restated.append([rows[k].id, rows[d].id, score])  # [kept, restatement, score]
                if merge_restated:
                    gone.add(d)
                    merges.append((rows[k], rows[d], score, "restatement"))
            ctx.keep_alive()
    if restated:
        out["restatement_pairs"] = restated  # the first 50
    if ctx.dry_run:
        out["merged"] = len(merges)
        out["pairs"] = [[k.id, d.id] for k, d, _, _ in merges[:50]]
        return out
    batch = ctx.settings.lifecycle.batch
    for start in range(0, len(merges), batch):
        ctx.keep_alive()
        out["merged"] += _merge_batch(ctx, merges[start:start + batch], max_tags)
    return out


def _merge_batch(ctx: JobContext, merges: list[tuple[Memory, Memory, float, str]], max_tags: int) -> int:
    """Merge a batch in one transaction per partition, each pair re-read under the lock (a memory edited or
    retired since the sweep read it is left for the next run)."""
    by_user: dict[str, list[tuple[Memory, Memory, float, str]]] = {}
    for merge in merges:
        by_user.setdefault(merge[0].user_id, []).append(merge)
    merged = 0
    for user_id, pairs in by_user.items():
        links = {kept.id: _named_links(ctx, kept, dup) for kept, dup, _, _ in pairs}
        with ctx.store.transaction([user_scope(user_id)]) as tx:
            rec = Recorder(tx)
            for kept, dup, score, how in pairs:
                now = tx.get_memories([kept.id, dup.id])
                k, d = now.get(kept.id), now.get(dup.id)
                if k is None or d is None or not (is_current(k) and is_current(d)) or \
                        (k.version, d.version) != (kept.version, dup.version):
                    continue
                after = k.model_copy(update={"keywords": _union(k.keywords, d.keywords, max_tags),
                                             "people": _union(k.people, d.people, 20),
                                             "entities": _union(k.entities, d.entities, 20)})
                changed = (after.keywords, after.people, after.entities) != (k.keywords, k.people, k.entities)
                edge = Edge(id=new_id("edge"), type=EdgeType.SUPERSEDES, source_id=k.id, target_id=d.id,
                            confidence=round(score, 4), evidence=f"duplicate sweep ({how}) {score:.2f}", user_id=user_id,
                            created_at=ctx.stamp())
                entry = ctx.entry(JOB, d, decision=Operation.SKIP, target_id=k.id, score=round(score, 4),
                                  reason=(f"Duplicate of {k.id} found by the sweep: merged into it" if how == "duplicate"
                                          else f"Restates {k.id} in other words (found by the sweep): merged into it"),
                                  action=LogAction(type="duplicate_merge", duplicate_of_id=k.id,
                                                   duplicate_score=round(score, 4)))
                rec.merge_duplicate(d, k, edge=edge, entry=entry, kept_after=after if changed else None,
                                    links=links.get(k.id, []))
                merged += 1
    return merged
