"""What every upkeep job is handed (``docs/lifecycle.md``): the store, the settings, the time it runs at, the
providers it may need (built on first use: the tag sweep needs no embedder), whether it is a dry run, and
the two callbacks a long job calls as it goes (progress for the bar, ``keep_alive`` to renew its lease).

Why the time is given and not read: ``mnemo maintain --now`` runs the jobs as of another day (a test of
next year's compaction, a rerun of last week's retention), so every age a job compares is against
``now``, never against the wall clock; what a job records (log entries, edges, a purge's time) is
stamped with the real clock (``stamp``), so the audit trail says when the change was made.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from mnemo.config import Settings
from mnemo.domain.ids import new_id
from mnemo.domain.lifecycle import COMPACTED
from mnemo.domain.models import LogAction, LogEntry, LogStatus, Memory, MemoryStatus, Operation, utcnow
from mnemo.ports import LLM, Embedder, MemoryStore

Progress = Callable[[str, int, "int | None"], None]  # (job, done so far, total or None)


@dataclass
class JobContext:
    store: MemoryStore
    settings: Settings
    now: datetime
    dry_run: bool = False
    embedder_of: Callable[[], Embedder] | None = None
    consolidator_of: Callable[[], Any] | None = None  # write.consolidate.Consolidator (the duplicate rules)
    llm: LLM | None = None
    progress: Progress | None = None
    keep_alive: Callable[[], None] = lambda: None
    stamp: Callable[[], datetime] = utcnow  # when a change is made (log entries, edges): the real clock
    _embedder: Embedder | None = field(default=None, init=False)

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            if self.embedder_of is None:
                raise RuntimeError("this job needs an embedder and none was given")
            self._embedder = self.embedder_of()
        return self._embedder

    def tick(self, job: str, done: int, total: int | None) -> None:
        if self.progress is not None:
            self.progress(job, done, total)

    def entry(self, job: str, m: Memory, *, decision: Operation, reason: str, action: LogAction,
              target_id: str | None = None, score: float | None = None) -> LogEntry:
        """A decision-log entry for a change ``job`` made to ``m``'s partition: the job is the actor and the
        trigger, so ``mnemo log`` shows which job changed what."""
        return LogEntry(id=new_id("log"), timestamp=self.stamp(), user_id=m.user_id, decision=decision,
                        input_memory_id=m.id, target_memory_id=target_id, similarity_score=score, reason=reason,
                        action=action.model_copy(update={"trigger": f"job:{job}"}), status=LogStatus.SUCCESS,
                        processing_time_ms=0.0, team_id=m.team_id, actor_id=f"job:{job}")


def partitions(store: MemoryStore) -> Iterator[tuple[str, list[Memory]]]:
    """Every read scope with its stored versions, in id order: a user's private memories of one team (or of
    none), or a team's shared ones. Why the team as well as the partition: a key of user U in team T reads
    U's private memories of T only (``domain/access.py``), so a job that combines memories (a compacted
    memory, a merge) must never combine two teams' memories of one user."""
    by_scope: dict[tuple[str, str], list[Memory]] = defaultdict(list)
    for m in store.iter_memories():
        by_scope[(m.user_id, m.team_id or "")].append(m)
    for user_id, team in sorted(by_scope):
        yield user_id, by_scope[(user_id, team)]


def is_current(m: Memory) -> bool:
    """An active version that is a memory of its own (not an archived ``ID@vN`` copy)."""
    return m.status is MemoryStatus.ACTIVE


def is_compacted(m: Memory) -> bool:
    return m.metadata.get("type") == COMPACTED


def happened_at(m: Memory) -> datetime:
    """When what a memory says happened: its ``valid_from`` when a decision carries one, else its creation."""
    raw = m.metadata.get("valid_from")
    if isinstance(raw, str):
        try:
            at = datetime.fromisoformat(raw.replace("Z", "+00:00"))
            return at if at.tzinfo else at.replace(tzinfo=m.created_at.tzinfo)
        except ValueError:
            pass
    return m.created_at
