"""Settling a conflict by hand: ``mnemo conflicts resolve ID --keep existing|incoming``.

Consolidation records a conflict when two values disagree and no rule may silently drop one: a lower-priority
value kept on record against the memory that won (resolution ``keep_existing``), or equally credible values
merged into one text (``merge``); a person's organization from a lower-priority source likewise. A person
settles it here:

- ``existing``: the current value stays. For a merged memory whose merged text is still current, the
  existing value (without the incoming one) becomes the next version; otherwise nothing changes.
- ``incoming``: the incoming value becomes current. For a memory, a new version of the existing memory's
  lineage with the incoming text, through the engine's explicit UPDATE path (``Consolidator.apply_update``:
  versioning, the UPDATES edge, re-embedding, its own log entry); memory ids stay stable, versions count on.
  For a person, the incoming organization becomes current and the old one moves to the history.

The new value is recorded as ``user_input``: a person chose it, so by the design's priority ("the system is
wrong, this is right") a later lower-priority source does not overturn it. Where the incoming value came
from stays on the memory version kept on record.

Every resolution is one transaction: the change (if any), the conflict's status (set only while it is still
open, so two resolvers cannot both win), a decision-log entry (action ``resolve_conflict``; the caller's
reason is sealed in the entry's reason) and a ``conflict.resolved`` event for the webhook. Its decision is
``update`` when the resolution itself changed a value (a person's organization) and ``skip`` otherwise (a
new memory version has its own ``update`` entry, so each version is counted once).
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Any

from mnemo.domain.events import CONFLICT_RESOLVED, conflict_event
from mnemo.domain.hashing import normalize_for_hash
from mnemo.domain.ids import new_id
from mnemo.domain.memory_text import embedding_text
from mnemo.domain.models import (
    ConflictRecord,
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryDraft,
    Operation,
    Person,
    Resolution,
    SourceType,
    WriteResult,
)
from mnemo.domain.queries import user_scope
from mnemo.domain.resolution import CONFLICT_STATUSES, KEEP, ConflictResolution, Keep
from mnemo.errors import Conflict, InvalidInput, NotFound
from mnemo.ports import Clock, Embedder, MemoryStore, StoreTx
from mnemo.write.consolidate import Consolidator
from mnemo.write.screen import screened_reason
from mnemo.write.recorder import Recorder, current_version, read_version

MAX_REASON_CHARS = 1000
_LIST_FIX = "List the open conflicts with `mnemo conflicts` (REST: GET /api/v1/conflicts)"
_NOTHING = "Nothing to do; list the open conflicts with `mnemo conflicts`"


def status_filter(status: str | None) -> str | None:
    """The store's filter for an interface's status (open, resolved or all; None means open)."""
    value = (status or "open").strip().lower()
    if value not in CONFLICT_STATUSES:
        raise InvalidInput(f"Unknown conflict status {status!r}", "Use open, resolved or all")
    return None if value == "all" else value


def resolve_conflict(store: MemoryStore, engine: Consolidator, embedder: Embedder, clock: Clock, conflict_id: Any,
                     *, keep: Any, reason: Any = None, user_id: str | None = None) -> ConflictResolution:
    """Settle an open conflict (see the module's docstring). An unknown id, or another user's when
    ``user_id`` is given, is ``NotFound``; one already resolved is ``Conflict``."""
    kept = _keep(keep)
    why = _reason(reason)
    c = _open_conflict(store, conflict_id, user_id)
    settle = _Settle(c, kept, why, clock)
    if c.kind == "memory":
        return _resolve_memory(store, engine, embedder, settle)
    if c.kind == "person":
        return _resolve_person(store, clock, settle)
    raise Conflict(f"Conflict {c.id} is about a {c.kind}, which cannot be resolved by hand yet",
                   "Change the record itself; only memory and person conflicts can be resolved")


def _keep(value: Any) -> Keep:
    text = value.strip().lower() if isinstance(value, str) else ""
    for k in KEEP:
        if text == k:
            return k
    raise InvalidInput(f"Unknown keep value {value!r}", "Use --keep existing or --keep incoming")


def _reason(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidInput("Invalid reason: not text", "Pass the reason as text")
    text = value.strip()
    if len(text) > MAX_REASON_CHARS:
        raise InvalidInput(f"Invalid reason: longer than {MAX_REASON_CHARS} characters", "Shorten the reason")
    return screened_reason(text)


def _open_conflict(store: MemoryStore, conflict_id: Any, user_id: str | None) -> ConflictRecord:
    cid = conflict_id.strip() if isinstance(conflict_id, str) else ""
    if not cid:
        raise InvalidInput("Invalid conflict id: empty", _LIST_FIX)
    c = store.get_conflict(cid)
    if c is None or (user_id is not None and c.user_id != user_id):  # another user's: not found, never forbidden
        raise NotFound(f"No conflict with id {cid!r}", _LIST_FIX)
    if c.status != "open":
        raise Conflict(f"Conflict {cid} is already resolved", _NOTHING)
    return c


class _Settle:
    """Closes the conflict inside a transaction: status, log entry, ``conflict.resolved`` event."""

    def __init__(self, conflict: ConflictRecord, keep: Keep, reason: str | None, clock: Clock) -> None:
        self.conflict, self.keep, self.reason, self.clock = conflict, keep, reason, clock
        self.started = time.perf_counter()

    def __call__(self, tx: StoreTx, *, changed: bool, subject_id: str, memory: Memory | None = None,
                 memory_changed: bool = False) -> ConflictResolution:
        c, now = self.conflict, self.clock.now()
        resolution = Resolution.KEEP_EXISTING if self.keep == "existing" else Resolution.USE_INCOMING
        what = f"the {self.keep} value " + ("becomes current" if changed else "stays current")
        entry = LogEntry(
            id=new_id("log"), timestamp=now, user_id=c.user_id,
            decision=Operation.UPDATE if changed and not memory_changed else Operation.SKIP,
            input_memory_id=subject_id, target_memory_id=c.existing_id,
            reason=f"Conflict {c.id} resolved by hand: {what}" + (f". Reason: {self.reason}" if self.reason else ""),
            action=LogAction(type="resolve_conflict", conflict_id=c.id, target_id=subject_id,
                             resolution=resolution.value, create_version=memory_changed if c.kind == "memory" else None),
            status=LogStatus.SUCCESS, processing_time_ms=round((time.perf_counter() - self.started) * 1000, 3),
            team_id=memory.team_id if memory else None)
        result = ConflictResolution(
            conflict_id=c.id, kind=c.kind, keep=self.keep, changed=changed,
            memory_id=memory.id if memory else None, version=memory.version if memory else None,
            person_id=c.existing_id if c.kind == "person" else None, log_id=entry.id, resolved_at=now)
        resolved = c.model_copy(update={"status": "resolved"})
        event = conflict_event(new_id("evt"), CONFLICT_RESOLVED, resolved, at=now, resolved={
            "keep": self.keep, "changed": changed, "memory_id": result.memory_id, "version": result.version,
            "log_id": entry.id, "resolved_at": result.as_dict()["resolved_at"]})
        if not Recorder(tx).resolve_conflict(c, entry=entry, event=event):
            raise Conflict(f"Conflict {c.id} was resolved meanwhile", _NOTHING)
        return result


# -- memories -----------------------------------------------------------------------------------------------
def _resolve_memory(store: MemoryStore, engine: Consolidator, embedder: Embedder, settle: _Settle) -> ConflictResolution:
    c = settle.conflict
    existing = read_version(store, c.existing_id)
    incoming = read_version(store, c.incoming_id) if c.incoming_id else None
    if existing is None or incoming is None:
        raise Conflict(f"A memory conflict {c.id} names no longer exists", "Report this; the conflict cannot be settled")
    merged = c.resolution is Resolution.MERGE
    if settle.keep == "incoming":
        source, text = incoming, _incoming_text(existing, incoming, merged)
    else:
        source, text = existing, existing.content
    current = current_version(store, existing.lineage_id)
    if current is None:
        if settle.keep == "incoming":
            raise Conflict(f"The memory conflict {c.id} is about was deleted",
                           "Close it with --keep existing, or add the incoming value again as a new memory")
        with store.transaction([user_scope(c.user_id)]) as tx:
            return settle(tx, changed=False, subject_id=c.existing_id)
    # keep existing changes the memory only while the merged text (both values) is what stands
    needs_version = settle.keep == "incoming" or (merged and current.content.startswith(existing.content + "\n"))
    if not needs_version or _same(current.content, text):
        with store.transaction([user_scope(c.user_id)]) as tx:
            return settle(tx, changed=False, subject_id=current.id, memory=current)

    draft = MemoryDraft(
        content=text, title=source.title or current.title, category=current.category, keywords=list(current.keywords),
        importance=current.importance, confidence=source.confidence, source_type=SourceType.USER_INPUT,
        source=source.source, source_ref=source.source_ref, source_url=source.source_url, thread_id=current.thread_id,
        people=source.people, entities=source.entities, projects=source.projects, user_id=current.user_id,
        team_id=current.team_id)
    vector = embedder.embed([embedding_text(draft.content, draft.title or current.title)])[0]
    out: list[ConflictResolution] = []

    def close(tx: StoreTx, written: WriteResult) -> None:
        new = tx.get_memories([written.memory_id])[written.memory_id] if written.memory_id else None
        out.append(settle(tx, changed=True, memory_changed=True, subject_id=written.memory_id or current.id,
                          memory=new))

    engine.apply_update(current, draft, vector, explicit=True, within=close,
                        reason=f"Conflict {c.id} resolved by hand: the {settle.keep} value becomes current")
    return out[0]


def _incoming_text(existing: Memory, incoming: Memory, merged: bool) -> str:
    """The incoming value. A merge conflict's incoming memory is the merged version: the existing text, a
    newline, the incoming text (``domain.conflict.merge_memory``), so the incoming text is what follows."""
    if merged and incoming.content.startswith(existing.content + "\n"):
        return incoming.content[len(existing.content) + 1:].strip() or incoming.content
    return incoming.content


def _same(a: str, b: str) -> bool:
    return normalize_for_hash(a) == normalize_for_hash(b)


# -- people ----------------------------------------------------------------------------------------------------
def _resolve_person(store: MemoryStore, clock: Clock, settle: _Settle) -> ConflictResolution:
    c = settle.conflict
    person = store.get_person(c.existing_id)
    if person is None:
        raise Conflict(f"The person conflict {c.id} is about no longer exists", "Nothing to settle")
    with store.transaction([user_scope(c.user_id)]) as tx:
        latest = tx.find_person(c.user_id, person.emails, person.name)  # re-read under the write lock
        latest = latest if latest is not None and latest.id == person.id else person
        organization = c.incoming_value
        if settle.keep == "existing" or not organization or latest.organization == organization:
            return settle(tx, changed=False, subject_id=person.id)
        Recorder(tx).record_person(_with_organization(latest, organization, clock.now()))
        return settle(tx, changed=True, subject_id=person.id)


def _with_organization(p: Person, organization: str, at: datetime) -> Person:
    """The person with ``organization`` current and the one it replaces added to the history."""
    history = [o for o in p.previous_organizations if o != organization]
    if p.organization and p.organization not in history:
        history.append(p.organization)
    return p.model_copy(update={"organization": organization, "previous_organizations": history,
                                "source_type": SourceType.USER_INPUT, "updated_at": at})
