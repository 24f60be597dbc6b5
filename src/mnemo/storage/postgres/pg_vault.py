"""The PostgreSQL side of resealing a store under a vault (``storage/resealer.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

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
    term_count,
    to_pg,
    tsvector_literal,
)
from mnemo.storage.resealer import Dialect

if TYPE_CHECKING:
    from mnemo.storage.postgres.pg_store import PostgresStore

ROWS = {"memory": memory_from_row, "log": log_from_row, "conflict": conflict_from_row, "person": person_from_row,
         "entity": entity_from_row, "edge": edge_from_row}


class PgDialect(Dialect):
    pg = True
    memory_columns = MEMORY_COLUMNS
    log_columns = LOG_COLUMNS
    conflict_columns = CONFLICT_COLUMNS
    person_columns = PERSON_COLUMNS
    entity_columns = ENTITY_COLUMNS
    edge_columns = EDGE_COLUMNS
    rows = ROWS

    def __init__(self, store: PostgresStore) -> None:
        self.db = store.db

    def write(self) -> AbstractContextManager[Any]:
        return self.db.transaction()

    def value(self, column: str, value: Any) -> Any:
        return to_pg(column, value)

    def reindex(self, c: Any, memory_id: str, tokens: Sequence[str]) -> None:
        c.execute("UPDATE memories SET terms = %s::tsvector, n_terms = %s WHERE id = %s",
                  (tsvector_literal(tokens), term_count(tokens), memory_id))
