"""Listing and resolving conflicts through every interface (real SQLite, the bundled embedder): the CLI
(typer's runner, and the installed command once), REST and MCP. The interfaces are thin: these check the
contract (flags, status codes, the error shape, user scoping), ``tests/write`` checks what resolving does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest
from fastapi.testclient import TestClient
from mcp import Client
from typer.testing import CliRunner

import mnemo
from mnemo.interfaces.cli.main import app
from mnemo.interfaces.http import create_app
from mnemo.interfaces.mcp.server import build_server

KEPT = "Apollo 프로젝트 마감일: 1월 28일"
LOST = "Apollo 프로젝트 마감일: 1월 25일"
runner = CliRunner()


def cli(*args: str, code: int = 0):
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, (result.stdout, result.stderr)
    return result


def _conflict(svc, user: str = "default") -> tuple[str, str]:
    kept = svc.add(KEPT, source_type="bootstrapped", user_id=user)
    r = svc.add(LOST, source_type="realtime", user_id=user)
    assert r.conflict_id
    return kept.memory_id, r.conflict_id


def test_cli_lists_and_resolves_and_refuses_bad_ids_without_a_traceback(make_service, db_path):
    svc = make_service()
    kept, cid = _conflict(svc)
    _, bobs = _conflict(svc, user="bob")
    svc.close()
    listed = json.loads(cli("conflicts", "--db", db_path, "--json", "--user", "default").stdout)["conflicts"]
    assert [(c["id"], c["status"]) for c in listed] == [(cid, "open")]
    assert "Settle one with: mnemo conflicts resolve" in cli("conflicts", "--db", db_path).stdout

    for args, code, needle in [
        (["cfl_nope", "--keep", "incoming"], 1, "No conflict with id 'cfl_nope'"),
        ([bobs, "--keep", "incoming"], 1, "No conflict with id"),  # another user's: not found
        ([cid], 1, "Missing --keep"),
        ([cid, "--keep", "both"], 1, "--keep existing or --keep incoming"),
    ]:
        r = cli("conflicts", "resolve", *args, "--db", db_path, code=code)
        assert r.stderr.startswith("Error: ") and needle in r.stderr and "Traceback" not in r.stderr + r.stdout

    done = json.loads(cli("conflicts", "resolve", cid, "--keep", "incoming", "--reason", "client confirmed",
                          "--db", db_path, "--json").stdout)
    assert done["conflict_id"] == cid and done["changed"] is True and done["version"] == 2
    assert json.loads(cli("get", done["memory_id"], "--db", db_path, "--json").stdout)["content"] == LOST
    again = cli("conflicts", "resolve", cid, "--keep", "existing", "--db", db_path, "--json", code=1)
    assert json.loads(again.stdout)["error"]["code"] == "conflict" and "already resolved" in again.stderr
    assert json.loads(cli("conflicts", "--db", db_path, "--json", "--user", "default").stdout) == {"conflicts": []}
    resolved = json.loads(cli("conflicts", "--db", db_path, "--json", "--status", "resolved").stdout)["conflicts"]
    assert [c["id"] for c in resolved] == [cid]
    assert {c["id"] for c in json.loads(cli("conflicts", "--db", db_path, "--json", "--status", "all").stdout)[
        "conflicts"]} == {cid, bobs}
    log = json.loads(cli("log", "--db", db_path, "--json").stdout)["entries"]
    assert any(e["action"].get("conflictId") == cid and e["action"]["type"] == "resolve_conflict" for e in log)
    cli("conflicts", "--status", "closed", "--db", db_path, code=1)


def test_the_installed_command_resolves_a_conflict(make_service, db_path):
    svc = make_service()
    _, cid = _conflict(svc)
    svc.close()
    src = str(Path(mnemo.__file__).resolve().parents[1])
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MNEMO_")}, "PYTHONPATH": src}
    base = [sys.executable, "-m", "mnemo", "conflicts", "resolve"]
    bad = subprocess.run([*base, "cfl_nope", "--keep", "existing", "--db", db_path], env=env, capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 1 and bad.stderr.startswith("Error: No conflict with id") and "Traceback" not in bad.stderr
    ok = subprocess.run([*base, cid, "--keep", "existing", "--db", db_path, "--json"], env=env, capture_output=True,
                        text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["changed"] is False


@pytest.fixture
def api(svc):
    alice, _ = svc.create_api_key("alice")
    bob, _ = svc.create_api_key("bob")
    with TestClient(create_app(svc, mount_mcp=False), raise_server_exceptions=False) as client:
        yield client, {"Authorization": f"Bearer {alice}"}, {"Authorization": f"Bearer {bob}"}


def test_rest_lists_and_resolves_the_keys_users_conflicts(api, svc):
    client, alice, bob = api
    kept, cid = _conflict(svc, user="alice")
    r = client.get("/api/v1/conflicts", headers=alice)
    assert r.status_code == 200 and [c["id"] for c in r.json()["conflicts"]] == [cid]
    assert client.get("/api/v1/conflicts?status=all", headers=bob).json() == {"conflicts": []}
    assert client.get("/api/v1/conflicts?status=closed", headers=alice).status_code == 400

    def resolve(conflict_id: str, body: dict, headers: dict):
        return client.post(f"/api/v1/conflicts/{conflict_id}/resolve", json=body, headers=headers)

    for r, status, code in [
        (resolve("cfl_nope", {"keep": "incoming"}, alice), 404, "not_found"),
        (resolve(cid, {"keep": "incoming"}, bob), 404, "not_found"),  # another user's: never 403
        (resolve(cid, {"keep": "both"}, alice), 400, "invalid_input"),
        (resolve(cid, {}, alice), 400, "invalid_input"),
        (resolve(cid, {"keep": "incoming", "extra": 1}, alice), 400, "invalid_input"),
    ]:
        assert r.status_code == status, r.text
        err = r.json()["error"]
        assert err["code"] == code and "Traceback" not in err["message"]
    assert client.post(f"/api/v1/conflicts/{cid}/resolve", json={"keep": "incoming"}).status_code == 401

    r = resolve(cid, {"keep": "incoming", "reason": "confirmed"}, alice)
    assert r.status_code == 200, r.text
    done = r.json()
    assert done["changed"] is True and done["status"] == "resolved"
    assert client.get(f"/api/v1/memories/{done['memory_id']}", headers=alice).json()["content"] == LOST
    again = resolve(cid, {"keep": "existing"}, alice)
    assert again.status_code == 409 and again.json()["error"]["code"] == "conflict"
    assert "already resolved" in again.json()["error"]["message"]
    resolved = client.get("/api/v1/conflicts?status=resolved", headers=alice).json()["conflicts"]
    assert [(c["id"], c["status"]) for c in resolved] == [(cid, "resolved")]


def test_mcp_tools_list_and_resolve_for_the_bound_user_only(svc):
    _, cid = _conflict(svc, user="alice")

    async def session(user: str, calls: list[tuple[str, dict]]) -> list:
        async with Client(build_server(svc, user_id=user)) as client:
            return [await client.call_tool(name, args) for name, args in calls]

    bob_list, bob_resolve = anyio.run(session, "bob", [("list_conflicts", {"status": "all"}),
                                                       ("resolve_conflict", {"conflict_id": cid, "keep": "incoming"})])
    assert json.loads(bob_list.content[0].text) == {"conflicts": []}
    assert bob_resolve.is_error and "not_found" in bob_resolve.content[0].text
    listed, done, again = anyio.run(session, "alice", [
        ("list_conflicts", {}),
        ("resolve_conflict", {"conflict_id": cid, "keep": "existing", "reason": "the 28th stands"}),
        ("resolve_conflict", {"conflict_id": cid, "keep": "incoming"})])
    assert [c["id"] for c in json.loads(listed.content[0].text)["conflicts"]] == [cid]
    assert not done.is_error and json.loads(done.content[0].text)["changed"] is False
    assert again.is_error and "conflict: Conflict" in again.content[0].text and "already resolved" in again.content[0].text


@pytest.fixture
def db_path(any_db):
    return any_db


def test_a_teams_key_finds_its_conflicts_behind_newer_ones_of_another_team(svc):
    """alice's partition holds conflicts of two teams; a reader for eng asking for one conflict gets eng's,
    though the partition's newest conflicts are sales' (the limit counts what the reader may see)."""
    def conflict(kept: str, lost: str, team: str) -> str:
        svc.add(kept, source_type="bootstrapped", user_id="alice", team_id=team)
        r = svc.add(lost, source_type="realtime", user_id="alice", team_id=team)
        assert r.conflict_id
        return r.conflict_id

    eng = conflict(KEPT, LOST, "eng")
    conflict("Hermes 출시일: 3월 4일", "Hermes 출시일: 3월 9일", "sales")
    conflict("Orion budget for Q3: $30,000", "Orion budget for Q3: $45,000", "sales")
    assert [c.id for c in svc.conflicts(user_id="alice", team_id="eng", limit=1)] == [eng]
    assert len(svc.conflicts(user_id="alice", team_id="sales", limit=5)) == 2
