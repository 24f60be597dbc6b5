"""The loopback HTTP server under the fakes of external APIs (``fake_gmail``, ``fake_discord``,
``fake_notion``, ``fake_oauth``): a real server on 127.0.0.1 whose subclass answers each request with
``answer(method, path, headers, body)`` -> (status, JSON body, extra headers). Used as a context manager."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self

Answer = tuple[int, Any, dict[str, str]]


class FakeApi:
    def __init__(self) -> None:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _serve(self, method: str) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0)) if method == "POST" else b""
                status, body, headers = fake.answer(method, self.path, self.headers, raw)
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for k, v in headers.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                self._serve("GET")

            def do_POST(self) -> None:
                self._serve("POST")

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    def answer(self, method: str, path: str, headers: Any, raw: bytes) -> Answer:
        raise NotImplementedError

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
