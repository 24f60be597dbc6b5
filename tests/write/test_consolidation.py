"""Consolidation through the service's API (any backend): field strategies, the override flag, the
decision log and its analytics, dry runs, batches. Failures made with SQLite triggers and two processes
writing one file are in ``tests/storage/sqlite``."""

from __future__ import annotations

from datetime import timedelta

import pytest
from support import at

from mnemo.domain.models import LogStatus, MemoryStatus, Operation, Resolution
from mnemo.domain.policy import ConsolidationPolicy, FieldStrategies
from mnemo.errors import InvalidInput, NotFound
from mnemo.service import MemoryService

OLD = "신규 앱 프로젝트 예산: 500만원"
NEW = "신규 앱 프로젝트 예산: 800만원"


def _service_with(make_service, embedder, **strategies) -> MemoryService:
    svc = make_service()
    policy = ConsolidationPolicy(strategies=FieldStrategies(**strategies))
    return MemoryService.open(svc.settings, store=svc.store, embedder=embedder, policy=policy)


def _update(svc, **incoming):
    first = svc.add(OLD, keywords=["budget", "app"], importance=0.9, source_type="bootstrapped",
                    occurred_at=at("2025-01-10T00:00:00Z"))
    r = svc.add(NEW, source_type="bootstrapped", occurred_at=at("2025-01-11T00:00:00Z"), **incoming)
    assert r.decision is Operation.UPDATE, r.reason
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
    assert r.decision is Operation.CREATE and r.status is LogStatus.DRY_RUN
    assert r.memory_id is None and r.version is None  # no id of a memory that was never written
    assert svc.store.count_memories() == 0
    entries = svc.log()
    assert len(entries) == 1 and entries[0].status is LogStatus.DRY_RUN


def test_log_queries_by_user_decision_and_date_and_analytics(make_service):
    svc = make_service()
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", user_id="alice")
    svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", user_id="alice")  # skip
    svc.add("The staging cluster is reset every Sunday at 03:00 UTC.", user_id="bob")
    alice = svc.log(user_id="alice")
    assert [e.decision for e in alice] == [Operation.SKIP, Operation.CREATE]  # newest first
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
                          "similarityScore", "reason", "action", "status", "processingTimeMs", "teamId", "actorId"}
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
    assert other.decision is Operation.CREATE


def test_delete_by_id_any_version_and_remove_edges_mode(svc):
    first = svc.add(OLD, source_type="bootstrapped", occurred_at=at("2025-01-10T00:00:00Z"))
    second = svc.add(NEW, source_type="bootstrapped", occurred_at=at("2025-01-11T00:00:00Z"))
    r = svc.delete(first.memory_id, reason="obsolete", cascade_mode="remove_edges")  # old version id
    assert r.decision is Operation.DELETE and r.target_memory_id == second.memory_id
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
    assert [r.decision for r in results] == [Operation.CREATE, Operation.SKIP, Operation.CREATE]
    assert svc.store.count_memories() == 2


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
    assert (many.engine.workers._worker is not None) == (process_min_items == 100)
    decomposed_here = many.engine.scorer.sim.cache.misses  # the worker decomposes every chunk but the first
    assert (decomposed_here <= 64) == (process_min_items == 100), decomposed_here
    assert [r.decision for r in bat] == [r.decision for r in seq]
    assert {r.decision.value for r in seq} >= {"create", "skip", "update"}
    for a, b in zip(seq, bat):  # ids differ between the two stores: compare what the targets hold
        if a.target_memory_id:
            assert one.get(a.target_memory_id).content == many.get(b.target_memory_id).content
    assert one.store.count_memories() == many.store.count_memories()


# --- regressions from review --------------------------------------------------------------------------------
def test_an_update_keeps_the_id_and_a_delete_takes_every_version(svc):
    first = svc.add(OLD, source_type="bootstrapped", occurred_at=at("2025-01-10T00:00:00Z"))
    second = svc.add(NEW, source_type="bootstrapped", occurred_at=at("2025-01-11T00:00:00Z"))
    assert second.decision is Operation.UPDATE and second.memory_id == first.memory_id and second.version == 2
    old_version = svc.history(first.memory_id)[0]
    assert old_version.id == f"{first.memory_id}@v1" and old_version.content == OLD
    assert svc.resolve(old_version.id) == (svc.get(first.memory_id), old_version)  # an old id names its memory
    svc.delete(second.memory_id)
    assert {v.status for v in svc.history(first.memory_id)} == {MemoryStatus.DELETED}
    again = svc.delete(old_version.id)
    assert again.status is LogStatus.SKIPPED




@pytest.mark.parametrize("english,korean", [
    ("Q1 marketing campaign: starts January 15, budget 50 million won.", "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원"),
    ("The payments service uses PostgreSQL 16; the migration from MySQL finished in March.",
     "결제 서비스는 PostgreSQL 16을 씁니다. MySQL에서의 마이그레이션은 3월에 끝났습니다."),
])
def test_a_restatement_in_the_other_language_keeps_the_memory_as_it_is(svc, english, korean):
    first = svc.add(english)
    again = svc.add(korean)
    assert again.decision is Operation.SKIP and again.target_memory_id == first.memory_id, again.reason
    assert svc.get(first.memory_id).content == english
    raised = svc.add(korean.replace("5000만원", "6000만원").replace("16", "17"))  # a real change is not a skip
    assert raised.decision is not Operation.SKIP


def test_values_are_compared_in_one_spelling_across_languages():
    from mnemo.domain.conflict import find_contradiction, stated_values

    assert stated_values("budget $30k, meeting Thursday at 2pm in March") == stated_values(
        "예산 $30,000, 목요일 2시 회의, 3월")
    assert find_contradiction("예산 5000만원", "budget 50 million won") is None
    assert find_contradiction("예산 5000만원", "예산 6000만원") == "values differ: 5000만원 vs 6000만원"
    assert find_contradiction("meeting at 2pm", "meeting at 3pm") is not None


@pytest.fixture
def db_path(any_db):
    return any_db


@pytest.mark.parametrize("first,second", [
    ("Budget for the Juniper mobile redesign in Q1 2025 is $605,000.",
     "Budget for the Juniper mobile redesign in Q1 2026 is $376,000."),
    ("Delta 마케팅 캠페인 2025년 3분기 예산은 3.7억 원으로 확정되었습니다.",
     "Delta 마케팅 캠페인 2025년 4분기 예산은 3,150만 원으로 확정되었습니다."),
    ("The iOS release of the Pebble app ships on 3 March.", "The Android release of the Pebble app ships on 17 March."),
])
def test_facts_about_different_periods_or_platforms_are_two_memories(svc, first, second):
    """Alike but for the year, the quarter or the platform: updating one with the other lost the first."""
    a = svc.add(first)
    b = svc.add(second)
    assert b.decision is Operation.CREATE and b.memory_id != a.memory_id
    assert "different periods" in b.reason or "Similar (0.8" in b.reason  # the scope guard, or only related
    assert svc.get(a.memory_id).content == first and svc.get(a.memory_id).status is MemoryStatus.ACTIVE


def test_a_new_value_for_the_same_period_still_updates(svc):
    a = svc.add("Budget for the Juniper mobile redesign in Q1 2025 is $605,000.")
    b = svc.add("Budget for the Juniper mobile redesign in Q1 2025 is $640,000.")
    assert b.decision is Operation.UPDATE and b.memory_id == a.memory_id
