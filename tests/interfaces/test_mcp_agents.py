"""MCP as agents expect it (issue 16), through the SDK's client in process: every tool has a title and
annotations, the read tools are read-only and the deleting ones destructive, get/list/history tools,
resources for a memory and for the standing decisions, two prompts, and argument errors an agent can act on."""

from __future__ import annotations

import json

import anyio
from mcp import Client

from mnemo.interfaces.mcp.server import build_server

BILLING = ("Decision: the billing service moves to PostgreSQL 16 in March because the MySQL 5.7 license ends; "
           "owner 김민지, rollback plan reviewed on Friday.")
BUDGET = ("Q1 마케팅 캠페인 예산은 5000만원으로 확정했습니다. 이유: 신규 고객 획득 비용이 20% 올랐고, 최종 승인은 "
          "박 이사님이 1월 10일에 했습니다.")
READ_ONLY = {"search_memories", "get_context", "decision_register", "list_decisions", "list_conflicts",
             "get_memory", "list_memories", "memory_history", "ask_memory"}
DESTRUCTIVE = {"delete_memory", "forget_memory"}


def _data(result) -> dict:
    assert not result.is_error, result.content
    return json.loads(result.content[0].text)


def test_tools_resources_and_prompts_as_agents_expect(svc):
    mid = svc.add(BILLING, user_id="alice").memory_id
    svc.update(mid, content=BILLING.replace("March", "April"), user_id="alice")
    svc.add(BUDGET, user_id="alice")
    svc.add("Bob's private note: the Hamar warehouse lease is renewed until 2027.", user_id="bob")

    async def session() -> dict:
        out: dict = {}
        async with Client(build_server(svc, user_id="alice")) as client:
            out["tools"] = {t.name: t for t in (await client.list_tools()).tools}
            out["get"] = _data(await client.call_tool("get_memory", {"memory_id": mid}))
            out["list"] = _data(await client.call_tool("list_memories", {"limit": 1}))
            out["history"] = _data(await client.call_tool("memory_history", {"memory_id": mid}))
            out["bad"] = await client.call_tool("list_memories", {"limit": 5000})
            out["unknown"] = await client.call_tool("search_memories", {"query": "billing", "limit": 5})
            out["missing"] = await client.call_tool("get_memory", {"memory_id": "mem_nope"})
            out["templates"] = [t.uri_template for t in (await client.list_resource_templates()).resource_templates]
            out["resource"] = await client.read_resource(f"mnemo://memories/{mid}")
            out["standing"] = await client.read_resource("mnemo://decisions/standing")
            out["prompts"] = {p.name for p in (await client.list_prompts()).prompts}
            out["prompt"] = await client.get_prompt("what_do_we_know", {"topic": "billing database"})
        return out

    out = anyio.run(session)
    tools = out["tools"]
    assert READ_ONLY | DESTRUCTIVE <= set(tools)
    for name, tool in tools.items():
        a = tool.annotations
        assert tool.title and a is not None and a.open_world_hint is False, name
        assert a.read_only_hint is (name in READ_ONLY), name
        assert a.destructive_hint is (name in DESTRUCTIVE), name

    assert out["get"]["id"] == mid and out["get"]["version"] == 2 and "April" in out["get"]["content"]
    assert out["list"]["total"] == 2 and len(out["list"]["memories"]) == 1  # bob's memory is not alice's
    assert [v["version"] for v in out["history"]["versions"]] == [1, 2]
    assert "March" in out["history"]["versions"][0]["content"]
    bad = out["bad"]
    assert bad.is_error and bad.content[0].text.startswith("invalid_input: Invalid limit")
    assert "validation error" not in bad.content[0].text
    unknown = out["unknown"]  # an argument the tool does not take is named, never silently dropped
    assert unknown.is_error and "no argument 'limit'" in unknown.content[0].text
    assert "It takes: agent_id, k, metadata, query, run_id, since, tags, type, until" in unknown.content[0].text
    missing = out["missing"]  # a service error opens with its code, as a schema error does (no SDK prefix)
    assert missing.is_error and missing.content[0].text.startswith("not_found: No memory with id 'mem_nope'")
    assert "search_memories" in missing.content[0].text and "mnemo search" not in missing.content[0].text

    assert {"mnemo://memories/{memory_id}", "mnemo://decisions/{status}"} <= set(out["templates"])
    memory = json.loads(out["resource"].contents[0].text)
    assert memory["id"] == mid and "April" in memory["content"]
    assert "decisions" in json.loads(out["standing"].contents[0].text)
    assert out["prompts"] == {"what_do_we_know", "record_decision"}
    assert "billing database" in out["prompt"].messages[0].content.text


def test_a_resource_of_another_users_memory_is_not_found(svc):
    bobs = svc.add("Bob's private note: the Hamar warehouse lease is renewed until 2027.", user_id="bob").memory_id

    async def read() -> str:
        async with Client(build_server(svc, user_id="alice")) as client:
            try:
                r = await client.read_resource(f"mnemo://memories/{bobs}")
                return r.contents[0].text
            except Exception as exc:  # noqa: BLE001 - the SDK raises the server's error
                return f"error: {exc}"

    text = anyio.run(read)
    assert "Hamar" not in text and "not_found" in text


def test_a_prompt_asked_wrongly_gets_an_error_naming_the_fix(svc, caplog):
    from mcp.shared.exceptions import MCPError

    async def ask(name: str, arguments: dict) -> str:
        async with Client(build_server(svc, user_id="alice")) as client:
            try:
                await client.get_prompt(name, arguments)
            except MCPError as exc:
                return str(exc)
        return "no error"

    missing = anyio.run(ask, "what_do_we_know", {})
    assert "invalid_input" in missing and "what_do_we_know" in missing and "topic" in missing
    unknown = anyio.run(ask, "what_we_know", {"topic": "billing"})
    assert "Unknown prompt 'what_we_know'" in unknown and "record_decision" in unknown
    assert "Internal" not in missing + unknown and "Traceback" not in caplog.text
