"""The mail connector: a mailbox in any of the shapes people actually have, read into ``SourceItem``.

Formats, detected from the path:

- a Google Takeout **mbox** (``X-Gmail-Labels``, ``X-GM-THRID``) or any mbox file;
- single **.eml** files, and **directory trees of raw RFC-822 files of any name** (the Enron maildir,
  where ``sent/12.`` and ``all_documents/301.`` hold the same email) — the folder becomes a label;
- a **Maildir** (``cur``/``new``; Maildir++ subfolders such as ``.Sent``);
- **Gmail API message JSON**: ``format=raw`` (base64url ``raw``) or ``format=full`` (``payload.parts``),
  a file holding one message, a list, ``{"messages": [...]}``, or JSON lines.

``source_id`` is the Message-ID (so the same message read twice, from two folders, two files or the API,
is one item), or a stable hash of date + sender + subject + body when a message has none. Threads come from
Gmail's thread id, else the References root / In-Reply-To, else the subject without ``Re:``/``답장:``.
Malformed input becomes a ``SkippedItem`` with the path and the reason; it never stops the iteration.

The cursor makes a rerun read only what is new: processed files by path + mtime + size, an mbox by the
byte offset reached (and a fingerprint of its start, so a replaced file is read again), a JSON dump by the
number of messages done. The pipeline also deduplicates by ``source_id``, so the cursor saves work; it is
still exact. Importing reads everything unless ``max_messages``/``since`` say otherwise; ``docs/design/system.md``'s
first-sync and daily limits govern the live Gmail sync (``connectors.gmail_api``).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.parser import BytesHeaderParser, BytesParser
from email.policy import compat32
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from mnemo.domain.sources import Participant, SkippedItem, SourceItem
from mnemo.ingest.connectors.common import json_records, read_text, require_path
from mnemo.ingest.connectors.mail.mime import (
    GmailPart,
    b64url_decode,
    body_text,
    decode_bytes,
    decode_header_value,
    is_group_address,
    list_addresses,
    message_id,
    message_ids,
    participants,
    subject_key,
)
from mnemo.errors import InvalidInput

__all__ = ["MailConnector", "decode_bytes", "detect_format", "looks_like_rfc822", "parse_gmail_message",
           "parse_rfc822"]

#: Gmail's system label ids as Takeout writes them in ``X-Gmail-Labels``, so both sources label alike.
GMAIL_SYSTEM_LABELS = {"INBOX": "Inbox", "SENT": "Sent", "STARRED": "Starred", "IMPORTANT": "Important",
                       "UNREAD": "Unread", "DRAFT": "Drafts", "SPAM": "Spam", "TRASH": "Trash", "CHAT": "Chat",
                       "CATEGORY_PERSONAL": "Category Personal", "CATEGORY_SOCIAL": "Category Social",
                       "CATEGORY_PROMOTIONS": "Category Promotions", "CATEGORY_UPDATES": "Category Updates",
                       "CATEGORY_FORUMS": "Category Forums"}
_SENT_FOLDER = re.compile(r"(?:^|[/\\._ -])(?:sent|sent[ _-]?items|sent[ _-]?mail|_sent_mail|outbox|gesendet|"
                          r"envoy[ée]s?|enviados?|inviata|verzonden|skickat|보낸\s*편지함|보낸\s*메일함|送信済み|已发送)"
                          r"(?:$|[/\\._ -])", re.IGNORECASE)
_HEADER_LINE = re.compile(rb"^[!-9;-~]+:[ \t]?")
_KNOWN_HEADERS = re.compile(rb"^(?:from|date|subject|message-id|to|received|return-path|mime-version|"
                            rb"content-type|delivered-to|x-gmail-labels|x-gm-thrid|references|in-reply-to):",
                            re.IGNORECASE | re.MULTILINE)
_MBOX_FROM = re.compile(rb"^From \S+")
_MBOX_FROM_STRICT = re.compile(rb"^From \S+ +(?:\S+ +)?\w{3} \w{3} [ \d]\d \d\d:\d\d")


# ---------------------------------------------------------------------------------------------- one message


def looks_like_rfc822(data: bytes) -> bool:
    """Whether bytes start like a mail message: header lines, with From/Date/Subject/Message-ID among them."""
    head = data[:8192].lstrip(b"\r\n")
    if head.startswith(b"From "):
        head = head.split(b"\n", 1)[-1]
    if not _HEADER_LINE.match(head):
        return False
    block = re.split(rb"\r?\n\r?\n", head, maxsplit=1)[0]
    return len(_KNOWN_HEADERS.findall(block)) >= 1 and bool(
        re.search(rb"^(?:from|date|subject|message-id):", block, re.IGNORECASE | re.MULTILINE))


def _raw_headers(items: Any) -> dict[str, list[str]]:
    headers: dict[str, list[str]] = {}
    for name, value in items:
        headers.setdefault(str(name).lower(), []).append(value if isinstance(value, str) else str(value))
    return headers


def _first(headers: dict[str, list[str]], name: str) -> str | None:
    values = headers.get(name)
    return values[0] if values else None


def _parse_date(raw: str | None) -> datetime | None:
    if not raw:
        return None
    value = re.sub(r"\s+", " ", raw).strip()
    try:
        dt = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if dt is None or not 1970 <= dt.year <= 2200:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=UTC)


def _split_labels(raw: str | None) -> list[str]:
    if not raw:
        return []
    text = decode_header_value(raw)
    labels: list[str] = []
    for part in re.findall(r'"[^"]*"|[^,]+', text):
        label = part.strip().strip('"').strip()
        if label and label not in labels:
            labels.append(label)
    return labels


def _is_sent(labels: list[str], folder: str | None, author: Participant | None, owner: str | None) -> bool | None:
    if any(label.lower() in ("sent", "sent mail", "보낸편지함", "보낸 편지함") for label in labels):
        return True
    if folder and _SENT_FOLDER.search(folder):
        return True
    if owner and author is not None and author.email:
        return author.email == owner.lower()
    return None if not labels and not folder else False


def build_item(headers: dict[str, list[str]], root: Any, *, origin: str | None, folder: str | None = None,
               labels: list[str] | None = None, gmail: dict[str, Any] | None = None,
               owner: str | None = None) -> SourceItem:
    """A ``SourceItem`` from raw headers and the MIME root (a ``Message`` or a ``GmailPart``)."""
    subject = decode_header_value(_first(headers, "subject"))
    senders = participants(headers.get("from", []))
    author = senders[0] if senders else None
    if author is not None and not author.name and _first(headers, "x-from"):
        name = decode_header_value(_first(headers, "x-from")).split("<")[0].strip().strip('"')
        if name and "@" not in name:
            author = Participant(name=name, email=author.email)
    lists = list_addresses(headers)
    if author is not None and is_group_address(author.email, lists):
        # a list that rewrites From ("Alice via Eng <eng@…>") keeps the writer in X-Original-From (Google
        # Groups) or Reply-To (Mailman's DMARC rewrite)
        original = [p for p in participants([*headers.get("x-original-from", []), *headers.get("reply-to", [])])
                    if not is_group_address(p.email, lists)]
        if original:
            author = original[0]
    addressed = participants([*headers.get("to", []), *headers.get("cc", []), *headers.get("bcc", [])])
    # a mailing list, a no-reply sender or an all-staff alias is where the message went, not a person in it
    grouped = [is_group_address(p.email, lists) for p in addressed]
    recipients = [p for p, group in zip(addressed, grouped) if not group]
    groups = sorted(p.email for p, group in zip(addressed, grouped) if group and p.email)
    occurred = _parse_date(_first(headers, "date"))
    if occurred is None and gmail and str(gmail.get("internalDate") or "").isdigit():
        occurred = datetime.fromtimestamp(int(gmail["internalDate"]) / 1000, tz=UTC)
    body, is_html, attachments = body_text(root)
    if not body and gmail and gmail.get("snippet"):
        import html as _html
        body = _html.unescape(str(gmail["snippet"]))
    mid = message_id(_first(headers, "message-id"))
    references = message_ids(_first(headers, "references"))
    replying_to = message_ids(_first(headers, "in-reply-to"))
    key = subject_key(subject)
    sender_key = (author.email or author.name or "") if author else ""
    if mid:
        source_id = mid
    elif gmail and gmail.get("id"):
        source_id = f"gmail:{gmail['id']}"
    else:
        basis = "\n".join([_first(headers, "date") or "", sender_key, subject, body])
        source_id = "sha256:" + hashlib.sha256(basis.encode("utf-8", "surrogatepass")).hexdigest()[:40]
    all_labels = list(labels or [])
    for label in _split_labels(_first(headers, "x-gmail-labels")):
        if label not in all_labels:
            all_labels.append(label)
    gmail_thread = _first(headers, "x-gm-thrid")
    if gmail and gmail.get("threadId"):
        try:
            gmail_thread = str(int(str(gmail["threadId"]), 16))   # the API's hex id is Takeout's decimal
        except ValueError:
            gmail_thread = str(gmail["threadId"])
    if gmail_thread and gmail_thread.strip():
        thread_id = f"gmail-thread:{gmail_thread.strip()}"
    elif references:
        thread_id = references[0]
    elif replying_to:
        thread_id = replying_to[0]
    elif key:
        thread_id = f"subject:{key}"
    else:
        thread_id = source_id
    in_reply_to = replying_to[0] if replying_to else (references[-1] if references else None)
    is_gmail = bool(gmail) or bool(gmail_thread) or bool(_first(headers, "x-gmail-labels"))
    if gmail and gmail.get("id"):
        url = f"https://mail.google.com/mail/u/0/#all/{gmail['id']}"
    elif mid and is_gmail:
        url = "https://mail.google.com/mail/u/0/#search/rfc822msgid%3A" + quote(mid, safe="")
    elif mid:
        url = "mid:" + quote(mid, safe="@")
    else:
        url = None
    fingerprint = hashlib.sha256("\n".join([sender_key.lower(), key, " ".join(body.split())]).encode(
        "utf-8", "surrogatepass")).hexdigest()[:32]
    extra: dict[str, Any] = {"content_fingerprint": fingerprint, "subject_key": key,
                             "sent": _is_sent(all_labels, folder, author, owner)}
    if references:
        extra["references"] = references[-30:]
    if attachments:
        extra["attachments"] = attachments[:50]
    if groups:
        extra["mailing_lists"] = groups[:20]
    if gmail:
        extra.update({k: v for k, v in (("gmail_id", gmail.get("id")), ("history_id", gmail.get("historyId")),
                                         ("internal_date_ms", gmail.get("internalDate"))) if v})
    return SourceItem(source="mail", source_id=source_id, thread_id=thread_id, author=author,
                      recipients=recipients, occurred_at=occurred, title=subject or None, body=body,
                      body_is_html=is_html, url=url, labels=all_labels, in_reply_to=in_reply_to,
                      origin=origin, extra=extra)


def _message_bytes(raw: bytes | str) -> bytes:
    data = raw.encode("utf-8", "surrogateescape") if isinstance(raw, str) else bytes(raw)
    if data.startswith(b"From ") and b"\n" in data[:1024]:
        data = data.split(b"\n", 1)[1]   # an mbox "From " line in front of a single message
    return data


def parse_rfc822(raw: bytes | str, *, origin: str | None = None, folder: str | None = None,
                 labels: list[str] | None = None, owner: str | None = None) -> SourceItem:
    """One RFC-822 message (bytes as read from a file, or text) as a ``SourceItem``.

    Raises ``InvalidInput`` when the input is not a mail message (no From/Date/Subject/Message-ID)."""
    data = _message_bytes(raw)
    if not data.strip():
        raise InvalidInput(f"Empty message{f' in {origin}' if origin else ''}", "Remove the empty file or export it again")
    message = BytesParser(policy=compat32).parsebytes(data)
    headers = _raw_headers(message.raw_items())
    if not any(name in headers for name in ("from", "date", "subject", "message-id")):
        raise InvalidInput(f"Not an RFC-822 message{f': {origin}' if origin else ''} (no From, Date, Subject or "
                           "Message-ID header)", "Pass a raw mail file (.eml, mbox, Maildir) or skip this file")
    return build_item(headers, message, origin=origin, folder=folder, labels=labels, owner=owner)


def parse_gmail_message(obj: Any, *, origin: str | None = None, owner: str | None = None) -> SourceItem:
    """One Gmail API ``users.messages.get`` result (``format=raw``, ``full`` or ``metadata``)."""
    if not isinstance(obj, dict):
        raise InvalidInput("A Gmail message must be a JSON object", "Save the API's message objects, not ids or strings")
    labels = [GMAIL_SYSTEM_LABELS.get(str(lid), str(lid)) for lid in obj.get("labelIds") or []]
    where = origin or f"gmail:{obj.get('id', '?')}"
    if isinstance(obj.get("raw"), str) and obj["raw"]:
        try:
            data = b64url_decode(obj["raw"])
        except (ValueError, TypeError) as e:
            raise InvalidInput(f"The message's 'raw' field is not base64url ({e})", "Fetch it again with format=raw") from None
        message = BytesParser(policy=compat32).parsebytes(_message_bytes(data))
        headers = _raw_headers(message.raw_items())
        return build_item(headers, message, origin=where, labels=labels, gmail=obj, owner=owner)
    if isinstance(obj.get("payload"), dict):
        root = GmailPart(obj["payload"])
        headers = {}
        for header in obj["payload"].get("headers") or []:
            if isinstance(header, dict) and header.get("name"):
                headers.setdefault(str(header["name"]).lower(), []).append(str(header.get("value") or ""))
        return build_item(headers, root, origin=where, labels=labels, gmail=obj, owner=owner)
    raise InvalidInput(f"Gmail message {obj.get('id', '?')} has neither 'raw' nor 'payload'",
                       "Fetch messages with format=raw or format=full (a list call returns only ids)")


# ------------------------------------------------------------------------------------------------ the files


def detect_format(path: Path) -> str:
    """``mbox``, ``eml``, ``gmail_json``, ``maildir`` or ``tree`` for a path (by name, then by content)."""
    if path.is_dir():
        return "maildir" if (path / "cur").is_dir() and (path / "new").is_dir() else "tree"
    return _file_kind(path)


def _file_kind(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".mbox" or suffix == ".mbx":
        return "mbox"
    if suffix in (".json", ".jsonl", ".ndjson"):
        return "gmail_json"
    if suffix == ".eml":
        return "eml"
    try:
        with path.open("rb") as f:
            head = f.read(64).lstrip()
    except OSError:
        return "eml"
    if head.startswith(b"From ") and _MBOX_FROM.match(head):
        return "mbox"
    if head[:1] in (b"{", b"["):
        return "gmail_json"
    return "eml"


def _natural(rel: str) -> list[Any]:
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", rel)]


def _signature(path: Path) -> str:
    st = path.stat()
    return f"{st.st_mtime_ns}:{st.st_size}"


def _head_hash(path: Path, length: int) -> str:
    """A fingerprint of the first ``length`` bytes: a file that was only appended to keeps it."""
    with path.open("rb") as f:
        return hashlib.sha1(f.read(length)).hexdigest()[:16]


@dataclass
class _Unit:
    """One file to read: a single message, an mbox, or a JSON dump."""

    kind: str            # "message" | "mbox" | "gmail_json"
    path: Path
    key: str             # stable name in the cursor
    folder: str | None = None
    labels: list[str] = field(default_factory=list)


def _maildir_folder_label(rel: str) -> str:
    if rel in ("", "."):
        return "INBOX"
    name = rel.strip("/")
    if name.startswith(".") and "/" not in name:   # Maildir++: ".Sent", ".INBOX.Archive"
        return name[1:].replace(".", "/")
    return name


def _units(root: Path) -> list[_Unit]:
    kind = detect_format(root)
    if kind in ("mbox", "gmail_json"):
        return [_Unit(kind, root, root.name)]
    if kind == "eml":
        return [_Unit("message", root, root.name)]
    units: list[_Unit] = []
    for dirpath, dirnames, filenames in os.walk(root):
        here = Path(dirpath)
        rel_dir = here.relative_to(root).as_posix()
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") or (here / d / "cur").is_dir())
        if here.name == "tmp" and (here.parent / "cur").is_dir():
            dirnames[:] = []
            continue
        in_maildir = here.name in ("cur", "new") and (here.parent / "cur").is_dir() and (here.parent / "new").is_dir()
        for name in filenames:
            if name.startswith(".") or name in ("maildirfolder", "dovecot-uidlist", "dovecot-keywords",
                                                 "dovecot.index", "subscriptions"):
                continue
            path = here / name
            if in_maildir:
                folder_rel = here.parent.relative_to(root).as_posix()
                label = _maildir_folder_label(folder_rel)
                unique = re.split(r"[:;!]2,", name, maxsplit=1)[0]
                match = re.search(r"[:;!]2,([A-Za-z]*)$", name)
                flags = match.group(1) if match else ""
                labels = [label] + (["Flagged"] if "F" in flags else [])
                units.append(_Unit("message", path, f"maildir:{folder_rel}/{unique}", folder=label, labels=labels))
                continue
            file_kind = _file_kind(path)
            rel = path.relative_to(root).as_posix()
            if file_kind == "eml":
                folder = rel_dir if rel_dir != "." else None
                units.append(_Unit("message", path, rel, folder=folder, labels=[folder] if folder else []))
            else:
                units.append(_Unit(file_kind, path, rel))
    units.sort(key=lambda u: _natural(u.key))
    return units


def _mbox_messages(path: Path, offset: int) -> Iterator[tuple[int, int, bytes]]:
    """(start, end, bytes) of each message of an mbox from byte ``offset``; ``>From `` lines unescaped.

    A ``From `` line separates messages when it follows a blank line (or looks exactly like an mbox
    separator, for files written without blank lines); ``end`` is where the next message starts."""
    with path.open("rb") as f:
        f.seek(offset)
        position = start = offset
        lines: list[bytes] = []
        previous_blank = True
        for raw in f:
            if raw.startswith(b"From ") and ((previous_blank and _MBOX_FROM.match(raw)) or _MBOX_FROM_STRICT.match(raw)):
                if any(x.strip() for x in lines):
                    yield start, position, b"".join(lines)
                lines = []
                start = position
            elif raw.startswith(b">") and raw.lstrip(b">").startswith(b"From "):
                lines.append(raw[1:])
            else:
                lines.append(raw)
            position += len(raw)
            previous_blank = not raw.strip()
        if any(x.strip() for x in lines):
            yield start, position, b"".join(lines)


def _json_messages(path: Path) -> list[Any]:
    records, errors = json_records(read_text(path.read_bytes()))
    out: list[Any] = []
    for record in records:
        if isinstance(record, dict) and isinstance(record.get("messages"), list) and not record.get("raw") \
                and not record.get("payload"):
            out.extend(record["messages"])
        else:
            out.append(record)
    for number, reason in errors:
        out.append(ValueError(f"line {number}: {reason}"))
    return out


def _read_mbox_slice(path: Path, start: int, end: int) -> bytes:
    with path.open("rb") as f:
        f.seek(start)
        data = f.read(end - start)
    lines = data.split(b"\n")
    if lines and lines[0].startswith(b"From "):
        lines = lines[1:]
    return b"\n".join(line[1:] if line.startswith(b">") and line.lstrip(b">").startswith(b"From ") else line
                      for line in lines)


def _count_mbox(path: Path) -> int:
    count = 0
    previous = b""
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            data = previous[-1:] + chunk
            count += data.count(b"\nFrom ")
            previous = chunk
    with path.open("rb") as f:
        first = f.read(5)
    return count + (1 if first == b"From " else 0) or (1 if path.stat().st_size else 0)


def _as_utc(value: datetime | str | None) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.strip())
        except ValueError:
            raise InvalidInput(f"'since' is not a date: {value!r}", "Use an ISO date such as 2025-01-15") from None
    return value if value.tzinfo else value.replace(tzinfo=UTC)


class MailConnector:
    """Reads a mailbox file or folder (format detected from the path) into ``SourceItem``.

    ``since``: skip messages dated before it. ``max_messages``: stop after that many items in one run (the
    cursor makes the next run continue). ``sent_share`` (with ``max_messages``): pick the newest messages
    with that share from sent mail and the rest from the others — the design's 70/30 rule applied to a
    file import; unused share flows to the other side. ``owner``: the mailbox owner's address, to tell
    sent mail when neither labels nor folders say."""

    source = "mail"
    cursor_tracks_skipped = True  # cursor_after takes a SkippedItem: a broken file is reported once

    def __init__(self, path: str | Path, *, since: datetime | str | None = None, max_messages: int | None = None,
                 sent_share: float | None = None, owner: str | None = None) -> None:
        self.path = require_path(path, "Mailbox")
        if self.path.is_file() and self.path.suffix.lower() in (".zip", ".tgz") or str(self.path).endswith(".tar.gz"):
            raise InvalidInput(f"{self.path} is an archive", "Extract it first and pass the .mbox file or the folder")
        if max_messages is not None and max_messages < 0:
            raise InvalidInput("max_messages cannot be negative", "Pass a positive number, or nothing to read everything")
        if sent_share is not None and not 0.0 <= sent_share <= 1.0:
            raise InvalidInput(f"sent_share must be between 0 and 1, got {sent_share}", "Pass e.g. 0.7 for 70% sent mail")
        self.format = detect_format(self.path)
        self.since = _as_utc(since)
        self.max_messages = max_messages
        self.sent_share = sent_share
        self.owner = owner.lower() if owner else None
        self._skipped_marks: dict[str, dict[str, Any]] = {}

    # -- counting
    def estimate(self) -> int | None:
        """How many messages the path holds (files, mbox separators, JSON messages), capped by
        ``max_messages``; cheap: nothing is parsed except JSON dumps."""
        total = 0
        for unit in _units(self.path):
            if unit.kind == "message":
                total += 1
            elif unit.kind == "mbox":
                total += _count_mbox(unit.path)
            else:
                try:
                    total += len(_json_messages(unit.path))
                except (OSError, ValueError):
                    total += 1
        return min(total, self.max_messages) if self.max_messages is not None else total

    # -- reading
    def items(self, cursor: dict[str, Any] | None = None) -> Iterator[SourceItem | SkippedItem]:
        cursor = cursor or {}
        if self.max_messages is not None and self.sent_share is not None:
            yield from self._selected(cursor)
            return
        budget = self.max_messages
        if budget == 0:
            return
        for unit in _units(self.path):
            for entry in self._read(unit, cursor):
                if isinstance(entry, SourceItem):
                    if self.since and entry.occurred_at and entry.occurred_at < self.since:
                        continue
                    yield entry
                    if budget is not None:
                        budget -= 1
                        if budget <= 0:
                            return
                else:
                    yield entry

    def _skip(self, origin: str, reason: str, mark: dict[str, Any] | None) -> SkippedItem:
        if mark is not None:
            self._skipped_marks[origin] = mark
        return SkippedItem(origin=origin, reason=reason)

    def _parse_message(self, data: bytes, unit: _Unit, origin: str, mark: dict[str, Any]) -> SourceItem | SkippedItem:
        try:
            item = parse_rfc822(data, origin=origin, folder=unit.folder, labels=unit.labels, owner=self.owner)
        except InvalidInput as e:
            return self._skip(origin, e.message, mark)
        except Exception as e:  # noqa: BLE001 - one broken message must not stop a mailbox
            return self._skip(origin, f"Unreadable message ({type(e).__name__}: {e})", mark)
        item.extra["cursor_mark"] = mark
        return item

    def _read(self, unit: _Unit, cursor: dict[str, Any]) -> Iterator[SourceItem | SkippedItem]:
        origin = str(unit.path)
        try:
            sig = _signature(unit.path)
        except OSError as e:
            yield SkippedItem(origin=origin, reason=f"Cannot read the file ({e.strerror or e})")
            return
        if (cursor.get("files") or {}).get(unit.key) == sig:
            return
        if unit.kind == "message":
            mark: dict[str, Any] = {"kind": "file", "key": unit.key, "sig": sig}
            try:
                data = unit.path.read_bytes()
            except OSError as e:
                yield self._skip(origin, f"Cannot read the file ({e.strerror or e})", mark)
                return
            yield self._parse_message(data, unit, origin, mark)
        elif unit.kind == "mbox":
            state = (cursor.get("mbox") or {}).get(unit.key) or {}
            size = int(sig.split(":")[1])
            offset = int(state.get("offset", 0))
            head_len = int(state.get("head_len", 0))
            if not (state and size >= offset and head_len <= size and _head_hash(unit.path, head_len) == state.get("head")):
                offset = 0   # never read, or replaced by another file: read it all
            if offset >= size and size:
                return
            head_len = min(size, 4096)
            head = _head_hash(unit.path, head_len)
            for start, end, data in _mbox_messages(unit.path, offset):
                mark = {"kind": "mbox", "key": unit.key, "offset": end, "head": head, "head_len": head_len}
                yield self._parse_message(data, unit, f"{origin}@{start}", mark)
        else:
            state = (cursor.get("json") or {}).get(unit.key) or {}
            done = int(state.get("done", 0)) if state.get("sig") == sig else 0
            try:
                messages = _json_messages(unit.path)
            except (OSError, ValueError) as e:
                yield self._skip(origin, f"Not a Gmail API JSON file ({e})", {"kind": "file", "key": unit.key, "sig": sig})
                return
            for index in range(done, len(messages)):
                obj = messages[index]
                mark = {"kind": "json", "key": unit.key, "sig": sig, "done": index + 1, "last": index + 1 == len(messages)}
                where = f"{origin}#{index}"
                if isinstance(obj, Exception):
                    yield self._skip(where, str(obj), mark)
                    continue
                try:
                    item = parse_gmail_message(obj, origin=where, owner=self.owner)
                except InvalidInput as e:
                    yield self._skip(where, e.message, mark)
                    continue
                except Exception as e:  # noqa: BLE001
                    yield self._skip(where, f"Unreadable Gmail message ({type(e).__name__}: {e})", mark)
                    continue
                item.extra["cursor_mark"] = mark
                yield item

    def cursor_after(self, item: SourceItem | SkippedItem, cursor: dict[str, Any] | None) -> dict[str, Any]:
        """The cursor that covers ``item`` too. Also accepts a ``SkippedItem`` this connector yielded, so a
        broken file is not reported again on every run."""
        mark = item.extra.get("cursor_mark") if isinstance(item, SourceItem) else self._skipped_marks.get(item.origin)
        new: dict[str, Any] = dict(cursor or {})
        if not mark:
            return new
        new["v"] = 1
        kind, key = mark["kind"], mark.get("key")
        if kind == "file":
            new["files"] = {**(new.get("files") or {}), key: mark["sig"]}
        elif kind == "mbox":
            new["mbox"] = {**(new.get("mbox") or {}),
                           key: {"offset": mark["offset"], "head": mark["head"], "head_len": mark["head_len"]}}
        elif kind == "json":
            progress = dict(new.get("json") or {})
            if mark["last"]:
                progress.pop(key, None)
                new["files"] = {**(new.get("files") or {}), key: mark["sig"]}
            else:
                progress[key] = {"sig": mark["sig"], "done": mark["done"]}
            new["json"] = progress
        elif kind == "picked":
            picked = list(new.get("picked") or [])
            if mark["position"] not in picked:
                picked.append(mark["position"])
            new["picked"] = picked
        return new

    # -- selection (max_messages with sent_share)
    def _candidates(self) -> Iterator[tuple[str, datetime | None, bool, _Unit, Any]]:
        """(position, date, is sent, unit, locator) of every message, from headers only."""
        header_parser = BytesHeaderParser(policy=compat32)

        def summary(data: bytes, unit: _Unit) -> tuple[datetime | None, bool]:
            headers = _raw_headers(header_parser.parsebytes(_message_bytes(data)).raw_items())
            labels = unit.labels + _split_labels(_first(headers, "x-gmail-labels"))
            senders = participants(headers.get("from", [])) if self.owner else []
            return _parse_date(_first(headers, "date")), bool(
                _is_sent(labels, unit.folder, senders[0] if senders else None, self.owner))

        for unit in _units(self.path):
            try:
                if unit.kind == "message":
                    with unit.path.open("rb") as f:
                        when, sent = summary(f.read(65536), unit)
                    yield unit.key, when, sent, unit, None
                elif unit.kind == "mbox":
                    for start, end, data in _mbox_messages(unit.path, 0):
                        when, sent = summary(data[:65536], unit)
                        yield f"{unit.key}@{start}", when, sent, unit, (start, end)
                else:
                    for index, obj in enumerate(_json_messages(unit.path)):
                        if not isinstance(obj, dict):
                            continue
                        ms = str(obj.get("internalDate") or "")
                        when = datetime.fromtimestamp(int(ms) / 1000, tz=UTC) if ms.isdigit() else None
                        yield f"{unit.key}#{index}", when, "SENT" in (obj.get("labelIds") or []), unit, index
            except (OSError, ValueError):
                yield unit.key, None, False, unit, None

    def _selected(self, cursor: dict[str, Any]) -> Iterator[SourceItem | SkippedItem]:
        limit = int(self.max_messages or 0)
        share = float(self.sent_share or 0.0)
        done = set(cursor.get("picked") or [])
        pool = [c for c in self._candidates() if c[0] not in done
                and not (self.since and c[1] is not None and c[1] < self.since)]
        order = {c[0]: i for i, c in enumerate(pool)}
        newest = sorted(pool, key=lambda c: c[1] or datetime.min.replace(tzinfo=UTC), reverse=True)
        sent = [c for c in newest if c[2]]
        other = [c for c in newest if not c[2]]
        sent_quota = round(limit * share)
        chosen = sent[:sent_quota] + other[:limit - sent_quota]
        if len(chosen) < limit:   # one side ran short: the other fills the rest
            chosen += (sent[sent_quota:] + other[limit - sent_quota:])[:limit - len(chosen)]
        chosen.sort(key=lambda c: order[c[0]])
        json_cache: dict[Path, list[Any]] = {}
        for position, _when, _sent, unit, locator in chosen:
            mark = {"kind": "picked", "position": position}
            origin = str(unit.path) if locator is None else f"{unit.path}{'@' if unit.kind == 'mbox' else '#'}{locator if unit.kind != 'mbox' else locator[0]}"
            try:
                if unit.kind == "message":
                    yield self._parse_message(unit.path.read_bytes(), unit, origin, mark)
                elif unit.kind == "mbox":
                    yield self._parse_message(_read_mbox_slice(unit.path, *locator), unit, origin, mark)
                else:
                    if unit.path not in json_cache:
                        json_cache[unit.path] = _json_messages(unit.path)
                    item = parse_gmail_message(json_cache[unit.path][locator], origin=origin, owner=self.owner)
                    item.extra["cursor_mark"] = mark
                    yield item
            except InvalidInput as e:
                yield self._skip(origin, e.message, mark)
            except (OSError, ValueError, IndexError) as e:
                yield self._skip(origin, f"Unreadable message ({e})", mark)


def iter_json_file(path: str | Path) -> list[Any]:
    """The message objects in a Gmail API JSON dump (for tools and tests)."""
    return _json_messages(Path(path))


def dumps_cursor(cursor: dict[str, Any]) -> str:
    """The cursor as compact JSON (what the pipeline stores)."""
    return json.dumps(cursor, ensure_ascii=False, separators=(",", ":"))
