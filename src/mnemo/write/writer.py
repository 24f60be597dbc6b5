"""The one write path: every write, whoever sends it, comes through ``Writer`` with its caller's policy.

validate (every caller) -> injection screen (every caller: refused, or quarantined for connectors and
jobs) -> the agents' gate (agents only: similarity merge, density, tags, reconstruction) -> consolidation
(every caller) -> the recorder. ``domain.write_policy`` says which step applies to whom and why; the
service (``MemoryService.write``) is the only caller of this module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from mnemo.config import Settings
from mnemo.domain.injection import InjectionVerdict, check_fields
from mnemo.domain.models import CascadeMode, LogStatus, Memory, MemoryDraft, Operation, WriteAction, WriteResult
from mnemo.domain.access import is_team_owner
from mnemo.domain.write_policy import Caller, policy_for
from mnemo.errors import GateRejected, InvalidInput, MnemoError
from mnemo.ports import Clock, MemoryStore
from mnemo.write.consolidate import Consolidator
from mnemo.write.edit import edit
from mnemo.write.gate import AgentGate
from mnemo.write.screen import quarantine, refuse_or_pass, screen
from mnemo.write.validate import check_when, refuse_unknown_fields, validate_write


class Writer:
    def __init__(self, store: MemoryStore, engine: Consolidator, gate: AgentGate, settings: Settings,
                 clock: Clock) -> None:
        self.store = store
        self.engine = engine
        self.gate = gate
        self.settings = settings
        self.clock = clock
        self._sealed_teams: set[str] = set()  # a team goes from plain to sealed, never back

    def write(self, content: str | MemoryDraft, fields: Mapping[str, Any], *, caller: Caller,
              dry_run: bool = False, respect_source_priority: bool | None = None, session_hint: Any = None,
              intent: Any = None) -> WriteResult:
        """One write. Refusals raise ``GateRejected`` (nothing stored); bad input raises ``InvalidInput``."""
        policy = policy_for(caller)
        if (session_hint is not None or intent is not None) and not policy.gate:
            raise InvalidInput("session_hint and intent are for agents' writes",
                               "Drop them, or write as an agent (REST, MCP, caller=Caller.AGENT)")
        draft = validate_write(content, fields, policy, self.settings.gate, self.settings.user)
        check_when(draft, policy, self.clock.now())
        self._not_sealed(draft.user_id, {})
        warnings: list[str] = []
        verdict = screen(draft)
        if verdict.verdict == "clean" and isinstance(session_hint, str):  # it becomes the memory's thread id
            verdict = check_fields({"session_hint": session_hint})
        if refuse_or_pass(verdict, policy, warnings):
            if policy.gate:
                draft = draft.model_copy(update={"keywords": self.gate.normalized_tags(draft.keywords)})
            return quarantine(self.store, self.clock, draft, verdict, warnings, dry_run=dry_run)
        if policy.gate and not dry_run:
            return self.gate.write(draft, warnings, session_hint=session_hint, intent=intent)
        result = self.engine.run([draft], dry_run=dry_run, respect_source_priority=respect_source_priority,
                                 delete_requests=policy.delete_requests, learned=policy.learned_screen)[0]
        return result.model_copy(update={"warnings": [*warnings, *result.warnings]}) if warnings else result

    def write_many(self, items: Iterable[str | MemoryDraft], *, caller: Caller, dry_run: bool = False,
                   respect_source_priority: bool | None = None, chunk_size: int = 256,
                   on_progress: Callable[[int], None] | None = None,
                   fields: Mapping[str, Any] | None = None) -> list[WriteResult]:
        """A batch: one embedding pass and one transaction per chunk, each item atomic on its own. An item
        that fails validation or is refused gets a result with status ``error``; the others are written.
        ``fields`` (a user, a team, a source...) apply to every item, as ``write``'s do to one."""
        fields = dict(fields or {})
        refuse_unknown_fields(fields)  # one mistake for the whole batch: said once, before anything is written
        policy = policy_for(caller)
        if policy.gate:  # the gate decides write by write against what the previous ones made
            out = []
            for item in items:
                try:
                    out.append(self.write(item, fields, caller=caller, dry_run=dry_run))
                except MnemoError as err:
                    out.append(_failed(err))
                if on_progress:
                    on_progress(1)
            return out
        results: list[WriteResult | None] = []
        drafts: list[MemoryDraft] = []
        slots: list[int] = []
        sealed: dict[str, bool] = {}
        for item in items:
            try:
                draft = validate_write(item, fields, policy, self.settings.gate, self.settings.user)
                check_when(draft, policy, self.clock.now())
                self._not_sealed(draft.user_id, sealed)
            except MnemoError as err:
                results.append(_failed(err))
                continue
            slots.append(len(results))
            results.append(None)
            drafts.append(draft)
        if len(drafts) < len(results) and on_progress:
            on_progress(len(results) - len(drafts))

        def admit(draft: MemoryDraft, verdict: InjectionVerdict, warnings: list[str]) -> WriteResult | None:
            """Refused or quarantined as a single write would be, a clean verdict's warnings kept on the item;
            the engine screens chunk by chunk (in its worker process when it has one), so a large batch does
            not wait for every draft's screen."""
            try:
                if refuse_or_pass(verdict, policy, warnings):
                    return quarantine(self.store, self.clock, draft, verdict, warnings, dry_run=dry_run)
            except MnemoError as err:
                return _failed(err)
            return None

        done = self.engine.run(drafts, dry_run=dry_run, respect_source_priority=respect_source_priority,
                               raise_errors=False, chunk_size=chunk_size, on_progress=on_progress,
                               delete_requests=policy.delete_requests, learned=policy.learned_screen,
                               admit=admit) if drafts else []
        for slot, result in zip(slots, done):
            results[slot] = result
        return [r for r in results if r is not None]

    def _not_sealed(self, owner: str, known: dict[str, bool]) -> None:
        """A team whose members seal its memories on their own machines (``storage/replica/``) has no readable
        memories on its server: a write that would put one there in plaintext (REST, MCP, a connector, the CLI
        on the server's database) is refused. On a member's linked store the log's tables are empty."""
        if not is_team_owner(owner):
            return
        if owner not in known:
            known[owner] = owner in self._sealed_teams or self.store.sealed_logs().is_sealed(owner)
            if known[owner]:
                self._sealed_teams.add(owner)
        if known[owner]:
            team = owner.split(":", 1)[1]
            raise InvalidInput(f"Team {team} keeps its memories sealed on its members' machines; this server holds "
                               "none of them in the clear and takes no plaintext for it",
                               f"Write from a member's linked store (mnemo team link), or write privately "
                               "(visibility private)")

    def edit(self, memory_id: Any, *, caller: Caller, user_id: str | None, actor: str | None = None,
             **changes: Any) -> Memory:
        return edit(self.store, self.engine, self.gate, self.clock, policy_for(caller), memory_id, user_id=user_id,
                    actor=actor,
                    max_content_chars=self.settings.gate.max_content_chars,
                    max_metadata_bytes=self.settings.gate.max_metadata_bytes, **changes)

    def delete(self, memory: Memory, *, reason: str | None, cascade_mode: CascadeMode | None,
               dry_run: bool = False, actor: str | None = None,
               check: Callable[[Memory], None] | None = None) -> WriteResult:
        return self.engine.delete(memory, reason=reason, dry_run=dry_run, cascade_mode=cascade_mode, actor=actor,
                                  check=check)



def _failed(err: MnemoError) -> WriteResult:
    action = WriteAction.REJECTED if isinstance(err, GateRejected) else WriteAction.FAILED
    return WriteResult(action=action, decision=Operation.CREATE, status=LogStatus.ERROR, reason=err.message,
                       error={"code": err.code, "message": err.message})

