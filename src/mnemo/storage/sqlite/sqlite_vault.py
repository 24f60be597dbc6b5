"""The SQLite side of resealing a store under a vault (``storage/resealer.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from mnemo.storage.codec import RowCodec
from mnemo.storage.resealer import Dialect
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
    person_from_row,
    to_sql,
)
from mnemo.storage.sqlite.sqlite_tx import terms_text

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_store import SQLiteStore

ROWS = {"memory": memory_from_row, "log": log_from_row, "conflict": conflict_from_row, "person": person_from_row,
         "entity": entity_from_row, "edge": edge_from_row}


class SQLiteDialect(Dialect):
    memory_columns = MEMORY_COLUMNS
    log_columns = LOG_COLUMNS
    conflict_columns = CONFLICT_COLUMNS
    person_columns = PERSON_COLUMNS
    entity_columns = ENTITY_COLUMNS
    edge_columns = EDGE_COLUMNS
    rows = ROWS

    def __init__(self, store: SQLiteStore) -> None:
        self.db = store.db

    def write(self) -> AbstractContextManager[Any]:
        return self.db.immediate()

    def value(self, column: str, value: Any) -> Any:
        return to_sql(column, value)

    def reindex(self, c: Any, memory_id: str, tokens: Sequence[str]) -> None:
        c.execute("UPDATE memories_fts SET terms = ? WHERE rowid = (SELECT rowid FROM memories WHERE id = ?)",
                  (terms_text(tokens), memory_id))

    def reseal_vector(self, c: Any, memory_id: str, cx: RowCodec) -> None:
        row = c.execute("SELECT embedding, lineage_id, version FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if row is None or row[0] is None or cx.vector_is_current(row[0]):
            return
        raw = cx.open_vector(row[0], row[1], row[2])
        c.execute("UPDATE memories SET embedding = ? WHERE id = ?", (cx.seal_vector(raw, row[1], row[2]), memory_id))
