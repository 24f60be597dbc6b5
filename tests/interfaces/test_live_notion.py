"""A Notion source synced through the API on both backends (``docs/live_sources.md``), against a local fake
of the API (``fake_notion.py``): the first run reads the pages edited in the last 90 days into the team's
memory with their path (an ancestor edited long ago is read for its title only), an edited page is read
again and its changed decision supersedes the old one, a later run reads nothing unchanged, and a revoked token is reported with
the fix."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from fake_notion import TOKEN, FakeNotion, block
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.domain.access import team_owner
from mnemo.domain.queries import MemoryFilter
from mnemo.service import MemoryService

HOSTING = "Decision: the marketing site moves from Vercel to Netlify on May 2; Laura owns the switch."
HOSTING_2 = "Decision: the marketing site moves from Vercel to Netlify on May 9, a week later; Laura owns it."


@pytest.fixture
def db_path(any_db):
    return any_db


@pytest.fixture
def notion():
    with FakeNotion() as fake:
        now = datetime.now(UTC)
        root = fake.page("Engineering", now - timedelta(days=200), [block("paragraph", "The team's space.")])
        fake.page("Decisions", now - timedelta(days=2), [
            block("heading_2", "Hosting"),
            block("toggle", "Why we move", [block("paragraph", HOSTING)]),
        ], parent=root)
        fake.page("운영 회의록", now - timedelta(days=1), [
            block("bulleted_list_item", "결정: 장애 회고는 매주 금요일 오후 4시에 하기로 했습니다. 진행은 박지호 님.")],
            parent=root)
        yield fake


def _team(svc: MemoryService) -> list:
    return svc.store.list_memories(MemoryFilter(team_owner("eng")), limit=100)[0]


def _add(svc: MemoryService, notion: FakeNotion, secret: str = TOKEN) -> None:
    svc.live.add("notion", "wiki", user_id="alice", team_id="eng", secret=secret,
                 settings={"base_url": notion.url})


def test_pages_are_synced_with_their_path_and_an_edit_supersedes(db_path, embedder, notion):
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, notion)
        [run] = svc.live.sync()
        assert run.ran and run.error is None and run.items == 2, run  # "Engineering" is older than 90 days
        memories = _team(svc)
        hosting = next(m for m in memories if "Netlify" in m.content)
        assert "May 2" in hosting.content and hosting.metadata.get("labels") == ["Engineering"]
        assert any("금요일 오후 4시" in m.content for m in memories)
        assert not any("team's space" in m.content for m in memories)

        asked = len(notion.requests)
        [quiet] = svc.live.sync("wiki")  # nothing changed: nothing read, nothing written
        assert quiet.error is None and quiet.items == 0
        assert [r.split("?")[0] for r in notion.requests[asked:]] == ["POST /v1/search"]  # no page's blocks

        notion.page("Decisions", datetime.now(UTC), [block("heading_2", "Hosting"),
                                                    block("toggle", "Why we move", [block("paragraph", HOSTING_2)])],
                    parent=next(i for i, o in notion.objects.items() if o["_title"] == "Engineering"))
        [edited] = svc.live.sync("wiki")
        assert edited.error is None and edited.items == 1, edited
        old = svc.get(hosting.id, user_id="alice", team_id="eng")  # the changed decision supersedes the old one
        assert old.status.value == "superseded" and old.superseded_by
        assert "May 9" in svc.get(old.superseded_by, user_id="alice", team_id="eng").content
        assert len(_team(svc)) == len(memories)  # what stands: as many decisions as before
    finally:
        svc.close()


def test_a_revoked_token_and_a_rate_limit(db_path, embedder, notion, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, notion, secret="secret_revoked-long-ago")
        [run] = svc.live.sync()
        assert "invalid or was revoked" in (run.error or "") and "revoked-long-ago" not in run.error
        _add_again = dict(secret=TOKEN, replace=True)
        svc.live.add("notion", "wiki", user_id="alice", team_id="eng", settings={"base_url": notion.url}, **_add_again)
        notion.failures = [(429, {"object": "error", "status": 429, "code": "rate_limited",
                                  "message": "Rate limited"}, {"Retry-After": "0"})]
        [run] = svc.live.sync("wiki")
        assert run.error is None and run.items == 2
    finally:
        svc.close()


def test_the_cli_adds_a_notion_source_with_a_token_file(db_path, notion, tmp_path):
    from mnemo.interfaces.cli.main import app

    token = tmp_path / "notion.txt"
    token.write_text(TOKEN, encoding="utf-8")
    runner = CliRunner()
    r = runner.invoke(app, ["sources", "add", "notion", "wiki", "--user", "alice", "--team", "eng", "--token-file",
                            str(token), "--base-url", notion.url, "--db", db_path])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["sources", "sync", "--json", "--db", db_path])
    [run] = json.loads(r.stdout)["runs"]
    assert r.exit_code == 0 and run["items"] == 2 and TOKEN not in r.output


def test_a_page_whose_blocks_cannot_be_read_is_reported_and_passed(db_path, embedder, notion):
    hidden = next(i for i, o in notion.objects.items() if o["_title"] == "Decisions")
    del notion.blocks[hidden]  # e.g. a synced block from a page not shared with the integration: 404
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder)
    try:
        _add(svc, notion)
        [run] = svc.live.sync()
        assert run.error is None and run.items == 1  # the other page was read
        assert any("금요일" in m.content for m in _team(svc))
        asked = len(notion.requests)
        [again] = svc.live.sync("wiki")  # the unreadable page is not asked for again until it changes
        assert again.items == 0 and not [r for r in notion.requests[asked:] if hidden in r]
    finally:
        svc.close()
