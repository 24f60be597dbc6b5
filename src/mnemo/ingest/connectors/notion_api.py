"""The live Notion sync: pages changed since a watermark, through the Notion API, with their hierarchy.

Why it reads through ``NotionConnector``: the API's page objects and block children are what that connector
already reads from a dump (title, properties, blocks nested, the ancestor path as a label, the parent as
the thread, ``last_edited_time`` as the page's revision), so each changed page is written to a temporary
JSON file with its blocks and its ancestors, and read by it: a page's memory is the same from a dump or
from the sync. An edited page is read again (the same ``source_id``, a new revision), and what it now says
is judged as any write is: a changed decision supersedes the one it replaces.

How a run finds what changed: ``POST /search`` for pages, newest edit first, until a page older than the
watermark (``since``, the newest edit a run has read) by more than ``OVERLAP``: Notion rounds
``last_edited_time`` to the minute, and a page may show up in search a little after its edit time, so the
last minutes are listed again, and the cursor's per-page revisions drop what was already read before its
blocks are. A page whose blocks cannot be read is reported and passed. The changed pages are then read oldest edit first, one at a time, and the watermark follows each
page, so a run cut short resumes after the last page it read. A first sync reads the pages edited in the
last ``first_sync_days`` days, at most ``max_pages`` per run (the oldest first; the next run goes on).
Ancestors not among them are fetched (``GET /pages/{id}``, ``/databases/{id}``) for the path only: they
go into the file marked archived, which the connector reads for titles and never turns into memories.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from mnemo.domain.sources import SkippedItem, SourceItem
from mnemo.errors import ConfigError, InvalidInput, ProviderError
from mnemo.ingest.connectors.common import read_token_file
from mnemo.ingest.connectors.notion import NotionConnector, dashed_id
from mnemo.net import Api, ApiClient, excerpt, redact, request_json

DEFAULT_BASE_URL = "https://api.notion.com/v1"
NOTION_VERSION = "2022-06-28"
MAX_DEPTH = 3  # nested blocks read below a page's own (toggles, list items); deeper ones are left out
#: How far before the watermark a run looks again: a page can show up in search a little after its edit time.
OVERLAP = timedelta(minutes=5)


def read_integration_token(token: str | None = None, token_file: str | Path | None = None) -> str:
    if token and token.strip():
        return token.strip()
    if token_file:
        text = read_token_file(token_file, "Notion token file")
        if text.startswith("{"):
            try:
                data = json.loads(text)
            except json.JSONDecodeError:
                data = {}
            text = str(data.get("access_token") or data.get("token") or "") if isinstance(data, dict) else ""
        if text:
            return text.splitlines()[0].strip()
    raise ConfigError("No Notion token was given",
                      "Pass an internal integration secret (Settings → Connections → Develop integrations) "
                      "or an OAuth access token")


class NotionTokenRefused(ProviderError):
    """401: the token is wrong or revoked; no page can be read, so the run stops."""


def _http_error(resp: httpx.Response, url: str, secret: str | None) -> ProviderError:
    try:
        body = resp.json()
        said, code = (str(body.get("message") or ""), str(body.get("code") or "")) if isinstance(body, dict) else ("", "")
    except ValueError:
        said, code = excerpt(resp.text), ""
    what = f"The Notion API answered {resp.status_code} for {url}" + (f": {redact(said, secret)}" if said else "")
    if resp.status_code == 401:
        return NotionTokenRefused(what, "The Notion token is invalid or was revoked: give the source a current "
                                   "integration secret or access token")
    if resp.status_code in (403, 404) or code == "object_not_found":
        return ProviderError(what, "The integration cannot see this page: share the page with it "
                                   "(••• → Connections → add the integration)")
    if resp.status_code == 429:
        return ProviderError(what, "Notion is rate-limiting the integration; the next run goes on from the cursor")
    if resp.status_code >= 500:
        return ProviderError(what, "Notion had a server error; the next run goes on from the cursor")
    return ProviderError(what, f"Check the base URL (the default is {DEFAULT_BASE_URL})")


_API = Api("The Notion API", reach_fix="Check the network connection and the base URL; the next run resumes from "
                                       "the cursor",
           timeout_fix="Check the network connection; the next run resumes from the cursor",
           url_fix=f"Use a base URL such as {DEFAULT_BASE_URL}",
           not_json_fix=f"Check the base URL (the default is {DEFAULT_BASE_URL})", http_error=_http_error)


class NotionClient(ApiClient):
    """The Notion API calls the sync makes: search pages, read a page or database, read block children."""

    def __init__(self, token: str | None = None, *, token_file: str | Path | None = None,
                 base_url: str = DEFAULT_BASE_URL, **options: Any) -> None:
        self._token = read_integration_token(token, token_file)
        super().__init__(base_url, **options)

    def _call(self, method: str, path: str, *, body: Any = None,
              params: list[tuple[str, str]] | None = None) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {self._token}", "Notion-Version": NOTION_VERSION}
        answer = request_json(self._http, method, f"{self.base_url}/{path}", _API, json_body=body, params=params,
                              headers=headers, timeout=self.timeout, retry=self._retry)
        if not isinstance(answer, dict):
            raise ProviderError(f"The Notion API answered {path} with something other than an object",
                                f"Check the base URL (the default is {DEFAULT_BASE_URL})")
        return answer

    def pages_edited(self) -> Iterator[dict[str, Any]]:
        """Every page the integration can see, most recently edited first."""
        start: str | None = None
        while True:
            body: dict[str, Any] = {"filter": {"property": "object", "value": "page"},
                                    "sort": {"direction": "descending", "timestamp": "last_edited_time"},
                                    "page_size": 100}
            if start:
                body["start_cursor"] = start
            answer = self._call("POST", "search", body=body)
            yield from (r for r in answer.get("results") or [] if isinstance(r, dict))
            start = answer.get("next_cursor") if answer.get("has_more") else None
            if not start:
                return

    def get(self, kind: str, object_id: str) -> dict[str, Any]:
        return self._call("GET", f"{kind}/{object_id}")

    def blocks(self, block_id: str, depth: int = 0) -> list[dict[str, Any]]:
        """A block's children, each with its own children inline, ``MAX_DEPTH`` levels down."""
        out: list[dict[str, Any]] = []
        start: str | None = None
        while True:
            params = [("page_size", "100")] + ([("start_cursor", start)] if start else [])
            answer = self._call("GET", f"blocks/{block_id}/children", params=params)
            for block in answer.get("results") or []:
                if not isinstance(block, dict):
                    continue
                if block.get("has_children") and depth < MAX_DEPTH and block.get("type") not in (
                        "child_page", "child_database"):  # a subpage is a page of its own
                    block = {**block, "children": self.blocks(str(block["id"]), depth + 1)}
                out.append(block)
            start = answer.get("next_cursor") if answer.get("has_more") else None
            if not start:
                return out


class NotionSync:
    """The live Notion connector (``Connector`` protocol)."""

    source = "notion"
    cursor_tracks_skipped = True  # an empty page moves the watermark too, or it would be read on every run

    def __init__(self, client: NotionClient, *, first_sync_days: int = 90, max_pages: int = 500,
                 now: Callable[[], datetime] | None = None) -> None:
        if first_sync_days <= 0 or max_pages <= 0:
            raise InvalidInput("Notion sync limits must be positive", "Pass e.g. first_sync_days=90")
        self.client = client
        self.first_sync_days = first_sync_days
        self.max_pages = max_pages
        self._now = now or (lambda: datetime.now(UTC))
        self._reader: NotionConnector | None = None
        self._revision: str | None = None  # the page being read: its last_edited_time
        self._page: str | None = None      # and its id

    @classmethod
    def from_token(cls, token: str | None = None, *, token_file: str | Path | None = None,
                   base_url: str = DEFAULT_BASE_URL, **options: Any) -> NotionSync:
        return cls(NotionClient(token, token_file=token_file, base_url=base_url), **options)

    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        since = (cursor or {}).get("since") or (self._now() - timedelta(days=self.first_sync_days)).isoformat()
        changed = []
        floor = _instant(since) - OVERLAP
        for page in self.client.pages_edited():
            edited = str(page.get("last_edited_time") or "")
            if edited and _instant(edited) < floor:
                break
            changed.append(page)
        changed.sort(key=lambda p: (_instant(str(p.get("last_edited_time") or since)), str(p.get("id"))))
        known: dict[str, dict[str, Any]] = {dashed_id(str(p["id"])): p for p in changed if p.get("id")}
        read = (cursor or {}).get("pages") or {}
        changed = [p for p in changed if read.get(dashed_id(str(p.get("id") or ""))) != p.get("last_edited_time")]
        for page in changed[:self.max_pages]:
            self._revision = str(page.get("last_edited_time") or since)
            self._page = dashed_id(str(page.get("id") or ""))
            records: list[dict[str, Any]] = [{**a, "archived": True} for a in self._ancestors(page, known)]
            try:
                blocks = self.client.blocks(str(page["id"]))
            except NotionTokenRefused:
                raise
            except ProviderError as exc:
                # a page whose blocks cannot be read (a synced block from a page not shared with the
                # integration) is reported and passed, or it would stop every run at this page
                yield SkippedItem(origin=str(page.get("url") or page.get("id")), reason=exc.message)
                continue
            records.append({"page": page, "blocks": blocks})
            with tempfile.TemporaryDirectory(prefix="mnemo-notion-") as tmp:
                path = Path(tmp) / "page.json"
                path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
                self._reader = NotionConnector(path)
                yield from self._reader.items(cursor)

    def _ancestors(self, page: dict[str, Any], known: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
        """The page's ancestors (pages and databases), for its path; fetched once per run each."""
        out: list[dict[str, Any]] = []
        parent = page.get("parent") or {}
        for _ in range(16):
            kind = "pages" if parent.get("page_id") else "databases" if parent.get("database_id") else None
            if kind is None:
                return out
            pid = dashed_id(str(parent.get("page_id") or parent.get("database_id")))
            if pid not in known:
                try:
                    known[pid] = self.client.get(kind, pid)
                except ProviderError:
                    return out  # a parent the integration cannot see: the path stops there
            out.append(known[pid])
            parent = known[pid].get("parent") or {}
        return out

    def cursor_after(self, item: SourceItem | SkippedItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        after = dict(cursor or {})
        if isinstance(item, SourceItem) and self._reader is not None:
            after = self._reader.cursor_after(item, after)
        elif self._page and self._revision:  # a page passed over: not asked for again until it changes
            after["pages"] = {**(after.get("pages") or {}), self._page: self._revision}
        if self._revision and _instant(self._revision) >= _instant(str(after.get("since") or self._revision)):
            after["since"] = self._revision
        if after.get("since") and after.get("pages"):  # a page edited before the overlap is never listed again
            floor = _instant(str(after["since"])) - OVERLAP
            after["pages"] = {k: v for k, v in after["pages"].items() if v and _instant(str(v)) >= floor}
        return after

    def estimate(self) -> int | None:
        return None


def _instant(value: str) -> datetime:
    try:
        dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return datetime.min.replace(tzinfo=UTC)
    return dt if dt.tzinfo else dt.replace(tzinfo=UTC)
