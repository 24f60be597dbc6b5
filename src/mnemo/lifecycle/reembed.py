"""Re-embedding: every stored version whose vector came from another model than the configured one.

When the embedding model changes (a bigger local model, an Ollama server), the store's vectors from the
old model are not comparable with the new one's: the versions they belong to drop out of similarity and
search until they are embedded again. This job finds them (``embedding_model`` differs, or a version that
has text has no vector), embeds their text in batches with the configured model and replaces each vector
in place (text and version unchanged), one transaction and one log entry per memory per batch. Resumable:
a batch committed is done, and the next run starts with what is still on the old model. Deleted versions
are not embedded again (nothing reads them).
"""

from __future__ import annotations

import time
from typing import Any

from mnemo.domain.memory_text import embedding_text
from mnemo.domain.models import LogAction, Memory, MemoryStatus, Operation
from mnemo.domain.queries import user_scope
from mnemo.lifecycle.job_context import JobContext, partitions
from mnemo.write.recorder import Recorder

JOB = "reembed"


def stale(m: Memory, model: str) -> bool:
    return m.status is not MemoryStatus.DELETED and bool(m.content) and m.embedding_model != model


def reembed(ctx: JobContext) -> dict[str, Any]:
    model = ctx.store.model_id or ctx.embedder.model_id
    todo = [m for _u, versions in partitions(ctx.store) for m in versions if stale(m, model)]
    out: dict[str, Any] = {"model": model, "stale": len(todo), "reembedded": 0,
                           "from_models": dict(sorted(_count(todo).items()))}
    if ctx.dry_run or not todo:
        return out
    embedder = ctx.embedder
    if embedder.model_id != model:
        raise RuntimeError(f"the store indexes {model} but the embedder is {embedder.model_id}")
    batch = ctx.settings.lifecycle.batch
    t0 = time.perf_counter()
    for start in range(0, len(todo), batch):
        ctx.keep_alive()
        chunk = todo[start:start + batch]
        vectors = embedder.embed([embedding_text(m.content, m.title) for m in chunk])
        for user_id in sorted({m.user_id for m in chunk}):
            with ctx.store.transaction([user_scope(user_id)]) as tx:
                rec = Recorder(tx)
                mine = [(i, m) for i, m in enumerate(chunk) if m.user_id == user_id]
                fresh = tx.get_memories([m.id for _, m in mine])
                for i, m in mine:
                    now = fresh.get(m.id)
                    if now is None or now.version != m.version or not stale(now, model) or now.content != m.content:
                        continue
                    entry = ctx.entry(JOB, m, decision=Operation.UPDATE, target_id=m.id,
                                      reason=f"Embedded again by {model} (was {m.embedding_model or 'none'})",
                                      action=LogAction(type="reembed", target_id=m.id, create_version=False))
                    rec.reembed(m, vectors[i], model, entry=entry)
                    out["reembedded"] += 1
        ctx.tick(JOB, min(start + batch, len(todo)), len(todo))
    out["per_second"] = round(out["reembedded"] / max(time.perf_counter() - t0, 1e-9), 1)
    return out


def _count(memories: list[Memory]) -> dict[str, int]:
    out: dict[str, int] = {}
    for m in memories:
        out[m.embedding_model or "(none)"] = out.get(m.embedding_model or "(none)", 0) + 1
    return out
