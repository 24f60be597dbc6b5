"""The upkeep jobs (``mnemo maintain``) through the service on SQLite and PostgreSQL: compaction, the
duplicate sweep, tag consolidation, re-embedding, retention, the job history and memory health."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from mnemo.config import CompactionSettings, LifecycleSettings
from mnemo.domain.ids import new_id
from mnemo.domain.models import Memory, MemoryDraft, MemoryStatus
from mnemo.domain.hashing import content_hash
from mnemo.errors import InvalidInput
from mnemo.write.forget import is_forgotten
from mnemo.write.recorder import Recorder

BASE = datetime(2025, 3, 1, tzinfo=timezone.utc)
LATER = datetime(2025, 9, 1, tzinfo=timezone.utc)  # more than 90 days after BASE
AUDIT = [
    "Decision: the payments service writes every card refund to the audit log.",
    "Decision: the payments service keeps failed card authorizations in the audit log for a year.",
    "Decision: manual card payouts by the payments service also go to the audit log.",
    "Decision: chargebacks handled by the payments service are recorded in the audit log with the reviewer's name.",
]
KOREAN_AUDIT = ["결정: 결제 서비스는 모든 카드 환불을 감사 로그에 기록합니다.",
                "결정: 결제 서비스는 실패한 카드 승인 기록을 감사 로그에 1년간 보관합니다.",
                "결정: 결제 서비스의 수동 카드 지급도 감사 로그에 남깁니다."]
OTHER = "We decided the office plants get watered on Fridays by Mina."


@pytest.fixture
def db_path(any_db):
    return any_db


@pytest.fixture
def lsvc(make_service):
    return make_service(lifecycle=LifecycleSettings(compaction=CompactionSettings(min_decisions=0)))


def _decisions(svc, texts, start=BASE, step=3):
    ids = []
    for i, text in enumerate(texts):
        r = svc.write(MemoryDraft(content=text, occurred_at=start + timedelta(days=step * i), people=["Jin Park"],
                                  metadata={"type": "decision"}), caller="connector")
        assert r.action.value in ("created", "linked"), r.reason
        ids.append(r.memory_id)
    return ids


def _log_by_job(svc, job):
    return [e for e in svc.log(limit=1000) if e.actor_id == f"job:{job}"]


def test_compaction_summarizes_old_decisions_keeps_originals_and_search_shows_the_summary(lsvc):
    ids = _decisions(lsvc, AUDIT)
    other = _decisions(lsvc, [OTHER])[0]
    result = lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]
    assert result["status"] == "done" and result["compacted"] == 1 and result["originals"] == 4

    originals = [lsvc.get(i) for i in ids]
    cid = originals[0].metadata["compacted_into"]
    assert all(m.metadata.get("compacted_into") == cid and m.status is MemoryStatus.ACTIVE for m in originals)
    assert [m.content for m in originals] == AUDIT  # never rewritten
    assert "compacted_into" not in lsvc.get(other).metadata
    compacted = lsvc.get(cid)
    assert compacted.metadata["type"] == "compacted" and sorted(compacted.metadata["originals"]) == sorted(ids)
    assert all(any(text.split(":", 1)[1].strip()[:30] in line for line in compacted.content.splitlines())
               for text in AUDIT)
    assert {e.target_id for e in lsvc.edges(cid) if e.type.value == "COMPACTS"} == set(ids)
    # the register still lists the originals; search shows the compacted memory in their place
    assert set(ids) <= {d["id"] for d in lsvc.register()}
    hits = lsvc.search("what goes into the payments audit log?", k=5)
    assert hits[0].memory.id == cid and set(hits[0].stands_for) <= set(ids) and hits[0].stands_for
    assert not {h.memory.id for h in hits} & set(ids)
    expanded = lsvc.retrieve("what goes into the payments audit log?", k=5, expand_compacted=True).hits
    assert {h.memory.id for h in expanded} & set(ids) and cid not in {h.memory.id for h in expanded[:1]}
    # the change is logged with the job's name; a rerun changes nothing
    assert [e.decision.value for e in _log_by_job(lsvc, "compaction")] == ["create"]
    again = lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]
    assert again["compacted"] == 0 and again["updated"] == 0 and again["clusters"] == 0
    assert len(_log_by_job(lsvc, "compaction")) == 1


def test_ask_and_context_after_compaction_still_state_the_decisions(lsvc):
    """A walk: after compaction, ask answered with another matter's decision (a compacted memory has no
    decision status of its own) and context showed only the compacted title, "… 외 3건", so the facts of the
    others vanished. ask now rests on the originals that matched; context shows the compacted list."""
    ids = _decisions(lsvc, AUDIT)
    _decisions(lsvc, [OTHER])
    assert lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]["compacted"] == 1
    answer = lsvc.ask("Do manual card payouts go to the audit log?")
    lead = next(s for s in answer.sources if s.n == answer.lead)
    assert lead.id in ids and answer.text == lead.content and lead.status == "standing"
    package = lsvc.context("what goes into the payments audit log?", max_tokens=1500)
    for text in AUDIT:
        assert text.split(":", 1)[1].strip()[:40] in package.markdown


def test_compaction_never_clusters_decisions_of_two_agents_or_runs(make_service):
    """Two agents recorded two halves of the same audit decisions: each agent's half is its own cluster, the
    compacted memory keeps their agent and run, and nobody's decision is summarized into another's. The size
    rule counts the partition's decisions (6 here), not each scope's (3)."""
    lsvc = make_service(lifecycle=LifecycleSettings(compaction=CompactionSettings(min_decisions=6)))
    def write(texts, **scope):
        out = []
        for i, text in enumerate(texts):
            out.append(lsvc.write(MemoryDraft(content=text, occurred_at=BASE + timedelta(days=3 * i),
                                              people=["Jin Park"], metadata={"type": "decision"}, **scope),
                                  caller="connector").memory_id)
        return out

    coder = write(AUDIT[:2] + AUDIT[3:], agent_id="coder")
    auditor = write(AUDIT[1:], agent_id="auditor", run_id="r1")
    result = lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]
    assert result["compacted"] == 2 and result["too_small"] == 0, result
    for ids, agent, run in ((coder, "coder", None), (auditor, "auditor", "r1")):
        into = {lsvc.get(i).metadata.get("compacted_into") for i in ids}
        assert len(into) == 1 and None not in into
        compacted = lsvc.get(into.pop())
        assert sorted(compacted.metadata["originals"]) == sorted(ids)
        assert (compacted.agent_id, compacted.run_id) == (agent, run)


def test_compaction_leaves_recent_decisions_and_small_partitions_alone(make_service):
    svc = make_service()  # the default: partitions under 500 decisions are not compacted
    _decisions(svc, AUDIT)
    assert svc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]["too_small"] == 1
    small = make_service(path=None, lifecycle=LifecycleSettings(compaction=CompactionSettings(min_decisions=0)))
    recent = small.maintain(only=["compaction"], now=BASE + timedelta(days=30))["jobs"]["compaction"]
    assert recent["candidates"] == 0 and recent["compacted"] == 0


def test_a_superseded_original_rewrites_the_compacted_memory_as_a_new_version(lsvc):
    ids = _decisions(lsvc, AUDIT)
    lsvc.maintain(only=["compaction"], now=LATER)
    cid = lsvc.get(ids[0]).metadata["compacted_into"]
    lsvc.update(ids[1], content="Decision: the payments service keeps failed card authorizations in the audit "
                                "log for two years.")
    result = lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]
    assert result["updated"] == 1
    rewritten = lsvc.get(cid)
    assert rewritten.version == 2 and "two years" in rewritten.content
    assert lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]["updated"] == 0


def test_deleting_or_forgetting_an_original_takes_the_compacted_memory_with_it(lsvc):
    ids = _decisions(lsvc, AUDIT)
    lsvc.maintain(only=["compaction"], now=LATER)
    cid = lsvc.get(ids[0]).metadata["compacted_into"]
    lsvc.delete(ids[0], reason="wrong")
    assert lsvc.store.get_memory(cid).status is MemoryStatus.DELETED
    assert all("compacted_into" not in lsvc.get(i).metadata for i in ids[1:])
    assert cid not in {h.memory.id for h in lsvc.search("payments audit log", k=10)}
    # compaction runs again without the deleted one; forgetting an original purges that summary's text
    assert lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]["compacted"] == 1
    cid2 = lsvc.get(ids[1]).metadata["compacted_into"]
    assert "refund" not in lsvc.get(cid2).content
    lsvc.forget(ids[1], reason="private")
    gone = lsvc.store.get_memory(cid2)
    assert gone.status is MemoryStatus.DELETED and is_forgotten(gone)
    assert not any("authorizations" in (m.content or "") for m in lsvc.store.iter_memories()
                   if m.id not in (ids[1],) and m.status is not MemoryStatus.DELETED)


def test_forgetting_an_original_after_deleting_it_purges_the_retired_summary_too(lsvc):
    ids = _decisions(lsvc, AUDIT)
    lsvc.maintain(only=["compaction"], now=LATER)
    cid = lsvc.get(ids[0]).metadata["compacted_into"]
    lsvc.delete(ids[0], reason="wrong")
    assert "refund" in lsvc.store.get_memory(cid).content  # retired, kept for audit until retention
    lsvc.forget(ids[0], reason="private")
    assert is_forgotten(lsvc.store.get_memory(cid))
    assert not any("refund" in m.content for m in lsvc.store.iter_memories())


def test_an_edited_original_is_shown_as_itself_until_compaction_rewrites_its_summary(lsvc):
    ids = _decisions(lsvc, AUDIT)
    lsvc.maintain(only=["compaction"], now=LATER)
    lsvc.update(ids[0], content="Decision: the payments service writes every card refund, IBAN masked, to the "
                                "audit log.")
    hits = lsvc.search("payments audit log IBAN masked refund", k=10)
    assert ids[0] in {h.memory.id for h in hits}
    assert all(ids[0] not in h.stands_for for h in hits)


def test_compaction_never_mixes_one_users_memories_of_two_teams(lsvc):
    for team, texts in (("t1", AUDIT[:3]), ("t2", KOREAN_AUDIT)):
        for i, text in enumerate(texts):
            r = lsvc.write(MemoryDraft(content=text, team_id=team, occurred_at=BASE + timedelta(days=i),
                                       metadata={"type": "decision"}), caller="connector")
            assert r.action.value in ("created", "linked"), r.reason
    assert lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]["compacted"] == 2
    compacted = [m for m in lsvc.store.iter_memories() if m.metadata.get("type") == "compacted"]
    for c in compacted:
        members = lsvc.store.get_memories(c.metadata["originals"])
        assert {m.team_id for m in members.values()} == {c.team_id}


def _copy_in(svc, text, *, keywords=(), model=None, created=BASE, vector=None):
    """A memory as ``mnemo migrate`` would bring it from another store: recorded as it was, not decided."""
    mid = new_id("mem")
    m = Memory(id=mid, lineage_id=mid, content=text, keywords=list(keywords), created_at=created, updated_at=created,
               content_hash=content_hash(text), embedding_model=model or svc.embedder.model_id,
               user_id=svc.default_user)
    vec = vector if vector is not None else svc.embedder.embed([text])[0]
    with svc.store.transaction() as tx:
        Recorder(tx).copy_in(memories=[(m, vec)])
    return mid


def test_the_duplicate_sweep_merges_a_restatement_and_not_a_changed_value(lsvc):
    kept = _copy_in(lsvc, "The Q3 marketing budget is $40,000, approved by Dana.", keywords=["budget"])
    dup = _copy_in(lsvc, "The Q3 marketing budget is $40,000, approved by Dana.", keywords=["marketing"],
                   created=BASE + timedelta(days=2))
    differs = _copy_in(lsvc, "The Q3 marketing budget is $55,000, approved by Dana.", created=BASE + timedelta(days=3))
    dry = lsvc.maintain(only=["duplicates"], dry_run=True)["jobs"]["duplicates"]
    assert dry["merged"] == 1 and lsvc.get(dup).status is MemoryStatus.ACTIVE
    result = lsvc.maintain(only=["duplicates"])["jobs"]["duplicates"]
    assert result["merged"] == 1
    merged = lsvc.store.get_memory(dup)
    assert merged.status is MemoryStatus.SUPERSEDED and merged.superseded_by == kept
    assert lsvc.get(differs).status is MemoryStatus.ACTIVE
    assert set(lsvc.get(kept).keywords) == {"budget", "marketing"}
    assert [e.action.duplicate_of_id for e in _log_by_job(lsvc, "duplicates")] == [kept]
    assert lsvc.maintain(only=["duplicates"])["jobs"]["duplicates"]["merged"] == 0


def test_a_merged_duplicates_people_stay_when_the_duplicate_is_forgotten(lsvc):
    """The sweep gives the kept memory the duplicate's people (their names and, now, their links): forgetting
    the duplicate then leaves the person record the kept memory still names (it deleted it: review)."""
    from mnemo.domain.models import Edge, EdgeType

    kept = _copy_in(lsvc, "The Q3 marketing budget is $40,000, approved by Dana.", keywords=["budget"])
    dup = _copy_in(lsvc, "The Q3 marketing budget is $40,000, approved by Dana.", created=BASE + timedelta(days=2))
    person = lsvc.upsert_person("Dana Whitfield", emails=["dana@acme.example"]).person
    with lsvc.store.transaction() as tx:
        Recorder(tx).copy_in(edges=[Edge(id=new_id("edge"), type=EdgeType.INVOLVES, source_id=dup, target_id=person.id,
                                         user_id=lsvc.default_user, created_at=BASE)])
    assert lsvc.maintain(only=["duplicates"])["jobs"]["duplicates"]["merged"] == 1
    assert any(e.target_id == person.id for e in lsvc.edges(kept))
    lsvc.forget(dup, reason="test")
    assert lsvc.store.get_person(person.id) is not None


def test_tag_consolidation_brings_stored_tags_to_their_primaries_in_place(lsvc):
    r = lsvc.write("Alice fixed the login token refresh bug in the gateway today.",
                   keywords=["auth-fix", "Authentication", "gateway"])
    before = lsvc.get(r.memory_id)
    result = lsvc.maintain(only=["tags"])["jobs"]["tags"]
    assert result["changed"] >= 1 and result["after"]["distinct_tags"] <= result["before"]["distinct_tags"]
    after = lsvc.get(r.memory_id)
    assert after.keywords[0] == "auth" and "gateway" in after.keywords and after.version == before.version
    assert lsvc.maintain(only=["tags"])["jobs"]["tags"]["changed"] == 0


def test_a_vaulted_stores_job_history_keeps_counts_not_the_sealed_tags(lsvc):
    """A walk: the tag job's summary ("auth-fix -> auth") sat in the plain job history of a vaulted store."""
    lsvc.vault_init("correct horse battery staple")
    lsvc.write("Alice fixed the login token refresh bug in the gateway today.", keywords=["auth-fix", "gateway"])
    shown = lsvc.maintain(only=["tags"])["jobs"]["tags"]
    assert shown["changed"] == 1 and shown["top_synonyms"] == ["auth-fix -> auth"]  # the operator still sees it
    kept = lsvc.store.job_runs().runs(job="tags", limit=1)[0]
    assert "auth-fix" not in repr(kept) and "top_synonyms" not in repr(kept)
    assert kept.summary["changed"] == 1 and kept.summary["after"]["distinct_tags"] == 2


def test_reembedding_brings_vectors_of_another_model_back_into_search(lsvc):
    old = _copy_in(lsvc, "The staging database moves to a dedicated host in Frankfurt.", model="old-model",
                   vector=np.ones(7, dtype=np.float32) / np.sqrt(7))
    assert old not in {h.memory.id for h in lsvc.search("where does the staging database run?", k=5)
                       if h.cosine > 0}
    dry = lsvc.maintain(only=["reembed"], dry_run=True)["jobs"]["reembed"]
    assert dry["stale"] == 1 and dry["from_models"] == {"old-model": 1}
    result = lsvc.maintain(only=["reembed"])["jobs"]["reembed"]
    assert result["reembedded"] == 1
    assert lsvc.get(old).embedding_model == lsvc.embedder.model_id
    hits = lsvc.search("where does the staging database run?", k=5)
    assert hits and hits[0].memory.id == old and hits[0].cosine > 0.3
    assert lsvc.maintain(only=["reembed"])["jobs"]["reembed"]["stale"] == 0


class _Clock:
    def __init__(self, at: datetime) -> None:
        self.at = at

    def now(self) -> datetime:
        return self.at


def test_retention_purges_deleted_text_after_its_period_only(db_path, embedder):
    from mnemo.config import Settings
    from mnemo.service import MemoryService

    clock = _Clock(BASE)
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder, clock=clock)
    try:
        r = svc.write("The vendor contract with Acme renews on June 1.")
        svc.delete(r.memory_id, reason="old news")
        clock.at = BASE + timedelta(days=10)
        assert svc.maintain(only=["retention"])["jobs"]["retention"]["purged_memories"] == 0
        assert svc.store.get_memory(r.memory_id).content
        clock.at = BASE + timedelta(days=31)
        assert svc.maintain(only=["retention"])["jobs"]["retention"]["purged_memories"] == 1
        stub = svc.store.get_memory(r.memory_id)
        assert is_forgotten(stub) and stub.id == r.memory_id
        assert stub.delete_reason == "old news (text purged by retention)"  # the audit still says why
        assert [e.actor_id for e in svc.log(limit=100) if e.action.type == "forget"] == ["job:retention"]
        clock.at = BASE + timedelta(days=40)
        assert svc.maintain(only=["retention"])["jobs"]["retention"]["purged_memories"] == 0
    finally:
        svc.close()


def test_a_dry_run_counts_the_log_entries_log_retention_would_drop(db_path, embedder):
    from mnemo.config import Settings
    from mnemo.service import MemoryService

    clock = _Clock(BASE)
    settings = Settings(db=db_path, lifecycle=LifecycleSettings(log_retention_days=30))
    svc = MemoryService.open(settings, embedder=embedder, clock=clock)
    try:
        for text in ("The vendor contract with Acme renews on June 1.", "Lunch is at noon on Fridays."):
            svc.write(text)
        clock.at = BASE + timedelta(days=40)
        old = len(svc.log(limit=1000))
        planned = svc.maintain(only=["retention"], dry_run=True)["jobs"]["retention"]["log_entries_dropped"]
        assert planned == old >= 2 and len(svc.log(limit=1000)) == old  # counted, nothing dropped
        assert svc.maintain(only=["retention"])["jobs"]["retention"]["log_entries_dropped"] == planned
    finally:
        svc.close()


def test_a_future_now_is_refused_unless_it_is_a_dry_run(lsvc):
    future = datetime.now(timezone.utc) + timedelta(days=400)
    with pytest.raises(InvalidInput) as err:
        lsvc.maintain(only=["retention"], now=future)
    assert "--dry-run" in err.value.fix
    assert lsvc.maintain(only=["retention"], now=future, dry_run=True)["jobs"]["retention"]["status"] == "done"


def test_a_job_held_by_another_process_is_reported_busy_and_runs_after_its_lease(lsvc):
    history = lsvc.store.job_runs()
    now = datetime.now(timezone.utc)
    held = history.claim("tags", now, now + timedelta(minutes=10))
    assert held and history.claim("tags", now, now + timedelta(minutes=10)) is None
    assert lsvc.maintain(only=["tags"])["jobs"]["tags"]["status"] == "busy"
    # a run that died: free once its lease has passed, and the history no longer calls it running
    assert history.claim("tags", now + timedelta(minutes=11), now + timedelta(minutes=21)) is not None
    died = next(r for r in history.runs(job="tags", limit=10) if r.id == held)
    assert died.status == "failed" and "interrupted" in (died.error or "") and died.finished_at is not None


def test_a_stopping_server_interrupts_its_job_and_frees_it_at_once(lsvc):
    """A walk: a server stopped mid-job left the job held for its whole lease (10 minutes); the job now stops
    at its next batch, is recorded as interrupted and the next run may start at once."""
    import threading

    from mnemo.lifecycle.job_runner import Scheduler, Stopping

    lsvc.write("Alice fixed the login token refresh bug in the gateway today.", keywords=["auth-fix", "gateway"])
    class StopsOnceStarted(threading.Event):
        """Set once the job has been claimed: the signal a server gives while a job runs."""

        def __init__(self) -> None:
            super().__init__()
            self.asked = 0

        def is_set(self) -> bool:
            self.asked += 1
            return self.asked > 1

    with pytest.raises(Stopping):
        lsvc.maintain(only=["tags"], stop=StopsOnceStarted())
    stopped = lsvc.store.job_runs().runs(job="tags", limit=1)[0]
    assert stopped.status == "failed" and stopped.error == "interrupted"
    already = threading.Event()
    already.set()
    with pytest.raises(Stopping):  # a server that is stopping claims no further job
        lsvc.maintain(only=["tags"], stop=already)
    assert lsvc.store.job_runs().runs(job="tags", limit=1)[0].id == stopped.id
    assert lsvc.maintain(only=["tags"])["jobs"]["tags"]["changed"] == 1  # not busy: free at once
    # the scheduler hands its own stop signal to the run and ends quietly when the run stops for it
    seen: list[threading.Event] = []

    def run(jobs, signal):
        seen.append(signal)
        signal.wait(10)
        raise Stopping("the server is stopping")

    scheduler = Scheduler(lambda: ["tags"], run, first_after_s=0.01)
    scheduler.start()
    while not seen:
        threading.Event().wait(0.01)
    thread = scheduler._thread
    scheduler.stop(timeout=10)
    assert seen[0].is_set() and thread is not None and not thread.is_alive()


def test_the_schedule_counts_from_the_last_successful_run_and_ignores_dry_runs(lsvc):
    now = datetime.now(timezone.utc)
    assert lsvc.due_jobs(now) == ["reembed", "tags", "duplicates", "compaction", "retention"]
    lsvc.maintain(dry_run=True)
    assert "compaction" in lsvc.due_jobs(now)
    lsvc.maintain()
    assert lsvc.due_jobs(now + timedelta(hours=1)) == []
    assert lsvc.due_jobs(now + timedelta(days=2)) == ["reembed", "tags", "duplicates", "retention"]
    assert "compaction" in lsvc.due_jobs(now + timedelta(days=8))
    runs = lsvc.store.job_runs().runs(limit=20)
    assert sorted(r.job for r in runs if not r.dry_run and r.status == "done") == sorted(
        ["reembed", "tags", "duplicates", "compaction", "retention"])
    assert sum(r.dry_run for r in runs) == 5


def test_unknown_job_names_are_refused_with_the_list(lsvc):
    with pytest.raises(InvalidInput) as err:
        lsvc.maintain(only=["compact"])
    assert "compaction" in err.value.fix


def test_health_counts_what_the_jobs_would_fix(lsvc):
    _decisions(lsvc, AUDIT)
    lsvc.write("short note", keywords=["auth-fix"])
    h = lsvc.memory_health(now=LATER)
    assert h["memories"]["by_status"]["active"] == 5 and h["decisions"]["standing"] == 4
    assert h["thin"]["count"] >= 1 and h["tags"]["would_change"] == 1
    assert h["embedding"]["needs_reembedding"] == 0 and h["jobs"]["due"]
    # each "Decision: …" has its own subject (every one of them was "Decision" once, so the newest kept all
    # four fresh): at LATER the two decided more than 180 days before are stale, the other two not yet
    assert h["stale_standing"]["count"] == 2
    assert lsvc.memory_health(now=BASE + timedelta(days=170))["stale_standing"]["count"] == 0
    assert lsvc.memory_health(now=LATER + timedelta(days=400))["stale_standing"]["count"] == 4


# -- compaction with an LLM (a loopback server stands in for it) ------------------------------------------------
def _llm_service(make_service, server, db):
    from mnemo.config import LLMSettings

    return make_service(path=db, llm=LLMSettings(url=server.url, model="m", retries=0),
                        lifecycle=LifecycleSettings(compaction=CompactionSettings(min_decisions=0)))


@pytest.mark.parametrize("summary, used", [
    ("The payments service writes refunds, failed card authorizations, manual payouts and chargebacks to the "
     "audit log; chargebacks carry the reviewer's name.", True),
    ("The payments service writes refunds over $5,000 to the audit log.", False),
    ("The payments service writes refunds to the audit log, as Dana Lee decided.", False),
    ("결제 서비스의 감사 로그 규칙은 김민수 팀장이 정했습니다.", False),
])
def test_an_llm_summary_is_used_only_when_everything_it_states_is_in_the_originals(make_service, server, tmp_path,
                                                                                   summary, used):
    from fake_server import chat

    db = str(tmp_path / "llm.db")
    plain = make_service(path=db, lifecycle=LifecycleSettings(compaction=CompactionSettings(min_decisions=0)))
    ids = _decisions(plain, AUDIT)
    plain.close()
    svc = _llm_service(make_service, server, db)
    server.script(chat(f'{{"title": "Payments audit log", "summary": "{summary}"}}'))
    result = svc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]
    assert result["compacted"] == 1 and result["llm_summaries" if used else "llm_rejected"] == 1
    compacted = svc.get(svc.get(ids[0]).metadata["compacted_into"])
    assert compacted.content.startswith(summary) is used
    assert compacted.metadata["summary_by"].startswith("llm:" if used else "extractive")
    assert all(text.split(":", 1)[1].strip()[:25] in compacted.content for text in AUDIT)  # the lines stay


def test_the_extractive_summary_is_korean_for_korean_decisions(lsvc):
    ids = _decisions(lsvc, KOREAN_AUDIT)
    result = lsvc.maintain(only=["compaction"], now=LATER)["jobs"]["compaction"]
    assert result["compacted"] == 1, result
    compacted = lsvc.get(lsvc.get(ids[0]).metadata["compacted_into"])
    assert "결정 3건" in compacted.content and "외 2건" in (compacted.title or "")
    assert compacted.id in {h.memory.id for h in lsvc.search("감사 로그에 무엇을 남기기로 했지?", k=3)}
    assert compacted.id in {h.memory.id for h in lsvc.search("what goes to the payments audit log?", k=3)}


def _copy_in_decision(svc, text, vector, at):
    """A standing decision copied in with a given vector (the geometry below is what the test is about)."""
    mid = new_id("mem")
    m = Memory(id=mid, lineage_id=mid, content=text, category="decision", created_at=at, updated_at=at,
               content_hash=content_hash(text), embedding_model=svc.embedder.model_id, user_id=svc.default_user,
               metadata={"type": "decision", "valid_from": at.isoformat()})
    with svc.store.transaction() as tx:
        Recorder(tx).copy_in(memories=[(m, np.asarray(vector, dtype=np.float32))])
    return mid


def test_compaction_settles_leftovers_against_the_centroids_a_rerun_sees(make_service, embedder):
    """Greedy pass: y and x come first and start clusters of their own; b1-b3 form a cluster whose final
    centroid is alike enough to y (0.678 >= 0.65) but not to x (0.62). Taking y in moves that centroid to
    where x is alike enough (0.66): a rerun, seeded with all of the compacted memory's originals, would take
    x in, so the first run must (it used to compare x with the centroid from before y joined)."""
    svc = make_service(lifecycle=LifecycleSettings(compaction=CompactionSettings(
        min_decisions=0, raw_thresholds={embedder.model_id: 0.65})))
    dim = svc.embedder.embed(["dimension"]).shape[1]
    e = np.eye(dim, dtype=np.float64)
    y = 0.72 * e[0] + np.sqrt(1 - 0.72 ** 2) * e[1]
    x = 0.66 * e[0] + 0.2 * e[1] + np.sqrt(1 - 0.66 ** 2 - 0.2 ** 2) * e[5]
    bs = [0.85 * e[0] + np.sqrt(1 - 0.85 ** 2) * e[k] for k in (2, 3, 4)]
    texts = ["Decision: the audit log keeps card refunds.", "Decision: the audit log keeps failed logins.",
             "Decision: the audit log keeps payouts.", "Decision: the audit log keeps chargebacks.",
             "Decision: the audit log keeps manual credits."]
    ids = [_copy_in_decision(svc, t, v, BASE + timedelta(days=i)) for i, (t, v) in enumerate(zip(texts, [y, x, *bs]))]
    first = svc.maintain(now=LATER)["jobs"]["compaction"]
    again = svc.maintain(now=LATER)["jobs"]
    # a rerun with nothing new changes nothing
    assert again["compaction"]["compacted"] == 0 and again["compaction"]["updated"] == 0, again["compaction"]
    assert again["tags"]["changed"] == 0 and again["duplicates"]["merged"] == 0
    # because the first run already took x in
    assert first["compacted"] == 1 and first["originals"] == 5, first
    cid = svc.get(ids[0]).metadata["compacted_into"]
    assert all(svc.get(i).metadata.get("compacted_into") == cid for i in ids) and svc.get(cid).version == 1
