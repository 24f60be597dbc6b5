"""How a memory's text is presented to the model and to people: what gets embedded, titles without reply
prefixes, short excerpts."""

from __future__ import annotations

import re

from mnemo.domain.hashing import normalize_for_hash

_WS = re.compile(r"\s+")
# Reply / forward prefixes in English and Korean mail clients (Re:, Fwd:, FW:, 답장:, 전달:, 회신: ...).
_REPLY_PREFIX = re.compile(r"^\s*((re|fw|fwd|aw|sv|vs|답장|회신|전달|참조)\s*(\[\d+\])?\s*[:：]\s*)+", re.IGNORECASE)


def strip_reply_prefix(title: str) -> str:
    """``Re: Fwd: Q1 kickoff`` -> ``Q1 kickoff``: a reply's subject names the same topic as the original."""
    return _REPLY_PREFIX.sub("", title).strip()


def embedding_text(content: str, title: str | None) -> str:
    """What gets embedded: the title (without reply prefixes) when it adds words, then the content."""
    if title:
        t = strip_reply_prefix(title)
        if t and normalize_for_hash(t) not in normalize_for_hash(content):
            return f"{t}\n{content}"
    return content


def truncate(text: str, limit: int) -> str:
    text = _WS.sub(" ", text).strip()
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"
