"""Numbered schema migrations (``NNN_name.sql``), applied in order, each in its own transaction.

``BEGIN IMMEDIATE`` before reading the current version means two processes opening a new database at the
same moment cannot both apply the same migration.
"""

from __future__ import annotations

import re
import sqlite3
from datetime import datetime, timezone
from importlib import resources

class SchemaTooNew(sqlite3.DatabaseError):
    """The database has migrations this version of mnemo does not know."""


_NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)\.sql$")


def available() -> list[tuple[int, str, str]]:
    out = []
    for entry in resources.files(__package__).iterdir():
        m = _NAME.match(entry.name)
        if m:
            out.append((int(m.group(1)), m.group(2), entry.read_text(encoding="utf-8")))
    return sorted(out)


def _statements(sql: str) -> list[str]:
    """Split a script into complete statements (trigger bodies with inner semicolons stay whole)."""
    out, buf = [], ""
    for line in sql.splitlines(keepends=True):
        if not buf and line.strip().startswith("--"):
            continue
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out


def migrate(conn: sqlite3.Connection) -> int:
    """Apply pending migrations; return the schema version. The connection must be in autocommit mode."""
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                 "applied_at TEXT NOT NULL)")
    version = 0
    for number, name, sql in available():
        conn.execute("BEGIN IMMEDIATE")
        try:
            applied = conn.execute("SELECT 1 FROM schema_migrations WHERE version = ?", (number,)).fetchone()
            if not applied:
                for stmt in _statements(sql):
                    conn.execute(stmt)
                conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                             (number, name, datetime.now(timezone.utc).isoformat()))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version = number
    newest = conn.execute("SELECT max(version) FROM schema_migrations").fetchone()[0] or 0
    if newest > version:
        raise SchemaTooNew(f"schema version {newest}; this mnemo knows up to {version}")
    return version
