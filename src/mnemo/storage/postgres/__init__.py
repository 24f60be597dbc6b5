"""PostgreSQL + pgvector backend: the team server behind the same ``MemoryStore`` port (``docs/postgres.md``).

It passes ``tests/contract`` unchanged (the ``postgres`` entry of ``BACKENDS``), takes its migrations from
``storage/migrate.py`` with the same numbers as SQLite's, stores records through the codec
(``storage/codec.py``: plain columns + one sealed payload), indexes the core's keyword terms verbatim (a
``tsvector`` of exactly the terms ``text.tokenize.index_terms`` computed, no stemming of its own), applies
every ``MemoryFilter`` inside its queries (HNSW iterative scans for vectors), and implements the lock
semantics of ``MemoryStore.transaction`` with per-scope advisory locks
(``capabilities.database_wide_write_lock = False``).

Importing this package needs psycopg (``pip install 'mnemo[postgres]'``); ``storage.factory`` checks for it
first and says so.
"""

from mnemo.storage.postgres.pg_store import PostgresStore

__all__ = ["PostgresStore"]
