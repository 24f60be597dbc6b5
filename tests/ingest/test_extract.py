"""Decision extraction: the ten kinds in Korean and English, status, people, dates and amounts, memories
for messages that decide nothing, the engine draft, the LLM path against a loopback server, and files."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest
from fake_server import Reply, chat

from mnemo.config import Settings
from mnemo.domain.sources import Participant, SourceItem
from mnemo.domain.extraction import (
    Confidence,
    DecisionKind,
    DecisionStatus,
    ExtractedDecision,
    ExtractedMemory,
)
from mnemo.domain.models import Operation, SourceType
from mnemo.errors import InvalidInput
from mnemo.bootstrap import build_extractor, build_llm
from mnemo.ingest.extract.drafts import draft_for
from mnemo.ingest.extract.llm import LLMExtractor
from mnemo.ingest.extract.rules import RuleExtractor, classify_sentence, extract, read_sentence
from mnemo.ingest.message_file import extract_file
from mnemo.providers.llms.openai_chat import OpenAICompatLLM
from mnemo.text.sentences import split_sentences

K = DecisionKind
S = DecisionStatus

# One plainly stated decision of each kind, in English and in Korean (the memory-system document's examples
# and their Korean counterparts).
KINDS = [
    ("Yes, approved. Go ahead with the proposal.", K.APPROVAL),
    ("Let's not pursue this vendor.", K.REJECTION),
    ("We'll go with React for the frontend.", K.SELECTION),
    ("Sarah will handle the client onboarding.", K.DELEGATION),
    ("I'll have the draft ready by Friday.", K.COMMITMENT),
    ("Moving forward, we're focusing on enterprise.", K.DIRECTION),
    ("Confirmed — meeting at 3pm tomorrow.", K.CONFIRMATION),
    ("Let's cancel the Q2 launch event.", K.CANCELLATION),
    ("We can do $50K instead of $65K.", K.NEGOTIATION),
    ("Let's focus on security before new features.", K.PRIORITIZATION),
    ("제안하신 예산안 승인합니다.", K.APPROVAL),
    ("이 업체와는 계약하지 않기로 했습니다.", K.REJECTION),
    ("프론트엔드는 React로 가죠.", K.SELECTION),
    ("박지민 님이 고객 온보딩을 맡아 주세요.", K.DELEGATION),
    ("초안은 금요일까지 정리해서 드리겠습니다.", K.COMMITMENT),
    ("앞으로는 엔터프라이즈 고객에 집중하기로 했습니다.", K.DIRECTION),
    ("내일 오후 3시 회의로 확정되었습니다.", K.CONFIRMATION),
    ("2분기 출시 행사는 취소하기로 했습니다.", K.CANCELLATION),
    ("6500만원 대신 5000만원까지 맞춰 드릴 수 있습니다.", K.NEGOTIATION),
    ("신규 기능보다 보안 이슈를 먼저 처리합시다.", K.PRIORITIZATION),
]


def _decisions(found) -> list[ExtractedDecision]:
    """Decisions of their own: a bare agreement is handed on marked (for the write path), not one of them."""
    return [f for f in found if isinstance(f, ExtractedDecision) and not f.agreement]


@pytest.mark.parametrize("text,kind", KINDS, ids=[f"{k.value}-{'ko' if ord(t[0]) > 0x3000 else 'en'}" for t, k in KINDS])
def test_each_kind_is_found_decided_in_its_language(text, kind):
    [d] = _decisions(extract(text))
    assert d.kind is kind and d.status is S.DECIDED
    assert d.evidence == [text] or " ".join(d.evidence) == text
    lang = "ko" if any("\uac00" <= ch <= "\ud7a3" for ch in text) else "en"
    assert d.language == lang
    assert d.title.startswith(d.label()) and d.summary  # written in the message's language
    assert (("가" <= d.title[0] <= "힣") if lang == "ko" else d.title[0].isascii())


@pytest.mark.parametrize("text,core", [
    ("결정: 워크숍 장소를 강릉으로 변경합니다.", "워크숍 장소를 강릉으로 변경합니다"),
    ("좋아요, 그렇게 하죠. 서버 호스팅은 네이버 클라우드(NCP)로 변경합니다.", "서버 호스팅은 네이버 클라우드(NCP)로 변경합니다"),
    ("Decision: we host the marketing site on Netlify.", "we host the marketing site on Netlify"),
])
def test_a_title_gives_the_kind_once_not_the_writers_own_label_after_it(text, core):
    """The Korean walk found "선택: 결정: …" and "확정: 그렇게 하죠. …" in the register."""
    for d in _decisions(extract(text)):
        assert d.title == f"{d.label()}: {core}"


def test_a_message_with_two_decisions_yields_both_with_their_own_evidence():
    text = ("Our top priority for Q4 is reliability. Sarah will lead the on-call redesign, "
            "and I'll review the SLO proposal by Friday.")
    found = _decisions(extract(text))
    assert {d.kind for d in found} == {K.PRIORITIZATION, K.DELEGATION, K.COMMITMENT}
    prio = next(d for d in found if d.kind is K.PRIORITIZATION)
    assert prio.evidence == ["Our top priority for Q4 is reliability."]


@pytest.mark.parametrize("text,kind,status", [
    ("Should we go with AWS for the data platform?", K.SELECTION, S.PENDING),
    ("I suggest we cancel this week's telecon.", K.CANCELLATION, S.PENDING),
    ("Could you approve the revised budget by end of day?", K.APPROVAL, S.PENDING),
    ("We can do $48K instead of $60K if you sign a two-year term.", K.NEGOTIATION, S.PENDING),
    ("The approval for the two extra hires has been withdrawn.", K.APPROVAL, S.REVERSED),
    ("We've changed our mind: we're no longer moving to MongoDB.", K.SELECTION, S.REVERSED),
    ("리스본 워크숍은 취소하는 게 어떨까요?", K.CANCELLATION, S.PENDING),
    ("팀장님, 수정된 마케팅 예산에 대한 승인 부탁드립니다.", K.APPROVAL, S.PENDING),
    ("2년 계약 조건이라면 4800만원까지 맞춰 드릴 수 있습니다.", K.NEGOTIATION, S.PENDING),
    ("엔지니어 추가 채용 승인은 CFO가 철회했습니다.", K.APPROVAL, S.REVERSED),
    ("MongoDB로 이전하기로 했던 결정은 번복합니다.", K.SELECTION, S.REVERSED),
])
def test_pending_and_reversed_status(text, kind, status):
    [d] = _decisions(extract(text))
    assert (d.kind, d.status) == (kind, status)
    assert d.confidence is not Confidence.HIGH or status is S.REVERSED  # a proposal is never certain


def test_cancelling_an_event_is_a_decided_cancellation_not_a_reversal():
    [d] = _decisions(extract("The offsite is no longer happening; we cancelled the venue."))
    assert (d.kind, d.status) == (K.CANCELLATION, S.DECIDED)


def test_reversed_decision_and_the_new_choice_are_separate_findings():
    text = "We've changed our mind on the database: we're no longer moving to MongoDB. We'll stay on PostgreSQL."
    found = _decisions(extract(text))
    assert [(d.kind, d.status) for d in found] == [(K.SELECTION, S.REVERSED), (K.SELECTION, S.DECIDED)]


def test_confidence_follows_the_cue_and_hedges():
    [firm] = _decisions(extract("We decided to go with Vendor A."))
    [hedged] = _decisions(extract("I think we'll probably go with Vendor A."))
    assert firm.confidence is Confidence.HIGH
    assert hedged.confidence in (Confidence.MEDIUM, Confidence.LOW)


def _item(**kw) -> SourceItem:
    base = dict(source="mail", source_id="<m1@example.com>", thread_id="<t1@example.com>",
                author=Participant(name="Linda Park", email="linda@example.com"),
                recipients=[Participant(name="Sarah Kim", email="sarah.kim@example.com"),
                            Participant(name="Tom Lee", email="tom@example.com")],
                occurred_at=datetime(2025, 3, 4, 9, 30, tzinfo=timezone.utc), title="Re: Acme onboarding",
                url="https://mail.example.com/m1")
    base.update(kw)
    return SourceItem(**base)


def test_people_get_emails_and_roles_from_the_header():
    item = _item(body="Hi all,\n\nSarah will handle the Acme Corp onboarding, starting Monday.\n\nThanks,\nLinda")
    [d] = _decisions(extract(item.body, item=item))
    roles = {p.label(): (p.role, p.email) for p in d.people}
    assert roles["Linda Park"] == ("decider", "linda@example.com")
    assert roles["Sarah Kim"] == ("assignee", "sarah.kim@example.com")  # "Sarah" in the text is the recipient
    assert roles["Tom Lee"] == ("recipient", "tom@example.com")
    assert "Acme Corp" in d.entities
    assert d.source == "mail" and d.url == "https://mail.example.com/m1" and d.source_date == item.occurred_at


def test_an_addressed_request_to_own_work_makes_the_addressee_the_assignee():
    item = _item(recipients=[Participant(name="Carlos Diaz", email="carlos@example.com")], title="Postmortem",
                 body="Carlos, can you own the incident postmortem? It should be done by Wednesday.")
    [d] = _decisions(extract(item.body, item=item))
    assert (d.kind, d.status) == (K.DELEGATION, S.PENDING)
    assignee = next(p for p in d.people if p.role == "assignee")
    assert assignee.email == "carlos@example.com"


def test_korean_names_titles_and_commitments():
    item = _item(author=Participant(name="이정은", email="jelee@example.co.kr"),
                 recipients=[Participant(name="최동훈", email="dhchoi@example.co.kr")], title="3분기 이사회 자료",
                 body="최동훈 팀장님, 이사회 자료 초안은 목요일 오후까지 정리해서 드리겠습니다.")
    [d] = _decisions(extract(item.body, item=item))
    assert d.kind is K.COMMITMENT and d.deadline == "목요일 오후"
    people = {p.label(): p for p in d.people}
    assert people["이정은"].role == "assignee"  # the writer promises the work
    assert people["최동훈"].email == "dhchoi@example.co.kr" and people["최동훈"].title == "팀장"


def test_dates_amounts_and_deadlines_are_kept_as_written():
    [d] = _decisions(extract("We can do $48K for the annual license instead of $60K, a 20% cut, if you sign by March 31."))
    assert d.amounts[:2] == ["$48K", "$60K"] and "20%" in d.amounts
    assert d.deadline == "March 31" and "March 31" in d.dates
    [k] = _decisions(extract("예산은 5000만원으로 확정되었습니다. 킥오프는 1월 15일 오후 2시입니다."))
    assert k.kind is K.CONFIRMATION and "5000만원" in k.amounts


@pytest.mark.parametrize("text", [
    "Hi everyone,\n\nThanks for a great quarter! Pizza is in the kitchen on the 4th floor.\n\nCheers,\nOlivia",
    "This week in engineering: build times dropped by 20% and the mobile team shipped dark mode.",
    "안녕하세요, 여러분! 이번 분기 고생 많으셨습니다. 4층 탕비실에 피자가 준비되어 있습니다.",
    "요즘 경비 승인 절차가 너무 느린 것 같아요.",
    "The approval process for expenses feels slow lately.",
    "",
])
def test_chatter_yields_nothing(text):
    assert extract(text) == []


@pytest.mark.parametrize("text,category", [
    ("The quarterly planning session is on Monday, April 7 at 10am in the main conference room.", "meeting"),
    ("분기 계획 회의는 4월 7일 월요일 오전 10시 대회의실에서 진행됩니다.", "meeting"),
    ("Reminder: the compliance report is due on June 30.", "deadline"),
    ("컴플라이언스 보고서 제출 마감은 6월 30일입니다.", "deadline"),
    ("Q1 마케팅 캠페인을 1월 15일에 시작합니다. 예산은 5000만원입니다.", "project"),
    ("Sofia Alvarez joined from Stripe as our Head of Partnerships; her email is sofia@example.com.", "person"),
])
def test_content_with_no_decision_keeps_the_documents_memory_categories(text, category):
    [m] = extract(text)
    assert isinstance(m, ExtractedMemory) and m.category.value == category
    assert m.evidence and m.title.startswith(m.label())


def test_quoted_history_and_signatures_are_not_read():
    body = "Sounds good.\n\n-- \nLinda\n\nOn Mon, Mar 3, 2025 at 9:00 AM Tom wrote:\n> We approved the budget."
    assert _decisions(extract(body)) == []


def test_sentences_split_in_korean_and_english():
    assert split_sentences("회의는 3시로 확정했습니다.자료는 제가 드리겠습니다 일정은 추후 공유하겠습니다") == [
        "회의는 3시로 확정했습니다.", "자료는 제가 드리겠습니다", "일정은 추후 공유하겠습니다"]
    assert split_sentences("Mr. Kim will join at 3 p.m. tomorrow. Approved.\n- first item\n- second item") == [
        "Mr. Kim will join at 3 p.m. tomorrow.", "Approved.", "- first item", "- second item"]
    wrapped = ("This line of a mail was wrapped by the client at about seventy-two columns and so\n"
               "it continues here. Next one?")
    assert split_sentences(wrapped)[0].endswith("continues here.")


@pytest.mark.parametrize("text,labels", [
    ("Could you send me the signed copy today?", {"request"}),
    ("Please note the time zone difference.", {"request"}),
    ("I'll let you know once I hear back from legal.", {"commitment"}),
    ("I suggest we hold the meeting in Bristol.", {"proposal"}),
    ("How about we create a user-friendly version of the guidelines?", {"proposal", "request"}),
    ("The IETF meetings tend to become too large.", set()),
    ("회의 자료 검토 부탁드립니다.", {"request"}),
    ("내일까지 정리해서 보내 드릴게요.", {"commitment"}),
])
def test_classify_sentence_speech_acts(text, labels):
    assert classify_sentence(text) & {"request", "commitment", "proposal"} == labels


def test_korean_acknowledgements_are_not_promises():
    for text in ("알겠습니다.", "감사하겠습니다.", "좋겠습니다.", "괜찮겠습니까?"):
        assert "commitment" not in read_sentence(text).labels, text


# --- draft_for -----------------------------------------------------------------------------------------------
def test_draft_for_maps_a_decision_to_the_engine_input():
    item = _item(body="Sarah will handle the Acme Corp onboarding, starting Monday.")
    [d] = _decisions(extract(item.body, item=item))
    draft = draft_for(d, item, user_id="u1", team_id="team-a")
    assert draft.category == "delegation" and draft.title == d.title and draft.summary == d.summary
    assert draft.content == "Acme onboarding: Sarah will handle the Acme Corp onboarding, starting Monday."
    assert draft.people == ["Linda Park", "Sarah Kim", "Tom Lee"] and "Acme Corp" in draft.entities
    assert draft.occurred_at == item.occurred_at and draft.source == "mail" and draft.source_type is SourceType.REALTIME
    assert (draft.source_ref, draft.source_url, draft.thread_id) == (item.source_id, item.url, item.thread_id)
    assert draft.confidence == d.confidence.score and draft.importance == d.importance
    assert draft.user_id == "u1" and draft.team_id is None  # mail is private to its user
    meta = draft.metadata
    assert meta["kind"] == "delegation" and meta["status"] == "decided" and meta["evidence"] == d.evidence
    assert {"name": "Sarah Kim", "email": "sarah.kim@example.com", "role": "assignee"} in meta["people"]
    assert meta["extraction_key"].startswith("mail:<m1@example.com>#delegation:")


def test_draft_for_keeps_the_team_for_shared_sources_and_maps_memories():
    item = SourceItem(source="slack", source_id="C1/1700000000.1", body="분기 계획 회의는 4월 7일 오전 10시입니다.")
    [m] = extract(item.body, item=item)
    draft = draft_for(m, item, user_id="u1", team_id="team-a")
    assert draft.team_id == "team-a" and draft.category == "meeting" and "status" not in draft.metadata


def test_a_bare_approval_carries_its_context_so_two_of_them_stay_apart():
    a = SourceItem(source="slack", source_id="C1/1", labels=["#design"], author=Participant(name="Mina"), body="Approved.")
    b = SourceItem(source="slack", source_id="C2/2", labels=["#finance"], author=Participant(name="Joe"), body="Approved.")
    da = draft_for(extract(a.body, item=a)[0], a, user_id="u", team_id=None)
    db = draft_for(extract(b.body, item=b)[0], b, user_id="u", team_id=None)
    assert da.content == "Approved. — Mina, #design" and db.content == "Approved. — Joe, #finance"
    c = SourceItem(source="slack", source_id="C3/3", body="Approved. The banner copy looks right to me.")
    assert draft_for(extract(c.body, item=c)[0], c, user_id="u", team_id=None).content == c.body


def test_drafts_go_through_the_real_engine(svc):
    item = _item(body="Yes, approved. Go ahead with the Zendesk proposal.")
    [d] = _decisions(extract(item.body, item=item))
    r1 = svc.add(draft_for(d, item, user_id="default", team_id=None))
    r2 = svc.add(draft_for(d, item, user_id="default", team_id=None))  # the same message ingested twice
    assert r1.decision is Operation.CREATE and r2.decision is Operation.SKIP
    stored = svc.get(r1.memory_id)
    assert stored.category == "approval" and stored.metadata["status"] == "decided" and "Linda Park" in stored.people


# --- LLM -------------------------------------------------------------------------------------------------------
def _llm_answer() -> dict:
    return {"decisions": [{
        "kind": "selection", "status": "decided", "confidence": "high", "title": "프론트엔드 React 선택",
        "summary": "신규 고객 포털은 React로 가기로 했다.", "evidence": "신규 고객 포털은 React로 가기로 했습니다.",
        "people": [{"name": "박지민", "role": "assignee"}, {"name": "Dan Cho", "role": "decider"}],
        "entities": ["React"], "projects": ["고객 포털"], "dates": [], "amounts": [], "deadline": None}],
        "memories": []}


def test_the_llm_path_answers_in_the_messages_language(server):
    server.script(chat(json.dumps(_llm_answer(), ensure_ascii=False)))
    item = _item(author=Participant(name="Dan Cho", email="dan@example.com"), title="프레임워크 결정",
                 body="팀원 여러분, 신규 고객 포털은 React로 가기로 했습니다.")
    ex = LLMExtractor(OpenAICompatLLM(server.url, "test-model", retries=0, backoff=0.01))
    [d] = ex.extract(item.body, item=item)
    assert (d.kind, d.status, d.confidence) == (K.SELECTION, S.DECIDED, Confidence.HIGH)
    assert d.title == "프론트엔드 React 선택" and d.language == "ko" and d.extractor == "llm:test-model"
    dan = next(p for p in d.people if p.name == "Dan Cho")
    assert dan.email == "dan@example.com"  # the header supplies what the model did not repeat
    request = server.requests[0].json
    assert request["temperature"] == 0 and request["response_format"]["type"] == "json_schema"
    assert "Language: Korean" in request["messages"][1]["content"]
    assert "신규 고객 포털은 React로" in request["messages"][1]["content"]


def test_the_llm_path_falls_back_to_the_rules_on_a_bad_answer(server, caplog):
    bad = {"decisions": [{"kind": "maybe", "status": "decided"}], "memories": []}
    server.script(chat(json.dumps(bad)), chat("not json at all"), Reply(status=500, body="down"))
    now = [0.0]
    ex = LLMExtractor(OpenAICompatLLM(server.url, "test-model", retries=0, backoff=0.01), retry_after_s=60,
                      clock=lambda: now[0])
    with caplog.at_level("WARNING"):
        [d] = ex.extract("Let's cancel the Q2 launch event.")  # invalid twice -> rules
    assert d.kind is K.CANCELLATION and d.extractor == "rules" and ex.failures == 1
    assert "asking once more" in caplog.text and "the rules answer alone" in caplog.text  # logged, not silent
    assert len(server.requests) == 2
    [d] = ex.extract("Let's cancel the Q2 launch event.")  # within a minute of a failure: rules, no call
    assert d.extractor == "rules" and len(server.requests) == 2
    now[0] = 61.0
    [d] = ex.extract("Let's cancel the Q2 launch event.")  # asked again: a server error -> rules
    assert d.extractor == "rules" and ex.failures == 2 and len(server.requests) == 3


def test_the_extractor_follows_the_llm_setting(server):
    assert isinstance(build_extractor(build_llm(Settings().llm)), RuleExtractor)
    chosen = build_extractor(build_llm(Settings(llm={"url": server.url, "model": "m"}).llm))
    assert isinstance(chosen, LLMExtractor) and chosen.name == "llm:m"


# --- files -------------------------------------------------------------------------------------------------------
RAW = (b"From: =?UTF-8?B?7J207KCV7J2A?= <jelee@example.co.kr>\r\n"
       b"To: Kim Minsu <minsu@example.co.kr>\r\n"
       b"Subject: =?UTF-8?B?UkU6IOqzoOqwneyEvO2EsCDshpTro6jshZgg64+E7J6FIOqxtA==?=\r\n"
       b"Date: Tue, 04 Mar 2025 09:30:00 +0900\r\n"
       b"Message-ID: <abc123@example.co.kr>\r\n"
       b"MIME-Version: 1.0\r\n"
       b"Content-Type: text/plain; charset=utf-8\r\n"
       b"Content-Transfer-Encoding: 8bit\r\n\r\n"
       + "김민수 과장님,\r\n\r\n제안 주신 젠데스크 도입 건 승인합니다.\r\n\r\n이정은 드림\r\n".encode())


def test_extract_file_reads_a_raw_message_and_a_text_file(tmp_path):
    eml = tmp_path / "m.eml"
    eml.write_bytes(RAW)
    [d] = extract_file(eml, RuleExtractor())
    assert d["type"] == "decision" and d["kind"] == "approval" and d["language"] == "ko"
    assert d["source"] == "mail" and d["source_date"].startswith("2025-03-04T00:30")
    assert any(p["email"] == "jelee@example.co.kr" and p["role"] == "decider" for p in d["people"])
    assert json.loads(json.dumps(d)) == d
    txt = tmp_path / "note.txt"
    txt.write_text("We'll go with React for the frontend.", encoding="utf-8")
    [t] = extract_file(txt, RuleExtractor())
    assert t["kind"] == "selection" and t["source"] is None
    with pytest.raises(InvalidInput):
        extract_file(tmp_path / "missing.eml", RuleExtractor())


# --- decisions as people state them (issue 13) -----------------------------------------------------------------
PLAIN = [
    ("We will switch the marketing site to Netlify.", DecisionKind.SELECTION),
    ("Let's move hosting to Netlify.", DecisionKind.SELECTION),
    ("Change of plan: the marketing site moves to Netlify", DecisionKind.SELECTION),
    ("ok so we're moving it to Netlify instead, Vercel pricing got silly", DecisionKind.SELECTION),
    ("We'll go with Postmark for transactional email.", DecisionKind.SELECTION),
    ("Let's use Linear for bug tracking.", DecisionKind.SELECTION),
    ("Raised the Q2 analytics tooling budget to $40,000.", DecisionKind.APPROVAL),
    ("Decision: we're moving CI to GitHub Actions.", DecisionKind.SELECTION),
    ("Outcome: budget for the pilot approved, we start in May.", DecisionKind.APPROVAL),
    ("마케팅 사이트는 Netlify로 가죠.", DecisionKind.SELECTION),
    ("호스팅은 Netlify로 바꿉니다.", DecisionKind.SELECTION),
    ("Vercel 대신 Netlify를 쓰겠습니다.", DecisionKind.SELECTION),
    ("결정: CI는 GitHub Actions로 옮깁니다.", DecisionKind.SELECTION),
    ("결정: 서밋 출장 예산 1,200만원 승인.", DecisionKind.APPROVAL),
    ("합의 사항: 가격 검토는 미아 님이 리드합니다.", DecisionKind.DELEGATION),
    ("온콜 리뷰어는 수진 님 담당입니다.", DecisionKind.DELEGATION),
    ("추가 외주 인력은 이번엔 안 쓰겠습니다.", DecisionKind.REJECTION),
    ("보안 수정 먼저, 기능은 그다음입니다.", DecisionKind.PRIORITIZATION),
    ("After the cost review, we're moving the API services off ECS and onto EKS next sprint.", DecisionKind.SELECTION),
    ("Once we priced the control plane it didn't add up, so we're staying on ECS.", DecisionKind.SELECTION),
    ("Update on support tooling: we've signed with Intercom.", DecisionKind.SELECTION),
    ("Web client: we're building the new customer dashboard in React.", DecisionKind.SELECTION),
    ("Maya is taking point on the Globex onboarding.", DecisionKind.DELEGATION),
    ("arm controller는 ROS 2 Humble로 갑니다.", DecisionKind.SELECTION),
    ("and the mobile base goes on ROS 2 Jazzy, the Nav2 features we need are only there.", DecisionKind.SELECTION),
    ("Final answer: the Oct 10 gala moves to the Portland Armory.", DecisionKind.SELECTION),
    ("2. 부산 물류센터 안전관리 책임자로 권혁 대리를 지정합니다.", DecisionKind.DELEGATION),
    ("신임 PM으로 김하늘 책임을 임명합니다.", DecisionKind.DELEGATION),
    ("그럼 S2231호선 RFID는 최우석 씨가 이어받는 걸로 하죠.", DecisionKind.DIRECTION),
    ("Year-end code freeze for the core banking services starts Mon Dec 15, 18:00 CET.", DecisionKind.CONFIRMATION),
    ("차세대 기록관리시스템 구축사업 착수보고회를 아래와 같이 개최하고자 합니다.", DecisionKind.CONFIRMATION),
    ("이번 학기 랩미팅은 매주 목요일 오후 4시, 공학관 512호에서 합니다.", DecisionKind.CONFIRMATION),
    ("For EU card issuing we sign with Marqeta.", DecisionKind.SELECTION),
    ("인천센터 WMS 도입 예산을 금 일억오천만 원(150,000,000원, VAT 별도)으로 증액합니다.", DecisionKind.APPROVAL),
    ("태블릿 MDM 건은 그냥 원래대로 Knox 가자.", DecisionKind.SELECTION),
]


@pytest.mark.parametrize("text", [
    "Proposal for the ACL submission: we freeze the base model at Qwen2.5-7B and stop chasing new checkpoints.",
    "용접 로봇 데이터 수집 주기를 1초에서 5초로 늘리는 걸 제안드립니다.",
    "물류센터 야간 근무 수당을 시간당 2,000원 인상하는 안을 올립니다.",
])
def test_a_proposal_of_something_concrete_is_a_pending_decision(text):
    found = _decisions(extract(text))
    assert [d.status for d in found] == [DecisionStatus.PENDING]


@pytest.mark.parametrize("text", ["I suggest we talk about it sometime.", "제안드립니다.", "Proposal: thoughts?"])
def test_a_proposal_of_nothing_in_particular_is_not_a_decision(text):
    assert _decisions(extract(text)) == []


@pytest.mark.parametrize("text,kind", PLAIN, ids=[t[:30] for t, _ in PLAIN])
def test_plain_phrasing_is_a_decision_of_the_right_kind(text, kind):
    found = _decisions(extract(text))
    assert [d.kind for d in found] == [kind]
    assert found[0].status is DecisionStatus.DECIDED


def test_a_day_or_month_is_not_a_named_choice():
    # "move the meeting to Monday" reschedules (a confirmation); it selects no product or vendor
    for text in ("We will move the weekly sync to Monday.", "We're building it in January."):
        assert DecisionKind.SELECTION not in [d.kind for d in _decisions(extract(text))]


def test_a_plain_switch_asked_as_a_question_or_under_a_condition_is_pending():
    for text in ("Should we move hosting to Netlify?", "호스팅을 Netlify로 바꿀까요?",
                 "Once the contract is signed, we'll move hosting to Netlify."):
        found = _decisions(extract(text))
        assert [(d.kind, d.status) for d in found] == [(DecisionKind.SELECTION, DecisionStatus.PENDING)]


def test_each_decided_bullet_of_meeting_notes_is_a_decision():
    notes = ("결정 사항\n* 신규 클러스터는 Postgres 16 사용\n* 12월 15일부터 전원 릴리스 동결\n\n논의 필요\n"
             "* 두 번째 리전이 필요한지?")
    found = _decisions(extract(notes))
    assert sorted(d.kind.value for d in found) == ["direction", "selection"]
    assert all(d.status is DecisionStatus.DECIDED for d in found)
    assert not any("리전" in " ".join(d.evidence) or d.evidence == ["결정 사항"] for d in found)
    sync = ("Notes from today's sync:\n- Marketing site moves to Netlify\n- Q2 analytics budget raised to $40,000\n"
            "- Dan will own the vendor migration\n- Discussed the hiring plan, no decision yet")
    assert sorted(d.kind.value for d in _decisions(extract(sync))) == ["approval", "delegation", "selection"]
    actions = "액션 아이템:\n- 도윤: 가격 페이지 금요일까지 수정\n- 미아: 계약서 법무팀 전달"
    found = _decisions(extract(actions))
    assert {d.kind for d in found} == {DecisionKind.DELEGATION}
    assert len(found[0].evidence) == 2


@pytest.mark.parametrize("text", ["Agreed", "LGTM", "+1", "확정: 동의합니다", "동의합니다.", "Sounds good to me!",
                                  "넵 그렇게 하시죠", "Works for me."])
def test_a_bare_agreement_is_marked_for_the_write_path_and_decides_nothing_itself(text):
    found = extract(text)
    assert _decisions(found) == []
    # handed on marked, so write/supersede.py makes the proposal it answers decided
    assert [f.agreement for f in found if isinstance(f, ExtractedDecision)] in ([True], [])
    for f in found:
        draft = draft_for(f, None, user_id="u", team_id=None)
        assert draft.metadata["agreement"] is True and draft.metadata["type"] == "decision"


def test_a_bare_agreement_reaches_the_proposal_through_the_real_write_path(svc):
    from mnemo.domain.write_policy import Caller

    when = datetime(2026, 2, 5, 17, tzinfo=timezone.utc)
    ask = SourceItem(source="slack", source_id="p1", body="Should we move hosting to Netlify?", thread_id="t-host",
                     occurred_at=when)
    ok = SourceItem(source="slack", source_id="p2", body="LGTM", thread_id="t-host", occurred_at=when.replace(hour=18))
    for item in (ask, ok):
        for f in extract(item.body, item=item):
            svc.write(draft_for(f, item, user_id="team", team_id=None), caller=Caller.CONNECTOR)
    assert [e["source_ref"] for e in svc.register(user_id="team", status="standing")] == ["p1"]
    assert len(svc.register(user_id="team", status="all")) == 1


@pytest.mark.parametrize("text", ["I'll own it.", "Owner: Dan Miller", "제가 맡을게요.", "담당: 김도윤", "I can take this one."])
def test_volunteering_alone_is_not_a_decision(text):
    assert _decisions(extract(text)) == []


def test_chatter_is_not_a_decision():
    for text in ("Interesting article on moving to Kubernetes: https://example.com/k8s", "운동 다녀올게요, 한 시간 뒤에 봬요.",
                 "Has anyone seen the Netlify pricing page? It changed again."):
        assert _decisions(extract(text)) == [], text


def test_what_a_message_chooses_is_not_a_person():
    from mnemo.ingest.extract.facts import message_facts
    facts = message_facts("For co-op we're going with Photon Fusion. Let's switch to Temporal Cloud next.", None,
                          None, "en")
    assert "Photon Fusion" not in facts.names_in_text and "Temporal Cloud" not in facts.names_in_text
    # a person named after "with" is still a person when they take part in the work
    assert "Dana Lee" in message_facts("Dana Lee will own the rollout.", None, None, "en").names_in_text


def test_a_person_things_are_moved_to_stays_a_person_and_going_on_leave_is_no_choice():
    from mnemo.ingest.extract.facts import message_facts
    assert "Priya Sharma" in message_facts("Let's move the onboarding tasks to Priya Sharma.", None, None,
                                           "en").names_in_text
    assert DecisionKind.SELECTION not in [d.kind for d in _decisions(extract("I'm going on PTO next week."))]


@pytest.mark.parametrize("text,kind,status", [
    # a meeting time or a due date set for the team is a decision the team may later move
    ("Dispatch standup will be daily at 8:30am on Google Meet, 15 minutes max.", K.CONFIRMATION, S.DECIDED),
    ("Standup from tomorrow: 9:15am, in person in the ops room.", K.CONFIRMATION, S.DECIDED),
    ("시즌2부터 원고 마감은 목요일 자정으로 하자.", K.CONFIRMATION, S.DECIDED),
    # a contract signed names the choice; a dated arrangement stated as fact is a direction
    ("The fieldwork contract for the housing survey is signed with Abacus Data.", K.SELECTION, S.DECIDED),
    ("미국 풀필먼트는 ShipMonk 뉴저지 센터와 계약 완료했습니다.", K.SELECTION, S.DECIDED),
    ("From April 1 our fleet fuel cards are with Ardova.", K.DIRECTION, S.DECIDED),
    ("Decision on Abuja: we pilot the Lagos–Abuja corridor from Feb 23.", K.DIRECTION, S.DECIDED),
    ("달빛정원 2부 채색은 다은이가 메인으로 맡아.", K.DELEGATION, S.DECIDED),
    ("[야간 무전]\n- QC–YT 교신 CH 9로 이동\n- 사유: CH 7에 인근 터미널 혼선", K.DIRECTION, S.DECIDED),
    # a time or a day stated as what holds
    ("다음 주 월요일(3/9)부터 야간조 교대 21시 30분입니다.", K.CONFIRMATION, S.DECIDED),
    ("응모 마감 토요일(3/14) 자정이야.", K.CONFIRMATION, S.DECIDED),
    ("이번 주 토요일(3/14) 특근 진행합니다.", K.CONFIRMATION, S.DECIDED),
    ("Weekly all-hands in 2026: Mondays 9:30 Berlin time, 30 min.", K.CONFIRMATION, S.DECIDED),
    ("Field trip to the moor sites is on: 14-15 April, train from Berlin at 6:40.", K.CONFIRMATION, S.DECIDED),
    ("We're not doing Naivasha this quarter. The audit came in well above budget.", K.CANCELLATION, S.DECIDED),
    # a question that proposes something concrete is a pending decision
    ("게스트 Wi-Fi 세션을 4시간으로 제한하면 어떨까요?", K.DIRECTION, S.PENDING),
    ("철야반 채색은 외주로 돌리는 거 어때?", K.DIRECTION, S.PENDING),
    ("워크숍 날짜 말인데, 6월 12일 금요일 어때?", K.DIRECTION, S.PENDING),
    ("Compared both quotes. Zendesk it is, then — same June 1 start.", K.SELECTION, S.DECIDED),
    ("I'd like to deprecate the --legacy-output flag in 2.3 and remove it in 3.0.", K.DIRECTION, S.PENDING),
    # a setting given a new value in words that say so, with no cue word of a decision
    ("The opening order on PO 7731 is revised to 2,400 units.", K.DIRECTION, S.DECIDED),
    ("From the next sprint the primary on-call region becomes Frankfurt.", K.DIRECTION, S.DECIDED),
    ("팀원들 자료 제출 마감을 5월 2일(금)로 당기게.", K.DIRECTION, S.DECIDED),
    ("야간 당직 인원은 3명으로 늘립니다.", K.DIRECTION, S.DECIDED),
    ("The spring soil sampling will start on 14 April at the Mbarara plots.", K.CONFIRMATION, S.DECIDED),
    ("5월 담당 조정\n• 한빛상사 부가세 신고: 오지훈 → 민서진", K.DIRECTION, S.DECIDED),
    # labelled values of a message that says it announces what was settled
    ("Warehouse partners decided. Midwest hub: Lakeshore Logistics (Gary, IN), from May.", K.DIRECTION, S.DECIDED),
    ("공지\n- 2공장 품질 점검 담당자 변경: 하승민 대리", K.DIRECTION, S.DECIDED),
    # a day stated as what a thing of the team's is, a day closed, a shift by some days
    ("The Harbor cargo bike launch date is Thursday 11 June, online shop first.", K.CONFIRMATION, S.DECIDED),
    ("5/20(수) 3층 열람실 휴관입니다.", K.CONFIRMATION, S.DECIDED),
    ("시공사 사정으로 외벽 도장 일정 사흘 밀립니다.", K.DIRECTION, S.DECIDED),
    ("선생님들께,\n\n올해 교내 합창대회를 10월 16일(금)에 개최할 예정입니다. 반별 곡 선정 부탁드립니다.", K.CONFIRMATION,
     S.DECIDED),
])
def test_arrangements_contracts_and_proposing_questions(text, kind, status):
    [d] = _decisions(extract(text))
    assert (d.kind, d.status) == (kind, status)


@pytest.mark.parametrize("text", [
    "Reminder: the compliance report is due on June 30.",        # a reminder sets nothing
    "The invoice is due on Friday.",                               # a due date alone is a fact
    "Should we go to the park after the meeting on Friday?",       # a question that asks
    "I'm with Sarah on this one.",
    "지금 3시입니다.",                                              # the time now, not a time set
    "비밀번호 재설정 완료 후 로그인 페이지로 이동.",                    # a step of a screen flow
    "Sent: Monday, March 2, 2026 10:14 AM",                          # a quoted mail header
    "What if we lose the Acme deal?",                                # a question that asks
    "We're not having any issues with the analytics store on Postgres.",
    "I copied the slides to the shared drive.",                      # a thing put somewhere, no setting
    "Please set your laptop clock to 9:00 before the exam.",       # an ask of the reader
    "Change your password to something longer than 12 characters.",
    "Party details\nTime: Saturday July 14 at 8:00 PM\nPlace: Shoal Creek, 1400 Lamar",  # labels of an invitation
    "My birthday is May 3, so I'm off that Friday.",
    "Will do. Thanks!",                                              # an acknowledgement names nothing it will do
    # news and status: values that moved by themselves, days anyone has, a path through a screen
    "Natural gas prices were raised to $5.20 today.",
    "The stock price is now $45.",
    "The market closes at 4pm.",
    "Thanksgiving is November 26 this year.",
    "Tip: go to Settings -> Privacy",
    "We're back to 100% after yesterday's outage.",
    "진도가 2주 밀렸습니다.",
    "[알림] 비밀번호 변경\n- 변경 일시: 3/4 10:00\n- 접속 IP: 10.0.0.1",
    "What changed:\n- faster startup\n- new icons",
    "Today is Monday, right?",
])
def test_reminders_due_dates_and_questions_decide_nothing(text):
    assert _decisions(extract(text)) == []


def test_a_message_that_only_promises_still_sets_its_schedule():
    found = _decisions(extract("2026년 소모품 정기 납품은 매월 10일에 진행하며, 검수는 3영업일 이내로 부탁드립니다. "
                               "견적서는 기존과 동일하게 메일로 송부드리겠습니다."))
    assert [d.kind for d in found] == [K.CONFIRMATION, K.COMMITMENT]
    assert "매월 10일에 진행" in found[0].evidence[0]


@pytest.mark.parametrize("text,deadline,dates", [
    ("보고서 마감은 11월 30일로 합니다", "11월 30일", ["11월 30일"]),
    ("결정: 온보딩 문서 마감은 11월 말로 합니다.", "11월 말", ["11월 말"]),
    ("제출 기한: 3월 6일(금)", "3월 6일(금)", ["3월 6일"]),
    ("Deadline: Friday", "Friday", ["Friday"]),
    ("The deadline is March 3.", "March 3", ["March 3"]),
    ("다음 주 화요일까지 디자인 시안 공유 부탁드려요", "다음 주 화요일", ["화요일", "다음 주"]),
    ("마감 관련 회의는 5명이 참석합니다", None, []),
    ("마감을 11월 30일에서 12월 5일로 연장합니다", "12월 5일", ["11월 30일", "12월 5일"]),
    ("The deadline is this project's biggest risk", None, []),
    ("11월에 출시합니다", None, ["11월"]),
])
def test_a_deadline_set_in_words_is_a_deadline_and_the_end_of_a_month_is_said_whole(text, deadline, dates):
    """The Korean walk: "마감은 11월 30일로 합니다" gave no deadline, and "11월 말" was kept as "11월"."""
    from mnemo.ingest.extract.facts import dates_in, deadline_in
    assert deadline_in(text) == deadline and dates_in(text) == dates


@pytest.mark.parametrize(("text", "title", "cue"), [
    ("없던 일로 하죠. 사내 위키는 기존대로 Confluence 유지합니다.", "선택: 사내 위키는 기존대로 Confluence 유지합니다", "없던 일로 하죠."),
    ("그건 없던 걸로 해요. 오프사이트는 부산으로 갑니다.", "선택: 오프사이트는 부산으로 갑니다", "그건 없던 걸로 해요."),
])
def test_a_sentence_that_only_announces_a_change_opens_the_decision_after_it(text, title, cue):
    """"없던 일로 하죠." was a decision of its own ("방향: 없던 일로 하죠", status reversed) and the register listed
    the return under that title (a walk). It now opens the next decision's evidence; the title and status
    are that decision's own."""
    found = extract(text)
    assert [d.title for d in found] == [title]
    assert found[0].evidence[0] == cue and found[0].status is DecisionStatus.DECIDED
    alone = extract("없던 일로 하죠.")  # nothing after it: read as before
    assert len(alone) == 1 and alone[0].status is DecisionStatus.REVERSED
