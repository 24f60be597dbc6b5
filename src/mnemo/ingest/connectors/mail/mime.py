"""Decoding real mail: charsets that lie, RFC 2047 headers, MIME trees, addresses and ids.

Why our own decoding instead of ``email.policy.default``'s: Korean mail routinely declares ``euc-kr`` and
contains CP949 characters (EUC-KR's superset), declares ``us-ascii`` (or nothing) over raw CP949 or UTF-8
bytes, and puts unencoded 8-bit names in ``From:``. The policy's decoder turns those into replacement
characters; here every byte string is tried against the codecs it plausibly is, in an order that cannot
mis-decode valid UTF-8. Parsing itself uses the standard ``email`` package with ``policy.compat32`` and
raw header values, which is about 7x faster than ``policy.default`` (0.05 vs 0.32 ms per Enron message)
because no header objects are built — headers are decoded once, here.

The MIME walk works on anything that quacks like ``email.message.Message`` (``GmailPart`` adapts the
Gmail API's ``payload`` JSON), so a message read from an mbox and the same message read from the API
yield the same text.
"""

from __future__ import annotations

import base64
import codecs
import re
from collections.abc import Iterable
from email.header import decode_header
from email.utils import getaddresses
from typing import Any, Protocol

from mnemo.domain.sources import Participant

# Charset labels seen in the wild mapped to the codec that actually decodes them.
_KOREAN = ("euc-kr", "euc_kr", "euckr", "ks_c_5601", "ks-c-5601", "ksc5601", "ksc_5601", "cp949", "uhc",
           "windows-949", "x-windows-949", "ms949", "korean", "x-uhc", "ks_c_5601-1987", "ks_c_5601_1987")
_WESTERN = ("us-ascii", "ascii", "iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252",
            "ansi_x3.4-1968", "iso-8859-15", "x-unknown", "unknown-8bit", "default", "none")
_ALIASES = {"gb2312": "gb18030", "gbk": "gb18030", "x-gbk": "gb18030", "shift_jis": "cp932", "sjis": "cp932",
            "x-sjis": "cp932", "windows-31j": "cp932", "big5": "big5hkscs", "utf8": "utf-8", "unicode-1-1-utf-7": "utf-7",
            "iso-2022-kr": "iso2022_kr", "csiso2022kr": "iso2022_kr", "tis-620": "cp874", "windows-874": "cp874"}


def codec_for(charset: str | None) -> str | None:
    """The Python codec for a declared charset: ``"korean"`` for the EUC-KR family (decoded as CP949),
    ``"western"`` for ASCII/Latin-1 labels (which often hide UTF-8 or CP949), else a codec name or None."""
    if not charset:
        return None
    name = charset.strip().strip('"\'').lower()
    if not name:
        return None
    if name.startswith(_KOREAN) or name in _KOREAN:
        return "korean"
    if name in _WESTERN:
        return "western"
    name = _ALIASES.get(name, name)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def decode_bytes(data: bytes, charset: str | None = None) -> str:
    """Text of ``data`` declared as ``charset``, with fallbacks for mislabelled Korean and UTF-8 mail.

    UTF-8 is tried before anything a label calls ASCII or Latin-1 (valid UTF-8 is almost never accidental),
    CP949 before Latin-1 only when the label says nothing useful, and the declared codec first otherwise.
    Never raises: the last resort replaces undecodable bytes."""
    codec = codec_for(charset)
    if data.isascii():
        # ISO-2022-KR/JP and UTF-7 are 7-bit: their text is ASCII bytes with escape sequences
        if b"\x1b$)C" in data or codec == "iso2022_kr":
            codec = "iso2022_kr"
        elif b"\x1b$B" in data or b"\x1b$@" in data:
            codec = codec if codec and codec.startswith("iso2022_jp") else "iso2022_jp"
        elif codec not in ("utf_7",) or b"+" not in data:
            return data.decode("ascii")
        try:
            return data.decode(codec)
        except (UnicodeDecodeError, LookupError):
            return data.decode("ascii")
    order: tuple[str, ...]  # codecs to try, in this order
    if codec == "korean":
        order = ("cp949", "utf-8")
    elif codec == "western":
        order = ("utf-8", "cp1252") if (charset or "").lower() not in ("us-ascii", "ascii", "x-unknown",
                                                                       "unknown-8bit", "default", "none") \
            else ("utf-8", "cp949", "cp1252")
    elif codec is None or codec == "utf-8":
        order = ("utf-8", "cp949", "cp1252")
    elif codec == "iso2022_kr":
        order = ("iso2022_kr", "cp949", "utf-8")
    else:
        order = (codec, "utf-8")
    for name in order:
        try:
            return data.decode(name)
        except (UnicodeDecodeError, LookupError):
            continue
    return data.decode(order[0] if order[0] != "cp1252" else "latin-1", errors="replace")


_FOLD = re.compile(r"\r?\n[ \t]+")
_ENCODED_WORD = re.compile(r"=\?[^?\s]+\?[bBqQ]\?")


def decode_header_value(raw: str | None) -> str:
    """A header value as text: folding undone, RFC 2047 encoded words decoded (any charset, including
    ``ks_c_5601-1987`` and ISO-2022-KR), raw 8-bit bytes (which ``email`` keeps as surrogates) decoded as
    UTF-8 or CP949."""
    if not raw:
        return ""
    value = _FOLD.sub(" ", raw).replace("\r", "").replace("\n", " ")
    if any("\udc80" <= ch <= "\udcff" for ch in value):
        value = decode_bytes(value.encode("ascii", "surrogateescape"), None)
    if "=?" not in value or not _ENCODED_WORD.search(value):
        return value.strip()
    try:
        chunks = decode_header(value)
    except Exception:  # noqa: BLE001 - a malformed encoded word: keep the text as written
        return value.strip()
    out: list[str] = []
    for data, charset in chunks:
        if isinstance(data, str):
            out.append(data)
        elif charset is None:
            out.append(data.decode("raw-unicode-escape", errors="replace"))
        else:
            out.append(decode_bytes(data, charset))
    return re.sub(r"\s+", " ", "".join(out)).strip()


# ------------------------------------------------------------------------------------------ ids and people

_MSGID = re.compile(r"<([^<>\s]+)>")


def message_ids(raw: str | None) -> list[str]:
    """The Message-IDs in a Message-ID / In-Reply-To / References value, without angle brackets."""
    if not raw:
        return []
    value = _FOLD.sub(" ", raw)
    found = _MSGID.findall(value)
    if found:
        return [f.strip() for f in found if "@" in f or len(f) > 6]
    token = value.strip().strip("<>").strip()
    return [token] if token and " " not in token and len(token) <= 250 else []


def message_id(raw: str | None) -> str | None:
    ids = message_ids(raw)
    return ids[0] if ids else None


def participants(values: Iterable[str]) -> list[Participant]:
    """People in address headers (``To``, ``Cc``...): display names decoded, addresses lower-cased,
    duplicates dropped."""
    seen: set[str] = set()
    out: list[Participant] = []
    raw = [_FOLD.sub(" ", v) for v in values if v]
    if not raw:
        return out
    try:
        pairs = getaddresses(raw)
    except Exception:  # noqa: BLE001 - an unparseable header yields no people, not a failed message
        return out
    for name, address in pairs:
        name = decode_header_value(name).strip().strip('"\'').strip() if name else ""
        address = address.strip().lower() if address and "@" in address else ""
        if not name and not address:
            continue
        key = address or name.lower()
        if key in seen:
            continue
        seen.add(key)
        out.append(Participant(name=name or None, email=address or None))
    return out


# Addresses that stand for a machine or a group, not a person: the mail system's own, a list's service
# addresses, and all-company aliases. A team alias with any other name ("eng@", "design-team@") is told by the
# list headers below, not guessed from its name.
_GROUP_LOCAL = re.compile(
    r"^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon|postmaster|bounces?|notifications?|notify|listserv|"
    r"majordomo|mailman|announce(?:ments?)?|all|everyone|all-?staff|all-?hands|all-?company|"
    r"owner-.+|.+-(?:request|bounces|owner|unsubscribe|subscribe))$")
_MAILTO = re.compile(r"<\s*mailto:([^>?\s]+)", re.IGNORECASE)
_MAILING_LIST = re.compile(r"\blist\s+([^\s;,]+@[^\s;,]+)", re.IGNORECASE)
_LIST_ID = re.compile(r"<\s*([^<>\s]+)\s*>")


def list_addresses(headers: dict[str, list[str]]) -> tuple[set[str], set[str]]:
    """What the message says about the mailing list it came through: the list's addresses (``List-Post``,
    Google Groups' ``Mailing-list: list eng@…``) and its ``List-Id`` ("eng.example.com", RFC 2919: an
    address ``eng@example.com`` whose local part and domain joined by a dot give it is the list)."""
    posts: set[str] = set()
    for value in [*headers.get("list-post", []), *headers.get("mailing-list", [])]:
        posts.update(a.lower() for a in _MAILTO.findall(value))
        posts.update(a.lower() for a in _MAILING_LIST.findall(value))
    ids = {m.lower() for v in headers.get("list-id", []) for m in _LIST_ID.findall(v)}
    return posts, ids


def is_group_address(email: str | None, lists: tuple[set[str], set[str]] = (set(), set())) -> bool:
    """``email`` is a mailing list, a mail-system address or an all-company alias, not a person."""
    if not email or "@" not in email:
        return False
    local, _, domain = email.lower().partition("@")
    posts, ids = lists
    return email.lower() in posts or f"{local}.{domain}" in ids or bool(_GROUP_LOCAL.match(local))


_SUBJECT_PREFIX = re.compile(
    r"^\s*(?:(?:re|fwd?|aw|wg|sv|vs|antw|tr|rv|rif|r|odp|pd|enc|res|ynt|fs|vl|ant|ответ|отв|пересл|"
    r"答复|回复|回覆|转发|轉寄|返信|転送|답장|회신|전달|답신)\s*(?:\[\d+\]|\(\d+\))?\s*[:：]\s*|\[[^\]]{1,40}\]\s*)+",
    re.IGNORECASE)


def subject_key(subject: str | None) -> str:
    """A subject with reply/forward prefixes (``Re:``, ``FW:``, ``답장:``, ``회신:``, ``전달:``...) and
    list tags removed, lower-cased and whitespace-collapsed: what every message of a thread shares."""
    if not subject:
        return ""
    return " ".join(_SUBJECT_PREFIX.sub("", subject).split()).lower()


# -------------------------------------------------------------------------------------------------- bodies


class MimePart(Protocol):
    """The slice of ``email.message.Message`` the body walk needs (``GmailPart`` implements it too)."""

    def get_content_type(self) -> str: ...
    def is_multipart(self) -> bool: ...
    def get_payload(self, i: Any = None, decode: bool = False) -> Any: ...
    def get_content_charset(self, failobj: Any = None) -> Any: ...
    def get(self, name: str, failobj: Any = None) -> Any: ...
    def get_filename(self, failobj: Any = None) -> Any: ...
    def get_param(self, param: str, failobj: Any = None, header: str = "content-type", unquote: bool = True) -> Any: ...


def _is_attachment(part: MimePart) -> bool:
    disposition = str(part.get("content-disposition") or "").split(";")[0].strip().lower()
    if disposition == "attachment":
        return True
    return bool(part.get_filename()) and disposition != "inline"


def _unflow(text: str, delsp: bool) -> str:
    """RFC 3676 format=flowed: a line ending in a space continues on the next line."""
    out: list[str] = []
    buffer = ""
    for line in text.split("\n"):
        if line == "-- ":
            if buffer:
                out.append(buffer)
                buffer = ""
            out.append(line)
            continue
        if line.endswith(" ") and not line.startswith(">"):
            buffer += line[:-1] if delsp else line
        else:
            out.append(buffer + line)
            buffer = ""
    if buffer:
        out.append(buffer)
    return "\n".join(out)


def _part_text(part: MimePart) -> str:
    data = part.get_payload(decode=True)
    if data is None:
        data = b""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    text = decode_bytes(data, part.get_content_charset()).replace("\r\n", "\n").replace("\r", "\n")
    if part.get_content_type() == "text/plain" and str(part.get_param("format") or "").lower() == "flowed":
        text = _unflow(text, str(part.get_param("delsp") or "").lower() == "yes")
    return text


def _chunks(part: MimePart, attachments: list[str]) -> list[tuple[str, bool]]:
    """(text, is_html) pieces of the readable body under ``part``, collecting attachment names."""
    ctype = part.get_content_type()
    if part.is_multipart():
        subparts = part.get_payload() or []
        if ctype == "multipart/alternative":
            options = [_chunks(sub, []) for sub in subparts]
            picked: dict[bool, list[tuple[str, bool]]] = {}
            for wanted_html in (False, True):
                for chunks in options:
                    if chunks and all(h == wanted_html for _, h in chunks) and any(t.strip() for t, _ in chunks):
                        picked.setdefault(wanted_html, chunks)
            if picked:
                for sub in subparts:   # attachments inside the alternative we did not pick
                    _collect_attachments(sub, attachments)
                plain, rich = picked.get(False), picked.get(True)
                if plain is not None and rich is not None and _richer(rich, plain):
                    return rich
                return plain if plain is not None else picked[True]
            return next((c for c in options if c), [])
        if ctype == "multipart/related" and subparts:
            for sub in subparts[1:]:
                _collect_attachments(sub, attachments)
            return _chunks(subparts[0], attachments)
        out: list[tuple[str, bool]] = []
        for sub in subparts:
            out.extend(_chunks(sub, attachments))
        return out
    if _is_attachment(part) or ctype == "message/rfc822":
        name = part.get_filename()
        attachments.append(decode_header_value(str(name)) if name else ctype)
        return []
    if ctype == "text/plain" or (ctype == "text/enriched"):
        return [(_part_text(part), False)]
    if ctype == "text/html":
        return [(_part_text(part), True)]
    return []


_WORDS = re.compile(r"\w+")


def _richer(html_chunks: list[tuple[str, bool]], plain_chunks: list[tuple[str, bool]]) -> bool:
    """Whether the HTML alternative says clearly more than the plain one: a plain part that is a stub
    ("Please view this message in an HTML client", a bare link to the web version) loses to the HTML it
    stands in for. Plain text stays preferred when both carry the message (it keeps the sender's layout)."""
    from mnemo.text.html import html_to_text

    plain_words = sum(len(_WORDS.findall(t)) for t, _ in plain_chunks)
    if plain_words >= 200:
        return False  # a full plain part: not a stub, and the HTML need not be converted to know it
    html_words = sum(len(_WORDS.findall(html_to_text(t, drop_quotes=False))) for t, _ in html_chunks)
    return html_words >= 2 * plain_words + 10


def _collect_attachments(part: MimePart, attachments: list[str]) -> None:
    if part.is_multipart():
        for sub in part.get_payload() or []:
            _collect_attachments(sub, attachments)
    elif _is_attachment(part):
        name = part.get_filename()
        attachments.append(decode_header_value(str(name)) if name else part.get_content_type())


def body_text(message: MimePart) -> tuple[str, bool, list[str]]:
    """The readable body of a message: ``(text, is_html, attachment names)``.

    ``text/plain`` is preferred over its HTML alternative (unless the plain part is empty), inline text
    parts of a ``multipart/mixed`` are joined in order, and HTML joined with plain text is converted so
    the result is one kind."""
    attachments: list[str] = []
    chunks = [(t, h) for t, h in _chunks(message, attachments) if t.strip()]
    if not chunks:
        return "", False, attachments
    if all(h for _, h in chunks):
        return "\n".join(t for t, _ in chunks), True, attachments
    if any(h for _, h in chunks):
        from mnemo.text.html import html_to_text
        chunks = [(html_to_text(t, drop_quotes=False) if h else t, False) for t, h in chunks]
    return "\n\n".join(t.strip("\n") for t, _ in chunks), False, attachments


def b64url_decode(data: str) -> bytes:
    """Base64url as the Gmail API writes it (no padding, sometimes with standard-alphabet characters)."""
    cleaned = re.sub(r"\s+", "", data).replace("+", "-").replace("/", "_")
    return base64.urlsafe_b64decode(cleaned + "=" * (-len(cleaned) % 4))


class GmailPart:
    """A Gmail API ``payload`` (``format=full``) seen as a MIME part: headers from its ``headers`` list,
    the body from base64url ``body.data`` (already transfer-decoded by Gmail)."""

    def __init__(self, payload: dict[str, Any]) -> None:
        self.payload = payload
        self.headers: dict[str, str] = {}
        for header in payload.get("headers") or []:
            if isinstance(header, dict) and header.get("name"):
                self.headers.setdefault(str(header["name"]).lower(), str(header.get("value") or ""))
        self._ctype, self._params = _parse_content_type(self.headers.get("content-type"),
                                                         str(payload.get("mimeType") or "text/plain"))

    def get_content_type(self) -> str:
        return self._ctype

    def is_multipart(self) -> bool:
        return self._ctype.startswith("multipart/") or bool(self.payload.get("parts"))

    def get_payload(self, i: Any = None, decode: bool = False) -> Any:
        if self.is_multipart() and not decode:
            return [GmailPart(p) for p in self.payload.get("parts") or [] if isinstance(p, dict)]
        data = (self.payload.get("body") or {}).get("data")
        return b64url_decode(data) if isinstance(data, str) and data else b""

    def get_content_charset(self, failobj: Any = None) -> Any:
        return self._params.get("charset", failobj)

    def get_param(self, param: str, failobj: Any = None, header: str = "content-type", unquote: bool = True) -> Any:
        return self._params.get(param.lower(), failobj)

    def get(self, name: str, failobj: Any = None) -> Any:
        return self.headers.get(name.lower(), failobj)

    def get_filename(self, failobj: Any = None) -> Any:
        return self.payload.get("filename") or failobj


def _parse_content_type(value: str | None, fallback: str) -> tuple[str, dict[str, str]]:
    if not value:
        return fallback.lower(), {}
    main, *params = value.split(";")
    out: dict[str, str] = {}
    for param in params:
        key, _, val = param.partition("=")
        if key.strip():
            out[key.strip().lower()] = val.strip().strip('"')
    ctype = main.strip().lower()
    return (ctype if "/" in ctype else fallback.lower()), out
