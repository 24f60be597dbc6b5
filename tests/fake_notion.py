"""A local fake of the Notion API (search, pages, databases, block children), a real loopback HTTP server
over an in-memory workspace: the one external service the Notion sync tests replace (``with FakeNotion()``).
Search lists pages most recently edited first, 100 at most per call, with ``next_cursor``; an unknown id
is 404 ``object_not_found``; without the integration's token, 401; scripted failures come first."""

from __future__ import annotations

import json
import uuid
from datetime import datetime
from typing import Any
from urllib.parse import parse_qs, urlparse

from fake_api import Answer, FakeApi

TOKEN = "secret_good-notion-token"


def _text(value: str) -> list[dict[str, Any]]:
    return [{"type": "text", "plain_text": value, "text": {"content": value}}]


def block(kind: str, text: str, children: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"object": "block", "id": str(uuid.uuid4()), "type": kind, kind: {"rich_text": _text(text)},
            "has_children": bool(children), "_children": children or []}


class FakeNotion(FakeApi):
    def __init__(self) -> None:
        self.objects: dict[str, dict[str, Any]] = {}
        self.blocks: dict[str, list[dict[str, Any]]] = {}
        self.failures: list[tuple[int, dict[str, Any], dict[str, str]]] = []
        self.requests: list[str] = []
        super().__init__()
        self.url = f"{self.base}/v1"

    def page(self, title: str, edited: datetime, blocks: list[dict[str, Any]], *, parent: str | None = None) -> str:
        """Add (or, with the id of an existing page as ``title``'s page, edit) a page; its id."""
        pid = next((i for i, o in self.objects.items() if o.get("_title") == title), None) or str(uuid.uuid4())
        stamp = edited.strftime("%Y-%m-%dT%H:%M:00.000Z")  # Notion rounds edit times to the minute
        created = self.objects.get(pid, {}).get("created_time", stamp)
        self.objects[pid] = {
            "object": "page", "id": pid, "created_time": created, "last_edited_time": stamp, "_title": title,
            "parent": {"type": "page_id", "page_id": parent} if parent else {"type": "workspace", "workspace": True},
            "properties": {"title": {"id": "title", "type": "title", "title": _text(title)}},
            "url": f"https://www.notion.so/{pid.replace('-', '')}", "archived": False,
            "last_edited_by": {"object": "user", "id": "u-minji", "name": "Minji Kim"}}
        self._store_blocks(pid, blocks)
        return pid

    def _store_blocks(self, owner: str, blocks: list[dict[str, Any]]) -> None:
        self.blocks[owner] = [{k: v for k, v in b.items() if k != "_children"} for b in blocks]
        for b in blocks:
            if b.get("_children"):
                self._store_blocks(b["id"], b["_children"])

    def answer(self, method: str, path: str, headers: Any, raw: bytes) -> Answer:
        self.requests.append(f"{method} {path}")
        body = json.loads(raw or b"{}")
        if headers.get("Authorization", "") != f"Bearer {TOKEN}":
            return 401, {"object": "error", "status": 401, "code": "unauthorized",
                         "message": "API token is invalid."}, {}
        if self.failures:
            return self.failures.pop(0)
        url = urlparse(path)
        parts = [p for p in url.path.split("/") if p][1:]  # after "v1"
        query = parse_qs(url.query)
        if method == "POST" and parts == ["search"]:
            pages = sorted((o for o in self.objects.values() if o["object"] == "page"),
                           key=lambda o: o["last_edited_time"], reverse=True)
            start = int(body.get("start_cursor") or 0)
            size = min(100, int(body.get("page_size") or 100))
            chunk = pages[start:start + size]
            more = start + size < len(pages)
            return 200, {"object": "list", "results": [self._public(o) for o in chunk], "has_more": more,
                         "next_cursor": str(start + size) if more else None}, {}
        if method == "GET" and len(parts) == 2 and parts[0] in ("pages", "databases") and parts[1] in self.objects:
            return 200, self._public(self.objects[parts[1]]), {}
        if method == "GET" and len(parts) == 3 and parts[0] == "blocks" and parts[2] == "children" \
                and parts[1] in self.blocks:
            results = self.blocks[parts[1]]
            start = int(query.get("start_cursor", ["0"])[0])
            size = int(query.get("page_size", ["100"])[0])
            more = start + size < len(results)
            return 200, {"object": "list", "results": results[start:start + size], "has_more": more,
                         "next_cursor": str(start + size) if more else None}, {}
        return 404, {"object": "error", "status": 404, "code": "object_not_found",
                     "message": "Could not find the object. Make sure it is shared with your integration."}, {}

    @staticmethod
    def _public(obj: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in obj.items() if not k.startswith("_")}
