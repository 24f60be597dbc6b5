"""mem0's scopes and filters on every interface: ``agent_id`` / ``run_id`` on writes, and agent, run, tag and
metadata filters on search, context, list, get_all and delete_all (``docs/agents.md``). On SQLite and on
PostgreSQL (``any_db``): the filters are applied inside each backend's queries."""

from __future__ import annotations

import json

import anyio
import pytest
from fastapi.testclient import TestClient
from mcp import Client
from typer.testing import CliRunner

from mnemo.errors import InvalidInput
from mnemo.interfaces.cli.main import app as cli
from mnemo.interfaces.http import create_app
from mnemo.interfaces.mcp.server import build_server

BILLING = "Decision: the billing service moves to PostgreSQL 16 in March because the MySQL 5.7 license ends."
OFFSITE = ("Decision: the Q4 engineering offsite is in Busan from 14 to 16 October, at the Haeundae venue the team "
           "chose over Jeju because of flight costs.")
HIRING = "Decision: we hire two backend engineers for the search team this quarter, budget approved by Dana."


@pytest.fixture
def db_path(any_db):
    return any_db


def test_a_write_is_consolidated_only_within_its_agent_and_run(svc):
    """The same decision from two agents is two memories (mem0 scopes them apart); from the same agent and
    run it is a duplicate; a person's note without an agent never merges into an agent's."""
    first = svc.add(BILLING, user_id="alice", agent_id="coder", run_id="r1")
    other_agent = svc.add(BILLING, user_id="alice", agent_id="planner")
    same_scope = svc.add(BILLING, user_id="alice", agent_id="coder", run_id="r1")
    person = svc.add(BILLING, user_id="alice")
    assert first.decision.value == other_agent.decision.value == person.decision.value == "create"
    assert same_scope.decision.value == "skip" and same_scope.target_memory_id == first.memory_id
    assert len({first.memory_id, other_agent.memory_id, person.memory_id}) == 3
    assert {m.agent_id for m in svc.get_all(user_id="alice")} == {"coder", "planner", None}


@pytest.mark.parametrize("crowd", ["The Q3 marketing budget is $45,000.", "the Q3 marketing budget is $45,000."])
def test_another_scopes_copies_do_not_crowd_out_this_scopes_own_memory(svc, crowd):
    """Twelve runs of another agent hold the new text itself (closer than anything of this agent's): the
    planner's earlier value is still found and updated, by the engine and by the agents' gate, instead of a
    second memory beside it ("No similar memories found")."""
    old = svc.add("The Q3 marketing budget is $40,000.", user_id="alice", agent_id="planner")
    for run in range(12):
        svc.add(crowd, user_id="alice", agent_id="writer", run_id=f"r{run}")
    new = svc.add("The Q3 marketing budget is $45,000.", user_id="alice", agent_id="planner")
    assert new.decision.value == "update" and new.memory_id == old.memory_id, new.reason
    assert len(svc.get_all(user_id="alice", agent_id="planner")) == 1
    with pytest.raises(InvalidInput, match="write"):
        svc.add(OFFSITE, user_id="alice", caller="agent")
    restated = OFFSITE.replace("flight costs", "the flight costs")  # nearer the writer's copies than the planner's
    first = svc.write(OFFSITE, user_id="alice", agent_id="planner", caller="agent")
    for run in range(12):
        svc.write(restated, user_id="alice", agent_id="writer", run_id=f"r{run}", caller="agent")
    again = svc.write(restated, user_id="alice", agent_id="planner", caller="agent")
    assert again.memory_id == first.memory_id and again.reason.startswith("Write gate: merged into"), again


def test_python_filters_narrow_search_context_list_and_delete_all(svc):
    a = svc.add(BILLING, user_id="alice", agent_id="coder", run_id="r1", keywords=["billing", "Q3"],
                metadata={"project": "atlas", "sprint": 14, "urgent": True}).memory_id
    b = svc.add(HIRING, user_id="alice", agent_id="planner", run_id="r2", keywords=["hiring"],
                metadata={"project": "borealis", "sprint": 14.0, "urgent": 1}).memory_id
    ask = "hiring and billing decisions"  # both found without a filter: each filter picks its one
    assert [h.memory.id for h in svc.search(ask, user_id="alice", agent_id="coder")] == [a]
    assert [h.memory.id for h in svc.search(ask, user_id="alice", run_id="r2")] == [b]
    assert [h.memory.id for h in svc.search(ask, user_id="alice", tags=["q3"])] == [a]
    assert {m.id for m in svc.get_all(user_id="alice", metadata={"sprint": 14})} == {a, b}
    assert [h.memory.id for h in svc.search(ask, user_id="alice", metadata={"urgent": True})] == [a]
    assert [m.id for m in svc.get_all(user_id="alice", metadata={"project": "borealis"})] == [b]
    assert svc.context(ask, user_id="alice", agent_id="planner").memories[0]["id"] == b
    with pytest.raises(InvalidInput, match="metadata filter"):
        svc.search(ask, user_id="alice", metadata={"project": ["atlas"]})
    with pytest.raises(InvalidInput, match="agent_id"):
        svc.list_memories(user_id="alice", agent_id="")
    out = svc.delete_all(confirm=True, user_id="alice", run_id="r1")
    assert out["memory_ids"] == [a]
    assert [m.id for m in svc.get_all(user_id="alice")] == [b]


def test_rest_takes_scopes_on_writes_and_filters_on_reads(svc):
    secret, _ = svc.create_api_key("alice")
    h = {"Authorization": f"Bearer {secret}"}
    with TestClient(create_app(svc, mount_mcp=False)) as client:
        r = client.post("/api/v1/memories", json={"content": BILLING, "agent_id": "coder", "run_id": "r1",
                                                  "tags": ["billing"], "metadata": {"project": "atlas"}}, headers=h)
        assert r.status_code == 201, r.text
        a = r.json()["memory_id"]
        b = client.post("/api/v1/memories", json={"content": HIRING, "agent_id": "planner"}, headers=h).json()["memory_id"]
        listed = client.get("/api/v1/memories", params={"metadata": json.dumps({"project": "atlas"})}, headers=h).json()
        assert [m["id"] for m in listed["memories"]] == [a] and listed["memories"][0]["agent_id"] == "coder"
        assert [m["id"] for m in client.get("/api/v1/memories", params={"agent_id": "planner"}, headers=h).json()["memories"]] == [b]
        assert [m["id"] for m in client.get("/api/v1/memories", params=[("tag", "Billing")], headers=h).json()["memories"]] == [a]
        found = client.post("/api/v1/search", json={"query": "hiring and billing decisions", "run_id": "r1"}, headers=h).json()
        assert [x["id"] for x in found["results"]] == [a] and found["results"][0]["run_id"] == "r1"
        ctx = client.post("/api/v1/context", json={"query": "hiring and billing decisions", "agent_id": "planner"}, headers=h).json()
        assert [m["id"] for m in ctx["memories"]] == [b]
        bad = client.get("/api/v1/memories", params={"metadata": "{project"}, headers=h)
        assert bad.status_code == 400 and "JSON" in bad.json()["error"]["message"]
        for route in ("search", "context"):  # the words of the GET route, not a branch of the type ("p.str")
            for value in ({"x": 1}, [1]):
                bad = client.post(f"/api/v1/{route}", json={"query": "billing", "metadata": {"p": value}}, headers=h)
                message = bad.json()["error"]["message"]
                assert bad.status_code == 400 and "metadata filter value of 'p' must be a string" in message, message
                assert ".str" not in message
        gone = client.delete("/api/v1/memories", params={"confirm": "true", "agent_id": "coder"}, headers=h).json()
        assert gone["memory_ids"] == [a]


def test_mcp_tools_take_scopes_and_filters(svc):
    async def session() -> tuple[dict, dict, dict]:
        async with Client(build_server(svc, user_id="alice")) as client:
            made = await client.call_tool("create_memory", {"content": BILLING, "agent_id": "coder", "run_id": "r1"})
            await client.call_tool("create_memory", {"content": HIRING, "agent_id": "planner"})
            found = await client.call_tool("search_memories", {"query": "hiring and billing decisions", "agent_id": "planner"})
            listed = await client.call_tool("list_memories", {"run_id": "r1"})
            bad = await client.call_tool("search_memories", {"query": "billing", "metadata": {"a": {"b": 1}}})
            assert bad.is_error and "metadata filter value of 'a' must be a string" in bad.content[0].text
            assert ".str" not in bad.content[0].text
            return (json.loads(made.content[0].text), json.loads(found.content[0].text),
                    json.loads(listed.content[0].text))

    made, found, listed = anyio.run(session)
    assert [r["content"] for r in found["results"]] == [HIRING]
    assert [m["id"] for m in listed["memories"]] == [made["memory_id"]] and listed["memories"][0]["agent_id"] == "coder"
    assert listed["total"] == 1 and listed["next_offset"] is None  # paged as REST pages


def test_cli_add_search_list_and_delete_all_with_scopes(db_path, monkeypatch):
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(cli, [*args, "--db", db_path])
        assert result.exit_code == 0, result.output
        return result.output

    run("add", BILLING, "--agent", "coder", "--run", "r1", "--tags", "billing")
    run("add", HIRING, "--agent", "planner")
    listed = json.loads(run("list", "--agent", "coder", "--json"))
    assert [m["content"] for m in listed["memories"]] == [BILLING]
    found = json.loads(run("search", "hiring and billing decisions", "--tag", "billing", "--json"))
    assert [h["content"] for h in found["results"]] == [BILLING]
    assert json.loads(run("search", "hiring and billing decisions", "--run", "r9", "--json"))["results"] == []
    bad = runner.invoke(cli, ["list", "--meta", "project", "--db", db_path])
    assert bad.exit_code == 1 and "KEY=VALUE" in bad.output
    run("delete-all", "--yes", "--agent", "planner")
    assert [m["content"] for m in json.loads(run("list", "--json"))["memories"]] == [BILLING]


def test_a_vault_store_refuses_tag_and_metadata_filters_but_keeps_agent_and_run(svc):
    """Tags and metadata are sealed under a vault: a filter on them is refused with the fix, never answered
    with nothing; agent and run ids stay plain, so those filters still work."""
    svc.vault_init("correct horse battery staple 42")
    a = svc.add(BILLING, user_id="alice", agent_id="coder", keywords=["billing"], metadata={"project": "atlas"})
    assert [m.id for m in svc.get_all(user_id="alice", agent_id="coder")] == [a.memory_id]
    for narrow in ({"tags": ["billing"]}, {"metadata": {"project": "atlas"}}):
        with pytest.raises(InvalidInput, match="without a vault"):
            svc.search("billing database", user_id="alice", **narrow)
        with pytest.raises(InvalidInput, match="without a vault"):
            svc.get_all(user_id="alice", **narrow)


def test_filter_values_that_cannot_be_compared_are_refused_and_specific_tags_stay_specific(svc):
    ios = svc.add(BILLING.replace("billing service", "iOS app"), user_id="alice", keywords=["ios"]).memory_id
    svc.add(HIRING, user_id="alice", keywords=["android", "mobile"])
    assert [m.id for m in svc.get_all(user_id="alice", tags=["iOS"])] == [ios]  # not every "mobile" memory
    for value in (float("nan"), 10 ** 20, {"x": 1}):
        with pytest.raises(InvalidInput, match="metadata filter"):
            svc.get_all(user_id="alice", metadata={"n": value})


def test_the_duplicate_sweep_merges_only_within_a_scope(svc):
    a = svc.add(BILLING, user_id="alice", agent_id="coder").memory_id
    b = svc.add(BILLING, user_id="alice", agent_id="planner").memory_id
    svc.maintain(only=["duplicates"])
    assert {m.id for m in svc.get_all(user_id="alice")} == {a, b}


CHAT = [
    {"role": "user", "content": "Hi! I'm vegetarian and I live in Busan. Can you suggest a dinner place tonight?"},
    {"role": "assistant", "content": "Sure! I recommend the temple food restaurant near Haeundae beach."},
    {"role": "user", "content": "저는 오전 10시 전 회의를 정말 싫어해요. 그리고 고마워요!"},
    {"role": "user", "content": "Let's use PostgreSQL for the new billing service."},
    {"role": "user", "content": "Translate this paragraph into Korean for me."},
]


def test_chat_messages_keep_what_the_user_said_worth_keeping(svc):
    """mem0's add(messages): the user's lasting facts, preferences and decisions are kept, one memory each,
    in the write's scope; questions, requests, thanks and the assistant's words are not."""
    results = svc.add(CHAT, user_id="alice", agent_id="concierge", metadata={"channel": "web"})
    kept = {m.content: m for m in svc.get_all(user_id="alice")}
    assert set(kept) == {"I'm vegetarian and I live in Busan.", "저는 오전 10시 전 회의를 정말 싫어해요.",
                         "Let's use PostgreSQL for the new billing service."}
    assert len(results) == 3 and all(r.memory_id for r in results)
    assert {m.agent_id for m in kept.values()} == {"concierge"}
    assert kept["I'm vegetarian and I live in Busan."].metadata == {"channel": "web", "chat_message": 0}
    assert svc.add(CHAT, user_id="alice", agent_id="concierge")[0].decision.value == "skip"  # said again
    assert svc.add([{"role": "user", "content": "ok thanks"}], user_id="alice") == []
    for bad in ([], [{"role": "bot", "content": "hi"}], [{"role": "user", "content": ""}], [{"text": "hi"}]):
        with pytest.raises(InvalidInput, match="messages"):
            svc.add_messages(bad, user_id="alice")
    with pytest.raises(InvalidInput, match="dry_run"):
        svc.add(CHAT, user_id="alice", dry_run=True)
    raw = svc.add(CHAT[:2], user_id="bob", infer=False)  # mem0's infer=False: every message as written
    assert {m.content for m in svc.get_all(user_id="bob")} == {CHAT[0]["content"], CHAT[1]["content"]}
    assert len(raw) == 2


def test_rest_and_the_client_take_a_conversation(svc):
    secret, _ = svc.create_api_key("alice")
    with TestClient(create_app(svc, mount_mcp=False)) as client:
        h = {"Authorization": f"Bearer {secret}"}
        r = client.post("/api/v1/memories", json={"messages": CHAT[:2], "run_id": "s1"}, headers=h)
        assert r.status_code == 201 and [x["action"] for x in r.json()["results"]] == ["created"]
        both = client.post("/api/v1/memories", json={"messages": CHAT[:1], "content": "x" * 90}, headers=h)
        assert both.status_code == 400 and "either content" in both.json()["error"]["message"]
        listed = client.get("/api/v1/memories", params={"run_id": "s1"}, headers=h).json()["memories"]
        assert [m["content"] for m in listed] == ["I'm vegetarian and I live in Busan."]


def test_a_conversation_is_checked_before_anything_is_written(svc):
    transcript = [{"role": "user", "content": "I’m vegetarian."},  # a phone's apostrophe
                  {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]},  # a tool call: no text
                  {"role": "tool", "content": "{}", "tool_call_id": "c1"},
                  {"role": "user", "content": "오늘 날씨 진짜 좋다."}]  # today's weather: nothing lasting
    assert [r.memory_id is not None for r in svc.add(transcript, user_id="alice")] == [True]
    svc.add([transcript[1], {"role": "user", "content": "I'm allergic to shellfish."}], user_id="dana")
    assert [m.metadata["chat_message"] for m in svc.get_all(user_id="dana")] == [1]  # its place in the transcript
    with pytest.raises(InvalidInput, match="takes no 'prompt'"):
        svc.add([{"role": "user", "content": "ok thanks"}], user_id="alice", prompt="extract facts")
    pasted = [{"role": "user", "content": " ".join(f"I like tea number {i}." for i in range(150))}]
    with pytest.raises(InvalidInput, match="at most 100"):
        svc.add(pasted, user_id="carol")
    assert svc.get_all(user_id="carol") == []
