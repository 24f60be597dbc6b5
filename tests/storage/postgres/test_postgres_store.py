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


def _postings_drift(url: str) -> list[str]:
    """How ``memory_terms`` and ``keyword_stats`` differ from what the memories rows say they should hold."""
    import psycopg

    with psycopg.connect(url) as c:
        drift = [f"posting {r}" for r in c.execute(
            "(SELECT m.id, u.lexeme, m.user_id, m.status FROM memories m, unnest(m.terms) u "
            " EXCEPT SELECT memory_id, lexeme, user_id, status FROM memory_terms) UNION ALL "
            "(SELECT memory_id, lexeme, user_id, status FROM memory_terms "
            " EXCEPT SELECT m.id, u.lexeme, m.user_id, m.status FROM memories m, unnest(m.terms) u)").fetchall()]
        drift += [f"stats {r}" for r in c.execute(
            "WITH want AS (SELECT user_id, '' AS lexeme, count(*) FILTER (WHERE n_terms > 0) AS docs, "
            "              sum(n_terms) AS total_len FROM memories "
            "              GROUP BY user_id UNION ALL SELECT m.user_id, u.lexeme, count(*), 0 "
            "              FROM memories m, unnest(m.terms) u GROUP BY m.user_id, u.lexeme), "
            "have AS (SELECT user_id, lexeme, docs, total_len FROM keyword_stats WHERE docs <> 0 OR total_len <> 0) "
            "(SELECT * FROM want EXCEPT SELECT * FROM have) UNION ALL (SELECT * FROM have EXCEPT SELECT * FROM want)"
        ).fetchall()]
    return drift


def test_keyword_postings_follow_every_kind_of_write(pg_url):
    """The postings and corpus statistics that keyword search reads (migration 008) are kept by triggers:
    after inserts, an edit, a supersession with the id archived, a soft delete, an erasure, another
    partition's writes and a keyword re-index, they equal what the memories rows hold, and a search
    finds exactly what the current terms say."""
    from mnemo.domain.models import MemoryStatus
    from mnemo.domain.queries import MemoryFilter

    store = open_store(pg_url, model_id="m-4", dim=4)
    v = np.array([1, 0, 0, 0], dtype=np.float32)
    every = MemoryFilter("alice", statuses=tuple(MemoryStatus))
    try:
        a, b, c = _memory("budget plan"), _memory("budget review"), _memory("hiring plan")
        other = _memory("budget for bob").model_copy(update={"user_id": "bob"})
        with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
            for m, terms in ((a, ["budget", "plan"]), (b, ["budget", "review", "budget"]), (c, ["hiring", "plan"]),
                             (other, ["budget", "bob"])):
                tx.insert_memory(m, v, terms)
        assert _postings_drift(pg_url) == []
        with store.transaction([user_scope("alice")]) as tx:
            tx.update_in_place(a, ["budget", "plan", "approved"])
        assert _postings_drift(pg_url) == []
        newer = _memory("hiring plan for Q3").model_copy(update={"id": c.id, "lineage_id": c.id, "version": 2})
        archive = "mem_archived_c1"
        with store.transaction([user_scope("alice")]) as tx:
            tx.archive_version(c.id, archive, superseded_by=c.id)
            tx.insert_memory(newer, v, ["hiring", "plan", "q3"])
        assert _postings_drift(pg_url) == []
        with store.transaction([user_scope("alice")]) as tx:
            tx.set_status(b.id, MemoryStatus.DELETED, at=T0, reason="test")
            tx.purge_memories([archive], at=T0, reason="forgotten")
        assert _postings_drift(pg_url) == []
        with store.db.reading() as conn:  # the forgotten version left N (as it leaves FTS5); the deleted one stays
            assert conn.execute("SELECT docs FROM keyword_stats WHERE user_id = 'alice' AND lexeme = ''"
                                ).fetchone()[0] == 3
        assert set(by_id(store.search(every, vector=None, terms=["q3"], k=10))) == {c.id}
        assert set(by_id(store.search(MemoryFilter("alice"), vector=None, terms=["budget"], k=10))) == {a.id}
        store.rebuild_keyword_index("postings-test", lambda m: ["fresh"] if m.content else [])
        assert _postings_drift(pg_url) == []
        assert store.search(every, vector=None, terms=["budget"], k=10) == []
        assert set(by_id(store.search(MemoryFilter("bob"), vector=None, terms=["fresh"], k=10))) == {other.id}
    finally:
        store.close()


def by_id(candidates) -> dict[str, object]:
    return {c.memory.id: c for c in candidates}


def test_keyword_search_past_the_postings_budget_keeps_the_best_and_what_a_narrow_filter_admits(pg_url,
                                                                                              monkeypatch):
    """A term with more postings than a search reads whole (``pg_keywords``: a budget, then the best by
    impact) still yields the exact top matches of a two-term question, and a narrow filter (one source)
    whose memories fall past the cut still finds every one of them (the search reads on)."""
    from mnemo.domain.queries import MemoryFilter
    from mnemo.storage.postgres import pg_keywords

    store = open_store(pg_url, model_id="m-4", dim=4)
    v = np.array([1, 0, 0, 0], dtype=np.float32)
    try:
        rows = []
        for i in range(40):  # "budget" everywhere, long texts first; "vendor" in a few; three from slack
            terms = ["budget"] + ["filler"] * (i % 7) + (["vendor"] if i % 10 == 3 else [])
            m = _memory(" ".join(terms) + f" #{i}", source="slack" if i in (5, 17, 29) else "gmail")
            rows.append((m, terms))
        with store.transaction([user_scope("alice")]) as tx:
            for m, terms in rows:
                tx.insert_memory(m, v, terms)

        def search(flt, terms, k):
            return [(c.memory.id, round(c.keyword_rank, 9)) for c in store.search(flt, vector=None, terms=terms, k=k)]

        exact = search(MemoryFilter("alice"), ["budget", "vendor"], 10)
        slack_exact = {mid for mid, _ in search(MemoryFilter("alice", source="slack"), ["budget"], 10)}
        monkeypatch.setattr(pg_keywords, "POSTINGS_BUDGET", 5)
        monkeypatch.setattr(pg_keywords, "POSTINGS_PER_TERM", 4)
        assert search(MemoryFilter("alice"), ["budget", "vendor"], 10)[:4] == exact[:4]  # the vendor ones lead
        assert {mid for mid, _ in search(MemoryFilter("alice", source="slack"), ["budget"], 10)} == slack_exact
        assert len(slack_exact) == 3
    finally:
        store.close()


def test_a_store_opened_without_a_width_builds_its_vector_index_at_the_first_search(pg_url):
    """A review: a server started while its embedding server was down (no width: ``bootstrap.open_store``)
    never built the HNSW index, so every search scanned every vector until a restart."""
    from mnemo.domain.queries import MemoryFilter
    from mnemo.storage.postgres.pg_search import hnsw_index_name

    store = open_store(pg_url, model_id="m-4", dim=None)
    try:
        exists = "SELECT to_regclass(%s) IS NOT NULL"
        assert store.db.read(exists, (hnsw_index_name("m-4", 4),))[0][0] is False
        vector = np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32)
        with store.transaction([user_scope("alice")]) as tx:
            tx.insert_memory(_memory("Billing moves to PostgreSQL 16 in March."), vector, ["billing"])
        hits = store.search(MemoryFilter(user_id="alice"), vector=vector, terms=["billing"], k=5)
        assert [h.memory.content for h in hits] == ["Billing moves to PostgreSQL 16 in March."]
        assert store.db.read(exists, (hnsw_index_name("m-4", 4),))[0][0] is True and store.dim == 4
    finally:
        store.close()
