"""Edits: a caller changes a memory it knows the id of (any version id of it).

Content or title changes make a new version, re-embedded, through the engine's explicit UPDATE path (no
source-priority contest: the caller edits this very memory). Tags, category, importance and metadata
change in place on the current version, not re-embedded (``docs/design/write_gate.md#re-embedding``).
Every caller's edit is validated and screened for injection; only an agent's is held to the density rule
and gets its tags normalized (``domain.write_policy``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mnemo.domain.hashing import normalize_for_hash
from mnemo.domain.ids import new_id
from mnemo.domain.injection import check_fields
from mnemo.domain.memory_text import embedding_text
from mnemo.domain.models import (
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Operation,
    revision_stamp,
)
from mnemo.domain.queries import user_scope
from mnemo.domain.supersession import subject_of
from mnemo.domain.tags import tag_key
from mnemo.domain.write_policy import WritePolicy
from mnemo.domain.write_rules import decision_words, reembed_reasons
from mnemo.errors import Conflict, InvalidInput, MnemoError, NotFound
from mnemo.ports import Clock, MemoryStore
from mnemo.write.consolidate import Consolidator
from mnemo.write.gate import AgentGate
from mnemo.write.ngram_screen import screened_text
from mnemo.write.recorder import Recorder, current_version
from mnemo.write.screen import readable_fields, refusal
from mnemo.write.supersede import is_decision
from mnemo.write.validate import metadata as valid_metadata
from mnemo.write.validate import tag_list, text_content, text_field, unit_number


def edit(store: MemoryStore, engine: Consolidator, gate: AgentGate, clock: Clock, policy: WritePolicy,
         memory_id: Any, *, user_id: str | None, max_content_chars: int, max_metadata_bytes: int,
         content: Any = None, title: Any = None, tags: Any = None, category: Any = None, importance: Any = None,
         metadata: Any = None, expected_version: int | None = None, expected_stamp: int | None = None,
         actor: str | None = None) -> Memory:
    """Apply an edit and return the memory as it is now. Another user's id is ``NotFound``; an
    ``expected_version`` that is no longer the current one is ``Conflict`` (checked again under the lock)."""
    if not isinstance(memory_id, str) or not memory_id.strip():
        raise InvalidInput("Invalid memory_id: empty", "Pass the id of the memory to change")
    found = store.get_memory(memory_id.strip())
    if found is None or (user_id is not None and found.user_id != user_id):
        raise NotFound(f"No memory with id {memory_id!r}", "List ids with search or the memories list")
    current = current_version(store, found.lineage_id)
    if current is None:
        raise _not_editable(store, memory_id, found.lineage_id)
    if expected_version is not None:
        if isinstance(expected_version, bool) or not isinstance(expected_version, int) or expected_version < 1:
            raise InvalidInput(f"Invalid version: {expected_version!r}",
                               "Pass the version number you read (1 or more), or leave it out")
        check_version(current, expected_version, expected_stamp)
    new_content = None if content is None else text_content(content, max_content_chars)
    new_title = text_field(title, "title", 500) if title is not None else None
    new_category = text_field(category, "type", 100) if category is not None else None
    new_importance = unit_number(importance, "importance") if importance is not None else None
    new_meta = valid_metadata(metadata, max_metadata_bytes if policy.limit_metadata else None,
                              reserved=policy.limit_metadata) if metadata is not None else None
    new_tags = None
    if tags is not None:
        new_tags = tag_list(tags)
        if policy.gate:
            new_tags = gate.normalized_tags(new_tags)
    content_changed = new_content is not None and normalize_for_hash(new_content) != normalize_for_hash(current.content)
    title_changed = title is not None and (new_title or None) != (current.title or None)
    tags_changed = new_tags is not None and [tag_key(t) for t in new_tags] != [tag_key(t) for t in current.keywords]
    verdict = check_fields(readable_fields(content=new_content if content_changed else None,
                                           title=new_title if title_changed else None, tags=new_tags,
                                           type=new_category, metadata=new_meta))
    if verdict.verdict != "clean":
        raise refusal(verdict.reason, "Remove the instructions to the reader and send the edit again",
                      code="injection_rejected")
    if content_changed or title_changed:
        if content_changed and policy.gate:
            gate.density_check(new_content or "")
    reasons = reembed_reasons(content_changed=content_changed, title_changed=title_changed,
                              tags_changed=tags_changed, tags_embedded=gate.config.tags_embedded)
    if reasons:
        if content_changed:  # what a decision settles is read from its text: read it again
            text = new_content if content_changed and new_content is not None else current.content
            new_meta = {**_decision_reread(current, text, (new_title or None) if title is not None else current.title),
                        **(new_meta or {})}
        draft = MemoryDraft(
            content=new_content if new_content is not None and content_changed else current.content,
            title=(new_title or None) if title is not None else current.title,
            category=new_category if new_category is not None else current.category,
            keywords=new_tags if new_tags is not None else list(current.keywords),
            importance=new_importance if new_importance is not None else current.importance,
            confidence=current.confidence, source_type=current.source_type, source=current.source,
            thread_id=current.thread_id, user_id=current.user_id, team_id=current.team_id, metadata=new_meta or {},
            author_id=actor)
        vec = gate.embed(embedding_text(draft.content, draft.title))
        text = screened_text(draft.content, draft.title, draft.source, draft.keywords, draft.metadata)
        learned = engine.learned.verdict(vec, text) if (content_changed or title_changed) and engine.learned else None
        if learned is not None and policy.learned_screen == "refuse":  # an agent's edit, as its write
            raise refusal(learned.reason, "Remove the instructions to the reader and send the edit again",
                          code="injection_rejected")
        result = engine.apply_update(current, draft, vec, explicit=True, if_current=expected_version is not None,
                                     reason=f"Edited: {', '.join(reasons)} changed; new version re-embedded")
        return store.get_memory(result.memory_id or current.id) or current
    changes = {k: v for k, v in (("tags", new_tags if tags_changed else None), ("type", new_category),
                                 ("importance", new_importance), ("metadata", new_meta)) if v is not None}
    if not changes:
        return current
    now = clock.now()
    with store.transaction([user_scope(current.user_id)]) as tx:
        latest = tx.active_version(current.lineage_id) or current
        if expected_version is not None:
            check_version(latest, expected_version, expected_stamp)
        after = latest.model_copy(update={
            "updated_at": now, "keywords": new_tags if tags_changed and new_tags is not None else latest.keywords,
            "category": new_category if new_category is not None else latest.category,
            "importance": new_importance if new_importance is not None else latest.importance,
            "metadata": {**latest.metadata, **new_meta} if new_meta is not None else latest.metadata})
        entry = LogEntry(id=new_id("log"), timestamp=now, user_id=latest.user_id, decision=Operation.UPDATE,
                         input_memory_id=latest.id, target_memory_id=latest.id,
                         reason=f"Edited in place ({', '.join(changes)}): no new version, embedding kept",
                         action=LogAction(type="update", target_id=latest.id, create_version=False,
                                          updates={k: v for k, v in changes.items() if k != "metadata"} or None),
                         status=LogStatus.SUCCESS, processing_time_ms=0.0, team_id=latest.team_id,
                         actor_id=actor or latest.user_id)
        Recorder(tx).edit_in_place(latest, after, entry=entry)
    return store.get_memory(current.id) or current


def _decision_reread(current: Memory, content: str, title: str | None) -> dict[str, Any]:
    """A decision's subject and evidence for its edited text (the old ones named what it used to say: the
    register listed the new text under the old subject, and a subject filter found it by the old words)."""
    meta = current.metadata
    out: dict[str, Any] = {}
    if meta.get("subject"):
        out["subject"] = subject_of(content, title)
    if meta.get("evidence"):
        out["evidence"] = [decision_words(content)]
    return out


def version_check(expected: int | None, stamp: int | None) -> Callable[[Memory], None] | None:
    """An If-Match as a check of the version an operation is about to touch (run again under the write lock)."""
    if expected is None:
        return None
    return lambda current: check_version(current, expected, stamp)


def check_version(current: Memory, expected: int, stamp: int | None = None) -> None:
    """``Conflict`` (with the current memory) unless ``current`` is the version the caller read."""
    if current.version != expected:
        raise Conflict(f"Memory {current.id} is at version {current.version}, not {expected}",
                       f"Read it again (version {current.version}) and apply your change to that version",
                       details={"current_version": current.version, "memory": current.public_dict()})
    if stamp is not None and revision_stamp(current) != stamp:
        # the same version, edited in place since that read (tags, importance, metadata: no new version)
        raise Conflict(f"Memory {current.id} was edited since you read it (still version {current.version}: its "
                       "tags, type, importance or metadata changed)",
                       "Read it again and send its new ETag, or send the version number alone to apply your change "
                       "over that edit", details={"current_version": current.version, "memory": current.public_dict()})


def _not_editable(store: MemoryStore, memory_id: str, lineage_id: str) -> MnemoError:
    """Why a memory with no current version cannot be edited: deleted, or replaced by another decision
    (a walk was told "is deleted" of a superseded decision that ``get`` and the register showed as such)."""
    latest = store.lineage(lineage_id)[-1]
    if latest.status is not MemoryStatus.SUPERSEDED:
        return NotFound(f"Memory {memory_id!r} is deleted", "Deleted memories cannot be edited; create a new one")
    by = latest.superseded_by
    if by and not is_decision(latest):  # a duplicate merged into another
        return Conflict(f"Memory {memory_id!r} was merged into {by}", f"Edit that one (mnemo get {by})",
                        details={"superseded_by": by})
    if by:
        return Conflict(f"Memory {memory_id!r} no longer stands: {by} replaced it",
                        f"Edit the decision that stands now (mnemo get {by}), or see the chain "
                        f"with `mnemo decisions show {memory_id}`", details={"superseded_by": by})
    return Conflict(f"Memory {memory_id!r} no longer stands: it was cancelled",
                    f"Record a new decision instead, or see the chain with `mnemo decisions show {memory_id}`")
