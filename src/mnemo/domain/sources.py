"""The one shape every connector produces, and the cursor that makes a rerun read only what is new.

Why one type: the pipeline after fetching (normalize → extract → embed → consolidate → link) must not
care whether a message came from an mbox, a Slack export or a webhook. A connector's whole job is to
turn its source's real format into ``SourceItem`` values with a stable ``source_id`` (the idempotency
key: the same message read twice, from two files or two runs, yields the same id) and to say how far it
got (``cursor``), so an interrupted or repeated sync resumes instead of starting over.

Pure: the standard library and pydantic only. Reading files and calling APIs lives in the connector
modules next to this one.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mnemo.domain.models import ensure_utc

#: ``docs/design/system.md``'s sharing defaults: mail is private to the user who owns the mailbox; team tools are shared.
PRIVATE_SOURCES = frozenset({"mail"})
SOURCES = ("mail", "slack", "github", "notion", "discord")
#: ``gmail`` and ``mail`` name the same connector.
SOURCE_ALIASES = {"gmail": "mail", "email": "mail"}


class Participant(BaseModel):
    """A person as a source names them: a display name, an email, a platform handle — any may be missing."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str | None = None
    email: str | None = None
    handle: str | None = None

    def label(self) -> str:
        return self.name or self.email or self.handle or "unknown"


class SourceItem(BaseModel):
    """One message, commit, page or post, as fetched (before normalization).

    ``body`` is the item's text as the source gives it (a mail body already MIME-decoded to text, or
    HTML when ``body_is_html``); the normalize step removes quoted replies, signatures and markup.
    ``source_id`` is stable across runs and files (e.g. the RFC-822 Message-ID, the Slack channel + ts).
    """

    model_config = ConfigDict(extra="forbid")

    source: str                                   # one of SOURCES
    source_id: str                                # stable, unique within the source
    thread_id: str | None = None                  # conversation / thread / PR / page parent
    author: Participant | None = None
    recipients: list[Participant] = Field(default_factory=list)
    occurred_at: datetime | None = None
    title: str | None = None
    body: str = ""
    body_is_html: bool = False
    url: str | None = None
    labels: list[str] = Field(default_factory=list)   # Gmail labels, Slack channel, repo, Notion path...
    in_reply_to: str | None = None                # the source_id this replies to, when known
    origin: str | None = None                     # where it was read from (file path, API), for error reports
    extra: dict[str, Any] = Field(default_factory=dict)

    def model_post_init(self, __context: Any) -> None:
        if self.occurred_at is not None:
            object.__setattr__(self, "occurred_at", ensure_utc(self.occurred_at))

    @property
    def private(self) -> bool:
        return self.source in PRIVATE_SOURCES


class SkippedItem(BaseModel):
    """A malformed input a connector could not read: reported with where it was and why, never raised."""

    model_config = ConfigDict(extra="forbid")

    origin: str
    reason: str
