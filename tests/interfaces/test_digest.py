"""The weekly digest (``docs/digest.md``): ``MemoryService.digest`` and ``mnemo digest`` over the bundled
sample (ingested for real: decisions superseded, reversed and pending in January 2025) and over team
decisions written as a connector writes them.

Only network services are faked: a real SMTP server (aiosmtpd) on 127.0.0.1 receives the mail (with
STARTTLS and a login where a test needs them) and a loopback fake of Slack's Web API records
chat.postMessage. The service, the store (SQLite), the embedder and the rendering are mnemo's own."""

from __future__ import annotations

import ipaddress
import json
import re
import shutil
import socket
import ssl
from datetime import datetime, timedelta, timezone
from email import message_from_bytes, policy
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from fake_slack import FakeSlack
from support import at, team_decide
from typer.testing import CliRunner

from mnemo.config import Settings
from mnemo.domain.access import Reader
from mnemo.interfaces import digest_text
from mnemo.interfaces.cli.main import app
from mnemo.samples.walkthrough import ingest_samples
from mnemo.service import MemoryService

runner = CliRunner()
USER = "demo-team"  # ingest_samples' user; its chat export is team "demo"
WEEK = ("--since", "2025-01-13", "--until", "2025-01-19")
VERCEL = "Selected: we'll host the landing page on Vercel"
NETLIFY = "Selected: Let's switch to Netlify instead of Vercel"
FRIDAY = "확정: 배포는 금요일로 확정할게요"
PG16 = "확정: 결제 DB는 PostgreSQL 16으로 확정합니다"
TOKEN = "xoxb-digest-token"
SUBJECT = "mnemo digest: 2025-01-13 – 2025-01-19 (demo)"


def cli(*args: str, code: int = 0):
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, (result.stdout, result.stderr)
    assert "Traceback" not in result.stdout + result.stderr
    return result


# -- the sample, ingested once and copied for each test ----------------------------------------------------------
@pytest.fixture(scope="module")
def sample_template(tmp_path_factory, embedder) -> Path:
    path = tmp_path_factory.mktemp("digest") / "sample.db"
    svc = MemoryService.open(Settings(db=str(path)), embedder=embedder)
    try:
        ingest_samples(svc)
    finally:
        svc.close()
    return path


@pytest.fixture
def sample_db(sample_template: Path, tmp_path: Path) -> str:
    for f in sample_template.parent.glob(sample_template.name + "*"):
        shutil.copy(f, tmp_path / f.name)
    return str(tmp_path / sample_template.name)


def _team(digest: Any, name: str) -> Any:
    return next(t for t in digest.teams if t.team == name and not t.private)


# -- what the digest holds ----------------------------------------------------------------------------------------
def test_a_week_lists_what_was_made_changed_and_reversed_and_nothing_outside_it(sample_db, make_service):
    svc = make_service(sample_db)
    week = svc.digest(since=at("2025-01-13T00:00:00Z"), until=at("2025-01-19T23:59:59Z"), user_id=USER)
    demo = _team(week, "demo")
    changed = {i.text: i.by.text for i in demo.changed if i.by}
    assert changed[VERCEL] == NETLIFY  # old → new
    assert all(i.status == "superseded" and "2025-01-13" <= i.at[:10] <= "2025-01-19" for i in demo.changed)
    assert NETLIFY not in [i.text for i in demo.made]  # listed once: as what replaced Vercel
    assert PG16 in [i.text for i in demo.made] and all(i.status == "standing" for i in demo.made)
    reversed_ = {i.text: i for i in demo.reversed}
    assert reversed_[FRIDAY].at.startswith("2025-01-16") and "금요일 배포는 취소" in reversed_[FRIDAY].by.text
    assert demo.pending == []  # the one proposal of the sample was made on Jan 22, after this window
    assert week.language == "ko" and not week.empty
    assert week.counts["changed"] == sum(len(t.changed) for t in week.teams) >= 5
    shown = json.dumps(week.as_dict(), ensure_ascii=False)
    for later in ("March 10", "오프사이트", "unlogged", "300만원"):  # decided from Jan 20 on
        assert later not in shown

    nxt = svc.digest(since=at("2025-01-20T00:00:00Z"), until=at("2025-01-26T23:59:59Z"), user_id=USER)
    demo2 = _team(nxt, "demo")
    assert [i.text for i in demo2.pending] == [
        "선택: 세션 캐시는 Redis 대신 Postgres unlogged table로 가면 어떨까요?"]
    assert [(i.text[:40], i.by.text[:40]) for i in demo2.changed] == [
        ("Confirmed: Target launch date is March 3", "Confirmed: @channel Update: the launch m"),
        # "we'll open two backend positions in February" (Jan 16), changed on Jan 24 to one for now
        ("Direction: Hiring: we'll open two backen", "Approved: Change of plan: finance approv")]
    assert "2월 팀 오프사이트는 2월 14일 제주로 진행합니다" in " ".join(i.text for i in demo2.made)
    assert "Vercel" not in json.dumps(nxt.as_dict(), ensure_ascii=False)  # last week's change stays there


def test_the_cli_prints_markdown_and_html_in_english_and_korean(sample_db):
    en = cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--lang", "en").stdout
    assert en.startswith("# mnemo digest: 2025-01-13 – 2025-01-19 (demo, demo-team)\n")
    assert "## Team demo" in en and "## Private (demo-team)" in en
    assert re.search(r"^### Decisions made \(\d+\)$", en, re.M) and re.search(r"^### Decisions reversed \(1\)$", en, re.M)
    assert f"- ~~{VERCEL}~~ → **{NETLIFY}** · 2025-01-17" in en
    assert f"- ~~{FRIDAY}~~ · 2025-01-16 · reversed by: 취소:" in en
    assert "](https://mail.google.com/mail/u/0/#search/rfc822msgid%3Ako-002%40hanbit-soft.co.kr)" in en  # source link

    ko = cli("digest", "--db", sample_db, "--user", USER, *WEEK).stdout  # most of the week is Korean
    assert ko.startswith("# mnemo 결정 요약: 2025-01-13 – 2025-01-19")
    assert "## demo 팀" in ko and "### 바뀐 결정" in ko and "### 번복된 결정 (1)" in ko and "번복한 결정: 취소:" in ko
    assert "Decisions changed" not in ko and "바뀐 결정" not in en

    page = cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--format", "html", "--lang", "ko").stdout
    assert page.startswith("<!DOCTYPE html>") and '<html lang="ko">' in page and page.rstrip().endswith("</html>")
    assert "바뀐 결정" in page and "Selected: we&#x27;ll host the landing page on Vercel" in page

    out = json.loads(cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--json").stdout)
    assert out["language"] == "ko" and out["digest"]["empty"] is False
    demo = next(t for t in out["digest"]["teams"] if t["team"] == "demo")
    assert {"text": VERCEL, "by": NETLIFY} in [{"text": i["text"], "by": i["by"]["text"]} for i in demo["changed"]]
    assert demo["counts"]["reversed"] == 1 and out["digest"]["counts"]["made"] >= 4

    cli("digest", "--db", sample_db, "--format", "pdf", code=1)
    cli("digest", "--db", sample_db, "--lang", "fr", code=1)
    cli("digest", "--db", sample_db, "--since", "2025-02-01", "--until", "2025-01-01", code=1)


def test_an_empty_week_says_so(sample_db):
    en = cli("digest", "--db", sample_db, "--user", USER, "--since", "2024-06-03", "--until", "2024-06-09").stdout
    assert "No decisions were made, changed or reversed between 2024-06-03 and 2024-06-09." in en
    assert "0 made · 0 changed · 0 reversed · 0 pending · 0 open conflicts" in en
    ko = cli("digest", "--db", sample_db, "--user", USER, "--since", "2024-06-03", "--until", "2024-06-09",
             "--lang", "ko").stdout
    assert "2024-06-03부터 2024-06-09까지 새로 내리거나 바꾸거나 번복한 결정이 없습니다." in ko
    out = json.loads(cli("digest", "--db", sample_db, "--user", USER, "--since", "2024-06-03", "--until",
                         "2024-06-09", "--json").stdout)
    assert out["digest"]["empty"] is True and out["digest"]["teams"] == []


# -- teams, conflicts, escaping ----------------------------------------------------------------------------------
ALPHA_OLD = "We're going with Vercel for the marketing site; the preview deploys fit our workflow."
ALPHA_NEW = ("Change of plan on the marketing site: the Vercel quote came back at 3x, so we're moving it to "
             "Netlify instead.")
SCRIPT = "The status page runs on Caddy <script>alert('pwned')</script> & <b>TLS</b> stays on."
BETA_SECRET = "Beta team decided to move billing to Oracle Cloud with a three-year commitment of $1.2M."
PROPOSAL = "Should we move the nightly backups to Backblaze B2?"


def _team_decision(svc, text: str, when: str, team: str, *, url: str | None = None, status: str = "decided"):
    return team_decide(svc, text, when, team, people=["Mina Park"], author="mina", url=url, status=status)


@pytest.fixture
def teams_db(make_service, db_path) -> str:
    svc = make_service()
    _team_decision(svc, ALPHA_OLD, "2025-03-03T10:00:00Z", "alpha", url="https://example.slack.com/archives/C1/p1")
    _team_decision(svc, ALPHA_NEW, "2025-03-05T10:00:00Z", "alpha", url="javascript:alert(1)")
    _team_decision(svc, SCRIPT, "2025-03-04T10:00:00Z", "alpha")
    _team_decision(svc, PROPOSAL, "2025-02-10T10:00:00Z", "alpha", status="pending")
    _team_decision(svc, "Older alpha decision: the wiki moves to Outline.", "2025-02-20T10:00:00Z", "alpha")
    _team_decision(svc, BETA_SECRET, "2025-03-04T10:00:00Z", "beta")
    for team, kept, lost in (("alpha", "28", "25"), ("beta", "30", "29")):
        svc.add(f"Apollo {team} 마감일: 1월 {kept}일", source_type="bootstrapped", user_id="mina", team_id=team,
                visibility="team")
        assert svc.add(f"Apollo {team} 마감일: 1월 {lost}일", source_type="realtime", user_id="mina", team_id=team,
                       visibility="team").conflict_id
    svc.close()
    return db_path


def test_a_team_reads_its_own_digest_with_its_conflicts_and_nothing_of_another_team(teams_db, make_service):
    svc = make_service(teams_db)
    since, until = at("2025-03-01T00:00:00Z"), at("2025-03-07T23:59:59Z")
    alpha = svc.digest(since=since, until=until, reader=Reader("mina", "alpha"))
    assert [t.team for t in alpha.teams] == ["alpha"]
    team = alpha.teams[0]
    assert [(i.text, i.by.text) for i in team.changed] == [(ALPHA_OLD, ALPHA_NEW)]
    assert [i.text for i in team.made] == [SCRIPT]  # the wiki decision of February is outside the window
    assert [i.text for i in team.pending] == [PROPOSAL]  # pending, of any age
    assert [(c.existing_value, c.incoming_value) for c in team.conflicts] == [
        ("Apollo alpha 마감일: 1월 28일", "Apollo alpha 마감일: 1월 25일")]  # open now, whenever recorded
    rendered = digest_text.markdown(alpha) + digest_text.html(alpha) + digest_text.slack(alpha)
    rendered += json.dumps(alpha.as_dict(), ensure_ascii=False)
    assert "Oracle" not in rendered and "beta" not in rendered.lower()

    beta = svc.digest(since=since, until=until, reader=Reader("mina", "beta"))
    assert [t.team for t in beta.teams] == ["beta"] and "Vercel" not in json.dumps(beta.as_dict())
    svc.close()
    out = cli("digest", "--db", teams_db, "--team", "beta", "--since", "2025-03-01", "--until", "2025-03-07").stdout
    assert BETA_SECRET in out and "Apollo beta 마감일: 1월 29일" in out
    assert "Vercel" not in out and "alpha" not in out
    both = cli("digest", "--db", teams_db, "--since", "2025-03-01", "--until", "2025-03-07").stdout
    assert both.index("## Team alpha") < both.index("## Team beta")
    typo = runner.invoke(app, ["digest", "--db", teams_db, "--team", "alhpa"])
    assert typo.exit_code == 1 and "No team 'alhpa' in this store" in typo.stderr and "alpha, beta" in typo.stderr
    quiet = runner.invoke(app, ["digest", "--db", teams_db, "--team", "alpha", "--since", "2024-01-01",
                                "--until", "2024-01-07"])
    assert quiet.exit_code == 0  # a known team's quiet week is no error


def test_a_members_private_decision_is_listed_as_private_not_under_the_team(teams_db, make_service):
    svc = make_service(teams_db)
    mine = "Decision: I will move my on-call handover notes to the Outline wiki from March 4."
    svc.add(mine, category="decision", user_id="mina", team_id="alpha", occurred_at=at("2025-03-04T09:00:00Z"))
    d = svc.digest(since=at("2025-03-01T00:00:00Z"), until=at("2025-03-07T23:59:59Z"), reader=Reader("mina", "alpha"))
    [private] = [t for t in d.teams if t.private]
    assert private.team == "mina" and [i.text for i in private.made] == [mine]
    [team] = [t for t in d.teams if not t.private]
    assert team.team == "alpha" and mine not in json.dumps(team.as_dict(), ensure_ascii=False)


def test_the_html_email_is_self_contained_and_escapes_what_memory_holds(teams_db, make_service):
    svc = make_service(teams_db)
    d = svc.digest(since=at("2025-03-01T00:00:00Z"), until=at("2025-03-07T23:59:59Z"), reader=Reader("mina", "alpha"))
    page = digest_text.html(d, "en")
    assert page.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in page
    assert "<script" not in page.lower() and "<b>" not in page
    assert "Caddy &lt;script&gt;alert(&#x27;pwned&#x27;)&lt;/script&gt; &amp; &lt;b&gt;TLS&lt;/b&gt; stays on." in page
    for external in ("<style", "<link", "<img", "src=", "@import", "url(", "javascript:"):
        assert external not in page.lower(), external
    assert re.findall(r'href="([^"]+)"', page) == ["https://example.slack.com/archives/C1/p1"]  # only safe links
    assert "Decisions changed" in page and "Open conflicts" in page and "Pending proposals" in page
    md = digest_text.markdown(d, "en")
    assert "<script>" not in md and "\\<script\\>" in md  # Markdown viewers render no raw HTML from memory
    assert "&lt;script&gt;" in digest_text.slack(d, "en")  # Slack's mrkdwn escapes
    ko = digest_text.html(d, "ko")
    assert '<html lang="ko">' in ko and "바뀐 결정" in ko and "검토할 충돌" in ko and "검토 중인 제안" in ko


# -- sending: a real SMTP server and a fake of Slack -------------------------------------------------------------
class Inbox:
    """aiosmtpd's handler: keeps every message it is given."""

    def __init__(self) -> None:
        self.envelopes: list[Any] = []

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 (aiosmtpd's hook name)
        self.envelopes.append(envelope)
        return "250 Message accepted for delivery"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Smtp:
    def __init__(self, **smtp_options: Any) -> None:
        self.inbox = Inbox()
        self.port = _free_port()
        self.controller = Controller(self.inbox, hostname="127.0.0.1", port=self.port, **smtp_options)

    def __enter__(self) -> _Smtp:
        self.controller.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.controller.stop()


@pytest.fixture
def smtp_server():
    with _Smtp() as server:
        yield server


@pytest.fixture
def slack():
    with FakeSlack(TOKEN) as fake:
        yield fake


def _mail_env(monkeypatch, port: int, **extra: str) -> None:
    monkeypatch.setenv("MNEMO_SMTP_HOST", "127.0.0.1")
    monkeypatch.setenv("MNEMO_SMTP_PORT", str(port))
    monkeypatch.setenv("MNEMO_SMTP_FROM", "mnemo@example.com")
    monkeypatch.setenv("MNEMO_SMTP_TO", "lead@example.com, team@example.com")
    for k, v in extra.items():
        monkeypatch.setenv(k, v)


def _slack_env(monkeypatch, slack: FakeSlack, token: str = TOKEN) -> None:
    monkeypatch.setenv("MNEMO_SLACK_BOT_TOKEN", token)
    monkeypatch.setenv("MNEMO_SLACK_API_URL", f"{slack.base}/api")
    monkeypatch.setenv("MNEMO_SLACK_DIGEST_CHANNEL", "C0DIGEST")


def test_send_mails_both_parts_and_posts_to_slack(sample_db, smtp_server, slack, monkeypatch):
    _mail_env(monkeypatch, smtp_server.port)
    _slack_env(monkeypatch, slack)
    r = cli("digest", "--db", sample_db, "--user", USER, "--team", "demo", *WEEK, "--lang", "en", "--send")
    assert r.stdout.startswith(f"# {SUBJECT}\n")
    assert "Mailed to lead@example.com, team@example.com" in r.stderr and "Posted to Slack channel C0DIGEST" in r.stderr

    [envelope] = smtp_server.inbox.envelopes
    assert envelope.mail_from == "mnemo@example.com"
    assert envelope.rcpt_tos == ["lead@example.com", "team@example.com"]
    msg = message_from_bytes(envelope.original_content, policy=policy.default)
    assert msg["Subject"] == SUBJECT and msg["To"] == "lead@example.com, team@example.com"
    assert msg.get_content_type() == "multipart/alternative"
    parts = {p.get_content_type(): p.get_content() for p in msg.iter_parts()}
    assert set(parts) == {"text/plain", "text/html"}
    assert f"~~{VERCEL}~~ → **{NETLIFY}**" in parts["text/plain"] and "## Team demo" in parts["text/plain"]
    assert parts["text/html"].startswith("<!DOCTYPE html>") and "Decisions reversed" in parts["text/html"]
    assert "Private (demo-team)" not in parts["text/plain"]  # --team demo: that team's digest only

    [post] = slack.calls
    assert post["path"] == "/api/chat.postMessage" and post["auth"] == f"Bearer {TOKEN}"
    assert post["body"]["channel"] == "C0DIGEST"
    text = post["body"]["text"]
    assert text.startswith(f"*{SUBJECT}*") and "*Team demo*" in text and f"~{VERCEL}~ → *{NETLIFY}*" in text

    out = json.loads(cli("digest", "--db", sample_db, "--user", USER, "--team", "demo", *WEEK, "--send",
                         "--json", "--lang", "ko").stdout)
    assert out["sent"] == {"mail": ["lead@example.com", "team@example.com"], "slack": "C0DIGEST"}
    assert len(smtp_server.inbox.envelopes) == 2 and len(slack.calls) == 2
    ko = message_from_bytes(smtp_server.inbox.envelopes[1].original_content, policy=policy.default)
    assert ko["Subject"] == "mnemo 결정 요약: 2025-01-13 – 2025-01-19 (demo)"
    assert "## demo 팀" in ko.get_body(("plain",)).get_content() and "*demo 팀*" in slack.calls[1]["body"]["text"]


def test_send_with_nothing_configured_names_what_to_set(sample_db, monkeypatch, slack):
    r = cli("digest", "--db", sample_db, "--send", code=1)
    assert r.stdout == ""
    for var in ("MNEMO_SMTP_HOST", "MNEMO_SMTP_TO", "MNEMO_SLACK_BOT_TOKEN", "MNEMO_SLACK_DIGEST_CHANNEL"):
        assert var in r.stderr
    monkeypatch.setenv("MNEMO_SLACK_DIGEST_CHANNEL", "C0DIGEST")
    assert "MNEMO_SLACK_BOT_TOKEN" in cli("digest", "--db", sample_db, "--send", code=1).stderr
    monkeypatch.delenv("MNEMO_SLACK_DIGEST_CHANNEL")
    monkeypatch.setenv("MNEMO_SMTP_HOST", "127.0.0.1")
    assert "Set MNEMO_SMTP_TO" in cli("digest", "--db", sample_db, "--send", code=1).stderr
    assert slack.calls == []


def test_a_refused_smtp_connection_fails_clearly_and_posts_nothing(sample_db, slack, monkeypatch):
    _mail_env(monkeypatch, _free_port())  # nothing listens there
    _slack_env(monkeypatch, slack)
    r = cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--send", code=1)
    assert f"The SMTP server at 127.0.0.1:{_port(r.stderr)} refused the connection" in r.stderr
    assert "Check MNEMO_SMTP_HOST and MNEMO_SMTP_PORT" in r.stderr
    assert slack.calls == []  # nothing half-sent
    err = json.loads(cli("digest", "--db", sample_db, "--send", "--json", code=1).stdout)
    assert err["error"]["code"] == "provider_error" and "refused the connection" in err["error"]["message"]


def _port(stderr: str) -> str:
    found = re.search(r"127\.0\.0\.1:(\d+)", stderr)
    assert found, stderr
    return found.group(1)


def test_a_slack_refusal_after_the_mail_says_what_was_delivered(sample_db, smtp_server, slack, monkeypatch):
    _mail_env(monkeypatch, smtp_server.port)
    _slack_env(monkeypatch, slack, token="xoxb-revoked")
    r = cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--send", code=1)
    assert "The digest was mailed to lead@example.com, team@example.com, but posting it to Slack failed" in r.stderr
    assert "invalid_auth" in r.stderr and "MNEMO_SLACK_BOT_TOKEN" in r.stderr and "xoxb-revoked" not in r.stderr
    assert len(smtp_server.inbox.envelopes) == 1 and len(slack.calls) == 1


def _self_signed(tmp_path: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 (and its key) that the client trusts through SSL_CERT_FILE."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.now(timezone.utc)
    ski = x509.SubjectKeyIdentifier.from_public_key(key.public_key())
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - timedelta(minutes=5))
            .not_valid_after(now + timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                           critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=False, key_encipherment=False,
                                         data_encipherment=False, key_agreement=True, key_cert_sign=True,
                                         crl_sign=False, encipher_only=False, decipher_only=False), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .add_extension(ski, critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_subject_key_identifier(ski), critical=False)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = tmp_path / "smtp-cert.pem", tmp_path / "smtp-key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


def test_starttls_and_login_refused_or_accepted(sample_db, tmp_path, monkeypatch):
    cert, key = _self_signed(tmp_path)
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(cert, key)
    logins: list[tuple[bytes, bool]] = []

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = isinstance(auth_data, LoginPassword) and (auth_data.login, auth_data.password) == (b"digest", b"s3cret")
        logins.append((auth_data.login, bool(session.ssl)))
        return AuthResult(success=ok, handled=False)  # not handled: the server answers 235 or 535

    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    with _Smtp(tls_context=tls, authenticator=authenticator, auth_require_tls=True) as server:
        _mail_env(monkeypatch, server.port, MNEMO_SMTP_USERNAME="digest", MNEMO_SMTP_PASSWORD="wrong-password")
        r = cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--send", code=1)
        assert f"The SMTP server at 127.0.0.1:{server.port} refused the login for 'digest' (535" in r.stderr
        assert "Check MNEMO_SMTP_USERNAME and MNEMO_SMTP_PASSWORD" in r.stderr and "wrong-password" not in r.stderr
        assert server.inbox.envelopes == []

        monkeypatch.setenv("MNEMO_SMTP_PASSWORD", "s3cret")
        cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--send")
        assert len(server.inbox.envelopes) == 1
        assert logins and all(login == (b"digest", True) for login in logins)  # the password went over TLS only
        tried = len(logins)

        monkeypatch.setenv("MNEMO_SMTP_STARTTLS", "false")  # a login without encryption is refused here
        r = cli("digest", "--db", sample_db, "--user", USER, *WEEK, "--send", code=1)
        assert "offers no encryption, and the password is not sent in the clear" in r.stderr
        assert len(logins) == tried and len(server.inbox.envelopes) == 1


def test_a_team_server_serves_a_keys_digest_over_rest(teams_db, make_service):
    from starlette.testclient import TestClient

    from mnemo.interfaces.http.app import create_app

    svc = make_service(teams_db)
    alpha_key = svc.create_api_key("mina", team_id="alpha")[0]
    with TestClient(create_app(svc, mount_mcp=False, live_worker=False)) as client:
        h = {"Authorization": f"Bearer {alpha_key}"}
        r = client.get("/api/v1/digest", params={"since": "2025-03-01", "until": "2025-03-07"}, headers=h)
        assert r.status_code == 200, r.text
        body = r.json()
        assert [t["team"] for t in body["digest"]["teams"]] == ["alpha"] and ALPHA_NEW[:30] in body["text"]
        assert "Oracle" not in json.dumps(body) and body["subject"].startswith("mnemo digest")
        html = client.get("/api/v1/digest", params={"since": "2025-03-01", "until": "2025-03-07", "format": "html",
                                                    "lang": "ko"}, headers=h).json()
        assert html["text"].lstrip().lower().startswith("<!doctype html") and html["language"] == "ko"
        bad = client.get("/api/v1/digest", params={"since": "2025-03-09", "until": "2025-03-07"}, headers=h)
        assert bad.status_code == 400
        assert client.get("/api/v1/digest").status_code == 401
