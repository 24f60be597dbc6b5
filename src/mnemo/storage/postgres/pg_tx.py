"""Operations inside one PostgreSQL write transaction (``PostgresStore.transaction``).

Unlike SQLite's, this transaction needs no shadow of its own writes: its connection sees them (a row it
inserted is in the HNSW index at once, a row it retired has left the partial index), and a ROLLBACK or a
rolled-back savepoint takes them back out of every index with the rows. So ``nearest`` is one query, and
the only state kept here is the events to hand to the webhook sender after the commit.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from mnemo.domain.events import OutboxEvent
from mnemo.domain.models import ConflictRecord, Edge, Entity, LogEntry, Memory, MemoryStatus, Person
from mnemo.domain.queries import MemoryFilter
from mnemo.errors import StorageError
from mnemo.storage.codec import MEMORY_PLAIN, RowCodec
from mnemo.storage.postgres.pg_rows import (
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
    term_count,
    to_pg,
    tsvector_literal,
    utc,
    PgVector,
)
from mnemo.storage.postgres.pg_search import filter_sql, fold, nearest_rows

if TYPE_CHECKING:
    import psycopg

    from mnemo.storage.postgres.pg_store import PostgresStore

_INSERT_MEMORY = (f"INSERT INTO memories ({', '.join(MEMORY_PLAIN)}, sealed, source_key, category_key, "
                  f"embedding, embedding_dim, terms, n_terms) VALUES ({', '.join(['%s'] * (len(MEMORY_PLAIN) + 3))}, "
                  "%s::vector, %s, %s::tsvector, %s)")


#: A user's rows with one of the content hashes (``%s`` the user, ``%s`` a list of hashes), as ``m``, found
#: by ``ix_memories_hash`` whatever else the query filters on. ``OFFSET 0`` keeps PostgreSQL from merging it
#: into the outer query: given ``user_id = ? AND content_hash = ? AND status = ?`` on a table without
#: statistics yet (a new server's first minutes, right after a bulk load), the planner took the
#: (user, status, updated) index and walked every active memory of the user (1.3 ms at 530 memories, growing
#: with the store, on every write) instead of 0.02 ms by hash.
BY_HASH = "(SELECT * FROM memories WHERE user_id = %s AND content_hash = ANY(%s) OFFSET 0) m"


def fetch_memories(cx: RowCodec, c: psycopg.Connection[Any], ids: Sequence[str]) -> dict[str, Memory]:
    if not ids:
        return {}
    rows = c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.id = ANY(%s)", (list(ids),)).fetchall()
    return {m.id: m for m in (memory_from_row(cx, r) for r in rows)}


def event_values(e: OutboxEvent) -> tuple[Any, ...]:
    return (e.id, e.event, e.user_id, json.dumps(e.payload, ensure_ascii=False, separators=(",", ":")),
            utc(e.created_at), e.status, e.attempts, utc(e.next_attempt_at) if e.next_attempt_at else None,
            e.last_error)


class PgTx:
    def __init__(self, store: PostgresStore, conn: psycopg.Connection[Any]) -> None:
        self.store = store
        self.c = conn
        self.cx = store.codec
        self.events: list[OutboxEvent] = []  # kept in the outbox by this transaction, handed on after COMMIT

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """All-or-nothing for one item inside a batch transaction: a failure undoes only that item (and the
        events it queued)."""
        n_events = len(self.events)
        try:
            with self.c.transaction():  # nested: SAVEPOINT ... RELEASE, or ROLLBACK TO on an error
                yield
        except BaseException:
            del self.events[n_events:]
            raise

    # -- reads under the write lock -----------------------------------------------------------------------
    def prefetch_nearest(self, user_ids: Sequence[str], vectors: np.ndarray, k: int) -> list[Any]:
        return [None] * len(user_ids)  # no batch pass (capabilities.batch_nearest is False)

    def nearest(self, user_id: str, vector: np.ndarray, k: int, min_score: float,
                hint: Any = None) -> list[tuple[str, float]]:
        where, params = filter_sql(MemoryFilter(user_id))
        return nearest_rows(self.c, where, params, self.store.model_id, vector, k, min_score)

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        return fetch_memories(self.cx, self.c, list(ids))

    def _one(self, sql: str, params: Sequence[Any]) -> Memory | None:
        r = self.c.execute(sql, params).fetchone()
        return memory_from_row(self.cx, r) if r else None

    def _many(self, sql: str, params: Sequence[Any]) -> list[Memory]:
        return [memory_from_row(self.cx, r) for r in self.c.execute(sql, params).fetchall()]

    def active_version(self, lineage_id: str) -> Memory | None:
        return self._one(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.lineage_id = %s AND m.status = 'active' "
                         "ORDER BY m.version DESC LIMIT 1", (lineage_id,))

    def lineage(self, lineage_id: str) -> list[Memory]:
        return self._many(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.lineage_id = %s "
                          "ORDER BY m.version, m.id COLLATE \"C\"", (lineage_id,))

    def active_in_thread(self, user_id: str, thread_id: str) -> list[Memory]:
        return self._many(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.thread_id = %s AND m.user_id = %s "
                          "AND m.status = 'active' ORDER BY m.created_at, m.id COLLATE \"C\"",
                          (self.cx.thread(thread_id), user_id))

    def superseded_by(self, user_id: str, ids: Sequence[str]) -> list[Memory]:
        if not ids:
            return []
        return self._many(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = %s AND m.status = 'superseded' "
                          "AND m.superseded_by = ANY(%s) ORDER BY m.created_at, m.id COLLATE \"C\"",
                          (user_id, list(ids)))

    def active_from_item(self, user_id: str, source: str, source_ref: str, *,
                         with_history: bool = False) -> list[Memory]:
        base = self.cx.ref(source_ref.split("#", 1)[0]) or ""
        source = self.cx.source_key(source) or ""
        statuses = "('active', 'superseded')" if with_history else "('active')"
        return self._many(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = %s AND m.source = %s "
                          f"AND (m.source_ref = %s OR left(m.source_ref, %s) = %s) AND m.status IN {statuses}",
                          (user_id, source, base, len(base) + 1, base + "#"))

    def find_active_by_hash(self, user_id: str, content_hash: str) -> Memory | None:
        return self._one(f"SELECT {MEMORY_COLUMNS} FROM {BY_HASH} WHERE m.status = 'active' LIMIT 1",
                         (user_id, [self.cx.content_hash(content_hash)]))

    def find_recorded(self, user_id: str, content_hash: str, source: str, source_ref: str) -> Memory | None:
        base = self.cx.ref(source_ref.split("#", 1)[0]) or ""
        source, content_hash = self.cx.source_key(source) or "", self.cx.content_hash(content_hash)
        return self._one(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = %s AND m.source = %s "
                         "AND (m.source_ref = %s OR left(m.source_ref, %s) = %s) AND m.content_hash = %s "
                         "AND m.status IN ('active', 'superseded') LIMIT 1",
                         (user_id, source, base, len(base) + 1, base + "#", content_hash))

    def find_rejected(self, user_id: str, content_hash: str, kept_lineage_id: str) -> Memory | None:
        return self._one(
            f"SELECT {MEMORY_COLUMNS} FROM {BY_HASH} JOIN memories k ON k.id = m.superseded_by "
            "WHERE m.status = 'superseded' AND k.lineage_id = %s AND m.lineage_id = m.id LIMIT 1",
            (user_id, [self.cx.content_hash(content_hash)], kept_lineage_id))

    def find_person(self, user_id: str, emails: Sequence[str], name: str) -> Person | None:
        keys = [self.cx.person_key(k) for k in [f"email:{e.strip().lower()}" for e in emails if e.strip()]
                + [f"name:{name.strip().casefold()}"]]
        r = self.c.execute(f"{select(PERSON_COLUMNS, 'people', 'p')} JOIN person_keys k ON p.id = k.person_id "
                           "WHERE k.user_id = %s AND k.key = ANY(%s) ORDER BY k.key COLLATE \"C\" LIMIT 1",
                           (user_id, keys)).fetchone()
        return person_from_row(self.cx, r) if r else None

    def find_entity(self, user_id: str, names: Sequence[str]) -> Entity | None:
        keys = [self.cx.entity_key(n.strip().casefold()) for n in names if n.strip()]
        if not keys:
            return None
        r = self.c.execute(f"{select(ENTITY_COLUMNS, 'entities', 'e')} JOIN entity_keys k ON e.id = k.entity_id "
                           "WHERE k.user_id = %s AND k.key = ANY(%s) LIMIT 1", (user_id, keys)).fetchone()
        return entity_from_row(self.cx, r) if r else None

    # -- writes (called only by mnemo.write.recorder) --------------------------------------------------------
    def insert_memory(self, memory: Memory, vector: np.ndarray | None, terms: Sequence[str]) -> None:
        values = memory_values(self.cx, memory)
        terms = self.cx.terms(terms)
        if vector is None:
            values[MEMORY_PLAIN.index("embedding_model")] = None
        self.c.execute(_INSERT_MEMORY, (*values, self.cx.source_key(fold(memory.source)), fold(memory.category),
                                        PgVector(vector) if vector is not None else None,
                                        int(vector.shape[0]) if vector is not None else None,
                                        tsvector_literal(terms), term_count(terms)))

    def _user_and_sealed(self, memory_id: str) -> tuple[str, str, str]:
        """The row's user, its payload and the payload's associated data."""
        row = self.c.execute("SELECT user_id, sealed, lineage_id, version FROM memories WHERE id = %s",
                             (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        return row[0], row[1], self.cx.memory_aad(row[2], row[3])

    def set_status(self, memory_id: str, status: MemoryStatus, *, superseded_by: str | None = None,
                   at: datetime | None = None, reason: str | None = None) -> None:
        _, sealed, aad = self._user_and_sealed(memory_id)
        deleted = status is MemoryStatus.DELETED
        if deleted:
            fields = self.cx.unseal(sealed, aad)
            fields["delete_reason"] = reason
            sealed = self.cx.seal({k: v for k, v in fields.items() if v is not None}, aad)
        self.c.execute("UPDATE memories SET status = %s, superseded_by = coalesce(%s, superseded_by), "
                       "deleted_at = CASE WHEN %s THEN %s ELSE deleted_at END, sealed = %s WHERE id = %s",
                       (status.value, superseded_by, deleted, utc(at) if (deleted and at) else None, sealed,
                        memory_id))

    def reinstate(self, memory_id: str) -> None:
        self._user_and_sealed(memory_id)
        self.c.execute("UPDATE memories SET status = 'active', superseded_by = NULL WHERE id = %s", (memory_id,))

    def archive_version(self, memory_id: str, archive_id: str, *, superseded_by: str) -> None:
        self._user_and_sealed(memory_id)
        self.c.execute("UPDATE memories SET id = %s, status = 'superseded', superseded_by = %s WHERE id = %s",
                       (archive_id, superseded_by, memory_id))

    def purge_memories(self, memory_ids: Sequence[str], *, at: datetime, reason: str) -> None:
        """The stub keeps id, user, source, times and status; the text goes from the live row at once. Older
        row versions keep it on disk until VACUUM reclaims them (``docs/postgres.md``)."""
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return
        for memory_id, lineage_id, version in self.c.execute(
                "SELECT id, lineage_id, version FROM memories WHERE id = ANY(%s)", (ids,)).fetchall():
            self.c.execute("UPDATE memories SET status = 'deleted', summary = NULL, keywords = '[]', content_hash = '', "
                           "embedding = NULL, embedding_model = NULL, embedding_dim = NULL, terms = ''::tsvector, "
                           "n_terms = 0, deleted_at = coalesce(deleted_at, %s), sealed = %s WHERE id = %s",
                           (utc(at), self.cx.stub(lineage_id, version, reason), memory_id))
        self.cx.forget_opened()
        # a term no memory holds any more leaves the statistics too (its row would still spell the word)
        self.c.execute("DELETE FROM keyword_stats WHERE lexeme <> '' AND docs <= 0 AND user_id IN "
                       "(SELECT DISTINCT user_id FROM memories WHERE id = ANY(%s))", (ids,))
        self.c.execute("UPDATE edges SET evidence = NULL, metadata = '{}' WHERE source_id = ANY(%s) "
                       "OR target_id = ANY(%s)", (ids, ids))
        # the people and entities only these memories named: their records spell the names (``sqlite_tx``)
        orphans = [r[0] for r in self.c.execute(
            "SELECT DISTINCT e.target_id FROM edges e WHERE e.source_id = ANY(%s) AND e.type IN ('INVOLVES', "
            "'MENTIONS', 'RELATES_TO') AND NOT EXISTS (SELECT 1 FROM edges o WHERE (o.target_id = e.target_id AND NOT "
            "o.source_id = ANY(%s)) OR o.source_id = e.target_id) AND NOT EXISTS (SELECT 1 FROM conflicts c WHERE "
            "c.existing_id = e.target_id OR c.incoming_id = e.target_id) AND (e.target_id IN (SELECT id FROM people "
            "WHERE source_type <> 'user_input') OR e.target_id IN (SELECT id FROM entities WHERE source_type <> "
            "'user_input'))", (ids, ids)).fetchall()]
        if orphans:
            self.c.execute("DELETE FROM edges WHERE target_id = ANY(%s)", (orphans,))
            self.c.execute("DELETE FROM people WHERE id = ANY(%s)", (orphans,))
            self.c.execute("DELETE FROM entities WHERE id = ANY(%s)", (orphans,))
        for (conflict_id,) in self.c.execute("SELECT id FROM conflicts WHERE existing_id = ANY(%s) "
                                             "OR incoming_id = ANY(%s)", (ids, ids)).fetchall():
            self.c.execute("UPDATE conflicts SET sealed = %s, status = 'resolved' WHERE id = %s",
                           (self.cx.forgotten_conflict(conflict_id), conflict_id))
        for (log_id,) in self.c.execute("SELECT id FROM decision_log WHERE input_memory_id = ANY(%s) "
                                        "OR target_memory_id = ANY(%s)", (ids, ids)).fetchall():
            self.c.execute("UPDATE decision_log SET sealed = %s, action = jsonb_build_object('type', action->'type', "
                           "'reasonDetail', 'forgotten') WHERE id = %s", (self.cx.forgotten_log(log_id), log_id))
        # other memories' entries that name them: their reasons quote what was forgotten (``sqlite_tx``)
        for log_id, sealed in self.c.execute(
                "SELECT l.id, l.sealed FROM decision_log l WHERE l.user_id IN (SELECT user_id FROM memories WHERE id = ANY(%s)) "
                "AND NOT coalesce(l.input_memory_id, '') = ANY(%s) AND NOT coalesce(l.target_memory_id, '') = ANY(%s) "
                "AND (l.action->>'duplicateOfId' = ANY(%s) OR l.action->>'targetId' = ANY(%s) "
                "OR l.action->'relatedMemoryIds' ?| %s)", (ids, ids, ids, ids, ids, ids)).fetchall():
            self.c.execute("UPDATE decision_log SET sealed = %s WHERE id = %s",
                           (self.cx.reason_removed_log(log_id, sealed), log_id))

    def update_in_place(self, memory: Memory, terms: Sequence[str] | None) -> None:
        self._user_and_sealed(memory.id)
        plain, sealed = self.cx.memory_parts(memory)
        terms = self.cx.terms(terms) if terms is not None else None
        self.c.execute("UPDATE memories SET updated_at = %s, keywords = %s, category = %s, category_key = %s, "
                       "importance = %s, sealed = %s, terms = coalesce(%s::tsvector, terms), "
                       "n_terms = coalesce(%s, n_terms) WHERE id = %s",
                       (to_pg("updated_at", plain["updated_at"]), to_pg("keywords", plain["keywords"]),
                        plain["category"], fold(plain["category"]), plain["importance"], sealed,
                        tsvector_literal(terms) if terms is not None else None,
                        term_count(terms) if terms is not None else None, memory.id))

    def set_vector(self, memory_id: str, vector: np.ndarray, model_id: str) -> None:
        cur = self.c.execute("UPDATE memories SET embedding = %s::vector, embedding_dim = %s, embedding_model = %s "
                             "WHERE id = %s", (PgVector(vector), int(vector.shape[0]), model_id, memory_id))
        if not cur.rowcount:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")

    def prune_log(self, before: datetime) -> int:
        return int(self.c.execute("DELETE FROM decision_log WHERE timestamp < %s", (utc(before),)).rowcount or 0)

    def insert_edges(self, edges: Sequence[Edge]) -> None:
        if edges:
            with self.c.cursor() as cur:
                cur.executemany(f"INSERT INTO edges ({', '.join(EDGE_COLUMNS)}) VALUES "
                                f"({', '.join(['%s'] * len(EDGE_COLUMNS))})", [edge_values(self.cx, e) for e in edges])

    def remove_edges_of(self, memory_id: str, at: datetime) -> int:
        cur = self.c.execute("UPDATE edges SET removed_at = %s WHERE (source_id = %s OR target_id = %s) "
                             "AND removed_at IS NULL", (utc(at), memory_id, memory_id))
        return cur.rowcount

    def insert_log(self, entry: LogEntry) -> None:
        self.c.execute(f"INSERT INTO decision_log ({', '.join(LOG_COLUMNS)}, sealed) VALUES "
                       f"({', '.join(['%s'] * (len(LOG_COLUMNS) + 1))})", log_values(self.cx, entry))

    def insert_conflict(self, conflict: ConflictRecord) -> None:
        self.c.execute(f"INSERT INTO conflicts ({', '.join(CONFLICT_COLUMNS)}, sealed) VALUES "
                       f"({', '.join(['%s'] * (len(CONFLICT_COLUMNS) + 1))})", conflict_values(self.cx, conflict))

    def set_conflict_status(self, conflict_id: str, status: str, *, only_if: str | None = None) -> bool:
        if only_if is None:
            cur = self.c.execute("UPDATE conflicts SET status = %s WHERE id = %s", (status, conflict_id))
        else:
            cur = self.c.execute("UPDATE conflicts SET status = %s WHERE id = %s AND status = %s",
                                 (status, conflict_id, only_if))
        return cur.rowcount > 0

    def enqueue_event(self, event: OutboxEvent) -> bool:
        if not self.store.outbox().enabled:
            return False
        self.c.execute("INSERT INTO notify_outbox (id, event, user_id, payload, created_at, status, attempts, "
                       "next_attempt_at, last_error) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
                       event_values(event))
        self.events.append(event)
        return True

    def save_person(self, person: Person) -> None:
        cols = (*PERSON_COLUMNS, "sealed")
        updates = ", ".join(f"{c} = excluded.{c}" for c in cols if c not in ("id", "user_id", "team_id", "created_at"))
        self.c.execute(f"INSERT INTO people ({', '.join(cols)}) VALUES ({', '.join(['%s'] * len(cols))}) "
                       f"ON CONFLICT (id) DO UPDATE SET {updates}", person_values(self.cx, person))
        keys = self.cx.person_keys(person)
        with self.c.cursor() as cur:
            cur.executemany("INSERT INTO person_keys (user_id, key, person_id) VALUES (%s, %s, %s) "
                            "ON CONFLICT DO NOTHING", [(person.user_id, k, person.id) for k in sorted(keys)])

    def save_entity(self, entity: Entity) -> None:
        cols = (*ENTITY_COLUMNS, "sealed")
        self.c.execute(f"INSERT INTO entities ({', '.join(cols)}) VALUES ({', '.join(['%s'] * len(cols))}) "
                       "ON CONFLICT (id) DO UPDATE SET sealed = excluded.sealed, "
                       "kind = coalesce(excluded.kind, entities.kind), updated_at = excluded.updated_at",
                       entity_values(self.cx, entity))
        with self.c.cursor() as cur:
            cur.executemany("INSERT INTO entity_keys (user_id, key, entity_id) VALUES (%s, %s, %s) "
                            "ON CONFLICT DO NOTHING",
                            [(entity.user_id, k, entity.id)
                             for k in sorted(self.cx.entity_keys(entity))])
