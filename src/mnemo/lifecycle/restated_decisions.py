"""Is one stored decision a restatement of another: the same decision, in other words or the other language?

Why a rule of its own. The write path merges text that is nearly the same; a restatement ("We agreed: the
primary region for Orion-19 is Dublin" / "Final call from Jin Park: Orion-19 runs its primary cluster in
Dublin", or the same in Korean) sits far below that, and below two *different* decisions written from one
template for two projects ("... for Orion-19 is Dublin" / "... for Atlas-7 is Dublin"). Similarity of the
whole text cannot tell these apart; what each text names can. A pair of decisions made at most
``window_days`` apart is judged in three steps:

1. **What each names must agree** (``anchor_conflict``). Anchors say which thing a decision is about and
   what was settled: identifiers (``Orion-19``, ``INC-3236``, ``pg16``), stated values (amounts, dates,
   times, durations, weekdays, written the same way in either language by ``domain.conflict``), Latin
   names (also glued to a Korean particle: ``Stripe로``), Korean names (``김민수님``, ``윤서진 님``; a
   Hangul word inside English text), acronyms, hyphenated words, and in Korean, rare words (Korean has no
   capitals to mark a name). Identifiers and names of things must agree; the rest one side may add (a recap
   adds who said it, or the demo date) but not both. Two texts that share half their words while each swaps
   one for another are twins about two things. Across languages only what is written alike is compared.
2. **The whole text is alike** (raw cosine at least ``cosine``).
3. **The topic is alike once identifiers and values are gone** (``topic_text``, embedded; raw cosine at
   least ``topic``): two decisions on one project and one date share those anchors and differ only in what
   they decide ("the Cedar-35 chargeback review is on Thursdays" / "Cedar-35's maintenance day is
   Thursday").

Only decisions are judged this way: a decision's values and names say what it settles; two conversation
turns that share a date and a name say nothing of the kind. What it cannot see: twins that differ only in a
common noun written in other words ("the OR" / "pharmacy" inside two reworded texts), and names in two
scripts ("Orchid Travel" / "오키드트래블"), which it refuses rather than guesses. So the sweep merges what
this finds only when ``lifecycle.restatement.merge`` is on; the figures are in ``docs/lifecycle.md``
"Restatements".
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mnemo.domain.conflict import is_identifier, named_subjects, stated_values, value_spans
from mnemo.domain.models import Memory
from mnemo.lifecycle.job_context import happened_at
from mnemo.text.analysis import language_of
from mnemo.text.tokenize import keyword_terms
from mnemo.write.supersede import is_decision

_DIGIT = re.compile(r"\d")
_LATIN = re.compile(r"[A-Za-z]")
_COMPOUND = re.compile(r"^[a-z]+(?:[-_][a-z]+)+$")
# A person addressed in Korean: "김민수님", "윤서진 님", "Tom 님"
_KO_HONORIFIC_NAME = re.compile(r"(?<![\uAC00-\uD7A3A-Za-z])([\uAC00-\uD7A3]{2,4}|[A-Z][a-z]+)\s?님")
_HANGUL_RUN = re.compile(r"[\uAC00-\uD7A3]{2,4}(?![\uAC00-\uD7A3])")
# Titles and forms of address before 님 that name no one: 선생님, 팀장님, 고객님
_KO_TITLES = frozenset(
    "선생 팀장 부장 과장 차장 대리 실장 본부장 이사 대표 사장 원장 교수 고객 회원 여러분 담당자 매니저".split())
_PARTS = re.compile(r"[^\W_]+")
_ACRONYM = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]{1,4}(?![A-Za-z0-9])")
# What topic_text removes besides the values: identifiers (a run of word characters, dots and hyphens that
# holds a letter and a digit; checked per run, so the pattern stays linear on long input).
_WORD_RUN = re.compile(r"[\w.-]+")
# How a decision is announced is not what it decides: a short label before a colon ("Decision:", "결정:",
# "Final call from Dana Lee:", "Recap from the sync:") and an aside in brackets ("(decided in the sync)").
_HEADER = re.compile(r"^\s*[^:\n]{1,40}:\s+")
_ASIDE = re.compile(r"\([^()]{0,60}\)")


@dataclass(frozen=True)
class Anchors:
    language: str
    ids: frozenset[str]
    values: frozenset[str]
    names: frozenset[str]  # Latin script, lower-cased
    korean_names: frozenset[str]
    acronyms: frozenset[str]  # lower-cased: API, SSO, E2E, AWS
    compounds: frozenset[str]  # hyphenated words: "ledger-api", "checkout-web", "on-call"
    label: frozenset[str]  # the terms of its label ("We agreed:", "Final call from Jin Park:")
    terms: frozenset[str]  # the keyword terms (Korean words with their particle-stripped stems), no numbers
    parts: frozenset[str]  # every lower-cased term and its alphanumeric parts: "is X written anywhere"


@lru_cache(maxsize=65536)
def anchors(text: str) -> Anchors:
    language = language_of(text)
    terms = [t.removesuffix("'s").removesuffix("\u2019s") for t in keyword_terms(text)]  # "Orion-19's" names Orion-19
    parts = set(terms)
    for t in terms:
        parts.update(_PARTS.findall(t))
    if language == "ko":
        korean = {n.casefold() for n in _KO_HONORIFIC_NAME.findall(text)} - _KO_TITLES
    else:  # a Hangul word in English text is a name ("박지훈 owns the e2e suite")
        korean = set(_HANGUL_RUN.findall(text))
    return Anchors(language=language, ids=frozenset(t for t in terms if is_identifier(t)),
                   values=stated_values(text), names=frozenset(named_subjects(text)),
                   korean_names=frozenset(korean), acronyms=frozenset(a.casefold() for a in _ACRONYM.findall(text)),
                   compounds=frozenset(t for t in terms if _COMPOUND.match(t)),
                   label=frozenset(keyword_terms(_label(text))),
                   terms=frozenset(t for t in terms if not t.replace(",", "").replace(".", "").isdigit()),
                   parts=frozenset(parts))


def _person_parts(people: tuple[str, ...]) -> frozenset[str]:
    out: set[str] = set()
    for p in people:
        low = p.casefold()
        out.update(_PARTS.findall(low))
        out.add(low.removesuffix("님"))
    return frozenset(out)


def _bare(value: str) -> bool:
    """A number stated without a unit ("2" of "2인 승인"): a restatement may leave it out or spell it
    ("두 번째 승인자"), so only one that each side states differently tells two decisions apart."""
    return value.replace(".", "", 1).isdigit() and len(value) < 4


def anchor_conflict(a_text: str, b_text: str, a_people: tuple[str, ...] = (),
                    b_people: tuple[str, ...] = (), rare: Callable[[str], bool] | None = None) -> str | None:
    """Why these two decisions cannot be one decision restated (step 1 above), or None when their anchors
    agree. ``*_people`` are the memories' people; ``rare`` says which words few decisions of the store write.

    Hard anchors must agree: identifiers and names of things. Everything else may be added by one side but
    not by both: values (a recap adds the demo date), people, acronyms ("API 키" / "키"), hyphenated words
    (services are named so: "ledger-api" / "webhook-relay"), numbers without a unit, and in two Korean texts
    a rare Korean word ("그래나이트랩스 건" / "누리모빌리티 건": no capitals mark a Korean name; verb and
    adjective forms are wording and do not count)."""
    a, b = anchors(a_text), anchors(b_text)
    hard_va, hard_vb = {v for v in a.values if not _bare(v)}, {v for v in b.values if not _bare(v)}
    if hard_va - hard_vb and hard_vb - hard_va:
        return "they state different values"  # a contradiction, or two decisions
    if not (a.values & b.values or a.ids & b.ids or a.names & b.names or a.korean_names & b.korean_names):
        return "they share nothing that names what they decide"
    same_language = a.language == b.language
    people = _person_parts(a_people) | _person_parts(b_people)
    hard_a, soft_a = _only(a, b, same_language, people)
    hard_b, soft_b = _only(b, a, same_language, people)
    if hard_a or hard_b:
        return f"one names what the other does not: {', '.join(sorted(hard_a | hard_b))}"
    soft_a |= hard_va - hard_vb
    soft_b |= hard_vb - hard_va
    if same_language and _swapped(a, b):
        return "the same sentence about another thing (a word swapped for another)"
    if rare is not None:
        ko_a = {t for t in a.terms - b.terms if _korean_word(t) and rare(t)}
        ko_b = {t for t in b.terms - a.terms if _korean_word(t) and rare(t)}
        if not same_language:  # a rare Korean word on one side, a name in Latin on the other: unverifiable
            en, ko = (a, ko_b) if a.language == "en" else (b, ko_a)
            other = b if en is a else a
            if ko and any(n not in people and n not in en.acronyms and n not in other.parts for n in en.names):
                return "each names a thing the other writes in another script: they cannot be matched"
        soft_a |= ko_a
        soft_b |= ko_b
    if soft_a and soft_b:
        return f"each names someone or something the other does not: {', '.join(sorted(soft_a | soft_b))}"
    return None


def _korean_word(term: str) -> bool:
    """A Hangul word that is not a verb or adjective form (those end in 다 / 요 / 죠 / 음 / 함)."""
    return bool(_HANGUL_RUN.search(term)) and term[-1] not in "다요죠음함"


def _swapped(a: Anchors, b: Anchors) -> bool:
    """Twins: at least half their words shared and each writes a word the other does not ("PO-7846: 11 label
    printers for dialysis" / "... for pharmacy"; "2026년 8월 재무팀 ... 예산" / "2026년 8월 디자인팀 ...
    예산"). A recap rewords: across three generated histories, 1-8% of restatements share half their words
    with the decision they restate while swapping one, against 27-91% of twins. (Two texts that are nearly
    the same with nothing swapped are the write path's duplicates, merged before this.)"""
    only_a, only_b = a.terms - b.terms - a.label, b.terms - a.terms - b.label  # a label is no swap
    return bool(only_a and only_b) and len(a.terms & b.terms) >= _SWAP_SHARED * len(a.terms | b.terms)


def _only(x: Anchors, y: Anchors, same_language: bool, people: frozenset[str]) -> tuple[set[str], set[str]]:
    """The (hard, soft) anchors of ``x`` that ``y`` does not write."""
    hard = {i for i in x.ids if i not in y.parts}
    soft = {v for v in x.values - y.values if _bare(v)} | (x.compounds - y.terms)
    if same_language or x.language == "ko" or y.names:  # Latin names compare (see the module's step 1)
        for n in x.names - x.ids:
            if n not in y.parts:
                (soft if n in people or n in x.acronyms else hard).add(n)
    if same_language or (x.korean_names and y.korean_names):
        for n in x.korean_names:
            if n not in y.korean_names and n not in y.parts:
                (soft if n in people else hard).add(n)
    return hard, soft


def _label(text: str) -> str:
    m = _HEADER.match(text)
    return m.group(0) if m else ""


@lru_cache(maxsize=65536)
def topic_text(text: str) -> str:
    """The text without its anchors: what it decides about, not which thing or what value (step 3)."""
    out = _HEADER.sub("", _ASIDE.sub(" ", text))
    out = _WORD_RUN.sub(lambda m: " " if _DIGIT.search(m.group(0)) and _LATIN.search(m.group(0)) else m.group(0),
                        out)
    out = value_spans().sub(" ", out)
    return " ".join(out.split())


# --- finding the pairs in one read scope ----------------------------------------------------------------
_MIN_KEY_SHARE = 50  # a key written by at most this many decisions (or 1 in 200) picks candidates
_RARE_SHARE = 0.002  # a word at most 1 in 500 decisions of the scope write (or 3) is rare
_RARE_MIN = 3
_SWAP_SHARED = 0.5


def _keys(a: Anchors) -> set[str]:
    return ({f"i:{x}" for x in a.ids} | {f"v:{x}" for x in a.values} | {f"n:{x}" for x in a.names}
            | {f"k:{x}" for x in a.korean_names})


def restated_pairs(rows: Sequence[Memory], mat: np.ndarray, embed: Callable[[list[str]], np.ndarray], *,
                   cosine: float, topic: float, window_days: float, skip: set[int],
                   others: Sequence[Memory] = ()) -> list[tuple[int, int, float]]:
    """(kept, merged, score) pairs of decisions in ``rows`` (sorted oldest first, ``mat`` their unit
    vectors), none with an index in ``skip``; ``others`` are the scope's other versions (the rare-word
    counts read them too, so a rerun after merges counts the same words).

    Chosen so that a rerun after merging them finds none of them again: later decisions are taken in
    time order, each joins its best match (whole-text plus topic cosine) that stays, and a merged match is
    never a target, so no decision joins one it was not compared with. The kept one is the earlier,
    unless the later comes from a stronger source and the earlier has taken in no other yet."""
    matches: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for j, i, c, t in judged_pairs(rows, mat, embed, cosine=cosine, window_days=window_days, skip=skip,
                                   others=others):
        if t >= topic:
            matches[i].append((c + t, j))
    merged: set[int] = set()
    took_in: set[int] = set()
    out: list[tuple[int, int, float]] = []
    for i in sorted(matches):
        if i in merged:
            continue
        for score, j in sorted(matches[i], reverse=True):
            if j in merged:
                continue
            if rows[i].source_type.priority > rows[j].source_type.priority and j not in took_in:
                kept, gone = i, j  # the stronger source's wording stays
            else:
                kept, gone = j, i
            merged.add(gone)
            took_in.add(kept)
            out.append((kept, gone, round(score / 2, 4)))
            break
    return out


def judged_pairs(rows: Sequence[Memory], mat: np.ndarray, embed: Callable[[list[str]], np.ndarray], *,
                 cosine: float, window_days: float, skip: set[int],
                 others: Sequence[Memory] = ()) -> list[tuple[int, int, float, float]]:
    """Every (earlier, later, cosine, topic cosine) pair of decisions that passes steps 1 and 2.

    Candidates share a key that few decisions write (an identifier, a value, a name: at most 50 of them or
    1 in 200), so a scope of n decisions costs about n x 50 dot products, not n squared. Only decisions
    made within ``window_days`` of each other are compared: a restatement is a recap, a cross-post or a
    confirmation of a decision just made; two decisions months apart that share a project and a date are
    far more often two decisions. The masked topics are embedded once, for the decisions still in play."""
    decisions = [i for i, m in enumerate(rows) if i not in skip and is_decision(m) and m.content]
    found = {i: anchors(rows[i].content) for i in decisions}
    postings: dict[str, list[int]] = defaultdict(list)
    for i in decisions:
        for k in _keys(found[i]):
            postings[k].append(i)
    counted = [m.content for m in (*rows, *others) if is_decision(m) and m.content]  # the same on a rerun
    cap = max(_MIN_KEY_SHARE, len(counted) // 200)
    term_df: dict[str, int] = defaultdict(int)
    for text in counted:
        for t in anchors(text).terms:
            term_df[t] += 1
    rare_cap = max(_RARE_MIN, len(counted) * _RARE_SHARE)

    def rare(term: str) -> bool:
        return term_df.get(term, 0) <= rare_cap

    earlier: dict[int, set[int]] = defaultdict(set)
    for members in postings.values():
        if 1 < len(members) <= cap:
            for pos, i in enumerate(members):
                earlier[i].update(members[:pos])
    when = {i: happened_at(rows[i]).timestamp() for i in decisions}
    window = window_days * 86400
    passing: list[tuple[int, int, float]] = []
    for i, js in earlier.items():
        cand = sorted(j for j in js if abs(when[i] - when[j]) <= window)
        if not cand:
            continue
        sims = mat[cand] @ mat[i]
        for j, c in zip(cand, sims.tolist()):
            if c >= cosine and anchor_conflict(rows[j].content, rows[i].content, tuple(rows[j].people),
                                               tuple(rows[i].people), rare) is None:
                passing.append((j, i, float(c)))
    if not passing:
        return []
    involved = sorted({x for j, i, _ in passing for x in (j, i)})
    topics = embed([topic_text(rows[x].content) for x in involved])
    topic_of = {x: topics[n] for n, x in enumerate(involved)}
    return [(j, i, c, float(topic_of[j] @ topic_of[i])) for j, i, c in passing]
