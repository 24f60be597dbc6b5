"""Query analysis: what a question is about, its key terms, and the time span it names.

Time spans are read in Korean and English relative to ``now``: 오늘/today, 어제/yesterday, 이번 주/this week,
지난주/last week, 이번 달/this month, 지난달/last month, 올해/this year, 작년/last year, 최근 N일/past N days,
"2025년 3월" / "March 2025". A span narrows the search to memories from then; when nothing falls inside it
the search runs without it. "Q1" and "1분기" are not spans: in a question they usually name the subject
("the Q1 campaign"), not when it was said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from mnemo.text.dates import period_bounds
from mnemo.text.tokenize import keyword_terms

_KINDS: list[tuple[str, re.Pattern[str]]] = [
    ("deadline", re.compile(r"(?i)\b(deadline|due|by when)\b|마감|기한|언제까지")),
    ("decision", re.compile(r"(?i)\b(decid\w*|decision|agree[d]?|approv\w*|chose|choose)\b|결정|결론|합의|승인|정했")),
    ("person", re.compile(r"(?i)\b(who|whom|whose)\b|누가|누구|담당자|[\w.+-]+@[\w-]+\.")),
    ("time", re.compile(r"(?i)\b(when|what date|what time|how long ago)\b|언제|며칠|몇 시")),
    ("project", re.compile(r"(?i)\bproject\b|프로젝트")),
]
_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}


@dataclass(frozen=True)
class QueryAnalysis:
    text: str
    kind: str  # person | project | deadline | decision | time | general
    terms: list[str] = field(default_factory=list)
    since: datetime | None = None
    until: datetime | None = None
    span: str | None = None  # the words that named the time span

    def as_dict(self) -> dict:
        return {"kind": self.kind, "terms": self.terms, "span": self.span,
                "since": self.since.isoformat() if self.since else None,
                "until": self.until.isoformat() if self.until else None}


def analyze(query: str, now: datetime) -> QueryAnalysis:
    kind = next((k for k, p in _KINDS if p.search(query)), "general")
    since, until, span = time_span(query, now)
    return QueryAnalysis(query, kind, keyword_terms(query), since, until, span)


#: Words that ask, not name a topic: "what did we decide last week?", "지난주에 뭐 결정했지?", "이번 주에 무슨 일 있었어?"
_ASKING = re.compile(r"^(?:뭐|뭘|무엇|무슨|어떤|어떻게|일|있었|있었어|있었나|있었지|했어|했지|했나|했나요|했는지|알려|보여|정리|요약|"
                     r"목록|전부|모두|다|우리|저희|사항|내용|것|거|정한|정했던|decisions|happen\w*|anyth\w*|everyth\w*|all|list|show|tell|summar\w*|recap|"
                     r"new|make|made|take|taken|took)(?:해줘|해\s?주세요|해|줘|요)?$")


def asks_only_for_a_period(analysis: QueryAnalysis) -> bool:
    """The question names a time span and nothing else to look for ("what did we decide last week?",
    "지난주에 뭐 결정했지?", "오늘 뭐 있었어?"): every term is the span's, a question word, or the kind it asks
    for. No memory is *about* such a question, so a search by meaning finds none relevant; it asks for what
    falls inside the span."""
    if analysis.since is None or not analysis.span:
        return False
    span = analysis.span.replace(" ", "")
    span_words = set(analysis.span.split())
    for term in analysis.terms:
        # the span's own words: "지난주에" (a particle after it), "week's"; not "weekend", a topic of its own
        if term in span or span in term and not term.isascii() or term.split("'")[0] in span_words:
            continue
        if _ASKING.match(term) or any(p.match(term) for _, p in _KINDS):
            continue
        return False
    return True


def _day(d: datetime) -> datetime:
    return d.replace(hour=0, minute=0, second=0, microsecond=0)


def _add_months(d: datetime, n: int) -> datetime:
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1, day=1)


def time_span(query: str, now: datetime) -> tuple[datetime | None, datetime | None, str | None]:
    q = query.lower()
    today = _day(now)
    tz = now.tzinfo
    rules: list[tuple[str, tuple[datetime, datetime]]] = [
        (r"오늘|\btoday\b", (today, today + timedelta(days=1))),
        (r"어제|\byesterday\b", (today - timedelta(days=1), today)),
        (r"이번\s*주|금주|\bthis week\b", period_bounds("week", 0, now)),
        (r"지난\s*주|저번\s*주|\blast week\b", period_bounds("week", -1, now)),
        (r"이번\s*달|이달|\bthis month\b", period_bounds("month", 0, now)),
        (r"지난\s*달|저번\s*달|\blast month\b", period_bounds("month", -1, now)),
        (r"올해|\bthis year\b", (datetime(now.year, 1, 1, tzinfo=tz), datetime(now.year + 1, 1, 1, tzinfo=tz))),
        (r"작년|지난해|\blast year\b", (datetime(now.year - 1, 1, 1, tzinfo=tz), datetime(now.year, 1, 1, tzinfo=tz))),
    ]
    for pattern, (a, b) in rules:
        m = re.search(pattern, q)
        if m:
            return a, b, m.group(0)
    m = re.search(r"(?:최근|지난)\s*(\d{1,3})\s*일|\b(?:past|last)\s+(\d{1,3})\s+days?\b", q)
    if m:
        n = int(m.group(1) or m.group(2))
        return today - timedelta(days=n - 1), today + timedelta(days=1), m.group(0)
    m = re.search(r"(20\d{2})\s*년\s*(\d{1,2})\s*월|\b(" + "|".join(_MONTHS) + r")\s+(20\d{2})\b", q)
    if m:
        y = int(m.group(1) or m.group(4))
        mo = int(m.group(2)) if m.group(2) else _MONTHS[m.group(3)]
        if 1 <= mo <= 12:
            start = datetime(y, mo, 1, tzinfo=tz)
            return start, _add_months(start, 1), m.group(0)
    return None, None, None
