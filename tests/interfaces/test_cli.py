"""The CLI contract other issues depend on: flags, one JSON object on stdout, errors exit 1 without a
traceback. Most calls run in-process (typer's runner); a few run the installed ``mnemo`` for real."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from mnemo.interfaces.cli.main import app

runner = CliRunner()


def run(*args: str, code: int = 0) -> dict:
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, (result.stdout, result.stderr)
    return json.loads(result.stdout) if "--json" in args and result.stdout.strip() else {}


def test_add_contract_and_decisions(db_path):
    r = run("add", "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원", "--db", db_path, "--json", "--source-type", "realtime",
            "--thread", "t1", "--people", "kim,lee", "--category", "project", "--importance", "0.8", "--confidence", "0.9",
            "--tags", "campaign,budget", "--at", "2025-01-06T09:00:00+09:00")
    assert set(r) >= {"action", "decision", "memory_id", "target_memory_id", "related_memory_ids", "score", "reason",
                      "status"}
    assert r["decision"] == "create" and r["status"] == "success" and r["related_memory_ids"] == []
    assert r["action"] == "created"  # as every write answers (README)
    up = run("add", "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원 (증액)", "--db", db_path, "--json",
             "--source-type", "realtime", "--thread", "t1", "--people", "kim,lee", "--at", "2025-01-08T09:00:00+09:00")
    assert up["decision"] == "update" and up["target_memory_id"] == r["memory_id"]
    skip = run("add", "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원 (증액)", "--db", db_path, "--json")
    assert skip["decision"] == "skip" and skip["target_memory_id"] == up["memory_id"] and skip["score"] >= 0.95
    dry = run("add", "A brand new fact about the Busan office lease", "--db", db_path, "--json", "--dry-run")
    assert dry["status"] == "dry_run"
    old = run("add", "Apollo 프로젝트 마감일: 1월 28일", "--db", db_path, "--json", "--source-type", "bootstrapped",
              "--at", "2025-01-10")
    forced = run("add", "Apollo 프로젝트 마감일: 1월 25일", "--db", db_path, "--json", "--source-type", "realtime",
                 "--at", "2025-01-11", "--no-respect-source-priority")
    assert forced["decision"] == "update" and forced["target_memory_id"] == old["memory_id"]
    assert forced["resolution"] == "use_incoming"

    got = run("get", up["memory_id"], "--db", db_path, "--json")
    assert got["content"].endswith("(증액)") and got["version"] == 2
    assert any(e["type"] == "UPDATES" for e in got["edges"])
    hist = run("history", r["memory_id"], "--db", db_path, "--json")
    assert [v["version"] for v in hist["versions"]] == [1, 2]
    found = run("search", "Q1 캠페인 예산", "--db", db_path, "--json", "-k", "3")
    assert found["results"][0]["id"] == up["memory_id"] and {"id", "content", "score"} <= set(found["results"][0])
    log = run("log", "--db", db_path, "--json", "--decision", "skip", "--since", "2000-01-01", "--until", "today")
    assert [e["decision"] for e in log["entries"]] == ["skip"] and log["entries"][0]["userId"] == "default"
    stats = run("stats", "--db", db_path, "--json")
    assert stats["embeddingModels"] == {"use-m3": 2}  # Q1 v2 and Apollo v2; the dry run stored nothing
    assert stats["totalEntries"] == 6 and stats["byDecision"]["skip"] == 1 and stats["byDecision"]["update"] == 2
    blank = run("delete", up["memory_id"], "--db", db_path, "--json", "--reason", "   ", "--dry-run")
    assert blank["status"] == "dry_run"
    deleted = run("delete", up["memory_id"], "--db", db_path, "--json", "--reason", "campaign cancelled")
    assert deleted["decision"] == "delete" and deleted["status"] == "success"
    assert run("conflicts", "--db", db_path, "--json", "--status", "all") == {"conflicts": []}


def test_conflicts_command_lists_kept_values(db_path):
    run("add", "Apollo 프로젝트 마감일: 1월 28일", "--db", db_path, "--json", "--source-type", "user_input")
    r = run("add", "Apollo 프로젝트 마감일: 1월 25일", "--db", db_path, "--json", "--source-type", "realtime")
    assert r["resolution"] == "keep_existing" and r["conflict_id"]
    listed = run("conflicts", "--db", db_path, "--json")["conflicts"]
    assert [c["id"] for c in listed] == [r["conflict_id"]]
    assert listed[0]["existing_value"].endswith("28일") and listed[0]["incoming_value"].endswith("25일")


@pytest.mark.parametrize("args, needle", [
    (["add", "   "], "content"),
    (["add", "hello there", "--at", "next blue moon"], "--at"),
    (["add", "hello there", "--source-type", "rumour"], "source-type"),
    (["add", "hello there", "--importance", "7"], "importance"),
    (["get", "mem_nope"], "No memory with id"),
    (["history", "mem_nope"], "No memory with id"),
    (["delete", "mem_nope"], "No memory with id"),
    (["log", "--since", "the day after"], "--since"),
    (["log", "--decision", "merge"], "decision"),
    (["log", "--limit", "0"], "Invalid limit"),    # read as "the log is empty"
    (["log", "--limit", "-5"], "Invalid limit"),   # read as "everything"
    (["search", ""], "query"),
])
def test_bad_input_exits_1_with_error_and_fix(db_path, args, needle):
    result = runner.invoke(app, [*args, "--db", db_path, "--json"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ") and needle in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    body = json.loads(result.stdout)
    assert set(body["error"]) == {"code", "message"}
    # message = what happened + how to fix it
    assert len(body["error"]["message"].split(". ")) >= 2


def test_unwritable_database_path(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result = runner.invoke(app, ["stats", "--db", str(blocker / "sub" / "mnemo.db")])
    assert result.exit_code == 1 and result.stderr.startswith("Error: ") and "--db" in result.stderr
    assert "Traceback" not in result.stderr


def test_not_a_database_file(tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not sqlite at all" * 100)
    result = runner.invoke(app, ["stats", "--db", str(junk)])
    assert result.exit_code == 1 and "not a readable mnemo database" in result.stderr


def test_human_output_has_tables(db_path):
    result = runner.invoke(app, ["add", "We will use PostgreSQL 16 for billing.", "--db", db_path])
    assert result.exit_code == 0 and "CREATE" in result.stdout and "reason" in result.stdout
    result = runner.invoke(app, ["stats", "--db", db_path])
    assert "total entries" in result.stdout


def test_demo_walks_every_decision_as_documented():
    result = runner.invoke(app, ["demo", "--json"])
    assert result.exit_code == 0, result.stderr
    body = json.loads(result.stdout)
    outcomes = {s["id"]: s["outcome"] for s in body["steps"]}
    assert body["all_as_expected"], [s for s in body["steps"] if not s["ok"]]
    assert {outcomes[k] for k in ("S1", "S2", "S3", "S4", "S5")} == {"create", "update", "skip", "create+link", "delete"}
    assert outcomes["C3b"] == "update" and outcomes["P2"] == "keep_existing" and outcomes["E2"] == "merge"
    assert body["analytics"]["totalEntries"] >= 15 and body["analytics"]["byDecision"]["skip"] >= 2


@pytest.mark.skipif(shutil.which("mnemo") is None and not os.path.exists(os.path.join(os.path.dirname(sys.executable), "mnemo")),
                    reason="the console script is installed by `make test`")
def test_installed_console_script_errors_without_traceback(tmp_path):
    exe = shutil.which("mnemo") or os.path.join(os.path.dirname(sys.executable), "mnemo")
    env = {**os.environ, "MNEMO_DB": str(tmp_path / "m.db")}
    bad = subprocess.run([exe, "get", "mem_missing"], capture_output=True, text=True, env=env, timeout=120)
    assert bad.returncode == 1 and bad.stderr.startswith("Error: No memory with id") and "Traceback" not in bad.stderr
    ok = subprocess.run([exe, "add", "Deploys freeze every Friday after 15:00 KST.", "--json"], capture_output=True,
                        text=True, env=env, timeout=120)
    assert ok.returncode == 0 and json.loads(ok.stdout)["decision"] == "create"


def test_verbose_shows_fallbacks_that_are_silent_by_default(tmp_path, monkeypatch, server):
    """An LLM that fails makes mnemo fall back to its rules: quiet by default, a warning with -v."""
    from fake_server import Reply

    cfg = tmp_path / "mnemo.toml"
    cfg.write_text(f'[llm]\nurl = "{server.url}"\nmodel = "m"\nretries = 0\n')
    monkeypatch.setenv("MNEMO_CONFIG", str(cfg))
    pair = ["similarity", "Please review the quarterly budget draft.", "Please review the quarterly hiring plan draft."]
    server.script(*[Reply(500, "down")] * 6)
    quiet = runner.invoke(app, pair)
    assert quiet.exit_code == 0, quiet.stderr
    assert "WARNING" not in quiet.stderr and len(server.requests) >= 1
    server.script(*[Reply(500, "down")] * 6)
    logger = logging.getLogger("mnemo")
    handlers, level = list(logger.handlers), logger.level
    try:
        loud = runner.invoke(app, ["-v", *pair])
    finally:  # -v configures the process's logging: undo it for the tests that follow
        logger.handlers[:], logger.level = handlers, level
    assert loud.exit_code == 0, loud.stderr
    assert "WARNING mnemo.net:" in loud.stderr and "giving up" in loud.stderr
    assert "WARNING mnemo.similarity.decompose: The LLM decomposition" in loud.stderr


def test_forget_and_old_version_ids_from_the_cli(db_path):
    first = run("add", "Q2 hiring budget for the platform team is $30k, approved by Dana for two contractors.",
                "--db", db_path, "--json", "--at", "2026-02-01T09:00:00Z")
    second = run("add", "Q2 hiring budget for the platform team is $40k (raised from $30k), approved by Dana for three "
                 "contractors.", "--db", db_path, "--json", "--at", "2026-03-01T09:00:00Z")
    assert second["decision"] == "update" and second["memory_id"] == first["memory_id"]
    mid = first["memory_id"]
    shown = runner.invoke(app, ["get", f"{mid}@v1", "--db", db_path])
    assert shown.exit_code == 0 and f"{mid}@v1 is version 1 of {mid}" in shown.stdout and "$40k" in shown.stdout
    out = run("forget", mid, "--reason", "wrong system", "--db", db_path, "--json")
    assert out["memory_id"] == mid and len(out["related_memory_ids"]) == 2
    again = runner.invoke(app, ["forget", mid, "--db", db_path])  # a retry: nothing left, nothing wrong
    assert again.exit_code == 0 and "already forgotten" in again.stdout and "audit stub remains" not in again.stdout
    missing = runner.invoke(app, ["forget", "mem_nope", "--db", db_path])
    assert missing.exit_code == 1 and "No memory with id" in missing.stderr


def test_a_subject_word_is_found_by_its_stem_and_brings_what_replaced_it(make_service, db_path):
    """The team walk: "--subject hosting" (the README's example) found nothing, and "--subject host" only the
    superseded decision, not the "switch to Netlify" that replaced it and says no "host"."""
    from support import decide

    svc = make_service(db_path)
    old = decide(svc, "Decision: we will host the marketing site on Vercel.", "2026-02-03T10:00:00Z", user="default")
    new = decide(svc, "Switch the marketing site to Netlify instead of Vercel: the Vercel quote came back at 3x.",
                 "2026-02-24T14:40:00Z", user="default")
    svc.close()
    for words in ("hosting", "host", "hosted"):
        found = run("decisions", "--subject", words, "--db", db_path, "--json")["decisions"]
        assert [d["id"] for d in found] == [new.memory_id], words
        every = run("decisions", "--status", "all", "--subject", words, "--db", db_path, "--json")["decisions"]
        assert {d["id"] for d in every} == {old.memory_id, new.memory_id}


def test_decisions_register_and_timeline_from_the_cli(make_service, db_path):
    from support import NETLIFY, VERCEL, decide

    svc = make_service(db_path)
    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z", user="default")
    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z", user="default")
    svc.close()
    out = run("decisions", "--db", db_path, "--json")
    assert [(d["id"], d["status"]) for d in out["decisions"]] == [(new.memory_id, "standing")]
    every = run("decisions", "--status", "all", "--subject", "marketing", "--db", db_path, "--json")["decisions"]
    assert {d["id"]: d["superseded_by"] for d in every} == {new.memory_id: None, old.memory_id: new.memory_id}
    assert set(every[0]) >= {"id", "title", "content", "kind", "status", "subject", "superseded_by", "supersedes",
                             "valid_from", "valid_until", "source", "source_ref", "url", "people"}
    timeline = run("decisions", "show", old.memory_id, "--db", db_path, "--json")["timeline"]
    assert [t["id"] for t in timeline] == [old.memory_id, new.memory_id]
    for width in ("80", "200"):  # a narrow terminal gets one block per decision: every id whole, to copy
        table = runner.invoke(app, ["decisions", "--status", "all", "--db", db_path], env={"COLUMNS": width})
        assert table.exit_code == 0 and "superseded" in table.stdout and "standing" in table.stdout
        lines = table.stdout.splitlines()
        for memory_id in (old.memory_id, new.memory_id):
            assert any(memory_id in line for line in lines)
        assert any(f"replaced by {new.memory_id}" in line for line in lines) == (width == "80")
    bad = runner.invoke(app, ["decisions", "--status", "current", "--db", db_path])
    assert bad.exit_code == 1 and "Error:" in bad.stderr and "standing" in bad.stderr
    missing = runner.invoke(app, ["decisions", "show", "mem_nope", "--db", db_path])
    assert missing.exit_code == 1 and "No decision with id" in missing.stderr
    searched = runner.invoke(app, ["search", "marketing site hosting", "--db", db_path])
    assert searched.exit_code == 0 and "status" in searched.stdout and "superseded by" in searched.stdout


def test_the_undeclared_decision_hint_offers_a_redo_only_for_a_memory_the_add_created(db_path):
    """The redo ("mnemo delete ID, then add it again") deletes every version: after an UPDATE of an older
    memory it would take that memory's history too, so only a CREATE gets it."""
    first = run("add", "Q2 hiring budget for the platform team is $30k, approved by Dana for two contractors.",
                "--db", db_path, "--json")
    assert first["decision"] == "create" and f"mnemo delete {first['memory_id']}" in first["hint"]
    second = run("add", "Q2 hiring budget for the platform team is $40k (raised from $30k), approved by Dana for "
                 "three contractors.", "--db", db_path, "--json")
    assert second["decision"] == "update" and "Decision:" in second["hint"] and "mnemo delete" not in second["hint"]


def test_update_edits_under_the_same_id_and_refuses_a_stale_version(db_path):
    added = run("add", "The design review happens every Thursday at 3pm in room 401.", "--db", db_path, "--json")
    mid = added["memory_id"]
    edited = run("update", mid, "--content", "The design review happens every Thursday at 4pm in room 401.",
                 "--version", "1", "--db", db_path, "--json")
    assert (edited["id"], edited["version"]) == (mid, 2) and "4pm" in edited["content"]
    assert [v["version"] for v in run("history", mid, "--db", db_path, "--json")["versions"]] == [1, 2]
    for args, needle in ((["--content", "Thursdays at 5pm", "--version", "1"], "version 2"),
                         ([], "Nothing to update")):
        result = runner.invoke(app, ["update", mid, *args, "--db", db_path, "--json"])
        assert result.exit_code == 1 and needle in result.stderr, result.stderr


def test_mnemo_user_keeps_id_commands_to_that_users_memories(db_path, monkeypatch):
    """``MNEMO_USER`` is the default user of every command, the id commands included: ``get``, ``history``,
    ``update``, ``delete`` and ``forget`` of another user's memory are "not found", as with ``--user``."""
    mid = run("add", "Alice's private note: the Q3 offsite budget is $12k, approved by Dana.", "--db", db_path,
              "--user", "alice", "--json")["memory_id"]
    monkeypatch.setenv("MNEMO_USER", "bob")
    for args in (["get", mid], ["history", mid], ["update", mid, "--importance", "0.9"], ["delete", mid],
                 ["forget", mid]):
        err = run(*args, "--db", db_path, "--json", code=1)["error"]
        assert err["code"] == "not_found", (args, err)
    monkeypatch.delenv("MNEMO_USER")
    assert run("get", mid, "--db", db_path, "--json")["id"] == mid  # the store's operator reads any user's
