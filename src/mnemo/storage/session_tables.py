"""Web sessions and answered deliveries on either backend (migration 013): ``store.sessions()``, the port's
``ServerSessions``.

Why in the database and not in a process: a team runs several ``mnemo serve`` processes on one database
(docs/postgres.md), and a browser's next request or a Slack retry may reach any of them. A session kept in
one process's memory logged the person out whenever the next request went elsewhere, and a retry reaching
another process was answered twice. One implementation for SQLite and PostgreSQL on ``DialectTables`` (as
``job_tables``).

Nothing here opens anything by itself: a session row holds a hash of the id the cookie carries and the id of
the API key, never the key; the key is checked again on every request (``key_service.KeyService``).
"""

from __future__ import annotations

from datetime import datetime

from mnemo.domain.api_keys import WebSessionRecord
from mnemo.storage.dialect_tables import DialectTables


class SessionTables(DialectTables):
    """``store.sessions()``: the port's ``ServerSessions`` over a store's database."""

    def open(self, id_hash: str, key_id: str, now: datetime) -> None:
        with self._write() as c:
            c.execute(self._q("INSERT INTO web_sessions (id_hash, key_id, created_at, seen_at) VALUES (?, ?, ?, ?)"),
                      (id_hash, key_id, self._time(now), self._time(now)))

    def get(self, id_hash: str) -> WebSessionRecord | None:
        rows = self._read("SELECT key_id, created_at, seen_at FROM web_sessions WHERE id_hash = ?", (id_hash,))
        if not rows:
            return None
        key_id, created, seen = rows[0]
        return WebSessionRecord(key_id=str(key_id), created_at=self._parse_time(created),  # type: ignore[arg-type]
                                seen_at=self._parse_time(seen))  # type: ignore[arg-type]

    def touch(self, id_hash: str, now: datetime) -> None:
        with self._write() as c:
            c.execute(self._q("UPDATE web_sessions SET seen_at = ? WHERE id_hash = ?"), (self._time(now), id_hash))

    def close(self, id_hash: str) -> None:
        with self._write() as c:
            c.execute(self._q("DELETE FROM web_sessions WHERE id_hash = ?"), (id_hash,))

    def expire(self, *, seen_before: datetime, created_before: datetime) -> int:
        """Drop the sessions idle since ``seen_before`` or started before ``created_before``."""
        with self._write() as c:
            cur = c.execute(self._q("DELETE FROM web_sessions WHERE seen_at < ? OR created_at < ?"),
                            (self._time(seen_before), self._time(created_before)))
            return int(cur.rowcount or 0)

    def count(self) -> int:
        return int(self._read("SELECT count(*) FROM web_sessions")[0][0])

    def first_time(self, scope: str, event_id: str, now: datetime) -> bool:
        """Record that ``event_id`` of ``scope`` was taken; False when some process took it before. One
        statement, so two processes taking the same id at once cannot both be first."""
        with self._write() as c:
            cur = c.execute(self._q("INSERT INTO seen_events (scope, event_id, seen_at) VALUES (?, ?, ?) "
                                    "ON CONFLICT (scope, event_id) DO NOTHING"),
                            (scope, event_id, self._time(now)))
            return int(cur.rowcount or 0) == 1

    def forget_events(self, before: datetime) -> int:
        with self._write() as c:
            cur = c.execute(self._q("DELETE FROM seen_events WHERE seen_at < ?"), (self._time(before),))
            return int(cur.rowcount or 0)
