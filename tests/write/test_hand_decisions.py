"""Decisions written by hand (``domain.write_rules.declared_decision``): a write typed ``decision`` (REST and
MCP ``"type": "decision"``, ``category`` in Python) or opening with "Decision:" / "결정:" is a decision of the
register, and a later one on the same matter supersedes it as an extracted one would; an agent's decision is
never merged into another decision by the write gate."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from mnemo.domain.write_policy import Caller
from mnemo.domain.write_rules import declared_decision
from mnemo.interfaces.http.app import create_app

SENTRY = "We chose Sentry as the error tracker for the web app; the free tier covers our volume."
ROLLBAR = "Change of plan: the error tracker is now Rollbar instead of Sentry, since Sentry's pricing changed."


@pytest.fixture
def db_path(any_db):
    return any_db


def _register(svc, **kw) -> dict[str, str]:
    return {d["content"]: d["status"] for d in svc.register(status="all", **kw)}


def test_what_declares_a_decision():
    assert declared_decision("We use Sentry.", "decision", {})["type"] == "decision"
    assert declared_decision("Decision: we use Sentry for errors.", None, {})["status"] == "decided"
    assert declared_decision("결정: 에러 트래커는 Sentry로 합니다.", None, {})["type"] == "decision"
    assert declared_decision("We might use Sentry.", "decision", {"status": "pending"})["status"] == "pending"
    assert declared_decision("We use Sentry.", "decision", {"status": "nonsense"})["status"] == "decided"
    for plain in ("We use Sentry for errors.", "Decisions are hard: we argued about Sentry all day."):
        assert declared_decision(plain, None, {}) is None
    assert declared_decision("Decision: use Sentry.", "decision", {"type": "note"}) is None  # typed otherwise
    assert declared_decision("Decided: I prefer dark mode in every editor.", "preference", {}) is None
    for agreement in ("결정: 동의합니다", "Decision: agreed"):  # an agreement under a header decides nothing itself
        assert declared_decision(agreement, None, {}) is None
    # what supersession compares is what the decision says, not its header
    assert declared_decision("결정: 정기 배포는 목요일 오후 2시입니다.", None, {})["evidence"] == ["정기 배포는 목요일 오후 2시입니다."]


def test_a_later_hand_written_decision_supersedes_the_earlier(svc):
    first = svc.add(SENTRY, category="decision", occurred_at="2026-01-05T10:00:00Z")
    second = svc.add(ROLLBAR, category="decision", occurred_at="2026-02-05T10:00:00Z")
    assert first.memory_id != second.memory_id
    assert _register(svc) == {SENTRY: "superseded", ROLLBAR: "standing"}
    assert svc.get(first.memory_id).superseded_by == second.memory_id
    assert "Rollbar" in svc.ask("which error tracker do we use?", use_llm=False).sources[0].content
    header = svc.add("Decision: the marketing site moves to Netlify in April; Vercel's plan ends in May.")
    assert _register(svc)[svc.get(header.memory_id).content] == "standing"
    plain = svc.add("The marketing site had 12,000 visitors in March, most of them from the April launch post.")
    assert svc.get(plain.memory_id).content not in _register(svc)


def test_an_agents_reversal_is_not_merged_into_the_decision_it_reverses(svc):
    ci_old = "CI moves to self-hosted runners on Hetzner to cut build minutes; Jae owns the migration."
    ci_new = "CI goes back to GitHub-hosted runners: the Hetzner boxes kept running out of disk during builds."
    a = svc.write(ci_old, caller=Caller.AGENT, metadata={"type": "decision"}, occurred_at="2026-01-10T10:00:00Z")
    b = svc.write(ci_new, caller=Caller.AGENT, metadata={"type": "decision"}, occurred_at="2026-03-10T10:00:00Z")
    assert a.memory_id != b.memory_id and svc.get(a.memory_id).version == 1  # never one memory of both
    assert _register(svc) == {ci_old: "superseded", ci_new: "standing"}


def test_a_decision_typed_over_rest_reaches_the_register(svc):
    key = svc.create_api_key("alice")[0]
    with TestClient(create_app(svc, mount_mcp=False, live_worker=False)) as client:
        auth = {"Authorization": f"Bearer {key}"}
        for text, when in ((SENTRY, "2026-01-05T10:00:00Z"), (ROLLBAR, "2026-02-05T10:00:00Z")):
            r = client.post("/api/v1/memories", headers=auth,
                            json={"content": text, "type": "decision", "at": when})
            assert r.status_code in (200, 201), r.text
        register = client.get("/api/v1/register", headers=auth, params={"status": "all"}).json()["decisions"]
    assert {d["content"]: d["status"] for d in register} == {SENTRY: "superseded", ROLLBAR: "standing"}


def test_an_agents_restatement_of_a_decision_still_merges(svc):
    first = "We chose Sentry as the error tracker for the web app; the free tier covers our volume."
    again = "We chose Sentry as the error tracker for the web app, since its free tier covers our volume."
    a = svc.write(first, caller=Caller.AGENT, metadata={"type": "decision"}, occurred_at="2026-01-05T10:00:00Z")
    b = svc.write(again, caller=Caller.AGENT, metadata={"type": "decision"}, occurred_at="2026-01-06T10:00:00Z")
    assert b.memory_id == a.memory_id  # one standing decision, not two
    assert list(_register(svc).values()) == ["standing"]
