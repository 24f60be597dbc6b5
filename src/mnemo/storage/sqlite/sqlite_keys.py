"""API keys on SQLite (table ``api_keys``, migration 002): insert, look up by hash, list, touch, revoke.

Reads go through the store's shared connection and lock like every other read; writes take the store's
write transaction so a key created by ``mnemo keys create`` in another process is seen at once.
"""

from __future__ import annotations

from datetime import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mnemo.domain.api_keys import ApiKey
from mnemo.storage.sqlite.sqlite_rows import parse_ts, ts

if TYPE_CHECKING:
    from mnemo.storage.sqlite.sqlite_store import SQLiteStore

_COLUMNS = "id, user_id, team_id, name, prefix, created_at, last_used_at, revoked_at, role"


def _key_from_row(r: tuple[Any, ...]) -> ApiKey:
    return ApiKey(id=r[0], user_id=r[1], team_id=r[2], name=r[3], prefix=r[4], created_at=r[5],
                  last_used_at=parse_ts(r[6]), revoked_at=parse_ts(r[7]), role=r[8])


class SQLiteApiKeys:
    def __init__(self, store: SQLiteStore) -> None:
        self.db = store.db

    def insert(self, key: ApiKey, key_hash: str) -> None:
        with self.db.immediate() as c:
            c.execute(f"INSERT INTO api_keys ({_COLUMNS}, key_hash) VALUES (?,?,?,?,?,?,?,?,?,?)",
                         (key.id, key.user_id, key.team_id, key.name, key.prefix, ts(key.created_at),
                          ts(key.last_used_at) if key.last_used_at else None,
                          ts(key.revoked_at) if key.revoked_at else None, key.role, key_hash))

    def by_hash(self, key_hash: str) -> ApiKey | None:
        rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys WHERE key_hash = ?", (key_hash,))
        return _key_from_row(rows[0]) if rows else None

    def get(self, key_id: str) -> ApiKey | None:
        rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys WHERE id = ?", (key_id,))
        return _key_from_row(rows[0]) if rows else None

    def list(self, user_id: str | None = None) -> list[ApiKey]:
        if user_id is None:
            rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys ORDER BY created_at, id")
        else:
            rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys WHERE user_id = ? ORDER BY created_at, id",
                                    (user_id,))
        return [_key_from_row(r) for r in rows]

    def export(self) -> Sequence[tuple[ApiKey, str]]:
        rows = self.db.read(f"SELECT {_COLUMNS}, key_hash FROM api_keys ORDER BY created_at, id")
        return [(_key_from_row(r[:-1]), str(r[-1])) for r in rows]

    def touch(self, key_id: str, at: datetime) -> None:
        with self.db.immediate() as c:
            c.execute("UPDATE api_keys SET last_used_at = ? WHERE id = ?", (ts(at), key_id))

    def revoke(self, key_id: str, at: datetime) -> ApiKey | None:
        """Revoke once (a second revoke keeps the first time); None when there is no such key."""
        with self.db.immediate() as c:
            c.execute("UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?", (ts(at), key_id))
            r = c.execute(f"SELECT {_COLUMNS} FROM api_keys WHERE id = ?", (key_id,)).fetchone()
        return _key_from_row(r) if r else None
