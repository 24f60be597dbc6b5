"""Where a new memory goes (``domain/access.py``): the writer's private partition, or its team's when the
write shares it. Input errors name the fix."""

from __future__ import annotations

from mnemo.domain.access import TEAM_PREFIX, Visibility, is_team_owner, team_owner
from mnemo.errors import InvalidInput


def check_user_id(user_id: str) -> str:
    """A user id as people and keys give it: ``team:…`` names a team's partition, never a person."""
    if is_team_owner(user_id.strip()):
        raise InvalidInput(f"Invalid user id {user_id!r}: ids starting with {TEAM_PREFIX!r} name a team",
                           "Pick another user id; share with a team by writing with visibility team")
    return user_id.strip()


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
                               "Use a key created with --team, or pass --team (or team_id) with the write")
        return team_owner(team_id)
    return user_id
