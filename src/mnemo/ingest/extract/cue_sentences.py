"""A sentence that only says a change is coming ("없던 일로 하죠.", "Never mind.", "Change of plan.") belongs to
the decision after it, not to a decision of its own.

"없던 일로 하죠. 사내 위키는 기존대로 Confluence 유지합니다." gave two decisions: "방향: 없던 일로 하죠", which
says nothing about what was decided and was listed in the register under that title, and the return
itself, without the words that make it a return. The cue now opens the next decision's evidence (so
supersession reads the return), and the title is the decision's own words. A cue with no decision after
it in the message is left as it was read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar

_CUE_ONLY = re.compile(
    r"(?i)^\W*(?:(?:ok(?:ay)?|so|아|음|그럼|그냥|네)[\s,]*)?(?:never ?mind|forget (?:it|that)|scratch that|"
    r"change of plans?|on second thought|(?:그건 )?없던 (?:일|걸|것)\s?(?:으로|로)\s?(?:하죠|합시다|할게요|해요|하자|"
    r"하겠습니다|해 ?주세요|칩시다|치죠|치자)|계획 변경(?:입니다)?|변경 사항(?:입니다)?)\W*$")


def is_cue_only(text: str) -> bool:
    """Whether the sentence says only that a change or a return follows, nothing of what it is."""
    return bool(_CUE_ONLY.match(text.strip()))


class _Indexed(Protocol):
    index: int
    text: str


S = TypeVar("S", bound=_Indexed)
K = TypeVar("K")


def with_their_cues(groups: Sequence[tuple[K, list[S]]]) -> list[tuple[K, list[S]]]:
    """``groups`` (a message's decisions in order) with each cue-only group joined to the decision that
    starts at the next sentence: it opens that one's evidence."""
    out: list[tuple[K, list[S]]] = []
    cue: tuple[K, list[S]] | None = None  # a cue-only group waiting for the decision after it
    for kind, members in groups:
        if all(is_cue_only(m.text) for m in members):
            if cue is not None:
                out.append(cue)
            cue = (kind, list(members))
            continue
        if cue is not None and cue[1][-1].index + 1 == members[0].index:
            members = [*cue[1], *members]
        elif cue is not None:
            out.append(cue)
        cue = None
        out.append((kind, members))
    if cue is not None:
        out.append(cue)
    return out
