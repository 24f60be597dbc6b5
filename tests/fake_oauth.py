"""A local fake of an OAuth provider (Google's or Notion's shape): ``/authorize`` sends the browser back to
the redirect URI with a code and the state, as a provider does after the person accepts; ``/token``
exchanges the code (checking the PKCE verifier when a challenge was sent) and refreshes tokens, answering
``invalid_grant`` once the person has revoked access. A real loopback HTTP server: the one external
service the OAuth tests replace."""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

CLIENT_ID, CLIENT_SECRET = "client-123.apps.test", "client-secret-456"


class FakeOAuth:
    def __init__(self, access_token: str = "good-token", basic_auth: bool = False) -> None:
        self.access_token = access_token
        self.basic_auth = basic_auth
        self.revoked = False
        self.refreshes = 0
        self.challenge: str | None = None
        self._code = "code-789"
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _reply(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # the consent page: the person accepts at once
                q = {k: v[0] for k, v in parse_qs(urlparse(self.path).query).items()}
                fake.challenge = q.get("code_challenge")
                target = f"{q['redirect_uri']}?{urlencode({'code': fake._code, 'state': q['state']})}"
                self._reply(302, {}, {"Location": target})

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
                form = json.loads(raw) if raw.startswith("{") else {k: v[0] for k, v in parse_qs(raw).items()}
                if fake.basic_auth:
                    expected = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
                    client_ok = self.headers.get("Authorization") == f"Basic {expected}"
                else:
                    client_ok = form.get("client_id") == CLIENT_ID and form.get("client_secret") == CLIENT_SECRET
                if not client_ok:
                    return self._reply(401, {"error": "invalid_client"})
                if form.get("grant_type") == "authorization_code":
                    verifier = form.get("code_verifier") or ""
                    pkce_ok = fake.challenge is None or fake.challenge == base64.urlsafe_b64encode(
                        hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
                    if form.get("code") != fake._code or not pkce_ok:
                        return self._reply(400, {"error": "invalid_grant"})
                    return self._reply(200, {"access_token": fake.access_token, "refresh_token": "refresh-abc",
                                             "expires_in": 3599, "token_type": "Bearer"})
                if form.get("grant_type") == "refresh_token":
                    if fake.revoked or form.get("refresh_token") != "refresh-abc":
                        return self._reply(400, {"error": "invalid_grant", "error_description": "Token has been revoked."})
                    fake.refreshes += 1
                    return self._reply(200, {"access_token": fake.access_token, "expires_in": 3599})
                return self._reply(400, {"error": "unsupported_grant_type"})

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.authorize_url, self.token_url = f"{base}/authorize", f"{base}/token"
        self._thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    def __enter__(self) -> FakeOAuth:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
