"""Connectors for Slack, GitHub, Notion and Discord, the chat/commit text normalizer and the registry.

Fixtures are real formats written for the project under ``tests/data/connectors/`` (and the bundled
Slack sample export under ``src/mnemo/samples/slack_export/``); git repositories are made in a tmp dir.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from datetime import UTC
from pathlib import Path

import pytest

from mnemo.domain.sources import SkippedItem, SourceItem
from mnemo.ingest.connectors.chat_text import (
    clean_whitespace,
    discord_to_text,
    slack_mentions,
    slack_to_text,
    split_commit_message,
)
from mnemo.ingest.connectors.discord import DiscordConnector
from mnemo.ingest.connectors.github import GitHubConnector
from mnemo.ingest.connectors.notion import NotionConnector
from mnemo.ingest.connectors.registry import (
    SHARED_BY_DEFAULT,
    canonical_source,
    is_private,
    open_connector,
)
from mnemo.ingest.connectors.slack import SlackConnector
from mnemo.errors import InvalidInput

DATA = Path(__file__).parents[1] / "data" / "connectors"
SAMPLE_SLACK = Path(__file__).parents[2] / "src" / "mnemo" / "samples" / "slack_export"
NOTION_EXPORT = DATA / "notion_export"


def split(results):
    results = list(results)
    return ([r for r in results if isinstance(r, SourceItem)], [r for r in results if isinstance(r, SkippedItem)])


def fold(connector, items, cursor=None):
    for item in items:
        cursor = connector.cursor_after(item, cursor)
    return json.loads(json.dumps(cursor))  # cursors must survive a JSON round trip (they are stored)


def by_body(items, fragment):
    hits = [i for i in items if fragment in i.body]
    assert len(hits) == 1, f"{fragment!r}: {len(hits)} hits"
    return hits[0]


# ------------------------------------------------------------------------------------------- chat_text


def test_slack_markup_becomes_readable_and_code_stays_verbatim():
    users = {"U1": "김철수", "U2": "Sarah Chen"}
    text = ("<@U1> <@U2|sarah> <@U9|guest> 확정 <#C1|general> <#C2> <!here> <!subteam^S1|@devs> "
            "<https://x.example/a?b=1&amp;c=2|문서> <https://y.example> <mailto:a@b.example|a@b.example> "
            "&lt;tag&gt; &amp; `<@U1> &lt;b&gt;`\n```\nif a &lt; b &amp;&amp; <@U1>:\n    pass\n```")
    out = slack_to_text(text, users, {"C2": "개발팀"})
    assert out.startswith("@김철수 @Sarah Chen @guest 확정 #general #개발팀 @here @devs 문서 (https://x.example/a?b=1&c=2) "
                          "https://y.example a@b.example <tag> & ")
    assert "`<@U1> <b>`" in out                                  # inline code: entities undone, mention kept
    assert "```\nif a < b && <@U1>:\n    pass\n```" in out        # block: indentation and mention kept
    assert slack_mentions(text) == ["U1", "U2", "U9"]           # not the one inside code


def test_discord_markup_becomes_readable():
    out = discord_to_text("<@123> <@!456> <#7> <@&8> <:party:99> <a:wave:1> </deploy:5> <t:1736920800:F> "
                          "<t:1736920800:d> `<@123>`", {"123": "Kim", "456": "박지훈"}, {"7": "general"}, {"8": "devs"})
    assert out == "@Kim @박지훈 #general @devs :party: :wave: /deploy 2025-01-15 06:00 UTC 2025-01-15 `<@123>`"


def test_whitespace_cleaned_outside_code_only():
    text = "a   b \u200b\r\n\r\n\r\n\r\nc\u00a0\u00a0d\x1f\n```\nx    y\n\n\n\nz\n```"
    assert clean_whitespace(text) == "a b\n\nc d\n```\nx    y\n\n\n\nz\n```"


def test_commit_message_title_body_and_people_trailers():
    title, body, people = split_commit_message(
        "배포는 금요일로 확정\n\n본문 첫 줄\n`code   kept`\n\nRefs: #12\nCo-authored-by: Mike Johnson <Mike@x.example>\n")
    assert title == "배포는 금요일로 확정"
    assert body == "본문 첫 줄\n`code   kept`\n\nRefs: #12"
    assert people == [("co-authored-by", "Mike Johnson", "mike@x.example")]


# ------------------------------------------------------------------------------------------------ Slack


def test_slack_sample_export_items_threads_and_text():
    connector = SlackConnector(SAMPLE_SLACK, domain="hanbit-labs")
    items, skipped = split(connector.items())
    assert skipped == []
    assert 40 <= len(items) <= 80 and connector.estimate() >= len(items)
    assert {i.labels[0] for i in items} == {"#general", "#개발팀", "#launch-q1", "#leads"}
    assert all(i.occurred_at.tzinfo is not None and i.occurred_at.utcoffset().total_seconds() == 0 for i in items)
    assert not any("joined" in i.body or "pinned a message" in i.body for i in items)  # noise subtypes dropped
    assert len({i.source_id for i in items}) == len(items)

    # a thread that spans two day files, with a reversal in it
    root = by_body(items, "배포 일정 정합시다")
    decided = by_body(items, "그럼 배포는 금요일로 확정할게요")
    reversal = by_body(items, "금요일 배포는 취소하고")
    assert root.source_id == "T07HANBIT/C02DEVKO/" + root.extra["ts"] and root.in_reply_to is None
    assert decided.thread_id == reversal.thread_id == root.thread_id == root.source_id
    assert decided.in_reply_to == reversal.in_reply_to == root.source_id
    assert reversal.body.startswith("@here QA에서")
    assert decided.occurred_at < reversal.occurred_at
    assert reversal.url == ("https://hanbit-labs.slack.com/archives/C02DEVKO/p" + reversal.extra["ts"].replace(".", "")
                            + f"?thread_ts={root.extra['ts']}&cid=C02DEVKO")
    assert decided.extra["reactions"] == {"+1": 2}

    # people: author from users.json, mentions as names and recipients
    question = by_body(items, "결제 서비스 DB를 정해야")
    assert question.author.name == "김철수" and question.author.email == "kim.cs@hanbit.example"
    assert "@이영희 @박지훈 의견 주세요" in question.body
    assert [r.name for r in question.recipients] == ["이영희", "박지훈"]

    # links, entities, channel references and code spans made readable and kept faithful
    assert "billing#42 (https://github.com/hanbit-labs/billing/pull/42) 리뷰 부탁드립니다 <3" in by_body(items, "초안 올렸어요").body
    assert "`<CheckoutForm />`" in by_body(items, "npm run build").body
    assert "#개발팀 채널에 공유" in by_body(items, "배포 결과는").body
    assert "```\n1. DB 백업 (pg_dump --format=custom billing > billing.dump)" in by_body(items, "체크리스트").body
    bot = by_body(items, "deployed to production")
    assert bot.author.name == "Deploy Bot" and bot.extra["subtype"] == "bot_message"
    assert by_body(items, "Hiring:").extra["conversation"] == "private_channel"
    english = by_body(items, "Let's switch to Netlify")
    assert english.labels == ["#launch-q1"] and english.in_reply_to is not None

    # time order within each channel
    for channel in {i.extra["channel_id"] for i in items}:
        times = [i.occurred_at for i in items if i.extra["channel_id"] == channel]
        assert times == sorted(times)


def test_slack_cursor_rerun_reads_nothing_and_resumes_midway():
    connector = SlackConnector(SAMPLE_SLACK)
    items, _ = split(connector.items())
    assert split(connector.items(fold(connector, items)))[0] == []
    half = fold(connector, items[:20])
    rest, _ = split(connector.items(half))
    assert [i.source_id for i in rest] == [i.source_id for i in items[20:]]


def test_slack_zip_export_matches_the_folder(tmp_path):
    archive = tmp_path / "Hanbit Labs Slack export Jan 2025.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for f in SAMPLE_SLACK.rglob("*.json"):
            z.write(f, "export/" + f.relative_to(SAMPLE_SLACK).as_posix())   # zipped inside a top folder
    folder_items, _ = split(SlackConnector(SAMPLE_SLACK).items())
    zip_items, skipped = split(SlackConnector(archive).items())
    assert skipped == []
    assert [i.source_id for i in zip_items] == [i.source_id for i in folder_items]
    assert [i.body for i in zip_items] == [i.body for i in folder_items]
    assert SlackConnector(archive).estimate() == SlackConnector(SAMPLE_SLACK).estimate()


@pytest.mark.parametrize("encoding", ["utf-8", "cp949"])
def test_zip_member_names_without_the_utf8_flag(tmp_path, encoding):
    """Zips made on Windows or by older tools store Korean names as raw UTF-8 or CP949 bytes with no flag."""
    placeholder = "X" * len("개발팀".encode(encoding))
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for f in SAMPLE_SLACK.rglob("*.json"):
            z.write(f, f.relative_to(SAMPLE_SLACK).as_posix().replace("개발팀", placeholder))
    raw = archive.read_bytes()
    assert b"\x08\x00" not in raw[6:8]                    # ASCII names: no UTF-8 flag was set
    archive.write_bytes(raw.replace(placeholder.encode(), "개발팀".encode(encoding)))
    items, skipped = split(SlackConnector(archive).items())
    assert skipped == [] and "#개발팀" in {i.labels[0] for i in items}
    assert by_body(items, "그럼 배포는 금요일로 확정할게요").source_id.startswith("T07HANBIT/C02DEVKO/")


def test_slack_export_odd_cases_and_skipped_reports():
    connector = SlackConnector(DATA / "slack_edge", domain="edge.slack.com")
    items, skipped = split(connector.items())
    reasons = {Path(s.origin.split("#")[0]).name + ("#" + s.origin.split("#")[1] if "#" in s.origin else ""): s.reason
               for s in skipped}
    assert reasons == {"2025-02-01.json": "not a Slack day file: expected a list of messages",
                       "2025-02-02.json#0": "message has no valid 'ts'"}
    dm = by_body(items, "1:1은 오후 2시로")
    assert dm.labels == ["dm"] and dm.extra["conversation"] == "dm" and dm.source_id.startswith("T0EDGE/D01KIMLEE/")
    assert by_body(items, "세 명 회의").extra["conversation"] == "group_dm"
    assert by_body(items, "[file: Q1 예산안]").extra["files"] == ["Q1 예산안"]
    blocks = by_body(items, "예산안 확인했습니다")
    assert blocks.body == "예산안 확인했습니다 @이영희 님, 그대로 진행해주세요." and blocks.recipients[0].name == "이영희"
    orphan = by_body(items, "no channels.json entry")
    assert orphan.url is None and orphan.author.name == "Guest User" and orphan.labels == ["#orphan"]
    assert not any("deleted" in i.body for i in items)     # tombstone placeholder


def test_slack_events_api_payloads_edits_deletes_and_retries():
    connector = SlackConnector(DATA / "slack_events", users=SAMPLE_SLACK / "users.json",
                               channels=SAMPLE_SLACK / "channels.json", domain="https://hanbit-labs.slack.com")
    items, skipped = split(connector.items())
    assert sorted(s.reason for s in skipped) == ["line 7 is not JSON (Expecting property name enclosed in double quotes)",
                                                 "message event has no 'channel'"]
    ids = [i.source_id for i in items]
    assert len(ids) == len(set(ids)) == 7                        # the retried delivery (same event_id) once
    root = by_body(items, "Grafana로 갑시다")
    assert root.body == "모니터링 대시보드는 Grafana로 갑시다. @Mike Johnson 세팅 가능할까요?"
    assert root.labels == ["#개발팀"] and root.recipients[0].email == "mike.johnson@hanbit.example"
    reply = by_body(items, "up by Wednesday.")
    assert reply.in_reply_to == root.source_id == reply.thread_id
    edit = by_body(items, "Thursday")
    assert edit.extra["action"] == "edit" and edit.extra["target_source_id"] == reply.source_id
    assert edit.source_id == reply.source_id + "#edited-1737940500.000000" and edit.thread_id == root.thread_id
    assert not any(i.extra.get("action") == "edit" and i.body == root.body for i in items)  # unfurl: no edit
    deleted = [i for i in items if i.extra.get("action") == "delete"]
    assert len(deleted) == 1 and deleted[0].body == "" and deleted[0].extra["target_source_id"] == by_body(items, "오타").source_id
    assert by_body(items, "휴가").extra["conversation"] == "dm"
    assert "<no more changes>" in by_body(items, "Final: launch").body      # the single-payload file
    # an event and the export name the same message the same way
    assert root.source_id.startswith("T07HANBIT/C02DEVKO/") and root.url.startswith("https://hanbit-labs.slack.com/archives/C02DEVKO/p")
    cursor = fold(connector, items)
    assert split(connector.items(cursor))[0] == []
    assert connector.estimate() == 12


def test_a_discord_file_read_as_slack_is_reported_not_read_as_nothing():
    """A DiscordChatExporter file or Discord API messages (``type`` 0) passed to the slack source: each record
    is a skipped item naming the likely fix, so the CLI says nothing could be ingested instead of 0 and exit 0."""
    for path in (DATA / "discord_export", DATA / "discord_api"):
        items, skipped = split(SlackConnector(path).items())
        assert items == [] and skipped
        records = [s for s in skipped if "is not JSON" not in s.reason]  # the API fixture has a broken line
        assert records and all("not a Slack event" in s.reason and "discord source" in s.reason for s in records)


def test_slack_event_and_export_share_source_ids(tmp_path):
    export_items, _ = split(SlackConnector(SAMPLE_SLACK).items())
    day = json.loads((SAMPLE_SLACK / "개발팀" / "2025-01-15.json").read_text(encoding="utf-8"))
    envelopes = [{"type": "event_callback", "team_id": "T07HANBIT", "event_id": f"Ev{n}",
                  "event": {**m, "channel": "C02DEVKO", "event_ts": m["ts"], "channel_type": "channel"}}
                 for n, m in enumerate(day)]
    (tmp_path / "events.json").write_text(json.dumps(envelopes, ensure_ascii=False), encoding="utf-8")
    event_items, _ = split(SlackConnector(tmp_path / "events.json", users=SAMPLE_SLACK / "users.json").items())
    exported = {i.source_id: i for i in export_items}
    assert event_items and all(i.source_id in exported for i in event_items)
    assert all(i.thread_id == exported[i.source_id].thread_id and i.body == exported[i.source_id].body
               for i in event_items)


# ----------------------------------------------------------------------------------------------- GitHub


def test_github_webhook_push_and_pull_request():
    connector = GitHubConnector(DATA / "github")
    items, skipped = split(connector.items())
    reasons = sorted((Path(s.origin).name, s.reason) for s in skipped)
    assert reasons == [("broken.json", "not JSON (Expecting value at line 1)"),
                       ("deliveries.jsonl#5", "malformed push payload (KeyError: 'id')"),
                       ("deliveries.jsonl:3", "line 3 is not JSON (Expecting value)")]
    commits = [i for i in items if i.extra["kind"] == "commit"]
    prs = [i for i in items if i.extra["kind"] == "pull_request"]
    assert len(commits) == 2 and [p.extra["action"] for p in prs] == ["opened", "edited", "merged"]  # labeled: not read

    korean = commits[0]
    assert korean.source_id == "commit/3b8d1e0f4a2c6b7d8e9f0a1b2c3d4e5f60718293"
    assert korean.title == "결제 DB를 PostgreSQL 16으로 전환"
    assert korean.body.startswith("MySQL 호환 레이어를 제거하고") and "Co-authored-by" not in korean.body
    assert korean.extra["co_authors"] == [{"name": "Mike Johnson", "email": "mike.johnson@hanbit.example",
                                           "trailer": "co-authored-by"}]
    assert korean.author.name == "이영희" and korean.author.handle == "yh-lee"
    # threaded by what a commit references, not by branch: this one references nothing
    assert korean.thread_id is None and "hanbit-labs/billing" in korean.labels
    assert korean.extra["files"]["removed"] == ["db/mysql_compat.py"]
    assert korean.occurred_at.isoformat() == "2025-01-20T09:02:11+00:00"
    assert commits[1].recipients[0].handle == "sarah-chen"             # @mention in the message

    opened, edited, merged = prs
    assert opened.thread_id == edited.thread_id == merged.thread_id == "hanbit-labs/billing#42"
    assert opened.title == "결제 DB 마이그레이션: MySQL → PostgreSQL 16" and opened.body.startswith("## 요약\n결제 서비스 DB를")
    assert [r.handle for r in opened.recipients] == ["cs-kim", "mike-j"]   # reviewer, then @mention (author excluded)
    assert edited.title.startswith("Billing DB migration") and edited.extra["changes"]["title"].startswith("결제 DB")
    assert merged.body == "Merged pull request #42 “Billing DB migration: MySQL → PostgreSQL 16” from feat/postgres into main."
    assert merged.author.handle == "cs-kim" and merged.extra["merged"] is True
    assert merged.url == "https://github.com/hanbit-labs/billing/pull/42"
    assert len({i.source_id for i in items}) == len(items)
    assert connector.estimate() == 9


def test_github_webhook_cursor_reads_only_new_deliveries(tmp_path):
    for name in ("push.json", "pull_request_opened.json"):
        shutil.copy(DATA / "github" / name, tmp_path / name)
    connector = GitHubConnector(tmp_path)
    first, _ = split(connector.items())
    cursor = fold(connector, first)
    assert split(connector.items(cursor))[0] == []
    merged = json.loads((DATA / "github" / "deliveries.jsonl").read_text(encoding="utf-8").splitlines()[1])
    (tmp_path / "later.json").write_text(json.dumps(merged, ensure_ascii=False), encoding="utf-8")
    new, _ = split(connector.items(cursor))
    assert [i.extra["action"] for i in new] == ["merged"]


def _git(repo: Path, *args: str, date: str | None = None) -> str:
    import os

    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    if date:
        env.update(GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    done = subprocess.run(["git", "-C", str(repo), "-c", "user.name=김철수", "-c", "user.email=kim.cs@hanbit.example",
                           "-c", "commit.gpgsign=false", *args], capture_output=True, check=True, env=env)
    return done.stdout.decode().strip()


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_git_history_with_cursor(tmp_path):
    repo = tmp_path / "billing"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "remote", "add", "origin", "git@github.com:hanbit-labs/billing.git")
    (repo / "a.txt").write_text("a")
    _git(repo, "add", "a.txt")
    _git(repo, "commit", "-q", "-m", "배포는 금요일로 확정\n\n필드 구분자 \x1f 와 줄바꿈이 있어도\n메시지는 한 덩어리.",
         date="2025-01-15T14:30:00+09:00")
    (repo / "b.txt").write_text("b")
    _git(repo, "add", "b.txt")
    _git(repo, "commit", "-q", "-m", "Let's go with Postgres\n\nCo-authored-by: Sarah Chen <sarah.chen@hanbit.example>",
         date="2025-01-16T10:00:00+09:00")

    connector = GitHubConnector(repo)
    items, skipped = split(connector.items())
    assert skipped == [] and connector.estimate() == 2
    first, second = items
    assert first.title == "배포는 금요일로 확정" and first.body == "필드 구분자 와 줄바꿈이 있어도\n메시지는 한 덩어리."
    assert first.author.name == "김철수" and first.author.email == "kim.cs@hanbit.example"
    assert first.occurred_at.isoformat() == "2025-01-15T05:30:00+00:00"
    sha = _git(repo, "rev-parse", "HEAD")
    assert second.source_id == f"commit/{sha}" and second.thread_id is None  # no reference: no thread
    assert first.extra["files"] == ["a.txt"] and second.extra["files"] == ["b.txt"]
    assert second.url == f"https://github.com/hanbit-labs/billing/commit/{sha}"
    assert second.extra["co_authors"][0]["email"] == "sarah.chen@hanbit.example"

    cursor = fold(connector, items)
    assert cursor["commit"] == sha and split(connector.items(cursor))[0] == []
    (repo / "c.txt").write_text("c")
    _git(repo, "add", "c.txt")
    _git(repo, "commit", "-q", "-m", "Switch landing page to Netlify", date="2025-01-17T12:05:00+09:00")
    new, _ = split(connector.items(cursor))
    assert [i.title for i in new] == ["Switch landing page to Netlify"]
    # history rewritten under the cursor: the commit it names is gone, so its time decides
    cursor = fold(connector, new, cursor)
    _git(repo, "commit", "-q", "--amend", "-m", "Switch landing page to Netlify (amended)", date="2025-01-17T12:30:00+09:00")
    again, _ = split(connector.items(cursor))
    assert [i.title for i in again] == ["Switch landing page to Netlify (amended)"]


def test_github_path_that_is_not_a_repository(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    with pytest.raises(InvalidInput, match="not a git repository"):
        GitHubConnector(tmp_path)
    with pytest.raises(InvalidInput, match=f"{DATA / 'github'} is not a git repository"):
        GitHubConnector(DATA / "github", mode="git")           # JSON files, but git history was asked for
    empty = tmp_path / "empty"
    empty.mkdir()
    if shutil.which("git"):
        _git(empty, "init", "-q")
        assert split(GitHubConnector(empty).items()) == ([], [])      # no commit yet: nothing, no error


# ----------------------------------------------------------------------------------------------- Notion


def test_notion_markdown_and_html_export_with_hierarchy():
    connector = NotionConnector(NOTION_EXPORT)
    items, skipped = split(connector.items())
    assert [Path(s.origin).name for s in skipped] == ["Empty 9d8c7b6a5f4e4d3c8b2a1f0e9d8c7b6a.md"]
    pages = {i.title: i for i in items}
    assert set(pages) == {"Engineering", "Architecture", "결정 기록", "배포 정책"}
    eng, log, policy, arch = pages["Engineering"], pages["결정 기록"], pages["배포 정책"], pages["Architecture"]
    assert eng.source_id == "3f1c2b7a-9d0e-4f5a-8b6c-7d8e9f0a1b2c" == eng.thread_id and eng.labels == []
    assert eng.body == ("Team wiki for the Hanbit Labs engineering team. Start with 결정 기록.\n\n"
                        "See the Notion API docs (https://developers.notion.com) for integrations.")
    assert eng.url == "https://www.notion.so/3f1c2b7a9d0e4f5a8b6c7d8e9f0a1b2c"
    assert log.thread_id == eng.source_id and log.labels == ["Engineering"]
    assert log.body.startswith("팀에서 내린 결정을") and "**PostgreSQL 16**으로 확정" in log.body
    assert policy.thread_id == log.source_id and policy.labels == ["Engineering / 결정 기록"]
    assert policy.extra["path"] == ["Engineering", "결정 기록", "배포 정책"]
    assert policy.occurred_at.isoformat() == "2025-01-23T10:20:00+00:00"        # from the Created property
    assert "```bash\ngh pr review --approve   # 승인 후 배포\n```" in policy.body
    assert arch.thread_id == eng.source_id and arch.body.startswith("Owner: Sarah Chen\n\nWe decided to keep Redis")
    assert "- Postgres for billing and analytics\n- Netlify" in arch.body
    assert "kubectl rollout status deploy/billing\n  --timeout=120s" in arch.body
    assert connector.estimate() == 5


def test_notion_zip_export_and_revisions(tmp_path):
    inner = tmp_path / "Part-1.zip"
    with zipfile.ZipFile(inner, "w") as z:
        for f in NOTION_EXPORT.rglob("*"):
            if f.is_file():
                z.write(f, f.relative_to(NOTION_EXPORT).as_posix())
    outer = tmp_path / "Export-2025-01-25.zip"
    with zipfile.ZipFile(outer, "w") as z:       # Notion's large exports: a zip of zips
        z.write(inner, inner.name)
    folder_items, _ = split(NotionConnector(NOTION_EXPORT).items())
    zip_items, _ = split(NotionConnector(outer).items())
    assert [(i.source_id, i.thread_id, i.labels, i.body) for i in zip_items] == \
           [(i.source_id, i.thread_id, i.labels, i.body) for i in folder_items]

    copy = tmp_path / "export"
    shutil.copytree(NOTION_EXPORT, copy)
    connector = NotionConnector(copy)
    items, _ = split(connector.items())
    cursor = fold(connector, items)
    assert split(connector.items(cursor))[0] == []
    page = next(copy.rglob("결정 기록 *.md"))
    page.write_text(page.read_text(encoding="utf-8") + "\n- 2025-01-24: 세션 캐시는 Redis 유지\n", encoding="utf-8")
    changed, _ = split(connector.items(cursor))
    assert [i.title for i in changed] == ["결정 기록"] and changed[0].source_id == items[2].source_id
    assert changed[0].extra["revision"] != cursor["pages"][changed[0].source_id]


def test_notion_api_pages_blocks_and_databases():
    connector = NotionConnector(DATA / "notion_api")
    items, skipped = split(connector.items())
    assert sorted((Path(s.origin).name, s.reason) for s in skipped) == [
        ("broken.json", "not JSON (Expecting value at line 1)"),
        ("decision_log.jsonl#2", "page object without a valid 'id'"),
        ("decision_log.jsonl#3", "not a Notion page, database, block or list object"),
        ("decision_log.jsonl:4", "line 4 is not JSON (Expecting value)"),
        ("pages.json#0", "empty page (a title and no text; were its blocks exported?)"),
    ]
    minutes = next(i for i in items if i.title == "런칭 회의록 1월 17일")
    assert minutes.source_id == "1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9"
    assert minutes.thread_id == "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" and minutes.labels == ["Launch Q1"]
    assert minutes.body == ("## 결정 사항\n- 랜딩 페이지는 Netlify로 호스팅 (Vercel 대비 절반 비용)\n[ ] @박지훈 랜딩 초안 1월 24일까지\n"
                            "[x] 스테이징 환경 준비\n> Let's switch to Netlify instead of Vercel. — Sarah\n"
                            "```shell\nnetlify deploy --prod\n```\n📌 런칭일은 3월 10일로 변경됨\n▸ Budget details\n"
                            "  Campaign budget raised from $50k to $60k.")
    assert minutes.occurred_at.isoformat() == "2025-01-17T03:00:00+00:00"
    assert minutes.extra["revision"] == "2025-01-17T03:00:00.000Z"
    row = next(i for i in items if i.title == "Analytics store: Postgres")
    assert row.thread_id == "2c3d4e5f-6071-4829-93a4-b5c6d7e8f901" and row.labels == ["Launch Q1 / Decision Log"]
    assert row.body == ("Status: Decided\nOwner: Sarah Chen\nDate: 2025-01-13\n\n"
                        "Use Postgres for the analytics store too, to keep one database stack.")
    cursor = fold(connector, items)
    assert split(connector.items(cursor))[0] == []


# ---------------------------------------------------------------------------------------------- Discord


def test_discord_api_messages_threads_and_edits():
    connector = DiscordConnector(DATA / "discord_api", channels={"1100000000000000100": "launch"},
                                 roles={"1100000000000000900": "marketing"})
    items, skipped = split(connector.items())
    assert sorted((Path(s.origin).name, s.reason) for s in skipped) == [
        ("gateway.jsonl#3", "message without a numeric 'id' or a 'channel_id'"),
        ("gateway.jsonl:4", "line 4 is not JSON (Expecting value)")]
    decision = by_body(items, "Decision: the landing page")
    assert decision.body == "Decision: the landing page goes on Netlify, not Vercel. @박지훈 owns it. cc @marketing"
    assert decision.source_id == "1100000000000000100/" + decision.extra["message_id"]
    assert [r.name for r in decision.recipients] == ["박지훈"] and decision.author.name == "Sarah Chen"
    assert decision.labels == ["#launch"] and decision.extra["reactions"] == {"👍": 3}
    assert decision.url == f"https://discord.com/channels/1100000000000000001/1100000000000000100/{decision.extra['message_id']}"
    reply = by_body(items, "제가 맡을게요")
    assert reply.body == "네 제가 맡을게요. 초안은 2025-01-24까지 올리겠습니다 :thumbsup_cat:"
    assert reply.in_reply_to == decision.source_id and reply.thread_id == decision.thread_id == decision.extra["message_id"]
    nested = by_body(items, "배포 스크립트는")
    assert nested.in_reply_to == reply.source_id and nested.thread_id == decision.thread_id   # chain keeps its root
    assert "netlify deploy --prod --dir=dist  # <@1200000000000000001> 예외 없음" in nested.body   # code verbatim
    assert nested.extra["edited_at"] == "2025-01-17T01:09:00+00:00"

    starter = by_body(items, "런칭일 논의 스레드")
    in_thread = by_body(items, "March 10. The payment")
    assert in_thread.thread_id == starter.extra["message_id"] == starter.thread_id
    assert in_thread.in_reply_to == starter.source_id and in_thread.labels == ["#런칭일 논의"]
    assert in_thread.body.endswith("See #launch.")
    assert in_thread.url.startswith("https://discord.com/channels/1100000000000000001/")   # guild from the thread
    confirmed = [i for i in items if i.body.startswith("그럼 런칭일은 3월 10일로 확정합니다")]
    original, edit = confirmed
    assert edit.extra["action"] == "edit" and edit.extra["target_source_id"] == original.source_id
    assert edit.thread_id == original.thread_id and edit.occurred_at > original.occurred_at
    assert by_body(items, "[file: landing-draft-v1.png]").extra["files"] == ["landing-draft-v1.png"]
    assert not any(i.body == "" for i in items) and len(items) == 9      # join notice, thread starter skipped
    cursor = fold(connector, items)
    assert split(connector.items(cursor))[0] == []


def test_discord_chat_exporter_json():
    connector = DiscordConnector(DATA / "discord_export")
    items, skipped = split(connector.items())
    assert [s.reason for s in skipped] == ["message without a numeric 'id' or a 'channel_id'"]
    assert len(items) == 4 and connector.estimate() == 6                # member join notice skipped
    question, answer, decision, deploy = items
    assert question.labels == ["Hanbit Labs", "#dev-chat"] and question.author.name == "김철수"
    assert answer.in_reply_to == question.source_id and decision.in_reply_to == answer.source_id
    assert decision.thread_id == answer.thread_id == question.thread_id == question.extra["message_id"]
    assert answer.recipients[0].name == "김철수" and decision.extra["reactions"] == {"✅": 2}
    assert deploy.thread_id == deploy.extra["message_id"] and deploy.extra["edited_at"] == "2025-01-21T01:02:00+00:00"
    assert decision.occurred_at.isoformat() == "2025-01-20T05:30:00+00:00"


def test_discord_api_and_exporter_name_a_message_the_same_way(tmp_path):
    api, _ = split(DiscordConnector(DATA / "discord_api").items())
    message = by_body(api, "Decision: the landing page")
    export = {"guild": {"id": "1100000000000000001", "name": "Hanbit Labs"},
              "channel": {"id": "1100000000000000100", "type": "GuildTextChat", "name": "launch"},
              "messages": [{"id": message.extra["message_id"], "type": "Default", "timestamp": "2025-01-17T10:00:00.000+09:00",
                            "content": "Decision: the landing page goes on Netlify, not Vercel. @박지훈 owns it.",
                            "author": {"id": "1200000000000000004", "name": "sarahchen", "nickname": "Sarah Chen"}}]}
    (tmp_path / "launch.json").write_text(json.dumps(export, ensure_ascii=False), encoding="utf-8")
    exported, _ = split(DiscordConnector(tmp_path).items())
    assert exported[0].source_id == message.source_id and exported[0].thread_id == message.thread_id
    assert exported[0].occurred_at == message.occurred_at


# ---------------------------------------------------------------------------------------------- registry


def test_registry_opens_each_connector_and_names_what_is_wrong(tmp_path):
    assert isinstance(open_connector("slack", SAMPLE_SLACK, domain="hanbit-labs"), SlackConnector)
    assert isinstance(open_connector("GitHub", DATA / "github"), GitHubConnector)
    assert isinstance(open_connector("notion", NOTION_EXPORT), NotionConnector)
    assert isinstance(open_connector("discord", str(DATA / "discord_export")), DiscordConnector)
    with pytest.raises(InvalidInput, match="Unknown source 'teams'.*discord, email, github, gmail, mail, notion, slack"):
        open_connector("teams", tmp_path)
    missing = tmp_path / "no-such-export"
    with pytest.raises(InvalidInput, match=f"Path not found: {missing}"):
        open_connector("slack", missing)
    with pytest.raises(InvalidInput, match="Option not understood by the slack connector"):
        open_connector("slack", SAMPLE_SLACK, colour="blue")
    assert canonical_source("gmail") == canonical_source("email") == "mail"
    assert is_private("gmail") and not is_private("slack") and not is_private("discord")
    assert SHARED_BY_DEFAULT == {"slack", "github", "notion", "discord"}
    try:
        import mnemo.ingest.connectors.mail.mailbox as mail_module  # written alongside; checked when present
    except ImportError:
        return
    if not hasattr(mail_module, "MailConnector"):
        return
    mail = open_connector("gmail", tmp_path)
    assert type(mail).__name__ == "MailConnector" and mail.source == "mail"


def test_every_connector_yields_utc_times_and_json_able_items():
    for connector in (SlackConnector(SAMPLE_SLACK), GitHubConnector(DATA / "github"), NotionConnector(NOTION_EXPORT),
                      NotionConnector(DATA / "notion_api"), DiscordConnector(DATA / "discord_api"),
                      DiscordConnector(DATA / "discord_export")):
        items, _ = split(connector.items())
        assert items, connector
        for item in items:
            assert item.source == connector.source
            assert item.occurred_at is None or item.occurred_at.tzinfo == UTC
            json.dumps(item.model_dump(mode="json"), ensure_ascii=False)


def test_a_group_dm_listed_without_a_name_is_labelled_by_its_id(tmp_path):
    """mpims.json entries may lack "name" (older exports): the folder and the label fall back to the id."""
    root = tmp_path / "export"
    (root / "G0NONAME").mkdir(parents=True)
    (root / "users.json").write_text(json.dumps([{"id": "U1", "name": "kim", "team_id": "T1"}]), encoding="utf-8")
    (root / "channels.json").write_text("[]", encoding="utf-8")
    (root / "mpims.json").write_text(json.dumps([{"id": "G0NONAME", "members": ["U1"]}]), encoding="utf-8")
    (root / "G0NONAME" / "2025-03-01.json").write_text(json.dumps(
        [{"type": "message", "user": "U1", "ts": "1740787200.000100", "text": "세 명이서 금요일 회의로 확정"}]),
        encoding="utf-8")
    items, skipped = split(SlackConnector(root).items())
    assert not skipped and [i.labels for i in items] == [["G0NONAME"]]
    assert items[0].extra["conversation"] == "group_dm"
