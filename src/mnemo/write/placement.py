"""Where a new memory goes (``domain/access.py``): the writer's private partition, or its team's when the
write shares it. Input errors name the fix."""

from __future__ import annotations

from mnemo.domain.access import TEAM_PREFIX, Visibility, is_team_owner, team_owner
from mnemo.errors import InvalidInput


# '*' is the PostgreSQL session's "every partition" (migration 007) and chr(31) separates the partitions a
# session acts for: an id made of the one or holding the other would widen what its key's session reads.
_RESERVED_IDS = frozenset({"*"})


def _check_partition_name(value: str, what: str) -> None:
    if value in _RESERVED_IDS or any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise InvalidInput(f"Invalid {what} {value!r}: '*' and control characters are reserved",
                           f"Pick a {what} of letters, digits and punctuation, e.g. alice or eng")


def check_user_id(user_id: str) -> str:
    """A user id as people and keys give it: ``team:…`` names a team's partition, never a person."""
    if is_team_owner(user_id.strip()):
        raise InvalidInput(f"Invalid user id {user_id!r}: ids starting with {TEAM_PREFIX!r} name a team",
                           "Pick another user id; share with a team by writing with visibility team")
    _check_partition_name(user_id.strip(), "user id")
    return user_id.strip()


def check_team_id(team_id: str | None) -> str | None:
    """A team id as keys and ingests give it (None or blank: no team)."""
    if team_id is None or not team_id.strip():
        return None
    _check_partition_name(team_id.strip(), "team id")
    return team_id.strip()


def parse_visibility(value: object) -> Visibility | None:
    if value is None:
        return None
    try:
        return Visibility(str(value).strip().lower())
    except ValueError:
        raise InvalidInput(f"Unknown visibility {value!r}", "Use private or team") from None


def place(user_id: str, team_id: str | None, visibility: Visibility | None) -> str:
    """The partition a new memory of ``user_id`` goes to (private unless asked otherwise)."""
    if visibility is Visibility.TEAM:
        if not team_id:
            raise InvalidInput("A memory shared with the team needs a team",
                               "Use an API key created with --team; on this machine, pass --team (mnemo add, "
                               "mnemo mcp) or team_id (Python)")
        _check_partition_name(team_id.strip(), "team id")
        return team_owner(team_id)
    return user_id
