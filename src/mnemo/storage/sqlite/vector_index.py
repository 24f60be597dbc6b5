"""In-process exact vector index over the active memories of each user, kept in step with SQLite.

SQLite here cannot load vector extensions, so vectors live in the row (a float32 BLOB) and this index
keeps a numpy matrix per user for brute-force cosine (an exact top-k; at 100k x 512 one query is a single
matrix-vector product). It loads a user's partition on first use and then follows the database through
the ``change_seq`` stamp every write puts on a row, so writes by other processes are picked up
incrementally; ``PRAGMA data_version`` tells cheaply whether anyone else has written at all.
A status change re-stamps the row with a new number, so ``change_seq > last seen`` finds every change.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterable

import numpy as np


def current_seq(conn: sqlite3.Connection) -> int:
    """The newest change stamp: every insert or status change stamps its row with the next number, so the
    maximum (read from its index) says how far the database has moved."""
    return int(conn.execute("SELECT coalesce(max(change_seq), 0) FROM memories").fetchone()[0])


#: From this many vectors in a partition, an unfiltered top-k first ranks every row by the Hamming distance of
#: the signs of its vector to the query's (64 bytes a row at 512-d instead of 2 KB), then scores the nearest
#: ``_SHORTLIST`` rows exactly: at 100k rows the scan costs ~3 ms instead of ~9 ms. On 30k and 90k stored
#: memories of the write-path benchmark's texts and 200 questions, the top 40 of a shortlist of 1,600 (2,048
#: here) held 99.9% of the exact top 40 (``docs/scale.md``). Below it, for filtered searches (whose pool must
#: know it saw every candidate), for batches and for k > 128 the scan is exact. numpy < 2 has no
#: ``bitwise_count``: exact everywhere.
APPROX_FROM = 20_000
_SHORTLIST = 2048
_CAN_COUNT_BITS = hasattr(np, "bitwise_count")


def _signs(vectors: np.ndarray) -> np.ndarray:
    """Each vector's signs as bits, packed into 64-bit words (rows padded to a whole word)."""
    bits = np.packbits(np.atleast_2d(vectors) > 0, axis=1)
    pad = (-bits.shape[1]) % 8
    if pad:
        bits = np.pad(bits, ((0, 0), (0, pad)))
    return bits.view(np.uint64)


def _best_first(scores: np.ndarray, k: int) -> np.ndarray:
    """The positions of the ``k`` highest scores, best first (ties in position order)."""
    idx = np.argpartition(-scores, k - 1)[:k] if k < scores.shape[0] else np.arange(scores.shape[0])
    return idx[np.argsort(-scores[idx], kind="stable")]


class _Partition:
    """One user's vectors: a growable matrix, row -> id, id -> row. Removal swaps in the last row. Beside the
    matrix, the signs of each vector as bits (``_signs``), for the shortlist of large partitions."""

    def __init__(self, dim: int) -> None:
        self.dim = dim
        self.matrix = np.empty((64, dim), dtype=np.float32)
        self.ids: list[str] = []
        self.rows: dict[str, int] = {}
        self._codes: np.ndarray | None = None  # built when the partition is first searched at APPROX_FROM rows

    def __len__(self) -> int:
        return len(self.ids)

    def upsert(self, memory_id: str, vector: np.ndarray) -> None:
        row = self.rows.get(memory_id)
        if row is None:
            row = len(self.ids)
            if row >= self.matrix.shape[0]:
                grown = np.empty((self.matrix.shape[0] * 2, self.dim), dtype=np.float32)
                grown[:row] = self.matrix[:row]
                self.matrix = grown
            self.ids.append(memory_id)
            self.rows[memory_id] = row
        self.matrix[row] = vector
        if self._codes is not None:
            if row >= self._codes.shape[0]:
                grown = np.empty((self.matrix.shape[0], self._codes.shape[1]), dtype=np.uint64)
                grown[:row] = self._codes[:row]
                self._codes = grown
            self._codes[row] = _signs(vector)[0]

    def remove(self, memory_id: str) -> None:
        row = self.rows.pop(memory_id, None)
        if row is None:
            return
        last = len(self.ids) - 1
        if row != last:
            moved = self.ids[last]
            self.matrix[row] = self.matrix[last]
            if self._codes is not None:
                self._codes[row] = self._codes[last]
            self.ids[row] = moved
            self.rows[moved] = row
        self.ids.pop()

    def top(self, vector: np.ndarray, k: int, min_score: float, *, exact: bool = False) -> list[tuple[str, float]]:
        n = len(self.ids)
        if n == 0 or k <= 0:
            return []
        if not exact and n >= APPROX_FROM and _CAN_COUNT_BITS and k * 16 <= _SHORTLIST:
            return self._top_by_shortlist(vector, k, min_score)
        scores = self.matrix[:n] @ vector
        return [(self.ids[i], float(scores[i])) for i in _best_first(scores, k) if scores[i] >= min_score]

    def _top_by_shortlist(self, vector: np.ndarray, k: int, min_score: float) -> list[tuple[str, float]]:
        """The exact top-k of the ``_SHORTLIST`` rows whose signs differ least from the query's."""
        n = len(self.ids)
        if self._codes is None:
            self._codes = np.empty((self.matrix.shape[0], (self.dim + 63) // 64), dtype=np.uint64)
            self._codes[:n] = _signs(self.matrix[:n])
        differ = np.bitwise_count(self._codes[:n] ^ _signs(vector)[0]).sum(axis=1, dtype=np.uint16)
        rows = np.argpartition(differ, _SHORTLIST - 1)[:_SHORTLIST]
        scores = self.matrix[rows] @ vector
        return [(self.ids[rows[j]], float(scores[j])) for j in _best_first(scores, k) if scores[j] >= min_score]

    def top_many(self, vectors: np.ndarray, k: int) -> list[list[tuple[str, float]]]:
        """Top-k for many queries with one matrix product (BLAS-3 instead of one pass per query)."""
        n = len(self.ids)
        if n == 0 or k <= 0:
            return [[] for _ in range(len(vectors))]
        scores = vectors @ self.matrix[:n].T  # (q, n): each query's scores contiguous for the partition
        if k < n:
            idx = np.argpartition(-scores, k - 1, axis=1)[:, :k]
        else:
            idx = np.broadcast_to(np.arange(n), (scores.shape[0], n))
        out = []
        for q in range(scores.shape[0]):
            row = idx[q]
            row = row[np.argsort(-scores[q, row], kind="stable")]
            out.append([(self.ids[i], float(scores[q, i])) for i in row])
        return out

    def top_among(self, vector: np.ndarray, ids: Iterable[str], k: int, min_score: float) -> list[tuple[str, float]]:
        """Top-k of the given ids only (a filtered search). Few ids: their rows are gathered; many: one
        product over the whole partition, then the allowed rows are picked (a gather of most of a large
        matrix would copy it)."""
        rows = np.fromiter((self.rows[i] for i in ids if i in self.rows), dtype=np.int64)
        if rows.size == 0 or k <= 0:
            return []
        n = len(self.ids)
        scores = self.matrix[rows] @ vector if rows.size * 4 < n else (self.matrix[:n] @ vector)[rows]
        pick = _best_first(scores, k)
        return [(self.ids[rows[j]], float(scores[j])) for j in pick if scores[j] >= min_score]

    def scores_for(self, vector: np.ndarray, ids: Iterable[str]) -> dict[str, float]:
        rows = [(i, self.rows[i]) for i in ids if i in self.rows]
        if not rows:
            return {}
        sims = self.matrix[[r for _, r in rows]] @ vector
        return {i: float(s) for (i, _), s in zip(rows, sims)}


class VectorIndex:
    """Per-user partitions of active-memory vectors made by ``model_id`` (other models' rows are ignored).

    Shared by the store's reader connection and its write transactions, so every method takes the index's
    own lock. ``PRAGMA data_version`` is per connection (it changes when *another* connection commits), so
    the last value seen is kept per connection. A partition loaded inside a write transaction reads that
    transaction's uncommitted rows; if the transaction (or one of its savepoints) is rolled back, those
    partitions are dropped and load again from committed data on next use (``begin`` / ``end``)."""

    def __init__(self, model_id: str | None, dim: int | None,
                 opener: Callable[[bytes, str, int], bytes] | None = None) -> None:
        self.model_id = model_id
        self.dim = dim
        # a stored blob -> its float32 bytes (a vault's store keeps its vectors sealed; None: as stored)
        self.opener = opener or (lambda blob, _lineage, _version: blob)
        self.lock = threading.RLock()
        self._parts: dict[str, _Partition] = {}
        self._seq = -1
        self._data_version: dict[int, int] = {}  # id(connection) -> PRAGMA data_version last seen
        self._tx_conn: sqlite3.Connection | None = None
        self._tx_loaded: set[str] = set()

    # -- keeping in step with the database ------------------------------------------------------------------
    def begin(self, conn: sqlite3.Connection) -> None:
        """A write transaction starts on ``conn``: partitions it loads are tracked until ``end``."""
        with self.lock:
            self._tx_conn, self._tx_loaded = conn, set()

    def end(self, *, clean: bool) -> None:
        """The write transaction ended; unless it committed with nothing rolled back, the partitions it
        loaded may hold rows that were never committed: drop them."""
        with self.lock:
            if not clean:
                for user_id in self._tx_loaded:
                    self._parts.pop(user_id, None)
            self._tx_conn, self._tx_loaded = None, set()

    def sync(self, conn: sqlite3.Connection, *, force: bool = False) -> None:
        """Apply every row change since the last sync (cheap no-op when nobody else has written)."""
        with self.lock:
            dv = conn.execute("PRAGMA data_version").fetchone()[0]
            if not force and dv == self._data_version.get(id(conn)) and self._seq >= 0:
                return
            seq = current_seq(conn)
            if self._seq < 0 or seq < self._seq:
                # first use, or the database was replaced under us: start over, partitions load lazily
                self._parts.clear()
                self._seq, self._data_version = seq, {id(conn): dv}
                return
            if seq > self._seq and self._parts:
                rows = conn.execute(
                    "SELECT id, user_id, status, embedding, embedding_model, lineage_id, version FROM memories "
                    "WHERE change_seq > ?", (self._seq,),
                )
                for memory_id, user_id, status, blob, model, lineage, version in rows:
                    part = self._parts.get(user_id)
                    if part is None:
                        continue
                    raw = self.opener(blob, lineage, version) if blob is not None else None
                    if status == "active" and raw is not None and model == self.model_id and len(raw) == 4 * part.dim:
                        part.upsert(memory_id, np.frombuffer(raw, dtype=np.float32))
                    else:
                        part.remove(memory_id)
            # recorded only now: a sync that fails half-way is redone in full next time
            self._seq = max(self._seq, seq)
            self._data_version[id(conn)] = dv

    def mark_synced(self, seq: int) -> None:
        """After our own commit: our changes are applied already (our connection's data_version does not
        move for its own commits)."""
        with self.lock:
            self._seq = max(self._seq, seq)

    def reset(self) -> None:
        with self.lock:
            self._parts.clear()
            self._seq = -1
            self._data_version = {}

    def _partition(self, conn: sqlite3.Connection, user_id: str, vector: np.ndarray) -> _Partition:
        part = self._parts.get(user_id)
        if part is not None:
            return part
        if self.dim is None:  # an HTTP embedder reports its dimension with its first answer
            self.dim = int(vector.shape[0])
        part = _Partition(self.dim)
        rows = conn.execute(
            "SELECT id, embedding, lineage_id, version FROM memories WHERE user_id = ? AND status = 'active' "
            "AND embedding IS NOT NULL AND embedding_model = ?",
            (user_id, self.model_id),
        ).fetchall()
        if rows:
            part.matrix = np.empty((max(64, len(rows) * 2), self.dim), dtype=np.float32)
            for memory_id, blob, lineage, version in rows:
                raw = self.opener(blob, lineage, version)
                if len(raw) == 4 * self.dim:  # a row of another width cannot be compared; skip it
                    part.upsert(memory_id, np.frombuffer(raw, dtype=np.float32))
        self._parts[user_id] = part
        if conn is self._tx_conn:
            self._tx_loaded.add(user_id)
        return part

    # -- queries and updates ------------------------------------------------------------------------------
    def top(self, conn: sqlite3.Connection, user_id: str, vector: np.ndarray, k: int,
            min_score: float = -1.0, *, exact: bool = False) -> list[tuple[str, float]]:
        """The k nearest, best first; from ``APPROX_FROM`` vectors by the shortlist unless ``exact``."""
        with self.lock:
            return self._partition(conn, user_id, vector).top(vector, k, min_score, exact=exact)

    def top_many(self, conn: sqlite3.Connection, user_id: str, vectors: np.ndarray,
                 k: int) -> tuple[list[list[tuple[str, float]]], int]:
        """Per-query top-k, and how many vectors the user's partition holds (to know if k covered it all)."""
        with self.lock:
            part = self._partition(conn, user_id, vectors[0])
            return part.top_many(vectors, k), len(part)

    def top_among(self, conn: sqlite3.Connection, user_id: str, vector: np.ndarray, ids: Iterable[str], k: int,
                  min_score: float = -1.0) -> list[tuple[str, float]]:
        with self.lock:
            return self._partition(conn, user_id, vector).top_among(vector, ids, k, min_score)

    def scores_for(self, conn: sqlite3.Connection, user_id: str, vector: np.ndarray,
                   ids: Iterable[str]) -> dict[str, float]:
        with self.lock:
            return self._partition(conn, user_id, vector).scores_for(vector, ids)

    def upsert(self, user_id: str, memory_id: str, vector: np.ndarray) -> None:
        with self.lock:
            part = self._parts.get(user_id)
            if part is not None:  # an unloaded partition will read the row when first used
                part.upsert(memory_id, vector)

    def remove(self, user_id: str, memory_id: str) -> None:
        with self.lock:
            part = self._parts.get(user_id)
            if part is not None:
                part.remove(memory_id)
