"""Fit an embedding model's raw-cosine bands from labeled pairs (``mnemo calibrate``).

Raw cosine scales differ between models (USE-m3 puts a budget change at 0.95, multilingual-e5 at 0.99),
so the decision tree's 0.95 / 0.80 / 0.50 fit one model and not another. Each threshold is fitted where it
best separates the labels on either side of it (duplicate | update | related | unrelated), then stored in
the config file under ``[bands."<model id>"]``; contextual similarity maps raw cosine through these bands
onto ``docs/design/similarity.md``'s scale, so the design's numbers stay the defaults everywhere else.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from mnemo.domain.policy import Bands
from mnemo.errors import InvalidInput

if TYPE_CHECKING:
    from mnemo.ports import Embedder

LABELS = ("unrelated", "related", "update", "duplicate")
_RANK = {label: i for i, label in enumerate(LABELS)}
MIN_PER_LABEL = 3


@dataclass(frozen=True)
class Calibration:
    model_id: str
    bands: Bands
    pairs: int
    per_label: dict[str, int]
    accuracy_before: float  # category accuracy of the current default bands on these pairs
    accuracy_after: float
    mean_cosine: dict[str, float] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {"model": self.model_id, "bands": self.bands.model_dump(), "pairs": self.pairs,
                "per_label": self.per_label, "accuracy_default_bands": round(self.accuracy_before, 4),
                "accuracy_calibrated_bands": round(self.accuracy_after, 4), "mean_cosine": self.mean_cosine}


def bundled_pairs() -> list[tuple[str, str, str]]:
    """The labeled pairs that ship with mnemo (Korean and English, written for calibration)."""
    text = resources.files("mnemo").joinpath("samples/calibration_pairs.jsonl").read_text(encoding="utf-8")
    return parse_pairs(text.splitlines(), "the bundled calibration pairs")


def read_pairs(path: str | Path) -> list[tuple[str, str, str]]:
    p = Path(path).expanduser()
    if not p.is_file():
        raise InvalidInput(f"No such pairs file: {p}", "Pass a JSONL file of {\"a\", \"b\", \"label\"} lines")
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise InvalidInput(f"{p} is not UTF-8 text", "Save the pairs file as UTF-8 JSONL") from None
    return parse_pairs(lines, str(p))


def parse_pairs(lines: Sequence[str], where: str) -> list[tuple[str, str, str]]:
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InvalidInput(f"Line {n} of {where} is not JSON ({exc.msg})", "Write one JSON object per line") from None
        if not isinstance(row, dict):
            raise InvalidInput(f"Line {n} of {where} is not a JSON object", 'Write {"a": ..., "b": ..., "label": ...}')
        a, b, label = row.get("a"), row.get("b"), str(row.get("label", "")).strip().lower()
        if not isinstance(a, str) or not isinstance(b, str) or not a.strip() or not b.strip():
            raise InvalidInput(f"Line {n} of {where} needs non-empty \"a\" and \"b\" texts", "Fill in both texts")
        if label not in _RANK:
            raise InvalidInput(f"Line {n} of {where} has label {row.get('label')!r}",
                               f"Use one of: {', '.join(reversed(LABELS))}")
        out.append((a, b, label))
    return out


def _best_threshold(cos: np.ndarray, upper: np.ndarray) -> float:
    """The cut that best separates pairs at or above a label (``upper``) from those below it."""
    order = np.argsort(cos)
    xs, ys = cos[order], upper[order]
    candidates = np.r_[xs[0] - 1e-3, (xs[1:] + xs[:-1]) / 2, xs[-1] + 1e-3]
    below_neg = np.r_[0, np.cumsum(~ys)]          # negatives at or below each cut
    above_pos = ys.sum() - np.r_[0, np.cumsum(ys)]  # positives above each cut
    correct = below_neg + above_pos
    best = np.flatnonzero(correct == correct.max())
    # The middle of the widest run of equally good cuts (not the mean of scattered ones, which can land
    # between two runs, on a worse cut).
    runs = np.split(best, np.flatnonzero(np.diff(best) > 1) + 1)
    widest = max(runs, key=lambda r: candidates[r[-1]] - candidates[r[0]])
    return float(np.clip((candidates[widest[0]] + candidates[widest[-1]]) / 2, 0.0, 1.0))


def _accuracy(cos: np.ndarray, ranks: np.ndarray, bands: Bands) -> float:
    pred = np.where(cos >= bands.skip, 3, np.where(cos >= bands.update, 2, np.where(cos >= bands.related, 1, 0)))
    return float((pred == ranks).mean())


def fit_bands(embedder: Embedder, pairs: Sequence[tuple[str, str, str]]) -> Calibration:
    counts = Counter(label for *_, label in pairs)
    short = [label for label in LABELS if counts.get(label, 0) < MIN_PER_LABEL]
    if short:
        raise InvalidInput(f"Too few labeled pairs for {', '.join(short)} (need {MIN_PER_LABEL} of each label)",
                           "Add pairs with those labels, or run mnemo calibrate without --pairs for the bundled set")
    texts = list(dict.fromkeys(t for a, b, _ in pairs for t in (a, b)))
    index = {t: i for i, t in enumerate(texts)}
    vecs = np.vstack([embedder.embed(texts[i:i + 256]) for i in range(0, len(texts), 256)])
    cos = np.array([float(vecs[index[a]] @ vecs[index[b]]) for a, b, _ in pairs])
    ranks = np.array([_RANK[label] for *_, label in pairs])
    related = _best_threshold(cos, ranks >= 1)
    update = max(related, _best_threshold(cos, ranks >= 2))
    skip = max(update, _best_threshold(cos, ranks >= 3))
    bands = Bands(skip=round(skip, 4), update=round(update, 4), related=round(related, 4))
    return Calibration(
        model_id=embedder.model_id, bands=bands, pairs=len(pairs), per_label=dict(counts),
        accuracy_before=_accuracy(cos, ranks, Bands()), accuracy_after=_accuracy(cos, ranks, bands),
        mean_cosine={label: round(float(cos[ranks == _RANK[label]].mean()), 4) for label in LABELS},
    )
