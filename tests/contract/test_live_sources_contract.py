"""The live-source tables of the store port (``LiveSourceStore``, migration 010) on every backend:
sources keep their secret sealed and their counters across a replace; the inbox takes a delivery once
(a redelivery is refused), leases what it hands out (a second taker, even another store object on the same
database, gets nothing until the lease ends), and retries,
fails and requeues as the worker asks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from mnemo.domain.live import HookDelivery, LiveSource

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _source(name: str = "billing", **fields) -> LiveSource:
    return LiveSource(**{"name": name, "kind": "github", "user_id": "alice", "created_at": T0,
                         "secret": "s3cret-value", **fields})


def _delivery(n: int, source: str = "billing", at: datetime = T0) -> HookDelivery:
    return HookDelivery(id=f"{source}:d{n}", source_name=source, user_id="alice", event="push",
                        record={"headers": {"X-GitHub-Event": "push"}, "payload": {"n": n, "text": "정산 배치"}},
                        received_at=at + timedelta(seconds=n))


def test_sources_round_trip_with_their_secret_and_keep_counters_on_replace(store):
    live = store.live_sources()
    live.save_source(_source(team_id="eng", settings={"repo": "hanbit/billing"}))
    live.save_source(_source("chat", kind="slack", share=False))
    got = live.get_source("billing")
    assert got is not None and got.secret == "s3cret-value" and got.team_id == "eng" and got.share is True
    assert got.settings == {"repo": "hanbit/billing"} and got.created_at == T0
    assert [s.name for s in live.list_sources()] == ["billing", "chat"]
    assert [s.name for s in live.list_sources("slack")] == ["chat"] and live.get_source("chat").share is False
    live.record_run("billing", T0 + timedelta(minutes=1), items=3, error=None)
    live.record_run("billing", T0 + timedelta(minutes=2), items=0, error="token expired")
    live.save_source(_source(secret="rotated-secret"))
    got = live.get_source("billing")
    assert got.secret == "rotated-secret" and got.items == 3 and got.errors == 1
    assert got.last_error == "token expired" and got.last_run_at == T0 + timedelta(minutes=2)
    assert live.remove_source("billing") is True and live.remove_source("billing") is False
    assert live.get_source("billing") is None


def test_the_inbox_takes_a_delivery_once_and_leases_it(store, other_store):
    live, other = store.live_sources(), other_store.live_sources()
    live.save_source(_source())
    assert live.receive(_delivery(1)) is True
    assert other.receive(_delivery(1)) is False  # a redelivery, through another connection
    assert live.receive(_delivery(2)) is True
    taken = live.take(T0, T0 + timedelta(minutes=5), limit=1)
    assert [d.id for d in taken] == ["billing:d1"] and taken[0].record["payload"]["text"] == "정산 배치"
    assert [d.id for d in other.take(T0, T0 + timedelta(minutes=5))] == ["billing:d2"]
    assert other.take(T0 + timedelta(minutes=1), T0 + timedelta(minutes=6)) == []  # both leased
    again = other.take(T0 + timedelta(minutes=6), T0 + timedelta(minutes=11))  # the leases ended
    assert sorted(d.id for d in again) == ["billing:d1", "billing:d2"]


def test_done_retried_failed_and_requeued_deliveries(store):
    live = store.live_sources()
    live.save_source(_source())
    for n in (1, 2, 3):
        live.receive(_delivery(n))
    live.take(T0, T0 + timedelta(minutes=5))
    live.finish(["billing:d1"])
    live.retry("billing:d2", at=T0 + timedelta(seconds=30), attempts=1, error="timeout", give_up=False)
    live.retry("billing:d3", at=None, attempts=8, error="x" * 2000, give_up=True)
    assert live.delivery_counts("billing") == {"pending": 1, "done": 1, "failed": 1}
    assert live.take(T0 + timedelta(seconds=10), T0 + timedelta(minutes=5)) == []  # not due yet
    due = live.take(T0 + timedelta(seconds=31), T0 + timedelta(minutes=5))
    assert [d.id for d in due] == ["billing:d2"] and due[0].attempts == 1 and due[0].last_error == "timeout"
    assert live.requeue_failed("billing") == 1
    requeued = live.take(T0 + timedelta(minutes=10), T0 + timedelta(minutes=15))
    assert "billing:d3" in {d.id for d in requeued}
    d3 = next(d for d in requeued if d.id == "billing:d3")
    assert d3.record["payload"]["n"] == 3 and d3.attempts == 0 and len(d3.last_error or "") <= 500
    assert live.remove_source("billing") and live.delivery_counts("billing") == {"pending": 0, "done": 0, "failed": 0}


def test_a_synced_sources_run_is_taken_once_across_connections_and_scheduled(store, other_store):
    live, other = store.live_sources(), other_store.live_sources()
    live.save_source(_source("mail", kind="gmail", secret=None, settings={"token_file": "/t/token.json"}))
    lease = T0 + timedelta(hours=2)
    first = live.claim_run("mail", T0, lease)
    assert first
    assert other.claim_run("mail", T0 + timedelta(minutes=1), lease) is None  # held by the first run
    assert other.claim_run("mail", T0 + timedelta(minutes=1), lease, force=True) is None  # even on demand
    held = other.get_source("mail")
    assert held.running_until == lease and held.next_run_at is None
    assert live.renew_run("mail", first, T0 + timedelta(hours=3)) is True  # the run goes on: its hold too
    assert other.claim_run("mail", T0 + timedelta(hours=2, minutes=30), lease, force=True) is None
    assert other.renew_run("mail", "not-the-token", T0 + timedelta(hours=9)) is False
    live.schedule("mail", T0 + timedelta(days=1), first)  # the run ended
    assert other.claim_run("mail", T0 + timedelta(hours=4), lease) is None  # free, but not due
    second = other.claim_run("mail", T0 + timedelta(hours=4), T0 + timedelta(hours=6), force=True)  # on demand
    assert second and second != first
    third = live.claim_run("mail", T0 + timedelta(hours=7), T0 + timedelta(hours=9), force=True)  # its hold ended
    assert third
    other.schedule("mail", T0 + timedelta(days=2), second)  # the stalled run ends: it must not free the third's
    assert live.get_source("mail").running_until == T0 + timedelta(hours=9)
    assert live.renew_run("mail", second, T0 + timedelta(hours=10)) is False
    live.save_source(_source("mail", kind="gmail", secret=None, settings={"token_file": "/t/other.json"}))
    kept = live.get_source("mail")  # a replace keeps the schedule and the hold
    assert kept.settings == {"token_file": "/t/other.json"} and kept.next_run_at == T0 + timedelta(days=1)
    assert kept.running_until == T0 + timedelta(hours=9)


def test_a_long_run_keeps_its_deliveries_leased(store, other_store):
    live, other = store.live_sources(), other_store.live_sources()
    live.save_source(_source())
    live.receive(_delivery(1))
    [taken] = live.take(T0, T0 + timedelta(minutes=5))
    live.extend_leases([taken.id], T0 + timedelta(minutes=20))  # the worker is still on it
    assert other.take(T0 + timedelta(minutes=10), T0 + timedelta(minutes=15)) == []
    live.finish([taken.id])
    live.extend_leases([taken.id], T0 + timedelta(hours=1))  # a finished delivery is not made pending again
    assert other.take(T0 + timedelta(hours=2), T0 + timedelta(hours=3)) == []
