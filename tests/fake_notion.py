"""A local fake of the Notion API (search, pages, databases, block children), a real loopback HTTP server
over an in-memory workspace: the one external service the Notion sync tests replace (``with FakeNotion()``).
Search lists pages most recently edited first, 100 at most per call, with ``next_cursor``; an unknown id
is 404 ``object_not_found``; without the integration's token, 401; scripted failures come first."""

from __future__ import annotations

import json
import threading
import uuid
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlparse

TOKEN = "secret_good-notion-token"


def _text(value: str) -> list[dict[str, Any]]:
    return [{"type": "text", "plain_text": value, "text": {"content": value}}]


def block(kind: str, text: str, children: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"object": "block", "id": str(uuid.uuid4()), "type": kind, kind: {"rich_text": _text(text)},
            "has_children": bool(children), "_children": children or []}


class FakeNotion:
    def __init__(self) -> None:
        self.objects: dict[str, dict[str, Any]] = {}
        self.blocks: dict[str, list[dict[str, Any]]] = {}
        self.failures: list[tuple[int, dict[str, Any], dict[str, str]]] = []
        self.requests: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _reply(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                fake.requests.append(f"GET {self.path}")
                self._reply(*fake.answer("GET", self.path, self.headers.get("Authorization", ""), None))

            def do_POST(self) -> None:
                fake.requests.append(f"POST {self.path}")
                size = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(size) or b"{}")
                self._reply(*fake.answer("POST", self.path, self.headers.get("Authorization", ""), body))

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    def __enter__(self) -> FakeNotion:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

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

    def answer(self, method: str, path: str, auth: str, body: Any) -> tuple[int, Any, dict[str, str]]:
        if auth != f"Bearer {TOKEN}":
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
