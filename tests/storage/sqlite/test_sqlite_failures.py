"""Failures of the embedded store, made real: SQLite triggers that make a write fail mid-way, two
processes writing one file, a store opened without a model, a schema from a newer mnemo."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
import threading

import pytest

from mnemo.config import Settings
from mnemo.domain.models import LogStatus, Operation
from mnemo.errors import StorageError
from mnemo.service import MemoryService


def test_a_write_that_fails_midway_leaves_nothing_behind(svc, db_path):
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원")
    # make the edge insert fail (after the memory row is written) with a real SQLite trigger
    with sqlite3.connect(db_path) as c:
        c.execute("CREATE TRIGGER boom BEFORE INSERT ON edges BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")
    before = svc.store.count_memories()
    with pytest.raises(StorageError) as err:
        svc.add("Q2 마케팅 예산으로 8000만원을 요청드립니다", title="Q2 마케팅 예산 논의")  # CREATE + RELATED_TO edge
    assert "rolled back" in err.value.message
    assert svc.store.count_memories() == before
    with sqlite3.connect(db_path) as c:
        assert c.execute("SELECT count(*) FROM memories_fts").fetchone()[0] == before
        assert c.execute("SELECT count(*) FROM memories_fts").fetchone()[0] == before
        assert c.execute("SELECT count(*) FROM edges").fetchone()[0] == 0
    errors = svc.log()
    assert errors[0].status is LogStatus.ERROR and "disk on fire" in errors[0].reason
    # the in-process vector index did not keep the rolled-back row: the next write is consistent
    with sqlite3.connect(db_path) as c:
        c.execute("DROP TRIGGER boom")
    again = svc.add("Q2 마케팅 예산으로 8000만원을 요청드립니다", title="Q2 마케팅 예산 논의")
    assert again.decision is Operation.CREATE and svc.store.count_memories() == before + 1


def test_vector_index_follows_writes_from_another_process(make_service, db_path):
    a = make_service()
    b = make_service()
    a.add("The staging cluster is reset every Sunday at 03:00 UTC.")
    assert b.search("staging cluster reset")[0].memory.content.startswith("The staging cluster")
    r = b.add("The staging cluster is reset every Sunday at 03:00 UTC.")  # b sees a's write: duplicate
    assert r.decision is Operation.SKIP
    a.delete(r.memory_id)
    assert all(h.memory.id != r.memory_id for h in b.search("staging cluster reset"))


WRITER = textwrap.dedent("""
    import json, sys
    from mnemo.config import Settings
    from mnemo.service import MemoryService
    db, tag, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    topics = ["billing database", "mobile release train", "office move", "hiring plan", "security audit",
              "data retention", "on-call rotation", "design system", "pricing page", "Q3 offsite"]
    with MemoryService.open(Settings(db=db)) as svc:
        out = [svc.add(f"Process {tag} note {i}: the {topics[i % len(topics)]} owner is person {tag}{i}, "
                       f"budget {1000 * (i + 1)} dollars, review on day {i + 1}").decision.value for i in range(n)]
    print(json.dumps(out))
""")


def test_two_processes_writing_the_same_database_both_succeed(db_path, tmp_path):
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    procs = [subprocess.Popen([sys.executable, str(script), db_path, tag, "15"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for tag in ("A", "B")]
    outs = [p.communicate(timeout=300) for p in procs]
    for p, (_out, err) in zip(procs, outs):
        assert p.returncode == 0, err
    decisions = [d for out, _ in outs for d in json.loads(out)]
    assert len(decisions) == 30
    with sqlite3.connect(db_path) as c:
        logged = c.execute("SELECT count(*) FROM decision_log WHERE status = 'success'").fetchone()[0]
        stored = c.execute("SELECT count(*) FROM memories").fetchone()[0]
        created = sum(d == "create" for d in decisions) + sum(d == "update" for d in decisions)
        assert logged == 30 and stored == created
        assert c.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_openers_racing_to_create_one_database_all_succeed(tmp_path):
    """The first open switches a new file to WAL; SQLite answers a second switcher that races it with an
    immediate SQLITE_BUSY (no busy wait), which failed a CI run's two-writer test about once in ten races."""
    from mnemo.storage.sqlite.database import SQLiteDatabase

    errors: list[Exception] = []
    for i in range(80):
        path = tmp_path / f"race{i}.db"
        start = threading.Barrier(3)

        def open_once() -> None:
            start.wait()
            try:
                SQLiteDatabase(path).close()
            except Exception as exc:  # noqa: BLE001 - any failure is the finding
                errors.append(exc)

        threads = [threading.Thread(target=open_once) for _ in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert errors == []


def test_a_failing_chunk_reports_every_item_and_stores_none(svc, db_path):
    with sqlite3.connect(db_path) as c:  # every log insert fails: no item of the chunk can commit
        c.execute("CREATE TRIGGER nolog BEFORE INSERT ON decision_log BEGIN SELECT RAISE(ABORT, 'log full'); END")
    results = svc.add_many(["first fact about the Busan office", "second fact about the Seoul office"])
    assert [r.status for r in results] == [LogStatus.ERROR, LogStatus.ERROR]
    assert svc.store.count_memories() == 0


def test_a_store_opened_without_a_model_is_bound_to_the_embedder(db_path, embedder):
    from mnemo.storage.sqlite import SQLiteStore

    svc = MemoryService.open(Settings(db=db_path), store=SQLiteStore(db_path), embedder=embedder)
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원")
    r = svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원")
    assert r.decision is Operation.UPDATE  # similarity works: the index knows the model
    svc.close()


def test_a_newer_schema_names_the_upgrade(db_path):
    from mnemo.storage.sqlite import SQLiteStore

    SQLiteStore(db_path).close()
    with sqlite3.connect(db_path) as c:
        c.execute("INSERT INTO schema_migrations VALUES (999, 'future', 'x')")
    with pytest.raises(StorageError) as err:
        SQLiteStore(db_path)
    assert "newer mnemo" in err.value.message and "pip install -U mnemo" in err.value.message


def test_a_new_store_is_readable_by_its_owner_only(make_service, tmp_path):
    """A store holds private mail: a new file (and its WAL) is 0600 in a 0700 directory it creates; an existing
    file keeps the mode its owner gave it."""
    import stat

    from mnemo.storage.sqlite.database import SQLiteDatabase

    path = tmp_path / "private" / "m.db"  # a directory the store creates (mnemo --create)
    db = SQLiteDatabase(path)
    db.conn.execute("CREATE TABLE IF NOT EXISTS probe (x)")  # a write: the WAL file exists now
    for f in (path, path.with_name("m.db-wal")):
        assert stat.S_IMODE(f.stat().st_mode) == 0o600, f
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    shared = tmp_path / "shared.db"
    shared.touch(mode=0o644)
    shared.chmod(0o644)
    make_service(str(shared)).close()
    assert stat.S_IMODE(shared.stat().st_mode) == 0o644
