"""Conflict resolution (``docs/design/conflicts.md``) and field merge strategies (``docs/design/consolidation.md``).

``resolve`` picks KEEP_EXISTING / USE_INCOMING / MERGE by source priority, then time, confidence (with a
margin), importance. ``merge_memory`` applies the field strategies for the chosen resolution.
``find_contradiction`` is the non-LLM test the design leaves to an LLM: two versions of the same subject
contradict when the values they state (amounts, times, dates, percentages, plain numbers) or their
polarity differ. A lower-priority contradicting value is never dropped silently: the engine records it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from mnemo.domain.models import (
    ContentStrategy,
    Entity,
    ImportanceStrategy,
    KeywordStrategy,
    Memory,
    MemoryDraft,
    Person,
    Resolution,
    SourceType,
)
from mnemo.domain.policy import FieldStrategies
from mnemo.domain.hashing import normalize_for_hash


@dataclass(frozen=True)
class Side:
    """The facts conflict resolution compares, for either side of a conflict."""

    source_type: SourceType
    updated_at: datetime
    confidence: float
    importance: float


@dataclass(frozen=True)
class Verdict:
    resolution: Resolution
    reason: str
    rule: str  # priority | override | time | confidence | importance | merge


def resolve(existing: Side, incoming: Side, *, respect_source_priority: bool = True,
            confidence_margin: float = 0.1) -> Verdict:
    """The algorithm of ``docs/design/conflicts.md#algorithm``: priority, then newer, then confidence + margin, then importance."""
    e, i = existing.source_type, incoming.source_type
    if respect_source_priority:
        if i.priority > e.priority:
            return Verdict(Resolution.USE_INCOMING, f"{i.value} outranks {e.value}", "priority")
        if i.priority < e.priority:
            return Verdict(Resolution.KEEP_EXISTING, f"{e.value} outranks {i.value}", "priority")
        prefix = f"same source priority ({i.value}); "
    else:
        prefix = "source priority ignored (respect_source_priority=false); "
    if incoming.updated_at > existing.updated_at:
        return Verdict(Resolution.USE_INCOMING, prefix + "incoming is newer", "time")
    if incoming.updated_at < existing.updated_at:
        return Verdict(Resolution.KEEP_EXISTING, prefix + "existing is newer", "time")
    if incoming.confidence > existing.confidence + confidence_margin:
        return Verdict(Resolution.USE_INCOMING, prefix + "same time; incoming has higher confidence", "confidence")
    if existing.confidence > incoming.confidence + confidence_margin:
        return Verdict(Resolution.KEEP_EXISTING, prefix + "same time; existing has higher confidence", "confidence")
    if incoming.importance > existing.importance:
        return Verdict(Resolution.USE_INCOMING, prefix + "same time and confidence; incoming is more important",
                       "importance")
    if incoming.importance < existing.importance:
        return Verdict(Resolution.KEEP_EXISTING, prefix + "same time and confidence; existing is more important",
                       "importance")
    return Verdict(Resolution.MERGE, prefix + "no rule prefers either side; merging both", "merge")


def memory_side(m: Memory) -> Side:
    return Side(m.source_type, m.updated_at, m.confidence, m.importance)


def draft_side(d: MemoryDraft, at: datetime) -> Side:
    return Side(d.source_type, d.occurred_at or at, d.confidence, d.importance)


def _union(a: list[str], b: list[str]) -> list[str]:
    """``a`` then the items of ``b`` it lacks, compared case-insensitively."""
    out, seen = list(a), {x.casefold() for x in a}
    for x in b:
        if x.casefold() not in seen:
            seen.add(x.casefold())
            out.append(x)
    return out


def _append_unique(existing: str, incoming: str) -> str:
    """Existing text plus the incoming text, unless one already contains the other."""
    ne, ni = normalize_for_hash(existing), normalize_for_hash(incoming)
    if ni in ne:
        return existing
    if ne in ni:
        return incoming
    return f"{existing}\n{incoming}"


def merge_memory(existing: Memory, draft: MemoryDraft, resolution: Resolution,
                 strategies: FieldStrategies) -> dict[str, Any]:
    """The field values of the new version for USE_INCOMING or MERGE (KEEP_EXISTING makes no version).

    USE_INCOMING applies the configured strategy per field (content replace|append|keep_existing, keywords
    replace|merge|keep_existing, importance replace|max|keep_existing). MERGE keeps both sides: content is
    appended (unless the strategy is keep_existing), keywords united, importance and confidence the max.
    Lists of people, entities and projects are always united: they identify, they do not conflict.
    """
    if resolution is Resolution.KEEP_EXISTING:
        raise ValueError("KEEP_EXISTING creates no new version")
    merging = resolution is Resolution.MERGE

    if strategies.content is ContentStrategy.KEEP_EXISTING:
        content = existing.content
    elif strategies.content is ContentStrategy.APPEND or merging:
        content = _append_unique(existing.content, draft.content)
    else:
        content = draft.content

    if strategies.keywords is KeywordStrategy.KEEP_EXISTING:
        keywords = list(existing.keywords)
    elif strategies.keywords is KeywordStrategy.REPLACE and not merging:
        keywords = list(draft.keywords) or list(existing.keywords)
    else:
        keywords = _union(existing.keywords, draft.keywords)

    if strategies.importance is ImportanceStrategy.KEEP_EXISTING:
        importance = existing.importance
    elif strategies.importance is ImportanceStrategy.REPLACE and not merging:
        importance = draft.importance
    else:
        importance = max(existing.importance, draft.importance)

    content_changed = normalize_for_hash(content) != normalize_for_hash(existing.content)
    summary = draft.summary or (existing.summary if not content_changed or content.startswith(existing.content)
                                else None)
    return {
        "content": content,
        "title": draft.title or existing.title,
        "summary": summary,
        "category": draft.category or existing.category,
        "keywords": keywords,
        "importance": importance,
        "confidence": max(existing.confidence, draft.confidence) if merging else draft.confidence,
        "source_type": draft.source_type,
        "source": draft.source or existing.source,
        "source_ref": draft.source_ref or existing.source_ref,
        "source_url": draft.source_url or existing.source_url,
        "thread_id": draft.thread_id or existing.thread_id,
        "people": _union(existing.people, draft.people),
        "entities": _union(existing.entities, draft.entities),
        "projects": _union(existing.projects, draft.projects),
        "metadata": {**existing.metadata, **draft.metadata},
    }


# --- contradiction --------------------------------------------------------------------------------------
# Values a sentence states. Korean units (만원, 억, 시, 분, 일, 월, 명, 개, %) and English forms ($50K,
# 3pm, 14:00, 1/25, 30%) are kept with their number so "3시" and "3일" are different values.
_VALUE = re.compile(
    r"""(?ix)
    \b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|march|april|june
       |july|august|september|october|november|december)\b                        # weekdays ("on Fridays"), months
    | (?-i:\bMay\b)(?=\s?\d)                                                      # May 2026, May 5 (not "may")
    | \b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?(?=\s?\d)           # Sep 2026, Dec. 5
    | (?:[월화수목금토일]요일)                                                       # 월요일 .. 일요일
    | (?:\d+\s?억\s?\d[\d,]*\s?만(?:\s?원)?)                                          # 5억 8,100만 원 (one amount)
    | (?:[$€£₩]\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|bn|b|million|billion|thousand)?)     # $50K, ₩5,000
    | (?:\d{1,2}:\d{2}\s?(?:am|pm)?)                                              # 14:00, 2:30pm
    | (?:\d{4}[-./]\d{1,2}[-./]\d{1,2})                                           # 2025-01-15
    | (?:\d{1,2}/\d{1,2}(?:/\d{2,4})?)                                            # 1/25
    | (?<=[A-Za-z]-)\d+(?![\d.,%]|\s?[만억천원])                                    # the 7132 of "INC-7132 건": no unit
    | (?:\d+(?:[.,]\d+)*\s?(?:am|pm|%|percent|만\s?원|억\s?원|천\s?원|원|만|억|천|시간|시|분|초|일|개월|월|년|주|명|개|건|달러|usd|krw|won|k\b|m\b
        |-?(?:months?|weeks?|days?|hours?|hrs?|minutes?|mins?|years?|people|persons?)\b)?)
    """
)
_NEGATION = re.compile(
    r"(?i)\b(not|no|never|cancel(?:l?ed)?|reject(?:ed)?|won't|don't|doesn't|isn't|aren't|cannot|can't)\b"
    r"|취소|안\s|않|못\s|불가|반려|거절|중단|없"
)


# "변동 없습니다" (no change), "no problem", "문제없이": the negation confirms what is said, it negates nothing
# (a reminder ending "변동 없습니다" was read as contradicting the decision it restated, and rewrote it)
# Only as a clause of its own ("…, no change.", "변동 없습니다"): "No change requests are accepted" negates.
_NOT_A_NEGATION = re.compile(r"(?i)\bno (?:changes?|problems?|issues?)(?=\s*(?:[.!;,)]|$))|(?:변동|변경\s?사항|변경|차질|문제|"
                             r"이상|빠짐|틀림|상관|어김)\s?(?:이|은|는|도)?\s?없(?:습니다|어요|음|다|고|이|으며)")


@lru_cache(maxsize=8192)  # asked of the same stored texts for every write they are a candidate of
def _negated(text: str) -> bool:
    return bool(_NEGATION.search(_NOT_A_NEGATION.sub(" ", text)))


def value_spans() -> re.Pattern[str]:
    """The pattern of a stated value (for removing values from a text)."""
    return _VALUE


def stated_values(text: str) -> frozenset[str]:
    """The values a text states (cached: consolidation compares one new text with many candidates)."""
    return _stated_values(text)


@lru_cache(maxsize=8192)
def _stated_values(text: str) -> frozenset[str]:
    return frozenset(_spellings(text))


@lru_cache(maxsize=8192)
def _spellings(text: str) -> dict[str, str]:
    """Each value's one spelling (``_canonical``) -> how the text wrote it (for evidence a person reads)."""
    out: dict[str, str] = {}
    for m in _VALUE.finditer(text):
        v = re.sub(r"[\s,]", "", m.group(0).casefold())
        if v:
            out.setdefault(_canonical(v, text[m.end():m.end() + 12]), v)
    return out


_MONTHS = {name: i for i, name in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
_WEEKDAYS = {name: i for i, name in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())}
_KO_WEEKDAYS = {f"{d}요일": i for i, d in enumerate("월화수목금토일")}
_SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9,
          "천": 1e3, "만": 1e4, "억": 1e8}
_AMOUNT = re.compile(r"^[$€£₩]?(\d+(?:\.\d+)?)(k|m|bn|b|million|billion|thousand|천|만|억)?(원|달러|usd|krw|won)?$")
_CLOCK = re.compile(r"^(\d{1,2})(?::(\d{2}))?(am|pm|시)$|^(\d{1,2}):(\d{2})$")
_EN_UNIT = re.compile(r"^(\d+(?:\.\d+)?)-?(month|week|day|hour|hr|minute|min|year|people|person)s?$")
_EN_UNITS = {"month": "개월", "week": "주", "day": "", "hour": "시간", "hr": "시간", "minute": "분", "min": "분",
             "year": "년", "people": "명", "person": "명"}
_KO_COMPOUND = re.compile(r"^(\d{1,6})억(\d{1,6})만(?:원)?$")
_SPELLED_SCALE = re.compile(r"^\s*(million|billion|thousand)\b", re.I)


_MONTH_ABBREVIATIONS = {name[:3]: i for name, i in _MONTHS.items()} | {"sept": 9}


def _canonical(value: str, after: str) -> str:
    """One spelling for a value stated in either language, so a restatement in the other language states
    the same values: March = 3월, Thursday = 목요일, 2pm = 2시 = 14:00, $30k = $30,000, 50 million won =
    5000만원. Different values stay different."""
    if value in _MONTHS:
        return f"month:{_MONTHS[value]}"
    if value.rstrip(".") in _MONTH_ABBREVIATIONS:
        return f"month:{_MONTH_ABBREVIATIONS[value.rstrip('.')]}"
    if value.endswith("월") and value[:-1].isdigit() and len(value) <= 3 and 1 <= int(value[:-1]) <= 12:
        return f"month:{int(value[:-1])}"
    if value in _WEEKDAYS or value[:-1] in _WEEKDAYS:  # "fridays" (every Friday) is Friday
        return f"weekday:{_WEEKDAYS.get(value, _WEEKDAYS.get(value[:-1]))}"
    if value in _KO_WEEKDAYS:
        return f"weekday:{_KO_WEEKDAYS[value]}"
    if value.endswith("일") and value[:-1].isdigit():
        return value[:-1]  # "15일" (the 15th) is the "15" of "January 15"
    if value.endswith("년") and len(value) == 5 and value[:4].isdigit():
        return value[:4]  # "2025년" is the "2025" of "Aug 2025"
    unit = _EN_UNIT.match(value)
    if unit:  # "2 months" = "2개월", "3 weeks" = "3주", "3 days" = "3일" (= "3", as above)
        return unit.group(1) + _EN_UNITS[unit.group(2)]
    clock = _CLOCK.match(value)
    if clock:
        hour = int(clock.group(1) or clock.group(4))
        minute = int(clock.group(2) or clock.group(5) or 0)
        return f"time:{hour % 12 or 12}:{minute:02d}"
    compound = _KO_COMPOUND.match(value)
    if compound:  # "5억8100만원" is 581,000,000: the "KRW 581M" of an English restatement
        return f"amount:{int(compound.group(1)) * 1e8 + int(compound.group(2)) * 1e4:g}"
    amount = _AMOUNT.match(value)
    if amount and (amount.group(2) or amount.group(3) or value[0] in "$€£₩" or _SPELLED_SCALE.match(after)):
        scale = amount.group(2) or ((_SPELLED_SCALE.match(after) or [None, None])[1] or "").lower()
        number = float(amount.group(1)) * _SCALE.get(scale, 1.0)
        return f"amount:{number:g}"
    return value


def find_contradiction(existing: str, incoming: str) -> str | None:
    """Evidence that two statements about the same subject disagree, or None.

    They disagree when each states a value the other does not (5000만원 vs 6000만원, 2시 vs 3시) or when
    exactly one of them is negated. Pure additions (the incoming text states everything the existing one
    does, and more) are not contradictions.
    """
    ve, vi = stated_values(existing), stated_values(incoming)
    only_e, only_i = ve - vi, vi - ve
    if only_e and only_i:
        se, si = _spellings(existing), _spellings(incoming)
        return (f"values differ: {', '.join(sorted(se[v] for v in only_e))} vs "
                f"{', '.join(sorted(si[v] for v in only_i))}")
    ne, ni = _negated(existing), _negated(incoming)
    if ne != ni:
        return "one statement negates the other"
    return None


# Named subjects: capitalized words inside a sentence (Ember, Nimbus, Alice), acronyms (AWS, GCP) and
# code-like names (Q1, PostgreSQL16). Weekdays and months are values (above), not names.
# Bounded by Latin letters and digits rather than \b, so a name glued to a Korean particle ("Braintree입니다",
# "Stripe로") is found too.
_NAME = re.compile(r"(?<![.!?:]\s)(?<!^)(?<![A-Za-z0-9_\u00C0-\u024F])([A-Z\u00C0-\u00DE][A-Za-z0-9_\u00C0-\u024F]*"
                   r"[A-Za-z0-9\u00C0-\u024F])(?![A-Za-z0-9_\u00C0-\u024F])")
_NOT_NAMES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays "
    "saturdays sundays january february march april may june july "
    "august september october november december i ok re fwd fw cc bcc am pm utc kst gmt".split()
)


_BEFORE_NUMBER = re.compile(r"\.?\s?\d")
# Identifiers: letters and digits in one token ("Orion-19", "INC-3236", "pg16", "r7g.2xlarge"); short ones
# ("e2e", "k8s", "q3") are words of the trade, and a number with a unit word ("60-minute", "486m") an amount.
_WORD_RUN = re.compile(r"[A-Za-z0-9._-]+")  # Latin script: "2025의" is a year and a particle
_QUANTITY = re.compile(r"^\d+(?:\.\d+)?(?:-[^\W\d_]+|[a-z]{1,3})$")


def is_identifier(term: str) -> bool:
    """Whether a lower-cased token names one thing by letters and digits together (see ``_WORD_RUN``)."""
    term = term.strip(".-")
    return (any(c.isdigit() for c in term) and any("a" <= c <= "z" or "A" <= c <= "Z" for c in term)
            and (len(term) >= 4 or any(c in "-._" for c in term)) and not _QUANTITY.match(term))


def identifiers(text: str) -> frozenset[str]:
    """The identifiers a text names, lower-cased ("Orion-19's" names orion-19)."""
    out = set()
    for m in _WORD_RUN.finditer(text.casefold()):
        w = m.group(0).strip(".-")
        if is_identifier(w):
            out.add(w)
    return frozenset(out)


def named_subjects(text: str) -> set[str]:
    """Proper names a text talks about, lower-cased (Latin script; Korean names need morphology)."""
    out = set()
    for line in text.splitlines():
        for m in _NAME.finditer(line.strip()):
            w = m.group(1).casefold()
            if w in _NOT_NAMES or (w in _MONTH_ABBREVIATIONS and _BEFORE_NUMBER.match(line.strip(), m.end())):
                continue  # "Feb 2026" is a date; "approved by Jan" names someone
            out.add(w)
    return out


def distinct_subjects(existing: str, incoming: str) -> str | None:
    """Evidence that two similar texts are about different named things (Ember vs Nimbus), or None.

    Each must name something the other does not; an incoming text that only adds a name ("PostgreSQL" ->
    "CockroachDB instead of PostgreSQL") can still update the existing one.
    """
    ne, ni = named_subjects(existing), named_subjects(incoming)
    only_e, only_i = ne - ni, ni - ne
    if only_e and only_i:
        return f"they name different subjects: {', '.join(sorted(only_e))} vs {', '.join(sorted(only_i))}"
    return None


# --- people and entities -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PersonUpdate:
    """What upserting a person changes, and the organization conflict to record if any."""

    fields: dict[str, Any]
    verdict: Verdict | None
    organization_conflict: tuple[str | None, str | None] | None  # (kept, rejected)


def merge_person(existing: Person, name: str, emails: list[str], organization: str | None,
                 incoming: Side, *, respect_source_priority: bool = True,
                 confidence_margin: float = 0.1) -> PersonUpdate:
    """The Person.organization rule of ``docs/design/conflicts.md#organization-history``: the winner's organization, the loser's kept.

    USE_INCOMING moves the old organization into ``previous_organizations``; KEEP_EXISTING (and MERGE, where
    neither side is preferred) keeps the current one and reports the rejected value as a conflict. E-mail
    addresses always accumulate: they identify the person, they do not compete.
    """
    fields: dict[str, Any] = {"emails": _union(existing.emails, [e.lower() for e in emails])}
    verdict = None
    conflict = None
    if organization and organization != existing.organization:
        if not existing.organization:
            fields["organization"] = organization
        else:
            verdict = resolve(
                Side(existing.source_type, existing.updated_at, existing.confidence, existing.importance),
                incoming, respect_source_priority=respect_source_priority, confidence_margin=confidence_margin)
            if verdict.resolution is Resolution.USE_INCOMING:
                fields["organization"] = organization
                fields["previous_organizations"] = _union(
                    [o for o in existing.previous_organizations if o != organization], [existing.organization])
                fields["source_type"] = incoming.source_type
                fields["updated_at"] = incoming.updated_at
            else:
                conflict = (existing.organization, organization)
    if name and name.casefold() != existing.name.casefold():
        fields["aliases"] = _union(existing.aliases, [name])
    return PersonUpdate(fields, verdict, conflict)


def merge_entity_aliases(existing: Entity, name: str, aliases: list[str]) -> list[str]:
    """Entity.aliases merge: the primary name stays, every other spelling becomes an alias."""
    incoming = [name, *aliases]
    primary = existing.name.casefold()
    return _union(existing.aliases, [a for a in incoming if a.strip() and a.casefold() != primary])
