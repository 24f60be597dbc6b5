"""What the CLI runs without opening a memory store through ``MemoryService``: contextual similarity and
calibration (``mnemo similarity``, ``mnemo calibrate``) and copying one store into another (``mnemo
migrate``). Kept apart from ``service.py`` so the one service API stays about a store's use cases.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mnemo.config import Settings
from mnemo.errors import InvalidInput

if TYPE_CHECKING:
    from mnemo.domain.contextual import ContextualResult
    from mnemo.lifecycle.store_copy import CopyReport
    from mnemo.ports import Embedder
    from mnemo.similarity.calibrate import Calibration


def migrate_store(source: str, target: str, *, settings: Settings | None = None, batch: int = 500,
                  on_progress: Callable[[str, int], None] | None = None) -> CopyReport:
    """Copy the store at ``source`` (a SQLite path or a PostgreSQL URL) into ``target``: every version, edge,
    log entry, conflict, person, entity, key and ledger row, resumable, with the counts compared at the end
    (``lifecycle/store_copy.py``). Both are opened with the configured embedding model, whose vectors are
    copied as they are."""
    from mnemo.bootstrap import build_embedder, open_store
    from mnemo.lifecycle.store_copy import copy_store

    src, dst = (source or "").strip(), (target or "").strip()
    if not src or not dst:
        raise InvalidInput("Both --from and --to are needed", "Pass --from PATH_OR_URL --to URL")
    if src == dst:
        raise InvalidInput("--from and --to are the same store", "Copy into another database")
    if "://" not in src.removeprefix("sqlite:///") and not Path(src.removeprefix("sqlite:///")).expanduser().is_file():
        raise InvalidInput(f"No database file at {src}", "Pass the path of an existing mnemo database")
    embedder = build_embedder((settings or Settings.load()).embedder)
    source_store = open_store(src, embedder)
    try:
        target_store = open_store(dst, embedder)
        try:
            if source_store.vault_header() is not None or target_store.vault_header() is not None:
                # the ledger's item keys and every lookup are tokens under the source's own index key
                raise InvalidInput("mnemo migrate does not copy a store with a vault yet",
                                   "Copy the store before `mnemo vault init`, then run `mnemo vault init` on the copy")
            return copy_store(source_store, target_store, batch=batch, on_progress=on_progress)
        finally:
            target_store.close()
    finally:
        source_store.close()


class SimilarityService:
    """Contextual similarity and calibration without a database (``mnemo similarity``, ``mnemo calibrate``);
    ``MemoryService`` uses the same engine for consolidation."""

    def __init__(self, settings: Settings, embedder: Embedder, engine: Any = None) -> None:
        from mnemo.bootstrap import build_llm, build_similarity

        self.settings = settings
        self.embedder = embedder
        self.engine = engine or build_similarity(settings, embedder, build_llm(settings.llm))

    @classmethod
    def open(cls, settings: Settings | None = None) -> SimilarityService:
        from mnemo.bootstrap import build_embedder

        settings = settings or Settings.load()
        return cls(settings, build_embedder(settings.embedder))

    def compare(self, a: str, b: str) -> ContextualResult:
        return self.compare_many([(a, b)])[0]

    def compare_many(self, pairs: Sequence[tuple[str, str]]) -> list[ContextualResult]:
        """Score pairs in order; each distinct text is embedded and decomposed once."""
        for i, pair in enumerate(pairs):
            a, b = pair
            if not isinstance(a, str) or not isinstance(b, str) or not a.strip() or not b.strip():
                raise InvalidInput(f"Pair {i + 1} has an empty or non-text side", "Give two non-empty texts")
        result: list[ContextualResult] = self.engine.compare_many([(a.strip(), b.strip()) for a, b in pairs])
        return result

    def calibrate(self, pairs: Sequence[tuple[str, str, str]] | None = None) -> Calibration:
        """Fit this embedder's raw-cosine bands from labeled pairs (the bundled set when none are given)."""
        from mnemo.similarity.calibrate import bundled_pairs, fit_bands

        return fit_bands(self.embedder, list(pairs) if pairs is not None else bundled_pairs())

    def save_calibration(self, calibration: Calibration, config_path: str | Path) -> str:
        """Store the fitted bands in the config file; later runs pick them up for this model."""
        from mnemo.config import write_bands

        return str(write_bands(config_path, calibration.model_id, calibration.bands))
