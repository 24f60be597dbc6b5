"""``POST /slack/commands``: the slash command ``/mnemo <question>`` (``docs/slack_bot.md``).

Parse (signature, form, workspace → team), make one service call (through ``bot_answers``), render. The
answer is posted in the channel (``in_channel``) so the people in the conversation see what stands and its
sources; what only the asker needs (help, refusals, errors, "Looking that up…") is ``ephemeral``.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from mnemo.ingest.live.receiver import HookAnswer
from mnemo.interfaces.labels import label
from mnemo.interfaces.slack_bot.bot_answers import Reply
from mnemo.interfaces.slack_bot.request_check import (
    TEAM_ENV,
    form_fields,
    not_set_up,
    question_text,
    reader_for,
    refuse,
    signature_refusal,
    team_of,
    wants_help,
)
from mnemo.text.analysis import language_of

if TYPE_CHECKING:
    from collections.abc import Mapping

    from mnemo.interfaces.slack_bot import SlackBot

log = logging.getLogger("mnemo.slack_bot")


def ephemeral(text: str) -> HookAnswer:
    return HookAnswer(200, {"response_type": "ephemeral", "text": text})


def help_text(lang: str | None = None) -> str:
    """The help in the question's language, or in both when there is no question to tell it by."""
    if lang:
        return label("slack_help", lang)
    return label("slack_help", "en") + "\n" + label("slack_help", "ko")


def late_payload(reply: Reply) -> dict[str, Any]:
    """What goes to the ``response_url`` when the answer was not ready in time: the answer in the channel
    (a new message, next to the asker's "Looking that up…"), or an error replacing that note."""
    if reply.ok:
        return {"response_type": "in_channel", "replace_original": False, "text": reply.text}
    return {"response_type": "ephemeral", "replace_original": True, "text": reply.text}


def handle_command(bot: SlackBot, headers: Mapping[str, str], body: bytes) -> HookAnswer:
    """Slack's slash command request -> the answer Slack shows (within ``inline_seconds``) or an
    acknowledgement, the answer following on the response URL."""
    settings = bot.settings
    if not settings.signing_secret:
        return not_set_up()
    form = form_fields(body)
    if form is None:
        return refuse(400, "invalid_input", "The body is not a form",
                      "Send the slash command's application/x-www-form-urlencoded body as Slack does")
    if form.get("ssl_check") == "1":  # Slack checking the certificate: nothing to read, nothing to say
        return HookAnswer(200, {})
    refusal = signature_refusal(settings.signing_secret, headers, body)
    if refusal is not None:
        return refusal
    question = question_text(form.get("text"))
    if wants_help(question):
        return ephemeral(help_text(language_of(question) if question else None))
    lang = language_of(question)
    workspace = (form.get("team_id") or "").strip()
    team = team_of(settings, workspace)
    if team is None:
        log.warning("Slack bot: a command from workspace %r, which %s does not map to a team", workspace, TEAM_ENV)
        return ephemeral(label("slack_unmapped", lang).format(workspace=workspace or "?"))
    response_url = (form.get("response_url") or "").strip()

    def late(reply: Reply) -> None:
        if not response_url:
            log.error("Slack bot: the answer to %r was late and the command had no response_url", question[:80])
            return
        bot.respond(response_url, late_payload(reply))

    reply = bot.answerer.within(question, reader_for(team, form.get("user_id")), settings.inline_seconds, late)
    if reply is None:
        return ephemeral(label("slack_looking_up", lang))
    if not reply.ok:
        return ephemeral(reply.text)
    return HookAnswer(200, {"response_type": "in_channel", "text": reply.text})
