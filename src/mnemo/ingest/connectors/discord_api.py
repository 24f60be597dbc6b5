"""The live Discord sync: channel history through the bot API since a per-channel cursor.

Why it reads through ``DiscordConnector``: the messages ``GET /channels/{id}/messages`` returns are the
API message objects the file connector already reads (threads, replies, mentions, system messages skipped),
so the sync writes each run's messages to a temporary JSON file and hands it to that connector; a channel's
memories are then the same whether they came from an export or from the bot. Its cursor is the connector's
own (per channel, the last message's id), which is also where the next run asks the API to start
(``after``).

The API returns a page newest first, even with ``after`` (discord-api-docs #7740); a page is sorted by id
before the next ``after`` is taken from its newest message. A first sync reads ``first_sync_days`` back (the
id of that instant, Discord ids encode their time), at most ``max_messages`` per channel and run; the rest
is read by the next runs. Edits made after a message was read are not seen by history reads (only a
gateway bot sees ``MESSAGE_UPDATE``). Rate limits (429, with ``Retry-After``) and server errors are retried.
A channel the bot cannot read (403, 404) is reported in ``problems`` and the other channels are still read;
a bad token (401) stops the run.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from mnemo.domain.sources import SkippedItem, SourceItem
from mnemo.errors import ConfigError, InvalidInput, ProviderError
from mnemo.ingest.connectors.common import read_token_file
from mnemo.ingest.connectors.discord import DiscordConnector, time_snowflake
from mnemo.net import Api, ApiClient, excerpt, redact, request_json

DEFAULT_BASE_URL = "https://discord.com/api/v10"
PAGE = 100  # the API's largest page


def read_bot_token(token: str | None = None, token_file: str | Path | None = None) -> str:
    """The bot token: given directly, or the first line of a file."""
    if token and token.strip():
        return token.strip().removeprefix("Bot ").strip()
    text = read_token_file(token_file, "Discord bot token file") if token_file else ""
    if text:
        return text.splitlines()[0].strip().removeprefix("Bot ").strip()
    raise ConfigError("No Discord bot token was given",
                      "Pass the bot's token (Developer Portal → your app → Bot → Reset Token)")


class DiscordTokenRefused(ProviderError):
    """401: the bot token is wrong; no channel can be read, so the run stops."""


def _http_error(resp: httpx.Response, url: str, secret: str | None) -> ProviderError:
    try:
        body = resp.json()
        said = str(body.get("message") or "") if isinstance(body, dict) else ""
    except ValueError:
        said = excerpt(resp.text)
    what = f"The Discord API answered {resp.status_code} for {url}" + (f": {redact(said, secret)}" if said else "")
    if resp.status_code == 401:
        return DiscordTokenRefused(what, "The bot token is invalid or was reset: give the source the bot's current "
                                   "token (Developer Portal → Bot → Reset Token)")
    if resp.status_code == 403:
        return ProviderError(what, "The bot cannot read this channel: give it View Channel and Read Message "
                                   "History there, or remove the channel from the source")
    if resp.status_code == 404:
        return ProviderError(what, "No such channel, or the bot is not in its server: check the channel id "
                                   "(Developer Mode → right-click the channel → Copy Channel ID)")
    if resp.status_code == 429:
        return ProviderError(what, "Discord is rate-limiting the bot; the next run goes on from the cursor")
    if resp.status_code >= 500:
        return ProviderError(what, "Discord had a server error; the next run goes on from the cursor")
    return ProviderError(what, f"Check the base URL (the default is {DEFAULT_BASE_URL})")


_API = Api("The Discord API", reach_fix="Check the network connection and the base URL; the next run resumes "
                                        "from the cursor",
           timeout_fix="Check the network connection; the next run resumes from the cursor",
           url_fix=f"Use a base URL such as {DEFAULT_BASE_URL}",
           not_json_fix=f"Check the base URL (the default is {DEFAULT_BASE_URL})", http_error=_http_error)


class DiscordClient(ApiClient):
    """The one bot API call the sync needs: a channel's messages after an id."""

    def __init__(self, token: str | None = None, *, token_file: str | Path | None = None,
                 base_url: str = DEFAULT_BASE_URL, **options: Any) -> None:
        self._token = read_bot_token(token, token_file)
        super().__init__(base_url, **options)

    def messages_after(self, channel_id: str, after: int, limit: int = PAGE) -> list[dict[str, Any]]:
        """Up to ``limit`` (≤ 100) messages of the channel with ids above ``after``, oldest first."""
        url = f"{self.base_url}/channels/{channel_id}/messages"
        page = request_json(self._http, "GET", url, _API, params=[("after", str(after)), ("limit", str(limit))],
                            headers={"Authorization": f"Bot {self._token}"}, timeout=self.timeout, retry=self._retry)
        if not isinstance(page, list):
            raise ProviderError(f"The Discord API answered {url} with something other than a list of messages",
                                f"Check the base URL (the default is {DEFAULT_BASE_URL})")
        return sorted((m for m in page if isinstance(m, dict) and str(m.get("id", "")).isdigit()),
                      key=lambda m: int(m["id"]))


class DiscordSync:
    """The live Discord connector (``Connector`` protocol) over ``channels``."""

    source = "discord"
    cursor_tracks_skipped = False

    def __init__(self, client: DiscordClient, channels: Sequence[str], *, guild: str | None = None,
                 first_sync_days: int = 90, max_messages: int = 5000,
                 now: Callable[[], datetime] | None = None) -> None:
        channels = [str(c).strip() for c in channels if str(c).strip()]
        if not channels or not all(c.isdigit() for c in channels):
            raise InvalidInput("A Discord source needs channel ids (numbers)",
                               "Pass --channel ID for each channel (Developer Mode → Copy Channel ID)")
        if first_sync_days <= 0 or max_messages <= 0:
            raise InvalidInput("Discord sync limits must be positive", "Pass e.g. first_sync_days=90")
        self.client = client
        self.channels = channels
        self.guild = guild
        self.first_sync_days = first_sync_days
        self.max_messages = max_messages
        self._now = now or (lambda: datetime.now(UTC))
        self._reader: DiscordConnector | None = None
        self.problems: list[str] = []  # the channels the last run could not read, with why

    @classmethod
    def from_token(cls, token: str | None = None, *, token_file: str | Path | None = None,
                   base_url: str = DEFAULT_BASE_URL, channels: Sequence[str] = (), **options: Any) -> DiscordSync:
        return cls(DiscordClient(token, token_file=token_file, base_url=base_url), channels, **options)

    def _after(self, cursor: dict[str, Any] | None, channel: str) -> int:
        entry = ((cursor or {}).get("marks") or {}).get(channel)
        if entry and entry.get("at"):
            return int(str(entry["at"]).split(".")[0])
        return time_snowflake(self._now() - timedelta(days=self.first_sync_days))

    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        self.problems = []
        for channel in self.channels:
            after, fetched = self._after(cursor, channel), list[dict[str, Any]]()
            try:
                while len(fetched) < self.max_messages:
                    page = self.client.messages_after(channel, after, min(PAGE, self.max_messages - len(fetched)))
                    if not page:
                        break
                    fetched.extend(page)
                    after = int(page[-1]["id"])
                    if len(page) < PAGE:
                        break
            except DiscordTokenRefused:
                raise
            except ProviderError as exc:
                # one channel the bot cannot read must not hold up the others: what was read of it is still
                # written, and the problem is reported with the run
                self.problems.append(f"channel {channel}: {exc.message}")
            if not fetched:
                continue
            with tempfile.TemporaryDirectory(prefix="mnemo-discord-") as tmp:
                path = Path(tmp) / f"{channel}.json"
                path.write_text(json.dumps(fetched, ensure_ascii=False), encoding="utf-8")
                self._reader = DiscordConnector(path, guild=self.guild)
                yield from self._reader.items(cursor)

    def cursor_after(self, item: SourceItem | SkippedItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        if isinstance(item, SkippedItem) or self._reader is None:
            return dict(cursor or {})  # a skipped message does not move the channel's cursor
        return self._reader.cursor_after(item, cursor)

    def estimate(self) -> int | None:
        return None
