"""Are two decisions on one matter? A learned second opinion for supersession.

Why: ``write/supersede.py`` ties a new decision to an older one by hand-written rules over the embedding's
cosine and anchors (a shared thread, a shared name, a value of the same kind). On message sequences written
later by people who never saw those rules, the share of subjects whose standing decision was right fell from
0.94 (the sequences they were written on) to 0.43-0.71. This model reads the same signals the rules compute,
plus a few of its own (bucketed cosine, across languages or not, how far apart in time, word overlap), and
gives the probability that the two are on one matter; it is trained on the decision pairs of several
independently written sequence splits (``benchmarks/matter_model.py``), whose labels say which messages
decide the same subject.

It is a logistic regression over named binary features (``text/linear_model.py``: weights from a JSON file in
the package, no numpy); ``pair_features`` is the one place the features are named, used by both
the trainer and ``Supersession.judge``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mnemo.domain.supersession import Phrasing, Relation
from mnemo.text.linear_model import LinearModel, packaged_model


def _bucket(x: float, width: float, top: int) -> int:
    return max(0, min(top, int(x / width)))


def pair_features(cosine: float, signals: dict[str, Any]) -> list[str]:
    """Feature names of one (newer, older) pair: the cosine in tenths (apart for pairs across languages,
    whose cosines run lower), and each signal: a true flag by its name, a count capped at 3, a label by value."""
    across = bool(signals.get("across"))
    band = _bucket(cosine, 0.1, 9)
    out = [f"cos:{band}", f"cos:{band}:{'across' if across else 'same'}"]
    for key, value in signals.items():
        if isinstance(value, bool):
            if value:
                out.append(key)
        elif isinstance(value, int):
            out.append(f"{key}:{min(value, 3)}")
        elif isinstance(value, float):
            out.append(f"{key}:{_bucket(value, 0.1, 9)}")
        elif value is not None:
            out.append(f"{key}:{value}")
    phrasing = signals.get("phrasing")
    if phrasing is not None:
        out.append(f"phrasing:{phrasing}:cos{min(band, 6) // 2}")
    return out


def relation_by_phrasing(phrasing: Phrasing) -> Relation:
    """How the newer of two decisions the model tied relates to the older, by how it is phrased: a cancellation
    cancels, a reminder restates, a change or a return replaces (the model ties no other phrasing:
    ``Supersession._model_reading``)."""
    if phrasing is Phrasing.CANCEL:
        return Relation.CANCELS
    if phrasing is Phrasing.REMINDER:
        return Relation.RESTATES
    return Relation.SUPERSEDES


@lru_cache(maxsize=1)
def shipped_matter_model() -> LinearModel | None:
    """The weights in the package, or None when the file is missing (then the rules decide alone)."""
    return packaged_model("mnemo.write", "matter_weights.json")
