"""The storage contract: what every ``MemoryStore`` backend must do, checked through the port alone.

Each test runs once per backend (``conftest.BACKENDS``), on a fresh database. Nothing here knows how a
backend stores things: records are written through ``StoreTx`` (as ``mnemo.write.recorder`` does) and
read back through ``MemoryStore``, ``IngestLedger`` and ``ApiKeyStore``. Filters are checked against
``MemoryFilter.admits``, the reference meaning of a filter. Keyword terms are passed explicitly (the core
computes them; a store matches them verbatim).
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Sequence
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from mnemo.domain.api_keys import ApiKey
from mnemo.domain.events import CONFLICT_RECORDED, OutboxEvent
from mnemo.domain.ids import new_id
from mnemo.domain.models import (
    ConflictRecord,
    Edge,
    EdgeType,
    Entity,
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryStatus,
    Operation,
    Person,
    Resolution,
    SourceType,
)
from mnemo.domain.queries import LogFilter, MemoryFilter, tag_spellings, user_scope
from mnemo.ports import StoreCapabilities

MODEL = "fake-16"  # the model conftest binds every store to
DIM = 16
T0 = datetime(2025, 3, 3, 9, 0, tzinfo=timezone.utc)
KST = timezone(timedelta(hours=9))
ACTIVE, SUPERSEDED, DELETED = MemoryStatus.ACTIVE, MemoryStatus.SUPERSEDED, MemoryStatus.DELETED
ALL_STATUSES = (ACTIVE, SUPERSEDED, DELETED)
WAIT = 0.4  # seconds a blocked transaction is given to (wrongly) start


class Boom(Exception):
    """Raised inside a transaction to roll it back."""


# --- helpers ----------------------------------------------------------------------------------------------
def minutes(n: float) -> datetime:
    return T0 + timedelta(minutes=n)


def memory(content: str, *, user: str = "alice", when: datetime = T0, **fields) -> Memory:
    """One memory version (its own lineage unless ``lineage_id`` is given), UTC timestamps."""
    mid = new_id("mem")
    fields.setdefault("lineage_id", mid)
    fields.setdefault("embedding_model", MODEL)
    return Memory(id=mid, user_id=user, content=content, created_at=when, updated_at=when,
                  content_hash=hashlib.sha256(content.encode()).hexdigest(), **fields)


def unit(*components: float) -> np.ndarray:
    """A normalized vector from its first components (exact cosines for tests that need them)."""
    v = np.zeros(DIM, dtype=np.float32)
    v[: len(components)] = components
    return (v / np.linalg.norm(v)).astype(np.float32)


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def put(store, embedder, *memories: Memory, terms: Sequence[str] | None = None) -> list[Memory]:
    """Insert memories in one transaction, each with the fake embedding of its content and its words."""
    with store.transaction(sorted({user_scope(m.user_id) for m in memories})) as tx:
        for m in memories:
            tx.insert_memory(m, embedder.vec(m.content), words(m.content) if terms is None else terms)
    return list(memories)


def put_vec(store, m: Memory, vector: np.ndarray | None, terms: Sequence[str] = ()) -> Memory:
    with store.transaction([user_scope(m.user_id)]) as tx:
        tx.insert_memory(m, vector, list(terms))
    return m


def edge(source: Memory, target: Memory, kind: EdgeType = EdgeType.RELATED_TO) -> Edge:
    return Edge(id=new_id("edge"), type=kind, source_id=source.id, target_id=target.id, confidence=0.75,
                evidence="similarity 0.75", user_id=source.user_id, created_at=T0, metadata={"via": "test"})


def log_entry(*, user: str = "alice", decision: Operation = Operation.CREATE,
              status: LogStatus = LogStatus.SUCCESS, when: datetime = T0, score: float | None = None,
              ms: float = 10.0, related: list[str] | None = None) -> LogEntry:
    return LogEntry(id=new_id("log"), timestamp=when, user_id=user, decision=decision,
                    input_memory_id=new_id("mem"), target_memory_id=None, similarity_score=score,
                    reason=f"{decision.value} because", action=LogAction(type=decision.value,
                                                                         related_memory_ids=related),
                    status=status, processing_time_ms=ms)


def conflict(*, user: str = "alice", status: str = "open", when: datetime = T0, kind: str = "person",
             field: str = "organization", existing: str | None = "Acme", incoming: str | None = "Globex") -> ConflictRecord:
    return ConflictRecord(id=new_id("conflict"), created_at=when, user_id=user, kind=kind, existing_id=new_id("person"),
                          incoming_id=None, field=field, existing_value=existing, incoming_value=incoming,
                          existing_source_type=SourceType.USER_INPUT, incoming_source_type=SourceType.REALTIME,
                          resolution=Resolution.KEEP_EXISTING, reason="user input outranks realtime", status=status)


def person(name: str, *, user: str = "alice", emails: Sequence[str] = (), aliases: Sequence[str] = (),
           organization: str | None = None) -> Person:
    return Person(id=new_id("person"), user_id=user, name=name, emails=list(emails), aliases=list(aliases),
                  organization=organization, created_at=T0, updated_at=T0)


def entity(name: str, *, user: str = "alice", aliases: Sequence[str] = (), kind: str | None = "org") -> Entity:
    return Entity(id=new_id("entity"), user_id=user, name=name, aliases=list(aliases), kind=kind,
                  created_at=T0, updated_at=T0)


def api_key(user: str = "alice", *, team: str | None = None, when: datetime = T0) -> ApiKey:
    return ApiKey(id=new_id("key"), user_id=user, team_id=team, name=f"{user} laptop", prefix="mnemo_abc123",
                  created_at=when)


def ids_of(pairs) -> list[str]:
    return [i for i, _ in pairs]


def by_id(candidates) -> dict:
    return {c.memory.id: c for c in candidates}


def run_in_thread(fn) -> threading.Thread:
    t = threading.Thread(target=fn, daemon=True)
    t.start()
    return t


# --- memories: write, commit, read --------------------------------------------------------------------------
def test_capabilities_and_model_are_stated(store):
    assert isinstance(store.capabilities, StoreCapabilities)
    assert store.model_id == MODEL


def test_committed_memory_reads_back_field_for_field(store, embedder):
    m = memory("Budget for the Q3 campaign is 3억원", title="Q3 budget", summary="budget set", category="finance",
               keywords=["budget", "q3"], importance=0.9, confidence=0.7, source_type=SourceType.TOOL_OUTPUT,
               source="slack", source_ref="C1/1700000000.1", source_url="https://example.test/x", thread_id="T1",
               people=["김철수"], entities=["Beta Corp"], projects=["Apollo"], team_id="t1",
               metadata={"channel": "#finance", "nested": {"n": [1, 2]}}, when=minutes(3))
    put(store, embedder, m)
    assert store.get_memory(m.id) == m
    assert store.get_memory(new_id("mem")) is None


def test_get_memories_returns_existing_ids_of_any_status(store, embedder):
    a, b = put(store, embedder, memory("alpha"), memory("beta", status=SUPERSEDED))
    found = store.get_memories([a.id, b.id, "mem_missing"])
    assert set(found) == {a.id, b.id}
    assert found[b.id].status is SUPERSEDED
    assert store.get_memories([]) == {}


def test_lineage_lists_versions_oldest_first(store, embedder):
    v1 = memory("plan v1", version=1, status=SUPERSEDED)
    v2 = memory("plan v2", lineage_id=v1.id, version=2, previous_version_id=v1.id, status=SUPERSEDED)
    v3 = memory("plan v3", lineage_id=v1.id, version=3, previous_version_id=v2.id)
    put(store, embedder, v3, v1, v2)  # inserted out of order
    assert [m.id for m in store.lineage(v1.id)] == [v1.id, v2.id, v3.id]
    assert store.lineage("mem_nothing") == []


def test_iter_and_count_memories_by_user_and_status(store, embedder):
    a1, a2, a3, b1 = put(store, embedder, memory("a one"), memory("a two", status=SUPERSEDED),
                         memory("a three", status=DELETED), memory("b one", user="bob"))
    assert {m.id for m in store.iter_memories("alice")} == {a1.id, a2.id, a3.id}
    assert {m.id for m in store.iter_memories()} == {a1.id, a2.id, a3.id, b1.id}
    assert store.count_memories() == 4
    assert store.count_memories("alice") == 3
    assert store.count_memories("alice", ACTIVE) == 1
    assert store.count_memories(status=ACTIVE) == 2
    assert store.count_memories("alice", SUPERSEDED) == 1
    assert store.count_memories("carol") == 0


def test_embedding_models_counts_active_memories_per_model(store, embedder):
    put(store, embedder, memory("one"), memory("two"), memory("old", status=SUPERSEDED),
        memory("other", embedding_model="other-model"))
    assert store.embedding_models() == {MODEL: 2, "other-model": 1}


def test_vectors_for_returns_stored_vectors_whatever_the_status(store):
    a = put_vec(store, memory("a"), unit(1, 2, 3))
    s = put_vec(store, memory("s", status=SUPERSEDED), unit(0, 1))
    none = put_vec(store, memory("no vector"), None)
    got = store.vectors_for([a.id, s.id, none.id, "mem_missing"])
    assert set(got) == {a.id, s.id}
    np.testing.assert_allclose(got[a.id], unit(1, 2, 3), atol=1e-6)
    np.testing.assert_allclose(got[s.id], unit(0, 1), atol=1e-6)


def test_active_hashes_are_those_of_the_users_active_memories(store, embedder):
    a, s, b = put(store, embedder, memory("active one"), memory("superseded one", status=SUPERSEDED),
                  memory("bob's", user="bob"))
    asked = [a.content_hash, s.content_hash, b.content_hash, "0" * 64]
    assert store.active_hashes("alice", asked) == {a.content_hash}
    assert store.active_hashes("bob", asked) == {b.content_hash}
    assert store.active_hashes("alice", []) == set()


# --- transactions: all or nothing ---------------------------------------------------------------------------
def test_rolled_back_transaction_leaves_nothing(store, embedder):
    a = memory("rolled back")
    b = memory("also rolled back")
    with pytest.raises(Boom):
        with store.transaction([user_scope("alice")]) as tx:
            tx.insert_memory(a, embedder.vec(a.content), ["rolled"])
            tx.insert_memory(b, embedder.vec(b.content), ["rolled"])
            tx.insert_edges([edge(a, b)])
            tx.insert_log(log_entry())
            tx.insert_conflict(conflict())
            tx.save_person(person("Kim", emails=["kim@example.test"]))
            raise Boom
    assert store.get_memory(a.id) is None and store.count_memories() == 0
    assert store.edges_of(a.id) == []
    assert store.query_log(LogFilter()) == []
    assert store.list_conflicts() == []
    assert store.search(MemoryFilter("alice", statuses=ALL_STATUSES), vector=None, terms=["rolled"], k=10) == []
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.find_person("alice", ["kim@example.test"], "Kim") is None


def test_rolled_back_insert_is_not_returned_by_nearest(store):
    m = memory("never committed")
    with pytest.raises(Boom):
        with store.transaction([user_scope("alice")]) as tx:
            tx.insert_memory(m, unit(1), ["never"])
            assert ids_of(tx.nearest("alice", unit(1), 5, -1.0)) == [m.id]  # the engine looks before it writes
            raise Boom
    assert store.nearest(MemoryFilter("alice"), unit(1), 5) == []


def test_rolled_back_supersede_keeps_the_memory_in_nearest(store):
    m = put_vec(store, memory("stays active"), unit(1))
    with pytest.raises(Boom):
        with store.transaction([user_scope("alice")]) as tx:
            tx.set_status(m.id, SUPERSEDED, superseded_by=new_id("mem"))
            assert tx.nearest("alice", unit(1), 5, -1.0) == []
            raise Boom
    assert store.get_memory(m.id).status is ACTIVE
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [m.id]


def test_savepoint_rollback_undoes_only_that_item(store):
    kept, failed, after = memory("kept"), memory("failed"), memory("after")
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(kept, unit(1), ["kept"])
        with pytest.raises(Boom):
            with tx.savepoint():
                tx.insert_memory(failed, unit(1, 0.1), ["failed"])
                tx.set_status(kept.id, SUPERSEDED, superseded_by=failed.id)
                tx.insert_edges([edge(failed, kept)])
                tx.insert_log(log_entry(decision=Operation.UPDATE))
                raise Boom
        with tx.savepoint():
            tx.insert_memory(after, unit(1, 0.2), ["after"])
        assert set(ids_of(tx.nearest("alice", unit(1), 10, -1.0))) == {kept.id, after.id}
        assert tx.get_memories([kept.id])[kept.id].status is ACTIVE
        tx.insert_log(log_entry())
    assert store.get_memory(failed.id) is None
    assert store.get_memory(kept.id).status is ACTIVE
    assert store.get_memory(after.id) is not None
    assert store.edges_of(kept.id) == []
    assert [e.decision for e in store.query_log(LogFilter())] == [Operation.CREATE]
    assert set(ids_of(store.nearest(MemoryFilter("alice"), unit(1), 10))) == {kept.id, after.id}


def test_write_log_outside_a_transaction_is_stored(store):
    entry = log_entry(status=LogStatus.ERROR)
    store.write_log(entry)
    assert store.query_log(LogFilter()) == [entry]


# --- status changes -------------------------------------------------------------------------------------------
def test_superseded_memory_leaves_nearest_and_vector_search(store):
    old, new = put_vec(store, memory("old"), unit(1)), memory("new", when=minutes(1))
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [old.id]  # loaded before the change
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(new, unit(0, 1), ["new"])
        tx.set_status(old.id, SUPERSEDED, superseded_by=new.id, at=minutes(1))
    got = store.get_memory(old.id)
    assert (got.status, got.superseded_by, got.deleted_at, got.delete_reason) == (SUPERSEDED, new.id, None, None)
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [new.id]
    assert set(by_id(store.search(MemoryFilter("alice"), vector=unit(1), terms=[], k=5))) == {new.id}
    assert store.count_memories("alice", ACTIVE) == 1


def test_a_reinstated_memory_stands_again_in_every_read(store):
    old = put_vec(store, memory("old", keywords=["hosting"]), unit(1), ["hosting"])
    new = memory("new", when=minutes(1))
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(new, unit(0, 1), ["new"])
        tx.set_status(old.id, SUPERSEDED, superseded_by=new.id, at=minutes(1))
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [new.id]  # the index dropped it
    with store.transaction([user_scope("alice")]) as tx:
        tx.set_status(new.id, DELETED, at=minutes(2), reason="wrong")
        tx.reinstate(old.id)
        assert ids_of(tx.nearest("alice", unit(1), 5, -1.0)) == [old.id]  # inside the transaction too
    got = store.get_memory(old.id)
    assert (got.status, got.superseded_by) == (ACTIVE, None)
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [old.id]
    assert set(by_id(store.search(MemoryFilter("alice"), vector=unit(1), terms=["hosting"], k=5))) == {old.id}
    assert store.count_memories("alice", ACTIVE) == 1


def test_superseded_by_lists_what_the_given_ids_replaced_in_one_partition(store):
    new = put_vec(store, memory("new"), unit(1))
    old, other = memory("old"), memory("bob's", user="bob")
    put_vec(store, old, unit(0, 1))
    put_vec(store, other, unit(0, 1))
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        tx.set_status(old.id, SUPERSEDED, superseded_by=new.id)
        tx.set_status(other.id, SUPERSEDED, superseded_by=new.id)
        assert [m.id for m in tx.superseded_by("alice", [new.id])] == [old.id]  # never another partition's
        assert tx.superseded_by("alice", []) == [] and tx.superseded_by("alice", ["mem_none"]) == []


def test_deleted_memory_records_time_and_reason_and_leaves_reads(store):
    m = put_vec(store, memory("to delete"), unit(1), ["delete"])
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [m.id]
    with store.transaction([user_scope("alice")]) as tx:
        tx.set_status(m.id, DELETED, at=minutes(7), reason="user asked")
    got = store.get_memory(m.id)
    assert (got.status, got.deleted_at, got.delete_reason) == (DELETED, minutes(7), "user asked")
    assert got.content == "to delete"
    assert store.nearest(MemoryFilter("alice"), unit(1), 5) == []
    assert store.search(MemoryFilter("alice"), vector=unit(1), terms=["delete"], k=5) == []
    assert set(by_id(store.search(MemoryFilter("alice", statuses=(DELETED,)), vector=unit(1),
                                  terms=["delete"], k=5))) == {m.id}


# --- reads inside a write transaction -------------------------------------------------------------------------
def test_tx_nearest_sees_earlier_writes_and_not_superseded_ones(store):
    a = put_vec(store, memory("committed"), unit(1, 0.3))
    put_vec(store, memory("bob's", user="bob"), unit(1))
    b = memory("written in tx")
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(b, unit(1), ["tx"])
        hits = tx.nearest("alice", unit(1), 5, -1.0)
        assert ids_of(hits) == [b.id, a.id]
        assert hits[0][1] == pytest.approx(1.0, abs=1e-5)
        assert hits[1][1] == pytest.approx(float(unit(1, 0.3) @ unit(1)), abs=1e-5)
        assert ids_of(tx.nearest("alice", unit(1), 1, -1.0)) == [b.id]
        assert ids_of(tx.nearest("alice", unit(1), 5, 0.999)) == [b.id]  # min_score
        tx.set_status(b.id, SUPERSEDED, superseded_by=a.id)
        assert ids_of(tx.nearest("alice", unit(1), 5, -1.0)) == [a.id]


def test_tx_reads_see_own_writes(store):
    kept = put_vec(store, memory("kept value", lineage_id="lin_1"), unit(1))
    v2 = memory("kept value v2", lineage_id="lin_1", version=2, previous_version_id=kept.id)
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(v2, unit(1), [])
        tx.set_status(kept.id, SUPERSEDED, superseded_by=v2.id)
        got = tx.get_memories([kept.id, v2.id])
        assert got[kept.id].status is SUPERSEDED and got[v2.id] == v2
        assert tx.active_version("lin_1").id == v2.id
        assert tx.find_active_by_hash("alice", v2.content_hash).id == v2.id
        assert tx.find_active_by_hash("alice", kept.content_hash) is None
        assert tx.find_active_by_hash("bob", v2.content_hash) is None
        assert tx.active_version("lin_none") is None


def test_find_recorded_finds_what_an_item_wrote_active_or_as_history_but_not_deleted(store):
    a = put_vec(store, memory("Host the site on Vercel.", source="slack", source_ref="C1/1.0"), unit(1))
    b = put_vec(store, memory("Host the site on Netlify.", source="slack", source_ref="C1/2.0"), unit(1, 0.2))
    gone = put_vec(store, memory("Forget this.", source="slack", source_ref="C1/3.0"), unit(0, 1))
    with store.transaction([user_scope("alice")]) as tx:
        tx.set_status(a.id, SUPERSEDED, superseded_by=b.id)
        tx.set_status(gone.id, MemoryStatus.DELETED)
        assert tx.find_recorded("alice", a.content_hash, "slack", "C1/1.0").id == a.id      # history
        assert tx.find_recorded("alice", b.content_hash, "slack", "C1/2.0").id == b.id      # active
        assert tx.find_recorded("alice", gone.content_hash, "slack", "C1/3.0") is None      # deleted
        assert tx.find_recorded("alice", a.content_hash, "slack", "C1/1.0#2").id == a.id    # another finding of it
        assert tx.find_recorded("alice", a.content_hash, "slack", "C1/2.0") is None         # another item
        assert tx.find_recorded("alice", a.content_hash, "slack", "C1/1") is None           # not a prefix match
        assert tx.find_recorded("alice", a.content_hash, "mail", "C1/1.0") is None          # another source


def test_active_from_item_with_history_adds_what_is_kept_as_history_but_not_deleted(store):
    a = put_vec(store, memory("We go with Sumsub.", source="mail", source_ref="<m1>#0"), unit(1))
    b = put_vec(store, memory("Ask for the KR pricing sheet.", source="mail", source_ref="<m1>#1"), unit(1, 0.2))
    gone = put_vec(store, memory("Forget this.", source="mail", source_ref="<m1>#2"), unit(0, 1))
    other = put_vec(store, memory("Another message.", source="mail", source_ref="<m2>"), unit(0, 1, 0.3))
    with store.transaction([user_scope("alice")]) as tx:
        tx.set_status(a.id, SUPERSEDED, superseded_by=other.id)
        tx.set_status(gone.id, MemoryStatus.DELETED)
        assert [m.id for m in tx.active_from_item("alice", "mail", "<m1>")] == [b.id]
        both = tx.active_from_item("alice", "mail", "<m1>#1", with_history=True)
        assert sorted(m.id for m in both) == sorted([a.id, b.id])
        assert tx.active_from_item("bob", "mail", "<m1>", with_history=True) == []
        assert tx.find_recorded("bob", a.content_hash, "slack", "C1/1.0") is None           # another user


def test_find_rejected_finds_a_value_kept_on_record_against_a_lineage(store):
    kept = put_vec(store, memory("office is in Seoul"), unit(1))
    rejected = memory("office is in Busan", status=SUPERSEDED, superseded_by=kept.id)
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_memory(rejected, unit(0, 1), [])
        assert tx.find_rejected("alice", rejected.content_hash, kept.lineage_id).id == rejected.id
        assert tx.find_rejected("alice", rejected.content_hash, "lin_other") is None
        assert tx.find_rejected("bob", rejected.content_hash, kept.lineage_id) is None
        assert tx.find_rejected("alice", kept.content_hash, kept.lineage_id) is None


def test_prefetch_hints_give_the_same_neighbours_as_no_hints(store):
    rng = np.random.default_rng(7)

    def vec() -> np.ndarray:
        v = rng.standard_normal(DIM)
        return (v / np.linalg.norm(v)).astype(np.float32)

    alice = [memory(f"a{i}") for i in range(30)]
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        for m in alice:
            tx.insert_memory(m, vec(), [])
        for i in range(8):
            tx.insert_memory(memory(f"b{i}", user="bob"), vec(), [])
    queries = np.stack([vec(), vec(), vec()])
    users = ["alice", "alice", "bob"]
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        hints = tx.prefetch_nearest(users, queries, 5)
        assert len(hints) == 3
        if not store.capabilities.batch_nearest:
            assert hints == [None, None, None]
        newcomer = memory("newcomer")
        tx.insert_memory(newcomer, queries[0], [])  # written after the prefetch: must still be found
        victim = next(i for i, _ in tx.nearest("alice", queries[1], 5, -1.0) if i != newcomer.id)
        tx.set_status(victim, SUPERSEDED, superseded_by=newcomer.id)  # retired after the prefetch
        for user, q, hint in zip(users, queries, hints):
            for min_score in (-1.0, 0.2):
                plain = tx.nearest(user, q, 5, min_score)
                hinted = tx.nearest(user, q, 5, min_score, hint=hint)
                assert ids_of(hinted) == ids_of(plain)
                np.testing.assert_allclose([s for _, s in hinted], [s for _, s in plain], atol=1e-6)
        assert ids_of(tx.nearest("alice", queries[0], 5, -1.0, hint=hints[0]))[0] == newcomer.id
        assert victim not in ids_of(tx.nearest("alice", queries[1], 5, -1.0, hint=hints[1]))


# --- filters: every MemoryFilter field, on every read, against MemoryFilter.admits -----------------------
CORPUS = [  # (key, user, team, source, source type, category, minutes after T0, status)
    ("c1", "alice", None, "slack", SourceType.REALTIME, "Budget", 1, ACTIVE),
    ("c2", "alice", "t1", "gmail", SourceType.TOOL_OUTPUT, "budget", 2, ACTIVE),
    ("c3", "alice", "t2", None, SourceType.USER_INPUT, "hiring", 3, ACTIVE),
    ("c4", "alice", "t1", "Slack", SourceType.BOOTSTRAPPED, None, 4, SUPERSEDED),
    ("c5", "alice", None, "notion", SourceType.USER_INPUT, "BUDGET", 5, DELETED),
    ("c6", "alice", "t1", "slack", SourceType.REALTIME, "hiring", 6, ACTIVE),
    ("b1", "bob", "t1", "slack", SourceType.REALTIME, "budget", 2, ACTIVE),
]

FILTERS = {
    "user": {},
    "other-user": {"user_id": "bob"},
    "team": {"teams": ("t1",)},
    "personal-only": {"teams": (None,)},
    "team-or-personal": {"teams": ("t1", None)},
    "two-teams": {"teams": ("t2", "t1")},
    "unknown-team": {"teams": ("t9",)},
    "source": {"source": "slack"},
    "source-any-case": {"source": "SLACK"},
    "source-type": {"source": "tool_output"},
    "source-type-any-case": {"source": "Tool_Output"},
    "category-any-case": {"category": "bUdGeT"},
    "since-inclusive": {"since": minutes(3)},
    "since-other-timezone": {"since": minutes(3).astimezone(KST)},
    "until-exclusive": {"until": minutes(3)},
    "window": {"since": minutes(2), "until": minutes(6)},
    "all-statuses": {"statuses": ALL_STATUSES},
    "superseded-only": {"statuses": (SUPERSEDED,)},
    "deleted-by-source": {"statuses": (DELETED,), "source": "notion"},
    "all-statuses-by-source": {"statuses": ALL_STATUSES, "source": "slack"},
    "combined": {"teams": ("t1",), "source": "slack", "category": "Hiring"},
}
READS = ["nearest", "search-vector", "search-keyword", "search-both", "list"]
# mem0's scopes and filters, on the same corpus: (agent, run, tags, metadata) by key
SCOPES = {
    "c1": ("coder", "r1", ["billing", "Q3"], {"project": "atlas", "n": 3, "ok": True}),
    "c2": ("coder", "r2", ["billing"], {"project": "atlas", "n": 3.0, "ok": False}),
    "c3": ("planner", "r1", ["hiring", "Straße"], {"project": "Atlas", "n": "3", "ok": None}),
    "c4": ("coder", "r1", ["billing"], {"project": "atlas"}),
    "c6": (None, None, ["q3"], {"nested": {"project": "atlas"}}),
    "b1": ("coder", "r1", ["billing"], {"project": "atlas"}),
}
FILTERS.update({
    "agent": {"agent_id": "coder"},
    "run": {"run_id": "r1"},
    "agent-and-run": {"agent_id": "coder", "run_id": "r1"},
    "unknown-agent": {"agent_id": "nobody"},
    "tag-any-case": {"tags": (("q3",),)},
    "every-tag": {"tags": (("billing",), ("q3",))},
    "tag-any-spelling": {"tags": (("payments", "billing"),)},
    "tag-beyond-ascii": {"tags": (tag_spellings("STRAßE"),)},
    "metadata-text-exact-case": {"metadata": (("project", "atlas"),)},
    "metadata-number-either-form": {"metadata": (("n", 3),)},
    "metadata-true-is-not-one": {"metadata": (("ok", True),)},
    "metadata-null": {"metadata": (("ok", None),)},
    "metadata-two-keys": {"metadata": (("n", 3), ("ok", False))},
    "scopes-with-status": {"statuses": ALL_STATUSES, "agent_id": "coder", "tags": (("billing",),)},
})


@pytest.fixture
def corpus(store, embedder) -> dict[str, Memory]:
    def scoped(key: str) -> dict:
        agent, run, tags, meta = SCOPES.get(key, (None, None, [], {}))
        return {"agent_id": agent, "run_id": run, "keywords": tags, "metadata": meta}

    made = {key: memory(f"roadmap {key} {source or ''} {category or ''}", user=user, team_id=team, source=source,
                        source_type=stype, category=category, when=minutes(t), status=status, **scoped(key))
            for key, user, team, source, stype, category, t, status in CORPUS}
    put(store, embedder, *made.values())
    return made


def _read(store, flt: MemoryFilter, how: str, query: np.ndarray) -> set[str]:
    if how == "nearest":
        return set(ids_of(store.nearest(flt, query, 50)))
    if how == "list":
        page, total = store.list_memories(flt, limit=50)
        assert total == len(page)
        return {m.id for m in page}
    vector = None if how == "search-keyword" else query
    terms = [] if how == "search-vector" else ["roadmap"]
    found = store.search(flt, vector=vector, terms=terms, k=50)
    assert all(flt.admits(c.memory) for c in found)
    return set(by_id(found))


@pytest.mark.parametrize("how", READS)
@pytest.mark.parametrize("case", list(FILTERS))
def test_reads_honour_every_filter_field(store, embedder, corpus, case, how):
    flt = MemoryFilter(**{"user_id": "alice", **FILTERS[case]})
    vector_only = how in ("nearest", "search-vector")  # only active memories have a place in vector results
    expected = {m.id for m in corpus.values() if flt.admits(m) and (m.status is ACTIVE or not vector_only)}
    assert _read(store, flt, how, embedder.vec("roadmap")) == expected


@pytest.mark.parametrize("how", ["nearest", "search-keyword", "list"])
@pytest.mark.parametrize("field", ["category", "source"])
def test_category_and_source_match_case_insensitively_beyond_ascii(store, embedder, field, how):
    m = put(store, embedder, memory("roadmap équipe", category="ÉQUIPE", source="Ärzteblatt"))[0]
    flt = MemoryFilter("alice", **{field: {"category": "équipe", "source": "ärzteblatt"}[field]})
    assert flt.admits(m)
    assert _read(store, flt, how, embedder.vec("roadmap")) == {m.id}


NARROW = {  # filter -> the fields that put a memory inside it
    "category": ({"category": "legal"}, {"category": "Legal"}),
    "team": ({"teams": ("t-legal",)}, {"team_id": "t-legal"}),
    "personal": ({"teams": (None,)}, {"team_id": None}),
    "source": ({"source": "jira"}, {"source": "JIRA"}),
    "time-window": ({"since": T0, "until": minutes(60)}, {}),
    "agent": ({"agent_id": "legal-bot"}, {"agent_id": "legal-bot"}),
    "run": ({"run_id": "run-7"}, {"run_id": "run-7"}),
    "tag": ({"tags": (("legal",),)}, {"keywords": ["Legal"]}),
    "metadata": ({"metadata": (("desk", "legal"),)}, {"metadata": {"desk": "legal"}}),
}


@pytest.mark.parametrize("case", list(NARROW))
def test_narrow_filter_finds_its_few_matches_among_hundreds_of_better_ones(store, case):
    flt_fields, inside = NARROW[case]
    query = unit(1)
    crowd_fields = {"category": "ops", "team_id": "t-ops", "source": "slack"}
    with store.transaction([user_scope("alice")]) as tx:
        for i in range(300):  # better by vector (cosine 1) and by keyword (the term three times)
            tx.insert_memory(memory(f"crowd {i}", when=minutes(120 + i), **crowd_fields), query,
                             ["budget", "budget", "budget"])
        few = [memory(f"few {i}", when=minutes(i), **{**crowd_fields, **inside}) for i in range(3)]
        for i, m in enumerate(few):
            tx.insert_memory(m, unit(1, 1 + i), ["budget", "legal", "contract", "draft", "review", f"x{i}"])
    flt = MemoryFilter("alice", **flt_fields)
    expected = {m.id for m in few}
    assert set(ids_of(store.nearest(flt, query, 5))) == expected
    found = by_id(store.search(flt, vector=query, terms=["budget"], k=5))
    assert set(found) == expected
    assert all(c.cosine is not None and c.keyword_rank is not None for c in found.values())
    assert set(by_id(store.search(flt, vector=None, terms=["budget"], k=5))) == expected
    page, total = store.list_memories(flt, limit=5)
    assert {m.id for m in page} == expected and total == 3


def test_nearest_returns_the_k_best_at_or_above_min_score_best_first(store):
    ms = [put_vec(store, memory(f"m{i}"), unit(1, i)) for i in range(5)]  # cosine with e0 falls with i
    hits = store.nearest(MemoryFilter("alice"), unit(1), 3)
    assert ids_of(hits) == [ms[0].id, ms[1].id, ms[2].id]
    np.testing.assert_allclose([s for _, s in hits], [float(unit(1, i) @ unit(1)) for i in range(3)], atol=1e-5)
    threshold = float(unit(1, 1) @ unit(1))
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5, min_score=threshold - 1e-6)) == \
        [ms[0].id, ms[1].id]
    assert store.nearest(MemoryFilter("carol"), unit(1), 3) == []


# --- search: union, cosines, keyword ranks ---------------------------------------------------------------------
def test_keyword_search_matches_exactly_the_terms_passed(store):
    ko = put_vec(store, memory("캠페인 예산"), unit(1), ["캠페인", "예산"])
    en = put_vec(store, memory("budget review"), unit(1), ["budget", "review"])
    put_vec(store, memory("budgeting"), unit(1), ["budgeting"])  # a longer word is another term
    put_vec(store, memory("캠페인을"), unit(1), ["캠페인을"])  # so is an unstripped Korean form
    put_vec(store, memory("campaign"), unit(1), ["campaign"])
    found = store.search(MemoryFilter("alice"), vector=None, terms=["캠페인", "budget"], k=10)
    assert set(by_id(found)) == {ko.id, en.id}
    assert all(c.cosine is None and c.keyword_rank is not None for c in found)
    assert store.search(MemoryFilter("alice"), vector=None, terms=["예산"], k=10)[0].memory.id == ko.id


def test_keyword_rank_is_higher_for_a_better_match(store):
    for i in range(6):  # documents without the terms, so both terms are informative
        put_vec(store, memory(f"filler {i}"), unit(1), [f"filler{i}", "other", "words", "here"])
    both = put_vec(store, memory("both terms"), unit(1), ["budget", "campaign", "alpha", "beta"])
    one = put_vec(store, memory("one term"), unit(1), ["budget", "gamma", "delta", "epsilon"])
    found = by_id(store.search(MemoryFilter("alice"), vector=None, terms=["budget", "campaign"], k=10))
    assert set(found) == {both.id, one.id}
    assert found[both.id].keyword_rank > found[one.id].keyword_rank


def test_search_is_the_union_of_vector_and_keyword_pools(store):
    near = [put_vec(store, memory(f"near {i}"), unit(1, 0.1 * i), ["near"]) for i in range(2)]
    worded = [put_vec(store, memory(f"worded {i}"), unit(0, 1, 0.1 * i), ["budget", "budget"]) for i in range(2)]
    weak = put_vec(store, memory("weak"), unit(0, 1), ["budget", "a", "b", "c", "d", "e", "f", "g"])  # 3rd by rank
    far = put_vec(store, memory("far"), unit(0, 0, 1), ["nothing"])
    found = by_id(store.search(MemoryFilter("alice"), vector=unit(1), terms=["budget"], k=2))
    assert set(found) == {*(m.id for m in near), *(m.id for m in worded)}
    assert far.id not in found and weak.id not in found
    for i, m in enumerate(near):
        assert found[m.id].keyword_rank is None
        assert found[m.id].cosine == pytest.approx(float(unit(1, 0.1 * i) @ unit(1)), abs=1e-5)
    for i, m in enumerate(worded):  # keyword-only matches still carry their cosine
        assert found[m.id].keyword_rank is not None
        assert found[m.id].cosine == pytest.approx(float(unit(0, 1, 0.1 * i) @ unit(1)), abs=1e-5)


def test_search_gives_cosines_to_keyword_matches_outside_the_vector_index(store):
    old = put_vec(store, memory("old budget", status=SUPERSEDED), unit(1, 1), ["budget"])
    put_vec(store, memory("current"), unit(1), ["current"])
    flt = MemoryFilter("alice", statuses=(ACTIVE, SUPERSEDED))
    found = by_id(store.search(flt, vector=unit(1), terms=["budget"], k=5))
    assert found[old.id].keyword_rank is not None
    assert found[old.id].cosine == pytest.approx(float(unit(1, 1) @ unit(1)), abs=1e-5)
    other_model = put_vec(store, memory("legacy budget", embedding_model="old-model"), unit(1), ["budget"])
    found = by_id(store.search(flt, vector=unit(1), terms=["budget"], k=5))
    assert found[other_model.id].cosine is None  # no vector of this store's model


# --- listing and threads -------------------------------------------------------------------------------------------
def test_list_memories_pages_most_recently_updated_first_with_the_total(store, embedder):
    ms = [memory(f"m{i}", when=minutes(i)) for i in (3, 1, 4, 0, 2)]
    put(store, embedder, *ms, memory("bob", user="bob"), memory("gone", status=DELETED, when=minutes(9)))
    newest_first = [m.id for m in sorted(ms, key=lambda m: m.updated_at, reverse=True)]
    pages = [store.list_memories(MemoryFilter("alice"), limit=2, offset=o) for o in (0, 2, 4, 6)]
    assert [[m.id for m in page] for page, _ in pages] == [newest_first[:2], newest_first[2:4], newest_first[4:], []]
    assert {total for _, total in pages} == {5}


def test_shared_partitions_are_read_beside_the_user_and_listed_as_team_partitions(store, embedder):
    """A team reader's filter: the user's partition and a team's (``team:<team>``), one search over both,
    narrowed by team; author and log actor round-trip; the team partitions are listed, nothing else."""
    mine = memory("alice billing postgres private note", team_id="eng")
    shared = memory("team billing postgres shared decision", user="team:eng", team_id="eng", author_id="alice")
    other = memory("ops billing postgres shared decision", user="team:ops", team_id="ops", author_id="bob")
    personal = memory("alice billing postgres personal", team_id=None)
    put(store, embedder, mine, shared, other, personal, memory("bob billing postgres", user="bob"))
    assert store.team_partitions() == ["team:eng", "team:ops"]
    assert store.get_memory(shared.id).author_id == "alice" and store.get_memory(mine.id).author_id is None
    reader = MemoryFilter("alice", shared=("team:eng",), teams=("eng",))
    page, total = store.list_memories(reader, limit=10)
    assert {m.id for m in page} == {mine.id, shared.id} and total == 2
    found = store.search(reader, vector=embedder.vec("billing postgres"), terms=["billing", "postgres"], k=10)
    assert {c.memory.id for c in found} == {mine.id, shared.id}
    assert all(c.cosine is not None and c.keyword_rank is not None for c in found)
    near = store.nearest(reader, embedder.vec("billing postgres"), 10)
    assert {i for i, _ in near} == {mine.id, shared.id}
    unnarrowed = MemoryFilter("alice", shared=("team:eng", "team:ops"))
    assert {i for i, _ in store.nearest(unnarrowed, embedder.vec("billing postgres"), 10)} == {
        mine.id, shared.id, other.id, personal.id}
    assert all(reader.admits(m) for m in page) and not reader.admits(other) and not reader.admits(personal)
    entry = log_entry(user="team:eng").model_copy(update={"team_id": "eng", "actor_id": "alice"})
    store.write_log(entry)
    store.write_log(log_entry(user="alice"))
    got = store.query_log(LogFilter(user_id="alice", shared=("team:eng",), teams=("eng",)))
    assert [(e.id, e.actor_id, e.team_id) for e in got] == [(entry.id, "alice", "eng")]
    assert len(store.query_log(LogFilter(user_id="alice", shared=("team:eng",)))) == 2


def test_latest_in_thread_is_the_newest_active_memory_of_that_team(store, embedder):
    personal_old = memory("p old", thread_id="T", when=minutes(1))
    personal_new = memory("p new", thread_id="T", when=minutes(2))
    team = memory("team", thread_id="T", team_id="t1", when=minutes(3))
    put(store, embedder, personal_new, personal_old, team,
        memory("superseded newest", thread_id="T", when=minutes(9), status=SUPERSEDED),
        memory("other thread", thread_id="U", when=minutes(8)),
        memory("bob's", user="bob", thread_id="T", when=minutes(7)))
    assert store.latest_in_thread("alice", "T").id == personal_new.id
    assert store.latest_in_thread("alice", "T", "t1").id == team.id
    assert store.latest_in_thread("alice", "T", "t2") is None
    assert store.latest_in_thread("alice", "none") is None


def test_update_in_place_changes_plain_fields_without_a_new_version(store):
    m = put_vec(store, memory("quarterly budget", keywords=["old"], category="misc", importance=0.2,
                              metadata={"a": 1}), unit(1), ["oldterm"])
    edited = m.model_copy(update={"keywords": ["budget", "q3"], "category": "finance", "importance": 0.9,
                                  "metadata": {"a": 2, "b": [1]}, "updated_at": minutes(30)})
    with store.transaction([user_scope("alice")]) as tx:
        tx.update_in_place(edited, ["newterm"])
    assert store.get_memory(m.id) == edited
    assert [v.id for v in store.lineage(m.lineage_id)] == [m.id] and store.count_memories() == 1
    assert set(by_id(store.search(MemoryFilter("alice"), vector=None, terms=["newterm"], k=5))) == {m.id}
    assert store.search(MemoryFilter("alice"), vector=None, terms=["oldterm"], k=5) == []
    np.testing.assert_allclose(store.vectors_for([m.id])[m.id], unit(1), atol=1e-6)


def test_update_in_place_without_terms_keeps_the_keyword_terms(store):
    m = put_vec(store, memory("note"), unit(1), ["keepme"])
    with store.transaction([user_scope("alice")]) as tx:
        tx.update_in_place(m.model_copy(update={"importance": 0.8, "updated_at": minutes(5)}), None)
    assert store.get_memory(m.id).importance == 0.8
    assert set(by_id(store.search(MemoryFilter("alice"), vector=None, terms=["keepme"], k=5))) == {m.id}


# --- edges ------------------------------------------------------------------------------------------------------
def test_edges_are_listed_for_both_ends_and_removed_with_a_time(store, embedder):
    a, b, c = put(store, embedder, memory("a"), memory("b"), memory("c"))
    ab, ca, bc = edge(a, b), edge(c, a, EdgeType.UPDATES), edge(b, c)
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_edges([ab, ca, bc])
    assert {e.id: e for e in store.edges_of(a.id)} == {ab.id: ab, ca.id: ca}
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.remove_edges_of(a.id, minutes(5)) == 2
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.remove_edges_of(a.id, minutes(9)) == 0  # already removed
    assert {e.id: e.removed_at for e in store.edges_of(a.id)} == {ab.id: minutes(5), ca.id: minutes(5)}
    assert [e.removed_at for e in store.edges_of(c.id) if e.id == bc.id] == [None]


# --- decision log -----------------------------------------------------------------------------------------------
def test_query_log_filters_and_orders_newest_first(store):
    entries = [log_entry(when=minutes(1)), log_entry(decision=Operation.UPDATE, when=minutes(3), score=0.9),
               log_entry(user="bob", when=minutes(2)), log_entry(decision=Operation.SKIP, when=minutes(5), score=0.97),
               log_entry(when=minutes(4), related=["mem_x", "mem_y"])]
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        for e in entries:
            tx.insert_log(e)
    ids = lambda flt, **kw: [e.id for e in store.query_log(flt, **kw)]  # noqa: E731
    e1, e2, e3, e4, e5 = (e.id for e in entries)
    assert store.query_log(LogFilter(), limit=1) == [entries[3]]  # round trip, newest first
    assert ids(LogFilter()) == [e4, e5, e2, e3, e1]
    assert ids(LogFilter(user_id="alice")) == [e4, e5, e2, e1]
    assert ids(LogFilter(decision="create")) == [e5, e3, e1]
    assert ids(LogFilter(since=minutes(3))) == [e4, e5, e2]  # inclusive
    assert ids(LogFilter(until=minutes(3))) == [e2, e3, e1]  # inclusive
    assert ids(LogFilter(user_id="alice", since=minutes(2), until=minutes(4))) == [e5, e2]
    assert ids(LogFilter(), limit=2) == [e4, e5]


def test_log_stats_aggregates_what_the_filter_admits(store):
    entries = [log_entry(when=minutes(i), ms=10.0) for i in range(16)]
    entries += [log_entry(when=minutes(20), ms=500.0, related=["mem_a"]),
                log_entry(decision=Operation.UPDATE, when=minutes(21), ms=500.0, score=0.8),
                log_entry(decision=Operation.UPDATE, when=minutes(22), ms=10.0, score=0.6),
                log_entry(decision=Operation.UPDATE, status=LogStatus.ERROR, when=minutes(23), ms=10.0, score=0.1)]
    entries.append(log_entry(user="bob", when=minutes(30), ms=1000.0, score=0.99))
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        for e in entries:
            tx.insert_log(e)
    stats = store.log_stats(LogFilter(user_id="alice"))
    assert stats.counts == {("create", "success"): 17, ("update", "success"): 2, ("update", "error"): 1}
    assert stats.mean_score == pytest.approx({"update": 0.7})  # successes only
    assert stats.with_links == 1
    assert stats.mean_ms == pytest.approx((18 * 10.0 + 2 * 500.0) / 20)
    assert stats.p95_ms == pytest.approx(500.0)  # the top 10% are 500 ms, whichever percentile method
    assert (stats.first_at, stats.last_at) == (minutes(0), minutes(23))
    assert store.log_stats(LogFilter()).counts[("create", "success")] == 18
    assert store.log_stats(LogFilter(since=minutes(21), until=minutes(22))).counts == {("update", "success"): 2}
    empty = store.log_stats(LogFilter(user_id="carol"))
    assert (empty.counts, empty.mean_ms, empty.p95_ms, empty.first_at, empty.with_links) == ({}, None, None, None, 0)


# --- conflicts, people, entities ---------------------------------------------------------------------------------
def test_conflicts_round_trip_and_filter_by_user_and_status(store):
    open_person = conflict(when=minutes(1))
    resolved = conflict(status="resolved", when=minutes(2), existing="Seoul", incoming="Busan", field="city")
    bobs = conflict(user="bob", when=minutes(3))
    memory_kind = conflict(kind="memory", field="content", existing=None, incoming=None, when=minutes(4))
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        for c in (open_person, resolved, bobs, memory_kind):
            tx.insert_conflict(c)
    mine = store.list_conflicts(user_id="alice")
    assert {c.id: c for c in mine} == {c.id: c for c in (open_person, resolved, memory_kind)}
    assert {c.id for c in store.list_conflicts(user_id="alice", status="open")} == {open_person.id, memory_kind.id}
    assert [c.id for c in store.list_conflicts(status="resolved")] == [resolved.id]
    assert len(store.list_conflicts()) == 4 and len(store.list_conflicts(limit=2)) == 2



def test_set_conflict_status_settles_an_open_conflict_once(store):
    c, bobs = conflict(when=minutes(1)), conflict(user="bob", when=minutes(2))
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        tx.insert_conflict(c)
        tx.insert_conflict(bobs)
    assert store.get_conflict(c.id) == c and store.get_conflict("conflict_missing") is None
    with pytest.raises(Boom):  # a rolled-back resolution leaves the conflict open
        with store.transaction([user_scope("alice")]) as tx:
            assert tx.set_conflict_status(c.id, "resolved", only_if="open") is True
            raise Boom
    assert store.get_conflict(c.id).status == "open"
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.set_conflict_status(c.id, "resolved", only_if="open") is True
        assert tx.set_conflict_status(c.id, "resolved", only_if="open") is False  # already settled
        assert tx.set_conflict_status("conflict_missing", "resolved", only_if="open") is False
    assert store.get_conflict(c.id) == c.model_copy(update={"status": "resolved"})
    assert store.get_conflict(bobs.id).status == "open"  # only that conflict changed
    assert [x.id for x in store.list_conflicts(status="resolved")] == [c.id]
    with store.transaction([user_scope("alice")]) as tx:  # without only_if the status is simply set
        assert tx.set_conflict_status(c.id, "open") is True
    assert store.get_conflict(c.id).status == "open"


def outbox_event(n: int = 0, *, user: str = "alice") -> OutboxEvent:
    return OutboxEvent(id=new_id("evt"), event=CONFLICT_RECORDED, user_id=user, created_at=minutes(n),
                       payload={"event": CONFLICT_RECORDED, "conflict": {"id": f"cfl_{n}", "kind": "person"}})


def test_outbox_keeps_nothing_until_enabled_then_commits_with_the_transaction(store):
    outbox = store.outbox()
    assert outbox.enabled is False
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.enqueue_event(outbox_event(0)) is False  # no webhook: nothing is queued
    assert outbox.list() == []
    committed: list[list[str]] = []
    outbox.enable(on_commit=lambda events: committed.append([e.id for e in events]))
    assert outbox.enabled is True
    with pytest.raises(Boom):
        with store.transaction([user_scope("alice")]) as tx:
            assert tx.enqueue_event(outbox_event(1)) is True
            raise Boom
    assert outbox.list() == [] and committed == []  # rolled back with the transaction, never handed on
    kept, undone, second = outbox_event(2), outbox_event(3), outbox_event(4)
    with store.transaction([user_scope("alice")]) as tx:
        tx.enqueue_event(kept)
        with pytest.raises(Boom):
            with tx.savepoint():  # one item of a batch fails: its event goes with it
                tx.enqueue_event(undone)
                raise Boom
        tx.enqueue_event(second)
    assert committed == [[kept.id, second.id]]
    assert outbox.list() == [kept, second]


def test_outbox_leases_retries_gives_up_and_forgets_delivered_events(store):
    outbox = store.outbox()
    outbox.enable()
    a, b, c = outbox_event(0), outbox_event(1), outbox_event(2, user="bob")
    with store.transaction([user_scope("alice"), user_scope("bob")]) as tx:
        for e in (a, b, c):
            tx.enqueue_event(e)
    now = minutes(10)
    taken = outbox.take(now, minutes(11), ids=[b.id])
    assert [e.id for e in taken] == [b.id] and taken[0].next_attempt_at == minutes(11)
    assert [e.id for e in outbox.take(now, minutes(11))] == [a.id, c.id]  # oldest first, b is leased
    assert outbox.take(now, minutes(11)) == [] and outbox.take(now, minutes(11), ids=[]) == []
    assert [e.id for e in outbox.take(minutes(11), minutes(12), limit=1)] == [a.id]  # leases ran out
    outbox.retry_at(b.id, minutes(30), attempts=5, error="connection refused")
    outbox.retry_at(c.id, None, attempts=1)  # given back: due at once
    outbox.give_up(a.id, attempts=2, error="410 Gone")
    outbox.delivered("evt_missing")  # unknown ids change nothing
    assert [e.id for e in outbox.take(minutes(12), minutes(13))] == [c.id]
    outbox.delivered(c.id)
    rest = {e.id: e for e in outbox.list()}
    assert set(rest) == {a.id, b.id}
    assert (rest[a.id].status, rest[a.id].attempts, rest[a.id].last_error) == ("failed", 2, "410 Gone")
    assert (rest[b.id].status, rest[b.id].attempts, rest[b.id].next_attempt_at) == ("pending", 5, minutes(30))
    assert rest[b.id].payload == b.payload and rest[b.id].created_at == b.created_at
    assert [e.id for e in outbox.list(status="failed")] == [a.id]
    assert outbox.take(minutes(29), minutes(40)) == []  # a failed event is never taken again
    assert [e.id for e in outbox.take(minutes(30), minutes(40))] == [b.id]


def test_outbox_events_are_shared_with_other_store_objects(store, other_store):
    store.outbox().enable()
    e = outbox_event(0)
    with store.transaction([user_scope("alice")]) as tx:
        tx.enqueue_event(e)
    assert [x.id for x in other_store.outbox().list()] == [e.id]  # committed: another process sees it
    assert [x.id for x in store.outbox().take(minutes(1), minutes(5))] == [e.id]
    assert other_store.outbox().take(minutes(1), minutes(5)) == []  # leased to the first sender
    assert [x.id for x in other_store.outbox().take(minutes(6), minutes(7))] == [e.id]

def test_people_are_found_by_email_name_or_alias(store):
    kim = person("김철수", emails=["Chulsoo.Kim@Example.test"], aliases=["Chulsoo Kim", "CK"], organization="Acme")
    with store.transaction([user_scope("alice")]) as tx:
        tx.save_person(kim)
        tx.save_person(person("Other", user="bob", emails=["chulsoo.kim@example.test"]))
    assert store.get_person(kim.id) == kim
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.find_person("alice", ["chulsoo.kim@example.test"], "nobody").id == kim.id
        assert tx.find_person("alice", [], "김철수").id == kim.id
        assert tx.find_person("alice", [], "chulsoo kim").id == kim.id
        assert tx.find_person("alice", ["x@example.test"], "Lee") is None
        moved = kim.model_copy(update={"aliases": [*kim.aliases, "Kim C."], "organization": "Globex",
                                       "previous_organizations": ["Acme"], "updated_at": minutes(5)})
        tx.save_person(moved)
        assert tx.find_person("alice", [], "kim c.").id == kim.id
    assert store.get_person(kim.id) == moved
    assert store.get_person("person_missing") is None


def test_entities_are_found_by_name_or_alias(store):
    beta = entity("Beta Corp", aliases=["Beta", "베타"])
    with store.transaction([user_scope("alice")]) as tx:
        tx.save_entity(beta)
        tx.save_entity(entity("Beta Corp", user="bob"))
    assert store.get_entity(beta.id) == beta
    with store.transaction([user_scope("alice")]) as tx:
        assert tx.find_entity("alice", ["베타"]).id == beta.id
        assert tx.find_entity("alice", ["unknown", "BETA CORP"]).id == beta.id
        assert tx.find_entity("alice", ["Gamma"]) is None
        tx.save_entity(beta.model_copy(update={"aliases": ["Beta", "베타", "BC"], "updated_at": minutes(1)}))
        assert tx.find_entity("alice", ["bc"]).id == beta.id
    assert store.get_entity(beta.id).aliases == ["Beta", "베타", "BC"]
    assert store.get_entity("entity_missing") is None


# --- keyword index maintenance ----------------------------------------------------------------------------------
def test_rebuild_keyword_index_replaces_terms_and_records_the_version(store):
    assert store.keyword_index_version() is None
    a = put_vec(store, memory("a", category="finance"), unit(1), ["stale"])
    b = put_vec(store, memory("b", category="legal"), unit(1), ["stale"])
    s = put_vec(store, memory("s", category="finance", status=SUPERSEDED), unit(1), ["stale"])
    progress: list[int] = []
    n = store.rebuild_keyword_index("terms-test", lambda m: ["fresh", m.category], progress.append)
    assert n == 3 and sum(progress) == 3
    assert store.keyword_index_version() == "terms-test"
    every = MemoryFilter("alice", statuses=ALL_STATUSES)
    assert store.search(every, vector=None, terms=["stale"], k=10) == []
    assert set(by_id(store.search(every, vector=None, terms=["fresh"], k=10))) == {a.id, b.id, s.id}
    assert set(by_id(store.search(every, vector=None, terms=["legal"], k=10))) == {b.id}
    assert store.rebuild_keyword_index("terms-test-2", lambda m: ["again"]) == 3  # a rerun starts over
    assert store.keyword_index_version() == "terms-test-2"
    assert store.search(every, vector=None, terms=["fresh"], k=10) == []


# --- ingest ledger ----------------------------------------------------------------------------------------------
def test_ledger_records_items_and_cursor_inside_the_transaction(store):
    ledger = store.ingest_ledger()
    with store.transaction([user_scope("alice")]) as tx:
        ledger.record(tx, "alice", "gmail", [("k1", ["mem_1"]), ("k2", [])], ("inbox", {"after": 5, "ids": ["x"]}))
    assert ledger.seen("alice", "gmail", ["k1", "k2", "k3"]) == {"k1", "k2"}
    assert ledger.seen("alice", "slack", ["k1"]) == set()
    assert ledger.seen("bob", "gmail", ["k1"]) == set()
    assert ledger.cursor("alice", "gmail", "inbox") == {"after": 5, "ids": ["x"]}
    assert ledger.cursor("alice", "gmail", "sent") is None
    with store.transaction([user_scope("alice")]) as tx:
        ledger.record(tx, "alice", "gmail", [("k3", ["mem_3"])], ("inbox", {"after": 9}))
    assert ledger.cursor("alice", "gmail", "inbox") == {"after": 9}
    assert ledger.seen("alice", "gmail", ["k1", "k3"]) == {"k1", "k3"}


def test_ledger_record_rolls_back_with_the_transaction(store):
    ledger = store.ingest_ledger()
    with pytest.raises(Boom):
        with store.transaction([user_scope("alice")]) as tx:
            ledger.record(tx, "alice", "gmail", [("k1", [])], ("inbox", {"after": 1}))
            raise Boom
    assert ledger.seen("alice", "gmail", ["k1"]) == set()
    assert ledger.cursor("alice", "gmail", "inbox") is None


def test_ledger_forget_drops_one_scope_or_all(store):
    ledger = store.ingest_ledger()
    with store.transaction([user_scope("alice")]) as tx:
        for scope in ("inbox", "sent"):
            ledger.record(tx, "alice", "gmail", [(f"{scope}-1", [])], (scope, {"n": 1}))
        ledger.record(tx, "alice", "slack", [], ("C1", {"n": 2}))
    ledger.forget("alice", "gmail", "inbox")
    assert ledger.cursor("alice", "gmail", "inbox") is None
    assert ledger.cursor("alice", "gmail", "sent") == {"n": 1}
    ledger.forget("alice", "gmail")
    assert ledger.cursor("alice", "gmail", "sent") is None
    assert ledger.cursor("alice", "slack", "C1") == {"n": 2}
    assert ledger.seen("alice", "gmail", ["inbox-1"]) == {"inbox-1"}  # the item ledger stays


def test_ledger_active_for_item_matches_its_ref_forms_only(store, embedder):
    def m(ref: str, **kw) -> Memory:
        return memory(f"from {ref}", source="gmail", source_ref=ref, **kw)

    mine = [m("msg_1"), m("msg_1#0"), m("msg_1#1"), m("msg_1@2")]
    others = [m("msg_10"), m("msgX1#0"), m("msg_1x"), m("msg_1#2", status=SUPERSEDED),
              memory("other source", source="slack", source_ref="msg_1"), m("msg_1#3", user="bob")]
    put(store, embedder, *mine, *others)
    assert set(store.ingest_ledger().active_for_item("alice", "gmail", "msg_1")) == {x.id for x in mine}
    assert store.ingest_ledger().active_for_item("alice", "gmail", "msg_9") == []


def test_ledger_thread_of_ref(store, embedder):
    put(store, embedder, memory("a", source="gmail", source_ref="m_1#0", thread_id="T1"),
        memory("b", source="gmail", source_ref="m_2", thread_id=None),
        memory("c", source="slack", source_ref="m_3", thread_id="T3"))
    ledger = store.ingest_ledger()
    assert ledger.thread_of_ref("alice", "gmail", "m_1") == "T1"
    assert ledger.thread_of_ref("alice", "gmail", "m_1#0") == "T1"
    assert ledger.thread_of_ref("alice", "gmail", "m_2") is None
    assert ledger.thread_of_ref("alice", "gmail", "m_3") is None  # another source
    assert ledger.thread_of_ref("bob", "gmail", "m_1") is None


def test_ledger_memories_for_refs_follows_lineages_to_their_active_version(store, embedder):
    r1_v1 = memory("r1 v1", source="gmail", source_ref="r1", status=SUPERSEDED)
    r1_v2 = memory("r1 v2", source="gmail", source_ref="r9", lineage_id=r1_v1.id, version=2,
                   previous_version_id=r1_v1.id)
    r2 = memory("r2 gone", source="gmail", source_ref="r2", status=DELETED)
    r3 = memory("r3", source="gmail", source_ref="r3")
    put(store, embedder, r1_v1, r1_v2, r2, r3, memory("bob r3", user="bob", source="gmail", source_ref="r3"))
    got = store.ingest_ledger().memories_for_refs("alice", "gmail", ["r1", "r2", "r3", "r404"])
    assert got == {"r1": r1_v2.id, "r2": r2.id, "r3": r3.id}


def test_ledger_thread_latest_is_the_newest_active_memory_per_thread(store, embedder):
    newest = memory("t1 newest", thread_id="T1", when=minutes(5))
    t2 = memory("t2", thread_id="T2", when=minutes(1))
    put(store, embedder, newest, memory("t1 old", thread_id="T1", when=minutes(1)),
        memory("t1 mid", thread_id="T1", when=minutes(3)), t2,
        memory("t1 superseded", thread_id="T1", when=minutes(9), status=SUPERSEDED),
        memory("bob t1", user="bob", thread_id="T1", when=minutes(10)))
    assert store.ingest_ledger().thread_latest("alice", ["T1", "T2", "T404"]) == {"T1": newest.id, "T2": t2.id}


# --- API keys ---------------------------------------------------------------------------------------------------
def test_api_keys_insert_find_list_touch_and_revoke_once(store):
    keys = store.api_keys()
    a1, a2, b1 = api_key(when=minutes(1)), api_key(team="t1", when=minutes(2)), api_key("bob", when=minutes(3))
    for k, h in ((a1, "h-a1"), (a2, "h-a2"), (b1, "h-b1")):
        keys.insert(k, h)
    assert keys.by_hash("h-a2") == a2 and keys.by_hash("h-none") is None
    assert keys.get(b1.id) == b1 and keys.get("key_missing") is None
    assert {k.id for k in keys.list("alice")} == {a1.id, a2.id}
    assert {k.id for k in keys.list()} == {a1.id, a2.id, b1.id}
    keys.touch(a1.id, minutes(10))
    assert keys.get(a1.id).last_used_at == minutes(10)
    revoked = keys.revoke(a1.id, minutes(20))
    assert revoked.revoked_at == minutes(20) and not revoked.active
    assert keys.revoke(a1.id, minutes(30)).revoked_at == minutes(20)  # the first revocation stands
    assert keys.by_hash("h-a1").revoked_at == minutes(20)
    assert keys.revoke("key_missing", minutes(30)) is None
    assert keys.get(a2.id).revoked_at is None


# --- locks and visibility across store objects -------------------------------------------------------------------
def _second_writer_waits(first, second) -> None:
    """``first`` holds a transaction on alice's scope; ``second`` must not enter its body on that scope
    until the first commits, and then sees the first one's write."""
    m = memory("written first")
    inside, release, entered = threading.Event(), threading.Event(), threading.Event()
    seen: dict[str, Memory] = {}

    def hold() -> None:
        with first.transaction([user_scope("alice")]) as tx:
            tx.insert_memory(m, unit(1), ["first"])
            inside.set()
            release.wait(10)

    def follow() -> None:
        with second.transaction([user_scope("alice")]) as tx:
            entered.set()
            seen.update(tx.get_memories([m.id]))
            seen["nearest"] = tx.nearest("alice", unit(1), 5, -1.0)  # type: ignore[assignment]

    holder = run_in_thread(hold)
    try:
        assert inside.wait(5)
        follower = run_in_thread(follow)
        assert not entered.wait(WAIT), "the second transaction ran while the first held the scope"
    finally:
        release.set()
    holder.join(10)
    follower.join(10)
    assert entered.is_set() and m.id in seen
    assert ids_of(seen["nearest"]) == [m.id]


def test_same_scope_transactions_run_one_after_the_other(store):
    _second_writer_waits(store, store)


def test_same_scope_transactions_run_one_after_the_other_across_connections(store, other_store):
    _second_writer_waits(store, other_store)


def _other_scope_entered(store, timeout: float) -> bool:
    """Whether a transaction on bob's scope enters its body within ``timeout`` while alice's is open."""
    inside, release, entered = threading.Event(), threading.Event(), threading.Event()

    def hold() -> None:
        with store.transaction([user_scope("alice")]):
            inside.set()
            release.wait(10)

    def other() -> None:
        with store.transaction([user_scope("bob")]):
            entered.set()

    holder = run_in_thread(hold)
    try:
        assert inside.wait(5)
        t = run_in_thread(other)
        result = entered.wait(timeout)
    finally:
        release.set()
    holder.join(10)
    t.join(10)
    assert entered.is_set()
    return result


def test_transaction_on_another_scope_is_not_blocked(store):
    if store.capabilities.database_wide_write_lock:
        pytest.skip("this backend's write lock is database-wide")
    assert _other_scope_entered(store, timeout=5.0)


def test_database_wide_write_lock_blocks_every_other_scope(store):
    if not store.capabilities.database_wide_write_lock:
        pytest.skip("this backend locks per scope")
    assert not _other_scope_entered(store, timeout=WAIT)


def _reads_while_writing(writer, reader) -> None:
    """A read outside any transaction returns while a write transaction is open, with committed data only."""
    committed = put_vec(writer, memory("committed"), unit(1), ["word"])
    pending = memory("pending")
    inside, release, done = threading.Event(), threading.Event(), threading.Event()
    results: dict[str, object] = {}

    def hold() -> None:
        with writer.transaction([user_scope("alice")]) as tx:
            tx.insert_memory(pending, unit(1), ["word"])
            inside.set()
            release.wait(10)

    def read() -> None:
        results["get"] = reader.get_memory(pending.id)
        results["count"] = reader.count_memories("alice")
        results["nearest"] = ids_of(reader.nearest(MemoryFilter("alice"), unit(1), 5))
        results["search"] = set(by_id(reader.search(MemoryFilter("alice"), vector=unit(1), terms=["word"], k=5)))
        done.set()

    holder = run_in_thread(hold)
    try:
        assert inside.wait(5)
        run_in_thread(read)
        assert done.wait(3), "a read waited for the open write transaction"
    finally:
        release.set()
        holder.join(10)
    assert results == {"get": None, "count": 1, "nearest": [committed.id], "search": {committed.id}}


def test_reads_on_another_connection_do_not_wait_for_a_writer(store, other_store):
    _reads_while_writing(store, other_store)


def test_reads_on_the_same_store_do_not_wait_for_a_writer(backend, store):
    if backend.open_other is None:
        pytest.skip(f"{backend.name}: one private connection (no concurrent reader can exist)")
    _reads_while_writing(store, store)


def test_writes_of_one_store_object_are_seen_by_another(store, other_store):
    a = put_vec(store, memory("from the first"), unit(1), ["shared"])
    assert ids_of(other_store.nearest(MemoryFilter("alice"), unit(1), 5)) == [a.id]  # loads its index
    b = put_vec(other_store, memory("from the second"), unit(1, 0.5), ["shared"])
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [a.id, b.id]
    with other_store.transaction([user_scope("alice")]) as tx:
        tx.set_status(a.id, DELETED, at=minutes(1), reason="gone")
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5)) == [b.id]
    assert store.get_memory(a.id).status is DELETED
    assert set(by_id(store.search(MemoryFilter("alice"), vector=None, terms=["shared"], k=5))) == {b.id}


# --- stable ids: a new version takes the memory's id, the old one is archived ----------------------------------
def test_archive_version_moves_the_row_and_the_next_version_takes_the_id(store, embedder):
    v1 = put_vec(store, memory("hosting on vercel"), unit(1), ["vercel"])
    other = put_vec(store, memory("unrelated"), unit(0, 1), ["unrelated"])
    link = edge(other, v1)
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_edges([link])
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5))[0] == v1.id  # index loaded before
    v2 = v1.model_copy(update={"content": "hosting on netlify", "version": 2, "previous_version_id": f"{v1.id}@v1",
                               "updated_at": minutes(5)})
    with store.transaction([user_scope("alice")]) as tx:
        tx.archive_version(v1.id, f"{v1.id}@v1", superseded_by=v1.id)
        assert tx.get_memories([v1.id]) == {}  # the id is free until the next version takes it
        tx.insert_memory(v2, unit(0.2, 0, 1), ["netlify"])
        assert [(m.id, m.version) for m in tx.lineage(v1.id)] == [(f"{v1.id}@v1", 1), (v1.id, 2)]
        assert ids_of(tx.nearest("alice", unit(1), 5, 0.5)) == []  # the old vector no longer answers for it
    old = store.get_memory(f"{v1.id}@v1")
    assert (old.status, old.superseded_by, old.content, old.version) == (SUPERSEDED, v1.id, "hosting on vercel", 1)
    now = store.get_memory(v1.id)
    assert (now.status, now.content, now.version) == (ACTIVE, "hosting on netlify", 2)
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5, 0.5)) == []
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(0, 0, 1), 5, 0.5)) == [v1.id]
    assert set(by_id(store.search(MemoryFilter("alice"), vector=None, terms=["netlify"], k=5))) == {v1.id}
    assert store.search(MemoryFilter("alice"), vector=None, terms=["vercel"], k=5) == []
    archived = store.search(MemoryFilter("alice", statuses=(SUPERSEDED,)), vector=None, terms=["vercel"], k=5)
    assert set(by_id(archived)) == {f"{v1.id}@v1"}  # the old text stays findable as history
    assert [e.id for e in store.edges_of(v1.id)] == [link.id]  # edges stay with the memory


def test_a_rolled_back_new_version_leaves_the_memory_as_it_was(store):
    v1 = put_vec(store, memory("budget 30k"), unit(1), ["budget"])
    v2 = v1.model_copy(update={"content": "budget 40k", "version": 2, "previous_version_id": f"{v1.id}@v1"})
    with pytest.raises(Boom), store.transaction([user_scope("alice")]) as tx:
        tx.archive_version(v1.id, f"{v1.id}@v1", superseded_by=v1.id)
        tx.insert_memory(v2, unit(0, 1), ["budget"])
        raise Boom
    assert store.get_memory(v1.id).content == "budget 30k" and store.get_memory(f"{v1.id}@v1") is None
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5, 0.5)) == [v1.id]


def test_purge_leaves_an_audit_stub_and_no_text_anywhere(store, embedder):
    secret = "the acquisition of Globex closes on March 3"
    v1 = put_vec(store, memory(secret, title="Globex deal", summary="Globex acquisition", keywords=["globex"],
                               people=["Dan"]), unit(1), words(secret))
    keep = put_vec(store, memory("unrelated note about lunch"), unit(0, 1), ["lunch"])
    with store.transaction([user_scope("alice")]) as tx:
        tx.insert_edges([edge(keep, v1).model_copy(update={"evidence": f"quote: {secret}"})])
        tx.insert_conflict(conflict(kind="memory", existing=secret, incoming="closes in April").model_copy(
            update={"existing_id": v1.id}))
        tx.insert_log(log_entry().model_copy(update={"target_memory_id": v1.id, "reason": f"kept: {secret}",
                                                     "action": LogAction(type="update", updates={"summary": secret})}))
    with store.transaction([user_scope("alice")]) as tx:
        tx.purge_memories([v1.id], at=minutes(9), reason="user asked to forget")
    got = store.get_memory(v1.id)
    assert (got.status, got.content, got.title, got.summary, got.keywords, got.people) == (
        DELETED, "", None, None, [], [])
    assert got.delete_reason == "user asked to forget" and got.deleted_at == minutes(9)
    assert store.vectors_for([v1.id]) == {}
    for statuses in ((ACTIVE,), ALL_STATUSES):
        assert v1.id not in by_id(store.search(MemoryFilter("alice", statuses=statuses), vector=unit(1),
                                               terms=["globex", "acquisition"], k=5))
    assert ids_of(store.nearest(MemoryFilter("alice"), unit(1), 5, 0.5)) == []
    text = repr([e.model_dump() for e in store.edges_of(v1.id)])
    text += repr([c.model_dump() for c in store.list_conflicts(user_id="alice", status=None, limit=10)])
    text += repr([e.as_dict() for e in store.query_log(LogFilter(user_id="alice"), limit=10)])
    assert "Globex" not in text and "acquisition" not in text
    assert store.get_memory(keep.id).content == "unrelated note about lunch"  # nothing else touched


def test_purge_takes_the_forgotten_text_out_of_other_memories_log_reasons(store, embedder):
    """Another memory's entry that names the forgotten one (linked to it, a duplicate of it, merged into it)
    quoted it in its reason ("different subjects: bluefin vs osprey", a walk); the reason goes, its ids stay."""
    gone = put_vec(store, memory("Project Bluefin uses Jira for sprint planning"), unit(1), ["bluefin", "jira"])
    kept = put_vec(store, memory("Project Osprey uses Jira for sprint planning"), unit(0, 1), ["osprey", "jira"])
    other = put_vec(store, memory("lunch is at noon"), unit(0, 0, 1), ["lunch"])
    linked = log_entry().model_copy(update={"input_memory_id": kept.id, "reason": "different subjects: bluefin vs osprey",
                                            "action": LogAction(type="create", related_memory_ids=[gone.id])})
    duplicate = log_entry(decision=Operation.SKIP).model_copy(update={
        "input_memory_id": kept.id, "reason": "same as the Bluefin note",
        "action": LogAction(type="skip", duplicate_of_id=gone.id)})
    unrelated = log_entry().model_copy(update={"input_memory_id": other.id, "reason": "new: lunch at noon",
                                               "action": LogAction(type="create", related_memory_ids=[kept.id])})
    with store.transaction([user_scope("alice")]) as tx:
        for entry in (linked, duplicate, unrelated):
            tx.insert_log(entry)
    with store.transaction([user_scope("alice")]) as tx:
        tx.purge_memories([gone.id], at=minutes(9), reason="user asked to forget")
    log = {e.id: e for e in store.query_log(LogFilter(user_id="alice"), limit=10)}
    assert "bluefin" not in repr([e.as_dict() for e in log.values()]).lower()
    assert log[linked.id].input_memory_id == kept.id and log[linked.id].action.related_memory_ids == [gone.id]
    assert log[duplicate.id].action.duplicate_of_id == gone.id
    assert log[unrelated.id].reason == "new: lunch at noon"  # an entry that does not name it is untouched


def test_every_record_can_be_listed_for_a_copy(store, embedder):
    """What ``mnemo migrate`` reads: every edge, person, entity, key (with its hash) and ledger row, whoever
    owns them, in id order."""
    a, b = put(store, embedder, memory("one"), memory("two", user="bob"))
    edges = [edge(a, b), edge(b, a, EdgeType.SUPERSEDES)]
    people = [person("Kim Minji", emails=["m@x.org"]), person("Dan", user="team:eng")]
    things = [entity("Acme"), entity("Vercel", user="bob")]
    with store.transaction([user_scope("alice"), user_scope("bob"), user_scope("team:eng")]) as tx:
        tx.insert_edges(edges)
        for p in people:
            tx.save_person(p)
        for e in things:
            tx.save_entity(e)
        store.ingest_ledger().record(tx, "alice", "slack", [("k1", [a.id]), ("k2", [])], ("/x", {"after": 3}))
        store.ingest_ledger().record(tx, "team:eng", "github", [("k9", [b.id])], None)
    assert [e.id for e in store.iter_edges()] == sorted(e.id for e in edges)
    assert [(p.id, p.name) for p in store.iter_people()] == sorted((p.id, p.name) for p in people)
    assert [(e.id, e.name) for e in store.iter_entities()] == sorted((e.id, e.name) for e in things)
    key = api_key(team="eng").model_copy(update={"role": "admin"})
    store.api_keys().insert(key, "hash-1")
    assert list(store.api_keys().export()) == [(key, "hash-1")]
    items, cursors = store.ingest_ledger().export()
    assert sorted(items) == [("alice", "slack", "k1", [a.id]), ("alice", "slack", "k2", []),
                             ("team:eng", "github", "k9", [b.id])]
    assert cursors == [("alice", "slack", "/x", {"after": 3})]


def test_thread_order_lists_a_threads_active_memories_in_write_order_with_cosines(store, embedder):
    first = memory("first turn", thread_id="T", when=minutes(1))
    second = memory("second turn", thread_id="T", when=minutes(2))
    third = memory("third turn", thread_id="T", when=minutes(3))
    put(store, embedder, first, second, third,
        memory("an older version", thread_id="T", when=minutes(4), status=SUPERSEDED),
        memory("deleted turn", thread_id="T", when=minutes(5), status=DELETED),
        memory("other thread", thread_id="U", when=minutes(2)),
        bobs := memory("bob's turn", user="bob", thread_id="T", when=minutes(2)))
    q = embedder.vec("second turn")
    got = store.thread_order(MemoryFilter("alice"), ["T", "missing"], q)
    assert list(got) == ["T"]
    assert [mid for mid, _ in got["T"]] == [first.id, second.id, third.id]
    cos = dict(got["T"])
    assert cos[second.id] == pytest.approx(1.0, abs=1e-5) and cos[first.id] < cos[second.id]
    assert [mid for mid, _ in store.thread_order(MemoryFilter("bob"), ["T"], None)["T"]] == [bobs.id]
    assert store.thread_order(MemoryFilter("alice"), [], q) == {}
    assert all(c == 0.0 for _, c in store.thread_order(MemoryFilter("alice"), ["T"], None)["T"])


# --- upkeep (docs/lifecycle.md): re-embedding, log retention, the jobs' runs ----------------------------------
def test_set_vector_replaces_a_versions_embedding_and_its_model(store, embedder):
    m = put_vec(store, memory("staging database host", embedding_model="old-model"), unit(0, 1), words("staging"))
    assert store.nearest(MemoryFilter(user_id="alice"), unit(1, 0), 5) == []  # another model: not compared
    with store.transaction([user_scope("alice")]) as tx:
        tx.set_vector(m.id, unit(1, 0), MODEL)
    assert store.get_memory(m.id).embedding_model == MODEL
    assert np.allclose(store.vectors_for([m.id])[m.id], unit(1, 0))
    [(found, cos)] = store.nearest(MemoryFilter(user_id="alice"), unit(1, 0), 5)
    assert found == m.id and cos == pytest.approx(1.0, abs=1e-5)


def test_prune_log_drops_only_older_entries(store):
    old, new = log_entry(when=minutes(0)), log_entry(when=minutes(60))
    for e in (old, new):
        store.write_log(e)
    with store.transaction() as tx:
        assert tx.prune_log(minutes(30)) == 1
    assert [e.id for e in store.query_log(LogFilter())] == [new.id]


def test_job_runs_claim_renew_finish_and_history(store):
    jobs = store.job_runs()
    t = minutes(0)
    run = jobs.claim("compaction", t, t + timedelta(minutes=10))
    assert run is not None
    assert jobs.claim("compaction", t + timedelta(minutes=5), t + timedelta(minutes=15)) is None  # held
    assert jobs.claim("tags", t, t + timedelta(minutes=10)) is not None  # another job is free
    assert jobs.renew(run, t + timedelta(minutes=20), now=t + timedelta(minutes=6))
    assert jobs.claim("compaction", t + timedelta(minutes=12), t + timedelta(minutes=22)) is None  # renewed
    jobs.finish(run, t + timedelta(minutes=13), summary={"compacted": 3})
    assert not jobs.renew(run, t + timedelta(minutes=30), now=t + timedelta(minutes=14))  # ended: no longer held
    last = jobs.last_success("compaction")
    assert last is not None and last.id == run and last.summary == {"compacted": 3} and last.status == "done"
    dry = jobs.claim("compaction", t + timedelta(minutes=14), t + timedelta(minutes=24), dry_run=True)
    jobs.finish(dry, t + timedelta(minutes=15), summary={})
    failed = jobs.claim("compaction", t + timedelta(minutes=16), t + timedelta(minutes=26))
    jobs.finish(failed, t + timedelta(minutes=17), summary={}, error="boom")
    assert jobs.last_success("compaction").id == run  # a dry run or a failure is not a run of the job
    history = jobs.runs(job="compaction")
    assert [r.id for r in history] == [failed, dry, run] and history[0].error == "boom" and history[1].dry_run
    # a run that died frees the job when its lease ends
    stuck = jobs.claim("retention", t, t + timedelta(minutes=10))
    assert stuck and jobs.claim("retention", t + timedelta(minutes=11), t + timedelta(minutes=21)) is not None
    assert not jobs.renew(stuck, t + timedelta(minutes=30), now=t + timedelta(minutes=12))  # its hold lapsed


def test_web_sessions_and_answered_deliveries(store):
    sessions = store.sessions()
    t = minutes(0)
    sessions.open("hash-a", "key_1", t)
    sessions.open("hash-b", "key_2", t + timedelta(hours=1))
    got = sessions.get("hash-a")
    assert got is not None and got.key_id == "key_1" and got.created_at == t and got.seen_at == t
    assert sessions.get("hash-unknown") is None
    sessions.touch("hash-a", t + timedelta(hours=2))
    assert sessions.get("hash-a").seen_at == t + timedelta(hours=2) and sessions.get("hash-a").created_at == t
    with pytest.raises(Exception):  # an id is opened once
        sessions.open("hash-a", "key_9", t)
    assert sessions.count() == 2
    # idle since before 1:30 (b, seen at 1:00) or started before 0:30 (neither of the rest)
    assert sessions.expire(seen_before=t + timedelta(minutes=90), created_before=t - timedelta(days=1)) == 1
    assert sessions.get("hash-b") is None and sessions.get("hash-a") is not None
    sessions.close("hash-a")
    sessions.close("hash-a")  # closing twice is harmless
    assert sessions.count() == 0

    assert sessions.first_time("slack", "Ev1", t) is True
    assert sessions.first_time("slack", "Ev1", t + timedelta(minutes=1)) is False
    assert sessions.first_time("other", "Ev1", t) is True  # ids are per scope
    assert sessions.forget_events(t + timedelta(seconds=30)) == 2
    assert sessions.first_time("slack", "Ev1", t + timedelta(minutes=2)) is True  # forgotten: new again
