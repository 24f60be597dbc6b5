"""Near-duplicates that say nothing new are SKIPs, not new versions: the same memory in the other language,
and a reminder of it.

The similarity bands make a near-duplicate with any extra word an UPDATE (a new version with the new text).
Two kinds of near-duplicate add nothing a reader needs and would only rewrite the memory:
- a translation (the same values, names and identifiers): the other language's readers find it anyway;
- a reminder ("Reminder: the launch is on Friday 3 April, as decided.", "리마인드: … 변동 없습니다."): its
  only new words are the reminding. A walk saw a decision's text replaced by its reminder (and, before
  "변동 없" stopped counting as a negation, the reminder read as contradicting it).
A new decision is left to supersession, which has its own reminder rule (one standing decision).
"""

from __future__ import annotations

from mnemo.domain.conflict import find_contradiction, identifiers, named_subjects, stated_values
from mnemo.domain.decide import OperationChoice
from mnemo.domain.models import Memory, MemoryDraft, Operation, SimilarityCategory
from mnemo.domain.supersession import without_reminder
from mnemo.text.analysis import language_of
from mnemo.write.restatement import novelty
from mnemo.write.supersede import is_decision


def restated_is_a_skip(choice: OperationChoice, existing: Memory, d: MemoryDraft, *,
                       decisions_too: bool = False) -> OperationChoice:
    """``choice`` (an UPDATE of ``existing`` by ``d``) as a SKIP when ``d`` only restates it. ``decisions_too``
    is for the duplicate sweep, which compares two stored decisions that both stand."""
    if choice.decision is not Operation.UPDATE or (is_decision(d) and not decisions_too):
        return choice  # a decision's relation to another is supersession's to judge
    if find_contradiction(existing.content, d.content):
        return choice
    lead = choice.reason.split(". ")[0]
    if language_of(existing.content) != language_of(d.content):
        values = stated_values(d.content)
        if not values or values != stated_values(existing.content):
            return choice
        if named_subjects(d.content) != named_subjects(existing.content) or \
                identifiers(d.content) != identifiers(existing.content):
            return choice  # "Kestrel-2" / "Cedar-2": another thing, whatever the values
        return _skip(choice, f"{lead}. The same memory in the other language (no value it states is new): kept "
                             "as it is.")
    plain = without_reminder(d.content)
    if plain is not None and novelty(plain, existing.content) == 0.0:
        return _skip(choice, f"{lead}. A reminder of it that says nothing new: kept as it is.")
    return choice


def _skip(choice: OperationChoice, reason: str) -> OperationChoice:
    return choice.model_copy(update={"decision": Operation.SKIP, "category": SimilarityCategory.DUPLICATE,
                                     "reason": reason})
