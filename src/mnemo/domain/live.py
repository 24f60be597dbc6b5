"""Live sources: a configured connection to a source that sends events (webhooks) or is synced on a
schedule, and one webhook delivery waiting in the inbox (docs/live_sources.md).

Why a delivery is stored before it is processed: a webhook sender wants an answer in seconds and
retries when it gets none, while extracting and consolidating a delivery can take longer. The server
acknowledges once the delivery is committed to the inbox; a worker processes it afterwards. A crash
between the two loses nothing (the delivery is still pending), and a redelivery adds nothing (its id is
already there; the ingest ledger skips items already written).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

#: The kinds of live source a server can receive webhooks from.
WEBHOOK_KINDS = ("github", "slack")
#: The kinds of live source a server syncs on a schedule (it calls their API).
SYNC_KINDS = ("gmail", "discord", "notion")

#: A delivery's status: waiting (or being processed under a lease), processed, or given up on.
PENDING, DONE, FAILED = "pending", "done", "failed"


@dataclass(frozen=True)
class LiveSource:
    """A source a server receives events from, written to ``user_id``'s memory (shared with ``team_id``
    unless ``share`` is False, as ``mnemo ingest --team`` does). ``secret`` (a webhook or signing secret)
    lives in the sealed payload and is never printed."""

    name: str
    kind: str
    user_id: str
    created_at: datetime
    team_id: str | None = None
    share: bool = True
    secret: str | None = field(default=None, repr=False)
    settings: dict[str, Any] = field(default_factory=dict)
    last_run_at: datetime | None = None
    last_error: str | None = None
    items: int = 0
    errors: int = 0
    next_run_at: datetime | None = None    # a synced source: when it is due next (None: now)
    running_until: datetime | None = None  # a sync run holds it until then (a run that died frees it then)


@dataclass(frozen=True)
class HookDelivery:
    """One webhook delivery in the inbox. ``record`` is what the source's connector reads (a GitHub
    delivery with its headers, a Slack Events API envelope); its id is ``<source>:<delivery id>``."""

    id: str
    source_name: str
    user_id: str
    event: str
    record: dict[str, Any]
    received_at: datetime
    status: str = PENDING
    attempts: int = 0
    next_attempt_at: datetime | None = None
    last_error: str | None = None
