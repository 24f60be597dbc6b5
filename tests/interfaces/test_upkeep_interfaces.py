"""``mnemo maintain`` / ``mnemo health`` on the CLI and ``GET /api/v1/health/memory`` over REST."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from mnemo.interfaces.cli.main import app
from mnemo.interfaces.http import create_app

runner = CliRunner()


def _cli(*args: str, code: int = 0):
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, (result.stdout, result.stderr)
    return result


def test_maintain_json_dry_run_then_run_then_nothing_left(db_path):
    _cli("add", "Alice fixed the login token refresh bug in the API gateway.", "--tags", "auth-fix,Authentication",
         "--db", db_path)
    dry = json.loads(_cli("maintain", "--dry-run", "--json", "--db", db_path).stdout)
    assert dry["dry_run"] is True and list(dry["jobs"]) == ["reembed", "tags", "duplicates", "compaction", "retention"]
    assert dry["jobs"]["tags"]["changed"] == 1
    assert json.loads(_cli("maintain", "--only", "tags", "--json", "--db", db_path).stdout)["jobs"]["tags"]["changed"] == 1
    again = json.loads(_cli("maintain", "--only", "tags", "--json", "--db", db_path).stdout)
    assert again["jobs"]["tags"]["changed"] == 0
    human = _cli("maintain", "--db", db_path).stdout
    assert "compaction" in human and "retention" in human and "done" in human


def test_maintain_refuses_unknown_jobs_and_bad_times_with_the_fix(db_path):
    _cli("add", "The weekly sync moves to Tuesday.", "--db", db_path)
    bad = _cli("maintain", "--only", "compact", "--db", db_path, code=1)
    assert "Unknown job 'compact'" in bad.stderr and "compaction" in bad.stderr and "Traceback" not in bad.stderr
    bad_now = _cli("maintain", "--now", "someday", "--db", db_path, code=1)
    assert "Invalid --now" in bad_now.stderr


def test_health_json_and_table(db_path):
    _cli("add", "short", "--db", db_path)
    h = json.loads(_cli("health", "--json", "--db", db_path).stdout)
    assert h["memories"]["by_status"]["active"] == 1 and h["thin"]["count"] == 1
    assert set(h["jobs"]["due"]) == {"reembed", "tags", "duplicates", "compaction", "retention"}
    assert "memory health" in _cli("health", "--db", db_path).stdout


def test_health_over_rest_counts_only_what_the_key_may_read(svc):
    alice, _ = svc.create_api_key("alice")
    bob, _ = svc.create_api_key("bob")
    for text in ("Alice's note on the Q3 budget: $40,000 approved.", "Alice's second note: the launch is May 2."):
        svc.add(text, user_id="alice")
    runs = svc.store.job_runs()
    run = runs.claim("tags", datetime.now(timezone.utc), datetime.now(timezone.utc) + timedelta(minutes=5))
    runs.finish(run, datetime.now(timezone.utc), summary={"changed": 1}, error="failed on mem_secret 'salary'")
    with TestClient(create_app(svc, mount_mcp=False, live_worker=False), raise_server_exceptions=False) as client:
        mine = client.get("/api/v1/health/memory", headers={"Authorization": f"Bearer {alice}"})
        theirs = client.get("/api/v1/health/memory", headers={"Authorization": f"Bearer {bob}"})
        anonymous = client.get("/api/v1/health/memory")
    assert mine.status_code == 200 and mine.json()["memories"]["by_status"]["active"] == 2
    body = theirs.json()
    assert theirs.status_code == 200 and body["memories"]["versions"] == 0 and body["thin"]["examples"] == []
    assert body["jobs"] == {"due": [], "history": []} and "salary" not in theirs.text and "salary" not in mine.text
    assert anonymous.status_code == 401
