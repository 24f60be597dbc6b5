"""What a return ("never mind, we stay on X", "back to 17:00", 'Revert "…"') goes back to.

A return undoes the latest change on its matter (``write/supersede.py``). What it returns to is either the
decision that change replaced (``returns_to_what_it_left``: the return names the value the change left), or an
original the change was never tied to (``returned_to``): the return states it again, so one decision stands on
the matter, the return, and not the original beside it (``docs/supersession.md``, "A return stands for the
original it goes back to").
"""

from __future__ import annotations

import re

from mnemo.domain.decision_fields import decided, evidence, same_message
from mnemo.domain.models import Memory, MemoryDraft
from mnemo.domain.supersession import choices_of, chosen_of, names_of, owners_conflict, values_of
from mnemo.domain.typed_values import set_value, typed_values
from mnemo.ports import StoreTx
from mnemo.write.matter_words import key_terms, of_a_matter


_RETURN_TO = re.compile(r"(?i)\b(?:back to|revert(?:ed|ing)? to|return(?:ed|ing)? to|stay(?:ing)?(?: at| on)?|keep(?:ing)? (?:it )?at)"
                        r"\s[^.;!?]{0,25}|[^.;!?\s]{1,12}(?:\s[^.;!?\s]{1,12}){0,2}\s?(?:으로|로)\s?(?:되돌|돌아|복귀|원복)")


def returns_to_what_it_left(tx: StoreTx, text: str, change: Memory) -> bool:
    """``text`` states a value (a time, a date, an amount…) that a decision ``change`` replaced had, and
    ``change`` itself does not: a return to what was before it."""
    replaced = change.metadata.get("supersedes")
    if not replaced or change.metadata.get("cancels"):
        return False
    # the value the return names: right after "back to", "revert to", "원래대로" … ("stay on good terms while
    # we negotiate; … the $11,000" returns to no amount)
    said = typed_values(" ".join(m.group(0) for m in _RETURN_TO.finditer(text)))
    now = typed_values(f"{change.content} {evidence(change)}")
    for before in tx.get_memories([i for i in replaced if isinstance(i, str)]).values():
        was = typed_values(f"{before.content} {evidence(before)}")
        if any(said[k] & was[k] - now.get(k, frozenset()) for k in said.keys() & was.keys()):
            return True
    return False


def returned_to(d: MemoryDraft, change: Memory, tied: list[Memory], taken: list[Memory]) -> list[Memory]:
    """The original decisions a return ``d`` goes back to when the change it undoes was never tied to them
    ("Incoming inspection for frames: we sample with AQL 1.0", then "frames go to AQL 0.65", then "Forget it,
    we stay on AQL 1.0 for frames"): among the older decisions tied to the return on one matter (by the
    one-matter model or the rows: ``tied``), the decided ones older than the change, not of the change's
    message, on the matter of both (``_on_the_matter_of_both``), that state a value or a choice the return
    states again and the change does not set. The return stands for them. An original the rows leave untied
    to the return stays ("Daily standup 10:00", "standup 9:30으로 당깁니다", "그냥 10시 그대로": both stand):
    taking any candidate not kept apart retired other sites' hours and other products' dates that shared a
    time or a number in a store of many teams' decisions."""
    said = f"{d.content} {evidence(d)}"
    changed = f"{change.content} {evidence(change)}"
    out: list[Memory] = []
    for other in tied:
        if other.id == change.id or other in taken or other in out or not decided(other) \
                or other.created_at >= change.created_at or same_message(other, change):
            continue
        original = f"{other.content} {evidence(other)}"
        if _on_the_matter_of_both(original, said, changed) and _repeats_what_the_change_left(said, original, changed):
            out.append(other)
    return out


def _on_the_matter_of_both(original: str, said: str, changed: str) -> bool:
    """The original holds every word of the matter the return and the change share ("AQL", "housings"), and
    names no other team, project or site: "Incoming inspection for frames: AQL 2.5" is no original of "we stay
    on AQL 2.5 for housings", though the one-matter model ties them and they share the value."""
    if owners_conflict(said, original):
        return False
    both = {t for t in key_terms(said) & key_terms(changed) if of_a_matter(t) and not any(c.isdigit() for c in t)}
    return bool(both) and both <= key_terms(original)


def _repeats_what_the_change_left(said: str, original: str, changed: str) -> bool:
    """``said`` states a value or a choice of ``original`` that ``changed`` does not set."""
    # an issue or pull request number ("References #88", "(!57)") is no value a decision sets
    said, original, changed = (_REF.sub(" ", t) for t in (said, original, changed))
    # a value of the original said again, other than the one the change sets (a change often names the old
    # value in its reason: "standup 9:30으로 당깁니다 — 고객사 주간회의가 10시로 옮겨져서요")
    again, was, now = typed_values(said), typed_values(original), set_value(changed)
    if any(again[k] & was[k] - (now[1] if now is not None and now[0] == k else frozenset())
           for k in again.keys() & was.keys()):
        return True
    # a bare number the change does not hold ("we stay on AQL 1.0" after "frames go to AQL 0.65")
    if any(any(c.isdigit() for c in v) for v in (values_of(said) & values_of(original)) - values_of(changed)):
        return True
    # what the original chose by name, which the change does not name ("back to our own Harrowgate labels");
    # not any capitalised word both hold ("References #88" closes many commits)
    return bool((chosen_of(said) & chosen_of(original)) - names_of(changed) - choices_of(changed))


_REF = re.compile(r"[#!]\d+\b")

