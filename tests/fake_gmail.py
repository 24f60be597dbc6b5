"""A local fake of the Gmail API (the calls ``GmailSync`` makes), a real loopback HTTP server over an
in-memory mailbox: the one external service the Gmail tests replace (``with FakeGmail() as gmail``)."""

from __future__ import annotations

import base64
from datetime import datetime
from email.utils import format_datetime
from typing import Any
from urllib.parse import parse_qs, urlparse

from fake_api import Answer, FakeApi


class FakeGmail(FakeApi):
    """A real loopback HTTP server answering the Gmail API calls the sync makes, from an in-memory box."""

    def __init__(self) -> None:
        self.messages: dict[str, dict[str, Any]] = {}
        self.failures: list[tuple[int, dict[str, Any]]] = []
        self.requests: list[str] = []
        self.deleted: set[str] = set()
        super().__init__()
        self.url = f"{self.base}/gmail/v1"

    def add(self, mid: str, labels: list[str], when: datetime, *, subject: str | None = None,
            body: str | None = None, sender: str = "Kim <kim@example.com>") -> None:
        head = (f"From: {sender}\nTo: Lee <lee@example.com>\nSubject: {subject or f'subject {mid}'}\n"
                f"Date: {format_datetime(when)}\nMessage-ID: <{mid}@gmail.test>\n")
        raw = (head + "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n"
               + (body or f"body of {mid}") + "\n").encode()
        self.messages[mid] = {"id": mid, "threadId": f"{len(self.messages) + 1:x}", "labelIds": labels,
                              "internalDate": str(int(when.timestamp() * 1000)), "historyId": "99",
                              "raw": base64.urlsafe_b64encode(raw).decode().rstrip("=")}

    def answer(self, method: str, path: str, headers: Any, raw: bytes) -> Answer:
        self.requests.append(path)
        status, body = self._answer(path, headers.get("Authorization", ""))
        return status, body, {}

    def _answer(self, path: str, auth: str) -> tuple[int, dict[str, Any]]:
        if auth != "Bearer good-token":
            return 401, {"error": {"code": 401, "message": "Invalid Credentials", "status": "UNAUTHENTICATED"}}
        if self.failures:
            return self.failures.pop(0)
        url = urlparse(path)
        query = parse_qs(url.query)
        parts = url.path.split("/")
        if url.path.endswith("/messages"):
            found = sorted(self.messages.values(), key=lambda m: -int(m["internalDate"]))
            found = [m for m in found if m["id"] not in self.deleted or True]
            for label in query.get("labelIds", []):
                found = [m for m in found if label in m["labelIds"]]
            for token in (query.get("q", [""])[0]).split():
                if token.startswith("after:"):
                    found = [m for m in found if int(m["internalDate"]) // 1000 > int(token[6:])]
                elif token.startswith("before:"):
                    found = [m for m in found if int(m["internalDate"]) // 1000 < int(token[7:])]
                elif token == "in:sent":
                    found = [m for m in found if "SENT" in m["labelIds"]]
                elif token == "-in:sent":
                    found = [m for m in found if "SENT" not in m["labelIds"]]
            start = int(query.get("pageToken", ["0"])[0])
            size = int(query.get("maxResults", ["100"])[0])
            page = found[start:start + size]
            body: dict[str, Any] = {"messages": [{"id": m["id"], "threadId": m["threadId"]} for m in page],
                                    "resultSizeEstimate": len(found)}
            if start + size < len(found):
                body["nextPageToken"] = str(start + size)
            return 200, body
        mid = parts[-1]
        if mid not in self.messages or mid in self.deleted:
            return 404, {"error": {"code": 404, "message": "Requested entity was not found."}}
        msg = self.messages[mid]
        if query.get("format", ["full"])[0] == "minimal":
            return 200, {k: v for k, v in msg.items() if k != "raw"}
        return 200, msg
