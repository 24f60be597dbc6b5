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

import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import Any, NamedTuple

from mnemo.domain.models import Memory, MemoryStatus
from mnemo.domain.decision_status import decision_status, is_cancellation, status_note
from mnemo.domain.queries import MemoryFilter
from mnemo.errors import InvalidInput, NotFound
from mnemo.ports import MemoryStore

STATUSES = ("standing", "pending", "superseded", "reversed")
__all__ = ["STATUSES", "DecisionCache", "decision_status", "entry", "register", "register_page", "status_note", "timeline"]
_PAGE = 5000


def entry(m: Memory, status: str) -> dict[str, Any]:
    meta = m.metadata
    return {"id": m.id, "title": m.title, "content": m.content, "kind": m.category, "status": status,
            "cancels": is_cancellation(m, status),
            "subject": meta.get("subject"), "superseded_by": m.superseded_by if status != "standing" else None,
            "supersedes": [str(i) for i in meta.get("supersedes") or [] if isinstance(i, str)]
            if isinstance(meta.get("supersedes"), list) else [], "valid_from": meta.get("valid_from")
            or m.created_at.isoformat(), "valid_until": meta.get("valid_until"), "source": m.source,
            "source_ref": m.source_ref, "url": m.source_url, "people": list(m.people), "projects": list(m.projects)}


class _Row(NamedTuple):
    made: datetime
    memory: Memory
    status: str
    hay: str  # what the subject words are looked for in, case-folded once


def _read_all(store: MemoryStore, readable: MemoryFilter) -> dict[str, Memory]:
    """Every memory ``readable`` admits that may be a decision in the register (current or superseded)."""
    flt = replace(readable, statuses=(MemoryStatus.ACTIVE, MemoryStatus.SUPERSEDED))
    offset = 0
    out: dict[str, Memory] = {}
    while True:
        page, total = store.list_memories(flt, limit=_PAGE, offset=offset)
        out.update((m.id, m) for m in page)
        offset += len(page)
        if not page or offset >= total:
            return out


def _rows(memories: dict[str, Memory]) -> list[_Row]:
    """The register's decisions among ``memories`` with their status, newest first (by when made)."""
    rows: list[tuple[Memory, str]] = []
    for m in memories.values():
        status = decision_status(m)
        if status is not None:
            rows.append((m, status))
    latest: dict[str, int] = {}
    for m, _ in rows:
        latest[m.lineage_id] = max(latest.get(m.lineage_id, 0), m.version)
    # an old version of a memory (also one archived before ids were stable) is not a decision of its own
    out = [_Row(m.created_at, m, s, f"{m.metadata.get('subject') or ''} {m.title or ''} {m.content}".casefold())
           for m, s in rows if m.version == latest[m.lineage_id]]
    out.sort(key=lambda r: r.made, reverse=True)
    return out


def _decisions(store: MemoryStore, readable: MemoryFilter) -> list[_Row]:
    """Every current decision ``readable`` admits with its status, newest first (by when it was made)."""
    return _rows(_read_all(store, readable))


class DecisionCache:
    """The register's decisions per reader, kept while the store's ``memories_stamp`` is unchanged and
    brought up to date from the rows written since when it changes.

    Why: the register reads every decision a reader may see to compute statuses and filters; at 10k
    decisions that took 1.7 s a page. Every write stamps the rows it touches, so the rows written since
    the kept stamp are exactly what changed (a write landing while they are read is read again next time).
    When the store cannot say (rows were removed, or a backend without stamps) everything is read again.
    The ``keep`` most recent readers are kept (about 50 MB each at 10k decisions)."""

    def __init__(self, keep: int = 6) -> None:
        self._kept: OrderedDict[MemoryFilter, tuple[object, dict[str, Memory], list[_Row]]] = OrderedDict()
        self._keep = keep
        self._lock = threading.Lock()

    def rows(self, store: MemoryStore, readable: MemoryFilter) -> list[_Row]:
        stamp = store.memories_stamp()
        if stamp is None:
            return _decisions(store, readable)
        with self._lock:
            hit = self._kept.get(readable)
        if hit is not None and hit[0] == stamp:
            with self._lock:
                if readable in self._kept:
                    self._kept.move_to_end(readable)
            return hit[2]
        changed = store.memories_changed(readable, hit[0]) if hit is not None else None
        if changed == [] and hit is not None:  # the stamp moved (another table, another reader): nothing here
            with self._lock:
                self._kept[readable] = (stamp, hit[1], hit[2])
            return hit[2]
        if changed is None:
            memories = _read_all(store, readable)
        else:
            memories = dict(hit[1]) if hit is not None else {}
            for m in changed:
                if m.status in (MemoryStatus.ACTIVE, MemoryStatus.SUPERSEDED):
                    memories[m.id] = m
                else:
                    memories.pop(m.id, None)  # deleted or forgotten: gone from the register
        rows = _rows(memories)
        with self._lock:
            self._kept[readable] = (stamp, memories, rows)
            self._kept.move_to_end(readable)
            while len(self._kept) > self._keep:
                self._kept.popitem(last=False)
        return rows


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


def register_page(store: MemoryStore, readable: MemoryFilter, *, status: str | None = "standing",
                  subject: str | None = None, since: datetime | None = None, until: datetime | None = None,
                  person: str | None = None, project: str | None = None, source: str | None = None,
                  kind: str | None = None, limit: int | None = None, offset: int = 0,
                  cache: DecisionCache | None = None) -> tuple[list[dict[str, Any]], int]:
    """The decisions among what ``readable`` admits (a reader's memories), newest first (by when they were
    made), narrowed by status, subject words, time, and who / which project / which source / which kind:
    ``limit`` of them from ``offset``, and how many there are. ``status`` ``all`` (or None) lists every
    status."""
    wanted = (status or "all").strip().lower()
    if wanted not in (*STATUSES, "all"):
        raise InvalidInput(f"Unknown status {status!r}", f"Use one of: {', '.join(STATUSES)}, all")
    if since and until and since > until:
        raise InvalidInput("since is after until", "Swap the two dates (since is the start, until the end)")
    words = [w.casefold() for w in (subject or "").split() if w.strip()]
    patterns = [_subject_word(w) for w in words]
    if subject is not None and not words:
        raise InvalidInput("Empty subject filter", "Pass words of the matter, e.g. --subject hosting")
    if limit is not None and limit < 0 or offset < 0:
        raise InvalidInput("A negative page", "Pass a limit and an offset of 0 or more")
    rows = cache.rows(store, readable) if cache is not None else _decisions(store, readable)
    facets = _facets(person, project, source, kind)
    picked: list[_Row] = []
    on_subject = 0
    named = _on_the_matters(rows, patterns) if words else set()
    for r in rows:
        if words and r.memory.id not in named:
            continue
        if not facets(r.memory):
            continue
        on_subject += 1
        if wanted != "all" and r.status != wanted:
            continue
        if since and r.made < since or until and r.made > until:
            continue
        picked.append(r)
    if words and not on_subject:
        raise NotFound(f"No decision on a subject matching {subject!r}",
                       "Try fewer or other words, or list every decision with `mnemo decisions --status all`")
    page = picked[offset:] if limit is None else picked[offset:offset + limit]
    return [entry(r.memory, r.status) for r in page], len(picked)


def _subject_word(word: str) -> re.Pattern[str]:
    """Where a subject word is found: where a word starts ("ADR" is not in "headroom"; "예산" is in "예산은",
    particles follow), an English word by its stem too ("hosting" finds "hosted" and "host")."""
    if not (word[:1].isascii() and word[:1].isalnum()):
        return re.compile(re.escape(word))
    # inflections only ("hosting", "hosted", "policies"): a stemmer's "organization" -> "organ" finds "organic"
    stem = re.sub(r"(?<=\w{3})(?:ing|ed|es|s)$", "", re.sub(r"(?<=\w{2})ies$", "y", word))
    forms = sorted({word, stem} if len(stem) >= 4 else {word}, key=len)  # not "news" -> "new"
    return re.compile(rf"(?<![a-z0-9])(?:{'|'.join(map(re.escape, forms))})")


def _on_the_matters(rows: list[_Row], patterns: list[re.Pattern[str]]) -> set[str]:
    """The decisions whose words name the subject, and what replaced each of them since: "--subject host" finds
    "host the marketing site on Vercel" and the "switch to Netlify instead" that replaced it, which says no
    "host" (the team walk listed only the superseded one)."""
    by_id = {r.memory.id: r for r in rows}
    named = {r.memory.id for r in rows if all(p.search(r.hay) for p in patterns)}
    todo = list(named)
    while todo:
        after = by_id[todo.pop()].memory.superseded_by
        if after and after in by_id and after not in named:
            named.add(after)
            todo.append(after)
    return named


def register(store: MemoryStore, readable: MemoryFilter, **options: Any) -> list[dict[str, Any]]:
    """Every decision ``register_page`` selects (the same options, without the page)."""
    return register_page(store, readable, **options)[0]


def timeline(store: MemoryStore, memory_id: str, *, readable: Callable[[Memory], bool]) -> list[dict[str, Any]]:
    """The decisions on one decision's matter, oldest first: what it replaced and what replaced it, through
    every ``supersedes`` / ``superseded_by`` link."""
    ref = memory_id.strip() if memory_id else ""
    # a version's id (``ID@v2``, as ``get`` and ``history`` show it) names the decision its memory is
    start = store.get_memory(ref.partition("@v")[0]) if ref else None
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
