"""The decision tree of ``docs/design/consolidation.md``: best match score -> SKIP / UPDATE / CREATE(+LINK).

Pure function of the scored candidates and the bands, so every threshold can be configured or calibrated
per embedding model, and any similarity (raw cosine, contextual) can feed it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from mnemo.domain.models import OperationChoice, Operation, SimilarityCategory
from mnemo.domain.policy import Bands
from mnemo.domain.matching import CATEGORY_RANK, MatchScore, categorize


Guard = Callable[[str], tuple[SimilarityCategory, str] | None]
_HANGUL = re.compile("[\uac00-\ud7a3]")



def decide(matches: Sequence[MatchScore], bands: Bands, max_links: int = 5,
           guard: Guard | None = None) -> OperationChoice:
    """Decide by the best match; a CREATE in the related band links every candidate in that band.

    ``guard(memory_id)`` may cap the best match's category and say why: a SKIP drops the new memory and an
    UPDATE replaces the existing one's content, so two texts that state different values are an UPDATE at
    most, and two that name different subjects are related at most (CREATE + LINK).
    """
    ranked = sorted(matches, key=lambda m: m.score, reverse=True)
    if not ranked:
        return OperationChoice(
            decision=Operation.CREATE,
            category=SimilarityCategory.UNRELATED,
            reason="No similar memories found. Creating new memory.",
        )
    best = ranked[0]
    category = categorize(best.score, bands)
    why = None
    if guard is not None and CATEGORY_RANK[category] >= CATEGORY_RANK[SimilarityCategory.RELATED]:
        capped = guard(best.memory_id)
        if capped and CATEGORY_RANK[capped[0]] <= CATEGORY_RANK[category]:  # a guard lowers a decision or explains it
            category, why = capped
    s = f"{best.score:.2f}"
    if category is SimilarityCategory.DUPLICATE:
        return OperationChoice(
            decision=Operation.SKIP,
            category=category,
            target_memory_id=best.memory_id,
            score=best.score,
            reason=f"Duplicate detected (score: {s}). Memory already exists.",
        )
    # The contextual scorer explains a Korean pair in Korean ("문장 자체의 유사도…", "LLM 판단: …"); the
    # engine's own guards in English ("they name different subjects: 김민지 vs …"). Say a reason in one language.
    korean = bool(why and _HANGUL.match(why.removeprefix("LLM ")))
    if category is SimilarityCategory.UPDATE:
        if korean:
            reason = f"거의 같은 내용({s})이지만 {why}. 새 정보로 갱신합니다."
        else:
            lead = f"Near-duplicate ({s}) but {why}" if why else f"High similarity ({s}) with existing memory"
            reason = f"{lead}. Updating with new info."
        return OperationChoice(
            decision=Operation.UPDATE,
            category=category,
            target_memory_id=best.memory_id,
            score=best.score,
            reason=reason,
        )
    if category is SimilarityCategory.RELATED:
        if korean:
            reason = f"비슷하지만({s}) {why}. 새 메모리로 만들고 연결합니다."
        else:
            lead = f"Similar ({s}) but {why}" if why else f"Related content ({s}) but distinct topic"
            reason = f"{lead}. Creating new memory and linking."
        return OperationChoice(
            decision=Operation.CREATE,
            category=category,
            score=best.score,
            related_memory_ids=[m.memory_id for m in ranked if m.score >= bands.related][:max_links],
            reason=reason,
        )
    return OperationChoice(
        decision=Operation.CREATE,
        category=category,
        score=best.score,
        reason=f"No similar memories found (best match {s} < {bands.related:.2f}). Creating new memory.",
    )


def revise_in_thread(result: OperationChoice, matches: Sequence[MatchScore], thread_of: Callable[[str], str | None],
                     thread_id: str | None, bands: Bands) -> OperationChoice:
    """A reply that reverses or changes an earlier decision of its own thread replaces it.

    Said in other words ("let's not use Postgres after all, MySQL it is") a reversal scores in the related
    band against the decision it overturns, and the name guard keeps it there, so the tree alone would keep
    both as if both stood. The caller sets this only for drafts an extractor marked as revising (status
    reversed or an explicit change), and only a related-or-better match *in the same thread* is replaced:
    a new version supersedes the old one and the history keeps it.
    """
    if result.decision is not Operation.CREATE or not thread_id:
        return result
    same = [m for m in sorted(matches, key=lambda m: m.score, reverse=True)
            if m.score >= bands.related and thread_of(m.memory_id) == thread_id]
    if not same:
        return result
    best = same[0]
    return OperationChoice(
        decision=Operation.UPDATE,
        category=SimilarityCategory.UPDATE,
        target_memory_id=best.memory_id,
        score=best.score,
        reason=(f"A reply in the same thread reverses or changes this decision (similarity {best.score:.2f}). "
                "Superseding it with a new version."),
    )


# --- deletion requests -----------------------------------------------------------------------------------
# A user's own words asking to forget something ("Q1 마케팅 캠페인 관련 정보 삭제해줘", "forget the Q1
# campaign"). Only USER_INPUT is honoured as a request: a realtime e-mail saying "please delete the file"
# is content to remember, not an instruction to the memory.
_KO_VERB = r"(?:삭제|제거)\s*(?:해|하여|해서)?\s*(?:줘|줘요|주세요|주십시오|줄래|주시겠어요|부탁(?:해|드려|합니다|드립니다)?\S*)|(?:삭제|제거)\s*하세요|(?:삭제|제거)\s*요청|(?:지워|잊어)\s*(?:줘|줘요|주세요|주십시오|줄래|버려|라)"
_KO_DELETE = re.compile(
    r"^(?P<subject>.+?)\s*(?:(?:에\s*)?(?:관한|관련된|관련|대한)\s*)?(?:정보|내용|기억|메모리|메모)?\s*(?:을|를|은|는)?\s*"
    r"(?:모두\s*|전부\s*|다\s*)?(?:" + _KO_VERB + r")\s*[.!?。~]*$"
)
_EN_DELETE = re.compile(
    r"^(?:please\s+)?(?:delete|forget|remove|erase|drop)\s+(?:everything\s+|all\s+|any\s+)?"
    r"(?:(?:the\s+)?(?:info(?:rmation)?|memor(?:y|ies)|notes?|details?)\s+)?(?:about|on|regarding|of|for)?\s*"
    r"(?P<subject>.+?)(?:\s+from\s+(?:your\s+|the\s+)?memory)?\s*[.!?]*$",
    re.IGNORECASE,
)


def parse_delete_request(text: str) -> str | None:
    """The subject of a deletion request, or None when the text is not one."""
    t = " ".join(text.split())
    for pattern in (_KO_DELETE, _EN_DELETE):
        m = pattern.match(t)
        if m:
            subject = m.group("subject").strip(" ,.:;\"'")
            if subject:
                return subject
    return None
