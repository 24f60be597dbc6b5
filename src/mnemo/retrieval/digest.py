"""The weekly digest: what a reader's teams decided, changed and reversed in a window, with what is still open.

Per team (a shared memory's team; a private memory under its user, a team member's too), from the decision register
(``retrieval.register``; statuses in ``docs/supersession.md``):

- **made**: decisions made in the window (``valid_from``) that stand now; a decision that replaced another in
  the window is listed under *changed* instead, so nothing is listed twice;
- **changed**: decisions superseded in the window (``valid_until``), each with what replaced it (old → new);
- **reversed**: decisions cancelled in the window, with the cancellation that retired them; a cancellation
  whose target is not on record, or a decision extracted as reversed, is listed by itself;
- **pending**: proposals not decided yet, of any age (made before the window's end), oldest first;
- **conflicts**: the conflicts open now (recorded when a source arrived, which may be after the window: an old
  week ingested late), oldest first.

The time of a change is the world's (when the message was written: ``valid_from`` / ``valid_until`` in the
memory's metadata, else when it was recorded), so a week ingested late still lands in its own week.
``Digest.language`` is the language most of its decisions are written in (``ko`` or ``en``): what the
renderers (``interfaces/digest_text.py``) use unless told otherwise. Reads only; the caller decides what the
reader may see (``readable``) and hands in the conflicts it may review.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import Any

from mnemo.domain.access import TEAM_PREFIX
from mnemo.domain.models import ConflictRecord, Memory
from mnemo.domain.queries import MemoryFilter
from mnemo.domain.supersession import is_korean
from mnemo.errors import InvalidInput
from mnemo.ports import MemoryStore
from mnemo.retrieval.register import DecisionCache

SECTIONS = ("made", "changed", "reversed", "pending", "conflicts")
__all__ = ["SECTIONS", "Digest", "DigestConflict", "DigestItem", "DigestRef", "TeamDigest", "build_digest"]


@dataclass(frozen=True)
class DigestRef:
    """The decision on the other side of a change: what replaced (or cancelled) a decision."""

    id: str
    text: str
    status: str
    at: str
    url: str | None = None


@dataclass(frozen=True)
class DigestItem:
    """One decision as the digest lists it. ``at`` is when the listed event happened (made, replaced,
    reversed; a pending proposal: when it was made); ``made_at`` when the decision was made."""

    id: str
    text: str
    content: str
    status: str
    at: str
    made_at: str
    subject: str | None = None
    source: str | None = None
    url: str | None = None
    people: tuple[str, ...] = ()
    by: DigestRef | None = None  # changed: what replaced it; reversed: the cancellation (when on record)


@dataclass(frozen=True)
class DigestConflict:
    id: str
    at: str
    kind: str
    field: str
    existing_id: str
    existing_value: str | None
    incoming_value: str | None
    reason: str


@dataclass
class TeamDigest:
    """One team's part (``private``: a user's own memories, ``team`` then names the user)."""

    team: str
    private: bool = False
    made: list[DigestItem] = field(default_factory=list)
    changed: list[DigestItem] = field(default_factory=list)
    reversed: list[DigestItem] = field(default_factory=list)
    pending: list[DigestItem] = field(default_factory=list)
    conflicts: list[DigestConflict] = field(default_factory=list)

    @property
    def counts(self) -> dict[str, int]:
        return {s: len(getattr(self, s)) for s in SECTIONS}

    @property
    def quiet(self) -> bool:
        """Nothing made, changed or reversed in the window (pending proposals and conflicts may remain)."""
        return not (self.made or self.changed or self.reversed)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"team": self.team, "private": self.private, "counts": self.counts}
        for s in SECTIONS:
            out[s] = [asdict(x) for x in getattr(self, s)]
        return out


@dataclass
class Digest:
    since: datetime
    until: datetime
    teams: list[TeamDigest]
    language: str = "en"

    @property
    def counts(self) -> dict[str, int]:
        return {s: sum(t.counts[s] for t in self.teams) for s in SECTIONS}

    @property
    def empty(self) -> bool:
        """No decision was made, changed or reversed in the window: a real answer, said as such."""
        return all(t.quiet for t in self.teams)

    def as_dict(self) -> dict[str, Any]:
        return {"since": self.since.isoformat(), "until": self.until.isoformat(), "language": self.language,
                "counts": self.counts, "empty": self.empty, "teams": [t.as_dict() for t in self.teams]}


def _utc(value: datetime) -> datetime:
    return value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(timezone.utc)


def _time(value: Any, fallback: datetime) -> datetime:
    """A metadata time (ISO text) as an aware datetime; ``fallback`` when it is missing or unreadable."""
    if isinstance(value, datetime):
        return _utc(value)
    if isinstance(value, str) and value.strip():
        try:
            return _utc(datetime.fromisoformat(value.strip().replace("Z", "+00:00")))
        except ValueError:
            pass
    return _utc(fallback)


def _made(m: Memory) -> datetime:
    return _time(m.metadata.get("valid_from"), m.created_at)


def _ended(m: Memory) -> datetime:
    """When a superseded or reversed decision stopped standing."""
    return _time(m.metadata.get("valid_until"), _made(m))


def _headline(m: Memory) -> str:
    return " ".join((m.title or m.content).split())


def _group(owner: str, team_id: str | None) -> tuple[str, bool]:
    """The digest's group of a memory in partition ``owner``: a shared memory's team (its partition), else its
    user (private). A private memory of a team member stays private: under "Team eng" it read as shared, and a
    team digest sent on would have carried it to the team."""
    if owner.startswith(TEAM_PREFIX):
        return owner[len(TEAM_PREFIX):], False
    return owner, True


def _ref(m: Memory, status: str) -> DigestRef:
    return DigestRef(id=m.id, text=_headline(m), status=status, at=_made(m).isoformat(), url=m.source_url)


def _item(m: Memory, status: str, at: datetime, by: DigestRef | None = None) -> DigestItem:
    subject = m.metadata.get("subject")
    return DigestItem(id=m.id, text=_headline(m), content=m.content, status=status, at=at.isoformat(),
                      made_at=_made(m).isoformat(), subject=subject if isinstance(subject, str) else None,
                      source=m.source or m.source_type.value, url=m.source_url, people=tuple(m.people), by=by)


def build_digest(store: MemoryStore, readable: MemoryFilter, *, since: datetime, until: datetime,
                 conflicts: Sequence[ConflictRecord] = (), cache: DecisionCache | None = None) -> Digest:
    """The digest of the decisions ``readable`` admits between ``since`` and ``until`` (both inclusive),
    grouped per team, with the open ``conflicts`` the reader may review (already filtered by the caller; those
    on memories outside ``readable``'s teams are left out)."""
    since, until = _utc(since), _utc(until)
    if since > until:
        raise InvalidInput("since is after until", "Swap the two dates (since is the start, until the end)")
    rows = (cache or DecisionCache(keep=0)).rows(store, readable)
    by_id = {r.memory.id: r for r in rows}
    groups: dict[tuple[str, bool], TeamDigest] = {}

    def part(m: Memory) -> TeamDigest:
        key = _group(m.user_id, m.team_id)
        if key not in groups:
            groups[key] = TeamDigest(team=key[0], private=key[1])
        return groups[key]

    def within(t: datetime) -> bool:
        return since <= t <= until

    replacements: set[str] = set()  # decisions listed under "changed" as what replaced another
    cancelled: set[str] = set()  # cancellations listed under "reversed" as what retired another
    for r in sorted(rows, key=lambda r: _made(r.memory)):  # oldest first: a week reads in order
        m = r.memory
        if r.status == "superseded" and within(_ended(m)):
            new = by_id.get(m.superseded_by or "")
            if new is not None:
                replacements.add(new.memory.id)
            by = _ref(new.memory, new.status) if new is not None else None
            part(m).changed.append(_item(m, r.status, _ended(m), by))
        elif r.status == "reversed" and m.superseded_by and within(_ended(m)):
            canceller = by_id.get(m.superseded_by)
            if canceller is not None:
                cancelled.add(canceller.memory.id)
            by = _ref(canceller.memory, canceller.status) if canceller is not None else None
            part(m).reversed.append(_item(m, r.status, _ended(m), by))
        elif r.status == "pending" and _made(m) <= until:
            part(m).pending.append(_item(m, r.status, _made(m)))
    for r in sorted(rows, key=lambda r: _made(r.memory)):
        m = r.memory
        if m.id in replacements or m.id in cancelled or not within(_made(m)):
            continue
        if r.status == "standing":
            part(m).made.append(_item(m, r.status, _made(m)))
        elif r.status == "reversed" and not m.superseded_by:
            # a cancellation whose target is not on record, or a decision extracted as reversed
            part(m).reversed.append(_item(m, r.status, _made(m)))
    for t in groups.values():
        for s in ("made", "changed", "reversed", "pending"):
            getattr(t, s).sort(key=lambda i: (i.at, i.id))

    _add_conflicts(store, readable, conflicts, part, groups)
    teams = sorted(groups.values(), key=lambda t: (t.private, t.team.casefold()))
    teams = [t for t in teams if any(t.counts.values())]
    return Digest(since=since, until=until, teams=teams, language=_language(teams))


def _add_conflicts(store: MemoryStore, readable: MemoryFilter, conflicts: Sequence[ConflictRecord],
                   part: Callable[[Memory], TeamDigest],
                   groups: dict[tuple[str, bool], TeamDigest]) -> None:
    wanted = sorted((c for c in conflicts if c.status == "open"), key=lambda c: (c.created_at, c.id))
    known = store.get_memories([c.existing_id.split("@")[0] for c in wanted if c.kind == "memory"])
    teams = readable.teams
    for c in wanted:
        m = known.get(c.existing_id.split("@")[0]) if c.kind == "memory" else None
        if m is not None:
            if m.user_id not in readable.owners or teams is not None and m.team_id not in teams:
                continue  # the reader may review it, but it is not of the teams this digest is for
            target = part(m)
        else:
            if teams is not None and c.user_id not in {TEAM_PREFIX + t for t in teams if t}:
                continue
            key = _group(c.user_id, None)
            target = groups.setdefault(key, TeamDigest(team=key[0], private=key[1]))
        target.conflicts.append(DigestConflict(
            id=c.id, at=_utc(c.created_at).isoformat(), kind=c.kind, field=c.field, existing_id=c.existing_id,
            existing_value=c.existing_value, incoming_value=c.incoming_value, reason=c.reason))


def _language(teams: list[TeamDigest]) -> str:
    """``ko`` when most of the digest's decisions are written in Korean, else ``en``."""
    texts = [i.content for t in teams for s in ("made", "changed", "reversed", "pending") for i in getattr(t, s)]
    korean = sum(1 for text in texts if is_korean(text))
    return "ko" if korean * 2 > len(texts) else "en"
