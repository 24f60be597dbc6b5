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
