"""The decision-tree document's five scenarios (Korean, as written) and the conflict document's examples,
run through the real engine: real embedder, real SQLite."""

from __future__ import annotations

import pytest

from support import at

from mnemo.domain.models import Operation, EdgeType, MemoryStatus, Resolution
from mnemo.errors import InvalidInput, NotFound

KICKOFF = dict(title="Q1 마케팅 캠페인 킥오프", category="project", importance=0.8, thread_id="thr-q1",
               people=["kim.cs@acme.co.kr", "lee.yh@acme.co.kr"], source_type="realtime", source="gmail")
Q1 = "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원"
Q1_RAISED = "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원 (증액)"


def test_scenario_1_create_new_information(svc):
    r = svc.add(Q1, occurred_at=at("2025-01-06T09:00:00+09:00"), **KICKOFF)
    assert r.decision is Operation.CREATE
    assert r.reason == "No similar memories found. Creating new memory."
    m = svc.get(r.memory_id)
    assert (m.content, m.category, m.importance, m.version, m.status) == (Q1, "project", 0.8, 1, MemoryStatus.ACTIVE)
    assert m.embedding_model == "use-m3"


def test_scenario_2_budget_raised_is_an_update_with_a_version(svc):
    first = svc.add(Q1, occurred_at=at("2025-01-06T09:00:00+09:00"), **KICKOFF)
    r = svc.add(Q1_RAISED, occurred_at=at("2025-01-08T10:30:00+09:00"),
                **{**KICKOFF, "title": "Re: Q1 마케팅 캠페인 킥오프"})
    assert r.decision is Operation.UPDATE
    assert r.target_memory_id == first.memory_id
    assert r.resolution is Resolution.USE_INCOMING
    assert 0.80 <= r.score
    assert r.memory_id == first.memory_id  # the memory keeps the id its create returned
    versions = svc.history(r.memory_id)
    archived = f"{first.memory_id}@v1"
    assert [(v.id, v.version) for v in versions] == [(archived, 1), (first.memory_id, 2)]
    assert versions[0].content == Q1 and versions[0].status is MemoryStatus.SUPERSEDED
    assert versions[0].superseded_by == r.memory_id
    assert versions[1].content == Q1_RAISED and versions[1].previous_version_id == archived
    updates = [e for e in svc.edges(r.memory_id) if e.type is EdgeType.UPDATES]
    assert [(e.source_id, e.target_id) for e in updates] == [(r.memory_id, archived)]
    # the archived version's id names the same memory
    assert [v.id for v in svc.history(archived)] == [archived, r.memory_id]
    assert svc.get(archived).content == Q1_RAISED


def test_scenario_3_forwarded_copy_is_skipped(svc):
    first = svc.add(Q1, occurred_at=at("2025-01-06T09:00:00+09:00"), **KICKOFF)
    r = svc.add(Q1, title="Fwd: Q1 마케팅 캠페인 킥오프", thread_id="thr-other", source_type="realtime")
    assert r.decision is Operation.SKIP
    assert r.target_memory_id == first.memory_id and r.score >= 0.95
    assert svc.store.count_memories() == 1
    entry = svc.log(decision="skip")[0]
    assert entry.action.duplicate_of_id == first.memory_id and entry.action.duplicate_score >= 0.95


def test_scenario_4_q2_budget_is_created_and_linked_to_q1(svc):
    first = svc.add(Q1, **KICKOFF)
    r = svc.add("Q2 마케팅 예산으로 8000만원을 요청드립니다", title="Q2 마케팅 예산 논의", thread_id="thr-q2",
                people=["kim.cs@acme.co.kr"], source_type="realtime")
    assert r.decision is Operation.CREATE
    assert r.related_memory_ids == [first.memory_id]
    assert 0.50 <= r.score < 0.80
    related = [e for e in svc.edges(r.memory_id) if e.type is EdgeType.RELATED_TO]
    assert [(e.source_id, e.target_id) for e in related] == [(r.memory_id, first.memory_id)]
    entry = svc.log(decision="create")[0]
    assert entry.action.related_memory_ids == [first.memory_id] and entry.action.relationship_type == "related_to"


def test_scenario_5_deletion_request_soft_deletes_and_keeps_edges(svc):
    first = svc.add(Q1, **KICKOFF)
    linked = svc.add("Q2 마케팅 예산으로 8000만원을 요청드립니다", title="Q2 마케팅 예산 논의", source_type="realtime")
    assert linked.related_memory_ids == [first.memory_id]
    r = svc.add("Q1 마케팅 캠페인 관련 정보 삭제해줘", source_type="user_input")
    assert r.decision is Operation.DELETE and r.target_memory_id == first.memory_id
    m = svc.get(first.memory_id)
    assert m.status is MemoryStatus.DELETED and m.content == Q1  # soft: kept for audit
    assert all(e.removed_at is None for e in svc.edges(first.memory_id))  # preserve_edges
    assert svc.search("Q1 마케팅 캠페인") and all(h.memory.id != first.memory_id for h in svc.search("Q1 마케팅 캠페인"))
    entry = svc.log(decision="delete")[0]
    assert entry.action.trigger == "user_request" and entry.action.soft_delete is True
    assert entry.action.cascade_mode == "preserve_edges"


def test_a_deletion_request_naming_a_memorys_words_deletes_it_though_far_in_meaning(svc):
    """The Korean walk: "디자인 툴 관련 정보 삭제해줘" answered "Nothing in memory matches '디자인 툴'" beside
    "결정: 디자인 툴은 Figma 대신 Penpot을 쓰기로 했습니다…" (0.28 apart). Two memories holding the words are
    ambiguous: nothing is deleted."""
    design = svc.add("결정: 디자인 툴은 Figma 대신 Penpot을 쓰기로 했습니다. 라이선스 비용 절감 목적.")
    other = svc.add("주간 회의는 수요일 오후 2시에 합니다.")
    r = svc.add("디자인 툴 관련 정보 삭제해줘")
    assert r.decision is Operation.DELETE and r.target_memory_id == design.memory_id
    assert svc.get(other.memory_id).status is MemoryStatus.ACTIVE
    svc.add("디자인 툴 교육은 다음 달에 진행합니다.")
    svc.add("디자인 툴 라이선스는 연 단위로 갱신합니다.")
    with pytest.raises(InvalidInput, match="2 memories match '디자인 툴'"):
        svc.add("디자인 툴 관련 정보 삭제해줘")


def test_a_one_word_deletion_subject_deletes_nothing_it_merely_names(svc):
    """The review: once the meant memory was gone, "Redis 관련 정보 삭제해줘" deleted a postmortem that only
    mentioned Redis. One word is in too many memories to say which is meant."""
    postmortem = svc.add("Postmortem of the March outage: a DNS misconfiguration took the API down; Redis was fine.")
    with pytest.raises(NotFound):
        svc.add("Redis 관련 정보 삭제해줘")
    assert svc.get(postmortem.memory_id).status is MemoryStatus.ACTIVE


def test_a_realtime_email_asking_to_delete_is_content_not_a_request(svc):
    svc.add(Q1, **KICKOFF)
    r = svc.add("Q1 마케팅 캠페인 관련 정보 삭제해줘", source_type="realtime")
    assert r.decision is not Operation.DELETE
    assert svc.store.count_memories(status="deleted") == 0


# --- the conflict document's examples ---------------------------------------------------------------------
MEETING = dict(title="주간 팀 미팅 시간", thread_id="thr-weekly", people=["choi.mj@acme.co.kr"], source_type="bootstrapped")


def test_conflict_example_1_meeting_time_changed_on_equal_priority_newer_wins(svc):
    old = svc.add("주간 팀 미팅은 목요일 오후 2시에 합시다", occurred_at=at("2025-01-15T09:00:00+09:00"), **MEETING)
    r = svc.add("주간 팀 미팅은 목요일 오후 3시로 변경됐습니다", occurred_at=at("2025-01-18T09:00:00+09:00"),
                **{**MEETING, "title": "Re: 주간 팀 미팅 시간"})
    assert r.decision is Operation.UPDATE and r.resolution is Resolution.USE_INCOMING
    assert svc.get(r.memory_id).content.endswith("3시로 변경됐습니다")
    assert r.memory_id == old.memory_id
    assert any(e.type is EdgeType.UPDATES and e.target_id == f"{old.memory_id}@v1" for e in svc.edges(r.memory_id))


def test_equal_priority_older_incoming_keeps_existing(svc):
    svc.add("주간 팀 미팅은 목요일 오후 3시로 변경됐습니다", occurred_at=at("2025-01-18T09:00:00+09:00"), **MEETING)
    r = svc.add("주간 팀 미팅은 목요일 오후 2시에 합시다", occurred_at=at("2025-01-15T09:00:00+09:00"), **MEETING)
    assert r.decision is Operation.UPDATE and r.resolution is Resolution.KEEP_EXISTING
    active = [m for m in svc.store.iter_memories() if m.status is MemoryStatus.ACTIVE]
    assert [m.content for m in active] == ["주간 팀 미팅은 목요일 오후 3시로 변경됐습니다"]


def test_conflict_example_2_user_input_overrides_bootstrapped(svc):
    svc.add("신규 앱 프로젝트 예산: 500만원", source_type="bootstrapped", occurred_at=at("2025-01-10T00:00:00Z"))
    # even when the user's statement is older, USER_INPUT outranks BOOTSTRAPPED
    r = svc.add("신규 앱 프로젝트 예산: 800만원", source_type="user_input", occurred_at=at("2025-01-09T00:00:00Z"))
    assert r.decision is Operation.UPDATE and r.resolution is Resolution.USE_INCOMING
    assert svc.get(r.memory_id).content == "신규 앱 프로젝트 예산: 800만원"
    assert svc.get(r.memory_id).source_type.value == "user_input"


def test_conflict_example_3_realtime_does_not_override_bootstrapped_and_is_recorded(svc):
    kept = svc.add("Apollo 프로젝트 마감일: 1월 28일", source_type="bootstrapped")
    r = svc.add("Apollo 프로젝트 마감일: 1월 25일", source_type="realtime", source="gmail")
    assert r.decision is Operation.UPDATE and r.resolution is Resolution.KEEP_EXISTING
    assert r.memory_id == kept.memory_id and svc.get(kept.memory_id).status is MemoryStatus.ACTIVE
    assert svc.get(kept.memory_id).content.endswith("1월 28일")
    # not silently dropped: a CONTRADICTS edge with the evidence and a conflict a user can list
    conflicts = svc.conflicts()
    assert len(conflicts) == 1 and conflicts[0].id == r.conflict_id
    c = conflicts[0]
    assert (c.existing_value, c.incoming_value) == ("Apollo 프로젝트 마감일: 1월 28일", "Apollo 프로젝트 마감일: 1월 25일")
    assert c.resolution is Resolution.KEEP_EXISTING and "25일" in c.reason
    edge = [e for e in svc.edges(kept.memory_id) if e.type is EdgeType.CONTRADICTS][0]
    assert edge.target_id == kept.memory_id and edge.id == c.edge_id and c.id in edge.evidence  # no text copied
    rejected = svc.get(edge.source_id)
    assert rejected.status is MemoryStatus.SUPERSEDED and rejected.superseded_by == kept.memory_id
    # the same realtime value arriving again is not recorded twice
    again = svc.add("Apollo 프로젝트 마감일: 1월 25일", source_type="realtime", source="gmail")
    assert again.resolution is Resolution.KEEP_EXISTING and len(svc.conflicts()) == 1
    assert svc.store.count_memories() == 2


def test_conflict_example_3_person_organization_realtime_vs_bootstrapped(svc):
    created = svc.upsert_person("김철수", emails=["kim.cs@abc.co.kr"], organization="ABC회사", source_type="bootstrapped")
    assert created.created
    r = svc.upsert_person("김철수", emails=["kim.cs@abc.co.kr"], organization="XYZ회사", source_type="realtime")
    assert r.resolution is Resolution.KEEP_EXISTING and r.person.organization == "ABC회사"
    conflict = svc.conflicts()[0]
    assert (conflict.kind, conflict.field, conflict.existing_value, conflict.incoming_value) == (
        "person", "organization", "ABC회사", "XYZ회사")


def test_person_organization_change_keeps_history(svc):
    svc.upsert_person("김철수", emails=["kim.cs@abc.co.kr"], organization="ABC회사", source_type="bootstrapped",
                      at=at("2025-01-05T00:00:00Z"))
    # found by name, new address accumulates; USER_INPUT wins and the old organization is kept as history
    r = svc.upsert_person("김철수", emails=["cs.kim@xyz.com"], organization="XYZ회사", source_type="user_input",
                          at=at("2025-01-21T00:00:00Z"))
    p = svc.store.get_person(r.person.id)
    assert p.organization == "XYZ회사" and p.previous_organizations == ["ABC회사"]
    assert set(p.emails) == {"kim.cs@abc.co.kr", "cs.kim@xyz.com"}
    # and the person is now found by either address
    again = svc.upsert_person("Chulsoo Kim", emails=["cs.kim@xyz.com"], source_type="realtime")
    assert again.person.id == p.id and "Chulsoo Kim" in again.person.aliases


def test_entity_aliases_merge_and_primary_name_stays(svc):
    first = svc.upsert_entity("삼성", kind="organization")
    merged = svc.upsert_entity("Samsung", aliases=["삼성"])
    assert merged.id == first.id and merged.name == "삼성" and merged.aliases == ["Samsung"]
    assert svc.upsert_entity("samsung").id == first.id  # found by alias, case-insensitively


@pytest.fixture
def db_path(any_db):
    return any_db
