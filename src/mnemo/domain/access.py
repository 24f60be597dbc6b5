"""Who owns a memory and who may read, edit or delete it: private memories and a team's shared ones.

Why owners: consolidation decides a write against the memories of one partition (duplicates, updates,
supersession, the write lock, the vector partition, the ingest ledger). A private memory's partition is its
user (``memories.user_id`` = the user id); a memory shared with a team lives in the team's partition
(``user_id`` = ``team:<team>``) with its author kept in ``author_id``. So two teammates who write the same
team decision make one memory with versions, a later team decision supersedes an earlier one whoever wrote
either, and a private memory never merges into a team's (nor the reverse).

The rules (``docs/teams.md``):
- a key for user U in team T reads U's private memories of team T and T's shared memories, nothing else;
  a key without a team reads U's private memories (of any team) and no team's shared memories;
- the local operator (CLI, embedded Python API, the stdio MCP server) holds the store file and reads its
  user's private memories and every team's shared memories (or one team's with ``--team``);
- any reader of a memory may edit it (a new version, logged with who did it); deleting or forgetting a
  team's memory takes its author, a team admin key or the local operator.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from mnemo.domain.api_keys import ApiKey

TEAM_PREFIX = "team:"


class Visibility(str, Enum):
    PRIVATE = "private"
    TEAM = "team"


def same_scope(m: Any, d: Any) -> bool:
    """Whether memory ``m`` is in the write ``d``'s scope inside their partition: the same team (or none) and,
    as mem0 scopes them, the same agent and the same run (or none). Consolidation decides a write only
    against memories of its scope (duplicates, updates, supersession): an agent's run-scoped notes never
    merge into another run's, and a person's note without an agent never into an agent's (``docs/agents.md``)."""
    return bool(m.team_id == d.team_id and m.agent_id == d.agent_id and m.run_id == d.run_id)


def team_owner(team_id: str) -> str:
    """The partition of ``team_id``'s shared memories."""
    return TEAM_PREFIX + team_id


def is_team_owner(owner: str) -> bool:
    return owner.startswith(TEAM_PREFIX)


def visibility_of(owner: str) -> Visibility:
    return Visibility.TEAM if is_team_owner(owner) else Visibility.PRIVATE


@dataclass(frozen=True)
class Reader:
    """Who a read or a change acts for.

    ``local`` is the operator who holds the store (no API key): with no team it reads every team's shared
    memories, ``team_partitions`` naming them (the service asks the store)."""

    user_id: str
    team_id: str | None = None
    admin: bool = False
    local: bool = False
    team_partitions: tuple[str, ...] = ()

    @property
    def owners(self) -> tuple[str, ...]:
        if self.team_id:
            return (self.user_id, team_owner(self.team_id))
        return (self.user_id, *self.team_partitions) if self.local else (self.user_id,)

    @property
    def teams(self) -> tuple[str | None, ...] | None:
        """The teams a memory may belong to (None: any); a team key sees its team only."""
        return (self.team_id,) if self.team_id else None

    def can_read(self, owner: str, team_id: str | None) -> bool:
        if self.local and not self.team_id and is_team_owner(owner):
            return True
        if owner not in self.owners:
            return False
        return self.teams is None or team_id in self.teams

    def can_delete(self, owner: str, team_id: str | None, author_id: str | None) -> bool:
        """Reading is enough for a private memory (it is the reader's own); a team's takes its author, an
        admin key of the team, or the local operator."""
        if not self.can_read(owner, team_id):
            return False
        return not is_team_owner(owner) or self.local or self.admin or author_id == self.user_id


def reader_for_key(key: ApiKey) -> Reader:
    """What a request with ``key`` may read and change."""
    return Reader(key.user_id, key.team_id, admin=key.role == "admin")
