"""A reminder of a memory that says nothing new is a SKIP, not a new version of it (a walk saw a decision's
text rewritten by "리마인드: … 변동 없습니다.", read as negating it); "변동 없습니다" negates nothing."""

from __future__ import annotations

from mnemo.domain.conflict import find_contradiction
from mnemo.domain.models import Operation

HOURS = "결정: 고객 지원 시간은 평일 오전 9시부터 오후 6시까지입니다."
LAUNCH = "Decision: the launch is on Friday 3 April."


def test_a_reminder_that_says_nothing_new_keeps_the_memory_as_it_is(svc):
    kept = svc.add(HOURS)
    again = svc.add("리마인드: 고객 지원 시간은 평일 오전 9시부터 오후 6시까지입니다. 변동 없습니다.")
    assert again.decision is Operation.SKIP and again.target_memory_id == kept.memory_id
    assert svc.get(kept.memory_id).content == HOURS and svc.get(kept.memory_id).version == 1
    launch = svc.add(LAUNCH)
    assert svc.add("Reminder: the launch is on Friday 3 April, as decided.").decision is Operation.SKIP
    assert svc.get(launch.memory_id).content == LAUNCH


def test_a_reminder_with_something_new_or_another_value_is_not_a_skip(svc):
    svc.add(LAUNCH)
    assert svc.add("Reminder: the launch is on Friday 3 April, and the press kit goes out on Thursday."
                   ).decision is not Operation.SKIP
    assert svc.add("Reminder: the launch is on Friday 10 April.").decision is not Operation.SKIP


def test_no_change_and_no_problem_negate_nothing():
    assert find_contradiction(HOURS, HOURS.replace("결정", "리마인드") + " 변동 없습니다.") is None
    assert find_contradiction("Launch is Friday.", "Launch is Friday, no change.") is None
    assert find_contradiction("회의는 금요일입니다.", "회의는 금요일에 없습니다.") == "one statement negates the other"
    assert find_contradiction("We ship on Friday.", "We do not ship on Friday.") == "one statement negates the other"
    # only as a clause of its own (a review): these still negate
    assert find_contradiction("Change requests are accepted after the freeze.",
                              "No change requests are accepted after the freeze.") == "one statement negates the other"
    assert find_contradiction("Changes to production go out on Friday.",
                              "Reminder: no changes to production on Friday.") == "one statement negates the other"


def test_a_reminder_that_negates_the_memory_is_not_a_skip(svc):
    svc.add("Changes to production go out on Friday afternoons after the review.")
    again = svc.add("Reminder: no changes to production go out on Friday afternoons after the review.")
    assert again.decision is not Operation.SKIP, again.reason  # the freeze is kept, not dropped as a repeat
