"""Scheduled syncs of live sources on both backends (``docs/live_sources.md``): a Gmail source, against a
local fake of the Gmail API (``fake_gmail.py``), is synced when due and not before, resumes from its cursor
after a restart (a new message is read, the old ones are not read again), reports an expired token with
the fix and tries again later, is run by the server's scheduler by itself, and never runs twice at once.
The CLI adds it with a token file, lists it without the token, and syncs it on demand."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta

import pytest
from fake_gmail import FakeGmail
from live_server import serve_app
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.domain.queries import MemoryFilter
from mnemo.interfaces.http import create_app
from mnemo.service import MemoryService

DECISIONS = [
    ("billing-db", ["SENT"], "Billing database decision",
     "We decided to move the billing database to PostgreSQL 16; the migration starts on March 3 and Dana owns it."),
    ("batch-time", ["SENT"], "정산 배치 시간 확정",
     "결정: 정산 배치는 다음 주부터 매일 새벽 2시에 실행하기로 했습니다. 담당은 김민지 님입니다."),
    ("vendor", ["STARRED", "INBOX"], "CRM vendor",
     "Decision: we will renew the HubSpot contract for two more years; Salesforce is off the table until 2027."),
]
LATER = ("launch", ["SENT"], "Launch date moved",
         "We decided to move the public launch to April 14 so the security review can finish first.")


@pytest.fixture
def db_path(any_db):
    return any_db


@pytest.fixture
def gmail():
    with FakeGmail() as fake:
        now = datetime.now(UTC)
        for n, (mid, labels, subject, body) in enumerate(DECISIONS):
            fake.add(mid, labels, now - timedelta(days=3 - n), subject=subject, body=body)
        yield fake


def _add(svc: MemoryService, gmail: FakeGmail, token_file, **settings):
    return svc.live.add("gmail", "mail", user_id="alice", secret=None,
                        settings={"token_file": str(token_file), "base_url": gmail.url, **settings})


def _contents(svc: MemoryService) -> list[str]:
    return [m.content for m in svc.store.list_memories(MemoryFilter("alice"), limit=100)[0]]


def test_a_gmail_source_syncs_when_due_and_resumes_from_its_cursor(db_path, embedder, gmail, tmp_path):
    token = tmp_path / "token.json"
    token.write_text(json.dumps({"access_token": "good-token"}), encoding="utf-8")
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, gmail, token)
        [run] = svc.live.sync()  # due at once: the first sync
        assert run.ran and run.error is None and run.items == 3 and run.memories_created >= 3, run
        assert timedelta(hours=23) < run.next_run_at - datetime.now(UTC) <= timedelta(days=1)
        assert svc.live.sync() == []  # not due again until tomorrow
        first = _contents(svc)
        assert any("PostgreSQL 16" in c for c in first) and any("새벽 2시" in c for c in first)
        info = svc.live.describe(svc.live.get("mail"))
        assert info["cursor"] == "daily" and info["items"] == 3 and info["last_error"] is None
    finally:
        svc.close()
    reads_before = len([r for r in gmail.requests if "/messages/" in r])
    mid, labels, subject, body = LATER
    gmail.add(mid, labels, datetime.now(UTC), subject=subject, body=body)
    restarted = MemoryService.open(Settings(db=db_path), embedder=embedder)  # a restart keeps the cursor
    try:
        [run] = restarted.live.sync("mail")  # on demand, though not due
        assert run.ran and run.error is None and run.items == 1 and run.memories_created == 1, run
        fetched = [r for r in gmail.requests if "/messages/" in r][reads_before:]
        assert fetched and all("launch" in r for r in fetched)  # the old messages were not read again
        assert len(_contents(restarted)) == len(first) + 1
        hit = restarted.search("when is the public launch", user_id="alice")[0]
        assert "April 14" in hit.memory.content
    finally:
        restarted.close()


def test_an_expired_token_is_reported_with_the_fix_and_tried_again_later(db_path, embedder, gmail, tmp_path):
    token = tmp_path / "token.txt"
    token.write_text("expired-token", encoding="utf-8")
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, gmail, token)
        [run] = svc.live.sync()
        assert run.ran and run.items == 0 and "expired or was revoked" in (run.error or "")
        assert "--token-file" in run.error and "expired-token" not in run.error
        assert timedelta(minutes=14) < run.next_run_at - datetime.now(UTC) <= timedelta(minutes=15)
        source = svc.live.get("mail")
        assert source.errors == 1 and source.last_error == run.error and _contents(svc) == []
        token.write_text("good-token", encoding="utf-8")  # the tool that refreshes the token wrote a new one
        [again] = svc.live.sync("mail")
        assert again.error is None and again.items == 3 and svc.live.get("mail").last_error is None
    finally:
        svc.close()


def test_the_server_syncs_due_sources_by_itself(db_path, embedder, gmail, tmp_path):
    token = tmp_path / "token.txt"
    token.write_text("good-token", encoding="utf-8")
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, gmail, token)
        with serve_app(create_app(svc, mount_mcp=False)):
            deadline = time.monotonic() + 60
            while svc.live.get("mail").last_run_at is None and time.monotonic() < deadline:
                time.sleep(0.1)
        source = svc.live.get("mail")
        assert source.last_run_at is not None and source.last_error is None and source.items == 3
        assert len(_contents(svc)) >= 3
    finally:
        svc.close()


def test_a_run_holds_its_source_until_it_ends_or_its_lease_does(db_path, embedder, gmail, tmp_path):
    token = tmp_path / "token.txt"
    token.write_text("good-token", encoding="utf-8")
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, gmail, token)
        store = svc.live.store
        now = datetime.now(UTC)
        assert store.claim_run("mail", now, now + timedelta(hours=2))  # another server's run
        [run] = svc.live.sync("mail")
        assert run.ran is False and svc.live.sync() == []  # held: neither on demand nor when due
        died = store.claim_run("mail", now + timedelta(hours=3), now + timedelta(hours=5))  # the first one died
        assert died
        store.schedule("mail", None, died)  # a run ended: free, and due now
        [run] = svc.live.sync()
        assert run.ran and run.items == 3
    finally:
        svc.close()


def test_the_cli_adds_lists_and_syncs_a_gmail_source(db_path, gmail, tmp_path):
    from mnemo.interfaces.cli.main import app

    runner = CliRunner()
    token = tmp_path / "token.txt"
    token.write_text("good-token", encoding="utf-8")
    added = runner.invoke(app, ["sources", "add", "gmail", "mail", "--user", "alice", "--token-file", str(token),
                                "--every", "6h", "--base-url", gmail.url, "--db", db_path])
    assert added.exit_code == 0, added.output
    assert "mnemo sources sync mail" in added.output and "good-token" not in added.output
    synced = runner.invoke(app, ["sync", "mail", "--json", "--db", db_path])  # `mnemo sync`, for cron
    assert synced.exit_code == 0, synced.output
    [run] = json.loads(synced.stdout)["runs"]
    assert run["items"] == 3 and run["error"] is None
    listed = runner.invoke(app, ["sources", "list", "--json", "--db", db_path])
    [row] = json.loads(listed.stdout)["sources"]
    assert row["kind"] == "gmail" and row["secret"] == "file" and row["every_s"] == 21600
    assert row["cursor"] == "daily" and row["items"] == 3 and "good-token" not in listed.output
    for args, needle in [
        (["sources", "add", "gmail", "m2", "--user", "alice"], "--token-file"),
        (["sources", "add", "gmail", "m3", "--user", "alice", "--token-file", str(token), "--every", "soon"], "--every"),
        (["sources", "add", "gmail", "m4", "--user", "alice", "--token-file", str(token), "--every", "10s"], "60 s"),
        (["sources", "add", "github", "gh", "--user", "alice", "--token-file", str(token)], "synced source"),
        (["sources", "sync", "nope"], "sources list"),
    ]:
        r = runner.invoke(app, [*args, "--db", db_path])
        assert r.exit_code != 0 and needle in r.output and "Traceback" not in r.output, (args, r.output)
