"""SQL for the PostgreSQL store's filtered reads: a ``MemoryFilter`` as a WHERE clause, nearest neighbours
over pgvector (HNSW with iterative scans, exact when the index cannot answer), the decision log's filter.
Keyword matches are ``pg_keywords``'s.

Why the filter goes inside every query: a narrow filter (one team, one source, a date range) must find
its memories however many others the user has, so no read takes a fixed pool and filters it afterwards.
For vectors that means pgvector's iterative index scans (set per connection in ``pg_database``): the HNSW
scan keeps walking the graph until k rows pass the filter. When the scan still returns fewer than k (the
filter admits fewer than k memories, or the scan reached ``hnsw.max_scan_tuples``), the same query runs
again without the index, exactly, over what the filter admits; that set is small by then.

Case-insensitive filters compare Python's ``str.casefold`` of both sides: the memory's folded source and
category are stored beside them (``source_key``, ``category_key``), because PostgreSQL's own ``lower``
folds only what the database's collation knows (ASCII under the C locale) and ``casefold()`` exists only
from PostgreSQL 18 on.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

import numpy as np

from mnemo.domain.models import MemoryStatus
from mnemo.domain.queries import LogFilter, MemoryFilter
from mnemo.storage.codec import PLAIN, RowCodec, refuse_sealed_filter
from mnemo.storage.postgres.pg_rows import PgVector, query_terms, utc

def fold(value: str | None) -> str | None:
    """The key a case-insensitive filter compares (Unicode case folding, as ``MemoryFilter.admits``)."""
    return value.casefold() if isinstance(value, str) else None


def sql_text(value: str) -> str:
    """A string literal (standard_conforming_strings is on in every supported PostgreSQL)."""
    return "'" + value.replace("'", "''") + "'"


def filter_sql(flt: MemoryFilter, alias: str = "m", statuses: Sequence[MemoryStatus] | None = None,
               codec: RowCodec = PLAIN) -> tuple[str, list[Any]]:
    """``flt`` as a WHERE clause over ``memories`` (alias ``alias``); ``statuses`` overrides the filter's."""
    a = alias
    chosen = [MemoryStatus(s).value for s in (statuses if statuses is not None else flt.statuses)]
    owners = flt.owners
    who = f"{a}.user_id = %s" if len(owners) == 1 else f"{a}.user_id = ANY(%s)"
    params: list[Any] = [owners[0] if len(owners) == 1 else list(owners)]
    if chosen == ["active"]:  # a literal, so the planner can use the partial HNSW index (status = 'active')
        parts = [who, f"{a}.status = 'active'"]
    else:
        parts = [who, f"{a}.status = ANY(%s)"]
        params.append(chosen)
    if flt.teams is not None:
        named = [t for t in flt.teams if t is not None]
        alternatives = [f"{a}.team_id = ANY(%s)"] if named else []
        if None in flt.teams:
            alternatives.append(f"{a}.team_id IS NULL")
        parts.append(f"({' OR '.join(alternatives)})" if alternatives else "false")
        if named:
            params.append(named)
    if flt.source is not None:
        parts.append(f"({a}.source_key = %s OR {a}.source_type = %s)")
        params += [codec.source_key(fold(flt.source)), fold(flt.source)]
    if flt.category is not None:
        parts.append(f"{a}.category_key = %s")
        params.append(fold(flt.category))
    if flt.since is not None:
        parts.append(f"{a}.updated_at >= %s")
        params.append(utc(flt.since))
    if flt.until is not None:
        parts.append(f"{a}.updated_at < %s")
        params.append(utc(flt.until))
    for column in ("agent_id", "run_id"):
        if getattr(flt, column) is not None:
            parts.append(f"{a}.{column} = %s")
            params.append(getattr(flt, column))
    if flt.reads_sealed:
        refuse_sealed_filter(codec)
    for spellings in flt.tags:
        parts.append(f"EXISTS (SELECT 1 FROM jsonb_array_elements_text({a}.keywords) t WHERE lower(t) = ANY(%s))")
        params.append(list(spellings))  # case-folded by tag_spellings
    for key, want in flt.metadata:  # the payload is JSON text without a vault (storage/codec.py)
        parts.append(f"({a}.sealed::jsonb -> 'metadata' -> %s) = %s::jsonb")
        params += [key, json.dumps(want)]
    return " AND ".join(parts), params


# --- vectors -----------------------------------------------------------------------------------------------
def hnsw_index_name(model_id: str, dim: int) -> str:
    return "ix_memories_hnsw_" + hashlib.blake2b(f"{model_id}\x00{dim}".encode(), digest_size=6).hexdigest()


# The HNSW graph's shape and the search depths (docs/postgres.md, "Vector search"). Measured on 100k memories
# of the bundled model (benchmarks/store_scale.py data): pgvector's defaults (m 16, ef_construction 64,
# ef_search 40) find 0.91 of the exact top 10, and only ~0.5 for short questions, which land far from every
# stored text; m 24 / ef_construction 200 with ef_search 400 find 0.996 (questions 0.975) at ~7 ms. Writes
# look for near-duplicates, which sit close to the new text, where a shallow search already finds them.
HNSW_M = 24
HNSW_EF_CONSTRUCTION = 200
SEARCH_EF = 400
WRITE_EF = 100


def hnsw_index_sql(model_id: str, dim: int) -> str:
    """One HNSW index (cosine) per embedding model and width, over the active memories that model embedded:
    the column holds any width, an index needs one, and superseded versions stay out of similarity."""
    return (f"CREATE INDEX IF NOT EXISTS {hnsw_index_name(model_id, dim)} ON memories USING hnsw "
            f"((embedding::vector({int(dim)})) vector_cosine_ops) "
            f"WITH (m = {HNSW_M}, ef_construction = {HNSW_EF_CONSTRUCTION}) WHERE embedding_model = {sql_text(model_id)} "
            f"AND embedding_dim = {int(dim)} AND status = 'active'")


def nearest_sql(where: str, model_id: str, dim: int, *, exact: bool) -> str:
    """The k nearest rows ``where`` admits among the model's active vectors, as (id, cosine).

    The model and width are literals so the planner can match the partial index; ``exact`` orders by the
    plain column, which no index covers, so the distances are computed for every admitted row."""
    typed = f"vector({int(dim)})"
    column = "m.embedding" if exact else f"(m.embedding::{typed})"
    return (f"SELECT m.id, 1 - ({column} <=> %s::{typed}) AS score FROM memories m WHERE {where} "
            f"AND m.embedding_model = {sql_text(model_id)} AND m.embedding_dim = {int(dim)} "
            f"ORDER BY {column} <=> %s::{typed} LIMIT %s")


def nearest_rows(c: Any, where: str, params: Sequence[Any], model_id: str | None, vector: np.ndarray, k: int,
                 min_score: float) -> list[tuple[str, float]]:
    """The k nearest admitted active memories at or above ``min_score``, best first (see module doc)."""
    if model_id is None or k <= 0:
        return []
    dim = int(vector.shape[0])
    literal = PgVector(vector)
    rows = c.execute(nearest_sql(where, model_id, dim, exact=False), (literal, *params, literal, k)).fetchall()
    if len(rows) < k:
        rows = c.execute(nearest_sql(where, model_id, dim, exact=True), (literal, *params, literal, k)).fetchall()
    hits = sorted(((str(i), float(s)) for i, s in rows), key=lambda h: h[1], reverse=True)
    return [(i, s) for i, s in hits if s >= min_score]


def cosines_for(c: Any, ids: Sequence[str], model_id: str | None, vector: np.ndarray) -> dict[str, float]:
    """The cosine of each memory's stored vector of this model with ``vector`` (any status)."""
    if not ids or model_id is None:
        return {}
    dim = int(vector.shape[0])
    rows = c.execute(f"SELECT id, 1 - (embedding <=> %s::vector({dim})) FROM memories WHERE id = ANY(%s) "
                     f"AND embedding IS NOT NULL AND embedding_model = %s AND embedding_dim = %s",
                     (PgVector(vector), list(ids), model_id, dim)).fetchall()
    return {str(i): float(s) for i, s in rows}


# --- decision log ------------------------------------------------------------------------------------------
def log_where(flt: LogFilter) -> tuple[str, list[Any]]:
    parts: list[str] = []
    params: list[Any] = []
    if flt.owners is not None:
        parts.append("user_id = ANY(%s)")
        params.append(list(flt.owners))
    if flt.teams is not None:
        named = [t for t in flt.teams if t is not None]
        alternatives = ["team_id = ANY(%s)"] if named else []
        if None in flt.teams:
            alternatives.append("team_id IS NULL")
        parts.append(f"({' OR '.join(alternatives)})" if alternatives else "false")
        if named:
            params.append(named)
    for sql, value in (("decision = %s", flt.decision),
                       ("timestamp >= %s", utc(flt.since) if flt.since else None),
                       ("timestamp <= %s", utc(flt.until) if flt.until else None)):
        if value is not None:
            parts.append(sql)
            params.append(value)
    return ("WHERE " + " AND ".join(parts) if parts else ""), params
