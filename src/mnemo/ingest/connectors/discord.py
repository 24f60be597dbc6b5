"""Discord: messages as the API writes them and as DiscordChatExporter writes them, as ``SourceItem``.

Accepted, in a file (one JSON value, a list, or JSON lines) or a folder of ``.json`` files:
- API message objects (``GET /channels/{id}/messages`` returns a list, newest first): ``id``,
  ``channel_id``, ``guild_id``, ``author{id, username, global_name}``, ``member{nick}``, ``content``,
  ``timestamp``, ``edited_timestamp``, ``mentions``, ``message_reference``, ``thread``, attachments, embeds,
  reactions; and Gateway dispatches ``{"t": "MESSAGE_CREATE" | "MESSAGE_UPDATE", "d": message}`` as a bot
  receives them.
- DiscordChatExporter JSON: ``{"guild": …, "channel": …, "messages": [{id, type, timestamp,
  timestampEdited, content, author{id, name, nickname}, reference{messageId}, mentions, reactions,
  attachments}]}``.

Identity: ``source_id`` is ``channel_id/message_id`` in both forms, so an API dump and an export of the
same channel give one memory each. Threads: Discord ids are global and a thread started from a message
has that message's id, so ``thread_id`` is the root message id — the thread's id for every message posted
in the thread, the start of the reply chain for a reply (``message_reference``), else the message's own
id; ``in_reply_to`` is the referenced message (or the thread's starter message when it is in the data).
An API edit dispatch (``MESSAGE_UPDATE``) is an item of its own (``…#edited-<time>``) with
``extra["action"] = "edit"`` and ``extra["target_source_id"]``, as in the Slack connector.

Skipped as noise (not reported): system messages — members joining, pins, boosts, calls, renames, thread
created notices and thread starter placeholders — everything but ordinary messages, replies and
application commands.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from mnemo.domain.sources import Participant, SkippedItem, SourceItem
from mnemo.ingest.connectors.chat_text import discord_mentions, discord_to_text
from mnemo.ingest.connectors.common import (
    advance,
    input_files,
    is_new,
    json_files,
    json_records,
    number_mark,
    read_text,
    require_path,
    utc_from_iso,
    utc_from_unix,
)

#: API message types that are something a person said (default, reply, slash and context-menu commands).
SPOKEN_TYPES = frozenset({0, 19, 20, 23})
SPOKEN_EXPORT_TYPES = frozenset({"default", "reply", "applicationcommand", "chatinputcommand", "contextmenucommand"})
_DISCORD_EPOCH_MS = 1420070400000


def snowflake_time(snowflake: int) -> datetime | None:
    """The creation time encoded in a Discord id."""
    return utc_from_unix(((snowflake >> 22) + _DISCORD_EPOCH_MS) / 1000)


def time_snowflake(when: datetime) -> int:
    """The smallest Discord id created at ``when`` (to order an edit among the channel's messages)."""
    return max(0, int(when.timestamp() * 1000) - _DISCORD_EPOCH_MS) << 22


class DiscordConnector:
    """Reads Discord message JSON at ``path``.

    Options: ``guild`` (the server id, for message links when the data does not carry it), ``channels``
    and ``roles`` (id → name maps, to show ``<#id>`` / ``<@&id>`` by name and label channels).
    """

    cursor_tracks_skipped = False  # an unreadable file is reported on every run

    source = "discord"

    def __init__(self, path: str | Path, *, guild: str | None = None,
                 channels: Mapping[str, str] | None = None, roles: Mapping[str, str] | None = None) -> None:
        self.path = require_path(path, "Discord message JSON")
        self.guild = guild
        self.channel_names = dict(channels or {})
        self.roles = dict(roles or {})
        self._channel_guilds: dict[str, str] = {}
        self._only_guild: str | None = None

    # ------------------------------------------------------------------------------ protocol

    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        records: list[tuple[int, int, str, dict[str, Any]]] = []   # (sort id, order, origin, normalized)
        guild_names: dict[str, str] = {}
        user_names: dict[str, str] = {}
        threads: set[str] = set()
        order = 0
        for entry in json_files(self.path):
            if isinstance(entry, SkippedItem):
                yield entry
                continue
            f, values = entry
            for index, value in enumerate(values):
                for position, (kind, message) in enumerate(self._messages(value, guild_names, threads)):
                    origin = f"{f}#{index}" + (f".{position}" if isinstance(value, dict) and "messages" in value else "")
                    if kind == "bad":
                        yield SkippedItem(origin=origin, reason=str(message))
                        continue
                    if not str(message.get("id", "")).isdigit() or not message.get("channel_id"):
                        yield SkippedItem(origin=origin, reason="message without a numeric 'id' or a 'channel_id'")
                        continue
                    order += 1
                    sort_id = int(message["id"])
                    if kind == "edit":
                        edited = utc_from_iso(message.get("edited_timestamp"))
                        sort_id = time_snowflake(edited) if edited else sort_id
                    message["_kind"] = kind
                    records.append((sort_id, order, origin, message))
                    thread = message.get("thread") if isinstance(message.get("thread"), dict) else {}
                    for channel, guild in ((message["channel_id"], message.get("guild_id")),
                                           (thread.get("id"), thread.get("guild_id") or message.get("guild_id"))):
                        if channel and guild:
                            self._channel_guilds.setdefault(str(channel), str(guild))
                    for person in [message.get("author") or {}, *(message.get("mentions") or [])]:
                        if isinstance(person, dict) and person.get("id") and _display(person):
                            user_names.setdefault(str(person["id"]), _display(person))
        records.sort(key=lambda r: (r[0], r[1]))
        guilds = set(self._channel_guilds.values())
        self._only_guild = next(iter(guilds)) if len(guilds) == 1 else None  # a dump of one server
        roots: dict[str, str] = {}      # message id -> thread root id
        where: dict[str, str] = {}      # message id -> source_id
        seen: set[str] = set()
        for sort_id, _, origin, message in records:
            item = self._item(message, origin, roots, where, threads, guild_names, user_names, sort_id)
            if item is None or item.source_id in seen:
                continue
            seen.add(item.source_id)
            if is_new(cursor, item.extra["channel_id"], number_mark(sort_id), item.source_id):
                yield item

    def cursor_after(self, item: SourceItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        return advance(cursor, item.extra["channel_id"], number_mark(item.extra["sort_id"]), item.source_id)

    def estimate(self) -> int | None:
        total = 0
        for f in input_files(self.path, (".json", ".jsonl", ".ndjson")):
            try:
                for value in json_records(read_text(f.read_bytes()))[0]:
                    total += len(value.get("messages") or []) if isinstance(value, dict) and "messages" in value else 1
            except ValueError:
                continue
        return total

    # ------------------------------------------------------------------------------ reading

    def _messages(self, value: Any, guild_names: dict[str, str],
                  threads: set[str]) -> Iterator[tuple[str, Any]]:
        """``(kind, message)`` pairs in the API's shape from one JSON value; kind is ``message``, ``edit``
        or ``bad`` (then ``message`` is the reason)."""
        if isinstance(value, list):
            for v in value:
                yield from self._messages(v, guild_names, threads)
            return
        if not isinstance(value, dict):
            yield "bad", "not a JSON object"
            return
        if isinstance(value.get("messages"), list) and isinstance(value.get("channel"), dict):
            yield from self._exported(value, guild_names, threads)
            return
        if "t" in value and "d" in value:
            event = value.get("t")
            if event == "MESSAGE_CREATE" and isinstance(value["d"], dict):
                yield "message", dict(value["d"])
            elif event == "MESSAGE_UPDATE" and isinstance(value["d"], dict) and "content" in value["d"]:
                yield "edit", dict(value["d"])
            return  # other dispatches (reactions, typing, deletes) say nothing new
        if "content" in value and "author" in value:
            yield "message", dict(value)
            return
        yield "bad", "not a Discord message, gateway dispatch or DiscordChatExporter file"

    def _exported(self, export: dict[str, Any], guild_names: dict[str, str],
                  threads: set[str]) -> Iterator[tuple[str, Any]]:
        """DiscordChatExporter messages rewritten into the API's shape (one reader for both)."""
        guild = export.get("guild") or {}
        channel = export["channel"]
        channel_id = str(channel.get("id") or "")
        guild_id = str(guild.get("id") or "") or None
        if guild_id and guild.get("name"):
            guild_names[guild_id] = guild["name"]
        if channel_id and channel.get("name"):
            self.channel_names.setdefault(channel_id, channel["name"])
        if "thread" in str(channel.get("type") or "").lower():
            threads.add(channel_id)
        for m in export["messages"]:
            if not isinstance(m, dict):
                yield "bad", "exported message is not a JSON object"
                continue
            kind = str(m.get("type") or "Default").replace(" ", "").lower()
            if kind not in SPOKEN_EXPORT_TYPES:
                continue
            author = m.get("author") or {}
            ref = m.get("reference") or {}
            yield "message", {
                "id": m.get("id"), "channel_id": channel_id, "guild_id": None if guild_id == "0" else guild_id,
                "type": 19 if ref.get("messageId") else 0, "content": m.get("content") or "",
                "timestamp": m.get("timestamp"), "edited_timestamp": m.get("timestampEdited"),
                "author": {"id": author.get("id"), "username": author.get("name"),
                           "global_name": author.get("nickname"), "bot": author.get("isBot", False)},
                "mentions": [{"id": u.get("id"), "username": u.get("name"), "global_name": u.get("nickname")}
                             for u in m.get("mentions") or [] if isinstance(u, dict)],
                "message_reference": ({"message_id": ref.get("messageId"), "channel_id": ref.get("channelId") or channel_id}
                                      if ref.get("messageId") else None),
                "attachments": [{"filename": a.get("fileName"), "url": a.get("url")}
                                for a in m.get("attachments") or [] if isinstance(a, dict)],
                "embeds": m.get("embeds") or [],
                "reactions": [{"emoji": {"name": (r.get("emoji") or {}).get("name")}, "count": r.get("count")}
                              for r in m.get("reactions") or [] if isinstance(r, dict)],
                "pinned": m.get("isPinned", False), "_dm": guild_id == "0",
            }

    def _item(self, message: dict[str, Any], origin: str, roots: dict[str, str], where: dict[str, str],
              threads: set[str], guild_names: dict[str, str], user_names: dict[str, str],
              sort_id: int) -> SourceItem | None:
        if message.get("type", 0) not in SPOKEN_TYPES:
            return None
        mid, channel_id = str(message["id"]), str(message["channel_id"])
        thread = message.get("thread")
        if isinstance(thread, dict) and thread.get("id"):
            threads.add(str(thread["id"]))
            if thread.get("name"):
                self.channel_names.setdefault(str(thread["id"]), thread["name"])
        ref = message.get("message_reference") or {}
        ref_id = str(ref.get("message_id") or "") or None
        in_reply_to: str | None
        if ref_id:
            root = roots.get(ref_id, ref_id)
            in_reply_to = where.get(ref_id) or f"{ref.get('channel_id') or channel_id}/{ref_id}"
        elif channel_id in threads or channel_id in roots:
            root = channel_id  # posted inside a thread: the thread's id is its starter message's id
            in_reply_to = where.get(channel_id)
        else:
            root, in_reply_to = mid, None
        source_id = f"{channel_id}/{mid}"
        roots.setdefault(mid, root)
        where.setdefault(mid, source_id)
        mentions = {str(u["id"]): u for u in message.get("mentions") or [] if isinstance(u, dict) and u.get("id")}
        names = {**user_names, **{i: _display(u) for i, u in mentions.items() if _display(u)}}
        body = discord_to_text(message.get("content") or "", names, self.channel_names, self.roles)
        files = [a.get("filename") or a.get("url") for a in message.get("attachments") or [] if isinstance(a, dict)]
        files = [f for f in files if f]
        if not body:
            embeds = [e for e in message.get("embeds") or [] if isinstance(e, dict)]
            body = "\n".join(t for e in embeds for t in (e.get("title"), e.get("description")) if t)
            body = discord_to_text(body, names, self.channel_names, self.roles) if body else ""
        if not body and files:
            body = "\n".join(f"[file: {f}]" for f in files)
        if not body:
            return None
        author_raw = message.get("author") or {}
        member = message.get("member") or {}
        author = Participant(name=member.get("nick") or _display(author_raw) or None,
                             handle=author_raw.get("username") or author_raw.get("id")) if author_raw else None
        ordered_ids = [*discord_mentions(message.get("content") or ""), *mentions]
        recipients = [Participant(name=_display(mentions[i]) or None, handle=mentions[i].get("username") or i)
                      for i in dict.fromkeys(ordered_ids) if i in mentions and i != str(author_raw.get("id"))]
        guild_id = (message.get("guild_id") or self._channel_guilds.get(channel_id) or self.guild
                    or (None if message.get("_dm") else self._only_guild))
        url = (f"https://discord.com/channels/{'@me' if message.get('_dm') else guild_id}/{channel_id}/{mid}"
               if guild_id or message.get("_dm") else None)
        channel_label = "#" + self.channel_names.get(channel_id, channel_id)
        labels = [guild_names[guild_id], channel_label] if guild_id in guild_names else [channel_label]
        extra: dict[str, Any] = {"channel_id": channel_id, "message_id": mid, "sort_id": sort_id}
        if guild_id:
            extra["guild_id"] = str(guild_id)
        edited_at = utc_from_iso(message.get("edited_timestamp"))
        if edited_at:
            extra["edited_at"] = edited_at.isoformat()
        if files:
            extra["files"] = files
        if author_raw.get("bot"):
            extra["author_is_bot"] = True
        reactions = {(r.get("emoji") or {}).get("name"): r.get("count") for r in message.get("reactions") or []
                     if isinstance(r, dict) and (r.get("emoji") or {}).get("name")}
        if reactions:
            extra["reactions"] = reactions
        occurred = utc_from_iso(message.get("timestamp")) or snowflake_time(int(mid))
        if message.get("_kind") == "edit":
            edited = utc_from_iso(message.get("edited_timestamp"))
            extra.update(action="edit", target_source_id=source_id)
            source_id = f"{source_id}#edited-{message.get('edited_timestamp') or sort_id}"
            occurred = edited or occurred
        return SourceItem(
            source=self.source, source_id=source_id, thread_id=root, author=author, recipients=recipients,
            occurred_at=occurred, body=body, url=url, labels=labels, in_reply_to=in_reply_to, origin=origin,
            extra=extra,
        )


def _display(user: Mapping[str, Any]) -> str:
    return str(user.get("global_name") or user.get("nickname") or user.get("username") or user.get("name") or "")
