"""Frozen search configurations and the named recipes a caller picks per call."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from mnemo.errors import InvalidInput


class SearchConfig(BaseModel):
    """One retrieval configuration. ``min_relevance`` is the abstention line: a memory whose relevance
    plus ``context_weight`` x its conversation context (before recency) is below it is not returned,
    however recent, so a question about nothing stored gets nothing rather than the least-bad match. A
    neighbour of a relevant turn can pass on that turn's relevance."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    k: int = Field(default=10, ge=1, le=200)
    pool: int = Field(default=40, ge=1, le=2000)           # candidates from each of vector and keyword search
    # relevance = vector * w + keyword * (1 - w). Equal by default: with the bundled USE-m3, keyword (BM25)
    # matching finds a question's evidence more often than the embedding (LoCoMo turns, recall@10: BM25
    # 0.52, USE-m3 0.31, measured in ../shared/data/README.md).
    vector_weight: float = Field(default=0.5, ge=0, le=1)
    semantic_weight: float = Field(default=0.7, ge=0, le=1)
    recency_weight: float = Field(default=0.3, ge=0, le=1)
    decay_days: float = Field(default=14.0, ge=0)
    recency_floor: float = Field(default=0.1, ge=0, le=1)
    min_relevance: float = Field(default=0.30, ge=0, le=1)
    # a memory in the other language than the question passes on its cosine alone at this value: with USE-m3
    # a question's cosine to its decision in the other language has a median of 0.27 and a 20th percentile
    # of 0.19; 0.15 admits 86% of them and 6% of unrelated memories (docs/supersession.md, the table there)
    min_cosine_across: float = Field(default=0.15, ge=0, le=1)
    # ...and when it is at least as close in meaning as every same-language candidate, it ranks as if it had
    # the keyword evidence it cannot show (a same-language match adds half a keyword score, 0.87 on average
    # for the right memory). Without this a question in a store of many teams' decisions was answered by a
    # look-alike in its own language (own matter top-1 across languages 0.24 / 0.15 tune / check,
    # benchmarks/abstention.py). Ranking only, never admission (docs/retrieval.md "Across languages")
    across_bonus: float = Field(default=0.43, ge=0, le=1)
    min_score: float = Field(default=0.0, ge=0, le=1)
    # a keyword match counts in full only when the memory's meaning is close too: below this cosine (or
    # 0.6 of the search's best cosine, when that is lower: a one-word question) its keyword score shrinks
    # in proportion (a question sharing one word, "life", with an unrelated memory
    # outranked the memory that says the same in the other language; docs/retrieval.md)
    keyword_cosine: float = Field(default=0.3, ge=0, le=1)
    superseded_factor: float = Field(default=0.3, ge=0, le=1)
    # a hit's neighbours in its thread (conversation turns, a mail thread): each hit scores on its relevance
    # plus this share of its best neighbour's, and the neighbours of the best k hits join the candidates;
    # decisions take no part (retrieval/search.py ``_in_context``; docs/retrieval.md)
    context_weight: float = Field(default=0.7, ge=0, le=1)
    context_radius: int = Field(default=2, ge=0, le=5)
    hops: int = Field(default=0, ge=0, le=3)
    # an old decision compacted into a compacted memory (``docs/lifecycle.md``) is shown as that memory,
    # with the originals it stands for named; True shows the originals themselves
    expand_compacted: bool = False
    hop_decay: float = Field(default=0.9, ge=0, le=1)


RECIPES: dict[str, SearchConfig] = {
    # ``docs/design/system.md``'s default: 70 % meaning, 30 % recency (14-day half-life), no graph
    "default": SearchConfig(),
    # what happened lately: recency weighs as much as meaning, a week's half-life
    "recent": SearchConfig(semantic_weight=0.5, recency_weight=0.5, decay_days=7.0),
    # multi-hop: the hits plus what they link to, 2 hops at x0.9 each
    "graph": SearchConfig(hops=2),
    # what was said or done, whenever: meaning only, no recency (a conversation's history, an audit)
    "history": SearchConfig(semantic_weight=1.0, recency_weight=0.0),
    # names, codes, exact phrases: keyword matches lead, recency barely counts
    "keyword": SearchConfig(vector_weight=0.3, semantic_weight=0.9, recency_weight=0.1, min_relevance=0.2,
                            context_weight=0.0),
}


def recipe(name: str | None) -> SearchConfig:
    key = (name or "default").strip().lower()
    if key not in RECIPES:
        raise InvalidInput(f"Unknown recipe {name!r}", f"Use one of: {', '.join(RECIPES)}")
    return RECIPES[key]
