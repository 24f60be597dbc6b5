"""A person's plain write that changes a decision on record is that decision's change.

The register tracks declared decisions ("Decision: …", ``--category decision``): reading every plain write
as a decision tied distinct templated facts as one matter replacing another (992 false supersessions in
``benchmarks/api_load.py``'s 2,000 writes; ``docs/supersession.md``, "Decisions written by hand"). But a
person who typed "Decision: we host the marketing site on Vercel" and then "Change of plan: we move the
marketing site from Vercel to Netlify" has told the product what changed; a walk saw ``ask`` keep answering
Vercel, with a hint to delete the change and add it again as a decision.

So a plain write typed by a person is read as a decision only when all hold:
- its own words say it changes, returns to or cancels something ("change of plan", "instead", "변경합니다",
  "never mind, we stay on", "취소합니다": ``phrasing_of``);
- supersession, judging it as a decision, replaces or cancels a declared decision that stands (a store of
  plain memories has none to replace, so the templated writes above stay plain);
- and it says which: a change names what it leaves by an explicit frame that the decision states ("from
  Vercel to Netlify", "AWS에서 NCP로", "instead of Zoom"); a return or a cancellation is that close in
  meaning to it (cosine >= 0.6). With supersession's anchors alone, templated plain writes phrased as
  changes ("From July 10, the Krypton billing service is owned by Brian Park", "다시 확인: …") replaced
  declared decisions on other matters: 9 false supersessions in ``benchmarks/write_path.py``'s 10,000 adds.
"""

from __future__ import annotations

from mnemo.domain.models import MemoryDraft
from mnemo.domain.supersession import Phrasing, Relation, names_what_it_leaves, phrasing_of
from mnemo.domain.write_rules import declared_decision
from mnemo.write.supersede import Judgement

_CHANGES = (Phrasing.CHANGE, Phrasing.RESTORE, Phrasing.CANCEL)


def stated_change(d: MemoryDraft) -> MemoryDraft | None:
    """``d`` as a declared decision when it is a plain write phrased as a change, a return or a
    cancellation; None otherwise (typed as something, or phrased plainly)."""
    if d.category or d.metadata.get("type") is not None or phrasing_of(d.content) not in _CHANGES:
        return None
    meta = declared_decision(d.content, "decision", dict(d.metadata))
    if meta is None:  # "결정: 동의합니다" and the like declare nothing
        return None
    return d.model_copy(update={"metadata": {**meta, "stated_change": True}, "category": "decision"})


#: How close a return or a cancellation typed as a plain note must be to the decision it retires.
SAYS_WHICH_COSINE = 0.6


def changes_what_stands(stated: MemoryDraft, j: Judgement | None) -> bool:
    """Whether the judgement replaces or cancels a decision on record that stands (not history beside a
    newer one, not a lower-priority contradiction), and the write says which (module doc)."""
    if j is None or j.target is None or not j.incoming_newer or j.contradicts \
            or j.relation not in (Relation.SUPERSEDES, Relation.CANCELS):
        return False
    if phrasing_of(stated.content) is Phrasing.CHANGE:
        return bool(names_what_it_leaves(stated.content, j.target.content))
    return j.cosine >= SAYS_WHICH_COSINE
