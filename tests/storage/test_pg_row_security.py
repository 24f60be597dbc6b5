"""Row-level security on PostgreSQL (migration 007): the application connects as a role without BYPASSRLS;
a request acting for a key sees and writes only its partitions, even through a query that names no user
at all; a session that acts for nobody sees nothing; the local operator (no key) sees every row."""

from __future__ import annotations

import secrets
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
from fastapi.testclient import TestClient

from mnemo.config import Settings
from mnemo.errors import InvalidInput, StorageError
from mnemo.interfaces.http import create_app
from mnemo.service import MemoryService

TEXT = ("Decision: the billing service moves to PostgreSQL 16 in March because the MySQL 5.7 license ends; "
        "owner {who}, rollback plan reviewed on Friday.")


@pytest.fixture
def app_url(pg_url, embedder):
    """``pg_url`` as an ordinary login role (no superuser, no BYPASSRLS) with the rights an app needs; the
    owner opened it first (migrations, the vector index), as an operator would."""
    MemoryService.open(Settings(db=pg_url), embedder=embedder).close()
    role, password = f"mnemo_app_{secrets.token_hex(4)}", secrets.token_hex(8)
    with psycopg.connect(pg_url, autocommit=True) as c:
        c.execute(f"CREATE ROLE {role} LOGIN PASSWORD '{password}' NOSUPERUSER NOBYPASSRLS")
        c.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {role}")
        c.execute(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {role}")
        c.execute(f"GRANT USAGE ON SCHEMA public TO {role}")  # no CREATE: the owner migrated the store
    parts = urlsplit(pg_url)
    host = parts.netloc.rsplit("@", 1)[-1]
    yield urlunsplit((parts.scheme, f"{role}:{password}@{host}", parts.path, parts.query, parts.fragment))
    with psycopg.connect(pg_url, autocommit=True) as c:
        c.execute(f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '{role}'")
        c.execute(f"DROP OWNED BY {role}")
        c.execute(f"DROP ROLE {role}")


@pytest.fixture
def app_svc(app_url, embedder):
    svc = MemoryService.open(Settings(db=app_url), embedder=embedder)
    yield svc
    svc.close()


def _count(store, sql: str = "SELECT count(*) FROM memories") -> int:
    return int(store.db.read(sql)[0][0])


def test_the_app_role_is_bound_by_the_policies(app_svc, pg_url, embedder):
    assert app_svc.store.rls_enforced and app_svc.setup_warnings() == []
    with MemoryService.open(Settings(db=pg_url), embedder=embedder) as admin:  # the superuser bypasses them
        assert not admin.store.rls_enforced
        [warning] = admin.setup_warnings()  # what mnemo serve prints before it starts
        assert "row-level security" in warning and "docs/postgres.md" in warning


def test_a_query_without_a_filter_sees_only_the_partitions_it_acts_for(app_svc):
    store = app_svc.store
    for who in ("alice", "bob"):
        app_svc.add(TEXT.format(who=who), user_id=who)
    app_svc.add(TEXT.format(who="the eng team"), user_id="carol", team_id="eng", visibility="team")
    assert _count(store) == 3  # the local operator: every row
    with store.acting_for(["alice"]):
        assert _count(store) == 1
        assert _count(store, "SELECT count(*) FROM decision_log") == 1
        assert _count(store, "SELECT count(*) FROM memories WHERE user_id = 'bob'") == 0
    with store.acting_for(["bob", "team:eng"]):
        assert _count(store) == 2
    with store.acting_for([]):  # acting for nobody: nothing, rather than everything
        assert _count(store) == 0 and _count(store, "SELECT count(*) FROM edges") == 0
    assert _count(store) == 3


def test_a_write_into_another_partition_is_refused_by_the_database(app_svc):
    store = app_svc.store
    app_svc.add(TEXT.format(who="bob"), user_id="bob")
    bob_memory = app_svc.list_memories(user_id="bob")[0][0]
    with store.acting_for(["alice"]):
        with pytest.raises(StorageError):
            with store.transaction() as tx:
                tx.insert_memory(bob_memory.model_copy(update={"id": "mem_forged", "lineage_id": "mem_forged"}),
                                 None, [])
        with pytest.raises(StorageError, match="vanished"):  # an update of bob's row matches nothing
            with store.transaction() as tx:
                tx.update_in_place(bob_memory.model_copy(update={"importance": 0.01}), None)
    assert store.get_memory(bob_memory.id).importance == bob_memory.importance


def test_requests_with_a_key_run_in_its_scope(app_svc):
    alice, _ = app_svc.create_api_key("alice", team_id="eng")
    app_svc.add(TEXT.format(who="bob"), user_id="bob")
    with TestClient(create_app(app_svc, mount_mcp=False), raise_server_exceptions=False) as client:
        h = {"Authorization": f"Bearer {alice}"}
        r = client.post("/api/v1/memories", json={"content": TEXT.format(who="alice"), "visibility": "team"},
                        headers=h)
        assert r.status_code == 201, r.text
        found = client.post("/api/v1/search", json={"query": "billing PostgreSQL rollback"}, headers=h).json()
        assert [hit["id"] for hit in found["results"]] == [r.json()["id"]]
        stats = client.get("/api/v1/decisions/analytics", headers=h).json()
        assert stats["memories"]["active"] == 1


def test_ids_that_would_widen_a_session_are_refused(app_svc):
    """'*' is the session's "every partition" and chr(31) separates partitions: no id may be either."""
    store = app_svc.store
    app_svc.add(TEXT.format(who="bob"), user_id="bob")
    for bad in ("*", "alice\x1fbob", "tab\there"):
        with pytest.raises(InvalidInput, match="reserved"):
            app_svc.create_api_key(bad)
        with pytest.raises(InvalidInput, match="reserved"):
            app_svc.add(TEXT.format(who="mallory"), user_id=bad)
    with pytest.raises(InvalidInput, match="reserved"):
        app_svc.create_api_key("mallory", team_id="*")
    with pytest.raises(InvalidInput, match="reserved"):
        app_svc.add(TEXT.format(who="mallory"), user_id="mallory", team_id="eng\x1fx", visibility="team")
    for owners in (["*"], ["alice\x1fbob"]):
        with pytest.raises(ValueError):
            with store.acting_for(owners):
                pass
    assert _count(store) == 1


def test_live_sources_and_their_deliveries_are_partitioned(app_svc):
    from datetime import UTC, datetime

    from mnemo.domain.live import HookDelivery, LiveSource

    live = app_svc.store.live_sources()
    at = datetime(2026, 3, 2, tzinfo=UTC)
    live.save_source(LiveSource(name="billing", kind="github", user_id="bob", created_at=at, secret="s3cret-value"))
    live.receive(HookDelivery(id="billing:1", source_name="billing", user_id="bob", event="push",
                              record={"payload": {}}, received_at=at))
    with app_svc.store.acting_for(["alice"]):
        assert live.list_sources() == [] and live.get_source("billing") is None
        assert live.take(at, at) == [] and live.delivery_counts("billing")["pending"] == 0
    with app_svc.store.acting_for(["bob"]):
        assert [s.name for s in live.list_sources()] == ["billing"]
    assert live.delivery_counts("billing")["pending"] == 1


def test_a_checkout_prefers_an_idle_connection_that_already_acts_for_the_same_partitions(app_svc):
    """A request reads its key as the operator and then acts for its owners: the pool hands each step the
    connection that already carries its partitions instead of re-setting ``mnemo.owners`` every time, and
    every read still sees exactly its partitions."""
    store, db = app_svc.store, app_svc.store.db
    app_svc.add(TEXT.format(who="alice"), user_id="alice")
    app_svc.add(TEXT.format(who="bob"), user_id="bob")
    who = "SELECT pg_backend_pid(), current_setting('mnemo.owners'), (SELECT count(*) FROM memories)"
    with store.acting_for(["alice"]):
        with db.connection() as first:
            alice_pid = first.execute(who).fetchone()[0]
            with store.acting_for(None), db.connection() as second:  # another connection, for every partition
                operator_pid = second.execute(who).fetchone()[0]
    assert alice_pid != operator_pid
    for _ in range(3):
        with store.acting_for(["alice"]):
            assert db.read(who)[0] == (alice_pid, "alice", 1)
        assert db.read(who)[0] == (operator_pid, "*", 2)
