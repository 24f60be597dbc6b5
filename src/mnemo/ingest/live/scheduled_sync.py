"""Scheduled syncs of live sources: the server calls a source's API when it is due (``docs/live_sources.md``).

Three synced kinds, each with its connector holding what it reads and its cursor: Gmail
(``connectors/mail/gmail_api.py``: the design's first sync of up to 5,000 messages of 90 days, 70% sent
and 30% starred, then up to 100 a day, sent first), Discord (``connectors/discord_api.py``: the
channels' history since a per-channel cursor, through the bot API) and Notion
(``connectors/notion_api.py``: the pages edited since a watermark, with their hierarchy). This module decides *when* a source
runs and keeps what a run leaves:
- **Due.** A source is due at ``next_run_at`` (NULL: at once). After a run it is due again one interval
  later (Gmail: a day by default; Discord and Notion: 15 minutes), or ``RETRY_AFTER_ERROR_S`` later when the run failed, so an expired token
  is retried, not hammered, while its error waits in ``mnemo sources status``.
- **One run at a time.** A run takes the source with ``claim_run``, one conditional UPDATE, and holds it
  for ``LEASE_S``: two servers, or a server and ``mnemo sources sync``, never run it together; a run
  whose process died frees the source when the lease ends.
- **Resumable.** The ingest runner keeps the connector's cursor in the ingest ledger under the scope
  ``live:<name>``, saved with each batch: a run cut short resumes where it stopped, and an item already
  written is never written twice.
- **The token** is read at every run: from the file the source names (``--token-file``, so the tool that
  refreshes it keeps the sync working), or the token stored sealed with the source (``--secret-env``; a
  Discord bot token does not expire, so this is its usual place).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from mnemo.domain.live import SYNC_KINDS, LiveSource
from mnemo.errors import InvalidInput, MnemoError, StorageError

if TYPE_CHECKING:
    from mnemo.ingest.runner import IngestTarget
    from mnemo.ports import Connector, Extractor, LiveSourceStore

log = logging.getLogger(__name__)

DEFAULT_INTERVAL_S = {"gmail": 24 * 3600,   # a daily sync, as the design has it
                      "discord": 15 * 60,     # a chat: read a few times an hour
                      "notion": 15 * 60}      # pages: polled, as Notion sends no events to a server
#: The ingest ledger's source name of each kind (where the cursor is kept).
LEDGER_SOURCE = {"gmail": "mail", "discord": "discord", "notion": "notion"}
MIN_INTERVAL_S = 60
LEASE_S = 2 * 3600               # a first sync of 5,000 messages fits; a run that died frees the source then
RETRY_AFTER_ERROR_S = 15 * 60    # a failed run is tried again after this (or the interval, if shorter)
RENEW_S = 60.0                   # a run renews its hold this often while it reads
MAX_INTERVAL_S = 30 * 24 * 3600
_REAUTHORIZE = ("For a live source: write a fresh token to the file the source reads (--token-file), or run "
                "`mnemo sources add KIND NAME … --replace` with the new token")


class SyncHoldLost(MnemoError):
    """Another run took the source while this one stalled past its hold."""

    code = "conflict"
    http_status = 409


@dataclass(frozen=True)
class SyncRun:
    """What one run of a synced source did (``ran`` False: it was not due, or another run held it)."""

    name: str
    ran: bool
    items: int = 0
    memories_created: int = 0
    error: str | None = None
    next_run_at: datetime | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "ran": self.ran, "items": self.items, "memories_created": self.memories_created,
                "error": self.error, "next_run": self.next_run_at.isoformat() if self.next_run_at else None}


def interval_of(source: LiveSource) -> float:
    return float(source.settings.get("interval_s") or DEFAULT_INTERVAL_S[source.kind])


def check_sync_settings(kind: str, settings: dict[str, Any], secret: str | None) -> dict[str, Any]:
    """The settings of a synced source, checked when it is added (errors name the fix)."""
    if kind not in SYNC_KINDS:
        raise InvalidInput(f"{kind!r} is not a synced kind", f"Use one of: {', '.join(SYNC_KINDS)}")
    settings = {k: v for k, v in settings.items() if v is not None}  # an option not given: its default
    given = [bool(settings.get("token_file")), bool(secret), bool(settings.get("oauth"))]
    if sum(given) != 1:
        what = {"gmail": "OAuth access token", "discord": "bot token", "notion": "integration secret"}[kind]
        how = "--token-file, --secret-env or --oauth-client" if kind in ("gmail", "notion") else \
            "--token-file or --secret-env"
        raise InvalidInput(f"A {kind} source needs its {what} from exactly one of {how}",
                           f"e.g. mnemo sources add {kind} NAME --user alice --token-file token.txt")
    if kind == "discord":
        channels = settings.get("channels") or []
        if not channels or not all(str(c).strip().isdigit() for c in channels):
            raise InvalidInput("A discord source needs the ids of the channels it reads",
                               "Pass --channel ID for each (Developer Mode → right-click the channel → Copy ID)")
        settings["channels"] = [str(c).strip() for c in channels]
    elif settings.get("channels"):
        raise InvalidInput("--channel is for a discord source", "Drop it")
    interval = settings.get("interval_s", DEFAULT_INTERVAL_S[kind])
    if not isinstance(interval, (int, float)) or not MIN_INTERVAL_S <= interval <= MAX_INTERVAL_S:
        raise InvalidInput(f"Invalid sync interval {interval!r}", f"Pass --every from {MIN_INTERVAL_S} s to 30 days, "
                                                                  "e.g. --every 1d or --every 6h")
    for key in ("first_sync_limit", "daily_limit"):
        value = settings.get(key)
        if value is not None and (not isinstance(value, int) or value < 0):
            raise InvalidInput(f"Invalid {key} {value!r}", "Pass a whole number of 0 or more")
    return {k: v for k, v in settings.items() if v is not None}


class ScheduledSyncs:
    """Runs synced sources: the due ones (the server's worker, ``mnemo sources sync``) or one now."""

    def __init__(self, service: IngestTarget, extractor: Extractor, store: LiveSourceStore) -> None:
        self.svc = service
        self.extractor = extractor
        self.store = store

    def due(self, now: datetime | None = None) -> list[LiveSource]:
        now = now or self.svc.clock.now()
        return [s for s in self.store.list_sources() if s.kind in SYNC_KINDS
                and (s.next_run_at is None or s.next_run_at <= now)
                and (s.running_until is None or s.running_until <= now)]

    def run_due(self) -> list[SyncRun]:
        return [r for r in (self.run(s) for s in self.due()) if r.ran]

    def run(self, source: LiveSource, *, force: bool = False) -> SyncRun:
        """One run of ``source`` if it is due (or ``force``) and free; its outcome is recorded on the source.

        The run holds the source for ``LEASE_S`` and renews the hold every ``RENEW_S`` while it reads, so a
        long first sync is never taken over by another server; if the hold was lost anyway (this process
        stalled past it), the run stops at its next item. Whatever happens, even an interrupt, the run is
        recorded and the source rescheduled."""
        now = self.svc.clock.now()
        token = self.store.claim_run(source.name, now, now + timedelta(seconds=LEASE_S), force=force)
        if token is None:
            return SyncRun(source.name, ran=False, next_run_at=source.next_run_at)
        items = created = 0
        error: str | None = "interrupted"
        renewed = [time.monotonic()]

        def keep_hold(_: int) -> None:
            if time.monotonic() - renewed[0] < RENEW_S:
                return
            renewed[0] = time.monotonic()
            if not self.store.renew_run(source.name, token, self.svc.clock.now() + timedelta(seconds=LEASE_S)):
                raise SyncHoldLost(f"The sync of {source.name} lost its hold on the source to another run",
                                   "Nothing to do: the other run goes on from the cursor")

        try:
            report, problems = self._ingest(self._with_fresh_token(source), keep_hold)
            items, created = report.items, report.memories_created
            error = "; ".join(problems) or None
            if report.failed:
                error = "; ".join(filter(None, [error, f"{report.failed} item(s) could not be written; the next "
                                                       "run reads them again"]))
        except MnemoError as exc:
            error = exc.message + (f" {_REAUTHORIZE}" if "token" in exc.message.lower() else "")
        except Exception as exc:  # noqa: BLE001 - one source's failure is recorded; the others still run
            log.exception("The sync of %s failed", source.name)
            error = f"{type(exc).__name__}: {exc}"
        finally:
            finished = self.svc.clock.now()
            wait = interval_of(source) if error is None else min(RETRY_AFTER_ERROR_S, interval_of(source))
            next_run = finished + timedelta(seconds=wait)
            self.store.record_run(source.name, finished, items=items, error=error)
            self.store.schedule(source.name, next_run, token)
        if error:
            log.warning("The sync of %s failed (%s); next try at %s", source.name, error, next_run.isoformat())
        return SyncRun(source.name, ran=True, items=items, memories_created=created, error=error,
                       next_run_at=next_run)

    def _with_fresh_token(self, source: LiveSource) -> LiveSource:
        """An OAuth source with an access token good for this run (refreshed, and kept, when due)."""
        if not source.settings.get("oauth"):
            return source
        from mnemo.ingest.live.oauth import fresh_access_token

        oauth = dict(source.settings["oauth"])
        token, refreshed = fresh_access_token(source.kind, oauth)
        if refreshed:
            current = self.store.get_source(source.name) or source
            self.store.save_source(replace(current, settings={**current.settings, "oauth": oauth}))
        return replace(source, secret=token, settings={k: v for k, v in source.settings.items() if k != "token_file"})

    def _ingest(self, source: LiveSource, on_progress: Callable[[int], None]) -> tuple[Any, list[str]]:
        """The ingest report of one run, and the problems the connector met and went past (a Discord
        channel the bot cannot read, while the others are read)."""
        from mnemo.ingest.extract.drafts import draft_for
        from mnemo.ingest.normalize import normalize_item
        from mnemo.ingest.runner import Ingestor

        connector = self._connector(source)
        try:
            ingestor = Ingestor(self.svc, self.extractor, normalize=normalize_item, draft_for=draft_for)
            report = ingestor.run(connector, user_id=source.user_id, team_id=source.team_id,
                                  scope=f"live:{source.name}", share=source.share, on_progress=on_progress)
            return report, list(getattr(connector, "problems", []))
        finally:
            close = getattr(getattr(connector, "client", None), "close", None)
            if close is not None:
                close()

    @staticmethod
    def _connector(source: LiveSource) -> Connector:
        settings, token = source.settings, source.secret or None
        if source.kind == "notion":
            from mnemo.ingest.connectors import notion_api

            return notion_api.NotionSync.from_token(
                token, token_file=settings.get("token_file"),
                base_url=settings.get("base_url") or notion_api.DEFAULT_BASE_URL)
        if source.kind == "discord":
            from mnemo.ingest.connectors import discord_api

            return discord_api.DiscordSync.from_token(
                token, token_file=settings.get("token_file"), channels=settings.get("channels") or (),
                base_url=settings.get("base_url") or discord_api.DEFAULT_BASE_URL, guild=settings.get("guild"))
        from mnemo.ingest.connectors.mail import gmail_api

        options = {k: settings[k] for k in ("first_sync_limit", "daily_limit") if k in settings}
        return gmail_api.GmailSync.from_token(token, token_file=settings.get("token_file"),
                                              base_url=settings.get("base_url") or gmail_api.DEFAULT_BASE_URL,
                                              **options)


class SyncScheduler:
    """The server's scheduler: a thread that runs the due synced sources every ``poll_s`` seconds. Apart from
    the webhook worker, so a long first sync never holds up webhook deliveries."""

    def __init__(self, syncs: ScheduledSyncs, poll_s: float = 30.0) -> None:
        self.syncs = syncs
        self.poll_s = poll_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="mnemo-syncs", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 30.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                self.syncs.run_due()
            except StorageError as exc:  # the database is down: one line a pass, not a traceback
                log.warning("A pass of the sync scheduler could not run (%s)", exc.message)
            except Exception:  # noqa: BLE001 - the scheduler outlives one bad pass
                log.exception("A pass of the sync scheduler failed")
            self._stop.wait(self.poll_s)
