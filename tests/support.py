"""Small helpers shared by tests (import as ``from support import ...``; ``tests/`` is on the path)."""

from __future__ import annotations

from datetime import datetime, timezone


def at(text: str) -> datetime:
    """A UTC datetime from ISO text, for readable tests."""
    return datetime.fromisoformat(text).astimezone(timezone.utc)


class FixedClock:
    """A clock that always says ``now`` (the service's ``clock=``): a test of "last week" or of recency
    does not depend on the day it runs."""

    def __init__(self, now: datetime) -> None:
        self._now = now

    def now(self) -> datetime:
        return self._now


VERCEL = "We're going with Vercel for the marketing site; the preview deploys fit our workflow."
NETLIFY = "Change of plan on the marketing site: the Vercel quote came back at 3x, so we're moving it to Netlify instead."


def decide(svc, text: str, when: str, *, kind: str = "selection", status: str = "decided", thread: str | None = None,
           ref: str | None = None, source_type: str = "realtime", user: str = "team"):
    """Write a decision as a connector writes what extraction found (``metadata.type == "decision"``)."""
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    draft = MemoryDraft(content=text, category=kind, occurred_at=at(when), thread_id=thread, source="slack",
                        source_ref=ref or f"ref-{abs(hash(text))}", source_type=SourceType(source_type), user_id=user,
                        metadata={"type": "decision", "kind": kind, "status": status, "evidence": [text]})
    return svc.write(draft, caller=Caller.CONNECTOR)


def commit(svc, text: str, when: str, sha: str):
    """Write a commit's decision as the GitHub connector does (its subject is the title)."""
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    draft = MemoryDraft(content=text, category="selection", occurred_at=at(when), source="github",
                        source_ref=f"commit/{sha}", source_type=SourceType.BOOTSTRAPPED, user_id="team",
                        title=text.split(". ")[0], metadata={"type": "decision", "kind": "selection",
                                                             "status": "decided", "evidence": [text]})
    return svc.write(draft, caller=Caller.CONNECTOR)


def standing(svc, user: str = "team") -> list[str]:
    return [e["content"] for e in svc.register(user_id=user, status="standing")]


def team_decide(svc, text: str, when: str, team: str, *, people: list[str], author: str | None = None,
                url: str | None = None, status: str = "decided", kind: str = "selection"):
    """A decision a connector found in ``team``'s shared channel (as ``mnemo ingest --team`` writes it)."""
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    draft = MemoryDraft(content=text, category=kind, occurred_at=at(when), source="slack", people=people,
                        source_ref=f"C-{team}/{abs(hash(text))}", source_url=url, source_type=SourceType.REALTIME,
                        user_id=f"team:{team}", team_id=team, author_id=author or people[0],
                        metadata={"type": "decision", "kind": kind, "status": status, "evidence": [text]})
    return svc.write(draft, caller=Caller.CONNECTOR)
