"""Chat and commit text made readable without losing what was said.

Why: Slack and Discord store messages in a wire syntax (``<@U024BE7LH>``, ``<#C1|general>``,
``&lt;``, ``<t:1736920800:F>``) that neither a person reading a memory nor the extractor looking for
"@김철수 확정" understands. Each connector runs its text through here so ``SourceItem.body`` is what the
author saw on screen: ``@김철수``, ``#general``, ``label (https://…)``, ``<``, a date.

Faithful means: code spans and fenced blocks are kept verbatim (only Slack's HTML escaping is undone
inside them, because the author typed ``<`` and Slack stored ``&lt;``), nothing is translated or
summarised, and an id we cannot resolve stays visible (``@U024BE7LH``) rather than silently dropped.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from datetime import UTC, datetime

# A fenced block (```…```) or an inline code span (`…`): matched first so nothing inside is rewritten.
_CODE = re.compile(r"```.*?(?:```|\Z)|`[^`\n]+`", re.DOTALL)
# Zero-width characters and C0 controls other than tab and newline: invisible, and they break matching.
_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BLANK_RUN = re.compile(r"\n{3,}")
_SPACE_RUN = re.compile(r"(?<=\S)[ \t\u00a0\u3000]{2,}")  # inside a line; indentation is structure


def _outside_code(text: str, rewrite: Callable[[str], str], inside: Callable[[str], str] | None = None) -> str:
    """Apply ``rewrite`` to the prose between code spans/blocks and ``inside`` (default: nothing) to code."""
    out: list[str] = []
    pos = 0
    for m in _CODE.finditer(text):
        out.append(rewrite(text[pos:m.start()]))
        out.append(inside(m.group(0)) if inside else m.group(0))
        pos = m.end()
    out.append(rewrite(text[pos:]))
    return "".join(out)


def _ids_outside_code(text: str | None, pattern: re.Pattern[str]) -> list[str]:
    found: list[str] = []
    for prose in _CODE.split(text or ""):
        found.extend(i for i in pattern.findall(prose) if i not in found)
    return found


def clean_whitespace(text: str) -> str:
    """Line endings unified, zero-width characters and trailing spaces removed, runs of spaces and of
    blank lines collapsed — outside code only (indentation in a code block is meaning)."""
    if not text:
        return ""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))

    def prose(part: str) -> str:
        part = _ZERO_WIDTH.sub("", part)
        part = _SPACE_RUN.sub(" ", part.replace("\u00a0", " "))
        lines = part.split("\n")  # the last line runs on into the code that follows: keep its spaces
        part = "\n".join([line.rstrip() for line in lines[:-1]] + lines[-1:])
        return _BLANK_RUN.sub("\n\n", part)

    return _outside_code(text, prose).strip()


# --------------------------------------------------------------------------------------------- Slack

_SLACK_ENTITY = {"&lt;": "<", "&gt;": ">", "&amp;": "&"}
_SLACK_ESCAPE = re.compile(r"&(?:lt|gt|amp);")
_SLACK_TOKEN = re.compile(r"<([^<>\n]+)>")
_SLACK_USER = re.compile(r"<@([UW][A-Z0-9]+)(?:\|[^>]*)?>")


def _slack_unescape(text: str) -> str:
    return _SLACK_ESCAPE.sub(lambda m: _SLACK_ENTITY[m.group(0)], text)


def slack_mentions(text: str) -> list[str]:
    """User ids mentioned with ``<@U…>`` outside code, in order, without repeats."""
    return _ids_outside_code(text, _SLACK_USER)


def slack_to_text(text: str, users: Mapping[str, str] | None = None,
                  channels: Mapping[str, str] | None = None) -> str:
    """Slack's message markup as the reader saw it.

    ``<@U1>`` / ``<@U1|kim>`` → ``@Display Name`` (from ``users``, else the label, else the id);
    ``<#C1|general>`` → ``#general``; ``<!here>`` / ``<!channel>`` / ``<!everyone>`` → ``@here`` …;
    ``<!subteam^S1|@dev>`` → ``@dev``; ``<!date^…|fallback>`` → the fallback;
    ``<https://x|label>`` → ``label (https://x)``; ``<mailto:a@b|a@b>`` → ``a@b``; ``&lt; &gt; &amp;``
    → ``< > &``. Code spans and blocks are kept as written (entities undone only).
    """
    users = users or {}
    channels = channels or {}

    def token(m: re.Match[str]) -> str:
        inner = m.group(1)
        target, _, label = inner.partition("|")
        if target.startswith("@"):
            uid = target[1:]
            name = users.get(uid) or label or uid
            return "@" + name.lstrip("@")
        if target.startswith("#"):
            cid = target[1:]
            return "#" + (channels.get(cid) or label or cid).lstrip("#")
        if target.startswith("!"):
            special = target[1:]
            if special in ("here", "channel", "everyone"):
                return "@" + special
            if special.startswith("subteam^"):
                return "@" + (label or special.split("^", 1)[1]).lstrip("@")
            if special.startswith("date^"):
                return label or special
            return label or "@" + special
        if target.startswith("mailto:"):
            return label or target[len("mailto:"):]
        if "://" in target or target.startswith(("tel:", "slack:")):
            url = _slack_unescape(target)
            label = _slack_unescape(label)
            return f"{label} ({url})" if label and label != url else url
        return m.group(0)  # not Slack markup (a literal <…> the author typed would be escaped)

    def prose(part: str) -> str:
        return _slack_unescape(_SLACK_TOKEN.sub(token, part))

    return clean_whitespace(_outside_code(text or "", prose, _slack_unescape))


# ------------------------------------------------------------------------------------------- Discord

_DISCORD_USER = re.compile(r"<@!?(\d+)>")
_DISCORD_ROLE = re.compile(r"<@&(\d+)>")
_DISCORD_CHANNEL = re.compile(r"<#(\d+)>")
_DISCORD_EMOJI = re.compile(r"<a?:([A-Za-z0-9_~\-]+):\d+>")
_DISCORD_COMMAND = re.compile(r"</([^:<>\n]+):\d+>")
_DISCORD_TIME = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")
_TIME_FORMATS = {
    "t": "%H:%M UTC", "T": "%H:%M:%S UTC", "d": "%Y-%m-%d", "D": "%Y-%m-%d",
    "f": "%Y-%m-%d %H:%M UTC", "F": "%Y-%m-%d %H:%M UTC", "R": "%Y-%m-%d %H:%M UTC",
}


def discord_mentions(text: str) -> list[str]:
    """User ids mentioned with ``<@…>`` / ``<@!…>`` outside code, in order, without repeats."""
    return _ids_outside_code(text, _DISCORD_USER)


def _discord_time(m: re.Match[str]) -> str:
    try:
        when = datetime.fromtimestamp(int(m.group(1)), tz=UTC)
    except (OverflowError, OSError, ValueError):
        return m.group(0)
    return when.strftime(_TIME_FORMATS[m.group(2) or "f"])


def discord_to_text(text: str, users: Mapping[str, str] | None = None,
                    channels: Mapping[str, str] | None = None,
                    roles: Mapping[str, str] | None = None) -> str:
    """Discord's message markup as the reader saw it.

    ``<@123>`` / ``<@!123>`` → ``@Name``; ``<@&456>`` → ``@Role``; ``<#789>`` → ``#channel``
    (names from the maps, else the id); ``<:party:1>`` / ``<a:party:1>`` → ``:party:``;
    ``</deploy:1>`` → ``/deploy``; ``<t:1736920800:F>`` → ``2025-01-15 06:00 UTC`` (times in UTC because
    the reader's own zone is not in the data). Code spans and blocks are kept verbatim.
    """
    users = users or {}
    channels = channels or {}
    roles = roles or {}

    def prose(part: str) -> str:
        part = _DISCORD_USER.sub(lambda m: "@" + users.get(m.group(1), m.group(1)), part)
        part = _DISCORD_ROLE.sub(lambda m: "@" + roles.get(m.group(1), m.group(1)), part)
        part = _DISCORD_CHANNEL.sub(lambda m: "#" + channels.get(m.group(1), m.group(1)), part)
        part = _DISCORD_EMOJI.sub(r":\1:", part)
        part = _DISCORD_COMMAND.sub(r"/\1", part)
        return _DISCORD_TIME.sub(_discord_time, part)

    return clean_whitespace(_outside_code(text or "", prose))


# -------------------------------------------------------------------------------------------- Commits

_TRAILER = re.compile(r"^(?P<key>[A-Za-z][A-Za-z0-9-]*):\s+(?P<value>.+)$")
_PERSON = re.compile(r"^(?P<name>.*?)\s*<(?P<email>[^<>@\s]+@[^<>\s]+)>\s*$")
#: Trailers that name people rather than say something; the rest of the message is kept as written.
PEOPLE_TRAILERS = frozenset({"co-authored-by", "signed-off-by", "reviewed-by", "acked-by", "tested-by",
                             "reported-by", "helped-by", "suggested-by"})


def split_commit_message(message: str) -> tuple[str, str, list[tuple[str, str, str]]]:
    """``(title, body, people)`` of a commit message.

    The title is the first non-empty line; the body is the rest with whitespace cleaned (code kept);
    ``people`` lists ``(trailer, name, email)`` from a final block of people trailers such as
    ``Co-authored-by: 김철수 <kim@abc.co.kr>``, which are removed from the body because they are who, not what.
    """
    text = clean_whitespace(message or "")
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    title = lines[0].strip() if lines else ""
    rest = lines[1:]
    people: list[tuple[str, str, str]] = []
    # The trailer block is the last paragraph when every line in it is a "Key: value" trailer.
    end = len(rest)
    while end and not rest[end - 1].strip():
        end -= 1
    start = end
    while start and rest[start - 1].strip():
        start -= 1
    block = rest[start:end]
    if block and all(_TRAILER.match(line.strip()) for line in block):
        kept: list[str] = []
        for line in block:
            m = _TRAILER.match(line.strip())
            assert m is not None
            who = _PERSON.match(m.group("value"))
            if m.group("key").lower() in PEOPLE_TRAILERS and who:
                people.append((m.group("key").lower(), who.group("name").strip(), who.group("email").lower()))
            else:
                kept.append(line)
        rest = rest[:start] + kept
    body = "\n".join(rest).strip()
    return title, body, people
