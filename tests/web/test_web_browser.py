"""The web app in a real browser (headless Chromium from Debian's ``chromium`` package, driven by Playwright;
nothing is downloaded): log in, ask, filter the register, follow a decision's timeline, resolve a conflict,
log out, and a key of another team seeing nothing of this one. Also keyboard use, a phone-sized screen, and
the Korean UI.

``MNEMO_SCREENSHOTS=DIR`` saves a screenshot of each page in both languages (``docs/screenshots/``).
Without Chromium the module is skipped, unless ``MNEMO_REQUIRE_BROWSER=1`` (CI sets it) makes that a failure.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from live_server import serve_app
from web_seed import BETA_SECRET, NETLIFY, OFFSITE, VERCEL, seed

from mnemo.interfaces.http.app import create_app

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    if os.environ.get("MNEMO_REQUIRE_BROWSER") == "1":
        raise RuntimeError("Chromium is required for the browser tests: apt-get install chromium")
    pytest.skip("no chromium on the PATH (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
SHOTS = os.environ.get("MNEMO_SCREENSHOTS")


@pytest.fixture(scope="module")
def site(tmp_path_factory, embedder):
    from mnemo.config import Settings
    from mnemo.service import MemoryService

    svc = MemoryService.open(Settings(db=str(tmp_path_factory.mktemp("web") / "m.db")), embedder=embedder)
    seeded = seed(svc)
    with serve_app(create_app(svc, mount_mcp=False, live_worker=False)) as url:
        yield url, seeded, svc
    svc.close()


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900}, locale="en-US")
    p = context.new_page()
    p.set_default_timeout(15_000)
    yield p
    context.close()


def login(page, url: str, key: str) -> None:
    page.goto(f"{url}/app/")
    assert "/app/login" in page.url  # not logged in: sent to the login page
    page.get_by_label("API key").fill(key)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(re.compile(r".*/app/$"))


def shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def test_a_wrong_key_is_refused_and_the_right_one_logs_in(page, site):
    url, seeded, _ = site
    page.goto(f"{url}/app/login")
    shot(page, "login-en")
    page.get_by_label("API key").fill("mnemo_wrong_key")
    page.get_by_role("button", name="Log in").click()
    assert page.get_by_role("alert").inner_text().startswith("That API key was not accepted")
    login(page, url, seeded.alpha_key)
    assert page.get_by_label("Ask").is_visible()
    cookie = next(c for c in page.context.cookies() if c["name"] == "mnemo_session")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax" and seeded.alpha_key not in cookie["value"]


def test_ask_answers_with_the_standing_decision_and_its_sources(page, site):
    url, seeded, _ = site
    login(page, url, seeded.alpha_key)
    page.get_by_label("Ask").fill("Where is the marketing site hosted?")
    page.keyboard.press("Enter")
    page.wait_for_selector(".answer")
    shot(page, "ask-en")
    assert page.locator("blockquote.lead").inner_text().startswith(NETLIFY[:40])
    assert page.locator(".answer h2").inner_text() == "Standing decision"
    sources = page.locator("ol.sources li")
    texts = [sources.nth(i).inner_text() for i in range(sources.count())]
    assert any("superseded" in t and VERCEL[:20] in t for t in texts), texts  # the old one, marked as replaced
    assert "replaces [2]" in texts[0] or "replaces" in texts[0]


def test_the_register_filters_and_a_decision_shows_its_timeline(page, site):
    url, seeded, _ = site
    login(page, url, seeded.alpha_key)
    page.get_by_role("link", name="Register").click()
    rows = page.locator("table.register tbody tr")
    standing = [rows.nth(i).inner_text() for i in range(rows.count())]
    assert any(NETLIFY[:30] in r for r in standing) and not any(VERCEL[:30] in r for r in standing)
    page.get_by_label("Status").select_option("superseded")
    page.get_by_role("button", name="Apply").click()
    rows = page.locator("table.register tbody tr")
    assert rows.count() == 1 and VERCEL[:30] in rows.first.inner_text()
    page.get_by_label("Status").select_option("all")
    page.get_by_label("Person").fill("김철수")
    page.get_by_role("button", name="Apply").click()
    assert page.locator("table.register tbody tr").count() == 1 and OFFSITE[:10] in page.locator("table.register").inner_text()
    page.get_by_label("Person").fill("")
    page.get_by_label("Words of the matter").fill("marketing site")
    page.get_by_role("button", name="Apply").click()
    assert page.locator("table.register tbody tr").count() == 2
    shot(page, "register-en")
    page.get_by_role("link", name=re.compile("Change of plan")).first.click()
    timeline = page.locator("ol.timeline li")
    assert timeline.count() == 2
    assert VERCEL[:30] in timeline.nth(0).inner_text() and "superseded" in timeline.nth(0).inner_text()
    assert NETLIFY[:30] in timeline.nth(1).inner_text() and "this one" in timeline.nth(1).inner_text()
    assert page.locator("svg.graph .node-person").count() >= 1  # the neighbourhood is drawn
    shot(page, "memory-en")


def test_a_conflict_is_resolved_from_its_page(page, site):
    url, seeded, svc = site
    login(page, url, seeded.alpha_key)
    page.get_by_role("link", name="Conflicts").click()
    conflict = page.locator("li.conflict").first
    assert "1월 28일" in conflict.inner_text() and "1월 25일" in conflict.inner_text()
    shot(page, "conflicts-en")
    conflict.get_by_label("Reason (optional)").fill("the chat had the new date")
    conflict.get_by_role("button", name="Use incoming").click()
    assert page.get_by_role("status").inner_text() == "Conflict resolved."
    assert page.locator("li.conflict").count() == 0
    reader = svc.key_reader(svc.authenticate(seeded.alpha_key))
    assert not svc.list_conflicts(status="open", reader=reader)


def test_health_shows_the_figures(page, site):
    url, seeded, _ = site
    login(page, url, seeded.alpha_key)
    page.get_by_role("link", name="Health").click()
    figures = page.locator(".figures").inner_text()
    assert "Memories (current)" in figures and "Duplicate candidates" in figures
    shot(page, "health-en")


def test_logout_ends_the_session(page, site):
    url, seeded, _ = site
    login(page, url, seeded.alpha_key)
    page.get_by_role("button", name="Log out").click()
    assert page.get_by_role("status").inner_text() == "You are logged out."
    page.goto(f"{url}/app/register")
    assert "/app/login" in page.url


def test_a_key_of_another_team_sees_nothing_of_this_one(page, site):
    url, seeded, _ = site
    login(page, url, seeded.beta_key)
    page.get_by_label("Ask").fill("Where is the marketing site hosted?")
    page.keyboard.press("Enter")
    page.wait_for_selector(".answer")
    body = page.locator("main").inner_text()
    assert "Netlify" not in body and "Vercel" not in body
    page.goto(f"{url}/app/register?status=all")
    register = page.locator("main").inner_text()
    assert BETA_SECRET[:30] in register and "Netlify" not in register and "오프사이트" not in register
    page.goto(f"{url}/app/memories/{seeded.netlify_id}")
    assert page.locator("h1").inner_text() == "Not found" and "Netlify" not in page.content()
    page.goto(f"{url}/app/conflicts")
    assert "Apollo" not in page.locator("main").inner_text()


def test_korean_ui_keyboard_only_and_a_phone_screen(browser, site):
    url, seeded, _ = site
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ko-KR", is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        page.goto(f"{url}/app/login")
        assert page.locator("h1").inner_text() == "로그인"  # the browser's language picks Korean
        shot(page, "login-ko-phone")
        assert page.evaluate("document.activeElement.id") == "api_key"  # the key field has the focus at once
        page.keyboard.type(seeded.alpha_key)
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile(r".*/app/$"))
        assert page.evaluate("document.activeElement.id") == "q"  # and then the Ask box
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.textContent") == "질문하기"  # then its button
        page.keyboard.press("Shift+Tab")
        page.keyboard.type("오프사이트는 어디서 해?")
        page.keyboard.press("Enter")
        page.wait_for_selector(".answer")
        assert page.locator(".answer h2").inner_text() == "현재 유효한 결정"
        assert "제주" in page.locator("blockquote.lead").inner_text()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
        shot(page, "ask-ko-phone")
        for name, path in (("register-ko", "/app/register?status=all"), ("conflicts-ko", "/app/conflicts"),
                           ("health-ko", "/app/health"), ("memory-ko", f"/app/memories/{seeded.netlify_id}")):
            page.goto(f"{url}{path}")
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), name
            shot(page, name + "-phone")
        page.goto(f"{url}/app/register?lang=en")  # the language switch sticks for the session
        page.goto(f"{url}/app/register")
        assert page.locator("h1").inner_text() == "Decision register"
    finally:
        context.close()
