"""Answering a question for Slack: one ``MemoryService.ask`` call rendered as mrkdwn (``answer_text``), run on
the bot's own worker threads so the HTTP request that asked can give up waiting.

Why threads and a handoff: Slack shows an error when a slash command is not answered within 3 seconds, and a
search (or an LLM's answer) may take longer. The request waits up to ``inline_seconds`` for the answer; if
it is not ready by then the request acknowledges at once and the answer goes to Slack's ``response_url``
when it is. ``Handoff`` makes that choice exactly once under a lock, so an answer is never both returned
and posted, nor neither. A failure is never dropped: it is logged and becomes an error message to the
person who asked.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mnemo.domain.access import Reader
from mnemo.errors import MnemoError
from mnemo.interfaces.answer_text import render
from mnemo.interfaces.labels import label
from mnemo.text.analysis import language_of

if TYPE_CHECKING:
    from mnemo.service import MemoryService

log = logging.getLogger("mnemo.slack_bot")

#: Answers written at once; more questions wait in the pool's queue (and are then answered late).
WORKERS = 4


@dataclass(frozen=True)
class Reply:
    """An answer's mrkdwn text; ``ok`` is False when it is an error message instead of an answer."""

    text: str
    ok: bool = True


def failure(question: str, exc: BaseException) -> Reply:
    """What the person who asked reads when answering failed: a mnemo error says what to fix (it names no
    secret); anything else is a bug, logged with its traceback and shown without internals."""
    if isinstance(exc, MnemoError):
        log.warning("Slack bot: could not answer %r: %s", question[:80], exc.message)
        reason = exc.message
    else:
        log.error("Slack bot: answering %r failed", question[:80], exc_info=exc)
        reason = "an internal error (the server logged the details); try again"
    return Reply(label("slack_failed", language_of(question)).format(reason=reason), ok=False)


class Handoff:
    """One answer being written, handed either to the request still waiting for it or, once that request
    has stopped waiting, to the worker that delivers it late."""

    def __init__(self, *, late: bool = False) -> None:
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._reply: Reply | None = None
        self._late = late  # decided up front: always acknowledge first, deliver later

    def finish(self, reply: Reply) -> bool:
        """Called by the worker with the answer; True when the request has gone (deliver it late)."""
        with self._lock:
            self._reply = reply
            self._ready.set()
            return self._late

    def wait(self, seconds: float) -> Reply | None:
        """The answer if it is ready within ``seconds``; else None, and from then on it is delivered late."""
        if not self._late:
            self._ready.wait(max(seconds, 0.0))
        with self._lock:
            if self._reply is not None and not self._late:
                return self._reply
            self._late = True
            return None


class Answerer:
    """The bot's answers: ``MemoryService.ask`` for a team's reader, rendered for Slack, on worker threads."""

    def __init__(self, service: MemoryService, workers: int = WORKERS) -> None:
        self.service = service
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="mnemo-slack")

    def reply(self, question: str, reader: Reader) -> Reply:
        """The answer to ``question`` from what ``reader`` may read (an error message if it fails)."""
        try:
            return Reply(render(self.service.ask(question, reader=reader), slack=True))
        except Exception as exc:  # every failure reaches the person who asked (and the log)
            return failure(question, exc)

    def within(self, question: str, reader: Reader, seconds: float,
               late: Callable[[Reply], None]) -> Reply | None:
        """The reply when it is ready within ``seconds``; else None, and ``late`` is called with it (on the
        worker thread) when it is. ``seconds`` 0 always answers late (an operator's choice: every command is
        acknowledged first). An error raised by ``late`` is logged, since no one else would see it."""
        handoff = Handoff(late=seconds <= 0)

        def work() -> None:
            reply = self.reply(question, reader)
            if handoff.finish(reply):
                try:
                    late(reply)
                except Exception:
                    log.exception("Slack bot: the late answer to %r could not be delivered", question[:80])

        self._pool.submit(work)
        return handoff.wait(seconds)

    def later(self, job: Callable[[], None]) -> None:
        """Run ``job`` on a worker thread (a mention's answer, posted by the job); its errors are logged."""

        def run() -> None:
            try:
                job()
            except Exception:
                log.exception("Slack bot: a background answer failed")

        self._pool.submit(run)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
