"""Context assembly: the Markdown package an LLM gets, within a token budget.

The rules of ``docs/design/system.md#context-assembly``: memories are taken by importance, then recency, then relevance; each is
written at the detail its age allows (0-14 days full: title, date, type, summary, full context,
rationale, people, entities; 14-60 days summary: title, date, type, summary; older: title, date, type);
when the budget runs out the lower-priority ones are left out. A memory that does not fit at its tier
is tried once more at the shorter tiers before it is dropped. Tokens are counted with the o200k BPE of
``bpe-openai`` (bundled, offline), and the final text is counted again: it is never over the budget.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from mnemo.errors import InvalidInput
from mnemo.retrieval.register import status_note
from mnemo.retrieval.search import Hit

FULL_DAYS = 14
SUMMARY_DAYS = 60
TIERS = ("full", "summary", "minimal")

_encoding = None
_encoding_lock = threading.Lock()


def count_tokens(text: str) -> int:
    """o200k_base tokens (the tokenizer of current OpenAI models; a fair count for others)."""
    global _encoding
    if _encoding is None:
        with _encoding_lock:
            if _encoding is None:
                import bpe_openai

                _encoding = bpe_openai.get_encoding("o200k_base")
    return len(_encoding.encode(text))


@dataclass
class ContextPackage:
    markdown: str
    tokens: int
    max_tokens: int
    memories: list[dict[str, Any]] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {"markdown": self.markdown, "tokens": self.tokens, "max_tokens": self.max_tokens,
                "memories": self.memories, "dropped": self.dropped}


def tier_for(created_at: datetime, now: datetime) -> str:
    age = (now - created_at).total_seconds() / 86400.0
    if age <= FULL_DAYS:
        return "full"
    if age <= SUMMARY_DAYS:
        return "summary"
    return "minimal"


def _title(h: Hit) -> str:
    m = h.memory
    if m.title:
        return m.title.strip()
    first = m.content.strip().splitlines()[0] if m.content.strip() else m.id
    return first if len(first) <= 80 else first[:79].rstrip() + "…"


def render(h: Hit, tier: str) -> str:
    m = h.memory
    kind = m.category or "memory"
    note = status_note(m)
    lines = [f"### {_title(h)}", f"- date: {m.created_at.date().isoformat()} · type: {kind}"
             + (f" · status: {note}" if note else "")]
    if tier in ("full", "summary"):
        summary = m.summary or (m.content if len(m.content) <= 240 else m.content[:239].rstrip() + "…")
        lines.append(f"- summary: {summary}")
    if tier == "full":
        if m.summary or len(m.content) > 240:
            lines.append(f"- context: {m.content}")
        rationale = (m.metadata or {}).get("rationale")
        if rationale:
            lines.append(f"- rationale: {rationale}")
        if m.people:
            lines.append(f"- people: {', '.join(m.people)}")
        entities = [*m.entities, *m.projects]
        if entities:
            lines.append(f"- entities: {', '.join(entities)}")
    if m.source or m.source_ref:
        lines.append(f"- source: {m.source or m.source_type.value}" + (f" ({m.source_ref})" if m.source_ref else ""))
    return "\n".join(lines)


def assemble(query: str, hits: Sequence[Hit], max_tokens: int, now: datetime,
             counter: Callable[[str], int] = count_tokens) -> ContextPackage:
    if max_tokens < 1:
        raise InvalidInput(f"Invalid token budget: {max_tokens}", "Pass --max-tokens 1 or more")
    header = f"# Memory context\n_Query: {query.strip()}_\n"
    if counter(header) > max_tokens:
        header = ""
    ordered = sorted(hits, key=lambda h: (-h.memory.importance, -h.memory.updated_at.timestamp(), -h.score))
    parts: list[str] = [header] if header else []
    used = counter(header) if header else 0
    chosen: list[dict[str, Any]] = []
    dropped: list[str] = []
    for h in ordered:
        start = TIERS.index(tier_for(h.memory.updated_at, now))
        for tier in TIERS[start:]:
            block = render(h, tier)
            cost = counter("\n" + block + "\n")
            if used + cost <= max_tokens:
                parts.append(block)
                used += cost
                chosen.append({"id": h.memory.id, "tier": tier, "tokens": cost, "score": round(h.score, 4),
                               "importance": h.memory.importance, "hops": h.hops})
                break
        else:
            dropped.append(h.memory.id)
    def joined() -> str:
        return "\n\n".join(p.strip("\n") for p in parts) + ("\n" if parts else "")

    markdown = joined()
    total = counter(markdown)
    while total > max_tokens and chosen:  # separators can merge differently than counted: trim to fit
        dropped.append(chosen.pop()["id"])
        parts.pop()
        markdown = joined()
        total = counter(markdown)
    if total > max_tokens or not chosen:  # nothing relevant (or nothing fits): no context at all
        markdown, total = "", 0
    return ContextPackage(markdown, total, max_tokens, chosen, dropped)
