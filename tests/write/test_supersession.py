"""What stands now: decisions on the same matter supersede by world time and priority; decisions on other
matters never do, however alike; agreements and restatements do not become decisions of their own.

Decisions are written as a connector writes what extraction found (``metadata.type == "decision"``), on a
real SQLite store with the bundled embedder."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest
from support import NETLIFY, VERCEL, at, commit, decide, standing

from mnemo.domain.models import MemoryStatus, Operation
from mnemo.errors import InvalidInput, NotFound


def test_a_reversal_supersedes_and_what_stands_ranks_first_with_its_status(svc):
    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    assert new.decision is Operation.CREATE and "replaces" in new.reason
    assert standing(svc) == [NETLIFY]
    [replaced] = svc.register(user_id="team", status="superseded")
    assert replaced["id"] == old.memory_id and replaced["superseded_by"] == new.memory_id
    assert replaced["valid_until"].startswith("2026-02-24")
    [now] = svc.register(user_id="team", status="standing")
    assert now["supersedes"] == [old.memory_id] and now["subject"]
    assert [e["id"] for e in svc.decision_timeline(new.memory_id, user_id="team")] == [old.memory_id, new.memory_id]
    # a version's id names its decision too (``get ID@v1`` resolves it; a walk found the timeline did not)
    assert [e["id"] for e in svc.decision_timeline(f"{new.memory_id}@v1", user_id="team")] == [old.memory_id,
                                                                                                 new.memory_id]
    hits = svc.search("Where is the marketing site hosted?", user_id="team")
    assert hits[0].memory.id == new.memory_id and hits[0].as_dict()["decision_status"] == "standing"
    assert any(h.memory.id == old.memory_id and h.as_dict()["status_note"].startswith("superseded by") for h in hits)
    assert f"superseded by {new.memory_id}" in svc.context("marketing site hosting", user_id="team").markdown


def test_an_older_message_arriving_later_becomes_history_not_the_standing_decision(svc):
    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    assert standing(svc) == [NETLIFY]
    assert svc.get(old.memory_id).superseded_by == new.memory_id


def test_a_korean_follow_up_supersedes_an_english_decision(svc):
    decide(svc, "Confirming that the Korea launch of the mobile app is set for April 14.", "2026-03-04T00:05:00Z",
           kind="confirmation")
    later = "앱스토어 심사가 지연돼서 한국 모바일 앱 출시일을 4월 28일로 미루기로 했습니다."
    decide(svc, later, "2026-03-20T02:18:00Z", kind="confirmation")
    assert standing(svc) == [later]


@pytest.mark.parametrize("first,second", [
    ("The Q1 marketing budget is confirmed at $45k.", "The Q2 marketing budget is confirmed at $60k."),
    ("1분기 마케팅 예산은 4,500만 원으로 확정되었습니다.", "2분기 마케팅 예산은 6,000만 원으로 확정되었습니다."),
    ("We'll build the new customer dashboard web app in React.", "For the mobile app we settled on Flutter."),
    ("For EU card issuing we sign with Marqeta.", "For UK cards we stay with Paynetics, no change there."),
])
def test_look_alike_decisions_on_different_matters_both_stand(svc, first, second):
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, second, "2026-01-10T01:30:00Z")
    assert sorted(standing(svc)) == sorted([first, second])


def test_an_agreement_makes_the_proposal_decided_and_is_not_a_decision(svc):
    proposal = decide(svc, "Proposal: move the weekly frontend sync from Monday 10:00 to Tuesday 14:00?",
                      "2026-02-05T17:00:00Z", kind="direction", status="pending", thread="t-sync", ref="p1")
    assert svc.register(user_id="team", status="pending")[0]["id"] == proposal.memory_id
    agreed = decide(svc, "Agreed, let's do it.", "2026-02-05T18:06:00Z", kind="confirmation", thread="t-sync",
                    ref="p2")
    assert agreed.decision is Operation.SKIP and agreed.target_memory_id == proposal.memory_id
    assert [e["id"] for e in svc.register(user_id="team", status="standing")] == [proposal.memory_id]
    korean = decide(svc, "확정: 동의합니다", "2026-02-06T09:00:00Z", kind="confirmation", thread="t-other", ref="p3")
    assert korean.decision is Operation.SKIP and len(svc.register(user_id="team", status="all")) == 1


def test_an_agreed_proposal_replaces_the_decision_it_would_change_and_not_before(svc):
    old = decide(svc, "The weekly frontend sync is on Monday at 10:00.", "2026-01-12T09:00:00Z",
                 kind="confirmation", thread="t-old", ref="o1")
    proposal = decide(svc, "Proposal: move the weekly frontend sync from Monday 10:00 to Tuesday 14:00?",
                      "2026-02-05T17:00:00Z", kind="confirmation", status="pending", thread="t-sync", ref="p1")
    assert "if agreed" in proposal.reason
    assert [e["id"] for e in svc.register(user_id="team", status="standing")] == [old.memory_id]  # not yet
    decide(svc, "Agreed, let's do it.", "2026-02-05T18:06:00Z", kind="confirmation", thread="t-sync", ref="p2")
    assert [e["id"] for e in svc.register(user_id="team", status="standing")] == [proposal.memory_id]
    replaced = svc.get(old.memory_id, user_id="team")
    assert replaced.superseded_by == proposal.memory_id and replaced.metadata["valid_until"].startswith("2026-02-05T18:06")


def test_an_older_proposal_arriving_after_the_decision_is_history(svc):
    now = decide(svc, "The weekly frontend sync moves to Tuesday at 14:00 from next week.", "2026-02-06T09:00:00Z",
                 kind="confirmation", thread="t-sync", ref="n1")
    older = decide(svc, "Proposal: move the weekly frontend sync from Monday 10:00 to Tuesday 14:00?",
                   "2026-02-05T17:00:00Z", kind="confirmation", status="pending", thread="t-sync", ref="p1")
    assert svc.get(older.memory_id, user_id="team").superseded_by == now.memory_id
    assert [e["id"] for e in svc.register(user_id="team", status="standing")] == [now.memory_id]


def test_a_restatement_leaves_one_standing_decision(svc):
    decide(svc, "All new services deploy to AWS us-west-2, decided at today's infra review.", "2026-01-12T23:10:00Z",
           kind="direction")
    again = decide(svc, "Reminder: all new services deploy to AWS us-west-2.", "2026-02-20T09:00:00Z",
                   kind="direction")
    assert again.decision is Operation.SKIP
    assert len(standing(svc)) == 1


def test_a_cancellation_retires_the_decision_and_nothing_stands(svc):
    offsite = decide(svc, "It's official: the spring offsite is happening in Lisbon, May 12-14.", "2026-02-10T21:00:00Z",
                     kind="confirmation")
    cancel = decide(svc, "With the hiring freeze, leadership has cancelled the Lisbon spring offsite.",
                    "2026-03-16T17:22:00Z", kind="cancellation")
    assert standing(svc) == []
    reversed_ = {e["id"] for e in svc.register(user_id="team", status="reversed")}
    assert reversed_ == {offsite.memory_id, cancel.memory_id}
    assert svc.get(offsite.memory_id).status is MemoryStatus.SUPERSEDED


def test_a_lower_priority_source_contradicting_a_standing_decision_is_a_conflict(svc):
    kept = decide(svc, VERCEL, "2026-02-03T10:00:00Z", source_type="user_input")
    lower = decide(svc, NETLIFY, "2026-02-24T14:40:00Z", source_type="realtime")
    assert standing(svc) == [VERCEL] and lower.conflict_id
    [c] = svc.list_conflicts(user_id="team")
    assert (c.existing_id, c.incoming_id) == (kept.memory_id, lower.memory_id)


def test_register_filters_and_bad_input(svc):
    decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    assert [e["content"] for e in svc.register(user_id="team", status="all", subject="marketing site")] == [
        NETLIFY, VERCEL]
    assert svc.register(user_id="team", status="all", until=at("2026-02-10T00:00:00Z"))[0]["content"] == VERCEL
    with pytest.raises(NotFound, match="kubernetes"):
        svc.register(user_id="team", status="all", subject="kubernetes")
    assert svc.register(user_id="team", status="standing", subject="Vercel quote") != []
    assert svc.register(user_id="team", status="pending", subject="marketing") == []  # on the subject, none pending
    with pytest.raises(NotFound):  # a word where a word starts: "ket" is inside "marketing", no word of its own
        svc.register(user_id="team", status="all", subject="ket")
    assert svc.register(user_id="someone-else", status="all") == []
    with pytest.raises(InvalidInput, match="standing"):
        svc.register(user_id="team", status="current")
    with pytest.raises(NotFound):
        svc.decision_timeline("mem_nope", user_id="team")


def test_a_standing_decision_that_shares_no_word_with_the_question_is_found_through_what_it_replaced(svc):
    old = decide(svc, "Quick update from the infra sync: we're going with Vercel for the marketing site.",
                 "2026-02-03T10:00:00Z")
    new = decide(svc, "The Vercel quote came back at 3x our budget, so we're moving it to Netlify instead.",
                 "2026-02-24T14:40:00Z")
    assert standing(svc) == [svc.get(new.memory_id).content]
    hits = svc.search("Where is the marketing site hosted?", user_id="team")
    ids = [h.memory.id for h in hits]
    assert ids.index(new.memory_id) < ids.index(old.memory_id)
    first = hits[0].as_dict()
    assert first["id"] == new.memory_id and first["decision_status"] == "standing"
    # asked for superseded decisions only, the standing one is not brought in
    only_old = svc.search("Where is the marketing site hosted?", user_id="team", status="superseded")
    assert [h.memory.id for h in only_old] == [old.memory_id]


def test_a_proposal_answered_with_thumbs_up_reactions_is_decided(svc, tmp_path):
    root = tmp_path / "export"
    (root / "frontend").mkdir(parents=True)
    (root / "users.json").write_text(json.dumps([{"id": "U1", "name": "mina", "team_id": "T1"},
                                                 {"id": "U2", "name": "joon", "team_id": "T1"}]), encoding="utf-8")
    (root / "channels.json").write_text(json.dumps([{"id": "C1", "name": "frontend", "members": ["U1", "U2"]}]),
                                        encoding="utf-8")
    messages = [
        {"type": "message", "user": "U1", "ts": "1770314280.000100",
         "text": "Proposal: let's move the weekly frontend sync from Monday 9:30 to Tuesday 11:00.",
         "reactions": [{"name": "+1::skin-tone-3", "users": ["U2"], "count": 1}]},
        {"type": "message", "user": "U2", "ts": "1770314880.000200",
         "text": "Proposal: let's switch the design reviews to Figma comments instead of the Thursday call.",
         "reactions": [{"name": "eyes", "users": ["U1"], "count": 1}]},
    ]
    (root / "frontend" / "2026-02-05.json").write_text(json.dumps(messages), encoding="utf-8")
    svc.ingest("slack", str(root), user_id="team")
    by_status = {e["content"]: e["status"] for e in svc.register(user_id="team", status="all")}
    [synced] = [s for c, s in by_status.items() if "frontend sync" in c]
    [reviews] = [s for c, s in by_status.items() if "design reviews" in c]
    assert synced == "standing" and reviews == "pending"   # 👀 is not agreement


def test_a_plain_decision_that_leaves_the_older_choice_supersedes_it_across_languages(svc):
    # no change cue: the newer one names what the older chose (Sumsub), says why not, and settles on another
    older = "Korea launch KYC vendor: for the Korean launch we'll go with Sumsub for KYC, same as the EU stack."
    newer = ("KYC 벤더 최종 결정 건: 본인확인기관 지정 요건 때문에 Sumsub은 국내 실명확인에 쓸 수 없다는 결론이라, "
             "KYC 벤더는 NICE평가정보로 최종 확정했습니다.")
    decide(svc, older, "2026-04-02T09:00:00Z")
    decide(svc, newer, "2026-04-20T01:30:00Z")
    assert standing(svc) == [newer]


def test_naming_an_older_choice_alone_does_not_supersede_it(svc):
    # the newer one names Postgres and a choice of its own, but on another matter: no word of the matter shared
    first = "Payments ledger: we'll keep the ledger on Postgres."
    second = "Marketing newsletter goes out through Mailchimp; the signup list is exported nightly from Postgres."
    decide(svc, first, "2026-04-02T09:00:00Z")
    decide(svc, second, "2026-04-09T09:00:00Z")
    assert sorted(standing(svc)) == sorted([first, second])


def test_the_other_findings_of_an_older_message_arriving_late_go_to_history_with_it(svc):
    newer = "Reconciliation jobs: change of plan, we're moving them from Airflow to Temporal."
    decide(svc, newer, "2026-05-20T10:00:00Z", ref="msg-2")
    # one older message, two findings, arriving after the newer decision: the first is judged history, and
    # the second (which alone shares nothing with the newer one) follows its message
    decide(svc, "Reconciliation jobs: we'll run them on Airflow.", "2026-05-02T10:00:00Z", ref="msg-1#1")
    decide(svc, "Dana will write the DAG template by Friday.", "2026-05-02T10:00:00Z", ref="msg-1#2")
    assert standing(svc) == [newer]
    history = {e["content"] for e in svc.register(user_id="team", status="superseded")}
    assert "Dana will write the DAG template by Friday." in history


def test_a_commit_that_says_what_it_leaves_supersedes_the_commit_that_chose_it(svc):
    commit(svc, "Set default HTTP request timeout to 30s. Applies to every S3 API call.", "2026-01-10T10:00:00Z", "a1")
    commit(svc, "Set plugin install timeout to 120s. Plugin wheels can be big.", "2026-01-12T10:00:00Z", "b2")
    newer = "Raise default request timeout from 30s to 60s. Multipart uploads regularly hit 30s."
    commit(svc, newer, "2026-02-01T10:00:00Z", "c3")
    # the 30s default is replaced; the plugin timeout, another matter named alike, still stands
    assert sorted(standing(svc)) == sorted([newer, "Set plugin install timeout to 120s. Plugin wheels can be big."])


def test_a_korean_take_over_of_an_owner_supersedes_the_assignment(svc):
    decide(svc, "블록 추적 RFID 구축 담당 정리합니다. S2231호선 RFID 구축은 김민재 과장이 맡아주세요.",
           "2026-03-02T01:00:00Z", kind="delegation", thread="C1")
    later = "그럼 S2231호선 RFID 구축은 최우석 씨가 이어받는 걸로 하죠. 김과장은 인수인계 문서만 부탁해요."
    decide(svc, later, "2026-03-16T05:20:00Z", kind="delegation", thread="C1")
    assert standing(svc) == [later]


def test_a_commit_dropping_what_an_earlier_commit_added_cancels_it(svc):
    first = "Add opt-in anonymous usage telemetry. On first run the CLI asks once."
    added = commit(svc, first, "2026-01-10T10:00:00Z", "a1")
    commit(svc, "Drop telemetry. After the discussion in #248 we're not shipping it in any form.",
           "2026-02-01T10:00:00Z", "b2")
    assert first not in standing(svc)
    assert svc.get(added.memory_id).metadata.get("reversed") is True


def test_a_korean_deadline_moved_then_restored_leaves_the_return_standing(svc):
    first = "시즌2부터 원고 마감은 목요일 자정으로 하자. 연재가 월요일이니까 검수랑 업로드 여유 두고."
    moved = "그럼 2월부터 마감 화요일 18시로 당길게. 다들 미안 ㅠ"
    decide(svc, first, "2026-01-05T05:00:00Z", kind="confirmation")
    decide(svc, moved, "2026-01-19T06:10:00Z", kind="commitment")
    assert standing(svc) == [moved]          # a change to the deadline, in other words than the first
    back = "화요일 마감 없던 걸로 하자. 그냥 지금처럼 목요일 자정 유지!"
    decide(svc, back, "2026-01-28T02:30:00Z", kind="direction", status="reversed")
    # the return undoes the latest change (not the original it shares more words with) and stands
    assert standing(svc) == [back]
    [replaced_by_return] = [e for e in svc.register(user_id="team", status="superseded") if e["content"] == moved]
    assert replaced_by_return["superseded_by"] == svc.register(user_id="team", status="standing")[0]["id"]


def test_an_agreeing_message_does_not_replace_the_proposal_it_agrees_to(svc):
    proposal = "Proposal: raise the free-shipping threshold on the US store from $35 to $49, starting April 1."
    decide(svc, proposal, "2026-03-09T18:45:00Z", kind="direction", status="pending", thread="T1", ref="m1")
    agree = "동의합니다. 배송비 비중 보면 $49가 맞는 것 같아요."
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    svc.write(MemoryDraft(content=agree, category="approval", occurred_at=at("2026-03-10T00:10:00Z"), thread_id="T1",
                          source="slack", source_ref="m2#1", source_type=SourceType.REALTIME, user_id="team",
                          metadata={"type": "decision", "kind": "approval", "status": "decided", "evidence": [agree],
                                    "agreement": True}), caller=Caller.CONNECTOR)
    # the same message goes on: a change-worded errand, not a change of what it just agreed to
    errand = "4/1 배포 전에 체크아웃 배너 문구도 같이 바꿀게요."
    svc.write(MemoryDraft(content=f"{agree} {errand}", category="commitment", occurred_at=at("2026-03-10T00:10:00Z"),
                          thread_id="T1", source="slack", source_ref="m2#2", source_type=SourceType.REALTIME,
                          user_id="team", metadata={"type": "decision", "kind": "commitment", "status": "decided",
                                                    "evidence": [errand]}), caller=Caller.CONNECTOR)
    assert proposal in standing(svc)



def _finding(svc, text: str, when: str, ref: str, *, kind: str, thread: str | None = None, whole: str | None = None,
             status: str = "decided", **meta):
    """One finding of a message as the connector writes it: ``ref#n``, the message's text as full context."""
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    return svc.write(MemoryDraft(content=whole or text, category=kind, occurred_at=at(when), thread_id=thread,
                                 source="slack", source_ref=ref, source_type=SourceType.REALTIME, user_id="team",
                                 metadata={"type": "decision", "kind": kind, "status": status, "evidence": [text],
                                           "full_context": whole or text, **meta}), caller=Caller.CONNECTOR)


def test_the_rest_of_an_agreeing_message_is_part_of_the_proposal_not_a_decision(svc):
    proposal = "게스트 Wi-Fi 세션을 4시간으로 제한하고, 재접속 시 문자 인증을 다시 받게 하면 어떨까요?"
    _finding(svc, proposal, "2026-02-10T01:05:00Z", "p1", kind="direction", thread="T", status="pending")
    whole = "동의합니다. 다음 주 월요일부터 적용해 주세요. 원무과 안내문도 같이 부탁드립니다."
    _finding(svc, "동의합니다.", "2026-02-10T01:40:00Z", "a1#1", kind="approval", thread="T", whole=whole, agreement=True)
    rest = _finding(svc, "다음 주 월요일부터 적용해 주세요.", "2026-02-10T01:40:00Z", "a1#2", kind="direction",
                    thread="T", whole=whole)
    assert standing(svc) == [proposal]                     # one decision: the proposal, now decided
    kept = svc.get(rest.memory_id)                        # the rest is kept, searchable, as part of it
    assert kept.metadata["part_of"] == svc.register(user_id="team", status="standing")[0]["id"]


def test_a_later_message_opening_with_ok_still_changes_the_threads_decision(svc):
    decide(svc, "We'll host the docs on Read the Docs.", "2026-03-01T10:00:00Z", thread="T", ref="d1")
    whole = "OK. Actually, let's move the docs to GitHub Pages instead of Read the Docs."
    change = "Actually, let's move the docs to GitHub Pages instead of Read the Docs."
    _finding(svc, change, "2026-03-02T10:00:00Z", "d2#2", kind="selection", thread="T", whole=whole)
    assert standing(svc) == [whole]


def test_cancelling_a_new_venture_leaves_nothing_standing_even_when_the_rest_stays(svc):
    decide(svc, "Decision on Abuja: we pilot the Lagos–Abuja corridor from Feb 23 with 3 of the Hino trucks.",
           "2026-02-04T09:30:00Z", kind="direction")
    whole = ("Abuja pilot is off. Insurance wants 2.5x premium for that route. Not doing it this year; the 3 Hinos "
             "stay on Lagos–Ibadan.")
    _finding(svc, "Abuja pilot is off.", "2026-02-13T17:05:00Z", "c1#1", kind="cancellation", whole=whole)
    _finding(svc, "Not doing it this year; the 3 Hinos stay on Lagos–Ibadan.", "2026-02-13T17:05:00Z", "c1#2",
             kind="selection")
    assert standing(svc) == []
    assert {e["status"] for e in svc.register(user_id="team", status="all")} == {"reversed"}


@pytest.mark.parametrize("text,scope", [("iOS는 5월 19일", {"ios"}), ("Q2에 예산 증액", {"q2"}),
                                        ("US에서 먼저 출시", {"r-us"}), ("the USB port", set())])
def test_scope_words_are_found_with_a_korean_particle_attached(text, scope):
    from mnemo.domain.supersession import scope_of

    assert scope_of(text) == scope


@pytest.mark.parametrize("text,scope", [
    ("The Vega team will use Kubernetes for event streaming.", {"p-event", "p-streaming"}),
    ("We will use Pulsar for event streams instead of Kafka.", {"p-event", "p-stream"}),
    ("결정: Sierra 팀은 기능 플래그에 Terraform를 사용합니다.", {"p-기능", "p-플래그"}),
    ("결정: Orion 팀은 배포에 Loki를 사용합니다.", {"p-배포"}),  # the owner's name before its topic particle
    ("이번 분기 정산 팀은 대사에 Airflow를 씁니다.", {"p-대사"}),
    ("We will use Zoom for now.", set()),
    ("We use Linear for this quarter and two weeks of trials.", set()),
    ("Use Kafka for the time being.", set()),
])
def test_what_a_tool_is_chosen_for_is_a_scope_and_how_long_is_not(text, scope):
    from mnemo.domain.scopes import purposes_of

    assert purposes_of(text) == scope


def test_platforms_scope_decisions_in_korean_text_too(svc):
    android = "Android soft launch: Philippines + Malaysia, May 5."
    decide(svc, android, "2026-03-04T00:30:00Z", kind="confirmation")
    ios = "iOS는 App Store 심사 기간 고려해서 소프트런치 5월 19일, 캐나다 + 뉴질랜드로 가는 걸로 변경했어요."
    decide(svc, ios, "2026-03-05T02:00:00Z", kind="selection")
    assert sorted(standing(svc)) == sorted([android, ios])


def test_a_korean_note_moving_a_channel_supersedes_the_note_that_set_it(svc):
    first = "[야간 작업 무전 운영] - 안벽 크레인(QC)–야드 트랙터 교신: CH 7 - 비상 시: CH 1 - 1/19(월) 야간조부터 적용"
    moved = "[야간 무전] - QC–YT 교신 CH 9로 이동 - 사유: CH 7에 인근 터미널 혼선 - 2/4(수) 야간부터"
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    for text, evidence, when, ref in ((first, "- 1/19(월) 야간조부터 적용", "2026-01-12T09:00:00Z", "n1"),
                                      (moved, "- QC–YT 교신 CH 9로 이동", "2026-02-02T08:30:00Z", "n2")):
        # what the note's finding quotes is one bullet; the matter is in the rest of the note
        svc.write(MemoryDraft(content=text, category="direction", occurred_at=at(when), source="slack", source_ref=ref,
                              source_type=SourceType.REALTIME, user_id="team",
                              metadata={"type": "decision", "kind": "direction", "status": "decided",
                                        "evidence": [evidence]}), caller=Caller.CONNECTOR)
    assert standing(svc) == [moved]


def test_a_plain_decision_setting_a_new_value_of_the_same_kind_supersedes(svc):
    commit(svc, "원장 마감 배치 시작 시각 23:30으로 설정. - 일마감(EOD) 원장 마감 잡 cron: 30 23 * * *",
           "2026-01-15T08:20:00Z", "c1")
    later = "EOD 원장 마감 01:00 시작. 정산 파일이 23:50 이후에 들어오는 날이 있어서 마감이 밀림. - cron: 0 1 * * *"
    commit(svc, later, "2026-02-05T01:05:00Z", "c2")
    assert standing(svc) == [later]



def test_a_new_value_is_new_though_the_older_value_is_mentioned_after_it():
    """A change that names its new value first and the old one later, in passing ("$45k for Q3; the $30k we set
    in March did not cover the audit"), sets a new value; "from $30k to $45k" is a change's phrasing (the first
    value is the old one) and a restatement repeats it."""
    from mnemo.domain.supersession import sets_a_new_value

    older = "The Q3 security budget is $30k."
    assert sets_a_new_value("The Q3 security budget is $45k; the $30k we set in March did not cover the audit.", older)
    assert not sets_a_new_value("The Q3 security budget goes from $30k to $45k.", older)
    assert not sets_a_new_value("The Q3 security budget stays $30k; the $45k ask was declined.", older)
    assert not sets_a_new_value("Reminder: the Q3 security budget is $30k.", older)


def test_durations_are_values_in_both_languages():
    """A duration is a value ("30분 간격", "40 minutes", "2주", "90 days"), one spelling per unit in both
    languages, and not a quarter, a time of day or an anniversary ("3분기", "2시 30분", "3주년")."""
    from mnemo.domain.supersession import sets_a_new_value, typed_values

    assert typed_values("30분 간격으로 예약")["quantity"] == typed_values("every 30 minutes")["quantity"] == {"30min"}
    assert typed_values("2주 단위 스프린트")["quantity"] == typed_values("two-week sprints of 2 weeks")["quantity"]
    assert typed_values("retention is 90 days") == {"quantity": frozenset({"90d"})}
    for no_duration in ("3분기 매출 목표", "오후 2시 30분 회의", "창립 3주년 행사"):
        assert "quantity" not in typed_values(no_duration), no_duration
    older = "도수치료 예약은 1회 30분 간격으로 받습니다."
    assert sets_a_new_value("도수치료는 다음 주부터 40분 간격으로 갑니다. 치료 30분 + 기록 10분 기준이에요.", older)
    assert not sets_a_new_value("Manual therapy bookings stay 30 minutes apart.", "도수치료 예약 간격은 30분입니다.")


def test_an_arrow_with_a_raise_or_a_lower_leaves_the_old_value():
    """"관수 임계값 28% -> 32%로 상향" leaves 28%, as "Standup: 9:30 -> 10:00 변경" leaves 9:30: an arrow leaves
    its left side where the text says the value changes, raising and lowering included; "gRPC->REST" alone
    converts types."""
    from mnemo.domain.supersession import left_behind, names_what_it_leaves

    assert names_what_it_leaves("관수 임계값 28% -> 32%로 상향.", "관수 시작 임계값을 토양수분 28%로 설정.") == {"28%"}
    assert "30s" in left_behind("Raise the upload timeout 30s -> 60s")
    assert not left_behind("Map gRPC->REST errors in the gateway")
    assert not left_behind("Map int->float, slower but exact")  # "lower" inside "slower" is no lowering


def test_review_how_long_yields_to_when_and_a_part_is_no_new_total():
    """The review: "15 minutes at 9:15am" made the duration what the decision sets, so "at 9:30am" no longer
    replaced it; "1주당" (per share) read as weeks; "500만원 of the 3000만원 budget" replaced the budget."""
    from mnemo.domain.supersession import sets_a_new_value

    assert sets_a_new_value("Decision: daily standup is at 9:30am.", "Decision: daily standup is 15 minutes at 9:15am.")
    assert sets_a_new_value("결정: 데일리 스탠드업은 오전 9시 30분.", "결정: 데일리 스탠드업은 15분간, 오전 9시 15분.")
    assert sets_a_new_value("weekly sync on Thursdays", "weekly sync is 1 hour on Tuesdays")
    assert sets_a_new_value("배당은 1주당 5만원", "배당은 1주당 4만원")
    for part, total in (("결정: 2분기 툴 예산 중 500만원은 감사 도구에 씁니다. 3000만원 한도 안에서.", "결정: 2분기 툴 예산은 3000만원입니다."),
                        ("Spent $5k of the $30k budget so far", "Q2 tooling budget is $30k"),
                        ("20% of the 80% coverage target is done", "Coverage target is 80%")):
        assert not sets_a_new_value(part, total), part


def test_a_commit_changing_a_value_a_chat_decision_set_supersedes_it(svc):
    decide(svc, "운항 기준 정리합니다: max sustained wind 12 m/s까지 운항, 그 이상이면 해당 구간 배송 중단.",
           "2026-03-02T01:00:00Z", kind="direction")
    lowered = "preflight: 최대 풍속 제한 8 m/s로 하향. 3/12 우도 구간 돌풍 사고 이후 운항팀 결정."
    commit(svc, lowered, "2026-03-14T05:00:00Z", "w1")
    assert standing(svc) == [lowered]


def test_an_agreement_that_says_more_decides_the_proposal_and_is_kept_as_part_of_it(svc):
    proposal = "Proposal for the discovery cutover to the new Primo UI: do it on Wednesday 1 July, outage 7-11am."
    decide(svc, proposal, "2026-05-11T03:30:00Z", kind="direction", status="pending", thread="T", ref="p")
    reply = decide(svc, "LGTM, go ahead and book the change window with IT.", "2026-05-11T04:02:00Z",
                   kind="approval", thread="T", ref="r")
    [now] = svc.register(user_id="team", status="standing")
    assert now["content"] == proposal                       # decided by the agreement, one standing decision
    assert svc.get(reply.memory_id).metadata["part_of"] == now["id"]


def test_a_korean_price_set_again_supersedes_though_the_embedding_sets_them_apart(svc):
    decide(svc, "육회비빔밥 정가 14,000원으로 가자. 3월 1일 전 지점 출시 — 손태양, #메뉴개발", "2026-02-03T06:20:00Z")
    later = "육회비빔밥 15,000원. 한우 단가 올라서 그 가격으론 안 남아. 메뉴판 인쇄 이걸로 넘겨줘 @고나래"
    decide(svc, later, "2026-02-16T01:10:00Z", kind="negotiation")
    assert standing(svc) == [later]
    # the same long word with a value of another kind than the one the older decision sets ties nothing
    other = "육회비빔밥 출시 포스터는 2월 20일까지 디자인팀이 맡아 주세요."
    decide(svc, other, "2026-02-17T01:10:00Z", kind="delegation")
    assert sorted(standing(svc)) == sorted([later, other])


def test_an_agreeing_reply_that_changes_its_own_matter_leaves_the_threads_decision(svc):
    shift = "다음 주 월요일(3/9)부터 야간조 교대 21시 30분입니다. 순환버스 막차가 22시 05분이라 맞췄습니다."
    decide(svc, shift, "2026-03-05T08:45:00Z", kind="confirmation", thread="T", ref="s1")
    reply = "ㅇㅋ 물류도 상차 마감 21시로 당길게요"
    decide(svc, reply, "2026-03-05T08:52:00Z", kind="commitment", thread="T", ref="s2")
    assert sorted(standing(svc)) == sorted([shift, reply])


def test_a_korean_no_overtime_after_all_cancels_the_overtime(svc):
    decide(svc, "이번 주 토요일(3/14) 특근 진행합니다. 2·3라인 08시~17시.", "2026-03-09T06:30:00Z", kind="confirmation")
    decide(svc, "소재 입고가 다음 주로 밀렸습니다. 그럼 토요일 특근은 없는 걸로 하겠습니다.", "2026-03-12T02:00:00Z",
           kind="cancellation")
    assert standing(svc) == []



def test_the_rest_of_an_agreement_that_names_something_new_stands_on_its_own(svc):
    proposal = "Proposal: team offsite in Lisbon on May 14-15, budget 12k EUR."
    decide(svc, proposal, "2026-04-01T09:00:00Z", kind="direction", status="pending", thread="T", ref="p")
    whole = "Sounds good. We'll hire Acme Security for the Q3 pentest."
    _finding(svc, "We'll hire Acme Security for the Q3 pentest.", "2026-04-01T10:00:00Z", "r#1", kind="selection",
             thread="T", whole=whole)
    assert sorted(standing(svc)) == sorted([proposal, whole])


@pytest.mark.parametrize("first,second", [
    # no change is no cancellation
    ("출시일은 4월 7일로 확정했습니다.", "출시일은 변동 없는 걸로 하겠습니다."),
    ("We'll use Postgres for the analytics store.", "We're not having any issues with the analytics store on Postgres."),
    # two things on the same Saturday
    ("이번 주 토요일(3/14) 특근 진행합니다.", "이번 주 토요일 창고 재고조사는 진행하지 않습니다."),
    # a weekend backup moved is no change of the support rota
    ("Support rota: Kim covers weekends, shift starts 08:00.", "Weekend server backups move to Sundays 03:00 starting next week."),
])
def test_what_only_sounds_like_a_cancellation_or_a_change_leaves_the_decision(svc, first, second):
    decide(svc, first, "2026-03-01T09:00:00Z", kind="confirmation")
    decide(svc, second, "2026-03-05T09:00:00Z", kind="direction")
    assert first in standing(svc)


def test_a_cancelled_change_followed_by_staying_leaves_the_stay_standing(svc):
    decide(svc, "We'll host the marketing site on Vercel.", "2026-02-01T09:00:00Z", ref="v")
    decide(svc, "Change of plan: the marketing site moves to Netlify.", "2026-02-10T09:00:00Z", kind="direction", ref="n")
    whole = "The Netlify move for the marketing site is cancelled. We stay on Vercel for the marketing site."
    _finding(svc, "The Netlify move for the marketing site is cancelled.", "2026-02-20T09:00:00Z", "c#1",
             kind="cancellation", whole=whole)
    _finding(svc, "We stay on Vercel for the marketing site.", "2026-02-20T09:00:00Z", "c#2", kind="selection",
             whole=whole)
    assert "We stay on Vercel for the marketing site." in " ".join(standing(svc))


def test_ok_then_another_choice_does_not_agree_to_the_proposal(svc):
    proposal = "Proposal: host the docs on Read the Docs."
    decide(svc, proposal, "2026-03-01T09:00:00Z", kind="selection", status="pending", thread="T", ref="p")
    whole = "OK. Actually, let's go with GitHub Pages instead of Read the Docs."
    _finding(svc, "Actually, let's go with GitHub Pages instead of Read the Docs.", "2026-03-01T10:00:00Z", "r#1",
             kind="selection", thread="T", whole=whole)
    assert [e["content"] for e in svc.register(user_id="team", status="pending")] == [proposal]
    assert standing(svc) == [whole]


def test_a_cancellation_with_nothing_on_record_to_retire_is_no_standing_decision(svc):
    off = decide(svc, "We're not doing the spring trade fair booth after all: the samples won't be ready.",
                 "2026-03-02T09:00:00Z", kind="cancellation")
    kept = "We'll go with Hanjin for the sea freight from Busan."
    decide(svc, kept, "2026-03-03T09:00:00Z")
    assert standing(svc) == [kept]
    [entry] = [e for e in svc.register(user_id="team", status="all") if e["id"] == off.memory_id]
    assert entry["status"] == "reversed"


@pytest.mark.parametrize("back", [
    "Sunday hours: 8am–8pm as originally planned.",
    "일요일 영업시간은 당초대로 오전 8시부터 오후 8시까지입니다.",
])
def test_keeping_the_earlier_hours_after_a_change_undoes_the_change(svc, back):
    """"as originally planned", "당초대로": a return in words the restore phrasing did not read, which left the
    change standing beside it (the sequences of fresh6 in ``docs/supersession.md``)."""
    first = "Sunday hours are 8am–8pm year round, same as every other day."
    change = "Starting Feb 1, Sunday hours change to 9am–6pm for the rest of winter."
    decide(svc, first, "2026-01-05T15:00:00Z", kind="confirmation", thread="store-hours")
    decide(svc, change, "2026-01-20T15:00:00Z", kind="direction", thread="store-hours")
    assert standing(svc) == [change]
    decide(svc, back, "2026-01-29T15:00:00Z", kind="direction", thread="store-hours")
    assert standing(svc) == [back]


def test_what_reads_as_a_return_and_what_does_not():
    from mnemo.domain.supersession import Phrasing, phrasing_of

    assert phrasing_of("개막 당일 비 예보로 개막식은 당초대로 군민체육관에서 진행합니다.") is Phrasing.RESTORE
    assert phrasing_of("처음 말씀드린 대로 18시 30분에 시작하면 됩니다.") is Phrasing.RESTORE
    # a plan carried out, a stay somewhere, a promise to keep someone informed: nothing returned to
    for plain in ("계획대로 진행합니다.", "We'll keep you posted on the launch.", "We keep an eye on the costs.",
                  "We're staying at the Hilton for the offsite.", "We'll keep monitoring the error rate."):
        assert phrasing_of(plain) is not Phrasing.RESTORE, plain
    # what was a cancellation or a change stays one
    assert phrasing_of("We keep the Monday standup but cancel the Friday one.") is Phrasing.CANCEL


def test_the_rest_of_a_message_that_agrees_at_its_end_is_part_of_the_proposal(svc):
    """A mail reply that gives its instructions first and agrees last (the order of a formal Korean reply)."""
    proposal = "초도품 검사 샘플은 로트당 5개로 하는 안을 제안드립니다."
    _finding(svc, proposal, "2026-03-10T01:00:00Z", "p1", kind="direction", thread="M", status="pending")
    whole = ("4월 1일 양산 로트부터 적용해 주시고, 첫 로트 성적서는 SRM 시스템에 같이 올려 주세요. "
             "검사 기준서 개정본은 다음 주에 따로 보내드리겠습니다. 측정 장비 교정 성적서도 함께 첨부하겠습니다. "
             "제안하신 내용 내부 검토 완료했으며 그대로 동의합니다.")
    # the findings in the message's order: the instructions first, then the agreement
    rest = _finding(svc, "4월 1일 양산 로트부터 적용해 주시고, 첫 로트 성적서는 SRM 시스템에 같이 올려 주세요.",
                    "2026-03-12T01:00:00Z", "r1#1", kind="direction", thread="M", whole=whole)
    _finding(svc, "제안하신 내용 내부 검토 완료했으며 그대로 동의합니다.", "2026-03-12T01:00:00Z", "r1#2", kind="approval",
             thread="M", whole=whole, agreement=True)
    assert standing(svc) == [proposal]
    assert svc.get(rest.memory_id).metadata["part_of"] == svc.register(user_id="team", status="standing")[0]["id"]


def test_a_colleague_named_in_two_decisions_is_not_what_either_chose(svc):
    """Added without ingest, a memory carries no people, and "Laura Becker" read as the spend cap's choice:
    the monitoring decision, whose reason names her, replaced it (the api_load mix found it with other names)."""
    cap = svc.add("Decision: cap Orchid cloud spend at $9,500 per month. Outcome: the team agreed without "
                  "objections and Laura Becker updated the tracker and the wiki page.")
    tool = svc.add("Decision: the Orchid team will use Grafana for monitoring. Reason: the previous option cost "
                   "18% more and Laura Becker could not get a support commitment from Initech.")
    assert "replaces" not in tool.reason
    assert svc.get(cap.memory_id).status is MemoryStatus.ACTIVE and svc.get(tool.memory_id).status is MemoryStatus.ACTIVE


def test_an_undated_page_replaces_no_dated_decision_by_being_ingested_today(svc, tmp_path):
    """A Notion export's plain page has no date and is stored at the ingest time: a dated change written
    before that day still replaces what the page says, and a page that says it changes a dated decision
    replaces it (its words place it after)."""
    page = tmp_path / "export" / "Hosting 0123456789abcdef0123456789abcdef.md"
    page.parent.mkdir()
    page.write_text(f"# Hosting\n\n{VERCEL}\n", encoding="utf-8")
    svc.ingest("notion", page.parent, user_id="team")
    [vercel] = [e for e in svc.register(user_id="team", status="standing")]
    assert "Vercel for the marketing site" in vercel["content"]
    # dated months before the page was ingested; an export is a bootstrapped source, as the page is
    decide(svc, NETLIFY, "2026-02-24T14:40:00Z", source_type="bootstrapped")
    assert [NETLIFY] == standing(svc)
    assert svc.get(vercel["id"]).status is MemoryStatus.SUPERSEDED

    other = tmp_path / "other"
    other.mkdir()
    (other / "Hosting fedcba9876543210fedcba9876543210.md").write_text(f"# Hosting\n\n{NETLIFY}\n", encoding="utf-8")
    decide(svc, VERCEL, "2026-02-03T10:00:00Z", user="team2", source_type="bootstrapped")
    svc.ingest("notion", other, user_id="team2")
    assert [e["content"].split(": ", 1)[-1] for e in svc.register(user_id="team2", status="standing")] == [NETLIFY]
    # the ingest time bounds the page from above: a return dated after it replaces the page's change
    back = "Never mind: we're staying on Vercel for the marketing site after all; the Netlify quote fell through."
    decide(svc, back, (datetime.now(timezone.utc) + timedelta(days=1)).isoformat(), user="team2",
           source_type="bootstrapped")
    assert standing(svc, user="team2") == [back]


def test_two_korean_changes_sharing_only_the_predicate_both_stand(svc):
    """"변경합니다" is a word of four syllables both use, and no matter: the Friday deploy time replaces nothing
    of the Pro plan's price (a newcomer's walk found it did, and `ask` then answered the price question with it)."""
    decide(svc, "결정: Pro 요금제 가격은 월 $25로 변경합니다.", "2025-03-12T09:00:00Z")
    decide(svc, "결정: 정기 배포 시간을 금요일 오전 10시로 변경합니다.", "2025-03-13T09:00:00Z")
    decide(svc, "결정: 팀 회식 장소를 강남역으로 변경합니다.", "2025-03-14T09:00:00Z")
    decide(svc, "결정: 신입 온보딩 교육은 화요일 오후 2시로 변경합니다.", "2025-03-15T09:00:00Z")
    assert len(standing(svc)) == 4


def test_an_english_change_supersedes_a_korean_decision_added_by_hand_and_says_why_in_english(svc):
    """"changes to 30 days" is a change (it read as a plain statement, and both decisions stood: `ask` answered
    90 days in Korean and 30 in English); the reason for the English write is English throughout."""
    svc.add("결정: 로그 보관 기간을 90일로 변경합니다.", user_id="u", occurred_at=at("2025-03-10T09:00:00Z"))
    r = svc.add("Decision: the log retention period changes to 30 days.", user_id="u",
                occurred_at=at("2025-03-13T09:00:00Z"))
    assert "replaces that decision" in r.reason and not any("\uac00" <= ch <= "\ud7a3" for ch in r.reason), r.reason
    assert [e["content"] for e in svc.register(user_id="u", status="standing")] == [
        "Decision: the log retention period changes to 30 days."]


def test_a_cancellation_is_marked_as_one_in_the_register_and_the_cli(svc, db_path):
    """Two walks read "→ now [reversed]" beside "Remove CSV export" as the removal undone."""
    from typer.testing import CliRunner
    from mnemo.interfaces.cli.main import app
    decide(svc, "Add CSV export of transactions for finance.", "2025-01-22T01:00:00Z")
    decide(svc, "We're removing the CSV export of transactions; finance cancelled it.", "2025-01-27T01:00:00Z",
           kind="cancellation")
    entries = {e["content"][:10]: e for e in svc.register(user_id="team", status="all")}
    assert entries["Add CSV ex"]["status"] == "reversed" and not entries["Add CSV ex"]["cancels"]
    assert entries["We're remo"]["status"] == "reversed" and entries["We're remo"]["cancels"]
    svc.close()
    out = CliRunner().invoke(app, ["decisions", "--status", "reversed", "--user", "team", "--db", db_path]).stdout
    assert "cancellation" in out


def test_a_duplicate_of_a_decision_says_nothing_of_replacing_it(svc):
    """The team walk: writing a standing decision again answered "Duplicate detected … Memory already exists. Same
    matter as mem_… ; it replaces that decision", naming the very memory it duplicated."""
    first = svc.add("Decision: switch the marketing site to Netlify instead of Vercel; the quote was three times "
                    "the budget.", user_id="u")
    again = svc.add("Decision: switch the marketing site to Netlify instead of Vercel; the quote was three times "
                    "the budget!", user_id="u")
    assert again.action.value == "skipped" and "replaces" not in again.reason, again.reason
    assert svc.get(first.memory_id, user_id="u").status.value == "active"


def test_a_return_said_in_the_sentence_before_the_decision_undoes_the_change(svc):
    """"Never mind the standup change. After the poll we're staying at 9:30": the extractor keeps the sentence
    that decides, and the return is said in the one before it. The return undoes the change and stands."""
    first = "Standup is at 9:30 every weekday, in the big room."
    moved = "Starting Monday, standup moves to 10:15 so the Berlin folks can join."
    _finding(svc, first, "2026-03-02T08:00:00Z", "s1", kind="confirmation", thread="C1")
    _finding(svc, moved, "2026-03-09T08:00:00Z", "s2", kind="confirmation", thread="C1")
    assert standing(svc) == [moved]
    back = "After the poll we're staying 9:30 for standup."
    whole = f"OK, never mind the standup change. {back} Thanks for voting, everyone."
    _finding(svc, back, "2026-03-16T08:00:00Z", "s3#1", kind="direction", thread="C1", whole=whole)
    assert standing(svc) == [whole]
    assert next(e for e in svc.register(user_id="team", status="superseded") if e["content"] == moved)


@pytest.mark.parametrize("whole,evidence,returns", [
    ("Ok, never mind on the Sunday change. We're staying 8am–8pm on Sundays.", "We're staying 8am–8pm on Sundays.", True),
    ("화요일 마감 변경은 원래대로 돌립니다. 마감은 목요일 자정입니다.", "마감은 목요일 자정입니다.", True),
    ("Never mind on Thursday, it clashes with field days. We keep Mondays at 9:30.", "We keep Mondays at 9:30.", True),
    # a "never mind" that names no change returns from nothing (a review's cases)
    ("Never mind, thanks for the update. We'll use Notion for the onboarding wiki.",
     "We'll use Notion for the onboarding wiki.", False),
    ("Never mind, I'm out Friday anyway. We'll use Notion for the onboarding wiki.",
     "We'll use Notion for the onboarding wiki.", False),
    ("We are sticking with the plan for the launch. Payroll runs on the 25th.", "Payroll runs on the 25th.", False),
    ("이전 회의록은 그대로 유지합니다. 마감은 목요일 자정입니다.", "마감은 목요일 자정입니다.", False),
    ("Never mind, found the doc. We'll use Notion for the onboarding wiki.", "We'll use Notion for the onboarding wiki.",
     False),
    ("The poll is closed. Standup stays at 9:30.", "Standup stays at 9:30.", False),  # no return before it
    ("Never mind the offsite plan.", "Never mind the offsite plan.", False),  # nothing before it
    ("Never mind the offsite plan. Thanks all! Payroll runs on the 25th.", "Payroll runs on the 25th.", False),
])
def test_a_return_just_before_a_plain_decision_is_its_phrasing(whole, evidence, returns):
    from mnemo.domain.supersession import returns_just_before

    assert returns_just_before(whole, evidence) is returns


def _commit_finding(svc, text: str, when: str, sha: str, *, kind: str = "direction", status: str = "decided"):
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    return svc.write(MemoryDraft(content=text, category=kind, occurred_at=at(when), source="github",
                                 source_ref=f"commit/{sha}", source_type=SourceType.BOOTSTRAPPED, user_id="team",
                                 title=text.split(". ")[0], metadata={"type": "decision", "kind": kind, "status": status,
                                                                      "evidence": [text]}), caller=Caller.CONNECTOR)


def test_a_revert_takes_back_the_commit_it_quotes_not_a_closer_one(svc):
    """The revert's body is closer in words to the original (Korean, like it) than to the English commit its
    title quotes; the quoted title says which commit it takes back."""
    original = _commit_finding(svc, "Steam Deck 기본 프레임 상한 60fps. Deck 프로파일 기본값을 60fps로. 대부분 씬에서 55+ 유지 확인.",
                               "2026-03-02T08:00:00Z", "a" * 40)
    lowered = _commit_finding(svc, "Lower Steam Deck fps cap to 40. Zofia's QA report: battery lasts 1h50m at 60fps. 40fps "
                                   "(Deck's 40Hz mode) gives ~3h and input latency is still OK.", "2026-03-09T08:00:00Z", "b" * 40)
    revert = _commit_finding(svc, 'Revert "Lower Steam Deck fps cap to 40". Verified 심사를 60fps 기준으로 본다고 해서 '
                                  "일단 60 유지. 배터리는 옵션 메뉴에서 유저가 낮출 수 있게 따로 처리.", "2026-03-16T08:00:00Z",
                             "c" * 40, kind="cancellation", status="reversed")
    assert svc.get(lowered.memory_id).superseded_by == revert.memory_id
    assert svc.get(original.memory_id).status is MemoryStatus.ACTIVE


def test_a_revert_quoting_a_title_that_contains_another_takes_back_the_one_it_quotes_whole(svc):
    """Both titles are inside the quote ("…public API" is in "…public API docs page"): the quote does not
    choose between them, closeness does (a review found the shorter, farther one cancelled)."""
    api = _commit_finding(svc, "Add rate limiting to the public API. 100 requests per minute per key, 429 with "
                               "Retry-After beyond it.", "2026-03-02T08:00:00Z", "a" * 40)
    page = _commit_finding(svc, "Add rate limiting to the public API docs page. Explains the 100 requests per minute "
                                "limit and the Retry-After header.", "2026-03-09T08:00:00Z", "b" * 40)
    revert = _commit_finding(svc, 'Revert "Add rate limiting to the public API docs page". The page moves to the new '
                                  "docs site.", "2026-03-16T08:00:00Z", "c" * 40, kind="cancellation", status="reversed")
    assert svc.get(page.memory_id).superseded_by == revert.memory_id
    assert svc.get(api.memory_id).status is MemoryStatus.ACTIVE


def test_a_return_undoes_the_latest_change_though_it_is_closest_to_the_original(svc):
    # and stands for that original, which it says again ("AQL 2.5"): one decision stands on the matter
    decide(svc, "Incoming inspection for housings: we sample with AQL 2.5, general level II.", "2026-01-05T01:00:00Z",
           ref="o")
    decide(svc, "After last month's warped lids I want it stricter: housings go to AQL 1.0.", "2026-02-02T01:00:00Z",
           ref="c")
    decide(svc, "Forget it, we stay on AQL 2.5 for housings.", "2026-02-04T01:00:00Z", ref="r")
    assert standing(svc) == ["Forget it, we stay on AQL 2.5 for housings."]



def test_a_return_takes_no_original_of_another_thing_that_shares_its_value(svc):
    frames = "Incoming inspection for frames: we sample with AQL 2.5, general level II."
    decide(svc, frames, "2026-01-04T01:00:00Z", ref="f")
    decide(svc, "Incoming inspection for housings: we sample with AQL 2.5, general level II.", "2026-01-05T01:00:00Z",
           ref="o")
    decide(svc, "After last month's warped lids I want it stricter: housings go to AQL 1.0.", "2026-02-02T01:00:00Z",
           ref="c")
    decide(svc, "Forget it, we stay on AQL 2.5 for housings.", "2026-02-04T01:00:00Z", ref="r")
    assert sorted(standing(svc)) == sorted([frames, "Forget it, we stay on AQL 2.5 for housings."])
