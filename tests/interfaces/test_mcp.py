"""The MCP server through the SDK's own client: over stdio (``python -m mnemo mcp`` as a subprocess with a
temporary database), in process (user scoping), and over streamable HTTP inside the REST app, where the
API key picks the user."""

from __future__ import annotations

import json
import os
import sys

import anyio
import httpx
import httpx2
import pytest
from live_server import serve_app
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from mnemo.interfaces.http import create_app
from mnemo.interfaces.mcp.server import build_server

TOOLS = {"create_memory", "update_memory", "search_memories", "get_context", "delete_memory", "forget_memory",
         "list_decisions", "list_conflicts", "resolve_conflict", "decision_register", "get_memory", "list_memories",
         "memory_history", "ask_memory"}

BUDGET = ("Q1 마케팅 캠페인 예산은 5000만원으로 확정했습니다. 이유: 신규 고객 획득 비용이 20% 올랐고, 최종 승인은 "
          "박 이사님이 1월 10일에 했습니다.")
BILLING = ("Decision: the billing service moves to PostgreSQL 16 in March because the MySQL 5.7 license ends; "
           "owner 김민지, rollback plan reviewed on Friday.")
AUTH_FIX = ("Fixed the CLI login loop: the token refresh compared local time with server time, so tokens looked "
            "expired; it now uses the server clock. Verified on staging.")


def _data(result) -> dict:
    """A tool's structured answer (the text content carries the same JSON)."""
    assert not result.is_error, result.content
    text = json.loads(result.content[0].text)
    assert result.structured_content == text
    return text


def _error(result) -> str:
    assert result.is_error
    return result.content[0].text


def test_stdio_server_lists_tools_creates_searches_and_gives_context(make_service, tmp_path):
    db = str(tmp_path / "agent.db")
    seeded = make_service(db)
    budget = seeded.add(BUDGET, user_id="alice").memory_id
    seeded.add(BILLING, user_id="bob")  # another user's memory in the same file
    seeded.close()

    async def session() -> dict:
        params = StdioServerParameters(command=sys.executable, args=["-m", "mnemo", "mcp", "--db", db,
                                                                     "--user", "alice"], env=dict(os.environ))
        out: dict = {}
        async with Client(params, read_timeout_seconds=120) as client:
            listed = await client.list_tools()
            out["tools"] = {t.name: t for t in listed.tools}
            out["search"] = _data(await client.call_tool("search_memories", {"query": "캠페인 예산", "k": 3}))
            out["other_user"] = _data(await client.call_tool("search_memories", {"query": "billing PostgreSQL"}))
            out["create"] = _data(await client.call_tool("create_memory", {
                "content": AUTH_FIX, "tags": ["auth-fix", "cli"], "title": "CLI login loop"}))
            out["after"] = _data(await client.call_tool("search_memories", {"query": "CLI login token refresh"}))
            out["context"] = _data(await client.call_tool("get_context", {"query": "마케팅 예산", "max_tokens": 300}))
            out["ask"] = _data(await client.call_tool("ask_memory", {"question": "마케팅 캠페인 예산은?"}))
            out["decisions"] = _data(await client.call_tool("list_decisions", {"limit": 10}))
            out["bad_k"] = _error(await client.call_tool("search_memories", {"query": "x", "k": 1000}))
            out["thin"] = await client.call_tool("create_memory", {"content": "fixed auth"})
            out["missing"] = _error(await client.call_tool("delete_memory", {"memory_id": "mem_nope"}))
            mid = out["create"]["memory_id"]
            out["edit"] = _data(await client.call_tool("update_memory", {
                "memory_id": mid, "version": 1, "content": AUTH_FIX + " Also cleared the stale keychain entry."}))
            out["stale"] = _error(await client.call_tool("update_memory", {
                "memory_id": mid, "version": 1, "content": AUTH_FIX + " Something else."}))
            out["forget"] = _data(await client.call_tool("forget_memory", {"memory_id": mid, "reason": "test"}))
            out["forget_again"] = _data(await client.call_tool("forget_memory", {"memory_id": mid}))  # a retry
            out["forgotten"] = _data(await client.call_tool("search_memories", {"query": "CLI login token refresh"}))
        return out

    out = anyio.run(session)
    tools = out["tools"]
    assert set(tools) == TOOLS
    create = tools["create_memory"].description
    for promise in ("do NOT need to search", "merged", "80 characters", "normalized", "instruct"):
        assert promise in create, promise
    assert tools["get_context"].input_schema["properties"]["max_tokens"]["type"] == "integer"
    assert "user_id" not in json.dumps([t.input_schema for t in tools.values()])  # the user is never an argument

    assert out["search"]["results"][0]["id"] == budget
    assert out["other_user"]["results"] == []
    assert out["create"]["action"] == "created" and out["create"]["memory_id"]
    assert "auth" in out["create"]["tags"] and "auth-fix" not in out["create"]["tags"]
    assert out["after"]["results"][0]["id"] == out["create"]["memory_id"]
    assert 0 < out["context"]["tokens"] <= 300 and "5000만원" in out["context"]["markdown"]
    assert "5000만원" in out["ask"]["text"] and out["ask"]["sources"][0]["id"] == budget
    assert {e["decision"] for e in out["decisions"]["entries"]} == {"create"}
    assert {e["userId"] for e in out["decisions"]["entries"]} == {"alice"}
    assert "k" in out["bad_k"]
    assert out["thin"].is_error and "80" in out["thin"].content[0].text
    assert "not_found" in out["missing"]
    assert out["edit"]["id"] == out["create"]["memory_id"] and out["edit"]["version"] == 2  # same id, next version
    assert "conflict" in out["stale"] and "version 2" in out["stale"]
    assert out["forget"]["memory_id"] == out["create"]["memory_id"] and out["forget"]["status"] == "success"
    assert out["forget_again"]["status"] == "skipped" and "already forgotten" in out["forget_again"]["reason"]
    assert all(r["id"] != out["create"]["memory_id"] for r in out["forgotten"]["results"])


def test_in_process_server_acts_only_for_its_user(svc):
    alice_memory = svc.add(BILLING, user_id="alice").memory_id

    async def as_bob() -> tuple[str, str, dict]:
        async with Client(build_server(svc, user_id="bob")) as client:
            deleted = _error(await client.call_tool("delete_memory", {"memory_id": alice_memory}))
            updated = _error(await client.call_tool("update_memory", {"memory_id": alice_memory,
                                                                      "content": BILLING + " (bob)"}))
            found = _data(await client.call_tool("search_memories", {"query": "PostgreSQL billing"}))
        return deleted, updated, found

    deleted, updated, found = anyio.run(as_bob)
    assert "not_found" in deleted and "not_found" in updated and found["results"] == []
    assert svc.get(alice_memory).status.value == "active" and svc.get(alice_memory).content == BILLING

    async def as_alice() -> dict:
        async with Client(build_server(svc, user_id="alice")) as client:
            return _data(await client.call_tool("delete_memory", {"memory_id": alice_memory, "reason": "moved"}))

    assert anyio.run(as_alice)["decision"] == "delete"
    assert svc.get(alice_memory).status.value == "deleted"


def test_build_server_needs_exactly_one_way_to_pick_the_user(svc):
    with pytest.raises(ValueError):
        build_server(svc)
    with pytest.raises(ValueError):
        build_server(svc, user_id="a", resolve_scope=lambda ctx: None)


def test_streamable_http_mount_requires_a_key_and_the_key_picks_the_user(svc):
    alice_memory = svc.add(BUDGET, user_id="alice").memory_id
    svc.add(BILLING, user_id="bob")
    alice, _ = svc.create_api_key("alice")
    bob, bob_key = svc.create_api_key("bob")

    async def call(base: str, secret: str) -> tuple[set[str], dict, dict]:
        http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {secret}"}, timeout=60)
        async with http, Client(streamable_http_client(f"{base}/mcp", http_client=http)) as client:
            names = {t.name for t in (await client.list_tools()).tools}
            budget = _data(await client.call_tool("search_memories", {"query": "마케팅 캠페인 예산"}))
            billing = _data(await client.call_tool("search_memories", {"query": "billing PostgreSQL"}))
        return names, budget, billing

    with serve_app(create_app(svc)) as base:
        names, budget, billing = anyio.run(call, base, alice)
        assert names == TOOLS
        assert [r["id"] for r in budget["results"]][:1] == [alice_memory] and billing["results"] == []
        _, budget, billing = anyio.run(call, base, bob)
        assert budget["results"] == [] and billing["results"][0]["content"] == BILLING

        init = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
        accept = {"Accept": "application/json, text/event-stream"}
        r = httpx.post(f"{base}/mcp", json=init, headers=accept)
        assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
        svc.revoke_api_key(bob_key.id)
        r = httpx.post(f"{base}/mcp", json=init, headers={**accept, "Authorization": f"Bearer {bob}"})
        assert r.status_code == 401
        r = httpx.post(f"{base}/mcp", json=init, headers={**accept, "Authorization": f"Bearer {alice}"})
        assert r.status_code == 200 and r.json()["result"]["serverInfo"]["name"] == "mnemo"
        # garbage at the MCP endpoint is a client error, never a 500
        for body in (b"", b"{bad", b"[]", b'{"jsonrpc": "2.0"}', b"\xff" * 10):
            r = httpx.post(f"{base}/mcp", content=body, headers={**accept, "Authorization": f"Bearer {alice}",
                                                                "Content-Type": "application/json"})
            assert 400 <= r.status_code < 500, (body, r.status_code, r.text)


@pytest.fixture
def db_path(any_db):
    return any_db
