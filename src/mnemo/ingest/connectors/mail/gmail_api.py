"""The live Gmail sync: ``docs/design/system.md``'s selection rules over the Gmail REST API, with a resumable cursor.

The design (step 1): on the first sync, up to 5,000 messages from the last 90 days, 70% from Sent
("your decisions matter most") and 30% from Starred; afterwards up to 100 new messages a day, sent mail
first. All four numbers are constructor arguments with those defaults. A side that has fewer messages
than its share leaves the rest to the other side (``fill_unused_share``), so a user with 200 sent
messages still gets a full first sync.

Why this cursor:

- **First sync** lists the two labels once with a fixed window (``after:``/``before:`` around the moment
  the sync started), so a resumed sync sees the same selection; the cursor keeps how many of it are done
  and the last id (to re-anchor if a message was deleted meanwhile).
- **Daily sync** keeps a watermark per stream (sent / everything else): the highest Gmail ``internalDate``
  read and the ids read at that instant. New candidates are ordered by ``internalDate`` before the daily
  budget cuts them, so what is left over today is read tomorrow, never skipped. The day and the count
  taken that day make "100 a day" hold across several runs on the same day.

The OAuth access token comes from the user (``token=`` or a token file); mnemo never runs an OAuth flow
and never stores the token. Tests point ``base_url`` at a local fake server. Every network failure
becomes a ``ProviderError`` whose message names the fix.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from mnemo.domain.sources import SkippedItem, SourceItem
from mnemo.ingest.connectors.common import advance, is_new, read_token_file
from mnemo.ingest.connectors.mail.mailbox import parse_gmail_message
from mnemo.errors import ConfigError, InvalidInput, ProviderError
from mnemo.net import Api, ApiClient, excerpt, redact, request_json, retryable_status

DEFAULT_BASE_URL = "https://gmail.googleapis.com/gmail/v1"
#: Daily streams in priority order: sent mail first ("sent prioritized over inbox"), then the rest.
DAILY_STREAMS = (("sent", "in:sent"), ("other", "-in:sent -in:draft -in:chats"))


class GmailNotFound(ProviderError):
    """The message no longer exists (deleted between listing and fetching)."""

    code = "not_found"
    http_status = 404


def read_token(token: str | None = None, token_file: str | Path | None = None) -> str:
    """The OAuth access token: given directly, or read from a file holding it as plain text or as JSON
    (``access_token`` or ``token``, as google-auth writes ``token.json``)."""
    if token and token.strip():
        return token.strip()
    if token_file:
        path = Path(token_file).expanduser()
        text = read_token_file(path, "Gmail token file")
        if text.startswith("{"):
            try:
                data = json.loads(text)
            except json.JSONDecodeError:
                raise ConfigError(f"The Gmail token file {path} is not valid JSON",
                                  "Save the access token as plain text or as {\"access_token\": \"...\"}") from None
            value = data.get("access_token") or data.get("token") if isinstance(data, dict) else None
            if isinstance(value, str) and value.strip():
                return value.strip()
            raise ConfigError(f"The Gmail token file {path} has no access_token",
                              "Save the OAuth access token under \"access_token\"")
        if text:
            return text
    raise ConfigError("No Gmail access token was given",
                      "Pass an OAuth access token with the gmail.readonly scope (token=... or a token file)")


def _reason(resp: httpx.Response) -> tuple[str, str]:
    """Gmail's own message and its first error reason (``rateLimitExceeded``, ``insufficientPermissions``)."""
    try:
        error = resp.json().get("error") or {}
    except (ValueError, AttributeError):
        return excerpt(resp.text), ""
    if not isinstance(error, dict):
        return excerpt(str(error)), ""
    reasons = [e.get("reason", "") for e in error.get("errors") or [] if isinstance(e, dict)]
    return excerpt(str(error.get("message") or "")), (reasons[0] if reasons else str(error.get("status") or ""))


def _rate_limited(reason: str) -> bool:
    return "ratelimit" in reason.lower().replace("_", "")


def _retryable(resp: httpx.Response) -> bool:
    """429 and 5xx, and Gmail's 403 that means "rate limit exceeded" (it uses 403 for that too)."""
    return retryable_status(resp.status_code) or (resp.status_code == 403 and _rate_limited(_reason(resp)[1]))


def _http_error(resp: httpx.Response, url: str, secret: str | None) -> ProviderError:
    message, reason = _reason(resp)
    message = redact(message, secret)
    what = f"The Gmail API answered {resp.status_code} for {url}" + (f": {message}" if message else "")
    status = resp.status_code
    if status == 401:
        return ProviderError(what, "The access token expired or was revoked: get a fresh OAuth access token "
                                   "(scope gmail.readonly) and pass it again")
    if status == 403:
        if _rate_limited(reason):
            return ProviderError(what, "Gmail is rate-limiting this account; wait a few minutes and rerun")
        return ProviderError(what, "The token lacks the gmail.readonly scope or the Gmail API is not enabled "
                                   "for its Google Cloud project")
    if status == 404:
        return GmailNotFound(what, "The message was deleted; nothing to do")
    if status == 429:
        return ProviderError(what, "Gmail is rate-limiting this account; wait a few minutes and rerun")
    if status >= 500:
        return ProviderError(what, "Gmail had a server error; rerun later (the sync resumes from its cursor)")
    return ProviderError(what, f"Check the base URL (the default is {DEFAULT_BASE_URL})")


_API = Api("The Gmail API", timeout_fix="Check the network connection and retry; a later run resumes from the cursor",
           reach_fix="Check the network connection and the base URL, then retry; a later run resumes from the cursor",
           url_fix=f"Use a base URL such as {DEFAULT_BASE_URL}",
           not_json_fix=f"Check the base URL (the default is {DEFAULT_BASE_URL})",
           http_error=_http_error, retryable=_retryable)


class GmailClient(ApiClient):
    """The few Gmail API calls the sync needs (``users.messages.list``/``get``, ``users.getProfile``)."""

    def __init__(self, token: str | None = None, *, token_file: str | Path | None = None,
                 base_url: str = DEFAULT_BASE_URL, user_id: str = "me", timeout: float = 30.0,
                 retries: int = 3, sleep: Callable[[float], None] = time.sleep,
                 transport: httpx.BaseTransport | None = None) -> None:
        super().__init__(base_url, timeout=timeout, retries=retries, sleep=sleep, backoff=0.5, max_delay=30.0,
                         transport=transport)
        self._token = read_token(token, token_file)
        self.user_id = user_id

    # -- transport
    def _get(self, path: str, params: list[tuple[str, str]] | None = None) -> Any:
        url = f"{self.base_url}/users/{self.user_id}/{path}"
        headers = {"Authorization": f"Bearer {self._token}", "Accept": "application/json"}
        return request_json(self._http, "GET", url, _API, params=params, headers=headers, timeout=self.timeout,
                            retry=self._retry)

    # -- calls
    def profile(self) -> dict[str, Any]:
        return self._get("profile")

    def list_ids(self, *, query: str | None = None, label_ids: list[str] | tuple[str, ...] = (),
                 limit: int | None = None, page_size: int = 500) -> list[str]:
        """Message ids matching ``query``/``label_ids``, newest first, at most ``limit``."""
        ids: list[str] = []
        token: str | None = None
        while limit is None or len(ids) < limit:
            params = [("maxResults", str(min(page_size, 500, (limit - len(ids)) if limit else 500)))]
            params += [("labelIds", label) for label in label_ids]
            if query:
                params.append(("q", query))
            if token:
                params.append(("pageToken", token))
            page = self._get("messages", params)
            for entry in page.get("messages") or []:
                if isinstance(entry, dict) and entry.get("id") and entry["id"] not in ids:
                    ids.append(str(entry["id"]))
            token = page.get("nextPageToken")
            if not token:
                break
        return ids[:limit] if limit is not None else ids

    def get(self, message_id: str, *, fmt: str = "raw") -> dict[str, Any]:
        return self._get(f"messages/{message_id}", [("format", fmt)])


def _mark(ms: Any) -> str:
    return f"{int(ms):015d}"


class GmailSync:
    """The live Gmail connector (``Connector`` protocol): first sync by the design's selection, then
    daily increments. ``now`` is a clock (for tests); ``owner`` the mailbox address (for sent flags)."""

    source = "mail"
    cursor_tracks_skipped = False

    def __init__(self, client: GmailClient, *, first_sync_limit: int = 5000, first_sync_days: int = 90,
                 sent_share: float = 0.7, daily_limit: int = 100, fill_unused_share: bool = True,
                 candidate_cap: int = 2000, owner: str | None = None,
                 now: Callable[[], datetime] | None = None) -> None:
        if first_sync_limit < 0 or daily_limit < 0 or first_sync_days <= 0:
            raise InvalidInput("Gmail sync limits must be positive", "Pass e.g. first_sync_limit=5000, daily_limit=100")
        if not 0.0 <= sent_share <= 1.0:
            raise InvalidInput(f"sent_share must be between 0 and 1, got {sent_share}", "Pass e.g. 0.7")
        self.client = client
        self.first_sync_limit = first_sync_limit
        self.first_sync_days = first_sync_days
        self.sent_share = sent_share
        self.daily_limit = daily_limit
        self.fill_unused_share = fill_unused_share
        self.candidate_cap = candidate_cap
        self.owner = owner
        self._now = now or (lambda: datetime.now(UTC))
        self._selection_cache: dict[int, list[tuple[str, str]]] = {}
        self._skipped_cursor: dict[str, dict[str, Any]] = {}

    @classmethod
    def from_token(cls, token: str | None = None, *, token_file: str | Path | None = None,
                   base_url: str = DEFAULT_BASE_URL, **options: Any) -> GmailSync:
        """A sync over a new client: ``GmailSync.from_token(token_file="token.json", daily_limit=50)``."""
        return cls(GmailClient(token, token_file=token_file, base_url=base_url), **options)

    # -- the Connector protocol
    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        cursor = dict(cursor or {})
        if cursor.get("phase") == "daily":
            yield from self._daily(cursor)
            return
        started_ms = int(cursor.get("started_ms") or self._now().timestamp() * 1000)
        selection = self.selection(started_ms)
        position = self._resume_position(selection, cursor)
        if position >= len(selection) and cursor.get("phase") == "first":
            # the first sync finished in an earlier run (its last message was skipped): go on daily
            yield from self._daily(self._first_daily_cursor(started_ms))
            return
        for k in range(position, len(selection)):
            message_id, stream = selection[k]
            after = (self._first_daily_cursor(started_ms) if k == len(selection) - 1 else
                     {"phase": "first", "started_ms": started_ms, "done": k + 1, "last_id": message_id})
            yield self._fetch(message_id, stream, after)

    def cursor_after(self, item: SourceItem | SkippedItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        """The cursor that covers ``item``; accepts the ``SkippedItem`` of a message deleted meanwhile."""
        after = item.extra.get("gmail_cursor") if isinstance(item, SourceItem) else self._skipped_cursor.get(item.origin)
        return json.loads(json.dumps(after)) if after else dict(cursor or {})

    def estimate(self) -> int | None:
        """How many messages the first sync will read (lists the two labels; the daily size is unknown)."""
        return len(self.selection(int(self._now().timestamp() * 1000)))

    # -- first sync
    def selection(self, started_ms: int) -> list[tuple[str, str]]:
        """(message id, "sent"|"starred") chosen for a first sync started at ``started_ms``: newest first
        within each side, sent mail before starred."""
        if started_ms in self._selection_cache:
            return self._selection_cache[started_ms]
        limit = self.first_sync_limit
        before_s = started_ms // 1000 + 1
        after_s = started_ms // 1000 - self.first_sync_days * 86400
        query = f"after:{after_s} before:{before_s}"
        sent = self.client.list_ids(label_ids=["SENT"], query=query, limit=limit) if limit else []
        starred = self.client.list_ids(label_ids=["STARRED"], query=query, limit=limit) if limit else []
        sent_quota = round(limit * self.sent_share)
        chosen: list[tuple[str, str]] = [(m, "sent") for m in sent[:sent_quota]]
        taken = {m for m, _ in chosen}
        starred_left = [m for m in starred if m not in taken]
        chosen += [(m, "starred") for m in starred_left[:limit - sent_quota]]
        if self.fill_unused_share and len(chosen) < limit:
            taken = {m for m, _ in chosen}
            spare = [(m, "sent") for m in sent[sent_quota:] if m not in taken]
            spare += [(m, "starred") for m in starred_left[limit - sent_quota:] if m not in taken]
            chosen += spare[:limit - len(chosen)]
        chosen.sort(key=lambda c: c[1] != "sent")   # stable: sent first, each side newest first
        self._selection_cache[started_ms] = chosen
        return chosen

    @staticmethod
    def _resume_position(selection: list[tuple[str, str]], cursor: dict[str, Any]) -> int:
        if cursor.get("phase") != "first":
            return 0
        last_id = cursor.get("last_id")
        ids = [m for m, _ in selection]
        if last_id in ids:
            return ids.index(last_id) + 1
        return min(int(cursor.get("done") or 0), len(selection))

    @staticmethod
    def _first_daily_cursor(started_ms: int) -> dict[str, Any]:
        mark = _mark(started_ms)
        return {"phase": "daily", "marks": {name: {"at": mark, "ids": []} for name, _ in DAILY_STREAMS},
                "day": None, "taken": 0}

    # -- daily sync
    def _daily(self, cursor: dict[str, Any]) -> Iterator[SourceItem | SkippedItem]:
        today = self._now().astimezone(UTC).date().isoformat()
        taken = int(cursor.get("taken") or 0) if cursor.get("day") == today else 0
        budget = self.daily_limit - taken
        running = {**cursor, "phase": "daily", "day": today, "taken": taken}
        for stream, query in DAILY_STREAMS:
            if budget <= 0:
                return
            at = ((running.get("marks") or {}).get(stream) or {}).get("at") or _mark(0)
            after_s = max(0, int(at) // 1000 - 1)
            candidates: list[tuple[str, str]] = []
            for message_id in self.client.list_ids(query=f"{query} after:{after_s}", limit=self.candidate_cap):
                try:
                    meta = self.client.get(message_id, fmt="minimal")
                except GmailNotFound:
                    continue
                mark = _mark(meta.get("internalDate") or 0)
                if is_new(running, stream, mark, message_id):
                    candidates.append((mark, message_id))
            for mark, message_id in sorted(candidates)[:budget]:
                running = advance(running, stream, mark, message_id)
                running["taken"] = int(running["taken"]) + 1
                budget -= 1
                yield self._fetch(message_id, stream, running)

    # -- fetching
    def _fetch(self, message_id: str, stream: str, after: dict[str, Any]) -> SourceItem | SkippedItem:
        origin = f"gmail:{message_id}"
        snapshot = json.loads(json.dumps(after))
        try:
            message = self.client.get(message_id, fmt="raw")
            item = parse_gmail_message(message, origin=origin, owner=self.owner)
        except GmailNotFound:
            self._skipped_cursor[origin] = snapshot
            return SkippedItem(origin=origin, reason="The message was deleted before it could be read")
        except InvalidInput as e:
            self._skipped_cursor[origin] = snapshot
            return SkippedItem(origin=origin, reason=e.message)
        item.extra["gmail_cursor"] = snapshot
        item.extra["gmail_stream"] = stream
        return item
