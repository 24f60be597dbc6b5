"""Contextual similarity: the multi-level score of ``docs/design/similarity.md``, and its guards.

Raw cosine cannot tell "회사 성장 전략" from "직원 성장 프로그램": both are about "growth". Each memory is
decomposed (``Decomposition``: core subject/action/objects, domain, intent, time, entities) and two
decompositions are compared level by level, exactly as the design weighs them::

    overall = penalty * (0.25 domain + 0.35 core + 0.20 entity + 0.20 context),  penalty = 0.5 if domain < 0.5
    core    = 0.5 subject + 0.25 action + 0.25 objects
    entity  = (people + organizations + projects + 0.5 concepts) / 3.5
    context = 0.6 intent(1.0 | 0.3) + 0.4 temporal overlap

Three choices the design leaves open, made here and measured by ``benchmarks/similarity.py``:

* Subject, action and objects are compared by the (calibrated) raw cosine of the two texts, raised by
  the share of words the two parts have in common, instead of embedding each part again: four more
  encoder passes per pair would cost ~4 ms. Shared subject words are strong evidence of one subject;
  missing ones are weak evidence of two (synonyms, translations), so words only ever raise the score. What
  separates "회사 성장" from "직원 성장" is the domain level and its penalty, not the words.
* An entity kind neither memory mentions is no evidence either way: it is left out of the average instead
  of counting as a perfect (or a zero) match.
* Across languages (a Korean memory and its English translation) words cannot overlap and the cue lists
  that read domain and intent are different lists, so the (cross-lingual) embedding is a floor for the
  domain, entity and intent levels as it is for the core.
* ``general`` is what the classifier says when it does not know, so it sits at 0.5 from every domain (no
  penalty, no bonus) rather than at 0.0.

The category is then settled from both signals (``apply_guards``): how close the texts themselves are
(raw similarity in the decision tree's bands) decides a merge, and the contextual score decides whether
two memories belong together at all: it vetoes a raw near-match whose contexts differ, and it links
memories about the same matter in other words. Guards cap the result, because a SKIP drops a memory and an
UPDATE replaces one: different stated values or a negation allow an UPDATE at most; shared words in
exchanged roles, or different named subjects, allow related at most.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from mnemo.domain.models import SimilarityCategory
from mnemo.domain.policy import Bands
from mnemo.domain.matching import CATEGORY_RANK, categorize


class Domain(str, Enum):
    BUSINESS_STRATEGY = "business_strategy"
    FINANCE = "finance"
    HR = "hr"
    MARKETING = "marketing"
    ENGINEERING = "engineering"
    OPERATIONS = "operations"
    LEGAL = "legal"
    GENERAL = "general"


class Intent(str, Enum):
    INFORM = "inform"
    REQUEST = "request"
    DECISION = "decision"
    DISCUSSION = "discussion"
    REPORT = "report"
    ANNOUNCEMENT = "announcement"


# Symmetric relation between two different domains; the design's examples (business_strategy-finance 0.7,
# business_strategy-marketing 0.6, finance-operations 0.5, hr-operations 0.4) plus the pairs it leaves to
# "etc.". Unlisted pairs are unrelated (0.0); ``general`` is "unknown", 0.5 from everything.
_RELATIONS: dict[frozenset[Domain], float] = {
    frozenset({Domain.BUSINESS_STRATEGY, Domain.FINANCE}): 0.7,
    frozenset({Domain.BUSINESS_STRATEGY, Domain.MARKETING}): 0.6,
    frozenset({Domain.BUSINESS_STRATEGY, Domain.OPERATIONS}): 0.5,
    frozenset({Domain.BUSINESS_STRATEGY, Domain.HR}): 0.3,
    frozenset({Domain.BUSINESS_STRATEGY, Domain.ENGINEERING}): 0.3,
    frozenset({Domain.BUSINESS_STRATEGY, Domain.LEGAL}): 0.3,
    frozenset({Domain.FINANCE, Domain.OPERATIONS}): 0.5,
    frozenset({Domain.FINANCE, Domain.MARKETING}): 0.4,
    frozenset({Domain.FINANCE, Domain.LEGAL}): 0.4,
    frozenset({Domain.FINANCE, Domain.HR}): 0.3,
    frozenset({Domain.HR, Domain.OPERATIONS}): 0.4,
    frozenset({Domain.HR, Domain.LEGAL}): 0.4,
    frozenset({Domain.ENGINEERING, Domain.OPERATIONS}): 0.5,
    frozenset({Domain.MARKETING, Domain.OPERATIONS}): 0.3,
    frozenset({Domain.LEGAL, Domain.OPERATIONS}): 0.3,
}


def domain_match(a: "Decomposition", b: "Decomposition") -> float:
    """The relation of the two memories' domains; a memory about several (a marketing budget is marketing
    and finance) matches on the closest pair."""
    return max(domain_similarity(x, y) for x in (a.domains or (a.domain,)) for y in (b.domains or (b.domain,)))


def domain_similarity(a: Domain, b: Domain) -> float:
    if a == b:
        return 1.0
    if Domain.GENERAL in (a, b):
        return 0.5
    return _RELATIONS.get(frozenset({a, b}), 0.0)


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One memory, decomposed as the design's ``SemanticDecomposition`` (plus what the comparison needs).

    ``*_terms`` are the lower-cased content words (lemmas) of each part, ``times`` the normalized time
    references ("q1", "h2", "2025", "m03", "m03-15", "wd:tue", "rel:next-week"), ``sequence`` the content words in text order (for
    the role-order guard) and ``values`` the amounts, dates and times the text states.
    """

    language: str
    subject: str = ""
    action: str = ""
    objects: tuple[str, ...] = ()
    domain: Domain = Domain.GENERAL
    domains: tuple[Domain, ...] = ()  # every domain the text is strongly about, ``domain`` first
    intent: Intent = Intent.INFORM
    temporal: str = ""
    people: tuple[str, ...] = ()
    organizations: tuple[str, ...] = ()
    projects: tuple[str, ...] = ()
    concepts: tuple[str, ...] = ()
    is_update: bool = False
    references: tuple[str, ...] = ()
    cause: str | None = None
    effect: str | None = None
    subject_terms: frozenset[str] = frozenset()
    action_terms: frozenset[str] = frozenset()
    times: frozenset[str] = frozenset()
    sequence: tuple[str, ...] = ()
    roles: tuple[tuple[str, str], ...] = ()  # Korean: (noun, role its particle gives it)
    negated: bool = False
    source: str = "rules"  # "rules" or the LLM model id that produced it

    def as_dict(self) -> dict[str, Any]:
        """The design's JSON shape (camelCase), for ``--json`` output and the LLM prompt's schema."""
        causality = {"cause": self.cause, "effect": self.effect} if (self.cause or self.effect) else None
        return {
            "core": {"subject": self.subject, "action": self.action, "objects": list(self.objects)},
            "context": {"domain": self.domain.value, "intent": self.intent.value, "temporalContext": self.temporal},
            "entities": {"people": list(self.people), "organizations": list(self.organizations),
                         "projects": list(self.projects), "concepts": list(self.concepts)},
            "relationships": {"isUpdate": self.is_update, "references": list(self.references),
                              "causality": causality},
        }


# --- levels ---------------------------------------------------------------------------------------------------
_DESIGN_BANDS = Bands()  # frozen: built once, not on each of the ~300k calls of a 10k batch


def jaccard(a: Sequence[str] | frozenset[str], b: Sequence[str] | frozenset[str]) -> float | None:
    """Jaccard overlap of two sets of names or terms (case-folded), or None when both are empty."""
    if not a and not b:
        return None  # most pairs name no people, organizations or projects: no sets to build
    sa, sb = {x.casefold() for x in a if x}, {x.casefold() for x in b if x}
    if not sa and not sb:
        return None
    return len(sa & sb) / len(sa | sb)


def _part(lexical: float | None, raw: float, same_language: bool) -> float:
    """One component's similarity: the embedding's, raised by shared words (within one language)."""
    if not same_language or lexical is None:
        return raw
    return max(lexical, raw)


def core_similarity(a: Decomposition, b: Decomposition, raw: float) -> float:
    same = a.language == b.language
    subject = _part(jaccard(a.subject_terms, b.subject_terms), raw, same)
    action = _part(jaccard(a.action_terms, b.action_terms), raw, same)
    objects = _part(jaccard(a.objects, b.objects), raw, same)
    return subject * 0.5 + action * 0.25 + objects * 0.25


def entity_similarity(a: Decomposition, b: Decomposition, raw: float) -> float:
    """(people + organizations + projects + 0.5 concepts) / 3.5 over the kinds either memory mentions.

    Across languages names are transliterated ("쿡 호수" / "Cook Pond") and concepts are words of one
    language, so the embedding carries this level, raised by any name both spell the same way."""
    if a.language != b.language:
        shared = jaccard([n for n in a.people + a.organizations + a.projects if n.isascii()],
                         [n for n in b.people + b.organizations + b.projects if n.isascii()])
        return max(raw, shared or 0.0)
    total = weight = 0.0
    for xs, ys, w in ((a.people, b.people, 1.0), (a.organizations, b.organizations, 1.0),
                      (a.projects, b.projects, 1.0), (a.concepts, b.concepts, 0.5)):
        j = jaccard(xs, ys)
        if j is not None:
            total += w * j
            weight += w
    return total / weight if weight else 0.5


def temporal_overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """1.0 when both name the same times (or neither names any), 0.5 when only one does, else Jaccard
    with a quarter counted as overlapping the months and dates inside it."""
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.5
    inter = len(a & b)
    if inter == 0:
        qa = {_quarter_of(t) for t in a} - {None}
        qb = {_quarter_of(t) for t in b} - {None}
        return 0.5 if qa & qb else 0.0
    return inter / len(a | b)


def _quarter_of(t: str) -> str | None:
    """The quarter a time key falls in: "q2" itself, "m05" and "m05-14" (May) -> "q2"."""
    if t.startswith("q") and len(t) == 2:
        return t
    if t.startswith("m") and t[1:3].isdigit():
        return f"q{(int(t[1:3]) - 1) // 3 + 1}"
    return None


def context_similarity(a: Decomposition, b: Decomposition, raw: float = 0.0) -> float:
    intent = 1.0 if a.intent == b.intent else 0.3
    if a.language != b.language:
        intent = max(intent, raw)  # per-language cue lists can read a translation's intent differently
    return intent * 0.6 + temporal_overlap(a.times, b.times) * 0.4


# --- role order -------------------------------------------------------------------------------------------------
_COORDINATORS = frozenset({"and", "or", "&", ",", "및", "과", "와", "그리고", "또는", "/", "+"})


def _longest_increasing(seq: Sequence[int]) -> set[int]:
    """Indices of one longest strictly increasing subsequence (patience sorting)."""
    tails: list[int] = []
    tail_idx: list[int] = []
    prev = [-1] * len(seq)
    for i, v in enumerate(seq):
        k = bisect.bisect_left(tails, v)
        if k == len(tails):
            tails.append(v)
            tail_idx.append(i)
        else:
            tails[k] = v
            tail_idx[k] = i
        prev[i] = tail_idx[k - 1] if k > 0 else -1
    out: set[int] = set()
    i = tail_idx[-1] if tail_idx else -1
    while i >= 0:
        out.add(i)
        i = prev[i]
    return out


def role_swap(a: Sequence[str], b: Sequence[str], stop: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two words both texts use, in swapped roles ("flights from Seoul to Busan" / "from Busan to Seoul").

    The words used once in each text keep a skeleton in common order (a longest increasing subsequence);
    the rest moved. One block moved to the front or the back is a rephrasing ("In 1972, the family moved"
    / "The family moved ... in 1972"); several blocks moving, or one moving inside the sentence, exchange
    who does what to whom. Words that only trade places inside a list ("A and B" / "B and A") do not count.
    Returns the first pair of words found in swapped order, or None.
    """
    ca, cb = Counter(a), Counter(b)
    shared = [w for w in a if ca[w] == 1 and cb.get(w) == 1 and w not in stop][:300]  # bounds the pair loop
    if len(shared) < 2:
        return None
    in_shared = set(shared)
    order_b = {w: i for i, w in enumerate(w for w in b if w in in_shared)}
    seq = [order_b[w] for w in shared]
    keep = _longest_increasing(seq)
    blocks: list[list[int]] = []
    for k, w in enumerate(shared):
        if k in keep:
            continue
        if blocks and blocks[-1][-1] == k - 1 and order_b[w] == order_b[shared[k - 1]] + 1:
            blocks[-1].append(k)
        else:
            blocks.append([k])
    if not blocks:
        return None
    if len(blocks) == 1:
        first, last = blocks[0][0], blocks[0][-1]
        n = len(shared)
        at_edge_a = first == 0 or last == n - 1
        at_edge_b = order_b[shared[first]] == 0 or order_b[shared[last]] == n - 1
        if at_edge_a or at_edge_b:
            return None
    pos_a = {w: i for i, w in enumerate(a)}
    for i in range(len(shared)):
        for j in range(i + 1, len(shared)):
            x, y = shared[i], shared[j]
            if order_b[x] < order_b[y]:
                continue
            lo, hi = sorted((pos_a[x], pos_a[y]))
            if all(w in _COORDINATORS for w in a[lo + 1:hi]):
                continue  # "A and B" -> "B and A"
            return x, y
    return None


def role_change(a: Sequence[tuple[str, str]], b: Sequence[tuple[str, str]]) -> tuple[str, str] | None:
    """Two nouns whose roles both changed ("서울에서 부산으로" / "부산에서 서울로"), or None."""
    ra: dict[str, set[str]] = {}
    rb: dict[str, set[str]] = {}
    for noun, role in a:
        ra.setdefault(noun, set()).add(role)
    for noun, role in b:
        rb.setdefault(noun, set()).add(role)
    changed = [n for n in ra if n in rb and not (ra[n] & rb[n])]
    return (changed[0], changed[1]) if len(changed) >= 2 else None


def distinct_names(a: Decomposition, b: Decomposition, korean_only: bool = True) -> tuple[str, str] | None:
    """A name each memory has and the other lacks: people (장도윤 vs 최수아) and names written in Latin
    letters (Helix vs Xenon); e-mail recipients excluded, and across languages only Latin-letter names.

    By default only Korean pairs are checked: Korean has no capitals, so the embedding and the engine's
    capitalized-name guard miss these names. Consolidation checks every pair (``korean_only=False``):
    there a wrongly split pair is a link, a wrongly merged one lost content. In free English text the
    name finder is noisier ("Former South African" vs "South Africa's"), so pair scoring leaves it out."""
    if korean_only and (a.language != "ko" or b.language != "ko"):
        return None
    cross = a.language != b.language

    def names(d: Decomposition) -> set[str]:
        out = {n.casefold() for n in d.people if "@" not in n and (n.isascii() or not cross)}
        return out | {n.casefold() for n in d.organizations + d.projects if n.isascii()}

    na, nb = names(a), names(b)
    only_a = sorted(n for n in na - nb if not any(n in m or m in n for m in nb))
    only_b = sorted(n for n in nb - na if not any(n in m or m in n for m in na))
    return (only_a[0], only_b[0]) if only_a and only_b else None


def shared_name(a: Decomposition, b: Decomposition) -> str | None:
    """A person, organization or project both memories name ("Seongsu-dong" / "Seongsu" count as one)."""
    na = {n.casefold() for n in a.people + a.organizations + a.projects if len(n) > 1}
    nb = {n.casefold() for n in b.people + b.organizations + b.projects if len(n) > 1}
    for x in na:
        for y in nb:
            if x == y or (min(len(x), len(y)) >= 4 and (x in y or y in x)):
                return x
    return None


#: Words that say how many, when, how often or in what unit a value is, in either language ("two
#: contractors" / "three contractors" is one thing's count): part of the value, not of the thing.
_VALUE_WORDS = frozenset("""monday tuesday wednesday thursday friday saturday sunday january february march april
may june july august september october november december am pm every weekly daily monthly yearly annually quarter
percent per year month week day hour minute dollars won 월요일 화요일 수요일 목요일 금요일 토요일 일요일 오전 오후 매주
매일 매월 매년 분기 퍼센트 만 원 억 천 달러 년 월 일 시 분 주 개월 까지 부터""".split())
_NUMBER_WORDS = frozenset("""zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty
fifty hundred thousand million billion dozen half double twice 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열 스물 서른
마흔 쉰 두 세 네""".split())
_VALUE_WORDS |= _NUMBER_WORDS


def _stated_values(d: Decomposition) -> frozenset[str]:
    return frozenset(t for t in d.sequence if any(c.isdigit() for c in t) or t in _NUMBER_WORDS) | d.times


def _things(d: Decomposition, stop: frozenset[str], verbs: frozenset[str]) -> list[str]:
    """What a text is about: its content words, not its values, not the verbs either text sets them with
    ("확정했습니다" and "올렸습니다" set one budget; "approved", "raised")."""
    return [t for t in dict.fromkeys(d.sequence) if t not in stop and t.removesuffix("s") not in _VALUE_WORDS
            and t not in _VALUE_WORDS and not any(c.isdigit() for c in t) and len(t) > 1
            and not any(t == v or (len(v) >= 3 and t.startswith(v)) for v in verbs)]


def _alike(x: str, y: str) -> bool:
    """One word, inflected ("approved" / "approval") or cut differently by the analyzer ("김민" / "김민준")."""
    if x == y:
        return True
    short, long_ = sorted((x, y), key=len)
    return long_.startswith(short[:5] if short.isascii() else short) and (len(short) >= 5 or not short.isascii())


def different_things(a: Decomposition, b: Decomposition, stop: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two texts in one language that state different values and each name a thing the other does not: the
    values of two things, not a new value of one ("Budget for the Krypton mobile redesign in Q1 2025 is
    $171,000" / "… support tooling … $673,000"; "… send the load test report to Hooli by November 23" / "… the
    security review … by October 27"). A new value of one thing names nothing new ("The Vega standup moves
    to 10:30": only its verb), and a restatement states the same values (it may reword the rest)."""
    if a.language != b.language or _stated_values(a) == _stated_values(b):
        return None
    verbs = a.action_terms | b.action_terms
    wa, wb = _things(a, stop, verbs), _things(b, stop, verbs)
    only_a = [w for w in wa if not any(_alike(w, x) for x in wb)]
    only_b = [w for w in wb if not any(_alike(w, x) for x in wa)]
    return (only_a[0], only_b[0]) if only_a and only_b else None


def _dates_disagree(a: frozenset[str], b: frozenset[str]) -> bool:
    """Both name a specific date or month and none of them match."""
    da = {t for t in a if t.startswith("m")}
    db = {t for t in b if t.startswith("m")}
    return bool(da and db and not (da & db))


def swapped_roles(a: Decomposition, b: Decomposition, stop: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Shared words in exchanged roles (same language only: across languages word order says nothing)."""
    if a.language != b.language:
        return None
    return role_swap(a.sequence, b.sequence, stop) or role_change(a.roles, b.roles)


# --- the combined score ------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ContextualResult:
    """The design's ``ContextualSimilarityResult``; ``capped_by`` says which guard lowered the category."""

    overall_score: float
    category: SimilarityCategory
    domain_match: float
    core_similarity: float
    entity_overlap: float
    context_similarity: float
    raw_embedding: float
    same_context: bool
    context_distance: float
    reasoning: str
    path: str = "contextual"  # "shortcut-duplicate", "shortcut-unrelated", "contextual", "llm-judge"
    capped_by: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        out = {
            "overall_score": round(self.overall_score, 4),
            "category": self.category.value,
            "breakdown": {
                "domain_match": round(self.domain_match, 4),
                "core_similarity": round(self.core_similarity, 4),
                "entity_overlap": round(self.entity_overlap, 4),
                "context_similarity": round(self.context_similarity, 4),
                "raw_embedding": round(self.raw_embedding, 4),
            },
            "same_context": self.same_context,
            "context_distance": round(self.context_distance, 4),
            "reasoning": self.reasoning,
            "path": self.path,
        }
        if self.capped_by:
            out["capped_by"] = self.capped_by
        out.update(self.extra)
        return out




def cap(category: SimilarityCategory, limit: SimilarityCategory) -> SimilarityCategory:
    return limit if CATEGORY_RANK[category] > CATEGORY_RANK[limit] else category


def multilevel(a: Decomposition, b: Decomposition, raw: float, bands: Bands | None = None,
               explain: bool = True) -> ContextualResult:
    """The design's ``calculateContextualSimilarity`` (``raw`` already on the calibrated scale)."""
    bands = bands or _DESIGN_BANDS
    domain = domain_match(a, b)
    if a.language != b.language:
        domain = max(domain, raw)  # the same: cue lists differ per language, the embedding does not
    if shared_name(a, b):
        domain = max(domain, 0.8)  # the same person, organization or project: one context, whatever the cue words
    core = core_similarity(a, b, raw)
    entity = entity_similarity(a, b, raw)
    context = context_similarity(a, b, raw)
    penalty = 0.5 if domain < 0.5 else 1.0
    overall = penalty * (domain * 0.25 + core * 0.35 + entity * 0.20 + context * 0.20)
    overall = max(0.0, min(1.0, overall))
    same_context = domain > 0.8 and core > 0.7
    distance = 1 - (domain * 0.6 + core * 0.4)
    category = categorize(overall, bands)
    result = ContextualResult(overall, category, domain, core, entity, context, raw, same_context,
                              max(0.0, min(1.0, distance)), "")
    return with_reasoning(result, a, b) if explain else result


def _weak_evidence(evidence: float, ko: bool) -> str:
    return (f"문장 자체의 유사도({evidence:.2f})가 병합 기준에 못 미침" if ko else
            f"the texts themselves are only {evidence:.2f} similar: linked, not merged")


def apply_guards(result: ContextualResult, a: Decomposition, b: Decomposition,
                 contradiction: "str | None | Callable[[], str | None]", stop: frozenset[str] = frozenset(),
                 bands: Bands | None = None, merge_evidence: float | None = None,
                 same_thread: bool = False, all_names: bool = False, explain: bool = True) -> ContextualResult:
    """Settle the category from both signals, then cap it where merging would lose data.

    * Merging (SKIP or UPDATE) is decided by how close the texts themselves are: ``merge_evidence`` (the
      raw similarity on the design's scale, raised by thread and people in consolidation) in the
      decision tree's bands, as ``docs/design/consolidation.md`` specifies. The contextual score decides
      whether two memories belong together at all: when it says unrelated, a raw near-match is vetoed
      ("same words, different context"), but never raises a merge (a SKIP drops data). Without raw
      evidence for a merge, contextual agreement links (related) but never merges: domain, intent and
      subject words are shared by every "결정: <팀>은 <무엇>에 <기술>을 사용합니다".
    * Across languages the embedding runs lower for the same content (a translation: 0.77 on average
      with USE-m3), so there the contextual category stands once the raw similarity is halfway between the
      related and the update band, and differing dates rule a merge out.
    * Each names a person, organization or project the other does not (장도윤 vs 최수아, Helix vs Xenon),
      outside a shared thread: related at most.
    * Shared words in exchanged roles: related at most.
    * A differing value or a negation: an update at most, never a SKIP.
    """
    bands = bands or _DESIGN_BANDS
    ko = b.language == "ko"  # the why is read by whoever wrote ``b`` (the incoming memory in consolidation)
    evidence = result.raw_embedding if merge_evidence is None else merge_evidence
    cross = a.language != b.language
    ctx_category, why = result.category, None
    merge = (SimilarityCategory.DUPLICATE, SimilarityCategory.UPDATE)
    if cross:
        category = ctx_category
        if category in merge and evidence < (bands.related + bands.update) / 2:
            category, why = SimilarityCategory.RELATED, _weak_evidence(evidence, ko)
    else:
        raw_category = categorize(evidence, bands)
        judged = "judge" in result.extra  # an LLM judge's verdict is a cap, not a second opinion
        if raw_category in merge:
            if judged and ctx_category not in merge:
                category = ctx_category
                why = "LLM 판단: 같은 맥락이 아님" if ko else "the LLM judge found different contexts"
            elif ctx_category is SimilarityCategory.UNRELATED:
                category = ctx_category
                why = (f"문장은 비슷하지만({evidence:.2f}) 맥락이 다름" if ko else
                       f"the texts look alike ({evidence:.2f}) but the contexts differ")
            else:
                category = raw_category  # context never turns an update into a SKIP: that drops data
        else:
            category = cap(ctx_category, SimilarityCategory.RELATED)
            if category is not ctx_category:
                why = _weak_evidence(evidence, ko)
    if CATEGORY_RANK[category] >= CATEGORY_RANK[SimilarityCategory.UPDATE] and not same_thread:
        names = distinct_names(a, b, korean_only=not all_names)
        if names:
            category = SimilarityCategory.RELATED
            why = f"서로 다른 대상: {names[0]} / {names[1]}" if ko else f"they name different subjects: {names[0]} vs {names[1]}"
    if CATEGORY_RANK[category] >= CATEGORY_RANK[SimilarityCategory.UPDATE] and cross and _dates_disagree(a.times, b.times):
        category = SimilarityCategory.RELATED
        why = "날짜가 다름" if ko else "the dates differ"
    if CATEGORY_RANK[category] >= CATEGORY_RANK[SimilarityCategory.UPDATE] and not same_thread:
        things = different_things(a, b, stop)
        if things:
            category = SimilarityCategory.RELATED
            why = (f"서로 다른 것의 값: {things[0]} / {things[1]}" if ko else
                   f"values of different things: {things[0]} vs {things[1]}")
    if CATEGORY_RANK[category] >= CATEGORY_RANK[SimilarityCategory.UPDATE]:
        swapped = swapped_roles(a, b, stop)
        if swapped:
            category = SimilarityCategory.RELATED
            why = (f"역할이 뒤바뀜: '{swapped[0]}' / '{swapped[1]}'" if ko else
                   f"roles swapped: '{swapped[0]}' / '{swapped[1]}'")
    differs = contradiction
    if category is SimilarityCategory.DUPLICATE and callable(differs):
        differs = differs()  # only a would-be SKIP needs the value comparison
    if category is SimilarityCategory.DUPLICATE and isinstance(differs, str) and differs:
        category = SimilarityCategory.UPDATE
        why = f"값 또는 부정 표현이 다름 ({differs})" if ko else differs
    if category is result.category and why is None:
        return result
    capped = ContextualResult(result.overall_score, category, result.domain_match, result.core_similarity,
                              result.entity_overlap, result.context_similarity, result.raw_embedding,
                              result.same_context, result.context_distance, "", result.path, why, result.extra)
    return with_reasoning(capped, a, b) if explain else capped


# --- reasoning ----------------------------------------------------------------------------------------------------
_CATEGORY_KO = {SimilarityCategory.DUPLICATE: "중복", SimilarityCategory.UPDATE: "같은 내용의 갱신",
                SimilarityCategory.RELATED: "관련 있는 별개 메모리", SimilarityCategory.UNRELATED: "별개 메모리"}
_CATEGORY_EN = {SimilarityCategory.DUPLICATE: "a duplicate", SimilarityCategory.UPDATE: "an update of the same memory",
                SimilarityCategory.RELATED: "a related but separate memory",
                SimilarityCategory.UNRELATED: "a separate memory"}


def with_reasoning(r: ContextualResult, a: Decomposition, b: Decomposition) -> ContextualResult:
    text = _reason_ko(r, a, b) if a.language == "ko" else _reason_en(r, a, b)
    return ContextualResult(r.overall_score, r.category, r.domain_match, r.core_similarity, r.entity_overlap,
                            r.context_similarity, r.raw_embedding, r.same_context, r.context_distance, text,
                            r.path, r.capped_by, r.extra)


def _shared_concepts(a: Decomposition, b: Decomposition) -> list[str]:
    sb = {c.casefold() for c in b.concepts}
    return [c for c in a.concepts if c.casefold() in sb][:3]


def _reason_ko(r: ContextualResult, a: Decomposition, b: Decomposition) -> str:
    if r.path == "shortcut-duplicate":
        head = f"임베딩 유사도가 {r.raw_embedding:.2f}로 거의 같은 문장입니다."
    elif r.path == "shortcut-unrelated":
        head = f"임베딩 유사도가 {r.raw_embedding:.2f}로 낮아 서로 다른 내용입니다."
    else:
        shared = _shared_concepts(a, b)
        parts = []
        if shared:
            parts.append(f"두 메모리는 '{', '.join(shared)}' 키워드를 공유합니다.")
        if r.domain_match >= 1.0:
            parts.append(f"둘 다 {a.domain.value} 도메인입니다.")
        else:
            parts.append(f"Memory A는 {a.domain.value} 도메인, Memory B는 {b.domain.value} 도메인으로 "
                         f"{'맥락이 다릅니다' if r.domain_match < 0.5 else '관련 있는 도메인입니다'}.")
        if a.subject or b.subject:
            parts.append(f"핵심 주제는 '{a.subject}'와 '{b.subject}'이며 핵심 유사도는 {r.core_similarity:.2f}입니다.")
        parts.append(f"임베딩 유사도 {r.raw_embedding:.2f}, 맥락 점수 {r.overall_score:.2f}.")
        head = " ".join(parts)
    tail = f" 판단: {_CATEGORY_KO[r.category]}."
    if r.capped_by:
        tail += f" (제한 사유: {r.capped_by})"
    return head + tail


def _reason_en(r: ContextualResult, a: Decomposition, b: Decomposition) -> str:
    if r.path == "shortcut-duplicate":
        head = f"Embedding similarity {r.raw_embedding:.2f}: practically the same text."
    elif r.path == "shortcut-unrelated":
        head = f"Embedding similarity {r.raw_embedding:.2f} is low: different content."
    else:
        shared = _shared_concepts(a, b)
        parts = []
        if shared:
            parts.append(f"Both mention {', '.join(repr(s) for s in shared)}.")
        if r.domain_match >= 1.0:
            parts.append(f"Both are in the {a.domain.value} domain.")
        else:
            rel = "a different context" if r.domain_match < 0.5 else "related domains"
            parts.append(f"Memory A is {a.domain.value}, memory B is {b.domain.value}: {rel}.")
        if a.subject or b.subject:
            parts.append(f"Subjects '{a.subject}' vs '{b.subject}', core similarity {r.core_similarity:.2f}.")
        parts.append(f"Embedding {r.raw_embedding:.2f}, contextual score {r.overall_score:.2f}.")
        head = " ".join(parts)
    tail = f" Verdict: {_CATEGORY_EN[r.category]}."
    if r.capped_by:
        tail += f" (capped: {r.capped_by})"
    return head + tail


# --- calibration ----------------------------------------------------------------------------------------------
def to_spec_scale(raw: float, calibrated: Bands, spec: Bands | None = None) -> float:
    """Map a model's raw cosine onto the design's scale: its calibrated bands land on the spec's bands.

    Piecewise linear through (0, 0), (related, 0.5), (update, 0.8), (skip, 0.95), (1, 1) with the spec's
    numbers, so every threshold downstream (shortcuts, bands, the gate) stays the design's. With the
    default (uncalibrated) bands it is the identity."""
    spec = spec or _DESIGN_BANDS
    xs = [0.0, calibrated.related, calibrated.update, calibrated.skip, 1.0]
    ys = [0.0, spec.related, spec.update, spec.skip, 1.0]
    if raw <= 0.0:
        return raw
    if raw >= 1.0:
        return 1.0
    for i in range(1, len(xs)):
        if raw <= xs[i]:
            span = xs[i] - xs[i - 1]
            if span <= 0:
                return ys[i]
            return ys[i - 1] + (raw - xs[i - 1]) * (ys[i] - ys[i - 1]) / span
    return 1.0
