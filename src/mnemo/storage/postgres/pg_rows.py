"""PostgreSQL column types for the codec's records: ``timestamptz`` for times, ``jsonb`` for the lists and
objects queries look into (keywords, a log entry's action, an edge's metadata), the sealed payload as text.
The codec (``storage/codec.py``) decides what is sealed; this module only maps values to and from
PostgreSQL's types, and turns the core's keyword terms and vectors into ``tsvector`` / ``tsquery`` / ``vector``
literals.

Why literals for terms: the core's terms must be indexed verbatim (``text.tokenize.index_terms``), and
``to_tsvector`` would re-tokenize them. ``array_to_tsvector`` keeps them verbatim but drops repetitions, and
the term frequency is part of the rank SQLite's FTS5 gives (a memory that says "budget" three times ranks
above one that says it once); a ``tsvector`` literal with one position per occurrence keeps both.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from datetime import datetime, timezone
from typing import Any

import numpy as np

from mnemo.domain.models import ConflictRecord, Edge, Entity, LogEntry, Memory, Person
from mnemo.storage.codec import LOG_PLAIN, MEMORY_PLAIN, RowCodec

MEMORY_COLUMNS = ", ".join(f"m.{c}" for c in MEMORY_PLAIN) + ", m.sealed"
_JSON = frozenset({"keywords", "metadata", "action"})

LOG_COLUMNS = LOG_PLAIN
CONFLICT_COLUMNS = ("id", "created_at", "user_id", "kind", "existing_id", "incoming_id", "field",
                    "existing_source_type", "incoming_source_type", "resolution", "status", "edge_id")
PERSON_COLUMNS = ("id", "user_id", "team_id", "source_type", "confidence", "importance", "created_at", "updated_at")
ENTITY_COLUMNS = ("id", "user_id", "team_id", "kind", "source_type", "created_at", "updated_at")
EDGE_COLUMNS = ("id", "type", "source_id", "target_id", "confidence", "evidence", "user_id", "created_at",
                "removed_at", "metadata")

# PostgreSQL limits: a lexeme is at most 2047 bytes, a position at most 16383, 256 positions per lexeme.
_MAX_LEXEME_BYTES = 2046
_MAX_POSITION = 16383
_MAX_POSITIONS = 256


def utc(dt: datetime) -> datetime:
    """An aware UTC datetime (naive ones are taken as UTC, as the SQLite store does)."""
    return dt.replace(tzinfo=timezone.utc) if dt.tzinfo is None else dt.astimezone(timezone.utc)


def to_pg(column: str, value: Any) -> Any:
    """A Python value as its PostgreSQL parameter."""
    from psycopg.types.json import Jsonb

    if value is None:
        return None
    if column in _JSON:
        return Jsonb(value)
    if isinstance(value, datetime):
        return utc(value)
    return getattr(value, "value", value)  # enums


def _from_pg(columns: Sequence[str], row: Sequence[Any]) -> dict[str, Any]:
    return {c: (utc(v) if isinstance(v, datetime) else v) for c, v in zip(columns, row)}


def memory_values(cx: RowCodec, m: Memory) -> list[Any]:
    plain, sealed = cx.memory_parts(m)
    return [to_pg(c, plain[c]) for c in MEMORY_PLAIN] + [sealed]


def memory_from_row(cx: RowCodec, r: Sequence[Any]) -> Memory:
    return cx.memory_from_parts(_from_pg(MEMORY_PLAIN, r), r[len(MEMORY_PLAIN)])


def log_values(cx: RowCodec, entry: LogEntry) -> list[Any]:
    plain, sealed = cx.log_parts(entry)
    return [to_pg(c, plain[c]) for c in LOG_COLUMNS] + [sealed]


def log_from_row(cx: RowCodec, r: Sequence[Any]) -> LogEntry:
    return cx.log_from_parts(_from_pg(LOG_COLUMNS, r), r[len(LOG_COLUMNS)])


def conflict_values(cx: RowCodec, c: ConflictRecord) -> list[Any]:
    plain, sealed = cx.conflict_parts(c)
    return [to_pg(k, plain[k]) for k in CONFLICT_COLUMNS] + [sealed]


def conflict_from_row(cx: RowCodec, r: Sequence[Any]) -> ConflictRecord:
    return cx.conflict_from_parts(_from_pg(CONFLICT_COLUMNS, r), r[len(CONFLICT_COLUMNS)])


def person_values(cx: RowCodec, p: Person) -> list[Any]:
    plain, sealed = cx.person_parts(p)
    return [to_pg(k, plain[k]) for k in PERSON_COLUMNS] + [sealed]


def person_from_row(cx: RowCodec, r: Sequence[Any]) -> Person:
    return cx.person_from_parts(_from_pg(PERSON_COLUMNS, r), r[len(PERSON_COLUMNS)])


def entity_values(cx: RowCodec, e: Entity) -> list[Any]:
    plain, sealed = cx.entity_parts(e)
    return [to_pg(k, plain[k]) for k in ENTITY_COLUMNS] + [sealed]


def entity_from_row(cx: RowCodec, r: Sequence[Any]) -> Entity:
    return cx.entity_from_parts(_from_pg(ENTITY_COLUMNS, r), r[len(ENTITY_COLUMNS)])


def edge_values(cx: RowCodec, e: Edge) -> list[Any]:
    data = cx.edge_fields(e)
    return [to_pg(k, data[k]) for k in EDGE_COLUMNS]


def edge_from_row(cx: RowCodec, r: Sequence[Any]) -> Edge:
    return cx.edge_from_fields(_from_pg(EDGE_COLUMNS, r))


def select(columns: Sequence[str], table: str, alias: str = "") -> str:
    """``SELECT a, b, ..., sealed FROM table`` for one of the codec's record types."""
    prefix = f"{alias}." if alias else ""
    return f"SELECT {', '.join(prefix + c for c in columns)}, {prefix}sealed FROM {table} {alias}".rstrip()


# --- keyword terms -----------------------------------------------------------------------------------------
def _quote(term: str) -> str:
    """A lexeme quoted for tsvector/tsquery input: taken verbatim, whatever characters it holds."""
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def _usable(term: str) -> bool:
    return bool(term) and "\x00" not in term and len(term.encode("utf-8")) <= _MAX_LEXEME_BYTES


def tsvector_literal(terms: Sequence[str]) -> str:
    """The ``tsvector`` of a memory's terms: each distinct term once, with one position per occurrence (in
    the order given), so the rank sees term frequencies and the document's length."""
    positions: dict[str, list[int]] = {}
    for i, term in enumerate(terms, start=1):
        if _usable(term):
            at = positions.setdefault(term, [])
            if len(at) < _MAX_POSITIONS:
                at.append(min(i, _MAX_POSITION))
    return " ".join(f"{_quote(t)}:{','.join(map(str, dict.fromkeys(p)))}" for t, p in positions.items())


def term_count(terms: Sequence[str]) -> int:
    """A memory's length for bm25: its terms with repetitions (those the tsvector can hold)."""
    return sum(1 for t in terms if _usable(t))


def query_terms(terms: Sequence[str]) -> list[str]:
    """The distinct usable terms of a query, in order."""
    return [t for t in dict.fromkeys(terms) if _usable(t)]


# --- vectors -----------------------------------------------------------------------------------------------
class PgVector:
    """A float32 vector as a query parameter, sent in pgvector's binary form (``VectorDumper``): its
    ``vector_recv`` reads a 2-byte dimension, 2 unused bytes, then the floats big-endian. Text (``%.9g`` per
    element, 0.12 ms a vector in Python and a float parse per element in the server) was ~6% of an API
    server's busy time under load; the binary form is one numpy byte swap."""

    __slots__ = ("data",)

    def __init__(self, vector: np.ndarray) -> None:
        a = np.asarray(vector, dtype=">f4").ravel()
        self.data = struct.pack(">HH", a.shape[0], 0) + a.tobytes()


def vector_dumper() -> type:
    """The psycopg dumper of ``PgVector`` (registered on every connection, ``pg_database``). Its type is left
    unknown (oid 0): every statement casts the parameter (``%s::vector``), so the server reads it with the
    vector type's binary input whatever the extension's oid is in this database."""
    from psycopg.adapt import Dumper
    from psycopg.pq import Format

    class VectorDumper(Dumper):
        format = Format.BINARY

        def dump(self, obj: Any) -> bytes:
            return obj.data

    return VectorDumper


def vector_from_binary(raw: bytes) -> np.ndarray:
    """A vector read back as ``vector_send(embedding)`` (the binary form ``PgVector`` sends)."""
    return np.frombuffer(raw, dtype=">f4", offset=4).astype(np.float32)
