"""One SQLite database file: its connections, their locks, reads, and errors that name the fix.

Shared by the SQLite store, its ingest ledger and its API-key table, so none of them reaches into
another's private state. Two connections serve every thread of a process (the REST server runs handlers
on a thread pool): the writer, behind a re-entrant lock for the length of each write transaction, and a
reader with a lock of its own, so reads never wait for a writer (WAL lets them see the last commit). A
read takes the writer connection when no transaction holds it (its page cache is warm: a second
connection's cache is dropped after every commit of the first, which cost ~0.6 ms per read), and the
reader otherwise. A busy timeout makes a writer in another process wait instead of failing. ``:memory:``
is one database per connection, so there the reader is the writer and reads wait.
"""

from __future__ import annotations

import logging
import os
import random
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mnemo.errors import DatabaseBusy, StorageError
from mnemo.storage.migrate import SchemaTooNew, migrate_sqlite

BUSY_TIMEOUT_MS = 30_000

log = logging.getLogger("mnemo.storage")


def storage_error(exc: sqlite3.Error, path: str) -> StorageError:
    """The user-facing error for a SQLite failure, chosen by SQLite's own error name (not its message)."""
    if isinstance(exc, SchemaTooNew):
        return StorageError(f"{path} was written by a newer mnemo ({exc})", "Upgrade mnemo: pip install -U mnemo")
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return DatabaseBusy(f"The database {path} stayed locked by another writer for {BUSY_TIMEOUT_MS // 1000} s",
                            "Retry, or stop the other process that is writing to it")
    if name.startswith(("SQLITE_CANTOPEN", "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_AUTH")):
        return StorageError(f"Cannot write the database {path} ({exc})",
                            "Choose a writable location with --db PATH or MNEMO_DB")
    if name.startswith(("SQLITE_FULL", "SQLITE_IOERR")):
        return StorageError(f"The disk holding {path} failed ({exc})", "Free some space and retry")
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return StorageError(f"{path} is not a readable mnemo database ({exc})",
                            "Point --db at a mnemo database, or move this file away")
    return StorageError(f"Database error on {path}: {exc}", "Retry; if it persists, report it with this message")


def _refuse_foreign(conn: sqlite3.Connection, path: str) -> None:
    """A SQLite file with tables but no mnemo schema belongs to another application: adding mnemo's tables
    to it (and switching it to WAL) would change a file its owner relies on."""
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    if tables and "schema_migrations" not in tables:
        conn.close()
        shown = ", ".join(tables[:4]) + (", …" if len(tables) > 4 else "")
        raise StorageError(f"{path} is a SQLite database of another application (tables: {shown})",
                           "Point --db at a mnemo database, or at a new file to start one")


def _switch_to_wal(conn: sqlite3.Connection) -> str:
    """``PRAGMA journal_mode = WAL``, retried while another connection switches the same new file.

    The switch reads the header and then writes it inside one statement; SQLite does not call the busy
    handler for that upgrade, so when two processes open a new database at the same moment one of them gets
    SQLITE_BUSY at once (about 1 in 10 such races here; it failed a CI run). Once the other has switched,
    the retry finds WAL already set and writes nothing."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    pause = 0.005
    while True:
        try:
            return str(conn.execute("PRAGMA journal_mode = WAL").fetchone()[0])
        except sqlite3.OperationalError as exc:
            busy = (getattr(exc, "sqlite_errorname", "") or "").startswith("SQLITE_BUSY")
            if not busy or time.monotonic() >= deadline:
                raise
        time.sleep(pause * (0.5 + random.random()))  # jittered, so two retrying openers do not collide again
        pause = min(pause * 2, 0.2)


def fold(value: str | None) -> str | None:
    """Unicode case folding for filters (SQLite's own ``lower()`` folds A-Z only)."""
    return value.casefold() if isinstance(value, str) else value


def _create_private(path: Path) -> None:
    """A new database file readable by its owner only (0600; SQLite gives its -wal and -shm files the same
    mode). Why: a store holds private mail, and the default umask made it readable by every user of the
    machine. An existing file keeps the mode its owner chose."""
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        pass


class SQLiteDatabase:
    """The connections of one database file (or ``:memory:``), migrated to the current schema on open."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.lock = threading.RLock()
        self._tx_thread: int | None = None  # the thread inside a write transaction on ``conn``, if any
        try:
            if self.path != ":memory:":
                Path(self.path).expanduser().parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                _create_private(Path(self.path).expanduser())
            self.conn = self._connect()
            c = self.conn
            _refuse_foreign(c, self.path)  # before WAL mode and migrations change anything in the file
            if self.path != ":memory:":
                mode = _switch_to_wal(c)
                if str(mode).lower() != "wal":
                    raise StorageError(f"Cannot switch {self.path} to WAL mode (got {mode})",
                                       "Put the database on a local disk that supports shared memory")
            migrate_sqlite(c)
            if self.path == ":memory:":
                self.reader, self.read_lock = self.conn, self.lock
            else:
                self.reader, self.read_lock = self._connect(), threading.RLock()
        except OSError as exc:
            raise StorageError(f"Cannot create the database directory for {self.path} ({exc.strerror})",
                               "Choose a writable location with --db PATH or MNEMO_DB") from None
        except sqlite3.Error as exc:
            raise storage_error(exc, self.path) from None

    def _connect(self) -> sqlite3.Connection:
        c = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000)
        c.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        c.execute("PRAGMA synchronous = NORMAL")
        c.execute("PRAGMA foreign_keys = ON")
        c.execute("PRAGMA temp_store = MEMORY")
        c.create_function("mnemo_fold", 1, fold, deterministic=True)
        return c

    def error(self, exc: sqlite3.Error) -> StorageError:
        return storage_error(exc, self.path)

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """All rows of one query, committed data only, without waiting for a writer of this process."""
        with self.reading() as c:
            return c.execute(sql, params).fetchall()

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A connection for several statements that see committed data only: the writer connection when no
        write transaction holds it, else the reader (never waits for the writer); errors mapped."""
        with self.read_connection() as c:
            try:
                yield c
            except sqlite3.Error as exc:
                raise self.error(exc) from None

    @contextmanager
    def read_connection(self) -> Iterator[sqlite3.Connection]:
        """``reading`` without the error mapping (for callers that handle ``sqlite3.Error`` themselves)."""
        if self.reader is not self.conn and self.lock.acquire(blocking=False):
            try:
                if self._tx_thread is None:  # free: nobody (not even this thread) is inside a transaction
                    yield self.conn
                    return
            finally:
                self.lock.release()
        with self.read_lock:
            yield self.reader

    def read_in(self, sql: str, params: Sequence[Any], values: Sequence[Any], chunk: int = 500) -> list[tuple[Any, ...]]:
        """Run ``sql`` (with ``{}`` where an ``IN`` list goes) over ``values`` in chunks; rows concatenated."""
        rows: list[tuple[Any, ...]] = []
        for i in range(0, len(values), chunk):
            part = list(values[i:i + chunk])
            rows += self.read(sql.format(",".join("?" * len(part))), (*params, *part))
        return rows

    @contextmanager
    def immediate(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on any error), holding the lock: SQLite's write
        lock is database-wide, so this excludes every other writer, in every process."""
        with self.lock:
            c = self.conn
            try:
                c.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise self.error(exc) from None
            self._tx_thread = threading.get_ident()
            try:
                yield c
                c.execute("COMMIT")
            except BaseException as exc:
                try:
                    c.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                if isinstance(exc, sqlite3.Error):
                    raise self.error(exc) from exc
                raise
            finally:
                self._tx_thread = None

    def compact(self) -> None:
        """Rewrite the file without free pages and empty the WAL: after a vault seals a store, no copy of a
        row as it was before stays on disk (``docs/vault.md``)."""
        if self.path == ":memory:":
            return
        with self.lock:
            try:
                self.conn.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
                self.conn.execute("VACUUM")
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as exc:
                raise self.error(exc) from None

    def checkpoint(self) -> None:
        """Copy the WAL into the file and empty it: after a purge, the pages that held the text (zeroed in
        the file by ``secure_delete``) must not live on in the WAL until SQLite's next automatic checkpoint
        (a walk found a forgotten memory's text in ``-wal``). Best effort: a reader mid-snapshot may keep
        the WAL from emptying, and the next checkpoint finishes it."""
        if self.path == ":memory:":
            return
        with self.lock:
            try:
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error:
                log.warning("The WAL of %s could not be checkpointed after a purge; SQLite's next one will", self.path)

    def pragma_everywhere(self, pragma: str) -> None:
        """Set a connection pragma on the writer and the reader."""
        with self.lock, self.read_lock:
            for c in {id(self.conn): self.conn, id(self.reader): self.reader}.values():
                c.execute(f"PRAGMA {pragma}")

    def close(self) -> None:
        with self.lock, self.read_lock:
            for c in {id(self.conn): self.conn, id(self.reader): self.reader}.values():
                try:
                    c.close()
                except sqlite3.Error:
                    pass
