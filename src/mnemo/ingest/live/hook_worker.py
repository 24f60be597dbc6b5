"""The webhook worker: takes due deliveries from the inbox and ingests them (``docs/live_sources.md``).

A server runs one worker thread (``start``); ``run_once`` is the same work done once, for ``mnemo sources
process`` and tests. Deliveries are taken under a lease, grouped by source, and read by the source's own
connector (the one ``mnemo ingest`` uses for exported webhook logs) from a temporary JSON-lines file, then
written with the source's user, team and sharing. No cursor is kept: the ingest ledger remembers every item
written, so a delivery processed twice (a crash after its memories committed and before it was marked
done, or the lease of a slow worker running out) adds nothing the second time.

A run that fails (or leaves an item unwritten) puts its deliveries back with an exponential backoff, and
after ``MAX_ATTEMPTS`` marks them failed with the reason, which ``mnemo sources status`` shows;
``mnemo sources retry NAME`` makes them due again.
"""

from __future__ import annotations

import json
import logging
import tempfile
import threading
import time
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from mnemo.domain.live import HookDelivery, LiveSource
from mnemo.errors import MnemoError, StorageError

if TYPE_CHECKING:
    from mnemo.ingest.runner import IngestTarget
    from mnemo.ports import Extractor

log = logging.getLogger(__name__)

LEASE_S = 300.0          # a taken delivery is another worker's again after this (a worker that died)
RENEW_S = 60.0           # while a run works, its deliveries' lease is renewed this often
MAX_ATTEMPTS = 8         # then failed, with its reason, until `mnemo sources retry`
BACKOFF_S = 5.0          # first retry after 5 s, doubling: 5 s, 10 s, ... about 10 min at the 8th
BATCH = 50               # deliveries taken at once
IDLE_S = 5.0             # how often an idle worker looks for due retries without being woken


class HookWorker:
    def __init__(self, service: IngestTarget, extractor: Extractor) -> None:
        self.svc = service
        self.extractor = extractor
        self.inbox = service.store.live_sources()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()  # one run at a time in this process

    # -- the thread -------------------------------------------------------------------------------------------
    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="mnemo-hooks", daemon=True)
            self._thread.start()

    def wake(self) -> None:
        self._wake.set()

    def stop(self, timeout: float = 30.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                done = self.run_once()
            except StorageError as exc:  # the database is down: one line a pass, not a traceback
                log.warning("The webhook worker could not run; its deliveries stay in the inbox (%s)", exc.message)
                done = 0
            except Exception:  # noqa: BLE001 - the worker outlives one bad run; the deliveries stay pending
                log.exception("The webhook worker's run failed; its deliveries stay in the inbox")
                done = 0
            if not done:
                self._wake.wait(IDLE_S)
                self._wake.clear()

    # -- one run ----------------------------------------------------------------------------------------------
    def run_once(self, limit: int = BATCH) -> int:
        """Process the deliveries due now (at most ``limit``); how many were taken."""
        with self._lock:
            now = self.svc.clock.now()
            taken = self.inbox.take(now, now + timedelta(seconds=LEASE_S), limit=limit)
            by_source: dict[str, list[HookDelivery]] = {}
            for d in taken:
                by_source.setdefault(d.source_name, []).append(d)
            for name, deliveries in by_source.items():
                self._process(name, deliveries)
            return len(taken)

    def _process(self, name: str, deliveries: Sequence[HookDelivery]) -> None:
        source = self.inbox.get_source(name)
        if source is None:  # removed after the deliveries came in: nothing to write them for
            for d in deliveries:
                self.inbox.retry(d.id, at=None, attempts=d.attempts + 1, give_up=True,
                                 error=f"The source {name!r} was removed")
            return
        try:
            report_items, failed = self._ingest(source, deliveries)
        except Exception as exc:  # noqa: BLE001 - reported on the deliveries and the source, retried later
            reason = exc.message if isinstance(exc, MnemoError) else f"{type(exc).__name__}: {exc}"
            self._put_back(deliveries, reason)
            self.inbox.record_run(name, self.svc.clock.now(), items=0, error=reason)
            log.warning("Webhook deliveries of %s failed (%s); they will be retried", name, reason)
            return
        if failed:
            reason = f"{failed} item(s) could not be written; the delivery will be read again"
            self._put_back(deliveries, reason)
            self.inbox.record_run(name, self.svc.clock.now(), items=report_items, error=reason)
            return
        self.inbox.finish([d.id for d in deliveries])
        self.inbox.record_run(name, self.svc.clock.now(), items=report_items, error=None)

    def _ingest(self, source: LiveSource, deliveries: Sequence[HookDelivery]) -> tuple[int, int]:
        from mnemo.ingest.connectors.registry import open_connector
        from mnemo.ingest.extract.drafts import draft_for
        from mnemo.ingest.normalize import normalize_item
        from mnemo.ingest.runner import Ingestor

        with tempfile.TemporaryDirectory(prefix="mnemo-hooks-") as tmp:
            path = Path(tmp) / f"{source.kind}.jsonl"
            with path.open("w", encoding="utf-8") as f:
                for d in deliveries:
                    f.write(json.dumps(d.record, ensure_ascii=False) + "\n")
            connector = open_connector(source.kind, path)
            ingestor = Ingestor(self.svc, self.extractor, normalize=normalize_item, draft_for=draft_for)
            ids, renewed = [d.id for d in deliveries], [time.monotonic()]

            def keep_lease(_: int) -> None:  # a long run keeps its deliveries: no other worker takes them meanwhile
                if time.monotonic() - renewed[0] >= RENEW_S:
                    renewed[0] = time.monotonic()
                    self.inbox.extend_leases(ids, self.svc.clock.now() + timedelta(seconds=LEASE_S))

            report = ingestor.run(connector, user_id=source.user_id, team_id=source.team_id, scope=None,
                                  share=source.share, on_progress=keep_lease)
        return report.items, report.failed

    def _put_back(self, deliveries: Sequence[HookDelivery], reason: str) -> None:
        now = self.svc.clock.now()
        for d in deliveries:
            attempts = d.attempts + 1
            give_up = attempts >= MAX_ATTEMPTS
            self.inbox.retry(d.id, at=now + timedelta(seconds=BACKOFF_S * 2 ** (attempts - 1)), attempts=attempts,
                             error=reason, give_up=give_up)
