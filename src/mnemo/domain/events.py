"""Events announced to a webhook (``conflict.recorded``, ``conflict.resolved``) and their outbox record.

An event says *that* something happened and names it by id; it never carries private text. A memory's
content stays in the store (mail is private), and a conflict's reason is shortened to the rule that
decided it: the contradiction evidence ``find_contradiction`` appends ("values differ: 1월28일 vs 1월25일")
quotes values from the texts, so it is cut to "values differ". The payload is kept in the store's outbox in
the same transaction as the conflict it announces, so an event is never lost when the process exits before
delivery; ``sent_at`` is added by the sender at each attempt (the signature covers the exact body sent).
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict

from mnemo.domain.models import ConflictRecord, iso_z

CONFLICT_RECORDED = "conflict.recorded"
CONFLICT_RESOLVED = "conflict.resolved"
EVENTS = (CONFLICT_RECORDED, CONFLICT_RESOLVED)

_EVIDENCE = re.compile(r"values differ: [^;]*")


class OutboxEvent(BaseModel):
    """One event waiting for (or done with) delivery. ``id`` is the delivery id a receiver deduplicates on
    (delivery is at least once); ``payload`` is the JSON body without ``sent_at``. ``next_attempt_at`` None
    means due now; a sender that takes an event sets it to the end of its lease, and a failed round of
    attempts to when the next round may start."""

    model_config = ConfigDict(extra="forbid")

    id: str
    event: str
    user_id: str
    payload: dict[str, Any]
    created_at: datetime
    status: str = "pending"  # pending | delivered | failed (a receiver refused it for good)
    attempts: int = 0
    next_attempt_at: datetime | None = None
    last_error: str | None = None


def public_reason(reason: str) -> str:
    """A conflict's reason without the values it quotes from the texts."""
    return _EVIDENCE.sub("values differ", reason)


def conflict_summary(conflict: ConflictRecord) -> dict[str, Any]:
    """The fields of a conflict an event may carry: ids, kinds and the deciding rule, no values or text."""
    return {
        "id": conflict.id,
        "kind": conflict.kind,
        "existing_id": conflict.existing_id,
        "incoming_id": conflict.incoming_id,
        "field": conflict.field,
        "resolution": conflict.resolution.value,
        "reason": public_reason(conflict.reason),
        "status": conflict.status,
        "created_at": iso_z(conflict.created_at),
        "user_id": conflict.user_id,
    }


def conflict_event(event_id: str, event: str, conflict: ConflictRecord, *, at: datetime,
                   resolved: dict[str, Any] | None = None) -> OutboxEvent:
    """The outbox record announcing ``conflict`` (``resolved``: what its resolution kept, for
    ``conflict.resolved``)."""
    if event not in EVENTS:
        raise ValueError(f"unknown event {event!r}")
    payload: dict[str, Any] = {"event": event, "conflict": conflict_summary(conflict)}
    if resolved is not None:
        payload["resolved"] = resolved
    return OutboxEvent(id=event_id, event=event, user_id=conflict.user_id, payload=payload, created_at=at)


def event_body(event: OutboxEvent, sent_at: datetime) -> bytes:
    """The exact bytes POSTed (and signed): the payload plus ``sent_at``, compact UTF-8 JSON."""
    return json.dumps({**event.payload, "sent_at": iso_z(sent_at)}, ensure_ascii=False,
                      separators=(",", ":")).encode("utf-8")
