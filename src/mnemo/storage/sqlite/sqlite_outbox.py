"""The notify outbox on SQLite (table ``notify_outbox``, migration 005).

Events are inserted by ``SQLiteTx.enqueue_event`` inside the write transaction that records what they
announce; a sender takes due events with a lease (``next_attempt_at`` pushed to the lease's end in one
``BEGIN IMMEDIATE``, so two processes never take the same event at once), then removes a delivered one or
puts it back with its next due time. Reads and the sender's small writes use the store's connection and
lock like every other operation.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from mnemo.domain.events import OutboxEvent
from mnemo.storage.sqlite.sqlite_rows import parse_ts, ts

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_store import SQLiteStore

log = logging.getLogger(__name__)

_COLUMNS = "id, event, user_id, payload, created_at, status, attempts, next_attempt_at, last_error"
_ERROR_CHARS = 500


def event_values(e: OutboxEvent) -> tuple[Any, ...]:
    return (e.id, e.event, e.user_id, json.dumps(e.payload, ensure_ascii=False, separators=(",", ":")),
            ts(e.created_at), e.status, e.attempts, ts(e.next_attempt_at) if e.next_attempt_at else None,
            e.last_error)


def _event_from_row(r: Sequence[Any]) -> OutboxEvent:
    return OutboxEvent(id=r[0], event=r[1], user_id=r[2], payload=json.loads(r[3]), created_at=datetime.fromisoformat(r[4].replace("Z", "+00:00")),
                       status=r[5], attempts=r[6], next_attempt_at=parse_ts(r[7]), last_error=r[8])


class SQLiteOutbox:
    """One per store (``SQLiteStore.outbox()``); disabled until ``enable``."""

    def __init__(self, store: SQLiteStore) -> None:
        self.db = store.db
        self._enabled = False
        self._on_commit: Callable[[Sequence[OutboxEvent]], None] | None = None
        self._on_close: Callable[[], None] | None = None

    @property
    def enabled(self) -> bool:
        return self._enabled

    def enable(self, *, on_commit: Callable[[Sequence[OutboxEvent]], None] | None = None,
               on_close: Callable[[], None] | None = None) -> None:
        self._on_commit, self._on_close = on_commit, on_close
        self._enabled = True

    # -- hooks the store calls ----------------------------------------------------------------------------
    def committed(self, events: Sequence[OutboxEvent]) -> None:
        """After a commit (outside the write lock): hand the transaction's events to the sender. Never
        raises: the write has committed and must be reported as done."""
        if events and self._on_commit is not None:
            try:
                self._on_commit(list(events))
            except Exception:  # noqa: BLE001 - the events are in the outbox; the next drain sends them
                log.warning("Could not hand %d event(s) to the webhook sender; they stay in the outbox",
                            len(events), exc_info=True)

    def closing(self) -> None:
        if self._on_close is not None:
            callback, self._on_close, self._on_commit = self._on_close, None, None
            try:
                callback()
            except Exception:  # noqa: BLE001 - closing the store must not fail on the sender
                log.warning("The webhook sender did not stop cleanly", exc_info=True)

    # -- the port -------------------------------------------------------------------------------------------
    def take(self, now: datetime, lease_until: datetime, *, ids: Sequence[str] | None = None,
             limit: int = 100) -> list[OutboxEvent]:
        due = "status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)"
        params: list[Any] = [ts(now)]
        if ids is not None:
            if not ids:
                return []
            due += f" AND id IN ({','.join('?' * len(ids))})"
            params += list(ids)
        with self.db.immediate() as c:
            rows = c.execute(f"SELECT {_COLUMNS} FROM notify_outbox WHERE {due} ORDER BY created_at, id LIMIT ?",
                             (*params, limit)).fetchall()
            taken = [_event_from_row(r) for r in rows]
            if taken:
                c.execute(f"UPDATE notify_outbox SET next_attempt_at = ? WHERE id IN ({','.join('?' * len(taken))})",
                          (ts(lease_until), *[e.id for e in taken]))
        return [e.model_copy(update={"next_attempt_at": lease_until}) for e in taken]

    def delivered(self, event_id: str) -> None:
        with self.db.immediate() as c:
            c.execute("DELETE FROM notify_outbox WHERE id = ?", (event_id,))

    def retry_at(self, event_id: str, at: datetime | None, *, attempts: int, error: str | None = None) -> None:
        with self.db.immediate() as c:
            c.execute("UPDATE notify_outbox SET status = 'pending', next_attempt_at = ?, attempts = ?, "
                      "last_error = coalesce(?, last_error) WHERE id = ?",
                      (ts(at) if at else None, attempts, error[:_ERROR_CHARS] if error else None, event_id))

    def give_up(self, event_id: str, *, attempts: int, error: str) -> None:
        with self.db.immediate() as c:
            c.execute("UPDATE notify_outbox SET status = 'failed', next_attempt_at = NULL, attempts = ?, "
                      "last_error = ? WHERE id = ?", (attempts, error[:_ERROR_CHARS], event_id))

    def list(self, *, status: str | None = None, limit: int = 100) -> list[OutboxEvent]:
        where, params = ("WHERE status = ?", (status,)) if status else ("", ())
        rows = self.db.read(f"SELECT {_COLUMNS} FROM notify_outbox {where} ORDER BY created_at, id LIMIT ?",
                            (*params, limit))
        return [_event_from_row(r) for r in rows]
