"""Fixtures of the storage contract suite: one ``store`` per backend, and a fake embedder.

Every test in ``tests/contract`` runs once per backend and talks to it through the ``MemoryStore`` port
only. Adding a backend (PostgreSQL) is one more entry in ``BACKENDS``: a function that opens a store on a
fresh database, and, when several store objects can share that database, one that opens another.

A test that documents a known defect of one backend carries ``@pytest.mark.known_bug("<backend id>", ...,
reason=...)``: it becomes a strict xfail on those backends only, so it starts failing (XPASS) the day the
defect is fixed, and other backends must pass it as written.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from mnemo.ports import MemoryStore

MODEL_ID = "fake-16"
DIM = 16


# --- the fake embedder ------------------------------------------------------------------------------------
class FakeEmbedder:
    """Deterministic bag-of-words vectors: each word maps to a fixed pseudo-random direction (seeded by a
    hash of the word), a text is the L2-normalized sum of its words. Texts sharing words are closer; no
    model is loaded, so the suite tests the store, not an embedding model."""

    model_id = MODEL_ID
    worker_name = None
    _WORD = re.compile(r"\w+")

    @property
    def dim(self) -> int:
        return DIM

    @staticmethod
    def _word_vector(word: str) -> np.ndarray:
        seed = int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "big")
        return np.random.default_rng(seed).standard_normal(DIM)

    def _one(self, text: str) -> np.ndarray:
        words = self._WORD.findall(text.casefold()) or [""]
        v = np.sum([self._word_vector(w) for w in words], axis=0)
        return (v / np.linalg.norm(v)).astype(np.float32)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._one(t) for t in texts]).astype(np.float32)

    def embed_query(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed(texts)

    def vec(self, text: str) -> np.ndarray:
        """One text's vector (shape ``(DIM,)``)."""
        return self.embed([text])[0]


@pytest.fixture
def embedder() -> FakeEmbedder:
    """The fake embedder (it shadows the suite-wide real one: no model is ever loaded here)."""
    return FakeEmbedder()


# --- backends ----------------------------------------------------------------------------------------------
@dataclass
class Backend:
    """How to open stores of one backend on one fresh database.

    ``open_other`` opens another store object on the same database (another connection, as another
    process would); None when the database cannot be shared (a private in-memory SQLite database)."""

    name: str
    open: Callable[[], MemoryStore]
    open_other: Callable[[], MemoryStore] | None


def _sqlite_file(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    from mnemo.storage.sqlite import SQLiteStore

    path = tmp_path / "contract.db"

    def open_store() -> MemoryStore:
        return SQLiteStore(path, model_id=MODEL_ID, dim=DIM)

    return Backend("sqlite-file", open_store, open_store)


def _sqlite_memory(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    from mnemo.storage.sqlite import SQLiteStore

    def open_store() -> MemoryStore:
        store = SQLiteStore(":memory:")
        store.bind_model(MODEL_ID, DIM)  # the port's other way of binding the model
        return store

    return Backend("sqlite-memory", open_store, None)


def _postgres(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    """A fresh database on the session's real PostgreSQL (``tests/pg_server.py``); every store object is
    another set of connections to it, as another process or server would have."""
    from mnemo.storage.postgres import PostgresStore

    url = request.getfixturevalue("pg_url")

    def open_store() -> MemoryStore:
        return PostgresStore(url, model_id=MODEL_ID, dim=DIM)

    return Backend("postgres", open_store, open_store)


BACKENDS: dict[str, Callable[[pytest.FixtureRequest, Path], Backend]] = {
    "sqlite-file": _sqlite_file,
    "sqlite-memory": _sqlite_memory,
    "postgres": _postgres,
}


@pytest.fixture(params=list(BACKENDS), ids=list(BACKENDS))
def backend(request, tmp_path) -> Backend:
    return BACKENDS[request.param](request, tmp_path)


@pytest.fixture
def store(backend: Backend) -> Iterator[MemoryStore]:
    s = backend.open()
    yield s
    s.close()


@pytest.fixture
def other_store(backend: Backend) -> Iterator[MemoryStore]:
    """A second store object on the same database (another connection); skipped where none can exist."""
    if backend.open_other is None:
        pytest.skip(f"{backend.name}: the database cannot be opened a second time")
    s = backend.open_other()
    yield s
    s.close()


# --- known defects as strict xfails on the named backends only --------------------------------------------
def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "known_bug(*backends, reason): strict xfail on the named backends (contract suite)")


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        callspec = getattr(item, "callspec", None)
        name = callspec.params.get("backend") if callspec is not None else None
        for mark in item.iter_markers("known_bug"):
            if name in mark.args:
                item.add_marker(pytest.mark.xfail(strict=True, reason=f"{name}: {mark.kwargs['reason']}"))
