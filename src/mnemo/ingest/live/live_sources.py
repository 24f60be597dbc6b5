"""Live sources as configuration (``service.live``): add, list, remove, status, retry, and the server's
receiver and worker (``docs/live_sources.md``).

The one API the CLI (``mnemo sources …``) and the HTTP endpoints (``/hooks/github``, ``/slack/events``)
adapt. A source's secret goes into the store sealed (``storage/codec.py``) and never comes back out
through this API: ``describe`` says only whether one is set.
"""

from __future__ import annotations

import re
import threading
from typing import TYPE_CHECKING, Any

from mnemo.domain.live import WEBHOOK_KINDS, LiveSource
from mnemo.errors import InvalidInput, NotFound
from mnemo.ingest.live.receiver import HookReceiver
from mnemo.ingest.live.hook_worker import HookWorker
from mnemo.write.placement import check_team_id, check_user_id

if TYPE_CHECKING:
    from mnemo.ingest.runner import IngestTarget
    from mnemo.ports import Extractor

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_MIN_SECRET = 8


class LiveSources:
    def __init__(self, service: IngestTarget, extractor: Extractor) -> None:
        self.svc = service
        self.extractor = extractor
        self.store = service.store.live_sources()
        self._worker: HookWorker | None = None
        self._lock = threading.Lock()
        self.autostart = False  # a server sets it: the first delivery starts the worker if none runs
        self.receiver = HookReceiver(self.store, service.clock, wake=self._wake)

    # -- configuration ----------------------------------------------------------------------------------------
    def add(self, kind: str, name: str, *, user_id: str, secret: str, team_id: str | None = None,
            share: bool = True, replace: bool = False) -> LiveSource:
        kind = (kind or "").strip().lower()
        if kind not in WEBHOOK_KINDS:
            raise InvalidInput(f"Unknown live source kind {kind!r}", f"Use one of: {', '.join(WEBHOOK_KINDS)}")
        if not _NAME.match(name or ""):
            raise InvalidInput(f"Invalid source name {name!r}",
                               "Use 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit")
        secret = (secret or "").strip()
        if len(secret) < _MIN_SECRET:
            raise InvalidInput(f"The {kind} secret is missing or shorter than {_MIN_SECRET} characters",
                               "Pass the webhook secret (GitHub) or the app's signing secret (Slack) with "
                               "--secret-env VAR or --secret-file PATH")
        if not replace and self.store.get_source(name) is not None:
            raise InvalidInput(f"A source named {name!r} exists", "Pick another name, or pass --replace")
        source = LiveSource(name=name, kind=kind, user_id=check_user_id(user_id), team_id=check_team_id(team_id),
                            share=share, secret=secret, created_at=self.svc.clock.now())
        self.store.save_source(source)
        return source

    def get(self, name: str) -> LiveSource:
        source = self.store.get_source(name)
        if source is None:
            raise NotFound(f"No live source named {name!r}", "List them with `mnemo sources list`")
        return source

    def list(self) -> list[LiveSource]:
        return self.store.list_sources()

    def remove(self, name: str) -> None:
        if not self.store.remove_source(name):
            raise NotFound(f"No live source named {name!r}", "List them with `mnemo sources list`")

    def retry(self, name: str) -> int:
        """Make the source's failed deliveries due again; how many."""
        self.get(name)
        n = self.store.requeue_failed(name)
        if n:
            self._wake()
        return n

    def describe(self, source: LiveSource) -> dict[str, Any]:
        """What ``sources list/status`` show: never the secret."""
        return {"name": source.name, "kind": source.kind, "user": source.user_id, "team": source.team_id,
                "shared": bool(source.team_id and source.share), "secret": "set" if source.secret else "missing",
                "endpoint": {"github": "/hooks/github", "slack": "/slack/events"}.get(source.kind),
                "last_run": source.last_run_at.isoformat() if source.last_run_at else None,
                "last_error": source.last_error, "items": source.items, "errors": source.errors,
                "deliveries": self.store.delivery_counts(source.name)}

    # -- processing -------------------------------------------------------------------------------------------
    def start_worker(self) -> None:
        with self._lock:
            if self._worker is None:
                self._worker = HookWorker(self.svc, self.extractor)
                self._worker.start()

    def stop_worker(self) -> None:
        with self._lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.stop()

    def process(self) -> int:
        """Process every due delivery now (what the server's worker does); how many were taken."""
        worker = self._worker or HookWorker(self.svc, self.extractor)
        total = 0
        while True:
            n = worker.run_once()
            total += n
            if n == 0:
                return total

    def _wake(self) -> None:
        if self._worker is None and self.autostart:
            self.start_worker()
        elif self._worker is not None:
            self._worker.wake()
