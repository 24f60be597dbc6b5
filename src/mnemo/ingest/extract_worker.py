"""Extraction, the injection screen and decomposition in a worker process, for large ingests.

Why: a large import spends its time in two halves of about the same size. One is reading the source and
consolidating what it yields; the other is normalizing each item, extracting its decisions, screening each
draft for text written to steer a model and decomposing it for the similarity rules. The second half is a
pure function of the item, so a worker process does it for the next batches while the runner consolidates
this one (``ingest/runner.py``). On two cores that overlaps for real, where a thread would share one
interpreter lock. The runner keeps the verdicts and decompositions where the writer looks them up
(``write/screen.remember_screened``, ``similarity/decompose.remember_decompositions``): each is used only for
a draft whose fields, or a text, are exactly the ones the worker read. How much of the screening the
worker does moves with who waits on whom (the runner's ``_screen_share``).

The worker is ``python -P -m mnemo.ingest.extract_worker`` (see ``providers/embedders/worker.py`` for why a
module run by the interpreter and not a ``multiprocessing`` pool). It talks over its stdin and stdout with
``multiprocessing.connection`` framing. A request is a list of jobs ``(item, user_id, team_id, author,
source_type, screen)``. The reply holds one dict per job: ``drafts``, ``verdicts`` (the screen's verdicts on
each draft's readable fields when ``screen``, else None and the runner screens them), ``texts`` and
``decomposed`` (each draft's embedding text and its rule-based decomposition); or ``error``, and the runner
then extracts that item itself, so an extraction error is reported exactly as it is without a worker. The
worker only ever runs the rule-based extractor: an ingest with an LLM extractor extracts in the runner.
Pickle is safe here: both ends are this module, started by the runner from its own interpreter, talking
over private pipes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

_THREAD_VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")

Job = tuple[Any, str, str | None, str | None, Any, bool]  # (SourceItem, user_id, team_id, author, SourceType, screen)


class ExtractWorker:
    """One worker process; ``submit(jobs)`` returns a future of the answers, in order."""

    def __init__(self) -> None:
        env = {**os.environ, **{k: "1" for k in _THREAD_VARS}}
        # the worker imports the mnemo this process runs, wherever it was imported from
        here = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH")) if p)
        proc = subprocess.Popen([sys.executable, "-P", "-m", "mnemo.ingest.extract_worker"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        assert proc.stdin is not None and proc.stdout is not None  # both opened with PIPE
        self._proc: subprocess.Popen[bytes] | None = proc
        self._out = Connection(os.dup(proc.stdin.fileno()), readable=False)
        self._in = Connection(os.dup(proc.stdout.fileno()), writable=False)
        proc.stdin.close()
        proc.stdout.close()
        self._io = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mnemo-extract-io")
        self._sent: list[Future[list[Any]]] = []
        # Not waited for: the runner goes on by itself until the worker has imported its rules.
        self.ready: Future[list[Any]] = self.submit([])

    def _roundtrip(self, jobs: list[Job]) -> list[Any]:
        self._out.send(jobs)
        answers = self._in.recv()
        if not isinstance(answers, list) or len(answers) != len(jobs):
            raise RuntimeError(f"extraction worker answered {type(answers).__name__} to {len(jobs)} jobs")
        return answers

    def submit(self, jobs: list[Job]) -> Future[list[Any]]:
        future = self._io.submit(self._roundtrip, jobs)
        self._sent = [f for f in self._sent if not f.done()] + [future]
        return future

    def usable(self) -> bool:
        """Started or starting (requests wait for it); a worker that failed to start is closed, never used."""
        if self._proc is None:
            return False
        if self.ready.done() and self.ready.exception() is not None:
            self.close()
            return False
        return True

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if not all(f.done() for f in self._sent):
            proc.kill()  # starting, stuck, or answering what nobody will read: it has nothing to finish
        self._out.close()  # the worker exits at the end of its input
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        self._in.close()
        self._io.shutdown(wait=False, cancel_futures=True)


def _answer(job: Job, extractor: Any, decomposer: Any) -> dict[str, Any]:
    from mnemo.domain.injection import check_fields
    from mnemo.domain.memory_text import embedding_text
    from mnemo.ingest.extract.drafts import draft_for
    from mnemo.ingest.item_drafts import item_drafts
    from mnemo.ingest.normalize import normalize_item
    from mnemo.ingest.runner import item_key
    from mnemo.write.screen import draft_fields

    item, user_id, team_id, author, source_type, screen = job
    try:
        drafts = item_drafts(item, user_id=user_id, team_id=team_id, author=author, source_type=source_type,
                             normalize=normalize_item, extractor=extractor, draft_for=draft_for, key=item_key)
        texts = [embedding_text(d.content, d.title) for d in drafts]
        return {"drafts": drafts, "verdicts": [check_fields(draft_fields(d)) for d in drafts] if screen else None,
                "texts": texts, "decomposed": [decomposer.decompose(t) for t in texts]}
    except Exception as exc:  # noqa: BLE001 - the runner extracts this item itself and reports what fails
        return {"error": f"{type(exc).__name__}: {exc}"}


def _serve() -> None:
    incoming = Connection(os.dup(0), writable=False)
    outgoing = Connection(os.dup(1), readable=False)
    # anything else that prints (a sitecustomize, a library) goes to stderr, not into the framing
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    from mnemo.ingest.extract.rules import RuleExtractor
    from mnemo.similarity.decompose import RuleDecomposer

    extractor, decomposer = RuleExtractor(), RuleDecomposer()
    while True:
        try:
            jobs = incoming.recv()
        except EOFError:
            return
        outgoing.send([_answer(job, extractor, decomposer) for job in jobs])


if __name__ == "__main__":
    _serve()
