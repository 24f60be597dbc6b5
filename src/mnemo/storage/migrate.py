"""Numbered schema migrations, one runner for every dialect.

Each dialect keeps its migrations as ``NNN_name.sql`` files in its own package (``storage/sqlite/migrations``,
``storage/postgres/migrations``) with the same numbers for the same change, so a store's schema version
means the same thing on every backend. ``migrate`` is the one runner: migrations are applied in order, each
in its own transaction that excludes other migrating processes, and recorded in ``schema_migrations``; a
database that knows a migration this code does not is refused (``SchemaTooNew``) rather than written to.
A dialect supplies only a ``MigrationTarget`` (how to open that transaction, run a script, read the table).
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from importlib import resources
from typing import Protocol

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


class MigrationTarget(Protocol):
    """One database as the runner sees it."""

    def ensure_table(self) -> None:
        """Create ``schema_migrations`` (version, name, applied_at) when missing."""
        ...

    def exclusive(self) -> AbstractContextManager[None]:
        """One transaction that no other migrating process runs beside (commits on exit, rolls back on error)."""
        ...

    def is_applied(self, number: int) -> bool:
        ...

    def apply(self, migration: Migration) -> None:
        """Run the migration's script and record it, inside ``exclusive``."""
        ...

    def newest(self) -> int:
        """The highest version recorded (0 for none)."""
        ...


def migrate(target: MigrationTarget, package: str) -> int:
    """Apply the pending migrations of ``package``; return the schema version.

    The check "already applied?" runs inside the exclusive transaction, so two processes opening a new
    database at the same moment cannot both apply the same migration."""
    target.ensure_table()
    version = 0
    for migration in available(package):
        with target.exclusive():
            if not target.is_applied(migration.number):
                target.apply(migration)
        version = migration.number
    newest = target.newest()
    if newest > version:
        raise SchemaTooNew(f"schema version {newest}; this mnemo knows up to {version}")
    return version


def applied_now() -> str:
    return datetime.now(timezone.utc).isoformat()


class _SQLiteTarget:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def ensure_table(self) -> None:
        self.conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, "
                          "name TEXT NOT NULL, applied_at TEXT NOT NULL)")

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")  # SQLite's write lock: no other process migrates meanwhile
        try:
            yield
            self.conn.execute("COMMIT")
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise

    def is_applied(self, number: int) -> bool:
        return self.conn.execute("SELECT 1 FROM schema_migrations WHERE version = ?", (number,)).fetchone() is not None

    def apply(self, migration: Migration) -> None:
        for stmt in sqlite_statements(migration.sql):
            self.conn.execute(stmt)
        self.conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                          (migration.number, migration.name, applied_now()))

    def newest(self) -> int:
        return int(self.conn.execute("SELECT max(version) FROM schema_migrations").fetchone()[0] or 0)


def migrate_sqlite(conn: sqlite3.Connection, package: str = "mnemo.storage.sqlite.migrations") -> int:
    """Apply pending migrations; return the schema version. The connection must be in autocommit mode."""
    return migrate(_SQLiteTarget(conn), package)
