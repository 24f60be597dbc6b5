"""A vault shared by a team (``vault/members.py``): a person asks to join with their own passphrase and a
member approves; each then opens the store with their own passphrase and nobody learns another's; removing a
member re-seals every row under a key only the remaining members hold, without their passphrases, and a
removal killed midway finishes with ``rotate``; each member changes their own passphrase."""

from __future__ import annotations

import json
import sqlite3

import pytest

from mnemo.errors import InvalidInput, VaultLocked
from mnemo.storage import resealer
from mnemo.vault import manage

OWNER_PASS = "correct horse battery staple"
ALICE_PASS = "alice walks the long pier"
BOB_PASS = "bob keeps seven quiet owls"
SECRET = "The Quarry Lane lease renewal is signed by Tomasz Reyes for 84,000 dollars."


class Killed(Exception):
    pass


def _key_ids(db: str) -> set[str]:
    c = sqlite3.connect(db)
    try:
        return {p.split(".")[1] for (p,) in c.execute("SELECT sealed FROM memories") if p.startswith("v1.")}
    finally:
        c.close()


def _header(svc) -> dict:
    return json.loads(svc.store.vault_header())


@pytest.fixture
def team_vault(make_service, monkeypatch):
    monkeypatch.setattr(resealer, "CHUNK", 4)  # several commits, so a kill lands between two
    svc = make_service()
    for i in range(10):
        svc.add(f"Decision {i}: the Larkspur team moves standup to {9 + i % 3}:15 on weekdays.")
    svc.add(SECRET)
    svc.vault_init(OWNER_PASS)
    return svc


def test_a_person_joins_with_their_own_passphrase_once_approved(team_vault, make_service, db_path):
    svc = team_vault
    out = svc.vault_request_access("alice", ALICE_PASS)
    assert out["approve_with"] == f"mnemo vault approve alice --fingerprint {out['fingerprint']}"
    assert svc.vault_status()["requests"] == ["alice"] and svc.vault_status()["members"] == []
    with pytest.raises(VaultLocked):  # a request opens nothing
        make_service(db_path, passphrase=ALICE_PASS)
    with pytest.raises(VaultLocked):  # only a passphrase that opens the vault approves
        svc.vault_approve("alice", ALICE_PASS)
    assert svc.vault_approve("alice", OWNER_PASS)["members"] == ["alice", "owner"]
    status = svc.vault_status()
    assert status["members"] == ["alice", "owner"] and status["requests"] == [] and status["keys"] == 1

    header = svc.store.vault_header()
    assert ALICE_PASS not in header and OWNER_PASS not in header and _header(svc)["keys"] == {}
    svc.close()
    for passphrase in (ALICE_PASS, OWNER_PASS):  # each opens it, reads and writes
        member = make_service(db_path, passphrase=passphrase)
        assert "Tomasz" in member.search("Quarry Lane lease")[0].memory.content
        member.add(f"Written by the holder of {passphrase[:5]}: the Larkspur retro is on Fridays.")
        member.close()
    with pytest.raises(VaultLocked, match="no member"):
        make_service(db_path, passphrase="a passphrase nobody has")


def test_removing_a_member_reseals_everything_without_the_others_passphrases(team_vault, make_service, db_path):
    svc = team_vault
    for name, passphrase in (("alice", ALICE_PASS), ("bob", BOB_PASS)):
        svc.vault_request_access(name, passphrase)
        svc.vault_approve(name, OWNER_PASS)
    before = _key_ids(db_path)
    out = svc.vault_remove_member("alice", BOB_PASS)  # bob removes alice; nobody else types anything
    assert out["removed"] == "alice" and out["resealed_rows"] > 0
    after = _key_ids(db_path)
    assert after and not (after & before)  # every row is under the new key only
    assert svc.vault_status()["members"] == ["bob", "owner"]
    svc.close()
    with pytest.raises(VaultLocked):
        make_service(db_path, passphrase=ALICE_PASS)
    for passphrase in (BOB_PASS, OWNER_PASS):
        member = make_service(db_path, passphrase=passphrase)
        assert "Tomasz" in member.search("Quarry Lane lease")[0].memory.content
        member.close()


def test_a_removal_killed_midway_locks_the_member_out_and_finishes_with_rotate(team_vault, make_service, db_path):
    svc = team_vault
    for name, passphrase in (("alice", ALICE_PASS), ("bob", BOB_PASS)):
        svc.vault_request_access(name, passphrase)
        svc.vault_approve(name, OWNER_PASS)
    seen = {"n": 0}

    def kill(_: int) -> None:
        seen["n"] += 1
        if seen["n"] >= 2:
            raise Killed()

    from mnemo.write.recorder import memory_terms

    with pytest.raises(Killed):
        manage.remove_member(svc.store, "alice", OWNER_PASS, memory_terms, kill)
    status = svc.vault_status()
    assert status["pending"] == "rotate" and status["index_rekey_pending"] and "alice" not in status["members"]
    svc.close()
    with pytest.raises(VaultLocked):  # her entry left the header before the first row was re-sealed
        make_service(db_path, passphrase=ALICE_PASS)
    bob = make_service(db_path, passphrase=BOB_PASS)
    with pytest.raises(InvalidInput, match="rotation"):  # finish the rotation first
        bob.vault_remove_member("owner", BOB_PASS)
    # tokens are under two index keys until it ends: a search would miss rows, so nothing is read
    with pytest.raises(VaultLocked, match="mnemo vault rotate"):
        bob.search("Quarry Lane lease")
    assert bob.vault_rotate(BOB_PASS)["index_rekeyed"]
    assert len(_key_ids(db_path)) == 1 and bob.vault_status()["pending"] is None
    assert "Tomasz" in bob.search("Quarry Lane lease")[0].memory.content


def test_each_member_changes_only_their_own_passphrase(team_vault, make_service, db_path):
    svc = team_vault
    svc.vault_request_access("alice", ALICE_PASS)
    svc.vault_approve("alice", OWNER_PASS)
    assert svc.vault_change_passphrase(ALICE_PASS, "alice has a brand new one")["member"] == "alice"
    svc.close()
    with pytest.raises(VaultLocked):
        make_service(db_path, passphrase=ALICE_PASS)
    for passphrase in ("alice has a brand new one", OWNER_PASS):
        make_service(db_path, passphrase=passphrase).close()


def test_bad_requests_are_refused_with_the_fix(team_vault):
    svc = team_vault
    for bad in ("", " ", "has space", "x" * 65, "../etc"):
        with pytest.raises(InvalidInput, match="member name"):
            svc.vault_request_access(bad, ALICE_PASS)
    with pytest.raises(InvalidInput, match="already a member"):
        svc.vault_request_access("owner", ALICE_PASS)
    with pytest.raises(InvalidInput, match="shorter"):
        svc.vault_request_access("alice", "short")
    with pytest.raises(InvalidInput, match="request-access carol"):
        svc.vault_approve("carol", OWNER_PASS)
    asked = svc.vault_request_access("erin", "erin's own long words")
    with pytest.raises(InvalidInput, match="already asked"):  # nobody can put their own key under erin's name
        svc.vault_request_access("erin", "mallory's long words here")
    with pytest.raises(InvalidInput, match="another key"):
        svc.vault_approve("erin", OWNER_PASS, fingerprint="0" * 16)
    assert svc.vault_approve("erin", OWNER_PASS, fingerprint=asked["fingerprint"])["fingerprint"] == asked["fingerprint"]
    assert json.loads(svc.store.vault_header())["format"] == 2  # an older mnemo says "upgrade", not a crash
    svc.vault_request_access("alice", ALICE_PASS)
    svc.vault_approve("alice", OWNER_PASS)
    with pytest.raises(InvalidInput, match="already a member"):
        svc.vault_request_access("alice", "another long passphrase")
    with pytest.raises(InvalidInput, match="not a member"):
        svc.vault_remove_member("carol", OWNER_PASS)
    svc.vault_request_access("dave", "dave likes long walks")
    assert svc.vault_remove_member("dave", OWNER_PASS)["request"] is True  # a request is just dropped
    svc.vault_remove_member("alice", OWNER_PASS)
    svc.vault_remove_member("erin", OWNER_PASS)
    with pytest.raises(InvalidInput, match="last member"):
        svc.vault_remove_member("owner", OWNER_PASS)


def test_a_process_that_missed_a_rotation_says_to_restart(team_vault, make_service, db_path):
    svc = team_vault
    other = make_service(db_path, passphrase=OWNER_PASS)  # a second process, opened before the rotation
    svc.vault_rotate(OWNER_PASS)
    with pytest.raises(VaultLocked, match="Restart this mnemo process"):
        other.search("Quarry Lane lease")
    svc.vault_request_access("alice", ALICE_PASS)
    svc.vault_approve("alice", OWNER_PASS)
    header = json.loads(svc.store.vault_header())  # alice's sealed index key moved onto the owner's entry
    header["members"]["owner"]["index_key"] = header["members"]["alice"]["index_key"]
    svc.store.set_vault_header(json.dumps(header))
    with pytest.raises(VaultLocked, match="altered"):
        manage.open_vault(svc.store, OWNER_PASS)
