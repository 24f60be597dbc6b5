"""A team's sealed change log on the team server (migration 015): ``store.sealed_logs()``.

Why a log of sealed transactions and not sealed rows the server consolidates (``docs/vault.md``, "Sealing on
the members' machines"): deciding a write reads the text of the memories it is compared with (supersession,
settings, the guards). A server that cannot read them could only decide on vectors and tokens, which gives
those rules up. So each member's machine keeps a replica of the team's memories, decides there with every
rule, and pushes what its transaction changed as one payload sealed under the team vault's data key. The
server orders the payloads (one head per team, a write lease so two replicas never decide on the same state)
and hands them to the other replicas. It stores the vault's header (wrapped keys only) beside them, so a new
member's replica can fetch it.

What the server can read here: the team, each payload's position, size, author (the key's user) and time.
Nothing in it opens without a member's passphrase. One implementation for SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from collections.abc import Callable
from typing import Any

from mnemo.errors import Conflict, InvalidInput
from mnemo.storage.dialect_tables import DialectTables


@dataclass(frozen=True)
class SealedOp:
    seq: int
    author_id: str
    at: datetime
    payload: str

    def as_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "author": self.author_id, "at": self.at.isoformat(), "payload": self.payload}


@dataclass(frozen=True)
class Lease:
    token: str
    holder: str
    until: datetime
    head: int


class LeaseHeld(Conflict):
    """Another replica holds the team's write lease."""


def current_key(header: Any) -> str | None:
    """The id of the data key the team's vault seals under now (a plain field of the header)."""
    if not header:
        return None
    try:
        return str(json.loads(str(header)).get("current") or "") or None
    except ValueError:
        return None


def _retired(header: Any, column: Any) -> set[str]:
    """The data keys the log sealed under before its current one: those the server saw replaced (migration
    016), and every other key the header still lists (kept to open older changes; a vault adds a key only
    to make it current), which covers removals made before the server kept the list."""
    retired = {k for k in str(column or "").split(",") if k}
    try:
        data = json.loads(str(header)) if header else {}
    except ValueError:
        return retired
    listed = set(data.get("keys") or {})
    for member in (data.get("members") or {}).values():
        if isinstance(member, dict):
            listed |= set(member.get("keys") or {})
    return retired | (listed - {str(data.get("current") or "")})


def _check_key(current: str | None, retired: set[str], payload: str, what: str) -> None:
    key = payload.split(".")[1]
    if not current:
        raise Conflict("The team has no vault header yet", "Link a member's store first: mnemo team link")
    if key in retired:
        raise Conflict(f"{what} is sealed under key {key}, which a newer key replaced (a member was removed)",
                       "Nothing was written; run the command again in a new process: it takes the new header")
    if key != current:
        raise Conflict(f"{what} is sealed under key {key}, but the team's vault now seals under {current} "
                       "(a member was removed)", "Nothing was written; run the command again in a new process: "
                       "it takes the new header")


class SealedLogTables(DialectTables):
    """``store.sealed_logs()``: the team server's side of sealed sync. ``partition`` is ``team:<team>``."""

    def _row(self, c: Any, partition: str) -> tuple[Any, ...]:
        """The team's log row, locked for this transaction (created when the team has none yet)."""
        c.execute(self._q("INSERT INTO sealed_logs (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING"),
                  (partition,))
        lock = " FOR UPDATE" if self.pg else ""
        return tuple(c.execute(self._q("SELECT header, header_version, head, lease_token, lease_holder, lease_until "
                                       f"FROM sealed_logs WHERE user_id = ?{lock}"), (partition,)).fetchone())

    def header(self, partition: str) -> tuple[str | None, int, int]:
        """The team vault's header (None before a member put one), its version and the log's head."""
        rows = self._read("SELECT header, header_version, head FROM sealed_logs WHERE user_id = ?", (partition,))
        if not rows:
            return None, 0, 0
        header, version, head = rows[0]
        return (None if header is None else str(header)), int(version), int(head)

    def is_sealed(self, partition: str) -> bool:
        """Whether the team shares through a sealed log (a member put its vault's header)."""
        return bool(self._read("SELECT 1 FROM sealed_logs WHERE user_id = ? AND header IS NOT NULL", (partition,)))

    def put_header(self, partition: str, header: str, expected_version: int) -> int:
        """Replace the header if it is still at ``expected_version``; returns the new version. A header whose
        current key is one the log sealed under before is refused (migration 016): only a new key becomes
        current, so a header from before a removal cannot hand the removed member's key back its rights."""
        with self._write() as c:
            old, version, *_ = self._row(c, partition)
            if int(version) != expected_version:
                raise Conflict(f"The team's vault header is at version {version}, not {expected_version}",
                               "Another member changed it: run `mnemo team pull` to take their change, then retry")
            retired = _retired(old, self._retired_column(c, partition))
            before, now = current_key(old), current_key(header)
            if not now:
                raise InvalidInput("The header names no current data key",
                                   "Send the header the team's vault wrote (mnemo vault commands on a linked store)")
            if now != before:
                if now in retired:
                    raise Conflict(f"The header names key {now} as current, which the team's log sealed under "
                                   "before a newer key (a member's removal) replaced it",
                                   "A header from before a removal cannot be put back: take the team's header "
                                   "(mnemo team pull) and make the change on it")
                if before:
                    retired.add(before)
            c.execute(self._q("UPDATE sealed_logs SET header = ?, header_version = ?, retired_keys = ? "
                              "WHERE user_id = ?"), (header, expected_version + 1, ",".join(sorted(retired)), partition))
            return expected_version + 1

    def _retired_column(self, c: Any, partition: str) -> str:
        (text,) = c.execute(self._q("SELECT retired_keys FROM sealed_logs WHERE user_id = ?"), (partition,)).fetchone()
        return str(text or "")

    def _key_check(self, c: Any, partition: str, header: Any) -> Callable[[str, str], None]:
        """A check that a change is sealed under the key the header names as current, and never under a
        retired one (whatever a header put since says)."""
        current, retired = current_key(header), _retired(header, self._retired_column(c, partition))

        def check(payload: str, what: str) -> None:
            _check_key(current, retired, payload, what)

        return check

    def take_lease(self, partition: str, holder: str, now: datetime, ttl: timedelta) -> Lease:
        """The team's write lease for ``ttl``, or ``LeaseHeld`` while another holder's has not run out."""
        with self._write() as c:
            _, _, head, token, current, until = self._row(c, partition)
            until_at = self._parse_time(until)
            if token is not None and until_at is not None and until_at > now:
                raise LeaseHeld(f"{current} is writing to the team's log until {until_at.isoformat()}",
                                "Retry in a moment", details={"holder": current, "until": until_at.isoformat()})
            lease = Lease(secrets.token_urlsafe(18), holder, now + ttl, int(head))
            c.execute(self._q("UPDATE sealed_logs SET lease_token = ?, lease_holder = ?, lease_until = ? "
                              "WHERE user_id = ?"), (lease.token, holder, self._time(lease.until), partition))
            return lease

    def release(self, partition: str, token: str) -> bool:
        with self._write() as c:
            cur = c.execute(self._q("UPDATE sealed_logs SET lease_token = NULL, lease_holder = NULL, lease_until = NULL "
                                    "WHERE user_id = ? AND lease_token = ?"), (partition, token))
            return int(cur.rowcount or 0) == 1

    def append(self, partition: str, *, token: str | None, base: int, payload: str, author_id: str,
               now: datetime, release: bool = True) -> int:
        """Add one sealed transaction after ``base``; returns its position. Refused (``Conflict``) when the
        log moved past ``base`` (the replica decided on an older state) or another replica holds the lease
        (``token``: the caller's own lease, or None to write without one when nobody holds it)."""
        with self._write() as c:
            header, _, head, held, holder, until = self._row(c, partition)
            self._key_check(c, partition, header)(payload, "The change")
            until_at = self._parse_time(until)
            live = held is not None and until_at is not None and until_at > now
            if live and held != token:
                raise LeaseHeld(f"{holder} holds the team's write lease", "Retry in a moment")
            if not live and token is not None:
                raise Conflict("The write lease ran out before the change was sent",
                               "Nothing was written; run the command again")
            if int(head) < base:
                raise Conflict(f"The team's log ends at {head}, before this replica's {base}: the server lost "
                               "changes (restored from an older backup?)",
                               "Nothing was written; tell the server's admin", details={"head": int(head)})
            if int(head) != base:
                raise Conflict(f"The team's log is at {head}, past {base}: another member wrote meanwhile",
                               "Nothing was written; run the command again (it first takes their change)",
                               details={"head": int(head)})
            seq = base + 1
            c.execute(self._q("INSERT INTO sealed_ops (user_id, seq, author_id, at, payload) VALUES (?, ?, ?, ?, ?)"),
                      (partition, seq, author_id, self._time(now), payload))
            clear = ", lease_token = NULL, lease_holder = NULL, lease_until = NULL" if release else ""
            c.execute(self._q(f"UPDATE sealed_logs SET head = ?{clear} WHERE user_id = ?"), (seq, partition))
            return seq

    def rewrite(self, partition: str, *, token: str, payloads: dict[int, str], now: datetime) -> int:
        """Replace earlier payloads (a forget taking its text out of the log, ``docs/vault.md``), under the
        caller's live lease, each sealed under the key the header names as current; returns how many."""
        with self._write() as c:
            header, _, head, held, _, until = self._row(c, partition)
            until_at = self._parse_time(until)
            if held is None or held != token or until_at is None or until_at <= now:
                raise Conflict("Rewriting the team's log needs this replica's live write lease",
                               "Run the forget again")
            check = self._key_check(c, partition, header)
            for seq, payload in payloads.items():
                if not 1 <= seq <= int(head):
                    raise Conflict(f"The team's log has no change {seq}", "Run the forget again")
                check(payload, f"Rewritten change {seq}")
                c.execute(self._q("UPDATE sealed_ops SET payload = ? WHERE user_id = ? AND seq = ?"),
                          (payload, partition, seq))
            return len(payloads)

    # -- mnemo migrate (lifecycle/store_copy.py) ------------------------------------------------------------
    def logs(self) -> list[tuple[str, str | None, int, int, str]]:
        """Every team's log row: partition, header, header version, head, retired keys (the lease is not
        copied: a copy starts with none held)."""
        return [(str(p), None if h is None else str(h), int(v), int(head), str(r or ""))
                for p, h, v, head, r in self._read("SELECT user_id, header, header_version, head, retired_keys "
                                                    "FROM sealed_logs ORDER BY user_id")]

    def copy_in(self, partition: str, header: str | None, version: int, head: int, retired: str,
                ops: list[SealedOp]) -> int:
        """Add a team's log row (when the target has none) and the changes it lacks, in one transaction;
        returns how many changes were added. A target whose log for the team moved on is left as it is."""
        with self._write() as c:
            c.execute(self._q("INSERT INTO sealed_logs (user_id, header, header_version, head, retired_keys) "
                              "VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING"),
                      (partition, header, version, head, retired))
            have = {int(r[0]) for r in c.execute(self._q("SELECT seq FROM sealed_ops WHERE user_id = ?"),
                                                 (partition,)).fetchall()}
            added = [op for op in ops if op.seq not in have]
            for op in added:
                c.execute(self._q("INSERT INTO sealed_ops (user_id, seq, author_id, at, payload) "
                                  "VALUES (?, ?, ?, ?, ?)"), (partition, op.seq, op.author_id, self._time(op.at),
                                                              op.payload))
            return len(added)

    def read(self, partition: str, after: int, limit: int = 200) -> list[SealedOp]:
        rows = self._read("SELECT seq, author_id, at, payload FROM sealed_ops WHERE user_id = ? AND seq > ? "
                          "ORDER BY seq LIMIT ?", (partition, after, limit))
        return [SealedOp(int(s), str(a), self._parse_time(t), str(p)) for s, a, t, p in rows]  # type: ignore[arg-type]
