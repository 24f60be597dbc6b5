"""API keys on PostgreSQL (table ``api_keys``, migration 002): insert, look up by hash, list, touch, revoke.
Only the secret's hash is stored; a key created by ``mnemo keys create`` on one server is seen by every
server on the same database at once (no cache)."""

from __future__ import annotations

from datetime import datetime
from collections.abc import Sequence
from typing import Any

from mnemo.domain.api_keys import ApiKey
from mnemo.storage.postgres.pg_database import PgDatabase, has_nul
from mnemo.storage.postgres.pg_rows import utc

_COLUMNS = "id, user_id, team_id, name, prefix, created_at, last_used_at, revoked_at, role"


def _key_from_row(r: tuple[Any, ...]) -> ApiKey:
    return ApiKey(id=r[0], user_id=r[1], team_id=r[2], name=r[3], prefix=r[4], created_at=utc(r[5]),
                  last_used_at=utc(r[6]) if r[6] else None, revoked_at=utc(r[7]) if r[7] else None,
                  role=r[8])


class PgApiKeys:
    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    def insert(self, key: ApiKey, key_hash: str) -> None:
        with self.db.transaction() as c:
            c.execute(f"INSERT INTO api_keys ({_COLUMNS}, key_hash) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                      (key.id, key.user_id, key.team_id, key.name, key.prefix, utc(key.created_at),
                       utc(key.last_used_at) if key.last_used_at else None,
                       utc(key.revoked_at) if key.revoked_at else None, key.role, key_hash))

    def by_hash(self, key_hash: str) -> ApiKey | None:
        if has_nul(key_hash):
            return None
        rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys WHERE key_hash = %s", (key_hash,))
        return _key_from_row(rows[0]) if rows else None

    def get(self, key_id: str) -> ApiKey | None:
        if has_nul(key_id):
            return None
        rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys WHERE id = %s", (key_id,))
        return _key_from_row(rows[0]) if rows else None

    def list(self, user_id: str | None = None) -> list[ApiKey]:
        if user_id is None:
            rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys ORDER BY created_at, id COLLATE \"C\"")
        else:
            rows = self.db.read(f"SELECT {_COLUMNS} FROM api_keys WHERE user_id = %s ORDER BY created_at, "
                                "id COLLATE \"C\"", (user_id,))
        return [_key_from_row(r) for r in rows]

    def export(self) -> Sequence[tuple[ApiKey, str]]:
        rows = self.db.read(f"SELECT {_COLUMNS}, key_hash FROM api_keys ORDER BY created_at, id COLLATE \"C\"")
        return [(_key_from_row(r[:-1]), str(r[-1])) for r in rows]

    def touch(self, key_id: str, at: datetime) -> None:
        with self.db.transaction() as c:
            c.execute("UPDATE api_keys SET last_used_at = %s WHERE id = %s", (utc(at), key_id))

    def revoke(self, key_id: str, at: datetime) -> ApiKey | None:
        """Revoke once (a second revoke keeps the first time); None when there is no such key."""
        with self.db.transaction() as c:
            r = c.execute(f"UPDATE api_keys SET revoked_at = coalesce(revoked_at, %s) WHERE id = %s "
                          f"RETURNING {_COLUMNS}", (utc(at), key_id)).fetchone()
        return _key_from_row(r) if r else None
