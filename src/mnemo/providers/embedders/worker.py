"""Embedding in a worker process, for bulk writes.

A large batch is a two-stage pipeline: embed chunk i+1 while chunk i is consolidated and written. With
a thread, the model's tokenizer and the engine's Python share one interpreter lock and the overlap stays
small; a worker process overlaps for real on two cores. The worker runs its BLAS single-threaded (the
parent keeps the other core), loads the same bundled model once and lives until the service closes.

The worker is ``python -m mnemo.providers.embedders.worker MODEL`` talking over its stdin/stdout, not a
``multiprocessing`` pool: spawn-based pools re-import the caller's ``__main__`` in the child (a user's
unguarded script would run twice), and forking a process that has BLAS threads can deadlock.
Protocol, each message framed by a 4-byte big-endian length. Request: a JSON list of texts, or a JSON
object ``{"texts": [...], "extra": true}`` followed by one pickle ``{"decompose": [texts], "screen": [field
dicts]}``. Reply: a JSON header ``{"rows", "dim", "seconds", "extra"}`` or ``{"error"}``, then (on success)
rows*dim float32 bytes, then, when ``extra`` is set, one pickle ``{"decomposed": [...], "verdicts": [...]}``:
the rule-based decompositions of the ``decompose`` texts and the injection screen's verdicts on the field
dicts. The parent consolidates chunk i while the worker embeds chunk i+1; decomposing a draft (the Korean
analyzer above all) and screening it were the largest shares of the parent's time left, and both are pure
functions of the draft, so they move to the worker too. Pickle is safe here: both ends are this module,
started by the parent from its own interpreter, talking over private pipes.
"""

from __future__ import annotations

import importlib
import json
import os
import pickle
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import IO, Any

import numpy as np

_THREAD_VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def _write(stream: IO[bytes], payload: bytes) -> None:
    stream.write(struct.pack(">I", len(payload)))
    stream.write(payload)
    stream.flush()


def _read(stream: IO[bytes]) -> bytes:
    head = stream.read(4)
    if len(head) < 4:
        raise EOFError("embedding worker closed its pipe")
    (n,) = struct.unpack(">I", head)
    data = stream.read(n)
    if len(data) < n:
        raise EOFError("embedding worker closed its pipe")
    return data


class EmbeddingProcess:
    """One worker process embedding with the named local model; ``submit`` returns a future."""

    def __init__(self, provider: str, jobs: str | None = None) -> None:
        """``jobs`` names a module whose ``answer(extra)`` does the work a request asks for beside the
        embedding (the composition root passes it; without one, such requests fail and the parent does the
        work itself)."""
        env = {**os.environ, **{k: "1" for k in _THREAD_VARS}}
        self._proc: subprocess.Popen[bytes] | None  # None once closed
        # -P: the caller's working directory is not put first on the worker's import path (``-m`` would put it
        # there, so a stray numpy.py or mnemo/ folder where the user runs a batch would be imported instead)
        self._proc = subprocess.Popen([sys.executable, "-P", "-m", "mnemo.providers.embedders.worker", provider,
                                       *([jobs] if jobs else [])],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      env=env)
        self._io = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mnemo-embed-io")
        self._lock = threading.Lock()
        # Not waited for: the model loads while the caller embeds its first chunk itself; requests queue
        # behind this one, and a worker that fails to start fails them (the caller then embeds inline).
        self.ready = self.submit(["start"])

    def _pipes(self) -> tuple[IO[bytes], IO[bytes]]:
        """The worker's stdin and stdout; raises once ``close`` has let the worker go."""
        proc = self._proc
        if proc is None:
            raise RuntimeError("embedding worker is closed")
        assert proc.stdin is not None and proc.stdout is not None  # both opened with PIPE
        return proc.stdin, proc.stdout

    def _roundtrip(self, texts: list[str], extra: dict[str, list[Any]] | None) -> \
            tuple[np.ndarray, float, dict[str, Any] | None]:
        with self._lock:
            stdin, stdout = self._pipes()
            if extra:
                _write(stdin, json.dumps({"texts": texts, "extra": True}, ensure_ascii=False).encode("utf-8"))
                _write(stdin, pickle.dumps(extra, protocol=pickle.HIGHEST_PROTOCOL))
            else:
                _write(stdin, json.dumps(texts, ensure_ascii=False).encode("utf-8"))
            header = json.loads(_read(stdout))
            if "error" in header:
                raise RuntimeError(f"embedding worker failed: {header['error']}")
            raw = _read(stdout)
            more = _read(stdout) if header.get("extra") else None
        vectors = np.frombuffer(raw, dtype=np.float32).reshape(header["rows"], header["dim"])
        answers = pickle.loads(more) if more is not None else None  # noqa: S301 - our own child, see above
        return vectors, float(header["seconds"]), answers

    def submit(self, texts: Sequence[str], extra: dict[str, list[Any]] | None = None) -> Future:
        """A future of ``(vectors, seconds the model spent, answers)``: with ``extra`` (``decompose``: texts,
        ``screen``: field dicts) the answers are ``{"decomposed": [...], "verdicts": [...]}``, else None."""
        return self._io.submit(self._roundtrip, list(texts), extra)

    def close(self) -> None:
        proc = getattr(self, "_proc", None)
        if proc is None:
            return
        self._proc = None
        try:
            proc.stdin.close()  # the worker exits on end of input
            proc.wait(timeout=10)
        except Exception:  # noqa: BLE001 - make sure it is gone (a stuck worker's reader then sees EOF)
            proc.kill()
            proc.wait(timeout=10)
        self._io.shutdown(wait=False, cancel_futures=True)


def _serve(provider: str, jobs: str | None = None) -> None:
    # The protocol gets a private copy of the pipe; anything else that prints (a sitecustomize, a library)
    # goes to stderr instead of corrupting the framing.
    stdout = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    from mnemo.providers.embedders.local import shared_model

    model = shared_model(provider)
    model.embed(["warm up"])
    stdin = sys.stdin.buffer
    while True:
        try:
            request = json.loads(_read(stdin))
            extra = pickle.loads(_read(stdin)) if isinstance(request, dict) and request.get("extra") else None  # noqa: S301
        except EOFError:
            return
        texts = request if isinstance(request, list) else request["texts"]
        try:
            t0 = time.perf_counter()
            vectors = np.ascontiguousarray(model.embed(texts), dtype=np.float32) if texts else \
                np.zeros((0, 0), dtype=np.float32)
            header = {"rows": int(vectors.shape[0]), "dim": int(vectors.shape[1]),
                      "seconds": time.perf_counter() - t0, "extra": extra is not None}
            answers = pickle.dumps(_answer(jobs, extra), protocol=pickle.HIGHEST_PROTOCOL) if extra is not None else b""
        except Exception as exc:  # noqa: BLE001 - reported to the parent, which falls back
            _write(stdout, json.dumps({"error": f"{type(exc).__name__}: {exc}"}).encode())
            continue
        _write(stdout, json.dumps(header).encode())
        _write(stdout, vectors.tobytes())
        if extra is not None:
            _write(stdout, answers)


def _answer(jobs: str | None, extra: dict[str, list[Any]]) -> Any:
    """The work beside the embedding, done by the module the composition root named (``jobs``): this
    package provides the process, not the rules it runs."""
    if not jobs:
        raise RuntimeError("this worker was started without a jobs module")
    return importlib.import_module(jobs).answer(extra)


if __name__ == "__main__":
    _serve(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
