"""The row codec: each stored record as plain fields (searchable, filterable) plus one sealed payload.

Why one codec for every backend: what is private (a memory's title and content, people, entities, URLs,
the reasons a decision quotes) must never land in a plaintext column, and the coming vault must seal it
in exactly one place. So every record type is split here: ``*_parts`` returns the plain fields as Python
values (the backend maps them to its column types) and the sealed fields as one payload string;
``*_from_parts`` joins them back. ``seal`` / ``unseal`` are the only functions that produce and read a
payload: today it is JSON, with the vault it becomes AES-256-GCM ciphertext (``mnemo.vault``), and no
backend or caller changes.

What is sealed (``docs/design/system.md#encryption``; ``ARCHITECTURE.md`` rule 8):
- memories: title, content, people, entities, projects, metadata, source_url, delete_reason;
- decision-log entries: the reason sentence (it quotes values); the action holds ids and plain fields only;
- conflicts: both values and the reason;
- people: name, aliases, emails, organization, previous organizations; entities: name and aliases.
Plain: ids, scope (owner, team, author; the log's actor), status and lifecycle times, summary, category, keywords, importance,
confidence, source, source type, source ref, thread, content hash, embedding model.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from mnemo.domain.models import ConflictRecord, LogAction, LogEntry, Entity, Memory, Person

MEMORY_SEALED = Memory.SEALED_FIELDS
MEMORY_PLAIN = ("id", "lineage_id", "version", "previous_version_id", "superseded_by", "status", "user_id",
                "team_id", "summary", "category", "keywords", "importance", "confidence", "source_type", "source",
                "source_ref", "thread_id", "created_at", "updated_at", "deleted_at", "content_hash",
                "embedding_model", "author_id")
LOG_PLAIN = ("id", "timestamp", "user_id", "decision", "input_memory_id", "target_memory_id", "similarity_score",
             "action", "status", "processing_time_ms", "team_id", "actor_id")
LOG_SEALED = ("reason",)
CONFLICT_SEALED = ("existing_value", "incoming_value", "reason")
PERSON_SEALED = ("name", "aliases", "emails", "organization", "previous_organizations")
ENTITY_SEALED = ("name", "aliases")


def seal(fields: Mapping[str, Any]) -> str:
    """The payload of a record's sealed fields (the one place the vault will encrypt)."""
    return json.dumps(fields, ensure_ascii=False, default=str, separators=(",", ":"))


def unseal(payload: str | None) -> dict[str, Any]:
    """The sealed fields of a payload (the one place the vault will decrypt)."""
    return json.loads(payload) if payload else {}


def _split(data: dict[str, Any], sealed: tuple[str, ...]) -> tuple[dict[str, Any], str]:
    return ({k: v for k, v in data.items() if k not in sealed},
            seal({k: data[k] for k in sealed if data.get(k) not in (None, [], {})}))


# --- memories ------------------------------------------------------------------------------------------
def memory_parts(m: Memory) -> tuple[dict[str, Any], str]:
    data = m.model_dump()
    return {k: data[k] for k in MEMORY_PLAIN}, seal({k: data[k] for k in MEMORY_SEALED
                                                    if data[k] not in (None, [], {})})


def memory_from_parts(plain: Mapping[str, Any], payload: str | None) -> Memory:
    return Memory.model_validate({**plain, **unseal(payload)})


# --- decision log ----------------------------------------------------------------------------------------
def log_parts(entry: LogEntry) -> tuple[dict[str, Any], str]:
    """Plain columns (the action as its JSON dict) and the sealed reason."""
    plain = {"id": entry.id, "timestamp": entry.timestamp, "user_id": entry.user_id,
             "decision": entry.decision.value, "input_memory_id": entry.input_memory_id,
             "target_memory_id": entry.target_memory_id, "similarity_score": entry.similarity_score,
             "action": entry.action.as_dict(), "status": entry.status.value,
             "processing_time_ms": entry.processing_time_ms, "team_id": entry.team_id,
             "actor_id": entry.actor_id}
    return plain, seal({"reason": entry.reason})


def log_from_parts(plain: Mapping[str, Any], payload: str | None) -> LogEntry:
    data = dict(plain)
    data["action"] = LogAction.model_validate(data["action"])
    return LogEntry.model_validate({**data, "reason": unseal(payload).get("reason", "")})


# --- conflicts, people, entities ---------------------------------------------------------------------------
def conflict_parts(c: ConflictRecord) -> tuple[dict[str, Any], str]:
    return _split(c.model_dump(), CONFLICT_SEALED)


def conflict_from_parts(plain: Mapping[str, Any], payload: str | None) -> ConflictRecord:
    sealed = unseal(payload)
    return ConflictRecord.model_validate({**plain, "reason": sealed.get("reason", ""),
                                          **{k: sealed.get(k) for k in ("existing_value", "incoming_value")}})


def person_parts(p: Person) -> tuple[dict[str, Any], str]:
    data = p.model_dump()
    return {k: v for k, v in data.items() if k not in PERSON_SEALED}, seal({k: data[k] for k in PERSON_SEALED})


def person_from_parts(plain: Mapping[str, Any], payload: str | None) -> Person:
    return Person.model_validate({**plain, **unseal(payload)})


def entity_parts(e: Entity) -> tuple[dict[str, Any], str]:
    data = e.model_dump()
    return {k: v for k, v in data.items() if k not in ENTITY_SEALED}, seal({k: data[k] for k in ENTITY_SEALED})


def entity_from_parts(plain: Mapping[str, Any], payload: str | None) -> Entity:
    return Entity.model_validate({**plain, **unseal(payload)})
