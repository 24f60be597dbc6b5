"""SQLite implementation of the ``MemoryStore`` port (standard-library ``sqlite3``, no extensions).

WAL mode so readers never block the writer, a busy timeout so two processes writing at once both succeed,
numbered migrations, FTS5 over the core's keyword terms, the embedding stored in the memory's own row
and an exact in-process vector index (``vector_index``). Every write goes through ``transaction()``:
``BEGIN IMMEDIATE`` takes SQLite's database-wide write lock before the consolidation reads its candidates,
so "search, decide, write, log" is one atomic step even across processes. That lock is wider than the
port asks for (one scope), which the store states as ``capabilities.database_wide_write_lock``.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from mnemo.domain.models import ConflictRecord, LogEntry, Edge, Entity, Memory, MemoryStatus, Person
from mnemo.domain.queries import Candidate, LogFilter, LogStats, MemoryFilter
from mnemo.ports import StoreCapabilities
from mnemo.storage.codec import RowCodec
from mnemo.storage.resealer import reseal
from mnemo.storage.sqlite.database import SQLiteDatabase
from mnemo.storage.sqlite.sqlite_rows import (
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
    parse_ts,
    person_from_row,
    select,
    ts,
)
from mnemo.storage.sqlite.sqlite_search import filter_sql, keyword_hits, log_where
from mnemo.storage.sqlite.sqlite_tx import SQLiteTx, fetch_memories, terms_text
from mnemo.storage.sqlite.vector_index import VectorIndex, current_seq

from mnemo.storage.job_tables import JobTables
from mnemo.storage.sealed_log_tables import SealedLogTables
from mnemo.storage.session_tables import SessionTables
from mnemo.storage.live_tables import LiveTables
from mnemo.storage.sqlite.sqlite_outbox import SQLiteOutbox

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_keys import SQLiteApiKeys
    from mnemo.storage.sqlite.sqlite_ledger import SQLiteIngestLedger

_REINDEX_CHUNK = 2000
log = logging.getLogger(__name__)


class SQLiteStore:
    """One SQLite file. Safe to share across threads (one connection behind a lock)."""

    capabilities = StoreCapabilities(database_wide_write_lock=True, batch_nearest=True, cross_process=True)

    def __init__(self, path: str | Path, *, model_id: str | None = None, dim: int | None = None) -> None:
        self.db = SQLiteDatabase(path)
        self.path = self.db.path
        self.model_id = model_id
        self.dim = dim
        self.index = VectorIndex(model_id, dim, self._open_vector)
        self._outbox = SQLiteOutbox(self)
        self.codec = RowCodec(vaulted=self.vault_header() is not None)  # locked until ``unlock``
        if self.codec.vaulted:
            self._zero_freed_pages()

    # -- the vault (``mnemo.vault``) --------------------------------------------------------------------------
    def vault_header(self) -> str | None:
        rows = self.db.read("SELECT value FROM store_meta WHERE key = 'vault'")
        return rows[0][0] if rows else None

    def set_vault_header(self, header: str) -> None:
        with self.db.immediate() as c:
            c.execute("INSERT OR REPLACE INTO store_meta (key, value) VALUES ('vault', ?)", (header,))
        self._zero_freed_pages()

    def unlock(self, keys: Any, *, writable: bool = True) -> None:
        """Seal and open rows with an unlocked vault's keys (``vault.keys.VaultKeys``) from now on; with
        ``writable`` False (a vault run is unfinished) every write is refused until the run ends."""
        codec = RowCodec(keys, writable=writable)
        with self.db.lock:
            self.codec = codec

    def reseal(self, terms_of: Callable[[Memory], Sequence[str]] | None,
               on_progress: Callable[[int], None] | None = None, *, rekey_index: bool = False) -> int:
        """``storage/resealer.py``; then the file is rewritten (FTS segments merged, VACUUM, the WAL
        truncated), so no page of it still holds a row as it was before."""
        from mnemo.storage.sqlite.sqlite_vault import SQLiteDialect

        n = reseal(SQLiteDialect(self), self.codec, terms_of, on_progress, rekey_index=rekey_index)
        self.db.compact()
        return n

    def _open_vector(self, blob: bytes, lineage_id: str, version: int) -> bytes:
        """A stored embedding as float32 bytes: a vault's store keeps its vectors sealed too, since they sit
        in the same file and text embeddings can be partly inverted (``docs/vault.md``)."""
        return self.codec.open_vector(blob, lineage_id, version)

    def _zero_freed_pages(self) -> None:
        """A vault's store overwrites what it frees, so no earlier version of a row stays readable in a free
        page of the file (SQLite's ``secure_delete``, on every connection)."""
        self.db.pragma_everywhere("secure_delete = ON")

    def bind_model(self, model_id: str, dim: int | None) -> None:
        with self.db.lock:
            self.model_id, self.dim = model_id, dim
            self.index = VectorIndex(model_id, dim, self._open_vector)

    @contextmanager
    def acting_for(self, owners: Sequence[str] | None) -> Iterator[None]:
        """Nothing to enforce: SQLite has no row-level security (the file is the boundary)."""
        yield

    # -- transactions -----------------------------------------------------------------------------------
    @contextmanager
    def transaction(self, scopes: Sequence[str] = ()) -> Iterator[SQLiteTx]:
        """One ``BEGIN IMMEDIATE`` transaction: SQLite's write lock covers the whole database, so every
        scope is locked (``scopes`` only matter to backends with finer locks)."""
        committed, tx = False, None
        try:
            with self.db.immediate() as c:
                tx = SQLiteTx(self)
                self.index.begin(c)
                self.index.sync(c)
                tx.seq = current_seq(c)
                yield tx  # on an error the block rolls back; nothing reached the index (it applies after COMMIT)
            committed = True
        finally:
            self.index.end(clean=committed and tx is not None and not tx.rolled_back)
        assert tx is not None
        try:
            with self.index.lock:
                tx.apply_to_index()
                self.index.mark_synced(tx.seq)  # our own commits do not change our PRAGMA data_version
        except BaseException:
            self.index.reset()  # committed but not applied (interrupted): rebuild from the database
            log.warning("The vector index of %s was reset after an interrupted commit; it reloads on next use",
                        self.path)
            raise
        if tx.purged:
            self.db.checkpoint()  # the purged text must not outlive the purge in the WAL
        self._outbox.committed(tx.events)

    def ingest_ledger(self) -> SQLiteIngestLedger:
        from mnemo.storage.sqlite.sqlite_ledger import SQLiteIngestLedger

        return SQLiteIngestLedger(self)

    def api_keys(self) -> SQLiteApiKeys:
        from mnemo.storage.sqlite.sqlite_keys import SQLiteApiKeys

        return SQLiteApiKeys(self)

    def outbox(self) -> SQLiteOutbox:
        return self._outbox

    def live_sources(self) -> LiveTables:
        return LiveTables(self.db, postgres=False, codec=self.codec)

    def job_runs(self) -> JobTables:
        return JobTables(self.db, postgres=False)

    def sessions(self) -> SessionTables:
        return SessionTables(self.db, postgres=False)

    def sealed_logs(self) -> SealedLogTables:
        return SealedLogTables(self.db, postgres=False)

    # -- memories -----------------------------------------------------------------------------------------
    def get_memory(self, memory_id: str) -> Memory | None:
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.id = ?", (memory_id,))
        return memory_from_row(self.codec, rows[0]) if rows else None

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        if not ids:
            return {}
        with self.db.reading() as c:
            return fetch_memories(self.codec, c, list(ids))

    def lineage(self, lineage_id: str) -> list[Memory]:
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.lineage_id = ? ORDER BY m.version, m.id",
                            (lineage_id,))
        return [memory_from_row(self.codec, r) for r in rows]

    def vectors_for(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        rows = self.db.read_in("SELECT id, embedding, lineage_id, version FROM memories WHERE embedding IS NOT NULL "
                               "AND embedding_model = ? AND id IN ({})", (self.model_id,), list(ids))
        for mid, blob, lineage, version in rows:
            v = np.frombuffer(self._open_vector(blob, lineage, version), dtype=np.float32)
            if self.index.dim is None or v.shape[0] == self.index.dim:
                out[mid] = v
        return out

    def active_hashes(self, user_id: str, hashes: Sequence[str]) -> set[str]:
        by_token = {self.codec.content_hash(h): h for h in hashes}
        rows = self.db.read_in("SELECT content_hash FROM memories INDEXED BY ix_memories_hash WHERE user_id = ? "
                               "AND status = 'active' AND content_hash IN ({})", (user_id,), list(by_token))
        return {by_token[r[0]] for r in rows}

    def nearest(self, flt: MemoryFilter, vector: np.ndarray, k: int,
                min_score: float = -1.0) -> list[tuple[str, float]]:
        """The user's vector partition, restricted to what the filter admits when it narrows anything."""
        if MemoryStatus.ACTIVE not in flt.statuses:
            return []
        with self.db.read_connection() as c:
            try:
                self.index.sync(c)
                if not flt.narrowed:
                    return self._top(c, flt.owners, vector, k, min_score)
                return self._filtered_top(c, flt, vector, k, min_score)
            except sqlite3.Error as exc:
                self.index.reset()
                log.warning("The vector index of %s was reset after a database error (%s)", self.path, exc)
                raise self.db.error(exc) from None

    def _top(self, c: sqlite3.Connection, owners: Sequence[str], vector: np.ndarray, k: int,
             min_score: float = -1.0, *, exact: bool = False) -> list[tuple[str, float]]:
        """The k nearest over the owners' vector partitions (a team reader reads two), best first."""
        if len(owners) == 1:
            return self.index.top(c, owners[0], vector, k, min_score, exact=exact)
        hits = [h for o in owners for h in self.index.top(c, o, vector, k, min_score, exact=exact)]
        return sorted(hits, key=lambda h: h[1], reverse=True)[:k]

    def _filtered_top(self, c: sqlite3.Connection, flt: MemoryFilter, vector: np.ndarray, k: int,
                      min_score: float) -> list[tuple[str, float]]:
        """The k nearest among what a narrowing filter admits. First the unfiltered neighbours, checked
        against the filter in one query (a filter that admits most memories, like the write gate's recent
        window, is answered from them); only when too few pass and more exist, a scan of every admitted id."""
        where, params = filter_sql(flt, statuses=(MemoryStatus.ACTIVE,), codec=self.codec)
        want = 4 * k + 16
        # exact: a pool shorter than asked must mean it held every candidate (the shortlist would not know)
        pool = self._top(c, flt.owners, vector, want, min_score, exact=True)
        if pool:
            # The pool's ids first, each looked up by primary key (CROSS JOIN keeps that order). Given
            # ``m.id IN (...) AND <filter>``, SQLite walked the user's index over the whole window instead
            # and checked each row against the list: 2.2 ms at 1,500 recent memories against 0.05 ms, on
            # every gated write, growing with the store.
            wanted = ",".join(["(?)"] * len(pool))
            passed = {r[0] for r in c.execute(f"WITH wanted(id) AS (VALUES {wanted}) SELECT m.id FROM wanted "
                                              f"CROSS JOIN memories m ON m.id = wanted.id WHERE {where}",
                                              (*(i for i, _ in pool), *params))}
            admitted = [(i, score) for i, score in pool if i in passed]
            if len(admitted) >= k or len(pool) < want:  # enough, or the pool held every candidate
                return admitted[:k]
        elif min_score > -1.0:
            return []
        allowed = [r[0] for r in c.execute(f"SELECT m.id FROM memories m WHERE {where}", params)]
        hits = [h for o in flt.owners for h in self.index.top_among(c, o, vector, allowed, k, min_score)]
        return sorted(hits, key=lambda h: h[1], reverse=True)[:k]

    def search(self, flt: MemoryFilter, *, vector: np.ndarray | None, terms: Sequence[str],
               k: int) -> list[Candidate]:
        with self.db.read_connection() as c:
            try:
                self.index.sync(c)
                cos: dict[str, float] = {}
                if vector is not None and MemoryStatus.ACTIVE in flt.statuses:
                    if flt.narrowed:
                        cos = dict(self._filtered_top(c, flt, vector, k, -1.0))
                    else:
                        cos = dict(self._top(c, flt.owners, vector, k))
                ranks = dict(keyword_hits(c, flt, self.codec.terms(terms), k, codec=self.codec)) if terms else {}
                if vector is not None:
                    missing = [m for m in ranks if m not in cos]
                    for owner in flt.owners:
                        cos.update(self.index.scores_for(c, owner, vector, missing))
                ids = list(dict.fromkeys([*cos, *ranks]))
                memories = fetch_memories(self.codec, c, ids)
            except sqlite3.Error as exc:
                self.index.reset()
                log.warning("The vector index of %s was reset after a database error (%s)", self.path, exc)
                raise self.db.error(exc) from None
        if vector is not None:  # keyword matches outside the index (superseded versions): their stored vectors
            unscored = [i for i in ids if i not in cos and i in memories]
            for mid, v in self.vectors_for(unscored).items():
                cos[mid] = float(v @ vector)
        return [Candidate(memories[i], cos.get(i), ranks.get(i)) for i in ids if i in memories]

    def thread_order(self, flt: MemoryFilter, thread_ids: Sequence[str],
                     vector: np.ndarray | None) -> dict[str, list[tuple[str, float]]]:
        if not thread_ids or MemoryStatus.ACTIVE not in flt.statuses:
            return {}
        by_token = {self.codec.thread(t): t for t in dict.fromkeys(thread_ids)}
        where, params = filter_sql(flt, statuses=(MemoryStatus.ACTIVE,), codec=self.codec)
        rows = self.db.read_in(f"SELECT m.id, m.thread_id, m.user_id FROM memories m WHERE {where} "
                               "AND m.thread_id IN ({}) ORDER BY m.thread_id, m.created_at, m.id",
                               params, list(by_token))
        cos: dict[str, float] = {}
        if vector is not None:
            with self.db.read_connection() as c:
                self.index.sync(c)
                by_owner: dict[str, list[str]] = {}
                for mid, _, owner in rows:
                    by_owner.setdefault(owner, []).append(mid)
                for owner, ids in by_owner.items():
                    cos.update(self.index.scores_for(c, owner, vector, ids))
        out: dict[str, list[tuple[str, float]]] = {}
        for mid, token, _ in rows:
            out.setdefault(by_token[token], []).append((mid, cos.get(mid, 0.0)))
        return out

    def list_memories(self, flt: MemoryFilter, *, limit: int, offset: int = 0) -> tuple[list[Memory], int]:
        where, params = filter_sql(flt, codec=self.codec)
        total = int(self.db.read(f"SELECT count(*) FROM memories m WHERE {where}", params)[0][0])
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE {where} "
                            "ORDER BY m.updated_at DESC, m.id DESC LIMIT ? OFFSET ?", (*params, limit, offset))
        return [memory_from_row(self.codec, r) for r in rows], total

    def memories_stamp(self) -> object | None:
        """(the highest ``change_seq``, the row count): every write stamps its rows with a new ``change_seq``
        (an index makes the max one lookup) and a purge lowers the count."""
        row = self.db.read("SELECT coalesce(max(change_seq), 0), count(*) FROM memories")[0]
        return (int(row[0]), int(row[1]))

    def memories_changed(self, flt: MemoryFilter, since: object) -> list[Memory] | None:
        if not (isinstance(since, tuple) and len(since) == 2):
            return None
        seq, count = since
        where, params = filter_sql(flt, statuses=tuple(MemoryStatus), codec=self.codec)
        with self.db.reading() as c:  # one read: the count and the rows agree
            now_count = int(c.execute("SELECT count(*) FROM memories").fetchone()[0])
            if now_count < count:
                return None  # rows were removed: what was kept may hold one
            rows = c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE {where} AND m.change_seq > ?",
                             (*params, seq)).fetchall()
        return [memory_from_row(self.codec, r) for r in rows]

    def latest_in_thread(self, user_id: str, thread_id: str, team_id: str | None = None) -> Memory | None:
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.thread_id = ? AND m.user_id = ? "
                            "AND m.status = 'active' AND m.team_id IS ? ORDER BY m.updated_at DESC, m.id DESC LIMIT 1",
                            (self.codec.thread(thread_id), user_id, team_id))
        return memory_from_row(self.codec, rows[0]) if rows else None

    def team_partitions(self) -> list[str]:
        # a range over the (user_id, ...) index: no team memories, no rows read
        rows = self.db.read("SELECT DISTINCT user_id FROM memories INDEXED BY ix_memories_user_status "
                            "WHERE user_id >= 'team:' AND user_id < 'team;' ORDER BY user_id")
        return [r[0] for r in rows]

    def ping(self) -> None:
        self.db.read("SELECT 1")

    def count_memories(self, user_id: str | None = None, status: MemoryStatus | None = None) -> int:
        parts, params = [], []
        if user_id is not None:
            parts.append("user_id = ?")
            params.append(user_id)
        if status is not None:
            parts.append("status = ?")
            params.append(MemoryStatus(status).value)
        where = f"WHERE {' AND '.join(parts)}" if parts else ""
        return int(self.db.read(f"SELECT count(*) FROM memories {where}", params)[0][0])

    def iter_memories(self, user_id: str | None = None) -> Iterator[Memory]:
        where, params = ("WHERE m.user_id = ?", (user_id,)) if user_id is not None else ("", ())
        for r in self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m {where} ORDER BY m.id", params):
            yield memory_from_row(self.codec, r)

    def embedding_models(self) -> dict[str, int]:
        return {str(m): int(n) for m, n in self.db.read(
            "SELECT coalesce(embedding_model, '(none)'), count(*) FROM memories WHERE status = 'active' GROUP BY 1")}

    def edges_of(self, memory_id: str) -> list[Edge]:
        rows = self.db.read(f"SELECT {', '.join(EDGE_COLUMNS)} FROM edges WHERE (source_id = ? OR target_id = ?) "
                            "ORDER BY id", (memory_id, memory_id))
        return [edge_from_row(self.codec, r) for r in rows]

    def iter_edges(self) -> Iterator[Edge]:
        for r in self.db.read(f"SELECT {', '.join(EDGE_COLUMNS)} FROM edges ORDER BY id"):
            yield edge_from_row(self.codec, r)

    def iter_people(self) -> Iterator[Person]:
        for r in self.db.read(f"{select(PERSON_COLUMNS, 'people')} ORDER BY id"):
            yield person_from_row(self.codec, r)

    def iter_entities(self) -> Iterator[Entity]:
        for r in self.db.read(f"{select(ENTITY_COLUMNS, 'entities')} ORDER BY id"):
            yield entity_from_row(self.codec, r)

    # -- keyword index ------------------------------------------------------------------------------------
    def keyword_index_version(self) -> str | None:
        rows = self.db.read("SELECT value FROM store_meta WHERE key = 'keyword_index_version'")
        return rows[0][0] if rows else None

    def rebuild_keyword_index(self, version: str, terms_of: Callable[[Memory], Sequence[str]],
                              on_progress: Callable[[int], None] | None = None) -> int:
        """Re-index in one transaction (the FTS table is small next to the memories; a crash rolls back and
        the version stays unset, so the next open starts over)."""
        done = 0
        with self.db.immediate() as c:
            c.execute("DELETE FROM memories_fts")
            last = ""
            while True:
                rows = c.execute(f"SELECT m.rowid, {MEMORY_COLUMNS} FROM memories m WHERE m.id > ? ORDER BY m.id "
                                 "LIMIT ?", (last, _REINDEX_CHUNK)).fetchall()
                if not rows:
                    break
                batch = [(r[0], terms_text(self.codec.terms(terms_of(memory_from_row(self.codec, r[1:]))))) for r in rows]
                c.executemany("INSERT INTO memories_fts (rowid, terms) VALUES (?, ?)", batch)
                last = rows[-1][1]
                done += len(rows)
                if on_progress:
                    on_progress(len(rows))
            c.execute("INSERT OR REPLACE INTO store_meta (key, value) VALUES ('keyword_index_version', ?)", (version,))
        return done

    # -- decision log -------------------------------------------------------------------------------------
    def query_log(self, flt: LogFilter, *, limit: int = 100) -> list[LogEntry]:
        where, params = log_where(flt)
        rows = self.db.read(f"{select(LOG_COLUMNS, 'decision_log')} {where} ORDER BY timestamp DESC, id DESC LIMIT ?",
                            (*params, limit))
        return [log_from_row(self.codec, r) for r in rows]

    def log_stats(self, flt: LogFilter) -> LogStats:
        where, params = log_where(flt)
        counts: dict[tuple[str, str], int] = {}
        mean_score: dict[str, float] = {}
        for decision, status, n, avg in self.db.read(
                f"SELECT decision, status, count(*), avg(similarity_score) FROM decision_log {where} "
                "GROUP BY decision, status", params):
            counts[(decision, status)] = int(n)
            if avg is not None and status == "success":
                mean_score[decision] = float(avg)
        total = sum(counts.values())
        mean_ms = p95 = None
        if total:
            mean_ms = float(self.db.read(f"SELECT avg(processing_time_ms) FROM decision_log {where}", params)[0][0])
            p95 = float(self.db.read(f"SELECT processing_time_ms FROM decision_log {where} "
                                     "ORDER BY processing_time_ms LIMIT 1 OFFSET ?",
                                     (*params, min(total - 1, int(0.95 * total))))[0][0])
        first, last = self.db.read(f"SELECT min(timestamp), max(timestamp) FROM decision_log {where}", params)[0]
        linked = self.db.read(f"SELECT count(*) FROM decision_log {where} {'AND' if where else 'WHERE'} "
                              "json_extract(action, '$.relatedMemoryIds') IS NOT NULL", params)[0][0]
        return LogStats(counts=counts, mean_score=mean_score, with_links=int(linked), mean_ms=mean_ms, p95_ms=p95,
                        first_at=parse_ts(first), last_at=parse_ts(last))

    def write_log(self, entry: LogEntry) -> None:
        with self.transaction() as tx:
            tx.insert_log(entry)

    # -- conflicts, people, entities ------------------------------------------------------------------------
    def list_conflicts(self, *, user_id: str | None = None, status: str | None = None,
                       limit: int = 100) -> list[ConflictRecord]:
        parts, params = [], []
        for column, value in (("user_id", user_id), ("status", status)):
            if value is not None:
                parts.append(f"{column} = ?")
                params.append(value)
        where = f"WHERE {' AND '.join(parts)}" if parts else ""
        rows = self.db.read(f"{select(CONFLICT_COLUMNS, 'conflicts')} {where} ORDER BY created_at DESC, id DESC LIMIT ?",
                            (*params, limit))
        return [conflict_from_row(self.codec, r) for r in rows]

    def get_conflict(self, conflict_id: str) -> ConflictRecord | None:
        rows = self.db.read(f"{select(CONFLICT_COLUMNS, 'conflicts')} WHERE id = ?", (conflict_id,))
        return conflict_from_row(self.codec, rows[0]) if rows else None

    def get_person(self, person_id: str) -> Person | None:
        rows = self.db.read(f"{select(PERSON_COLUMNS, 'people')} WHERE id = ?", (person_id,))
        return person_from_row(self.codec, rows[0]) if rows else None

    def get_entity(self, entity_id: str) -> Entity | None:
        rows = self.db.read(f"{select(ENTITY_COLUMNS, 'entities')} WHERE id = ?", (entity_id,))
        return entity_from_row(self.codec, rows[0]) if rows else None

    def close(self) -> None:
        self._outbox.closing()  # a webhook sender stops and gives back what it had taken, while the db is open
        self.db.close()


__all__ = ["SQLiteStore", "ts"]
