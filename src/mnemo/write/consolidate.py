"""The consolidation engine: embed -> similar memories -> decide -> resolve conflicts -> record.

Embedding happens before the write lock is taken (it is the slow part); everything from the similarity
search to the log entry happens inside one store transaction on the writers' scopes, so two writers can
never both CREATE the same memory and a failure leaves nothing behind. In a batch every item runs in its
own savepoint: a bad item is undone and logged as an error while the rest of the batch commits.

Each item is decided first and then handed to the recorder (``write.recorder``) as one operation with its
log entry; the engine itself never touches the store's write methods.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from mnemo.domain.access import same_scope
from mnemo.domain.conflict import (Verdict, distinct_subjects, draft_side, find_contradiction, memory_side,
                                   merge_memory, resolve)
from mnemo.domain.decide import decide, parse_delete_request, revise_in_thread
from mnemo.domain.hashing import content_hash
from mnemo.domain.ids import new_id, version_id
from mnemo.domain.injection import InjectionVerdict
from mnemo.domain.matching import CATEGORY_RANK, ContentMetadataScorer, MatchScore, categorize
from mnemo.domain.memory_text import embedding_text
from mnemo.domain.models import (
    CascadeMode,
    ConflictRecord,
    ContentStrategy,
    Edge,
    EdgeType,
    ImportanceStrategy,
    KeywordStrategy,
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Operation,
    OperationChoice,
    Resolution,
    SimilarityCategory,
    SourceType,
    WriteAction,
    WriteResult,
    action_for,
    SystemClock,
)
from mnemo.domain.policy import ConsolidationPolicy, FieldStrategies
from mnemo.domain.queries import scopes_of, user_scope
from mnemo.domain.scopes import scope_label, scope_of, scopes_conflict
from mnemo.domain.write_rules import KEPT_AS_DECISION
from mnemo.errors import Conflict, DatabaseBusy, InvalidInput, MnemoError, NotFound, StorageError
from mnemo.ports import Cap, Clock, Embedder, MemoryStore, SimilarityScorer, StoreTx
from mnemo.write.candidates import scoped_candidates
from mnemo.write.embedding import ChunkEmbedder, Embedded, Item, WorkerPool
from mnemo.write.compaction_links import release
from mnemo.write.learned_screen import learned_screen
from mnemo.write.ngram_screen import screened_text
from mnemo.write.reinstate import replaced_at, replaced_by, replaced_chain, successor_of
from mnemo.write.screen import (admitted, draft_fields, in_order, injection_refusal, quarantine_records, quarantined,
                                would_quarantine)
from mnemo.write.recorder import Recorder, record_failure
from mnemo.write.restated_skips import restated_is_a_skip
from mnemo.write.restatement import fact_words
from mnemo.write.stated_changes import changes_what_stands, stated_change
from mnemo.write.supersede import Supersession, is_decision
from mnemo.text.tokenize import keyword_terms

log = logging.getLogger(__name__)

# An explicit edit replaces content, keywords and importance with what the caller sent (they are complete).
_EXPLICIT = FieldStrategies(content=ContentStrategy.REPLACE, keywords=KeywordStrategy.REPLACE,
                            importance=ImportanceStrategy.REPLACE)

# Extra candidates fetched per batch item, so items this batch supersedes can be dropped without a re-search.
_HINT_MARGIN = 32
# how far in meaning a memory holding every word of a delete request's subject may be (a two-word subject and
# the sentence that names it sit 0.3-0.5 apart)
_SUBJECT_FLOOR = 0.20

Write = Callable[[LogEntry], None]


def _in_scope(found: Memory | None, d: MemoryDraft) -> Memory | None:
    return found if found is not None and same_scope(found, d) else None


@dataclass
class _Plan:
    """What one item will do once its log entry exists: the recorder call, and what the caller is told."""

    choice: OperationChoice
    action: LogAction
    input_id: str
    memory_id: str | None
    write: Write | None = None           # None: nothing to write (a skip); the log entry alone is recorded
    resolution: Resolution | None = None
    conflict_id: str | None = None
    version: int | None = None
    status: LogStatus | None = None


def _memory_from_draft(d: MemoryDraft, memory_id: str, at: datetime, h: str, model_id: str | None, *,
                       status: MemoryStatus = MemoryStatus.ACTIVE, superseded_by: str | None = None) -> Memory:
    return Memory(
        id=memory_id, lineage_id=memory_id, version=1, status=status, superseded_by=superseded_by,
        user_id=d.user_id, team_id=d.team_id, content=d.content, title=d.title, summary=d.summary,
        category=d.category, keywords=d.keywords, importance=d.importance, confidence=d.confidence,
        source_type=d.source_type, source=d.source, source_ref=d.source_ref, source_url=d.source_url,
        thread_id=d.thread_id, people=d.people, entities=d.entities, projects=d.projects, created_at=at,
        updated_at=at, content_hash=h, embedding_model=model_id, metadata=d.metadata, author_id=d.author_id,
        agent_id=d.agent_id, run_id=d.run_id,
    )


class Consolidator:
    def __init__(self, store: MemoryStore, embedder: Embedder, policy: ConsolidationPolicy | None = None,
                 scorer: SimilarityScorer | None = None, clock: Clock | None = None, *,
                 worker_factory: Callable[[], Any] | None = None, process_min_items: int = 2048,
                 share_cores: Callable[[], AbstractContextManager[None]] = nullcontext) -> None:
        """``worker_factory`` builds an embedding worker process (``submit(texts) -> Future``) for batches
        of at least ``process_min_items`` (holding ``share_cores()`` meanwhile); else on a thread or inline."""
        self.workers = WorkerPool(worker_factory)
        self.share_cores = share_cores
        self.process_min_items = process_min_items
        self.store = store
        self.embedder = embedder
        self.policy = policy or ConsolidationPolicy()
        self.supersession = Supersession()
        self.scorer: SimilarityScorer = scorer or ContentMetadataScorer(self.policy.weights)
        self.clock: Clock = clock or SystemClock()
        self.learned = learned_screen(getattr(embedder, "model_id", ""))

    def close(self) -> None:
        self.workers.close()

    # -- entry point ----------------------------------------------------------------------------------------
    def run(self, drafts: Sequence[MemoryDraft], *, dry_run: bool = False,
            respect_source_priority: bool | None = None, raise_errors: bool = True, chunk_size: int = 256,
            on_progress: Callable[[int], None] | None = None, vectors: Sequence[np.ndarray | None] | None = None,
            delete_requests: bool = True, learned: str = "off",
            admit: Callable[[MemoryDraft, InjectionVerdict, list[str]], WriteResult | None] | None = None
            ) -> list[WriteResult]:
        """Consolidate ``drafts`` in order; later drafts see the earlier ones (also within a chunk).

        ``admit`` is told the injection screen's verdict on each draft just before its chunk is consolidated
        (the worker process screens what it can of every chunk but the first, when there is one), with the
        item's warnings to add to, and answers the result of a refused or quarantined draft, which is then
        not consolidated, or None.

        ``learned`` is what the injection screen's learned second opinion does with a flagged draft, which
        it reads off the vector the engine makes anyway (``write/learned_screen.py``): refuse, quarantine,
        warn, or off.

        ``vectors`` are embeddings the caller already made of the drafts' embedding text (the write gate
        embeds a write once for its own check); those drafts are not embedded again. With
        ``delete_requests`` a person's draft that asks to delete something ("…삭제해줘") is a DELETE.

        With ``raise_errors`` the first failing item raises (after its error is logged and everything
        before it has committed); without, each failure becomes a result with status ``error``. Batches
        are a two-stage pipeline: chunk i+1 is embedded (in a worker process for large batches, when the
        embedder offers one) while chunk i is consolidated and recorded.
        """
        respect = self.policy.respect_source_priority if respect_source_priority is None else respect_source_priority
        size = max(1, chunk_size)
        chunks = [[self._prepare(d, delete_requests) for d in drafts[i:i + size]] for i in range(0, len(drafts), size)]
        for it in (it for chunk in chunks for it in chunk):
            it.screen = learned
        if vectors is not None:
            for it, vec in zip((it for chunk in chunks for it in chunk), vectors):
                if vec is not None and it.delete_subject is None:
                    it.vector = vec
        results: list[WriteResult] = []
        worker = self.workers.get() if len(drafts) >= self.process_min_items else None
        stage = ChunkEmbedder(self.embedder, worker, self.workers.drop, self.share_cores)
        try:
            handle = None
            decompose = worker is not None and self.scorer.offload() == "rules"
            fields = draft_fields if admit is not None else None
            for n, items in enumerate(chunks):
                if handle is None:
                    self._mark_known(items)
                    embedded = stage.embed_now(items)
                else:
                    embedded = stage.collect(items, handle)
                    if embedded.decomposed is not None:
                        self.scorer.seed(embedded.decomposed_texts, embedded.decomposed)
                handle = None
                if n + 1 < len(chunks):
                    self._mark_known(chunks[n + 1])
                    handle = stage.submit(chunks[n + 1], decompose, fields)
                if admit is None:
                    self._run_chunk(items, embedded, dry_run, respect, raise_errors, results)
                else:
                    kept, held = admitted(items, embedded.verdicts, admit)
                    done: list[WriteResult] = []
                    if kept:
                        self._run_chunk(kept, embedded, dry_run, respect, raise_errors, done)
                    results.extend(in_order(len(items), held, done))
                if on_progress:
                    on_progress(len(items))
        finally:
            stage.close()
        return results

    def _prepare(self, d: MemoryDraft, delete_requests: bool = True) -> Item:
        asks = delete_requests and d.source_type is SourceType.USER_INPUT
        subject = parse_delete_request(d.content) if asks else None
        return Item(d, subject, subject if subject else embedding_text(d.content, d.title), content_hash(d.content),
                    person=asks)

    def _mark_known(self, items: list[Item]) -> None:
        """Items whose exact content is already an active memory need no vector to be skipped."""
        by_user: dict[str, list[Item]] = {}
        for it in items:
            if it.delete_subject is None:
                by_user.setdefault(it.draft.user_id, []).append(it)
        for user_id, group in by_user.items():
            known = self.store.active_hashes(user_id, [it.content_hash for it in group])
            for it in group:
                it.known = it.content_hash in known

    def _vector(self, it: Item) -> np.ndarray:
        """The item's vector, embedding it now if the plan skipped it and it turned out to be needed."""
        if it.vector is None:
            it.vector = self.embedder.embed([it.text])[0]
        return it.vector

    def _run_chunk(self, items: list[Item], embedded: Embedded, dry_run: bool, respect: bool,
                   raise_errors: bool, results: list[WriteResult]) -> None:
        """One transaction for the chunk, on the scopes of its users.

        A single write is the transaction itself: a failure rolls it back and is logged afterwards. In a
        batch each item runs in a savepoint, so a bad item is undone and logged while the others commit.
        """
        if embedded.error is not None:
            for it in items:
                results.append(self._log_failure(it, embedded.error, 0.0))
            if raise_errors:
                raise embedded.error
            return
        embed_ms = embedded.ms_per_item
        scopes = scopes_of([it.draft.user_id for it in items])
        if len(items) == 1 and raise_errors:
            t1 = time.perf_counter()
            try:
                with self.store.transaction(scopes) as tx:
                    try:
                        results.append(self._one(tx, items[0], dry_run, respect, t1, embed_ms))
                    except MnemoError:
                        raise
                    except Exception as exc:  # noqa: BLE001 - a bug or a database error: roll back, report
                        raise _wrap(exc) from exc
            except MnemoError as err:
                self._log_failure(items[0], err, embed_ms + (time.perf_counter() - t1) * 1000)
                raise
            return
        failure: MnemoError | None = None
        done: list[WriteResult] = []  # reported only once the chunk has committed
        try:
            with self.store.transaction(scopes) as tx:
                hints = self._hints(tx, items)
                for it, hint in zip(items, hints):
                    t1 = time.perf_counter()
                    try:
                        with tx.savepoint():
                            done.append(self._one(tx, it, dry_run, respect, t1, embed_ms, hint))
                    except Exception as exc:  # noqa: BLE001 - every failure is logged, then re-raised
                        item_error = exc if isinstance(exc, MnemoError) else _wrap(exc)
                        ms = embed_ms + (time.perf_counter() - t1) * 1000
                        done.append(self._failure_result(tx, it, item_error, ms))
                        if raise_errors:
                            failure = item_error
                            break
        except MnemoError as chunk_error:  # the chunk itself failed (lock, commit): none of it was written
            if raise_errors:
                raise
            results.extend(self._log_failure(it, chunk_error, 0.0) for it in items)
            return
        results.extend(done)
        if failure is not None:
            raise failure

    def _hints(self, tx: StoreTx, items: list[Item]) -> list[Any]:
        """Candidates for the whole chunk from one matrix product (items without a vector get none)."""
        with_vec = [i for i, it in enumerate(items) if it.vector is not None]
        hints: list[Any] = [None] * len(items)
        if len(with_vec) > 1 and self.store.capabilities.batch_nearest:
            vectors = [v for v in (items[i].vector for i in with_vec) if v is not None]
            pre = tx.prefetch_nearest([items[i].draft.user_id for i in with_vec], np.stack(vectors),
                                      self.policy.candidates + _HINT_MARGIN)
            for i, hint in zip(with_vec, pre):
                hints[i] = hint
        return hints

    # -- one item, inside the transaction --------------------------------------------------------------------
    def _one(self, tx: StoreTx, it: Item, dry_run: bool, respect: bool, t1: float, embed_ms: float,
             hint: Any = None) -> WriteResult:
        d, p = it.draft, self.policy
        now = self.clock.now()
        input_id = new_id("mem")
        if it.delete_subject is not None:
            plan = self._delete_request_plan(tx, it, self._vector(it), input_id, now)
            return self._finish(tx, it, plan, now, dry_run, t1, embed_ms)

        h = it.content_hash
        # a user's memories are partitioned by team too: the same text written in another team is not this
        # team's (its key cannot read it), so it is never skipped into, updated or linked across teams; nor
        # across agents and runs (mem0's scopes, ``domain.access.same_scope``)
        dup = _in_scope(tx.find_active_by_hash(d.user_id, h), d)
        if dup is None and d.source and d.source_ref:
            dup = _in_scope(tx.find_recorded(d.user_id, h, d.source, d.source_ref), d)  # history of an earlier run
        if dup is not None:
            matches = [MatchScore(memory_id=dup.id, score=1.0, raw_cosine=1.0, factors={"exactContent": 1.0})]
            memories = {dup.id: dup}
        else:
            vec = self._vector(it)
            flagged = self._second_opinion(tx, it, vec, now, dry_run)
            if flagged is not None:
                return flagged
            hits, memories = scoped_candidates(tx, d, vec, p.candidates, self.scorer.min_raw_cosine(p.bands.related, d),
                                               hint, self._worth_loading)  # active ones of its scope only
            if memories:
                self.scorer.prepare(d, list(memories.values()))
            matches = [self.scorer.score(d, memories[i], cos) for i, cos in hits if i in memories]
        apart = _may_merge(matches, p.bands)
        choice = decide(matches, p.bands, p.max_links, guard=lambda mid: self._guard(memories[mid], d, apart))
        if d.metadata.get("revises") and d.thread_id:
            choice = revise_in_thread(choice, matches, lambda mid: memories[mid].thread_id, d.thread_id, p.bands)
        best = max(matches, key=lambda m: m.score) if matches else None
        factors = best.factors if best else None
        at = d.occurred_at or now
        if choice.decision is Operation.UPDATE and choice.target_memory_id in memories:
            choice = restated_is_a_skip(choice, memories[choice.target_memory_id], d)
        judged = None
        if is_decision(d) and dup is None:  # what stands is settled by supersession, not by the bands
            judged = self.supersession.judge(tx, d, self._vector(it), at)
            choice = self.supersession.adjust(choice, judged, revision=bool(d.metadata.get("revises")))
        elif it.person and dup is None and (stated := stated_change(d)) is not None:
            trial = self.supersession.judge(tx, stated, self._vector(it), at)
            if changes_what_stands(stated, trial):
                d = it.draft = stated
                judged, choice = trial, self.supersession.adjust(choice, trial)
                it.warnings.append(f"{KEPT_AS_DECISION} ({trial.target.id if trial and trial.target else ''})")

        if choice.decision is Operation.SKIP:
            action = LogAction(type="skip", duplicate_of_id=choice.target_memory_id,
                               duplicate_score=choice.score, similarity_factors=factors)
            plan = _Plan(choice, action, input_id, choice.target_memory_id)
            if judged is not None and judged.agrees and judged.target is not None:
                agreement = judged

                def skip_and_agree(entry: LogEntry) -> None:
                    Recorder(tx).note(entry)
                    self.supersession.record_agreement(tx, agreement, input_id, now, at)

                plan.write = skip_and_agree
        elif choice.decision is Operation.UPDATE:
            assert choice.target_memory_id is not None
            plan = self._update_plan(tx, it, self._vector(it), choice, memories[choice.target_memory_id], input_id,
                                     at, now, respect, factors)
        else:
            memory = _memory_from_draft(d, input_id, at, h, self.embedder.model_id)
            if is_decision(d):
                memory = self.supersession.shape(memory, judged)
            scores = {m.memory_id: m.score for m in matches}
            edges = [Edge(id=new_id("edge"), type=EdgeType.RELATED_TO, source_id=memory.id, target_id=rid,
                          confidence=round(scores[rid], 4), evidence=f"similarity {scores[rid]:.2f}",
                          user_id=d.user_id, created_at=now) for rid in choice.related_memory_ids]
            action = LogAction(type="create", memory_data=_summary_of(memory),
                               related_memory_ids=choice.related_memory_ids or None,
                               relationship_type="related_to" if choice.related_memory_ids else None,
                               similarity_factors=factors)
            vector = self._vector(it)
            plan = _Plan(choice, action, input_id, input_id, version=1)

            def create(entry: LogEntry) -> None:
                Recorder(tx).create(memory, vector, entry=entry, edges=edges)
                plan.conflict_id = self.supersession.record(tx, judged, memory, now) or plan.conflict_id
                if judged is not None and judged.agrees and judged.target is not None:  # an agreement that says more
                    self.supersession.record_agreement(tx, judged, memory.id, now, at)

            plan.write = create
        return self._finish(tx, it, plan, now, dry_run, t1, embed_ms)

    def apply_update(self, target: Memory, draft: MemoryDraft, vector: np.ndarray, *, reason: str,
                     score: float | None = None, explicit: bool = False, factors: dict[str, float] | None = None,
                     respect_source_priority: bool | None = None, if_current: bool = False,
                     within: Callable[[StoreTx, WriteResult], None] | None = None) -> WriteResult:
        """Make ``draft`` the next version of ``target``'s memory through the UPDATE path: versioning, the
        conflict rules, the UPDATES edge and one log entry, in one transaction. ``within`` runs last inside
        that transaction with the result (a conflict resolution settles its conflict there), and whatever
        it raises rolls the whole update back.

        For callers that already chose the target: the write gate's merge (``draft`` holds the merged text)
        and an explicit edit (``explicit``: no source-priority contest, fields replaced as given). ``vector``
        must embed ``embedding_text(draft.content, draft.title or target.title)``; nothing else is embedded.
        The target is re-read under the write lock, so a version written meanwhile is the one updated; with
        ``if_current`` that raises ``Conflict`` instead (a draft computed from ``target``'s text would drop
        what the newer version added), so the caller can redo it from the newer version."""
        respect = self.policy.respect_source_priority if respect_source_priority is None else respect_source_priority
        title = draft.title or target.title
        it = Item(draft, None, embedding_text(draft.content, title), content_hash(draft.content), vector=vector)
        t1 = time.perf_counter()
        try:
            with self.store.transaction([user_scope(target.user_id)]) as tx:
                current = tx.active_version(target.lineage_id)
                if current is None:
                    raise NotFound(f"Memory {target.id} was deleted or superseded meanwhile",
                                   "Read it again (get / history) and retry")
                if if_current and (current.id, current.version) != (target.id, target.version):
                    raise Conflict(f"Memory {target.id} got a newer version (version {current.version}) meanwhile",
                                   "Read the current version and apply the change to it")
                choice = OperationChoice(decision=Operation.UPDATE, category=SimilarityCategory.UPDATE,
                                         target_memory_id=current.id, score=score, reason=reason)
                now = self.clock.now()
                try:
                    plan = self._update_plan(tx, it, vector, choice, current, new_id("mem"),
                                             draft.occurred_at or now, now, respect, factors, explicit=explicit)
                    result = self._finish(tx, it, plan, now, False, t1, 0.0)
                    if within is not None:
                        within(tx, result)
                    return result
                except MnemoError:
                    raise
                except Exception as exc:  # noqa: BLE001 - a bug or a database error: roll back, report
                    raise _wrap(exc) from exc
        except MnemoError as err:
            if not isinstance(err, Conflict):  # a stale target is redone by the caller, not a failed write
                self._log_failure(it, err, (time.perf_counter() - t1) * 1000)
            raise

    def duplicate_choice(self, draft: MemoryDraft, candidates: Sequence[tuple[Memory, float]]) -> OperationChoice:
        """What consolidation would decide for ``draft`` against these stored memories (with their raw cosine),
        without writing: the scorer, the bands, the guards and the translation rule of a write (for two
        decisions too). The duplicate sweep (``lifecycle/duplicates.py``) merges what this calls a SKIP."""
        memories = {m.id: m for m, _ in candidates}
        if not memories:
            return decide([], self.policy.bands)
        self.scorer.prepare(draft, list(memories.values()))
        matches = [self.scorer.score(draft, m, cos) for m, cos in candidates]
        apart = _may_merge(matches, self.policy.bands)
        choice = decide(matches, self.policy.bands, self.policy.max_links,
                        guard=lambda mid: self._guard(memories[mid], draft, apart))
        if choice.decision is Operation.UPDATE and choice.target_memory_id in memories:
            choice = restated_is_a_skip(choice, memories[choice.target_memory_id], draft, decisions_too=True)
        return choice

    def _guard(self, existing: Memory, d: MemoryDraft, scopes: bool = True) -> Cap | None:
        """The engine's guards, then the scorer's own (contextual similarity checks who-did-what order)."""
        capped = _guard(existing, d, scopes)
        if capped is None or capped[0] is not SimilarityCategory.RELATED:
            more = self.scorer.guard(d, existing)
            if more is not None:
                return more
        return capped

    def _worth_loading(self, d: MemoryDraft, hits: list[tuple[str, float]]) -> list[tuple[str, float]]:
        """Drop candidates that cannot change the decision, so they are never read from the store.

        The decision needs the best score and the top ``max_links`` related ones. For the default scorer a
        candidate's raw cosine is a lower bound of its score and ``upper_bound`` an upper bound, so one whose
        upper bound is below the ``max_links``-th best raw cosine can never make that list. (The contextual
        scorer can score below raw cosine, so it returns 1.0 as the bound for every candidate it scores and
        nothing it could still link is dropped.)
        """
        need = max(1, self.policy.max_links)
        if len(hits) <= need:
            return hits
        # at most 1.0: a float32 cosine of a text with its own copy can read 1.0000001, above any bound
        floor = min(1.0, max(self.policy.bands.related, sorted((c for _, c in hits), reverse=True)[need - 1]))
        return [(i, c) for i, c in hits if self.scorer.upper_bound(d, c) >= floor]

    def _update_plan(self, tx: StoreTx, it: Item, vec: np.ndarray, choice: OperationChoice, existing: Memory,
                     input_id: str, at: datetime, now: datetime, respect: bool, factors: dict[str, float] | None,
                     explicit: bool = False) -> _Plan:
        d, p = it.draft, self.policy
        if explicit:  # the caller edits this very memory: its values are taken as given
            verdict = Verdict(Resolution.USE_INCOMING, "explicit edit of this memory", "explicit")
        else:
            verdict = resolve(memory_side(existing), draft_side(d, at), respect_source_priority=respect,
                              confidence_margin=p.confidence_margin)
        contradiction = find_contradiction(existing.content, d.content)
        action = LogAction(type="update", target_id=existing.id, resolution=verdict.resolution.value,
                           resolution_reason=verdict.reason, similarity_factors=factors)

        if verdict.resolution is Resolution.KEEP_EXISTING:
            # The existing value wins. The incoming one is kept on record (superseded by the winner) so it is
            # never silently dropped; a contradicting value also gets a CONTRADICTS edge and a conflict entry.
            action.create_version = False
            reason = (f"{choice.reason.split('. ')[0]}. Keeping existing memory: {verdict.reason}"
                      + (f"; conflicting value recorded ({contradiction})." if contradiction else "."))
            choice = choice.model_copy(update={"reason": reason})
            plan = _Plan(choice, action, input_id, existing.id, resolution=verdict.resolution,
                         version=existing.version)
            recorded = tx.find_rejected(d.user_id, it.content_hash, existing.lineage_id)
            if recorded is not None:
                action.reason_detail = f"incoming value already on record as {recorded.id}"
                return plan
            rejected = _memory_from_draft(d, input_id, at, it.content_hash, self.embedder.model_id,
                                          status=MemoryStatus.SUPERSEDED, superseded_by=existing.id)
            conflict = None
            if contradiction:
                edge = Edge(id=new_id("edge"), type=EdgeType.CONTRADICTS, source_id=input_id, target_id=existing.id,
                            confidence=0.9, user_id=d.user_id, created_at=now)
                conflict = ConflictRecord(
                    id=new_id("cfl"), created_at=now, user_id=d.user_id, kind="memory", existing_id=existing.id,
                    incoming_id=input_id, field="content", existing_source_type=existing.source_type,
                    incoming_source_type=d.source_type, resolution=verdict.resolution,
                    reason=f"{verdict.reason}; {contradiction}", edge_id=edge.id)
                edge = edge.model_copy(update={"evidence": f"contradicting values (conflict {conflict.id})"})
                action.conflict_id = plan.conflict_id = conflict.id
            else:
                edge = Edge(id=new_id("edge"), type=EdgeType.SUPERSEDES, source_id=existing.id, target_id=input_id,
                            confidence=0.9, user_id=d.user_id, created_at=now,
                            evidence=f"kept {existing.source_type.value} value: {verdict.reason}")
            plan.write = lambda entry: Recorder(tx).keep_on_record(rejected, vec, entry=entry, edge=edge,
                                                                   conflict=conflict)
            return plan

        fields = merge_memory(existing, d, verdict.resolution, _EXPLICIT if explicit else p.strategies)
        archived_id = version_id(existing.id, existing.version)
        new = existing.model_copy(update={
            **fields, "id": existing.id, "version": existing.version + 1, "previous_version_id": archived_id,
            "superseded_by": None, "status": MemoryStatus.ACTIVE, "updated_at": at,
            "content_hash": content_hash(fields["content"]), "embedding_model": self.embedder.model_id,
        })
        action.create_version = True
        before = _summary_of(existing, full=True)
        action.updates = {k: v for k, v in _summary_of(new, full=True).items() if before.get(k) != v}
        plan = _Plan(choice, action, new.id, new.id, resolution=verdict.resolution, version=new.version)
        conflict = None
        if verdict.resolution is Resolution.MERGE and contradiction:
            # Equally credible sources disagree: both values are kept in the merged text; flag it.
            conflict = ConflictRecord(  # the existing value is the version this one archives
                id=new_id("cfl"), created_at=now, user_id=d.user_id, kind="memory", existing_id=archived_id,
                incoming_id=version_id(new.id, new.version), field="content", existing_source_type=existing.source_type,
                incoming_source_type=d.source_type, resolution=verdict.resolution,
                reason=f"{verdict.reason}; {contradiction}")
            action.conflict_id = plan.conflict_id = conflict.id
        edge = Edge(id=new_id("edge"), type=EdgeType.UPDATES, source_id=new.id, target_id=archived_id,
                    confidence=round(choice.score or 0.0, 4), user_id=d.user_id, created_at=now,
                    evidence=f"version {new.version} of {existing.lineage_id}: {verdict.reason}")

        def write(entry: LogEntry) -> None:
            text = embedding_text(new.content, new.title)
            new_vec = vec if text == it.text else self.embedder.embed([text])[0]  # re-embed merged content
            Recorder(tx).new_version(existing, new, new_vec, entry=entry, edge=edge, conflict=conflict)

        plan.write = write
        return plan

    def _delete_request_plan(self, tx: StoreTx, it: Item, vec: np.ndarray, input_id: str, now: datetime) -> _Plan:
        d = it.draft
        hits = scoped_candidates(tx, d, vec, 8, self.policy.delete_match_min)[0]
        if not hits:
            hits = self._named_by_subject(tx, d, vec, str(it.delete_subject))
        if not hits:
            raise NotFound(f"Nothing in memory matches {it.delete_subject!r} closely enough to delete",
                           "Find it with `mnemo search` and delete it by id with `mnemo delete ID`")
        target_id, score = hits[0]
        found = tx.get_memories([target_id])
        target = found[target_id]
        return self._delete_plan(tx, target, reason=d.content, requested=True, score=score, input_id=input_id,
                                 now=now)

    def _named_by_subject(self, tx: StoreTx, d: MemoryDraft, vec: np.ndarray, subject: str) -> list[tuple[str, float]]:
        """"디자인 툴 관련 정보 삭제해줘": a short subject is far in meaning from the whole sentence that names it
        ("결정: 디자인 툴은 Figma 대신 Penpot을…"), so the one memory among the nearest that holds every word of
        the subject (two words at least) is meant. Two such memories are ambiguous: nothing is deleted, and both
        ids are named."""
        words = set(keyword_terms(subject))
        if len(words) < 2:  # one word ("Redis") is in too many memories to say which one is meant
            return []
        near = tx.nearest(d.user_id, vec, 20, _SUBJECT_FLOOR)
        found = tx.get_memories([i for i, _ in near])
        named = [(i, score) for i, score in near if i in found and same_scope(found[i], d)
                 and words <= set(keyword_terms(f"{found[i].title or ''} {found[i].content}"))]
        if len(named) > 1:
            raise InvalidInput(f"{len(named)} memories match {subject!r}: "
                               + ", ".join(i for i, _ in named[:5]),
                               "Delete the one you mean by id: mnemo delete ID")
        return named

    def delete(self, memory: Memory, *, reason: str | None, dry_run: bool = False,
               cascade_mode: CascadeMode | None = None, actor: str | None = None,
               check: Callable[[Memory], None] | None = None) -> WriteResult:
        """Soft-delete the current version of ``memory``'s lineage (resolved under the write lock: another
        writer may have made a newer version meanwhile; ``check`` sees that version there and may refuse it).
        Deleting what is already deleted changes nothing and is logged with status ``skipped``."""
        t1 = time.perf_counter()
        it = Item(MemoryDraft(content=(reason or "").strip() or "delete", user_id=memory.user_id,
                              team_id=memory.team_id, author_id=actor), None, "", "")
        with self.store.transaction([user_scope(memory.user_id)]) as tx:
            target = tx.active_version(memory.lineage_id) or tx.get_memories([memory.id])[memory.id]
            if check is not None:
                check(target)
            now = self.clock.now()
            plan = self._delete_plan(tx, target, reason=reason, requested=False, cascade_mode=cascade_mode,
                                     input_id=target.id, now=now)
            return self._finish(tx, it, plan, now, dry_run, t1, 0.0)

    def _delete_plan(self, tx: StoreTx, target: Memory, *, reason: str | None, requested: bool, now: datetime,
                     input_id: str, score: float | None = None, cascade_mode: CascadeMode | None = None) -> _Plan:
        cascade = cascade_mode or self.policy.cascade_mode
        action = LogAction(type="delete", target_id=target.id, trigger="user_request", soft_delete=True,
                           cascade_mode=cascade.value)
        already = target.status is MemoryStatus.DELETED
        why = (f"Memory {target.id} is already deleted" if already
               else "User requested deletion" + (f": {reason}" if reason and not requested else ""))
        choice = OperationChoice(decision=Operation.DELETE, category=SimilarityCategory.RELATED,
                                 target_memory_id=target.id, score=score, reason=why)
        plan = _Plan(choice, action, input_id, target.id, status=LogStatus.SKIPPED if already else None)
        if not already:
            versions = [v for v in tx.lineage(target.lineage_id) if v.status is not MemoryStatus.DELETED] or [target]
            if requested:  # a person asked to forget the matter: what it replaced goes too, nothing stands again
                return self._delete_matter(tx, plan, versions, reason=reason, cascade=cascade, now=now)
            standing_again, successor = replaced_by(tx, versions), successor_of(versions)
            if standing_again:
                choice.reason += (f"; what it replaced passes to {successor}" if successor else
                                  "; what it replaced stands again") + f": {', '.join(m.id for m in standing_again)}"
                action.related_memory_ids = [m.id for m in standing_again]

            def retire(entry: LogEntry) -> None:
                Recorder(tx).retire(versions, at=now, reason=reason, remove_edges=cascade is CascadeMode.REMOVE_EDGES,
                                    entry=entry)
                Recorder(tx).stand_again(standing_again, successor, replaced_at(versions))
                release(tx, target, at=now, purge=False, actor=entry.actor_id)

            plan.write = retire
        return plan

    @staticmethod
    def _delete_matter(tx: StoreTx, plan: _Plan, versions: list[Memory], *, reason: str | None,
                       cascade: CascadeMode, now: datetime) -> _Plan:
        """A deletion request in conversation: the memory and every decision it replaced (``replaced_chain``)."""
        asked = fact_words(reason or "")  # only decisions the request names a fact word of
        chain, left = replaced_chain(tx, versions, lambda m: bool(asked & fact_words(m.content)))
        if chain:
            older = list(dict.fromkeys(m.lineage_id for m in chain))
            plan.choice.reason += f"; with what it replaced: {', '.join(older)}"
            plan.action.related_memory_ids = plan.choice.related_memory_ids = older
        if left:
            plan.choice.reason += f"; what it replaced stands again: {', '.join(m.id for m in left)}"

        def retire(entry: LogEntry) -> None:
            Recorder(tx).retire([*versions, *chain], at=now, reason=reason,
                                remove_edges=cascade is CascadeMode.REMOVE_EDGES, entry=entry)
            for m in {v.lineage_id: v for v in [*versions, *chain]}.values():
                release(tx, m, at=now, purge=False, actor=entry.actor_id)
            Recorder(tx).stand_again(left)  # what the request does not name stands again, as after a delete by id

        plan.write = retire
        return plan

    def _second_opinion(self, tx: StoreTx, it: Item, vec: np.ndarray, now: datetime,
                        dry_run: bool) -> WriteResult | None:
        """The learned screen on the item's vector: a refusal raised, a quarantine recorded (its answer
        returned), a warning kept on the item; None when it does not flag the text or is off."""
        own = it.screen != "quarantine"  # a connector's metadata is mnemo's (the whole mail as context), not said
        verdict = (self.learned.verdict(vec, screened_text(it.draft.content, it.draft.title, it.draft.source,
                                                           it.draft.keywords, it.draft.metadata if own else None))
                   if self.learned is not None and it.screen != "off" else None)
        if verdict is None:
            return None
        if it.screen == "warn":
            it.warnings.append(f"Kept, but check it before an assistant reads it: {verdict.reason}")
            return None
        if it.screen == "refuse":
            raise injection_refusal(verdict)
        memory, entry = quarantine_records(it.draft, verdict, now)
        if dry_run:  # what would happen, naming nothing that was written
            return would_quarantine(memory, entry, it.draft, [])
        Recorder(tx).quarantine(memory, entry=entry)
        return quarantined(memory, entry, it.draft, [])

    # -- recording ----------------------------------------------------------------------------------------
    def _finish(self, tx: StoreTx, it: Item, plan: _Plan, now: datetime, dry_run: bool, t1: float,
                embed_ms: float) -> WriteResult:
        """The plan's log entry, then its write (or the entry alone for a skip, a no-op or a dry run)."""
        choice = plan.choice
        status = plan.status or (LogStatus.DRY_RUN if dry_run else LogStatus.SUCCESS)
        ms = round(embed_ms + (time.perf_counter() - t1) * 1000, 3)
        entry = LogEntry(id=new_id("log"), timestamp=now, user_id=it.draft.user_id, decision=choice.decision,
                         input_memory_id=plan.input_id, target_memory_id=choice.target_memory_id,
                         similarity_score=None if choice.score is None else round(choice.score, 4),
                         reason=choice.reason, action=plan.action, status=status, processing_time_ms=ms,
                         team_id=it.draft.team_id, actor_id=it.draft.author_id or it.draft.user_id)
        if plan.write is not None and not dry_run:
            plan.write(entry)
        else:
            Recorder(tx).note(entry)
        created = choice.decision is Operation.CREATE
        # A dry run's create names no memory: its id was never written, and a caller holding it would get 404.
        memory_id, version = (None, None) if created and dry_run else (plan.memory_id, plan.version)
        return WriteResult(action=action_for(choice.decision, choice.related_memory_ids), decision=choice.decision,
                           memory_id=memory_id, target_memory_id=choice.target_memory_id,
                           related_memory_ids=choice.related_memory_ids, score=entry.similarity_score,
                           reason=choice.reason, status=status, resolution=plan.resolution,
                           conflict_id=plan.conflict_id, version=version,
                           lineage_id=memory_id if created else None, input_memory_id=plan.input_id,
                           log_id=entry.id, processing_time_ms=ms, warnings=list(it.warnings),
                           reembedded=choice.decision is Operation.UPDATE and plan.version is not None)

    def _error_entry(self, it: Item, err: MnemoError, ms: float) -> LogEntry:
        decision = Operation.DELETE if it.delete_subject is not None else Operation.CREATE
        return LogEntry(id=new_id("log"), timestamp=self.clock.now(), user_id=it.draft.user_id, decision=decision,
                        input_memory_id=new_id("mem"), reason=f"Error: {err.message}",
                        action=LogAction(type=decision.value, reason_detail=err.code), status=LogStatus.ERROR,
                        processing_time_ms=round(ms, 3), team_id=it.draft.team_id,
                        actor_id=it.draft.author_id or it.draft.user_id)

    @staticmethod
    def _result_for(entry: LogEntry, err: MnemoError) -> WriteResult:
        return WriteResult(action=WriteAction.FAILED, decision=entry.decision, reason=entry.reason,
                           status=LogStatus.ERROR, input_memory_id=entry.input_memory_id, log_id=entry.id,
                           processing_time_ms=entry.processing_time_ms,
                           error={"code": err.code, "message": err.message})

    def _failure_result(self, tx: StoreTx, it: Item, err: MnemoError, ms: float) -> WriteResult:
        entry = self._error_entry(it, err, ms)
        Recorder(tx).note(entry)
        return self._result_for(entry, err)

    def _log_failure(self, it: Item, err: MnemoError, ms: float) -> WriteResult:
        entry = self._error_entry(it, err, ms)
        if not isinstance(err, DatabaseBusy):  # logging would wait out the same lock a second time
            try:
                record_failure(self.store, entry, [user_scope(it.draft.user_id)])
            except MnemoError as exc:
                log.warning("Could not log a failed write (%s); the caller still gets the original error", exc.message)
        return self._result_for(entry, err)


def _may_merge(matches: Sequence[MatchScore], bands: Any) -> bool:
    """Whether the best match scores above "related": only then can the scope check lower the decision (on a
    related one it would only add words to the reason, at ~0.2 ms a text; 84% of write_path's writes)."""
    best = max((m.score for m in matches), default=0.0)
    return CATEGORY_RANK[categorize(best, bands)] > CATEGORY_RANK[SimilarityCategory.RELATED]


def _guard(existing: Memory, d: MemoryDraft, scopes: bool = True) -> Cap | None:
    """How far the decision may go for this pair: related at most when they name different subjects or are
    about different periods, platforms, markets or purposes (unless they share a thread, where a new name is
    the topic moving on), an update at most when values differ. ``scopes`` False skips the period check (a
    related match cannot go lower)."""
    if is_decision(existing) and not is_decision(d) and d.source_ref:  # an ingested message, not a person or agent
        # a message's plain sentence ("오창병원 교육 예산은 1,300만 원입니다") never rewrites another message's
        # decision ("월평병원 교육 예산은 2,400만 원으로 정했습니다", 0.89): only a decision on its matter replaces
        # it, by supersession, or an edit
        return SimilarityCategory.RELATED, "a decision is replaced by a decision, not rewritten by a plain message"
    same_thread = bool(d.thread_id) and d.thread_id == existing.thread_id
    why = None if same_thread else distinct_subjects(existing.content, d.content) or (
        _scopes_apart(existing, d) if scopes else None)
    if why:
        return SimilarityCategory.RELATED, why
    why = find_contradiction(existing.content, d.content)
    return (SimilarityCategory.UPDATE, why) if why else None


def _scopes_apart(existing: Memory, d: MemoryDraft) -> str | None:
    """"Q1 2025" and "Q1 2026" budgets, the iOS and the Android release, "for event streaming" and "for the
    public API": each names a scope the other does not share, as the supersession rules read them
    (``domain/scopes.py``). Such a pair is two facts: updating one with the other lost the first (the
    write_path benchmark's 99 of 453 false merges were these, and 23 more differed only in the year)."""
    a, b = scope_of(existing.content), scope_of(d.content)
    if not scopes_conflict(a, b):
        return None
    def shown(scopes: frozenset[str]) -> str:
        return ", ".join(sorted(scope_label(x) for x in scopes))

    return f"they are about different periods or scopes: {shown(a - b)} vs {shown(b - a)}"


def _wrap(exc: Exception) -> MnemoError:
    """An unexpected failure inside a write (a database error, a bug): the item was rolled back."""
    return StorageError(f"The write failed and was rolled back ({type(exc).__name__}: {exc})",
                        "Nothing was stored; retry, and report this if it happens again")


def _summary_of(m: Memory, full: bool = False) -> dict[str, Any]:
    """A version's fields for the log action (the recorder drops the sealed ones before they are stored)."""
    keys: tuple[str, ...] = ("content", "title", "category", "importance", "confidence", "source_type", "keywords")
    if full:
        keys += ("summary", "people", "entities", "projects", "thread_id", "source", "source_ref", "source_url")
    data = m.model_dump(mode="json", include=set(keys))
    return {k: data[k] for k in keys if data.get(k) not in (None, [], "")}
