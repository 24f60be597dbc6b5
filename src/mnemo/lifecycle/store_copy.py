"""Copy a whole store into another (``mnemo migrate --from PATH_OR_URL --to URL``): a SQLite file to a team's
PostgreSQL, or one server's database to another.

Why through the store port and not table by table in SQL: the two dialects keep different derived columns
(SQLite's FTS5 table, PostgreSQL's ``tsvector``, folded filter keys, HNSW-indexed vectors), so each record
goes in through the target's own writer (the recorder's ``copy_in``: ``insert_memory`` with the core's
keyword terms and the stored vector) exactly as a write would put it there. Every kind is copied: memories (every version, whatever its
status, with its vector), edges, the decision log, conflicts, people, entities, API keys (with the hash of
their secret), the ingest ledger with its cursors, the live sources and their undelivered webhooks, and the sealed logs of
teams whose members seal on their own machines (header, retired keys and every change, copied as the
opaque text they are).

Resumable: what the target already holds (by id; people, entities and the ledger are upserts) is skipped,
so a copy that was interrupted is finished by running it again. Each batch is one transaction. At the end
every record of the source is looked up in the target by its id (its key for the ledger): the report says
how many are missing of each kind, and the copy is verified only when none is. Counts alone would pass a
target that held as many other records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any, TypeVar

from mnemo.domain.live import PENDING
from mnemo.domain.queries import LogFilter, user_scope
from mnemo.ports import MemoryStore
from mnemo.write.recorder import Recorder

BATCH = 500
_ALL = 10 ** 12  # "no limit" for the port's listing methods
KINDS = ("memories", "edges", "log", "conflicts", "people", "entities", "api_keys", "ingested_items",
         "sync_cursors", "live_sources", "hook_deliveries", "sealed_changes")
T = TypeVar("T")


@dataclass
class CopyReport:
    """Per kind: how many the source holds, how many were copied now, how many the target held already,
    how many the target holds at the end, and how many of the source's are not in it (by id);
    ``unembedded`` counts memories whose vector was made by another
    model than the configured one (copied without it: similarity does not see them until rewritten)."""

    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    unembedded: int = 0

    @property
    def verified(self) -> bool:
        return all(c["missing"] == 0 for c in self.counts.values())

    def as_dict(self) -> dict[str, Any]:
        return {"verified": self.verified, "unembedded": self.unembedded, "counts": self.counts}


def _chunks(items: Iterable[T], size: int) -> Iterator[list[T]]:
    it = iter(items)
    while chunk := list(islice(it, size)):
        yield chunk


class StoreCopy:
    def __init__(self, source: MemoryStore, target: MemoryStore, *, batch: int = BATCH,
                 on_progress: Callable[[str, int], None] | None = None) -> None:
        self.source, self.target, self.batch = source, target, max(1, batch)
        self.progress = on_progress or (lambda kind, n: None)
        self.report = CopyReport()

    def run(self) -> CopyReport:
        self._memories()
        self._edges()
        self._log()
        self._conflicts()
        self._people_and_entities()
        self._keys()
        self._ledger()
        self._live_sources()
        self._sealed_logs()
        return self.report

    def _count(self, kind: str, source: int, copied: int, target: int, missing: int) -> None:
        self.report.counts[kind] = {"source": source, "copied": copied, "already": source - copied,
                                    "target": target, "missing": missing}

    # -- each kind ----------------------------------------------------------------------------------------
    def _memories(self) -> None:
        total = copied = absent = 0
        for chunk in _chunks(self.source.iter_memories(), self.batch):
            total += len(chunk)
            present = self.target.get_memories([m.id for m in chunk])
            missing = [m for m in chunk if m.id not in present]
            if missing:
                vectors = self.source.vectors_for([m.id for m in missing])
                self.report.unembedded += sum(1 for m in missing if m.embedding_model and m.id not in vectors)
                with self.target.transaction(sorted({user_scope(m.user_id) for m in missing})) as tx:
                    Recorder(tx).copy_in(memories=[(m, vectors.get(m.id)) for m in missing])
                copied += len(missing)
                absent += len(missing) - len(self.target.get_memories([m.id for m in missing]))
            self.progress("memories", len(chunk))
        self._count("memories", total, copied, self.target.count_memories(), absent)

    def _edges(self) -> None:
        have = {e.id for e in self.target.iter_edges()}
        edges = list(self.source.iter_edges())
        missing = [e for e in edges if e.id not in have]
        for chunk in _chunks(missing, self.batch):
            with self.target.transaction() as tx:
                Recorder(tx).copy_in(edges=chunk)
            self.progress("edges", len(chunk))
        after = {e.id for e in self.target.iter_edges()}
        self._count("edges", len(edges), len(missing), len(after), sum(1 for e in edges if e.id not in after))

    def _log(self) -> None:
        have = {e.id for e in self.target.query_log(LogFilter(), limit=_ALL)}
        entries = self.source.query_log(LogFilter(), limit=_ALL)[::-1]  # oldest first
        missing = [e for e in entries if e.id not in have]
        for chunk in _chunks(missing, self.batch):
            with self.target.transaction() as tx:
                Recorder(tx).copy_in(log=chunk)
            self.progress("log", len(chunk))
        after = {e.id for e in self.target.query_log(LogFilter(), limit=_ALL)}
        self._count("log", len(entries), len(missing), len(after), sum(1 for e in entries if e.id not in after))

    def _conflicts(self) -> None:
        have = {c.id for c in self.target.list_conflicts(limit=_ALL)}
        conflicts = self.source.list_conflicts(limit=_ALL)[::-1]
        missing = [c for c in conflicts if c.id not in have]
        for chunk in _chunks(missing, self.batch):
            with self.target.transaction() as tx:
                Recorder(tx).copy_in(conflicts=chunk)
            self.progress("conflicts", len(chunk))
        after = {c.id for c in self.target.list_conflicts(limit=_ALL)}
        self._count("conflicts", len(conflicts), len(missing), len(after),
                    sum(1 for c in conflicts if c.id not in after))

    def _people_and_entities(self) -> None:
        kinds: tuple[tuple[str, list[Any], Callable[[Recorder, Any], None], Callable[[], Iterator[Any]]], ...] = (
            ("people", list(self.source.iter_people()), Recorder.record_person, self.target.iter_people),
            ("entities", list(self.source.iter_entities()), Recorder.record_entity, self.target.iter_entities))
        for kind, items, save, count in kinds:
            before = sum(1 for _ in count())
            for chunk in _chunks(items, self.batch):
                with self.target.transaction() as tx:
                    rec = Recorder(tx)
                    for item in chunk:
                        save(rec, item)
                self.progress(kind, len(chunk))
            after = {x.id for x in count()}
            self._count(kind, len(items), len(after) - before, len(after), sum(1 for x in items if x.id not in after))

    def _keys(self) -> None:
        keys = self.target.api_keys()
        exported = self.source.api_keys().export()
        copied = 0
        for key, key_hash in exported:
            if keys.get(key.id) is None:
                keys.insert(key, key_hash)
                copied += 1
        self.progress("api_keys", len(exported))
        after = {k.id for k, _ in keys.export()}
        self._count("api_keys", len(exported), copied, len(after), sum(1 for k, _ in exported if k.id not in after))

    def _ledger(self) -> None:
        source, target = self.source.ingest_ledger(), self.target.ingest_ledger()
        items, cursors = source.export()
        before_items, before_cursors = (len(x) for x in target.export())
        groups: dict[tuple[str, str], list[tuple[str, Sequence[str]]]] = {}
        for user, src, key, ids in items:
            groups.setdefault((user, src), []).append((key, ids))
        for (user, src), entries in groups.items():
            for chunk in _chunks(entries, self.batch):
                with self.target.transaction() as tx:
                    target.record(tx, user, src, chunk, None)
        for user, src, scope, cursor in cursors:
            with self.target.transaction() as tx:
                target.record(tx, user, src, [], (scope, cursor))
        self.progress("ingest ledger", len(items) + len(cursors))
        items_after, cursors_after = target.export()
        have_items = {(user, src, key) for user, src, key, _ in items_after}
        have_cursors = {(user, src, scope) for user, src, scope, _ in cursors_after}
        self._count("ingested_items", len(items), len(items_after) - before_items, len(items_after),
                    sum(1 for user, src, key, _ in items if (user, src, key) not in have_items))
        self._count("sync_cursors", len(cursors), len(cursors_after) - before_cursors, len(cursors_after),
                    sum(1 for user, src, scope, _ in cursors if (user, src, scope) not in have_cursors))

    def _live_sources(self) -> None:
        """Configured sources, with their secrets (sealed as every record), and the deliveries not processed
        yet: their senders were told they were received and will not send them again. A failed delivery is
        copied as pending, to be tried again on the target. Processed ones stay behind (their payloads are
        gone; they were only a record)."""
        source, target = self.source.live_sources(), self.target.live_sources()
        items = source.list_sources()
        missing = [x for x in items if target.get_source(x.name) is None]
        for item in missing:
            target.save_source(item)
        self.progress("live_sources", len(items))
        after = {x.name for x in target.list_sources()}
        self._count("live_sources", len(items), len(missing), len(after), sum(1 for x in items if x.name not in after))
        waiting = source.undelivered()
        # receive() refuses an id the target holds already (copied before, or processed there since)
        inserted = [d.id for d in waiting if target.receive(replace(d, status=PENDING, next_attempt_at=None))]
        self.progress("hook_deliveries", len(waiting))
        there = {d.id for d in target.undelivered()}
        self._count("hook_deliveries", len(waiting), len(inserted), len(there), sum(1 for i in inserted if i not in there))

    def _sealed_logs(self) -> None:
        """A sealed team's log (``storage/replica/``): its header, the keys it retired and every change, as the
        opaque text the server holds. A member whose store's link names the new server goes on from its
        position (``docs/vault.md``)."""
        source, target = self.source.sealed_logs(), self.target.sealed_logs()
        total = copied = missing = held = 0
        for partition, header, version, head, retired in source.logs():
            ops = _all_ops(source, partition, self.batch)
            total += len(ops)
            copied += target.copy_in(partition, header, version, head, retired, ops)
            there = {op.seq for op in _all_ops(target, partition, self.batch)}
            held += len(there)
            missing += sum(1 for op in ops if op.seq not in there)
            self.progress("sealed_changes", len(ops))
        self._count("sealed_changes", total, copied, held, missing)


def _all_ops(tables: Any, partition: str, batch: int) -> list[Any]:
    ops, after = [], 0
    while chunk := tables.read(partition, after, limit=batch):
        ops += chunk
        after = chunk[-1].seq
    return ops


def copy_store(source: MemoryStore, target: MemoryStore, *, batch: int = BATCH,
               on_progress: Callable[[str, int], None] | None = None) -> CopyReport:
    """Copy every record of ``source`` that ``target`` lacks (see the module doc)."""
    return StoreCopy(source, target, batch=batch, on_progress=on_progress).run()
