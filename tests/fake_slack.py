"""A local fake of Slack (the only part of the Slack bot and the digest tests that may be faked): the Web
API's ``/api/chat.postMessage``, checking the bot token as Slack does, and slash commands' response URLs
(``/respond/...``). Every call is recorded."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from fake_api import Answer, FakeApi


class FakeSlack(FakeApi):
    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token
        self.calls: list[dict[str, Any]] = []
        self._lock = threading.Lock()

    def answer(self, method: str, path: str, headers: Any, raw: bytes) -> Answer:
        body = json.loads(raw or b"{}")
        with self._lock:
            self.calls.append({"path": path, "body": body, "auth": headers.get("Authorization")})
        if path == "/api/chat.postMessage":
            if headers.get("Authorization") != f"Bearer {self.token}":
                return 200, {"ok": False, "error": "invalid_auth"}, {}
            return 200, {"ok": True, "channel": body.get("channel"), "ts": f"{time.time():.6f}"}, {}
        if path.startswith("/respond/"):
            return 200, {"ok": True}, {}
        return 404, {"ok": False, "error": "unknown_method"}, {}

    def posts(self, path_start: str) -> list[dict[str, Any]]:
        with self._lock:
            return [c for c in self.calls if c["path"].startswith(path_start)]

    def url(self, name: str) -> str:
        return f"{self.base}/respond/{name}"
