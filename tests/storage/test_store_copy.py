"""``mnemo migrate``: a SQLite store copied into PostgreSQL (and into another SQLite file) keeps every
version, edge, log entry, conflict, person, entity, key and ledger row; the copy answers searches as the
original did; a rerun copies nothing; an interrupted copy is finished by running it again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.interfaces.cli.main import app
from mnemo.lifecycle.store_copy import StoreCopy
from mnemo.service import MemoryService
from mnemo.standalone import migrate_store

BUDGET = "Q1 마케팅 캠페인 예산은 5000만원으로 확정했습니다. 최종 승인은 박 이사님이 1월 10일에 했습니다."
BUDGET_2 = "Q1 마케팅 캠페인 예산은 6000만원으로 확정했습니다. 최종 승인은 박 이사님이 1월 10일에 했습니다."
HOSTING = "Decision: the marketing site is hosted on Vercel from March; Netlify was the other option."


@pytest.fixture(params=["sqlite", "postgres"])
def target(request, tmp_path: Path) -> str:
    return request.getfixturevalue("pg_url") if request.param == "postgres" else str(tmp_path / "copy.db")


def _seed(svc: MemoryService) -> dict[str, str]:
    first = svc.add(BUDGET, user_id="alice").memory_id
    svc.add(BUDGET_2, user_id="alice")  # a new version of the same memory
    hosting = svc.add(HOSTING, user_id="alice", team_id="eng", visibility="team").memory_id
    gone = svc.add("Decision: the weekly sync moves to Thursdays at 10:00 from next month on.", user_id="bob").memory_id
    svc.delete(gone, user_id="bob")
    svc.upsert_person("Kim Minji", emails=["minji@example.com"], organization="Acme", user_id="alice",
                      source_type="user_input")
    lost = svc.upsert_person("Kim Minji", emails=["minji@example.com"], organization="Globex", user_id="alice",
                             source_type="realtime")
    assert lost.conflict_id  # a lower-priority source disagreed: kept on record as a conflict
    svc.upsert_entity("Vercel", aliases=["vercel.com"], kind="vendor", user_id="alice")
    svc.create_api_key("alice", team_id="eng")
    sample = Path(__file__).resolve().parents[2] / "src" / "mnemo" / "samples"
    svc.ingest("slack", str(sample / "slack_export"), user_id="alice")
    svc.live.add("github", "billing", user_id="alice", team_id="eng", secret="hook-secret-1")
    from datetime import UTC, datetime

    from mnemo.domain.live import HookDelivery

    svc.live.store.receive(HookDelivery(id="billing:d1", source_name="billing", user_id="alice", event="push",
                                        record={"payload": {"commits": []}}, received_at=datetime.now(UTC)))
    return {"budget": first, "hosting": hosting, "gone": gone}


def test_a_store_is_copied_whole_and_answers_as_before(make_service, db_path, target, embedder):
    source = make_service()
    ids = _seed(source)
    secret, _ = source.create_api_key("carol", team_id="eng")
    source.close()
    report = migrate_store(db_path, target, settings=Settings(db=db_path))
    assert report.verified, report.as_dict()
    counts = report.counts
    assert counts["memories"]["source"] >= 5 and counts["memories"]["copied"] == counts["memories"]["source"]
    for kind in ("edges", "log", "conflicts", "people", "entities", "api_keys", "ingested_items", "sync_cursors",
                 "live_sources", "hook_deliveries"):
        assert counts[kind]["source"] > 0 and counts[kind]["target"] == counts[kind]["source"], (kind, counts)
        assert counts[kind]["missing"] == 0
    with MemoryService.open(Settings(db=target), embedder=embedder) as copy:
        memory = copy.get(ids["budget"], user_id="alice")
        assert "6000만원" in memory.content and memory.version == 2
        assert [v.version for v in copy.history(ids["budget"], user_id="alice")] == [1, 2]
        assert copy.search("마케팅 예산", user_id="alice")[0].memory.id == ids["budget"]
        assert copy.search("where is the marketing site hosted", user_id="alice")[0].memory.id == ids["hosting"]
        assert copy.get(ids["hosting"], user_id="alice").author_id == "alice"
        assert copy.get(ids["gone"], user_id="bob").status.value == "deleted"
        assert copy.authenticate(secret).user_id == "carol"  # the key works against the copy
        assert copy.list_conflicts(user_id="alice", status="all")
        again = copy.ingest("slack", str(Path(__file__).resolve().parents[2] / "src/mnemo/samples/slack_export"),
                            user_id="alice")
        assert again.memories_created == 0  # the ledger came along
        assert copy.live.get("billing").secret == "hook-secret-1"  # the source, ready for the same webhook
        assert [d.id for d in copy.live.store.undelivered()] == ["billing:d1"]  # acknowledged, not yet processed
    rerun = migrate_store(db_path, target, settings=Settings(db=db_path))
    assert rerun.verified and all(c["copied"] == 0 for k, c in rerun.counts.items() if k not in ("people",
                                                                                                 "entities"))


def test_an_interrupted_copy_is_finished_by_running_it_again(make_service, db_path, tmp_path, embedder):
    _seed(make_service())
    target = str(tmp_path / "half.db")
    src = MemoryService.open(Settings(db=db_path), embedder=embedder)
    dst = MemoryService.open(Settings(db=target), embedder=embedder)
    half = StoreCopy(src.store, dst.store, batch=2)
    half._memories()  # the copy stops after the memories
    src.close()
    dst.close()
    report = migrate_store(db_path, target, settings=Settings(db=db_path))
    assert report.verified and report.counts["memories"]["copied"] == 0 and report.counts["log"]["copied"] > 0


def test_the_cli_reports_the_counts_and_refuses_bad_input(make_service, db_path, tmp_path):
    _seed(make_service())
    runner = CliRunner()
    r = runner.invoke(app, ["migrate", "--from", db_path, "--to", str(tmp_path / "c.db"), "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["verified"] and out["counts"]["memories"]["target"] == out["counts"]["memories"]["source"]
    r = runner.invoke(app, ["migrate", "--from", str(tmp_path / "missing.db"), "--to", str(tmp_path / "d.db")])
    assert r.exit_code == 1 and "No database file" in r.output
    r = runner.invoke(app, ["migrate", "--from", db_path, "--to", db_path])
    assert r.exit_code == 1 and "same store" in r.output
