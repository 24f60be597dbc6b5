"""Open a store from a path or URL: a file path or ``sqlite:///path`` is the embedded SQLite store."""

from __future__ import annotations

from pathlib import Path

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
        raise ConfigError(f"Unsupported database URL scheme {scheme!r}",
                          "Use a file path (or sqlite:///path) for the embedded store")
    from mnemo.storage.sqlite import SQLiteStore

    path = loc if loc == ":memory:" else str(Path(loc).expanduser())
    if path != ":memory:" and Path(path).is_dir():
        raise ConfigError(f"{path} is a directory", "Pass the path of a database file, e.g. --db ./mnemo.db")
    return SQLiteStore(path, model_id=model_id, dim=dim)
