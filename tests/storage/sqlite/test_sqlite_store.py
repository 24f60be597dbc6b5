"""SQLite-only checks at the SQL level: WAL, migrations (including a store written by the schema before
sealed payloads), what sits in plaintext columns, keyword crowding. Everything a backend must do is in
``tests/contract``; this folder checks how the embedded store does it."""

from __future__ import annotations

import json
import sqlite3
from importlib import resources

from mnemo.config import Settings
from mnemo.domain.models import MemoryDraft
from mnemo.domain.queries import MemoryFilter
from mnemo.service import MemoryService
from mnemo.storage.migrate import available, sqlite_statements
from mnemo.storage.sqlite import SQLiteStore

PACKAGE = "mnemo.storage.sqlite.migrations"


def test_wal_mode_busy_timeout_and_numbered_migrations(db_path):
    store = SQLiteStore(db_path, model_id="use-m3", dim=512)
    c = sqlite3.connect(db_path)
    assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    versions = [m.number for m in available(PACKAGE)]
    assert versions == sorted(versions) and versions[0] == 1
    applied = [r[0] for r in c.execute("SELECT version FROM schema_migrations ORDER BY version")]
    assert applied == versions
    store.close()
    SQLiteStore(db_path).close()  # reopening applies nothing twice
    assert [r[0] for r in c.execute("SELECT version FROM schema_migrations")] == versions


def _plaintext(db_path: str) -> str:
    """Every text value in every column except the sealed payloads, as one string."""
    c = sqlite3.connect(db_path)
    out = []
    tables = [r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                      "AND name NOT LIKE 'memories_fts%' AND name NOT LIKE 'sqlite_%'")]
    for table in tables:
        cols = [r[1] for r in c.execute(f"PRAGMA table_info({table})") if r[1] != "sealed" and r[2] != "BLOB"]
        for row in c.execute(f"SELECT {', '.join(cols)} FROM {table}"):
            out += [str(v) for v in row if v is not None]
    return "\n".join(out)


def test_private_text_never_sits_in_a_plaintext_column(db_path, svc):
    """Title, content, people, entities, URLs, the reasons a decision quotes and a delete reason live only in
    sealed payloads (where the vault will encrypt them), never in a column of their own or in the log."""
    svc.add("Confidential: Kimchulsoo approved the 30000000 KRW acquisition of Zorblat Corp", title="Acquisition Xq",
            people=["Kimchulsoo"], entities=["Zorblat Corp"], source_url="https://secret.example/zorblat")
    r = svc.add("Confidential: Kimchulsoo approved the 40000000 KRW acquisition of Zorblat Corp",
                source_type="realtime")  # a lower-priority value that contradicts: kept on record, conflict
    assert r.decision.value == "update"
    svc.delete(r.target_memory_id or r.memory_id, reason="Zorblat deal cancelled")
    svc.upsert_person("Kimchulsoo", emails=["kcs@zorblat.example"], organization="Zorblat Corp")
    plain = _plaintext(db_path)
    for secret in ("Zorblat", "Kimchulsoo", "Acquisition Xq", "secret.example", "30000000", "40000000",
                   "kcs@zorblat"):
        assert secret not in plain.replace("email:kcs@zorblat.example", "").replace("name:kimchulsoo", ""), secret
    # what people may filter on stays plain
    c = sqlite3.connect(db_path)
    plain_cols = {r[1] for r in c.execute("PRAGMA table_info(memories)")}
    assert {"summary", "category", "confidence", "source_type", "keywords", "embedding_model"} <= plain_cols
    assert not ({"title", "content", "people", "entities", "projects", "source_url", "delete_reason"} & plain_cols)


def test_a_store_written_before_sealed_payloads_is_migrated(tmp_path):
    """A database at schema 3 (private fields in their own columns) opens with its memories, log,
    conflicts and people intact, their private text moved into the payloads, and its keyword index rebuilt."""
    path = str(tmp_path / "old.db")
    c = sqlite3.connect(path, isolation_level=None)
    c.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
    for m in available(PACKAGE):
        if m.number <= 3:
            for stmt in sqlite_statements(m.sql):
                c.execute(stmt)
            c.execute("INSERT INTO schema_migrations VALUES (?, ?, '2025-01-01')", (m.number, m.name))
    t = "2025-01-15T05:00:00.000000Z"
    c.execute("INSERT INTO memories (id, lineage_id, status, user_id, summary, keywords, source_type, source_url, "
              "created_at, updated_at, delete_reason, content_hash, change_seq) VALUES ('mem_1', 'mem_1', 'active', "
              "'u', 'summary one', '[\"budget\"]', 'user_input', 'https://x.example', ?, ?, NULL, 'h1', 1)", (t, t))
    c.execute("INSERT INTO memory_sealed VALUES ('mem_1', 'Budget', 'Q1 campaign budget is 50 million won', "
              "'[\"Kim\"]', '[]', '[]', '{}')")
    c.execute("INSERT INTO memories_fts (rowid, terms) SELECT rowid, 'q1 campaign budget' FROM memories")
    action = json.dumps({"type": "create", "memoryData": {"content": "Q1 campaign budget", "category": "project"}})
    c.execute("INSERT INTO decision_log VALUES ('log_1', ?, 'u', 'create', 'mem_1', NULL, NULL, 'No similar memories', "
              "?, 'success', 1.5)", (t, action))
    c.execute("INSERT INTO conflicts (id, created_at, user_id, kind, existing_id, field, existing_value, incoming_value, "
              "existing_source_type, incoming_source_type, resolution, reason) VALUES ('cfl_1', ?, 'u', 'person', "
              "'per_1', 'organization', 'ABC', 'XYZ', 'user_input', 'realtime', 'keep_existing', 'priority')", (t,))
    c.execute("INSERT INTO people (id, user_id, name, aliases, emails, organization, source_type, created_at, updated_at) "
              "VALUES ('per_1', 'u', '김철수', '[]', '[\"kim@abc.co.kr\"]', 'ABC', 'user_input', ?, ?)", (t, t))
    c.close()

    from mnemo.bootstrap import local_embedder

    svc = MemoryService.open(Settings(db=path), embedder=local_embedder("use-m3"))
    m = svc.get("mem_1")
    assert (m.title, m.content, m.people, m.source_url) == ("Budget", "Q1 campaign budget is 50 million won", ["Kim"],
                                                            "https://x.example")
    [entry] = svc.log()
    assert entry.reason == "No similar memories" and entry.action.memory_data == {"category": "project"}
    [conflict] = svc.conflicts()
    assert (conflict.existing_value, conflict.incoming_value, conflict.reason) == ("ABC", "XYZ", "priority")
    assert svc.store.get_person("per_1").emails == ["kim@abc.co.kr"]
    hits = svc.store.search(MemoryFilter(user_id="u"), vector=None, terms=["campaign"], k=5)
    assert [h.memory.id for h in hits] == ["mem_1"]  # re-indexed with the core's terms
    svc.close()


def test_keyword_hits_are_not_crowded_out_by_another_users_memories(db_path, embedder):
    svc = MemoryService.open(Settings(db=db_path, similarity={"mode": "raw"}), embedder=embedder)
    crowd = [MemoryDraft(user_id="alice", content=f"Zebra crossing survey number {i} for district {i % 17}")
             for i in range(200)]  # versions of a few memories: 200 keyword matches, most of them superseded
    svc.add_many(crowd)
    svc.add("The mascot design review for the spring fair is approved; its theme is a zebra", user_id="bob")
    rows = svc.store.search(MemoryFilter(user_id="bob"), vector=None, terms=["zebra"], k=10)
    assert [c.memory.user_id for c in rows] == ["bob"] and rows[0].keyword_rank > 0
    alice = svc.store.search(MemoryFilter(user_id="alice"), vector=None, terms=["zebra"], k=10)
    assert alice and all(c.memory.user_id == "alice" and c.memory.status.value == "active" for c in alice)
    svc.close()


def test_migrations_ship_in_the_package():
    names = {e.name for e in resources.files(PACKAGE).iterdir()}
    assert {"001_initial.sql", "004_sealed_payloads.sql"} <= names


def test_a_stale_keyword_index_is_rebuilt_on_open_and_verbose_says_so(tmp_path):
    """A store whose keyword index was built by another term computation is re-indexed when opened;
    ``mnemo --verbose`` shows that warning on stderr, a plain run keeps stderr clean."""
    import os
    import shutil
    import subprocess
    import sys

    db = str(tmp_path / "k.db")
    exe = shutil.which("mnemo") or os.path.join(os.path.dirname(sys.executable), "mnemo")
    env = {**os.environ, "MNEMO_DB": db}
    subprocess.run([exe, "add", "The billing service moves to PostgreSQL in March"], env=env, check=True,
                   capture_output=True, timeout=300)
    for flags, expect in (([], False), (["--verbose"], True)):
        with sqlite3.connect(db) as c:
            c.execute("UPDATE store_meta SET value = 'terms-0' WHERE key = 'keyword_index_version'")
        out = subprocess.run([exe, *flags, "search", "postgres billing", "--json"], env=env, capture_output=True,
                             text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["results"], "the re-built index finds the memory"
        assert ("Re-indexed the keywords of 1 memories" in out.stderr) is expect, out.stderr
