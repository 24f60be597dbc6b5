"""One message file on disk (``mnemo normalize FILE``, ``mnemo extract FILE``): a raw RFC-822 message
(``.eml``, a Maildir file, one mbox message) or a plain text or HTML file.

One reader for both commands, so they agree on what a file says: raw bytes are parsed as mail when they
look like mail (headers, MIME, charsets) and otherwise decoded as text (UTF-8, then CP949 for Korean files
written on Windows, then Latin-1, which never fails).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mnemo.domain.sources import SourceItem
from mnemo.errors import InvalidInput
from mnemo.ingest.normalize import normalize_item, visible_text
from mnemo.ports import Extractor

_HTML_START = re.compile(r"\s*(?:<!doctype html|<html|<div|<p[ >]|<body|<table)", re.IGNORECASE)


@dataclass(frozen=True)
class MessageFile:
    """A file read: its text (for mail, the normalized visible text), the message when it was mail, and
    whether a non-mail file held HTML."""

    text: str
    item: SourceItem | None
    html: bool = False


def read_message_file(path: str | Path) -> MessageFile:
    from mnemo.ingest.connectors.mail.mailbox import looks_like_rfc822, parse_rfc822

    p = Path(path).expanduser()
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise InvalidInput(f"File not found: {p}", "Check the path to the message file") from None
    except OSError as exc:
        raise InvalidInput(f"Cannot read {p} ({exc.strerror or exc})", "Check the path and the file's permissions") from None
    if looks_like_rfc822(raw):
        item = normalize_item(parse_rfc822(raw, origin=str(p)))
        return MessageFile(item.body, item)
    text = _decode(raw)
    return MessageFile(text, None, html=bool(_HTML_START.match(text[:200])))


def _decode(raw: bytes) -> str:
    for enc in ("utf-8", "cp949"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    return raw.decode("latin-1")


def normalize_file(path: str | Path) -> str:
    """The visible text of one message file: quoted history, signatures and markup removed."""
    found = read_message_file(path)
    if found.item is not None:
        return found.text
    return visible_text(found.text, html=found.html)


def extract_file(path: str | Path, extractor: Extractor) -> list[dict[str, Any]]:
    """What one message file yields, as JSON-able dicts (for ``mnemo extract FILE --json``)."""
    found = read_message_file(path)
    return [f.model_dump(mode="json") for f in extractor.extract(found.text, item=found.item)]
