"""Settings: two decisions that give one setting different values are one matter, however far apart the
embedding sets the rest of what they say; settings qualified by other names, regions or periods are not.

The scenarios run on a real SQLite store with the bundled embedder (``svc``), written as the connectors write
what extraction found."""

from __future__ import annotations

import pytest
from support import commit, decide, standing

from mnemo.domain.commit_subjects import takes_away
from mnemo.domain.supersession import typed_values
from mnemo.write.slots import same_setting, setting_of


@pytest.mark.parametrize("newer,older", [
    ("Bump the minimum Node version to 20. Node 18 leaves LTS in April.",
     "Set the minimum Node version to 18. CI runs 18 and 20 from now on."),
    ("scheduler: connection pool size 64으로 상향 (피크 시간 대기열 발생)", "config: set connection pool size to 32 for all workers"),
    ("The discount rate for pilot customers becomes 15%.", "Discount rate for pilot customers: 10%"),
    ("Update: Jonas will take the lead on the kiln rebuild, as Maria is needed in Leeds that week.",
     "Maria will lead on the kiln rebuild side; Tom, please send her the drawings."),
    # a choice named in Hangul, right after the setting's particle
    ("워크숍 장소는 강릉으로 결정했습니다.", "워크숍 장소는 춘천으로 결정했습니다."),
    ("회식 장소를 강남으로 바꿉니다", "회식 장소를 을지로로 정했어요"),
    ("2차 발주는 라온으로 진행합니다", "2차 발주는 빛나래로 진행합니다"),
    # a Korean change from one value to another
    ("환율 캐시 TTL을 1시간에서 5분으로 줄임.", "환율 캐시 TTL은 1시간으로 설정합니다."),
])
def test_one_setting_given_another_value_is_one_matter(newer, older):
    assert same_setting(newer, older)


@pytest.mark.parametrize("newer,older", [
    # the same words of the setting, qualified by other places
    ("Incheon warehouse: the receiving window is fixed to Thursdays.",
     "Busan warehouse: the receiving window is fixed to Mondays."),
    # other settings that share a word ("region")
    ("EU region: Hetzner Falkenstein.", "KR region: AWS Seoul."),
    # the same value again is a restatement, not a new value
    ("Reminder: minimum Node version is 18.", "Set the minimum Node version to 18."),
    # an amount does not replace a date
    ("Set the launch budget to $40,000.", "Move the launch to May 3."),
    # a setting named by one broad word alone is any number of things
    ("Move the call to 3pm.", "Move the call to Friday."),
    # a joined name is one word: two packages
    ("Update dependency eslint-plugin-react to 7.34.0", "Update dependency eslint to 8.57.0"),
    # what the value is for, said after it
    ("Set the replica count to 5 for the search cluster", "Set the replica count to 3 for the logging cluster"),
    # each names something the other does not
    ("Set the maximum upload size to 50 MB", "Set the maximum download size to 20 MB"),
    ("회의실 예약 시간을 9시로 변경합니다", "회의 시간을 10시로 변경합니다"),
    # one value in two spellings, and a value inside another
    ("Move the standup to 2:30pm", "Move the standup to 14:30"),
    # a number with its counter tells two things apart; how is no choice; a name's last word alone is none
    ("2차 발주는 라온으로 진행합니다", "1차 발주는 빛나래로 진행합니다"),
    ("마케팅은 보수적인 방향으로 진행합니다", "마케팅은 공격적인 방향으로 진행합니다"),
    ("서버 호스팅은 네이버 클라우드로 변경합니다.", "서버 호스팅은 AWS 서울 리전으로 결정했습니다."),
])
def test_other_settings_or_the_same_value_are_not_one_matter(newer, older):
    assert not same_setting(newer, older)


def test_a_setting_names_its_value_and_what_qualifies_it():
    found = setting_of("Aussaguel antenna: the maintenance window is fixed to Tuesdays 06:00 UTC.")
    assert found is not None and found.value == "tuesdays" and "aussaguel" in found.names
    assert setting_of("Hi all: Thanks for the quick replies.") is None
    assert setting_of("We will switch to Netlify.") is None  # a choice, with no setting named
    assert setting_of("TTL을 5분으로 변경한다.").value == "5분"  # not "5분으": the unit ends before "으로"
    # "a TTL of 30 minutes" names no setting: "Session tokens … a TTL of 30 minutes" and "Cache rates … a TTL of 1
    # hour" are two, and "an outage of 30 minutes" none (the review)
    assert setting_of("Cache rates in Redis with a TTL of 1 hour.") is None
    assert setting_of("워크숍은 계획대로 진행합니다.") is None  # "계획대로" is "as planned", no choice


def test_a_version_raised_then_reverted_leaves_the_revert_standing(svc):
    commit(svc, "Set the minimum Node version to 18. CI runs 18 and 20 from now on.", "2026-01-05T10:00:00Z", "a1")
    commit(svc, "Bump the minimum Node version to 20 for fetch keepalive. Replaces node-fetch.",
           "2026-02-10T10:00:00Z", "b2")
    revert = ('Revert "Bump the minimum Node version to 20 for fetch keepalive". Two downstream distributions '
              "still ship Node 18; we stay on 18 until June.")
    commit(svc, revert, "2026-02-20T10:00:00Z", "c3")
    assert standing(svc) == [revert]


def test_a_handover_of_who_leads_supersedes_the_assignment_and_a_look_alike_stands(svc):
    decide(svc, "Maria will lead on the kiln rebuild side; Tom, please send her the drawings by Friday.",
           "2026-04-01T09:00:00Z", kind="delegation", thread="T1")
    other = "Anna will lead on the glaze audit; Tom, please send her last year's batch sheets."
    decide(svc, other, "2026-04-02T09:00:00Z", kind="delegation", thread="T2")
    later = "Quick update: Jonas will take the lead on the kiln rebuild, as Maria is needed in Leeds that week."
    decide(svc, later, "2026-04-06T09:00:00Z", kind="delegation", thread="T1")
    assert sorted(standing(svc)) == sorted([later, other])


def test_removing_what_a_commit_published_cancels_it():
    assert takes_away("ci: remove the preview build workflow", "ci: publish preview builds to Netlify")
    assert not takes_away("ci: remove the release notes workflow", "ci: publish preview builds to Netlify")


def test_a_change_replaces_the_decision_not_the_promise_beside_it(svc):
    first = "2026년 정기 납품은 매월 10일에 진행하며, 긴급 건은 따로 연락드리겠습니다."
    decide(svc, first, "2026-01-08T01:00:00Z", kind="confirmation", thread="M1")
    decide(svc, "1월분 납품 일정 맞춰서 준비하겠습니다.", "2026-01-08T02:00:00Z", kind="commitment", thread="M1",
           ref="reply-1")
    change = "내부 결산 일정 조정으로 3월부터 정기 납품일을 매월 25일로 변경하고자 합니다."
    decide(svc, change, "2026-02-10T05:00:00Z", kind="confirmation", thread="M1", ref="change-1")
    assert first not in standing(svc) and change in standing(svc)
    assert "1월분 납품 일정 맞춰서 준비하겠습니다." in standing(svc)  # the promise is not what the change replaced

def test_a_date_moved_past_the_old_one_named_as_the_reason_supersedes(svc):
    decide(svc, "올해 교내 합창대회를 10월 16일(금)에 개최할 예정입니다.", "2026-09-01T01:00:00Z", kind="confirmation")
    later = "합창대회 날짜 최종 확정되었습니다. 10월 16일은 강당 공사와 겹쳐서 10월 23일(금)로 진행합니다."
    decide(svc, later, "2026-09-14T01:00:00Z", kind="confirmation")
    assert standing(svc) == [later]


def test_a_promise_that_gives_the_hours_a_new_value_supersedes_and_the_roster_reply_does_not(svc):
    decide(svc, "4월부터 평일 야간진료는 밤 9시까지 운영합니다.", "2026-03-03T00:10:00Z", kind="direction", thread="N1")
    hours = "수요가 많아 5월 1일부터는 평일 야간진료도 밤 11시까지 받겠습니다."
    decide(svc, hours, "2026-04-20T00:10:00Z", kind="commitment", thread="N2")
    decide(svc, "당직표 5월분 다시 짤게요.", "2026-04-20T00:30:00Z", kind="commitment", thread="N2", ref="roster-1")
    assert hours in standing(svc) and "4월부터 평일 야간진료는 밤 9시까지 운영합니다." not in standing(svc)


@pytest.mark.parametrize("a,b", [("3월 1일", "March 1"), ("3/1", "1 Mar"), ("오후 2시 30분", "2:30pm"), ("14:30", "2:30 PM"),
                                 ("자정", "midnight"), ("밤 10시", "22:00")])
def test_values_are_compared_in_one_spelling_across_languages_and_formats(a, b):
    assert typed_values(a) == typed_values(b)
