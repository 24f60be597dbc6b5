"""The sealed team log against its own members and keys (a second review of ``storage/replica/``): a header
that leaves a member out cuts them off only when a member wrote it; a removed member cannot hand their old key
its rights back; a forget re-seals however many earlier changes name the memory; a server whose log ends
before a replica's position is named; payload sizes come in buckets. On SQLite and PostgreSQL servers."""

from __future__ import annotations

import base64
import json

import httpx
import pytest

from mnemo.errors import Conflict, VaultLocked
from mnemo.storage.replica import replica_store
from mnemo.storage.replica.replayed_calls import seal_calls
from mnemo.storage.replica.replica_store import UnverifiedHeader
from test_sealed_team_log import (ALICE, BOB, ERIN, TEAM_TEXTS, _head, _opened_log, erin_joins, member,  # noqa: F401
                                  shared, team_server, two_members)

def _put(t, who: str, header: str, version: int) -> httpx.Response:
    return httpx.put(f"{t['url']}/api/v1/sealed/header", headers={"Authorization": f"Bearer {t['keys'][who]}"},
                     json={"header": header, "version": version})


def _server_header(t) -> dict:
    return httpx.get(f"{t['url']}/api/v1/sealed/header",
                     headers={"Authorization": f"Bearer {t['keys']['alice']}"}).json()


def test_a_header_that_drops_a_member_without_a_members_mac_does_not_cut_them_off(two_members, caplog):
    t = two_members
    t["alice"].close()
    t["open_bob"]().close()  # bob has opened the team's vault as a member (a store that never has trusts the first)
    got = _server_header(t)
    forged = json.loads(got["header"])
    del forged["members"]["bob"]  # erin holds a team key but is in no vault
    assert _put(t, "erin", json.dumps(forged), got["version"]).status_code == 200
    bob = t["open_bob"]()
    assert bob.store.removed is None and bob.store.blocked is not None
    assert "no member of this vault wrote it" in caplog.text
    with pytest.raises(UnverifiedHeader):  # nothing is kept on his machine alone
        shared(bob, TEAM_TEXTS[0])
    bob.close()
    alice = t["open_alice"]()  # a member puts a header that checks: approving a request, say
    alice.store.refresh_header()
    now = _server_header(t)
    assert _put(t, "alice", got["header"], now["version"]).status_code == 200  # the admin puts theirs back
    alice.close()
    bob = t["open_bob"]()
    assert bob.store.blocked is None and bob.store.removed is None
    head = _head(t)
    written = shared(bob, TEAM_TEXTS[0]).memory_id
    assert _head(t) == head + 1  # his team writes reach the log again
    bob.close()
    alice = t["open_alice"]()
    assert alice.get(written).content == TEAM_TEXTS[0]
    alice.close()


def test_a_removed_member_cannot_give_their_old_key_its_rights_back(two_members, tmp_path, embedder):
    t = two_members
    alice = t["alice"]
    e_db = erin_joins(t, tmp_path, embedder)
    victim = shared(alice, TEAM_TEXTS[0]).memory_id
    erin = member(e_db, embedder, ERIN)
    old_keys, old_header = erin.store.codec.keys, erin.store.vault_header()
    erin.close()
    alice.vault_remove_member("erin", ALICE)

    now = _server_header(t)
    refused = _put(t, "erin", old_header, now["version"])  # the header from before her removal
    assert refused.status_code == 409 and "before a newer key" in refused.json()["error"]["message"]
    forged = seal_calls(old_keys, "team:eng", now["head"] + 1,
                        [("purge_memories", {"memory_ids": [victim], "at": alice.clock.now(), "reason": "x"})])
    pushed = httpx.post(f"{t['url']}/api/v1/sealed/ops", headers={"Authorization": f"Bearer {t['keys']['erin']}"},
                        json={"token": None, "base": now["head"], "payload": forged})
    assert pushed.status_code == 409 and _head(t) == now["head"]
    alice.close()
    bob = t["open_bob"]()
    assert bob.get(victim).content == TEAM_TEXTS[0] and bob.get(victim).status.value == "active"
    bob.close()


def test_a_forget_re_seals_earlier_changes_in_batches_the_server_takes(two_members, monkeypatch):
    t = two_members
    alice = t["alice"]
    first = shared(alice, "Decision: the Kestrel-7 audit is owned by Mirela Dancu from March.")
    for n in range(4):  # each later change names the memory (an edit makes a new version)
        alice.update(first.memory_id, content=f"Decision: the Kestrel-7 audit is owned by Mirela Dancu from March; "
                                              f"checkpoint {n + 2} moves to week {n + 10}.")
    monkeypatch.setattr(replica_store, "REWRITE_MAX", 2)
    sizes: list[int] = []
    real = type(alice.store.remote).rewrite

    def counted(self, token, payloads):
        sizes.append(len(payloads))
        return real(self, token, payloads)

    monkeypatch.setattr(type(alice.store.remote), "rewrite", counted)
    alice.forget(first.memory_id)
    assert sizes and max(sizes) <= 2 and sum(sizes) >= 4
    text = _opened_log(t, alice.store.codec.keys)
    assert "Mirela" not in text and "Kestrel-7" not in text
    alice.close()


def test_a_server_whose_log_ends_before_this_replica_is_named(two_members):
    t = two_members
    shared(t["alice"], TEAM_TEXTS[0])
    shared(t["alice"], TEAM_TEXTS[2])
    t["alice"].close()
    server_store = t["server"].store
    tables = server_store.sealed_logs()
    with server_store.acting_for(["team:eng"]):  # restored from a backup taken after the first change
        with tables._write() as c:
            c.execute(tables._q("DELETE FROM sealed_ops WHERE user_id = ? AND seq > 1"), ("team:eng",))
            c.execute(tables._q("UPDATE sealed_logs SET head = 1 WHERE user_id = ?"), ("team:eng",))
    alice = t["open_alice"]()
    with pytest.raises(Conflict, match="ends at 1, before the 2 changes"):
        shared(alice, "Decision: standups move to 9:30.")
    assert _head(t) == 1
    alice.close()


def test_payload_sizes_come_in_buckets(two_members):
    t = two_members
    shared(t["alice"], "Decision: ok.")
    shared(t["alice"], TEAM_TEXTS[0] + " " + " ".join(f"Item {i} of the Orsolya-9 checklist." for i in range(60)))
    ops = httpx.get(f"{t['url']}/api/v1/sealed/ops", headers={"Authorization": f"Bearer {t['keys']['alice']}"}).json()
    sealed = [len(base64.urlsafe_b64decode(op["payload"].split(".", 2)[2] + "==")) - 12 - 16 for op in ops["ops"]]
    assert len(sealed) == 2 and all(n >= 1024 and n & (n - 1) == 0 for n in sealed), sealed


def test_the_server_takes_no_plaintext_memory_for_a_sealed_team(two_members):
    t = two_members
    auth = {"Authorization": f"Bearer {t['keys']['bob']}"}
    text = "Decision: the Thornbury merger closes at 81 million dollars on the last Friday of June."
    refused = httpx.post(f"{t['url']}/api/v1/memories", headers=auth, json={"content": text, "visibility": "team"})
    assert refused.status_code == 400 and "sealed on its members' machines" in refused.json()["error"]["message"]
    assert t["server"].store.count_memories() == 0 and b"Thornbury" not in t["held"]()
    private = httpx.post(f"{t['url']}/api/v1/memories", headers=auth, json={"content": text})
    assert private.status_code == 201  # bob's own memories on the server are another matter
    assert t["server"].store.count_memories() == 1


def test_an_old_header_put_back_is_refused_and_a_new_passphrase_gets_a_new_key_pair(two_members, embedder, caplog):
    t = two_members
    t["alice"].close()
    old_header = _server_header(t)["header"]
    new_pass = "bob has a brand new passphrase 2026"
    bob = t["open_bob"]()
    bob.vault_change_passphrase(BOB, new_pass)
    bob.close()
    changed = json.loads(_server_header(t)["header"])
    assert changed["members"]["bob"]["public"] != json.loads(old_header)["members"]["bob"]["public"]
    t["open_alice"]().close()  # alice's replica takes bob's change

    now = _server_header(t)  # any team key puts back the header from before the change (its MAC checks)
    assert _put(t, "erin", old_header, now["version"]).status_code == 200
    alice = t["open_alice"]()
    mine = json.loads(alice.store.vault_header())
    assert mine["members"]["bob"]["public"] == changed["members"]["bob"]["public"]
    assert "no member of this vault wrote it" in caplog.text
    alice.close()
    bob = member(t["b_db"], embedder, new_pass)  # his new passphrase still opens his store
    assert json.loads(bob.store.vault_header())["members"]["bob"]["public"] == changed["members"]["bob"]["public"]
    bob.close()
    with pytest.raises(VaultLocked):
        member(t["b_db"], embedder, BOB)


def test_a_replica_refuses_a_change_sealed_under_a_key_a_removal_replaced(two_members, tmp_path, embedder):
    """The server refuses such a change (above); a server that lets one in anyway (its operator and the removed
    member together) still cannot make a replica replay it: the removal wrote from which position the new key
    seals every change, inside the header's MAC."""
    t = two_members
    alice = t["alice"]
    e_db = erin_joins(t, tmp_path, embedder)
    victim = shared(alice, TEAM_TEXTS[0]).memory_id
    erin = member(e_db, embedder, ERIN)
    old_keys = erin.store.codec.keys
    erin.close()
    alice.vault_remove_member("erin", ALICE)
    since = json.loads(alice.store.vault_header())["key_since"]
    assert since[json.loads(alice.store.vault_header())["current"]] == _head(t) + 1
    alice.close()

    head = _head(t)
    forged = seal_calls(old_keys, "team:eng", head + 1,
                        [("purge_memories", {"memory_ids": [victim], "at": t["server"].clock.now(), "reason": "x"})])
    server_store = t["server"].store
    tables = server_store.sealed_logs()
    with server_store.acting_for(["team:eng"]):  # the server's operator puts it in, past every check
        with tables._write() as c:
            c.execute(tables._q("INSERT INTO sealed_ops (user_id, seq, author_id, at, payload) VALUES (?, ?, ?, ?, ?)"),
                      ("team:eng", head + 1, "erin", tables._time(t["server"].clock.now()), forged))
            c.execute(tables._q("UPDATE sealed_logs SET head = ? WHERE user_id = ?"), (head + 1, "team:eng"))
    bob = t["open_bob"]()
    assert bob.store.position() == head  # it stopped before the forged change
    assert bob.get(victim).content == TEAM_TEXTS[0] and bob.get(victim).status.value == "active"
    with pytest.raises(VaultLocked, match="which a member's removal replaced"):
        bob.store.pull()
    bob.close()


def test_a_header_without_a_current_key_or_naming_a_new_one_gives_a_retired_key_nothing(two_members, tmp_path,
                                                                                          embedder, caplog):
    t = two_members
    alice = t["alice"]
    e_db = erin_joins(t, tmp_path, embedder)
    victim = shared(alice, TEAM_TEXTS[0]).memory_id
    t["open_bob"]().close()  # bob has opened the vault as a member; he is offline during the removal
    erin = member(e_db, embedder, ERIN)
    old_keys = erin.store.codec.keys
    erin.close()
    alice.vault_remove_member("erin", ALICE)
    alice.close()

    now = _server_header(t)
    header = json.loads(now["header"])
    assert _put(t, "erin", json.dumps({**header, "current": ""}), now["version"]).status_code == 400
    made_up = {**header, "current": "0badc0de"}  # a key of her own making, never current before
    assert _put(t, "erin", json.dumps(made_up), now["version"]).status_code == 200
    forged = seal_calls(old_keys, "team:eng", now["head"] + 1,
                        [("purge_memories", {"memory_ids": [victim], "at": t["server"].clock.now(), "reason": "x"})])
    pushed = httpx.post(f"{t['url']}/api/v1/sealed/ops", headers={"Authorization": f"Bearer {t['keys']['erin']}"},
                        json={"token": None, "base": now["head"], "payload": forged})
    assert pushed.status_code == 409 and "which a newer key replaced" in pushed.json()["error"]["message"]
    bob = t["open_bob"]()  # the header he is offered no member wrote: he takes nothing until one that checks
    assert bob.store.blocked is not None and "no member of this vault wrote it" in caplog.text
    with pytest.raises(UnverifiedHeader):
        bob.store.pull()
    with pytest.raises(UnverifiedHeader):
        shared(bob, TEAM_TEXTS[2])
    assert bob.get(victim).content == TEAM_TEXTS[0]
    bob.close()


def test_migrate_copies_a_sealed_teams_log_and_a_member_goes_on_from_the_copy(two_members, tmp_path, embedder):
    from live_server import serve_app

    from mnemo.config import Settings
    from mnemo.interfaces.http import create_app
    from mnemo.service import MemoryService
    from mnemo.standalone import migrate_store
    from mnemo.storage.replica.replica_store import load_link, save_link

    t = two_members
    alice = t["alice"]
    ids = [shared(alice, text).memory_id for text in TEAM_TEXTS[:2]]
    alice.close()
    head = _head(t)
    copy = str(tmp_path / "moved-server.db")
    report = migrate_store(t["server"].settings.db, copy)
    assert report.verified and report.counts["sealed_changes"]["copied"] == head == 2
    moved = MemoryService.open(Settings(db=copy), embedder=embedder)
    try:
        with serve_app(create_app(moved, mount_mcp=False, live_worker=False, web=False)) as url:
            link = load_link(str(t["b_db"]))
            link.server = url  # bob points his store at the new server
            save_link(str(t["b_db"]), link)
            bob = t["open_bob"]()
            assert bob.store.blocked is None and bob.store.position() == head
            assert bob.get(ids[0]).content == TEAM_TEXTS[0]
            shared(bob, TEAM_TEXTS[2])
            bob.close()
            with moved.store.acting_for(["team:eng"]):
                assert moved.store.sealed_logs().header("team:eng")[2] == head + 1
        assert migrate_store(t["server"].settings.db, copy).counts["sealed_changes"]["copied"] == 0  # resumable
    finally:
        moved.close()
