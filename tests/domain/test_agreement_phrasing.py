"""A bare agreement decides nothing of its own (it makes the proposal it answers decided); anything more
than a courtesy around it is a message of its own (``domain.supersession.is_bare_agreement``)."""

from __future__ import annotations

import pytest

from mnemo.domain.supersession import Phrasing, is_bare_agreement, phrasing_of


@pytest.mark.parametrize("text", [
    "Agreed, let's do it.", "LGTM", "+1", "동의합니다.", "확정: 동의합니다", "Thanks Laura, that works for us.",
    "Sounds good, thanks Mike.", "감사합니다. 그렇게 하시죠.", "Re: works for me",
    # when it takes effect is not a decision of its own
    "Approved, go ahead for May 1.", "Sounds good, let's do it from March 3", "동의합니다. 5월 1일부터 그렇게 하시죠.",
    "ㅇㅋ 그렇게 해", "좋아, 그렇게 하자", "콜",
    "Happy with that — approved. Thanks Fergus.", "I'm happy with this, go ahead.", "That's fine by me.",
    "ㅇㅋ 동의해. 그대로 가자", "We're good with this, agreed", "Sounds good, you have our approval.",
    # the proposal's own noun ("제안해 주신 단가"), and "as the plan says" ("안대로")
    "제안해 주신 단가에 동의합니다", "안대로 진행해 주세요.", "내부 검토했고 제안하신 격주 화요일 정기점검에 동의합니다.",
    "제안하신 1,150원에 동의합니다",
])
def test_bare_agreements(text):
    assert is_bare_agreement(text) and phrasing_of(text) is Phrasing.AGREEMENT


@pytest.mark.parametrize("text", [
    "Thanks, I will send the invoice tomorrow.",
    "Thanks Laura, that works for us. I'll also book the room for the offsite on Friday.",
    "Thanks!", "Agreed, but let's move the launch to May 3 instead.", "We agreed to switch the site to Netlify.",
    "Approved for March 3 with Acme as the vendor", "좋습니다. 다만 예산은 3천만원으로 줄여주세요",
    "Happy with that, but we move the launch to May 3.", "Happy with the vendor choice", "Happy with that, let's use Stripe",
    "동의해. 다만 예산은 3천만원으로 줄이자", "단가 1,150원에 동의합니다", "회의 시간은 목요일로 하신 것에 동의합니다",
    # a question asks for agreement; a counter-offer names another value (the review)
    "동의해?", "Happy with this?", "We're good with this?", "제안하신 3월 20일 말고 3월 27일에 동의합니다",
])
def test_not_bare_agreements(text):
    assert not is_bare_agreement(text)


def test_what_a_decision_settles_on_by_position():
    from mnemo.domain.supersession import settles_on
    assert settles_on("For co-op we're going with Photon Fusion.") == {"photon", "fusion"}
    assert "nice평가정보" in settles_on("KYC 벤더는 NICE평가정보로 최종 확정했습니다.")
    assert "ubuntu" in settles_on("결국 Ubuntu 22.04 LTS로 가기로 했습니다.")
    assert settles_on("Thanks for the update, see you Monday.") == frozenset()


def test_a_name_ending_a_sentence_is_the_same_name():
    from mnemo.domain.supersession import names_of
    assert "airflow" in names_of("Reconciliation jobs: we'll run them on Airflow.") & names_of("Scrap the Airflow plan")


@pytest.mark.parametrize("text", [
    "Proposal: move the weekly frontend sync from Monday 10:00 to Tuesday 14:00?", "the budget goes from $30k to $40k",
    "ArgoCD 말고 Flux로 갈아타기로 했어요.", "결제 모듈 리팩터링은 다음 분기로 미룹니다.", "데이터 보존 기간을 3년으로 늘리기로 했습니다.",
    "마감 10시로 당긴다.", "최소 주문금액 2만원으로 올림.",
])
def test_changes(text):
    assert phrasing_of(text) is Phrasing.CHANGE


def test_keeping_something_as_is_is_not_a_return():
    # "I'll keep the adapter as is" promises work; "we keep using Zendesk" returns to what stood
    assert phrasing_of("I'll keep the UK issuing adapter as is and build the EU one next to it.") is not Phrasing.RESTORE
    assert phrasing_of("Never mind, we keep using Zendesk.") is Phrasing.RESTORE


def test_cancellations_and_returns():
    assert phrasing_of("상반기 신규 채용은 없던 걸로 하겠습니다.") is Phrasing.CANCEL
    # "안 하는 걸로" says what "하지 않기로" says
    assert phrasing_of("그럼 드론쇼는 올해 안 하는 걸로 합시다.") is Phrasing.CANCEL
    assert phrasing_of("프리뷰 행사는 이번엔 하지 않는 것으로 정했습니다.") is Phrasing.CANCEL
    # …but not inside another word (the review): "제안하는 것으로", "발생하지 않는 것으로 확인"
    assert phrasing_of("배포 후 모니터링 결과 에러가 발생하지 않는 것으로 확인했습니다.") is not Phrasing.CANCEL
    assert phrasing_of("A사에 견적 단가 인하를 제안하는 것으로 정했습니다.") is not Phrasing.CANCEL
    assert phrasing_of("원안대로 진행해 주세요") is Phrasing.RESTORE  # a return to the original plan
    assert phrasing_of("다시 보니까 재구매 비중이 높네. 그대로 둬") is Phrasing.RESTORE
    assert phrasing_of("크로스 컴파일이 안정적으로 안 돌아서 롤백. 기존 CMake 빌드 유지.", "cancellation") is Phrasing.RESTORE
    # an upload is not a change: "올려 뒀습니다" has no target value
    assert phrasing_of("시안은 피그마에 올려 뒀습니다.") is Phrasing.PLAIN


@pytest.mark.parametrize("text,left", [
    ("Raise default request timeout from 30s to 60s.", {"30s"}),
    ("Replace TOML config with YAML.", {"toml", "config"}),
    ("chore: 실험 로깅 wandb에서 MLflow로 이전.", {"wandb"}),
    ("코옵 네트워크는 Photon 말고 Unity NGO + 전용서버로 바꾸기로 했습니다.", {"photon"}),
    ("운영 DBMS 변경 제안 (Tibero → PostgreSQL)", {"tibero"}),
    ("We're moving the API services off ECS and onto EKS.", {"ecs"}),
    # frames that leave nothing: no verb of change, no name, a conversion
    ("new: propagate timeout from methods to httpx", set()),
    ("I can take a day off the week I get back.", set()),
    ("Fix text schema type conversion (gRPC->REST)", set()),
])
def test_what_a_decision_says_it_leaves(text, left):
    from mnemo.domain.supersession import left_behind
    assert left_behind(text) == left


def test_what_it_leaves_must_be_stated_by_the_older_one_as_a_whole_word():
    from mnemo.domain.supersession import names_what_it_leaves
    newer = "Raise default request timeout from 30s to 60s."
    assert names_what_it_leaves(newer, "Set default HTTP request timeout to 30s.") == {"30s"}
    assert names_what_it_leaves(newer, "Set plugin install timeout to 130s.") == frozenset()
    assert names_what_it_leaves("실험 로깅 wandb에서 MLflow로 이전", "실험 로깅 wandb로 통일") == {"wandb"}


@pytest.mark.parametrize("newer,older,taken", [
    ("Drop telemetry", "Add opt-in anonymous usage telemetry", {"telemetry"}),
    ("포인트 2배 이벤트 철회", "포인트 2배 적립 이벤트 추가 (3/1~3/15)", {"포인트", "이벤트"}),
    ("Drop Python 3.8", "Add support for Python 3.12", set()),        # another version
    ("Remove flaky test", "Add test for the cache", set()),            # nothing of the matter shared
    ("Fix telemetry upload", "Add opt-in anonymous usage telemetry", set()),  # not a removal
])
def test_what_a_commit_takes_away_that_an_earlier_one_added(newer, older, taken):
    from mnemo.domain.commit_subjects import takes_away
    assert takes_away(newer, older) == taken


@pytest.mark.parametrize("text", ["그래서 Jandi로 가자", "콜센터는 부산으로 갑시다", "그래도 MLflow로 해",
                                  "네, 5월 1일부터 Jira로", "OK, from May 1 Linear", "Yes, starting Monday we switch."])
def test_a_reply_that_decides_something_itself_is_not_a_bare_agreement(text):
    assert not is_bare_agreement(text)


@pytest.mark.parametrize("text", [
    "어제 회의에서 정한 대로 배포는 매주 목요일로 합니다.",       # 에서: a place, not a change from
    "이번 주간회의는 팀장님 대신 제가 진행합니다.",              # 대신: on someone's behalf
    "Dana signed off Q3 budget", "Got approval from Finance to hire two backend contractors.",
])
def test_frames_that_look_like_leaving_but_leave_nothing(text):
    from mnemo.domain.supersession import left_behind
    assert left_behind(text) == frozenset()


def test_a_number_inside_a_time_is_not_what_was_left():
    from mnemo.domain.supersession import names_what_it_leaves
    assert names_what_it_leaves("Let's do 45 minutes instead of 30 minutes.",
                                "Design review is every Tuesday at 2:30.") == frozenset()


@pytest.mark.parametrize("newer,older", [
    ("주문 취소 API 추가", "주문 조회 API 추가"), ("회원 탈퇴 시 데이터 삭제 기능 추가", "회원 가입 기능 추가"),
    ("Remove debug logging from auth service", "Add structured logging to payment service"),
    ("fix: disable cache for admin pages", "feat: add cache for product pages"),
])
def test_removing_something_else_takes_nothing_away(newer, older):
    from mnemo.domain.commit_subjects import takes_away
    assert takes_away(newer, older) == frozenset()


@pytest.mark.parametrize("text,phrasing", [
    ("Let's come back to the original plan.", "restore"),
    ("I'll get back to you tomorrow.", "plain"),
    ("refactor: make parse() -> Result<Config>", "plain"),
    ("Click File -> Save As.", "plain"),
    ("㈜라온가구 기장·신고: 좌민호 → 반서율", "change"),
    ("공간 측 사정으로 팝업 일정 일주일 밀립니다", "change"),
])
def test_returns_arrows_and_pushed_back_dates(text, phrasing):
    from mnemo.domain.supersession import phrasing_of
    assert phrasing_of(text).value == phrasing


@pytest.mark.parametrize("text", [
    # the verb is the agreement, the rest points at the proposal or how it was approved
    "제안하신 내용 내부 검토 완료했으며 그대로 동의합니다.", "내부 결재가 완료되어 동의합니다.", "품질 쪽도 동의합니다.",
    "제안 주신 방식에 동의합니다.", "요청하신 대로 진행해 주세요.", "Agreed. 요청하신 대로 진행해 주세요.",
    "We agree with your proposal.", "The request is approved.",
])
def test_a_sentence_that_agrees_to_the_proposal_is_an_agreement(text):
    assert is_bare_agreement(text) and phrasing_of(text) is Phrasing.AGREEMENT


@pytest.mark.parametrize("text", [
    "A를 B로 바꾸고, 제안하신 내용에 동의합니다.",    # it decides something of its own first
    "제안하신 Jira 이전에 동의합니다. 다음 주부터 Jira로 옮깁니다.",
    "계획대로 진행합니다.", "계획대로 진행하겠습니다.",  # a plan carried out: no proposal answered
    "We agree with your proposal, and we will also move the launch to May 3 and hire Acme for QA.",
    # a disagreement is no agreement
    "제안하신 내용에 부동의합니다.", "해당 요청에 비동의합니다.",
    # a second sentence, a value or a matter of its own: a decision, not only an agreement
    "내일 회의는 취소합니다. 제안하신 내용에는 동의합니다.", "We agree with your proposal. Launch moves to May 3.",
    "We accept the proposal to switch to Jira from Monday.", "I approve the request for a $12k budget increase.",
    "We accept the proposal, except the launch moves to June.", "단가 1,150원에 동의합니다.",
    "가격은 10% 인하, 나머지 조건은 제안하신 내용대로 동의합니다.", "재택근무는 주 2회까지만 허용하는 방식에 동의합니다.",
    "대표님 말씀대로 이번 분기 채용은 동결하는 것에 동의합니다.", "일정은 5월로 변경했고, 제안하신 내용에는 동의합니다.",
])
def test_an_agreement_that_decides_more_is_not_bare(text):
    assert not is_bare_agreement(text)


def test_a_decision_that_says_it_is_another_matter_is_not_tied_by_its_thread(svc):
    from support import at, standing

    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    def found(sentence: str, when: str, ref: str) -> str:
        # as mail extraction writes a finding: the subject line, then the sentence (its evidence)
        content = f"[교무부] 1학기 기말고사 일정 검토 요청: {sentence}"
        svc.write(MemoryDraft(content=content, category="direction", occurred_at=at(when), thread_id="exam-schedule",
                              source="gmail", source_ref=ref, source_type=SourceType("realtime"), user_id="team",
                              metadata={"type": "decision", "kind": "direction", "status": "decided",
                                        "evidence": [sentence]}), caller=Caller.CONNECTOR)
        return content

    exam = found("1학기 기말고사는 6월 29일(월)부터 7월 2일(목)까지 치르는 것으로 확정합니다.", "2026-03-20T01:00:00Z", "m1")
    other = found("그리고 별건으로, 통학버스 배차가 바뀌어서 4월 1일부터 방과후학교 종료 시각을 17시 30분으로 조정합니다.",
                  "2026-03-22T01:00:00Z", "m2")
    assert sorted(standing(svc)) == sorted([exam, other])


def test_apart_from_is_not_another_matter_and_the_newer_ones_words_count_whatever_arrives_first(svc):
    from support import decide, standing

    first = "출시일은 5월 3일로 확정합니다."
    moved = "비용 문제와는 별개로, 출시일은 6월 10일로 연기합니다."  # "별개로": apart from, the same matter
    decide(svc, first, "2026-04-01T01:00:00Z", thread="launch", kind="direction")
    decide(svc, moved, "2026-04-08T01:00:00Z", thread="launch", kind="direction")
    assert standing(svc) == [moved]


def test_a_decisions_subject_skips_the_lead_that_names_no_matter():
    """"Change of plan: …", "Reminder: …", "변경: …" say how a message relates, not what it is about: the register's
    subject for the Netlify move read "Change of plan"."""
    from mnemo.domain.supersession import subject_of

    assert subject_of("Change of plan: we're moving the marketing site from Vercel to Netlify.").startswith(
        "we're moving the marketing site")
    assert subject_of("Reminder: the marketing site is hosted on Netlify.") == "the marketing site is hosted on Netlify"
    assert subject_of("변경: 운영 DB는 MySQL 8로 갑니다.") == "운영 DB는 MySQL 8로 갑니다"
    assert subject_of("Q2 hiring budget: we approved $40k for two contractors and a designer.") == "Q2 hiring budget"


def test_review_cases_of_change_phrasing_choices_and_leads():
    """"changes to" is a change only as a verb; "…대로" chooses nothing only after the words that make it an
    adverb ("현대로 결정" chooses Hyundai); a lead needs ":" or " - " ("Note-taking:" keeps its subject)."""
    from mnemo.domain.supersession import Phrasing, choices_of, phrasing_of, subject_of

    assert phrasing_of("Decision: the log retention period changes to 30 days.", None) is Phrasing.CHANGE
    for noun in ("We decided to freeze all changes to Terraform until the audit.", "Please review changes to API docs.",
                 "We shipped changes to 2 services today."):
        assert phrasing_of(noun, None) is Phrasing.PLAIN, noun
    assert choices_of("차량 공급사는 현대로 결정했습니다.") == {"현대"}
    assert choices_of("ㅇㅋ 동의해. 그대로 가자") == frozenset() and choices_of("제안대로 진행합니다") == frozenset()
    assert subject_of("Note-taking: we will use Notion for meeting notes from now on.") == "Note-taking"


def test_a_person_sent_to_or_addressed_is_no_choice():
    from mnemo.domain.supersession import chosen_of
    assert chosen_of("LGTM 👍 이대로 Morishita-san한테 공유해 주세요") == frozenset()
    assert chosen_of("Kim님께 보내고 Stripe로 결제합니다") == {"stripe"}
    assert chosen_of("LGTM 이대로 Kim님께 공유해 주세요") == frozenset()  # "Kim", not "Kim님", is the person
    assert chosen_of("Sarah씨한테 보내고 Stripe로 결제합니다") == {"stripe"}


def test_lowering_or_reducing_something_to_a_value_is_a_change():
    """"fleet: lower default shared-aisle speed to 0.9 m/s" was plain: only "lower to" next to each other was a
    change. Words may name what is lowered; the target must be a value ("lowered our expectations to meet
    reality", "cut the team to focus on sales" change nothing)."""
    for text in ("fleet: lower default shared-aisle speed to 0.9 m/s.", "Reduce the Q3 travel budget to $20k.",
                 "Decrease log retention to 30 days.", "We cut it to 5 seats.", "We cut it to two days a week.",
                 "Reduce the team to three people.", "Lowered to zero for now.", "Lower it to USD 40."):
        assert phrasing_of(text) is Phrasing.CHANGE, text
    for text in ("We lowered our expectations to meet reality.", "Cut the team to focus on sales."):
        assert phrasing_of(text) is Phrasing.PLAIN, text
