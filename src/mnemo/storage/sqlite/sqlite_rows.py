"""Row <-> domain conversions for the SQLite store (JSON lists, UTC ISO timestamps)."""

from __future__ import annotations

import json
from datetime import datetime, timezone

from mnemo.domain.models import (
    ConflictRecord,
    DecisionAction,
    DecisionLogEntry,
    Edge,
    Entity,
    Memory,
    Person,
)

# Plaintext columns of ``memories`` (alias m) then the sealed ones (alias s); ``memory_from_row`` reads this order.
MEMORY_COLUMNS = (
    "m.id, m.lineage_id, m.version, m.previous_version_id, m.superseded_by, m.status, m.user_id, m.team_id, "
    "m.summary, m.category, m.keywords, m.importance, m.confidence, m.source_type, m.source, m.source_ref, "
    "m.source_url, m.thread_id, m.created_at, m.updated_at, m.deleted_at, m.delete_reason, m.content_hash, "
    "m.embedding_model, s.title, s.content, s.people, s.entities, s.projects, s.metadata"
)


def ts(dt: datetime) -> str:
    """UTC, fixed width, lexicographically sortable."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    elif dt.utcoffset():
        dt = dt.astimezone(timezone.utc)
    # same text as strftime("%Y-%m-%dT%H:%M:%S.%fZ"), several times faster
    return dt.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def parse_ts(value: str | None) -> datetime | None:
    if value is None:
        return None
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def memory_from_row(r: tuple) -> Memory:
    return Memory(
        id=r[0], lineage_id=r[1], version=r[2], previous_version_id=r[3], superseded_by=r[4], status=r[5],
        user_id=r[6], team_id=r[7], summary=r[8], category=r[9], keywords=json.loads(r[10]), importance=r[11],
        confidence=r[12], source_type=r[13], source=r[14], source_ref=r[15], source_url=r[16], thread_id=r[17],
        created_at=parse_ts(r[18]), updated_at=parse_ts(r[19]), deleted_at=parse_ts(r[20]), delete_reason=r[21],
        content_hash=r[22], embedding_model=r[23], title=r[24], content=r[25], people=json.loads(r[26]),
        entities=json.loads(r[27]), projects=json.loads(r[28]), metadata=json.loads(r[29]),
    )


def edge_from_row(r: tuple) -> Edge:
    return Edge(id=r[0], type=r[1], source_id=r[2], target_id=r[3], confidence=r[4], evidence=r[5], user_id=r[6],
                created_at=parse_ts(r[7]), removed_at=parse_ts(r[8]), metadata=json.loads(r[9]))


def log_from_row(r: tuple) -> DecisionLogEntry:
    return DecisionLogEntry(
        id=r[0], timestamp=parse_ts(r[1]), user_id=r[2], decision=r[3], input_memory_id=r[4], target_memory_id=r[5],
        similarity_score=r[6], reason=r[7], action=DecisionAction.model_validate(json.loads(r[8])), status=r[9],
        processing_time_ms=r[10],
    )


def conflict_from_row(r: tuple) -> ConflictRecord:
    return ConflictRecord(
        id=r[0], created_at=parse_ts(r[1]), user_id=r[2], kind=r[3], existing_id=r[4], incoming_id=r[5], field=r[6],
        existing_value=r[7], incoming_value=r[8], existing_source_type=r[9], incoming_source_type=r[10],
        resolution=r[11], reason=r[12], status=r[13], edge_id=r[14],
    )


def person_from_row(r: tuple) -> Person:
    return Person(
        id=r[0], user_id=r[1], team_id=r[2], name=r[3], aliases=json.loads(r[4]), emails=json.loads(r[5]),
        organization=r[6], previous_organizations=json.loads(r[7]), source_type=r[8], confidence=r[9],
        importance=r[10], created_at=parse_ts(r[11]), updated_at=parse_ts(r[12]),
    )


def entity_from_row(r: tuple) -> Entity:
    return Entity(id=r[0], user_id=r[1], team_id=r[2], name=r[3], aliases=json.loads(r[4]), kind=r[5],
                  source_type=r[6], created_at=parse_ts(r[7]), updated_at=parse_ts(r[8]))
