"""Conflict notifications end to end: real SQLite, the bundled embedder, and a real local HTTP server as the
webhook receiver (``fake_server``). Signatures are checked here with ``hmac`` directly, as a receiver would,
not with mnemo's own helper."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fake_server import Reply

import mnemo
from mnemo.config import Settings
from mnemo.errors import ConfigError
from mnemo.service import MemoryService

SECRET = "s3cret-shared-with-the-receiver"
KEPT = "Apollo 프로젝트 마감일: 1월 28일"
LOST = "Apollo 프로젝트 마감일: 1월 25일"
CONFLICT_FIELDS = {"id", "kind", "existing_id", "incoming_id", "field", "resolution", "reason", "status",
                   "created_at", "user_id"}


def _notify(url: str) -> dict:
    return {"notify": {"webhook_url": url, "webhook_secret": SECRET}}


def _until(condition, timeout: float = 15.0, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def _signed(seen) -> bool:
    expected = "sha256=" + hmac.new(SECRET.encode(), seen.raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, seen.headers.get("x-mnemo-signature", ""))


def _outbox_rows(db_path: str) -> list[tuple]:
    sql = "SELECT id, status, attempts, next_attempt_at, last_error, payload FROM notify_outbox"
    if "://" in db_path:  # PostgreSQL
        import psycopg

        with psycopg.connect(db_path) as pg:
            return pg.execute(sql).fetchall()
    c = sqlite3.connect(db_path)
    try:
        return c.execute(sql).fetchall()
    finally:
        c.close()


def _dead_url() -> str:
    """An address where nothing listens (connections are refused at once)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/hook"


def test_a_recorded_contradiction_reaches_the_webhook_signed_without_memory_text(make_service, server, db_path):
    server.script(Reply(200, {"ok": True}), Reply(204, ""))
    svc = make_service(**_notify(server.url))
    kept = svc.add(KEPT, source_type="bootstrapped")
    r = svc.add(LOST, source_type="realtime", source="gmail")
    assert r.conflict_id
    _until(lambda: server.requests, what="the webhook call")
    seen = server.requests[0]
    assert _signed(seen)
    assert seen.headers["x-mnemo-event"] == "conflict.recorded" and seen.headers["content-type"] == "application/json"
    assert seen.headers["x-mnemo-delivery"].startswith("evt_")
    body = json.loads(seen.raw)
    assert set(body) == {"event", "conflict", "sent_at"} and body["event"] == "conflict.recorded"
    c = body["conflict"]
    assert set(c) == CONFLICT_FIELDS
    assert (c["id"], c["kind"], c["existing_id"], c["field"], c["resolution"], c["status"], c["user_id"]) == (
        r.conflict_id, "memory", kept.memory_id, "content", "keep_existing", "open", "default")
    assert c["incoming_id"] and c["created_at"].endswith("Z") and "bootstrapped outranks realtime" in c["reason"]
    text = seen.raw.decode()
    for private in ("Apollo", "마감일", "28일", "25일", "gmail"):  # mail is private: no memory text, no values
        assert private not in text, private
    # a person's organization conflict is announced too, and a delivered event leaves the outbox
    svc.upsert_person("김철수", emails=["kim@abc.example"], organization="ABC회사", source_type="bootstrapped")
    p = svc.upsert_person("김철수", emails=["kim@abc.example"], organization="XYZ회사", source_type="realtime")
    _until(lambda: len(server.requests) == 2, what="the person conflict's call")
    second = server.requests[1]
    assert _signed(second) and json.loads(second.raw)["conflict"]["id"] == p.conflict_id
    # the values themselves, not their Latin part alone: a random id may hold "ABC" (it once did)
    assert "ABC회사" not in second.raw.decode() and "XYZ회사" not in second.raw.decode()
    assert "회사" not in second.raw.decode()
    _until(lambda: _outbox_rows(db_path) == [], what="an empty outbox")
    # a signature made with another secret does not verify
    forged = "sha256=" + hmac.new(b"other", seen.raw, hashlib.sha256).hexdigest()
    assert forged != seen.headers["x-mnemo-signature"]


def test_a_receiver_that_fails_twice_then_succeeds_gets_the_event(make_service, server, db_path):
    server.script(Reply(503, {"error": "starting"}), Reply(500, {"error": "boom"}), Reply(200, {"ok": True}))
    svc = make_service(**_notify(server.url))
    svc.upsert_person("Lee", emails=["lee@example.test"], organization="Acme", source_type="user_input")
    r = svc.upsert_person("Lee", emails=["lee@example.test"], organization="Globex", source_type="realtime")
    _until(lambda: len(server.requests) == 3, what="three attempts")
    first, second, third = server.requests
    assert len({s.headers["x-mnemo-delivery"] for s in server.requests}) == 1  # one event, retried
    assert all(_signed(s) for s in server.requests)
    assert json.loads(third.raw)["conflict"]["id"] == r.conflict_id
    assert second.at - first.at >= 0.2 and third.at - second.at >= 0.4  # backoff between attempts (jittered)
    _until(lambda: _outbox_rows(db_path) == [], what="the delivered event to leave the outbox")
    time.sleep(0.5)
    assert len(server.requests) == 3  # delivered once: nothing more is sent


def test_a_receiver_that_refuses_the_event_is_not_asked_again(make_service, server, db_path):
    server.script(Reply(410, {"error": "gone"}))
    svc = make_service(**_notify(server.url))
    svc.upsert_person("Park", emails=["park@example.test"], organization="Acme", source_type="user_input")
    svc.upsert_person("Park", emails=["park@example.test"], organization="Globex", source_type="realtime")
    [row] = _until(lambda: [r for r in _outbox_rows(db_path) if r[1] == "failed"], what="the event to fail")
    assert row[2] == 1 and "410" in row[4]
    time.sleep(1.0)
    assert len(server.requests) == 1


def test_a_receiver_that_is_down_does_not_slow_the_write_and_a_later_process_delivers(make_service, server,
                                                                                       db_path):
    svc = make_service(**_notify(_dead_url()))
    svc.add(KEPT, source_type="bootstrapped")  # warms the models up: only the second write is timed
    started = time.perf_counter()
    r = svc.add(LOST, source_type="realtime")
    took = time.perf_counter() - started
    # the retry schedule (5 attempts, 0.5 s doubling with equal jitter) takes at least 3.75 s
    assert r.conflict_id and took < 1.5, took
    [row] = _outbox_rows(db_path)
    assert row[1] == "pending" and row[2] < 5  # still being retried while the write has long returned
    started = time.perf_counter()
    svc.close()  # as a process exiting: the sender stops at once and gives the event back
    assert time.perf_counter() - started < 3.0
    [row] = _outbox_rows(db_path)
    assert (row[1], row[3]) == ("pending", None) and row[2] >= 1 and "could not reach" in row[4]
    assert server.requests == []

    server.script(Reply(200, {"ok": True}))
    src = str(Path(mnemo.__file__).resolve().parents[1])
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MNEMO_")}, "PYTHONPATH": src,
           "MNEMO_NOTIFY_WEBHOOK_URL": server.url, "MNEMO_NOTIFY_WEBHOOK_SECRET": SECRET}
    done = subprocess.run([sys.executable, "-m", "mnemo", "conflicts", "--db", db_path, "--json"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert [c["id"] for c in json.loads(done.stdout)["conflicts"]] == [r.conflict_id]
    [seen] = server.requests  # delivered by the next process that started, before it exited
    assert _signed(seen) and json.loads(seen.raw)["conflict"]["id"] == r.conflict_id
    assert seen.headers["x-mnemo-delivery"] == row[0]
    assert _outbox_rows(db_path) == []


def test_resolving_a_conflict_announces_it(make_service, server):
    server.script(Reply(200, {}), Reply(200, {}))
    svc = make_service(**_notify(server.url))
    svc.add(KEPT, source_type="bootstrapped")
    r = svc.add(LOST, source_type="realtime")
    done = svc.resolve_conflict(r.conflict_id, keep="incoming", reason="confirmed by phone")
    _until(lambda: len(server.requests) == 2, what="both events")
    recorded, resolved = (json.loads(s.raw) for s in server.requests)
    assert recorded["event"] == "conflict.recorded" and resolved["event"] == "conflict.resolved"
    assert server.requests[1].headers["x-mnemo-event"] == "conflict.resolved" and _signed(server.requests[1])
    assert resolved["conflict"]["id"] == r.conflict_id and resolved["conflict"]["status"] == "resolved"
    assert resolved["resolved"]["keep"] == "incoming" and resolved["resolved"]["memory_id"] == done.memory_id
    assert resolved["resolved"]["changed"] is True and "confirmed by phone" not in server.requests[1].raw.decode()


def test_without_a_webhook_nothing_is_sent_or_queued(svc, db_path):
    assert svc.parts.notifier is None and not svc.store.outbox().enabled
    svc.add(KEPT, source_type="bootstrapped")
    r = svc.add(LOST, source_type="realtime")
    assert r.conflict_id and svc.resolve_conflict(r.conflict_id, keep="existing")
    assert _outbox_rows(db_path) == []


def test_webhook_settings_from_the_environment_and_their_errors(tmp_path, embedder):
    s = Settings.load(env={"MNEMO_NOTIFY_WEBHOOK_URL": "https://hooks.example/mnemo",
                           "MNEMO_NOTIFY_WEBHOOK_SECRET": SECRET}, db=str(tmp_path / "a.db"))
    assert (s.notify.webhook_url, s.notify.webhook_secret) == ("https://hooks.example/mnemo", SECRET)
    assert SECRET not in repr(s)
    with pytest.raises(ConfigError, match="MNEMO_NOTIFY_WEBHOOK_SECRET"):
        MemoryService.open(Settings(db=str(tmp_path / "b.db"), notify={"webhook_url": "https://hooks.example/x"}),
                           embedder=embedder)
    with pytest.raises(ConfigError, match="not an http"):
        MemoryService.open(Settings(db=str(tmp_path / "c.db"), notify={"webhook_url": "hooks.example/x",
                                                                        "webhook_secret": SECRET}), embedder=embedder)


def test_the_documented_verification_accepts_a_real_delivery_and_rejects_tampering(make_service, server):
    """The first Python block of docs/notifications.md, run against what mnemo actually sent."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "notifications.md").read_text(encoding="utf-8")
    code = doc.split("```python\n", 1)[1].split("```", 1)[0]
    namespace: dict = {}
    exec(code, namespace)  # noqa: S102 - our own documentation
    verify = namespace["verify"]
    server.script(Reply(200, {}))
    svc = make_service(**_notify(server.url))
    svc.upsert_person("Choi", emails=["choi@example.test"], organization="Acme", source_type="user_input")
    svc.upsert_person("Choi", emails=["choi@example.test"], organization="Globex", source_type="realtime")
    seen = _until(lambda: server.requests, what="the webhook call")[0]
    signature = seen.headers["x-mnemo-signature"]
    assert verify(seen.raw, signature, SECRET)
    assert not verify(seen.raw.replace(b"person", b"memory"), signature, SECRET)
    assert not verify(seen.raw, signature, "another secret") and not verify(seen.raw, None, SECRET)


@pytest.fixture
def db_path(any_db):
    return any_db
