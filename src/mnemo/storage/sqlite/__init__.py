"""The embedded default store: one SQLite file, WAL mode, FTS5 keywords, vectors stored with the row."""

from mnemo.storage.sqlite.sqlite_store import SQLiteStore

__all__ = ["SQLiteStore"]
