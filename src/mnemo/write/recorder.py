"""The recorder: the only code that writes memory versions, edges, conflicts and decision-log entries.

Why one writer: every change must be explained by the log (each operation here takes its log entry, so a
version cannot be written without one), keyword terms must be computed the same way for every write
(``text.tokenize.index_terms``), and nothing private may reach a plaintext column. Whoever decides
(consolidation, the write gate, an edit, ingest linking, a future lifecycle job) calls one operation
here inside a store transaction; the store's codec seals what is private (``storage/codec.py``).

Recording a conflict also announces it: a ``conflict.recorded`` event goes to the store's outbox in the
same transaction (kept only while a webhook is configured; ``domain.events``), so wherever a conflict comes
from (consolidation, a person's organization) the announcement cannot be forgotten or outlive a rollback.

Log entries and conflicts refer to memories by id: an action carries plain fields only (category,
importance, keywords...) and names the sealed fields that changed without their values; a conflict
between two memories keeps no copy of their texts (``MemoryService.conflicts`` reads them back).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime

import numpy as np

from mnemo.domain.events import CONFLICT_RECORDED, OutboxEvent, conflict_event
from mnemo.domain.ids import new_id
from mnemo.domain.models import (
    ConflictRecord,
    LogAction,
    LogEntry,
    Edge,
    Entity,
    Memory,
    MemoryStatus,
    Person,
)
from mnemo.ports import MemoryStore, StoreTx
from mnemo.text.tokenize import KEYWORD_INDEX_VERSION, index_terms

log = logging.getLogger(__name__)

_SEALED_KEYS = frozenset(Memory.SEALED_FIELDS)


def memory_terms(m: Memory) -> list[str]:
    """The keyword terms a memory is found by: its title, content, summary and keywords."""
    return index_terms(m.title, m.content, m.summary, " ".join(m.keywords))


def plain_action(action: LogAction) -> LogAction:
    """The action without private values: sealed fields of ``memory_data`` and ``updates`` are dropped,
    and the names of sealed fields that changed are kept in ``changed_fields``."""
    data = {k: v for k, v in (action.memory_data or {}).items() if k not in _SEALED_KEYS} or None
    updates = action.updates or {}
    changed = sorted(set(action.changed_fields or ()) | {k for k in updates if k in _SEALED_KEYS}) or None
    plain_updates = {k: v for k, v in updates.items() if k not in _SEALED_KEYS} or None
    if data == action.memory_data and plain_updates == action.updates and changed == action.changed_fields:
        return action
    return action.model_copy(update={"memory_data": data, "updates": plain_updates, "changed_fields": changed})


class Recorder:
    """Operations on one store transaction. Each takes the decision-log entry that explains it."""

    def __init__(self, tx: StoreTx) -> None:
        self.tx = tx

    def _log(self, entry: LogEntry) -> None:
        self.tx.insert_log(entry.model_copy(update={"action": plain_action(entry.action)}))

    def _conflict(self, conflict: ConflictRecord) -> None:
        """Record a conflict and announce it (``conflict.recorded``)."""
        self.tx.insert_conflict(conflict)
        self.tx.enqueue_event(conflict_event(new_id("evt"), CONFLICT_RECORDED, conflict, at=conflict.created_at))

    # -- memory versions ----------------------------------------------------------------------------------
    def create(self, memory: Memory, vector: np.ndarray | None, *, entry: LogEntry,
               edges: Sequence[Edge] = ()) -> None:
        """A new memory (its first version), with the edges that link it to related ones."""
        self.tx.insert_memory(memory, vector, memory_terms(memory))
        self.tx.insert_edges(edges)
        self._log(entry)

    def new_version(self, previous: Memory, memory: Memory, vector: np.ndarray | None, *, entry: LogEntry,
                    edge: Edge, conflict: ConflictRecord | None = None) -> None:
        """``memory`` becomes the current version under the memory's stable id and ``previous`` moves to
        ``memory.previous_version_id``, superseded by it; ``edge`` (UPDATES, new -> archived) ties them;
        ``conflict`` records equally credible values that disagree."""
        if memory.id != previous.id or not memory.previous_version_id:
            raise ValueError("a new version keeps the memory's id and names the archived one")
        self.tx.archive_version(previous.id, memory.previous_version_id, superseded_by=memory.id)
        self.tx.insert_memory(memory, vector, memory_terms(memory))
        self.tx.insert_edges([edge])
        if conflict is not None:
            self._conflict(conflict)
        self._log(entry)

    def keep_on_record(self, rejected: Memory, vector: np.ndarray | None, *, entry: LogEntry, edge: Edge,
                       conflict: ConflictRecord | None = None) -> None:
        """A value that lost to the existing memory, stored superseded by it so it is never silently
        dropped; ``edge`` is SUPERSEDES or CONTRADICTS (with ``conflict`` for review)."""
        self.tx.insert_memory(rejected, vector, memory_terms(rejected))
        self.tx.insert_edges([edge])
        if conflict is not None:
            self._conflict(conflict)
        self._log(entry)

    def retire(self, versions: Sequence[Memory], *, at: datetime, reason: str | None, remove_edges: bool,
               entry: LogEntry) -> None:
        """Soft delete of a whole memory: every version leaves every read (search, context, similarity,
        history recipes); the rows stay for audit until ``forget`` purges them."""
        for version in versions:
            if version.status is not MemoryStatus.DELETED:
                self.tx.set_status(version.id, MemoryStatus.DELETED, at=at, reason=reason)
            if remove_edges:
                self.tx.remove_edges_of(version.id, at)
        self._log(entry)

    def stand_again(self, older: Sequence[Memory], successor: str | None = None, until: str | None = None) -> None:
        """Decisions whose replacement was deleted (``write/reinstate.py``): they stand again (active, in
        every read, without the "until" and "reversed" marks supersession put on them; their own times
        kept), or, when the deleted one had a successor, are replaced by that successor instead, ``until``
        the time it replaced the deleted one."""
        for m in older:
            if successor is not None:
                if until is not None and m.metadata.get("valid_until") != until:
                    self.tx.update_in_place(m.model_copy(update={"metadata": {**m.metadata, "valid_until": until}}), None)
                self.tx.set_status(m.id, MemoryStatus.SUPERSEDED, superseded_by=successor)
                continue
            meta = {k: v for k, v in m.metadata.items() if k not in ("valid_until", "reversed")}
            self.tx.update_in_place(m.model_copy(update={"metadata": meta}), None)
            self.tx.reinstate(m.id)

    def forget(self, memory_ids: Sequence[str], *, at: datetime, reason: str, entry: LogEntry) -> None:
        """Purge: the named rows (every version of a memory) keep only an audit stub; their text leaves the keyword index, the edges, the conflicts and the log. ``entry``
        (the stub's who/when/why) is written after the purge, so it survives it."""
        self.tx.purge_memories(memory_ids, at=at, reason=reason)
        self._log(entry)

    def supersede(self, older: Memory, *, by: str, valid_until: datetime, reversed_: bool, entry: LogEntry,
                  edge: Edge, updated_at: datetime) -> None:
        """A decision replaced (or cancelled, ``reversed_``) by a newer one on the same matter: it leaves what
        stands, keeps its text for history, and says until when it held and what replaced it."""
        meta = {**older.metadata, "valid_until": valid_until.isoformat()}
        if reversed_:
            meta["reversed"] = True
        self.tx.update_in_place(older.model_copy(update={"metadata": meta, "updated_at": updated_at}), None)
        self.tx.set_status(older.id, MemoryStatus.SUPERSEDED, superseded_by=by)
        self.tx.insert_edges([edge])
        self._log(entry)

    def contradiction(self, edge: Edge, conflict: ConflictRecord) -> None:
        """A lower-priority decision that contradicts a standing one: a CONTRADICTS edge and a conflict to
        review (the new decision itself was written by ``create``, with its own log entry)."""
        self.tx.insert_edges([edge])
        self._conflict(conflict)

    def quarantine(self, memory: Memory, *, entry: LogEntry) -> None:
        """A write held for review: stored deleted (out of search, context and similarity), no vector."""
        self.tx.insert_memory(memory, None, memory_terms(memory))
        self._log(entry)

    def edit_in_place(self, before: Memory, after: Memory, *, entry: LogEntry) -> None:
        """Change fields that are not embedded (keywords, category, importance, metadata, updated_at) on the
        same version: no new version, the embedding untouched; keyword terms follow the keywords."""
        terms = memory_terms(after) if after.keywords != before.keywords else None
        self.tx.update_in_place(after, terms)
        self._log(entry)

    # -- upkeep (``mnemo.lifecycle``) -----------------------------------------------------------------------
    def compact(self, compacted: Memory, vector: np.ndarray | None, *, originals: Sequence[Memory],
                edges: Sequence[Edge], entry: LogEntry, previous: Memory | None = None,
                version_edge: Edge | None = None) -> None:
        """A compacted memory summarizing ``originals`` (a new memory, or with ``previous`` its next version),
        the COMPACTS edges to them, and each original marked in place with what it was compacted into (the
        originals keep their text, sources and versions)."""
        if previous is not None:
            if version_edge is None or compacted.id != previous.id or not compacted.previous_version_id:
                raise ValueError("a new version of a compacted memory keeps its id and names the archived one")
            self.tx.archive_version(previous.id, compacted.previous_version_id, superseded_by=compacted.id)
            self.tx.insert_edges([version_edge])
        self.tx.insert_memory(compacted, vector, memory_terms(compacted))
        for original in originals:
            self.tx.update_in_place(original, None)
        self.tx.insert_edges(edges)
        self._log(entry)

    def release_compaction(self, versions: Sequence[Memory], freed: Sequence[Memory], *, at: datetime, purge: bool,
                           retire: bool, entry: LogEntry) -> None:
        """A compacted memory whose source was deleted: its versions retired (``retire``) or purged
        (``purge``), and ``freed`` (its other originals, without ``compacted_into``) updated in place."""
        ids = [v.id for v in versions]
        if purge:
            self.tx.purge_memories(ids, at=at, reason="a memory it summarized was forgotten")
        elif retire:
            for v in versions:
                if v.status is not MemoryStatus.DELETED:
                    self.tx.set_status(v.id, MemoryStatus.DELETED, at=at, reason="a memory it summarized was deleted")
        for original in freed:
            self.tx.update_in_place(original, None)
        self._log(entry)

    def merge_duplicate(self, duplicate: Memory, kept: Memory, *, edge: Edge, entry: LogEntry,
                        kept_after: Memory | None = None, links: Sequence[Edge] = ()) -> None:
        """A near-duplicate found after the fact: it leaves what is read, superseded by the memory it repeats
        (its row, source and versions stay for history), and ``kept_after`` (the kept memory with the
        duplicate's tags, people and entities added) replaces the kept one in place."""
        self.tx.set_status(duplicate.id, MemoryStatus.SUPERSEDED, superseded_by=kept.id)
        if kept_after is not None:
            self.tx.update_in_place(kept_after, memory_terms(kept_after) if kept_after.keywords != kept.keywords
                                    else None)
        self.tx.insert_edges([edge, *links])
        self._log(entry)

    def reembed(self, memory: Memory, vector: np.ndarray, model_id: str, *, entry: LogEntry) -> None:
        """A version embedded again by ``model_id`` (its text and version unchanged)."""
        self.tx.set_vector(memory.id, vector, model_id)
        self._log(entry)

    def prune_log(self, before: datetime) -> int:
        """Log retention: entries older than ``before`` go (the job's run record says how many)."""
        return self.tx.prune_log(before)

    def note(self, entry: LogEntry) -> None:
        """A decision that changed nothing (a skip, a dry run, an error): only its log entry."""
        self._log(entry)

    # -- the graph --------------------------------------------------------------------------------------------
    def link(self, edges: Iterable[Edge]) -> None:
        """Edges that tie memories to people, entities, projects and thread neighbours (ingest links; they
        change no memory, so they carry no log entry of their own)."""
        self.tx.insert_edges(list(edges))

    def record_person(self, person: Person, conflict: ConflictRecord | None = None) -> None:
        self.tx.save_person(person)
        if conflict is not None:
            self._conflict(conflict)

    # -- conflicts --------------------------------------------------------------------------------------------
    def resolve_conflict(self, conflict: ConflictRecord, *, entry: LogEntry, event: OutboxEvent) -> bool:
        """Settle an open conflict: its status becomes resolved, ``entry`` logs the resolution and ``event``
        (``conflict.resolved``) announces it. False, with nothing written, when the conflict is no longer open
        (another writer resolved it first); the caller's transaction then rolls back whatever it did."""
        if not self.tx.set_conflict_status(conflict.id, "resolved", only_if="open"):
            return False
        self._log(entry)
        self.tx.enqueue_event(event)
        return True

    def copy_in(self, *, memories: Sequence[tuple[Memory, np.ndarray | None]] = (), edges: Sequence[Edge] = (),
                log: Sequence[LogEntry] = (), conflicts: Sequence[ConflictRecord] = ()) -> None:
        """Records copied from another store (``mnemo migrate``), exactly as they are there: they were
        decided and logged where they came from, so nothing is logged or announced again."""
        for memory, vector in memories:
            self.tx.insert_memory(memory, vector, memory_terms(memory))
        if edges:
            self.tx.insert_edges(list(edges))
        for entry in log:
            self.tx.insert_log(entry)
        for conflict in conflicts:
            self.tx.insert_conflict(conflict)

    def record_entity(self, entity: Entity) -> None:
        self.tx.save_entity(entity)


def is_forgotten(memory: Memory) -> bool:
    """The stub a purge (``Recorder.forget``) leaves: deleted, no text, no content hash (not a metadata flag a
    caller can set)."""
    return memory.status is MemoryStatus.DELETED and not memory.content and not memory.content_hash


def current_version(store: MemoryStore, lineage_id: str) -> Memory | None:
    """A memory's active version, read outside a write transaction (None when none is active): where a
    caller decides what to write before taking the lock (``StoreTx.active_version`` re-reads it under it)."""
    return next((m for m in reversed(store.lineage(lineage_id)) if m.status is MemoryStatus.ACTIVE), None)


def read_version(store: MemoryStore, version_ref: str) -> Memory | None:
    """One version of a memory by the id a record named it with: a memory id, an archived ``ID@vN``, or
    ``ID@vN`` of the version that is still current (kept under the stable id ``ID`` until a newer one
    archives it). A conflict names the versions it was about, so a later edit does not change what it says."""
    found = store.get_memory(version_ref)
    if found is not None or "@v" not in version_ref:
        return found
    stable, _, number = version_ref.partition("@v")
    current = store.get_memory(stable)
    return current if current is not None and str(current.version) == number else None


def record_failure(store: MemoryStore, entry: LogEntry, scopes: Sequence[str] = ()) -> None:
    """Log a failed write in a transaction of its own (the write itself was rolled back)."""
    with store.transaction(scopes) as tx:
        Recorder(tx).note(entry)


def ensure_keyword_index(store: MemoryStore, on_progress: Callable[[int], None] | None = None) -> int:
    """Rebuild the store's keyword index when it was made by another term computation (or never); returns
    how many memories were re-indexed (0 when it was current)."""
    if store.keyword_index_version() == KEYWORD_INDEX_VERSION:
        return 0
    n = store.rebuild_keyword_index(KEYWORD_INDEX_VERSION, memory_terms, on_progress)
    if n:
        log.warning("Re-indexed the keywords of %d memories for term computation %s", n, KEYWORD_INDEX_VERSION)
    return n
