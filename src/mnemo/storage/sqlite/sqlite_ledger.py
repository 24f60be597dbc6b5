"""Ingestion bookkeeping on SQLite: items already consolidated, connector cursors, thread neighbours.

Why a ledger beside the memories: a source item can yield no memory at all (a "thanks!" mail), several,
or only SKIPs, so "is this item done?" cannot be read off the memories table. The ledger row is written
with the item's links and its connector cursor in one transaction, after the item's memories committed;
a crash between the two is caught on the rerun by the memories' own ``source_ref`` (see
``refs_present``), so nothing is consolidated twice either way.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from mnemo.ports import Cursor, StoreTx

from mnemo.storage.sqlite.sqlite_rows import MEMORY_COLUMNS, memory_from_row
from mnemo.storage.sqlite.sqlite_tx import SQLiteTx

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_store import SQLiteStore


class SQLiteIngestLedger:
    def __init__(self, store: SQLiteStore) -> None:
        self.db = store.db
        self.cx = store.codec  # a vault's store keeps item keys, refs and threads as tokens

    def seen(self, user_id: str, source: str, keys: Sequence[str]) -> set[str]:
        by_token = {t: k for k in keys for t in self.cx.item_keys(k)}
        return {by_token[r[0]] for r in self.db.read_in(
            "SELECT item_key FROM ingested_items WHERE user_id = ? AND source = ? AND item_key IN ({})",
            (user_id, source), list(by_token))}

    def active_for_item(self, user_id: str, source: str, source_id: str) -> list[str]:
        """Active memories that came from one source item (refs ``id``, ``id#n``, ``id@revision``)."""
        ref = self.cx.ref(source_id) or ""
        like = _like_prefix(ref)
        rows = self.db.read(
            "SELECT id FROM memories WHERE user_id = ? AND source = ? AND status = 'active' AND (source_ref = ? "
            "OR source_ref LIKE ? ESCAPE '\\' OR source_ref LIKE ? ESCAPE '\\')",
            (user_id, self.cx.source_key(source), ref, like + "#%", like + "@%"))
        return [r[0] for r in rows]

    def thread_of_ref(self, user_id: str, source: str, source_ref: str) -> str | None:
        """The thread the memories of item ``source_ref`` were filed under (refs ``id``, ``id#n``, ``id@rev``)."""
        ref = self.cx.ref(source_ref) or ""
        like = _like_prefix(ref)
        rows = self.db.read(
            f"SELECT {MEMORY_COLUMNS} FROM memories m WHERE m.user_id = ? AND m.source = ? AND m.thread_id IS NOT NULL "
            "AND (m.source_ref = ? OR m.source_ref LIKE ? ESCAPE '\\' OR m.source_ref LIKE ? ESCAPE '\\') LIMIT 1",
            (user_id, self.cx.source_key(source), ref, like + "#%", like + "@%"))
        return memory_from_row(self.cx, rows[0]).thread_id if rows else None  # the real thread, not its token

    def memories_for_refs(self, user_id: str, source: str, refs: Sequence[str]) -> dict[str, str]:
        """source_ref -> the memory it became, now: the active version of its lineage (a later item may have
        updated it), else the row itself. For items whose memories committed before a crash."""
        found: dict[str, str] = {}
        by_token = {self.cx.ref(r): r for r in refs}
        rows = self.db.read_in(
            "SELECT m.source_ref, m.id, (SELECT a.id FROM memories a WHERE a.lineage_id = m.lineage_id AND "
            "a.status = 'active' LIMIT 1) FROM memories m WHERE m.user_id = ? AND m.source = ? AND "
            "m.source_ref IN ({}) ORDER BY m.version", (user_id, self.cx.source_key(source)), list(by_token))
        for ref, mid, active in rows:
            found.setdefault(by_token[ref], active or mid)
        return found

    def thread_latest(self, user_id: str, thread_ids: Sequence[str]) -> dict[str, str]:
        """The newest active memory of each thread (the one a new memory of the thread links to)."""
        by_token = {self.cx.thread(t): t for t in thread_ids}
        rows = self.db.read_in(
            "SELECT thread_id, id FROM memories WHERE user_id = ? AND status = 'active' AND thread_id IN ({}) "
            "ORDER BY updated_at", (user_id,), list(by_token))
        return {by_token[t]: m for t, m in rows}  # ascending within each chunk: the last row of a thread wins


    def export(self) -> tuple[list[tuple[str, str, str, list[str]]], list[tuple[str, str, str, Cursor]]]:
        items = [(u, s, k, list(json.loads(ids))) for u, s, k, ids in self.db.read(
            "SELECT user_id, source, item_key, memory_ids FROM ingested_items ORDER BY user_id, source, item_key")]
        cursors = [(u, s, sc, json.loads(c)) for u, s, sc, c in self.db.read(
            "SELECT user_id, source, scope, cursor FROM sync_cursors ORDER BY user_id, source, scope")]
        return items, cursors

    def cursor(self, user_id: str, source: str, scope: str) -> Cursor | None:
        rows = self.db.read("SELECT cursor FROM sync_cursors WHERE user_id = ? AND source = ? AND scope = ?",
                                (user_id, source, scope))
        return json.loads(rows[0][0]) if rows else None

    def record(self, tx: StoreTx, user_id: str, source: str, entries: Sequence[tuple[str, Sequence[str]]],
               cursor: tuple[str, Cursor] | None) -> None:
        """Inside the caller's transaction (with the items' link edges): mark items done, move the cursor."""
        if not isinstance(tx, SQLiteTx):
            raise TypeError("the SQLite ledger records inside a transaction of its own store")
        now = datetime.now(timezone.utc).isoformat()
        tx.c.executemany(
            "INSERT OR REPLACE INTO ingested_items (user_id, source, item_key, memory_ids, ingested_at) "
            "VALUES (?,?,?,?,?)", [(user_id, source, self.cx.item_key(key), json.dumps(list(ids)), now)
                                    for key, ids in entries])
        if cursor is not None:
            scope, value = cursor
            tx.c.execute("INSERT OR REPLACE INTO sync_cursors (user_id, source, scope, cursor, updated_at) "
                         "VALUES (?,?,?,?,?)", (user_id, source, scope, json.dumps(value, default=str), now))

    def forget(self, user_id: str, source: str, scope: str | None = None) -> None:
        """Drop the cursor (a full re-read next time; the item ledger still prevents duplicates)."""
        with self.db.immediate() as c:
            if scope is None:
                c.execute("DELETE FROM sync_cursors WHERE user_id = ? AND source = ?", (user_id, source))
            else:
                c.execute("DELETE FROM sync_cursors WHERE user_id = ? AND source = ? AND scope = ?",
                             (user_id, source, scope))


def _like_prefix(value: str) -> str:
    """``value`` escaped for a LIKE pattern (``\\`` is the escape character)."""
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
