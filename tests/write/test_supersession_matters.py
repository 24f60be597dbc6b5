"""Decisions on other matters stand, however alike their wording: other projects, teams and markets; a change
told in a decision's background; a date a decision takes effect on; sites in either script
(``docs/supersession.md``, "Other matters in one store").

Written as a connector writes what extraction found, on a real SQLite store with the bundled embedder."""

from __future__ import annotations

import pytest
from support import decide, standing


@pytest.mark.parametrize("first,second", [
    ("Decision: Orion launches in Japan on May 4.", "Decision: Pegasus launches in Japan on June 9."),
    ("결정: Hermes는 6월 3일에 일본 출시합니다.", "결정: Apollo는 9월 1일에 일본 출시합니다."),
    ("Set the Orion cloud budget at $52,000 per month.", "Set the Pegasus cloud budget at $80,000 per month."),
    ("The Payments team will use Grafana for dashboards.", "The Search team will use Kibana for dashboards."),
    ("결정: 결제 팀은 대시보드에 Grafana를 사용합니다.", "결정: 검색 팀은 대시보드에 Kibana를 사용합니다."),
    ("Decision: Orion launches in Brazil on May 4.", "Decision: Orion launches in Canada on July 20."),
    ("가람병원 토요진료는 3월 7일부터 09:00–12:30으로 운영합니다.", "누리병원 토요진료는 3월 7일부터 09:00–13:00으로 운영합니다."),
    ("Saturday hours at the Tampines clinic: 9am–1pm from 7 March.",
     "Saturday hours at the Novena clinic change to 9am–2pm from 7 March."),
    # two services named as code names them (a walk: the learned model tied them at 0.99)
    ("Decision: ledger-api moves to Kubernetes cluster k8s-prod-a in release 12.0, owner Park Jin.",
     "Decision: notif-worker moves to Kubernetes cluster k8s-prod-b in release 14.2, owner Lee Jiwoo."),
    ("결정: billing_sync는 4월부터 매시간 실행합니다.", "결정: report_export는 4월부터 매일 새벽 2시로 변경합니다."),
])
def test_decisions_about_other_projects_teams_or_markets_both_stand(svc, first, second):
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, second, "2026-01-10T01:30:00Z")
    assert sorted(standing(svc)) == sorted([first, second])


@pytest.mark.parametrize("first,second", [
    ("Decision: the Apollo team uses Sentry for error tracking. Background: the release slipped, so we changed "
     "the plan and re-prioritised.",
     "Decision: the Apollo team uses Linear for issue tracking. Background: the audit slipped, so we changed the "
     "plan and re-prioritised."),
    ("결정: 아폴로 팀은 에러 추적에 Sentry를 사용합니다. 배경: 출시 일정이 밀리면서 우선순위를 다시 정했습니다.",
     "결정: 아폴로 팀은 이슈 관리에 Linear를 사용합니다. 배경: 감사 일정이 밀리면서 우선순위를 다시 정했습니다."),
    ("Decision: the Apollo team uses Sentry for error tracking. Reason: it cost 21% less than the old tool.",
     "Decision: the Apollo team uses Linear for issue tracking. Reason: it cost 36% less than the old tool."),
])
def test_a_change_told_in_a_decisions_background_does_not_make_it_a_change(svc, first, second):
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, second, "2026-01-10T01:30:00Z")
    assert sorted(standing(svc)) == sorted([first, second])


def test_a_date_a_decision_takes_effect_on_is_not_a_value_it_sets(svc):
    first = "Brightwell orders: the packing checklist v2 applies from 2 March."
    second = "Brightwell orders: the returns form v3 applies from 9 March."
    decide(svc, first, "2026-02-20T09:00:00Z")
    decide(svc, second, "2026-02-21T09:00:00Z")
    assert sorted(standing(svc)) == sorted([first, second])


def test_a_new_date_of_a_launch_still_replaces_the_old_one(svc):
    decide(svc, "Decision: Orion launches in Japan on May 4.", "2026-01-09T01:30:00Z")
    later = "Change of plan: Orion's Japan launch moves to June 9."
    decide(svc, later, "2026-01-20T01:30:00Z")
    assert standing(svc) == [later]


def test_naming_the_project_it_replaces_still_ties_two_projects(svc):
    decide(svc, "Decision: Orion launches in Japan on May 4.", "2026-01-09T01:30:00Z")
    later = "Change of plan: Pegasus launches in Japan on May 4 instead of Orion."
    decide(svc, later, "2026-01-20T01:30:00Z")
    assert standing(svc) == [later]


def test_a_change_that_replaced_its_matter_takes_no_late_older_decision_of_another(svc):
    decide(svc, "[공지] 3월 고객사 워크숍은 3월 19일(목) 오후 2시에 진행합니다.", "2026-02-20T09:00:00Z")
    change = "[공지] 3월 고객사 워크숍 일정: 고객사 측 요청으로 워크숍 일정을 3월 26일(목) 오전 10시로 변경합니다."
    decide(svc, change, "2026-03-05T09:00:00Z")
    late = "Proposal accepted: the weekly frontend sync moves from Monday 9:30 to Tuesday 11:00."
    decide(svc, late, "2026-03-02T09:00:00Z")  # written before the change, arriving after it
    assert sorted(standing(svc)) == sorted([change, late])


def test_a_change_for_one_numbered_site_takes_no_late_older_decision_of_another(svc):
    """One change for warehouse 40, read before the older decisions of warehouses 2 and 3 (a mailbox read
    folder by folder), replaced all of them: a number names which site."""
    change = "Change of plan: we switch warehouse 40 to vendor Kappa instead of Lambda."
    decide(svc, change, "2026-03-05T09:00:00Z")
    older = [f"Warehouse contract {n}: We decided to go with vendor {n} for regional warehouse {n}; Dana signs the "
             "order by Friday." for n in (2, 3)]  # a mail's subject, then its decision
    for n, text in enumerate(older):
        decide(svc, text, f"2026-02-0{n + 1}T09:00:00Z")  # written before the change, arriving after it
    decide(svc, "Warehouse 40: We decided to use vendor Lambda for warehouse 40.", "2026-02-10T09:00:00Z")
    assert sorted(standing(svc)) == sorted([change, *older])


def test_a_late_older_value_of_the_same_matter_still_goes_to_history(svc):
    decide(svc, "The Q3 marketing budget is $40k.", "2026-01-05T09:00:00Z")
    change = "Change of plan: the Q3 marketing budget goes up to $60k."
    decide(svc, change, "2026-03-01T09:00:00Z")
    decide(svc, "The Q3 marketing budget is raised to $50k.", "2026-02-01T09:00:00Z")  # arrives last
    assert standing(svc) == [change]


@pytest.mark.parametrize("first,second", [
    ("Set the marketing budget at $40k.", "Cut the marketing budget to $30k."),
    ("Sarah will ship the onboarding revamp on Friday.",
     "Change of plan: Tom will ship the onboarding revamp next Wednesday instead."),
    ("Notion goes live as our wiki on Monday.", "Change of plan: Confluence goes live as our wiki instead."),
    ("The Payments team will use Grafana for dashboards.", "결제팀은 대시보드를 Datadog으로 바꾸기로 했습니다."),
    ("Vercel hosts the marketing site.",
     "Discussed hosting costs. Outcome: Netlify will host the marketing site instead."),
    ("Code freeze starts from 3 March.", "Code freeze now starts from 10 March."),
])
def test_what_a_decision_is_about_is_not_taken_from_its_first_word_a_person_or_a_vendor(svc, first, second):
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, second, "2026-01-20T01:30:00Z")
    assert standing(svc) == [second]


@pytest.mark.parametrize("english,korean", [
    ("Linen vendor decision – Novena clinic: we're moving our linen service to Kallang Linen Services from 1 April.",
     "오창병원 린넨 세탁 업체 변경: 4월 1일부터 오창병원 린넨 세탁 업체를 한아름세탁으로 변경합니다."),
    ("Novena clinic linen: we switch our linen service to Kallang Linen Services from 1 April.",
     "오창병원 린넨 세탁 업체를 4월 1일부터 한아름세탁으로 바꿉니다."),
    ("Saturday clinic hours at the Novena clinic change to 9am–2pm from 7 March.",
     "오창병원 토요진료 시간을 3월 7일부터 09:00–12:30으로 변경합니다."),
])
def test_two_sites_in_two_languages_are_two_matters(svc, english, korean):
    decide(svc, english, "2026-03-02T09:00:00Z")
    decide(svc, korean, "2026-03-09T09:00:00Z")
    assert sorted(standing(svc)) == sorted([english, korean])


def test_a_korean_change_for_the_same_site_replaces_the_english_decision(svc):
    decide(svc, "Saturday hours at the Sejong hospital: 9am to 1pm from 7 March.", "2026-02-20T09:00:00Z")
    later = "세종병원 토요진료 시간을 오후 3시까지로 변경합니다 (09:00–15:00)."
    decide(svc, later, "2026-03-02T09:00:00Z")
    assert standing(svc) == [later]


@pytest.mark.parametrize("first,second", [
    ("Saturday hours at the Samsung hospital: 9am to 1pm from 7 March.",
     "삼성병원 토요진료 시간을 오후 3시까지로 변경합니다 (09:00–15:00)."),
    ("Head office: the canteen closes at 2pm from Monday.", "Change: the Main Office canteen now closes at 3pm."),
    ("Code freeze: no merges to the Main branch after 3 March.",
     "Code freeze moves: the Release branch is cut on 10 March instead."),
    ("런칭 행사 장소는 코엑스입니다.", "런칭 행사 장소는 다시 한 번 킨텍스로 정했습니다."),
    # the same numbered site, and a room a meeting moves to (its value, not a site it holds for)
    ("Plant 3 runs two shifts from April.", "Change of plan: Plant 3 runs three shifts from April."),
    ("3공장은 4월부터 2교대로 운영합니다.", "변경: 3공장은 4월부터 3교대로 운영합니다."),
    ("The review meets in office 4 on Thursdays.", "Change: the review moves to office 5 from next week."),
])
def test_a_kind_of_site_or_another_spelling_of_one_is_not_another_site(svc, first, second):
    decide(svc, first, "2026-02-20T09:00:00Z")
    decide(svc, second, "2026-03-02T09:00:00Z")
    assert standing(svc) == [second]


@pytest.mark.parametrize("first,second", [
    ("We agreed to launch Onyx in Japan on May 23, 2026. Why: Tyrell Bio asked for it during the renewal talks.",
     "Decision: Krypton launches in Japan on November 19, 2026. Why: Tyrell Bio asked for it during the renewal talks."),
    ("Decision: the Vega team will use Kubernetes for event streaming. Outcome: the team agreed without objections.",
     "Change of plan: the Vega team will use GraphQL for the public API. Reason: the old option cost 25% more."),
    ("결정: Sierra 팀은 기능 플래그에 Terraform를 사용합니다. 후속 조치: 박지훈님이 재무팀과 수치를 다시 확인합니다.",
     "결정: Sierra 팀은 공개 API에 Terraform를 사용합니다. 이유: 기존 방식보다 비용이 12% 적게 듭니다."),
    ("결정: Orion 팀은 배포에 OpenSearch를 사용합니다.", "결정: Orion 팀은 공개 API에 OpenSearch를 사용합니다."),
    ("We agreed to launch Krypton in Korea on January 19, 2025. This came out of the budget review; Felix Han will "
     "report progress weekly.",
     "Decision: the Krypton team will use ClickHouse for feature flags. This came out of the retrospective; Felix Han "
     "will report progress weekly."),
    ("Decision: the Meridian team will use Terraform for the public API. Alice Kim will report progress.",
     "결정: Krypton 팀은 공개 API에 Terraform를 사용합니다. 최수아님이 다음 주에 진행 상황을 공유합니다."),
])
def test_another_product_purpose_team_or_a_repeated_clause_keeps_two_decisions_apart(svc, first, second):
    """A product launched with the verb first, a tool chosen for another purpose, a person both texts name in
    the same clause (which leaves nothing the older one chose), and two teams named in Latin letters, which
    are spelled the same in either language ("the Meridian team", "Krypton 팀은"): two matters."""
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, second, "2026-01-10T01:30:00Z")
    assert sorted(standing(svc)) == sorted([first, second])


@pytest.mark.parametrize("first,later", [
    ("Decision: the Vega team will use Kafka for event streaming.",
     "Change of plan: the Vega team will use Pulsar for event streams instead of Kafka."),
    ("Decision: the Krypton team will use Terraform for the public API.",
     "변경: Krypton 팀은 공개 API에 Terraform 대신 Pulumi를 사용합니다."),
])
def test_a_tool_changed_for_the_same_purpose_and_team_still_replaces_the_old_one(svc, first, later):
    """The same purpose (the words shared), the same team in either language: one matter."""
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, later, "2026-01-20T01:30:00Z")
    assert standing(svc) == [later]


def test_a_date_after_on_is_no_choice_a_decision_moves_to(svc):
    """The engineering walk: a note keeping sessions in PostgreSQL "… the revert on Jan 21 showed …" read as
    leaving the ledger's PostgreSQL for "Jan", and replaced "Use PostgreSQL for the ledger instead of SQLite"."""
    from support import commit
    ledger = ("Use PostgreSQL for the ledger instead of SQLite. SQLite locked under concurrent writes from the two workers "
              "and we lost charges in staging. PostgreSQL 16 gives us row locks and proper backups.")
    commit(svc, ledger, "2025-01-08T06:00:00Z", "a1b2c3d")
    svc.add("We decided to keep sessions in PostgreSQL (table sessions) until the Redis cluster in ap-northeast-2 is "
            "provisioned; the revert on Jan 21 showed staging failing without it.", category="decision", user_id="team")
    assert ledger in standing(svc)


def test_a_change_replaces_the_decision_it_names_among_others_of_its_topic(svc):
    """A walk: "김민수 팀장 대신 박진 팀장이" replaced the budget-report decision (the model's odds 0.994) instead of
    the approval decision it names (0.984)."""
    approver = "결정: 마케팅 예산 집행 승인은 김민수 팀장이 담당하기로 했습니다."
    report = "결정: 마케팅 예산 잔액은 매월 말 재무팀에 보고하기로 했습니다."
    change = "결정: 마케팅 예산 집행 승인은 김민수 팀장 대신 박진 팀장이 담당하기로 변경했습니다."
    decide(svc, approver, "2026-01-05T01:30:00Z")
    decide(svc, report, "2026-01-12T01:30:00Z")
    decide(svc, change, "2026-02-01T01:30:00Z")
    assert sorted(standing(svc)) == sorted([report, change])


@pytest.mark.parametrize("first,later", [
    ("Decision: year-end freeze starts Dec 15.", "Decision: the year-end freeze now starts Dec 10 instead."),
    ("Decision: on-call rotation moves to weekly.", "Decision: on-call rotation changes to biweekly instead of weekly."),
])
def test_an_ordinary_hyphenated_word_opening_a_decision_is_no_component(svc, first, later):
    """An independent review: "year-end", "on-call" were taken for code components (``_CODE_SUBJECT``), which
    would keep a decision and its change apart; only code-like names are (ledger-api, billing_sync)."""
    from mnemo.domain.supersession import owners_of

    assert not owners_of(first) and not owners_of(later)
