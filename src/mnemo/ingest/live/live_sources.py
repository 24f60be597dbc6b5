"""Live sources as configuration (``service.live``): add, list, remove, status, retry, sync, and the
server's receiver, webhook worker and sync scheduler (``docs/live_sources.md``).

The one API the CLI (``mnemo sources …``) and the HTTP endpoints (``/hooks/github``, ``/slack/events``)
adapt. A source's secret goes into the store sealed (``storage/codec.py``) and never comes back out
through this API: ``describe`` says only whether one is set.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mnemo.domain.access import team_owner
from mnemo.domain.live import SYNC_KINDS, WEBHOOK_KINDS, LiveSource
from mnemo.domain.sources import PRIVATE_SOURCES
from mnemo.errors import InvalidInput, NotFound
from mnemo.ingest.live.receiver import HookReceiver
from mnemo.ingest.live.hook_worker import HookWorker
from mnemo.ingest.live.scheduled_sync import LEDGER_SOURCE, ScheduledSyncs, SyncRun, SyncScheduler, check_sync_settings
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
        self._scheduler: SyncScheduler | None = None
        self.syncs = ScheduledSyncs(service, extractor, self.store)
        self._lock = threading.Lock()
        self.autostart = False  # a server sets it: the first delivery starts the worker if none runs
        self.receiver = HookReceiver(self.store, service.clock, wake=self._wake)

    # -- configuration ----------------------------------------------------------------------------------------
    def add(self, kind: str, name: str, *, user_id: str, secret: str | None, team_id: str | None = None,
            share: bool = True, replace: bool = False, settings: dict[str, Any] | None = None) -> LiveSource:
        """A webhook source (its secret verifies what it sends) or a synced one (``settings``: ``token_file``
        or a token as ``secret``, ``interval_s``, ``first_sync_limit``, ``daily_limit``, ``base_url``)."""
        kind = (kind or "").strip().lower()
        if kind not in WEBHOOK_KINDS + SYNC_KINDS:
            raise InvalidInput(f"Unknown live source kind {kind!r}",
                               f"Use one of: {', '.join(WEBHOOK_KINDS + SYNC_KINDS)}")
        secret = (secret or "").strip() or None
        self.check_new(name, replace)
        if kind in SYNC_KINDS:
            settings = check_sync_settings(kind, dict(settings or {}), secret)
        else:
            settings = self._webhook_settings(kind, name, secret, dict(settings or {}))
        source = LiveSource(name=name, kind=kind, user_id=check_user_id(user_id), team_id=check_team_id(team_id),
                            share=share, secret=secret, settings=settings or {}, created_at=self.svc.clock.now())
        self.store.save_source(source)
        return source

    def check_new(self, name: str, replace: bool) -> None:
        """A name a new source may take (checked before an OAuth consent, not after it)."""
        if not _NAME.match(name or ""):
            raise InvalidInput(f"Invalid source name {name!r}",
                               "Use 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit")
        if not replace and self.store.get_source(name) is not None:
            raise InvalidInput(f"A source named {name!r} exists", "Pick another name, or pass --replace")

    def _webhook_settings(self, kind: str, name: str, secret: str | None, settings: dict[str, Any]) -> dict[str, Any]:
        """A webhook source's secret and what it takes (``repos`` for GitHub, ``channels`` for Slack). Two
        sources that one secret verifies must take different repositories or channels: the receiver routes
        by them (``receiver.route``), and two sources taking the same delivery would be a guess."""
        if len(secret or "") < _MIN_SECRET:
            raise InvalidInput(f"The {kind} secret is missing or shorter than {_MIN_SECRET} characters",
                               "Pass the webhook secret (GitHub) or the app's signing secret (Slack) with "
                               "--secret-env VAR or --secret-file PATH")
        key, flag = ("repos", "--repo") if kind == "github" else ("channels", "--channel")
        extra = {k for k, v in settings.items() if v is not None} - {key}
        if extra:
            raise InvalidInput(f"A {kind} source takes no {', '.join(sorted(extra))} setting",
                               f"Use {flag} only; --token-file, --every and the sync limits are for synced sources")
        values = sorted({str(v).strip().lower() if kind == "github" else str(v).strip()
                         for v in settings.get(key) or [] if str(v).strip()})
        for other in self.store.list_sources(kind):
            if other.name == name or other.secret != secret:
                continue
            theirs = set(other.settings.get(key) or [])
            if not values or not theirs or theirs & set(values):
                raise InvalidInput(f"The {kind} source {other.name!r} has the same secret and takes some of the same "
                                   f"deliveries", f"Give each source the {key} it takes ({flag}), with none in common")
        return {key: values} if values else {}

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
        info: dict[str, Any] = {
            "name": source.name, "kind": source.kind, "user": source.user_id, "team": source.team_id,
            "shared": bool(source.team_id and source.share),
            "secret": ("set" if source.secret else "oauth" if source.settings.get("oauth")
                       else "file" if source.settings.get("token_file") else "missing"),
            "endpoint": {"github": "/hooks/github", "slack": "/slack/events"}.get(source.kind),
            "takes": source.settings.get("repos") or source.settings.get("channels") or "everything",
            "last_run": source.last_run_at.isoformat() if source.last_run_at else None,
            "last_error": source.last_error, "items": source.items, "errors": source.errors}
        if source.kind in SYNC_KINDS:
            ledger_source = LEDGER_SOURCE[source.kind]
            home = (team_owner(source.team_id) if source.team_id and source.share
                    and ledger_source not in PRIVATE_SOURCES else source.user_id)  # where the runner keeps it
            cursor = self.svc.store.ingest_ledger().cursor(home, ledger_source, f"live:{source.name}")
            info.update({"token_file": source.settings.get("token_file"),
                         "every_s": source.settings.get("interval_s"),
                         "next_run": source.next_run_at.isoformat() if source.next_run_at else "now",
                         "running": bool(source.running_until and source.running_until > self.svc.clock.now()),
                         "channels": source.settings.get("channels"),
                         "cursor": _cursor_state(cursor)})
        else:
            info["deliveries"] = self.store.delivery_counts(source.name)
        return info

    def sync(self, name: str | None = None) -> Sequence[SyncRun]:
        """Run one synced source now (``name``), or every due one (what the server's scheduler does)."""
        if name is None:
            return self.syncs.run_due()
        source = self.get(name)
        if source.kind not in SYNC_KINDS:
            raise InvalidInput(f"{name!r} is a {source.kind} webhook source: it is not synced",
                               "Its deliveries are processed by the server, or by `mnemo sources process`")
        return [self.syncs.run(source, force=True)]

    # -- processing -------------------------------------------------------------------------------------------
    def start_worker(self) -> None:
        """The server's background work: the webhook worker and the sync scheduler."""
        with self._lock:
            if self._worker is None:
                self._worker = HookWorker(self.svc, self.extractor)
                self._worker.start()
            if self._scheduler is None:
                self._scheduler = SyncScheduler(self.syncs)
                self._scheduler.start()

    def stop_worker(self) -> None:
        with self._lock:
            worker, self._worker = self._worker, None
            scheduler, self._scheduler = self._scheduler, None
        if worker is not None:
            worker.stop()
        if scheduler is not None:
            scheduler.stop()

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


def _cursor_state(cursor: dict[str, Any] | None) -> str:
    """A cursor in a word: Gmail's phase (first, daily), a chat's channels read so far, or none."""
    if not cursor:
        return "none"
    if cursor.get("phase"):
        return str(cursor["phase"])
    marks = cursor.get("marks") or {}
    return f"{len(marks)} channel(s)" if marks else "none"
