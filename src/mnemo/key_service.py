"""Who a request is: API keys, the web app's sessions, and deliveries already answered.

``MemoryService`` exposes these under its own method names (``create_api_key``, ``authenticate``,
``open_web_session``, ``web_session``, ``first_delivery``…); they live here so the service stays one readable
file. Everything is kept in the store (``store.api_keys()``, ``store.sessions()``), never in a process, so
any number of ``mnemo serve`` processes on one database behave as one: a browser logged in through one is
logged in on all, and a Slack retry that reaches another process is still answered once.

A session is a random 256-bit id in an HttpOnly cookie. The database keeps only its SHA-256 and the id of
the key the person logged in with, so a copy of the database opens no session and holds no key. The form
token that guards against cross-site requests (CSRF) is derived from the session id with HMAC, so it is
never stored either and dies with the session. Every request re-checks the key: revoking it ends its
sessions at once.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from mnemo.domain.api_keys import ApiKey, display_prefix, hash_secret, needs_touch, new_secret, plausible_secret
from mnemo.domain.ids import new_id
from mnemo.errors import InvalidInput, NotFound, Unauthorized

if TYPE_CHECKING:
    from mnemo.ports import Clock, MemoryStore

#: A session ends after this long without a request, or this long after login, and on logout.
SESSION_IDLE = timedelta(hours=8)
SESSION_MAX_AGE = timedelta(days=7)
#: A session's last request is recorded at most this often (a write per page view would contend with
#: memory writes); so a session may live up to this much past ``SESSION_IDLE``.
SESSION_TOUCH = timedelta(seconds=60)
#: How long an answered delivery's id is remembered (Slack retries an event within minutes).
DELIVERY_MEMORY = timedelta(days=1)
_SESSION_ID_CHARS = 43  # secrets.token_urlsafe(32)


@dataclass(frozen=True)
class WebLogin:
    """A logged-in browser: the key it acts as, and the token its forms must carry."""

    key: ApiKey
    csrf: str


def _session_hash(session_id: str) -> str:
    return hashlib.sha256(b"mnemo-session:" + session_id.encode()).hexdigest()


def csrf_token(session_id: str) -> str:
    """The form token of a session: an HMAC of its id, so it needs no storage and cannot be guessed without
    the cookie (which page scripts and other sites cannot read)."""
    return hmac.new(session_id.encode(), b"mnemo-csrf", hashlib.sha256).hexdigest()


class KeyService:
    def __init__(self, store: MemoryStore, clock: Clock) -> None:
        self.store = store
        self.clock = clock

    # -- API keys (REST API, MCP over HTTP, the web app's login) -----------------------------------------
    def create_api_key(self, user_id: str, *, team_id: str | None = None, name: str | None = None,
                       admin: bool = False) -> tuple[str, ApiKey]:
        from mnemo.write.placement import check_team_id, check_user_id

        user_id = user_id.strip() if isinstance(user_id, str) else user_id
        team_id = team_id.strip() if isinstance(team_id, str) else team_id
        name = name.strip() if isinstance(name, str) else name
        if not user_id or len(user_id) > 200:
            raise InvalidInput("Invalid user id for the key", "Pass the user the key acts for, e.g. --user alice")
        check_user_id(user_id)
        team_id = check_team_id(team_id) if isinstance(team_id, str) else team_id
        if admin and not team_id:
            raise InvalidInput("An admin key needs a team", "Pass --team with --admin")
        secret = new_secret()
        key = ApiKey(id=new_id("key"), user_id=user_id, team_id=team_id or None, name=name or None,
                     prefix=display_prefix(secret), created_at=self.clock.now(), role="admin" if admin else "member")
        self.store.api_keys().insert(key, hash_secret(secret))
        return secret, key

    def authenticate(self, secret: str | None) -> ApiKey:
        if not secret:
            raise Unauthorized("No API key was sent", "Send the header 'Authorization: Bearer <key>'; "
                               "create a key with: mnemo keys create --user USER")
        keys = self.store.api_keys()
        key = keys.by_hash(hash_secret(secret)) if plausible_secret(secret) else None
        return self._active(key)

    def _active(self, key: ApiKey | None) -> ApiKey:
        if key is None or not key.active:
            raise Unauthorized("The API key is unknown or revoked",
                               "Check the key, or create a new one with: mnemo keys create --user USER")
        now = self.clock.now()
        if needs_touch(key, now):
            self.store.api_keys().touch(key.id, now)
        return key

    def list_api_keys(self, user_id: str | None = None) -> list[ApiKey]:
        return self.store.api_keys().list(user_id)

    def revoke_api_key(self, key_id: str) -> ApiKey:
        key = self.store.api_keys().revoke(key_id.strip(), self.clock.now()) if key_id and key_id.strip() else None
        if key is None:
            raise NotFound(f"No API key with id {key_id!r}", "List the keys with: mnemo keys list")
        return key

    # -- web sessions --------------------------------------------------------------------------------------
    def open_web_session(self, secret: str) -> tuple[str, WebLogin]:
        """Log in with an API key: the new session's id (for the cookie only) and who it is."""
        key = self.authenticate(secret)
        now = self.clock.now()
        sessions = self.store.sessions()
        sessions.expire(seen_before=now - SESSION_IDLE, created_before=now - SESSION_MAX_AGE)
        session_id = secrets.token_urlsafe(32)
        sessions.open(_session_hash(session_id), key.id, now)
        return session_id, WebLogin(key=key, csrf=csrf_token(session_id))

    def web_session(self, session_id: str | None) -> WebLogin:
        """The login a session cookie stands for; ``Unauthorized`` when there is none, it expired, or its key
        was revoked (the session is then closed)."""
        if not session_id or len(session_id) != _SESSION_ID_CHARS:
            raise Unauthorized("Not logged in", "Log in with an API key")
        sessions, id_hash = self.store.sessions(), _session_hash(session_id)
        record = sessions.get(id_hash)
        now = self.clock.now()
        if record is None:
            raise Unauthorized("Not logged in", "Log in with an API key")
        if now - record.seen_at > SESSION_IDLE + SESSION_TOUCH or now - record.created_at > SESSION_MAX_AGE:
            sessions.close(id_hash)
            raise Unauthorized("The session has expired", "Log in again with your API key")
        try:
            key = self._active(self.store.api_keys().get(record.key_id))
        except Unauthorized:
            sessions.close(id_hash)
            raise
        if now - record.seen_at >= SESSION_TOUCH:
            sessions.touch(id_hash, now)
        return WebLogin(key=key, csrf=csrf_token(session_id))

    def close_web_session(self, session_id: str | None) -> None:
        if session_id:
            self.store.sessions().close(_session_hash(session_id))

    # -- deliveries answered once across processes ---------------------------------------------------------
    def first_delivery(self, scope: str, delivery_id: str) -> bool:
        """True the first time any process asks for ``delivery_id`` of ``scope`` (a Slack event's id), False
        for its retries; ids are remembered for ``DELIVERY_MEMORY``."""
        now = self.clock.now()
        sessions = self.store.sessions()
        first = sessions.first_time(scope, delivery_id[:200], now)
        if first and secrets.randbelow(200) == 0:  # now and then, drop what no retry can still ask about
            sessions.forget_events(now - DELIVERY_MEMORY)
        return first


class KeyMethods:
    """``MemoryService``'s methods for keys, sessions and deliveries, each handed to its ``KeyService``."""

    keys: KeyService

    def create_api_key(self, user_id: str, *, team_id: str | None = None, name: str | None = None,
                       admin: bool = False) -> tuple[str, ApiKey]:
        """A new key for ``user_id`` (and ``team_id``): the secret is returned here once and never stored.
        ``admin`` (a team's key only) may delete any of the team's memories."""
        return self.keys.create_api_key(user_id, team_id=team_id, name=name, admin=admin)

    def authenticate(self, secret: str | None) -> ApiKey:
        """The active key whose secret this is; ``Unauthorized`` for a missing, unknown or revoked one."""
        return self.keys.authenticate(secret)

    def list_api_keys(self, user_id: str | None = None) -> list[ApiKey]:
        return self.keys.list_api_keys(user_id)

    def revoke_api_key(self, key_id: str) -> ApiKey:
        """Revoke a key at once (requests and web sessions with it get 401 from now on); the record stays."""
        return self.keys.revoke_api_key(key_id)

    def open_web_session(self, secret: str) -> tuple[str, WebLogin]:
        return self.keys.open_web_session(secret)

    def web_session(self, session_id: str | None) -> WebLogin:
        return self.keys.web_session(session_id)

    def close_web_session(self, session_id: str | None) -> None:
        self.keys.close_web_session(session_id)

    def first_delivery(self, scope: str, delivery_id: str) -> bool:
        return self.keys.first_delivery(scope, delivery_id)
