"""PostgreSQL + pgvector backend (to come): the team server behind the same ``MemoryStore`` port.

It must pass ``tests/contract`` unchanged (add it to ``BACKENDS`` in ``tests/contract/conftest.py``), take
its migrations from ``storage/migrate.py`` with the same numbers as SQLite's, store records through the
codec (``storage/codec.py``: plain columns + one sealed payload), index the core's keyword terms verbatim
(``array_to_tsvector`` over ``text.tokenize.index_terms``, no stemming of its own), apply every
``MemoryFilter`` inside its queries, and implement the lock semantics of ``MemoryStore.transaction`` with
per-scope advisory locks (``capabilities.database_wide_write_lock = False``).
"""
