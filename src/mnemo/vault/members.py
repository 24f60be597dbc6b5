"""A vault shared by a team: each member opens it with their own passphrase, and a member can be removed.

Why key pairs (``docs/vault.md``, "Team members"): the data keys must reach every member without anyone
learning another's passphrase, and removing a member must give the others a new data key without asking
for their passphrases. So each member has an X25519 key pair. The private key is wrapped (AES-256-GCM) by a
key-encryption key that Argon2id derives from the member's own passphrase and salt; every data key and the
index key are sealed to each member's public key (an ephemeral X25519 exchange, HKDF-SHA256, AES-256-GCM,
the member's name and the key's role as associated data, so a sealed key cannot be moved to another member
or role). Anyone who can open the vault can seal a new data key to every public key in the header.

How a member joins: they run ``mnemo vault request-access NAME`` with their passphrase, which adds their
public key and wrapped private key to the header as a request (no access yet); a member who can open the
vault then runs ``mnemo vault approve NAME``, which seals the keys to the request's public key. Neither sees
the other's passphrase. The first approval turns the vault's first passphrase into the member ``owner``
(the same passphrase opens it).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from mnemo.errors import InvalidInput
from mnemo.vault.keys import _unwrap, _wrap, b64, unb64

OWNER = "owner"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")
_RAW = serialization.Encoding.Raw
_NONCE = 12


def check_name(name: str) -> str:
    name = (name or "").strip()
    if not _NAME.match(name):
        raise InvalidInput(f"Invalid member name {name!r}",
                           "Use 1-64 letters, digits, '.', '_', '@' or '-', starting with a letter or digit "
                           "(e.g. the person's user id)")
    return name


@dataclass
class Member:
    """One member's entry in the header: nothing in it opens without the member's passphrase."""

    public: str                     # raw X25519 public key, base64url
    salt: str                       # for the member's key-encryption key
    private: str                    # the private key wrapped by that key-encryption key
    keys: dict[str, str] = field(default_factory=dict)  # data key id -> sealed to ``public``
    index_key: str = ""             # sealed to ``public``; "" while the member's request awaits approval
    retired_index: list[str] = field(default_factory=list)  # earlier index keys sealed to ``public``, oldest first

    def to_dict(self) -> dict[str, Any]:
        return {"public": self.public, "salt": self.salt, "private": self.private, "keys": self.keys,
                "index_key": self.index_key, **({"retired_index": self.retired_index} if self.retired_index else {})}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Member:
        return cls(public=data["public"], salt=data["salt"], private=data["private"], keys=dict(data.get("keys") or {}),
                   index_key=data.get("index_key") or "", retired_index=list(data.get("retired_index") or []))


def _wrapping_key(shared: bytes, salt: bytes, label: str) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=label.encode()).derive(shared)


def seal_to(public: str, key: bytes, label: str) -> str:
    """``key`` sealed so that only the holder of ``public``'s private key opens it."""
    ephemeral = X25519PrivateKey.generate()
    eph_pub = ephemeral.public_key().public_bytes(_RAW, serialization.PublicFormat.Raw)
    shared = ephemeral.exchange(X25519PublicKey.from_public_bytes(unb64(public)))
    nonce = os.urandom(_NONCE)
    ct = AESGCM(_wrapping_key(shared, eph_pub, label)).encrypt(nonce, key, label.encode())
    return b64(eph_pub + nonce + ct)


def open_sealed(private: X25519PrivateKey, sealed: str, label: str) -> bytes:
    raw = unb64(sealed)
    eph_pub, nonce, ct = raw[:32], raw[32:32 + _NONCE], raw[32 + _NONCE:]
    shared = private.exchange(X25519PublicKey.from_public_bytes(eph_pub))
    return AESGCM(_wrapping_key(shared, eph_pub, label)).decrypt(nonce, ct, label.encode())


def fingerprint(member: Member) -> str:
    """A short, checkable name of a member's public key (16 hex digits of its SHA-256), to read aloud when
    approving a request."""
    import hashlib

    return hashlib.sha256(unb64(member.public)).hexdigest()[:16]


def _labels(name: str) -> tuple[str, str]:
    return f"member:{name}:private", f"member:{name}:index"


def _data_label(name: str, key_id: str) -> str:
    return f"member:{name}:data:{key_id}"


def new_member(name: str, passphrase: str, kdf: Any, *, salt: bytes | None = None) -> tuple[Member, X25519PrivateKey]:
    """A key pair for ``name``, its private key wrapped under ``passphrase`` (a request: no keys yet)."""
    salt = salt or os.urandom(16)
    private = X25519PrivateKey.generate()
    raw_private = private.private_bytes(_RAW, serialization.PrivateFormat.Raw, serialization.NoEncryption())
    public = private.public_key().public_bytes(_RAW, serialization.PublicFormat.Raw)
    wrapped = _wrap(kdf.derive(passphrase, salt), raw_private, _labels(name)[0])
    return Member(public=b64(public), salt=b64(salt), private=wrapped), private


def grant(member: Member, name: str, data_keys: dict[str, bytes], index_key: bytes,
          retired: tuple[bytes, ...] = ()) -> Member:
    """The member with every data key and the index keys (current and retired) sealed to their public key."""
    return set_index(replace(member, keys={kid: seal_to(member.public, k, _data_label(name, kid))
                                           for kid, k in data_keys.items()}), name, index_key, retired)


def set_index(member: Member, name: str, index_key: bytes, retired: tuple[bytes, ...]) -> Member:
    """The member with this index key and these retired ones sealed to their public key."""
    return replace(member, index_key=seal_to(member.public, index_key, _labels(name)[1]),
                   retired_index=[seal_to(member.public, k, _retired_label(name, i)) for i, k in enumerate(retired)])


def _retired_label(name: str, i: int) -> str:
    return f"member:{name}:index:retired:{i}"


def add_data_key(member: Member, name: str, key_id: str, key: bytes) -> Member:
    return replace(member, keys={**member.keys, key_id: seal_to(member.public, key, _data_label(name, key_id))})


def keep_only(member: Member, key_id: str) -> Member:
    return replace(member, keys={key_id: member.keys[key_id]})


def private_key(member: Member, name: str, passphrase: str, kdf: Any) -> X25519PrivateKey | None:
    """The member's private key, or None when ``passphrase`` is not theirs."""
    try:
        raw = _unwrap(kdf.derive(passphrase, unb64(member.salt)), member.private, _labels(name)[0])
    except InvalidTag:
        return None
    return X25519PrivateKey.from_private_bytes(raw)


def open_keys(member: Member, name: str,
              private: X25519PrivateKey) -> tuple[dict[str, bytes], bytes, tuple[bytes, ...]]:
    """The data keys, the index key and the retired index keys sealed to this member."""
    data = {kid: open_sealed(private, sealed, _data_label(name, kid)) for kid, sealed in member.keys.items()}
    retired = tuple(open_sealed(private, s, _retired_label(name, i)) for i, s in enumerate(member.retired_index))
    return data, open_sealed(private, member.index_key, _labels(name)[1]), retired
