"""One PostgreSQL database: a small pool of connections, advisory-lock keys, migrations, and errors that
name the fix.

Why a pool of plain connections and not one connection behind a lock (as SQLite has): PostgreSQL locks
per scope, so two threads writing for two users must each hold a transaction of their own at the same
time, and reads (autocommit, each statement sees the last commit) never wait for either. Connections are
opened on demand, at most ``MAX_CONNECTIONS`` at once per store, and kept for reuse; a connection that
broke (the server restarted, the network dropped) is thrown away rather than handed out again, and one
that sat idle for more than ``IDLE_CHECK_S`` is checked before reuse, so the first request after a
server restart does not fail. A thread
that already holds one (a read inside its own write transaction) gets another without waiting for a free
slot, so writers that each read once can never wait on each other for connections.
A write transaction waits at most ``LOCK_TIMEOUT_S`` for another writer's scope lock, then fails with
``DatabaseBusy`` (SQLite's busy timeout, the same 30 s).

Every connection runs in UTC (timestamps come back as aware UTC datetimes, as the SQLite store returns
them) and asks pgvector for iterative index scans, so a filtered nearest-neighbour search keeps walking
the HNSW graph until it has its k rows instead of coming back short (``hnsw.iterative_scan``).

Row-level security (migration 007): every connection handed out carries the partitions the caller acts for
in the session setting ``mnemo.owners`` (``acting_for``; ``*`` for the local operator and background jobs,
the default), set only when it differs from what the connection last carried.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from mnemo.errors import ConfigError, DatabaseBusy, InvalidInput, MnemoError, StorageError, redact_url
from mnemo.storage.migrate import Migration, SchemaTooNew, applied_now, migrate
from mnemo.storage.postgres.pg_rows import PgVector, vector_dumper
from mnemo.storage.postgres.pg_search import SEARCH_EF, WRITE_EF

if TYPE_CHECKING:
    import psycopg

MAX_CONNECTIONS = 16
CHECKOUT_TIMEOUT_S = 60.0
CONNECT_TIMEOUT_S = 10
LOCK_TIMEOUT_S = 30
IDLE_CHECK_S = 30.0  # a connection idle longer than this is checked (one round trip) before it is reused
MIGRATIONS = "mnemo.storage.postgres.migrations"
# The key of the advisory lock that migrations and index builds take (no scope hashes to a fixed constant
# by design: scopes are hashed with blake2b, this one is chosen).
SCHEMA_LOCK = 0x6D6E656D6F5F5343  # "mnemo_SC"
# plan_cache_mode: psycopg prepares a statement run five times, and PostgreSQL then tries a generic plan,
# made without the parameters' values. For `id = ANY($1)` on a table not analyzed yet (a new store, or one
# that grew since autovacuum last looked) the generic plan scans the table: 9 ms a lookup on a fresh store of
# 800 memories (their vectors are in the row since 009), against 0.4 ms planned with the values, and the API
# load fell from 89 to 42 requests/s. Planning each execution costs a fraction of a millisecond here.
_SESSION = ("SET TIME ZONE 'UTC'; SET hnsw.iterative_scan = 'relaxed_order'; "
            f"SET hnsw.ef_search = {SEARCH_EF}; SET plan_cache_mode = force_custom_plan")
ALL_OWNERS = "*"
_VECTOR_DUMPER = vector_dumper()
_SEPARATOR = "\x1f"  # chr(31) in migration 007's policies: never part of a user or team id
# The partitions the current request acts for (None: every one, as the local operator).
_OWNERS: ContextVar[str | None] = ContextVar("mnemo_pg_owners", default=None)


@contextmanager
def acting_for(owners: Sequence[str] | None) -> Iterator[None]:
    """Within the block, this thread's (or task's) queries see only ``owners``' rows (None: all).

    An owner that is ``*`` or holds the separator would widen the session to every partition or split into
    others: ids are checked where they are made (``write/placement.py``), and refused here as well."""
    if owners is not None and any(o == ALL_OWNERS or _SEPARATOR in o for o in owners):
        raise ValueError("A partition name cannot be '*' or hold chr(31)")
    token = _OWNERS.set(None if owners is None else _SEPARATOR.join(o for o in owners if o) or "")
    try:
        yield
    finally:
        _OWNERS.reset(token)


def psycopg_module() -> Any:
    """The psycopg package, or a ConfigError naming the extra that installs it."""
    try:
        import psycopg
    except ImportError:
        raise ConfigError("The PostgreSQL store needs the psycopg driver, which is not installed",
                          "pip install 'mnemo[postgres]'") from None
    return psycopg


def redact(url: str) -> str:
    """The URL without its password (for messages and logs)."""
    return redact_url(url)


def scope_key(scope: str) -> int:
    """The advisory-lock key of a write scope: a signed 64-bit hash, the same in every process."""
    return int.from_bytes(hashlib.blake2b(scope.encode("utf-8"), digest_size=8).digest(), "big", signed=True)


def has_nul(*values: object) -> bool:
    """Whether a text value holds a NUL character: PostgreSQL text cannot, so no stored row matches it."""
    return any(isinstance(v, str) and "\x00" in v for v in values)


#: Where the URL a connection error is about was given (``mnemo migrate`` takes two, as --from and --to).
_URL_GIVEN = "the database URL (--db / MNEMO_DB; --from / --to for mnemo migrate)"


def storage_error(exc: Exception, where: str) -> MnemoError:
    """The user-facing error for a psycopg failure, chosen by its SQLSTATE class (not its message)."""
    if "NUL (0x00)" in str(exc):  # raised by psycopg before anything reached the server
        return InvalidInput("Text with a NUL character (\\x00) cannot be stored in PostgreSQL",
                            "Remove the NUL characters from the value")
    if isinstance(exc, SchemaTooNew):
        return StorageError(f"{where} was written by a newer mnemo ({exc})", "Upgrade mnemo: pip install -U mnemo")
    state = getattr(getattr(exc, "diag", None), "sqlstate", None) or getattr(exc, "sqlstate", None) or ""
    first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if state == "55P03":
        return DatabaseBusy(f"Another writer held the same scope of {where} for {LOCK_TIMEOUT_S} s",
                            "Retry, or stop the other process that is writing to it")
    if state in ("40001", "40P01", "57014"):
        return DatabaseBusy(f"The database {where} could not finish the write because of a concurrent one "
                            f"({first_line})", "Retry the operation")
    if state.startswith("08") or state in ("57P01", "57P02", "57P03") or not state:
        return StorageError(f"Lost or could not open the connection to PostgreSQL at {where} ({first_line})",
                            "Check that the server is running and reachable, then retry")
    if state.startswith("28"):
        return StorageError(f"PostgreSQL at {where} refused the login ({first_line})",
                            f"Fix the user name or password in {_URL_GIVEN}")
    if state == "3D000":
        return StorageError(f"The database in {where} does not exist ({first_line})",
                            f"Create it (createdb NAME) or fix the database name in {_URL_GIVEN}")
    if state == "42501":
        return StorageError(f"The PostgreSQL role in {where} lacks a privilege ({first_line})",
                            "Open the store once as the database's owner (it applies migrations and builds the "
                            "vector index), or grant the privilege; pgvector needs a superuser's "
                            "CREATE EXTENSION vector (docs/postgres.md)")
    if state in ("58P01", "0A000") or "vector" in first_line and "extension" in first_line:
        return StorageError(f"The pgvector extension is not available on the server at {where} ({first_line})",
                            "Install pgvector on the PostgreSQL server (https://github.com/pgvector/pgvector)")
    if state.startswith("53"):
        return StorageError(f"The PostgreSQL server at {where} is out of resources ({first_line})",
                            "Free disk space or connections on the server and retry")
    return StorageError(f"Database error on {where}: {first_line}",
                        "Retry; if it persists, report it with this message")


def connect_error(exc: Exception, where: str) -> StorageError:
    """Why a new connection could not be opened: the login, the database name, or the server itself."""
    state = getattr(getattr(exc, "diag", None), "sqlstate", None) or ""
    text = " ".join(str(exc).split())
    if state.startswith("28") or "password authentication failed" in text or "no password supplied" in text:
        return StorageError(f"PostgreSQL at {where} refused the login ({text})",
                            f"Fix the user name or password in {_URL_GIVEN}")
    if state == "3D000" or ("database" in text and "does not exist" in text):
        return StorageError(f"The database in {where} does not exist ({text})",
                            f"Create it (createdb NAME) or fix the database name in {_URL_GIVEN}")
    return StorageError(f"Cannot connect to PostgreSQL at {where} ({text})",
                        f"Start the server or fix the host and port in {_URL_GIVEN}, then retry")


def _wanted_owners() -> str:
    """The ``mnemo.owners`` value the current request's connection must carry."""
    wanted = _OWNERS.get()
    return ALL_OWNERS if wanted is None else wanted


class PgDatabase:
    """The connections of one PostgreSQL database, migrated to the current schema on open."""

    def __init__(self, url: str) -> None:
        self.psycopg = psycopg_module()
        self.url = url
        self.where = redact(url)
        self._idle: list[tuple[psycopg.Connection[Any], float]] = []  # with when each was last given back
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        self._held = threading.local()  # how many connections this thread holds now
        self._closed = False
        self._owners_of: dict[int, str] = {}  # id(connection) -> the mnemo.owners it carries now
        try:
            with self.connection() as c:
                migrate(_PgTarget(c), MIGRATIONS)
        except (self.psycopg.Error, SchemaTooNew) as exc:
            self.close()
            raise storage_error(exc, self.where) from None

    # -- connections --------------------------------------------------------------------------------------
    def _connect(self) -> psycopg.Connection[Any]:
        c = self.psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S)
        c.adapters.register_dumper(PgVector, _VECTOR_DUMPER)  # vectors go as pgvector's binary form
        c.execute(_SESSION)
        c.execute("SELECT set_config('mnemo.owners', %s, false)", (ALL_OWNERS,))
        self._owners_of[id(c)] = ALL_OWNERS
        return c

    def _take_idle(self) -> tuple[psycopg.Connection[Any] | None, float]:
        """The idle connection to hand out (under ``_lock``): the most recently returned one that already
        carries the current request's partitions, else the most recently returned one. A request reads its
        key with every partition and then acts for its own, so without the preference nearly every checkout
        would change ``mnemo.owners`` (two statements of a search's eight, on the API load benchmark)."""
        if not self._idle:
            return None, 0.0
        wanted = _wanted_owners()
        for i in range(len(self._idle) - 1, -1, -1):
            if self._owners_of.get(id(self._idle[i][0])) == wanted:
                return self._idle.pop(i)
        return self._idle.pop()

    def _scope(self, c: psycopg.Connection[Any]) -> None:
        """Give ``c`` the partitions of the current request (row-level security reads them)."""
        wanted = _wanted_owners()
        if self._owners_of.get(id(c)) != wanted:
            c.execute("SELECT set_config('mnemo.owners', %s, false)", (wanted,))
            self._owners_of[id(c)] = wanted

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection[Any]]:
        """A connection for this thread alone (autocommit: each statement sees the last commit)."""
        if self._closed:
            raise StorageError(f"The store on {self.where} is closed", "Open the store again")
        held = getattr(self._held, "n", 0)
        slot = held == 0  # a thread's second connection does not wait for a slot (see the module doc)
        if slot and not self._slots.acquire(timeout=CHECKOUT_TIMEOUT_S):
            raise DatabaseBusy(f"All {MAX_CONNECTIONS} connections to {self.where} stayed busy for "
                               f"{CHECKOUT_TIMEOUT_S:.0f} s", "Retry, or lower the number of concurrent requests")
        self._held.n = held + 1
        c = None
        try:
            with self._lock:
                c, since = self._take_idle()
            if c is not None and time.monotonic() - since > IDLE_CHECK_S and not self._alive(c):
                c = None  # the server restarted or dropped it meanwhile: a new one instead of a failed request
            if c is None:
                try:
                    c = self._connect()
                except self.psycopg.OperationalError as exc:
                    raise connect_error(exc, self.where) from None
                except self.psycopg.Error as exc:
                    raise storage_error(exc, self.where) from None
            try:
                self._scope(c)
            except self.psycopg.Error as exc:
                raise storage_error(exc, self.where) from None
            yield c
        finally:
            if c is not None:
                healthy = not c.closed and c.info.transaction_status == self.psycopg.pq.TransactionStatus.IDLE
                with self._lock:
                    if healthy and not self._closed:
                        self._idle.append((c, time.monotonic()))
                        c = None
                if c is not None:
                    try:
                        c.close()
                    except self.psycopg.Error:
                        pass
            self._held.n = held
            if slot:
                self._slots.release()

    def _alive(self, c: psycopg.Connection[Any]) -> bool:
        try:
            c.execute("SELECT 1")
            return True
        except self.psycopg.Error:
            try:
                c.close()
            except self.psycopg.Error:
                pass
            return False

    @contextmanager
    def reading(self) -> Iterator[psycopg.Connection[Any]]:
        """A connection for statements that see committed data only; psycopg errors mapped."""
        with self.connection() as c:
            try:
                yield c
            except self.psycopg.Error as exc:
                raise storage_error(exc, self.where) from None

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """All rows of one query, committed data only, never waiting for a writer."""
        with self.reading() as c:
            return c.execute(sql, params).fetchall()

    @contextmanager
    def transaction(self, lock_keys: Sequence[int] = ()) -> Iterator[psycopg.Connection[Any]]:
        """BEGIN ... COMMIT (ROLLBACK on any error) on a connection of its own, holding an exclusive advisory
        transaction lock on each key (taken in ascending order, so two transactions never wait on each
        other in a cycle; released by the COMMIT or ROLLBACK)."""
        with self.connection() as c:
            try:
                with c.transaction():
                    if lock_keys:  # a write: its near-duplicate lookups need no deep graph search
                        c.execute(f"SET LOCAL lock_timeout = '{LOCK_TIMEOUT_S}s'; "
                                  f"SET LOCAL hnsw.ef_search = {WRITE_EF}")
                    for key in sorted(set(lock_keys)):
                        c.execute("SELECT pg_advisory_xact_lock(%s)", (key,))
                    yield c
            except self.psycopg.Error as exc:
                raise storage_error(exc, self.where) from exc

    def close(self) -> None:
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for c, _ in idle:
            try:
                c.close()
            except self.psycopg.Error:
                pass


class _PgTarget:
    """``storage.migrate``'s view of a PostgreSQL database: an advisory lock makes a migration exclusive."""

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self.conn = conn

    def ensure_table(self) -> None:
        # Looked up first: an application role without CREATE on the schema (docs/postgres.md) may open a
        # migrated store, and PostgreSQL checks that privilege even for CREATE ... IF NOT EXISTS.
        if self.conn.execute("SELECT to_regclass('schema_migrations')").fetchone()[0] is not None:  # type: ignore[index]
            return
        with self.exclusive():
            self.conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, "
                              "name TEXT NOT NULL, applied_at TEXT NOT NULL)")

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        with self.conn.transaction():
            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            yield

    def is_applied(self, number: int) -> bool:
        return self.conn.execute("SELECT 1 FROM schema_migrations WHERE version = %s", (number,)).fetchone() is not None

    def apply(self, migration: Migration) -> None:
        self.conn.execute(migration.sql.encode("utf-8"))
        self.conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (%s, %s, %s)",
                          (migration.number, migration.name, applied_now()))

    def newest(self) -> int:
        row = self.conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations").fetchone()
        return int(row[0]) if row else 0
