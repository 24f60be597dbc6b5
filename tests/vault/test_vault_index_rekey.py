"""Removing a member re-keys the vault's index (``docs/vault.md``, "Removing"): every keyword-index term,
lookup token and person key is recomputed under a new index key, and the ingest ledger's item tokens are
chained. So the index key the removed member held no longer tests any guessed word against the store,
while the remaining members still search by keyword, find exact copies, look people up by e-mail and
re-ingest a mailbox without taking an item twice. On SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest

from mnemo.errors import VaultLocked
from mnemo.storage import resealer
from mnemo.vault import manage
from mnemo.vault.keys import VaultKeys
from mnemo.write.recorder import memory_terms

from test_vault_at_rest import MAILBOX, raw_bytes

OWNER_PASS = "correct horse battery staple"
ALICE_PASS = "alice walks the long pier"
TEXTS = [
    "We decided to host the Zephyrine marketing site on Netlify; Priya Raman signs off the budget.",
    "김철수 팀장이 신규 앱 예산을 5천만원으로 늘리기로 결정했습니다.",
    "The Quarry Lane lease renewal is signed by Tomasz Reyes for 84,000 dollars.",
]
EMAIL = "orsolya@kestrel.hu"


@pytest.fixture
def db_path(any_db):
    return any_db


def dump(path: str) -> bytes:
    """Every byte a thief of the store gets: the SQLite files (WAL included), or every PostgreSQL row."""
    if not path.startswith("postgresql"):
        return raw_bytes(path)
    import psycopg

    with psycopg.connect(path) as c:
        tables = [r[0] for r in c.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        return "\n".join(str(r[0]) for t in tables for r in c.execute(f'SELECT t::text FROM "{t}" t')).encode()


def ledger(path: str) -> set[str]:
    if not path.startswith("postgresql"):
        import sqlite3

        c = sqlite3.connect(path)
        try:
            return {r[0] for r in c.execute("SELECT item_key FROM ingested_items")}
        finally:
            c.close()
    import psycopg

    with psycopg.connect(path) as c:
        return {r[0] for r in c.execute("SELECT item_key FROM ingested_items")}


def tokens_of(keys: VaultKeys, svc) -> set[str]:
    """The tokens ``keys`` gives every keyword term of every memory, and the person's e-mail key."""
    terms = {t for m in svc.store.iter_memories() if m.content for t in memory_terms(m)}
    return {keys.token("term", t) for t in terms} | {keys.token("person", f"email:{EMAIL}")}


def present(raw: bytes, tokens: set[str]) -> set[str]:
    return {t for t in tokens if t.encode() in raw}


@pytest.fixture
def team(make_service, monkeypatch):
    monkeypatch.setattr(resealer, "CHUNK", 4)  # several commits, so a kill lands between two
    svc = make_service()
    for text in TEXTS:
        svc.add(text)
    svc.upsert_person("Orsolya Kestrel", emails=[EMAIL], organization="Kestrel Analytics")
    svc.ingest("mail", str(MAILBOX))
    svc.vault_init(OWNER_PASS)
    svc.vault_request_access("alice", ALICE_PASS)
    svc.vault_approve("alice", OWNER_PASS)
    return svc


def _still_works(svc, tmp_path) -> None:
    hit = svc.search("Zephyrine Netlify")[0]
    assert "Zephyrine" in hit.memory.content and hit.keyword  # found through the keyword index
    assert svc.search("신규 앱 예산")[0].memory.content.startswith("김철수")
    assert svc.add(TEXTS[2]).decision.value == "skip"  # the keyed content hash still finds the copy
    assert not svc.upsert_person("O. Kestrel", emails=[EMAIL]).created  # found by the e-mail's key
    copy = tmp_path / "again.mbox"  # another file, so no cursor says "read already": only the ledger can
    copy.write_bytes(MAILBOX.read_bytes())
    again = svc.ingest("mail", str(copy))
    assert again.items == 0 and again.memories_created == 0 and again.already_ingested > 0  # the chained ledger


def test_the_removed_members_index_key_tests_nothing_afterwards(team, make_service, db_path, tmp_path):
    alice = manage.unlock(manage.header_of(team.store), ALICE_PASS)
    probes = tokens_of(alice, team)
    before_ledger = ledger(db_path)
    assert len(present(dump(db_path), probes)) > 10 and before_ledger  # the check can fail
    out = team.vault_remove_member("alice", OWNER_PASS)
    assert out["index_rekeyed"] and team.vault_status()["retired_index_keys"] == 1
    raw = dump(db_path)
    assert present(raw, probes) == set()
    assert not (ledger(db_path) & before_ledger)  # every item token chained under the new key
    owner = manage.unlock(manage.header_of(team.store), OWNER_PASS)
    assert present(raw, tokens_of(owner, team))  # the new tokens are there
    team.close()
    with pytest.raises(VaultLocked):
        make_service(db_path, passphrase=ALICE_PASS)
    _still_works(make_service(db_path, passphrase=OWNER_PASS), tmp_path)


def test_a_rekeying_killed_midway_reads_nothing_until_rotate_finishes_it(team, make_service, db_path, tmp_path):
    _kill_removal(team)
    team.close()
    owner = make_service(db_path, passphrase=OWNER_PASS)
    for read in (lambda: owner.search("Zephyrine"), lambda: owner.add("Another decision: retro on Fridays.")):
        with pytest.raises(VaultLocked, match="mnemo vault rotate"):
            read()
    assert owner.vault_rotate(OWNER_PASS)["resumed"]
    assert owner.vault_status()["index_rekey_pending"] is False
    _still_works(owner, tmp_path)


def test_two_rekeyings_chain_the_ledger_through_both(team, make_service, db_path, tmp_path):
    """A second re-keying (``rotate --index``) chains the ledger again: an item ingested before the first
    one is still found, through both retired keys."""
    team.vault_remove_member("alice", OWNER_PASS)
    out = team.vault_rotate(OWNER_PASS, new_index=True)
    assert out["index_rekeyed"] and team.vault_status()["retired_index_keys"] == 2
    team.close()
    _still_works(make_service(db_path, passphrase=OWNER_PASS), tmp_path)


def test_a_plain_rotation_keeps_the_index_key(team, db_path):
    owner = manage.unlock(manage.header_of(team.store), OWNER_PASS)
    probes = tokens_of(owner, team)
    before = present(dump(db_path), probes)
    out = team.vault_rotate(OWNER_PASS)
    assert not out["index_rekeyed"] and present(dump(db_path), probes) == before


def test_one_passphrase_vault_rekeys_and_keeps_its_retired_key_across_a_passphrase_change(make_service, db_path,
                                                                                         tmp_path):
    """Without members: the retired index key is wrapped by the passphrase's key like the others, so a
    passphrase change rewraps it and the chained ledger still resolves afterwards."""
    svc = make_service()
    for text in TEXTS:
        svc.add(text)
    svc.upsert_person("Orsolya Kestrel", emails=[EMAIL])
    svc.ingest("mail", str(MAILBOX))
    svc.vault_init(OWNER_PASS)
    old = manage.unlock(manage.header_of(svc.store), OWNER_PASS)
    probes = tokens_of(old, svc)
    assert svc.vault_rotate(OWNER_PASS, new_index=True)["index_rekeyed"]
    assert present(dump(db_path), probes) == set()
    svc.vault_change_passphrase(OWNER_PASS, "a brand new long passphrase")
    assert svc.vault_status()["members"] == [] and svc.vault_status()["retired_index_keys"] == 1
    svc.close()
    _still_works(make_service(db_path, passphrase="a brand new long passphrase"), tmp_path)


def _kill_removal(team) -> None:
    """Alice's removal, killed after its first chunk (the keys tests' kill switch)."""
    from test_vault_keys import Killed, kill_after

    with pytest.raises(Killed):
        manage.remove_member(team.store, "alice", OWNER_PASS, memory_terms, kill_after(2))


def test_a_rekeyed_header_is_a_format_an_older_mnemo_refuses(team):
    """Format 2 readers (team vaults, before re-keying) would open a half re-keyed store without the hold,
    finish it without re-keying and drop the retired keys: format 3 makes them say "upgrade"."""
    import json

    _kill_removal(team)
    assert json.loads(team.store.vault_header())["format"] == 3
    team.vault_rotate(OWNER_PASS)
    header = json.loads(team.store.vault_header())
    assert header["format"] == 3 and "pending_index" not in header  # the retired key stays in the members' entries


def test_rotate_finishes_a_rekeying_even_when_the_keyword_index_must_be_rebuilt(team, make_service, db_path, tmp_path):
    """A re-keying killed, then mnemo upgraded (a new term computation): opening the store for `rotate`
    must not try to rebuild the keyword index while it is held."""
    _kill_removal(team)
    _set_index_version(db_path, "an older computation")
    team.close()
    owner = make_service(db_path, passphrase=OWNER_PASS)
    assert owner.vault_rotate(OWNER_PASS)["index_rekeyed"]
    owner.close()
    _still_works(make_service(db_path, passphrase=OWNER_PASS), tmp_path)  # rebuilt at this open, unlocked


def _set_index_version(path: str, version: str) -> None:
    sql = "UPDATE store_meta SET value = {} WHERE key = 'keyword_index_version'"
    if not path.startswith("postgresql"):
        import sqlite3

        c = sqlite3.connect(path)
        c.execute(sql.format("?"), (version,))
        c.commit()
        c.close()
        return
    import psycopg

    with psycopg.connect(path) as c:
        c.execute(sql.format("%s"), (version,))


def test_rotate_index_after_an_unfinished_plain_rotation_finishes_it_then_rekeys(team, make_service, db_path,
                                                                                 tmp_path):
    from test_vault_keys import kill_after

    owner = manage.unlock(manage.header_of(team.store), OWNER_PASS)
    probes = tokens_of(owner, team)
    from test_vault_keys import Killed

    with pytest.raises(Killed):
        manage.rotate(team.store, OWNER_PASS, memory_terms, kill_after(1))
    out = team.vault_rotate(OWNER_PASS, new_index=True)
    assert out["index_rekeyed"] and out["resumed"] and team.vault_status()["pending"] is None
    assert present(dump(db_path), probes) == set()
    team.close()
    _still_works(make_service(db_path, passphrase=OWNER_PASS), tmp_path)
