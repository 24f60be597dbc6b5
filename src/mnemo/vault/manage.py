"""The vault's commands over a store: init, unlock, status, change-passphrase, rotate (``docs/vault.md``).

Each step that changes the header writes it whole in one statement, and the header says what is under way
(``pending``), so a run killed anywhere leaves a store that opens with the passphrase and a command that
finishes the job when run again: ``init`` resumes sealing, ``rotate`` resumes re-sealing under the key it
had added (the old key still opens the rows it has not reached).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timezone
from typing import Any

from mnemo.domain.models import Memory
from mnemo.errors import LOCKED_FIX, InvalidInput, VaultLocked
from mnemo.ports import MemoryStore
from mnemo.vault import members as team
from mnemo.vault.keys import (
    KdfParams,
    VaultHeader,
    VaultKeys,
    add_key,
    drop_old_keys,
    new_vault,
    rewrap,
    unb64,
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
    if header.pending_index:  # tokens under two index keys: a read would miss rows, a write mix them
        keys.hold = ("The vault's keyword index is being re-keyed (a member removal or `rotate --index` did not "
                     "finish when this process opened the store), so nothing can be read or written until it ends",
                     "Run `mnemo vault rotate` to finish it; if it has finished since, restart this process")
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
    """Rewrap the keys under a new passphrase: one header write, no row touched. In a team's vault it is the
    passphrase of the member whose passphrase ``old`` is; the others' are untouched."""
    header = _need_vault(store)
    _check_new(new)
    keys = unlock(header, old)
    if new == old:
        raise InvalidInput("The new passphrase is the current one", "Choose another passphrase (MNEMO_NEW_PASSPHRASE)")
    if header.members and keys.member:
        # a new key pair, not the old private key wrapped anew: earlier headers (a team server keeps what it
        # was sent, and anyone may have copied one) hold the old private key under the old passphrase, and
        # keys sealed to the member later (a removal's new key) must not open with that passphrase
        name = keys.member
        private = team.private_key(header.members[name], name, old, header.kdf)
        assert private is not None  # it just opened the vault
        data, index, retired = team.open_keys(header.members[name], name, private)
        fresh, _ = team.new_member(name, new, header.kdf)
        header.members[name] = team.grant(fresh, name, data, index, retired)
        store.set_vault_header(header.to_json())
        return {"changed": True, "member": name}
    store.set_vault_header(rewrap(header, keys, new).to_json())
    return {"changed": True}


def _need_vault(store: MemoryStore) -> VaultHeader:
    header = header_of(store)
    if header is None:
        raise InvalidInput("This store has no vault", "Create one with `mnemo vault init`")
    return header


def request_access(store: MemoryStore, name: str, passphrase: str) -> dict[str, Any]:
    """A person asks to open the vault with their own passphrase: their key pair joins the header as a
    request, which opens nothing until a member approves it (``approve``)."""
    header = _need_vault(store)
    name = team.check_name(name)
    if name in header.members or (name == team.OWNER and not header.members):
        raise InvalidInput(f"{name!r} is already a member of this vault",
                           "Pick another name, or change that member's passphrase with `mnemo vault change-passphrase`")
    if name in header.requests:  # never replaced: someone else could put their own key under that name
        raise InvalidInput(f"{name!r} already asked to open this vault",
                           f"A member approves or drops that request (`mnemo vault remove-member {name}`); then ask again")
    _check_new(passphrase)
    header.requests[name], _ = team.new_member(name, passphrase, header.kdf)
    store.set_vault_header(header.to_json())
    fingerprint = team.fingerprint(header.requests[name])
    return {"requested": name, "fingerprint": fingerprint,
            "approve_with": f"mnemo vault approve {name} --fingerprint {fingerprint}"}


def approve(store: MemoryStore, name: str, passphrase: str, fingerprint: str | None = None) -> dict[str, Any]:
    """A member (whose passphrase opens the vault) gives a requester the keys: every data key and the index
    key sealed to the requester's public key. ``fingerprint`` (what ``request-access`` printed for the
    requester) must match the request's key when given, so the approver knows the key is the person's. The
    first approval makes the vault's first passphrase the member ``owner``."""
    header = _need_vault(store)
    request = header.requests.get((name or "").strip())
    if request is None:
        raise InvalidInput(f"No request from {name!r} to open this vault",
                           f"Ask them to run `mnemo vault request-access {name}` first; `mnemo vault status` "
                           "lists the requests")
    if fingerprint is not None and fingerprint.strip().lower() != team.fingerprint(request):
        raise InvalidInput(f"The request under {name!r} has another key (fingerprint {team.fingerprint(request)})",
                           "Do not approve it: ask the person which fingerprint request-access printed for them, "
                           f"drop this request with `mnemo vault remove-member {name}`, and have them ask again")
    keys = unlock(header, passphrase)
    name = name.strip()
    if not header.members:  # the first passphrase becomes the member "owner", with the same salt and passphrase
        owner, _ = team.new_member(team.OWNER, passphrase, header.kdf, salt=unb64(header.salt))
        header.members[team.OWNER] = team.grant(owner, team.OWNER, keys.data_keys, keys.index_key,
                                                keys.retired_index)
        header.keys, header.index_key, header.retired_index = {}, "", []
    granted = header.requests.pop(name)
    header.members[name] = team.grant(granted, name, keys.data_keys, keys.index_key, keys.retired_index)
    store.set_vault_header(header.to_json())
    return {"approved": name, "fingerprint": team.fingerprint(granted), "members": sorted(header.members)}


def remove_member(store: MemoryStore, name: str, passphrase: str, terms_of: Callable[[Memory], Sequence[str]],
                  on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Take a member out (or drop a request): their entry leaves the header, and every row is re-sealed under
    a new data key, and its tokens recomputed under a new index key, both sealed to the remaining members
    only. So the removed passphrase opens nothing written from now on, nor any row once the rotation has
    finished, and the index key the removed member held tests no guess against the store."""
    header = _need_vault(store)
    name = (name or "").strip()
    if name in header.requests:
        unlock(header, passphrase)
        del header.requests[name]
        store.set_vault_header(header.to_json())
        return {"removed": name, "request": True, "resealed_rows": 0}
    if name not in header.members:
        raise InvalidInput(f"{name!r} is not a member of this vault", "`mnemo vault status` lists the members")
    if len(header.members) == 1:
        raise InvalidInput(f"{name!r} is the vault's last member", "Approve another member first")
    if header.pending:
        raise InvalidInput(f"The vault's {'first sealing' if header.pending == 'init' else 'key rotation'} did not "
                           "finish (its new key was already given to every member)",
                           f"Run `mnemo vault {header.pending}` again to finish it, then remove the member")
    keys = unlock(header, passphrase)
    del header.members[name]
    if getattr(store, "is_replica", False):
        return {"removed": name, "request": False, **_new_key_for_the_log(store, header, keys, passphrase)}
    out = rotate(store, passphrase, terms_of, on_progress, new_index=True, header=header, keys=keys)
    return {"removed": name, "request": False, **out}


def _new_key_for_the_log(store: MemoryStore, header: VaultHeader, keys: VaultKeys, passphrase: str) -> dict[str, Any]:
    """A member removed from a team that shares a sealed log (``storage/replica/``): a new data key sealed to
    the remaining members only, under which everything from now on is sealed (the server refuses a change
    sealed under an older key). Nothing is re-sealed: the rows and the log written before stay under the old
    key, which the removed member held, and which the others keep to open them; they are what the removed
    member could already read. The header goes to the server before this store takes it."""
    header, keys = add_key(header, keys, passphrase, now=_now())
    header = replace(header, pending=None)
    store.set_vault_header(header.to_json())
    store.unlock(keys)
    return {"resealed_rows": 0, "resumed": False, "key_id": header.current, "index_rekeyed": False}


def rotate(store: MemoryStore, passphrase: str, terms_of: Callable[[Memory], Sequence[str]],
           on_progress: Callable[[int], None] | None = None, *, new_index: bool = False,
           header: VaultHeader | None = None, keys: VaultKeys | None = None) -> dict[str, Any]:
    """Re-seal every row under a new data key, then drop the old one; a killed run resumes where it was.
    ``new_index``: a new index key too, every keyword term and lookup token recomputed from the sealed
    plaintext (``terms_of`` gives a memory's terms) and the ledger's item tokens chained. ``header`` and
    ``keys``: a header already changed (a member removed) and its open keys."""
    if header is None:
        header = _need_vault(store)
        if header.pending == "init":
            raise InvalidInput("The vault's first sealing did not finish", "Run `mnemo vault init` again to finish it")
    keys = keys or unlock(header, passphrase)
    resumed = header.pending == "rotate"
    if resumed and new_index and not header.pending_index:
        # a plain rotation was left unfinished: finish it, then re-key as asked (its old key may have leaked)
        rotate(store, passphrase, terms_of, on_progress, header=header, keys=keys)
        out = rotate(store, passphrase, terms_of, on_progress, new_index=True)
        return {**out, "resumed": True}
    if not resumed:
        header, keys = add_key(header, keys, passphrase, now=_now(), new_index=new_index)
        store.set_vault_header(header.to_json())
    keys.hold = None  # this run is the one that finishes the re-keying
    rekey = header.pending_index
    store.unlock(keys)
    n = store.reseal(terms_of if rekey else None, on_progress, rekey_index=rekey)
    header, keys = drop_old_keys(header, keys)
    store.set_vault_header(header.to_json())
    store.unlock(keys)
    return {"resealed_rows": n, "resumed": resumed, "key_id": header.current, "index_rekeyed": rekey}


def status(store: MemoryStore) -> dict[str, Any]:
    """What the store's vault is, without the passphrase (nothing here is secret)."""
    header = header_of(store)
    if header is None:
        return {"vault": False}
    codec = getattr(store, "codec", None)
    return {"vault": True, "unlocked": bool(codec is not None and codec.keys is not None),
            "pending": header.pending, "current_key": header.current, "index_rekey_pending": header.pending_index,
            "retired_index_keys": len(next(iter(header.members.values())).retired_index) if header.members
            else len(header.retired_index),
            "keys": len(next(iter(header.members.values())).keys) if header.members else len(header.keys),
            "members": sorted(header.members), "requests": sorted(header.requests),
            "request_fingerprints": {n: team.fingerprint(m) for n, m in header.requests.items()},
            "created_at": header.created_at, "rotated_at": header.rotated_at,
            "kdf": {"name": "argon2id", "memory_kib": header.kdf.memory_kib, "iterations": header.kdf.iterations,
                    "lanes": header.kdf.lanes}}
