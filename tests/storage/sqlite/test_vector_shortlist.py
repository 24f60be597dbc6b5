"""The embedded vector index's shortlist for large partitions (``storage/sqlite/vector_index.py``): from
``APPROX_FROM`` vectors an unfiltered top-k scores exactly only the rows whose signs differ least from the
query's. It must keep what an exact scan finds, follow upserts and removals, and not touch small partitions."""

from __future__ import annotations

import numpy as np
import pytest

from mnemo.storage.sqlite.vector_index import APPROX_FROM, _Partition

DIM = 512  # the bundled encoder's width: fewer dimensions give coarser signs


def _clustered(n: int, seed: int = 3) -> np.ndarray:
    """Unit vectors around 200 topics, as a store's memories cluster (random directions would be easier)."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((200, DIM)).astype(np.float32)
    m = centres[rng.integers(0, 200, n)] + 0.6 * rng.standard_normal((n, DIM)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def _exact(part: _Partition, q: np.ndarray, k: int) -> list[str]:
    scores = part.matrix[:len(part)] @ q
    return [part.ids[i] for i in np.argsort(-scores)[:k]]


@pytest.fixture(scope="module")
def big() -> tuple[_Partition, np.ndarray]:
    vectors = _clustered(APPROX_FROM + 500)
    part = _Partition(DIM)
    for i, v in enumerate(vectors):
        part.upsert(f"m{i}", v)
    return part, vectors


def test_a_large_partition_finds_what_an_exact_scan_finds(big):
    part, vectors = big
    rng = np.random.default_rng(9)
    found = total = 0
    for i in rng.integers(0, len(vectors), 50):
        q = vectors[i] + 0.5 / np.sqrt(DIM) * rng.standard_normal(DIM).astype(np.float32)  # a paraphrase
        q /= np.linalg.norm(q)
        got = [mid for mid, _ in part.top(q, 40, -1.0)]
        want = _exact(part, q, 40)
        found += len(set(got) & set(want))
        total += 40
        assert got[0] == want[0]
    assert found / total >= 0.97


def test_the_shortlist_follows_upserts_and_removals(big):
    part, vectors = big
    q = -vectors[0]  # a direction far from most rows
    part.upsert("new", q)
    assert part.top(q, 5, -1.0)[0][0] == "new"
    part.remove("new")
    assert "new" not in [mid for mid, _ in part.top(q, 40, -1.0)]
    moved = part.ids[-1]
    part.remove("m0")  # the last row moves into the removed one's place, with its signs
    assert part.top(part.matrix[part.rows[moved]], 1, -1.0)[0][0] == moved
    part.upsert("m0", vectors[0])


def test_a_small_partition_is_scanned_exactly():
    part = _Partition(DIM)
    vectors = _clustered(2_000)
    for i, v in enumerate(vectors):
        part.upsert(f"m{i}", v)
    for q in vectors[:20]:
        assert [mid for mid, _ in part.top(q, 40, -1.0)] == _exact(part, q, 40)
    assert part._codes is None  # no signs kept: the shortlist was never used


def test_the_signs_grow_with_the_matrix():
    vectors = _clustered(APPROX_FROM + 100, seed=5)
    part = _Partition(DIM)
    for i, v in enumerate(vectors):
        part.upsert(f"m{i}", v)
    part.top(vectors[0], 10, -1.0)  # the signs are made now, as large as the matrix
    extra = _clustered(part.matrix.shape[0] - len(part) + 10, seed=6)  # past the matrix's capacity
    for i, v in enumerate(extra):
        part.upsert(f"x{i}", v)
    assert part._codes is not None and part._codes.shape[0] >= len(part)
    for i in (0, len(extra) // 2, len(extra) - 1):
        assert part.top(extra[i], 1, -1.0)[0][0] == f"x{i}"
