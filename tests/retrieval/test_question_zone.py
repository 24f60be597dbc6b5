"""A question's "last week" is the asker's last week: the walk found `mnemo ask "지난주에 뭐 결정했지?"` typed in
Seoul on a Monday morning read the UTC week, which was still the week before. The CLI sends the machine's zone;
REST and the Python API take ``zone``. On a real SQLite store, with a fixed clock."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from fastapi.testclient import TestClient

from mnemo.config import Settings
from mnemo.errors import InvalidInput
from mnemo.interfaces.http.app import create_app
from mnemo.service import MemoryService
from support import FixedClock, decide

# Monday 23 November 2026, 02:00 in Seoul; still Sunday 22 November in UTC
NOW = datetime(2026, 11, 22, 17, 0, tzinfo=timezone.utc)
QUESTION = "지난주에 뭐 결정했지?"


@pytest.fixture
def svc(db_path, embedder):
    s = MemoryService.open(Settings(db=db_path), embedder=embedder, clock=FixedClock(NOW))
    # Wednesday of Seoul's last week, and of UTC's current week
    decide(s, "결정: 고객사 데모는 목요일 오전 11시에 합니다.", "2026-11-18T10:00:00+09:00", thread="t1")
    # Wednesday of UTC's last week, two weeks back in Seoul
    decide(s, "결정: 사내 위키는 Notion으로 옮깁니다.", "2026-11-11T10:00:00+09:00", thread="t2")
    yield s
    s.close()


def _cited(answer) -> list[str]:
    return [s.content for s in answer.sources if s.n in answer.cited]


def test_last_week_is_the_askers_week(svc):
    seoul = svc.ask(QUESTION, user_id="team", zone="Asia/Seoul")
    assert _cited(seoul) == ["결정: 고객사 데모는 목요일 오전 11시에 합니다."]
    utc = svc.ask(QUESTION, user_id="team")
    assert _cited(utc) == ["결정: 사내 위키는 Notion으로 옮깁니다."]
    hits = svc.search("what did we decide last week?", user_id="team", zone="+09:00")
    assert [h.memory.content for h in hits] == ["결정: 고객사 데모는 목요일 오전 11시에 합니다."]


def test_since_in_words_is_read_in_the_zone(svc):
    hits = svc.search("고객사 데모", user_id="team", since="2026-11-16", zone="Asia/Seoul")
    assert [h.memory.content for h in hits] == ["결정: 고객사 데모는 목요일 오전 11시에 합니다."]


def test_an_unknown_zone_is_refused_with_the_fix(svc):
    for bad in ("Mars/Olympus", "../../etc/passwd", "+25:00", 9):
        with pytest.raises(InvalidInput) as e:
            svc.ask(QUESTION, user_id="team", zone=bad)
        assert "Asia/Seoul" in e.value.fix


def test_rest_takes_the_zone(svc):
    secret, _ = svc.create_api_key("team", name="laptop")
    with TestClient(create_app(svc), raise_server_exceptions=False) as client:
        auth = {"Authorization": f"Bearer {secret}"}
        r = client.post("/api/v1/ask", json={"question": QUESTION, "zone": "Asia/Seoul", "use_llm": False},
                        headers=auth)
        assert r.status_code == 200 and "고객사 데모" in r.json()["text"] and "Notion" not in r.json()["text"]
        r = client.post("/api/v1/search", json={"query": QUESTION, "zone": "Asia/Seoul"}, headers=auth)
        assert [h["content"] for h in r.json()["results"]] == ["결정: 고객사 데모는 목요일 오전 11시에 합니다."]
        r = client.post("/api/v1/search", json={"query": "데모", "since": "2026-11-16", "zone": "Mars/Olympus"},
                        headers=auth)
        assert r.status_code == 400 and "Asia/Seoul" in r.json()["error"]["message"], r.json()


def test_the_cli_sends_this_machines_zone_by_name(monkeypatch):
    import time

    from mnemo.text.dates import local_zone, named_zone, zone_name

    monkeypatch.setenv("TZ", "Asia/Seoul")
    time.tzset()
    try:
        assert zone_name(local_zone()) == "Asia/Seoul"
    finally:
        monkeypatch.undo()
        time.tzset()
    fixed = named_zone("+05:30")
    assert zone_name(fixed) == "+05:30" and named_zone("UTC-5").utcoffset(None).total_seconds() == -5 * 3600
