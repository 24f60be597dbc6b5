"""How a reply in a proposal's thread agrees to it, though it is no bare "OK" on its own.

Why a module: supersession (``write/supersede.py``) asks it of every decision that has a thread, and these
readings of a message (its opening, the proposal it answers, a promise that takes up the proposal's value)
are one question: "does this reply settle the proposal it answers?"
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from mnemo.domain.models import Memory, MemoryDraft
from mnemo.domain.supersession import agrees_to_a_proposal, is_bare_agreement, typed_values

_SEGMENT = re.compile(r"(?<=[.!?。])\s+|\n+")
_SALUTATION = re.compile(r"^(?:hi|hello|hey|dear|안녕하세요|re:|fw:|fwd:)|[,:]$|님,?$", re.I)
_ANSWER_WINDOW_DAYS = 7


def opens_with_agreement(d: MemoryDraft) -> bool:
    """The message this finding comes from opens with an agreement ("동의합니다. 다음 주 월요일부터 적용해
    주세요", "LGTM. I'll update the banner copy"), past a subject line or a salutation: what follows it
    carries the agreed proposal out."""
    segments = [p.strip() for p in _SEGMENT.split(str(d.metadata.get("full_context") or d.content)) if p.strip()]
    opening = [p for p in segments[:4] if not _SALUTATION.search(p)][:2]
    # or agrees in a sentence of its own further on ("4월 1일 양산 로트부터 적용해 주시고, … 제안하신 내용 내부 검토
    # 완료했으며 그대로 동의합니다"): the rest carries the proposal out all the same
    return len(segments) > 1 and (any(is_bare_agreement(p) for p in opening)
                                  or any(agrees_to_a_proposal(p) for p in segments))


def answered_proposal(m: Memory | None, at: datetime) -> Memory | None:
    """The proposal a message opening with an agreement answers: still pending, agreed by this very message
    (an agreement finding of it, at the same time), or agreed by reactions within the week before it."""
    if m is None:
        return None
    if m.metadata.get("status") == "pending" or m.metadata.get("agreed_at") == at.isoformat():
        return m
    if m.metadata.get("agreed_by_reaction") and 0 <= (at - m.created_at).days <= _ANSWER_WINDOW_DAYS:
        return m
    return None


def _emails(people: Any, roles: set[str] | None = None) -> set[str]:
    if not isinstance(people, list):
        return set()
    return {str(p.get("email") or "").casefold() for p in people
            if isinstance(p, dict) and p.get("email") and (roles is None or p.get("role") in roles)}


def commits_to_proposal(d: MemoryDraft, proposal: Memory | None, evidence: str, proposal_text: str) -> bool:
    """A promise that takes up a pending proposal's own value, from someone other than who proposed it:
    "3월 20일 오전 중 입고하겠습니다" answering "납품일을 3월 20일(금)로 미뤄도 괜찮아요", "We'll ship the 500 units on
    March 3" answering "Proposal: ship 500 units on March 3". It accepts the proposal as an "OK" would, though it
    opens with none. Every value it states (a date, an amount, a time, a weekday) must be one the proposal
    states; a promise with a value of its own ("3월 27일에 입고하겠습니다") is a counter-offer, and one with no
    value at all says too little to tell."""
    if proposal is None or d.metadata.get("kind") != "commitment" or proposal.metadata.get("status") != "pending":
        return False
    speaking = {"proposer", "decider", "assignee"}  # not who a message is sent to
    if _emails(proposal.metadata.get("people"), speaking) & _emails(d.metadata.get("people"), speaking):
        return False  # the proposer promising to do what they proposed agrees with no one
    mine, theirs = typed_values(evidence), typed_values(proposal_text)
    return bool(mine) and all(values <= theirs.get(kind, frozenset()) for kind, values in mine.items())
