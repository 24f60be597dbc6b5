"""Sealing on the members' machines (``docs/vault.md``): two members' embedded stores linked to a real team
server (uvicorn, on SQLite and on PostgreSQL) share the team's memories through its sealed log. Each decides
its writes with every rule; the server orders payloads it cannot open and holds none of the written names,
amounts, words or e-mails, in either language, nor a memory row. Private memories never leave the machine; a
stale or tampered log is refused; a push whose local commit was lost comes back once; re-keying is refused."""

from __future__ import annotations

import json
import re

import httpx
import pytest
from live_server import serve_app
from typer.testing import CliRunner

from mnemo.bootstrap import link_team_store
from mnemo.config import Settings
from mnemo.errors import Conflict, InvalidInput, StorageError, VaultLocked
from mnemo.storage.replica.replica_store import RemovedFromTeam, UnverifiedHeader
from mnemo.interfaces.cli.main import app as cli
from mnemo.interfaces.http import create_app
from mnemo.service import MemoryService

from test_vault_at_rest import leaked, raw_bytes

ALICE, BOB = "alice keeps the lighthouse log", "bob counts seven quiet owls"
TEAM_TEXTS = [
    "Decision: the Orsolya-9 launch moves to March 14; Priya Raman signs the $40,000 budget.",
    "Contact for the Zephyrine rollout is dana.whitlock@harborview.io until Friday.",
    "김철수 팀장이 신규 앱 예산을 5천만원으로 늘리기로 결정했습니다.",
]
PRIVATE = "Note to self: the Quillfeather dentist appointment with Dr Hollowmere is on Tuesday."
ERRAND = "Buy oat milk and two lemons on the way home from the Kestrel office."
SECRETS = ["Orsolya", "Priya", "Raman", "40,000", "Zephyrine", "dana.whitlock@harborview.io", "harborview",
           "김철수", "5천만원", "신규", "Quillfeather", "Hollowmere", "Valdottir", "45,000"]


@pytest.fixture(params=["sqlite", "postgres"])
def team_server(request, tmp_path, embedder):
    """A team server (no vault of its own) with keys for alice and bob in team eng, carol in sales, dave in
    no team; yields (url, keys, what the server's database holds as bytes)."""
    db = request.getfixturevalue("pg_url") if request.param == "postgres" else str(tmp_path / "server.db")
    server = MemoryService.open(Settings(db=db), embedder=embedder)
    keys = {"alice": server.create_api_key("alice", team_id="eng")[0],
            "bob": server.create_api_key("bob", team_id="eng")[0],
            "erin": server.create_api_key("erin", team_id="eng")[0],
            "carol": server.create_api_key("carol", team_id="sales")[0],
            "dave": server.create_api_key("dave")[0]}

    def held() -> bytes:
        if request.param == "postgres":
            from test_vault_postgres import every_value

            return every_value(db)
        return raw_bytes(db)

    with serve_app(create_app(server, mount_mcp=False, live_worker=False, web=False)) as url:
        yield url, keys, held, server
    server.close()


def member(path, embedder, passphrase=None) -> MemoryService:
    return MemoryService.open(Settings(db=str(path), passphrase=passphrase), embedder=embedder)


def shared(svc: MemoryService, text: str):
    return svc.add(text, team_id="eng", visibility="team")


@pytest.fixture
def two_members(team_server, tmp_path, embedder):
    """alice's store brings the vault; bob's takes it, asks to join and is approved by alice."""
    url, keys, held, server = team_server
    a_db, b_db = tmp_path / "alice.db", tmp_path / "bob.db"
    alice = member(a_db, embedder)
    alice.vault_init(ALICE)
    alice.close()
    assert link_team_store(str(a_db), url, keys["alice"])["vault_header"] == "put"
    assert link_team_store(str(b_db), url, keys["bob"])["vault_header"] == "took"
    bob = member(b_db, embedder)
    request = bob.vault_request_access("bob", BOB)
    bob.close()
    alice = member(a_db, embedder, ALICE)
    alice.vault_approve("bob", ALICE, request["fingerprint"])
    return {"url": url, "keys": keys, "held": held, "server": server, "alice": alice, "a_db": a_db, "b_db": b_db,
            "open_bob": lambda: member(b_db, embedder, BOB), "open_alice": lambda: member(a_db, embedder, ALICE)}


ERIN = "erin rows the grey canal"


def erin_joins(t, tmp_path, embedder):
    """erin links a store with her team key, asks to join, and alice approves her; returns her store's path."""
    e_db = tmp_path / "erin.db"
    link_team_store(str(e_db), t["url"], t["keys"]["erin"])
    erin = member(e_db, embedder)
    fingerprint = erin.vault_request_access("erin", ERIN)["fingerprint"]
    erin.close()
    t["alice"].vault_approve("erin", ALICE, fingerprint)
    return e_db


def _head(t) -> int:
    r = httpx.get(f"{t['url']}/api/v1/sealed/ops", headers={"Authorization": f"Bearer {t['keys']['alice']}"})
    return int(r.json()["head"])


def test_members_share_team_memories_and_the_server_holds_nothing_readable(two_members):
    t = two_members
    alice = t["alice"]
    words = {w for text in TEAM_TEXTS for w in re.findall(r"[^\W\d_]{6,}", text)}
    schema = set(leaked(t["held"](), sorted(words)))  # spelled by the server's own schema ("decision_log")
    ids = [shared(alice, text).memory_id for text in TEAM_TEXTS]
    head = _head(t)
    alice.add(PRIVATE)  # private: decided and kept on alice's machine only
    assert _head(t) == head
    bob = t["open_bob"]()
    assert bob.store.position() == head
    assert {m.id for m in bob.store.iter_memories("team:eng")} == set(ids)
    assert bob.search("Zephyrine rollout contact")[0].memory.id == ids[1]
    assert bob.search("신규 앱 예산")[0].memory.id == ids[2]
    assert not [h for h in bob.search("Quillfeather dentist appointment") if "Quillfeather" in h.memory.content]

    # bob reverses alice's decision: decided on his machine against her memory, superseding it for both
    later = shared(bob, "Decision: the Orsolya-9 launch moves again, to April 2; Priya Raman signs the $45,000 budget.")
    bob.close()
    alice.close()
    alice = t["open_alice"]()
    first = alice.get(ids[0])
    assert later.memory_id != ids[0]
    assert first.status.value == "superseded" and first.superseded_by == later.memory_id
    assert alice.search("Orsolya-9 launch date")[0].memory.id == later.memory_id

    # a forget on one replica forgets on the other
    alice.forget(ids[1])
    bob = t["open_bob"]()
    assert not [h for h in bob.search("Zephyrine rollout contact") if h.memory.id == ids[1]]
    bob.close()
    alice.close()

    held = t["held"]()
    assert leaked(held, SECRETS) == []
    assert len(words - schema) > 8 and leaked(held, sorted(words - schema)) == []
    assert t["server"].store.count_memories() == 0  # nothing but sealed payloads reached the server


def test_a_member_not_yet_approved_reads_nothing(team_server, tmp_path, embedder):
    url, keys, _, _ = team_server
    a_db, b_db = tmp_path / "a.db", tmp_path / "b.db"
    alice = member(a_db, embedder)
    alice.vault_init(ALICE)
    alice.close()
    link_team_store(str(a_db), url, keys["alice"])
    alice = member(a_db, embedder, ALICE)
    shared(alice, TEAM_TEXTS[0])
    alice.close()
    link_team_store(str(b_db), url, keys["bob"])
    with pytest.raises(VaultLocked):  # bob's passphrase is no member's
        member(b_db, embedder, BOB)
    locked = member(b_db, embedder)
    assert locked.store.position() == 0
    with pytest.raises(VaultLocked):
        locked.search("Orsolya launch")
    locked.close()


def test_a_key_of_no_team_or_another_team_gets_nothing(team_server, tmp_path, embedder, two_members):
    t = two_members
    shared(t["alice"], TEAM_TEXTS[0])
    with pytest.raises(InvalidInput, match="key of a team"):
        link_team_store(str(tmp_path / "d.db"), t["url"], t["keys"]["dave"])
    carol = {"Authorization": f"Bearer {t['keys']['carol']}"}
    header = httpx.get(f"{t['url']}/api/v1/sealed/header", headers=carol).json()
    assert header["team"] == "sales" and header["header"] is None and header["head"] == 0
    assert httpx.get(f"{t['url']}/api/v1/sealed/ops", headers=carol).json()["ops"] == []


def test_the_server_takes_only_sealed_payloads_at_the_head(two_members):
    t = two_members
    shared(t["alice"], TEAM_TEXTS[0])
    h = {"Authorization": f"Bearer {t['keys']['bob']}"}
    head = _head(t)
    plain = httpx.post(f"{t['url']}/api/v1/sealed/ops", headers=h,
                       json={"token": None, "base": head, "payload": "Priya Raman signs the budget"})
    assert plain.status_code == 400 and "sealed" in plain.json()["error"]["message"]
    current = json.loads(httpx.get(f"{t['url']}/api/v1/sealed/header", headers=h).json()["header"])["current"]
    stale = httpx.post(f"{t['url']}/api/v1/sealed/ops", headers=h,
                       json={"token": None, "base": head - 1, "payload": f"v1.{current}.AAAA"})
    assert stale.status_code == 409 and stale.json()["error"]["details"]["head"] == head
    other = "0badc0de" if current != "0badc0de" else "1badc0de"
    old_key = httpx.post(f"{t['url']}/api/v1/sealed/ops", headers=h,
                         json={"token": None, "base": head, "payload": f"v1.{other}.AAAA"})
    assert old_key.status_code == 409 and "sealed under key" in old_key.json()["error"]["message"]
    bad_header = httpx.put(f"{t['url']}/api/v1/sealed/header", headers=h, json={"header": "{}", "version": 1})
    assert bad_header.status_code == 400


def test_a_write_waits_for_another_members_lease_and_gives_up_cleanly(two_members, monkeypatch):
    import threading

    from mnemo.storage.replica import replica_store

    t = two_members
    alice = t["alice"]
    before = _head(t)
    bob_key = {"Authorization": f"Bearer {t['keys']['bob']}"}

    def take() -> str:
        return httpx.post(f"{t['url']}/api/v1/sealed/lease", json={"after": 0}, headers=bob_key).json()["token"]

    def give_back(token: str) -> None:
        httpx.post(f"{t['url']}/api/v1/sealed/lease/release", json={"token": token}, headers=bob_key)

    monkeypatch.setattr(replica_store, "LEASE_WAIT_S", 0.6)
    token = take()
    with pytest.raises(Conflict, match="bob"):  # held past the wait: nothing written anywhere
        shared(alice, TEAM_TEXTS[0])
    assert alice.store.count_memories("team:eng") == 0 and _head(t) == before
    give_back(token)

    monkeypatch.setattr(replica_store, "LEASE_WAIT_S", 15.0)
    token = take()
    threading.Timer(0.5, give_back, args=(token,)).start()  # bob finishes while alice waits
    assert shared(alice, TEAM_TEXTS[0]).memory_id
    assert alice.store.count_memories("team:eng") == 1 and _head(t) == before + 1


def test_a_long_lived_process_sees_the_others_changes_when_it_reads(two_members, monkeypatch):
    from mnemo.storage.replica import replica_store

    t = two_members
    monkeypatch.setattr(replica_store, "FRESH_S", 0.0)
    bob = t["open_bob"]()  # a server's process: open all along
    shared(t["alice"], TEAM_TEXTS[1])
    assert bob.search("Zephyrine rollout contact")[0].memory.content == TEAM_TEXTS[1]
    bob.close()


def test_a_push_whose_local_commit_was_lost_comes_back_once(two_members, monkeypatch):
    t = two_members
    alice = t["alice"]
    ledger_type = type(alice.store.inner.ingest_ledger())
    real = ledger_type.record

    def crash_after_push(self, tx, user_id, source, entries, cursor):
        if source == "mnemo-sync":
            raise RuntimeError("killed between the push and the commit")
        return real(self, tx, user_id, source, entries, cursor)

    monkeypatch.setattr(ledger_type, "record", crash_after_push)
    with pytest.raises(RuntimeError):
        shared(alice, TEAM_TEXTS[0])
    monkeypatch.setattr(ledger_type, "record", real)
    assert alice.store.count_memories("team:eng") == 0 and _head(t) == 1  # the server took it
    alice.close()
    alice = t["open_alice"]()
    assert [m.content for m in alice.store.iter_memories("team:eng")] == [TEAM_TEXTS[0]]
    assert alice.store.position() == 1
    assert shared(alice, TEAM_TEXTS[0]).decision.value == "skip"  # the same decision again is a duplicate
    alice.close()


def test_a_payload_moved_to_another_place_does_not_open(two_members):
    t = two_members
    shared(t["alice"], TEAM_TEXTS[0])
    shared(t["alice"], TEAM_TEXTS[2])
    server_store = t["server"].store
    tables = server_store.sealed_logs()
    with server_store.acting_for(["team:eng"]):
        ops = tables.read("team:eng", 0)
        assert len(ops) == 2
        with tables._write() as c:  # whoever runs the server swaps the two payloads
            for seq, op in ((1, ops[1]), (2, ops[0])):
                c.execute(tables._q("UPDATE sealed_ops SET payload = ? WHERE user_id = ? AND seq = ?"),
                          (op.payload, "team:eng", seq))
    bob = t["open_bob"]()  # opens on what it had, and says why it cannot take the team's changes
    assert bob.store.position() == 0
    with pytest.raises(VaultLocked, match="Change 1 of the team's log does not open"):
        shared(bob, "Decision: standups move to 9:30.")
    assert bob.store.count_memories("team:eng") == 0
    assert shared(t["alice"], "Decision: standups move to 9:45.").memory_id  # bob's failure let the lease go
    bob.close()


def test_rotation_and_an_approval_without_fingerprint_are_refused_on_a_replica(two_members):
    alice = two_members["alice"]
    with pytest.raises(InvalidInput, match="needs the request's fingerprint"):
        alice.vault_approve("erin", ALICE)
    with pytest.raises(InvalidInput, match="not possible on a store that syncs"):
        alice.vault_rotate(ALICE)
    assert alice.vault_status()["members"] == ["bob", "owner"]


def test_a_removed_member_reads_nothing_written_after_and_keeps_their_own_store(two_members, tmp_path, embedder,
                                                                                caplog):
    t = two_members
    alice = t["alice"]
    e_db = erin_joins(t, tmp_path, embedder)
    before = shared(alice, TEAM_TEXTS[0]).memory_id
    erin = member(e_db, embedder, ERIN)
    erin.add(PRIVATE)
    assert erin.get(before).content == TEAM_TEXTS[0]
    old_key = erin.vault_status()["current_key"]

    out = alice.vault_remove_member("erin", ALICE)  # erin's process is still open, with the old keys
    assert out["key_id"] != old_key and out["resealed_rows"] == 0
    with pytest.raises(Conflict, match="sealed under key"):  # her stale process cannot write under the old key
        shared(erin, TEAM_TEXTS[2])
    erin.close()
    after = shared(alice, TEAM_TEXTS[2]).memory_id
    bob = t["open_bob"]()  # bob takes the new header: the old rows and the new ones open
    assert bob.get(before).content == TEAM_TEXTS[0] and bob.get(after).content == TEAM_TEXTS[2]
    bob.close()

    erin = member(e_db, embedder, ERIN)  # her own store opens with what she had; the team's part is read-only
    assert "were removed from team eng's vault" in caplog.text
    assert erin.store.removed is not None and erin.store.pull() == 0
    with pytest.raises(RemovedFromTeam, match="read-only"):
        shared(erin, TEAM_TEXTS[1])
    erin.add(ERRAND)  # her private memories stay writable
    assert erin.get(before).content == TEAM_TEXTS[0]
    assert [m.content for m in erin.store.iter_memories("default")] == [PRIVATE, ERRAND]
    assert erin.store.vault_header() != alice.store.vault_header()
    payload = t["server"].store.sealed_logs().read("team:eng", 0)[-1].payload
    with pytest.raises(VaultLocked):  # what was written after cannot be opened with her keys
        erin.store.codec.keys.open(payload, "sync:team:eng:2")
    erin.close()


def test_the_team_commands(team_server, tmp_path):
    url, keys, _, _ = team_server
    db = str(tmp_path / "cli.db")
    runner = CliRunner()
    env = {"MNEMO_PASSPHRASE": ALICE}
    assert runner.invoke(cli, ["vault", "init", "--db", db], env=env).exit_code == 0
    linked = runner.invoke(cli, ["team", "link", "--server", url, "--key", keys["alice"], "--db", db])
    assert linked.exit_code == 0, linked.stdout
    assert "Linked" in linked.stdout and "eng" in linked.stdout
    added = runner.invoke(cli, ["add", TEAM_TEXTS[0], "--team", "eng", "--share", "--db", db, "--json"], env=env)
    assert added.exit_code == 0, added.stdout
    status = json.loads(runner.invoke(cli, ["team", "status", "--db", db, "--json"], env=env).stdout)
    assert status["team"] == "eng" and status["position"] == status["head"] == 1
    pulled = runner.invoke(cli, ["team", "pull", "--db", db, "--json"], env=env)
    assert pulled.exit_code == 0 and json.loads(pulled.stdout)["taken"] == 0
    nokey = runner.invoke(cli, ["team", "link", "--server", url, "--key", keys["dave"], "--db", str(tmp_path / "x.db")])
    assert nokey.exit_code == 1 and "key of a team" in nokey.stderr
    down = runner.invoke(cli, ["team", "link", "--server", "http://127.0.0.1:9", "--key", keys["alice"],
                               "--db", str(tmp_path / "y.db")])
    assert down.exit_code == 1 and "Cannot reach the team server" in down.stderr
    assert not (tmp_path / "y.db").exists()


def test_a_server_out_of_reach_leaves_reads_working_and_refuses_team_writes(two_members, caplog):
    t = two_members
    alice = t["alice"]
    kept = shared(alice, TEAM_TEXTS[0]).memory_id
    alice.close()
    link_file = t["a_db"].with_name(t["a_db"].name + ".sync.json")
    link = json.loads(link_file.read_text())
    link["server"] = "http://127.0.0.1:9"  # nothing listens there
    link_file.write_text(json.dumps(link))
    alice = t["open_alice"]()
    assert "Could not take the team's changes" in caplog.text
    assert alice.get(kept).content == TEAM_TEXTS[0]
    assert alice.add(PRIVATE).memory_id  # private memories need no server
    with pytest.raises(StorageError, match="Cannot reach the team server"):
        shared(alice, TEAM_TEXTS[2])
    assert alice.store.count_memories("team:eng") == 1
    alice.close()


def _opened_log(t, keys) -> str:
    """Every payload of the team's log, opened with a member's keys, as one text."""
    from mnemo.storage.replica.replayed_calls import open_calls

    store = t["server"].store
    with store.acting_for(["team:eng"]):
        ops = store.sealed_logs().read("team:eng", 0, limit=1000)
    return json.dumps([[n, {k: str(v) for k, v in a.items()}] for op in ops
                       for n, a in open_calls(keys, "team:eng", op.seq, op.payload)], ensure_ascii=False)


def test_a_forget_takes_the_text_out_of_the_log_and_a_later_member_replays_the_same(two_members, tmp_path, embedder):
    t = two_members
    alice = t["alice"]
    ids = [shared(alice, text).memory_id for text in TEAM_TEXTS]
    shared(alice, "Decision: the Zephyrine rollout contact moves to Dana Whitlock's deputy from May.")
    keys = alice.store.codec.keys
    assert "Zephyrine" in _opened_log(t, keys) and "dana.whitlock" in _opened_log(t, keys)  # the check can fail

    alice.forget(ids[1])
    text = _opened_log(t, keys)
    assert "dana.whitlock" not in text and "harborview" not in text
    assert "Orsolya" in text and "김철수" in text  # the other memories' changes are untouched

    e_db = erin_joins(t, tmp_path, embedder)
    erin = member(e_db, embedder, ERIN)  # replays the whole log, redacted

    def state(svc):
        return sorted((m.id, m.status.value, m.content, m.version) for m in svc.store.iter_memories("team:eng"))

    assert state(erin) == state(alice)
    assert erin.get(ids[1]) is None or erin.get(ids[1]).content == ""
    assert not [h for h in erin.search("Zephyrine rollout contact dana.whitlock") if h.memory.id == ids[1]]
    assert erin.get(ids[0]).content == TEAM_TEXTS[0]
    erin.close()


def test_a_header_no_member_wrote_is_not_taken(two_members, caplog):
    """Whoever runs the server (here: a team key of someone not in the vault) cannot make the replicas seal
    under a key they chose: a change to what the header grants must carry a member's MAC."""
    import os

    from mnemo.vault import members as team
    from mnemo.vault.keys import VaultHeader

    t = two_members
    alice = t["alice"]
    shared(alice, TEAM_TEXTS[0])
    alice.close()
    h = {"Authorization": f"Bearer {t['keys']['erin']}"}
    got = httpx.get(f"{t['url']}/api/v1/sealed/header", headers=h).json()
    header = VaultHeader.from_json(got["header"])
    header.members = {n: team.add_data_key(m, n, "deadbeef", os.urandom(32)) for n, m in header.members.items()}
    header.current = "deadbeef"
    assert httpx.put(f"{t['url']}/api/v1/sealed/header", headers=h,
                     json={"header": header.to_json(), "version": got["version"]}).status_code == 200
    alice = t["open_alice"]()
    assert "no member of this vault wrote it" in caplog.text
    assert alice.store.codec.keys.current != "deadbeef"
    with pytest.raises(UnverifiedHeader):  # no team change is taken or sent until a header that checks comes
        shared(alice, "Decision: the Valdottir merger closes on June 3.")
    assert alice.add(PRIVATE).memory_id  # her own store works
    alice.close()


def test_an_item_rolled_back_inside_a_batch_is_not_sent(two_members, monkeypatch):
    from mnemo.domain.models import MemoryDraft
    from mnemo.storage.sqlite.sqlite_tx import SQLiteTx

    t = two_members
    alice = t["alice"]
    real = SQLiteTx.insert_log

    def fail_the_second(self, entry):
        real(self, entry)
        found = self.get_memories([entry.input_memory_id]).get(entry.input_memory_id)
        if found is not None and "Zephyrine" in found.content:
            raise RuntimeError("a failure after the item's writes")

    monkeypatch.setattr(SQLiteTx, "insert_log", fail_the_second)
    alice.add_many([MemoryDraft(content=TEAM_TEXTS[0], user_id="team:eng", team_id="eng"),
                    MemoryDraft(content=TEAM_TEXTS[1], user_id="team:eng", team_id="eng")])
    monkeypatch.setattr(SQLiteTx, "insert_log", real)
    mine = sorted(m.content for m in alice.store.iter_memories("team:eng"))
    bob = t["open_bob"]()
    assert sorted(m.content for m in bob.store.iter_memories("team:eng")) == mine == [TEAM_TEXTS[0]]
    bob.close()


def test_a_member_whose_key_was_revoked_still_opens_their_store(two_members, caplog):
    t = two_members
    shared(t["alice"], TEAM_TEXTS[0])
    bob = t["open_bob"]()
    bob.add(PRIVATE)
    bob.close()
    server = t["server"]
    server.revoke_api_key(next(k.id for k in server.list_api_keys("bob")))
    bob = t["open_bob"]()
    assert "Could not take the team's changes" in caplog.text
    assert [m.content for m in bob.store.iter_memories("team:eng")] == [TEAM_TEXTS[0]]
    assert any(PRIVATE == h.memory.content for h in bob.search("Quillfeather dentist appointment"))
    bob.close()
