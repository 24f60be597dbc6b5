"""Engine behaviour through the service: field strategies, the override flag, the decision log and its
analytics, dry runs, batches, atomic writes, and two processes writing one database at once."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from datetime import timedelta

import pytest
from conftest import at

from mnemo.domain.models import DecisionType, LogStatus, MemoryStatus, Resolution
from mnemo.domain.policy import ConsolidationPolicy, FieldStrategies
from mnemo.errors import InvalidInput, NotFound, StorageError
from mnemo.service import MemoryService

OLD = "신규 앱 프로젝트 예산: 500만원"
NEW = "신규 앱 프로젝트 예산: 800만원"


def _service_with(make_service, embedder, **strategies) -> MemoryService:
    svc = make_service()
    policy = ConsolidationPolicy(strategies=FieldStrategies(**strategies))
    return MemoryService(svc.store, embedder, settings=svc.settings, policy=policy)


def _update(svc, **incoming):
    first = svc.add(OLD, keywords=["budget", "app"], importance=0.9, source_type="bootstrapped",
                    occurred_at=at("2025-01-10T00:00:00Z"))
    r = svc.add(NEW, source_type="bootstrapped", occurred_at=at("2025-01-11T00:00:00Z"), **incoming)
    assert r.decision is DecisionType.UPDATE, r.reason
    return first, svc.get(r.memory_id)


@pytest.mark.parametrize("strategy, expected", [
    ("replace", NEW),
    ("append", f"{OLD}\n{NEW}"),
    ("keep_existing", OLD),
])
def test_content_strategies(make_service, embedder, strategy, expected):
    svc = _service_with(make_service, embedder, content=strategy)
    _, new = _update(svc)
    assert new.content == expected


@pytest.mark.parametrize("strategy, expected", [
    ("replace", ["finance"]),
    ("merge", ["budget", "app", "finance"]),
    ("keep_existing", ["budget", "app"]),
])
def test_keyword_strategies(make_service, embedder, strategy, expected):
    svc = _service_with(make_service, embedder, keywords=strategy)
    _, new = _update(svc, keywords=["finance", "Budget"])
    assert new.keywords == (["finance", "Budget"] if strategy == "replace" else expected)


@pytest.mark.parametrize("strategy, expected", [("replace", 0.3), ("max", 0.9), ("keep_existing", 0.9)])
def test_importance_strategies(make_service, embedder, strategy, expected):
    svc = _service_with(make_service, embedder, importance=strategy)
    _, new = _update(svc, importance=0.3)
    assert new.importance == expected


def test_defaults_are_replace_merge_max(svc):
    _, new = _update(svc, keywords=["finance"], importance=0.3)
    assert (new.content, new.keywords, new.importance) == (NEW, ["budget", "app", "finance"], 0.9)


def test_merge_when_no_rule_prefers_either_side(svc):
    when = at("2025-01-10T00:00:00Z")
    svc.add(OLD, source_type="tool_output", occurred_at=when, confidence=0.8, importance=0.5)
    r = svc.add(NEW, source_type="tool_output", occurred_at=when, confidence=0.85, importance=0.5)
    assert r.resolution is Resolution.MERGE
    merged = svc.get(r.memory_id)
    assert merged.content == f"{OLD}\n{NEW}" and merged.confidence == 0.85
    # equally credible sources disagree: both values kept, the disagreement listed
    assert svc.conflicts()[0].resolution is Resolution.MERGE


def test_same_time_higher_confidence_beyond_margin_wins(svc):
    when = at("2025-01-10T00:00:00Z")
    svc.add(OLD, source_type="tool_output", occurred_at=when, confidence=0.6)
    r = svc.add(NEW, source_type="tool_output", occurred_at=when, confidence=0.75)
    assert r.resolution is Resolution.USE_INCOMING


def test_override_flag_lets_newer_realtime_beat_bootstrapped(svc):
    svc.add("Apollo 프로젝트 마감일: 1월 28일", source_type="bootstrapped", occurred_at=at("2025-01-10T00:00:00Z"))
    kept = svc.add("Apollo 프로젝트 마감일: 1월 25일", source_type="realtime", occurred_at=at("2025-01-12T00:00:00Z"))
    assert kept.resolution is Resolution.KEEP_EXISTING
    r = svc.add("Apollo 프로젝트 마감일: 1월 30일", source_type="realtime", occurred_at=at("2025-01-13T00:00:00Z"),
                respect_source_priority=False)
    assert r.resolution is Resolution.USE_INCOMING
    assert svc.get(r.memory_id).content.endswith("1월 30일")
    assert "ignored" in svc.log(decision="update")[0].action.resolution_reason


def test_dry_run_writes_nothing_but_the_log(svc):
    r = svc.add("We will use PostgreSQL 16 for billing.", dry_run=True)
    assert r.decision is DecisionType.CREATE and r.status is LogStatus.DRY_RUN
    assert svc.store.count_memories() == 0
    entries = svc.log()
    assert len(entries) == 1 and entries[0].status is LogStatus.DRY_RUN


def test_log_queries_by_user_decision_and_date_and_analytics(make_service):
    svc = make_service()
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", user_id="alice")
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", user_id="alice")  # skip
    svc.add("The staging cluster is reset every Sunday at 03:00 UTC.", user_id="bob")
    alice = svc.log(user_id="alice")
    assert [e.decision for e in alice] == [DecisionType.SKIP, DecisionType.CREATE]  # newest first
    assert all(e.user_id == "alice" for e in alice)
    assert [e.user_id for e in svc.log(decision="skip")] == ["alice"]
    newest = alice[0].timestamp
    assert svc.log(since=newest + timedelta(seconds=1)) == []
    assert len(svc.log(until=newest)) == 2  # bob's entry came after alice's newest
    assert len(svc.log(since=newest - timedelta(days=1), until=newest + timedelta(days=1))) == 3
    a = svc.stats()
    assert a["totalEntries"] == 3
    assert a["byDecision"] == {"create": 2, "update": 0, "skip": 1, "delete": 0}
    assert a["byStatus"] == {"success": 3} and a["memories"]["active"] == 2
    assert svc.stats(user_id="bob")["byDecision"]["create"] == 1
    for e in alice:
        d = e.as_dict()
        assert set(d) == {"id", "timestamp", "userId", "decision", "inputMemoryId", "targetMemoryId",
                          "similarityScore", "reason", "action", "status", "processingTimeMs"}
        assert d["processingTimeMs"] > 0
    with pytest.raises(InvalidInput):
        svc.log(decision="explode")


def test_scoped_reads_hide_other_users_memories(svc):
    r = svc.add("Alice's private note about the offsite budget of 3000만원", user_id="alice")
    assert svc.get(r.memory_id, user_id="alice").id == r.memory_id
    with pytest.raises(NotFound):
        svc.get(r.memory_id, user_id="bob")
    # another user's identical text is a separate memory, not a duplicate
    other = svc.add("Alice's private note about the offsite budget of 3000만원", user_id="bob")
    assert other.decision is DecisionType.CREATE


def test_delete_by_id_any_version_and_remove_edges_mode(svc):
    first = svc.add(OLD, source_type="bootstrapped", occurred_at=at("2025-01-10T00:00:00Z"))
    second = svc.add(NEW, source_type="bootstrapped", occurred_at=at("2025-01-11T00:00:00Z"))
    r = svc.delete(first.memory_id, reason="obsolete", cascade_mode="remove_edges")  # old version id
    assert r.decision is DecisionType.DELETE and r.target_memory_id == second.memory_id
    assert svc.get(second.memory_id).status is MemoryStatus.DELETED
    assert all(e.removed_at is not None for e in svc.edges(second.memory_id))
    again = svc.delete(second.memory_id)
    assert again.status is LogStatus.SKIPPED
    with pytest.raises(NotFound):
        svc.delete("mem_does_not_exist")
    with pytest.raises(InvalidInput):
        svc.delete(second.memory_id, cascade_mode="shred")


def test_batch_sees_earlier_items_and_isolates_bad_ones(svc):
    results = svc.add_many([
        "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원",
        "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원",  # duplicate of the item just before it
        "We will use PostgreSQL 16 as the primary database for the billing service.",
    ])
    assert [r.decision for r in results] == [DecisionType.CREATE, DecisionType.SKIP, DecisionType.CREATE]
    assert svc.store.count_memories() == 2


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
        assert c.execute("SELECT count(*) FROM memory_sealed").fetchone()[0] == before
        assert c.execute("SELECT count(*) FROM memories_fts").fetchone()[0] == before
        assert c.execute("SELECT count(*) FROM edges").fetchone()[0] == 0
    errors = svc.log()
    assert errors[0].status is LogStatus.ERROR and "disk on fire" in errors[0].reason
    # the in-process vector index did not keep the rolled-back row: the next write is consistent
    with sqlite3.connect(db_path) as c:
        c.execute("DROP TRIGGER boom")
    again = svc.add("Q2 마케팅 예산으로 8000만원을 요청드립니다", title="Q2 마케팅 예산 논의")
    assert again.decision is DecisionType.CREATE and svc.store.count_memories() == before + 1


def test_vector_index_follows_writes_from_another_process(make_service, db_path):
    a = make_service()
    b = make_service()
    a.add("The staging cluster is reset every Sunday at 03:00 UTC.")
    assert b.search("staging cluster reset")[0].memory.content.startswith("The staging cluster")
    r = b.add("The staging cluster is reset every Sunday at 03:00 UTC.")  # b sees a's write: duplicate
    assert r.decision is DecisionType.SKIP
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


def _corpus(n: int) -> list[str]:
    """Business memories with planted duplicates and changed values, in Korean and English."""
    import random

    rnd = random.Random(7)
    teams = ["billing", "mobile", "search", "payments", "data", "security", "growth", "infra"]
    ko = ["결제", "모바일", "검색", "데이터", "보안", "인프라"]
    out: list[str] = []
    for i in range(n):
        roll = rnd.random()
        if out and roll < 0.1:
            out.append(rnd.choice(out))  # exact duplicate
        elif out and roll < 0.2:
            base = rnd.choice(out)
            out.append(base.replace("0", "5", 1) if "0" in base else base + " (confirmed)")  # changed value
        elif roll < 0.6:
            out.append(f"The {rnd.choice(teams)} team will ship release {rnd.randint(1, 40)} on day "
                       f"{rnd.randint(1, 28)} with a budget of {rnd.randint(1, 90) * 1000} dollars.")
        else:
            out.append(f"{rnd.choice(ko)}팀은 {rnd.randint(1, 12)}월 {rnd.randint(1, 28)}일까지 "
                       f"{rnd.randint(1, 90)}00만원 예산으로 작업 {i}을 마칩니다.")
    return out


@pytest.mark.parametrize("process_min_items", [10**9, 100], ids=["thread", "worker-process"])
def test_batch_decides_exactly_like_one_call_at_a_time(make_service, tmp_path, process_min_items):
    """The batch path (embedding pipelined on a thread or a worker process, one matrix product for a
    chunk's candidates patched with the chunk's own writes) must reach the same decision, with the same
    target, as adding the items one by one."""
    texts = _corpus(300)
    one = make_service(str(tmp_path / "one.db"))
    seq = [one.add(t) for t in texts]
    many = make_service(str(tmp_path / "many.db"), process_min_items=process_min_items)
    bat = many.add_many(texts, chunk_size=64)
    assert (many.engine._worker_obj is not None) == (process_min_items == 100)
    assert [r.decision for r in bat] == [r.decision for r in seq]
    assert {r.decision.value for r in seq} >= {"create", "skip", "update"}
    for a, b in zip(seq, bat):  # ids differ between the two stores: compare what the targets hold
        if a.target_memory_id:
            assert one.get(a.target_memory_id).content == many.get(b.target_memory_id).content
    assert one.store.count_memories() == many.store.count_memories()


# --- regressions from review --------------------------------------------------------------------------------
def test_deleting_an_old_version_whose_head_is_deleted_changes_nothing(svc):
    first = svc.add(OLD, source_type="bootstrapped", occurred_at=at("2025-01-10T00:00:00Z"))
    second = svc.add(NEW, source_type="bootstrapped", occurred_at=at("2025-01-11T00:00:00Z"))
    svc.delete(second.memory_id)
    again = svc.delete(first.memory_id)
    assert again.status is LogStatus.SKIPPED
    assert svc.get(first.memory_id).status is MemoryStatus.SUPERSEDED  # history stays history


def test_a_failing_chunk_reports_every_item_and_stores_none(svc, db_path):
    with sqlite3.connect(db_path) as c:  # every log insert fails: no item of the chunk can commit
        c.execute("CREATE TRIGGER nolog BEFORE INSERT ON decision_log BEGIN SELECT RAISE(ABORT, 'log full'); END")
    results = svc.add_many(["first fact about the Busan office", "second fact about the Seoul office"])
    assert [r.status for r in results] == [LogStatus.ERROR, LogStatus.ERROR]
    assert svc.store.count_memories() == 0


def test_a_store_opened_without_a_model_is_bound_to_the_embedder(db_path, embedder):
    from mnemo.storage.sqlite import SQLiteStore

    svc = MemoryService(SQLiteStore(db_path), embedder)
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원")
    r = svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원")
    assert r.decision is DecisionType.UPDATE  # similarity works: the index knows the model
    svc.close()


def test_a_newer_schema_names_the_upgrade(db_path):
    from mnemo.storage.sqlite import SQLiteStore

    SQLiteStore(db_path).close()
    with sqlite3.connect(db_path) as c:
        c.execute("INSERT INTO schema_migrations VALUES (999, 'future', 'x')")
    with pytest.raises(StorageError) as err:
        SQLiteStore(db_path)
    assert "newer mnemo" in err.value.message and "pip install -U mnemo" in err.value.message
