"""Settling conflicts by hand through the service (real SQLite, the bundled embedder): which value becomes
current, versions and ids, the decision log, and the errors for ids that cannot be settled."""

from __future__ import annotations

import pytest
from support import at

from mnemo.domain.models import EdgeType, MemoryStatus, Resolution, SourceType
from mnemo.errors import Conflict, InvalidInput, NotFound

KEPT = "Apollo 프로젝트 마감일: 1월 28일"
LOST = "Apollo 프로젝트 마감일: 1월 25일"
OLD = "신규 앱 프로젝트 예산: 500만원"
NEW = "신규 앱 프로젝트 예산: 800만원"


def _kept_on_record(svc, user: str = "default"):
    kept = svc.add(KEPT, source_type="bootstrapped", user_id=user)
    r = svc.add(LOST, source_type="realtime", source="gmail", user_id=user)
    assert r.resolution is Resolution.KEEP_EXISTING and r.conflict_id
    return kept, r


def _resolutions(svc):
    return [e for e in svc.log(limit=1000) if e.action.type == "resolve_conflict"]


def test_keep_incoming_makes_the_incoming_value_the_next_version_and_logs_it(svc):
    kept, r = _kept_on_record(svc)
    done = svc.resolve_conflict(r.conflict_id, keep="incoming", reason="the client confirmed the 25th")
    assert done.changed and done.keep == "incoming" and done.status == "resolved" and done.version == 2
    current = svc.get(done.memory_id)
    assert current.content == LOST and current.status is MemoryStatus.ACTIVE
    assert current.id == kept.memory_id and current.previous_version_id == f"{kept.memory_id}@v1"  # same memory
    assert current.source_type is SourceType.USER_INPUT and current.source == "gmail"
    assert svc.history(kept.memory_id)[0].status is MemoryStatus.SUPERSEDED
    assert [v.content for v in svc.history(kept.memory_id)] == [KEPT, LOST]
    assert any(e.type is EdgeType.UPDATES and e.target_id == f"{kept.memory_id}@v1" for e in svc.edges(done.memory_id))
    # the conflict is closed, and listed as resolved
    assert svc.list_conflicts() == []
    [resolved] = svc.list_conflicts(status="resolved")
    assert (resolved.id, resolved.status) == (r.conflict_id, "resolved")
    assert [c.id for c in svc.list_conflicts(status="all")] == [r.conflict_id]
    # logged: the resolution (with the caller's reason) and the new version's own update, once each
    [entry] = _resolutions(svc)
    assert entry.id == done.log_id and entry.action.conflict_id == r.conflict_id
    assert entry.action.resolution == "use_incoming" and entry.action.create_version is True
    assert "the client confirmed the 25th" in entry.reason and entry.decision.value == "skip"
    version_entries = [e for e in svc.log(decision="update") if e.input_memory_id == done.memory_id]
    assert len(version_entries) == 1 and r.conflict_id in version_entries[0].reason
    # a person chose it: a later realtime value does not overturn it
    again = svc.add(KEPT, source_type="realtime")
    assert again.resolution is Resolution.KEEP_EXISTING and svc.get(done.memory_id).status is MemoryStatus.ACTIVE


def test_keep_existing_closes_the_conflict_and_changes_nothing(svc):
    kept, r = _kept_on_record(svc)
    done = svc.resolve_conflict(r.conflict_id, keep="existing")
    assert not done.changed and done.memory_id == kept.memory_id and done.version == 1
    assert svc.get(kept.memory_id).status is MemoryStatus.ACTIVE and len(svc.history(kept.memory_id)) == 1
    [entry] = _resolutions(svc)
    assert entry.action.resolution == "keep_existing" and entry.decision.value == "skip"
    assert svc.list_conflicts() == [] and svc.stats()["openConflicts"] == 0


def test_a_merge_conflict_is_settled_to_one_value(svc):
    when = at("2025-01-10T00:00:00Z")
    first = svc.add(OLD, source_type="tool_output", occurred_at=when)
    r = svc.add(NEW, source_type="tool_output", occurred_at=when, confidence=0.85)
    assert r.resolution is Resolution.MERGE and svc.get(r.memory_id).content == f"{OLD}\n{NEW}"
    done = svc.resolve_conflict(r.conflict_id, keep="incoming")
    assert done.changed and svc.get(done.memory_id).content == NEW and done.version == 3
    assert svc.get(done.memory_id).lineage_id == first.memory_id


def test_a_merge_conflict_names_its_versions_so_a_later_edit_does_not_rewrite_it(svc):
    when = at("2025-01-10T00:00:00Z")
    first = svc.add(OLD, source_type="tool_output", occurred_at=when)
    r = svc.add(NEW, source_type="tool_output", occurred_at=when, confidence=0.85)
    [c] = svc.conflicts()
    assert (c.existing_id, c.incoming_id) == (f"{first.memory_id}@v1", f"{first.memory_id}@v2")
    assert (c.existing_value, c.incoming_value) == (OLD, f"{OLD}\n{NEW}")
    svc.update(first.memory_id, content="신규 앱 프로젝트 예산: 650만원으로 조정")
    [c] = svc.conflicts()
    assert (c.existing_value, c.incoming_value) == (OLD, f"{OLD}\n{NEW}")   # what was in conflict, still
    done = svc.resolve_conflict(r.conflict_id, keep="incoming")
    assert svc.get(done.memory_id).content == NEW


def test_a_merge_conflict_kept_existing_drops_the_incoming_value(svc):
    when = at("2025-01-10T00:00:00Z")
    svc.add(OLD, source_type="tool_output", occurred_at=when)
    r = svc.add(NEW, source_type="tool_output", occurred_at=when, confidence=0.85)
    done = svc.resolve_conflict(r.conflict_id, keep="existing")
    assert done.changed and svc.get(done.memory_id).content == OLD


def test_person_conflict_keep_incoming_moves_the_organization_into_history(svc):
    svc.upsert_person("김철수", emails=["kim.cs@abc.co.kr"], organization="ABC회사", source_type="bootstrapped")
    r = svc.upsert_person("김철수", emails=["kim.cs@abc.co.kr"], organization="XYZ회사", source_type="realtime")
    assert r.conflict_id and r.person.organization == "ABC회사"
    done = svc.resolve_conflict(r.conflict_id, keep="incoming", reason="he moved in March")
    assert done.changed and done.person_id == r.person.id and done.memory_id is None
    p = svc.store.get_person(r.person.id)
    assert (p.organization, p.previous_organizations, p.source_type) == ("XYZ회사", ["ABC회사"], SourceType.USER_INPUT)
    [entry] = _resolutions(svc)
    assert entry.decision.value == "update" and entry.input_memory_id == r.person.id


def test_ids_that_cannot_be_settled_are_clean_errors(svc):
    _, mine = _kept_on_record(svc)
    _, bobs = _kept_on_record(svc, user="bob")
    with pytest.raises(NotFound, match="No conflict with id 'cfl_nope'"):
        svc.resolve_conflict("cfl_nope", keep="existing")
    with pytest.raises(NotFound):  # another user's conflict is not found, never forbidden
        svc.resolve_conflict(bobs.conflict_id, keep="incoming", user_id="default")
    with pytest.raises(InvalidInput, match="--keep existing or --keep incoming"):
        svc.resolve_conflict(mine.conflict_id, keep="both")
    with pytest.raises(InvalidInput):
        svc.resolve_conflict("  ", keep="existing")
    svc.resolve_conflict(mine.conflict_id, keep="incoming", user_id="default")
    before = len(svc.history(mine.target_memory_id))
    with pytest.raises(Conflict, match="already resolved"):
        svc.resolve_conflict(mine.conflict_id, keep="incoming")
    assert len(svc.history(mine.target_memory_id)) == before and len(_resolutions(svc)) == 1
    with pytest.raises(InvalidInput, match="open, resolved or all"):
        svc.list_conflicts(status="closed")
    assert [c.id for c in svc.list_conflicts(user_id="bob")] == [bobs.conflict_id]


def test_two_resolutions_at_once_settle_the_conflict_once(svc):
    """Both callers find the conflict open; the write lock lets one settle it, the other gets a clean
    Conflict and its new version is rolled back with it."""
    import threading
    import time

    kept, r = _kept_on_record(svc)
    outcomes: list[object] = []

    def resolve() -> None:
        try:
            outcomes.append(svc.resolve_conflict(r.conflict_id, keep="incoming"))
        except Conflict as exc:
            outcomes.append(exc)

    from mnemo.domain.queries import user_scope

    # hold the user's write lock (the scope a resolution takes, on every backend) until both have read the
    # conflict as open
    with svc.store.transaction([user_scope("default")]):
        threads = [threading.Thread(target=resolve) for _ in range(2)]
        for t in threads:
            t.start()
        time.sleep(1.5)
        assert outcomes == []
    for t in threads:
        t.join(30)
    errors = [o for o in outcomes if isinstance(o, Conflict)]
    assert len(outcomes) == 2 and len(errors) == 1 and "resolved meanwhile" in str(errors[0])
    assert [v.content for v in svc.history(kept.memory_id)] == [KEPT, LOST] and len(_resolutions(svc)) == 1


@pytest.fixture
def db_path(any_db):
    return any_db
