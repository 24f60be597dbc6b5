"""Embedding in a worker process, for bulk writes.

A large batch is a two-stage pipeline: embed chunk i+1 while chunk i is consolidated and written. With
a thread, the model's tokenizer and the engine's Python share one interpreter lock and the overlap stays
small; a worker process overlaps for real on two cores. The worker runs its BLAS single-threaded (the
parent keeps the other core), loads the same bundled model once and lives until the service closes.

The worker is ``python -m mnemo.providers.embedders.worker MODEL`` talking over its stdin/stdout, not a
``multiprocessing`` pool: spawn-based pools re-import the caller's ``__main__`` in the child (a user's
unguarded script would run twice), and forking a process that has BLAS threads can deadlock.
Protocol, each message framed by a 4-byte big-endian length: request = JSON list of texts; reply =
JSON header ``{"rows", "dim", "seconds"}`` or ``{"error"}``, then (on success) rows*dim float32 bytes.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import IO

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

    def __init__(self, provider: str) -> None:
        env = {**os.environ, **{k: "1" for k in _THREAD_VARS}}
        self._proc: subprocess.Popen[bytes] | None  # None once closed
        self._proc = subprocess.Popen([sys.executable, "-m", "mnemo.providers.embedders.worker", provider],
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

    def _roundtrip(self, texts: list[str]) -> tuple[np.ndarray, float]:
        with self._lock:
            stdin, stdout = self._pipes()
            _write(stdin, json.dumps(texts, ensure_ascii=False).encode("utf-8"))
            header = json.loads(_read(stdout))
            if "error" in header:
                raise RuntimeError(f"embedding worker failed: {header['error']}")
            raw = _read(stdout)
        vectors = np.frombuffer(raw, dtype=np.float32).reshape(header["rows"], header["dim"])
        return vectors, float(header["seconds"])

    def submit(self, texts: Sequence[str]) -> Future:
        """A future of ``(vectors, seconds the model spent)``."""
        return self._io.submit(self._roundtrip, list(texts))

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


def _serve(provider: str) -> None:
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
            texts = json.loads(_read(stdin))
        except EOFError:
            return
        try:
            t0 = time.perf_counter()
            vectors = np.ascontiguousarray(model.embed(texts), dtype=np.float32)
            header = {"rows": int(vectors.shape[0]), "dim": int(vectors.shape[1]),
                      "seconds": time.perf_counter() - t0}
        except Exception as exc:  # noqa: BLE001 - reported to the parent, which falls back
            _write(stdout, json.dumps({"error": f"{type(exc).__name__}: {exc}"}).encode())
            continue
        _write(stdout, json.dumps(header).encode())
        _write(stdout, vectors.tobytes())


if __name__ == "__main__":
    _serve(sys.argv[1])
