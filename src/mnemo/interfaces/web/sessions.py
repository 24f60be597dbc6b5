"""The web app's cookies and form tokens. The sessions themselves are the service's (``key_service.py``):
kept in the database by a hash of their id, so every ``mnemo serve`` process on one database knows them and
a restart logs nobody out.

Why a session at all: the cookie must not carry the API key (a stolen cookie should die with the session,
and a key must never be readable by page scripts), so it is an opaque 256-bit id (HttpOnly, SameSite=Lax,
Secure over HTTPS). Every form that changes something carries the session's CSRF token, compared in
constant time; the login form, before a session exists, uses a double-submit token (a cookie and a hidden
field that must match).
"""

from __future__ import annotations

import hmac
import secrets

COOKIE = "mnemo_session"
LOGIN_COOKIE = "mnemo_login"


def same_token(expected: str | None, sent: str | None) -> bool:
    """Constant-time comparison of two tokens (False when either is missing)."""
    return bool(expected) and bool(sent) and hmac.compare_digest(str(expected).encode(), str(sent).encode())


def new_token() -> str:
    return secrets.token_urlsafe(32)
