"""Ingestion bookkeeping on PostgreSQL: items already consolidated, connector cursors, thread neighbours.

The same ledger as SQLite's (``sqlite_ledger``, whose docstring says why a ledger sits beside the
memories): its rows and the cursor are written inside the caller's transaction, so they commit with the
items' links or not at all.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timezone

from psycopg.types.json import Jsonb

from mnemo.ports import Cursor, StoreTx
from mnemo.storage.postgres.pg_database import PgDatabase
from mnemo.storage.codec import PLAIN, RowCodec
from mnemo.storage.postgres.pg_rows import MEMORY_COLUMNS, memory_from_row
from mnemo.storage.postgres.pg_tx import PgTx

_REFS = "(source_ref = %s OR source_ref LIKE %s ESCAPE '\\' OR source_ref LIKE %s ESCAPE '\\')"


class PgIngestLedger:
    def __init__(self, db: PgDatabase, codec: RowCodec = PLAIN) -> None:
        self.db = db
        self.cx = codec  # a vault's store keeps item keys, refs and threads as tokens

    def seen(self, user_id: str, source: str, keys: Sequence[str]) -> set[str]:
        if not keys:
            return set()
        by_token = {t: k for k in keys for t in self.cx.item_keys(k)}
        return {by_token[r[0]] for r in self.db.read(
            "SELECT item_key FROM ingested_items WHERE user_id = %s AND source = %s AND item_key = ANY(%s)",
            (user_id, source, list(by_token)))}

    def active_for_item(self, user_id: str, source: str, source_id: str) -> list[str]:
        """Active memories that came from one source item (refs ``id``, ``id#n``, ``id@revision``)."""
        ref = self.cx.ref(source_id) or ""
        like = _like_prefix(ref)
        rows = self.db.read(f"SELECT id FROM memories WHERE user_id = %s AND source = %s AND status = 'active' "
                            f"AND {_REFS}", (user_id, self.cx.source_key(source), ref, like + "#%", like + "@%"))
        return [r[0] for r in rows]

    def thread_of_ref(self, user_id: str, source: str, source_ref: str) -> str | None:
        ref = self.cx.ref(source_ref) or ""
        like = _like_prefix(ref)
        refs = _REFS.replace("source_ref", "m.source_ref")
        rows = self.db.read(f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = %s AND m.source = %s "
                            f"AND m.thread_id IS NOT NULL AND {refs} LIMIT 1",
                            (user_id, self.cx.source_key(source), ref, like + "#%", like + "@%"))
        return memory_from_row(self.cx, rows[0]).thread_id if rows else None  # the real thread, not its token

    def memories_for_refs(self, user_id: str, source: str, refs: Sequence[str]) -> dict[str, str]:
        """source_ref -> the memory it became, now: the active version of its lineage, else the row itself."""
        if not refs:
            return {}
        found: dict[str, str] = {}
        by_token = {self.cx.ref(r): r for r in refs}
        rows = self.db.read(
            "SELECT m.source_ref, m.id, (SELECT a.id FROM memories a WHERE a.lineage_id = m.lineage_id AND "
            "a.status = 'active' LIMIT 1) FROM memories m WHERE m.user_id = %s AND m.source = %s AND "
            "m.source_ref = ANY(%s) ORDER BY m.version", (user_id, self.cx.source_key(source), list(by_token)))
        for ref, mid, active in rows:
            found.setdefault(by_token[ref], active or mid)
        return found

    def thread_latest(self, user_id: str, thread_ids: Sequence[str]) -> dict[str, str]:
        """The newest active memory of each thread (the one a new memory of the thread links to)."""
        if not thread_ids:
            return {}
        by_token = {self.cx.thread(t): t for t in thread_ids}
        rows = self.db.read(
            "SELECT DISTINCT ON (thread_id) thread_id, id FROM memories WHERE user_id = %s AND status = 'active' "
            "AND thread_id = ANY(%s) ORDER BY thread_id, updated_at DESC", (user_id, list(by_token)))
        return {by_token[t]: m for t, m in rows}

    def export(self) -> tuple[list[tuple[str, str, str, list[str]]], list[tuple[str, str, str, Cursor]]]:
        items = [(u, s, k, list(ids)) for u, s, k, ids in self.db.read(
            "SELECT user_id, source, item_key, memory_ids FROM ingested_items "
            "ORDER BY user_id COLLATE \"C\", source COLLATE \"C\", item_key COLLATE \"C\"")]
        cursors = [(u, s, sc, json.loads(c)) for u, s, sc, c in self.db.read(
            "SELECT user_id, source, scope, cursor FROM sync_cursors "
            "ORDER BY user_id COLLATE \"C\", source COLLATE \"C\", scope COLLATE \"C\"")]
        return items, cursors

    def cursor(self, user_id: str, source: str, scope: str) -> Cursor | None:
        rows = self.db.read("SELECT cursor FROM sync_cursors WHERE user_id = %s AND source = %s AND scope = %s",
                            (user_id, source, scope))
        return json.loads(rows[0][0]) if rows else None

    def record(self, tx: StoreTx, user_id: str, source: str, entries: Sequence[tuple[str, Sequence[str]]],
               cursor: tuple[str, Cursor] | None) -> None:
        """Inside the caller's transaction (with the items' link edges): mark items done, move the cursor."""
        if not isinstance(tx, PgTx):
            raise TypeError("the PostgreSQL ledger records inside a transaction of its own store")
        now = datetime.now(timezone.utc)
        if entries:
            with tx.c.cursor() as cur:
                cur.executemany(
                    "INSERT INTO ingested_items (user_id, source, item_key, memory_ids, ingested_at) "
                    "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (user_id, source, item_key) DO UPDATE SET "
                    "memory_ids = excluded.memory_ids, ingested_at = excluded.ingested_at",
                    [(user_id, source, self.cx.item_key(key), Jsonb(list(ids)), now) for key, ids in entries])
        if cursor is not None:
            scope, value = cursor
            tx.c.execute("INSERT INTO sync_cursors (user_id, source, scope, cursor, updated_at) "
                         "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (user_id, source, scope) DO UPDATE SET "
                         "cursor = excluded.cursor, updated_at = excluded.updated_at",
                         (user_id, source, scope, json.dumps(value, default=str), now))

    def forget(self, user_id: str, source: str, scope: str | None = None) -> None:
        """Drop the cursor (a full re-read next time; the item ledger still prevents duplicates)."""
        with self.db.transaction() as c:
            if scope is None:
                c.execute("DELETE FROM sync_cursors WHERE user_id = %s AND source = %s", (user_id, source))
            else:
                c.execute("DELETE FROM sync_cursors WHERE user_id = %s AND source = %s AND scope = %s",
                          (user_id, source, scope))


def _like_prefix(value: str) -> str:
    """``value`` escaped for a LIKE pattern (``\\`` is the escape character)."""
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
