"""A decision's place in the register (standing, pending, superseded, reversed) read from its stored fields.

Kept apart from ``supersession.py`` (which decides what supersedes what, with many patterns compiled at
import) because every search shows these statuses and a CLI ``search`` should not pay for those patterns.
"""

from __future__ import annotations

from mnemo.domain.models import Memory, MemoryStatus


def decision_status(m: Memory) -> str | None:
    """The register status of a decision memory; None when ``m`` is not a decision shown in the register."""
    if m.metadata.get("type") != "decision" or m.status is MemoryStatus.DELETED or m.metadata.get("part_of"):
        return None  # not a decision, gone, or part of another one (the rest of an agreement or cancellation)
    if m.status is MemoryStatus.SUPERSEDED:
        if m.superseded_by and m.superseded_by == m.lineage_id:
            return None  # an archived version of a memory, not a decision of its own
        return "reversed" if m.metadata.get("reversed") else "superseded"
    if m.metadata.get("cancels") or m.metadata.get("status") == "reversed":
        return "reversed"
    if m.metadata.get("status") == "pending":
        return "pending"
    return "standing"


def is_cancellation(m: Memory, status: str | None) -> bool:
    """``m`` (of register ``status``) is the record that another decision was taken back: reversed, yet it
    holds, as the reason that one is reversed. The register, the web app and ``ask`` label it "cancellation"."""
    return status == "reversed" and m.status is MemoryStatus.ACTIVE


def status_note(m: Memory) -> str | None:
    """What a reader must know about a result before trusting it: "standing", "pending", "superseded by
    mem_… on 2026-02-24", "reversed on …"; for a plain memory, "superseded" for an old version; else None."""
    status = decision_status(m)
    until = str(m.metadata.get("valid_until") or "")[:10]
    if status is None:
        return "superseded" if m.status is MemoryStatus.SUPERSEDED else None
    if status == "superseded":
        return f"superseded by {m.superseded_by}" + (f" on {until}" if until else "")
    if status == "reversed":
        return "reversed" + (f" on {until}" if until else "")
    return status
