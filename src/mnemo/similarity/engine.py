"""Contextual similarity as a service: the hybrid path of ``docs/design/similarity.md``, for pairs and for consolidation.

For each pair: the raw cosine (mapped onto the design's scale by the model's calibration) decides alone
above the duplicate shortcut (0.98) or below the unrelated shortcut (0.30); in between, both memories are
decomposed (rules, or an LLM when one is configured; cached by content hash) and scored level by level;
with an LLM configured, pairs in the ambiguous band (0.45-0.85) also go to the contrastive judge, which can
veto a merge or a link (RELATED_CONTEXT / DIFFERENT_CONTEXT) or make an unrelated pair a link
(SAME_CONTEXT).
``domain.contextual.apply_guards`` then settles the category from both signals (the raw similarity
decides merges, the contextual score links and vetoes) and caps it (roles, names, values, negation).

``ContextualScorer`` is the same computation behind the consolidation engine's ``SimilarityScorer`` port.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np
from mnemo.domain.conflict import find_contradiction
from mnemo.domain.contextual import (
    ContextualResult,
    Decomposition,
    apply_guards,
    cap,
    multilevel,
    to_spec_scale,
    with_reasoning,
)
from mnemo.domain.models import Memory, MemoryDraft, SimilarityCategory
from mnemo.domain.policy import Bands, HybridThresholds, MatchWeights
from mnemo.domain.matching import MatchScore, people_overlap
from mnemo.domain.memory_text import embedding_text
from mnemo.similarity.decompose import DecompositionCache, LLMDecomposer, RuleDecomposer
from mnemo.text.analysis import language_of
from mnemo.text.stopwords import ORDER_STOP

if TYPE_CHECKING:
    from mnemo.ports import LLM, Embedder

log = logging.getLogger(__name__)


class ContextualSimilarity:
    """Compares memories in context. ``calibration`` is the model's raw-cosine bands (``mnemo calibrate``);
    ``bands`` are the decision bands on the design's scale (0.95 / 0.80 / 0.50 unless configured)."""

    def __init__(self, embedder: Embedder, *, calibration: Bands | None = None, bands: Bands | None = None,
                 hybrid: HybridThresholds | None = None, llm: LLM | None = None, llm_batch_size: int = 8,
                 cache_ttl_s: float = 24 * 3600.0, use_judge: bool = True) -> None:
        self.embedder = embedder
        self.calibration = calibration or Bands()
        self.bands = bands or Bands()
        self.hybrid = hybrid or HybridThresholds()
        self.llm = llm
        self.use_judge = use_judge
        decomposer = LLMDecomposer(llm, llm_batch_size) if llm is not None else RuleDecomposer()
        self.cache = DecompositionCache(decomposer, ttl_s=cache_ttl_s)
        self.judge_calls = 0
        self._model_scale: dict[float, float] = {}

    # -- scale -----------------------------------------------------------------------------------------------
    def spec_scale(self, raw: float) -> float:
        return to_spec_scale(raw, self.calibration)

    def model_scale(self, value: float) -> float:
        """Inverse of ``spec_scale`` (bisection on a monotone map; consolidation asks for the same few
        floors on every write, so answers are kept)."""
        if value in self._model_scale:
            return self._model_scale[value]
        lo, hi = 0.0, 1.0
        for _ in range(30):
            mid = (lo + hi) / 2
            if self.spec_scale(mid) < value:
                lo = mid
            else:
                hi = mid
        self._model_scale[value] = lo
        return lo

    # -- pairs -------------------------------------------------------------------------------------------------
    def compare(self, a: str, b: str) -> ContextualResult:
        return self.compare_many([(a, b)])[0]

    def compare_many(self, pairs: Sequence[tuple[str, str]], batch_size: int = 256) -> list[ContextualResult]:
        """Score many pairs: each distinct text is embedded once and decomposed at most once."""
        texts = list(dict.fromkeys(t for pair in pairs for t in pair))
        index = {t: i for i, t in enumerate(texts)}
        vecs = np.vstack([self.embedder.embed(texts[i:i + batch_size]) for i in range(0, len(texts), batch_size)]) \
            if texts else np.zeros((0, 1), dtype=np.float32)
        raws = [float(vecs[index[a]] @ vecs[index[b]]) for a, b in pairs]
        need = list(dict.fromkeys(t for (a, b), r in zip(pairs, raws) if self._needs_decomposition(r) for t in (a, b)))
        decomposed = dict(zip(need, self.cache.get_many(need))) if need else {}
        return [self._result(a, b, raw, decomposed) for (a, b), raw in zip(pairs, raws)]

    def _needs_decomposition(self, raw: float) -> bool:
        """Everything but the clearly unrelated: duplicates are decomposed too, for their guards."""
        return self.spec_scale(raw) >= self.hybrid.unrelated_shortcut

    def _result(self, a: str, b: str, raw: float, decomposed: dict[str, Decomposition],
                merge_evidence: float | None = None, same_thread: bool = False,
                all_names: bool = False, explain: bool = True) -> ContextualResult:
        s = self.spec_scale(raw)
        if s < self.hybrid.unrelated_shortcut:  # clearly unrelated: nothing to decompose
            return _shortcut(s, SimilarityCategory.UNRELATED, "shortcut-unrelated", language_of(a))
        da, db = decomposed.get(a), decomposed.get(b)
        if da is None or db is None:
            da, db = self.cache.get_many([a, b])
        if s >= self.hybrid.duplicate_shortcut:
            r = _shortcut(s, SimilarityCategory.DUPLICATE, "shortcut-duplicate", da.language)
        else:
            r = multilevel(da, db, s, self.bands, explain)
            if self.llm is not None and self.use_judge and self.hybrid.judge_low < s < self.hybrid.judge_high:
                r = self._judge(a, b, r, da, db)
        return apply_guards(r, da, db, lambda: find_contradiction(a, b), ORDER_STOP, self.bands, merge_evidence,
                            same_thread, all_names, explain)

    def _judge(self, a: str, b: str, r: ContextualResult, da: Decomposition, db: Decomposition) -> ContextualResult:
        from mnemo.errors import MnemoError
        from mnemo.prompts import judge_context as judge

        assert self.llm is not None  # only called with an LLM configured
        try:
            answer = self.llm.complete(judge.SYSTEM, judge.user_message(a, b), judge.Judgment, name="judgment",
                                       temperature=0.0)
        except MnemoError as exc:
            log.warning("The contextual judge failed (%s); the multi-level score stands", exc.message)
            return r  # the judge is optional: the multi-level score stands
        self.judge_calls += 1
        verdict = answer.judgment
        category = cap(r.category, judge.CEILING[verdict])
        if verdict == "SAME_CONTEXT" and category is SimilarityCategory.UNRELATED:
            category = SimilarityCategory.RELATED  # the same context: at least worth a link
        extra = {**r.extra, "judge": {"judgment": verdict, "confidence": answer.confidence,
                                      "reasoning": answer.reasoning}}
        out = replace(r, category=category, path="llm-judge", extra=extra)
        out = with_reasoning(out, da, db)
        reason = answer.reasoning.strip()
        return replace(out, reasoning=f"{out.reasoning} LLM: {reason}" if reason else out.reasoning)

    # -- the consolidation engine's port ------------------------------------------------------------------------
    def scorer(self, weights: MatchWeights | None = None) -> "ContextualScorer":
        return ContextualScorer(self, weights or MatchWeights())


def _in_band(category: SimilarityCategory, merge_value: float, context_value: float, bands: Bands) -> float:
    """A score that falls in ``category``'s band, so the decision tree reaches the settled category: the
    raw evidence for merges, the contextual score for links, clamped into the band."""
    eps = 1e-4  # survives the 6-digit rounding of logged scores
    if category is SimilarityCategory.DUPLICATE:
        return max(merge_value, bands.skip)
    if category is SimilarityCategory.UPDATE:
        return min(max(merge_value, bands.update), bands.skip - eps)
    if category is SimilarityCategory.RELATED:
        return min(max(context_value, bands.related), bands.update - eps)
    return min(context_value, bands.related - eps)


def _shortcut(s: float, category: SimilarityCategory, path: str, language: str) -> ContextualResult:
    """The hybrid path's clear cases: the raw similarity decides alone (every level reported as it)."""
    s = min(1.0, max(0.0, s))
    r = ContextualResult(s, category, 1.0 if category is SimilarityCategory.DUPLICATE else 0.0, s, s, s, s,
                         category is SimilarityCategory.DUPLICATE, 1.0 - s, "", path)
    side = Decomposition(language=language)
    return with_reasoning(r, side, side)


class ContextualScorer:
    """``SimilarityScorer`` for consolidation: each candidate's score lands in the band of its settled
    category (merges from the raw similarity raised by a shared thread or shared people, as the default
    scorer does; links from the contextual score), and ``guard`` tells the engine why a pair was held
    below its raw band, for the decision log."""

    name = "contextual"

    def __init__(self, sim: ContextualSimilarity, weights: MatchWeights) -> None:
        self.sim = sim
        self.weights = weights
        self._caps: dict[tuple[str, int, int], tuple[SimilarityCategory, str] | None] = {}
        self._prepared: dict[str, Decomposition] = {}
        self._lock = threading.Lock()

    def _boost(self, draft: MemoryDraft | None) -> float:
        if draft is None:
            return self.weights.thread + self.weights.people
        return (self.weights.thread if draft.thread_id else 0.0) + (self.weights.people if draft.people else 0.0)

    def min_raw_cosine(self, threshold: float, draft: MemoryDraft | None = None) -> float:
        boost = self._boost(draft)
        floor = min(threshold, self.sim.hybrid.unrelated_shortcut)
        if boost:
            floor = 0.0 if self.weights.content <= 0 else min(floor, max(0.0, (threshold - boost) / self.weights.content))
        return self.sim.model_scale(floor)

    def upper_bound(self, draft: MemoryDraft, raw_cosine: float) -> float:
        s = self.sim.spec_scale(raw_cosine)
        if s < self.sim.hybrid.unrelated_shortcut:
            boost = self._boost(draft)
            return max(s, self.weights.content * s + boost) if boost else s
        return 1.0

    def offload(self) -> str | None:
        """A worker process can make the rule-based decompositions (not an LLM's: those stay batched here)."""
        return "rules" if isinstance(self.sim.cache.decomposer, RuleDecomposer) else None

    def seed(self, texts: Sequence[str], prepared: Sequence[Any]) -> None:
        self.sim.cache.put_many(texts, [d for d in prepared if isinstance(d, Decomposition)])

    def prepare(self, draft: MemoryDraft, candidates: Sequence[Memory]) -> None:
        """Decompose the new memory and its candidates in one batch (one LLM call, when one is configured)
        and keep them for the ``score`` calls that follow."""
        texts = [embedding_text(draft.content, draft.title)] + [embedding_text(m.content, m.title) for m in candidates]
        prepared = dict(zip(texts, self.sim.cache.get_many(texts)))
        with self._lock:
            self._prepared = prepared

    def score(self, draft: MemoryDraft, candidate: Memory, raw_cosine: float) -> MatchScore:
        a, b = embedding_text(candidate.content, candidate.title), embedding_text(draft.content, draft.title)
        w = self.weights
        thread = None
        if draft.thread_id and candidate.thread_id:
            thread = 1.0 if draft.thread_id == candidate.thread_id else 0.0
        people = people_overlap(draft.people, candidate.people)
        agree = (thread or 0.0) > 0.0 or (people or 0.0) > 0.0

        def boosted(x: float) -> float:  # thread and people raise a score, never lower it
            return max(x, w.content * x + w.thread * (thread or 0.0) + w.people * (people or 0.0)) if agree else x

        s = self.sim.spec_scale(raw_cosine)
        with self._lock:
            prepared = self._prepared if a in self._prepared and b in self._prepared else {}
        r = self.sim._result(a, b, raw_cosine, prepared, merge_evidence=boosted(s), same_thread=thread == 1.0,
                             all_names=True, explain=False)  # the engine logs factors, not prose
        score = _in_band(r.category, max(boosted(s), boosted(r.overall_score)), boosted(r.overall_score),
                         self.sim.bands)
        factors = {"contextual": round(r.overall_score, 4), "raw": round(raw_cosine, 4),
                   "domain": round(r.domain_match, 4), "core": round(r.core_similarity, 4),
                   "entity": round(r.entity_overlap, 4), "context": round(r.context_similarity, 4)}
        if thread is not None:
            factors["threadId"] = thread
        if people is not None:
            factors["people"] = round(people, 4)
        with self._lock:
            self._caps[(candidate.id, hash(a), hash(b))] = (r.category, r.capped_by) if r.capped_by else None
            while len(self._caps) > 4096:
                self._caps.pop(next(iter(self._caps)))
        return MatchScore(memory_id=candidate.id, score=round(min(1.0, max(-1.0, score)), 6),
                          raw_cosine=raw_cosine, factors=factors)

    def guard(self, draft: MemoryDraft, candidate: Memory) -> tuple[SimilarityCategory, str] | None:
        """Why this pair was settled below its raw band (roles, names, dates, context), for the log."""
        # Keyed by both texts: a cap belongs to the pair as scored, never to a later version of either.
        key = (candidate.id, hash(embedding_text(candidate.content, candidate.title)),
               hash(embedding_text(draft.content, draft.title)))
        with self._lock:
            return self._caps.get(key)


__all__ = ["ContextualScorer", "ContextualSimilarity", "HybridThresholds"]
