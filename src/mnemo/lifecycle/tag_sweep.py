"""Tag consolidation of what is stored: every current memory's tags through the synonym map.

The write gate normalizes an agent's tags as they arrive (``domain.tags``), but memories written before a
synonym was added, by a person or a connector (no gate), or copied from another store keep their spellings
(``auth-fix``, ``Authentication``, ``인증``). This job brings each to the map's primaries, keeping specific
variants as secondaries like the gate does, without a cap: a stored tag is never dropped for the maximum.
The change is made in place (tags are not embedded, so no new version and no new vector) and logged per
memory with the job's name. Idempotent: normalized tags normalize to themselves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from mnemo.domain.models import LogAction, Memory, Operation
from mnemo.domain.queries import user_scope
from mnemo.config import Settings
from mnemo.domain.tags import TagResult, TagVocabulary, normalize_tags
from mnemo.lifecycle.job_context import JobContext, is_current, partitions
from mnemo.write.recorder import Recorder

JOB = "tags"
_NO_CAP = 10_000


def tag_normalizer(settings: Settings) -> Callable[..., TagResult]:
    """Stored tags as the configured synonym map spells them, specific variants kept as the gate keeps
    them, uncapped unless ``max_tags`` is given (the vocabulary is built once, for many memories)."""
    gate = settings.gate
    vocabulary = TagVocabulary.build(gate.synonyms, gate.specific)

    def normalized(tags: list[str], max_tags: int = _NO_CAP) -> TagResult:
        return normalize_tags(tags, vocabulary, max_tags=max_tags, keep_specific=gate.keep_specific)

    return normalized


def tag_stats(memories: list[Memory]) -> dict[str, Any]:
    """Distinct tags, tags per memory, and distinct tags per memory (the design's "393 tags for 331 memories")."""
    counts = Counter(t for m in memories for t in m.keywords)
    n = len(memories) or 1
    return {"memories": len(memories), "distinct_tags": len(counts),
            "tags_per_memory": round(sum(counts.values()) / n, 3),
            "distinct_per_memory": round(len(counts) / n, 3)}


def consolidate_tags(ctx: JobContext) -> dict[str, Any]:
    normalized = tag_normalizer(ctx.settings)
    before: list[Memory] = []
    after: list[Memory] = []
    changes: list[tuple[Memory, Memory, dict[str, str]]] = []
    for _user, versions in partitions(ctx.store):
        for m in versions:
            if not is_current(m):
                continue
            result = normalized(m.keywords)
            before.append(m)
            if result.tags != m.keywords:
                new = m.model_copy(update={"keywords": result.tags})
                changes.append((m, new, result.mapped))
                after.append(new)
            else:
                after.append(m)
    top = Counter(f"{variant} -> {primary}" for _, _, mapped in changes for variant, primary in mapped.items())
    out: dict[str, Any] = {"changed": len(changes), "before": tag_stats(before), "after": tag_stats(after),
                           "top_synonyms": [s for s, _ in top.most_common(10)]}
    if ctx.dry_run:
        return out
    batch = ctx.settings.lifecycle.batch
    done = 0
    for start in range(0, len(changes), batch):
        ctx.keep_alive()
        chunk = changes[start:start + batch]
        for user_id in sorted({m.user_id for m, _, _ in chunk}):
            with ctx.store.transaction([user_scope(user_id)]) as tx:
                rec = Recorder(tx)
                mine = [(m, new, mapped) for m, new, mapped in chunk if m.user_id == user_id]
                fresh = tx.get_memories([m.id for m, _, _ in mine])
                for m, new, mapped in mine:
                    now = fresh.get(m.id)
                    if now is None or not is_current(now) or now.version != m.version or now.keywords != m.keywords:
                        continue  # edited since it was read: the next run normalizes what it is now
                    new = now.model_copy(update={"keywords": new.keywords})  # every other field as it is now
                    entry = ctx.entry(JOB, m, decision=Operation.UPDATE, target_id=m.id,
                                      reason="Tags brought to the synonym map's primaries",
                                      action=LogAction(type="tags", target_id=m.id,
                                                       updates={"keywords": new.keywords}, create_version=False))
                    rec.edit_in_place(m, new, entry=entry)
        done += len(chunk)
        ctx.tick(JOB, done, len(changes))
    return out
