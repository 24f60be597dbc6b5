"""A real local HTTP server that plays an OpenAI-compatible endpoint (the only thing tests may fake).

Each test scripts its replies (status, headers, body, delay) and afterwards inspects the requests the
server actually received.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict/list -> JSON, str -> raw text, callable(request_json) -> either
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    json: Any
    raw: bytes = b""  # the body exactly as received (a webhook's signature covers these bytes)
    at: float = 0.0  # time.monotonic() when it arrived


class FakeServer:
    def __init__(self) -> None:
        self.replies: deque[Reply] = deque()
        self.requests: list[Seen] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep pytest output clean
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                body = json.loads(raw) if raw else None
                with server._lock:
                    server.requests.append(Seen(self.path, {k.lower(): v for k, v in self.headers.items()}, body,
                                                raw, time.monotonic()))
                    reply = server.replies.popleft() if server.replies else Reply(418, "fake: no scripted reply")
                time.sleep(reply.delay)
                payload = reply.body(body) if callable(reply.body) else reply.body
                data = (payload if isinstance(payload, str) else json.dumps(payload)).encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for key, value in reply.headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client timed out and left
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.httpd.handle_error = lambda *a: None  # type: ignore[method-assign]
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def script(self, *replies: Reply) -> None:
        self.replies.extend(replies)


@pytest.fixture
def server():  # re-exported by conftest
    fake = FakeServer()
    thread = threading.Thread(target=fake.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield fake
    fake.httpd.shutdown()
    fake.httpd.server_close()


def chat(content: str) -> Reply:
    return Reply(body={"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})


