"""The vault's keys over a real store: a passphrase change rewraps without touching a row, a rotation or a
first sealing killed midway leaves a readable store and finishes when run again, and the keys themselves
(wrong passphrase, moved ciphertext, the KDF's parameters kept in the header)."""

from __future__ import annotations

import sqlite3

import pytest

from mnemo.errors import InvalidInput, VaultLocked
from mnemo.storage import resealer
from mnemo.vault import manage
from mnemo.vault.keys import KdfParams, VaultHeader, new_vault, unlock

PASS = "correct horse battery staple"
TEXTS = [f"Decision {i}: the Larkspur team moves standup to {9 + i % 3}:{15 * (i % 4):02d} on weekdays." for i in range(12)]
TEXTS += [f"결정 {i}: 한빛 팀 주간 회의는 {i % 5 + 1}층 회의실에서 합니다." for i in range(12)]


UNIQUE = "The Quarry Lane lease renewal is signed by Tomasz Reyes."


class Killed(Exception):
    pass


def payloads(db: str) -> dict[str, str]:
    c = sqlite3.connect(db)
    try:
        return dict(c.execute("SELECT id, sealed FROM memories"))
    finally:
        c.close()


def key_ids(db: str) -> set[str]:
    return {p.split(".")[1] for p in payloads(db).values() if p.startswith("v1.")}


def kill_after(chunks: int):
    seen = {"n": 0}

    def progress(_: int) -> None:
        seen["n"] += 1
        if seen["n"] >= chunks:
            raise Killed()
    return progress


@pytest.fixture
def filled(make_service, monkeypatch):
    monkeypatch.setattr(resealer, "CHUNK", 5)  # several commits per table, so a kill lands between two
    svc = make_service()
    for t in TEXTS:
        svc.add(t)
    svc.add(UNIQUE)
    return svc


def test_a_passphrase_change_rewraps_and_touches_no_row(filled, make_service, db_path):
    filled.vault_init(PASS)
    before = payloads(db_path)
    with pytest.raises(VaultLocked):
        filled.vault_change_passphrase("not the passphrase", "a brand new passphrase")
    with pytest.raises(InvalidInput, match="shorter"):
        filled.vault_change_passphrase(PASS, "short")
    with pytest.raises(InvalidInput, match="is the current one"):
        filled.vault_change_passphrase(PASS, PASS)
    filled.vault_change_passphrase(PASS, "a brand new passphrase")
    assert payloads(db_path) == before
    filled.close()
    with pytest.raises(VaultLocked):
        make_service(db_path, passphrase=PASS)
    again = make_service(db_path, passphrase="a brand new passphrase")
    assert "Larkspur" in again.search("Larkspur standup")[0].memory.content


def test_a_first_sealing_killed_midway_resumes(filled, make_service, db_path):
    with pytest.raises(Killed):
        manage.init(filled.store, PASS, _terms(), kill_after(2))
    assert filled.vault_status()["pending"] == "init"
    mixed = payloads(db_path).values()
    assert any(p.startswith("v1.") for p in mixed) and any(p.startswith("{") for p in mixed)
    filled.close()
    svc = make_service(db_path, passphrase=PASS)  # half sealed: every row still opens
    assert svc.search("Larkspur standup") and svc.store.count_memories() == len(TEXTS) + 1
    out = svc.vault_init(PASS)
    assert out["resumed"] and svc.vault_status()["pending"] is None
    assert all(p.startswith("v1.") for p in payloads(db_path).values())
    assert svc.search("한빛 팀 회의실")[0].keyword


def test_a_rotation_killed_midway_resumes_and_drops_the_old_key(filled, make_service, db_path):
    filled.vault_init(PASS)
    [old] = key_ids(db_path)
    with pytest.raises(Killed):
        manage.rotate(filled.store, PASS, _terms(), kill_after(2))
    assert filled.vault_status()["pending"] == "rotate" and filled.vault_status()["keys"] == 2
    assert len(key_ids(db_path)) == 2  # rows under both keys
    filled.close()
    svc = make_service(db_path, passphrase=PASS)
    assert len([m for m in svc.store.iter_memories()]) == len(TEXTS) + 1  # both keys open their rows
    out = svc.vault_rotate(PASS)
    assert out["resumed"]
    [new] = key_ids(db_path)
    assert new != old and svc.vault_status() == {**svc.vault_status(), "keys": 1, "pending": None}
    assert svc.add(UNIQUE).decision.value == "skip"  # the index key was kept: duplicates still found
    assert "Larkspur" in svc.search("Larkspur standup")[0].memory.content


def test_a_payload_moved_to_another_row_does_not_open(filled, make_service, db_path):
    filled.vault_init(PASS)
    filled.close()
    c = sqlite3.connect(db_path)
    (a, pa), (b, _) = c.execute("SELECT id, sealed FROM memories ORDER BY id LIMIT 2").fetchall()
    c.execute("UPDATE memories SET sealed = ? WHERE id = ?", (pa, b))
    c.commit()
    c.close()
    svc = make_service(db_path, passphrase=PASS)
    assert svc.get(a).content
    with pytest.raises(VaultLocked, match="altered or moved"):
        svc.get(b)


def test_init_twice_is_refused_and_rotation_needs_a_vault(svc):
    with pytest.raises(InvalidInput, match="no vault"):
        svc.vault_rotate(PASS)
    svc.vault_init(PASS)
    with pytest.raises(InvalidInput, match="already has a vault"):
        svc.vault_init(PASS)


def test_the_header_keeps_its_kdf_parameters_and_no_key():
    cheap = KdfParams(memory_kib=8192, iterations=1, lanes=1)
    header, keys = new_vault(PASS, now="2026-01-01T00:00:00+00:00", kdf=cheap)
    text = header.to_json()
    assert keys.index_key.hex() not in text and all(k.hex() not in text for k in keys.data_keys.values())
    back = VaultHeader.from_json(text)
    assert back.kdf == cheap and unlock(back, PASS).data_keys == keys.data_keys
    with pytest.raises(VaultLocked, match="does not open"):
        unlock(back, PASS + "!")
    assert keys.token("term", "예산") == unlock(back, PASS).token("term", "예산") != keys.token("email", "예산")


def _terms():
    from mnemo.write.recorder import memory_terms

    return memory_terms


def test_nothing_is_written_while_a_run_is_unfinished_so_the_resumed_run_misses_nothing(filled, make_service,
                                                                                       db_path):
    """A rotation killed midway, then an edit, then the rotation resumed: the edit is refused while the run is
    unfinished (it would re-seal the payload and leave the vector under the old key), reads still work, and
    after the run every row opens under the new key."""
    filled.vault_init(PASS)
    mid = filled.store.iter_memories().__next__().id
    with pytest.raises(Killed):
        manage.rotate(filled.store, PASS, _terms(), kill_after(2))
    filled.close()
    svc = make_service(db_path, passphrase=PASS)
    assert svc.search("Larkspur standup")  # reads work
    with pytest.raises(VaultLocked, match="unfinished"):
        svc.update(mid, importance=0.9)
    with pytest.raises(VaultLocked, match="unfinished"):
        svc.add("The Fernhill office moves to the fourth floor next Monday, says facilities.")
    svc.vault_rotate(PASS)
    assert len(key_ids(db_path)) == 1
    assert svc.search("Larkspur standup") and svc.update(mid, importance=0.9)
