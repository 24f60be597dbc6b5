"""Team sharing on both backends (``docs/teams.md``): a memory is private to its writer or shared with a
team; a key sees its user's private memories of its team and the team's shared ones, by every route (get,
history, list, search, context, register, timeline, log, analytics, conflicts, MCP tools); any member
edits a team memory, its author or a team admin deletes it; a Slack ingest with --team is shared, its
direct messages and mail stay private; two teammates writing the same decision make one memory."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import httpx as httpx2
import pytest
from fastapi.testclient import TestClient
from live_server import serve_app
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from mnemo.interfaces.http import create_app

API = "/api/v1"
HOSTING = ("Decision: the marketing site is hosted on Vercel from March; the team compared Netlify and Vercel "
           "and picked Vercel for preview deployments and the edge cache.")
PRIVATE = ("Note to self: my salary review with the CFO is on Friday; I will ask for the 8% raise we "
           "discussed and bring the benchmark numbers from the Radford survey.")
SALES = ("Decision: the sales team renews the Salesforce contract for two years at a 12% discount; the "
         "CRM migration to HubSpot is off the table until 2027.")


@pytest.fixture
def db_path(any_db):
    return any_db


def _auth(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


@pytest.fixture
def team(svc):
    """alice and bob in eng (bob's key an admin's), alice also in sales, carol in eng too, and mallory with
    no team; alice shares HOSTING with eng and keeps PRIVATE to herself in eng; she shares SALES with sales."""
    keys = {
        "alice@eng": svc.create_api_key("alice", team_id="eng")[0],
        "alice@sales": svc.create_api_key("alice", team_id="sales")[0],
        "alice": svc.create_api_key("alice")[0],
        "bob@eng": svc.create_api_key("bob", team_id="eng", admin=True)[0],
        "carol@eng": svc.create_api_key("carol", team_id="eng")[0],
        "mallory": svc.create_api_key("mallory")[0],
        "mallory@sales": svc.create_api_key("mallory", team_id="sales")[0],
    }
    with TestClient(create_app(svc, mount_mcp=False), raise_server_exceptions=False) as client:
        def write(who: str, content: str, visibility: str) -> dict:
            r = client.post(f"{API}/memories", json={"content": content, "visibility": visibility},
                            headers=_auth(keys[who]))
            assert r.status_code == 201, r.text
            return r.json()

        shared = write("alice@eng", HOSTING, "team")
        private = write("alice@eng", PRIVATE, "private")
        sales = write("alice@sales", SALES, "team")
        yield client, svc, keys, {"shared": shared["id"], "private": private["id"], "sales": sales["id"]}


def _ids_by_route(client: TestClient, secret: str, memory_ids: dict[str, str]) -> dict[str, set[str]]:
    """What one key can reach, route by route."""
    h = _auth(secret)
    seen: dict[str, set[str]] = {}
    seen["list"] = {m["id"] for m in client.get(f"{API}/memories", params={"status": "all"}, headers=h).json()["memories"]}
    found: set[str] = set()
    for q in ("marketing site hosting Vercel", "salary review CFO raise", "Salesforce contract renewal CRM"):
        found |= {hit["id"] for hit in client.post(f"{API}/search", json={"query": q}, headers=h).json()["results"]}
    seen["search"] = found
    text = " ".join(client.post(f"{API}/context", json={"query": q, "max_tokens": 3000}, headers=h).json()["markdown"]
                    for q in ("hosting Vercel", "salary review", "Salesforce"))
    seen["context"] = {name_id for name_id, content in ((memory_ids["shared"], "Vercel"),
                                                        (memory_ids["private"], "salary"),
                                                        (memory_ids["sales"], "Salesforce")) if content in text}
    seen["get"] = {i for i in memory_ids.values() if client.get(f"{API}/memories/{i}", headers=h).status_code == 200}
    seen["history"] = {i for i in memory_ids.values()
                       if client.get(f"{API}/memories/{i}/history", headers=h).status_code == 200}
    log = client.get(f"{API}/decisions", headers=h).json()["entries"]
    seen["log"] = {e["targetMemoryId"] or e["inputMemoryId"] for e in log} & set(memory_ids.values())
    reg = client.get(f"{API}/register", params={"status": "all"}, headers=h).json()["decisions"]
    seen["register"] = {d["id"] for d in reg} & set(memory_ids.values())
    return seen


@pytest.mark.parametrize("who, expected", [
    ("alice@eng", {"shared", "private"}),
    ("bob@eng", {"shared"}),
    ("carol@eng", {"shared"}),
    ("alice@sales", {"sales"}),
    ("mallory@sales", {"sales"}),
    ("alice", {"private"}),      # her own key without a team: her private memories, no team's shared ones
    ("mallory", set()),
])
def test_every_read_route_shows_a_key_exactly_what_it_may_read(team, who, expected):
    client, _, keys, ids = team
    want = {ids[name] for name in expected}
    seen = _ids_by_route(client, keys[who], ids)
    for route in ("list", "search", "get", "history", "context"):
        assert seen[route] == want, (who, route, seen[route], want)
    assert seen["log"] <= want and seen["register"] <= want, (who, seen)
    if want:
        assert seen["log"], (who, "the log shows nothing of what the key may read")


def test_a_team_memory_is_marked_shared_with_its_author(team):
    client, _, keys, ids = team
    m = client.get(f"{API}/memories/{ids['shared']}", headers=_auth(keys["carol@eng"])).json()
    assert m["visibility"] == "team" and m["team_id"] == "eng" and m["author_id"] == "alice"
    p = client.get(f"{API}/memories/{ids['private']}", headers=_auth(keys["alice@eng"])).json()
    assert p["visibility"] == "private" and p["user_id"] == "alice"


def test_any_member_edits_a_team_memory_and_the_log_says_who(team):
    client, svc, keys, ids = team
    r = client.patch(f"{API}/memories/{ids['shared']}", headers=_auth(keys["carol@eng"]),
                     json={"content": HOSTING.replace("March", "April")})
    assert r.status_code == 200, r.text
    assert r.json()["id"] == ids["shared"] and r.json()["version"] == 2
    seen_by_bob = client.get(f"{API}/memories/{ids['shared']}", headers=_auth(keys["bob@eng"])).json()
    assert "April" in seen_by_bob["content"]
    entries = client.get(f"{API}/decisions", headers=_auth(keys["alice@eng"])).json()["entries"]
    edit = next(e for e in entries if e["decision"] == "update" and e["targetMemoryId"] == ids["shared"])
    assert edit["actorId"] == "carol" and edit["teamId"] == "eng"
    # a member of another team cannot edit it, and is told it does not exist
    r = client.patch(f"{API}/memories/{ids['shared']}", headers=_auth(keys["alice@sales"]), json={"importance": 0.9})
    assert r.status_code == 404
    r = client.patch(f"{API}/memories/{ids['private']}", headers=_auth(keys["bob@eng"]), json={"importance": 0.9})
    assert r.status_code == 404


def test_only_the_author_or_a_team_admin_deletes_a_team_memory(team):
    client, _, keys, ids = team
    r = client.delete(f"{API}/memories/{ids['shared']}", headers=_auth(keys["carol@eng"]))
    assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden" and "admin" in r.json()["error"]["message"]
    r = client.post(f"{API}/memories/{ids['shared']}/forget", headers=_auth(keys["carol@eng"]))
    assert r.status_code == 403
    assert client.delete(f"{API}/memories/{ids['private']}", headers=_auth(keys["bob@eng"])).status_code == 404
    r = client.delete(f"{API}/memories/{ids['shared']}", headers=_auth(keys["bob@eng"]))  # the admin
    assert r.status_code == 200, r.text
    gone = client.get(f"{API}/memories/{ids['shared']}", headers=_auth(keys["carol@eng"]))
    assert gone.status_code == 404 and "was deleted" in gone.json()["error"]["message"]
    entries = client.get(f"{API}/decisions", params={"decision": "delete"}, headers=_auth(keys["carol@eng"])).json()
    assert [e["actorId"] for e in entries["entries"]] == ["bob"]
    # the author deletes her own
    sales = client.delete(f"{API}/memories/{ids['sales']}", headers=_auth(keys["alice@sales"]))
    assert sales.status_code == 200


def test_a_members_delete_all_clears_their_own_memories_not_the_teams(team):
    """The team walk: DELETE /memories?confirm=true with a member's key deleted the team decisions that member had
    written, and the team's answers fell back to what those had replaced. A member's delete-all clears only their
    own memories; a team admin's clears the team's too; the answer names what went."""
    client, svc, keys, ids = team
    r = client.delete(f"{API}/memories", params={"confirm": "true"}, headers=_auth(keys["alice@eng"]))
    assert r.status_code == 200, r.text
    assert r.json()["memory_ids"] == [ids["private"]] and r.json()["deleted"] == 1
    assert client.get(f"{API}/memories/{ids['shared']}", headers=_auth(keys["carol@eng"])).status_code == 200
    r = client.delete(f"{API}/memories", params={"confirm": "true"}, headers=_auth(keys["bob@eng"]))  # an admin
    assert r.status_code == 200 and ids["shared"] in r.json()["memory_ids"]
    assert client.get(f"{API}/memories/{ids['shared']}", headers=_auth(keys["carol@eng"])).status_code == 404
    assert client.get(f"{API}/memories/{ids['sales']}", headers=_auth(keys["alice@sales"])).status_code == 200
    # the local operator (no key) clears a team's shared memories when it names the team
    assert svc.delete_all(confirm=True, user_id="alice")["memory_ids"] == []
    assert svc.delete_all(confirm=True, user_id="alice", team_id="sales")["memory_ids"] == [ids["sales"]]


def test_a_team_write_needs_a_team_key(team):
    client, _, keys, _ = team
    r = client.post(f"{API}/memories", json={"content": HOSTING, "visibility": "team"}, headers=_auth(keys["alice"]))
    assert r.status_code == 400 and "team" in r.json()["error"]["message"]
    r = client.post(f"{API}/memories", json={"content": HOSTING, "visibility": "everyone"},
                    headers=_auth(keys["alice@eng"]))
    assert r.status_code == 400


def test_teammates_writing_the_same_decision_make_one_memory(team):
    client, _, keys, ids = team
    r = client.post(f"{API}/memories", json={"content": HOSTING, "visibility": "team"}, headers=_auth(keys["carol@eng"]))
    assert r.status_code in (200, 201), r.text
    body = r.json()
    assert body["action"] in ("skipped", "merged") and ids["shared"] in (body.get("merged_into"),
                                                                        body.get("target_memory_id"), body.get("id"))
    listed = client.get(f"{API}/memories", headers=_auth(keys["bob@eng"])).json()
    assert [m["id"] for m in listed["memories"]] == [ids["shared"]]
    # a private copy does not merge into the team's memory, nor leak into it
    r = client.post(f"{API}/memories", json={"content": HOSTING}, headers=_auth(keys["carol@eng"]))
    assert r.json()["action"] == "created" and r.json()["id"] != ids["shared"]
    assert client.get(f"{API}/memories", headers=_auth(keys["bob@eng"])).json()["total"] == 1


def test_mcp_over_http_tools_follow_the_same_rules(team):
    _, svc, keys, ids = team

    async def tools(secret: str) -> tuple[set[str], dict, str]:
        http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {secret}"}, timeout=60)
        async with http, Client(streamable_http_client(f"{base}/mcp", http_client=http)) as client:
            found = json.loads((await client.call_tool("search_memories", {"query": "marketing site hosting Vercel salary"}
                                                       )).content[0].text)
            context = json.loads((await client.call_tool("get_context", {"query": "salary review Vercel"}
                                                         )).content[0].text)
            deleted = await client.call_tool("delete_memory", {"memory_id": ids["shared"]})
        return {r["id"] for r in found["results"]}, context, deleted.content[0].text

    with serve_app(create_app(svc)) as base:
        found, context, deleted = anyio.run(tools, keys["carol@eng"])
        assert found == {ids["shared"]} and "Radford" not in context["markdown"]
        assert "forbidden" in deleted
        found, context, _ = anyio.run(tools, keys["alice@sales"])
        assert ids["shared"] not in found and ids["private"] not in found
        assert "preview deployments" not in context["markdown"] and "Radford" not in context["markdown"]


def test_a_slack_ingest_with_a_team_is_shared_and_its_direct_messages_stay_private(svc, tmp_path: Path):
    export = tmp_path / "slack"
    (export / "general").mkdir(parents=True)
    (export / "D123-alice-dan").mkdir(parents=True)
    (export / "channels.json").write_text(json.dumps([{"id": "C1", "name": "general"}]))
    (export / "dms.json").write_text(json.dumps([{"id": "D123-alice-dan", "members": ["U1", "U2"]}]))
    (export / "users.json").write_text(json.dumps([{"id": "U1", "name": "alice", "real_name": "Alice Kim"},
                                                   {"id": "U2", "name": "dan", "real_name": "Dan Park"}]))
    (export / "general" / "2025-03-03.json").write_text(json.dumps([
        {"type": "message", "user": "U1", "ts": "1741000000.000100",
         "text": "Decision: we move the marketing site to Netlify next sprint; Vercel's pricing went up 40%."}]))
    (export / "D123-alice-dan" / "2025-03-03.json").write_text(json.dumps([
        {"type": "message", "user": "U2", "ts": "1741000100.000100",
         "text": "Decision: I am taking the Berlin offer and will resign from the company at the end of April."}]))
    report = svc.ingest("slack", str(export), user_id="alice", team_id="eng")
    assert report.errors == [] and report.memories_created >= 2, report.as_dict()
    carol = svc.create_api_key("carol", team_id="eng")[0]
    alice = svc.create_api_key("alice", team_id="eng")[0]
    with TestClient(create_app(svc, mount_mcp=False), raise_server_exceptions=False) as client:
        def texts(secret: str) -> list[str]:
            return [m["content"] for m in client.get(f"{API}/memories", headers=_auth(secret)).json()["memories"]]

        assert any("Netlify" in t for t in texts(carol)) and not any("Berlin" in t for t in texts(carol))
        assert not any("Berlin" in t for t in texts(alice))  # a DM belongs to no team: alice's own, without team
    mine = svc.list_memories(user_id="alice")[0]
    assert any("Berlin" in m.content and m.visibility == "private" and m.team_id is None for m in mine)
    shared = [m for m in svc.list_memories(user_id="alice", team_id="eng")[0] if "Netlify" in m.content]
    assert shared and shared[0].visibility == "team" and shared[0].author_id == "alice"
    # a rerun by a teammate adds nothing: the team's cursor and ledger know the shared items
    again = svc.ingest("slack", str(export), user_id="carol", team_id="eng")
    assert again.memories_created == 0, again.as_dict()
    assert [m.content for m in svc.list_memories(user_id="carol")[0] if m.visibility == "private"] == []


def test_a_users_private_memory_in_one_team_is_never_merged_into_from_another(team):
    """alice writes the same private note with her sales key: it is a memory of its own in sales (her eng
    copy is not readable there), and a restatement with a new value in sales changes nothing in eng."""
    client, svc, keys, ids = team
    r = client.post(f"{API}/memories", json={"content": PRIVATE, "visibility": "private"},
                    headers=_auth(keys["alice@sales"]))
    assert r.status_code == 201 and r.json()["action"] == "created", r.text
    in_sales = r.json()["id"]
    assert in_sales != ids["private"]
    assert client.get(f"{API}/memories/{in_sales}", headers=_auth(keys["alice@sales"])).status_code == 200
    eng_before = client.get(f"{API}/memories/{ids['private']}", headers=_auth(keys["alice@eng"])).json()
    changed = PRIVATE.replace("8% raise", "10% raise")
    client.post(f"{API}/memories", json={"content": changed, "visibility": "private"},
                headers=_auth(keys["alice@sales"]))
    eng_after = client.get(f"{API}/memories/{ids['private']}", headers=_auth(keys["alice@eng"])).json()
    assert eng_after["content"] == eng_before["content"] and eng_after["version"] == eng_before["version"]


def test_a_filtered_search_is_scored_only_against_what_the_key_may_read(team):
    """A filtered search scores against the best match of everything the reader may see (a filter only
    removes results); for a team's key that is its team, not the user's memories of another team (an
    independent review: a sales memory could change an eng key's scores, a side channel)."""
    client, svc, keys, ids = team
    note = ("Retry wrapper removed from the billing client: the SDK retries itself since v4.2, so calls were "
            "retried nine times before.")
    made = client.post(f"{API}/memories", json={"content": note, "agent_id": "coder"}, headers=_auth(keys["alice@eng"]))
    assert made.status_code == 201, made.text

    def scores() -> list[tuple[str, float]]:
        r = client.post(f"{API}/search", json={"query": "billing client retries", "agent_id": "coder"},
                        headers=_auth(keys["alice@eng"]))
        assert r.status_code == 200, r.text
        return [(h["id"], h["score"]) for h in r.json()["results"]]

    before = scores()
    other = client.post(f"{API}/memories", json={"content": "Billing client retries: the billing client retries "
                                                            "failed calls three times before it gives up on them.",
                                                 "visibility": "private"},
                        headers=_auth(keys["alice@sales"]))
    assert other.status_code == 201, other.text
    assert scores() == before and before and before[0][0] == made.json()["id"]
