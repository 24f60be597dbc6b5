"""``MemoryService``'s whole-scope calls, as mem0 names them: ``get_all`` and ``delete_all`` of a user, a team,
or (narrowed by mem0's ``agent_id`` / ``run_id`` and by ``tags`` / ``metadata``) a part of one. Kept apart so
``service.py`` stays under 800 lines; both go through the service's own scoped ``list_memories`` and
``delete``, so they see and change exactly what those do."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from mnemo.errors import InvalidInput

if TYPE_CHECKING:
    from mnemo.domain.access import Reader
    from mnemo.domain.models import Memory
    from mnemo.write.consolidate import WriteResult


class ScopeMethods:
    reader: Callable[..., Reader]  # MemoryService's own
    list_memories: Callable[..., tuple[list[Memory], int]]
    delete: Callable[..., WriteResult]

    def get_all(self, *, user_id: str | None = None, team_id: str | None = None, status: str | None = None,
                reader: Reader | None = None, agent_id: str | None = None, run_id: str | None = None,
                tags: Sequence[str] | None = None, metadata: dict[str, Any] | None = None) -> list[Memory]:
        """Every memory of the scope (mem0's ``get_all``): the active ones unless ``status`` says otherwise,
        narrowed to an agent, a run, tags (all of them) or metadata values when given."""
        out: list[Memory] = []
        while True:
            page, total = self.list_memories(user_id=user_id, team_id=team_id, status=status, limit=500,
                                             offset=len(out), reader=reader, agent_id=agent_id, run_id=run_id,
                                             tags=tags, metadata=metadata)
            out += page
            if not page or len(out) >= total:
                return out

    def delete_all(self, *, confirm: bool = False, reason: str | None = None, user_id: str | None = None,
                   team_id: str | None = None, reader: Reader | None = None, agent_id: str | None = None,
                   run_id: str | None = None, tags: Sequence[str] | None = None,
                   metadata: dict[str, Any] | None = None) -> dict[str, Any]:
        """Soft-delete every active memory of the scope (mem0's ``delete_all``; narrowed as ``get_all``), one
        logged delete each, and say which. A team's shared memories go only with a team admin's key: a member
        clearing their own memories took the team's decisions they had written with them (the team walk). The
        others the caller may not delete are counted, not touched."""
        from mnemo.errors import Forbidden

        if not confirm:
            raise InvalidInput("delete_all removes every memory of the scope", "Confirm it: confirm=True in Python, ?confirm=true over REST, --yes in the CLI")
        who, deleted, refused = self.reader(user_id, team_id if reader is None else None, reader=reader), [], 0
        for m in self.get_all(user_id=user_id, team_id=team_id, reader=reader, agent_id=agent_id, run_id=run_id,
                              tags=tags, metadata=metadata):
            try:
                if m.visibility == "team" and not (who.admin or who.local and team_id):  # the operator names it
                    raise Forbidden(f"{m.id} is the team's", "A team admin key deletes a team's memories")
                self.delete(m.id, reason=reason or "delete_all", user_id=user_id, team_id=team_id, reader=reader)
                deleted.append(m.id)
            except Forbidden:
                refused += 1
        return {"deleted": len(deleted), "memory_ids": deleted, "not_allowed": refused}
