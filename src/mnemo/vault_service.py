"""``MemoryService``'s vault commands (``docs/vault.md``): the local operator's, never a REST or MCP route.

Kept apart so ``service.py`` stays under 800 lines; the work is ``vault/manage.py`` (one passphrase) and
``vault/members.py`` (a team's vault, each member with their own passphrase). The cipher library is loaded
only by a store that has a vault.
"""

from __future__ import annotations

from mnemo.errors import InvalidInput

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mnemo.ports import MemoryStore


class VaultMethods:
    store: MemoryStore

    def _fresh_header(self, passphrase: str | None = None) -> None:
        """On a store that syncs with a team, the team's header as it is now (``storage/replica/``); with a
        member's ``passphrase`` the store is unlocked first, so a change this command makes can be MAC'd."""
        refresh = getattr(self.store, "refresh_header", None)
        if not callable(refresh):
            return
        if passphrase and getattr(getattr(self.store, "codec", None), "keys", None) is None:
            self._vault().open_vault(self.store, passphrase)
        refresh()

    def vault_status(self) -> dict[str, Any]:
        self._fresh_header()
        if self.store.vault_header() is None:
            return {"vault": False}  # without loading the cipher library, as most stores have no vault
        return self._vault().status(self.store)

    @staticmethod
    def _vault() -> Any:
        from mnemo.vault import manage

        return manage

    def _not_on_replica(self, what: str) -> None:
        """Re-sealing one replica would leave the others' rows and the team's log under a key the new header
        no longer holds: a store that syncs re-keys only by removing a member (a new current key, the old kept)."""
        if getattr(self.store, "is_replica", False):
            raise InvalidInput(f"{what} is not possible on a store that syncs with a team server yet",
                               "To shut someone out, remove them (mnemo vault remove-member NAME): the team then "
                               "seals under a new key only the others hold (docs/vault.md, 'Sealing on the "
                               "members' machines')")

    def vault_unlock(self, passphrase: str) -> None:
        self._vault().open_vault(self.store, passphrase)

    def vault_init(self, passphrase: str, on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
        from mnemo.write.recorder import memory_terms

        self._not_on_replica("mnemo vault init")
        return self._vault().init(self.store, passphrase, memory_terms, on_progress)

    def vault_change_passphrase(self, old: str, new: str) -> dict[str, Any]:
        self._fresh_header()
        return self._vault().change_passphrase(self.store, old, new)

    def vault_rotate(self, passphrase: str, on_progress: Callable[[int], None] | None = None, *,
                     new_index: bool = False) -> dict[str, Any]:
        """A new data key (and with ``new_index`` a new index key); also finishes an interrupted rotation."""
        from mnemo.write.recorder import memory_terms

        self._not_on_replica("A key rotation")
        return self._vault().rotate(self.store, passphrase, memory_terms, on_progress, new_index=new_index)

    def vault_request_access(self, name: str, passphrase: str) -> dict[str, Any]:
        """A team member's own passphrase for the vault, awaiting approval (``vault/members.py``)."""
        self._fresh_header()
        return self._vault().request_access(self.store, name, passphrase)

    def vault_approve(self, name: str, passphrase: str, fingerprint: str | None = None) -> dict[str, Any]:
        if fingerprint is None and getattr(self.store, "is_replica", False):
            raise InvalidInput("On a store that syncs with a team, an approval needs the request's fingerprint: "
                               "whoever runs the server could have put their own key under that name",
                               f"Ask {name} for the fingerprint request-access printed, then: mnemo vault approve "
                               f"{name} --fingerprint F")
        self._fresh_header(passphrase)
        return self._vault().approve(self.store, name, passphrase, fingerprint)

    def vault_remove_member(self, name: str, passphrase: str,
                            on_progress: Callable[[int], None] | None = None) -> dict[str, Any]:
        from mnemo.write.recorder import memory_terms

        self._fresh_header(passphrase)
        return self._vault().remove_member(self.store, name, passphrase, memory_terms, on_progress)
