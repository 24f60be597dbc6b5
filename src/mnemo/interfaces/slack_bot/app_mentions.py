"""``POST /slack/events`` for the bot: ``@mnemo <question>`` (an ``app_mention`` event) answered in the
mention's thread with ``chat.postMessage`` (``docs/slack_bot.md``).

The same path receives the Events API deliveries of live sources (``mnemo sources add slack``), which turn
a channel's messages into memories. The bot takes only what is its own: a request signed with the bot's
signing secret that is a ``url_verification`` or an ``app_mention``. Everything else goes on to the live
receiver exactly as without the bot. A request the bot verified that no live source reads is acknowledged
(200) rather than refused, so Slack does not retry it and then switch the app's events off.

Slack wants the 200 within 3 seconds and retries otherwise (``X-Slack-Retry-Num``), so the answer is
written on a worker thread after the acknowledgement; an ``event_id`` already taken is acknowledged and
not answered again, whichever ``mnemo serve`` process took it (the ids are kept in the database:
``MemoryService.first_delivery``). Messages posted by a bot (``bot_id``), the bot's own answers among them, are ignored.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from mnemo.ingest.live.receiver import HookAnswer
from mnemo.interfaces.labels import label
from mnemo.interfaces.slack_bot.request_check import (
    json_object,
    question_text,
    reader_for,
    refuse,
    signature_refusal,
    team_of,
    wants_help,
)
from mnemo.interfaces.slack_bot.slash_command import help_text
from mnemo.text.analysis import language_of

if TYPE_CHECKING:
    from mnemo.interfaces.slack_bot import SlackBot

log = logging.getLogger("mnemo.slack_bot")

LiveReceiver = Callable[[Mapping[str, str], bytes], HookAnswer]


def _ack(**fields: Any) -> HookAnswer:
    return HookAnswer(200, {"ok": True, **fields})


def handle_event(bot: SlackBot, headers: Mapping[str, str], body: bytes, live: LiveReceiver) -> HookAnswer:
    """An Events API delivery: the bot's own (verification, mentions) answered here, the rest to ``live``."""
    secret = bot.settings.signing_secret
    if not secret:
        return live(headers, body)
    refusal = signature_refusal(secret, headers, body)
    if refusal is not None:  # maybe a live source's app with another secret; if none takes it, the bot refuses
        answer = live(headers, body)
        return refusal if answer.status in (401, 404) else answer
    envelope = json_object(body)
    if envelope is None:
        return refuse(400, "invalid_input", "The body is not a JSON object", "Send the Events API's JSON body as it is")
    if envelope.get("type") == "url_verification":
        return HookAnswer(200, {"challenge": envelope.get("challenge", "")})
    event = envelope.get("event")
    if envelope.get("type") == "event_callback" and isinstance(event, dict) and event.get("type") == "app_mention":
        return _mention(bot, envelope, event)
    answer = live(headers, body)
    if answer.status in (401, 404):
        return _ack(kept=False, message="The bot answers app_mention events only, and no live Slack source reads "
                                        "this app's other events (mnemo sources add slack)")
    return answer


def _mention(bot: SlackBot, envelope: dict[str, Any], event: dict[str, Any]) -> HookAnswer:
    if event.get("bot_id") or event.get("subtype") == "bot_message":
        return _ack(answered=False, message="a bot's message is not answered")
    channel = str(event.get("channel") or "").strip()
    ts = str(event.get("ts") or "").strip()
    if not channel or not ts:
        return _ack(answered=False, message="the event names no channel or ts")
    token = bot.settings.bot_token
    if not token:
        log.error("Slack bot: a mention arrived but MNEMO_SLACK_BOT_TOKEN is not set, so it cannot be answered")
        return _ack(answered=False, message="MNEMO_SLACK_BOT_TOKEN is not set on this server")
    event_id = str(envelope.get("event_id") or "").strip() or f"{channel}:{ts}"
    if not bot.service.first_delivery("slack:app_mention", event_id):
        return _ack(answered=False, duplicate=True)
    thread_ts = str(event.get("thread_ts") or "").strip() or ts
    workspace = str(envelope.get("team_id") or event.get("team") or "").strip()
    question = question_text(event.get("text"))
    team = team_of(bot.settings, workspace)

    def answer() -> None:
        if team is None:
            log.warning("Slack bot: a mention from workspace %r, which MNEMO_SLACK_TEAM does not map to a team",
                        workspace)
            text = label("slack_unmapped", language_of(question)).format(workspace=workspace or "?")
        elif wants_help(question):
            text = help_text(language_of(question) if question else None)
        else:
            text = bot.answerer.reply(question, reader_for(team, event.get("user"))).text
        bot.post(channel, text, thread_ts)

    bot.answerer.later(answer)
    return _ack(answered=True)
