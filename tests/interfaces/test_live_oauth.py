"""OAuth for synced sources (``ingest/live/oauth.py``), against local fakes of the provider
(``fake_oauth.py``), Gmail and Notion: the loopback consent flow (state checked, PKCE for Google, HTTP Basic
client credentials for Notion), tokens kept sealed with the source and never shown, an expired access
token refreshed before a run and the new one kept, a revoked authorization reported with the fix."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlparse

import httpx
import pytest
from fake_gmail import FakeGmail
from fake_notion import TOKEN as NOTION_TOKEN
from fake_notion import FakeNotion, block
from fake_oauth import CLIENT_ID, CLIENT_SECRET, FakeOAuth

from mnemo.config import Settings
from mnemo.errors import ProviderError
from mnemo.ingest.live.oauth import LoopbackFlow
from mnemo.service import MemoryService


@pytest.fixture
def db_path(any_db):
    return any_db


def _browser(*visits: str):
    """A person at a browser: first the given visits (each a function of the consent URL), then accepting."""
    def show(url: str) -> None:
        def act() -> None:
            for visit in visits:
                visit(url)
            httpx.get(url, follow_redirects=True, timeout=10)
        threading.Thread(target=act, daemon=True).start()
    return show


def _redirect(url: str, **query: str) -> httpx.Response:
    q = {k: v[0] for k, v in parse_qs(urlparse(url).query).items()}
    return httpx.get(q["redirect_uri"], params={"state": q["state"], **query}, timeout=10)


def test_gmail_consent_refresh_and_revocation(db_path, embedder):
    with FakeOAuth() as provider, FakeGmail() as gmail:
        now = datetime.now(UTC)
        for n in range(3):
            gmail.add(f"m{n}", ["SENT"], now - timedelta(days=n + 1), subject=f"Decision {n}",
                      body=f"We decided to run the billing job {n + 2} times a day from next week; Dana owns it.")
        forged: list[int] = []
        flow = LoopbackFlow("gmail", CLIENT_ID, CLIENT_SECRET, authorize_url=provider.authorize_url,
                            token_url=provider.token_url, timeout_s=30)
        tokens = flow.run(show=_browser(
            lambda url: forged.append(httpx.get(parse_qs(urlparse(url).query)["redirect_uri"][0],
                                                params={"code": "stolen", "state": "guessed"}).status_code)),
            open_browser=False)
        assert forged == [400]  # a redirect without this flow's state is refused
        assert provider.challenge and tokens["access_token"] == "good-token" and tokens["refresh_token"]
        svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
        try:
            svc.live.add("gmail", "mail", user_id="alice", secret=None,
                         settings={"oauth": tokens, "base_url": gmail.url})
            info = json.dumps(svc.live.describe(svc.live.get("mail")))
            assert '"secret": "oauth"' in info and "refresh-abc" not in info and CLIENT_SECRET not in info
            [run] = svc.live.sync()
            assert run.error is None and run.items == 3 and provider.refreshes == 0

            def expire() -> None:
                source = svc.live.get("mail")
                oauth = {**source.settings["oauth"], "expires_at": 0}
                svc.live.store.save_source(replace(source, settings={**source.settings, "oauth": oauth}))

            expire()
            gmail.add("m9", ["SENT"], datetime.now(UTC), subject="Decision 9",
                      body="We decided to keep the staging cluster on until the audit ends in June.")
            [run] = svc.live.sync("mail")
            assert run.error is None and run.items == 1 and provider.refreshes == 1
            kept = svc.live.get("mail").settings["oauth"]
            assert kept["expires_at"] > datetime.now(UTC).timestamp() + 3000  # the new token is kept

            provider.revoked = True
            expire()
            [run] = svc.live.sync("mail")
            assert "revoked" in (run.error or "") and "--oauth-client" in run.error
            assert svc.live.get("mail").last_error == run.error
        finally:
            svc.close()


def test_a_refused_consent_and_no_consent_at_all():
    with FakeOAuth() as provider:
        flow = LoopbackFlow("gmail", CLIENT_ID, CLIENT_SECRET, authorize_url=provider.authorize_url,
                            token_url=provider.token_url, timeout_s=30)

        def refuse(url: str) -> None:
            _redirect(url, error="access_denied")

        with pytest.raises(ProviderError, match="consent was refused"):
            flow.run(show=lambda url: threading.Thread(target=refuse, args=(url,), daemon=True).start(),
                     open_browser=False)
        quiet = LoopbackFlow("gmail", CLIENT_ID, CLIENT_SECRET, authorize_url=provider.authorize_url,
                             token_url=provider.token_url, timeout_s=0.5)
        with pytest.raises(ProviderError, match="No authorization arrived"):
            quiet.run(show=lambda url: None, open_browser=False)
        wrong = LoopbackFlow("gmail", CLIENT_ID, "not-the-secret", authorize_url=provider.authorize_url,
                             token_url=provider.token_url, timeout_s=30)
        with pytest.raises(ProviderError, match="refused the OAuth client"):
            wrong.run(show=_browser(), open_browser=False)


def test_notion_consent_with_basic_client_credentials_then_a_sync(db_path, embedder):
    with FakeOAuth(access_token=NOTION_TOKEN, basic_auth=True) as provider, FakeNotion() as notion:
        notion.page("Decisions", datetime.now(UTC) - timedelta(days=1),
                    [block("paragraph", "Decision: design reviews move to Tuesdays at 11:00 from next month.")])
        tokens = LoopbackFlow("notion", CLIENT_ID, CLIENT_SECRET, authorize_url=provider.authorize_url,
                              token_url=provider.token_url, timeout_s=30).run(show=_browser(), open_browser=False)
        assert provider.challenge is None and tokens["access_token"] == NOTION_TOKEN
        svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
        try:
            svc.live.add("notion", "wiki", user_id="alice", team_id="eng", secret=None,
                         settings={"oauth": tokens, "base_url": notion.url})
            [run] = svc.live.sync()
            assert run.error is None and run.items == 1
        finally:
            svc.close()


def test_the_cli_refuses_a_bad_client_file(db_path, tmp_path):
    from typer.testing import CliRunner

    from mnemo.interfaces.cli.main import app

    bad = tmp_path / "client.json"
    bad.write_text(json.dumps({"installed": {"client_id": "x"}}), encoding="utf-8")
    r = CliRunner().invoke(app, ["sources", "add", "gmail", "mail", "--user", "alice", "--oauth-client", str(bad),
                                 "--db", db_path])
    assert r.exit_code != 0 and "client_id and client_secret" in r.output and "Traceback" not in r.output
    r = CliRunner().invoke(app, ["sources", "add", "discord", "chat", "--user", "alice", "--channel", "1",
                                 "--oauth-client", str(bad), "--db", db_path])
    assert r.exit_code != 0 and "no OAuth flow" in r.output
