"""From a finding to the engine's input: the ``MemoryDraft`` one extracted decision or memory becomes."""

from __future__ import annotations

from typing import Any

from mnemo.domain.extraction import ExtractedDecision, Extraction
from mnemo.domain.models import MemoryDraft, SourceType
from mnemo.domain.sources import SourceItem
from mnemo.ingest.extract.commits import EXTRACTOR as COMMITS
from mnemo.ingest.extract.commits import commit_content, commit_metadata, is_code_item
from mnemo.ingest.extract.finding_text import clean_subject, shorten
from mnemo.ingest.extract.rules import SHORT_CONTENT


#: Reactions that say "agreed" (Slack names and Discord's emoji): a thumbs-up, a check mark, "+1", "ok".
AGREEING_REACTIONS = frozenset({"+1", "thumbsup", "thumbs_up", "white_check_mark", "heavy_check_mark",
                                "ballot_box_with_check", "ok_hand", "100", "👍", "✅", "✔️", "☑️", "👌", "💯"})


def agreeing_reactions(item: SourceItem) -> int:
    """How many agreeing reactions a message got (0 when its export has none). Slack's skin tones
    ("+1::skin-tone-3") count as the reaction they modify."""
    raw = item.extra.get("reactions")
    if not isinstance(raw, dict):
        return 0
    total = 0
    for name, count in raw.items():
        if str(name).split("::", 1)[0] in AGREEING_REACTIONS and isinstance(count, int | float) and count > 0:
            total += int(count)
    return total


def draft_for(found: Extraction, item: SourceItem | None, *, user_id: str, team_id: str | None,
              source_type: SourceType = SourceType.REALTIME) -> MemoryDraft:
    """The engine's input for one finding. ``content`` is a self-contained statement (the subject, then the
    sentence(s) that decide), so consolidation compares what was decided, not the mail around it; the
    message date is left out of it on purpose (the same decision restated another day must still match).
    A bare "Approved." with no subject would read the same as every other one and be dropped as a
    duplicate, so a short statement carries the rest of its message, and failing that who said it where.
    Mail is private to its user: ``team_id`` is dropped for private sources."""
    evidence = " ".join(found.evidence) or found.summary
    subject = clean_subject(item.title if item else None)
    content = evidence if not subject or subject.casefold() in evidence.casefold() else f"{subject}: {evidence}"
    if len(content) < SHORT_CONTENT:
        rest = " ".join(found.full_context.split())
        if len(rest) > len(content) and content.casefold() in rest.casefold():
            content = shorten(rest, 300)
        elif len(rest) > len(content):
            content = shorten(f"{content} ({rest})", 300)
    if len(content) < SHORT_CONTENT and item is not None:
        where = item.labels[0] if item.labels else item.source
        who = item.author.label() if item.author else None
        content = f"{content} — {who + ', ' if who else ''}{where}"
    status: str | None = None  # decisions only
    if isinstance(found, ExtractedDecision):
        kind, status = found.kind.value, found.status.value
    else:
        kind = found.category.value
    metadata: dict[str, Any] = {
        "type": found.type, "kind": kind, "evidence": list(found.evidence), "language": found.language,
        "people": [p.model_dump(exclude_none=True) for p in found.people], "extractor": found.extractor,
        "sentence_index": found.sentence_index, "full_context": found.full_context,
    }
    if status == "pending" and item is not None and (agreed := agreeing_reactions(item)):
        # a proposal the channel answered with 👍 / ✅ / +1 is agreed, as if they had written "Agreed"
        status = "decided"
        metadata["agreed_by_reaction"] = agreed
    if status is not None:
        metadata["status"] = status
    if isinstance(found, ExtractedDecision) and found.agreement:
        metadata["agreement"] = True  # a bare agreement: write/supersede.py settles the proposal it answers
    metadata.update({k: v for k, v in (("dates", found.dates), ("amounts", found.amounts),
                                       ("deadline", found.deadline)) if v})
    if item is not None and item.occurred_at is None and found.source_date is None:
        # a page with no date (a Notion export's plain page): stored at the ingest time, which says nothing of
        # when it was decided; ``write/supersede.py`` lets it replace no dated decision
        metadata["undated"] = True
    if item is not None:
        metadata["extraction_key"] = f"{item.source}:{item.source_id}#{kind}:{found.sentence_index}"
        if item.labels:
            metadata["labels"] = list(item.labels)
    if item is not None and found.extractor == COMMITS and is_code_item(item):
        content = commit_content(item, found)  # what changed, why, where, what it references
        metadata.update(commit_metadata(item, found))
        metadata["full_context"] = found.full_context
    private = item.private if item is not None else False
    return MemoryDraft(
        content=content, title=found.title, summary=found.summary, category=kind,
        keywords=[kind] + ([status] if status is not None else []) + list(found.projects),
        importance=found.importance, confidence=found.confidence.score, source_type=source_type,
        source=(item.source if item else found.source), source_ref=item.source_id if item else None,
        source_url=(item.url if item else None) or found.url, thread_id=item.thread_id if item else None,
        people=found.people_names(), entities=list(found.entities), projects=list(found.projects),
        occurred_at=(item.occurred_at if item else None) or found.source_date, user_id=user_id,
        team_id=None if private else team_id, metadata=metadata,
    )
