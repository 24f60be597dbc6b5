"""The embedding stage of a write: decide what needs a vector, embed it (in a worker when there is one),
hand each item its vector.

Embedding is the slow half of a write, so it does only what it must: identical texts in one chunk are
embedded once, and an item whose exact content is already an active memory gets no vector up front (it
will SKIP by content hash; the engine embeds it late in the rare case that memory was superseded by an
earlier item of the same batch). A re-import of the same data therefore costs almost no embedding.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from mnemo.domain.models import MemoryDraft
from mnemo.errors import MnemoError
from mnemo.ports import Embedder

log = logging.getLogger(__name__)


# A chunk takes well under a second in the worker; one that takes this long means the worker is stuck
# (stopped, or its pipe garbled): drop it and embed in this process.
WORKER_TIMEOUT_S = 120.0
SCREEN_STEP = 0.125  # how much of a chunk's screening moves between the processes after each chunk


@dataclass
class Item:
    """One draft on its way through the engine."""

    draft: MemoryDraft
    delete_subject: str | None
    text: str  # what gets embedded
    content_hash: str
    vector: np.ndarray | None = None
    known: bool = False  # its exact content was an active memory when the chunk was planned
    screen: str = "off"  # what the learned screen's flag does: refuse | quarantine | warn | off
    warnings: list[str] = field(default_factory=list)
    person: bool = False  # typed by a person (not ingested, not an agent's): it may state a change of a decision


@dataclass
class Embedded:
    """A chunk's embedding outcome: milliseconds of model time per item, or the error that stopped it;
    ``decomposed`` are the worker's rule-based decompositions of ``decomposed_texts`` (None when it made none)
    and ``verdicts`` its screen's verdicts on the chunk's drafts (None when it screened none)."""

    ms_per_item: float = 0.0
    error: MnemoError | None = None
    decomposed_texts: list[str] = field(default_factory=list)
    decomposed: list[Any] | None = None
    verdicts: list[Any] | None = None  # the worker's injection-screen verdicts by item (None: screen it here)


@dataclass
class Handle:
    """A submitted chunk: the future (None: embed inline at ``collect``), the texts sent to the worker
    (None: not sent to the worker) and the texts it was asked to decompose."""

    future: Future | None
    sent: list[str] | None = None
    decompose: list[str] = field(default_factory=list)


class ChunkEmbedder:
    """Embeds the next chunk while the engine writes this one; ``submit`` now, ``collect`` when needed.

    Where the next chunk is embedded: in the worker process when there is one; on a thread when the
    embedder waits on the network (an HTTP server); otherwise inline at ``collect``. A local model never
    runs on a second thread of this process: two threads calling OpenBLAS at once spin against each
    other (a 1,000-item batch took 19.5 s instead of 4.5 s here).
    """

    def __init__(self, embedder: Embedder, worker: Any | None, on_worker_failure: Callable[[], None],
                 share_cores: Callable[[], AbstractContextManager[None]] = nullcontext) -> None:
        """While a worker process takes the chunks, this process holds ``share_cores()`` (its BLAS on one
        thread, ``providers/embedders/blas_threads.py``) until ``close``."""
        self.embedder = embedder
        self.worker = worker
        self._cores = ExitStack()
        if worker is not None:
            self._cores.enter_context(share_cores())
        self._on_failure = on_worker_failure
        local = embedder.worker_name is not None
        self._screen_share = 1.0  # the share of a chunk's drafts the worker screens (see ``submit``)
        self._pool = None if local else ThreadPoolExecutor(max_workers=1, thread_name_prefix="mnemo-embed")

    def close(self) -> None:
        self._cores.close()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)

    @staticmethod
    def _texts(items: list[Item]) -> list[str]:
        """Distinct texts of the items that need a vector, in first-seen order."""
        return list(dict.fromkeys(it.text for it in items if not it.known and it.vector is None))

    def embed_now(self, items: list[Item]) -> Embedded:
        """Embed in the calling thread (single writes, and the fallback)."""
        texts = self._texts(items)
        t0 = time.perf_counter()
        try:
            vectors = self.embedder.embed(texts) if texts else None
        except MnemoError as exc:
            return Embedded(error=exc)
        return self._assign(items, texts, vectors, time.perf_counter() - t0)

    def submit(self, items: list[Item], decompose: bool = False,
               screen_fields: Callable[[MemoryDraft], dict[str, Any]] | None = None) -> Handle:
        """A handle for ``collect``. When the chunk goes to the worker process, it can also make the
        rule-based decomposition of each item that will be compared (``decompose``: not known, not a deletion
        request) and screen the first drafts' ``screen_fields``: a share that grows while the worker keeps
        ahead (its last answer was ready before it was needed) and shrinks while the parent waits on it, so
        the two processes share the work instead of one waiting on the other."""
        texts = self._texts(items)
        if self.worker is not None and texts:
            extra: dict[str, list[Any]] = {}
            if decompose:
                extra["decompose"] = list(dict.fromkeys(it.text for it in items
                                                        if not it.known and it.delete_subject is None))
            shared = round(self._screen_share * len(items))
            if screen_fields is not None and shared:
                extra["screen"] = [screen_fields(it.draft) for it in items[:shared]]
            try:
                return Handle(self.worker.submit(texts, extra or None), texts, extra.get("decompose", []))
            except Exception:  # noqa: BLE001 - a broken worker only costs speed
                self._drop_worker()
        if self._pool is not None:
            return Handle(self._pool.submit(self.embed_now, items))
        return Handle(None)  # embedded inline by ``collect``

    def collect(self, items: list[Item], handle: Handle) -> Embedded:
        if handle.future is None:
            return self.embed_now(items)
        if handle.sent is None:
            return handle.future.result()
        step = SCREEN_STEP if handle.future.done() else -SCREEN_STEP
        self._screen_share = min(1.0, max(0.0, self._screen_share + step))
        try:
            vectors, seconds, answers = handle.future.result(timeout=WORKER_TIMEOUT_S)
        except Exception:  # noqa: BLE001 - the worker died or hangs: embed here instead
            self._drop_worker()
            return self.embed_now(items)
        done = self._assign(items, handle.sent, vectors, seconds)
        answers = answers or {}
        decomposed, verdicts = answers.get("decomposed"), answers.get("verdicts")
        if decomposed is not None and len(decomposed) == len(handle.decompose):
            done.decomposed_texts, done.decomposed = handle.decompose, decomposed
        if verdicts is not None and len(verdicts) <= len(items):  # the first drafts'; the rest are screened here
            done.verdicts = [*verdicts, *([None] * (len(items) - len(verdicts)))]
        return done

    def _drop_worker(self) -> None:
        self.worker = None
        self._on_failure()

    @staticmethod
    def _assign(items: list[Item], texts: list[str], vectors: np.ndarray | None, seconds: float) -> Embedded:
        by_text = dict(zip(texts, vectors)) if vectors is not None else {}
        for it in items:
            if it.vector is None:  # a vector the caller supplied is kept
                it.vector = by_text.get(it.text)
        return Embedded(ms_per_item=seconds * 1000 / max(1, len(items)))


class WorkerPool:
    """The embedding worker process of one engine: started on first use for a large batch, dropped (and
    not retried) when it fails, so a broken worker costs speed, never a write."""

    def __init__(self, factory: Callable[[], Any] | None) -> None:
        self._factory = factory
        self._lock = threading.Lock()
        self._worker: Any = None
        self._failed = False

    def get(self) -> Any:
        """The worker, or None when there is none to be had (no factory, spawn refused, failed before)."""
        with self._lock:
            if self._worker is None and self._factory is not None and not self._failed:
                try:
                    self._worker = self._factory()
                except Exception as exc:  # noqa: BLE001 - no worker process (sandbox, spawn refused): inline
                    log.warning("The embedding worker process did not start (%s); embedding in this process",
                                exc)
                    self._failed = True
            return self._worker

    def drop(self) -> None:
        with self._lock:
            self._failed = True
            worker, self._worker = self._worker, None
        if worker is not None:
            log.warning("The embedding worker process failed; embedding in this process from now on")
            try:
                worker.close()
            except Exception:  # noqa: BLE001
                pass

    def close(self) -> None:
        with self._lock:
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.close()

