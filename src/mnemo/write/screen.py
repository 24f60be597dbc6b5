"""The injection screen every write passes (``domain.injection``), and the quarantine it can send a write to.

A memory is read back into some LLM's context later, so text written to steer that reader is not a
memory, whoever sends it. What happens to it depends on the caller (``domain.write_policy``): a person or
an agent is refused with the reason (nothing stored); a connector's or a job's text is what a source
said, so it is kept for review instead: stored soft-deleted (out of search, context and similarity), the
verdict in ``metadata.gate.quarantine``, one log entry.
"""

from __future__ import annotations

import copy
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import datetime
from typing import Any

from mnemo.domain.hashing import content_hash
from mnemo.domain.ids import new_id
from mnemo.domain.injection import InjectionVerdict, check_fields
from mnemo.domain.models import (
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Operation,
    WriteAction,
    WriteResult,
)
from mnemo.domain.queries import user_scope
from mnemo.domain.write_policy import WritePolicy
from mnemo.errors import GateRejected
from mnemo.ports import Clock, MemoryStore
from mnemo.write.embedding import Item
from mnemo.write.recorder import Recorder
from mnemo.write.validate import RESERVED_METADATA


def screen(draft: MemoryDraft) -> InjectionVerdict:
    """The verdict on every field of a draft that reaches a reader (``draft_fields``): one the ingest's worker
    process reached on exactly these fields (``remember_screened``), else the screen's own."""
    fields = draft_fields(draft)
    key = _screened_key(fields)
    with _SCREENED_LOCK:
        known = _SCREENED.pop(key, None)
    if known is not None and known[0] == fields:
        return known[1]
    return check_fields(fields)


# Verdicts the ingest's extraction worker reached (``ingest/extract_worker.py``), each kept with the fields it
# read: the screen is a pure function of them, so a draft whose fields are equal, value for value, has that
# verdict. Any difference (the writer's validation changed a field) and the draft is screened again here.
# Only mnemo's own worker, started by the ingest runner, fills this; a verdict is used once.
_SCREENED: OrderedDict[tuple[str, str], tuple[dict[str, Any], InjectionVerdict]] = OrderedDict()
_SCREENED_LOCK = threading.Lock()
_SCREENED_MAX = 4096


def _screened_key(fields: dict[str, Any]) -> tuple[str, str]:
    return str(fields.get("content") or ""), str(fields.get("source_ref") or "")


def remember_screened(draft: MemoryDraft, verdict: InjectionVerdict) -> None:
    """Keep the verdict the extraction worker reached on ``draft`` for when the writer screens it."""
    fields = copy.deepcopy(draft_fields(draft))  # as screened, whatever later happens to the draft's own dicts
    with _SCREENED_LOCK:
        _SCREENED[_screened_key(fields)] = (fields, verdict)
        while len(_SCREENED) > _SCREENED_MAX:
            _SCREENED.popitem(last=False)


def draft_fields(draft: MemoryDraft) -> dict[str, Any]:
    """What the screen reads of a draft: content, title, summary, type, source and its reference, tags,
    people, entities, projects, the agent, run and thread ids (an agent's session hint becomes its thread)
    and metadata values (the gate's own notes aside). A batch's worker process screens these."""
    return readable_fields(content=draft.content, title=draft.title, summary=draft.summary,
                           type=draft.category, source=draft.source, source_ref=draft.source_ref,
                           tags=draft.keywords, people=draft.people, entities=draft.entities,
                           projects=draft.projects, agent_id=draft.agent_id, run_id=draft.run_id,
                           thread=draft.thread_id, metadata=draft.metadata)


def readable_fields(**fields: Any) -> dict[str, Any]:
    """The fields worth screening: the set ones, metadata without the write gate's own notes."""
    meta = fields.get("metadata")
    if isinstance(meta, dict) and RESERVED_METADATA in meta:
        fields["metadata"] = {k: v for k, v in meta.items() if k != RESERVED_METADATA}
    return {k: v for k, v in fields.items() if v not in (None, "", [], {})}


def refusal(what: str, fix: str, *, code: str, warnings: list[str] | None = None) -> GateRejected:
    """A refused write: nothing stored; the result says what to change."""
    result = WriteResult(action=WriteAction.REJECTED, decision=Operation.CREATE, status=LogStatus.SKIPPED,
                         reason=f"{what.rstrip('. ')}. {fix}", warnings=list(warnings or []))
    return GateRejected(what, fix, code=code, outcome=result)


def refuse_or_pass(verdict: InjectionVerdict, policy: WritePolicy, warnings: list[str]) -> bool:
    """Raise for a refused write; True when the write must be quarantined; False when it may go on."""
    if verdict.verdict == "clean":
        warnings.extend(verdict.warnings)
        return False
    if verdict.verdict == "reject" and policy.refuse_injection:
        raise injection_refusal(verdict, warnings)
    warnings.extend(verdict.warnings)
    return True


_HANGUL_OPENING = re.compile(r"[\uac00-\ud7a3]")


def injection_refusal(verdict: InjectionVerdict, warnings: list[str] | None = None) -> GateRejected:
    """A write refused because it instructs whoever reads it later (the rules' verdict or the learned one)."""
    # a Korean rule's reason ("이 글은…", "title 필드의 글은…") gets a Korean fix: Hangul among its first words
    fix = ("나중에 읽는 사람이나 에이전트에게 하는 지시가 아니라 사실을 저장하세요" if _HANGUL_OPENING.search(verdict.reason[:16])
           else "Store facts, not instructions to whoever reads the memory later")
    return refusal(verdict.reason, fix, code="injection_rejected", warnings=warnings)


def screened_reason(reason: str | None) -> str | None:
    """A caller's reason for a delete, a forget or a conflict's resolution, trimmed (None when blank), after
    the injection screen: it is kept in the log and the audit stub, which ``history``, ``log`` and MCP's
    ``memory_history`` show an agent, so it is as much read back as a memory is. Any verdict but clean is
    refused (there is nothing to quarantine); the operation itself is not done."""
    text = (reason or "").strip()
    if not text:
        return None
    verdict = check_fields({"reason": text})
    if verdict.verdict != "clean":
        raise refusal(verdict.reason, "Give the reason as a plain note (why it goes), or leave it out",
                      code="injection_rejected")
    return text


def quarantine(store: MemoryStore, clock: Clock, draft: MemoryDraft, verdict: InjectionVerdict,
               warnings: list[str], *, dry_run: bool = False) -> WriteResult:
    """Keep the write on record, out of every read that shows what is known: a deleted memory with the
    reason, and one log entry. A dry run writes nothing and names nothing written."""
    memory, entry = quarantine_records(draft, verdict, clock.now())
    if dry_run:
        return would_quarantine(memory, entry, draft, warnings)
    with store.transaction([user_scope(draft.user_id)]) as tx:
        Recorder(tx).quarantine(memory, entry=entry)
    return quarantined(memory, entry, draft, warnings)


def would_quarantine(memory: Memory, entry: LogEntry, draft: MemoryDraft, warnings: list[str]) -> WriteResult:
    """A dry run's answer for a write that would be quarantined."""
    return quarantined(memory, entry, draft, warnings).model_copy(update={
        "memory_id": None, "lineage_id": None, "version": None, "log_id": None, "input_memory_id": None,
        "status": LogStatus.DRY_RUN})


def quarantined(memory: Memory, entry: LogEntry, draft: MemoryDraft, warnings: list[str]) -> WriteResult:
    """The answer to a quarantined write."""
    return WriteResult(action=WriteAction.QUARANTINED, decision=Operation.CREATE, status=LogStatus.SKIPPED,
                       memory_id=memory.id, lineage_id=memory.id, version=1, reason=entry.reason, log_id=entry.id,
                       input_memory_id=memory.id, tags=list(draft.keywords), warnings=warnings)


def quarantine_records(draft: MemoryDraft, verdict: InjectionVerdict, now: datetime) -> tuple[Memory, LogEntry]:
    """The deleted memory that keeps a quarantined write for review, and its log entry."""
    meta = {**draft.metadata, RESERVED_METADATA: {"quarantine": {"rule": verdict.rule, "reason": verdict.reason,
                                                                 "evidence": verdict.evidence}}}
    memory_id = new_id("mem")
    memory = Memory(id=memory_id, lineage_id=memory_id, status=MemoryStatus.DELETED, user_id=draft.user_id,
                    team_id=draft.team_id, content=draft.content, title=draft.title, summary=draft.summary,
                    category=draft.category, keywords=draft.keywords, importance=draft.importance,
                    confidence=draft.confidence, source_type=draft.source_type, source=draft.source,
                    source_ref=draft.source_ref, source_url=draft.source_url, thread_id=draft.thread_id,
                    people=draft.people, entities=draft.entities, projects=draft.projects,
                    created_at=draft.occurred_at or now, updated_at=now, deleted_at=now,
                    delete_reason=f"quarantined: {verdict.reason}"[:1000], content_hash=content_hash(draft.content),
                    metadata=meta, author_id=draft.author_id, agent_id=draft.agent_id, run_id=draft.run_id)
    reason = f"Quarantined by the write gate ({verdict.rule}): {verdict.reason}"
    entry = LogEntry(id=new_id("log"), timestamp=now, user_id=draft.user_id, decision=Operation.CREATE,
                     input_memory_id=memory_id, reason=reason,
                     action=LogAction(type="quarantine", reason_detail=verdict.rule), status=LogStatus.SKIPPED,
                     processing_time_ms=0.0, team_id=draft.team_id, actor_id=draft.author_id or draft.user_id)
    return memory, entry


def admitted(items: list[Item], verdicts: list[Any] | None,
             admit: Callable[[MemoryDraft, Any, list[str]], Any]) -> tuple[list[Item], dict[int, Any]]:
    """The chunk's items that ``admit`` lets through (with the screen's warnings on them, as a single write
    has), and the answers of the others by position; the screen runs here for each draft the worker did not
    screen. A screen that fails on one draft fails that draft only."""
    kept: list[Item] = []
    held: dict[int, Any] = {}
    for i, (it, verdict) in enumerate(zip(items, verdicts or [None] * len(items))):
        try:
            answer = admit(it.draft, verdict if verdict is not None else screen(it.draft), it.warnings)
        except Exception as exc:  # noqa: BLE001 - a bug in the screen: this draft fails, the batch goes on
            answer = failed_screen(exc)
        if answer is None:
            kept.append(it)
        else:
            held[i] = answer
    return kept, held


def failed_screen(exc: Exception) -> WriteResult:
    message = f"The injection screen failed on this item ({type(exc).__name__}); nothing was written"
    return WriteResult(action=WriteAction.FAILED, decision=Operation.CREATE, status=LogStatus.ERROR, reason=message,
                       error={"code": "screen_failed", "message": message})


def in_order(n: int, held: dict[int, Any], done: list[Any]) -> list[Any]:
    """The chunk's answers in item order: the held ones at their places, the consolidated ones between.
    A chunk that stopped early (a raised error) has fewer consolidated answers; the list ends there."""
    out: list[Any] = []
    rest = iter(done)
    for i in range(n):
        if i in held:
            out.append(held[i])
            continue
        nxt = next(rest, None)
        if nxt is None:
            break
        out.append(nxt)
    return out
