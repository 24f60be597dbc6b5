"""Slack: a workspace export (folder or .zip) and Events API message payloads, as ``SourceItem``.

Export: ``users.json``, ``channels.json`` (and ``groups.json``, ``dms.json``, ``mpims.json`` when the
export has private channels and direct messages), and one folder per conversation of daily
``YYYY-MM-DD.json`` files (public and private channels and group DMs are folders named by the channel
name, DMs by their id). Events API: ``event_callback`` envelopes (or bare ``message`` events) in a file
holding one payload, a list, or JSON lines, or a folder of such files; user and channel names come from
``users=`` / ``channels=`` (a mapping, or the path of an export's ``users.json`` / ``channels.json``).

Identity, so the same message read from an export and from an event is one memory: ``source_id`` is
``team/channel/ts`` (``channel/ts`` when no team id is known), ``thread_id`` is ``team/channel/thread_ts``
(a message that starts no thread is its own thread, so later replies land in it), and a reply's
``in_reply_to`` is its thread root. An edit (``message_changed``) is an item of its own
(``…/ts#edited-<edit ts>``) and a deletion (``message_deleted``) an empty one (``…/ts#deleted``); both
carry ``extra["action"]`` (``edit``/``delete``) and ``extra["target_source_id"]`` so the pipeline can
update or retire the memory the original made.

Skipped as noise (not reported): the housekeeping subtypes in ``NOISE_SUBTYPES`` — members and bots
joining or leaving, bots added or removed, archive/unarchive, renames, pins, reminders, ``tombstone``
placeholders of deleted thread roots — plus ``message_replied`` and edits that change no text (link
unfurls). Topic and purpose changes are kept: people write decisions into them.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from decimal import Decimal, InvalidOperation
from pathlib import Path, PurePosixPath
from typing import Any

from mnemo.domain.sources import Participant, SkippedItem, SourceItem
from mnemo.ingest.connectors.chat_text import slack_mentions, slack_to_text
from mnemo.ingest.connectors.common import (
    ExportTree,
    advance,
    input_files,
    is_new,
    json_files,
    json_records,
    number_mark,
    read_text,
    require_path,
    utc_from_unix,
)
from mnemo.errors import InvalidInput

NOISE_SUBTYPES = frozenset({
    "channel_join", "channel_leave", "group_join", "group_leave", "bot_add", "bot_remove",
    "bot_enable", "bot_disable", "channel_archive", "channel_unarchive", "group_archive",
    "group_unarchive", "channel_name", "group_name", "pinned_item", "unpinned_item", "reminder_add",
    "reminder_delete", "tombstone", "message_replied", "joiner_notification", "joiner_notification_for_inviter",
    "ekm_access_denied", "channel_convert_to_private", "channel_convert_to_public", "sh_room_created",
})
_DAY_FILE = re.compile(r"^\d{4}-\d{2}-\d{2}\.json$")
_CONVERSATION_LISTS = (("channels.json", "channel"), ("groups.json", "private_channel"),
                       ("mpims.json", "group_dm"), ("dms.json", "dm"))


def _ts(value: Any) -> Decimal | None:
    try:
        ts = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return ts if ts.is_finite() and ts > 0 else None


def _load_names(source: Mapping[str, Any] | str | Path | None, kind: str) -> dict[str, Any]:
    """A user or channel id → record map from a mapping or a users.json / channels.json file."""
    if source is None:
        return {}
    if isinstance(source, Mapping):
        return {k: (v if isinstance(v, dict) else {"name": str(v)}) for k, v in source.items()}
    p = require_path(source, f"Slack {kind} file")
    try:
        records = json.loads(read_text(p.read_bytes()))
    except ValueError as e:
        raise InvalidInput(f"Slack {kind} file {p} is not JSON ({e})", f"Pass the export's {kind}.json") from None
    return {r["id"]: r for r in records if isinstance(r, dict) and "id" in r}


class SlackConnector:
    """Reads a Slack export or Events API dump at ``path``.

    Options: ``domain`` (the workspace, ``acme`` or ``acme.slack.com``, for permalinks), ``team`` (the
    team id when the data does not say), ``users`` / ``channels`` (names for Events API payloads).
    """

    cursor_tracks_skipped = False  # an unreadable file is reported on every run

    source = "slack"

    def __init__(self, path: str | Path, *, domain: str | None = None, team: str | None = None,
                 users: Mapping[str, Any] | str | Path | None = None,
                 channels: Mapping[str, Any] | str | Path | None = None) -> None:
        self.path = require_path(path, "Slack export or events file")
        self.domain = (domain or "").removeprefix("https://").removeprefix("http://").split(".slack.com")[0].strip("/") or None
        self.team = team
        self._users = _load_names(users, "users")
        self._channels = _load_names(channels, "channels")
        self.is_export = self._looks_like_export()

    def _looks_like_export(self) -> bool:
        if self.path.is_dir():
            files = list(self.path.rglob("*.json"))
            return (any(p.name in ("users.json", "channels.json") for p in files)
                    and any(_DAY_FILE.match(p.name) for p in files))
        return self.path.suffix.lower() == ".zip"

    # ---------------------------------------------------------------------------------- names

    def _user_name(self, uid: str) -> str | None:
        u = self._users.get(uid) or {}
        profile = u.get("profile") or {}
        return (profile.get("real_name") or u.get("real_name") or profile.get("display_name")
                or u.get("name")) or None

    def _participant(self, uid: str | None, msg: Mapping[str, Any] | None = None) -> Participant | None:
        msg = msg or {}
        u = self._users.get(uid or "") or {}
        profile = u.get("profile") or {}
        inline = msg.get("user_profile") or {}
        bot = msg.get("bot_profile") or {}
        name = self._user_name(uid) if uid else None
        name = name or inline.get("real_name") or inline.get("display_name") or msg.get("username") or bot.get("name")
        email = profile.get("email")
        handle = u.get("name") or inline.get("name") or uid or msg.get("bot_id")
        if not (name or email or handle):
            return None
        return Participant(name=name or None, email=(email or None), handle=handle or None)

    def _names_for_text(self) -> dict[str, str]:
        return {uid: name for uid in self._users if (name := self._user_name(uid))}

    # ---------------------------------------------------------------------------------- items

    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        if self.is_export:
            yield from self._export_items(cursor)
        else:
            yield from self._event_items(cursor)

    def cursor_after(self, item: SourceItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        sync = item.extra.get("sync") or {}
        return advance(cursor, sync.get("stream", item.thread_id or ""), sync.get("mark", ""), item.source_id)

    def estimate(self) -> int | None:
        total = 0
        if self.is_export:
            tree = ExportTree(self.path)
            try:
                for name in tree.names():
                    if _DAY_FILE.match(PurePosixPath(name).name):
                        try:
                            total += len(json.loads(read_text(tree.read(name))))
                        except (ValueError, TypeError):
                            continue
            finally:
                tree.close()
            return total
        for f in input_files(self.path, (".json", ".jsonl", ".ndjson")):
            try:
                total += len(json_records(read_text(f.read_bytes()))[0])
            except ValueError:
                continue
        return total

    # ------------------------------------------------------------------------------ export

    def _export_items(self, cursor: dict[str, Any] | None) -> Iterator[SourceItem | SkippedItem]:
        tree = ExportTree(self.path)
        try:
            root = tree.root_of("channels.json") or tree.root_of("users.json") or ""
            yield from self._read_export_lists(tree, root)
            team = self.team or self._team_from_users()
            text_names = self._names_for_text()
            channel_names = {cid: c.get("name") or cid for cid, c in self._channels.items()}
            folders: dict[str, list[str]] = {}
            for name in tree.names():
                rel = PurePosixPath(name[len(root):]) if name.startswith(root) else None
                if rel is not None and len(rel.parts) == 2 and _DAY_FILE.match(rel.name):
                    folders.setdefault(rel.parts[0], []).append(name)
            by_folder = {c.get("_folder"): c for c in self._channels.values() if c.get("_folder")}
            for folder in sorted(folders):
                info = by_folder.get(folder) or {"id": folder, "name": folder, "_kind": "channel", "_id_unknown": True}
                for day in sorted(folders[folder]):
                    origin = tree.origin(day)
                    try:
                        messages = json.loads(read_text(tree.read(day)))
                        if not isinstance(messages, list):
                            raise TypeError("expected a list of messages")
                    except (ValueError, TypeError) as e:
                        yield SkippedItem(origin=origin, reason=f"not a Slack day file: {e}")
                        continue
                    team = team or next((m.get("team") for m in messages if isinstance(m, dict) and m.get("team")), None)
                    ordered = []
                    for index, msg in enumerate(messages):
                        ts = _ts(msg.get("ts")) if isinstance(msg, dict) else None
                        if ts is None:
                            yield SkippedItem(origin=f"{origin}#{index}", reason="message has no valid 'ts'")
                            continue
                        ordered.append((ts, index, msg))
                    ordered.sort(key=lambda t: (t[0], t[1]))
                    for ts, index, msg in ordered:
                        item = self._message_item(msg, team, info, text_names, channel_names, f"{origin}#{index}")
                        if item is not None and is_new(cursor, item.extra["sync"]["stream"],
                                                       item.extra["sync"]["mark"], item.source_id):
                            yield item
        finally:
            tree.close()

    def _read_export_lists(self, tree: ExportTree, root: str) -> Iterator[SkippedItem]:
        if root + "users.json" in tree.names():
            try:
                users = json.loads(read_text(tree.read(root + "users.json")))
                self._users = {u["id"]: u for u in users if isinstance(u, dict) and u.get("id")} | self._users
            except (ValueError, TypeError) as e:
                yield SkippedItem(origin=tree.origin(root + "users.json"), reason=f"users.json unreadable ({e}); ids shown instead of names")
        for file_name, kind in _CONVERSATION_LISTS:
            if root + file_name not in tree.names():
                continue
            try:
                records = json.loads(read_text(tree.read(root + file_name)))
                if not isinstance(records, list):
                    raise TypeError("expected a list")
            except (ValueError, TypeError) as e:
                yield SkippedItem(origin=tree.origin(root + file_name), reason=f"{file_name} unreadable ({e})")
                continue
            for c in records:
                if isinstance(c, dict) and c.get("id"):
                    folder = c["id"] if kind == "dm" else (c.get("name") or c["id"])
                    self._channels[c["id"]] = {**c, "_kind": kind, "_folder": folder}

    def _team_from_users(self) -> str | None:
        teams = Counter(u.get("team_id") or (u.get("profile") or {}).get("team") for u in self._users.values())
        teams.pop(None, None)
        return teams.most_common(1)[0][0] if teams else None

    # ------------------------------------------------------------------------------ events

    def _event_items(self, cursor: dict[str, Any] | None) -> Iterator[SourceItem | SkippedItem]:
        pending: list[tuple[str, str, int, SourceItem]] = []
        seen_events: set[str] = set()
        order = 0
        text_names = self._names_for_text()
        channel_names = {cid: c.get("name") or cid for cid, c in self._channels.items()}
        for entry in json_files(self.path):
            if isinstance(entry, SkippedItem):
                yield entry
                continue
            f, records = entry
            for index, record in enumerate(records):
                origin = f"{f}#{index}"
                if not isinstance(record, dict):
                    yield SkippedItem(origin=origin, reason="not a JSON object")
                    continue
                if record.get("type") == "url_verification":
                    continue
                event = record.get("event") if record.get("type") == "event_callback" else record
                if not isinstance(event, dict):
                    yield SkippedItem(origin=origin, reason="event_callback without an 'event' object")
                    continue
                if not isinstance(event.get("type"), str):  # a Discord export or API message (type 0), not Slack's
                    yield SkippedItem(origin=origin, reason="not a Slack event: it has no 'type' such as 'message' "
                                      "(a Discord file? use the discord source)")
                    continue
                if event.get("type") != "message":
                    continue  # reactions, channel events, app mentions duplicated as messages...
                event_id = record.get("event_id")
                if event_id and event_id in seen_events:
                    continue  # a retried delivery
                if event_id:
                    seen_events.add(event_id)
                team = self.team or record.get("team_id") or event.get("team")
                channel = event.get("channel")
                if not channel:
                    yield SkippedItem(origin=origin, reason="message event has no 'channel'")
                    continue
                info = self._channels.get(channel) or {"id": channel, "name": channel,
                                                       "_kind": _kind_of(event.get("channel_type"))}
                try:
                    item = self._event_item(event, team, info, text_names, channel_names, origin)
                except ValueError as e:
                    yield SkippedItem(origin=origin, reason=str(e))
                    continue
                if item is not None:
                    order += 1
                    pending.append((item.extra["sync"]["stream"], item.extra["sync"]["mark"], order, item))
        pending.sort(key=lambda p: (p[0], p[1], p[2]))
        for stream, mark, _, item in pending:
            if is_new(cursor, stream, mark, item.source_id):
                yield item

    def _event_item(self, event: dict[str, Any], team: str | None, info: dict[str, Any],
                    text_names: dict[str, str], channel_names: dict[str, str], origin: str) -> SourceItem | None:
        subtype = event.get("subtype")
        event_ts = _ts(event.get("event_ts") or event.get("ts"))
        if subtype == "message_changed":
            msg = event.get("message")
            if not isinstance(msg, dict) or _ts(msg.get("ts")) is None:
                raise ValueError("message_changed without the edited 'message'")
            previous = event.get("previous_message") or {}
            if previous and previous.get("text") == msg.get("text"):
                return None  # an unfurl or reaction bookkeeping, not an edit of what was said
            edited_ts = _ts((msg.get("edited") or {}).get("ts")) or event_ts
            original = self._message_item(msg, team, info, text_names, channel_names, origin, check_noise=False)
            if original is None:
                return None
            when = edited_ts or _ts(msg["ts"])
            original.extra.update(action="edit", target_source_id=original.source_id)
            original.extra["sync"]["mark"] = number_mark(when)
            original.source_id = f"{original.source_id}#edited-{when}"
            original.occurred_at = utc_from_unix(when)
            return original
        if subtype == "message_deleted":
            deleted = _ts(event.get("deleted_ts") or (event.get("previous_message") or {}).get("ts"))
            if deleted is None or event_ts is None:
                raise ValueError("message_deleted without 'deleted_ts'")
            previous = event.get("previous_message") or {}
            base = _base_id(team, info["id"])
            thread = _ts(previous.get("thread_ts")) or deleted
            return SourceItem(
                source=self.source, source_id=f"{base}/{deleted}#deleted", thread_id=f"{base}/{thread}",
                occurred_at=utc_from_unix(event_ts), labels=_labels(info),
                author=self._participant(previous.get("user"), previous), origin=origin,
                extra={"action": "delete", "target_source_id": f"{base}/{deleted}", "channel_id": info["id"],
                       "conversation": info.get("_kind", "channel"),
                       "sync": {"stream": base, "mark": number_mark(event_ts)}},
            )
        if _ts(event.get("ts")) is None:
            raise ValueError("message event has no valid 'ts'")
        return self._message_item(event, team, info, text_names, channel_names, origin)

    # ------------------------------------------------------------------------------ one message

    def _message_item(self, msg: dict[str, Any], team: str | None, info: dict[str, Any],
                      text_names: dict[str, str], channel_names: dict[str, str], origin: str,
                      check_noise: bool = True) -> SourceItem | None:
        subtype = msg.get("subtype")
        if check_noise and (subtype in NOISE_SUBTYPES or (msg.get("hidden") and subtype != "message_changed")):
            return None
        ts = _ts(msg.get("ts"))
        assert ts is not None
        channel_id = info["id"]
        base = _base_id(team, channel_id)
        thread_ts = _ts(msg.get("thread_ts")) or ts
        raw = msg.get("text") or ""
        body = slack_to_text(raw, text_names, channel_names)
        if not body:
            raw = _blocks_text(msg.get("blocks"))
            body = slack_to_text(raw, text_names, channel_names) if raw else ""
        attachments = [a for a in msg.get("attachments") or [] if isinstance(a, dict)]
        if attachments and (not body or subtype == "bot_message"):
            extra_text = "\n".join(t for a in attachments for t in (a.get("pretext"), a.get("title"), a.get("text") or a.get("fallback")) if t)
            body = "\n".join(t for t in (body, slack_to_text(extra_text, text_names, channel_names)) if t)
        files = [f.get("title") or f.get("name") for f in msg.get("files") or [] if isinstance(f, dict)]
        files = [f for f in files if f]
        if not body and files:
            body = "\n".join(f"[file: {f}]" for f in files)
        if not body:
            return None
        author = self._participant(msg.get("user"), msg)
        recipients = [p for uid in slack_mentions(raw)
                      if uid != msg.get("user") and (p := self._participant(uid))]
        extra: dict[str, Any] = {"channel_id": channel_id, "conversation": info.get("_kind", "channel"),
                                 "ts": str(ts), "sync": {"stream": base, "mark": number_mark(ts)}}
        if subtype:
            extra["subtype"] = subtype
        if files:
            extra["files"] = files
        if msg.get("edited"):
            extra["edited_ts"] = str((msg.get("edited") or {}).get("ts"))
        reactions = {r.get("name"): r.get("count", len(r.get("users") or [])) for r in msg.get("reactions") or []
                     if isinstance(r, dict) and r.get("name")}
        if reactions:
            extra["reactions"] = reactions
        return SourceItem(
            source=self.source, source_id=f"{base}/{ts}", thread_id=f"{base}/{thread_ts}",
            author=author, recipients=recipients, occurred_at=utc_from_unix(ts), body=body,
            url=self._permalink(channel_id, ts, thread_ts, info), labels=_labels(info),
            in_reply_to=f"{base}/{thread_ts}" if thread_ts != ts else None, origin=origin, extra=extra,
        )

    def _permalink(self, channel_id: str, ts: Decimal, thread_ts: Decimal, info: dict[str, Any]) -> str | None:
        if not self.domain or info.get("_id_unknown"):
            return None
        url = f"https://{self.domain}.slack.com/archives/{channel_id}/p{str(ts).replace('.', '')}"
        return url + (f"?thread_ts={thread_ts}&cid={channel_id}" if thread_ts != ts else "")


def _base_id(team: str | None, channel_id: str) -> str:
    return f"{team}/{channel_id}" if team else channel_id


def _kind_of(channel_type: str | None) -> str:
    return {"im": "dm", "mpim": "group_dm", "group": "private_channel"}.get(channel_type or "", "channel")


def _labels(info: dict[str, Any]) -> list[str]:
    kind = info.get("_kind", "channel")
    if kind == "dm":
        return ["dm"]
    name = str(info.get("name") or info["id"])  # a group DM may be listed without a name: its id then
    return [name if kind == "group_dm" else "#" + name]


def _blocks_text(blocks: Any) -> str:
    """Text of ``rich_text`` blocks, for messages whose ``text`` is empty (some apps post blocks only)."""
    parts: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            kind = node.get("type")
            if kind == "text" and isinstance(node.get("text"), str):
                parts.append(node["text"])
            elif kind == "user" and node.get("user_id"):
                parts.append(f"<@{node['user_id']}>")
            elif kind == "link" and node.get("url"):
                parts.append(f"<{node['url']}|{node['text']}>" if node.get("text") else f"<{node['url']}>")
            elif kind == "section" and isinstance(node.get("text"), dict):
                parts.append(str(node["text"].get("text") or ""))
            for key in ("elements", "fields"):
                walk(node.get(key))
        elif isinstance(node, list):
            for child in node:
                walk(child)

    walk(blocks)
    return "".join(parts)
