"""The injection screen's second opinion: a linear model on the write's own embedding.

Why: the rules (``domain/injection.py``) read who a text addresses, and a phrasing they were not written for
passes; on PyRIT's jailbreak templates, never read while building either, they stopped 0.57. The bundled
multilingual encoder already embeds every write, so a logistic regression on that vector costs one dot
product and carries across paraphrase and language. Trained and chosen by ``benchmarks/injection_embedding.py``
(setting by cross-validation on training data only; figures in ``docs/injection.md``); the weights belong to
one embedding model, so another model gets no second opinion (the rules still run).

What a flag does depends on who writes (``domain/write_policy.py``): an agent's write is refused, a
connector's quarantined for review, and a person's kept with a warning (a person's own note is rarely an
attack, and the model flags about 1 in 350 casual chat lines).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from mnemo.domain.injection import InjectionVerdict

WEIGHTS = Path(__file__).with_name("injection_weights.json")


@dataclass(frozen=True)
class LearnedScreen:
    model_id: str
    weights: np.ndarray
    bias: float
    threshold: float

    def score(self, vector: np.ndarray) -> float:
        return float(np.dot(self.weights, np.asarray(vector, dtype=np.float32)) + self.bias)

    def verdict(self, vector: np.ndarray) -> InjectionVerdict | None:
        """A reject verdict when the text reads like an instruction to the AI that reads it later, else None."""
        s = self.score(vector)
        if s < self.threshold:
            return None
        return InjectionVerdict("reject", reason=f"It reads like an instruction to an AI that reads it later "
                                                 f"(learned screen, score {s:.2f} >= {self.threshold:.2f})",
                                rule="learned_screen")


@functools.lru_cache(maxsize=None)
def learned_screen(model_id: str) -> LearnedScreen | None:
    """The screen for vectors of ``model_id``; None when the shipped weights are for another model."""
    try:
        data = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if data.get("model") != model_id:
        return None
    weights = np.asarray(data["weights"], dtype=np.float32)
    return LearnedScreen(model_id, weights, float(data["bias"]), float(data["threshold"]))
