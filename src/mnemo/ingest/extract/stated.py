"""Decisions a person states in plain words, found without a message around them.

``mnemo add "We decided to host the marketing site on Vercel"`` and then "Change of plan: the marketing site
moves to Netlify" are two plain memories: the register tracks only declared decisions ("Decision: …",
``--category decision``, ``"type": "decision"``). The CLI reads a plain write with the extractor's cues and
says so when it states a decision (``interfaces/cli/main.py``), rather than deciding for the person: made
decisions by themselves, 2,000 templated writes of api_load's mix gave 992 false supersessions.

Only the cues count, not the model extraction falls back on; promises ("I'll send it Friday"), bare
agreements and ownership lines are not decisions here, and no names are looked up (a Korean text does not
load the analyzer for this)."""

from __future__ import annotations

from mnemo.domain.extraction import DecisionKind, DecisionStatus
from mnemo.ingest.extract.rules import (
    _OWNERSHIP_ONLY,
    MAX_CHARS,
    MAX_FINDINGS,
    agrees_only,
    decision_groups,
    group_status,
    read_sentences,
    visible_lines,
)


def stated_decisions(text: str) -> list[tuple[DecisionKind, DecisionStatus, list[str]]]:
    """The decisions a text states by the cues alone, as (kind, status, evidence sentences): no promises
    (commitments), no bare agreement, no model guess and no names looked up."""
    body = visible_lines((text or "")[:MAX_CHARS])
    plain = " ".join(body.split())
    if not plain or agrees_only(plain) or _OWNERSHIP_ONLY.match(plain):
        return []
    return [(kind, group_status(members), [m.text for m in members])
            for kind, members in decision_groups(read_sentences(body)[0])[:MAX_FINDINGS]
            if kind is not DecisionKind.COMMITMENT]

