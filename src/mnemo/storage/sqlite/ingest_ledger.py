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
from typing import Any

_CHUNK = 500  # SQLite's bound-parameter limit is far above this; chunks keep statements short


class SQLiteIngestLedger:
    def __init__(self, store: Any) -> None:
        self.store = store

    def seen(self, user_id: str, source: str, keys: Sequence[str]) -> set[str]:
        out: set[str] = set()
        for i in range(0, len(keys), _CHUNK):
            part = list(keys[i:i + _CHUNK])
            marks = ",".join("?" * len(part))
            rows = self.store._read(f"SELECT item_key FROM ingested_items WHERE user_id = ? AND source = ? "
                                    f"AND item_key IN ({marks})", (user_id, source, *part))
            out.update(r[0] for r in rows)
        return out

    def active_for_item(self, user_id: str, source: str, source_id: str) -> list[str]:
        """Active memories that came from one source item (refs ``id``, ``id#n``, ``id@revision``)."""
        like = _like_prefix(source_id)
        rows = self.store._read(
            "SELECT id FROM memories WHERE user_id = ? AND source = ? AND status = 'active' AND (source_ref = ? "
            "OR source_ref LIKE ? ESCAPE '\\' OR source_ref LIKE ? ESCAPE '\\')",
            (user_id, source, source_id, like + "#%", like + "@%"))
        return [r[0] for r in rows]

    def thread_of_ref(self, user_id: str, source: str, source_ref: str) -> str | None:
        """The thread the memories of item ``source_ref`` were filed under (refs ``id``, ``id#n``, ``id@rev``)."""
        like = _like_prefix(source_ref)
        rows = self.store._read(
            "SELECT thread_id FROM memories WHERE user_id = ? AND source = ? AND thread_id IS NOT NULL AND "
            "(source_ref = ? OR source_ref LIKE ? ESCAPE '\\' OR source_ref LIKE ? ESCAPE '\\') LIMIT 1",
            (user_id, source, source_ref, like + "#%", like + "@%"))
        return rows[0][0] if rows else None

    def memories_for_refs(self, user_id: str, source: str, refs: Sequence[str]) -> dict[str, str]:
        """source_ref -> the memory it became, now: the active version of its lineage (a later item may have
        updated it), else the row itself. For items whose memories committed before a crash."""
        found: dict[str, str] = {}
        for i in range(0, len(refs), _CHUNK):
            part = list(refs[i:i + _CHUNK])
            marks = ",".join("?" * len(part))
            rows = self.store._read(
                f"SELECT m.source_ref, m.id, (SELECT a.id FROM memories a WHERE a.lineage_id = m.lineage_id AND "
                f"a.status = 'active' LIMIT 1) FROM memories m WHERE m.user_id = ? AND m.source = ? AND "
                f"m.source_ref IN ({marks}) ORDER BY m.version", (user_id, source, *part))
            for ref, mid, active in rows:
                found.setdefault(ref, active or mid)
        return found

    def thread_latest(self, user_id: str, thread_ids: Sequence[str]) -> dict[str, str]:
        """The newest active memory of each thread (the one a new memory of the thread links to)."""
        out: dict[str, str] = {}
        for i in range(0, len(thread_ids), _CHUNK):
            part = list(thread_ids[i:i + _CHUNK])
            marks = ",".join("?" * len(part))
            rows = self.store._read(
                f"SELECT thread_id, id FROM memories WHERE user_id = ? AND status = 'active' AND thread_id IN ({marks}) "
                "ORDER BY updated_at", (user_id, *part))
            out.update({t: m for t, m in rows})  # ascending: the last row of a thread wins
        return out

    def cursor(self, user_id: str, source: str, scope: str) -> dict[str, Any] | None:
        rows = self.store._read("SELECT cursor FROM sync_cursors WHERE user_id = ? AND source = ? AND scope = ?",
                                (user_id, source, scope))
        return json.loads(rows[0][0]) if rows else None

    def record(self, tx: Any, user_id: str, source: str, entries: Sequence[tuple[str, Sequence[str]]],
               cursor: tuple[str, dict[str, Any]] | None) -> None:
        """Inside the caller's transaction (with the items' link edges): mark items done, move the cursor."""
        now = datetime.now(timezone.utc).isoformat()
        tx.c.executemany(
            "INSERT OR REPLACE INTO ingested_items (user_id, source, item_key, memory_ids, ingested_at) "
            "VALUES (?,?,?,?,?)", [(user_id, source, key, json.dumps(list(ids)), now) for key, ids in entries])
        if cursor is not None:
            scope, value = cursor
            tx.c.execute("INSERT OR REPLACE INTO sync_cursors (user_id, source, scope, cursor, updated_at) "
                         "VALUES (?,?,?,?,?)", (user_id, source, scope, json.dumps(value, default=str), now))

    def forget(self, user_id: str, source: str, scope: str | None = None) -> None:
        """Drop the cursor (a full re-read next time; the item ledger still prevents duplicates)."""
        with self.store.transaction() as tx:
            if scope is None:
                tx.c.execute("DELETE FROM sync_cursors WHERE user_id = ? AND source = ?", (user_id, source))
            else:
                tx.c.execute("DELETE FROM sync_cursors WHERE user_id = ? AND source = ? AND scope = ?",
                             (user_id, source, scope))


def _like_prefix(value: str) -> str:
    """``value`` escaped for a LIKE pattern (``\\`` is the escape character)."""
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
