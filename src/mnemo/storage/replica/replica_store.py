"""A member's store linked to a team server's sealed log: the team's memories kept on this machine.

How it works (``docs/vault.md``, "Sealing on the members' machines"):
- ``mnemo team link --server URL --key KEY`` ties an embedded store to a team (the key's team) and writes
  ``<db>.sync.json`` beside it (the server, the key, mode 0600). The team vault's header travels with the
  log: the first member's replica puts its own; the others take it, ask for access and are approved as in
  any vault (``mnemo vault request-access`` / ``approve``), and every header change is put back at once.
- Every command on a linked store opens it through ``ReplicaStore``: the ops other members pushed are
  applied first, then the engine decides on the replica as it would on any store.
- A transaction on the team's partition takes the team's write lease first (the lease's answer carries the
  ops this replica has not applied; they are applied before anything is decided), and before it commits,
  its changes to the team's memories go to the server as one sealed payload. The server refuses it if the log
  moved past the position it was decided on; then the local transaction rolls back and nothing is written.
  The position this replica has applied is kept in the store, in the same transaction as what it applied, so
  a crash never applies a change twice or skips one (a push the server took whose local commit was lost
  comes back with the next pull).
- Private memories (the member's own partition) never leave the machine.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from mnemo.domain.access import TEAM_PREFIX
from mnemo.domain.queries import user_scope
from mnemo.errors import Conflict, ConfigError, InvalidInput, MnemoError, StorageError, Unauthorized, VaultLocked
from mnemo.storage.replica.header_auth import same_grants, verified, with_auth
from mnemo.storage.replica.replayed_calls import Forgotten, RecordingTx, open_calls, redact, replay, seal_calls
from mnemo.storage.replica.sync_remote import SyncRemote
from mnemo.storage.sealed_log_tables import current_key

SOURCE = "mnemo-sync"
LEASE_WAIT_S = 15.0  # how long a write waits for another member's write to finish
FRESH_S = 5.0  # a long-lived process takes the team's changes before a read at most this often
REWRITE_MAX = 1000  # re-sealed changes per request (the server's limit)
log = logging.getLogger(__name__)
LINK_SUFFIX = ".sync.json"


@dataclass
class SyncLink:
    server: str
    key: str
    team: str
    user: str
    header_version: int = 0
    header_sha: str = ""
    member: str = ""  # the vault member whose passphrase last opened this store
    trusted: bool = False  # the vault was opened here once: header changes must then be a member's (header_auth)

    @property
    def partition(self) -> str:
        return f"{TEAM_PREFIX}{self.team}"


def link_file(db: str) -> Path | None:
    """Where a store's link is kept (only an embedded store's file can be a replica)."""
    loc = (db or "").strip()
    if "://" in loc.removeprefix("sqlite:///") or loc in ("", ":memory:", "sqlite:///", "sqlite:///:memory:"):
        return None
    return Path(loc.removeprefix("sqlite:///")).expanduser().with_name(
        Path(loc.removeprefix("sqlite:///")).name + LINK_SUFFIX)


def load_link(db: str) -> SyncLink | None:
    path = link_file(db)
    if path is None or not path.is_file():
        return None
    try:
        return SyncLink(**json.loads(path.read_text(encoding="utf-8")))
    except (ValueError, TypeError) as exc:
        raise ConfigError(f"{path} is not a sync link mnemo wrote ({type(exc).__name__})",
                          f"Link the store again: mnemo team link --server URL --key KEY (or delete {path})") from None


def save_link(db: str, link: SyncLink) -> Path:
    path = link_file(db)
    if path is None:
        raise InvalidInput("Only an embedded store (a SQLite file) can be linked to a team's sealed log",
                           "Pass --db with a file path")
    fd, tmp = tempfile.mkstemp(dir=str(path.parent), prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(asdict(link), f, indent=1)
    os.chmod(tmp, 0o600)  # it holds the API key
    os.replace(tmp, path)
    return path


def _sha(text: str | None) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest() if text else ""


class _Ledger:
    """The store's ingest ledger, recording inside the inner transaction of a ``RecordingTx``."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def record(self, tx: Any, *args: Any, **kwargs: Any) -> None:
        self._inner.record(tx.inner if isinstance(tx, RecordingTx) else tx, *args, **kwargs)


class ReplicaStore:
    """A ``MemoryStore`` whose team partition is shared through a team server's sealed log; everything not
    overridden here is the inner store's."""

    is_replica = True

    def __init__(self, inner: Any, db: str, link: SyncLink, remote: SyncRemote) -> None:
        self._inner = inner
        self.db_location = db
        self.link = link
        self.remote = remote
        self._behind = False
        self.pending_header: str | None = None  # the team's, not yet verified (this store was locked)
        self._in_tx = False
        self._pulled_at = time.monotonic()
        self.removed: RemovedFromTeam | None = None  # a verified header without this member: reads only, no sync
        # a header no member wrote: the team's changes are not taken until one that checks comes (a change
        # sealed under a key a removal replaced would otherwise open here, if this store missed the removal)
        self.blocked: UnverifiedHeader | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    @property
    def inner(self) -> Any:
        return self._inner

    @property
    def partition(self) -> str:
        return self.link.partition

    def _keys(self) -> Any:
        return getattr(getattr(self._inner, "codec", None), "keys", None)

    # -- the position applied, kept in the store ------------------------------------------------------
    def position(self) -> int:
        cursor = self._inner.ingest_ledger().cursor(self.partition, SOURCE, "log")
        return int(cursor["seq"]) if cursor else 0

    def _apply(self, ops: Sequence[dict[str, Any]]) -> int:
        """Apply ops that follow this replica's position, in one transaction with the new position."""
        if not ops:
            return 0
        keys = self._keys()
        since = json.loads(self._inner.vault_header() or "{}").get("key_since") or {}
        stopped: MnemoError | None = None
        with self._inner.transaction([user_scope(self.partition)]) as tx:
            at = self.position()
            for op in ops:
                seq = int(op["seq"])
                if seq <= at:
                    continue  # applied meanwhile by another process on this store
                if seq != at + 1:
                    raise Conflict(f"The team's log skips from {at} to {seq}",
                                   "Run mnemo team pull again; if it persists, the server lost part of the log")
                try:  # a change that does not open stops the log there; the changes before it are kept
                    _sealed_under_a_live_key(since, seq, str(op["payload"]))
                    calls = open_calls(keys, self.partition, seq, str(op["payload"]))
                except VaultLocked as exc:
                    stopped = exc
                    break
                replay(tx, calls)
                at = seq
            self._inner.ingest_ledger().record(tx, self.partition, SOURCE, [], ("log", {"seq": at}))
        if stopped is not None:
            raise stopped
        return len(ops)

    def pull(self) -> int:
        """Apply every op other members pushed since this replica's position; returns how many."""
        if self.removed is not None:
            return 0
        if self.blocked is not None:
            raise self.blocked
        n = 0
        while True:
            before = self.position()
            answer = self.remote.ops(before)
            _not_behind(answer.get("head"), before, self.link.server)
            ops = answer.get("ops") or []
            if not ops:
                break
            n += self._apply(ops)
            if self.position() <= before:
                raise Conflict(f"The team server answered changes this store already holds (at {before})",
                               "Check that --server is the team's own server; if it is, tell its admin")
        self._behind = False
        return n

    # -- writes -----------------------------------------------------------------------------------------
    @contextmanager
    def transaction(self, scopes: Sequence[str] = ()) -> Iterator[Any]:
        """The inner store's transaction; its changes to the team's memories reach the server before it
        commits, or it rolls back. A forget then takes the forgotten text out of the earlier changes in the
        team's log too (``_redact_log``), still under the lease."""
        lease = None
        if user_scope(self.partition) in scopes:
            stop = self.removed or self.blocked
            if stop is not None:
                raise stop
            lease = self._take_lease()
        elif self._behind and self.blocked is None:  # a change refused earlier: take the team's first, if it can
            try:
                self.pull()
            except MnemoError:
                pass  # a private write needs no server; a team change still meets the head check
        released, forgotten, seq = lease is None, None, 0
        try:
            self._in_tx = True
            with self._inner.transaction(scopes) as tx:
                recording = RecordingTx(tx, self._conflict_partition)
                yield recording
                calls = recording.calls_for(self.partition)
                if calls:
                    base = self.position()
                    payload = seal_calls(self._keys(), self.partition, base + 1, calls)
                    purging = any(name == "purge_memories" for name, _ in calls)
                    try:
                        seq = self.remote.push(token=lease["token"] if lease else None, base=base, payload=payload,
                                               release=not (purging and lease))
                    except Conflict:
                        self._behind = True
                        raise
                    released = released or not (purging and lease)
                    if purging:
                        forgotten = recording.purged
                    self._inner.ingest_ledger().record(tx, self.partition, SOURCE, [], ("log", {"seq": seq}))
            self._in_tx = False
            if forgotten:
                self._forget_in_log(forgotten, seq, lease)
                released = True
        finally:
            self._in_tx = False
            if not released and lease is not None:
                self._release(lease)

    def _take_lease(self) -> dict[str, Any]:
        """The team's write lease, waiting up to ``LEASE_WAIT_S`` while another member's replica holds it, with
        every change this replica has not applied applied (the lease's answer carries the first ones)."""
        deadline, pause = time.monotonic() + LEASE_WAIT_S, 0.05
        while True:
            try:
                lease = self.remote.lease(self.position())
                break
            except Conflict as exc:
                if not (exc.details or {}).get("holder") or time.monotonic() + pause > deadline:
                    raise
                time.sleep(pause)
                pause = min(pause * 2, 1.0)
        try:
            _not_behind(lease.get("head"), self.position(), self.link.server)
            self._apply(lease.get("ops") or [])
            head = int(lease.get("head") or 0)
            while self.position() < head:
                before = self.position()
                ops = self.remote.ops(before).get("ops") or []
                if not ops:
                    break
                self._apply(ops)
                if self.position() <= before:
                    raise Conflict(f"The team server answered changes this store already holds (at {before})",
                                   "Check that --server is the team's own server; if it is, tell its admin")
        except BaseException:
            self._release(lease)
            raise
        return lease

    def _release(self, lease: dict[str, Any]) -> None:
        try:
            self.remote.release(lease["token"])
        except Exception:  # noqa: BLE001 - the lease runs out by itself; the first error is the one to see
            pass

    def _forget_in_log(self, purged: dict[str, set[str]], upto: int, lease: dict[str, Any] | None) -> None:
        """Re-seal the team log's earlier changes without what a committed forget purged. A failure leaves
        the forget done everywhere else and says so: the text stays sealed in the log until the next forget."""
        try:
            if lease is None:
                lease = self._take_lease()
            token = str(lease["token"])
            try:
                self._redact_log(Forgotten(purged.get("ids", ()), purged.get("lineages", ()), self._gone), upto, token)
            finally:
                self.remote.release(token)
        except MnemoError as exc:
            log.warning("The forgotten memory is gone from every store, but its text stays sealed in the team's "
                        "log on %s: %s", self.link.server, exc.message)

    def _gone(self, kind: str, record_id: str) -> bool:
        found = self._inner.get_person(record_id) if kind == "person" else self._inner.get_entity(record_id)
        return found is None

    def _redact_log(self, forgotten: Forgotten, upto: int, token: str) -> int:
        keys, after, batch, size, n = self._keys(), 0, {}, 0, 0
        while after < upto:
            ops = [op for op in self.remote.ops(after, limit=200).get("ops") or [] if int(op["seq"]) < upto]
            if not ops or int(ops[-1]["seq"]) <= after:
                break
            for op in ops:
                seq = int(op["seq"])
                calls, changed = redact(open_calls(keys, self.partition, seq, str(op["payload"])), forgotten)
                if changed:
                    batch[seq] = seal_calls(keys, self.partition, seq, calls)
                    size += len(batch[seq])
                if size > 8_000_000 or len(batch) >= REWRITE_MAX:
                    n += self.remote.rewrite(token, batch)
                    batch, size = {}, 0
                after = seq
        if batch:
            n += self.remote.rewrite(token, batch)
        return n

    # -- reads in a long-lived process (mnemo serve, the MCP server) see the others' changes -------------------
    def _fresh(self) -> None:
        if self._in_tx or time.monotonic() - self._pulled_at < FRESH_S:
            return
        self._pulled_at = time.monotonic()
        try:
            self.pull()
        except MnemoError as exc:
            log.warning("Could not take the team's changes from %s: %s", self.link.server, exc.message)

    def team_partitions(self) -> list[str]:  # a read's owners are decided from this first
        self._fresh()
        return list(self._inner.team_partitions())

    def search(self, *args: Any, **kwargs: Any) -> Any:
        self._fresh()
        return self._inner.search(*args, **kwargs)

    def list_memories(self, *args: Any, **kwargs: Any) -> Any:
        self._fresh()
        return self._inner.list_memories(*args, **kwargs)

    def _conflict_partition(self, conflict_id: str) -> str | None:
        found = self._inner.get_conflict(conflict_id)
        return None if found is None else str(found.user_id)

    def unlock(self, keys: Any, *, writable: bool = True) -> None:
        """Unlock, then take what the team wrote since this replica last synced. A server that cannot be
        reached leaves the replica as it was (reads work; a write to the team says why it cannot go); a log
        that does not open (altered, moved, from a newer mnemo) stops here."""
        self._inner.unlock(keys, writable=writable)
        member = getattr(keys, "member", None) or ""
        if member != self.link.member or not self.link.trusted:
            self.link.member, self.link.trusted = member, True
            save_link(self.db_location, self.link)
        if self.pending_header is not None:
            self.refresh_header()
        if self.removed is not None:
            return
        try:
            self.pull()
        except MnemoError as exc:  # out of reach, a revoked key, a change that does not open: local state
            self._behind = True
            log.warning("Could not take the team's changes from %s (this store shows what it had; changes to "
                        "the team's memories are refused until this is fixed): %s", self.link.server, exc.message)

    def ingest_ledger(self) -> Any:
        return _Ledger(self._inner.ingest_ledger())

    # -- the vault's header travels with the log ---------------------------------------------------------
    def refresh_header(self) -> str:
        """Take a header another member changed since this process opened the store (a request to join, an
        approval), before a vault command reads it. Out of reach, the command reads the header it has (and a
        change it makes is refused when it reaches the server)."""
        if self.removed is not None:
            return "removed"
        try:
            outcome = sync_header(self._inner, self.db_location, self.link, self.remote, keys=self._keys())
            self.pending_header = self.blocked = None
            return outcome
        except RemovedFromTeam as exc:  # checked by its MAC: their own memories stay, the team's stop here
            self.pending_header, self.removed = None, exc
            log.warning("%s", exc.message)
            return "removed"
        except UnverifiedHeader as exc:
            self.pending_header, self.blocked = None, exc
            log.warning("%s", exc.message)
            return "refused"
        except StorageError as exc:
            log.warning("Could not take the team's vault header from %s: %s", self.link.server, exc.message)
            return "unreachable"

    def set_vault_header(self, header: str) -> None:
        """Put the header on the server first (refused if another member changed it since this replica's
        last sync), then here."""
        if self.removed is not None:
            raise self.removed
        ours = self._inner.vault_header()
        lease = None
        new_key = current_key(header)
        if new_key and new_key != current_key(ours):  # a removal's new key: it seals every change from the next
            lease = self._take_lease()  # (nobody else writes meanwhile, and every earlier change is applied)
            data = json.loads(header)
            data["key_since"] = {**(data.get("key_since") or {}), new_key: self.position() + 1}
            header = json.dumps(data, separators=(",", ":"))
        try:
            header = with_auth(header, ours, self._keys())
            self.link.header_version = self.remote.put_header(header, self.link.header_version)
        finally:
            if lease is not None:
                self._release(lease)
        self._inner.set_vault_header(header)
        self.link.header_sha = _sha(header)
        save_link(self.db_location, self.link)

    def close(self) -> None:
        try:
            self._inner.close()
        finally:
            self.remote.close()


def _sealed_under_a_live_key(since: dict[str, Any], seq: int, payload: str) -> None:
    """A change must be sealed under the key current at its position (``key_since``, which the member who
    removed someone wrote under the lease) or a newer one (a forget re-seals old changes under the current
    key). A change under a key a removal replaced came from the removed member, who still holds it, through a
    server that let it in: it is refused, though it would open."""
    key = payload.split(".")[1] if payload.count(".") >= 2 else ""
    bound = max((int(v) for v in since.values() if int(v) <= seq), default=0)
    if int(since.get(key, 0)) < bound:
        raise VaultLocked(f"Change {seq} of the team's log is sealed under key {key}, which a member's removal "
                          f"replaced from change {bound}: the removed member wrote it, and the server let it in",
                          "Tell the server's admin (the change's author is in the server's log); this store keeps "
                          "what it had and takes no team change until it is removed")


def _not_behind(head: Any, position: int, server: str) -> None:
    """A server whose log ends before what this replica applied lost changes (restored from an older backup):
    writing on would put other changes at positions the replicas already hold, and they would skip them."""
    if head is not None and int(head) < position:
        raise Conflict(f"The team's log on {server} ends at {int(head)}, before the {position} changes this store "
                       "applied: the server lost changes (restored from an older backup?)",
                       "Nothing was sent. Tell the server's admin; the team's changes since are on the members' "
                       "stores, and team writes stay refused until the server's log is restored")


class RemovedFromTeam(MnemoError):
    code = "removed_from_team"


def _members(header: str | None) -> set[str]:
    try:
        return set((json.loads(header or "{}").get("members") or {}).keys())
    except ValueError:
        return set()


class UnverifiedHeader(MnemoError):
    code = "unverified_header"


class HeaderToVerify(Exception):
    """The team's header changes what it grants and this store cannot check it until it is unlocked."""

    def __init__(self, header: str) -> None:
        super().__init__("the team's header waits for the unlock")
        self.header = header


def sync_header(store: Any, db: str, link: SyncLink, remote: SyncRemote, *, keys: Any = None) -> str:
    """Bring this store's vault header and the team's together: take theirs when only theirs changed, put
    ours when only ours did (a ``mnemo vault`` command run while the store was not linked), refuse when both
    did. Returns what happened ("took", "put", "same")."""
    answer = remote.header()
    theirs, version = answer.get("header"), int(answer.get("version") or 0)
    ours = store.vault_header()
    outcome = "same"
    if theirs is None and ours is None:
        raise ConfigError("Neither this store nor the team has a vault, and the team's log is only ever sealed",
                          "Run mnemo vault init on this store first, then link it again")
    if theirs is None or (ours is not None and _sha(ours) != link.header_sha and ours != theirs):
        if theirs is not None and version != link.header_version:
            raise Conflict("This store's vault header and the team's both changed since the last sync",
                           "Run the vault command again after mnemo team pull takes the team's header")
        link.header_version = remote.put_header(str(ours), version)
        link.header_sha, outcome = _sha(ours), "put"
    elif ours != theirs:
        # a removal is believed only from a header a member wrote (its MAC checks): anyone with a team key can
        # put a header, and one that leaves a member out must not cut their store off the team's log
        if link.trusted and not same_grants(ours, theirs):
            if keys is None:
                raise HeaderToVerify(str(theirs))
            if not verified(str(theirs), str(ours), keys):
                raise UnverifiedHeader(
                    "The team server offers a vault header that changes who holds the keys, and no member of "
                    "this vault wrote it (its MAC does not check); this store keeps its own and does not sync",
                    "Ask a member whether they approved or removed someone; if not, whoever runs the server or "
                    "holds a team key changed it: revoke that key (mnemo keys revoke) and put the header back")
        if link.member and link.member in _members(ours) and link.member not in _members(theirs):
            raise RemovedFromTeam(f"You ({link.member}) were removed from team {link.team}'s vault by another member",
                                  "This store keeps what it had: its team memories are read-only and it no longer "
                                  f"syncs; delete {link_file(db)} to stop this notice")
        store.set_vault_header(str(theirs))
        link.header_version, link.header_sha, outcome = version, _sha(theirs), "took"
    elif link.header_version != version or link.header_sha != _sha(ours):
        link.header_version, link.header_sha = version, _sha(ours)
    save_link(db, link)
    return outcome


def open_replica(store: Any, db: str, link: SyncLink, *, remote: SyncRemote | None = None) -> ReplicaStore:
    remote = remote or SyncRemote(link.server, link.key)
    pending, removed, blocked = None, None, None
    try:
        sync_header(store, db, link, remote)
    except HeaderToVerify as exc:  # checked with the keys once the store is unlocked
        pending = exc.header
    except UnverifiedHeader as exc:
        log.warning("%s", exc.message)
        blocked = exc
    except (StorageError, Unauthorized) as exc:  # out of reach or a revoked key: the header it has
        log.warning("Could not take the team's changes from %s: %s", link.server, exc.message)
    except RemovedFromTeam as exc:  # their own memories stay theirs; the team's are read-only from here
        log.warning("%s", exc.message)
        removed = exc
    replica = ReplicaStore(store, db, link, remote)
    replica.pending_header, replica.removed, replica.blocked = pending, removed, blocked
    return replica


def link_store(location: str, server: str, key: str, *, remote: SyncRemote | None = None) -> dict[str, Any]:
    """``mnemo team link``: tie the store at ``location`` to the key's team on ``server``. A store that already
    holds memories of that team which did not come from its log is refused: they would never reach the
    others."""
    from mnemo.storage.factory import open_store

    remote = remote or SyncRemote(server, key)
    try:
        answer = remote.header()
        team, user = str(answer["team"]), str(answer["user"])
        old = load_link(location)
        if old is not None and (old.team != team or old.server.rstrip("/") != server.rstrip("/")):
            raise InvalidInput(f"This store is linked to team {old.team} on {old.server}",
                               "Link a new store (--db) for another team or server")
        store = open_store(location)
        try:
            partition = f"{TEAM_PREFIX}{team}"
            if old is None and store.vault_header() is None and store.count_memories():
                raise InvalidInput("This store holds memories and has no vault: linking would put the team's "
                                   "vault on it and leave them unsealed", "Run mnemo vault init on it first, or "
                                   "link a new store (--db NEW_FILE)")
            if old is None and store.vault_header() is not None and answer.get("header") is not None \
                    and store.vault_header() != answer.get("header"):
                raise InvalidInput(f"This store has its own vault and team {team} has another",
                                   "Link a new store (--db NEW_FILE): it takes the team's vault")
            if json.loads(store.vault_header() or "{}").get("pending"):
                raise InvalidInput("This store's vault has an unfinished first sealing or rotation",
                                   "Finish it first (mnemo vault init or mnemo vault rotate), then link")
            held = store.count_memories(partition)
            if held and not store.ingest_ledger().cursor(partition, SOURCE, "log"):
                raise InvalidInput(f"This store already holds {held} memories of team {team} that are not from "
                                   "the team's log, and they would never reach the others",
                                   "Link a new store (--db NEW_FILE)")
            link = old or SyncLink(server=server.rstrip("/"), key=key, team=team, user=user)
            link.key = key
            outcome = sync_header(store, location, link, remote)
        finally:
            store.close()
    finally:
        remote.close()
    return {"team": team, "user": user, "server": server, "vault_header": outcome, "db": location}
