"""The Slack bot (``docs/slack_bot.md``): ``/mnemo <question>`` and ``@mnemo <question>`` answered from one
team's memory, with the sources, by ``mnemo serve``.

A thin adapter like every interface: handlers check the request (``request_check``), make one
``MemoryService.ask`` call (``bot_answers``) and render it with ``answer_text``. Slack's API is the only
service it talks to (``notify.slack_post``), at ``MNEMO_SLACK_API_URL``, so tests run it against a local
fake of Slack. Settings are read on each request from ``service.settings.slack``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from fastapi import Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from mnemo.config import SlackBotSettings
from mnemo.ingest.live.receiver import HookAnswer
from mnemo.interfaces.slack_bot.app_mentions import LiveReceiver, handle_event
from mnemo.interfaces.slack_bot.bot_answers import Answerer
from mnemo.interfaces.slack_bot.slash_command import handle_command

if TYPE_CHECKING:
    from fastapi import FastAPI

    from mnemo.service import MemoryService


class SlackBot:
    """The bot of one app (``create_app``): its answer workers (the mentions taken are the service's)."""

    def __init__(self, service: MemoryService) -> None:
        self.service = service
        self.answerer = Answerer(service)

    @property
    def settings(self) -> SlackBotSettings:
        return self.service.settings.slack

    def command(self, headers: Mapping[str, str], body: bytes) -> HookAnswer:
        return handle_command(self, headers, body)

    def event(self, headers: Mapping[str, str], body: bytes, live: LiveReceiver) -> HookAnswer:
        return handle_event(self, headers, body, live)

    def respond(self, response_url: str, payload: dict[str, Any]) -> None:
        """A slash command's late answer, to its response URL."""
        from mnemo.notify.slack_post import respond

        respond(response_url, payload)

    def post(self, channel: str, text: str, thread_ts: str | None) -> None:
        """A message from the bot (a mention's answer) in ``channel``, in the thread of ``thread_ts``."""
        from mnemo.notify.slack_post import post_message

        post_message(self.settings.api_url, self.settings.bot_token or "", channel, text, thread_ts=thread_ts)


def install_slack_bot(app: FastAPI, service: MemoryService) -> SlackBot:
    """Serve ``POST /slack/commands``; the returned bot also takes its part of ``POST /slack/events``
    (``SlackBot.event``, called by that route before the live-source receiver)."""
    bot = SlackBot(service)

    @app.post("/slack/commands", tags=["slack bot"])
    async def slack_commands(request: Request) -> JSONResponse:
        """The slash command `/mnemo <question>` (form-encoded, signed with MNEMO_SLACK_SIGNING_SECRET): the
        answer from the workspace's team memory within Slack's 3 seconds, or an acknowledgement and the
        answer on the response URL when it takes longer (docs/slack_bot.md)."""
        answer = await run_in_threadpool(bot.command, dict(request.headers), await request.body())
        return JSONResponse(answer.body, status_code=answer.status)

    return bot
