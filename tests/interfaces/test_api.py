"""The REST API over a real SQLite store and the real embedder: auth, user isolation, the error shape, the
write gate behind POST /memories, pagination, search and context, the decision log; garbage at every route
never gets a 500; and concurrent requests against a real uvicorn server on a loopback port."""

from __future__ import annotations

import json
import threading
from datetime import datetime, timedelta, timezone

import httpx
import pytest
from fastapi.testclient import TestClient
from live_server import serve_app

from mnemo.interfaces.http import create_app

API = "/api/v1"

# Realistic memories an agent or a team would keep (all over the gate's 80 characters).
ALICE_NOTES = [
    "Decision: the billing service moves to PostgreSQL 16 in March because the MySQL 5.7 license ends; "
    "owner 김민지, rollback plan reviewed on Friday.",
    "Q1 마케팅 캠페인 예산은 5000만원으로 확정했습니다. 이유: 작년 대비 신규 고객 획득 비용이 20% 올랐고, "
    "최종 승인은 박 이사님이 1월 10일에 했습니다.",
    "Fixed the CLI login loop: the token refresh compared local time with server time, so tokens looked "
    "expired; it now uses the server clock. Verified on staging.",
    "Vendor contract with Acme Cloud renewed for two years at a 12% discount; the legal review found no "
    "data-residency issue, signed by the CFO on 2025-02-03.",
    "서울 사무실 이전은 4월 둘째 주로 결정. 이사 업체는 한빛물류, 비용 1200만원, 서버실은 주말에 먼저 옮기고 "
    "월요일 오전에 네트워크 점검을 합니다.",
    "The on-call rotation changes to weekly shifts starting next month; alerts from the payments cluster "
    "page the primary first and escalate after 15 minutes.",
    "Design review outcome: the mobile app keeps offline mode for drafts only; syncing photos offline was "
    "dropped because of storage limits on older Android phones.",
]


def _auth(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


@pytest.fixture
def api(svc):
    alice, alice_key = svc.create_api_key("alice", name="alice laptop")
    bob, _ = svc.create_api_key("bob")
    with TestClient(create_app(svc), raise_server_exceptions=False) as client:
        yield client, svc, _auth(alice), _auth(bob), alice_key


def _seed(svc, user: str = "alice", notes=ALICE_NOTES, **fields) -> list[str]:
    base = datetime.now(timezone.utc) - timedelta(days=len(notes))
    return [svc.add(text, user_id=user, occurred_at=base + timedelta(days=i), **fields).memory_id
            for i, text in enumerate(notes)]


def _is_error(r, status: int, code: str | None = None) -> dict:
    assert r.status_code == status, (r.status_code, r.text)
    err = r.json()["error"]
    assert isinstance(err["message"], str) and len(err["message"]) > 10 and "Traceback" not in err["message"]
    if code:
        assert err["code"] == code, err
    return err


# -- meta ---------------------------------------------------------------------------------------------------
def test_health_needs_no_key_and_openapi_lists_every_route(api):
    client, *_ = api
    assert client.get("/healthz").json()["status"] == "ok"
    spec = client.get("/openapi.json").json()
    paths = spec["paths"]
    assert {f"{API}/memories", f"{API}/memories/smart-write", f"{API}/memories/{{memory_id}}",
            f"{API}/memories/{{memory_id}}/history", f"{API}/search", f"{API}/context", f"{API}/decisions",
            f"{API}/decisions/analytics", "/healthz"} <= set(paths)
    assert set(paths[f"{API}/memories/{{memory_id}}"]) == {"get", "patch", "delete"}
    assert set(paths[f"{API}/memories"]) == {"get", "post", "delete"}  # delete: delete_all with confirm=true
    # the body schema forbids unknown fields and says what content must be
    create = spec["components"]["schemas"]["CreateMemory"]
    assert create["additionalProperties"] is False and "80" in create["properties"]["content"]["description"]


# -- auth ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("headers", [
    {}, {"Authorization": ""}, {"Authorization": "Bearer"}, {"Authorization": "Basic YWxpY2U6c2VjcmV0"},
    {"Authorization": "Bearer nope"}, {"Authorization": "Bearer mnemo_" + "A" * 43},
    {"Authorization": "Bearer mnemo_" + "A" * 5000}, {"Authorization": "Token mnemo_" + "A" * 43},
])
def test_missing_or_bad_keys_are_401(api, headers):
    client, *_ = api
    for method, path in [("GET", f"{API}/memories"), ("POST", f"{API}/search"), ("GET", f"{API}/memories/x"),
                         ("POST", f"{API}/memories"), ("GET", f"{API}/decisions"), ("POST", "/mcp")]:
        r = client.request(method, path, headers=headers, json={"query": "x", "content": "y"})
        _is_error(r, 401, "unauthorized")
        assert r.headers["www-authenticate"] == "Bearer"


def test_a_key_under_mem0s_token_scheme_works_and_another_scheme_is_named(api):
    """mem0's clients send 'Authorization: Token <key>'; a Basic header is not 'no key': the answer says which
    scheme came and what to send."""
    client, *_ = api
    alice = api[2]["Authorization"].split(" ", 1)[1]
    assert client.get(f"{API}/memories", headers={"Authorization": f"Token {alice}"}).status_code == 200
    err = _is_error(client.get(f"{API}/memories", headers={"Authorization": "Basic YWxpY2U6c2VjcmV0"}), 401)
    assert "'Basic'" in err["message"] and "Bearer <key>" in err["message"]


def test_an_error_names_its_fix_as_a_rest_route_not_a_cli_command(api):
    client, svc, alice, *_ = api
    mid = svc.add("Decision: the billing service moves to PostgreSQL 16 in March; the MySQL license ends.",
                  user_id="alice").memory_id
    err = _is_error(client.get(f"{API}/memories/mem_nope", headers=alice), 404)
    assert "POST /api/v1/search" in err["message"] and "mnemo search" not in err["message"]
    err = _is_error(client.get(f"{API}/memories/{mid}@v7", headers=alice), 404)
    assert f"GET /api/v1/memories/{mid}/history" in err["message"] and "mnemo history" not in err["message"]


def test_revoked_key_is_401_at_once_and_last_use_is_recorded(api):
    client, svc, alice, _, alice_key = api
    assert svc.list_api_keys("alice")[0].last_used_at is None
    assert client.get(f"{API}/memories", headers=alice).status_code == 200
    listed = svc.list_api_keys("alice")
    assert [k.id for k in listed] == [alice_key.id] and listed[0].last_used_at is not None
    svc.revoke_api_key(alice_key.id)
    _is_error(client.get(f"{API}/memories", headers=alice), 401, "unauthorized")
    assert svc.list_api_keys("alice")[0].revoked_at is not None


def test_key_secret_is_only_stored_hashed(api, db_path):
    _, _, alice, *_ = api
    secret = alice["Authorization"].split()[1]
    if "://" in db_path:  # PostgreSQL: every row of every table, as text
        import psycopg

        with psycopg.connect(db_path) as c:
            tables = [r[0] for r in c.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
            dump = "\n".join(str(row) for t in tables for row in c.execute(f'SELECT * FROM "{t}"'))
    else:
        import sqlite3

        dump = "\n".join(sqlite3.connect(db_path).iterdump())
    assert secret not in dump and secret[:12] in dump  # the display prefix only


# -- isolation ----------------------------------------------------------------------------------------------
def test_another_users_memory_is_404_for_every_verb(api):
    client, svc, alice, bob, _ = api
    [mid] = _seed(svc, notes=ALICE_NOTES[:1])
    assert client.get(f"{API}/memories/{mid}", headers=alice).json()["content"] == ALICE_NOTES[0]
    for method, path, body in [("GET", f"{API}/memories/{mid}", None), ("GET", f"{API}/memories/{mid}/history", None),
                               ("DELETE", f"{API}/memories/{mid}", None),
                               ("PATCH", f"{API}/memories/{mid}", {"content": ALICE_NOTES[0] + " Changed by bob."})]:
        err = _is_error(client.request(method, path, headers=bob, json=body), 404, "not_found")
        unknown = _is_error(client.request(method, path.replace(mid, "mem_doesnotexist"), headers=bob, json=body),
                            404, "not_found")
        assert err["message"].replace(mid, "ID") == unknown["message"].replace("mem_doesnotexist", "ID")
    # nothing of bob's attempts reached alice's memory, and bob's lists and searches do not show it
    assert svc.get(mid).status.value == "active" and svc.get(mid).content == ALICE_NOTES[0]
    assert client.get(f"{API}/memories", headers=bob).json()["total"] == 0
    assert client.post(f"{API}/search", headers=bob, json={"query": "PostgreSQL billing"}).json()["results"] == []
    assert client.post(f"{API}/context", headers=bob, json={"query": "PostgreSQL billing"}).json()["memories"] == []
    assert client.get(f"{API}/decisions", headers=bob).json()["entries"] == []
    bobs_stats = client.get(f"{API}/decisions/analytics", headers=bob).json()
    assert bobs_stats["totalEntries"] == 0 and "embeddingModels" not in bobs_stats  # no store-wide counts


def test_user_and_team_come_from_the_key_not_the_body(api):
    client, svc, alice, *_ = api
    r = client.post(f"{API}/memories", headers=alice, json={"content": ALICE_NOTES[2], "user_id": "bob"})
    _is_error(r, 400, "invalid_input")
    secret, _ = svc.create_api_key("carol", team_id="platform")
    r = client.post(f"{API}/memories", headers=_auth(secret), json={"content": ALICE_NOTES[5]})
    assert r.status_code == 201, r.text
    stored = svc.get(r.json()["memory_id"])
    assert (stored.user_id, stored.team_id) == ("carol", "platform")


# -- writes through the gate ----------------------------------------------------------------------------
def test_create_merges_duplicates_and_rejects_thin_content(api):
    client, svc, alice, *_ = api
    r = client.post(f"{API}/memories", headers=alice, json={"content": ALICE_NOTES[0], "tags": ["db", "billing"],
                                                            "title": "Billing database"})
    assert r.status_code == 201, r.text
    first = r.json()
    assert first["action"] == "created" and first["memory_id"]
    assert "database" in first["tags"] and "db" not in first["tags"]  # normalized by the gate
    again = client.post(f"{API}/memories", headers=alice, json={"content": ALICE_NOTES[0]})
    assert again.status_code == 200, again.text
    assert again.json()["action"] in ("merged", "skipped")
    assert svc.list_memories(user_id="alice")[1] == 1
    thin = client.post(f"{API}/memories", headers=alice, json={"content": "fixed auth"})
    err = _is_error(thin, 422)
    assert "80" in err["message"] or "character" in err["message"]
    assert svc.list_memories(user_id="alice")[1] == 1


def test_smart_write_continues_a_session_and_patch_makes_versions(api):
    client, svc, alice, *_ = api
    body = {"title": "CLI auth fix", "content": ALICE_NOTES[2], "tags": ["auth-fix", "cli"],
            "session_hint": "2026-02-21-cli-auth", "intent": "new"}
    first = client.post(f"{API}/memories/smart-write", headers=alice, json=body)
    assert first.status_code == 201, first.text
    more = dict(body, intent="continue", content="Follow-up on the CLI login loop fix: added a regression test "
                "for clock skew of ten minutes and released it in CLI version 2.4.1 today.")
    second = client.post(f"{API}/memories/smart-write", headers=alice, json=more)
    assert second.status_code == 200, second.text
    assert second.json()["action"] in ("merged", "updated")
    assert svc.list_memories(user_id="alice")[1] == 1

    mid = second.json()["memory_id"]
    patched = client.patch(f"{API}/memories/{mid}", headers=alice,
                           json={"content": ALICE_NOTES[2] + " Released in 2.4.1 on Monday."})
    assert patched.status_code == 200, patched.text
    history = client.get(f"{API}/memories/{patched.json()['id']}/history", headers=alice).json()["versions"]
    assert len(history) >= 2 and history[-1]["content"].endswith("Monday.")
    _is_error(client.patch(f"{API}/memories/{mid}", headers=alice, json={}), 400, "invalid_input")


def test_delete_is_soft_and_scoped(api):
    client, svc, alice, *_ = api
    [mid] = _seed(svc, notes=ALICE_NOTES[3:4])
    r = client.delete(f"{API}/memories/{mid}", headers=alice, params={"reason": "contract cancelled"})
    assert r.status_code == 200 and r.json()["decision"] == "delete" and r.json()["status"] == "success"
    assert svc.get(mid).status.value == "deleted"
    assert client.get(f"{API}/memories", headers=alice).json()["total"] == 0
    # a key never reads a deleted memory again; the store's operator can still audit it
    asked = client.get(f"{API}/memories", headers=alice, params={"status": "deleted"})
    assert asked.status_code == 400 and "status" in asked.json()["error"]["message"]  # said, not an empty page
    every = client.get(f"{API}/memories", headers=alice, params={"status": "all"}).json()["memories"]
    assert mid not in [m["id"] for m in every]
    gone = client.get(f"{API}/memories/{mid}", headers=alice)
    assert gone.status_code == 404 and "was deleted" in gone.json()["error"]["message"]
    assert client.get(f"{API}/memories/{mid}/history", headers=alice).status_code == 404
    assert svc.list_memories(user_id="alice", status="deleted")[1] == 1


# -- reads --------------------------------------------------------------------------------------------------
def test_a_memory_reads_the_same_in_a_search_hit_as_in_get(api):
    """A walk: a hit said "source": "user_input" where get said null, and wrote times "+00:00" where get wrote
    "Z"; an agent comparing the two saw two different memories."""
    client, _, alice, *_ = api
    mid = client.post(f"{API}/memories", headers=alice, json={"content": ALICE_NOTES[0]}).json()["memory_id"]
    got = client.get(f"{API}/memories/{mid}", headers=alice).json()
    hit = next(h for h in client.post(f"{API}/search", headers=alice, json={"query": ALICE_NOTES[0]}).json()["results"]
               if h["id"] == mid)
    for name in ("created_at", "updated_at", "source", "source_type", "version", "status"):
        assert hit[name] == got[name], name
    assert hit["updated_at"].endswith("Z") and hit["source"] is None and hit["source_type"] == "user_input"


def test_list_pagination_filters_and_history(api):
    client, svc, alice, *_ = api
    ids = _seed(svc)
    _seed(svc, user="bob", notes=ALICE_NOTES[:2])
    pages, offset = [], 0
    while offset is not None:
        page = client.get(f"{API}/memories", headers=alice, params={"limit": 3, "offset": offset}).json()
        assert page["total"] == len(ids) and len(page["memories"]) <= 3
        pages.append([m["id"] for m in page["memories"]])
        offset = page["next_offset"]
    assert [len(p) for p in pages] == [3, 3, 1]
    flat = [i for p in pages for i in p]
    assert flat == list(reversed(ids))  # newest first, no overlap, nothing missing
    assert client.get(f"{API}/memories", headers=alice, params={"offset": 100}).json()["memories"] == []
    recent = client.get(f"{API}/memories", headers=alice, params={"since": "3d"}).json()
    assert 1 <= recent["total"] < len(ids)
    assert client.get(f"{API}/memories", headers=alice, params={"source": "user_input"}).json()["total"] == len(ids)
    # a new version through the engine: history shows both, the listing only the current one
    v2 = svc.add(ALICE_NOTES[1].replace("5000만원", "6000만원"), user_id="alice")
    assert v2.decision.value == "update"
    versions = client.get(f"{API}/memories/{ids[1]}/history", headers=alice).json()["versions"]
    assert [v["version"] for v in versions] == [1, 2] and "6000만원" in versions[1]["content"]
    assert client.get(f"{API}/memories", headers=alice).json()["total"] == len(ids)
    assert client.get(f"{API}/memories", headers=alice, params={"status": "all"}).json()["total"] == len(ids) + 1


def test_search_and_context_in_korean_and_english(api):
    client, svc, alice, *_ = api
    ids = _seed(svc)
    found = client.post(f"{API}/search", headers=alice, json={"query": "마케팅 캠페인 예산", "k": 3}).json()
    assert found["results"][0]["id"] == ids[1]
    found = client.post(f"{API}/search", headers=alice, json={"query": "PostgreSQL migration for billing"}).json()
    assert found["results"][0]["id"] == ids[0] and {"score", "content", "subgraph"} <= set(found["results"][0]) | set(found)
    ctx = client.post(f"{API}/context", headers=alice, json={"query": "사무실 이전 일정", "max_tokens": 120}).json()
    assert 0 < ctx["tokens"] <= 120 and "한빛물류" in ctx["markdown"]
    big = client.post(f"{API}/context", headers=alice, json={"query": "사무실 이전 일정"}).json()
    assert big["max_tokens"] == 4000
    _is_error(client.post(f"{API}/search", headers=alice, json={"query": "x", "since": "2025-03-01",
                                                               "until": "2025-01-01"}), 400, "invalid_input")


def test_ask_answers_from_the_keys_memories_only(api):
    client, svc, alice, bob, _ = api
    ids = _seed(svc)
    answer = client.post(f"{API}/ask", headers=alice, json={"question": "사무실 이전 일정은?"}).json()
    assert answer["mode"] == "extractive" and "한빛물류" in answer["text"] and answer["sources"][0]["n"] == 1
    assert answer["sources"][0]["id"] in ids
    other = client.post(f"{API}/ask", headers=bob, json={"question": "사무실 이전 일정은?"}).json()
    assert all(s["id"] not in ids for s in other["sources"]) and "한빛물류" not in other["text"]
    _is_error(client.post(f"{API}/ask", headers=alice, json={"question": ""}), 400, "invalid_input")


def test_decision_log_and_analytics(api):
    client, svc, alice, *_ = api
    ids = _seed(svc, notes=ALICE_NOTES[:3])
    svc.add(ALICE_NOTES[0], user_id="alice")  # an exact repeat: SKIP
    entries = client.get(f"{API}/decisions", headers=alice).json()["entries"]
    assert len(entries) == 4 and {e["userId"] for e in entries} == {"alice"}
    skips = client.get(f"{API}/decisions", headers=alice, params={"decision": "skip"}).json()["entries"]
    assert [e["targetMemoryId"] for e in skips] == [ids[0]]
    stats = client.get(f"{API}/decisions/analytics", headers=alice).json()
    assert stats["byDecision"]["create"] == 3 and stats["byDecision"]["skip"] == 1 and stats["memories"]["active"] == 3
    assert client.get(f"{API}/decisions", headers=alice, params={"limit": 1}).json()["entries"][0]["decision"] == "skip"


def test_error_shape_for_bad_requests(api):
    client, _, alice, *_ = api
    cases = [
        (client.post(f"{API}/search", headers={**alice, "Content-Type": "application/json"}, content=b"{bad"),
         400, "invalid_json"),
        (client.post(f"{API}/search", headers=alice, json=["query"]), 400, "invalid_input"),
        (client.post(f"{API}/search", headers=alice, json={"query": "x", "surprise": 1}), 400, "invalid_input"),
        (client.post(f"{API}/search", headers=alice, json={"query": "x", "k": "ten"}), 400, "invalid_input"),
        (client.post(f"{API}/search", headers=alice, json={}), 400, "invalid_input"),
        (client.get(f"{API}/memories", headers=alice, params={"limit": 0}), 400, "invalid_input"),
        (client.get(f"{API}/memories", headers=alice, params={"since": "next blue moon"}), 400, "invalid_input"),
        (client.get(f"{API}/memories/{'x' * 500}", headers=alice), 400, "invalid_input"),
        (client.put(f"{API}/search", headers=alice, json={"query": "x"}), 405, "method_not_allowed"),
        (client.get(f"{API}/nothing-here", headers=alice), 404, "not_found"),
        (client.post(f"{API}/search", headers=alice, content=b"{" + b" " * 1_100_000 + b"}"), 413,
         "payload_too_large"),
    ]
    for r, status, code in cases:
        err = _is_error(r, status, code)
        assert "Traceback" not in err["message"]
    missing = _is_error(client.post(f"{API}/search", headers=alice, json={}), 400)
    assert "query" in missing["message"]
    unknown = _is_error(client.post(f"{API}/search", headers=alice, json={"query": "x", "surprise": 1}), 400)
    assert "surprise" in unknown["message"]
    # JSON without a Content-Type is still read as JSON (curl -d sends form encoding, this covers raw clients)
    assert client.post(f"{API}/search", headers=alice, content=b'{"query": "x"}').status_code == 200


# -- garbage: nothing gets a 500 -----------------------------------------------------------------------------
GARBAGE_BODIES: list[bytes] = [
    b"", b"{bad", b"null", b"[]", b'"text"', b"123", b"true", b"{}", b"\xff\xfe\x00{", b"[" * 50_000,
    b'{"zzz": 1}', b'{"query": "x", "k": NaN}', b'{"content": "x", "metadata": {"a": Infinity}}',
    json.dumps({"content": 123, "title": [], "type": {}, "tags": "auth", "importance": "high", "metadata": "x",
                "source": 5, "query": {"q": 1}, "k": "ten", "max_tokens": -5, "recipe": 7, "since": 12,
                "until": [], "status": "weird", "hops": 99, "intent": "maybe", "session_hint": 3}).encode(),
    json.dumps({"content": "x" * 150_000, "query": "q" * 20_000}).encode(),
    json.dumps({"content": "\u0000\ud7ff\ufffd" * 40, "query": "\u0000", "title": "💥" * 400,
                "tags": ["x" * 300] * 70}).encode(),
    json.dumps({"content": ALICE_NOTES[0], "tags": [None, 1, {}], "importance": 2}).encode(),
    json.dumps({"query": "budget", "since": "99999999999d", "until": "0000-00-00", "k": 10**30}).encode(),
    json.dumps({"title": "t", "content": "c", "intent": "continue", "session_hint": ""}).encode(),
    b'{"content": "' + b"\\ud800" * 50 + b'"}',
    b"\x00" * 64,
    # well-formed for one route each but strange inside: they reach the service
    json.dumps({"content": "\u0000\t" + "🙂" * 100, "tags": [""] * 10, "metadata": {"a": {"b": [1, None]}}}).encode(),
    json.dumps({"title": "\u0000", "content": "x" * 90, "intent": "continue", "session_hint": " "}).encode(),
    json.dumps({"content": "\u0000" * 100}).encode(),
    json.dumps({"tags": [], "metadata": {}}).encode(),
    json.dumps({"query": "\u0000", "recipe": "nope"}).encode(),
    json.dumps({"query": "' OR 1=1 --", "hops": 3, "k": 100, "status": "superseded", "since": "2025-01-01"}).encode(),
    json.dumps({"query": '"unbalanced AND OR NEAR( * ^ -'}).encode(),
    json.dumps({"query": "NEAR(", "max_tokens": 1, "recipe": "graph"}).encode(),
]
BAD_IDS = ["x" * 300, "%00", "%E2%80%AE%00", "..%2F..%2Fetc%2Fpasswd", "' OR 1=1 --", "mem_%ED%95%9C", "%20", "-1"]
BAD_QUERIES = [{"limit": "-1"}, {"limit": "abc"}, {"offset": "9" * 40}, {"since": "garbage"},
               {"since": "99999999999d"}, {"since": "2025-03-01", "until": "2025-01-01"}, {"status": "weird"},
               {"decision": "maybe"}, {"type": "t" * 300}, {"reason": "r" * 5000}, {"limit": "1e3"}]
METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]


def test_garbage_at_every_route_never_gets_a_500(api):
    client, svc, alice, bob, _ = api
    [mid] = _seed(svc, notes=ALICE_NOTES[:1])
    spec_paths = list(client.get("/openapi.json").json()["paths"]) + ["/mcp", "/", "/api", f"{API}/"]
    paths = []
    for p in spec_paths:
        if "{memory_id}" in p:  # (forgetting the real memory would succeed: only bad ids there)
            paths += [p.replace("{memory_id}", x) for x in ([] if p.endswith("/forget") else [mid]) + BAD_IDS]
        else:
            paths.append(p)
    seen, failures = 0, []

    def check(r, what):
        nonlocal seen
        seen += 1
        if r.status_code >= 500:
            failures.append((what, r.status_code, r.text[:200]))
        elif r.status_code >= 400 and what[0] != "HEAD" and not what[1].startswith("/mcp"):
            try:
                err = r.json()["error"]
                assert isinstance(err["code"], str) and isinstance(err["message"], str)
            except Exception:  # noqa: BLE001 - collected and reported below
                failures.append((what, r.status_code, "not the error shape: " + r.text[:200]))

    for path in paths:
        for method in METHODS:
            for body in GARBAGE_BODIES:
                for ctype in ("application/json", "text/plain"):
                    r = client.request(method, path, headers={**alice, "Content-Type": ctype}, content=body)
                    check(r, (method, path, body[:40], ctype))
            for params in BAD_QUERIES:
                check(client.request(method, path, headers=alice, params=params), (method, path, params))
            check(client.request(method, path, headers=bob), (method, path, "bob"))
            check(client.request(method, path, headers={"Authorization": b"Bearer \xff\xfe"}),
                  (method, path, "latin-1 key"))
    assert seen > 5000
    assert not failures, failures[:40]
    # and the store is still intact and answering: the memory kept its id through the valid PATCHes among
    # the garbage, and its first version is still the note it was created with
    # (a DELETE among them may have deleted it: the operator reads it either way, a key only while it stands)
    assert svc.get(mid).id == mid
    versions = svc.history(mid)
    assert versions[0].content == ALICE_NOTES[0] and versions[-1].id == mid
    if versions[-1].status.value != "deleted":
        assert client.get(f"{API}/memories/{mid}", headers=alice).json()["id"] == mid


# -- a real server -----------------------------------------------------------------------------------------
def test_real_uvicorn_server_serves_concurrent_requests(svc):
    ids = _seed(svc)
    secret, _ = svc.create_api_key("alice")
    errors: list[str] = []
    done = []

    def client_loop(n: int, base: str) -> None:
        with httpx.Client(base_url=base, headers=_auth(secret), timeout=60) as http:
            for i in range(6):
                kind = (n + i) % 3
                if kind == 0:
                    r = http.post(f"{API}/search", json={"query": ["예산", "PostgreSQL", "office move"][i % 3]})
                    ok = r.status_code == 200 and r.json()["results"]
                elif kind == 1:
                    r = http.get(f"{API}/memories/{ids[(n + i) % len(ids)]}")
                    ok = r.status_code == 200 and r.json()["id"] == ids[(n + i) % len(ids)]
                else:
                    r = http.post(f"{API}/context", json={"query": "billing database", "max_tokens": 200})
                    ok = r.status_code == 200 and r.json()["tokens"] <= 200
                (done if ok else errors).append(f"{n}/{i}: {r.status_code} {r.text[:100]}")

    with serve_app(create_app(svc)) as base:
        assert httpx.get(f"{base}/healthz").json()["status"] == "ok"
        assert httpx.get(f"{base}{API}/memories").status_code == 401
        threads = [threading.Thread(target=client_loop, args=(n, base)) for n in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
    assert not errors, errors[:5]
    assert len(done) == 48


def test_real_server_concurrent_creates_are_all_accounted_for(svc):
    secret, _ = svc.create_api_key("alice")
    results: list[dict] = []
    errors: list[str] = []
    lock = threading.Lock()

    def writer(n: int, base: str) -> None:
        with httpx.Client(base_url=base, headers=_auth(secret), timeout=60) as http:
            for i in range(3):
                text = (f"Worker {n} finding {i}: the nightly export job for region {n * 10 + i} failed because "
                        f"its S3 bucket policy denied writes; fixed by adding the role, verified on run {i}.")
                r = http.post(f"{API}/memories", json={"content": text, "tags": ["export", "s3", "fix"]})
                with lock:
                    (results if r.status_code in (200, 201) else errors).append(r.json() if r.status_code < 300
                                                                                else r.text)

    with serve_app(create_app(svc)) as base:
        threads = [threading.Thread(target=writer, args=(n, base)) for n in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(180)
    assert not errors, errors[:3]
    assert len(results) == 24
    created = {r["memory_id"] for r in results if r["action"] in ("created", "linked")}
    assert svc.list_memories(user_id="alice")[1] == len(created)
    assert len(svc.log(user_id="alice", limit=1000)) >= len(results) - sum(r["action"] == "skipped" for r in results)


# -- the CLI: keys and serve -------------------------------------------------------------------------------
def test_keys_commands_and_mnemo_serve(db_path):
    import os
    import socket
    import subprocess
    import sys
    import time

    from typer.testing import CliRunner

    from mnemo.interfaces.cli.main import app

    runner = CliRunner()

    def run(*args: str, code: int = 0) -> dict:
        result = runner.invoke(app, [*args, "--db", db_path, "--json"])
        assert result.exit_code == code, (result.stdout, result.stderr)
        return json.loads(result.stdout)

    made = run("keys", "create", "--user", "alice", "--team", "growth", "--name", "ci")
    assert made["key"].startswith("mnemo_") and made["id"].startswith("key_")
    assert (made["user_id"], made["team_id"], made["name"], made["active"]) == ("alice", "growth", "ci", True)
    other = run("keys", "create", "--user", "bob")
    listed = run("keys", "list")["keys"]
    assert [k["id"] for k in listed] == [made["id"], other["id"]] and "key" not in listed[0]
    assert [k["id"] for k in run("keys", "list", "--user", "bob")["keys"]] == [other["id"]]
    assert run("keys", "revoke", other["id"])["revoked_at"] is not None
    assert run("keys", "revoke", "key_nope", code=1)["error"]["code"] == "not_found"

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "mnemo", "serve", "--db", db_path, "--port", str(port),
                             "--log-level", "warning"], env=dict(os.environ), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, proc.stderr.read().decode()[-2000:]
            time.sleep(0.2)
        key = {"Authorization": f"Bearer {made['key']}"}
        r = httpx.post(f"{base}{API}/memories", headers=key, json={"content": ALICE_NOTES[4]}, timeout=60)
        assert r.status_code == 201, r.text
        page = httpx.get(f"{base}{API}/memories", headers=key, timeout=60).json()
        assert page["total"] == 1 and page["memories"][0]["team_id"] == "growth"
        revoked = {"Authorization": f"Bearer {other['key']}"}
        assert httpx.get(f"{base}{API}/memories", headers=revoked, timeout=60).status_code == 401
    finally:
        proc.terminate()
        proc.wait(30)


def test_patch_with_a_stale_version_is_409_with_the_current_one_and_get_names_old_versions(api):
    client, svc, alice, bob, _ = api
    [mid] = _seed(svc, notes=ALICE_NOTES[:1])
    got = client.get(f"{API}/memories/{mid}", headers=alice)
    assert got.headers["ETag"].startswith('"1.')
    # an in-place edit keeps the version number but moves the ETag: a second edit from the old ETag is refused
    tagged = client.patch(f"{API}/memories/{mid}", headers={**alice, "If-Match": got.headers["ETag"]},
                          json={"tags": ["billing"]})
    assert tagged.status_code == 200 and tagged.json()["version"] == 1
    edited = _is_error(client.patch(f"{API}/memories/{mid}", headers={**alice, "If-Match": got.headers["ETag"]},
                                    json={"tags": ["database"]}), 409)
    # the same version number: the answer says it was edited, not "is at version 1, not 1" (a walk found that)
    assert edited["details"]["current_version"] == 1 and "edited since you read it" in edited["message"]
    first = client.patch(f"{API}/memories/{mid}", headers={**alice, "If-Match": '"1"'},
                         json={"content": ALICE_NOTES[0] + " The cutover window is Saturday 02:00 KST."})
    assert first.status_code == 200 and first.json()["id"] == mid and first.json()["version"] == 2
    assert first.headers["ETag"].startswith('"2.')
    stale = client.patch(f"{API}/memories/{mid}", headers={**alice, "If-Match": '"1"'},
                         json={"content": ALICE_NOTES[0] + " Cutover moved to Sunday."})
    err = _is_error(stale, 409, "conflict")
    assert err["details"]["current_version"] == 2 and "Saturday" in err["details"]["memory"]["content"]
    assert _is_error(client.patch(f"{API}/memories/{mid}", headers=alice, json={"importance": 0.2, "version": 1}),
                     409)["details"]["current_version"] == 2
    _is_error(client.patch(f"{API}/memories/{mid}", headers={**alice, "If-Match": "soon"}, json={"importance": 0.2}),
              400, "invalid_input")
    # a filter the list does not take is refused, naming the ones it takes (it answered everything, unfiltered)
    unknown = _is_error(client.get(f"{API}/memories?tags=billing", headers=alice), 400, "invalid_input")
    assert "'tags'" in unknown["message"] and "status" in unknown["message"]
    assert client.get(f"{API}/memories?status=all&limit=5", headers=alice).status_code == 200
    # "If-Match: *" (HTTP's "whatever version is current") applies the edit
    assert client.patch(f"{API}/memories/{mid}", headers={**alice, "If-Match": "*"},
                        json={"importance": 0.3}).json()["importance"] == 0.3
    old = client.get(f"{API}/memories/{mid}@v1", headers=alice).json()
    assert old["id"] == mid and old["version"] == 2 and old["requested_version"] == {
        "id": f"{mid}@v1", "version": 1, "current": False}
    _is_error(client.get(f"{API}/memories/{mid}@v1", headers=bob), 404, "not_found")


def test_forget_route_purges_and_a_second_forget_changes_nothing(api):
    client, svc, alice, bob, _ = api
    [mid] = _seed(svc, notes=ALICE_NOTES[:1])
    _is_error(client.post(f"{API}/memories/{mid}/forget", headers=bob, json={}), 404, "not_found")
    r = client.post(f"{API}/memories/{mid}/forget", headers=alice, json={"reason": "asked by the customer"})
    assert r.status_code == 200 and r.json()["memory_id"] == mid
    gone = client.get(f"{API}/memories/{mid}", headers=alice)  # gone from the key's reads
    assert gone.status_code == 404 and "was forgotten" in gone.json()["error"]["message"]
    assert "until it is forgotten" not in gone.json()["error"]["message"]
    assert svc.get(mid).content == ""  # the operator's audit stub holds no text
    found = client.post(f"{API}/search", headers=alice, json={"query": "billing PostgreSQL 16 MySQL license"}).json()
    assert all(h["id"] != mid for h in found["results"])
    again = client.post(f"{API}/memories/{mid}/forget", headers=alice)  # a retry changes nothing
    assert again.status_code == 200 and again.json()["status"] == "skipped"
    assert "already forgotten" in again.json()["reason"] and again.json().get("log_id") is None


def test_register_routes_list_what_stands_and_a_timeline(api):
    from support import NETLIFY, VERCEL, decide

    client, svc, alice, bob, _ = api
    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z", user="alice")
    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z", user="alice")
    body = client.get(f"{API}/register", headers=alice).json()
    assert [d["id"] for d in body["decisions"]] == [new.memory_id]
    every = client.get(f"{API}/register", headers=alice, params={"status": "all", "subject": "marketing"}).json()
    assert {d["status"] for d in every["decisions"]} == {"standing", "superseded"}
    assert client.get(f"{API}/register", headers=bob).json()["decisions"] == []
    timeline = client.get(f"{API}/register/{old.memory_id}", headers=alice).json()["timeline"]
    assert [t["id"] for t in timeline] == [old.memory_id, new.memory_id]
    _is_error(client.get(f"{API}/register/{old.memory_id}", headers=bob), 404, "not_found")
    _is_error(client.get(f"{API}/register", headers=alice, params={"status": "current"}), 400)


@pytest.fixture
def db_path(any_db):
    return any_db


def test_delete_and_forget_honour_if_match_and_delete_refuses_a_body(api):
    """An agent deletes or purges only the version it read: a stale If-Match is 409 with the current memory
    (as PATCH answers), nothing deleted; the reason of a DELETE goes in the query, and a body is refused
    rather than ignored (walk)."""
    client, svc, alice, *_ = api
    a, b = _seed(svc, notes=ALICE_NOTES[:2])
    assert client.patch(f"{API}/memories/{a}", headers=alice, json={"content": ALICE_NOTES[0] + " Confirmed."}).status_code == 200
    stale = client.delete(f"{API}/memories/{a}", headers={**alice, "If-Match": '"1"'})
    err = _is_error(stale, 409, "conflict")
    assert "version 2" in err["message"] and svc.get(a).status.value == "active"
    etag = client.get(f"{API}/memories/{a}", headers=alice).headers["ETag"]
    client.patch(f"{API}/memories/{a}", headers=alice, json={"importance": 0.9})  # in place: the ETag moves on
    _is_error(client.delete(f"{API}/memories/{a}", headers={**alice, "If-Match": etag}), 409, "conflict")
    _is_error(client.post(f"{API}/memories/{a}/forget", headers={**alice, "If-Match": '"1"'}, json={}), 409, "conflict")
    assert svc.get(a).content  # nothing purged
    _is_error(client.delete(f"{API}/memories/{a}", headers={**alice, "If-Match": '"99999999999999999999"'}), 400)
    body = client.request("DELETE", f"{API}/memories/{a}", headers=alice, json={"reason": "via body"})
    assert "?reason=" in _is_error(body, 400)["message"]
    ok = client.delete(f"{API}/memories/{a}", headers={**alice, "If-Match": '"2"'}, params={"reason": "done"})
    assert ok.status_code == 200 and svc.get(a).status.value == "deleted"
    assert client.post(f"{API}/memories/{b}/forget", headers={**alice, "If-Match": "*"}, json={}).status_code == 200
