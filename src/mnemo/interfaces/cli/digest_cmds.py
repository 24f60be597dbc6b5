"""``mnemo digest``: the weekly digest (``docs/digest.md``), printed, and with ``--send`` mailed over SMTP and
posted to Slack's digest channel. Thin over ``MemoryService.digest``; the text is ``interfaces/digest_text``.

``--send`` checks every configured destination before it sends anything (a mail set up without recipients,
a Slack channel without a bot token: refused up front), mails first and posts second, and a failure exits 1
saying what was already delivered, so nothing is half-sent silently.

Annotations are evaluated when the commands are defined (no ``from __future__ import annotations``): typer
reads them, and the shared option types come from ``main`` inside ``register``.
"""

import sys
from datetime import datetime, timezone
from typing import Annotated, Any, Optional

import typer

from mnemo.errors import InvalidInput, MnemoError, ProviderError

_FORMATS = ("markdown", "html")
_NOWHERE_FIX = ("Set MNEMO_SMTP_HOST, MNEMO_SMTP_FROM and MNEMO_SMTP_TO (with MNEMO_SMTP_USERNAME and "
                "MNEMO_SMTP_PASSWORD when the server wants a login) to mail it, and/or MNEMO_SLACK_BOT_TOKEN and "
                "MNEMO_SLACK_DIGEST_CHANNEL to post it to Slack; see docs/digest.md")


def _when(value: str, flag: str, now: datetime, *, end_of_day: bool = False) -> datetime:
    from mnemo.text.dates import local_zone, parse_datetime

    try:  # typed at this terminal: a time without an offset is this machine's local time
        return parse_datetime(value, now=now, end_of_day=end_of_day, zone=local_zone())
    except ValueError:
        raise InvalidInput(f"Invalid {flag} date {value!r}",
                           "Use a span like 7d or 2w, ISO-8601 (2025-01-15 or 2025-01-15T14:00:00Z), "
                           "'2025년 1월 15일' or 'January 15, 2025'") from None


def window(since: Optional[str], until: Optional[str]) -> tuple[datetime, datetime]:
    """The digest's window: ``--until`` (default now, a date meaning its whole day) and ``--since`` (default
    7d), a span counting back from ``--until``."""
    now = datetime.now(timezone.utc)
    end = _when(until, "--until", now, end_of_day=True) if until else now
    start = _when(since or "7d", "--since", end)
    if start > end:
        raise InvalidInput("--since is after --until", "Swap the two dates")
    return start, end


def _destinations(settings: Any) -> tuple[bool, bool, str | None]:
    """Where ``--send`` sends (mail, Slack) and the mail's sender; refuses a half-made setup up front."""
    smtp, slack = settings.smtp, settings.slack
    mail = bool(smtp.host and smtp.host.strip())
    token, channel = (slack.bot_token or "").strip(), (slack.digest_channel or "").strip()
    if channel and not token:
        raise InvalidInput("MNEMO_SLACK_DIGEST_CHANNEL is set but MNEMO_SLACK_BOT_TOKEN is not",
                           "Set MNEMO_SLACK_BOT_TOKEN (the Slack app's Bot User OAuth Token, xoxb-...)")
    post = bool(token and channel)
    if not mail and not post:
        raise InvalidInput("--send has nowhere to send the digest: neither mail (SMTP) nor Slack is configured",
                           _NOWHERE_FIX)
    sender = None
    if mail:
        if not smtp.to:
            raise InvalidInput("MNEMO_SMTP_HOST is set but the digest has no recipients",
                               "Set MNEMO_SMTP_TO (comma-separated addresses)")
        sender = smtp.sender or (smtp.username if smtp.username and "@" in smtp.username else None)
        if not sender:
            raise InvalidInput("MNEMO_SMTP_HOST is set but the digest has no sender address",
                               "Set MNEMO_SMTP_FROM (e.g. mnemo@example.com)")
    return mail, post, sender


def send(settings: Any, digest: Any, lang: str, team: Optional[str]) -> dict[str, Any]:
    """Mail and/or post the digest as configured; what was delivered where."""
    from mnemo.interfaces import digest_text
    from mnemo.notify.mail_digest import MailServer, send_mail
    from mnemo.notify.slack_post import post_message

    mail, post, sender = _destinations(settings)
    sent: dict[str, Any] = {"mail": None, "slack": None}
    if mail and sender:
        smtp = settings.smtp
        server = MailServer(host=smtp.host.strip(), port=smtp.port, username=smtp.username or None,
                            password=smtp.password, starttls=smtp.starttls, ssl=smtp.ssl, timeout=smtp.timeout)
        sent["mail"] = send_mail(server, sender=sender, to=smtp.to,
                                 subject=digest_text.subject(digest, lang, team),
                                 text=digest_text.markdown(digest, lang, team=team),
                                 html=digest_text.html(digest, lang, team=team))
    if post:
        slack = settings.slack
        try:
            post_message(slack.api_url, slack.bot_token.strip(), slack.digest_channel.strip(),
                         digest_text.slack(digest, lang, team=team))
        except MnemoError as exc:
            if sent["mail"]:
                raise ProviderError(f"The digest was mailed to {', '.join(sent['mail'])}, but posting it to "
                                    f"Slack failed: {exc.what}", exc.fix) from None
            raise
        sent["slack"] = slack.digest_channel.strip()
    return sent


def _remote(client: Any, start: datetime, end: datetime, fmt: str, lang: Optional[str], team: Optional[str],
            send_it: bool, user: Optional[str], c: Any) -> None:
    """``mnemo digest`` against a team server: the server renders the key's digest (``GET /api/v1/digest``)."""
    if send_it:
        raise InvalidInput("--send mails and posts from where the store is, not through a server",
                           "Run it on the server's machine with the database: mnemo digest --send --db postgresql://…")
    if team or user:
        raise InvalidInput("--team and --user are the key's on a server", "Drop them: the key decides whose digest")
    out = client.digest(since=start, until=end, format=fmt, lang=lang.strip().lower() if lang else None)
    c.emit(out, lambda: typer.echo(out["text"], nl=False))


def _known_team(svc: Any, team: str) -> None:
    """``InvalidInput`` for a team this store has never heard of: nothing shared with it, no key for it."""
    teams = {p.removeprefix("team:") for p in svc.store.team_partitions()}
    teams |= {k.team_id for k in svc.list_api_keys() if k.team_id}
    if team not in teams:
        raise InvalidInput(f"No team {team!r} in this store", (f"Teams here: {', '.join(sorted(teams))}" if teams
                                                             else "No team has shared memories or keys yet")
                           + "; drop --team for every team you read")


def register(app: typer.Typer) -> None:
    from mnemo.interfaces.cli.main import DbOpt, JsonOpt, UserOpt, _Ctx, command

    @app.command("digest")
    @command
    def digest(since: Annotated[str, typer.Option("--since", help="Start of the window: a span back from --until "
                                                                  "(7d, 2w) or a date.")] = "7d",
               until: Annotated[Optional[str], typer.Option("--until", help="End of the window (default now; a "
                                                                            "date includes its whole day).")] = None,
               fmt: Annotated[str, typer.Option("--format", help="markdown|html")] = "markdown",
               lang: Annotated[Optional[str], typer.Option(
                   "--lang", help="en|ko (default: the language most of the decisions are in).")] = None,
               send_it: Annotated[bool, typer.Option(
                   "--send", help="Mail it (MNEMO_SMTP_*) and post it to Slack (MNEMO_SLACK_BOT_TOKEN, "
                                  "MNEMO_SLACK_DIGEST_CHANNEL), as configured.")] = False,
               team: Annotated[Optional[str], typer.Option("--team", help="One team's digest (default: every "
                                                                          "team you read).")] = None,
               user: UserOpt = None, db: DbOpt = None, as_json: JsonOpt = False) -> None:
        """The weekly digest: per team, decisions made, changed and reversed in the window, pending proposals
        and open conflicts."""
        from mnemo.interfaces import digest_text

        fmt = fmt.strip().lower()
        if fmt not in _FORMATS:
            raise InvalidInput(f"Unknown --format {fmt!r}", f"Use one of: {', '.join(_FORMATS)}")
        start, end = window(since, until)
        team = team.strip() if team and team.strip() else None
        c = _Ctx(db, as_json)
        try:
            svc = c.svc
            if getattr(svc, "client", None) is not None:  # a team server (MNEMO_URL): its digest for the key
                _remote(getattr(svc, "client"), start, end, fmt, lang, team, send_it, user, c)
                return
            if send_it:
                _destinations(svc.settings)  # refuse a missing setup before reading anything
            result = svc.digest(since=start, until=end, user_id=user, team_id=team)
            if team and result.empty:
                _known_team(svc, team)  # an empty digest of a mistyped team would be mailed as "a quiet week"
            language = digest_text.digest_lang(result, lang)
            sent = send(svc.settings, result, language, team) if send_it else None
            text = (digest_text.html if fmt == "html" else digest_text.markdown)(result, language, team=team)
            out: dict[str, Any] = {"digest": result.as_dict(), "language": language,
                                   "subject": digest_text.subject(result, language, team)}
            if sent is not None:
                out["sent"] = sent
            c.emit(out, lambda: typer.echo(text, nl=False))
            if sent is not None and not as_json:
                if sent["mail"]:
                    sys.stderr.write(f"Mailed to {', '.join(sent['mail'])}\n")
                if sent["slack"]:
                    sys.stderr.write(f"Posted to Slack channel {sent['slack']}\n")
        finally:
            c.close()
