"""API keys: who a REST or MCP-over-HTTP request acts for.

A key is a random secret ``mnemo_<43 url-safe chars>`` (256 bits) that is shown once; only its SHA-256 is
stored, so a copied database does not hand out working keys. A fast hash is enough because the secret is
random (nothing to brute-force from a dictionary), and a lookup by hash keeps authentication one indexed
read. Every key belongs to one user and at most one team: requests made with it read that user's private
memories and the team's shared ones (``domain/access.py``); a team ``admin`` key may also delete any of
the team's memories.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta

from pydantic import BaseModel, ConfigDict

SECRET_PREFIX = "mnemo_"
# A key's last use is recorded at most this often: a write per request would contend with memory writes.
TOUCH_INTERVAL = timedelta(seconds=60)
_MAX_SECRET_LEN = 200


class ApiKey(BaseModel):
    """A stored key without its secret (``prefix`` is the start of the secret, to tell keys apart)."""

    model_config = ConfigDict(extra="forbid")

    id: str
    user_id: str
    team_id: str | None = None
    name: str | None = None
    prefix: str
    created_at: datetime
    last_used_at: datetime | None = None
    revoked_at: datetime | None = None
    role: str = "member"  # member | admin (admin: deletes any of its team's memories)

    @property
    def active(self) -> bool:
        return self.revoked_at is None

    def public_dict(self) -> dict:
        return {**self.model_dump(mode="json"), "active": self.active}


class WebSessionRecord(BaseModel):
    """A logged-in browser as the database keeps it (``storage/session_tables.py``): the id of the key it
    logged in with, never the key, and when it started and was last seen."""

    model_config = ConfigDict(frozen=True)

    key_id: str
    created_at: datetime
    seen_at: datetime


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def display_prefix(secret: str) -> str:
    """Enough of the secret to recognise a key in a listing, far too little to guess it (6 + 6 chars)."""
    return secret[: len(SECRET_PREFIX) + 6]


def plausible_secret(secret: str | None) -> bool:
    """Cheap shape check before any lookup (garbage headers never reach the database)."""
    return (isinstance(secret, str) and secret.startswith(SECRET_PREFIX)
            and len(SECRET_PREFIX) + 16 <= len(secret) <= _MAX_SECRET_LEN and secret.isascii()
            and secret.isprintable() and " " not in secret)


def needs_touch(key: ApiKey, now: datetime) -> bool:
    return key.last_used_at is None or now - key.last_used_at >= TOUCH_INTERVAL
