"""Small text helpers every extractor shares to build its findings: the subject line without reply prefixes,
a sentence shortened at a word, the message as context, and where a finding came from."""

from __future__ import annotations

from typing import Any

from mnemo.domain.memory_text import strip_reply_prefix
from mnemo.domain.sources import SourceItem


def clean_subject(subject: str | None) -> str | None:
    if not subject:
        return None
    s = " ".join(strip_reply_prefix(subject).split())
    return s or None


def shorten(s: str, limit: int) -> str:
    s = " ".join(s.split())
    if len(s) <= limit:
        return s
    cut = s[:limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit * 0.6 else cut).rstrip(" ,;:—-") + "…"


def full_context(subject: str | None, body: str) -> str:
    text = body.strip()
    return f"{subject}\n\n{text}" if subject else text


def source_fields(item: SourceItem | None) -> dict[str, Any]:
    if item is None:
        return {}
    return {"source": item.source, "source_date": item.occurred_at, "url": item.url}
