"""OAuth for live sources: the loopback consent flow, and keeping an access token fresh (``docs/live_sources.md``).

Why a loopback flow: mnemo runs on a person's machine or a team's server with no public address, which is
what OAuth's "installed application" flow is for (RFC 8252). ``mnemo sources add gmail … --oauth-client
FILE`` prints (and, where it can, opens) the consent URL; the provider sends the browser back to
``http://127.0.0.1:<port>/callback`` on a port chosen at that moment, where a one-request server takes the
code. The ``state`` must match (a request forged by another page is refused), and Google's flow adds PKCE
(RFC 7636), so an intercepted code is useless without the verifier this process holds.

What is kept: the client id and secret, the refresh token and the current access token with its expiry,
in the source's sealed settings (``storage/codec.py``; encrypted once the vault lands). Before each run
``fresh_access_token`` refreshes an access token that expires within a minute. A refresh refused with
``invalid_grant`` means the person revoked access or the token aged out: the run fails with the fix (run
the consent flow again), and nothing is retried against the provider until then.
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import threading
import time
import webbrowser
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

import httpx

from mnemo.errors import ConfigError, InvalidInput, ProviderError

REFRESH_MARGIN_S = 60.0
CONSENT_TIMEOUT_S = 300.0


@dataclass(frozen=True)
class OAuthProvider:
    kind: str
    authorize_url: str
    token_url: str
    scopes: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)
    basic_auth: bool = False   # client credentials in an Authorization header (Notion) or the form (Google)
    pkce: bool = False


PROVIDERS = {
    "gmail": OAuthProvider("gmail", "https://accounts.google.com/o/oauth2/v2/auth", "https://oauth2.googleapis.com/token",
                           scopes=("https://www.googleapis.com/auth/gmail.readonly",),
                           extra={"access_type": "offline", "prompt": "consent"}, pkce=True),
    "notion": OAuthProvider("notion", "https://api.notion.com/v1/oauth/authorize", "https://api.notion.com/v1/oauth/token",
                            extra={"owner": "user"}, basic_auth=True),
}


def read_client(path: str | Path) -> tuple[str, str]:
    """(client id, client secret) from Google's ``client_secret.json`` (``installed`` or ``web``) or a plain
    ``{"client_id", "client_secret"}`` file."""
    p = Path(path).expanduser()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise InvalidInput(f"Cannot read the OAuth client file {p} ({e.strerror or e})",
                           "Pass the client file you downloaded from the provider's console") from None
    except ValueError:
        raise InvalidInput(f"The OAuth client file {p} is not JSON",
                           "Pass the client_secret.json the provider's console gives") from None
    inner = data.get("installed") or data.get("web") or data if isinstance(data, dict) else {}
    cid, secret = inner.get("client_id"), inner.get("client_secret")
    if not (isinstance(cid, str) and cid and isinstance(secret, str) and secret):
        raise InvalidInput(f"The OAuth client file {p} has no client_id and client_secret",
                           "Create a Desktop app OAuth client and download its JSON")
    return cid, secret


def _token_request(provider: OAuthProvider, token_url: str, client_id: str, client_secret: str,
                   form: dict[str, str], timeout: float = 30.0) -> dict[str, Any]:
    headers = {"Accept": "application/json"}
    if provider.basic_auth:
        creds = base64.b64encode(f"{client_id}:{client_secret}".encode()).decode()
        headers["Authorization"] = f"Basic {creds}"
    else:
        form = {**form, "client_id": client_id, "client_secret": client_secret}
    try:
        if provider.basic_auth:
            resp = httpx.post(token_url, json=form, headers=headers, timeout=timeout)
        else:
            resp = httpx.post(token_url, data=form, headers=headers, timeout=timeout)
    except httpx.HTTPError as e:
        raise ProviderError(f"Could not reach the {provider.kind} token endpoint ({type(e).__name__})",
                            "Check the network connection and retry") from None
    try:
        body = resp.json()
    except ValueError:
        body = {}
    if resp.status_code >= 400 or not isinstance(body, dict) or "access_token" not in body:
        error = str(body.get("error") or resp.status_code) if isinstance(body, dict) else str(resp.status_code)
        if error == "invalid_grant":
            raise ProviderError(f"The {provider.kind} authorization was revoked or has expired (invalid_grant)",
                                f"Authorize again: mnemo sources add {provider.kind} NAME … --replace --oauth-client FILE")
        if error in ("invalid_client", "unauthorized_client"):
            raise ProviderError(f"The {provider.kind} token endpoint refused the OAuth client ({error})",
                                "Check the client file: a Desktop app client of the right project")
        raise ProviderError(f"The {provider.kind} token endpoint answered {resp.status_code} ({error})",
                            "Retry; if it persists, authorize again with --oauth-client")
    return body


def _tokens(body: dict[str, Any], now: float, previous: dict[str, Any] | None = None) -> dict[str, Any]:
    expires_in = body.get("expires_in")
    return {**(previous or {}), "access_token": body["access_token"],
            "refresh_token": body.get("refresh_token") or (previous or {}).get("refresh_token"),
            "expires_at": now + float(expires_in) if isinstance(expires_in, (int, float)) else None}


class LoopbackFlow:
    """One consent: the URL to open, a one-request server on 127.0.0.1 for the redirect, the code exchange."""

    def __init__(self, kind: str, client_id: str, client_secret: str, *, authorize_url: str | None = None,
                 token_url: str | None = None, timeout_s: float = CONSENT_TIMEOUT_S,
                 clock: Callable[[], float] = time.time) -> None:
        if kind not in PROVIDERS:
            raise InvalidInput(f"{kind} has no OAuth flow", f"Use one of: {', '.join(PROVIDERS)}")
        self.provider = PROVIDERS[kind]
        self.client_id, self.client_secret = client_id, client_secret
        self.authorize_url = authorize_url or self.provider.authorize_url
        self.token_url = token_url or self.provider.token_url
        self.timeout_s = timeout_s
        self.clock = clock

    def run(self, show: Callable[[str], None] = print, open_browser: bool = True) -> dict[str, Any]:
        """Wait for the person's consent; the tokens to keep (with the client and the token endpoint)."""
        state = secrets.token_urlsafe(24)
        verifier = secrets.token_urlsafe(48)
        got: dict[str, str] = {}
        done = threading.Event()

        class Callback(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                url = urlparse(self.path)
                query = {k: v[0] for k, v in parse_qs(url.query).items()}
                ok = (url.path == "/callback" and secrets.compare_digest(query.get("state", ""), state)
                      and ("code" in query or "error" in query))
                page = ("mnemo has the authorization; you can close this tab." if ok and "code" in query else
                        "mnemo did not get an authorization; see the terminal.")
                data = page.encode()
                self.send_response(200 if ok else 400)
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                if ok:  # a request without our state (another page, a scanner) is refused and ignored
                    got.update(query)
                    done.set()

        # threads: a browser's idle pre-connect must not hold up the real redirect behind it
        server = ThreadingHTTPServer(("127.0.0.1", 0), Callback)
        server.daemon_threads = True
        redirect = f"http://127.0.0.1:{server.server_address[1]}/callback"
        thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        thread.start()
        try:
            params = {"client_id": self.client_id, "redirect_uri": redirect, "response_type": "code", "state": state,
                      **self.provider.extra}
            if self.provider.scopes:
                params["scope"] = " ".join(self.provider.scopes)
            if self.provider.pkce:
                challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")
                params.update(code_challenge=challenge, code_challenge_method="S256")
            url = f"{self.authorize_url}?{urlencode(params)}"
            show(url)
            if open_browser:
                try:
                    webbrowser.open(url)
                except Exception:  # noqa: BLE001 - no browser here: the printed URL is the way
                    pass
            if not done.wait(self.timeout_s):
                raise ProviderError(f"No authorization arrived within {int(self.timeout_s)} s",
                                    "Open the printed URL in a browser on this machine and accept, then run again")
        finally:
            server.shutdown()
            server.server_close()
        if "code" not in got:
            raise ProviderError(f"The {self.provider.kind} consent was refused ({got.get('error', 'no code')})",
                                "Run the command again and accept the access it asks for")
        form = {"grant_type": "authorization_code", "code": got["code"], "redirect_uri": redirect}
        if self.provider.pkce:
            form["code_verifier"] = verifier
        body = _token_request(self.provider, self.token_url, self.client_id, self.client_secret, form)
        if self.provider.pkce and not body.get("refresh_token"):
            raise ProviderError(f"The {self.provider.kind} token endpoint gave no refresh token",
                                "Revoke mnemo's access in the account's security settings, then authorize again")
        return {**_tokens(body, self.clock()), "client_id": self.client_id, "client_secret": self.client_secret,
                "token_url": self.token_url}


def fresh_access_token(kind: str, oauth: dict[str, Any], clock: Callable[[], float] = time.time) -> tuple[str, bool]:
    """(an access token good for a minute at least, whether ``oauth`` was refreshed in place to get it)."""
    expires_at = oauth.get("expires_at")
    if oauth.get("access_token") and (expires_at is None or float(expires_at) - clock() > REFRESH_MARGIN_S):
        return str(oauth["access_token"]), False
    if not oauth.get("refresh_token"):
        raise ConfigError(f"The {kind} access token expired and there is no refresh token",
                          f"Authorize again: mnemo sources add {kind} NAME … --replace --oauth-client FILE")
    provider = PROVIDERS[kind]
    body = _token_request(provider, str(oauth.get("token_url") or provider.token_url), str(oauth["client_id"]),
                          str(oauth["client_secret"]), {"grant_type": "refresh_token",
                                                        "refresh_token": str(oauth["refresh_token"])})
    oauth.update(_tokens(body, clock(), oauth))
    return str(oauth["access_token"]), True
