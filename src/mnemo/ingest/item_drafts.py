"""One source item's drafts: normalize it, extract what it decides, one engine draft per finding.

A pure function of the item and of whom the drafts are written for, which is what lets a large ingest
compute it in a worker process (``ingest/extract_worker.py``) while the runner consolidates the batch
before: both call this one function, so the drafts are the same wherever they were made.
"""

from __future__ import annotations

from collections.abc import Callable

from mnemo.domain.models import MemoryDraft, SourceType
from mnemo.domain.sources import SourceItem
from mnemo.ports import Extractor


def item_drafts(item: SourceItem, *, user_id: str, team_id: str | None, author: str | None,
                source_type: SourceType, normalize: Callable[[SourceItem], SourceItem], extractor: Extractor,
                draft_for: Callable[..., MemoryDraft], key: Callable[[SourceItem], str]) -> list[MemoryDraft]:
    """The drafts of ``item`` for the partition ``user_id`` (``team_id`` already None for a private item;
    ``author`` the person behind a team partition's write, else None). ``key`` is the ledger's item key."""
    clean = normalize(item)
    if not clean.body.strip() and not (clean.title or "").strip():
        return []
    found = extractor.extract(clean.body, item=clean)
    base_ref = key(clean) if clean.source != "mail" else clean.source_id  # a mail's Message-ID
    edit = item.extra.get("action") == "edit"
    drafts = []
    for n, f in enumerate(found):
        d = draft_for(f, clean, user_id=user_id, team_id=team_id)
        if author is not None:
            d = d.model_copy(update={"author_id": author})
        ref = base_ref if len(found) == 1 else f"{base_ref}#{n + 1}"
        meta = dict(d.metadata)
        if edit:  # an edited message replaces what it said before
            meta["revises"] = True
        drafts.append(d.model_copy(update={"source_type": source_type, "source": item.source,
                                           "source_ref": ref, "metadata": meta}))
    return drafts
