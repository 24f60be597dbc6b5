"""A local fake of the Discord bot API (``GET /channels/{id}/messages``), a real loopback HTTP server over
in-memory channels: the one external service the Discord sync tests replace (``with FakeDiscord() as d``).
It answers as Discord does: newest first even with ``after``, at most ``limit`` (≤ 100) of the messages
after the id, 401 without the bot's token, 404 for an unknown channel, and scripted failures (a 429 with
``Retry-After``, a 403)."""

from __future__ import annotations

import json
import threading
import zlib
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlparse

from mnemo.ingest.connectors.discord import time_snowflake

TOKEN = "good-bot-token"


class FakeDiscord:
    def __init__(self, guild: str = "900000000000000001") -> None:
        self.guild = guild
        self.channels: dict[str, list[dict[str, Any]]] = {}
        self.failures: list[tuple[int, dict[str, Any], dict[str, str]]] = []
        self.requests: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                fake.requests.append(self.path)
                status, body, headers = fake.answer(self.path, self.headers.get("Authorization", ""))
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for k, v in headers.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/api/v10"
        self._thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    def __enter__(self) -> FakeDiscord:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def post(self, channel: str, content: str, when: datetime, *, author: str = "minji",
             reply_to: str | None = None, kind: int = 0) -> str:
        """Put a message in ``channel`` at ``when``; its id (a snowflake of that time)."""
        messages = self.channels.setdefault(channel, [])
        mid = str(time_snowflake(when) + len(messages) + 1)
        messages.append({
            "id": mid, "channel_id": channel, "guild_id": self.guild, "type": 19 if reply_to else kind,
            "content": content, "timestamp": when.isoformat(), "edited_timestamp": None,
            "author": {"id": str(zlib.crc32(author.encode())), "username": author, "global_name": author.title()},
            "mentions": [], "attachments": [], "embeds": [],
            "message_reference": {"message_id": reply_to, "channel_id": channel} if reply_to else None})
        return mid

    def answer(self, path: str, auth: str) -> tuple[int, Any, dict[str, str]]:
        if auth != f"Bot {TOKEN}":
            return 401, {"message": "401: Unauthorized", "code": 0}, {}
        if self.failures:
            return self.failures.pop(0)
        url = urlparse(path)
        parts = url.path.split("/")
        query = parse_qs(url.query)
        channel = parts[-2] if parts[-1] == "messages" else ""
        if channel not in self.channels:
            return 404, {"message": "Unknown Channel", "code": 10003}, {}
        after = int(query.get("after", ["0"])[0])
        limit = min(100, int(query.get("limit", ["50"])[0]))
        newer = sorted((m for m in self.channels[channel] if int(m["id"]) > after), key=lambda m: int(m["id"]))
        return 200, sorted(newer[:limit], key=lambda m: -int(m["id"])), {}
