"""Shared fixtures: the real bundled embedder (loaded once) and a fresh SQLite database per test."""

from __future__ import annotations

from pathlib import Path

import pytest

from mnemo.config import Settings
from mnemo.bootstrap import build_embedder as make_embedder
from mnemo.service import MemoryService

from fake_server import server  # noqa: F401  (the loopback LLM/embeddings server fixture)
from pg_server import PgServer


@pytest.fixture(autouse=True)
def isolated_environment(tmp_path_factory, monkeypatch):
    """No test reads the developer's MNEMO_* variables or config file (e.g. bands from ``mnemo calibrate``)."""
    import os

    for var in [v for v in os.environ if v.startswith("MNEMO_")]:
        monkeypatch.delenv(var)
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    # sockets of a running ``mnemo serve`` (cli/local_server.py): each test's own, never the developer's
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path_factory.mktemp("run")))
    # the encoder's unpacked weights (79 MB) go to one directory per test session, not the user's cache
    monkeypatch.setenv("MNEMO_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "model-cache"))


@pytest.fixture(scope="session")
def embedder():
    e = make_embedder()
    e.embed(["warm up"])
    return e


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "mnemo.db")


@pytest.fixture(params=["sqlite", "postgres"])
def any_db(request, tmp_path: Path) -> str:
    """A fresh database on each backend: a module that sets ``db_path = any_db`` runs its service-level tests
    on SQLite and on PostgreSQL (they use the public API only, so they hold on any backend)."""
    if request.param == "postgres":
        return request.getfixturevalue("pg_url")
    return str(tmp_path / "mnemo.db")


@pytest.fixture
def make_service(db_path, embedder):
    opened = []

    def _make(path: str | None = None, process_min_items: int = 2048, **settings) -> MemoryService:
        s = Settings(db=path or db_path, **settings)
        svc = MemoryService.open(s, embedder=embedder, process_min_items=process_min_items)
        opened.append(svc)
        return svc

    yield _make
    for svc in opened:
        svc.close()


@pytest.fixture
def svc(make_service) -> MemoryService:
    return make_service()


# --- PostgreSQL (tests/pg_server.py) ---------------------------------------------------------------------------
@pytest.fixture(scope="session")
def pg_server():
    """One real PostgreSQL + pgvector for the session, started the first time a test asks for a database
    (a run that collects no PostgreSQL test never starts it) and stopped at the end."""
    server = PgServer().start()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server) -> str:
    """The URL of a fresh database (schema migrated, nothing else), dropped after the test."""
    url = pg_server.new_database()
    yield url
    pg_server.drop_database(url)
