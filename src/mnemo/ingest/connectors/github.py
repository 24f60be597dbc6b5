"""GitHub: webhook payloads (``push``, ``pull_request``, ``issues``, ``issue_comment``) and a local git
repository's history.

Webhook input is a file holding one payload, a list, or JSON lines, or a folder of such files. Each
record is a bare payload, or a delivery as logged by a receiver: ``{"headers": {...}, "payload": ...}``
(the payload may be the form-encoded JSON string) or ``{"event": "push", "payload": ...}``. The event
comes from ``X-GitHub-Event`` when present, else from the payload's shape; other events (reviews,
releases, workflow runs…) are reported as skipped so a user sees they were not read.

A push yields one item per commit; a pull request event yields one item per ``opened``, ``reopened``,
``edited``, ``ready_for_review`` and ``closed`` (merged or not). Identity: a commit is ``commit/<sha>``
whichever way it was read (a webhook and the local history of the same repository give one memory);
a pull request event is ``<owner/repo>/pull/<n>#<action>@<time>``; an issue ``<owner/repo>/issues/<n>#<action>@<time>``
(opened, reopened, or closed as not planned: the team decided not to do it), a comment
``<owner/repo>/issues/<n>/comments/<id>`` (an edit is ``…#edited-<time>``, which retires what the comment
said before, as a Slack edit does); both are messages of the
issue's (or pull request's) thread ``<repo>#<n>``, read by the message rules, so an "LGTM" there makes the
proposal of the thread decided. Threads: ``<repo>#<n>`` for a pull
request, and for a commit the pull request or issue it references (``… (#12)``, ``Fixes #3``); a commit
that references nothing has no thread (a branch is not a conversation). A local commit's ``files`` are
the paths it touched; a pull request event's ``description`` is its body whatever the action.

A local repository is read with ``git log`` through ``subprocess`` (no library), commits separated by NUL
and fields by the unit separator with the message last, so nothing a message contains can shift a field.
The cursor remembers the last commit read: a rerun asks git only for ``<last>..<rev>``.

Webhook events are yielded in event time order per repository (a push's time is ``pushed_at``, a pull
request event's its merge/close/creation time). Their cursor keeps, per repository, the newest event
time read and the ids read within ``late_days`` (30) before it, so an event that lands in a later file
with an earlier time (a redelivery, a second receiver's log) is still read once and only once.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator, Mapping
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from mnemo.domain.sources import Participant, SkippedItem, SourceItem
from mnemo.ingest.connectors.chat_text import clean_whitespace, split_commit_message
from mnemo.ingest.connectors.common import (
    input_files,
    json_files,
    json_records,
    read_text,
    require_path,
    time_mark,
    utc_from_iso,
    utc_from_unix,
)
from mnemo.ingest.extract.commits import thread_ref
from mnemo.errors import InvalidInput

#: How far back (before the newest event already read) a webhook event found in a later file still counts
#: as possibly unread; the cursor remembers the ids it read within this window.
LATE_DELIVERY_DAYS = 30.0
PR_ACTIONS = frozenset({"opened", "reopened", "edited", "ready_for_review", "closed"})
_HANDLE = re.compile(r"(?<![\w@/.])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\b")
_REMOTE = re.compile(r"github\.com[:/](?P<repo>[^/\s]+/[^/\s]+?)(?:\.git)?/?$")
_FIELD, _RECORD, _RECORD_MARK = "\x1f", "\x00", "\x1e"
_LOG_FORMAT = _FIELD.join(["%H", "%P", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%B"])


def _people(body: str, exclude: set[str]) -> list[Participant]:
    handles: list[str] = []
    for h in _HANDLE.findall(body or ""):
        if h.lower() not in exclude and h not in handles:
            handles.append(h)
    return [Participant(handle=h) for h in handles]


class GitHubConnector:
    """Reads GitHub webhook payloads, or a local git repository's history, at ``path``.

    Options: ``mode`` (``git`` or ``webhooks``; default: a folder with ``.git`` is a repository, anything
    else webhook payloads), ``rev`` (what to read from a repository, default ``HEAD``), ``repo`` (the
    ``owner/name`` to label a local repository with; default from the ``origin`` remote, else the folder
    name), ``git`` (the git executable), ``late_days`` (the webhook cursor's late-delivery window).
    """

    cursor_tracks_skipped = False  # an unreadable file is reported on every run

    source = "github"

    def __init__(self, path: str | Path, *, rev: str = "HEAD", repo: str | None = None, git: str = "git",
                 late_days: float = LATE_DELIVERY_DAYS, mode: str | None = None) -> None:
        self.path = require_path(path, "GitHub webhook file or git repository")
        self.late_days = late_days
        self.rev = rev
        self.git = git
        self._repo_name = repo
        self.is_repository = self.path.is_dir() and ((self.path / ".git").exists() or self._is_bare_repository())
        if mode not in (None, "git", "webhooks"):
            raise InvalidInput(f"Unknown GitHub mode {mode!r}", "Use mode='git' or mode='webhooks' (or leave it out)")
        if mode == "git" and not self.is_repository:
            raise InvalidInput(f"{self.path} is not a git repository",
                               "Pass the folder that holds .git (the top of the working tree) or a bare repository")
        if mode == "webhooks":
            self.is_repository = False
        if self.path.is_dir() and not self.is_repository and not input_files(self.path, (".json", ".jsonl", ".ndjson")):
            try:
                top = self._git("rev-parse", "--show-toplevel", check=False).strip()
            except InvalidInput:  # no git on this machine: the folder is read as webhook payloads, and holds none
                top = ""
            if top:  # "./repo/app": a folder inside a working tree, whose history is the repository's
                raise InvalidInput(f"{self.path} is a folder inside the git repository {top}",
                                   f"Pass the repository itself: {top}")
            raise InvalidInput(f"{self.path} is not a git repository and holds no webhook .json files",
                               "Pass a git working tree (a folder with .git) or a file or folder of webhook payloads")

    # ------------------------------------------------------------------------------ protocol

    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        if self.is_repository:
            yield from self._log_items(cursor)
        else:
            yield from self._webhook_items(cursor)

    def cursor_after(self, item: SourceItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        if self.is_repository:
            return {**(cursor or {}), "rev": self.rev, "commit": item.extra["sha"],
                    "time": time_mark(item.extra.get("committed_at") and utc_from_iso(item.extra["committed_at"]))}
        sync = item.extra.get("sync") or {}
        repo, mark = sync.get("stream", ""), sync.get("mark", "")
        repos = dict((cursor or {}).get("repos") or {})
        entry = repos.get(repo) or {"at": "", "recent": {}}
        at = max(entry["at"], mark)
        cutoff = time_mark(_minus_days(at, self.late_days))
        recent = {k: v for k, v in entry["recent"].items() if v >= cutoff}
        if mark >= cutoff:
            recent[item.source_id] = mark
        repos[repo] = {"at": at, "recent": recent}
        return {**(cursor or {}), "repos": repos}

    def _is_new_delivery(self, cursor: dict[str, Any] | None, item: SourceItem) -> bool:
        """New unless the cursor remembers it, or it is older than the late-delivery window before the
        newest event read (then an earlier run read it: deliveries are logged in about event order)."""
        entry = ((cursor or {}).get("repos") or {}).get(item.extra["sync"]["stream"])
        if not entry:
            return True
        if item.source_id in entry["recent"]:
            return False
        return item.extra["sync"]["mark"] >= time_mark(_minus_days(entry["at"], self.late_days))

    def estimate(self) -> int | None:
        if self.is_repository:
            out = self._git("rev-list", "--count", self.rev, check=False)
            if out.strip().isdigit():
                return int(out.strip())
            # a repository without a commit yet holds nothing to read (the CLI says so instead of a row of zeros)
            return 0 if not self._git("rev-parse", "--verify", "--quiet", "HEAD", check=False).strip() else None
        total = 0
        for f in input_files(self.path, (".json", ".jsonl", ".ndjson")):
            try:
                for record in json_records(read_text(f.read_bytes()))[0]:
                    event, payload = _unwrap(record)
                    total += len(payload.get("commits") or []) if event == "push" else 1
            except (ValueError, TypeError, AttributeError):
                continue
        return total

    # ------------------------------------------------------------------------------ webhooks

    def _webhook_items(self, cursor: dict[str, Any] | None) -> Iterator[SourceItem | SkippedItem]:
        pending: list[tuple[str, str, int, SourceItem]] = []
        order = 0
        for entry in json_files(self.path):
            if isinstance(entry, SkippedItem):
                yield entry
                continue
            f, records = entry
            for index, record in enumerate(records):
                origin = f"{f}#{index}"
                try:
                    event, payload = _unwrap(record)
                except (ValueError, TypeError) as e:
                    yield SkippedItem(origin=origin, reason=str(e))
                    continue
                if event == "ping":
                    continue
                try:
                    if event == "push":
                        produced = self._push_items(payload, origin)
                    elif event == "pull_request":
                        produced = self._pull_request_items(payload, origin)
                    elif event == "issues":
                        produced = self._issue_items(payload, origin)
                    elif event == "issue_comment":
                        produced = self._issue_comment_items(payload, origin)
                    else:
                        yield SkippedItem(origin=origin, reason=f"GitHub event '{event}' is not read "
                                          "(push, pull_request, issues and issue_comment are)")
                        continue
                except (KeyError, TypeError, AttributeError, ValueError) as e:
                    yield SkippedItem(origin=origin, reason=f"malformed {event} payload ({type(e).__name__}: {e})")
                    continue
                for item in produced:
                    order += 1
                    pending.append((item.extra["sync"]["stream"], item.extra["sync"]["mark"], order, item))
        pending.sort(key=lambda p: (p[0], p[1], p[2]))
        for _, _, _, item in pending:
            if self._is_new_delivery(cursor, item):
                yield item

    def _push_items(self, payload: dict[str, Any], origin: str) -> list[SourceItem]:
        repository = payload["repository"]
        repo = repository.get("full_name") or repository["name"]
        ref = payload.get("ref") or ""
        branch = ref.removeprefix("refs/heads/") if ref.startswith("refs/heads/") else None
        if branch is None:
            return []  # tags carry no commits of their own
        commits = payload.get("commits") or []
        if not isinstance(commits, list):
            raise TypeError("'commits' is not a list")
        pushed = (utc_from_unix(repository["pushed_at"]) if isinstance(repository.get("pushed_at"), int | float)
                  else utc_from_iso(repository.get("pushed_at")))
        last = utc_from_iso((payload.get("head_commit") or {}).get("timestamp"))
        mark = time_mark(pushed or last or max((t for c in commits if (t := utc_from_iso(c.get("timestamp")))),
                                               default=None))
        pusher = payload.get("pusher") or {}
        items = []
        for commit in commits:
            sha = commit["id"]
            author = commit.get("author") or {}
            title, body, people = split_commit_message(commit.get("message") or "")
            items.append(SourceItem(
                source=self.source, source_id=f"commit/{sha}", thread_id=_commit_thread(repo, title, body),
                author=Participant(name=author.get("name") or None, email=(author.get("email") or "").lower() or None,
                                   handle=author.get("username") or None),
                recipients=_people(body, {(author.get("username") or "").lower()}),
                occurred_at=utc_from_iso(commit.get("timestamp")), title=title or None, body=body,
                url=commit.get("url"), labels=[repo, f"{repo}:{branch}"], origin=origin,
                extra={"sha": sha, "repo": repo, "branch": branch, "kind": "commit",
                       "co_authors": [{"name": n, "email": e, "trailer": k} for k, n, e in people],
                       "pusher": pusher.get("name"), "files": {k: commit.get(k) or [] for k in ("added", "removed", "modified")},
                       "sync": {"stream": repo, "mark": mark}},
            ))
        return items

    def _pull_request_items(self, payload: dict[str, Any], origin: str) -> list[SourceItem]:
        action = payload["action"]
        if action not in PR_ACTIONS:
            return []  # labeled, assigned, synchronize...: bookkeeping, not something said
        pr = payload["pull_request"]
        repository = payload["repository"]
        repo = repository.get("full_name") or repository["name"]
        number = pr.get("number") or payload["number"]
        merged = bool(pr.get("merged") or pr.get("merged_at"))
        kind = "merged" if action == "closed" and merged else action
        when = utc_from_iso({"merged": pr.get("merged_at"), "closed": pr.get("closed_at"),
                             "opened": pr.get("created_at")}.get(kind)) or utc_from_iso(pr.get("updated_at"))
        user = (pr.get("user") or {}).get("login")
        actor = (payload.get("sender") or {}).get("login") or user
        if kind == "merged":
            actor = (pr.get("merged_by") or {}).get("login") or actor
        base = (pr.get("base") or {}).get("ref")
        head = (pr.get("head") or {}).get("ref")
        title = clean_whitespace(pr.get("title") or "")
        description = clean_whitespace(pr.get("body") or "")
        if kind == "merged":
            body = f"Merged pull request #{number} “{title}” from {head} into {base}."
        elif kind == "closed":
            body = f"Closed pull request #{number} “{title}” without merging."
        else:
            body = description
        reviewers = [login for r in (pr.get("requested_reviewers") or []) + (pr.get("assignees") or [])
                     if isinstance(r, dict) and (login := r.get("login"))]
        recipients = [Participant(handle=h) for h in dict.fromkeys(reviewers) if h != actor]
        recipients += [p for p in _people(description, {(actor or "").lower(), *(h.lower() for h in reviewers)})]
        extra: dict[str, Any] = {
            "repo": repo, "number": number, "action": kind, "kind": "pull_request", "state": pr.get("state"),
            "merged": merged, "base": base, "head": head, "pr_author": user, "description": description,
            "labels": [lb.get("name") for lb in pr.get("labels") or [] if isinstance(lb, dict)],
            "sync": {"stream": repo, "mark": time_mark(when)},
        }
        if action == "edited" and payload.get("changes"):
            extra["changes"] = {k: (v or {}).get("from") for k, v in payload["changes"].items() if isinstance(v, dict)}
        return [SourceItem(
            source=self.source, source_id=f"{repo}/pull/{number}#{kind}@{time_mark(when)}",
            thread_id=f"{repo}#{number}", author=Participant(handle=actor) if actor else None,
            recipients=recipients, occurred_at=when, title=title or None, body=body,
            url=pr.get("html_url"), labels=[repo, f"{repo}#{number}"], origin=origin, extra=extra,
        )]

    def _issue_items(self, payload: dict[str, Any], origin: str) -> list[SourceItem]:
        """An issue opened (or reopened) is a message of its thread, read like any other message: a
        proposal in it is pending until the thread agrees. Closed as not planned, the team decided not to
        do it; closed as completed, the commits and pull requests that did it carry the decision; edits,
        labels and assignments restate or file it."""
        action = payload["action"]
        issue = payload["issue"]
        repo = _repo_of(payload)
        number = issue["number"]
        title = clean_whitespace(issue.get("title") or "")
        if action in ("opened", "reopened"):
            when = utc_from_iso(issue.get("created_at")) if action == "opened" else utc_from_iso(issue.get("updated_at"))
            body = clean_whitespace(issue.get("body") or "")
            author = (issue.get("user") or {}).get("login") or (payload.get("sender") or {}).get("login")
        elif action == "closed" and issue.get("state_reason") == "not_planned":
            when = utc_from_iso(issue.get("closed_at")) or utc_from_iso(issue.get("updated_at"))
            body = f"Decided not to do #{number} “{title}”: closed as not planned."
            author = (payload.get("sender") or {}).get("login")
        else:
            return []
        kind = "issue"
        return [SourceItem(
            source=self.source, source_id=f"{repo}/issues/{number}#{action}@{time_mark(when)}",
            thread_id=f"{repo}#{number}", author=Participant(handle=author) if author else None,
            recipients=_people(body, {(author or "").lower()}), occurred_at=when, title=title or None, body=body,
            url=issue.get("html_url"), labels=[repo, f"{repo}#{number}"], origin=origin,
            extra={"repo": repo, "number": number, "action": action, "kind": kind, "state": issue.get("state"),
                   "labels": [lb.get("name") for lb in issue.get("labels") or [] if isinstance(lb, dict)],
                   "sync": {"stream": repo, "mark": time_mark(when)}},
        )]

    def _issue_comment_items(self, payload: dict[str, Any], origin: str) -> list[SourceItem]:
        """A comment on an issue or a pull request is a message of that thread: teams decide in issues
        ("Agreed, let's go with Postgres", "LGTM"). An edited comment replaces what it said; a deleted one
        is not read."""
        action = payload["action"]
        if action not in ("created", "edited"):
            return []
        comment = payload["comment"]
        issue = payload["issue"]
        repo = _repo_of(payload)
        number = issue["number"]
        body = clean_whitespace(comment.get("body") or "")
        if not body:
            return []
        when = utc_from_iso(comment.get("updated_at") if action == "edited" else comment.get("created_at"))
        author = (comment.get("user") or {}).get("login") or (payload.get("sender") or {}).get("login")
        extra: dict[str, Any] = {"repo": repo, "number": number, "kind": "issue_comment",
                                 "on_pull_request": bool(issue.get("pull_request")), "comment_id": comment.get("id"),
                                 "sync": {"stream": repo, "mark": time_mark(when)}}
        source_id = f"{repo}/issues/{number}/comments/{comment.get('id') or time_mark(when)}"
        if action == "edited":
            # as a Slack edit: an item of its own, naming the comment it replaces, which the runner retires
            extra.update(action="edit", target_source_id=source_id)
            source_id = f"{source_id}#edited-{time_mark(when)}"
        return [SourceItem(
            source=self.source, source_id=source_id,
            thread_id=f"{repo}#{number}", author=Participant(handle=author) if author else None,
            recipients=_people(body, {(author or "").lower()}), occurred_at=when,
            title=clean_whitespace(issue.get("title") or "") or None, body=body, url=comment.get("html_url"),
            labels=[repo, f"{repo}#{number}"], origin=origin, extra=extra,
        )]

    # ------------------------------------------------------------------------------ git log

    def _is_bare_repository(self) -> bool:
        return (self.path / "HEAD").is_file() and (self.path / "objects").is_dir()

    def _git(self, *args: str, check: bool = True) -> str:
        try:
            done = subprocess.run([self.git, "-C", str(self.path), *args], capture_output=True, check=False)
        except FileNotFoundError:
            raise InvalidInput(f"git was not found (tried '{self.git}')",
                               "Install git, or pass git='/path/to/git'") from None
        if check and done.returncode != 0:
            message = done.stderr.decode("utf-8", "replace").strip().splitlines()
            raise InvalidInput(f"git could not read {self.path}: {message[-1] if message else 'unknown error'}",
                               f"Check that {self.path} is a git repository and '{self.rev}' names a commit")
        return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else ""

    def _repository_name(self) -> str:
        if self._repo_name:
            return self._repo_name
        match = _REMOTE.search(self._git("config", "--get", "remote.origin.url", check=False).strip())
        self._repo_name = match.group("repo") if match else self.path.resolve().name
        return self._repo_name

    def _log_items(self, cursor: dict[str, Any] | None) -> Iterator[SourceItem | SkippedItem]:
        if not self._git("rev-parse", "--verify", "--quiet", f"{self.rev}^{{commit}}", check=False).strip():
            return  # an empty repository (no commit yet) has no history to read
        repo = self._repository_name()
        github = bool(_REMOTE.search(self._git("config", "--get", "remote.origin.url", check=False).strip()))
        branch = self._git("rev-parse", "--abbrev-ref", self.rev, check=False).strip() or self.rev
        if branch == "HEAD":
            branch = "detached"
        state = cursor if cursor and cursor.get("rev", self.rev) == self.rev else {}
        last, since = state.get("commit"), state.get("time")
        range_args = [self.rev]
        if last and self._is_ancestor(last):
            range_args = [f"{last}..{self.rev}"]
            since = None
        files = self._files_by_commit(range_args)
        args = ["log", "-z", "--reverse", "--topo-order", f"--format={_LOG_FORMAT}", *range_args, "--"]
        with subprocess.Popen([self.git, "-C", str(self.path), *args], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL) as proc:
            assert proc.stdout is not None
            for record in _records(proc.stdout):
                fields = record.split(_FIELD, 8)
                if len(fields) != 9:
                    yield SkippedItem(origin=f"{self.path}@{fields[0][:12]}", reason="git log record not understood")
                    continue
                sha, parents, an, ae, adate, cn, ce, cdate, message = fields
                committed = utc_from_iso(cdate)
                if since and time_mark(committed) <= since:
                    continue  # the cursor's commit is gone (history rewritten): fall back to its time
                title, body, people = split_commit_message(message)
                yield SourceItem(
                    source=self.source, source_id=f"commit/{sha}", thread_id=_commit_thread(repo, title, body),
                    author=Participant(name=an or None, email=ae.lower() or None),
                    recipients=_people(body, set()), occurred_at=utc_from_iso(adate), title=title or None,
                    body=body, url=f"https://github.com/{repo}/commit/{sha}" if github else None,
                    labels=[repo, f"{repo}:{branch}"], origin=f"{self.path}@{sha[:12]}",
                    extra={"sha": sha, "repo": repo, "branch": branch, "kind": "commit",
                           "committer": {"name": cn, "email": ce.lower()}, "committed_at": committed.isoformat() if committed else None,
                           "parents": parents.split(), "files": files.get(sha, []), "co_authors": [{"name": n, "email": e, "trailer": k} for k, n, e in people]},
                )
            proc.wait()

    def _files_by_commit(self, range_args: list[str]) -> dict[str, list[str]]:
        """The paths each commit of the range touched (a merge: none), read in one ``git log`` call."""
        out = self._git("-c", "core.quotepath=off", "log", "--no-renames", f"--format={_RECORD_MARK}%H",
                        "--name-only", *range_args, "--", check=False)
        files: dict[str, list[str]] = {}
        for chunk in out.split(_RECORD_MARK):
            lines = [ln for ln in chunk.split("\n") if ln.strip()]
            if lines:
                files[lines[0].strip()] = lines[1:]
        return files

    def _is_ancestor(self, commit: str) -> bool:
        done = subprocess.run([self.git, "-C", str(self.path), "merge-base", "--is-ancestor", commit, self.rev],
                              capture_output=True, check=False)
        return done.returncode == 0


def _commit_thread(repo: str, title: str, body: str) -> str | None:
    """A commit's thread is what it references (the pull request it came through, the issue it fixes):
    commits on one branch are not one conversation, and a commit that names nothing is in no thread."""
    ref = thread_ref(title, body)
    return f"{repo}{ref}" if ref else None


def _minus_days(mark: str, days: float) -> datetime | None:
    when = utc_from_iso(mark) if mark and not mark.startswith("0000") else None
    return when - timedelta(days=days) if when else None


def _records(stream: Any) -> Iterator[str]:
    """NUL-separated records from a byte stream, decoded as UTF-8, read in chunks (a history can be large)."""
    buffer = b""
    while chunk := stream.read(1 << 16):
        buffer += chunk
        *complete, buffer = buffer.split(_RECORD.encode())
        for raw in complete:
            if raw.strip(b"\n"):
                yield raw.lstrip(b"\n").decode("utf-8", "replace")
    if buffer.strip(b"\n"):
        yield buffer.lstrip(b"\n").decode("utf-8", "replace")


def _repo_of(payload: dict[str, Any]) -> str:
    repository = payload["repository"]
    return str(repository.get("full_name") or repository["name"])


def _header(headers: Mapping[str, Any], name: str) -> str | None:
    for key, value in headers.items():
        if key.lower() == name:
            return str(value[0] if isinstance(value, list) and value else value)
    return None


def _unwrap(record: Any) -> tuple[str, dict[str, Any]]:
    """``(event, payload)`` of one logged delivery or bare payload; ``ValueError``/``TypeError`` when it is
    neither."""
    if not isinstance(record, dict):
        raise TypeError("not a JSON object")
    event = None
    payload: Any = record
    if "payload" in record and ("headers" in record or "event" in record or len(record) <= 3):
        payload = record["payload"]
        if isinstance(payload, str):
            text = payload
            if text.startswith("payload="):
                text = parse_qs(text).get("payload", [""])[0]
            try:
                payload = json.loads(text)
            except json.JSONDecodeError:
                raise ValueError("'payload' is not JSON") from None
        event = _header(record.get("headers") or {}, "x-github-event") or record.get("event")
    if not isinstance(payload, dict):
        raise TypeError("payload is not a JSON object")
    if not event:
        if "zen" in payload and "hook_id" in payload:
            event = "ping"
        elif isinstance(payload.get("commits"), list) and "ref" in payload:
            event = "push"
        elif "pull_request" in payload and "action" in payload and "number" in payload:
            event = "pull_request"
        elif "ref" in payload and "before" in payload and "after" in payload:
            event = "push"
        elif isinstance(payload.get("issue"), dict) and "action" in payload:
            event = "issue_comment" if isinstance(payload.get("comment"), dict) else "issues"
        else:
            known = [k for k in ("issue", "review", "comment", "release", "workflow_run") if k in payload]
            if not known and "repository" not in payload:
                raise ValueError("not a GitHub webhook payload (no event header and no repository)")
            event = known[0] if known else "unknown"
    return str(event), payload

