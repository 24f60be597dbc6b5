"""The notify outbox on PostgreSQL (table ``notify_outbox``, migration 005).

Events are inserted by ``PgTx.enqueue_event`` inside the write transaction that records what they
announce. A sender takes due events with a lease: the due rows are locked with ``FOR UPDATE SKIP LOCKED``
and their ``next_attempt_at`` pushed to the lease's end in one transaction, so two senders, in one
process or on two servers, never take the same event, and neither waits for the other.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from mnemo.domain.events import OutboxEvent
from mnemo.storage.postgres.pg_database import PgDatabase
from mnemo.storage.postgres.pg_rows import utc

log = logging.getLogger(__name__)

_COLUMNS = "id, event, user_id, payload, created_at, status, attempts, next_attempt_at, last_error"
_ERROR_CHARS = 500


def _event_from_row(r: Sequence[Any]) -> OutboxEvent:
    return OutboxEvent(id=r[0], event=r[1], user_id=r[2], payload=json.loads(r[3]), created_at=utc(r[4]),
                       status=r[5], attempts=r[6], next_attempt_at=utc(r[7]) if r[7] else None, last_error=r[8])


class PgOutbox:
    """One per store (``PostgresStore.outbox()``); disabled until ``enable``."""

    def __init__(self, db: PgDatabase) -> None:
        self.db = db
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
        """After a commit (outside the write locks): hand the transaction's events to the sender. Never
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
        due = "status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= %s)"
        params: list[Any] = [utc(now)]
        if ids is not None:
            if not ids:
                return []
            due += " AND id = ANY(%s)"
            params.append(list(ids))
        with self.db.transaction() as c:
            rows = c.execute(f"SELECT {_COLUMNS} FROM notify_outbox WHERE {due} ORDER BY created_at, id COLLATE \"C\" "
                             "LIMIT %s FOR UPDATE SKIP LOCKED", (*params, limit)).fetchall()
            taken = [_event_from_row(r) for r in rows]
            if taken:
                c.execute("UPDATE notify_outbox SET next_attempt_at = %s WHERE id = ANY(%s)",
                          (utc(lease_until), [e.id for e in taken]))
        return [e.model_copy(update={"next_attempt_at": lease_until}) for e in taken]

    def delivered(self, event_id: str) -> None:
        with self.db.transaction() as c:
            c.execute("DELETE FROM notify_outbox WHERE id = %s", (event_id,))

    def retry_at(self, event_id: str, at: datetime | None, *, attempts: int, error: str | None = None) -> None:
        with self.db.transaction() as c:
            c.execute("UPDATE notify_outbox SET status = 'pending', next_attempt_at = %s, attempts = %s, "
                      "last_error = coalesce(%s, last_error) WHERE id = %s",
                      (utc(at) if at else None, attempts, error[:_ERROR_CHARS] if error else None, event_id))

    def give_up(self, event_id: str, *, attempts: int, error: str) -> None:
        with self.db.transaction() as c:
            c.execute("UPDATE notify_outbox SET status = 'failed', next_attempt_at = NULL, attempts = %s, "
                      "last_error = %s WHERE id = %s", (attempts, error[:_ERROR_CHARS], event_id))

    def list(self, *, status: str | None = None, limit: int = 100) -> list[OutboxEvent]:
        where, params = ("WHERE status = %s", (status,)) if status else ("", ())
        rows = self.db.read(f"SELECT {_COLUMNS} FROM notify_outbox {where} ORDER BY created_at, id COLLATE \"C\" "
                            "LIMIT %s", (*params, limit))
        return [_event_from_row(r) for r in rows]
