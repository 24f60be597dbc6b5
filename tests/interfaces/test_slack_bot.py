"""The Slack bot (``docs/slack_bot.md``) against a local fake of Slack's API: the slash command answered
inline or, past ``inline_seconds``, acknowledged and answered on the response URL; mentions answered in
their thread with chat.postMessage, once per event, never for a bot's own message; requests refused when
unsigned, wrongly signed or replayed; a workspace reads its mapped team's memories and nothing else.

Only Slack is faked (a loopback HTTP server recording what mnemo sends it); the service, the store
(SQLite) and the embedder are real."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import urlencode

import pytest
from fake_slack import FakeSlack
from starlette.testclient import TestClient
from support import NETLIFY, VERCEL, team_decide

from mnemo.config import SlackBotSettings
from mnemo.ingest.live.signatures import slack_signature
from mnemo.interfaces.http import create_app

SECRET = "bot-signing-secret-789"
TOKEN = "xoxb-test-token"
ALPHA, BETA, STRANGER = "T0ALPHA", "T0BETA", "T0NOBODY"
BETA_SECRET = "Beta team decided to move billing to Oracle Cloud with a three-year commitment of $1.2M."
PRIVATE = "Alice's private note: the billing dashboard password rotates every Friday at 5pm."


def _team_decision(svc, text: str, when: str, team: str, author: str):
    return team_decide(svc, text, when, team, people=[author], url=f"https://example.slack.com/archives/{team}")


def wait_for(found: Any, timeout: float = 60.0) -> Any:
    """Poll ``found()`` until it returns something truthy (the background answer arrived) or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = found()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"nothing arrived within {timeout}s")


@pytest.fixture
def slack():
    with FakeSlack(TOKEN) as fake:
        yield fake


@pytest.fixture
def bot(make_service, slack):
    """A served app whose bot maps workspace ALPHA to team alpha and BETA to beta, over seeded memories."""

    def _make(inline_seconds: float = 2.0, secret: str | None = SECRET) -> tuple[Any, TestClient]:
        svc = make_service(slack=SlackBotSettings(signing_secret=secret, bot_token=TOKEN, api_url=f"{slack.base}/api",
                                                  teams={ALPHA: "alpha", BETA: "beta"}, inline_seconds=inline_seconds))
        _team_decision(svc, VERCEL, "2025-01-10T10:00:00Z", "alpha", "Mina Park")
        _team_decision(svc, NETLIFY, "2025-01-20T10:00:00Z", "alpha", "Jae Kim")
        _team_decision(svc, BETA_SECRET, "2025-01-21T10:00:00Z", "beta", "Mallory")
        svc.add(PRIVATE, user_id="alice", team_id="alpha")
        client = TestClient(create_app(svc, mount_mcp=False, live_worker=False))
        client.__enter__()
        made.append(client)
        return svc, client

    made: list[TestClient] = []
    yield _make
    for c in made:
        c.__exit__(None, None, None)


def _signed(body: bytes, secret: str = SECRET, at_time: float | None = None, **extra: str) -> dict[str, str]:
    stamp = str(int(time.time() if at_time is None else at_time))
    return {"X-Slack-Request-Timestamp": stamp, "X-Slack-Signature": slack_signature(secret, stamp, body), **extra}


def command(client: TestClient, text: str, *, workspace: str = ALPHA, response_url: str = "",
            secret: str = SECRET, at_time: float | None = None, user: str = "U0MINA"):
    body = urlencode({"token": "legacy", "team_id": workspace, "channel_id": "C0GENERAL", "user_id": user,
                      "command": "/mnemo", "text": text, "response_url": response_url,
                      "trigger_id": "1.2.3"}).encode()
    headers = _signed(body, secret, at_time, **{"Content-Type": "application/x-www-form-urlencoded"})
    return client.post("/slack/commands", content=body, headers=headers)


def mention(client: TestClient, text: str, *, event_id: str, ts: str, thread_ts: str | None = None,
            workspace: str = ALPHA, retry: int | None = None, **event_fields: Any):
    event = {"type": "app_mention", "user": "U0MINA", "text": text, "ts": ts, "channel": "C0GENERAL",
             "event_ts": ts, **event_fields}
    if thread_ts:
        event["thread_ts"] = thread_ts
    envelope = {"token": "legacy", "team_id": workspace, "api_app_id": "A0MNEMO", "event": event,
                "type": "event_callback", "event_id": event_id, "event_time": int(time.time())}
    body = json.dumps(envelope).encode()
    extra = {"Content-Type": "application/json"}
    if retry is not None:
        extra["X-Slack-Retry-Num"] = str(retry)
        extra["X-Slack-Retry-Reason"] = "http_timeout"
    return client.post("/slack/events", content=body, headers=_signed(body, **extra))


QUESTION = "Where is the marketing site hosted?"


def test_a_signed_command_is_answered_inline_with_the_standing_decision(bot, slack):
    _, client = bot()
    r = command(client, QUESTION, response_url=slack.url("inline"))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["response_type"] == "in_channel"
    text = body["text"]
    assert text.startswith("*Standing decision*") and NETLIFY in text.split("\n")[1]
    assert "*Sources*" in text and VERCEL in text and "superseded" in text  # the old decision, marked as such
    assert "<https://example.slack.com/archives/alpha|" in text  # sources link back to Slack
    assert slack.posts("/respond/") == []  # answered inline: nothing late


def test_bad_signature_replay_and_missing_secret_are_refused(bot, slack):
    _, client = bot()
    wrong = command(client, QUESTION, secret="some-other-secret")
    assert wrong.status_code == 401 and "signature" in wrong.json()["error"]["message"]
    old = command(client, QUESTION, at_time=time.time() - 6 * 60)
    assert old.status_code == 401 and "replay" in old.json()["error"]["message"]
    unsigned = client.post("/slack/commands", content=b"text=hi&team_id=T0ALPHA",
                           headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert unsigned.status_code == 401
    assert "Netlify" not in wrong.text + old.text + unsigned.text
    assert client.post("/slack/commands", content=b"ssl_check=1&token=x").status_code == 200

    _, off = bot(secret=None)
    missing = command(off, QUESTION)
    assert missing.status_code == 404 and "MNEMO_SLACK_SIGNING_SECRET" in missing.json()["error"]["message"]
    assert slack.calls == []


def test_empty_text_gets_help_and_an_unmapped_workspace_is_told_what_to_set(bot):
    _, client = bot()
    help_ = command(client, "   ")
    assert help_.status_code == 200 and help_.json()["response_type"] == "ephemeral"
    assert "/mnemo" in help_.json()["text"] and "Netlify" not in help_.json()["text"]
    stranger = command(client, QUESTION, workspace=STRANGER)
    assert stranger.status_code == 200 and stranger.json()["response_type"] == "ephemeral"
    assert "MNEMO_SLACK_TEAM" in stranger.json()["text"] and STRANGER in stranger.json()["text"]
    assert "Netlify" not in stranger.json()["text"]


def test_a_slow_answer_is_acknowledged_at_once_and_sent_to_the_response_url(bot, slack):
    _, client = bot(inline_seconds=0)
    started = time.monotonic()
    r = command(client, QUESTION, response_url=slack.url("late-en"))
    assert time.monotonic() - started < 3.0
    assert r.status_code == 200 and r.json() == {"response_type": "ephemeral", "text": "Looking that up…"}
    late = wait_for(lambda: slack.posts("/respond/late-en"))
    assert len(late) == 1
    assert late[0]["body"]["response_type"] == "in_channel" and NETLIFY in late[0]["body"]["text"]

    ko = command(client, "마케팅 사이트는 어디에 호스팅하나요?", response_url=slack.url("late-ko"))
    assert ko.json()["text"] == "찾아보는 중입니다…"
    answer = wait_for(lambda: slack.posts("/respond/late-ko"))[0]["body"]
    assert "*현재 유효한 결정*" in answer["text"] and NETLIFY in answer["text"]


def test_a_late_failure_reaches_the_response_url_as_an_ephemeral_error(bot, slack):
    _, client = bot(inline_seconds=0)
    r = command(client, "where is the site hosted " * 100, response_url=slack.url("too-long"))  # over 2000 chars
    assert r.status_code == 200 and r.json()["text"] == "Looking that up…"
    error = wait_for(lambda: slack.posts("/respond/too-long"))[0]["body"]
    assert error["response_type"] == "ephemeral" and "2000" in error["text"]


def test_a_mention_is_answered_in_its_thread_once(bot, slack):
    _, client = bot()
    r = mention(client, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev01", ts="1700000000.000100")
    assert r.status_code == 200 and r.json()["answered"] is True
    post = wait_for(lambda: slack.posts("/api/chat.postMessage"))[0]
    assert post["auth"] == f"Bearer {TOKEN}"
    assert post["body"]["channel"] == "C0GENERAL" and post["body"]["thread_ts"] == "1700000000.000100"
    assert NETLIFY in post["body"]["text"] and "U0MNEMOBOT" not in post["body"]["text"]

    # Slack's retry of the same event, and the same event_id again: acknowledged, not answered
    retry = mention(client, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev01", ts="1700000000.000100", retry=1)
    assert retry.status_code == 200 and retry.json()["duplicate"] is True
    # the bot's own message (it mentions itself when quoting) is ignored
    own = mention(client, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev02", ts="1700000001.000100", bot_id="B0MNEMO")
    assert own.status_code == 200 and own.json()["answered"] is False
    # a reply inside a thread is answered in that thread
    threaded = mention(client, "<@U0MNEMOBOT> 마케팅 사이트는 어디에 호스팅하나요?", event_id="Ev03",
                       ts="1700000002.000100", thread_ts="1699999999.000100")
    assert threaded.json()["answered"] is True
    in_thread = wait_for(lambda: [p for p in slack.posts("/api/chat.postMessage")
                                  if p["body"].get("thread_ts") == "1699999999.000100"])
    assert "*현재 유효한 결정*" in in_thread[0]["body"]["text"]
    posts = slack.posts("/api/chat.postMessage")
    assert [p["body"]["thread_ts"] for p in posts].count("1700000000.000100") == 1
    assert len(posts) == 2  # Ev01 and Ev03; not the retry, not the bot's own message


def test_url_verification_and_a_live_source_keeps_receiving_other_events(bot, slack):
    svc, client = bot()
    body = json.dumps({"type": "url_verification", "challenge": "c-42", "token": "x"}).encode()
    r = client.post("/slack/events", content=body, headers=_signed(body, **{"Content-Type": "application/json"}))
    assert r.status_code == 200 and r.json() == {"challenge": "c-42"}

    svc.live.add("slack", "general", user_id="alice", secret=SECRET, team_id="alpha")
    message = {"token": "x", "team_id": ALPHA, "type": "event_callback", "event_id": "Ev10", "event_time": 1,
               "event": {"type": "message", "user": "U0MINA", "text": "We decided to ship on Fridays.",
                         "ts": "1700000100.000100", "channel": "C0GENERAL"}}
    body = json.dumps(message).encode()
    kept = client.post("/slack/events", content=body, headers=_signed(body, **{"Content-Type": "application/json"}))
    assert kept.status_code == 202 and kept.json()["kept"] is True, kept.text
    answered = mention(client, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev11", ts="1700000101.000100")
    assert answered.status_code == 200 and answered.json()["answered"] is True
    assert svc.live.store.delivery_counts("general")["pending"] == 1  # the message, not the mention
    wait_for(lambda: [p for p in slack.posts("/api/chat.postMessage") if NETLIFY in p["body"]["text"]])

    body = json.dumps(message).encode()
    old = client.post("/slack/events", content=body, headers=_signed(body, at_time=time.time() - 600))
    assert old.status_code == 401 and "five minutes" in old.json()["error"]["message"]


def test_a_workspace_reads_only_its_own_team(bot, slack):
    svc, client = bot()
    billing = "Where did we move billing, Oracle Cloud?"
    beta = command(client, billing, workspace=BETA, user="U0MALLORY")
    assert beta.status_code == 200 and "Oracle Cloud" in beta.json()["text"]  # the memory is there for beta
    alpha = command(client, billing, workspace=ALPHA)
    assert alpha.status_code == 200 and "Oracle" not in alpha.json()["text"]

    password = "When does the billing dashboard password rotate?"
    assert "Friday" in svc.ask(password, user_id="alice", team_id="alpha").text  # alice's own, readable by her
    private = command(client, password, workspace=ALPHA, user="U0ALICE")
    assert private.status_code == 200 and "Friday" not in private.json()["text"]

    mention(client, f"<@U0MNEMOBOT> {billing}", event_id="Ev20", ts="1700000200.000100")
    post = wait_for(lambda: slack.posts("/api/chat.postMessage"))[0]
    assert post["body"]["thread_ts"] == "1700000200.000100" and "Oracle" not in post["body"]["text"]


def test_a_retry_reaching_another_server_process_is_not_answered_again(bot, slack, make_service):
    svc, first = bot()
    other = TestClient(create_app(make_service(slack=svc.settings.slack), mount_mcp=False, live_worker=False))
    r = mention(first, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev77", ts="1700000077.000100")
    assert r.json()["answered"] is True
    retry = mention(other, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev77", ts="1700000077.000100", retry=1)
    assert retry.status_code == 200 and retry.json()["duplicate"] is True
    fresh = mention(other, f"<@U0MNEMOBOT> {QUESTION}", event_id="Ev78", ts="1700000078.000100")
    assert fresh.json()["answered"] is True
    wait_for(lambda: len(slack.posts("/api/chat.postMessage")) >= 2)
    time.sleep(0.3)
    assert sorted(p["body"]["thread_ts"] for p in slack.posts("/api/chat.postMessage")) == [
        "1700000077.000100", "1700000078.000100"]
