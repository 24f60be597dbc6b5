"""PostgreSQL + pgvector implementation of the ``MemoryStore`` port (psycopg 3): the team server's store.

Why it looks like the SQLite store from outside and not inside: the port's semantics are the same (one
codec, the same migrations by number, filters inside every query, the core's keyword terms matched
verbatim, raw scores the core normalizes), but PostgreSQL gives what SQLite had to build by hand:
- **Locks per scope.** ``transaction(scopes)`` takes ``pg_advisory_xact_lock`` on a 64-bit hash of each
  scope (``domain.queries.user_scope``) before its body runs, so consolidation's "search, decide, write,
  log" is atomic per user across threads, processes and servers, while two users' writes proceed side by
  side (``capabilities.database_wide_write_lock`` is False). The locks end with the transaction.
- **Vectors in the database.** An HNSW index (cosine) per embedding model and width, partial over active
  memories, answers ``nearest`` and ``search`` with the filter in the query; there is no in-process index
  to keep in step, so any number of processes share one database without caches to invalidate.
- **MVCC reads.** Reads run on their own autocommit connections and see the last commit; they never wait
  for a writer, and a transaction's own reads see its writes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import Any

import numpy as np
import psycopg

from mnemo.domain.models import ConflictRecord, Edge, Entity, LogEntry, Memory, MemoryStatus, Person
from mnemo.domain.queries import Candidate, LogFilter, LogStats, MemoryFilter
from mnemo.errors import MnemoError
from mnemo.ports import StoreCapabilities
from mnemo.storage.postgres.pg_database import SCHEMA_LOCK, PgDatabase, acting_for, has_nul, scope_key
from mnemo.storage.postgres.pg_keys import PgApiKeys
from mnemo.storage.postgres.pg_ledger import PgIngestLedger
from mnemo.storage.postgres.pg_outbox import PgOutbox
from mnemo.storage.postgres.pg_rows import (
    CONFLICT_COLUMNS,
    EDGE_COLUMNS,
    ENTITY_COLUMNS,
    LOG_COLUMNS,
    MEMORY_COLUMNS,
    PERSON_COLUMNS,
    conflict_from_row,
    edge_from_row,
    entity_from_row,
    log_from_row,
    memory_from_row,
    person_from_row,
    select,
    term_count,
    tsvector_literal,
    utc,
    vector_from_binary,
)
from mnemo.storage.postgres.pg_search import (
    hnsw_index_name,
    cosines_for,
    filter_sql,
    hnsw_index_sql,
    log_where,
    nearest_rows,
)
from mnemo.storage.codec import RowCodec
from mnemo.storage.resealer import reseal
from mnemo.storage.job_tables import JobTables
from mnemo.storage.sealed_log_tables import SealedLogTables
from mnemo.storage.session_tables import SessionTables
from mnemo.storage.live_tables import LiveTables
from mnemo.storage.postgres.pg_keywords import keyword_hits
from mnemo.storage.postgres.pg_tx import BY_HASH, PgTx, fetch_memories

_REINDEX_CHUNK = 500  # rows per re-index transaction: its locks on term statistics are held briefly
log = logging.getLogger(__name__)


class PostgresStore:
    """One PostgreSQL database. Safe to share across threads (each operation takes its own connection)."""

    capabilities = StoreCapabilities(database_wide_write_lock=False, batch_nearest=False, cross_process=True)

    def __init__(self, url: str, *, model_id: str | None = None, dim: int | None = None) -> None:
        self.db = PgDatabase(url)
        self.url = url
        self.path = self.db.where  # how messages name the store (no password)
        self.model_id: str | None = None
        self.dim: int | None = None
        self._width_tried = False
        self._outbox = PgOutbox(self.db)
        self.codec = RowCodec(vaulted=self.vault_header() is not None)  # locked until ``unlock``
        if model_id is not None:
            try:
                self.bind_model(model_id, dim)
            except BaseException:
                self.db.close()
                raise

    def bind_model(self, model_id: str, dim: int | None) -> None:
        """Index this model's vectors: the HNSW index for (model, width) is built once per database, under the
        schema lock so two processes binding at once do not race to create it."""
        if dim is not None:
            exists = self.db.read("SELECT to_regclass(%s) IS NOT NULL", (hnsw_index_name(model_id, dim),))[0][0]
            if not exists:  # checked first: an application role that does not own the table cannot even ask
                with self.db.transaction([SCHEMA_LOCK]) as c:
                    c.execute(hnsw_index_sql(model_id, dim))
        self.model_id, self.dim = model_id, dim

    # -- the vault (``mnemo.vault``) --------------------------------------------------------------------------
    def vault_header(self) -> str | None:
        rows = self.db.read("SELECT value FROM store_meta WHERE key = 'vault'")
        return rows[0][0] if rows else None

    def set_vault_header(self, header: str) -> None:
        with self.db.transaction() as c:
            c.execute("INSERT INTO store_meta (key, value) VALUES ('vault', %s) "
                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (header,))

    def unlock(self, keys: Any, *, writable: bool = True) -> None:
        """Seal and open rows with an unlocked vault's keys (``vault.keys.VaultKeys``) from now on; with
        ``writable`` False (a vault run is unfinished) every write is refused until the run ends."""
        codec = RowCodec(keys, writable=writable)
        self.codec = codec

    def reseal(self, terms_of: Callable[[Memory], Sequence[str]] | None,
               on_progress: Callable[[int], None] | None = None, *, rekey_index: bool = False) -> int:
        """``storage/resealer.py``, over every partition. Earlier row versions stay in the table's dead
        tuples until VACUUM reclaims them: ``docs/vault.md`` says to run ``VACUUM FULL`` after."""
        from mnemo.storage.postgres.pg_vault import PgDialect

        with self.acting_for(None):
            n = reseal(PgDialect(self), self.codec, terms_of, on_progress, rekey_index=rekey_index)
            with self.db.transaction() as c:  # the plain terms' statistics rows, now unused, go too
                c.execute("DELETE FROM keyword_stats WHERE lexeme <> '' AND docs <= 0")
        return n

    def acting_for(self, owners: Sequence[str] | None) -> AbstractContextManager[None]:
        return acting_for(owners)

    @property
    def rls_enforced(self) -> bool:
        """Whether row-level security binds this connection's role (a superuser or BYPASSRLS role skips it)."""
        rows = self.db.read("SELECT NOT (rolsuper OR rolbypassrls) FROM pg_roles WHERE rolname = current_user")
        return bool(rows and rows[0][0])

    # -- transactions -----------------------------------------------------------------------------------
    @contextmanager
    def transaction(self, scopes: Sequence[str] = ()) -> Iterator[PgTx]:
        """BEGIN; an advisory transaction lock per scope; the body; COMMIT (ROLLBACK on an error)."""
        with self.db.transaction([scope_key(s) for s in scopes]) as c:
            tx = PgTx(self, c)
            yield tx
        self._outbox.committed(tx.events)

    def ingest_ledger(self) -> PgIngestLedger:
        return PgIngestLedger(self.db, self.codec)

    def api_keys(self) -> PgApiKeys:
        return PgApiKeys(self.db)

    def outbox(self) -> PgOutbox:
        return self._outbox

    def live_sources(self) -> LiveTables:
        return LiveTables(self.db, postgres=True, codec=self.codec)

    def job_runs(self) -> JobTables:
        return JobTables(self.db, postgres=True)

    def sessions(self) -> SessionTables:
        return SessionTables(self.db, postgres=True)

    def sealed_logs(self) -> SealedLogTables:
        return SealedLogTables(self.db, postgres=True)

    # -- memories -----------------------------------------------------------------------------------------
    def get_memory(self, memory_id: str) -> Memory | None:
        if has_nul(memory_id):
            return None
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.id = %s", (memory_id,))
        return memory_from_row(self.codec, rows[0]) if rows else None

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        ids = [i for i in ids if not has_nul(i)]
        if not ids:
            return {}
        with self.db.reading() as c:
            return fetch_memories(self.codec, c, list(ids))

    def lineage(self, lineage_id: str) -> list[Memory]:
        if has_nul(lineage_id):
            return []
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.lineage_id = %s "
                            "ORDER BY m.version, m.id COLLATE \"C\"", (lineage_id,))
        return [memory_from_row(self.codec, r) for r in rows]

    def vectors_for(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        if not ids or self.model_id is None:
            return {}
        rows = self.db.read("SELECT id, vector_send(embedding) FROM memories WHERE embedding IS NOT NULL "
                            "AND embedding_model = %s AND id = ANY(%s)", (self.model_id, list(ids)))
        out = {}
        for mid, raw in rows:
            v = vector_from_binary(raw)
            if self.dim is None or v.shape[0] == self.dim:
                out[str(mid)] = v
        return out

    def active_hashes(self, user_id: str, hashes: Sequence[str]) -> set[str]:
        if not hashes:
            return set()
        by_token = {self.codec.content_hash(h): h for h in hashes}  # keyed under a vault, as they are stored
        rows = self.db.read(f"SELECT m.content_hash FROM {BY_HASH} WHERE m.status = 'active'",
                            (user_id, list(by_token)))
        return {by_token[r[0]] for r in rows}

    def nearest(self, flt: MemoryFilter, vector: np.ndarray, k: int,
                min_score: float = -1.0) -> list[tuple[str, float]]:
        if MemoryStatus.ACTIVE not in flt.statuses:
            return []
        where, params = filter_sql(flt, statuses=(MemoryStatus.ACTIVE,), codec=self.codec)
        with self.db.reading() as c:
            return nearest_rows(c, where, params, self.model_id, vector, k, min_score)

    def _learn_width(self, vector: np.ndarray) -> None:
        """Bind the model's HNSW index at the first search vector when the store opened without a width (its
        embedding server was down then): without it every search scanned every vector, until a restart. Done
        on a search, outside any write transaction (building the index waits for writers of the table); a
        failure (a role that may not create it) is logged once and the exact scan goes on."""
        if self.dim is not None or self.model_id is None or self._width_tried:
            return
        self._width_tried = True
        try:
            self.bind_model(self.model_id, int(vector.shape[0]))
        except (MnemoError, psycopg.Error) as exc:
            log.warning("No vector index for %s (%s); searches scan every vector", self.model_id, exc)

    def search(self, flt: MemoryFilter, *, vector: np.ndarray | None, terms: Sequence[str],
               k: int) -> list[Candidate]:
        if vector is not None:
            self._learn_width(vector)
        with self.db.reading() as c:
            cos: dict[str, float] = {}
            if vector is not None and MemoryStatus.ACTIVE in flt.statuses:
                where, params = filter_sql(flt, statuses=(MemoryStatus.ACTIVE,), codec=self.codec)
                cos = dict(nearest_rows(c, where, params, self.model_id, vector, k, -1.0))
            ranks = dict(keyword_hits(c, flt, self.codec.terms(terms), k, codec=self.codec)) if terms else {}
            if vector is not None:  # keyword-only matches (superseded versions too): their stored vectors
                cos.update(cosines_for(c, [i for i in ranks if i not in cos], self.model_id, vector))
            ids = list(dict.fromkeys([*cos, *ranks]))
            memories = fetch_memories(self.codec, c, ids)
        return [Candidate(memories[i], cos.get(i), ranks.get(i)) for i in ids if i in memories]

    def thread_order(self, flt: MemoryFilter, thread_ids: Sequence[str],
                     vector: np.ndarray | None) -> dict[str, list[tuple[str, float]]]:
        if not thread_ids or MemoryStatus.ACTIVE not in flt.statuses:
            return {}
        by_token = {self.codec.thread(t): t for t in dict.fromkeys(thread_ids)}
        where, params = filter_sql(flt, statuses=(MemoryStatus.ACTIVE,), codec=self.codec)
        with self.db.reading() as c:
            rows = c.execute(f"SELECT m.id, m.thread_id FROM memories m WHERE {where} AND m.thread_id = ANY(%s) "
                             "ORDER BY m.thread_id COLLATE \"C\", m.created_at, m.id COLLATE \"C\"",
                             (*params, list(by_token))).fetchall()
            cos = cosines_for(c, [str(r[0]) for r in rows], self.model_id, vector) if vector is not None else {}
        out: dict[str, list[tuple[str, float]]] = {}
        for mid, token in rows:
            out.setdefault(by_token[token], []).append((str(mid), cos.get(str(mid), 0.0)))
        return out

    def memories_stamp(self) -> object | None:
        """(the current snapshot, the row count): rows a later read finds invisible in that snapshot
        (``written_xid``, migration 012) are the ones written since. The snapshot moves with any
        transaction, so an unchanged stamp is rare; ``memories_changed`` then usually finds nothing."""
        row = self.db.read("SELECT pg_current_snapshot()::text, (SELECT count(*) FROM memories)")[0]
        return (str(row[0]), int(row[1]))

    def memories_changed(self, flt: MemoryFilter, since: object) -> list[Memory] | None:
        if not (isinstance(since, tuple) and len(since) == 2):
            return None
        snapshot, count = since
        where, params = filter_sql(flt, statuses=tuple(MemoryStatus), codec=self.codec)
        with self.db.reading() as c:
            now_count = int(c.execute("SELECT count(*) FROM memories").fetchone()[0])  # type: ignore[index]
            if now_count < count:
                return None  # rows were removed: what was kept may hold one
            rows = c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE {where} "
                             "AND NOT pg_visible_in_snapshot(m.written_xid, %s::pg_snapshot)",
                             (*params, snapshot)).fetchall()
        return [memory_from_row(self.codec, r) for r in rows]

    def list_memories(self, flt: MemoryFilter, *, limit: int, offset: int = 0) -> tuple[list[Memory], int]:
        where, params = filter_sql(flt, codec=self.codec)
        with self.db.reading() as c:
            total = int(c.execute(f"SELECT count(*) FROM memories m WHERE {where}", params).fetchone()[0])  # type: ignore[index]
            rows = c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE {where} "
                             "ORDER BY m.updated_at DESC, m.id COLLATE \"C\" DESC LIMIT %s OFFSET %s",
                             (*params, limit, offset)).fetchall()
        return [memory_from_row(self.codec, r) for r in rows], total

    def latest_in_thread(self, user_id: str, thread_id: str, team_id: str | None = None) -> Memory | None:
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.thread_id = %s AND m.user_id = %s "
                            "AND m.status = 'active' AND m.team_id IS NOT DISTINCT FROM %s "
                            "ORDER BY m.updated_at DESC, m.id COLLATE \"C\" DESC LIMIT 1",
                            (self.codec.thread(thread_id), user_id, team_id))
        return memory_from_row(self.codec, rows[0]) if rows else None

    def team_partitions(self) -> list[str]:
        # keyword_stats has one row per partition with memories (lexeme ''), kept by migration 008's triggers:
        # a DISTINCT over the memories themselves read every row (16 ms at 100k, on every local search).
        rows = self.db.read("SELECT user_id FROM keyword_stats WHERE lexeme = '' AND docs > 0 "
                            "AND left(user_id, 5) = 'team:' ORDER BY user_id COLLATE \"C\"")
        return [r[0] for r in rows]

    def ping(self) -> None:
        self.db.read("SELECT 1")

    def count_memories(self, user_id: str | None = None, status: MemoryStatus | None = None) -> int:
        parts, params = [], []
        if user_id is not None:
            parts.append("user_id = %s")
            params.append(user_id)
        if status is not None:
            parts.append("status = %s")
            params.append(MemoryStatus(status).value)
        where = f"WHERE {' AND '.join(parts)}" if parts else ""
        return int(self.db.read(f"SELECT count(*) FROM memories {where}", params)[0][0])

    def iter_memories(self, user_id: str | None = None) -> Iterator[Memory]:
        where, params = ("WHERE m.user_id = %s", (user_id,)) if user_id is not None else ("", ())
        for r in self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m {where} ORDER BY m.id COLLATE \"C\"", params):
            yield memory_from_row(self.codec, r)

    def embedding_models(self) -> dict[str, int]:
        return {str(m): int(n) for m, n in self.db.read(
            "SELECT coalesce(embedding_model, '(none)'), count(*) FROM memories WHERE status = 'active' GROUP BY 1")}

    def iter_edges(self) -> Iterator[Edge]:
        for r in self.db.read(f"SELECT {', '.join(EDGE_COLUMNS)} FROM edges ORDER BY id COLLATE \"C\""):
            yield edge_from_row(self.codec, r)

    def iter_people(self) -> Iterator[Person]:
        for r in self.db.read(f"{select(PERSON_COLUMNS, 'people')} ORDER BY id COLLATE \"C\""):
            yield person_from_row(self.codec, r)

    def iter_entities(self) -> Iterator[Entity]:
        for r in self.db.read(f"{select(ENTITY_COLUMNS, 'entities')} ORDER BY id COLLATE \"C\""):
            yield entity_from_row(self.codec, r)

    def edges_of(self, memory_id: str) -> list[Edge]:
        if has_nul(memory_id):
            return []
        rows = self.db.read(f"SELECT {', '.join(EDGE_COLUMNS)} FROM edges WHERE (source_id = %s OR target_id = %s) "
                            "ORDER BY id COLLATE \"C\"", (memory_id, memory_id))
        return [edge_from_row(self.codec, r) for r in rows]

    # -- keyword index ------------------------------------------------------------------------------------
    def keyword_index_version(self) -> str | None:
        rows = self.db.read("SELECT value FROM store_meta WHERE key = 'keyword_index_version'")
        return rows[0][0] if rows else None

    def rebuild_keyword_index(self, version: str, terms_of: Callable[[Memory], Sequence[str]],
                              on_progress: Callable[[int], None] | None = None) -> int:
        """Re-index chunk by chunk, each chunk its own transaction, and set the version last: a crash leaves
        the version as it was, so the next open starts over (re-indexing a row twice gives the same terms).
        Why not one transaction: the postings triggers (migration 008) update the corpus statistics of every
        term they touch, and a transaction holding those rows until the whole store is re-indexed would make
        every writer of a common term wait for it, past its lock timeout. What writers write meanwhile
        carries the core's new terms already."""
        done = 0
        last = ""
        while True:
            with self.db.transaction() as c:
                rows = c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.id COLLATE \"C\" > %s "
                                 "ORDER BY m.id COLLATE \"C\" LIMIT %s", (last, _REINDEX_CHUNK)).fetchall()
                if not rows:
                    break
                batch = []
                for m in (memory_from_row(self.codec, r) for r in rows):
                    terms = self.codec.terms(terms_of(m))
                    batch.append((tsvector_literal(terms), term_count(terms), m.id))
                with c.cursor() as cur:
                    cur.executemany("UPDATE memories SET terms = %s::tsvector, n_terms = %s WHERE id = %s", batch)
            last = batch[-1][2]
            done += len(rows)
            if on_progress:
                on_progress(len(rows))
        with self.db.transaction() as c:
            c.execute("INSERT INTO store_meta (key, value) VALUES ('keyword_index_version', %s) "
                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (version,))
        return done

    # -- decision log -------------------------------------------------------------------------------------
    def query_log(self, flt: LogFilter, *, limit: int = 100) -> list[LogEntry]:
        where, params = log_where(flt)
        rows = self.db.read(f"{select(LOG_COLUMNS, 'decision_log')} {where} "
                            "ORDER BY timestamp DESC, id COLLATE \"C\" DESC LIMIT %s", (*params, limit))
        return [log_from_row(self.codec, r) for r in rows]

    def log_stats(self, flt: LogFilter) -> LogStats:
        where, params = log_where(flt)
        counts: dict[tuple[str, str], int] = {}
        mean_score: dict[str, float] = {}
        with self.db.reading() as c:
            for decision, status, n, avg in c.execute(
                    f"SELECT decision, status, count(*), avg(similarity_score) FROM decision_log {where} "
                    "GROUP BY decision, status", params).fetchall():
                counts[(decision, status)] = int(n)
                if avg is not None and status == "success":
                    mean_score[decision] = float(avg)
            total = sum(counts.values())
            mean_ms = p95 = None
            if total:
                mean_ms = float(c.execute(f"SELECT avg(processing_time_ms) FROM decision_log {where}",
                                          params).fetchone()[0])  # type: ignore[index]
                p95 = float(c.execute(f"SELECT processing_time_ms FROM decision_log {where} "
                                      "ORDER BY processing_time_ms LIMIT 1 OFFSET %s",
                                      (*params, min(total - 1, int(0.95 * total)))).fetchone()[0])  # type: ignore[index]
            first, last = c.execute(f"SELECT min(timestamp), max(timestamp) FROM decision_log {where}",
                                    params).fetchone()  # type: ignore[misc]
            linked = c.execute(f"SELECT count(*) FROM decision_log {where} {'AND' if where else 'WHERE'} "
                               "coalesce(jsonb_typeof(action->'relatedMemoryIds'), 'null') <> 'null'",
                               params).fetchone()[0]  # type: ignore[index]
        return LogStats(counts=counts, mean_score=mean_score, with_links=int(linked), mean_ms=mean_ms, p95_ms=p95,
                        first_at=utc(first) if first else None, last_at=utc(last) if last else None)

    def write_log(self, entry: LogEntry) -> None:
        with self.transaction() as tx:
            tx.insert_log(entry)

    # -- conflicts, people, entities ------------------------------------------------------------------------
    def list_conflicts(self, *, user_id: str | None = None, status: str | None = None,
                       limit: int = 100) -> list[ConflictRecord]:
        parts, params = [], []
        for column, value in (("user_id", user_id), ("status", status)):
            if value is not None:
                parts.append(f"{column} = %s")
                params.append(value)
        where = f"WHERE {' AND '.join(parts)}" if parts else ""
        rows = self.db.read(f"{select(CONFLICT_COLUMNS, 'conflicts')} {where} "
                            "ORDER BY created_at DESC, id COLLATE \"C\" DESC LIMIT %s", (*params, limit))
        return [conflict_from_row(self.codec, r) for r in rows]

    def get_conflict(self, conflict_id: str) -> ConflictRecord | None:
        if has_nul(conflict_id):
            return None
        rows = self.db.read(f"{select(CONFLICT_COLUMNS, 'conflicts')} WHERE id = %s", (conflict_id,))
        return conflict_from_row(self.codec, rows[0]) if rows else None

    def get_person(self, person_id: str) -> Person | None:
        if has_nul(person_id):
            return None
        rows = self.db.read(f"{select(PERSON_COLUMNS, 'people')} WHERE id = %s", (person_id,))
        return person_from_row(self.codec, rows[0]) if rows else None

    def get_entity(self, entity_id: str) -> Entity | None:
        if has_nul(entity_id):
            return None
        rows = self.db.read(f"{select(ENTITY_COLUMNS, 'entities')} WHERE id = %s", (entity_id,))
        return entity_from_row(self.codec, rows[0]) if rows else None

    def close(self) -> None:
        self._outbox.closing()  # a webhook sender stops and gives back what it had taken, while the db is open
        self.db.close()
