"""A Discord source synced through the bot API on both backends (``docs/live_sources.md``), against a local
fake of the API (``fake_discord.py``): the first run reads the channels' recent history into the team's
memory, a later run asks only for what came after its cursor and adds only that, a rate limit is waited
out within the run, and a bad token or a channel the bot cannot read is reported with the fix while the
other channels are still read."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from fake_discord import TOKEN, FakeDiscord
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.domain.access import team_owner
from mnemo.domain.queries import MemoryFilter
from mnemo.service import MemoryService

ENG, OPS = "910000000000000001", "910000000000000002"


@pytest.fixture
def db_path(any_db):
    return any_db


@pytest.fixture
def discord():
    with FakeDiscord() as fake:
        now = datetime.now(UTC)
        fake.post(ENG, "Old news from last year: we picked Jenkins for CI.", now - timedelta(days=200))
        root = fake.post(ENG, "Proposal: move CI from Jenkins to GitHub Actions so builds run next to the code.",
                         now - timedelta(days=2), author="dan")
        fake.post(ENG, "Decision: we move CI to GitHub Actions starting next sprint; Dan owns the migration.",
                  now - timedelta(days=2, hours=-1), author="minji", reply_to=root)
        fake.post(ENG, "", now - timedelta(days=1), kind=7)  # a member joined: noise
        fake.post(OPS, "결정: 장애 대응 당번은 다음 달부터 주 단위로 돌아가며 맡기로 했습니다.", now - timedelta(hours=5),
                  author="jiho")
        yield fake


def _team_contents(svc: MemoryService) -> list[str]:
    return [m.content for m in svc.store.list_memories(MemoryFilter(team_owner("eng")), limit=100)[0]]


def test_channels_are_read_since_their_cursor_into_the_teams_memory(db_path, embedder, discord, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)  # the fake's Retry-After is waited out, not slept
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        svc.live.add("discord", "chat", user_id="alice", team_id="eng", secret=TOKEN,
                     settings={"channels": [ENG, OPS], "base_url": discord.url})
        discord.failures = [(429, {"message": "You are being rate limited.", "retry_after": 0.01},
                             {"Retry-After": "0"})]
        [run] = svc.live.sync()
        assert run.ran and run.error is None and run.items == 3, run  # 90 days back; the join notice skipped
        team = _team_contents(svc)
        assert any("GitHub Actions" in c for c in team) and any("당번" in c for c in team)
        assert not any("Jenkins for CI" in c for c in team)  # older than the first sync's 90 days
        info = svc.live.describe(svc.live.get("chat"))
        assert info["cursor"] == "2 channel(s)" and info["shared"] is True and "secret" in info
        assert TOKEN not in json.dumps(info)

        newest_eng = max(int(m["id"]) for m in discord.channels[ENG] if m["type"] != 7)  # noise moves no cursor
        discord.requests.clear()
        discord.post(ENG, "Decision: the release freeze starts on Thursday at 18:00; only hotfixes after that.",
                     datetime.now(UTC))
        [again] = svc.live.sync("chat")
        assert again.error is None and again.items == 1 and again.memories_created == 1, again
        eng_asks = [r for r in discord.requests if f"/channels/{ENG}/" in r]
        assert eng_asks and f"after={newest_eng}" in eng_asks[0]  # only what came after the cursor
        assert len(_team_contents(svc)) == len(team) + 1
    finally:
        svc.close()


def test_a_bad_token_or_an_unreadable_channel_is_reported_with_the_fix(db_path, embedder, discord, tmp_path):
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        svc.live.add("discord", "chat", user_id="alice", team_id="eng", secret="reset-long-ago",
                     settings={"channels": [ENG], "base_url": discord.url})
        [run] = svc.live.sync()
        assert "Reset Token" in (run.error or "") and "reset-long-ago" not in run.error
        token = tmp_path / "bot-token.txt"
        token.write_text(TOKEN + "\n", encoding="utf-8")
        svc.live.add("discord", "chat", user_id="alice", team_id="eng", secret=None, replace=True,
                     settings={"channels": [ENG, OPS], "base_url": discord.url, "token_file": str(token)})
        discord.failures = [(403, {"message": "Missing Access", "code": 50001}, {})]  # ENG, asked first
        [run] = svc.live.sync("chat")
        assert "Read Message History" in (run.error or "") and ENG in run.error
        assert run.items == 1 and any("당번" in c for c in _team_contents(svc))  # OPS was still read
        assert svc.live.get("chat").errors == 2
        [run] = svc.live.sync("chat")  # the permission was granted: ENG is read, OPS has nothing new
        assert run.error is None and run.items == 2
    finally:
        svc.close()


def test_the_cli_needs_the_channels_of_a_discord_source(db_path, monkeypatch):
    from mnemo.interfaces.cli.main import app

    runner = CliRunner()
    monkeypatch.setenv("BOT_TOKEN_FOR_TEST", TOKEN)
    r = runner.invoke(app, ["sources", "add", "discord", "chat", "--user", "alice", "--team", "eng",
                            "--secret-env", "BOT_TOKEN_FOR_TEST", "--db", db_path])
    assert r.exit_code != 0 and "--channel" in r.output
    r = runner.invoke(app, ["sources", "add", "discord", "chat", "--user", "alice", "--team", "eng",
                            "--secret-env", "BOT_TOKEN_FOR_TEST", "--channel", ENG, "--every", "30m",
                            "--db", db_path, "--json"])
    assert r.exit_code == 0, r.output
    row = json.loads(r.stdout)
    assert row["channels"] == [ENG] and row["every_s"] == 1800 and row["secret"] == "set"
    assert TOKEN not in r.output
