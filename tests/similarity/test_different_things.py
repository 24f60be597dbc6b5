"""Values of two things are not a new value of one (``domain/contextual.different_things``): the guard that
keeps a plain note from retiring another as its "update" (``benchmarks/write_path.py``'s false merges)."""

from __future__ import annotations

import pytest

from mnemo.domain.contextual import different_things
from mnemo.similarity.decompose import RuleDecomposer
from mnemo.text.stopwords import ORDER_STOP

rd = RuleDecomposer()


@pytest.mark.parametrize("a,b", [
    ("Budget for the Krypton mobile redesign in Q1 2025 is $171,000.",
     "Budget for the Krypton support tooling in Q1 2025 is $673,000."),
    ("Noah Song must send the load test report to Hooli by November 23, 2026.",
     "Noah Song must send the security review to Hooli by October 27, 2026."),
    ("We approved the email delivery contract with Massive Dynamic at $45000 per year.",
     "We approved the payroll contract with Massive Dynamic at $62000 per year."),
    ("Sierra 사무실 이전 2025년 2분기 예산은 450만 원으로 확정되었습니다.",
     "Sierra 고객 온보딩 2025년 2분기 예산은 1,900만 원으로 확정되었습니다."),
])
def test_values_of_two_things_are_apart(a, b):
    assert different_things(rd.decompose(a), rd.decompose(b), ORDER_STOP)


@pytest.mark.parametrize("a,b", [
    ("The Vega standup moves to 10:30 on Tuesdays.", "The Vega standup is every Tuesday at 8:30 AM."),
    ("The budget was approved at $45k.", "The budget was raised to $50k."),
    ("Q1 마케팅 캠페인 예산은 5000만원으로 확정했습니다.", "Q1 마케팅 캠페인 예산을 6000만원으로 올렸습니다."),
    ("Q2 hiring budget for the platform team is $30k, approved by Dana for two contractors.",
     "Q2 hiring budget for the platform team is $40k (raised from $30k), approved by Dana for three contractors."),
    ("For the Xenon office move, Initech signed off on $320,000.",  # a restatement: the same values
     "Initech approved $320,000 for the Xenon office move."),
    ("The Orbit launch is on May 4.", "Orbit 출시는 5월 11일입니다."),  # another language: not this guard's call
])
def test_a_new_value_of_one_thing_or_a_restatement_is_not(a, b):
    assert different_things(rd.decompose(a), rd.decompose(b), ORDER_STOP) is None
