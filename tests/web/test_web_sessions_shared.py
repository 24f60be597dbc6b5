"""Web sessions kept in the database, on SQLite and PostgreSQL: a login made through one ``mnemo serve``
process holds on another over the same database and after a restart; logging out or revoking the key
through any process ends it everywhere; sessions expire when idle or old; the database never holds the
cookie's session id, the form token or the API key."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from starlette.testclient import TestClient
from web_seed import seed

from mnemo.config import Settings
from mnemo.errors import Unauthorized
from mnemo.interfaces.http.app import create_app
from mnemo.key_service import SESSION_IDLE, SESSION_MAX_AGE, SESSION_TOUCH
from mnemo.service import MemoryService


@pytest.fixture
def db_path(any_db):
    return any_db


class _Clock:
    def __init__(self) -> None:
        self.at = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.at


def _server(svc: MemoryService) -> TestClient:
    return TestClient(create_app(svc, mount_mcp=False, live_worker=False), follow_redirects=False)


def _login(client: TestClient, key: str) -> str:
    form = client.get("/app/login")
    token = re.search(r'name="login_token" value="([^"]+)"', form.text).group(1)
    r = client.post("/app/login", data={"api_key": key, "login_token": token, "next": "/app/register"})
    assert r.status_code == 303, r.text
    return client.cookies["mnemo_session"]


def _logged_in(client: TestClient) -> bool:
    r = client.get("/app/register")
    assert r.status_code in (200, 303), r.text
    return r.status_code == 200


def _with_cookie(svc: MemoryService, session_id: str) -> TestClient:
    client = _server(svc)
    client.cookies.set("mnemo_session", session_id)
    return client


def test_a_login_holds_on_every_server_and_after_a_restart(make_service):
    first, second = make_service(), make_service()  # two server processes on one database
    seeded = seed(first)
    a = _server(first)
    session_id = _login(a, seeded.alpha_key)
    assert _logged_in(a)
    b = _with_cookie(second, session_id)
    assert _logged_in(b) and "Netlify" in b.get("/app/register").text  # the same person, the same memories
    csrf_a = re.search(r'name="csrf" value="([^"]+)"', a.get("/app/").text).group(1)
    csrf_b = re.search(r'name="csrf" value="([^"]+)"', b.get("/app/").text).group(1)
    assert csrf_a == csrf_b  # a form served by one process may be posted to the other
    first.close()
    restarted = make_service()
    assert _logged_in(_with_cookie(restarted, session_id))

    # logging out through one process ends the session on the others
    assert b.post("/app/logout", data={"csrf": csrf_b}).status_code == 303
    assert not _logged_in(_with_cookie(restarted, session_id))
    assert restarted.store.sessions().count() == 0


def test_revoking_the_key_on_another_process_ends_the_session(make_service):
    first, second = make_service(), make_service()
    seeded = seed(first)
    a = _server(first)
    session_id = _login(a, seeded.alpha_key)
    second.revoke_api_key(second.authenticate(seeded.alpha_key).id)
    assert not _logged_in(a)
    assert first.store.sessions().count() == 0  # the dead session was dropped, not just refused
    with pytest.raises(Unauthorized):
        second.web_session(session_id)


def test_sessions_expire_when_idle_or_old(db_path, embedder):
    clock = _Clock()
    svc = MemoryService.open(Settings(db=db_path), embedder=embedder, clock=clock)
    try:
        secret = svc.create_api_key("alice")[0]
        idle_id, _ = svc.open_web_session(secret)
        clock.at += SESSION_IDLE - timedelta(minutes=1)
        assert svc.web_session(idle_id).key.user_id == "alice"  # a request keeps it alive
        clock.at += SESSION_IDLE - timedelta(minutes=1)
        assert svc.web_session(idle_id).key.user_id == "alice"
        clock.at += SESSION_IDLE + SESSION_TOUCH + timedelta(seconds=1)
        with pytest.raises(Unauthorized, match="expired"):
            svc.web_session(idle_id)

        old_id, _ = svc.open_web_session(secret)
        for _ in range(int(SESSION_MAX_AGE / SESSION_IDLE) + 1):  # used all along, but too long ago logged in
            clock.at += SESSION_IDLE - timedelta(minutes=5)
            try:
                svc.web_session(old_id)
            except Unauthorized:
                break
        else:
            pytest.fail("a week-old session was still open")
        assert clock.at - datetime(2026, 3, 2, 9, 0, tzinfo=UTC) > SESSION_MAX_AGE

        for bad in (None, "", "x" * 43, "not-a-session", "x" * 5000):
            with pytest.raises(Unauthorized):
                svc.web_session(bad)
    finally:
        svc.close()


def test_the_database_holds_no_session_id_form_token_or_key(make_service, db_path):
    svc = make_service()
    seeded = seed(svc)
    client = _server(svc)
    session_id = _login(client, seeded.alpha_key)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/app/").text).group(1)
    rows = svc.store.sessions()._read("SELECT * FROM web_sessions")
    assert len(rows) == 1
    stored = " ".join(str(v) for v in rows[0])
    for secret in (session_id, csrf, seeded.alpha_key):
        assert secret not in stored
    if "://" not in db_path:  # SQLite: the raw file and its write-ahead log too
        svc.close()
        import pathlib

        raw = b"".join(p.read_bytes() for p in pathlib.Path(db_path).parent.glob(pathlib.Path(db_path).name + "*"))
        for secret in (session_id, csrf, seeded.alpha_key):
            assert secret.encode() not in raw
