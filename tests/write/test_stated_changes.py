"""A person's plain note that changes a decision on record is kept as that decision's change: a walk typed
"Decision: …Vercel" then "Change of plan: …from Vercel to Netlify" and `ask` kept answering Vercel. Only
when it says which decision (``write/stated_changes.py``): templated notes phrased as changes must not
replace declared decisions on other matters."""

from __future__ import annotations

import pytest

from mnemo.domain.models import MemoryStatus
from mnemo.domain.write_rules import KEPT_AS_DECISION

CASES = [
    ("Decision: we host the marketing site on Vercel.",
     "Change of plan: we move the marketing site from Vercel to Netlify."),
    ("결정: 서버 호스팅은 AWS로 합니다.", "계획 변경: 서버 호스팅을 AWS에서 NCP로 변경합니다."),
    ("Decision: the weekly all-hands meeting is on Mondays at 10am.", "The weekly all-hands meeting is cancelled."),
    ("결정: 주간 전체 회의는 매주 월요일 오전 10시에 합니다.", "주간 전체 회의는 취소합니다."),
]


@pytest.mark.parametrize(("decided", "change"), CASES)
def test_a_typed_change_of_a_decision_on_record_replaces_it(svc, decided, change):
    old = svc.add(decided)
    new = svc.add(change)
    assert svc.get(old.memory_id).status is MemoryStatus.SUPERSEDED, new.reason
    assert svc.get(old.memory_id).superseded_by == new.memory_id
    assert svc.get(new.memory_id).category == "decision"
    assert any(w.startswith(KEPT_AS_DECISION) and old.memory_id in w for w in new.warnings)
    standing = [d["id"] for d in svc.register()]
    assert old.memory_id not in standing


def test_a_note_phrased_as_a_change_leaves_other_matters_and_plain_stores_alone(svc):
    launch = svc.add("결정: Krypton는 2025년 9월 15일에 국내 출시합니다.")
    owner = svc.add("From July 10, 2025, the Krypton billing service is owned by Brian Park.")
    assert svc.get(launch.memory_id).status is MemoryStatus.ACTIVE
    assert svc.get(owner.memory_id).category != "decision"
    plain = svc.add("The blog runs on WordPress for now.")
    moved = svc.add("Change of plan: the blog moves from WordPress to Ghost.")
    assert svc.get(plain.memory_id).status is MemoryStatus.ACTIVE  # nothing declared to replace: a note
    assert svc.get(moved.memory_id).category != "decision"


def test_the_cli_gives_no_declare_it_hint_for_a_note_kept_as_a_decision(db_path, monkeypatch):
    """The hint ("This reads like a decision … Start the text with Decision:") is for notes kept plain; the
    CLI reads the result's warning, which a local server's answer carries too (it cannot ``get``)."""
    import json

    from typer.testing import CliRunner

    from mnemo.interfaces.cli.main import app

    monkeypatch.setenv("MNEMO_DB", db_path)
    run = CliRunner()
    assert run.invoke(app, ["add", CASES[0][0], "--json"]).exit_code == 0
    changed = json.loads(run.invoke(app, ["add", CASES[0][1], "--json"]).stdout)
    assert "hint" not in changed and any(w.startswith(KEPT_AS_DECISION) for w in changed["warnings"])
    plain = json.loads(run.invoke(app, ["add", "We will switch the blog to Ghost next month.", "--json"]).stdout)
    assert "hint" in plain
