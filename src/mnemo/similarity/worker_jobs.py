"""The work a batch's embedding worker process does beside the embedding (``providers/embedders/worker.py``).

A large batch consolidates chunk i in the parent while the worker embeds chunk i+1. Two more per-draft steps
are pure functions of the draft and were the largest shares of the parent's time left: the rule-based
decomposition that contextual similarity compares (the Korean analyzer above all) and the injection screen.
The worker does them for the next chunk too, with the same code the parent would run, so a batch decides
exactly as single writes do. The decomposer lives in this package; the screen is the domain's.
"""

from __future__ import annotations

from typing import Any

from mnemo.domain.injection import check_fields
from mnemo.similarity.decompose import RuleDecomposer

_RULES = RuleDecomposer()


def answer(extra: dict[str, list[Any]]) -> dict[str, list[Any] | None]:
    """``decompose``: texts -> their rule-based decompositions; ``screen``: the fields the screen reads of
    each draft (``write.screen.draft_fields``) -> its verdicts. A step not asked for answers None."""
    texts, fields = extra.get("decompose"), extra.get("screen")
    return {"decomposed": [_RULES.decompose(t) for t in texts] if texts else None,
            "verdicts": [check_fields(f) for f in fields] if fields else None}
