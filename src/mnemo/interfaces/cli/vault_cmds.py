"""``mnemo vault init | status | change-passphrase | rotate | request-access | approve | remove-member``: the
store's client-side encryption (``docs/vault.md``), shared by a team when members join with their own
passphrases. The passphrase comes from MNEMO_PASSPHRASE, the OS keyring (when the ``keyring``
package has an entry) or a prompt; a new one from MNEMO_NEW_PASSPHRASE or a prompt typed twice.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

import getpass
import os
import sys
from typing import Any

import typer

from mnemo.errors import InvalidInput, VaultLocked


def ask_passphrase(prompt: str = "Vault passphrase: ", *, store_path: str = "") -> str:
    """The passphrase of MNEMO_PASSPHRASE or the keyring, else typed at a terminal; ``VaultLocked`` when
    there is neither (a script without MNEMO_PASSPHRASE)."""
    from mnemo.config import vault_passphrase
    from mnemo.errors import LOCKED_FIX

    found = vault_passphrase(store_path)
    if found:
        return found
    if not sys.stdin.isatty():
        raise VaultLocked("The vault is locked: no passphrase was given", LOCKED_FIX)
    return getpass.getpass(prompt)


def _new_passphrase() -> str:
    given = os.environ.get("MNEMO_NEW_PASSPHRASE")
    if given:
        return given
    if not sys.stdin.isatty():
        raise InvalidInput("No new passphrase was given", "Set MNEMO_NEW_PASSPHRASE, or run the command in a terminal")
    first = getpass.getpass("New passphrase: ")
    if first != getpass.getpass("Repeat it: "):
        raise InvalidInput("The two passphrases differ", "Run the command again and type the same one twice")
    return first


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, _Ctx, command

    group = typer.Typer(help="Client-side encryption of the store: names, contents, e-mails and every word are "
                             "sealed with a key only your passphrase opens (docs/vault.md).")
    app.add_typer(group, name="vault")

    def _run(db: Any, as_json: bool, work: Any, render: Any) -> None:
        c = _Ctx(db, as_json, locked_ok=True)
        try:
            out = work(c.svc)
            c.emit(out, lambda: render(out))
        finally:
            c.close()

    def _progress(label: str, as_json: bool) -> Any:
        from mnemo.interfaces.cli import render

        return render.ingest_progress(enabled=not as_json and sys.stderr.isatty(), label=label)

    @group.command("init")
    @command
    def init(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Create the vault and seal everything the store holds (a run that was stopped resumes)."""
        def work(svc: Any) -> Any:
            state = svc.vault_status()
            if state.get("vault") and not state.get("pending"):
                raise InvalidInput("This store already has a vault",
                                   "Use `mnemo vault status`, `change-passphrase` or `rotate`")
            passphrase = os.environ.get("MNEMO_PASSPHRASE") if state.get("vault") else None
            passphrase = passphrase or (ask_passphrase() if state.get("vault") else _new_passphrase_first())
            with _progress("sealing", as_json) as bar:
                bar.start(None)
                return svc.vault_init(passphrase, bar.advance)

        _run(db, as_json, work, lambda out: typer.echo(
            f"{'Resumed: ' if out['resumed'] else ''}the vault is on; {out['sealed_rows']} rows sealed. "
            "Keep the passphrase: without it nothing in this store can be read."))

    def _new_passphrase_first() -> str:
        return os.environ.get("MNEMO_PASSPHRASE") or _new_passphrase()

    @group.command("status")
    @command
    def status(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Whether the store has a vault, whether it is unlocked, its keys and a run under way."""
        def show(out: dict) -> None:
            if not out["vault"]:
                typer.echo("No vault: the store is not encrypted (`mnemo vault init` creates one).")
                return
            pending = out["pending"] and (out["pending"] + (" of the index too" if out.get("index_rekey_pending") else ""))
            typer.echo(f"vault: on ({'unlocked' if out['unlocked'] else 'locked'}), key {out['current_key']}"
                       f"{', ' + pending + ' under way' if pending else ''}; created {out['created_at']}"
                       f"{', rotated ' + out['rotated_at'] if out['rotated_at'] else ''}; argon2id "
                       f"{out['kdf']['memory_kib'] // 1024} MiB, t={out['kdf']['iterations']}, p={out['kdf']['lanes']}")
            if out.get("members"):
                typer.echo(f"members: {', '.join(out['members'])}")
            if out.get("requests"):
                waiting = ", ".join(f"{n} (key {out['request_fingerprints'][n]})" for n in out["requests"])
                typer.echo(f"waiting for approval: {waiting} (mnemo vault approve NAME --fingerprint KEY)")

        _run(db, as_json, lambda svc: svc.vault_status(), show)

    @group.command("change-passphrase")
    @command
    def change_passphrase(db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Rewrap the keys under a new passphrase (no row is rewritten)."""
        def work(svc: Any) -> Any:
            old = ask_passphrase("Current passphrase: ")
            return svc.vault_change_passphrase(old, _new_passphrase())

        _run(db, as_json, work, lambda out: typer.echo(
            "The passphrase is changed" + (f" for member {out['member']}." if out.get("member") else ".")))

    @group.command("request-access")
    @command
    def request_access(name: str = typer.Argument(..., help="Your name in the vault (e.g. your user id)."),
                       db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Ask to open the vault with your own passphrase (MNEMO_NEW_PASSPHRASE or typed twice); a member
        then approves it. Nobody learns anyone else's passphrase."""
        _run(db, as_json, lambda svc: svc.vault_request_access(name, _new_passphrase()), lambda out: typer.echo(
            f"Asked to join as {out['requested']}; your key's fingerprint is {out['fingerprint']}. Tell it to the "
            f"member who approves it, who runs: {out['approve_with']}"))

    @group.command("approve")
    @command
    def approve(name: str = typer.Argument(..., help="The name a person asked to join under."),
                fingerprint: str = typer.Option(None, "--fingerprint", help="The fingerprint request-access printed "
                                                "for them: approve only if it matches (ask them for it)."),
                db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Give a person who asked (request-access) the vault's keys, sealed to their own key pair."""
        _run(db, as_json, lambda svc: svc.vault_approve(name, ask_passphrase(), fingerprint), lambda out: typer.echo(
            f"{out['approved']} (key {out['fingerprint']}) can now open the vault with their passphrase. "
            f"Members: {', '.join(out['members'])}"))

    @group.command("remove-member")
    @command
    def remove_member(name: str = typer.Argument(..., help="The member (or request) to remove."),
                      db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Remove a member and re-seal every row under a new data key that only the remaining members hold
        (a run that was stopped resumes with `mnemo vault rotate`)."""
        def work(svc: Any) -> Any:
            passphrase = ask_passphrase()
            with _progress("re-sealing", as_json) as bar:
                bar.start(None)
                return svc.vault_remove_member(name, passphrase, bar.advance)

        _run(db, as_json, work, lambda out: typer.echo(
            f"Removed {out['removed']}" + ("'s request." if out["request"] else
                                           f"; {out['resealed_rows']} rows re-sealed under key {out['key_id']}.")))

    @group.command("rotate")
    @command
    def rotate(index: bool = typer.Option(False, "--index", help="Also a new index key: every keyword and lookup "
                                          "token is recomputed (when the index key may have leaked)."),
               db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """Re-seal every row under a new data key and drop the old one (a run that was stopped resumes)."""
        def work(svc: Any) -> Any:
            passphrase = ask_passphrase()
            with _progress("re-sealing", as_json) as bar:
                bar.start(None)
                return svc.vault_rotate(passphrase, bar.advance, new_index=index)

        _run(db, as_json, work, lambda out: typer.echo(
            f"{'Resumed: ' if out['resumed'] else ''}{out['resealed_rows']} rows re-sealed under key {out['key_id']}"
            + (", under a new index key." if out.get("index_rekeyed") else ".")))
