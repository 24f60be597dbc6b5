"""Web sessions: a person logs in with an API key once; the browser then holds only a random session id.

Why server-side: the cookie must not carry the key (a stolen cookie should die with the session, and a
key must never be readable by page scripts), so the cookie is an opaque 256-bit id (HttpOnly,
SameSite=Lax, Secure over HTTPS) and the key stays in this process. Every request re-authenticates the
key through the service, so revoking a key logs its sessions out at once. Every form that changes
something carries the session's CSRF token, compared in constant time; the login form, before a session
exists, uses a double-submit token (a cookie and a hidden field that must match).

Sessions live in memory: restarting ``mnemo serve`` logs everyone out, which is the safe failure. A
session ends after ``IDLE`` without a request or ``MAX_AGE`` in all, and on logout.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

COOKIE = "mnemo_session"
LOGIN_COOKIE = "mnemo_login"
IDLE = 8 * 3600.0
MAX_AGE = 7 * 24 * 3600.0
MAX_SESSIONS = 10_000


@dataclass
class WebSession:
    id: str
    secret: str = field(repr=False)          # the API key the person logged in with
    csrf: str = field(repr=False)
    created: float
    seen: float


class SessionStore:
    """The open sessions of one server process (thread-safe: handlers run in a thread pool)."""

    def __init__(self, clock: Callable[[], float] | None = None) -> None:
        self._sessions: dict[str, WebSession] = {}
        self._lock = threading.Lock()
        self._now = clock or time.monotonic

    def open(self, secret: str) -> WebSession:
        now = self._now()
        session = WebSession(id=secrets.token_urlsafe(32), secret=secret, csrf=secrets.token_urlsafe(32),
                             created=now, seen=now)
        with self._lock:
            self._expire(now)
            if len(self._sessions) >= MAX_SESSIONS:  # drop the least recently used rather than grow forever
                oldest = min(self._sessions.values(), key=lambda s: s.seen)
                del self._sessions[oldest.id]
            self._sessions[session.id] = session
        return session

    def get(self, session_id: str | None) -> WebSession | None:
        if not session_id:
            return None
        now = self._now()
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None:
                return None
            if now - session.seen > IDLE or now - session.created > MAX_AGE:
                del self._sessions[session_id]
                return None
            session.seen = now
            return session

    def close(self, session_id: str | None) -> None:
        with self._lock:
            self._sessions.pop(session_id or "", None)

    def _expire(self, now: float) -> None:
        stale = [k for k, s in self._sessions.items() if now - s.seen > IDLE or now - s.created > MAX_AGE]
        for k in stale:
            del self._sessions[k]


def same_token(expected: str | None, sent: str | None) -> bool:
    """Constant-time comparison of two tokens (False when either is missing)."""
    return bool(expected) and bool(sent) and hmac.compare_digest(str(expected).encode(), str(sent).encode())


def new_token() -> str:
    return secrets.token_urlsafe(32)
