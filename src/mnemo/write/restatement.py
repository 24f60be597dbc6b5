"""Does an agent's write restate a memory it already has? The word-level tests of the write gate.

Agents restate: "Confirmed the cause again: ..." after "Root cause: ...". Embeddings see the two as close
but cannot tell a restatement from a new fact about the same component, nor two notes about different
named things (Ember vs Nimbus). These tests look at the words: which proper names each text names, how
many fact words a write adds, and which words could serve as tags.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mnemo.domain.typed_values import typed_values
from mnemo.text.analysis import content_terms, language_of, stem_en, tokens
from mnemo.text.stopwords import RESTATEMENT_FILLER_EN, RESTATEMENT_FILLER_KO, TAG_STOP_EN

_PROPER = re.compile(r"(?<![.!?:]\s)(?<!^)(?<![A-Za-z0-9_])[A-Z][a-z]+[A-Za-z0-9]*(?![A-Za-z0-9_])")
_NOT_PROPER = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])
_KO_TAG_POS = frozenset({"NNG", "NNP", "SL"})
_KO_FACT_POS = frozenset({"NNG", "NNP", "SL", "SN", "XR", "NR"})
_HANGUL = re.compile(r"[가-힣]")
_CAMEL = re.compile(r"([a-z0-9])([A-Z])")
_IDENT_SPLIT = re.compile(r"[_/\\]+|(?<=\w)[.\-](?=\w)")
# Discourse words agents wrap a restatement in: they add no fact.
_FILLER = frozenset(stem_en(w) for w in RESTATEMENT_FILLER_EN) | RESTATEMENT_FILLER_KO


def proper_names(text: str) -> set[str]:
    """Proper-noun-like words (Ember, Nimbus, PostgreSQL, Okta), lower-cased: capitalized words with lower-case
    letters, not opening a sentence. Acronyms and codes (ES, PG16, DB) are left out: agents abbreviate
    freely, so they say little about *which* thing a note is about. Latin words glued to Korean particles
    ("Bit에서") count."""
    out = set()
    for line in text.splitlines():
        for m in _PROPER.finditer(line.strip()):
            w = m.group(0).casefold()
            if w not in _NOT_PROPER:
                out.add(w)
    return out


def subject_names(text: str) -> set[str]:
    """The names a note is about: ``proper_names`` and, in Korean, the analyzer's proper nouns (서울, 김민수,
    삼성전자), which Hangul's missing capitals hide. Why: a walk found notes about the Seoul and Busan offices,
    two on-call engineers or Samsung's and LG's contracts merged as restatements of one another, the first
    fact lost. (A capitalised name opening a sentence, "Mina prefers …", was tried too: every restatement
    opening with another word, "Confirmed …", "Root cause …", then named a subject of its own, and merges of
    real restatements fell from 72.5% to 51% on benchmarks/agent_flood.py.)"""
    out = proper_names(text)
    if _HANGUL.search(text):
        out |= {t.form.casefold() for t in tokens(text, "ko") if t.tag == "NNP" and len(t.form) >= 2}
    return out


def names_differ(existing: str, incoming: str) -> bool:
    """The engine's name guard, adapted to agent notes: two texts are about different named things (Ember vs
    Nimbus) when each names something the other does not, and those differing names are at least as many
    as the shared ones. A name and its longer form (Postgres / PostgreSQL) are the same name."""
    ne, ni = subject_names(existing), subject_names(incoming)

    def covered(n: str, other: set[str]) -> bool:
        return any(n == o or (min(len(n), len(o)) >= 4 and (n.startswith(o) or o.startswith(n))) for o in other)

    only_e = {n for n in ne if not covered(n, ni)}
    only_i = {n for n in ni if not covered(n, ne)}
    shared = len(ne) - len(only_e) - _shared_name_joins(ne - only_e, existing, incoming)
    return bool(only_e and only_i) and min(len(only_e), len(only_i)) >= shared


def _shared_name_joins(shared: set[str], a: str, b: str) -> int:
    """How many shared names are the second word of a longer name both texts write whole ("Quinn Oh"): one
    person, not two shared names. Counted twice, a decision's owner outweighed the projects two decisions
    are about ("cap Atlas cloud spend …, Quinn Oh updated the tracker" took in "Quartz launches in
    Australia …, Quinn Oh updated the tracker" and lost the Atlas decision: api_load.py)."""
    if len(shared) < 2:
        return 0
    low_a, low_b = a.casefold(), b.casefold()
    return sum(1 for x in shared for y in shared if x != y
               and all(re.search(rf"(?<!\w){re.escape(x)} {re.escape(y)}(?!\w)", low) for low in (low_a, low_b)))


def values_differ(existing: str, incoming: str) -> bool:
    """The two give one kind of value (a weekday, a time, a date, an amount…) only different ones: "every
    second Monday" and "every second Wednesday", "2시" and "3시". Such a note states another fact (or a
    change, which supersession settles), not the same one again, however few words it adds."""
    was, now = typed_values(existing), typed_values(incoming)
    return any(was[k] and now[k] and not was[k] & now[k] for k in was.keys() & now.keys())


def novelty(new_text: str, existing_text: str) -> float:
    """Share of the new text's fact words that the existing text lacks: how much a write adds to a memory.

    Fact words are Korean nouns, foreign words and numbers (Kiwi) and stemmed English words, with identifiers
    split into their parts (``access_token``, ``saveSession``) so spelling one out is not news, and without
    the discourse words agents wrap restatements in ("still", "confirmed", "summary", "정리", "확인"). Texts in
    different languages share no words, so their novelty is 1: only the embedding can match them."""
    new = fact_words(new_text)
    if not new:
        return 0.0
    return len(new - fact_words(existing_text)) / len(new)


def fact_words(text: str) -> frozenset[str]:
    return _fact_words(text)


@lru_cache(maxsize=4096)
def _fact_words(text: str) -> frozenset[str]:
    lang = language_of(text)
    spelled = _IDENT_SPLIT.sub(" ", _CAMEL.sub(r"\1 \2", text))
    toks = tokens(spelled, lang)
    if lang == "ko":
        words = [t.form for t in toks if t.tag in _KO_FACT_POS]
    else:
        words = content_terms(toks, lang)
    return frozenset(w for w in words if w and w not in _FILLER and w.strip(".,;:") == w or w.isdigit())


def tag_words(text: str) -> list[str]:
    """Candidate tag words of a text in order: Korean nouns and foreign words (Kiwi), English content words."""
    lang = language_of(text)
    toks = tokens(text, lang)
    if lang == "ko":
        return [t.form for t in toks if t.tag in _KO_TAG_POS]
    return [t.form for t in toks if t.tag == "W" and t.form not in TAG_STOP_EN and not t.form.endswith(("ed", "ly"))]
