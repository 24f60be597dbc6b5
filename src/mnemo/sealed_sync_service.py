"""The team server's side of sealed sync (``docs/vault.md``, "Sealing on the members' machines").

``MemoryService.sealed`` answers the REST routes ``/api/v1/sealed/...``: a key of team T reads and extends
team T's sealed log and its vault header, nothing else. The server checks who may write and in what order;
it never holds a key that opens a payload. What it takes is checked for shape only: a payload must be one
sealed token (``v1.<key id>.<base64url>``), a header must parse as a vault header, so a replica with a bug
cannot put plaintext on the server through these routes.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from mnemo.domain.access import TEAM_PREFIX
from mnemo.domain.api_keys import ApiKey
from mnemo.errors import InvalidInput, VaultLocked

if TYPE_CHECKING:
    from mnemo.ports import Clock, MemoryStore

LEASE_TTL = timedelta(seconds=60)
MAX_PAYLOAD_CHARS = 16_000_000
MAX_HEADER_CHARS = 1_000_000
_SEALED = re.compile(r"v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+")


def team_partition(key: ApiKey) -> str:
    if not key.team_id:
        raise InvalidInput("Sealed sync needs a key of a team; this key belongs to no team",
                           "Create a team key on the server: mnemo keys create --user U --team T")
    return f"{TEAM_PREFIX}{key.team_id}"


def check_payload(payload: Any) -> str:
    if isinstance(payload, str) and len(payload) > MAX_PAYLOAD_CHARS:
        raise InvalidInput(f"The change is {len(payload) / 1e6:.1f} MB sealed, over the team log's "
                           f"{MAX_PAYLOAD_CHARS / 1e6:.0f} MB for one change",
                           "Write it in smaller batches (a smaller --chunk-size, or fewer items per call)")
    if not isinstance(payload, str) or not _SEALED.fullmatch(payload):
        raise InvalidInput("The payload is not one sealed token (v1.<key id>.<base64url>)",
                           "Send what the replica sealed with the team vault's data key; the server stores "
                           "nothing it could read")
    return payload


def check_header(header: Any) -> str:
    from mnemo.vault.keys import VaultHeader

    if not isinstance(header, str) or len(header) > MAX_HEADER_CHARS:
        raise InvalidInput("The vault header must be a JSON text under 1 MB", "Send the header `mnemo vault` wrote")
    try:
        VaultHeader.from_json(header)
    except (ValueError, KeyError, TypeError, AttributeError, VaultLocked):
        raise InvalidInput("That is not a vault header", "Send the header `mnemo vault` wrote") from None
    return header


def check_position(value: Any, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2 ** 62:
        raise InvalidInput(f"'{field}' must be a whole number 0 or more", f"Send the log position as '{field}'")
    return value


class SealedSyncService:
    def __init__(self, store: MemoryStore, clock: Clock) -> None:
        self.store = store
        self.clock = clock

    def header(self, key: ApiKey) -> dict[str, Any]:
        partition = team_partition(key)
        with self.store.acting_for([partition]):
            header, version, head = self.store.sealed_logs().header(partition)
        return {"team": key.team_id, "user": key.user_id, "header": header, "version": version, "head": head}

    def put_header(self, key: ApiKey, header: Any, version: Any) -> dict[str, Any]:
        partition = team_partition(key)
        text, expected = check_header(header), check_position(version, "version")
        with self.store.acting_for([partition]):
            new = self.store.sealed_logs().put_header(partition, text, expected)
        return {"team": key.team_id, "version": new}

    def lease(self, key: ApiKey, after: Any) -> dict[str, Any]:
        """Take the team's write lease; the answer carries up to 200 of the ops after ``after`` and the head
        (the replica applies every op up to it, reading the rest, before it decides anything)."""
        partition = team_partition(key)
        start = check_position(after, "after")
        with self.store.acting_for([partition]):
            tables = self.store.sealed_logs()
            lease = tables.take_lease(partition, key.user_id, self.clock.now(), LEASE_TTL)
            ops = tables.read(partition, start, limit=min(lease.head - start, 200)) if lease.head > start else []
        return {"token": lease.token, "until": lease.until.isoformat(), "head": lease.head,
                "ops": [op.as_dict() for op in ops]}

    def release(self, key: ApiKey, token: Any) -> dict[str, Any]:
        partition = team_partition(key)
        if not isinstance(token, str) or not token:
            raise InvalidInput("'token' is missing", "Send the lease token the lease call answered")
        with self.store.acting_for([partition]):
            released = self.store.sealed_logs().release(partition, token)
        return {"released": released}

    def push(self, key: ApiKey, *, token: Any, base: Any, payload: Any, release: Any = True) -> dict[str, Any]:
        partition = team_partition(key)
        if token is not None and not isinstance(token, str):
            raise InvalidInput("'token' must be the lease token (a string) or null", "Send the lease token")
        at = check_position(base, "base")
        sealed = check_payload(payload)
        with self.store.acting_for([partition]):
            seq = self.store.sealed_logs().append(partition, token=token, base=at, payload=sealed,
                                                  author_id=key.user_id, now=self.clock.now(),
                                                  release=release is not False)
        return {"seq": seq}

    def rewrite(self, key: ApiKey, *, token: Any, payloads: Any) -> dict[str, Any]:
        """Replace earlier payloads under the caller's lease: a forget takes the forgotten text out of the
        changes that carried it (the replica re-seals them without it)."""
        partition = team_partition(key)
        if not isinstance(token, str) or not token:
            raise InvalidInput("'token' is missing", "Send the lease token the lease call answered")
        if not isinstance(payloads, list) or len(payloads) > 1000:
            raise InvalidInput("'payloads' must be a list of at most 1000 {seq, payload}", "Send them in batches")
        checked_payloads: dict[int, str] = {}
        for item in payloads:
            if not isinstance(item, dict) or set(item) != {"seq", "payload"}:
                raise InvalidInput("Each rewritten change is {seq, payload}", "Send {\"seq\": N, \"payload\": \"v1.…\"}")
            checked_payloads[check_position(item["seq"], "seq")] = check_payload(item["payload"])
        with self.store.acting_for([partition]):
            n = self.store.sealed_logs().rewrite(partition, token=token, payloads=checked_payloads,
                                                 now=self.clock.now())
        return {"rewritten": n}

    def ops(self, key: ApiKey, after: Any, limit: Any = 200) -> dict[str, Any]:
        partition = team_partition(key)
        start, n = check_position(after, "after"), check_position(limit, "limit")
        with self.store.acting_for([partition]):
            tables = self.store.sealed_logs()
            ops = tables.read(partition, start, limit=min(max(n, 1), 1000))
            _, _, head = tables.header(partition)
        return {"head": head, "ops": [op.as_dict() for op in ops]}
