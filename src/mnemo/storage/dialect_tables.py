"""What the tables kept alike on both backends share (``live_tables``, ``job_tables``): one SQL text with
``?`` placeholders (``%s`` on PostgreSQL), times as ISO text on SQLite and ``timestamptz`` on PostgreSQL,
and a write transaction that is SQLite's immediate one or a PostgreSQL one (with advisory locks if asked).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any


class DialectTables:
    def __init__(self, db: Any, *, postgres: bool) -> None:
        self.db = db
        self.pg = postgres

    def _q(self, sql: str) -> str:
        return sql.replace("?", "%s") if self.pg else sql

    @contextmanager
    def _write(self, lock_keys: Sequence[int] = ()) -> Iterator[Any]:
        """A write transaction; on PostgreSQL holding an advisory lock on each of ``lock_keys`` (SQLite's
        immediate transaction already excludes every other writer)."""
        with (self.db.transaction(list(lock_keys)) if self.pg else self.db.immediate()) as c:
            yield c

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return list(self.db.read(self._q(sql), params))

    def _time(self, dt: datetime | None) -> Any:
        if dt is None:
            return None
        dt = dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)
        return dt if self.pg else dt.isoformat(timespec="microseconds").replace("+00:00", "Z")

    @staticmethod
    def _parse_time(value: Any) -> datetime | None:
        if value is None:
            return None
        if isinstance(value, datetime):
            return value.astimezone(UTC)
        return datetime.fromisoformat(str(value).replace("Z", "+00:00")).astimezone(UTC)
