"""Similarity math for consolidation: cosine, people overlap, and the default content+metadata score.

The decision tree only sees ``MatchScore`` objects, produced by whatever implements the
``SimilarityScorer`` port. ``ContentMetadataScorer`` here is the default: raw embedding cosine, raised
(never lowered) by shared thread and shared people, as ``docs/design/consolidation.md``'s UPDATE example scores
it. The contextual similarity of a later issue implements the same port.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from dataclasses import dataclass, field
from typing import Any

from mnemo.domain.models import Memory, MemoryDraft, SimilarityCategory
from mnemo.domain.policy import Bands, MatchWeights


@dataclass(frozen=True, slots=True)
class MatchScore:
    """One scored candidate: the final score and the factors it came from (logged for audit).

    A plain dataclass: consolidation builds one per candidate on every write."""

    memory_id: str
    score: float
    raw_cosine: float
    factors: dict[str, float] = field(default_factory=dict)


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b))
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(y * y for y in b))
    if na == 0 or nb == 0:
        return 0.0
    return dot / (na * nb)


def _person_key(p: str) -> str:
    return p.strip().casefold()


def people_overlap(a: Sequence[str], b: Sequence[str]) -> float | None:
    """Jaccard overlap of two people lists, or None when either side names nobody (no evidence)."""
    sa, sb = {_person_key(p) for p in a if p.strip()}, {_person_key(p) for p in b if p.strip()}
    if not sa or not sb:
        return None
    return len(sa & sb) / len(sa | sb)


# How far each category goes: a cap or a guard may only move a decision down this order.
CATEGORY_RANK = {SimilarityCategory.UNRELATED: 0, SimilarityCategory.RELATED: 1, SimilarityCategory.UPDATE: 2,
                 SimilarityCategory.DUPLICATE: 3}


def categorize(score: float, bands: Bands) -> SimilarityCategory:
    if score >= bands.skip:
        return SimilarityCategory.DUPLICATE
    if score >= bands.update:
        return SimilarityCategory.UPDATE
    if score >= bands.related:
        return SimilarityCategory.RELATED
    return SimilarityCategory.UNRELATED


class ContentMetadataScorer:
    """Default ``SimilarityScorer``: cosine raised by same-thread and same-people evidence.

    ``blended = w_content * cosine + w_thread * thread + w_people * people`` where thread is 1.0 for the
    same thread id and people is the Jaccard overlap of the people lists. The final score is
    ``max(cosine, blended)`` and the blend is only used when at least one of thread or people says the two
    memories belong together: metadata can make a follow-up in the same thread an UPDATE, but a missing
    or different thread never turns a verbatim forward into less than a duplicate.
    """

    name = "content+metadata"

    def __init__(self, weights: MatchWeights | None = None) -> None:
        self.weights = weights or MatchWeights()

    def _boost(self, draft: MemoryDraft) -> float:
        """The most metadata can add: only the signals the new memory actually carries."""
        return (self.weights.thread if draft.thread_id else 0.0) + (self.weights.people if draft.people else 0.0)

    def upper_bound(self, draft: MemoryDraft, raw_cosine: float) -> float:
        """The highest score a candidate with this raw cosine could get against ``draft``."""
        boost = self._boost(draft)
        return raw_cosine if boost == 0.0 else max(raw_cosine, self.weights.content * raw_cosine + boost)

    def min_raw_cosine(self, threshold: float, draft: MemoryDraft | None = None) -> float:
        """The lowest raw cosine that could still reach ``threshold`` (with full metadata agreement)."""
        w = self.weights
        boost = self._boost(draft) if draft is not None else w.thread + w.people
        if boost == 0.0:
            return threshold
        if w.content <= 0:
            return 0.0
        return max(0.0, min(threshold, (threshold - boost) / w.content))

    def prepare(self, draft: MemoryDraft, candidates: Sequence[Memory]) -> None:
        """Nothing to batch: each score is computed on its own."""

    def guard(self, draft: MemoryDraft, candidate: Memory) -> tuple[SimilarityCategory, str] | None:
        """No guard of its own (the engine's value and subject guards apply to every scorer)."""
        return None

    def offload(self) -> str | None:
        """Nothing to compute ahead."""
        return None

    def seed(self, texts: Sequence[str], prepared: Sequence[Any]) -> None:
        """Nothing to take."""

    def score(self, draft: MemoryDraft, candidate: Memory, raw_cosine: float) -> MatchScore:
        w = self.weights
        factors: dict[str, float] = {"content": round(raw_cosine, 4)}
        thread = None
        if draft.thread_id and candidate.thread_id:
            thread = 1.0 if draft.thread_id == candidate.thread_id else 0.0
            factors["threadId"] = thread
        people = people_overlap(draft.people, candidate.people)
        if people is not None:
            factors["people"] = round(people, 4)
        score = raw_cosine
        if (thread or 0.0) > 0.0 or (people or 0.0) > 0.0:
            blended = w.content * raw_cosine + w.thread * (thread or 0.0) + w.people * (people or 0.0)
            score = max(raw_cosine, blended)
        score = min(1.0, max(-1.0, score))
        return MatchScore(memory_id=candidate.id, score=round(score, 6), raw_cosine=raw_cosine, factors=factors)
