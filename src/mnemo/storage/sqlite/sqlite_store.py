"""SQLite implementation of the ``MemoryStore`` port (standard-library ``sqlite3``, no extensions).

WAL mode so readers never block the writer, a busy timeout so two processes writing at once both succeed,
numbered migrations, FTS5 for keywords and the embedding stored in the memory's own row. Every write goes
through ``transaction()``: ``BEGIN IMMEDIATE`` takes the write lock before the consolidation reads its
candidates, so "search, decide, write, log" is one atomic step even across processes.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from mnemo.domain.models import (
    ConflictRecord,
    DecisionLogEntry,
    Edge,
    Entity,
    Memory,
    Person,
)
from mnemo.errors import DatabaseBusy, StorageError
from mnemo.storage.sqlite.migrations import SchemaTooNew, migrate

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_ledger import SQLiteIngestLedger
    from mnemo.storage.sqlite.sqlite_keys import SQLiteApiKeys
from mnemo.storage.sqlite.sqlite_rows import (
    MEMORY_COLUMNS,
    conflict_from_row,
    edge_from_row,
    entity_from_row,
    log_from_row,
    memory_from_row,
    person_from_row,
    ts,
)
from mnemo.storage.sqlite.vector_index import VectorIndex, current_seq
from mnemo.text.tokenize import index_text, match_query

BUSY_TIMEOUT_MS = 30_000


def _storage_error(exc: sqlite3.Error, path: str) -> StorageError:
    msg = str(exc)
    if "locked" in msg or "busy" in msg:
        return DatabaseBusy(f"The database {path} stayed locked by another writer for {BUSY_TIMEOUT_MS // 1000} s",
                            "Retry, or stop the other process that is writing to it")
    if "unable to open" in msg or "readonly" in msg or "read-only" in msg:
        return StorageError(f"Cannot write the database {path} ({msg})",
                            "Choose a writable location with --db PATH or MNEMO_DB")
    if "disk" in msg and ("full" in msg or "I/O" in msg):
        return StorageError(f"The disk holding {path} failed ({msg})", "Free some space and retry")
    if isinstance(exc, SchemaTooNew):
        return StorageError(f"{path} was written by a newer mnemo ({msg})", "Upgrade mnemo: pip install -U mnemo")
    if "malformed" in msg or "not a database" in msg:
        return StorageError(f"{path} is not a readable mnemo database ({msg})",
                            "Point --db at a mnemo database, or move this file away")
    return StorageError(f"Database error on {path}: {msg}", "Retry; if it persists, report it with this message")


class SQLiteStore:
    """One SQLite file. Safe to share across threads (one connection behind a lock)."""

    def __init__(self, path: str | Path, *, model_id: str | None = None, dim: int | None = None) -> None:
        self.path = str(path)
        self.model_id = model_id
        self.dim = dim
        self._lock = threading.RLock()
        self._index = VectorIndex(model_id, dim)
        try:
            if self.path != ":memory:":
                Path(self.path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False,
                                         timeout=BUSY_TIMEOUT_MS / 1000)
            c = self._conn
            c.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if self.path != ":memory:":
                mode = c.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if str(mode).lower() != "wal":
                    raise sqlite3.OperationalError(f"could not switch to WAL mode (got {mode})")
            c.execute("PRAGMA synchronous = NORMAL")
            c.execute("PRAGMA foreign_keys = ON")
            c.execute("PRAGMA temp_store = MEMORY")
            migrate(c)
        except OSError as exc:
            raise StorageError(f"Cannot create the database directory for {self.path} ({exc.strerror})",
                               "Choose a writable location with --db PATH or MNEMO_DB") from None
        except sqlite3.Error as exc:
            raise _storage_error(exc, self.path) from None

    def bind_model(self, model_id: str, dim: int | None) -> None:
        """Set the embedding model whose vectors this store indexes (a store opened without one)."""
        with self._lock:
            self.model_id, self.dim = model_id, dim
            self._index = VectorIndex(model_id, dim)

    # -- transactions -----------------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator["SQLiteTx"]:
        with self._lock:
            c = self._conn
            try:
                c.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise _storage_error(exc, self.path) from None
            tx = SQLiteTx(self)
            try:
                self._index.sync(c)
                tx.seq = current_seq(c)
                yield tx
                c.execute("COMMIT")
            except BaseException as exc:
                try:
                    c.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                # nothing of this transaction reached the index (it applies only after COMMIT)
                if isinstance(exc, sqlite3.Error):
                    raise _storage_error(exc, self.path) from exc
                raise
            try:
                tx.apply_to_index()
                self._index.mark_synced(tx.seq)  # our own commits do not change our PRAGMA data_version
            except BaseException:
                self._index.reset()  # committed but not applied (interrupted): rebuild from the database
                raise

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise _storage_error(exc, self.path) from None

    def ingest_ledger(self) -> "SQLiteIngestLedger":
        """Ingestion bookkeeping (items done, sync cursors) kept in this database."""
        from mnemo.storage.sqlite.sqlite_ledger import SQLiteIngestLedger

        return SQLiteIngestLedger(self)

    # -- memories -----------------------------------------------------------------------------------------
    def get_memory(self, memory_id: str) -> Memory | None:
        rows = self._read(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                          "WHERE m.id = ?", (memory_id,))
        return memory_from_row(rows[0]) if rows else None

    def lineage(self, lineage_id: str) -> list[Memory]:
        rows = self._read(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                          "WHERE m.lineage_id = ? ORDER BY m.version, m.id", (lineage_id,))
        return [memory_from_row(r) for r in rows]

    def edges_of(self, memory_id: str) -> list[Edge]:
        rows = self._read("SELECT * FROM edges WHERE (source_id = ? OR target_id = ?) ORDER BY id",
                          (memory_id, memory_id))
        return [edge_from_row(r) for r in rows]

    def count_memories(self, user_id: str | None = None, status: str | None = None) -> int:
        where, params = _where(user_id=("m.user_id", user_id), status=("m.status", status))
        return int(self._read(f"SELECT count(*) FROM memories m {where}", params)[0][0])

    def iter_memories(self, user_id: str | None = None) -> Iterator[Memory]:
        where, params = _where(user_id=("m.user_id", user_id))
        for r in self._read(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                            f"{where} ORDER BY m.id", params):
            yield memory_from_row(r)

    def list_memories(self, *, user_id: str, team_id: str | None = None, status: str | None = "active",
                      category: str | None = None, source: str | None = None, since: datetime | None = None,
                      until: datetime | None = None, limit: int = 50,
                      offset: int = 0) -> tuple[list[Memory], int]:
        """One page of a user's memories, most recently updated first, and how many match in all.

        ``status`` None means every status; ``source`` matches the source or the source type, ``category``
        case-insensitively; ``since``/``until`` bound ``updated_at`` (until exclusive), as search filters do."""
        parts, params = ["m.user_id = ?"], [user_id]
        for sql, value in (("m.team_id = ?", team_id), ("m.status = ?", status),
                           ("lower(m.category) = lower(?)", category), ("m.updated_at >= ?", ts(since) if since else None),
                           ("m.updated_at < ?", ts(until) if until else None)):
            if value is not None:
                parts.append(sql)
                params.append(value)
        if source is not None:
            parts.append("(lower(m.source) = lower(?) OR m.source_type = lower(?))")
            params += [source, source]
        where = "WHERE " + " AND ".join(parts)
        total = int(self._read(f"SELECT count(*) FROM memories m {where}", params)[0][0])
        rows = self._read(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                          f"{where} ORDER BY m.updated_at DESC, m.id DESC LIMIT ? OFFSET ?", (*params, limit, offset))
        return [memory_from_row(r) for r in rows], total

    def nearest_active(self, user_id: str, vector: np.ndarray, k: int, min_score: float) -> list[tuple[str, float]]:
        """Ids and cosines of the user's k nearest active memories at or above ``min_score``, without
        loading them and without the write lock (the write gate's cheap first look)."""
        with self._lock:
            try:
                self._index.sync(self._conn)
                return self._index.top(self._conn, user_id, vector, k, min_score)
            except sqlite3.Error as exc:
                self._index.reset()
                raise _storage_error(exc, self.path) from None

    def latest_in_thread(self, user_id: str, thread_id: str, team_id: str | None = None) -> Memory | None:
        """The user's most recently updated active memory of a thread (smart-write's session memory)."""
        rows = self._read(
            f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
            "WHERE m.thread_id = ? AND m.user_id = ? AND m.status = 'active' AND m.team_id IS ? "
            "ORDER BY m.updated_at DESC, m.id DESC LIMIT 1", (thread_id, user_id, team_id))
        return memory_from_row(rows[0]) if rows else None

    def api_keys(self) -> "SQLiteApiKeys":
        """API keys kept in this database (only their hashes)."""
        from mnemo.storage.sqlite.sqlite_keys import SQLiteApiKeys

        return SQLiteApiKeys(self)

    def active_hashes(self, user_id: str, hashes: Sequence[str]) -> set[str]:
        """Which of these content hashes are active memories of the user (one indexed lookup per 500)."""
        out: set[str] = set()
        distinct = list(dict.fromkeys(hashes))
        for start in range(0, len(distinct), 500):
            chunk = distinct[start:start + 500]
            marks = ",".join("?" * len(chunk))
            out.update(r[0] for r in self._read(
                f"SELECT content_hash FROM memories WHERE user_id = ? AND status = 'active' "
                f"AND content_hash IN ({marks})", (user_id, *chunk)))
        return out

    def embedding_models(self) -> dict[str, int]:
        """How many active memories each embedding model made (a model change shows up here)."""
        return {str(m): int(n) for m, n in self._read(
            "SELECT coalesce(embedding_model, '(none)'), count(*) FROM memories WHERE status = 'active' "
            "GROUP BY 1")}

    def search(self, user_id: str, vector: np.ndarray | None, keywords: Sequence[str], k: int,
               statuses: Sequence[str] = ("active",)) -> list[tuple[Memory, float, float]]:
        """Union of the top vector hits and the top FTS5 hits, each with its cosine and keyword score."""
        pool = max(k * 4, 20)
        with self._lock:
            c = self._conn
            try:
                self._index.sync(c)
                cos: dict[str, float] = {}
                if vector is not None:
                    cos = dict(self._index.top(c, user_id, vector, pool))
                kw: dict[str, float] = {}
                q = match_query(" ".join(keywords)) if keywords else None
                if q:
                    hits = _keyword_hits(c, q, user_id, statuses, pool)
                    if hits:
                        best = min(b for _, b in hits) or -1e-9
                        kw = {mid: (b / best if best < 0 else 0.0) for mid, b in hits}
                if vector is not None:
                    missing = [m for m in kw if m not in cos]
                    cos.update(self._index.scores_for(c, user_id, vector, missing))
                ids = list(dict.fromkeys([*cos, *kw]))
                memories = _fetch_memories(c, ids)
            except sqlite3.Error as exc:
                self._index.reset()
                raise _storage_error(exc, self.path) from None
        out = []
        for mid in ids:
            m = memories.get(mid)
            if m is not None and m.status.value in statuses:
                out.append((m, cos.get(mid, 0.0), kw.get(mid, 0.0)))
        return out

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        """Memories by id (any status), for graph expansion and result assembly."""
        if not ids:
            return {}
        with self._lock:
            try:
                return _fetch_memories(self._conn, list(ids))
            except sqlite3.Error as exc:
                raise _storage_error(exc, self.path) from None

    def vectors_for(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        """Stored embeddings (this store's model only) of the given memories, whatever their status."""
        out: dict[str, np.ndarray] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start:start + 500])
            rows = self._read(
                f"SELECT id, embedding FROM memories WHERE id IN ({','.join('?' * len(chunk))}) "
                "AND embedding IS NOT NULL AND embedding_model = ?", (*chunk, self.model_id))
            for mid, blob in rows:
                v = np.frombuffer(blob, dtype=np.float32)
                if self._index.dim is None or v.shape[0] == self._index.dim:
                    out[mid] = v
        return out

    # -- decision log -------------------------------------------------------------------------------------
    def query_log(self, *, user_id: str | None = None, decision: str | None = None,
                  since: datetime | None = None, until: datetime | None = None,
                  limit: int = 100) -> list[DecisionLogEntry]:
        where, params = _where(user_id=("user_id", user_id), decision=("decision", decision),
                               since=("timestamp >=", ts(since) if since else None),
                               until=("timestamp <=", ts(until) if until else None))
        rows = self._read(f"SELECT * FROM decision_log {where} ORDER BY timestamp DESC, id DESC LIMIT ?",
                          (*params, limit))
        return [log_from_row(r) for r in rows]

    def log_analytics(self, *, user_id: str | None = None, since: datetime | None = None,
                      until: datetime | None = None) -> dict[str, Any]:
        where, params = _where(user_id=("user_id", user_id), since=("timestamp >=", ts(since) if since else None),
                               until=("timestamp <=", ts(until) if until else None))
        by_decision = {d: 0 for d in ("create", "update", "skip", "delete")}
        by_status: dict[str, int] = {}
        avg_score: dict[str, float] = {}
        total = 0
        for decision, status, n, avg in self._read(
            f"SELECT decision, status, count(*), avg(similarity_score) FROM decision_log {where} "
            "GROUP BY decision, status", params):
            total += n
            if status in ("success", "dry_run", "skipped"):
                by_decision[decision] = by_decision.get(decision, 0) + n
            by_status[status] = by_status.get(status, 0) + n
            if avg is not None and status == "success":
                avg_score[decision] = round(avg, 4)
        times = [r[0] for r in self._read(f"SELECT processing_time_ms FROM decision_log {where} "
                                          "ORDER BY processing_time_ms", params)]
        span = self._read(f"SELECT min(timestamp), max(timestamp) FROM decision_log {where}", params)[0]
        linked = self._read(
            f"SELECT count(*) FROM decision_log {where} {'AND' if where else 'WHERE'} "
            "json_extract(action, '$.relatedMemoryIds') IS NOT NULL", params)[0][0]
        return {
            "totalEntries": total,
            "byDecision": by_decision,
            "byStatus": by_status,
            "createdWithLinks": int(linked),
            "avgSimilarityByDecision": avg_score,
            "avgProcessingTimeMs": round(sum(times) / len(times), 3) if times else None,
            "p95ProcessingTimeMs": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3) if times else None,
            "firstEntryAt": span[0],
            "lastEntryAt": span[1],
        }

    def write_log(self, entry: DecisionLogEntry) -> None:
        with self.transaction() as tx:
            tx.insert_log(entry)

    # -- conflicts, people, entities ------------------------------------------------------------------------
    def list_conflicts(self, *, user_id: str | None = None, status: str | None = None,
                       limit: int = 100) -> list[ConflictRecord]:
        where, params = _where(user_id=("user_id", user_id), status=("status", status))
        rows = self._read(f"SELECT * FROM conflicts {where} ORDER BY created_at DESC, id DESC LIMIT ?",
                          (*params, limit))
        return [conflict_from_row(r) for r in rows]

    def get_person(self, person_id: str) -> Person | None:
        rows = self._read("SELECT * FROM people WHERE id = ?", (person_id,))
        return person_from_row(rows[0]) if rows else None

    def get_entity(self, entity_id: str) -> Entity | None:
        rows = self._read("SELECT * FROM entities WHERE id = ?", (entity_id,))
        return entity_from_row(rows[0]) if rows else None

    def close(self) -> None:
        with self._lock:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass


def _keyword_hits(c: sqlite3.Connection, q: str, user_id: str, statuses: Sequence[str],
                  pool: int) -> list[tuple[str, float]]:
    """The best ``pool`` FTS5 matches of one user, as (id, bm25), best first.

    FTS5 ranks its own matches fastest without a join (2-3x at 100k memories), so the top ``4 x pool`` by
    rank are read first and narrowed to the user and statuses; only when another user's memories crowd
    them out does the slower joined query run."""
    wide = c.execute("SELECT rowid, rank FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rank LIMIT ?",
                     (q, 4 * pool)).fetchall()
    status_sql = ",".join("?" * len(statuses))
    if wide:
        rank_of = {rowid: rank for rowid, rank in wide}
        marks = ",".join("?" * len(rank_of))
        rows = c.execute(f"SELECT rowid, id FROM memories WHERE rowid IN ({marks}) AND user_id = ? "
                         f"AND status IN ({status_sql})", (*rank_of, user_id, *statuses)).fetchall()
        kept = sorted(((mid, rank_of[rowid]) for rowid, mid in rows), key=lambda x: x[1])[:pool]
        if len(kept) >= pool or len(wide) < 4 * pool:
            return kept
    return c.execute(
        "SELECT m.id, bm25(memories_fts) AS b FROM memories_fts f JOIN memories m ON m.rowid = f.rowid "
        f"WHERE memories_fts MATCH ? AND m.user_id = ? AND m.status IN ({status_sql}) ORDER BY b LIMIT ?",
        (q, user_id, *statuses, pool),
    ).fetchall()


def _where(**conds: tuple[str, Any]) -> tuple[str, list[Any]]:
    """``WHERE a = ? AND b >= ?`` from (column-or-"column op", value) pairs; None values are left out."""
    parts, params = [], []
    for column, value in conds.values():
        if value is None:
            continue
        parts.append(f"{column} ?" if " " in column else f"{column} = ?")
        params.append(value.value if hasattr(value, "value") else value)
    return ("WHERE " + " AND ".join(parts) if parts else ""), params


def _fetch_memories(c: sqlite3.Connection, ids: Sequence[str]) -> dict[str, Memory]:
    out: dict[str, Memory] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        if not chunk:
            continue
        marks = ",".join("?" * len(chunk))
        for r in c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                           f"WHERE m.id IN ({marks})", chunk):
            m = memory_from_row(r)
            out[m.id] = m
    return out


class SQLiteTx:
    """Operations inside one write transaction; vector-index changes apply only after COMMIT.

    Writes of this transaction are visible to its own ``nearest`` (a batch compares each item with the
    items before it) through a small matrix of pending vectors, and memories it has read or written are
    kept parsed, so consecutive items of a batch that hit the same candidates do not re-read them.
    """

    def __init__(self, store: SQLiteStore) -> None:
        self.store = store
        self.c = store._conn
        self.seq = 0
        self._added: list[tuple[str, str]] = []  # (id, user) of rows of ``_added_mat``
        self._added_mat: np.ndarray | None = None
        self._removed: dict[str, set[str]] = {}  # user -> ids this transaction took out of the index
        self._cache: dict[str, Memory] = {}
        self._savepoints = 0

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """All-or-nothing for one item inside a batch transaction: a failure undoes only that item."""
        name = f"sp{self._savepoints}"
        self._savepoints += 1
        seq, n_added = self.seq, len(self._added)
        removed = {u: set(ids) for u, ids in self._removed.items()}
        self.c.execute(f"SAVEPOINT {name}")
        try:
            yield
        except BaseException:
            self.c.execute(f"ROLLBACK TO {name}")
            self.c.execute(f"RELEASE {name}")
            self.seq, self._removed = seq, removed
            del self._added[n_added:]
            self._cache.clear()
            raise
        self.c.execute(f"RELEASE {name}")

    def _next_seq(self) -> int:
        self.seq += 1
        return self.seq

    def apply_to_index(self) -> None:
        """After COMMIT: this transaction's active writes in, what it retired out."""
        idx = self.store._index
        for row, (memory_id, user_id) in enumerate(self._added):
            if memory_id not in self._removed.get(user_id, ()):
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
        self._added.append((memory_id, user_id))

    # -- reads under the write lock -----------------------------------------------------------------------
    def prefetch_nearest(self, user_ids: Sequence[str], vectors: np.ndarray, k: int) -> list[Any]:
        """Candidates for a whole batch at once, against the index as it is now; see ``nearest(hint=...)``."""
        hints: list[Any] = [None] * len(user_ids)
        by_user: dict[str, list[int]] = {}
        for i, u in enumerate(user_ids):
            by_user.setdefault(u, []).append(i)
        for u, rows in by_user.items():
            tops, size = self.store._index.top_many(self.c, u, vectors[rows], k)
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
            base = self.store._index.top(self.c, user_id, vector, k + len(removed), min_score)
        hits = {i: s for i, s in base if i not in removed}
        if self._added:
            sims = self._added_mat[: len(self._added)] @ vector
            for j in np.flatnonzero(sims >= min_score):
                memory_id, u = self._added[j]
                if u == user_id and memory_id not in removed:
                    hits[memory_id] = float(sims[j])
        return sorted(hits.items(), key=lambda kv: kv[1], reverse=True)[:k]

    def get_memories(self, ids: Sequence[str]) -> dict[str, Memory]:
        out = {i: self._cache[i] for i in ids if i in self._cache}
        missing = [i for i in ids if i not in out]
        if missing:
            fetched = _fetch_memories(self.c, missing)
            self._cache.update(fetched)
            out.update(fetched)
        return out

    def active_version(self, lineage_id: str) -> Memory | None:
        """The lineage's current version, read under the write lock (None when none is active)."""
        r = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                           "WHERE m.lineage_id = ? AND m.status = 'active' ORDER BY m.version DESC LIMIT 1",
                           (lineage_id,)).fetchone()
        return memory_from_row(r) if r else None

    def find_active_by_hash(self, user_id: str, content_hash: str) -> Memory | None:
        r = self.c.execute(f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
                           "WHERE m.user_id = ? AND m.content_hash = ? AND m.status = 'active' LIMIT 1",
                           (user_id, content_hash)).fetchone()
        return memory_from_row(r) if r else None

    def find_rejected(self, user_id: str, content_hash: str, kept_lineage_id: str) -> Memory | None:
        """A lower-priority value already on record against this memory (so a rerun records it once)."""
        r = self.c.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories m JOIN memory_sealed s ON s.memory_id = m.id "
            "JOIN memories k ON k.id = m.superseded_by "
            "WHERE m.user_id = ? AND m.content_hash = ? AND m.status = 'superseded' AND k.lineage_id = ? "
            "AND m.lineage_id = m.id LIMIT 1",
            (user_id, content_hash, kept_lineage_id)).fetchone()
        return memory_from_row(r) if r else None

    # -- writes -------------------------------------------------------------------------------------------
    def insert_memory(self, memory: Memory, vector: np.ndarray | None) -> None:
        blob = None
        if vector is not None:
            vector = np.ascontiguousarray(vector, dtype=np.float32)
            blob = vector.tobytes()
        seq = self._next_seq()
        cur = self.c.execute(
            "INSERT INTO memories (id, lineage_id, version, previous_version_id, superseded_by, status, user_id, "
            "team_id, summary, category, keywords, importance, confidence, source_type, source, source_ref, "
            "source_url, thread_id, created_at, updated_at, deleted_at, delete_reason, content_hash, embedding, "
            "embedding_model, embedding_dim, change_seq) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (memory.id, memory.lineage_id, memory.version, memory.previous_version_id, memory.superseded_by,
             memory.status.value, memory.user_id, memory.team_id, memory.summary, memory.category,
             json.dumps(memory.keywords, ensure_ascii=False), memory.importance, memory.confidence,
             memory.source_type.value, memory.source, memory.source_ref, memory.source_url, memory.thread_id,
             ts(memory.created_at), ts(memory.updated_at), ts(memory.deleted_at) if memory.deleted_at else None,
             memory.delete_reason, memory.content_hash, blob, memory.embedding_model if blob else None,
             int(vector.shape[0]) if vector is not None else None, seq),
        )
        self.c.execute(
            "INSERT INTO memory_sealed (memory_id, title, content, people, entities, projects, metadata) "
            "VALUES (?,?,?,?,?,?,?)",
            (memory.id, memory.title, memory.content, json.dumps(memory.people, ensure_ascii=False),
             json.dumps(memory.entities, ensure_ascii=False), json.dumps(memory.projects, ensure_ascii=False),
             json.dumps(memory.metadata, ensure_ascii=False, default=str)),
        )
        terms = index_text(" ".join(filter(None, [memory.title, memory.content, memory.summary,
                                                    " ".join(memory.keywords)])))
        self.c.execute("INSERT INTO memories_fts (rowid, terms) VALUES (?, ?)", (cur.lastrowid, terms))
        self._cache[memory.id] = memory
        if memory.status.value == "active" and vector is not None and memory.embedding_model == self.store.model_id:
            self._add_pending_vector(memory.id, memory.user_id, vector)

    def set_status(self, memory_id: str, status: str, *, superseded_by: str | None = None,
                   at: datetime | None = None, reason: str | None = None) -> None:
        row = self.c.execute("SELECT user_id FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        self.c.execute(
            "UPDATE memories SET status = ?, superseded_by = coalesce(?, superseded_by), "
            "deleted_at = CASE WHEN ? = 'deleted' THEN ? ELSE deleted_at END, "
            "delete_reason = CASE WHEN ? = 'deleted' THEN ? ELSE delete_reason END, change_seq = ? WHERE id = ?",
            (status, superseded_by, status, ts(at) if at else None, status, reason, self._next_seq(), memory_id),
        )
        self._cache.pop(memory_id, None)
        if status != "active":
            self._removed.setdefault(row[0], set()).add(memory_id)

    def update_in_place(self, memory_id: str, *, updated_at: datetime, keywords: Sequence[str] | None = None,
                        category: str | None = None, importance: float | None = None,
                        metadata: dict[str, Any] | None = None) -> None:
        """Change fields that are not embedded, on the same row: no new version, the embedding untouched.

        For metadata-only edits and a merge that only adds tags (the re-embedding document: such changes
        never re-embed). The keyword index is refreshed because keywords are indexed."""
        row = self.c.execute("SELECT rowid FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if row is None:
            raise StorageError(f"Memory {memory_id} vanished during the write", "Retry the operation")
        sets, params = ["updated_at = ?"], [ts(updated_at)]
        for column, value in (("keywords", json.dumps(list(keywords), ensure_ascii=False) if keywords is not None
                               else None), ("category", category), ("importance", importance)):
            if value is not None:
                sets.append(f"{column} = ?")
                params.append(value)
        self.c.execute(f"UPDATE memories SET {', '.join(sets)} WHERE id = ?", (*params, memory_id))
        if metadata is not None:
            self.c.execute("UPDATE memory_sealed SET metadata = ? WHERE memory_id = ?",
                           (json.dumps(metadata, ensure_ascii=False, default=str), memory_id))
        if keywords is not None:
            m = _fetch_memories(self.c, [memory_id])[memory_id]
            terms = index_text(" ".join(filter(None, [m.title, m.content, m.summary, " ".join(m.keywords)])))
            self.c.execute("UPDATE memories_fts SET terms = ? WHERE rowid = ?", (terms, row[0]))
        self._cache.pop(memory_id, None)

    def insert_edge(self, edge: Edge) -> None:
        self.insert_edges([edge])

    def insert_edges(self, edges: Sequence[Edge]) -> None:
        if not edges:
            return
        self.c.executemany(
            "INSERT INTO edges (id, type, source_id, target_id, confidence, evidence, user_id, created_at, removed_at, "
            "metadata) VALUES (?,?,?,?,?,?,?,?,?,?)",
            [(e.id, e.type.value, e.source_id, e.target_id, e.confidence, e.evidence, e.user_id, ts(e.created_at),
              ts(e.removed_at) if e.removed_at else None, json.dumps(e.metadata, ensure_ascii=False, default=str))
             for e in edges],
        )

    def remove_edges_of(self, memory_id: str, at: datetime) -> int:
        cur = self.c.execute("UPDATE edges SET removed_at = ? WHERE (source_id = ? OR target_id = ?) "
                             "AND removed_at IS NULL", (ts(at), memory_id, memory_id))
        return cur.rowcount

    def insert_log(self, entry: DecisionLogEntry) -> None:
        self.c.execute(
            "INSERT INTO decision_log (id, timestamp, user_id, decision, input_memory_id, target_memory_id, "
            "similarity_score, reason, action, status, processing_time_ms) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (entry.id, ts(entry.timestamp), entry.user_id, entry.decision.value, entry.input_memory_id,
             entry.target_memory_id, entry.similarity_score, entry.reason,
             json.dumps(entry.action.as_dict(), ensure_ascii=False), entry.status.value, entry.processing_time_ms),
        )

    def insert_conflict(self, conflict: ConflictRecord) -> None:
        self.c.execute(
            "INSERT INTO conflicts (id, created_at, user_id, kind, existing_id, incoming_id, field, existing_value, "
            "incoming_value, existing_source_type, incoming_source_type, resolution, reason, status, edge_id) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (conflict.id, ts(conflict.created_at), conflict.user_id, conflict.kind, conflict.existing_id,
             conflict.incoming_id, conflict.field, conflict.existing_value, conflict.incoming_value,
             conflict.existing_source_type.value, conflict.incoming_source_type.value, conflict.resolution.value,
             conflict.reason, conflict.status, conflict.edge_id),
        )

    def find_person(self, user_id: str, emails: Sequence[str], name: str) -> Person | None:
        keys = [f"email:{e.strip().lower()}" for e in emails if e.strip()] + [f"name:{name.strip().casefold()}"]
        marks = ",".join("?" * len(keys))
        r = self.c.execute(f"SELECT p.* FROM person_keys k JOIN people p ON p.id = k.person_id "
                           f"WHERE k.user_id = ? AND k.key IN ({marks}) ORDER BY k.key LIMIT 1",
                           (user_id, *keys)).fetchone()
        return person_from_row(r) if r else None

    def save_person(self, person: Person) -> None:
        self.c.execute(
            "INSERT INTO people (id, user_id, team_id, name, aliases, emails, organization, previous_organizations, "
            "source_type, confidence, importance, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?) "
            "ON CONFLICT(id) DO UPDATE SET name=excluded.name, aliases=excluded.aliases, emails=excluded.emails, "
            "organization=excluded.organization, previous_organizations=excluded.previous_organizations, "
            "source_type=excluded.source_type, confidence=excluded.confidence, importance=excluded.importance, "
            "updated_at=excluded.updated_at",
            (person.id, person.user_id, person.team_id, person.name, json.dumps(person.aliases, ensure_ascii=False),
             json.dumps(person.emails), person.organization,
             json.dumps(person.previous_organizations, ensure_ascii=False), person.source_type.value,
             person.confidence, person.importance, ts(person.created_at), ts(person.updated_at)),
        )
        keys = {f"email:{e.lower()}" for e in person.emails}
        keys |= {f"name:{n.casefold()}" for n in [person.name, *person.aliases]}
        self.c.executemany("INSERT OR IGNORE INTO person_keys (user_id, key, person_id) VALUES (?,?,?)",
                           [(person.user_id, k, person.id) for k in keys])

    def find_entity(self, user_id: str, names: Sequence[str]) -> Entity | None:
        keys = [n.strip().casefold() for n in names if n.strip()]
        if not keys:
            return None
        marks = ",".join("?" * len(keys))
        r = self.c.execute(f"SELECT e.* FROM entity_keys k JOIN entities e ON e.id = k.entity_id "
                           f"WHERE k.user_id = ? AND k.key IN ({marks}) LIMIT 1", (user_id, *keys)).fetchone()
        return entity_from_row(r) if r else None

    def save_entity(self, entity: Entity) -> None:
        self.c.execute(
            "INSERT INTO entities (id, user_id, team_id, name, aliases, kind, source_type, created_at, updated_at) "
            "VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET name=excluded.name, aliases=excluded.aliases, "
            "kind=coalesce(excluded.kind, kind), updated_at=excluded.updated_at",
            (entity.id, entity.user_id, entity.team_id, entity.name, json.dumps(entity.aliases, ensure_ascii=False),
             entity.kind, entity.source_type.value, ts(entity.created_at), ts(entity.updated_at)),
        )
        self.c.executemany("INSERT OR IGNORE INTO entity_keys (user_id, key, entity_id) VALUES (?,?,?)",
                           [(entity.user_id, n.casefold(), entity.id) for n in [entity.name, *entity.aliases]])
