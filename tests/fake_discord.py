"""A local fake of the Discord bot API (``GET /channels/{id}/messages``), a real loopback HTTP server over
in-memory channels: the one external service the Discord sync tests replace (``with FakeDiscord() as d``).
It answers as Discord does: newest first even with ``after``, at most ``limit`` (≤ 100) of the messages
after the id, 401 without the bot's token, 404 for an unknown channel, and scripted failures (a 429 with
``Retry-After``, a 403)."""

from __future__ import annotations

import zlib
from datetime import datetime
from typing import Any
from urllib.parse import parse_qs, urlparse

from fake_api import Answer, FakeApi

from mnemo.ingest.connectors.discord import time_snowflake

TOKEN = "good-bot-token"


class FakeDiscord(FakeApi):
    def __init__(self, guild: str = "900000000000000001") -> None:
        self.guild = guild
        self.channels: dict[str, list[dict[str, Any]]] = {}
        self.failures: list[tuple[int, dict[str, Any], dict[str, str]]] = []
        self.requests: list[str] = []
        super().__init__()
        self.url = f"{self.base}/api/v10"

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

    def answer(self, method: str, path: str, headers: Any, raw: bytes) -> Answer:
        self.requests.append(path)
        if headers.get("Authorization", "") != f"Bot {TOKEN}":
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
