"""Posting to Slack: ``chat.postMessage`` with a bot token (the bot's answers to mentions, the weekly
digest) and a slash command's ``response_url`` (an answer that took longer than Slack's 3 seconds).

Slack's Web API answers HTTP 200 with ``{"ok": false, "error": "channel_not_found"}`` for most failures, so
the body decides, and a failure becomes one ``ProviderError`` naming Slack's error code and the fix. The
token never appears in a message. ``api_url`` is configurable so tests talk to a local fake of Slack.
"""

from __future__ import annotations

from typing import Any

import httpx

from mnemo.errors import ProviderError

_FIXES = {
    "not_in_channel": "Invite the bot to the channel (/invite @mnemo)",
    "channel_not_found": "Check the channel id (MNEMO_SLACK_DIGEST_CHANNEL) and invite the bot to it",
    "invalid_auth": "Check MNEMO_SLACK_BOT_TOKEN (the app's Bot User OAuth Token, xoxb-...)",
    "not_authed": "Set MNEMO_SLACK_BOT_TOKEN (the app's Bot User OAuth Token, xoxb-...)",
    "missing_scope": "Give the Slack app the chat:write scope and reinstall it",
}


def post_message(api_url: str, token: str, channel: str, text: str, *, thread_ts: str | None = None,
                 timeout: float = 10.0) -> dict[str, Any]:
    """Post ``text`` (mrkdwn) to ``channel`` (in the thread of ``thread_ts``); Slack's answer."""
    payload: dict[str, Any] = {"channel": channel, "text": text, "unfurl_links": False}
    if thread_ts:
        payload["thread_ts"] = thread_ts
    url = api_url.rstrip("/") + "/chat.postMessage"
    try:
        resp = httpx.post(url, json=payload, timeout=timeout,
                          headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json; charset=utf-8"})
    except httpx.HTTPError as exc:
        raise ProviderError(f"Slack could not be reached at {url}: {type(exc).__name__}",
                            "Check the network and MNEMO_SLACK_API_URL") from None
    try:
        body = resp.json()
    except ValueError:
        body = None
    if resp.status_code != 200 or not isinstance(body, dict):
        raise ProviderError(f"Slack answered {resp.status_code} to chat.postMessage",
                            "Check MNEMO_SLACK_API_URL and try again later")
    if not body.get("ok"):
        code = str(body.get("error") or "unknown_error")
        raise ProviderError(f"Slack refused the message: {code}",
                            _FIXES.get(code, "See https://api.slack.com/methods/chat.postMessage#errors"))
    return body


def respond(response_url: str, payload: dict[str, Any], *, timeout: float = 10.0) -> None:
    """Send a slash command's (late) answer to its ``response_url``."""
    try:
        resp = httpx.post(response_url, json=payload, timeout=timeout)
    except httpx.HTTPError as exc:
        raise ProviderError(f"Slack's response URL could not be reached: {type(exc).__name__}",
                            "Check the network; the response URL is valid for 30 minutes") from None
    if resp.status_code >= 400:
        raise ProviderError(f"Slack answered {resp.status_code} on the response URL",
                            "The response URL is valid for 30 minutes and 5 answers; ask again")
