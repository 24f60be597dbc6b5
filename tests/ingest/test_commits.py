"""Commits and pull requests as decisions about code (``ingest/extract/commits.py``): real git repositories
built in a temporary folder, ingested into a real SQLite store."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from mnemo.domain.models import EdgeType, MemoryStatus
from mnemo.domain.sources import SourceItem
from mnemo.ingest.connectors.github import GitHubConnector
from mnemo.ingest.extract.commits import (
    change_of,
    decision_record,
    extract_code_change,
    files_summary,
    record_step,
    references,
    skip_reason,
    thread_ref,
    why_of,
)

DATA = Path(__file__).parents[1] / "data" / "connectors"
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _git(repo: Path, *args: str, date: str = "2025-03-01T10:00:00+00:00") -> str:
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1",
           "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}
    done = subprocess.run(["git", "-C", str(repo), "-c", "user.name=Mina Park", "-c", "user.email=mina@billing.example",
                           "-c", "commit.gpgsign=false", *args], capture_output=True, check=True, env=env)
    return done.stdout.decode().strip()


def _commit(repo: Path, message: str, files: dict[str, str], date: str) -> str:
    for name, text in files.items():
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        _git(repo, "add", name)
    _git(repo, "commit", "-q", "-m", message, date=date)
    return _git(repo, "rev-parse", "HEAD")


@pytest.fixture
def history(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    repo = tmp_path / "billing"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "remote", "add", "origin", "git@github.com:hanbit-labs/billing.git")
    shas: dict[str, str] = {}
    shas["feature"] = _commit(repo, (
        "Add CSV export for invoices (#12)\n\n"
        "Finance reconciles invoices in spreadsheets every month; the export streams rows so a large month\n"
        "fits in memory.\n\nFixes #3"),
        {"src/billing/export.py": "x", "src/billing/views.py": "x", "src/billing/urls.py": "x",
         "tests/test_export.py": "x", "tests/test_views.py": "x"}, "2025-03-01T10:00:00+00:00")
    shas["fix"] = _commit(repo, (
        "Fix refund rounding for KRW amounts (#12)\n\n"
        "Refunds of 1,005 won were rounded down to 1,000; amounts are Decimal with ROUND_HALF_UP now."),
        {"src/billing/refunds.py": "x", "tests/test_refunds.py": "x"}, "2025-03-02T10:00:00+00:00")
    shas["bump"] = _commit(repo, "Bump version to 1.4.0", {"pyproject.toml": "version = '1.4.0'"},
                           "2025-03-03T10:00:00+00:00")
    shas["typo"] = _commit(repo, "Fix typo in README", {"README.md": "Billing"}, "2025-03-04T10:00:00+00:00")
    _git(repo, "checkout", "-q", "-b", "feat/cache")
    shas["switch"] = _commit(repo, "Switch the session cache from Memcached to Redis\n\nMemcached lost sessions on "
                             "every deploy; Redis persists them.", {"src/billing/cache.py": "redis"},
                             "2025-03-05T10:00:00+00:00")
    shas["removal"] = _commit(repo, "Remove the legacy XML invoice importer\n\nNo customer has sent XML since 2023.",
                              {"src/billing/xml_import.py": "", "src/billing/importers.py": "x"},
                              "2025-03-06T10:00:00+00:00")
    _git(repo, "checkout", "-q", "main")
    _git(repo, "merge", "-q", "--no-ff", "-m", "Merge branch 'feat/cache'", "feat/cache", date="2025-03-07T10:00:00+00:00")
    shas["merge"] = _git(repo, "rev-parse", "HEAD")
    _git(repo, "revert", "--no-edit", shas["switch"], date="2025-03-08T10:00:00+00:00")
    shas["revert"] = _git(repo, "rev-parse", "HEAD")
    return repo, shas


def _memories(svc) -> dict[str, object]:
    found, _ = svc.list_memories(user_id=svc.default_user, status="all", limit=500)
    return {m.metadata.get("sha"): m for m in found if m.metadata.get("sha")}


@needs_git
def test_a_commit_moving_away_from_an_earlier_commits_named_choice_supersedes_it(svc, tmp_path):
    repo = tmp_path / "shop"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    first = _commit(repo, "Use CloudFront for the product image CDN\n\nAll product images now sit behind "
                    "CloudFront; it keeps everything in one AWS account.", {"infra/cdn.tf": "cloudfront"},
                    "2026-01-20T10:00:00+00:00")
    other = _commit(repo, "Add CloudFront logs to the weekly traffic report\n\nThe report reads the CDN logs.",
                    {"reports/traffic.py": "x"}, "2026-01-25T10:00:00+00:00")
    moved = _commit(repo, "Move product images to Fastly\n\nCloudFront invalidations took 10+ minutes during "
                    "launches; Fastly's instant purge fixes that.", {"infra/cdn.tf": "fastly"},
                    "2026-02-17T10:00:00+00:00")
    svc.ingest("github", str(repo))
    by_sha = _memories(svc)
    assert by_sha[first].status is MemoryStatus.SUPERSEDED and by_sha[first].superseded_by == by_sha[moved].id
    # a later commit that only mentions the same product, with no replacement named, leaves both standing
    assert by_sha[other].status is MemoryStatus.ACTIVE and by_sha[moved].status is MemoryStatus.ACTIVE


@needs_git
def test_a_commit_that_lowers_what_an_earlier_commit_added_replaces_it(svc, tmp_path):
    """The engineering walk: "Lower the API rate limit" (60/min, in the body) left "Add rate limiting to the public
    API" (100/min, in the body) standing beside it. A commit that changes the amount of a measure an earlier
    commit added gives it a new value; one that adjusts something else, or a feature's amount, does not."""
    repo = tmp_path / "api"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    added = _commit(repo, "Add rate limiting to the public API\n\nRequests are limited to 100 per minute per key, "
                    "to protect the database from bursts.", {"api/limits.py": "100"}, "2025-02-01T10:00:00+00:00")
    lowered = _commit(repo, "Lower the API rate limit\n\n60 requests per minute per key: the database still "
                      "saturates at 100.", {"api/limits.py": "60"}, "2025-02-10T10:00:00+00:00")
    svc.ingest("github", str(repo))
    by_sha = _memories(svc)
    assert by_sha[added].status is MemoryStatus.SUPERSEDED and by_sha[added].superseded_by == by_sha[lowered].id
    assert by_sha[lowered].status is MemoryStatus.ACTIVE


def test_which_commits_adjust_what_another_added():
    from mnemo.domain.commit_subjects import adjusts

    for older, newer in [("Add rate limiting to the public API", "Lower the API rate limit"),
                         ("Add request timeout", "Raise the timeout"), ("세션 만료 시간 설정 추가", "세션 만료 시간 단축"),
                         ("업로드 용량 제한 추가", "업로드 용량 제한 완화"),
                         ("Add request timeout", "Raise the timeout for uploads to 60s")]:
        assert adjusts(newer, older), (older, newer)
    for older, newer in [("Add a download size limit", "Raise the upload size limit"),      # another limit
                         ("Add structured logging to payments", "Reduce logging"),          # a feature, no measure
                         ("Add retry workflow", "Bump workflow"), ("Add request timeout", "Raise the Python 3.12 timeout"),
                         ("Use Redis for sessions", "Lower the session timeout"),           # the older added nothing
                         ("Add a batch API", "Extend the batch API"), ("Add worker pool", "Increase worker pool"),
                         ("Add memory profiling for workers", "Bump memory for workers"),
                         ("가격 정책 페이지 추가", "가격 정책 페이지 확대")]:                      # features, not values
        assert not adjusts(newer, older), (older, newer)


@needs_git
def test_a_revert_that_says_what_stands_again_is_the_standing_decision(svc, tmp_path):
    repo = tmp_path / "auth"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    switch = _commit(repo, "Switch session store from Redis to DynamoDB\n\nDynamoDB on-demand removes a cluster "
                     "to run.", {"auth/sessions.py": "dynamodb"}, "2026-03-03T06:30:00+00:00")
    _git(repo, "revert", "--no-edit", switch, date="2026-03-06T00:14:00+00:00")
    _git(repo, "commit", "-q", "--amend", "-m", 'Revert "Switch session store from Redis to DynamoDB"\n\n'
         "세션 조회 p99가 40ms 넘게 늘어서 세션 저장소는 Redis로 되돌립니다.\n\nThis reverts commit " + switch + ".",
         date="2026-03-06T00:14:00+00:00")
    revert = _git(repo, "rev-parse", "HEAD")
    svc.ingest("github", str(repo))
    by_sha = _memories(svc)
    assert by_sha[revert].metadata["change"] == "revert" and by_sha[revert].metadata["status"] == "decided"
    assert by_sha[switch].superseded_by == by_sha[revert].id
    standing = [e["id"] for e in svc.register(user_id=svc.default_user, status="standing")]
    assert standing == [by_sha[revert].id]


@needs_git
def test_a_revert_without_quotes_takes_back_the_commit_it_names(svc, tmp_path):
    """The engineering walk (attrs): "Revert isolated builds because they break mypy" left "Use isolated builds"
    standing; a revert that names another commit's change only partly ("Revert timeouts …") takes back nothing."""
    repo = tmp_path / "lib"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    use = _commit(repo, "Use isolated builds\n\nBuilds run in an isolated environment now, so stray site-packages "
                  "cannot leak in.", {"pyproject.toml": "isolated"}, "2025-01-01T00:00:00+00:00")
    other = _commit(repo, "Add retry timeouts to the uploader", {"src/upload.py": "x"}, "2025-01-02T00:00:00+00:00")
    revert = _commit(repo, "Revert isolated builds because they break mypy\n\nmypy cannot find the stubs in the "
                     "isolated environment.", {"pyproject.toml": "plain"}, "2025-01-03T00:00:00+00:00")
    svc.ingest("github", str(repo))
    by_sha = _memories(svc)
    assert by_sha[use].superseded_by == by_sha[revert].id
    assert by_sha[other].status is MemoryStatus.ACTIVE


@needs_git
def test_a_decision_record_proposed_then_accepted_is_one_decided_decision(svc, tmp_path):
    repo = tmp_path / "gateway"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    proposal = _commit(repo, "docs: ADR-014 패키지 매니저 pnpm 전환 제안\n\nnpm 대신 pnpm을 쓰는 안을 제안합니다. 설치 "
                       "시간이 절반 이하로 줄어듭니다.\n\n상태: 제안", {"docs/adr/014-pnpm.md": "상태: 제안"},
                       "2026-02-16T07:00:00+00:00")
    accepted = _commit(repo, "docs: ADR-014 승인 처리\n\n팀 리뷰에서 전원 동의. 상태를 '승인'으로 변경.",
                       {"docs/adr/014-pnpm.md": "상태: 승인"}, "2026-02-18T01:30:00+00:00")
    rule = _commit(repo, "Run CI on GitHub Actions for every repo\n\nOur CircleCI contract ends March 31. From now "
                   "on every repo builds on GitHub Actions.", {"ci/README.md": "GitHub Actions"},
                   "2026-03-10T10:00:00+00:00")
    typo = _commit(repo, "docs: fix a link in the security policy", {"docs/SECURITY.md": "x"}, "2026-03-11T10:00:00+00:00")
    svc.ingest("github", str(repo))
    by_sha = _memories(svc)
    assert set(by_sha) == {proposal, rule}  # the acceptance decides the proposal; a docs fix decides nothing
    assert by_sha[proposal].metadata["status"] == "decided" and by_sha[proposal].thread_id.endswith("#ADR-14")
    assert by_sha[rule].metadata["change"] == "policy" and "From now on" in " ".join(by_sha[rule].metadata["evidence"])
    assert accepted not in by_sha and typo not in by_sha


def test_decision_records():
    assert decision_record("docs: ADR-014 승인 처리") == "ADR-14" and decision_record("Fix the parser") is None
    assert record_step("Propose ADR 7: event sourcing") == "proposed"
    assert record_step("Accept ADR-7") == "accepted" and record_step("ADR-7: 채택") == "accepted"
    assert record_step("Fix typo in ADR-7") is None


@needs_git
def test_commit_history_becomes_decisions_about_code(svc, history):
    repo, shas = history
    report = svc.ingest("github", str(repo))
    assert report.items == 8 and report.errors == []
    by_sha = _memories(svc)
    # kept: the feature, the fix, the switch, the removal, the revert; not the bump, the typo, the merge
    assert set(by_sha) == {shas[k] for k in ("feature", "fix", "switch", "removal", "revert")}

    feature = by_sha[shas["feature"]]
    assert feature.title == "Add CSV export for invoices (#12)"
    assert feature.category == "direction" and feature.metadata["status"] == "decided"
    assert feature.metadata["change"] == "feature"
    assert feature.metadata["why"].startswith("Finance reconciles invoices in spreadsheets every month")
    assert feature.metadata["files"] == "src/billing (3 files), tests (2)"
    assert feature.metadata["references"] == ["#12", "#3"]
    assert "Mina Park" in feature.people
    assert feature.created_at.isoformat().startswith("2025-03-01T10:00:00")
    assert feature.metadata["author"] == "Mina Park" and feature.metadata["date"].startswith("2025-03-01T10:00")
    assert feature.source_url == f"https://github.com/hanbit-labs/billing/commit/{shas['feature']}"
    assert "Finance reconciles" in feature.content and "References: #12, #3" in feature.content

    fix = by_sha[shas["fix"]]
    assert fix.metadata["change"] == "fix" and fix.metadata["why"].startswith("Refunds of 1,005 won")
    assert fix.metadata["files"] == "src/billing (1 file), tests (1)" and fix.metadata["references"] == ["#12"]

    # threaded by the PR they reference; commits of one branch without references are in no thread
    assert feature.thread_id == fix.thread_id == "hanbit-labs/billing#12"
    assert any(e.type is EdgeType.SAME_THREAD and fix.id in (e.source_id, e.target_id)
               for e in svc.edges(feature.id))
    switch, removal = by_sha[shas["switch"]], by_sha[shas["removal"]]
    assert switch.thread_id is None and removal.thread_id is None
    assert not any(e.type is EdgeType.SAME_THREAD for e in svc.edges(removal.id))
    assert switch.category == "selection" and removal.category == "rejection"

    # the revert records that the switch was taken back
    revert = by_sha[shas["revert"]]
    assert revert.metadata["change"] == "revert" and revert.metadata["reverts"] == shas["switch"]
    assert revert.category == "cancellation" and revert.metadata["status"] == "reversed"
    assert switch.status is MemoryStatus.SUPERSEDED and switch.superseded_by == revert.id

    # a rerun adds nothing
    again = svc.ingest("github", str(repo))
    assert again.memories_created == 0 and again.items == 0


def test_what_a_commit_is():
    assert skip_reason("Merge pull request #7 from mina/export") == "merge"
    assert skip_reason("Anything", parents=["a" * 40, "b" * 40]) == "merge"
    assert skip_reason("Bump version to 2.0.1") == "release"
    assert skip_reason("v2.0.1") == "release"
    assert skip_reason("Prepare 26.1.0") == "release"
    assert skip_reason("Bump actions/checkout from 3 to 4") == "automated update"
    assert skip_reason("[pre-commit.ci] pre-commit autoupdate (#1570)") == "automated update"
    assert skip_reason("Update dev & drop pre-commit.ci (#1597)") is None      # says more than a refresh
    assert skip_reason("Fix typo in README") == "typo, format or wip"
    assert skip_reason("WIP") == "typo, format or wip"
    assert skip_reason("Reformat with black") == "typo, format or wip"
    assert skip_reason("Explain the retry budget", files=["docs/retries.md", "README.md"]) == "docs only"
    assert skip_reason("Add explicit AI policy (#1518)", files=["AI_POLICY.md"]) is None
    assert skip_reason("Cover the empty cart", files=["tests/test_cart.py"]) == "tests only"
    assert skip_reason("Revert \"Switch to Redis\"") is None
    assert skip_reason("Tests: edits follow the caller's policy", files=["src/a.py", "tests/t.py"]) == "tests"
    assert skip_reason("docs/architecture.md: the new map", files=["docs/architecture.md", "src/x/__init__.py"]) == "docs"
    assert skip_reason("docs: remove stale 3.9 references", files=["src/attr/_funcs.py"]) == "docs"
    assert change_of("Drop Python 3.9 (#1603)")[0:2] == ("removal", change_of("Remove X")[1])
    assert change_of("Use uv instead of pip in CI")[0] == "switch"
    assert change_of("Revert \"Switch to Redis\"")[2].value == "reversed"
    # the engineering walk: a manifest is no document; Korean noise is noise
    assert skip_reason("Pin requests to 2.31.0", files=["requirements.txt"]) is None
    assert skip_reason("Upgrade SQLAlchemy to 2.0", files=["requirements-dev.txt", "docs/upgrade.md"]) is None
    for noise, why in [("오타 수정", "typo, format or wip"), ("코드 포맷팅", "typo, format or wip"),
                       ("주석 정리.", "typo, format or wip"), ("버전 0.3.0으로 올림", "release"), ("릴리스 0.3.0", "release")]:
        assert skip_reason(noise, files=["app/x.py"]) == why, noise
    assert skip_reason("결제 오류 수정", files=["app/pay.py"]) is None
    for decision in ("배포 1일 1회로 제한", "릴리스 3일 전 코드 프리즈 도입", "버전 2로 변경", "feat: 정렬 추가", "서식 추가"):
        assert skip_reason(decision, files=["app/x.py"]) is None, decision  # the review: these decide things
    assert skip_reason("포맷 변경: 응답을 JSON으로", files=["app/api.py"]) is None
    # a walk: a new repository's first commit was kept as a decision ("Initial commit." of kind direction)
    for first in ("Initial commit", "initial commit.", "First commit", "init", "최초 커밋", "초기 커밋"):
        assert skip_reason(first, files=["app/x.py"]) == "initial commit", first
    for says_more in ("Initial commit of the billing service on Postgres", "Initialize the config loader from env",
                      "First version of the rate limiter: 100 req/min"):
        assert skip_reason(says_more, files=["app/x.py"]) is None, says_more



def test_releases_moved_code_docs_reverts_and_links_decide_nothing_about_the_code():
    """Found on two other repositories' histories (fresh_tune of benchmarks/commits.py): a squash-merged
    release names its pull request, code moved between modules does what it did, a revert of a docs change is
    a docs change, and links are docs."""
    code = ["httpx/_models.py", "httpx/_utils.py"]
    for release in ("Version 0.28.1 (#3445)", "Version 0.27.0", "New version 2.0.0 (#12)", "v1.4.0 (#88)"):
        assert skip_reason(release, files=["httpx/__version__.py", "CHANGELOG.md"]) == "release", release
    for still_code in ("Version 2 of the retry policy: exponential backoff (#40)", "Versioned caches (#41)"):
        assert skip_reason(still_code, files=code) is None, still_code
    for moved in ("Move utility functions from _utils.py to _models.py (#3388)",
                  "Move remaining utility functions from _utils.py to _models.py  (#3387)",
                  "Move normalize header functions from _utils.py to _models.py", "Relocate the auth helpers from auth/basic.py to auth/helpers.py"):
        assert skip_reason(moved, files=code) == "code moved", moved
    for switch in ("Move hosting from Vercel to Netlify", "Move the token cache from memory to Redis (#9)",
                   "Move CI from Travis to GitHub Actions"):
        assert skip_reason(switch, files=code) is None, switch
    assert skip_reason('Revert "Removed leading $ from cli code blocks" (#3192)', files=["docs/quickstart.md"]) == "docs only"
    assert skip_reason('Revert "Removed leading $ from cli code blocks" (#3192)', files=["httpx/_main.py"]) is None
    for links in ("Update /advanced/#<anchor> links -> /advanced/clients/#<anchor> (#3123)", "Fix broken links",
                  "Fix links in the contributing guide (#3124)"):
        assert skip_reason(links, files=code) == "typo, format or wip", links
    assert skip_reason("Fix link header parsing for relative URLs", files=code) is None
    # a review: links the code makes or follows, and moves between libraries, languages or sides, are changes
    for kept in ("Update pagination links in API responses", "Fix next/prev links in paginated responses",
                 "Fix hard links to directories", "Fix broken link in error message", "Correct links in --help output",
                 "Move TLS code from OpenSSL to rustls", "Move validation code from Python to Rust",
                 "Move validation code from client to server", "Move hashing functions from SHA1 to SHA256"):
        assert skip_reason(kept, files=code) is None, kept
    assert skip_reason("Move helpers from httpx/_utils to httpx/_models", files=code) == "code moved"
    assert skip_reason("Move the parser class from `_compat` to `_parsing`", files=code) == "code moved"
    for policy in ('Revert "Add explicit AI policy"', 'Revert "Relicense under Apache-2.0"',
                   'Revert "ADR-014: use Postgres for billing"'):
        assert skip_reason(policy, files=["AI_POLICY.md", "LICENSE.txt", "docs/adr/0014-postgres.md"]) is None, policy

def test_a_commits_why_leaves_out_trailers_and_reference_only_lines():
    """The engineering walk: "Co-authored-by: <>" in a memory's text, and "Refs #2. References: #2." twice."""
    assert why_of("SQLite locked under writes.\nRefs #2") == "SQLite locked under writes."
    assert why_of("Use Redis for sessions.\n\nCo-authored-by: <>\nSigned-off-by: A <a@x.dev>") == "Use Redis for sessions."
    assert why_of("This fixes #12 by retrying. See #3 for the discussion.") == (
        "This fixes #12 by retrying. See #3 for the discussion.")
    # prose that opens like a trailer stays (a trailer names someone with an address)
    assert why_of("Issue: retries never stopped on 503, so we cap them at 5.").startswith("Issue: retries")


def test_commit_parts():
    assert files_summary(["src/mnemo/write/a.py", "src/mnemo/write/b.py", "src/mnemo/write/c.py", "tests/x.py",
                          "tests/y/z.py"]) == "src/mnemo/write (3 files), tests (2)"
    assert references("Fix the export (#12)", "Fixes #3, see acme/api#9 and GH-4") == ["#12", "#3", "acme/api#9", "#4"]
    assert thread_ref("Fix the export (#12)", "Fixes #3") == "#12"
    assert thread_ref("Fix the export", "Fixes #3 and #5") == "#3"
    assert thread_ref("Fix the export", "") is None
    why = why_of("<!-- template -->\n## Summary\nThe cache lost sessions.\n\nSo Redis.\n\n- [x] tests\n\n"
                 "This reverts commit 0123456789abcdef.")
    assert why == "The cache lost sessions. So Redis."


def test_pull_request_events_from_webhooks():
    items = [i for i in GitHubConnector(DATA / "github").items() if isinstance(i, SourceItem)]
    prs = {i.extra["action"]: i for i in items if i.extra["kind"] == "pull_request"}
    opened = extract_code_change(prs["opened"])
    merged = extract_code_change(prs["merged"])
    assert extract_code_change(prs["edited"]) == []                    # an edit restates the proposal
    assert opened[0].status.value == "pending" and merged[0].status.value == "decided"
    assert merged[0].title == prs["merged"].title
    assert merged[0].summary.startswith(prs["merged"].title)          # the description's why, not "Merged #42"
    assert "Merged pull request" not in merged[0].summary
    pushed = [i for i in items if i.extra["kind"] == "commit"]
    found = [extract_code_change(i) for i in pushed]
    assert all(len(f) == 1 for f in found)
    assert found[1][0].title == "Fix refund rounding for KRW amounts"


def _issue_event(action: str, number: int, title: str, body: str, when: str, *, user: str = "yh-lee",
                 state_reason: str | None = None) -> dict:
    issue = {"number": number, "title": title, "body": body, "user": {"login": user}, "created_at": when,
             "updated_at": when, "closed_at": when if action == "closed" else None,
             "state": "closed" if action == "closed" else "open", "state_reason": state_reason,
             "html_url": f"https://github.com/hanbit-labs/billing/issues/{number}"}
    return {"headers": {"X-GitHub-Event": "issues"},
            "payload": {"action": action, "issue": issue, "repository": {"full_name": "hanbit-labs/billing"},
                        "sender": {"login": user}}}


def _comment_event(number: int, comment_id: int, body: str, when: str, *, user: str, action: str = "created") -> dict:
    # no header: the event is told from the payload's shape, as for a bare payload saved by hand
    return {"action": action, "issue": {"number": number, "title": "Payouts provider"},
            "comment": {"id": comment_id, "body": body, "user": {"login": user}, "created_at": when,
                        "updated_at": when, "html_url": f"https://github.com/hanbit-labs/billing/issues/{number}#c{comment_id}"},
            "repository": {"full_name": "hanbit-labs/billing"}, "sender": {"login": user}}


def test_teams_decide_in_issues_proposal_agreed_in_comments_and_not_planned(svc, tmp_path):
    events = [
        _issue_event("opened", 7, "Payouts provider", "Proposal: let's move seller payouts to Stripe Connect; "
                     "the bank API keeps timing out.", "2026-04-01T09:00:00Z"),
        _comment_event(7, 101, "LGTM", "2026-04-01T10:00:00Z", user="cs-kim"),
        _comment_event(7, 102, "+1", "2026-04-01T10:05:00Z", user="mike-j"),
        _comment_event(7, 103, "Thanks all. I'll write the migration plan by Friday.", "2026-04-01T11:00:00Z",
                       user="yh-lee"),
        _issue_event("opened", 9, "Dark mode for the admin", "Should we add dark mode to the admin console?",
                     "2026-04-02T09:00:00Z"),
        _issue_event("closed", 9, "Dark mode for the admin", "", "2026-04-03T09:00:00Z", state_reason="not_planned"),
        _issue_event("closed", 7, "Payouts provider", "", "2026-04-20T09:00:00Z", state_reason="completed"),
        {"headers": {"X-GitHub-Event": "issue_comment"}, "payload": {
            "action": "deleted", "issue": {"number": 7}, "comment": {"id": 103},
            "repository": {"full_name": "hanbit-labs/billing"}}},
        _comment_event(7, 104, "I'll ping the bank about the cutover date.", "2026-04-02T10:00:00Z", user="mike-j"),
        _comment_event(7, 104, "I'll ping the bank about the cutover date by Thursday.", "2026-04-02T12:00:00Z",
                       user="mike-j", action="edited"),
    ]
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    (hooks / "deliveries.jsonl").write_text("\n".join(json.dumps(e, ensure_ascii=False) for e in events),
                                            encoding="utf-8")
    report = svc.ingest("github", str(hooks))
    assert report.errors == []
    found, _ = svc.list_memories(user_id=svc.default_user, status="all", limit=100)
    decisions = {m.content: m for m in found if m.metadata.get("type") == "decision"}
    [proposal] = [m for c, m in decisions.items() if "Stripe Connect" in c]
    assert proposal.metadata["status"] == "decided" and proposal.thread_id == "hanbit-labs/billing#7"
    assert not any(c.strip() in ("LGTM", "+1") for c in decisions)       # agreements are not decisions
    assert any("migration plan" in c for c in decisions)                 # a commitment in a comment
    [dropped] = [m for c, m in decisions.items() if "not planned" in c]
    assert dropped.category == "rejection" and dropped.thread_id == "hanbit-labs/billing#9"
    assert not any("closed as completed" in c for c in decisions)
    # an edited comment: what it says now stands, what it said before is retired
    assert any("by Thursday" in c for c in decisions)
    assert not any(c.endswith("cutover date.") and m.status.value == "active" for c, m in decisions.items())
    standing = {e["id"] for e in svc.register(user_id=svc.default_user, status="standing")}
    assert proposal.id in standing and dropped.id in standing


@needs_git
def test_a_folder_inside_a_repository_and_an_empty_path_are_refused_with_the_fix(svc, tmp_path):
    from mnemo.errors import InvalidInput
    repo = tmp_path / "lib"
    (repo / "src").mkdir(parents=True)
    _git(repo, "init", "-q", "-b", "main")
    _commit(repo, "Use isolated builds", {"src/a.py": "x"}, "2025-01-01T00:00:00+00:00")
    with pytest.raises(InvalidInput, match=f"inside the git repository {repo}") as err:
        svc.ingest("github", str(repo / "src"))
    assert str(repo) in err.value.fix
    with pytest.raises(InvalidInput, match="No path given"):
        svc.ingest("github", "")


def test_a_repository_without_commits_says_so(tmp_path, db_path):
    """A walk: `mnemo ingest github` of a freshly created repository printed a row of zeros and exit 0."""
    from typer.testing import CliRunner

    from mnemo.interfaces.cli.main import app

    repo = tmp_path / "fresh"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    result = CliRunner().invoke(app, ["ingest", "github", str(repo), "--db", db_path])
    assert result.exit_code == 1 and "has no commits yet" in result.stderr, (result.stdout, result.stderr)


def test_monorepo_releases_routine_refreshes_clean_ups_and_test_additions_decide_nothing():
    """Found on a third and fourth repository's history (fresh2_tune of benchmarks/commits.py: starlette and
    ripgrep, labelled blind): each case beside its look-alike that does decide something."""
    code = ["crates/ignore/src/walk.rs", "crates/core/flags.rs"]
    for release in ("globset-0.4.20", "grep-printer-0.3.1", "@scope/pkg@1.2.3", "ignore v0.4.33", "ignore-0.4.33 (#9)"):
        assert skip_reason(release, files=["crates/ignore/Cargo.toml"]) == "release", release
    for still_code in ("Add 3.15 (#1564)", "Support Python 3.13", "Raise the limit to 2.5", "Bump MSRV to 1.74"):
        assert skip_reason(still_code, files=code) is None, still_code
    for routine in ("deps: update everything", "chore(deps): refresh the lock file", "Add sponsorship page (#2899)"):
        assert skip_reason(routine, files=["Cargo.lock", "docs/sponsorship.md"]) == "automated update", routine
    assert skip_reason("deps: update regex to 1.10 for the new Unicode tables", files=["Cargo.toml"]) is None
    for vague in ("ignore: more pathutil clean-up", "test-complete: misc. improvements", "Minor cleanups"):
        assert skip_reason(vague, files=code) == "typo, format or wip", vague
    assert skip_reason("Clean up temporary directories on exit", files=code) is None
    for marker in ("Add `pragma: no branch` in `middleware/exceptions.py`", "_rg: eliminate superfluous group comments"):
        assert skip_reason(marker, files=code) == "no behaviour change", marker
    assert skip_reason("Remove comments from the rendered HTML output", files=code) is None
    for tests in ("ignore: add multi-root parent matcher regression tests", "Add tests for the --color flag"):
        assert skip_reason(tests, files=["crates/ignore/tests/walk.rs"]) == "tests", tests
        assert skip_reason(tests) == "tests", tests
    # a review: code changed beside the test, or a second action in the subject, is the change itself
    assert skip_reason("Add regression test for #1234", files=["pkg/parser.py", "tests/test_parser.py"]) is None
    for second in ("Add a test for the help flag and fix the help output", "Add tests for X & fix Y",
                   "Add tests for CLI, change default to --color=auto", "Add tests for parser; fix overflow",
                   "Fix typo and change the default timeout", "Add noqa to fix lint and change the default timeout",
                   "Remove stale comment and fix off-by-one"):
        assert skip_reason(second) is None, second
    for kept in ("Fix cleanup", "Skip cleanup", "Session cleanup", "Add funding source to invoices",
                 "Add sponsors endpoint", "Remove old comments API", "Delete stale comments from the database on startup"):
        assert skip_reason(kept, files=code) is None, kept
    # a fix in a library's own testing package is a fix; one in the project's tests folder fixes the tests
    for library in ("django/test/client.py", "numpy/testing/_private/utils.py", "src/testing/benchmark.go"):
        assert skip_reason("Fix RequestFactory losing headers", files=[library]) is None, library
    assert skip_reason("docs: add a note on the retry policy", files=["docs/retries.md"]) == "docs"
    # a fix that touches only the tests fixes the tests
    assert skip_reason("ci: fix binary discovery", files=["tests/util.rs"]) == "tests only"
    # a docs commit that adopts a policy is one; one that edits its text is docs
    assert skip_reason("docs: add AI policy for contributors", files=["AI_POLICY.md"]) is None
    assert skip_reason("docs: fix link in AI policy", files=["AI_POLICY.md"]) == "docs"
