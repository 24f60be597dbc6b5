"""Split a message into sentences, in Korean and English, without a model.

Decisions are stated in one sentence ("Approved.", "A안으로 가죠", "I'll have it by Friday"), so the
extractor classifies sentences, not messages. Mail and chat make this harder than prose:

* Mail is hard-wrapped at ~72 columns: a long line that does not end a sentence continues on the next.
  Chat lines are sentences even without a full stop. Bullets and blank lines always start a new one.
* Korean sentences end in a verb ending (``…습니다.``, ``…요.``, ``…죠``) and writers often leave no space
  after the full stop (``확정했습니다.내일``), or no full stop at all (``진행하겠습니다 일정은…``).
* English full stops also follow abbreviations (``Mr.``, ``e.g.``, ``a.m.``) and initials.

``sentence_spans`` returns character spans into the original text, so callers keep offsets.
"""

from __future__ import annotations

import re

_BULLET = re.compile(r"^\s*(?:[-*•·▪▶►◆■□○●◦※→]|\d{1,2}[.)]\s|[①-⑳]|\(?[a-z]\)\s|[가-하][.)]\s)")
_LINE_END = re.compile(r"(?:[.!?。？！…:;]|[다요죠까네군]|[)\]\"'”’])\s*$")
# A boundary inside a line: terminal punctuation followed by space, or a Korean ending followed by its
# full stop (space or none), or a Korean polite ending followed by a space with no full stop at all.
_BOUNDARY = re.compile(
    r"(?<=[.!?。？！…])[\"'”’)\]]*\s+(?=\S)"                        # "done. Next", "ok?) Then"
    r"|(?<=[가-힣][.!?])(?=[^\s.!?\d)\]\"'”’,])"                        # "했습니다.내일" (no space)
    r"|(?:(?<=니다|세요|어요|아요|해요|에요|예요|네요|군요|까요|시오|구요|고요)|(?<=죠))\s+(?=[가-힣A-Za-z0-9])"  # "진행하겠습니다 일정은"
)
_ABBREV = frozenset(
    "mr mrs ms dr prof st sr jr vs etc e.g i.e eg ie inc ltd co corp no fig approx dept est jan feb mar apr jun "
    "jul aug sep sept oct nov dec mon tue wed thu fri sat sun a.m p.m am pm u.s u.k cf al attn".split()
)
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]*)\.[\"'”’)\]]*\s*$")
_SOFT_WRAP = 55  # a mail line this long that does not end a sentence is taken to continue on the next


def _lines(text: str) -> list[tuple[int, int]]:
    """Spans of paragraphs-as-sentence-candidates: wrapped lines joined, bullets and blank lines kept apart."""
    out: list[tuple[int, int]] = []
    start = None
    pos = 0
    prev_line = ""
    _prev_end = 0
    for raw in text.splitlines(keepends=True):
        line = raw.rstrip("\r\n")
        s, e = pos, pos + len(line)
        pos += len(raw)
        if not line.strip():
            if start is not None:
                out.append((start, _prev_end))
                start = None
            prev_line = ""
            continue
        joins = (start is not None and len(prev_line.rstrip()) >= _SOFT_WRAP and not _LINE_END.search(prev_line)
                 and not _BULLET.match(line))
        if start is not None and not joins:
            out.append((start, _prev_end))
            start = None
        if start is None:
            start = s
        _prev_end = e
        prev_line = line
    if start is not None:
        out.append((start, _prev_end))
    return out


def _is_abbreviation(text: str, end: int) -> bool:
    """Does the full stop just before ``end`` close an abbreviation or an initial rather than a sentence?"""
    m = _WORD_BEFORE.search(text, max(0, end - 12), end)
    if not m:
        return False
    word = m.group(1).lower()
    return word in _ABBREV or (len(word) == 1 and m.group(1).isupper())


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of ``text``, stripped of surrounding whitespace, in order."""
    spans: list[tuple[int, int]] = []
    for ls, le in _lines(text):
        cut = ls
        for m in _BOUNDARY.finditer(text, ls, le):
            if m.start() > ls and text[m.start() - 1] == "." and _is_abbreviation(text, m.start()):
                continue
            if _next_is_lower_continuation(text, m.end()) and text[m.start() - 1] == ".":
                continue  # "approx. ten", "No. of" : a lower-case word after a full stop rarely starts a sentence
            spans.append((cut, m.start()))
            cut = m.end()
        spans.append((cut, le))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            out.append((s, e))
    return out


def _next_is_lower_continuation(text: str, i: int) -> bool:
    return i < len(text) and text[i].islower() and text[i].isascii()


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` as strings (internal line breaks of wrapped lines become spaces)."""
    return [" ".join(text[s:e].split()) for s, e in sentence_spans(text)]


__all__ = ["sentence_spans", "split_sentences"]
