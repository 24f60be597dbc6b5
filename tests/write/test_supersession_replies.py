"""Replies that settle what they answer without the words a rule waits for: a promise of a proposal's own
value accepts it, "X 건 없던 일로" drops the deal X named, and a mail's subject tag (the sender's company) ties
no two of its threads (``docs/supersession.md``). On a real SQLite store with the bundled embedder."""

from __future__ import annotations

from support import at, decide, standing

from mnemo.domain.models import MemoryDraft, SourceType
from mnemo.domain.write_policy import Caller

PROPOSER = {"name": "표나래", "email": "narae@hanol.example", "role": "proposer"}
SUPPLIER = {"name": "차민석", "email": "ms.cha@bidan.example", "role": "assignee"}
TO_SUPPLIER = {**SUPPLIER, "role": "recipient"}
TO_PROPOSER = {**PROPOSER, "role": "recipient"}


def _mail(svc, text: str, when: str, *, kind: str, status: str, people: list[dict], ref: str):
    draft = MemoryDraft(content=text, category=kind, occurred_at=at(when), thread_id="thread-order", source="gmail",
                        source_ref=ref, source_type=SourceType.REALTIME, user_id="team",
                        metadata={"type": "decision", "kind": kind, "status": status, "evidence": [text],
                                  "people": people})
    return svc.write(draft, caller=Caller.CONNECTOR)


def _register(svc) -> dict[str, str]:
    return {e["content"]: e["status"] for e in svc.register(user_id="team", status="all")}


PROPOSAL = "옥색 염색 일정 때문에 빠듯하시면 갑사 납품일을 3월 20일(금)로 미뤄도 괜찮아요."


def test_a_promise_of_the_proposals_own_value_accepts_it(svc):
    _mail(svc, PROPOSAL, "2026-02-19T02:30:00Z", kind="direction", status="pending", people=[PROPOSER, TO_SUPPLIER],
          ref="m1")
    _mail(svc, "배려 감사합니다 대표님. 3월 20일 오전 중 입고하겠습니다.", "2026-02-19T04:15:00Z", kind="commitment",
          status="decided", people=[SUPPLIER, TO_PROPOSER], ref="m2")
    assert _register(svc).get(PROPOSAL) == "standing"


def test_a_promise_with_a_value_of_its_own_or_from_the_proposer_accepts_nothing(svc):
    _mail(svc, PROPOSAL, "2026-02-19T02:30:00Z", kind="direction", status="pending", people=[PROPOSER, TO_SUPPLIER],
          ref="m1")
    _mail(svc, "3월 27일 오전 중 입고하겠습니다.", "2026-02-19T04:15:00Z", kind="commitment", status="decided",
          people=[SUPPLIER, TO_PROPOSER], ref="m2")
    _mail(svc, "3월 20일에 매장에서 직접 받겠습니다.", "2026-02-19T05:15:00Z", kind="commitment", status="decided",
          people=[{**PROPOSER, "role": "assignee"}, TO_SUPPLIER], ref="m3")
    assert _register(svc).get(PROPOSAL) == "pending"


def test_dropping_the_deal_named_by_geon_replaces_the_decision_that_chose_it(svc):
    later = "맑은샘 건은 없던 일로 해요. 생수는 계속 지금 업체 걸로 가고, 계약도 그대로 연장합니다. 맑은샘에는 제가 정중히 거절할게요."
    decide(svc, "다음 달부터 사무실 생수는 맑은샘코리아로 바꿉니다. 단가가 10% 낮고 배송도 주 2회 된대요.", "2026-03-02T01:00:00Z",
           thread="t1", kind="direction")
    decide(svc, later, "2026-03-09T01:00:00Z", thread="t2", kind="direction")
    assert standing(svc) == [later]


def test_a_matter_named_by_geon_that_the_older_decision_never_chose_leaves_it_standing(svc):
    decide(svc, "주간 회의는 월요일 10시로 정했습니다.", "2026-03-02T01:00:00Z", thread="t1")
    decide(svc, "출장 건은 일단 보류합니다.", "2026-03-09T01:00:00Z", thread="t2", kind="cancellation")
    assert "주간 회의는 월요일 10시로 정했습니다." in standing(svc)


def test_a_subject_tag_ties_no_two_threads_of_one_sender(svc):
    first = "[한올한복] 3월 갑사 원단 발주: 과장님, 갑사 납품일을 3월 20일(금)로 미뤄도 괜찮아요."
    decide(svc, first, "2026-02-19T02:30:00Z", thread="t1", kind="direction")
    decide(svc, "[한올한복] 명주 아이보리 추가 발주: 과장님 죄송한데 명주 추가분은 취소해야 할 것 같아요.",
           "2026-02-25T00:50:00Z", thread="t2", kind="cancellation")
    assert first in standing(svc)


def _mbox(path, messages: list[tuple[str, str, str, str, str | None]]) -> str:
    import mailbox
    from email.message import EmailMessage
    box = mailbox.mbox(str(path))
    for i, (sender, date, subject, body, reply_to) in enumerate(messages):
        m = EmailMessage()
        m["From"], m["To"], m["Date"], m["Subject"] = sender, "team@example.com", date, subject
        m["Message-ID"] = f"<m{i}@example.com>"
        if reply_to is not None:
            m["In-Reply-To"] = m["References"] = f"<m{reply_to}@example.com>"
        m.set_content(body)
        box.add(m)
    box.flush()
    return str(path)


def test_a_reply_that_agrees_and_restates_the_proposal_stands_for_it_and_a_later_reversal_leaves_neither(svc, tmp_path):
    """A proposal ("…NCP로 바꾸는 게 어떨까요?"), a reply that agrees and says it again ("좋아요, 그렇게 하죠. 서버
    호스팅은 NCP로 변경합니다"), then a reversal in English: the proposal stood beside the restatement, and outlived
    the reversal as a standing decision."""
    path = _mbox(tmp_path / "host.mbox", [
        ("김민수 <minsu@example.com>", "Tue, 3 Nov 2026 09:12:00 +0900", "서버 호스팅 결정",
         "서버 호스팅은 AWS 서울 리전으로 결정했습니다.", None),
        ("최유나 <yuna@example.com>", "Wed, 4 Nov 2026 14:30:00 +0900", "Re: 서버 호스팅 결정",
         "민수님,\n\n공공기관 고객사 요구사항 때문에 네이버 클라우드(NCP)로 바꾸는 게 어떨까요?\nCSAP 인증이 필요하다고 합니다.", 0),
        ("김민수 <minsu@example.com>", "Fri, 6 Nov 2026 10:00:00 +0900", "Re: 서버 호스팅 결정",
         "좋아요, 그렇게 하죠. 서버 호스팅은 네이버 클라우드(NCP)로 변경합니다.\n마이그레이션은 11월 말까지 끝내는 걸 목표로 합니다.", 1),
        ("David Park <david@example.com>", "Thu, 12 Nov 2026 17:05:00 +0900", "Re: 서버 호스팅 결정",
         "The NCP contract fell through on pricing, so we decided to stay on AWS (Seoul region) after all.", 2),
    ])
    svc.ingest("mail", path, user_id="team")
    now = [e["content"] for e in svc.register(user_id="team", status="standing")]
    assert len(now) == 1 and "stay on AWS" in now[0], now


def test_two_plain_korean_choices_for_one_setting_leave_the_newer_standing(svc):
    """The Korean walk: "워크숍 장소는 춘천으로 결정했습니다" then "…강릉으로 결정했습니다" both stood: a Hangul name is
    no value the setting rule read, and the two are plain statements with no word of change."""
    decide(svc, "워크숍 장소는 춘천으로 결정했습니다.", "2026-11-17T00:00:00Z", thread="t1")
    decide(svc, "워크숍 장소는 강릉으로 결정했습니다.", "2026-11-17T01:00:00Z", thread="t2")
    assert standing(svc) == ["워크숍 장소는 강릉으로 결정했습니다."]
