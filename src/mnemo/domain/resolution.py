"""What settling a conflict by hand did (``write.conflicts``; ``mnemo conflicts resolve``)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

Keep = Literal["existing", "incoming"]
KEEP: tuple[Keep, ...] = ("existing", "incoming")
CONFLICT_STATUSES = ("open", "resolved", "all")  # what interfaces accept when listing conflicts


class ConflictResolution(BaseModel):
    """``changed``: the current value changed (a new memory version, or the person's organization);
    ``memory_id``/``version``: a memory conflict's current version afterwards; ``log_id``: the resolution's
    decision-log entry."""

    model_config = ConfigDict(extra="forbid")

    conflict_id: str
    kind: str
    keep: Keep
    status: str = "resolved"
    changed: bool
    memory_id: str | None = None
    version: int | None = None
    person_id: str | None = None
    log_id: str
    resolved_at: datetime

    def as_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
