"""A question that names a time span and nothing else ("지난주에 뭐 결정했지?", "what did we decide last week?")
lists what falls inside the span: no memory is *about* such a question, so a search by meaning found nothing
relevant and `ask` answered "관련된 기억이 없습니다" (the Korean walk). On a real SQLite store."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from support import decide


def _last_week(days: int) -> str:
    today = datetime.now(timezone.utc).replace(hour=3, minute=0, second=0, microsecond=0)
    monday = today - timedelta(days=today.weekday())
    return (monday - timedelta(days=7) + timedelta(days=days)).isoformat()


def _seed(svc):
    old = (datetime.now(timezone.utc) - timedelta(days=60)).isoformat()
    decide(svc, "결정: 사내 위키는 Notion으로 옮깁니다.", old, thread="t0")
    decide(svc, "결정: 고객사 데모는 목요일 오전 11시에 합니다.", _last_week(1), thread="t1")
    decide(svc, "We will cut the Q4 marketing budget to $20,000.", _last_week(2), thread="t2")
    svc.add("점심은 근처 국밥집에서 먹었습니다.", user_id="team", occurred_at=datetime.fromisoformat(_last_week(3)))


def test_what_did_we_decide_last_week_lists_the_decisions_of_that_week(svc):
    _seed(svc)
    for question in ("지난주에 뭐 결정했지?", "what did we decide last week?"):
        found = [h.memory.content for h in svc.search(question, user_id="team")]
        assert sorted(found) == sorted(["결정: 고객사 데모는 목요일 오전 11시에 합니다.",
                                        "We will cut the Q4 marketing budget to $20,000."]), (question, found)
        answer = svc.ask(question, user_id="team")
        assert answer.mode == "period" and len(answer.cited) == 2
        assert "Notion" not in answer.text


def test_a_question_with_a_topic_and_a_span_is_still_a_search(svc):
    _seed(svc)
    hits = svc.search("marketing budget last week", user_id="team")
    assert hits and "budget" in hits[0].memory.content
    assert svc.ask("marketing budget last week", user_id="team").mode == "extractive"


def test_a_busy_week_of_notes_does_not_push_its_decisions_out(svc):
    """The review: the span's newest 40 memories were read before the decisions were picked, so 60 notes written
    after Monday's decisions hid them."""
    decide(svc, "결정: 고객사 데모는 목요일 오전 11시에 합니다.", _last_week(0), thread="t1")
    from mnemo.domain.models import MemoryDraft
    svc.add_many([MemoryDraft(content=f"Note {i}: the fridge on floor {i % 7} was cleaned and restocked by team {i}.",
                              occurred_at=datetime.fromisoformat(_last_week(1 + i % 5)), user_id="team")
                  for i in range(60)])
    answer = [h.memory.content for h in svc.search("what did we decide last week?", user_id="team")]
    assert answer == ["결정: 고객사 데모는 목요일 오전 11시에 합니다."]
