"""Ingestion: Fetch → Normalize → Extract → Embed/Consolidate → Link, in committed batches.

Why batches with a ledger: an import can be thousands of messages and may be killed at any point. Each
batch's memories commit through the engine (the same consolidation every write gets), then the batch's
people, entities and graph edges, its ledger rows and the connector's cursor commit together. A rerun
skips items in the ledger; an item whose memories committed but whose ledger row did not (a kill between
the two transactions) is recognised by its memories' ``source_ref`` and not consolidated again. So a
rerun adds nothing, and a killed run loses nothing committed and finishes the rest.

Item identity: connectors give ``source_id`` (a Message-ID, a Slack ts). Mail needs more: one e-mail is
often filed in several folders under different Message-IDs (Sent, All Documents), so mail is keyed by a
fingerprint of sender, date, subject and body; two different e-mails never share all four.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass, field
from typing import Any, Protocol

from mnemo.domain.access import is_team_owner, team_owner
from mnemo.domain.sources import PRIVATE_SOURCES, SkippedItem, SourceItem
from mnemo.domain.models import (
    Operation,
    Edge,
    EdgeType,
    LogStatus,
    WriteAction,
    WriteResult,
    MemoryDraft,
    SourceType,
)
from mnemo.domain.memory_text import strip_reply_prefix
from mnemo.domain.queries import user_scope
from mnemo.domain.policy import ConsolidationPolicy
from mnemo.domain.write_policy import Caller
from mnemo.ingest.connectors.mail.mime import is_group_address
from mnemo.ingest.item_drafts import item_drafts
from mnemo.ports import Clock, Connector, Cursor, Extractor, MemoryStore
from mnemo.similarity.decompose import remember_decompositions
from mnemo.write.link import edge, upsert_entity, upsert_person
from mnemo.write.recorder import Recorder
from mnemo.write.screen import remember_screened

log = logging.getLogger(__name__)

#: How many source items make one committed batch: big enough to batch the embedding, small enough that a
#: kill loses little work (never committed data).
BATCH_ITEMS = 128
#: How many batches the extraction worker may be ahead of the consolidation (``ingest/extract_worker.py``).
PREFETCH_BATCHES = 3
#: A batch takes about a second in the worker; one that takes this long means it is stuck: it is stopped.
WORKER_TIMEOUT_S = 120.0
SCREEN_STEP = 0.125  # how much of a batch's screening moves between the processes after each batch
_MAX_PEOPLE_PER_MEMORY = 12


@dataclass
class IngestReport:
    """What ``mnemo ingest --json`` prints; counts are of this run only."""

    source: str
    items: int = 0                    # new items read and processed in this run
    already_ingested: int = 0         # items (or copies of items) a previous run or this one already did
    memories_created: int = 0
    updated: int = 0
    skipped: int = 0
    linked: int = 0                   # creates that were linked to related memories (CREATE + LINK)
    deleted: int = 0
    no_memory: int = 0                # items with nothing worth keeping
    quarantined: int = 0              # memories held for review (text that instructs a future reader)
    people: int = 0                   # people newly resolved
    edges: int = 0                    # graph edges written (INVOLVES, MENTIONS, RELATES_TO, SAME_THREAD)
    errors: list[dict[str, str]] = field(default_factory=list)
    failed: int = 0                   # items that could not be written (not in the ledger: a rerun reads them)
    seconds: float = 0.0
    memory_ids: dict[str, list[str]] = field(default_factory=dict, repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {"source": self.source, "items": self.items, "already_ingested": self.already_ingested,
                "memories_created": self.memories_created, "updated": self.updated, "skipped": self.skipped,
                "linked": self.linked, "deleted": self.deleted, "no_memory": self.no_memory,
                "quarantined": self.quarantined, "people": self.people, "edges": self.edges, "errors": self.errors,
                "failed": self.failed,
                "seconds": round(self.seconds, 3)}


def item_key(item: SourceItem) -> str:
    """The ledger key of an item: its source id, or for mail the fingerprint that copies share."""
    if item.source != "mail":
        revision = item.extra.get("revision")
        return f"{item.source_id}@{revision}" if revision else item.source_id
    who = (item.author.email or item.author.name or "") if item.author else ""
    when = item.occurred_at.isoformat() if item.occurred_at else ""
    subject = strip_reply_prefix(item.title or "").lower()
    body = " ".join(item.body.split())
    digest = hashlib.sha256("\x1f".join([who.lower(), when, subject, body]).encode("utf-8")).hexdigest()
    return f"fp:{digest[:40]}"


class IngestTarget(Protocol):
    """What ingestion needs of the service it feeds: the one write path (as a connector), deletes, and the
    store for its ledger and links (``MemoryService`` is one)."""

    @property
    def store(self) -> MemoryStore:
        ...

    @property
    def clock(self) -> Clock:
        ...

    @property
    def policy(self) -> ConsolidationPolicy:
        ...

    def write_many(self, items: Iterable[str | MemoryDraft], *, caller: Caller | str = ...) -> list[WriteResult]:
        ...

    def delete(self, memory_id: str, *, reason: str | None = ..., user_id: str | None = ...) -> WriteResult:
        ...


class Ingestor:
    """Streams a connector's items through the pipeline. One per service; not thread-safe."""

    def __init__(self, service: IngestTarget, extractor: Extractor, *, normalize: Callable[[SourceItem], SourceItem],
                 draft_for: Callable[..., MemoryDraft], source_type: SourceType = SourceType.BOOTSTRAPPED,
                 batch_items: int = BATCH_ITEMS, extract_worker: str = "off",
                 share_cores: Callable[[], AbstractContextManager[None]] = nullcontext) -> None:
        """``extract_worker`` (``ingest/extract_worker.py``; for the rule extractor with ``normalize_item`` and
        ``draft_for``, which the worker runs; with anything else it is off): "off"; "auto", a worker process extracts and screens batches ahead of the
        consolidation once it has started, which it does at the start of a run expected to hold more than
        one batch (``run``'s ``expected``) or once a first batch is full, and the run never waits for it;
        "wait", started with the run and waited for (tests, benchmarks). While the worker runs, this process
        holds ``share_cores()`` (the embedder's BLAS on one thread: its second thread spun on the worker's
        core, and 3,034 mails took 12.0 s instead of 10.6)."""
        if extract_worker not in ("off", "auto", "wait"):
            raise ValueError(f"extract_worker must be off, auto or wait, not {extract_worker!r}")
        from mnemo.ingest.extract.drafts import draft_for as rules_draft_for
        from mnemo.ingest.extract.rules import RuleExtractor
        from mnemo.ingest.normalize import normalize_item

        if (type(extractor), normalize, draft_for) != (RuleExtractor, normalize_item, rules_draft_for):
            extract_worker = "off"  # the worker runs exactly these; anything else is extracted here
        self.svc = service
        self.extractor = extractor
        self.normalize = normalize
        self.draft_for = draft_for
        self.source_type = source_type
        self.batch_items = max(1, batch_items)
        self.ledger = service.store.ingest_ledger()
        self._thread_by_item: dict[str, str] = {}
        self._worker_mode = extract_worker
        self._worker: Any = None  # the ExtractWorker of the current run
        self._share_cores = share_cores
        self._cores = ExitStack()  # holds share_cores() while the worker runs
        # key -> (the threaded item sent, partition, team, the request's future, the item's place in it)
        self._prefetched: dict[str, tuple[SourceItem, str, str | None, Future[list[Any]], int]] = {}
        self._threads_ahead: dict[str, str] = {}  # the threads of the items sent to the worker (``_threaded``)
        # The share of a batch's items the worker also screens: it grows while the worker's answers are
        # ready before they are needed and shrinks while this process waits for them, so that neither
        # process waits on the other (the screen costs about as much as the extraction).
        self._screen_share = 1.0
        self._judged: set[Future[list[Any]]] = set()  # the requests whose timing has moved the share already
        self.worker_items = 0  # items of the last run whose drafts the worker made
        self.worker_timeout_s = WORKER_TIMEOUT_S

    def run(self, connector: Connector, *, user_id: str, team_id: str | None = None, scope: str | None = None,
            on_progress: Callable[[int], None] | None = None, limit: int | None = None,
            share: bool = True, expected: int | None = None) -> IngestReport:
        """Ingest everything ``connector`` yields after the stored cursor.

        With ``team_id``, what the source shares (a channel, a repository, a page; not mail or a direct
        message) goes to the team's partition, written by ``user_id`` (``domain/access.py``); ``share``
        False keeps it private to ``user_id``, marked with the team.

        The cursor is saved with each batch, but never past an item that failed (extraction error, a
        consolidation error): a rerun reads from there again, the ledger skips what did commit, and the
        failed item gets another chance instead of being passed over for good.
        """
        source = connector.source
        report = IngestReport(source=source)
        t0 = time.perf_counter()
        self._user, self._team, self._share = user_id, team_id, share
        home = team_owner(team_id) if team_id and share and source not in PRIVATE_SOURCES else user_id
        cursor = self.ledger.cursor(home, source, scope) if scope else None
        self._scope = scope
        self._frozen = False  # set once an item failed: the cursor stays before it for the rest of the run
        self.worker_items = 0
        seen_now: set[str] = set()
        batch: list[tuple[SourceItem, dict[str, Any] | None, dict[str, Any] | None]] = []
        # batches the worker is extracting, oldest first: a few of them, since batches differ (one may be all
        # copies of mail already read) and either process would otherwise wait on the other's slow one
        pending: deque[list[tuple[SourceItem, dict[str, Any] | None, dict[str, Any] | None]]] = deque()
        if self._worker_mode == "wait" or (self._worker_mode == "auto" and (expected or 0) > self.batch_items):
            self._start_worker(wait=self._worker_mode == "wait")
        try:
            for obj in connector.items(cursor):
                if isinstance(obj, SkippedItem):
                    report.errors.append({"origin": obj.origin, "reason": obj.reason})
                    cursor = _cursor_past_skipped(connector, obj, cursor)
                    if on_progress:
                        on_progress(1)
                    continue
                before, cursor = cursor, connector.cursor_after(obj, cursor)
                batch.append((obj, before, cursor))
                if len(batch) >= self.batch_items:
                    # the worker extracts this batch while the one before is consolidated here; not with a
                    # limit, which counts the items written so far, failed ones aside, as each batch ends
                    if limit is None and self._prefetch(batch, seen_now):
                        pending.append(batch)
                        if len(pending) > PREFETCH_BATCHES:
                            self._flush(pending.popleft(), report, seen_now, home, on_progress)
                    else:
                        while pending:
                            self._flush(pending.popleft(), report, seen_now, home, on_progress)
                        self._flush(batch, report, seen_now, home, on_progress)
                    batch = []
                    if self._worker_mode == "auto" and self._worker is None:
                        self._start_worker(wait=False)  # a run of more than one batch
                if limit is not None and report.items + report.already_ingested + len(batch) >= max(1, limit):
                    break
            while pending:
                self._flush(pending.popleft(), report, seen_now, home, on_progress)
            if batch:
                self._flush(batch, report, seen_now, home, on_progress)
        finally:
            self._stop_worker()
            self._judged.clear()
            report.seconds = time.perf_counter() - t0
        return report

    # -- the extraction worker ----------------------------------------------------------------------------------
    def _start_worker(self, *, wait: bool) -> None:
        from mnemo.ingest.extract_worker import ExtractWorker

        try:
            self._worker = ExtractWorker()
            self._cores.enter_context(self._share_cores())
            if wait:
                self._worker.ready.result(timeout=120)
        except Exception as exc:  # noqa: BLE001 - the run goes on without it
            log.warning("Extracting in this process: the worker did not start (%s)", _reason(exc))
            self._stop_worker()
            self._worker_mode = "off"

    def _prefetch(self, batch: list[tuple[SourceItem, Any, Any]], seen_now: set[str]) -> bool:
        """Send the batch's new items to the worker, threaded as ``_stage`` will thread them, the first
        ``_screen_share`` of them to be screened there too; False when there is no worker (started or
        starting) to take them."""
        worker = self._worker
        if worker is None or not worker.usable():
            return False
        jobs: list[tuple[Any, ...]] = []
        keys: list[tuple[str, str, str | None]] = []
        by_lane: dict[tuple[str, str | None], list[SourceItem]] = {}
        for it, _, _ in batch:
            by_lane.setdefault(self._lane(it), []).append(it)
        for (owner, team), items in by_lane.items():
            item_keys = [item_key(it) for it in items]
            done = self.ledger.seen(owner, items[0].source, item_keys) | seen_now
            for key, it in zip(item_keys, items):
                if key in done or key in self._prefetched or it.extra.get("action") == "delete":
                    continue
                done.add(key)
                it = self._threaded(it, owner, self._threads_ahead)
                private_team = None if _private(it) else team
                jobs.append((it, owner, private_team, self._author(owner), self.source_type))
                keys.append((key, owner, private_team))
        if jobs:
            screened = round(self._screen_share * len(jobs))
            jobs = [(*job, n < screened) for n, job in enumerate(jobs)]
            future = worker.submit(jobs)
            for n, ((key, owner, team), job) in enumerate(zip(keys, jobs)):
                self._prefetched[key] = (job[0], owner, team, future, n)
        return True

    def _drafts_for(self, key: str, item: SourceItem, user_id: str, team_id: str | None) -> list[MemoryDraft]:
        """The item's drafts: the worker's, when it extracted this very item for this partition (their screen
        verdicts kept for the writer), else extracted here."""
        sent = self._prefetched.pop(key, None)
        if sent is not None:
            sent_item, owner, team, future, n = sent
            if sent_item == item and owner == user_id and team == (None if _private(item) else team_id):
                if future not in self._judged:
                    self._judged.add(future)
                    step = SCREEN_STEP if future.done() else -SCREEN_STEP
                    self._screen_share = min(1.0, max(0.0, self._screen_share + step))
                try:
                    answer = future.result(timeout=self.worker_timeout_s)[n]
                except Exception as exc:  # noqa: BLE001 - the worker is gone or stuck: the rest is extracted here
                    log.warning("Extracting in this process: the worker failed (%s)", _reason(exc))
                    self._stop_worker()
                    self._worker_mode = "off"
                    answer = None
                if answer is not None and "drafts" in answer:
                    for draft, verdict in zip(answer["drafts"], answer["verdicts"] or ()):
                        remember_screened(draft, verdict)
                    remember_decompositions(answer["texts"], answer["decomposed"])
                    self.worker_items += 1
                    return list(answer["drafts"])
        return self._drafts(item, user_id, team_id)

    def _stop_worker(self) -> None:
        """Close the worker; the run goes on in this process."""
        if self._worker is not None:
            self._worker.close()
        self._worker = None
        self._cores.close()
        self._prefetched.clear()
        self._threads_ahead.clear()

    def _author(self, user_id: str) -> str | None:
        """Who writes into a team's partition: the person running the ingest."""
        return self._user if is_team_owner(user_id) else None

    # -- one batch ----------------------------------------------------------------------------------------------
    def _lane(self, item: SourceItem) -> tuple[str, str | None]:
        """(partition, team) of what ``item`` yields: the team's when the run shares it, else the user's."""
        if _private(item) or not self._team:
            return self._user, None
        return (team_owner(self._team) if self._share else self._user), self._team

    def _flush(self, batch: list[tuple[SourceItem, dict[str, Any] | None, dict[str, Any] | None]],
               report: IngestReport, seen_now: set[str], home: str,
               on_progress: Callable[[int], None] | None) -> None:
        """One batch: each partition's items staged apart (a team run holds shared and private items), then
        recorded, the cursor with the last, never past an item that failed in either."""
        source = batch[0][0].source
        lanes: dict[tuple[str, str | None], list[tuple[SourceItem, Any, Any]]] = {}
        for entry in batch:
            lanes.setdefault(self._lane(entry[0]), []).append(entry)
        failed: set[str] = set()
        staged = [(owner, *self._stage(part, report, seen_now, owner, team, failed))
                  for (owner, team), part in lanes.items()]
        keys = [item_key(it) for it, _, _ in batch]
        cursor: tuple[str, Cursor] | None = None
        if self._scope and not self._frozen:
            if failed:  # stop just before the first failed item, and stay there for the rest of the run
                first = next(i for i, k in enumerate(keys) if k in failed)
                before = batch[first][1]
                cursor = (self._scope, before) if before is not None else None
            else:
                cursor = (self._scope, batch[-1][2] or {})
        self._frozen = self._frozen or bool(failed)
        for n, (owner, plans, latest) in enumerate(staged):
            self._link_and_record(source, [p for p in plans if p.key not in failed], latest, report, owner,
                                  cursor if n == len(staged) - 1 else None, home)
        if on_progress:
            on_progress(len(batch))

    def _stage(self, batch: list[tuple[SourceItem, Any, Any]], report: IngestReport, seen_now: set[str],
               user_id: str, team_id: str | None, failed: set[str]) -> tuple[list["_Plan"], dict[str, str]]:
        """Extract and write one partition's items; returns their plans and each thread's newest memory
        from before them (``failed`` gains the keys of items that must be read again)."""
        source = batch[0][0].source
        keys = [item_key(it) for it, _, _ in batch]
        done = self.ledger.seen(user_id, source, keys) | seen_now
        plans: list[_Plan] = []
        for key, (it, _, _) in zip(keys, batch):
            if key in done:
                report.already_ingested += 1
                continue
            done.add(key)
            it = self._threaded(it, user_id)
            if it.extra.get("action") == "delete":
                plans.append(_Plan(key, it, []))
                continue
            try:
                plans.append(_Plan(key, it, self._drafts_for(key, it, user_id, team_id)))
            except Exception as exc:  # noqa: BLE001 - one bad item is reported and skipped, never fatal
                report.errors.append({"origin": it.origin or it.source_id, "reason": _reason(exc)})
                log.warning("Could not extract %s (%s); it will be read again on the next run",
                            it.origin or it.source_id, _reason(exc))
                failed.add(key)
                report.failed += 1
        seen_now.update(p.key for p in plans)
        # the threads' newest memories before this batch: each new memory links to the one before it
        threads = sorted({p.item.thread_id for p in plans if p.item.thread_id})
        latest = self.ledger.thread_latest(user_id, threads) if threads else {}
        # memories committed by a run that was killed before its ledger row: link them, do not add them again
        refs = [d.source_ref for p in plans for d in p.drafts if d.source_ref]
        present = self.ledger.memories_for_refs(user_id, source, refs) if refs else {}
        drafts: list[MemoryDraft] = []
        owners: list[int] = []
        for n, plan in enumerate(plans):
            for d in plan.drafts:
                if d.source_ref in present:
                    plan.outcomes.append(_Outcome(d, present[d.source_ref], "recovered"))
                else:
                    drafts.append(d)
                    owners.append(n)
        results = self.svc.write_many(drafts, caller=Caller.CONNECTOR) if drafts else []
        for n, d, r in zip(owners, drafts, results):
            plan = plans[n]
            if r.action is WriteAction.QUARANTINED:  # held for review, on record: the item is done
                report.quarantined += 1
                continue
            if r.status is not LogStatus.SUCCESS:
                report.errors.append({"origin": plan.item.origin or plan.item.source_id,
                                      "reason": (r.error or {}).get("message", r.reason)})
                if plan.key not in failed:
                    report.failed += 1
                failed.add(plan.key)
                continue
            self._count(r, report)
            if r.decision in (Operation.CREATE, Operation.UPDATE) and r.memory_id:
                plan.outcomes.append(_Outcome(d, r.memory_id, r.decision.value, r.target_memory_id))
            elif r.target_memory_id:
                plan.outcomes.append(_Outcome(d, r.target_memory_id, "skip"))
        for plan in plans:
            if plan.key in failed:
                continue
            report.items += 1
            action = plan.item.extra.get("action")
            if action in ("delete", "edit"):  # after add_many: the target may have been created in this batch
                self._retire(plan, user_id, report)
            elif not plan.drafts:
                report.no_memory += 1
        return plans, latest

    def _threaded(self, item: SourceItem, user_id: str, ahead: dict[str, str] | None = None) -> SourceItem:
        """Put a reply in the thread its parent was filed under.

        Mail clients thread by headers only when they were kept: a thread's first message has no
        References, so a connector files it by its subject, while its replies name the first message's
        Message-ID. The parent — seen earlier in this run, or stored by an earlier one — settles it.
        ``ahead`` is where items read ahead for the worker note their threads: a batch still waiting for
        its turn must not see the threads of the items read after it (a parent that arrives after its reply).
        """
        thread = item.thread_id
        for ref in (item.thread_id, item.in_reply_to):
            if not ref:
                continue
            known = (ahead or {}).get(ref) or self._thread_by_item.get(ref) or \
                self.ledger.thread_of_ref(user_id, item.source, ref)
            if known:
                thread = known
                break
        if thread:
            (self._thread_by_item if ahead is None else ahead)[item.source_id] = thread
        return item if thread == item.thread_id else item.model_copy(update={"thread_id": thread})

    def _retire(self, plan: "_Plan", user_id: str, report: IngestReport) -> None:
        """A message deleted at its source: soft-delete what it yielded (history and the log keep it). An
        edited one: what it said before is retired unless the edit's new version already replaced it."""
        item = plan.item
        target = item.extra.get("target_source_id")
        if not target:
            return
        keep = {o.memory_id for o in plan.outcomes}
        verb = "deleted" if item.extra.get("action") == "delete" else "edited"
        for mid in self.ledger.active_for_item(user_id, item.source, str(target)):
            if mid in keep:
                continue
            self.svc.delete(mid, reason=f"{verb} in {item.source}", user_id=user_id)
            report.deleted += 1

    def _drafts(self, item: SourceItem, user_id: str, team_id: str | None) -> list[MemoryDraft]:
        return item_drafts(item, user_id=user_id, team_id=None if _private(item) else team_id,
                           author=self._author(user_id), source_type=self.source_type, normalize=self.normalize,
                           extractor=self.extractor, draft_for=self.draft_for, key=item_key)

    @staticmethod
    def _count(r: WriteResult, report: IngestReport) -> None:
        if r.decision is Operation.CREATE:
            report.memories_created += 1
            if r.related_memory_ids:
                report.linked += 1
        elif r.decision is Operation.UPDATE:
            report.updated += 1
        elif r.decision is Operation.SKIP:
            report.skipped += 1
        elif r.decision is Operation.DELETE:
            report.deleted += 1

    def _link_and_record(self, source: str, plans: list["_Plan"], latest: dict[str, str], report: IngestReport,
                         user_id: str, cursor: tuple[str, dict[str, Any]] | None, home: str) -> None:
        """People, entities and edges of the batch, its ledger rows and the cursor: one transaction.

        ``latest`` is each thread's newest memory from before this batch; the batch's memories chain on from
        it in item order, so a thread reads as a path, never a cycle.
        """
        svc = self.svc
        now = svc.clock.now()
        entries: list[tuple[str, list[str]]] = []
        people = 0
        with svc.store.transaction([user_scope(user_id)]) as tx:
            rec = Recorder(tx)
            people_cache: dict[tuple[str, str], str] = {}
            entity_cache: dict[tuple[str, str], str] = {}
            edges: list[Edge] = []
            for plan in plans:
                it = plan.item
                ids: list[str] = []
                for o in plan.outcomes:
                    ids.append(o.memory_id)
                    if o.kind == "skip":
                        continue  # the memory it duplicates has its links already
                    mid, d = o.memory_id, o.draft
                    at = d.occurred_at or now
                    for name, email in _people_of(it, d)[:_MAX_PEOPLE_PER_MEMORY]:
                        ck = (email or "", name.lower())
                        pid = people_cache.get(ck)
                        if pid is None:
                            up = upsert_person(rec, svc.policy, user_id=user_id, name=name,
                                               emails=[email] if email else [], organization=None,
                                               source_type=self.source_type, at=at, now=now)
                            pid = people_cache[ck] = up.person.id
                            people += int(up.created)
                        edges.append(edge(EdgeType.INVOLVES, mid, pid, user_id, now, evidence=it.source))
                    for kind, names, etype in (("entity", d.entities, EdgeType.MENTIONS),
                                               ("project", d.projects, EdgeType.RELATES_TO)):
                        for name in names:
                            ck = (kind, name.lower())
                            eid = entity_cache.get(ck)
                            if eid is None:
                                eid = entity_cache[ck] = upsert_entity(
                                    rec, user_id=user_id, name=name, kind=kind, source_type=self.source_type,
                                    now=now).id
                            edges.append(edge(etype, mid, eid, user_id, now))
                    if it.thread_id:
                        prev = latest.get(it.thread_id)
                        # An update keeps its memory's id, which already has its place in the thread.
                        if prev and prev != mid and prev != o.replaced and o.kind != "update":
                            edges.append(edge(EdgeType.SAME_THREAD, mid, prev, user_id, now,
                                              evidence="same thread"))
                        latest[it.thread_id] = mid
                entries.append((plan.key, ids))
            rec.link(edges)
            if cursor is not None and home != user_id:  # the run's cursor lives with its home partition
                self.ledger.record(tx, user_id, source, entries, None)
                self.ledger.record(tx, home, source, [], cursor)
            else:
                self.ledger.record(tx, user_id, source, entries, cursor)
        report.people += people
        report.edges += len(edges)
        for key, ids in entries:
            if ids:
                report.memory_ids.setdefault(key, []).extend(ids)


@dataclass
class _Outcome:
    """What one draft of an item became: the memory to link, and how (new, update, skip, recovered)."""

    draft: MemoryDraft
    memory_id: str
    kind: str
    replaced: str | None = None  # the version an update replaced (not a thread neighbour of its successor)


@dataclass
class _Plan:
    key: str
    item: SourceItem
    drafts: list[MemoryDraft]
    outcomes: list[_Outcome] = field(default_factory=list)


def _cursor_past_skipped(connector: Connector, skipped: SkippedItem, cursor: Cursor | None) -> Cursor | None:
    """Connectors that track unreadable inputs (the mail connector) take them into the cursor, so a broken
    file is reported once, not on every run; the others keep the cursor as it is."""
    if not connector.cursor_tracks_skipped:
        return cursor
    return connector.cursor_after(skipped, cursor)


def _private(item: SourceItem) -> bool:
    """Mail is private to its user; so are direct messages, wherever they come from."""
    return item.source in PRIVATE_SOURCES or item.extra.get("conversation") in {"dm", "group_dm", "im", "mpim"}


def _people_of(item: SourceItem, draft: MemoryDraft) -> list[tuple[str, str | None]]:
    """(name, email) of everyone a memory involves: the author, the people the extraction named, and a
    message's direct recipients. Duplicates by e-mail or name are dropped here; the store resolves the rest."""
    out: list[tuple[str, str | None]] = []
    seen: set[str] = set()

    def add(name: str | None, email: str | None) -> None:
        email = (email or "").strip().lower() or None
        label = (name or "").strip() or (email.split("@")[0] if email else "")
        if not label or is_group_address(email):
            return  # a no-reply sender or an all-staff alias is no one the memory involves
        k = email or label.lower()
        if k in seen:
            return
        seen.add(k)
        out.append((label, email))

    if item.author:
        add(item.author.name or item.author.handle, item.author.email)
    roles = draft.metadata.get("people") if isinstance(draft.metadata.get("people"), list) else None
    if roles:
        for p in roles:
            if isinstance(p, dict):
                add(p.get("name"), p.get("email"))
    for name in draft.people:
        add(name, name if "@" in name else None)
    for r in item.recipients:
        add(r.name or r.handle, r.email)
    return out


def _reason(exc: BaseException) -> str:
    msg = getattr(exc, "message", None)
    return str(msg() if callable(msg) else msg) if msg else f"{type(exc).__name__}: {exc}"


__all__ = ["BATCH_ITEMS", "IngestReport", "Ingestor", "item_key"]
