"""PostgreSQL-specific checks beyond the contract suite: opening by URL and its errors, what lands in
plaintext columns, the lock timeout, and two processes consolidating the same memory at once.

Every test here uses the session's real server (``tests/pg_server.py``)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import threading
from datetime import datetime, timezone

import numpy as np
import pytest

from mnemo.domain.ids import new_id
from mnemo.domain.models import Memory
from mnemo.domain.queries import user_scope
from mnemo.errors import ConfigError, DatabaseBusy, StorageError
from mnemo.storage.factory import open_store

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=timezone.utc)


def _memory(content: str, **fields) -> Memory:
    mid = new_id("mem")
    return Memory(id=mid, lineage_id=mid, user_id="alice", content=content, created_at=T0, updated_at=T0,
                  content_hash=hashlib.sha256(content.encode()).hexdigest(), embedding_model="m-4", **fields)


def test_a_postgresql_url_opens_the_postgres_store(pg_url):
    from mnemo.storage.postgres import PostgresStore

    for url in (pg_url, pg_url.replace("postgresql://", "postgres://", 1)):
        store = open_store(url, model_id="m-4", dim=4)
        try:
            assert isinstance(store, PostgresStore)
            assert store.capabilities.database_wide_write_lock is False
            assert store.count_memories() == 0
        finally:
            store.close()


@pytest.mark.parametrize("url, message", [
    ("postgresql://u:pw@127.0.0.1:notaport/db", "malformed"),
    ("mysql://u@h/db", "Unsupported database URL scheme 'mysql'"),
])
def test_bad_urls_are_config_errors_naming_the_fix(url, message):
    with pytest.raises(ConfigError, match=message) as info:
        open_store(url)
    assert "postgresql://user:password@host:port/database" in info.value.fix


def test_an_unreachable_server_is_a_storage_error_without_the_password():
    with pytest.raises(StorageError) as info:
        open_store("postgresql://mnemo:s3cret-pw@127.0.0.1:1/mnemo")
    text = info.value.message
    assert "Cannot connect to PostgreSQL at postgresql://mnemo:***@127.0.0.1:1/mnemo" in text
    assert "s3cret-pw" not in text


def test_an_unknown_database_names_the_fix(pg_url):
    url = pg_url.replace("/mnemo_t", "/no_such_db_", 1)
    with pytest.raises(StorageError, match="does not exist") as info:
        open_store(url)
    assert "createdb" in info.value.fix


def test_without_psycopg_the_error_names_the_extra(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "psycopg" else real(name, *a))
    with pytest.raises(ConfigError) as info:
        open_store("postgresql://u@localhost/db")
    assert info.value.fix == "pip install 'mnemo[postgres]'"


def test_no_private_text_reaches_a_plaintext_column(pg_url):
    """Every column but the sealed payloads and the keyword terms (in clear until the vault lands, as on
    SQLite) is free of a memory's title, content, people and URL."""
    import psycopg

    store = open_store(pg_url, model_id="m-4", dim=4)
    secret = "Globex acquisition closes March 3"
    m = _memory(secret, title="Project Nightjar", people=["Dana Whitfield"], source_url="https://x.test/nightjar")
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(m, np.array([1, 0, 0, 0], dtype=np.float32), ["globex"])
    store.close()
    with psycopg.connect(pg_url) as c:
        rows = c.execute("SELECT column_name FROM information_schema.columns WHERE table_name = 'memories' "
                         "AND column_name NOT IN ('sealed', 'terms')").fetchall()
        cols = ", ".join(f'"{r[0]}"::text' for r in rows)
        dump = repr(c.execute(f"SELECT {cols} FROM memories").fetchall())
    for text in ("Globex", "Nightjar", "Whitfield", "x.test"):
        assert text not in dump


def test_a_writer_waits_at_most_the_lock_timeout_then_is_busy(pg_url, monkeypatch):
    from mnemo.storage.postgres import pg_database

    monkeypatch.setattr(pg_database, "LOCK_TIMEOUT_S", 1)
    first, second = open_store(pg_url, model_id="m-4", dim=4), open_store(pg_url, model_id="m-4", dim=4)
    inside, release = threading.Event(), threading.Event()

    def hold() -> None:
        with first.transaction([user_scope("alice")]):
            inside.set()
            release.wait(10)

    t = threading.Thread(target=hold, daemon=True)
    t.start()
    try:
        assert inside.wait(5)
        with pytest.raises(DatabaseBusy, match="Another writer held"):
            with second.transaction([user_scope("alice")]):
                pass
        with second.transaction([user_scope("bob")]):  # another scope is free
            pass
    finally:
        release.set()
        t.join(10)
        first.close()
        second.close()


def test_two_processes_adding_the_same_memory_create_it_once(pg_url, tmp_path):
    """Consolidation's decide-then-write is atomic per user across processes: two `mnemo add` of the same
    text at once give one CREATE and one SKIP, never two memories."""
    cmd = [sys.executable, "-m", "mnemo", "add", "We will host the billing API on Netlify from May", "--db", pg_url,
           "--json"]
    env = dict(os.environ)  # the suite's autouse fixture has taken every MNEMO_* variable out
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for _ in range(2)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [e for _, e in outs]
    decisions = sorted(json.loads(o)["decision"] for o, _ in outs)
    assert decisions == ["create", "skip"]
    store = open_store(pg_url)
    try:
        assert store.count_memories() == 1
    finally:
        store.close()


def test_keyword_ranks_are_sqlites_bm25_when_the_filter_admits_the_whole_store(pg_url, tmp_path):
    """Both backends compute FTS5's bm25 over the core's terms, so on one user's store, searched over every
    status, the ranks agree (PostgreSQL takes its corpus statistics from what the filter admits)."""
    from mnemo.domain.models import MemoryStatus
    from mnemo.domain.queries import MemoryFilter
    from mnemo.storage.sqlite import SQLiteStore

    docs = [["budget", "q3", "campaign", "budget"], ["budget", "review"], ["hiring", "plan", "q3"],
            ["캠페인", "예산", "budget", "campaign", "launch", "date", "moved"], ["lunch"], ["office", "move", "plan"]]
    stores = [open_store(pg_url, model_id="m-4", dim=4), SQLiteStore(tmp_path / "bm25.db", model_id="m-4", dim=4)]
    ranks = []
    every = MemoryFilter("alice", statuses=tuple(MemoryStatus))
    try:
        memories = [_memory(" ".join(t)) for t in docs]
        for store in stores:
            with store.transaction([user_scope("alice")]) as tx:
                for m, terms in zip(memories, docs):
                    tx.insert_memory(m, np.array([1, 0, 0, 0], dtype=np.float32), terms)
            found = store.search(every, vector=None, terms=["budget", "campaign", "plan"], k=10)
            ranks.append({c.memory.id: c.keyword_rank for c in found})
    finally:
        for store in stores:
            store.close()
    pg, sqlite = ranks
    assert set(pg) == set(sqlite) and len(pg) == 5
    for mid in pg:
        assert pg[mid] == pytest.approx(sqlite[mid], rel=1e-6)


def test_connections_dropped_by_the_server_are_replaced_not_reported(pg_url, monkeypatch):
    """After a server restart (here: every connection of the store terminated), the next read and write
    succeed on new connections instead of failing once per pooled connection."""
    import psycopg

    from mnemo.storage.postgres import pg_database

    monkeypatch.setattr(pg_database, "IDLE_CHECK_S", 0.0)
    store = open_store(pg_url, model_id="m-4", dim=4)
    try:
        assert store.count_memories() == 0
        with psycopg.connect(pg_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        assert store.count_memories() == 0
        with store.transaction([user_scope("alice")]) as tx:
            tx.insert_memory(_memory("after the restart"), np.array([1, 0, 0, 0], dtype=np.float32), ["restart"])
        assert store.count_memories() == 1
    finally:
        store.close()
