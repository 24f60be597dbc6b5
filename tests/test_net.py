"""The one retrying request helper (``mnemo.net.request_json``) against a real loopback server: what is
retried, how long it waits, what it logs, and the errors a user sees."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx
import pytest

from fake_server import Reply
from mnemo.errors import ProviderError
from mnemo.net import Api, ProviderHTTPError, Retry, post_json, request_json

API = Api("The test endpoint", key_setting="the test key")


def call(server, *, retries: int = 2, api: Api = API, method: str = "POST") -> tuple[object, list[float]]:
    slept: list[float] = []
    with httpx.Client() as client:
        got = request_json(client, method, server.url + "/x", api, json_body={"q": 1}, timeout=5.0,
                           retry=Retry(retries=retries, backoff=0.2, max_delay=3.0, sleep=slept.append))
    return got, slept


def test_transient_failures_are_retried_and_each_retry_is_logged(server, caplog):
    server.script(Reply(503, {"error": "loading"}), Reply(429, {"error": "busy"}), Reply(body={"ok": True}))
    with caplog.at_level("WARNING", logger="mnemo.net"):
        got, slept = call(server)
    assert got == {"ok": True} and len(server.requests) == 3 and len(slept) == 2
    assert all(0.1 <= s <= 0.4 for s in slept)  # jittered backoff from 0.2 s (then 0.4 s)
    retries = [r.getMessage() for r in caplog.records]
    assert len(retries) == 2 and "answered 503" in retries[0] and "attempt 2 of 3" in retries[0]
    assert "answered 429" in retries[1] and "attempt 3 of 3" in retries[1]


def test_giving_up_is_logged_and_says_how_often_it_tried(server, caplog):
    server.script(*[Reply(500, {"error": {"message": "boom"}})] * 3)
    with caplog.at_level("WARNING", logger="mnemo.net"), pytest.raises(ProviderHTTPError) as info:
        call(server)
    assert info.value.status == 500 and "gave up after 3 attempts" in str(info.value)
    assert "logs" in info.value.fix and caplog.records[-1].getMessage().endswith("giving up")
    assert len(caplog.records) == 3  # two retries, one give-up


@pytest.mark.parametrize("status", [400, 401, 404, 422, 501])
def test_other_error_answers_fail_at_once(server, status, caplog):
    server.script(Reply(status, {"error": {"message": "no"}}))
    with caplog.at_level("WARNING", logger="mnemo.net"), pytest.raises(ProviderHTTPError) as info:
        call(server)
    assert info.value.status == status and len(server.requests) == 1 and not caplog.records
    assert info.value.fix  # every error names a fix


def test_retry_after_is_honoured_in_both_forms_and_capped(server):
    soon = format_datetime(datetime.now(UTC) + timedelta(seconds=2), usegmt=True)
    server.script(Reply(429, {}, headers={"Retry-After": "1.5"}), Reply(503, {}, headers={"Retry-After": soon}),
                  Reply(503, {}, headers={"Retry-After": "3600"}), Reply(body=[1]))
    got, slept = call(server, retries=3)
    assert got == [1]
    assert slept[0] == 1.5 and 0.5 <= slept[1] <= 2.0 and slept[2] == 3.0  # capped at max_delay


def test_a_custom_api_decides_what_is_retryable_and_how_errors_read(server):
    def http_error(resp: httpx.Response, url: str, secret: str | None) -> ProviderError:
        return ProviderError(f"The test API answered {resp.status_code}", "Wait and rerun")

    api = Api("The test API", http_error=http_error, retryable=lambda r: r.status_code in (403, 429))
    server.script(Reply(403, {}), Reply(body={"ok": 1}))
    assert call(server, api=api)[0] == {"ok": 1}
    server.script(Reply(503, {}))
    with pytest.raises(ProviderError, match="The test API answered 503"):
        call(server, api=api)
    assert len(server.requests) == 3


def test_connection_errors_are_retried_then_reported_with_the_fix(caplog):
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed when the block ends: nothing listens there
    slept: list[float] = []
    with httpx.Client() as client, caplog.at_level("WARNING", logger="mnemo.net"), \
            pytest.raises(ProviderError) as info:
        post_json(client, f"http://127.0.0.1:{port}/v1/x", {}, API, timeout=2.0,
                  retry=Retry(retries=1, backoff=0.01, sleep=slept.append))
    assert "Could not reach the test endpoint" in str(info.value) and "2 attempts" in str(info.value)
    assert "running" in info.value.fix and len(slept) == 1 and len(caplog.records) == 2


def test_the_key_is_never_in_an_error(server):
    key = "sk-secret-777"
    server.script(Reply(401, {"error": {"message": f"bad key {key}"}}))
    with httpx.Client() as client, pytest.raises(ProviderError) as info:
        post_json(client, server.url + "/x", {}, API, headers={"Authorization": f"Bearer {key}"}, timeout=5.0)
    assert key not in str(info.value) and "***" in str(info.value) and "the test key" in info.value.fix


def test_a_database_url_is_shown_without_its_password():
    """The team walk: `mnemo serve` printed postgresql://app:apppw@… in its banner, into every log collector."""
    from mnemo.config import Settings
    from mnemo.errors import redact_url

    assert Settings(db="postgresql://mnemo_app:apppw@127.0.0.1:55432/mnemo").db_shown == \
        "postgresql://mnemo_app:***@127.0.0.1:55432/mnemo"
    assert redact_url("postgresql://a:p%40ss@db.example:5432/m?sslmode=require") == \
        "postgresql://a:***@db.example:5432/m?sslmode=require"
    assert redact_url("postgresql://a@h/db") == "postgresql://a@h/db" and redact_url("/tmp/m.db") == "/tmp/m.db"
    assert redact_url("postgresql://app@db/mnemo?password=secret") == "postgresql://app@db/mnemo?password=***"
