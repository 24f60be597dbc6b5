"""The injection screen's learned opinions: a linear model on the write's own embedding, and one on its words.

Why: the rules (``domain/injection.py``) read who a text addresses, and a phrasing they were not written for
passes; on PyRIT's jailbreak templates, never read while building either, they stopped 0.57. The bundled
multilingual encoder already embeds every write, so a logistic regression on that vector costs one dot
product and carries across paraphrase and language. Trained and chosen by ``benchmarks/injection_embedding.py``
(setting by cross-validation on training data only; figures in ``docs/injection.md``); the weights belong to
one embedding model, so a store with another embedding model has no embedding opinion (the rules and the
words' model still run).

What a flag does depends on who writes (``domain/write_policy.py``): an agent's write is refused, a
connector's quarantined for review, and a person's kept with a warning (a person's own note is rarely an
attack, and the two models flag about 1 in 250 casual chat lines).

A second model reads the text itself (``write/ngram_screen.py``: hashed letter and word n-grams); it needs no
embedding model, so a store with another embedder keeps it. Either model's flag is the screen's flag.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from mnemo.domain.injection import InjectionVerdict
from mnemo.write.ngram_screen import NgramScreen, ngram_screen

WEIGHTS = Path(__file__).with_name("injection_weights.json")


@dataclass(frozen=True)
class EmbeddingScreen:
    model_id: str
    weights: np.ndarray = field(repr=False)
    bias: float
    threshold: float

    def score(self, vector: np.ndarray) -> float:
        return float(np.dot(self.weights, np.asarray(vector, dtype=np.float32)) + self.bias)


@dataclass(frozen=True)
class LearnedScreen:
    """The embedding's model (for one embedding model, or None) and the n-gram model (or None)."""

    embedding: EmbeddingScreen | None
    ngrams: NgramScreen | None

    def verdict(self, vector: np.ndarray | None, text: str) -> InjectionVerdict | None:
        """A reject verdict when the text reads like an instruction to the AI that reads it later, else None.
        ``text`` is what the n-gram model reads (``ngram_screen.screened_text`` of the write)."""
        flagged = self.ngrams.flag(text) if self.ngrams is not None else None
        if flagged is not None:
            return _flag(f"learned screen on its words, score {flagged[0]:.2f} >= {flagged[1]:.2f}")
        if self.embedding is not None and vector is not None:
            s = self.embedding.score(vector)
            if s >= self.embedding.threshold:
                return _flag(f"learned screen, score {s:.2f} >= {self.embedding.threshold:.2f}")
        return None


def _flag(why: str) -> InjectionVerdict:
    return InjectionVerdict("reject", reason=f"It reads like an instruction to an AI that reads it later ({why})",
                            rule="learned_screen")


@functools.lru_cache(maxsize=None)
def learned_screen(model_id: str) -> LearnedScreen | None:
    """The screen for vectors of ``model_id`` (its embedding part only when the shipped weights are for that
    model) and for text; None when neither ships."""
    embedding = None
    try:
        data = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    if data.get("model") == model_id:
        embedding = EmbeddingScreen(model_id, np.asarray(data["weights"], dtype=np.float32), float(data["bias"]),
                                    float(data["threshold"]))
    ngrams = ngram_screen()
    return LearnedScreen(embedding, ngrams) if embedding is not None or ngrams is not None else None
