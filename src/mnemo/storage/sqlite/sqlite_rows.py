"""SQLite column types for the codec's records: UTC ISO-8601 text timestamps, JSON text for lists and
objects, the sealed payload in a ``sealed`` column. The codec (``storage/codec.py``) decides what is
sealed; this module only maps values to and from SQLite's types."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any

from mnemo.domain.models import ConflictRecord, LogEntry, Edge, Entity, Memory, Person
from mnemo.storage.codec import LOG_PLAIN, MEMORY_PLAIN, RowCodec

# ``memories`` columns read for a Memory (alias m), in ``memory_from_row``'s order; the sealed payload last.
MEMORY_COLUMNS = ", ".join(f"m.{c}" for c in MEMORY_PLAIN) + ", m.sealed"
_TIMES = frozenset({"created_at", "updated_at", "deleted_at", "timestamp", "last_used_at", "revoked_at"})
_JSON = frozenset({"keywords", "metadata", "action"})

LOG_COLUMNS = LOG_PLAIN
CONFLICT_COLUMNS = ("id", "created_at", "user_id", "kind", "existing_id", "incoming_id", "field",
                    "existing_source_type", "incoming_source_type", "resolution", "status", "edge_id")
PERSON_COLUMNS = ("id", "user_id", "team_id", "source_type", "confidence", "importance", "created_at", "updated_at")
ENTITY_COLUMNS = ("id", "user_id", "team_id", "kind", "source_type", "created_at", "updated_at")
EDGE_COLUMNS = ("id", "type", "source_id", "target_id", "confidence", "evidence", "user_id", "created_at",
                "removed_at", "metadata")


def ts(dt: datetime) -> str:
    """UTC, fixed width, lexicographically sortable."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    elif dt.utcoffset():
        dt = dt.astimezone(timezone.utc)
    # same text as strftime("%Y-%m-%dT%H:%M:%S.%fZ"), several times faster
    return dt.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def parse_ts(value: str | None) -> datetime | None:
    if value is None:
        return None
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def to_sql(column: str, value: Any) -> Any:
    """A Python value as its SQLite column value."""
    if value is None:
        return None
    if column in _TIMES:
        return ts(value)
    if column in _JSON or isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False, default=str)
    return getattr(value, "value", value)  # enums


@lru_cache(maxsize=32)
def _converters(columns: tuple[str, ...]) -> tuple[tuple[str, Callable[[str], Any]], ...]:
    """The columns of a row that are not read as they are stored (JSON, times), with their reader."""
    return tuple((c, json.loads if c in _JSON else parse_ts) for c in columns if c in _JSON or c in _TIMES)


def _from_sql(columns: Sequence[str], row: Sequence[Any]) -> dict[str, Any]:
    # dict(zip()) and a loop over the few columns to convert: a search decodes 40-80 rows, and the loop over
    # every column cost 15 us a row against 5
    out = dict(zip(columns, row))
    for column, read in _converters(tuple(columns)):
        value = out[column]
        if value is not None:
            out[column] = read(value)
    return out


def memory_values(cx: RowCodec, m: Memory) -> list[Any]:
    """Values for ``INSERT INTO memories (<MEMORY_PLAIN>, sealed)``."""
    plain, sealed = cx.memory_parts(m)
    return [to_sql(c, plain[c]) for c in MEMORY_PLAIN] + [sealed]


def memory_from_row(cx: RowCodec, r: Sequence[Any]) -> Memory:
    plain = _from_sql(MEMORY_PLAIN, r)
    return cx.memory_from_parts(plain, r[len(MEMORY_PLAIN)])


def log_values(cx: RowCodec, entry: LogEntry) -> list[Any]:
    plain, sealed = cx.log_parts(entry)
    return [to_sql(c, plain[c]) for c in LOG_COLUMNS] + [sealed]


def log_from_row(cx: RowCodec, r: Sequence[Any]) -> LogEntry:
    return cx.log_from_parts(_from_sql(LOG_COLUMNS, r), r[len(LOG_COLUMNS)])


def conflict_values(cx: RowCodec, c: ConflictRecord) -> list[Any]:
    plain, sealed = cx.conflict_parts(c)
    return [to_sql(k, plain[k]) for k in CONFLICT_COLUMNS] + [sealed]


def conflict_from_row(cx: RowCodec, r: Sequence[Any]) -> ConflictRecord:
    return cx.conflict_from_parts(_from_sql(CONFLICT_COLUMNS, r), r[len(CONFLICT_COLUMNS)])


def person_values(cx: RowCodec, p: Person) -> list[Any]:
    plain, sealed = cx.person_parts(p)
    return [to_sql(k, plain[k]) for k in PERSON_COLUMNS] + [sealed]


def person_from_row(cx: RowCodec, r: Sequence[Any]) -> Person:
    return cx.person_from_parts(_from_sql(PERSON_COLUMNS, r), r[len(PERSON_COLUMNS)])


def entity_values(cx: RowCodec, e: Entity) -> list[Any]:
    plain, sealed = cx.entity_parts(e)
    return [to_sql(k, plain[k]) for k in ENTITY_COLUMNS] + [sealed]


def entity_from_row(cx: RowCodec, r: Sequence[Any]) -> Entity:
    return cx.entity_from_parts(_from_sql(ENTITY_COLUMNS, r), r[len(ENTITY_COLUMNS)])


def edge_values(cx: RowCodec, e: Edge) -> list[Any]:
    data = cx.edge_fields(e)
    return [to_sql(k, data[k]) for k in EDGE_COLUMNS]


def edge_from_row(cx: RowCodec, r: Sequence[Any]) -> Edge:
    return cx.edge_from_fields(_from_sql(EDGE_COLUMNS, r))


def select(columns: Sequence[str], table: str, alias: str = "") -> str:
    """``SELECT a, b, ..., sealed FROM table`` for one of the codec's record types."""
    prefix = f"{alias}." if alias else ""
    return f"SELECT {', '.join(prefix + c for c in columns)}, {prefix}sealed FROM {table} {alias}".rstrip()
