"""A team server whose database goes away: its health check says so, and a key holder is told the database
failed without learning which one or how it is reached (a walk found the role, the database name and the
socket path in every answer, with a fix only the operator could apply)."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from fastapi.testclient import TestClient
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.interfaces.cli.main import app as cli
from mnemo.interfaces.http import create_app
from mnemo.service import MemoryService


def test_a_lost_database_is_a_failing_health_check_and_a_plain_error(pg_server, pg_url, embedder, caplog):
    svc = MemoryService.open(Settings(db=pg_url), embedder=embedder)
    secret, _ = svc.create_api_key("alice")
    database = urlsplit(pg_url).path.lstrip("/")
    try:
        with TestClient(create_app(svc, mount_mcp=False), raise_server_exceptions=False) as client:
            well = client.get("/healthz")
            assert well.status_code == 200 and well.json()["database"] == "ok"
            assert client.post("/api/v1/search", json={"query": "hosting"},
                               headers={"Authorization": f"Bearer {secret}"}).status_code == 200
            pg_server.drop_database(pg_url)  # every connection of the store is cut, and the database is gone
            with caplog.at_level(logging.WARNING, logger="mnemo.api"):
                down = client.get("/healthz")
                assert down.status_code == 503
                assert down.json()["status"] == "unavailable" and down.json()["database"] == "unavailable"
                failed = client.post("/api/v1/search", json={"query": "hosting"},
                                     headers={"Authorization": f"Bearer {secret}"})
            assert failed.status_code == 503 and failed.json()["error"]["code"] == "storage_error"
            said = failed.text + down.text
            assert database not in said and "MNEMO_DB" not in said and "postgresql" not in said.lower()
            assert "administrator" in failed.json()["error"]["message"]
            assert database in caplog.text  # the operator's log keeps which database and why
    finally:
        svc.close()


def test_a_refused_login_names_where_the_url_was_given(pg_url, tmp_path):
    """``mnemo migrate --to postgresql://…wrong password…``: the fix names --from/--to, not only --db."""
    parts = urlsplit(pg_url)
    wrong = parts._replace(netloc=f"nobody_here:wrong@{parts.hostname or ''}" + (f":{parts.port}" if parts.port else ""))
    source = tmp_path / "source.db"
    MemoryService.open(Settings(db=str(source))).close()
    r = CliRunner().invoke(cli, ["migrate", "--from", str(source), "--to", wrong.geturl()])
    assert r.exit_code == 1
    assert "--from / --to" in r.output, r.output
