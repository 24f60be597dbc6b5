"""The vault's keys: a passphrase-derived key that wraps random data keys, and the open keys that seal.

Why this shape (``docs/vault.md``):
- The passphrase never encrypts data. Argon2id turns it into a key-encryption key (KEK) that only wraps
  (AES-256-GCM) a random 256-bit data key. Changing the passphrase rewraps the data key: no row is touched.
- Rows are sealed under the *current* data key; every ciphertext names its key id, so ``rotate`` can add a
  new key, re-seal row by row (each step its own commit) and drop the old key only when no row uses it.
  A rotation killed midway resumes: rows under either key stay readable.
- Search needs equality on things that are private (a keyword, an e-mail, a content hash, a thread id).
  Those are replaced by HMAC-SHA256 tokens under an *index key*, a second random key wrapped beside the data
  keys. A plain ``rotate`` keeps it (it decrypts nothing: it only lets its holder test a guessed word), but
  removing a member gives the store a new one too (``rotate(new_index=True)``): every token is recomputed
  from the sealed plaintext as its row is re-sealed. The ingest ledger's item keys have no plaintext to
  recompute from, so each is *chained*: its stored token becomes HMAC(new index key, "chain" ‖ token). The retired
  index keys are kept (sealed like the others) only to compute those chains for a lookup; a removed member
  holds them, but cannot compute the new key's HMAC over them, so their guesses test nothing.

Argon2id parameters: 64 MiB, 3 passes, 4 lanes, Bitwarden's defaults and above OWASP's minimum (19 MiB, t=2,
p=1); one derivation takes ~0.2 s on this project's 2-core benchmark machine, paid once per process.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.argon2 import Argon2id

from mnemo.errors import LOCKED_FIX, VaultLocked

FORMAT = 1
TEAM_FORMAT = 2  # a header with team members or requests (``vault/members.py``)
# A header with retired index keys or a re-keying under way: a mnemo that reads format 2 but not these would
# open it without the hold, search half-keyed tokens, "finish" the run without re-keying, and drop the
# retired keys on its next header write. Format 3 makes it say "upgrade" instead.
REKEYED_FORMAT = 3
NONCE_BYTES = 12
KEY_BYTES = 32
TOKEN_BYTES = 16  # blind-index and keyed-hash tokens: 128 bits of HMAC-SHA256, plenty against collisions
SEALED_PREFIX = "v1."  # a sealed payload: "v1.<key id>.<base64url(nonce | ciphertext | tag)>"



@dataclass(frozen=True)
class KdfParams:
    """Argon2id cost: memory in KiB, passes, lanes (kept in the vault header, so a store stays openable
    after the defaults change)."""

    memory_kib: int = 65536
    iterations: int = 3
    lanes: int = 4

    def derive(self, passphrase: str, salt: bytes) -> bytes:
        if not passphrase:
            raise VaultLocked("The vault is locked: the passphrase is empty", LOCKED_FIX)
        kdf = Argon2id(salt=salt, length=KEY_BYTES, iterations=self.iterations, lanes=self.lanes,
                       memory_cost=self.memory_kib)
        return kdf.derive(passphrase.encode("utf-8"))


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _wrap(kek: bytes, key: bytes, label: str) -> str:
    nonce = os.urandom(NONCE_BYTES)
    return b64(nonce + AESGCM(kek).encrypt(nonce, key, label.encode()))


def _unwrap(kek: bytes, wrapped: str, label: str) -> bytes:
    raw = unb64(wrapped)
    return AESGCM(kek).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], label.encode())


@dataclass
class VaultHeader:
    """What the store keeps about its vault (``store_meta['vault']``): no key in the clear.

    ``keys`` maps a data key's id to it wrapped by the KEK; ``current`` is the id new rows are sealed under;
    more than one key means a rotation is under way. A team's vault (``members``, ``vault/members.py``)
    keeps its keys sealed to each member instead: ``keys`` and ``index_key`` are then empty."""

    salt: str
    kdf: KdfParams
    index_key: str  # wrapped
    keys: dict[str, str]
    current: str
    created_at: str = ""
    rotated_at: str | None = None
    pending: str | None = None  # "init" or "rotate" while a run has rows left to seal under ``current``
    format: int = FORMAT
    retired_index: list[str] = field(default_factory=list)  # earlier index keys, wrapped, oldest first
    pending_index: bool = False  # the pending rotation also re-keys the index: nothing is read until it ends
    members: dict[str, Any] = field(default_factory=dict)   # name -> members.Member (keys sealed to them)
    requests: dict[str, Any] = field(default_factory=dict)  # name -> members.Member awaiting approval
    # a team's sealed log (storage/replica/): data key id -> the log position from which it seals every change
    key_since: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> str:
        # a team's vault is format 2: an older mnemo, which would misread it, says "upgrade" instead
        rekeyed = self.retired_index or self.pending_index or any(m.retired_index for m in self.members.values())
        fmt = REKEYED_FORMAT if rekeyed else TEAM_FORMAT if self.members or self.requests else self.format
        return json.dumps({"format": fmt, "salt": self.salt, "created_at": self.created_at,
                           "rotated_at": self.rotated_at,
                           "kdf": {"name": "argon2id", "memory_kib": self.kdf.memory_kib,
                                   "iterations": self.kdf.iterations, "lanes": self.kdf.lanes},
                           "index_key": self.index_key, "keys": self.keys, "current": self.current,
                           "pending": self.pending,
                           **({"retired_index": self.retired_index} if self.retired_index else {}),
                           **({"pending_index": True} if self.pending_index else {}),
                           **({"members": {n: m.to_dict() for n, m in self.members.items()}} if self.members else {}),
                           **({"requests": {n: m.to_dict() for n, m in self.requests.items()}} if self.requests
                              else {}),
                           **({"key_since": self.key_since} if self.key_since else {})},
                          separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> VaultHeader:
        data: dict[str, Any] = json.loads(text)
        if data.get("format") not in (FORMAT, TEAM_FORMAT, REKEYED_FORMAT):
            raise VaultLocked(f"The vault was made by another mnemo (format {data.get('format')})",
                              "Upgrade mnemo: pip install -U mnemo")
        from mnemo.vault.members import Member

        kdf = data["kdf"]
        return cls(salt=data["salt"], kdf=KdfParams(kdf["memory_kib"], kdf["iterations"], kdf["lanes"]),
                   index_key=data["index_key"], keys=dict(data["keys"]), current=data["current"],
                   created_at=data.get("created_at", ""), rotated_at=data.get("rotated_at"),
                   pending=data.get("pending"), retired_index=list(data.get("retired_index") or []),
                   pending_index=bool(data.get("pending_index")),
                   members={n: Member.from_dict(m) for n, m in (data.get("members") or {}).items()},
                   requests={n: Member.from_dict(m) for n, m in (data.get("requests") or {}).items()},
                   key_since={str(k): int(v) for k, v in (data.get("key_since") or {}).items()})


@dataclass
class VaultKeys:
    """The open keys of an unlocked vault: they live only in this object, in memory."""

    data_keys: dict[str, bytes]
    current: str
    index_key: bytes
    member: str | None = None  # in a team's vault: the member whose passphrase opened it
    retired_index: tuple[bytes, ...] = ()  # earlier index keys, oldest first: only to find chained ledger items
    # (message, fix) while the index is being re-keyed: tokens are under two keys, so every read would miss
    # some rows and every write could land under the old key; only ``rotate`` (with fresh keys) works then
    hold: tuple[str, str] | None = None
    _ciphers: dict[str, AESGCM] = field(default_factory=dict, repr=False)

    def __repr__(self) -> str:  # never print a key
        return f"VaultKeys(current={self.current!r}, keys={sorted(self.data_keys)})"

    def _check_hold(self) -> None:
        if self.hold is not None:
            raise VaultLocked(*self.hold)

    def _cipher(self, key_id: str) -> AESGCM:
        self._check_hold()
        cipher = self._ciphers.get(key_id)
        if cipher is None:
            key = self.data_keys.get(key_id)
            if key is None:
                raise VaultLocked(f"A record is sealed under key {key_id}, which this process's keys do not hold",
                                  "Restart this mnemo process: another one rotated the vault's keys (rotate or "
                                  "remove-member) since it opened the store. If nothing was rotated, restore the "
                                  "store from a backup taken before the key was dropped")
            cipher = self._ciphers[key_id] = AESGCM(key)
        return cipher

    def seal(self, plaintext: bytes, aad: str) -> str:
        nonce = os.urandom(NONCE_BYTES)  # random 96-bit nonces: safe far past any store's write count
        ct = self._cipher(self.current).encrypt(nonce, plaintext, aad.encode("utf-8"))
        return f"{SEALED_PREFIX}{self.current}.{b64(nonce + ct)}"

    def open(self, token: str, aad: str) -> bytes:
        try:
            _, key_id, body = token.split(".", 2)
            raw = unb64(body)
            return self._cipher(key_id).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:], aad.encode("utf-8"))
        except (InvalidTag, ValueError) as exc:
            raise VaultLocked(f"A sealed record does not open ({type(exc).__name__}): it was altered or moved "
                              "to another row", "Restore the store from a backup") from None

    def seal_bytes(self, data: bytes, aad: str) -> bytes:
        """Binary sealing (an embedding): 0x01 | key id (4 bytes) | nonce | ciphertext | tag. Its length is 1
        more than a multiple of 4, so it is never mistaken for a float32 vector."""
        nonce = os.urandom(NONCE_BYTES)
        ct = self._cipher(self.current).encrypt(nonce, data, aad.encode("utf-8"))
        return b"\x01" + bytes.fromhex(self.current) + nonce + ct

    def open_bytes(self, blob: bytes, aad: str) -> bytes:
        try:
            key_id, rest = blob[1:5].hex(), blob[5:]
            return self._cipher(key_id).decrypt(rest[:NONCE_BYTES], rest[NONCE_BYTES:], aad.encode("utf-8"))
        except (InvalidTag, ValueError) as exc:
            raise VaultLocked(f"A sealed vector does not open ({type(exc).__name__}): it was altered or moved "
                              "to another row", "Restore the store from a backup") from None

    def token(self, kind: str, value: str) -> str:
        """A keyed, deterministic token for an equality lookup (``kind`` keeps a keyword's token apart from
        an e-mail's with the same spelling)."""
        self._check_hold()
        return _token(self.index_key, kind, value)

    def chain(self, stored: str) -> str:
        """What a ledger item's stored token becomes when the index is re-keyed (its plaintext is nowhere)."""
        self._check_hold()
        return _token(self.index_key, "chain", stored)

    def item_tokens(self, item: str) -> list[str]:
        """Every token a ledger item may be stored under: the current key's, then one chain per retired
        index key (written under that key, chained through each later one)."""
        out = [self.token("item", item)]
        later = (*self.retired_index, self.index_key)
        for i, key in enumerate(self.retired_index):
            stored = _token(key, "item", item)
            for next_key in later[i + 1:]:
                stored = _token(next_key, "chain", stored)
            out.append(stored)
        return out


def _token(key: bytes, kind: str, value: str) -> str:
    digest = hmac.new(key, f"{kind}\x00{value}".encode("utf-8"), hashlib.sha256).digest()
    return base64.b32encode(digest[:TOKEN_BYTES]).decode("ascii").rstrip("=").lower()


def new_vault(passphrase: str, *, now: str, kdf: KdfParams | None = None) -> tuple[VaultHeader, VaultKeys]:
    """A new header and its open keys."""
    kdf = kdf or KdfParams()
    salt = os.urandom(16)
    kek = kdf.derive(passphrase, salt)
    data_key, index_key, key_id = os.urandom(KEY_BYTES), os.urandom(KEY_BYTES), secrets.token_hex(4)
    header = VaultHeader(salt=b64(salt), kdf=kdf, index_key=_wrap(kek, index_key, "index"),
                         keys={key_id: _wrap(kek, data_key, f"data:{key_id}")}, current=key_id, created_at=now,
                         pending="init")
    return header, VaultKeys({key_id: data_key}, key_id, index_key)


def _kek(header: VaultHeader, passphrase: str) -> bytes:
    return header.kdf.derive(passphrase, unb64(header.salt))


def unlock(header: VaultHeader, passphrase: str) -> VaultKeys:
    """The open keys, or ``VaultLocked`` when the passphrase is wrong. In a team's vault the passphrase is
    tried on each member's entry, ``owner`` first (one Argon2id derivation each)."""
    if header.members:
        from mnemo.vault import members as team

        for name in sorted(header.members, key=lambda n: (n != team.OWNER, n)):
            member = header.members[name]
            private = team.private_key(member, name, passphrase, header.kdf)
            if private is not None:
                try:
                    data, index, retired = team.open_keys(member, name, private)
                except (InvalidTag, ValueError):
                    raise VaultLocked(f"The vault's keys sealed for member {name!r} do not open: the header was "
                                      "altered", "Restore the store (or its vault header) from a backup") from None
                return VaultKeys(data, header.current, index, member=name, retired_index=retired)
        raise VaultLocked("The vault is locked: the passphrase opens no member's keys",
                          "Check MNEMO_PASSPHRASE (or the passphrase you typed); a new member must first run "
                          "`mnemo vault request-access NAME` and be approved")
    kek = _kek(header, passphrase)
    try:
        index_key = _unwrap(kek, header.index_key, "index")
        data = {kid: _unwrap(kek, wrapped, f"data:{kid}") for kid, wrapped in header.keys.items()}
        retired = tuple(_unwrap(kek, w, _retired_label(i)) for i, w in enumerate(header.retired_index))
    except InvalidTag:
        raise VaultLocked("The vault is locked: the passphrase does not open it",
                          "Check MNEMO_PASSPHRASE (or the passphrase you typed) and retry") from None
    return VaultKeys(data, header.current, index_key, retired_index=retired)


def _retired_label(i: int) -> str:
    return f"index:retired:{i}"


def _wrap_retired(kek: bytes, retired: tuple[bytes, ...]) -> list[str]:
    return [_wrap(kek, k, _retired_label(i)) for i, k in enumerate(retired)]


def rewrap(header: VaultHeader, keys: VaultKeys, new_passphrase: str) -> VaultHeader:
    """The header with every key wrapped under a new passphrase (fresh salt); the data is untouched."""
    salt = os.urandom(16)
    kek = header.kdf.derive(new_passphrase, salt)
    return VaultHeader(salt=b64(salt), kdf=header.kdf, index_key=_wrap(kek, keys.index_key, "index"),
                       keys={kid: _wrap(kek, k, f"data:{kid}") for kid, k in keys.data_keys.items()},
                       current=keys.current, created_at=header.created_at, rotated_at=header.rotated_at,
                       pending=header.pending, requests=header.requests,
                       retired_index=_wrap_retired(kek, keys.retired_index), pending_index=header.pending_index)


def add_key(header: VaultHeader, keys: VaultKeys, passphrase: str, *, now: str,
            new_index: bool = False) -> tuple[VaultHeader, VaultKeys]:
    """Start a rotation: a new current data key beside the old ones (which still open their rows), and with
    ``new_index`` a new index key too (the old one joins the retired ones). In a team's vault the keys are
    sealed to every member's public key (no one else's passphrase is needed)."""
    key_id, key = secrets.token_hex(4), os.urandom(KEY_BYTES)
    while key_id in keys.data_keys:
        key_id = secrets.token_hex(4)
    index_key, retired = keys.index_key, keys.retired_index
    if new_index:
        index_key, retired = os.urandom(KEY_BYTES), (*keys.retired_index, keys.index_key)
    new_keys = VaultKeys({**keys.data_keys, key_id: key}, key_id, index_key, member=keys.member, retired_index=retired)
    if header.members:
        from mnemo.vault import members as team

        members = {n: team.add_data_key(m, n, key_id, key) for n, m in header.members.items()}
        if new_index:
            members = {n: team.set_index(m, n, index_key, retired) for n, m in members.items()}
        return (VaultHeader(salt=header.salt, kdf=header.kdf, index_key="", keys={}, current=key_id,
                            created_at=header.created_at, rotated_at=now, pending="rotate", members=members,
                            requests=header.requests, pending_index=new_index), new_keys)
    kek = _kek(header, passphrase)
    wrapped = {**header.keys, key_id: _wrap(kek, key, f"data:{key_id}")}
    index_w, retired_w = header.index_key, header.retired_index
    if new_index:
        index_w, retired_w = _wrap(kek, index_key, "index"), _wrap_retired(kek, retired)
    return (VaultHeader(salt=header.salt, kdf=header.kdf, index_key=index_w, keys=wrapped,
                        current=key_id, created_at=header.created_at, rotated_at=now, pending="rotate",
                        requests=header.requests, retired_index=retired_w, pending_index=new_index), new_keys)


def drop_old_keys(header: VaultHeader, keys: VaultKeys) -> tuple[VaultHeader, VaultKeys]:
    """End a rotation: only the current key remains."""
    open_keys = VaultKeys({keys.current: keys.data_keys[keys.current]}, keys.current, keys.index_key,
                          member=keys.member, retired_index=keys.retired_index)
    if header.members:
        from mnemo.vault import members as team

        return (VaultHeader(salt=header.salt, kdf=header.kdf, index_key="", keys={}, current=header.current,
                            created_at=header.created_at, rotated_at=header.rotated_at, pending=None,
                            members={n: team.keep_only(m, header.current) for n, m in header.members.items()},
                            requests=header.requests), open_keys)
    return (VaultHeader(salt=header.salt, kdf=header.kdf, index_key=header.index_key,
                        keys={header.current: header.keys[header.current]}, current=header.current,
                        created_at=header.created_at, rotated_at=header.rotated_at, pending=None,
                        requests=header.requests, retired_index=header.retired_index), open_keys)
