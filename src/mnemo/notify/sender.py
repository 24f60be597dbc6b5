"""The webhook sender: delivers the store's outbox on a daemon thread, never in a writer's way.

A write that records a conflict keeps its event in the outbox inside its own transaction
(``write.recorder``); after the commit the store hands the event's id to ``offer``, which only puts it on a
bounded in-memory queue (never blocks: when the queue is full the id is dropped and the next scan of the
outbox finds the event). The thread takes each event from the outbox with a lease, so two senders (two
processes on one database) never deliver it at the same time, and POSTs it:

- up to ``attempts`` tries per round, waiting ``backoff`` seconds doubling (equal jitter, capped at
  ``max_delay``, or what a 429/503's ``Retry-After`` asks) between them; 2xx is delivered and the event
  leaves the outbox; a redirect, a 4xx other than 408/429, or a 501 is refused for good (kept as ``failed``);
- a round that fails is tried again later (1 minute, doubling up to an hour), by this process or whichever
  process sends next: the outbox is scanned when the sender starts and every ``poll_s`` seconds, so an event
  recorded just before a process exited is delivered by the next start.

``close`` (called when the store closes) stops the retries at once and gives what it had taken back to the
outbox, due immediately; events already queued get one last attempt each within ``close_wait_s`` (so a
short-lived ``mnemo add`` still delivers when the receiver is up), the rest wait in the outbox.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta, timezone

import httpx

from mnemo.domain.events import OutboxEvent
from mnemo.net import backoff_delay
from mnemo.notify.webhook import Attempt, post_event
from mnemo.ports import EventOutbox

log = logging.getLogger(__name__)

_SCAN = "scan"
_STOP = "stop"
_ROUND_DELAY_S = 60.0
_MAX_ROUND_DELAY_S = 3600.0


def _now() -> datetime:
    return datetime.now(timezone.utc)


class WebhookSender:
    def __init__(self, outbox: EventOutbox, url: str, secret: str, *, attempts: int = 5, backoff: float = 0.5,
                 max_delay: float = 30.0, timeout: float = 5.0, queue_size: int = 1000, poll_s: float = 30.0,
                 close_wait_s: float = 2.0, user_agent: str = "mnemo",
                 client_factory: Callable[[], httpx.Client] | None = None) -> None:
        self.outbox, self.url, self._secret = outbox, url, secret
        self.attempts, self.backoff, self.max_delay, self.timeout = max(1, attempts), backoff, max_delay, timeout
        self.poll_s, self.close_wait_s, self.user_agent = poll_s, close_wait_s, user_agent
        # a lease outlasts a whole round (every attempt timing out, every wait at its cap), plus a margin
        waits = sum(min(max_delay, backoff * 2 ** i) for i in range(self.attempts - 1))
        self.lease = timedelta(seconds=self.attempts * timeout + waits + 30.0)
        self._queue: queue.Queue[str] = queue.Queue(maxsize=queue_size)
        self._client = (client_factory or (lambda: httpx.Client(follow_redirects=False)))()
        self._stop = threading.Event()
        self._deadline = float("inf")
        self._thread = threading.Thread(target=self._run, name="mnemo-webhook", daemon=True)
        self._closed = False

    # -- lifecycle ------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Keep events in the outbox from now on and start delivering (first what earlier processes left)."""
        self.outbox.enable(on_commit=self.offer, on_close=self.close)
        self._thread.start()

    def offer(self, events: Sequence[OutboxEvent]) -> None:
        """Called after a commit: queue the events' ids for delivery. Never blocks and never raises."""
        for e in events:
            try:
                self._queue.put_nowait(e.id)
            except queue.Full:  # the event is in the outbox: the next scan delivers it
                log.warning("The webhook queue is full; event %s waits in the outbox for the next scan", e.id)

    def close(self) -> None:
        """Stop: waits at most ``close_wait_s`` for queued events' last attempt, gives the rest back."""
        if self._closed:
            return
        self._closed = True
        self._deadline = time.monotonic() + self.close_wait_s
        self._stop.set()
        if not self._thread.is_alive():
            self._client.close()
            return
        try:
            self._queue.put(_STOP, timeout=self.close_wait_s)
        except queue.Full:
            pass
        self._thread.join(max(0.0, self._deadline - time.monotonic()) + 0.2)
        if not self._thread.is_alive():
            self._client.close()
        else:  # an answer is still on its way: the lease keeps the event until it runs out
            log.warning("The webhook sender was still waiting for %s when the store closed", self.url)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    # -- the thread -------------------------------------------------------------------------------------------
    def _run(self) -> None:
        next_scan = 0.0  # scan at once: what earlier processes left
        while True:
            if self._stop.is_set():  # closing: what is queued gets its last attempt, then the thread ends
                if next_scan == 0.0:
                    item = _SCAN
                else:
                    try:
                        item = self._queue.get_nowait()
                    except queue.Empty:
                        return
            elif time.monotonic() >= next_scan:
                item = _SCAN
            else:
                try:
                    item = self._queue.get(timeout=next_scan - time.monotonic())
                except queue.Empty:
                    item = _SCAN
            if item == _STOP:
                return
            try:
                if item == _SCAN:
                    next_scan = time.monotonic() + self.poll_s
                    events = self.outbox.take(_now(), _now() + self.lease)
                elif self._stop.is_set() and time.monotonic() > self._deadline:
                    continue  # closing and out of time: it stays in the outbox, due
                else:
                    events = self.outbox.take(_now(), _now() + self.lease, ids=[item])
                for e in events:
                    self._deliver(e)
            except Exception:  # noqa: BLE001 - the sender must outlive a database hiccup
                log.warning("The webhook sender hit an error; the outbox keeps the events", exc_info=True)

    def _deliver(self, e: OutboxEvent) -> None:
        tried = 0
        while True:
            if self._stop.is_set() and time.monotonic() > self._deadline:
                self._give_back(e, e.attempts + tried, None)
                return
            result = self._attempt(e)
            tried += 1
            total = e.attempts + tried
            if result.outcome == "delivered":
                self.outbox.delivered(e.id)
                log.info("Delivered %s %s to %s (attempt %d)", e.event, e.id, self.url, total)
                return
            if result.outcome == "give_up":
                self.outbox.give_up(e.id, attempts=total, error=result.error or "refused")
                log.warning("Gave up on %s %s: %s", e.event, e.id, result.error)
                return
            if tried >= self.attempts:
                rounds = max(1, -(-total // self.attempts))
                delay = min(_MAX_ROUND_DELAY_S, _ROUND_DELAY_S * 2 ** (rounds - 1))
                self.outbox.retry_at(e.id, _now() + timedelta(seconds=delay), attempts=total, error=result.error)
                log.warning("Could not deliver %s %s after %d attempts (%s); next try in %.0f s",
                            e.event, e.id, tried, result.error, delay)
                return
            if self._stop.is_set():  # closing: no waiting out the backoff
                self._give_back(e, total, result.error)
                return
            wait = result.retry_after if result.retry_after is not None else backoff_delay(
                tried - 1, self.backoff, self.max_delay)
            wait = min(wait, self.max_delay)
            log.warning("Delivering %s %s failed (%s); retrying in %.1f s (attempt %d of %d)",
                        e.event, e.id, result.error, wait, tried + 1, self.attempts)
            if self._stop.wait(wait):
                self._give_back(e, total, result.error)
                return

    def _attempt(self, e: OutboxEvent) -> Attempt:
        try:
            return post_event(self._client, self.url, self._secret, e, sent_at=_now(), timeout=self.timeout,
                              user_agent=self.user_agent)
        except Exception as exc:  # noqa: BLE001 - anything unexpected is a transient failure, retried
            return Attempt("retry", f"{type(exc).__name__}: {exc}")

    def _give_back(self, e: OutboxEvent, attempts: int, error: str | None) -> None:
        self.outbox.retry_at(e.id, None, attempts=attempts, error=error)
