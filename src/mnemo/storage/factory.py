"""Open a store from a path or URL: a file path or ``sqlite:///path`` is the embedded SQLite store;
``postgresql://user:pass@host:port/db`` (or ``postgres://``) is the PostgreSQL + pgvector store, which needs the
``postgres`` extra (``pip install 'mnemo[postgres]'``) and says so when it is missing."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from urllib.parse import urlsplit

from mnemo.errors import ConfigError
from mnemo.ports import MemoryStore


def open_store(location: str | Path, *, model_id: str | None = None, dim: int | None = None) -> MemoryStore:
    loc = str(location).strip()
    if not loc:
        raise ConfigError("No database location given", "Pass --db PATH or set MNEMO_DB")
    if loc.startswith("sqlite:///"):
        loc = loc[len("sqlite:///"):] or ":memory:"
    elif "://" in loc:
        scheme = loc.split("://", 1)[0]
        if scheme.lower() in ("postgresql", "postgres"):
            return _open_postgres(loc, model_id=model_id, dim=dim)
        raise ConfigError(f"Unsupported database URL scheme {scheme!r}",
                          "Use a file path (or sqlite:///path) for the embedded store, or "
                          "postgresql://user:password@host:port/database for PostgreSQL")
    from mnemo.storage.sqlite import SQLiteStore

    path = loc if loc == ":memory:" else str(Path(loc).expanduser())
    if path != ":memory:" and Path(path).is_dir():
        raise ConfigError(f"{path} is a directory", "Pass the path of a database file, e.g. --db ./mnemo.db")
    return SQLiteStore(path, model_id=model_id, dim=dim)


def _open_postgres(url: str, *, model_id: str | None, dim: int | None) -> MemoryStore:
    """The PostgreSQL store, after the checks that turn a typo or a missing driver into a clear message
    (connection failures are named by the store itself, with the password left out)."""
    try:
        urlsplit(url).port  # noqa: B018 - raises ValueError on a port that is not a number
    except ValueError as exc:
        raise ConfigError(f"The PostgreSQL URL is malformed ({exc})",
                          "Use postgresql://user:password@host:port/database") from None
    if importlib.util.find_spec("psycopg") is None:
        raise ConfigError("The PostgreSQL store needs the psycopg driver, which is not installed",
                          "pip install 'mnemo[postgres]'")
    from mnemo.storage.postgres import PostgresStore

    return PostgresStore(url, model_id=model_id, dim=dim)
