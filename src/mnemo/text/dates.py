"""Parse the dates people and mail clients write, in English and Korean, into UTC datetimes.

Accepted: ISO-8601 (``2025-01-15``, ``2025-01-15T14:00``, ``...Z``/offsets), Korean
(``2025년 1월 15일 (수) 오후 2:00``, ``2025년 1월 15일 오후 2시 30분``, ``2025.1.15``), English
(``January 15, 2025``, ``15 Jan 2025 2:00 PM``, ``1:56 pm on 8 May, 2023``), and relative spans for
filters (``today``, ``yesterday``, ``오늘``, ``어제``, ``7d``, ``24h``, ``2w``, ``last week``, ``지난주``,
``this month``, ``이번 달``, ``3 days ago``, ``3일 전``, ``지난 7일``). A time or date without an offset is read in
``zone``: UTC unless the caller says otherwise (the CLI passes the machine's zone, so ``--at "오후 3시"`` typed in
Seoul is 15:00 in Seoul; a server cannot know its client's zone and reads UTC).
"""

from __future__ import annotations

import os
import re
from datetime import datetime, time, timedelta, timezone, tzinfo
from pathlib import Path

_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",),
         ("jun", "june"), ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"),
         ("oct", "october"), ("nov", "november"), ("dec", "december")]
    )
    for m in names
}

_KO_DATE = re.compile(r"(?P<y>\d{4})\s*년\s*(?P<m>\d{1,2})\s*월\s*(?P<d>\d{1,2})\s*일")
_DOTTED = re.compile(r"^(?P<y>\d{4})[./](?P<m>\d{1,2})[./](?P<d>\d{1,2})\.?")
_KO_TIME = re.compile(r"(?P<ampm>오전|오후)?\s*(?P<h>\d{1,2})\s*(?::\s*(?P<mi>\d{2})|시(?:\s*(?P<mi2>\d{1,2})\s*분)?)")
_EN_DMY = re.compile(r"(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?P<mon>[A-Za-z]{3,9})\.?,?\s+(?P<y>\d{4})")
_EN_MDY = re.compile(r"(?P<mon>[A-Za-z]{3,9})\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})")
_EN_TIME = re.compile(r"(?P<h>\d{1,2})(?::(?P<mi>\d{2}))?\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)", re.IGNORECASE)
_EN_TIME24 = re.compile(r"\b(?P<h>\d{1,2}):(?P<mi>\d{2})\b")
_RELATIVE = re.compile(r"^(?P<n>\d+)\s*(?P<unit>[smhdw])$", re.IGNORECASE)
#: "3 days ago", "2 weeks ago", "3일 전", "2주 전", "지난 7일", "last 7 days", "past 2 weeks"
_AGO = re.compile(r"^(?:(?:last|past|지난|최근)\s*)?(?P<n>\d+)\s*(?P<unit>days?|weeks?|months?|일|주|주일|개월|달)"
                  r"(?:\s*(?:ago|전))?$", re.IGNORECASE)
#: A calendar period: "last week" / "지난주" starts (or, for an end, ends) on the previous Monday's week.
_PERIODS = {"this week": ("week", 0), "이번 주": ("week", 0), "이번주": ("week", 0), "금주": ("week", 0),
            "last week": ("week", -1), "지난 주": ("week", -1), "지난주": ("week", -1), "저번 주": ("week", -1),
            "저번주": ("week", -1), "this month": ("month", 0), "이번 달": ("month", 0), "이번달": ("month", 0),
            "last month": ("month", -1), "지난 달": ("month", -1), "지난달": ("month", -1), "저번 달": ("month", -1),
            "저번달": ("month", -1)}


def period_bounds(kind: str, shift: int, local_now: datetime) -> tuple[datetime, datetime]:
    """This (``shift`` 0) or last (-1) week (from Monday) or month in the zone of ``local_now``: its first moment
    and the first moment after it. One definition for the date options and for a question's time span
    (``retrieval.query.time_span``)."""
    day = local_now.replace(hour=0, minute=0, second=0, microsecond=0)
    if kind == "week":
        start = day - timedelta(days=day.weekday()) + timedelta(weeks=shift)
        return start, start + timedelta(weeks=1)
    start = day.replace(day=1)
    if shift:
        start = (start - timedelta(days=1)).replace(day=1)
    return start, (start + timedelta(days=32)).replace(day=1)


def _period(kind: str, shift: int, local_now: datetime, end: bool) -> datetime:
    """The first (or, with ``end``, the last) moment of a period (``period_bounds``)."""
    start, after = period_bounds(kind, shift, local_now)
    return after - timedelta(microseconds=1) if end else start


def _hm(h: int, mi: int, ampm: str | None) -> time:
    if ampm:
        pm = ampm.lower().startswith("p") or ampm == "오후"
        if pm and h < 12:
            h += 12
        if not pm and h == 12:
            h = 0
    return time(h, mi)


def local_zone() -> tzinfo:
    """The machine's time zone (``TZ`` where set, else the system's): what a person typing a time at this
    terminal means. A named zone, so a July time typed in Berlin in November is read at summer time; the
    offset in force now is the fallback when no name can be found."""
    from zoneinfo import ZoneInfo

    names = [os.environ.get("TZ", "").lstrip(":")]
    if not names[0]:
        try:
            names = [Path("/etc/timezone").read_text().strip()]
        except OSError:
            names = []
        link = os.path.realpath("/etc/localtime")
        if "zoneinfo/" in link:
            names.append(link.split("zoneinfo/", 1)[1])
    for name in names:
        try:
            return ZoneInfo(name) if name else datetime.now().astimezone().tzinfo or timezone.utc
        except (ValueError, KeyError, OSError):  # unknown (ZoneInfoNotFoundError), malformed, or a POSIX rule
            continue  # ("KST-9", which the C library reads: the offset in force now, below, is its reading)
    return datetime.now().astimezone().tzinfo or timezone.utc


_OFFSET = re.compile(r"(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?")


def named_zone(name: str) -> tzinfo:
    """A time zone a caller names: an IANA name ("Asia/Seoul", "UTC") or an offset ("+09:00", "UTC-5").
    ``ValueError`` for anything else."""
    from zoneinfo import ZoneInfo

    text = (name or "").strip()
    m = _OFFSET.fullmatch(text)
    if m:
        hours, minutes = int(m.group(2)), int(m.group(3) or 0)
        if hours > 14 or minutes > 59:
            raise ValueError(f"no such offset: {text!r}")
        delta = timedelta(hours=hours, minutes=minutes)
        return timezone(-delta if m.group(1) == "-" else delta)
    if not text or len(text) > 64 or text.startswith(("/", ".")) or ".." in text:
        raise ValueError(f"no such time zone: {text!r}")
    try:
        return ZoneInfo(text)
    except (ValueError, KeyError, OSError):  # unknown (ZoneInfoNotFoundError is a KeyError), or malformed
        raise ValueError(f"no such time zone: {text!r}") from None


def asked_zone(name: str) -> tzinfo:
    """``named_zone`` for a zone a request names: ``InvalidInput`` with the fix when it cannot be read."""
    try:
        return named_zone(name)
    except ValueError:
        from mnemo.errors import InvalidInput

        raise InvalidInput(f"Unknown time zone {name!r}",
                           "Pass an IANA zone such as Asia/Seoul or an offset such as +09:00") from None


def zone_name(zone: tzinfo) -> str:
    """``zone`` as ``named_zone`` reads it back: its IANA name, else its offset now ("+09:00")."""
    key = getattr(zone, "key", None)
    if isinstance(key, str) and key:
        return key
    offset = datetime.now(zone).utcoffset() or timedelta(0)
    minutes = int(offset.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    return f"{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


def day_in(iso: str | None, zone: tzinfo | None) -> str:
    """The date of a stored ISO time in ``zone`` (as stored when None; "" for no time): a decision made at 08:00
    in Seoul is of that day there, not of the UTC day before."""
    if not iso:
        return ""
    if zone is None:
        return iso[:10]
    try:
        return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(zone).date().isoformat()
    except ValueError:
        return iso[:10]


def parse_datetime(text: str, *, now: datetime | None = None, end_of_day: bool = False,
                   zone: tzinfo | None = None) -> datetime:
    """``_parse``, with a span too long for the calendar ("99999999d") a ``ValueError`` like any other."""
    try:
        return _parse(text, now=now, end_of_day=end_of_day, zone=zone)
    except OverflowError:
        raise ValueError(f"out of the calendar's range: {' '.join(str(text).split())!r}") from None


def _parse(text: str, *, now: datetime | None, end_of_day: bool, zone: tzinfo | None) -> datetime:
    """A UTC datetime, or ``ValueError`` naming what was not understood.

    ``end_of_day`` moves a date without a time to its last microsecond (for inclusive ``--until``), and a
    period ("last week") to its end. ``zone`` is where a time without an offset was meant (default UTC).
    """
    raw = " ".join(str(text).split())
    if not raw:
        raise ValueError("empty date")
    zone = zone or timezone.utc
    now = now or datetime.now(timezone.utc)
    local_now = now.astimezone(zone)
    low = raw.lower()

    def _day(d: datetime) -> datetime:
        d = d.replace(hour=0, minute=0, second=0, microsecond=0)
        d = d + timedelta(days=1) - timedelta(microseconds=1) if end_of_day else d
        return d.astimezone(timezone.utc)

    if low in ("now", "지금"):
        return now
    if low in ("today", "오늘"):
        return _day(local_now)
    if low in ("yesterday", "어제"):
        return _day(local_now - timedelta(days=1))
    if low in _PERIODS:
        kind, shift = _PERIODS[low]
        return _period(kind, shift, local_now, end_of_day).astimezone(timezone.utc)
    rel = _RELATIVE.match(low)
    if rel:
        n, unit = int(rel.group("n")), rel.group("unit").lower()
        span = {"s": timedelta(seconds=n), "m": timedelta(minutes=n), "h": timedelta(hours=n),
                "d": timedelta(days=n), "w": timedelta(weeks=n)}[unit]
        return now - span
    ago = _AGO.match(low)
    if ago:
        n, unit = int(ago.group("n")), ago.group("unit")
        days = n * (7 if unit.startswith(("week", "주")) else 30 if unit.startswith(("month", "개월", "달")) else 1)
        return _day(local_now - timedelta(days=days))

    try:
        dt = datetime.fromisoformat(raw.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        dt = None
    if dt is not None:
        date_only = len(raw) <= 10
        if dt.tzinfo is None:
            dt = dt.replace(tzinfo=zone)
        return _day(dt) if date_only else dt.astimezone(timezone.utc)

    ymd: tuple[int, int, int] | None = None  # year, month, day: found together or not at all
    rest = raw
    for pattern in (_KO_DATE, _DOTTED):
        m = pattern.search(raw)
        if m:
            ymd = int(m.group("y")), int(m.group("m")), int(m.group("d"))
            rest = raw[m.end():]
            break
    if ymd is None:
        for pattern in (_EN_DMY, _EN_MDY):
            m = pattern.search(raw)
            if m and m.group("mon").lower().rstrip(".") in _MONTHS:
                ymd = int(m.group("y")), _MONTHS[m.group("mon").lower().rstrip(".")], int(m.group("d"))
                rest = raw[: m.start()] + " " + raw[m.end():]
                break
    if ymd is None:
        raise ValueError(f"not a date: {raw!r}")
    y, mo, d = ymd

    t: time | None = None
    km = _KO_TIME.search(rest) if re.search(r"오전|오후|시", rest) else None
    if km:
        t = _hm(int(km.group("h")), int(km.group("mi") or km.group("mi2") or 0), km.group("ampm"))
    else:
        em = _EN_TIME.search(rest)
        if em:
            t = _hm(int(em.group("h")), int(em.group("mi") or 0), em.group("ampm").replace(".", ""))
        else:
            em = _EN_TIME24.search(rest)
            if em:
                t = time(int(em.group("h")), int(em.group("mi")))
    try:
        base = datetime(y, mo, d, tzinfo=zone)
    except ValueError as exc:
        raise ValueError(f"not a valid date: {raw!r} ({exc})") from None
    if t is None:
        return _day(base)
    return base.replace(hour=t.hour, minute=t.minute).astimezone(timezone.utc)
