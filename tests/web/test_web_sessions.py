"""The web app's security and error handling over HTTP (the browser tests cover the pages' use): CSRF
tokens, cookie flags, no open redirect, revocation ending a session, escaped memory text, security headers,
clear error pages for bad input, and a session cookie that never opens the REST API."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient
from web_seed import seed

from mnemo.interfaces.http.app import create_app
from mnemo.interfaces.labels import LABELS, LANGS
from mnemo.interfaces.web.ui_text import WEB_TEXT


@pytest.fixture
def site(svc):
    seeded = seed(svc)
    client = TestClient(create_app(svc, mount_mcp=False, live_worker=False), follow_redirects=False)
    return client, seeded, svc


def _login(client, key: str, next_path: str = "/app/"):
    form = client.get("/app/login")
    token = re.search(r'name="login_token" value="([^"]+)"', form.text).group(1)
    return client.post("/app/login", data={"api_key": key, "login_token": token, "next": next_path})


def _csrf(client) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', client.get("/app/").text).group(1)


def test_both_languages_have_every_label():
    for table in (LABELS, WEB_TEXT):
        for key, row in table.items():
            assert set(LANGS) <= set(row) and all(row[lang].strip() for lang in LANGS), key
    import ast
    import pathlib

    import mnemo.interfaces.labels as labels_module
    import mnemo.interfaces.web.ui_text as ui_module

    for module in (labels_module, ui_module):  # a key written twice silently keeps only its last text
        for node in ast.walk(ast.parse(pathlib.Path(module.__file__).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_login_sets_a_safe_cookie_and_never_redirects_off_site(site):
    client, seeded, _ = site
    r = _login(client, seeded.alpha_key, next_path="https://evil.example/steal")
    assert r.status_code == 303 and r.headers["location"] == "/app/"
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and seeded.alpha_key not in cookie
    for target in ("//evil.example", "/appx", "/app/../api/v1/memories"):
        assert _login(TestClient(client.app, follow_redirects=False), seeded.alpha_key, target).headers[
            "location"] == "/app/", target


def test_a_login_without_its_form_token_is_refused(site):
    client, seeded, _ = site
    r = client.post("/app/login", data={"api_key": seeded.alpha_key, "login_token": "forged"})
    assert r.status_code == 400 and "expired" in r.text and "mnemo_session" not in r.headers.get("set-cookie", "")


def test_a_form_without_the_session_token_changes_nothing(site):
    client, seeded, svc = site
    _login(client, seeded.alpha_key)
    reader = svc.key_reader(svc.authenticate(seeded.alpha_key))
    conflict = svc.list_conflicts(status="open", reader=reader)[0]
    r = client.post(f"/app/conflicts/{conflict.id}/resolve", data={"keep": "incoming", "csrf": "forged"})
    assert r.status_code == 400 and "expired" in r.text
    assert svc.list_conflicts(status="open", reader=reader)[0].id == conflict.id  # still open
    r = client.post("/app/logout", data={"csrf": "forged"})
    assert client.get("/app/register").status_code == 200  # still logged in
    r = client.post(f"/app/conflicts/{conflict.id}/resolve", data={"keep": "sideways", "csrf": _csrf(client)})
    assert r.status_code == 400 and "Unknown choice" in r.text


def test_revoking_the_key_ends_its_sessions(site):
    client, seeded, svc = site
    _login(client, seeded.alpha_key)
    assert client.get("/app/register").status_code == 200
    key = svc.authenticate(seeded.alpha_key)
    svc.revoke_api_key(key.id)
    r = client.get("/app/register")
    assert r.status_code == 303 and r.headers["location"].startswith("/app/login")


def test_memory_text_is_escaped_and_pages_send_security_headers(site):
    client, seeded, svc = site
    reader = svc.key_reader(svc.authenticate(seeded.alpha_key))
    svc.write("Decision: the status page shows <script>alert('x')</script> banners during incidents for customers.",
              reader=reader, visibility="team")
    _login(client, seeded.alpha_key)
    r = client.get("/app/", params={"q": "status page banners during incidents"})
    assert r.status_code == 200 and "&lt;script&gt;alert(" in r.text and "<script>alert(" not in r.text
    csp = r.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp and r.headers["x-frame-options"] == "DENY"
    assert "https://" not in re.sub(r'href="https://[^"]*"', "", r.text.split("<main")[0])  # no asset from elsewhere


def test_bad_input_gets_a_page_that_names_the_fix(site):
    client, seeded, _ = site
    _login(client, seeded.alpha_key)
    r = client.get("/app/register", params={"status": "maybe"})
    assert r.status_code == 400 and "Unknown status" in r.text and "standing" in r.text
    r = client.get("/app/register", params={"since": "next blue moon"})
    assert r.status_code == 400 and "2025-01-15" in r.text
    r = client.get("/app/memories/mem_does_not_exist")
    assert r.status_code == 404 and "No memory with id" in r.text
    r = client.get("/app/nowhere")
    assert r.status_code == 404 and "<html" in r.text
    assert client.post("/app/login", content=b"x" * 30_000,
                       headers={"content-type": "application/x-www-form-urlencoded"}).status_code == 400


def test_errors_on_korean_pages_are_in_korean(site):
    client, seeded, _ = site
    _login(client, seeded.alpha_key)
    r = client.get("/app/memories/mem_does_not_exist", params={"lang": "ko"})
    assert r.status_code == 404 and "찾을 수 없습니다" in r.text and "기억이 없습니다" in r.text
    assert "No memory" not in r.text
    r = client.get("/app/register", params={"status": "maybe", "lang": "ko"})
    assert r.status_code == 400 and "알 수 없는 상태입니다" in r.text and "standing" in r.text
    r = client.get("/app/register", params={"since": "next blue moon", "lang": "ko"})
    assert r.status_code == 400 and "입력을 확인해 주세요" in r.text  # the service's own words follow the heading
    r = client.post("/app/logout", data={"csrf": "forged"}, params={"lang": "ko"})
    assert r.status_code == 400 and "양식은 만료되었습니다" in r.text


def test_a_session_cookie_never_opens_the_rest_api(site):
    client, seeded, _ = site
    _login(client, seeded.alpha_key)
    assert client.get("/app/register").status_code == 200
    assert client.get("/api/v1/register").status_code == 401  # the API wants its bearer key, not the cookie
    assert client.get("/api/v1/register", headers={"Authorization": f"Bearer {seeded.alpha_key}"}).status_code == 200


def test_the_register_pages_through_many_decisions(site):
    client, seeded, svc = site
    from web_seed import team_decision

    for i in range(60):
        team_decision(svc, f"Decision: the release train R{i:03d} ships on day {i + 1} of the quarter with "
                           f"{i % 7 + 2} reviewers per change.", f"2025-02-{i % 28 + 1:02d}T09:00:00Z", "alpha",
                      people=["Mina Park"])
    _login(client, seeded.alpha_key)
    first = client.get("/app/register", params={"q": "release train"})
    assert "50 of 60 decisions" in first.text and 'rel="next"' in first.text
    second = client.get("/app/register", params={"q": "release train", "page": 2})
    assert "10 of 60 decisions" in second.text and 'rel="prev"' in second.text


def test_a_bad_date_filter_is_said_in_the_pages_language_without_cli_flags(site):
    client, seeded, _ = site
    _login(client, seeded.alpha_key)
    swapped = client.get("/app/register", params={"since": "30d", "until": "2020-01-01", "lang": "ko"})
    assert swapped.status_code == 400 and "시작 날짜가 끝 날짜보다 늦습니다" in swapped.text
    assert "--since" not in swapped.text and "Swap" not in swapped.text
    unreadable = client.get("/app/register", params={"since": "yesterdayish", "lang": "ko"})
    assert unreadable.status_code == 400 and "yesterdayish" in unreadable.text and "읽을 수 없습니다" in unreadable.text
    english = client.get("/app/register", params={"since": "30d", "until": "2020-01-01", "lang": "en"})
    assert english.status_code == 400 and "The start date is after the end date" in english.text


def test_a_deleted_or_forgotten_memory_is_gone_from_its_page_and_its_neighbours(site):
    client, seeded, svc = site
    _login(client, seeded.alpha_key)
    assert f"/app/memories/{seeded.vercel_id}" in client.get(f"/app/memories/{seeded.netlify_id}").text  # a neighbour
    svc.delete(seeded.vercel_id, reason="wrong channel")  # the operator deletes it
    assert client.get(f"/app/memories/{seeded.vercel_id}").status_code == 404
    page = client.get(f"/app/memories/{seeded.netlify_id}").text
    assert f"/app/memories/{seeded.vercel_id}" not in page and "going with Vercel" not in page
    svc.forget(seeded.netlify_id, reason="asked by the customer")
    r = client.get(f"/app/memories/{seeded.netlify_id}")
    assert r.status_code == 404 and "C-alpha" not in r.text


def test_only_web_addresses_become_links(site):
    client, seeded, svc = site
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    bad = svc.write(MemoryDraft(content="Decision: the on-call rotation switches to weekly shifts starting in June.",
                                source="slack", source_url="javascript:alert(document.cookie)", user_id="team:alpha",
                                team_id="alpha", author_id="eve", source_type=SourceType.REALTIME,
                                metadata={"type": "decision", "kind": "selection", "status": "decided"}),
                    caller=Caller.CONNECTOR)
    _login(client, seeded.alpha_key)
    for path in (f"/app/memories/{bad.memory_id}", "/app/register", "/app/?q=on-call+rotation+weekly+shifts"):
        page = client.get(path).text
        assert "on-call rotation" in page and "javascript:" not in page, path
    assert 'href="https://example.slack.com/archives/alpha"' in client.get("/app/register").text


def test_a_cancellation_is_labelled_one_on_its_page_and_in_the_register(site):
    """The review: the register said "a cancellation" while the memory page said "reversed" and warned "This decision
    no longer stands" beside the cancellation itself."""
    from support import team_decide
    client, seeded, svc = site
    team_decide(svc, "Decision: the Lisbon offsite is on 4 May.", "2025-02-01T10:00:00Z", "alpha", people=["Mina Park"])
    cancel = team_decide(svc, "With the hiring freeze, we cancelled the Lisbon offsite.", "2025-02-10T10:00:00Z",
                         "alpha", people=["Mina Park"], kind="cancellation")
    _login(client, seeded.alpha_key)
    page = client.get(f"/app/memories/{cancel.memory_id}").text
    assert "a cancellation" in page and "This decision no longer stands" not in page
    register = client.get("/app/register", params={"status": "reversed"}).text
    assert "a cancellation" in register
