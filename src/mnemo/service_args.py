"""The Python API's arguments checked as REST, MCP and the CLI check theirs.

Those interfaces validate and parse what they are given before the service sees it; a program calling
``MemoryService`` directly got Python's own errors from deep inside instead (``svc.search(5)``:
``'int' object has no attribute 'strip'``; ``since="2025-01-01"``: ``'str' object has no attribute
'tzinfo'``). Here the same inputs become ``InvalidInput`` naming the argument and its fix, and dates are
read as the other interfaces read them (ISO-8601, "2025년 1월 15일", "January 15, 2025", "7d").
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from datetime import date, datetime, time, timezone, tzinfo
from typing import Any

from mnemo.domain.models import MemoryStatus
from mnemo.errors import InvalidInput

#: Whole numbers by name, wherever a public method takes them.
_WHOLE = ("k", "hops", "max_tokens", "limit", "offset", "expected_version", "version")
#: The text a method is about, by name: what it needs is a string.
_TEXT = ("query", "question", "memory_id", "conflict_id")
_VERSION_ID = re.compile(r"^(?P<id>.+)@v(?P<n>\d{1,9})$")
_LARGEST = 1_000_000_000  # no count, offset, budget or version is larger


def first_parameter(method: Callable[..., Any]) -> str | None:
    """The name of the method's first argument after ``self`` (``query``, ``memory_id``…), if it has one."""
    names = [p for p in inspect.signature(method).parameters if p != "self"]
    return names[0] if names else None


def checked(first: str | None, args: tuple[Any, ...], kwargs: dict[str, Any],
            now: Callable[[], datetime]) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """``args`` and ``kwargs`` of one call, checked and with dates parsed; ``InvalidInput`` for the first
    argument a caller must fix."""
    if first in _TEXT and len(args) > 1 and not isinstance(args[1], str):
        raise _bad(first, args[1], "text (a str)")
    for name in _TEXT:
        if name in kwargs and kwargs[name] is not None and not isinstance(kwargs[name], str):
            raise _bad(name, kwargs[name], "text (a str)")
    for name in _WHOLE:
        value = kwargs.get(name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise _bad(name, value, "a whole number (an int)")
        if value is not None and abs(value) > _LARGEST:  # SQLite's integers end at 2**63
            raise _bad(name, value, f"a whole number up to {_LARGEST:,}")
    if kwargs.get("zone") is not None:
        kwargs["zone"] = _zone(kwargs["zone"])
    zone = kwargs.get("zone")
    for name in ("since", "until"):
        if kwargs.get(name) is not None:
            kwargs[name] = _when(name, kwargs[name], now, zone)
    return args, kwargs


def _zone(value: Any) -> tzinfo:
    """The asker's time zone (``zone=``): a tzinfo, or its name as ``text.dates.named_zone`` reads it."""
    if isinstance(value, tzinfo):
        return value
    if isinstance(value, str):
        from mnemo.text.dates import named_zone

        try:
            return named_zone(value)
        except ValueError:
            pass
    raise _bad("zone", value, "a time zone: an IANA name such as Asia/Seoul or an offset such as +09:00")


def version_asked(memory_id: str) -> tuple[str, int] | None:
    """``("mem_…", 2)`` for ``"mem_…@v2"``, else None."""
    m = _VERSION_ID.match(memory_id.strip()) if isinstance(memory_id, str) else None
    return (m.group("id"), int(m.group("n"))) if m else None


def _when(name: str, value: Any, now: Callable[[], datetime], zone: tzinfo | None = None) -> datetime:
    """A since/until value as an aware datetime; one without a zone is read in ``zone`` (default UTC)."""
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=zone or timezone.utc)
    if isinstance(value, date):
        return datetime.combine(value, time.max if name == "until" else time.min, tzinfo=zone or timezone.utc)
    if isinstance(value, str):
        from mnemo.text.dates import parse_datetime

        try:
            return parse_datetime(value, now=now(), end_of_day=name == "until", zone=zone)
        except (ValueError, OverflowError):
            pass
    raise _bad(name, value, "a datetime, or a date as text: ISO-8601 (2025-01-15), '2025년 1월 15일', "
                            "'January 15, 2025' or a span like 7d")


def narrowing(agent_id: Any = None, run_id: Any = None, tags: Any = None, metadata: Any = None) -> dict[str, Any]:
    """mem0's scopes and filters (``agent_id``, ``run_id``, ``tags``, ``metadata``) checked, as the fields of a
    ``MemoryFilter`` / ``Filters``: only those given."""
    from mnemo.domain.queries import metadata_filter, tag_spellings
    from mnemo.text.valid_text import require_unicode
    from mnemo.write.validate import text_field

    out: dict[str, Any] = {}
    for name, value in (("agent_id", agent_id), ("run_id", run_id)):
        if value is not None:  # cleaned as a write cleans it (controls out, no lone surrogate), or it never matches
            if not isinstance(value, str) or not (value := text_field(value, name, 200)):
                raise _bad(name, value, "a non-empty id of at most 200 characters")
            out[name] = value
    if tags is not None:
        if isinstance(tags, str):
            tags = [tags]
        if not isinstance(tags, (list, tuple)) or not all(isinstance(t, str) and t.strip() for t in tags) \
                or len(tags) > 20:
            raise _bad("tags", tags, "a list of up to 20 non-empty tags, e.g. ['billing', 'postgres']")
        if tags:
            out["tags"] = tuple(dict.fromkeys(tag_spellings(text_field(t, "tag", 200) or "") for t in tags))
    if metadata is not None:
        if isinstance(metadata, dict):  # compared as stored (a write keeps metadata as sent), but valid text
            metadata = {require_unicode(k, "metadata filter key") if isinstance(k, str) else k:
                        require_unicode(v, "metadata filter value") if isinstance(v, str) else v
                        for k, v in metadata.items()}
        try:
            pairs = metadata_filter(metadata)
        except ValueError as exc:
            raise InvalidInput(f"Invalid metadata filter: {exc}",
                               'Pass metadata as {"key": value} with string, number, true, false or null values') from None
        if pairs:
            out["metadata"] = pairs
    return out


def _bad(name: str, value: Any, wanted: str) -> InvalidInput:
    return InvalidInput(f"Invalid {name}: {value!r}", f"Pass {name} as {wanted}")


__all__ = ["checked", "first_parameter", "listed_statuses", "narrowing", "version_asked"]


def listed_statuses(status: str | None, *, limit: int, offset: int, since: datetime | None, until: datetime | None,
                    by_key: bool) -> tuple[MemoryStatus, ...]:
    """The statuses a list asks for (None: the active memories, what the user knows now; ``all``: every
    version), its page checked. A key (REST, MCP, the web app) never reads a deleted memory's text, so it is
    told so when it asks for them, and ``all`` means every version but those."""
    status = (status or "active").strip().lower()
    if status not in ("active", "superseded", "deleted", "all"):
        raise InvalidInput(f"Unknown status {status!r}", "Use active, superseded, deleted or all")
    if not 1 <= limit <= 500:
        raise InvalidInput(f"Invalid limit: {limit}", "Pass a limit from 1 to 500")
    if offset < 0:
        raise InvalidInput(f"Invalid offset: {offset}", "Pass an offset of 0 or more")
    if since and until and since > until:
        raise InvalidInput("since is after until", "Swap the two dates")
    if by_key and status == "deleted":
        raise InvalidInput("Deleted memories are not listed through a key (REST, MCP, the web app)",
                           "List active, superseded or all; the store's operator lists deleted ones with "
                           "`mnemo list --status deleted`")
    statuses = tuple(MemoryStatus) if status == "all" else (MemoryStatus(status),)
    return tuple(s for s in statuses if s is not MemoryStatus.DELETED) if by_key else statuses
