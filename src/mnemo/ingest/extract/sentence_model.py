"""A small learned reading of one sentence: does it state a decision? (the rule extractor's second opinion)

Why: the cue patterns of ``cues.py`` were written against the messages they were tuned on, and they miss
decisions phrased as plain statements ("Uram Vina will make 55,000 pcs in Q4", "활동비는 NPR 3,500로
올립니다", "당초대로 군민체육관에서 진행합니다") while firing on requests and errands. On message sequences
written later by people who never saw the cues, recall of decision messages fell from 0.98 (the data the
cues were written on) to 0.63. A linear model over word, Korean-ending and cue features, trained on the
labelled sentences of several independently written splits and on real mail that decides nothing, keeping
only features seen in three sources or more (``docs/extraction.md``), reads the general shape of a decision
statement instead of a list of phrasings.

The model is a logistic regression: a sentence's features (``features``) each carry one weight from
``sentence_weights.json`` (shipped in the package; no download, no numpy; ``text/linear_model.py``), summed with the
bias and squashed. It costs a few tens of microseconds per sentence. The weights are written by
``benchmarks/sentence_model.py``, which also reports how it does on splits it was not trained on.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mnemo.text.linear_model import LinearModel, packaged_model

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|[\uAC00-\uD7A3]+|\d+(?:[.,:]\d+)*")
_HANGUL = re.compile(r"[\uAC00-\uD7A3]")
_TIME = re.compile(r"\b\d{1,2}(?::\d{2}|\s?[ap]m\b)|\d{1,2}시")
_DATE = re.compile(r"(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d{1,2}\b|\b\d{1,2}\s"
                   r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}월\s?\d{1,2}일|\d{1,2}/\d{1,2}\b|"
                   r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|[월화수목금토일]요일")
_AMOUNT = re.compile(r"[$€£₩¥]\s?\d|\d\s?(?:만|억|천)?\s?원|\b(?:usd|eur|gbp|krw|npr|nzd|cad)\b|\d+\s?%", re.I)
_EFFECTIVE = re.compile(r"(?i)\b(?:from|starting|effective|as of|beginning|going forward|from now on)\b|부터|앞으로")
_PAST = re.compile(r"(?i)\b(?:yesterday|last (?:night|week|month|year)|earlier today|this morning|ago)\b|어제|지난\s?(?:주|달|해)|아까|방금")
_QUESTION = re.compile(r"[?？]\s*\W*$")
_MENTION = re.compile(r"^\W*@\w")


_SHAPES = (("question", _QUESTION.search), ("time", _TIME.search), ("date", _DATE.search),
           ("amount", _AMOUNT.search), ("effective", _EFFECTIVE.search), ("past", _PAST.search),
           ("mention", _MENTION.match))


def looks_back(sentence: str) -> bool:
    """The sentence reports what happened ("after yesterday's outage", "어제 점검") and sets nothing from a
    date on: the cues did not read a decision in it, and the model is not trusted to find one."""
    return bool(_PAST.search(sentence)) and not _EFFECTIVE.search(sentence)


def _number(token: str) -> bool:
    return token[0].isdigit()


def features(sentence: str, cue_scores: dict[str, int], *, position: int | None = 0, count: int = 1) -> list[str]:
    """The names of the features one sentence has (each counted once).

    Words are lower-cased, numbers folded to ``<n>``; an English word pair is a feature too ("will be",
    "moves to"). A Korean word contributes its last one to three syllables (the ending carries the speech
    act: "-합니다", "-하기로", "-할까요", "-로") and its first two (the stem). Then the cue scores of the rules,
    and the shape: question, time, date, amount, an effective date ("from 1 May", "부터"), a look back
    ("yesterday", "어제": a report, rarely a decision), a leading @mention, length and position in the message.
    No language feature: the negatives from real mail are English, and it made Korean chatter look likelier
    than English chatter."""
    out: list[str] = []
    tokens = [t.lower() for t in _WORD.findall(sentence)]
    prev = "<s>"
    for t in tokens:
        if _number(t):
            t = "<n>"
        if _HANGUL.match(t):
            out.append("w:" + t)
            for k in (1, 2, 3):
                if len(t) > k:
                    out.append(f"ke{k}:" + t[-k:])
            if len(t) > 2:
                out.append("ks:" + t[:2])
            prev = "<ko>"
            continue
        out.append("w:" + t)
        out.append(f"b:{prev}_{t}")
        prev = t
    if tokens:
        last = tokens[-1]
        out.append("end:" + ("<n>" if _number(last) else last[-3:] if _HANGUL.match(last) else last))
    for label, score in cue_scores.items():
        if score >= 1:
            out.append(f"cue:{label}:{min(score, 3)}")
    out += [f"shape:{name}" for name, found in _SHAPES if found(sentence)]
    n = len(tokens)
    out.append("len:" + ("1-3" if n <= 3 else "4-8" if n <= 8 else "9-20" if n <= 20 else "21+"))
    if position is not None:  # None: a sentence read out of its message (a training row of single sentences)
        out.append("pos:" + ("first" if position == 0 else "second" if position == 1 else "later"))
        if count == 1:
            out.append("pos:only")
    return list(dict.fromkeys(out))


@lru_cache(maxsize=1)
def shipped_model() -> LinearModel | None:
    """The model in the package, or None when its file is missing (then the rules decide alone)."""
    return packaged_model("mnemo.ingest.extract", "sentence_weights.json")
