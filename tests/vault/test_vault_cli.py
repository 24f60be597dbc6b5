"""``mnemo vault …`` through the CLI (typer's runner, in process): init, status, a locked store's clear
error and exit 1, a wrong passphrase, change-passphrase and rotate, and serve refusing a locked store."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from mnemo.interfaces.cli.main import app

runner = CliRunner()
PASS = "correct horse battery staple"


def invoke(args, env=None):
    return runner.invoke(app, list(args), env=env or {})


def test_vault_commands_end_to_end(db_path, monkeypatch):
    assert invoke(["add", "The Halvorsen audit closes on 3 March, says Mirela Oyelaran.", "--db", db_path]).exit_code == 0
    short = invoke(["vault", "init", "--db", db_path], {"MNEMO_PASSPHRASE": "short"})
    assert short.exit_code == 1 and "Error: The passphrase is shorter than 8 characters" in short.stderr
    done = invoke(["vault", "init", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": PASS})
    assert done.exit_code == 0 and json.loads(done.stdout)["sealed_rows"] >= 1

    locked = invoke(["search", "Halvorsen audit", "--db", db_path])
    assert locked.exit_code == 1 and locked.stderr.startswith("Error: The vault is locked.")
    assert "MNEMO_PASSPHRASE" in locked.stderr and "Traceback" not in locked.stderr
    wrong = invoke(["search", "Halvorsen audit", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": "not it at all"})
    assert wrong.exit_code == 1 and json.loads(wrong.stdout)["error"]["code"] == "vault_locked"
    found = invoke(["search", "Halvorsen audit", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": PASS})
    assert found.exit_code == 0 and "Halvorsen" in found.stdout

    status = json.loads(invoke(["vault", "status", "--db", db_path, "--json"]).stdout)
    assert status["vault"] and not status["unlocked"] and status["kdf"]["memory_kib"] == 65536
    again = invoke(["vault", "init", "--db", db_path], {"MNEMO_PASSPHRASE": PASS})
    assert again.exit_code == 1 and "already has a vault" in again.stderr

    changed = invoke(["vault", "change-passphrase", "--db", db_path],
                     {"MNEMO_PASSPHRASE": PASS, "MNEMO_NEW_PASSPHRASE": "a brand new passphrase"})
    assert changed.exit_code == 0, changed.stderr
    rotated = invoke(["vault", "rotate", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": "a brand new passphrase"})
    assert rotated.exit_code == 0 and json.loads(rotated.stdout)["key_id"] != status["current_key"]
    found = invoke(["search", "Halvorsen", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": "a brand new passphrase"})
    assert found.exit_code == 0 and "Mirela" in found.stdout
    rekeyed = invoke(["vault", "rotate", "--index", "--db", db_path], {"MNEMO_PASSPHRASE": "a brand new passphrase"})
    assert rekeyed.exit_code == 0 and "under a new index key" in rekeyed.stdout, rekeyed.stderr
    found = invoke(["search", "Halvorsen", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": "a brand new passphrase"})
    assert found.exit_code == 0 and "Mirela" in found.stdout

    serve = invoke(["serve", "--db", db_path])
    assert serve.exit_code == 1 and "The vault is locked, so the server could answer nothing" in serve.stderr


def test_a_config_file_with_the_passphrase_is_refused(db_path, tmp_path):
    cfg = tmp_path / "mnemo.toml"
    cfg.write_text('passphrase = "never here"\n', encoding="utf-8")
    r = invoke(["stats", "--db", db_path], {"MNEMO_CONFIG": str(cfg)})
    assert r.exit_code == 1 and "holds the vault's passphrase" in r.stderr


def test_a_teammate_joins_the_vault_and_is_removed_through_the_cli(db_path):
    assert invoke(["add", "The Halvorsen audit closes on 3 March, says Mirela Oyelaran.", "--db", db_path]).exit_code == 0
    assert invoke(["vault", "init", "--db", db_path], {"MNEMO_PASSPHRASE": PASS}).exit_code == 0
    asked = invoke(["vault", "request-access", "mina", "--db", db_path], {"MNEMO_NEW_PASSPHRASE": "mina's own words"})
    assert asked.exit_code == 0 and "mnemo vault approve mina --fingerprint" in asked.stdout, asked.stderr
    pending = invoke(["vault", "status", "--db", db_path])
    assert "waiting for approval: mina" in pending.stdout
    refused = invoke(["search", "Halvorsen", "--db", db_path], {"MNEMO_PASSPHRASE": "mina's own words"})
    assert refused.exit_code == 1 and "Traceback" not in refused.stderr
    unknown = invoke(["vault", "approve", "nobody", "--db", db_path], {"MNEMO_PASSPHRASE": PASS})
    assert unknown.exit_code == 1 and "request-access nobody" in unknown.stderr
    ok = invoke(["vault", "approve", "mina", "--db", db_path], {"MNEMO_PASSPHRASE": PASS})
    assert ok.exit_code == 0 and "Members: mina, owner" in ok.stdout, ok.stderr
    found = invoke(["search", "Halvorsen", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": "mina's own words"})
    assert found.exit_code == 0 and "Mirela" in found.stdout
    gone = invoke(["vault", "remove-member", "mina", "--db", db_path, "--json"], {"MNEMO_PASSPHRASE": PASS})
    assert gone.exit_code == 0 and json.loads(gone.stdout)["resealed_rows"] >= 1, gone.stderr
    locked_out = invoke(["search", "Halvorsen", "--db", db_path], {"MNEMO_PASSPHRASE": "mina's own words"})
    assert locked_out.exit_code == 1 and "vault is locked" in locked_out.stderr
