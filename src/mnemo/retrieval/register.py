"""The decision register: every decision with what it settles and whether it stands now.

A decision's status in the register (``docs/supersession.md``):

- ``standing``: decided, and nothing newer on its matter replaced or cancelled it;
- ``pending``: proposed or asked, not decided yet;
- ``superseded``: a newer decision on the same matter replaced it (``superseded_by``, ``valid_until``);
- ``reversed``: cancelled or taken back (by a cancellation, or extracted as reversed), or a cancellation
  that retired an earlier decision (it records the reversal; nothing stands in its place).

Archived versions of a memory (``mem_…@v1``) are not decisions of their own and are left out; deleted and
forgotten decisions are gone from the register like from every other read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import datetime
from typing import Any

from mnemo.domain.models import Memory, MemoryStatus
from mnemo.domain.supersession import decision_status, status_note
from mnemo.domain.queries import MemoryFilter
from mnemo.errors import InvalidInput, NotFound
from mnemo.ports import MemoryStore

STATUSES = ("standing", "pending", "superseded", "reversed")
__all__ = ["STATUSES", "decision_status", "entry", "register", "status_note", "timeline"]
_PAGE = 500


def entry(m: Memory, status: str) -> dict[str, Any]:
    meta = m.metadata
    return {"id": m.id, "title": m.title, "content": m.content, "kind": m.category, "status": status,
            "subject": meta.get("subject"), "superseded_by": m.superseded_by if status != "standing" else None,
            "supersedes": [str(i) for i in meta.get("supersedes") or [] if isinstance(i, str)]
            if isinstance(meta.get("supersedes"), list) else [], "valid_from": meta.get("valid_from")
            or m.created_at.isoformat(), "valid_until": meta.get("valid_until"), "source": m.source,
            "source_ref": m.source_ref, "url": m.source_url, "people": list(m.people), "projects": list(m.projects)}


def _decisions(store: MemoryStore, readable: MemoryFilter) -> Iterator[tuple[Memory, str]]:
    flt = replace(readable, statuses=(MemoryStatus.ACTIVE, MemoryStatus.SUPERSEDED))
    offset = 0
    rows: list[tuple[Memory, str]] = []
    while True:
        page, total = store.list_memories(flt, limit=_PAGE, offset=offset)
        for m in page:
            status = decision_status(m)
            if status is not None:
                rows.append((m, status))
        offset += len(page)
        if not page or offset >= total:
            break
    latest: dict[str, int] = {}
    for m, _ in rows:
        latest[m.lineage_id] = max(latest.get(m.lineage_id, 0), m.version)
    # an old version of a memory (also one archived before ids were stable) is not a decision of its own
    yield from ((m, s) for m, s in rows if m.version == latest[m.lineage_id])


def _facets(person: str | None, project: str | None, source: str | None,
            kind: str | None) -> Callable[[Memory], bool]:
    """A test of the register's person / project / source / kind filters (case-insensitive; a person or
    project matches on part of a name, so "kim" finds "Kim Minsu"; a source on its kind or a prefix of it)."""
    want = {k: v.strip().casefold() for k, v in (("person", person), ("project", project), ("source", source),
                                                  ("kind", kind)) if v is not None and v.strip()}

    def test(m: Memory) -> bool:
        if "person" in want and not any(want["person"] in p.casefold() for p in m.people):
            return False
        if "project" in want and not any(want["project"] in p.casefold() for p in m.projects):
            return False
        if "source" in want and not (m.source or m.source_type.value).casefold().startswith(want["source"]):
            return False
        return "kind" not in want or (m.category or "").casefold() == want["kind"]

    return test


def register(store: MemoryStore, readable: MemoryFilter, *, status: str | None = "standing",
             subject: str | None = None, since: datetime | None = None, until: datetime | None = None,
             person: str | None = None, project: str | None = None, source: str | None = None,
             kind: str | None = None) -> list[dict[str, Any]]:
    """The decisions among what ``readable`` admits (a reader's memories), newest first (by when they were
    made), narrowed by status, subject words, time, and who / which project / which source / which kind.
    ``status`` ``all`` (or None) lists every status."""
    wanted = (status or "all").strip().lower()
    if wanted not in (*STATUSES, "all"):
        raise InvalidInput(f"Unknown status {status!r}", f"Use one of: {', '.join(STATUSES)}, all")
    if since and until and since > until:
        raise InvalidInput("--since is after --until", "Swap the two dates")
    words = [w.casefold() for w in (subject or "").split() if w.strip()]
    if subject is not None and not words:
        raise InvalidInput("Empty subject filter", "Pass words of the matter, e.g. --subject hosting")
    out = []
    on_subject = 0
    facets = _facets(person, project, source, kind)
    for m, s in _decisions(store, readable):
        if not facets(m):
            continue
        if words:
            hay = f"{m.metadata.get('subject') or ''} {m.title or ''} {m.content}".casefold()
            if not all(w in hay for w in words):
                continue
            on_subject += 1
        if wanted != "all" and s != wanted:
            continue
        if since and m.created_at < since or until and m.created_at > until:
            continue
        out.append((m.created_at, entry(m, s)))
    if words and not on_subject:
        raise NotFound(f"No decision on a subject matching {subject!r}",
                       "Try fewer or other words, or list every decision with `mnemo decisions --status all`")
    out.sort(key=lambda pair: pair[0], reverse=True)
    return [e for _, e in out]


def timeline(store: MemoryStore, memory_id: str, *, readable: Callable[[Memory], bool]) -> list[dict[str, Any]]:
    """The decisions on one decision's matter, oldest first: what it replaced and what replaced it, through
    every ``supersedes`` / ``superseded_by`` link."""
    start = store.get_memory(memory_id.strip()) if memory_id and memory_id.strip() else None
    if start is None or not readable(start) or decision_status(start) is None:
        raise NotFound(f"No decision with id {memory_id!r}", "List decisions with `mnemo decisions --status all`")
    seen: dict[str, Memory] = {}
    todo = [start.id]
    while todo:
        mid = todo.pop()
        if mid in seen:
            continue
        m = store.get_memory(mid)
        if m is None or not readable(m) or decision_status(m) is None:
            continue
        seen[mid] = m
        todo += [m.superseded_by] if m.superseded_by else []
        todo += list(m.metadata.get("supersedes") or [])
        todo += [i for e in store.edges_of(m.id) if e.type.value == "SUPERSEDES" for i in (e.source_id, e.target_id)]
    chain = sorted(seen.values(), key=lambda m: m.created_at)
    return [entry(m, decision_status(m) or "superseded") for m in chain]
