"""The vault's commands over a store: init, unlock, status, change-passphrase, rotate (``docs/vault.md``).

Each step that changes the header writes it whole in one statement, and the header says what is under way
(``pending``), so a run killed anywhere leaves a store that opens with the passphrase and a command that
finishes the job when run again: ``init`` resumes sealing, ``rotate`` resumes re-sealing under the key it
had added (the old key still opens the rows it has not reached).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from typing import Any

from mnemo.domain.models import Memory
from mnemo.errors import LOCKED_FIX, InvalidInput, VaultLocked
from mnemo.ports import MemoryStore
from mnemo.vault.keys import (
    KdfParams,
    VaultHeader,
    VaultKeys,
    add_key,
    drop_old_keys,
    new_vault,
    rewrap,
    unlock,
)

MIN_PASSPHRASE_CHARS = 8


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def header_of(store: MemoryStore) -> VaultHeader | None:
    text = store.vault_header()
    return VaultHeader.from_json(text) if text else None


def open_vault(store: MemoryStore, passphrase: str | None) -> VaultKeys | None:
    """Unlock the store's vault with ``passphrase`` (the store then seals and opens rows); None and nothing
    done for a store without a vault. Raises ``VaultLocked`` when the passphrase is missing or wrong."""
    header = header_of(store)
    if header is None:
        return None
    if not passphrase:
        raise VaultLocked("The vault is locked", LOCKED_FIX)
    keys = unlock(header, passphrase)
    store.unlock(keys, writable=header.pending is None)  # an unfinished init or rotation: reads only
    return keys


def _check_new(passphrase: str) -> None:
    if len(passphrase) < MIN_PASSPHRASE_CHARS:
        raise InvalidInput(f"The passphrase is shorter than {MIN_PASSPHRASE_CHARS} characters",
                           "Choose a longer one: a few unrelated words are easy to type and hard to guess")


def init(store: MemoryStore, passphrase: str, terms_of: Callable[[Memory], Sequence[str]],
         on_progress: Callable[[int], None] | None = None, *, kdf: KdfParams | None = None) -> dict[str, Any]:
    """Give the store a vault and seal what it holds; a run that was killed resumes (same passphrase)."""
    header = header_of(store)
    if header is not None and header.pending != "init":
        raise InvalidInput("This store already has a vault",
                           "Use `mnemo vault status`, `change-passphrase` or `rotate`")
    if header is None:
        _check_new(passphrase)
        header, keys = new_vault(passphrase, now=_now(), kdf=kdf)
        store.set_vault_header(header.to_json())  # from here every process needs the passphrase
        store.unlock(keys)
        resumed = False
    else:
        store.unlock(unlock(header, passphrase))  # writable: this run is the one that finishes the sealing
        resumed = True
    n = store.reseal(terms_of, on_progress)
    header.pending = None
    store.set_vault_header(header.to_json())
    return {"sealed_rows": n, "resumed": resumed, "key_id": header.current}


def change_passphrase(store: MemoryStore, old: str, new: str) -> dict[str, Any]:
    """Rewrap the keys under a new passphrase: one header write, no row touched."""
    header = header_of(store)
    if header is None:
        raise InvalidInput("This store has no vault", "Create one with `mnemo vault init`")
    _check_new(new)
    keys = unlock(header, old)
    store.set_vault_header(rewrap(header, keys, new).to_json())
    return {"changed": True}


def rotate(store: MemoryStore, passphrase: str,
           on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Re-seal every row under a new data key, then drop the old one; a killed run resumes where it was."""
    header = header_of(store)
    if header is None:
        raise InvalidInput("This store has no vault", "Create one with `mnemo vault init`")
    if header.pending == "init":
        raise InvalidInput("The vault's first sealing did not finish", "Run `mnemo vault init` again to finish it")
    keys = unlock(header, passphrase)
    resumed = header.pending == "rotate"
    if not resumed:
        header, keys = add_key(header, keys, passphrase, now=_now())
        store.set_vault_header(header.to_json())
    store.unlock(keys)
    n = store.reseal(None, on_progress)
    header, keys = drop_old_keys(header, keys)
    store.set_vault_header(header.to_json())
    store.unlock(keys)
    return {"resealed_rows": n, "resumed": resumed, "key_id": header.current}


def status(store: MemoryStore) -> dict[str, Any]:
    """What the store's vault is, without the passphrase (nothing here is secret)."""
    header = header_of(store)
    if header is None:
        return {"vault": False}
    codec = getattr(store, "codec", None)
    return {"vault": True, "unlocked": bool(codec is not None and codec.keys is not None),
            "pending": header.pending, "current_key": header.current, "keys": len(header.keys),
            "created_at": header.created_at, "rotated_at": header.rotated_at,
            "kdf": {"name": "argon2id", "memory_kib": header.kdf.memory_kib, "iterations": header.kdf.iterations,
                    "lanes": header.kdf.lanes}}
