"""Commits and pull requests are decisions about code (``docs/commits.md``).

A commit message says what changed and why without the cue words the message rules wait for ("decided",
"we will"), so GitHub items do not go through them: a commit (or a pull request event from a webhook)
that changes behaviour, adds or removes a feature, fixes a bug, or changes a dependency or policy is
one decision — title (the subject line), the body's why (its first paragraphs, trimmed), the files it
touched summarised, the issues and pull requests it references, author, date and URL. Merges, release
and version bumps, automated dependency and hook updates, typo/format/lint-only changes, "wip", a bare
"Initial commit", and changes that touch only docs, tests or comments decide nothing about the code and are
not kept (a docs change that states a policy is: "Add explicit AI policy").

The kind is read from the subject's leading verb (``KIND_OF_CHANGE``): a switch or replacement is a
*selection*, a removal or a dropped support a *rejection*, a dependency change a *selection* (of a
version or a library), anything else — features, fixes, behaviour and policy changes — a *direction*
(what the code does from now on); ``metadata.change`` keeps the finer label (feature, fix, removal,
switch, dependency, policy, revert, change). A fix is not a *commitment*: a commitment is work promised,
a merged fix is work done and a behaviour settled. A revert (``Revert "X"``) is a *cancellation* with
status reversed: write-time supersession retires X as reversed when it finds it.

A pull request is a proposal while open (``pending``), a decision when merged, a rejection when closed
without merging.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from mnemo.domain.extraction import (
    Confidence,
    DecisionKind,
    DecisionStatus,
    ExtractedDecision,
    Extraction,
    PersonRef,
    importance_of,
)
from mnemo.domain.sources import SourceItem
from mnemo.domain.supersession import restores

MAX_WHY_CHARS = 600
EXTRACTOR = "commits"

_MERGE = re.compile(r"^Merge (?:branch|remote-tracking branch|pull request|tag|commit|[0-9a-f]{7,40}\b|'|\")", re.I)
_REVERT = re.compile(r"^Revert\s+[\"“](?P<title>.+)[\"”]\s*$|^Revert:?\s+(?P<plain>.+)$", re.I)
_REVERTS_SHA = re.compile(r"This reverts commit (?P<sha>[0-9a-f]{7,40})", re.I)
_RELEASE = re.compile(
    # (Korean: "릴리스 0.3.0", "버전 0.3.0으로 올림", "v1.2 배포")
    # (a dotted version only: "배포 1일 1회로 제한", "릴리스 3일 전 코드 프리즈 도입", "버전 2로 변경" decide things)
    r"^(?:(?:릴리스|릴리즈|배포)\s*v?\d+(?:\.\d+)+|버전\s*v?\d+(?:\.\d+)+[\w.-]*\s*(?:으로|로)?\s*(?:올림|올립니다|변경|"
    r"업데이트|업)|v?\d+(?:\.\d+)+\s*(?:릴리스|릴리즈|배포)|"
    r"(?:prepare|preparing|cut|tag)\s+(?:for\s+)?(?:release\s+)?v?\d|release\b|released?\s+v?\d|"
    r"bump(?:ed)?\s+(?:the\s+)?version|version bump|v?\d+(?:\.\d+)+(?:[-.\w]*)?\s*$|"
    r"(?:actually\s+)?start(?:ing)?\s+(?:a\s+)?new\s+(?:development|dev|release)\s+cycle|"
    r"post[- ]release|back to development|set version|update version|\[release\]|"
    # "Version 0.28.1", "New version 2.0.0" alone (after the pull request's "(#3445)"): the release commit
    r"(?:new\s+)?version\s+v?\d+(?:\.\d+)+[-.\w]*\s*$|"
    # a package of a monorepo released alone, as cargo-release, lerna and changesets write it: "globset-0.4.20",
    # "@scope/pkg@1.2.3", "grep-printer v0.3.1" (not "Add 3.15": a version after a space needs its "v" and three parts)
    r"@?[\w.-]+(?:/[\w.-]+)?(?:[-@]v?\d+\.\d+(?:\.\d+)?|\s+v\d+\.\d+\.\d+)(?:[-+.][\w.]+)?\s*$)", re.I)
_AUTOMATED = re.compile(
    r"^(?:\[pre-commit\.ci\]|pre-commit autoupdate|bump\s+\S+\s+from\s+\S+\s+to\s|bump the \S+ group|"
    # a bot's "Bump x from 1 to 2" or "chore(deps): bump x to 2"; a person's "Bump MSRV to 1.74" is a decision
    r"chore\(deps(?:-dev)?\):\s*bump\s+[\w./@-]+\s+(?:from|to)\s|bump\s+[\w./@-]+\s+from\s+\S+\s+to\s|"
    r"update(?:d)? (?:dev|deps|dependencies|the lock ?file|lock ?file)\b(?!\s*(?:&|and|\+|,)\s*\w)|"
    # "Add sponsorship page", "Update sponsors" (not "Add funding source to invoices": a feature)
    r"(?:update|add|remove)\s+(?:@\S+\s+)?(?:to\s+)?(?:the\s+)?(?:sponsors?|sponsorship|funding)(?:\s+(?:page|section|list|"
    r"links?|info|file|button))?\s*$|sponsors?:|"
    # "deps: update everything", "chore(deps): refresh the lock file"
    r"(?:(?:chore|build)\((?:deps?|dependencies)(?:-dev)?\)|(?:deps?|dependencies)(?:\([^)]*\))?):\s*"
    r"(?:update|bump|refresh|upgrade)\s+(?:everything|all\b|(?:the\s+)?"
    r"(?:lock ?file|lockfile|cargo\.lock)))", re.I)
_TRIVIAL = re.compile(
    r"^(?:(?:\w+(?:\([^)]*\))?:\s*)?(?:fix(?:e[sd])?\s+(?:a\s+|some\s+|the\s+)?)?(?:typos?|spelling|grammar|wording|whitespace|"
    r"formatting|reformat(?:ted)?|format(?:ted)?(?:\s+code|\s+notice)?|lint(?:ing)?|(?:run\s+)?black|isort|ruff format|style|"
    r"markup|trailing whitespace|punctuation|indentation|docstrings?|comments?|copyright|endashes|en-?dashes)\b|"
    r"(?:\w+:\s*)?(?:fix|update|tweak|improve|polish)\s+(?:the\s+)?(?:docstring|comments?|wording|markup|typo|readme|"
    r"badge|changelog|formatting|linting)s?\b|wip\b|fixup!|squash!|amend!|oops\b|(?:actually\s+)?update\s*$|minor\s*$|"
    # Korean: "오타 수정", "코드 포맷팅", "주석 정리", "린트 수정" (not "정렬 추가": sorting is a feature)
    r"(?:\w+:\s*)?(?:오타|맞춤법|띄어쓰기|들여쓰기)(?:\s*수정)?\s*[.!]?\s*$|(?:\w+:\s*)?(?:코드\s*)?(?:포맷팅|포매팅|포맷)"
    r"(?:\s*(?:수정|정리|적용))?\s*[.!]?\s*$|(?:\w+:\s*)?(?:린트|주석)(?:\s*(?:수정|정리|오류\s*수정))?\s*[.!]?\s*$|"
    r"cleanup\s*$|clean up\s*$|tmp\b|temp\b|\.\s*$|[\w\s]{0,3}$|"
    # an area's clean-up, polish or vague improvements: "ignore: more pathutil clean-up", "test-complete: misc.
    # improvements" (the area prefix may hold a path or a dash)
    r"(?:[\w./-]+(?:\([^)]*\))?:\s*)?(?:more|minor|misc\.?|miscellaneous|various|some|small|general)\s+(?:[\w.-]+\s+)?"
    r"(?:clean[- ]?ups?|tidy(?:ing)?(?:[- ]up)?|polish(?:ing)?)\s*$|"
    r"(?:[\w./-]+(?:\([^)]*\))?:\s*)?(?:misc\.?|miscellaneous|various|minor|small)\s+(?:improvements|tweaks|changes|"
    r"cleanups?|updates)\s*$|"
    # links of the docs: "Fix broken links", "Fix links in the contributing guide", "Update /advanced/#x links ->
    # /advanced/clients/#x"; not links the code makes or follows ("Fix pagination links in API responses",
    # "Fix hard links to directories", "Fix broken link in error message")
    r"(?:\w+:\s*)?(?:fix|update|correct|repair)\s+(?:(?:the|all|some)\s+)?(?:(?:broken|dead|stale|outdated|old)\s+)?"
    r"(?:(?:docs?|documentation|readme)\s+)?links?\s*(?:$|in\s+(?:the\s+)?(?:docs?\b|documentation|readme|changelog|"
    r"contributing|[\w/.-]+\.(?:md|rst|txt)\b))|"
    r"(?:\w+:\s*)?(?:fix|update)\s+\S*[/#]\S*\s+links?\s*(?:->|→))", re.I)
# code moved between modules, doing what it did ("Move utility functions from _utils.py to _models.py"); a
# switch of what the code uses says what it moves to instead ("Move hosting to Netlify" is read as any commit)
_MOVED_CODE = re.compile(
    r"^(?:\w+(?:\([^)]*\))?:\s*)?(?:move[sd]?|relocate[sd]?)\s+(?:(?:the|all|remaining|some|a|few)\s+)*"
    r"(?:[\w`.]+\s+){0,3}(?:functions?|helpers?|utilit(?:y|ies)|methods?|class(?:es)?|constants?|code|imports?|"
    r"modules?|fixtures?)\b.{0,40}?\bfrom\s+(?P<src>\S+)\s+(?:in)?to\s+(?P<dst>\S+)\s*$", re.I)
# what code moves between: a file or module ("_utils.py", "httpx/_models", "pkg.util", "`_api`"), not a library,
# a language or a side ("from OpenSSL to rustls", "from Python to Rust", "from client to server")
_MODULE_LIKE = re.compile(r"^`?(?:_\w[\w.]*|[\w.-]*/[\w./-]*|[\w-]+\.(?:py|pyi|js|mjs|ts|tsx|go|rs|rb|java|kt|c|h|cc|cpp|"
                          r"hpp|cs|php|swift|scala)|[a-z_]\w*\.[a-z_]\w*(?:\.[a-z_]\w*)*)`?$")
# a repository's first commit says only that it began ("Initial commit", "최초 커밋"), not what was decided;
# "Initial commit of the billing service on Postgres" says more and is read as any commit
_INITIAL = re.compile(r"^(?:(?:initial|first)\s+(?:commit|import|version|revision|upload)|init|"
                      r"(?:초기|최초|첫)\s*(?:커밋|업로드))\s*[.!]?\s*$", re.I)
_NO_BEHAVIOUR = re.compile(r"\bno behaviou?r change\b|\bannotat(?:e|ions?)\b|\bcite\b|\bcomments? cite\b|"
                           r"\btype hints?\b|\bunused (?:import|variable|loop variable)\b|"
                           # a coverage or lint marker ("Add `pragma: no branch`", "add noqa"), stale comments removed
                           r"\bpragma:?\s*no\s*(?:cover|branch)\b|\b(?:add|remove)\s+(?:a\s+)?`?(?:noqa|type:\s*ignore)\b|"
                           r"\b(?:remove|eliminate|delete|drop)\s+(?:(?:superfluous|stale|outdated|obsolete|redundant|"
                           r"unnecessary|misleading|old)\s+)(?:[\w-]+\s+)?comments?\s*(?:$|in\s+\S+\.\w+\s*$)", re.I)
# a second action in the subject ("Fix typo and change the default", "Add tests for X; fix Y", "…, change Y"):
# the rules that read a subject as tests, a typo or a marker only do not apply
_SECOND_ACTION = re.compile(r"(?:\band\b|&|;|,)\s+(?:also\s+)?(?:fix|chang|add|make|allow|support|handle|updat|remov|use|"
                            r"drop|set|rais|lower|switch|mov|renam|bump|enabl|disabl|deprecat|improv|refactor)\w*", re.I)
# tests added to what exists: "ignore: add multi-root parent matcher regression tests", "Add tests for X"
_ADDS_TESTS = re.compile(r"^(?:[\w./-]+(?:\([^)]*\))?:\s*)?(?:add|adds|added|write|more|improve|expand|extend)\s+"
                         r"(?:[\w`.-]+\s+){0,5}?(?:regression\s+|unit\s+|integration\s+)?tests?(?:\s+(?:for|of|to|covering)\b"
                         r".*)?$",
                         re.I)
# a docs commit that adopts a policy ("docs: add AI policy for contributors"), unlike one that edits its text
_ADOPTS_POLICY = re.compile(r"\b(?:add|adds|added|introduce[sd]?|adopt(?:s|ed)?|establish(?:es|ed)?|create[sd]?)\b"
                            r"[^.]{0,40}?\b(?:ai|security|contribution|contributors?|contributing|conduct|licen[cs]e|"
                            r"licensing|governance|privacy|support|release|deprecation|versioning|disclosure|vulnerability|"
                            r"maintenance|backport)\s+polic(?:y|ies)\b", re.I)
# the project's own tests, as a whole folder at the top or by file name; a library's "pkg/testing/" (numpy.testing,
# Go's testing package, django/test) ships as code
_TOP_TEST_FILE = re.compile(r"^(?:tests?|testing|spec)/|(?:^|/)test_[^/]*$|_test\.\w+$|(?:^|/)conftest\.py$")
# "docs: …", "doc(api): …", "Gate docs: …", "chore(docs): …": the author says the change is documentation;
# "docs/architecture.md: …", "README: …", "Document/test copy.replace" (the verb): the same
_DOCS_TYPE = re.compile(r"^(?:(?:[\w/.-]+[ (])?docs?\)?:|(?:docs?/[\w/.-]*|[\w/.-]*\.(?:md|rst)|readme)\s*:|"
                        r"document(?:s|ed)?\b(?!\s+(?:store|model|id)))", re.I)
# "Tests: …", "test(cli): …", "Tests for …", "Test the …": the author says the change is to the tests
_TESTS_TYPE = re.compile(r"^(?:tests?|testing)(?:\([^)]*\))?(?::|\s+for\b|\s+(?:the|that)\b)", re.I)
_POLICY = re.compile(r"\bpolic(?:y|ies)\b|\bcode of conduct\b|\b(?:re)?licen[cs](?:e|es|ed|ing)\b|\bsecurity\b|\bgovernance\b|"
                     r"\bsupport(?:ed)? (?:python|versions?)\b|\bdeprecat|"
                     # a decision record is a decision whatever folder it sits in: "ADR-014", "RFC 12"
                     r"\b(?:adr|rfc)[- ]?\d+\b|\b(?:architecture )?decision records?\b", re.I)
# a docs change whose message states a rule in force from now on is a policy ("From now on every repo
# builds on GitHub Actions"; "앞으로는 모든 …")
_RULE_FROM_NOW = re.compile(r"\bfrom now on\b|\bgoing forward\b|\bfrom (?:today|this release) on\b|앞으로는|"
                            r"이제부터|지금부터", re.I)
# the subject's leading verb (after an optional "area:" prefix) → what kind of change it is
_VERB = re.compile(r"^(?:\[?[\w./ -]{1,30}\]?(?:\([^)]*\))?!?:\s+)?(?P<verb>[A-Za-z]+)", re.I)
KIND_OF_CHANGE: dict[str, tuple[str, DecisionKind]] = {}
for _verbs, _change, _kind in (
    ("add adds added introduce introduces implement implements support supports allow allows enable enables "
     "expose exposes new create provide offer", "feature", DecisionKind.DIRECTION),
    ("fix fixes fixed repair correct prevent avoid handle guard stop "
     "workaround", "fix", DecisionKind.DIRECTION),
    ("remove removes removed drop drops dropped delete deletes deleted deprecate deprecates disable disables "
     "retire kill", "removal", DecisionKind.REJECTION),
    ("switch switches replace replaces migrate migrates move moves port use uses adopt prefer convert "
     "rename renames", "switch", DecisionKind.SELECTION),
    ("pin pins unpin require requires upgrade upgrades downgrade vendor", "dependency", DecisionKind.SELECTION),
):
    for _v in _verbs.split():
        KIND_OF_CHANGE[_v] = (_change, _kind)
_DEPENDENCY_FILES = re.compile(r"(?:^|/)(?:requirements[^/]*\.(?:txt|in)|pyproject\.toml|setup\.(?:py|cfg)|Pipfile(?:\.lock)?|"
                               r"poetry\.lock|uv\.lock|package(?:-lock)?\.json|yarn\.lock|Cargo\.(?:toml|lock)|go\.(?:mod|sum)|"
                               r"Gemfile(?:\.lock)?)$")
_DOC_FILE = re.compile(r"(?:^|/)(?:docs?|doc-src|changelog\.d|changes|newsfragments)/|\.(?:md|rst|txt|adoc)$|"
                       r"(?:^|/)(?:\.readthedocs\.ya?ml|mkdocs\.ya?ml)$|"
                       r"(?:^|/)(?:README|CHANGELOG|CHANGES|HISTORY|NEWS|AUTHORS|CONTRIBUTORS|CITATION)[^/]*$|"
                       r"\.(?:svg|png|jpe?g|gif)$", re.I)
_TEST_FILE = re.compile(r"(?:^|/)(?:tests?|testing|spec)/|(?:^|/)test_[^/]*$|_test\.\w+$|(?:^|/)conftest\.py$")
_REF = re.compile(r"(?<![\w/&])(?:(?P<repo>[\w.-]+/[\w.-]+))?#(?P<n>\d{1,7})\b|\bGH-(?P<gh>\d{1,7})\b")
_CLOSES = re.compile(r"\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?|see|part of|related to)\s*:?\s+"
                     r"(?:[\w.-]+/[\w.-]+)?#(?P<n>\d{1,7})\b", re.I)
_PR_SUFFIX = re.compile(r"\(#(?P<n>\d{1,7})\)\s*$")
_MERGED_PR = re.compile(r"^Merge pull request #(?P<n>\d+)", re.I)
_MARKDOWN_NOISE = re.compile(r"^\s*(?:<!--.*?-->|#{1,6}\s|[-*]\s\[[ x]\]|```)", re.S)


# --- what a commit is ------------------------------------------------------------------------------------------
def is_merge(title: str, parents: Iterable[str] = ()) -> bool:
    return len(list(parents)) > 1 or bool(_MERGE.match(title.strip()))


def skip_reason(title: str, body: str = "", files: Iterable[str] = (), parents: Iterable[str] = ()) -> str | None:
    """Why a commit decides nothing about the code (None when it does): a merge, a release or version bump,
    an automated update, a typo/format/lint-only or "wip" change, or one that touches only docs, tests or
    comments (a docs change stating a policy excepted)."""
    t = " ".join(title.split())
    files = [f for f in files if f]
    if is_merge(t, parents):
        return "merge"
    reverted = _revert_of(t, body)
    if reverted:  # a revert of a docs-only change is one too, unless what it takes back was a policy or a record
        docs_only = files and all(_is_doc_file(f) for f in files)
        return "docs only" if docs_only and not (_POLICY.search(reverted) or _RECORD.search(reverted)) else None
    t = _PR_SUFFIX.sub("", t).strip() or t  # "Version 0.28.1 (#3445)": the subject, not the pull request
    if _RELEASE.match(t):
        return "release"
    if _AUTOMATED.match(t):
        return "automated update"
    two_actions = bool(_SECOND_ACTION.search(t))
    if _TRIVIAL.match(t) and not two_actions:
        return "typo, format or wip"
    if _INITIAL.match(t):
        return "initial commit"
    if _NO_BEHAVIOUR.search(t) and not two_actions:
        return "no behaviour change"
    moved = _MOVED_CODE.match(t)
    if moved and _MODULE_LIKE.match(moved.group("src")) and _MODULE_LIKE.match(moved.group("dst")):
        return "code moved"
    # a decision record, or a rule in force from now on, is a decision even as a "docs:" commit; other policy
    # words keep a docs-only change ("Update the security policy") but not a "docs:" one ("docs: fix link in
    # AI policy")
    record = bool(_RECORD.search(t) or _RULE_FROM_NOW.search(why_of(body or "")))
    policy = record or bool(_POLICY.search(t))
    if _DOCS_TYPE.match(t) and not record and not _ADOPTS_POLICY.search(t):
        return "docs"
    # tests of a policy are not a policy change; "Add regression test for #1234" beside changed code is the fix
    code_changed = any(not (_DOC_FILE.search(f) or _TEST_FILE.search(f)) for f in files)
    if _TESTS_TYPE.match(t) or (_ADDS_TESTS.match(t) and not two_actions and not code_changed):
        return "tests"
    if files:
        docs = [_is_doc_file(f) for f in files]
        if all(docs) and not policy:
            return "docs only"
        fix = KIND_OF_CHANGE.get(_verb(t) or "", ("", None))[0] == "fix"
        if all(d or (_TOP_TEST_FILE if fix else _TEST_FILE).search(f) for d, f in zip(docs, files)) and not policy:
            return "tests only"  # a fix of a library's own "testing/" package is a fix
    elif re.match(r"^(?:docs?|readme|tests?|benchmarks? figures)\b[:(]?", t, re.I) and not policy:
        return "docs or tests only"
    return None


def _is_doc_file(path: str) -> bool:
    """Documentation; a dependency manifest is none, whatever its extension ("requirements.txt")."""
    return bool(_DOC_FILE.search(path)) and not _DEPENDENCY_FILES.search(path)


def _verb(title: str) -> str | None:
    m = _VERB.match(title.strip())
    return m.group("verb").lower() if m else None


def _revert_of(title: str, body: str) -> str | None:
    """The subject of the commit a revert takes back, or None when it is not a revert."""
    m = _REVERT.match(title.strip())
    if not m:
        return None
    reverted = (m.group("title") or m.group("plain") or "").strip()
    return reverted or (_REVERTS_SHA.search(body or "") and "an earlier commit") or None


def change_of(title: str, body: str = "", files: Iterable[str] = ()) -> tuple[str, DecisionKind, DecisionStatus]:
    """``(change, kind, status)`` of a kept commit (see the module docstring)."""
    if _revert_of(title, body):
        if restores(why_of(body)):  # "…so sessions go back to Redis": what stands now, not only what was undone
            return "revert", DecisionKind.SELECTION, DecisionStatus.DECIDED
        return "revert", DecisionKind.CANCELLATION, DecisionStatus.REVERSED
    verb = _verb(title)
    if verb in KIND_OF_CHANGE:
        change, kind = KIND_OF_CHANGE[verb]
        return change, kind, DecisionStatus.DECIDED
    if re.search(r"\binstead of\b|\bin favou?r of\b|\brather than\b|→|->", title):
        return "switch", DecisionKind.SELECTION, DecisionStatus.DECIDED
    if _POLICY.search(title) or _RULE_FROM_NOW.search(why_of(body)):
        return "policy", DecisionKind.DIRECTION, DecisionStatus.DECIDED
    files = list(files)
    if files and all(_DEPENDENCY_FILES.search(f) for f in files):
        return "dependency", DecisionKind.SELECTION, DecisionStatus.DECIDED
    if re.search(r"\b(?:fix(?:es|ed)?|bug|crash(?:ed|es)?|regression)\b", title, re.I):
        return "fix", DecisionKind.DIRECTION, DecisionStatus.DECIDED
    return "change", DecisionKind.DIRECTION, DecisionStatus.DECIDED


# --- its parts -------------------------------------------------------------------------------------------------
#: A git trailer ("Co-authored-by: <>", "Signed-off-by: …", "Change-Id: …"): who and how, kept in metadata.
_TRAILER_LINE = re.compile(r"^[A-Z][\w-]*-by\s*:\s*[^:]{0,80}<[^<>\s]*>\s*$|^Change-Id\s*:\s*I?[0-9a-f]{7,}\s*$", re.I)
#: A line that only references issues ("Refs #2", "Closes #12, #13"): the content lists them once, as References.
_REFERENCE_LINE = re.compile(r"^(?:refs?|references|see|closes|closed|fixes|fixed|resolves|resolved|part of|related to)"
                             r"\s*:?\s*(?:(?:[\w.-]+/[\w.-]+)?#\d+|GH-\d+)(?:\s*(?:,|and)\s*(?:(?:[\w.-]+/[\w.-]+)?#\d+|GH-\d+))*"
                             r"\s*\.?$", re.I)


def why_of(body: str, limit: int = MAX_WHY_CHARS) -> str:
    """The body's first paragraph(s), trimmed: prose up to ``limit`` characters, without a PR template's
    headings and checkboxes, a revert's "This reverts commit …" line, or a list of the squashed commits."""
    out: list[str] = []
    size = 0
    for para in re.split(r"\n\s*\n", body or ""):
        lines = [ln.strip() for ln in para.strip().splitlines()
                 if ln.strip() and not _MARKDOWN_NOISE.match(ln) and not _REVERTS_SHA.match(ln.strip())
                 and not re.match(r"^\*\s+[0-9a-f]{7,}|^\* (?:Merge|Update)\b", ln.strip())
                 and not _TRAILER_LINE.match(ln.strip()) and not _REFERENCE_LINE.match(ln.strip())]
        text = " ".join(" ".join(lines).split())
        if not text:
            continue
        if size and size + len(text) > limit:
            break
        out.append(text)
        size += len(text)
        if size >= limit * 0.6:
            break
    why = " ".join(out)
    if len(why) > limit:
        cut = why[:limit - 1]
        why = cut[:cut.rfind(" ")] if " " in cut[limit // 2:] else cut
        why = why.rstrip(" ,;:") + "…"
    return why


def files_summary(files: Iterable[str], groups: int = 4) -> str:
    """"src/mnemo/write (3 files), tests (2)": the files grouped by their top two folders (one for tests,
    docs and top-level files), biggest groups first."""
    counts: Counter[str] = Counter()
    for f in files:
        parts = f.strip("/").split("/")
        if len(parts) == 1:
            key = parts[0]
        elif parts[0] in ("src", "lib", "pkg", "packages", "cmd", "internal", "app") and len(parts) > 3:
            key = "/".join(parts[:3])
        elif parts[0] in ("tests", "test", "docs", "doc", "benchmarks", "bench", ".github", "changelog.d"):
            key = parts[0]
        else:
            key = "/".join(parts[:2]) if len(parts) > 2 else parts[0]
        counts[key] += 1
    if not counts:
        return ""
    shown = counts.most_common(groups)
    text = ", ".join(f"{k} ({n} file{'s' if n > 1 else ''})" if i == 0 else f"{k} ({n})"
                     for i, (k, n) in enumerate(shown))
    rest = sum(counts.values()) - sum(n for _, n in shown)
    return text + (f" and {rest} more" if rest else "")


def references(title: str, body: str = "") -> list[str]:
    """The issues and pull requests a commit names, in order: "#12", "owner/repo#3" (``GH-7`` as "#7")."""
    out: list[str] = []
    for m in _REF.finditer(f"{title}\n{body}"):
        ref = f"#{m.group('gh')}" if m.group("gh") else (f"{m.group('repo')}#{m.group('n')}" if m.group("repo")
                                                            else f"#{m.group('n')}")
        if ref not in out:
            out.append(ref)
    return out


def thread_ref(title: str, body: str = "") -> str | None:
    """What a commit is threaded by: the pull request it was merged through ("… (#123)", "Merge pull request
    #12"), else the first issue it closes or fixes, else the first issue or PR it names; None without one."""
    for pattern in (_PR_SUFFIX, _MERGED_PR):
        m = pattern.search(title.strip())
        if m:
            return f"#{m.group('n')}"
    m = _CLOSES.search(f"{title}\n{body}")
    if m:
        return f"#{m.group('n')}"
    refs = [r for r in references(title, body) if r.startswith("#")]
    if refs:
        return refs[0]
    record = decision_record(title)
    return f"#{record}" if record else None


_RECORD = re.compile(r"\b(?P<kind>adr|rfc)[- ]?(?P<n>\d{1,5})\b", re.I)
# a decision record proposed ("ADR-014 … 제안", "Propose ADR 7", "status: proposed") or accepted ("ADR-014 승인
# 처리", "Accept ADR 7", "status: accepted")
_RECORD_PROPOSED = re.compile(r"\bpropos(?:e|ed|al|ing)\b|\bdraft\b|\bstatus:\s*proposed\b|제안|상태:\s*제안|초안", re.I)
_RECORD_ACCEPTED = re.compile(r"\baccept(?:s|ed|ing)?\b|\bapprov(?:e|es|ed|ing)\b|\badopt(?:s|ed)?\b|"
                              r"\bstatus:\s*accepted\b|승인|채택|확정|상태:\s*승인", re.I)


def decision_record(title: str) -> str | None:
    """The decision record a commit's subject names ("ADR-014" → "ADR-14"): its proposal, its acceptance
    and its later changes are one thread, like the commits of one pull request."""
    m = _RECORD.search(title)
    return f"{m.group('kind').upper()}-{int(m.group('n'))}" if m else None


def record_step(title: str, body: str = "") -> str | None:
    """"proposed" or "accepted" for a commit that proposes or accepts a decision record, else None."""
    if not decision_record(title):
        return None
    if _RECORD_ACCEPTED.search(title):
        return "accepted"
    if _RECORD_PROPOSED.search(title) or _RECORD_PROPOSED.search((body or "")[:400]):
        return "proposed"
    return None


# --- the extractor ---------------------------------------------------------------------------------------------
def is_code_item(item: SourceItem | None) -> bool:
    return item is not None and item.source == "github" and item.extra.get("kind") in ("commit", "pull_request")


def item_files(item: SourceItem) -> list[str]:
    files = item.extra.get("files")
    if isinstance(files, dict):  # a push payload: added / removed / modified
        return [str(f) for k in ("added", "removed", "modified") for f in files.get(k) or []]
    return [str(f) for f in files or []]


def extract_code_change(item: SourceItem, body: str | None = None) -> list[Extraction]:
    """The decision one commit or pull request event records, or nothing (see the module docstring)."""
    title = " ".join((item.title or "").split())
    body = item.body if body is None else body
    if not title:
        return []
    files = item_files(item)
    pr = item.extra.get("kind") == "pull_request"
    status_override: DecisionStatus | None = None
    kind_override: DecisionKind | None = None
    if pr:
        action = item.extra.get("action")
        if action == "edited" or item.extra.get("kind") == "pull_request" and action not in (
                "opened", "reopened", "ready_for_review", "merged", "closed"):
            return []  # an edit restates the proposal; the merge or close settles it
        body = str(item.extra.get("description") or ("" if action in ("merged", "closed") else body))
        if skip_reason(title, body) in ("merge", "release", "automated update", "typo, format or wip",
                                        "initial commit"):
            return []
        if action in ("opened", "reopened", "ready_for_review"):
            status_override = DecisionStatus.PENDING
        elif action == "closed":
            kind_override, status_override = DecisionKind.REJECTION, DecisionStatus.DECIDED
    elif skip_reason(title, body, files, item.extra.get("parents") or ()):
        return []
    change, kind, status = change_of(title, body, files)
    step = None if pr else record_step(title, body)
    if step == "proposed":
        status_override = status_override or DecisionStatus.PENDING
    kind, status = kind_override or kind, status_override or status
    why = why_of(body)
    reverted = _revert_of(title, body)
    summary = f"{title}. {why}" if why else title
    refs = references(title, body)
    people = []
    if item.author and (item.author.name or item.author.email or item.author.handle):
        people.append(PersonRef(name=item.author.name or item.author.handle, email=item.author.email, role="decider"))
    for co in item.extra.get("co_authors") or []:
        if isinstance(co, dict) and (co.get("name") or co.get("email")):
            people.append(PersonRef(name=co.get("name"), email=co.get("email"), role="decider"))
    context = "\n".join(p for p in (title, why, f"Files: {files_summary(files)}" if files else "",
                                    f"References: {', '.join(refs)}" if refs else "") if p)
    return [ExtractedDecision(
        kind=kind, status=status, confidence=Confidence.HIGH if why else Confidence.MEDIUM,
        importance=importance_of(kind, status), title=title[:200], summary=summary[:800], full_context=context,
        people=people, language="ko" if re.search(r"[\uAC00-\uD7A3]", title) else "en",
        evidence=([f'Revert "{reverted}"'] + ([first] if (first := _restoring_sentence(why)) else [])
                  if reverted and change == "revert"
                  else [title] + ([first] if (first := _first_sentence(why)) and change in ("switch", "removal") else [])
                  + ([rule] if (rule := _rule_sentence(why)) and change == "policy" else [])),
        source=item.source, source_date=item.occurred_at, url=item.url, extractor=EXTRACTOR,
        # accepting a proposed decision record decides the proposal; it is not a decision of its own
        agreement=step == "accepted",
    )]


def _rule_sentence(why: str) -> str:
    """The sentence of a policy commit's why that states the rule in force ("From now on every repo builds
    on GitHub Actions"), with the sentence before it, which often names what it replaces ("Our CircleCI
    contract ends March 31.")."""
    sentences = [x.strip() for x in re.split(r"(?<=[.!?。])\s+", why or "") if x.strip()]
    for i, sentence in enumerate(sentences):
        if _RULE_FROM_NOW.search(sentence):
            picked = " ".join(sentences[max(0, i - 1):i + 1])
            return picked if len(picked) <= 400 else sentence[:400]
    return ""


def _restoring_sentence(why: str) -> str:
    """The sentence of a revert's why that says what stands again ("세션 저장소는 Redis로 되돌립니다")."""
    for sentence in re.split(r"(?<=[.!?。])\s+", why or ""):
        if restores(sentence) and len(sentence) <= 240:
            return sentence.strip()
    return ""


def _first_sentence(text: str, limit: int = 240) -> str:
    """The why's first sentence, which supersession reads beside the subject of a switch or a removal: the
    value it moves away from is often named only there ("CloudFront invalidations were slow"). Other
    commits give the subject alone: a feature or a fix replaces no earlier decision, and a long why full
    of "instead" and "no longer" made them supersede unrelated commits."""
    m = re.match(r"(.+?[.!?])(?:\s|$)", text or "")
    sentence = (m.group(1) if m else text or "").strip()
    return sentence if len(sentence) <= limit else ""


def commit_metadata(item: SourceItem, found: Extraction) -> dict[str, Any]:
    """The fields a commit's memory carries beside the finding's: the change, the why, files, references."""
    title = item.title or ""
    body = str(item.extra.get("description") or item.body or "")
    files = item_files(item)
    meta: dict[str, Any] = {
        "change": "pull_request" if item.extra.get("kind") == "pull_request" else change_of(title, body, files)[0],
        "why": why_of(body), "files": files_summary(files), "files_touched": len(files),
        "references": references(title, body), "repo": item.extra.get("repo"),
        "author": item.author.label() if item.author else None,
        "date": item.occurred_at.isoformat() if item.occurred_at else None,
    }
    if item.extra.get("sha"):
        meta["sha"] = item.extra["sha"]
    if item.extra.get("kind") == "pull_request":
        meta["pull_request"] = item.extra.get("number")
        meta["pr_action"] = item.extra.get("action")
    m = _REVERTS_SHA.search(body)
    if m:
        meta["reverts"] = m.group("sha")
    return {k: v for k, v in meta.items() if v not in (None, "", [])}


def commit_content(item: SourceItem, found: Extraction) -> str:
    """A commit's memory text: what changed, why, and what it references. The files stay out of it (they
    are in ``metadata.files``): commits of one repository share their paths, which made every pair of them
    look alike to the embedding and let unrelated commits supersede each other."""
    meta = commit_metadata(item, found)
    parts = [found.summary if found.summary.endswith((".", "!", "?", "…")) else f"{found.summary}."]
    if meta.get("references"):
        parts.append(f"References: {', '.join(meta['references'])}.")
    return " ".join(parts)


__all__ = ["EXTRACTOR", "KIND_OF_CHANGE", "change_of", "commit_content", "commit_metadata", "extract_code_change",
           "files_summary", "is_code_item", "is_merge", "references", "skip_reason", "thread_ref", "why_of"]
