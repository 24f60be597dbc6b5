"""Operations inside one SQLite write transaction (``SQLiteStore.transaction``).

Vector-index changes apply only after COMMIT. Writes of this transaction are visible to its own
``nearest`` (a batch compares each item with the items before it) through a small matrix of pending
vectors, and memories it has read or written are kept parsed, so consecutive items of a batch that hit
the same candidates do not re-read them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from mnemo.domain.events import OutboxEvent
from mnemo.domain.models import ConflictRecord, LogEntry, Edge, Entity, Memory, MemoryStatus, Person
from mnemo.errors import StorageError
from mnemo.storage.codec import MEMORY_PLAIN, RowCodec
from mnemo.storage.sqlite.sqlite_outbox import event_values
from mnemo.storage.sqlite.sqlite_rows import (
    CONFLICT_COLUMNS,
    EDGE_COLUMNS,
    ENTITY_COLUMNS,
    LOG_COLUMNS,
    MEMORY_COLUMNS,
    PERSON_COLUMNS,
    conflict_values,
    edge_values,
    entity_from_row,
    entity_values,
    log_values,
    memory_from_row,
    memory_values,
    person_from_row,
    person_values,
    select,
    to_sql,
    ts,
)

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_store import SQLiteStore

_INSERT_MEMORY = (f"INSERT INTO memories ({', '.join(MEMORY_PLAIN)}, sealed, embedding, embedding_dim, "
                  f"change_seq) VALUES ({','.join('?' * (len(MEMORY_PLAIN) + 4))})")


def fetch_memories(cx: RowCodec, c: sqlite3.Connection, ids: Sequence[str]) -> dict[str, Memory]:
    out: dict[str, Memory] = {}
    for start in range(0, len(ids), 500):
        chunk = list(ids[start:start + 500])
        if not chunk:
            continue
        for r in c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.id IN ({','.join('?' * len(chunk))})",
                           chunk):
            m = memory_from_row(cx, r)
            out[m.id] = m
    return out


def terms_text(terms: Sequence[str]) -> str:
    """The FTS5 column value of a memory's terms (the core's exact terms; the tokenizer only splits on
    spaces between them)."""
    return " ".join(terms)


class SQLiteTx:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store
        self.c = store.db.conn
        self.cx = store.codec
        self.seq = 0
        self._added: list[tuple[str, str]] = []  # (id, user) of rows of ``_added_mat``
        self._added_rows: dict[str, int] = {}  # id -> its latest row (a second new version of a memory in
        # this transaction adds a row; the earlier one is stale and stays only until a rollback may need it)
        self._added_mat: np.ndarray | None = None
        self._removed: dict[str, set[str]] = {}  # user -> ids this transaction took out of the index
        self._cache: dict[str, Memory] = {}
        self._savepoints = 0
        self.events: list[OutboxEvent] = []  # kept in the outbox by this transaction, handed on after COMMIT
        self.rolled_back = False  # a savepoint was rolled back: partitions loaded meanwhile may hold its rows
        self.purged = False  # content was purged: the store empties the WAL after COMMIT

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """All-or-nothing for one item inside a batch transaction: a failure undoes only that item."""
        name = f"sp{self._savepoints}"
        self._savepoints += 1
        seq, n_added, n_events = self.seq, len(self._added), len(self.events)
        removed = {u: set(ids) for u, ids in self._removed.items()}
        self.c.execute(f"SAVEPOINT {name}")
        try:
            yield
        except BaseException:
            self.rolled_back = True
            self.c.execute(f"ROLLBACK TO {name}")
            self.c.execute(f"RELEASE {name}")
            self.seq, self._removed = seq, removed
            del self._added[n_added:]
            self._added_rows = {memory_id: row for row, (memory_id, _) in enumerate(self._added)}
            del self.events[n_events:]
            self._cache.clear()
            raise
        self.c.execute(f"RELEASE {name}")

    def _next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def apply_to_index(self) -> None:
        """After COMMIT: this transaction's active writes in, what it retired out."""
        idx = self.store.index
        for row, (memory_id, user_id) in enumerate(self._added):
            if self._added_rows.get(memory_id) == row and memory_id not in self._removed.get(user_id, ()):
                assert self._added_mat is not None
                idx.upsert(user_id, memory_id, self._added_mat[row])
        for user_id, ids in self._removed.items():
            for memory_id in ids:
                idx.remove(user_id, memory_id)

    def _add_pending_vector(self, memory_id: str, user_id: str, vector: np.ndarray) -> None:
        n = len(self._added)
        if self._added_mat is None or n >= self._added_mat.shape[0]:
            grown = np.empty((max(64, n * 2), vector.shape[0]), dtype=np.float32)
            if self._added_mat is not None:
                grown[:n] = self._added_mat[:n]
            self._added_mat = grown
        self._added_mat[n] = vector
        self._added_rows[memory_id] = n
        self._added.append((memory_id, user_id))

    # -- reads under the write lock -----------------------------------------------------------------------
    def prefetch_nearest(self, user_ids: Sequence[str], vectors: np.ndarray, k: int) -> list[Any]:
        """Candidates for a whole batch at once, against the index as it is now; see ``nearest(hint=...)``."""
        hints: list[Any] = [None] * len(user_ids)
        by_user: dict[str, list[int]] = {}
        for i, u in enumerate(user_ids):
            by_user.setdefault(u, []).append(i)
        for u, rows in by_user.items():
            tops, size = self.store.index.top_many(self.c, u, vectors[rows], k)
            for i, top in zip(rows, tops):
                hints[i] = (top, size <= k)
        return hints

    def nearest(self, user_id: str, vector: np.ndarray, k: int, min_score: float,
                hint: Any = None) -> list[tuple[str, float]]:
        """Top-k active memories of the user, including ones written earlier in this transaction.

        ``hint`` is this vector's prefetched top list: still exact after dropping what this transaction
        superseded, as long as k candidates remain (anything outside the list scored lower).
        """
        removed = self._removed.get(user_id, set())
        base = None
        if hint is not None:
            top, complete = hint
            kept = [(i, s) for i, s in top if i not in removed]
            if complete or len(kept) >= k:
                base = [(i, s) for i, s in kept[:k] if s >= min_score]
        if base is None:
            base = self.store.index.top(self.c, user_id, vector, k + len(removed) + len(self._added_rows), min_score)
        hits = {i: s for i, s in base if i not in removed}
        if self._added:
            assert self._added_mat is not None
            for memory_id in [i for i in hits if i in self._added_rows]:
                del hits[memory_id]  # a new version under an id the index holds: its old vector is stale
            sims = self._added_mat[: len(self._added)] @ vector
            for j in np.flatnonzero(sims >= min_score):
                memory_id, u = self._added[j]
                if u == user_id and memory_id not in removed and self._added_rows[memory_id] == j:
                    hits[memory_id] = float(sims[j])
        return sorted(hits.items(), key=lambda kv: kv[1], reverse=True)[:k]

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        out = {i: self._cache[i] for i in ids if i in self._cache}
        missing = [i for i in ids if i not in out]
        if missing:
            fetched = fetch_memories(self.cx, self.c, missing)
            self._cache.update(fetched)
            out.update(fetched)
        return out

    def active_version(self, lineage_id: str) -> Memory | None:
        r = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.lineage_id = ? AND m.status = 'active' "
                           "ORDER BY m.version DESC LIMIT 1", (lineage_id,)).fetchone()
        return memory_from_row(self.cx, r) if r else None

    def lineage(self, lineage_id: str) -> list[Memory]:
        rows = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.lineage_id = ? "
                              "ORDER BY m.version, m.id", (lineage_id,)).fetchall()
        return [memory_from_row(self.cx, r) for r in rows]

    def active_in_thread(self, user_id: str, thread_id: str) -> list[Memory]:
        rows = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.thread_id = ? AND m.user_id = ? "
                              "AND m.status = 'active' ORDER BY m.created_at, m.id",
                              (self.cx.thread(thread_id), user_id)).fetchall()
        return [memory_from_row(self.cx, r) for r in rows]

    def superseded_by(self, user_id: str, ids: Sequence[str]) -> list[Memory]:
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        rows = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = ? AND m.status = 'superseded' "
                              f"AND m.superseded_by IN ({marks}) ORDER BY m.created_at, m.id",
                              (user_id, *ids)).fetchall()
        return [memory_from_row(self.cx, r) for r in rows]

    def active_from_item(self, user_id: str, source: str, source_ref: str, *,
                         with_history: bool = False) -> list[Memory]:
        base = self.cx.ref(source_ref.split("#", 1)[0]) or ""
        source = self.cx.source_key(source) or ""
        statuses = "('active', 'superseded')" if with_history else "('active')"
        rows = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = ? AND m.source = ? "
                              f"AND (m.source_ref = ? OR substr(m.source_ref, 1, ?) = ?) AND m.status IN {statuses}",
                              (user_id, source, base, len(base) + 1, base + "#")).fetchall()
        return [memory_from_row(self.cx, r) for r in rows]

    def find_active_by_hash(self, user_id: str, content_hash: str) -> Memory | None:
        # INDEXED BY: without it SQLite picks (user_id, status, updated_at) and reads every active memory of
        # the user for each write (22 of 32 ms per add at 8k memories)
        r = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m INDEXED BY ix_memories_hash WHERE m.user_id = ? "
                           "AND m.content_hash = ? AND m.status = 'active' LIMIT 1",
                           (user_id, self.cx.content_hash(content_hash))).fetchone()
        return memory_from_row(self.cx, r) if r else None

    def find_recorded(self, user_id: str, content_hash: str, source: str, source_ref: str) -> Memory | None:
        base = self.cx.ref(source_ref.split("#", 1)[0]) or ""
        source, content_hash = self.cx.source_key(source) or "", self.cx.content_hash(content_hash)
        r = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = ? AND m.source = ? "
                           "AND (m.source_ref = ? OR substr(m.source_ref, 1, ?) = ?) AND m.content_hash = ? "
                           "AND m.status IN ('active', 'superseded') LIMIT 1",
                           (user_id, source, base, len(base) + 1, base + "#", content_hash)).fetchone()
        return memory_from_row(self.cx, r) if r else None

    def find_rejected(self, user_id: str, content_hash: str, kept_lineage_id: str) -> Memory | None:
        r = self.c.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories m INDEXED BY ix_memories_hash JOIN memories k ON k.id = m.superseded_by "
            "WHERE m.user_id = ? AND m.content_hash = ? AND m.status = 'superseded' AND k.lineage_id = ? "
            "AND m.lineage_id = m.id LIMIT 1", (user_id, self.cx.content_hash(content_hash), kept_lineage_id)).fetchone()
        return memory_from_row(self.cx, r) if r else None

    def find_person(self, user_id: str, emails: Sequence[str], name: str) -> Person | None:
        keys = [self.cx.person_key(k) for k in [f"email:{e.strip().lower()}" for e in emails if e.strip()]
                + [f"name:{name.strip().casefold()}"]]
        r = self.c.execute(f"{select(PERSON_COLUMNS, 'people', 'p')} JOIN person_keys k ON p.id = k.person_id "
                           f"WHERE k.user_id = ? AND k.key IN ({','.join('?' * len(keys))}) ORDER BY k.key LIMIT 1",
                           (user_id, *keys)).fetchone()
        return person_from_row(self.cx, r) if r else None

    def find_entity(self, user_id: str, names: Sequence[str]) -> Entity | None:
        keys = [self.cx.entity_key(n.strip().casefold()) for n in names if n.strip()]
        if not keys:
            return None
        r = self.c.execute(f"{select(ENTITY_COLUMNS, 'entities', 'e')} JOIN entity_keys k ON e.id = k.entity_id "
                           f"WHERE k.user_id = ? AND k.key IN ({','.join('?' * len(keys))}) LIMIT 1",
                           (user_id, *keys)).fetchone()
        return entity_from_row(self.cx, r) if r else None

    # -- writes (called only by mnemo.write.recorder) --------------------------------------------------------
    def insert_memory(self, memory: Memory, vector: np.ndarray | None, terms: Sequence[str]) -> None:
        blob = None
        if vector is not None:
            vector = np.ascontiguousarray(vector, dtype=np.float32)
            blob = self.cx.seal_vector(vector.tobytes(), memory.lineage_id, memory.version)
        values = memory_values(self.cx, memory)
        if blob is None:
            values[MEMORY_PLAIN.index("embedding_model")] = None
        cur = self.c.execute(_INSERT_MEMORY, (*values, blob, int(vector.shape[0]) if vector is not None else None,
                                              self._next_seq()))
        self.c.execute("INSERT INTO memories_fts (rowid, terms) VALUES (?, ?)", (cur.lastrowid, terms_text(self.cx.terms(terms))))
        self._cache[memory.id] = memory
        if memory.status is MemoryStatus.ACTIVE and vector is not None and memory.embedding_model == self.store.model_id:
            # A new version takes the id its archived predecessor left: it is in the index again.
            self._removed.get(memory.user_id, set()).discard(memory.id)
            self._add_pending_vector(memory.id, memory.user_id, vector)

    def set_status(self, memory_id: str, status: MemoryStatus, *, superseded_by: str | None = None,
                   at: datetime | None = None, reason: str | None = None) -> None:
        row = self.c.execute("SELECT user_id, sealed, lineage_id, version FROM memories WHERE id = ?",
                             (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        deleted = status is MemoryStatus.DELETED
        sealed = row[1]
        if deleted:
            aad = self.cx.memory_aad(row[2], row[3])
            fields = self.cx.unseal(sealed, aad)
            fields["delete_reason"] = reason
            sealed = self.cx.seal({k: v for k, v in fields.items() if v is not None}, aad)
        self.c.execute(
            "UPDATE memories SET status = ?, superseded_by = coalesce(?, superseded_by), "
            "deleted_at = CASE WHEN ? THEN ? ELSE deleted_at END, sealed = ?, change_seq = ? WHERE id = ?",
            (status.value, superseded_by, deleted, ts(at) if (deleted and at) else None, sealed, self._next_seq(),
             memory_id))
        self._cache.pop(memory_id, None)
        if status is not MemoryStatus.ACTIVE:
            self._removed.setdefault(row[0], set()).add(memory_id)

    def reinstate(self, memory_id: str) -> None:
        row = self.c.execute("SELECT user_id, embedding, lineage_id, version, embedding_model FROM memories "
                             "WHERE id = ?", (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        self.c.execute("UPDATE memories SET status = 'active', superseded_by = NULL, change_seq = ? WHERE id = ?",
                       (self._next_seq(), memory_id))
        self._cache.pop(memory_id, None)
        if row[1] is not None and row[4] == self.store.model_id:  # back in the index after COMMIT
            vector = np.frombuffer(self.cx.open_vector(row[1], row[2], row[3]), dtype=np.float32)
            self._removed.get(row[0], set()).discard(memory_id)
            self._add_pending_vector(memory_id, row[0], vector)

    def archive_version(self, memory_id: str, archive_id: str, *, superseded_by: str) -> None:
        row = self.c.execute("SELECT user_id FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        self.c.execute("UPDATE memories SET id = ?, status = 'superseded', superseded_by = ?, change_seq = ? "
                       "WHERE id = ?", (archive_id, superseded_by, self._next_seq(), memory_id))
        self._cache.pop(memory_id, None)
        self._removed.setdefault(row[0], set()).add(memory_id)

    def purge_memories(self, memory_ids: Sequence[str], *, at: datetime, reason: str) -> None:
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return
        marks = ",".join("?" * len(ids))
        rows = self.c.execute(f"SELECT rowid, id, user_id, deleted_at, lineage_id, version FROM memories "
                              f"WHERE id IN ({marks})", ids).fetchall()
        self.c.execute("PRAGMA secure_delete = ON")  # freed pages are zeroed: the text leaves the file too
        self.purged = True
        for rowid, memory_id, user_id, deleted_at, lineage_id, version in rows:
            self.c.execute(
                "UPDATE memories SET status = 'deleted', summary = NULL, keywords = '[]', content_hash = '', "
                "embedding = NULL, embedding_model = NULL, embedding_dim = NULL, deleted_at = ?, sealed = ?, "
                "change_seq = ? WHERE rowid = ?",
                (deleted_at or ts(at), self.cx.stub(lineage_id, version, reason), self._next_seq(), rowid))
            self.c.execute("DELETE FROM memories_fts WHERE rowid = ?", (rowid,))
            self._cache.pop(memory_id, None)
            self._removed.setdefault(user_id, set()).add(memory_id)
        self.c.execute(f"UPDATE edges SET evidence = NULL, metadata = '{{}}' WHERE source_id IN ({marks}) "
                       f"OR target_id IN ({marks})", (*ids, *ids))
        # the people and entities only these memories named ("Priya Raman from Zentrix Labs"): their records
        # spell the names, and nothing else points to them
        orphans = [r[0] for r in self.c.execute(
            f"SELECT DISTINCT e.target_id FROM edges e WHERE e.source_id IN ({marks}) AND e.type IN ('INVOLVES', "
            f"'MENTIONS', 'RELATES_TO') AND NOT EXISTS (SELECT 1 FROM edges o WHERE (o.target_id = e.target_id "
            f"AND o.source_id NOT IN ({marks})) OR o.source_id = e.target_id) AND NOT EXISTS (SELECT 1 FROM conflicts "
            f"c WHERE c.existing_id = e.target_id OR c.incoming_id = e.target_id) AND (e.target_id IN (SELECT id FROM "
            f"people WHERE source_type <> 'user_input') OR e.target_id IN (SELECT id FROM entities WHERE source_type "
            f"<> 'user_input'))", (*ids, *ids)).fetchall()]
        if orphans:
            gone = ",".join("?" * len(orphans))
            self.c.execute(f"DELETE FROM edges WHERE target_id IN ({gone})", orphans)
            self.c.execute(f"DELETE FROM people WHERE id IN ({gone})", orphans)      # keys go with them (cascade)
            self.c.execute(f"DELETE FROM entities WHERE id IN ({gone})", orphans)
        for (conflict_id,) in self.c.execute(f"SELECT id FROM conflicts WHERE existing_id IN ({marks}) "
                                             f"OR incoming_id IN ({marks})", (*ids, *ids)).fetchall():
            self.c.execute("UPDATE conflicts SET sealed = ?, status = 'resolved' WHERE id = ?",
                           (self.cx.forgotten_conflict(conflict_id), conflict_id))
        for (log_id,) in self.c.execute(f"SELECT id FROM decision_log WHERE input_memory_id IN ({marks}) "
                                        f"OR target_memory_id IN ({marks})", (*ids, *ids)).fetchall():
            self.c.execute("UPDATE decision_log SET sealed = ?, action = json_object('type', "
                           "json_extract(action, '$.type'), 'reasonDetail', 'forgotten') WHERE id = ?",
                           (self.cx.forgotten_log(log_id), log_id))
        # other memories' entries that name them (merged into, linked to, a duplicate of): their reasons
        # quote what was forgotten; the user's own entries only, the partition consolidation compared in
        owners = sorted({row[2] for row in rows})
        for log_id, sealed in self.c.execute(
                f"SELECT l.id, l.sealed FROM decision_log l WHERE l.user_id IN ({','.join('?' * len(owners))}) "
                f"AND coalesce(l.input_memory_id, '') NOT IN ({marks}) AND coalesce(l.target_memory_id, '') NOT IN "
                f"({marks}) AND (json_extract(l.action, '$.duplicateOfId') IN ({marks}) OR json_extract(l.action, "
                f"'$.targetId') IN ({marks}) OR EXISTS (SELECT 1 FROM json_each(l.action, '$.relatedMemoryIds') r "
                f"WHERE r.value IN ({marks})))", (*owners, *ids, *ids, *ids, *ids, *ids)).fetchall():
            self.c.execute("UPDATE decision_log SET sealed = ? WHERE id = ?",
                           (self.cx.reason_removed_log(log_id, sealed), log_id))
        self.cx.forget_opened()
        # FTS5 keeps deleted terms in its segments until they are merged: merge now
        self.c.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")

    def update_in_place(self, memory: Memory, terms: Sequence[str] | None) -> None:
        row = self.c.execute("SELECT rowid FROM memories WHERE id = ?", (memory.id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory.id} vanished during the write", "Retry the operation")
        plain, sealed = self.cx.memory_parts(memory)
        # re-stamped like every other write, so what readers keep from the rows (``memories_stamp``) is renewed
        self.c.execute("UPDATE memories SET updated_at = ?, keywords = ?, category = ?, importance = ?, sealed = ?, "
                       "change_seq = ? WHERE id = ?",
                       (to_sql("updated_at", plain["updated_at"]), to_sql("keywords", plain["keywords"]),
                        plain["category"], plain["importance"], sealed, self._next_seq(), memory.id))
        if terms is not None:
            self.c.execute("UPDATE memories_fts SET terms = ? WHERE rowid = ?", (terms_text(self.cx.terms(terms)), row[0]))
        self._cache.pop(memory.id, None)

    def set_vector(self, memory_id: str, vector: np.ndarray, model_id: str) -> None:
        row = self.c.execute("SELECT user_id, status, lineage_id, version FROM memories WHERE id = ?",
                             (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        vector = np.ascontiguousarray(vector, dtype=np.float32)
        blob = self.cx.seal_vector(vector.tobytes(), row[2], row[3])
        self.c.execute("UPDATE memories SET embedding = ?, embedding_dim = ?, embedding_model = ?, change_seq = ? "
                       "WHERE id = ?", (blob, int(vector.shape[0]), model_id, self._next_seq(), memory_id))
        self._cache.pop(memory_id, None)
        if row[1] == MemoryStatus.ACTIVE.value and model_id == self.store.model_id:
            self._removed.get(row[0], set()).discard(memory_id)
            self._add_pending_vector(memory_id, row[0], vector)

    def prune_log(self, before: datetime) -> int:
        return int(self.c.execute("DELETE FROM decision_log WHERE timestamp < ?", (ts(before),)).rowcount or 0)

    def insert_edges(self, edges: Sequence[Edge]) -> None:
        if edges:
            self.c.executemany(f"INSERT INTO edges ({', '.join(EDGE_COLUMNS)}) VALUES "
                               f"({','.join('?' * len(EDGE_COLUMNS))})", [edge_values(self.cx, e) for e in edges])

    def remove_edges_of(self, memory_id: str, at: datetime) -> int:
        cur = self.c.execute("UPDATE edges SET removed_at = ? WHERE (source_id = ? OR target_id = ?) "
                             "AND removed_at IS NULL", (ts(at), memory_id, memory_id))
        return cur.rowcount

    def insert_log(self, entry: LogEntry) -> None:
        self.c.execute(f"INSERT INTO decision_log ({', '.join(LOG_COLUMNS)}, sealed) VALUES "
                       f"({','.join('?' * (len(LOG_COLUMNS) + 1))})", log_values(self.cx, entry))

    def insert_conflict(self, conflict: ConflictRecord) -> None:
        self.c.execute(f"INSERT INTO conflicts ({', '.join(CONFLICT_COLUMNS)}, sealed) VALUES "
                       f"({','.join('?' * (len(CONFLICT_COLUMNS) + 1))})", conflict_values(self.cx, conflict))

    def set_conflict_status(self, conflict_id: str, status: str, *, only_if: str | None = None) -> bool:
        if only_if is None:
            cur = self.c.execute("UPDATE conflicts SET status = ? WHERE id = ?", (status, conflict_id))
        else:
            cur = self.c.execute("UPDATE conflicts SET status = ? WHERE id = ? AND status = ?",
                                 (status, conflict_id, only_if))
        return cur.rowcount > 0

    def enqueue_event(self, event: OutboxEvent) -> bool:
        if not self.store.outbox().enabled:
            return False
        self.c.execute("INSERT INTO notify_outbox (id, event, user_id, payload, created_at, status, attempts, "
                       "next_attempt_at, last_error) VALUES (?,?,?,?,?,?,?,?,?)", event_values(event))
        self.events.append(event)
        return True

    def save_person(self, person: Person) -> None:
        cols = (*PERSON_COLUMNS, "sealed")
        updates = ", ".join(f"{c} = excluded.{c}" for c in cols if c not in ("id", "user_id", "team_id", "created_at"))
        self.c.execute(f"INSERT INTO people ({', '.join(cols)}) VALUES ({','.join('?' * len(cols))}) "
                       f"ON CONFLICT(id) DO UPDATE SET {updates}", person_values(self.cx, person))
        keys = self.cx.person_keys(person)
        self.c.executemany("INSERT OR IGNORE INTO person_keys (user_id, key, person_id) VALUES (?,?,?)",
                           [(person.user_id, k, person.id) for k in keys])

    def save_entity(self, entity: Entity) -> None:
        cols = (*ENTITY_COLUMNS, "sealed")
        self.c.execute(f"INSERT INTO entities ({', '.join(cols)}) VALUES ({','.join('?' * len(cols))}) "
                       "ON CONFLICT(id) DO UPDATE SET sealed = excluded.sealed, kind = coalesce(excluded.kind, kind), "
                       "updated_at = excluded.updated_at", entity_values(self.cx, entity))
        self.c.executemany("INSERT OR IGNORE INTO entity_keys (user_id, key, entity_id) VALUES (?,?,?)",
                           [(entity.user_id, k, entity.id) for k in self.cx.entity_keys(entity)])
