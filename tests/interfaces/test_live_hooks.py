"""Live sources on both backends (``docs/live_sources.md``): GitHub and Slack webhooks received by the real
server (uvicorn on loopback), verified by signature, kept in the inbox before the answer, processed by the
worker into the same memories a file ingest of the same deliveries makes; refused when unsigned, signed
with another secret, or replayed; idempotent on redelivery; nothing lost when the server dies between the
answer and the processing, nothing added twice when it dies after the processing committed.

The senders are these tests, signing as GitHub and Slack do; nothing leaves the machine."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest
from live_server import serve_app
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.errors import InvalidInput
from mnemo.domain.access import team_owner
from mnemo.domain.queries import MemoryFilter
from mnemo.ingest.live.signatures import github_signature, slack_signature
from mnemo.interfaces.http import create_app
from mnemo.service import MemoryService

DATA = Path(__file__).resolve().parent.parent / "data" / "connectors"
GH_SECRET = "gh-hook-secret-123"
SLACK_SECRET = "slack-signing-secret-456"


@pytest.fixture
def db_path(any_db):
    return any_db


def _lines(path: Path) -> list[dict]:
    """The well-formed JSON lines of a fixture log (the logs also hold broken lines, for the connectors)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict):
            out.append(value)
    return out


def _github_deliveries() -> list[dict]:
    """The fixture log's deliveries as GitHub sends them: an event, a delivery id, a JSON object."""
    records = []
    for n, r in enumerate(_lines(DATA / "github" / "deliveries.jsonl")):
        headers = {k.lower(): v for k, v in r.get("headers", {}).items()}
        payload = json.loads(r["payload"]) if isinstance(r.get("payload"), str) else r.get("payload")
        event = headers.get("x-github-event")
        if event in (None, "ping") or not isinstance(payload, dict):
            continue
        records.append({"headers": {"X-GitHub-Event": event,
                                    "X-GitHub-Delivery": headers.get("x-github-delivery", f"fixture-{n}")},
                        "payload": payload})
    assert len(records) >= 4
    return records


def _slack_envelopes() -> list[dict]:
    return [e for e in _lines(DATA / "slack_events" / "events.jsonl") if e.get("type") == "event_callback"]


def _post_github(client: httpx.Client, record: dict, secret: str = GH_SECRET) -> httpx.Response:
    body = json.dumps(record["payload"]).encode()
    headers = {"Content-Type": "application/json", "X-GitHub-Event": record["headers"]["X-GitHub-Event"],
               "X-GitHub-Delivery": record["headers"]["X-GitHub-Delivery"],
               "X-Hub-Signature-256": github_signature(secret, body)}
    return client.post("/hooks/github", content=body, headers=headers)


def _post_slack(client: httpx.Client, envelope: dict, secret: str = SLACK_SECRET, at: float | None = None,
                retry: int | None = None) -> httpx.Response:
    body = json.dumps(envelope).encode()
    stamp = str(int(at if at is not None else time.time()))
    headers = {"Content-Type": "application/json", "X-Slack-Request-Timestamp": stamp,
               "X-Slack-Signature": slack_signature(secret, stamp, body)}
    if retry is not None:
        headers["X-Slack-Retry-Num"] = str(retry)
    return client.post("/slack/events", content=body, headers=headers)


def _contents(svc: MemoryService, owner: str) -> set[str]:
    found, _ = svc.store.list_memories(MemoryFilter(owner), limit=1000)
    return {m.content for m in found}


def _wait_for_inbox(svc: MemoryService, source: str, timeout: float = 60.0) -> dict[str, int]:
    deadline = time.monotonic() + timeout
    while True:
        counts = svc.live.store.delivery_counts(source)
        if counts["pending"] == 0 or time.monotonic() > deadline:
            return counts
        time.sleep(0.1)


def test_github_deliveries_become_the_memories_a_file_ingest_makes(make_service, tmp_path):
    """Every delivery of the fixture log, posted signed to /hooks/github of a running server, is kept and
    processed; the team's partition ends up with exactly the memories `mnemo ingest github` makes of the
    same log in another store."""
    live_svc = make_service()
    live_svc.live.add("github", "billing", user_id="alice", secret=GH_SECRET, team_id="eng")
    with serve_app(create_app(live_svc, mount_mcp=False)) as url, httpx.Client(base_url=url, timeout=30) as client:
        answers = [_post_github(client, r) for r in _github_deliveries()]
        assert {a.status_code for a in answers} <= {202}, [a.text for a in answers if a.status_code != 202]
        counts = _wait_for_inbox(live_svc, "billing")
    assert counts["pending"] == 0 and counts["failed"] == 0 and counts["done"] == len(answers)

    log = tmp_path / "deliveries.jsonl"
    log.write_text("".join(json.dumps(r) + "\n" for r in _github_deliveries()), encoding="utf-8")
    file_svc = make_service(str(tmp_path / "file.db"))
    report = file_svc.ingest("github", str(log), user_id="alice", team_id="eng")
    expected = _contents(file_svc, team_owner("eng"))
    assert expected and _contents(live_svc, team_owner("eng")) == expected
    assert _contents(live_svc, "alice") == set()  # shared with the team, nothing private
    status = live_svc.live.describe(live_svc.live.get("billing"))
    assert status["items"] == report.items and status["last_error"] is None and status["secret"] == "set"


def test_unsigned_wrongly_signed_and_unknown_requests_are_refused_and_keep_nothing(make_service):
    svc = make_service()
    record = _github_deliveries()[0]
    with serve_app(create_app(svc, mount_mcp=False)) as url, httpx.Client(base_url=url, timeout=30) as client:
        nobody = _post_github(client, record)
        assert nobody.status_code == 404 and "mnemo sources add github" in nobody.json()["error"]["fix"]
        svc.live.add("github", "billing", user_id="alice", secret=GH_SECRET)
        wrong = _post_github(client, record, secret="another-secret-000")
        assert wrong.status_code == 401 and "secret" in wrong.json()["error"]["fix"]
        body = json.dumps(record["payload"]).encode()
        unsigned = client.post("/hooks/github", content=body, headers={"X-GitHub-Event": "push"})
        assert unsigned.status_code == 401 and "no X-Hub-Signature-256" in unsigned.json()["error"]["message"]
        garbage = b"not json"
        bad = client.post("/hooks/github", content=garbage, headers={
            "X-GitHub-Event": "push", "X-Hub-Signature-256": github_signature(GH_SECRET, garbage)})
        assert bad.status_code == 400 and "application/json" in bad.json()["error"]["fix"]
        ping = client.post("/hooks/github", content=b"{}", headers={
            "X-GitHub-Event": "ping", "X-Hub-Signature-256": github_signature(GH_SECRET, b"{}")})
        assert ping.status_code == 200 and ping.json()["source"] == "billing"
        odd = client.post("/hooks/github", content=body, headers={  # not ASCII: refused, not a 500
            "X-GitHub-Event": "push", "X-Hub-Signature-256": "sha256=\u00e9".encode("latin-1")})
        assert odd.status_code == 401
        odd_slack = client.post("/slack/events", content=b"{}", headers={
            "X-Slack-Request-Timestamp": str(int(time.time())), "X-Slack-Signature": "v0=\u00ff".encode("latin-1")})
        assert odd_slack.status_code in (401, 404)
    assert svc.live.store.delivery_counts("billing") == {"pending": 0, "done": 0, "failed": 0}
    assert svc.store.count_memories() == 0


def test_slack_verification_replay_and_redelivery(make_service):
    """url_verification answers its challenge; a request older than five minutes is refused even when
    signed right; a retried event (same event_id) is acknowledged and adds nothing."""
    svc = make_service()
    svc.live.add("slack", "hanbit", user_id="alice", secret=SLACK_SECRET, team_id="dev")
    envelopes = _slack_envelopes()
    with serve_app(create_app(svc, mount_mcp=False)) as url, httpx.Client(base_url=url, timeout=30) as client:
        challenge = _post_slack(client, {"type": "url_verification", "challenge": "c-123", "token": "x"})
        assert challenge.status_code == 200 and challenge.json() == {"challenge": "c-123"}
        stale = _post_slack(client, envelopes[0], at=time.time() - 600)
        assert stale.status_code == 401 and "five minutes" in stale.json()["error"]["message"]
        first = [_post_slack(client, e) for e in envelopes]  # the log holds one retry of its own (Ev02)
        seen: set[str] = set()
        for e, r in zip(envelopes, first):
            assert r.status_code == 202 and r.json()["duplicate"] is (e["event_id"] in seen), r.text
            seen.add(e["event_id"])
        _wait_for_inbox(svc, "hanbit")
        made = svc.store.count_memories()
        log_size = len(svc.store.query_log(_log_filter(), limit=10_000))
        again = _post_slack(client, envelopes[0], retry=1)
        assert again.status_code == 202 and again.json()["duplicate"] is True
        _wait_for_inbox(svc, "hanbit")
    assert made > 0 and svc.store.count_memories() == made
    assert len(svc.store.query_log(_log_filter(), limit=10_000)) == log_size
    assert svc.live.store.delivery_counts("hanbit")["done"] == len(seen)


def _log_filter():
    from mnemo.domain.queries import LogFilter

    return LogFilter()


def test_a_crash_after_the_answer_loses_nothing_and_a_rerun_adds_nothing(db_path, embedder):
    """The server answers once the delivery is committed, then dies before processing it: a server
    started afterwards on the same database processes it. Processing it a second time (a crash after the
    memories committed, before the delivery was marked done) adds nothing."""
    first = MemoryService.open(Settings(db=db_path), embedder=embedder)
    first.live.add("github", "billing", user_id="alice", secret=GH_SECRET)
    records = _github_deliveries()
    with serve_app(create_app(first, mount_mcp=False, live_worker=False)) as url, \
            httpx.Client(base_url=url, timeout=30) as client:
        assert all(_post_github(client, r).status_code == 202 for r in records)
    first.close()  # the "crash": nothing processed

    second = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        assert second.live.store.delivery_counts("billing")["pending"] == len(records)
        assert second.live.process() == len(records)
        made = second.store.count_memories()
        assert made > 0 and second.live.store.delivery_counts("billing")["done"] == len(records)
        # as if the worker had died after the ingest committed, before it marked the deliveries done
        inbox = second.live.store
        for d in records:
            inbox.retry(f"billing:{d['headers']['X-GitHub-Delivery']}", at=None, attempts=1, error="crash",
                        give_up=False)
        with serve_app(create_app(second, mount_mcp=False)):  # a server's worker takes what is due
            counts = _wait_for_inbox(second, "billing")
        assert counts["pending"] == 0
        assert second.store.count_memories() == made
    finally:
        second.close()


def test_sources_cli_never_prints_the_secret(db_path, monkeypatch):
    from mnemo.interfaces.cli.main import app

    runner = CliRunner()
    monkeypatch.setenv("GH_SECRET_FOR_TEST", GH_SECRET)
    added = runner.invoke(app, ["sources", "add", "github", "billing", "--user", "alice", "--team", "eng",
                                "--secret-env", "GH_SECRET_FOR_TEST", "--db", db_path])
    assert added.exit_code == 0, added.output
    assert "/hooks/github" in added.output and GH_SECRET not in added.output
    listed = runner.invoke(app, ["sources", "list", "--json", "--db", db_path])
    assert listed.exit_code == 0 and GH_SECRET not in listed.output
    row = json.loads(listed.output)["sources"][0]
    assert row["secret"] == "set" and row["shared"] is True and row["deliveries"]["pending"] == 0
    missing = runner.invoke(app, ["sources", "add", "slack", "x", "--user", "alice", "--db", db_path])
    assert missing.exit_code != 0 and "--secret-env" in missing.output
    short = runner.invoke(app, ["sources", "add", "slack", "x", "--user", "alice", "--secret-env", "NOPE_UNSET",
                                "--db", db_path])
    assert short.exit_code != 0 and "NOPE_UNSET" in short.output
    removed = runner.invoke(app, ["sources", "remove", "billing", "--db", db_path])
    assert removed.exit_code == 0
    gone = runner.invoke(app, ["sources", "status", "billing", "--db", db_path])
    assert gone.exit_code != 0 and "sources list" in gone.output


def test_one_secret_many_sources_routes_by_repository_and_channel(make_service):
    """An organization's webhook secret covers its repositories and a Slack app's signing secret its channels:
    sources sharing a secret must say what they take, and each delivery goes to the one that takes it."""
    svc = make_service()
    svc.live.add("github", "billing", user_id="alice", team_id="eng", secret=GH_SECRET,
                 settings={"repos": ["Hanbit/Billing"]})
    with pytest.raises(InvalidInput, match="same secret"):  # would take every repository, billing's too
        svc.live.add("github", "everything", user_id="bob", team_id="sales", secret=GH_SECRET)
    svc.live.add("github", "crm", user_id="bob", team_id="sales", secret=GH_SECRET, settings={"repos": ["hanbit/crm"]})
    svc.live.add("slack", "eng-chat", user_id="alice", team_id="eng", secret=SLACK_SECRET,
                 settings={"channels": ["C0ENG"]})
    with pytest.raises(InvalidInput, match="same secret"):
        svc.live.add("slack", "also-eng", user_id="bob", team_id="sales", secret=SLACK_SECRET,
                     settings={"channels": ["C0ENG", "C0SALES"]})
    record = _github_deliveries()[0]

    def push(repo: str, n: int) -> httpx.Response:
        payload = {**record["payload"], "repository": {**record["payload"].get("repository", {}), "full_name": repo}}
        return _post_github(client, {"headers": {**record["headers"], "X-GitHub-Delivery": f"route-{n}"},
                                     "payload": payload})

    def say(channel: str, n: int) -> httpx.Response:
        envelope = {"type": "event_callback", "event_id": f"EvRoute{n}", "team_id": "T1",
                    "event": {"type": "message", "channel": channel, "user": "U1", "ts": f"17000000{n}.000100",
                              "text": "Decision: the weekly sync moves to Thursdays."}}
        return _post_slack(client, envelope)

    with serve_app(create_app(svc, mount_mcp=False, live_worker=False)) as url, \
            httpx.Client(base_url=url, timeout=30) as client:
        assert push("hanbit/billing", 1).json()["source"] == "billing"
        assert push("Hanbit/CRM", 2).json()["source"] == "crm"
        stray = push("hanbit/website", 3)
        assert stray.status_code == 202 and stray.json()["kept"] is False
        assert say("C0ENG", 1).json()["source"] == "eng-chat"
        assert say("C0OTHER", 2).json()["kept"] is False
    counts = {name: svc.live.store.delivery_counts(name)["pending"] for name in ("billing", "crm", "eng-chat")}
    assert counts == {"billing": 1, "crm": 1, "eng-chat": 1}
    now = datetime.now(UTC)  # kept in the source's user's partition (a payload may hold a DM), not the team's
    assert {(d.source_name, d.user_id) for d in svc.live.store.take(now, now)} == {
        ("billing", "alice"), ("crm", "bob"), ("eng-chat", "alice")}
