"""The parts of a decision's text that say something other than what it decides: the labelled background,
reasons and next steps it comes with, and the date it takes effect on (``docs/supersession.md``, "Other
matters in one store"). Supersession reads phrasing, choices, values and settings without them. Pure:
standard library only."""

from __future__ import annotations

import re
from functools import lru_cache

#: The edges of a word in Latin letters (a Korean particle may follow a name: "Umbra는").
WORD_START, WORD_END = r"(?<![A-Za-z0-9])", r"(?![A-Za-z0-9])"
_B, _E = WORD_START, WORD_END
MONTHS = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
          r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?")
_MONTHS = MONTHS


_SECTION = r"(?:^|(?<=[.!?。\n])\s*|\s[-–•]\s)"
#: A labelled section that gives a decision's background, reasons or next steps ("배경: 협력사 일정이 밀리면서
#: 우선순위를 다시 정했고", "Next step: Olivia re-checks the numbers"): the change it tells of is the world's,
#: not this decision's. Labels that may carry the decision itself ("Outcome:", "결과:", "Note:", "Context:")
#: are not among them. What a reason says it leaves ("Reason: moving off Vercel") still ties, by its frame.
_RATIONALE_LABEL = re.compile(rf"{_SECTION}(?:배경|이유|사유|근거|후속\s?조치|다음\s?단계|reasons?|background|"
                              r"rationale|why|next\s?steps?)\s*[:：]", re.I)
#: A label that opens a decision again: a rationale section ends there ("Background: … Decision: …").
_DECISION_LABEL = re.compile(rf"{_SECTION}(?:decisions?|decided|outcome|results?|결정(?:\s?사항)?|결론|결과|"
                             r"합의\s?사항)\s*[:：]", re.I)


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def decision_part(text: str) -> str:
    """The text without its labelled background, reason and next-step sections (``_RATIONALE_LABEL``; each runs
    to the next decision label or the end), or the whole text when nothing else is left."""
    kept, pos = [], 0
    for m in _RATIONALE_LABEL.finditer(text):
        if m.start() < pos:
            continue  # inside a section already left out
        kept.append(text[pos:m.start()])
        resume = _DECISION_LABEL.search(text, m.end())
        pos = resume.start() if resume else len(text)
    kept.append(text[pos:])
    rest = "".join(kept)
    return rest if rest.strip() else text


_DAY = (rf"(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+)?(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+"
        rf"{_MONTHS}|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}/\d{{1,2}}|\d{{1,2}}(?:st|nd|rd|th))|"
        rf"(?:(?:next|this)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day")
_KO_DAY = r"(?:\d{1,2}월\s?\d{1,2}일|\d{1,2}/\d{1,2})(?:\s?\(?[월화수목금토일](?:요일)?\)?)?|(?:다음\s?주\s?|이번\s?주\s?)?[월화수목금토일]요일"
#: When a decision takes effect is not what it sets: "Zeewind labels switch to SSCC from 23 March" and "the
#: Zeewind cut-off moves to 14:00 from Monday 9 March" set no date, and two decisions effective on different
#: days are not one setting given two values. A start that opens a range ("from Monday to Friday", "토요일
#: 23:00부터 03:00까지") is kept: the range is the value.
_EFFECTIVE = re.compile(
    rf"{_B}(?:from|starting(?:\s+(?:on|from))?|effective(?:\s+(?:from|on))?|as\s+of|beginning(?:\s+on)?|commencing)\s+"
    rf"(?:{_DAY}){_E}(?!\s*(?:(?:to|until|till|through|thru)\b|[-–~]))(?![\s,]*\d)|"
    rf"(?:{_KO_DAY})\s?(?:부터|부로)(?![^.,\n]{{0,16}}까지)",
    re.I)
#: ... unless the date is when something starts or opens: "Code freeze starts from 3 March", "sales open from
#: March 3", "3월 2일부터 접수 시작" set that date.
_STARTS_BEFORE = re.compile(r"\b(?:start(?:s|ed|ing)?|open(?:s|ed|ing)?|begin(?:s|ning)?|commence[sd]?|kick(?:s|ed)?\s+off|"
                            r"run(?:s|ning)?|available|on\s+sale)\s+(?:\w+\s+)?$", re.I)
_STARTS_AFTER = re.compile(r"^\s?\S{0,6}\s?(?:시작|오픈|개시|개장|판매)")


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def without_effective_dates(text: str) -> str:
    """``text`` with the dates it takes effect on left out (``_EFFECTIVE``)."""
    def cut(m: re.Match[str]) -> str:
        before, after = text[max(0, m.start() - 30):m.start()], text[m.end():m.end() + 12]
        return m.group(0) if _STARTS_BEFORE.search(before) or _STARTS_AFTER.match(after) else " "
    return _EFFECTIVE.sub(cut, text)
