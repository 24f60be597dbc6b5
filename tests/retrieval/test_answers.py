"""``MemoryService.ask`` and ``mnemo ask`` (``docs/web_app.md``): the standing decision leads even when the
question matches the replaced one, a question in one language finds a decision in the other, nothing
relevant says so, and an LLM's answer is shown only when what it states is in the sources it cites."""

from __future__ import annotations

import json
import re

import pytest
from support import NETLIFY, VERCEL, decide
from typer.testing import CliRunner

from mnemo.errors import InvalidInput
from mnemo.interfaces.cli.main import app

runner = CliRunner()


def test_the_standing_decision_leads_and_the_replaced_one_is_marked(svc):
    decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    answer = svc.ask("Are we going with Vercel preview deploys for the marketing site?", user_id="team")
    assert answer.mode == "extractive" and answer.text == NETLIFY
    by_status = {s.status: s for s in answer.sources}
    assert by_status["standing"].n == answer.lead == 1
    assert by_status["superseded"].content == VERCEL and by_status["superseded"].valid_until
    assert by_status["superseded"].id in by_status["standing"].replaces


def test_an_answer_shows_what_the_standing_decision_replaced_in_whichever_language_it_is_asked(svc):
    """Search need not find the replaced decision (another language, the superseded penalty): the answer
    follows the standing decision's link to it."""
    decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    for question in ("마케팅 사이트는 어디에 호스팅하나요?", "Where is the marketing site hosted?"):
        answer = svc.ask(question, user_id="team")
        standing = answer.sources[0]
        assert standing.content == NETLIFY and standing.status == "standing"
        [replaced] = [s for s in answer.sources if s.content == VERCEL]
        assert replaced.status == "superseded" and standing.replaces == [replaced.id]


def test_a_korean_question_finds_an_english_decision_and_nothing_relevant_says_so(svc):
    decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    assert svc.ask("마케팅 사이트는 어디에 호스팅하나요?", user_id="team").text == NETLIFY
    empty = svc.ask("What is the recipe for kimchi stew?", user_id="team")
    assert empty.mode == "empty" and empty.sources == []
    with pytest.raises(InvalidInput):
        svc.ask("   ", user_id="team")


def test_mnemo_ask_prints_the_answer_with_its_sources(db_path, svc):
    decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    decide(svc, NETLIFY, "2026-02-24T14:40:00Z")
    svc.close()
    r = runner.invoke(app, ["ask", "where is the marketing site hosted?", "--db", db_path, "--user", "team"])
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "**Standing decision**" and lines[1].startswith(NETLIFY)
    assert any(line.startswith("[2]") and "superseded" in line for line in lines)
    ko = runner.invoke(app, ["ask", "마케팅 사이트는 어디에 호스팅하나요?", "--db", db_path, "--user", "team"])
    assert ko.stdout.splitlines()[0] == "**현재 유효한 결정**"
    named = runner.invoke(app, ["ask", "마케팅 사이트를 Vercel에서 호스팅하나요?", "--db", db_path, "--user", "team"])
    replaced = next(line for line in named.stdout.splitlines() if line.startswith("[2]"))
    assert "대체됨" in replaced and re.search(r"\d{4}-\d{2}-\d{2}까지", replaced)  # "…까지", not "까지 2026-…"
    js = json.loads(runner.invoke(app, ["ask", "marketing site hosting", "--db", db_path, "--user", "team",
                                        "--json"]).stdout)
    assert js["mode"] == "extractive" and js["sources"][0]["status"] == "standing"


def _llm_service(make_service, server, db):
    from mnemo.config import LLMSettings

    return make_service(path=db, llm=LLMSettings(url=server.url, model="m", retries=0))


@pytest.mark.parametrize("reply,shown", [
    ('{"answer": "The marketing site moves to Netlify [1]; the Vercel plan [2] was replaced.", "cited": [1, 2]}',
     True),
    ('{"answer": "The marketing site moves to Netlify for $4,000 a month [1].", "cited": [1]}', False),  # invented
    ('{"answer": "The marketing site moves to Netlify [7].", "cited": [7]}', False),  # a source it was not given
    ('{"answer": "The marketing site moves to Netlify.", "cited": []}', False),  # cites nothing
])
def test_an_llm_answer_is_shown_only_when_its_sources_say_what_it_says(make_service, server, tmp_path, reply, shown):
    from fake_server import chat

    db = str(tmp_path / "ask.db")
    plain = make_service(path=db)
    decide(plain, VERCEL, "2026-02-03T10:00:00Z")
    decide(plain, NETLIFY, "2026-02-24T14:40:00Z")
    plain.close()
    svc = _llm_service(make_service, server, db)
    server.script(chat(reply))
    answer = svc.ask("where is the marketing site hosted?", user_id="team")
    prompt = json.dumps(server.requests[-1].json, ensure_ascii=False)
    assert "[1]" in prompt and "standing" in prompt and "superseded" in prompt  # the model sees the statuses
    assert (answer.mode == "llm") is shown
    if shown:
        assert answer.text.startswith("The marketing site moves to Netlify") and answer.cited == [1, 2]
    else:
        assert answer.text == NETLIFY and answer.note


def test_an_answer_resting_on_a_cancellation_says_it_holds(svc):
    decide(svc, "Decision: the team offsite will be in Lisbon this spring, two days in April.",
           "2026-02-02T10:00:00Z", kind="selection")
    decide(svc, "With the hiring freeze, leadership has cancelled the Lisbon spring offsite.",
           "2026-03-16T17:22:00Z", kind="cancellation")
    from mnemo.interfaces.answer_text import render

    answer = svc.ask("Is the Lisbon offsite still on?", user_id="team")
    lead = next(s for s in answer.sources if s.n == answer.lead)
    assert lead.cancels and "cancelled" in answer.text
    text = render(answer)
    assert text.startswith("**Standing decision**") and "no longer stands" not in text
    # the cancellation is labelled as one: "reversed" beside it read as if the cancellation had been undone
    line = next(x for x in text.splitlines() if x.startswith(f"[{lead.n}]"))
    assert "(a cancellation," in line and "reversed" not in line


def test_a_proposal_decided_by_a_reply_ranks_above_the_reply_that_shares_the_questions_words(svc):
    proposal = "Proposal for the discovery cutover to the new Primo UI: do it on Wednesday 1 July, outage 7-11am."
    decide(svc, proposal, "2026-05-11T03:30:00Z", kind="direction", status="pending", thread="T", ref="p")
    decide(svc, "LGTM, go ahead and book the change window with IT.", "2026-05-11T04:02:00Z",
           kind="approval", thread="T", ref="r")
    # the question shares its words with the reply ("change window", "IT"), not with the proposal
    hits = svc.search("when do we book the change window with IT?", user_id="team", k=5)
    assert hits and hits[0].memory.content == proposal
    assert [h.memory.content for h in hits[:2]] == [proposal, "LGTM, go ahead and book the change window with IT."]


def _reply(svc, text: str, when: str, *, thread: str, ref: str, evidence: str):
    """A promise in a thread, as a connector writes it: the thread's subject line, then the sentence."""
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller
    from support import at

    return svc.write(MemoryDraft(content=text, category="commitment", occurred_at=at(when), thread_id=thread,
                                 source="mail", source_ref=ref, source_type=SourceType.REALTIME, user_id="team",
                                 metadata={"type": "decision", "kind": "commitment", "status": "decided",
                                           "evidence": [evidence]}), caller=Caller.CONNECTOR)


def test_the_decision_of_a_thread_ranks_above_a_promise_that_shares_the_questions_words(svc):
    decided = "Room block – Halvorsen offsite 16–19 April: after final registration we confirm 48 rooms."
    decide(svc, decided, "2026-03-02T09:00:00Z", thread="T", ref="d")
    _reply(svc, "Room block – Halvorsen offsite 16–19 April: I'll send over the rooming list for the room block.",
           "2026-03-02T10:00:00Z", thread="T", ref="p", evidence="I'll send over the rooming list for the room block.")
    hits = svc.search("room block for the Halvorsen offsite", user_id="team", k=5)
    assert hits[0].memory.content == decided
    # asking who does something, the promise may be the answer: it keeps its place
    who = svc.search("who will send the rooming list for the room block?", user_id="team", k=5)
    assert who[0].memory.content.endswith("I'll send over the rooming list for the room block.")


def test_other_talk_in_a_thread_lifts_no_decision_of_that_thread(svc):
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller
    from support import at

    decide(svc, "We host the marketing site on Netlify.", "2026-03-02T09:00:00Z", thread="T", ref="d")
    note = "Alice's birthday party is on 3 May at the Blue Door pub."
    svc.write(MemoryDraft(content=note, occurred_at=at("2026-03-02T10:00:00Z"), thread_id="T", source="slack",
                          source_ref="n", source_type=SourceType.REALTIME, user_id="team"), caller=Caller.CONNECTOR)
    hits = svc.search("when is Alice's birthday party?", user_id="team", k=5)
    assert hits[0].memory.content == note
    assert "We host the marketing site on Netlify." not in [h.memory.content for h in hits]
