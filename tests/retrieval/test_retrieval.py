"""Retrieval and context assembly on a real SQLite store with the real embedder and tokenizer."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.domain.models import Operation
from mnemo.errors import InvalidInput
from mnemo.interfaces.cli.main import app
from mnemo.retrieval.context import count_tokens
from mnemo.retrieval.query import analyze
from mnemo.service import MemoryService
from support import FixedClock

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def svc(db_path, embedder):
    s = MemoryService.open(Settings(db=db_path), embedder=embedder, clock=FixedClock(NOW))
    yield s
    s.close()


def days_ago(n: float) -> datetime:
    return NOW - timedelta(days=n)


def test_recent_memories_rank_higher_and_old_ones_stay_findable(svc):
    old = svc.add("Decision: the Helix team uses PostgreSQL for billing.", occurred_at=days_ago(200))
    new = svc.add("PostgreSQL upgrade for the Orion analytics warehouse is scheduled.", occurred_at=days_ago(1))
    assert new.decision is Operation.CREATE
    hits = svc.search("PostgreSQL")
    ids = [h.memory.id for h in hits]
    assert ids[:2] == [new.memory_id, old.memory_id]
    assert hits[0].recency > hits[1].recency
    history = svc.search("PostgreSQL", recipe="history")  # what was said, whenever: no recency at all
    assert {h.memory.id for h in history} == {old.memory_id, new.memory_id}
    assert all(h.score == pytest.approx(h.relevance) for h in history)


def test_abstains_when_nothing_is_relevant(svc):
    svc.add("The billing service runs on PostgreSQL 16.", occurred_at=days_ago(1))
    svc.add("Q1 마케팅 캠페인 예산은 5000만원입니다.", occurred_at=days_ago(2))
    assert svc.search("What is the capital of Mongolia?") == []
    assert svc.context("What is the capital of Mongolia?").markdown == ""


def test_superseded_versions_are_demoted_and_deleted_ones_gone(svc):
    first = svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", occurred_at=days_ago(10))
    second = svc.add("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원 (증액)", occurred_at=days_ago(9))
    assert second.decision is Operation.UPDATE
    assert second.memory_id == first.memory_id  # the memory keeps its id; version 1 is archived
    hits = svc.search("Q1 마케팅 캠페인 예산")
    assert [(h.memory.id, h.memory.version) for h in hits][:1] == [(first.memory_id, 2)]
    assert f"{first.memory_id}@v1" not in [h.memory.id for h in hits]  # one result per memory: its best version
    old = svc.retrieve("Q1 마케팅 캠페인 예산", status="superseded").hits
    assert [h.memory.id for h in old] == [f"{first.memory_id}@v1"]
    assert old[0].score == pytest.approx(hits[0].score * 0.3, rel=0.25)
    svc.delete(second.memory_id, reason="cancelled")  # every version goes, the archived one too
    assert not [h for h in svc.search("Q1 마케팅 캠페인 예산") if h.memory.lineage_id == first.memory_id]
    assert not svc.retrieve("Q1 마케팅 캠페인 예산", status="superseded").hits
    assert not svc.retrieve("Q1 마케팅 캠페인 예산", recipe="history").hits


def test_filters_and_time_spans(svc):
    a = svc.add("Weekly sync moved to Wednesday at 10am.", occurred_at=days_ago(9), source="slack")
    b = svc.add("Weekly sync notes: the design review is on Thursday.", occurred_at=days_ago(40), source="gmail")
    assert [h.memory.id for h in svc.search("weekly sync", source="gmail")] == [b.memory_id]
    assert [h.memory.id for h in svc.search("weekly sync", since=days_ago(20))] == [a.memory_id]
    found = svc.retrieve("지난주 weekly sync 결정")
    assert found.span_applied and [h.memory.id for h in found.hits] == [a.memory_id]
    nothing_then = svc.retrieve("weekly sync yesterday")  # no memory from yesterday: the span is dropped
    assert not nothing_then.span_applied and len(nothing_then.hits) == 2
    with pytest.raises(InvalidInput, match="recipe"):
        svc.search("weekly sync", recipe="fastest")


def test_a_filter_only_removes_results(svc):
    """A walk: "billing" found the agent's note with --agent coder and nothing without it, because the
    keyword floor was set by the few memories the filter left (``Retriever.search``)."""
    note = svc.add("Retry wrapper removed from the billing client: the SDK retries itself since v4.2, so calls "
                   "were retried 9 times.", agent_id="coder")
    svc.add("I prefer window seats on long flights.")
    svc.add("I am allergic to shellfish.")
    for query in ("billing", "billing client retries", "window seats"):
        everything = [h.memory.id for h in svc.search(query)]
        narrowed = [h.memory.id for h in svc.search(query, agent_id="coder")]
        assert set(narrowed) <= set(everything), query
    assert note.memory_id in [h.memory.id for h in svc.search("billing client retries")]


def test_graph_expansion_follows_links_with_decay(svc):
    a = svc.add("The Nimbus team will move its database to PostgreSQL 16 in March.", occurred_at=days_ago(3))
    b = svc.add("The Nimbus team will move its cache to Redis 7 in March.", occurred_at=days_ago(2))
    assert b.decision is Operation.CREATE and b.related_memory_ids == [a.memory_id]  # linked, not merged
    plain = svc.retrieve("Nimbus database PostgreSQL", k=1)
    assert [h.memory.id for h in plain.hits] == [a.memory_id] and plain.subgraph["relationships"] == []
    found = svc.retrieve("Nimbus database PostgreSQL", k=1, recipe="graph")
    top, expanded = found.hits
    assert (top.memory.id, top.hops) == (a.memory_id, 0)
    assert (expanded.memory.id, expanded.hops, expanded.via) == (b.memory_id, 1, a.memory_id)
    assert expanded.score == pytest.approx(top.score * 0.9, rel=1e-6)
    [rel] = found.subgraph["relationships"]
    assert rel["type"] == "RELATED_TO" and {rel["source"], rel["target"]} == {a.memory_id, b.memory_id}
    assert {n["id"] for n in found.subgraph["nodes"]} == {a.memory_id, b.memory_id}


def test_context_respects_the_budget_tiers_and_importance(svc):
    svc.add("Decision: Aurora launches in Brazil on March 3. Owner: 김민지. Budget 2억원.", occurred_at=days_ago(2),
            importance=0.9, people=["김민지"])
    svc.add("Aurora launch checklist draft is in the shared drive.", occurred_at=days_ago(30), importance=0.3)
    svc.add("Aurora was first proposed at the 2025 offsite.", occurred_at=days_ago(200), importance=0.5)
    pkg = svc.context("Aurora launch", max_tokens=4000)
    tiers = {m["tier"] for m in pkg.memories}
    assert tiers == {"full", "summary", "minimal"} and pkg.tokens == count_tokens(pkg.markdown)
    assert "people: 김민지" in pkg.markdown
    assert pkg.memories[0]["importance"] == 0.9
    small = svc.context("Aurora launch", max_tokens=60)
    assert small.tokens <= 60 and count_tokens(small.markdown) <= 60
    assert [m["importance"] for m in small.memories] == sorted([m["importance"] for m in small.memories], reverse=True)
    assert small.dropped  # something had to go, the least important first
    with pytest.raises(InvalidInput):
        svc.context("Aurora", max_tokens=0)


def test_query_analysis_in_korean_and_english():
    q = analyze("지난달에 누가 예산을 승인했지?", NOW)
    assert q.kind in ("decision", "person") and q.since == datetime(2026, 10, 1, tzinfo=timezone.utc)
    q = analyze("What did we decide last week?", NOW)
    assert q.kind == "decision" and q.since == datetime(2026, 11, 9, tzinfo=timezone.utc)
    q = analyze("2025년 3월 회의록", NOW)
    assert (q.since, q.until) == (datetime(2025, 3, 1, tzinfo=timezone.utc), datetime(2025, 4, 1, tzinfo=timezone.utc))
    assert analyze("Q1 campaign budget", NOW).since is None  # "Q1" names a subject, not a span


runner = CliRunner()


def test_cli_search_context_and_ask(db_path):
    for text in ("Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", "We will use PostgreSQL 16 for the billing service."):
        assert runner.invoke(app, ["add", text, "--db", db_path]).exit_code == 0
    r = runner.invoke(app, ["search", "billing database", "--db", db_path, "--json", "--recipe", "graph"])
    assert r.exit_code == 0, r.stderr
    d = json.loads(r.stdout)
    assert {"id", "content", "score", "created_at", "source", "source_ref", "hops"} <= set(d["results"][0])
    assert set(d["subgraph"]) == {"nodes", "relationships"}
    c = json.loads(runner.invoke(app, ["context", "billing database", "--db", db_path, "--json",
                                       "--max-tokens", "200"]).stdout)
    assert set(c) >= {"markdown", "tokens", "memories"} and c["tokens"] <= 200 and "PostgreSQL" in c["markdown"]
    plain = runner.invoke(app, ["context", "billing database", "--db", db_path])
    assert plain.exit_code == 0 and plain.stdout.startswith("# Memory context")
    # A budget too small for the best match says what to pass, and that budget then holds it.
    tight = runner.invoke(app, ["context", "billing database", "--db", db_path, "--max-tokens", "20"])
    assert tight.exit_code == 0 and tight.stdout == ""
    needs = int(tight.stderr.split("the best match needs ")[1].split(".")[0])
    assert f"Pass --max-tokens {needs} or more" in tight.stderr
    at_least = json.loads(runner.invoke(app, ["context", "billing database", "--db", db_path, "--json",
                                              "--max-tokens", str(needs)]).stdout)
    assert at_least["memories"] and "needs_tokens" not in at_least and at_least["tokens"] <= needs
    below = json.loads(runner.invoke(app, ["context", "billing database", "--db", db_path, "--json",
                                           "--max-tokens", str(needs - 1)]).stdout)
    assert below["memories"] == [] and below["needs_tokens"] == needs
    asked = runner.invoke(app, ["ask", "마케팅 캠페인 예산", "--db", db_path])
    assert asked.exit_code == 0 and "5000만원" in asked.stdout
    bad = runner.invoke(app, ["search", "x", "--db", db_path, "--recipe", "nope"])
    assert bad.exit_code == 1 and "Unknown recipe" in bad.stderr


def test_a_question_in_one_language_finds_a_memory_in_the_other(svc):
    """A keyword match is impossible across languages: the meaning alone must carry such a memory."""
    ko = svc.add("정산 DB는 PostgreSQL로 변경합니다. JSONB와 파티셔닝 지원 때문에 이쪽이 낫다는 결론이었어요.")
    en = svc.add("Change of plan on the marketing site: we're moving it to Netlify instead of Vercel.")
    svc.add("배포 캘린더 수정해 둘게요! 다음 주 화요일 회의 전에 공유하겠습니다.")
    assert svc.search("Which database does the settlement service use?")[0].memory.id == ko.memory_id
    assert svc.search("마케팅 사이트는 어디에 호스팅하나요?")[0].memory.id == en.memory_id
    unrelated = svc.search("What did the dentist say about my tooth?")
    assert ko.memory_id not in [h.memory.id for h in unrelated]


@pytest.fixture
def db_path(any_db):
    return any_db


CHAT = [("Mina", "Where should we hold the team offsite this year?"),
        ("Joon", "The lakeside lodge in Gapyeong, it sleeps forty people."),
        ("Mina", "Great, and who books the bus?"),
        ("Joon", "Seo-yeon handles transport as usual.")]
NOISE = ["The quarterly report is due on Friday.", "Our CI pipeline now caches the wheels.",
         "Lunch is pizza on Tuesdays.", "The staging database was migrated last night.",
         "Please review the pricing page copy.", "The mobile app crashed on older Android phones.",
         "Mountain cabins are popular for ski trips in winter."]


def _chat(svc, thread: str | None, user: str) -> list[str]:
    for text in NOISE:
        svc.add(text, occurred_at=days_ago(3), user_id=user)
    return [svc.add(f"{who}: {text}", occurred_at=days_ago(2), thread_id=thread, source="slack",
                    user_id=user).memory_id for who, text in CHAT]


@pytest.mark.parametrize("recipe", ["default", "history"])
def test_a_turn_is_found_through_the_turn_it_answers(svc, recipe):
    question = "Where will the team offsite be held?"
    ids = _chat(svc, "slack/C1/offsite", "u1")
    hits = svc.search(question, k=3, recipe=recipe, user_id="u1")
    top = [h.memory.id for h in hits]
    assert ids[1] in top, [h.memory.content for h in hits]  # the answer shares no word with the question
    answer = next(h for h in hits if h.memory.id == ids[1])
    assert answer.context > 0 and answer.as_dict()["context"] > 0
    lone = _chat(svc, None, "u2")  # the same turns without their conversation
    assert lone[1] not in [h.memory.id for h in svc.search(question, k=3, recipe=recipe, user_id="u2")]


def test_decisions_are_not_lifted_by_their_thread(svc):
    q = svc.add("Mina: Where should we hold the team offsite this year?", thread_id="T", source="slack",
                occurred_at=days_ago(2))
    d = svc.add("Decision: the design review moves to Thursdays.", thread_id="T", source="slack",
                occurred_at=days_ago(2), metadata={"type": "decision"})
    hits = {h.memory.id: h for h in svc.search("Where will the team offsite be held?", k=5)}
    assert q.memory_id in hits
    assert d.memory_id not in hits or hits[d.memory_id].context == 0.0


def test_a_shared_word_does_not_outrank_the_same_sentence_in_the_other_language(svc):
    meant = svc.add("당신은 삶을 매우 중시한다고 말한다.", occurred_at=days_ago(2))
    for text in ("This depends on the shelf life of the tomato you purchased.",
                 "A race car driver performs in the race of his life.",
                 "Battery life of the new laptop is twelve hours.",
                 "The sky has very little to no clouds."):
        svc.add(text, occurred_at=days_ago(2))
    hits = svc.search("You purport to value life very heavily.", k=3)
    assert hits[0].memory.id == meant.memory_id, [(h.memory.content, h.cosine, h.keyword) for h in hits]
    assert hits[0].across


def test_a_one_word_question_finds_the_sentence_it_names(svc):
    kept = svc.add("We decided to host the marketing site on Vercel.", occurred_at=days_ago(2))
    svc.add("The quarterly report is due on Friday.", occurred_at=days_ago(2))
    hits = svc.search("hosting", k=3)
    assert hits and hits[0].memory.id == kept.memory_id


def test_the_memory_closest_in_meaning_outranks_a_same_language_look_alike_across_languages(svc):
    """A memory in the other language cannot show keywords; when it is the closest in meaning it ranks as if
    it could, so an English look-alike sharing the question's word ("hiring") does not answer it."""
    ko = svc.add("신규 입사자 온보딩은 김민수 님이 담당하기로 했습니다.", occurred_at=days_ago(2))
    look_alike = svc.add("Q2 hiring budget approved at $40k for two contractors.", occurred_at=days_ago(2))
    svc.add("Weekly platform sync moves to Thursday 3pm starting next week.", occurred_at=days_ago(2))
    hits = svc.search("Who is in charge of onboarding new hires?", k=3)
    assert [h.memory.id for h in hits[:2]] == [ko.memory_id, look_alike.memory_id], \
        [(h.memory.content, h.cosine, h.keyword) for h in hits]
    assert hits[0].lifted and hits[0].relevance < hits[1].relevance  # ranked higher, its relevance untouched
    # the same-language match that IS closer in meaning keeps its place: no lift for the farther Korean one
    en = svc.add("Onboarding of new hires is owned by the people team from May.", occurred_at=days_ago(2))
    hits = svc.search("Who is in charge of onboarding new hires?", k=3)
    assert hits[0].memory.id == en.memory_id and not next(h for h in hits if h.memory.id == ko.memory_id).lifted


def test_in_a_store_of_the_other_language_alone_nothing_is_lifted_and_recency_weighs_as_before(svc):
    """With no candidate in the question's language there is nothing to outrank: a lift for all would squeeze
    their relevances together and let recency reorder them (a review found the flute, 0.63, written 5 days
    ago, ranked under the cello, 0.50, written today)."""
    flute = svc.add("한 남자가 큰 플루트를 연주하고 있다.", occurred_at=days_ago(5)).memory_id
    cello = svc.add("한 남자가 첼로를 연주하고 있다.", occurred_at=days_ago(0)).memory_id
    svc.add("비행기가 이륙하고 있다.", occurred_at=days_ago(2))
    hits = svc.search("A man is playing a large flute.", k=3)
    assert [h.memory.id for h in hits[:2]] == [flute, cello] and not any(h.lifted for h in hits)
