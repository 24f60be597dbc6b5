"""A local fake of an OAuth provider (Google's or Notion's shape): ``/authorize`` sends the browser back to
the redirect URI with a code and the state, as a provider does after the person accepts; ``/token``
exchanges the code (checking the PKCE verifier when a challenge was sent) and refreshes tokens, answering
``invalid_grant`` once the person has revoked access. A real loopback HTTP server: the one external
service the OAuth tests replace."""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

from fake_api import Answer, FakeApi

CLIENT_ID, CLIENT_SECRET = "client-123.apps.test", "client-secret-456"


class FakeOAuth(FakeApi):
    def __init__(self, access_token: str = "good-token", basic_auth: bool = False) -> None:
        self.access_token = access_token
        self.basic_auth = basic_auth
        self.revoked = False
        self.refreshes = 0
        self.challenge: str | None = None
        self._code = "code-789"
        super().__init__()
        self.authorize_url, self.token_url = f"{self.base}/authorize", f"{self.base}/token"

    def answer(self, method: str, path: str, headers: Any, raw: bytes) -> Answer:
        if method == "GET":  # the consent page: the person accepts at once
            q = {k: v[0] for k, v in parse_qs(urlparse(path).query).items()}
            self.challenge = q.get("code_challenge")
            target = f"{q['redirect_uri']}?{urlencode({'code': self._code, 'state': q['state']})}"
            return 302, {}, {"Location": target}
        text = raw.decode()
        form = json.loads(text) if text.startswith("{") else {k: v[0] for k, v in parse_qs(text).items()}
        if self.basic_auth:
            expected = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
            client_ok = headers.get("Authorization") == f"Basic {expected}"
        else:
            client_ok = form.get("client_id") == CLIENT_ID and form.get("client_secret") == CLIENT_SECRET
        if not client_ok:
            return 401, {"error": "invalid_client"}, {}
        if form.get("grant_type") == "authorization_code":
            verifier = form.get("code_verifier") or ""
            pkce_ok = self.challenge is None or self.challenge == base64.urlsafe_b64encode(
                hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
            if form.get("code") != self._code or not pkce_ok:
                return 400, {"error": "invalid_grant"}, {}
            return 200, {"access_token": self.access_token, "refresh_token": "refresh-abc", "expires_in": 3599,
                         "token_type": "Bearer"}, {}
        if form.get("grant_type") == "refresh_token":
            if self.revoked or form.get("refresh_token") != "refresh-abc":
                return 400, {"error": "invalid_grant", "error_description": "Token has been revoked."}, {}
            self.refreshes += 1
            return 200, {"access_token": self.access_token, "expires_in": 3599}, {}
        return 400, {"error": "unsupported_grant_type"}, {}
