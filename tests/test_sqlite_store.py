"""The embedded store itself: WAL, migrations, keyword search in Korean and English, scoping."""

from __future__ import annotations

import sqlite3

from mnemo.storage.sqlite import SQLiteStore
from mnemo.storage.sqlite.migrations import available


def test_wal_mode_busy_timeout_and_numbered_migrations(db_path):
    store = SQLiteStore(db_path, model_id="use-m3", dim=512)
    c = sqlite3.connect(db_path)
    assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    versions = [v for v, _, _ in available()]
    assert versions == sorted(versions) and versions[0] == 1
    applied = [r[0] for r in c.execute("SELECT version FROM schema_migrations ORDER BY version")]
    assert applied == versions
    store.close()
    SQLiteStore(db_path).close()  # reopening applies nothing twice
    assert [r[0] for r in c.execute("SELECT version FROM schema_migrations")] == versions


def test_sealed_fields_are_kept_apart_from_plaintext(db_path, svc):
    svc.add("Confidential: 김철수 approved the 3억원 acquisition of Beta Corp", title="Acquisition",
            people=["김철수"], entities=["Beta Corp"])
    c = sqlite3.connect(db_path)
    plain_cols = {r[1] for r in c.execute("PRAGMA table_info(memories)")}
    sealed_cols = {r[1] for r in c.execute("PRAGMA table_info(memory_sealed)")}
    assert {"title", "content", "people", "entities", "projects"} <= sealed_cols
    assert not ({"title", "content", "people", "entities", "projects"} & plain_cols)
    assert {"summary", "category", "confidence", "source_type", "embedding", "embedding_model"} <= plain_cols


def test_keyword_search_finds_korean_inflected_forms(svc):
    svc.add("다음 분기 마케팅 캠페인을 2월에 시작합니다")
    svc.add("The billing service moves to PostgreSQL in March")
    hits = svc.search("캠페인 일정")
    assert hits and "캠페인" in hits[0].memory.content and hits[0].keyword > 0
    hits = svc.search("postgres billing migration")
    assert "PostgreSQL" in hits[0].memory.content


def test_search_is_scoped_to_the_user(svc):
    svc.add("The billing service moves to PostgreSQL in March", user_id="alice")
    assert svc.search("billing PostgreSQL", user_id="bob") == []
    assert svc.search("billing PostgreSQL", user_id="alice")


def test_keyword_hits_are_not_crowded_out_by_another_users_memories(db_path, embedder):
    from mnemo.config import Settings
    from mnemo.domain.models import MemoryDraft
    from mnemo.service import MemoryService

    svc = MemoryService.open(Settings(db=db_path, similarity={"mode": "raw"}), embedder=embedder)
    crowd = [MemoryDraft(user_id="alice", content=f"Zebra crossing survey number {i} for district {i % 17}")
             for i in range(200)]  # versions of a few memories: 200 keyword matches, most of them superseded
    svc.add_many(crowd)
    svc.add("The mascot design review for the spring fair is approved; its theme is a zebra", user_id="bob")
    rows = svc.store.search("bob", None, ["zebra"], 10)  # keyword only: alice's 200 matches rank alongside
    assert [m.user_id for m, _, _ in rows] == ["bob"] and rows[0][2] > 0
    alice = svc.store.search("alice", None, ["zebra"], 10)
    assert alice and all(m.user_id == "alice" and m.status.value == "active" for m, _, _ in alice)
    svc.close()
