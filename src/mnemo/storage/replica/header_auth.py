"""Who may change a team vault's header that travels through the server (``docs/vault.md``).

Why: anything a member's replica takes from the server is written by whoever runs the server, or holds a
team key. Sealing a data key to a member needs only the member's public key, which the header lists, so a
header that names a key someone chose as ``current`` would be opened and used by every replica, and every
later change would be sealed under a key that someone holds. So a change to what the header grants (the
data keys, the current key, the members and what is sealed to them) carries a MAC under a data key the
replicas already hold: the key that was current in the header it replaces. Only members hold it. A change
to ``requests`` alone (someone asking to join) needs none: a request grants nothing until a member approves
it, and the approval is such a change.

A replica takes an unauthenticated change only while it has never opened the vault (a store that is joining
trusts the header that first admits it, as a new SSH host key is trusted: compare ``mnemo vault status``'s
key id with a member's to check it).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

AUTH = "auth"


def _granting(header: str | None) -> bytes:
    data = json.loads(header or "{}")
    for field in ("requests", AUTH, "format"):  # the format follows from whether there are requests
        data.pop(field, None)
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode("utf-8")


def same_grants(a: str | None, b: str | None) -> bool:
    """Whether two headers differ only in their requests (and their MAC)."""
    return _granting(a) == _granting(b)


def _mac(key: bytes, header: str, version: int) -> str:
    sub = hmac.new(key, b"mnemo team header", hashlib.sha256).digest()
    body = _granting(header) + b"\x00" + str(version).encode("ascii")
    return base64.urlsafe_b64encode(hmac.new(sub, body, hashlib.sha256).digest()).decode("ascii")


def _version(header: str | None) -> int:
    """The header version its grants were MAC'd at (0 for a header no member MAC'd)."""
    auth = json.loads(header or "{}").get(AUTH) or {}
    try:
        return int(auth.get("version") or 0) if isinstance(auth, dict) else 0
    except (TypeError, ValueError):
        return 0


def with_auth(new: str, previous: str | None, keys: Any) -> str:
    """``new`` as it goes to the server: a requests-only change keeps the previous MAC; any other change is
    MAC'd under the data key current in ``previous`` (which this process must hold), with a version one past
    ``previous``'s inside, so the header cannot be put back later over a newer one (a replica takes grants MAC'd
    only at a version past those it holds: an old header, say from before a passphrase change or an approval,
    is refused though its MAC checks). The version is the header's own count, not the server's, so a team
    that moves to another server, or a server restored without its header, keeps it."""
    data = json.loads(new)
    old = json.loads(previous or "{}")
    if same_grants(new, previous):
        if AUTH in old:
            data[AUTH] = old[AUTH]
        return json.dumps(data, separators=(",", ":"))
    key_id = old.get("current")
    key = (getattr(keys, "data_keys", None) or {}).get(key_id) if key_id else None
    if key is None:
        from mnemo.errors import VaultLocked

        raise VaultLocked("Changing what the team's vault grants needs it unlocked by a member",
                          "Set MNEMO_PASSPHRASE to a member's passphrase (or run the command in a terminal)")
    version = _version(previous) + 1
    data[AUTH] = {"key": key_id, "version": version, "mac": _mac(key, new, version)}
    return json.dumps(data, separators=(",", ":"))


def verified(new: str, previous: str, keys: Any) -> bool:
    """Whether ``new`` was written by a member after ``previous``: MAC'd under the key current in ``previous``,
    at a version past the one ``previous`` was MAC'd at."""
    auth = json.loads(new).get(AUTH) or {}
    key_id = json.loads(previous or "{}").get("current")
    key = (getattr(keys, "data_keys", None) or {}).get(key_id) if key_id else None
    if key is None or not isinstance(auth, dict) or auth.get("key") != key_id:
        return False
    version = _version(new)
    if version <= _version(previous):
        return False
    return hmac.compare_digest(str(auth.get("mac", "")), _mac(key, new, version))
