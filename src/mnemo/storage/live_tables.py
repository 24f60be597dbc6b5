"""The live-source tables on either backend (migration 010): configured sources and the webhook inbox.

One implementation for SQLite and PostgreSQL: the statements are the same but for the placeholder (``?``
or ``%s``), how a time is stored (ISO text or ``timestamptz``) and how a write transaction is taken
(``BEGIN IMMEDIATE`` or a PostgreSQL transaction). Taking due deliveries is exclusive on both: SQLite's
immediate transaction serializes it, PostgreSQL's ``FOR UPDATE SKIP LOCKED`` lets several servers take
different deliveries at once, and a taken delivery is leased (``next_attempt_at`` pushed to the lease's
end) so a worker that dies leaves it to be taken again when the lease ends.

Secrets, settings and payloads go through ``storage/codec.py`` (``seal``), the one place the vault will
encrypt; a processed delivery keeps no payload (``finish`` empties it).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from mnemo.domain.live import DONE, FAILED, PENDING, HookDelivery, LiveSource
from mnemo.storage.codec import PLAIN, RowCodec
from mnemo.storage.dialect_tables import DialectTables

_ERROR_CHARS = 500
_SOURCE_COLUMNS = ("name, kind, user_id, team_id, share, sealed, created_at, last_run_at, last_error, items, errors, "
                   "next_run_at, running_until")
_DELIVERY_COLUMNS = ("id, source_name, user_id, event, sealed, received_at, status, attempts, next_attempt_at, "
                     "last_error")


class LiveTables(DialectTables):
    """``store.live_sources()``: the port's ``LiveSourceStore`` over a store's database."""

    def __init__(self, db: Any, *, postgres: bool, codec: RowCodec = PLAIN) -> None:
        super().__init__(db, postgres=postgres)
        self.cx = codec

    # -- sources ----------------------------------------------------------------------------------------------
    def save_source(self, source: LiveSource) -> None:
        """Add ``source``, or replace the one of that name (its run counters are kept)."""
        sealed = self.cx.seal({"secret": source.secret, "settings": source.settings}, f"source:{source.name}")
        share = source.share if self.pg else int(source.share)
        with self._write() as c:
            c.execute(self._q("INSERT INTO live_sources (name, kind, user_id, team_id, share, sealed, created_at) "
                              "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET kind = excluded.kind, "
                              "user_id = excluded.user_id, team_id = excluded.team_id, share = excluded.share, "
                              "sealed = excluded.sealed"),
                      (source.name, source.kind, source.user_id, source.team_id, share, sealed,
                       self._time(source.created_at)))

    def get_source(self, name: str) -> LiveSource | None:
        rows = self._read(f"SELECT {_SOURCE_COLUMNS} FROM live_sources WHERE name = ?", (name,))
        return self._source(rows[0]) if rows else None

    def list_sources(self, kind: str | None = None) -> list[LiveSource]:
        where, params = ("WHERE kind = ?", (kind,)) if kind else ("", ())
        return [self._source(r) for r in self._read(f"SELECT {_SOURCE_COLUMNS} FROM live_sources {where} "
                                                    "ORDER BY name", params)]

    def remove_source(self, name: str) -> bool:
        """Forget a source and its undelivered payloads; True if it existed."""
        with self._write() as c:
            c.execute(self._q("DELETE FROM hook_deliveries WHERE source_name = ?"), (name,))
            return int(c.execute(self._q("DELETE FROM live_sources WHERE name = ?"), (name,)).rowcount or 0) > 0

    def record_run(self, name: str, at: datetime, *, items: int, error: str | None) -> None:
        """A processing run of ``name``: how many items it read, and its error (None clears the last one)."""
        with self._write() as c:
            c.execute(self._q("UPDATE live_sources SET last_run_at = ?, items = items + ?, "
                              "errors = errors + ?, last_error = ? WHERE name = ?"),
                      (self._time(at), items, 1 if error else 0, error[:_ERROR_CHARS] if error else None, name))

    def claim_run(self, name: str, now: datetime, lease_until: datetime, *, force: bool = False) -> str | None:
        """Take a synced source's run: its token if the source is due at ``now`` (or ``force``) and no other
        run holds it, else None. It is then held until ``lease_until``; the run renews the hold while it
        works (``renew_run``), and a run that died frees it when the hold ends. One conditional UPDATE, so two
        servers, or a server and ``mnemo sync``, never both take it."""
        due = "" if force else " AND (next_run_at IS NULL OR next_run_at <= ?)"
        token = uuid.uuid4().hex
        params = (self._time(lease_until), token, name, self._time(now)) + (() if force else (self._time(now),))
        with self._write() as c:
            cur = c.execute(self._q("UPDATE live_sources SET running_until = ?, run_token = ? WHERE name = ? AND "
                                    f"(running_until IS NULL OR running_until <= ?){due}"), params)
            return token if int(cur.rowcount or 0) > 0 else None

    def renew_run(self, name: str, token: str, until: datetime) -> bool:
        """Extend the hold of the run ``token``; False when that run no longer holds the source."""
        with self._write() as c:
            cur = c.execute(self._q("UPDATE live_sources SET running_until = ? WHERE name = ? AND run_token = ?"),
                            (self._time(until), name, token))
            return int(cur.rowcount or 0) > 0

    def schedule(self, name: str, at: datetime | None, token: str | None = None) -> None:
        """A run ended: the source is free, and due next at ``at`` (None: now). With ``token``, only if that
        run still holds it (a run that lost its hold to another does not free the other's)."""
        only = " AND run_token = ?" if token else ""
        with self._write() as c:
            c.execute(self._q("UPDATE live_sources SET next_run_at = ?, running_until = NULL, run_token = NULL "
                              f"WHERE name = ?{only}"), (self._time(at), name) + ((token,) if token else ()))

    def extend_leases(self, ids: Sequence[str], until: datetime) -> None:
        """Deliveries still being processed: their lease runs to ``until`` (the worker renews it as it goes)."""
        with self._write() as c:
            for i in ids:
                c.execute(self._q("UPDATE hook_deliveries SET next_attempt_at = ? WHERE id = ? AND status = ?"),
                          (self._time(until), i, PENDING))

    def _source(self, r: Sequence[Any]) -> LiveSource:
        fields = self.cx.unseal(r[5], f"source:{r[0]}")
        return LiveSource(name=r[0], kind=r[1], user_id=r[2], team_id=r[3], share=bool(r[4]),
                          secret=fields.get("secret"), settings=fields.get("settings") or {},
                          created_at=self._parse_time(r[6]) or datetime.now(UTC), last_run_at=self._parse_time(r[7]),
                          last_error=r[8], items=int(r[9]), errors=int(r[10]), next_run_at=self._parse_time(r[11]),
                          running_until=self._parse_time(r[12]))

    # -- the inbox ----------------------------------------------------------------------------------------------
    def receive(self, delivery: HookDelivery) -> bool:
        """Commit a delivery to the inbox; False when one with its id is already there (a redelivery)."""
        with self._write() as c:
            cur = c.execute(self._q(f"INSERT INTO hook_deliveries ({_DELIVERY_COLUMNS}) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING"),
                            (delivery.id, delivery.source_name, delivery.user_id, delivery.event,
                             self.cx.seal(delivery.record, f"delivery:{delivery.id}"), self._time(delivery.received_at), PENDING, 0, None, None))
            return int(cur.rowcount or 0) > 0

    def take(self, now: datetime, lease_until: datetime, *, limit: int = 50) -> list[HookDelivery]:
        """Due pending deliveries, oldest first, leased until ``lease_until``."""
        lock = " FOR UPDATE SKIP LOCKED" if self.pg else ""
        order = 'received_at, id COLLATE "C"' if self.pg else "received_at, id"
        with self._write() as c:
            rows = c.execute(self._q(f"SELECT {_DELIVERY_COLUMNS} FROM hook_deliveries WHERE status = ? AND "
                                     f"(next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY {order} "
                                     f"LIMIT ?{lock}"), (PENDING, self._time(now), limit)).fetchall()
            taken = [self._delivery(r) for r in rows]
            for d in taken:
                c.execute(self._q("UPDATE hook_deliveries SET next_attempt_at = ? WHERE id = ?"),
                          (self._time(lease_until), d.id))
        return taken

    def finish(self, ids: Sequence[str]) -> None:
        """Processed: the deliveries stay as a record of what arrived, without their payloads."""
        with self._write() as c:
            for i in ids:
                c.execute(self._q("UPDATE hook_deliveries SET status = ?, sealed = '{}', next_attempt_at = NULL, "
                                  "last_error = NULL WHERE id = ?"), (DONE, i))

    def retry(self, delivery_id: str, *, at: datetime | None, attempts: int, error: str, give_up: bool) -> None:
        """A failed attempt: due again at ``at``, or failed for good (its payload kept, for a rerun)."""
        with self._write() as c:
            c.execute(self._q("UPDATE hook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, "
                              "last_error = ? WHERE id = ?"),
                      (FAILED if give_up else PENDING, attempts, None if give_up else self._time(at),
                       error[:_ERROR_CHARS], delivery_id))

    def requeue_failed(self, source_name: str) -> int:
        """Make a source's failed deliveries due again (after its fix); how many."""
        with self._write() as c:
            cur = c.execute(self._q("UPDATE hook_deliveries SET status = ?, attempts = 0, next_attempt_at = NULL "
                                    "WHERE source_name = ? AND status = ?"), (PENDING, source_name, FAILED))
            return int(cur.rowcount or 0)

    def undelivered(self) -> list[HookDelivery]:
        """Every delivery not yet processed (pending or failed), oldest first: what a copy of the store must
        carry, since their senders were told they were received."""
        order = 'received_at, id COLLATE "C"' if self.pg else "received_at, id"
        return [self._delivery(r) for r in self._read(f"SELECT {_DELIVERY_COLUMNS} FROM hook_deliveries "
                                                      f"WHERE status <> ? ORDER BY {order}", (DONE,))]

    def delivery_counts(self, source_name: str) -> dict[str, int]:
        rows = self._read("SELECT status, count(*) FROM hook_deliveries WHERE source_name = ? GROUP BY status",
                          (source_name,))
        counts = {PENDING: 0, DONE: 0, FAILED: 0}
        counts.update({str(s): int(n) for s, n in rows})
        return counts

    def _delivery(self, r: Sequence[Any]) -> HookDelivery:
        return HookDelivery(id=r[0], source_name=r[1], user_id=r[2], event=r[3], record=self.cx.unseal(r[4], f"delivery:{r[0]}"),
                            received_at=self._parse_time(r[5]) or datetime.now(UTC), status=r[6],
                            attempts=int(r[7]), next_attempt_at=self._parse_time(r[8]), last_error=r[9])
