"""Resolving people and entities, and the graph edges that tie memories to them.

People are resolved across sources by e-mail first, then by name (``find_person``): the same person
writing from Gmail and Slack is one node, aliases merge, and an organization change follows the conflict
rules with the old one kept in ``previous_organizations``. Entities and projects resolve by name or alias.
These functions work through a caller's recorder (inside its transaction), so the service's single
upsert and a whole ingest batch share one implementation and one writer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from mnemo.domain.conflict import Side, merge_entity_aliases, merge_person
from mnemo.domain.ids import new_id
from mnemo.domain.models import ConflictRecord, Edge, EdgeType, Entity, Person, Resolution, SourceType
from mnemo.domain.policy import ConsolidationPolicy
from mnemo.write.recorder import Recorder


@dataclass
class PersonUpsert:
    person: Person
    created: bool
    resolution: Resolution | None = None
    conflict_id: str | None = None


def upsert_person(rec: Recorder, policy: ConsolidationPolicy, *, user_id: str, name: str, emails: Sequence[str],
                  organization: str | None, source_type: SourceType, at: datetime, now: datetime,
                  confidence: float = 0.8, importance: float = 0.5,
                  respect_source_priority: bool | None = None) -> PersonUpsert:
    """Find a person by any e-mail or name and merge what this source says about them."""
    respect = policy.respect_source_priority if respect_source_priority is None else respect_source_priority
    existing = rec.tx.find_person(user_id, list(emails), name)
    if existing is None:
        person = Person(id=new_id("per"), user_id=user_id, name=name.strip(),
                        emails=sorted({e.strip().lower() for e in emails if e.strip()}),
                        organization=organization, source_type=source_type, confidence=confidence,
                        importance=importance, created_at=at, updated_at=at)
        rec.record_person(person)
        return PersonUpsert(person, True)
    upd = merge_person(existing, name.strip(), list(emails), organization,
                       Side(source_type, at, confidence, importance), respect_source_priority=respect,
                       confidence_margin=policy.confidence_margin)
    person = existing.model_copy(update=upd.fields)
    conflict = None
    if upd.organization_conflict and upd.verdict is not None:
        kept, rejected = upd.organization_conflict
        conflict = ConflictRecord(
            id=new_id("cfl"), created_at=now, user_id=user_id, kind="person", existing_id=person.id,
            field="organization", existing_value=kept, incoming_value=rejected,
            existing_source_type=existing.source_type, incoming_source_type=source_type,
            resolution=upd.verdict.resolution, reason=upd.verdict.reason)
    if person != existing or conflict is not None:
        rec.record_person(person, conflict)
    return PersonUpsert(person, False, upd.verdict.resolution if upd.verdict else None,
                        conflict.id if conflict else None)


def upsert_entity(rec: Recorder, *, user_id: str, name: str, aliases: Sequence[str] = (), kind: str | None = None,
                  source_type: SourceType = SourceType.REALTIME, now: datetime) -> Entity:
    """Find an entity by its name or any alias; a new spelling becomes an alias, the primary name stays."""
    existing = rec.tx.find_entity(user_id, [name, *aliases])
    if existing is None:
        entity = Entity(id=new_id("ent"), user_id=user_id, name=name.strip(),
                        aliases=[a.strip() for a in aliases if a.strip() and a.strip() != name.strip()],
                        kind=kind, source_type=source_type, created_at=now, updated_at=now)
        rec.record_entity(entity)
        return entity
    merged = merge_entity_aliases(existing, name.strip(), list(aliases))
    if merged != existing.aliases or (kind and not existing.kind):
        existing = existing.model_copy(update={"aliases": merged, "kind": existing.kind or kind, "updated_at": now})
        rec.record_entity(existing)
    return existing


def edge(kind: EdgeType, source_id: str, target_id: str, user_id: str, now: datetime, evidence: str | None = None,
         confidence: float = 1.0) -> Edge:
    return Edge(id=new_id("edge"), type=kind, source_id=source_id, target_id=target_id, confidence=confidence,
                evidence=evidence, user_id=user_id, created_at=now)
