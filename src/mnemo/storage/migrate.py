"""Numbered schema migrations, one runner for every dialect.

Each dialect keeps its migrations as ``NNN_name.sql`` files in its own package (``storage/sqlite/migrations``;
PostgreSQL's will sit beside it) with the same numbers for the same change, so a store's schema version
means the same thing on every backend. Migrations are applied in order, each in its own transaction, and
recorded in ``schema_migrations``; a database that knows a migration this code does not is refused
(``SchemaTooNew``) rather than written to.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from importlib import resources

_NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)\.sql$")


class SchemaTooNew(sqlite3.DatabaseError):
    """The database has migrations this version of mnemo does not know."""


@dataclass(frozen=True)
class Migration:
    number: int
    name: str
    sql: str


def available(package: str) -> list[Migration]:
    """The migrations shipped in ``package``, in order."""
    out = []
    for entry in resources.files(package).iterdir():
        m = _NAME.match(entry.name)
        if m:
            out.append(Migration(int(m.group(1)), m.group(2), entry.read_text(encoding="utf-8")))
    return sorted(out, key=lambda m: m.number)


def sqlite_statements(sql: str) -> list[str]:
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


def migrate_sqlite(conn: sqlite3.Connection, package: str = "mnemo.storage.sqlite.migrations") -> int:
    """Apply pending migrations; return the schema version. The connection must be in autocommit mode.

    ``BEGIN IMMEDIATE`` before reading the current version means two processes opening a new database at
    the same moment cannot both apply the same migration."""
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                 "applied_at TEXT NOT NULL)")
    version = 0
    for migration in available(package):
        conn.execute("BEGIN IMMEDIATE")
        try:
            applied = conn.execute("SELECT 1 FROM schema_migrations WHERE version = ?",
                                   (migration.number,)).fetchone()
            if not applied:
                for stmt in sqlite_statements(migration.sql):
                    conn.execute(stmt)
                conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                             (migration.number, migration.name, datetime.now(timezone.utc).isoformat()))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version = migration.number
    newest = conn.execute("SELECT max(version) FROM schema_migrations").fetchone()[0] or 0
    if newest > version:
        raise SchemaTooNew(f"schema version {newest}; this mnemo knows up to {version}")
    return version
