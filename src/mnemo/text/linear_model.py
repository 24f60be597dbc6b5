"""A logistic regression over named binary features, its weights in a JSON file shipped in the package.

Used where hand-written rules fitted the data they were written on better than data they had not seen: the
extractor's decision-sentence model (``ingest/extract/sentence_model.py``) and supersession's one-matter model
(``write/matter_model.py``). No numpy and no download: a model is a dict of weights, read once; scoring one
example is a sum over its few dozen feature names.
"""

from __future__ import annotations

import json
import logging
import math
from importlib import resources
from typing import Any


class LinearModel:
    """Weights by feature name, and a bias."""

    def __init__(self, weights: dict[str, float], bias: float, meta: dict[str, Any] | None = None) -> None:
        self.weights = weights
        self.bias = bias
        self.meta = meta or {}

    def probability(self, names: list[str]) -> float:
        z = self.bias + sum(self.weights.get(f, 0.0) for f in names)
        if z < -30:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))

    def to_json(self) -> dict[str, Any]:
        return {"meta": self.meta, "bias": round(self.bias, 4),
                "weights": {k: round(v, 4) for k, v in sorted(self.weights.items()) if abs(v) >= 1e-4}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LinearModel:
        return cls({k: float(v) for k, v in data["weights"].items()}, float(data["bias"]), data.get("meta"))


def packaged_model(package: str, filename: str) -> LinearModel | None:
    """The model a package ships, or None when its file is missing (the caller's rules then decide alone)."""
    try:
        raw = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return None
    try:
        return LinearModel.from_json(json.loads(raw))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:  # a damaged install: say so, and go on without
        logging.getLogger(__name__).warning("%s/%s is damaged (%s); reinstall mnemo. Going on without it.",
                                            package, filename, exc)
        return None
