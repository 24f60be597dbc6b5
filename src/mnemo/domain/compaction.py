"""What a compacted memory says (``docs/lifecycle.md``): pure text rules, no model.

A compacted memory stands for a cluster of old decisions on one topic. Without an LLM its text is
extractive: a headline (the latest decision's title, how many, over which dates), then one dated line per
original, the latest standing decision first, each with who decided and, for one that no longer stands,
that it was superseded or reversed. Every line is a decision's own title or first sentence, so nothing is
invented and every original is still found by its words. With an LLM the model writes a summary
paragraph in front of the same lines, and ``unsupported_values`` refuses a summary that states an amount,
a date, a number or a name that none of the originals states.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime

from mnemo.domain.conflict import stated_values
from mnemo.domain.models import Memory

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|(?<=다\.)\s*|\n")
_GIST_CHARS = 160
_STATUS_WORDS = {
    "en": {"standing": "", "superseded": " (superseded)", "reversed": " (reversed)", "pending": " (pending)"},
    "ko": {"standing": "", "superseded": " (대체됨)", "reversed": " (철회됨)", "pending": " (미정)"},
}
_ORDER = {"standing": 0, "pending": 1, "superseded": 2, "reversed": 3}


def language_of(texts: Sequence[str]) -> str:
    """``ko`` when most of the letters are Hangul, else ``en``: the language the labels are written in."""
    joined = "".join(texts)
    letters = sum(ch.isalpha() for ch in joined) or 1
    return "ko" if len(_HANGUL.findall(joined)) * 2 >= letters else "en"


def gist(m: Memory) -> str:
    """A decision in one line: its title, else its first sentence (cut at a word)."""
    text = (m.title or "").strip() or _SENTENCE_END.split(m.content.strip(), maxsplit=1)[0]
    text = " ".join(text.split())
    if len(text) > _GIST_CHARS:
        text = text[:_GIST_CHARS].rsplit(" ", 1)[0] + "…"
    return text


def ordered(originals: Sequence[Memory], statuses: Mapping[str, str], when: Mapping[str, datetime]) -> list[Memory]:
    """Standing decisions first, then the rest; newest first within each."""
    return sorted(originals, key=lambda m: (_ORDER.get(statuses.get(m.id, "standing"), 9),
                                            -when[m.id].timestamp(), m.id))


def extractive_summary(originals: Sequence[Memory], statuses: Mapping[str, str],
                       when: Mapping[str, datetime]) -> tuple[str, str]:
    """(title, content) of a compacted memory built from its originals' own words."""
    lang = language_of([m.content for m in originals])
    rows = ordered(originals, statuses, when)
    first = min(when[m.id] for m in originals).date().isoformat()
    last = max(when[m.id] for m in originals).date().isoformat()
    n = len(originals)
    head = gist(rows[0])
    if lang == "ko":
        title = f"{head} 외 {n - 1}건 ({first} – {last})"
        intro = f"{first}부터 {last}까지의 결정 {n}건을 묶은 요약입니다. 유효한 결정이 먼저, 최신순입니다."
    else:
        title = f"{head} and {n - 1} more ({first} – {last})"
        intro = f"{n} decisions from {first} to {last}, compacted; the standing ones first, latest first."
    words = _STATUS_WORDS[lang]
    lines = [intro]
    for m in rows:
        who = ", ".join(m.people[:2])
        lines.append(f"- {when[m.id].date().isoformat()}{' · ' + who if who else ''}: {gist(m)}"
                     f"{words.get(statuses.get(m.id, 'standing'), '')}")
    return title[:200], "\n".join(lines)


_LATIN_NAME = re.compile(r"\b[A-Z][\w.+&-]*[\w+]")
# a Korean name or title-holder: two to four syllables right before an honorific or a job title
_KOREAN_NAME = re.compile(r"([가-힣]{2,4})(?=\s?(?:님|씨|팀장|과장|대리|부장|차장|이사|대표|매니저|책임|선임|수석|실장|본부장))")


def unsupported_values(summary: str, originals: Sequence[Memory]) -> list[str]:
    """The amounts, dates, numbers and names ``summary`` states that no original states (empty: it may be
    used). Names: capitalised words, and Korean names before an honorific or a title ("김민수 팀장"); a
    name counts as stated when an original uses the same word in any case."""
    known: set[str] = set()
    corpus_parts: list[str] = []
    for m in originals:
        text = f"{m.title or ''}\n{m.content}\n{' '.join(m.people)}\n{' '.join(m.entities)}\n{' '.join(m.projects)}"
        known |= stated_values(text)
        corpus_parts.append(text.casefold())
    corpus = "\n".join(corpus_parts)
    out = []
    for value in sorted(stated_values(summary)):
        if value in known:
            continue
        plain = value.split(":", 1)[-1]
        if plain and not plain[0].isdigit() and plain.casefold() in corpus:
            continue  # a capitalised word the originals use ("The", "Postgres" written in lower case)
        out.append(value)
    names = {m.group(0) for m in _LATIN_NAME.finditer(summary)} | {m.group(1) for m in _KOREAN_NAME.finditer(summary)}
    out += sorted(n for n in names if n.casefold() not in corpus and n not in out)
    return out
