"""The values a decision states, by kind, and whether a newer decision gives a setting a new one.

Why a module of its own: these are the value rules (money, times of day, weekdays, dates, quantities and
durations, read alike in Korean and English) that supersession, the setting slots and the agreement rules all
read; ``domain/supersession.py`` holds the rules of how decisions relate and keeps under the size the project
allows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mnemo.domain.lazy_regex import lazy_compile
from mnemo.domain.decision_text import MONTHS as _MONTHS
from mnemo.domain.decision_text import WORD_END as _E
from mnemo.domain.decision_text import WORD_START as _B
from mnemo.domain.decision_text import decision_part, without_effective_dates


_NUM = r"(?<![\d,.])\d[\d,.]*"  # a number from its first digit: one match per number, not one per digit
#: Values by kind, to tell a new value of the same setting ("23:30" then "01:00", "14,000원" then "15,000원",
#: "12 m/s" then "8 m/s", "화·금" then "월·수·금") from two decisions that only both mention numbers.
_TYPED = {
    "money": lazy_compile(rf"[$€£₩]\s?{_NUM}\s?[kKmM]?{_E}|{_NUM}\s?(?:만\s?원|억\s?원?|천\s?원|원|달러)|"
                        rf"{_B}{_NUM}\s?(?:dollars?|usd|krw|eur|euros?|won){_E}", re.I),
    "time": lazy_compile(rf"{_B}\d{{1,2}}(?::\d{{2}})?\s?(?:am|pm){_E}|{_B}\d{{1,2}}:\d{{2}}{_E}|(?:오전|오후|밤|새벽)?\s?"
                       rf"(?<!\d)\d{{1,2}}시(?!간)(?:\s?\d{{1,2}}분|\s?반)?|자정|정오|{_B}(?:midnight|noon){_E}", re.I),
    "weekday": lazy_compile(rf"{_B}(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?{_E}|"
                          rf"{_B}(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.|"
                          r"[월화수목금토일]요일|(?<![가-힣])[월화수목금토일](?:[·,/][월화수목금토일])+(?![가-힣])", re.I),
    "date": lazy_compile(rf"{_B}{_MONTHS} \d{{1,2}}{_E}|{_B}\d{{1,2}} {_MONTHS}(?![a-z])|"
                       rf"{_B}(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]){_E}(?!/)|"
                       r"\d{1,2}월\s?\d{1,2}일", re.I),
    "quantity": lazy_compile(rf"{_NUM}\s?(?:%|퍼센트|m/s|km/h|km|kg|gb|tb|mb|ms|개월|시간|개|명|건|회(?!의)|대|곳|석|권|편|장|x(?![a-z]))|"
                           # a duration: "30분 간격", "40 minutes", "2주", "90 days" (not "3분기", "2시 30분", "3주년")
                           rf"(?<!시\s)(?<!시){_NUM}\s?(?:분(?!기|야|석|류|할|리|담|배|위|산|포|량|해|열|쟁)|초(?!반|과|기|등|안)|"
                           rf"주(?![년차식소문말당])|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?){_E})",
                           re.I),
}
# one spelling per unit of time, whichever language wrote it: "30분" and "30 minutes" are one value
_UNITS = (("min", r"분|minutes?|mins?"), ("h", r"시간|hours?|hrs?"), ("s", r"초|seconds?|secs?"), ("d", r"days?"),
          ("w", r"주|weeks?"), ("mo", r"개월|months?"), ("y", r"years?"))
_UNIT_OF = [(unit, lazy_compile(rf"^([\d.]+)(?:{words})$")) for unit, words in _UNITS]
_DURATION = lazy_compile(rf"[\d.]+(?:{'|'.join(unit for unit, _ in _UNITS)})")
_WEEKDAY_KEYS = {"mon": "1", "tue": "2", "wed": "3", "thu": "4", "fri": "5", "sat": "6", "sun": "7",
                 "월": "1", "화": "2", "수": "3", "목": "4", "금": "5", "토": "6", "일": "7"}


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def typed_values(text: str) -> dict[str, frozenset[str]]:
    """The values a decision states, by kind (money, time of day, weekday, date, quantity), normalised; a date it
    takes effect on is not one of them (``_EFFECTIVE``)."""
    text = without_effective_dates(text)
    out: dict[str, frozenset[str]] = {}
    for kind, rx in _TYPED.items():
        found = frozenset().union(*(_normalised(kind, m.group(0)) for m in rx.finditer(text)))
        if found:
            out[kind] = found
    return out


def _normalised(kind: str, value: str) -> frozenset[str]:
    """One spelling per value, whichever language and format wrote it: "3월 1일", "3/1", "March 1" and "1 Mar"
    are "3/1"; "오후 2시 30분", "2:30pm", "14:30" and "2시 반" (no half of the day said) are "14:30", "14:30",
    "14:30" and "2:30"; weekdays are their number."""
    v = re.sub(r"[\s,]", "", value.casefold())
    if kind == "weekday":
        v = v.replace("요일", "")
        return frozenset(_WEEKDAY_KEYS[c] for c in re.findall(r"mon|tue|wed|thu|fri|sat|sun|[월화수목금토일]", v))
    if kind == "date":
        return frozenset((_date_key(v),))
    if kind == "time":
        return frozenset((_time_key(v),))
    for unit, rx in _UNIT_OF if kind == "quantity" else ():
        m = rx.match(v)
        if m:
            return frozenset((m.group(1) + unit,))
    return frozenset((v,))


_MONTH_KEYS = {m: str(i) for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                                "nov", "dec"), 1)}


def _date_key(v: str) -> str:
    if m := re.fullmatch(r"(\d{1,2})월(\d{1,2})일", v):
        return f"{int(m.group(1))}/{int(m.group(2))}"
    if m := re.fullmatch(r"(\d{1,2})/(\d{1,2})", v):
        return f"{int(m.group(1))}/{int(m.group(2))}"
    day = re.search(r"\d{1,2}", v)
    month = _MONTH_KEYS.get(re.sub(r"[\d.]", "", v)[:3])
    return f"{month}/{int(day.group(0))}" if day and month else v


def _time_key(v: str) -> str:
    if v in ("자정", "midnight"):
        return "0:00"
    if v in ("정오", "noon"):
        return "12:00"
    m = re.search(r"(\d{1,2})(?::(\d{2})|시(?:(\d{1,2})분|(반))?)?", v)
    if not m:
        return v
    hour, minute = int(m.group(1)), int(m.group(2) or m.group(3) or (30 if m.group(4) else 0))
    if (v.endswith("pm") or v.startswith(("오후", "밤"))) and hour < 12:
        hour += 12
    elif (v.endswith("am") or v.startswith(("오전", "새벽"))) and hour == 12:
        hour = 0
    return f"{hour}:{minute:02d}"


@lru_cache(maxsize=4096)
def _primary_kind(text: str) -> str | None:
    """The kind of the first value a decision states: what it sets ("육회비빔밥 정가 14,000원으로 가자. 3월 1일
    출시" sets a price; its launch date comes after)."""
    text = without_effective_dates(text)  # the values ``typed_values`` reads
    first = sorted((m.start(), kind, m.group(0)) for kind, rx in _TYPED.items() for m in [rx.search(text)] if m)
    # how long a thing lasts yields to when it is: "standup is 15 minutes at 9:15am" sets a time
    if first and first[0][1] == "quantity" and _DURATION.fullmatch(min(_normalised("quantity", first[0][2]))):
        first = [f for f in first if f[1] != "quantity"] or first
    return first[0][1] if first else None


def sets_a_new_value(newer: str, older: str) -> bool:
    """The newer text states another value of the kind the older one sets (its first value's kind), and not
    the older value: "EOD 원장 마감 01:00 시작" after "배치 시작 시각 23:30으로 설정". A restatement repeats the
    value; "from $30k to $40k" keeps the old one in view (a change's phrasing, ``phrasing_of``); a poster due
    "2월 20일" sets no new price for "정가 14,000원으로 가자. 3월 1일 출시"."""
    newer, older = decision_part(newer), decision_part(older)  # "Reason: it cost 36% more" sets no share
    kind = _primary_kind(older)
    new, old = typed_values(newer), typed_values(older)
    if kind is None or kind not in new:
        return False
    before = old.get(kind, frozenset())
    if not new[kind] - before:
        return False
    # the older value gone from the newer text, or only mentioned after the value the newer one sets:
    # "40분 간격으로 갑니다. 치료 30분 + 기록 10분 기준" after "30분 간격으로 예약" (not "from $30k to $40k"), unless
    # the newer one speaks of a part of it: "Spent $5k of the $30k budget", "예산 중 500만원은 … 3000만원 한도 안에서"
    return bool(before - new[kind]) or not (_first_value(newer, kind) & before) and not _PART_OF.search(newer)


_PART_OF = lazy_compile(r"\b(?:of|out of|within|under)\s+(?:the|our|a|its|this)?\s*[$€£₩~]?\d|"
                      r"(?<=[가-힣])\s?중\s|한도|범위\s?(?:내|안)|(?:내|안)에서|중에서", re.I)


def _first_value(text: str, kind: str) -> frozenset[str]:
    """The first value of ``kind`` the text states (normalised): the one it sets."""
    m = _TYPED[kind].search(without_effective_dates(text))
    return _normalised(kind, m.group(0)) if m else frozenset()


def set_value(text: str) -> tuple[str, frozenset[str]] | None:
    """The value a decision sets (its first value, of its first value's kind), normalised, with its kind:
    "standup 9:30으로 당깁니다 — 고객사 주간회의가 10시로 옮겨져서요" sets 9:30, not 10:00."""
    kind = _primary_kind(text)
    return (kind, _first_value(text, kind)) if kind else None


__all__ = ["set_value", "sets_a_new_value", "typed_values"]
