"""What every request to the bot goes through before anything is answered: Slack's signature (the signing
secret; a request older than five minutes is refused as a replay), the body read as a form or as JSON, the
workspace's mnemo team, and the question's words without Slack's markup.

Why one module: the slash command and the mention handler must refuse in the same way, and the workspace →
team mapping is the bot's whole access rule. The reader it builds reads the mapped team's shared memories
(and the Slack user's own private memories of that team, which a Slack user never has), never another
team's, never the operator's (``domain/access.py``): the bot is not the local operator, whatever it runs on.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qs

from mnemo.config import SlackBotSettings
from mnemo.domain.access import Reader
from mnemo.ingest.live.receiver import HookAnswer
from mnemo.ingest.live.signatures import slack_problem

SECRET_ENV = "MNEMO_SLACK_SIGNING_SECRET"
TEAM_ENV = "MNEMO_SLACK_TEAM"

#: ``<@U0123>`` / ``<@U0123|mina>`` (a user mention), ``<#C0123|general>`` (a channel), ``<!here>``,
#: ``<https://x|label>`` (a link): how Slack marks up the text it sends.
_MARKUP = re.compile(r"<([@#!])?([^>|]*)(?:\|([^>]*))?>")


def refuse(status: int, code: str, message: str, fix: str) -> HookAnswer:
    """The REST API's error shape with the fix beside the message (as the webhook receivers answer)."""
    return HookAnswer(status, {"error": {"code": code, "message": message, "fix": fix}})


def not_set_up() -> HookAnswer:
    """The answer of the bot's endpoints while no signing secret is configured: without it no request can
    be told apart from a forgery, so none is read."""
    return refuse(404, "not_found", f"The Slack bot is not set up on this server ({SECRET_ENV} is not set)",
                  f"Set {SECRET_ENV} to the Slack app's signing secret (Basic Information > App Credentials) "
                  "and restart mnemo serve (docs/slack_bot.md)")


def signature_refusal(secret: str, headers: Mapping[str, str], body: bytes,
                      now: float | None = None) -> HookAnswer | None:
    """None when ``body`` was signed by Slack with ``secret`` in the last five minutes, else a 401."""
    h = {k.lower(): v for k, v in headers.items()}
    problem = slack_problem(secret, body, h.get("x-slack-request-timestamp"), h.get("x-slack-signature"),
                            time.time() if now is None else now)
    if problem is None:
        return None
    return refuse(401, "unauthorized", f"Refused: {problem}",
                  f"Set {SECRET_ENV} to the app's signing secret (Basic Information in the Slack app's settings), "
                  "and keep this server's clock right")


def form_fields(body: bytes) -> dict[str, str] | None:
    """A slash command's ``application/x-www-form-urlencoded`` body as {field: first value} (None if unreadable)."""
    try:
        parsed = parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False)
    except (UnicodeDecodeError, ValueError):
        return None
    return {k: v[0] for k, v in parsed.items() if v}


def json_object(body: bytes) -> dict[str, Any] | None:
    """An Events API body as a JSON object (None if it is not one)."""
    try:
        value = json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def team_of(settings: SlackBotSettings, workspace: str | None) -> str | None:
    """The mnemo team a Slack workspace (``T0123``) reads, from ``MNEMO_SLACK_TEAM``; None when not mapped."""
    return settings.teams.get((workspace or "").strip()) if workspace else None


def reader_for(team: str, slack_user: str | None) -> Reader:
    """Who the bot reads as for ``slack_user`` of a workspace mapped to ``team``: a member of that team only
    (never ``local``, so no other team's memories and no operator's private ones)."""
    return Reader(user_id=f"slack:{(slack_user or 'unknown').strip() or 'unknown'}", team_id=team)


def question_text(text: str | None) -> str:
    """The words of a question as a person typed them: mentions of people (the bot's own ``<@U…>``) dropped,
    channels and links as their label, Slack's ``&amp;`` escapes undone, whitespace collapsed."""

    def plain(m: re.Match[str]) -> str:
        sigil, target, label = m.group(1), m.group(2), m.group(3)
        if sigil == "@":
            return " "
        if sigil == "#":
            return f"#{label or target}"
        if sigil == "!":
            return " "
        return label or target

    words = _MARKUP.sub(plain, text or "")
    words = words.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return " ".join(words.split())


def wants_help(question: str) -> bool:
    return question.strip().lower() in ("", "help", "?", "도움말", "도움")
