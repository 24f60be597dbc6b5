"""A stored decision's fields as supersession (``write/supersede.py``, ``write/returns.py``) and search
(``retrieval/search.py``) read them: the sentence it was found in, its message, whether it is decided and
whether it settles a matter. One reading for both, so a search ranks by the same notion of "settles" that
decides what supersedes what."""

from __future__ import annotations

from mnemo.domain.models import Memory, MemoryDraft


def evidence_list(d: MemoryDraft | Memory) -> list[str]:
    raw = d.metadata.get("evidence")
    items = [raw] if isinstance(raw, str) else raw if isinstance(raw, list) else []
    return [e for e in items if isinstance(e, str) and e.strip()]


def evidence(d: MemoryDraft | Memory) -> str:
    """The sentence(s) a decision was found in, without the mail subject line its content starts with."""
    return " ".join(evidence_list(d)) or d.content


def base_ref(ref: str | None) -> str | None:
    """A message's reference without the ``#n`` of its n-th finding."""
    return ref.split("#", 1)[0] if ref else None


def same_message(m: MemoryDraft | Memory, d: MemoryDraft | Memory) -> bool:
    """Two findings of one message; decisions written by hand name no message and are never one."""
    return bool(d.source_ref) and m.source == d.source and base_ref(m.source_ref) == base_ref(d.source_ref)


def decided(d: MemoryDraft | Memory) -> bool:
    return d.metadata.get("status") not in ("pending", "reversed")


def settles(d: MemoryDraft | Memory) -> bool:
    """A decided finding that settles a matter: not a commitment ("I'll send them the draft", the
    elaborations around a decision), not a proposal still pending."""
    return d.metadata.get("kind") != "commitment" and decided(d)
